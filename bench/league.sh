#!/bin/sh
# bench/league.sh: what a club's league on PostgreSQL (issue 32) costs,
# each figure against its baseline measured in the same run.
#
#   bench/league.sh
#   GAMES=20 ROUNDS=5 BIG=10000 RUNS=21 bench/league.sh
#   TAPIS=/path/to/tapis bench/league.sh
#
# On a PostgreSQL 15 cluster of its own, on this machine (the tests'
# tests/league_cluster.sh: initdb, a Unix socket, stopped at the end):
#   1. an entry at the table (bench/league.py drives the REPL through a
#      pseudo-terminal, as a person types): the time from a line written
#      to the next prompt, median of every entry and of the entries that
#      end a game, on a file in a league (the REPL's thread pushing each
#      game beside the prompt as it ends) against a file in none: what a
#      push costs the prompt's path.  ROUNDS sessions of GAMES games (`new`
#      and 4 entries) each way, in turns, and as many of 300 entries of one
#      game that does not end (nothing to push: what the thread beside the
#      prompt costs alone).
#   2. a game's end to the league's ranking: bank written at the REPL of
#      a file in the league until `tapis serve --league`'s lists stream
#      says they changed and its leaderboard holds the game (pushed,
#      notified, pulled into the copy, seen by the server), against the
#      same on a file served by `tapis serve` (the table's own page);
#      GAMES games each, median.
#   3. the ranking with BIG games in the league: BIG games of 10000 (3
#      entries each, 40 players) played into a file, pushed to a league
#      of their own (schema big) by `league push`, pulled once into the
#      copy by a first `leaderboard --league` (timed once, shown); then
#      `tapis -c 'leaderboard --league'` (the copy brought up to date:
#      nothing new, one round trip to the league) against `tapis -c
#      leaderboard` on the file, RUNS times each, taking turns, from fork
#      to exit (bench/timeit.c), median.
#
# Settings (environment): GAMES=20 ROUNDS=3 BIG=10000 RUNS=11; PG_BIN the
# server's binaries (/usr/lib/postgresql/15/bin); TAPIS=path to time that
# binary instead of building this tree; BENCH_TMPDIR as for run.sh.
# Exit status: 0 measured, 2 the bench failed.  It judges nothing (the
# issue sets no target).  Never part of `make check`: timings are not
# tests.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
GAMES=${GAMES:-20}
ROUNDS=${ROUNDS:-3}
BIG=${BIG:-10000}
RUNS=${RUNS:-11}
CC=${CC:-cc}
CFLAGS_BENCH="-std=c11 -O2 -Wall -Wextra -Wstrict-prototypes -Wmissing-prototypes"

. "$here/common.sh"

x=""
bench_counts GAMES ROUNDS BIG RUNS
command -v python3 >/dev/null 2>&1 || fail "python3 is needed"
bench_tapis
"$tapis" --db /dev/null -c 'league password=x' 2>&1 | grep -q "built without PostgreSQL" &&
	fail "$tapis was built without PostgreSQL (configure --with-postgresql)"

bench_tmp league
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' INT TERM HUP
export HOME="$tmp/home" XDG_CACHE_HOME="$tmp/cache"
mkdir -p "$HOME"
. "$top/tests/league_cluster.sh"
pg_found || fail "no PostgreSQL server in $PG_BIN (Debian: postgresql-15)"
pg_start || fail "the PostgreSQL cluster does not start (see $tmp/initdb.log)"
# (pg_start's own trap kills jobs: there are none here, and kill would fail)
trap 'pg_stop; rm -rf "$tmp"' EXIT
trap 'exit 2' INT TERM HUP
URL="host=$PGHOST port=$PGPORT dbname=postgres user=tapis"

$CC $CFLAGS_BENCH -o "$tmp/timeit" "$here/timeit.c" || fail "the bench helpers do not build"

