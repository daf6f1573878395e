/* All of tapis's SQL.  Values are always bound, never pasted into SQL. */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "collation.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "json.h"
#include "store.h"
#include "store_private.h"
#include "store_sql.h"
#include "text.h"

static const char *const stmt_sql[ST_COUNT] = {
	[ST_BEGIN] = "BEGIN IMMEDIATE",
	[ST_COMMIT] = "COMMIT",
	[ST_ROLLBACK] = "ROLLBACK",
	/* An entry's id is its game and its seq made one number (sql/005):
	 * a game's undone entries are the end of its range. */
	[ST_DROP_UNDONE] = "DELETE FROM entries WHERE id BETWEEN ?1 * 4294967296 + ?2"
	    " AND ?1 * 4294967296 + 4294967295",
	[ST_INSERT_ENTRY] = "INSERT INTO entries (id, game_id, seq, seat, kind, args, undone,"
	    " outcome, points, score_after, facts)"
	    " VALUES (?1 * 4294967296 + ?2, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
	/* (?3 to ?5, bound as for the insert, are not used: the key says which
	 * row, and the write's own check that the game is as this process saw
	 * it says it is that entry) */
	[ST_UPDATE_ENTRY] = "UPDATE entries SET (undone, outcome, points, score_after, facts) ="
	    " (?6, ?7, ?8, ?9, ?10) WHERE id = ?1 * 4294967296 + ?2",
	[ST_SET_STATUS] = "UPDATE games SET status = ?2, winner = ?3, loser = ?4, result = ?5,"
	    " finished = CASE WHEN ?2 = 'finished' THEN strftime('%Y-%m-%dT%H:%M:%SZ', 'now') END"
	    " WHERE id = ?1",
	[ST_DATA_VERSION] = "PRAGMA data_version",
	/* the final score, and the place the engine gives (1 the best; tied
	 * players share one) */
	[ST_FINAL_SCORE] = "UPDATE players SET final_score = ?3, rank = ?4"
	    " WHERE game_id = ?1 AND seat = ?2",
	[ST_CLEAR_FINAL] = "UPDATE players SET final_score = NULL, rank = NULL WHERE game_id = ?1",
};

const char *
store_error(struct store *s)
{
	if (!s->errmsg_kept)
		return sqlite3_errmsg(s->db);
	s->errmsg_kept = false;   /* said once: a later failure has its own */
	return s->errmsg;
}

/* Keeps SQLite's reason for a failed write: the ROLLBACK that follows
 * would replace it. */
static void
remember_error(struct store *s)
{
	s->errcode = sqlite3_errcode(s->db);
	s->errmsg_kept = true;
	snprintf(s->errmsg, sizeof s->errmsg, "%s", sqlite3_errmsg(s->db));
}

static bool
exec(struct store *s, const char *sql, char *err, size_t errlen)
{
	char *msg = NULL;
	if (sqlite3_exec(s->db, sql, NULL, NULL, &msg) != SQLITE_OK) {
		snprintf(err, errlen, "%s", msg ? msg : sqlite3_errmsg(s->db));
		sqlite3_free(msg);
		return false;
	}
	return true;
}

/* The integer a one-row query gives, into *out; false if it failed. */
static bool
query_int(struct store *s, const char *sql, int *out)
{
	sqlite3_stmt *st;
	bool ok = sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) == SQLITE_OK &&
	    sqlite3_step(st) == SQLITE_ROW;
	if (ok)
		*out = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return ok;
}

/* Says why the file at path could not be opened or read, from SQLite's
 * last error: a full disk and a file that is no database in words. */
static void
open_error(struct store *s, const char *path, char *err, size_t errlen)
{
	int code = sqlite3_errcode(s->db);
	if (code == SQLITE_FULL || sqlite3_system_errno(s->db) == ENOSPC)
		snprintf(err, errlen, _("the disk holding %s is full: free some room and start"
		    " again"), path);
	else if (code == SQLITE_NOTADB)
		snprintf(err, errlen, _("%s is not a database: tapis leaves it as it is (give"
		    " another --db)"), path);
	else
		snprintf(err, errlen, "%s: %s", path, sqlite3_errmsg(s->db));
}

/* Whether the file is tapis's to use: marked with tapis's application id,
 * or empty (a new file), or an unmarked database of an older tapis (its
 * games and entries tables are there).  Anything else is refused before a
 * byte of it is changed.  *mark: the file needs tapis's mark. */
static bool
check_owner(struct store *s, const char *path, bool *mark, char *err, size_t errlen)
{
	int app, version, tables, ours;
	if (!query_int(s, "PRAGMA application_id", &app) ||
	    !query_int(s, "PRAGMA user_version", &version) ||
	    !query_int(s, "SELECT count(*) FROM sqlite_schema", &tables) ||
	    !query_int(s, "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND"
	    " name IN ('games', 'entries')", &ours)) {
		open_error(s, path, err, errlen);
		return false;
	}
	*mark = app != STORE_APPLICATION_ID;
	bool empty = app == 0 && version == 0 && tables == 0;
	bool older = app == 0 && version >= 1 && version <= nmigrations && ours == 2;
	if (app != STORE_APPLICATION_ID && !empty && !older) {
		snprintf(err, errlen, _("%s is a database of another program, not tapis's: tapis"
		    " leaves it as it is (give another --db)"), path);
		return false;
	}
	if (version < 0) {
		snprintf(err, errlen, _("%s has schema version %d, which no tapis writes: the file"
		    " is damaged"), path, version);
		return false;
	}
	if (version > nmigrations) {
		snprintf(err, errlen, _("%s has schema version %d, from a newer tapis; this one"
		    " knows up to %d: update tapis"), path, version, nmigrations);
		return false;
	}
	return true;
}

/* The URI that opens path to be read only, without its -shm, in uri (of
 * len bytes).  SQLite reads a WAL file only with its -shm beside it, which
 * a reader who may not write cannot make; unchanging, it needs none.  The
 * path goes into the URI percent-encoded, so none of it can be read as a
 * parameter. */
