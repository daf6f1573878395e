#!/bin/sh
# chart --svg from the outside: a standalone SVG file a browser shows
# (well-formed XML, checked by xmllint where it is installed), names
# escaped, written whole or not at all; the refusals one line each on
# stderr, exit 1, nothing written.  Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"

db="$tmp/t.db"
t() { "$TAPIS" --db "$db" "$@"; }

# 1: alice (whose name XML must escape) and bob, two turns each; 2: no turn.
t >/dev/null 2>&1 <<'END'
new 10000 a<b&c'd bob
1 1 1 2 3
bank
2 2 3 4 6
1 5 2 3 6
bank
1 1 1 2 3
bank
new 5000 carol dan
END

mkdir "$tmp/out"
t -c 'chart 1 --svg '"$tmp"'/out/game1.svg' >"$tmp/said" 2>&1
status=$?
check "chart --svg: exit 0 and one line saying where" \
	eval '[ $status = 0 ] && says "  the chart of game #1 is written to $tmp/out/game1.svg" "$tmp/said"'
check "the file is an SVG document with a viewBox" \
	grep -q '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ' "$tmp/out/game1.svg"
if command -v xmllint >/dev/null 2>&1; then
	check "xmllint finds it well-formed" xmllint --noout "$tmp/out/game1.svg"
else
	skip "xmllint is not installed"
fi
check "a polyline a player" sh -c 'test "$(grep -c "<polyline" "$1")" = 2' sh "$tmp/out/game1.svg"
check "the names escaped" grep -q "a&lt;b&amp;c&apos;d 1150</text>" "$tmp/out/game1.svg"
check "no temporary file left" sh -c 'test "$(ls -A "$1")" = game1.svg' sh "$tmp/out"

# refuse WORDS MESSAGE: exit 1, the one line on stderr, nothing on stdout,
# nothing new in the folder, game1.svg as it was.
cp "$tmp/out/game1.svg" "$tmp/kept.svg"
refuse() {
	t -c "$1" >"$tmp/stdout" 2>"$tmp/stderr"
	status=$?
	if [ "$status" = 1 ] && [ ! -s "$tmp/stdout" ] && says "tapis: line 1: $2" "$tmp/stderr" &&
	    [ "$(ls -A "$tmp/out")" = game1.svg ] && cmp -s "$tmp/out/game1.svg" "$tmp/kept.svg"; then
		ok "refused: $1"
	else
		not_ok "refused: $1"
		sed 's/^/# /' "$tmp/stdout" "$tmp/stderr"
	fi
}
refuse "chart 1 --svg $tmp/out/no/such/folder.svg" \
	"cannot write $tmp/out/no/such/folder.svg: No such file or directory"
refuse "chart 1 --svg $tmp/out" "$tmp/out is a folder: give the name of a file in it"
refuse "chart 1 --svg $tmp/t.db" "$tmp/t.db is the database itself: give another file"
refuse "chart 2 --svg $tmp/out/game2.svg" "game #2 has no turn yet: nothing to chart"
refuse "chart 9 --svg $tmp/out/game9.svg" "there is no game #9 ('games' lists them)"
refuse "chart 1 --svg" "--svg needs the file to write"
if [ "$(id -u)" != 0 ]; then
	chmod 555 "$tmp/out"
	refuse "chart 1 --svg $tmp/out/game1.svg" \
		"cannot write $tmp/out/game1.svg: Permission denied"
	chmod 755 "$tmp/out"
else
	skip "root writes to any folder"
fi

echo "1..$n"
exit $failed
