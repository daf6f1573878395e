/* What `check` looks at (cmd_check.c): SQLite's own checks of the file,
 * then tapis's: the rows kept beside the games (the totals, the list of
 * damaged games, what games lists) agree with the games they are kept from, and the values
 * of the entries are ones tapis writes.  A look at every row, for a
 * command asked for it, never on the way of another (issue 29). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "store.h"
#include "store_private.h"

/* What SQLite's check says of a page it could not get, then its error code. */
#define UNREAD_PAGE "unable to get the page. error code="

/* The first line SQLite's check said (what), how many it said (count),
 * and whether every one was of an index alone.  False if it failed. */
static bool
check_integrity(struct store *s, struct store_fault *f)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, "PRAGMA integrity_check(100)", -1, &st, NULL) != SQLITE_OK)
		return false;
	bool index_only = true;
	int rc, unread = SQLITE_OK;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *line = (const char *)sqlite3_column_text(st, 0);
		if (line == NULL || strcmp(line, "ok") == 0)     /* untaken: NULL, SQLite out of memory */
			continue;
		/* (a page SQLite could not get for want of memory, or for an
		 * error reading it, is no damage of the file, which the check
		 * could not read: said as SQLite's error, never as damage) */
		const char *code = strstr(line, UNREAD_PAGE);
		/* untaken: (SQLITE_CORRUPT) SQLite gets a page with that code only for the
		 * page of its lock byte at 1 GiB, which its check counts as used before it
		 * looks; a damaged page it gets is said as damage of its own */
		if (code != NULL && (atoi(code + strlen(UNREAD_PAGE)) & 0xff) != SQLITE_CORRUPT) {
			unread = atoi(code + strlen(UNREAD_PAGE));
			continue;
		}
		/* (its first line may name the schema alone: "*** in database
		 * main ***", then what is wrong) */
		const char *last = strrchr(line, '\n');
		if (f->count++ == 0)
			snprintf(f->what, sizeof f->what, "%s", last ? last + 1 : line);
		/* (what REINDEX mends: "row 3 missing from index x", "wrong # of
		 * entries in index x", "non-unique entry in index x"; never a
		 * page's damage, "Page 7: ...", "Tree 5 page 5 ...").
		 * untaken: SQLite names no damaged page with " index " in it */
		index_only = index_only && strstr(line, " index ") != NULL &&
		    strncmp(line, "Tree ", 5) != 0 && strncmp(line, "Page ", 5) != 0;
	}
	/* (a page so damaged that the check cannot read it is the file's
	 * damage too, in SQLite's words) */
	if ((rc & 0xff) == SQLITE_CORRUPT && f->count++ == 0) {
		snprintf(f->what, sizeof f->what, "%s", sqlite3_errmsg(s->db));
		index_only = false;
	}
	sqlite3_finalize(st);
	if (unread != SQLITE_OK) {
		s->errcode = unread;
		s->errmsg_kept = true;
		snprintf(s->errmsg, sizeof s->errmsg, "%s", sqlite3_errstr(unread));
		return false;
	}
	if (f->count > 0)
		f->kind = index_only ? STORE_FAULT_INDEX : STORE_FAULT_FILE;
	return rc == SQLITE_DONE || (rc & 0xff) == SQLITE_CORRUPT;
}

/* A row that refers to what is not there, by PRAGMA foreign_key_check. */
static bool
check_foreign_keys(struct store *s, struct store_fault *f)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, "PRAGMA foreign_key_check", -1, &st, NULL) != SQLITE_OK)
		return false;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		if (f->count++ == 0) {
			const char *table = (const char *)sqlite3_column_text(st, 0);
			const char *parent = (const char *)sqlite3_column_text(st, 2);
			/* untaken: NULL only where SQLite runs out of memory (foreign_key_check
			 * names a table and its parent on every row) */
			snprintf(f->what, sizeof f->what, "%s -> %s", table ? table : "",
			    parent ? parent : "");
			f->row = sqlite3_column_int64(st, 1);
		}
	sqlite3_finalize(st);
	if (f->count > 0)
		f->kind = STORE_FAULT_KEYS;
	return rc == SQLITE_DONE;
}

/* An entry of no game (entries has no foreign key: sql/027), said as
 * foreign_key_check says a row of the other tables. */
static const char orphans_sql[] =
    "SELECT e.game_id, e.seq, 'entries -> games' FROM entries e"
    " WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.id = e.game_id) ORDER BY e.id";

/* An entry whose key is not its game and place (id = game_id * 2^32 + seq,
 * seq from 1 to 2^32 - 1: what the CHECK of entries held before sql/027):
 * tapis reads a game's entries by their key, the views by game_id. */
