#!/bin/sh
# bench/yams-digits.sh: which digits of the Yams optima are exact (issue
# 20): each rule set's empty sheet worked out with the solver's values in
# double, as tapis keeps them, and in long double; the digits on which
# the two agree are the ones to publish.
#
#   bench/yams-digits.sh                  yams, scratch=unmade, carnet, yahtzee
#   bench/yams-digits.sh yams:3col ...    the rule sets (and options) given
#
# Builds tapis (../dev.sh build), then bench/yams-digits.c against
# build/libtapis.a, the solver's sources compiled in again for each width.
# Never part of `make check`: the long double build takes minutes.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
CC=${CC:-cc}

"$top/dev.sh" build >&2 || { echo "bench: tapis does not build" >&2; exit 2; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tapis-yams-digits.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
libs=$(pkg-config --libs sqlite3 readline icu-uc icu-i18n 2>/dev/null) ||
	libs="$(pkg-config --libs sqlite3 icu-uc icu-i18n) -lreadline"
for real in double "long double"; do
	out="$tmp/digits-$(echo "$real" | tr ' ' _)"
	# shellcheck disable=SC2086
	$CC -std=c11 -O2 -pthread -DYAMS_REAL="$real" $(find "$top/src" -type d -printf ' -I%p') -I"$top/build" -o "$out" \
	    "$here/yams-digits.c" "$top/src/games/yams/yams_solver.c" "$top/src/games/yams/yams_solver_build.c" \
	    "$top/build/libtapis.a" $libs -lm ||
		{ echo "bench: yams-digits.c does not build" >&2; exit 2; }
done
uptime
run() {
	"$tmp/digits-double" "$@"
	"$tmp/digits-long_double" "$@"
}
if [ $# -gt 0 ]; then
	run "$@"
else
	run yams
	run yams scratch=unmade
	run yams:carnet
	run yahtzee
fi
