/* query: one statement a person types, run so that it can only read.
 * Three locks, each enough alone: an authorizer that refuses, while the
 * statement is prepared, anything but reading (writes, transactions,
 * ATTACH, PRAGMAs that set); sqlite3_stmt_readonly(); and PRAGMA
 * query_only while it runs. */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "i18n.h"
#include "store_private.h"
#include "store_query.h"
#include "store_query_bounds.h"

/* What the authorizer refused first, for the refusal to name. */
struct guard {
	int action;               /* SQLITE_INSERT, ...; 0: nothing refused */
};

/* PRAGMAs that only describe the schema: PRAGMA table_info(game_list). */
static const char *const describing[] = {
	"table_info", "table_xinfo", "table_list", "index_list", "index_info", "index_xinfo",
	"foreign_key_list", "collation_list", "function_list", "pragma_list", NULL,
};
/* PRAGMAs read without a value, never set: PRAGMA user_version. */
static const char *const readable[] = {
	"user_version", "application_id", "schema_version", "data_version", "page_count",
	"page_size", "freelist_count", "encoding", NULL,
};

/* (word is a PRAGMA's name, which SQLite always gives the authorizer) */
static bool
among(const char *word, const char *const *list)
{
	for (; *list != NULL; list++)
		if (strcasecmp(word, *list) == 0)
			return true;
	return false;
}

/* The authorizer: reading only. */
static int
authorize(void *ctx, int action, const char *a, const char *b, const char *db,
    const char *view)
{
	struct guard *g = ctx;
	(void)db;
	(void)view;
	switch (action) {
	case SQLITE_SELECT:
	case SQLITE_READ:
	case SQLITE_FUNCTION:
	case SQLITE_RECURSIVE:
		return SQLITE_OK;
	case SQLITE_PRAGMA:
		if (among(a, describing) || (b == NULL && among(a, readable)))
			return SQLITE_OK;
		break;
	default:
		break;
	}
	if (g->action == 0)
		g->action = action;
	return SQLITE_DENY;
}

/* Why the authorizer refused action, for the person who typed it. */
static const char *
refusal(int action)
{
	switch (action) {
	case SQLITE_TRANSACTION:
	case SQLITE_SAVEPOINT:
		return _("query runs one statement that reads, in no transaction of its own");
	case SQLITE_ATTACH:
	case SQLITE_DETACH:
		return _("query reads this database only: no ATTACH or DETACH");
	case SQLITE_PRAGMA:
		return _("query takes only the PRAGMAs that describe (table_info, index_list,"
		    " user_version, ...), never one that sets");
	default:
		return _("query only reads: this statement would change the database");
	}
}

/* Prepares the one statement sql holds, with only reading authorized;
 * NULL with the reason in why if it holds none, several, or one that would
 * do more than read. */
static sqlite3_stmt *
prepare_reading(struct store *s, const char *sql, char *why, size_t whylen)
{
	struct guard g = {0};
	sqlite3_stmt *st = NULL, *more = NULL;
	const char *tail = NULL;
	sqlite3_set_authorizer(s->db, authorize, &g);
	int rc = sqlite3_prepare_v2(s->db, sql, -1, &st, &tail);
	/* What follows the statement may be a ';', blanks or comments, not a
	 * second statement. */
	int rc_more = SQLITE_OK;
	if (rc == SQLITE_OK && st != NULL && tail != NULL && *tail != '\0')
		rc_more = sqlite3_prepare_v2(s->db, tail, -1, &more, NULL);
	sqlite3_set_authorizer(s->db, NULL, NULL);
	if (rc != SQLITE_OK) {
		if (g.action != 0)
			snprintf(why, whylen, "%s", refusal(g.action));
		else
			snprintf(why, whylen, _("SQLite refuses the query: %s"), sqlite3_errmsg(s->db));
		return NULL;
	}
	if (st == NULL) {
		snprintf(why, whylen, _("the query holds no statement: query SELECT ..."));
		return NULL;
	}
	if (more != NULL || rc_more != SQLITE_OK) {
		sqlite3_finalize(more);
		sqlite3_finalize(st);
		snprintf(why, whylen, _("one statement at a time: the query holds more after its"
		    " first ';'"));
		return NULL;
	}
	if (!sqlite3_stmt_readonly(st)) {
		sqlite3_finalize(st);
		snprintf(why, whylen, "%s", refusal(SQLITE_INSERT));
		return NULL;
	}
	if (sqlite3_column_count(st) > STORE_QUERY_COLUMNS) {
		snprintf(why, whylen, _("the query gives %d columns; at most %d are shown"),
		    sqlite3_column_count(st), STORE_QUERY_COLUMNS);
		sqlite3_finalize(st);
		return NULL;
	}
	return st;
}

