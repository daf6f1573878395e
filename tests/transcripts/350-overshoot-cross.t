## 10000:350: four and five alike are worth 1000 a face (1s: 5000);
## passing 10000 scores nothing and is a cross.
$ new 10000:350 dan
Game #1 - 10000:350, 350 to open, piggy-back - dan - dan throws 5 dice.
$ 1 1 1 1 2
  scoring: 1 1 1 1 = 5000   (2 scores nothing)
$ keep 1 1 1 1
  set aside 1 1 1 1: turn 5000, 1 die to throw
$ 1
  scoring: 1 = 100 - keeping it makes a full hand: turn 5100, throw 5 dice
$ 2 2 2 2 3
  (1 set aside: full hand, turn 5100)
  scoring: 2 2 2 2 = 2000   (3 scores nothing)
$ keep 2 2 2 2
  set aside 2 2 2 2: turn 7100, 1 die to throw
$ bank
  dan opens with 7100 - dan throws 5 dice
$ 3 3 3 3 4
  scoring: 3 3 3 3 = 3000   (4 scores nothing)
$ keep 3 3 3 3
  set aside 3 3 3 3: turn 3000, 1 die to throw
$ bank
  dan's 3000 would make 10100, past 10000: the turn scores nothing - dan gets a cross (1 in a row) - dan throws 5 dice
$ sheet
Game #1 - 10000:350 (350 to open, piggy-back) - round 3
  > dan
   7100  x
            score  crosses  opened
> dan        7100  x        yes
  >: to play
dan throws 5 dice
$ eval 1 2 3 4 5
1 2 3 4 5: worth 1500
  what can be set aside:
    1 2 3 4 5     1500   full hand
    1 5            150   3 dice left
    1              100   4 dice left
    5               50   4 dice left
$ eval 6 6 6 6 6
6 6 6 6 6: worth 6000
  what can be set aside:
    6 6 6 6 6     6000   full hand
    6 6 6 6       6000   1 die left
    6 6 6          600   2 dice left
? 0
