#!/bin/sh
# A game's life past its last entry, from the outside: abandon, delete, new
# over an unfinished game.  Every refusal is one line on stderr, exits 1 and
# leaves the database byte for byte as it was; what is done shows in
# 'games', in the export and in the SQL views (local time, abandoned games
# left out).  Prints TAP.  Needs the sqlite3 shell.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"

if ! command -v sqlite3 >/dev/null 2>&1; then
	echo "1..0 # SKIP the sqlite3 shell is not installed"
	exit 0
fi

db="$tmp/t.db"
dump() { sqlite3 "$db" .dump; }
t() { "$TAPIS" --db "$db" "$@"; }

# 1: abandoned, with a turn; 2: won; 3: being played; 4: deleted.
t >/dev/null 2>&1 <<'END'
new 10000 alice bob
2 3 4 6 6
new 10000 carol target=1000 opening=0
1 1 1 2 3
bank
new 5000 dan eve
1 1 5 3 4 6
new 10000 fay
1 1 5 3 4
END
t -c 'abandon 1' >"$tmp/out" 2>&1
st=$?
check "abandon GAME: done, exit 0" \
	sh -c 'test "$1" = 0 && grep -q "^abandoned game #1 (10000: alice, bob)" "$2"' sh "$st" "$tmp/out"

