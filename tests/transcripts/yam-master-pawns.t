## Yam Master, standard board, default options: 23 pawns and no line of
## five; the game ends with alice's twelfth pawn (e5), bob has one left.
## bob's first turn: a call (yam) after a sec that is only a carre
## (2 4 4 4 4); keeping 4 4 4 4 and throwing the 2 again makes a Yam, but
## the call lapses (no die of the carre thrown again): the Appel cell c1 is
## refused and the Yam goes on c3.  Appels: alice d3 (full called after
## 1 3 3 4 5), bob c1 (small called after 1 2 3 4 6).  Secs on Sec cells:
## alice b4 (suite), bob c2 (full); other secs go on the major's own cell or
## on a number.  Refused: the Appel after the lapse, 'remove' without
## predator, 'call appel', a cell the dice do not make (a3 with 1 2 3 3 3),
## a call after the second throw, a fourth throw, a place before throwing
## (right after bob's place), a taken cell (e2), a throw and a place after
## the end.  bob's d5 is undone and b2 placed instead; the last pawn is
## undone and redone.
## final board (X alice, O bob):   a b c d e
##                               1 X O O O X
##                               2 . O O O O
##                               3 O X O X O
##                               4 . X X X X
##                               5 X X O X X
## hand count: alice 6 = row 4 b4-e4: 2; column b b3-b5: 1; column d
##   d3-d5: 1; diagonal a2-d5, run b3-d5: 1; diagonal e2-b5, run d3-b5: 1.
##   bob 6 = row 1 b1-d1: 1; row 2 b2-e2: 2; column c c1-c3: 1; diagonal
##   c1-e3: 1; diagonal c1-a3: 1.  A draw, 6-6, as tapis says.
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
$ 1 1 1 4 6
  throw 1 of 3: 1 1 1 4 6 - 1s a1 e4 - or call a major
$ place a1
  alice puts a pawn on a1 (1s): 11 left, count 0
      a   b   c   d   e
  1   X+  3   Ap  4   6     X alice: 1 placed, 11 left, count 0
  2   2   Ca  Se  Fu  5     O bob: 0 placed, 12 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 12 pawns left
$ 4 4 4 4 2
  throw 1 of 3: 2 4 4 4 4, a sec - 4s d1 e5, carre b2 c5, sec c2 b4 - or call a major
$ call yam
  bob calls yam after a sec: throw again a die of it, then any major opens the Appel cells
$ keep 4 4 4 4
  keeping 4 4 4 4: throw 1 die
$ 4
  throw 2 of 3: 4 4 4 4 4 - the call lapses: no die of the sec was thrown again - 4s d1 e5, full d2 b3, carre b2 c5, yam c3
$ place c1
tapis: line 8: c1 is an Appel: the call lapsed, as no die of the sec was thrown again; the dice can go on 4s d1 e5, full d2 b3, carre b2 c5, yam c3
$ remove a1
tapis: line 9: taking a pawn off is Yam Predator's rule (predator=yes)
$ place c3
  bob puts a pawn on c3 (yam): 11 left, count 0
      a   b   c   d   e
  1   X   3   Ap  4   6     X alice: 1 placed, 11 left, count 0
  2   2   Ca  Se  Fu  5     O bob: 1 placed, 11 left, count 0
  3   <=8 Fu  O+  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
alice (X) throws, 11 pawns left
$ 3 3 4 5 1
  throw 1 of 3: 1 3 3 4 5 - the dice make no free cell - or call a major
$ call full
  alice calls full: made by the end of the turn, it opens the Appel cells
$ keep 3 3
  keeping 3 3: throw 3 dice
$ 3 5 5
  throw 2 of 3: 3 3 3 5 5 - 3s b1 a5, full d2 b3, appel c1 d3
$ place d3
  alice puts a pawn on d3 (appel): 10 left, count 0
      a   b   c   d   e
  1   X   3   Ap  4   6     X alice: 2 placed, 10 left, count 0
  2   2   Ca  Se  Fu  5     O bob: 1 placed, 11 left, count 0
  3   <=8 Fu  O   X+  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 11 pawns left
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - the dice make no free cell - or call a major
$ call appel
tapis: line 17: 'appel' is no major: call full, suite, carre, small or yam
$ call small
  bob calls small: made by the end of the turn, it opens the Appel cells
