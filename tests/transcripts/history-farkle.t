## History of Farkle games: games with its filters, show and replay, none
## of which touches the open game.  #1 5000 (ann 2800, ben wins with six
## 1s); #2 10000 (alice opens with 1000, two crosses, banks 100: 1100; Bob
## 0; being played); #3 10000 abandoned before a throw.  Players are found
## whatever their case (bob is Bob); several players mean games with all of
## them; 10000 is a rule set, farkle the whole game.  #3, abandoned, is
## said to have had nothing played; #4, just begun, nothing yet.  The day is printed
## TODAY (tests/transcripts.sh): dates are checked in tests/history.sh.
## After 'resume 2', show and replay of #1 leave #2 open: the throw after
## them is #2's (alice's bust: a cross, 2 in a row).  Then bad input, a
## line each.
$ games
no games yet: start one with new, e.g. new 10000 alice bob
$ new 5000 ann ben
Game #1 - 5000, six dice - ann, ben - ann throws 6 dice.
$ 2 2 3 3 4 4
  scoring: 2 2 3 3 4 4 = 600 - keeping all 6 makes a full hand: turn 600, throw 6 dice
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
$ new 10000 alice Bob
Game #2 - 10000, booklet rules - alice, Bob - alice throws 5 dice.
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) alice opens with 1000 - Bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (1 in a row) - Bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (2 in a row) - Bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 1 2 3 4 6
  scoring: 1 = 100   (2 3 4 6 score nothing)
$ bank
  (1 set aside) alice banks 100: 1100 - Bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (1 in a row) - Bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ new 10000 carol dan
Game #3 - 10000, booklet rules - carol, dan - carol throws 5 dice.
game #2 (10000: alice, Bob) stays unfinished: resume 2 takes it up again
$ abandon
abandoned game #3 (10000: carol, dan): it is no longer offered to be resumed, and counts in no statistic
$ games
#3  TODAY  10000  carol 0, dan 0     abandoned  0 turns
#2  TODAY  10000  alice 1100, Bob 0  playing    10 turns
#1  TODAY  5000   ann 2800, ben 0    ben won    2 turns
$ games bob
#2  TODAY  10000  alice 1100, Bob 0  playing  10 turns
$ games ann ben
#1  TODAY  5000  ann 2800, ben 0  ben won  2 turns
$ games 5000
#1  TODAY  5000  ann 2800, ben 0  ben won  2 turns
$ games 10000 BOB
#2  TODAY  10000  alice 1100, Bob 0  playing  10 turns
$ games farkle unfinished
#2  TODAY  10000  alice 1100, Bob 0  playing  10 turns
$ games abandoned
#3  TODAY  10000  carol 0, dan 0  abandoned  0 turns
$ games finished
#1  TODAY  5000  ann 2800, ben 0  ben won  2 turns
$ games yams
no stored game is such: 'games' alone lists them all
$ games alice ann
no stored game is such: 'games' alone lists them all
$ games since yesterday
#3  TODAY  10000  carol 0, dan 0     abandoned  0 turns
#2  TODAY  10000  alice 1100, Bob 0  playing    10 turns
#1  TODAY  5000   ann 2800, ben 0    ben won    2 turns
$ games since 2000-01-01 until 2999-12-31 alice
#2  TODAY  10000  alice 1100, Bob 0  playing  10 turns
$ games until 2000-01-01
no stored game is such: 'games' alone lists them all
$ games since 2999-01-01 --tsv
id	date	game	players	status	winner	entries	scores	turns	family	time	loser	result
$ games --tsv
id	date	game	players	status	winner	entries	scores	turns	family	time	loser	result
3	TODAY	10000	carol, dan	abandoned		0	0, 0	0	farkle	TODAY HH:MM		
2	TODAY	10000	alice, Bob	playing		12	1100, 0	10	farkle	TODAY HH:MM		
1	TODAY	5000	ann, ben	finished	ben	7	2800, 0	2	farkle	TODAY HH:MM		won
$ games ben --json
{"id":1,"date":"TODAY","game":"5000","players":["ann","ben"],"status":"finished","winner":"ben","entries":7,"scores":[2800,0],"turns":2,"family":"farkle","time":"TODAY HH:MM","loser":null,"result":"won"}
$ games carol --json
{"id":3,"date":"TODAY","game":"10000","players":["carol","dan"],"status":"abandoned","winner":null,"entries":0,"scores":[0,0],"turns":0,"family":"farkle","time":"TODAY HH:MM","loser":null,"result":null}
$ show 1
Game #1 - 5000, six dice - ann, ben - TODAY HH:MM - ben won after 2 turns
   ann    * ben
  2800
            score
  ann        2800
