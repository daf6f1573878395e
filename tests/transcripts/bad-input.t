## Every line that is not a legal entry gets one line saying which rule it
## breaks, and changes nothing: the sheet and the export stay the same.
$ 1 1 5 3 4
tapis: line 1: no game open: start one with new, or resume one
$ bank
tapis: line 2: no game open: start one with new, or resume one
$ keep 1
tapis: line 3: no game open: start one with new, or resume one
$ undo
tapis: line 4: no game open: start one with new, or resume one
$ sheet
tapis: line 5: no game open: start one with new, or resume one
$ frobnicate
tapis: line 6: unknown command 'frobnicate' (type help for the list)
$ re
tapis: line 7: 're' is ambiguous: remove, redo, resume, replay, rename
$ new
tapis: line 8: usage: new GAME PLAYER... [NAME=VALUE...]; the games are 10000, 10000:350, 5000, yams, yams:3col, yams:duel, yams:cross, yams:carnet, yahtzee, yam-master, 421, 421:8
$ new 10000
tapis: line 9: a game needs at least one player: new 10000 alice bob
$ new 9999 alice
tapis: line 10: unknown game '9999': the games are 10000, 10000:350, 5000, yams, yams:3col, yams:duel, yams:cross, yams:carnet, yahtzee, yam-master, 421, 421:8
$ new AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA alice
tapis: line 11: unknown game: 'AAAAAAAAAAAAAAAAAAAAAAAA...' is longer than any name
$ new 10000 alice alice
tapis: line 12: alice is named twice: each player needs a name of their own
$ new 10000 alice Alice
tapis: line 13: Alice is named twice: each player needs a name of their own
$ new 10000 alice 2bob
tapis: line 14: '2bob' cannot be a player's name: start it with a letter
$ new 10000 alice color=red
tapis: line 15: unknown option 'color' (see 'rules' for the options)
$ new 10000 alice overshoot=sideways
tapis: line 16: overshoot takes void|cross|minusN|refuse, not 'sideways'
$ new 10000 alice opening=20000
tapis: line 17: the opening (20000) is above the target (10000)
$ new 10000 alice pairs=600
tapis: line 18: pairs is a six-dice combination, and this game has 5 dice
$ new 10000 alice bob
Game #1 - 10000, booklet rules - alice, bob - alice throws 5 dice.
$ bank
tapis: line 20: nothing to bank: the turn has no throw yet
$ keep 1
tapis: line 21: nothing to set aside: the turn has no throw yet
$ 1 1 5 3
tapis: line 22: 4 dice typed, 5 in hand
$ 1 1 5 3 4 6
tapis: line 23: 6 dice typed, 5 in hand
$ 1 1 5 3 9
tapis: line 24: 9 is not a die face: faces go from 1 to 6
$ 1 1 5 3 0
tapis: line 25: 0 is not a die face: faces go from 1 to 6
$ 1 1 x 3 4
tapis: line 26: 'x' is not a die face: type the faces as digits 1 to 6
$ 1 1 5 3 4
  scoring: 1 1 5 = 250   (3 4 score nothing)
$ keep 6
tapis: line 28: there is no 6 in the throw 1 1 5 3 4
$ keep 3
tapis: line 29: a 3 scores nothing in this throw
$ keep 1 1 1
tapis: line 30: the throw 1 1 5 3 4 has only two 1s
$ 2 3 4 6 6
tapis: line 31: 1 1 5 3 4 is entered already: keep its scoring dice, or type the next throw (of the dice left)
$ bank
tapis: line 32: the opening needs 500 in one turn; the turn has 250
$ keep 1
  set aside 1: turn 100, 4 dice to throw (500 needed to open)
$ keep 1 1
tapis: line 34: 1 is set aside already, and the throw 1 1 5 3 4 has only two 1s
$ 3
tapis: line 35: 1 die typed means 3 more of 1 1 5 3 4 set aside, but no 3 more score with what is (1 1 5 do)
$ 3 4 6 6
  bust: nothing scores, 100 lost - bob throws 5 dice
$ 3 4 6
tapis: line 37: 3 dice typed, 5 in hand
$ keep 1 1
tapis: line 38: the last throw, 3 4 6 6, was a bust: nothing to set aside
$ keep 5
tapis: line 39: the last throw, 3 4 6 6, was a bust: nothing to set aside
$ 3 4 6 6
tapis: line 40: 4 dice typed, 5 in hand
$ take
tapis: line 41: these rules have no piggy-back (option piggyback=yes)
$ 2 3 4
tapis: line 42: 3 dice typed, 5 in hand
$ keep 2
tapis: line 43: the last throw, 3 4 6 6, was a bust: nothing to set aside
$ bank
tapis: line 44: nothing to bank: the turn has no throw yet
$ sheet
Game #1 - 10000 (booklet rules) - round 1
            score  crosses  opened
  alice         0           no     (500 to open)
> bob           0           no     (500 to open)
  >: to play
bob throws 5 dice
$ export --json
{"id":1,"game":"10000","status":"playing","winner":null,"rules":{"dice":5,"target":10000,"exact":true,"opening":500,"minbank":0,"single1":100,"single5":50,"kind3":"100/1000","kind4":"150/1500","kind5":"200/2000","kind6":"off","six1":false,"straight":1000,"straight6":0,"pairs":0,"crosses":3,"penalty":"minus1000","unopened":false,"overshoot":"void","piggyback":false,"fullhand":"throw","collision":false,"lastround":false,"floor":false},"players":[{"name":"alice","score":0,"crosses":0,"opened":false},{"name":"bob","score":0,"crosses":0,"opened":false}],"turn":{"player":"bob","points":0,"dice":5},"entries":[{"seq":1,"player":"alice","entry":"throw","dice":[1,1,5,3,4]},{"seq":2,"player":"alice","entry":"keep","dice":[1]},{"seq":3,"player":"alice","entry":"throw","dice":[3,4,6,6]}]}
$ export --yaml
tapis: line 47: export takes --json or --csv, not '--yaml'
$ resume 99
tapis: line 48: there is no game #99
$ resume abc
tapis: line 49: 'abc' is not a game number ('games' lists them)
$ undo
  undone: alice's throw 3 4 6 6 - alice's turn: 100 points set aside, 4 dice to throw
$ undo
  undone: alice's keep 1 - alice's turn: 0 points set aside, threw 1 1 5 3 4
$ undo
  undone: alice's throw 1 1 5 3 4 - alice throws 5 dice
$ undo
tapis: line 53: nothing to undo: the game is at its start
$ redo
  redone: alice's throw 1 1 5 3 4
  scoring: 1 1 5 = 250   (3 4 score nothing)
$ redo
  redone: alice's keep 1
  set aside 1: turn 100, 4 dice to throw (500 needed to open)
$ redo
  redone: alice's throw 3 4 6 6
  bust: nothing scores, 100 lost - bob throws 5 dice
$ redo
tapis: line 57: nothing to redo
$ sheet
Game #1 - 10000 (booklet rules) - round 1
            score  crosses  opened
  alice         0           no     (500 to open)
> bob           0           no     (500 to open)
  >: to play
bob throws 5 dice
? 1
