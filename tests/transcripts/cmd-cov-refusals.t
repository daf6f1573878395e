## Refusals and listings at the edges of the command layer (issue 31):
## export --csv with no game, then of a game with no turn yet; a game
## number that is 0, not all digits or past any range; an option's number
## past what a long holds; preset names too long in letters or in bytes,
## of no visible character, or holding a wide space; a typed player name
## the same but for case as three stored ones, one letter off two, longer
## than a name is compared at; a saved preset used as a kind of game;
## games by a state's other word, and of a lone dash.
$ export --csv
tapis: line 1: no game to export yet
$ new 10000 Ann bob target=1000 opening=0
Game #1 - 10000, booklet rules, target=1000, opening=0 - Ann, bob - Ann throws 5 dice.
$ export --csv
game,rules,date,player,turn,throws,points,outcome,score_after,entry
$ export 1 --json a.json b.json
tapis: line 4: usage: export GAME|all --json|--csv [FILE]
$ export --csv a.csv b.csv
tapis: line 5: usage: export GAME|all --json|--csv [FILE]
$ export #9 --csv
tapis: line 6: there is no game #9 ('games' lists them): nothing printed
$ export 1 --csv all
tapis: line 7: the game comes before --csv, the file after it: export GAME|all --json|--csv [FILE]
$ replay 0
tapis: line 8: '0' is not a game number ('games' lists them)
$ replay 1x
tapis: line 9: '1x' is not a game number ('games' lists them)
$ replay #0
tapis: line 10: '#0' is not a game number ('games' lists them)
$ replay 99999999999999999999999999
tapis: line 11: game number 999999999999999999999999... is out of range
$ new 10000 al bo target=99999999999999999999
tapis: line 12: target takes a whole number from 100 to 1000000, not '99999999999999999999'
$ preset save ééééééééééééééééééééééééé 10000
tapis: line 13: a preset's name has at most 24 characters
$ preset save ⠀ 10000
tapis: line 14: a preset's name takes letters, digits and : _ - . + only, every one of them visible
$ preset save aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa 10000
tapis: line 15: a preset's name has at most 24 characters
$ preset save a　b 10000
tapis: line 16: a preset's name takes letters, digits and : _ - . + only, every one of them visible
$ preset save a.b+c_d:e-f 10000 target=1000 opening=0
  saved preset a.b+c_d:e-f: new a.b+c_d:e-f PLAYER... starts a game with it
$ new a.b+c_d:e-f ANN Rob
Game #2 - a.b+c_d:e-f, saved preset, target=1000, opening=0 - ANN, Rob - ANN throws 5 dice.
game #1 (10000: Ann, bob) stays unfinished: resume 1 takes it up again
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) ANN banks 1000: 1000 - ANN wins with 1000!
$ new 10000 aNN cob target=1000 opening=0
Game #3 - 10000, booklet rules, target=1000, opening=0 - aNN, cob - aNN throws 5 dice.
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) aNN banks 1000: 1000 - aNN wins with 1000!
$ stats ann
tapis: line 24: 'ann' may be ANN or Ann: type the name as it is stored
$ stats dob
tapis: line 25: no stored game has a player named 'dob': did you mean Rob?
$ stats éééééééééééééééééé
tapis: line 26: no stored game has a player named 'éééééééééééééééééé' ('games' lists who played)
$ stats aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
tapis: line 27: no stored game has a player named 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' ('games' lists who played)
$ games a.b+c_d:e-f
#2  TODAY  a.b+c_d:e-f  ANN 1000, Rob 0  ANN won  1 turn
$ leaderboard a.b+c_d:e-f
#  player  wins  games  win rate
1  ANN     1     1      100%
2  Rob     0     1      0%
$ versus ANN aNN
ANN and aNN have finished no game together yet
$ versus ANN aNN --tsv
table	game	games	player	wins	opponent	opponent_wins	average	opponent_average	ahead	opponent_ahead
$ leaderboard yams --tsv
table	rank	player	wins	games	shared	win_rate	lost
$ games playing
#1  TODAY  10000  Ann 0, bob 0  playing  0 turns
$ games -
tapis: line 34: '-' is no game kind: the games are 10000, 10000:350, 5000, yams, yams:3col, yams:duel, yams:cross, yams:carnet, yahtzee, yam-master, 421, 421:8; saved presets: a.b+c_d:e-f, and the whole games are farkle, yams, yammaster, 421
? 1
