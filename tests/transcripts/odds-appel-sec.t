## Yam Master's odds of an Appel and of a Sec, each way a turn can stand
## (issue 31, point 8).  Before the first throw: the chance this turn of a
## Sec (a major in one throw) and of an Appel (a major called after the
## first throw and made, or any major after a sec).  A major called: the
## keeps for it, with its Appel cells where the dice make it; made before
## the last throw, the cells alone.  A call after a sec (a carré): any
## major answers it, the keeps counted so; the carré's four kept, its call
## lapses and the Appel cells are closed this turn.  A kind with no free
## cell and no throw left: pass (bob's yam after his third throw).
$ new yam-master alice bob
Game #1 - yam-master, two players, twelve pawns each - alice, bob - alice (X) throws, 12 pawns left.
Game #1 - yam-master (two players, twelve pawns each) - round 1
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
$ odds appel
  alice: chance of making appel, best first
  *  roll 5 dice  43.9%
$ odds sec
  alice: chance of making sec, best first
  *  roll 5 dice  9.2%
$ 2 2 4 5 6
  throw 1 of 3: 2 2 4 5 6 - the dice make no free cell - or call a major
$ call suite
  alice calls suite: made by the end of the turn, it opens the Appel cells
$ odds appel
  alice: chance of making appel, best first
  *  keep 2 4 5 6, then roll 1 die  30.6%
     keep 2 4 5, then roll 2 dice   27.8%
     keep 4 5, then roll 3 dice     18.4%
     keep 2 5, then roll 3 dice     18.4%
     keep 2 4, then roll 3 dice     18.4%
     keep 2 2 4 5, then roll 1 die  16.7%
     keep 2 4 6, then roll 2 dice   16.4%
     keep 2 5 6, then roll 2 dice   16.4%
  and 15 more: --all lists every one
$ keep 2 4 5 6
  keeping 2 4 5 6: throw 1 die
$ 3
  throw 2 of 3: 2 3 4 5 6 - suite e3 c4, appel c1 d3
$ odds appel
  alice: chance of making appel, best first
  *  place c1  100.0%
     place d3  100.0%
$ place c1
  alice puts a pawn on c1 (appel): 11 left, count 0
      a   b   c   d   e
  1   1   3   X+  4   6     X alice: 1 placed, 11 left, count 0
  2   2   Ca  Se  Fu  5     O bob: 0 placed, 12 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 12 pawns left
$ 3 3 3 3 5
  throw 1 of 3: 3 3 3 3 5, a sec - 3s b1 a5, carre b2 c5, sec c2 b4 - or call a major
$ call full
  bob calls full after a sec: throw again a die of it, then any major opens the Appel cells
$ odds appel
  bob: chance of making appel, best first
  *  keep 3 3 3, then roll 2 dice   69.1%
     keep 3 3 3 5, then roll 1 die  63.0%
     keep 3 3, then roll 3 dice     43.4%
     keep 3 3 5, then roll 2 dice   38.6%
     keep 3, then roll 4 dice       33.9%
     keep 5, then roll 4 dice       33.8%
     roll 5 dice                    33.3%
     keep 3 5, then roll 3 dice     33.2%
  and 1 more: --all lists every one
$ keep 3 3 3 3
  keeping 3 3 3 3: throw 1 die
$ 2
  throw 2 of 3: 2 3 3 3 3 - the call lapses: no die of the sec was thrown again - 3s b1 a5, carre b2 c5
$ odds appel
tapis: line 16: an Appel takes a major called after the first throw: the Appel cells are closed this turn
$ keep 3 3 3 3
  keeping 3 3 3 3: throw 1 die
$ 6
  throw 3 of 3: 3 3 3 3 6 - 3s b1 a5, carre b2 c5
$ odds yam
  bob: chance of making yam, best first
  *  pass  0%
? 1