static void
immutable_uri(const char *path, char *uri, size_t len)
{
	size_t n = (size_t)snprintf(uri, len, "file:");
	for (const unsigned char *p = (const unsigned char *)path; *p && n + 4 < len; p++)
		n += (size_t)snprintf(uri + n, len - n,
		    strchr("/._-", *p) || (*p < 0x80 && isalnum(*p)) ? "%c" : "%%%02X", *p);
	snprintf(uri + n, len - n, "?immutable=1");
}

/* Says why a file of an older schema opened to be read (for the reason
 * reading) is refused: it must first be brought up to date. */
static void
older_unwritable(const char *path, enum store_reading reading, char *err, size_t errlen)
{
	if (reading == STORE_READ_FULL)
		snprintf(err, errlen, _("the disk holding %s is full, and this tapis must first"
		    " bring it up to date: free some room and start again"), path);
	else if (reading == STORE_READ_FOLDER)
		snprintf(err, errlen, _("%s is in a folder this user may not write to, and this"
		    " tapis must first bring it up to date: make the folder writable once"), path);
	else
		snprintf(err, errlen, _("%s is read-only, and this tapis must first bring it up"
		    " to date: make it writable once"), path);
}

/* An older file is brought up to date (store_upgrade.c) before it is put
 * in WAL mode, so that a failed upgrade leaves it byte for byte as it was.
 * WAL with synchronous=NORMAL: each commit survives the process being
 * killed at any moment; only a power cut can lose the last few.  Foreign
 * keys (a deleted game takes its rows with it) are on once the schema is
 * up to date.  False with the reason, naming path, in err; *retry: why
 * the file cannot be written now, if that is why WAL mode failed. */
static bool
bring_up_to_date(struct store *s, const char *path, bool mark, enum store_reading *retry,
    char *err, size_t errlen)
{
	if (!exec(s, "PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = OFF;", err, errlen) ||
	    !store_upgrade(s, path, mark, err, errlen))
		return false;
	if (exec(s, "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;", err, errlen))
		return true;
	char why[256];
	snprintf(why, sizeof why, "%s", err);
	*retry = store_file_unwritable(s->db);
	if (sqlite3_errcode(s->db) == SQLITE_FULL || sqlite3_system_errno(s->db) == ENOSPC)
		open_error(s, path, err, errlen);
	else
		snprintf(err, errlen, _("%s: %s"), path, why);
	return false;
}

static int
names_compare(void *c, int alen, const void *a, int blen, const void *b)
{
	return collation_compare(c, a, (size_t)alen, b, (size_t)blen);
}

static void
names_close(void *c)
{
	collation_close(c);
}

/* COLLATE names: the order of the language of the messages, for lists of
 * players (and for query's users); bytes' order where ICU has none. */
static bool
sort_names(sqlite3 *db)
{
	struct collation *c = collation_open(i18n_collation());
	if (sqlite3_create_collation_v2(db, "names", SQLITE_UTF8, c, names_compare, names_close)
	    == SQLITE_OK)
		return true;
	/* (not given to SQLite where it failed: freed here) */
	collation_close(c);
	return false;
}

/* json_valid(X) as SQLite's, but an allocation that fails is an error:
 * SQLite 3.40's own says 0 then, and the views that read each family's
 * facts through it (CASE WHEN json_valid(facts) ...) would make NULL facts
 * of a valid entry without a word, and the summaries kept from them
 * wrong (found by the fault sweep). */
static void
json_valid_checked(sqlite3_context *cx, int argc, sqlite3_value **argv)
{
	(void)argc;
	if (sqlite3_value_type(argv[0]) == SQLITE_NULL) {
		sqlite3_result_null(cx);
		return;
	}
	const char *text = (const char *)sqlite3_value_text(argv[0]);
	if (text == NULL) {
		sqlite3_result_error_nomem(cx);
		return;
	}
	sqlite3_result_int(cx, json_is_valid(text, (size_t)sqlite3_value_bytes(argv[0])));
}

/* Opens s->db on name (path, or a URI of it) with flags, and sees that it
 * is tapis's (check_owner); false with the reason in err. */
static bool
open_db(struct store *s, const char *name, int flags, const char *path, bool *mark, char *err,
    size_t errlen)
{
	if (s->db != NULL) {
		sqlite3_close(s->db);
		s->db = NULL;
	}
	if (sqlite3_open_v2(name, &s->db, flags, NULL) != SQLITE_OK) {
		snprintf(err, errlen, _("cannot open %s: %s"), path, sqlite3_errmsg(s->db));
		return false;
	}
	sqlite3_busy_timeout(s->db, 5000);
	if (!sort_names(s->db) || sqlite3_create_function(s->db, "json_valid", 1, SQLITE_UTF8 |
	    SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, NULL, json_valid_checked, NULL, NULL)
	    != SQLITE_OK) {
		snprintf(err, errlen, _("cannot open %s: %s"), path, sqlite3_errmsg(s->db));
		return false;
	}
	return check_owner(s, path, mark, err, errlen);
}

/* Opens a file this user may read but not write, never showing an old
 * state as the current one: read only, its write-ahead log read too (a
 * writer's last entries may be there only); else, where SQLite cannot
 * (no -shm beside it this user may read or make), unchanging
 * (immutable), but only if no log with data waits beside it, which that
 * would miss.  False with the reason in err. */
static bool
open_to_read(struct store *s, const char *path, bool *mark, char *err, size_t errlen)
{
	char uri[4096 * 3 + 32];
	bool whole = store_file_whole(path);
	/* (on a full disk, where nobody can write, unchanging it is: reading
	 * it so makes no -shm that would not fit) */
	if (!(s->reading == STORE_READ_FULL && whole) &&
	    open_db(s, path, SQLITE_OPEN_READONLY, path, mark, err, errlen))
		return true;
	if (!whole) {
		snprintf(err, errlen, _("%s cannot be read as it stands: the last entries are in its"
		    " log (%s-wal), which this user may not read (or no -shm may be made beside"
		    " it); read it as its owner, or once its owner has opened it again"), path,
		    path);
		return false;
	}
	immutable_uri(path, uri, sizeof uri);
	return open_db(s, uri, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, path, mark, err, errlen);
}

