## Yams, one column per player (tapis-games(7), YAMS, yams:cross): alice, bob
## and carol, three columns each, 36 turns.  After each turn's throws the
## thrower writes, then the others in order from the thrower (bob's turn:
## bob, carol, alice).  "score BOX N" names a column; without it the
## leftmost column where the box is free takes it.  "score full bob" is
## bob's own write, named; typed when alice writes, it is refused.
## Refused too: a throw before the others wrote, a write before the throw,
## a keep of dice the hand lacks, a box written in that column, a fourth
## throw, a column 4.  A slip (bob's 3 for his 2) undone, an undo redone.
## hand-computed (column totals: 1-6 + bonus + Minimum to Yams):
## alice 524 = 148 (48 + 0 + 100) + 185 (53 + 0 + 132) + 191 (61 + 30 + 100)
## bob   537 = 197 (69 + 30 + 98) + 153 (43 + 0 + 110) + 187 (52 + 0 + 135)
## carol 584 = 201 (63 + 30 + 108) + 195 (61 + 30 + 104) + 188 (58 + 0 + 130)
## carol wins.  alice's column 3 and carol's column 2 make the bonus with
## 61 exactly.
## Six players on a sheet of 15 boxes: 90 writes and 31 keeps to weigh, of
## which hint keeps the best 64 (--all lists them): a choice no better
## than the 64th is dropped (score 4 in columns 4 to 6, worth what it is
## in column 3, the last kept).
$ new yams:cross alice bob carol
Game #1 - yams:cross, every player writes every turn - alice, bob, carol - alice throws.
$ 3 2 4 6 1
  throw 1 of 3: 1 2 3 4 6 - 1s 1, 2s 2, 3s 3, 4s 4, 6s 6, min 16, max 16; 0 in 5s suite full carré yams
$ keep 1 2 3 4
  keeping 1 2 3 4: throw 1 die
$ 2 4 1 5 3
  throw 2 of 3: 1 2 3 4 5 - 1s 1, 2s 2, 3s 3, 4s 4, 5s 5, min 15, max 15, suite 20; 0 in 6s full carré yams
$ score suite
  alice writes 20 in suite (column 1) - total 20 - bob writes alice's dice (1 2 3 4 5): 1s 1, 2s 2, 3s 3, 4s 4, 5s 5, min 15, max 15, suite 20; 0 in 6s full carré yams
$ 3 3 1 2 1
tapis: line 6: bob writes alice's dice first (score BOX, or scratch BOX for 0)
$ score suite 2
  bob writes 20 in suite (column 2) - total 20 - carol writes alice's dice (1 2 3 4 5): 1s 1, 2s 2, 3s 3, 4s 4, 5s 5, min 15, max 15, suite 20; 0 in 6s full carré yams
$ score suite 2
  carol writes 20 in suite (column 2) - total 20 - bob throws
$ score min
tapis: line 9: nothing thrown yet this turn: throw, then write
$ 3 3 1 2 1
  throw 1 of 3: 1 1 2 3 3 - 1s 2, 2s 2, 3s 6, min 10, max 10; 0 in 4s 5s 6s suite full carré yams
$ score min
  bob writes 10 in min (column 1) - total 30 - carol writes bob's dice (1 1 2 3 3): 1s 2, 2s 2, 3s 6, min 10, max 10; 0 in 4s 5s 6s suite full carré yams
$ score min 3
  carol writes 10 in min (column 3) - total 30 - alice writes bob's dice (1 1 2 3 3): 1s 2, 2s 2, 3s 6, min 10, max 10; 0 in 4s 5s 6s suite full carré yams
$ score min
  alice writes 10 in min (column 1) - total 30 - carol throws
$ 3 3 1 2 3
  throw 1 of 3: 1 2 3 3 3 - 1s 1, 2s 2, 3s 9, min 12, max 12; 0 in 4s 5s 6s suite full carré yams
$ keep 3 3 3 3
tapis: line 15: the hand 1 2 3 3 3 has only three 3s
$ keep 3 3 3
  keeping 3 3 3: throw 2 dice
$ 6 3 3 3 3
  throw 2 of 3: 3 3 3 3 6 - 3s 12, 6s 6, min 18, max 18, carré 25; 0 in 1s 2s 4s 5s suite full yams
$ score carre 3
  carol writes 25 in carré (column 3) - total 55 - alice writes carol's dice (3 3 3 3 6): 3s 12, 6s 6, min 18, max 18, carré 25; 0 in 1s 2s 4s 5s suite full yams
$ score carre
  alice writes 25 in carré (column 1) - total 55 - bob writes carol's dice (3 3 3 3 6): 3s 12, 6s 6, min 18, max 18, carré 25; 0 in 1s 2s 4s 5s suite full yams
$ score carre
  bob writes 25 in carré (column 1) - total 55 - alice throws
$ 6 5 3 4 4
  throw 1 of 3: 3 4 4 5 6 - 3s 3, 4s 8, 5s 5, 6s 6, min 22, max 22; 0 in 1s 2s suite full carré yams
$ keep 3 4 5 6
  keeping 3 4 5 6: throw 1 die
$ 3
  throw 2 of 3: 3 3 4 5 6 - 3s 6, 4s 4, 5s 5, 6s 6, min 21, max 21; 0 in 1s 2s suite full carré yams
$ keep 3 4 5 6
  keeping 3 4 5 6: throw 1 die
$ 5 2 4 6 3
  throw 3 of 3: 2 3 4 5 6 - 2s 2, 3s 3, 4s 4, 5s 5, 6s 6, min 20, max 20, suite 20; 0 in 1s full carré yams - write: score BOX
$ score suite 3
  alice writes 20 in suite (column 3) - total 75 - bob writes alice's dice (2 3 4 5 6): 2s 2, 3s 3, 4s 4, 5s 5, 6s 6, min 20, max 20, suite 20; 0 in 1s full carré yams
$ score suite 3
  bob writes 20 in suite (column 3) - total 75 - carol writes alice's dice (2 3 4 5 6): 2s 2, 3s 3, 4s 4, 5s 5, 6s 6, min 20, max 20, suite 20; 0 in 1s full carré yams
$ score suite
  carol writes 20 in suite (column 1) - total 75 - bob throws
$ 2 4 5 2 5
  throw 1 of 3: 2 2 4 5 5 - 2s 4, 4s 4, 5s 10, min 18, max 18; 0 in 1s 3s 6s suite full carré yams
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 1 4 5 6 5
  throw 2 of 3: 1 4 5 5 6 - 1s 1, 4s 4, 5s 10, 6s 6, min 21, max 21; 0 in 2s 3s suite full carré yams
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 6 4 2
  throw 3 of 3: 2 4 5 5 6 - 2s 2, 4s 4, 5s 10, 6s 6, min 22, max 22; 0 in 1s 3s suite full carré yams - write: score BOX
$ score max 2
  bob writes 22 in max (column 2) - total 97 - carol writes bob's dice (2 4 5 5 6): 2s 2, 4s 4, 5s 10, 6s 6, min 22, max 22; 0 in 1s 3s suite full carré yams
$ score max
  carol writes 22 in max (column 1) - total 97 - alice writes bob's dice (2 4 5 5 6): 2s 2, 4s 4, 5s 10, 6s 6, min 22, max 22; 0 in 1s 3s suite full carré yams
$ score 2 3
  alice writes 2 in the 2s (column 3) - total 77 - carol throws
$ 3 1 3 2 1
  throw 1 of 3: 1 1 2 3 3 - 1s 2, 2s 2, 3s 6, min 10, max 10; 0 in 4s 5s 6s suite full carré yams
$ keep 3 3
  keeping 3 3: throw 3 dice
$ 4 6 5
  throw 2 of 3: 3 3 4 5 6 - 3s 6, 4s 4, 5s 5, 6s 6, min 21, max 21; 0 in 1s 2s suite full carré yams
$ keep 3 4 5 6
  keeping 3 4 5 6: throw 1 die
$ 3 5 6 3 4
  throw 3 of 3: 3 3 4 5 6 - 3s 6, 4s 4, 5s 5, 6s 6, min 21, max 21; 0 in 1s 2s suite full carré yams - write: score BOX
$ score max
  carol writes 21 in max (column 2) - total 118 - alice writes carol's dice (3 3 4 5 6): 3s 6, 4s 4, 5s 5, 6s 6, min 21, max 21; 0 in 1s 2s suite full carré yams
$ score 3
  alice writes 6 in the 3s (column 1) - total 83 - bob writes carol's dice (3 3 4 5 6): 3s 6, 4s 4, 5s 5, 6s 6, min 21, max 21; 0 in 1s 2s suite full carré yams
$ score max
  bob writes 21 in max (column 1) - total 118 - alice throws
$ 4 2 3 5 4
  throw 1 of 3: 2 3 4 4 5 - 2s 2, 3s 3, 4s 8, 5s 5, min 18, max 18; 0 in 1s 6s suite full carré yams
