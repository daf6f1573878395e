## 5000 with exact=yes: a bank that would pass 5000 is refused, and the
## turn goes on.
$ new 5000 cat exact=yes
Game #1 - 5000, six dice, exact=yes - cat - cat throws 6 dice.
$ 6 6 6 6 6 2
  scoring: 6 6 6 6 6 = 2400   (2 scores nothing)
$ keep 6 6 6 6 6
  set aside 6 6 6 6 6: turn 2400, 1 die to throw
$ 1
  scoring: 1 = 100 - keeping it makes a full hand: turn 2500, throw 6 dice
$ 6 6 6 6 6 3
  (1 set aside: full hand, turn 2500)
  scoring: 6 6 6 6 6 = 2400   (3 scores nothing)
$ keep 6 6 6 6 6
  set aside 6 6 6 6 6: turn 4900, 1 die to throw
$ 5
  scoring: 5 = 50 - keeping it makes a full hand: turn 4950, throw 6 dice
$ bank
tapis: line 8: keeping 5 makes a full hand, and a full hand must be thrown again
$ 1 1 2 3 4 6
  (5 set aside: full hand, turn 4950)
  scoring: 1 1 = 200   (2 3 4 6 score nothing)
$ bank
tapis: line 10: 5150 would pass 5000, and the target must be hit exactly
$ keep 1
  set aside 1: turn 5050, 5 dice to throw
$ bank
tapis: line 12: 5050 would pass 5000, and the target must be hit exactly
$ 2 3 4 6 6
  bust: nothing scores, 5050 lost - cat throws 6 dice
$ sheet
Game #1 - 5000 (six dice, exact=yes) - round 2
            score
> cat           0
  >: to play
cat throws 6 dice
? 1
