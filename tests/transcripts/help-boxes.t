## help of score and scratch lists the boxes of the sheet in play
## (issue 30): Yahtzee's and the pad's under their own keys, a table's own
## list with its label; the seed's sheet only where no game of Yams is open
$ help score
usage: score BOX [COLUMN]
  write the dice in a box (or: 2 2 2 5 5 full)
  also: inscrire, noter
  Boxes: 1 to 6 (as, deux, trois, quatre, cinq, six), min, max, suite,
  full, carre (carré), yams.
  Another sheet has other boxes ('rules GAME' lists a sheet's).
  Columns: desc, free, asc (descendante, libre, montante) with three
  columns; 1 to N with one column per player, where the leftmost free
  one is taken when none is named.  A player's name after the words
  says who writes, and is checked.
$ new yahtzee ann ben
Game #1 - yahtzee, the official rules, one column a player - ann, ben - ann throws.
$ help score
usage: score BOX [COLUMN]
  write the dice in a box (or: 2 2 2 5 5 full)
  also: inscrire, noter
  Boxes: 1 to 6 (as, deux, trois, quatre, cinq, six), 3kind (brelan),
  4kind (carré), fullhouse (full), small (petite), large (grande),
  yahtzee, chance.
  Another sheet has other boxes ('rules GAME' lists a sheet's).
  Columns: desc, free, asc (descendante, libre, montante) with three
  columns; 1 to N with one column per player, where the leftmost free
  one is taken when none is named.  A player's name after the words
  says who writes, and is checked.
$ new yams:carnet ann ben
Game #2 - yams:carnet, the printed pad, one column a player - ann, ben - ann throws.
game #1 (yahtzee: ann, ben) stays unfinished: resume 1 takes it up again
$ help scratch
usage: scratch BOX [COLUMN]
  write 0 in a box on purpose
  also: barrer, rayer
  Boxes: 1 to 6 (as, deux, trois, quatre, cinq, six), brelan, carre
  (carré), full, petite, grande, yams, chance.
  The box takes 0 whatever the dice make; it is filled for the game.
$ new yams ann ben boxes=1,3,5,carre,full:25,chance=Tout bonus=0
Game #3 - yams, one column a player, bonus=0, own sheet - ann, ben - ann throws.
game #2 (yams:carnet: ann, ben) stays unfinished: resume 2 takes it up again
$ help score
usage: score BOX [COLUMN]
  write the dice in a box (or: 2 2 2 5 5 full)
  also: inscrire, noter
  Boxes: 1 (as), 3 (trois), 5 (cinq), carre (carré), full, chance (Tout).
  Another sheet has other boxes ('rules GAME' lists a sheet's).
  Columns: desc, free, asc (descendante, libre, montante) with three
  columns; 1 to N with one column per player, where the leftmost free
  one is taken when none is named.  A player's name after the words
  says who writes, and is checked.
$ new 421 ann ben
Game #4 - 421, the bar game, 4-2-1 worth 10 - ann, ben - ann throws (charge, round 1).
game #3 (yams: ann, ben) stays unfinished: resume 3 takes it up again
$ help scratch
usage: scratch BOX [COLUMN]
  write 0 in a box on purpose
  also: barrer, rayer
  Boxes: 1 to 6 (as, deux, trois, quatre, cinq, six), min, max, suite,
  full, carre (carré), yams.
  The box takes 0 whatever the dice make; it is filled for the game.
? 0
