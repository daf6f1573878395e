#!/bin/sh
# check on damaged files (issue 31): each thing wrong said in one line
# with what to do, exit status 1; --repair makes again what is kept from
# the games, never the games; an entry dated before its game is damage
# export says too.  Each file is damaged as a person with sqlite3 would.
# Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"
cd "$tmp" || exit 1

# a 421 game to its end (bob holds every token and loses)
play421() {
	printf '%s\n' 'new 421 alice bob léa' '4 2 1' '6 5 3' '6 6 2' '1 4 2' '2 2 1' '3 3 1' \
	    '6 5 4' '5 2 1' '6 6 5' '6 3 1' 'keep 6' '5 4' stop '3 3 2' '3 3 2' '6 6 6' stop \
	    '6 5 2' '6 5 2' '6 5 2' '4 2 1' stop '2 2 1' stop '1 1 1' stop '6 6 5' |
	    "$TAPIS" --db "$1" >/dev/null 2>&1
}
run() { # run DB COMMAND: its output in out, its status in st
	"$TAPIS" --db "$1" -c "$2" >out 2>&1
	st=$?
}

play421 sound.db
run sound.db check
check "a file that holds together says so, exit 0" \
	eval 'test $st = 0 && says "the database holds together: *" out'

# ---- an index missing a row, as the tester's file: the row of bob (the
# loser) never went into player_totals_game (the index made partial while
# the game was played, then put back as tapis wrote it)
"$TAPIS" --db index.db -c games >/dev/null
sqlite3 index.db "PRAGMA writable_schema = ON; UPDATE sqlite_schema SET sql =
    'CREATE INDEX player_totals_game ON player_totals (game) WHERE player <> ''bob'''
    WHERE name = 'player_totals_game'"
play421 index.db
sqlite3 index.db "PRAGMA writable_schema = ON; UPDATE sqlite_schema SET sql =
    'CREATE INDEX player_totals_game ON player_totals (game)' WHERE name = 'player_totals_game'"
check "(the file is damaged as the tester's: SQLite's check says so)" \
	eval 'sqlite3 index.db "PRAGMA integrity_check" | grep -q "missing from index player_totals_game"'
"$TAPIS" --db index.db -c stats >out 2>err
st=$?
check "stats reads 2 rows of 3 through the damaged index, and says so" \
	eval 'test $st = 0 && ! sed -n "1,/^\$/p" out | grep -q "^bob " &&
	    says "tapis: the totals hold 3 rows here, 2 were read: an index of the file is damaged; check says what to do" err'
cp index.db index.orig
run index.db check
check "an index missing a row is said in one line with what to do, exit 1" \
	eval 'test $st = 1 && says "an index disagrees with its table (SQLite says: row * missing from index player_totals_game): the games are whole; check --repair makes the indexes again (and 1 more)" out'
check "and check changed nothing" \
	eval 'test "$(sqlite3 index.db .dump)" = "$(sqlite3 index.orig .dump)"'
run index.db 'check --repair'
check "--repair makes the index again and the file holds together" \
	eval 'test $st = 0 && grep -q "^repaired: " out && grep -q "^the database holds together" out &&
	    test "$(sqlite3 index.db "PRAGMA integrity_check")" = ok'
"$TAPIS" --db index.db -c stats >out 2>err
check "and stats counts bob again, with no note" \
	eval 'sed -n "1,/^\$/p" out | grep -q "^bob " && ! test -s err'
check "the games are as they were" \
	eval 'test "$(sqlite3 index.db "SELECT * FROM entries ORDER BY id")" = \
	    "$(sqlite3 index.orig "SELECT * FROM entries ORDER BY id")"'

# ---- totals that disagree with their games
cp sound.db totals.db
sqlite3 totals.db "UPDATE player_totals SET games = 5 WHERE player = 'bob'"
run totals.db check
check "totals set by hand are said, with what to do, exit 1" \
	eval 'test $st = 1 && says "the totals kept for stats disagree with the games they count (player_totals (bob)): check --repair counts them again" out'
run totals.db 'check --repair'
check "--repair counts them again" \
	eval 'test $st = 0 && test "$(sqlite3 totals.db "SELECT games FROM player_totals WHERE player = '"'bob'"'")" = 1'
cp sound.db facts.db
sqlite3 facts.db "UPDATE fact_totals SET total = total + 1 WHERE player = 'léa'
    AND fact = (SELECT min(fact) FROM fact_totals WHERE player = 'léa')"
