#!/bin/sh
# bench/fuzz.sh: how many inputs a second each fuzz target runs.
#
#   bench/fuzz.sh                        every target, 20 s each, in both builds
#   SECONDS_EACH=30 bench/fuzz.sh
#   RUNS=50000 TARGETS='line query' BUILDS=plain bench/fuzz.sh
#   BASELINE=ecc6c55 TARGETS='line load' bench/fuzz.sh
#
# It builds the targets twice with clang's libFuzzer (`make fuzz-build` of
# a build folder configured from this tree, made in the bench's own cache
# folder, one a tree, if BUILD is not given): the plain fuzzing build
# (-fsanitize=fuzzer) and the one `make fuzz` runs
# (-fsanitize=fuzzer,address,undefined).  Each target then runs from its
# seed corpus in tests/fuzz/TARGET (read only: what it finds goes to a
# scratch folder), -seed=1, for SECONDS_EACH seconds (-max_total_time) or
# RUNS inputs (-runs), whichever comes first, with -print_final_stats=1.
# Its rate is libFuzzer's own: stat::number_of_executed_units and
# stat::average_exec_per_sec (inputs over the time on the clock); beside it
# the same inputs over the processor time the run took (user and system),
# the figure that holds on a shared machine.  The target (issue 19): over
# 1,000 inputs a second in the plain build.  It never fails on a rate: it
# prints them.  Exit status 2 if the bench itself failed (clang missing, a
# build failed, a target crashed or found something: its output is kept
# and named).
#
# BASELINE=COMMIT also builds the targets of that commit of this
# repository (a copy of its tree in the cache folder, built with its own
# `make fuzz`, which has no fuzz-build: its run of a second each is
# thrown away) and runs those of TARGETS it has in the same way, on the
# same seed corpora of today, in a row of their own: ecc6c55 is the last
# commit where each input made its store anew.
#
# Settings (environment): SECONDS_EACH=20, RUNS (none), TARGETS (all
# six), BUILDS='plain asan', BUILD=a configured build folder to use,
# BASELINE (none), FUZZ_CC=clang.  Never part of `make check`.  Run it
# under nice on a shared machine; `uptime` is printed first.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
SECONDS_EACH=${SECONDS_EACH:-20}
RUNS=${RUNS:--1}
TARGETS=${TARGETS:-line load import board advice_cache query}
BUILDS=${BUILDS:-plain asan}
BASELINE=${BASELINE:-}
FUZZ_CC=${FUZZ_CC:-clang}
cache=${XDG_CACHE_HOME:-$HOME/.cache}/tapis-bench
mkdir -p "$cache"
work=$(mktemp -d "${TMPDIR:-/tmp}/tapis-fuzz-bench-XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM

command -v "$FUZZ_CC" >/dev/null || { echo "bench/fuzz.sh: no $FUZZ_CC (apt-get install clang)" >&2; exit 2; }

sanitizers() {
	case $1 in
	plain) echo fuzzer ;;
	asan) echo fuzzer,address,undefined ;;
	*) echo "bench/fuzz.sh: no build $1 (plain, asan)" >&2; exit 2 ;;
	esac
}

# A folder configured from the tree at $1 (made once, in $2).
configured() {
	if [ ! -f "$2/Makefile" ]; then
		(cd "$1" && autoreconf -fi >/dev/null 2>&1)
		mkdir -p "$2"
		(cd "$2" && "$1/configure" -q >/dev/null) ||
		    { echo "bench/fuzz.sh: configure of $1 failed" >&2; exit 2; }
	fi
}

build=${BUILD:-}
if [ -z "$build" ]; then
	build=$cache/fuzz-build-$(basename "$here")
	configured "$here" "$build"
fi
for b in $BUILDS; do
	san=$(sanitizers "$b")
	mkdir -p "$work/$b"
	if ! make -s -C "$build" fuzz-build FUZZ_CC="$FUZZ_CC" FUZZ_SANITIZE="$san" \
	    FUZZ_OUT="$work/$b" FUZZ_TARGETS="$TARGETS" >"$work/$b.log" 2>&1; then
		echo "bench/fuzz.sh: the $b build failed:" >&2
		tail -20 "$work/$b.log" >&2
		exit 2
	fi
done