/* Opens the store at path, read only if reading says why; *retry: why the
 * file cannot be written now if that is why this failed before anything
 * was written (it may then be read).  NULL on failure. */
static struct store *
open_store(const char *path, enum store_reading reading, enum store_reading *retry, char *err,
    size_t errlen)
{
	*retry = STORE_WRITABLE;
	struct store *s = calloc(1, sizeof *s);
	if (s == NULL) {
		snprintf(err, errlen, _("out of memory"));
		return NULL;
	}
	s->read_only = reading != STORE_WRITABLE;
	s->reading = reading;
	/* A file that is not tapis's, or from a newer tapis, is refused before
	 * anything is changed. */
	bool mark = false;
	if (!(s->read_only ? open_to_read(s, path, &mark, err, errlen)
	    : open_db(s, path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, path, &mark, err,
	    errlen))) {
		*retry = s->read_only ? STORE_WRITABLE : store_file_unwritable(s->db);
		store_close(s);
		return NULL;
	}
	bool older = mark || store_version(s) != nmigrations;
	if (s->read_only && older)
		older_unwritable(path, reading, err, errlen);
	if ((s->read_only && older) ||
	    (!s->read_only && !bring_up_to_date(s, path, mark, retry, err, errlen))) {
		store_close(s);
		return NULL;
	}
	/* (the statements of stmt_sql are prepared when first used: one that
	 * writes a game's status compiles every trigger on it, sql/010 and
	 * 011, which a command that only reads never needs) */
	store_seen(s);
	return s;
}

struct store *
store_open(const char *path, char *err, size_t errlen)
{
	bool memory = strcmp(path, ":memory:") == 0;
	/* A file the user may read but not write is opened to be read: every
	 * command that only shows works, those that write are refused. */
	enum store_reading reading = memory ? STORE_WRITABLE : store_file_access(path);
	struct store_made made = { false, 0, { true, true, true } };
	if (!memory && reading == STORE_WRITABLE && !store_file_make(path, &made, err, errlen))
		return NULL;
	struct store *s = open_store(path, reading, &reading, err, errlen);
	/* A first open that failed leaves nothing it made; nor does one that
	 * found the file cannot be written now (a full disk, a folder the user
	 * may not write to), where none but it could have made them. */
	if (s == NULL && (made.created || reading != STORE_WRITABLE))
		store_file_unmake(path, &made);
	/* Such a file is then opened to be read, if all of it is in the file:
	 * no write-ahead log waits beside it, which reading it unchanged
	 * would miss. */
	if (s == NULL && reading != STORE_WRITABLE && !made.created && store_file_whole(path))
		s = open_store(path, reading, &reading, err, errlen);
	return s;
}

void
store_close(struct store *s)
{
	if (s == NULL)
		return;
	for (int i = 0; i < ST_COUNT; i++)
		sqlite3_finalize(s->stmt[i]);
	sqlite3_close(s->db);
	sqlite3_free(s->copy);
	free(s);
}

/* The prepared statement id, ready for its values: prepared on its first
 * use and kept until store_close.  NULL if it cannot be prepared (the
 * reason in sqlite3_errmsg). */
static sqlite3_stmt *
statement(struct store *s, enum stmt_id id)
{
	if (s->stmt[id] == NULL && sqlite3_prepare_v3(s->db, stmt_sql[id], -1,
	    SQLITE_PREPARE_PERSISTENT, &s->stmt[id], NULL) != SQLITE_OK) {
		sqlite3_finalize(s->stmt[id]);
		s->stmt[id] = NULL;
	}
	return s->stmt[id];
}

/* Runs a prepared statement to the end with the values bound so far. */
static bool
run(struct store *s, enum stmt_id id)
{
	sqlite3_stmt *st = statement(s, id);
	if (st == NULL)
		return false;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		;
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	return rc == SQLITE_DONE;
}

/* PRAGMA data_version: it moves when another connection commits. */
static int64_t
data_version(struct store *s)
{
	sqlite3_stmt *st = statement(s, ST_DATA_VERSION);
	if (st == NULL)
		return -1;
	int64_t v = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
	sqlite3_reset(st);
	return v;
}

void
store_seen(struct store *s)
{
	s->seen = data_version(s);
	s->stale = false;
}

void
store_unseen(struct store *s)
{
	s->seen = -1;
}

bool
store_changed(struct store *s)
{
	return data_version(s) != s->seen;
}

bool
store_stale(const struct store *s)
{
	return s->stale;
}

bool
store_disk_full(struct store *s)
{
	if (s->reading == STORE_READ_FULL)
		return true;
	int rc = s->errcode != 0 ? s->errcode : sqlite3_errcode(s->db);
	return (rc & 0xff) == SQLITE_FULL || sqlite3_system_errno(s->db) == ENOSPC;
}

const char *
store_upgraded(const struct store *s, int *from)
{
	*from = s->upgraded_from;
	return s->copy;
}

bool
store_read_only(const struct store *s)
{
	return s->read_only && s->reading != STORE_READ_FULL;
}

bool
store_busy(struct store *s)
{
	int rc = s->errcode != 0 ? s->errcode : sqlite3_errcode(s->db);
	return rc == SQLITE_BUSY || rc == SQLITE_LOCKED;
}

/* Starts a write that depends on nothing read before: a new game, a preset. */
bool
store_begin_any(struct store *s)
{
	s->stale = false;
	s->errcode = 0;
	s->errmsg_kept = false;
	/* The way out is ready before the way in: a ROLLBACK that must first
	 * be prepared may not get the memory for it, and the transaction
	 * would stay open, holding the file. */
	if (s->batch || (statement(s, ST_ROLLBACK) != NULL && run(s, ST_BEGIN)))
		return true;
	remember_error(s);
	return false;
}

/* Starts a write to a game; refuses (stale) if another process has written
 * since this one last read, so that it never writes over a game it no
 * longer knows. */
