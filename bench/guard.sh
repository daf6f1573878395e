#!/bin/sh
# bench/guard.sh: this tree against a commit, figure by figure, in one run.
#
#   bench/guard.sh BASE                   BASE: a commit (main, HEAD~3, a1b2c3d)
#   ROUNDS=5 HISTORY_GAMES=5000 bench/guard.sh main
#
# So that a figure does not get worse unseen because each change was
# measured alone (issue 29): builds BASE in a git worktree of its own,
# under a temporary folder removed at the end, and this tree as it is
# (changes not committed included, ../dev.sh build), then runs the same
# benches for both, taking turns, and prints each figure of both beside
# their ratio new/old (above 1: this tree is slower, or larger).
#
# Each tree is measured by its own scripts, which build against its own
# library (bench/run.sh, bench/history.sh, bench/yams-solver.sh of BASE
# for BASE): what they print is parsed, nothing of theirs is copied here.
# bench/startup.sh, which times only the program, is this tree's for both
# (TAPIS= the other's).  A figure a script of BASE does not print is n/a.
#
# How each number is made:
#   - ROUNDS rounds; in each, every bench is run once for each tree, one
#     right after the other, this tree first in odd rounds and BASE first
#     in even ones, so that a slow spell of a shared machine falls on both
#   - a figure of a tree is the median of its rounds (each round's value
#     being the bench's own median of its RUNS); new/old is the ratio of
#     the two medians, and "per round" the range of the ratios of the two
#     values of each round (wide: the machine was noisy, run again)
#   - the entry and the undo: bench/run.sh (N=ENTRIES, RUNS=ENTRY_RUNS, a
#     resume database of 10 games only: resuming is not compared here);
#     its entry over SQLite's floor measured in the same run of run.sh
#   - start-up: bench/startup.sh (RUNS=STARTUP_RUNS), `tapis --db DB -c
#     games` on a small file and its ratio to the sqlite3 shell
#   - history: bench/history.sh HISTORY_GAMES (RUNS=HISTORY_RUNS), each
#     command's time and its ratio to the same SQL in sqlite3; each tree
#     makes its database once (fill, some 30 s at 1,000 games) and keeps it
#     in its own folder of the cache, so that neither deletes the other's
#   - the Yams table: bench/yams-solver.sh YAMS_GAMES (RUNS=YAMS_RUNS,
#     PRESET and PRESETS=YAMS_PRESET, one rule set or several between
#     spaces where both trees' script reads PRESETS): every figure it
#     prints of each rule set, the build on two threads (its median and
#     its best) and on one (as "one thread", or "one core" before issue
#     29), reading the table back, a hint and scoring every hand
#
# Settings (environment): ROUNDS=3 ENTRIES=5000 ENTRY_RUNS=3 STARTUP_RUNS=11
# HISTORY_GAMES=1000 HISTORY_RUNS=3 YAMS_GAMES=200 YAMS_RUNS=3
# YAMS_PRESET=yams; BENCHES='run startup history yams' (which to run);
# BENCH_TMPDIR and BENCH_CACHE as for run.sh (the caches go to
# BENCH_CACHE/guard-new and guard-base).
#
# It prints the figures and never judges them: not a gate (these machines
# are noisy), a habit.  HACKING.md says when to run it and to put its table
# in the commit's note.  Exit status: 0, or 2 if a tree does not build (a
# bench that fails is noted under the table).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
ROUNDS=${ROUNDS:-3}
ENTRIES=${ENTRIES:-5000}
ENTRY_RUNS=${ENTRY_RUNS:-3}
STARTUP_RUNS=${STARTUP_RUNS:-11}
HISTORY_GAMES=${HISTORY_GAMES:-1000}
HISTORY_RUNS=${HISTORY_RUNS:-3}
YAMS_GAMES=${YAMS_GAMES:-200}
YAMS_RUNS=${YAMS_RUNS:-3}
YAMS_PRESET=${YAMS_PRESET:-yams}
BENCHES=${BENCHES:-run startup history yams}

fail() {
	echo "guard: $*" >&2
	exit 2
}

[ $# -eq 1 ] || fail "usage: bench/guard.sh BASE (a commit)"
x=""
for v in ROUNDS ENTRIES ENTRY_RUNS STARTUP_RUNS HISTORY_GAMES HISTORY_RUNS YAMS_GAMES YAMS_RUNS; do
	eval "x=\$$v"
	case $x in
	'' | *[!0-9]* | 0) fail "$v must be a whole number > 0 (it is '$x')" ;;
	esac
done
for b in $BENCHES; do
	case $b in
	run | startup | history | yams) ;;
	*) fail "BENCHES: no bench '$b' (run, startup, history, yams)" ;;
	esac
done
base=$(git -C "$top" rev-parse --verify -q "$1^{commit}") || fail "$1: not a commit"
base_short=$(git -C "$top" rev-parse --short "$base")
new_name=$(git -C "$top" rev-parse --short HEAD)
[ -z "$(git -C "$top" status --porcelain -- src sql bench Makefile.am configure.ac)" ] ||
	new_name="$new_name+changes"

