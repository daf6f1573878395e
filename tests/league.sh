#!/bin/sh
# A club's league on PostgreSQL (issue 32): tables pushing their finished
# games, on a real PostgreSQL 15 cluster of the test's own (no mock,
# tests/league_cluster.sh).  Skipped, with a line that says so, where this
# tapis was built without PostgreSQL or the server's binaries are missing,
# except under CI (dev.sh installs them).  Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"
. "$srcdir/tests/league_cluster.sh"

cd "$tmp" || exit 2
"$TAPIS" --db probe.db -c 'league dbname=x' >/dev/null 2>probe.err
if grep -q "built without PostgreSQL" probe.err; then
	check "league says in one line that this tapis was built without PostgreSQL" \
		says "tapis: *built without PostgreSQL*" probe.err
	echo "1..$n"
	exit $failed
fi
if ! pg_found; then
	if [ -n "${CI:-}" ]; then
		not_ok "the league tests cannot run under CI: no PostgreSQL in $PG_BIN (dev.sh deps installs it)"
	else
		skip "the league tests: no PostgreSQL server in $PG_BIN (Debian: postgresql-15)"
	fi
	echo "1..$n"
	exit $failed
fi
pg_start || { not_ok "a PostgreSQL cluster starts"; echo "1..$n"; exit 1; }

URL="host=$PGHOST port=$PGPORT dbname=postgres user=tapis"

# tapis DB LINES...: runs each line on DB (a script), its output in out,
# its errors in err; its status
tp() {
	db=$1
	shift
	printf '%s\n' "$@" | "$TAPIS" --db "$db" >out 2>err
}
# a whole game of each family, each ending
farkle_game() { printf '%s\n' "new 10000 $1 $2 target=1000 opening=0 exact=no" "1 1 1 2 3" bank; }
yams_game() {
	echo "new yams $1 $2"
	for box in 1 2 3 4 5 6 min max suite full carre yams; do
		printf '1 2 3 4 6\nscratch %s\n1 2 3 4 6\nscratch %s\n' "$box" "$box"
	done
}
quatre21_game() {
	printf '%s\n' "new 421 $1 $2 $3 tokens=3" "6 5 4" "6 5 3" "6 6 2" "5 5 5" "3 2 1" "2 2 1" \
		"4 2 1" stop "6 5 2"
}
# the league's rows, as psql reads them
league_games() { psql_q "SELECT count(*) FROM ${1:-tapis}.games WHERE status = 'finished'"; }

# ---- a game that ends at a table arrives in the league, once
tp a.db "league $URL" || true
check "league URL joins, the schema made now, and says what it found" \
	says "joined the league at $URL (schema tapis), made now: 0 games from 0 tables; 0 games finished here wait to be pushed" out
farkle_game alice bob | "$TAPIS" --db a.db >/dev/null 2>&1
tp a.db league
check "league says a game that ended waits" grep -qx "1 game waits to be pushed, the next try at .*" out
tp a.db "league push"
check "league push delivers it (status 0)" says "pushed 1 game" out
check "the league holds the game, finished" [ "$(league_games)" = 1 ]
check "with its players, seats, scores and places" \
	[ "$(psql_q "SELECT string_agg(seat || ':' || name || ':' || score || ':' || place, ' ' ORDER BY seat) FROM tapis.players")" = "0:alice:1000:1 1:bob:0:2" ]
uid=$("$TAPIS" --db a.db -c 'export 1 --json' | sed 's/.*"uid":"\([0-9a-f]*\)".*/\1/')
check "and its export document, the game's own" \
	[ "$(psql_q "SELECT document->>'uid' FROM tapis.games")" = "$uid" ]
tp a.db "league sync"
check "a second push (league sync) finds nothing waiting" says "nothing waits to be pushed" out
LANGUAGE=fr LC_ALL=C.UTF-8 "$TAPIS" --db a.db -c 'ligue envoyer' >out 2>&1
check "and says so in French" says "rien n'attend d'être envoyé" out
tp a.db league
check "league says when it last pushed, and that nothing waits" \
	grep -q "^last pushed: 20" out
# (its times local, to the minute, as games and show say theirs: here
# fourteen hours east of the UTC the file keeps)
at() { sqlite3 a.db "SELECT strftime('$1', $2, '+14 hours') FROM league"; }
TZ=UTC-14 "$TAPIS" --db a.db -c league >out 2>&1
check "league says when it joined and last pushed in local time, as show says a game's" \
	eval 'grep -qx "pushes to the league at .*, joined $(at "%Y-%m-%d %H:%M" joined)" out &&
	    grep -qx "last pushed: $(at "%Y-%m-%d %H:%M" last_success)" out'
TZ=UTC-14 LANGUAGE=fr LC_ALL=C.UTF-8 "$TAPIS" --db a.db -c ligue >out 2>&1
check "and in French as French writes a day" \
	eval 'grep -qx "envoie à la ligue de .*, rejointe le $(at "%d/%m/%Y %H:%M" joined)" out &&
	    grep -qx "dernier envoi : $(at "%d/%m/%Y %H:%M" last_success)" out'

