## L'aide en français : la liste des commandes et l'aide d'une commande,
## d'une saisie, et les mots mal tapés ; les jeux qu'elle cite, par leurs
## noms français (yams:rayé).
$ aide
Commandes, en français ou en anglais, en majuscules ou minuscules (un début unique suffit) :
  nouvelle (new) PARTIE JOUEUR... [NOM=VALEUR...]
                           commencer une partie d'un jeu ou d'un réglage enregistré
Saisies d'une partie de 10000, 10000:350 ou 5000 :
  lancer (roll, throw, relancer) FACES
                           saisir un lancer (les faces seules font de même)
  garder (keep) FACES      mettre de côté ces dés du dernier lancer
  marquer (bank, banque, banquer)
                           inscrire les points du tour et passer les dés
  reprendre (take)         reprendre le dernier tour marqué (reprise)
Saisies d'une partie de yams, yams:3colonnes, yams:rayé, yams:croisé, yams:carnet ou yahtzee :
  lancer (roll, throw, relancer) FACES
                           saisir un lancer (les faces seules font de même)
  garder (keep) FACES      nommer les dés gardés pour le lancer suivant
  inscrire (score, noter) CASE [COLONNE]
                           inscrire les dés dans une case (ou : 2 2 2 5 5 full)
  barrer (scratch, rayer) CASE [COLONNE]
                           inscrire 0 dans une case exprès
Saisies d'une partie de yam-master :
  lancer (roll, throw, relancer) FACES
                           saisir un lancer (les faces seules font de même)
  garder (keep) FACES      nommer les dés gardés pour le lancer suivant
  annoncer (call, appeler) MAJEURE
                           annoncer une majeure après le premier lancer (Appel)
  poser (place) CASE       poser un pion sur une case libre que font les dés (a1 à e5)
  passer (pass)            finir le tour sans poser de pion
  retirer (remove) CASE    avec un Yam, retirer un pion adverse (prédateur=oui)
Saisies d'une partie de 421 ou 421:8 :
  lancer (roll, throw, relancer) FACES
                           saisir un lancer (les faces seules font de même)
  garder (keep) FACES      nommer les dés gardés pour le prochain lancer (la décharge)
  arrêter (stop, reste)    finir son tour avant le dernier lancer permis (la décharge)
