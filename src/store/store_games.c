/* The store's list of games: one row a game from the view game_rows
 * (sql/025), all of them or those a filter lets through.  The SQL is made
 * of fixed pieces; every value is bound. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "store.h"
#include "store_private.h"
#include "text.h"

/* A game's local time, as SQLite's datetime(created, 'localtime') writes
 * it ("2024-03-01 22:30:00"), worked out here for a time as tapis stores
 * it ("2024-03-01T21:30:00Z", a year from 1971 to 2037, where SQLite's is
 * localtime_r's too): SQLite's cost a fifth of games --all at 100,000
 * games.  Any other text (imported, mended by hand) is SQLite's own, by
 * the statement `other` (prepared when first needed). */
struct local_times {
	struct store *s;
	sqlite3_stmt *other;
	char text[32];
};

/* The n digits of v (at least 0) at buf. */
static void
put_digits(char *buf, int n, int v)
{
	for (int i = n - 1; i >= 0; i--, v /= 10)
		buf[i] = (char)('0' + v % 10);
}

/* The seconds since 1970 of utc, a time as tapis stores it within the
 * years localtime_r and SQLite agree on; -1 for any other. */
static time_t
stored_time(const char *utc)
{
	static const int before[12] = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};
	static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
	if (strnlen(utc, 21) != 20 || utc[4] != '-' || utc[7] != '-' || utc[10] != 'T' ||
	    utc[13] != ':' || utc[16] != ':' || utc[19] != 'Z')
		return -1;
	int y = text_digits(utc, 4), m = text_digits(utc + 5, 2), d = text_digits(utc + 8, 2);
	int h = text_digits(utc + 11, 2), mi = text_digits(utc + 14, 2);
	int sec = text_digits(utc + 17, 2);
	if (y < 1971 || y > 2037 || m < 1 || m > 12 || h < 0 || h > 23 || mi < 0 || mi > 59 ||
	    sec < 0 || sec > 59 || d < 1 || d > days[m - 1] + (m == 2 && y % 4 == 0))
		return -1;
	long long day = (y - 1970) * 365LL + (y - 1969) / 4 + before[m - 1] +
	    (m > 2 && y % 4 == 0) + d - 1;
	return (time_t)(day * 86400 + h * 3600 + mi * 60 + sec);
}

/* utc (a games row's created) as a local time, or NULL as SQLite gives
 * it; the text lasts until the next call. */
static const char *
local_time(struct local_times *l, const char *utc)
{
	/* untaken: games.created is NOT NULL (SQLite gives NULL only out of memory) */
	time_t t = utc != NULL ? stored_time(utc) : -1;
	struct tm tm, *lt = t >= 0 ? localtime_r(&t, &tm) : NULL;
	/* (stored_time takes 1971 to 2037 only: a year of four digits) */
	if (lt != NULL) {
		char *b = l->text;
		put_digits(b, 4, lt->tm_year + 1900);
		b[4] = '-';
		put_digits(b + 5, 2, lt->tm_mon + 1);
		b[7] = '-';
		put_digits(b + 8, 2, lt->tm_mday);
		b[10] = ' ';
		put_digits(b + 11, 2, lt->tm_hour);
		b[13] = ':';
		put_digits(b + 14, 2, lt->tm_min);
		b[16] = ':';
		put_digits(b + 17, 2, lt->tm_sec);
		b[19] = '\0';
		return b;
	}
	if (l->other == NULL && sqlite3_prepare_v2(l->s->db, "SELECT datetime(?1, 'localtime')",
	    -1, &l->other, NULL) != SQLITE_OK)
		return NULL;
	sqlite3_reset(l->other);
	sqlite3_bind_text(l->other, 1, utc, -1, SQLITE_STATIC);
	const char *local = sqlite3_step(l->other) == SQLITE_ROW
	    ? (const char *)sqlite3_column_text(l->other, 0) : NULL;
	if (local == NULL)
		return NULL;
	snprintf(l->text, sizeof l->text, "%s", local);
	return l->text;
}

/* The pieces of the SQL of make_sql.  Each is used once at most, but a
 * player's, once a player: SQL_MOST holds them all at once, so that the
 * SQL is made with no check of its length at each piece. */
#define SQL_COUNT "SELECT count(*) FROM games g WHERE 1"
/* (game_rows has the columns of games the filters name: an ended game's
 * row is read as kept, sql/025) */
#define SQL_ROWS "SELECT g.id, g.game, g.created, g.status, g.names, g.winner, g.entries," \
    " g.family, g.results, g.turns, g.loser, g.result, g.damaged FROM game_rows g WHERE 1"
#define SQL_ID " AND g.id = ?1"
#define SQL_FAMILY " AND g.family = ?2"
#define SQL_GAME " AND g.game = ?3"
#define SQL_STATUS " AND g.status = ?4"
#define SQL_ENDED " AND g.status IN ('finished', 'abandoned')"
/* The dates are local, the stored times UTC: a local day's bounds are
 * turned into UTC so that the index on games (created) serves. */
