/* grow: makes a big tapis database out of a small one that tapis wrote, by
 * copying its games again and again under new numbers.
 *
 *   grow SEED BIG GAMES     BIG (which must not exist): SEED's games, then
 *                           copies of them, GAMES games in all (a multiple
 *                           of the number of games in SEED)
 *   grow version DB         prints DB's PRAGMA user_version
 *
 * BIG starts as a page-for-page copy of SEED (the backup API): tapis's
 * schema, its application_id and user_version, its presets, its games
 * numbered 1..S.  Copy c (1, 2, ...) then adds every row of SEED's games
 * again with INSERT INTO t (...) SELECT ... FROM seed.t, table by table, the
 * numbers that name a row moved up by c times the largest in SEED, so that
 * the rows are the ones tapis wrote, under new numbers, in the order tapis
 * wrote them.
 *
 * Nothing of the schema is written here but the name of the table the
 * others hang from, games.  The rest is read from SEED:
 *   - the tables copied are games and every table with a column named
 *     game_id or a foreign key to a table copied (so a table added later,
 *     a facts table say, is copied too); other tables (presets) are left as
 *     SEED has them
 *   - the columns are those of PRAGMA table_info (generated columns are not
 *     listed there and are made again by SQLite)
 *   - a number that names a row is a copied table's one-column INTEGER
 *     primary key (games.id, entries.id), a column named game_id, or a
 *     column with a foreign key to one of those (the game_id of players,
 *     of entries, an entry_id): it is moved by the span of the key it names
 *   - every other value is copied as it is: the dates, seats, dice, facts
 *   - a copied table that tapis's own triggers write as the tables before
 *     it are copied (game_listing, what games lists of an ended game,
 *     written with its summary: sql/025) is not copied again; its rows
 *     must then be SEED's, moved, or grow fails.
 * A UNIQUE column this does not know to move makes an INSERT fail, and grow
 * with it; it never writes a database tapis would not have.
 *
 * The copies are written with journal_mode=OFF and synchronous=OFF, in
 * transactions of CHUNK copies, into BIG (the caller renames it once grow
 * has succeeded); BIG is set back to WAL, as tapis keeps its files, at the
 * end.  Foreign keys are not enforced while copying (the rows are copies of
 * rows that satisfied them); the caller checks the result through tapis. */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include <sqlite3.h>

#include "clock.h"

#define MAX_TABLES 64
#define MAX_COLUMNS 128
#define NAME_MAX_BYTES 128
#define CHUNK 200

struct column {
	char name[NAME_MAX_BYTES];
	int key;                   /* index of the key it holds or names, or -1 */
	long long scale;           /* it holds the key times this (1 but for a row
	                            * number made of a game's number and more) */
	bool fresh;                /* alone UNIQUE, no key: each copy a new value */
};

struct table {
	char name[NAME_MAX_BYTES];
	struct column col[MAX_COLUMNS];
	int ncol;
	int copied;
	long long rows;            /* in SEED */
};

/* A number that names a row: table.column, and how far apart the copies
 * put it (the largest value in SEED). */
struct key {
	int table, column;
	long long span;
};

static sqlite3 *db;
static struct table tab[MAX_TABLES];
static int ntab;
static struct key keys[MAX_TABLES * 2];
static int nkeys;

static void
die(const char *what, const char *why)
{
	fprintf(stderr, "grow: %s: %s\n", what, why);
	exit(2);
}

static void
exec(const char *sql)
{
	char *msg = NULL;
	if (sqlite3_exec(db, sql, NULL, NULL, &msg) != SQLITE_OK)
		die(sql, msg ? msg : sqlite3_errmsg(db));
}

static sqlite3_stmt *
prep(const char *sql)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		die(sql, sqlite3_errmsg(db));
	return st;
}

/* The one integer sql gives. */
static long long
one(const char *sql)
{
	sqlite3_stmt *st = prep(sql);
	if (sqlite3_step(st) != SQLITE_ROW)
		die(sql, sqlite3_errmsg(db));
	long long v = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return v;
}

/* A name as an SQL identifier, "quoted", into buf. */
static const char *
ident(const char *name, char *buf, size_t len)
{
	size_t n = 0;
	buf[n++] = '"';
	for (const char *p = name; *p && n + 3 < len; p++) {
		if (*p == '"')
			buf[n++] = '"';
		buf[n++] = *p;
	}
	buf[n++] = '"';
	buf[n] = '\0';
	return buf;
}

static int
find_table(const char *name)
{
	for (int i = 0; i < ntab; i++)
		if (strcasecmp(tab[i].name, name) == 0)
			return i;
	return -1;
}

