#!/bin/sh
# bench/advice.sh: what advice costs at the table.
#
#   bench/advice.sh             every case below
#   RUNS=11 bench/advice.sh
#
# For each `hint` case: a database with one game brought to a state by the
# case's entries, then `tapis --db FILE -c 'resume; COMMAND'` timed beside
# `tapis --db FILE -c 'resume; sheet'` (the same process, file and game,
# without the advice: the baseline, in the same run), with an empty cache
# folder each time (no table kept); the medians, their difference (what the
# advice itself costs) and their ratio are printed.  The target (issue 12):
# a Farkle-family hint under 50 ms without a cache.
#
# For each table case: the time of the first `COMMAND` under an empty cache
# folder (the table built), the size of the file kept, then the median of
# `COMMAND` with the table kept.
#
# How each number is made: every run is timed from fork to exit
# (bench/timeit.c, monotonic clock), output to /dev/null; the first run of
# each case is untimed; then RUNS rounds (7) taking turns.  It never fails
# on a time: it prints them.  Exit status 2 if the bench itself failed.
#
# Settings (environment): RUNS=7, TABLE_RUNS=1 (builds of each table; they
# take tens of seconds), TAPIS=path to use that binary instead of building
# this tree.  Never part of `make check`: timings are not tests.
set -eu

# ---- the cases: one line each, easy to add to.
#   hint_case NAME 'entries, ;-separated, from new on' 'COMMAND'
#   table_case NAME 'entries' 'COMMAND'      (a command that builds a table)
cases() {
	hint_case "10000 after a throw" 'new 10000 alice bob; 1 1 5 3 4' 'hint'
	hint_case "10000:350 take-over" \
	    'new 10000:350 alice bob; 1 1 1 5 2; bank; 1 1 1 5 2; bank; 1 1 1 2 3; keep 1 1 1; bank' \
	    'hint'
	hint_case "5000 after a throw" 'new 5000 alice bob; 1 1 5 3 4 6' 'hint'
	hint_case "10000 near its target" \
	    'new 10000 alice bob target=1000 opening=0; 5 5 5 2 3; keep 5 5 5; 1 2; bank; 2 3 4 6 6; 1 1 1 2 3' \
	    'hint'
	table_case "10000 --win" 'new 10000 alice bob' 'hint --win'
	table_case "10000:350 --win" 'new 10000:350 alice bob' 'hint --win'
	table_case "5000 --win" 'new 5000 alice bob' 'hint --win'
	table_case "yams after a throw" 'new yams alice bob; 1 3 3 5 6' 'hint'
	hint_case "yams odds after a throw" 'new yams alice bob; 1 3 3 5 6' 'odds full'
	hint_case "yam-master after a throw" 'new yam-master alice bob; 1 3 3 5 6' 'hint'
	hint_case "yam-master odds, every kind" 'new yam-master alice bob; 1 3 3 5 6' 'odds'
}

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
RUNS=${RUNS:-7}
TABLE_RUNS=${TABLE_RUNS:-1}
CC=${CC:-cc}

. "$here/common.sh"

x=""
bench_counts RUNS TABLE_RUNS

bench_tapis

bench_tmp advice
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' INT TERM HUP
$CC -std=c11 -O2 -o "$tmp/timeit" "$here/timeit.c" || fail "timeit does not build"
export HOME="$tmp/home" XDG_DATA_HOME="$tmp/home/data" XDG_STATE_HOME="$tmp/home/state"
mkdir -p "$HOME"

# setup NAME ENTRIES: a database of its own with the game in that state
setup() {
	db="$tmp/$(printf '%s' "$1" | tr -c 'A-Za-z0-9' _).db"
	printf '%s\n' "$2" | tr ';' '\n' | sed 's/^ *//' >"$tmp/entries"
	"$tapis" --db "$db" "$tmp/entries" >/dev/null 2>"$tmp/err" ||
	    fail "$1: the entries were refused: $(head -3 "$tmp/err")"
}

# timed DB COMMAND: sets ns, an empty cache folder unless KEEP is set
timed() {
	[ -n "${KEEP:-}" ] || { rm -rf "$tmp/cache"; mkdir -p "$tmp/cache"; }
	ns=$(XDG_CACHE_HOME="$tmp/cache" "$tmp/timeit" /dev/null "$tapis" --db "$1" \
	    -c "resume; $2" 2>"$tmp/err") || fail "tapis -c 'resume; $2' failed: $(head -3 "$tmp/err")"
}

median() {
	sort -n "$1" | awk '{ v[NR] = $1 }
	    END { printf "%.0f\n", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
ms() {
	awk -v n="$1" 'BEGIN { printf "%.1f ms", n / 1e6 }'
}

hint_case() {
	setup "$1" "$2"
	timed "$db" "$3"
	timed "$db" sheet
	: >"$tmp/h" && : >"$tmp/b"
	r=1
	while [ "$r" -le "$RUNS" ]; do
		timed "$db" "$3"
		echo "$ns" >>"$tmp/h"
		timed "$db" sheet
		echo "$ns" >>"$tmp/b"
		r=$((r + 1))
	done
	h=$(median "$tmp/h")
	b=$(median "$tmp/b")
	printf '%-28s %-10s %10s  baseline (sheet) %10s  advice %10s  %s x\n' "$1" "$3" \
	    "$(ms "$h")" "$(ms "$b")" "$(ms $((h - b)))" \
	    "$(awk -v h="$h" -v b="$b" 'BEGIN { printf "%.2f", h / b }')"
}

table_case() {
	setup "$1" "$2"
	: >"$tmp/t"
	r=1
	while [ "$r" -le "$TABLE_RUNS" ]; do
		timed "$db" "$3"
		echo "$ns" >>"$tmp/t"
		r=$((r + 1))
	done
	built=$(median "$tmp/t")
	size=$(cat "$tmp"/cache/tapis/*.table | wc -c)
	KEEP=1 timed "$db" "$3"
	: >"$tmp/k"
	r=1
	while [ "$r" -le "$RUNS" ]; do
		KEEP=1 timed "$db" "$3"
		echo "$ns" >>"$tmp/k"
		r=$((r + 1))
	done
	printf '%-28s %-10s built in %s, %s bytes on disk (%s KiB); kept: %s\n' "$1" "$3" \
	    "$(awk -v n="$built" 'BEGIN { printf "%.1f s", n / 1e9 }')" "$size" \
	    "$(awk -v s="$size" 'BEGIN { printf "%.0f", s / 1024 }')" "$(ms "$(median "$tmp/k")")"
}

echo "advice: medians of $RUNS runs (tables: $TABLE_RUNS build), $(nproc 2>/dev/null || echo ?) cores," \
    "load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo ?)"
cases
