#!/bin/sh
# export GAME|all --json|--csv [FILE] and import FILE, from the outside:
# games of every kind carried to another database come back the same (the
# re-export equal but for the numbers), a second import skips them, a
# damaged or foreign file changes nothing (the database dumps the same), the
# CSV is exactly what a spreadsheet reads, and a file is written whole or
# not at all.  Prints TAP.  Needs the sqlite3 shell.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"

if ! command -v sqlite3 >/dev/null 2>&1; then
	echo "1..0 # SKIP the sqlite3 shell is not installed"
	exit 0
fi
export TZ=UTC

a="$tmp/a.db"
b="$tmp/b.db"
t() { db=$1; shift; "$TAPIS" --db "$db" "$@"; }
dump() { sqlite3 "$1" .dump; }
# the export without the game numbers, which a database gives its own
no_ids() { sed 's/{"id":[0-9]*,/{/' "$1"; }

# 1: 10000, won; 2: Yams, being played; 3: 5000, abandoned after a turn;
# 4: Yam Master, being played, with an option; 5: a saved preset's game.
t "$a" >/dev/null 2>&1 <<'END'
new 10000 alice bob,jr target=1000 opening=0
1 1 5 2 3
keep 1 1
2 3 4
bank
5 5 2 3 4
bank
1 1 1 2 3
bank
new yams ann ben
1 1 1 2 3
keep 1 1 1
1 1
score 1s
6 6 6 6 2
score carre
new 5000 carl dora
2 3 4 6 6 2
abandon 3
new yam-master eve fay fivewins=no
call full
3 3 3 3 5
place c2
preset save club 10000 target=500 opening=0
new club gus hal
1 5 2 3 4
undo
1 1 2 3 4
bank
END
# Dates of one evening, so that the files can be compared with what they
# must be.
sqlite3 "$a" "UPDATE games SET created = '2024-05-03T19:0' || id || ':00Z';
  UPDATE games SET finished = '2024-05-03T20:00:00Z' WHERE finished IS NOT NULL;
  UPDATE entries SET created = unixepoch('2024-05-03T19:30:00Z') + id % 4294967296;"

t "$a" -c 'export all --json' >"$tmp/all.json" 2>"$tmp/err"
st=$?
check "export all --json: exit 0, nothing on stderr" \
	sh -c 'test "$1" = 0 && test ! -s "$2"' sh "$st" "$tmp/err"
check "export all --json is one JSON array" \
	test "$(sqlite3 :memory: "SELECT json_type(readfile('$tmp/all.json'))")" = array
check "with a game a line between the brackets" \
	sh -c 'test "$(wc -l <"$1")" = 7 && head -n1 "$1" | grep -qx "\[" &&
	    tail -n1 "$1" | grep -qx "\]" && sed -n 2,6p "$1" | grep -c "^{\"id\":" | grep -qx 5' \
	sh "$tmp/all.json"
check "each with uid, family, base, created, finished and its entries' times" \
	grep -q '^{"id":1,"uid":"[0-9a-f]\{32\}","family":"farkle","base":"10000","created":"2024-05-03T19:01:00Z","finished":"2024-05-03T20:00:00Z","game":"10000",.*"entries":\[{"seq":1,"player":"alice","entry":"throw","dice":\[1,1,5,2,3\],"at":"2024-05-03T19:30:01Z"}' \
	"$tmp/all.json"
check "an undone entry is not exported" \
	sh -c 'grep "\"game\":\"club\"" "$1" | grep -q "\"entries\":\[{\"seq\":1,\"player\":\"gus\",\"entry\":\"throw\",\"dice\":\[1,1,2,3,4\]"' \
	sh "$tmp/all.json"

# The contract's form is as it was: no exchange keys.
t "$a" -c 'export --json 1' >"$tmp/contract"
check "export --json 1 (the contract) is unchanged: no uid" \
	sh -c '! grep -q uid "$1" && grep -q "^{\"id\":1,\"game\":\"10000\",\"status\":\"finished\"" "$1"' \
	sh "$tmp/contract"
t "$a" -c 'export 1 --json' >"$tmp/one"
check "export 1 --json: one object, the line of game 1 in the array" \
	test "$(cat "$tmp/one")" = "$(sed -n 2p "$tmp/all.json" | sed 's/,$//')"

# ---- import into another database, where numbers are taken already
t "$b" -c 'new 10000 zoe' >/dev/null
t "$b" -c "import $tmp/all.json" >"$tmp/out" 2>"$tmp/err"
st=$?
check "import: exit 0, nothing on stderr" \
	sh -c 'test "$1" = 0 && test ! -s "$2"' sh "$st" "$tmp/err"
check "import says each game and the count" sh -c '
	grep -qx "imported game #2 (10000: alice, bob,jr, 2024-05-03 19:01)" "$1" &&
	grep -qx "imported game #6 (club: gus, hal, 2024-05-03 19:05)" "$1" &&
	tail -n1 "$1" | grep -qx ".*/all.json: 5 games imported"' sh "$tmp/out"
