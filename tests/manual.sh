#!/bin/sh
# The manuals against the program: man/tapis.1 and its French translation
# man/fr/tapis.1 must be lint-clean and must each document every command
# and alias, every option of the rules (with the values each rule set gives
# it), the command-line options and the environment.  The lists come from
# the program itself, never from here.  The French manual must also follow
# the English one section for section: the same sections in the same order,
# the same number of list items in each, the same command entries (named in
# French, each one the entry of the same command), and every cross-reference
# must name a section of its own manual.  No line is one groff cannot
# break, no cell of a table wider than its column, and the NAME line and
# the list of new name every game the program knows.
# The manual of the games, man/tapis-games.7 and man/fr/tapis-games.7, must
# be lint-clean too, name every rule set and every option 'rules' lists in
# its language (the French one the English names as well), give in its
# tables every value of every rule set, and follow the English page section
# for section.
# The English pages are mdoc(7), the French ones man(7) (man/fr/tapis.1
# says why): each check reads a page in its own format, by the conventions
# the top of man/fr/tapis.1 gives, and the French pages as man(1) draws
# them must be French from header to footer.
# Run by 'make check' with $srcdir (the source tree) and $TAPIS (the binary);
# prints TAP.
set -u

: "${srcdir:?srcdir must name the source tree}"
: "${TAPIS:?TAPIS must name the tapis binary}"
man="$srcdir/man/tapis.1"
frman="$srcdir/man/fr/tapis.1"
manuals="$man $frman"
games="$srcdir/man/tapis-games.7"
frgames="$srcdir/man/fr/tapis-games.7"

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

# The same in French: the build's catalogues under C.UTF-8, as the French
# transcripts run.
: "${TEXTDOMAINDIR:=$(dirname "$TAPIS")/locale}"
export TEXTDOMAINDIR
tapis_fr() {
	LC_ALL=C.UTF-8 LANGUAGE=fr "$TAPIS" --db "$tmp/db" -c "$1"
}

# The manual as the tests name it: man/tapis.1 or man/fr/tapis.1.
name_of() {
	case $1 in
	"$frman") echo "man/fr/tapis.1" ;;
	"$games") echo "man/tapis-games.7" ;;
	"$frgames") echo "man/fr/tapis-games.7" ;;
	*) echo "man/tapis.1" ;;
	esac
}

# is_man FILE: the page is man(7) (.TH), not mdoc(7) (.Dd).
is_man() {
	grep -q '^\.TH ' "$1"
}

