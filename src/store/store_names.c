/* rename and merge: a player's name changed in every stored game, in one
 * transaction, checked inside it so that another tapis cannot slip a
 * clash in between.  Names live in the players table only: entries and
 * facts name players by seat; the totals a player and rule set (sql/011)
 * are recounted for both names in the same transaction. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "never.h"
#include "store.h"
#include "store_private.h"
#include "store_query.h"
#include "text.h"

/* How many seats players named name hold, or -1 on an error. */
static int64_t
seats_of(struct store *s, const char *name)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, "SELECT count(*) FROM players WHERE name = ?1", -1, &st,
	    NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	int64_t n = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
	sqlite3_finalize(st);
	return n;
}

/* What other_name looks for, through every stored name. */
struct other {
	const char *from, *to;
	char *found;
	size_t len;
};

static bool
other_of(const char *name, void *ctx)
{
	struct other *o = ctx;
	if (strcmp(name, o->from) == 0 || !utf8_same_fold(name, o->to))
		return true;
	/* to itself is the answer; another spelling only until it is found */
	if (o->found[0] == '\0' || strcmp(name, o->to) == 0)
		snprintf(o->found, o->len, "%s", name);
	return strcmp(name, o->to) != 0;
}

/* Another stored name than from that is to but for case (to itself
 * first), into r->other: 1 if there is one, 0 if not, -1 on an error.
 * The names are walked as completion walks them (store_each_player). */
static int
other_name(struct store *s, const char *from, const char *to, struct store_rename *r)
{
	r->other[0] = '\0';
	struct other o = {from, to, r->other, sizeof r->other};
	if (!store_each_player(s, other_of, &o))
		return -1;
	return r->other[0] != '\0';
}

/* The first game where from plays beside someone named to but for case,
 * into r: 1 if there is one, 0 if not, -1 on an error. */
static int
clash(struct store *s, const char *from, const char *to, struct store_rename *r)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, "SELECT p.game_id, q.name FROM players p"
	    " JOIN players q ON q.game_id = p.game_id AND q.seat <> p.seat"
	    " WHERE p.name = ?1 ORDER BY p.game_id, q.seat", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, from, -1, SQLITE_STATIC);
	int rc, found = 0;
	while (found == 0 && (rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 1);
		/* untaken: NULL only where SQLite runs out of memory for the text (players.name
		 * is NOT NULL) */
		if (name != NULL && utf8_same_fold(name, to)) {
			r->game = sqlite3_column_int64(st, 0);
			snprintf(r->other, sizeof r->other, "%s", name);
			found = 1;
		}
	}
	if (found == 0 && rc != SQLITE_DONE)
		found = -1;
	sqlite3_finalize(st);
	return found;
}

/* Ends the transaction without a change: status, or RENAME_FAILED if the
 * reason was an error. */
static enum store_rename_status
refuse(struct store *s, enum store_rename_status status, bool error)
{
	if (error) {
		store_fail(s);
		return RENAME_FAILED;
	}
	store_rollback(s);
	return status;
}

enum store_rename_status
store_player_rename(struct store *s, const char *from, const char *to, bool merge,
    struct store_rename *r)
{
	memset(r, 0, sizeof *r);
	if (!store_begin_any(s))
		return RENAME_FAILED;
	int64_t games = seats_of(s, from);
	if (games <= 0)
		return refuse(s, RENAME_UNKNOWN, games < 0);
	if (merge) {
		/* (merge refuses one name twice first, cmd_merge.c) */
		int64_t into = NEVER(strcmp(from, to) == 0) ? 0 : seats_of(s, to);
		/* untaken: merge looks OTHER up first (command_lookup.c): gone only if another
		 * tapis renamed it meanwhile (a race), or SQLite failing */
		if (into <= 0)
			return refuse(s, RENAME_ABSENT, into < 0);
	} else {
		int other = other_name(s, from, to, r);
		if (other != 0)
			return refuse(s, RENAME_TAKEN, other < 0);
	}
	int both = clash(s, from, to, r);
	if (both != 0)
		return refuse(s, RENAME_CLASH, both < 0);
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, "UPDATE players SET name = ?2 WHERE name = ?1", -1, &st,
	    NULL) != SQLITE_OK)
		return refuse(s, RENAME_FAILED, true);
	sqlite3_bind_text(st, 1, from, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, to, -1, SQLITE_STATIC);
	bool ok = sqlite3_step(st) == SQLITE_DONE;
	r->games = sqlite3_changes(s->db);
	sqlite3_finalize(st);
	if (!ok)
		return refuse(s, RENAME_FAILED, true);
	/* The totals a player and rule set (sql/011) are kept by name: both
	 * names' are counted again from the games' summaries. */
	if (sqlite3_prepare_v2(s->db, "INSERT INTO totals_recount (player) VALUES (?1), (?2)", -1,
	    &st, NULL) != SQLITE_OK)
		return refuse(s, RENAME_FAILED, true);
	sqlite3_bind_text(st, 1, from, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, to, -1, SQLITE_STATIC);
	ok = sqlite3_step(st) == SQLITE_DONE;
	sqlite3_finalize(st);
	if (!ok)
		return refuse(s, RENAME_FAILED, true);
	r->total = seats_of(s, to);
	if (r->total < 0)
		return refuse(s, RENAME_FAILED, true);
	return store_commit(s) ? RENAME_DONE : RENAME_FAILED;
}

bool
store_each_coplayer(struct store *s, const char *name,
    bool (*fn)(const char *other, int64_t game, void *ctx), void *ctx)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, "SELECT o.name, min(o.game_id) FROM players p"
	    " JOIN players o ON o.game_id = p.game_id AND o.seat <> p.seat"
	    " WHERE p.name = ?1 AND o.name <> ?1 GROUP BY o.name ORDER BY min(o.game_id)", -1, &st,
	    NULL) != SQLITE_OK)
		return false;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		if (!fn((const char *)sqlite3_column_text(st, 0), sqlite3_column_int64(st, 1), ctx))
			break;
	sqlite3_finalize(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE;
}
