#!/bin/sh
# How a person starts and stops the server (the command serve): tapis
# serve in the foreground, its address the first line, read from a fifo
# as it comes, a page fetched there, SIGTERM and exit 0; what is refused
# and how; and at the prompt (driven through script(1)'s terminal) serve
# started, asked again, stopped, started again, and the child gone once
# tapis quits.  Nothing here sleeps: each step waits by reading.  Needs
# curl, script(1) and pgrep.  Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"

if ! command -v curl >/dev/null 2>&1; then
	echo "1..0 # SKIP curl is not installed"
	exit 0
fi

case $TAPIS in /*) ;; *) TAPIS=$(pwd)/$TAPIS ;; esac   # run from elsewhere too
db="$tmp/t.db"
"$TAPIS" --db "$db" -c 'new 10000 ann bob' >/dev/null
# a port of its own, free now: one the kernel gives, from its ephemeral
# range (a suite run beside this one gets another far from it; ports made
# of the shell's pid, as before, put two suites started together on
# neighbouring ports, the next one's taken)
port=$(python3 -c 'import socket
s = socket.socket()
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])')

# ---- tapis serve, in the foreground
mkfifo "$tmp/first"
# (timeout ends a test that would hang)
timeout 60 "$TAPIS" --db "$db" serve --listen "127.0.0.1:$port" >"$tmp/first" 2>"$tmp/err" &
pid=$!
exec 3<"$tmp/first"
IFS= read -r address <&3
check "tapis serve's first line is the address" \
	sh -c 'case $1 in http://127.0.0.1:[0-9]*/) true ;; *) false ;; esac' sh "$address"
check "a page is served at that address" curl -fsS -o "$tmp/page" "$address"
# the signal to tapis itself (timeout's own would go to its whole group)
kill -TERM "$(pgrep -P "$pid")"
wait "$pid"
check "SIGTERM stops it, with exit status 0" test $? -eq 0
cat <&3 >"$tmp/rest"
exec 3<&-
check "then it says how to stop it (not a terminal: no QR code)" \
	grep -qx "Ctrl-C stops the server." "$tmp/rest"
check "and nothing on standard error" test ! -s "$tmp/err"

# ---- what is refused, in one line
# refused STATUS PATTERN ARGS...: tapis ARGS exits STATUS, prints nothing on
# stdout and one line matching PATTERN on stderr
refused() {
	status=$1 pattern=$2
	shift 2
	"$TAPIS" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
	[ $? -eq "$status" ] && [ ! -s "$tmp/out" ] && says "$pattern" "$tmp/err"
}
check "tapis serve with a --listen that is none: exit 2, one line" \
	refused 2 "tapis: line 1: *127.0.0.1:99999" --db "$db" serve --listen 127.0.0.1:99999
check "the same with -c: a refused line, exit 1" \
	refused 1 "tapis: line 1: *nowhere" --db "$db" -c 'serve --listen nowhere'
check "tapis serve with a word that is not stop: exit 2" \
	refused 2 "tapis: line 1: serve takes stop or nothing, not 'now'" --db "$db" serve now
check "serve stop with no server beside the session is refused" \
	refused 1 "tapis: line 1: no server is running (serve starts one)" --db "$db" -c 'serve stop'
check "a database that is not there is neither made nor served: exit 2, one line" \
	refused 2 "tapis: *" --db "$tmp/none.db" serve --listen "127.0.0.1:$port"
check "(and it is still not there)" test ! -e "$tmp/none.db"
"$TAPIS" --db "$db" -c games serve >"$tmp/out" 2>"$tmp/err"
check "tapis serve and -c together are a usage error" \
	sh -c '[ $1 -eq 2 ] && grep -q "^tapis: -c runs one command: " "$2"' sh $? "$tmp/err"
printf 'games\n' >"$tmp/serve"
check "a script named serve runs as ./serve" \
	sh -c 'cd "$1" && "$2" --db "$3" ./serve | grep -q "^#1 "' sh "$tmp" "$TAPIS" "$db"

