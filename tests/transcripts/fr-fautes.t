## Les fautes de frappe qui passaient (issue 31), en français : une place
## vide entre deux virgules dans un lancer et dans un plateau, un chiffre
## pleine chasse, un nom de fichier pour une feuille, des étiquettes hors
## de la règle des noms.  Chacune refusée en une ligne, rien ne change.
## Le début de plusieurs commandes, ou une faute proche : leurs noms
## français.
$ nouvelle yams alice bob bonus=0 boxes=1,full:25/bas=x,chance/bas=x
tapis: line 1: full=x : x nomme déjà chance : chaque case a besoin de son propre nom
$ nouvelle yams alice bob bonus=0 boxes=1,full:25/bas=1
tapis: line 2: full=1 : une étiquette commence par une lettre, comme le nom d'un joueur
$ nouvelle yams alice bob bonus=0 boxes=1,full:25=as
tapis: line 3: full=as : as nomme déjà 1 : chaque case a besoin de son propre nom
$ nouvelle yams alice bob bonus=0 boxes=1,full:25=⠀
tapis: line 4: full=⠀ : l'étiquette n'a aucun caractère visible
$ nouvelle yams alice bob bonus=0 boxes=1,full:25=аа,chance=aa
tapis: line 5: full=аа ressemble à aa, qui nomme chance : chaque case a besoin d'un nom que les autres distinguent
$ réglage enregistrer carnet2 yams bonus=0 boxes=1,full:25=x,chance=x
tapis: line 6: full=x : x nomme déjà chance : chaque case a besoin de son propre nom
$ nouvelle yams alice bob feuille=/etc/shadow
tapis: line 7: feuille : '/etc/shadow' n'est pas une liste de cases : une feuille se tape dans la ligne (boxes=1,2,3,4,5,6,full:25,chance), jamais lue dans un fichier
$ nouvelle yams alice bob feuille=1,2,,chance
tapis: line 8: feuille : une case vide entre deux virgules
$ nouvelle yam-master alice bob plateau=1,3,appel,4,6/2,carre,,sec,full,5/small,full,yam,appel,suite/6,sec,suite,small,1/3,2,carre,5,4
tapis: line 9: ligne 1, colonne 23 : une virgule se place entre deux cases d'une rangée, pas à côté d'une autre ni en fin de rangée
$ nouvelle yam-master alice bob plateau=１,3,appel,4,6/2,carre,sec,full,5/small,full,yam,appel,suite/6,sec,suite,small,1/3,2,carre,5,4
tapis: line 10: ligne 1, colonne 1 : aucune case de plateau ne s'appelle ainsi : les cases sont 1 à 6, full, suite, carré, petit, yam, sec et appel
$ parties
pas encore de partie : commencez-en une avec nouvelle, par exemple nouvelle 10000 alice bob
$ nouvelle yams alice bob bonus=0 boxes=1,full:25,chance=Tout
Partie n°1 · yams, une colonne par joueur, bonus=0, feuille=1,full:25,chance=Tout · alice, bob · alice lance.
$ 1,,1,1,2,2
tapis: line 13: une virgule se place entre deux faces (6,6,1), pas à côté d'une autre ni à un bout
$ 1,1,1,2,2,
tapis: line 14: une virgule se place entre deux faces (6,6,1), pas à côté d'une autre ni à un bout
$ 1, 1, 1, 2, 2
  lancer 1 sur 3 : 1 1 1 2 2 · 1 : 3, full : 25, chance : 7
$ inscrire １
tapis: line 16: il n'y a pas de case '１' : les cases sont 1, full, chance
$ inscrire full
  alice inscrit 25 dans la case full · total 25 · bob lance
$ nouvelle 10000 ann ben kind3=100,,200,300,400,500,600
tapis: line 18: brelan prend PAR/UNS|PAR|fixeN|V1,..,V6|aucun (chaque face valant au plus 1000000), pas '100,,200,300,400,500,600'
$ re
tapis: line 19: 're' est ambigu : retirer, refaire, continuer, revoir, renommer
$ stst
tapis: line 20: commande inconnue 'stst' : vouliez-vous dire arrêter, statistiques ?
? 1