static const char places_sql[] =
    "SELECT game_id, seq, id FROM entries"
    " WHERE typeof(seq) <> 'integer' OR seq NOT BETWEEN 1 AND 4294967295"
    " OR id <> game_id * 4294967296 + seq ORDER BY id";

/* How many rows sql gives (its first row's first columns: a game and an
 * entry, into f), as fault kind; false if it failed. */
static bool
check_rows(struct store *s, const char *sql, enum store_fault_kind kind, struct store_fault *f)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK)
		return false;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		if (f->count++ == 0) {
			f->game = sqlite3_column_int64(st, 0);
			f->row = sqlite3_column_int64(st, 1);
			const char *what = (const char *)sqlite3_column_text(st, 2);
			/* untaken: NULL only where SQLite runs out of memory (the query names
			 * what is wrong on every row) */
			snprintf(f->what, sizeof f->what, "%s", what ? what : "");
		}
	sqlite3_finalize(st);
	if (f->count > 0)
		f->kind = kind;
	return rc == SQLITE_DONE;
}

/* An entry dated before its game, or by no date at all (tapis writes the
 * seconds of its time, never before the game's): its date, or '' where it
 * has none. */
/* (a game's start or end as tapis writes them, or no date: row 0, what
 * is written in its place) */
static const char times_sql[] =
    "SELECT id, 0, CASE WHEN " STORE_GAME_DATE_NOT("created") " THEN created"
    " ELSE finished END FROM games"
    " WHERE " STORE_GAME_DATE_NOT("created") " OR " STORE_GAME_DATE_NOT("finished")
    " UNION ALL SELECT e.game_id, e.seq, coalesce(datetime(e.created, 'unixepoch'), '')"
    " FROM entries e JOIN games g ON g.id = e.game_id"
    " WHERE typeof(e.created) <> 'integer' OR e.created < unixepoch(g.created)"
    " ORDER BY 1, 2";

/* What is kept of each game (what, from table kept) but for what is
 * found from the games now (view found), each way: the games whose rows
 * disagree, each once, into sql; the rows of check_rows.  (Each way in
 * its own subquery: SQLite's compound operators bind left to right, so
 * that A EXCEPT B UNION ALL B EXCEPT A would be B EXCEPT A alone.) */
static void
kept_sql(char *sql, size_t len, const char *what, const char *kept, const char *found)
{
	snprintf(sql, len, "SELECT DISTINCT x.game_id, 0, '' FROM"
	    " (SELECT game_id FROM (SELECT %s FROM %s EXCEPT SELECT %s FROM %s)"
	    " UNION ALL SELECT game_id FROM (SELECT %s FROM %s EXCEPT SELECT %s FROM %s)) x"
	    " ORDER BY x.game_id", what, found, what, kept, what, kept, what, found);
}

/* The games kept as damaged (sql/023), and what games lists of each ended
 * game (sql/025), against what the games say now. */
static bool
check_kept(struct store *s, struct store_check *c)
{
	static const struct {
		const char *what, *kept, *found;
		enum store_fault_kind kind;
	} kept[] = {
		{"game_id", "damaged_games", "damage_found", STORE_FAULT_DAMAGED},
		{"*", "game_listing", "game_listing_due", STORE_FAULT_LISTING},
	};
	for (size_t i = 0; i < sizeof kept / sizeof kept[0]; i++) {
		char sql[512];
		kept_sql(sql, sizeof sql, kept[i].what, kept[i].kept, kept[i].found);
		if (!check_rows(s, sql, kept[i].kind, &c->fault[c->n]))
			return false;
		c->n += c->fault[c->n].count > 0;
	}
	return true;
}

/* The totals kept as games end (sql/011, 021), each table of them. */
static const char *const totals[] = {"player_totals", "fact_totals"};

/* The totals written again from the games, as rename does for a name
 * (sql/011's totals_recount), inside a savepoint given back after: a row
 * of one not in the other is a total that disagrees with its games.
 * False if it failed (the savepoint given back too). */