# ---- the same game pushed again, and from a second table: stored once
"$TAPIS" --db a.db -c 'export 1 --json game1.json' >/dev/null
tp b.db "league $URL"
check "a second table joining is told of the game there" \
	says "joined the league at $URL (schema tapis): 1 game from 1 table; 0 games finished here wait to be pushed" out
tp b.db "import game1.json" "league push"
check "the same game imported at a second table is already there" \
	eval 'tail -n 1 out | grep -qx "pushed 0 games, 1 already there"' 
check "and is kept once" [ "$(psql_q "SELECT count(*) FROM tapis.games")" = 1 ]
# (a table killed after the league took a game and before its file knew:
# the game still waits there, and is pushed again)
sqlite3 a.db "INSERT INTO league_queue (uid, what) VALUES ('$uid', 'ended')"
tp a.db "league push"
check "a push repeated after the league took it is said already there" \
	says "pushed 0 games, 1 already there" out
check "and keeps the game once, its players once" \
	[ "$(psql_q "SELECT count(*) FROM tapis.games")/$(psql_q "SELECT count(*) FROM tapis.players")" = 1/2 ]
# (a league that takes no update of a game it holds, by a trigger of the
# club's: the push repeated refused and said, the game waiting)
psql -X -q -v ON_ERROR_STOP=1 >/dev/null <<-'SQL'
CREATE FUNCTION tapis.kept() RETURNS trigger LANGUAGE plpgsql
    AS $$BEGIN RAISE EXCEPTION 'the league keeps its games as they came'; END$$;
CREATE TRIGGER kept BEFORE UPDATE ON tapis.games
    FOR EACH STATEMENT EXECUTE FUNCTION tapis.kept();
SQL
sqlite3 a.db "INSERT INTO league_queue (uid, what) VALUES ('$uid', 'ended')"
tp a.db "league push" && not_ok "a push the league takes no update of: status 1" ||
	ok "a push the league takes no update of: status 1"
check "says the league's reason in one line, the game waiting" \
	says "*1 game could not be pushed (it waits: league push tries again): ERROR: *the league keeps its games as they came*" err
psql_q "DROP TRIGGER kept ON tapis.games; DROP FUNCTION tapis.kept()"
tp a.db "league push"
check "once the league takes updates again, the game is said already there" \
	says "pushed 0 games, 1 already there" out

# ---- more games waiting than the pusher first makes room for (16): all
# pushed at once, each once
tp m.db "league --schema many $URL"
i=0
while [ $i -lt 17 ]; do
	farkle_game "ann$i" "bea$i"
	i=$((i + 1))
done | "$TAPIS" --db m.db >/dev/null 2>&1
tp m.db "league push"
check "league push delivers 17 games waiting in one push" says "pushed 17 games" out
check "the league holds the 17, each once" \
	[ "$(league_games many)/$(psql_q "SELECT count(DISTINCT name) FROM many.players")" = 17/34 ]

# ---- refused in one line, nothing changed at the table
cp a.db before.db
refused() { # NAME PATTERN LINE: refused in one line, a.db as it was
	tp a.db "$3" && not_ok "$1: refused" || ok "$1: refused (status 1)"
	check "$1: in one line" says "$2" err
	check "$1: nothing changed at the table" cmp -s a.db before.db
}
refused "a password in the URI" \
	"*holds no password*~/.pgpass or PGPASSWORD*" "league postgresql://tapis:secret@localhost/postgres"
check "the password is not said back" eval '! grep -q secret err'
refused "a password in a connection string" "*holds no password*" "league $URL password=secret"
refused "an unreachable server" "*cannot join the league: *Connection refused*nothing was changed" \
	"league host=127.0.0.1 port=1 dbname=postgres"
refused "an empty password, which is none: the server tried" \
	"*cannot join the league: *Connection refused*nothing was changed" \
	"league host=127.0.0.1 port=1 dbname=postgres password="
psql_q "CREATE SCHEMA club; CREATE TABLE club.members (name text)"
refused "a schema that is no tapis league" \
	"*schema club on this server is not a tapis league (it holds members)*" \
	"league --schema club $URL"
check "the schema that is no league is left as it was" \
	[ "$(psql_q "SELECT string_agg(relname, ' ') FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE nspname = 'club'")" = members ]
# a schema of the league's tables but not its version: no league either;
# a schema there but empty is made one
psql_q "CREATE SCHEMA half; CREATE TABLE half.games (x int)"
refused "a schema of a league's table and no version" \
	"*schema half on this server is not a tapis league (it holds games)*" \
	"league --schema half $URL"
psql_q "CREATE SCHEMA bare"
tp bare.db "league --schema bare $URL"
check "a schema there but empty is made a league as a table joins" \
	eval 'says "joined the league at $URL (schema bare), made now: 0 games from 0 tables; *" out &&
	    [ "$(psql_q "SELECT max(version) FROM bare.league_version")" -ge 1 ]'

