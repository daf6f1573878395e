#!/bin/sh
# tapis serve from the outside, without a browser: every page of every game
# of tests/serve_fixture.sh fetched with curl in both languages, each
# well-formed (the HTML is polyglot: python3's XML parser reads it), with
# the headers the contract says, every hostile name escaped; the export and
# the chart as the commands write them; the key of --lan; what is not a
# page refused; a flood of idle connections that starves no one; the events
# of a game as another process plays.  Nothing waits by the clock: the
# address is read from the server's first line, each answer by reading it.
# Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"

py=""
for p in /usr/bin/python3 "$(command -v python3 2>/dev/null)"; do
	[ -n "$p" ] && [ -x "$p" ] && { py=$p; break; }
done
if [ -z "$py" ] || ! command -v curl >/dev/null 2>&1; then
	skip "tapis serve's pages: python3 or curl is not installed"
	echo "1..$n"
	exit 0
fi
checker="$srcdir/tests/serve_check.py"
db="$tmp/f.db"
TAPIS="$TAPIS" "$srcdir/tests/serve_fixture.sh" "$db" >"$tmp/games" 2>"$tmp/fixture.err"
check "the fixture: a game of every family, ended and being played" \
	sh -c 'test "$(wc -l <"$1")" = 13 && ! test -s "$2"' sh "$tmp/games" "$tmp/fixture.err"

# serve NAME ARGS...: tapis --db DB serve ARGS in the background, its pid in
# $pid; its first line, the address, in $addr (empty if it said none), the
# port in $port; the rest of its output in $tmp/NAME.out, its errors in
# $tmp/NAME.err.
serve() {
	name=$1
	shift
	mkfifo "$tmp/$name.fifo"
	"$TAPIS" --db "$db" serve "$@" >"$tmp/$name.fifo" 2>"$tmp/$name.err" &
	pid=$!
	exec 3<"$tmp/$name.fifo"
	addr=""
	read -r addr <&3
	cat <&3 >"$tmp/$name.out" &
	exec 3<&-
	port=$(printf '%s\n' "$addr" | sed -n 's#^http://[^/]*:\([0-9][0-9]*\)/.*#\1#p')
}
# stopped: SIGTERM ends the server; it exits 0
stopped() {
	kill -TERM "$pid" && wait "$pid"
}
free_port() {
	"$py" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

serve main --listen "127.0.0.1:$(free_port)"
check "serve's first line is the address, http://127.0.0.1:PORT/" \
	sh -c 'case $1 in http://127.0.0.1:[0-9]*/) true ;; *) false ;; esac' sh "$addr"
base="http://127.0.0.1:$port"

mkdir "$tmp/p"
# fetch NAME PATH [CURL ARGS]: the body in $tmp/p/NAME, the headers in
# $tmp/p/NAME.h; prints the status (000 when there was no answer)
fetch() {
	f=$1 path=$2
	shift 2
	curl -s --path-as-is --max-time 120 -o "$tmp/p/$f" -D "$tmp/p/$f.h" -w '%{http_code}' \
	    "$@" "$base$path"
}
header() { # header NAME FIELD: the field's value, as the response gave it
	tr -d '\r' <"$tmp/p/$1.h" | sed -n "s/^$2: //Ip" | head -1
}

csp="default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
: >"$tmp/bad"
: >"$tmp/markup"
# page NAME PATH STATUS TYPE LANG: fetched in LANG; its status, type and the
# headers every response has; the markup kept for the checks below
page() {
	got=$(fetch "$1" "$2" -H "Accept-Language: $5")
	[ "$got" = "$3" ] || echo "$2 ($5): status $got, not $3" >>"$tmp/bad"
	case $(header "$1" Content-Type) in
	$4*) ;;
	*) echo "$2 ($5): Content-Type $(header "$1" Content-Type), not $4" >>"$tmp/bad" ;;
	esac
	[ "$(header "$1" Content-Security-Policy)" = "$csp" ] ||
		echo "$2: Content-Security-Policy $(header "$1" Content-Security-Policy)" >>"$tmp/bad"
	[ "$(header "$1" X-Content-Type-Options)" = nosniff ] ||
		echo "$2: no X-Content-Type-Options: nosniff" >>"$tmp/bad"
	[ "$(header "$1" Referrer-Policy)" = no-referrer ] ||
		echo "$2: no Referrer-Policy: no-referrer" >>"$tmp/bad"
	case $4 in
	text/html*)
		echo "$tmp/p/$1" >>"$tmp/markup"
		[ "$(header "$1" Content-Language)" = "$5" ] ||
			echo "$2 ($5): Content-Language $(header "$1" Content-Language)" >>"$tmp/bad"
		grep -q "<html[^>]* lang=\"$5\"" "$tmp/p/$1" ||
			echo "$2 ($5): no <html lang=\"$5\">" >>"$tmp/bad"
		[ "$(header "$1" Cache-Control)" = no-store ] ||
			echo "$2: Cache-Control $(header "$1" Cache-Control), not no-store" >>"$tmp/bad" ;;
	image/svg+xml*) echo "$tmp/p/$1" >>"$tmp/markup" ;;
	esac
}