# (each game's day and time as show says it, in French as French writes it)
LANGUAGE=fr LC_ALL=C.UTF-8 t "$b" -c "importer $tmp/all.json" >"$tmp/out" 2>&1
check "importer says the day as French writes it" \
	grep -qx "partie 1 du fichier sautée : elle est déjà là, comme la partie n°2 (10000 : alice, bob,jr, 03/05/2024 19:01)" "$tmp/out"
t "$b" -c 'export all --json' | sed 1,2d >"$tmp/back.json"
sed 1d "$tmp/all.json" >"$tmp/sent.json"
check "the re-export is the export but for the game numbers" \
	test "$(no_ids "$tmp/back.json")" = "$(no_ids "$tmp/sent.json")"
q="SELECT g.uid, g.game, g.status, g.winner, g.created, g.finished, g.family, g.base,
    e.seq, e.seat, e.kind, e.args, e.undone, e.created, e.outcome, e.points,
    e.score_after, e.facts FROM games g JOIN entries e ON e.game_id = g.id
    WHERE e.undone = 0 ORDER BY g.uid, e.seq;
  SELECT g.uid, p.seat, p.name, p.final_score, p.rank FROM games g
    JOIN players p ON p.game_id = g.id ORDER BY g.uid, p.seat;
  SELECT g.uid, o.name, o.value FROM games g JOIN game_options o ON o.game_id = g.id
    ORDER BY g.uid, o.name;"
zoe=$(sqlite3 "$b" "SELECT uid FROM games WHERE id = 1")
sqlite3 "$a" "$q" >"$tmp/a-rows"
sqlite3 "$b" "$q" | grep -v "^$zoe" >"$tmp/b-rows"
check "the stored games, entries, facts, final scores and ranks are the same" \
	sh -c 'test -s "$1" && cmp -s "$1" "$2"' sh "$tmp/a-rows" "$tmp/b-rows"
t "$b" -c 'games' >"$tmp/games"
check "games lists them" grep -q "abandoned" "$tmp/games"

before=$(dump "$b")
t "$b" -c "import $tmp/all.json" >"$tmp/out" 2>&1
check "a second import skips every game, and says so" sh -c '
	test "$(grep -c "^skipped the file.s game [1-5]: it is here already, as game #[2-6] " "$1")" = 5 &&
	tail -n1 "$1" | grep -qx ".*: 0 games imported, 5 skipped (here already)"' sh "$tmp/out"
check "and changes nothing" test "$(dump "$b")" = "$before"
t "$b" -c "import $tmp/one" >"$tmp/out" 2>&1
check "a lone game's object is read too (skipped here)" \
	grep -q "^skipped the file's game 1: it is here already, as game #2 " "$tmp/out"

