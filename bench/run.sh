#!/bin/sh
# bench/run.sh: what an entry costs tapis, against what SQLite cannot go below.
#
# Generates sessions of N accepted entries (bench/gen.c), runs them through
# batch mode, and prints the cost of one entry as a ratio to one-row SQLite
# commits with the store's journal settings (bench/floor.c), both measured in
# this run, on the same disk.  Then the cost of an entry in short games and in
# long ones, and of an undo in a long game.  Targets (the issue that asked for
# this bench): an entry at most 1.5 x the floor; an entry's cost flat in the
# length of the game; an undo at 2000 entries under 1 ms.
#
# How each number is made:
#   - a tapis run is timed from fork to exit (bench/timeit.c, monotonic clock),
#     stdin from the script, stdout to /dev/null; every run must exit 0
#   - "per entry" = (run of the script - run of its `new` lines alone) / N:
#     process start, schema creation and game creation are taken out, so what
#     is left is reading, checking, storing and printing the entries
#   - each measure is taken RUNS times, a round doing every measure once, on
#     a fresh database each time; the median of the per-round values is shown
#   - undo: a game of UNDO_GAME + UNDO_K entries, then UNDO_K undos, minus the
#     same game without them, over UNDO_K: each undo is made in a game of at
#     least UNDO_GAME entries, and includes the line, the replay, the commit
#     and the printing
#   - then bench/probe.c, linked with libtapis.a, in one process:
#     . an entry split into engine (game_play) / store (store_append: BEGIN,
#       DELETE of the undone entries if any, INSERT, COMMIT) / render, and
#       the same lines timed whole through command_run_line in a second
#       session played in step with the first: whole - sum of the parts is
#       the parsing and dispatch the split leaves out
#     . an undo split into replay / store, and a new entry played over an
#       undone one (store_append's DELETE path)
#     . on tapis's schema with plain SQLite and the store's settings, N
#       commits each of (a) the floor's one-row insert, (b) the store's
#       INSERT of an entry with all 19 values bound, (c) the store's DELETE
#       of one undone entry then (b), with the WAL pages each commit writes;
#       the three take turns, 100 commits at a time, so that a slow spell of
#       the machine falls on all three alike.  The SQL of (b) and (c) is a
#       copy of src/store.c's; the report says so if the copy no longer
#       matches.
#     The breakdown is skipped, with a note, if probe.c does not build.
#
# Settings (environment): N=10000 RUNS=5 SHORT=20 LONG=2000 UNDO_GAME=2000
# UNDO_K=200; TAPIS=path to use that binary instead of building this tree;
# BENCH_TMPDIR=folder under which the databases go (default $TMPDIR or /tmp:
# put it on the disk tapis really writes to, as the floor moves with it).
#
# Exit status: 0 every target met, 1 a target missed, 2 the bench failed.
# Never part of `make check`: timings are not tests.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
N=${N:-10000}
RUNS=${RUNS:-5}
SHORT=${SHORT:-20}
LONG=${LONG:-2000}
UNDO_GAME=${UNDO_GAME:-2000}
UNDO_K=${UNDO_K:-200}
CC=${CC:-cc}
CFLAGS_BENCH="-std=c11 -O2 -Wall -Wextra -Wstrict-prototypes -Wmissing-prototypes"

fail() {
	echo "bench: $*" >&2
	exit 2
}

x=""
for v in N RUNS SHORT LONG UNDO_GAME UNDO_K; do
	eval "x=\$$v"
	case $x in
	'' | *[!0-9]* | 0) fail "$v must be a whole number > 0 (it is '$x')" ;;
	esac
done

# ---- tapis, and the helpers

if [ -n "${TAPIS:-}" ]; then
	tapis=$TAPIS
else
	"$top/dev.sh" build >&2 || fail "tapis does not build (../dev.sh build failed)"
	tapis=$top/build/tapis
fi
[ -x "$tapis" ] || fail "$tapis: no such program"