# The awk functions that read a man(7) page: plain(S) is the text of S
# without its font escapes ('\-' a '-'); bold(S, A) puts the bold spans of
# the text line S in A[1..n] and returns n; tag_word(S) is the word that
# heads the tag S of a .TP; args(S, A) splits the arguments of a macro line
# as roff does, quotes grouping them.
MAN_AWK='
function plain(s) {
	gsub(/\\f[BIRP]/, "", s)
	gsub(/\\&/, "", s)
	gsub(/\\-/, "-", s)
	gsub(/\\e/, "\\", s)
	return s
}
function bold(s, a,    n, i, j) {
	n = 0
	while ((i = index(s, "\\fB")) > 0) {
		s = substr(s, i + 3)
		if (!match(s, /\\f[RPI]/))
			break
		a[++n] = plain(substr(s, 1, RSTART - 1))
		s = substr(s, RSTART)
	}
	return n
}
function tag_word(s,    a, rest) {
	# the bold word that heads the tag S of an item, a word of its own (not
	# the name of an option before its "=")
	if (s !~ /^\\fB/ || !bold(s, a))
		return ""
	rest = substr(s, 4)
	rest = substr(rest, index(rest, "\\f") + 3)
	return rest == "" || rest ~ /^[ \t]/ ? a[1] : ""
}
function args(s, a,    n, w) {
	sub(/^[.\047][A-Za-z]+[ \t]*/, "", s)
	n = 0
	while (s != "") {
		if (s ~ /^"/) {
			match(s, /^"[^"]*"?/)
			w = substr(s, 2, RLENGTH - 1)
			sub(/"$/, "", w)
		} else {
			match(s, /^[^ \t]+/)
			w = substr(s, 1, RLENGTH)
		}
		a[++n] = w
		s = substr(s, RLENGTH + 1)
		sub(/^[ \t]+/, "", s)
	}
	return n
}
'

# bold_words FILE: the bold words of a man(7) page, one a line, as its
# reader sees them: the spans \fB...\fR of its text, and the bold
# arguments of .B, .BR, .RB, .BI and .IB.  Written once a page in $tmp.
bold_words() {
	b="$tmp/bold.$(printf '%s' "$1" | cksum | cut -d' ' -f1)"
	[ -f "$b" ] || awk "$MAN_AWK"'
	/^\.\\"/ { next }
	/^\.B[ \t]/ { n = args($0, a); s = ""; for (i = 1; i <= n; i++) s = s (i > 1 ? " " : "") a[i]; print plain(s); next }
	/^\.(BR|BI|RB|IB)[ \t]/ {
		n = args($0, a)
		first = ($0 ~ /^\.B/) ? 1 : 2
		for (i = first; i <= n; i += 2)
			print plain(a[i])
		next
	}
	{ n = bold($0, a); for (i = 1; i <= n; i++) print a[i] }' "$1" >"$b"
	cat "$b"
}

# documented FILE MACRO WORD: the manual FILE documents WORD as MACRO says.
# In an mdoc page some macro line has MACRO followed by WORD (or by \&WORD,
# as a lone '?' must be written), e.g. '.It Ic keep Ar faces' documents the
# command keep and '.Ev NO_COLOR' the variable.  A man(7) page has no
# macro a kind of word: a command, an option (Ic, Cm, Fl) or a variable
# (Ev) is documented where it is in bold (\fBkeep\fR, \fB\-\-db\fR), or
# begins a bold span, as the first word of "en cours" does.
documented() {
	if is_man "$1"; then
		w=$3
		[ "$2" = Fl ] && w=-$3
		# a span of two words ("en cours") stands for its first too
		bold_words "$1" | awk -v w="$w" '$0 == w || index($0, w " ") == 1 { found = 1 } END { exit !found }' 
		return
	fi
	M=$2 W=$3 awk '
	BEGIN { m = ENVIRON["M"]; w = ENVIRON["W"]; found = 0 }
	/^[.\047]/ {
		n = split($0, t, /[ \t]+/)
		sub(/^[.\047]/, "", t[1])
		for (i = 1; i < n; i++)
			if (t[i] == m && (t[i + 1] == w || t[i + 1] == "\\&" w))
				found = 1
	}
	END { exit !found }' "$1"
}

check_documented() {
	# $1 the manual, $2 macro, $3 word, $4 what it is, $5 the word as the
	# test names it
	if documented "$1" "$2" "$3"; then
		pass "$4 ${5:-$3} is documented in $(name_of "$1")"
	else
		if is_man "$1"; then
			fail "$4 ${5:-$3} is documented in $(name_of "$1")" "no bold '$3' in $(name_of "$1")"
		else
			fail "$4 ${5:-$3} is documented in $(name_of "$1")" "no '.$2 $3' in $(name_of "$1")"
		fi
	fi
}

# ---- (a) the manuals are lint-clean, mdoc and man(7) alike
for m in $manuals $games $frgames; do
	if [ ! -r "$m" ]; then
		fail "$(name_of "$m") exists" "cannot read $m"
	elif command -v mandoc >/dev/null 2>&1; then
		lint=$(mandoc -Tlint -W warning "$m" 2>&1)
		status=$?
		if [ "$status" -eq 0 ] && [ -z "$lint" ]; then
			pass "mandoc -Tlint -W warning is clean on $(name_of "$m")"
		else
			fail "mandoc -Tlint -W warning is clean on $(name_of "$m")" "exit status $status" \
			    "$(printf '%s\n' "$lint" | head -n 20)"
		fi
	else
		skip "mandoc is not installed"
	fi
done

# ---- (a2) the pages as man(1) draws them with groff (man-db's way, tbl
# included): no line groff cannot break (a word, a literal line or a table
# row wider than the page, which spills past the margin), no table tbl
# finds wider than the page, and in an mdoc page no cell of a table (.Bl
# -column) but a row's last wider than its column, which groff runs into
# the next cell ("five in a rowpoints"): the width string given for each
# column is its width.  tbl (the tables of the man(7) pages) sizes each
# column to its widest cell.
if command -v groff >/dev/null 2>&1; then
	for m in $manuals $games $frgames; do
		desc="groff -mandoc -wbreak breaks every line of $(name_of "$m")"
		out=$(groff -k -t -mandoc -Tutf8 -z -wbreak "$m" 2>&1)
		status=$?
		if [ "$status" -eq 0 ] && ! printf '%s\n' "$out" | grep -q .; then
			pass "$desc"
		else
			fail "$desc" "exit status $status" "$(printf '%s\n' "$out" | head -n 20)"
		fi
	done
else
	skip "groff is not installed: the lines man(1) cannot break are not counted"
fi
# cells_too_wide MANUAL: "LINE: CELL (N > W)" for each such cell.  The
# text a cell prints is its words less the macros' names, an escape or a
# UTF-8 character one column, a quoting macro two more.
cells_too_wide() {
	awk '
function shown(s,    t, n, i, w, out, glue) {
	gsub(/[\300-\367][\200-\277]*/, "x", s)
	gsub(/\\&/, "", s)
	gsub(/\\\[[^]]*\]/, "x", s)
	gsub(/\\\(../, "x", s)
	gsub(/\\./, "x", s)
	gsub(/"/, "", s)
	n = split(s, t, /[ \t]+/)
	out = ""
	glue = 0
	for (i = 1; i <= n; i++) {
		w = t[i]
		if (w == "")
			continue
		if (w == "Ns") {
			glue = 1
			continue
		}
		if (w ~ /^(Ql|Dq|Sq|Pq)$/) {
			out = out (out != "" && !glue ? " " : "") "xx"
			glue = 1
			continue
		}
		if (w ~ /^[A-Z][a-z]$/)
			continue
		if (w ~ /^[.,;:)\]?!]$/ || glue || out == "")
			out = out w
		else
			out = out " " w
		glue = 0
	}
	return out
}
/^\.Bl -column/ {
	rest = $0
	sub(/^\.Bl -column[ \t]*/, "", rest)
	ncol = 0
	while (rest != "" && rest !~ /^-/) {
		if (rest ~ /^"/) {
			match(rest, /^"[^"]*"/)
			w = substr(rest, 2, RLENGTH - 2)
		} else {
			match(rest, /^[^ \t]+/)
			w = substr(rest, 1, RLENGTH)
		}
		rest = substr(rest, RLENGTH + 1)
		sub(/^[ \t]+/, "", rest)
		width[++ncol] = length(shown(w))
	}
	depth = 1
	next
}
ncol && /^\.Bl/ { depth++ }
ncol && /^\.El/ {
	if (--depth == 0)
		ncol = 0
	next
}
ncol && depth == 1 && /^\.It/ {
	row = $0
	sub(/^\.It[ \t]*/, "", row)
	n = split(row, cell, /[ \t]+Ta[ \t]+|\t/)
	for (i = 1; i < n && i < ncol; i++) {
		c = shown(cell[i])
		if (length(c) > width[i])
			printf "line %d: %s (%d > %d)\n", FNR, c, length(c), width[i]
	}
}' "$1"
}
for m in $man $games; do
	desc="every cell of the tables of $(name_of "$m") but a row's last fits its column"
	wide=$(cells_too_wide "$m")
	if [ -z "$wide" ]; then
		pass "$desc"
	else
		fail "$desc" "$wide"
	fi