for lang in en fr; do
	page "index-$lang" / 200 text/html "$lang"
	page "index-tv-$lang" '/?tv' 200 text/html "$lang"
	page "leaders-$lang" /leaderboard 200 text/html "$lang"
	page "leaders-yams-$lang" '/leaderboard?kind=yams' 200 text/html "$lang"
	page "leaders-421-$lang" '/leaderboard?kind=421' 200 text/html "$lang"
	page "leaders-nosuch-$lang" '/leaderboard?kind=nosuch' 200 text/html "$lang"
	page "none-$lang" /no/such/page 404 text/html "$lang"
	page "game0-$lang" /games/999 404 text/html "$lang"
	page "events0-$lang" /games/999/events 404 text/html "$lang"
	page "chart0-$lang" /games/999/chart.svg 404 text/html "$lang"
	page "json0-$lang" /games/999.json 404 text/html "$lang"
	while read -r g kind status; do
		if [ "$status" = damaged ]; then
			got=$(fetch "damaged-$lang" "/games/$g" -H "Accept-Language: $lang")
			case $got in
			404 | 500) echo "$tmp/p/damaged-$lang" >>"$tmp/markup" ;;
			*) echo "/games/$g, a damaged game: status $got" >>"$tmp/bad" ;;
			esac
			continue
		fi
		page "g$g-$lang" "/games/$g" 200 text/html "$lang"
		page "g$g-tv-$lang" "/games/$g?tv" 200 text/html "$lang"
		page "g$g-svg-$lang" "/games/$g/chart.svg" 200 image/svg+xml "$lang"
		page "g$g-svgn-$lang" "/games/$g/chart.svg?narrow" 200 image/svg+xml "$lang"
		page "g$g-json-$lang" "/games/$g.json" 200 application/json "$lang"
	done <"$tmp/games"
done
page css /static/tapis.css 200 text/css en
page js /static/tapis.js 200 "*/javascript" en
check "every page: its status, type, language and headers" test ! -s "$tmp/bad"
cat "$tmp/bad" | sed 's/^/# /'

"$py" "$checker" wellformed $(cat "$tmp/markup") >"$tmp/why"
check "every HTML page and chart is well-formed XML ($(wc -l <"$tmp/markup") of them)" \
	test ! -s "$tmp/why"
sed 's/^/# /' "$tmp/why"

# The names as they were typed or written: none may reach a page raw.
printf '%s\n' '<script>alert(1)' "a<b&c'd" "x'&amp" '<i>bob</i>' '&ltalice' '<b>bob' \
	'</td>bob' '<carol>' "\"quoted' & amp" "$(printf '\342\200\256')" "$(printf '\033')" \
	"$(printf 'x\377y')" >"$tmp/raw"
check "no hostile name appears raw in any page or chart" \
	sh -c '! LC_ALL=C grep -F -l -f "$1" $(cat "$2")' sh "$tmp/raw" "$tmp/markup"
: >"$tmp/why"
while read -r g kind status; do
	[ "$status" = damaged ] && continue
	"$TAPIS" --db "$db" -c "export --json $g" >"$tmp/export$g" 2>&1
	cmp -s "$tmp/export$g" "$tmp/p/g$g-json-en" || echo "/games/$g.json is not the export" >>"$tmp/why"
	cmp -s "$tmp/export$g" "$tmp/p/g$g-json-fr" || echo "/games/$g.json in French differs" >>"$tmp/why"
	"$py" "$checker" seats "$tmp/p/g$g-en" "$tmp/export$g" >>"$tmp/why"
	"$py" "$checker" seats "$tmp/p/g$g-fr" "$tmp/export$g" >>"$tmp/why"
	if "$TAPIS" --db "$db" -c "chart $g --svg $tmp/chart$g.svg" >/dev/null 2>&1; then
		cmp -s "$tmp/chart$g.svg" "$tmp/p/g$g-svg-en" ||
			echo "/games/$g/chart.svg is not what chart --svg writes" >>"$tmp/why"
	fi
done <"$tmp/games"
check "each game: its JSON the export, its chart chart --svg's, its seats the export's names and scores" \
	test ! -s "$tmp/why"
