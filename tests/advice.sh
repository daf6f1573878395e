#!/bin/sh
# hint and odds from the outside: hint changes nothing in the database;
# the --win table is built once and kept in the cache folder, and a kept
# file that is truncated, damaged or foreign is said in one line and built
# again, never trusted; an unwritable cache folder still answers, and says
# once that the table could not be kept; the refusals one line each.
# Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"

export XDG_CACHE_HOME="$tmp/cache"
db="$tmp/t.db"
t() { "$TAPIS" --db "$db" "$@"; }

# A two-player game of the booklet to 1000 (a win table built in a blink),
# half-way through a turn.
t >/dev/null 2>&1 <<'END'
new 10000 alice bob target=1000 opening=0
1 1 5 3 4
keep 1
END

# ---- hint changes nothing
t -c 'export all --json' >"$tmp/before.json" 2>&1
t -c 'resume; hint; hint --json; hint --tsv; hint --win' >"$tmp/hints" 2>&1
status=$?
t -c 'export all --json' >"$tmp/after.json" 2>&1
check "hint, hint --json, --tsv and --win answer" \
	eval '[ $status = 0 ] && grep -q "expected points this turn" "$tmp/hints" &&
	    grep -q "chance of winning the game" "$tmp/hints"'
check "hint changes nothing in the database" cmp -s "$tmp/before.json" "$tmp/after.json"
check "the table is kept in the cache folder" \
	sh -c 'ls "$1"/tapis/advice-farkle-*.table >/dev/null 2>&1' sh "$tmp/cache"
check "no temporary file left beside it" \
	sh -c 'test "$(ls -A "$1"/tapis | wc -l)" = 1' sh "$tmp/cache"
table=$(ls "$tmp"/cache/tapis/advice-farkle-*.table)
cp "$table" "$tmp/good.table"

# win: the --win answer alone, and what was said beside it on stderr
win() {
	t -c 'resume; hint --win' >"$tmp/win.out" 2>"$tmp/win.err"
	status=$?
}
win
cp "$tmp/win.out" "$tmp/win.first"
check "a kept table is read back with nothing said" \
	eval '[ $status = 0 ] && [ ! -s "$tmp/win.err" ]'

# damaged FILE-MAKER REASON: the kept file made bad is said in one line and
# built again, to the same answer and the same file
damaged() {
	win
	if [ "$status" = 0 ] && says "tapis: the kept advice table $table $2: built again" \
	    "$tmp/win.err" && cmp -s "$tmp/win.out" "$tmp/win.first" &&
	    cmp -s "$table" "$tmp/good.table"; then
		ok "$1: said in one line, built again"
	else
		not_ok "$1: said in one line, built again"
		sed 's/^/# /' "$tmp/win.out" "$tmp/win.err"
	fi
}
head -c 100 "$tmp/good.table" >"$table"
damaged "a truncated table" "is truncated"
cp "$tmp/good.table" "$table"
# a byte of the table itself (past the header and the key) changed
size=$(wc -c <"$table")
printf '\377\377\377\377' | dd of="$table" bs=1 seek=$((size - 100)) conv=notrunc 2>/dev/null
damaged "a damaged table" "is damaged (its checksum does not match)"
printf 'not a table at all\n' >"$table"
damaged "a foreign file" "is no table of tapis"
: >"$table"
damaged "an empty file" "is no table of tapis"
head -c $((size - 100)) "$tmp/good.table" >"$table"
damaged "a table cut short past its key" "is truncated"
{ cat "$tmp/good.table"; printf 'x'; } >"$table"
damaged "a byte more than it says" "is not the size it says"

# a folder where the table is kept: said, answered, and nothing kept over it
rm "$table"
mkdir "$table"
win
check "a folder under the table's name: said in one line, answered as before" \
	eval '[ $status = 0 ] && cmp -s "$tmp/win.out" "$tmp/win.first" &&
	    sed -n 1p "$tmp/win.err" | grep -qx "tapis: the kept advice table $table is not a plain file: built again" &&
	    test -d "$table"'
rmdir "$table"
cp "$tmp/good.table" "$table"

