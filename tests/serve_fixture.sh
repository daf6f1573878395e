#!/bin/sh
# tests/serve_fixture.sh DB: makes DB, a database with a game of every
# family and rule kind, some ended and some being played, and players with
# hostile names, for the tests of `tapis serve` (tests/serve_pages.sh,
# tests/serve_browser.sh) and bench/serve.sh.  The games are typed through
# `tapis --db DB` in batch mode, most from the whole games of the
# transcripts (their entries, the names changed); the names no one can type
# (a space, '"', a bidi character, an escape, too long, a stray byte) are
# written into the file afterwards, as another program or an older tapis
# could have.
#
# Prints the games made, one line each: NUMBER KIND STATUS, the status as
# the export says it (playing, finished, abandoned) or damaged; exits 2 (with why on
# standard error) if a game did not end up as it should.  $TAPIS is the
# binary ($srcdir/build/tapis by default).
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${TAPIS:=$srcdir/build/tapis}"
db=${1:?usage: serve_fixture.sh DB}
script=$db.entries
: >"$script"

fail() {
	echo "serve_fixture.sh: $*" >&2
	exit 2
}

# transcript FILE NTH NAMES [ENTRIES]: the entries of the NTH game (from 1)
# typed in FILE, its players renamed NAMES (as many as it has), only the
# first ENTRIES lines after `new` if given (a game left being played).  What
# only looks (hint, sheet, export...) is left out; the transcript's refused
# lines are kept: they are refused again, changing nothing.
transcript() {
	awk -v nth="$2" -v names="$3" -v max="${4:-0}" '
	    /^\$ / { line = substr($0, 3) } !/^\$ / { next }
	    line ~ /^new / { games++; if (games == nth) {
		n = split(line, w, " "); split(names, to, " ")
		out = "new " w[2]
		for (i = 3; i <= n; i++) out = out " " (w[i] ~ /=/ || !(i - 2 in to) ? w[i] : to[i - 2])
		print out; typed = 0 }
		next }
	    games != nth { next }
	    line ~ /^([1-6]( |$)|keep|bank|take|score|scratch|place|pass|call|stop|undo|redo|abandon)/ {
		if (max && typed >= max) next
		typed++; print line }' "$srcdir/tests/transcripts/$1" >>"$script"
}
typed() { printf '%s\n' "$@" >>"$script"; }

# 1-2: 10000, ended and being played
transcript booklet-overshoot.t 1 "<script>alert(1) a<b&c'd"
typed "new 10000 alice bob" "1 1 1 2 3" "keep 1 1 1" "bank" "5 5 2 3 4" "keep 5 5" "2 3 4"
# 3-4: 5000, ended and abandoned
transcript 5000.t 1 "ann x'&amp"
typed "new 5000 alice bob" "2 2 3 4 6 6" "abandon"
# 5-6: yams on the seed's sheet, one player ended, two being played
transcript yams-classic.t 1 "zoé"
typed "new yams <i>bob</i> zoé" "6 6 6 2 5" "keep 6 6 6" "6 1" "score 6" \
	"2 3 4 5 6" "score suite" "1 1 2 3 4"
# 7-8: yams:carnet ended, yahtzee ended
transcript yams-carnet-game.t 1 "&ltalice&gt bob"
transcript yahtzee-game.t 1 "alice <b>bob"
# 9-10: yam-master ended and being played
transcript yam-master-line.t 1 "alice </td>bob"
transcript yam-master-line.t 1 "carol dan" 12
# 11-12: 421 with three players, ended and being played
transcript 421.t 1 "alice bob <carol>"
transcript 421.t 1 "ann bea cid" 8
# 13: the names no one types, written into the file below: the store reads
# them back as a damaged game (its page says so)
typed "new 10000 q1 q2 q3 q4 q5" "1 1 5 3 4" "keep 1 1" "bank" "2 2 3 4 6"

rm -f "$db"
"$TAPIS" --db "$db" "$script" >"$db.out" 2>&1
# a space, quotes and an ampersand; a right-to-left override; a terminal
# escape; a name longer than tapis takes; a byte that is no UTF-8
sqlite3 "$db" "UPDATE players SET name = CASE seat
	WHEN 0 THEN '\"quoted'' & amp' WHEN 1 THEN 'a' || char(8238) || 'b'
	WHEN 2 THEN char(27) || '[2Jx' WHEN 3 THEN '<script>alert(1)</script>'
	ELSE 'x' || CAST(X'FF' AS TEXT) || 'y' END
	WHERE game_id = 13" || fail "cannot write the hostile names into $db"

expect="10000 finished
10000 playing
5000 finished
5000 abandoned
yams finished
yams playing
yams:carnet finished
yahtzee finished
yam-master finished
yam-master playing
421 finished
421 playing
10000 damaged"
i=0
echo "$expect" | while read -r kind status; do
	i=$((i + 1))
	json=$("$TAPIS" --db "$db" -c "export --json $i" 2>&1)
	case $json in
	*"game #$i is damaged"*) [ "$status" = damaged ] || fail "game $i ($kind): $json" ;;
	*"\"status\":\"$status\""* | *"\"status\": \"$status\""*) ;;
	*) fail "game $i ($kind) is not $status: $(printf '%s' "$json" | head -c 300)" ;;
	esac
	echo "$i $kind $status"
done