static bool
begin(struct store *s)
{
	if (!store_begin_any(s))
		return false;
	if (!s->batch && data_version(s) != s->seen) {
		s->stale = true;
		run(s, ST_ROLLBACK);
		return false;
	}
	return true;
}

bool
store_commit(struct store *s)
{
	if (s->batch || run(s, ST_COMMIT))
		return true;
	remember_error(s);
	run(s, ST_ROLLBACK);
	return false;
}

void
store_rollback(struct store *s)
{
	if (!sqlite3_get_autocommit(s->db))
		run(s, ST_ROLLBACK);
}

bool
store_fail(struct store *s)
{
	remember_error(s);
	if (!s->batch)      /* a batch is rolled back whole at its end */
		run(s, ST_ROLLBACK);
	return false;
}

/* The status of game g as it now stands; at its end each player's final
 * score and rank, cleared again if an undo takes the end back. */
/* Statement id, ready for its values, with game (?1) bound; NULL if it
 * cannot be prepared.  A caller that binds must check: run() prepares
 * again what failed to, and would run it with none of its values (an
 * UPDATE ... WHERE id = NULL changes nothing, and says it is done). */
static sqlite3_stmt *
bound(struct store *s, enum stmt_id id, int64_t game)
{
	sqlite3_stmt *st = statement(s, id);
	if (st != NULL)
		sqlite3_bind_int64(st, 1, game);
	return st;
}

static bool
set_status(struct store *s, const struct game *g)
{
	bool over = game_is_over(g);
	sqlite3_stmt *st = bound(s, ST_SET_STATUS, g->id);
	if (st == NULL)
		return false;
	sqlite3_bind_text(st, 2, game_status(g), -1, SQLITE_STATIC);
	if (over && game_winner(g) >= 0)
		sqlite3_bind_int(st, 3, game_winner(g));
	if (over && game_loser(g) >= 0)
		sqlite3_bind_int(st, 4, game_loser(g));
	sqlite3_bind_text(st, 5, game_result_key(game_result(g)), -1, SQLITE_STATIC);
	if (!run(s, ST_SET_STATUS))
		return false;
	if (!over)
		return bound(s, ST_CLEAR_FINAL, g->id) != NULL && run(s, ST_CLEAR_FINAL);
	for (int seat = 0; seat < g->nplayers; seat++) {
		if ((st = bound(s, ST_FINAL_SCORE, g->id)) == NULL)
			return false;
		sqlite3_bind_int(st, 2, seat);
		sqlite3_bind_int(st, 3, game_score(g, seat));
		sqlite3_bind_int(st, 4, game_place(g, seat));
		if (!run(s, ST_FINAL_SCORE))
			return false;
	}
	return true;
}

/* The facts of an outcome as the family's JSON array (in the order of its
 * fact_columns, which its view reads), into buf: what the entry's row keeps
 * beside it.  Returns buf, or NULL where the family says nothing. */
static const char *
facts_json(const struct game *g, int index, const union outcome *o, char *buf, size_t len)
{
	const struct engine *e = g->engine;
	struct fact facts[ENGINE_FACTS];
	if (e->nfacts == 0 || e->nfacts > ENGINE_FACTS)
		return NULL;
	e->facts(g->rules, &g->entry[index].action, o, facts);
	size_t n = (size_t)snprintf(buf, len, "[");
	for (size_t i = 0; i < e->nfacts && n < len; i++) {
		if (i > 0)
			n += (size_t)snprintf(buf + n, len - n, ",");
		if (facts[i].type == FACT_NULL) {
			n += (size_t)snprintf(buf + n, len - n, "null");
			continue;
		}
		if (facts[i].type == FACT_INT) {
			n += (size_t)snprintf(buf + n, len - n, "%lld", facts[i].i);
			continue;
		}
		/* text an engine made (dice): escaped all the same */
		char piece[JSON_PIECE];
		n += (size_t)snprintf(buf + n, len - n, "\"");
		for (const char *p = facts[i].text; *p && n + JSON_PIECE + 1 < len; p++)
			n += (size_t)snprintf(buf + n, len - n, "%s",
			    json_escape_byte((unsigned char)*p, piece));
		n += (size_t)snprintf(buf + n, len - n, "\"");
	}
	if (n + 2 > len)
		return NULL;
	snprintf(buf + n, len - n, "]");
	return buf;
}

/* Binds entry g->entry[index] with what it did (o), or, with o NULL, as an
 * undone entry.  False if its facts do not fit (they are never dropped). */
static bool
bind_entry(struct store *s, enum stmt_id id, const struct game *g, int index,
    const union outcome *o)
{
	char args[ENGINE_ARGS + 1];
	sqlite3_stmt *st = statement(s, id);
	if (st == NULL)
		return false;
	const struct game_entry *e = &g->entry[index];
	sqlite3_bind_int64(st, 1, g->id);
	sqlite3_bind_int(st, 2, index + 1);
	sqlite3_bind_int(st, 3, e->seat);
	sqlite3_bind_text(st, 4, g->engine->verbs[e->action.verb].kind, -1, SQLITE_STATIC);
	engine_format_args(g->engine, game_rules(g), &e->action, args, sizeof args);
	/* A copy SQLite cannot make (out of memory) leaves the value NULL: the
	 * entry would be kept without its dice.  Nothing is written then. */
	if (args[0] != '\0' && sqlite3_bind_text(st, 5, args, -1, SQLITE_TRANSIENT) != SQLITE_OK) {
		sqlite3_clear_bindings(st);
		return false;
	}
	sqlite3_bind_int(st, 6, o == NULL);
	if (o == NULL)
		return true;  /* undone: its outcome and facts stay NULL */
	char facts[1024];
	bool has_facts = facts_json(g, index, o, facts, sizeof facts) != NULL;
	if (has_facts ? sqlite3_bind_text(st, 10, facts, -1, SQLITE_TRANSIENT) != SQLITE_OK
	    : g->engine->nfacts > 0) {
		sqlite3_clear_bindings(st);
		return false;
	}
	if (o->head.end == NULL)
		return true;  /* no end of turn */
	sqlite3_bind_text(st, 7, o->head.end, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 8, o->head.points);
	sqlite3_bind_int(st, 9, o->head.score_after);
	return true;
}