# a link to itself under the table's name: the reason the system gives,
# and the table built again in its place
rm "$table"
ln -s "$(basename "$table")" "$table"
damaged "a link that loops" "cannot be read: Too many levels of symbolic links"
check "the looping link replaced by the table" eval '[ ! -L "$table" ]'

# ---- an unwritable cache folder: answered, said once
XDG_CACHE_HOME=/dev/null/cache "$TAPIS" --db "$db" -c 'resume; hint --win; hint --win' \
	>"$tmp/nokeep.out" 2>"$tmp/nokeep.err"
status=$?
check "no cache folder: answered twice, said once that it could not be kept" \
	eval '[ $status = 0 ] && says "tapis: the advice table could not be kept (*): it is worked out again in each run" "$tmp/nokeep.err" &&
	    [ "$(grep -c "chance of winning" "$tmp/nokeep.out")" = 2 ]'

: >"$tmp/cachefile"
XDG_CACHE_HOME="$tmp/cachefile" "$TAPIS" --db "$db" -c 'resume; hint --win' \
	>"$tmp/nokeep.out" 2>"$tmp/nokeep.err"
status=$?
check "a cache folder that is a file: answered, said once that it could not be kept" \
	eval '[ $status = 0 ] && says "tapis: the advice table could not be kept (*): it is worked out again in each run" "$tmp/nokeep.err" &&
	    cmp -s "$tmp/nokeep.out" "$tmp/win.first"'

mkdir "$tmp/cachetop"
: >"$tmp/cachetop/tapis"
XDG_CACHE_HOME="$tmp/cachetop" "$TAPIS" --db "$db" -c 'resume; hint --win' \
	>"$tmp/nokeep.out" 2>"$tmp/nokeep.err"
status=$?
check "a file where the tapis folder goes: answered, said that it is no folder, the file left" \
	eval '[ $status = 0 ] && says "tapis: the advice table could not be kept ($tmp/cachetop/tapis is not a folder): it is worked out again in each run" "$tmp/nokeep.err" &&
	    cmp -s "$tmp/nokeep.out" "$tmp/win.first" && [ -f "$tmp/cachetop/tapis" ] && [ ! -s "$tmp/cachetop/tapis" ]'

# a cache folder whose path is too long to name a file: that is the reason
# said, not that there is none (both variables are set)
long=/$(printf '%05000d' 0)
XDG_CACHE_HOME=$long "$TAPIS" --db "$db" -c 'resume; hint --win; hint --win' \
	>"$tmp/nokeep.out" 2>"$tmp/nokeep.err"
status=$?
check "a cache folder's path too long: answered twice, said once that it is too long" \
	eval '[ $status = 0 ] && says "tapis: the advice table could not be kept (the path of the cache folder is too long): it is worked out again in each run" "$tmp/nokeep.err" &&
	    [ "$(grep -c "chance of winning" "$tmp/nokeep.out")" = 2 ]'
(unset XDG_CACHE_HOME; HOME=$long "$TAPIS" --db "$db" -c 'resume; hint --win') \
	>"$tmp/nokeep.out" 2>"$tmp/nokeep.err"
status=$?
check "a HOME too long, no XDG_CACHE_HOME: answered, said that the path is too long" \
	eval '[ $status = 0 ] && says "tapis: the advice table could not be kept (the path of the cache folder is too long): it is worked out again in each run" "$tmp/nokeep.err" &&
	    cmp -s "$tmp/nokeep.out" "$tmp/win.first"'

# ---- where the cache is: XDG_CACHE_HOME if it is a full path, else
# ~/.cache; with neither, nothing kept, said once
mkdir "$tmp/home"
HOME="$tmp/home" XDG_CACHE_HOME=relative/cache "$TAPIS" --db "$db" -c 'resume; hint --win' \
	>"$tmp/home.out" 2>"$tmp/home.err"
status=$?
check "an XDG_CACHE_HOME that is no full path: the table kept in ~/.cache/tapis" \
	eval '[ $status = 0 ] && [ ! -s "$tmp/home.err" ] && cmp -s "$tmp/home.out" "$tmp/win.first" &&
	    ls "$tmp"/home/.cache/tapis/advice-farkle-*.table >/dev/null && [ ! -e relative ]'
