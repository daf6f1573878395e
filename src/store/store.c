/* All of tapis's SQL.  Values are always bound, never pasted into SQL. */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <sqlite3.h>

#include "collation.h"
#include "i18n.h"
#include "json.h"
#include "never.h"
#include "store.h"
#include "store_private.h"
#include "store_query_bounds.h"
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
	/* only where it changes: an undo or redo in a game played on writes
	 * none, and its triggers (the summaries) do not run */
	[ST_SET_STATUS] = "UPDATE games SET status = ?2, winner = ?3, loser = ?4, result = ?5,"
	    " finished = CASE WHEN ?2 = 'finished' THEN strftime('%Y-%m-%dT%H:%M:%SZ', 'now') END"
	    " WHERE id = ?1 AND NOT (status IS ?2 AND winner IS ?3 AND loser IS ?4"
	    " AND result IS ?5)",
	[ST_DATA_VERSION] = "PRAGMA data_version",
	/* the final score, and the place the engine gives (1 the best; tied
	 * players share one) */
	[ST_FINAL_SCORE] = "UPDATE players SET final_score = ?3, rank = ?4"
	    " WHERE game_id = ?1 AND seat = ?2",
	[ST_CLEAR_FINAL] = "UPDATE players SET final_score = NULL, rank = NULL WHERE game_id = ?1"
	    " AND (final_score IS NOT NULL OR rank IS NOT NULL)",
	/* a fact of an ended game, as every family's are kept; counted by
	 * the game's set of rules (as sql/010 names it in game_summary, just
	 * written by the status) or by none */
	[ST_INSERT_FACT] = "INSERT INTO fact_summary (game_id, seat, fact, key, rules, n, value)"
	    " VALUES (?1, ?2, ?3, ?4, CASE WHEN ?5 THEN coalesce((SELECT rules FROM game_summary"
	    " WHERE game_id = ?1), 0) ELSE 0 END, ?6, ?7)",
};

/* A damaged file said with what to do, SQLite's words (why) quoted, into
 * err: a person meets it at open or when the file is spoilt behind tapis. */
static void
file_damaged_said(const char *path, const char *why, char *err, size_t errlen)
{
	snprintf(err, errlen, _("%s is damaged (SQLite says: %s): restore a copy of it (a"
	    " %s.before-NNN beside it, or a backup); tapis leaves it as it is"), path, why, path);
}

const char *
store_error(struct store *s)
{
	int code = s->errmsg_kept ? s->errcode : sqlite3_errcode(s->db);
	const char *why = s->errmsg_kept ? s->errmsg : sqlite3_errmsg(s->db);
	s->errmsg_kept = false;   /* said once: a later failure has its own */
	if ((code & 0xff) != SQLITE_CORRUPT && (code & 0xff) != SQLITE_NOTADB)
		return why;
	const char *path = sqlite3_db_filename(s->db, "main");
	char quoted[sizeof s->errmsg];
	snprintf(quoted, sizeof quoted, "%s", why);
	file_damaged_said(path != NULL && *path ? path : _("the database"), quoted, s->said,
	    sizeof s->said);
	return s->said;
}

void
store_remember_error(struct store *s)
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
	else if ((code & 0xff) == SQLITE_CORRUPT)
		file_damaged_said(path, sqlite3_errmsg(s->db), err, errlen);
	else
		snprintf(err, errlen, "%s: %s", path, sqlite3_errmsg(s->db));
}

/* What check_owner found of a file: whether it needs tapis's mark, and
 * its schema version. */
struct owner {
	bool mark;
	int version;
};

/* Objects that earlier texts of the migrations made, before they were
 * edited (issue 19) or on a branch before its merge: found in every
 * version of sql/ in the history (git log --all -- sql/). */
static const char *const earlier_names[] = {
	"entries_game", "turns_game", "fact_totals_family", "fact_totals_game",
	"quatre21_summary_facts", "quatre21_summary_facts_out",
};

static bool
tapis_name(const char *object)
{
	for (int i = 0; i < nmigration_names; i++)
		if (sqlite3_stricmp(object, migration_names[i]) == 0)
			return true;
	for (size_t i = 0; i < sizeof earlier_names / sizeof earlier_names[0]; i++)
		if (sqlite3_stricmp(object, earlier_names[i]) == 0)
			return true;
	return false;
}

