## check: SQLite's checks of the file and tapis's own (totals, the list of
## damaged games, the entries' dates); a file that holds together says so.
## (Damaged files, each thing wrong and --repair: tests/check.sh.)
$ check
the database holds together: SQLite's checks, the totals, the damaged games and the entries' keys and dates agree, and every game replays
$ new 421 alice bob
Game #1 - 421, the bar game, 4-2-1 worth 10 - alice, bob - alice throws (charge, round 1).
$ 4 2 1
  alice: 4 2 1 - 4-2-1, 10 tokens - bob throws (charge, round 1)
$ 6 5 3
  bob: 6 5 3 - 6-5-3, 1 token - best alice (4-2-1), lowest bob (6-5-3): bob takes 10 tokens from the pot - pot 11 - alice 0, bob 10 - bob throws (charge, round 2)
$ check
the database holds together: SQLite's checks, the totals, the damaged games and the entries' keys and dates agree, and every game replays
$ check --repair
the database holds together: SQLite's checks, the totals, the damaged games and the entries' keys and dates agree, and every game replays
$ check now
tapis: line 7: check takes --repair, not 'now'
$ check --mend
tapis: line 8: check takes --repair, not '--mend'
? 1
