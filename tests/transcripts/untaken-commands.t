## What no other test typed (issue 31, point 8): games of one player more
## than any game seats, refused in one line.
## preset save stops at the first option refused; a box's label that is
## another box's word is refused there as at new, and rules the game
## refuses (a bonus out of reach); none is kept.
## A line of more flags than a command has words for: the flags past
## them are its argument, and the flag given twice is said.  quit ends the
## line: what comes after it on the line is not run.
## An option of a name longer than any is no option; a word of no = is none.
## versus of a player stored and one not; export of what is no game number.
$ new 10000 p1 p2 p3 p4 p5 p6 p7 p8 p9 p10 p11 p12 p13 p14 p15 p16
Game #1 - 10000, booklet rules - p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13, p14, p15, p16 - p1 throws 5 dice.
$ abandon
abandoned game #1 (10000: p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13, p14, p15, p16): it is no longer offered to be resumed, and counts in no statistic
$ new 10000 p17
Game #2 - 10000, booklet rules - p17 - p17 throws 5 dice.
$ abandon
abandoned game #2 (10000: p17): it is no longer offered to be resumed, and counts in no statistic
$ games p1 p2 p3 p4 p5 p6 p7 p8 p9 p10 p11 p12 p13 p14 p15 p16 p17
tapis: line 5: at most 16 players at a time
$ preset save quick 10000 bogus=1 target=7
tapis: line 6: unknown option 'bogus' (see 'rules' for the options)
$ preset save sheety yams boxes=1,full:25=as bonus=0
tapis: line 7: full=as: as already names 1: each box needs a name of its own
$ preset save small yams boxes=1,full:25
tapis: line 8: the upper part of this sheet totals 5 at most: bonusat=60 is out of reach
$ preset save q 10000 target=500 foo
tapis: line 9: 'foo' is not an option: options are NAME=VALUE
$ new 10000 ann xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx=1
tapis: line 10: unknown option 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' (see 'rules' for the options)
$ preset list
The games ('rules GAME' shows one, 'new GAME ...' starts one):
  10000        booklet rules
  10000:350    350 to open, piggy-back
  5000         six dice
  yams         one column a player
  yams:3col    three columns: desc, free, asc
  yams:duel    duel: each box held by one player
  yams:cross   every player writes every turn
  yams:carnet  the printed pad, one column a player
  yahtzee      the official rules, one column a player
  yam-master   two players, twelve pawns each
  421          the bar game, 4-2-1 worth 10
  421:8        4-2-1 worth 8, a barrage for the lowest
Saved presets:
  none yet ('preset save NAME' keeps the rules in force)
$ query --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv --tsv SELECT 1
tapis: line 12: --tsv is given twice
$ versus p1 nobody
tapis: line 13: no stored game has a player named 'nobody' ('games' lists who played)
$ export zz --csv
tapis: line 14: 'zz' is no game number (nor all): export GAME|all --json|--csv [FILE]
$ export #0 --csv out.csv
tapis: line 15: '#0' is not a game number ('games' lists them)
$ quit; rules 421
? 1
