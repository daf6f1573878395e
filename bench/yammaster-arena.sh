#!/bin/sh
# bench/yammaster-arena.sh: the Yam Master advice against set players
# (issue 22).
#
#   bench/yammaster-arena.sh                 the issue's runs (with JOBS=2,
#                                            1 h 45 min on two quiet cores)
#   bench/yammaster-arena.sh greedy 40 600   one run: OPPONENT GAMES [BUDGET [SEED]]
#   JOBS=2 bench/yammaster-arena.sh ...      games shared by 2 processes
#
# Builds tapis (../dev.sh build), then bench/yammaster-arena.c against
# build/libtapis.a, and runs it: see the header of yammaster-arena.c for the
# players and how each number is made.  With no argument, the runs of issue
# 22: 400 games against the greedy player at the default budget, 2,000 at a
# tenth of it, 200 against the random player at the default budget, seed 1.
# Never part of `make check`: a benchmark, not a test.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
CC=${CC:-cc}

"$top/dev.sh" build >&2 || { echo "bench: tapis does not build" >&2; exit 2; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tapis-yammaster-arena.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
libs=$(pkg-config --libs sqlite3 readline icu-uc icu-i18n 2>/dev/null) ||
	libs="$(pkg-config --libs sqlite3 icu-uc icu-i18n) -lreadline"
# shellcheck disable=SC2086
$CC -std=c11 -O2 -Wall -Wextra $(find "$top/src" -type d -printf ' -I%p') -I"$top/build" -o "$tmp/arena" \
    "$here/yammaster-arena.c" "$top/build/libtapis.a" $libs -lm ||
	{ echo "bench: yammaster-arena.c does not build" >&2; exit 2; }
uptime
if [ $# -gt 0 ]; then
	"$tmp/arena" "$@"
	exit
fi
budget=$(awk '/^#define YAMMASTER_BUDGET / { sub(/L$/, "", $3); print $3 }' \
    "$top/src/games/yammaster/yammaster_advice.h")
"$tmp/arena" greedy 400 "$budget" 1
"$tmp/arena" greedy 2000 $((budget / 10)) 1
"$tmp/arena" random 200 "$budget" 1
