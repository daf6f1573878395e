## What odds weighs and says of a box: in a duel, a box another player
## holds is made only by beating it; Minimum and Maximum against the other
## as written in the player's own column; in three columns, the first
## column a box is open in (6s: not in desc, which starts at the 1s).
## odds names a box in Yams: alone it is refused, with its usage.
$ new yams:duel ann bob
Game #1 - yams:duel, duel: each box held by one player - ann, bob - ann throws.
$ 2 2 2 3 3
  throw 1 of 3: 2 2 2 3 3 - 2s 6, 3s 6, min 12, max 12, full 12; 0 in 1s 4s 5s 6s suite carré yams
$ score full
  ann writes 12 in full - total 12 - bob throws
$ 1 2 3 4 4
  throw 1 of 3: 1 2 3 4 4 - 1s 1, 2s 2, 3s 3, 4s 8, min 14, max 14; 0 in 5s 6s suite full carré yams
$ odds full
  bob: chance of making full, best first
  *  keep 2 4 4, then roll 2 dice   26.1%
     keep 3 4 4, then roll 2 dice   26.1%
     keep 4 4, then roll 3 dice     25.5%
     keep 1 4 4, then roll 2 dice   20.5%
     keep 2 3 4 4, then roll 1 die  18.3%
     keep 4, then roll 4 dice       17.7%
     roll 5 dice                    17.1%
     keep 2, then roll 4 dice       16.9%
  and 16 more: --all lists every one
  made: a result that beats the one held by another player
$ new yams ann bob
Game #2 - yams, one column a player - ann, bob - ann throws.
game #1 (yams:duel: ann, bob) stays unfinished: resume 1 takes it up again
$ 6 6 6 5 5
  throw 1 of 3: 5 5 6 6 6 - 5s 10, 6s 18, min 28, max 28, full 28; 0 in 1s 2s 3s 4s suite carré yams
$ score max
  ann writes 28 in max - total 28 - bob throws
$ 1 1 1 2 3
  throw 1 of 3: 1 1 1 2 3 - 1s 3, 2s 2, 3s 3, min 8, max 8; 0 in 4s 5s 6s suite full carré yams
$ score 1
  bob writes 3 in the 1s - total 3 - ann throws
$ 1 2 2 3 4
  throw 1 of 3: 1 2 2 3 4 - 1s 1, 2s 4, 3s 3, 4s 4, min 12; 0 in 5s 6s suite full carré yams
$ odds min
  ann: chance of making min, best first
  *  score min                   100.0%
     keep 1, then roll 4 dice    100.0%
     keep 2, then roll 4 dice    100.0%
     keep 3, then roll 4 dice    100.0%
     keep 1 2, then roll 3 dice  100.0%
     keep 2 2, then roll 3 dice  100.0%
     keep 1 3, then roll 3 dice  100.0%
     keep 2 3, then roll 3 dice  100.0%
  and 16 more: --all lists every one
  Minimum and Maximum count as made when the pair counts (Maximum above Minimum) against the other as written; always made while the other is empty
$ new yams:3col ann bob
Game #3 - yams:3col, three columns: desc, free, asc - ann, bob - ann throws.
game #2 (yams: ann, bob) stays unfinished: resume 2 takes it up again
$ 6 6 6 2 3
  throw 1 of 3: 2 3 6 6 6 - 2s 2, 3s 3, 6s 18, min 23, max 23; 0 in 1s 4s 5s suite full carré yams - desc takes 1, asc takes yams
$ odds 6
  ann: chance of making 6, best first
  *  score 6 free                   100.0%
     keep 6 6 6, then roll 2 dice   100.0%
     keep 2 6 6 6, then roll 1 die  100.0%
     keep 3 6 6 6, then roll 1 die  100.0%
     keep 6 6, then roll 3 dice     66.5%
     keep 2 6 6, then roll 2 dice   59.8%
     keep 3 6 6, then roll 2 dice   59.8%
     keep 2 3 6 6, then roll 1 die  51.8%
  and 8 more: --all lists every one
  1 to 6 count as made with three or more of the face, as the bonus asks of each box
$ odds
tapis: line 16: usage: odds BOX... [--all] [--json|--tsv]
? 1
