## A game of Yams every box of which both players scratch: a shared win
## with 0, said as such by games, replay and stats; then a game abandoned
## after one turn, as replay heads it; a win two of three players share,
## then one all three share (a pad of one box: Chance).
$ new yams alice bob
Game #1 - yams, one column a player - alice, bob - alice throws.
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 1s 1, 2s 2, 6s 18, min 21, max 21; 0 in 3s 4s 5s suite full carré yams
$ scratch 1
  alice scratches the 1s - total 0 - bob throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 1s 1, 2s 2, 6s 18, min 21, max 21; 0 in 3s 4s 5s suite full carré yams
$ scratch 1
  bob scratches the 1s - total 0 - alice throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 2s 2, 6s 18, min 21, max 21; 0 in 3s 4s 5s suite full carré yams
$ scratch 2
  alice scratches the 2s - total 0 - bob throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 2s 2, 6s 18, min 21, max 21; 0 in 3s 4s 5s suite full carré yams
$ scratch 2
  bob scratches the 2s - total 0 - alice throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 6s 18, min 21, max 21; 0 in 3s 4s 5s suite full carré yams
$ scratch 3
  alice scratches the 3s - total 0 - bob throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 6s 18, min 21, max 21; 0 in 3s 4s 5s suite full carré yams
$ scratch 3
  bob scratches the 3s - total 0 - alice throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 6s 18, min 21, max 21; 0 in 4s 5s suite full carré yams
$ scratch 4
  alice scratches the 4s - total 0 - bob throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 6s 18, min 21, max 21; 0 in 4s 5s suite full carré yams
$ scratch 4
  bob scratches the 4s - total 0 - alice throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 6s 18, min 21, max 21; 0 in 5s suite full carré yams
$ scratch 5
  alice scratches the 5s - total 0 - bob throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 6s 18, min 21, max 21; 0 in 5s suite full carré yams
$ scratch 5
  bob scratches the 5s - total 0 - alice throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 6s 18, min 21, max 21; 0 in suite full carré yams
$ scratch 6
  alice scratches the 6s - total 0 - bob throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 6s 18, min 21, max 21; 0 in suite full carré yams
$ scratch 6
  bob scratches the 6s - total 0 - alice throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - min 21, max 21; 0 in suite full carré yams
$ scratch min
  alice scratches min - total 0 - bob throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - min 21, max 21; 0 in suite full carré yams
$ scratch min
  bob scratches min - total 0 - alice throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - max 21; 0 in suite full carré yams
$ scratch max
  alice scratches max - total 0 - max is not above min: both count 0 - bob throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - max 21; 0 in suite full carré yams
$ scratch max
  bob scratches max - total 0 - max is not above min: both count 0 - alice throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 0 in suite full carré yams
$ scratch suite
  alice scratches suite - total 0 - bob throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 0 in suite full carré yams
$ scratch suite
  bob scratches suite - total 0 - alice throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 0 in full carré yams
$ scratch full
  alice scratches full - total 0 - bob throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 0 in full carré yams
$ scratch full
  bob scratches full - total 0 - alice throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 0 in carré yams
$ scratch carre
  alice scratches carré - total 0 - bob throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 0 in carré yams
$ scratch carre
  bob scratches carré - total 0 - alice throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 0 in yams
$ scratch yams
  alice scratches yams - total 0 - bob throws
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 0 in yams
$ scratch yams
  bob scratches yams - total 0 - alice and bob share the win with 0!
$ games
#1  TODAY  yams  alice 0, bob 0  a shared win  24 turns
$ replay 1 12
Game #1 - yams, one column a player - alice, bob - TODAY HH:MM - a shared win after 24 turns
round 12 - alice
alice: 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 0 in yams
alice: scratch yams
  alice scratches yams - total 0 - bob throws
