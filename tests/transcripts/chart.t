## chart in the C locale: ASCII, a mark a player (* alice, o bob), dots
## between.  Game 1, 10000: alice 1000, 1150, 1150 (a bust), 2150; bob 0
## (a bust), 1000, 1000 (a bust).  An entry undone is no turn: bob's last
## bank is undone.  Game 2, Yams: the total after each write (alice 22 in
## the full, bob 20 in the 5s).  The open game is untouched: after the
## charts alice still plays game 2.  Refused, one line each: an unknown
## game, a game with no turn yet (3), a word that is no game, an unknown
## flag, --svg without a file, two games, a folder that is not there.
$ new 10000 alice bob
Game #1 - 10000, booklet rules - alice, bob - alice throws 5 dice.
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) alice opens with 1000 - bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 1 5 2 3 6
  scoring: 1 5 = 150   (2 3 6 score nothing)
$ bank
  (1 5 set aside) alice banks 150: 1150 - bob throws 5 dice
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) bob opens with 1000 - alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (1 in a row) - bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - bob gets a cross (1 in a row) - alice throws 5 dice
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) alice banks 1000: 2150 - bob throws 5 dice
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) bob banks 1000: 2000 - alice throws 5 dice
$ undo
  undone: bob's bank - bob's turn: 0 points set aside, threw 1 1 1 2 3
$ undo
  undone: bob's throw 1 1 1 2 3 - bob throws 5 dice
$ chart 1
Game #1 - 10000 - score after each turn
  * alice 2150   o bob 1000
2400 +
     |
     |                                                                      .*
     |                                                                   ...
1800 +                                                                ...
     |                                                             ...
     |                                                          ...
     |                                                       ...
1200 +                           .........*................*.
     |                 .*........        .o................o
     |               ..                ..
     |            ...               ...
 600 +         ...               ...
     |       ..                ..
     |    ...               ...
     |  ..                ..
   0 +..................o.
     ++-----------------+-----------------+----------------+-----------------+
turn  0                 1                 2                3                 4
$ new yams:duel alice bob
Game #2 - yams:duel, duel: each box held by one player - alice, bob - alice throws.
game #1 (10000: alice, bob) stays unfinished: resume 1 takes it up again
$ 2 6 6 3 6
  throw 1 of 3: 2 3 6 6 6 - 2s 2, 3s 3, 6s 18, min 23, max 23; 0 in 1s 4s 5s suite full carré yams
$ keep 6 6 6
  keeping 6 6 6: throw 2 dice
$ 2 2
  throw 2 of 3: 2 2 6 6 6 - 2s 4, 6s 18, min 22, max 22, full 22; 0 in 1s 3s 4s 5s suite carré yams
$ score full
  alice writes 22 in full - total 22 - bob throws
$ 5 5 1 2 3
  throw 1 of 3: 1 2 3 5 5 - 1s 1, 2s 2, 3s 3, 5s 10, min 16, max 16; 0 in 4s 6s suite full carré yams
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 5 4 5
  throw 2 of 3: 4 5 5 5 5 - 4s 4, 5s 20, min 24, max 24, carré 25; 0 in 1s 2s 3s 6s suite full yams
$ score 5
  bob writes 20 in the 5s - total 20 - alice throws
$ courbe
Game #2 - yams:duel - score after each turn
  * alice 22   o bob 20
  24 +
     |                                                                     ..*
     |                                                                .....
     |                                                            ....     ..o
  18 +                                                       .....   ......
     |                                                  .....   .....
     |                                             .....  ......
     |                                         ....  .....
  12 +                                    ...........
     |                               ..........
     |                           .........
     |                      .........
   6 +                 ........
     |            ........
     |        ......
     |   ......
   0 +...
     ++----------------------------------------------------------------------+
turn  0                                                                      1
$ chart #1
Game #1 - 10000 - score after each turn
  * alice 2150   o bob 1000
2400 +
     |
     |                                                                      .*
     |                                                                   ...
1800 +                                                                ...
     |                                                             ...
     |                                                          ...
     |                                                       ...
1200 +                           .........*................*.
     |                 .*........        .o................o
     |               ..                ..
     |            ...               ...
 600 +         ...               ...
     |       ..                ..
     |    ...               ...
     |  ..                ..
   0 +..................o.
     ++-----------------+-----------------+----------------+-----------------+
turn  0                 1                 2                3                 4
$ sheet
Game #2 - yams:duel (duel: each box held by one player) - round 2 of 12
            > alice     bob
  1               .       .
  2               .       .
  3               .       .
  4               .       .
  5               .      20
  6               .       .
  1-6             0      20
  Minimum         .       .
  Maximum         .       .
  Suite           .       .
  Full           22       .
  Carré           .       .
  Yams            .       .
  total          22      20
  >: to play
alice throws - leader: alice with 22
$ chart 9
tapis: line 30: there is no game #9 ('games' lists them)
$ new 5000 carol dan
Game #3 - 5000, six dice - carol, dan - carol throws 6 dice.
game #2 (yams:duel: alice, bob) stays unfinished: resume 2 takes it up again
$ chart 3
tapis: line 32: game #3 has no turn yet: nothing to chart
$ chart x
tapis: line 33: 'x' is not a game number ('games' lists them)
$ chart 1 --png
tapis: line 34: chart takes --svg FILE, not '--png'
$ chart 1 --svg
tapis: line 35: --svg needs the file to write
$ chart 1 2
tapis: line 36: usage: chart [GAME] [--svg FILE]
$ chart 1 --svg /nonexistent-folder/chart.svg
tapis: line 37: cannot write /nonexistent-folder/chart.svg: No such file or directory
? 1
