/* Every PostgreSQL statement of tapis (store_league.h): a league's schema
 * made and brought up to date from sql/league/, a game pushed, a game said
 * gone.  Every value is bound ($1...), never pasted; the schema's name goes
 * into SQL only as libpq quotes an identifier. */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "never.h"
#include "store_league.h"
#include "store_sql.h"

#ifndef HAVE_LIBPQ
bool
store_league_available(char *why, size_t whylen)
{
	snprintf(why, whylen, "%s", _("this tapis was built without PostgreSQL: a league needs"
	    " one built with libpq (configure --with-postgresql)"));
	return false;
}

bool
store_league_conninfo_check(const char *conninfo, char *why, size_t whylen)
{
	(void)conninfo;
	return store_league_available(why, whylen);
}

struct store_league *
store_league_open(const char *conninfo, const char *schema, bool make,
    struct store_league_found *found, char *why, size_t whylen)
{
	(void)conninfo, (void)schema, (void)make, (void)found;
	store_league_available(why, whylen);
	return NULL;
}

void
store_league_close(struct store_league *l)
{
	(void)l;
}

int
store_league_push(struct store_league *l, const struct store_league_game *g, char *why,
    size_t whylen)
{
	(void)l, (void)g;
	store_league_available(why, whylen);
	return -1;
}

int
store_league_retract(struct store_league *l, const char *uid, const char *table, char *why,
    size_t whylen)
{
	(void)l, (void)uid, (void)table;
	store_league_available(why, whylen);
	return -1;
}

int
store_league_changes(struct store_league *l, long long since, int max,
    bool (*fn)(const struct store_league_change *c, void *ctx), void *ctx, char *why,
    size_t whylen)
{
	(void)l, (void)since, (void)max, (void)fn, (void)ctx;
	store_league_available(why, whylen);
	return -1;
}

long long
store_league_count_changes(struct store_league *l, long long since, char *why, size_t whylen)
{
	(void)l, (void)since;
	store_league_available(why, whylen);
	return -1;
}

bool
store_league_listen(struct store_league *l, char *why, size_t whylen)
{
	(void)l;
	return store_league_available(why, whylen);
}

int
store_league_wait(struct store_league *l, int stop, int ms, char *why, size_t whylen)
{
	(void)l, (void)stop, (void)ms;
	store_league_available(why, whylen);
	return -1;
}
#else
#include "store_league_pq.h"

struct store_league {
	PGconn *conn;
	char schema[STORE_LEAGUE_NAME + 1];   /* what its notifications say */
};

bool
store_league_available(char *why, size_t whylen)
{
	/* untaken: libpq missing: the README's command installs it where the suite runs */
	if (store_league_pq_load())
		return true;
	snprintf(why, whylen, _("libpq (%s) cannot be loaded: a league needs it (Debian: libpq5)"),
	    LIBPQ_SONAME);
	return false;
}

/* text, libpq's words, made one line: its lines joined by "; ", the
 * blanks before its first word and its last line end dropped (so that
 * a line's end always follows a word written). */
static void
one_line(const char *text, char *why, size_t whylen)
{
	size_t o = 0;
	for (const char *p = text + strspn(text, " \t\r\n"); *p && o + 3 < whylen; p++) {
		if (*p == '\n') {
			p += strspn(p + 1, " \t");
			if (p[1] != '\0')
				why[o++] = ';', why[o++] = ' ';
		/* untaken: libpq's messages have no carriage return */
		} else if (*p != '\r') {
			why[o++] = *p == '\t' ? ' ' : *p;
		}
	}
	why[o] = '\0';
}

bool
store_league_conninfo_check(const char *conninfo, char *why, size_t whylen)
{
	if (!store_league_available(why, whylen))
		return false;
	char *err = NULL;
	PQconninfoOption *opts = pq.conninfo_parse(conninfo, &err);
	if (opts == NULL) {
		char said[400];
		one_line(err != NULL ? err : _("out of memory"), said, sizeof said);
		snprintf(why, whylen, _("libpq cannot read it as a connection string: %s"), said);
		/* untaken: libpq short of memory as it read the string (no message then) */
		if (err != NULL)
			pq.freemem(err);
		return false;
	}
	bool password = false;
	for (PQconninfoOption *o = opts; o->keyword != NULL; o++)
		if (strcmp(o->keyword, "password") == 0 && o->val != NULL && o->val[0] != '\0')
			password = true;
	pq.conninfo_free(opts);
	if (password)
		snprintf(why, whylen, "%s", _("a league's address holds no password, which would be"
		    " kept in the file: put it in ~/.pgpass or PGPASSWORD, where libpq reads it"));
	return !password;
}

