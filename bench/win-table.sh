#!/bin/sh
# bench/win-table.sh: what the Farkle family's `hint --win` table costs to
# build, against the algorithm it replaced (issue 20).
#
#   bench/win-table.sh
#   RUNS=3 bench/win-table.sh
#   BASE=c0d5769 bench/win-table.sh
#
# Builds this tree (../dev.sh build) and, from git, the tree of BASE (by
# default the commit before src/games/farkle/farkle_win.c was added: the last one with
# the old algorithm), each one's libtapis.a only, the latter kept in the
# cache folder; then bench/win-table.c against each.  For each rule set
# (10000, 10000:350, 5000: SETS) the table is built by the old and the new
# in turn, RUNS times (1), each in a process of its own, timed in processor
# time (CLOCK_PROCESS_CPUTIME_ID, the build alone: the figure a loaded
# machine changes least); the medians, their ratio (new/old) and the largest
# difference between the two tables' chances are printed.  The target: each
# new build under 3 s of processor time, each chance within 1e-9 of the old.
#
# Exit status: 0 every target met, 1 one missed, 2 the bench failed.
# Settings (environment): RUNS=1, SETS="10000 10000:350 5000", BASE=a git
# revision, BENCH_CACHE=folder that keeps the old tree's build (default
# ${XDG_CACHE_HOME:-$HOME/.cache}/tapis-bench).  Never part of `make
# check`: timings are not tests.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
RUNS=${RUNS:-1}
SETS=${SETS:-"10000 10000:350 5000"}
CC=${CC:-cc}
cache=${BENCH_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/tapis-bench}

. "$here/common.sh"

case $RUNS in
'' | *[!0-9]* | 0) fail "RUNS must be a positive number" ;;
esac

if [ -z "${BASE:-}" ]; then
	added=$(git -C "$top" log --diff-filter=A --format=%H -- src/games/farkle/farkle_win.c | tail -n 1)
	if [ -n "$added" ]; then
		BASE="$added^"
	else
		BASE=HEAD
	fi
fi
base=$(git -C "$top" rev-parse --verify -q "$BASE^{commit}") || fail "no such revision: $BASE"
short=$(printf '%.12s' "$base")

"$top/dev.sh" build >&2 || fail "tapis does not build"

# The old tree, built once for each BASE: its library and headers.
old="$cache/win-table-base-$short"
if [ ! -f "$old/build/libtapis.a" ]; then
	echo "bench: building $short (the old algorithm) in $old" >&2
	rm -rf "$old"
	mkdir -p "$old/build"
	git -C "$top" archive "$base" | tar -x -C "$old" || fail "cannot extract $short"
	(cd "$old" && autoreconf -fi >/dev/null 2>&1 && cd build && ../configure -q >/dev/null &&
	    make -s -j2 libtapis.a >/dev/null) || { rm -rf "$old"; fail "$short does not build"; }
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tapis-win-table.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
libs=$(pkg-config --libs sqlite3 readline icu-uc icu-i18n 2>/dev/null) ||
	libs="$(pkg-config --libs sqlite3) -lreadline -licui18n -licuuc -licudata"
for side in old new; do
	if [ "$side" = old ]; then tree=$old; else tree=$top; fi
	# shellcheck disable=SC2086
	$CC -std=c11 -O2 -pthread -Wall -Wextra $(find "$tree/src" -type d -printf ' -I%p') -I"$tree/build" \
	    -o "$tmp/win-table-$side" "$here/win-table.c" "$tree/build/libtapis.a" $libs -lm ||
		fail "win-table.c does not build against the $side tree"
done

median() {
	tr ' ' '\n' | grep . | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

uptime
printf 'old: %s (%s), new: this tree; processor seconds, median of %s\n' "$short" \
    "$(git -C "$top" log -1 --format=%cs "$base")" "$RUNS"
printf '%-12s %9s %9s %9s %12s   %s\n' "rule set" "old s" "new s" "new/old" "difference" \
    "target: new < 3 s, difference <= 1e-9"
status=0
for set in $SETS; do
	olds="" news=""
	run=0
	while [ "$run" -lt "$RUNS" ]; do
		o=$("$tmp/win-table-old" build "$set" "$tmp/old.table") || fail "old build of $set"
		n=$("$tmp/win-table-new" build "$set" "$tmp/new.table") || fail "new build of $set"
		olds="$olds $o"
		news="$news $n"
		run=$((run + 1))
	done
	gap=$("$tmp/win-table-new" compare "$tmp/old.table" "$tmp/new.table") || gap="headers differ"
	o=$(echo "$olds" | median)
	n=$(echo "$news" | median)
	verdict=$(awk -v o="$o" -v n="$n" -v d="$gap" 'BEGIN {
		ok = n < 3 && d != "headers differ" && d + 0 <= 1e-9
		printf "%.3f %s", n / o, ok ? "met" : "missed" }')
	ratio=${verdict% *}
	verdict=${verdict#* }
	[ "$verdict" = met ] || status=1
	printf '%-12s %9s %9s %9s %12s   %s\n' "$set" "$o" "$n" "$ratio" "$gap" "$verdict"
done
exit "$status"