run facts.db check
check "a fact's total set by hand is said" \
	eval 'test $st = 1 && says "the totals kept for stats disagree * (fact_totals (léa)): *" out'

# ---- the list of damaged games, not theirs
cp sound.db list.db
sqlite3 list.db "INSERT INTO damaged_games VALUES (1)"
run list.db check
check "a sound game in the list of damaged ones is said, exit 1" \
	eval 'test $st = 1 && says "the list of damaged games is not theirs (game #1): check --repair makes it again" out'
run list.db 'check --repair'
check "--repair makes the list again" \
	eval 'test $st = 0 && test "$(sqlite3 list.db "SELECT count(*) FROM damaged_games")" = 0'

# ---- a damaged game left out of the list of damaged ones
cp sound.db unlisted.db
sqlite3 unlisted.db "UPDATE games SET winner = 7 WHERE id = 1; DELETE FROM damaged_games"
run unlisted.db check
check "a damaged game missing from the list of damaged ones is said too, exit 1" \
	eval 'test $st = 1 && says "the list of damaged games is not theirs (game #1): check --repair makes it again" out'
run unlisted.db 'check --repair'
check "--repair puts it back in the list" \
	eval 'test "$(sqlite3 unlisted.db "SELECT game_id FROM damaged_games")" = 1'

# ---- what games lists of an ended game (sql/025), mended by hand
cp sound.db listing.db
sqlite3 listing.db "UPDATE game_listing SET results = 'alice 99, bob 0, léa 1' WHERE game_id = 1"
run listing.db check
check "a listing row mended by hand is said, exit 1" \
	eval 'test $st = 1 && says "what games lists of game #1 is not what the game says: check --repair writes it again" out'
run listing.db 'check --repair'
check "--repair writes it again from the game" \
	eval 'test $st = 0 && test "$(sqlite3 listing.db "SELECT results FROM game_listing")" = \
	    "$(sqlite3 sound.db "SELECT results FROM game_listing")"'
cp sound.db unkept.db
sqlite3 unkept.db "DELETE FROM game_listing"
run unkept.db check
check "an ended game whose listing is gone is said" \
	eval 'test $st = 1 && says "what games lists of game #1 is not what the game says: *" out'

# ---- an entry dated before its game: check says it, export refuses it
cp sound.db dates.db
sqlite3 dates.db "UPDATE entries SET created = 1000 WHERE game_id = 1 AND seq = 2"
run dates.db check
check "an entry dated before its game is said with its date, exit 1" \
	eval 'test $st = 1 && says "game #1 is damaged: entry 2 is dated 1970-01-01 00:16:40, before its game: a value written by hand; restore a copy of the file, or delete the game" out'
run dates.db 'check --repair'
check "--repair does not touch a game's values" \
	eval 'test $st = 1 && grep -q "entry 2 is dated" out'
run dates.db 'export 1 --json dates.json'
check "export of that game refuses in one line, writes nothing" \
	eval 'test $st = 1 && says "tapis: line 1: game #1 is damaged: entry 2 is dated 1970-01-01 00:16:40, before its game: nothing written" out && ! test -e dates.json'
# and an export file whose entry is dated before its game is refused on
# import, as export would refuse the game once in
"$TAPIS" --db sound.db -c 'export 1 --json sound.json' >/dev/null
sed 's/"at":"[^"]*"/"at":"2000-01-01T00:00:00Z"/' sound.json >early.json
run early.db 'import early.json'
check "import refuses an entry dated before its game, imports nothing" \
	eval 'test $st = 1 && says "tapis: line 1: early.json, game 1 (421: alice, bob, léa): the \"at\" of its entry 1 is before the game'"'"'s \"created\"; nothing of it imported" out &&
	    test "$(sqlite3 early.db "SELECT count(*) FROM games")" = 0'
cp sound.db nodate.db
sqlite3 nodate.db "UPDATE entries SET created = 'soon' WHERE game_id = 1 AND seq = 3"
run nodate.db 'export all --json all.json'
check "an entry with no date at all is damage too, said as no time" \
	eval 'test $st = 1 && grep -q "game #1 is damaged: entry 3 has no time (tapis writes one with each entry)" out'
