## Refused lines no other transcript says: a game word that is no number,
## two games for one export, a finished game abandoned, a round past a
## game's last, stats of a player and a kind with no game of that kind, a
## command of too many words.  Each says its rule in one line and leaves
## the games as they were.
$ new 10000 alice bob target=1000 opening=0
Game #1 - 10000, booklet rules, target=1000, opening=0 - alice, bob - alice throws 5 dice.
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) alice banks 1000: 1000 - alice wins with 1000!
$ export abc --json
tapis: line 4: 'abc' is no game number (nor all): export GAME|all --json|--csv [FILE]
$ export 1 2 --json
tapis: line 5: one game, or all: export GAME|all --json|--csv [FILE]
$ abandon 1
tapis: line 6: game #1 is finished, alice won: only a game being played can be abandoned
$ new 10000 carol dan target=1000 opening=0
Game #2 - 10000, booklet rules, target=1000, opening=0 - carol, dan - carol throws 5 dice.
$ 5 2 2 3 4
  scoring: 5 = 50   (2 2 3 4 score nothing)
$ bank
  (5 set aside) carol banks 50: 50 - dan throws 5 dice
$ 5 2 2 3 4
  scoring: 5 = 50   (2 2 3 4 score nothing)
$ bank
  (5 set aside) dan banks 50: 50 - carol throws 5 dice
$ 5 2 2 3 4
  scoring: 5 = 50   (2 2 3 4 score nothing)
$ bank
  (5 set aside) carol banks 50: 100 - dan throws 5 dice
$ replay 2 9
tapis: line 14: game #2 has 2 rounds: replay 2 ROUND takes 1 to 2
$ replay 2 2
Game #2 - 10000, booklet rules, target=1000, opening=0 - carol, dan - TODAY HH:MM - being played, 3 turns so far
round 2 - carol
carol: 5 2 2 3 4
  scoring: 5 = 50   (2 2 3 4 score nothing)
carol: bank
  (5 set aside) carol banks 50: 100 - dan throws 5 dice
$ stats alice yams
no finished game of yams with alice yet
$ leaderboard yams
no finished game of yams yet
$ help w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14 w15 w16 w17 w18 w19 w20 w21 w22 w23 w24 w25 w26 w27 w28 w29 w30 w31 w32 w33 w34 w35 w36 w37 w38 w39 w40 w41 w42 w43 w44 w45 w46 w47 w48 w49 w50 w51 w52 w53 w54 w55 w56 w57 w58 w59 w60 w61 w62 w63 w64 w65 w66 w67 w68 w69 w70
tapis: line 18: too many words in one command (at most 64)
$ games
#2  TODAY  10000  carol 100, dan 50  playing    3 turns
#1  TODAY  10000  alice 1000, bob 0  alice won  1 turn
? 1
