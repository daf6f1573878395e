## Near the exact target (booklet to 1000): 400 still needed is more than
## an ordinary turn makes, so the start of the turn weighs points; a throw
## of three 1s could pass it, so from there the chance of ending exactly on
## 1000 is weighed, and said
$ new 10000 alice target=1000 opening=0
Game #1 - 10000, booklet rules, target=1000, opening=0 - alice - alice throws 5 dice.
$ 5 5 5 2 3
  scoring: 5 5 5 = 500   (2 3 score nothing)
$ keep 5 5 5
  set aside 5 5 5: turn 500, 2 dice to throw
$ 1 2
  scoring: 1 = 100   (2 scores nothing)
$ bank
  (1 set aside) alice banks 600: 600 - alice throws 5 dice
$ hint
  alice: expected points this turn, best first
  *  roll 5 dice  192  bust 7.7%
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ hint
  alice: chance of ending this turn exactly on the target, best first
  *  keep 1 1, then roll 3 dice    19.6%  bust 28%
     keep 1, then roll 4 dice      16.2%  bust 16%
     keep 1, then bank             0%
     keep 1 1, then bank           0%
     keep 1 1 1, then bank         0%
     keep 1 1 1, then roll 2 dice  0%     bust 44%
  near the exact target: each choice's chance of ending this turn on it (a bank short of it counts for nothing here; hint --win weighs it for the game)
$ keep 1 1
  set aside 1 1: turn 200, 3 dice to throw
$ hint
  alice: chance of ending this turn exactly on the target, best first
  *  roll 3 dice               19.6%  bust 28%
     bank                      0%
     keep 1, then bank         0%
     keep 1, then roll 2 dice  0%     bust 44%
  near the exact target: each choice's chance of ending this turn on it (a bank short of it counts for nothing here; hint --win weighs it for the game)
? 0
