#!/bin/sh
# bench/history.sh: what looking at the past costs in a club's file of N games.
#
#   bench/history.sh [N]        N games, 100000 by default
#
# Makes (or takes from the cache) a database of N games of every kind,
# then prints its size a game and, for each history command below, the
# time of `tapis --db FILE -c 'COMMAND'` beside the time of the same SQL in
# `sqlite3 FILE`, on the same file, in the same run, their ratio, and
# whether each meets its goal (issue 29): within 1.5 x of sqlite3, and
# under 200 ms (the goal at 100,000 games on a two-core machine).  It
# prints them; it never fails on a time.
#
# The database: up to SEED_GAMES games are played by bench/fill.c through
# the engines and the store, one commit an entry, as at the table (some 20
# s a thousand games).  More (N a multiple of SEED_GAMES) are SEED_GAMES
# played so, then copied under new game numbers by bench/grow.c (the tool
# run.sh grows its database with): every row of every table that hangs
# from games, as tapis wrote it, and the totals stats and leaderboard read
# kept by tapis's own triggers as the copies are written (100,000 games:
# some 2 minutes and 3 GB).  So the grown file has fill's club of twelve,
# every rule set of every engine, finished games with their winners and
# ranks, abandoned and unfinished ones, each SEED_GAMES times over.  Before
# it is kept, tapis must export a copied game as the seed's game it
# copies, and the totals must be the seed's times the copies.
#
# How each number is made:
#   - each command and its SQL are run once first, untimed (the file in the
#     page cache, as after the first look of an evening), then RUNS rounds,
#     each running tapis and sqlite3 in turn; the median of each is shown
#   - a run is timed from fork to exit (bench/timeit.c, monotonic clock),
#     output to /dev/null: both start a process, open the file and print
#     every row; each must exit 0 with no error
#   - sqlite3 is run as `sqlite3 -batch -init /dev/null FILE` with the SQL on
#     its standard input (no ~/.sqliterc)
#   - size a game: the file (its WAL checkpointed) over N
#
# Settings (environment): DB=FILE to time that database of N games instead
# of making one (fill is not run and nothing is kept in the cache; the file
# must be one tapis may change: its first open brings its schema up to
# date, and that time is printed; copy a kept one first); RUNS=7 SEED=1
# (fill's) SEED_GAMES=1000; TAPIS=path to use that
# binary instead of building this tree (fill is built against this tree's
# build/libtapis.a either way); BENCH_TMPDIR, BENCH_CACHE: as for run.sh
# (the database is kept in the cache folder, named after N, the games
# played, SEED and the last commit that changed src/, sql/, bench/fill.c or
# bench/grow.c, "-dirty" and a checksum when those have changes not
# committed, the seed beside it; older ones of the same N are deleted when
# a new one is made: at 100,000 games it is some 3 GB).
# Never part of `make check`: timings are not tests.
set -eu

# ---- the commands: one line each.
#   cmd NAME 'tapis command' 'the same SQL, for the sqlite3 shell'
# In both, @GAME@ is a finished game half-way through the file and
# @PLAYER@ a player of fill's club (alice).  The SQL is what tapis runs for
# the command, every statement of it, copied from src/store*.c (keep them
# alike when those change): the values tapis binds are bound here too, by
# the shell's .parameter, so that both run the same statements.

