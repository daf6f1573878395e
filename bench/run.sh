#!/bin/sh
# bench/run.sh: what an entry costs tapis, against what SQLite cannot go below.
#
# Generates sessions of N accepted entries (bench/gen.c), runs them through
# batch mode, and prints the cost of one entry as a ratio to one-row SQLite
# commits with the store's journal settings (bench/floor.c), both measured in
# this run, on the same disk.  Then the cost of an entry in short games and in
# long ones, and of an undo in a long game.  Targets (the issues that asked
# for this bench): an entry at most 1.2 x the floor (issue 29; 1.5 before);
# an entry's cost flat in the length of the game; an undo at most 100 us, at
# 2000 entries and at 10000 alike (issue 29: an undo replays no more than a
# stride of entries, however long the game); resuming one game in a database
# of 100,000 games (10 million entries) under 5 ms.
#
# How each number is made:
#   - a tapis run is timed from fork to exit (bench/timeit.c, monotonic clock),
#     stdin from the script, stdout to /dev/null; every run must exit 0
#   - "per entry" = (run of the script - run of its `new` lines alone) / N:
#     process start, schema creation and game creation are taken out, so what
#     is left is reading, checking, storing and printing the entries
#   - each measure is taken RUNS times, a round doing every measure once, on
#     a fresh database each time; the median of the per-round values is shown
#   - undo: a game of UNDO_GAME + UNDO_K entries, played once; then each
#     round, on a copy of it, `resume 1` and UNDO_K undos, minus `resume 1`
#     alone, over UNDO_K: each undo is made in a game of at least UNDO_GAME
#     entries, and includes the line, the replay, the commit and the
#     printing; the same at UNDO_LONG entries.  (Timed against the whole
#     game played again, as it was, the noise of two runs of 10,000 entries
#     over 200 undos was more than the 100 us of the target.)
#   - then bench/probe.c, linked with libtapis.a, in one process:
#     . an entry split into engine (game_play) / store (store_append: BEGIN,
#       DELETE of the undone entries if any, INSERT, COMMIT) / render, and
#       the same lines timed whole through command_run_line in a second
#       session played in step with the first: whole - sum of the parts is
#       the parsing and dispatch the split leaves out
#     . an undo split into replay / store (at UNDO_GAME and UNDO_LONG
#       entries), and a new entry played over an undone one (store_append's
#       DELETE path)
#     . on tapis's schema with plain SQLite and the store's settings, N
#       commits each of (a) the floor's one-row insert, (b) the store's
#       INSERT of an entry with all 10 values bound, (c) the store's DELETE
#       of one undone entry then (b), with the WAL pages each commit writes;
#       the three take turns, 100 commits at a time, so that a slow spell of
#       the machine falls on all three alike.  The SQL of (b) and (c) is a
#       copy of src/store/store.c's; the report says so if the copy no longer
#       matches.
#     . what the entry's goal leaves for all but the row's commit (1.2 x
#       (a) less (b)), beside what the line, the engine, the facts and the
#       answer take (a long game's whole line less its store_append)
#     The breakdown is skipped, with a note, if probe.c does not build.
#   - resume: the time to resume one game, as a user pays for it when typing
#     `resume N`: store_game_load + game_replay (what session_open does),
#     timed in one process by bench/probe.c (probe resume), in a database of
#     GAMES games of GAME_LEN entries each (2 players, 10000), and the same
#     game in the database of SEED_GAMES games that one was grown from: the
#     ratio of the two is the cost of the other games being there.  Games
#     #1, #GAMES/2 and #GAMES, each resumed once a round in both databases,
#     RESUME_RUNS rounds (fewer, at least 3, once RESUME_BUDGET seconds are
#     spent) after one round that warms the caches; the median of all of
#     them is judged, the best is shown.  Then the whole process, `tapis --db
#     DB -c 'resume N'` from fork to exit, as many rounds, for reference.
#   - the big database: SEED_GAMES games played through tapis (gen.c's
#     script), then grown by bench/grow.c, which copies tapis's own rows
#     (every table that hangs from games, the columns PRAGMA table_info
#     gives) under new game numbers until there are GAMES games; tapis must
#     then export games #1, #GAMES/2 and #GAMES exactly as the seed's game
#     they copy.  It is kept in the cache folder (BENCH_CACHE), named after
#     the schema version, the checksum of the tapis binary and of gen.c and
#     grow.c, GAMES and GAME_LEN, and made again when one of those changes
#     (older ones of the same GAMES are deleted then).  At 100,000 games it
#     takes about 35 s (20 of them in grow) and 680 MB.
#
# Settings (environment): N=10000 RUNS=5 SHORT=20 LONG=2000 UNDO_GAME=2000
# UNDO_LONG=10000 UNDO_K=1000 GAMES=100000 (a multiple of 10; fewer for a quick run, then the
# resume target is judged only if missed already) GAME_LEN=100 RESUME_RUNS=5
# RESUME_BUDGET=30; TAPIS=path to use that binary instead of building this
# tree; BENCH_TMPDIR=folder under which the databases go (default $TMPDIR or
# /tmp: put it on the disk tapis really writes to, as the floor moves with
# it); BENCH_CACHE=folder that keeps the big database between runs (default
# $BENCH_TMPDIR/tapis-bench-cache if BENCH_TMPDIR is set, else
# ${XDG_CACHE_HOME:-$HOME/.cache}/tapis-bench).
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
UNDO_LONG=${UNDO_LONG:-10000}
UNDO_K=${UNDO_K:-1000}
GAMES=${GAMES:-100000}
GAME_LEN=${GAME_LEN:-100}
RESUME_RUNS=${RESUME_RUNS:-5}
RESUME_BUDGET=${RESUME_BUDGET:-30}
SEED_GAMES=10          # games played through tapis, that the big database copies
TARGET_GAMES=100000    # the size the resume target is set for
CC=${CC:-cc}
CFLAGS_BENCH="-std=c11 -O2 -Wall -Wextra -Wstrict-prototypes -Wmissing-prototypes"