# ---- damaged and foreign files: one line, nothing of the file kept.  The
# bad game comes after good ones, which must not be kept either.
c="$tmp/c.db"
t "$c" -c 'new 5000 ivy' >/dev/null
refuse() { # refuse NAME FILE MESSAGE
	before=$(dump "$c")
	t "$c" -c "import $2" >"$tmp/out" 2>"$tmp/err"
	st=$?
	if [ "$st" = 1 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
	    grep -q "^tapis: line 1: $3" "$tmp/err" && [ "$(dump "$c")" = "$before" ]; then
		ok "$1: refused in one line, nothing imported"
	else
		not_ok "$1: refused in one line, nothing imported"
		echo "# exit $st; stdout: $(cat "$tmp/out"); stderr: $(cat "$tmp/err")"
	fi
}
head -c 900 "$tmp/all.json" >"$tmp/cut.json"
refuse "a cut file" "$tmp/cut.json" ".*/cut.json: it is not JSON"
t "$a" -c "export all --csv $tmp/turns.csv" >/dev/null
refuse "the turns export --csv wrote" "$tmp/turns.csv" \
	".*/turns.csv: it is not JSON as export --json writes it (what export --csv writes cannot be imported); nothing of it imported\$"
printf '{"name":"alice","games":3}\n' >"$tmp/foreign.json"
refuse "a foreign JSON object" "$tmp/foreign.json" ".*/foreign.json, game 1: it has no \"uid\""
printf '[1, 2]\n' >"$tmp/numbers.json"
refuse "an array of numbers" "$tmp/numbers.json" ".*, game 1: it is a JSON integer, not a game"
printf '"tapis"\n' >"$tmp/string.json"
refuse "a JSON string" "$tmp/string.json" ".*: it holds a JSON text, not a game or an array"
printf '\377\376{}' >"$tmp/binary.json"
refuse "a file that is no text" "$tmp/binary.json" "cannot import .*binary.json: the file is not text"
refuse "a file that is not there" "$tmp/none.json" "cannot import .*none.json: cannot read the file"
mkfifo "$tmp/fifo.json"
refuse "a FIFO, which would block" "$tmp/fifo.json" "cannot import .*fifo.json: it is not a plain file"
# game 2 (Yams): its second throw of 1 1 becomes 1 1 1, more dice than thrown
sed '3s/"dice":\[1,1\]/"dice":[1,1,1]/' "$tmp/all.json" >"$tmp/replay.json"
refuse "an entry that does not replay" "$tmp/replay.json" \
	".*, game 2 (yams: ann, ben): entry 3 (ann's throw 1 1 1) is refused: .*; nothing of it imported"
sed '2s/"score":1000/"score":1500/' "$tmp/all.json" >"$tmp/score.json"
refuse "a score the game does not come to" "$tmp/score.json" \
	".*, game 1 (10000: alice, bob,jr): played, alice has 1000, not 1500 as the file says"
sed '4s/"family":"farkle"/"family":"chess"/' "$tmp/all.json" >"$tmp/family.json"
refuse "a game this tapis does not know" "$tmp/family.json" \
	".*, game 3 (5000: carl, dora): it is a game of 'chess', which this tapis does not know"
sed '3s/"seq":1,"player":"ann"/"seq":1,"player":"ben"/' "$tmp/all.json" >"$tmp/turn.json"
refuse "an entry by the wrong player" "$tmp/turn.json" \
	".*, game 2 (yams: ann, ben): entry 1 is ben's, but it was ann's turn"
sed '2s/"players":\[[^]]*\]/"players":[]/' "$tmp/all.json" >"$tmp/nobody.json"
refuse "a game without players" "$tmp/nobody.json" \
	".*, game 1: it has no players; nothing of it imported"
sed '2s/"bob,jr"/"Alice"/g' "$tmp/all.json" >"$tmp/twice.json"
refuse "a player named twice, in another case" "$tmp/twice.json" \
	".*, game 1 (10000: alice, Alice): Alice is named twice"
sed '2s/"status":"finished"/"status":"playing"/' "$tmp/all.json" >"$tmp/status.json"
refuse "an end the game does not come to" "$tmp/status.json" \
	".*, game 1 (10000: alice, bob,jr): played, it is finished, not playing as the file says"
sed '2s/"target":1000/"target":"x"/' "$tmp/all.json" >"$tmp/option.json"
refuse "an option that is no number" "$tmp/option.json" ".*, game 1 (10000: alice, bob,jr): "
# a NUL in a name would cut it short, unseen ("al" imported, or two names
# made one): the whole file is refused, naming what holds it
sed '2s/"name":"alice"/"name":"al\\u0000ice"/' "$tmp/all.json" >"$tmp/nul.json"
refuse "a name holding a NUL" "$tmp/nul.json" \
	".*/nul.json: it holds a NUL character (\\\\u0000) in a string, which no name or value may hold"
sed '5s/"uid":"[0-9a-f]*"/"uid":"1234"/' "$tmp/all.json" >"$tmp/uid.json"
refuse "a uid tapis does not write" "$tmp/uid.json" ".*, game 4: its \"uid\" is not 32 hex digits"
# what the file says of game 1 (10000, alice won) against what tapis
# makes of it: its names, its rules, its players, its entries, its end
sed '2s/"game":"10000"/"game":"5000"/' "$tmp/all.json" >"$tmp/named.json"
refuse "a built-in name over another rule set" "$tmp/named.json" \
	".*, game 1 (5000: alice, bob,jr): it is named 5000 but started from 10000"
sed '2s/"base":"10000"/"base":"yams"/' "$tmp/all.json" >"$tmp/base.json"
refuse "a start from another game's rule set" "$tmp/base.json" \
	".*, game 1 (10000: alice, bob,jr): it started from 'yams', no rule set of its game"
sed '2s/"target":1000/"target":[1000]/' "$tmp/all.json" >"$tmp/array.json"
refuse "an option that is a JSON array" "$tmp/array.json" \
	".*, game 1: its option target is a JSON array, not a number, true, false"
sed '2s/"players":\[/"players":[1,/' "$tmp/all.json" >"$tmp/seat.json"
refuse "a player that is no object" "$tmp/seat.json" ".*, game 1: one of its players is not an object"
seats=$(for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15; do
	printf '{"name":"p%d","score":0,"crosses":0,"opened":true},' "$i"; done)
sed "2s/\"players\":\[/\"players\":[$seats/" "$tmp/all.json" >"$tmp/seats.json"
refuse "more players than a game takes" "$tmp/seats.json" ".*, game 1 (10000: p1, p2, .*, alice): it has more than 16 players"
sed '2s/"score":1000/"score":1000.5/' "$tmp/all.json" >"$tmp/half.json"
refuse "a score that is no whole number" "$tmp/half.json" \
	".*, game 1: the score of its player alice is not a whole number"
sed '2s/"seq":2,/"seq":7,/' "$tmp/all.json" >"$tmp/seq.json"
refuse "entries out of their order" "$tmp/seq.json" '.*, game 1 (10000: alice, bob,jr): its entry 2 does not say "seq":2'
sed '2s/"dice":\[1,1\]/"dice":[1,1],"args":"1 1"/' "$tmp/all.json" >"$tmp/both.json"
refuse "an entry with dice and args" "$tmp/both.json" \
	'.*, game 1 (10000: alice, bob,jr): its entry 2 has both "dice" and "args"'
sed '2s/"seq":1,"player":"alice"/"seq":1,"player":"zoe"/' "$tmp/all.json" >"$tmp/zoe.json"
refuse "an entry by no player of the game" "$tmp/zoe.json" \
	".*, game 1 (10000: alice, bob,jr): entry 1 is made by zoe, who is not a player of it"
sed '2s/"seq":1,"player":"alice","entry":"throw"/"seq":1,"player":"alice","entry":"fly"/' \
	"$tmp/all.json" >"$tmp/fly.json"
refuse "an entry its game has not" "$tmp/fly.json" \
	".*, game 1 (10000: alice, bob,jr): entry 1 is a 'fly', which its game has not"
# its fields as tapis writes them: dates, a status, arrays, names that show
sed '2s/"created":"[^"]*"/"created":"yesterday"/' "$tmp/all.json" >"$tmp/created.json"
refuse "a start that is no date" "$tmp/created.json" \
	'.*, game 1: its "created" is no date as tapis writes them'
sed '2s/"finished":"[^"]*"/"finished":"soon"/' "$tmp/all.json" >"$tmp/finished.json"
refuse "an end that is no date" "$tmp/finished.json" \
	'.*, game 1: its "finished" is no date as tapis writes them'
sed '2s/"status":"finished"/"status":"won"/' "$tmp/all.json" >"$tmp/status.json"
refuse "a status tapis has not" "$tmp/status.json" \
	'.*, game 1: its "status" is none of playing, finished and abandoned'
sed '2s/"entries":\[/"entries":"none","was":[/' "$tmp/all.json" >"$tmp/entries.json"
refuse "entries that are no array" "$tmp/entries.json" \
	'.*, game 1: its "entries" is a JSON text, not an array'
sed '2s/"game":"10000"/"rules_of":"10000"/' "$tmp/all.json" >"$tmp/nogame.json"
refuse "a game with no rule set's name" "$tmp/nogame.json" '.*, game 1: it has no "game"'
sed '2s/"game":"10000"/"game":"10\\u200b000"/' "$tmp/all.json" >"$tmp/hidden.json"
refuse "a name with a character that does not show" "$tmp/hidden.json" \
	'.*, game 1: its "game" holds a character that cannot be seen'
long=$(printf '%0300d' 0)
sed "2s/\"game\":\"10000\"/\"game\":\"$long\"/" "$tmp/all.json" >"$tmp/long.json"
refuse "a name longer than tapis writes" "$tmp/long.json" \
	'.*, game 1: its "game" is longer than tapis writes one'
sed '2s/"winner":"alice"/"winner":"bob,jr"/' "$tmp/all.json" >"$tmp/winner.json"
refuse "a winner the game does not come to" "$tmp/winner.json" \
	".*, game 1 (10000: alice, bob,jr): played, its winner is alice, not bob,jr as the file says"
# each key of a game, an option, a player and an entry of another JSON
# type than tapis writes, or a value out of what it writes
bad() { # bad NAME SED MESSAGE: game 1 of all.json changed by SED, refused
	sed "2$2" "$tmp/all.json" >"$tmp/bad.json"
	refuse "$1" "$tmp/bad.json" ".*, game 1\( ([^)]*)\)\?: $3"
}
bad "a uid that is a number" 's/"uid":"[0-9a-f]*"/"uid":7/' 'its "uid" is a JSON integer, not a string'
bad "a uid of 32 letters that are not hex digits" 's/"uid":"[0-9a-f]*"/"uid":"zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"/' \
	'its "uid" is not 32 hex digits'
bad "a family that is false" 's/"family":"farkle"/"family":false/' 'its "family" is a JSON false, not a string'
bad "no base" 's/"base":"10000",//' 'it has no "base"'
bad "a start that is a number" 's/"created":"[^"]*"/"created":20240503/' 'its "created" is a JSON integer, not a string'
bad "an end that is a number" 's/"finished":"[^"]*"/"finished":1/' 'its "finished" is a JSON integer, not a string'
bad "a status that is null" 's/"status":"finished"/"status":null/' 'its "status" is a JSON null, not a string'
bad "a winner that is a number" 's/"winner":"alice"/"winner":1/' 'its "winner" is a JSON integer, not a string'
bad "no rules" 's/"rules":{[^}]*},//' 'its "rules" is missing, not an object'
bad "an entry that is no object" 's/"entries":\[/"entries":[1,/' 'one of its entries is not an object'
bad "an option's name longer than any game's" "s/\"rules\":{/\"rules\":{\"$long\":1,/" \
	'its "rules" hold an option no game has'
bad "an option's value with a character that does not show" \
	's/"kind3":"100\/1000"/"kind3":"100\\u200b\/1000"/' 'its option kind3 has a value no game takes'
bad "a score over a billion" 's/"score":1000,/"score":2000000000,/' \
	'the score of its player alice is not a whole number'
bad "a seq that is a string" 's/"seq":1,/"seq":"1",/' 'its entry 1 does not say "seq":1'
bad "an entry's player that is a number" 's/"seq":1,"player":"alice"/"seq":1,"player":1/' \
	'its "entries\[0\].player" is a JSON integer, not a string'
bad "an entry's kind that is an array" 's/"seq":1,"player":"alice","entry":"throw"/"seq":1,"player":"alice","entry":[]/' \
	'its "entries\[0\].entry" is a JSON array, not a string'
bad "dice that are a string" 's/"dice":\[1,1,5,2,3\]/"dice":"1 1 5 2 3"/' \
	'the "dice" of its entry 1 are not an array of faces'
bad "a die of 0" 's/"dice":\[1,1,5,2,3\]/"dice":[1,1,5,2,0]/' 'the "dice" of its entry 1 are not an array of faces'
bad "no dice in the array" 's/"dice":\[1,1,5,2,3\]/"dice":[]/' 'the "dice" of its entry 1 are not an array of faces'
bad "args that are a number" 's/"entry":"bank",/"entry":"bank","args":5,/' \
	'its "entries\[4\].args" is a JSON integer, not a string'
bad "an entry's time that is a number" 's/"at":"[^"]*"/"at":5/' 'its "entries\[0\].at" is a JSON integer, not a string'
bad "an entry's time that is no time" 's/"at":"[^"]*"/"at":"noon"/' \
	'the "at" of its entry 1 is no time as tapis writes them'
bad "an entry's time before its game's start" 's/"at":"[^"]*"/"at":"2024-05-03T19:00:59Z"/' \
	'the "at" of its entry 1 is before the game.s "created"'
bad "an option that is null" 's/"target":1000/"target":null/' 'an option of its "rules" cannot be read'
bad "an option's name with a character that does not show" 's/"rules":{/"rules":{"tar\\u200bget":1,/' \
	'its "rules" hold an option no game has'
bad "an option's name that is no UTF-8 (half a surrogate pair)" 's/"rules":{/"rules":{"\\ud800":1,/' \
	'its "rules" hold an option no game has'
options=$(i=0; while [ $i -lt 65 ]; do printf '"o%d":1,' $i; i=$((i + 1)); done)
bad "more options than any game has" "s/\"rules\":{/\"rules\":{$options/" \
	'its "rules" hold an option no game has'
bad "an option's value longer than any game takes" "s/\"kind3\":\"100\/1000\"/\"kind3\":\"$long\"/" \
	'its option kind3 has a value no game takes'
bad "an option's value that is no UTF-8" 's/"kind3":"100\/1000"/"kind3":"\\udc00"/' \
	'its option kind3 has a value no game takes'
bad "a name that is no UTF-8" 's/"game":"10000"/"game":"\\ud800"/' \
	'its "game" holds a character that cannot be seen'
bad "a score under minus a billion" 's/"score":1000,/"score":-2000000000,/' \
	'the score of its player alice is not a whole number'
bad "a player without a score" 's/"score":1000,//' 'the score of its player alice is not a whole number'
bad "a player's name that is a number" 's/"name":"alice"/"name":1/' \
	'its "players\[0\].name" is a JSON integer, not a string'
bad "an entry without its seq" 's/"seq":1,//' 'its entry 1 does not say "seq":1'
dice=$(i=0; while [ $i -lt 100 ]; do printf '1,'; i=$((i + 1)); done)
bad "more dice than an entry has room for" "s/\"dice\":\[1,1,5,2,3\]/\"dice\":[${dice}1]/" \
	'the "dice" of its entry 1 are not an array of faces'
printf '\\u0000 ["x"]' >"$tmp/nul0.json"
refuse "a file that starts with a NUL's escape" "$tmp/nul0.json" \
	".*/nul0.json: it holds a NUL character (\\\\u0000) in a string, which no name or value may hold"
# a game being played without the keys of its end, "finished" and
# "winner", is one without an end: imported, and exported with them null
sed -n '3{s/"finished":null,//; s/"winner":null,//; s/,$//; p}' "$tmp/all.json" >"$tmp/unended.json"
e="$tmp/unended.db"
t "$e" -c "import $tmp/unended.json" >"$tmp/out" 2>&1
st=$?
check "a game without \"finished\" and \"winner\" is imported, and exported with both null" sh -c '
	test "$1" = 0 && grep -q "^imported game #1 (yams: ann, ben, " "$2" &&
	! grep -q "\"finished\":null" "$3" && ! grep -q "\"winner\":null" "$3" &&
	"$4" --db "$5" -c "export 1 --json" | grep -q "\"finished\":null,.*\"winner\":null"' \
	sh "$st" "$tmp/out" "$tmp/unended.json" "$TAPIS" "$e"
{ echo '['; sed 's/$/,/' "$tmp/one"; cat "$tmp/one"; echo ']'; } >"$tmp/twice.json"
t "$c" -c "import $tmp/twice.json" >"$tmp/out" 2>&1
check "a game twice in a file is kept once" sh -c '
	grep -q "^imported game #2 (10000: alice, bob,jr, " "$1" &&
	grep -q "^skipped the file.s game 2: it is here already, as game #2 " "$1" &&
	tail -n1 "$1" | grep -qx ".*: 1 game imported, 1 skipped (here already)"' sh "$tmp/out"

# a backslash escaped before u0000 is no NUL: the name holds \u0000 as
# text, and a backslash is refused as in any name
sed '2s/"alice"/"al\\\\u0000ice"/g; 2s/"uid":"[0-9a-f]*"/"uid":"00000000000000000000000000000002"/' "$tmp/all.json" >"$tmp/slash.json"
refuse "an escaped backslash before u0000, which is no NUL" "$tmp/slash.json" \
	".*, game 1 (10000: al.u0000ice, bob,jr): the name 'al.u0000ice' has a character names cannot hold"
# entries without their time are imported, each dated as it is replayed
sed -n '2{s/,"at":"[^"]*"//g; s/"uid":"[0-9a-f]*"/"uid":"00000000000000000000000000000001"/; s/,$//; p}' \
	"$tmp/all.json" >"$tmp/untimed.json"
t "$c" -c "import $tmp/untimed.json" >"$tmp/out" 2>&1
check "a game whose entries have no time is imported, its entries dated now" sh -c '
	grep -qx "imported game #3 (10000: alice, bob,jr, 2024-05-03 19:01)" "$1" &&
	test "$(sqlite3 "$2" "SELECT count(*) FROM entries WHERE game_id = 3 AND created > 1735689600")" = 7' \
	sh "$tmp/out" "$c"

# ---- more games than the export's first list of them holds (64)
m="$tmp/many.db"
i=0
while [ $i -lt 70 ]; do echo "new 5000 ann"; i=$((i + 1)); done | t "$m" >/dev/null 2>&1
t "$m" -c 'export all --json' >"$tmp/many.json" 2>"$tmp/err"
check "export all --json of 70 games writes the 70, in their order" sh -c '
	test ! -s "$2" && test "$(sqlite3 :memory: "SELECT json_array_length(readfile('"'"'$1'"'"'))")" = 70 &&
	sed -n 2p "$1" | grep -q "^{\"id\":1," && sed -n 71p "$1" | grep -q "^{\"id\":70,"' \
	sh "$tmp/many.json" "$tmp/err"

# ---- a game of more entries than the first room made for them (64):
# exported with each entry's time, imported elsewhere whole
i=0
{ echo "new 10000 ann bob"; while [ $i -lt 70 ]; do echo "2 3 4 6 6"; i=$((i + 1)); done; } |
	t "$tmp/long-a.db" >/dev/null 2>&1
t "$tmp/long-a.db" -c 'export 1 --json' >"$tmp/long.json"
t "$tmp/long-b.db" -c "import $tmp/long.json" >"$tmp/out" 2>&1
st=$?
check "a game of 70 entries is exported with their 70 times, and imported whole" sh -c '
	test "$1" = 0 && test "$(grep -o "\"at\":\"" "$2" | wc -l)" = 70 &&
	test "$(sqlite3 "$3" "SELECT count(*) FROM entries WHERE game_id = 1")" = 70 &&
	test "$("$4" --db "$3" -c "export 1 --json")" = "$(cat "$2")"' \
	sh "$st" "$tmp/long.json" "$tmp/long-b.db" "$TAPIS"

