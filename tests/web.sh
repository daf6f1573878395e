#!/bin/sh
# The web server of serve from the outside (tests/web_server, which runs
# serve_start alone), read with curl: only GET and HEAD, no path outside
# the pages, the key of --lan by ?key= then by the cookie, the headers
# every response carries, a request too large refused, a game's JSON the
# export's, and the event stream of a game sending its new sheet when
# another tapis types an entry.  Each wait reads what it waits for
# (timeout only ends a test that would hang, failing it).  Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"

server=${WEB_SERVER:-$(dirname "$TAPIS")/tests/web_server}
if ! command -v curl >/dev/null 2>&1; then
	skip "curl is not installed"
	echo "1..$n"
	exit 0
fi

db="$tmp/t.db"
t() { "$TAPIS" --db "$db" "$@"; }
t >/dev/null 2>&1 <<'END'
new 10000 alice bob
1 1 1 2 3
bank
new 5000 carol dan
END

# start NAME ARGS...: the server on db, its address in $address (read from
# its first line, through a fifo, as it says it)
start() {
	name=$1
	shift
	mkfifo "$tmp/$name.out"
	"$server" "$db" "$@" >"$tmp/$name.out" 2>"$tmp/$name.err" &
	eval "${name}_pid=\$!"
	address=$(timeout 20 head -n 1 "$tmp/$name.out")
}
start plain --listen 127.0.0.1:18421
base=${address%/}
check "the address is said first: http://127.0.0.1:PORT/" \
	eval 'case $address in http://127.0.0.1:[0-9]*/) true ;; *) false ;; esac'

# get URL [CURL-ARGS...]: the status into $status, the headers into
# $tmp/h, the body into $tmp/b
get() {
	url=$1
	shift
	status=$(timeout 20 curl -s -o "$tmp/b" -D "$tmp/h" -w '%{http_code}' "$@" "$url")
}
header() { tr -d '\r' <"$tmp/h" | grep -i -x -F "$1" >/dev/null; }

get "$base/" -X POST -d 'x=1'
check "POST: 405 with Allow: GET, HEAD" eval '[ "$status" = 405 ] && header "Allow: GET, HEAD"'
get "$base/games/1" -X DELETE
check "DELETE: 405" [ "$status" = 405 ]
get "$base/../etc/passwd" --path-as-is
check "/../etc/passwd: 404" [ "$status" = 404 ]
get "$base/%2e%2e/%2e%2e/etc/passwd" --path-as-is
check "/%2e%2e/%2e%2e/etc/passwd: 404" [ "$status" = 404 ]
get "$base/static/../games/1.json" --path-as-is
check "/static/../games/1.json: 404 (no path is made shorter)" [ "$status" = 404 ]
get "$base/games/01"
check "/games/01: 404 (a game's number strictly)" [ "$status" = 404 ]
get "$base/games/1x.json"
check "/games/1x.json: 404" [ "$status" = 404 ]
get "$base/games/99"
check "/games/99, no such game: 404, saying so and where the games are" eval '[ "$status" = 404 ] &&
	grep -q "there is no game #99: the games are listed at /" "$tmp/b"'

get "$base/games/1.json"
t -c 'export --json 1' >"$tmp/export.json" 2>&1
check "/games/1.json: 200, application/json" \
	eval '[ "$status" = 200 ] && header "Content-Type: application/json"'
check "/games/1.json is what export --json 1 writes" cmp -s "$tmp/b" "$tmp/export.json"
csp="Content-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self';"
csp="$csp img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none';"
csp="$csp frame-ancestors 'none'"
check "the headers of every response" eval 'header "X-Content-Type-Options: nosniff" &&
	header "Referrer-Policy: no-referrer" && header "Cache-Control: no-store" && header "$csp"'
get "$base/games/1/chart.svg"
t -c "chart 1 --svg $tmp/chart.svg" >/dev/null 2>&1
check "/games/1/chart.svg: 200, image/svg+xml, what chart --svg writes" eval '[ "$status" = 200 ] &&
	header "Content-Type: image/svg+xml" && cmp -s "$tmp/b" "$tmp/chart.svg"'