$ keep 2 3 4 5
  keeping 2 3 4 5: throw 1 die
$ 4
  throw 2 of 3: 2 3 4 4 5 - 2s 2, 3s 3, 4s 8, 5s 5, min 18, max 18; 0 in 1s 6s suite full carré yams
$ keep 2 3 4 5
  keeping 2 3 4 5: throw 1 die
$ 2
  throw 3 of 3: 2 2 3 4 5 - 2s 4, 3s 3, 4s 4, 5s 5, min 16, max 16; 0 in 1s 6s suite full carré yams - write: score BOX
$ score 2
  alice writes 4 in the 2s (column 1) - total 87 - bob writes alice's dice (2 2 3 4 5): 2s 4, 3s 3, 4s 4, 5s 5, min 16, max 16; 0 in 1s 6s suite full carré yams
$ score min
  bob writes 16 in min (column 2) - total 134 - carol writes alice's dice (2 2 3 4 5): 2s 4, 3s 3, 4s 4, 5s 5, min 16, max 16; 0 in 1s 6s suite full carré yams
$ score min 2
  carol writes 16 in min (column 2) - total 134 - bob throws
$ 5 5 1 5 2
  throw 1 of 3: 1 2 5 5 5 - 1s 1, 2s 2, 5s 15, min 18, max 18; 0 in 3s 4s 6s suite full carré yams
$ keep 5 5 5
  keeping 5 5 5: throw 2 dice
$ 6 6
  throw 2 of 3: 5 5 5 6 6 - 5s 15, 6s 12, min 27, max 27, full 27; 0 in 1s 2s 3s 4s suite carré yams
$ score full 2
  bob writes 27 in full (column 2) - total 161 - carol writes bob's dice (5 5 5 6 6): 5s 15, 6s 12, min 27 (not below max 22: both 0), max 27, full 27; 0 in 1s 2s 3s 4s suite carré yams
$ score full
  carol writes 27 in full (column 1) - total 161 - alice writes bob's dice (5 5 5 6 6): 5s 15, 6s 12, min 27, max 27, full 27; 0 in 1s 2s 3s 4s suite carré yams
$ score full 2
  alice writes 27 in full (column 2) - total 114 - carol throws
$ undo
  undone: alice's score full 2 - alice writes bob's dice (5 5 5 6 6)
$ redo
  redone: alice's score full 2
  alice writes 27 in full (column 2) - total 114 - carol throws
$ 6 2 5 6 3
  throw 1 of 3: 2 3 5 6 6 - 2s 2, 3s 3, 5s 5, 6s 12, min 22 (not below max 22: both 0), max 22; 0 in 1s 4s suite full carré yams
$ keep 6 6
  keeping 6 6: throw 3 dice
$ 6 1 4 6 5
  throw 2 of 3: 1 4 5 6 6 - 1s 1, 4s 4, 5s 5, 6s 12, min 22 (not below max 22: both 0), max 22; 0 in 2s 3s suite full carré yams
$ keep 6 6
  keeping 6 6: throw 3 dice
$ 3 4 4
  throw 3 of 3: 3 4 4 6 6 - 3s 3, 4s 8, 6s 12, min 23 (not below max 22: both 0), max 23; 0 in 1s 2s 5s suite full carré yams - write: score BOX
$ score max
  carol writes 23 in max (column 3) - total 184 - alice writes carol's dice (3 4 4 6 6): 3s 3, 4s 8, 6s 12, min 23, max 23; 0 in 1s 2s 5s suite full carré yams
$ score 4 2
  alice writes 8 in the 4s (column 2) - total 122 - bob writes carol's dice (3 4 4 6 6): 3s 3, 4s 8, 6s 12, min 23, max 23; 0 in 1s 2s 5s suite full carré yams
$ scratch yams 2
  bob scratches yams (column 2) - total 161 - alice throws
$ 1 3 4 2 2
  throw 1 of 3: 1 2 2 3 4 - 1s 1, 2s 4, 3s 3, 4s 4, min 12, max 12; 0 in 5s 6s suite full carré yams
$ keep 1 2 3 4
  keeping 1 2 3 4: throw 1 die
$ 4
  throw 2 of 3: 1 2 3 4 4 - 1s 1, 2s 2, 3s 3, 4s 8, min 14, max 14; 0 in 5s 6s suite full carré yams
$ keep 1 2 3 4
  keeping 1 2 3 4: throw 1 die
$ 4 3 2 5 1
  throw 3 of 3: 1 2 3 4 5 - 1s 1, 2s 2, 3s 3, 4s 4, 5s 5, min 15, max 15, suite 20; 0 in 6s full carré yams - write: score BOX
$ score suite
  alice writes 20 in suite (column 2) - total 142 - bob writes alice's dice (1 2 3 4 5): 1s 1, 2s 2, 3s 3, 4s 4, 5s 5, min 15, max 15, suite 20; 0 in 6s full carré yams
$ score suite
  bob writes 20 in suite (column 1) - total 181 - carol writes alice's dice (1 2 3 4 5): 1s 1, 2s 2, 3s 3, 4s 4, 5s 5, min 15, suite 20; 0 in 6s full carré yams
$ score suite
  carol writes 20 in suite (column 3) - total 204 - bob throws
$ 6 1 1 1 1
  throw 1 of 3: 1 1 1 1 6 - 1s 4, 6s 6, min 10, max 10, carré 25; 0 in 2s 3s 4s 5s full yams
$ score carre
  bob writes 25 in carré (column 2) - total 206 - carol writes bob's dice (1 1 1 1 6): 1s 4, 6s 6, min 10, carré 25; 0 in 2s 3s 4s 5s full yams
$ score carre
  carol writes 25 in carré (column 1) - total 229 - alice writes bob's dice (1 1 1 1 6): 1s 4, 6s 6, min 10, max 10, carré 25; 0 in 2s 3s 4s 5s full yams
$ score carre 1
tapis: line 80: alice's carré is already written in column 1 (25)
$ score carre
  alice writes 25 in carré (column 2) - total 167 - carol throws
$ 5 1 1 1 2
  throw 1 of 3: 1 1 1 2 5 - 1s 3, 2s 2, 5s 5, min 10; 0 in 3s 4s 6s full carré yams
$ keep 1 1 1
  keeping 1 1 1: throw 2 dice
$ 1 1 1 6 1
  throw 2 of 3: 1 1 1 1 6 - 1s 4, 6s 6, min 10, carré 25; 0 in 2s 3s 4s 5s full yams
$ score carre
  carol writes 25 in carré (column 2) - total 254 - alice writes carol's dice (1 1 1 1 6): 1s 4, 6s 6, min 10, max 10, carré 25; 0 in 2s 3s 4s 5s full yams
$ score carre
  alice writes 25 in carré (column 3) - total 192 - bob writes carol's dice (1 1 1 1 6): 1s 4, 6s 6, min 10, max 10, carré 25; 0 in 2s 3s 4s 5s full yams
$ score carre
  bob writes 25 in carré (column 3) - total 231 - alice throws
$ 5 3 2 3 4
  throw 1 of 3: 2 3 3 4 5 - 2s 2, 3s 6, 4s 4, 5s 5, min 17, max 17; 0 in 1s 6s full yams
$ keep 2 3 4 5
  keeping 2 3 4 5: throw 1 die
$ 2 3 5 5 4
  throw 2 of 3: 2 3 4 5 5 - 2s 2, 3s 3, 4s 4, 5s 10, min 19, max 19; 0 in 1s 6s full yams
$ keep 2 3 4 5
  keeping 2 3 4 5: throw 1 die
$ 3 2 4 3 5
  throw 3 of 3: 2 3 3 4 5 - 2s 2, 3s 6, 4s 4, 5s 5, min 17, max 17; 0 in 1s 6s full yams - write: score BOX
$ score 3 3
  alice writes 6 in the 3s (column 3) - total 198 - bob writes alice's dice (2 3 3 4 5): 2s 2, 3s 6, 4s 4, 5s 5, min 17, max 17; 0 in 1s 6s full yams
$ score 3 3
  bob writes 6 in the 3s (column 3) - total 237 - carol writes alice's dice (2 3 3 4 5): 2s 2, 3s 6, 4s 4, 5s 5, min 17; 0 in 1s 6s full yams
$ undo
  undone: bob's score 3 3 - bob writes alice's dice (2 3 3 4 5)
$ score 2 3
  bob writes 2 in the 2s (column 3) - total 233 - carol writes alice's dice (2 3 3 4 5): 2s 2, 3s 6, 4s 4, 5s 5, min 17; 0 in 1s 6s full yams
$ score 3
  carol writes 6 in the 3s (column 1) - total 260 - bob throws
$ 1 1 6 5 3
  throw 1 of 3: 1 1 3 5 6 - 1s 2, 3s 3, 5s 5, 6s 6, min 16, max 16; 0 in 2s 4s full yams
$ keep 1 1
  keeping 1 1: throw 3 dice
