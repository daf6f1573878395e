#!/bin/sh
# bench/yams-solver.sh: the Yams advice's costs and score (issue 12).
#
#   bench/yams-solver.sh [GAMES [SEED]]     10000 games, seed 1 by default
#   RUNS=5 bench/yams-solver.sh 10000
#   PRESETS=yahtzee bench/yams-solver.sh 1000    (or PRESET=yahtzee)
#   TABLES=DIR bench/yams-solver.sh 1000
#
# Builds tapis (../dev.sh build), then bench/yams-solver.c against
# build/libtapis.a, and runs it for each of PRESETS (the seed sheet,
# yams:carnet and yahtzee by default): see the header of yams-solver.c for
# how each number is made; each build's time is printed beside its goal
# (issue 29), met or MISSED.  With TABLES=DIR, bench/yams-tables.c first:
# every preset's table kept into DIR if it holds none, else built again
# on one thread and on two and checked against DIR's to 1e-12 (keep them
# with the build before a change, check with the one after).  Exit
# status: 0 every goal met and the tables the same, 1 not, 2 the bench
# failed.  Never part of `make check`: timings are not tests.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
CC=${CC:-cc}

"$top/dev.sh" build >&2 || { echo "bench: tapis does not build" >&2; exit 2; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tapis-yams-solver.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
libs=$(pkg-config --libs sqlite3 readline icu-uc icu-i18n 2>/dev/null) ||
	libs="$(pkg-config --libs sqlite3) -lreadline -licui18n -licuuc -licudata"
# shellcheck disable=SC2046,SC2086
$CC -std=c11 -O2 -pthread -Wall -Wextra $(find "$top/src" -type d -printf ' -I%p') -I"$top/build" -o "$tmp/yams-solver" \
    "$here/yams-solver.c" "$top/build/libtapis.a" $libs -lm ||
	{ echo "bench: yams-solver.c does not build" >&2; exit 2; }
status=0
if [ -n "${TABLES:-}" ]; then
	# shellcheck disable=SC2046,SC2086
	$CC -std=c11 -O2 -pthread -Wall -Wextra $(find "$top/src" -type d -printf ' -I%p') -I"$top/build" \
	    -o "$tmp/yams-tables" "$here/yams-tables.c" "$top/build/libtapis.a" $libs -lm ||
		{ echo "bench: yams-tables.c does not build" >&2; exit 2; }
	mkdir -p "$TABLES"
	if [ -e "$TABLES/yams.table" ]; then
		"$tmp/yams-tables" check "$TABLES" || status=$?
	else
		"$tmp/yams-tables" keep "$TABLES" || status=$?
	fi
	[ "$status" -le 1 ] || exit 2
fi
for preset in ${PRESETS:-${PRESET:-yams yams:carnet yahtzee}}; do
	uptime
	rc=0
	PRESET=$preset "$tmp/yams-solver" "$@" || rc=$?
	[ "$rc" -le 1 ] || exit 2
	[ "$rc" -eq 0 ] || status=1
done
exit "$status"
