#!/bin/sh
# The machine contract of DESIGN.md: batch mode, -c, exit statuses, the
# store's file, refusals that change nothing on disk, a slow pipe served line
# by line, and a killed tapis that loses nothing.  Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"
status_of() { "$@" >/dev/null 2>&1; echo $?; }
db="$tmp/t.db"
dump() { sqlite3 "$db" .dump; }

check "--version names tapis" sh -c '"$TAPIS" --version | grep -q "^tapis [0-9]"'
"$TAPIS" --help >"$tmp/help"
st=$?
check "--help gives the usage and exits 0" \
	sh -c 'test "$1" = 0 && grep -q "usage: tapis" "$2"' sh "$st" "$tmp/help"
check "--help names every exit status the manual gives (0, 1, 2, 127)" \
	sh -c 'tr "\n" " " <"$1" | grep -q "Exit status: 0 every line accepted, 1 a line refused, 2 a usage or fatal error, 127 ICU.s libraries missing"' sh "$tmp/help"
check "an unknown option is a usage error: 2" test "$(status_of "$TAPIS" --frobnicate)" = 2
check "two files are a usage error: 2" test "$(status_of "$TAPIS" a b)" = 2
# usage_is WANT ARGS...: tapis ARGS is a usage error, status 2, its line
# WANT then the pointer to --help on standard error, nothing on standard
# output, and no database made.
usage_is() {
	want=$1
	shift
	(cd "$tmp" && "$TAPIS" "$@" >"$tmp/uout" 2>"$tmp/uerr"; echo $? >"$tmp/ust")
	[ "$(cat "$tmp/ust")" = 2 ] && ! test -s "$tmp/uout" && ! test -e "$XDG_DATA_HOME/tapis" &&
		[ "$(cat "$tmp/uerr")" = "$(printf 'tapis: %s\n(tapis --help gives the usage)' "$want")" ]
}
check "an option given a value it takes none of" usage_is "--version takes no value" --version=3
check "an option's abbreviation given a value it takes none of" \
	usage_is "--version takes no value" --vers=3
check "an unknown short option named as typed" usage_is "unknown option -x" -x
check "an unknown long option as long as a known one, named whole" usage_is "unknown option --zz=1" --zz=1
check "an unknown long option named whole" usage_is "unknown option --frobnicate=1" --frobnicate=1
check "an option missing its value" usage_is "--db needs a value" --db
check "-c and a FILE" usage_is "-c runs one command: it takes no FILE (extra)" -c games extra
check "--db of nothing" usage_is "--db needs a file's path" --db '' -c games
check "--db of a database in memory" \
	usage_is "--db :memory:: give a file's path (not a URI, nor :memory:, which would keep nothing)" \
	--db=:memory: -c games
# no_home_is WANT ENV...: tapis -c games, in ENV, refused with WANT, status 2
no_home_is() {
	want=$1
	shift
	env -u XDG_DATA_HOME -u HOME "$@" "$TAPIS" -c games >"$tmp/uout" 2>"$tmp/uerr"
	[ $? = 2 ] && ! test -s "$tmp/uout" && [ "$(cat "$tmp/uerr")" = "tapis: $want" ]
}
check "a HOME that is not there is refused, not made" \
	no_home_is "HOME is $tmp/nowhere, which is not a folder: give --db PATH" HOME="$tmp/nowhere"
check "a HOME that is a file is refused" \
	no_home_is "HOME is $tmp/ust, which is not a folder: give --db PATH" HOME="$tmp/ust"
check "no XDG_DATA_HOME nor HOME: --db asked for" \
	no_home_is "neither XDG_DATA_HOME nor HOME is set: give --db PATH"
check "an empty HOME is no HOME: --db asked for" \
	no_home_is "neither XDG_DATA_HOME nor HOME is set: give --db PATH" HOME=
