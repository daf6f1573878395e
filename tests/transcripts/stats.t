## stats, leaderboard and versus over games computed by hand.  Only finished
## games count: game 4 (5000) is abandoned and game 8 (carol) still played.
## Game 1, 10000:350 target=2000 crosses=2 exact=no, alice and bob:
##  alice: t1 5 dice, keep 250, 2 dice, bank 350 (opens); t2 bust 5 dice,
##  cross; t3 5 dice, keep 150, bust 3 dice, 2nd cross: back to 0 (penalty
##  350); t4 takes bob's 1000 by throwing 2 dice, banks 1100 (piggy-back
##  taken and won); t5 5 dice, banks 600 (1700); t6 5 dice, banks 1050:
##  2750, wins.  6 turns: per turn 2750/6 = 458.3; best turn 1100; throws
##  5 dice 5 (1 bust), 3 dice 1 (1 bust), 2 dice 2 (none).
##  bob: t1 bust 5 dice (unopened: no cross); t2 5 dice full hand 1100, bust
##  5 dice; t3 5 dice, banks 1000 (opens in turn 3); t4 takes alice's 1100,
##  busts 1 die (cross; piggy-back taken, not won); t5 declines 600, bust 5
##  dice: 2nd cross, back to 0 (penalty 1000).  5 turns, final 0; throws 5
##  dice 5 (3 busts), 1 die 1 (1 bust); 1 full hand.
## Game 2, 10000 target=1000 single5=0: bob busts, alice banks 500 (opens,
## turn 1), bob banks 1000 and wins (opens in turn 2).  Game 3, 10000
## target=500: alice banks 500 and wins; bob has no turn.
##  10000: alice 2 games, 1 win, average (500+500)/2, best 500, 2 turns, 500
##  a turn; bob 2 games, 1 win, average (1000+0)/2 = 500, best 1000, 2
##  turns, 1000/2 = 500 a turn.
## The odds (luck column), from tapis-games(7): no 1, no 5, no three alike: 1 die
## 4/6 = 66.7%, 2 dice 16/36 = 44.4%, 3 dice 60/216 = 27.8%, 5 dice
## 600/7776 = 7.7%.  With single5=0 (game 2) 5 dice bust 2100/7776 = 27.0%
## (tests/test_stats.c), so alice's two 5-dice throws of 10000 (one in game
## 2, one in game 3) give (2100 + 600) / 2 / 7776 = 17.4%, bob's two (game
## 2) 27.0%.
## Game 5, Yams (transcript yams-classic): alice 231 in 12 turns; boxes 1s
## 0 (scratched), 2s 4, 3s 6, 4s 12, 5s 15, 6s 24, min 9, max 28, suite 20,
## full 28, carre 25, yams 30; 1 to 6 make 61 > 60: the bonus; one turn
## written with five alike (the Yams).  Game 6, Yams: alice scratches every
## box (0, no bonus).  So yams: 2 games, 2 wins, average 231/2 = 115.5,
## best 231, 24 turns, 231/24 = 9.6 a turn; the bonus in 1 column of 2
## (50%); each box written twice, its average half of game 5's (5s 7.5,
## carre 12.5), each scratched once but the 1s twice.
## Game 7, Yam Master (transcript yam-master-line): alice 4 (7 pawns, a line
## of five, 7 turns: 0.57 a turn), bob 2 (5 pawns and a pass, 6 turns).
## Leaderboard: alice wins games 1, 3, 5, 6, 7 of 6; bob game 2 of 4.
## Versus: 10000 alice 1 win (game 3) and bob 1 (game 2), each ahead once.
$ new 10000:350 alice bob target=2000 crosses=2 exact=no
Game #1 - 10000:350, 350 to open, piggy-back, target=2000, exact=no, crosses=2 - alice, bob - alice throws 5 dice.
$ 1 1 5 2 3
  scoring: 1 1 5 = 250   (2 3 score nothing)
$ keep 1 1 5
  set aside 1 1 5: turn 250, 2 dice to throw (350 needed to open)
$ 1 2
  scoring: 1 = 100   (2 scores nothing)
$ bank
  (1 set aside) alice opens with 350 - bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 3 3 4 6 2
  bust: nothing scores - alice gets a cross (1 in a row) - bob throws 5 dice
$ 1 1 1 5 5
  scoring: 1 1 1 5 5 = 1100 - keeping all 5 makes a full hand: turn 1100, throw 5 dice
$ keep 1 1 1 5 5
  set aside 1 1 1 5 5: full hand, turn 1100, throw all 5 dice
$ 2 3 4 6 6
  bust: nothing scores, 1100 lost - alice throws 5 dice
$ 1 5 2 3 3
  scoring: 1 5 = 150   (2 3 3 score nothing)
$ keep 1 5
  set aside 1 5: turn 150, 3 dice to throw
$ 2 3 4
  bust: nothing scores, 150 lost - 2 crosses in a row take alice back to 0, crosses wiped - bob throws 5 dice
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) bob opens with 1000 - alice throws 5 dice, or takes over 1000 with 2 dice (take)
$ 1 2
  alice takes over 1000 - scoring: 1 = 100   (2 scores nothing)