sed 's/^/# /' "$tmp/why"
check "the list of games shows the names no one can type made visible, escaped" \
	sh -c 'grep -F -q "&quot;quoted&#39; &amp; amp" "$1" && grep -F -q "a\\u202eb" "$1" &&
	    grep -F -q "\\x1b[2Jx" "$1" && grep -F -q "x\\xffy" "$1" &&
	    grep -F -q "&lt;script&gt;alert(1)&lt;/script&gt;" "$1"' sh "$tmp/p/index-en"
check "the damaged game's page says so and names no one raw" \
	sh -c '! LC_ALL=C grep -F -q -f "$1" "$2" && test -s "$2"' sh "$tmp/raw" "$tmp/p/damaged-en"
check "?tv: the page's body is of class tv, and without it not" \
	sh -c 'grep -q "<body[^>]* class=\"\([^\"]* \)*tv[ \"]" "$1" && grep -q "<body[^>]* class=\"\([^\"]* \)*tv[ \"]" "$2" &&
	    ! grep -q "<body[^>]* class=\"\([^\"]* \)*tv[ \"]" "$3"' sh \
	"$tmp/p/g6-tv-en" "$tmp/p/index-tv-fr" "$tmp/p/g6-en"
check "the leaderboard is a table of rows with its heads, in both languages" \
	sh -c 'grep -q "<table class=\"rows\"" "$1" && grep -q "<thead" "$1" &&
	    grep -q "<table class=\"rows\"" "$2"' sh "$tmp/p/leaders-en" "$tmp/p/leaders-fr"
check "the leaderboard says what it is above its table, and of which kind of game" \
	sh -c 'grep -q "<h1>leaderboard</h1>" "$1" && grep -q "<h1>classement · 421</h1>" "$2"' sh \
	"$tmp/p/leaders-en" "$tmp/p/leaders-421-fr"
check "the leaderboard of a game that names a loser (?kind=421) counts the games lost, the others not" \
	sh -c 'grep -q "<th>lost</th>" "$1" && ! grep -q "<th>lost</th>" "$2"' sh \
	"$tmp/p/leaders-421-en" "$tmp/p/leaders-yams-en"
check "the leaderboard of a kind no game is of (?kind=nosuch) counts none, lost or not" \
	sh -c 'grep -q "no finished game yet" "$1" && ! grep -q "<th>lost</th>" "$1"' sh \
	"$tmp/p/leaders-nosuch-en"
check "the page of a game links the script, on its game (data-game)" \
	sh -c 'grep -q "<script src=\"/static/tapis.js\"" "$1" && grep -q "<body data-game=\"2\"" "$1"' \
	sh "$tmp/p/g2-en"
check "and so do the lists, live on the lists' version (data-version)" \
	sh -c 'grep -q "<script src=\"/static/tapis.js\"" "$1" && grep -q "<body data-version=\"[0-9]*\"" "$1" &&
	    grep -q "<body data-version=\"[0-9]*\"" "$2"' sh "$tmp/p/index-en" "$tmp/p/leaders-en"

# ---- what is not a page
got=$(fetch post / -X POST -d x=1)
check "a POST is 405 with Allow: GET, HEAD" \
	sh -c 'test "$1" = 405 && test "$2" = "GET, HEAD"' sh "$got" "$(header post Allow)"
got=$(fetch head /games/1 -I)
check "a HEAD is answered" test "$got" = 200
check "a HEAD of a game's events or of the lists' is their headers alone, no stream" \
	sh -c 'test "$1" = 200 && test "$2" = 200 && test "$3/$4" = 0/0 &&
	    case $5 in text/event-stream*) true ;; *) false ;; esac' sh \
	"$(fetch headev /games/2/events -I)" "$(fetch headlists /events -I)" \
	"$(header headev Content-Length)" "$(header headlists Content-Length)" \
	"$(header headlists Content-Type)"
for path in /../etc/passwd /%2e%2e/ /%2e%2e/%2e%2e/etc/passwd /static/../../x /static/%2e%2e/tapis.css \
    '/games/1/../../etc/passwd' /games/-1 /games/1x /games/99999999999999999999; do
	got=$(fetch dots "$path")
	case $got in
	400 | 404) ;;
	*) echo "$path: $got" >>"$tmp/dots" ;;
	esac
done
check "paths out of the tree or not a game's are 400 or 404" test ! -s "$tmp/dots"
"$py" "$checker" bigheaders 127.0.0.1 "$port" >"$tmp/why"
check "a request with 64 KB of headers is refused" test ! -s "$tmp/why"
sed 's/^/# /' "$tmp/why"

# ---- the events of a game being played, as another process plays
"$py" "$checker" sse 127.0.0.1 "$port" 2 "$TAPIS" "$db" >"$tmp/why"
check "the events: the sheet at once, then one for an undo and one for a redo typed elsewhere" \
	test ! -s "$tmp/why"