# ---- a game deleted at its table after it was pushed is said gone
tp a.db "delete 1 --yes" "league push"
check "a game deleted after it was pushed is said gone" \
	eval 'tail -n 1 out | grep -qx "pushed 0 games, 1 said gone"'
check "the league marks it gone" [ "$(psql_q "SELECT status FROM tapis.games")" = gone ]

# ---- an end taken back by an undo is said gone; ended again, the game as
# it ended then is what the league keeps
farkle_game ola pia | "$TAPIS" --db a.db >/dev/null 2>&1
tp a.db "league push"
id=$(sqlite3 a.db "SELECT max(id) FROM games")
last=$(sqlite3 a.db "SELECT uid FROM games WHERE id = $id")
tp a.db "resume $id" "undo" "league push"
check "an undo that takes a pushed game's end back says it gone" \
	eval 'tail -n 1 out | grep -qx "pushed 0 games, 1 said gone" &&
	    [ "$(psql_q "SELECT status FROM tapis.games WHERE uid = '"'$last'"'")" = gone ]'
tp a.db "resume $id" "undo" "1 1 1 5 2" "bank" "league push"
check "ended again otherwise, the league keeps the game as it ended now" \
	eval 'tail -n 1 out | grep -qx "pushed 1 game" &&
	    [ "$(psql_q "SELECT status || '"' '"' || string_agg(p.score::text, '"','"' ORDER BY seat) FROM tapis.games g JOIN tapis.players p USING (uid) WHERE uid = '"'$last'"' GROUP BY status")" = "finished 1050,0" ]'
tp a.db "league $URL"
check "joined again, the games finished here wait again" \
	says "joined the league at $URL (schema tapis): 1 game from 1 table; 1 game finished here waits to be pushed" out
tp a.db "league push"
check "and are found there already" says "pushed 0 games, 1 already there" out

# ---- the server stopped in the middle of the evening
pg_stop
farkle_game carol dave | "$TAPIS" --db a.db >/dev/null 2>play.err
check "the table plays on while the server is down" [ ! -s play.err ]
yams_game erin fred | "$TAPIS" --db a.db >/dev/null 2>play.err
tp a.db "league push" && not_ok "league push fails while the server is down" ||
	ok "league push fails while the server is down (status 1)"
check "in one line, saying the games wait" says "*2 games could not be pushed (they wait*" err
tp a.db league
check "league says what waits and the last error" \
	eval 'grep -q "^2 games wait to be pushed" out && grep -q "^last error: 20.*: " out'
pg_restart
tp a.db "league push"
check "after the restart league push delivers every game" says "pushed 2 games" out
check "each once" [ "$(league_games)" = 3 ]
tp a.db league
check "with nothing left waiting, league says no error of the outage" \
	eval 'grep -q "^nothing waits to be pushed" out && ! grep -q "^last error" out'

# ---- three tables at once, each its own family, pushing together
for i in 1 2 3; do
	tp "t$i.db" "league --schema evening $URL"
done
farkle_game ann bea | "$TAPIS" --db t1.db >/dev/null 2>&1
yams_game cid dan | "$TAPIS" --db t2.db >/dev/null 2>&1
quatre21_game eve ann bea | "$TAPIS" --db t3.db >/dev/null 2>&1
for i in 1 2 3; do
	"$TAPIS" --db "t$i.db" -c 'league push' >"push$i.out" 2>&1 &
done
wait
check "three tables pushing at once each deliver their game" \
	eval 'cat push1.out push2.out push3.out | grep -cx "pushed 1 game" | grep -qx 3'
check "the league holds the three games, from three tables" \
	[ "$(psql_q "SELECT count(*) || '/' || count(DISTINCT pushed_by) || '/' || count(DISTINCT family) FROM evening.games WHERE status = 'finished'")" = 3/3/3 ]
for i in 1 2 3; do
	"$TAPIS" --db "t$i.db" -c "export all --json all$i.json" >/dev/null
	"$TAPIS" --db one.db -c "import all$i.json" >/dev/null
done
"$TAPIS" --db one.db -c 'query --tsv SELECT p.name, p.final_score, p.rank FROM players p JOIN games g ON g.id = p.game_id WHERE g.status = '"'finished'"' ORDER BY 1, 2, 3' |
	tail -n +2 >one.rows
psql_q "SELECT name, score, place FROM evening.players ORDER BY 1, 2, 3" | tr '|' '\t' >league.rows
check "the league's players, scores and places are those of the three files imported into one" \
	cmp -s one.rows league.rows
for what in leaderboard stats "leaderboard 421" "stats yams"; do
	"$TAPIS" --db one.db -c "$what --tsv" >one.out 2>&1
	"$TAPIS" --db t1.db -c "$what --league --tsv" >league.out 2>&1
	check "$what --league gives the rows $what gives of the three files imported into one" \
		cmp -s one.out league.out
done
"$TAPIS" --db one.db -c "games --tsv" | cut -f 2- | sort >one.out
"$TAPIS" --db t2.db -c "games --league --tsv" | cut -f 2- | sort >league.out
check "games --league lists the games of the three files imported into one" \
	cmp -s one.out league.out