# refuse WORDS MESSAGE: -c WORDS exits 1 with the one line
# "tapis: line 1: MESSAGE..." on stderr, nothing on stdout, nothing changed.
refuse() {
	before=$(dump)
	t -c "$1" >"$tmp/out" 2>"$tmp/err"
	st=$?
	if [ "$st" = 1 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
	    grep -q "^tapis: line 1: $2" "$tmp/err" && [ "$(dump)" = "$before" ]; then
		ok "'$1' is refused in one line and changes nothing"
	else
		not_ok "'$1' is refused in one line and changes nothing"
		echo "# exit $st; stdout: $(cat "$tmp/out"); stderr: $(cat "$tmp/err")"
	fi
}
refuse 'abandon' "no game open to abandon"
refuse 'abandon 99' "there is no game #99"
refuse 'abandon 2' "game #2 is finished, carol won"
refuse 'abandon 1' "game #1 is already abandoned"
refuse 'abandon one' "'one' is not a game number"
refuse 'resume 1' "game #1 was abandoned: it cannot be resumed"
refuse 'delete 99 --yes' "there is no game #99"
refuse 'delete 3' "delete in a script needs --yes: delete 3 --yes"
refuse 'delete x --yes' "'x' is not a game number"
refuse 'delete 3 4' "usage: delete GAME \[--yes\]"
refuse 'delete 3 --no' "delete takes --yes, not '--no'"
refuse 'delete 3 4 --yes' "usage: delete GAME \\[--yes\\]"

# The same refusals in a batch: the run goes on, exits 1, changes nothing.
before=$(dump)
printf '%s\n' 'abandon' 'abandon 2' 'resume 1' 'delete 3' 'resume 3' 'delete 99 --yes' |
	t >/dev/null 2>"$tmp/err"
st=$?
check "a batch of refusals exits 1, one line each, and changes nothing" \
	sh -c 'test "$1" = 1 && test "$(wc -l <"$2")" = 5 && test "$3" = "$4"' \
	sh "$st" "$tmp/err" "$before" "$(dump)"

# new over an unfinished game says so, once the new game is started.
printf 'resume 3\nnew 10000 gus\n' | t >"$tmp/out" 2>&1
check "new over an unfinished game says it stays unfinished" \
	grep -qx "game #3 (5000: dan, eve) stays unfinished: resume 3 takes it up again" "$tmp/out"
t -c 'delete 5 --yes' >/dev/null

# delete: every row of the game goes, the others stay.
rows() {
	sqlite3 "$db" "SELECT (SELECT count(*) FROM games WHERE id = $1)
	    + (SELECT count(*) FROM game_options WHERE game_id = $1)
	    + (SELECT count(*) FROM players WHERE game_id = $1)
	    + (SELECT count(*) FROM entries WHERE game_id = $1)"
}
rows3=$(rows 3)
t -c 'delete 4 --yes' >"$tmp/out" 2>&1
st=$?
check "delete GAME --yes: done, exit 0" \
	sh -c 'test "$1" = 0 && grep -qx "deleted game #4 (10000: fay, 1 entry)" "$2"' sh "$st" "$tmp/out"
check "delete leaves no row of the game anywhere" test "$(rows 4)" = 0
check "delete leaves the other games' rows" test "$(rows 3)" = "$rows3"
check "the foreign keys hold" test -z "$(sqlite3 "$db" 'PRAGMA foreign_key_check')"
t -c 'new 10000 hal' >/dev/null
check "a deleted game's number is not given again" \
	test "$(sqlite3 "$db" 'SELECT max(id) FROM games')" = 6

# games: the abandoned game as such, the date in local time (a zone where
# the date is often not UTC's).
TZ=XYZ-14 t -c games >"$tmp/out" 2>&1
today=$(TZ=XYZ-14 date +%Y-%m-%d)
check "games lists an abandoned game as abandoned" \
	grep -qx "#1  $today  10000  alice 0, bob 0  *abandoned  *1 turn" "$tmp/out"
check "games lists no deleted game" sh -c '! grep -q "^#[45] " "$1"' sh "$tmp/out"
check "games lists the others as they are" \
	sh -c 'grep -qx "#2  $2  10000  carol 1000  *carol won  *1 turn" "$1" &&
	    grep -qx "#3  $2  5000   dan 0, eve 0  *playing  *0 turns" "$1"' sh "$tmp/out" "$today"
TZ=XYZ-14 t -c 'games --tsv' >"$tmp/out" 2>&1
check "games --tsv: a header, then a row a game, tab-separated" \
	sh -c 'head -1 "$1" | grep -qx "$(printf "id\tdate\tgame\tplayers\tstatus\twinner\tentries\tscores\tturns\tfamily\ttime\tloser\tresult")" &&
	    grep -q "^$(printf "1\t%s\t10000\talice, bob\tabandoned\t\t1\t0, 0\t1\tfarkle\t%s " "$2" "$2")" "$1"' \
	sh "$tmp/out" "$today"
TZ=XYZ-14 t -c 'games --json' >"$tmp/out" 2>&1
check "games --json: one object a line, the players an array" \
	grep -qx "{\"id\":2,\"date\":\"$today\",\"game\":\"10000\",\"players\":\[\"carol\"\],\"status\":\"finished\",\"winner\":\"carol\",\"entries\":[0-9]*,\"scores\":\[1000\],\"turns\":1,\"family\":\"farkle\",\"time\":\"$today [0-9:]*\",\"loser\":null,\"result\":\"won\"}" "$tmp/out"

# The export of an abandoned game.
t -c 'export --json 1' >"$tmp/out"
check "the export says abandoned, with no winner" \
	grep -q '^{"id":1,"game":"10000","status":"abandoned","winner":null,' "$tmp/out"
check "an abandoned game is not resumed without a number either" \
	sh -c '"$TAPIS" --db "$1" -c resume | grep -q "^Game #6 "' sh "$db"

# Game numbers run out at 2147483647 (an entry's key is the game's number
# times 2^32): the next new game is refused in one line, none made.
cp "$db" "$tmp/last.db"
sqlite3 "$tmp/last.db" "UPDATE sqlite_sequence SET seq = 2147483647 WHERE name = 'games'"
before=$(sqlite3 "$tmp/last.db" .dump)
"$TAPIS" --db "$tmp/last.db" -c 'new 10000 ann bob' >"$tmp/out" 2>"$tmp/err"
st=$?
check "past game number 2147483647, new is refused in one line, nothing made" \
	eval 'test $st = 2 && ! test -s "$tmp/out" &&
	    says "tapis: the database refused the change: game numbers past 2147483647 cannot be stored" "$tmp/err" &&
	    test "$(sqlite3 "$tmp/last.db" .dump)" = "$before"'

# The views: local time, and abandoned games in no statistic.
sqlite3 "$db" "UPDATE entries SET created = 0"
check "turns gives local time" \
	test "$(TZ=XYZ-3 sqlite3 "$db" 'SELECT DISTINCT created FROM turns')" = "1970-01-01 03:00:00"
check "turn_history leaves abandoned games out" \
	test "$(sqlite3 "$db" 'SELECT group_concat(DISTINCT game_id) FROM turn_history')" = 2
check "throw_history leaves abandoned games out" \
	test "$(sqlite3 "$db" 'SELECT count(*) FROM throw_history WHERE game_id = 1')" = 0
check "the stored dates stay UTC" test "$(sqlite3 "$db" "SELECT count(*) FROM games
	WHERE created NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]Z'")" = 0

# A damaged game abandoned all the same, with no facts: one that cannot
# be read (a seat no player holds), one whose entries no longer replay
# (an entry given to the player whose turn it was not)
for how in "seat = 7" "seat = 1"; do
	rm -f "$tmp/damaged.db"
	printf 'new 421 ann bob\n6 5 3\n' | "$TAPIS" --db "$tmp/damaged.db" >/dev/null 2>&1
	sqlite3 "$tmp/damaged.db" "UPDATE entries SET $how"
	"$TAPIS" --db "$tmp/damaged.db" -c 'abandon 1' >"$tmp/out" 2>&1
	st=$?
	check "a damaged game ($how) is abandoned: exit 0, and listed so" \
		sh -c 'test "$1" = 0 && grep -q "^abandoned game #1 (421: ann, bob)" "$2" &&
		    "$3" --db "$4" -c games | grep -q "^#1 .* abandoned "' sh "$st" "$tmp/out" \
		    "$TAPIS" "$tmp/damaged.db"
done
echo "1..$n"
exit "$failed"
