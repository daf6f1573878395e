## odds in three columns: a box open in no column (written in free,
## not yet due in desc nor asc) is weighed, but never offered as a write
## that would be refused.
$ new yams:3col ann bob
Game #1 - yams:3col, three columns: desc, free, asc - ann, bob - ann throws.
$ 4 4 4 4 6
  throw 1 of 3: 4 4 4 4 6 - 4s 16, 6s 6, min 22, max 22, carré 25; 0 in 1s 2s 3s 5s suite full yams - desc takes 1, asc takes yams
$ score carre free
  ann writes 25 in carré (column free) - total 25 - bob throws
$ 1 2 3 4 5
  throw 1 of 3: 1 2 3 4 5 - 1s 1, 2s 2, 3s 3, 4s 4, 5s 5, min 15, max 15, suite 20; 0 in 6s full carré yams - desc takes 1, asc takes yams
$ score suite free
  bob writes 20 in suite (column free) - total 20 - ann throws
$ 4 4 4 4 6
  throw 1 of 3: 4 4 4 4 6 - 4s 16, 6s 6, min 22, max 22; 0 in 1s 2s 3s 5s suite full yams - desc takes 1, asc takes yams
$ odds carre
  ann: chance of making carre, best first
  *  keep 4 4 4 4, then roll 1 die  100.0%
     keep 4 4 4, then roll 2 dice   51.8%
     keep 4 4 4 6, then roll 1 die  42.1%
     keep 4 4, then roll 3 dice     22.8%
     keep 4 4 6, then roll 2 dice   17.1%
     roll 5 dice                    13.2%
     keep 4, then roll 4 dice       13.2%
     keep 6, then roll 4 dice       13.2%
  and 1 more: --all lists every one
$ score carre desc
tapis: line 8: the desc column is filled in order: it takes 1 next, not carré
? 1