# what every stats command runs for each family: its players and rule
# sets (store_family_players), then the totals of its facts, one range of
# fact_totals (store_facts; sql/021), in src/store/store_stats.c with
# src/store/store_stats_sql.h, for one player or all (ONLY / ANYONE) and one
# kind of game or all (OFKIND / ANYKIND), ?3 the family
stats_sections() {
	# $1: the player filter ("@P@ = ?1" or "?1 IS NULL"), $2 the kind's
	# ("(@G@ = ?2 OR @F@ = ?2)" or "?2 IS NULL"); @P@ @G@ @F@ the columns
	who_kind() { echo "$1 AND $2" | sed "s/@P@/${3:-}player/g; s/@G@/${3:-}game/g; s/@F@/${3:-}family/g"; }
	for family in farkle yams yammaster 421; do
		cat <<SQL
.parameter set ?3 '$family'
SELECT player, game, games, losses, CAST(score AS REAL) / scored FROM player_totals WHERE family = ?3 AND $(who_kind "$1" "$2") ORDER BY game, player, player;
SELECT f.player, f.game, f.fact, f.key, f.games, f.n, f.total, f.best, r.base, r.options FROM fact_totals f LEFT JOIN option_sets r ON r.id = f.rules WHERE f.family = ?3 AND $(who_kind "$1" "$2" f.) ORDER BY f.family, f.player, f.game, f.fact, f.key, f.rules;
SQL
	done
}
# the first section, store_stats (player_stats's figures from the totals)
stats_players() {
	cat <<SQL
SELECT player, game, games, wins, shared, CAST(score AS REAL) / scored, best, turns, CAST(CASE WHEN scored > 0 THEN score END AS REAL) / nullif(turns, 0), family, losses FROM player_totals WHERE $(echo "$1 AND $2" | sed "s/@P@/player/g; s/@G@/game/g; s/@F@/family/g") ORDER BY game, player;
SQL
}
# what stats, leaderboard and versus count first: the finished games found
# damaged (store_stats_damaged), kept as they are written (sql/023)
damaged="SELECT count(*) FROM damaged_games d CROSS JOIN games g ON g.id = d.game_id WHERE g.status = 'finished';"
anyone="?1 IS NULL"
only="@P@ = ?1"
anykind="?2 IS NULL"
ofkind="(@G@ = ?2 OR @F@ = ?2)"
# a word that may be a kind of game (store_rule_set_used; a family or a
# built-in rule set is known without SQL), then a player: tapis reads every
# stored name (store_each_player) to find it, or its case-folded or nearest
# spelling
kind_known="SELECT EXISTS (SELECT 1 FROM games WHERE game = ?1) OR EXISTS (SELECT 1 FROM games WHERE family = ?1) OR EXISTS (SELECT 1 FROM presets WHERE name = ?1);"
player_known="WITH RECURSIVE n (name) AS (SELECT min(name) FROM players UNION ALL SELECT (SELECT min(p.name) FROM players p WHERE p.name > n.name) FROM n WHERE n.name IS NOT NULL) SELECT name FROM n WHERE name IS NOT NULL;"
# a game's row (store_game_row) and what store_game_load reads; show and
# replay then replay it in memory
game_read="SELECT g.id, g.game, g.created, g.status, g.names, g.winner, g.entries, g.family, g.results, g.turns, g.loser, g.result, g.damaged FROM game_rows g WHERE 1 AND g.id = ?1 ORDER BY g.created DESC, g.id DESC;
SELECT game, coalesce(base, game), status = 'abandoned', nplayers, family FROM games WHERE id = ?1;
SELECT name, value FROM game_options WHERE game_id = ?1;
SELECT seat, name FROM players WHERE game_id = ?1 ORDER BY seat;
SELECT seat, kind, args, undone, seq FROM entries WHERE id BETWEEN ?1 * 4294967296 AND ?1 * 4294967296 + 4294967295 ORDER BY id;"

