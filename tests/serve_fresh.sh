#!/bin/sh
# A page of a game is never older than the database at its request,
# though each of the server's threads keeps the sheets it drew
# (serve_sheets.c): a game's page read again and again over several
# connections (so that every thread of the pool drew and kept it), then
# after another tapis types an entry, and after it undoes it, says each
# time as many entries as the game has.  Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"

if ! command -v curl >/dev/null 2>&1; then
	skip "curl is not installed"
	echo "1..$n"
	exit 0
fi

db="$tmp/t.db"
t() { "$TAPIS" --db "$db" "$@" >/dev/null 2>&1; }
printf 'new 10000 alice bob\n2 2 3 4 6\n' | t

mkfifo "$tmp/out"
"$TAPIS" --db "$db" serve --listen 127.0.0.1:18441 >"$tmp/out" 2>"$tmp/err" &
pid=$!
# (its first line its address, the rest read away: it writes more)
exec 3<"$tmp/out"
read -r address <&3
cat <&3 >/dev/null &
exec 3<&-
base=${address%/}

# entries: the entries each page of game 1 says, one a line, over 8
# connections of 3 pages each
entries() {
	for c in 1 2 3 4 5 6 7 8; do
		timeout 20 curl -s "$base/games/1?n=[1-3]"
	done | grep -o 'data-entries="[0-9]*"' | sed 's/[^0-9]//g'
}
# all N FILE: 24 pages, each saying N entries
all() { [ "$(wc -l <"$2")" = 24 ] && [ "$(sort -u "$2")" = "$1" ]; }

entries >"$tmp/e1"
check "24 pages of the game: each says its 1 entry" all 1 "$tmp/e1"
printf 'resume 1\n2 2 3 4 6\n' | t
entries >"$tmp/e2"
check "after an entry typed by another tapis: each page says 2" all 2 "$tmp/e2"
printf 'resume 1\nundo\n' | t
entries >"$tmp/e3"
check "after its undo: each page says 1 again" all 1 "$tmp/e3"

kill "$pid"
wait "$pid"
echo "1..$n"
exit "$failed"
