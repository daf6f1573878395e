#!/bin/sh
# tapis at a terminal (tests/terminal.py: read it): readline's prompt of
# each game, completion, Ctrl-C, Ctrl-D, a question, the game offered at
# start and the history, on a pseudo-terminal, as a player sees them.
# Needs python3.  Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"

if ! command -v python3 >/dev/null 2>&1; then
	echo "1..0 # SKIP python3 is not installed"
	exit 0
fi
case $TAPIS in /*) ;; *) TAPIS=$(pwd)/$TAPIS ;; esac   # it runs in $tmp
TAPIS=$TAPIS python3 "$srcdir/tests/terminal.py" "$tmp"
