#!/bin/sh
# The shape of the code, kept (HACKING.md): no function over 80 lines in
# src/; no circle among the headers (a header that includes a header that
# includes ... the first), nor among the source files (a file that calls
# one that calls ... back into the first); and shared code naming no game
# (its names appear in code only in the family table and in each family's
# own files; help texts and comments may name them); a game's optional
# hooks (engine.h) called only through their checked wrappers.  Reads the
# sources only.  Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"

# Each function over 80 lines, "FILE:LINE: NAME LINES": a definition starts
# with its name and '(' at column 0 (the return type on the line above) and
# ends at the first '}' at column 0.
long_functions() {
	awk '
	/^[A-Za-z_][A-Za-z0-9_]*\(/ {
		name = $0; sub(/\(.*/, "", name); start = FNR; infn = 1; next
	}
	infn && /^}/ {
		n = FNR - start + 1
		if (n > 80)
			printf "%s:%d: %s %d\n", FILENAME, start, name, n
		infn = 0
	}' "$@"
}

long=$(cd "$srcdir" && long_functions src/*.c)
if [ -z "$long" ]; then
	ok "no function of src/*.c is over 80 lines"
else
	not_ok "no function of src/*.c is over 80 lines"
	printf '%s\n' "$long" | sed 's/^/# /'
fi

# Every "header included-header" pair among src/*.h (a header of src/
# only: <...> and the build's config.h are no part of a circle); tsort
# fails on a circle and names the headers in it.
for h in "$srcdir"/src/*.h; do
	name=${h##*/}
	echo "$name $name"
	sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$h" |
	while IFS= read -r inc; do
		if [ -f "$srcdir/src/$inc" ]; then
			echo "$name $inc"
		fi
	done
done >"$tmp/includes"
if tsort "$tmp/includes" >/dev/null 2>"$tmp/loop"; then
	ok "no #include circle among the $(ls "$srcdir"/src/*.h | wc -l | tr -d ' ') headers of src/"
else
	not_ok "no #include circle among the headers of src/"
	sed 's/^/# /' "$tmp/loop"
fi

# The code of a C file, its comments, strings and characters blanked (the
# lines kept, so that a line number still points at the code).
code_of() {
	awk '
	{
		out = ""; line = $0
		while (length(line) > 0) {
			if (incomment) {
				i = index(line, "*/")
				if (i == 0) { line = ""; break }
				line = substr(line, i + 2); incomment = 0; continue
			}
			c = substr(line, 1, 1); two = substr(line, 1, 2)
			if (two == "/*") { incomment = 1; line = substr(line, 3); out = out " "; continue }
			if (two == "//") break
			if (c == "\"" || c == "\047") {
				q = c; j = 2
				while (j <= length(line)) {
					d = substr(line, j, 1)
					if (d == "\\") { j += 2; continue }
					if (d == q) break
					j++
				}
				out = out q q; line = substr(line, j + 1); continue
			}
			out = out c; line = substr(line, 2)
		}
		print out
	}' "$1"
}

# Every "file file-it-calls" pair among src/*.c: the functions each file
# defines (a name at column 0 followed by '(', not after a line that makes
# it static, nor ending in ';' as _Static_assert does), and each other
# file whose code names one.  tsort fails on a circle.
for f in "$srcdir"/src/*.c; do
	awk -v file="${f##*/}" '
	/^static/ { stat = 1; next }
	/^[A-Za-z_][A-Za-z0-9_]*\(/ && !/;[[:space:]]*$/ {
		name = $0; sub(/\(.*/, "", name)
		if (!stat && name != "main")
			print name, file
	}
	{ stat = 0 }' "$f"
done >"$tmp/defined"
for f in "$srcdir"/src/*.c; do
	file=${f##*/}
	echo "$file $file"
	code_of "$f" | tr -c 'A-Za-z0-9_\n' '\n' | sort -u >"$tmp/words"
	awk -v file="$file" 'NR == FNR { used[$1] = 1; next }
	    ($1 in used) && $2 != file { print file, $2 }' "$tmp/words" "$tmp/defined"
done | sort -u >"$tmp/calls"
if tsort "$tmp/calls" >/dev/null 2>"$tmp/loop"; then
	ok "no circle among the $(ls "$srcdir"/src/*.c | wc -l | tr -d ' ') source files of src/ (who calls whom)"
else
	not_ok "no circle among the source files of src/ (who calls whom)"
	sed 's/^/# /' "$tmp/loop"
fi

# Shared code names no game: the files of no family (each family's own
# start with its name, or store_ or render_ and its name), outside the
# family table of engine.c.  A game's names in code are identifiers (its
# rule sets' names are strings, which are its own files' words).  The
# families are those of the table, by the name of their engine
# (&NAME_engine), so that a new game needs no line here; yam_master is
# Yam Master's old name.
families=$(sed -n 's/^[[:space:]]*{&\([a-z0-9_]*\)_engine,.*/\1/p' "$srcdir/src/engine.c" |
    tr '\n' '|' | sed 's/|$//')
games="$families|yam_master"
found=""
for f in "$srcdir"/src/*.c "$srcdir"/src/*.h; do
	file=${f##*/}
	own=false
	for fam in $(printf '%s\n' "$families" | tr '|' ' '); do
		case $file in
		"$fam"*|store_"$fam"*|render_"$fam"*) own=true ;;
		esac
	done
	if $own || [ "$file" = store_sql.c ]; then
		continue
	fi
	hits=$(code_of "$f" | grep -n -i -E "(^|[^A-Za-z0-9_])($games)([^A-Za-z0-9_]|$)" |
	    grep -v -E '^[0-9]+:[[:space:]]*\{&[a-z0-9_]+_engine, &[a-z0-9_]+_words, &[a-z0-9_]+_printer' |
	    grep -v -E "^[0-9]+:#include \"($families)\\.h\"")
	if [ -n "$hits" ]; then
		found="$found$(printf '%s\n' "$hits" | sed "s|^|$file:|")
