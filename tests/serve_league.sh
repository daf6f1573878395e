#!/bin/sh
# serve --league URL (issue 32): the league's ranking served as it fills,
# on a real PostgreSQL 15 cluster of the test's own
# (tests/league_cluster.sh) and, where selenium and chromium are here, in
# headless Chromium (tests/serve_league.py, read it); a screenshot of the
# ranking 360 pixels wide in tests/screens/ of the build folder.  Skipped,
# with a line that says so, where this tapis was built without PostgreSQL
# or the server's binaries are missing, except under CI.  Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
srcdir=$(cd "$srcdir" && pwd)   # (the test runs in a folder of its own)

. "$srcdir/tests/tap.sh"
. "$srcdir/tests/league_cluster.sh"

here=$PWD
cd "$tmp" || exit 2
"$TAPIS" --db probe.db -c 'serve --league password=x' >/dev/null 2>probe.err
if grep -q "built without PostgreSQL" probe.err; then
	check "serve --league says in one line that this tapis was built without PostgreSQL" \
		says "tapis: *built without PostgreSQL*" probe.err
	echo "1..$n"
	exit $failed
fi

not_secret() { ! grep -q secret err out; }

# ---- refused in one line, nothing served, before any server is asked
"$TAPIS" --db probe.db -c 'serve --league postgresql://tapis:secret@localhost/club' >out 2>err
check "serve --league refuses an address with a password, in one line (status 1)" \
	[ $? -eq 1 ]
check "which says where a password goes" says "tapis: *holds no password*pgpass*" err
check "and never shows it" not_secret
# (from the shell, a connection string of words is one argument)
"$TAPIS" --db probe.db serve --league "host=h password=secret" >out 2>err
check "a connection string's password alike" says "tapis: *holds no password*" err
check "never shown either" not_secret
"$TAPIS" --db probe.db -c 'serve --schema club' >out 2>err
check "--schema without --league is refused in one line" \
	says "tapis: *--schema names the schema of a league served*--league URL*" err
"$TAPIS" --db probe.db -c 'serve stop --league dbname=x' >out 2>err
check "serve stop takes no --league" says "tapis: *takes no flag" err

if ! pg_found; then
	if [ -n "${CI:-}" ]; then
		not_ok "serve --league cannot be tested under CI: no PostgreSQL in $PG_BIN"
	else
		skip "serve --league: no PostgreSQL server in $PG_BIN (Debian: postgresql-15)"
	fi
	echo "1..$n"
	exit $failed
fi
pg_start || { not_ok "a PostgreSQL cluster starts"; echo "1..$n"; exit 1; }

# ---- a league never pulled that cannot be reached (a database, a role, a
# schema mistyped) is refused at once, not served empty and tried forever
URL="host=$PGHOST port=$PGPORT dbname=postgres user=tapis"
timeout 60 "$TAPIS" --db probe.db \
	-c "serve --league postgresql:///nosuch?host=$PGHOST&port=$PGPORT&user=tapis" >out 2>err
check "a database that is not there: refused (status 1)" [ $? -eq 1 ]
check "in one line that says so" \
	says "tapis: line 1: cannot serve the league: *nosuch*; nothing was pulled from it yet" err
timeout 60 "$TAPIS" --db probe.db \
	-c "serve --league postgresql:///postgres?host=$PGHOST&port=$PGPORT&user=tapis --schema nosuch" \
	>out 2>err
check "a schema that is not there: refused (status 1)" [ $? -eq 1 ]
check "in one line that names it" says "tapis: line 1: cannot serve the league: there is no league of schema nosuch*" err
check "and serve made no schema" \
	[ "$(psql_q "SELECT count(*) FROM pg_catalog.pg_namespace WHERE nspname = 'nosuch'")" = 0 ]

# ---- the league's copy (what serve shows): without a cache folder, or
# damaged on disk, refused in one line; offline, the copy as last pulled,
# its day said where it is not today's
KEPT="postgresql:///postgres?host=$PGHOST&port=$PGPORT&user=tapis"
"$TAPIS" --db k.db -c "league --schema kept $KEPT" >/dev/null 2>&1
printf '%s\n' "new 10000 kay lee target=1000 opening=0 exact=no" "1 1 1 2 3" bank "league push" |
	"$TAPIS" --db k.db >/dev/null 2>&1