echo games >"$tmp/script"
mkdir "$tmp/afolder"
"$TAPIS" --db "$tmp/afolder" "$tmp/script" >"$tmp/uout" 2>"$tmp/uerr"
check "a FILE to run with a --db that cannot be opened: said, and nothing run" \
	sh -c 'test "$1" = 2 && ! test -s "$2" && test "$(cat "$3")" = "tapis: cannot open $4: Is a directory"' \
	sh $? "$tmp/uout" "$tmp/uerr" "$tmp/afolder"
check "a relative XDG_DATA_HOME is passed over for HOME's" \
	sh -c 'mkdir "$1/h" && env HOME="$1/h" XDG_DATA_HOME=rel "$2" -c "new 10000 al" >/dev/null &&
		test -f "$1/h/.local/share/tapis/tapis.db" && ! test -e rel' sh "$tmp" "$TAPIS"
# The catalogues: TEXTDOMAINDIR's, else those beside the program (its
# build folder's locale, where the tests run it), an empty one as none.
for set in unset empty; do
	case $set in
	unset) speak="env -u TEXTDOMAINDIR" ;;
	empty) speak="env TEXTDOMAINDIR=" ;;
	esac
	check "French from the catalogues beside the program, TEXTDOMAINDIR $set" \
		sh -c '$1 LANGUAGE=fr LC_ALL=C.UTF-8 "$2" --db "$3" -c bank 2>&1 |
			grep -qx "tapis: line 1: aucune partie ouverte : commencez-en une avec nouvelle, ou reprenez-en une"' \
		sh "$speak" "$TAPIS" "$tmp/fr.db"
done
check "a FILE named serve after -- is a file, not the command" \
	sh -c 'cd "$1" && "$2" --db "$1/t.db" -- serve 2>"$1/uerr"; test $? = 2 &&
		test "$(cat "$1/uerr")" = "tapis: serve: No such file or directory"' sh "$tmp" "$TAPIS"
# A command typed as if tapis took it on its command line (tapis games,
# tapis stats Zoé) where no file has that name: said in one line, with the
# -c that runs it; a file of that name is run, and one after -- is a file.
check "tapis games, no file named games: one line saying -c runs it, 2" \
	sh -c 'cd "$1" && "$2" --db "$1/t.db" games >"$1/uout" 2>"$1/uerr"; test $? = 2 &&
		! test -s "$1/uout" && test "$(cat "$1/uerr")" = "tapis: games is a command, not a file: tapis -c '"'games'"' runs it"' \
	sh "$tmp" "$TAPIS"
check "tapis stats Zoé: the words given, one line, 2" \
	sh -c 'cd "$1" && "$2" --db "$1/t.db" stats Zoé >"$1/uout" 2>"$1/uerr"; test $? = 2 &&
		test "$(cat "$1/uerr")" = "tapis: stats is a command, not a file: tapis -c '"'stats Zoé'"' runs it"' \
	sh "$tmp" "$TAPIS"
check "in French too" \
	sh -c 'cd "$1" && LANGUAGE=fr LC_ALL=C.UTF-8 "$2" --db "$1/t.db" parties 2>"$1/uerr"; test $? = 2 &&
		test "$(cat "$1/uerr")" = "tapis: parties est une commande, pas un fichier : tapis -c '"'parties'"' la lance"' \
	sh "$tmp" "$TAPIS"
check "a file named games is run" \
	sh -c 'cd "$1" && mkdir cmdfile && cd cmdfile && echo games >games && "$2" --db "$1/t.db" games >"$1/uout"
		test $? = 0 && grep -q "^no games yet" "$1/uout"' sh "$tmp" "$TAPIS"
check "a missing FILE is an error: 2" test "$(status_of "$TAPIS" --db "$db" "$tmp/nonexistent")" = 2
check "a FILE that cannot be read to the end: 2" \
	test "$(status_of "$TAPIS" --db "$tmp/dir.db" "$tmp")" = 2
check "a database that cannot be opened: 2" \
	test "$(status_of "$TAPIS" --db /proc/tapis/cannot.db -c games)" = 2
check "a folder given as the database: 2, said in one line" \
	sh -c '"$2" --db "$1" -c games >"$1/uout" 2>"$1/uerr"
		test $? = 2 && ! test -s "$1/uout" &&
		test "$(cat "$1/uerr")" = "tapis: cannot open $1: Is a directory"' sh "$tmp" "$TAPIS"