run nodate.db check
check "and check says it so" \
	eval 'test $st = 1 && says "game #1 is damaged: entry 3 has no time (tapis writes one with each entry): a value written by hand; restore a copy of the file, or delete the game" out'
# a game's own start or end written by hand, no date: export refuses the
# game (its file would be refused on import), check names it
for col in created finished; do
	cp sound.db "game-$col.db"
	sqlite3 "game-$col.db" "UPDATE games SET $col = 'soon' WHERE id = 1"
	run "game-$col.db" 'export 1 --json game.json'
	check "a game whose $col is no date is not exported" \
		eval 'test $st = 1 && ! test -e game.json && says "tapis: line 1: game #1 is damaged: its start or end is written '"'soon'"', no date as tapis writes them: nothing written" out'
	run "game-$col.db" check
	check "and check names it ($col)" \
		eval 'test $st = 1 && says "game #1 is damaged: its start or end is written '"'soon'"', no date as tapis writes them: a value written by hand; restore a copy of the file, or delete the game" out'
done

# ---- a row that refers to nothing
cp sound.db keys.db
sqlite3 keys.db "INSERT INTO players (game_id, seat, name) VALUES (77, 0, 'ghost')"
run keys.db check
check "a row that refers to nothing is said, exit 1" \
	eval 'test $st = 1 && says "a row refers to one that is not there (players -> games): restore a copy of the file (a keys.db.before-NNN beside it, or a backup)" out'

# ---- entries have no foreign key (sql/027): an entry of no game, written
# by hand, is said as the other tables' rows are
cp sound.db orphan.db
sqlite3 orphan.db "INSERT INTO entries (id, game_id, seq, seat, kind)
    VALUES (77 * 4294967296 + 1, 77, 1, 0, 'throw')"
sqlite3 orphan.db .dump >orphan.orig
run orphan.db check
check "an entry of no game is said as a row that refers to nothing, exit 1, the file unchanged" \
	eval 'test $st = 1 && says "a row refers to one that is not there (entries -> games): restore a copy of the file (a orphan.db.before-NNN beside it, or a backup)" out &&
	    test "$(sqlite3 orphan.db .dump)" = "$(cat orphan.orig)"'

# ---- an entry kept under another game's key or another place (what the
# CHECK of entries held before sql/027), one way and the other
cp sound.db place.db
sqlite3 place.db "UPDATE entries SET seq = 40 WHERE game_id = 1 AND seq = 3;
    UPDATE entries SET id = id + 100 WHERE game_id = 1 AND seq = 5"
run place.db check
check "an entry whose key is not its game and place: its game damaged, said once with how many more" \
	eval 'test $st = 1 && test "$(wc -l <out)" = 1 &&
	    says "game #1 is damaged: its entry 40 is kept under the key 4294967299, another game'"'"'s or place'"'"'s: a value written by hand; restore a copy of the file, or delete the game (and 1 more)" out'

# ---- a game deleted by hand in a program whose foreign keys are off
# (sqlite3's shell): its entries go with it all the same (the trigger of
# sql/027), and the file holds together
cp sound.db gone.db
sqlite3 gone.db "PRAGMA foreign_keys = ON; DELETE FROM games WHERE id = 1"
run gone.db check
check "a game deleted by hand takes its entries with it: none left, the file holds" \
	eval 'test $st = 0 && test "$(sqlite3 gone.db "SELECT count(*) FROM entries")" = 0'

# ---- what only a replay finds: an entry's dice mended by hand into what
# no throw is; check reads every game back as show reads it
cp sound.db replay.db
sqlite3 replay.db "UPDATE entries SET args = '9 9 x' WHERE game_id = 1 AND seq = 2"
sqlite3 replay.db .dump >replay.orig
run replay.db check
check "an entry no game can replay: its game said with what to do, exit 1, the file unchanged" \
	eval 'test $st = 1 && says "game #1 is damaged: entry 2 has arguments that cannot be read: restore a copy of the file (a replay.db.before-NNN beside it, or a backup), or delete the game" out &&
	    test "$(sqlite3 replay.db .dump)" = "$(cat replay.orig)"'
LANGUAGE=fr LC_ALL=C.UTF-8 "$TAPIS" --db replay.db -c 'vérifier' >out 2>&1
check "and in French" \
	eval 'says "la partie n°1 est abîmée : * : restaurez une copie du fichier (un replay.db.before-NNN à côté, ou une sauvegarde), ou supprimez la partie" out'
