## Yam Master with fivewins=yes predator=yes.  First a board file that
## cannot be read is refused.  bob's Yam (5 5 5 5 5 on his second throw)
## takes alice's pawn off a4: she has it back (9 left) and places it there
## again later.  Refused before it: remove with a carre (1 5 5 5 5), and,
## with the Yam, remove of bob's own pawn (a5) and of an empty cell (e3).
## bob completes row 5 and wins at once though alice counts more, 4 to 3
## (without fivewins she would win).
## final board (X alice, O bob):   a b c d e
##                               1 X X X . O
##                               2 X X . . O
##                               3 X . . . .
##                               4 X . . . .
##                               5 O O O O O
## hand count: alice 4 = column a a1-a4: 2; row 1 a1-c1: 1; diagonal
##   c1-a3: 1 (row 2 a2-b2 and diagonal a1-b2 are runs of two).
##   bob 3 = row 5 a5-e5: 3 (column e e1-e2, e5: runs of two and one).
$ new yam-master alice bob board=/nonexistent
tapis: line 1: board=/nonexistent: cannot read the file: No such file or directory
$ new yam-master alice bob fivewins=yes predator=yes
Game #1 - yam-master, two players, twelve pawns each, fivewins=yes, predator=yes - alice, bob - alice (X) throws, 12 pawns left.
Game #1 - yam-master (two players, twelve pawns each, fivewins=yes, predator=yes) - round 1
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
$ 1 1 1 2 5
  throw 1 of 3: 1 1 1 2 5 - 1s a1 e4 - or call a major
$ place a1
  alice puts a pawn on a1 (1s): 11 left, count 0
      a   b   c   d   e
  1   X+  3   Ap  4   6     X alice: 1 placed, 11 left, count 0
  2   2   Ca  Se  Fu  5     O bob: 0 placed, 12 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 12 pawns left
$ 3 3 3 4 6
  throw 1 of 3: 3 3 3 4 6 - 3s b1 a5 - or call a major
$ place a5
  bob puts a pawn on a5 (3s): 11 left, count 0
      a   b   c   d   e
  1   X   3   Ap  4   6     X alice: 1 placed, 11 left, count 0
  2   2   Ca  Se  Fu  5     O bob: 1 placed, 11 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   O+  2   Ca  5   4
alice (X) throws, 11 pawns left
$ 2 2 2 4 6
  throw 1 of 3: 2 2 2 4 6 - 2s a2 b5 - or call a major
$ place a2
  alice puts a pawn on a2 (2s): 10 left, count 0
      a   b   c   d   e
  1   X   3   Ap  4   6     X alice: 2 placed, 10 left, count 0
  2   X+  Ca  Se  Fu  5     O bob: 1 placed, 11 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   O   2   Ca  5   4
bob (O) throws, 11 pawns left
$ 2 2 2 3 4
  throw 1 of 3: 2 2 2 3 4 - 2s b5 - or call a major
$ place b5
  bob puts a pawn on b5 (2s): 10 left, count 0
      a   b   c   d   e
  1   X   3   Ap  4   6     X alice: 2 placed, 10 left, count 0
  2   X   Ca  Se  Fu  5     O bob: 2 placed, 10 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   O   O+  Ca  5   4
alice (X) throws, 10 pawns left
$ 1 1 2 2 2
  throw 1 of 3: 1 1 2 2 2, a sec - full d2 b3, small a3 d4, sec c2 b4 - or call a major
$ place a3
  alice puts a pawn on a3 (small): 9 left, count 1
      a   b   c   d   e
  1   X   3   Ap  4   6     X alice: 3 placed, 9 left, count 1
  2   X   Ca  Se  Fu  5     O bob: 2 placed, 10 left, count 0
  3   X+  Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   O   O   Ca  5   4
bob (O) throws, 10 pawns left
$ 6 6 6 6 2
  throw 1 of 3: 2 6 6 6 6, a sec - 6s e1 a4, carre b2 c5, sec c2 b4 - or call a major