bool
store_append(struct store *s, struct game *g, const union outcome *o, bool drop_undone)
{
	if (!begin(s))
		return false;
	/* A new entry drops the undone ones it replaces. */
	if (drop_undone) {
		sqlite3_stmt *st = bound(s, ST_DROP_UNDONE, g->id);
		if (st == NULL)
			return store_fail(s);
		sqlite3_bind_int(st, 2, g->nactive);
		if (!run(s, ST_DROP_UNDONE))
			return store_fail(s);
	}
	if (!bind_entry(s, ST_INSERT_ENTRY, g, g->nactive - 1, o) || !run(s, ST_INSERT_ENTRY))
		return store_fail(s);
	if (o->head.game_over && !set_status(s, g))
		return store_fail(s);
	return store_commit(s);
}

/* Undo (o NULL) or redo entry `index`: its row, its facts, the game's status. */
static bool
mark(struct store *s, const struct game *g, int index, const union outcome *o)
{
	if (!begin(s))
		return false;
	if (!bind_entry(s, ST_UPDATE_ENTRY, g, index, o) || !run(s, ST_UPDATE_ENTRY) ||
	    sqlite3_changes(s->db) != 1)
		return store_fail(s);
	if (!set_status(s, g))
		return store_fail(s);
	return store_commit(s);
}

bool
store_undo(struct store *s, const struct game *g)
{
	return mark(s, g, g->nactive, NULL);
}

bool
store_redo(struct store *s, const struct game *g, const union outcome *o)
{
	return mark(s, g, g->nactive - 1, o);
}

/* Sets rules (of engine e) from the (name, value) rows of st, and
 * finalizes st.  More rows than the engine has options is damage; fewer is
 * a game stored before an option existed, which keeps its base's value. */
static bool
read_options(sqlite3_stmt *st, const struct engine *e, void *rules, char *err,
    size_t errlen)
{
	bool ok = true;
	int rc, rows = 0, options = 0;
	while (e->option((size_t)options) != NULL)
		options++;
	while (ok && (rc = sqlite3_step(st)) == SQLITE_ROW) {
		rows++;
		const char *name = (const char *)sqlite3_column_text(st, 0);
		const char *value = (const char *)sqlite3_column_text(st, 1);
		if (name == NULL || value == NULL) {
			snprintf(err, errlen, _("an option cannot be read"));
			ok = false;
			break;
		}
		ok = game_option_set(e, rules, name, value, err, errlen);
	}
	if (ok && rc != SQLITE_DONE) {
		snprintf(err, errlen, _("the options cannot be read"));
		ok = false;
	}
	if (ok && rows > options) {
		snprintf(err, errlen, _("%d options are stored where its game has %d"), rows, options);
		ok = false;
	}
	sqlite3_finalize(st);
	return ok;
}

/* Writes every option of rules (of engine e) with the insert statement st,
 * whose ?1 the caller has bound; ?2 and ?3 are the name and value.
 * Finalizes st. */
static bool
write_options(sqlite3_stmt *st, const struct engine *e, const void *rules)
{
	bool ok = true;
	const struct engine_option *o;
	for (size_t i = 0; ok && (o = e->option(i)) != NULL; i++) {
		char value[ENGINE_VALUE];
		e->option_get(rules, o->name, value, sizeof value);
		sqlite3_bind_text(st, 2, o->name, -1, SQLITE_STATIC);
		/* (value lives until the step: no copy, which could fail) */
		sqlite3_bind_text(st, 3, value, -1, SQLITE_STATIC);
		ok = sqlite3_step(st) == SQLITE_DONE;
		sqlite3_reset(st);
	}
	sqlite3_finalize(st);
	return ok;
}

bool
store_game_create(struct store *s, struct game *g)
{
	sqlite3_stmt *st = NULL;
	if (!store_begin_any(s))
		return false;
	/* uid: the game's name for ever, wherever it is copied to */
	if (sqlite3_prepare_v2(s->db, "INSERT INTO games (game, base, nplayers, family, uid,"
	    " turn_entries) VALUES (?1, ?2, ?3, ?4, lower(hex(randomblob(16))), ?5)", -1, &st,
	    NULL) != SQLITE_OK)
		return store_fail(s);
	sqlite3_bind_text(st, 1, g->ruleset, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, g->base, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, g->nplayers);
	sqlite3_bind_text(st, 4, g->engine->family, -1, SQLITE_STATIC);
	const struct engine *e = g->engine;
	sqlite3_bind_int(st, 5, e->turn_entries != NULL ? e->turn_entries(game_rules(g),
	    g->nplayers) : 1);
	bool ok = sqlite3_step(st) == SQLITE_DONE;
	sqlite3_finalize(st);
	if (!ok)
		return store_fail(s);
	g->id = sqlite3_last_insert_rowid(s->db);
	if (g->id > 2147483647) {
		/* an entry's key holds the game's number times 2^32 (sql/005) */
		snprintf(s->errmsg, sizeof s->errmsg, "%s",
		    _("game numbers past 2147483647 cannot be stored"));
		run(s, ST_ROLLBACK);
		s->errcode = SQLITE_CONSTRAINT;
		s->errmsg_kept = true;
		return false;
	}

	if (sqlite3_prepare_v2(s->db, "INSERT INTO game_options (game_id, name, value)"
	    " VALUES (?1, ?2, ?3)", -1, &st, NULL) != SQLITE_OK)
		return store_fail(s);
	sqlite3_bind_int64(st, 1, g->id);
	ok = write_options(st, g->engine, game_rules(g));
	if (!ok || sqlite3_prepare_v2(s->db, "INSERT INTO players (game_id, seat, name)"
	    " VALUES (?1, ?2, ?3)", -1, &st, NULL) != SQLITE_OK)
		return store_fail(s);
	for (int i = 0; ok && i < g->nplayers; i++) {
		sqlite3_bind_int64(st, 1, g->id);
		sqlite3_bind_int(st, 2, i);
		sqlite3_bind_text(st, 3, g->name[i], -1, SQLITE_STATIC);
		ok = sqlite3_step(st) == SQLITE_DONE;
		sqlite3_reset(st);
	}
	sqlite3_finalize(st);
	return ok ? store_commit(s) : store_fail(s);
}

