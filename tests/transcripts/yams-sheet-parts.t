## A sheet of no upper part shows no upper total; one whose upper part
## is more than the six faces in order totals it as "upper", not "1-6".
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
? 0