tmp=$(mktemp -d "${BENCH_TMPDIR:-${TMPDIR:-/tmp}}/tapis-bench.XXXXXX") ||
	fail "cannot make a temporary folder"
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' INT TERM HUP

command -v pkg-config >/dev/null 2>&1 || fail "pkg-config is needed"
sqlite_flags=$(pkg-config --cflags --libs sqlite3) || fail "sqlite3 development files are needed"
# shellcheck disable=SC2086
{
	$CC $CFLAGS_BENCH -o "$tmp/gen" "$here/gen.c" &&
	$CC $CFLAGS_BENCH -o "$tmp/timeit" "$here/timeit.c" &&
	$CC $CFLAGS_BENCH -o "$tmp/floor" "$here/floor.c" $sqlite_flags
} || fail "the bench helpers do not build"

probe=""
if [ -f "$top/build/libtapis.a" ]; then
	readline_libs=$(pkg-config --libs readline 2>/dev/null || echo -lreadline)
	utf8proc_libs=$(pkg-config --libs libutf8proc 2>/dev/null || echo -lutf8proc)
	# shellcheck disable=SC2086
	if $CC $CFLAGS_BENCH -I"$top/src" -I"$top/build" -o "$tmp/probe" "$here/probe.c" \
	    "$top/build/libtapis.a" $sqlite_flags $readline_libs $utf8proc_libs \
	    2>"$tmp/probe.err"; then
		probe=$tmp/probe
	fi
fi

# ---- the scripts: NAME.txt, and NAME0.txt with its `new` lines alone

make_script() {
	# $1 name, then the arguments of gen
	name=$1
	shift
	"$tmp/gen" "$@" >"$tmp/$name.txt" || fail "gen $* failed"
	grep '^new ' "$tmp/$name.txt" >"$tmp/${name}0.txt" || true
}

make_script main "$N" "$SHORT,200,$LONG"    # many games, short to long
make_script short "$N" "$SHORT"
make_script long "$N" "$LONG"
make_script single "$N" "$N"                 # one game of N entries
"$tmp/gen" $((UNDO_GAME + UNDO_K)) $((UNDO_GAME + UNDO_K)) >"$tmp/undo0.txt"
cp "$tmp/undo0.txt" "$tmp/undo.txt"
i=0
while [ $i -lt "$UNDO_K" ]; do
	echo undo
	i=$((i + 1))
done >>"$tmp/undo.txt"

for s in main short long single; do
	got=$(grep -cv '^new ' "$tmp/$s.txt" || true)
	[ "$got" -eq "$N" ] || fail "gen wrote $got entries in $s.txt, not $N"
done

# ---- the rounds

db=$tmp/bench.db

fresh() {
	rm -f "$db" "$db-wal" "$db-shm" "$db-journal"
}

# Sets ns to the time a batch run of script $1 takes; the run must accept
# every line.
run_tapis() {
	fresh
	ns=$("$tmp/timeit" "$tmp/$1.txt" "$tapis" --db "$db") ||
		fail "tapis refused a line of $1.txt or failed (exit status $?)"
}

# Appends value $2 to the list named $1.
record() {
	echo "$2" >>"$tmp/m.$1"
}

