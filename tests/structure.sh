#!/bin/sh
# The shape of the code, kept (HACKING.md): no function over 80 lines in
# src/; no circle among the headers (a header that includes a header that
# includes ... the first), nor among the source files (a file that calls
# one that calls ... back into the first); every file in a layer, none
# calling or including a layer above its own; and shared code naming no game
# (its names appear in code only in the family table and in each family's
# own files; help texts and comments may name them); a game's optional
# hooks (engine.h) called only through their checked wrappers.  Reads the
# sources only.  Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"

# The files of src/ with the extension $1, in its folders (HACKING.md: a
# layer a folder, a game one of src/games/): a file is known by its name
# alone, which is unique in src/ (checked below).
src_files() {
	find "$srcdir/src" -name "*.$1" | LC_ALL=C sort
}
src_names=" $( (src_files c; src_files h) | sed 's|.*/||' | tr '\n' ' ')"
# Whether a file of that name is in src/.
in_src() {
	case $src_names in *" $1 "*) return 0 ;; esac
	return 1
}

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

long=$(cd "$srcdir" && long_functions $(find src -name "*.c" | LC_ALL=C sort))
if [ -z "$long" ]; then
	ok "no function of src/ is over 80 lines"
else
	not_ok "no function of src/ is over 80 lines"
	printf '%s\n' "$long" | sed 's/^/# /'
fi

