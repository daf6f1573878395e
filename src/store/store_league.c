/* This file's part of a league (store_league.h, sql/026): where it pushes,
 * and the queue the triggers fill as games end, which the pushing works
 * off. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store_league.h"
#include "store_private.h"

/* Column i of st as text into buf ("" where NULL). */
static void
text_of(sqlite3_stmt *st, int i, char *buf, size_t len)
{
	const unsigned char *v = sqlite3_column_text(st, i);
	snprintf(buf, len, "%s", v != NULL ? (const char *)v : "");
}

/* How many wait, and when the first is due. */
static bool
get_waiting(struct store *s, struct store_league_row *row)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, "SELECT count(*), min(next_try) FROM league_queue", -1, &st,
	    NULL) != SQLITE_OK)
		return false;
	bool ok = sqlite3_step(st) == SQLITE_ROW;
	if (ok) {
		row->waiting = sqlite3_column_int64(st, 0);
		text_of(st, 1, row->next_try, sizeof row->next_try);
	}
	sqlite3_finalize(st);
	return ok;
}

int
store_league_get(struct store *s, struct store_league_row *row)
{
	sqlite3_stmt *st;
	memset(row, 0, sizeof *row);
	if (sqlite3_prepare_v2(s->db, "SELECT conninfo, schema, joined, last_success, last_error,"
	    " last_error_at FROM league WHERE id = 1", -1, &st, NULL) != SQLITE_OK)
		return -1;
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		text_of(st, 0, row->conninfo, sizeof row->conninfo);
		text_of(st, 1, row->schema, sizeof row->schema);
		text_of(st, 2, row->joined, sizeof row->joined);
		text_of(st, 3, row->last_success, sizeof row->last_success);
		text_of(st, 4, row->last_error, sizeof row->last_error);
		text_of(st, 5, row->last_error_at, sizeof row->last_error_at);
	}
	sqlite3_finalize(st);
	if (rc == SQLITE_DONE)
		return 0;
	return rc == SQLITE_ROW && get_waiting(s, row) ? 1 : -1;
}

/* Runs sql, its text values bound in order (n of them: ?1... where sql
 * uses them), as part of the transaction under way; false on an error. */
static bool
write(struct store *s, const char *sql, int n, const char *const *v)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK)
		return false;
	for (int i = 0; i < n; i++)
		sqlite3_bind_text(st, i + 1, v[i], -1, SQLITE_STATIC);
	bool ok = sqlite3_step(st) == SQLITE_DONE;
	sqlite3_finalize(st);
	return ok;
}

bool
store_league_join(struct store *s, const char *conninfo, const char *schema,
    long long *queued)
{
	const char *v[] = {conninfo, schema};
	if (!store_begin_any(s))
		return false;
	/* (joined again where it is, what waits still waits: a game said gone
	 * among it) */
	/* untaken: SQLite failing between the statements of this write to the league's tables:
	 * no faults session joins a league */
	bool ok = write(s, "DELETE FROM league_queue WHERE NOT EXISTS (SELECT 1 FROM league"
	    " WHERE conninfo = ?1 AND schema = ?2)", 2, v) &&
	    write(s, "INSERT INTO league (id, conninfo, schema) VALUES (1, ?1, ?2)"
	    " ON CONFLICT (id) DO UPDATE SET conninfo = ?1, schema = ?2,"
	    " joined = excluded.joined, last_success = NULL, last_error = NULL,"
	    " last_error_at = NULL", 2, v) &&
	    write(s, "INSERT INTO league_queue (uid, what) SELECT uid, 'ended' FROM games"
	    " WHERE status = 'finished' AND uid IS NOT NULL ORDER BY finished, id"
	    " ON CONFLICT (uid) DO NOTHING", 0, NULL);
	sqlite3_stmt *st;
	*queued = 0;
	if (ok && sqlite3_prepare_v2(s->db, "SELECT count(*) FROM league_queue WHERE what = 'ended'",
	    -1, &st, NULL) == SQLITE_OK) {
		if (sqlite3_step(st) == SQLITE_ROW)
			*queued = sqlite3_column_int64(st, 0);
		sqlite3_finalize(st);
	}
	return ok ? store_commit(s) : store_fail(s);
}

bool
store_league_leave(struct store *s, long long *dropped)
{
	if (!store_begin_any(s))
		return false;
	bool ok = write(s, "DELETE FROM league_queue", 0, NULL);
	*dropped = ok ? sqlite3_changes64(s->db) : 0;
	/* untaken: SQLite failing between the statements of this write to the league's tables:
	 * no faults session joins a league */
	ok = ok && write(s, "DELETE FROM league", 0, NULL);
	return ok ? store_commit(s) : store_fail(s);
}