sed 's/^/# /' "$tmp/why"

# tapis at the table, which stays open: its entries go to the log (-wal)
# only, each must still be seen while it is open, the first after it opened
# the file too (a throw of 10000 that scores nothing, always an entry)
"$py" "$checker" batch 127.0.0.1 "$port" 2 "$TAPIS" "$db" "2 2 3 4 6" 10 >"$tmp/why"
check "10 tapis open one after the other, two entries each: each brings its event while its tapis stays open" \
	test ! -s "$tmp/why"
sed 's/^/# /' "$tmp/why"

# ---- a flood of idle connections
"$py" "$checker" idle 127.0.0.1 "$port" /games/1 "$TAPIS" "$db" 2 >"$tmp/why"
check "200 idle connections: a page still served to another address, tapis still answering, the idle ones closed, not a quiet event stream" \
	test ! -s "$tmp/why"
sed 's/^/# /' "$tmp/why"

check "SIGTERM stops the server: exit 0" stopped

# ---- no French catalogue (a tapis not installed, run without its locale
# folder): said as it starts, and a French browser served English
mkdir "$tmp/nowhere"
TEXTDOMAINDIR="$tmp/nowhere" serve english --listen "127.0.0.1:$(free_port)"
base="http://127.0.0.1:$port"
got=$(fetch english / -H "Accept-Language: fr")
check "without the French catalogue, a French browser is served the page in English" \
	sh -c 'test "$1" = 200 && test "$2" = en && grep -q "<html[^>]* lang=\"en\"" "$3"' sh \
	"$got" "$(header english Content-Language)" "$tmp/p/english"
check "without it: SIGTERM stops it: exit 0" stopped
check "and it said so as it started, in one line" \
	sh -c 'test "$(cat "$1")" = "tapis: no French locale on this machine (fr_FR.UTF-8), or no French catalogue of tapis: the pages are in English"' \
	sh "$tmp/english.err"

# ---- --lan: a key on every request
serve lan --lan --listen "127.0.0.1:$(free_port)"
key=$(printf '%s\n' "$addr" | sed -n 's#^http://[^/]*/?key=\([A-Za-z0-9_-][A-Za-z0-9_-]*\)$#\1#p')
check "--lan: the address carries the key" test -n "$key"
base="http://127.0.0.1:$port"
check "--lan: a page without the key is 403" test "$(fetch lan0 /games/1)" = 403
check "--lan: a wrong key is 403" test "$(fetch lan1 "/games/1?key=x$key")" = 403
got=$(fetch lan2 "/?key=$key")
cookie=$(header lan2 Set-Cookie)
check "--lan: with ?key= it is 200, and the cookie is set HttpOnly, SameSite=Strict, Path=/" \
	sh -c 'test "$1" = 200 && case $2 in "tapis_key=$3;"*) true ;; *) false ;; esac &&
	    echo "$2" | grep -q "HttpOnly" && echo "$2" | grep -q "SameSite=Strict" &&
	    echo "$2" | grep -q "Path=/"' sh "$got" "$cookie" "$key"
check "--lan: the cookie alone is enough" \
	test "$(fetch lan3 /games/1 -H "Cookie: tapis_key=$key")" = 200
check "--lan: and a wrong cookie is not" \
	test "$(fetch lan4 /games/1 -H "Cookie: tapis_key=x$key")" = 403
check "--lan: SIGTERM stops it: exit 0" stopped

# ---- what serve refuses before it serves
sqlite3 "$tmp/rec.db" 'CREATE TABLE recipes (x)'
"$TAPIS" --db "$tmp/rec.db" serve --listen "127.0.0.1:$(free_port)" >"$tmp/out" 2>"$tmp/err"
st=$?
check "another program's database: exit 2, one line, nothing served" \
	sh -c 'test "$1" = 2 && test "$(wc -l <"$2")" = 1 && ! test -s "$3"' sh "$st" "$tmp/err" "$tmp/out"
"$TAPIS" --db "$tmp/none.db" serve --listen "127.0.0.1:$(free_port)" >"$tmp/out" 2>"$tmp/err"
st=$?
check "a database that does not exist: exit 2, and it is not made" \
	sh -c 'test "$1" = 2 && ! test -e "$2"' sh "$st" "$tmp/none.db"
"$TAPIS" --db "$db" serve --listen 127.0.0.1:99999 >"$tmp/out" 2>"$tmp/err"
st=$?
check "--listen with a port out of range: exit 2, one line" \
	sh -c 'test "$1" = 2 && test "$(wc -l <"$2")" = 1' sh "$st" "$tmp/err"

echo "1..$n"
exit $failed