# ---- CSV, exactly
t "$a" -c 'export 1 --csv' >"$tmp/csv"
printf '%s\r\n' 'game,rules,date,player,turn,throws,points,outcome,score_after,entry' \
	'1,10000,2024-05-03,alice,1,1 1 5 2 3 / 2 3 4,200,bust,0,' \
	'1,10000,2024-05-03,"bob,jr",1,5 5 2 3 4,100,banked,100,bank' \
	'1,10000,2024-05-03,alice,2,1 1 1 2 3,1000,won,1000,bank' >"$tmp/csv-want"
check "export 1 --csv: a turn a row, RFC 4180 (CRLF, a comma quoted)" \
	cmp -s "$tmp/csv" "$tmp/csv-want"
if ! cmp -s "$tmp/csv" "$tmp/csv-want"; then diff "$tmp/csv-want" "$tmp/csv" | sed 's/^/# /'; fi
t "$a" -c 'export all --csv' >"$tmp/csv-all"
check "export all --csv: every game's turns under one header" sh -c '
	test "$(grep -c "^game,rules" "$1")" = 1 && grep -q "^2,yams,2024-05-03,ann,1,1 1 1 2 3 / 1 1,5,written,5,score 1" "$1" &&
	grep -q "^4,yam-master,2024-05-03,eve,1,3 3 3 3 5,.*,placed,.*,place [a-e][1-5]" "$1"' sh "$tmp/csv-all"

