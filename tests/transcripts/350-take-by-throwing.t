## 10000:350: a take-over on offer is taken by throwing the dice it leaves
## (no need to type take), declined by throwing all five; another count of
## dice is refused.  In a one-player game nothing is offered after a bank.
$ new 10000:350 alice bob
Game #1 - 10000:350, 350 to open, piggy-back - alice, bob - alice throws 5 dice.
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) alice opens with 1000 - bob throws 5 dice
$ 1 1 1 2 4
  scoring: 1 1 1 = 1000   (2 4 score nothing)
$ keep 1 1 1
  set aside 1 1 1: turn 1000, 2 dice to throw
$ bank
  bob opens with 1000 - alice throws 5 dice, or takes over 1000 with 2 dice (take)
$ 2 3 4
tapis: line 7: 3 dice typed: throw 2 to take over 1000, or all 5 to decline
$ 5 3
  alice takes over 1000 - scoring: 5 = 50   (3 scores nothing)
$ bank
  (5 set aside) alice banks 1050: 2050 - bob throws 5 dice, or takes over 1050 with 1 die (take)
$ 4
  bob takes over 1050 - bust: nothing scores, 1050 lost - bob gets a cross (1 in a row) - alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (1 in a row) - bob throws 5 dice
$ new 10000:350 solo
Game #2 - 10000:350, 350 to open, piggy-back - solo - solo throws 5 dice.
game #1 (10000:350: alice, bob) stays unfinished: resume 1 takes it up again
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) solo opens with 1000 - solo throws 5 dice
$ 2 3
tapis: line 15: 2 dice typed, 5 in hand
$ take
tapis: line 16: nothing to take over: a take-over follows a bank that wrote points and left dice to throw, before the next throw
$ sheet
Game #2 - 10000:350 (350 to open, piggy-back) - round 2
  > solo
    1000
            score  crosses  opened
> solo       1000           yes
  >: to play
solo throws 5 dice
? 1