$ bank
  (1 set aside) alice banks 1100: 1100 - bob throws 5 dice, or takes over 1100 with 1 die (take)
$ take
  bob takes over 1100: throw 1 die
$ 3
  bust: nothing scores, 1100 lost - bob gets a cross (1 in a row) - alice throws 5 dice
$ 5 5 5 1 2
  scoring: 1 5 5 5 = 600   (2 scores nothing)
$ bank
  (1 5 5 5 set aside) alice banks 600: 1700 - bob throws 5 dice, or takes over 600 with 1 die (take)
$ 2 2 3 4 6
  bust: nothing scores - 2 crosses in a row take bob back to 0, crosses wiped - alice throws 5 dice
$ 1 1 1 5 2
  scoring: 1 1 1 5 = 1050   (2 scores nothing)
$ bank
  (1 1 1 5 set aside) alice banks 1050: 2750 - alice wins with 2750!
$ new 10000 bob alice target=1000 single5=0
Game #2 - 10000, booklet rules, target=1000, single5=0 - bob, alice - bob throws 5 dice.
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 5 5 5 2 3
  scoring: 5 5 5 = 500   (2 3 score nothing)
$ bank
  (5 5 5 set aside) alice opens with 500 - bob throws 5 dice
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) bob banks 1000: 1000 - bob wins with 1000!
$ new 10000 alice bob target=500
Game #3 - 10000, booklet rules, target=500 - alice, bob - alice throws 5 dice.
$ 5 5 5 2 3
  scoring: 5 5 5 = 500   (2 3 score nothing)
$ bank
  (5 5 5 set aside) alice banks 500: 500 - alice wins with 500!
$ new 5000 alice bob
Game #4 - 5000, six dice - alice, bob - alice throws 6 dice.
$ 2 2 3 4 6 6
  bust: nothing scores - bob throws 6 dice
$ abandon
abandoned game #4 (5000: alice, bob): it is no longer offered to be resumed, and counts in no statistic
$ new yams alice
Game #5 - yams, one column a player - alice - alice throws.
$ 6 6 6 2 5
  throw 1 of 3: 2 5 6 6 6 - 2s 2, 5s 5, 6s 18, min 25, max 25; 0 in 1s 3s 4s suite full carré yams
$ keep 6 6 6
  keeping 6 6 6: throw 2 dice
$ 6 1
  throw 2 of 3: 1 6 6 6 6 - 1s 1, 6s 24, min 25, max 25, carré 25; 0 in 2s 3s 4s 5s suite full yams
$ keep 6 6 6 6
  keeping 6 6 6 6: throw 1 die
$ 6 6 6 6 3
  throw 3 of 3: 3 6 6 6 6 - 3s 3, 6s 24, min 27, max 27, carré 25; 0 in 1s 2s 4s 5s suite full yams - write: score BOX
$ score 6
  alice writes 24 in the 6s - total 24 - alice throws
$ 2 3 4 5 6
  throw 1 of 3: 2 3 4 5 6 - 2s 2, 3s 3, 4s 4, 5s 5, min 20, max 20, suite 20; 0 in 1s full carré yams
$ score suite
  alice writes 20 in suite - total 44 - alice throws
$ 5 5 2 3 1
  throw 1 of 3: 1 2 3 5 5 - 1s 1, 2s 2, 3s 3, 5s 10, min 16, max 16; 0 in 4s full carré yams
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 5 4 2
  throw 2 of 3: 2 4 5 5 5 - 2s 2, 4s 4, 5s 15, min 21, max 21; 0 in 1s 3s full carré yams
$ keep 5 5 5
  keeping 5 5 5: throw 2 dice
$ 1 3
  throw 3 of 3: 1 3 5 5 5 - 1s 1, 3s 3, 5s 15, min 19, max 19; 0 in 2s 4s full carré yams - write: score BOX
$ score 5
  alice writes 15 in the 5s - total 59 - alice throws
$ 4 4 3 2 6
  throw 1 of 3: 2 3 4 4 6 - 2s 2, 3s 3, 4s 8, min 19, max 19; 0 in 1s full carré yams
$ keep 4 4
  keeping 4 4: throw 3 dice
$ 4 1 1
  throw 2 of 3: 1 1 4 4 4 - 1s 2, 4s 12, min 14, max 14, full 14; 0 in 2s 3s carré yams
$ score 4
  alice writes 12 in the 4s - total 71 - alice throws
$ 4 5 5 6 6
  throw 1 of 3: 4 5 5 6 6 - min 26, max 26; 0 in 1s 2s 3s full carré yams
$ keep 5 5 6 6
  keeping 5 5 6 6: throw 1 die
$ 6
  throw 2 of 3: 5 5 6 6 6 - min 28, max 28, full 28; 0 in 1s 2s 3s carré yams
$ score max
  alice writes 28 in max - total 99 - alice throws