$ 4 5 3
  throw 2 of 3: 1 1 3 4 5 - 1s 2, 3s 3, 4s 4, 5s 5, min 14, max 14; 0 in 2s 6s full yams
$ score min
  bob writes 14 in min (column 3) - total 247 - carol writes bob's dice (1 1 3 4 5): 1s 2, 3s 3, 4s 4, 5s 5, min 14; 0 in 2s 6s full yams
$ score min
  carol writes 14 in min (column 1) - total 274 - alice writes bob's dice (1 1 3 4 5): 1s 2, 3s 3, 4s 4, 5s 5, min 14, max 14; 0 in 2s 6s full yams
$ score 1
  alice writes 2 in the 1s (column 1) - total 200 - carol throws
$ 4 1 1 1 3
  throw 1 of 3: 1 1 1 3 4 - 1s 3, 3s 3, 4s 4; 0 in 2s 5s 6s full yams
$ keep 1 1 1
  keeping 1 1 1: throw 2 dice
$ 4 4
  throw 2 of 3: 1 1 1 4 4 - 1s 3, 4s 8, full 11; 0 in 2s 3s 5s 6s yams
$ keep 1 1 1
  keeping 1 1 1: throw 2 dice
$ 4 2
  throw 3 of 3: 1 1 1 2 4 - 1s 3, 2s 2, 4s 4; 0 in 3s 5s 6s full yams - write: score BOX
$ score 1
  carol writes 3 in the 1s (column 1) - total 277 - alice writes carol's dice (1 1 1 2 4): 1s 3, 2s 2, 4s 4, min 9, max 9; 0 in 3s 5s 6s full yams
$ score min
  alice writes 9 in min (column 2) - total 209 - bob writes carol's dice (1 1 1 2 4): 1s 3, 2s 2, 4s 4, max 9 (not above min 14: both 0); 0 in 3s 5s 6s full yams
$ score 1
  bob writes 3 in the 1s (column 1) - total 250 - alice throws
$ 6 4 6 6 5
  throw 1 of 3: 4 5 6 6 6 - 4s 4, 5s 5, 6s 18, min 27, max 27; 0 in 1s 2s 3s full yams
$ keep 6 6 6
  keeping 6 6 6: throw 2 dice
$ 2 4
  throw 2 of 3: 2 4 6 6 6 - 2s 2, 4s 4, 6s 18, min 24, max 24; 0 in 1s 3s 5s full yams
$ keep 6 6 6
  keeping 6 6 6: throw 2 dice
$ 6 6 4 2 6
  throw 3 of 3: 2 4 6 6 6 - 2s 2, 4s 4, 6s 18, min 24, max 24; 0 in 1s 3s 5s full yams - write: score BOX
$ 6 6
tapis: line 117: alice has thrown three times: write the dice (score BOX, or scratch BOX for 0)
$ score 6 4
tapis: line 118: there is no column 4: each player has 3
$ score 6 3
  alice writes 18 in the 6s (column 3) - total 227 - bob writes alice's dice (2 4 6 6 6): 2s 2, 4s 4, 6s 18, max 24; 0 in 1s 3s 5s full yams
$ score max
  bob writes 24 in max (column 3) - total 274 - carol writes alice's dice (2 4 6 6 6): 2s 2, 4s 4, 6s 18; 0 in 1s 3s 5s full yams
$ score 6
  carol writes 18 in the 6s (column 1) - total 295 - bob throws
$ 5 2 5 4 6
  throw 1 of 3: 2 4 5 5 6 - 2s 2, 4s 4, 5s 10, 6s 6; 0 in 1s 3s full yams
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 6 5 4 6 5
  throw 2 of 3: 4 5 5 6 6 - 4s 4, 5s 10, 6s 12; 0 in 1s 2s 3s full yams
$ keep 6 6
  keeping 6 6: throw 3 dice
$ 2 2 6 6 6
  throw 3 of 3: 2 2 6 6 6 - 2s 4, 6s 18, full 22; 0 in 1s 3s 4s 5s yams - write: score BOX
$ score full
  bob writes 22 in full (column 1) - total 296 - carol writes bob's dice (2 2 6 6 6): 2s 4, 6s 18, full 22; 0 in 1s 3s 4s 5s yams
$ score full 3
  carol writes 22 in full (column 3) - total 317 - alice writes bob's dice (2 2 6 6 6): 2s 4, 6s 18, min 22, max 22, full 22; 0 in 1s 3s 4s 5s yams
$ score full 3
  alice writes 22 in full (column 3) - total 249 - carol throws
$ 6 2 1 2 6
  throw 1 of 3: 1 2 2 6 6 - 1s 1, 2s 4, 6s 12; 0 in 3s 4s 5s full yams
$ keep 6 6
  keeping 6 6: throw 3 dice
$ 3 2 1
  throw 2 of 3: 1 2 3 6 6 - 1s 1, 2s 2, 3s 3, 6s 12; 0 in 4s 5s full yams
$ keep 6 6
  keeping 6 6: throw 3 dice
$ 2 2 6
  throw 3 of 3: 2 2 6 6 6 - 2s 4, 6s 18, full 22; 0 in 1s 3s 4s 5s yams - write: score BOX
$ score full
  carol writes 22 in full (column 2) - total 339 - alice writes carol's dice (2 2 6 6 6): 2s 4, 6s 18, min 22, max 22, full 22; 0 in 1s 3s 4s 5s yams
$ score full bob
tapis: line 136: alice plays now, not bob
$ score full
  alice writes 22 in full (column 1) - total 271 - bob writes carol's dice (2 2 6 6 6): 2s 4, 6s 18, full 22; 0 in 1s 3s 4s 5s yams
$ score full bob
  bob writes 22 in full (column 3) - total 318 - alice throws
$ sheet
Game #1 - yams:cross (every player writes every turn) - round 7 of 12
                   > alice              bob            carol
               1    2    3      1    2    3      1    2    3
  1            2    .    .      3    .    .      3    .    .
  2            4    .    2      .    .    2      .    .    .
  3            6    .    6      .    .    .      6    .    .
  4            .    8    .      .    .    .      .    .    .
  5            .    .    .      .    .    .      .    .    .
  6            .    .   18      .    .    .     18    .    .
  1-6         12    8   26      3    0    2     27    0    0
  bonus     (49) (53) (35)   (58) (61) (59)   (34) (61) (61)
  Minimum     10    9    .     10   16   14     14   16   10
  Maximum      .    .    .     21   22   24     22   21   23
  Suite       20   20   20     20   20   20     20   20   20
  Full        22   27   22     22   27   22     27   22   22
  Carré       25   25   25     25   25   25     25   25   25
  Yams         .    .    .      .    0    .      .    .    .
  column      89   89   93    101  110  107    135  104  100
  total                271              318              339
  >: to play
  (n): what 1 to 6 still need for the bonus of 30
alice throws - leader: carol with 339
$ 2 3 6 1 2
  throw 1 of 3: 1 2 2 3 6 - 1s 1, 2s 4, 3s 3, 6s 6, min 14, max 14; 0 in 4s 5s yams
$ keep 2 2
  keeping 2 2: throw 3 dice
$ 6 5 1
  throw 2 of 3: 1 2 2 5 6 - 1s 1, 2s 4, 5s 5, 6s 6, min 16, max 16; 0 in 3s 4s yams
$ keep 2 2
  keeping 2 2: throw 3 dice
$ 2 1 5 2 2
  throw 3 of 3: 1 2 2 2 5 - 1s 1, 2s 6, 5s 5, min 12, max 12; 0 in 3s 4s 6s yams - write: score BOX
$ score min
  alice writes 12 in min (column 3) - total 283 - bob writes alice's dice (1 2 2 2 5): 1s 1, 2s 6, 5s 5; 0 in 3s 4s 6s yams
$ score 2
  bob writes 6 in the 2s (column 1) - total 324 - carol writes alice's dice (1 2 2 2 5): 1s 1, 2s 6, 5s 5; 0 in 3s 4s 6s yams
$ score 2 3
  carol writes 6 in the 2s (column 3) - total 345 - bob throws
$ 3 3 5 2 3
  throw 1 of 3: 2 3 3 3 5 - 2s 2, 3s 9, 5s 5; 0 in 1s 4s 6s yams
$ keep 3 3 3
  keeping 3 3 3: throw 2 dice
$ 6 2
  throw 2 of 3: 2 3 3 3 6 - 2s 2, 3s 9, 6s 6; 0 in 1s 4s 5s yams
$ keep 3 3 3
  keeping 3 3 3: throw 2 dice
$ 2 6
  throw 3 of 3: 2 3 3 3 6 - 2s 2, 3s 9, 6s 6; 0 in 1s 4s 5s yams - write: score BOX
$ score 3
  bob writes 9 in the 3s (column 1) - total 333 - carol writes bob's dice (2 3 3 3 6): 2s 2, 3s 9, 6s 6; 0 in 1s 4s 5s yams
