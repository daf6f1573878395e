## A table's own pad in one line (issue 21): its boxes and bonus typed at
## new, the names it shows, a label of its own, what rules lists; saved as
## a preset and played again; a list that makes no sense refused with the
## part that is wrong; the pad in three columns, Yahtzee in a duel (no
## bonus of either kind); odds of its boxes; a list of 12 to 24 letters
## widens the column of values in rules; the names of a sheet all shorter
## than "1 to 6" leave room after it all the same; a long word that is no
## box refused with the whole list of the boxes
$ new yams ann ben boxes=1,2,3,4,5,6,brelan:alike,carre:10+,paires,full:25,petite:30,chance=Tout bonus=35@63
Game #1 - yams, one column a player, bonus=35, bonusat=63, atleast=yes, own sheet - ann, ben - ann throws.
$ rules
yams (one column a player): option, value in force, what it means
  bonus        *35          the bonus of boxes 1 to 6 (0: none)
  bonusat      *63          the total of boxes 1 to 6 the bonus needs
  atleast      *yes         the bonus needs at least bonusat (no: more than bonusat)
  fivefull      no          five alike make a Full
  scratch       any         where a 0 may be written on purpose: any free box, or only where the dice do not make it (Minimum and Maximum made by any total)
  sheet        *            the boxes: a named sheet (yams, carnet, yahtzee), with its bonuses, or a list (boxes=1,2,3,4,5,6,brelan,carre,full:25,petite:30,grande:40,yams:50,chance)
                1,2,3,4,5,6,brelan:alike,carre:10+,paires,full:25,petite:30,chance=Tout
  yahtzeebonus  0           the bonus of each Yahtzee written once the five-alike box holds its points (0: none)
  joker         none        a Yahtzee thrown once the five-alike box is filled: free, the full and the straights at their points once its face's box is filled; forced, its face's box first, then the lower part
  * changed from yams
the boxes of the sheet (a list), the upper part first: box, name, what it takes: what it scores
    1-6     1 to 6        the dice of its face: their sum
    brelan  Brelan        three alike: the sum of the 3 alike
    carre   Carré         four alike: 10 and the sum of the five dice
    paires  Double paire  two pairs: the sum of the five dice
    full    Full          three and two alike: 25
    petite  Petite suite  four in a row: 30
    chance  Tout          any dice: the sum of the five dice
    upper bonus 35 at 63 or more
$ 4 4 4 2 6
  throw 1 of 3: 2 4 4 4 6 - 2s 2, 4s 12, 6s 6, brelan 12, chance 20; 0 in 1s 3s 5s carré paires full petite
$ score brelan
  ann writes 12 in brelan - total 12 - ben throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 1s 1, 2s 2, 3s 3, 4s 4, 6s 6, petite 30, chance 16; 0 in 5s brelan carré paires full
$ odds paires full
  ben: chance of making paires or full, best first
  *  roll 5 dice                 56.1%
     keep 1, then roll 4 dice    56.1%
     keep 2, then roll 4 dice    56.1%
     keep 3, then roll 4 dice    56.1%
     keep 4, then roll 4 dice    56.1%
     keep 6, then roll 4 dice    56.1%
     keep 3 6, then roll 3 dice  54.6%
     keep 4 6, then roll 3 dice  54.6%
  and 25 more: --all lists every one
$ score petite
  ben writes 30 in petite - total 30 - ann throws
$ 2 2 5 5 3
  throw 1 of 3: 2 2 3 5 5 - 2s 4, 3s 3, 5s 10, paires 17, chance 17; 0 in 1s 4s 6s carré full petite
$ score tout
  ann writes 17 in chance - total 29 - ben throws
$ 1 1 1 1 3
  throw 1 of 3: 1 1 1 1 3 - 1s 4, 3s 3, brelan 3, carré 17, chance 7; 0 in 2s 4s 5s 6s paires full
$ score paires
tapis: line 11: 1 1 1 1 3 make no paires: they make 1s 4, 3s 3, brelan 3, carré 17, chance 7 (scratch paires writes 0)
$ score carre
  ben writes 17 in carré - total 47 - ann throws
$ sheet
Game #1 - yams (one column a player, bonus=35, bonusat=63, atleast=yes, own sheet) - round 3 of 12
                 > ann     ben
  1                  .       .
  2                  .       .
  3                  .       .
  4                  .       .
  5                  .       .
  6                  .       .
  1-6                0       0
  bonus           (63)    (63)
  Brelan            12       .
  Carré              .      17
  Double paire       .       .
  Full               .       .
  Petite suite       .      30
  Tout              17       .
  total             29      47
  >: to play
  (n): what 1 to 6 still need for the bonus of 35
