## Names are listed in the order of the language (ICU's collator, the
## collation "names"), not by their bytes: élodie and Émile before
## fabrice, zoe before Zoé (case after the letters).  By bytes it would be
## Zoé, bob, fabrice, zoe, élodie, Émile.  Each game: the first player
## banks 500 and wins.
$ new 10000 fabrice élodie target=500
Game #1 · 10000, booklet rules, target=500 · fabrice, élodie · fabrice throws 5 dice.
$ 5 5 5 2 3
  scoring: 5 5 5 = 500   (2 3 score nothing)
$ bank
  (5 5 5 set aside) fabrice banks 500: 500 · fabrice wins with 500!
$ new 10000 Zoé bob target=500
Game #2 · 10000, booklet rules, target=500 · Zoé, bob · Zoé throws 5 dice.
$ 5 5 5 2 3
  scoring: 5 5 5 = 500   (2 3 score nothing)
$ bank
  (5 5 5 set aside) Zoé banks 500: 500 · Zoé wins with 500!
$ new 10000 zoe Émile target=500
Game #3 · 10000, booklet rules, target=500 · zoe, Émile · zoe throws 5 dice.
$ 5 5 5 2 3
  scoring: 5 5 5 = 500   (2 3 score nothing)
$ bank
  (5 5 5 set aside) zoe banks 500: 500 · zoe wins with 500!
$ leaderboard
#  player   wins  games  win rate
1  fabrice  1     1      100%
1  zoe      1     1      100%
1  Zoé      1     1      100%
4  bob      0     1      0%
4  élodie   0     1      0%
4  Émile    0     1      0%
$ stats 10000
player   game   games  wins  win rate  average  best  per turn
bob      10000  1      0     0%        0        0
élodie   10000  1      0     0%        0        0
Émile    10000  1      0     0%        0        0
fabrice  10000  1      1     100%      500      500   500
zoe      10000  1      1     100%      500      500   500
Zoé      10000  1      1     100%      500      500   500

Busts by dice thrown, beside the odds the dice give under the game's rules (the luck column):
player   game   dice  throws  busts  bust rate  odds
fabrice  10000  5     1       0      0%         7.7%
zoe      10000  5     1       0      0%         7.7%
Zoé      10000  5     1       0      0%         7.7%

Turns: the average number to the first bank, crosses, penalties and the points they took, the best turn, full hands thrown again, piggy-backs taken and those banked:
player   game   turns to open  crosses  penalties  points lost  best turn  full hands  piggy-backs  won
fabrice  10000  1              0        0          0            500        0           0            0
zoe      10000  1              0        0          0            500        0           0            0
Zoé      10000  1              0        0          0            500        0           0            0
$ query SELECT name FROM players ORDER BY name COLLATE names
name
bob
élodie
Émile
fabrice
zoe
Zoé
? 0