$ keep 1 2
  keeping 1 2: throw 3 dice
$ 1 1 2
  throw 2 of 3: 1 1 1 2 2 - 1s e4, full d2 b3, small a3 d4, appel c1
$ place c1
  bob puts a pawn on c1 (appel): 10 left, count 0
      a   b   c   d   e
  1   X   3   O+  4   6     X alice: 2 placed, 10 left, count 0
  2   2   Ca  Se  Fu  5     O bob: 2 placed, 10 left, count 0
  3   <=8 Fu  O   X   Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
alice (X) throws, 10 pawns left
$ 2 3 4 5 6
  throw 1 of 3: 2 3 4 5 6, a sec - suite e3 c4, sec c2 b4 - or call a major
$ place b4
  alice puts a pawn on b4 (sec): 9 left, count 0
      a   b   c   d   e
  1   X   3   O   4   6     X alice: 3 placed, 9 left, count 0
  2   2   Ca  Se  Fu  5     O bob: 2 placed, 10 left, count 0
  3   <=8 Fu  O   X   Su
  4   6   X+  Su  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 10 pawns left
$ 2 2 2 5 5
  throw 1 of 3: 2 2 2 5 5, a sec - 2s a2 b5, full d2 b3, sec c2 - or call a major
$ place c2
  bob puts a pawn on c2 (sec): 9 left, count 1
      a   b   c   d   e
  1   X   3   O   4   6     X alice: 3 placed, 9 left, count 0
  2   2   Ca  O+  Fu  5     O bob: 3 placed, 9 left, count 1
  3   <=8 Fu  O   X   Su
  4   6   X   Su  <=8 1
  5   3   2   Ca  5   4
alice (X) throws, 9 pawns left
$ 6 6 6 2 3
  throw 1 of 3: 2 3 6 6 6 - 6s e1 a4 - or call a major
$ place e1
  alice puts a pawn on e1 (6s): 8 left, count 0
      a   b   c   d   e
  1   X   3   O   4   X+    X alice: 4 placed, 8 left, count 0
  2   2   Ca  O   Fu  5     O bob: 3 placed, 9 left, count 1
  3   <=8 Fu  O   X   Su
  4   6   X   Su  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 9 pawns left
$ 3 3 3 1 2
  throw 1 of 3: 1 2 3 3 3 - 3s b1 a5 - or call a major
$ place a3
tapis: line 29: a3 takes a small: 1 2 3 3 3 do not make it; the dice can go on 3s b1 a5
$ place b1
  bob puts a pawn on b1 (3s): 8 left, count 1
      a   b   c   d   e
  1   X   O+  O   4   X     X alice: 4 placed, 8 left, count 0
  2   2   Ca  O   Fu  5     O bob: 4 placed, 8 left, count 1
  3   <=8 Fu  O   X   Su
  4   6   X   Su  <=8 1
  5   3   2   Ca  5   4
alice (X) throws, 8 pawns left
$ 1 2 3 4 4
  throw 1 of 3: 1 2 3 4 4 - the dice make no free cell - or call a major
$ keep 1 2 3 4
  keeping 1 2 3 4: throw 1 die
$ 5
  throw 2 of 3: 1 2 3 4 5 - suite e3 c4
$ call suite
tapis: line 34: a call is made right after the first throw, not after the second
$ place c4
  alice puts a pawn on c4 (suite): 7 left, count 0
      a   b   c   d   e
  1   X   O   O   4   X     X alice: 5 placed, 7 left, count 0
  2   2   Ca  O   Fu  5     O bob: 4 placed, 8 left, count 1
  3   <=8 Fu  O   X   Su
  4   6   X   X+  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 8 pawns left
$ 4 4 4 1 2
  throw 1 of 3: 1 2 4 4 4 - 4s d1 e5 - or call a major
$ place d1
  bob puts a pawn on d1 (4s): 7 left, count 2
      a   b   c   d   e
  1   X   O   O   O+  X     X alice: 5 placed, 7 left, count 0
  2   2   Ca  O   Fu  5     O bob: 5 placed, 7 left, count 2
  3   <=8 Fu  O   X   Su
  4   6   X   X   <=8 1
  5   3   2   Ca  5   4
alice (X) throws, 7 pawns left
$ 1 1 2 2 1
  throw 1 of 3: 1 1 1 2 2, a sec - 1s e4, full d2 b3, small a3 d4 - or call a major