if [ -n "${BENCH_CACHE:-}" ]; then
	cache=$BENCH_CACHE
elif [ -n "${BENCH_TMPDIR:-}" ]; then
	cache=$BENCH_TMPDIR/tapis-bench-cache
else
	cache=${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/tapis-bench
fi
mkdir -p "$cache/guard-new" "$cache/guard-base" || fail "cannot make the cache folders in $cache"

tmp=$(mktemp -d "${BENCH_TMPDIR:-${TMPDIR:-/tmp}}/tapis-guard.XXXXXX") ||
	fail "cannot make a temporary folder"
tree=$tmp/base
trap 'git -C "$top" worktree remove --force "$tree" 2>/dev/null; rm -rf "$tmp";
    git -C "$top" worktree prune' EXIT
trap 'exit 2' INT TERM HUP

# ---- the two trees, built

echo "guard: building $new_name (this tree) and $base_short (BASE) in $tree" >&2
"$top/dev.sh" build >"$tmp/build-new.log" 2>&1 ||
	fail "this tree does not build: $(tail -5 "$tmp/build-new.log")"
git -C "$top" worktree add -q --detach "$tree" "$base" 2>"$tmp/worktree.err" ||
	fail "cannot make a worktree of $base_short: $(cat "$tmp/worktree.err")"
"$tree/dev.sh" build >"$tmp/build-base.log" 2>&1 ||
	fail "$base_short does not build: $(tail -5 "$tmp/build-base.log")"

# ---- the rounds: each bench's output kept as OUT.BENCH.SIDE.ROUND

# Runs bench $1 for side $2 (new or base) in round $3.  A bench that fails
# (exit 2) is noted, and what it printed before is read all the same: a
# figure it did not print is n/a.
bench() {
	if [ "$2" = new ]; then dir=$top; else dir=$tree; fi
	out=$tmp/out.$1.$2.$3
	c=$cache/guard-$2
	: >"$out"
	set +e
	case $1 in
	run)
		[ ! -f "$dir/bench/run.sh" ] ||
			N=$ENTRIES RUNS=$ENTRY_RUNS GAMES=10 RESUME_RUNS=3 BENCH_CACHE=$c \
			    sh "$dir/bench/run.sh" >"$out" 2>"$out.err" ;;
	startup)
		RUNS=$STARTUP_RUNS TAPIS=$dir/build/tapis sh "$here/startup.sh" >"$out" 2>"$out.err" ;;
	history)
		[ ! -f "$dir/bench/history.sh" ] ||
			RUNS=$HISTORY_RUNS BENCH_CACHE=$c sh "$dir/bench/history.sh" "$HISTORY_GAMES" \
			    >"$out" 2>"$out.err" ;;
	yams)
		[ ! -f "$dir/bench/yams-solver.sh" ] ||
			RUNS=$YAMS_RUNS PRESET=$YAMS_PRESET PRESETS=$YAMS_PRESET \
			    sh "$dir/bench/yams-solver.sh" "$YAMS_GAMES" 1 \
			    >"$out" 2>"$out.err" ;;
	esac
	status=$?
	set -e
	# 1 is a goal missed (run.sh, startup.sh) or a mean off (yams-solver.sh)
	[ "$status" -le 1 ] || echo "bench/$1 of $2 (round $3) exited $status: $({
		grep -h -i 'not measured\|fail\|error\|cannot' "$out" "$out.err"; tail -1 "$out.err"
	    } | head -1)" >>"$tmp/notes"
}

r=1
while [ "$r" -le "$ROUNDS" ]; do
	if [ $((r % 2)) -eq 1 ]; then order="new base"; else order="base new"; fi
	for b in $BENCHES; do
		for side in $order; do
			bench "$b" "$side" "$r"
		done
	done
	echo "guard: round $r of $ROUNDS done" >&2
	r=$((r + 1))
done

# ---- the figures: lines "NAME SIDE ROUND VALUE" in $tmp/figures, parsed
# from what each bench printed

# Appends the figures bench $1 of side $2 printed in round $3 (file $4).
figures() {
	awk -v b="$1" -v side="$2" -v r="$3" -v rules="@${YAMS_PRESET%% *}" '
	function put(name, v) { if (v != "") print name, side, r, v }
	function after(s, re,   t) {   # the number right after re in s
		if (!match(s, re "-?[0-9.]+")) return ""
		t = substr(s, RSTART, RLENGTH); sub(re, "", t); return t
	}
	b == "run" && /^entries: / {
		put("entry_us", after($0, "tapis: "))
		put("entry_over_floor", after($0, " = "))
	}
	b == "run" && /^undo in a / { put("undo_us", after($0, "game: ")) }
	b == "startup" && /^start-up: / {
		put("startup_ms", after($0, "tapis "))
		put("startup_over_sqlite3", after($0, "ratio "))
	}
	b == "startup" && /instructions \(callgrind\)/ {
		put("startup_instructions", after($0, "tapis "))
		put("startup_instructions_over_sqlite3", after($0, "ratio "))
	}
	b == "history" && /^  command / { table = 1; next }
	b == "history" && table && NF >= 4 {
		put("history_" $1 "_ms", $2); put("history_" $1 "_over_sqlite3", $4)
	}
	# the rule set of the lines that follow, in the names
	b == "yams" && /^rules / { rules = "@" $2 }
	b == "yams" && /^build_seconds / {
		put("yams_build_s" rules, $2); put("yams_build_best_s" rules, after($0, "best "))
		one = after($0, "one thread "); if (one == "") one = after($0, "one core ")
		put("yams_one_thread_s" rules, one)
	}
	b == "yams" && /^read_back_ms / { put("yams_read_back_ms" rules, $2) }
	b == "yams" && /^hint_ms / { put("yams_hint_ms" rules, $2) }
	b == "yams" && /^score_every_hand_ms / { put("yams_score_hands_ms" rules, $2) }
	' "$4" >>"$tmp/figures"
}

