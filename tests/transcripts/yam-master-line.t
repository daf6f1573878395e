## Yam Master (tapis-games(7), YAM MASTER), standard board, default options.
## alice fills column c (c1 appel, c2 sec, c3 yam, c4 suite, c5 carre) and
## the game ends with her line of five.  Secs: alice c2 (3 3 3 3 5 on the
## first throw), b2 (carre 1 4 4 4 4), d4 (small and full 1 1 2 2 2).
## Appels: alice c1 (suite called after 2 2 4 5 6, made by keeping 2 4 5 6);
## bob d3, a call (carre) after a sec (full 4 4 4 5 5): keeping 4 4 4, the
## 5 5 of the full are thrown again, and 2 4 4 4 4 opens the Appel cells.
## Refused: a call before the first throw, a second call, a call after the
## second throw, 'call 6', a taken cell (c1), a cell the dice do not make
## (e5), a fourth throw, a second place (the turn is bob's now), a throw
## after the end.  bob's d5 is undone and e2 placed instead; the winning c5
## is undone and redone.
## bob's fourth turn makes no free cell after three throws (a fourth is
## refused): he passes; alice's 'place' before her throw is refused.
## final board (X alice, O bob):   a b c d e
##                               1 . . X . O
##                               2 . X X . O
##                               3 . . X O O
##                               4 . . X X O
##                               5 . . X . .
## hand count: alice 4 = column c c1-c5: 3; diagonal a1-e5, run b2-d4: 1
##   (row 2 b2-c2, row 4 c4-d4, diagonal c1-a3 c1-b2, diagonal e3-c5 d4-c5
##   are runs of two).  bob 2 = column e e1-e4: 2 (row 3 d3-e3, diagonal
##   b1-e4 d3-e4, diagonal e2-b5 e2-d3 are runs of two).
##   alice wins 4-2, as tapis says.
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
$ call full
tapis: line 2: nothing thrown yet this turn: alice throws first
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
$ call full
tapis: line 9: alice has called suite already
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
$ place c1
tapis: line 14: c1 is taken (alice's pawn)
$ place e5
tapis: line 15: e5 takes three 4s or more: 1 2 5 5 5 do not make it; the dice can go on 5s e2 d5
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
$ place c5
tapis: line 23: nothing thrown yet this turn: bob throws first
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
$ call yam
tapis: line 37: a call is made right after the first throw, not after the second
$ 2 3 6 6 6
  throw 3 of 3: 2 3 6 6 6 - 6s a4
$ 1 2 3 4 5
tapis: line 39: bob has thrown three times: place a pawn (place CELL) or pass
$ pass
  bob passes - alice (X) throws, 8 pawns left
$ place a4
tapis: line 41: nothing thrown yet this turn: alice throws first
$ 4 4 4 4 1
  throw 1 of 3: 1 4 4 4 4, a sec - 4s d1 e5, carre b2 c5, sec b4 - or call a major
$ call 6
tapis: line 43: '6' is no major: call full, suite, carre, small or yam
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
$ sheet
Game #1 - yam-master (two players, twelve pawns each) - round 6
          a         b         c         d         e
     +---------+---------+---------+---------+---------+
  1  | 1       | 3       | Appel X | 4       | 6     O |
     +---------+---------+---------+---------+---------+
  2  | 2       | Carre X | Sec   X | Full    | 5     O |
     +---------+---------+---------+---------+---------+
  3  | <=8     | Full    | Yam   X | Appel O | Suite   |
     +---------+---------+---------+---------+---------+
  4  | 6       | Sec     | Suite X | <=8   X | 1     O |
     +---------+---------+---------+---------+---------+
  5  | 3       | 2       | Carre   | 5       | 4       |
     +---------+---------+---------+---------+---------+
  X alice  6 placed, 6 left, count 3
> O bob    4 placed, 8 left, count 0
  >: to play
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
$ 2 2 2 3 3
tapis: line 60: game #1 is over, alice won: new starts another game; undo takes back the last entry
$ sheet
Game #1 - yam-master (two players, twelve pawns each) - 13 turns, over
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
$ export --json
{"id":1,"game":"yam-master","status":"finished","winner":"alice","rules":{"board":"standard","fivewins":false,"predator":false},"players":[{"name":"alice","score":4,"pawns":7},{"name":"bob","score":2,"pawns":5}],"board":[[null,null,0,null,1],[null,0,0,null,1],[null,null,0,1,1],[null,null,0,0,1],[null,null,0,null,null]],"turn":null,"entries":[{"seq":1,"player":"alice","entry":"throw","dice":[3,3,3,3,5]},{"seq":2,"player":"alice","entry":"place","args":"c2"},{"seq":3,"player":"bob","entry":"throw","dice":[6,6,6,1,2]},{"seq":4,"player":"bob","entry":"place","args":"e1"},{"seq":5,"player":"alice","entry":"throw","dice":[2,2,4,5,6]},{"seq":6,"player":"alice","entry":"call","args":"suite"},{"seq":7,"player":"alice","entry":"keep","dice":[2,4,5,6]},{"seq":8,"player":"alice","entry":"throw","dice":[3]},{"seq":9,"player":"alice","entry":"place","args":"c1"},{"seq":10,"player":"bob","entry":"throw","dice":[5,5,5,2,1]},{"seq":11,"player":"bob","entry":"place","args":"e2"},{"seq":12,"player":"alice","entry":"throw","dice":[1,1,2,3,4]},{"seq":13,"player":"alice","entry":"keep","dice":[1,2,3,4]},{"seq":14,"player":"alice","entry":"throw","dice":[5]},{"seq":15,"player":"alice","entry":"place","args":"c4"},{"seq":16,"player":"bob","entry":"throw","dice":[4,4,4,5,5]},{"seq":17,"player":"bob","entry":"call","args":"carre"},{"seq":18,"player":"bob","entry":"keep","dice":[4,4,4]},{"seq":19,"player":"bob","entry":"throw","dice":[4,2]},{"seq":20,"player":"bob","entry":"place","args":"d3"},{"seq":21,"player":"alice","entry":"throw","dice":[6,6,2,3,6]},{"seq":22,"player":"alice","entry":"keep","dice":[6,6,6]},{"seq":23,"player":"alice","entry":"throw","dice":[6,1]},{"seq":24,"player":"alice","entry":"keep","dice":[6,6,6,6]},{"seq":25,"player":"alice","entry":"throw","dice":[6]},{"seq":26,"player":"alice","entry":"place","args":"c3"},{"seq":27,"player":"bob","entry":"throw","dice":[1,2,3,5,6]},{"seq":28,"player":"bob","entry":"throw","dice":[1,2,4,6,6]},{"seq":29,"player":"bob","entry":"throw","dice":[2,3,6,6,6]},{"seq":30,"player":"bob","entry":"pass"},{"seq":31,"player":"alice","entry":"throw","dice":[4,4,4,4,1]},{"seq":32,"player":"alice","entry":"place","args":"b2"},{"seq":33,"player":"bob","entry":"throw","dice":[1,1,1,5,6]},{"seq":34,"player":"bob","entry":"keep","dice":[1,1,1]},{"seq":35,"player":"bob","entry":"throw","dice":[1,3]},{"seq":36,"player":"bob","entry":"place","args":"e4"},{"seq":37,"player":"alice","entry":"throw","dice":[1,2,2,2,1]},{"seq":38,"player":"alice","entry":"place","args":"d4"},{"seq":39,"player":"bob","entry":"throw","dice":[3,4,5,6,6]},{"seq":40,"player":"bob","entry":"keep","dice":[3,4,5,6]},{"seq":41,"player":"bob","entry":"throw","dice":[2]},{"seq":42,"player":"bob","entry":"place","args":"e3"},{"seq":43,"player":"alice","entry":"throw","dice":[5,5,5,5,3]},{"seq":44,"player":"alice","entry":"place","args":"c5"}]}
? 1
