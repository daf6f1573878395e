## A whole game of yahtzee typed as a table types it: each turn's last
## throw and its box on one line ("2 2 2 5 5 fullhouse", "1 2 3 5 5
## scratch yahtzee", "1 1 1 2 3 1": the box 1 after a whole hand);
## tests/lines-a-throw.sh counts the lines a throw takes.
$ new yahtzee alice bob
Game #1 - yahtzee, the official rules, one column a player - alice, bob - alice throws.
$ 1 1 1 2 3 1
  throw 1 of 3: 1 1 1 2 3 - 1s 3, 2s 2, 3s 3, 3kind 8, chance 8; 0 in 4s 5s 6s 4kind fullhouse small large yahtzee
  alice writes 3 in the 1s - total 3 - bob throws
$ 6 6 5 5 4 chance
  throw 1 of 3: 4 5 5 6 6 - 4s 4, 5s 10, 6s 12, chance 26; 0 in 1s 2s 3s 3kind 4kind fullhouse small large yahtzee
  bob writes 26 in chance - total 26 - alice throws
$ 4 5 5 6 1
  throw 1 of 3: 1 4 5 5 6 - 4s 4, 5s 10, 6s 6, chance 21; 0 in 2s 3s 3kind 4kind fullhouse small large yahtzee
$ 2 2 2 5 6 2
  throw 2 of 3: 2 2 2 5 6 - 2s 6, 5s 5, 6s 6, 3kind 17, chance 17; 0 in 3s 4s 4kind fullhouse small large yahtzee
  alice writes 6 in the 2s - total 9 - bob throws
$ 1 2 3 5 5 scratch yahtzee
  throw 1 of 3: 1 2 3 5 5 - 1s 1, 2s 2, 3s 3, 5s 10; 0 in 4s 6s 3kind 4kind fullhouse small large yahtzee
  bob scratches yahtzee - total 26 - alice throws
$ 3 3 3 1 2 3
  throw 1 of 3: 1 2 3 3 3 - 3s 9, 3kind 12, chance 12; 0 in 4s 5s 6s 4kind fullhouse small large yahtzee
  alice writes 9 in the 3s - total 18 - bob throws
$ 2 3 4 5 6 large
  throw 1 of 3: 2 3 4 5 6 - 2s 2, 3s 3, 4s 4, 5s 5, 6s 6, small 30, large 40; 0 in 1s 3kind 4kind fullhouse
  bob writes 40 in large - total 66 - alice throws
$ 4 4 4 4 1 4
  throw 1 of 3: 1 4 4 4 4 - 4s 16, 3kind 17, 4kind 17, chance 17; 0 in 5s 6s fullhouse small large yahtzee
  alice writes 16 in the 4s - total 34 - bob throws
$ 1 2 3 4 6 small
  throw 1 of 3: 1 2 3 4 6 - 1s 1, 2s 2, 3s 3, 4s 4, 6s 6, small 30; 0 in 5s 3kind 4kind fullhouse
  bob writes 30 in small - total 96 - alice throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - 6s 6, chance 13; 0 in 5s 3kind 4kind fullhouse small large yahtzee
$ 5 5 5 2 2 5
  throw 2 of 3: 2 2 5 5 5 - 5s 15, 3kind 19, fullhouse 25, chance 19; 0 in 6s 4kind small large yahtzee
  alice writes 15 in the 5s - total 49 - bob throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - 1s 2, 2s 2, 3s 3, 6s 6; 0 in 4s 5s 3kind 4kind fullhouse
$ 3 3 5 5 5 fullhouse
  throw 2 of 3: 3 3 5 5 5 - 3s 6, 5s 15, 3kind 21, fullhouse 25; 0 in 1s 2s 4s 6s 4kind
  bob writes 25 in fullhouse - total 121 - alice throws
$ 6 6 6 6 3 6
  throw 1 of 3: 3 6 6 6 6 - 6s 24, 3kind 27, 4kind 27, chance 27; 0 in fullhouse small large yahtzee
  alice writes 24 in the 6s - total 108 - bonus 35 made - bob throws
$ 2 2 2 2 6 4kind
  throw 1 of 3: 2 2 2 2 6 - 2s 8, 6s 6, 3kind 14, 4kind 14; 0 in 1s 3s 4s 5s
  bob writes 14 in 4kind - total 135 - alice throws
$ 4 4 4 5 6 3kind
  throw 1 of 3: 4 4 4 5 6 - 3kind 23, chance 23; 0 in 4kind fullhouse small large yahtzee
  alice writes 23 in 3kind - total 131 - bob throws
$ 4 4 4 5 6 3kind
  throw 1 of 3: 4 4 4 5 6 - 4s 12, 5s 5, 6s 6, 3kind 23; 0 in 1s 2s 3s
  bob writes 23 in 3kind - total 158 - alice throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - chance 13; 0 in 4kind fullhouse small large yahtzee
$ 2 2 2 2 6 4kind
  throw 2 of 3: 2 2 2 2 6 - 4kind 14, chance 14; 0 in fullhouse small large yahtzee
  alice writes 14 in 4kind - total 145 - bob throws
$ 4 5 5 6 1
  throw 1 of 3: 1 4 5 5 6 - 1s 1, 4s 4, 5s 10, 6s 6; 0 in 2s 3s
$ 6 6 6 6 3 6
  throw 2 of 3: 3 6 6 6 6 - 3s 3, 6s 24; 0 in 1s 2s 4s 5s
  bob writes 24 in the 6s - total 182 - alice throws
$ 3 3 5 5 5 fullhouse
  throw 1 of 3: 3 3 5 5 5 - fullhouse 25, chance 21; 0 in small large yahtzee
  alice writes 25 in fullhouse - total 170 - bob throws
$ 5 5 5 2 2 5
  throw 1 of 3: 2 2 5 5 5 - 2s 4, 5s 15; 0 in 1s 3s 4s
  bob writes 15 in the 5s - total 197 - alice throws
$ 1 2 3 4 6 small
  throw 1 of 3: 1 2 3 4 6 - small 30, chance 16; 0 in large yahtzee
  alice writes 30 in small - total 200 - bob throws
$ 4 4 4 4 1 4
  throw 1 of 3: 1 4 4 4 4 - 1s 1, 4s 16; 0 in 2s 3s
  bob writes 16 in the 4s - total 213 - alice throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - chance 13; 0 in large yahtzee
$ 2 3 4 5 6 large
  throw 2 of 3: 2 3 4 5 6 - large 40, chance 20; 0 in yahtzee
  alice writes 40 in large - total 240 - bob throws
$ 4 5 5 6 1
  throw 1 of 3: 1 4 5 5 6 - 1s 1; 0 in 2s 3s
$ 3 3 3 1 2 3
  throw 2 of 3: 1 2 3 3 3 - 1s 1, 2s 2, 3s 9
  bob writes 9 in the 3s - total 257 - bonus 35 made - alice throws
$ 6 6 6 6 6 yahtzee
  throw 1 of 3: 6 6 6 6 6 - yahtzee 50, chance 30
  alice writes 50 in yahtzee - total 290 - bob throws
$ 2 2 2 5 6 2
  throw 1 of 3: 2 2 2 5 6 - 2s 6; 0 in 1s
  bob writes 6 in the 2s - total 263 - alice throws
$ 6 6 5 5 4 chance
  throw 1 of 3: 4 5 5 6 6 - chance 26
  alice writes 26 in chance - total 316 - bob throws
$ 1 1 1 2 3 1
  throw 1 of 3: 1 1 1 2 3 - 1s 3
  bob writes 3 in the 1s - total 266 - alice wins with 316!
? 0