: >"$tmp/figures"
# (in the order of BENCHES, so that the table is too)
for b in $BENCHES; do
	for f in "$tmp/out.$b".*.*; do
		case $f in *.err) continue ;; esac
		set -- $(echo "${f#"$tmp"/out.}" | tr . ' ')
		figures "$1" "$2" "$3" "$f"
	done
done

# The names in the order they were first printed.
names=$(awk '!seen[$1]++ { print $1 }' "$tmp/figures")
label() {
	case $1 in
	entry_us) echo "entry, us (run.sh)" ;;
	entry_over_floor) echo "entry / SQLite's floor" ;;
	undo_us) echo "undo at 2000 entries, us" ;;
	startup_ms) echo "start-up, ms (-c games)" ;;
	startup_over_sqlite3) echo "start-up / sqlite3 shell" ;;
	startup_instructions) echo "start-up, instructions" ;;
	startup_instructions_over_sqlite3) echo "start-up instr. / sqlite3" ;;
	history_*_ms) h=${1#history_}; echo "history ${h%_ms}, ms" ;;
	history_*_over_sqlite3) h=${1#history_}; echo "history ${h%_over_sqlite3} / sqlite3" ;;
	yams_build_s@*) echo "Yams ${1#*@}: table, s (2 threads)" ;;
	yams_build_best_s@*) echo "Yams ${1#*@}: table, s (2, best)" ;;
	yams_one_thread_s@*) echo "Yams ${1#*@}: table, s (1 thread)" ;;
	yams_read_back_ms@*) echo "Yams ${1#*@}: read back, ms" ;;
	yams_hint_ms@*) echo "Yams ${1#*@}: hint, ms" ;;
	yams_score_hands_ms@*) echo "Yams ${1#*@}: scoring hands, ms" ;;
	*) echo "$1" ;;
	esac
}

echo "guard: $new_name (new: this tree) against $base_short (old: BASE), $ROUNDS rounds" \
    "taking turns, $(date -u '+%Y-%m-%d %H:%M') UTC, $(nproc 2>/dev/null || echo '?') cores," \
    "load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
echo "  (entries $ENTRIES x $ENTRY_RUNS a round; history $HISTORY_GAMES games x" \
    "$HISTORY_RUNS; Yams $YAMS_PRESET x $YAMS_RUNS builds on two threads and on one;" \
    "start-up x $STARTUP_RUNS)"
printf '| %-38s | %10s | %10s | %7s | %-11s |\n' figure new old new/old "per round"
printf '|%s|%s|%s|%s|%s|\n' "----------------------------------------" "-----------:" \
    "-----------:" "--------:" "-------------"
for n in $names; do
	awk -v n="$n" -v label="$(label "$n")" -v rounds="$ROUNDS" '
	function median(a, k,   i, j, t) {
		for (i = 2; i <= k; i++)
			for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
		return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
	}
	function shown(v) { return v >= 100000 ? sprintf("%d", v) : sprintf("%.4g", v) }
	$1 == n && $2 == "new" { nw[++kn] = $4; byr_n[$3] = $4 }
	$1 == n && $2 == "base" { od[++ko] = $4; byr_o[$3] = $4 }
	END {
		mn = kn ? median(nw, kn) : ""; mo = ko ? median(od, ko) : ""
		ratio = (kn && ko && mo > 0) ? sprintf("%.2f", mn / mo) : "n/a"
		lo = ""; hi = ""
		for (r = 1; r <= rounds; r++)
			if ((r in byr_n) && (r in byr_o) && byr_o[r] > 0) {
				q = byr_n[r] / byr_o[r]
				if (lo == "" || q < lo) lo = q
				if (hi == "" || q > hi) hi = q
			}
		range = lo == "" ? "" : sprintf("%.2f-%.2f", lo, hi)
		printf "| %-38s | %10s | %10s | %7s | %-11s |\n", label,
		    kn ? shown(mn) : "n/a", ko ? shown(mo) : "n/a", ratio, range
	}' "$tmp/figures"
done
echo "new/old above 1: this tree is slower (or further from sqlite3); each figure the" \
    "median of $ROUNDS rounds; per round: the lowest and highest ratio of a round"
[ ! -f "$tmp/notes" ] || sed 's/^/note: /' "$tmp/notes"