/* A text column as read back: NULL if it is NULL, not UTF-8, holds a
 * character that would steer a terminal, or is longer than max bytes. */
static const char *
checked_text(sqlite3_stmt *st, int col, size_t max)
{
	const char *text = (const char *)sqlite3_column_text(st, col);
	if (text == NULL || strlen(text) > max || !utf8_valid(text) || text_has_hidden(text))
		return NULL;
	return text;
}

/* Says that game id is damaged, and where; returns NULL for the caller. */
static struct game *
say_damaged(char *err, size_t errlen, int64_t id, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static struct game *
say_damaged(char *err, size_t errlen, int64_t id, const char *fmt, ...)
{
	char where[160];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(where, sizeof where, fmt, ap);
	va_end(ap);
	snprintf(err, errlen, _("game #%lld is damaged: %s"), (long long)id, where);
	return NULL;
}

/* Says that game id cannot be read, with SQLite's reason, and finalizes
 * st; returns false for the caller. */
static bool
unreadable(struct store *s, sqlite3_stmt *st, int64_t id, char *err, size_t errlen)
{
	snprintf(err, errlen, _("game #%lld cannot be read: %s"), (long long)id,
	    sqlite3_errmsg(s->db));
	sqlite3_finalize(st);
	return false;
}

/* What a game's row in games says of it, checked. */
struct game_head {
	char ruleset[GAME_RULESET_MAX];
	char base[GAME_RULESET_MAX];
	bool abandoned;
	int64_t started_with;     /* the players it started with; -1: not said */
	const struct engine *engine;
};

/* Reads game id's row into head: false, with the reason in err, if there
 * is none or it cannot be read. */
static bool
load_head(struct store *s, int64_t id, struct game_head *head, char *err, size_t errlen)
{
	sqlite3_stmt *st = NULL;
	int rc;
	if (sqlite3_prepare_v2(s->db, "SELECT game, coalesce(base, game), status = 'abandoned',"
	    " nplayers, family FROM games WHERE id = ?1", -1, &st, NULL) != SQLITE_OK)
		return unreadable(s, st, id, err, errlen);
	sqlite3_bind_int64(st, 1, id);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		if (rc != SQLITE_DONE)
			return unreadable(s, st, id, err, errlen);
		snprintf(err, errlen, _("there is no game #%lld"), (long long)id);
		sqlite3_finalize(st);
		return false;
	}
	const char *game_text = checked_text(st, 0, GAME_RULESET_MAX - 1);
	const char *base_text = checked_text(st, 1, GAME_RULESET_MAX - 1);
	const char *family = checked_text(st, 4, 32);
	if (game_text == NULL || base_text == NULL) {
		sqlite3_finalize(st);
		say_damaged(err, errlen, id, _("its rule set's name cannot be read"));
		return false;
	}
	snprintf(head->ruleset, sizeof head->ruleset, "%s", game_text);
	snprintf(head->base, sizeof head->base, "%s", base_text);
	head->abandoned = sqlite3_column_int(st, 2) != 0;
	head->started_with = sqlite3_column_type(st, 3) == SQLITE_NULL ? -1
	    : sqlite3_column_int64(st, 3);
	/* The engine it is played by, and the rule set it started from: never
	 * a guess for a name this tapis does not know. */
	const struct engine *e = family != NULL ? engine_find(family) : NULL;
	char known[40];
	snprintf(known, sizeof known, "%s", family ? family : "");
	sqlite3_finalize(st);
	head->engine = e;
	if (e == NULL && known[0] == '\0')
		say_damaged(err, errlen, id, _("it does not say what game it is"));
	else if (e == NULL)
		say_damaged(err, errlen, id, _("it is a game of '%s', which this tapis does not"
		    " know"), known);
	else if (engine_of_preset(head->base, NULL) != e)
		say_damaged(err, errlen, id, _("it started from '%s', no rule set of its game"),
		    head->base);
	else
		return true;
	return false;
}

/* The rules of game id: its preset's, then every option as stored with
 * the game; NULL, with the reason in err, if they cannot be read or do
 * not hold together.  The caller frees them. */
static void *
load_rules(struct store *s, int64_t id, const struct game_head *head, char *err,
    size_t errlen)
{
	const struct engine *e = head->engine;
	sqlite3_stmt *st = NULL;
	char why[ENGINE_WHY];
	void *rules = game_rules_new(e, head->base);
	if (rules == NULL) {
		snprintf(err, errlen, _("out of memory"));
		return NULL;
	}
	if (sqlite3_prepare_v2(s->db, "SELECT name, value FROM game_options WHERE game_id = ?1",
	    -1, &st, NULL) != SQLITE_OK) {
		unreadable(s, st, id, err, errlen);
		free(rules);
		return NULL;
	}
	sqlite3_bind_int64(st, 1, id);
	bool options_read = read_options(st, e, rules, why, sizeof why);   /* finalizes st */
	if (!options_read || !engine_check(e, rules, why, sizeof why)) {
		free(rules);
		say_damaged(err, errlen, id, "%s", why);
		return NULL;
	}
	return rules;
}

/* The names of game id's players, seated 0, 1, ... in order, into names
 * and *nplayers, checked against its rules and the number it started
 * with: false, with the reason in err, if they do not hold. */
