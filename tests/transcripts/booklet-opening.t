## 10000, booklet rules: the turn of EXAMPLES.md, refusals included.
$ new 10000 alice bob carol
Game #1 - 10000, booklet rules - alice, bob, carol - alice throws 5 dice.
$ 1 1 5 3 4
  scoring: 1 1 5 = 250   (3 4 score nothing)
$ keep 1 1
  set aside 1 1: turn 200, 3 dice to throw (500 needed to open)
$ 5 5 5
  scoring: 5 5 5 = 500 - keeping all 3 makes a full hand: turn 700, throw 5 dice
$ bank
tapis: line 5: keeping 5 5 5 makes a full hand, and a full hand must be thrown again
$ 2 3 4 6 1
  (5 5 5 set aside: full hand, turn 700)
  scoring: 1 = 100   (2 3 4 6 score nothing)
$ bank
  (1 set aside) alice opens with 800 - bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - carol throws 5 dice
$ undo
  undone: bob's throw 2 2 3 4 6 - bob throws 5 dice
$ 2 2 3 4 6 6
tapis: line 10: 6 dice typed, 5 in hand
$ 2 2 3 4 6
  bust: nothing scores - carol throws 5 dice
$ sheet
Game #1 - 10000 (booklet rules) - round 1
  alice    bob    > carol
    800
            score  crosses  opened
  alice       800           yes
  bob           0           no     (500 to open)
> carol         0           no     (500 to open)
  >: to play
carol throws 5 dice
? 1