$ place d4
  alice puts a pawn on d4 (small): 6 left, count 1
      a   b   c   d   e
  1   X   O   O   O   X     X alice: 6 placed, 6 left, count 1
  2   2   Ca  O   Fu  5     O bob: 5 placed, 7 left, count 2
  3   <=8 Fu  O   X   Su
  4   6   X   X   X+  1
  5   3   2   Ca  5   4
bob (O) throws, 7 pawns left
$ 5 5 5 5 1
  throw 1 of 3: 1 5 5 5 5, a sec - 5s e2 d5, carre b2 c5 - or call a major
$ place d5
  bob puts a pawn on d5 (5s): 6 left, count 2
      a   b   c   d   e
  1   X   O   O   O   X     X alice: 6 placed, 6 left, count 1
  2   2   Ca  O   Fu  5     O bob: 6 placed, 6 left, count 2
  3   <=8 Fu  O   X   Su
  4   6   X   X   X   1
  5   3   2   Ca  O+  4
alice (X) throws, 6 pawns left
$ undo
  undone: bob's pawn d5 - bob's turn: throw 1 of 3, 1 5 5 5 5
$ place b2
  bob puts a pawn on b2 (carre): 6 left, count 2
      a   b   c   d   e
  1   X   O   O   O   X     X alice: 6 placed, 6 left, count 1
  2   2   O+  O   Fu  5     O bob: 6 placed, 6 left, count 2
  3   <=8 Fu  O   X   Su
  4   6   X   X   X   1
  5   3   2   Ca  5   4
alice (X) throws, 6 pawns left
$ sheet
Game #1 - yam-master (two players, twelve pawns each) - round 7
          a         b         c         d         e
     +---------+---------+---------+---------+---------+
  1  | 1     X | 3     O | Appel O | 4     O | 6     X |
     +---------+---------+---------+---------+---------+
  2  | 2       | Carre O | Sec   O | Full    | 5       |
     +---------+---------+---------+---------+---------+
  3  | <=8     | Full    | Yam   O | Appel X | Suite   |
     +---------+---------+---------+---------+---------+
  4  | 6       | Sec   X | Suite X | <=8   X | 1       |
     +---------+---------+---------+---------+---------+
  5  | 3       | 2       | Carre   | 5       | 4       |
     +---------+---------+---------+---------+---------+
> X alice  6 placed, 6 left, count 1
  O bob    6 placed, 6 left, count 2
  >: to play
alice (X) throws, 6 pawns left
$ 1 1 1 3 3
  throw 1 of 3: 1 1 1 3 3, a sec - 1s e4, full d2 b3 - or call a major
$ place e4
  alice puts a pawn on e4 (1s): 5 left, count 2
      a   b   c   d   e
  1   X   O   O   O   X     X alice: 7 placed, 5 left, count 2
  2   2   O   O   Fu  5     O bob: 6 placed, 6 left, count 2
  3   <=8 Fu  O   X   Su
  4   6   X   X   X   X+
  5   3   2   Ca  5   4
bob (O) throws, 6 pawns left
$ 6 6 2 2 2
  throw 1 of 3: 2 2 2 6 6, a sec - 2s a2 b5, full d2 b3 - or call a major
$ place d2
  bob puts a pawn on d2 (full): 5 left, count 3
      a   b   c   d   e
  1   X   O   O   O   X     X alice: 7 placed, 5 left, count 2
  2   2   O   O   O+  5     O bob: 7 placed, 5 left, count 3
  3   <=8 Fu  O   X   Su
  4   6   X   X   X   X
  5   3   2   Ca  5   4
alice (X) throws, 5 pawns left
$ 3 3 6 6 1
  throw 1 of 3: 1 3 3 6 6 - the dice make no free cell - or call a major
$ keep 3 3 6 6
  keeping 3 3 6 6: throw 1 die
$ 2
  throw 2 of 3: 2 3 3 6 6 - the dice make no free cell
$ keep 3 3 6 6
  keeping 3 3 6 6: throw 1 die
$ 3
  throw 3 of 3: 3 3 3 6 6 - 3s a5, full b3
