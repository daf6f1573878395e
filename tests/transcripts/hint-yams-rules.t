## Two rule sets of Yams with one cache folder (issue 20): a table is kept
## for what it depends on, so that classic and cross (the same table) share
## theirs, three columns and the duel have their own, and hint answers in
## each, whichever came first
$ new yams alice bonus=0
Game #1 - yams, one column a player, bonus=0 - alice - alice throws.
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 1s 1, 2s 2, 6s 18, min 21, max 21; 0 in 3s 4s 5s suite full carré yams
$ hint
  alice: expected final total, best first
  *  keep 6 6 6, then roll 2 dice   177.1
     keep 2 6 6 6, then roll 1 die  175.7
     keep 1 6 6 6, then roll 1 die  175.7
     keep 6 6, then roll 3 dice     173.4
     keep 2 6 6, then roll 2 dice   172.3
     keep 1 6 6, then roll 2 dice   172.3
     score 6                        171.6
     keep 6, then roll 4 dice       171.5
  and 19 more: --all lists every one
$ new yams:cross alice bob bonus=0
Game #2 - yams:cross, every player writes every turn, bonus=0 - alice, bob - alice throws.
game #1 (yams: alice) stays unfinished: resume 1 takes it up again
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 1s 1, 2s 2, 6s 18, min 21, max 21; 0 in 3s 4s 5s suite full carré yams
$ hint
  alice: expected final total, best first
  *  keep 6 6 6, then roll 2 dice   350.5
     keep 2 6 6 6, then roll 1 die  349.0
     keep 1 6 6 6, then roll 1 die  349.0
     keep 6 6, then roll 3 dice     346.8
     keep 2 6 6, then roll 2 dice   345.7
     keep 1 6 6, then roll 2 dice   345.7
     score 6 1                      344.9
     score 6 2                      344.9
  and 31 more: --all lists every one
  approximate: with one column per player, each of your columns valued by the classic table and added, the dice others throw for you taken as if you threw them
$ new yams:duel alice bob
Game #3 - yams:duel, duel: each box held by one player - alice, bob - alice throws.
game #2 (yams:cross: alice, bob) stays unfinished: resume 2 takes it up again
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 1s 1, 2s 2, 6s 18, min 21, max 21; 0 in 3s 4s 5s suite full carré yams
$ hint
  alice: expected final total, best first
  *  keep 6 6 6, then roll 2 dice   178.7
     keep 1 6 6 6, then roll 1 die  177.2
     keep 2 6 6 6, then roll 1 die  177.2
     keep 6 6, then roll 3 dice     174.9
     keep 2 6 6, then roll 2 dice   173.8
     keep 1 6 6, then roll 2 dice   173.8
     score 6                        173.2
     keep 6, then roll 4 dice       173.0
  and 19 more: --all lists every one
  approximate: in a duel, your own column's solitaire values under the duel's rules, a box held by another counting what this write would score against it; later strikes, yours or theirs, are not foreseen
$ new yams:3col alice bonus=0
Game #4 - yams:3col, three columns: desc, free, asc, bonus=0 - alice - alice throws.
game #3 (yams:duel: alice, bob) stays unfinished: resume 3 takes it up again
$ hint
  alice: expected final total, best first
  *  roll 5 dice  387.5
  387.4880 is the expected final total of alice's sheet from here, playing the best; this turn writes 10.9 points on average
  approximate: with three columns, each column valued by its own solitaire table (free as classic, desc and asc filled in order) and the three added; which column later turns go to is not planned ahead
$ resume 1
Game #1 - yams (one column a player, bonus=0) - round 1 of 12
            > alice
  1               .
  2               .
  3               .
  4               .
  5               .
  6               .
  1-6             0
  Minimum         .
  Maximum         .
  Suite           .
  Full            .
  Carré           .
  Yams            .
  total           0
  >: to play
alice's turn: throw 1 of 3, 1 2 6 6 6
$ hint
  alice: expected final total, best first
  *  keep 6 6 6, then roll 2 dice   177.1
     keep 2 6 6 6, then roll 1 die  175.7
     keep 1 6 6 6, then roll 1 die  175.7
     keep 6 6, then roll 3 dice     173.4
     keep 2 6 6, then roll 2 dice   172.3
     keep 1 6 6, then roll 2 dice   172.3
     score 6                        171.6
     keep 6, then roll 4 dice       171.5
  and 19 more: --all lists every one
$ resume 2
Game #2 - yams:cross (every player writes every turn, bonus=0) - round 1 of 12
              > alice         bob
               1    2      1    2
  1            .    .      .    .
  2            .    .      .    .
  3            .    .      .    .
  4            .    .      .    .
  5            .    .      .    .
  6            .    .      .    .
  1-6          0    0      0    0
  Minimum      .    .      .    .
  Maximum      .    .      .    .
  Suite        .    .      .    .
  Full         .    .      .    .
  Carré        .    .      .    .
  Yams         .    .      .    .
  column       0    0      0    0
  total             0           0
  >: to play
alice's turn: throw 1 of 3, 1 2 6 6 6
$ hint
  alice: expected final total, best first
  *  keep 6 6 6, then roll 2 dice   350.5
     keep 2 6 6 6, then roll 1 die  349.0
     keep 1 6 6 6, then roll 1 die  349.0
     keep 6 6, then roll 3 dice     346.8
     keep 2 6 6, then roll 2 dice   345.7
     keep 1 6 6, then roll 2 dice   345.7
     score 6 1                      344.9
     score 6 2                      344.9
  and 31 more: --all lists every one
  approximate: with one column per player, each of your columns valued by the classic table and added, the dice others throw for you taken as if you threw them
? 0
