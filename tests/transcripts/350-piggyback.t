## 10000:350: opening at 350; piggy-back taken, busted and declined; crosses
## after a bust; the third cross strikes the last written score.
$ new 10000:350 alice bob
Game #1 - 10000:350, 350 to open, piggy-back - alice, bob - alice throws 5 dice.
$ 1 1 5 2 3
  scoring: 1 1 5 = 250   (2 3 score nothing)
$ bank
tapis: line 3: the opening needs 350 in one turn; the turn has 250
$ keep 1 1 5
  set aside 1 1 5: turn 250, 2 dice to throw (350 needed to open)
$ 1 2
  scoring: 1 = 100   (2 scores nothing)
$ bank
  (1 set aside) alice opens with 350 - bob throws 5 dice
$ take
tapis: line 7: only a player who has opened may take over a turn
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) bob opens with 1000 - alice throws 5 dice, or takes over 1000 with 2 dice (take)
$ sheet
Game #1 - 10000:350 (350 to open, piggy-back) - round 2
  > alice     bob
      350    1000
            score  crosses  opened
> alice       350           yes
  bob        1000           yes
  >: to play
alice throws 5 dice, or takes over 1000 with 2 dice (take)
$ take
  alice takes over 1000: throw 2 dice
$ sheet
Game #1 - 10000:350 (350 to open, piggy-back) - round 2
  > alice     bob
      350    1000
            score  crosses  opened
> alice       350           yes
  bob        1000           yes
  >: to play
alice took over 1000: alice throws 2 dice
$ bank
tapis: line 13: a turn taken over must throw its 2 dice before banking
$ 5 3 6
tapis: line 14: 3 dice typed, 2 in hand
$ 5 3
  scoring: 5 = 50   (3 scores nothing)
$ bank
  (5 set aside) alice banks 1050: 1400 - bob throws 5 dice, or takes over 1050 with 1 die (take)
$ take
  bob takes over 1050: throw 1 die
$ 4
  bust: nothing scores, 1050 lost - bob gets a cross (1 in a row) - alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (1 in a row) - bob throws 5 dice
$ 1 2 3 4 6
  scoring: 1 = 100   (2 3 4 6 score nothing)
$ bank
  (1 set aside) bob banks 100: 1100 - alice throws 5 dice, or takes over 100 with 4 dice (take)
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (2 in a row) - bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - bob gets a cross (1 in a row) - alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - 3 crosses in a row take alice back to 350, crosses wiped - bob throws 5 dice
$ sheet
Game #1 - 10000:350 (350 to open, piggy-back) - round 5
  alice        > bob
    350         1000  x
  ~1400~ xxx    1100  x
  ~score~: struck out, a penalty or a collision took it back
            score  crosses  opened
  alice       350           yes
> bob        1100  x        yes
  >: to play
bob throws 5 dice
$ export --json
{"id":1,"game":"10000:350","status":"playing","winner":null,"rules":{"dice":5,"target":10000,"exact":true,"opening":350,"minbank":0,"single1":100,"single5":50,"kind3":"100/1000","kind4":"1000/5000","kind5":"1000/5000","kind6":"off","six1":false,"straight":1500,"straight6":0,"pairs":0,"crosses":3,"penalty":"back","unopened":false,"overshoot":"cross","piggyback":true,"fullhand":"throw","collision":false,"lastround":false,"floor":false},"players":[{"name":"alice","score":350,"crosses":0,"opened":true},{"name":"bob","score":1100,"crosses":1,"opened":true}],"turn":{"player":"bob","points":0,"dice":5},"entries":[{"seq":1,"player":"alice","entry":"throw","dice":[1,1,5,2,3]},{"seq":2,"player":"alice","entry":"keep","dice":[1,1,5]},{"seq":3,"player":"alice","entry":"throw","dice":[1,2]},{"seq":4,"player":"alice","entry":"bank"},{"seq":5,"player":"bob","entry":"throw","dice":[1,1,1,2,3]},{"seq":6,"player":"bob","entry":"bank"},{"seq":7,"player":"alice","entry":"take"},{"seq":8,"player":"alice","entry":"throw","dice":[5,3]},{"seq":9,"player":"alice","entry":"bank"},{"seq":10,"player":"bob","entry":"take"},{"seq":11,"player":"bob","entry":"throw","dice":[4]},{"seq":12,"player":"alice","entry":"throw","dice":[2,2,3,4,6]},{"seq":13,"player":"bob","entry":"throw","dice":[1,2,3,4,6]},{"seq":14,"player":"bob","entry":"bank"},{"seq":15,"player":"alice","entry":"throw","dice":[2,2,3,4,6]},{"seq":16,"player":"bob","entry":"throw","dice":[2,2,3,4,6]},{"seq":17,"player":"alice","entry":"throw","dice":[2,2,3,4,6]}]}
? 1
