#!/bin/sh
# The catalogues against the sources: every source file with a message is
# in po/POTFILES.in, and every language of po/LINGUAS translates every
# message the sources have now (the template made afresh from them, as
# 'make update-po' would, not the one in po/), none fuzzy, each checked by
# msgfmt -c (formats, plurals, header).  A new _() string without its
# translation fails here: run 'make -C po update-po' and translate it.
# Run by 'make check' with $srcdir; prints TAP.
set -u

: "${srcdir:?srcdir must name the source tree}"
po="$srcdir/po"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tapis-po.XXXXXX") || {
	echo "Bail out! cannot make a temporary directory"
	exit 1
}
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' HUP INT TERM
LC_ALL=C
export LC_ALL

n=0
failed=0
ok() {
	n=$((n + 1))
	echo "ok $n - $1"
}
not_ok() {
	n=$((n + 1))
	failed=1
	echo "not ok $n - $1"
	shift
	for d in "$@"; do
		printf '%s\n' "$d" | head -n 40 | sed 's/^/# /'
	done
}

for tool in xgettext msgmerge msgattrib msgfmt; do
	if ! command -v "$tool" >/dev/null 2>&1; then
		echo "Bail out! $tool is missing (Debian package gettext)"
		exit 1
	fi
done

# ---- every source file with a message is listed, and every listed one is there
listed=$(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$po/POTFILES.in" | sort)
have=$(cd "$srcdir" && find src -name '*.[ch]' | LC_ALL=C sort |
    xargs grep -lE '(^|[^A-Za-z0-9_])(N_|_|ngettext)\(|[^A-Za-z0-9_](msg_setn|msg_addn)\(' |
    grep -v '^src/text/i18n\.h$' | sort)
missing=$(printf '%s\n' "$have" | grep -vxF "$listed")
gone=$(printf '%s\n' "$listed" | grep -vxF "$have")
if [ -z "$missing" ] && [ -z "$gone" ]; then
	ok "po/POTFILES.in lists every source file with a message"
else
	not_ok "po/POTFILES.in lists every source file with a message" \
	    "missing from it: $missing" "listed, without messages or gone: $gone"
fi

# ---- the template, made afresh from the sources with po/Makevars' keywords
keywords=$(sed -n '/^XGETTEXT_OPTIONS/,/^$/p' "$po/Makevars" |
    sed 's/^XGETTEXT_OPTIONS *= *//' | tr -d '\\' | tr '\n' ' ')
# shellcheck disable=SC2086 # the options are words
if (cd "$srcdir" && xgettext --default-domain=tapis --add-comments=TRANSLATORS: \
    $keywords --files-from=po/POTFILES.in -o "$tmp/tapis.pot") 2>"$tmp/xgettext.err"; then
	ok "xgettext makes the template from the sources ($(grep -c '^msgid ' "$tmp/tapis.pot") messages)"
else
	not_ok "xgettext makes the template from the sources" "$(cat "$tmp/xgettext.err")"
fi

for lang in $(sed 's/#.*//' "$po/LINGUAS"); do
	file="$po/$lang.po"
	if [ ! -r "$file" ]; then
		not_ok "po/$lang.po exists" "po/LINGUAS names $lang"
		continue
	fi
	# the catalogue as it stands, checked as msgfmt checks it
	if msgfmt -c -o /dev/null "$file" 2>"$tmp/msgfmt.err"; then
		ok "po/$lang.po passes msgfmt -c"
	else
		not_ok "po/$lang.po passes msgfmt -c" "$(cat "$tmp/msgfmt.err")"
	fi
	# the catalogue against today's sources: nothing new untranslated,
	# nothing fuzzy (a message changed since it was translated)
	msgmerge --quiet --no-fuzzy-matching "$file" "$tmp/tapis.pot" -o "$tmp/$lang.po" 2>/dev/null ||
	    cp "$file" "$tmp/$lang.po"
	stats=$(msgfmt --statistics -o /dev/null "$tmp/$lang.po" 2>&1)
	echo "# $lang: $stats"
	# the entries themselves, for the diagnostic (the header block left out)
	entries() {
		msgattrib "$1" --no-obsolete --no-wrap "$tmp/$lang.po" |
		    awk 'BEGIN { RS = "" } NR > 1 { print; print "" }'
	}
	case $stats in
	*untranslated*)
		not_ok "po/$lang.po translates every message of the sources" "$stats" \
		    "untranslated (make -C po update-po, then translate):" "$(entries --untranslated)" ;;
	*)
		ok "po/$lang.po translates every message of the sources" ;;
	esac
	case $stats in
	*fuzzy*)
		not_ok "po/$lang.po has no fuzzy message" "$stats" \
		    "fuzzy (check the translation, then drop the mark):" "$(entries --only-fuzzy)" ;;
	*)
		ok "po/$lang.po has no fuzzy message" ;;
	esac
done

echo "1..$n"
exit $failed
