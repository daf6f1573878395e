## How a line is read, at its edges (issue 31): after a throw's faces, a
## word that is another game's entry is read as the box it would name; a
## command word longer than any name, then a tab, before a ';'; a query's
## words that are no flag; a name after an entry, past the words it takes,
## that is not the player whose turn it is; a player named as a column,
## read as the column; a stored name longer than a typo is looked for in.
$ new yams ann bob
Game #1 - yams, one column a player - ann, bob - ann throws.
$ 2 2 2 5 5 bank
tapis: line 2: there is no box 'bank': the boxes are 1 to 6, min, max, suite, full, carré, yams
$ aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa ; games
tapis: line 3: command 1, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa': unknown command 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' (type help for the list)
$ zzz	; games
tapis: line 4: command 1, 'zzz': unknown command 'zzz' (type help for the list)
$ query -1
tapis: line 5: SQLite refuses the query: near "-": syntax error
$ query --1
tapis: line 6: the query holds no statement: query SELECT ...
$ 2 2 2 5 5
  throw 1 of 3: 2 2 2 5 5 - 2s 6, 5s 10, min 16, max 16, full 16; 0 in 1s 3s 4s 6s suite carré yams
$ score full bob
tapis: line 8: ann plays now, not bob
$ score full x bob
tapis: line 9: ann plays now, not bob
$ new yams:3col desc bob
Game #2 - yams:3col, three columns: desc, free, asc - desc, bob - desc throws.
game #1 (yams: ann, bob) stays unfinished: resume 1 takes it up again
$ 2 2 2 5 5
  throw 1 of 3: 2 2 2 5 5 - 2s 6, 5s 10, min 16, max 16, full 16; 0 in 1s 3s 4s 6s suite carré yams - desc takes 1, asc takes yams
$ score full desc
tapis: line 12: the desc column is filled in order: it takes 1 next, not full
$ new 10000 éééééééééééééééééé dan
Game #3 - 10000, booklet rules - éééééééééééééééééé, dan - éééééééééééééééééé throws 5 dice.
game #2 (yams:3col: desc, bob) stays unfinished: resume 2 takes it up again
$ stats dam
tapis: line 14: no stored game has a player named 'dam': did you mean dan?
? 1
