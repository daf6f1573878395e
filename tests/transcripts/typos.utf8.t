## Typos that were taken (issue 31): an empty place between two commas in
## a throw, in every game, and in a board; a full-width digit for a cell or
## a box; a file's name for a sheet; a sheet's labels that break the rule
## of players' names (two boxes of one label, a label that is another
## box's word, one that does not show, a look-alike).  Each refused in one
## line naming the rule, nothing changed: no game is made, the throw is
## not taken.
$ new yams alice bob bonus=0 boxes=1,full:25/lower=x,chance/lower=x
tapis: line 1: full=x: x already names chance: each box needs a name of its own
$ new yams alice bob bonus=0 boxes=1,full:25/lower=1
tapis: line 2: full=1: a label starts with a letter, as a player's name does
$ new yams alice bob bonus=0 boxes=1,full:25=as
tapis: line 3: full=as: as already names 1: each box needs a name of its own
$ new yams alice bob bonus=0 boxes=1,full:25=l
tapis: line 4: full=l looks like 1, which names 1: each box needs a name the others can tell apart
$ new yams alice bob bonus=0 boxes=1,full:25/lower=⠀
tapis: line 5: full=⠀: the label has no character that can be seen
$ new yams alice bob bonus=0 boxes=1,full:25/lower=аа,chance=aa
tapis: line 6: full=аа looks like aa, which names chance: each box needs a name the others can tell apart
$ preset save pad yams bonus=0 boxes=1,full:25/lower=x,chance/lower=x
tapis: line 7: full=x: x already names chance: each box needs a name of its own
$ new yams alice bob sheet=/etc/shadow
tapis: line 8: sheet: '/etc/shadow' is no list of boxes: a sheet is typed in the line (boxes=1,2,3,4,5,6,full:25,chance), never read from a file
$ new yams alice bob sheet=1,2,,chance
tapis: line 9: sheet: an empty box between two commas
$ new yams alice bob sheet=１,2,chance
tapis: line 10: sheet: '１' is no box: 1 to 6, min, max, brelan, carre, paires, full, petite, grande, suite, 12345, 23456, yams, chance (or 3kind, 4kind, twopairs, fullhouse, small, large, straight, yahtzee)
$ new yam-master alice bob board=1,3,appel,4,6/2,carre,,sec,full,5/small,full,yam,appel,suite/6,sec,suite,small,1/3,2,carre,5,4
tapis: line 11: line 1, column 23: a comma stands between two cells of a row, not beside another or at the row's end
$ new yam-master alice bob board=１,3,appel,4,6/2,carre,sec,full,5/small,full,yam,appel,suite/6,sec,suite,small,1/3,2,carre,5,4
tapis: line 12: line 1, column 1: no cell of a board is named so: the cells are 1 to 6, full, suite, carre, small, yam, sec and appel
$ games
no games yet: start one with new, e.g. new 10000 alice bob
$ new yams alice bob bonus=0 boxes=1,full:25=Full,chance=Tout
Game #1 · yams, one column a player, bonus=0, own sheet · alice, bob · alice throws.
$ 1,,1,1,2,2
tapis: line 15: a comma stands between two faces (6,6,1), not beside another or at an end
$ 1,1,1,2,2,
tapis: line 16: a comma stands between two faces (6,6,1), not beside another or at an end
$ 1, 1, 1, 2, 2
  throw 1 of 3: 1 1 1 2 2 · 1s 3, full 25, chance 7
$ score １
tapis: line 18: there is no box '１': the boxes are 1, full, chance
$ score full
  alice writes 25 in full · total 25 · bob throws
$ new 421 ann ben
Game #2 · 421, the bar game, 4-2-1 worth 10 · ann, ben · ann throws (charge, round 1).
game #1 (yams: alice, bob) stays unfinished: resume 1 takes it up again
$ 4,,2,1
tapis: line 21: a comma stands between two faces (6,6,1), not beside another or at an end
$ 4, 2, 1
  ann: 4 2 1 · 4-2-1, 10 tokens · ben throws (charge, round 1)
$ new 10000 ann ben kind3=100,,200,300,400,500,600
tapis: line 23: kind3 takes PER/ONES|PER|flatN|V1,..,V6|off (each face worth at most 1000000), not '100,,200,300,400,500,600'
? 1
