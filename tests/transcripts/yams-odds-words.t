## The words odds takes in three columns (tapis-games(7), YAMS, yams:3col):
## nothing after it is refused with its usage; a column after a box the
## sheet lacks, or a box unknown among others, is refused with the rule; a
## column named last weighs the box in that column only; a number past the
## three columns is a box (4s); three boxes are said "a, b or c", a box
## named twice once, the column after them.
$ new yams:3col alice
Game #1 - yams:3col, three columns: desc, free, asc - alice - alice throws.
$ 1 1 4 5 6
  throw 1 of 3: 1 1 4 5 6 - 1s 2, 4s 4, 5s 5, 6s 6, min 17, max 17; 0 in 2s 3s suite full carré yams - desc takes 1, asc takes yams
$ odds
tapis: line 3: usage: odds BOX... [--all] [--json|--tsv]
$ odds nosuch desc
tapis: line 4: there is no box 'nosuch': the boxes are 1 to 6, min, max, suite, full, carré, yams
$ odds full nosuch
tapis: line 5: there is no box 'nosuch': the boxes are 1 to 6, min, max, suite, full, carré, yams
$ odds full desc
  alice: chance of making full desc, best first
  *  keep 1 1, then roll 3 dice    26.9%
     keep 1 1 4, then roll 2 dice  26.7%
     keep 1 1 5, then roll 2 dice  26.7%
     keep 1 1 6, then roll 2 dice  26.7%
     roll 5 dice                   19.1%
     keep 1, then roll 4 dice      19.1%
     keep 4, then roll 4 dice      19.1%
     keep 5, then roll 4 dice      19.1%
  and 15 more: --all lists every one
$ odds full 4
  alice: chance of making full or 4, best first
  *  keep 4, then roll 4 dice      39.3%
     keep 4 5, then roll 3 dice    33.3%
     keep 4 6, then roll 3 dice    33.3%
     keep 1 4, then roll 3 dice    33.3%
     keep 1 1 4, then roll 2 dice  31.0%
     keep 1 1, then roll 3 dice    28.5%
     keep 1 1 5, then roll 2 dice  27.9%
     keep 1 1 6, then roll 2 dice  27.9%
  and 17 more: --all lists every one
  1 to 6 count as made with three or more of the face, as the bonus asks of each box
$ odds full 4 yams full desc
  alice: chance of making full, 4 or yams desc, best first
  *  keep 4, then roll 4 dice      39.3%
     keep 4 5, then roll 3 dice    33.3%
     keep 4 6, then roll 3 dice    33.3%
     keep 1 4, then roll 3 dice    33.3%
     keep 1 1 4, then roll 2 dice  31.0%
     keep 1 1, then roll 3 dice    28.9%
     keep 1 1 6, then roll 2 dice  28.0%
     keep 1 1 5, then roll 2 dice  28.0%
  and 15 more: --all lists every one
  1 to 6 count as made with three or more of the face, as the bonus asks of each box
? 1