commands() {
	cmd games 'games' \
	    "SELECT id FROM games ORDER BY created DESC, id DESC LIMIT 1;
SELECT g.id, g.game, g.created, g.status, g.names, g.winner, g.entries, g.family, g.results, g.turns, g.loser, g.result, g.damaged FROM game_rows g WHERE 1 ORDER BY g.created DESC, g.id DESC LIMIT 21;
SELECT count(*) FROM games g WHERE 1;"
	cmd games-all 'games --all' \
	    "SELECT id FROM games ORDER BY created DESC, id DESC LIMIT 1;
SELECT g.id, g.game, g.created, g.status, g.names, g.winner, g.entries, g.family, g.results, g.turns, g.loser, g.result, g.damaged FROM game_rows g WHERE 1 ORDER BY g.created DESC, g.id DESC;"
	cmd stats 'stats' \
	    "$damaged
$(stats_players "$anyone" "$anykind")
$(stats_sections "$anyone" "$anykind")"
	cmd stats-alice 'stats @PLAYER@' \
	    ".parameter set ?1 '@PLAYER@'
$kind_known
$player_known
$damaged
$(stats_players "$only" "$anykind")
$(stats_sections "$only" "$anykind")"
	cmd stats-a-10000 'stats @PLAYER@ 10000' \
	    ".parameter set ?1 '@PLAYER@'
.parameter set ?2 '10000'
$player_known
$damaged
$(stats_players "$only" "$ofkind")
$(stats_sections "$only" "$ofkind")"
	cmd leaderboard 'leaderboard' \
	    "$damaged
SELECT rank() OVER (ORDER BY wins DESC, rate DESC, lost_rate), player, wins, games, shared, rate, lost FROM (SELECT player, sum(wins) AS wins, sum(games) AS games, sum(shared) AS shared, sum(losses) AS lost, CAST(sum(wins) AS REAL) / sum(games) AS rate, CAST(sum(losses) AS REAL) / sum(games) AS lost_rate FROM player_totals WHERE ?1 IS NULL AND ?2 IS NULL GROUP BY player) ORDER BY wins DESC, rate DESC, lost_rate, games DESC, player;"
	cmd versus 'versus @PLAYER@ bob' \
	    ".parameter set ?1 '@PLAYER@'
.parameter set ?2 'bob'
$player_known
$player_known
$damaged
SELECT x.game, count(*), sum(x.won), sum(y.won), avg(x.final_score), avg(y.final_score), sum(x.rank < y.rank), sum(y.rank < x.rank), max(x.family) FROM player_results x JOIN player_results y ON y.game_id = x.game_id JOIN games g ON g.id = x.game_id WHERE x.player = ?1 AND y.player = ?2 AND NOT EXISTS (SELECT 1 FROM damaged_games d WHERE d.game_id = g.id) GROUP BY x.game ORDER BY x.game;"
	cmd show 'show @GAME@' \
	    ".parameter set ?1 @GAME@
$game_read"
	cmd replay 'replay @GAME@' \
	    ".parameter set ?1 @GAME@
$game_read"
}

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
N=${1:-100000}
RUNS=${RUNS:-7}
SEED=${SEED:-1}
SEED_GAMES=${SEED_GAMES:-1000}
CC=${CC:-cc}
CFLAGS_BENCH="-std=c11 -O2 -Wall -Wextra -Wstrict-prototypes -Wmissing-prototypes"

. "$here/common.sh"

x=""
bench_counts N RUNS SEED SEED_GAMES

command -v sqlite3 >/dev/null 2>&1 ||
	fail "the sqlite3 shell is needed (Debian package sqlite3: ./dev.sh deps installs it)"
command -v pkg-config >/dev/null 2>&1 || fail "pkg-config is needed"

# ---- tapis, fill and timeit

"$top/dev.sh" build >&2 || fail "tapis does not build (../dev.sh build failed)"
tapis=${TAPIS:-$top/build/tapis}
[ -x "$tapis" ] || fail "$tapis: no such program"

bench_tmp history
part=""
trap 'rm -rf "$tmp"; [ -z "$part" ] || rm -f "$part" "$part-wal" "$part-shm"' EXIT
trap 'exit 2' INT TERM HUP

libs=$(pkg-config --libs sqlite3 readline icu-uc icu-i18n 2>/dev/null) ||
	libs="$(pkg-config --libs sqlite3) -lreadline -licui18n -licuuc -licudata"