/* Value i of st's row as text, into *out (NULL for NULL): a new string
 * for the caller to free.  False on a lack of memory. */
static bool
value_text(sqlite3_stmt *st, int i, char **out, enum store_value *kind)
{
	*out = NULL;
	*kind = STORE_TEXT;
	switch (sqlite3_column_type(st, i)) {
	case SQLITE_NULL:
		*kind = STORE_NULL;
		return true;
	case SQLITE_BLOB: {
		/* as SQL writes one, X'00ff', so that it reads as what it is */
		const unsigned char *b = sqlite3_column_blob(st, i);
		size_t n = (size_t)sqlite3_column_bytes(st, i);
		char *text = malloc(2 * n + 4);
		if (text == NULL)
			return false;
		size_t len = (size_t)sprintf(text, "X'");
		for (size_t k = 0; k < n; k++)
			len += (size_t)sprintf(text + len, "%02x", b[k]);
		sprintf(text + len, "'");
		*out = text;
		return true;
	}
	case SQLITE_INTEGER:
		*kind = STORE_NUMBER;
		break;
	case SQLITE_FLOAT:
		/* JSON has no Inf nor NaN: those are text */
		*kind = isfinite(sqlite3_column_double(st, i)) ? STORE_NUMBER : STORE_TEXT;
		break;
	default:
		break;
	}
	const char *text = (const char *)sqlite3_column_text(st, i);
	if (text == NULL)
		return sqlite3_errcode(sqlite3_db_handle(st)) != SQLITE_NOMEM;
	*out = strdup(text);
	return *out != NULL;
}

/* Calls fns->columns with the names of st's columns. */
static void
name_columns(sqlite3_stmt *st, const struct store_query_fns *fns, void *ctx)
{
	const char *names[STORE_QUERY_COLUMNS];
	int n = sqlite3_column_count(st);
	for (int i = 0; i < n; i++) {
		names[i] = sqlite3_column_name(st, i);
		if (names[i] == NULL)     /* untaken: SQLite out of memory */
			names[i] = "?";
	}
	fns->columns(n, names, ctx);
}

/* Steps st to its end (or until fns->row says stop), calling fns->row for
 * each row, and fns->columns before the first (or at the end, if there is
 * none): a query that fails at once prints nothing but why.  The SQLite
 * result code it ended on. */
static int
run_rows(sqlite3_stmt *st, const struct store_query_fns *fns, void *ctx)
{
	int n = sqlite3_column_count(st), rc;
	char *values[STORE_QUERY_COLUMNS];
	enum store_value kinds[STORE_QUERY_COLUMNS];
	bool named = false;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (!named)
			name_columns(st, fns, ctx);
		named = true;
		bool ok = true;
		for (int i = 0; i < n; i++)
			ok = value_text(st, i, &values[i], &kinds[i]) && ok;
		bool go_on = ok && fns->row(n, (const char *const *)values, kinds, ctx);
		for (int i = 0; i < n; i++)
			free(values[i]);
		if (!ok)
			return SQLITE_NOMEM;
		if (!go_on)
			return SQLITE_DONE;
	}
	if (!named && rc == SQLITE_DONE)
		name_columns(st, fns, ctx);
	return rc;
}

/* Why a query that ran ended as it did: rc, its last result code. */
static void
say_failure(struct store *s, int rc, const struct query_guard *g, long long steps, char *why,
    size_t whylen)
{
	switch (g->stop) {
	case STOP_STEPS:
		snprintf(why, whylen, _("the query passed its budget of %lld million steps of"
		    " SQLite's engine and was stopped: query --steps N gives it N million"), steps);
		return;
	case STOP_TIME:
		snprintf(why, whylen, ngettext("the query ran for %d second, the most a query may,"
		    " and was stopped: ask for less (WHERE, LIMIT)", "the query ran for %d seconds,"
		    " the most a query may, and was stopped: ask for less (WHERE, LIMIT)",
		    QUERY_SECONDS), QUERY_SECONDS);
		return;
	case STOP_LENGTH:
		snprintf(why, whylen, _("the query's %s() would make a value longer than %d bytes"
		    " and was stopped"), g->fn, QUERY_VALUE_BYTES);
		return;
	case STOP_WORK:
		snprintf(why, whylen, _("the query's %s() would compare %lld bytes with %lld, more"
		    " than one call may (%lld comparisons), and was stopped: give it shorter"
		    " values"), g->fn, g->sized[0], g->sized[1], (long long)QUERY_CALL_WORK);
		return;
	default:        /* STOP_NONE: not stopped by the bounds */
		break;
	}
	if (rc == SQLITE_TOOBIG)
		snprintf(why, whylen, _("the query made a value longer than %d bytes and was"
		    " stopped"), QUERY_VALUE_BYTES);
	else if (rc == SQLITE_NOMEM)
		snprintf(why, whylen, _("the query needed more than %lld MiB of memory and was"
		    " stopped"), (long long)(QUERY_MEMORY_BYTES >> 20));
	else
		snprintf(why, whylen, _("the query failed: %s"), sqlite3_errmsg(s->db));
}

