## What the history commands say of 421, whose end names a loser: every
## other player wins the game.  Game 1, 421 tokens=3, anne, bruno, carol:
## the charge, round 1: anne's straight (2 tokens) best, bruno's 6-5-3
## lowest (below carol's 6-6-2): bruno takes 2, pot 1; round 2: bruno's
## three fives best, anne's nénette lowest: anne takes the last token, the
## décharge begins and carol, with none, is out (place 1); round 3: anne's
## 4-2-1 gives bruno her 1 token: anne out (place 2), bruno holds all 3
## and loses (place 3).  So 421: anne and carol 1 game, 1 win (100%), 0
## lost; bruno 1 game, 0 wins, 1 lost; no average, best or per turn (the
## tokens left, 0 or 3, say nothing of play).
## Game 2, 10000 target=500, bruno and anne: bruno banks 500 and wins; anne
## has no turn (average 0, best 0, no per turn).
## Leaderboard, every game: carol 1 win of 1 (100%) first; anne and bruno
## 1 win of 2 (50%) each, bruno behind for his game lost.  Of 421 alone:
## anne and carol 1 of 1, bruno 0 of 1 with 1 lost.
## Versus anne and bruno: 10000 bruno's win, 0 against 500, bruno ahead;
## 421 anne's win (place 2 above 3), no averages.
$ new 421 anne bruno carol tokens=3
Game #1 - 421, the bar game, 4-2-1 worth 10, tokens=3 - anne, bruno, carol - anne throws (charge, round 1).
$ 6 5 4
  anne: 6 5 4 - straight, 2 tokens - bruno throws (charge, round 1)
$ 6 5 3
  bruno: 6 5 3 - 6-5-3, 1 token - carol throws (charge, round 1)
$ 6 6 2
  carol: 6 6 2 - 6-6-2, 1 token - best anne (straight), lowest bruno (6-5-3): bruno takes 2 tokens from the pot - pot 1 - anne 0, bruno 2, carol 0 - bruno throws (charge, round 2)
$ 5 5 5
  bruno: 5 5 5 - three fives, 5 tokens - carol throws (charge, round 2)
$ 3 2 1
  carol: 3 2 1 - straight, 2 tokens - anne throws (charge, round 2)
$ 2 2 1
  anne: 2 2 1 - nénette, 1 token - best bruno (three fives), lowest anne (nénette): anne takes 1 token from the pot - pot 0 - anne 1, bruno 2, carol out - the pot is empty: the décharge begins - carol is out, safe - anne throws (décharge, round 3)
$ 4 2 1
  throw 1 of 3: 4 2 1 - 4-2-1, 10 tokens
$ stop
  anne stops with 4 2 1 (4-2-1) after 1 throw - the others may throw once this round - bruno throws (décharge, round 3)
$ 6 5 2
  throw 1 of 1: 6 5 2 - 6-5-2, 1 token - best anne (4-2-1), lowest bruno (6-5-2): anne gives bruno 1 token - pot 0 - anne out, bruno 3, carol out - anne is out, safe - bruno holds every token and loses!
$ sheet
Game #1 - 421 (the bar game, 4-2-1 worth 10, tokens=3) - 3 rounds, over
  anne   no tokens, out after round 3, place 2
- bruno  3 tokens, place 3
* carol  no tokens, out after round 2, place 1
  *: won, -: lost
pot 0 - bruno holds every token and loses
$ new 10000 bruno anne target=500
Game #2 - 10000, booklet rules, target=500 - bruno, anne - bruno throws 5 dice.
$ 5 5 5 2 3
  scoring: 5 5 5 = 500   (2 3 score nothing)
$ bank
  (5 5 5 set aside) bruno banks 500: 500 - bruno wins with 500!
$ stats
player  game   games  wins  win rate  lost  average  best  per turn
anne    10000  1      0     0%              0        0
bruno   10000  1      1     100%            500      500   500
anne    421    1      1     100%      0
bruno   421    1      0     0%        1
carol   421    1      1     100%      0

Busts by dice thrown, beside the odds the dice give under the game's rules (the luck column):
player  game   dice  throws  busts  bust rate  odds
bruno   10000  5     1       0      0%         7.7%

Turns: the average number to the first bank, crosses, penalties and the points they took, the best turn, full hands thrown again, piggy-backs taken and those banked:
player  game   turns to open  crosses  penalties  points lost  best turn  full hands  piggy-backs  won
bruno   10000  1              0        0          0            500        0           0            0

421: games lost, rounds won and lost, 4-2-1s thrown and tokens taken in the charge:
player  game  games  lost  loss rate  rounds won  rounds lost  4-2-1s  taken in the charge
anne    421   1      0     0%         2           1            1       1
bruno   421   1      1     100%       1           2            0       2
carol   421   1      0     0%         0           0            0       0
$ stats 421
player  game  games  wins  win rate  lost
anne    421   1      1     100%      0
bruno   421   1      0     0%        1
carol   421   1      1     100%      0