median() {
	sort -n "$tmp/m.$1" | awk '{ v[NR] = $1 }
	    END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# "lo-hi", in us, of the list named $1 over $2 things a run.
spread() {
	sort -n "$tmp/m.$1" | awk -v n="$2" 'NR == 1 { lo = $1 } { hi = $1 }
	    END { printf "%.1f-%.1f", lo / n / 1000, hi / n / 1000 }'
}

echo "bench: $RUNS rounds of $N entries a measure; databases in $tmp" \
    "($(stat -f -c %T "$tmp" 2>/dev/null || echo '?'))" >&2
r=1
while [ "$r" -le "$RUNS" ]; do
	fresh
	ns=$("$tmp/floor" "$N" "$db") || fail "floor failed"
	record floor "$ns"
	for s in main short long single undo; do
		run_tapis "$s"
		full=$ns
		run_tapis "${s}0"
		base=$ns
		record "$s" $((full - base))
		record "${s}_raw" "$full"
		record "${s}_base" "$base"
	done
	echo "bench: round $r of $RUNS done" >&2
	r=$((r + 1))
done
fresh

# ---- the report

us() {
	# $1 ns in all, $2 count: microseconds each, one decimal
	awk -v t="$1" -v n="$2" 'BEGIN { printf "%.1f", t / n / 1000 }'
}

floor_us=$(us "$(median floor)" "$N")
main_us=$(us "$(median main)" "$N")
short_us=$(us "$(median short)" "$N")
long_us=$(us "$(median long)" "$N")
single_us=$(us "$(median single)" "$N")
short_raw_us=$(us "$(median short_raw)" "$N")
ngames_short=$(wc -l <"$tmp/short0.txt")
new_ms=$(awk -v b="$(median short_base)" -v s="$(median single_base)" -v n="$ngames_short" \
    'BEGIN { printf "%.2f", (b - s) / (n - 1) / 1e6 }')
undo_us=$(us "$(median undo)" "$UNDO_K")
ratio=$(awk -v x="$main_us" -v y="$floor_us" 'BEGIN { printf "%.2f", x / y }')
growth=$(awk -v l="$single_us" -v s="$short_us" 'BEGIN { printf "%.2f", l / s }')

echo "entries: $N · tapis: $main_us us/entry · floor (one-row commits, WAL," \
    "synchronous=NORMAL): $floor_us us/commit · ratio $main_us/$floor_us = $ratio" \
    "(target <= 1.5)"
echo "short games ($SHORT entries): $short_us us/entry · long games ($LONG entries):" \
    "$long_us us/entry · one game of $N entries: $single_us us/entry ·" \
    "longest/short = $growth"
echo "new game (not an entry): $new_ms ms each · so short games cost $short_raw_us" \
    "us an entry with their \`new\` and the start of tapis counted"
echo "undo in a $UNDO_GAME-entry game: $undo_us us (target < 1000;" \
    "measured on games of $((UNDO_GAME + 1)) to $((UNDO_GAME + UNDO_K)) entries)"
echo "range over the $RUNS runs, us: tapis $(spread main "$N") · floor $(spread floor "$N") ·" \
    "short $(spread short "$N") · long $(spread long "$N") · one game $(spread single "$N") ·" \
    "undo $(spread undo "$UNDO_K")"

status=0
verdict() {
	# $1 label, $2 awk condition that holds when the target is met
	if awk "BEGIN { exit !($2) }"; then
		echo "  met:    $1"
	else
		echo "  MISSED: $1"
		status=1
	fi
}
echo "targets:"
verdict "entry <= 1.5 x floor (is $ratio x)" "$ratio <= 1.5"
verdict "entry cost flat in game length (one $N-entry game / $SHORT-entry games = $growth; flat: <= 1.25)" \
    "$growth <= 1.25"
verdict "undo at $UNDO_GAME entries < 1000 us (is $undo_us us)" "$undo_us < 1000"

# ---- where the time goes

if [ -z "$probe" ]; then
	echo "breakdown skipped: bench/probe.c does not build against build/libtapis.a:"
	sed 's/^/  /' "$tmp/probe.err" 2>/dev/null | head -5
	exit $status
fi

get() {
	# $1 file, $2 key
	awk -v k="$2" '$1 == k { print $2 }' "$1"
}

rm -rf "$tmp/p" && mkdir "$tmp/p"
"$probe" entries "$tmp/p/short.db" "$tmp/short.txt" >"$tmp/p.short" || fail "probe failed"
"$probe" entries "$tmp/p/long.db" "$tmp/long.txt" >"$tmp/p.long" || fail "probe failed"
"$tmp/gen" "$UNDO_GAME" "$UNDO_GAME" >"$tmp/p.undo.txt"
"$probe" undo "$tmp/p/undo.db" "$tmp/p.undo.txt" "$UNDO_K" >"$tmp/p.undo" || fail "probe failed"
"$probe" sql "$tmp/p" "$N" >"$tmp/p.sql" || fail "probe failed"

echo "where an entry's time goes (in one process, libtapis.a; us an entry):"
echo "  (engine: game_play · store: store_append, one commit · render: render_outcome" \
    "and fflush · whole: the entry's line through command_run_line, as batch mode)"
for g in short long; do
	f=$tmp/p.$g
	awk -v label="$g games" -v e="$(get "$f" engine_ns)" -v s="$(get "$f" store_ns)" \
	    -v r="$(get "$f" render_ns)" -v w="$(get "$f" line_ns)" -v n="$(get "$f" new_ns)" \
	    'BEGIN {
		t = e + s + r
		printf "  %-12s engine %.1f · store %.1f (%.0f%%) · render %.1f · sum %.1f" \
		    " · whole %.1f · new game %.2f ms\n",
		    label, e / 1000, s / 1000, 100 * s / t, r / 1000, t / 1000, w / 1000, n / 1e6 }'