static int
find_column(const struct table *t, const char *name)
{
	for (int i = 0; i < t->ncol; i++)
		if (strcasecmp(t->col[i].name, name) == 0)
			return i;
	return -1;
}

static int
add_key(int t, int c)
{
	char q[2][NAME_MAX_BYTES * 2 + 4], sql[1024];
	if (nkeys == (int)(sizeof keys / sizeof keys[0]))
		die("schema", "too many keys");
	snprintf(sql, sizeof sql, "SELECT coalesce(max(%s), 0) FROM seed.%s",
	    ident(tab[t].col[c].name, q[0], sizeof q[0]), ident(tab[t].name, q[1], sizeof q[1]));
	keys[nkeys] = (struct key){t, c, one(sql)};
	if (keys[nkeys].span <= 0)
		keys[nkeys].span = 1;
	tab[t].col[c].key = nkeys;
	return nkeys++;
}

/* The tables of SEED and their columns. */
static void
read_tables(void)
{
	sqlite3_stmt *st = prep("SELECT name FROM seed.sqlite_schema WHERE type = 'table'"
	    " AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rootpage");
	while (sqlite3_step(st) == SQLITE_ROW) {
		if (ntab == MAX_TABLES)
			die("schema", "too many tables");
		struct table *t = &tab[ntab++];
		snprintf(t->name, sizeof t->name, "%s", (const char *)sqlite3_column_text(st, 0));
	}
	sqlite3_finalize(st);
	for (int i = 0; i < ntab; i++) {
		struct table *t = &tab[i];
		char q[NAME_MAX_BYTES * 2 + 4], sql[512];
		snprintf(sql, sizeof sql, "SELECT name, upper(type), pk,"
		    " (SELECT count(*) FROM pragma_table_info(?1, 'seed') WHERE pk > 0)"
		    " FROM pragma_table_info(?1, 'seed') ORDER BY cid");
		st = prep(sql);
		sqlite3_bind_text(st, 1, t->name, -1, SQLITE_STATIC);
		while (sqlite3_step(st) == SQLITE_ROW) {
			if (t->ncol == MAX_COLUMNS)
				die(t->name, "too many columns");
			struct column *c = &t->col[t->ncol++];
			snprintf(c->name, sizeof c->name, "%s",
			    (const char *)sqlite3_column_text(st, 0));
			c->key = -1;
		}
		sqlite3_finalize(st);
		if (t->ncol == 0)
			die(t->name, "no columns");
		/* a column UNIQUE on its own (a game's uid): fresh in each copy */
		st = prep("SELECT ii.name FROM pragma_index_list(?1, 'seed') AS il,"
		    " pragma_index_info(il.name, 'seed') AS ii WHERE il.\"unique\" = 1"
		    " AND il.origin <> 'pk'"
		    " AND (SELECT count(*) FROM pragma_index_info(il.name, 'seed')) = 1");
		sqlite3_bind_text(st, 1, t->name, -1, SQLITE_STATIC);
		while (sqlite3_step(st) == SQLITE_ROW) {
			int c = find_column(t, (const char *)sqlite3_column_text(st, 0));
			if (c >= 0)
				t->col[c].fresh = true;
		}
		sqlite3_finalize(st);
		snprintf(sql, sizeof sql, "SELECT count(*) FROM seed.%s",
		    ident(t->name, q, sizeof q));
		t->rows = one(sql);
	}
}

/* The INTEGER primary key of table t if it has one of one column, else -1. */
static int
integer_key(int t)
{
	sqlite3_stmt *st = prep("SELECT name, upper(type) FROM pragma_table_info(?1, 'seed')"
	    " WHERE pk > 0");
	sqlite3_bind_text(st, 1, tab[t].name, -1, SQLITE_STATIC);
	int n = 0, col = -1;
	while (sqlite3_step(st) == SQLITE_ROW) {
		n++;
		if (strcmp((const char *)sqlite3_column_text(st, 1), "INTEGER") == 0)
			col = find_column(&tab[t], (const char *)sqlite3_column_text(st, 0));
	}
	sqlite3_finalize(st);
	return n == 1 ? col : -1;
}