$ score 3
  carol writes 9 in the 3s (column 2) - total 354 - alice writes bob's dice (2 3 3 3 6): 2s 2, 3s 9, 6s 6, max 17; 0 in 1s 4s 5s yams
$ score 3
  alice writes 9 in the 3s (column 2) - total 292 - carol throws
$ 1 4 4 2 5
  throw 1 of 3: 1 2 4 4 5 - 1s 1, 2s 2, 4s 8, 5s 5; 0 in 3s 6s yams
$ keep 4 4
  keeping 4 4: throw 3 dice
$ 1 2 3
  throw 2 of 3: 1 2 3 4 4 - 1s 1, 2s 2, 3s 3, 4s 8; 0 in 5s 6s yams
$ keep 1 2 3 4
  keeping 1 2 3 4: throw 1 die
$ 4 5 2 1 3
  throw 3 of 3: 1 2 3 4 5 - 1s 1, 2s 2, 3s 3, 4s 4, 5s 5; 0 in 6s yams - write: score BOX
$ score 1
  carol writes 1 in the 1s (column 2) - total 355 - alice writes carol's dice (1 2 3 4 5): 1s 1, 2s 2, 4s 4, 5s 5, max 15; 0 in 6s yams
$ score 1
  alice writes 1 in the 1s (column 2) - total 293 - bob writes carol's dice (1 2 3 4 5): 1s 1, 2s 2, 3s 3, 4s 4, 5s 5; 0 in 6s yams
$ score 1
  bob writes 1 in the 1s (column 2) - total 334 - alice throws
$ 5 1 3 6 2
  throw 1 of 3: 1 2 3 5 6 - 1s 1, 2s 2, 5s 5, 6s 6, max 17; 0 in 4s yams
$ keep 6
  keeping 6: throw 4 dice
$ 5 4 6 2 4
  throw 2 of 3: 2 4 4 5 6 - 2s 2, 4s 8, 5s 5, 6s 6, max 21; 0 in 1s yams
$ keep 4 4
  keeping 4 4: throw 3 dice
$ 2 3 3
  throw 3 of 3: 2 3 3 4 4 - 2s 2, 4s 8, max 16; 0 in 1s 5s 6s yams - write: score BOX
$ score 2
  alice writes 2 in the 2s (column 2) - total 295 - bob writes alice's dice (2 3 3 4 4): 2s 2, 3s 6, 4s 8; 0 in 1s 5s 6s yams
$ score 3
  bob writes 6 in the 3s (column 2) - total 340 - carol writes alice's dice (2 3 3 4 4): 2s 2, 3s 6, 4s 8; 0 in 1s 5s 6s yams
$ scratch yams
  carol scratches yams (column 1) - total 355 - bob throws
$ 1 1 1 4 2
  throw 1 of 3: 1 1 1 2 4 - 1s 3, 2s 2, 4s 4; 0 in 3s 5s 6s yams
$ keep 1 1 1
  keeping 1 1 1: throw 2 dice
$ 2 6
  throw 2 of 3: 1 1 1 2 6 - 1s 3, 2s 2, 6s 6; 0 in 3s 4s 5s yams
$ keep 1 1 1
  keeping 1 1 1: throw 2 dice
$ 1 1 1 6 4
  throw 3 of 3: 1 1 1 4 6 - 1s 3, 4s 4, 6s 6; 0 in 2s 3s 5s yams - write: score BOX
$ score 1
  bob writes 3 in the 1s (column 3) - total 343 - carol writes bob's dice (1 1 1 4 6): 1s 3, 4s 4, 6s 6; 0 in 2s 3s 5s yams
$ score 1
  carol writes 3 in the 1s (column 3) - total 358 - alice writes bob's dice (1 1 1 4 6): 1s 3, 4s 4, 6s 6, max 13; 0 in 5s yams
$ score 1
  alice writes 3 in the 1s (column 3) - total 298 - carol throws
$ 5 6 2 5 3
  throw 1 of 3: 2 3 5 5 6 - 2s 2, 3s 3, 5s 10, 6s 6; 0 in 4s yams
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 2 5 6 5 2
  throw 2 of 3: 2 2 5 5 6 - 2s 4, 5s 10, 6s 6; 0 in 3s 4s yams
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 3 4 6
  throw 3 of 3: 3 4 5 5 6 - 3s 3, 4s 4, 5s 10, 6s 6; 0 in 2s yams - write: score BOX
$ score 5 3
  carol writes 10 in the 5s (column 3) - total 368 - alice writes carol's dice (3 4 5 5 6): 4s 4, 5s 10, 6s 6, max 23; 0 in yams
$ score max
  alice writes 23 in max (column 1) - total 321 - bob writes carol's dice (3 4 5 5 6): 3s 3, 4s 4, 5s 10, 6s 6; 0 in 2s yams
$ score 3
  bob writes 3 in the 3s (column 3) - total 346 - alice throws
$ 5 2 5 2 6
  throw 1 of 3: 2 2 5 5 6 - 5s 10, 6s 6, max 20; 0 in 4s yams
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 5 5 5 4 4
  throw 2 of 3: 4 4 5 5 5 - 4s 8, 5s 15, max 23; 0 in 6s yams
$ keep 5 5 5
  keeping 5 5 5: throw 2 dice
$ 4 1
  throw 3 of 3: 1 4 5 5 5 - 4s 4, 5s 15, max 20; 0 in 6s yams - write: score BOX
$ score 5 2
  alice writes 15 in the 5s (column 2) - total 336 - bob writes alice's dice (1 4 5 5 5): 4s 4, 5s 15; 0 in 2s 6s yams
$ score 5
  bob writes 15 in the 5s (column 1) - total 361 - carol writes alice's dice (1 4 5 5 5): 4s 4, 5s 15; 0 in 2s 3s 6s yams
$ score 5 2
  carol writes 15 in the 5s (column 2) - total 383 - bob throws
$ 3 2 2 1 2
  throw 1 of 3: 1 2 2 2 3 - 2s 6; 0 in 4s 5s 6s yams
$ keep 2 2 2
  keeping 2 2 2: throw 2 dice
$ 1 2 2 2 3
  throw 2 of 3: 1 2 2 2 3 - 2s 6; 0 in 4s 5s 6s yams
$ keep 2 2 2
  keeping 2 2 2: throw 2 dice
$ 6 1
  throw 3 of 3: 1 2 2 2 6 - 2s 6, 6s 6; 0 in 4s 5s yams - write: score BOX
$ score 2
  bob writes 6 in the 2s (column 2) - total 367 - carol writes bob's dice (1 2 2 2 6): 2s 6, 6s 6; 0 in 3s 4s 5s yams
$ score 2 2
  carol writes 6 in the 2s (column 2) - total 389 - alice writes bob's dice (1 2 2 2 6): 6s 6, max 13; 0 in 4s 5s yams
$ scratch yams 3
  alice scratches yams (column 3) - total 336 - carol throws
$ 3 6 5 6 2
  throw 1 of 3: 2 3 5 6 6 - 2s 2, 3s 3, 5s 5, 6s 12; 0 in 4s yams
$ keep 6 6
  keeping 6 6: throw 3 dice
$ 3 6 2 6 6
  throw 2 of 3: 2 3 6 6 6 - 2s 2, 3s 3, 6s 18; 0 in 4s 5s yams
$ keep 6 6 6
  keeping 6 6 6: throw 2 dice
$ 3 4
  throw 3 of 3: 3 4 6 6 6 - 3s 3, 4s 4, 6s 18; 0 in 2s 5s yams - write: score BOX
$ score 6
  carol writes 18 in the 6s (column 2) - total 407 - alice writes carol's dice (3 4 6 6 6): 4s 4, 6s 18, max 25; 0 in 5s yams
$ score 6 2
  alice writes 18 in the 6s (column 2) - total 354 - bob writes carol's dice (3 4 6 6 6): 4s 4, 6s 18; 0 in 5s yams
$ score 6 2
  bob writes 18 in the 6s (column 2) - total 385 - alice throws
$ 5 4 1 6 5
  throw 1 of 3: 1 4 5 5 6 - 4s 4, 5s 10, 6s 6, max 21; 0 in yams
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 3 1 5 3 5
  throw 2 of 3: 1 3 3 5 5 - 5s 10, max 17; 0 in 4s 6s yams
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 5 5 1
  throw 3 of 3: 1 5 5 5 5 - 5s 20, max 21; 0 in 4s 6s yams - write: score BOX
$ score 5 3
  alice writes 20 in the 5s (column 3) - total 374 - bob writes alice's dice (1 5 5 5 5): 5s 20; 0 in 4s 6s yams
$ score 5 3
  bob writes 20 in the 5s (column 3) - total 405 - carol writes alice's dice (1 5 5 5 5): 5s 20; 0 in 2s 3s 4s 6s yams
$ score 5
  carol writes 20 in the 5s (column 1) - total 427 - bob throws