$ 2 2 2 2 2
  throw 1 of 3: 2 2 2 2 2 - 2s 10, min 10, carré 25, yams 30; 0 in 1s 3s full
$ score yams
  alice writes 30 in yams - total 129 - alice throws
$ 3 3 3 1 6
  throw 1 of 3: 1 3 3 3 6 - 1s 1, 3s 9, min 16; 0 in 2s full carré
$ keep 3 3 3
  keeping 3 3 3: throw 2 dice
$ 3 2
  throw 2 of 3: 2 3 3 3 3 - 2s 2, 3s 12, min 14, carré 25; 0 in 1s full
$ score carre
  alice writes 25 in carré - total 154 - alice throws
$ 6 6 6 6 6
  throw 1 of 3: 6 6 6 6 6 - min 30 (not below max 28: both 0); 0 in 1s 2s 3s full
$ 3 5
  (kept 6 6 6) throw 2 of 3: 3 5 6 6 6 - 3s 3, min 26; 0 in 1s 2s full
$ keep 6 6 6
  keeping 6 6 6: throw 2 dice
$ 5 4
  throw 3 of 3: 4 5 6 6 6 - min 27; 0 in 1s 2s 3s full - write: score BOX
$ undo
  undone: alice's throw 5 4 - alice's turn: throw 2 of 3, 3 5 6 6 6, keeping 6 6 6
$ 5 5
  throw 3 of 3: 5 5 6 6 6 - min 28 (not below max 28: both 0), full 28; 0 in 1s 2s 3s - write: score BOX
$ score full
  alice writes 28 in full - total 182 - alice throws
$ 1 3 4 6 6
  throw 1 of 3: 1 3 4 6 6 - 1s 1, 3s 3, min 20; 0 in 2s
$ keep 3
  keeping 3: throw 4 dice
$ 2 3 5 6
  throw 2 of 3: 2 3 3 5 6 - 2s 2, 3s 6, min 19; 0 in 1s
$ keep 3 3
  keeping 3 3: throw 3 dice
$ 1 4 6
  throw 3 of 3: 1 3 3 4 6 - 1s 1, 3s 6, min 17; 0 in 2s - write: score BOX
$ score min
  alice writes 17 in min - total 199 - alice throws
$ undo
  undone: alice's score min - alice's turn: throw 3 of 3, 1 3 3 4 6
$ score 3
  alice writes 6 in the 3s - total 188 - alice throws
$ 2 2 5 6 3
  throw 1 of 3: 2 2 3 5 6 - 2s 4, min 18; 0 in 1s
$ keep 2 2
  keeping 2 2: throw 3 dice
$ 3 4 6
  throw 2 of 3: 2 2 3 4 6 - 2s 4, min 17; 0 in 1s
$ keep 2 2
  keeping 2 2: throw 3 dice
$ 1 5 5
  throw 3 of 3: 1 2 2 5 5 - 1s 1, 2s 4, min 15 - write: score BOX
$ score 2
  alice writes 4 in the 2s - total 222 - bonus 30 made - alice throws
$ 1 2 2 3 5
  throw 1 of 3: 1 2 2 3 5 - 1s 1, min 13
$ keep 1 2 2
  keeping 1 2 2: throw 2 dice
$ 1 3
  throw 2 of 3: 1 1 2 2 3 - 1s 2, min 9
$ score min
  alice writes 9 in min - total 231 - alice throws
$ 3 4 4 6 6
  throw 1 of 3: 3 4 4 6 6 - 0 in 1s
$ 2 3 5 6 6
  throw 2 of 3: 2 3 5 6 6 - 0 in 1s
$ 2 2 4 5 6
  throw 3 of 3: 2 2 4 5 6 - 0 in 1s - nothing made: scratch BOX
$ scratch 1
  alice scratches the 1s - total 231 - alice wins with 231!
$ undo
  undone: alice's scratch 1 - alice's turn: throw 3 of 3, 2 2 4 5 6
$ redo
  redone: alice's scratch 1
  alice scratches the 1s - total 231 - alice wins with 231!
$ new yams alice
Game #6 - yams, one column a player - alice - alice throws.
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - 1s 2, 2s 2, 3s 3, 6s 6, min 13, max 13; 0 in 4s 5s suite full carré yams
$ scratch 1
  alice scratches the 1s - total 0 - alice throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - 2s 2, 3s 3, 6s 6, min 13, max 13; 0 in 4s 5s suite full carré yams
$ scratch 2
  alice scratches the 2s - total 0 - alice throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - 3s 3, 6s 6, min 13, max 13; 0 in 4s 5s suite full carré yams
$ scratch 3
  alice scratches the 3s - total 0 - alice throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - 6s 6, min 13, max 13; 0 in 4s 5s suite full carré yams
$ scratch 4
  alice scratches the 4s - total 0 - alice throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - 6s 6, min 13, max 13; 0 in 5s suite full carré yams
$ scratch 5
  alice scratches the 5s - total 0 - alice throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - 6s 6, min 13, max 13; 0 in suite full carré yams
$ scratch 6
  alice scratches the 6s - total 0 - alice throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - min 13, max 13; 0 in suite full carré yams