"$TAPIS" --db t3.db -c "leaderboard --league" >one.out 2>&1
"$TAPIS" --db t3.db -c "stats --league" >/dev/null 2>&1
pg_stop
"$TAPIS" --db t3.db -c "leaderboard --league" >league.out 2>err
check "with the server down, leaderboard --league gives the ranking as last pulled" \
	cmp -s one.out league.out
check "and says when it was pulled" says "*the league cannot be reached (*): as pulled at 20*" err
# (the time local, as show says a game's: the same pull at UTC and
# fourteen hours east of it, in French)
TZ=UTC "$TAPIS" --db t3.db -c "leaderboard --league" >/dev/null 2>err
utc=$(sed -n 's/.*): as pulled at \([0-9-]* [0-9:]*\)$/\1/p' err)
TZ=UTC-14 LANGUAGE=fr LC_ALL=C.UTF-8 "$TAPIS" --db t3.db -c "classement --ligue" >/dev/null 2>err
check "and says it local, to the minute, as French writes it" \
	eval 'test -n "$utc" && says "la ligue est hors d'"'"'atteinte (*) : telle que tirée le $(date -u -d "$utc UTC +14 hours" "+%d/%m/%Y %H:%M")" err'
pg_restart

# ---- a table killed (kill -9) while it pushes: the league's players held
# locked by another client, so that no push from it can commit whatever
# point it reached when killed; nothing lost, nothing doubled
tp k.db "league --schema killed $URL"
farkle_game ivy jo | "$TAPIS" --db k.db >/dev/null 2>&1
mkfifo kill.in kill.out
psql -X -q -v ON_ERROR_STOP=1 <kill.in >kill.out 2>&1 &
exec 6>kill.in 7<kill.out
printf '%s\n' 'BEGIN;' 'LOCK TABLE killed.players IN ACCESS EXCLUSIVE MODE;' '\echo locked' >&6
read -r locked <&7
"$TAPIS" --db k.db -c 'league push' >/dev/null 2>&1 &
kill -9 $!
wait $! 2>/dev/null
printf '%s\n' 'COMMIT;' '\q' >&6
exec 6>&- 7<&-
check "a table killed while it pushes keeps its game waiting" \
	[ "$(sqlite3 k.db "SELECT count(*) FROM league_queue")" = 1 ]
check "and the league holds nothing of it" [ "$(psql_q "SELECT count(*) FROM killed.games")" = 0 ]
tp k.db "league push"
check "pushed again, the game arrives once, with its players once" \
	eval '[ "$(cat out)" = "pushed 1 game" ] &&
	    [ "$(psql_q "SELECT count(*) FROM killed.games")/$(psql_q "SELECT count(*) FROM killed.players")" = 1/2 ]'

# ---- a league made by an older tapis, brought up to date
psql -X -q -v ON_ERROR_STOP=1 >/dev/null <<-SQL
CREATE SCHEMA old;
SET search_path TO old;
\i $srcdir/sql/league/001-games.sql
UPDATE league_version SET version = 1;
SQL
tp u.db "league --schema old $URL"
check "a league of version 1 is brought up to date as a table joins it" \
	says "joined the league at $URL (schema old), brought up from version 1 to 2: 0 games from 0 tables; 0 games finished here wait to be pushed" out
check "it has what the newer version adds, and its version" \
	[ "$(psql_q "SELECT (SELECT version FROM old.league_version) || '/' || count(*) FROM old.tables")" = 2/0 ]

# ---- a league's schema is made only as a table joins: one dropped (or
# mistyped) is not made again by a push nor by a read
tp g.db "league --schema gone $URL"
farkle_game ivy jo | "$TAPIS" --db g.db >/dev/null 2>&1
psql_q "DROP SCHEMA gone CASCADE" >/dev/null 2>&1
tp g.db "league push" && not_ok "a push to a schema no longer there: refused" ||
	ok "a push to a schema no longer there: refused (status 1)"
check "it says the league is not there, in one line" \
	says "*there is no league of schema gone on this server*" err
tp g.db "leaderboard --league"
check "a read of it says the same" says "*there is no league of schema gone on this server*" err
check "and neither made the schema again" \
	[ "$(psql_q "SELECT count(*) FROM pg_catalog.pg_namespace WHERE nspname = 'gone'")" = 0 ]