$ 5 5 5 5 5
tapis: line 54: alice has thrown three times: place a pawn (place CELL) or pass
$ place b3
  alice puts a pawn on b3 (full): 4 left, count 2
      a   b   c   d   e
  1   X   O   O   O   X     X alice: 8 placed, 4 left, count 2
  2   2   O   O   O   5     O bob: 7 placed, 5 left, count 3
  3   <=8 X+  O   X   Su
  4   6   X   X   X   X
  5   3   2   Ca  5   4
bob (O) throws, 5 pawns left
$ 5 5 5 2 3
  throw 1 of 3: 2 3 5 5 5 - 5s e2 d5 - or call a major
$ place e2
  bob puts a pawn on e2 (5s): 4 left, count 4
      a   b   c   d   e
  1   X   O   O   O   X     X alice: 8 placed, 4 left, count 2
  2   2   O   O   O   O+    O bob: 8 placed, 4 left, count 4
  3   <=8 X   O   X   Su
  4   6   X   X   X   X
  5   3   2   Ca  5   4
alice (X) throws, 4 pawns left
$ 3 3 3 2 1
  throw 1 of 3: 1 2 3 3 3 - 3s a5 - or call a major
$ place a5
  alice puts a pawn on a5 (3s): 3 left, count 2
      a   b   c   d   e
  1   X   O   O   O   X     X alice: 9 placed, 3 left, count 2
  2   2   O   O   O   O     O bob: 8 placed, 4 left, count 4
  3   <=8 X   O   X   Su
  4   6   X   X   X   X
  5   X+  2   Ca  5   4
bob (O) throws, 4 pawns left
$ 1 2 2 1 1
  throw 1 of 3: 1 1 1 2 2, a sec - small a3 - or call a major
$ place a3
  bob puts a pawn on a3 (small): 3 left, count 5
      a   b   c   d   e
  1   X   O   O   O   X     X alice: 9 placed, 3 left, count 2
  2   2   O   O   O   O     O bob: 9 placed, 3 left, count 5
  3   O+  X   O   X   Su
  4   6   X   X   X   X
  5   X   2   Ca  5   4
alice (X) throws, 3 pawns left
$ place a2
tapis: line 62: nothing thrown yet this turn: alice throws first
$ 2 2 2 6 4
  throw 1 of 3: 2 2 2 4 6 - 2s a2 b5 - or call a major
$ place b5
  alice puts a pawn on b5 (2s): 2 left, count 4
      a   b   c   d   e
  1   X   O   O   O   X     X alice: 10 placed, 2 left, count 4
  2   2   O   O   O   O     O bob: 9 placed, 3 left, count 5
  3   O   X   O   X   Su
  4   6   X   X   X   X
  5   X   X+  Ca  5   4
bob (O) throws, 3 pawns left
$ 2 3 4 5 6
  throw 1 of 3: 2 3 4 5 6, a sec - suite e3 - or call a major
$ place e3
  bob puts a pawn on e3 (suite): 2 left, count 6
      a   b   c   d   e
  1   X   O   O   O   X     X alice: 10 placed, 2 left, count 4
  2   2   O   O   O   O     O bob: 10 placed, 2 left, count 6
  3   O   X   O   X   O+
  4   6   X   X   X   X
  5   X   X   Ca  5   4
alice (X) throws, 2 pawns left
$ 5 5 5 1 6
  throw 1 of 3: 1 5 5 5 6 - 5s d5 - or call a major
