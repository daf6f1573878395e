#!/bin/sh
# The manual against the program: man/tapis.1 must be clean mdoc and must
# document every command and alias, every option of the rules (with the
# values each rule set gives it), the command-line options and the
# environment.  The lists come from the program itself, never from here.
# Run by 'make check' with $srcdir (the source tree) and $TAPIS (the binary);
# prints TAP.
set -u

: "${srcdir:?srcdir must name the source tree}"
: "${TAPIS:?TAPIS must name the tapis binary}"
man="$srcdir/man/tapis.1"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tapis-manual.XXXXXX") || {
	echo "Bail out! cannot make a temporary directory"
	exit 1
}
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' HUP INT TERM

# English answers, and nothing of the user's touched.
LC_ALL=C
HOME=$tmp
XDG_DATA_HOME=$tmp/data
XDG_STATE_HOME=$tmp/state
export LC_ALL HOME XDG_DATA_HOME XDG_STATE_HOME

results=$tmp/results
: >"$results"

# pass DESCRIPTION / fail DESCRIPTION [DIAGNOSTIC...] / skip REASON
pass() {
	printf 'ok|- %s\n' "$1" >>"$results"
}
fail() {
	printf 'not ok|- %s\n' "$1" >>"$results"
	shift
	for d in "$@"; do
		printf '%s\n' "$d" | sed 's/^/#|/' >>"$results"
	done
}
skip() {
	printf 'ok|# SKIP %s\n' "$1" >>"$results"
}

tapis() {
	"$TAPIS" --db "$tmp/db" -c "$1"
}

# documented MACRO WORD: some macro line of the manual has MACRO followed by
# WORD (or by \&WORD, as a lone '?' must be written), e.g. '.It Ic keep Ar
# faces' documents the command keep and '.Ev NO_COLOR' the variable.
documented() {
	M=$1 W=$2 awk '
	BEGIN { m = ENVIRON["M"]; w = ENVIRON["W"]; found = 0 }
	/^[.\047]/ {
		n = split($0, t, /[ \t]+/)
		sub(/^[.\047]/, "", t[1])
		for (i = 1; i < n; i++)
			if (t[i] == m && (t[i + 1] == w || t[i + 1] == "\\&" w))
				found = 1
	}
	END { exit !found }' "$man"
}

check_documented() {
	# $1 macro, $2 word, $3 what it is, $4 the word as the test names it
	if documented "$1" "$2"; then
		pass "$3 ${4:-$2} is documented"
	else
		fail "$3 ${4:-$2} is documented" "no '.$1 $2' in man/tapis.1"
	fi
}

# ---- (a) the manual is clean mdoc
if [ ! -r "$man" ]; then
	fail "man/tapis.1 exists" "cannot read $man"
elif command -v mandoc >/dev/null 2>&1; then
	lint=$(mandoc -Tlint -W warning "$man" 2>&1)
	status=$?
	if [ "$status" -eq 0 ] && [ -z "$lint" ]; then
		pass "mandoc -Tlint -W warning is clean"
	else
		fail "mandoc -Tlint -W warning is clean" "exit status $status" \
		    "$(printf '%s\n' "$lint" | head -n 20)"
	fi
else
	skip "mandoc is not installed"
fi

# ---- the standard sections are there
missing=""
for section in NAME SYNOPSIS DESCRIPTION ENVIRONMENT FILES "EXIT STATUS" EXAMPLES; do
	grep -q "^\.Sh $section\$" "$man" 2>/dev/null || missing="$missing '$section'"
done
if [ -z "$missing" ]; then
	pass "the manual has NAME, SYNOPSIS, DESCRIPTION, ENVIRONMENT, FILES, EXIT STATUS, EXAMPLES"
else
	fail "the manual has NAME, SYNOPSIS, DESCRIPTION, ENVIRONMENT, FILES, EXIT STATUS, EXAMPLES" \
	    "missing:$missing"
fi

# ---- (b) every command and alias, as 'help' lists them
if tapis help >"$tmp/help" 2>"$tmp/help.err"; then
	# "  NAME ARGS   help": the indented lines, first word.
	awk '/^  [^ ]/ { print $1 }' "$tmp/help" >"$tmp/commands"
else
	: >"$tmp/commands"
fi
if [ -s "$tmp/commands" ]; then
	pass "tapis -c help lists $(wc -l <"$tmp/commands" | tr -d ' ') commands"