$ 1 1 6 5 2
  throw 1 of 3: 1 1 2 5 6 - 5s 5, 6s 6; 0 in 4s yams
$ keep 1 1
  keeping 1 1: throw 3 dice
$ 2 1 5 1 1
  throw 2 of 3: 1 1 1 2 5 - 5s 5; 0 in 4s 6s yams
$ keep 1 1 1
  keeping 1 1 1: throw 2 dice
$ 1 1 2 2 1
  throw 3 of 3: 1 1 1 2 2 - 0 in 4s 5s 6s yams - nothing made: scratch BOX
$ scratch yams
  bob scratches yams (column 1) - total 405 - carol writes bob's dice (1 1 1 2 2): 2s 4; 0 in 3s 4s 6s yams
$ score 2
  carol writes 4 in the 2s (column 1) - total 431 - alice writes bob's dice (1 1 1 2 2): max 7 (not above min 12: both 0); 0 in 4s 5s 6s yams
$ scratch yams
  alice scratches yams (column 1) - total 374 - carol throws
$ 3 6 3 1 6
  throw 1 of 3: 1 3 3 6 6 - 3s 6, 6s 12; 0 in 4s yams
$ keep 6 6
  keeping 6 6: throw 3 dice
$ 5 6 3 6 6
  throw 2 of 3: 3 5 6 6 6 - 3s 3, 6s 18; 0 in 4s yams
$ keep 6 6 6
  keeping 6 6 6: throw 2 dice
$ 6 6
  throw 3 of 3: 6 6 6 6 6 - 6s 30, yams 30; 0 in 3s 4s - write: score BOX
$ score yams 3
  carol writes 30 in yams (column 3) - total 461 - alice writes carol's dice (6 6 6 6 6): 6s 30, max 30, yams 30; 0 in 4s 5s
$ score yams
  alice writes 30 in yams (column 2) - total 404 - bob writes carol's dice (6 6 6 6 6): 6s 30, yams 30; 0 in 4s 5s
$ score yams
  bob writes 30 in yams (column 3) - total 435 - alice throws
$ 2 3 5 2 1
  throw 1 of 3: 1 2 2 3 5 - 5s 5, max 13; 0 in 4s 6s
$ keep 2 2
  keeping 2 2: throw 3 dice
$ 4 6 4 2 2
  throw 2 of 3: 2 2 4 4 6 - 4s 8, 6s 6, max 18; 0 in 5s
$ keep 4 4
  keeping 4 4: throw 3 dice
$ 3 5 4
  throw 3 of 3: 3 4 4 4 5 - 4s 12, 5s 5, max 20; 0 in 6s - write: score BOX
$ score 4 3
  alice writes 12 in the 4s (column 3) - total 446 - bonus 30 made - bob writes alice's dice (3 4 4 4 5): 4s 12, 5s 5; 0 in 6s
$ score 4 2
  bob writes 12 in the 4s (column 2) - total 447 - carol writes alice's dice (3 4 4 4 5): 3s 3, 4s 12; 0 in 6s yams
$ score 4 2
  carol writes 12 in the 4s (column 2) - total 503 - bonus 30 made - bob throws
$ 6 4 2 3 6
  throw 1 of 3: 2 3 4 6 6 - 4s 4, 6s 12; 0 in 5s
$ keep 6 6
  keeping 6 6: throw 3 dice
$ 6 6 3 6 6
  throw 2 of 3: 3 6 6 6 6 - 6s 24; 0 in 4s 5s
$ score 6
  bob writes 24 in the 6s (column 1) - total 471 - carol writes bob's dice (3 6 6 6 6): 3s 3, 6s 24; 0 in 4s yams
$ score 6
  carol writes 24 in the 6s (column 3) - total 527 - alice writes bob's dice (3 6 6 6 6): 6s 24, max 27; 0 in 4s 5s
$ score 6
  alice writes 24 in the 6s (column 1) - total 470 - carol throws
$ 4 2 6 5 6
  throw 1 of 3: 2 4 5 6 6 - 4s 4; 0 in 3s yams
$ keep 6 6
  keeping 6 6: throw 3 dice
$ 5 1 6 4 6
  throw 2 of 3: 1 4 5 6 6 - 4s 4; 0 in 3s yams
$ keep 6 6
  keeping 6 6: throw 3 dice
$ 1 3 5 6 6
  throw 3 of 3: 1 3 5 6 6 - 3s 3; 0 in 4s yams - write: score BOX
$ score 3
  carol writes 3 in the 3s (column 3) - total 530 - alice writes carol's dice (1 3 5 6 6): 5s 5, max 21; 0 in 4s
$ score max
  alice writes 21 in max (column 2) - total 491 - bob writes carol's dice (1 3 5 6 6): 5s 5, 6s 12; 0 in 4s
$ score 6
  bob writes 12 in the 6s (column 3) - total 483 - alice throws
$ 3 4 4 1 6
  throw 1 of 3: 1 3 4 4 6 - 4s 8, max 18; 0 in 5s
$ keep 4 4
  keeping 4 4: throw 3 dice
$ 4 3 1
  throw 2 of 3: 1 3 4 4 4 - 4s 12, max 16; 0 in 5s
$ keep 4 4 4
  keeping 4 4 4: throw 2 dice
$ 2 4 6 4 4
  throw 3 of 3: 2 4 4 4 6 - 4s 12, max 20; 0 in 5s - write: score BOX
$ score 4
  alice writes 12 in the 4s (column 1) - total 503 - bob writes alice's dice (2 4 4 4 6): 4s 12; 0 in 5s
$ score 4
  bob writes 12 in the 4s (column 1) - total 525 - bonus 30 made - carol writes alice's dice (2 4 4 4 6): 4s 12; 0 in yams
$ score 4 3
  carol writes 12 in the 4s (column 3) - total 542 - bob throws
$ 3 6 1 3 4
  throw 1 of 3: 1 3 3 4 6 - 4s 4; 0 in 5s
$ keep 3 3
  keeping 3 3: throw 3 dice
$ 6 5 3
  throw 2 of 3: 3 3 3 5 6 - 5s 5; 0 in 4s
$ keep 3 3 3
  keeping 3 3 3: throw 2 dice
$ 3 1 3 2 3
  throw 3 of 3: 1 2 3 3 3 - 0 in 4s 5s - nothing made: scratch BOX
$ scratch 5
  bob scratches the 5s (column 2) - total 525 - carol writes bob's dice (1 2 3 3 3): 0 in 4s yams - nothing made: scratch BOX
$ scratch yams
  carol scratches yams (column 2) - total 542 - alice writes bob's dice (1 2 3 3 3): max 12 (not above min 12: both 0); 0 in 5s
$ scratch 5
  alice scratches the 5s (column 1) - total 503 - carol throws
$ 4 4 6 3 4
  throw 1 of 3: 3 4 4 4 6 - 4s 12
$ keep 4 4 4
  keeping 4 4 4: throw 2 dice
$ 4 3 4 3 4
  throw 2 of 3: 3 3 4 4 4 - 4s 12
$ keep 4 4 4
  keeping 4 4 4: throw 2 dice
$ 3 6
  throw 3 of 3: 3 4 4 4 6 - 4s 12 - write: score BOX
$ score 4
  carol writes 12 in the 4s (column 1) - total 584 - bonus 30 made - alice writes carol's dice (3 4 4 4 6): max 21
$ score max
  alice writes 21 in max (column 3) - total 524 - bob writes carol's dice (3 4 4 4 6): 4s 12
$ score 4
  bob writes 12 in the 4s (column 3) - total 537 - carol wins with 584!
$ sheet
Game #1 - yams:cross (every player writes every turn) - 12 rounds, over
                     alice              bob          * carol
               1    2    3      1    2    3      1    2    3
  1            2    1    3      3    1    3      3    1    3
  2            4    2    2      6    6    2      4    6    6
  3            6    9    6      9    6    3      6    9    3
  4           12    8   12     12   12   12     12   12   12
  5            0   15   20     15    0   20     20   15   10
  6           24   18   18     24   18   12     18   18   24
  1-6         48   53   61     69   43   52     63   61   58
  bonus        0    0   30     30    0    0     30   30    0
  Minimum     10    9   12     10   16   14     14   16   10
  Maximum     23   21   21     21   22   24     22   21   23
  Suite       20   20   20     20   20   20     20   20   20
  Full        22   27   22     22   27   22     27   22   22
  Carré       25   25   25     25   25   25     25   25   25
  Yams         0   30    0      0    0   30      0    0   30
  column     148  185  191    197  153  187    201  195  188
  total                524              537              584
  *: won