/* A statement's failure: false, with the server's reason in why. */
static bool
failed(PGresult *r, char *why, size_t whylen)
{
	one_line(r != NULL ? pq.result_error_message(r) : _("out of memory"), why, whylen);
	pq.clear(r);
	return false;
}

/* Runs sql with the n text values of v; the result if it went through
 * (for the caller to clear), else NULL with the reason. */
static PGresult *
run(struct store_league *l, const char *sql, int n, const char *const *v, char *why,
    size_t whylen)
{
	PGresult *r = pq.exec_params(l->conn, sql, n, NULL, v, NULL, NULL, 0);
	ExecStatusType st = r != NULL ? pq.result_status(r) : PGRES_FATAL_ERROR;
	if (st == PGRES_COMMAND_OK || st == PGRES_TUPLES_OK)
		return r;
	/* untaken: no result at all from libpq: short of memory, or the statement could
	 * not be sent to the server */
	if (r == NULL)
		one_line(pq.error_message(l->conn), why, whylen);
	else
		failed(r, why, whylen);
	return NULL;
}

/* Runs sql (no values; several statements may be one text); false with
 * the reason. */
static bool
exec(struct store_league *l, const char *sql, char *why, size_t whylen)
{
	PGresult *r = pq.exec(l->conn, sql);
	ExecStatusType st = r != NULL ? pq.result_status(r) : PGRES_FATAL_ERROR;
	if (st == PGRES_COMMAND_OK || st == PGRES_TUPLES_OK) {
		pq.clear(r);
		return true;
	}
	/* untaken: no result at all from libpq: short of memory, or the statement could
	 * not be sent to the server */
	if (r == NULL)
		one_line(pq.error_message(l->conn), why, whylen);
	/* untaken: no result at all from libpq: short of memory, or the statement could
	 * not be sent to the server */
	return r == NULL ? false : failed(r, why, whylen);
}

/* Runs sql and reads the first column of its first row as a number into
 * *n (0 where there is no row); false with the reason. */
static bool
number(struct store_league *l, const char *sql, int nv, const char *const *v, long long *n,
    char *why, size_t whylen)
{
	PGresult *r = run(l, sql, nv, v, why, whylen);
	if (r == NULL)
		return false;
	/* untaken: a count has one row, never NULL */
	*n = pq.ntuples(r) > 0 && !pq.getisnull(r, 0, 0) ? strtoll(pq.getvalue(r, 0, 0), NULL, 10)
	    : 0;
	pq.clear(r);
	return true;
}

/* Rolls back what was begun; false, for the caller to return. */
static bool
rollback(struct store_league *l)
{
	PGresult *r = pq.exec(l->conn, "ROLLBACK");
	pq.clear(r);
	return false;
}

/* PostgreSQL's notices (a NOTICE of CREATE ... IF NOT EXISTS) are said by
 * nobody: libpq would print them over the prompt. */
static void
no_notice(void *arg, const char *message)
{
	(void)arg, (void)message;
}

/* Whether name is one the league's migrations make. */
static bool
league_name(const char *name)
{
	for (int i = 0; i < nleague_migration_names; i++)
		if (strcmp(league_migration_names[i], name) == 0)
			return true;
	return false;
}

/* Whether schema (which exists) holds a league, or nothing yet: each of
 * its tables and views one a league's migrations make, league_version
 * among them.  False with the reason to say. */
static bool
owned(struct store_league *l, const char *schema, bool *empty, char *why, size_t whylen)
{
	const char *v[] = {schema};
	PGresult *r = run(l, "SELECT c.relname FROM pg_catalog.pg_class c"
	    " JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace"
	    " WHERE n.nspname = $1 AND c.relkind IN ('r', 'v', 'm', 'p', 'f')"
	    " ORDER BY c.relname", 1, v, why, whylen);
	/* untaken: PostgreSQL failing at a statement no trigger of the test's server can fail
	 * (a read of the catalogue) */
	if (r == NULL)
		return false;
	int n = pq.ntuples(r);
	bool version = false;
	const char *other = NULL;
	for (int i = 0; i < n; i++) {
		const char *name = pq.getvalue(r, i, 0);
		version = version || strcmp(name, "league_version") == 0;
		if (other == NULL && !league_name(name))
			other = name;
	}
	*empty = n == 0;
	if (n > 0 && (other != NULL || !version))
		snprintf(why, whylen, _("schema %s on this server is not a tapis league (it holds"
		    " %s): name another with --schema"), schema,
		    other != NULL ? other : pq.getvalue(r, 0, 0));
	bool ok = n == 0 || (other == NULL && version);
	pq.clear(r);
	return ok;
}