. "$here/common.sh"

x=""
bench_counts N RUNS SHORT LONG UNDO_GAME UNDO_LONG UNDO_K GAMES GAME_LEN RESUME_RUNS RESUME_BUDGET
[ $((GAMES % SEED_GAMES)) -eq 0 ] || fail "GAMES must be a multiple of $SEED_GAMES (it is $GAMES)"

# ---- tapis, and the helpers

bench_tapis

bench_tmp bench
part=""
trap 'rm -rf "$tmp"; [ -z "$part" ] || rm -f "$part" "$part-wal" "$part-shm" "$part-journal"' EXIT
trap 'exit 2' INT TERM HUP

command -v pkg-config >/dev/null 2>&1 || fail "pkg-config is needed"
sqlite_flags=$(pkg-config --cflags --libs sqlite3) || fail "sqlite3 development files are needed"
# shellcheck disable=SC2086
{
	$CC $CFLAGS_BENCH -o "$tmp/gen" "$here/gen.c" &&
	$CC $CFLAGS_BENCH -o "$tmp/timeit" "$here/timeit.c" &&
	$CC $CFLAGS_BENCH -o "$tmp/floor" "$here/floor.c" $sqlite_flags &&
	$CC $CFLAGS_BENCH -o "$tmp/grow" "$here/grow.c" $sqlite_flags
} || fail "the bench helpers do not build"

probe=""
if [ -f "$top/build/libtapis.a" ]; then
	readline_libs=$(pkg-config --libs readline 2>/dev/null || echo -lreadline)
	icu_libs=$(pkg-config --libs icu-uc icu-i18n 2>/dev/null || echo -licui18n -licuuc -licudata)
	# (the web server's, which libtapis.a's commands reach since issue 28)
	serve_libs=$(pkg-config --libs libmicrohttpd libqrencode 2>/dev/null || echo -lmicrohttpd -lqrencode)
	# shellcheck disable=SC2086
	if $CC $CFLAGS_BENCH $(find "$top/src" -type d -printf ' -I%p') -I"$top/build" -o "$tmp/probe" "$here/probe.c" \
	    "$top/build/libtapis.a" $sqlite_flags $readline_libs $icu_libs $serve_libs -pthread \
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
# $1 name, $2 entries: a game of $2 + UNDO_K entries played once into
# $1.seed.db; then NAME.txt resumes it and takes UNDO_K entries back, NAME0.txt
# only resumes it
make_undo_script() {
	"$tmp/gen" $(($2 + UNDO_K)) $(($2 + UNDO_K)) >"$tmp/$1.game.txt" || fail "gen failed"
	"$tmp/timeit" "$tmp/$1.game.txt" "$tapis" --db "$tmp/$1.seed.db" >/dev/null ||
		fail "tapis refused a line of $1.game.txt or failed"
	echo "resume 1" >"$tmp/${1}0.txt"
	cp "$tmp/${1}0.txt" "$tmp/$1.txt"
	i=0
	while [ $i -lt "$UNDO_K" ]; do
		echo undo
		i=$((i + 1))
	done >>"$tmp/$1.txt"
}
make_undo_script undo "$UNDO_GAME"
make_undo_script undo_long "$UNDO_LONG"