carol wins with 584!
$ games
#1  TODAY  yams:cross  alice 524, bob 537, carol 584  carol won  36 turns
$ export --json
{"id":1,"game":"yams:cross","status":"finished","winner":"carol","rules":{"bonus":30,"bonusat":60,"atleast":false,"fivefull":false,"suite":20,"carre":25,"yams":30},"players":[{"name":"alice","score":524,"columns":[{"name":"1","boxes":{"1":2,"2":4,"3":6,"4":12,"5":0,"6":24,"min":10,"max":23,"suite":20,"full":22,"carre":25,"yams":0},"struck":[],"bonus":0,"total":148},{"name":"2","boxes":{"1":1,"2":2,"3":9,"4":8,"5":15,"6":18,"min":9,"max":21,"suite":20,"full":27,"carre":25,"yams":30},"struck":[],"bonus":0,"total":185},{"name":"3","boxes":{"1":3,"2":2,"3":6,"4":12,"5":20,"6":18,"min":12,"max":21,"suite":20,"full":22,"carre":25,"yams":0},"struck":[],"bonus":30,"total":191}]},{"name":"bob","score":537,"columns":[{"name":"1","boxes":{"1":3,"2":6,"3":9,"4":12,"5":15,"6":24,"min":10,"max":21,"suite":20,"full":22,"carre":25,"yams":0},"struck":[],"bonus":30,"total":197},{"name":"2","boxes":{"1":1,"2":6,"3":6,"4":12,"5":0,"6":18,"min":16,"max":22,"suite":20,"full":27,"carre":25,"yams":0},"struck":[],"bonus":0,"total":153},{"name":"3","boxes":{"1":3,"2":2,"3":3,"4":12,"5":20,"6":12,"min":14,"max":24,"suite":20,"full":22,"carre":25,"yams":30},"struck":[],"bonus":0,"total":187}]},{"name":"carol","score":584,"columns":[{"name":"1","boxes":{"1":3,"2":4,"3":6,"4":12,"5":20,"6":18,"min":14,"max":22,"suite":20,"full":27,"carre":25,"yams":0},"struck":[],"bonus":30,"total":201},{"name":"2","boxes":{"1":1,"2":6,"3":9,"4":12,"5":15,"6":18,"min":16,"max":21,"suite":20,"full":22,"carre":25,"yams":0},"struck":[],"bonus":30,"total":195},{"name":"3","boxes":{"1":3,"2":6,"3":3,"4":12,"5":10,"6":24,"min":10,"max":23,"suite":20,"full":22,"carre":25,"yams":30},"struck":[],"bonus":0,"total":188}]}],"turn":null,"entries":[{"seq":1,"player":"alice","entry":"throw","dice":[3,2,4,6,1]},{"seq":2,"player":"alice","entry":"keep","dice":[1,2,3,4]},{"seq":3,"player":"alice","entry":"throw","dice":[2,4,1,5,3]},{"seq":4,"player":"alice","entry":"score","args":"suite"},{"seq":5,"player":"bob","entry":"score","args":"suite 2"},{"seq":6,"player":"carol","entry":"score","args":"suite 2"},{"seq":7,"player":"bob","entry":"throw","dice":[3,3,1,2,1]},{"seq":8,"player":"bob","entry":"score","args":"min"},{"seq":9,"player":"carol","entry":"score","args":"min 3"},{"seq":10,"player":"alice","entry":"score","args":"min"},{"seq":11,"player":"carol","entry":"throw","dice":[3,3,1,2,3]},{"seq":12,"player":"carol","entry":"keep","dice":[3,3,3]},{"seq":13,"player":"carol","entry":"throw","dice":[6,3,3,3,3]},{"seq":14,"player":"carol","entry":"score","args":"carre 3"},{"seq":15,"player":"alice","entry":"score","args":"carre"},{"seq":16,"player":"bob","entry":"score","args":"carre"},{"seq":17,"player":"alice","entry":"throw","dice":[6,5,3,4,4]},{"seq":18,"player":"alice","entry":"keep","dice":[3,4,5,6]},{"seq":19,"player":"alice","entry":"throw","dice":[3]},{"seq":20,"player":"alice","entry":"keep","dice":[3,4,5,6]},{"seq":21,"player":"alice","entry":"throw","dice":[5,2,4,6,3]},{"seq":22,"player":"alice","entry":"score","args":"suite 3"},{"seq":23,"player":"bob","entry":"score","args":"suite 3"},{"seq":24,"player":"carol","entry":"score","args":"suite"},{"seq":25,"player":"bob","entry":"throw","dice":[2,4,5,2,5]},{"seq":26,"player":"bob","entry":"keep","dice":[5,5]},{"seq":27,"player":"bob","entry":"throw","dice":[1,4,5,6,5]},{"seq":28,"player":"bob","entry":"keep","dice":[5,5]},{"seq":29,"player":"bob","entry":"throw","dice":[6,4,2]},{"seq":30,"player":"bob","entry":"score","args":"max 2"},{"seq":31,"player":"carol","entry":"score","args":"max"},{"seq":32,"player":"alice","entry":"score","args":"2 3"},{"seq":33,"player":"carol","entry":"throw","dice":[3,1,3,2,1]},{"seq":34,"player":"carol","entry":"keep","dice":[3,3]},{"seq":35,"player":"carol","entry":"throw","dice":[4,6,5]},{"seq":36,"player":"carol","entry":"keep","dice":[3,4,5,6]},{"seq":37,"player":"carol","entry":"throw","dice":[3,5,6,3,4]},{"seq":38,"player":"carol","entry":"score","args":"max"},{"seq":39,"player":"alice","entry":"score","args":"3"},{"seq":40,"player":"bob","entry":"score","args":"max"},{"seq":41,"player":"alice","entry":"throw","dice":[4,2,3,5,4]},{"seq":42,"player":"alice","entry":"keep","dice":[2,3,4,5]},{"seq":43,"player":"alice","entry":"throw","dice":[4]},{"seq":44,"player":"alice","entry":"keep","dice":[2,3,4,5]},{"seq":45,"player":"alice","entry":"throw","dice":[2]},{"seq":46,"player":"alice","entry":"score","args":"2"},{"seq":47,"player":"bob","entry":"score","args":"min"},{"seq":48,"player":"carol","entry":"score","args":"min 2"},{"seq":49,"player":"bob","entry":"throw","dice":[5,5,1,5,2]},{"seq":50,"player":"bob","entry":"keep","dice":[5,5,5]},{"seq":51,"player":"bob","entry":"throw","dice":[6,6]},{"seq":52,"player":"bob","entry":"score","args":"full 2"},{"seq":53,"player":"carol","entry":"score","args":"full"},{"seq":54,"player":"alice","entry":"score","args":"full 2"},{"seq":55,"player":"carol","entry":"throw","dice":[6,2,5,6,3]},{"seq":56,"player":"carol","entry":"keep","dice":[6,6]},{"seq":57,"player":"carol","entry":"throw","dice":[6,1,4,6,5]},{"seq":58,"player":"carol","entry":"keep","dice":[6,6]},{"seq":59,"player":"carol","entry":"throw","dice":[3,4,4]},{"seq":60,"player":"carol","entry":"score","args":"max"},{"seq":61,"player":"alice","entry":"score","args":"4 2"},{"seq":62,"player":"bob","entry":"scratch","args":"yams 2"},{"seq":63,"player":"alice","entry":"throw","dice":[1,3,4,2,2]},{"seq":64,"player":"alice","entry":"keep","dice":[1,2,3,4]},{"seq":65,"player":"alice","entry":"throw","dice":[4]},{"seq":66,"player":"alice","entry":"keep","dice":[1,2,3,4]},{"seq":67,"player":"alice","entry":"throw","dice":[4,3,2,5,1]},{"seq":68,"player":"alice","entry":"score","args":"suite"},{"seq":69,"player":"bob","entry":"score","args":"suite"},{"seq":70,"player":"carol","entry":"score","args":"suite"},{"seq":71,"player":"bob","entry":"throw","dice":[6,1,1,1,1]},{"seq":72,"player":"bob","entry":"score","args":"carre"},{"seq":73,"player":"carol","entry":"score","args":"carre"},{"seq":74,"player":"alice","entry":"score","args":"carre"},{"seq":75,"player":"carol","entry":"throw","dice":[5,1,1,1,2]},{"seq":76,"player":"carol","entry":"keep","dice":[1,1,1]},{"seq":77,"player":"carol","entry":"throw","dice":[1,1,1,6,1]},{"seq":78,"player":"carol","entry":"score","args":"carre"},{"seq":79,"player":"alice","entry":"score","args":"carre"},{"seq":80,"player":"bob","entry":"score","args":"carre"},{"seq":81,"player":"alice","entry":"throw","dice":[5,3,2,3,4]},{"seq":82,"player":"alice","entry":"keep","dice":[2,3,4,5]},{"seq":83,"player":"alice","entry":"throw","dice":[2,3,5,5,4]},{"seq":84,"player":"alice","entry":"keep","dice":[2,3,4,5]},{"seq":85,"player":"alice","entry":"throw","dice":[3,2,4,3,5]},{"seq":86,"player":"alice","entry":"score","args":"3 3"},{"seq":87,"player":"bob","entry":"score","args":"2 3"},{"seq":88,"player":"carol","entry":"score","args":"3"},{"seq":89,"player":"bob","entry":"throw","dice":[1,1,6,5,3]},{"seq":90,"player":"bob","entry":"keep","dice":[1,1]},{"seq":91,"player":"bob","entry":"throw","dice":[4,5,3]},{"seq":92,"player":"bob","entry":"score","args":"min"},{"seq":93,"player":"carol","entry":"score","args":"min"},{"seq":94,"player":"alice","entry":"score","args":"1"},{"seq":95,"player":"carol","entry":"throw","dice":[4,1,1,1,3]},{"seq":96,"player":"carol","entry":"keep","dice":[1,1,1]},{"seq":97,"player":"carol","entry":"throw","dice":[4,4]},{"seq":98,"player":"carol","entry":"keep","dice":[1,1,1]},{"seq":99,"player":"carol","entry":"throw","dice":[4,2]},{"seq":100,"player":"carol","entry":"score","args":"1"},{"seq":101,"player":"alice","entry":"score","args":"min"},{"seq":102,"player":"bob","entry":"score","args":"1"},{"seq":103,"player":"alice","entry":"throw","dice":[6,4,6,6,5]},{"seq":104,"player":"alice","entry":"keep","dice":[6,6,6]},{"seq":105,"player":"alice","entry":"throw","dice":[2,4]},{"seq":106,"player":"alice","entry":"keep","dice":[6,6,6]},{"seq":107,"player":"alice","entry":"throw","dice":[6,6,4,2,6]},{"seq":108,"player":"alice","entry":"score","args":"6 3"},{"seq":109,"player":"bob","entry":"score","args":"max"},{"seq":110,"player":"carol","entry":"score","args":"6"},{"seq":111,"player":"bob","entry":"throw","dice":[5,2,5,4,6]},{"seq":112,"player":"bob","entry":"keep","dice":[5,5]},{"seq":113,"player":"bob","entry":"throw","dice":[6,5,4,6,5]},{"seq":114,"player":"bob","entry":"keep","dice":[6,6]},{"seq":115,"player":"bob","entry":"throw","dice":[2,2,6,6,6]},{"seq":116,"player":"bob","entry":"score","args":"full"},{"seq":117,"player":"carol","entry":"score","args":"full 3"},{"seq":118,"player":"alice","entry":"score","args":"full 3"},{"seq":119,"player":"carol","entry":"throw","dice":[6,2,1,2,6]},{"seq":120,"player":"carol","entry":"keep","dice":[6,6]},{"seq":121,"player":"carol","entry":"throw","dice":[3,2,1]},{"seq":122,"player":"carol","entry":"keep","dice":[6,6]},{"seq":123,"player":"carol","entry":"throw","dice":[2,2,6]},{"seq":124,"player":"carol","entry":"score","args":"full"},{"seq":125,"player":"alice","entry":"score","args":"full"},{"seq":126,"player":"bob","entry":"score","args":"full"},{"seq":127,"player":"alice","entry":"throw","dice":[2,3,6,1,2]},{"seq":128,"player":"alice","entry":"keep","dice":[2,2]},{"seq":129,"player":"alice","entry":"throw","dice":[6,5,1]},{"seq":130,"player":"alice","entry":"keep","dice":[2,2]},{"seq":131,"player":"alice","entry":"throw","dice":[2,1,5,2,2]},{"seq":132,"player":"alice","entry":"score","args":"min"},{"seq":133,"player":"bob","entry":"score","args":"2"},{"seq":134,"player":"carol","entry":"score","args":"2 3"},{"seq":135,"player":"bob","entry":"throw","dice":[3,3,5,2,3]},{"seq":136,"player":"bob","entry":"keep","dice":[3,3,3]},{"seq":137,"player":"bob","entry":"throw","dice":[6,2]},{"seq":138,"player":"bob","entry":"keep","dice":[3,3,3]},{"seq":139,"player":"bob","entry":"throw","dice":[2,6]},{"seq":140,"player":"bob","entry":"score","args":"3"},{"seq":141,"player":"carol","entry":"score","args":"3"},{"seq":142,"player":"alice","entry":"score","args":"3"},{"seq":143,"player":"carol","entry":"throw","dice":[1,4,4,2,5]},{"seq":144,"player":"carol","entry":"keep","dice":[4,4]},{"seq":145,"player":"carol","entry":"throw","dice":[1,2,3]},{"seq":146,"player":"carol","entry":"keep","dice":[1,2,3,4]},{"seq":147,"player":"carol","entry":"throw","dice":[4,5,2,1,3]},{"seq":148,"player":"carol","entry":"score","args":"1"},{"seq":149,"player":"alice","entry":"score","args":"1"},{"seq":150,"player":"bob","entry":"score","args":"1"},{"seq":151,"player":"alice","entry":"throw","dice":[5,1,3,6,2]},{"seq":152,"player":"alice","entry":"keep","dice":[6]},{"seq":153,"player":"alice","entry":"throw","dice":[5,4,6,2,4]},{"seq":154,"player":"alice","entry":"keep","dice":[4,4]},{"seq":155,"player":"alice","entry":"throw","dice":[2,3,3]},{"seq":156,"player":"alice","entry":"score","args":"2"},{"seq":157,"player":"bob","entry":"score","args":"3"},{"seq":158,"player":"carol","entry":"scratch","args":"yams"},{"seq":159,"player":"bob","entry":"throw","dice":[1,1,1,4,2]},{"seq":160,"player":"bob","entry":"keep","dice":[1,1,1]},{"seq":161,"player":"bob","entry":"throw","dice":[2,6]},{"seq":162,"player":"bob","entry":"keep","dice":[1,1,1]},{"seq":163,"player":"bob","entry":"throw","dice":[1,1,1,6,4]},{"seq":164,"player":"bob","entry":"score","args":"1"},{"seq":165,"player":"carol","entry":"score","args":"1"},{"seq":166,"player":"alice","entry":"score","args":"1"},{"seq":167,"player":"carol","entry":"throw","dice":[5,6,2,5,3]},{"seq":168,"player":"carol","entry":"keep","dice":[5,5]},{"seq":169,"player":"carol","entry":"throw","dice":[2,5,6,5,2]},{"seq":170,"player":"carol","entry":"keep","dice":[5,5]},{"seq":171,"player":"carol","entry":"throw","dice":[3,4,6]},{"seq":172,"player":"carol","entry":"score","args":"5 3"},{"seq":173,"player":"alice","entry":"score","args":"max"},{"seq":174,"player":"bob","entry":"score","args":"3"},{"seq":175,"player":"alice","entry":"throw","dice":[5,2,5,2,6]},{"seq":176,"player":"alice","entry":"keep","dice":[5,5]},{"seq":177,"player":"alice","entry":"throw","dice":[5,5,5,4,4]},{"seq":178,"player":"alice","entry":"keep","dice":[5,5,5]},{"seq":179,"player":"alice","entry":"throw","dice":[4,1]},{"seq":180,"player":"alice","entry":"score","args":"5 2"},{"seq":181,"player":"bob","entry":"score","args":"5"},{"seq":182,"player":"carol","entry":"score","args":"5 2"},{"seq":183,"player":"bob","entry":"throw","dice":[3,2,2,1,2]},{"seq":184,"player":"bob","entry":"keep","dice":[2,2,2]},{"seq":185,"player":"bob","entry":"throw","dice":[1,2,2,2,3]},{"seq":186,"player":"bob","entry":"keep","dice":[2,2,2]},{"seq":187,"player":"bob","entry":"throw","dice":[6,1]},{"seq":188,"player":"bob","entry":"score","args":"2"},{"seq":189,"player":"carol","entry":"score","args":"2 2"},{"seq":190,"player":"alice","entry":"scratch","args":"yams 3"},{"seq":191,"player":"carol","entry":"throw","dice":[3,6,5,6,2]},{"seq":192,"player":"carol","entry":"keep","dice":[6,6]},{"seq":193,"player":"carol","entry":"throw","dice":[3,6,2,6,6]},{"seq":194,"player":"carol","entry":"keep","dice":[6,6,6]},{"seq":195,"player":"carol","entry":"throw","dice":[3,4]},{"seq":196,"player":"carol","entry":"score","args":"6"},{"seq":197,"player":"alice","entry":"score","args":"6 2"},{"seq":198,"player":"bob","entry":"score","args":"6 2"},{"seq":199,"player":"alice","entry":"throw","dice":[5,4,1,6,5]},{"seq":200,"player":"alice","entry":"keep","dice":[5,5]},{"seq":201,"player":"alice","entry":"throw","dice":[3,1,5,3,5]},{"seq":202,"player":"alice","entry":"keep","dice":[5,5]},{"seq":203,"player":"alice","entry":"throw","dice":[5,5,1]},{"seq":204,"player":"alice","entry":"score","args":"5 3"},{"seq":205,"player":"bob","entry":"score","args":"5 3"},{"seq":206,"player":"carol","entry":"score","args":"5"},{"seq":207,"player":"bob","entry":"throw","dice":[1,1,6,5,2]},{"seq":208,"player":"bob","entry":"keep","dice":[1,1]},{"seq":209,"player":"bob","entry":"throw","dice":[2,1,5,1,1]},{"seq":210,"player":"bob","entry":"keep","dice":[1,1,1]},{"seq":211,"player":"bob","entry":"throw","dice":[1,1,2,2,1]},{"seq":212,"player":"bob","entry":"scratch","args":"yams"},{"seq":213,"player":"carol","entry":"score","args":"2"},{"seq":214,"player":"alice","entry":"scratch","args":"yams"},{"seq":215,"player":"carol","entry":"throw","dice":[3,6,3,1,6]},{"seq":216,"player":"carol","entry":"keep","dice":[6,6]},{"seq":217,"player":"carol","entry":"throw","dice":[5,6,3,6,6]},{"seq":218,"player":"carol","entry":"keep","dice":[6,6,6]},{"seq":219,"player":"carol","entry":"throw","dice":[6,6]},{"seq":220,"player":"carol","entry":"score","args":"yams 3"},{"seq":221,"player":"alice","entry":"score","args":"yams"},{"seq":222,"player":"bob","entry":"score","args":"yams"},{"seq":223,"player":"alice","entry":"throw","dice":[2,3,5,2,1]},{"seq":224,"player":"alice","entry":"keep","dice":[2,2]},{"seq":225,"player":"alice","entry":"throw","dice":[4,6,4,2,2]},{"seq":226,"player":"alice","entry":"keep","dice":[4,4]},{"seq":227,"player":"alice","entry":"throw","dice":[3,5,4]},{"seq":228,"player":"alice","entry":"score","args":"4 3"},{"seq":229,"player":"bob","entry":"score","args":"4 2"},{"seq":230,"player":"carol","entry":"score","args":"4 2"},{"seq":231,"player":"bob","entry":"throw","dice":[6,4,2,3,6]},{"seq":232,"player":"bob","entry":"keep","dice":[6,6]},{"seq":233,"player":"bob","entry":"throw","dice":[6,6,3,6,6]},{"seq":234,"player":"bob","entry":"score","args":"6"},{"seq":235,"player":"carol","entry":"score","args":"6"},{"seq":236,"player":"alice","entry":"score","args":"6"},{"seq":237,"player":"carol","entry":"throw","dice":[4,2,6,5,6]},{"seq":238,"player":"carol","entry":"keep","dice":[6,6]},{"seq":239,"player":"carol","entry":"throw","dice":[5,1,6,4,6]},{"seq":240,"player":"carol","entry":"keep","dice":[6,6]},{"seq":241,"player":"carol","entry":"throw","dice":[1,3,5,6,6]},{"seq":242,"player":"carol","entry":"score","args":"3"},{"seq":243,"player":"alice","entry":"score","args":"max"},{"seq":244,"player":"bob","entry":"score","args":"6"},{"seq":245,"player":"alice","entry":"throw","dice":[3,4,4,1,6]},{"seq":246,"player":"alice","entry":"keep","dice":[4,4]},{"seq":247,"player":"alice","entry":"throw","dice":[4,3,1]},{"seq":248,"player":"alice","entry":"keep","dice":[4,4,4]},{"seq":249,"player":"alice","entry":"throw","dice":[2,4,6,4,4]},{"seq":250,"player":"alice","entry":"score","args":"4"},{"seq":251,"player":"bob","entry":"score","args":"4"},{"seq":252,"player":"carol","entry":"score","args":"4 3"},{"seq":253,"player":"bob","entry":"throw","dice":[3,6,1,3,4]},{"seq":254,"player":"bob","entry":"keep","dice":[3,3]},{"seq":255,"player":"bob","entry":"throw","dice":[6,5,3]},{"seq":256,"player":"bob","entry":"keep","dice":[3,3,3]},{"seq":257,"player":"bob","entry":"throw","dice":[3,1,3,2,3]},{"seq":258,"player":"bob","entry":"scratch","args":"5"},{"seq":259,"player":"carol","entry":"scratch","args":"yams"},{"seq":260,"player":"alice","entry":"scratch","args":"5"},{"seq":261,"player":"carol","entry":"throw","dice":[4,4,6,3,4]},{"seq":262,"player":"carol","entry":"keep","dice":[4,4,4]},{"seq":263,"player":"carol","entry":"throw","dice":[4,3,4,3,4]},{"seq":264,"player":"carol","entry":"keep","dice":[4,4,4]},{"seq":265,"player":"carol","entry":"throw","dice":[3,6]},{"seq":266,"player":"carol","entry":"score","args":"4"},{"seq":267,"player":"alice","entry":"score","args":"max"},{"seq":268,"player":"bob","entry":"score","args":"4"}]}
$ new yams:cross a b c d e f boxes=1,2,3,4,5,6,brelan,carre,full:25,petite:30,grande:40,min,max,chance,yams:50 bonus=0
Game #2 - yams:cross, every player writes every turn, bonus=0, suite=40, yams=50, own sheet - a, b, c, d, e, f - a throws.
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 1s 1, 2s 2, 3s 3, 4s 4, 6s 6, petite 30, min 16, max 16, chance 16; 0 in 5s brelan carré full grande yams
$ hint
  a: expected final total, best first
  *  keep 1 2 3 4, then roll 1 die  1703.8
     keep 2 3 4, then roll 2 dice   1703.3
     keep 6, then roll 4 dice       1703.2
     keep 2 3 4 6, then roll 1 die  1703.1
     keep 4 6, then roll 3 dice     1702.9
     keep 4, then roll 4 dice       1702.9
     keep 3 4, then roll 3 dice     1702.9
     keep 3 6, then roll 3 dice     1702.8
  and 56 more: --all lists every one
  approximate: with one column per player, each of your columns valued by the classic table and added, the dice others throw for you taken as if you threw them
