## Une partie de 10000 en français (LANGUAGE=fr) : les commandes en
## français, les réponses, les refus, la feuille et les règles en français ;
## les options par leurs noms français, montrées en français.
## Une option refusée est nommée en français, ses valeurs aussi.
## continuer (et reprise, son ancien nom) rouvre une partie : reprendre est la reprise de 10000:350.
$ nouvelle 10000 alice bob
Partie n°1 · 10000, règles du livret · alice, bob · alice lance 5 dés.
$ 1 1 5 3 4
  marque : 1 1 5 = 250   (3 4 ne marquent rien)
$ garder 1 1
  mis de côté 1 1 : tour à 200, 3 dés à lancer (500 pour ouvrir)
$ 5 5 5
  marque : 5 5 5 = 500 · garder les 3 fait une main pleine : tour à 700, lancez 5 dés
$ marquer
tapis: line 5: garder 5 5 5 fait une main pleine, et une main pleine doit être relancée
$ 2 3 4 6 1
  (5 5 5 mis de côté : main pleine, tour à 700)
  marque : 1 = 100   (2 3 4 6 ne marquent rien)
$ marquer
  (1 mis de côté) alice ouvre avec 800 · bob lance 5 dés
$ 6 1 1 6 5
  marque : 1 1 5 = 250   (6 6 ne marquent rien)
$ 6 2 5
tapis: line 9: quels dés de 6 1 1 6 5 ont été mis de côté : 1 1 ou 1 5 ? tapez d'abord garder
$ garder 5; 3 3 3; BANQUE
  mis de côté 5 : tour à 50, 4 dés à lancer (500 pour ouvrir)
  (1 5 mis de côté : tour à 150)
  marque : 3 3 3 = 300 · garder les 3 fait une main pleine : tour à 450, lancez 5 dés
tapis: line 10: commande 3, 'BANQUE' : garder 3 3 3 fait une main pleine, et une main pleine doit être relancée
$ 2 2 3 4 6
  (3 3 3 mis de côté : main pleine, tour à 450)
  lancer nul : rien ne marque, 450 perdus · alice lance 5 dés
$ annuler
  annulé : lancer 2 2 3 4 6 de bob · bob joue : 150 points de côté, a lancé 3 3 3
$ refaire
  rétabli : lancer 2 2 3 4 6 de bob
  (3 3 3 mis de côté : main pleine, tour à 450)
  lancer nul : rien ne marque, 450 perdus · alice lance 5 dés
$ feuille
Partie n°1 · 10000 (règles du livret) · manche 2
  ▸ alice    bob
      800
            score  croix  ouvert
▸ alice       800         oui
  bob           0         non    (500 pour ouvrir)
  ▸ : à jouer