done
f=$tmp/p.undo
awk -v n="$(get "$f" game_entries)" -v rp="$(get "$f" undo_replay_ns)" \
    -v st="$(get "$f" undo_store_ns)" -v t="$(get "$f" undo_ns)" \
    -v p90="$(get "$f" undo_p90_ns)" -v mx="$(get "$f" undo_max_ns)" \
    -v rd="$(get "$f" redo_ns)" -v re="$(get "$f" replace_engine_ns)" \
    -v rs="$(get "$f" replace_store_ns)" 'BEGIN {
	printf "undo at %d entries (median of %s): replay %.0f us (%.2f us an entry replayed)" \
	    " · store %.0f us · total %.0f us (p90 %.0f, max %.0f) · redo %.0f us\n",
	    n, "'"$UNDO_K"'", rp / 1000, rp / n / 1000, st / 1000, t / 1000, p90 / 1000,
	    mx / 1000, rd / 1000
	printf "a new entry over an undone one (mean of %s): engine %.1f us · store %.1f us" \
	    " (store_append with the DELETE)\n", "'"$UNDO_K"'", re / 1000, rs / 1000 }'

# The statements probe.c times must be the store's: every line it marks as
# copied from src/store.c must be a line of it (leading blanks aside).
stale=$(awk '
	FNR == 1 { file++ }
	{ line = $0; sub(/^[ \t]+/, "", line) }
	file == 1 { have[line] = 1; next }
	/copied from src\/store\.c: begin/ { copying = 1; next }
	/copied from src\/store\.c: end/ { copying = 0; next }
	copying && line != "" && !(line in have) { print "  " line }
    ' "$top/src/store.c" "$here/probe.c")
echo "the store's commit of an entry, on tapis's schema with plain SQLite and the" \
    "store's settings, $N commits each (us a commit · WAL pages a commit):"
if [ -n "$stale" ]; then
	echo "  NOTE: bench/probe.c's copy of src/store.c's SQL is out of date; these lines" \
	    "are no longer in src/store.c, so (b) and (c) time other statements:"
	echo "$stale"
fi
f=$tmp/p.sql
for row in "floor:(a) one row into a small table of its own (the floor)" \
    "insert:(b) the store's INSERT of an entry, 19 values bound" \
    "drop_insert:(c) the store's DELETE of 1 undone entry, then (b)"; do
	key=${row%%:*}
	awk -v l="${row#*:}" -v ns="$(get "$f" "${key}_ns")" -v fr="$(get "$f" "${key}_frames")" \
	    -v fl="$(get "$f" floor_ns)" \
	    'BEGIN { printf "  %-58s %6.1f us  %4.2fx floor  %5.2f pages\n", l, ns / 1000,
	        ns / fl, fr }'
done
echo "  ((c): the table holds $N entries; the row each commit inserts is the one" \
    "the next one deletes, standing for an entry undone in between)"
exit $status