# ---- a port taken: the next one, said; none left to try, or an address
# not this machine's: refused
# serve_at NAME LISTEN FD: tapis serve --listen LISTEN in the background,
# what it prints read from a fifo open on FD, its first line in $address,
# its pid in $pid_NAME
serve_at() {
	mkfifo "$tmp/$1.out"
	timeout 60 "$TAPIS" --db "$db" serve --listen "$2" >"$tmp/$1.out" 2>"$tmp/$1.err" &
	eval "pid_$1=\$!"
	eval "exec $3<\"\$tmp/\$1.out\""
	address=""
	IFS= read -r address <&"$3"
}
# stop_server NAME FD: SIGTERM to it, the rest of what it printed into
# $tmp/NAME.rest
stop_server() {
	eval "p=\$pid_$1"
	kill -TERM "$(pgrep -P "$p")" 2>/dev/null
	wait "$p"
	cat <&"$2" >"$tmp/$1.rest"
	eval "exec $2<&-"
}
serve_at first "127.0.0.1:$port" 6
first=$address
serve_at second "127.0.0.1:$port" 7
# (the next free one: port + 1 unless another program holds it, as a
# suite run beside this one may)
next=${address##*:}
next=${next%/}
check "a second server asked for a port taken listens on the next free one" \
	test "$first" = "http://127.0.0.1:$port/" -a "$next" -gt "$port" -a "$next" -le "$((port + 20))"
check "and the page is there" curl -fsS -o /dev/null "$address"
stop_server second 7
check "it says the port was taken, after how to stop it" \
	sh -c 'sed -n 2p "$1" | grep -qx "port $2 was taken: port $3 instead"' sh \
	"$tmp/second.rest" "$port" "$next"
stop_server first 6
# every address: the one said is the machine's on its network (or
# 127.0.0.1 where it has none), and serves the page
serve_at any "0.0.0.0:$port" 6
check "a server on every address says one of the machine's, with the port asked" \
	sh -c 'case $1 in http://[0-9]*.[0-9]*.[0-9]*.[0-9]*:$2/) true ;; *) false ;; esac' sh \
	"$address" "$port"
check "and the page is there" curl -fsS -o /dev/null "$address"
stop_server any 6
# the database gone once served: a page says it cannot be read (500)
cp "$db" "$tmp/gone.db"
db_was=$db
db="$tmp/gone.db"
serve_at gone "127.0.0.1:$port" 6
db=$db_was
mv "$tmp/gone.db" "$tmp/moved.db"
curl -s -o "$tmp/gone.html" -w '%{http_code}' "$address" >"$tmp/gone.code"
check "a database gone once served: its page says it cannot be read, status 500" \
	sh -c '[ "$(cat "$1")" = 500 ] && grep -q "<h1>the database cannot be read</h1>" "$2"' sh \
	"$tmp/gone.code" "$tmp/gone.html"
curl -s -o "$tmp/gone.html" -w '%{http_code}' "${address}games/1/events" >"$tmp/gone.code"
check "and a game's stream too" \
	sh -c '[ "$(cat "$1")" = 500 ] && grep -q "<h1>the database cannot be read</h1>" "$2"' sh \
	"$tmp/gone.code" "$tmp/gone.html"
stop_server gone 6
serve_at end "127.0.0.1:65535" 6
if [ "$address" = "http://127.0.0.1:65535/" ]; then
	check "the last port taken, with none after it: exit 2, one line" \
		refused 2 "tapis: ports 65535 to 65535 of 127.0.0.1 are taken: give another with --listen" \
		--db "$db" serve --listen 127.0.0.1:65535
else
	skip "port 65535 is taken here: a port taken with none after it is not tried"
fi
stop_server end 6
# all 20 ports tried taken (held here by python): refused, naming them
python3 - "$TAPIS" "$db" "$((port + 100))" >"$tmp/out" 2>"$tmp/err" <<'END'
import socket, subprocess, sys
tapis, db, first = sys.argv[1], sys.argv[2], int(sys.argv[3])
held = []
try:
    for p in range(first, first + 20):
        s = socket.socket()
        s.bind(("127.0.0.1", p))
        s.listen()
        held.append(s)
except OSError:
    sys.exit(77)        # one of them taken already: not tried
sys.exit(subprocess.run([tapis, "--db", db, "serve", "--listen", "127.0.0.1:%d" % first],
                        stdin=subprocess.DEVNULL).returncode)
END
st=$?
if [ $st = 77 ]; then
	skip "a port of $((port + 100)) to $((port + 119)) is taken here: twenty taken are not tried"
else
	check "twenty ports taken from the one asked: exit 2, one line naming them" \
		sh -c '[ $1 = 2 ] && [ ! -s "$2" ] && [ "$(cat "$3")" = "tapis: ports $4 to $(($4 + 19)) of 127.0.0.1 are taken: give another with --listen" ]' \
		sh $st "$tmp/out" "$tmp/err" "$((port + 100))"
fi
check "an address not this machine's: exit 2, one line with the system's reason" \
	refused 2 "tapis: cannot listen on 192.0.2.1 port $port: *" \
	--db "$db" serve --listen "192.0.2.1:$port"

# ---- at the prompt: script(1) gives tapis a terminal
if ! command -v script >/dev/null 2>&1; then
	skip "script(1) is not installed: the prompt is not tried"
	echo "1..$n"
	exit $failed
fi
db="$tmp/prompt.db"          # no game to offer to resume
"$TAPIS" --db "$db" -c games >/dev/null
mkfifo "$tmp/keys" "$tmp/screen"
# (no French catalogue: what the server says as it starts is said at the prompt)
mkdir "$tmp/nowhere"
TEXTDOMAINDIR="$tmp/nowhere" TERM=dumb timeout 60 script -qfec "stty cols 200; exec '$TAPIS' --db '$db'" /dev/null <"$tmp/keys" >"$tmp/screen" 2>&1 &
repl=$!
exec 4>"$tmp/keys" 5<"$tmp/screen"
# until PATTERN: reads the screen up to a line that matches PATTERN (grep
# -E), kept in $line; false at its end (the terminal is wide: no answer
# is wrapped)
until_line() {
	while IFS= read -r line <&5; do
		line=$(printf '%s' "$line" | tr -d '\r')
		printf '%s\n' "$line" | grep -Eq "$1" && return 0
	done
	return 1
}
printf 'serve --listen 127.0.0.1:%s\n' "$port" >&4
until_line "served at http://" && address=${line##* }
check "serve at the prompt says the address" \
	sh -c 'case $1 in http://127.0.0.1:[0-9]*/) true ;; *) false ;; esac' sh "$address"
check "and the page is there while the prompt waits" curl -fsS -o "$tmp/page" "$address"
check "what the server said as it started is said at the prompt, as tapis's" \
	until_line "no French locale on this machine \(fr_FR.UTF-8\), or no French catalogue of tapis: the pages are in English$"
check "it says how to stop it" until_line "serve stop stops it, as does leaving tapis"
printf 'serve\n' >&4
check "serve again says where it runs" until_line "served at $address already"
printf 'serve stop\n' >&4
check "serve stop stops it" until_line "the server at $address is stopped"
check "nothing listens there any more" sh -c '! curl -fsS -o /dev/null "$1" 2>/dev/null' sh "$address"
# a server that cannot start: the database gone from under the session
mv "$db" "$db.away"
printf 'serve\n' >&4
check "a server that cannot start is refused with its reason" until_line "refused:"
mv "$db.away" "$db"
printf 'serve --listen 127.0.0.1:%s\n' "$port" >&4
until_line "served at http://" && address=${line##* }
child=$(pgrep -f -- "--db $db serve" | head -n 1)
check "started again, it runs as a process of its own" test -n "$child"
printf 'serve stop\n' >&4
until_line "is stopped"
# --lan beside the session: the child is given it, and its address the key
printf 'serve --lan --listen 127.0.0.1:%s\n' "$port" >&4
check "serve --lan at the prompt: the address carries the key" \
	until_line "served at http://127.0.0.1:$port/\\?key=[0-9a-zA-Z_-]+$"
printf 'serve stop\n' >&4
until_line "is stopped"
# no --listen: the default address, or the next port if that one is taken
printf 'serve\n' >&4
check "serve alone at the prompt: the default address, said with how to stop it" \
	eval 'until_line "served at http://127.0.0.1:[0-9]+/$" &&
	    until_line "serve stop stops it, as does leaving tapis"'
printf 'serve stop\n' >&4
until_line "is stopped"
# a port taken: the next one, said
serve_at taken "127.0.0.1:$((port + 10))" 6
printf 'serve --listen 127.0.0.1:%s\n' "$((port + 10))" >&4
check "at the prompt, a port taken: the next free one" \
	until_line "served at http://127.0.0.1:[0-9]+/$"
next=${line##*:}
next=${next%/}
check "the one after it, or the next free one" test "$next" -gt "$((port + 10))" -a "$next" -le "$((port + 30))"
check "and it says the port was taken" until_line " port $((port + 10)) was taken: port $next instead$"
printf 'serve stop\n' >&4
until_line "is stopped"
stop_server taken 6
# a league that cannot be served: the server's reason, without its prefix
printf 'serve --league host=%s\n' "$tmp/nowhere" >&4
check "a league that cannot be served is refused with the server's reason, as the prompt's own" \
	until_line "refused:(.\\[0m)? cannot serve the league: connection to server on socket "
printf 'serve --listen 127.0.0.1:%s\n' "$port" >&4
until_line "served at http://" && address=${line##* }
child=$(pgrep -f -- "--db $db serve" | head -n 1)
printf 'quit\n' >&4
exec 4>&-
cat <&5 >/dev/null
exec 5<&-
wait "$repl"
check "tapis quits with exit status 0" test $? -eq 0
check "and the server is gone with it" sh -c '! kill -0 "$1" 2>/dev/null' sh "${child:-0}"
check "nothing listens there after quit" sh -c '! curl -fsS -o /dev/null "$1" 2>/dev/null' sh "$address"

echo "1..$n"
exit $failed