"
	fi
done
if [ -z "$found" ]; then
	ok "shared code names no game outside the family table"
else
	not_ok "shared code names no game outside the family table"
	printf '%s' "$found" | sed 's/^/# /'
fi

# An optional hook of a game (engine.h) is called only through its checked
# wrapper, never straight: each call "->HOOK(" only in its wrapper's file
# (engine.c; engine_advice.c for the advice's), and the words after a verb
# (struct args_words, which a game's words define) followed only in
# engine.c.  store.c still counts a
# turn's entries itself, checked, until the session hands them to it (issue
# 27, step 3: the store computes no game).
unchecked=""
for f in "$srcdir"/src/*.c; do
	file=${f##*/}
	hits=$(code_of "$f" | grep -n -E -e '->(prepare|seats|choices|turn_entries)\(' \
	    -e '->(advise|table_size|table_build|table_key|table_fits)\(' \
	    -e '->args->' -e 'struct args_words' | grep -v -E 'struct args_words [a-z_]+ = \{')
	case $file in
	engine.c) hits=$(printf '%s\n' "$hits" | grep -E -e '->(advise|table_[a-z]+)\(') ;;
	engine_advice.c) hits=$(printf '%s\n' "$hits" | grep -v -E -e '->(advise|table_[a-z]+)\(') ;;
	store.c) hits=$(printf '%s\n' "$hits" | grep -v -E -e '->turn_entries\(') ;;
	esac
	if [ -n "$hits" ]; then
		unchecked="$unchecked$(printf '%s\n' "$hits" | sed "s|^|$file:|")
"
	fi
done
if [ -z "$unchecked" ]; then
	ok "every optional hook of a game is called through its checked wrapper"
else
	not_ok "every optional hook of a game is called through its checked wrapper"
	printf '%s' "$unchecked" | sed 's/^/# /'
fi

# Every file of src/ is named in Makefile.am, so that the tarball
# (make distcheck) builds: a header forgotten there builds here and not
# from the release.
unlisted=""
for f in "$srcdir"/src/*.c "$srcdir"/src/*.h; do
	file=src/${f##*/}
	case $file in src/store_sql.c) continue ;; esac
	grep -q -F "$file" "$srcdir/Makefile.am" || unlisted="$unlisted $file"
done
if [ -z "$unlisted" ]; then
	ok "every file of src/ is in Makefile.am"
else
	not_ok "every file of src/ is in Makefile.am"
	echo "# not listed:$unlisted"
fi

echo "1..$n"
exit "$failed"