(unset XDG_CACHE_HOME; HOME= "$TAPIS" --db "$db" -c 'resume; hint --win; hint --win') \
	>"$tmp/nokeep.out" 2>"$tmp/nokeep.err"
status=$?
check "no XDG_CACHE_HOME and an empty HOME: answered twice, said once that it could not be kept" \
	eval '[ $status = 0 ] && says "tapis: the advice table could not be kept (*): it is worked out again in each run" "$tmp/nokeep.err" &&
	    [ "$(grep -c "chance of winning" "$tmp/nokeep.out")" = 2 ]'

# ---- Yams: a table kept for what it depends on (issue 20); a file kept
# under a table's name for other rules is said in one line and built again
export XDG_CACHE_HOME="$tmp/ycache"
ydb="$tmp/y.db"
"$TAPIS" --db "$ydb" >/dev/null 2>&1 <<'END'
new yams alice bonus=0
6 6 6 2 1
hint
END
classic=$(ls "$tmp"/ycache/tapis/advice-yams-*.table)
"$TAPIS" --db "$ydb" >/dev/null 2>&1 <<'END'
new yams:duel alice bob
6 6 6 2 1
hint
END
duel=$(ls "$tmp"/ycache/tapis/advice-yams-*.table | grep -v "$classic")
yt() { "$TAPIS" --db "$ydb" -c "resume $1; hint" >"$tmp/y.out" 2>"$tmp/y.err"; }
check "yams: a table for classic and one for the duel" \
	eval '[ $(ls "$tmp"/ycache/tapis | wc -l) = 2 ] && [ "$classic" != "$duel" ]'
yt 2
cp "$tmp/y.out" "$tmp/y.duel"
cp "$classic" "$duel"
yt 2
check "yams: a table kept for other rules is built again, said in one line" \
	eval 'says "tapis: the kept advice table $duel was made for other rules: built again" \
	    "$tmp/y.err" && [ "$(wc -l <"$tmp/y.err")" = 1 ] && cmp -s "$tmp/y.out" "$tmp/y.duel"'
yt 1
check "yams: the other table still read, nothing said" eval '[ ! -s "$tmp/y.err" ]'
# a table that cannot be written whole (files limited to 50 KiB, the
# signal ignored: the write fails): answered, said, nothing left behind
(ulimit -f 100; trap '' XFSZ; XDG_CACHE_HOME="$tmp/small" yt 1)
check "yams: a table that cannot be written whole: answered, said once, no file left" \
	eval 'says "tapis: the advice table could not be kept ($tmp/small/tapis: File too large): it is worked out again in each run" "$tmp/y.err" &&
	    grep -q "expected final total, best first" "$tmp/y.out" && [ -z "$(ls -A "$tmp/small/tapis")" ]'
# the play-test's case: hint in yams, then in yams:cross, then in yams again
# with one cache folder: cross reads the classic table, nothing is refused
"$TAPIS" --db "$ydb" >"$tmp/y.out" 2>"$tmp/y.err" <<'END'
new yams alice
6 6 6 2 1
hint
new yams:cross alice bob
6 6 6 2 1
hint
resume 3
hint
END
check "yams, then yams:cross, then yams: one table for both, every hint answered" \
	eval '[ ! -s "$tmp/y.err" ] && [ $(ls "$tmp"/ycache/tapis | wc -l) = 3 ] &&
	    [ $(grep -c "expected final total, best first" "$tmp/y.out") = 3 ]'
export XDG_CACHE_HOME="$tmp/cache"