# ---- schemas a table cannot join, each refused in one line before the
# file changes: a newer tapis's league, one whose upgrade fails, one that
# holds a league's table but no version, a damaged version, a server that
# lets this user make no schema
psql -X -q -v ON_ERROR_STOP=1 >/dev/null <<-SQL
CREATE SCHEMA clash;
SET search_path TO clash;
\i $srcdir/sql/league/001-games.sql
UPDATE league_version SET version = 1;
CREATE TABLE tables (x integer);
CREATE SCHEMA newer;
SET search_path TO newer;
\i $srcdir/sql/league/001-games.sql
UPDATE league_version SET version = 99;
CREATE SCHEMA mixed;
SET search_path TO mixed;
\i $srcdir/sql/league/001-games.sql
\i $srcdir/sql/league/002-tables.sql
UPDATE league_version SET version = 2;
CREATE TABLE mixed.notes (x text);
CREATE SCHEMA noversion;
CREATE TABLE noversion.games (x integer);
CREATE SCHEMA damaged;
CREATE TABLE damaged.league_version (v integer);
CREATE ROLE guest LOGIN;
SQL
cp a.db before.db
refused "a league a newer tapis made" \
	"*cannot join the league: this league has schema version 99, which a newer tapis made (this one knows up to 2): update tapis; nothing was changed" \
	"league --schema newer $URL"
refused "a league whose upgrade fails" \
	"*cannot join the league: the league's schema could not be brought up to date (002-tables.sql): ERROR: *relation \"tables\" already exists; nothing was changed" \
	"league --schema clash $URL"
check "the league whose upgrade failed is left at its version, its statements rolled back" \
	[ "$(psql_q "SELECT version FROM clash.league_version")/$(psql_q "SELECT count(*) FROM pg_catalog.pg_views WHERE schemaname = 'clash'")" = 1/0 ]
refused "a schema with a league's table but no version" \
	"*schema noversion on this server is not a tapis league (it holds games): name another with --schema; nothing was changed" \
	"league --schema noversion $URL"
refused "a league a club added a table of its own to" \
	"*schema mixed on this server is not a tapis league (it holds notes): name another with --schema; nothing was changed" \
	"league --schema mixed $URL"
refused "a league whose version is damaged" \
	"*cannot join the league: ERROR: *column \"version\" does not exist*nothing was changed" \
	"league --schema damaged $URL"
refused "a user the server lets make no schema" \
	"*cannot join the league: ERROR: *permission denied for database postgres; nothing was changed" \
	"league --schema guests $URL user=guest"
check "and no schema was made" \
	[ "$(psql_q "SELECT count(*) FROM pg_catalog.pg_namespace WHERE nspname = 'guests'")" = 0 ]

# ---- a statement the league refuses (here a trigger of the club's): the
# game waits, the error said, each try later than the last, an hour at
# most; once the league takes statements again, pushed
tp n.db "league --schema night $URL"
psql -X -q -v ON_ERROR_STOP=1 >/dev/null <<-'SQL'
CREATE FUNCTION night.closed() RETURNS trigger LANGUAGE plpgsql
    AS $$BEGIN RAISE EXCEPTION 'the club is closed for the night'; END$$;
CREATE TRIGGER closed BEFORE INSERT OR UPDATE ON night.games
    FOR EACH ROW EXECUTE FUNCTION night.closed();
SQL
farkle_game kim lou | "$TAPIS" --db n.db >/dev/null 2>&1
farkle_game max ned | "$TAPIS" --db n.db >/dev/null 2>&1
tp n.db "league push" && not_ok "a push the league refuses: status 1" ||
	ok "a push the league refuses: status 1"
check "says the league's reason in one line, the games waiting" \
	says "*2 games could not be pushed (they wait: league push tries again): ERROR: *the club is closed for the night; CONTEXT: *" err
check "the league's statements were rolled back: it holds nothing of them" \
	[ "$(psql_q "SELECT count(*) FROM night.games")/$(psql_q "SELECT count(*) FROM night.players")" = 0/0 ]
tp n.db league
check "league says the two games wait and the league's reason" \
	eval 'grep -q "^2 games wait to be pushed, the next try at 20" out &&
	    grep -q "^last error: 20.*: ERROR: *the club is closed for the night" out'
# (to the second: the two tries and the error the last wrote may be a
# second apart)
check "the next try of each is 10 seconds after the error" \
	[ "$(sqlite3 n.db "SELECT group_concat(unixepoch(next_try) - unixepoch(last_error_at) BETWEEN 9 AND 11) FROM league_queue, league")" = 1,1 ]
sqlite3 n.db "UPDATE league_queue SET attempts = 12"
tp n.db "league push"
check "after many tries, the next is an hour after the error, no more" \
	[ "$(sqlite3 n.db "SELECT group_concat(unixepoch(next_try) - unixepoch(last_error_at) BETWEEN 3599 AND 3601) FROM league_queue, league")" = 1,1 ]
psql_q "DROP TRIGGER closed ON night.games"
tp n.db "league push"
check "once the league takes them, both arrive, the hour not waited for by league push" \
	eval '[ "$(cat out)" = "pushed 2 games" ] && [ "$(psql_q "SELECT count(*) FROM night.games")" = 2 ]'
tp n.db league
check "and league forgets the error" \
	eval 'grep -q "^nothing waits to be pushed" out && ! grep -q "^last error" out'
# its players refused, with a long reason of several lines and a tab: the
# game with them rolled back, the reason said in one line, cut short
psql -X -q -v ON_ERROR_STOP=1 >/dev/null <<-'SQL'
CREATE FUNCTION night.seated() RETURNS trigger LANGUAGE plpgsql
    AS $$BEGIN RAISE EXCEPTION E'no players tonight:\t%\nsee the club', repeat('x', 900); END$$;