$ scratch min
  alice scratches min - total 0 - alice throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - max 13; 0 in suite full carré yams
$ scratch max
  alice scratches max - total 0 - max is not above min: both count 0 - alice throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - 0 in suite full carré yams
$ scratch suite
  alice scratches suite - total 0 - alice throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - 0 in full carré yams
$ scratch full
  alice scratches full - total 0 - alice throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - 0 in carré yams
$ scratch carre
  alice scratches carré - total 0 - alice throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - 0 in yams
$ scratch yams
  alice scratches yams - total 0 - alice wins with 0!
$ new yam-master alice bob
Game #7 - yam-master, two players, twelve pawns each - alice, bob - alice (X) throws, 12 pawns left.
Game #7 - yam-master (two players, twelve pawns each) - round 1
          a         b         c         d         e
     +---------+---------+---------+---------+---------+
  1  | 1       | 3       | Appel   | 4       | 6       |
     +---------+---------+---------+---------+---------+
  2  | 2       | Carre   | Sec     | Full    | 5       |
     +---------+---------+---------+---------+---------+
  3  | <=8     | Full    | Yam     | Appel   | Suite   |
     +---------+---------+---------+---------+---------+
  4  | 6       | Sec     | Suite   | <=8     | 1       |
     +---------+---------+---------+---------+---------+
  5  | 3       | 2       | Carre   | 5       | 4       |
     +---------+---------+---------+---------+---------+
> X alice  0 placed, 12 left, count 0
  O bob    0 placed, 12 left, count 0
  >: to play
alice (X) throws, 12 pawns left
$ 3 3 3 3 5
  throw 1 of 3: 3 3 3 3 5, a sec - 3s b1 a5, carre b2 c5, sec c2 b4 - or call a major
$ place c2
  alice puts a pawn on c2 (sec): 11 left, count 0
      a   b   c   d   e
  1   1   3   Ap  4   6     X alice: 1 placed, 11 left, count 0
  2   2   Ca  X+  Fu  5     O bob: 0 placed, 12 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 12 pawns left
$ 6 6 6 1 2
  throw 1 of 3: 1 2 6 6 6 - 6s e1 a4 - or call a major
$ place e1
  bob puts a pawn on e1 (6s): 11 left, count 0
      a   b   c   d   e
  1   1   3   Ap  4   O+    X alice: 1 placed, 11 left, count 0
  2   2   Ca  X   Fu  5     O bob: 1 placed, 11 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
alice (X) throws, 11 pawns left
$ 2 2 4 5 6
  throw 1 of 3: 2 2 4 5 6 - the dice make no free cell - or call a major
$ call suite
  alice calls suite: made by the end of the turn, it opens the Appel cells
$ keep 2 4 5 6
  keeping 2 4 5 6: throw 1 die
$ 3
  throw 2 of 3: 2 3 4 5 6 - suite e3 c4, appel c1 d3
$ place c1
  alice puts a pawn on c1 (appel): 10 left, count 0
      a   b   c   d   e
  1   1   3   X+  4   O     X alice: 2 placed, 10 left, count 0
  2   2   Ca  X   Fu  5     O bob: 1 placed, 11 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 11 pawns left
$ 5 5 5 2 1
  throw 1 of 3: 1 2 5 5 5 - 5s e2 d5 - or call a major
$ place d5
  bob puts a pawn on d5 (5s): 10 left, count 0
      a   b   c   d   e
  1   1   3   X   4   O     X alice: 2 placed, 10 left, count 0
  2   2   Ca  X   Fu  5     O bob: 2 placed, 10 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  O+  4
alice (X) throws, 10 pawns left
$ undo
  undone: bob's pawn d5 - bob's turn: throw 1 of 3, 1 2 5 5 5
$ place e2
  bob puts a pawn on e2 (5s): 10 left, count 0
      a   b   c   d   e
  1   1   3   X   4   O     X alice: 2 placed, 10 left, count 0
  2   2   Ca  X   Fu  O+    O bob: 2 placed, 10 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
alice (X) throws, 10 pawns left
$ 1 1 2 3 4
  throw 1 of 3: 1 1 2 3 4 - the dice make no free cell - or call a major
$ keep 1 2 3 4
  keeping 1 2 3 4: throw 1 die
$ 5
  throw 2 of 3: 1 2 3 4 5 - suite e3 c4
$ place c4
  alice puts a pawn on c4 (suite): 9 left, count 0
      a   b   c   d   e
  1   1   3   X   4   O     X alice: 3 placed, 9 left, count 0
  2   2   Ca  X   Fu  O     O bob: 2 placed, 10 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  X+  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 10 pawns left
$ 4 4 4 5 5
  throw 1 of 3: 4 4 4 5 5, a sec - 4s d1 e5, full d2 b3, sec b4 - or call a major
$ call carre
  bob calls carre after a sec: throw again a die of it, then any major opens the Appel cells
$ keep 4 4 4
  keeping 4 4 4: throw 2 dice