/* Adds the row of st to the list; false for want of memory. */
static bool
add_item(sqlite3_stmt *st, struct store_league_item **items, size_t *n, size_t *cap)
{
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 16;
		struct store_league_item *more = realloc(*items, *cap * sizeof *more);
		if (more == NULL)
			return false;
		*items = more;
	}
	struct store_league_item *it = &(*items)[(*n)++];
	text_of(st, 0, it->uid, sizeof it->uid);
	char what[8];
	text_of(st, 1, what, sizeof what);
	it->gone = strcmp(what, "gone") == 0;
	text_of(st, 2, it->queued, sizeof it->queued);
	it->attempts = sqlite3_column_int(st, 3);
	it->id = sqlite3_column_int64(st, 4);
	return true;
}

bool
store_league_waiting(struct store *s, bool all, struct store_league_item **items, size_t *n)
{
	sqlite3_stmt *st;
	size_t cap = 0;
	int rc;
	*items = NULL;
	*n = 0;
	if (sqlite3_prepare_v2(s->db, "SELECT q.uid, q.what, q.queued, q.attempts,"
	    " coalesce(g.id, 0) FROM league_queue q LEFT JOIN games g ON g.uid = q.uid"
	    " WHERE ?1 OR q.next_try <= strftime('%Y-%m-%dT%H:%M:%SZ', 'now')"
	    " ORDER BY q.queued, q.uid", -1, &st, NULL) != SQLITE_OK)
		return false;
	sqlite3_bind_int(st, 1, all);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		/* untaken: allocation failing (add_item's realloc) */
		if (!add_item(st, items, n, &cap))
			break;
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE) {
		free(*items);
		*items = NULL;
		*n = 0;
		return false;
	}
	return true;
}

bool
store_league_done(struct store *s, const struct store_league_item *item)
{
	const char *v[] = {item->uid, item->gone ? "gone" : "ended", item->queued};
	if (!store_begin_any(s))
		return false;
	/* untaken: SQLite failing between the statements of this write to the league's tables:
	 * no faults session joins a league */
	bool ok = write(s, "DELETE FROM league_queue WHERE uid = ?1 AND what = ?2"
	    " AND queued = ?3", 3, v) &&
	    write(s, "UPDATE league SET last_success = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')", 0,
	    NULL) &&
	    /* the last error said while anything waits, forgotten once nothing does */
	    write(s, "UPDATE league SET last_error = NULL, last_error_at = NULL"
	    " WHERE NOT EXISTS (SELECT 1 FROM league_queue)", 0, NULL);
	return ok ? store_commit(s) : store_fail(s);
}

bool
store_league_failed(struct store *s, const struct store_league_item *item, const char *why)
{
	/* 10 s, 20 s, 40 s ... an hour at most */
	int wait = 10 << (item->attempts < 9 ? item->attempts : 9);
	if (wait > 3600)
		wait = 3600;
	char secs[32];
	snprintf(secs, sizeof secs, "+%d seconds", wait);
	const char *v[] = {item->uid, secs, why};
	if (!store_begin_any(s))
		return false;
	/* untaken: SQLite failing between the statements of this write to the league's tables:
	 * no faults session joins a league */
	bool ok = write(s, "UPDATE league_queue SET attempts = attempts + 1,"
	    " next_try = strftime('%Y-%m-%dT%H:%M:%SZ', 'now', ?2) WHERE uid = ?1", 3, v) &&
	    write(s, "UPDATE league SET last_error = ?3,"
	    " last_error_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')", 3, v);
	return ok ? store_commit(s) : store_fail(s);
}

long long
store_league_next_due(struct store *s)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, "SELECT max(0, unixepoch(min(next_try)) - unixepoch('now'))"
	    " FROM league_queue", -1, &st, NULL) != SQLITE_OK)
		return -1;
	long long due = -1;
	if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL)
		due = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return due;
}

int
store_league_copy_get(struct store *s, long long *serial, char *pulled, size_t len)
{
	sqlite3_stmt *st;
	*serial = 0;
	pulled[0] = '\0';
	if (sqlite3_prepare_v2(s->db, "SELECT serial, pulled FROM league_copy WHERE id = 1", -1,
	    &st, NULL) != SQLITE_OK)
		return -1;
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		*serial = sqlite3_column_int64(st, 0);
		text_of(st, 1, pulled, len);
	}
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

bool
store_league_copy_set(struct store *s, long long serial)
{
	char n[32];
	snprintf(n, sizeof n, "%lld", serial);
	const char *v[] = {n};
	if (!store_begin_any(s))
		return false;
	/* untaken: SQLite failing between the statements of this write to the league's tables:
	 * no faults session joins a league */
	bool ok = write(s, "INSERT INTO league_copy (id, serial, pulled) VALUES (1, ?1,"
	    " strftime('%Y-%m-%dT%H:%M:%SZ', 'now')) ON CONFLICT (id) DO UPDATE"
	    " SET serial = excluded.serial, pulled = excluded.pulled", 1, v);
	return ok ? store_commit(s) : store_fail(s);
}
