#!/bin/sh
# Hostile bytes, damaged and foreign databases, odd paths: each reproducer
# of what once went wrong, as a user would meet it.  Never a crash, never a
# raw control character printed, never a file that is not tapis's touched.
# Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"
cd "$tmp" || exit 1
entries() { sqlite3 "$1" "SELECT count(*) FROM entries"; }

# ---- bytes on the line
printf 'new 10000 al\0ice bob\n' | "$TAPIS" --db n1.db >out 2>err
check "a NUL in a name: the line is refused whole, no game" \
	sh -c 'grep -q "line 1: the line holds a NUL byte" err &&
	    test "$(sqlite3 n1.db "SELECT count(*) FROM games")" = 0'
printf 'new 10000 a b\n\0001 1 5 3 4\n' | "$TAPIS" --db n2.db >out 2>err
st=$?
check "a line starting with a NUL is refused, not dropped without a word" \
	sh -c 'test "$1" = 1 && grep -q "^tapis: line 2: the line holds a NUL byte" err &&
	    test "$(sqlite3 n2.db "SELECT count(*) FROM entries")" = 0' sh "$st"
printf 'new 10000 a b\n1 1 5 3 4\nkeep 1\0 1 5\n' | "$TAPIS" --db n3.db >out 2>err
check "keep with a NUL keeps nothing" test "$(entries n3.db)" = 1

printf '\033]0;pwned\007\n' | "$TAPIS" --db e1.db >out 2>err
check "a terminal escape typed is refused and printed as visible text" \
	sh -c '! LC_ALL=C grep -q "$(printf "[\033\007]")" err && grep -q "x1b" err'
printf 'new 10000 \033[2Jx b\n' | "$TAPIS" --db e2.db >out 2>err
check "a name with an escape is refused, the escape shown, not acted on" \
	sh -c '! LC_ALL=C grep -q "$(printf "\033")" err && grep -q "\\\\x1b\\[2Jx" err'
printf 'new 10000 a b\n1 2 3 4 \331\245\n' | "$TAPIS" --db e3.db >out 2>err
check "a character that is no face is named whole" \
	grep -q "'$(printf '\331\245')' is not a die face" err
# every name's refusal kept, so that each is checked, not the last one alone
: >names.err
for name in "$(printf '\357\273\277bob')" "$(printf 'alice\342\200\213')" \
    "$(printf '\342\200\216')" "$(printf 'a\342\200\256b')" "$(printf 'a\302\233b')"; do
	printf 'new 10000 bob alice %s\n' "$name" | "$TAPIS" --db names.db >out 2>err
	cat err >>names.err
done
check "names with invisible, bidi or control characters are refused" \
	sh -c 'test "$(sqlite3 names.db "SELECT count(*) FROM games")" = 0 &&
	    test "$(grep -c "refused whole\$" names.err)" = 5'
check "and never printed raw: every byte of each refusal is printable ASCII" \
	sh -c '! LC_ALL=C grep -q "[^ -~]" names.err'
printf '\357\273\277new 10000 ann bob\n' >bom.txt
"$TAPIS" --db bom.db bom.txt >out 2>err
check "a byte order mark at the start of a script is skipped" \
	test "$(sqlite3 bom.db "SELECT group_concat(name) FROM players")" = "ann,bob"

# ---- databases that are not tapis's, or damaged
sqlite3 rec.db 'CREATE TABLE recipes (x); INSERT INTO recipes VALUES (1)'
cp rec.db rec.orig
"$TAPIS" --db rec.db -c games >out 2>err
st=$?
check "another program's database is refused (2) with the reason" \
	sh -c 'test "$1" = 2 && grep -q "a database of another program" err' sh "$st"
check "and left byte for byte as it was, no WAL files" \
	sh -c 'cmp -s rec.db rec.orig && ! test -e rec.db-wal && ! test -e rec.db-shm'
sqlite3 clash.db 'CREATE TABLE games (x)'
cp clash.db clash.orig
"$TAPIS" --db clash.db -c games >out 2>err
check "one with a table of tapis's name is refused unchanged too" \
	sh -c 'cmp -s clash.db clash.orig && test "$(sqlite3 clash.db "PRAGMA journal_mode")" = delete'
sqlite3 neg.db 'PRAGMA application_id = 1415671913; PRAGMA user_version = -3'
"$TAPIS" --db neg.db -c games >out 2>err
check "a negative schema version is named, not 'not an error'" \
	says "tapis: neg.db has schema version -3, which no tapis writes*" err
