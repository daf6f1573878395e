#!/bin/sh
# Bad input is normal input: every line of tests/bad-lines.txt (typos,
# faces that are no faces, keeps and banks the rules refuse, wrong
# arguments, empty ';' parts, control, bidi and invalid bytes, NULs) is
# typed into an open game right after a scoring throw, and every line of
# tests/bad-lines-yams.txt and bad-lines-yam-master.txt into games of Yams
# and Yam Master in the middle of a turn.  Each must be refused
# with exactly one 'tapis: line N:' line on stderr and nothing on stdout,
# the run must exit 1, and the database (its dump) and the game (its JSON
# export) must be as they were.  The lines are in printf %b form (\0NNN is a
# byte).  Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"
# corpus GAME SETUP FILE MIN: the lines of FILE (at least MIN of them),
# typed into game 1 of a fresh database, a game of GAME that SETUP (lines
# typed after 'resume 1') has brought to the moment the corpus is about.
corpus() {
	game=$1 setup=$2 corpus=$3 min=$4
	name=$(basename "$corpus")
	db="$tmp/$name.db"
	"$TAPIS" --db "$db" -c "new $game" >/dev/null
	printf 'resume 1\n%b' "$setup" | "$TAPIS" --db "$db" >/dev/null
	before=$(sqlite3 "$db" .dump)
	json=$("$TAPIS" --db "$db" -c 'export --json 1')
	printf 'resume 1\n' | "$TAPIS" --db "$db" >"$tmp/resumed"

	lines=$(wc -l <"$corpus")
	{
		echo 'resume 1'
		while IFS= read -r line; do
			printf '%b\n' "$line"
		done <"$corpus"
	} >"$tmp/script"
	"$TAPIS" --db "$db" "$tmp/script" >"$tmp/out" 2>"$tmp/err"
	status=$?

	if [ "$lines" -ge "$min" ]; then ok "$name has $lines bad lines"; else not_ok "$name has $min bad lines or more ($lines)"; fi
	if [ "$status" = 1 ]; then ok "$name: the run exits 1"; else not_ok "$name: the run exits 1 (it exited $status)"; fi
	if cmp -s "$tmp/out" "$tmp/resumed"; then
		ok "$name: nothing but the resumed game on stdout"
	else
		not_ok "$name: nothing but the resumed game on stdout"
		diff "$tmp/resumed" "$tmp/out" | head -20 | sed 's/^/# /'
	fi
	# One refusal a line, in order, each naming its line.
	awk -v last="$((lines + 1))" '
		{ want = "tapis: line " (NR + 1) ": " }
		substr($0, 1, length(want)) != want { print "line " NR + 1 ": " $0; bad = 1; exit }
		END { if (!bad && NR != last - 1) { print NR " refusals for " last - 1 " lines"; bad = 1 }
		      exit bad }' "$tmp/err" >"$tmp/why"
	if [ $? = 0 ]; then
		ok "$name: each bad line is refused with one 'tapis: line N:' line"
	else
		not_ok "$name: each bad line is refused with one 'tapis: line N:' line"
		sed 's/^/# /' "$tmp/why"
		# which lines were taken
		i=1
		while IFS= read -r line; do
			i=$((i + 1))
			grep -q "^tapis: line $i: " "$tmp/err" || echo "# accepted: line $i: $line"
		done <"$corpus" | head -20
	fi
	if LC_ALL=C grep -q "$(printf '[\001-\010\013-\037\177]')" "$tmp/err"; then
		not_ok "$name: no refusal prints a control character"
		LC_ALL=C grep -n "$(printf '[\001-\010\013-\037\177]')" "$tmp/err" | head -5 | cat -A | sed 's/^/# /'
	else
		ok "$name: no refusal prints a control character"
	fi
	if [ "$(sqlite3 "$db" .dump)" = "$before" ]; then
		ok "$name: the database is as it was"
	else
		not_ok "$name: the database is as it was"
	fi
	if [ "$("$TAPIS" --db "$db" -c 'export --json 1')" = "$json" ]; then
		ok "$name: the game exports as it did"
	else
		not_ok "$name: the game exports as it did"
	fi
}

# A game of 10000 right after a scoring throw.
corpus "10000 alice bob" '1 1 5 3 4\n' "$srcdir/tests/bad-lines.txt" 300
# A game of Yams in three columns, after a throw and a keep, with boxes
# written: desc's 1, free's full, asc's yams.
corpus "yams:3col alice bob" '1 1 1 2 3\nscore 1 desc\n6 6 6 6 6\nscore yams asc\n4 4 4 2 2\nscore full free\n3 3 3 3 4\nscore 3 free\n2 2 3 4 6\nkeep 2 2\n' "$srcdir/tests/bad-lines-yams.txt" 40
# A game of Yam Master, a pawn each on the board, after a throw and a keep.
corpus "yam-master alice bob" '1 1 1 2 3\nplace a1\n3 3 3 2 2\nplace b1\n2 2 2 5 6\nkeep 2 2 2\n' "$srcdir/tests/bad-lines-yam-master.txt" 40
echo "1..$n"
exit $failed