check "a database that cannot be opened, with a FILE to run: 2, said in one line" \
	sh -c 'echo games >"$1/games.txt" && "$2" --db /proc/version "$1/games.txt" >"$1/uout" 2>"$1/uerr"
		test $? = 2 && ! test -s "$1/uout" &&
		test "$(cat "$1/uerr")" = "tapis: /proc/version: unable to open database file"' sh "$tmp" "$TAPIS"

# -c runs one command; its status is the command's.
check "-c with an accepted command: 0" test "$(status_of "$TAPIS" --db "$db" -c 'new 10000 alice bob')" = 0
check "-c with a refused command: 1" test "$(status_of "$TAPIS" --db "$db" -c 'keep 1')" = 1
"$TAPIS" --db "$db" -c 'bank' 2>"$tmp/err" >"$tmp/out"
check "a refusal is 'tapis: line N: MESSAGE' on stderr, nothing on stdout" \
	sh -c 'grep -qx "tapis: line 1: no game open: start one with new, or resume one" "$1" && ! test -s "$2"' \
	sh "$tmp/err" "$tmp/out"

# The default database and its mode.
"$TAPIS" -c 'new 10000 carol' >/dev/null
check "the default database is \$XDG_DATA_HOME/tapis/tapis.db" test -f "$XDG_DATA_HOME/tapis/tapis.db"
check "the database is readable by its owner only" \
	test "$(stat -c %a "$XDG_DATA_HOME/tapis/tapis.db")" = 600
check "the journal is WAL" test "$(sqlite3 "$db" 'PRAGMA journal_mode')" = wal

# A batch that has a refused line goes on, and exits 1; all accepted: 0.
printf 'resume\n1 1 5 3 4\nkeep 6\nkeep 1 1\n' | "$TAPIS" --db "$db" >"$tmp/out" 2>"$tmp/err"
st=$?
check "a refused line does not stop the batch; the status is 1" \
	sh -c 'test "$1" = 1 && grep -q "set aside 1 1" "$2" && grep -q "^tapis: line 3: there is no 6" "$3"' \
	sh "$st" "$tmp/out" "$tmp/err"
check "a batch of accepted lines exits 0" \
	test "$(printf 'resume\n2 3 6\nsheet\n' | "$TAPIS" --db "$db" >/dev/null 2>&1; echo $?)" = 0

# Refused lines change nothing on disk, whatever they are.
before=$(dump)
printf '%s\n' 'resume' 'keep 1' 'bank' '1 1 5 3' '1 1 7 3 4' 'x' 'new 10000' \
	'new 10000 a a' 'new 10000 a foo=1' 'resume 99' 'export --yaml' 'take' \
	'1 1 5 3 4 6' 'new 9999 a' | "$TAPIS" --db "$db" >/dev/null 2>&1
check "refused lines leave the database as it was" test "$(dump)" = "$before"

# A tapis in the background talks through two FIFOs: the test writes a line
# to one, then reads the answer from the other, line by line, with a blocking
# read.  Nothing here waits by the clock: a read returns when tapis answers,
# however busy the machine.  'timeout' only stops a broken run (an answer that
# never comes) instead of hanging; a passing run never gets near it.
send() { # send FD LINE: writes LINE to FD; false (not SIGPIPE) if tapis is gone
	(trap '' PIPE; printf '%s\n' "$2" >&"$1") 2>/dev/null
}
answer() { # answer FD PATTERN LOG: reads lines from FD, each added to LOG,
	# until one matches the shell PATTERN; false at the end of the output
	timeout 60 sh -c '
		while IFS= read -r line; do
			printf "%s\n" "$line" >>"$2"
			case $line in $1) exit 0 ;; esac
		done
		exit 1' sh "$2" "$3" <&"$1"
}
rest() { # rest FD LOG: the output up to its end (tapis has exited), added to LOG
	timeout 60 cat <&"$1" >>"$2"
}
diagnose() { # diagnose LOG: what tapis said, as TAP comments
	sed 's/^/# /' "$1"
}