sqlite3 new.db 'PRAGMA application_id = 1415671913; PRAGMA user_version = 999'
"$TAPIS" --db new.db -c games >out 2>err
check "a newer schema version says so" says "*schema version 999, from a newer tapis*" err

# foreign files in disguise (issue 31): tapis's mark on another program's
# tables, a mark and nothing else, tapis's tables with another program's
# beside them (today's schema and an older one), each refused in one line
# naming the file, left byte for byte with its time, no copy, no log
disguised() { # disguised NAME 'PATTERN'
	f=$1 want=$2
	touch -d @1000000000 "$f"
	cp -p "$f" "$f.orig"
	"$TAPIS" --db "$f" -c games >out 2>err
	st=$?
	check "$f: refused (2) in one line: $want" \
		eval 'test $st = 2 && says "tapis: $f $want" err'
	check "$f: left byte for byte, its time too, nothing made beside it" \
		eval 'cmp -s "$f" "$f.orig" &&
		    test "$(stat -c %Y "$f")" = "$(stat -c %Y "$f.orig")" &&
		    test "$(ls "$f"*)" = "$(printf "%s\n" "$f" "$f.orig")"'
}
sqlite3 mark.db 'PRAGMA application_id = 1415671913; CREATE TABLE t (x); INSERT INTO t VALUES (1)'
disguised mark.db "is a database of another program, not tapis's*"
sqlite3 markonly.db 'PRAGMA application_id = 1415671913'
disguised markonly.db "is a database of another program, not tapis's*"
sqlite3 halfmark.db 'PRAGMA application_id = 1415671913; PRAGMA user_version = 5; CREATE TABLE games (x)'
disguised halfmark.db "is a database of another program, not tapis's*"
sqlite3 future.db 'PRAGMA application_id = 1415671913; PRAGMA user_version = 9999; CREATE TABLE games (x); CREATE TABLE entries (x)'
disguised future.db "has schema version 9999, from a newer tapis*"
"$TAPIS" --db beside.db -c 'new 10000 ann bob' >/dev/null 2>&1
sqlite3 beside.db 'PRAGMA journal_mode = DELETE; CREATE TABLE "t
x" (y)' >/dev/null
disguised beside.db 'holds a table, view, index or trigger named "t\\x0ax" that no tapis makes*'
gunzip -c "$srcdir/tests/schemas/4f49813.db.gz" >olderbeside.db
sqlite3 olderbeside.db 'CREATE INDEX mine ON games (id)'
disguised olderbeside.db 'holds a table, view, index or trigger named "mine" that no tapis makes*'
sqlite3 unmarked.db 'CREATE TABLE games (x); CREATE TABLE entries (y); CREATE TABLE t (z); PRAGMA user_version = 3'
disguised unmarked.db 'holds a table, view, index or trigger named "t" that no tapis makes*'

printf 'new 10000 alice bob\n1 1 5 3 4\nkeep 1 1\nnew 10000 carol dan\n' |
	"$TAPIS" --db dmg.db >/dev/null 2>&1
sqlite3 dmg.db 'UPDATE entries SET seat = 20000 WHERE game_id = 1 AND seq = 2'
"$TAPIS" --db dmg.db -c 'export --json 1' >out 2>err
st=$?
check "a damaged game is reported (1), not a crash" \
	sh -c 'test "$1" = 1 && grep -q "game #1 is damaged: entry 2 has seat 20000" err' sh "$st"
"$TAPIS" --db dmg.db -c 'export --json 2' >out 2>err
st=$?
check "and the other games stay usable" \
	sh -c 'test "$1" = 0 && grep -q "\"name\":\"carol\"" out' sh "$st"
sqlite3 dmg.db "UPDATE entries SET seat = 0; INSERT INTO players (game_id, seat, name) VALUES (1, 2, 'zed')"
"$TAPIS" --db dmg.db -c 'resume 1' >out 2>err
check "a player row added by hand makes the game damaged" \
	grep -q "game #1 is damaged" err

# ---- paths
"$TAPIS" --db "file:$tmp/u.db" -c games >out 2>err
st=$?
check "--db file:... is refused (2): a path, never a URI" \
	sh -c 'test "$1" = 2 && ! test -e "file:" && ! test -e "$2/u.db"' sh "$st" "$tmp"
check "--db :memory: is refused (2): it would keep nothing" \
	test "$("$TAPIS" --db :memory: -c 'new 10000 a' >/dev/null 2>&1; echo $?)" = 2
