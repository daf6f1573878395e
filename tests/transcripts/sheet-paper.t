## The sheet as on paper: a column per player of the scores written one
## after the other, row k the k-th score each wrote, the crosses beside the
## score they were given at.  A collision and the `back` penalty of
## 10000:350 strike the last score written (~1000~); without a terminal the
## newest 10 rows are shown, and `sheet all` shows every row.
$ new 10000:350 collision=yes alice bob
Game #1 - 10000:350, 350 to open, piggy-back, collision=yes - alice, bob - alice throws 5 dice.
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) alice opens with 1000 - bob throws 5 dice
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) bob opens with 1000 - alice is landed on and goes back to 0 - alice throws 5 dice, or takes over 1000 with 2 dice (take)
$ sheet
Game #1 - 10000:350 (350 to open, piggy-back, collision=yes) - round 2
  > alice     bob
    ~1000~   1000
  ~score~: struck out, a penalty or a collision took it back
            score  crosses  opened
> alice         0           yes
  bob        1000           yes
  >: to play
alice throws 5 dice, or takes over 1000 with 2 dice (take)
$ 1 5 2 3 6
  scoring: 1 5 = 150   (2 3 6 score nothing)
$ bank
  (1 5 set aside) alice banks 150: 150 - bob throws 5 dice, or takes over 150 with 3 dice (take)
$ 2 2 3 4 6
  bust: nothing scores - bob gets a cross (1 in a row) - alice throws 5 dice
$ 1 5 2 3 6
  scoring: 1 5 = 150   (2 3 6 score nothing)
$ bank
  (1 5 set aside) alice banks 150: 300 - bob throws 5 dice, or takes over 150 with 3 dice (take)
$ 2 2 3 4 6
  bust: nothing scores - bob gets a cross (2 in a row) - alice throws 5 dice
$ 1 5 2 3 6
  scoring: 1 5 = 150   (2 3 6 score nothing)
$ bank
  (1 5 set aside) alice banks 150: 450 - bob throws 5 dice, or takes over 150 with 3 dice (take)
$ 2 2 3 4 6
  bust: nothing scores - 3 crosses in a row take bob back to 0, crosses wiped - alice throws 5 dice
$ 1 5 2 3 6
  scoring: 1 5 = 150   (2 3 6 score nothing)
$ bank
  (1 5 set aside) alice banks 150: 600 - bob throws 5 dice, or takes over 150 with 3 dice (take)
$ 2 2 3 4 6
  bust: nothing scores - bob gets a cross (1 in a row) - alice throws 5 dice
$ 1 5 2 3 6
  scoring: 1 5 = 150   (2 3 6 score nothing)
$ bank
  (1 5 set aside) alice banks 150: 750 - bob throws 5 dice, or takes over 150 with 3 dice (take)
$ 2 2 3 4 6
  bust: nothing scores - bob gets a cross (2 in a row) - alice throws 5 dice
$ 1 5 2 3 6
  scoring: 1 5 = 150   (2 3 6 score nothing)
$ bank
  (1 5 set aside) alice banks 150: 900 - bob throws 5 dice, or takes over 150 with 3 dice (take)
$ 2 2 3 4 6
  bust: nothing scores - 3 crosses in a row take bob back to 0, crosses wiped - alice throws 5 dice
$ 1 5 2 3 6
  scoring: 1 5 = 150   (2 3 6 score nothing)
$ bank
  (1 5 set aside) alice banks 150: 1050 - bob throws 5 dice, or takes over 150 with 3 dice (take)
$ 2 2 3 4 6
  bust: nothing scores - bob gets a cross (1 in a row) - alice throws 5 dice
$ 1 5 2 3 6
  scoring: 1 5 = 150   (2 3 6 score nothing)
$ bank
  (1 5 set aside) alice banks 150: 1200 - bob throws 5 dice, or takes over 150 with 3 dice (take)
$ 2 2 3 4 6
  bust: nothing scores - bob gets a cross (2 in a row) - alice throws 5 dice
$ 1 5 2 3 6
  scoring: 1 5 = 150   (2 3 6 score nothing)
$ bank
  (1 5 set aside) alice banks 150: 1350 - bob throws 5 dice, or takes over 150 with 3 dice (take)
$ 2 2 3 4 6
  bust: nothing scores - 3 crosses in a row take bob back to 0, crosses wiped - alice throws 5 dice
$ 1 5 2 3 6
  scoring: 1 5 = 150   (2 3 6 score nothing)
$ bank
  (1 5 set aside) alice banks 150: 1500 - bob throws 5 dice, or takes over 150 with 3 dice (take)
$ 2 2 3 4 6
  bust: nothing scores - bob gets a cross (1 in a row) - alice throws 5 dice
$ 1 5 2 3 6
  scoring: 1 5 = 150   (2 3 6 score nothing)
$ bank
  (1 5 set aside) alice banks 150: 1650 - bob throws 5 dice, or takes over 150 with 3 dice (take)
$ 2 2 3 4 6
  bust: nothing scores - bob gets a cross (2 in a row) - alice throws 5 dice
$ sheet
Game #1 - 10000:350 (350 to open, piggy-back, collision=yes) - round 13
  (2 earlier rows not shown: 'sheet all' shows them)
  > alice    bob
      300
      450
      600
      750
      900
     1050
     1200
     1350
     1500
     1650
            score  crosses  opened
> alice      1650           yes
  bob           0  xx       yes
  >: to play
alice throws 5 dice
$ sheet all
Game #1 - 10000:350 (350 to open, piggy-back, collision=yes) - round 13
  > alice      bob
    ~1000~   ~1000~ xxx
      150
      300
      450
      600
      750
      900
     1050
     1200
     1350
     1500
     1650
  ~score~: struck out, a penalty or a collision took it back
            score  crosses  opened
> alice      1650           yes
  bob           0  xx       yes
  >: to play
alice throws 5 dice
$ sheet 3
tapis: line 42: usage: sheet [all]
? 1