ann throws - leader: ben with 47
$ preset save monpad
  saved preset monpad: new monpad PLAYER... starts a game with it
$ new monpad cy
Game #2 - monpad, saved preset, bonus=35, bonusat=63, atleast=yes, own sheet - cy - cy throws.
game #1 (yams: ann, ben) stays unfinished: resume 1 takes it up again
$ export --json
{"id":2,"game":"monpad","status":"playing","winner":null,"rules":{"bonus":35,"bonusat":63,"atleast":true,"fivefull":false,"sheet":"1,2,3,4,5,6,brelan:alike,carre:10+,paires,full:25,petite:30,chance=Tout"},"players":[{"name":"cy","score":0,"columns":[{"name":"1","boxes":{"1":null,"2":null,"3":null,"4":null,"5":null,"6":null,"brelan":null,"carre":null,"paires":null,"full":null,"petite":null,"chance":null},"struck":[],"bonus":0,"total":0}]}],"turn":{"player":"cy","throw":0,"dice":[],"kept":[]},"entries":[]}
$ new yams ann boxes=1,2,3,carre,carre
tapis: line 17: sheet: carre is there twice
$ new yams ann boxes=1,2,suite:20,grande:40
tapis: line 18: sheet: grande is the same box as suite
$ new yams ann boxes=1,2,sept
tapis: line 19: sheet: 'sept' is no box: 1 to 6, min, max, brelan, carre, paires, full, petite, grande, suite, 12345, 23456, yams, chance (or 3kind, 4kind, twopairs, fullhouse, small, large, straight, yahtzee)
$ new yams ann boxes=1,2,full:2000
tapis: line 20: sheet: full:2000: points go from 1 to 1000
$ new yams ann boxes=1,2,petite
tapis: line 21: sheet: petite needs its points (petite:30)
$ new yams ann boxes=1,2,3,chance bonus=35>105
tapis: line 22: the upper part of this sheet totals 30 at most: bonusat=105 is out of reach
$ new yams ann boxes=1,2,min
tapis: line 23: sheet: min without max: the pair counts together
$ new yams ann boxes=
tapis: line 24: sheet: no box at all: a list of boxes, or yams, carnet, yahtzee
$ new yams ann boxes=1,2,3,chance
tapis: line 25: the upper part of this sheet totals 30 at most: bonusat=60 is out of reach
$ new yams:carnet ann carre=30
tapis: line 26: carre=30: this sheet has no such box of fixed points; its list gives a box its points (sheet=...,full:25,...)
$ new yams:3col ann sheet=carnet
Game #3 - yams:3col, three columns: desc, free, asc, bonus=35, bonusat=63, atleast=yes, suite=40, yams=50, sheet=carnet - ann - ann throws.
game #2 (monpad: cy) stays unfinished: resume 2 takes it up again
$ 6 6 6 6 6
  throw 1 of 3: 6 6 6 6 6 - 6s 30, brelan 30, carré 30, yams 50, chance 30; 0 in 1s 2s 3s 4s 5s full petite grande - desc takes 1, asc takes chance
$ score yams
  ann writes 50 in yams (column free) - total 50 - ann throws
$ sheet
Game #3 - yams:3col (three columns: desc, free, asc, bonus=35, bonusat=63, atleast=yes, suite=40, yams=50, sheet=carnet) - round 2 of 39
                          > ann
                 desc free  asc
  1                 .    .    .
  2                 .    .    .
  3                 .    .    .
  4                 .    .    .
  5                 .    .    .
  6                 .    .    .
  1-6               0    0    0
  bonus          (63) (63) (63)
  Brelan            .    .    .
  Carré             .    .    .
  Full              .    .    .
  Petite suite      .    .    .
  Grande suite      .    .    .
  Yams              .   50    .
  Chance            .    .    .
  column            0   50    0
  total                      50
  >: to play
  (n): what 1 to 6 still need for the bonus of 35
ann throws
$ new yams:duel ann ben sheet=yahtzee
Game #4 - yams:duel, duel: each box held by one player, suite=40, yams=50, sheet=yahtzee, joker=free - ann, ben - ann throws.
game #3 (yams:3col: ann) stays unfinished: resume 3 takes it up again
$ 5 5 5 5 5
  throw 1 of 3: 5 5 5 5 5 - 5s 25, 3kind 25, 4kind 25, yahtzee 50, chance 25; 0 in 1s 2s 3s 4s 6s fullhouse small large