/* Marks the tables to copy and the numbers to move, until nothing changes. */
static void
find_keys(void)
{
	int games = find_table("games");
	if (games < 0)
		die("seed", "no games table: not a tapis database");
	int id = integer_key(games);
	if (id < 0)
		die("seed", "games has no INTEGER primary key");
	tab[games].copied = 1;
	int game_key = add_key(games, id);
	for (bool changed = true; changed;) {
		changed = false;
		for (int i = 0; i < ntab; i++) {
			struct table *t = &tab[i];
			/* game_id, wherever it is */
			int g = find_column(t, "game_id");
			if (g >= 0 && t->col[g].key < 0) {
				t->col[g].key = game_key;
				t->copied = changed = true;
			}
			/* foreign keys to a number already known */
			sqlite3_stmt *st = prep("SELECT fk.\"from\", fk.\"table\", fk.\"to\", fk.seq"
			    " FROM pragma_foreign_key_list(?1, 'seed') AS fk");
			sqlite3_bind_text(st, 1, t->name, -1, SQLITE_STATIC);
			while (sqlite3_step(st) == SQLITE_ROW) {
				int from = find_column(t, (const char *)sqlite3_column_text(st, 0));
				int to_t = find_table((const char *)sqlite3_column_text(st, 1));
				if (from < 0 || to_t < 0 || t->col[from].key >= 0)
					continue;
				int to_c;
				if (sqlite3_column_type(st, 2) == SQLITE_NULL) {
					/* the parent's primary key, column seq of it */
					to_c = integer_key(to_t);
					if (sqlite3_column_int(st, 3) != 0)
						to_c = -1;
				} else {
					to_c = find_column(&tab[to_t],
					    (const char *)sqlite3_column_text(st, 2));
				}
				if (to_c >= 0 && tab[to_t].col[to_c].key >= 0) {
					t->col[from].key = tab[to_t].col[to_c].key;
					t->copied = changed = true;
				}
			}
			sqlite3_finalize(st);
			/* a copied table's own row numbers: where each is its game's
			 * number times 2^32 and more (tapis's entries), it moves with the
			 * game; otherwise it is a number of its own */
			if (t->copied) {
				int k = integer_key(i);
				if (k >= 0 && t->col[k].key < 0 && g >= 0 && t->rows > 0) {
					char q[2][NAME_MAX_BYTES * 2 + 4], q3[NAME_MAX_BYTES * 2 + 4], sql[512];
					snprintf(sql, sizeof sql, "SELECT count(*) FROM seed.%s WHERE %s / 4294967296"
					    " <> %s", ident(t->name, q[0], sizeof q[0]),
					    ident(t->col[k].name, q[1], sizeof q[1]),
					    ident(t->col[g].name, q3, sizeof q3));
					if (one(sql) == 0) {
						t->col[k].key = game_key;
						t->col[k].scale = 4294967296LL;
						changed = true;
					}
				}
				if (k >= 0 && t->col[k].key < 0) {
					add_key(i, k);
					changed = true;
				}
			}
		}
	}
}

/* The columns of table i, ", " between, after n bytes of sql; the new
 * length. */
static size_t
columns(int i, char *sql, size_t len, size_t n)
{
	const struct table *t = &tab[i];
	char q[NAME_MAX_BYTES * 2 + 4];
	for (int c = 0; c < t->ncol && n < len; c++)
		n += (size_t)snprintf(sql + n, len - n, "%s%s", c ? ", " : "",
		    ident(t->col[c].name, q, sizeof q));
	return n;
}

/* INSERT INTO main.t (cols) SELECT ... FROM copies CROSS JOIN seed.t, the
 * numbers moved by copies.c times their span; with insert false, the
 * SELECT alone. */
static size_t
copy_sql(int i, bool insert, char *sql, size_t len)
{
	const struct table *t = &tab[i];
	char q[NAME_MAX_BYTES * 2 + 4];
	size_t n = 0;
	if (insert) {
		n = (size_t)snprintf(sql, len, "INSERT INTO main.%s (", ident(t->name, q, sizeof q));
		n = columns(i, sql, len, n);
		n += (size_t)snprintf(sql + n, len - n, ") ");
	}
	n += (size_t)snprintf(sql + n, len - n, "SELECT ");
	for (int c = 0; c < t->ncol && n < len; c++) {
		if (t->col[c].fresh && t->col[c].key < 0) {
			n += (size_t)snprintf(sql + n, len - n, "%slower(hex(randomblob(16)))",
			    c ? ", " : "");
			continue;
		}
		n += (size_t)snprintf(sql + n, len - n, "%ss.%s", c ? ", " : "",
		    ident(t->col[c].name, q, sizeof q));
		if (t->col[c].key >= 0)
			n += (size_t)snprintf(sql + n, len - n, " + k.c * %lld",
			    keys[t->col[c].key].span * (t->col[c].scale ? t->col[c].scale : 1));
	}
	n += (size_t)snprintf(sql + n, len - n, " FROM temp.copies AS k CROSS JOIN seed.%s AS s"
	    " WHERE k.c BETWEEN ?1 AND ?2", ident(t->name, q, sizeof q));
	if (n >= len)
		die(t->name, "statement too long");
	return n;
}

