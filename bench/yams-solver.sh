#!/bin/sh
# bench/yams-solver.sh: the Yams advice's costs and score (issue 12).
#
#   bench/yams-solver.sh [GAMES [SEED]]     100000 games, seed 1 by default
#   RUNS=5 bench/yams-solver.sh 10000
#
# Builds tapis (../dev.sh build), then bench/yams-solver.c against
# build/libtapis.a, and runs it: see the header of yams-solver.c for how
# each number is made.  Never part of `make check`: timings are not tests.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
CC=${CC:-cc}

"$top/dev.sh" build >&2 || { echo "bench: tapis does not build" >&2; exit 2; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tapis-yams-solver.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
libs=$(pkg-config --libs sqlite3 readline icu-uc icu-i18n 2>/dev/null) ||
	libs="$(pkg-config --libs sqlite3) -lreadline -licui18n -licuuc -licudata"
# shellcheck disable=SC2086
$CC -std=c11 -O2 -pthread -Wall -Wextra $(find "$top/src" -type d -printf ' -I%p') -I"$top/build" -o "$tmp/yams-solver" \
    "$here/yams-solver.c" "$top/build/libtapis.a" $libs -lm ||
	{ echo "bench: yams-solver.c does not build" >&2; exit 2; }
uptime
"$tmp/yams-solver" "$@"