$ place e2
tapis: line 68: e2 is taken (bob's pawn)
$ place d5
  alice puts a pawn on d5 (5s): 1 left, count 6
      a   b   c   d   e
  1   X   O   O   O   X     X alice: 11 placed, 1 left, count 6
  2   2   O   O   O   O     O bob: 10 placed, 2 left, count 6
  3   O   X   O   X   O
  4   6   X   X   X   X
  5   X   X   Ca  X+  4
bob (O) throws, 2 pawns left
$ 6 6 6 6 3
  throw 1 of 3: 3 6 6 6 6, a sec - 6s a4, carre c5 - or call a major
$ place c5
  bob puts a pawn on c5 (carre): 1 left, count 6
      a   b   c   d   e
  1   X   O   O   O   X     X alice: 11 placed, 1 left, count 6
  2   2   O   O   O   O     O bob: 11 placed, 1 left, count 6
  3   O   X   O   X   O
  4   6   X   X   X   X
  5   X   X   O+  X   4
alice (X) throws, 1 pawn left
$ 4 4 4 2 3
  throw 1 of 3: 2 3 4 4 4 - 4s e5 - or call a major
$ place e5
  alice puts a pawn on e5 (4s): 0 left, count 6 - alice has placed all twelve pawns - count: alice 6, bob 6 - a draw
      a   b   c   d   e
  1   X   O   O   O   X     X alice: 12 placed, 0 left, count 6
  2   2   O   O   O   O     O bob: 11 placed, 1 left, count 6
  3   O   X   O   X   O
  4   6   X   X   X   X
  5   X   X   O   X   X+
$ undo
  undone: alice's pawn e5 - alice's turn: throw 1 of 3, 2 3 4 4 4
$ redo
  redone: alice's pawn e5
  alice puts a pawn on e5 (4s): 0 left, count 6 - alice has placed all twelve pawns - count: alice 6, bob 6 - a draw
      a   b   c   d   e
  1   X   O   O   O   X     X alice: 12 placed, 0 left, count 6
  2   2   O   O   O   O     O bob: 11 placed, 1 left, count 6
  3   O   X   O   X   O
  4   6   X   X   X   X
  5   X   X   O   X   X+
$ 6 6 6 6 6
tapis: line 76: game #1 is over: new starts another game; undo takes back the last entry
$ place a2
tapis: line 77: game #1 is over: new starts another game; undo takes back the last entry
$ sheet
Game #1 - yam-master (two players, twelve pawns each) - 23 turns, over
          a         b         c         d         e
     +---------+---------+---------+---------+---------+
  1  | 1     X | 3     O | Appel O | 4     O | 6     X |
     +---------+---------+---------+---------+---------+
  2  | 2       | Carre O | Sec   O | Full  O | 5     O |
     +---------+---------+---------+---------+---------+
  3  | <=8   O | Full  X | Yam   O | Appel X | Suite O |
     +---------+---------+---------+---------+---------+
  4  | 6       | Sec   X | Suite X | <=8   X | 1     X |
     +---------+---------+---------+---------+---------+
  5  | 3     X | 2     X | Carre O | 5     X | 4     X |
     +---------+---------+---------+---------+---------+
  X alice  12 placed, 0 left, count 6
  O bob    11 placed, 1 left, count 6
alice has placed all twelve pawns - count: alice 6, bob 6 - a draw
$ show 1
Game #1 - yam-master, two players, twelve pawns each - alice, bob - TODAY HH:MM - a draw after 23 turns
          a         b         c         d         e
     +---------+---------+---------+---------+---------+
  1  | 1     X | 3     O | Appel O | 4     O | 6     X |
     +---------+---------+---------+---------+---------+
  2  | 2       | Carre O | Sec   O | Full  O | 5     O |
     +---------+---------+---------+---------+---------+
  3  | <=8   O | Full  X | Yam   O | Appel X | Suite O |
     +---------+---------+---------+---------+---------+
  4  | 6       | Sec   X | Suite X | <=8   X | 1     X |
     +---------+---------+---------+---------+---------+
  5  | 3     X | 2     X | Carre O | 5     X | 4     X |
     +---------+---------+---------+---------+---------+
  X alice  12 placed, 0 left, count 6
  O bob    11 placed, 1 left, count 6
alice has placed all twelve pawns - count: alice 6, bob 6 - a draw
$ export --json
{"id":1,"game":"yam-master","status":"finished","winner":null,"rules":{"board":"standard","fivewins":false,"predator":false},"players":[{"name":"alice","score":6,"pawns":12},{"name":"bob","score":6,"pawns":11}],"board":[[0,1,1,1,0],[null,1,1,1,1],[1,0,1,0,1],[null,0,0,0,0],[0,0,1,0,0]],"turn":null,"entries":[{"seq":1,"player":"alice","entry":"throw","dice":[1,1,1,4,6]},{"seq":2,"player":"alice","entry":"place","args":"a1"},{"seq":3,"player":"bob","entry":"throw","dice":[4,4,4,4,2]},{"seq":4,"player":"bob","entry":"call","args":"yam"},{"seq":5,"player":"bob","entry":"keep","dice":[4,4,4,4]},{"seq":6,"player":"bob","entry":"throw","dice":[4]},{"seq":7,"player":"bob","entry":"place","args":"c3"},{"seq":8,"player":"alice","entry":"throw","dice":[3,3,4,5,1]},{"seq":9,"player":"alice","entry":"call","args":"full"},{"seq":10,"player":"alice","entry":"keep","dice":[3,3]},{"seq":11,"player":"alice","entry":"throw","dice":[3,5,5]},{"seq":12,"player":"alice","entry":"place","args":"d3"},{"seq":13,"player":"bob","entry":"throw","dice":[1,2,3,4,6]},{"seq":14,"player":"bob","entry":"call","args":"small"},{"seq":15,"player":"bob","entry":"keep","dice":[1,2]},{"seq":16,"player":"bob","entry":"throw","dice":[1,1,2]},{"seq":17,"player":"bob","entry":"place","args":"c1"},{"seq":18,"player":"alice","entry":"throw","dice":[2,3,4,5,6]},{"seq":19,"player":"alice","entry":"place","args":"b4"},{"seq":20,"player":"bob","entry":"throw","dice":[2,2,2,5,5]},{"seq":21,"player":"bob","entry":"place","args":"c2"},{"seq":22,"player":"alice","entry":"throw","dice":[6,6,6,2,3]},{"seq":23,"player":"alice","entry":"place","args":"e1"},{"seq":24,"player":"bob","entry":"throw","dice":[3,3,3,1,2]},{"seq":25,"player":"bob","entry":"place","args":"b1"},{"seq":26,"player":"alice","entry":"throw","dice":[1,2,3,4,4]},{"seq":27,"player":"alice","entry":"keep","dice":[1,2,3,4]},{"seq":28,"player":"alice","entry":"throw","dice":[5]},{"seq":29,"player":"alice","entry":"place","args":"c4"},{"seq":30,"player":"bob","entry":"throw","dice":[4,4,4,1,2]},{"seq":31,"player":"bob","entry":"place","args":"d1"},{"seq":32,"player":"alice","entry":"throw","dice":[1,1,2,2,1]},{"seq":33,"player":"alice","entry":"place","args":"d4"},{"seq":34,"player":"bob","entry":"throw","dice":[5,5,5,5,1]},{"seq":35,"player":"bob","entry":"place","args":"b2"},{"seq":36,"player":"alice","entry":"throw","dice":[1,1,1,3,3]},{"seq":37,"player":"alice","entry":"place","args":"e4"},{"seq":38,"player":"bob","entry":"throw","dice":[6,6,2,2,2]},{"seq":39,"player":"bob","entry":"place","args":"d2"},{"seq":40,"player":"alice","entry":"throw","dice":[3,3,6,6,1]},{"seq":41,"player":"alice","entry":"keep","dice":[3,3,6,6]},{"seq":42,"player":"alice","entry":"throw","dice":[2]},{"seq":43,"player":"alice","entry":"keep","dice":[3,3,6,6]},{"seq":44,"player":"alice","entry":"throw","dice":[3]},{"seq":45,"player":"alice","entry":"place","args":"b3"},{"seq":46,"player":"bob","entry":"throw","dice":[5,5,5,2,3]},{"seq":47,"player":"bob","entry":"place","args":"e2"},{"seq":48,"player":"alice","entry":"throw","dice":[3,3,3,2,1]},{"seq":49,"player":"alice","entry":"place","args":"a5"},{"seq":50,"player":"bob","entry":"throw","dice":[1,2,2,1,1]},{"seq":51,"player":"bob","entry":"place","args":"a3"},{"seq":52,"player":"alice","entry":"throw","dice":[2,2,2,6,4]},{"seq":53,"player":"alice","entry":"place","args":"b5"},{"seq":54,"player":"bob","entry":"throw","dice":[2,3,4,5,6]},{"seq":55,"player":"bob","entry":"place","args":"e3"},{"seq":56,"player":"alice","entry":"throw","dice":[5,5,5,1,6]},{"seq":57,"player":"alice","entry":"place","args":"d5"},{"seq":58,"player":"bob","entry":"throw","dice":[6,6,6,6,3]},{"seq":59,"player":"bob","entry":"place","args":"c5"},{"seq":60,"player":"alice","entry":"throw","dice":[4,4,4,2,3]},{"seq":61,"player":"alice","entry":"place","args":"e5"}]}
? 1