421: games lost, rounds won and lost, 4-2-1s thrown and tokens taken in the charge:
player  game  games  lost  loss rate  rounds won  rounds lost  4-2-1s  taken in the charge
anne    421   1      0     0%         2           1            1       1
bruno   421   1      1     100%       1           2            0       2
carol   421   1      0     0%         0           0            0       0
$ stats bruno
player  game   games  wins  win rate  lost  average  best  per turn
bruno   10000  1      1     100%            500      500   500
bruno   421    1      0     0%        1

Busts by dice thrown, beside the odds the dice give under the game's rules (the luck column):
player  game   dice  throws  busts  bust rate  odds
bruno   10000  5     1       0      0%         7.7%

Turns: the average number to the first bank, crosses, penalties and the points they took, the best turn, full hands thrown again, piggy-backs taken and those banked:
player  game   turns to open  crosses  penalties  points lost  best turn  full hands  piggy-backs  won
bruno   10000  1              0        0          0            500        0           0            0

421: games lost, rounds won and lost, 4-2-1s thrown and tokens taken in the charge:
player  game  games  lost  loss rate  rounds won  rounds lost  4-2-1s  taken in the charge
bruno   421   1      1     100%       1           2            0       2
$ leaderboard
#  player  wins  games  win rate
1  carol   1     1      100%
2  anne    1     2      50%
3  bruno   1     2      50%
$ leaderboard 421
#  player  wins  games  win rate  lost
1  anne    1     1      100%      0
1  carol   1     1      100%      0
3  bruno   0     1      0%        1
$ versus anne bruno
game   games  anne wins  bruno wins  anne average  bruno average  anne ahead  bruno ahead
10000  1      0          1           0             500            0           1
421    1      1          0                                        1           0
$ stats 421 --json
{"table":"stats","player":"anne","game":"421","games":1,"wins":1,"shared":0,"win_rate":1,"average":null,"best":null,"turns":3,"per_turn":null,"lost":0}
{"table":"stats","player":"bruno","game":"421","games":1,"wins":0,"shared":0,"win_rate":0,"average":null,"best":null,"turns":3,"per_turn":null,"lost":1}
{"table":"stats","player":"carol","game":"421","games":1,"wins":1,"shared":0,"win_rate":1,"average":null,"best":null,"turns":2,"per_turn":null,"lost":0}
{"table":"421","player":"anne","game":"421","games":1,"lost":0,"loss_rate":0,"rounds_won":2,"rounds_lost":1,"fours":1,"charged":1}
{"table":"421","player":"bruno","game":"421","games":1,"lost":1,"loss_rate":1,"rounds_won":1,"rounds_lost":2,"fours":0,"charged":2}
{"table":"421","player":"carol","game":"421","games":1,"lost":0,"loss_rate":0,"rounds_won":0,"rounds_lost":0,"fours":0,"charged":0}
$ stats 421 --tsv
table	player	game	games	wins	shared	win_rate	average	best	turns	per_turn	lost
stats	anne	421	1	1	0	1			3		0
stats	bruno	421	1	0	0	0			3		1
stats	carol	421	1	1	0	1			2		0
table	player	game	games	lost	loss_rate	rounds_won	rounds_lost	fours	charged
421	anne	421	1	0	0	2	1	1	1
421	bruno	421	1	1	1	1	2	0	2
421	carol	421	1	0	0	0	0	0	0
$ leaderboard --json
{"table":"leaderboard","rank":1,"player":"carol","wins":1,"games":1,"shared":0,"win_rate":1,"lost":0}
{"table":"leaderboard","rank":2,"player":"anne","wins":1,"games":2,"shared":0,"win_rate":0.5,"lost":0}
{"table":"leaderboard","rank":3,"player":"bruno","wins":1,"games":2,"shared":0,"win_rate":0.5,"lost":1}
$ leaderboard 421 --tsv
table	rank	player	wins	games	shared	win_rate	lost
leaderboard	1	anne	1	1	0	1	0
leaderboard	1	carol	1	1	0	1	0
leaderboard	3	bruno	0	1	0	0	1
$ versus anne bruno --json
{"table":"versus","game":"10000","games":1,"player":"anne","wins":0,"opponent":"bruno","opponent_wins":1,"average":0,"opponent_average":500,"ahead":0,"opponent_ahead":1}
{"table":"versus","game":"421","games":1,"player":"anne","wins":1,"opponent":"bruno","opponent_wins":0,"average":null,"opponent_average":null,"ahead":1,"opponent_ahead":0}
? 0