# Every "header included-header" pair among src/*.h (a header of src/
# only: <...> and the build's config.h are no part of a circle); tsort
# fails on a circle and names the headers in it.
for h in $(src_files h); do
	name=${h##*/}
	echo "$name $name"
	sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$h" |
	while IFS= read -r inc; do
		if in_src "$inc"; then
			echo "$name $inc"
		fi
	done
done >"$tmp/includes"
if tsort "$tmp/includes" >/dev/null 2>"$tmp/loop"; then
	ok "no #include circle among the $(src_files h | wc -l | tr -d ' ') headers of src/"
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
for f in $(src_files c); do
	awk -v file="${f##*/}" '
	/^static/ { stat = 1; next }
	/^[A-Za-z_][A-Za-z0-9_]*\(/ && !/;[[:space:]]*$/ {
		name = $0; sub(/\(.*/, "", name)
		if (!stat && name != "main")
			print name, file
	}
	{ stat = 0 }' "$f"
done >"$tmp/defined"
for f in $(src_files c); do
	file=${f##*/}
	echo "$file $file"
	code_of "$f" | tr -c 'A-Za-z0-9_\n' '\n' | sort -u >"$tmp/words"
	awk -v file="$file" 'NR == FNR { used[$1] = 1; next }
	    ($1 in used) && $2 != file { print file, $2, $1 }' "$tmp/words" "$tmp/defined"
done | sort -u >"$tmp/called"
awk '{ print $1, $2 }' "$tmp/called" | sort -u >"$tmp/calls"
if tsort "$tmp/calls" >/dev/null 2>"$tmp/loop"; then
	ok "no circle among the $(src_files c | wc -l | tr -d ' ') source files of src/ (who calls whom)"
else
	not_ok "no circle among the source files of src/ (who calls whom)"
	sed 's/^/# /' "$tmp/loop"
fi

# The families, those of the table by the name of their engine
# (&NAME_engine), so that a new game needs no line here.
families=$(sed -n 's/^[[:space:]]*{&\([a-z0-9_]*\)_engine,.*/\1/p' "$srcdir/src/families.c" |
    tr '\n' '|' | sed 's/|$//')

# The layers of HACKING.md's table, from the top down: a layer's name and
# the patterns of its files (.c and .h), in that order.  A file calls and
# includes only files of its own layer or of the layers below.  A game's
# own files (its name first) are in engines.
engines=$(printf '%s\n' "$families" | tr '|' '\n' | sed 's/$/*.[ch]/' | tr '\n' ' ')
layers="
program		main.c repl.[ch] families.[ch]
commands	cmd_*.c command*.[ch] import.c interrupt.[ch]
serve		serve*.[ch]
session		session.[ch] tapis.h
renderer	render*.[ch] say.[ch] printer.h rows.h ui.h
engines		$engines
games		game.[ch] game_*.[ch] advice_cache.[ch] name.[ch]
interface	engine.[ch] engine_advice.c advice.h dice.[ch] throws.[ch] option.[ch] sheet_model.h event_model.h
store		store*.[ch] fact_decl.h exchange.h chart.h
text		text.[ch] never.h html.[ch] library.[ch] unicode.c unicode_icu.[ch] collation.[ch] i18n.[ch] i18n_cache.c msg.[ch] msg_text.c json.[ch] textbuf.[ch] infile.[ch] outfile.[ch]
progress	progress.[ch]
"
# "FILE DEPTH LAYER" for each file of src/ (DEPTH 1 the top), "FILE 0 -"
# for one no pattern names.
for f in $(src_files c) $(src_files h); do
	file=${f##*/}
	[ "$file" = store_sql.c ] && continue   # built from sql/
	depth=0 found=-
	i=0
	set -f   # the patterns are file names' patterns, not to be expanded here
	while read -r layer patterns; do
		[ -z "$layer" ] && continue
		i=$((i + 1))
		for p in $patterns; do
			# shellcheck disable=SC2254
			case $file in $p) depth=$i found=$layer; break 2 ;; esac
		done
	done <<EOF_LAYERS
$layers
EOF_LAYERS
	set +f
	echo "$file $depth $found"
done >"$tmp/layer_of"
unmapped=$(awk '$2 == 0 { printf " %s", $1 }' "$tmp/layer_of")
if [ -z "$unmapped" ]; then
	ok "every file of src/ has its layer"
else
	not_ok "every file of src/ has its layer"
	echo "# in no layer of tests/structure.sh:$unmapped"
fi

# Every "file included-file" pair among src/*.c and src/*.h.
for f in $(src_files c) $(src_files h); do
	sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f" |
	while IFS= read -r inc; do
		if in_src "$inc"; then
			echo "${f##*/} $inc #include"
		fi
	done
done >"$tmp/all_includes"
# Each call (by the function's name) or include of a file of a layer
# above the caller's, "FILE (LAYER) -> FILE (LAYER): NAME".
upward=$(cat "$tmp/layer_of" "$tmp/called" "$tmp/all_includes" | awk '
	NF == 3 && $2 ~ /^[0-9]+$/ { depth[$1] = $2; name[$1] = $3; next }
	($1 in depth) && ($2 in depth) && depth[$2] > 0 && depth[$2] < depth[$1] {
		printf "%s (%s) -> %s (%s): %s\n", $1, name[$1], $2, name[$2], $3
	}')
if [ -z "$upward" ]; then
	ok "no file of src/ calls or includes a layer above its own"
else
	not_ok "no file of src/ calls or includes a layer above its own"
	printf '%s\n' "$upward" | sed 's/^/# /'
fi

# Shared code names no game: the files of no family (each family's own
# start with its name, or store_ or render_ and its name), outside the
# family table of families.c.  A game's names in code are identifiers (its
# rule sets' names are strings, which are its own files' words).  The
# families are those of the table (above); yam_master is Yam Master's old
# name.
games="$families|yam_master"
found=""
for f in $(src_files c) $(src_files h); do
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
# engine.c.
unchecked=""
for f in $(src_files c); do
	file=${f##*/}
	hits=$(code_of "$f" | grep -n -E -e '->(prepare|seats|choices|turn_entries|game_facts|option_used|verb_used|forgotten_end)\(' \
	    -e '->(advise|table_size|table_build|table_key|table_fits)\(' \
	    -e '->args->' -e 'struct args_words' | grep -v -E 'struct args_words [a-z_]+ = \{')
	case $file in
	engine.c) hits=$(printf '%s\n' "$hits" | grep -E -e '->(advise|table_[a-z]+)\(') ;;
	engine_advice.c) hits=$(printf '%s\n' "$hits" | grep -v -E -e '->(advise|table_[a-z]+)\(') ;;
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

# A file is known by its name alone (the includes, the layers above): no
# two files of src/ share one.
same=$( (src_files c; src_files h) | sed 's|.*/||' | sort | uniq -d)
if [ -z "$same" ]; then
	ok "no two files of src/ share a name"
else
	not_ok "no two files of src/ share a name"
	printf '%s\n' "$same" | sed 's/^/# /'
fi

# A game's files (its C name first, or its printer's and statistics'
# render_NAME, store_NAME_stats) are in its folder, src/games/FAMILY/, the
# folder named as its engine's .family: a reader finds a game in one place.
misplaced=""
for name in $(printf '%s\n' "$families" | tr '|' ' '); do
	engine=$(grep -l "^const struct engine ${name}_engine" $(src_files c))
	family=$(sed -n 's/^[[:space:]]*\.family = "\([^"]*\)".*/\1/p' "$engine")
	for f in $(src_files c) $(src_files h); do
		case ${f##*/} in
		"$name".h | "$name"_* | render_"$name".c | render_"$name"_* | store_"$name"_stats.c)
			case $f in
			"$srcdir/src/games/$family/"*) ;;
			*) misplaced="$misplaced ${f#"$srcdir"/}" ;;
			esac ;;
		esac
	done
done
if [ -z "$misplaced" ]; then
	ok "every game's files are in its folder of src/games/"
else
	not_ok "every game's files are in its folder of src/games/"
	printf '# %s\n' $misplaced
fi

# Every file of src/ is named in Makefile.am, so that the tarball
# (make distcheck) builds: a header forgotten there builds here and not
# from the release.
unlisted=""
for f in $(src_files c) $(src_files h); do
	file=${f#"$srcdir"/}
	case $file in src/store/store_sql.c) continue ;; esac
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