# ---- files: written whole, or refused with nothing written
t "$a" -c "export 1 --csv $tmp/out.csv" >"$tmp/out" 2>&1
check "export 1 --csv FILE writes the same text, and says so" sh -c '
	cmp -s "$1" "$2" && grep -qx "exported game #1 (10000: alice, bob,jr, 2024-05-03 19:01:00) to .*/out.csv" "$3"' \
	sh "$tmp/out.csv" "$tmp/csv" "$tmp/out"
t "$a" -c "export all --csv $tmp/2024.csv" >"$tmp/out" 2>&1
check "a file whose name starts with a digit is a file (export all --csv 2024.csv)" \
	cmp -s "$tmp/2024.csv" "$tmp/csv-all"
t "$a" -c "export all --json $tmp/out.json" >"$tmp/out" 2>&1
check "export all --json FILE: the same as on the screen" sh -c '
	cmp -s "$1" "$2" && grep -qx "exported 5 games to .*/out.json" "$3"' sh "$tmp/out.json" "$tmp/all.json" "$tmp/out"
check "and no temporary file is left beside it" \
	test "$(find "$tmp" -name '.out.*' | wc -l)" = 0
refuse_export() { # refuse_export WORDS MESSAGE
	before=$(dump "$a")
	files=$(ls -a "$tmp")
	t "$a" -c "$1" >"$tmp/out" 2>"$tmp/err"
	st=$?
	if [ "$st" = 1 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
	    grep -q "^tapis: line 1: $2" "$tmp/err" && [ "$(dump "$a")" = "$before" ] &&
	    [ "$(ls -a "$tmp")" = "$files" ]; then
		ok "'$1' is refused in one line, nothing written"
	else
		not_ok "'$1' is refused in one line, nothing written"
		echo "# exit $st; stdout: $(cat "$tmp/out"); stderr: $(cat "$tmp/err")"
	fi
}
refuse_export "export all --json $tmp/no/such/folder.json" "cannot write .*folder.json: No such file"
refuse_export "export all --json $tmp/out.csv/x.json" "cannot write .*x.json: Not a directory"
refuse_export "export all --json $tmp" "$tmp is a folder"
refuse_export "export all --json $a" ".*a.db is the database itself"
refuse_export "export 99 --json $tmp/x.json" "there is no game #99"
refuse_export "export 1 --yaml" "export takes --json or --csv, not '--yaml'"
refuse_export "export 1" "export writes --json or --csv"
refuse_export "export 1 --csv 2" "the game comes before --csv, the file after it"
refuse_export "export 1 2 --csv" "one game, or all"
refuse_export "export one --csv" "'one' is no game number (nor all)"
refuse_export "export --json x" "'x' is not a game number"
# a file there already is replaced whole and keeps its mode; through a
# link, the file it names is replaced and the link stays; a FIFO is no file
chmod 640 "$tmp/out.csv"
t "$a" -c "export 1 --json $tmp/out.csv" >"$tmp/out" 2>&1
check "export over a file replaces it whole, its mode kept" sh -c '
	test "$(cat "$1")" = "$(cat "$2")" && test "$(stat -c %a "$1")" = 640 &&
	grep -qx "exported game #1 (10000: alice, bob,jr, 2024-05-03 19:01:00) to .*/out.csv" "$3"' \
	sh "$tmp/out.csv" "$tmp/one" "$tmp/out"
ln -s out.csv "$tmp/link.csv"
t "$a" -c "export 1 --csv $tmp/link.csv" >"$tmp/out" 2>&1
check "export through a link replaces the file it names, the link kept" sh -c '
	test -L "$1" && cmp -s "$2" "$3" && test "$(stat -c %a "$2")" = 640' \
	sh "$tmp/link.csv" "$tmp/out.csv" "$tmp/csv"
rm -f "$tmp/link.csv"
chmod 644 "$tmp/out.csv"
refuse_export "export all --json $tmp/fifo.json" ".*/fifo.json is not a plain file: give another name"
chmod 444 "$tmp/out.csv"
if [ "$(id -u)" != 0 ]; then
	refuse_export "export 1 --csv $tmp/out.csv" "cannot write .*out.csv: Permission denied"
else
	skip "a read-only file (root may write any)"
fi
chmod 644 "$tmp/out.csv"
# a game that no longer replays is not exported, and nothing is written
sqlite3 "$a" "UPDATE entries SET args = '6 6 6 6 6' WHERE game_id = 2 AND seq = 1"
refuse_export "export all --json $tmp/y.json" "game #2 is damaged: .*: nothing written"
# nor printed: not a line of the games before it reaches the screen
refuse_export "export all --json" "game #2 is damaged: .*: nothing printed"
refuse_export "export all --csv" "game #2 is damaged: .*: nothing printed"
# nor where what is held for the screen cannot be written whole (a full
# disk, as a bound on a file's size makes one: 36 KB, the database's own
# files left below it, its 16 games' export above)
big="$tmp/big.db"
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16; do
	printf '%s\n' 'new 421 alice bob léa' '4 2 1' '6 5 3' '6 6 2' '1 4 2' '2 2 1' '3 3 1' \
	    '6 5 4' '5 2 1' '6 6 5' '6 3 1' 'keep 6' '5 4' stop '3 3 2' '3 3 2' '6 6 6' stop \
	    '6 5 2' '6 5 2' '6 5 2' '4 2 1' stop '2 2 1' stop '1 1 1' stop '6 6 5' |
		t "$big" >/dev/null 2>&1
done
size=$(t "$big" -c 'export all --json' | wc -c)
(trap '' XFSZ; ulimit -f 72; exec "$TAPIS" --db "$big" -c 'export all --json') \
	>"$tmp/out" 2>"$tmp/err"
st=$?
check "export to the screen of a file too large to hold: refused in one line, nothing printed" \
	eval 'test "$size" -gt 40000 && test $st = 1 && ! test -s "$tmp/out" &&
	    test "$(cat "$tmp/err")" = "tapis: line 1: the export could not be held: File too large: nothing printed"'

# ---- Yams sheets (issue 21): a custom pad's export carries its box list,
# the Yahtzee's its bonuses, and both import elsewhere to the same export
c="$tmp/sheets-a.db"
d="$tmp/sheets-b.db"
t "$c" >/dev/null 2>&1 <<'END'
new yams ann ben boxes=1,2,3,4,5,6,brelan:alike,carre:10+,full:25,petite:30,chance=Tout bonus=35@63
4 4 4 2 6
score brelan
1 2 3 4 6
score petite
new yahtzee cy
5 5 5 5 5
score yahtzee
5 5 5 5 5
score 5
new yams:3col dee sheet=carnet joker=forced
6 6 6 6 6
score yams
END
t "$c" -c 'export all --json' >"$tmp/sheets.json" 2>&1
# (no suite=, carre= nor yams=: the sheet has no box they set)
check "a custom sheet's export carries its list, quiet options only where changed" \
	grep -q '"rules":{"bonus":35,"bonusat":63,"atleast":true,"fivefull":false,"sheet":"1,2,3,4,5,6,brelan:alike,carre:10+,full:25,petite:30,chance=Tout"}' \
	"$tmp/sheets.json"
check "Yahtzee's export: its boxes and its Yahtzee bonuses, no sheet key" \
	sh -c 'grep "\"game\":\"yahtzee\"" "$1" | grep -q "\"yahtzee\":50,\"chance\":null},\"struck\":\[\],\"bonus\":0,\"yahtzee_bonus\":100,\"total\":175" &&
	    ! grep "\"game\":\"yahtzee\"" "$1" | grep -q "\"sheet\""' sh "$tmp/sheets.json"
t "$d" -c "import $tmp/sheets.json" >"$tmp/imported" 2>&1
t "$d" -c 'export all --json' >"$tmp/sheets2.json" 2>&1
no_ids "$tmp/sheets.json" | sed 's/"uid":"[0-9a-f]*",//; s/"created":"[^"]*"//g; s/"at":"[^"]*"//g' >"$tmp/s1"
no_ids "$tmp/sheets2.json" | sed 's/"uid":"[0-9a-f]*",//; s/"created":"[^"]*"//g; s/"at":"[^"]*"//g' >"$tmp/s2"
check "imported elsewhere, the sheets' games export the same" \
	sh -c 'grep -q "3 games imported" "$1" && cmp -s "$2" "$3"' sh "$tmp/imported" "$tmp/s1" "$tmp/s2"

# ---- a game of one player made a duel by hand (a duel seats two): its
# players refused as new would refuse them, nothing imported
t "$tmp/solo.db" -c 'new yams ann' >/dev/null
t "$tmp/solo.db" -c "export 1 --json $tmp/solo.json" >/dev/null
sed 's/"base":"yams"/"base":"yams:duel"/; s/"game":"yams"/"game":"yams:duel"/;
    s/"rules":{"bonus":30/"rules":{"bonus":0/' "$tmp/solo.json" >"$tmp/duel.json"
t "$tmp/duel.db" -c "import $tmp/duel.json" >"$tmp/out" 2>&1
st=$?
check "import of a duel of one player: refused in one line, nothing imported" \
	eval 'test $st = 1 && test "$(cat "$tmp/out")" = "tapis: line 1: $tmp/duel.json, game 1 (yams:duel: ann): Yams (duel) needs at least 2 players; nothing of it imported" &&
	    test "$(sqlite3 "$tmp/duel.db" "SELECT count(*) FROM games")" = 0'

echo "1..$n"
exit "$failed"