# A slow pipe is served line by line: each answer comes before the next line
# is sent (the next line is sent only once the answer has been read).
mkfifo "$tmp/to1" "$tmp/from1"
"$TAPIS" --db "$tmp/slow.db" <"$tmp/to1" >"$tmp/from1" 2>&1 &
pid=$!
exec 3>"$tmp/to1" 5<"$tmp/from1"    # in the order tapis's shell opens them
log="$tmp/slow.out"
: >"$log"
served=no
send 3 'new 10000 dan eve' && answer 5 '*dan throws 5 dice*' "$log" &&
	send 3 '1 1 1 2 3' && answer 5 '*scoring: 1 1 1 = 1000*' "$log" &&
	send 3 'bank' && answer 5 '*dan opens with 1000*' "$log" &&
	served=yes
check "a pipe fed slowly gets each answer before the next line" test "$served" = yes
[ "$served" = yes ] || diagnose "$log"

# Killed at any moment: nothing accepted is lost.  The bank's answer has been
# read, so it was accepted; tapis is killed before it sees another line.
kill -9 "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
exec 3>&- 5<&-
out=$("$TAPIS" --db "$tmp/slow.db" -c 'export --json')
check "after kill -9 the game is all there" \
	sh -c 'echo "$1" | grep -q "\"name\":\"dan\",\"score\":1000"' sh "$out"
printf 'resume\n2 2 3 4 6\n' | "$TAPIS" --db "$tmp/slow.db" >"$tmp/resume.out" 2>&1
check "a new process resumes exactly where the killed one was" \
	grep -q "bust: nothing scores - dan throws 5 dice" "$tmp/resume.out"

# Two tapis on one file: the one whose game was changed under it reads it
# again and refuses the entry, instead of writing over the other's.  The
# second tapis runs only once the first one's throw has been answered, so
# stored; the first is sent its bank only once the second has exited.
mkfifo "$tmp/to2" "$tmp/from2"
"$TAPIS" --db "$tmp/two.db" <"$tmp/to2" >"$tmp/from2" 2>&1 &
pid=$!
exec 4>"$tmp/to2" 6<"$tmp/from2"
log="$tmp/two.out"
: >"$log"
reread=no
send 4 'new 10000 ann bea' && answer 6 '*ann throws 5 dice*' "$log" &&
	send 4 '1 1 1 2 3' && answer 6 '*scoring*' "$log" &&
	printf 'resume\nbank\n' | "$TAPIS" --db "$tmp/two.db" >/dev/null 2>&1 &&
	send 4 'bank' && answer 6 '*another tapis changed game #1*' "$log" &&
	send 4 '2 2 3 4 6' && reread=yes
exec 4>&-                        # the end of the input: tapis exits
rest 6 "$log" || kill -9 "$pid" 2>/dev/null   # a tapis that never ends
exec 6<&-
wait "$pid"
check "a game changed by another tapis is read again, not written over" \
	test "$reread" = yes
[ "$reread" = yes ] || diagnose "$log"
check "and both processes' entries are there, each once" \
	test "$(sqlite3 "$tmp/two.db" "SELECT group_concat(seq || kind, ' ') FROM entries")" = \
	"1throw 2bank 3throw"

# A tapis that read the game before another entered a throw: the keep typed
# looking at the stale screen is refused, naming what changed, and the same
# keep typed again is judged on the game as it now stands.
"$TAPIS" --db "$tmp/three.db" -c 'new 10000 alice bob' >/dev/null
mkfifo "$tmp/to3" "$tmp/from3"
"$TAPIS" --db "$tmp/three.db" <"$tmp/to3" >"$tmp/from3" 2>&1 &
pid=$!
exec 7>"$tmp/to3" 8<"$tmp/from3"
log="$tmp/three.out"
: >"$log"
fresh=no
send 7 'resume 1' && answer 8 '*alice throws 5 dice*' "$log" &&
	printf 'resume 1\n1 1 5 3 4\n' | "$TAPIS" --db "$tmp/three.db" >/dev/null 2>&1 &&
	send 7 'keep 1 1' &&
	answer 8 "*another tapis changed game #1 (last entry now: alice's throw 1 1 5 3 4)*" "$log" &&
	send 7 'keep 1 1' && answer 8 '*set aside 1 1: turn 200*' "$log" && fresh=yes
