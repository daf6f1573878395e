## Yam Master advice (issue 22).  hint: before the first throw the chance
## of winning from here; after a throw every choice (keep and throw again,
## after a call where an Appel cell is free; place a pawn; after the third
## throw, pass) with its chance of winning, estimated by playing games out
## (--budget keeps this transcript quick; the default is some half a
## second), give or take its standard error, and why where the board is the
## reason.  The same state gives the same answer (asked twice, and again
## after an undo and a redo).  odds: exact chances of a kind of cell with
## the throws left, for one kind (every way), a cell (its kind), several
## (each one's best), none (every free kind); an Appel by a call; a Sec
## closed after the first throw.  alice b1 a1, bob e1 e2; then alice's sec
## (2 3 4 5 6) may block bob's column e at e3.
## Then a second game: a pawn that makes a line of three of one's own
## (alice's a3 under a1 and a2), then one that ends the game with a line
## of five (a5), each said as the reason to people and to scripts.
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
$ hint --budget 300
  alice: chance of winning the game, best first
  *  roll 5 dice  55.5%  +- 2.7%
  an estimate, by playing 300 games out from here, each chance give or take its standard error; hint --budget N plays more
$ 3 3 3 1 5
  throw 1 of 3: 1 3 3 3 5 - 3s b1 a5 - or call a major
$ odds
  alice: chance of making each, best first
  *  3: place b1                                           100.0%
     carre: keep 3 3 3, then roll 2 dice                   51.8%
     appel: call carre, then keep 3 3 3, then roll 2 dice  51.8%
     1: keep 1, then roll 4 dice                           35.8%
     5: keep 5, then roll 4 dice                           35.8%
     full: keep 3 3 3, then roll 2 dice                    30.6%
     suite: keep 3 5, then roll 3 dice                     18.4%
     2: roll 5 dice                                        17.1%
  and 4 more: --all lists every one
$ odds 3
  alice: chance of making 3, best first
  *  place b1                       100.0%
     place a5                       100.0%
     keep 3 3 3, then roll 2 dice   100.0%
     keep 1 3 3 3, then roll 1 die  100.0%
     keep 3 3 3 5, then roll 1 die  100.0%
     keep 3 3, then roll 3 dice     66.5%
     keep 1 3 3, then roll 2 dice   59.8%
     keep 3 3 5, then roll 2 dice   59.8%
  and 9 more: --all lists every one
$ odds d2 carre
  alice: chance of making d2 or carre, best first
  *  carre: keep 3 3 3, then roll 2 dice  51.8%
     full: keep 3 3 3, then roll 2 dice   30.6%
$ odds appel
  alice: chance of making appel, best first
  *  call carre, then keep 3 3 3, then roll 2 dice   51.8%
     call carre, then keep 1 3 3 3, then roll 1 die  42.1%
     call carre, then keep 3 3 3 5, then roll 1 die  42.1%
     call full, then keep 3 3 3, then roll 2 dice    30.6%
     call full, then keep 1 3 3 3, then roll 1 die   30.6%
     call full, then keep 3 3 3 5, then roll 1 die   30.6%
     call full, then keep 3 3, then roll 3 dice      27.5%
     call full, then keep 1 3 3, then roll 2 dice    26.9%
  and 56 more: --all lists every one
$ hint --budget 300
  alice: chance of winning the game, best first
  *  place b1                                        62.6%  +- 5.0%
     call full, then roll 5 dice                     60.6%  +- 7.0%
     call carre, then keep 3 3 3, then roll 2 dice   59.8%  +- 5.0%
     call full, then keep 1, then roll 4 dice        59.1%  +- 10.5%
     call suite, then keep 3 5, then roll 3 dice     59.1%  +- 10.5%
     place a5                                        42.9%  +- 20.2%
     call full, then keep 3 3, then roll 3 dice      42.9%  +- 20.2%
     call carre, then keep 1 3 3 3, then roll 1 die  42.9%  +- 20.2%
  and 2 more: --all lists every one
  an estimate, by playing 300 games out from here, each chance give or take its standard error; hint --budget N plays more
$ place b1
  alice puts a pawn on b1 (3s): 11 left, count 0
      a   b   c   d   e
  1   1   X+  Ap  4   6     X alice: 1 placed, 11 left, count 0
  2   2   Ca  Se  Fu  5     O bob: 0 placed, 12 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 12 pawns left
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 6s e1 a4 - or call a major
$ place e1
  bob puts a pawn on e1 (6s): 11 left, count 0
      a   b   c   d   e
  1   1   X   Ap  4   O+    X alice: 1 placed, 11 left, count 0
  2   2   Ca  Se  Fu  5     O bob: 1 placed, 11 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