/* The schema exists (made now if it was not: *made), holds a league or
 * nothing, and is the one statements name; in the caller's transaction. */
static bool
enter(struct store_league *l, const char *schema, const char *quoted, bool make, bool *made,
    bool *empty, char *why, size_t whylen)
{
	const char *v[] = {schema};
	long long there;
	char sql[STORE_LEAGUE_NAME * 2 + 64];
	/* untaken: PostgreSQL failing at a statement no trigger of the test's server can fail
	 * (a count of the catalogue) */
	if (!number(l, "SELECT count(*) FROM pg_catalog.pg_namespace WHERE nspname = $1", 1, v,
	    &there, why, whylen))
		return false;
	if (there == 0 && !make) {   /* read or pushed to, never made by a typo */
		snprintf(why, whylen, _("there is no league of schema %s on this server (a table"
		    " makes one as it joins: league --schema NAME URL)"), schema);
		return false;
	}
	*made = there == 0;
	*empty = true;
	snprintf(sql, sizeof sql, "CREATE SCHEMA %s", quoted);
	if (*made && !exec(l, sql, why, whylen))
		return false;
	if (!*made && !owned(l, schema, empty, why, whylen))
		return false;
	snprintf(sql, sizeof sql, "SET LOCAL search_path TO %s", quoted);
	return exec(l, sql, why, whylen);
}

/* Runs the league's migrations past its version, in the caller's
 * transaction; its version before into found. */
static bool
upgrade(struct store_league *l, bool empty, struct store_league_found *found, char *why,
    size_t whylen)
{
	long long from = 0;
	if (!empty && !number(l, "SELECT max(version) FROM league_version", 0, NULL, &from, why,
	    whylen))
		return false;
	found->from = (int)from;
	found->version = nleague_migrations;
	/* (an empty schema's tables are made now, as a new schema's) */
	found->made = found->made || empty;
	if (from > nleague_migrations) {
		snprintf(why, whylen, _("this league has schema version %lld, which a newer tapis"
		    " made (this one knows up to %d): update tapis"), from, nleague_migrations);
		return false;
	}
	for (int i = (int)from; i < nleague_migrations; i++) {
		char said[300];
		if (!exec(l, league_migrations[i].sql, said, sizeof said)) {
			snprintf(why, whylen, _("the league's schema could not be brought up to date"
			    " (%s): %s"), league_migrations[i].name, said);
			return false;
		}
	}
	char set[64];
	snprintf(set, sizeof set, "UPDATE league_version SET version = %d", nleague_migrations);
	/* untaken: PostgreSQL failing at a statement no trigger of the test's server can fail
	 * (an UPDATE of one row of its own table) */
	return from == nleague_migrations || exec(l, set, why, whylen);
}

/* What the league holds: its finished games and the tables that pushed
 * them. */
static bool
count(struct store_league *l, struct store_league_found *found, char *why, size_t whylen)
{
	/* untaken: PostgreSQL failing at a statement no trigger of the test's server can fail
	 * (a count) */
	return number(l, "SELECT count(*) FROM games WHERE status = 'finished'", 0, NULL,
	    &found->games, why, whylen) &&
	    number(l, "SELECT count(DISTINCT pushed_by) FROM games WHERE status = 'finished'", 0,
	    NULL, &found->tables, why, whylen);
}

/* Makes the schema or brings it up to date, in one transaction that
 * tables joining at once take in turn; then every statement names it. */
static bool
prepare(struct store_league *l, const char *schema, bool make,
    struct store_league_found *found, char *why, size_t whylen)
{
	char *quoted = pq.escape_identifier(l->conn, schema, strlen(schema));
	/* untaken: libpq short of memory for the quoted name */
	if (quoted == NULL) {
		one_line(pq.error_message(l->conn), why, whylen);
		return false;
	}
	/* untaken: PostgreSQL failing at a statement no trigger of the test's server can fail
	 * (BEGIN, an advisory lock, a count, COMMIT) */
	bool empty, ok = exec(l, "BEGIN", why, whylen) &&
	    exec(l, "SELECT pg_advisory_xact_lock(7413265)", why, whylen) &&
	    enter(l, schema, quoted, make, &found->made, &empty, why, whylen) &&
	    upgrade(l, empty, found, why, whylen) && count(l, found, why, whylen) &&
	    exec(l, "COMMIT", why, whylen);
	if (!ok)
		rollback(l);
	char sql[STORE_LEAGUE_NAME * 2 + 64];
	snprintf(sql, sizeof sql, "SET search_path TO %s", quoted);
	pq.freemem(quoted);
	/* untaken: PostgreSQL failing at a statement no trigger of the test's server can fail
	 * (SET search_path) */
	return ok && exec(l, sql, why, whylen);
}

