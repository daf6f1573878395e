## query: read-only SQL over the views, a table for people and rows for
## scripts; rename and merge: a name mended in every stored game.  Each
## refused line says why in one line, and the players table read after
## them is as it was.
$ new 10000 alice bob target=1000 opening=0
Game #1 - 10000, booklet rules, target=1000, opening=0 - alice, bob - alice throws 5 dice.
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) alice banks 1000: 1000 - alice wins with 1000!
$ new 10000 Alicja carol
Game #2 - 10000, booklet rules - Alicja, carol - Alicja throws 5 dice.
$ new 10000 bob carol
Game #3 - 10000, booklet rules - bob, carol - bob throws 5 dice.
game #2 (10000: Alicja, carol) stays unfinished: resume 2 takes it up again
$ query SELECT id, game, status, players, winner, turns FROM game_list ORDER BY id
id  game   status    players            winner  turns
1   10000  finished  alice 1000, bob 0  alice   1
2   10000  playing   Alicja 0, carol 0          0
3   10000  playing   bob 0, carol 0             0
$ query --tsv SELECT player, final_score, rank, won FROM player_results ORDER BY seat
player	final_score	rank	won
alice	1000	1	1
bob	0	2	0
$ query --json SELECT game_id, seat, name, NULL AS empty FROM players WHERE game_id = 2
{"game_id":2,"seat":0,"name":"Alicja","empty":null}
{"game_id":2,"seat":1,"name":"carol","empty":null}
$ requête SELECT 'a;b' AS semicolon;
semicolon
a;b
$ query DELETE FROM games
tapis: line 10: query only reads: this statement would change the database
$ query DROP VIEW game_list
tapis: line 11: query only reads: this statement would change the database
$ query BEGIN
tapis: line 12: query runs one statement that reads, in no transaction of its own
$ query ATTACH 'other.db' AS other
tapis: line 13: query reads this database only: no ATTACH or DETACH
$ query PRAGMA foreign_keys = OFF
tapis: line 14: query takes only the PRAGMAs that describe (table_info, index_list, user_version, ...), never one that sets
$ query SELECT 1; DELETE FROM players
tapis: line 15: one statement at a time: the query holds more after its first ';'
$ query SELEC name FROM players
tapis: line 16: SQLite refuses the query: near "SELEC": syntax error
$ query SELECT nobody FROM players
tapis: line 17: SQLite refuses the query: no such column: nobody
$ query --csv SELECT 1
tapis: line 18: query takes --tsv, --json or --steps N, not '--csv'
$ query
tapis: line 19: usage: query [--tsv|--json] [--steps N] SQL
$ query --tsv SELECT game_id, seat, name FROM players ORDER BY 1, 2
game_id	seat	name
1	0	alice
1	1	bob
2	0	Alicja
2	1	carol
3	0	bob
3	1	carol
$ rename alicja Alicia
  Alicja is now Alicia in 1 game.
$ rename carol Carol
  carol is now Carol in 2 games.
$ sheet
Game #3 - 10000 (booklet rules) - round 1
            score  crosses  opened
> bob           0           no     (500 to open)
  Carol         0           no     (500 to open)
  >: to play
bob throws 5 dice
$ rename bob carol
tapis: line 24: Carol is already a player's name: merge bob into Carol makes the two names one
$ rename bob Alice
tapis: line 25: alice is already a player's name: merge bob into alice makes the two names one
$ rename bobb Bob
tapis: line 26: no stored game has a player named 'bobb': did you mean bob?
$ rename bob 2bob
tapis: line 27: '2bob' cannot be a player's name: start it with a letter
$ rename bob b=b
tapis: line 28: the name 'b=b' has a character names cannot hold (a control, invisible or bidi character, a space, '"', '\', ';' or '=')
$ rename bob bob
tapis: line 29: bob is already the name: nothing to rename
$ rename zoe Zoe
tapis: line 30: no stored game has a player named 'zoe' ('games' lists who played)
$ merge alice into zoe
tapis: line 31: no stored game has a player named 'zoe' ('games' lists who played)
$ merge alice onto bob
tapis: line 32: usage: merge PLAYER [into] OTHER, not 'onto'
$ merg Alicia alice
tapis: line 33: 'merg' is short for merge, which is typed in full (it cannot be undone)
$ merge alice bob
tapis: line 34: game #1 has both alice and bob: one game cannot have two players of one name
$ merge Carol into bob
tapis: line 35: game #3 has both Carol and bob: one game cannot have two players of one name
$ query --tsv SELECT game_id, seat, name FROM players ORDER BY 1, 2
game_id	seat	name
1	0	alice
1	1	bob
2	0	Alicia
2	1	Carol
3	0	bob
3	1	Carol
$ merge Alicia into alice
  Alicia is now alice in 1 game; alice now has 2 games.
$ query --tsv SELECT game_id, seat, name FROM players ORDER BY 1, 2
game_id	seat	name
1	0	alice
1	1	bob
2	0	alice
2	1	Carol
3	0	bob
3	1	Carol
$ query --tsv SELECT id, players, winner FROM game_list ORDER BY id
id	players	winner
1	alice 1000, bob 0	alice
2	alice 0, Carol 0	
3	bob 0, Carol 0	
? 1
