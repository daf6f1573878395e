## History of a Yam Master game (the game of yam-master-line.t, without its
## refused lines): alice wins 4-2 with her line of five in column c after 13
## turns.  yammaster is the whole game, yam-master the rule set; show 1 is
## the board at the end; replay 1 1 and 1 2 the first turns, each place
## with the board as it was then.
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
$ games yammaster
#1  TODAY  yam-master  alice 4, bob 2  alice won  13 turns
$ games yam-master bob
#1  TODAY  yam-master  alice 4, bob 2  alice won  13 turns
$ show 1
Game #1 - yam-master, two players, twelve pawns each - alice, bob - TODAY HH:MM - alice won after 13 turns
          a         b         c         d         e
     +---------+---------+---------+---------+---------+
  1  | 1       | 3       | Appel X | 4       | 6     O |
     +---------+---------+---------+---------+---------+
  2  | 2       | Carre X | Sec   X | Full    | 5     O |
     +---------+---------+---------+---------+---------+
  3  | <=8     | Full    | Yam   X | Appel O | Suite O |
     +---------+---------+---------+---------+---------+
  4  | 6       | Sec     | Suite X | <=8   X | 1     O |
     +---------+---------+---------+---------+---------+
  5  | 3       | 2       | Carre X | 5       | 4       |
     +---------+---------+---------+---------+---------+
* X alice  7 placed, 5 left, count 4
  O bob    5 placed, 7 left, count 2
  *: won
alice makes a line of five - count: alice 4, bob 2 - alice wins!
$ replay 1 1
Game #1 - yam-master, two players, twelve pawns each - alice, bob - TODAY HH:MM - alice won after 13 turns
round 1 - alice
alice: 3 3 3 3 5
  throw 1 of 3: 3 3 3 3 5, a sec - 3s b1 a5, carre b2 c5, sec c2 b4 - or call a major
alice: place c2
  alice puts a pawn on c2 (sec): 11 left, count 0
      a   b   c   d   e
  1   1   3   Ap  4   6     X alice: 1 placed, 11 left, count 0
  2   2   Ca  X+  Fu  5     O bob: 0 placed, 12 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 12 pawns left
round 1 - bob
bob: 6 6 6 1 2
  throw 1 of 3: 1 2 6 6 6 - 6s e1 a4 - or call a major
bob: place e1
  bob puts a pawn on e1 (6s): 11 left, count 0
      a   b   c   d   e
  1   1   3   Ap  4   O+    X alice: 1 placed, 11 left, count 0
  2   2   Ca  X   Fu  5     O bob: 1 placed, 11 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
alice (X) throws, 11 pawns left
$ replay 1 2
Game #1 - yam-master, two players, twelve pawns each - alice, bob - TODAY HH:MM - alice won after 13 turns
round 2 - alice
alice: 2 2 4 5 6
  throw 1 of 3: 2 2 4 5 6 - the dice make no free cell - or call a major
alice: call suite
  alice calls suite: made by the end of the turn, it opens the Appel cells
alice: keep 2 4 5 6
  keeping 2 4 5 6: throw 1 die
alice: 3
  throw 2 of 3: 2 3 4 5 6 - suite e3 c4, appel c1 d3
alice: place c1
  alice puts a pawn on c1 (appel): 10 left, count 0
      a   b   c   d   e
  1   1   3   X+  4   O     X alice: 2 placed, 10 left, count 0
  2   2   Ca  X   Fu  5     O bob: 1 placed, 11 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 11 pawns left
round 2 - bob
bob: 5 5 5 2 1
  throw 1 of 3: 1 2 5 5 5 - 5s e2 d5 - or call a major
bob: place e2
  bob puts a pawn on e2 (5s): 10 left, count 0
      a   b   c   d   e
  1   1   3   X   4   O     X alice: 2 placed, 10 left, count 0
  2   2   Ca  X   Fu  O+    O bob: 2 placed, 10 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
alice (X) throws, 10 pawns left
? 0