# The baseline's targets, in $work/base-BUILD/fuzz_TARGET: its tree's own
# `make fuzz` with its FUZZ_CFLAGS set to the build's sanitizers.
if [ -n "$BASELINE" ]; then
	commit=$(git -C "$here" rev-parse --short "$BASELINE^{commit}") ||
	    { echo "bench/fuzz.sh: no commit $BASELINE" >&2; exit 2; }
	tree=$cache/tree-$commit
	if [ ! -f "$tree/configure.ac" ]; then
		mkdir -p "$tree"
		git -C "$here" archive "$commit" | tar -x -C "$tree"
	fi
	configured "$tree" "$tree/build"
	for b in $BUILDS; do
		san=$(sanitizers "$b")
		rm -rf "$tree/build/fuzz"
		make -s -C "$tree/build" fuzz FUZZ_CC="$FUZZ_CC" FUZZ_SECONDS=1 \
		    FUZZ_CFLAGS="-g -O1 -std=c11 -fsanitize=$san -fno-sanitize-recover=all" \
		    >"$work/base-$b.log" 2>&1 || true
		mkdir -p "$work/base-$b"
		for t in $TARGETS; do
			if [ -x "$tree/build/fuzz/fuzz_$t" ]; then
				cp "$tree/build/fuzz/fuzz_$t" "$work/base-$b/"
			fi
		done
	done
fi

# Runs the target $1 ($2: its build's folder) and prints "UNITS PER_SEC
# PER_CPU_SEC", or "failed": libFuzzer's final stats, and the units over
# the processor time of the run (user and system: `times` in the
# subshell of $(...) counts its children alone, this run).
run() {
	rm -rf "$work/corpus"
	mkdir -p "$work/corpus"
	set +e
	"$2/fuzz_$1" -seed=1 -runs="$RUNS" -max_total_time="$SECONDS_EACH" \
	    -print_final_stats=1 "$work/corpus" "$here/tests/fuzz/$1" \
	    >"$work/out" 2>&1
	rc=$?
	set -e
	if [ $rc != 0 ]; then
		echo failed
		return
	fi
	times >"$work/times"
	cpu=$(awk 'NR == 2 { s = 0; for (i = 1; i <= NF; i++) { split($i, m, "m");
		sub("s", "", m[2]); s += m[1] * 60 + m[2] } print s }' "$work/times")
	awk -v cpu="$cpu" '
		/^stat::number_of_executed_units:/ { units = $2 }
		/^stat::average_exec_per_sec:/ { rate = $2 }
		END { printf "%d %d %.0f\n", units, rate, (cpu > 0 ? units / cpu : 0) }' "$work/out"
}

# One row of the table: the target $1, its builds' folders under $work
# named by the prefix $2 ('' or 'base-'), the row's label $3.
row() {
	printf '%-22s' "$3"
	for b in $BUILDS; do
		if [ ! -x "$work/$2$b/fuzz_$1" ]; then
			printf '  %12s %8s %8s' - - -
			continue
		fi
		set -- "$1" "$2" "$3" $(run "$1" "$work/$2$b")
		if [ "$4" = failed ]; then
			cp "$work/out" "$cache/fuzz-$2$1-$b.log"
			printf '  %12s %8s %8s' failed - -
			echo "bench/fuzz.sh: $1 ($2$b) failed: $cache/fuzz-$2$1-$b.log" >&2
			status=2
			continue
		fi
		printf '  %12s %8s %8s' "$4" "$5" "$6"
		set -- "$1" "$2" "$3"
	done
	printf '\n'
}

echo "# $(uptime)"
if [ "$RUNS" = -1 ]; then
	echo "# $SECONDS_EACH s each from its seed corpus, -seed=1"
else
	echo "# $SECONDS_EACH s or $RUNS inputs each, the first reached, from its seed corpus, -seed=1"
fi
echo "# inputs: libFuzzer's stat::number_of_executed_units; /s: its"
echo "# stat::average_exec_per_sec (on the clock, whole seconds: 0 under one);"
echo "# /s CPU: inputs over the run's user and system time"
printf '%-22s' target
for b in $BUILDS; do printf '  %12s %8s %8s' "$b inputs" "/s" "/s CPU"; done
printf '\n'
status=0
for t in $TARGETS; do
	row "$t" "" "$t"
	if [ -n "$BASELINE" ]; then
		row "$t" base- "$t at $commit"
	fi
done
echo "# $(uptime)"
exit $status
