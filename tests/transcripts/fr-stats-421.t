## La partie de 421 de stats-421.t, et la même partie de 10000, en
## français : au 421, les règles désignent un perdant, et tous les autres
## joueurs gagnent la partie.  421 jetons=3 : carol sortie la première
## (place 1), anne ensuite (place 2), bruno garde les 3 jetons et perd.
## Au 421 : anne et carol 1 partie, 1 victoire (100 %), 0 perdue ; bruno 1
## partie, 0 victoire, 1 perdue ; ni moyenne, ni meilleur, ni par tour (les
## jetons restants ne disent rien du jeu).  10000 objectif=500 : bruno
## marque 500 et gagne ; anne n'a pas joué de tour.
## Classement de toutes les parties : carol 1 sur 1, puis anne et bruno 1
## sur 2, bruno derrière pour sa partie perdue ; du 421 seul : anne et
## carol 1 sur 1, bruno 0 sur 1 et 1 perdue.  Contre : au 10000 bruno
## gagne ; au 421 anne, sans moyennes.
$ nouvelle 421 anne bruno carol jetons=3
Partie n°1 · 421, le jeu de comptoir, 4-2-1 vaut 10, jetons=3 · anne, bruno, carol · anne lance (charge, manche 1).
$ 6 5 4
  anne : 6 5 4 · suite, 2 jetons · bruno lance (charge, manche 1)
$ 6 5 3
  bruno : 6 5 3 · 6-5-3, 1 jeton · carol lance (charge, manche 1)
$ 6 6 2
  carol : 6 6 2 · 6-6-2, 1 jeton · meilleur anne (suite), plus bas bruno (6-5-3) : bruno prend 2 jetons au pot · pot 1 · anne 0, bruno 2, carol 0 · bruno lance (charge, manche 2)
$ 5 5 5
  bruno : 5 5 5 · brelan de cinq, 5 jetons · carol lance (charge, manche 2)
$ 3 2 1
  carol : 3 2 1 · suite, 2 jetons · anne lance (charge, manche 2)
$ 2 2 1
  anne : 2 2 1 · nénette, 1 jeton · meilleur bruno (brelan de cinq), plus bas anne (nénette) : anne prend 1 jeton au pot · pot 0 · anne 1, bruno 2, carol hors jeu · le pot est vide : la décharge commence · carol n'a plus de jeton : hors de cause · anne lance (décharge, manche 3)
$ 4 2 1
  lancer 1 sur 3 : 4 2 1 · quatre-cent-vingt-et-un, 10 jetons
$ arrêter
  anne s'arrête sur 4 2 1 (quatre-cent-vingt-et-un) après 1 lancer · les autres peuvent lancer une fois dans cette manche · bruno lance (décharge, manche 3)
$ 6 5 2
  lancer 1 sur 1 : 6 5 2 · 6-5-2, 1 jeton · meilleur anne (quatre-cent-vingt-et-un), plus bas bruno (6-5-2) : anne donne à bruno 1 jeton · pot 0 · anne hors jeu, bruno 3, carol hors jeu · anne n'a plus de jeton : hors de cause · bruno a tous les jetons et perd !
$ nouvelle 10000 bruno anne objectif=500
Partie n°2 · 10000, règles du livret, objectif=500 · bruno, anne · bruno lance 5 dés.
$ 5 5 5 2 3
  marque : 5 5 5 = 500   (2 3 ne marquent rien)
$ marquer
  (5 5 5 mis de côté) bruno marque 500 : 500 · bruno gagne avec 500 !
$ statistiques
joueur  jeu    parties  victoires  taux de victoire  perdues  moyenne  meilleur  par tour
anne    10000  1        0          0%                         0        0
bruno   10000  1        1          100%                       500      500       500
anne    421    1        1          100%              0
bruno   421    1        0          0%                1
carol   421    1        1          100%              0

Lancers nuls selon les dés lancés, à côté des chances que donnent les dés avec les règles du jeu (la colonne chance) :
joueur  jeu    dés  lancers  nuls  taux de nuls  chances
bruno   10000  5    1        0     0%            7.7%

