## Names in French order (tests/transcripts/names-order.utf8.t): with
## LANGUAGE=fr in the C.UTF-8 locale, the catalogue names the collator.
$ new 10000 fabrice élodie target=500
Partie n°1 · 10000, règles du livret, objectif=500 · fabrice, élodie · fabrice lance 5 dés.
$ 5 5 5 2 3
  marque : 5 5 5 = 500   (2 3 ne marquent rien)
$ bank
  (5 5 5 mis de côté) fabrice marque 500 : 500 · fabrice gagne avec 500 !
$ new 10000 Zoé bob target=500
Partie n°2 · 10000, règles du livret, objectif=500 · Zoé, bob · Zoé lance 5 dés.
$ 5 5 5 2 3
  marque : 5 5 5 = 500   (2 3 ne marquent rien)
$ bank
  (5 5 5 mis de côté) Zoé marque 500 : 500 · Zoé gagne avec 500 !
$ new 10000 zoe Émile target=500
Partie n°3 · 10000, règles du livret, objectif=500 · zoe, Émile · zoe lance 5 dés.
$ 5 5 5 2 3
  marque : 5 5 5 = 500   (2 3 ne marquent rien)
$ bank
  (5 5 5 mis de côté) zoe marque 500 : 500 · zoe gagne avec 500 !
$ leaderboard
#  joueur   victoires  parties  taux de victoire
1  fabrice  1          1        100%
1  zoe      1          1        100%
1  Zoé      1          1        100%
4  bob      0          1        0%
4  élodie   0          1        0%
4  Émile    0          1        0%
$ stats 10000
joueur   jeu    parties  victoires  taux de victoire  moyenne  meilleur  par tour
bob      10000  1        0          0%                0        0
élodie   10000  1        0          0%                0        0
Émile    10000  1        0          0%                0        0
fabrice  10000  1        1          100%              500      500       500
zoe      10000  1        1          100%              500      500       500
Zoé      10000  1        1          100%              500      500       500

Lancers nuls selon les dés lancés, à côté des chances que donnent les dés avec les règles du jeu (la colonne chance) :
joueur   jeu    dés  lancers  nuls  taux de nuls  chances
fabrice  10000  5    1        0     0%            7.7%
zoe      10000  5    1        0     0%            7.7%
Zoé      10000  5    1        0     0%            7.7%

Tours : le nombre moyen jusqu'à la première marque, les croix, les pénalités et les points qu'elles ont pris, le meilleur tour, les mains pleines relancées, les reprises prises et celles marquées :
joueur   jeu    tours pour ouvrir  croix  pénalités  points perdus  meilleur tour  mains pleines  reprises  gagné
fabrice  10000  1                  0      0          0              500            0              0         0
zoe      10000  1                  0      0          0              500            0              0         0
Zoé      10000  1                  0      0          0              500            0              0         0
$ query SELECT name FROM players ORDER BY name COLLATE names
name
bob
élodie
Émile
fabrice
zoe
Zoé
? 0