$ 4 2
  throw 2 of 3: 2 4 4 4 4 - 4s d1 e5, carre b2 c5, appel d3
$ place d3
  bob puts a pawn on d3 (appel): 9 left, count 0
      a   b   c   d   e
  1   1   3   X   4   O     X alice: 3 placed, 9 left, count 0
  2   2   Ca  X   Fu  O     O bob: 3 placed, 9 left, count 0
  3   <=8 Fu  Ya  O+  Su
  4   6   Se  X   <=8 1
  5   3   2   Ca  5   4
alice (X) throws, 9 pawns left
$ 6 6 2 3 6
  throw 1 of 3: 2 3 6 6 6 - 6s a4 - or call a major
$ keep 6 6 6
  keeping 6 6 6: throw 2 dice
$ 6 1
  throw 2 of 3: 1 6 6 6 6 - 6s a4, carre b2 c5
$ keep 6 6 6 6
  keeping 6 6 6 6: throw 1 die
$ 6
  throw 3 of 3: 6 6 6 6 6 - 6s a4, full d2 b3, carre b2 c5, yam c3
$ place c3
  alice puts a pawn on c3 (yam): 8 left, count 2
      a   b   c   d   e
  1   1   3   X   4   O     X alice: 4 placed, 8 left, count 2
  2   2   Ca  X   Fu  O     O bob: 3 placed, 9 left, count 0
  3   <=8 Fu  X+  O   Su
  4   6   Se  X   <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 9 pawns left
$ 1 2 3 5 6
  throw 1 of 3: 1 2 3 5 6 - the dice make no free cell - or call a major
$ 1 2 4 6 6
  throw 2 of 3: 1 2 4 6 6 - the dice make no free cell
$ 2 3 6 6 6
  throw 3 of 3: 2 3 6 6 6 - 6s a4
$ pass
  bob passes - alice (X) throws, 8 pawns left
$ 4 4 4 4 1
  throw 1 of 3: 1 4 4 4 4, a sec - 4s d1 e5, carre b2 c5, sec b4 - or call a major
$ place b2
  alice puts a pawn on b2 (carre): 7 left, count 2
      a   b   c   d   e
  1   1   3   X   4   O     X alice: 5 placed, 7 left, count 2
  2   2   X+  X   Fu  O     O bob: 3 placed, 9 left, count 0
  3   <=8 Fu  X   O   Su
  4   6   Se  X   <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 9 pawns left
$ 1 1 1 5 6
  throw 1 of 3: 1 1 1 5 6 - 1s a1 e4 - or call a major
$ keep 1 1 1
  keeping 1 1 1: throw 2 dice
$ 1 3
  throw 2 of 3: 1 1 1 1 3 - 1s a1 e4, carre c5, small a3 d4
$ place e4
  bob puts a pawn on e4 (1s): 8 left, count 0
      a   b   c   d   e
  1   1   3   X   4   O     X alice: 5 placed, 7 left, count 2
  2   2   X   X   Fu  O     O bob: 4 placed, 8 left, count 0
  3   <=8 Fu  X   O   Su
  4   6   Se  X   <=8 O+
  5   3   2   Ca  5   4
alice (X) throws, 7 pawns left
$ 1 2 2 2 1
  throw 1 of 3: 1 1 2 2 2, a sec - 2s a2 b5, full d2 b3, small a3 d4, sec b4 - or call a major
$ place d4
  alice puts a pawn on d4 (small): 6 left, count 3
      a   b   c   d   e
  1   1   3   X   4   O     X alice: 6 placed, 6 left, count 3
  2   2   X   X   Fu  O     O bob: 4 placed, 8 left, count 0
  3   <=8 Fu  X   O   Su
  4   6   Se  X   X+  O
  5   3   2   Ca  5   4
bob (O) throws, 8 pawns left
$ 3 4 5 6 6
  throw 1 of 3: 3 4 5 6 6 - the dice make no free cell - or call a major
$ keep 3 4 5 6
  keeping 3 4 5 6: throw 1 die
$ 2
  throw 2 of 3: 2 3 4 5 6 - suite e3
$ place e3
  bob puts a pawn on e3 (suite): 7 left, count 2
      a   b   c   d   e
  1   1   3   X   4   O     X alice: 6 placed, 6 left, count 3
  2   2   X   X   Fu  O     O bob: 5 placed, 7 left, count 2
  3   <=8 Fu  X   O   O+
  4   6   Se  X   X   O
  5   3   2   Ca  5   4
alice (X) throws, 6 pawns left
$ 5 5 5 5 3
  throw 1 of 3: 3 5 5 5 5, a sec - 5s d5, carre c5, sec b4 - or call a major
$ place c5
  alice puts a pawn on c5 (carre): 5 left, count 4 - alice makes a line of five - count: alice 4, bob 2 - alice wins!
      a   b   c   d   e
  1   1   3   X   4   O     X alice: 7 placed, 5 left, count 4
  2   2   X   X   Fu  O     O bob: 5 placed, 7 left, count 2
  3   <=8 Fu  X   O   O
  4   6   Se  X   X   O
  5   3   2   X+  5   4
