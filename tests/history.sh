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

# ---- a game's local time is SQLite's datetime(created, 'localtime'),
# whatever its stored text: tapis's own (worked out by localtime_r in
# 1971 to 2037), an earlier year or a later one, another form of time,
# none, a month, day, hour, minute or second out of its range, a 29
# February of a year that has none, a sign or a digit out of place (a
# blank for the T, another letter for the Z, a letter for a digit of the
# minutes or the seconds); and in a zone with summer time, on either side
# of its changes
times="$tmp/times.db"
cp "$page" "$times"
printf 'new 10000 ann bob\n%.0s' 1 2 3 4 | "$TAPIS" --db "$times" >/dev/null 2>&1
sqlite3 "$times" "UPDATE games SET created = CASE id
    WHEN 1 THEN '2024-03-31T00:59:59Z' WHEN 2 THEN '2024-03-31T01:00:00Z'
    WHEN 3 THEN '2024-10-27T00:30:00Z' WHEN 4 THEN '2024-10-27T01:30:00Z'
    WHEN 5 THEN '1969-07-21T02:56:15Z' WHEN 6 THEN '2050-06-01T12:00:00Z'
    WHEN 7 THEN '2037-12-31T23:59:59Z' WHEN 8 THEN '1971-01-01T00:00:00Z'
    WHEN 9 THEN '2024-03-01 22:30:00' WHEN 10 THEN '2024-03-01T22:30:00.75Z'
    WHEN 11 THEN '2024-02-30T10:00:00Z' WHEN 12 THEN 'soon'
    WHEN 13 THEN '2024-13-01T10:00:00Z' WHEN 14 THEN '2024-00-10T10:00:00Z'
    WHEN 15 THEN '2024-05-01T24:00:00Z' WHEN 16 THEN '2024-05-01T10:60:00Z'
    WHEN 17 THEN '2024-05-01T10:00:60Z' WHEN 18 THEN '2024-05-00T10:00:00Z'
    WHEN 19 THEN '2023-02-29T10:00:00Z' WHEN 20 THEN '2024-02-29T10:00:00Z'
    WHEN 21 THEN '2024/05/01T10:00:00Z' WHEN 22 THEN '2024-05/01T10:00:00Z'
    WHEN 23 THEN '2024-05-01T10-00:00Z' WHEN 24 THEN '2024-05-01T10:00-00Z'
    WHEN 25 THEN '2024-05-01T1x:00:00Z' WHEN 26 THEN '2024-05-01 10:00:00Z'
    WHEN 27 THEN '2024-05-01T10:00:00X' WHEN 28 THEN '2024-05-01T10:x0:00Z'
    WHEN 29 THEN '2024-05-01T10:00:0xZ'
    ELSE strftime('%Y-%m-%dT%H:%M:%SZ', 86400 * 365 * (id + 10) + id * 3607, 'unixepoch') END"
for zone in Europe/Paris Australia/Lord_Howe America/St_Johns UTC0; do
	check "in $zone, each game's local time is SQLite's, whatever its stored text" eval '
	    test "$(TZ=$zone "$TAPIS" --db "$times" -c "games --all --tsv" | sed 1d | cut -f1,11 | sort -n)" = \
	        "$(TZ=$zone sqlite3 -separator "	" "$times" "SELECT id, coalesce(datetime(created, '"'localtime'"'), '"''"') FROM games ORDER BY id")"'
done

# ---- what games lists of an ended game is kept (sql/025) and follows its
# rows: a rename, a name mended by hand, an undo of its end, a redo, a
# deletion; each time the list is what the games say, as check finds it
kept="$tmp/kept.db"
k() { "$TAPIS" --db "$kept" "$@"; }
printf '%s\n' 'new 10000 ann bob target=1000 opening=0' '1 1 1 5 5' bank '2 2 3 4 6' \
    '1 1 1 2 3' bank 'new 10000 carol dan target=1000 opening=0' '1 1 1 2 3' bank |
	k >/dev/null 2>&1
row() { k -c "games $1 --tsv" | sed 1d | cut -f4,5,6,7,9; }
agrees() { k -c check | grep -q "^the database holds together"; }
check "an ended game is listed from what is kept, a row a game" eval '
	test "$(row ann)" = "$(printf "ann, bob\tfinished\tbob\t4\t2")" &&
	test "$(sqlite3 "$kept" "SELECT count(*) FROM game_listing")" = 2 && agrees'
k -c 'rename ann anna' >/dev/null
check "a rename is listed at once" eval '
	test "$(row anna)" = "$(printf "anna, bob\tfinished\tbob\t4\t2")" && agrees'
sqlite3 "$kept" "UPDATE players SET name = 'zoé' WHERE game_id = 2 AND seat = 1"
check "a name mended by hand is listed at once" eval '
	k -c "games --all" | grep -q "^#2 .* carol 1000, zoé 0 .* carol won "'
sqlite3 "$kept" "INSERT INTO players (game_id, seat, name) VALUES (2, 2, 'eve')"
check "a player added by hand to an ended game is listed at once, worked out" eval '
	k -c "games --all" | grep -q "^#2 .* carol 1000, zoé 0, eve 0 " &&
	k -c check | grep -q "^what games lists of game #2 is not what the game says"'
sqlite3 "$kept" "DELETE FROM players WHERE game_id = 2 AND seat = 2"
k -c 'check --repair' >/dev/null
printf 'resume 1\nundo\n' | k >/dev/null 2>&1
check "an undo of a game's end lists it as being played, its scores worked out" eval '
	test "$(row anna)" = "$(printf "anna, bob\tplaying\t\t3\t1")" &&
	test "$(sqlite3 "$kept" "SELECT count(*) FROM game_listing WHERE game_id = 1")" = 0'
printf 'resume 1\nredo\n' | k >/dev/null 2>&1
check "and a redo lists it ended again" eval '
	test "$(row anna)" = "$(printf "anna, bob\tfinished\tbob\t4\t2")"'
k -c 'delete 1 --yes' >/dev/null
check "a game deleted takes its row with it" \
	test "$(sqlite3 "$kept" "SELECT group_concat(game_id) FROM game_listing")" = 2

echo "1..$n"
exit $failed