else
	fail "tapis -c help lists the commands" "$(cat "$tmp/help.err" 2>/dev/null)"
fi
while read -r name; do
	check_documented Ic "$name" "command"
	# "  also: a, b" in 'help NAME'
	tapis "help $name" 2>/dev/null |
	    sed -n 's/^  also: //p' | tr ',' '\n' | sed 's/^ *//; s/ *$//; /^$/d' >"$tmp/aliases"
	while read -r alias; do
		check_documented Ic "$alias" "alias ($name)"
	done <"$tmp/aliases"
done <"$tmp/commands"

# ---- (c) every option of the rules of every game, as 'rules GAME' lists
# them (the first rule set of each game stands for its others)
for game in 10000 yams; do
	if tapis "rules $game" >"$tmp/rules" 2>"$tmp/rules.err"; then
		awk '/^  [^ ]/ { print $1 }' "$tmp/rules" >"$tmp/options"
	else
		: >"$tmp/options"
	fi
	if [ -s "$tmp/options" ]; then
		pass "tapis -c 'rules $game' lists $(wc -l <"$tmp/options" | tr -d ' ') options"
	else
		fail "tapis -c 'rules $game' lists the options" "$(cat "$tmp/rules.err" 2>/dev/null)"
	fi
	while read -r option; do
		check_documented Cm "$option" "option"
	done <"$tmp/options"
done

# ---- the table of values: one column a rule set, as 'rules GAME' prints it
# '.It Em option Ta Em 10000 Ta ...' heads the table;
# '.It Cm NAME Ta VALUE Ta ...' is a row.  Written out as "GAME NAME VALUE".
awk '
/^\.It Em option Ta / {
	n = split($0, c, / Ta /)
	for (i = 2; i <= n; i++) {
		sub(/^Em /, "", c[i])
		col[i] = c[i]
	}
	ncol = n
	next
}
/^\.El/ { ncol = 0 }    # the table ends with its list
ncol && /^\.It Cm [^ ]+ Ta / {
	n = split($0, c, / Ta /)
	name = c[1]
	sub(/^\.It Cm /, "", name)
	for (i = 2; i <= n && i <= ncol; i++)
		print col[i], name, c[i]
}' "$man" >"$tmp/table"
if tapis rules >"$tmp/presets" 2>/dev/null; then
	awk '/^Saved presets:/ { exit } /^  [^ ]/ { print $1 }' "$tmp/presets" >"$tmp/games"
else
	: >"$tmp/games"
fi
if [ ! -s "$tmp/games" ]; then
	fail "tapis -c rules lists the rule sets" "no rule sets in: $(cat "$tmp/presets")"
fi
while read -r game; do
	desc="the manual's table gives every value of 'rules $game'"
	if ! tapis "rules $game" >"$tmp/values" 2>/dev/null; then
		fail "$desc" "tapis -c 'rules $game' failed"
		continue
	fi
	awk -v g="$game" '/^  [^ ]/ { print g, $1, $2 }' "$tmp/values" | sort >"$tmp/want"
	G=$game awk '$1 == ENVIRON["G"]' "$tmp/table" | sort >"$tmp/have"
	if cmp -s "$tmp/want" "$tmp/have"; then
		pass "$desc"
	else
		# The lines of the program missing from the table, and the reverse.
		fail "$desc" \
		    "tapis says, the manual does not: $(comm -23 "$tmp/want" "$tmp/have" | tr '\n' ';')" \
		    "the manual says, tapis does not: $(comm -13 "$tmp/want" "$tmp/have" | tr '\n' ';')"
	fi
done <"$tmp/games"

# ---- (d) the command line and the environment
for flag in -db c h -help V -version; do
	check_documented Fl "$flag" "command-line option" "-$flag"
done
for variable in XDG_DATA_HOME XDG_STATE_HOME XDG_CACHE_HOME HOME NO_COLOR; do
	check_documented Ev "$variable" "environment variable"
done

# ---- TAP: the plan, then the numbered results
awk -F'|' '
{ line[NR] = $0 }
$1 != "#" { n++ }
END {
	print "1.." n
	k = 0
	for (i = 1; i <= NR; i++) {
		split(line[i], f, "|")
		rest = substr(line[i], length(f[1]) + 2)
		if (f[1] == "#")
			print "# " rest
		else
			print f[1] " " (++k) " " rest
	}
}' "$results"
! grep -q '^not ok|' "$results"
