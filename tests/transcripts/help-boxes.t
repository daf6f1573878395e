## help of score and scratch lists the boxes of the sheet in play
## (issue 30): Yahtzee's and the pad's under their own keys, a table's own
## list with its label; the seed's sheet only where no game of Yams is open.
## Last, rules of a sheet whose upper part is 1 to 3 only: each face on a
## row of its own, not "1-6".
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
$ new yams ann ben boxes=1,2,3,full:25,chance bonus=0
Game #5 - yams, one column a player, bonus=0, sheet=1,2,3,full:25,chance - ann, ben - ann throws.
game #4 (421: ann, ben) stays unfinished: resume 4 takes it up again
$ rules
yams (one column a player): option, value in force, what it means
  bonus        *0                    the bonus of boxes 1 to 6 (0: none)
  bonusat       60                   the total of boxes 1 to 6 the bonus needs
  atleast       no                   the bonus needs at least bonusat (no: more than bonusat)
  fivefull      no                   five alike make a Full
  scratch       any                  where a 0 may be written on purpose: any free box, or only where the dice do not make it (Minimum and Maximum made by any total)
  sheet        *1,2,3,full:25,chance the boxes: a named sheet (yams, carnet, yahtzee), with its bonuses, or a list (boxes=1,2,3,4,5,6,brelan,carre,full:25,petite:30,grande:40,yams:50,chance)
  yahtzeebonus  0                    the bonus of each Yahtzee written once the five-alike box holds its points (0: none)
  joker         none                 a Yahtzee thrown once the five-alike box is filled: free, the full and the straights at their points once its face's box is filled; forced, its face's box first, then the lower part
  * changed from yams
the boxes of the sheet (a list), the upper part first: box, name, what it takes: what it scores
    1       1       the dice of its face: their sum
    2       2       the dice of its face: their sum
    3       3       the dice of its face: their sum
    full    Full    three and two alike: 25
    chance  Chance  any dice: the sum of the five dice
    no upper bonus
? 0