exec 7>&-
rest 8 "$log" || kill -9 "$pid" 2>/dev/null
exec 8<&-
wait "$pid"
check "a line typed on a game another tapis changed is refused, then judged afresh" \
	test "$fresh" = yes
[ "$fresh" = yes ] || diagnose "$log"
check "and the entries are each process's, once" \
	test "$(sqlite3 "$tmp/three.db" "SELECT group_concat(seq || kind, ' ') FROM entries")" = \
	"1throw 2keep"

# The open game deleted or abandoned by another tapis: export --json and
# sheet say so and leave no game open; a new game started after says
# nothing of the one left, which is no longer being played.
"$TAPIS" --db "$tmp/four.db" -c 'games' >/dev/null
mkfifo "$tmp/to4" "$tmp/from4"
"$TAPIS" --db "$tmp/four.db" <"$tmp/to4" >"$tmp/from4" 2>&1 &
pid=$!
exec 3>"$tmp/to4" 5<"$tmp/from4"
log="$tmp/four.out"
: >"$log"
other() { "$TAPIS" --db "$tmp/four.db" -c "$1" >/dev/null 2>&1; }
gone=no
send 3 'new 10000 ann bea' && answer 5 '*ann throws 5 dice*' "$log" && other 'delete 1 --yes' &&
	send 3 'export --json' && answer 5 '*line 2: another tapis deleted game #1: no game*' "$log" &&
	send 3 'new 10000 cid dan' && answer 5 '*cid throws 5 dice*' "$log" && other 'delete 2 --yes' &&
	send 3 'sheet' && answer 5 '*line 4: another tapis deleted game #2: no game*' "$log" &&
	send 3 'new 10000 eve fay' && answer 5 '*eve throws 5 dice*' "$log" && other 'abandon 3' &&
	send 3 'new 10000 gus hal' && answer 5 '*gus throws 5 dice*' "$log" &&
	send 3 'new 10000 ivy jo' && answer 5 '*ivy throws 5 dice*' "$log" && other 'delete 5 --yes' &&
	send 3 'new 10000 kim lu' && answer 5 '*kim throws 5 dice*' "$log" && gone=yes
exec 3>&-
rest 5 "$log" || kill -9 "$pid" 2>/dev/null
exec 5<&-
wait "$pid"
check "a game another tapis deleted is said gone by export and sheet" test "$gone" = yes
[ "$gone" = yes ] || diagnose "$log"
check "and only the game still being played is said left unfinished" \
	test "$(grep 'stays unfinished' "$log")" = \
	'game #4 (10000: gus, hal) stays unfinished: resume 4 takes it up again'

# export --json: the contract's keys, one object, nothing else on stdout.
"$TAPIS" --db "$db" -c 'export --json 1' >"$tmp/json"
check "export --json prints one line holding one object" \
	sh -c 'test "$(wc -l <"$1")" = 1 && head -c1 "$1" | grep -q "{"' sh "$tmp/json"
for key in id game status winner players name score crosses opened turn points dice; do
	grep -q "\"$key\":" "$tmp/json" || missing="${missing:-} $key"
done
check "export --json has every key of the contract${missing:+ (missing:$missing)}" test -z "${missing:-}"
check "export --json of a game that does not exist: 1" \
	test "$(status_of "$TAPIS" --db "$db" -c 'export --json 42')" = 1
check "a new process starts with no game open" \
	test "$(status_of "$TAPIS" --db "$db" -c 'sheet')" = 1
"$TAPIS" --db "$db" -c 'new 5000 fay gus' >/dev/null
"$TAPIS" --db "$db" -c 'games' >"$tmp/out"
check "games lists the newest first" sh -c 'head -1 "$1" | grep -q "^#2 "' sh "$tmp/out"

