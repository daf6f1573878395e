#!/bin/sh
# tapis serve in headless Chromium: tests/serve_browser.py (read it) on the
# games of tests/serve_fixture.sh; screenshots in tests/screens/ of the
# build folder.  Skipped, in one line, where selenium, chromium or
# chromedriver is missing, except under CI (the environment variable CI
# set), where dev.sh installs them: there it fails.  Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"

: "${CHROMIUM:=/usr/bin/chromium}" "${CHROMEDRIVER:=/usr/bin/chromedriver}"
export CHROMIUM CHROMEDRIVER
py=""
for p in /usr/bin/python3 "$(command -v python3 2>/dev/null)"; do
	if [ -n "$p" ] && "$p" -c 'import selenium' 2>/dev/null; then
		py=$p
		break
	fi
done
missing=""
[ -n "$py" ] || missing="python3's selenium"
[ -x "$CHROMIUM" ] || missing="${missing:+$missing, }$CHROMIUM"
[ -x "$CHROMEDRIVER" ] || missing="${missing:+$missing, }$CHROMEDRIVER"
if [ -n "$missing" ]; then
	if [ -n "${CI:-}" ]; then
		not_ok "the browser test cannot run under CI: missing $missing (dev.sh deps installs them)"
	else
		skip "tapis serve in a browser: missing $missing"
	fi
	echo "1..$n"
	exit $failed
fi

db="$tmp/f.db"
TAPIS="$TAPIS" "$srcdir/tests/serve_fixture.sh" "$db" >"$tmp/games" || {
	not_ok "the fixture"
	echo "1..$n"
	exit 1
}

mkdir -p tests/screens
"$py" "$srcdir/tests/serve_browser.py" "$TAPIS" "$db" "$tmp/games" "$PWD/tests/screens"
