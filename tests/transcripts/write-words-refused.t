## The words of score, scratch and odds in Yams, refused where they are
## too few or too many, or name a column the way to play has not; a box
## named twice to odds is weighed once, and named once in the heading.
## Each refusal says its rule in one line and writes nothing.
$ new yams ann bob
Game #1 - yams, one column a player - ann, bob - ann throws.
$ odds
tapis: line 2: usage: odds BOX... [--all] [--json|--tsv]
$ odds full full
  ann: chance of making full, best first
  *  roll 5 dice  36.3%
$ odds full yams Full
  ann: chance of making full or yams, best first
  *  roll 5 dice  36.6%
$ 1 1 1 2 3
  throw 1 of 3: 1 1 1 2 3 - 1s 3, 2s 2, 3s 3, min 8, max 8; 0 in 4s 5s 6s suite full carré yams
$ score
tapis: line 6: usage: score BOX [COLUMN]
$ score 1 2 3
tapis: line 7: usage: score BOX [COLUMN]
$ scratch
tapis: line 8: usage: scratch BOX [COLUMN]
$ score 1 2
tapis: line 9: this way to play Yams has one column a player: no column '2'
$ score 1
  ann writes 3 in the 1s - total 3 - bob throws
$ new yams:3col ann bob
Game #2 - yams:3col, three columns: desc, free, asc - ann, bob - ann throws.
game #1 (yams: ann, bob) stays unfinished: resume 1 takes it up again
$ 1 1 1 2 3
  throw 1 of 3: 1 1 1 2 3 - 1s 3, 2s 2, 3s 3, min 8, max 8; 0 in 4s 5s 6s suite full carré yams - desc takes 1, asc takes yams
$ score 1 2 3
tapis: line 13: usage: score BOX [COLUMN]
$ score 1 9
tapis: line 14: there is no column '9': the columns are desc, free and asc (or 1, 2 and 3)
$ score 1 4
tapis: line 15: there is no column '4': the columns are desc, free and asc (or 1, 2 and 3)
$ odds full 1
  ann: chance of making full 1, best first
  *  keep 1 1 1 2, then roll 1 die  30.6%
     keep 1 1 1 3, then roll 1 die  30.6%
     keep 1 1 1, then roll 2 dice   28.2%
     keep 1 1, then roll 3 dice     26.9%
     keep 1 1 2, then roll 2 dice   26.7%
     keep 1 1 3, then roll 2 dice   26.7%
     roll 5 dice                    19.1%
     keep 1, then roll 4 dice       19.1%
  and 7 more: --all lists every one
$ odds full desc
  ann: chance of making full desc, best first
  *  keep 1 1 1 2, then roll 1 die  30.6%
     keep 1 1 1 3, then roll 1 die  30.6%
     keep 1 1 1, then roll 2 dice   28.2%
     keep 1 1, then roll 3 dice     26.9%
     keep 1 1 2, then roll 2 dice   26.7%
     keep 1 1 3, then roll 2 dice   26.7%
     roll 5 dice                    19.1%
     keep 1, then roll 4 dice       19.1%
  and 7 more: --all lists every one
$ score 1 free
  ann writes 3 in the 1s (column free) - total 3 - bob throws
? 1