$ undo
  undone: alice's pawn c5 - alice's turn: throw 1 of 3, 3 5 5 5 5
$ redo
  redone: alice's pawn c5
  alice puts a pawn on c5 (carre): 5 left, count 4 - alice makes a line of five - count: alice 4, bob 2 - alice wins!
      a   b   c   d   e
  1   1   3   X   4   O     X alice: 7 placed, 5 left, count 4
  2   2   X   X   Fu  O     O bob: 5 placed, 7 left, count 2
  3   <=8 Fu  X   O   O
  4   6   Se  X   X   O
  5   3   2   X+  5   4
$ new 10000 carol alice
Game #8 - 10000, booklet rules - carol, alice - carol throws 5 dice.
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ stats
player  game        games  wins  win rate  average  best  per turn
alice   10000       2      1     50%       500      500   500
bob     10000       2      1     50%       500      1000  500
alice   10000:350   1      1     100%      2750     2750  458.3
bob     10000:350   1      0     0%        0        0     0
alice   yam-master  1      1     100%      4        4     0.6
bob     yam-master  1      0     0%        2        2     0.3
alice   yams        2      2     100%      115.5    231   9.6

Busts by dice thrown, beside the odds the dice give under the game's rules (the luck column):
player  game       dice  throws  busts  bust rate  odds
alice   10000      5     2       0      0%         17.4%
bob     10000      5     2       1      50%        27%
alice   10000:350  2     2       0      0%         44.4%
alice   10000:350  3     1       1      100%       27.8%
alice   10000:350  5     5       1      20%        7.7%
bob     10000:350  1     1       1      100%       66.7%
bob     10000:350  5     5       3      60%        7.7%

Turns: the average number to the first bank, crosses, penalties and the points they took, the best turn, full hands thrown again, piggy-backs taken and those banked:
player  game       turns to open  crosses  penalties  points lost  best turn  full hands  piggy-backs  won
alice   10000      1              0        0          0            500        0           0            0
bob     10000      2              0        0          0            1000       0           0            0
alice   10000:350  1              2        1          350          1100       0           1            1
bob     10000:350  3              2        1          1000         1000       1           1            0

Yams: columns of 1 to 6 filled (where the rules give a bonus), the bonus made, and turns written with five alike:
player  game  columns  bonus  bonus rate  Yams thrown
alice   yams  2        1      50%         1

Yams: the average written in each box (a scratch counts 0, as a value struck out in a duel does):
player  game  box    written  average  scratched
alice   yams  1s     2        0        2
alice   yams  2s     2        2        1
alice   yams  3s     2        3        1
alice   yams  4s     2        6        1
alice   yams  5s     2        7.5      1
alice   yams  6s     2        12       1
alice   yams  min    2        4.5      1
alice   yams  max    2        14       1
alice   yams  suite  2        10       1
alice   yams  full   2        14       1
alice   yams  carré  2        12.5     1
alice   yams  yams   2        15       1

Yam Master: pawns placed, lines of five made and the average count at the end:
player  game        games  pawns placed  lines of five  average count
alice   yam-master  1      7             1              4
bob     yam-master  1      5             0              2
$ stats alice
player  game        games  wins  win rate  average  best  per turn
alice   10000       2      1     50%       500      500   500
alice   10000:350   1      1     100%      2750     2750  458.3
alice   yam-master  1      1     100%      4        4     0.6
alice   yams        2      2     100%      115.5    231   9.6

Busts by dice thrown, beside the odds the dice give under the game's rules (the luck column):
player  game       dice  throws  busts  bust rate  odds
alice   10000      5     2       0      0%         17.4%
alice   10000:350  2     2       0      0%         44.4%
alice   10000:350  3     1       1      100%       27.8%
alice   10000:350  5     5       1      20%        7.7%

Turns: the average number to the first bank, crosses, penalties and the points they took, the best turn, full hands thrown again, piggy-backs taken and those banked:
player  game       turns to open  crosses  penalties  points lost  best turn  full hands  piggy-backs  won
alice   10000      1              0        0          0            500        0           0            0
alice   10000:350  1              2        1          350          1100       0           1            1

Yams: columns of 1 to 6 filled (where the rules give a bonus), the bonus made, and turns written with five alike:
player  game  columns  bonus  bonus rate  Yams thrown
alice   yams  2        1      50%         1

Yams: the average written in each box (a scratch counts 0, as a value struck out in a duel does):
player  game  box    written  average  scratched
alice   yams  1s     2        0        2
alice   yams  2s     2        2        1
alice   yams  3s     2        3        1
alice   yams  4s     2        6        1
alice   yams  5s     2        7.5      1
alice   yams  6s     2        12       1
alice   yams  min    2        4.5      1
alice   yams  max    2        14       1
alice   yams  suite  2        10       1
alice   yams  full   2        14       1
alice   yams  carré  2        12.5     1
alice   yams  yams   2        15       1

