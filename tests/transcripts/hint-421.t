## odds and hint in 421.  The charge: odds, one throw of three dice (hint
## has nothing to weigh).  The décharge: odds with the throws left from
## 6 3 1; hint weighs stopping and each keep by the tokens of the round,
## with the chances of ending it best and lowest, for the round's first
## player (stopping sets the others' limit), then for bob, who may throw
## twice after alice's two; odds --all, hint --tsv for scripts.
$ new 421 alice bob carol
Game #1 - 421, the bar game, 4-2-1 worth 10 - alice, bob, carol - alice throws (charge, round 1).
$ odds
  alice: chance of making each, best first
  *  straight    11.1%
     4-2-1       2.8%
     6-ace-ace   1.4%
     5-ace-ace   1.4%
     4-ace-ace   1.4%
     3-ace-ace   1.4%
     2-ace-ace   1.4%
     three aces  0.5%
  and 5 more: --all lists every one
$ hint
tapis: line 3: the charge is one throw each: nothing to weigh (odds gives the chances)
$ 4 2 1
  alice: 4 2 1 - 4-2-1, 10 tokens - bob throws (charge, round 1)
$ 6 5 3
  bob: 6 5 3 - 6-5-3, 1 token - carol throws (charge, round 1)
$ 6 6 2
  carol: 6 6 2 - 6-6-2, 1 token - best alice (4-2-1), lowest bob (6-5-3): bob takes 10 tokens from the pot - pot 11 - alice 0, bob 10, carol 0 - bob throws (charge, round 2)
$ 1 4 2
  bob: 4 2 1 - 4-2-1, 10 tokens - carol throws (charge, round 2)
$ 2 2 1
  carol: 2 2 1 - nénette, 1 token - alice throws (charge, round 2)
$ 3 3 1
  alice: 3 3 1 - 3-3-1, 1 token - best bob (4-2-1), lowest carol (nénette): carol takes 10 tokens from the pot - pot 1 - alice 0, bob 10, carol 10 - carol throws (charge, round 3)
$ 6 5 4
  carol: 6 5 4 - straight, 2 tokens - alice throws (charge, round 3)
$ 5 2 1
  alice: 5 2 1 - 5-2-1, 1 token - bob throws (charge, round 3)
$ 6 6 5
  bob: 6 6 5 - 6-6-5, 1 token - best carol (straight), lowest alice (5-2-1): alice takes 1 token from the pot - pot 0 - alice 1, bob 10, carol 10 - the pot is empty: the décharge begins - alice throws (décharge, round 4)
$ hint
tapis: line 13: nothing thrown yet this turn: hint weighs the dice thrown
$ 6 3 1
  throw 1 of 3: 6 3 1 - 6-3-1, 1 token
$ odds --all
  alice: chance of making each, best first
  *  straight      37.0%
     6-ace-ace     30.6%
     3-ace-ace     30.6%
     4-2-1         16.4%
     5-ace-ace     16.4%
     4-ace-ace     16.4%
     2-ace-ace     16.4%
     three sixes   9.3%
     three aces    9.3%
     three threes  9.3%
     three fives   2.9%
     three fours   2.9%
     three twos    2.9%
$ hint
  alice: tokens expected to be given away this round, less those taken, best first
  *  stop                       -0.7    best 21%  lowest 29%
     keep 1, then roll 2 dice   -1.0    best 42%  lowest 31%
     keep 6, then roll 2 dice   -1.4    best 23%  lowest 37%
     keep 6 1, then roll 1 die  -1.4    best 30%  lowest 39%
     keep 3 1, then roll 1 die  -1.5    best 33%  lowest 39%
     roll 3 dice                -1.6    best 27%  lowest 43%
     keep 6 3, then roll 1 die  -1.8    best 15%  lowest 46%
     keep 3, then roll 2 dice   -1.9    best 21%  lowest 48%
$ keep 6
  keeping 6: throw 2 dice
$ 5 2
  throw 2 of 3: 6 5 2 - 6-5-2, 1 token
$ hint --all
  alice: tokens expected to be given away this round, less those taken, best first
  *  stop                       -1.5    best 14%   lowest 38%
     keep 6 5, then roll 1 die  -2.4    best 13%   lowest 48%
     keep 6, then roll 2 dice   -2.7    best 11%   lowest 57%
     roll 3 dice                -2.9    best 13%   lowest 64%
     keep 5, then roll 2 dice   -3.1    best 8.5%  lowest 69%
     keep 2, then roll 2 dice   -3.1    best 11%   lowest 71%
     keep 6 2, then roll 1 die  -3.3    best 3.3%  lowest 71%
     keep 5 2, then roll 1 die  -3.9    best 0.9%  lowest 86%
$ stop
  alice stops with 6 5 2 (6-5-2) after 2 throws - the others may throw 2 times this round - bob throws (décharge, round 4)
$ 3 3 2
  throw 1 of 2: 3 3 2 - 3-3-2, 1 token
$ hint
  bob: tokens expected to be given away this round, less those taken, best first
  *  roll 3 dice                -0.6    best 24%  lowest 55%
     keep 2, then roll 2 dice   -0.8    best 18%  lowest 65%
     keep 3 2, then roll 1 die  -1.0    best 21%  lowest 61%
     keep 3, then roll 2 dice   -1.1    best 19%  lowest 61%
     keep 3 3, then roll 1 die  -1.4    best 13%  lowest 77%
     stop                       -2.3    best 0%   lowest 98%
$ hint --win
tapis: line 23: hint --win is for two players; this game has 3
$ odds 6
tapis: line 24: odds takes no words in 421: the chance of each combination
$ hint --tsv
rank	best	choice	entry	then	throw	goal	value	bust	exact	note	round_best	round_lowest
1	true	roll 3 dice		roll	3	tokens	-0.5689904716		true		0.2373417495	0.5532353824
2	false	keep 2, then roll 2 dice	keep 2	roll	2	tokens	-0.8352552012		true		0.1803608682	0.6540959362
3	false	keep 3 2, then roll 1 die	keep 3 2	roll	1	tokens	-1.046006944		true		0.2082047325	0.6090213477
4	false	keep 3, then roll 2 dice	keep 3	roll	2	tokens	-1.118419925		true		0.1888038695	0.6138653121
5	false	keep 3 3, then roll 1 die	keep 3 3	roll	1	tokens	-1.439429012		true		0.131194273	0.7662680041
6	false	stop	stop			tokens	-2.260802469		true		0	0.9807098765
? 1
