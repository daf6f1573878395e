## 10000 with overshoot=minus2000: passing 10000 costs 2000, and is no cross.
$ new 10000 alice overshoot=minus2000
Game #1 - 10000, booklet rules, overshoot=minus2000 - alice - alice throws 5 dice.
$ rules
10000 (booklet rules): option, value in force, what it means
  dice       5           dice in a full hand
  target     10000       score that wins
  exact      yes         the target must be hit exactly
  opening    500         points in one turn needed to open (0: none)
  minbank    0           points every bank needs (0: none)
  single1    100         a lone 1 (0: scores nothing)
  single5    50          a lone 5 (0: scores nothing)
  kind3      100/1000    three alike: PER times the face, ONES for three 1s
  kind4      150/1500    four alike: as kind3, or xF (F times three alike)
  kind5      200/2000    five alike: as kind3, or xF (F times four alike)
  kind6      off         six alike (six dice only): as kind5
  six1       no          six 1s in one throw win at once
  straight   1000        1-2-3-4-5 or 2-3-4-5-6 in one throw (0: none)
  straight6  0           1-2-3-4-5-6 in one throw, six dice only (0: none)
  pairs      0           three pairs in one throw, six dice only (0: none)
  crosses    3           crosses in a row that cost a penalty (0: no crosses)
  penalty    minus1000   cost of the crosses: minusN, back (to the score before)
  unopened   no          players who have not opened get crosses
  overshoot *minus2000   bank past an exact target: void, cross, -N or refused
  piggyback  no          the next player may take over a banked turn
  fullhand   throw       a full hand must be thrown again, or may be banked
  collision  no          landing on another player's score sends them back
  lastround  no          the others get one more turn once the target is reached
  floor      no          no penalty takes a score below 0
  * changed from 10000
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
  alice opens with 9500 - alice throws 5 dice
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
tapis: line 11: banking all that scores in 1 1 1 2 3 would pass 10000; keep 1 1 first (9700)
$ keep 1 1 1
  set aside 1 1 1: turn 1000, 2 dice to throw
$ bank
  alice's 1000 would make 10500, past 10000: the turn scores nothing - alice loses 2000: 7500 - alice throws 5 dice
$ sheet
Game #1 - 10000 (booklet rules, overshoot=minus2000) - round 3
  > alice
     9500
     7500
            score  crosses  opened
> alice      7500           yes
  >: to play
alice throws 5 dice
? 1
