## Mistakes forgiven: a game left for another, abandoned, or deleted.
## Every refusal is one line; the dump-compare checks that they change
## nothing are in tests/lifecycle.sh.
## 'games' prints today's date, so its listing of abandoned and deleted
## games is checked in tests/lifecycle.sh instead.
## An abandoned 421 game shows its pot, no longer who starts the round.
$ abandon
tapis: line 1: no game open to abandon: abandon GAME names one ('games' lists them)
$ abandon 3
tapis: line 2: there is no game #3 ('games' lists them)
$ delete 3 --yes
tapis: line 3: there is no game #3 ('games' lists them)
$ new 10000 alice bob
Game #1 - 10000, booklet rules - alice, bob - alice throws 5 dice.
$ 1 1 5 3 4
  scoring: 1 1 5 = 250   (3 4 score nothing)
$ new 5000 carol dan
Game #2 - 5000, six dice - carol, dan - carol throws 6 dice.
game #1 (10000: alice, bob) stays unfinished: resume 1 takes it up again
$ abandon 1
abandoned game #1 (10000: alice, bob): it is no longer offered to be resumed, and counts in no statistic
$ abandon 1
tapis: line 8: game #1 is already abandoned
$ resume 1
tapis: line 9: game #1 was abandoned: it cannot be resumed ('export --json 1' shows it)
$ resume
Game #2 - 5000 (six dice) - round 1
            score
> carol         0
  dan           0
  >: to play
carol throws 6 dice
$ delete 2
tapis: line 11: delete in a script needs --yes: delete 2 --yes
$ delete two --yes
tapis: line 12: 'two' is not a game number ('games' lists them)
$ new 10000 eve target=1000 opening=0
Game #3 - 10000, booklet rules, target=1000, opening=0 - eve - eve throws 5 dice.
game #2 (5000: carol, dan) stays unfinished: resume 2 takes it up again
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) eve banks 1000: 1000 - eve wins with 1000!
$ abandon 3
tapis: line 16: game #3 is finished, eve won: only a game being played can be abandoned
$ new 10000 fay
Game #4 - 10000, booklet rules - fay - fay throws 5 dice.
$ export --json 1
{"id":1,"game":"10000","status":"abandoned","winner":null,"rules":{"dice":5,"target":10000,"exact":true,"opening":500,"minbank":0,"single1":100,"single5":50,"kind3":"100/1000","kind4":"150/1500","kind5":"200/2000","kind6":"off","six1":false,"straight":1000,"straight6":0,"pairs":0,"crosses":3,"penalty":"minus1000","unopened":false,"overshoot":"void","piggyback":false,"fullhand":"throw","collision":false,"lastround":false,"floor":false},"players":[{"name":"alice","score":0,"crosses":0,"opened":false},{"name":"bob","score":0,"crosses":0,"opened":false}],"turn":null,"entries":[{"seq":1,"player":"alice","entry":"throw","dice":[1,1,5,3,4]}]}
$ delete 2 --yes
deleted game #2 (5000: carol, dan, 0 entries)
$ supprimer #4 --yes
deleted game #4 (10000: fay, 0 entries)
$ resume
tapis: line 21: no unfinished game to resume ('games' lists them all)
$ abandonner
tapis: line 22: no game open to abandon: abandon GAME names one ('games' lists them)
$ new 421 eve fred
Game #5 - 421, the bar game, 4-2-1 worth 10 - eve, fred - eve throws (charge, round 1).
$ show
Game #5 - 421, the bar game, 4-2-1 worth 10 - eve, fred - TODAY HH:MM - being played, 0 turns so far
> eve   no tokens
  fred  no tokens
  >: to play
pot 21 - eve starts round 1
$ abandon
abandoned game #5 (421: eve, fred): it is no longer offered to be resumed, and counts in no statistic
$ show 5
Game #5 - 421, the bar game, 4-2-1 worth 10 - eve, fred - TODAY HH:MM - abandoned after 0 turns
  eve   no tokens
  fred  no tokens
pot 21
? 1