Autres commandes :
  annuler (undo)           défaire la dernière saisie
  refaire (redo)           rétablir une saisie annulée
  feuille (sheet, board, plateau) [tout]
                           montrer la feuille de marque comme sur le papier
  règles (rules) [PARTIE]  montrer les règles en vigueur, ou celles d'un jeu
  réglage (preset) [enregistrer NOM [PARTIE] [NOM=VALEUR...] | liste [--tsv|--json] | supprimer NOM]
                           enregistrer sous un nom les règles en vigueur, ou celles de PARTIE
  conseil (hint) [--win] [--tout] [--budget N] [--json|--tsv]
                           ce que vaut chaque choix possible maintenant, le meilleur d'abord ; rien ne change
  chances (odds) CASE... [--tout] [--json|--tsv]
                           la chance de faire chaque case ou combinaison avec les lancers qui restent ; rien ne change
  évaluer (eval) [PARTIE] FACES
                           ce que vaut un lancer ; la partie n'est pas touchée
  parties (games) [JOUEUR...] [SORTE] [depuis DATE] [jusqu'au DATE] [en cours|finies|abandonnées] [--tout] [--tsv|--json] [--ligue]
                           lister les parties enregistrées, les plus récentes d'abord, avec les scores
  continuer (resume, reprise) [PARTIE]
                           ouvrir la partie en cours la plus récente, ou la partie numéro PARTIE
  abandonner (abandon) [PARTIE]
                           finir la partie ouverte, ou PARTIE, comme abandonnée
  supprimer (delete) PARTIE [--oui]
                           supprimer la partie PARTIE et toutes ses saisies, pour de bon
  exporter (export) PARTIE|toutes --json|--csv [FICHIER]
                           des parties en JSON à importer ailleurs, ou leurs tours en CSV
  importer (import) FICHIER
                           ajouter les parties écrites par exporter --json, chacune rejouée
  ligue (league) [[--schéma NOM] URL | quitter | envoyer]
                           envoyer les parties qui finissent à la ligue d'un club sur PostgreSQL
  courbe (chart) [PARTIE] [--svg FICHIER]
                           tracer le score de chaque joueur après chaque tour d'une partie
  servir (serve) [--écouter ADRESSE:PORT] [--réseau] [--ligue URL [--schéma NOM]] | arrêter
                           montrer les parties en direct sur les téléphones de la table, en pages web
  statistiques (stats) [JOUEUR] [SORTE] [--tsv|--json] [--ligue]
                           victoires, scores et chance par joueur et par jeu
  classement (leaderboard) [SORTE] [--tsv|--json] [--ligue]
                           les joueurs par victoires sur les parties terminées
  contre (versus) JOUEUR JOUEUR [--tsv|--json]
                           deux joueurs face à face, par jeu
  montrer (show, voir) [PARTIE]
                           la feuille d'une partie passée telle qu'elle a fini ; la partie ouverte reste ouverte
  revoir (replay) PARTIE [MANCHE]
                           une partie passée tour par tour, chaque saisie avec ce qu'elle a fait
  requête (query) [--tsv|--json] [--steps N] SQL
                           répondre à une question en SQL sur les parties enregistrées (en lecture seule)
  vérifier (check) [--réparer]
                           vérifier que la base tient debout, et dire quoi faire sinon
  renommer (rename) JOUEUR NOUVEAU
                           corriger le nom d'un joueur dans toutes les parties enregistrées
  fusionner (merge) JOUEUR [dans] AUTRE
                           faire un seul nom des deux noms d'une même personne, dans toutes les parties enregistrées
  aide (help, ?) [tout | COMMANDE]
                           lister les commandes (tout : toutes), ou en expliquer une
  quitter (quit, exit)     quitter tapis (chaque saisie est déjà enregistrée)
Taper seulement les faces d'un lancer (1 1 5 3 4 ou 11534) le saisit.
Plusieurs commandes sur une ligne se séparent par ';' (garder 1 1; 6 2 5).
'aide COMMANDE' en dit plus sur l'une d'elles.
$ aide garder
usage : garder FACES
  mettre de côté ces dés du dernier lancer
  aussi : keep
  Chaque dé mis de côté doit faire partie d'une combinaison qui marque dans
  ce lancer ; le groupe vaut son meilleur découpage.  Un second garder du même
  lancer s'ajoute au premier : garder 5 5, puis garder 5, fait 5 5 5.
$ aide nouvelle
usage : nouvelle PARTIE JOUEUR... [NOM=VALEUR...]
  commencer une partie d'un jeu ou d'un réglage enregistré
  aussi : new
  nouvelle seule répond par les jeux disponibles.  Des options après le jeu
  changent ses règles pour cette partie, par exemple
    nouvelle 10000 alice bob dépassement=moins2000
  'règles JEU' liste les options et leurs valeurs.
$ aide inscrire
usage : inscrire CASE [COLONNE]
  inscrire les dés dans une case (ou : 2 2 2 5 5 full)
  aussi : score, noter
  Cases : 1 à 6 (as, deux, trois, quatre, cinq, six), min, max, suite,
  full, carre (carré), yams.
  Une autre feuille a d'autres cases ('règles JEU' montre celles d'une
  feuille).  Colonnes : desc, libre, asc (descendante, libre, montante)
  avec trois colonnes ; de 1 à N avec une colonne par joueur, où la
  première libre à gauche est prise quand aucune n'est nommée.  Le nom
  d'un joueur après les mots dit qui inscrit, et il est vérifié.
$ feuile
tapis: line 5: commande inconnue 'feuile' : vouliez-vous dire feuille ?
$ réglage liste
Les jeux ('règles JEU' en montre un, 'nouvelle JEU ...' en commence un) :
  10000           règles du livret
  10000:350       350 pour ouvrir, reprise
  5000            six dés
  yams            une colonne par joueur
  yams:3colonnes  trois colonnes : descendante, libre, montante
  yams:rayé       duel : chaque case tenue par un seul joueur
  yams:croisé     chaque joueur inscrit chaque tour
  yams:carnet     le carnet imprimé, une colonne par joueur
  yahtzee         les règles officielles, une colonne par joueur
  yam-master      deux joueurs, douze pions chacun
  421             le jeu de comptoir, 4-2-1 vaut 10
  421:8           4-2-1 vaut 8, un barrage pour le plus bas
