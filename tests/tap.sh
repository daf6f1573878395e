# Sourced by the shell tests, after they set srcdir: the binary under test,
# a throwaway home in $tmp (removed at exit, with any job left running), and
# TAP's counters and checks.  The sourcing script ends with
#   echo "1..$n"; exit $failed
: "${TAPIS:=$srcdir/build/tapis}"

tmp=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
export HOME="$tmp/home" XDG_DATA_HOME="$tmp/home/data" XDG_STATE_HOME="$tmp/home/state"
export LC_ALL=C
unset NO_COLOR
mkdir -p "$HOME"

n=0
failed=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); echo "not ok $n - $1"; failed=1; }
skip() { n=$((n + 1)); echo "ok $n # SKIP $1"; }
check() { # check NAME COMMAND...: passes when COMMAND succeeds
	name=$1
	shift
	if "$@"; then ok "$name"; else not_ok "$name"; fi
}
# says SHELL-PATTERN FILE: the file is one line that matches
says() { [ "$(wc -l <"$2")" -eq 1 ] && case $(cat "$2") in $1) true ;; *) false ;; esac; }
