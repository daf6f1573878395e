#!/bin/sh
# One script for the two things a developer or a table does with a checkout:
#   ./dev.sh run [ARGS...]   install what is missing, build, start tapis
#   ./dev.sh test            install what is missing, build, run every test
#   ./dev.sh coverage        the same tests in build-cov, counted: what
#                            each file of src/ runs (HACKING.md)
# (also: ./dev.sh build, ./dev.sh deps)
set -eu

top=$(cd "$(dirname "$0")" && pwd)
build="$top/build"

# Debian packages tapis needs to build, and to test.
# gettext: msgfmt, xgettext and msgmerge (the catalogues, tests/po.sh);
# autopoint: autoreconf's copy of gettext's build files; locales: the
# French locale the French tests read numbers in (made by deps below);
# libmicrohttpd-dev: the web server of serve, libqrencode-dev its QR
# code; chromium, its driver and selenium: the tests that read serve's
# page in a browser, curl the others; procps: pgrep, which finds the
# server tests/serving.sh stops; libpq-dev: a league on PostgreSQL (loaded
# at its first use), and postgresql, the server tests/league.sh starts a
# cluster of (Debian 12's is 15), as the user postgres it makes.
BUILD_DEPS="gcc make autoconf automake pkgconf libsqlite3-dev libreadline-dev libicu-dev gettext autopoint libmicrohttpd-dev libqrencode-dev libpq-dev"
TEST_DEPS="libcmocka-dev mandoc sqlite3 locales chromium chromium-driver python3-selenium curl procps postgresql"
# gcovr: the report of ./dev.sh coverage (gcc's counters read per file)
COVERAGE_DEPS="gcovr"

deps() {
	missing=""
	for p in "$@"; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
			missing="$missing $p"
	done
	[ -z "$missing" ] && return 0
	if ! command -v apt-get >/dev/null 2>&1; then
		echo "dev.sh: please install:$missing" >&2
		exit 2
	fi
	sudo=""
	[ "$(id -u)" -eq 0 ] || sudo="sudo"
	echo "dev.sh: installing$missing" >&2
	$sudo apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null
}

# The French locale (fr_FR.UTF-8), for the tests that read tapis as a
# French table does; made once with localedef where it is missing.
french_locale() {
	locale -a 2>/dev/null | grep -qi '^fr_FR\.utf-\?8$' && return 0
	command -v localedef >/dev/null 2>&1 || return 0
	sudo=""
	[ "$(id -u)" -eq 0 ] || sudo="sudo"
	echo "dev.sh: making the locale fr_FR.UTF-8" >&2
	$sudo localedef -i fr_FR -f UTF-8 fr_FR.UTF-8
}

configure() {
	# $1: build folder; the rest: configure options
	dir=$1
	shift
	if [ ! -x "$top/configure" ] || [ "$top/configure.ac" -nt "$top/configure" ] ||
	   [ "$top/Makefile.am" -nt "$top/Makefile.in" ]; then
		(cd "$top" && autoreconf -fi)
	fi
	mkdir -p "$dir"
	if [ ! -f "$dir/Makefile" ] || [ "$top/configure" -nt "$dir/Makefile" ]; then
		(cd "$dir" && "$top/configure" -q "$@")
	fi
}

jobs=$(nproc 2>/dev/null || echo 2)

# The build for run, quietly: one line while it builds, nothing when
# there is nothing to build; what autoreconf, configure and make say goes
# to build.log, shown only if they fail.
quiet_build() {
	mkdir -p "$build"
	log="$build/build.log"
	before=$(stat -c %Y "$build/tapis" 2>/dev/null || echo none)
	[ -x "$build/tapis" ] || echo "dev.sh: building tapis (a minute or two; log: build/build.log)" >&2
	if ! { configure "$build" --enable-werror && make -C "$build" -s -j"$jobs"; } >"$log" 2>&1; then
		tail -n 40 "$log" >&2
		echo "dev.sh: the build failed; the whole log is $log" >&2
		exit 1
	fi
	after=$(stat -c %Y "$build/tapis" 2>/dev/null || echo none)
	[ "$before" = none ] || [ "$before" = "$after" ] ||
		echo "dev.sh: tapis rebuilt (log: build/build.log)" >&2
}

case "${1:-run}" in
deps)
	deps $BUILD_DEPS $TEST_DEPS $COVERAGE_DEPS
	french_locale
	;;
build)
	deps $BUILD_DEPS
	configure "$build" --enable-werror
	make -C "$build" -s -j"$jobs"
	;;
run)
	[ $# -gt 0 ] && shift
	deps $BUILD_DEPS
	# (the catalogues are built beside tapis, which finds them there:
	# LANG=fr_FR.UTF-8 ./dev.sh run speaks French)
	quiet_build
	exec "$build/tapis" "$@"
	;;
test)
	deps $BUILD_DEPS $TEST_DEPS
	french_locale
	# Warnings are errors; then the same suite under ASan and UBSan; then
	# the tarball builds and passes on its own.  Every pass runs every
	# test, on both cores; the two after the first run the same sources
	# again, so what is sampled (the fault sweep, the Yams games played
	# by the advice) takes its smaller sample there (TAPIS_TEST_SAMPLE,
	# README's "One test"), the full one having run in the first.
	configure "$build" --enable-werror
	make -C "$build" -s -j"$jobs" check
	configure "$top/build-san" --enable-werror --enable-sanitizers
	TAPIS_TEST_SAMPLE=small ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
		make -C "$top/build-san" -s -j"$jobs" check
	TAPIS_TEST_SAMPLE=small make -C "$build" -s -j"$jobs" distcheck \
		DISTCHECK_CONFIGURE_FLAGS=--enable-werror
	echo "dev.sh: every test passed"
	;;
coverage)
	deps $BUILD_DEPS $TEST_DEPS $COVERAGE_DEPS
	french_locale
	# -O0 and gcc's counters, in a folder of its own: the whole suite,
	# then per file of src/ the lines and branches run
	configure "$top/build-cov" --enable-werror --enable-coverage
	make -C "$top/build-cov" -s -j"$jobs" coverage
	;;
*)
	echo "usage: ./dev.sh run [TAPIS ARGS...] | test | coverage | build | deps" >&2
	exit 2
	;;
esac
