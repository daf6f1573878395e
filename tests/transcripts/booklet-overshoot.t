## 10000: the exact finish.  Overshooting voids the turn, with no cross;
## the exact bank wins at once and the game takes no more entries.
$ new 10000 alice bob
Game #1 - 10000, booklet rules - alice, bob - alice throws 5 dice.
$ 1 1 1 1 1
  scoring: 1 1 1 1 1 = 2000 - keeping all 5 makes a full hand: turn 2000, throw 5 dice
$ 1 1 1 1 1
  (1 1 1 1 1 set aside: full hand, turn 2000)
  scoring: 1 1 1 1 1 = 2000 - keeping all 5 makes a full hand: turn 4000, throw 5 dice
$ 1 1 1 1 1
  (1 1 1 1 1 set aside: full hand, turn 4000)
  scoring: 1 1 1 1 1 = 2000 - keeping all 5 makes a full hand: turn 6000, throw 5 dice
$ 1 1 1 1 1
  (1 1 1 1 1 set aside: full hand, turn 6000)
  scoring: 1 1 1 1 1 = 2000 - keeping all 5 makes a full hand: turn 8000, throw 5 dice
$ 1 1 1 1 3
  (1 1 1 1 1 set aside: full hand, turn 8000)
  scoring: 1 1 1 1 = 1500   (3 scores nothing)
$ keep 1 1 1 1
  set aside 1 1 1 1: turn 9500, 1 die to throw
$ bank
  alice opens with 9500 - bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
tapis: line 11: banking all that scores in 1 1 1 2 3 would pass 10000; keep 1 1 first (9700)
$ keep 1 1 1
  set aside 1 1 1: turn 1000, 2 dice to throw
$ bank
  alice's 1000 would make 10500, past 10000: the turn scores nothing - bob throws 5 dice
$ sheet
Game #1 - 10000 (booklet rules) - round 2
  alice    > bob
   9500
            score  crosses  opened
  alice      9500           yes
> bob           0           no     (500 to open)
  >: to play
bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 1 1 5 2 3
  scoring: 1 1 5 = 250   (2 3 score nothing)
$ bank
  (1 1 5 set aside) alice banks 250: 9750 - bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 1 5 2 3 6
  scoring: 1 5 = 150   (2 3 6 score nothing)
$ keep 1
  set aside 1: turn 100, 4 dice to throw
$ 5 2 3 6
  scoring: 5 = 50   (2 3 6 score nothing)
$ bank
  (5 set aside) alice banks 150: 9900 - bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 2 2 3 4 1
  scoring: 1 = 100   (2 2 3 4 score nothing)
$ bank
  (1 set aside) alice banks 100: 10000 - alice wins with 10000!
$ 2 2 3 4 6
tapis: line 26: game #1 is over, alice won: new starts another game; undo takes back the last entry
$ export --json
{"id":1,"game":"10000","status":"finished","winner":"alice","rules":{"dice":5,"target":10000,"exact":true,"opening":500,"minbank":0,"single1":100,"single5":50,"kind3":"100/1000","kind4":"150/1500","kind5":"200/2000","kind6":"off","six1":false,"straight":1000,"straight6":0,"pairs":0,"crosses":3,"penalty":"minus1000","unopened":false,"overshoot":"void","piggyback":false,"fullhand":"throw","collision":false,"lastround":false,"floor":false},"players":[{"name":"alice","score":10000,"crosses":0,"opened":true},{"name":"bob","score":0,"crosses":0,"opened":false}],"turn":null,"entries":[{"seq":1,"player":"alice","entry":"throw","dice":[1,1,1,1,1]},{"seq":2,"player":"alice","entry":"throw","dice":[1,1,1,1,1]},{"seq":3,"player":"alice","entry":"throw","dice":[1,1,1,1,1]},{"seq":4,"player":"alice","entry":"throw","dice":[1,1,1,1,1]},{"seq":5,"player":"alice","entry":"throw","dice":[1,1,1,1,3]},{"seq":6,"player":"alice","entry":"keep","dice":[1,1,1,1]},{"seq":7,"player":"alice","entry":"bank"},{"seq":8,"player":"bob","entry":"throw","dice":[2,2,3,4,6]},{"seq":9,"player":"alice","entry":"throw","dice":[1,1,1,2,3]},{"seq":10,"player":"alice","entry":"keep","dice":[1,1,1]},{"seq":11,"player":"alice","entry":"bank"},{"seq":12,"player":"bob","entry":"throw","dice":[2,2,3,4,6]},{"seq":13,"player":"alice","entry":"throw","dice":[1,1,5,2,3]},{"seq":14,"player":"alice","entry":"bank"},{"seq":15,"player":"bob","entry":"throw","dice":[2,2,3,4,6]},{"seq":16,"player":"alice","entry":"throw","dice":[1,5,2,3,6]},{"seq":17,"player":"alice","entry":"keep","dice":[1]},{"seq":18,"player":"alice","entry":"throw","dice":[5,2,3,6]},{"seq":19,"player":"alice","entry":"bank"},{"seq":20,"player":"bob","entry":"throw","dice":[2,2,3,4,6]},{"seq":21,"player":"alice","entry":"throw","dice":[2,2,3,4,1]},{"seq":22,"player":"alice","entry":"bank"}]}
? 1