$ place c5
  bob puts a pawn on c5 (carre): 9 left, count 1
      a   b   c   d   e
  1   X   3   Ap  4   6     X alice: 3 placed, 9 left, count 1
  2   X   Ca  Se  Fu  5     O bob: 3 placed, 9 left, count 1
  3   X   Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   O   O   O+  5   4
alice (X) throws, 9 pawns left
$ 6 6 6 1 2
  throw 1 of 3: 1 2 6 6 6 - 6s e1 a4 - or call a major
$ place a4
  alice puts a pawn on a4 (6s): 8 left, count 2
      a   b   c   d   e
  1   X   3   Ap  4   6     X alice: 4 placed, 8 left, count 2
  2   X   Ca  Se  Fu  5     O bob: 3 placed, 9 left, count 1
  3   X   Fu  Ya  Ap  Su
  4   X+  Se  Su  <=8 1
  5   O   O   O   5   4
bob (O) throws, 9 pawns left
$ 5 5 5 5 1
  throw 1 of 3: 1 5 5 5 5, a sec - 5s e2 d5, carre b2, sec c2 b4 - or call a major
$ remove a1
tapis: line 18: only a Yam takes a pawn off
$ keep 5 5 5 5
  keeping 5 5 5 5: throw 1 die
$ 5
  throw 2 of 3: 5 5 5 5 5 - 5s e2 d5, full d2 b3, carre b2, yam c3 - or take a pawn off (remove CELL)
$ remove a5
tapis: line 21: a5 has no pawn of alice's to take off
$ remove e3
tapis: line 22: e3 has no pawn of alice's to take off
$ remove a4
  bob takes alice's pawn off a4
      a   b   c   d   e
  1   X   3   Ap  4   6     X alice: 3 placed, 9 left, count 1
  2   X   Ca  Se  Fu  5     O bob: 3 placed, 9 left, count 1
  3   X   Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   O   O   O   5   4
alice (X) throws, 9 pawns left
$ 3 3 3 1 2
  throw 1 of 3: 1 2 3 3 3 - 3s b1 - or call a major
$ place b1
  alice puts a pawn on b1 (3s): 8 left, count 1
      a   b   c   d   e
  1   X   X+  Ap  4   6     X alice: 4 placed, 8 left, count 1
  2   X   Ca  Se  Fu  5     O bob: 3 placed, 9 left, count 1
  3   X   Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   O   O   O   5   4
bob (O) throws, 9 pawns left
$ 5 5 5 1 2
  throw 1 of 3: 1 2 5 5 5 - 5s e2 d5 - or call a major
$ place d5
  bob puts a pawn on d5 (5s): 8 left, count 2
      a   b   c   d   e
  1   X   X   Ap  4   6     X alice: 4 placed, 8 left, count 1
  2   X   Ca  Se  Fu  5     O bob: 4 placed, 8 left, count 2
  3   X   Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   O   O   O   O+  4
alice (X) throws, 8 pawns left
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - the dice make no free cell - or call a major
$ call suite
  alice calls suite: made by the end of the turn, it opens the Appel cells
$ keep 1 2 3 4
  keeping 1 2 3 4: throw 1 die
$ 5
  throw 2 of 3: 1 2 3 4 5 - suite e3 c4, appel c1 d3
$ place c1
  alice puts a pawn on c1 (appel): 7 left, count 2
      a   b   c   d   e
  1   X   X   X+  4   6     X alice: 5 placed, 7 left, count 2
  2   X   Ca  Se  Fu  5     O bob: 4 placed, 8 left, count 2
  3   X   Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   O   O   O   O   4
bob (O) throws, 8 pawns left
$ 6 6 6 3 4
  throw 1 of 3: 3 4 6 6 6 - 6s e1 a4 - or call a major
