## The words a table types for a box mean the same on every sheet: on the
## printed pad, 4kind and four are the Carré, 3kind and three the Brelan,
## as on the Yahtzee sheet (four is no start of fours there); and a French
## box is named with its accents in English too
$ new yams:carnet ann bob
Game #1 - yams:carnet, the printed pad, one column a player - ann, bob - ann throws.
$ 4 6 6 6 6 4kind
  throw 1 of 3: 4 6 6 6 6 - 4s 4, 6s 24, brelan 28, carré 28, chance 28; 0 in 1s 2s 3s 5s full petite grande yams
  ann writes 28 in carré - total 28 - bob throws
$ 1 3 3 3 5 three
  throw 1 of 3: 1 3 3 3 5 - 1s 1, 3s 9, 5s 5, brelan 15, chance 15; 0 in 2s 4s 6s carré full petite grande yams
  bob writes 15 in brelan - total 15 - ann throws
$ 2 4 4 4 4 four
tapis: line 4: ann's carré is already written (28)
$ 2 4 4 4 4 fours
  throw 1 of 3: 2 4 4 4 4 - 2s 2, 4s 16, brelan 18, chance 18; 0 in 1s 3s 5s 6s full petite grande yams
  ann writes 16 in the 4s - total 44 - bob throws
$ 6 6 6 6 6 four
  throw 1 of 3: 6 6 6 6 6 - 6s 30, carré 30, yams 50, chance 30; 0 in 1s 2s 3s 4s 5s full petite grande
  bob writes 30 in carré - total 45 - ann throws
? 1