round 12 - bob
bob: 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 0 in yams
bob: scratch yams
  bob scratches yams - total 0 - alice and bob share the win with 0!
$ stats alice
player  game  games  wins  win rate  average  best  per turn
alice   yams  1      1     100%      0        0     0

Yams: columns of 1 to 6 filled (where the rules give a bonus), the bonus made, and turns written with five alike:
player  game  columns  bonus  bonus rate  Yams thrown
alice   yams  1        0      0%          0

Yams: the average written in each box (a scratch counts 0, as a value struck out in a duel does):
player  game  box    written  average  scratched
alice   yams  1s     1        0        1
alice   yams  2s     1        0        1
alice   yams  3s     1        0        1
alice   yams  4s     1        0        1
alice   yams  5s     1        0        1
alice   yams  6s     1        0        1
alice   yams  min    1        0        1
alice   yams  max    1        0        1
alice   yams  suite  1        0        1
alice   yams  full   1        0        1
alice   yams  carré  1        0        1
alice   yams  yams   1        0        1
$ new 10000 carol dan opening=0
Game #2 - 10000, booklet rules, opening=0 - carol, dan - carol throws 5 dice.
$ 5 2 2 3 4
  scoring: 5 = 50   (2 2 3 4 score nothing)
$ bank
  (5 set aside) carol banks 50: 50 - dan throws 5 dice
$ abandon
abandoned game #2 (10000: carol, dan): it is no longer offered to be resumed, and counts in no statistic
$ replay 2
Game #2 - 10000, booklet rules, opening=0 - carol, dan - TODAY HH:MM - abandoned after 1 turn
round 1 - carol
carol: 5 2 2 3 4
  scoring: 5 = 50   (2 2 3 4 score nothing)
carol: bank
  (5 set aside) carol banks 50: 50 - dan throws 5 dice
$ games
#2  TODAY  10000  carol 50, dan 0  abandoned     1 turn
#1  TODAY  yams   alice 0, bob 0   a shared win  24 turns
$ new yams ann ben cal sheet=chance bonus=0
Game #3 - yams, one column a player, bonus=0, sheet=chance - ann, ben, cal - ann throws.
$ 6 6 5 2 1
  throw 1 of 3: 1 2 5 6 6 - chance 20
$ score chance
  ann writes 20 in chance - total 20 - ben throws
$ 6 6 5 2 1
  throw 1 of 3: 1 2 5 6 6 - chance 20
$ score chance
  ben writes 20 in chance - total 20 - cal throws
$ 1 1 2 2 3
  throw 1 of 3: 1 1 2 2 3 - chance 9
$ score chance
  cal writes 9 in chance - total 9 - ann and ben share the win with 20!
$ show
Game #3 - yams, one column a player, bonus=0, sheet=chance - ann, ben, cal - TODAY HH:MM - a shared win after 3 turns
            * ann   * ben     cal
  Chance       20      20       9
  total        20      20       9
  *: won
ann and ben share the win with 20!
$ new yams ann ben cal sheet=chance bonus=0
Game #4 - yams, one column a player, bonus=0, sheet=chance - ann, ben, cal - ann throws.
$ 6 6 5 2 1
  throw 1 of 3: 1 2 5 6 6 - chance 20
$ score chance
  ann writes 20 in chance - total 20 - ben throws
$ 6 6 5 2 1
  throw 1 of 3: 1 2 5 6 6 - chance 20
$ score chance
  ben writes 20 in chance - total 20 - cal throws
$ 6 6 5 2 1
  throw 1 of 3: 1 2 5 6 6 - chance 20
$ score chance
  cal writes 20 in chance - total 20 - ann and ben and cal share the win with 20!
$ show
Game #4 - yams, one column a player, bonus=0, sheet=chance - ann, ben, cal - TODAY HH:MM - a shared win after 3 turns
            * ann   * ben   * cal
  Chance       20      20      20
  total        20      20      20
  *: won
ann and ben and cal share the win with 20!
? 0