# A start loads what the command uses (issue 29): given with -c or
# through a pipe, a listing in ASCII loads neither readline (the REPL's,
# at a terminal), libqrencode (serve's), ICU nor libmicrohttpd.  Seen
# through glibc's loader (LD_DEBUG=files); skipped where it says nothing.
LD_DEBUG=files "$TAPIS" --db "$db" -c 'games' 2>"$tmp/loaded" >/dev/null
echo games | LD_DEBUG=files "$TAPIS" --db "$db" 2>>"$tmp/loaded" >/dev/null
if grep -q 'file=libc\.' "$tmp/loaded"; then
	check "a listing by -c or a pipe loads neither readline, libqrencode, ICU nor libmicrohttpd" \
		sh -c '! grep -Eq "file=lib(readline|tinfo|qrencode|icu|microhttpd)" "$1"' sh \
		"$tmp/loaded"
else
	skip "the libraries a start loads (LD_DEBUG=files, glibc's loader, says nothing here)"
fi

# An import that the file's own words refuse, each said in one line, status
# 1, and nothing of it kept: a game written by export whose rule set is no
# preset's name, whose options together break a rule, with an entry after
# its end, or whose winner is not the one its entries make.  (Each has a
# uid of its own: one seen already would be skipped as here already.)
idb="$tmp/import.db"
"$TAPIS" --db "$idb" -c 'new 10000 alice bob target=1000 opening=0' >/dev/null
printf 'resume 1\n1 1 1 2 3\nbank\n' | "$TAPIS" --db "$idb" >/dev/null
"$TAPIS" --db "$idb" -c "export 1 --json $tmp/game.json" >/dev/null
# import_refused NAME WANT SED...: the export changed by SED is refused
# with WANT, and the database it is imported into keeps no game.
import_refused() {
	name=$1 want=$2
	shift 2
	sed "$@" -e "s/\"uid\":\"[0-9a-f]*\"/\"uid\":\"$(printf '%032d' $n)\"/" \
	    "$tmp/game.json" >"$tmp/bad.json"
	rm -f "$tmp/into.db"
	"$TAPIS" --db "$tmp/into.db" -c "import $tmp/bad.json" >"$tmp/iout" 2>"$tmp/ierr"
	st=$?
	kept=$("$TAPIS" --db "$tmp/into.db" -c 'games --tsv' | wc -l)   # the header alone
	if [ "$st" = 1 ] && ! test -s "$tmp/iout" && [ "$kept" = 1 ] &&
		says "tapis: line 1: $tmp/bad.json, game 1 (*): $want; nothing of it imported" "$tmp/ierr"
	then
		ok "import refuses $name"
	else
		not_ok "import refuses $name (status $st, $kept rows)"
		sed 's/^/# /' "$tmp/ierr"
	fi
}
if test -s "$tmp/game.json"; then
	import_refused "a rule set that is no preset's name" \
		"a preset's name takes letters, digits and : _ - . + only, every one of them visible" \
		-e 's/"game":"10000"/"game":"a b"/'
	import_refused "options that break a rule together" \
		"the opening (5000) is above the target (1000)" -e 's/"opening":0/"opening":5000/'
	import_refused "an entry after the game's end" \
		"entry 3 (alice's bank) is refused: the game is over" \
		-e 's/\("entry":"bank","at":\("[^"]*"\)}\)\]}$/\1,{"seq":3,"player":"alice","entry":"bank","at":\2}]}/'
	import_refused "a throw after the game's end" \
		"entry 3 (alice's throw 1 2 3 4 6) is refused: the game is over" \
		-e 's/\("entry":"bank","at":\("[^"]*"\)}\)\]}$/\1,{"seq":3,"player":"alice","entry":"throw","dice":[1,2,3,4,6],"at":\2}]}/'
	import_refused "a winner the entries do not make" \
		"played, its winner is no one, not bob as the file says" \
		-e 's/"status":"finished","winner":"alice"/"status":"playing","winner":"bob"/' \
		-e 's/"finished":"[^"]*"/"finished":null/' -e 's/"score":1000/"score":0/' \
		-e 's/,{"seq":2[^}]*}//' -e 's/"turn":null/"turn":{"player":"alice","points":1000,"dice":2}/'
	# from a file whose path is longer than a refusal's line: its end
	# shown, and the reason whole (the path was copied past its buffer)
	long="$tmp/$(printf 'd%.0s' $(seq 250))/$(printf 'e%.0s' $(seq 250))"
	mkdir -p "$long" && cp "$tmp/bad.json" "$long/bad.json"   # (the winner's, above)
	"$TAPIS" --db "$tmp/into.db" -c "import $long/bad.json" >"$tmp/iout" 2>"$tmp/ierr"
	st=$?
	check "import from a long path says the file's end and the whole reason" sh -c '
		test "$1" = 1 && ! test -s "$2" && test "$(wc -l <"$3")" = 1 &&
		grep -q "^tapis: line 1: \.\.\.e*/bad\.json, game 1 (10000: alice, bob): played, its winner is no one, not bob as the file says; nothing of it imported\$" "$3"' \
		sh "$st" "$tmp/iout" "$tmp/ierr"
	# a path of accents cut mid-character: shown from the next one whole
	long="$tmp/$(printf 'é%.0s' $(seq 120))/$(printf 'è%.0s' $(seq 81))"
	mkdir -p "$long" && cp "$tmp/bad.json" "$long/bad.json"
	"$TAPIS" --db "$tmp/into.db" -c "import $long/bad.json" >/dev/null 2>"$tmp/ierr"
	check "import from a long path of accents shows whole characters" sh -c '
		test "$(wc -l <"$1")" = 1 && ! grep -q "\\\\x" "$1" &&
		grep -q "^tapis: line 1: \.\.\.è" "$1" &&
		grep -q "è/bad\.json, game 1 (10000: alice, bob): played" "$1"' \
		sh "$tmp/ierr"
	import_refused "a winner the entries make left out" \
		"played, its winner is alice, not no one as the file says" \
		-e 's/"winner":"alice"/"winner":null/'
	import_refused "a throw of a face no die has" \
		"entry 1 (throw 7 1 1 2 3): 7 is not a die face: faces go from 1 to 6" \
		-e 's/"dice":\[1,1,1,2,3\]/"dice":[7,1,1,2,3]/'