env -u HOME -u XDG_CACHE_HOME timeout 60 "$TAPIS" --db probe.db \
	-c "serve --league $KEPT --schema kept" >out 2>err
check "serve --league without a cache folder: refused (status 1)" [ $? -eq 1 ]
check "in one line that says so" \
	says "tapis: line 1: there is no cache folder (neither XDG_CACHE_HOME nor HOME is set)" err
XDG_CACHE_HOME=/$(printf '%4200s' | tr ' ' c) timeout 60 "$TAPIS" --db probe.db \
	-c "serve --league $KEPT --schema kept" >out 2>err
check "serve --league with a cache folder's path too long: refused (status 1)" [ $? -eq 1 ]
check "in one line that says the path is too long, not that there is none" \
	says "tapis: line 1: the path of the cache folder is too long" err
mkdir -p "$HOME/.cache/tapis"
ls "$HOME/.cache/tapis" >copies.before
"$TAPIS" --db k.db -c "leaderboard --league" >/dev/null 2>&1
copy=$HOME/.cache/tapis/$(ls "$HOME/.cache/tapis" | grep -vxF -f copies.before)
cp "$copy" copy.good
printf 'SQLite format 2, damaged on disk\n' >"$copy"
timeout 60 "$TAPIS" --db probe.db -c "serve --league $KEPT --schema kept" >out 2>err
check "serve --league on a copy damaged on disk: refused (status 1)" [ $? -eq 1 ]
check "in one line that names the copy" \
	says "tapis: line 1: the league's copy cannot be opened: *$copy is not a database*" err
cp copy.good "$copy"
sqlite3 "$copy" "UPDATE league_copy SET pulled = '2020-01-02T10:00:00Z'"
pg_stop
mkfifo first
TZ=UTC timeout 60 "$TAPIS" --db probe.db serve --league "$KEPT" --schema kept \
	--listen "127.0.0.1:$((40000 + $$ % 20000))" >first 2>serve.err &
pid=$!
exec 3<first
IFS= read -r address <&3
check "the league's server down, serve --league serves the copy pulled before" \
	eval 'curl -fsS -o board.html "${address}leaderboard" && grep -q "<td>kay</td>" board.html'
check "the page says it is offline, as pulled on that day" \
	eval 'grep -q "data-state=\"offline\"" board.html && grep -q "as last pulled at 2020-01-02 10:00" board.html'
kill -TERM "$(pgrep -P "$pid")"
wait "$pid"
check "it stops on SIGTERM (status 0)" test $? -eq 0
exec 3<&-
check "and said on standard error that the league cannot be reached" \
	grep -q "^tapis: the league cannot be reached (.*): the pages show it as last pulled" serve.err
sqlite3 "$copy" "UPDATE league_copy SET pulled = 'yesterday'"
timeout 60 "$TAPIS" --db probe.db -c "serve --league $KEPT --schema kept" >out 2>err
check "a copy whose time of pull is damaged counts as never pulled: refused offline (status 1)" \
	[ $? -eq 1 ]
check "in one line" says "tapis: line 1: cannot serve the league: *; nothing was pulled from it yet" err
pg_restart

# the cluster stopped and started again by the Python side
cat >pg.sh <<EOF
tmp='$tmp'
PG_BIN='$PG_BIN'
. '$srcdir/tests/league_cluster.sh'
case \$1 in
stop) pg_stop ;;
start) pg_ctl_start '$pg_options' ;;
esac
EOF

: "${CHROMIUM:=/usr/bin/chromium}" "${CHROMEDRIVER:=/usr/bin/chromedriver}"
export CHROMIUM CHROMEDRIVER
browser=""
if /usr/bin/python3 -c 'import selenium' 2>/dev/null && [ -x "$CHROMIUM" ] &&
	[ -x "$CHROMEDRIVER" ]; then
	browser=yes
elif [ -n "${CI:-}" ]; then
	not_ok "serve --league in a browser cannot run under CI: no selenium, chromium or chromedriver"
fi
mkdir -p "$here/tests/screens"
BROWSER=$browser /usr/bin/python3 "$srcdir/tests/serve_league.py" "$TAPIS" "$URL" "$tmp" \
	"$here/tests/screens" "$n"
status=$?
# (the Python side numbered its own after ours and printed the plan)
exit $((failed | status))