$ place e1
  bob puts a pawn on e1 (6s): 7 left, count 2
      a   b   c   d   e
  1   X   X   X   4   O+    X alice: 5 placed, 7 left, count 2
  2   X   Ca  Se  Fu  5     O bob: 5 placed, 7 left, count 2
  3   X   Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   O   O   O   O   4
alice (X) throws, 7 pawns left
$ 4 4 4 4 3
  throw 1 of 3: 3 4 4 4 4, a sec - 4s d1 e5, carre b2, sec c2 b4 - or call a major
$ place b2
  alice puts a pawn on b2 (carre): 6 left, count 3
      a   b   c   d   e
  1   X   X   X   4   O     X alice: 6 placed, 6 left, count 3
  2   X   X+  Se  Fu  5     O bob: 5 placed, 7 left, count 2
  3   X   Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   O   O   O   O   4
bob (O) throws, 7 pawns left
$ 5 5 5 2 3
  throw 1 of 3: 2 3 5 5 5 - 5s e2 - or call a major
$ place e2
  bob puts a pawn on e2 (5s): 6 left, count 2
      a   b   c   d   e
  1   X   X   X   4   O     X alice: 6 placed, 6 left, count 3
  2   X   X   Se  Fu  O+    O bob: 6 placed, 6 left, count 2
  3   X   Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   O   O   O   O   4
alice (X) throws, 6 pawns left
$ 6 6 6 5 5
  throw 1 of 3: 5 5 6 6 6, a sec - 6s a4, full d2 b3, sec c2 b4 - or call a major
$ place a4
  alice puts a pawn on a4 (6s): 5 left, count 4
      a   b   c   d   e
  1   X   X   X   4   O     X alice: 7 placed, 5 left, count 4
  2   X   X   Se  Fu  O     O bob: 6 placed, 6 left, count 2
  3   X   Fu  Ya  Ap  Su
  4   X+  Se  Su  <=8 1
  5   O   O   O   O   4
bob (O) throws, 6 pawns left
$ sheet
Game #1 - yam-master (two players, twelve pawns each, fivewins=yes, predator=yes) - round 8
          a         b         c         d         e
     +---------+---------+---------+---------+---------+
  1  | 1     X | 3     X | Appel X | 4       | 6     O |
     +---------+---------+---------+---------+---------+
  2  | 2     X | Carre X | Sec     | Full    | 5     O |
     +---------+---------+---------+---------+---------+
  3  | <=8   X | Full    | Yam     | Appel   | Suite   |
     +---------+---------+---------+---------+---------+
  4  | 6     X | Sec     | Suite   | <=8     | 1       |
     +---------+---------+---------+---------+---------+
  5  | 3     O | 2     O | Carre O | 5     O | 4       |
     +---------+---------+---------+---------+---------+
  X alice  7 placed, 5 left, count 4
> O bob    6 placed, 6 left, count 2
  >: to play
bob (O) throws, 6 pawns left
$ 4 4 4 1 1
  throw 1 of 3: 1 1 4 4 4, a sec - 4s d1 e5, full d2 b3, sec c2 b4 - or call a major
$ place e5
  bob puts a pawn on e5 (4s): 5 left, count 3 - bob makes a line of five - count: alice 4, bob 3 - bob wins by the line of five (fivewins=yes)!
      a   b   c   d   e
  1   X   X   X   4   O     X alice: 7 placed, 5 left, count 4
  2   X   X   Se  Fu  O     O bob: 7 placed, 5 left, count 3
  3   X   Fu  Ya  Ap  Su
  4   X   Se  Su  <=8 1
  5   O   O   O   O   O+
$ sheet
Game #1 - yam-master (two players, twelve pawns each, fivewins=yes, predator=yes) - 16 turns, over
          a         b         c         d         e
     +---------+---------+---------+---------+---------+
  1  | 1     X | 3     X | Appel X | 4       | 6     O |
     +---------+---------+---------+---------+---------+
  2  | 2     X | Carre X | Sec     | Full    | 5     O |
     +---------+---------+---------+---------+---------+
  3  | <=8   X | Full    | Yam     | Appel   | Suite   |
     +---------+---------+---------+---------+---------+
  4  | 6     X | Sec     | Suite   | <=8     | 1       |
     +---------+---------+---------+---------+---------+
  5  | 3     O | 2     O | Carre O | 5     O | 4     O |
     +---------+---------+---------+---------+---------+
  X alice  7 placed, 5 left, count 4