* ben           0
  *: won
ben won
$ show #2
Game #2 - 10000, booklet rules - alice, Bob - TODAY HH:MM - being played, 10 turns so far
  > alice       Bob
     1000  xx
     1100  x
            score  crosses  opened
> alice      1100  x        yes
  Bob           0           no     (500 to open)
  >: to play
alice throws 5 dice
$ show 3
Game #3 - 10000, booklet rules - carol, dan - TODAY HH:MM - abandoned after 0 turns
            score  crosses  opened
  carol         0           no     (500 to open)
  dan           0           no     (500 to open)
$ replay 1
Game #1 - 5000, six dice - ann, ben - TODAY HH:MM - ben won after 2 turns
round 1 - ann
ann: 2 2 3 3 4 4
  scoring: 2 2 3 3 4 4 = 600 - keeping all 6 makes a full hand: turn 600, throw 6 dice
ann: keep 2 2 3 3 4 4
  set aside 2 2 3 3 4 4: full hand, turn 600, throw all 6 dice
ann: 1 2 3 4 5 6
  scoring: 1 2 3 4 5 6 = 1200 - keeping all 6 makes a full hand: turn 1800, throw 6 dice
ann: keep 1 2 3 4 5 6
  set aside 1 2 3 4 5 6: full hand, turn 1800, throw all 6 dice
ann: 1 1 1 2 3 4
  scoring: 1 1 1 = 1000   (2 3 4 score nothing)
ann: bank
  (1 1 1 set aside) ann banks 2800: 2800 - ben throws 6 dice
round 1 - ben
ben: 1 1 1 1 1 1
  six 1s in one throw - ben wins at once!
$ replay 2
Game #2 - 10000, booklet rules - alice, Bob - TODAY HH:MM - being played, 10 turns so far
round 1 - alice
alice: 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
alice: bank
  (1 1 1 set aside) alice opens with 1000 - Bob throws 5 dice
round 1 - Bob
Bob: 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
round 2 - alice
alice: 2 2 3 4 6
  bust: nothing scores - alice gets a cross (1 in a row) - Bob throws 5 dice
round 2 - Bob
Bob: 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
round 3 - alice
alice: 2 2 3 4 6
  bust: nothing scores - alice gets a cross (2 in a row) - Bob throws 5 dice
round 3 - Bob
Bob: 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
round 4 - alice
alice: 1 2 3 4 6
  scoring: 1 = 100   (2 3 4 6 score nothing)
alice: bank
  (1 set aside) alice banks 100: 1100 - Bob throws 5 dice
round 4 - Bob
Bob: 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
round 5 - alice
alice: 2 2 3 4 6
  bust: nothing scores - alice gets a cross (1 in a row) - Bob throws 5 dice
round 5 - Bob
Bob: 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ replay 2 3
Game #2 - 10000, booklet rules - alice, Bob - TODAY HH:MM - being played, 10 turns so far
round 3 - alice
alice: 2 2 3 4 6
  bust: nothing scores - alice gets a cross (2 in a row) - Bob throws 5 dice
round 3 - Bob
Bob: 2 2 3 4 6
  bust: nothing scores - alice throws 5 dice
$ replay 3
Game #3 - 10000, booklet rules - carol, dan - TODAY HH:MM - abandoned after 0 turns
nothing was played in game #3 before it was abandoned
$ resume 2
Game #2 - 10000 (booklet rules) - round 6
  > alice       Bob
     1000  xx
     1100  x
            score  crosses  opened
> alice      1100  x        yes
  Bob           0           no     (500 to open)
  >: to play
alice throws 5 dice
$ show 1
Game #1 - 5000, six dice - ann, ben - TODAY HH:MM - ben won after 2 turns
   ann    * ben
  2800
            score
  ann        2800
* ben           0
  *: won