get "$base/games/2/chart.svg"
check "the chart of a game with no turn: 404" [ "$status" = 404 ]
get "$base/"
check "/: 200, HTML, both games listed" eval '[ "$status" = 200 ] &&
	header "Content-Type: text/html; charset=utf-8" &&
	grep -q "href=\"/games/1\"" "$tmp/b" && grep -q "href=\"/games/2\"" "$tmp/b"'
get "$base/leaderboard?kind=10000&other=ignored"
check "/leaderboard?kind=10000: 200" [ "$status" = 200 ]
get "$base/games/1" -H 'Accept-Language: de;q=1, fr-CA;q=0.9, en;q=0.8'
check "a game's page in English (de first, then fr: de is no language of tapis... en)" \
	eval '[ "$status" = 200 ] && header "Content-Language: en" && header "Vary: Accept-Language"'
get "$base/games/1" -H 'Accept-Language: en;q=0.5, fr;q=0.9'
if grep -q "no French locale" "$tmp/plain.err"; then
	skip "a game's page in French: no French locale on this machine"
else
	check "a game's page in French (fr weighs more), its words French" eval '
	    header "Content-Language: fr" && grep -q "<html [^>]*lang=\"fr\"" "$tmp/b" &&
	    grep -q "<h1 id=\"title\">Partie n°1 · " "$tmp/b"'
fi
get "$base/static/tapis.js"
check "the script: 200, JavaScript, with the headers" eval '[ "$status" = 200 ] &&
	header "Content-Type: text/javascript; charset=utf-8" && header "X-Content-Type-Options: nosniff" &&
	grep -q EventSource "$tmp/b"'
get "$base/static/tapis.css"
check "the stylesheet: 200, CSS" eval '[ "$status" = 200 ] && header "Content-Type: text/css; charset=utf-8"'
get "$base/games/1" -I
check "HEAD: 200, the headers and no body" eval '[ "$status" = 200 ] && cmp -s "$tmp/b" "$tmp/h"'

# A request larger than a connection's memory (32 kB) is refused.
big=$(head -c 40000 /dev/zero | tr '\0' a)
get "$base/" -H "X-Big: $big"
check "a request of 40 kB is refused (4xx, or the connection closed)" \
	eval 'case $status in 4[0-9][0-9] | 000) true ;; *) false ;; esac'
get "$base/games/1?x=$big"
check "a path and query of 40 kB: 414" [ "$status" = 414 ]
get "$base/"
check "the server still answers after them" [ "$status" = 200 ]

# The event stream: its first lines at once, then an event when another
# tapis types an entry, then `gone` when the game is deleted.
mkfifo "$tmp/sse"
(timeout 30 curl -s -N "$base/games/1/events" >"$tmp/sse" 2>/dev/null; echo $? >"$tmp/sse.rc") &
sse_pid=$!
exec 4<"$tmp/sse"
# until PATTERN: reads the stream until a line matching (false at its end)
until_line() {
	while IFS= read -r line <&4; do
		case $line in $1) return 0 ;; esac
	done
	return 1
}
check "the stream says retry: 2000 first" until_line 'retry: 2000'
check "then the game's sheet: event: sheet" until_line 'event: sheet'
check "with its data on one line: 2 entries, playing" \
	until_line 'data: {"version":"2-*","entries":2,"status":"playing","html":"<section id=*sheet*'
t -c 'resume 1; 2 2 3 4 6' >/dev/null 2>&1
check "another tapis types an entry: the sheet with 3 entries" \
	until_line 'data: {"version":"3-*","entries":3,*'
t -c 'resume 1; undo' >/dev/null 2>&1
check "an undo: the sheet with 2 entries again" until_line 'data: {"version":"2-*","entries":2,*'
t -c 'abandon 1' >/dev/null 2>&1
check "abandoned: the sheet, abandoned" until_line 'data: {"version":"2-*","entries":2,"status":"abandoned",*'
t -c 'delete 1 --yes' >/dev/null 2>&1
check "the game deleted: event: gone" until_line 'event: gone'
cat <&4 >/dev/null
exec 4<&-
wait "$sse_pid"
check "and the stream ends (curl done, not stopped by its timeout)" [ "$(cat "$tmp/sse.rc")" = 0 ]