alice (X) throws, 11 pawns left
$ 1 1 1 2 3
  throw 1 of 3: 1 1 1 2 3, a sec - 1s a1 e4, small a3 d4, sec c2 b4 - or call a major
$ place a1
  alice puts a pawn on a1 (1s): 10 left, count 0
      a   b   c   d   e
  1   X+  X   Ap  4   O     X alice: 2 placed, 10 left, count 0
  2   2   Ca  Se  Fu  5     O bob: 1 placed, 11 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 11 pawns left
$ 5 5 5 1 2
  throw 1 of 3: 1 2 5 5 5 - 5s e2 d5 - or call a major
$ place e2
  bob puts a pawn on e2 (5s): 10 left, count 0
      a   b   c   d   e
  1   X   X   Ap  4   O     X alice: 2 placed, 10 left, count 0
  2   2   Ca  Se  Fu  O+    O bob: 2 placed, 10 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
alice (X) throws, 10 pawns left
$ 2 3 4 5 6
  throw 1 of 3: 2 3 4 5 6, a sec - suite e3 c4, sec c2 b4 - or call a major
$ hint --budget 400
  alice: chance of winning the game, best first
  *  place e3                                        60.2%  +- 4.6%   blocks bob's line of 3
     place c4                                        66.3%  +- 6.8%
     place c2                                        57.7%  +- 4.9%
     call suite, then keep 4, then roll 4 dice       57.6%  +- 7.3%
     call suite, then keep 2 3 5 6, then roll 1 die  57.1%  +- 10.8%
     call suite, then keep 5, then roll 4 dice       54.8%  +- 10.9%
     call suite, then keep 2 4 5 6, then roll 1 die  54.8%  +- 10.9%
     place b4                                        42.9%  +- 20.2%
  and 6 more: --all lists every one
  an estimate, by playing 400 games out from here, each chance give or take its standard error; hint --budget N plays more
$ hint --budget 400
  alice: chance of winning the game, best first
  *  place e3                                        60.2%  +- 4.6%   blocks bob's line of 3
     place c4                                        66.3%  +- 6.8%
     place c2                                        57.7%  +- 4.9%
     call suite, then keep 4, then roll 4 dice       57.6%  +- 7.3%
     call suite, then keep 2 3 5 6, then roll 1 die  57.1%  +- 10.8%
     call suite, then keep 5, then roll 4 dice       54.8%  +- 10.9%
     call suite, then keep 2 4 5 6, then roll 1 die  54.8%  +- 10.9%
     place b4                                        42.9%  +- 20.2%
  and 6 more: --all lists every one
  an estimate, by playing 400 games out from here, each chance give or take its standard error; hint --budget N plays more
$ undo
  undone: alice's throw 2 3 4 5 6 - alice (X) throws, 10 pawns left
$ redo
  redone: alice's throw 2 3 4 5 6
  throw 1 of 3: 2 3 4 5 6, a sec - suite e3 c4, sec c2 b4 - or call a major
$ hint --budget 400 --all
  alice: chance of winning the game, best first
  *  place e3                                        60.2%  +- 4.6%   blocks bob's line of 3
     place c4                                        66.3%  +- 6.8%
     place c2                                        57.7%  +- 4.9%
     call suite, then keep 4, then roll 4 dice       57.6%  +- 7.3%
     call suite, then keep 2 3 5 6, then roll 1 die  57.1%  +- 10.8%
     call suite, then keep 5, then roll 4 dice       54.8%  +- 10.9%
     call suite, then keep 2 4 5 6, then roll 1 die  54.8%  +- 10.9%
     place b4                                        42.9%  +- 20.2%
     call suite, then roll 5 dice                    42.9%  +- 20.2%
     call suite, then keep 2, then roll 4 dice       42.9%  +- 20.2%
     call suite, then keep 3, then roll 4 dice       42.9%  +- 20.2%
     call suite, then keep 6, then roll 4 dice       42.9%  +- 20.2%
     call suite, then keep 2 3 4 5, then roll 1 die  28.6%  +- 18.4%
     call suite, then keep 2 3 4 6, then roll 1 die  28.6%  +- 18.4%
  an estimate, by playing 400 games out from here, each chance give or take its standard error; hint --budget N plays more