/* The first object of the file (a table, view, index or trigger; SQLite's
 * own aside) that no migration of tapis makes, its name into name (empty
 * if none); how many objects there are into *objects and how many of
 * them are the tables games and entries into *ours.  False if the schema
 * cannot be read.  Reading sqlite_schema costs the parse of the schema
 * the first statement would make anyway, and a look at each name. */
static bool
foreign_object(struct store *s, char *name, size_t namelen, int *objects, int *ours)
{
	sqlite3_stmt *st;
	*name = '\0';
	*objects = *ours = 0;
	if (sqlite3_prepare_v2(s->db, "SELECT type, name FROM sqlite_schema"
	    " WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'", -1, &st, NULL) != SQLITE_OK)
		return false;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *type = (const char *)sqlite3_column_text(st, 0);
		const char *object = (const char *)sqlite3_column_text(st, 1);
		if (object == NULL || type == NULL)     /* untaken: SQLite out of memory */
			continue;
		(*objects)++;
		*ours += strcmp(type, "table") == 0 &&
		    (strcmp(object, "games") == 0 || strcmp(object, "entries") == 0);
		if (*name == '\0' && !tapis_name(object))
			snprintf(name, namelen, "%s", object);
	}
	sqlite3_finalize(st);
	return rc == SQLITE_DONE;
}

/* Whether the file is tapis's to use, known by its schema, not by a
 * marker alone: empty (a new file), or with the games and entries tables
 * and nothing but what tapis's migrations make, marked with tapis's
 * application id or (an older tapis's) unmarked.  A version below 0 or
 * past this tapis's is said first (a newer tapis may make objects this
 * one does not know).  Anything else is refused before a byte of it is
 * changed; no tapis leaves a marked file without its tables (the mark
 * and the schema are written in one transaction). */
