## A sheet of no upper part shows no upper total; one whose upper part
## is other than the six faces in order (a box more, or faces out of
## order) totals it as "upper", not "1-6", and rules lists its upper boxes
## one by one.
## help score lists a sheet's boxes: the faces one by one where they are
## not the six in order, a box's French word and its label both, a label
## that is the box's key once.
$ new yams ann bob bonus=0 boxes=full:25,chance,min,max
Game #1 - yams, one column a player, bonus=0, sheet=full:25,chance,min,max - ann, bob - ann throws.
$ 1 1 1 2 2
  throw 1 of 3: 1 1 1 2 2 - full 25, chance 7, min 7, max 7
$ score full
  ann writes 25 in full - total 25 - bob throws
$ show
Game #1 - yams, one column a player, bonus=0, sheet=full:25,chance,min,max - ann, bob - TODAY HH:MM - being played, 1 turn so far
              ann   > bob
  Full         25       .
  Chance        .       .
  Minimum       .       .
  Maximum       .       .
  total        25       0
  >: to play
bob throws - leader: ann with 25
$ new yams ann bob bonus=0 boxes=1,2,3,chance/upper,full:25
Game #2 - yams, one column a player, bonus=0, own sheet - ann, bob - ann throws.
game #1 (yams: ann, bob) stays unfinished: resume 1 takes it up again
$ 1 1 1 2 2
  throw 1 of 3: 1 1 1 2 2 - 1s 3, 2s 4, chance 7, full 25; 0 in 3s
$ score chance
  ann writes 7 in chance - total 7 - bob throws
$ show
Game #2 - yams, one column a player, bonus=0, own sheet - ann, bob - TODAY HH:MM - being played, 1 turn so far
              ann   > bob
  1             .       .
  2             .       .
  3             .       .
  Chance        7       .
  upper         7       0
  Full          .       .
  total         7       0
  >: to play
bob throws - leader: ann with 7
$ rules
yams (one column a player): option, value in force, what it means
  bonus        *0           the bonus of boxes 1 to 6 (0: none)
  bonusat       60          the total of boxes 1 to 6 the bonus needs
  atleast       no          the bonus needs at least bonusat (no: more than bonusat)
  fivefull      no          five alike make a Full
  scratch       any         where a 0 may be written on purpose: any free box, or only where the dice do not make it (Minimum and Maximum made by any total)
  sheet        *            the boxes: a named sheet (yams, carnet, yahtzee), with its bonuses, or a list (boxes=1,2,3,4,5,6,brelan,carre,full:25,petite:30,grande:40,yams:50,chance)
                1,2,3,chance/upper,full:25
  yahtzeebonus  0           the bonus of each Yahtzee written once the five-alike box holds its points (0: none)
  joker         none        a Yahtzee thrown once the five-alike box is filled: free, the full and the straights at their points once its face's box is filled; forced, its face's box first, then the lower part
  * changed from yams
the boxes of the sheet (a list), the upper part first: box, name, what it takes: what it scores
    1       1       the dice of its face: their sum
    2       2       the dice of its face: their sum
    3       3       the dice of its face: their sum
    chance  Chance  any dice: the sum of the five dice
    full    Full    three and two alike: 25
    no upper bonus
$ new yams ann bob bonus=0 boxes=2,1,3,carre=Quads,chance=chance,full:25
Game #3 - yams, one column a player, bonus=0, own sheet - ann, bob - ann throws.
game #2 (yams: ann, bob) stays unfinished: resume 2 takes it up again
$ help score
usage: score BOX [COLUMN]
  write the dice in a box (or: 2 2 2 5 5 full)
  also: inscrire, noter
  Boxes: 2 (deux), 1 (as), 3 (trois), carre (carré, Quads), chance, full.
  Another sheet has other boxes ('rules GAME' lists a sheet's).
  Columns: desc, free, asc (descendante, libre, montante) with three
  columns; 1 to N with one column per player, where the leftmost free
  one is taken when none is named.  A player's name after the words
  says who writes, and is checked.
$ show
Game #3 - yams, one column a player, bonus=0, own sheet - ann, bob - TODAY HH:MM - being played, 0 turns so far
            > ann     bob
  2             .       .
  1             .       .
  3             .       .
  upper         0       0
  Quads         .       .
  chance        .       .
  Full          .       .
  total         0       0
  >: to play
ann throws
$ new yams ann bob bonus=0 boxes=1,2,3,4,5
Game #4 - yams, one column a player, bonus=0, sheet=1,2,3,4,5 - ann, bob - ann throws.
game #3 (yams: ann, bob) stays unfinished: resume 3 takes it up again
$ help score
usage: score BOX [COLUMN]
  write the dice in a box (or: 2 2 2 5 5 full)
  also: inscrire, noter
  Boxes: 1 (as), 2 (deux), 3 (trois), 4 (quatre), 5 (cinq).
  Another sheet has other boxes ('rules GAME' lists a sheet's).
  Columns: desc, free, asc (descendante, libre, montante) with three
  columns; 1 to N with one column per player, where the leftmost free
  one is taken when none is named.  A player's name after the words
  says who writes, and is checked.
? 0