Yam Master: pawns placed, lines of five made and the average count at the end:
player  game        games  pawns placed  lines of five  average count
alice   yam-master  1      7             1              4
$ stats 10000
player  game   games  wins  win rate  average  best  per turn
alice   10000  2      1     50%       500      500   500
bob     10000  2      1     50%       500      1000  500

Busts by dice thrown, beside the odds the dice give under the game's rules (the luck column):
player  game   dice  throws  busts  bust rate  odds
alice   10000  5     2       0      0%         17.4%
bob     10000  5     2       1      50%        27%

Turns: the average number to the first bank, crosses, penalties and the points they took, the best turn, full hands thrown again, piggy-backs taken and those banked:
player  game   turns to open  crosses  penalties  points lost  best turn  full hands  piggy-backs  won
alice   10000  1              0        0          0            500        0           0            0
bob     10000  2              0        0          0            1000       0           0            0
$ stats yams --tsv
table	player	game	games	wins	shared	win_rate	average	best	turns	per_turn	lost
stats	alice	yams	2	2	0	1	115.5	231	24	9.6	
table	player	game	games	columns	bonus	bonus_rate	yams
yams	alice	yams	2	2	1	0.5	1
table	player	game	box	written	average	scratched
yams_boxes	alice	yams	1	2	0	2
yams_boxes	alice	yams	2	2	2	1
yams_boxes	alice	yams	3	2	3	1
yams_boxes	alice	yams	4	2	6	1
yams_boxes	alice	yams	5	2	7.5	1
yams_boxes	alice	yams	6	2	12	1
yams_boxes	alice	yams	min	2	4.5	1
yams_boxes	alice	yams	max	2	14	1
yams_boxes	alice	yams	suite	2	10	1
yams_boxes	alice	yams	full	2	14	1
yams_boxes	alice	yams	carre	2	12.5	1
yams_boxes	alice	yams	yams	2	15	1
$ stats bob 10000:350 --json
{"table":"stats","player":"bob","game":"10000:350","games":1,"wins":0,"shared":0,"win_rate":0,"average":0,"best":0,"turns":5,"per_turn":0,"lost":null}
{"table":"farkle_throws","player":"bob","game":"10000:350","dice":1,"throws":1,"busts":1,"bust_rate":1,"odds":0.6667}
{"table":"farkle_throws","player":"bob","game":"10000:350","dice":5,"throws":5,"busts":3,"bust_rate":0.6,"odds":0.0772}
{"table":"farkle_turns","player":"bob","game":"10000:350","games":1,"opened":1,"turns_to_open":3,"crosses":2,"penalties":1,"penalty_points":1000,"best_turn":1000,"full_hands":1,"piggybacks":1,"piggybacks_won":0}
$ stats farkle --tsv
table	player	game	games	wins	shared	win_rate	average	best	turns	per_turn	lost
stats	alice	10000	2	1	0	0.5	500	500	2	500	
stats	bob	10000	2	1	0	0.5	500	1000	2	500	
stats	alice	10000:350	1	1	0	1	2750	2750	6	458.3	
stats	bob	10000:350	1	0	0	0	0	0	5	0	
table	player	game	dice	throws	busts	bust_rate	odds
farkle_throws	alice	10000	5	2	0	0	0.1736
farkle_throws	bob	10000	5	2	1	0.5	0.2701
farkle_throws	alice	10000:350	2	2	0	0	0.4444
farkle_throws	alice	10000:350	3	1	1	1	0.2778
farkle_throws	alice	10000:350	5	5	1	0.2	0.0772
farkle_throws	bob	10000:350	1	1	1	1	0.6667
farkle_throws	bob	10000:350	5	5	3	0.6	0.0772
table	player	game	games	opened	turns_to_open	crosses	penalties	penalty_points	best_turn	full_hands	piggybacks	piggybacks_won
farkle_turns	alice	10000	2	2	1	0	0	0	500	0	0	0
farkle_turns	bob	10000	1	1	2	0	0	0	1000	0	0	0
farkle_turns	alice	10000:350	1	1	1	2	1	350	1100	0	1	1
farkle_turns	bob	10000:350	1	1	3	2	1	1000	1000	1	1	0
$ leaderboard
#  player  wins  games  win rate
1  alice   5     6      83.3%
2  bob     1     4      25%
$ leaderboard farkle
#  player  wins  games  win rate
1  alice   2     3      66.7%
2  bob     1     3      33.3%
$ leaderboard yam-master --tsv
table	rank	player	wins	games	shared	win_rate	lost
leaderboard	1	alice	1	1	0	1	0
leaderboard	2	bob	0	1	0	0	0
$ leaderboard 421 --tsv
table	rank	player	wins	games	shared	win_rate	lost
$ versus carol bob --tsv
table	game	games	player	wins	opponent	opponent_wins	average	opponent_average	ahead	opponent_ahead
$ versus alice bob
game        games  alice wins  bob wins  alice average  bob average  alice ahead  bob ahead
10000       2      1           1         500            500          1            1
10000:350   1      1           0         2750           0            1            0
yam-master  1      1           0         4              2            1            0
$ versus bob alice --json
{"table":"versus","game":"10000","games":2,"player":"bob","wins":1,"opponent":"alice","opponent_wins":1,"average":500,"opponent_average":500,"ahead":1,"opponent_ahead":1}
{"table":"versus","game":"10000:350","games":1,"player":"bob","wins":0,"opponent":"alice","opponent_wins":1,"average":0,"opponent_average":2750,"ahead":0,"opponent_ahead":1}
{"table":"versus","game":"yam-master","games":1,"player":"bob","wins":0,"opponent":"alice","opponent_wins":1,"average":2,"opponent_average":4,"ahead":0,"opponent_ahead":1}
$ stats carol
no finished game with carol yet
$ stats zed
tapis: line 187: no stored game has a player named 'zed' ('games' lists who played)
$ stats ALICE
player  game        games  wins  win rate  average  best  per turn
alice   10000       2      1     50%       500      500   500
alice   10000:350   1      1     100%      2750     2750  458.3
alice   yam-master  1      1     100%      4        4     0.6
alice   yams        2      2     100%      115.5    231   9.6

