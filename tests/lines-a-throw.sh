#!/bin/sh
# How many lines a table types a throw, over a whole Yahtzee game typed as
# a table types it (tests/transcripts/yahtzee-one-line.t: each turn's last
# throw with its box on one line).  The lines are those of the transcript,
# the throws those tapis stored for the game (its export), so the figure
# is the program's, not the script's.  Goal (issue 30): at most 1.3.
# Run by 'make check' with $srcdir; prints TAP.
set -u
: "${srcdir:?srcdir must name the source tree}"
. "$srcdir/tests/tap.sh"

game="$srcdir/tests/transcripts/yahtzee-one-line.t"
sed -n 's/^\$ //p' "$game" >"$tmp/script"
if "$TAPIS" --db "$tmp/t.db" "$tmp/script" >"$tmp/out" 2>&1; then
	ok "the whole game is taken, line by line"
else
	not_ok "the whole game is taken, line by line"
	sed 's/^/# /' "$tmp/out" | head -n 20
fi
"$TAPIS" --db "$tmp/t.db" -c 'export 1 --json' >"$tmp/game.json"
# the lines typed for the game: every one but the one that starts it
lines=$(grep -vc '^new ' "$tmp/script")
throws=$(grep -o '"entry":"throw"' "$tmp/game.json" | wc -l)
status=$(sed -n 's/.*"status":"\([a-z]*\)".*/\1/p' "$tmp/game.json")
check "the game is played to its end ($status)" test "$status" = finished
# lines / throws <= 1.3, in whole numbers: 10 * lines <= 13 * throws
figure=$(awk -v l="$lines" -v t="$throws" 'BEGIN { if (t > 0) printf "%.2f", l / t }')
check "a whole Yahtzee game takes $figure lines a throw ($lines lines, $throws throws; goal 1.3)" \
	test "$throws" -gt 0 -a $((10 * lines)) -le $((13 * throws))

echo "1..$n"
exit $failed