CREATE TRIGGER seated BEFORE INSERT ON night.players
    FOR EACH ROW EXECUTE FUNCTION night.seated();
SQL
farkle_game rae sam | "$TAPIS" --db n.db >/dev/null 2>&1
tp n.db "league push" && not_ok "players the league refuses: status 1" ||
	ok "players the league refuses: status 1"
check "the league's long reason said in one line, its tab a space, cut short" \
	eval 'says "*1 game could not be pushed (it waits: league push tries again): ERROR: *no players tonight: xxx*" err &&
	    [ "$(wc -c <err)" -lt 900 ]'
check "and the game is not in the league without its players" \
	[ "$(psql_q "SELECT count(*) FROM night.games")" = 2 ]
psql_q "DROP TRIGGER seated ON night.players"
tp n.db "league push"
check "the players taken again, the game arrives with them" \
	eval '[ "$(cat out)" = "pushed 1 game" ] && [ "$(psql_q "SELECT count(*) FROM night.players")" = 6 ]'
# a game deleted here while the league refuses its gone: it waits as well
psql_q "CREATE TRIGGER closed BEFORE INSERT OR UPDATE ON night.games FOR EACH ROW EXECUTE FUNCTION night.closed()"
tp n.db "delete 1 --yes" "league push" && not_ok "a gone the league refuses: status 1" ||
	ok "a gone the league refuses: status 1"
check "said in one line" says "*1 game could not be pushed (it waits: league push tries again): ERROR: *closed for the night*" err
check "the league still holds every game finished" \
	[ "$(psql_q "SELECT count(*) FILTER (WHERE status = 'gone') FROM night.games")" = 0 ]
# a game waiting whose file was damaged (an entry dated by no date): not
# pushed, said, waiting
psql_q "DROP TRIGGER closed ON night.games"
farkle_game oli pat | "$TAPIS" --db n.db >/dev/null 2>&1
bad=$(sqlite3 n.db "SELECT max(id) FROM games")
sqlite3 n.db "UPDATE entries SET created = 'yesterday' WHERE id BETWEEN $bad * 4294967296 AND $bad * 4294967296 + 4294967295"
tp n.db "league push" && not_ok "a game damaged in the file: not pushed" ||
	ok "a game damaged in the file: not pushed (status 1)"
check "the damage said in one line, the gone pushed beside it" \
	says "*1 game could not be pushed (it waits: league push tries again): game #$bad is damaged: entry 1 has no time (tapis writes one with each entry)*" err
check "the league holds nothing of the damaged game" \
	[ "$(psql_q "SELECT count(*) || '/' || count(*) FILTER (WHERE status = 'gone') FROM night.games")" = 3/1 ]

# ---- league off: the file leaves, what waited dropped and said
tp n.db "league off"
check "league off says where it left and that the waiting game will not be pushed" \
	says "left the league at $URL (schema night); 1 game that waited will not be pushed" out
check "the file keeps neither the league nor what waited" \
	[ "$(sqlite3 n.db "SELECT (SELECT count(*) FROM league) + (SELECT count(*) FROM league_queue)")" = 0 ]
tp n.db league
check "league then says the file is in none" says "*this file is in no league: league URL joins one" err
tp o.db "league --schema night $URL" "league off"
check "left with nothing waiting, league off says so alone" \
	eval 'tail -n 1 out | grep -qx "left the league at $URL (schema night)"'

# ---- a game that waits but is no longer here, its end taken back out of
# the queue's sight: nothing to push, the queue emptied
tp q.db "league --schema night $URL"
sqlite3 q.db "INSERT INTO league_queue (uid, what) VALUES ('0123456789abcdef0123456789abcdef', 'ended')"
tp q.db "league push"
check "a game waiting but gone from the file is counted there, and waits no more" \
	eval '[ "$(cat out)" = "pushed 0 games, 1 already there" ] &&
	    [ "$(sqlite3 q.db "SELECT count(*) FROM league_queue")" = 0 ]'

# ---- the league's copy (what --league reads): a game this tapis cannot
# play left out; no cache folder, or a copy damaged on disk, refused
psql_q "INSERT INTO night.games (uid, family, rules, base, started, ended, status, pushed_by, document) VALUES ('00000000000000000000000000000001', 'poker', 'poker', 'poker', now(), now(), 'finished', 'elsewhere:x.db', '{\"tapis\": 99, \"games\": [{\"family\": \"poker\"}]}')"
ls "$HOME/.cache/tapis" >copies.before 2>/dev/null
tp q.db "games --league --tsv"
check "games --league leaves out a game this tapis cannot play, and lists the others" \
	eval '[ "$(tail -n +2 out | cut -f 3-5 | sort | tr "\n" /)" = "10000	max, ned	finished/10000	rae, sam	finished/" ] && [ ! -s err ]'
