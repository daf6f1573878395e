## hint at each phase of a booklet turn: before the first throw (the
## turn's worth and the bust chance: 600/7776), after a scoring throw (every
## group, then bank or throw the rest), after a keep, after a full hand;
## rows for scripts; hint changes nothing (the sheet is the same after)
$ new 10000 alice bob opening=0
Game #1 - 10000, booklet rules, opening=0 - alice, bob - alice throws 5 dice.
$ hint
  alice: expected points this turn, best first
  *  roll 5 dice  332  bust 7.7%
$ 1 1 5 3 4
  scoring: 1 1 5 = 250   (3 4 score nothing)
$ hint
  alice: expected points this turn, best first
  *  keep 1, then roll 4 dice      255  bust 16%
     keep 1 1 5, then bank         250
     keep 1 1, then roll 3 dice    244  bust 28%
     keep 5, then roll 4 dice      222  bust 16%
     keep 1 1 5, then roll 2 dice  217  bust 44%
     keep 1 5, then roll 3 dice    208  bust 28%
     keep 1 1, then bank           200
     keep 1 5, then bank           150
  and 2 more: --all lists every one
$ hint --all
  alice: expected points this turn, best first
  *  keep 1, then roll 4 dice      255  bust 16%
     keep 1 1 5, then bank         250
     keep 1 1, then roll 3 dice    244  bust 28%
     keep 5, then roll 4 dice      222  bust 16%
     keep 1 1 5, then roll 2 dice  217  bust 44%
     keep 1 5, then roll 3 dice    208  bust 28%
     keep 1 1, then bank           200
     keep 1 5, then bank           150
     keep 1, then bank             100
     keep 5, then bank             50
$ keep 1
  set aside 1: turn 100, 4 dice to throw
$ hint
  alice: expected points this turn, best first
  *  roll 4 dice                 255  bust 16%
     keep 1 5, then bank         250
     keep 1, then roll 3 dice    244  bust 28%
     keep 1 5, then roll 2 dice  217  bust 44%
     keep 5, then roll 3 dice    208  bust 28%
     keep 1, then bank           200
     keep 5, then bank           150
     bank                        100
$ hint --json
{"rank":1,"best":true,"choice":"roll 4 dice","entry":null,"then":"roll","throw":4,"goal":"points","value":255.0579634,"bust":0.1574074074,"exact":true,"note":null}
{"rank":2,"best":false,"choice":"keep 1 5, then bank","entry":"keep 1 5","then":"bank","throw":null,"goal":"points","value":250,"bust":null,"exact":true,"note":null}
{"rank":3,"best":false,"choice":"keep 1, then roll 3 dice","entry":"keep 1","then":"roll","throw":3,"goal":"points","value":243.9900536,"bust":0.2777777778,"exact":true,"note":null}
{"rank":4,"best":false,"choice":"keep 1 5, then roll 2 dice","entry":"keep 1 5","then":"roll","throw":2,"goal":"points","value":216.7183469,"bust":0.4444444444,"exact":true,"note":null}
{"rank":5,"best":false,"choice":"keep 5, then roll 3 dice","entry":"keep 5","then":"roll","throw":3,"goal":"points","value":208.2754398,"bust":0.2777777778,"exact":true,"note":null}
{"rank":6,"best":false,"choice":"keep 1, then bank","entry":"keep 1","then":"bank","throw":null,"goal":"points","value":200,"bust":null,"exact":true,"note":null}
{"rank":7,"best":false,"choice":"keep 5, then bank","entry":"keep 5","then":"bank","throw":null,"goal":"points","value":150,"bust":null,"exact":true,"note":null}
{"rank":8,"best":false,"choice":"bank","entry":null,"then":"bank","throw":null,"goal":"points","value":100,"bust":null,"exact":true,"note":null}
$ hint --tsv
rank	best	choice	entry	then	throw	goal	value	bust	exact	note
1	true	roll 4 dice		roll	4	points	255.0579634	0.1574074074	true	
2	false	keep 1 5, then bank	keep 1 5	bank		points	250		true	
3	false	keep 1, then roll 3 dice	keep 1	roll	3	points	243.9900536	0.2777777778	true	
4	false	keep 1 5, then roll 2 dice	keep 1 5	roll	2	points	216.7183469	0.4444444444	true	
5	false	keep 5, then roll 3 dice	keep 5	roll	3	points	208.2754398	0.2777777778	true	
6	false	keep 1, then bank	keep 1	bank		points	200		true	
7	false	keep 5, then bank	keep 5	bank		points	150		true	
8	false	bank		bank		points	100		true	
$ sheet
Game #1 - 10000 (booklet rules, opening=0) - round 1
            score  crosses
> alice         0
  bob           0
  >: to play
alice's turn: 100 points set aside, 4 dice to throw
$ 5 5 5 1
  scoring: 1 5 5 5 = 600 - keeping all 4 makes a full hand: turn 700, throw 5 dice
$ hint
  alice: expected points this turn, best first
  *  keep 1 5 5 5, then roll 5 dice  909  bust 7.7%
     keep 5 5 5, then bank           600
     keep 1 5 5, then bank           300
     keep 5 5 5, then roll 1 die     296  bust 67%
     keep 1 5, then bank             250
     keep 1, then roll 3 dice        244  bust 28%
     keep 1 5, then roll 2 dice      217  bust 44%
     keep 1 5 5, then roll 1 die     210  bust 67%
  and 5 more: --all lists every one
$ keep 5 5 5 1
  set aside 1 5 5 5: full hand, turn 700, throw all 5 dice
$ hint
  alice: expected points this turn, best first
  *  roll 5 dice  909  bust 7.7%
? 0