static bool
check_totals(struct store *s, struct store_fault *f)
{
	char sql[512];
	bool ok = sqlite3_exec(s->db, "SAVEPOINT tapis_check", NULL, NULL, NULL) == SQLITE_OK;
	for (size_t i = 0; ok && i < sizeof totals / sizeof totals[0]; i++) {
		snprintf(sql, sizeof sql, "CREATE TEMP TABLE kept_%s AS SELECT * FROM main.%s;"
		    " DELETE FROM main.%s;", totals[i], totals[i], totals[i]);
		ok = sqlite3_exec(s->db, sql, NULL, NULL, NULL) == SQLITE_OK;
	}
	ok = ok && sqlite3_exec(s->db, "INSERT INTO totals_recount (player)"
	    " SELECT DISTINCT name FROM players", NULL, NULL, NULL) == SQLITE_OK;
	for (size_t i = 0; ok && i < sizeof totals / sizeof totals[0] && f->count == 0; i++) {
		snprintf(sql, sizeof sql, "SELECT 0, 0, player FROM (SELECT * FROM temp.kept_%s"
		    " EXCEPT SELECT * FROM main.%s UNION ALL SELECT * FROM main.%s"
		    " EXCEPT SELECT * FROM temp.kept_%s)", totals[i], totals[i], totals[i],
		    totals[i]);
		ok = check_rows(s, sql, STORE_FAULT_TOTALS, f);
		if (f->count > 0) {
			char who[sizeof f->what];
			snprintf(who, sizeof who, "%s", f->what);
			snprintf(f->what, sizeof f->what, "%s (%.150s)", totals[i], who);
		}
	}
	/* (the savepoint given back whatever happened: nothing is kept; the
	 * reason of a failure kept first, which giving it back would clear) */
	if (!ok)
		store_remember_error(s);
	bool back = sqlite3_exec(s->db, "ROLLBACK TO tapis_check; RELEASE tapis_check", NULL,
	    NULL, NULL) == SQLITE_OK;
	if (!back) {
		/* (a savepoint that could not be given back, short of memory:
		 * its transaction rolled back whole, or the recount would stay
		 * in it, read by what follows as the totals) */
		if (ok)
			store_remember_error(s);
		store_rollback(s);
	}
	return ok && back;
}

bool
store_check(struct store *s, struct store_check *c)
{
	memset(c, 0, sizeof *c);
	struct store_fault *f = &c->fault[0];
	if (!check_integrity(s, f))
		return false;
	if (f->count > 0) {
		/* (what the other looks read through a damaged index or page
		 * would be no answer) */
		c->n = 1;
		return true;
	}
	/* (the orphan entries counted with the rows foreign_key_check finds) */
	bool ok = check_foreign_keys(s, &c->fault[c->n]) &&
	    check_rows(s, orphans_sql, STORE_FAULT_KEYS, &c->fault[c->n]);
	c->n += ok && c->fault[c->n].count > 0;
	ok = ok && check_rows(s, places_sql, STORE_FAULT_PLACE, &c->fault[c->n]);
	c->n += ok && c->fault[c->n].count > 0;
	ok = ok && check_rows(s, times_sql, STORE_FAULT_TIMES, &c->fault[c->n]);
	c->n += ok && c->fault[c->n].count > 0;
	ok = ok && check_kept(s, c);
	c->totals = ok && !s->read_only;
	ok = ok && (s->read_only || check_totals(s, &c->fault[c->n]));
	c->n += ok && c->fault[c->n].count > 0;
	return ok;
}

bool
store_rebuild(struct store *s)
{
	if (!store_begin_any(s))
		return false;
	/* the indexes made again from their tables, then the totals, the
	 * list of damaged games and what games lists from the games */
	bool ok = sqlite3_exec(s->db, "REINDEX;"
	    " DELETE FROM player_totals; DELETE FROM fact_totals;"
	    " INSERT INTO totals_recount (player) SELECT DISTINCT name FROM players;"
	    " DELETE FROM damaged_games;"
	    " INSERT INTO damaged_games (game_id) SELECT game_id FROM damage_found;"
	    " DELETE FROM game_listing; INSERT INTO game_listing SELECT * FROM game_listing_due",
	    NULL, NULL, NULL) == SQLITE_OK;
	return ok ? store_commit(s) : store_fail(s);
}

long long
store_totals_rows(struct store *s, const char *player, const char *kind)
{
	/* (the table read whole, none of its indexes: a column no index holds
	 * counted, every column compared as +x, which no index serves; a row
	 * a player and rule set, a few hundred, where a game has a row in
	 * every other table) */
	sqlite3_stmt *st;
	long long n = -1;
	if (sqlite3_prepare_v2(s->db, "SELECT count(games) FROM player_totals"
	    " WHERE (?1 IS NULL OR +player = ?1) AND (?2 IS NULL OR +game = ?2 OR +family = ?2)",
	    -1, &st, NULL) != SQLITE_OK)
		return -1;
	if (player != NULL)
		sqlite3_bind_text(st, 1, player, -1, SQLITE_STATIC);
	if (kind != NULL)
		sqlite3_bind_text(st, 2, kind, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return n;
}
