#!/bin/sh
# Transcript tests: each tests/transcripts/NAME.t is a session typed as a
# script.  A line "$ COMMAND" is typed; the lines after it are what tapis
# must print for it (standard output and error, in order); a last line
# "? N" is the exit status it must end with.  Lines starting with "## " are
# notes for the reader.  Files named *.utf8.t run in a UTF-8 locale, those
# named fr-*.t in French (LANGUAGE=fr in the C.UTF-8 locale, which every
# system has: the build's catalogues, $TEXTDOMAINDIR or the locale folder
# beside $TAPIS), the others in the C locale.  Prints TAP.
#
#   tests/transcripts.sh                 run them all ($TAPIS, $srcdir)
#   tests/transcripts.sh --update FILE   rewrite FILE's expected lines from
#                                        what tapis prints now (then read
#                                        the diff before committing it!)
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${TAPIS:=$srcdir/build/tapis}"
: "${TEXTDOMAINDIR:=$(dirname "$TAPIS")/locale}"
export TEXTDOMAINDIR

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
# The advice tables, kept beside the home each transcript starts afresh:
# built once a run (the cache is tests/advice.sh's), not once a transcript.
XDG_CACHE_HOME="$tmp/cache"
export XDG_CACHE_HOME

# The locale a transcript runs in, and its LANGUAGE (none for English).
locale_of() {
	case "$1" in
	*/fr-*.t | fr-*.t) echo "C.UTF-8 fr" ;;
	*.utf8.t) echo C.UTF-8 ;;
	*) echo C ;;
	esac
}

# run_script LOCALE SCRIPT OUT: runs SCRIPT in a fresh database; prints the
# exit status.  The day the games were played (today, at whatever time) is
# written TODAY HH:MM in OUT: a transcript says the same on any day.
run_script() {
	rm -rf "$tmp/home"
	mkdir -p "$tmp/home"
	day1=$(date +%Y-%m-%d)
	fr1=$(date +%d/%m/%Y)
	set -- $1 "$2" "$3"      # the locale, its LANGUAGE if any, the script, the output
	[ $# -eq 4 ] || set -- "$1" "" "$2" "$3"
	HOME="$tmp/home" XDG_DATA_HOME="$tmp/home/data" XDG_STATE_HOME="$tmp/home/state" \
	LC_ALL="$1" LANGUAGE="$2" "$TAPIS" --db "$tmp/home/tapis.db" "$3" >"$4.raw" 2>&1
	ran=$?
	day2=$(date +%Y-%m-%d)
	fr2=$(date +%d/%m/%Y)
	sed -e "s#\($day1\|$day2\|$fr1\|$fr2\) [0-9][0-9]:[0-9][0-9]\(:[0-9][0-9]\)*#TODAY HH:MM#g" \
	    -e "s#$day1\|$day2\|$fr1\|$fr2#TODAY#g" "$4.raw" >"$4"
	echo $ran
}

if [ "${1:-}" = "--update" ]; then
	file=$2
	loc=$(locale_of "$file")
	grep '^[$] ' "$file" | cut -c3- >"$tmp/all"
	n=$(wc -l <"$tmp/all")
	: >"$tmp/new"
	prev=0
	i=1
	while [ "$i" -le "$n" ]; do
		head -n "$i" "$tmp/all" >"$tmp/part"
		status=$(run_script "$loc" "$tmp/part" "$tmp/out")
		sed -n "${i}p" "$tmp/all" | sed 's/^/$ /' >>"$tmp/new"
		tail -c +"$((prev + 1))" "$tmp/out" >>"$tmp/new"
		prev=$(wc -c <"$tmp/out")
		i=$((i + 1))
	done
	echo "? $status" >>"$tmp/new"
	# keep the notes at the top
	grep '^## ' "$file" >"$tmp/notes" || true
	cat "$tmp/notes" "$tmp/new" >"$file"
	exit 0
fi

set -- "$srcdir"/tests/transcripts/*.t
echo "1..$#"
i=0
failed=0
for file in "$@"; do
	i=$((i + 1))
	name=$(basename "$file" .t)
	grep '^[$] ' "$file" | cut -c3- >"$tmp/script"
	grep -v '^[$] \|^? \|^## ' "$file" >"$tmp/expected"
	want=$(sed -n 's/^? //p' "$file")
	status=$(run_script "$(locale_of "$file")" "$tmp/script" "$tmp/out")
	if diff -u "$tmp/expected" "$tmp/out" >"$tmp/diff" && [ "$status" = "${want:-0}" ]; then
		echo "ok $i - $name"
	else
		echo "not ok $i - $name (exit status $status, want ${want:-0})"
		sed 's/^/# /' "$tmp/diff"
		failed=1
	fi
done
exit "$failed"
