## 421 at a table of three, from real dice, one line a throw, to the end.
## The charge: alice's 4-2-1 makes bob take 10 tokens, bob's makes carol
## take 10 (a nenette), and alice takes the last one: the décharge begins
## with everyone in (undone and redone across the phases).  The décharge:
## alice keeps a 6 and stops after two throws, so two at most for the
## others (carol's third is refused); bob throws three times (a fourth is
## refused); carol's 4-2-1 gives alice her 4 last tokens and carol is out;
## alice's three aces, made in one throw, give bob the 5 she has left, and
## bob, holding every token, loses.  Refused besides: stop and keep in the
## charge, a die that is not a face, stop before a throw, a throw of fewer
## dice that leaves the dice kept open.  Then 421:8 with a barrage, tied
## twice.  Last, a tie without a barrage: equal straights in one throw
## each, and erin, who made hers last, is lowest and loses at once.
$ new 421 alice bob carol
Game #1 - 421, the bar game, 4-2-1 worth 10 - alice, bob, carol - alice throws (charge, round 1).
$ stop
tapis: line 2: the charge is one throw each: stop is for the décharge
$ 4 2 1
  alice: 4 2 1 - 4-2-1, 10 tokens - bob throws (charge, round 1)
$ keep 4
tapis: line 4: the charge is one throw each: nothing to keep
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
$ 7 5 2
tapis: line 10: 7 is not a die face: faces go from 1 to 6
$ 6 5 4
  carol: 6 5 4 - straight, 2 tokens - alice throws (charge, round 3)
$ 5 2 1
  alice: 5 2 1 - 5-2-1, 1 token - bob throws (charge, round 3)
$ 6 6 5
  bob: 6 6 5 - 6-6-5, 1 token - best carol (straight), lowest alice (5-2-1): alice takes 1 token from the pot - pot 0 - alice 1, bob 10, carol 10 - the pot is empty: the décharge begins - alice throws (décharge, round 4)
$ sheet
Game #1 - 421 (the bar game, 4-2-1 worth 10) - décharge, round 4
> alice  1 token
  bob    10 tokens
  carol  10 tokens
  >: to play
pot 0 - alice starts round 4
$ undo
  undone: bob's throw 6 6 5 - bob throws (charge, round 3)
$ undo
  undone: alice's throw 5 2 1 - alice throws (charge, round 3)
$ redo
  redone: alice's throw 5 2 1
  alice: 5 2 1 - 5-2-1, 1 token - bob throws (charge, round 3)
$ redo
  redone: bob's throw 6 6 5
  bob: 6 6 5 - 6-6-5, 1 token - best carol (straight), lowest alice (5-2-1): alice takes 1 token from the pot - pot 0 - alice 1, bob 10, carol 10 - the pot is empty: the décharge begins - alice throws (décharge, round 4)
$ stop
tapis: line 19: alice has not thrown yet: stop ends a turn after a throw
$ 6 3 1
  throw 1 of 3: 6 3 1 - 6-3-1, 1 token
$ 5 5
tapis: line 21: of 6 3 1, which 1 die was kept? keep FACES, then the throw
$ keep 6
  keeping 6: throw 2 dice
$ undo
  undone: alice's die kept 6 - alice's turn: throw 1 of 3, 6 3 1
$ redo
  redone: alice's die kept 6
  keeping 6: throw 2 dice
$ 5 4
  throw 2 of 3: 6 5 4 - straight, 2 tokens
$ stop
  alice stops with 6 5 4 (straight) after 2 throws - the others may throw 2 times this round - bob throws (décharge, round 4)
$ 3 3 2
  throw 1 of 2: 3 3 2 - 3-3-2, 1 token
$ 3 3 2
  throw 2 of 2: 3 3 2 - 3-3-2, 1 token - carol throws (décharge, round 4)
$ keep 6
tapis: line 29: no more throws than the first player's: bob has thrown 2 of 2; carol throws now, the three dice
$ 6 6 6
  throw 1 of 2: 6 6 6 - three sixes, 6 tokens
$ stop
  carol stops with 6 6 6 (three sixes) after 1 throw - best carol (three sixes), lowest bob (3-3-2): carol gives bob 6 tokens - pot 0 - alice 1, bob 16, carol 4 - bob throws (décharge, round 5)
$ 6 5 2
  throw 1 of 3: 6 5 2 - 6-5-2, 1 token
$ 6 5 2
  throw 2 of 3: 6 5 2 - 6-5-2, 1 token
$ 6 5 2
  throw 3 of 3: 6 5 2 - 6-5-2, 1 token - carol throws (décharge, round 5)
$ 4
tapis: line 35: no fourth throw: bob has thrown three times; carol throws now, the three dice
$ 4 2 1
  throw 1 of 3: 4 2 1 - 4-2-1, 10 tokens
$ stop
  carol stops with 4 2 1 (4-2-1) after 1 throw - alice throws (décharge, round 5)
$ 2 2 1
  throw 1 of 3: 2 2 1 - nénette, 1 token
