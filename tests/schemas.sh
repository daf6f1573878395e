#!/bin/sh
# Every database an earlier tapis made opens with this one, all of it there.
# Each file of tests/schemas/ was made by one commit's own tapis (see
# tests/schemas/make.sh); here a copy of it is opened and checked against
# what sqlite3 read from it when it was made (its .txt): every game, player
# and entry, and what the entries did.  Then upgrades that fail leave the
# file byte for byte as it was.  Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"
cd "$tmp" || exit 1
latest=$(ls "$srcdir"/sql/[0-9][0-9][0-9]-*.sql | wc -l)
schema() { sqlite3 "$1" "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name"; }
"$TAPIS" --db fresh.db -c games >/dev/null
schema fresh.db >fresh.schema
# the one line said on standard error when a file is brought up to date
upgraded() { # upgraded ERR DB FROM
	next=$(printf '%03d' $(($3 + 1)))
	says "tapis: $2 brought up to date from schema version $3 to $latest; the file as it was is kept in $2.before-$next" "$1" &&
	    test -f "$2.before-$next"
}

# opened NAME FIXTURE SQL: the fixture with SQL run on it by hand, as
# NAME.db (and a copy, NAME.orig), opened by tapis (games): its status in
# st, what it said in out and err; unchanged NAME: the file byte for byte
# as it was, with no copy, log or journal beside it
opened() {
	gunzip -c "$srcdir/tests/schemas/$2.db.gz" >"$1.db"
	sqlite3 "$1.db" "$3"
	cp "$1.db" "$1.orig"
	"$TAPIS" --db "$1.db" -c games >out 2>err
	st=$?
}
unchanged() { cmp -s "$1.db" "$1.orig" && test "$(ls "$1".db*)" = "$1.db"; }

