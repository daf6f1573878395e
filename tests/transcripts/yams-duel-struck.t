## A duel (tapis-games(7), YAMS, yams:duel): alice writes 25 in carre, then
## bob's 25 beats it and strikes it out: alice scores 0 there, and her box
## average counts it 0, as the sheet does (sql/020), bob's 25.  The other
## boxes are scratched, a turn each, to the end.
## odds of a box nobody holds yet, and of one the player holds himself.
$ new yams:duel alice bob
Game #1 - yams:duel, duel: each box held by one player - alice, bob - alice throws.
$ 3 3 3 3 1
  throw 1 of 3: 1 3 3 3 3 - 1s 1, 3s 12, min 13, max 13, carré 25; 0 in 2s 4s 5s 6s suite full yams
$ score carre
  alice writes 25 in carré - total 25 - bob throws
$ 4 4 4 4 2
  throw 1 of 3: 2 4 4 4 4 - 2s 2, 4s 16, min 18, max 18, carré 25 (strikes alice's 25); 0 in 1s 3s 5s 6s suite full yams
$ odds full
  bob: chance of making full, best first
  *  keep 2 4 4 4, then roll 1 die  30.6%
     keep 4 4 4, then roll 2 dice   28.2%
     keep 4 4, then roll 3 dice     26.9%
     keep 2 4 4, then roll 2 dice   26.7%
     roll 5 dice                    19.1%
     keep 2, then roll 4 dice       19.1%
     keep 4, then roll 4 dice       19.1%
     keep 2 4, then roll 3 dice     17.6%
  and 2 more: --all lists every one
$ score carre
  bob writes 25 in carré - total 25 - alice's 25 in carré is struck out - alice throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 1s 1, 2s 2, 3s 3, 4s 4, 6s 6, min 16, max 16; 0 in 5s suite full yams
$ scratch 1
  alice scratches the 1s - total 0 - bob throws
$ odds carre
  bob: chance of making carre, best first
  *  roll 5 dice  29.1%
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 1s 1, 2s 2, 3s 3, 4s 4, 6s 6, min 16, max 16; 0 in 5s suite full yams
$ scratch 1
  bob scratches the 1s - total 25 - alice throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 2s 2, 3s 3, 4s 4, 6s 6, min 16, max 16; 0 in 5s suite full yams
$ scratch 2
  alice scratches the 2s - total 0 - bob throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 2s 2, 3s 3, 4s 4, 6s 6, min 16, max 16; 0 in 5s suite full yams
$ scratch 2
  bob scratches the 2s - total 25 - alice throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 3s 3, 4s 4, 6s 6, min 16, max 16; 0 in 5s suite full yams
$ scratch 3
  alice scratches the 3s - total 0 - bob throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 3s 3, 4s 4, 6s 6, min 16, max 16; 0 in 5s suite full yams
$ scratch 3
  bob scratches the 3s - total 25 - alice throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 4s 4, 6s 6, min 16, max 16; 0 in 5s suite full yams
$ scratch 4
  alice scratches the 4s - total 0 - bob throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 4s 4, 6s 6, min 16, max 16; 0 in 5s suite full yams
$ scratch 4
  bob scratches the 4s - total 25 - alice throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 6s 6, min 16, max 16; 0 in 5s suite full yams
$ scratch 5
  alice scratches the 5s - total 0 - bob throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 6s 6, min 16, max 16; 0 in 5s suite full yams
$ scratch 5
  bob scratches the 5s - total 25 - alice throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 6s 6, min 16, max 16; 0 in suite full yams
$ scratch 6
  alice scratches the 6s - total 0 - bob throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 6s 6, min 16, max 16; 0 in suite full yams
$ scratch 6
  bob scratches the 6s - total 25 - alice throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - min 16, max 16; 0 in suite full yams
$ scratch min
  alice scratches min - total 0 - bob throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - min 16, max 16; 0 in suite full yams
$ scratch min
  bob scratches min - total 25 - alice throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - max 16; 0 in suite full yams
$ scratch max
  alice scratches max - total 0 - bob throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - max 16; 0 in suite full yams
$ scratch max
  bob scratches max - total 25 - alice throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 0 in suite full yams
$ scratch suite
  alice scratches suite - total 0 - bob throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 0 in suite full yams
$ scratch suite
  bob scratches suite - total 25 - alice throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 0 in full yams
$ scratch full
  alice scratches full - total 0 - bob throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 0 in full yams
$ scratch full
  bob scratches full - total 25 - alice throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 0 in yams
$ scratch yams
  alice scratches yams - total 0 - bob throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 0 in yams
$ scratch yams
  bob scratches yams - total 25 - bob wins with 25!
$ games
#1  TODAY  yams:duel  alice 0, bob 25  bob won  24 turns
$ stats yams:duel
player  game       games  wins  win rate  average  best  per turn
alice   yams:duel  1      0     0%        0        0     0
bob     yams:duel  1      1     100%      25       25    2.1

Yams: columns of 1 to 6 filled (where the rules give a bonus), the bonus made, and turns written with five alike:
player  game       columns  bonus  bonus rate  Yams thrown
alice   yams:duel  0        0                  0
bob     yams:duel  0        0                  0

Yams: the average written in each box (a scratch counts 0, as a value struck out in a duel does):
player  game       box    written  average  scratched
alice   yams:duel  1s     1        0        1
alice   yams:duel  2s     1        0        1
alice   yams:duel  3s     1        0        1
alice   yams:duel  4s     1        0        1
alice   yams:duel  5s     1        0        1
alice   yams:duel  6s     1        0        1
alice   yams:duel  min    1        0        1
alice   yams:duel  max    1        0        1
alice   yams:duel  suite  1        0        1
alice   yams:duel  full   1        0        1
alice   yams:duel  carré  1        0        0
alice   yams:duel  yams   1        0        1
bob     yams:duel  1s     1        0        1
bob     yams:duel  2s     1        0        1
bob     yams:duel  3s     1        0        1
bob     yams:duel  4s     1        0        1
bob     yams:duel  5s     1        0        1
bob     yams:duel  6s     1        0        1
bob     yams:duel  min    1        0        1
bob     yams:duel  max    1        0        1
bob     yams:duel  suite  1        0        1
bob     yams:duel  full   1        0        1
bob     yams:duel  carré  1        25       0
bob     yams:duel  yams   1        0        1
? 0