HOME="$tmp/nonexistent" XDG_DATA_HOME= "$TAPIS" -c games >out 2>err
st=$?
check "a HOME that is not there is refused (2), not made" \
	sh -c 'test "$1" = 2 && ! test -e "$2/nonexistent" && grep -q "HOME" err' sh "$st" "$tmp"
"$TAPIS" --db g.db -c 'export --json 99999999999999999999' >out 2>err
check "a game number past any is out of range" says "*game number 99999999999999999999 is out of range" err

# ---- a file the user may read but not write (needs another user than root's
# powers: run as nobody where we can switch to it)
printf 'new 10000 ann bob\n1 1 5 3 4\n' | "$TAPIS" --db "$tmp/ro/ro.db" >/dev/null 2>&1
chmod 755 "$tmp" "$tmp/ro" 2>/dev/null
chmod 444 "$tmp/ro/ro.db"
as_nobody=""
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
	as_nobody="setpriv --reuid=65534 --regid=65534 --clear-groups"
elif ! [ -w "$tmp/ro/ro.db" ]; then
	as_nobody="env"
fi
if [ -n "$as_nobody" ]; then
	# the checkout may sit where that user cannot reach: run a copy from here
	ro_tapis="$tmp/ro/tapis"
	cp "$TAPIS" "$ro_tapis" && chmod 755 "$ro_tapis"
	$as_nobody env HOME="$tmp" "$ro_tapis" --db "$tmp/ro/ro.db" -c games >out 2>err
	check "a read-only database still lists its games" grep -q "ann 0, bob 0" out
	$as_nobody env HOME="$tmp" "$ro_tapis" --db "$tmp/ro/ro.db" -c 'export --json 1' >out 2>err
	check "and exports them" grep -q '"name":"ann"' out
	printf 'resume 1\nkeep 1 1\n' | $as_nobody env HOME="$tmp" "$ro_tapis" --db "$tmp/ro/ro.db" \
		>out 2>err
	st=$?
	check "an entry there is refused with the reason (1)" \
		sh -c 'test "$1" = 1 && grep -q "line 2: .*ro.db is read-only" err' sh "$st"
else
	skip "a read-only database: no other user to be here"
	skip "a read-only database: no other user to be here"
	skip "a read-only database: no other user to be here"
fi

# ---- a name damaged by hand in the file is shown as text in every listing
"$TAPIS" --db "$tmp/names.db" -c 'new 10000 alice bob' >/dev/null
sqlite3 "$tmp/names.db" "UPDATE players SET name = 'bo' || char(27) || '[31mb' WHERE seat = 1"
"$TAPIS" --db "$tmp/names.db" -c 'games --tsv' >"$tmp/names.tsv"
check "games --tsv shows a damaged name as text, not as an escape sequence" sh -c '
	! LC_ALL=C grep -q "$(printf "\033")" "$1" && grep -q "bo\\\\x1b\\[31mb" "$1"' sh "$tmp/names.tsv"
sqlite3 "$tmp/names.db" "UPDATE players SET name = 'al' || CAST(x'ff' AS TEXT) || 'ice' WHERE seat = 0"
"$TAPIS" --db "$tmp/names.db" -c 'games --tsv' >"$tmp/names.tsv"
check "and a name that is not UTF-8 with its byte as an escape, the rows UTF-8" sh -c '
	grep -q "al\\\\xffice, bo\\\\x1b\\[31mb" "$1" && iconv -f UTF-8 -t UTF-8 "$1" >/dev/null' sh "$tmp/names.tsv"

# ---- a full disk (a small tmpfs, where this machine lets us mount one)
mkdir "$tmp/full"
if mount -t tmpfs -o size=40k tmpfs "$tmp/full" 2>/dev/null; then
	dd if=/dev/zero of="$tmp/full/pad" bs=1k count=40 2>/dev/null
	"$TAPIS" --db "$tmp/full/t.db" -c games >out 2>err
	check "a full disk at start-up is named" says "*the disk holding */full/t.db is full*" err
	umount "$tmp/full"
else
	skip "a full disk: cannot mount a small tmpfs here"
fi

# ---- what a finished game keeps of its end mended by hand: every command
# that reads the game says it is damaged, the same way; the listing marks
# it; the statistics leave it out and say so once
db="$tmp/mended.db"
printf 'new 10000 alice bob target=1000 opening=0\n1 1 1 5 5\nbank\n2 2 3 4 6\n1 1 1 2 3\nbank\nnew 10000 carol dan target=1000 opening=0\n1 1 1 2 3\nbank\n' |
	"$TAPIS" --db "$db" >/dev/null 2>&1