play421 replay.db
play421 replay.db
sqlite3 replay.db "UPDATE entries SET args = '4 2 1 1' WHERE game_id = 3 AND seq = 1"
run replay.db check
check "three games, two of them spoilt: the newest said, and how many more" \
	eval 'test $st = 1 && says "game #3 is damaged: * or delete the game (and 1 more game that cannot be read)" out'
run replay.db 'delete 1 --yes'
run replay.db 'delete 3 --yes'
run replay.db check
check "once they are deleted, the file holds together and every game replays" \
	eval 'test $st = 0 && says "the database holds together: *, and every game replays" out'

# ---- a rule set's name written by hand with a character that steers the
# terminal: the game is said to be damaged, its name not printed
cp sound.db base.db
sqlite3 base.db "UPDATE games SET base = 'x' || char(27) || '[2J'"
run base.db 'show 1'
check "a base rule set's name that steers the terminal: the game is said damaged" \
	eval 'test $st = 1 && says "tapis: line 1: game #1 is damaged: its rule set'"'"'s name cannot be read" out'

# ---- two of each: the first said, and how many more
cp sound.db twice.db
sqlite3 twice.db "INSERT INTO players (game_id, seat, name) VALUES (77, 0, 'ghost'), (78, 0, 'ghost2');
    UPDATE entries SET created = 1000 WHERE game_id = 1 AND seq IN (2, 3)"
run twice.db check
check "two rows that refer to nothing and two entries dated before their game: each first said, and 1 more" \
	eval 'test $st = 1 && test "$(wc -l <out)" = 2 &&
	    grep -qx "a row refers to one that is not there (players -> games): .* (and 1 more)" out &&
	    grep -qx "game #1 is damaged: entry 2 is dated 1970-01-01 00:16:40, before its game: .* (and 1 more)" out'

# ---- a value its table's CHECK forbids (written with the checks off)
cp sound.db checked.db
"$TAPIS" --db checked.db -c 'new 10000 ann' >/dev/null
sqlite3 checked.db "PRAGMA ignore_check_constraints = ON;
    UPDATE games SET turn_entries = 0 WHERE status = 'playing'"
cp checked.db checked.orig
run checked.db 'check --repair'
check "a value a CHECK of its table forbids is the file's damage, said and not repaired" \
	eval 'test $st = 1 && says "the file itself is damaged (SQLite says: CHECK constraint failed in games): restore a copy of it (a checked.db.before-NNN beside it, or a backup) before playing on" out &&
	    cmp -s checked.db checked.orig'

# ---- the file itself damaged: a page of a table overwritten
cp sound.db page.db
sqlite3 page.db "PRAGMA journal_mode = DELETE" >/dev/null
root=$(sqlite3 page.db "SELECT rootpage FROM sqlite_schema WHERE name = 'entries'")
size=$(sqlite3 page.db "PRAGMA page_size")
printf '\015\377\377\377\377\377\377\377' |
	dd of=page.db bs=1 seek=$(((root - 1) * size)) conv=notrunc 2>/dev/null
run page.db check
cp page.db page.orig
run page.db 'check --repair'
check "a damaged table is said, with the copy to restore, and not repaired" \
	eval 'test $st = 1 && says "the file itself is damaged (SQLite says: *): restore a copy of it (a page.db.before-NNN beside it, or a backup) before playing on*" out &&
	    cmp -s page.db page.orig'

# ---- a saved preset written by hand: new with it refused in one line
# that names the preset and what to do, nothing written
cp sound.db presets.db
"$TAPIS" --db presets.db -c 'preset save quick 10000 target=500' >/dev/null
"$TAPIS" --db presets.db -c 'preset save odd 10000 target=500' >/dev/null
sqlite3 presets.db "UPDATE presets SET base = 'chess' WHERE name = 'odd';
    UPDATE preset_options SET value = 'x' WHERE preset = 'quick' AND name = 'collision'"
before=$(sqlite3 presets.db .dump)
run presets.db 'new quick ann bob'
check "a preset's option set by hand to what no game takes: new refuses, naming the preset" \
	eval 'test $st = 1 && says "tapis: line 1: the preset quick holds an option this tapis does not take (collision takes yes|no, not '"'x'"'): '"'preset delete quick'"', then save it again" out &&
	    test "$(sqlite3 presets.db .dump)" = "$before"'