$ hint --all
  a: expected final total, best first
  *  keep 1 2 3 4, then roll 1 die  1703.8
     keep 2 3 4, then roll 2 dice   1703.3
     keep 6, then roll 4 dice       1703.2
     keep 2 3 4 6, then roll 1 die  1703.1
     keep 4 6, then roll 3 dice     1702.9
     keep 4, then roll 4 dice       1702.9
     keep 3 4, then roll 3 dice     1702.9
     keep 3 6, then roll 3 dice     1702.8
     roll 5 dice                    1702.8
     keep 3, then roll 4 dice       1702.7
     keep 3 4 6, then roll 2 dice   1702.7
     keep 2 4, then roll 3 dice     1702.7
     keep 2 6, then roll 3 dice     1702.6
     keep 2 3, then roll 3 dice     1702.5
     keep 2, then roll 4 dice       1702.5
     keep 2 4 6, then roll 2 dice   1702.4
     keep 1 6, then roll 3 dice     1702.3
     keep 2 3 6, then roll 2 dice   1702.3
     keep 1 3 4, then roll 2 dice   1702.2
     keep 1, then roll 4 dice       1702.1
     keep 1 4, then roll 3 dice     1702.1
     keep 1 2 4, then roll 2 dice   1702.1
     keep 1 3, then roll 3 dice     1702.0
     keep 1 2 3, then roll 2 dice   1701.9
     keep 1 4 6, then roll 2 dice   1701.9
     keep 1 2, then roll 3 dice     1701.9
     keep 1 3 6, then roll 2 dice   1701.8
     keep 1 2 6, then roll 2 dice   1701.7
     keep 1 3 4 6, then roll 1 die  1701.6
     keep 1 2 4 6, then roll 1 die  1701.4
     keep 1 2 3 6, then roll 1 die  1701.3
     score petite 1                 1700.9
     score petite 2                 1700.9
     score petite 3                 1700.9
     score petite 4                 1700.9
     score petite 5                 1700.9
     score petite 6                 1700.9
     score 1 1                      1697.7
     score 1 2                      1697.7
     score 1 3                      1697.7
     score 1 4                      1697.7
     score 1 5                      1697.7
     score 1 6                      1697.7
     score 2 1                      1696.6
     score 2 2                      1696.6
     score 2 3                      1696.6
     score 2 4                      1696.6
     score 2 5                      1696.6
     score 2 6                      1696.6
     score 3 1                      1695.2
     score 3 2                      1695.2
     score 3 3                      1695.2
     score 3 4                      1695.2
     score 3 5                      1695.2
     score 3 6                      1695.2
     score min 1                    1694.6
     score min 2                    1694.6
     score min 3                    1694.6
     score min 4                    1694.6
     score min 5                    1694.6
     score min 6                    1694.6
     score 4 1                      1693.6
     score 4 2                      1693.6
     score 4 3                      1693.6
  approximate: with one column per player, each of your columns valued by the classic table and added, the dice others throw for you taken as if you threw them
? 1