# shellcheck disable=SC2086
{
	$CC $CFLAGS_BENCH -o "$tmp/timeit" "$here/timeit.c" &&
	$CC $CFLAGS_BENCH $(find "$top/src" -type d -printf ' -I%p') -I"$top/build" -o "$tmp/fill" "$here/fill.c" \
	    "$top/build/libtapis.a" $libs -pthread &&  # the Yams table is built on threads
	$CC $CFLAGS_BENCH -o "$tmp/grow" "$here/grow.c" $(pkg-config --cflags --libs sqlite3)
} || fail "the bench helpers do not build"

# ---- the database, made once for this N, SEED and tapis

if [ -n "${BENCH_CACHE:-}" ]; then
	cache=$BENCH_CACHE
elif [ -n "${BENCH_TMPDIR:-}" ]; then
	cache=$BENCH_TMPDIR/tapis-bench-cache
else
	cache=${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/tapis-bench
fi
mkdir -p "$cache" || fail "cannot make the cache folder $cache"

# What the rows depend on: the schema, the engines, the store, fill and grow.
deps="src sql bench/fill.c bench/grow.c"
# shellcheck disable=SC2086
if commit=$(cd "$top" && git log -1 --format=%h -- $deps 2>/dev/null) && [ -n "$commit" ]; then
	changes=$(cd "$top" && git status --porcelain -- $deps)
	if [ -n "$changes" ]; then
		commit=$commit-dirty-$(cd "$top" && { git diff HEAD -- $deps; echo "$changes"; } |
		    cksum | awk '{ print $1 }')
	fi
else
	# not a git checkout: the sources themselves
	commit=src-$(cd "$top" && cat src/*.c src/*.h sql/*.sql bench/fill.c bench/grow.c |
	    cksum | awk '{ print $1 }')
fi
# N games up to SEED_GAMES are all played by fill; more are SEED_GAMES
# played by fill and grown to N by grow (the seed kept beside them)
if [ "$N" -le "$SEED_GAMES" ]; then
	played=$N
else
	[ $((N % SEED_GAMES)) -eq 0 ] ||
		fail "N ($N) must be a multiple of SEED_GAMES ($SEED_GAMES) when above it"
	played=$SEED_GAMES
fi
db=$cache/history-n$N-p$played-s$SEED-$commit.db
made=$cache/history-n$N-p$played-s$SEED-$commit.txt
seeddb=$cache/history-seed-n$played-s$SEED-$commit.db

get_from() {
	awk -v k="$2" '$1 == k { print $2 }' "$1"
}

# Checks the grown database $1 against its seed: a game half-way through
# exported by tapis as the seed's game it copies, and the totals the
# triggers kept (player_totals, fact_totals) those of the seed times the
# copies, so that stats, leaderboard and versus count every game.
check_grown() {
	id=$((N / 2))
	sid=$(((id - 1) % played + 1))
	"$tapis" --db "$1" -c "export --json $id" | sed "s/\"id\":$id,/\"id\":0,/" >"$tmp/x.big" ||
		fail "tapis cannot export game $id of the grown database"
	"$tapis" --db "$seeddb" -c "export --json $sid" | sed "s/\"id\":$sid,/\"id\":0,/" \
	    >"$tmp/x.seed" || fail "tapis cannot export game $sid of the seed"
	cmp -s "$tmp/x.big" "$tmp/x.seed" ||
		fail "game $id of the grown database is not exported as game $sid of the seed"
	sums="SELECT sum(games), sum(wins), sum(score) FROM player_totals;
	    SELECT sum(games), sum(n), sum(total) FROM fact_totals;"
	sqlite3 -batch -init /dev/null "$seeddb" "$sums" |
	    awk -F'|' -v k=$((N / played)) '{ print $1 * k "|" $2 * k "|" $3 * k }' >"$tmp/sums.seed"
	sqlite3 -batch -init /dev/null "$1" "$sums" >"$tmp/sums.big"
	cmp -s "$tmp/sums.big" "$tmp/sums.seed" ||
		fail "the totals of the grown database are not $((N / played)) times the seed's"
}

# Counts what a database holds, the way fill prints them, into file $2.
counts() {
	sqlite3 -batch -init /dev/null "$1" "SELECT 'games', count(*) FROM games;
	    SELECT 'entries', count(*) FROM entries;
	    SELECT 'finished', count(*) FROM games WHERE status = 'finished';
	    SELECT 'abandoned', count(*) FROM games WHERE status = 'abandoned';
	    SELECT 'unfinished', count(*) FROM games WHERE status = 'playing';" |
	    tr '|' ' ' >"$2"
}

# Plays $1 games into the new file $2 with fill; its report into $3.
play() {
	echo "bench: playing $1 games into $2 (fill, seed $SEED; once for this" \
	    "tapis; some 25 s a thousand games)" >&2
	part=$2.$$.part
	"$tmp/fill" "$part" "$1" "$SEED" >"$tmp/fill.out" || fail "fill failed"
	mv "$part" "$2" || fail "cannot keep the database in $cache"
	part=""
	{
		cat "$tmp/fill.out"
		echo "made_on $(date -u +%Y-%m-%dT%H:%M:%SZ)"
	} >"$3"
}

if [ -n "${DB:-}" ]; then
	# a database given: used as it is (tapis brings its schema up to date
	# on the first run, timed below); its figures read from it
	[ -f "$DB" ] || fail "DB=$DB: no such file"
	db=$DB
	made=$tmp/made.txt
	counts "$db" "$made" || fail "DB=$DB cannot be read by sqlite3"
	[ "$(awk '$1 == "games" { print $2 }' "$made")" = "$N" ] ||
		fail "DB=$DB has $(awk '$1 == "games" { print $2 }' "$made") games, not $N"
	ns=$("$tmp/timeit" /dev/null "$tapis" --db "$db" -c 'games unfinished' 2>"$tmp/err") ||
		fail "tapis cannot open $db: $(head -3 "$tmp/err")"
	how="given by DB=; its first open by this tapis (the schema brought up to date, if it"
	how="$how was older) $(awk -v n="$ns" 'BEGIN { printf "%.1f", n / 1e9 }') s"
elif [ -f "$db" ] && [ -f "$made" ]; then
	how="made $(awk '$1 == "made_on" { print $2 }' "$made"), reused"
else
	for f in "$cache"/history-n"$N"-*.db "$cache"/history-n"$N"-*.txt; do
		[ -e "$f" ] && rm -f "$f" "$f-wal" "$f-shm"
	done
	if [ "$played" -eq "$N" ]; then
		play "$N" "$db" "$made"
		how="made by this run"
	else
		if [ ! -f "$seeddb" ] || [ ! -f "$seeddb.txt" ]; then
			for f in "$cache"/history-seed-n"$played"-*; do
				[ -e "$f" ] && rm -f "$f"
			done
			play "$played" "$seeddb" "$seeddb.txt"
		fi
		echo "bench: growing it to $N games in $cache (grow; at 100,000 games some" \
		    "2 minutes and 3 GB)" >&2
		part=$db.$$.part
		t0=$(date +%s)
		"$tmp/grow" "$seeddb" "$part" "$N" >"$tmp/grow.out" 2>"$tmp/grow.err" ||
			fail "grow failed: $(cat "$tmp/grow.err")"
		grown=$(($(date +%s) - t0))
		# tapis must read a copy back as the game it copies, and count
		# every copy in its totals (kept by the triggers grow's rows fire)
		check_grown "$part"
		mv "$part" "$db" || fail "cannot keep the database in $cache"
		part=""
		counts "$db" "$made" || fail "sqlite3 cannot read $db"
		{
			echo "seconds $(get_from "$seeddb.txt" seconds)"
			echo "grown $grown"
			echo "made_on $(date -u +%Y-%m-%dT%H:%M:%SZ)"
		} >>"$made"
		how="made by this run"
	fi
fi

get() {
	awk -v k="$1" '$1 == k { print $2 }' "$made"
}
entries=$(get entries)
bytes=$(wc -c <"$db")
# a finished game half-way through, and a player of the club
game=$(sqlite3 -batch -init /dev/null "$db" \
    "SELECT min(id) FROM games WHERE id >= $N / 2 AND status = 'finished';" 2>/dev/null)
[ -n "$game" ] || fail "no finished game in $db"
player=alice

# ---- the rounds

names=""
cmd() {
	# $1 name, $2 tapis command, $3 SQL
	names="$names $1"
	printf '%s\n' "$2" | sed "s/@GAME@/$game/g; s/@PLAYER@/$player/g" >"$tmp/$1.cmd"
	printf '%s\n' "$3" | sed "s/@GAME@/$game/g; s/@PLAYER@/$player/g" >"$tmp/$1.sql"
}
commands

# Runs command $1 through tapis (t) or sqlite3 (s); sets ns.
run() {
	if [ "$2" = t ]; then
		ns=$("$tmp/timeit" /dev/null "$tapis" --db "$db" -c "$(cat "$tmp/$1.cmd")" \
		    2>"$tmp/err") || fail "tapis -c '$(cat "$tmp/$1.cmd")' failed: $(head -3 "$tmp/err")"
	else
		ns=$("$tmp/timeit" "$tmp/$1.sql" sqlite3 -batch -init /dev/null -bail "$db" \
		    2>"$tmp/err") || fail "sqlite3 failed on the SQL of $1: $(head -3 "$tmp/err")"
	fi
	# a refusal or an SQL error is no time to report
	[ ! -s "$tmp/err" ] || fail "$1 ($2) said: $(head -3 "$tmp/err")"
}

median() {
	sort -n "$tmp/m.$1" | awk '{ v[NR] = $1 }
	    END { printf "%.0f\n", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

for c in $names; do
	run "$c" t
	run "$c" s
done
r=1
while [ "$r" -le "$RUNS" ]; do
	for c in $names; do
		run "$c" t
		echo "$ns" >>"$tmp/m.$c.t"
		run "$c" s
		echo "$ns" >>"$tmp/m.$c.s"
	done
	r=$((r + 1))
done

# ---- the report

echo "history: $N games, $entries entries ($(awk -v e="$entries" -v n="$N" \
    'BEGIN { printf "%.0f", e / n }') a game; $(get finished) finished, $(get abandoned)" \
    "abandoned, $(get unfinished) unfinished; every rule set of every engine, 2 to 4 players)"
echo "database: $(awk -v b="$bytes" 'BEGIN { printf "%.0f", b / 1048576 }') MiB," \
    "$(awk -v b="$bytes" -v n="$N" 'BEGIN { printf "%.1f", b / n / 1024 }') KiB a game," \
    "$(awk -v b="$bytes" -v e="$entries" 'BEGIN { printf "%.0f", b / e }') bytes an entry"
if [ -n "${DB:-}" ]; then
	echo "database: $how"
elif [ "$played" -eq "$N" ]; then
	echo "generation: $(get seconds) s ($(awk -v s="$(get seconds)" -v n="$N" \
	    'BEGIN { printf "%.1f", s * 1000 / n }') ms a game, one commit an entry; $how)"
else
	echo "generation: $played games played by fill in $(get seconds) s, one commit an" \
	    "entry, copied to $N by grow in $(get grown) s; $how"
fi
echo "  $db"
echo "median of $RUNS runs, warm cache, from fork to exit; show and replay on game #$game:"
printf '  %-14s %10s %12s %7s   %-8s %s\n' command "tapis ms" "sqlite3 ms" ratio \
    "<= 1.5 x" "< 200 ms"
for c in $names; do
	awk -v c="$c" -v t="$(median "$c.t")" -v s="$(median "$c.s")" 'BEGIN {
		r = t / s
		printf "  %-14s %10.1f %12.1f %7.2f   %-8s %s\n", c, t / 1e6, s / 1e6, r,
		    (r <= 1.5 ? "met" : "MISSED"), (t < 200e6 ? "met" : "MISSED") }'
done