run presets.db 'new odd ann bob'
check "a preset's rule set set by hand to one tapis does not know: new refuses" \
	eval 'test $st = 1 && says "tapis: line 1: the preset odd starts from '"'chess'"', a rule set this tapis does not know" out &&
	    test "$(sqlite3 presets.db .dump)" = "$before"'
run presets.db 'preset list --tsv'
check "preset list --tsv still lists it, of no game's family" \
	eval 'test $st = 0 && grep -qx "odd		chess	true" out'

# ---- a rule set's options (option_sets, whose bust odds stats shows)
# mended by hand: an option no game has, a value longer than any, a rule
# set that does not hold together leave the odds out, never a guess;
# none at all, or an empty list, are the base's own.  Nothing is written.
printf '%s\n' 'new 10000 ann bob target=1000 opening=0' '1 1 1 2 3' bank |
	"$TAPIS" --db odds.db >/dev/null 2>&1
odds() { # odds OPTIONS-SQL: the luck row of ann's five dice, the file unchanged
	cp odds.db odds-mended.db
	sqlite3 odds-mended.db "UPDATE option_sets SET options = $1"
	before=$(sqlite3 odds-mended.db .dump)
	"$TAPIS" --db odds-mended.db -c stats | grep "^ann  *10000  *5 " | tr -s ' '
	test "$(sqlite3 odds-mended.db .dump)" = "$before" || echo "the file changed"
}
for mended in "'nonsense=1'" "'target=' || printf('%.300c', '1')" "'target=1'"; do
	check "stats leaves the odds out for stored options mended into $mended" \
		test "$(odds "$mended")" = "ann 10000 5 1 0 0%"
done
for mended in NULL "''"; do
	check "stats gives the base's odds for stored options mended into $mended" \
		test "$(odds "$mended")" = "ann 10000 5 1 0 0% 7.7%"
done

# ---- a table of totals dropped by hand: check cannot count them, and
# says SQLite's reason (not "not an error": the savepoint given back after
# the failure must not replace it), exit 2, the file as it was
for table in player_totals fact_totals; do
	cp sound.db dropped.db
	sqlite3 dropped.db "DROP TABLE $table"
	before=$(sqlite3 dropped.db .dump)
	run dropped.db check
	check "check of a file without $table says SQLite's reason in one line, exit 2" \
		eval 'test $st = 2 && test "$(cat out)" = "tapis: no such table: main.$table" &&
		    test "$(sqlite3 dropped.db .dump)" = "$before"'
done

# ---- totals whose game family was lost (written by hand): stats and
# versus still print each row, and check says the totals are wrong
cp sound.db nofamily.db
sqlite3 nofamily.db "UPDATE player_totals SET family = NULL"
run nofamily.db stats
check "stats prints totals of no family as figures of no game's" \
	eval 'test $st = 0 && grep -q "^bob  *421  *1  *0  *0%  *21  *21  *3.5\$" out'
run nofamily.db 'versus alice bob'
check "versus prints them too" \
	eval 'test $st = 0 && grep -q "^421  *1  *1  *0  *1  *0\$" out'
run nofamily.db check
check "and check says they disagree with the games" \
	eval 'test $st = 1 && says "the totals kept for stats disagree with the games they count (player_totals (alice)): *" out'
# and a game's own family lost: versus prints its row as a game of no
# family's, its averages of scores too (no rules say they are not)
cp sound.db gamenofamily.db
sqlite3 gamenofamily.db "UPDATE games SET family = NULL"
run gamenofamily.db 'versus alice bob'
check "versus prints a game of no family with its averages" \
	eval 'test $st = 0 && grep -q "^421  *1  *1  *0  *0  *21  *1  *0\$" out'

# ---- a finished game damaged (its winner mended by hand): the note that
# it is left out is for people, not in the rows for scripts
cp sound.db ended.db
sqlite3 ended.db "UPDATE games SET winner = 99 WHERE id = 1"
for c in 'stats --tsv' 'leaderboard --tsv' 'versus alice bob --tsv'; do
	run ended.db "$c"
	check "$c of a file with a damaged game: the header alone, no note" \
		eval 'test $st = 0 && test "$(wc -l <out)" = 1 && grep -q "^table	" out'
done
run ended.db stats
check "stats says it to people" \
	eval 'test $st = 0 && grep -qx "(1 damaged game is left out: games shows it)" out'