# ---- refusals: one line, exit 1, nothing on stdout but what resume says
refuse() {
	t -c "$1" >"$tmp/stdout" 2>"$tmp/stderr"
	status=$?
	case $1 in resume\;*) t -c resume >"$tmp/resumed" 2>&1 ;; *) : >"$tmp/resumed" ;; esac
	if [ "$status" = 1 ] && cmp -s "$tmp/stdout" "$tmp/resumed" &&
	    says "tapis: line 1: $2" "$tmp/stderr"; then
		ok "refused: $1"
	else
		not_ok "refused: $1"
		sed 's/^/# /' "$tmp/stdout" "$tmp/stderr"
	fi
}
refuse "hint" "no game open: start one with new, or resume one"
refuse "resume; hint --fast" "command 2, 'hint --fast': hint takes --win, --all, --budget N, --tsv or --json, not '--fast'"
refuse "resume; hint --json --tsv" "command 2, 'hint --json --tsv': hint takes one of --tsv and --json"
refuse "resume; hint --win --win" "command 2, 'hint --win --win': --win is given twice"
refuse "resume; hint --all --tout" "command 2, 'hint --all --tout': --tout is given twice"
refuse "resume; hint full" "command 2, 'hint full': hint takes --win, --all, --budget N, --tsv or --json, not 'full'"
refuse "resume; odds full" \
	"command 2, 'odds full': odds is for games whose dice fill boxes; 10000 has none"
# (odds alone too: what 10000 lacks is said, not a usage it could not meet)
refuse "resume; odds" "command 2, 'odds': odds is for games whose dice fill boxes; 10000 has none"
refuse "resume; hint --budget 500" \
	"command 2, 'hint --budget 500': hint --budget is for advice worked out by playing games out; 10000's is exact"
t >/dev/null 2>&1 <<'END'
new 10000 carol dan erin
END
refuse "resume; hint --win" "command 2, 'hint --win': hint --win is for two players; this game has 3"
# ---- Yam Master: estimated by playing games out; nothing changes, the
# same answer twice, odds with no word
t >/dev/null 2>&1 <<'END'
new yam-master alice bob
1 3 3 5 6
END
t -c 'export all --json' >"$tmp/before.json" 2>&1
t -c 'resume; hint --budget 300; hint --budget 300 --json; hint --tsv --budget 300; odds; odds full; hint --win --budget 300' \
	>"$tmp/ym" 2>&1
status=$?
t -c 'export all --json' >"$tmp/after.json" 2>&1
check "Yam Master: hint and odds answer" \
	eval '[ $status = 0 ] && grep -q "chance of winning the game" "$tmp/ym" &&
	    grep -q "an estimate, by playing 300 games out from here" "$tmp/ym" &&
	    grep -q "chance of making each, best first" "$tmp/ym" &&
	    grep -q "\"goal\":\"win\",.*\"exact\":false.*\"error\":" "$tmp/ym"'
check "Yam Master: hint changes nothing in the database" cmp -s "$tmp/before.json" "$tmp/after.json"
check "Yam Master: no table kept in the cache folder" \
	sh -c 'test "$(ls "$1"/tapis/ 2>/dev/null | grep -c yammaster)" = 0' sh "$tmp/cache"
t -c 'resume; hint --budget 300 --json' >"$tmp/once" 2>&1
t -c 'resume; hint --budget 300 --json' >"$tmp/twice" 2>&1
check "Yam Master: the same state, the same answer" cmp -s "$tmp/once" "$tmp/twice"
refuse "resume; hint --budget 0" \
	"command 2, 'hint --budget 0': --budget takes a whole number of games from 1 to 10000000, not '0'"
refuse "resume; hint --budget many" \
	"command 2, 'hint --budget many': --budget takes a whole number of games from 1 to 10000000, not 'many'"
refuse "resume; hint --budget 30x" \
	"command 2, 'hint --budget 30x': --budget takes a whole number of games from 1 to 10000000, not '30x'"
refuse "resume; hint --budget 10000001" \
	"command 2, 'hint --budget 10000001': --budget takes a whole number of games from 1 to 10000000, not '10000001'"
refuse "resume; hint --budget" "command 2, 'hint --budget': --budget needs a number of games to play out, from 1"
refuse "resume; odds c9" \
	"command 2, 'odds c9': 'c9' is no cell: odds takes 1 to 6, full, suite, carre, small, yam, sec, appel, or a cell (a1 to e5)"
refuse "resume; odds sec" \
	"command 2, 'odds sec': a Sec takes a major made with the first throw: the Sec cells are closed this turn"

echo "1..$n"
exit $failed
