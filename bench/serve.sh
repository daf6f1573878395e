#!/bin/sh
# bench/serve.sh: what `tapis serve` costs, as a table watches it.
#
#   bench/serve.sh
#   ENTRIES=500 SECONDS_OF_PAGES=5 bench/serve.sh
#
# On the database of tests/serve_fixture.sh (a game of every family), a
# server on 127.0.0.1, and:
#   - the latency of an entry: another process, `tapis --db DB` in batch
#     mode fed through a pipe, is sent ENTRIES (200) entries of a game being
#     played (a throw of 10000 that scores nothing, always accepted), one at
#     a time; the time is taken just before each line is written to the pipe
#     and again as each client reads the event that carries the entry
#     (bench/serve_sse.py: raw event streams read in one thread); median, 90th
#     and 99th percentile, with 1 client and with 50
#   - pages a second: /games/N of a finished 10000 game fetched over and
#     over by 2 clients at once (curl, one connection each, kept alive), for
#     SECONDS_OF_PAGES (3) each; and, as the baseline measured in the same
#     run, /static/tapis.css (what the server costs with nothing to draw):
#     their ratio
#   - the server's memory after the 50 clients (VmHWM, the peak, and VmRSS,
#     from /proc/PID/status), beside its VmRSS before it served anything;
#     and what of it is its own (RssAnon) and the files mapped, the program
#     and its libraries, shared with every process that maps them (RssFile)
# The goals (issue 28): median under 50 ms and 99th percentile under 200 ms
# with 50 clients; 1,000 pages a second; under 16 MB.  It prints the figures
# and the goals beside them; it never fails on a time.  Exit status 2 if the
# bench itself failed.
#
# Settings (environment): ENTRIES=200, SECONDS_OF_PAGES=3, TAPIS=path to use
# that binary instead of building this tree, PYTHON (python3), BENCH_TMPDIR.
# Needs curl and python3.  Never part of `make check`: timings are not tests.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
ENTRIES=${ENTRIES:-200}
SECONDS_OF_PAGES=${SECONDS_OF_PAGES:-3}
PYTHON=${PYTHON:-python3}
LIVE=2          # the fixture's 10000 game being played
PAGE=1          # its finished 10000 game
LINE="2 2 3 4 6"

. "$here/common.sh"
bench_counts ENTRIES SECONDS_OF_PAGES
command -v curl >/dev/null || fail "curl is not installed"
command -v "$PYTHON" >/dev/null || fail "$PYTHON is not installed"

bench_tapis

bench_tmp serve
pid=""
trap '[ -z "$pid" ] || kill "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT
trap 'exit 2' INT TERM HUP
export HOME="$tmp/home" XDG_DATA_HOME="$tmp/home/data" XDG_STATE_HOME="$tmp/home/state"
mkdir -p "$HOME"
db="$tmp/f.db"
srcdir=$top TAPIS=$tapis "$top/tests/serve_fixture.sh" "$db" >/dev/null ||
	fail "the fixture failed (tests/serve_fixture.sh)"

# the server: its first line is its address
mkfifo "$tmp/addr"
"$tapis" --db "$db" serve --listen 127.0.0.1:8421 >"$tmp/addr" 2>"$tmp/serve.err" &
pid=$!
exec 3<"$tmp/addr"
read -r addr <&3 || fail "serve said no address: $(head -3 "$tmp/serve.err")"
cat <&3 >/dev/null &
exec 3<&-
port=$(printf '%s\n' "$addr" | sed -n 's#^http://[^/]*:\([0-9][0-9]*\)/.*#\1#p')
[ -n "$port" ] || fail "serve's first line is no address: $addr"

# percentile FILE P: the P-th percentile of the numbers in FILE (nearest rank)
percentile() {
	sort -n "$1" | awk -v p="$2" '{ v[NR] = $1 }
	    END { r = int(p / 100 * NR + 0.999999); if (r < 1) r = 1; print v[r] }'
}
ms() { awk -v us="$1" 'BEGIN { printf "%.1f ms", us / 1000 }'; }

