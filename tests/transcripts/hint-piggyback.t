## 10000:350: a take-over on offer, take it or throw all five, each with
## its worth; a player who has not opened cannot bank under 350
$ new 10000:350 alice bob
Game #1 - 10000:350, 350 to open, piggy-back - alice, bob - alice throws 5 dice.
$ 1 1 1 5 2
  scoring: 1 1 1 5 = 1050   (2 scores nothing)
$ bank
  (1 1 1 5 set aside) alice opens with 1050 - bob throws 5 dice
$ 1 1 1 5 2
  scoring: 1 1 1 5 = 1050   (2 scores nothing)
$ bank
  (1 1 1 5 set aside) bob opens with 1050 - alice throws 5 dice, or takes over 1050 with 1 die (take)
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ keep 1 1 1
  set aside 1 1 1: turn 1000, 2 dice to throw
$ bank
  alice banks 1000: 2050 - bob throws 5 dice, or takes over 1000 with 2 dice (take)
$ hint
  bob: expected points this turn, best first
  *  take, then roll 2 dice  633  bust 44%
     roll 5 dice             432  bust 7.7%
$ take
  bob takes over 1000: throw 2 dice
$ hint
  bob: expected points this turn, best first
  *  roll 2 dice  633  bust 44%
? 0