$ hint --budget 100 --json
{"rank":1,"best":true,"choice":"place e3","entry":"place e3","then":null,"throw":null,"goal":"win","value":0.6851851852,"bust":null,"exact":false,"note":null,"first":null,"error":0.09032318187,"why":"blocks bob's line of 3"}
{"rank":2,"best":false,"choice":"call suite, then keep 2 4 5 6, then roll 1 die","entry":"keep 2 4 5 6","then":"roll","throw":1,"goal":"win","value":0.7083333333,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.1348184721,"why":null}
{"rank":3,"best":false,"choice":"place b4","entry":"place b4","then":null,"throw":null,"goal":"win","value":0.6,"bust":null,"exact":false,"note":null,"first":null,"error":0.2449489743,"why":null}
{"rank":4,"best":false,"choice":"call suite, then roll 5 dice","entry":null,"then":"roll","throw":5,"goal":"win","value":0.6,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.2449489743,"why":null}
{"rank":5,"best":false,"choice":"call suite, then keep 2, then roll 4 dice","entry":"keep 2","then":"roll","throw":4,"goal":"win","value":0.6,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.2449489743,"why":null}
{"rank":6,"best":false,"choice":"place c2","entry":"place c2","then":null,"throw":null,"goal":"win","value":0.5555555556,"bust":null,"exact":false,"note":null,"first":null,"error":0.09570878158,"why":null}
{"rank":7,"best":false,"choice":"place c4","entry":"place c4","then":null,"throw":null,"goal":"win","value":0.5416666667,"bust":null,"exact":false,"note":null,"first":null,"error":0.1439688884,"why":null}
{"rank":8,"best":false,"choice":"call suite, then keep 3, then roll 4 dice","entry":"keep 3","then":"roll","throw":4,"goal":"win","value":0,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.4714045208,"why":null}
{"rank":9,"best":false,"choice":"call suite, then keep 4, then roll 4 dice","entry":"keep 4","then":"roll","throw":4,"goal":"win","value":0,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.4714045208,"why":null}
{"rank":10,"best":false,"choice":"call suite, then keep 5, then roll 4 dice","entry":"keep 5","then":"roll","throw":4,"goal":"win","value":0,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.4714045208,"why":null}
{"rank":11,"best":false,"choice":"call suite, then keep 2 3 4 5, then roll 1 die","entry":"keep 2 3 4 5","then":"roll","throw":1,"goal":"win","value":0,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.4714045208,"why":null}
{"rank":12,"best":false,"choice":"call suite, then keep 6, then roll 4 dice","entry":"keep 6","then":"roll","throw":4,"goal":"win","value":0,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.4714045208,"why":null}
{"rank":13,"best":false,"choice":"call suite, then keep 2 3 4 6, then roll 1 die","entry":"keep 2 3 4 6","then":"roll","throw":1,"goal":"win","value":0,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.4714045208,"why":null}
{"rank":14,"best":false,"choice":"call suite, then keep 2 3 5 6, then roll 1 die","entry":"keep 2 3 5 6","then":"roll","throw":1,"goal":"win","value":0,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.4714045208,"why":null}
$ odds sec
  alice: chance of making sec, best first
  *  place c2  100.0%
     place b4  100.0%
$ keep 2 3 4 5
  keeping 2 3 4 5: throw 1 die
$ 1
  throw 2 of 3: 1 2 3 4 5 - suite e3 c4
$ odds sec
tapis: line 26: a Sec takes a major made with the first throw: the Sec cells are closed this turn
$ keep 1 2 3 4
  keeping 1 2 3 4: throw 1 die
$ 1
  throw 3 of 3: 1 1 2 3 4 - the dice make no free cell: pass
$ hint --budget 300
  alice: chance of winning the game, best first
  *  pass  44.5%  +- 2.8%
  an estimate, by playing 300 games out from here, each chance give or take its standard error; hint --budget N plays more
$ pass
  alice passes - bob (O) throws, 10 pawns left
$ hint --budget 0
tapis: line 31: --budget takes a whole number of games from 1 to 10000000, not '0'
$ hint --budget 200 --tsv
rank	best	choice	entry	then	throw	goal	value	bust	exact	note	error	why
1	true	roll 5 dice		roll	5	win	0.5325		false		0.03419525298	
$ new yam-master alice bob
Game #2 - yam-master, two players, twelve pawns each - alice, bob - alice (X) throws, 12 pawns left.
Game #2 - yam-master (two players, twelve pawns each) - round 1
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
game #1 (yam-master: alice, bob) stays unfinished: resume 1 takes it up again
$ 1 1 1 2 3
  throw 1 of 3: 1 1 1 2 3, a sec - 1s a1 e4, small a3 d4, sec c2 b4 - or call a major
