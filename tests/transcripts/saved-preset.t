## A table's own rules, saved by name and used for a new game; options are
## stored with the game, so the game keeps them after the preset changes.
$ preset save maison 10000 opening=300 collision=yes overshoot=minus2000
  saved preset maison: new maison PLAYER... starts a game with it
$ preset list
The games ('rules GAME' shows one, 'new GAME ...' starts one):
  10000        booklet rules
  10000:350    350 to open, piggy-back
  5000         six dice
  yams         one column a player
  yams:3col    three columns: desc, free, asc
  yams:duel    duel: each box held by one player
  yams:cross   every player writes every turn
  yams:carnet  the printed pad, one column a player
  yahtzee      the official rules, one column a player
  yam-master   two players, twelve pawns each
  421          the bar game, 4-2-1 worth 10
  421:8        4-2-1 worth 8, a barrage for the lowest
Saved presets:
  maison                   from 10000
$ new maison alice bob
Game #1 - maison, saved preset, opening=300, overshoot=minus2000, collision=yes - alice, bob - alice throws 5 dice.
$ rules
maison (saved preset): option, value in force, what it means
  dice       5           dice in a full hand
  target     10000       score that wins
  exact      yes         the target must be hit exactly
  opening   *300         points in one turn needed to open (0: none)
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
  collision *yes         landing on another player's score sends them back
  lastround  no          the others get one more turn once the target is reached
  floor      no          no penalty takes a score below 0
  * changed from 10000
$ 1 1 5 3 4
  scoring: 1 1 5 = 250   (3 4 score nothing)
$ keep 1 1 5
  set aside 1 1 5: turn 250, 2 dice to throw (300 needed to open)
$ 1 6
  scoring: 1 = 100   (6 scores nothing)
$ bank
  (1 set aside) alice opens with 350 - bob throws 5 dice
$ 1 1 5 2 3
  scoring: 1 1 5 = 250   (2 3 score nothing)
$ bank
tapis: line 10: the opening needs 300 in one turn; the turn has 250
$ keep 1 1 5
  set aside 1 1 5: turn 250, 2 dice to throw (300 needed to open)
$ 1 2
  scoring: 1 = 100   (2 scores nothing)
$ bank
  (1 set aside) bob opens with 350 - alice is landed on and goes back to 0 - alice throws 5 dice
$ sheet
Game #1 - maison (saved preset, opening=300, overshoot=minus2000, collision=yes) - round 2
  > alice    bob
     ~350~   350
  ~score~: struck out, a penalty or a collision took it back
            score  crosses  opened
> alice         0           yes
  bob         350           yes
  >: to play
alice throws 5 dice
$ preset save maison 10000
  saved preset maison: new maison PLAYER... starts a game with it
$ resume 1
Game #1 - maison (saved preset, opening=300, overshoot=minus2000, collision=yes) - round 2
  > alice    bob
     ~350~   350
  ~score~: struck out, a penalty or a collision took it back
            score  crosses  opened
> alice         0           yes
  bob         350           yes
  >: to play
alice throws 5 dice
$ rules
maison (saved preset): option, value in force, what it means
  dice       5           dice in a full hand
  target     10000       score that wins
  exact      yes         the target must be hit exactly
  opening   *300         points in one turn needed to open (0: none)
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
  collision *yes         landing on another player's score sends them back
  lastround  no          the others get one more turn once the target is reached
  floor      no          no penalty takes a score below 0
  * changed from 10000
$ preset delete maison
  deleted preset maison (games played with it keep their rules)
$ new maison carol
tapis: line 19: unknown game 'maison': the games are 10000, 10000:350, 5000, yams, yams:3col, yams:duel, yams:cross, yams:carnet, yahtzee, yam-master, 421, 421:8
$ export --json
{"id":1,"game":"maison","status":"playing","winner":null,"rules":{"dice":5,"target":10000,"exact":true,"opening":300,"minbank":0,"single1":100,"single5":50,"kind3":"100/1000","kind4":"150/1500","kind5":"200/2000","kind6":"off","six1":false,"straight":1000,"straight6":0,"pairs":0,"crosses":3,"penalty":"minus1000","unopened":false,"overshoot":"minus2000","piggyback":false,"fullhand":"throw","collision":true,"lastround":false,"floor":false},"players":[{"name":"alice","score":0,"crosses":0,"opened":true},{"name":"bob","score":350,"crosses":0,"opened":true}],"turn":{"player":"alice","points":0,"dice":5},"entries":[{"seq":1,"player":"alice","entry":"throw","dice":[1,1,5,3,4]},{"seq":2,"player":"alice","entry":"keep","dice":[1,1,5]},{"seq":3,"player":"alice","entry":"throw","dice":[1,6]},{"seq":4,"player":"alice","entry":"bank"},{"seq":5,"player":"bob","entry":"throw","dice":[1,1,5,2,3]},{"seq":6,"player":"bob","entry":"keep","dice":[1,1,5]},{"seq":7,"player":"bob","entry":"throw","dice":[1,2]},{"seq":8,"player":"bob","entry":"bank"}]}
? 1