Busts by dice thrown, beside the odds the dice give under the game's rules (the luck column):
player  game       dice  throws  busts  bust rate  odds
alice   10000      5     2       0      0%         17.4%
alice   10000:350  2     2       0      0%         44.4%
alice   10000:350  3     1       1      100%       27.8%
alice   10000:350  5     5       1      20%        7.7%

Turns: the average number to the first bank, crosses, penalties and the points they took, the best turn, full hands thrown again, piggy-backs taken and those banked:
player  game       turns to open  crosses  penalties  points lost  best turn  full hands  piggy-backs  won
alice   10000      1              0        0          0            500        0           0            0
alice   10000:350  1              2        1          350          1100       0           1            1

Yams: columns of 1 to 6 filled (where the rules give a bonus), the bonus made, and turns written with five alike:
player  game  columns  bonus  bonus rate  Yams thrown
alice   yams  2        1      50%         1

Yams: the average written in each box (a scratch counts 0, as a value struck out in a duel does):
player  game  box    written  average  scratched
alice   yams  1s     2        0        2
alice   yams  2s     2        2        1
alice   yams  3s     2        3        1
alice   yams  4s     2        6        1
alice   yams  5s     2        7.5      1
alice   yams  6s     2        12       1
alice   yams  min    2        4.5      1
alice   yams  max    2        14       1
alice   yams  suite  2        10       1
alice   yams  full   2        14       1
alice   yams  carré  2        12.5     1
alice   yams  yams   2        15       1

Yam Master: pawns placed, lines of five made and the average count at the end:
player  game        games  pawns placed  lines of five  average count
alice   yam-master  1      7             1              4
$ stats alice 1000
tapis: line 189: '1000' is no game kind: the games are 10000, 10000:350, 5000, yams, yams:3col, yams:duel, yams:cross, yams:carnet, yahtzee, yam-master, 421, 421:8, and the whole games are farkle, yams, yammaster, 421
$ leaderboard nosuch
tapis: line 190: 'nosuch' is no game kind: the games are 10000, 10000:350, 5000, yams, yams:3col, yams:duel, yams:cross, yams:carnet, yahtzee, yam-master, 421, 421:8, and the whole games are farkle, yams, yammaster, 421
$ versus alice alice
tapis: line 191: versus takes two different players, not alice twice
$ versus alice
tapis: line 192: usage: versus PLAYER PLAYER [--tsv|--json]
$ versus alice zed
tapis: line 193: no stored game has a player named 'zed' ('games' lists who played)
$ versus zed alice
tapis: line 194: no stored game has a player named 'zed' ('games' lists who played)
$ stats --csv
tapis: line 195: stats takes --tsv, --json or --league, not '--csv'
$ stats alice 10000 --tsv --json
tapis: line 196: stats takes one of --tsv and --json
$ help stats
usage: stats [PLAYER] [GAME-KIND] [--tsv|--json] [--league]
  wins, scores and luck per player and rule set
  also: statistiques
  Counts finished games only.  GAME-KIND is a rule set (10000, yams:duel,
  a saved preset) or a family (farkle, yams, yammaster, 421); one word alone
  is a kind of game if it names one, else a player.  Where the rules name
  a loser (421), every other player wins the game, and the games lost
  are shown in place of the final scores (the tokens left).  Then each
  family's own tables, as their headings say:
  10000, 5000: busts by dice thrown, beside the odds the dice give under
  the game's rules (the luck column); turns: the average number to the
  first bank, crosses, penalties and the points they took, the best turn,
  full hands thrown again, piggy-backs taken and those banked.
  Yams: columns of 1 to 6 filled (where the rules give a bonus), the bonus
  made, and turns written with five alike; the average written in each box
  (a scratch counts 0, as a value struck out in a duel does).
  Yam Master: pawns placed, lines of five made and the average count at
  the end.
  421: games lost, rounds won and lost, 4-2-1s thrown and tokens taken in
  the charge.
  --tsv or --json: rows for scripts, each with a first column "table"
  saying which table it is of.
? 1
