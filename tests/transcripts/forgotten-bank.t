## A full hand typed while the turn could be banked: the bank was surely
## forgotten, and the refusal says so; where it could not be banked, or the
## full hand is the rules' own, nothing is said of a bank.  A throw that
## leaves two groups possible is refused in a script (a person at the
## terminal is asked which).
$ new 10000 alice bob
Game #1 - 10000, booklet rules - alice, bob - alice throws 5 dice.
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ keep 1 1 1
  set aside 1 1 1: turn 1000, 2 dice to throw
$ 2 2 3 4 6
tapis: line 4: 5 dice typed, a full hand: did alice bank? type bank first
$ undo
  undone: alice's keep 1 1 1 - alice's turn: 0 points set aside, threw 1 1 1 2 3
$ 2 2 3 4 6
tapis: line 6: 5 dice typed, a full hand: did alice bank? type bank first
$ bank
  (1 1 1 set aside) alice opens with 1000 - bob throws 5 dice
$ 1 2 3 4 6
  scoring: 1 = 100   (2 3 4 6 score nothing)
$ keep 1
  set aside 1: turn 100, 4 dice to throw (500 needed to open)
$ 2 2 3 4 6
tapis: line 10: 5 dice typed, 4 in hand
$ 6 2 3 4
  bust: nothing scores, 100 lost - alice throws 5 dice
$ 2 3 4 6
tapis: line 12: 4 dice typed, 5 in hand
$ 6 1 1 6 5
  scoring: 1 1 5 = 250   (6 6 score nothing)
$ 6 2 5
tapis: line 14: which dice of 6 1 1 6 5 were set aside: 1 1 or 1 5? type keep first
$ keep 1 1; 6 2 5
  set aside 1 1: turn 200, 3 dice to throw
  scoring: 5 = 50   (2 6 score nothing)
$ sheet
Game #1 - 10000 (booklet rules) - round 2
  > alice    bob
     1000
            score  crosses  opened
> alice      1000           yes
  bob           0           no     (500 to open)
  >: to play
alice's turn: 200 points set aside, threw 6 2 5
? 1
