#!/bin/sh
# bench/startup.sh: what a whole process of tapis costs before its first
# answer, against the sqlite3 shell on the same file (issue 29).
#
#   bench/startup.sh
#   RUNS=41 bench/startup.sh
#   TAPIS=/path/to/tapis bench/startup.sh
#
# On a small file (GAMES games of 20 entries of 10000, made by that tapis
# from bench/gen.c's script), `tapis --db FILE -c games` and `sqlite3 -batch
# -init /dev/null FILE 'SELECT count(*) FROM games'` are run once untimed,
# then RUNS times each, taking turns, timed from fork to exit
# (bench/timeit.c), output to /dev/null.  Printed: the medians, their
# ratio, the range of the ratios of each pair, and the goal (issue 29: at
# most 1.1 x the sqlite3 shell), met or MISSED.  Where valgrind is found,
# the instructions each process runs (callgrind, one run each): a count the
# machine's load does not move.
#
# Settings (environment): RUNS=21 GAMES=5; TAPIS=path to time that binary
# instead of building this tree; BENCH_TMPDIR as for run.sh.
# Exit status: 0 the goal met, 1 missed, 2 the bench failed.
# Never part of `make check`: timings are not tests.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
RUNS=${RUNS:-21}
GAMES=${GAMES:-5}
GOAL=1.1
CC=${CC:-cc}
CFLAGS_BENCH="-std=c11 -O2 -Wall -Wextra -Wstrict-prototypes -Wmissing-prototypes"

. "$here/common.sh"

x=""
bench_counts RUNS GAMES
command -v sqlite3 >/dev/null 2>&1 ||
	fail "the sqlite3 shell is needed (Debian package sqlite3: ./dev.sh deps installs it)"

bench_tapis

bench_tmp startup
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' INT TERM HUP

{
	$CC $CFLAGS_BENCH -o "$tmp/gen" "$here/gen.c" &&
	$CC $CFLAGS_BENCH -o "$tmp/timeit" "$here/timeit.c"
} || fail "the bench helpers do not build"

db=$tmp/small.db
"$tmp/gen" $((GAMES * 20)) 20 >"$tmp/script.txt" || fail "gen failed"
"$tmp/timeit" "$tmp/script.txt" "$tapis" --db "$db" >/dev/null ||
	fail "tapis refused a line of the script"

sql="SELECT count(*) FROM games"
# Runs tapis (t) or the sqlite3 shell (s) once; sets ns.
run() {
	if [ "$1" = t ]; then
		ns=$("$tmp/timeit" /dev/null "$tapis" --db "$db" -c games) ||
			fail "tapis --db FILE -c games failed"
	else
		ns=$("$tmp/timeit" /dev/null sqlite3 -batch -init /dev/null "$db" "$sql") ||
			fail "sqlite3 failed"
	fi
}

run t
run s
i=0
while [ "$i" -lt "$RUNS" ]; do
	run t
	t=$ns
	run s
	echo "$t $ns" >>"$tmp/pairs"
	i=$((i + 1))
done

median() {
	sort -n | awk '{ v[NR] = $1 }
	    END { print NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
t_med=$(awk '{ print $1 }' "$tmp/pairs" | median)
s_med=$(awk '{ print $2 }' "$tmp/pairs" | median)
range=$(awk '{ print $1 / $2 }' "$tmp/pairs" | sort -n |
    awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.2f-%.2f", lo, hi }')
ratio=$(awk -v t="$t_med" -v s="$s_med" 'BEGIN { printf "%.2f", t / s }')
echo "start-up: tapis $(awk -v t="$t_med" 'BEGIN { printf "%.2f", t / 1e6 }') ms" \
    "(tapis --db FILE -c games) · sqlite3 shell $(awk -v s="$s_med" \
    'BEGIN { printf "%.2f", s / 1e6 }') ms ($sql) · ratio $ratio" \
    "(median of $RUNS pairs; a pair's ratio $range; $GAMES games in the file)"

if command -v valgrind >/dev/null 2>&1; then
	# Ir of the whole process, children none: what callgrind's summary says
	count() {
		valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$@" \
		    >/dev/null 2>"$tmp/cg.err" || return 0
		awk '/Collected :/ { print $NF }' "$tmp/cg.err"
	}
	ti=$(count "$tapis" --db "$db" -c games)
	si=$(count sqlite3 -batch -init /dev/null "$db" "$sql")
	if [ -n "$ti" ] && [ -n "$si" ]; then
		echo "  instructions (callgrind): tapis $ti · sqlite3 shell $si · ratio" \
		    "$(awk -v t="$ti" -v s="$si" 'BEGIN { printf "%.2f", t / s }')"
	fi
fi

if awk -v r="$ratio" -v g="$GOAL" 'BEGIN { exit !(r <= g) }'; then
	echo "  met:    start-up <= $GOAL x the sqlite3 shell (is $ratio x)"
else
	echo "  MISSED: start-up <= $GOAL x the sqlite3 shell (is $ratio x)"
	exit 1
fi