static bool
load_players(struct store *s, int64_t id, const struct game_head *head, const void *rules,
    char names[][GAME_NAME_BYTES + 1], int *nplayers, char *err, size_t errlen)
{
	const struct engine *e = head->engine;
	sqlite3_stmt *st = NULL;
	char why[ENGINE_WHY];
	int n = 0, rc;
	if (sqlite3_prepare_v2(s->db, "SELECT seat, name FROM players WHERE game_id = ?1"
	    " ORDER BY seat", -1, &st, NULL) != SQLITE_OK)
		return unreadable(s, st, id, err, errlen);
	sqlite3_bind_int64(st, 1, id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *name = checked_text(st, 1, GAME_NAME_BYTES);
		if (n == e->max_players || n == ENGINE_MAX_PLAYERS ||
		    sqlite3_column_int64(st, 0) != n || name == NULL || name[0] == '\0') {
			sqlite3_finalize(st);
			say_damaged(err, errlen, id, _("player %d cannot be read (at most %d,"
			    " seated 0, 1, ... each with a name)"), n + 1, e->max_players);
			return false;
		}
		snprintf(names[n], sizeof names[n], "%s", name);
		n++;
	}
	if (rc != SQLITE_DONE)
		return unreadable(s, st, id, err, errlen);
	sqlite3_finalize(st);
	*nplayers = n;
	if (n == 0)
		say_damaged(err, errlen, id, _("it has no players"));
	else if (!engine_seats(e, rules, n, why, sizeof why))
		say_damaged(err, errlen, id, "%s", why);
	else if (head->started_with >= 0 && head->started_with != n)
		say_damaged(err, errlen, id, _("it started with %lld players and has %d now"),
		    (long long)head->started_with, n);
	else
		return true;
	return false;
}

/* Loads the entry of row st, the seq'th of g's: NULL, or what is wrong
 * with it. */
static const char *
load_entry(struct game *g, sqlite3_stmt *st, int seq)
{
	const struct engine *e = g->engine;
	char why[ENGINE_WHY];
	int64_t seat = sqlite3_column_int64(st, 0);
	const char *kind = (const char *)sqlite3_column_text(st, 1);
	const char *args = (const char *)sqlite3_column_text(st, 2);
	int64_t undone = sqlite3_column_int64(st, 3);
	struct game_entry entry = {(int)seat, {kind ? engine_verb(e, kind) : -1, {0, {0}},
	    {0, 0}}};
	const char *bad = NULL;
	if (sqlite3_column_int64(st, 4) != seq)
		bad = _("is out of sequence");
	else if (seat < 0 || seat >= g->nplayers)
		bad = _("has a seat no player holds");
	else if (entry.action.verb < 0)
		bad = _("is of no kind this tapis knows");
	else if (!engine_parse_args(e, g->rules, &entry.action, args ? args : "", why,
	    sizeof why))
		bad = _("has arguments that cannot be read");
	else if (undone != 0 && undone != 1)
		bad = _("is neither played nor undone");
	if (bad == NULL && !game_load_entry(g, &entry, undone != 0))
		bad = _("is played after an undone one");
	return bad;
}

/* Loads g's entries (g->id's), in order: false, with the reason in err,
 * for one that cannot be read or does not replay. */
static bool
load_entries(struct store *s, struct game *g, char *err, size_t errlen)
{
	sqlite3_stmt *st = NULL;
	int rc;
	/* one range of the entries' key: the game's own */
	if (sqlite3_prepare_v2(s->db, "SELECT seat, kind, args, undone, seq FROM entries"
	    " WHERE id BETWEEN ?1 * 4294967296 AND ?1 * 4294967296 + 4294967295 ORDER BY id",
	    -1, &st, NULL) != SQLITE_OK)
		return unreadable(s, st, g->id, err, errlen);
	sqlite3_bind_int64(st, 1, g->id);
	for (int seq = 1; (rc = sqlite3_step(st)) == SQLITE_ROW; seq++) {
		const char *bad = load_entry(g, st, seq);
		if (bad == NULL)
			continue;
		int64_t seat = sqlite3_column_int64(st, 0);
		sqlite3_finalize(st);
		if (seat < 0 || seat >= g->nplayers)
			say_damaged(err, errlen, g->id, _("entry %d has seat %lld"), seq,
			    (long long)seat);
		else
			say_damaged(err, errlen, g->id, _("entry %d %s"), seq, bad);
		return false;
	}
	if (rc != SQLITE_DONE)
		return unreadable(s, st, g->id, err, errlen);
	sqlite3_finalize(st);
	return true;
}

/* Every value read back is checked before use: a damaged row makes the
 * game damaged, with the reason, never a crash or a shortened game. */
struct game *
store_game_load(struct store *s, int64_t id, char *err, size_t errlen)
{
	struct game_head head;
	char names[ENGINE_MAX_PLAYERS][GAME_NAME_BYTES + 1];
	char *namep[ENGINE_MAX_PLAYERS];
	int nplayers = 0;
	if (!load_head(s, id, &head, err, errlen))
		return NULL;
	void *rules = load_rules(s, id, &head, err, errlen);
	if (rules == NULL)
		return NULL;
	if (!load_players(s, id, &head, rules, names, &nplayers, err, errlen)) {
		free(rules);
		return NULL;
	}
	for (int i = 0; i < nplayers; i++)
		namep[i] = names[i];
	struct game *g = game_create(head.engine, head.ruleset, rules, nplayers, namep);
	free(rules);
	if (g == NULL) {
		snprintf(err, errlen, _("out of memory"));
		return NULL;
	}
	g->id = id;
	g->abandoned = head.abandoned;
	snprintf(g->base, sizeof g->base, "%s", head.base);
	if (!load_entries(s, g, err, errlen)) {
		game_free(g);
		return NULL;
	}
	return g;
}

/* The id the query gives: 0 if it gives none, -1 if it failed (a file
 * that cannot be read just now is not a file without games). */
static int64_t
single_id(struct store *s, const char *sql)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK)
		return -1;
	int rc = sqlite3_step(st);
	int64_t id = rc == SQLITE_ROW ? sqlite3_column_int64(st, 0) : rc == SQLITE_DONE ? 0 : -1;
	sqlite3_finalize(st);
	return id;
}

int64_t
store_latest_unfinished(struct store *s)
{
	return single_id(s, "SELECT id FROM games WHERE status = 'playing'"
	    " ORDER BY " NEWEST_FIRST("") " LIMIT 1");
}

int64_t
store_latest(struct store *s)
{
	return single_id(s, "SELECT id FROM games ORDER BY " NEWEST_FIRST("") " LIMIT 1");
}