for s in main short long single; do
	got=$(grep -cv '^new ' "$tmp/$s.txt" || true)
	[ "$got" -eq "$N" ] || fail "gen wrote $got entries in $s.txt, not $N"
done

# ---- the big database, for resuming a game

get() {
	# $1 file, $2 key
	awk -v k="$2" '$1 == k { print $2 }' "$1"
}

if [ -n "${BENCH_CACHE:-}" ]; then
	cache=$BENCH_CACHE
elif [ -n "${BENCH_TMPDIR:-}" ]; then
	cache=$BENCH_TMPDIR/tapis-bench-cache
else
	cache=${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/tapis-bench
fi
mkdir -p "$cache" || fail "cannot make the cache folder $cache"

# The seed, through tapis: its version and the tapis binary name the cache.
"$tmp/gen" $((SEED_GAMES * GAME_LEN)) "$GAME_LEN" >"$tmp/seed.txt" || fail "gen failed"
"$tmp/timeit" "$tmp/seed.txt" "$tapis" --db "$tmp/seed.db" >/dev/null ||
	fail "tapis refused a line of seed.txt or failed"
version=$("$tmp/grow" version "$tmp/seed.db") || fail "cannot read the seed's schema version"
tapis_sum=$(cksum <"$tapis" | awk '{ print $1 }')
bench_sum=$(cat "$here/gen.c" "$here/grow.c" | cksum | awk '{ print $1 }')
key=v$version-g$GAMES-l$GAME_LEN-t$tapis_sum-b$bench_sum
big=$cache/big-$key.db
seed=$cache/seed-$key.db
made=$cache/big-$key.txt     # what grow said, and how long the making took

# Game id of the seed that game $1 of the big database is a copy of.
seed_id() {
	echo $((($1 - 1) % SEED_GAMES + 1))
}
resume_ids="1 $((GAMES / 2)) $GAMES"

if [ -f "$big" ] && [ -f "$seed" ] && [ -f "$made" ]; then
	made_now=""
else
	echo "bench: making a database of $GAMES games of $GAME_LEN entries for resume in" \
	    "$cache (once for this tapis and schema; at 100000 games about 35 s and 680 MB)" >&2
	for f in "$cache"/big-v*-g"$GAMES"-*.db "$cache"/seed-v*-g"$GAMES"-*.db \
	    "$cache"/big-v*-g"$GAMES"-*.txt; do
		[ -e "$f" ] && rm -f "$f" "$f-wal" "$f-shm"
	done
	t0=$(date +%s)
	part=$big.$$.part
	"$tmp/grow" "$tmp/seed.db" "$part" "$GAMES" >"$tmp/grow.out" 2>"$tmp/grow.err" ||
		fail "grow failed: $(cat "$tmp/grow.err")"
	# tapis must read the copies back as the games they copy
	for id in $resume_ids; do
		sid=$(seed_id "$id")
		"$tapis" --db "$part" -c "export --json $id" >"$tmp/x.big" ||
			fail "tapis cannot export game $id of the grown database"
		"$tapis" --db "$tmp/seed.db" -c "export --json $sid" >"$tmp/x.seed" ||
			fail "tapis cannot export game $sid of the seed"
		sed "s/\"id\":$id,/\"id\":0,/" "$tmp/x.big" >"$tmp/x.big0"
		sed "s/\"id\":$sid,/\"id\":0,/" "$tmp/x.seed" >"$tmp/x.seed0"
		cmp -s "$tmp/x.big0" "$tmp/x.seed0" ||
			fail "game $id of the grown database is not exported as game $sid of the seed"
	done
	chmod 600 "$part" "$tmp/seed.db"
	if ! mv "$tmp/seed.db" "$seed" || ! mv "$part" "$big"; then
		fail "cannot keep the database in $cache"
	fi
	part=""
	made_now=$(($(date +%s) - t0))
	{
		cat "$tmp/grow.out"
		echo "made_s $made_now"
		echo "made_on $(date -u +%Y-%m-%dT%H:%M:%SZ)"
	} >"$made"
fi
big_entries=$(awk '$1 == "rows" && $2 == "entries" { print $3 }' "$made")
seed_entries=$((big_entries / (GAMES / SEED_GAMES)))
big_mb=$(du -k "$big" | awk '{ printf "%.0f", $1 / 1024 }')

# ---- the rounds

db=$tmp/bench.db

fresh() {
	rm -f "$db" "$db-wal" "$db-shm" "$db-journal"
}

# Sets ns to the time a batch run of script $1 takes; the run must accept
# every line.  An undo script runs on a copy of the game it takes back.
run_tapis() {
	fresh
	case $1 in
	undo*)
		cp "$tmp/${1%0}.seed.db" "$db"
		[ ! -f "$tmp/${1%0}.seed.db-wal" ] || cp "$tmp/${1%0}.seed.db-wal" "$db-wal"
		;;
	esac
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
	for s in main short long single undo undo_long; do
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

# ---- resuming a game

resume_rounds=0
if [ -n "$probe" ]; then
	echo "bench: resuming games $resume_ids among $GAMES" >&2
	# shellcheck disable=SC2086
	"$probe" resume "$big" "$seed" "$RESUME_RUNS" "$RESUME_BUDGET" $resume_ids \
	    >"$tmp/p.resume" || fail "probe resume failed"
	resume_rounds=$(get "$tmp/p.resume" rounds)
fi
# the whole process, as many rounds (RESUME_RUNS without the probe)
[ "$resume_rounds" -gt 0 ] || resume_rounds=$RESUME_RUNS
r=1
while [ "$r" -le "$resume_rounds" ]; do
	for id in $resume_ids; do
		ns=$("$tmp/timeit" /dev/null "$tapis" --db "$big" -c "resume $id") ||
			fail "tapis -c 'resume $id' failed on the big database"
		record resume_big "$ns"
		ns=$("$tmp/timeit" /dev/null "$tapis" --db "$seed" -c "resume $(seed_id "$id")") ||
			fail "tapis -c 'resume $(seed_id "$id")' failed on the seed"
		record resume_seed "$ns"
	done
	r=$((r + 1))
done

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
undo_long_us=$(us "$(median undo_long)" "$UNDO_K")
ratio=$(awk -v x="$main_us" -v y="$floor_us" 'BEGIN { printf "%.2f", x / y }')
growth=$(awk -v l="$single_us" -v s="$short_us" 'BEGIN { printf "%.2f", l / s }')

echo "entries: $N · tapis: $main_us us/entry · floor (one-row commits, WAL," \
    "synchronous=NORMAL): $floor_us us/commit · ratio $main_us/$floor_us = $ratio" \
    "(target <= 1.2)"
echo "short games ($SHORT entries): $short_us us/entry · long games ($LONG entries):" \
    "$long_us us/entry · one game of $N entries: $single_us us/entry ·" \
    "longest/short = $growth"
echo "new game (not an entry): $new_ms ms each · so short games cost $short_raw_us" \
    "us an entry with their \`new\` and the start of tapis counted"
for u in "$UNDO_GAME:$undo_us" "$UNDO_LONG:$undo_long_us"; do
	echo "undo in a ${u%%:*}-entry game: ${u#*:} us (target <= 100; measured on games of" \
	    "$((${u%%:*} + 1)) to $((${u%%:*} + UNDO_K)) entries)"
done
ms() {
	# $1 ns: milliseconds, three decimals
	awk -v t="$1" 'BEGIN { printf "%.3f", t / 1e6 }'
}
if [ -n "$probe" ]; then
	f=$tmp/p.resume
	rs_big_ms=$(ms "$(get "$f" big_ns)")
	rs_seed_ms=$(ms "$(get "$f" seed_ns)")
	rs_ratio=$(awk -v x="$(get "$f" big_ns)" -v y="$(get "$f" seed_ns)" 'BEGIN { printf "%.1f", x / y }')
	n=$(($(get "$f" rounds) * 3))
	echo "resume one game ($GAME_LEN entries; store_game_load + game_replay, in process):" \
	    "$rs_big_ms ms among $GAMES games ($big_entries entries) · $rs_seed_ms ms, the same" \
	    "game among $SEED_GAMES ($seed_entries entries) · ratio $rs_ratio (median of $n;" \
	    "best $(ms "$(get "$f" big_best_ns)") / $(ms "$(get "$f" seed_best_ns)") ms)"
	line="  by game:"
	for id in $resume_ids; do
		line="$line #$id $(ms "$(get "$f" "id_${id}_ns")") ms"
	done
	line="$line · the first of each (the warm-up round):"
	for id in $resume_ids; do
		line="$line $(ms "$(get "$f" "id_${id}_first_ns")")"
	done
	echo "$line ms"
fi
wp_big=$(median resume_big)
wp_seed=$(median resume_seed)
echo "  whole process, tapis --db DB -c 'resume N' (median of $((resume_rounds * 3))):" \
    "$(ms "$wp_big") ms among $GAMES games · $(ms "$wp_seed") ms among $SEED_GAMES ·" \
    "ratio $(awk -v x="$wp_big" -v y="$wp_seed" 'BEGIN { printf "%.1f", x / y }')"
if [ -n "$made_now" ]; then
	how="made by this run in $made_now s"
else
	how="made $(get "$made" made_on) in $(get "$made" made_s) s, reused"
fi
echo "  the big database: $big_mb MiB, $big ($how)"
echo "range over the $RUNS runs, us: tapis $(spread main "$N") · floor $(spread floor "$N") ·" \
    "short $(spread short "$N") · long $(spread long "$N") · one game $(spread single "$N") ·" \
    "undo $(spread undo "$UNDO_K") · undo at $UNDO_LONG $(spread undo_long "$UNDO_K")"

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
verdict "entry <= 1.2 x floor (is $ratio x)" "$ratio <= 1.2"
verdict "entry cost flat in game length (one $N-entry game / $SHORT-entry games = $growth; flat: <= 1.25)" \
    "$growth <= 1.25"
verdict "undo at $UNDO_GAME entries <= 100 us (is $undo_us us)" "$undo_us <= 100"
verdict "undo at $UNDO_LONG entries <= 100 us (is $undo_long_us us)" "$undo_long_us <= 100"
if [ -z "$probe" ]; then
	echo "  NOT MEASURED: resume one game among $GAMES < 5 ms: bench/probe.c does not" \
	    "build against build/libtapis.a (see below)"
	status=2
elif [ "$GAMES" -ge "$TARGET_GAMES" ]; then
	verdict "resume one game among $GAMES games ($big_entries entries) < 5 ms (is $rs_big_ms ms)" \
	    "$rs_big_ms < 5"
elif awk "BEGIN { exit !($rs_big_ms >= 5) }"; then
	verdict "resume one game among $TARGET_GAMES games < 5 ms (is $rs_big_ms ms among $GAMES already)" \
	    "0"
else
	echo "  not judged: resume one game among $TARGET_GAMES games < 5 ms (GAMES=$GAMES:" \
	    "$rs_big_ms ms; run with GAMES=$TARGET_GAMES to judge)"
fi

# ---- where the time goes

if [ -z "$probe" ]; then
	echo "breakdown skipped: bench/probe.c does not build against build/libtapis.a:"
	sed 's/^/  /' "$tmp/probe.err" 2>/dev/null | head -5
	exit $status
fi

rm -rf "$tmp/p" && mkdir "$tmp/p"
"$probe" entries "$tmp/p/short.db" "$tmp/short.txt" >"$tmp/p.short" || fail "probe failed"
"$probe" entries "$tmp/p/long.db" "$tmp/long.txt" >"$tmp/p.long" || fail "probe failed"
for u in undo:"$UNDO_GAME" undo_long:"$UNDO_LONG"; do
	"$tmp/gen" "${u#*:}" "${u#*:}" >"$tmp/p.${u%%:*}.txt"
	"$probe" undo "$tmp/p/${u%%:*}.db" "$tmp/p.${u%%:*}.txt" "$UNDO_K" >"$tmp/p.${u%%:*}" ||
		fail "probe failed"
done
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
for u in undo undo_long; do
	f=$tmp/p.$u
	awk -v n="$(get "$f" game_entries)" -v rp="$(get "$f" undo_replay_ns)" \
	    -v st="$(get "$f" undo_store_ns)" -v t="$(get "$f" undo_ns)" \
	    -v p90="$(get "$f" undo_p90_ns)" -v mx="$(get "$f" undo_max_ns)" \
	    -v rd="$(get "$f" redo_ns)" 'BEGIN {
		printf "undo at %d entries (median of %s): game_undo %.1f us (from the checkpoint" \
		    " before, as many entries replayed as it is behind) · store %.0f us · total %.0f us" \
		    " (p90 %.0f, max %.0f) · redo %.0f us\n", n, "'"$UNDO_K"'", rp / 1000, st / 1000,
		    t / 1000, p90 / 1000, mx / 1000, rd / 1000 }'