# tapis at the table stays open: its entries go to the log (-wal) only,
# each seen all the same, the first of a tapis just opened too; five of
# them in turn, two entries each.
t -c 'new 10000 ida jo' >/dev/null 2>&1
id=$(t -c 'export --json' | sed 's/^{"id":\([0-9]*\),.*/\1/')
mkfifo "$tmp/sse3"
(timeout 60 curl -s -N "$base/games/$id/events" >"$tmp/sse3" 2>/dev/null) &
exec 4<"$tmp/sse3"
until_line 'data: {"version":"0-*' || echo "# no first sheet of game $id"
entries=0 missed=""
for k in 1 2 3 4 5; do
	rm -f "$tmp/typed"
	mkfifo "$tmp/typed"
	t <"$tmp/typed" >/dev/null 2>&1 &
	table=$!
	exec 5>"$tmp/typed"
	echo "resume $id" >&5
	for typed in 1 2; do
		echo "2 2 3 4 6" >&5
		entries=$((entries + 1))
		until_line "data: {\"version\":\"$entries-*" || missed="$missed $k.$typed"
	done
	exec 5>&-
	wait "$table"
done
exec 4<&-
check "five tapis in turn, each open as it types: each entry brings its event" [ -z "$missed" ]

# A sheet longer than a block of the stream (4 kB, sixteen players'
# columns): sent whole all the same, its data on one line
t -c 'new yams a1 a2 a3 a4 a5 a6 a7 a8 a9 b1 b2 b3 b4 b5 b6 b7' >/dev/null 2>&1
id=$(t -c 'export --json' | sed 's/^{"id":\([0-9]*\),.*/\1/')
mkfifo "$tmp/sse4"
(timeout 30 curl -s -N "$base/games/$id/events" >"$tmp/sse4" 2>/dev/null) &
sse_pid=$!
exec 4<"$tmp/sse4"
line=""
until_line 'data: {"version":"0-*'
printf '%s\n' "$line" >"$tmp/big"
check "a sheet of more than 4 kB comes whole, on one line" \
	eval '[ "$(wc -c <"$tmp/big")" -gt 4096 ] && grep -q "</section>\\\\n\"}\$" "$tmp/big"'
t -c "delete $id --yes" >/dev/null 2>&1
cat <&4 >/dev/null
exec 4<&-
wait "$sse_pid"

kill "$plain_pid"
wait "$plain_pid"
check "SIGTERM: the server stops, exit 0" [ $? = 0 ]

