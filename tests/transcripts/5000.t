## 5000: six dice, three pairs, the straight, no opening, six 1s win at once.
$ eval 5000 2 2 2 2 3 3
2 2 2 2 3 3: worth 600
  what can be set aside:
    2 2 2 2 3 3    600   full hand
    2 2 2 2        400   2 dice left
    2 2 2          200   3 dice left
$ eval 7 1 1
tapis: line 2: 7 is not a die face: faces go from 1 to 6
$ new 5000 ann ben
Game #1 - 5000, six dice - ann, ben - ann throws 6 dice.
$ 2 2 3 3 4 4
  scoring: 2 2 3 3 4 4 = 600 - keeping all 6 makes a full hand: turn 600, throw 6 dice
$ bank
tapis: line 5: keeping 2 2 3 3 4 4 makes a full hand, and a full hand must be thrown again
$ keep 2 2 3 3 4 4
  set aside 2 2 3 3 4 4: full hand, turn 600, throw all 6 dice
$ 1 2 3 4 5 6
  scoring: 1 2 3 4 5 6 = 1200 - keeping all 6 makes a full hand: turn 1800, throw 6 dice
$ keep 1 2 3 4 5 6
  set aside 1 2 3 4 5 6: full hand, turn 1800, throw all 6 dice
$ 1 1 1 2 3 4
  scoring: 1 1 1 = 1000   (2 3 4 score nothing)
$ bank
  (1 1 1 set aside) ann banks 2800: 2800 - ben throws 6 dice
$ 1 1 1 1 1 1
  six 1s in one throw - ben wins at once!
$ sheet
Game #1 - 5000 (six dice) - 1 round, over
   ann    * ben
  2800
            score
  ann        2800
* ben           0
  *: won
ben won
$ 2 3 4 6 6 2
tapis: line 13: game #1 is over, ben won: new starts another game; undo takes back the last entry
$ export --json
{"id":1,"game":"5000","status":"finished","winner":"ben","rules":{"dice":6,"target":5000,"exact":false,"opening":0,"minbank":0,"single1":100,"single5":50,"kind3":"100/1000","kind4":"200/2000","kind5":"400/4000","kind6":"1000/10000","six1":true,"straight":0,"straight6":1200,"pairs":600,"crosses":0,"penalty":"minus1000","unopened":false,"overshoot":"refuse","piggyback":false,"fullhand":"throw","collision":false,"lastround":false,"floor":false},"players":[{"name":"ann","score":2800,"crosses":0,"opened":true},{"name":"ben","score":0,"crosses":0,"opened":true}],"turn":null,"entries":[{"seq":1,"player":"ann","entry":"throw","dice":[2,2,3,3,4,4]},{"seq":2,"player":"ann","entry":"keep","dice":[2,2,3,3,4,4]},{"seq":3,"player":"ann","entry":"throw","dice":[1,2,3,4,5,6]},{"seq":4,"player":"ann","entry":"keep","dice":[1,2,3,4,5,6]},{"seq":5,"player":"ann","entry":"throw","dice":[1,1,1,2,3,4]},{"seq":6,"player":"ann","entry":"bank"},{"seq":7,"player":"ben","entry":"throw","dice":[1,1,1,1,1,1]}]}
? 1