alice lance 5 dés
$ règles
10000 (règles du livret) : option, valeur en vigueur, ce qu'elle veut dire
  dés          5           dés d'une main pleine
  objectif     10000       score qui gagne
  pile         oui         l'objectif doit être atteint pile
  ouverture    500         points en un tour pour ouvrir (0 : aucun)
  minmarque    0           points que demande chaque marque (0 : aucun)
  seul1        100         un 1 seul (0 : ne marque rien)
  seul5        50          un 5 seul (0 : ne marque rien)
  brelan       100/1000    brelan : PAR fois la face, UNS pour trois 1
  carré        150/1500    carré : comme brelan, ou xF (F fois le brelan)
  yam          200/2000    cinq pareils : comme brelan, ou xF (F fois le carré)
  sextet       aucun       six pareils (six dés seulement) : comme yam
  sixas        non         six 1 en un lancer gagnent aussitôt
  suite        1000        1-2-3-4-5 ou 2-3-4-5-6 en un lancer (0 : aucune)
  suite6       0           1-2-3-4-5-6 en un lancer, six dés seulement (0 : aucune)
  paires       0           trois paires en un lancer, six dés seulement (0 : aucune)
  croix        3           croix de suite qui coûtent une pénalité (0 : pas de croix)
  pénalité     moins1000   coût des croix : moinsN, retour (au score d'avant)
  nonouverts   non         les joueurs qui n'ont pas ouvert prennent des croix
  dépassement  nul         marque au-delà d'un objectif pile : nul, croix, -N ou refusée
  reprise      non         le joueur suivant peut reprendre un tour marqué
  mainpleine   relancer    une main pleine doit être relancée, ou peut être marquée
  collision    non         tomber sur le score d'un autre joueur le renvoie en arrière
  derniertour  non         les autres jouent encore un tour une fois l'objectif atteint
  plancher     non         aucune pénalité ne fait passer un score sous 0
$ évaluer 1 1 1 5 2
1 1 1 5 2 : vaut 1050   (2 ne marque rien)
  ce qui peut être mis de côté :
    1 1 1 5       1050   1 dé restant
    1 1 1         1000   2 dés restants
    1 1 5          250   2 dés restants
    1 1            200   3 dés restants
    1 5            150   3 dés restants
    1              100   4 dés restants
    5               50   4 dés restants
$ nouvelle 10000 carol dave dépassement=moins2000 pénalité=retour reprise=oui
Partie n°2 · 10000, règles du livret, pénalité=retour, dépassement=moins2000, reprise=oui · carol, dave · carol lance 5 dés.
la partie n°1 (10000 : alice, bob) reste en cours : tapez continuer 1 pour la continuer
$ règles
10000 (règles du livret) : option, valeur en vigueur, ce qu'elle veut dire
  dés          5           dés d'une main pleine
  objectif     10000       score qui gagne
  pile         oui         l'objectif doit être atteint pile
  ouverture    500         points en un tour pour ouvrir (0 : aucun)
  minmarque    0           points que demande chaque marque (0 : aucun)
  seul1        100         un 1 seul (0 : ne marque rien)
  seul5        50          un 5 seul (0 : ne marque rien)
  brelan       100/1000    brelan : PAR fois la face, UNS pour trois 1
  carré        150/1500    carré : comme brelan, ou xF (F fois le brelan)
  yam          200/2000    cinq pareils : comme brelan, ou xF (F fois le carré)
  sextet       aucun       six pareils (six dés seulement) : comme yam
  sixas        non         six 1 en un lancer gagnent aussitôt
  suite        1000        1-2-3-4-5 ou 2-3-4-5-6 en un lancer (0 : aucune)
  suite6       0           1-2-3-4-5-6 en un lancer, six dés seulement (0 : aucune)
  paires       0           trois paires en un lancer, six dés seulement (0 : aucune)
  croix        3           croix de suite qui coûtent une pénalité (0 : pas de croix)
  pénalité    *retour      coût des croix : moinsN, retour (au score d'avant)
  nonouverts   non         les joueurs qui n'ont pas ouvert prennent des croix
  dépassement *moins2000   marque au-delà d'un objectif pile : nul, croix, -N ou refusée
  reprise     *oui         le joueur suivant peut reprendre un tour marqué
  mainpleine   relancer    une main pleine doit être relancée, ou peut être marquée
  collision    non         tomber sur le score d'un autre joueur le renvoie en arrière
  derniertour  non         les autres jouent encore un tour une fois l'objectif atteint
  plancher     non         aucune pénalité ne fait passer un score sous 0
  * changé par rapport à 10000
$ nouvelle 10000 carol dan ouverture=abc
tapis: line 19: ouverture prend un nombre entier de 0 à 1000000, pas 'abc'
$ nouvelle 10000 carol dan pile=peut-être
tapis: line 20: pile prend oui|non, pas 'peut-être'
$ nouvelle yams carol dan bonus=abc
tapis: line 21: bonus prend un nombre entier de 0 à 1000, ou POINTS@TOTAL (au moins) ou POINTS>TOTAL (plus de), pas 'abc'
$ frobnicate
tapis: line 22: commande inconnue 'frobnicate' (tapez aide pour la liste)
$ continuer 1
Partie n°1 · 10000 (règles du livret) · manche 2
  ▸ alice    bob
      800
            score  croix  ouvert
▸ alice       800         oui
  bob           0         non    (500 pour ouvrir)
  ▸ : à jouer
alice lance 5 dés
$ reprise 2
Partie n°2 · 10000 (règles du livret, pénalité=retour, dépassement=moins2000, reprise=oui) · manche 1
            score  croix  ouvert
▸ carol         0         non    (500 pour ouvrir)
  dave          0         non    (500 pour ouvrir)
  ▸ : à jouer
carol lance 5 dés
$ quitter
? 1