# --lan: a key asked of every request (bound to 127.0.0.1 all the same).
start lan --lan --listen 127.0.0.1:18421
key=${address#*\?key=}
base=${address%%/\?key=*}
check "--lan: the address carries a key of 32 hex digits" \
	eval 'case $key in *[!0-9a-f]*) false ;; *) [ ${#key} = 32 ] ;; esac'
get "$base/"
check "--lan: no key, 403" [ "$status" = 403 ]
get "$base/?key=0123456789abcdef0123456789abcdef"
check "--lan: a wrong key, 403" [ "$status" = 403 ]
get "$base/?key=$key"
check "--lan: ?key=KEY, 200 and the cookie set" eval '[ "$status" = 200 ] &&
	header "Set-Cookie: tapis_key=$key; HttpOnly; SameSite=Strict; Path=/"'
get "$base/games/2.json" -H "Cookie: tapis_key=$key"
check "--lan: the cookie alone, 200" [ "$status" = 200 ]
kill "$lan_pid"
wait "$lan_pid"

# Where inotify fails (strace makes inotify_init1 fail, in the main thread
# that starts the watcher), the watcher looks once a second: an entry
# still comes.
if command -v strace >/dev/null 2>&1 &&
    strace -o /dev/null -e inject=inotify_init1:error=EMFILE true 2>/dev/null; then
	t -c 'new 10000 gus hal' >/dev/null 2>&1
	id=$(t -c 'export --json' | sed 's/^{"id":\([0-9]*\),.*/\1/')
	mkfifo "$tmp/blind.out"
	strace -o /dev/null -e inject=inotify_init1:error=EMFILE \
	    "$server" "$db" --listen 127.0.0.1:18421 >"$tmp/blind.out" 2>"$tmp/blind.err" &
	strace_pid=$!
	address=$(timeout 20 head -n 1 "$tmp/blind.out")
	blind_pid=$(pgrep -P "$strace_pid")
	mkfifo "$tmp/sse2"
	(timeout 30 curl -s -N "${address}games/$id/events" >"$tmp/sse2" 2>/dev/null) &
	exec 4<"$tmp/sse2"
	check "without inotify: the sheet at once" until_line 'data: {"version":"0-*'
	t -c "resume $id; 1 1 1 2 3" >/dev/null 2>&1
	check "without inotify: an entry comes all the same" until_line 'data: {"version":"1-*'
	exec 4<&-
	kill "$blind_pid"
	wait "$strace_pid"
else
	skip "the watcher without inotify: strace cannot make it fail here"
fi

# The database named through a symbolic link in another folder: the
# watcher sees the writes beside the file itself.
mkdir "$tmp/elsewhere"
ln -s "$db" "$tmp/elsewhere/linked.db"
t -c 'new 10000 kim lou' >/dev/null 2>&1
id=$(t -c 'export --json' | sed 's/^{"id":\([0-9]*\),.*/\1/')
mkfifo "$tmp/linked.out"
"$server" "$tmp/elsewhere/linked.db" --listen 127.0.0.1:18421 >"$tmp/linked.out" \
    2>"$tmp/linked.err" &
linked_pid=$!
address=$(timeout 20 head -n 1 "$tmp/linked.out")
mkfifo "$tmp/sse4"
(timeout 30 curl -s -N "${address}games/$id/events" >"$tmp/sse4" 2>/dev/null) &
exec 4<"$tmp/sse4"
until_line 'data: {"version":"0-*' || echo "# no first sheet of game $id"
t -c "resume $id; 1 1 1 2 3" >/dev/null 2>&1
check "through a symbolic link: an entry brings its event" until_line 'data: {"version":"1-*'
exec 4<&-
kill "$linked_pid"
wait "$linked_pid"

# A game damaged (an entry's arguments mended by hand): its pages say so
# (500), the others are served.
if command -v sqlite3 >/dev/null 2>&1; then
	t -c 'new 10000 erin fay; 1 1 1 2 3' >/dev/null 2>&1
	id=$(t -c 'export --json' | sed 's/^{"id":\([0-9]*\),.*/\1/')
	sqlite3 "$db" "UPDATE entries SET args = '9 9 9' WHERE game_id = $id AND seq = 1"
	start damaged --listen 127.0.0.1:18421
	base=${address%/}
	get "$base/games/$id"
	check "a damaged game's page: 500, saying so" eval '[ "$status" = 500 ] &&
	    grep -q "game #$id is damaged" "$tmp/b"'
	get "$base/games/$id.json"
	check "its JSON: 500 too" [ "$status" = 500 ]
	get "$base/"
	check "the list of games still: 200" [ "$status" = 200 ]
	kill "$damaged_pid"
	wait "$damaged_pid"
else
	skip "a damaged game: sqlite3 is not installed"
fi

# A database that cannot be served: refused with one line, exit 2.
"$server" "$tmp/none.db" >"$tmp/none.out" 2>"$tmp/none.err"
status=$?
check "a missing database: exit 2, one line, nothing made" eval '[ $status = 2 ] &&
	[ "$(wc -l <"$tmp/none.err")" = 1 ] && [ ! -e "$tmp/none.db" ]'
printf 'not a database, not at all, of a length that SQLite reads past\n%.0s' $(seq 40) \
	>"$tmp/foreign.db"
"$server" "$tmp/foreign.db" >"$tmp/none.out" 2>"$tmp/none.err"
status=$?
check "a file that is no database: exit 2, one line" eval '[ $status = 2 ] &&
	[ "$(wc -l <"$tmp/none.err")" = 1 ]'

echo "1..$n"
exit "$failed"