* O bob    7 placed, 5 left, count 3
  *: won
bob makes a line of five - count: alice 4, bob 3 - bob wins by the line of five (fivewins=yes)!
$ export --json
{"id":1,"game":"yam-master","status":"finished","winner":"bob","rules":{"board":"standard","fivewins":true,"predator":true},"players":[{"name":"alice","score":4,"pawns":7},{"name":"bob","score":3,"pawns":7}],"board":[[0,0,0,null,1],[0,0,null,null,1],[0,null,null,null,null],[0,null,null,null,null],[1,1,1,1,1]],"turn":null,"entries":[{"seq":1,"player":"alice","entry":"throw","dice":[1,1,1,2,5]},{"seq":2,"player":"alice","entry":"place","args":"a1"},{"seq":3,"player":"bob","entry":"throw","dice":[3,3,3,4,6]},{"seq":4,"player":"bob","entry":"place","args":"a5"},{"seq":5,"player":"alice","entry":"throw","dice":[2,2,2,4,6]},{"seq":6,"player":"alice","entry":"place","args":"a2"},{"seq":7,"player":"bob","entry":"throw","dice":[2,2,2,3,4]},{"seq":8,"player":"bob","entry":"place","args":"b5"},{"seq":9,"player":"alice","entry":"throw","dice":[1,1,2,2,2]},{"seq":10,"player":"alice","entry":"place","args":"a3"},{"seq":11,"player":"bob","entry":"throw","dice":[6,6,6,6,2]},{"seq":12,"player":"bob","entry":"place","args":"c5"},{"seq":13,"player":"alice","entry":"throw","dice":[6,6,6,1,2]},{"seq":14,"player":"alice","entry":"place","args":"a4"},{"seq":15,"player":"bob","entry":"throw","dice":[5,5,5,5,1]},{"seq":16,"player":"bob","entry":"keep","dice":[5,5,5,5]},{"seq":17,"player":"bob","entry":"throw","dice":[5]},{"seq":18,"player":"bob","entry":"remove","args":"a4"},{"seq":19,"player":"alice","entry":"throw","dice":[3,3,3,1,2]},{"seq":20,"player":"alice","entry":"place","args":"b1"},{"seq":21,"player":"bob","entry":"throw","dice":[5,5,5,1,2]},{"seq":22,"player":"bob","entry":"place","args":"d5"},{"seq":23,"player":"alice","entry":"throw","dice":[1,2,3,4,6]},{"seq":24,"player":"alice","entry":"call","args":"suite"},{"seq":25,"player":"alice","entry":"keep","dice":[1,2,3,4]},{"seq":26,"player":"alice","entry":"throw","dice":[5]},{"seq":27,"player":"alice","entry":"place","args":"c1"},{"seq":28,"player":"bob","entry":"throw","dice":[6,6,6,3,4]},{"seq":29,"player":"bob","entry":"place","args":"e1"},{"seq":30,"player":"alice","entry":"throw","dice":[4,4,4,4,3]},{"seq":31,"player":"alice","entry":"place","args":"b2"},{"seq":32,"player":"bob","entry":"throw","dice":[5,5,5,2,3]},{"seq":33,"player":"bob","entry":"place","args":"e2"},{"seq":34,"player":"alice","entry":"throw","dice":[6,6,6,5,5]},{"seq":35,"player":"alice","entry":"place","args":"a4"},{"seq":36,"player":"bob","entry":"throw","dice":[4,4,4,1,1]},{"seq":37,"player":"bob","entry":"place","args":"e5"}]}
? 1