ben won
$ replay 1 2
tapis: line 51: game #1 has one round: replay 1 1 shows it
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (2 in a row) - Bob throws 5 dice
$ games zoe
tapis: line 53: no stored game has a player named 'zoe' ('games' lists who played)
$ games 9999
tapis: line 54: '9999' is no game kind: the games are 10000, 10000:350, 5000, yams, yams:3col, yams:duel, yams:cross, yams:carnet, yahtzee, yam-master, 421, 421:8, and the whole games are farkle, yams, yammaster, 421
$ games yams:7
tapis: line 55: 'yams:7' is no game kind: the games are 10000, 10000:350, 5000, yams, yams:3col, yams:duel, yams:cross, yams:carnet, yahtzee, yam-master, 421, 421:8, and the whole games are farkle, yams, yammaster, 421
$ games since 2024-02-30
tapis: line 56: '2024-02-30' is no day: since takes YYYY-MM-DD (local time), today or yesterday
$ games since 24-01-01
tapis: line 57: '24-01-01' is no day: since takes YYYY-MM-DD (local time), today or yesterday
$ games since 2024x01-01
tapis: line 58: '2024x01-01' is no day: since takes YYYY-MM-DD (local time), today or yesterday
$ games since 2024-01-0a
tapis: line 59: '2024-01-0a' is no day: since takes YYYY-MM-DD (local time), today or yesterday
$ games since 0000-01-01
tapis: line 60: '0000-01-01' is no day: since takes YYYY-MM-DD (local time), today or yesterday
$ games since 2024-13-01
tapis: line 61: '2024-13-01' is no day: since takes YYYY-MM-DD (local time), today or yesterday
$ games since 2024-00-10
tapis: line 62: '2024-00-10' is no day: since takes YYYY-MM-DD (local time), today or yesterday
$ games since 2024-04-31
tapis: line 63: '2024-04-31' is no day: since takes YYYY-MM-DD (local time), today or yesterday
$ games since 2023-02-29
tapis: line 64: '2023-02-29' is no day: since takes YYYY-MM-DD (local time), today or yesterday
$ games since 2024-01x01
tapis: line 65: '2024-01x01' is no day: since takes YYYY-MM-DD (local time), today or yesterday
$ games since 2024-01-00
tapis: line 66: '2024-01-00' is no day: since takes YYYY-MM-DD (local time), today or yesterday
$ games until today alice
#2  TODAY  10000  alice 1100, Bob 0  playing  11 turns
$ games until 2024-02-29 alice
no stored game is such: 'games' alone lists them all
$ games until
tapis: line 69: until needs a day: YYYY-MM-DD, today or yesterday
$ games since today since yesterday
tapis: line 70: since is given twice
$ games since 2024-05-02 until 2024-05-01
tapis: line 71: since 2024-05-02 is after until 2024-05-01: no day is in both
$ games unfinished abandoned
tapis: line 72: games takes one of unfinished, finished and abandoned
$ games 5000 10000
tapis: line 73: one game kind at a time: '5000' and '10000'
$ games ann Ann
tapis: line 74: ann is named twice
$ show 9
tapis: line 75: there is no game #9 ('games' lists them)
$ show two
tapis: line 76: 'two' is not a game number ('games' lists them)
$ replay 1 3
tapis: line 77: game #1 has one round: replay 1 1 shows it
$ replay 1 0
tapis: line 78: '0' is not a round number: replay GAME [ROUND], the first round being 1
$ replay 1 x
tapis: line 79: 'x' is not a round number: replay GAME [ROUND], the first round being 1
$ replay 1 2x
tapis: line 80: '2x' is not a round number: replay GAME [ROUND], the first round being 1
$ replay 1 1000001
tapis: line 81: '1000001' is not a round number: replay GAME [ROUND], the first round being 1
$ replay 3 1
tapis: line 82: game #3 has no turn yet
$ new 10000 erin finn
Game #4 - 10000, booklet rules - erin, finn - erin throws 5 dice.
game #2 (10000: alice, Bob) stays unfinished: resume 2 takes it up again
$ replay 4
Game #4 - 10000, booklet rules - erin, finn - TODAY HH:MM - being played, 0 turns so far
nothing has been played in game #4 yet
? 1