sqlite3 "$db" "UPDATE games SET winner = 99 WHERE id = 1"
damage="tapis: line 1: game #1 is damaged: what it keeps of its winner is not what its entries play to"
for c in 'show 1' 'replay 1' 'chart 1' 'export --json 1' 'resume 1'; do
	"$TAPIS" --db "$db" -c "$c" >out 2>err
	st=$?
	check "$c of a game whose winner was mended by hand: damaged, said in one line (1)" \
		eval 'test $st = 1 && ! test -s out && says "$damage" err'
done
"$TAPIS" --db "$db" -c 'export 1 --csv' >out 2>err
st=$?
check "export 1 --csv says it too, nothing printed" \
	eval 'test $st = 1 && ! test -s out && says "$damage: nothing printed" err'
"$TAPIS" --db "$db" -c games >out 2>&1
check "games marks it damaged, not a draw" grep -q '^#1 .* damaged  *2 turns$' out
"$TAPIS" --db "$db" -c stats >out 2>&1
check "stats leave it out and say so once" \
	eval 'grep -q "^carol  *10000  *1  *1 " out && ! grep -q "^alice" out &&
	    test "$(grep -c "damaged game" out)" = 1 &&
	    grep -qx "(1 damaged game is left out: games shows it)" out'
"$TAPIS" --db "$db" -c leaderboard >out 2>&1
check "leaderboard too" \
	eval '! grep -q " bob " out && grep -q "carol" out &&
	    grep -qx "(1 damaged game is left out: games shows it)" out'
sqlite3 "$db" "SELECT * FROM player_totals ORDER BY player" >totals.after
check "and the file is as it was: the totals all there" \
	test "$(wc -l <totals.after)" = 4
sqlite3 "$db" "UPDATE games SET winner = 1 WHERE id = 1;
    UPDATE players SET rank = 7 WHERE game_id = 1 AND seat = 0"
"$TAPIS" --db "$db" -c 'show 1' >out 2>err
st=$?
check "a place past the players' is damage too" \
	eval 'test $st = 1 && says "tapis: line 1: game #1 is damaged: what it keeps of its places is not what its entries play to" err &&
	    "$TAPIS" --db "$db" -c games | grep -q "^#1 .* damaged "'

# each other part of what a finished game keeps of its end, mended alone
# mended SQL WHAT: the game, SQL run on it, is damaged in WHAT, said so
mended() {
	sqlite3 "$db" "UPDATE players SET rank = 2 WHERE game_id = 1 AND seat = 0; $1"
	"$TAPIS" --db "$db" -c 'show 1' >out 2>err
	st=$? what=$2
	check "a game whose ${what#its } was mended by hand: damaged, said in one line" \
		eval 'test $st = 1 && says "tapis: line 1: game #1 is damaged: what it keeps of $what is not what its entries play to" err'
	sqlite3 "$db" "UPDATE games SET status = 'finished', loser = NULL, result = 'won'
	    WHERE id = 1; UPDATE players SET final_score = 0 WHERE game_id = 1 AND seat = 0"
}
mended "UPDATE games SET status = 'playing' WHERE id = 1" "its status"
mended "UPDATE games SET loser = 0 WHERE id = 1" "its loser"
mended "UPDATE games SET result = 'drawn' WHERE id = 1" "its result"
mended "UPDATE players SET final_score = 5 WHERE game_id = 1 AND seat = 0" "its final scores"
mended "UPDATE players SET final_score = NULL WHERE game_id = 1 AND seat = 0" "its final scores"
"$TAPIS" --db "$db" -c 'show 1' >out 2>err
check "and put back, the game is read again" eval 'test $? = 0 && ! test -s err'

# ---- the same mended in a file of version 22, before sql/023 kept the
# damaged games as they are written: found when the file is brought up to
# date
db="$tmp/mended22.db"
printf 'new 10000 alice bob target=1000 opening=0\n1 1 1 5 5\nbank\n2 2 3 4 6\n1 1 1 2 3\nbank\nnew 10000 carol dan target=1000 opening=0\n1 1 1 2 3\nbank\n' |
	"$TAPIS" --db "$db" >/dev/null 2>&1