done
f=$tmp/p.undo
awk -v re="$(get "$f" replace_engine_ns)" -v rs="$(get "$f" replace_store_ns)" 'BEGIN {
	printf "a new entry over an undone one (mean of %s): engine %.1f us · store %.1f us" \
	    " (store_append with the DELETE)\n", "'"$UNDO_K"'", re / 1000, rs / 1000 }'

# The statements probe.c times must be the store's: every line it marks as
# copied from src/store/store.c must be a line of it (leading blanks aside).
stale=$(awk '
	FNR == 1 { file++ }
	{ line = $0; sub(/^[ \t]+/, "", line) }
	file == 1 { have[line] = 1; next }
	/copied from src\/store\.c: begin/ { copying = 1; next }
	/copied from src\/store\.c: end/ { copying = 0; next }
	copying && line != "" && !(line in have) { print "  " line }
    ' "$top/src/store/store.c" "$here/probe.c")
echo "the store's commit of an entry, on tapis's schema with plain SQLite and the" \
    "store's settings, $N commits each (us a commit · WAL pages a commit):"
if [ -n "$stale" ]; then
	echo "  NOTE: bench/probe.c's copy of src/store/store.c's SQL is out of date; these lines" \
	    "are no longer in src/store/store.c, so (b) and (c) time other statements:"
	echo "$stale"
fi
f=$tmp/p.sql
for row in "floor:(a) one row into a small table of its own (the floor)" \
    "insert:(b) the store's INSERT of an entry, 10 values bound" \
    "drop_insert:(c) the store's DELETE of 1 undone entry, then (b)"; do
	key=${row%%:*}
	awk -v l="${row#*:}" -v ns="$(get "$f" "${key}_ns")" -v fr="$(get "$f" "${key}_frames")" \
	    -v fl="$(get "$f" floor_ns)" \
	    'BEGIN { printf "  %-58s %6.1f us  %4.2fx floor  %5.2f pages\n", l, ns / 1000,
	        ns / fl, fr }'
done
echo "  ((c): the table holds $N entries; the row each commit inserts is the one" \
    "the next one deletes, standing for an entry undone in between)"
# What the entry's goal leaves for all that is not the row's commit: the
# line read, the engine, the facts and the answer, beside what they take
# (long games: the whole line less store_append), both in this run.
awk -v fl="$(get "$f" floor_ns)" -v ins="$(get "$f" insert_ns)" \
    -v w="$(get "$tmp/p.long" line_ns)" -v st="$(get "$tmp/p.long" store_ns)" 'BEGIN {
	printf "the goal (1.2 x floor) less (b) leaves %.1f us an entry for the line, the" \
	    " engine, the facts and the answer; they take %.1f us (long games: whole less store)\n",
	    (1.2 * fl - ins) / 1000, (w - st) / 1000 }'
exit $status