struct store_league *
store_league_open(const char *conninfo, const char *schema, bool make,
    struct store_league_found *found, char *why, size_t whylen)
{
	if (!store_league_conninfo_check(conninfo, why, whylen))
		return NULL;
	struct store_league *l = calloc(1, sizeof *l);
	if (l == NULL) {
		snprintf(why, whylen, "%s", _("out of memory"));
		return NULL;
	}
	/* the string as given, after defaults it may set otherwise */
	const char *const kw[] = {"connect_timeout", "fallback_application_name", "dbname", NULL};
	const char *const val[] = {"10", "tapis", conninfo, NULL};
	l->conn = pq.connectdb_params(kw, val, 1);
	if (l->conn == NULL || pq.status(l->conn) != CONNECTION_OK) {
		one_line(l->conn != NULL ? pq.error_message(l->conn) : _("out of memory"), why,
		    whylen);
		store_league_close(l);
		return NULL;
	}
	pq.set_notice_processor(l->conn, no_notice, NULL);
	struct store_league_found f = {0};
	if (!prepare(l, schema, make, &f, why, whylen)) {
		store_league_close(l);
		return NULL;
	}
	if (found != NULL)
		*found = f;
	snprintf(l->schema, sizeof l->schema, "%s", schema);
	return l;
}

void
store_league_close(struct store_league *l)
{
	if (l == NULL)
		return;
	/* untaken: no connection only where libpq was short of memory for one */
	if (l->conn != NULL)
		pq.finish(l->conn);
	free(l);
}

/* Game g's players, its rows in players made again. */
static bool
push_players(struct store_league *l, const struct store_league_game *g, char *why,
    size_t whylen)
{
	const char *uid[] = {g->uid};
	PGresult *r = run(l, "DELETE FROM players WHERE uid = $1", 1, uid, why, whylen);
	if (r == NULL)
		return false;
	pq.clear(r);
	for (int i = 0; i < g->nplayers; i++) {
		char seat[16], score[16], place[16];
		snprintf(seat, sizeof seat, "%d", i);
		snprintf(score, sizeof score, "%d", g->player[i].score);
		snprintf(place, sizeof place, "%d", g->player[i].place);
		/* untaken: every player of a finished game has a place, and only finished games
		 * are pushed */
		const char *v[] = {g->uid, seat, g->player[i].name, score,
		    g->player[i].place > 0 ? place : NULL};
		r = run(l, "INSERT INTO players (uid, seat, name, score, place)"
		    " VALUES ($1, $2, $3, $4, $5)", 5, v, why, whylen);
		if (r == NULL)
			return false;
		pq.clear(r);
	}
	return true;
}

/* Runs sql, which returns a row where it changed one: *took says whether
 * it did; false, with the reason, if it failed. */
static bool
took_row(struct store_league *l, const char *sql, int n, const char *const *v, bool *took,
    char *why, size_t whylen)
{
	PGresult *r = run(l, sql, n, v, why, whylen);
	if (r == NULL)
		return false;
	*took = pq.ntuples(r) > 0;
	pq.clear(r);
	return true;
}

/* Takes game g: new (*took), or changed since the league took it (its
 * document other than its number at the table that pushed it, or said
 * gone); else nothing moves. */
static bool
push_game(struct store_league *l, const struct store_league_game *g, bool *took, char *why,
    size_t whylen)
{
	const char *v[] = {g->uid, g->family, g->rules, g->base, g->started, g->ended, g->table,
	    g->document};
	if (!took_row(l, "INSERT INTO games (uid, family, rules, base, started, ended,"
	    " status, pushed_by, document)"
	    " VALUES ($1, $2, $3, $4, $5, $6, 'finished', $7, $8::jsonb)"
	    " ON CONFLICT (uid) DO NOTHING RETURNING 1", 8, v, took, why, whylen))
		return false;
	return *took || took_row(l, "UPDATE games SET family = $2, rules = $3, base = $4,"
	    " started = $5, ended = $6, status = 'finished', pushed_by = $7, pushed = now(),"
	    " serial = nextval('game_serial'), document = $8::jsonb"
	    " WHERE uid = $1 AND (status <> 'finished' OR document - 'id' <> $8::jsonb - 'id')"
	    " RETURNING 1", 8, v, took, why, whylen);
}

/* What a change of the league's games says to those that listen (serve
 * --league), delivered as its transaction commits: the schema changed. */
#define NOTIFY "SELECT pg_notify('" STORE_LEAGUE_CHANNEL "', current_schema())"