#define SQL_SINCE " AND g.created >= strftime('%Y-%m-%dT%H:%M:%SZ', ?5, 'utc')"
#define SQL_UNTIL " AND g.created < strftime('%Y-%m-%dT%H:%M:%SZ', ?6, '+1 day', 'utc')"
/* each player asked for: a seat in the game (found through the index on
 * players' names); NN is the parameter's two digits, from ?10 */
#define SQL_PLAYER " AND g.id IN (SELECT game_id FROM players WHERE name = ?NN)"
/* the newest first, straight from the index on games (created) */
#define SQL_ORDER " ORDER BY " NEWEST_FIRST("g.")
#define SQL_LIMIT " LIMIT ?7"
#define SQL_MOST (sizeof SQL_ROWS + sizeof SQL_ID + sizeof SQL_FAMILY + sizeof SQL_GAME + \
    sizeof SQL_STATUS + sizeof SQL_ENDED + sizeof SQL_SINCE + sizeof SQL_UNTIL + \
    STORE_MAX_PLAYERS * sizeof SQL_PLAYER + sizeof SQL_ORDER + sizeof SQL_LIMIT)
_Static_assert(sizeof SQL_ROWS > sizeof SQL_COUNT, "SQL_MOST counts the longer start");
_Static_assert(10 + STORE_MAX_PLAYERS <= 100, "a player's parameter has two digits");

/* Puts text at `at`; where the next piece goes. */
static char *
put(char *at, const char *text)
{
	size_t n = strlen(text);
	memcpy(at, text, n + 1);
	return at + n;
}

/* The SQL for game id (0: every game) through filter f (NULL: none), or
 * (count) for how many there are.  Parameters: ?1 the id, ?2 family, ?3
 * rule set, ?4 status, ?5 since, ?6 until, ?7 the limit, then from ?10 the
 * names of the players, in order (at most STORE_MAX_PLAYERS: the caller
 * checks). */
static void
make_sql(const struct store_game_filter *f, int64_t id, bool count, char sql[static SQL_MOST])
{
	char *at = put(sql, count ? SQL_COUNT : SQL_ROWS);
	if (id != 0)
		at = put(at, SQL_ID);
	if (f != NULL) {
		if (f->family)
			at = put(at, SQL_FAMILY);
		if (f->game)
			at = put(at, SQL_GAME);
		if (f->status)
			at = put(at, SQL_STATUS);
		if (f->ended)
			at = put(at, SQL_ENDED);
		if (f->since)
			at = put(at, SQL_SINCE);
		if (f->until)
			at = put(at, SQL_UNTIL);
		for (int p = 0; p < f->nplayers; p++) {
			at = put(at, SQL_PLAYER);
			put_digits(at - 3, 2, 10 + p);          /* the NN before ")" */
		}
	}
	if (count)
		return;
	at = put(at, SQL_ORDER);
	if (f != NULL && f->limit > 0)
		put(at, SQL_LIMIT);
}

/* Binds what f asks for to st, made by make_sql. */
static void
bind_filter(sqlite3_stmt *st, const struct store_game_filter *f)
{
	const char *text[] = {f->family, f->game, f->status, f->since, f->until};
	for (int i = 0; i < 5; i++)
		if (text[i] != NULL)
			sqlite3_bind_text(st, 2 + i, text[i], -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 7, f->limit);
	for (int p = 0; p < f->nplayers; p++)
		sqlite3_bind_text(st, 10 + p, f->name[p], -1, SQLITE_STATIC);
}

long long
store_count_games(struct store *s, const struct store_game_filter *f)
{
	sqlite3_stmt *st;
	char sql[SQL_MOST];
	if (f->nplayers < 0 || f->nplayers > STORE_MAX_PLAYERS)
		return -1;
	make_sql(f, 0, true, sql);
	if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK)
		return -1;
	bind_filter(st, f);
	long long n = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
	return sqlite3_finalize(st) == SQLITE_OK ? n : -1;
}

/* Calls fn for game id, or for every game (id 0) that f lets through,
 * newest first; stops early if fn returns false.  How many rows fn saw,
 * or -1 on an error. */