static bool
check_owner(struct store *s, const char *path, struct owner *o, char *err, size_t errlen)
{
	int app, version, objects = 0, ours = 0;
	char foreign[128];
	if (!query_int(s, "PRAGMA application_id", &app) ||
	    !query_int(s, "PRAGMA user_version", &version)) {
		open_error(s, path, err, errlen);
		return false;
	}
	bool marked = app == STORE_APPLICATION_ID;
	if (marked && version < 0) {
		snprintf(err, errlen, _("%s has schema version %d, which no tapis writes: the file"
		    " is damaged"), path, version);
		return false;
	}
	if (marked && version > nmigrations) {
		snprintf(err, errlen, _("%s has schema version %d, from a newer tapis; this one"
		    " knows up to %d: update tapis"), path, version, nmigrations);
		return false;
	}
	if (!foreign_object(s, foreign, sizeof foreign, &objects, &ours)) {
		open_error(s, path, err, errlen);
		return false;
	}
	o->mark = !marked;
	o->version = version;
	bool empty = app == 0 && version == 0 && objects == 0;
	bool older = app == 0 && version >= 1 && version <= nmigrations;
	if (!empty && !((marked || older) && version >= 1 && ours == 2)) {
		snprintf(err, errlen, _("%s is a database of another program, not tapis's: tapis"
		    " leaves it as it is (give another --db)"), path);
		return false;
	}
	if (!empty && *foreign != '\0') {
		snprintf(err, errlen, _("%s holds a table, view, index or trigger named \"%s\""
		    " that no tapis makes: tapis leaves the file as it is (give another --db)"),
		    path, foreign);
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
	/* (the path was opened: under 4,096 bytes, which uri holds three times) */
	for (const unsigned char *p = (const unsigned char *)path; *p && ALWAYS(n + 4 < len); p++)
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
 * up to date.  A file of today's schema (o, as check_owner found it) is
 * set up in one go: the upgrade, which reads the version again in its
 * own transaction, is for the others.  False with the reason, naming
 * path, in err; *retry: why the file cannot be written now, if that is
 * why WAL mode failed. */
static bool
bring_up_to_date(struct store *s, const char *path, const struct owner *o,
    enum store_reading *retry, char *err, size_t errlen)
{
	bool current = !o->mark && o->version == nmigrations;
	if (!current &&
	    (!exec(s, "PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = OFF;", err, errlen) ||
	    !store_upgrade(s, path, o->mark, err, errlen)))
		return false;
	/* The migrations' temporary tables opened the connection's temp
	 * database, which every later BEGIN IMMEDIATE and COMMIT would then
	 * take and end as well (some 1,000 instructions an entry): a change of
	 * temp_store closes it, and a second one sets the default again. */
	if (exec(s, current ? "PRAGMA synchronous = NORMAL; PRAGMA journal_mode = WAL;"
	    " PRAGMA foreign_keys = ON;" : "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;"
	    " PRAGMA temp_store = MEMORY; PRAGMA temp_store = DEFAULT;",
	    err, errlen))
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
 * players (and for query's users); bytes' order where ICU has none.  An
 * SQLite result code (SQLITE_NOMEM where the collation could not be made:
 * never the bytes' order for want of memory, the lists in another order
 * than the same file's without a word). */
static int
sort_names(sqlite3 *db)
{
	struct collation *c = collation_open(i18n_collation());
	if (c == NULL)
		return SQLITE_NOMEM;
	int rc = sqlite3_create_collation_v2(db, "names", SQLITE_UTF8, c, names_compare,
	    names_close);
	if (rc != SQLITE_OK)
		collation_close(c);   /* (not given to SQLite where it failed: freed here) */
	return rc;
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

/* SQLite as tapis uses it, set before its first use in the process: no
 * count of the memory it holds, which tapis never asks for and which
 * took a lock, gave it back and asked malloc each block's size at every
 * allocation and free (reading the schema alone makes thousands): 2.1
 * of the 12.1 million instructions of `tapis -c games` on a small file
 * (issue 29).  Where SQLite was used before (a test's own set-up), it
 * stays as it is. */
static void
configure_sqlite(void)
{
	sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

/* Opens s->db on name (path, or a URI of it) with flags, and sees that it
 * is tapis's (check_owner, what it found in o); false with the reason in
 * err. */
static bool
open_db(struct store *s, const char *name, int flags, const char *path, struct owner *o,
    char *err, size_t errlen)
{
	static pthread_once_t configured = PTHREAD_ONCE_INIT;
	pthread_once(&configured, configure_sqlite);
	if (s->db != NULL) {
		sqlite3_close(s->db);
		s->db = NULL;
		query_guard_free(s);
	}
	/* A connection is one thread's (the REPL's; serve gives each of its
	 * threads and its watcher a store of its own): without SQLite's lock
	 * on it, which each call into SQLite took and gave back, some 20
	 * calls an entry and 58,000 in a `stats` of 20,000 games (issue 29).
	 * sqlite3_interrupt, from a signal handler, takes no lock. */
	if (sqlite3_open_v2(name, &s->db, flags | SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK) {
		snprintf(err, errlen, _("cannot open %s: %s"), path, sqlite3_errmsg(s->db));
		return false;
	}
	sqlite3_busy_timeout(s->db, 5000);
	int rc = sort_names(s->db);
	if (rc == SQLITE_OK)
		rc = sqlite3_create_function(s->db, "json_valid", 1, SQLITE_UTF8 |
		    SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, NULL, json_valid_checked, NULL, NULL);
	if (rc != SQLITE_OK) {
		snprintf(err, errlen, _("cannot open %s: %s"), path, rc == SQLITE_NOMEM ?
		    _("out of memory") : sqlite3_errmsg(s->db));
		return false;
	}
	return check_owner(s, path, o, err, errlen);
}

/* Opens a file this user may read but not write, never showing an old
 * state as the current one: read only, its write-ahead log read too (a
 * writer's last entries may be there only); else, where SQLite cannot
 * (no -shm beside it this user may read or make), unchanging
 * (immutable), but only if no log with data waits beside it, which that
 * would miss.  False with the reason in err. */
static bool
open_to_read(struct store *s, const char *path, struct owner *o, char *err, size_t errlen)
{
	char uri[4096 * 3 + 32];
	bool whole = store_file_whole(path);
	/* (on a full disk, where nobody can write, unchanging it is: reading
	 * it so makes no -shm that would not fit)
	 * untaken: (not whole) on a full disk, a log written between store_open's
	 * look and this one (another tapis writing meanwhile): store_open reads
	 * such a file only whole */
	if (!(s->reading == STORE_READ_FULL && whole) &&
	    open_db(s, path, SQLITE_OPEN_READONLY, path, o, err, errlen))
		return true;
	if (!whole) {
		snprintf(err, errlen, _("%s cannot be read as it stands: the last entries are in its"
		    " log (%s-wal), which this user may not read (or no -shm may be made beside"
		    " it); read it as its owner, or once its owner has opened it again"), path,
		    path);
		return false;
	}
	immutable_uri(path, uri, sizeof uri);
	return open_db(s, uri, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, path, o, err, errlen);
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
	struct owner o = {false, 0};
	if (!(s->read_only ? open_to_read(s, path, &o, err, errlen)
	    : open_db(s, path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, path, &o, err,
	    errlen))) {
		*retry = s->read_only ? STORE_WRITABLE : store_file_unwritable(s->db);
		store_close(s);
		return NULL;
	}
	bool older = o.mark || o.version != nmigrations;
	if (s->read_only && older)
		older_unwritable(path, reading, err, errlen);
	if ((s->read_only && older) ||
	    (!s->read_only && !bring_up_to_date(s, path, &o, retry, err, errlen))) {
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
	/* untaken: a file that cannot be written with a log holding data beside it */
	if (s == NULL && reading != STORE_WRITABLE && !made.created && store_file_whole(path))
		s = open_store(path, reading, &reading, err, errlen);
	return s;
}

/* Why a file that opened is not one to read as it stands: empty (no
 * tapis made it yet), or of an older schema that only a tapis that may
 * write it brings up to date.  False with the reason in err. */
static bool
read_as_it_stands(const char *path, const struct owner *o, char *err, size_t errlen)
{
	bool mark = o->mark;
	int version = o->version;
	if (mark && version == 0)
		snprintf(err, errlen, _("%s holds no games yet: play one with tapis --db %s"
		    " first"), path, path);
	else if (mark || version != nmigrations)
		snprintf(err, errlen, _("%s is from an older tapis (schema version %d): open it once"
		    " with this one (tapis --db %s) to bring it up to date"), path, version, path);
	return !mark && version == nmigrations;
}

/* The page cache of a connection opened to be read only, in KiB. */
#define READ_CACHE_KIB "256"

struct store *
store_open_read(const char *path, char *err, size_t errlen)
{
	struct stat st;
	bool there = stat(path, &st) == 0;
	if (!there && errno != ENOENT) {
		snprintf(err, errlen, _("cannot open %s: %s"), path, strerror(errno));
		return NULL;
	}
	if (!there || !S_ISREG(st.st_mode)) {
		snprintf(err, errlen, _("%s is no database file: give the --db that tapis plays in"),
		    path);
		return NULL;
	}
	struct store *s = calloc(1, sizeof *s);
	if (s == NULL) {
		snprintf(err, errlen, _("out of memory"));
		return NULL;
	}
	s->read_only = true;
	s->reading = STORE_READ_FILE;
	struct owner o = {false, 0};
	/* (a page reads a game's few pages: a small cache each, not SQLite's
	 * 2 MB a connection of the server's threads could each fill) */
	/* untaken: SQLite failing to set the cache of a file it opened */
	if (!open_to_read(s, path, &o, err, errlen) ||
	    !read_as_it_stands(path, &o, err, errlen) ||
	    !exec(s, "PRAGMA cache_size = -" READ_CACHE_KIB, err, errlen)) {
		store_close(s);
		return NULL;
	}
	store_seen(s);
	return s;
}

void
store_close(struct store *s)
{
	if (s == NULL)
		return;
	for (int i = 0; i < ST_COUNT; i++)
		sqlite3_finalize(s->stmt[i]);
	sqlite3_finalize(s->game_row);
	sqlite3_close(s->db);
	query_guard_free(s);
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
	/* (BEGIN and COMMIT have no values; an entry's statements have each
	 * of theirs bound again on every use, by bind_entry) */
	if (id != ST_INSERT_ENTRY && id != ST_UPDATE_ENTRY && sqlite3_bind_parameter_count(st) > 0)
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

/* The pager's count of changes to the file: it moves when this connection
 * commits, and when a transaction of its own begins on what another wrote
 * (PRAGMA data_version is this count less its own commits).  False where
 * it cannot be read. */
static bool
pager_version(struct store *s, unsigned *v)
{
	/* (NULL is main, found without comparing the names of the schemas) */
	return sqlite3_file_control(s->db, NULL, SQLITE_FCNTL_DATA_VERSION, v) == SQLITE_OK;
}

void
store_seen(struct store *s)
{
	s->seen = data_version(s);
	/* (SQLite reads the pager's count of any schema attached: of main,
	 * always) */
	bool counted = pager_version(s, &s->pager_seen);
	s->pager_known = s->seen >= 0 && ALWAYS(counted);
	s->stale = false;
}

void
store_unseen(struct store *s)
{
	s->seen = -1;
	s->pager_known = false;
}

bool
store_changed(struct store *s)
{
	/* (a version that cannot be read says nothing: changed, to be safe) */
	int64_t v = data_version(s);
	return v < 0 || v != s->seen;
}

bool
store_read_begin(struct store *s)
{
	return sqlite3_exec(s->db, "BEGIN DEFERRED", NULL, NULL, NULL) == SQLITE_OK;
}

void
store_read_end(struct store *s)
{
	if (!sqlite3_get_autocommit(s->db))
		sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL);
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
	s->pager_checked = false;
	/* The way out is ready before the way in: a ROLLBACK that must first
	 * be prepared may not get the memory for it, and the transaction
	 * would stay open, holding the file. */
	if (s->batch || (statement(s, ST_ROLLBACK) != NULL && run(s, ST_BEGIN)))
		return true;
	store_remember_error(s);
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
	if (s->batch)
		return true;
	/* The pager's count unmoved since what was seen, or since this
	 * connection's last commit, its write lock now held: nobody else
	 * wrote, and the PRAGMA's statement (1,000 instructions an entry) is
	 * not needed.  Moved, the PRAGMA says whether another did. */
	unsigned v = 0;
	bool counted = pager_version(s, &v);
	/* untaken: SQLite failing its file control */
	if (counted && s->pager_known && v == s->pager_seen)
		return s->pager_checked = true;
	if (data_version(s) != s->seen) {
		s->stale = true;
		run(s, ST_ROLLBACK);
		return false;
	}
	s->pager_seen = v;
	s->pager_known = s->pager_checked = counted;
	return true;
}

bool
store_commit(struct store *s)
{
	if (s->batch)
		return true;
	if (run(s, ST_COMMIT)) {
		/* (moved by this commit alone: another's write moves it only
		 * when a transaction of this connection begins.  A write begun
		 * without the check may have begun on another's: not known) */
		/* untaken: SQLite failing its file control */
		s->pager_known = s->pager_checked && pager_version(s, &s->pager_seen);
		s->pager_checked = false;
		return true;
	}
	store_remember_error(s);
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
	store_remember_error(s);
	if (!s->batch)      /* a batch is rolled back whole at its end */
		run(s, ST_ROLLBACK);
	return false;
}

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

/* Writes the facts of game, ended (n of them), into fact_summary. */
static bool
write_facts(struct store *s, int64_t game, const struct store_fact *facts, int n)
{
	for (int i = 0; i < n; i++) {
		const struct store_fact *f = &facts[i];
		sqlite3_stmt *st = bound(s, ST_INSERT_FACT, game);
		if (st == NULL)
			return false;
		sqlite3_bind_int(st, 2, f->seat);
		sqlite3_bind_text(st, 3, f->fact, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 4, f->key, -1, SQLITE_STATIC);
		sqlite3_bind_int(st, 5, f->by_rules);
		sqlite3_bind_int64(st, 6, f->n);
		if (f->valued)
			sqlite3_bind_int64(st, 7, f->value);
		if (!run(s, ST_INSERT_FACT))
			return false;
	}
	return true;
}

/* Writes how game stands (its status; at its end each player's final
 * score and place, cleared again if an undo takes the end back, and its
 * facts). */
static bool
set_status(struct store *s, int64_t game, const struct store_standing *how)
{
	sqlite3_stmt *st = bound(s, ST_SET_STATUS, game);
	if (st == NULL)
		return false;
	sqlite3_bind_text(st, 2, how->status, -1, SQLITE_STATIC);
	if (how->over && how->winner >= 0)
		sqlite3_bind_int(st, 3, how->winner);
	if (how->over && how->loser >= 0)
		sqlite3_bind_int(st, 4, how->loser);
	sqlite3_bind_text(st, 5, how->result, -1, SQLITE_STATIC);
	if (!run(s, ST_SET_STATUS) || !write_facts(s, game, how->facts, how->nfacts))
		return false;
	if (!how->over)
		/* untaken: SQLite failing to bind (out of memory) */
		return bound(s, ST_CLEAR_FINAL, game) != NULL && run(s, ST_CLEAR_FINAL);
	for (int seat = 0; seat < how->nplayers; seat++) {
		if ((st = bound(s, ST_FINAL_SCORE, game)) == NULL)
			return false;
		sqlite3_bind_int(st, 2, seat);
		sqlite3_bind_int(st, 3, how->score[seat]);
		sqlite3_bind_int(st, 4, how->place[seat]);
		if (!run(s, ST_FINAL_SCORE))
			return false;
	}
	return true;
}

/* Binds text, without a copy, or NULL where there is none. */
static int
bind_text_or_null(sqlite3_stmt *st, int i, const char *text)
{
	return text != NULL ? sqlite3_bind_text(st, i, text, -1, SQLITE_STATIC)
	    : sqlite3_bind_null(st, i);
}

/* Binds entry e of game, with what it did, or as an undone entry: every
 * value of the statement, NULL where it has none, so that none is left
 * from the entry before (run() does not clear them).  False if its facts
 * were lost or a copy cannot be made (nothing is dropped). */
static bool
bind_entry(struct store *s, enum stmt_id id, int64_t game, const struct store_entry *e)
{
	sqlite3_stmt *st = statement(s, id);
	if (st == NULL)
		return false;
	sqlite3_bind_int64(st, 1, game);
	sqlite3_bind_int(st, 2, e->seq);
	sqlite3_bind_int(st, 3, e->seat);
	sqlite3_bind_text(st, 4, e->kind, -1, SQLITE_STATIC);
	/* The texts are the caller's, alive until the statement is run:
	 * bound without a copy, which costs an allocation an entry and could
	 * fail.  Every value is bound, NULL where the entry has none (undone:
	 * no outcome and no facts; no end of turn: no outcome), so that none
	 * is left from the entry before.  Facts lost, or a text not bound (the
	 * entry without its dice, or with the last one's): nothing written. */
	bool done = e->done, ended = done && e->end != NULL;
	const char *facts = done ? e->facts : NULL;
	/* untaken: facts lost only to a buffer too short (a NEVER where the game
	 * makes them, game_store.c), a bind failing only short of memory */
	if ((done && facts == NULL && e->facts_lost) ||
	    bind_text_or_null(st, 5, e->args[0] != '\0' ? e->args : NULL) != SQLITE_OK ||
	    bind_text_or_null(st, 10, facts) != SQLITE_OK) {
		sqlite3_clear_bindings(st);
		return false;
	}
	sqlite3_bind_int(st, 6, !done);
	bind_text_or_null(st, 7, ended ? e->end : NULL);
	if (ended) {
		sqlite3_bind_int(st, 8, e->points);
		sqlite3_bind_int(st, 9, e->score_after);
	} else {
		sqlite3_bind_null(st, 8);
		sqlite3_bind_null(st, 9);
	}
	return true;
}

bool
store_append(struct store *s, int64_t game, const struct store_entry *e, bool drop_undone,
    const struct store_standing *how)
{
	if (!begin(s))
		return false;
	/* A new entry drops the undone ones it replaces. */
	if (drop_undone) {
		sqlite3_stmt *st = bound(s, ST_DROP_UNDONE, game);
		if (st == NULL)
			return store_fail(s);
		sqlite3_bind_int(st, 2, e->seq);
		if (!run(s, ST_DROP_UNDONE))
			return store_fail(s);
	}
	if (!bind_entry(s, ST_INSERT_ENTRY, game, e) || !run(s, ST_INSERT_ENTRY))
		return store_fail(s);
	if (how != NULL && !set_status(s, game, how))
		return store_fail(s);
	return store_commit(s);
}

bool
store_mark(struct store *s, int64_t game, const struct store_entry *e,
    const struct store_standing *how)
{
	if (!begin(s))
		return false;
	if (!bind_entry(s, ST_UPDATE_ENTRY, game, e) || !run(s, ST_UPDATE_ENTRY) ||
	    sqlite3_changes(s->db) != 1)
		return store_fail(s);
	if (!set_status(s, game, how))
		return store_fail(s);
	return store_commit(s);
}

/* Calls fn with each (name, value) row of st, and finalizes st: 1 if every
 * row was read and taken, 0 if one cannot be read or fn refused it (the
 * reason in why). */
static int
read_options(sqlite3_stmt *st, store_option_fn fn, void *ctx, char *why, size_t whylen)
{
	bool ok = true;
	int rc;
	while (ok && (rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);
		const char *value = (const char *)sqlite3_column_text(st, 1);
		/* untaken: both columns are NOT NULL: SQLite out of memory */
		if (name == NULL || value == NULL) {
			snprintf(why, whylen, _("an option cannot be read"));
			ok = false;
			break;
		}
		ok = fn(name, value, ctx, why, whylen);
	}
	if (ok && rc != SQLITE_DONE) {
		snprintf(why, whylen, _("the options cannot be read"));
		ok = false;
	}
	sqlite3_finalize(st);
	return ok;
}

/* Writes every option each gives with the insert statement st, whose ?1
 * the caller has bound; ?2 and ?3 are the name and value.  Finalizes st. */
static bool
write_options(sqlite3_stmt *st, store_each_option each, const void *ctx)
{
	bool ok = true;
	const char *name;
	char value[STORE_VALUE];
	for (size_t i = 0; ok && each(ctx, i, &name, value, sizeof value); i++) {
		sqlite3_bind_text(st, 2, name, -1, SQLITE_STATIC);
		/* (value lives until the step: no copy, which could fail) */
		sqlite3_bind_text(st, 3, value, -1, SQLITE_STATIC);
		ok = sqlite3_step(st) == SQLITE_DONE;
		sqlite3_reset(st);
	}
	sqlite3_finalize(st);
	return ok;
}

bool
store_game_create(struct store *s, const struct store_new_game *g, int64_t *id)
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
	sqlite3_bind_text(st, 4, g->family, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 5, g->turn_entries);
	bool ok = sqlite3_step(st) == SQLITE_DONE;
	sqlite3_finalize(st);
	if (!ok)
		return store_fail(s);
	*id = sqlite3_last_insert_rowid(s->db);
	if (*id > 2147483647) {
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
	sqlite3_bind_int64(st, 1, *id);
	ok = write_options(st, g->option, g->options);
	if (!ok || sqlite3_prepare_v2(s->db, "INSERT INTO players (game_id, seat, name)"
	    " VALUES (?1, ?2, ?3)", -1, &st, NULL) != SQLITE_OK)
		return store_fail(s);
	for (int i = 0; ok && i < g->nplayers; i++) {
		sqlite3_bind_int64(st, 1, *id);
		sqlite3_bind_int(st, 2, i);
		sqlite3_bind_text(st, 3, g->names[i], -1, SQLITE_STATIC);
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

void
store_say_damaged(char *err, size_t errlen, int64_t id, const char *fmt, ...)
{
	char where[160];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(where, sizeof where, fmt, ap);
	va_end(ap);
	snprintf(err, errlen, _("game #%lld is damaged: %s"), (long long)id, where);
}

/* Says that game id cannot be read, with SQLite's reason, and finalizes
 * st; returns -1 for the caller. */
static int
unreadable(struct store *s, sqlite3_stmt *st, int64_t id, char *err, size_t errlen)
{
	snprintf(err, errlen, _("game #%lld cannot be read: %s"), (long long)id,
	    sqlite3_errmsg(s->db));
	sqlite3_finalize(st);
	return -1;
}

bool
store_game_head(struct store *s, int64_t id, struct store_head *head, char *err,
    size_t errlen)
{
	sqlite3_stmt *st = NULL;
	int rc;
	if (sqlite3_prepare_v2(s->db, "SELECT game, coalesce(base, game), status = 'abandoned',"
	    " nplayers, family FROM games WHERE id = ?1", -1, &st, NULL) != SQLITE_OK) {
		unreadable(s, st, id, err, errlen);
		return false;
	}
	sqlite3_bind_int64(st, 1, id);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		if (rc != SQLITE_DONE) {
			unreadable(s, st, id, err, errlen);
			return false;
		}
		snprintf(err, errlen, _("there is no game #%lld"), (long long)id);
		sqlite3_finalize(st);
		return false;
	}
	const char *game_text = checked_text(st, 0, STORE_RULESET_MAX - 1);
	const char *base_text = checked_text(st, 1, STORE_RULESET_MAX - 1);
	const char *family = checked_text(st, 4, 32);
	if (game_text == NULL || base_text == NULL) {
		sqlite3_finalize(st);
		store_say_damaged(err, errlen, id, _("its rule set's name cannot be read"));
		return false;
	}
	snprintf(head->ruleset, sizeof head->ruleset, "%s", game_text);
	snprintf(head->base, sizeof head->base, "%s", base_text);
	snprintf(head->family, sizeof head->family, "%s", family ? family : "");
	head->abandoned = sqlite3_column_int(st, 2) != 0;
	head->started_with = sqlite3_column_type(st, 3) == SQLITE_NULL ? -1
	    : sqlite3_column_int64(st, 3);
	sqlite3_finalize(st);
	return true;
}

int
store_game_options(struct store *s, int64_t id, store_option_fn fn, void *ctx, char *why,
    size_t whylen)
{
	sqlite3_stmt *st = NULL;
	if (sqlite3_prepare_v2(s->db, "SELECT name, value FROM game_options WHERE game_id = ?1",
	    -1, &st, NULL) != SQLITE_OK)
		return unreadable(s, st, id, why, whylen);
	sqlite3_bind_int64(st, 1, id);
	return read_options(st, fn, ctx, why, whylen);   /* finalizes st */
}

int
store_game_players(struct store *s, int64_t id,
    bool (*fn)(int64_t seat, const char *name, void *ctx), void *ctx, char *why, size_t whylen)
{
	sqlite3_stmt *st = NULL;
	int rc;
	if (sqlite3_prepare_v2(s->db, "SELECT seat, name FROM players WHERE game_id = ?1"
	    " ORDER BY seat", -1, &st, NULL) != SQLITE_OK)
		return unreadable(s, st, id, why, whylen);
	sqlite3_bind_int64(st, 1, id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		if (!fn(sqlite3_column_int64(st, 0), checked_text(st, 1, STORE_NAME_BYTES), ctx)) {
			sqlite3_finalize(st);
			return 0;
		}
	if (rc != SQLITE_DONE)
		return unreadable(s, st, id, why, whylen);
	sqlite3_finalize(st);
	return 1;
}

int
store_game_entries(struct store *s, int64_t id,
    bool (*fn)(const struct store_entry_row *row, void *ctx), void *ctx, char *why,
    size_t whylen)
{
	sqlite3_stmt *st = NULL;
	int rc;
	/* one range of the entries' key: the game's own */
	if (sqlite3_prepare_v2(s->db, "SELECT seat, kind, args, undone, seq FROM entries"
	    " WHERE id BETWEEN ?1 * 4294967296 AND ?1 * 4294967296 + 4294967295 ORDER BY id",
	    -1, &st, NULL) != SQLITE_OK)
		return unreadable(s, st, id, why, whylen);
	sqlite3_bind_int64(st, 1, id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		struct store_entry_row row = {
			sqlite3_column_int64(st, 0), (const char *)sqlite3_column_text(st, 1),
			(const char *)sqlite3_column_text(st, 2), sqlite3_column_int64(st, 3),
			sqlite3_column_int64(st, 4),
		};
		if (!fn(&row, ctx)) {
			sqlite3_finalize(st);
			return 0;
		}
	}
	if (rc != SQLITE_DONE)
		return unreadable(s, st, id, why, whylen);
	sqlite3_finalize(st);
	return 1;
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
store_game_abandon(struct store *s, int64_t id, const struct store_fact *facts, int n)
{
	sqlite3_stmt *st = NULL;
	if (!store_begin_any(s))
		return -1;
	/* Only a game still being played: a finished one keeps its winner,
	 * whatever another tapis did since the caller looked. */
	if (sqlite3_prepare_v2(s->db, "UPDATE games SET status = 'abandoned', winner = NULL"
	    " WHERE id = ?1 AND status = 'playing'", -1, &st, NULL) != SQLITE_OK) {
		store_fail(s);
		return -1;
	}
	sqlite3_bind_int64(st, 1, id);
	bool ok = sqlite3_step(st) == SQLITE_DONE;
	sqlite3_finalize(st);
	int changed = ok ? sqlite3_changes(s->db) : 0;
	if (!ok || (changed > 0 && !write_facts(s, id, facts, n))) {
		store_fail(s);
		return -1;
	}
	return store_commit(s) ? changed : -1;
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
    store_each_option each, const void *ctx)
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
	return write_options(st, each, ctx) ? store_commit(s) : store_fail(s);
}

int
store_preset_base(struct store *s, const char *name, char *base, size_t baselen, char *err,
    size_t errlen)
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
	return 1;
}

bool
store_preset_options(struct store *s, const char *name, store_option_fn fn, void *ctx,
    char *err, size_t errlen)
{
	sqlite3_stmt *st = NULL;
	if (sqlite3_prepare_v2(s->db, "SELECT name, value FROM preset_options WHERE preset = ?1",
	    -1, &st, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "%s", sqlite3_errmsg(s->db));
		return false;
	}
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	return read_options(st, fn, ctx, err, errlen) > 0;   /* finalizes st */
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