$ place a1
  alice puts a pawn on a1 (1s): 11 left, count 0
      a   b   c   d   e
  1   X+  3   Ap  4   6     X alice: 1 placed, 11 left, count 0
  2   2   Ca  Se  Fu  5     O bob: 0 placed, 12 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 12 pawns left
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 6s e1 a4 - or call a major
$ place e1
  bob puts a pawn on e1 (6s): 11 left, count 0
      a   b   c   d   e
  1   X   3   Ap  4   O+    X alice: 1 placed, 11 left, count 0
  2   2   Ca  Se  Fu  5     O bob: 1 placed, 11 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
alice (X) throws, 11 pawns left
$ 2 2 2 1 3
  throw 1 of 3: 1 2 2 2 3 - 2s a2 b5 - or call a major
$ place a2
  alice puts a pawn on a2 (2s): 10 left, count 0
      a   b   c   d   e
  1   X   3   Ap  4   O     X alice: 2 placed, 10 left, count 0
  2   X+  Ca  Se  Fu  5     O bob: 1 placed, 11 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 11 pawns left
$ 4 4 4 1 2
  throw 1 of 3: 1 2 4 4 4 - 4s d1 e5 - or call a major
$ place d1
  bob puts a pawn on d1 (4s): 10 left, count 0
      a   b   c   d   e
  1   X   3   Ap  O+  O     X alice: 2 placed, 10 left, count 0
  2   X   Ca  Se  Fu  5     O bob: 2 placed, 10 left, count 0
  3   <=8 Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
alice (X) throws, 10 pawns left
$ 1 1 1 2 2
  throw 1 of 3: 1 1 1 2 2, a sec - 1s e4, full d2 b3, small a3 d4, sec c2 b4 - or call a major
$ hint --budget 100
  alice: chance of winning the game, best first
  *  place c2                                       85.2%   +- 7.3%
     call full, then keep 1 1 1 2, then roll 1 die  100.0%  +- 47.1%
     call full, then keep 2 2, then roll 3 dice     100.0%  +- 47.1%
     call full, then keep 1 1 2 2, then roll 1 die  100.0%  +- 47.1%
     place a3                                       75.9%   +- 8.4%   makes a line of 3
     call full, then keep 1 1 2, then roll 2 dice   75.0%   +- 25.0%
     place e4                                       72.7%   +- 13.9%
     call full, then keep 1 1, then roll 3 dice     72.7%   +- 14.1%
  and 8 more: --all lists every one
  an estimate, by playing 100 games out from here, each chance give or take its standard error; hint --budget N plays more
$ hint --budget 100 --tsv
rank	best	choice	entry	then	throw	goal	value	bust	exact	note	first	error	why
1	true	place c2	place c2			win	0.8518518519		false			0.07269603816	
2	false	call full, then keep 1 1 1 2, then roll 1 die	keep 1 1 1 2	roll	1	win	1		false		call full	0.4714045208	
3	false	call full, then keep 2 2, then roll 3 dice	keep 2 2	roll	3	win	1		false		call full	0.4714045208	
4	false	call full, then keep 1 1 2 2, then roll 1 die	keep 1 1 2 2	roll	1	win	1		false		call full	0.4714045208	
5	false	place a3	place a3			win	0.7592592593		false			0.08426941551	makes a line of 3
6	false	call full, then keep 1 1 2, then roll 2 dice	keep 1 1 2	roll	2	win	0.75		false		call full	0.25	
7	false	place e4	place e4			win	0.7272727273		false			0.1391590821	
8	false	call full, then keep 1 1, then roll 3 dice	keep 1 1	roll	3	win	0.7272727273		false		call full	0.140835758	
9	false	place d2	place d2			win	0.625		false			0.2465033243	
10	false	call full, then roll 5 dice		roll	5	win	0.5		false		call full	0.2886751346	
11	false	call full, then keep 1 1 1, then roll 2 dice	keep 1 1 1	roll	2	win	0.5		false		call full	0.2886751346	
12	false	place b4	place b4			win	0.5		false			0.5	
13	false	place b3	place b3			win	0		false			0.4714045208	
14	false	place d4	place d4			win	0		false			0.4714045208	
15	false	call full, then keep 2, then roll 4 dice	keep 2	roll	4	win	0		false		call full	0.4714045208	
16	false	call full, then keep 1 2 2, then roll 2 dice	keep 1 2 2	roll	2	win	0		false		call full	0.4714045208	
$ place a3
  alice puts a pawn on a3 (small): 9 left, count 1
      a   b   c   d   e
  1   X   3   Ap  O   O     X alice: 3 placed, 9 left, count 1
  2   X   Ca  Se  Fu  5     O bob: 2 placed, 10 left, count 0
  3   X+  Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 10 pawns left
$ 5 5 5 1 2
  throw 1 of 3: 1 2 5 5 5 - 5s e2 d5 - or call a major