# ratio A B: A / B to two places
ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'
}
median() {
	sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

# ---- 1 and 2: at the table, and its end to the ranking

echo "bench: $ROUNDS x 2 sessions of $GAMES games at the REPL, then $GAMES games ended" \
    "and watched, each way" >&2
python3 "$here/league.py" "$tapis" "$URL" "$tmp" "$GAMES" "$ROUNDS" >"$tmp/table" ||
	fail "bench/league.py failed"
get() {
	awk -v k="$1" '$1 == k { print $2 }' "$tmp/table"
}
pushed=$(psql_q "SELECT count(*) FROM tapis.games WHERE status = 'finished'")
want=$((ROUNDS * GAMES + GAMES))
[ "$pushed" -eq "$want" ] || fail "the league holds $pushed games, not the $want ended in it"

# ---- 3: the ranking with BIG games

big=$tmp/big.db
i=0
while [ "$i" -lt "$BIG" ]; do
	# (the second player 1 to 39 seats after the first: never the same)
	echo "new 10000 p$((i % 40)) p$(((i % 40 + 1 + i / 40 % 39) % 40)) target=1000 opening=0 exact=no"
	echo "1 1 1 2 3"
	echo bank
	i=$((i + 1))
done >"$tmp/big.txt"
"$tapis" --db "$big" <"$tmp/big.txt" >/dev/null || fail "tapis refused a line of big.txt"
"$tapis" --db "$big" -c "league --schema big $URL" >/dev/null || fail "league URL failed"
echo "bench: pushing $BIG games" >&2
push_ns=$("$tmp/timeit" /dev/null "$tapis" --db "$big" -c 'league push') ||
	fail "league push failed"
n=$(psql_q "SELECT count(*) FROM big.games WHERE status = 'finished'")
[ "$n" -eq "$BIG" ] || fail "the league holds $n games, not $BIG"
pull_ns=$("$tmp/timeit" /dev/null "$tapis" --db "$big" -c 'leaderboard --league') ||
	fail "the first leaderboard --league failed"
"$tapis" --db "$big" -c 'leaderboard --league --tsv' >"$tmp/l.tsv" &&
	"$tapis" --db "$big" -c 'leaderboard --tsv' >"$tmp/f.tsv" ||
	fail "leaderboard failed"
cmp -s "$tmp/l.tsv" "$tmp/f.tsv" || fail "the league's ranking is not the file's"
i=0
while [ "$i" -lt "$RUNS" ]; do
	"$tmp/timeit" /dev/null "$tapis" --db "$big" -c 'leaderboard --league' >>"$tmp/league.ns" &&
		"$tmp/timeit" /dev/null "$tapis" --db "$big" -c leaderboard >>"$tmp/file.ns" ||
		fail "a leaderboard failed"
	i=$((i + 1))
done
ml=$(median <"$tmp/league.ns")
mf=$(median <"$tmp/file.ns")

# ---- the report

us() {
	awk -v n="$1" 'BEGIN { printf "%.0f us", n }'
}
ms() {
	awk -v n="$1" 'BEGIN { printf "%.1f ms", n / 1e6 }'
}
echo "league (issue 32), PostgreSQL on this machine; each ratio against its baseline of this run"
printf '%-58s %12s %12s %7s\n' "" "league" "baseline" "ratio"
# row WHAT KEY: the figure KEY_league against KEY_file, from league.py
row() {
	printf '%-58s %12s %12s %7s\n' "$1" "$(us "$(get "$2_league")")" "$(us "$(get "$2_file")")" \
	    "$(ratio "$(get "$2_league")" "$(get "$2_file")")"
}
row "an entry, a game being played (nothing to push)" long
row "an entry in games of 5 lines, a push every 5 (median)" entry
row "an entry that ends a game (its push queued)" end
row "a game's end to the served ranking (vs the file served)" latency
printf '%-58s %12s %12s %7s\n' "leaderboard --league, $BIG games (vs leaderboard, a file)" \
    "$(ms "$ml")" "$(ms "$mf")" "$(ratio "$ml" "$mf")"
printf '%-58s %12s %12s %7s\n' "its first pull of the $BIG games into the copy" \
    "$(ms "$pull_ns")" "$(ms "$mf")" "$(ratio "$pull_ns" "$mf")"
printf '%-58s %12s\n' "league push of the $BIG games, each" \
    "$(us "$(awk -v n="$push_ns" -v g="$BIG" 'BEGIN { print n / g / 1000 }')")"
echo "($ROUNDS x $GAMES games of 5 lines a side at the REPL; $GAMES ends watched each way;" \
    "$RUNS runs of each leaderboard, taking turns)"