/* Runs st, prepared, within the bounds g set, and takes them back: the
 * SQLite result code it ended on, and why in why if it was refused. */
static int
run_read_only(struct store *s, sqlite3_stmt *st, const struct store_query_fns *fns, void *ctx,
    const struct query_guard *g, long long steps, char *why, size_t whylen)
{
	/* The third lock: whatever the statement turns out to do as it runs,
	 * SQLite itself refuses to write. */
	if (sqlite3_exec(s->db, "PRAGMA query_only = 1", NULL, NULL, NULL) != SQLITE_OK) {
		snprintf(why, whylen, _("the query cannot be made read-only: %s"),
		    sqlite3_errmsg(s->db));
		query_guard_end(s);
		return SQLITE_MISUSE;
	}
	int rc = run_rows(st, fns, ctx);
	if (rc != SQLITE_DONE && (rc != SQLITE_INTERRUPT || g->stop != STOP_NONE))
		say_failure(s, rc, g, steps, why, whylen);
	/* the bounds off first: a second passed must not stop what follows */
	query_guard_end(s);
	/* writable again, even if a Ctrl-C lands on this very statement: a
	 * store left read-only would refuse every entry after */
	/* untaken: SQLite failing to make the connection writable again (an interrupt landing
	 * on that very statement) */
	for (int tries = 0; tries < 3 &&
	    sqlite3_exec(s->db, "PRAGMA query_only = 0", NULL, NULL, NULL) != SQLITE_OK; tries++)
		continue;
	return rc;
}

enum store_query_status
store_query(struct store *s, const char *sql, long long steps,
    const struct store_query_fns *fns, void *ctx, char *why, size_t whylen)
{
	size_t len = strlen(sql);
	if (len > QUERY_SQL_BYTES) {
		snprintf(why, whylen, _("the query is %zu bytes long, more than the %d a query may"),
		    len, QUERY_SQL_BYTES);
		return QUERY_REFUSED;
	}
	if (steps <= 0)
		steps = QUERY_STEPS_DEFAULT;
	/* the bounds first: SQLite's limits and the guarded functions are
	 * taken when the statement is prepared */
	char unbounded[256];
	struct query_guard *g = query_guard_begin(s, steps, unbounded, sizeof unbounded);
	if (g == NULL) {
		snprintf(why, whylen, _("the query cannot be bounded: %s"), unbounded);
		return QUERY_REFUSED;
	}
	sqlite3_stmt *st = prepare_reading(s, sql, why, whylen);
	if (st == NULL)
		query_guard_end(s);
	int rc = st != NULL ? run_read_only(s, st, fns, ctx, g, steps, why, whylen) : SQLITE_ERROR;
	bool refused = rc != SQLITE_DONE && (rc != SQLITE_INTERRUPT || g->stop != STOP_NONE);
	sqlite3_finalize(st);
	return refused ? QUERY_REFUSED : rc == SQLITE_DONE ? QUERY_DONE : QUERY_INTERRUPTED;
}

void
store_interrupt(struct store *s)
{
	sqlite3_interrupt(s->db);
}

bool
store_each_relation(struct store *s, bool (*fn)(const char *, void *), void *ctx)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, "SELECT name FROM sqlite_schema"
	    " WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
	    " ORDER BY name", -1, &st, NULL) != SQLITE_OK)
		return false;
	while (sqlite3_step(st) == SQLITE_ROW)
		if (!fn((const char *)sqlite3_column_text(st, 0), ctx))
			break;
	return sqlite3_finalize(st) == SQLITE_OK;
}