sqlite3 "$db" "DROP TRIGGER damaged_games_on_insert; DROP TRIGGER damaged_games_on_update;
    DROP TRIGGER damaged_games_on_delete; DROP TRIGGER damaged_games_on_player_insert;
    DROP TRIGGER damaged_games_on_player_update; DROP TRIGGER damaged_games_on_player_delete;
    DROP VIEW damage_found; DROP TABLE damaged_games; PRAGMA user_version = 22;
    UPDATE games SET winner = 99 WHERE id = 1"
"$TAPIS" --db "$db" -c stats >out 2>&1
check "a game mended by hand in a file of version 22 is left out once it is brought up to date" \
	eval 'grep -q "brought up to date from schema version 22" out && ! grep -q "^alice" out &&
	    grep -qx "(1 damaged game is left out: games shows it)" out'
sqlite3 "$db" "UPDATE games SET winner = 0 WHERE id = 1"
"$TAPIS" --db "$db" -c stats >out 2>&1
check "and counted again once mended back" \
	eval 'grep -q "^alice " out && ! grep -q "damaged" out'

# one option stored twice, under its name and its alias (a Yams sheet's
# boxes=LIST): more rows than the game has options, said, nothing changed
printf 'new yams ann bob\n' | "$TAPIS" --db twice.db >/dev/null 2>&1
sqlite3 twice.db "INSERT INTO game_options SELECT game_id, 'boxes', value FROM game_options
    WHERE name = 'sheet'"
cp twice.db twice.orig
"$TAPIS" --db twice.db -c "resume 1" >out 2>err
st=$?
check "an option stored under its alias too is said as damage, the file unchanged" \
	sh -c 'test "$1" = 1 && grep -qx "tapis: line 1: game #1 is damaged: 12 options are stored where its game has 11" err &&
	    cmp -s twice.db twice.orig' sh "$st"
printf 'new yams ann\npreset save mine\n' | "$TAPIS" --db twice.db >/dev/null 2>&1
sqlite3 twice.db "INSERT INTO preset_options SELECT preset, 'boxes', value FROM preset_options
    WHERE name = 'sheet'"
cp twice.db twice.orig
"$TAPIS" --db twice.db -c "new mine ann bob" >out 2>err
st=$?
check "and in a preset: said, no game made" \
	sh -c 'test "$1" = 1 && grep -qx "tapis: line 1: 12 options are stored where its game has 11" err &&
	    cmp -s twice.db twice.orig' sh "$st"
printf 'new 421 ann bob\n6 5 3\n6 5 2\n' | "$TAPIS" --db undone.db >/dev/null 2>&1
sqlite3 undone.db "UPDATE entries SET undone = 1 WHERE seq = 1"
cp undone.db undone.orig
"$TAPIS" --db undone.db -c "resume 1" >out 2>err
st=$?
check "an entry played after an undone one is said as damage, the file unchanged" \
	sh -c 'test "$1" = 1 && grep -qx "tapis: line 1: game #1 is damaged: entry 2 is played after an undone one" err &&
	    cmp -s undone.db undone.orig' sh "$st"
# ---- a broken install: one of ICU's two libraries there but not ICU
# (another library under its name), as tapis loads them when a name is
# first compared
icu=$(grep -ao 'libicuuc\.so\.[0-9]*' "$TAPIS" | head -n 1)
i18n=$(grep -ao 'libicui18n\.so\.[0-9]*' "$TAPIS" | head -n 1)
libm=$(ldd "$TAPIS" 2>/dev/null | awk '$1 ~ /^libm\.so/ {print $3}')
if test -n "$icu" && test -n "$i18n" && test -n "$libm"; then
	for lib in "$icu" "$i18n"; do
		rm -rf fakeicu && mkdir fakeicu && cp "$libm" "fakeicu/$lib"
		LD_LIBRARY_PATH=$tmp/fakeicu "$TAPIS" --db "icu-$lib.db" -c 'new 10000 alice bob' \
		    >out 2>err
		st=$?
		check "$lib that is not ICU: one line naming the library and what it lacks, exit 127" \
			sh -c 'test "$1" = 127 && test "$(wc -l <err)" = 1 &&
			    grep -q "^tapis: error while loading ICU ($2, $3): $4 has no u" err &&
			    test ! -s out' sh "$st" "$icu" "$i18n" "$lib"
		check "and no game was started" \
			test "$(sqlite3 "icu-$lib.db" "SELECT count(*) FROM games")" = 0
	done
fi

echo "1..$n"
exit $failed
