## 421 rounds that end in two rare ways.  First a penalty for the nenette
## (nenette=2): bob's 2 2 1 is the lowest of the round, he takes the 10
## tokens of alice's 4-2-1 and 2 more for the nenette, as the round's line
## says.  Then 421:8 at four: three players tie for the lowest, all three
## named for the barrage.  Last, in the décharge, alice throws 6 6 6 then
## types only the two dice she threw again: the 6 she kept is said before
## the throw.
$ new 421 alice bob carol nenette=2
Game #1 - 421, the bar game, 4-2-1 worth 10, nenette=2 - alice, bob, carol - alice throws (charge, round 1).
$ 4 2 1
  alice: 4 2 1 - 4-2-1, 10 tokens - bob throws (charge, round 1)
$ 2 2 1
  bob: 2 2 1 - nénette, 1 token - carol throws (charge, round 1)
$ 3 3 1
  carol: 3 3 1 - 3-3-1, 1 token - best alice (4-2-1), lowest bob (nénette): bob takes 12 tokens from the pot (2 for the nénette) - pot 9 - alice 0, bob 12, carol 0 - bob throws (charge, round 2)
$ sheet
Game #1 - 421 (the bar game, 4-2-1 worth 10, nenette=2) - charge, round 2
  alice  no tokens
> bob    12 tokens
  carol  no tokens
  >: to play
pot 9 - bob starts round 2
$ new 421:8 ann ben cy dee
Game #2 - 421:8, 4-2-1 worth 8, a barrage for the lowest - ann, ben, cy, dee - ann throws (charge, round 1).
game #1 (421: alice, bob, carol) stays unfinished: resume 1 takes it up again
$ 4 2 1
  ann: 4 2 1 - 4-2-1, 8 tokens - ben throws (charge, round 1)
$ 6 5 3
  ben: 6 5 3 - 6-5-3, 1 token - cy throws (charge, round 1)
$ 6 5 3
  cy: 6 5 3 - 6-5-3, 1 token - dee throws (charge, round 1)
$ 6 5 3
  dee: 6 5 3 - 6-5-3, 1 token - ben, cy and dee tie for the lowest: a barrage, one throw each - ben throws for the barrage
$ new 421 alice bob tokens=4
Game #3 - 421, the bar game, 4-2-1 worth 10, tokens=4 - alice, bob - alice throws (charge, round 1).
game #2 (421:8: ann, ben, cy, dee) stays unfinished: resume 2 takes it up again
$ 6 5 4
  alice: 6 5 4 - straight, 2 tokens - bob throws (charge, round 1)
$ 6 5 3
  bob: 6 5 3 - 6-5-3, 1 token - best alice (straight), lowest bob (6-5-3): bob takes 2 tokens from the pot - pot 2 - alice 0, bob 2 - bob throws (charge, round 2)
$ 6 6 6
  bob: 6 6 6 - three sixes, 6 tokens - alice throws (charge, round 2)
$ 3 3 2
  alice: 3 3 2 - 3-3-2, 1 token - best bob (three sixes), lowest alice (3-3-2): alice takes 2 tokens from the pot - pot 0 - alice 2, bob 2 - the pot is empty: the décharge begins - alice throws (décharge, round 3)
$ 6 6 6
  throw 1 of 3: 6 6 6 - three sixes, 6 tokens
$ 5 4
  (kept 6) throw 2 of 3: 6 5 4 - straight, 2 tokens
? 0