Tours : le nombre moyen jusqu'à la première marque, les croix, les pénalités et les points qu'elles ont pris, le meilleur tour, les mains pleines relancées, les reprises prises et celles marquées :
joueur  jeu    tours pour ouvrir  croix  pénalités  points perdus  meilleur tour  mains pleines  reprises  gagné
bruno   10000  1                  0      0          0              500            0              0         0

421 : parties perdues, manches gagnées et perdues, 4-2-1 lancés et jetons pris à la charge :
joueur  jeu  parties  perdues  taux de défaite  manches gagnées  manches perdues  4-2-1  pris à la charge
anne    421  1        0        0%               2                1                1      1
bruno   421  1        1        100%             1                2                0      2
carol   421  1        0        0%               0                0                0      0
$ statistiques 421
joueur  jeu  parties  victoires  taux de victoire  perdues
anne    421  1        1          100%              0
bruno   421  1        0          0%                1
carol   421  1        1          100%              0

421 : parties perdues, manches gagnées et perdues, 4-2-1 lancés et jetons pris à la charge :
joueur  jeu  parties  perdues  taux de défaite  manches gagnées  manches perdues  4-2-1  pris à la charge
anne    421  1        0        0%               2                1                1      1
bruno   421  1        1        100%             1                2                0      2
carol   421  1        0        0%               0                0                0      0
$ classement
#  joueur  victoires  parties  taux de victoire
1  carol   1          1        100%
2  anne    1          2        50%
3  bruno   1          2        50%
$ classement 421
#  joueur  victoires  parties  taux de victoire  perdues
1  anne    1          1        100%              0
1  carol   1          1        100%              0
3  bruno   0          1        0%                1
$ contre anne bruno
jeu    parties  victoires de anne  victoires de bruno  moyenne de anne  moyenne de bruno  anne devant  bruno devant
10000  1        0                  1                   0                500               0            1
421    1        1                  0                                                      1            0
$ statistiques 421 --json
{"table":"stats","player":"anne","game":"421","games":1,"wins":1,"shared":0,"win_rate":1,"average":null,"best":null,"turns":3,"per_turn":null,"lost":0}
{"table":"stats","player":"bruno","game":"421","games":1,"wins":0,"shared":0,"win_rate":0,"average":null,"best":null,"turns":3,"per_turn":null,"lost":1}
{"table":"stats","player":"carol","game":"421","games":1,"wins":1,"shared":0,"win_rate":1,"average":null,"best":null,"turns":2,"per_turn":null,"lost":0}
{"table":"421","player":"anne","game":"421","games":1,"lost":0,"loss_rate":0,"rounds_won":2,"rounds_lost":1,"fours":1,"charged":1}
{"table":"421","player":"bruno","game":"421","games":1,"lost":1,"loss_rate":1,"rounds_won":1,"rounds_lost":2,"fours":0,"charged":2}
{"table":"421","player":"carol","game":"421","games":1,"lost":0,"loss_rate":0,"rounds_won":0,"rounds_lost":0,"fours":0,"charged":0}
$ classement --tsv
table	rank	player	wins	games	shared	win_rate	lost
leaderboard	1	carol	1	1	0	1	0
leaderboard	2	anne	1	2	0	0.5	0
leaderboard	3	bruno	1	2	0	0.5	1
$ aide classement
usage : classement [SORTE] [--tsv|--json] [--ligue]
  les joueurs par victoires sur les parties terminées
  aussi : leaderboard
  SORTE est un jeu ou une famille, comme pour statistiques ; sans elle,
  toutes les parties terminées comptent.  Une victoire partagée compte pour
  chacun de ceux qui la partagent ; une égalité n'est pas une victoire.
  Là où les règles désignent un perdant (421), tous les autres joueurs
  gagnent la partie, et le tableau d'une telle sorte montre aussi les
  parties perdues.
? 0
