## L'historique en français : parties, montrer, revoir, statistiques,
## classement ; les jours comme les écrit le français.
$ nouvelle 10000 alice bob objectif=100 ouverture=0
Partie n°1 · 10000, règles du livret, objectif=100, ouverture=0 · alice, bob · alice lance 5 dés.
$ 1 2 3 4 6
  marque : 1 = 100   (2 3 4 6 ne marquent rien)
$ marquer
  (1 mis de côté) alice marque 100 : 100 · alice gagne avec 100 !
$ nouvelle 10000 alice bob objectif=200 ouverture=0
Partie n°2 · 10000, règles du livret, objectif=200, ouverture=0 · alice, bob · alice lance 5 dés.
$ 1 2 3 4 6
  marque : 1 = 100   (2 3 4 6 ne marquent rien)
$ marquer
  (1 mis de côté) alice marque 100 : 100 · bob lance 5 dés
$ 2 3 4 6 6
  lancer nul : rien ne marque · bob prend une croix (1 de suite) · alice lance 5 dés
$ 1 2 3 4 6
  marque : 1 = 100   (2 3 4 6 ne marquent rien)
$ marquer
  (1 mis de côté) alice marque 100 : 200 · alice gagne avec 200 !
$ 1 5 2 3 4
tapis: line 10: la partie n°2 est finie, alice a gagné : nouvelle commence une autre partie ; annuler défait la dernière saisie
$ nouvelle yams alice bob
Partie n°3 · yams, une colonne par joueur · alice, bob · alice lance.
$ abandonner
abandonnée : la partie n°3 (yams : alice, bob) : elle n'est plus proposée à la reprise et ne compte dans aucune statistique
$ parties
#3  TODAY  yams   alice 0, bob 0    abandonnée     0 tour
#2  TODAY  10000  alice 200, bob 0  alice a gagné  3 tours
#1  TODAY  10000  alice 100, bob 0  alice a gagné  1 tour
$ parties alice 10000 finished
#2  TODAY  10000  alice 200, bob 0  alice a gagné  3 tours
#1  TODAY  10000  alice 100, bob 0  alice a gagné  1 tour
$ montrer 1
Partie n°1 · 10000, règles du livret, objectif=100, ouverture=0 · alice, bob · TODAY HH:MM · alice a gagné après 1 tour
  * alice    bob
      100
            score  croix
* alice       100
  bob           0
  * : a gagné
alice a gagné
$ revoir 2
Partie n°2 · 10000, règles du livret, objectif=200, ouverture=0 · alice, bob · TODAY HH:MM · alice a gagné après 3 tours
manche 1 · alice
alice : 1 2 3 4 6
  marque : 1 = 100   (2 3 4 6 ne marquent rien)
alice : marquer
  (1 mis de côté) alice marque 100 : 100 · bob lance 5 dés
manche 1 · bob
bob : 2 3 4 6 6
  lancer nul : rien ne marque · bob prend une croix (1 de suite) · alice lance 5 dés
manche 2 · alice
alice : 1 2 3 4 6
  marque : 1 = 100   (2 3 4 6 ne marquent rien)
alice : marquer
  (1 mis de côté) alice marque 100 : 200 · alice gagne avec 200 !
$ statistiques alice
joueur  jeu    parties  victoires  taux de victoire  moyenne  meilleur  par tour
alice   10000  2        2          100%              150      200       100

Lancers nuls selon les dés lancés, à côté des chances que donnent les dés avec les règles du jeu (la colonne chance) :
joueur  jeu    dés  lancers  nuls  taux de nuls  chances
alice   10000  5    3        0     0%            7.7%

Tours : le nombre moyen jusqu'à la première marque, les croix, les pénalités et les points qu'elles ont pris, le meilleur tour, les mains pleines relancées, les reprises prises et celles marquées :
joueur  jeu    tours pour ouvrir  croix  pénalités  points perdus  meilleur tour  mains pleines  reprises  gagné
alice   10000  1                  0      0          0              100            0              0         0
$ classement
#  joueur  victoires  parties  taux de victoire
1  alice   2          2        100%
2  bob     0          2        0%
$ contre alice bob
jeu    parties  victoires de alice  victoires de bob  moyenne de alice  moyenne de bob  alice devant  bob devant
10000  2        2                   0                 150               0               2             0
? 1