$ stop
  alice stops with 2 2 1 (nénette) after 1 throw - best carol (4-2-1), lowest alice (nénette): carol gives alice 4 tokens - pot 0 - alice 5, bob 16, carol out - carol is out, safe - alice throws (décharge, round 6)
$ 1 1 1
  throw 1 of 3: 1 1 1 - three aces, 7 tokens
$ stop
  alice stops with 1 1 1 (three aces) after 1 throw - the others may throw once this round - bob throws (décharge, round 6)
$ 6 6 5
  throw 1 of 1: 6 6 5 - 6-6-5, 1 token - best alice (three aces), lowest bob (6-6-5): alice gives bob 5 tokens - pot 0 - alice out, bob 21, carol out - alice is out, safe - bob holds every token and loses!
$ 6 6 5
tapis: line 43: game #1 is over: new starts another game; undo takes back the last entry
$ sheet
Game #1 - 421 (the bar game, 4-2-1 worth 10) - 6 rounds, over
  alice  no tokens, out after round 6, place 2
- bob    21 tokens, place 3
* carol  no tokens, out after round 5, place 1
  *: won, -: lost
pot 0 - bob holds every token and loses
$ undo
  undone: bob's throw 6 6 5 - bob throws (décharge, round 6)
$ redo
  redone: bob's throw 6 6 5
  throw 1 of 1: 6 6 5 - 6-6-5, 1 token - best alice (three aces), lowest bob (6-6-5): alice gives bob 5 tokens - pot 0 - alice out, bob 21, carol out - alice is out, safe - bob holds every token and loses!
$ replay 1
Game #1 - 421, the bar game, 4-2-1 worth 10 - alice, bob, carol - TODAY HH:MM - bob lost after 17 turns
round 1 - alice
alice: 4 2 1
  alice: 4 2 1 - 4-2-1, 10 tokens - bob throws (charge, round 1)
round 1 - bob
bob: 6 5 3
  bob: 6 5 3 - 6-5-3, 1 token - carol throws (charge, round 1)
round 1 - carol
carol: 6 6 2
  carol: 6 6 2 - 6-6-2, 1 token - best alice (4-2-1), lowest bob (6-5-3): bob takes 10 tokens from the pot - pot 11 - alice 0, bob 10, carol 0 - bob throws (charge, round 2)
round 2 - bob
bob: 1 4 2
  bob: 4 2 1 - 4-2-1, 10 tokens - carol throws (charge, round 2)
round 2 - carol
carol: 2 2 1
  carol: 2 2 1 - nénette, 1 token - alice throws (charge, round 2)
round 2 - alice
alice: 3 3 1
  alice: 3 3 1 - 3-3-1, 1 token - best bob (4-2-1), lowest carol (nénette): carol takes 10 tokens from the pot - pot 1 - alice 0, bob 10, carol 10 - carol throws (charge, round 3)
round 3 - carol
carol: 6 5 4
  carol: 6 5 4 - straight, 2 tokens - alice throws (charge, round 3)
round 3 - alice
alice: 5 2 1
  alice: 5 2 1 - 5-2-1, 1 token - bob throws (charge, round 3)
round 3 - bob
bob: 6 6 5
  bob: 6 6 5 - 6-6-5, 1 token - best carol (straight), lowest alice (5-2-1): alice takes 1 token from the pot - pot 0 - alice 1, bob 10, carol 10 - the pot is empty: the décharge begins - alice throws (décharge, round 4)
round 4 - alice
alice: 6 3 1
  throw 1 of 3: 6 3 1 - 6-3-1, 1 token
alice: keep 6
  keeping 6: throw 2 dice
alice: 5 4
  throw 2 of 3: 6 5 4 - straight, 2 tokens
alice: stop
  alice stops with 6 5 4 (straight) after 2 throws - the others may throw 2 times this round - bob throws (décharge, round 4)
round 4 - bob
bob: 3 3 2
  throw 1 of 2: 3 3 2 - 3-3-2, 1 token
bob: 3 3 2
  throw 2 of 2: 3 3 2 - 3-3-2, 1 token - carol throws (décharge, round 4)
round 4 - carol
carol: 6 6 6
  throw 1 of 2: 6 6 6 - three sixes, 6 tokens
carol: stop
  carol stops with 6 6 6 (three sixes) after 1 throw - best carol (three sixes), lowest bob (3-3-2): carol gives bob 6 tokens - pot 0 - alice 1, bob 16, carol 4 - bob throws (décharge, round 5)
round 5 - bob
bob: 6 5 2
  throw 1 of 3: 6 5 2 - 6-5-2, 1 token
bob: 6 5 2
  throw 2 of 3: 6 5 2 - 6-5-2, 1 token
bob: 6 5 2
  throw 3 of 3: 6 5 2 - 6-5-2, 1 token - carol throws (décharge, round 5)
round 5 - carol
carol: 4 2 1
  throw 1 of 3: 4 2 1 - 4-2-1, 10 tokens
carol: stop
  carol stops with 4 2 1 (4-2-1) after 1 throw - alice throws (décharge, round 5)
round 5 - alice
alice: 2 2 1
  throw 1 of 3: 2 2 1 - nénette, 1 token