/* One statement on game id (?1) in a transaction of its own: how many
 * rows it changed, or -1 on an error.  It does not depend on what this
 * process read before (begin_any): the statement says what must hold. */
static int
change_game(struct store *s, const char *sql, int64_t id)
{
	sqlite3_stmt *st = NULL;
	if (!store_begin_any(s))
		return -1;
	if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK) {
		store_fail(s);
		return -1;
	}
	sqlite3_bind_int64(st, 1, id);
	bool ok = sqlite3_step(st) == SQLITE_DONE;
	sqlite3_finalize(st);
	if (!ok) {
		store_fail(s);
		return -1;
	}
	int changed = sqlite3_changes(s->db);
	return store_commit(s) ? changed : -1;
}

int
store_game_abandon(struct store *s, int64_t id)
{
	/* Only a game still being played: a finished one keeps its winner,
	 * whatever another tapis did since the caller looked. */
	return change_game(s, "UPDATE games SET status = 'abandoned', winner = NULL"
	    " WHERE id = ?1 AND status = 'playing'", id);
}

int
store_game_delete(struct store *s, int64_t id)
{
	/* Its options, players and entries go with it (ON DELETE CASCADE). */
	return change_game(s, "DELETE FROM games WHERE id = ?1", id);
}

bool
store_each_player(struct store *s, bool (*fn)(const char *, void *), void *ctx)
{
	sqlite3_stmt *st;
	/* Each name found by one step in the index on players (name), from the
	 * least to the next greater: a dozen names cost a dozen steps, where
	 * SELECT DISTINCT read the whole index (a name a player and game). */
	if (sqlite3_prepare_v2(s->db, "WITH RECURSIVE n (name) AS"
	    " (SELECT min(name) FROM players UNION ALL"
	    " SELECT (SELECT min(p.name) FROM players p WHERE p.name > n.name) FROM n"
	    " WHERE n.name IS NOT NULL)"
	    " SELECT name FROM n WHERE name IS NOT NULL",
	    -1, &st, NULL) != SQLITE_OK)
		return false;
	while (sqlite3_step(st) == SQLITE_ROW)
		if (!fn((const char *)sqlite3_column_text(st, 0), ctx))
			break;
	return sqlite3_finalize(st) == SQLITE_OK;
}

/* ---- a table's own presets */

bool
store_preset_save(struct store *s, const char *name, const char *base,
    const struct engine *e, const void *rules)
{
	sqlite3_stmt *st = NULL;
	if (!store_begin_any(s))
		return false;
	/* Saving again under a name replaces it. */
	if (sqlite3_prepare_v2(s->db, "DELETE FROM presets WHERE name = ?1", -1, &st, NULL)
	    != SQLITE_OK)
		return store_fail(s);
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	bool ok = sqlite3_step(st) == SQLITE_DONE;
	sqlite3_finalize(st);
	if (!ok || sqlite3_prepare_v2(s->db, "INSERT INTO presets (name, base) VALUES (?1, ?2)",
	    -1, &st, NULL) != SQLITE_OK)
		return store_fail(s);
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, base, -1, SQLITE_STATIC);
	ok = sqlite3_step(st) == SQLITE_DONE;
	sqlite3_finalize(st);
	if (!ok || sqlite3_prepare_v2(s->db, "INSERT INTO preset_options (preset, name, value)"
	    " VALUES (?1, ?2, ?3)", -1, &st, NULL) != SQLITE_OK)
		return store_fail(s);
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	return write_options(st, e, rules) ? store_commit(s) : store_fail(s);
}

int
store_preset_load(struct store *s, const char *name, char *base, size_t baselen,
    const struct engine **engine, void **rules, char *err, size_t errlen)
{
	sqlite3_stmt *st = NULL;
	if (sqlite3_prepare_v2(s->db, "SELECT base FROM presets WHERE name = ?1", -1, &st, NULL)
	    != SQLITE_OK) {
		snprintf(err, errlen, "%s", sqlite3_errmsg(s->db));
		return -1;
	}
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	if (sqlite3_step(st) != SQLITE_ROW) {
		sqlite3_finalize(st);
		return 0;
	}
	snprintf(base, baselen, "%s", sqlite3_column_text(st, 0) ? (const char *)
	    sqlite3_column_text(st, 0) : "");
	sqlite3_finalize(st);
	const struct engine *e = engine_of_preset(base, NULL);
	if (e == NULL) {
		snprintf(err, errlen, _("the preset %s starts from '%s', a rule set this tapis does"
		    " not know"), name, base);
		return -1;
	}
	void *r = game_rules_new(e, base);
	if (r == NULL) {
		snprintf(err, errlen, _("out of memory"));
		return -1;
	}
	if (sqlite3_prepare_v2(s->db, "SELECT name, value FROM preset_options WHERE preset = ?1",
	    -1, &st, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "%s", sqlite3_errmsg(s->db));
		free(r);
		return -1;
	}
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	if (!read_options(st, e, r, err, errlen)) {
		free(r);
		return -1;
	}
	*engine = e;
	*rules = r;
	return 1;
}

int
store_preset_delete(struct store *s, const char *name)
{
	sqlite3_stmt *st = NULL;
	s->errcode = 0;          /* what this says of a failure is its own */
	s->errmsg_kept = false;
	if (sqlite3_prepare_v2(s->db, "DELETE FROM presets WHERE name = ?1", -1, &st, NULL)
	    != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	int rc = sqlite3_step(st);
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? sqlite3_changes(s->db) : -1;
}

bool
store_each_preset(struct store *s, bool (*fn)(const char *name, const char *base, void *),
    void *ctx)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, "SELECT name, base FROM presets ORDER BY name", -1, &st, NULL)
	    != SQLITE_OK)
		return false;
	while (sqlite3_step(st) == SQLITE_ROW)
		if (!fn((const char *)sqlite3_column_text(st, 0),
		    (const char *)sqlite3_column_text(st, 1), ctx))
			break;
	return sqlite3_finalize(st) == SQLITE_OK;
}