else
	not_ok "export 1 --json FILE wrote the game to import"
fi

# export all to a file with no game stored: said, and an empty list written
"$TAPIS" --db "$tmp/none.db" -c "export all --json $tmp/none.json" >"$tmp/nout" 2>&1
st=$?
check "export all --json FILE of no game writes [] and says so" sh -c 'test "$1" = 0 &&
	test "$(cat "$2")" = "exported 0 games to $3" && test "$(cat "$3")" = "[]"' sh "$st" \
	"$tmp/nout" "$tmp/none.json"

# Another program writing to the file all the while (its write lock held
# by python's sqlite3): the entry is refused as busy once tapis has waited
# its 5 seconds, in one line, and nothing is written
"$TAPIS" --db "$tmp/busy.db" -c 'new 421 ann bob' >/dev/null
python3 - "$TAPIS" "$tmp/busy.db" >"$tmp/busy.out" 2>"$tmp/busy.err" <<'END'
import sqlite3, subprocess, sys
tapis, db = sys.argv[1], sys.argv[2]
held = sqlite3.connect(db, isolation_level=None)
held.execute("BEGIN IMMEDIATE")
sys.exit(subprocess.run([tapis, "--db", db, "-c", "resume 1; 6 5 3"]).returncode)
END
check "an entry while another program writes: refused as busy, in one line, nothing written" \
	sh -c 'test "$1" = 1 && [ "$(cat "$2")" = "tapis: line 1: command 2, '"'6 5 3'"': the database is busy (another program is writing to it): type it again" ] &&
	    test "$(sqlite3 "$3" "SELECT count(*) FROM entries")" = 0' sh $? "$tmp/busy.err" "$tmp/busy.db"
echo "1..$n"
exit $failed