Réglages enregistrés :
  aucun pour l'instant ('réglage enregistrer NOM' garde les règles en vigueur)
## Dans une partie : ses saisies d'abord, puis les commandes du jeu, en un écran.
$ nouvelle 421 anne bruno
Partie n°1 · 421, le jeu de comptoir, 4-2-1 vaut 10 · anne, bruno · anne lance (charge, manche 1).
$ aide
Saisies de cette partie (421) :
  lancer (roll) FACES      saisir un lancer (les faces seules font de même)
  garder (keep) FACES      nommer les dés gardés pour le prochain lancer (la décharge)
  arrêter (stop)           finir son tour avant le dernier lancer permis (la décharge)
En jouant :
  annuler (undo)           défaire la dernière saisie
  refaire (redo)           rétablir une saisie annulée
  feuille (sheet) [tout]   montrer la feuille de marque comme sur le papier
  règles (rules) [PARTIE]  montrer les règles en vigueur, ou celles d'un jeu
  conseil (hint)           ce que vaut chaque choix possible maintenant, le meilleur d'abord ; rien ne change
  chances (odds)           la chance de faire chaque case ou combinaison avec les lancers qui restent ; rien ne change
  aide (help) [tout | COMMANDE]
                           lister les commandes (tout : toutes), ou en expliquer une
  quitter (quit)           quitter tapis (chaque saisie est déjà enregistrée)
'aide tout' : toutes les commandes ; 'aide COMMANDE' : l'une d'elles en détail.
$ aide parties
usage : parties [JOUEUR...] [SORTE] [depuis DATE] [jusqu'au DATE] [en cours|finies|abandonnées] [--tout] [--tsv|--json] [--ligue]
  lister les parties enregistrées, les plus récentes d'abord, avec les scores
  aussi : games
  Une ligne par partie : numéro, date locale, jeu, score de chaque joueur
  (le score final, ou actuel en cours de partie), comment elle s'est finie et
  ses tours.  Seulement les parties où joue chaque JOUEUR nommé (majuscules ou
  non) ; de la SORTE, un jeu (10000, yams:rayé, un réglage enregistré) ou une
  famille (farkle, yams, yammaster, 421) ; jouées depuis ou jusqu'au jour
  DATE, inclus : AAAA-MM-JJ, aujourd'hui ou hier ; en cours, finies ou
  abandonnées.
    parties alice bob yams depuis 2024-01-01
  Le tableau montre les 20 plus récentes et dit combien il y en a ; --tout
  les montre toutes.  --tsv donne des lignes séparées par des tabulations
  sous une ligne d'en-tête, --json un objet JSON par ligne : id, date, game,
  players, status, winner, entries, scores, turns, family, time.
$ aide statistiques
usage : statistiques [JOUEUR] [SORTE] [--tsv|--json] [--ligue]
  victoires, scores et chance par joueur et par jeu
  aussi : stats
  Ne compte que les parties terminées.  SORTE est un jeu (10000, yams:rayé,
  un réglage enregistré) ou une famille (farkle, yams, yammaster, 421) ; un mot
  seul est une sorte de jeu s'il en nomme une, sinon un joueur.  Là où les
  règles désignent un perdant (421), tous les autres joueurs gagnent la
  partie, et les parties perdues sont montrées à la place des scores
  finaux (les jetons restants).  Puis les tableaux propres à chaque
  famille, comme leurs titres les disent :
  10000, 5000 : lancers nuls selon les dés lancés, à côté des chances que
  donnent les dés avec les règles du jeu (la colonne chance) ; tours : le
  nombre moyen jusqu'à la première marque, les croix, les pénalités et les
  points qu'elles ont pris, le meilleur tour, les mains pleines relancées,
  les reprises prises et celles marquées.
  Yams : colonnes de 1 à 6 remplies (quand les règles donnent un bonus),
  le bonus fait, et les tours inscrits avec cinq pareils ; la moyenne
  inscrite dans chaque case (une case barrée compte 0, comme une valeur
  rayée dans un duel).
  Yam Master : pions posés, alignements de cinq faits et décompte moyen à
  la fin.
  421 : parties perdues, manches gagnées et perdues, 4-2-1 lancés et
  jetons pris à la charge.
  --tsv ou --json : des lignes pour les scripts, chacune avec une première
  colonne "table" qui dit de quel tableau elle est.
? 1