$ place e2
  bob puts a pawn on e2 (5s): 9 left, count 0
      a   b   c   d   e
  1   X   3   Ap  O   O     X alice: 3 placed, 9 left, count 1
  2   X   Ca  Se  Fu  O+    O bob: 3 placed, 9 left, count 0
  3   X   Fu  Ya  Ap  Su
  4   6   Se  Su  <=8 1
  5   3   2   Ca  5   4
alice (X) throws, 9 pawns left
$ 6 6 6 1 2
  throw 1 of 3: 1 2 6 6 6 - 6s a4 - or call a major
$ place a4
  alice puts a pawn on a4 (6s): 8 left, count 2
      a   b   c   d   e
  1   X   3   Ap  O   O     X alice: 4 placed, 8 left, count 2
  2   X   Ca  Se  Fu  O     O bob: 3 placed, 9 left, count 0
  3   X   Fu  Ya  Ap  Su
  4   X+  Se  Su  <=8 1
  5   3   2   Ca  5   4
bob (O) throws, 9 pawns left
$ 3 3 3 1 2
  throw 1 of 3: 1 2 3 3 3 - 3s b1 a5 - or call a major
$ place b1
  bob puts a pawn on b1 (3s): 8 left, count 0
      a   b   c   d   e
  1   X   O+  Ap  O   O     X alice: 4 placed, 8 left, count 2
  2   X   Ca  Se  Fu  O     O bob: 4 placed, 8 left, count 0
  3   X   Fu  Ya  Ap  Su
  4   X   Se  Su  <=8 1
  5   3   2   Ca  5   4
alice (X) throws, 8 pawns left
$ 3 3 3 1 2
  throw 1 of 3: 1 2 3 3 3 - 3s a5 - or call a major
$ hint --budget 50
  alice: chance of winning the game, best first
  *  place a5                                        100.0%  +- 5.7%   ends the game: a win
     call suite, then keep 2 3, then roll 3 dice     100.0%  +- 47.1%
     call full, then keep 3 3, then roll 3 dice      100.0%  +- 47.1%
     call carre, then keep 3 3 3, then roll 2 dice   100.0%  +- 47.1%
     call carre, then keep 1 3 3 3, then roll 1 die  100.0%  +- 47.1%
     call carre, then keep 2 3 3 3, then roll 1 die  100.0%  +- 47.1%
     call full, then roll 5 dice                     83.3%   +- 26.5%
     call full, then keep 2, then roll 4 dice        83.3%   +- 26.5%
  and 2 more: --all lists every one
  an estimate, by playing 50 games out from here, each chance give or take its standard error; hint --budget N plays more
$ hint --budget 50 --tsv
rank	best	choice	entry	then	throw	goal	value	bust	exact	note	first	error	why
1	true	place a5	place a5			win	1		false			0.05726535591	ends the game: a win
2	false	call suite, then keep 2 3, then roll 3 dice	keep 2 3	roll	3	win	1		false		call suite	0.4714045208	
3	false	call full, then keep 3 3, then roll 3 dice	keep 3 3	roll	3	win	1		false		call full	0.4714045208	
4	false	call carre, then keep 3 3 3, then roll 2 dice	keep 3 3 3	roll	2	win	1		false		call carre	0.4714045208	
5	false	call carre, then keep 1 3 3 3, then roll 1 die	keep 1 3 3 3	roll	1	win	1		false		call carre	0.4714045208	
6	false	call carre, then keep 2 3 3 3, then roll 1 die	keep 2 3 3 3	roll	1	win	1		false		call carre	0.4714045208	
7	false	call full, then roll 5 dice		roll	5	win	0.8333333333		false		call full	0.2645751311	
8	false	call full, then keep 2, then roll 4 dice	keep 2	roll	4	win	0.8333333333		false		call full	0.2645751311	
9	false	call small, then keep 1 2, then roll 3 dice	keep 1 2	roll	3	win	0.8125		false		call small	0.1530931089	
10	false	call full, then keep 1, then roll 4 dice	keep 1	roll	4	win	0.7333333333		false		call full	0.1176470588	
$ place a5
  alice puts a pawn on a5 (3s): 7 left, count 3 - alice makes a line of five - count: alice 3, bob 0 - alice wins!
      a   b   c   d   e
  1   X   O   Ap  O   O     X alice: 5 placed, 7 left, count 3
  2   X   Ca  Se  Fu  O     O bob: 4 placed, 8 left, count 0
  3   X   Fu  Ya  Ap  Su
  4   X   Se  Su  <=8 1
  5   X+  2   Ca  5   4
? 1
