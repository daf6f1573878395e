## A yams of two boxes (sheet=1,chance, no bonus) that alice and bob end
## level: the sheet names both leaders, then both winners, and show says
## the game was a shared win.  Then three players level after a round,
## on a sheet whose upper part is not 1 to 6 (1, 2, 3): the bonus note
## says what the upper part needs.  Last, two of three share the win.
$ new yams alice bob sheet=1,chance bonus=0
Game #1 - yams, one column a player, bonus=0, sheet=1,chance - alice, bob - alice throws.
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 1s 1, chance 16
$ score chance
  alice writes 16 in chance - total 16 - bob throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 1s 1, chance 16
$ score chance
  bob writes 16 in chance - total 16 - alice throws
$ sheet
Game #1 - yams (one column a player, bonus=0, sheet=1,chance) - round 2 of 2
            > alice     bob
  1               .       .
  upper           0       0
  Chance         16      16
  total          16      16
  >: to play
alice throws - leaders: alice and bob with 16
$ 1 1 2 3 4
  throw 1 of 3: 1 1 2 3 4 - 1s 2
$ score 1
  alice writes 2 in the 1s - total 18 - bob throws
$ 1 1 5 5 5
  throw 1 of 3: 1 1 5 5 5 - 1s 2
$ score 1
  bob writes 2 in the 1s - total 18 - alice and bob share the win with 18!
$ sheet
Game #1 - yams (one column a player, bonus=0, sheet=1,chance) - 2 rounds, over
            * alice   * bob
  1               2       2
  upper           2       2
  Chance         16      16
  total          18      18
  *: won
alice and bob share the win with 18!
$ show 1
Game #1 - yams, one column a player, bonus=0, sheet=1,chance - alice, bob - TODAY HH:MM - a shared win after 4 turns
            * alice   * bob
  1               2       2
  upper           2       2
  Chance         16      16
  total          18      18
  *: won
alice and bob share the win with 18!
$ new yams alice bob carol sheet=1,2,3,min,max,chance bonusat=20
Game #2 - yams, one column a player, bonusat=20, sheet=1,2,3,min,max,chance - alice, bob, carol - alice throws.
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 1s 1, 2s 2, 3s 3, min 16, max 16, chance 16
$ score chance
  alice writes 16 in chance - total 16 - bob throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 1s 1, 2s 2, 3s 3, min 16, max 16, chance 16
$ score chance
  bob writes 16 in chance - total 16 - carol throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 1s 1, 2s 2, 3s 3, min 16, max 16, chance 16
$ score chance
  carol writes 16 in chance - total 16 - alice throws
$ sheet
Game #2 - yams (one column a player, bonusat=20, sheet=1,2,3,min,max,chance) - round 2 of 6
            > alice     bob     carol
  1               .       .         .
  2               .       .         .
  3               .       .         .
  upper           0       0         0
  bonus        (21)    (21)      (21)
  Minimum         .       .         .
  Maximum         .       .         .
  Chance         16      16        16
  total          16      16        16
  >: to play
  (n): what the upper part still needs for the bonus of 30
alice throws - leaders: alice, bob and carol with 16
$ new yams alice bob carol sheet=chance bonus=0
Game #3 - yams, one column a player, bonus=0, sheet=chance - alice, bob, carol - alice throws.
game #2 (yams: alice, bob, carol) stays unfinished: resume 2 takes it up again
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - chance 16
$ score chance
  alice writes 16 in chance - total 16 - bob throws
$ 6 6 6 6 5
  throw 1 of 3: 5 6 6 6 6 - chance 29
$ score chance
  bob writes 29 in chance - total 29 - carol throws
$ 6 6 6 6 5
  throw 1 of 3: 5 6 6 6 6 - chance 29
$ score chance
  carol writes 29 in chance - total 29 - bob and carol share the win with 29!
? 0