static sqlite3_stmt *
copy_statement(int i, char *sql, size_t len)
{
	copy_sql(i, true, sql, len);
	return prep(sql);
}

/* Whether table i already holds rows of the copies: tapis's triggers wrote
 * them as the rows of the tables before it were copied (what games lists
 * of an ended game, written as its summary is), so that they are not
 * copied again. */
static bool
written_by_triggers(int i)
{
	char q[NAME_MAX_BYTES * 2 + 4], sql[300];
	snprintf(sql, sizeof sql, "SELECT count(*) FROM main.%s", ident(tab[i].name, q, sizeof q));
	return one(sql) > tab[i].rows;
}

/* Whether a trigger of SEED inserts into table i. */
static bool
trigger_written(int i)
{
	sqlite3_stmt *st = prep("SELECT count(*) FROM seed.sqlite_schema WHERE type = 'trigger'"
	    " AND instr(replace(replace(replace(lower(sql), char(10), ' '), char(9), ' '), '(', ' '),"
	    " 'into ' || lower(?1) || ' ') > 0");
	sqlite3_bind_text(st, 1, tab[i].name, -1, SQLITE_STATIC);
	bool written = sqlite3_step(st) == SQLITE_ROW && sqlite3_column_int64(st, 0) > 0;
	sqlite3_finalize(st);
	return written;
}

/* Dies unless table i, written by tapis's triggers, holds the rows of the
 * ncopies - 1 copies as SEED's would be copied (the count is checked after). */
static void
check_written(int i, long long ncopies, char *sql, size_t len)
{
	char q[NAME_MAX_BYTES * 2 + 4];
	size_t n = (size_t)snprintf(sql, len, "SELECT count(*) FROM (");
	n += copy_sql(i, false, sql + n, len - n);
	n += (size_t)snprintf(sql + n, len - n, " EXCEPT SELECT ");
	n = columns(i, sql, len, n);
	n += (size_t)snprintf(sql + n, len - n, " FROM main.%s)", ident(tab[i].name, q, sizeof q));
	if (n >= len)
		die(tab[i].name, "statement too long");
	sqlite3_stmt *st = prep(sql);
	sqlite3_bind_int64(st, 1, 1);
	sqlite3_bind_int64(st, 2, ncopies - 1);
	if (sqlite3_step(st) != SQLITE_ROW || sqlite3_column_int64(st, 0) != 0)
		die(tab[i].name, "written by tapis's triggers otherwise than SEED's rows");
	sqlite3_finalize(st);
}

