## A second keep in the same throw extends the first: the dice set aside
## from one throw are one group, worth what that group is worth (5 5 5 is
## 500, not 100 + 50); undo takes the extension back.  A throw of fewer
## dice than are left after a keep sets aside more, as one group with it.
## A group that does not score as one is refused and changes nothing.
$ new 10000 alice bob
Game #1 - 10000, booklet rules - alice, bob - alice throws 5 dice.
$ 5 5 5 3 4
  scoring: 5 5 5 = 500   (3 4 score nothing)
$ keep 5 5
  set aside 5 5: turn 100, 3 dice to throw (500 needed to open)
$ keep 5
  set aside 5 5 5: turn 500, 2 dice to throw
$ undo
  undone: alice's keep 5 - alice's turn: 100 points set aside, 3 dice to throw
$ keep 5
  set aside 5 5 5: turn 500, 2 dice to throw
$ keep 5
tapis: line 7: 5 5 5 is set aside already, and the throw 5 5 5 3 4 has only three 5s
$ keep 3
tapis: line 8: a 3 scores nothing in this throw
$ 1 6
  scoring: 1 = 100   (6 scores nothing)
$ keep 1
  set aside 1: turn 600, 1 die to throw
$ bank
  alice opens with 600 - bob throws 5 dice
$ 2 2 2 1 3
  scoring: 1 2 2 2 = 300   (3 scores nothing)
$ keep 1
  set aside 1: turn 100, 4 dice to throw (500 needed to open)
$ keep 2
tapis: line 14: 1 2 does not score as one group: the dice set aside from one throw are one group, and every die must belong to a combination
$ keep 2 2 2
  set aside 1 2 2 2: turn 300, 1 die to throw (500 needed to open)
$ sheet
Game #1 - 10000 (booklet rules) - round 1
  alice    > bob
    600
            score  crosses  opened
  alice       600           yes
> bob           0           no     (500 to open)
  >: to play
bob's turn: 300 points set aside, 1 die to throw
$ new 10000 carol dan
Game #2 - 10000, booklet rules - carol, dan - carol throws 5 dice.
game #1 (10000: alice, bob) stays unfinished: resume 1 takes it up again
$ 1 5 5 2 3
  scoring: 1 5 5 = 200   (2 3 score nothing)
$ keep 1
  set aside 1: turn 100, 4 dice to throw (500 needed to open)
$ 2 3
  (1 5 5 set aside: turn 200)
  bust: nothing scores, 200 lost - dan throws 5 dice
$ undo
  undone: carol's throw 2 3 - carol's turn: 100 points set aside, 4 dice to throw
$ 2 3 6
  (1 5 set aside: turn 150)
  bust: nothing scores, 150 lost - dan throws 5 dice
? 1