done

# ---- French puts a space before ; : ? and !.  mdoc sets them against the
# word before where a macro line gives them alone: written \&; there (a
# word of its own), or after No where a macro ends (.Ic garder No \&:),
# or at the start of the next line after .Pq.  The syntax of a list
# (Op : Ns) and a table's widths are not prose.  A man(7) page prints its
# text as written: no ; ? ! nor : then a blank right after a word, but in
# what is typed or printed ('\(oq...\(cq', a display of one line between
# .RS and .RE, .nf) and a '(?' that opens an address's query.
french_spacing() {
	if is_man "$1"; then
		awk '
		function check(s, line, no) {
			if (s ~ /^\./) { sub(/^\.[A-Z]+[ \t]*/, "", s); gsub(/"/, "", s) }
			gsub(/\\\(oq[^\\]*(\\[^(][^\\]*)*\\\(cq/, "Q", s)
			gsub(/\\f[BIRP]/, "", s)
			gsub(/\\&/, "", s)
			gsub(/\\[~ ]/, " ", s)
			if (s ~ /[^ (][;?!]/ || s ~ /[^ ]:( |$)/)
				printf "line %d: %s\n", no, line
		}
		/^\.nf/ { nf = 1; next }
		/^\.fi/ { nf = 0; next }
		/^\.TS/ { tbl = 1; fmt = 1; next }
		/^\.TE/ { tbl = 0; next }
		tbl && fmt { if (/\.[ \t]*$/) fmt = 0; next }
		nf || /^\.\\"/ || /^\047/ { next }
		/^\.RS/ { rs = 1; held = ""; next }
		rs == 1 && !/^\./ { rs = 2; held = $0; heldno = FNR; next }
		rs == 2 && /^\.RE/ { rs = 0; next }
		rs == 2 { check(held, held, heldno) }
		{ rs = 0 }
		/^\./ && !/^\.(B|I|BR|RB|BI|IB|IR|RI)[ \t]/ { next }
		{ check($0, $0, FNR) }
		' "$1"
	else
		awk '
		/^\.[A-Z][a-z]/ && !/^\.Bl / {
			n = split($0, t, /[ \t]+/)
			for (i = 2; i <= n; i++)
				if (t[i] ~ /^[;:?!]$/ && t[i - 1] != "Op")
					printf "line %d: %s\n", FNR, $0
		}' "$1"
	fi
}
for m in $frman $frgames; do
	desc="$(name_of "$m") spaces ; : ? ! as French does"
	bad=$(french_spacing "$m")
	if [ -z "$bad" ]; then
		pass "$desc"
	else
		fail "$desc" "$bad"
	fi
done

# ---- the standard sections are there, under their French names in the
# French pages, NOM first as in Debian's French pages (hence man(7): mdoc
# wants NAME, see man/fr/tapis.1)
check_sections() {
	# $1 the manual, then the section names
	m=$1
	shift
	missing=""
	for section in "$@"; do
		grep -q "^\.S[hH] $section\$" "$m" 2>/dev/null || missing="$missing '$section'"
	done
	desc="$(name_of "$m") has $(printf '%s, ' "$@" | sed 's/, $//')"
	if [ -z "$missing" ]; then
		pass "$desc"
	else
		fail "$desc" "missing:$missing"
	fi
}
check_sections "$man" NAME SYNOPSIS DESCRIPTION ENVIRONMENT FILES "EXIT STATUS" EXAMPLES
check_sections "$frman" NOM SYNOPSIS DESCRIPTION ENVIRONNEMENT FICHIERS "CODE DE RETOUR" EXEMPLES
# the manual of the games has a section a family, which the code cites
check_sections "$games" NAME DESCRIPTION "10000 AND 5000" YAMS "YAM MASTER" 421 "SEE ALSO"
check_sections "$frgames" NOM DESCRIPTION "10000 ET 5000" YAMS "YAM MASTER" 421 "VOIR AUSSI"
# ... and no section of the French pages keeps a name of mdoc(7)'s list
# that French says otherwise (SYNOPSIS and DESCRIPTION are French words)
english_sections='NAME|ENVIRONMENT|FILES|EXIT STATUS|RETURN VALUES|EXAMPLES|ERRORS|SEE ALSO|STANDARDS|HISTORY|AUTHORS|CAVEATS|BUGS|SECURITY CONSIDERATIONS|LIBRARY|IMPLEMENTATION NOTES'
for m in $frman $frgames; do
	desc="$(name_of "$m") names its sections in French"
	english=$(grep -E "^\.S[hH] ($english_sections)\$" "$m")
	if [ -z "$english" ]; then
		pass "$desc"
	else
		fail "$desc" "in English: $english"
	fi
done

# ---- the French pages as man(1) draws them (groff, as man-db runs it):
# French from the header to the footer.  The first heading is NOM and no
# heading is one of mdoc's English ones; the header names no English
# volume ("BSD General Commands Manual") and the footer has no "BSD" and
# no English date, which mdoc prints whatever the page's language.
if command -v groff >/dev/null 2>&1; then
	for m in $frman $frgames; do
		desc="$(name_of "$m") as man(1) draws it is French from header to footer"
		# plain text: grotty's old format, without its overstriking
		groff -k -t -mandoc -Tutf8 -P-cbou "$m" 2>/dev/null | sed '/^[[:space:]]*$/d' >"$tmp/drawn"
		header=$(sed -n '1p' "$tmp/drawn")
		footer=$(sed -n '$p' "$tmp/drawn")
		# the headings: the lines at the left margin between the two
		sed '1d;$d' "$tmp/drawn" | grep '^[^[:space:]]' >"$tmp/headings"
		bad=""
		[ "$(sed -n '1p' "$tmp/headings")" = NOM ] ||
		    bad="$bad; first heading '$(sed -n '1p' "$tmp/headings")', not NOM"
		english=$(grep -xE "$english_sections" "$tmp/headings" | tr '\n' ' ')
		[ -z "$english" ] || bad="$bad; English headings: $english"
		# "TAPIS(1)  volume  TAPIS(1)" and "source  date  TAPIS(1)"
		printf '%s\n' "$header" | grep -qE '^[A-Z-]+\([0-9]\) .* [A-Z-]+\([0-9]\)$' ||
		    bad="$bad; no header"
		printf '%s\n' "$footer" | grep -qE ' [A-Z-]+\([0-9]\)$' || bad="$bad; no footer"
		printf '%s\n' "$header" | grep -qE 'BSD|Commands|Information|Manual' &&
		    bad="$bad; header in English: $header"
		printf '%s\n' "$footer" |
		    grep -qE 'BSD|January|February|March|April|May|June|July|August|September|October|November|December' &&
		    bad="$bad; footer in English: $footer"
		if [ -n "$header" ] && [ -n "$footer" ] && [ -z "$bad" ]; then
			pass "$desc ($(printf '%s / %s' "$header" "$footer" | tr -s ' '))"
		else
			fail "$desc" "${bad#; }" "header: $header" "footer: $footer"
		fi
	done
else
	skip "groff is not installed: the French pages are not drawn"
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
# Every word a command answers to, with the command: "WORD NAME" lines.
: >"$tmp/words"
sort -u "$tmp/commands" >"$tmp/commands.u"
while read -r name; do
	printf '%s %s\n' "$name" "$name" >>"$tmp/words"
	for m in $manuals; do
		check_documented "$m" Ic "$name" "command"
	done
	# "  also: a, b" in 'help NAME'
	tapis "help $name" 2>/dev/null |
	    sed -n 's/^  also: //p' | tr ',' '\n' | sed 's/^ *//; s/ *$//; /^$/d' >"$tmp/aliases"
	while read -r alias; do
		printf '%s %s\n' "$alias" "$name" >>"$tmp/words"
		for m in $manuals; do
			check_documented "$m" Ic "$alias" "alias ($name)"
		done
	done <"$tmp/aliases"
done <"$tmp/commands.u"

# ---- (b2) the words commands take after their name, and their French
# (all toutes, into dans, --yes --oui), from the table of src/commands/command_words.c:
# each documented in both manuals, the first word of a French one of two
# words ("en cours") standing for it.
sed -n '/^const struct command_word command_words\[\] = {/,/^};/p' "$srcdir/src/commands/command_words.c" |
    sed -n 's/^[[:space:]]*{"\([^"]*\)", "\([^"]*\)"},.*/\1 \2/p' >"$tmp/cwords"
if [ -s "$tmp/cwords" ]; then
	pass "src/commands/command_words.c has $(wc -l <"$tmp/cwords" | tr -d ' ') words of commands with their French"
else
	fail "src/commands/command_words.c has a table of the words of commands (command_words)" ""
fi
while read -r english french rest; do
	for m in $manuals; do
		for w in "$english" "$french"; do
			case $w in
			--*) check_documented "$m" Fl "${w#-}" "word of a command" "$w" ;;
			*) check_documented "$m" Cm "$w" "word of a command" ;;
			esac
		done
	done
done <"$tmp/cwords"

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
		for m in $manuals; do
			check_documented "$m" Cm "$option" "option"
		done
	done <"$tmp/options"
done

# ---- the table of values: one column a rule set, as 'rules GAME' prints it.
# In mdoc '.It Em option Ta Em 10000 Ta ...' heads the table and '.It Cm
# NAME Ta VALUE Ta ...' is a row; in man(7) a table (tbl) whose first row
# is '\fIoption\fR<tab>\fI10000\fR...' and whose rows are
# '\fBNAME\fR<tab>VALUE...'.  Written out as "GAME NAME VALUE".
# Both manuals keep the table as the program prints it.
value_table() {
	if is_man "$1"; then
		awk "$MAN_AWK"'
/^\.TS/ { tbl = 1; fmt = 1; ncol = 0; next }
/^\.TE/ { tbl = 0; ncol = 0; next }
tbl && fmt { if (/\.[ \t]*$/) fmt = 0; next }    # its options and formats
tbl && /^\\fIoption\\f[RP]\t/ {
	ncol = split($0, c, "\t")
	for (i = 2; i <= ncol; i++)
		col[i] = plain(c[i])
	next
}
tbl && ncol && /^\\fB[^\t]*\t/ {
	n = split($0, c, "\t")
	name = plain(c[1])
	for (i = 2; i <= n && i <= ncol; i++)
		if (c[i] != "\\(em")    # an option the rule set has no use for
			print col[i], name, plain(c[i])
}' "$1"
		return
	fi
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
		if (c[i] != "\\(em")    # an option the rule set has no use for
			print col[i], name, c[i]
}' "$1"
}
if tapis rules >"$tmp/presets" 2>/dev/null; then
	awk '/^Saved presets:/ { exit } /^  [^ ]/ { print $1 }' "$tmp/presets" >"$tmp/games"
else
	: >"$tmp/games"
fi
if [ ! -s "$tmp/games" ]; then
	fail "tapis -c rules lists the rule sets" "no rule sets in: $(cat "$tmp/presets")"
fi
# check_values MANUAL GAMES RUN: the tables of MANUAL give every value of
# 'rules GAME', as RUN (tapis or tapis_fr) prints it, for each GAME of the
# file GAMES.
check_values() {
	value_table "$1" >"$tmp/table"
	while read -r game; do
		desc="the table of $(name_of "$1") gives every value of 'rules $game'"
		if ! "$3" "rules $game" >"$tmp/values" 2>/dev/null; then
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
	done <"$2"
}
for m in $manuals; do
	check_values "$m" "$tmp/games" tapis
done

# ---- (d) the command line and the environment
for m in $manuals; do
	for flag in -db c h -help V -version; do
		check_documented "$m" Fl "$flag" "command-line option" "-$flag"
	done
	for variable in XDG_DATA_HOME XDG_STATE_HOME XDG_CACHE_HOME HOME NO_COLOR; do
		check_documented "$m" Ev "$variable" "environment variable"
	done
done

# ---- (e) the French manual follows the English one, section for section

# The sections of a manual, one a line: "Sh TITLE" or "Ss TITLE", each
# followed by the number of list items it holds: "Sh NAME 0".  An item of
# mdoc is an .It (a row of a table too); of man(7) a .TP, an .IP with a
# tag (a bullet, a number) or a row of a table (tbl).
sections() {
	if is_man "$1"; then
		awk '
	function out() { if (t != "") print t, n }
	/^\.S[HS] / { out(); t = $0; sub(/^\.SH/, "Sh", t); sub(/^\.SS/, "Ss", t); n = 0; next }
	/^\.TS/ { tbl = 1; fmt = 1; next }
	/^\.TE/ { tbl = 0; next }
	tbl && fmt { if (/\.[ \t]*$/) fmt = 0; next }    # its options and formats
	tbl && block { if (/^T\}/) block = /T\{$/; next }    # a text block goes on
	tbl { n++; block = /T\{$/; next }
	/^\.TP([ \t]|$)/ || /^\.IP[ \t]+[^ \t]/ { n++ }
	END { out() }' "$1"
		return
	fi
	awk '
	function out() { if (t != "") print t, n }
	/^\.S[hs] / { out(); t = $0; sub(/^\./, "", t); n = 0; next }
	/^\.It( |$)/ { n++ }
	END { out() }' "$1"
}
# follows ENGLISH FRENCH: the French manual has the sections of the
# English one, in the same order, each with as many list items.
follows() {
	sections "$1" >"$tmp/sections.en"
	sections "$2" >"$tmp/sections.fr"
	desc="$(name_of "$2") has the sections of $(name_of "$1"), in the same order"
	# The kind of each section (Sh or Ss), side by side.
	diffs=$(awk '
	NR == FNR { en[FNR] = $0; nen = FNR; next }
	{ fr[FNR] = $0; nfr = FNR }
	END {
		n = nen > nfr ? nen : nfr
		for (i = 1; i <= n; i++) {
			split(en[i], a, " "); split(fr[i], b, " ")
			if (a[1] != b[1]) {
				printf "section %d: English \"%s\", French \"%s\"\n", i, en[i], fr[i]
				exit
			}
		}
	}' "$tmp/sections.en" "$tmp/sections.fr")
	if [ -z "$diffs" ] && [ "$(wc -l <"$tmp/sections.en")" -eq "$(wc -l <"$tmp/sections.fr")" ]; then
		pass "$desc ($(wc -l <"$tmp/sections.en" | tr -d ' ') sections)"
	else
		fail "$desc" "$diffs" "English: $(wc -l <"$tmp/sections.en" | tr -d ' ') sections," \
		    "French: $(wc -l <"$tmp/sections.fr" | tr -d ' ') sections"
	fi
	desc="each section of $(name_of "$2") has as many list items as its English one"
	diffs=$(awk '
	NR == FNR { en[FNR] = $0; nen = FNR; next }
	{
		m = split(en[FNR], a, " "); k = split($0, b, " ")
		if (a[m] != b[k]) {
			t = en[FNR]; sub(/ [0-9]+$/, "", t)
			u = $0; sub(/ [0-9]+$/, "", u)
			printf "%s: %d items; %s: %d\n", t, a[m], u, b[k]
		}
	}' "$tmp/sections.en" "$tmp/sections.fr")
	if [ -z "$diffs" ]; then
		pass "$desc"
	else
		fail "$desc" "$diffs"
	fi
}
follows "$man" "$frman"
follows "$games" "$frgames"

# The command entries of a manual, as the commands they are entries of:
# in mdoc '.It Ic NAME ...', '.It Xo Ic NAME', or '.It Xo' then '.Ic
# NAME', NAME an English or a French word; in man(7) a .TP whose tag starts
# with NAME in bold; one command a line, sorted.
entries() {
	if is_man "$1"; then
		awk "$MAN_AWK"'
	NR == FNR { cmd[$1] = $2; next }
	tag { tag = 0; w = tag_word($0); if (w in cmd) print cmd[w] }
	/^\.TP([ \t]|$)/ { tag = 1 }' "$tmp/words" "$1" | sort
		return
	fi
	awk '
	NR == FNR { cmd[$1] = $2; next }
	xo && /^\.Ic / { print ($2 in cmd ? cmd[$2] : "unknown:" $2) }
	{ xo = 0 }
	/^\.It Xo$/ { xo = 1; next }
	/^\.It (Xo )?Ic / {
		w = $3 == "Ic" ? $4 : $3
		print (w in cmd ? cmd[w] : "unknown:" w)
	}' "$tmp/words" "$1" | sort
}
entries "$man" >"$tmp/entries.en"
entries "$frman" >"$tmp/entries.fr"
desc="man/fr/tapis.1 has an entry for each command entry of man/tapis.1"
if [ -s "$tmp/entries.en" ] && cmp -s "$tmp/entries.en" "$tmp/entries.fr"; then
	pass "$desc ($(wc -l <"$tmp/entries.en" | tr -d ' ') entries)"
else
	fail "$desc" \
	    "in English, not in French: $(comm -23 "$tmp/entries.en" "$tmp/entries.fr" | tr '\n' ' ')" \
	    "in French, not in English: $(comm -13 "$tmp/entries.en" "$tmp/entries.fr" | tr '\n' ' ')"
fi

# The French manual heads each command entry with a French name, the
# English one given in the entry ('En anglais :').
desc="man/fr/tapis.1 heads each command entry with a French name"
# entries_named FILE: the words that head the command entries of FILE
entries_named() {
	if is_man "$1"; then
		awk "$MAN_AWK"'
	NR == FNR { cmd[$1] = $2; next }
	tag { tag = 0; w = tag_word($0); if (w in cmd) print w }
	/^\.TP([ \t]|$)/ { tag = 1 }' "$tmp/words" "$1"
		return
	fi
	awk '
	NR == FNR { cmd[$1] = $2; next }
	xo && /^\.Ic / { print $2 }
	{ xo = 0 }
	/^\.It Xo$/ { xo = 1; next }
	/^\.It (Xo )?Ic / { print ($3 == "Ic" ? $4 : $3) }' "$tmp/words" "$1"
}
# a word that is its command's own name is the English one
english=$(entries_named "$frman" | awk 'NR == FNR { cmd[$1] = $2; next } cmd[$1] == $1' "$tmp/words" - |
    sort -u | tr '\n' ' ')
if [ -z "$english" ]; then
	pass "$desc"
else
	fail "$desc" "headed by its English name: $english"
fi

# Every '.Sx TITLE' of an mdoc page names a section or subsection of its
# own manual (a translated title must be translated in its references too).
for m in $man $games; do
	desc="every cross-reference (.Sx) of $(name_of "$m") names one of its sections"
	bad=$(awk '
	/^\.S[hs] / { t = $0; sub(/^\.S[hs] /, "", t); title[t] = 1 }
	/(^\.| )Sx / {
		s = $0
		sub(/^.*Sx /, "", s)
		# the title runs to a delimiter or to the next macro
		sub(/ [.,;:)(]( .*)?$/, "", s)
		sub(/ [A-Z][a-z] .*$/, "", s)
		ref[s] = ref[s] " " FNR
	}
	END { for (r in ref) if (!(r in title)) printf "\"%s\" (line%s)\n", r, ref[r] }' "$m")
	if [ -z "$bad" ]; then
		pass "$desc"
	else
		fail "$desc" "$bad"
	fi
done
# man(7) has no macro for a reference: the French pages write a section's
# title in italics (\fIJEUX ET OPTIONS\fR), as mandoc writes .Sx, and
# italics say arguments too.  Counted a section, the references of a
# French page (its italic titles outside tables) are at least the English
# page's .Sx: a reference left in English or to a title since renamed is
# no title, and its section comes up short.
references() {
	if is_man "$1"; then
		awk '
	NR == FNR { if (/^\.S[HS] /) { t = $0; sub(/^\.S[HS] /, "", t); title[t] = 1 } next }
	/^\.TS/ { tbl = 1 }
	/^\.TE/ { tbl = 0; next }
	/^\.S[HS] / { if (started) print t, n; started = 1; t = $0; n = 0; next }
	tbl || /^\.\\"/ { next }
	{
		s = $0
		while (match(s, /\\fI[^\\]*\\f[RP]/)) {
			if (substr(s, RSTART + 3, RLENGTH - 6) in title)
				n++
			s = substr(s, RSTART + RLENGTH)
		}
	}
	END { print t, n }' "$1" "$1"
		return
	fi
	awk '
	/^\.S[hs] / { if (started) print t, n; started = 1; t = $0; n = 0; next }
	/^[.\047]/ { n += gsub(/(^\.| )Sx /, "&") }
	END { print t, n }' "$1"
}
for pair in "$man $frman" "$games $frgames"; do
	set -- $pair
	desc="each section of $(name_of "$2") refers to its sections as often as its English one, or more"
	references "$1" >"$tmp/refs.en"
	references "$2" >"$tmp/refs.fr"
	short=$(awk '
	NR == FNR { en[FNR] = $NF; t[FNR] = $0; next }
	$NF < en[FNR] { u = $0; sub(/ [0-9]+$/, "", u); printf "%s: %d, English %d\n", u, $NF, en[FNR] }' \
	    "$tmp/refs.en" "$tmp/refs.fr")
	if [ -s "$tmp/refs.fr" ] && [ -z "$short" ]; then
		pass "$desc"
	else
		fail "$desc" "$short"
	fi
done

# ---- (f) the manual of the games against the program, in each language:
# every rule set 'rules' lists, every option 'rules GAME' lists for any
# of them, and every value of every rule set in its tables.  The French
# page names each rule set and option in English too, as the file and the
# export keep them.

# rule_sets RUN: the rule sets, one a line, as 'rules' lists them in RUN's
# language (the indented lines up to the saved presets' heading).
rule_sets() {
	"$1" rules 2>/dev/null | awk 'NR > 1 && /^[^ ]/ { exit } /^  [^ ]/ { print $1 }'
}
# options_of RUN GAMES: every option of the rule sets of the file GAMES,
# once each.
options_of() {
	while read -r game; do
		"$1" "rules $game" 2>/dev/null | awk '/^  [^ ]/ { print $1 }'
	done <"$2" | sort -u
}
rule_sets tapis >"$tmp/sets.en"
rule_sets tapis_fr >"$tmp/sets.fr"
options_of tapis "$tmp/sets.en" >"$tmp/options.en"
options_of tapis_fr "$tmp/sets.fr" >"$tmp/options.fr"
for lang in en fr; do
	desc="tapis -c rules lists the rule sets and their options ($lang)"
	if [ -s "$tmp/sets.$lang" ] && [ -s "$tmp/options.$lang" ]; then
		pass "$desc: $(wc -l <"$tmp/sets.$lang" | tr -d ' ') rule sets, $(wc -l \
		    <"$tmp/options.$lang" | tr -d ' ') options"
	else
		fail "$desc" "rule sets: $(tr '\n' ' ' <"$tmp/sets.$lang")" \
		    "options: $(tr '\n' ' ' <"$tmp/options.$lang")"
	fi
done
while read -r set; do
	check_documented "$games" Cm "$set" "rule set"
	check_documented "$frgames" Cm "$set" "rule set"
done <"$tmp/sets.en"
while read -r set; do
	check_documented "$frgames" Cm "$set" "rule set"
done <"$tmp/sets.fr"
while read -r option; do
	check_documented "$games" Cm "$option" "option"
	check_documented "$frgames" Cm "$option" "option"
done <"$tmp/options.en"
while read -r option; do
	check_documented "$frgames" Cm "$option" "option"
done <"$tmp/options.fr"
check_values "$games" "$tmp/sets.en" tapis
check_values "$frgames" "$tmp/sets.fr" tapis_fr

# ---- (g) the games the program knows, in the manuals' lists of them.
# The families as help groups their entries ("Entries of a game of
# 10000, 10000:350 or 5000:"), one a line, each rule set's name before
# any ':' (yams:carnet is of Yams), a '-' read as a space (yam-master is
# Yam Master).
tapis help 2>/dev/null | sed -n 's/^Entries of a game of \(.*\):$/\1/p' |
    sed 's/ or /, /g; s/:[^,]*//g; s/-/ /g' |
    awk -F', ' '{ line = ""; split("", seen)
	for (i = 1; i <= NF; i++)
		if (!seen[$i]++)
			line = line (line == "" ? "" : ", ") $i
	print line }' >"$tmp/families"
if [ -s "$tmp/families" ]; then
	pass "tapis -c help lists the entries of $(wc -l <"$tmp/families" | tr -d ' ') families"
else
	fail "tapis -c help lists the entries of each family" "no 'Entries of a game of' line"
fi
# The NAME line of each page (.Nd; in man(7) the line of NOM after the
# name and '\-') names each family by one of its names.
for m in $manuals $games $frgames; do
	desc="the NAME line of $(name_of "$m") names every game"
	if is_man "$m"; then
		nd=$(sed -n '/^\.SH NOM$/,/^\.S[HS] /s/^[^.].* \\- //p' "$m")
	else
		nd=$(sed -n 's/^\.Nd //p' "$m")
	fi
	missing=""
	while read -r family; do
		named=no
		for name in $(printf '%s\n' "$family" | sed 's/, /,/g; s/ /_/g; s/,/ /g'); do
			printf '%s\n' "$nd" | grep -qiwF -- "$(printf '%s' "$name" | tr _ ' ')" && named=yes
		done
		[ "$named" = yes ] || missing="$missing [$family]"
	done <"$tmp/families"
	if [ -n "$nd" ] && [ -z "$missing" ]; then
		pass "$desc"
	else
		fail "$desc" "NAME: $nd" "names none of:$missing"
	fi
done
# The entry of new (nouvelle) names every rule set 'rules' lists, in the
# language of its manual: '.Cm NAME' lines from '.It Ic new' to the next
# item (in man(7) the bold words from the .TP headed by new in bold to the
# next), the accents written as escapes read as the letters they are.
entry_names() {
	if is_man "$1"; then
		awk -v w="$2" "$MAN_AWK"'
	tag { tag = 0; inside = (tag_word($0) == w); next }
	/^\.(TP|IP|SS|SH)([ \t]|$)/ { inside = 0; tag = /^\.TP/; next }
	inside { n = bold($0, a); for (i = 1; i <= n; i++) print a[i] }' "$1"
	else
		awk -v w="$2" '
	/^\.It / { inside = ($2 == "Ic" && $3 == w) }
	inside && /^\.Cm / { print $2 }' "$1"
	fi |
	    sed "s/\\\\('e/é/g; s/\\\\('E/É/g; s/\\\\(\`e/è/g; s/\\\\(\`a/à/g; s/\\\\(^e/ê/g; s/\\\\(:i/ï/g; s/\\\\(,c/ç/g" |
	    sort -u
}
check_new_lists() {
	# $1 the manual, $2 the name of new in it, $3 the rule sets
	desc="the entry $2 of $(name_of "$1") names every rule set 'rules' lists"
	entry_names "$1" "$2" >"$tmp/listed"
	missing=$(sort -u "$3" | comm -23 - "$tmp/listed" | tr '\n' ' ')
	if [ -s "$3" ] && [ -z "$missing" ]; then
		pass "$desc"
	else
		fail "$desc" "missing: $missing"
	fi
}
check_new_lists "$man" new "$tmp/sets.en"
check_new_lists "$frman" nouvelle "$tmp/sets.fr"

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