$ score yahtzee
  ann writes 50 in yahtzee - total 50 - ben throws
$ 5 5 5 5 5
  throw 1 of 3: 5 5 5 5 5 - 5s 25, 3kind 25, 4kind 25, yahtzee 50 (strikes ann's 50), chance 25; 0 in 1s 2s 3s 4s 6s fullhouse small large
$ score 5
  ben writes 25 in the 5s - total 25 - ann throws
$ sheet
Game #4 - yams:duel (duel: each box held by one player, suite=40, yams=50, sheet=yahtzee, joker=free) - round 2 of 13
                    > ann     ben
  1                     .       .
  2                     .       .
  3                     .       .
  4                     .       .
  5                     .      25
  6                     .       .
  1-6                   0      25
  Three of a Kind       .       .
  Four of a Kind        .       .
  Full House            .       .
  Small Straight        .       .
  Large Straight        .       .
  Yahtzee              50       .
  Chance                .       .
  total                50      25
  >: to play
ann throws - leader: ann with 50
$ new yams ann sheet=1,2,3,4,5,6,chance
Game #5 - yams, one column a player, sheet=1,2,3,4,5,6,chance - ann - ann throws.
game #4 (yams:duel: ann, ben) stays unfinished: resume 4 takes it up again
$ rules
yams (one column a player): option, value in force, what it means
  bonus         30                 the bonus of boxes 1 to 6 (0: none)
  bonusat       60                 the total of boxes 1 to 6 the bonus needs
  atleast       no                 the bonus needs at least bonusat (no: more than bonusat)
  fivefull      no                 five alike make a Full
  scratch       any                where a 0 may be written on purpose: any free box, or only where the dice do not make it (Minimum and Maximum made by any total)
  sheet        *1,2,3,4,5,6,chance the boxes: a named sheet (yams, carnet, yahtzee), with its bonuses, or a list (boxes=1,2,3,4,5,6,brelan,carre,full:25,petite:30,grande:40,yams:50,chance)
  yahtzeebonus  0                  the bonus of each Yahtzee written once the five-alike box holds its points (0: none)
  joker         none               a Yahtzee thrown once the five-alike box is filled: free, the full and the straights at their points once its face's box is filled; forced, its face's box first, then the lower part
  * changed from yams
the boxes of the sheet (a list), the upper part first: box, name, what it takes: what it scores
    1-6     1 to 6  the dice of its face: their sum
    chance  Chance  any dice: the sum of the five dice
    upper bonus 30 over 60
$ new yams ann boxes=1,2,xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
tapis: line 39: sheet: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' is no box: 1 to 6, min, max, brelan, carre, paires, full, petite, grande, suite, 12345, 23456, yams, chance (or 3kind, 4kind, twopairs, fullhouse, small, large, straight, yahtzee)
$ new yams ann sheet=1,2,3,4,5,6,yams:50
Game #6 - yams, one column a player, yams=50, sheet=1,2,3,4,5,6,yams:50 - ann - ann throws.
game #5 (yams: ann) stays unfinished: resume 5 takes it up again
$ rules
yams (one column a player): option, value in force, what it means
  bonus         30                  the bonus of boxes 1 to 6 (0: none)
  bonusat       60                  the total of boxes 1 to 6 the bonus needs
  atleast       no                  the bonus needs at least bonusat (no: more than bonusat)
  fivefull      no                  five alike make a Full
  yams         *50                  a Yams: five alike
  scratch       any                 where a 0 may be written on purpose: any free box, or only where the dice do not make it (Minimum and Maximum made by any total)
  sheet        *1,2,3,4,5,6,yams:50 the boxes: a named sheet (yams, carnet, yahtzee), with its bonuses, or a list (boxes=1,2,3,4,5,6,brelan,carre,full:25,petite:30,grande:40,yams:50,chance)
  yahtzeebonus  0                   the bonus of each Yahtzee written once the five-alike box holds its points (0: none)
  joker         none                a Yahtzee thrown once the five-alike box is filled: free, the full and the straights at their points once its face's box is filled; forced, its face's box first, then the lower part
  * changed from yams
the boxes of the sheet (a list), the upper part first: box, name, what it takes: what it scores
    1-6   1 to 6  the dice of its face: their sum
    yams  Yams    five alike: 50
    upper bonus 30 over 60
? 1