copy=$HOME/.cache/tapis/$(ls "$HOME/.cache/tapis" | grep -vxF -f copies.before)
env -u HOME -u XDG_CACHE_HOME "$TAPIS" --db q.db -c "games --league" >out 2>err &&
	not_ok "without a cache folder: refused" || ok "without a cache folder: refused (status 1)"
check "says there is no cache folder" says "*there is no cache folder (neither XDG_CACHE_HOME nor HOME is set)" err
# (a folder's path past what tapis takes: said as such, not as none)
long=/$(printf '%4200s' | tr ' ' c)
XDG_CACHE_HOME=$long "$TAPIS" --db q.db -c "games --league" >out 2>err &&
	not_ok "a cache folder's path too long: refused" ||
	ok "a cache folder's path too long: refused (status 1)"
check "says the path of the cache folder is too long" says "*the path of the cache folder is too long" err
cp "$copy" copy.good
sqlite3 "$copy" "DROP TABLE league_copy"
tp q.db "games --league" && not_ok "a copy that lost its table: refused" ||
	ok "a copy that lost its table: refused (status 1)"
check "says the league cannot be read, and why" says "*the league cannot be read: no such table: league_copy" err
printf 'SQLite format 2, damaged on disk\n' >"$copy"
tp q.db "leaderboard --league" && not_ok "a copy damaged on disk: refused" ||
	ok "a copy damaged on disk: refused (status 1)"
check "says the copy cannot be opened, and why" says "*the league's copy cannot be opened: *$copy is not a database*" err
cp copy.good "$copy"
# a copy another process holds for writing (its own pull) while the
# league changed: the pull stops at the first change, said once SQLite
# gives up waiting, the copy as it was
psql_q "INSERT INTO night.games (uid, family, rules, base, started, ended, status, pushed_by, document) VALUES ('00000000000000000000000000000002', 'poker', 'poker', 'poker', now(), now(), 'finished', 'elsewhere:x.db', '{\"tapis\": 99, \"games\": [{\"family\": \"poker\"}]}')"
serial=$(sqlite3 "$copy" "SELECT serial FROM league_copy")
mkfifo hold.in hold.out
sqlite3 "$copy" <hold.in >hold.out 2>&1 &
holder=$!
exec 6>hold.in 7<hold.out
printf '%s\n' 'BEGIN IMMEDIATE;' "SELECT 'held';" >&6
read -r held <&7
check "another process holds the copy for writing" [ "$held" = held ]
tp q.db "games --league" && not_ok "a copy held by another process: refused" ||
	ok "a copy held by another process: refused (status 1)"
check "says the league cannot be read, and why" says "*the league cannot be read: database is locked" err
printf '%s\n' 'ROLLBACK;' '.quit' >&6
exec 6>&- 7<&-
wait "$holder"
check "the copy is left as it was, at the change it had" \
	[ "$(sqlite3 "$copy" "SELECT serial FROM league_copy")" = "$serial" ]
cp copy.good "$copy"

# ---- a password: never in the file, asked by the server over TCP
psql_q "CREATE ROLE club LOGIN PASSWORD 'right'; GRANT CREATE ON DATABASE postgres TO club" >/dev/null
pg_listen_tcp
TCP="host=127.0.0.1 port=$PGPORT dbname=postgres user=club"
cp a.db before.db
PGPASSWORD=wrong tp a.db "league --schema clubs $TCP" && not_ok "a wrong password: refused" ||
	ok "a wrong password: refused (status 1)"
check "a wrong password: in one line" says "*cannot join the league: *password authentication failed*" err
check "a wrong password: nothing changed at the table" cmp -s a.db before.db
PGPASSWORD=right tp a.db "league --schema clubs $TCP sslmode=require" &&
	not_ok "sslmode=require, to a server without SSL: refused" ||
	ok "sslmode=require, to a server without SSL: refused (status 1)"
check "sslmode, as libpq reads it: in one line" says "*cannot join the league: *SSL*" err
check "sslmode=require refused: nothing changed at the table" cmp -s a.db before.db
printf '127.0.0.1:%s:*:club:right\n' "$PGPORT" >"$HOME/.pgpass"
chmod 600 "$HOME/.pgpass"
tp p.db "league --schema clubs $TCP"
check "the right password, read by libpq from ~/.pgpass, joins" \
	says "joined the league at $TCP (schema clubs), made now: *" out
check "and the file keeps no password" eval '! grep -q right p.db'

# ---- at the prompt: the games pushed beside it, which a push held up on
# the server never delays; a password never kept in the history
if ! command -v script >/dev/null 2>&1; then
	skip "script(1) is not installed: the prompt is not tried"
	echo "1..$n"
	exit $failed
fi
tp r.db "league --schema repl $URL"
# the league's games held locked by another client, until it commits
mkfifo lock.in lock.out keys screen
psql -X -q -v ON_ERROR_STOP=1 <lock.in >lock.out 2>&1 &
exec 6>lock.in 7<lock.out
printf '%s\n' 'BEGIN;' 'LOCK TABLE repl.games IN ACCESS EXCLUSIVE MODE;' '\echo locked' >&6
read -r locked <&7
check "another client holds the league's games locked" [ "$locked" = locked ]
TERM=dumb timeout 120 script -qfec "stty cols 200; exec '$TAPIS' --db '$tmp/r.db'" /dev/null \
	<keys >screen 2>&1 &
