# Sourced by tests/league.sh after tests/tap.sh: a PostgreSQL 15 cluster
# of its own in $tmp/pg (initdb, then pg_ctl on a Unix socket in that
# folder, no TCP unless pg_listen_tcp), stopped when the test ends.  Run
# as root, the server runs as the user postgres (Debian's package makes
# it), which may read $tmp.  Every client finds it by PGHOST, PGPORT,
# PGUSER and PGDATABASE (as libpq reads them).
#   pg_found         true if the binaries are here (PG_BIN, Debian's 15 by default)
#   pg_start         makes and starts the cluster
#   pg_stop, pg_restart [pg_ctl -o OPTIONS]
#   pg_listen_tcp    restarts it listening on 127.0.0.1 too, where a user
#                    with a password is asked for it (scram-sha-256)
#   psql_q SQL       runs SQL, prints the rows unaligned, '|' between fields
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
pg_dir=$tmp/pg
pg_found() { [ -x "$PG_BIN/initdb" ] && [ -x "$PG_BIN/pg_ctl" ] && command -v psql >/dev/null; }

# the server's own commands, as the user that owns the cluster
pg_as() {
	if [ "$(id -u)" -eq 0 ]; then
		runuser -u postgres -- "$@"
	else
		"$@"
	fi
}

pg_start() {
	mkdir -p "$pg_dir"
	if [ "$(id -u)" -eq 0 ]; then
		chmod 755 "$tmp"
		chown postgres "$pg_dir"
	fi
	# a port of its own, for the socket's name and the TCP test
	PGPORT=$((20000 + $$ % 20000))
	export PGHOST="$pg_dir" PGPORT PGUSER=tapis PGDATABASE=postgres
	pg_as "$PG_BIN/initdb" -D "$pg_dir/data" -U tapis --auth-local=trust \
		--auth-host=scram-sha-256 -E UTF8 --locale=C >"$tmp/initdb.log" 2>&1 ||
		{ cat "$tmp/initdb.log" >&2; return 1; }
	pg_ctl_start "-c listen_addresses= -c unix_socket_directories=$pg_dir -p $PGPORT"
	# (stopped before tap.sh's trap removes the folder it runs in)
	trap 'pg_stop; kill $(jobs -p) 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
}

pg_ctl_start() {
	pg_options=$1
	pg_as "$PG_BIN/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w -o "$pg_options" start \
		>/dev/null
}

pg_stop() {
	[ -d "$pg_dir/data" ] && pg_as "$PG_BIN/pg_ctl" -D "$pg_dir/data" -m fast -w stop \
		>/dev/null 2>&1
	return 0
}

pg_restart() {
	pg_stop
	pg_ctl_start "$pg_options"
}

pg_listen_tcp() {
	pg_stop
	pg_ctl_start "-c listen_addresses=127.0.0.1 -c unix_socket_directories=$pg_dir -p $PGPORT"
}

psql_q() {
	psql -X -q -A -t -v ON_ERROR_STOP=1 -c "$1"
}
