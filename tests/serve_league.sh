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