repl=$!
exec 4>keys 5<screen
# until PATTERN: reads the screen up to a line that matches PATTERN (grep -E)
until_line() {
	while IFS= read -r line <&5; do
		line=$(printf '%s' "$line" | tr -d '\r')
		printf '%s\n' "$line" | grep -Eq "$1" && return 0
	done
	return 1
}
farkle_game gil hal >&4
check "a game ends at the prompt" until_line "gil wins|gil won"
printf 'league\n' >&4
check "league answers at once while the push is held up on the server" \
	until_line "^1 game waits to be pushed"
printf 'league postgresql://tapis:hunter2@localhost/postgres\n' >&4
check "a password typed at the prompt is refused" until_line "holds no password"
printf 'league host=localhost PassWord=hunter3\n' >&4
check "a word like password, in any case, refused by libpq" until_line "libpq cannot read it"
printf 'league postgresql://nobody@127.0.0.1:1/club\n' >&4
check "an address with a user and no password is tried" until_line "cannot join the league: "
printf '%s\n' 'COMMIT;' '\q' >&6
exec 6>&- 7<&-
printf 'league push\n' >&4
check "once the server lets it, the game arrives" \
	until_line "^(pushed 1 game|pushed 0 games, 1 already there|nothing waits to be pushed)$"
printf 'quit\n' >&4
exec 4>&-
cat <&5 >/dev/null
exec 5<&-
wait "$repl"
check "tapis quits with exit status 0" test $? -eq 0
check "the game is in the league once" [ "$(league_games repl)" = 1 ]
check "the lines with a password are kept in no history, the others are" \
	eval 'grep -qx "league push" "$XDG_STATE_HOME/tapis/history" && ! grep -rq hunter "$HOME" &&
	    grep -qx "league postgresql://nobody@127.0.0.1:1/club" "$XDG_STATE_HOME/tapis/history"'

# a push the league refuses, tried beside the prompt: the error kept in
# the file for league to say, the game waiting for its next try.  The
# club's trigger takes a lock of the session (kept past the rollback)
# and writes to a pipe the test reads: once the test holds that lock in
# turn, the pusher's connection is closed, its failure written before.
tp w.db "league --schema shut $URL"
mkfifo -m 666 tried
exec 8<>tried
psql -X -q -v ON_ERROR_STOP=1 >/dev/null <<-SQL
CREATE FUNCTION shut.closed() RETURNS trigger LANGUAGE plpgsql
    AS \$\$BEGIN
        PERFORM pg_advisory_lock(42);
        COPY (SELECT 'tried') TO '$tmp/tried';
        RAISE EXCEPTION 'the club is shut';
    END\$\$;
CREATE TRIGGER closed BEFORE INSERT ON shut.games
    FOR EACH ROW EXECUTE FUNCTION shut.closed();
SQL
mkfifo keys.w screen.w
TERM=dumb timeout 120 script -qfec "stty cols 200; exec '$TAPIS' --db '$tmp/w.db'" /dev/null \
	<keys.w >screen.w 2>&1 &
repl=$!
exec 4>keys.w 5<screen.w
farkle_game ivy jon >&4
check "a game ends at the prompt of a file whose league refuses it" until_line "ivy wins|ivy won"
read -r tried <&8
check "the push beside the prompt reaches the league" [ "$tried" = tried ]
psql_q "SELECT pg_advisory_lock(42)" >/dev/null
printf 'league\n' >&4
check "league then says the game waits for its next try" until_line "^1 game waits to be pushed, the next try at 20"
check "and the league's reason, kept by the push beside the prompt" \
	until_line "^last error: 20.*: ERROR: *the club is shut"
printf 'quit\n' >&4
exec 4>&-
cat <&5 >screen.w.all
exec 5<&-
wait "$repl"
check "tapis quits with exit status 0" test $? -eq 0
# (the trigger kept till now, and the pipe read: a try the pusher makes
# again meanwhile fails alike)
psql_q "DROP TRIGGER closed ON shut.games"
exec 8<&-
check "saying as it quits that the game waits, and why" \
	grep -q "tapis: 1 game waits to be pushed to the league (.*the club is shut" screen.w.all
check "the league holds nothing of it" [ "$(league_games shut)" = 0 ]

# a REPL that ends with games waiting says so, and why (g.db's league was
# dropped above: its game waits)
printf 'quit\n' | TERM=dumb timeout 60 script -qfec "exec '$TAPIS' --db '$tmp/g.db'" /dev/null \
	>screen2 2>&1
check "a REPL that ends with a game waiting says so, and why, as it quits" \
	grep -q "tapis: 1 game waits to be pushed to the league (there is no league of schema gone" screen2

echo "1..$n"
exit $failed