static int
each_game(struct store *s, const struct store_game_filter *f, int64_t id,
    bool (*fn)(const struct store_game_row *, void *), void *ctx)
{
	sqlite3_stmt *st;
	char sql[SQL_MOST];
	int n = 0;
	if (f != NULL && (f->nplayers < 0 || f->nplayers > STORE_MAX_PLAYERS))
		return -1;
	/* one game's row: its statement kept once made (not while it is
	 * being read, by a caller's fn that reads another) */
	bool one = f == NULL && id != 0 && (s->game_row == NULL || !sqlite3_stmt_busy(s->game_row));
	if (one && s->game_row != NULL)
		st = s->game_row;
	else {
		make_sql(f, id, false, sql);
		unsigned flags = one ? SQLITE_PREPARE_PERSISTENT : 0;
		if (sqlite3_prepare_v3(s->db, sql, -1, flags, &st, NULL) != SQLITE_OK)
			return -1;
		if (one)
			s->game_row = st;
	}
	sqlite3_bind_int64(st, 1, id);
	if (f != NULL)
		bind_filter(st, f);
	struct local_times local = {s, NULL, ""};
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		struct store_game_row row = {
			.id = sqlite3_column_int64(st, 0),
			.game = (const char *)sqlite3_column_text(st, 1),
			.created = local_time(&local, (const char *)sqlite3_column_text(st, 2)),
			.status = (const char *)sqlite3_column_text(st, 3),
			.players = (const char *)sqlite3_column_text(st, 4),
			.winner = (const char *)sqlite3_column_text(st, 5),
			.entries = sqlite3_column_int(st, 6),
			.family = (const char *)sqlite3_column_text(st, 7),
			.results = (const char *)sqlite3_column_text(st, 8),
			.turns = sqlite3_column_int(st, 9),
			.loser = (const char *)sqlite3_column_text(st, 10),
			.result = (const char *)sqlite3_column_text(st, 11),
			.damaged = sqlite3_column_int(st, 12) != 0,
		};
		n++;
		if (!fn(&row, ctx))
			break;
	}
	bool ok = rc == SQLITE_ROW || rc == SQLITE_DONE;
	sqlite3_finalize(local.other);
	ok = (st == s->game_row ? sqlite3_reset(st) : sqlite3_finalize(st)) == SQLITE_OK && ok;
	return ok ? n : -1;
}

bool
store_each_game(struct store *s, bool (*fn)(const struct store_game_row *, void *), void *ctx)
{
	return each_game(s, NULL, 0, fn, ctx) >= 0;
}

int
store_find_games(struct store *s, const struct store_game_filter *f,
    bool (*fn)(const struct store_game_row *, void *), void *ctx)
{
	return each_game(s, f, 0, fn, ctx);
}

int
store_game_row(struct store *s, int64_t id, bool (*fn)(const struct store_game_row *, void *),
    void *ctx)
{
	return id > 0 ? each_game(s, NULL, id, fn, ctx) : 0;
}

bool
store_each_game_id(struct store *s, bool playing, bool (*fn)(int64_t, void *), void *ctx)
{
	sqlite3_stmt *st;
	/* the games table alone: a Tab must not count every game's entries */
	if (sqlite3_prepare_v2(s->db, "SELECT id FROM games WHERE ?1 = 0 OR status = 'playing'"
	    " ORDER BY id DESC", -1, &st, NULL) != SQLITE_OK)
		return false;
	sqlite3_bind_int(st, 1, playing);
	while (sqlite3_step(st) == SQLITE_ROW)
		if (!fn(sqlite3_column_int64(st, 0), ctx))
			break;
	return sqlite3_finalize(st) == SQLITE_OK;
}

int
store_rule_set_used(struct store *s, const char *name)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, "SELECT EXISTS (SELECT 1 FROM games WHERE game = ?1)"
	    " OR EXISTS (SELECT 1 FROM presets WHERE name = ?1)", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	int found = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
	sqlite3_finalize(st);
	return found;
}

/* Text column i of st into buf ("" for NULL). */
static void
column_text(sqlite3_stmt *st, int i, char *buf, size_t len)
{
	const char *t = (const char *)sqlite3_column_text(st, i);
	snprintf(buf, len, "%s", t != NULL ? t : "");
}

/* Whole-number column i of st, or none for NULL. */
static int
column_int_or(sqlite3_stmt *st, int i, int none)
{
	return sqlite3_column_type(st, i) == SQLITE_NULL ? none : sqlite3_column_int(st, i);
}

int
store_game_result(struct store *s, int64_t id, struct store_result *r)
{
	sqlite3_stmt *st;
	memset(r, 0, sizeof *r);
	if (sqlite3_prepare_v2(s->db, "SELECT g.status, g.winner, g.loser, g.result, p.seat,"
	    " p.final_score, p.rank FROM games g JOIN players p ON p.game_id = g.id"
	    " WHERE g.id = ?1 ORDER BY p.seat", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_int64(st, 1, id);
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		column_text(st, 0, r->status, sizeof r->status);
		r->winner = column_int_or(st, 1, -1);
		r->loser = column_int_or(st, 2, -1);
		column_text(st, 3, r->result, sizeof r->result);
		int seat = sqlite3_column_int(st, 4);
		if (seat < 0 || seat >= STORE_MAX_PLAYERS || seat != r->nplayers)
			continue;             /* the load says what is wrong with the seats */
		r->has_final[seat] = sqlite3_column_type(st, 5) != SQLITE_NULL;
		r->final_score[seat] = sqlite3_column_int(st, 5);
		r->rank[seat] = column_int_or(st, 6, -1);
		r->nplayers++;
	}
	sqlite3_finalize(st);
	return rc != SQLITE_DONE ? -1 : r->nplayers > 0;
}