# ---- a game whose players and date were deleted by hand: show says it is
# damaged, and delete takes it away all the same, naming what is left
cp sound.db noplayers.db
sqlite3 noplayers.db "PRAGMA foreign_keys = OFF; DELETE FROM players WHERE game_id = 1;
    UPDATE games SET created = 'soon'"
run noplayers.db 'show 1'
check "show of a game with no players: damaged, said in one line" \
	eval 'test $st = 1 && says "tapis: line 1: game #1 is damaged: it has no players" out'
run noplayers.db 'delete 1 --yes'
check "delete takes it away, its row said with no names" \
	eval 'test $st = 0 && says "deleted game #1 (421: , 27 entries)" out &&
	    test "$(sqlite3 noplayers.db "SELECT count(*) FROM games")" = 0'

# ---- a file this user may not write: the totals are not checked, and
# that is said
# (root, who may write any file, runs it as nobody where it can switch)
cp sound.db ro.db
sqlite3 totals.db "UPDATE player_totals SET games = 5 WHERE player = 'bob'"
cp totals.db ro-totals.db
cp ended.db ro-ended.db
chmod 444 ro.db ro-totals.db ro-ended.db
as_user=
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
	chmod 755 "$tmp"
	cp "$TAPIS" ./tapis-ro && chmod 755 ./tapis-ro
	as_user="setpriv --reuid=65534 --regid=65534 --clear-groups env HOME=$tmp $tmp/tapis-ro"
elif ! test -w ro.db; then
	as_user=$TAPIS
fi
if [ -n "$as_user" ]; then
	$as_user --db "$tmp/ro.db" -c check >out 2>&1
	st=$?
	check "a read-only file is checked but its totals, which is said" \
		eval 'test $st = 0 && says "the database holds together: * (the totals were not checked: the file may not be written)" out'
	$as_user --db "$tmp/ro-totals.db" -c check >out 2>&1
	st=$?
	check "and totals set by hand in a read-only file are not said: they were not checked" \
		eval 'test $st = 0 && says "the database holds together: * (the totals were not checked: *)" out'
	# (in a folder this user may not write either, read unchanging: its
	# path, blanks and letters beyond ASCII, goes into SQLite's URI)
	mkdir "$tmp/ro dé+%"
	cp sound.db "$tmp/ro dé+%/ro.db"
	chmod 755 "$tmp/ro dé+%"
	chmod 444 "$tmp/ro dé+%/ro.db"
	$as_user --db "$tmp/ro dé+%/ro.db" -c check >out 2>&1
	st=$?
	check "a read-only file in a folder named with blanks, é, + and % is checked" \
		eval 'test $st = 0 && says "the database holds together: * (the totals were not checked: *)" out'
	# (the damaged game cannot be left out of the totals for a while)
	$as_user --db "$tmp/ro-ended.db" -c stats >out 2>&1
	st=$?
	check "stats of a read-only file with a damaged game counts it, and says so" \
		eval 'test $st = 0 && grep -q "^bob  *421  *1  *0  *0%  *1\$" out &&
		    grep -qx "(1 damaged game counts still: this file may not be written, even for a while; games shows it)" out'
else
	skip "a read-only file with a damaged game (run as root: every file is writable)"
	skip "a read-only file (run as root: every file is writable)"
	skip "a read-only file's totals (run as root: every file is writable)"
	skip "a read-only file in a folder of another name (run as root: every file is writable)"
fi
chmod 644 ro.db ro-totals.db ro-ended.db

# ---- a schema spoilt by hand: tapis cannot open the file, and says what
# to do in one line, SQLite's words quoted, status 2, the file unchanged
cp sound.db schema.db
sqlite3 schema.db "PRAGMA writable_schema = ON; UPDATE sqlite_schema SET sql = 'spoilt'
    WHERE name = 'games'"
cp schema.db schema.orig
for c in games check; do
	run schema.db $c
	check "$c of a file whose schema is spoilt: what to do, in one line, status 2" \
		eval 'test $st = 2 && says "tapis: schema.db is damaged (SQLite says: malformed database schema (games)): restore a copy of it (a schema.db.before-NNN beside it, or a backup); tapis leaves it as it is" out'
done
check "and the file is as it was" cmp -s schema.db schema.orig

echo "1..$n"
exit $failed