alice: stop
  alice stops with 2 2 1 (nénette) after 1 throw - best carol (4-2-1), lowest alice (nénette): carol gives alice 4 tokens - pot 0 - alice 5, bob 16, carol out - carol is out, safe - alice throws (décharge, round 6)
round 6 - alice
alice: 1 1 1
  throw 1 of 3: 1 1 1 - three aces, 7 tokens
alice: stop
  alice stops with 1 1 1 (three aces) after 1 throw - the others may throw once this round - bob throws (décharge, round 6)
round 6 - bob
bob: 6 6 5
  throw 1 of 1: 6 6 5 - 6-6-5, 1 token - best alice (three aces), lowest bob (6-6-5): alice gives bob 5 tokens - pot 0 - alice out, bob 21, carol out - alice is out, safe - bob holds every token and loses!
$ show 1
Game #1 - 421, the bar game, 4-2-1 worth 10 - alice, bob, carol - TODAY HH:MM - bob lost after 17 turns
  round 1 (charge): best alice (4-2-1), lowest bob (6-5-3): bob takes 10 tokens from the pot
  round 2 (charge): best bob (4-2-1), lowest carol (nénette): carol takes 10 tokens from the pot
  round 3 (charge): best carol (straight), lowest alice (5-2-1): alice takes 1 token from the pot
  round 4 (décharge): best carol (three sixes), lowest bob (3-3-2): carol gives bob 6 tokens
  round 5 (décharge): best carol (4-2-1), lowest alice (nénette): carol gives alice 4 tokens
  round 6 (décharge): best alice (three aces), lowest bob (6-6-5): alice gives bob 5 tokens
  alice  no tokens, out after round 6, place 2
- bob    21 tokens, place 3
* carol  no tokens, out after round 5, place 1
  *: won, -: lost
pot 0 - bob holds every token and loses
$ new 421:8 alice bob carol tokens=5
Game #2 - 421:8, 4-2-1 worth 8, a barrage for the lowest, tokens=5 - alice, bob, carol - alice throws (charge, round 1).
$ 6 5 4
  alice: 6 5 4 - straight, 2 tokens - bob throws (charge, round 1)
$ 6 5 3
  bob: 6 5 3 - 6-5-3, 1 token - carol throws (charge, round 1)
$ 5 6 3
  carol: 6 5 3 - 6-5-3, 1 token - bob and carol tie for the lowest: a barrage, one throw each - bob throws for the barrage
$ stop
tapis: line 53: a barrage is one throw each: bob throws the three dice
$ 2 2 1
  barrage: 2 2 1 - nénette, 1 token - carol throws for the barrage
$ 2 2 1
  barrage: 2 2 1 - nénette, 1 token - bob and carol tie for the lowest: a barrage, one throw each - bob throws for the barrage
$ 6 6 5
  barrage: 6 6 5 - 6-6-5, 1 token - carol throws for the barrage
$ 3 3 1
  barrage: 3 3 1 - 3-3-1, 1 token - best alice (straight), lowest carol (6-5-3): carol takes 2 tokens from the pot - pot 3 - alice 0, bob 0, carol 2 - carol throws (charge, round 2)
$ sheet
Game #2 - 421:8 (4-2-1 worth 8, a barrage for the lowest, tokens=5) - charge, round 2
  alice  no tokens
  bob    no tokens
> carol  2 tokens
  >: to play
pot 3 - carol starts round 2
$ games
#2  TODAY  421:8  alice 0, bob 0, carol 2   playing   7 turns
#1  TODAY  421    alice 0, bob 21, carol 0  bob lost  17 turns
$ leaderboard 421
#  player  wins  games  win rate  lost
1  alice   1     1      100%      0
1  carol   1     1      100%      0
3  bob     0     1      0%        1
$ stats 421
player  game  games  wins  win rate  lost
alice   421   1      1     100%      0
bob     421   1      0     0%        1
carol   421   1      1     100%      0

421: games lost, rounds won and lost, 4-2-1s thrown and tokens taken in the charge:
player  game  games  lost  loss rate  rounds won  rounds lost  4-2-1s  taken in the charge
alice   421   1      0     0%         2           2            1       1
bob     421   1      1     100%       1           3            1       10
carol   421   1      0     0%         3           1            1       10
$ new 421 dave erin tokens=2
Game #3 - 421, the bar game, 4-2-1 worth 10, tokens=2 - dave, erin - dave throws (charge, round 1).
game #2 (421:8: alice, bob, carol) stays unfinished: resume 2 takes it up again
$ 6 5 4
  dave: 6 5 4 - straight, 2 tokens - erin throws (charge, round 1)
$ 4 5 6
  erin: 6 5 4 - straight, 2 tokens - best dave (straight), lowest erin (straight): erin takes 2 tokens from the pot - pot 0 - dave out, erin 2 - the pot is empty: the décharge begins - dave is out, safe - erin holds every token and loses!
$ sheet
Game #3 - 421 (the bar game, 4-2-1 worth 10, tokens=2) - 1 round, over
* dave  no tokens, out after round 1, place 1
- erin  2 tokens, place 2
  *: won, -: lost
pot 0 - erin holds every token and loses
? 1