latency() { # latency CLIENTS: prints the median and the 99th percentile
	"$PYTHON" "$here/serve_sse.py" "$port" "$LIVE" "$1" "$ENTRIES" "$tapis" "$db" "$LINE" \
	    >"$tmp/lat" || fail "the latency with $1 clients could not be measured"
	printf '%-34s median %10s   p90 %10s   p99 %10s   (%s samples)\n' \
	    "entry to event, $1 client(s)" "$(ms "$(percentile "$tmp/lat" 50)")" \
	    "$(ms "$(percentile "$tmp/lat" 90)")" "$(ms "$(percentile "$tmp/lat" 99)")" \
	    "$(wc -l <"$tmp/lat")"
}

# kB, the server's: memory NAME (VmHWM or VmRSS)
memory() { sed -n "s/^$1:[[:space:]]*\([0-9]*\) kB/\1/p" "/proc/$pid/status"; }
idle_rss=$(memory VmRSS)

echo "serve: $ENTRIES entries, $SECONDS_OF_PAGES s of pages each, $(nproc 2>/dev/null || echo ?) cores," \
    "$("$tapis" --version | head -1), $(date -u '+%Y-%m-%d %H:%M UTC')"
latency 1
latency 50
lat50_med=$(percentile "$tmp/lat" 50)
lat50_p99=$(percentile "$tmp/lat" 99)
hwm=$(memory VmHWM)
rss=$(memory VmRSS)
anon=$(memory RssAnon)
file=$(memory RssFile)

# rate PATH: pages a second of PATH, 2 curl clients for SECONDS_OF_PAGES; each
# fetches a batch of 200 over one connection, again until the time is up
rate() {
	: >"$tmp/codes"
	end=$(($(date +%s) + SECONDS_OF_PAGES))
	start=$(date +%s%N)
	clients=""
	for c in 1 2; do
		(
			while [ "$(date +%s)" -lt "$end" ]; do
				curl -s -o /dev/null -w '%{http_code}\n' "http://127.0.0.1:$port$1?n=[1-200]"
			done >"$tmp/codes$c"
		) &
		clients="$clients $!"
	done
	for c in $clients; do
		wait "$c"
	done
	stop=$(date +%s%N)
	cat "$tmp/codes1" "$tmp/codes2" >"$tmp/codes"
	bad=$(grep -vc '^200$' "$tmp/codes" || true)
	[ "$bad" = 0 ] || fail "$1: $bad answers were not 200"
	awk -v n="$(wc -l <"$tmp/codes")" -v ns="$((stop - start))" 'BEGIN { printf "%.0f\n", n / (ns / 1e9) }'
}
page=$(rate "/games/$PAGE")
css=$(rate /static/tapis.css)
printf '%-34s %10s a second   /static/tapis.css %s a second (the baseline): %s x\n' \
    "/games/$PAGE, 2 clients" "$page" "$css" "$(awk -v a="$page" -v b="$css" 'BEGIN { printf "%.2f", a / b }')"
printf '%-34s VmHWM %s kB (%s), VmRSS %s kB (%s kB when it had served nothing)\n' \
    "the server's memory after 50" "$hwm" "$(awk -v k="$hwm" 'BEGIN { printf "%.1f MB", k / 1024 }')" \
    "$rss" "$idle_rss"
printf '%-34s RssAnon %s kB (its own), RssFile %s kB (the program and its libraries, shared)\n' \
    "" "$anon" "$file"
echo
echo "goals (issue 28):"
verdict() { if [ "$1" = 1 ]; then echo met; else echo MISSED; fi; }
printf '  median < 50 ms with 50 clients:    %-10s %s\n' "$(ms "$lat50_med")" \
    "$(verdict "$(awk -v v="$lat50_med" 'BEGIN { print (v < 50000) }')")"
printf '  p99 < 200 ms with 50 clients:      %-10s %s\n' "$(ms "$lat50_p99")" \
    "$(verdict "$(awk -v v="$lat50_p99" 'BEGIN { print (v < 200000) }')")"
printf '  1,000 pages a second:              %-10s %s\n' "$page" \
    "$(verdict "$(awk -v v="$page" 'BEGIN { print (v >= 1000) }')")"
printf '  under 16 MB (VmHWM):               %-10s %s\n' "$hwm kB" \
    "$(verdict "$(awk -v v="$hwm" 'BEGIN { print (v < 16384) }')")"
