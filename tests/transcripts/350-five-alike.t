## 10000:350: five alike are the five-alike row (the yam of seed 002), never
## four alike and a single: five 1s are 5000, not 5100.  A full hand of five
## 1s and four 1s after it make exactly 10000, and alice wins.  With
## fullhand=bank a full hand may be banked: the line says so.
$ eval 10000:350 1 1 1 1 1
1 1 1 1 1: worth 5000
  what can be set aside:
    1 1 1 1 1     5000   full hand
    1 1 1 1       5000   1 die left
    1 1 1         1000   2 dice left
    1 1            200   3 dice left
    1              100   4 dice left
$ eval 10000:350 5 5 5 5 5
5 5 5 5 5: worth 5000
  what can be set aside:
    5 5 5 5 5     5000   full hand
    5 5 5 5       5000   1 die left
    5 5 5          500   2 dice left
    5 5            100   3 dice left
    5               50   4 dice left
$ new 10000:350 alice bob
Game #1 - 10000:350, 350 to open, piggy-back - alice, bob - alice throws 5 dice.
$ 1 1 1 1 1
  scoring: 1 1 1 1 1 = 5000 - keeping all 5 makes a full hand: turn 5000, throw 5 dice
$ keep 1 1 1 1 1
  set aside 1 1 1 1 1: full hand, turn 5000, throw all 5 dice
$ 1 1 1 1 2
  scoring: 1 1 1 1 = 5000   (2 scores nothing)
$ keep 1 1 1 1
  set aside 1 1 1 1: turn 10000, 1 die to throw
$ bank
  alice banks 10000: 10000 - alice wins with 10000!
$ new 10000:350 alice bob fullhand=bank
Game #2 - 10000:350, 350 to open, piggy-back, fullhand=bank - alice, bob - alice throws 5 dice.
$ 1 1 1 1 1
  scoring: 1 1 1 1 1 = 5000 - keeping all 5 makes a full hand: turn 5000, throw all 5 again or bank
$ bank
  (1 1 1 1 1 set aside) alice opens with 5000 - bob throws 5 dice
? 0
