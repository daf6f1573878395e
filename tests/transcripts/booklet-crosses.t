## 10000: no cross before opening; a scoring turn breaks a run of crosses;
## three crosses in a row cost 1000 and wipe the crosses; scores may go
## below zero.
$ new 10000 alice bob
Game #1 - 10000, booklet rules - alice, bob - alice throws 5 dice.
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) alice opens with 1000 - bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (1 in a row) - bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (2 in a row) - bob throws 5 dice
$ sheet
Game #1 - 10000 (booklet rules) - round 3
  alice       > bob
   1000  xx
            score  crosses  opened
  alice      1000  xx       yes
> bob           0           no     (500 to open)
  >: to play
bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 1 2 3 4 6
  scoring: 1 = 100   (2 3 4 6 score nothing)
$ bank
  (1 set aside) alice banks 100: 1100 - bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (1 in a row) - bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (2 in a row) - bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - 3 crosses in a row cost alice 1000: 100, crosses wiped - bob throws 5 dice
$ sheet
Game #1 - 10000 (booklet rules) - round 7
  alice        > bob
   1000  xx
   1100  xxx
    100
            score  crosses  opened
  alice       100           yes
> bob           0           no     (500 to open)
  >: to play
bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (1 in a row) - bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (2 in a row) - bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - 3 crosses in a row cost alice 1000: -900, crosses wiped - bob throws 5 dice
$ sheet
Game #1 - 10000 (booklet rules) - round 10
  alice        > bob
   1000  xx
   1100  xxx
    100  xxx
   -900
            score  crosses  opened
  alice      -900           yes
> bob           0           no     (500 to open)
  >: to play
bob throws 5 dice
? 0