static void
seed_copy(const char *seed, const char *big)
{
	sqlite3 *from;
	if (sqlite3_open_v2(seed, &from, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK)
		die(seed, sqlite3_errmsg(from));
	sqlite3_backup *b = sqlite3_backup_init(db, "main", from, "main");
	if (b == NULL)
		die(big, sqlite3_errmsg(db));
	if (sqlite3_backup_step(b, -1) != SQLITE_DONE)
		die(big, sqlite3_errmsg(db));
	if (sqlite3_backup_finish(b) != SQLITE_OK)
		die(big, sqlite3_errmsg(db));
	sqlite3_close(from);
}

static int
grow(const char *seed, const char *big, long long games)
{
	if (access(big, F_OK) == 0)
		die(big, "is there already");
	if (sqlite3_open_v2(big, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL)
	    != SQLITE_OK)
		die(big, sqlite3_errmsg(db));
	long long t0 = now_ns();
	seed_copy(seed, big);
	exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA foreign_keys = OFF;"
	    " PRAGMA cache_size = -262144; PRAGMA temp_store = MEMORY");
	char attach[4200];
	char q[4200];
	/* ATTACH takes an expression: the path as a string literal. */
	size_t n = 0;
	q[n++] = '\'';
	for (const char *p = seed; *p && n + 3 < sizeof q; p++) {
		if (*p == '\'')
			q[n++] = '\'';
		q[n++] = *p;
	}
	q[n++] = '\'';
	q[n] = '\0';
	snprintf(attach, sizeof attach, "ATTACH %s AS seed", q);
	exec(attach);

	read_tables();
	find_keys();
	int games_t = find_table("games");
	long long seed_games = tab[games_t].rows;
	long long span = keys[0].span;
	if (seed_games == 0 || seed_games != span)
		die(seed, "its games are not numbered 1, 2, ... without a gap");
	if (games % seed_games != 0 || games < seed_games)
		die("GAMES", "must be a multiple of the number of games in the seed");
	long long ncopies = games / seed_games;

	for (int i = 0; i < ntab; i++) {
		fprintf(stderr, "grow: %s: %s", tab[i].name, tab[i].copied ? "copied" : "kept");
		for (int c = 0; c < tab[i].ncol; c++)
			if (tab[i].col[c].key >= 0)
				fprintf(stderr, ", %s + %lld a copy", tab[i].col[c].name,
				    keys[tab[i].col[c].key].span *
				    (tab[i].col[c].scale ? tab[i].col[c].scale : 1));
		fputc('\n', stderr);
	}

	exec("CREATE TEMP TABLE copies (c INTEGER PRIMARY KEY)");
	{
		char sql[256];
		snprintf(sql, sizeof sql, "WITH RECURSIVE n(c) AS (SELECT 1 UNION ALL"
		    " SELECT c + 1 FROM n WHERE c < %lld) INSERT INTO temp.copies SELECT c FROM n",
		    ncopies - 1);
		if (ncopies > 1)
			exec(sql);
	}
	/* parents first, though foreign keys are off: games, then the tables
	 * tapis writes itself, then those its triggers write (the summaries,
	 * the listing), each group in the order the tables were made.  (The
	 * order of making alone put entries, made again by sql/027, after
	 * the summaries whose triggers read it.) */
	sqlite3_stmt *st[MAX_TABLES];
	int order[MAX_TABLES], nst = 0;
	char sql[16384];
	order[nst] = games_t;
	st[nst++] = copy_statement(games_t, sql, sizeof sql);
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < ntab; i++)
			if (tab[i].copied && i != games_t && trigger_written(i) == (pass == 1)) {
				order[nst] = i;
				st[nst++] = copy_statement(i, sql, sizeof sql);
			}
	bool triggered[MAX_TABLES] = {false};
	for (long long lo = 1; lo < ncopies; lo += CHUNK) {
		long long hi = lo + CHUNK - 1 < ncopies - 1 ? lo + CHUNK - 1 : ncopies - 1;
		exec("BEGIN");
		for (int i = 0; i < nst; i++) {
			if (lo == 1 && written_by_triggers(order[i])) {
				triggered[i] = true;
				fprintf(stderr, "grow: %s: written by tapis's triggers as the copies"
				    " are\n", tab[order[i]].name);
			}
			if (triggered[i])
				continue;
			sqlite3_bind_int64(st[i], 1, lo);
			sqlite3_bind_int64(st[i], 2, hi);
			if (sqlite3_step(st[i]) != SQLITE_DONE)
				die(tab[order[i]].name, sqlite3_errmsg(db));
			sqlite3_reset(st[i]);
		}
		exec("COMMIT");
	}
	for (int i = 0; i < nst; i++) {
		sqlite3_finalize(st[i]);
		if (triggered[i])
			check_written(order[i], ncopies, sql, sizeof sql);
	}
	exec("DETACH seed");

	/* what was made: every copied table holds ncopies times SEED's rows */
	for (int i = 0; i < ntab; i++) {
		char qt[NAME_MAX_BYTES * 2 + 4], count[300];
		snprintf(count, sizeof count, "SELECT count(*) FROM main.%s",
		    ident(tab[i].name, qt, sizeof qt));
		long long want = tab[i].copied ? tab[i].rows * ncopies : tab[i].rows;
		long long got = one(count);
		if (got != want) {
			snprintf(count, sizeof count, "holds %lld rows, not %lld", got, want);
			die(tab[i].name, count);
		}
		printf("rows %s %lld\n", tab[i].name, got);
	}
	exec("PRAGMA journal_mode = WAL");
	if (sqlite3_close(db) != SQLITE_OK)
		die(big, "close");
	printf("games %lld\n", games);
	printf("seed_games %lld\n", seed_games);
	printf("grow_ns %lld\n", now_ns() - t0);
	return 0;
}

int
main(int argc, char **argv)
{
	if (argc == 3 && strcmp(argv[1], "version") == 0) {
		if (sqlite3_open_v2(argv[2], &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK)
			die(argv[2], sqlite3_errmsg(db));
		printf("%lld\n", one("PRAGMA user_version"));
		sqlite3_close(db);
		return 0;
	}
	if (argc == 4) {
		char *end;
		errno = 0;
		long long games = strtoll(argv[3], &end, 10);
		if (errno != 0 || end == argv[3] || *end != '\0' || games < 1)
			die("GAMES", "must be a whole number > 0");
		return grow(argv[1], argv[2], games);
	}
	fprintf(stderr, "usage: grow SEED BIG GAMES\n       grow version DB\n");
	return 2;
}