int
store_league_push(struct store_league *l, const struct store_league_game *g, char *why,
    size_t whylen)
{
	bool took = false;
	/* untaken: PostgreSQL failing at a statement no trigger of the test's server can fail
	 * (BEGIN, the players' rows, NOTIFY, COMMIT) */
	bool ok = exec(l, "BEGIN", why, whylen) && push_game(l, g, &took, why, whylen) &&
	    (!took || push_players(l, g, why, whylen)) && (!took || exec(l, NOTIFY, why, whylen)) &&
	    exec(l, "COMMIT", why, whylen);
	if (!ok) {
		rollback(l);
		return -1;
	}
	return took ? 1 : 0;
}

int
store_league_retract(struct store_league *l, const char *uid, const char *table, char *why,
    size_t whylen)
{
	const char *v[] = {uid, table};
	bool took;
	if (!took_row(l, "WITH gone AS (UPDATE games SET status = 'gone', pushed_by = $2,"
	    " pushed = now(), serial = nextval('game_serial') WHERE uid = $1 AND status <> 'gone'"
	    " RETURNING 1) SELECT pg_notify('" STORE_LEAGUE_CHANNEL "', current_schema()) FROM gone",
	    2, v, &took, why, whylen))
		return -1;
	return took;
}

int
store_league_changes(struct store_league *l, long long since, int max,
    bool (*fn)(const struct store_league_change *c, void *ctx), void *ctx, char *why,
    size_t whylen)
{
	char after[32], limit[16];
	snprintf(after, sizeof after, "%lld", since);
	snprintf(limit, sizeof limit, "%d", max);
	const char *v[] = {after, limit};
	PGresult *r = run(l, "SELECT serial, uid, status = 'gone', document::text FROM games"
	    " WHERE serial > $1 ORDER BY serial LIMIT $2", 2, v, why, whylen);
	if (r == NULL)
		return -1;
	int n = pq.ntuples(r);
	for (int i = 0; i < n; i++) {
		bool gone = strcmp(pq.getvalue(r, i, 2), "t") == 0;
		struct store_league_change c = {strtoll(pq.getvalue(r, i, 0), NULL, 10),
		    pq.getvalue(r, i, 1), gone, gone ? NULL : pq.getvalue(r, i, 3)};
		if (!fn(&c, ctx)) {
			n = i + 1;
			break;
		}
	}
	pq.clear(r);
	return n;
}
long long
store_league_count_changes(struct store_league *l, long long since, char *why, size_t whylen)
{
	char after[32];
	snprintf(after, sizeof after, "%lld", since);
	const char *v[] = {after};
	long long n;
	return number(l, "SELECT count(*) FROM games WHERE serial > $1", 1, v, &n, why, whylen)
	    ? n : -1;
}

/* ---- listening to a league (serve --league): its pushes notify */

bool
store_league_listen(struct store_league *l, char *why, size_t whylen)
{
	return exec(l, "LISTEN " STORE_LEAGUE_CHANNEL, why, whylen);
}

/* Whether a notification of this league's schema came (all those that
 * came read); false for another's, on the same server. */
static bool
notified(struct store_league *l)
{
	bool ours = false;
	PGnotify *n;
	while ((n = pq.notifies(l->conn)) != NULL) {
		/* (libpq gives every notification its payload, "" where the
		 * NOTIFY sent none) */
		if (ALWAYS(n->extra != NULL) && strcmp(n->extra, l->schema) == 0)
			ours = true;
		pq.freemem(n);
	}
	return ours;
}

int
store_league_wait(struct store_league *l, int stop, int ms, char *why, size_t whylen)
{
	/* (one may have come during the last statement, kept by libpq) */
	/* untaken: a notification come during the pusher's last statement: a race of the
	 * server's NOTIFY with it, which no test makes */
	if (notified(l))
		return 1;
	struct pollfd fds[2] = {{pq.socket(l->conn), POLLIN, 0}, {stop, POLLIN, 0}};
	if (fds[0].fd < 0 || (poll(fds, 2, ms) < 0 && errno != EINTR)) {
		one_line(pq.error_message(l->conn), why, whylen);
		return -1;
	}
	/* untaken: the time passing with no word of the server (serve's 30
	 * seconds), or a signal cutting the wait short: no test waits for either */
	if (fds[1].revents != 0 || fds[0].revents == 0)
		return 0;
	if (!pq.consume_input(l->conn) || pq.status(l->conn) != CONNECTION_OK) {
		one_line(pq.error_message(l->conn), why, whylen);
		return -1;
	}
	return notified(l) ? 1 : 0;
}
#endif