# came DB TXT: every game, player and entry of TXT is in DB, read by
# tapis (games --tsv, export all --json) and sqlite3; says what is not.
came() {
	"$TAPIS" --db "$1" -c 'games --tsv' >games.tsv 2>games.err || return 1
	"$TAPIS" --db "$1" -c 'export all --json' >all.json 2>all.err || return 1
	test -s games.err || test -s all.err && return 1
	ngames=$(grep -c '^game ' "$2")
	test "$(($(wc -l <games.tsv) - 1))" = "$ngames" &&
	    test "$(grep -c '^{"id":' all.json)" = "$ngames" || return 1
	grep '^game ' "$2" | tr ' ' '\n' | sed 's/^[a-z]*=//' | paste -d '|' - - - - - - - - - - - |
	while IFS='|' read -r _ id game status winner players entries undone turns throws keeps; do
		want=$(printf '%s\t%s\t%s\t%s\t%s\t%s\t%s' "$id" "$game" \
		    "$(echo "$players" | sed 's/,/, /g')" "$status" "$winner" \
		    $((entries - undone)) "$turns")
		got=$(awk -F '\t' -v id="$id" '$1 == id { print $1 "\t" $3 "\t" $4 "\t" $5 "\t" $6 "\t" $7 "\t" $9 }' games.tsv)
		[ "$got" = "$want" ] || { echo "# game $id: games says '$got', not '$want'"; return 1; }
		got=$(sqlite3 "$1" "SELECT count(*) || ' ' || sum(undone) FROM entries WHERE game_id = $id;
		    SELECT count(*) FROM throws WHERE game_id = $id;
		    SELECT count(*) FROM keeps WHERE game_id = $id" | tr '\n' ' ')
		[ "$got" = "$entries $undone $throws $keeps " ] ||
			{ echo "# game $id: entries, undone, throws, keeps are $got"; return 1; }
	done || return 1
	grep '^preset ' "$2" | while read -r _ preset base; do
		"$TAPIS" --db "$1" -c 'preset list --tsv' |
		    grep -q "^$preset	[a-z]*	$base	true\$" || { echo "# preset $preset"; return 1; }
	done
}

for txt in "$srcdir"/tests/schemas/*.txt; do
	fx=$(basename "$txt" .txt)
	db=$tmp/$fx.db
	gunzip -c "$srcdir/tests/schemas/$fx.db.gz" >"$db"
	cp "$db" "$fx.orig"
	version=$(awk '$1 == "version" { print $2 }' "$txt")
	"$TAPIS" --db "$db" -c games >/dev/null 2>err
	st=$?
	if [ "$version" -lt "$latest" ]; then
		check "$fx: schema version $version opens and says where the copy of it is" \
			eval 'test $st = 0 && upgraded err "$db" "$version"'
		check "$fx: the copy holds the file as it was" \
			eval 'test "$(sqlite3 "$db".before-* .dump)" = "$(sqlite3 "$fx.orig" .dump)"'
		check "$fx: brought to the schema of a new file" \
			eval 'schema "$db" | cmp -s - fresh.schema'
	else
		check "$fx: schema version $version opens as it is, no copy made" \
			eval 'test $st = 0 && ! test -s err && ! test -e "$db".before-*'
	fi
	check "$fx: every game, player and entry came through" came "$db" "$txt"
	seq=$(awk '$1 == "sequence" { print $2 }' "$txt")
	check "$fx: no game number is given again" \
		test "$(sqlite3 "$db" "SELECT seq FROM sqlite_sequence WHERE name = 'games'")" = \
		"${seq:-$(awk '$1 == "game" { n = $2 } END { print n }' "$txt")}"
	check "$fx: the file holds together" \
		test "$(sqlite3 "$db" 'PRAGMA integrity_check; PRAGMA foreign_key_check')" = ok
	"$TAPIS" --db "$db" -c check >out 2>err
	st=$?
	check "$fx: check finds its totals, damaged games and dates agree with its games" \
		eval 'test $st = 0 && ! test -s err && says "the database holds together: *" out'
	"$TAPIS" --db "$db" -c games >/dev/null 2>err
	check "$fx: opens again with no upgrade" \
		eval '! test -s err && test "$(ls "$db".before-* 2>/dev/null | wc -l)" -le 1'
	before=$(sqlite3 "$db" 'SELECT count(*) FROM games')
	printf 'resume 2\nundo\nnew 10000 yves zoé\n5 5 5 2 3\nbank\n' | "$TAPIS" --db "$db" >out 2>err
	st=$?
	check "$fx: an old game takes an undo and a new one is played" \
		eval 'test $st = 0 && ! test -s err &&
		    test "$(sqlite3 "$db" "SELECT count(*) FROM games")" = $((before + 1))'
done

# ---- an upgrade that fails leaves the file as it was, and says where it
# stopped: the first version's file (its tables repaired first), with a
# status sql/004 cannot keep
opened bad 8700052 "PRAGMA ignore_check_constraints = ON; UPDATE games SET status = 'lost' WHERE id = 2"
check "a failed upgrade exits 2 and says which step failed, and that nothing changed" \
	eval 'test $st = 2 && says "tapis: bad.db: the upgrade from schema version 1 to $latest failed at 004-abandoned-localtime.sql: CHECK constraint failed: *; nothing was changed" err'
check "and leaves the file byte for byte as it was, with no copy, log or journal" \
	eval 'unchanged bad'

# a table of a shape no tapis wrote is not repaired: its column would be lost
opened odd fb5388c "ALTER TABLE entries ADD COLUMN mine TEXT"
check "a file whose tables tapis does not know is refused, unchanged" \
	eval 'test $st = 2 && says "tapis: odd.db: the upgrade from schema version 2 to $latest failed at the repair of version 2 as an earlier tapis wrote it: its table entries has a column mine this tapis does not know; nothing was changed" err &&
	    unchanged odd'

# a table where this tapis has an index of that name: its rows are no
# table's of tapis, and are not dropped
opened named fb5388c "DROP INDEX players_name; CREATE TABLE players_name (x)"
check "a table with the name of an index of tapis is refused, unchanged" \
	eval 'test $st = 2 && says "tapis: named.db: the upgrade from schema version 2 to $latest failed at the repair of version 2 as an earlier tapis wrote it: its table players_name has the name of a view, index or trigger of this tapis; nothing was changed" err &&
	    unchanged named'
# a table where this tapis has a view, of the name of a table the first
# tapis had (keeps), in a file whose entries hold what it held: no table
# made again has read it, so its rows are not dropped
opened kept fb5388c "DROP VIEW keeps; CREATE TABLE keeps (entry_id INTEGER, faces TEXT)"
check "a table with the name of a view, of a table the first tapis read, is refused, unchanged" \
	eval 'test $st = 2 && says "tapis: kept.db: the upgrade from schema version 2 to $latest failed at the repair of version 2 as an earlier tapis wrote it: its table keeps has the name of a view, index or trigger of this tapis; nothing was changed" err &&
	    unchanged kept'

# a table of its version dropped by hand (no fill of its own) is made
# again, empty; an index of its version written otherwise is made again as
# tapis writes it: each file opens, brought to the schema of a new file
gunzip -c "$srcdir/tests/schemas/fb5388c.db.gz" >dropped.db
sqlite3 dropped.db "DROP TABLE preset_options"
"$TAPIS" --db dropped.db -c games >/dev/null 2>err
st=$?
check "a table of its version missing is made again, and the file opens" \
	eval 'test $st = 0 && upgraded err dropped.db 2 && schema dropped.db | cmp -s - fresh.schema &&
	    test "$(sqlite3 dropped.db "SELECT count(*) FROM preset_options")" = 0'
gunzip -c "$srcdir/tests/schemas/fb5388c.db.gz" >index.db
sqlite3 index.db "DROP INDEX players_name; CREATE INDEX players_name ON players (name, seat)"
"$TAPIS" --db index.db -c games >/dev/null 2>err
st=$?
check "an index of its version written otherwise is made again as tapis writes it" \
	eval 'test $st = 0 && upgraded err index.db 2 && schema index.db | cmp -s - fresh.schema'

# the first shape's table of keeps dropped by hand: the columns it would
# fill are left empty (later versions keep none of them), and the games
# come through as from the whole file
opened nokeeps 8700052 "DROP TABLE keeps"
gunzip -c "$srcdir/tests/schemas/8700052.db.gz" >whole.db
# (each upgrade gives the games uids of its own)
shows() {
	"$TAPIS" --db "$1" -c 'games --tsv; export all --json' 2>/dev/null |
	    sed 's/"uid":"[0-9a-f]*"//'
}
check "a first-shape file without its table of keeps opens, its games as the whole file's" \
	eval 'test $st = 0 && upgraded err nokeeps.db 1 && schema nokeeps.db | cmp -s - fresh.schema &&
	    test -n "$(shows whole.db)" && test "$(shows nokeeps.db)" = "$(shows whole.db)"'

# a row that refers to nothing: the repair stops there, nothing changed
opened ghost fb5388c "INSERT INTO players (game_id, seat, name) VALUES (99, 0, 'ghost')"
check "a row that refers to nothing stops the upgrade, unchanged" \
	eval 'test $st = 2 && says "tapis: ghost.db: the upgrade from schema version 2 to $latest failed at the repair of version 2 as an earlier tapis wrote it: the migration left a row of players that refers to nothing; nothing was changed" err &&
	    unchanged ghost'

# the copy's name taken (an earlier copy, kept): the next one, and the
# earlier left as it was
gunzip -c "$srcdir/tests/schemas/fb5388c.db.gz" >taken.db
echo "an earlier copy" >taken.db.before-003
"$TAPIS" --db taken.db -c games >/dev/null 2>err
st=$?
check "a copy's name taken: the copy is kept under the next, and said" \
	eval 'test $st = 0 && says "tapis: taken.db brought up to date from schema version 2 to $latest; the file as it was is kept in taken.db.before-003.1" err &&
	    test "$(cat taken.db.before-003)" = "an earlier copy" && test -s taken.db.before-003.1'

echo "1..$n"
exit $failed
