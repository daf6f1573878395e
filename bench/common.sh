# bench/common.sh: what the benches share, read by each (". common.sh")
# after it has set $top, the tree's top folder.

# fail MESSAGE: the bench could not measure; said, exit status 2.
fail() {
	echo "bench: $*" >&2
	exit 2
}

# bench_tapis: the program to time into $tapis: $TAPIS where given, else
# this tree's, built first (../dev.sh build); fails if it is none.
bench_tapis() {
	if [ -z "${TAPIS:-}" ]; then
		"$top/dev.sh" build >&2 || fail "tapis does not build (../dev.sh build failed)"
	fi
	tapis=${TAPIS:-$top/build/tapis}
	[ -x "$tapis" ] || fail "$tapis: no such program"
}

# bench_tmp NAME: a new temporary folder into $tmp (under $BENCH_TMPDIR,
# else $TMPDIR, else /tmp); the caller removes it.
bench_tmp() {
	tmp=$(mktemp -d "${BENCH_TMPDIR:-${TMPDIR:-/tmp}}/tapis-$1.XXXXXX") ||
		fail "cannot make a temporary folder"
}

# bench_counts NAME...: each setting NAME a whole number above 0, or fail.
bench_counts() {
	for v in "$@"; do
		eval "x=\$$v"
		case $x in
		'' | *[!0-9]* | 0) fail "$v must be a whole number > 0 (it is '$x')" ;;
		esac
	done
}
