## export with no GAME writes the game open, else the newest (here one
## abandoned), and refuses where there is none yet.
$ export --json
tapis: line 1: no game to export yet
$ new 10000 alice bob target=1000 opening=0
Game #1 - 10000, booklet rules, target=1000, opening=0 - alice, bob - alice throws 5 dice.
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) alice banks 1000: 1000 - alice wins with 1000!
$ export --csv
game,rules,date,player,turn,throws,points,outcome,score_after,entry
1,10000,TODAY,alice,1,1 1 1 2 3,1000,won,1000,bank
$ new 10000 carol dan
Game #2 - 10000, booklet rules - carol, dan - carol throws 5 dice.
$ abandon
abandoned game #2 (10000: carol, dan): it is no longer offered to be resumed, and counts in no statistic
$ export --json
{"id":2,"game":"10000","status":"abandoned","winner":null,"rules":{"dice":5,"target":10000,"exact":true,"opening":500,"minbank":0,"single1":100,"single5":50,"kind3":"100/1000","kind4":"150/1500","kind5":"200/2000","kind6":"off","six1":false,"straight":1000,"straight6":0,"pairs":0,"crosses":3,"penalty":"minus1000","unopened":false,"overshoot":"void","piggyback":false,"fullhand":"throw","collision":false,"lastround":false,"floor":false},"players":[{"name":"carol","score":0,"crosses":0,"opened":false},{"name":"dan","score":0,"crosses":0,"opened":false}],"turn":null,"entries":[]}
? 1
