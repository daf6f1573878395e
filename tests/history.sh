#!/bin/sh
# The history commands against what only a database made by hand can show:
# games played on days other than today (since and until take local days,
# both included, in any time zone), and a damaged log, which show and
# replay refuse in one line instead of printing.  Prints TAP.  Needs the
# sqlite3 shell.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"

if ! command -v sqlite3 >/dev/null 2>&1; then
	echo "1..0 # SKIP the sqlite3 shell is not installed"
	exit 0
fi

db="$tmp/t.db"
t() { "$TAPIS" --db "$db" "$@"; }
# ids TZ WORDS...: the ids games lists, one line, in a time zone
ids() {
	zone=$1
	shift
	TZ=$zone t -c "games $* --tsv" | sed 1d | cut -f1 | tr '\n' ' '
}

t >/dev/null 2>&1 <<'END'
new 10000 ann bob
1 1 5 2 3
keep 1 1
new yams alice bob
new 5000 ann carol
END
# Stored in UTC: #1 late on 1 March, #2 a second before 2 March ends at
# UTC+14, #3 on 5 March.
sqlite3 "$db" "UPDATE games SET created = CASE id WHEN 1 THEN '2024-03-01T22:30:00Z'
    WHEN 2 THEN '2024-03-02T09:59:59Z' ELSE '2024-03-05T12:00:00Z' END"

check "in UTC, since 2024-03-02 leaves 1 March out" test "$(ids UTC0 since 2024-03-02)" = "3 2 "
check "in UTC, until 2024-03-01 is that whole day" test "$(ids UTC0 until 2024-03-01)" = "1 "
check "at UTC+14, #1 and #2 were both played on 2 March" \
	test "$(ids XYZ-14 since 2024-03-02 until 2024-03-02)" = "2 1 "
check "at UTC+14, 1 March has no game" test "$(ids XYZ-14 until 2024-03-01)" = ""
check "the date shown is the local one" \
	sh -c 'TZ=XYZ-14 "$1" --db "$2" -c games | grep -q "^#1  2024-03-02  10000 "' sh "$TAPIS" "$db"
check "days and players together" test "$(ids UTC0 ann since 2024-03-01 until 2024-03-04)" = "1 "
check "yesterday and today: no game of 2024 is that recent" test "$(ids UTC0 since yesterday)" = ""
TZ=UTC0 t -c 'show 1' >"$tmp/out" 2>&1
check "show says when a game was played, in local time" \
	grep -q "^Game #1 - 10000, booklet rules - ann, bob - 2024-03-01 22:30 - being played" "$tmp/out"

# Bad dates: one line each, exit 1, nothing on stdout.
# refused PATTERN COMMAND: exit 1, nothing on stdout, one line on stderr
refused() {
	t -c "$2" >"$tmp/out" 2>"$tmp/err"
	[ $? -eq 1 ] && [ ! -s "$tmp/out" ] && says "$1" "$tmp/err"
}
for word in 2023-02-29 2024-13-01 2024-00-10 2024-1-01 20240101 tomorrow; do
	check "since $word is refused in one line" \
		refused "tapis: line 1: '$word' is no day: since takes YYYY-MM-DD*" "games since $word"
done
check "2024-02-29 is a day (a leap year)" test "$(ids UTC0 until 2024-02-29)" = ""

# A log that no longer replays (the throw made into one the keep does not
# fit): refused in one line, nothing printed, the database untouched.
sqlite3 "$db" "UPDATE entries SET args = '2 2 3 4 6' WHERE game_id = 1 AND seq = 1"
before=$(sqlite3 "$db" .dump | cksum)
for cmd in 'show 1' 'replay 1' 'replay 1 1'; do
	check "$cmd of a damaged game: refused in one line, nothing printed" \
		refused "tapis: line 1: game #1 is damaged: its entries no longer replay (entry 2*)" \
		"$cmd"
done
check "the damaged game is still listed" test "$(ids UTC0 ann)" = "3 1 "
check "and the database is as it was" test "$(sqlite3 "$db" .dump | cksum)" = "$before"

# A page: the table shows the newest 20 and how many there are; --all and
# the rows for scripts every one.
page="$tmp/page.db"
i=0
while [ $i -lt 25 ]; do
	echo "new 10000 ann bob"
	i=$((i + 1))
done | "$TAPIS" --db "$page" >/dev/null 2>&1
"$TAPIS" --db "$page" -c games >"$tmp/out"
check "games shows the newest 20 of 25, from #25 to #6" sh -c '
	test "$(grep -c "^#" "$1")" = 20 && head -2 "$1" | grep -q "^#25 " &&
	grep "^#" "$1" | tail -1 | grep -q "^#6 "' sh "$tmp/out"
check "then says how many there are and how to see them" \
	sh -c 'tail -1 "$1" | grep -qx "the newest 20 of 25 games: games --all lists every one, and a player, a game or a day picks some"' sh "$tmp/out"
check "games --all shows every one" \
	test "$("$TAPIS" --db "$page" -c 'games --all' | grep -c '^#')" = 25
check "games --tsv gives every row" \
	test "$("$TAPIS" --db "$page" -c 'games --tsv' | sed 1d | wc -l)" = 25
before=$(sqlite3 "$page" .dump | cksum)
check "games --every is refused in one line, naming the flags games takes" sh -c '
	"$1" --db "$2" -c "games --every" >"$3/out" 2>"$3/err"
	[ $? -eq 1 ] && [ ! -s "$3/out" ] &&
	grep -qx "tapis: line 1: games takes --all, --tsv, --json or --league, not .--every." "$3/err"' \
	sh "$TAPIS" "$page" "$tmp"
check "games --tsv --json is refused in one line" sh -c '
	"$1" --db "$2" -c "games --tsv --json" >"$3/out" 2>"$3/err"
	[ $? -eq 1 ] && [ ! -s "$3/out" ] &&
	grep -qx "tapis: line 1: games takes one of --tsv and --json" "$3/err"' sh "$TAPIS" "$page" "$tmp"
check "and the database is as it was" test "$(sqlite3 "$page" .dump | cksum)" = "$before"
check "a filter's page counts the games it lets through" sh -c '
	"$1" --db "$2" -c "games ann unfinished" | tail -1 |
	grep -q "^the newest 20 of 25 games"' sh "$TAPIS" "$page"

echo "1..$n"
exit $failed
