/* probe: where the time of an entry and of an undo goes, measured inside one
 * process linked with libtapis.a (the code tapis runs, minus main() and the
 * reading of lines).  It explains what run.sh measures from outside; it does
 * not replace it.  Times are nanoseconds of the monotonic clock; every line
 * printed is "name value".
 *
 *   probe entries DB SCRIPT
 *       Plays a gen script.  Each entry is timed in three parts: the engine
 *       (game_play), the store (store_append: one transaction) and the
 *       rendering (render_outcome, then fflush to /dev/null as batch mode
 *       does).  `new` lines go through command_run_line and are timed apart.
 *
 *   probe undo DB SCRIPT K
 *       Plays a gen script of one game, then K times: undo the newest entry,
 *       timing the replay (game_undo) and the store (store_undo) apart, then
 *       redo it (timed too), so that every undo is made at the same length.
 *
 *   probe sql DIR N
 *       Takes the store's transaction apart on tapis's own schema (made by
 *       store_open) with plain SQLite and the same settings and statements as
 *       src/store.c, adding one statement at a time: N commits each, and the
 *       WAL frames (pages) each commit wrote. */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <sqlite3.h>

#include "command.h"
#include "tapis.h"

#define WORDS 16

static FILE *null_out;

static long long
now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void
die(const char *what, const char *why)
{
	fprintf(stderr, "probe: %s: %s\n", what, why);
	exit(2);
}

static int
cmp_ll(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;
	return (x > y) - (x < y);
}

/* Sorts v in place; returns its median. */
static long long
median(long long *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp_ll);
	return n ? v[n / 2] : 0;
}

static void
open_tapis(struct tapis *t, const char *path)
{
	char err[512];
	memset(t, 0, sizeof *t);
	ui_init(&t->ui, false, false);
	t->ui.out = null_out;
	t->ui.err = stderr;
	t->db_path = path;
	t->store = store_open(path, err, sizeof err);
	if (t->store == NULL)
		die(path, err);
}

static void
close_tapis(struct tapis *t)
{
	session_close(t);
	store_close(t->store);
}

struct split {
	long long engine, store, render, newgame;
	long entries, games;
};

/* Plays one line of a gen script, timing its parts into *sp. */
static void
play_line(struct tapis *t, const char *text, long lineno, struct split *sp)
{
	char line[256], why[512];
	char *words[WORDS];
	int n = 0;
	struct farkle_action a;
	struct farkle_outcome out;

	t->line = lineno;
	snprintf(line, sizeof line, "%s", text);
	char *save = NULL;
	for (char *w = strtok_r(line, " \t\r\n", &save); w && n < WORDS;
	    w = strtok_r(NULL, " \t\r\n", &save))
		words[n++] = w;
	if (n == 0)
		return;
	if (strcmp(words[0], "new") == 0) {
		long long t0 = now_ns();
		if (command_run_line(t, text) != CMD_OK)
			die(text, "refused");
		sp->newgame += now_ns() - t0;
		sp->games++;
		return;
	}
	memset(&a, 0, sizeof a);
	if (strcmp(words[0], "bank") == 0) {
		a.kind = ACTION_BANK;
	} else if (strcmp(words[0], "keep") == 0) {
		a.kind = ACTION_KEEP;
		if (!dice_parse(n - 1, words + 1, &a.dice, why, sizeof why))
			die(text, why);
	} else {
		a.kind = ACTION_THROW;
		if (!dice_parse(n, words, &a.dice, why, sizeof why))
			die(text, why);
	}
	if (t->game == NULL)
		die(text, "no game open");
	long long t0 = now_ns();
	if (!game_play(t->game, &a, &out, why, sizeof why))
		die(text, why);
	long long t1 = now_ns();
	if (!store_append(t->store, t->game, &out))
		die(text, store_error(t->store));
	long long t2 = now_ns();
	render_outcome(&t->ui, t->game, &a, &out);
	fflush(t->ui.out);
	long long t3 = now_ns();
	sp->engine += t1 - t0;
	sp->store += t2 - t1;
	sp->render += t3 - t2;
	sp->entries++;
}

static void
play_script(struct tapis *t, const char *path, struct split *sp)
{
	FILE *f = fopen(path, "r");
	char buf[256];
	long lineno = 0;
	if (f == NULL)
		die(path, "cannot open");
	while (fgets(buf, sizeof buf, f))
		play_line(t, buf, ++lineno, sp);
	fclose(f);
}

static int
entries(const char *db, const char *script)
{
	struct split sp = {0};
	struct tapis t;
	open_tapis(&t, db);
	play_script(&t, script, &sp);
	close_tapis(&t);
	if (sp.entries == 0)
		die(script, "no entries");
	printf("entries %ld\n", sp.entries);
	printf("engine_ns %lld\n", sp.engine / sp.entries);
	printf("store_ns %lld\n", sp.store / sp.entries);
	printf("render_ns %lld\n", sp.render / sp.entries);
	printf("games %ld\n", sp.games);
	printf("new_ns %lld\n", sp.games ? sp.newgame / sp.games : 0);
	return 0;
}

static int
undo(const char *db, const char *script, int k)
{
	struct split sp = {0};
	struct tapis t;
	long long *replay = calloc((size_t)k, sizeof *replay);
	long long *store = calloc((size_t)k, sizeof *store);
	long long *total = calloc((size_t)k, sizeof *total);
	long long *redo = calloc((size_t)k, sizeof *redo);
	if (!replay || !store || !total || !redo)
		die("probe", "out of memory");
	open_tapis(&t, db);
	play_script(&t, script, &sp);
	if (t.game == NULL || t.game->nactive == 0)
		die(script, "no game to undo in");
	printf("game_entries %d\n", t.game->nactive);
	for (int i = 0; i < k; i++) {
		struct farkle_outcome out;
		long long t0 = now_ns();
		if (!game_undo(t.game))
			die("undo", "game_undo failed");
		long long t1 = now_ns();
		if (!store_undo(t.store, t.game))
			die("undo", store_error(t.store));
		long long t2 = now_ns();
		if (!game_redo(t.game, &out))
			die("redo", "game_redo failed");
		if (!store_redo(t.store, t.game, &out))
			die("redo", store_error(t.store));
		long long t3 = now_ns();
		replay[i] = t1 - t0;
		store[i] = t2 - t1;
		total[i] = t2 - t0;
		redo[i] = t3 - t2;
	}
	close_tapis(&t);
	printf("undo_replay_ns %lld\n", median(replay, k));
	printf("undo_store_ns %lld\n", median(store, k));
	printf("undo_ns %lld\n", median(total, k));
	printf("undo_p90_ns %lld\n", total[k * 9 / 10]);
	printf("undo_max_ns %lld\n", total[k - 1]);
	printf("redo_ns %lld\n", median(redo, k));
	free(replay);
	free(store);
	free(total);
	free(redo);
	return 0;
}

/* ---- the store's transaction, taken apart */

/* Counts the WAL frames each commit writes.  A WAL hook replaces SQLite's
 * automatic checkpoint, so this one checkpoints as that one does (PASSIVE, at
 * 1000 frames). */
struct frames {
	long long total;
	int last;
};

static int
frames_hook(void *ctx, sqlite3 *db, const char *name, int npages)
{
	struct frames *f = ctx;
	f->total += npages >= f->last ? npages - f->last : npages;
	f->last = npages;
	if (npages >= 1000) {
		sqlite3_wal_checkpoint_v2(db, name, SQLITE_CHECKPOINT_PASSIVE, NULL, NULL);
		f->last = 0;
	}
	return SQLITE_OK;
}

static sqlite3 *
raw_open(const char *dir, const char *name)
{
	char path[4096];
	struct tapis t;
	sqlite3 *db;
	snprintf(path, sizeof path, "%s/%s.db", dir, name);
	open_tapis(&t, path);      /* the schema, as tapis makes it */
	if (command_run_line(&t, "new 10000 alice bob") != CMD_OK)
		die(name, "new refused");
	close_tapis(&t);
	if (sqlite3_open(path, &db) != SQLITE_OK ||
	    sqlite3_exec(db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;"
	    " PRAGMA foreign_keys = ON;"
	    /* the floor's table */
	    " CREATE TABLE t (id INTEGER PRIMARY KEY, game INTEGER NOT NULL, dice TEXT);"
	    /* an entry and its facts in one row of one B-tree, for comparison */
	    " CREATE TABLE lean (game_id INTEGER NOT NULL REFERENCES games (id),"
	    "  seq INTEGER NOT NULL, seat INTEGER NOT NULL, kind TEXT NOT NULL, dice TEXT,"
	    "  undone INTEGER NOT NULL DEFAULT 0,"
	    "  created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),"
	    "  kept TEXT, kept_points INTEGER, best INTEGER, outcome TEXT, points INTEGER,"
	    "  cross INTEGER, penalty INTEGER, score_after INTEGER,"
	    "  PRIMARY KEY (game_id, seq)) WITHOUT ROWID;",
	    NULL, NULL, NULL) != SQLITE_OK)
		die(path, sqlite3_errmsg(db));
	return db;
}

static sqlite3_stmt *
prep(sqlite3 *db, const char *sql)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &st, NULL) != SQLITE_OK)
		die(sql, sqlite3_errmsg(db));
	return st;
}

static void
step(sqlite3 *db, sqlite3_stmt *st)
{
	if (sqlite3_step(st) != SQLITE_DONE)
		die(sqlite3_sql(st), sqlite3_errmsg(db));
	sqlite3_reset(st);
}

enum {
	W_FLOOR = 1, W_DROP = 2, W_ENTRY = 4, W_KEEP = 8, W_THROW = 16, W_TURN = 32,
	W_LEAN = 64,
};

/* n commits, each doing the parts in `what`; prints ns and frames per commit. */
static void
transaction(const char *dir, const char *name, int what, long n)
{
	sqlite3 *db = raw_open(dir, name);
	struct frames fr = {0, 0};
	sqlite3_stmt *begin = prep(db, "BEGIN IMMEDIATE");
	sqlite3_stmt *commit = prep(db, "COMMIT");
	sqlite3_stmt *floor_row = prep(db, "INSERT INTO t (game, dice) VALUES (?1, ?2)");
	sqlite3_stmt *drop = prep(db, "DELETE FROM entries WHERE game_id = ?1 AND undone = 1");
	sqlite3_stmt *entry = prep(db, "INSERT INTO entries (game_id, seq, seat, kind, dice)"
	    " VALUES (?1, ?2, ?3, ?4, ?5)");
	sqlite3_stmt *keep = prep(db, "INSERT INTO keeps (entry_id, game_id, seat, faces, points,"
	    " implicit, full_hand) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
	sqlite3_stmt *thr = prep(db, "INSERT INTO throws (entry_id, game_id, seat, faces,"
	    " dice_in_hand, best, bust) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
	sqlite3_stmt *turn = prep(db, "INSERT INTO turns (entry_id, game_id, seat, outcome,"
	    " points, cross, penalty, score_after) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
	sqlite3_stmt *lean = prep(db, "INSERT INTO lean (game_id, seq, seat, kind, dice, kept,"
	    " kept_points, best, outcome, points, cross, penalty, score_after)"
	    " VALUES (?1, ?2, ?3, 'throw', '1 1 1 2 3', '1 1 1', 1000, 1000, 'bust', 1000,"
	    " 1, 0, 0)");

	sqlite3_wal_hook(db, frames_hook, &fr);
	long long t0 = now_ns();
	for (long i = 0; i < n; i++) {
		int seat = (int)(i % 2);
		sqlite3_int64 id = 0;
		step(db, begin);
		if (what & W_FLOOR) {
			sqlite3_bind_int64(floor_row, 1, 1);
			sqlite3_bind_text(floor_row, 2, "2 2 3 4 6", -1, SQLITE_STATIC);
			step(db, floor_row);
		}
		if (what & W_LEAN) {
			sqlite3_bind_int64(lean, 1, 1);
			sqlite3_bind_int64(lean, 2, i + 1);
			sqlite3_bind_int(lean, 3, seat);
			step(db, lean);
		}
		if (what & W_DROP) {
			sqlite3_bind_int64(drop, 1, 1);
			step(db, drop);
		}
		if (what & W_ENTRY) {
			sqlite3_bind_int64(entry, 1, 1);
			sqlite3_bind_int64(entry, 2, i + 1);
			sqlite3_bind_int(entry, 3, seat);
			sqlite3_bind_text(entry, 4, "throw", -1, SQLITE_STATIC);
			sqlite3_bind_text(entry, 5, "1 1 1 2 3", -1, SQLITE_STATIC);
			step(db, entry);
			id = sqlite3_last_insert_rowid(db);
		}
		if (what & W_KEEP) {
			sqlite3_bind_int64(keep, 1, id);
			sqlite3_bind_int64(keep, 2, 1);
			sqlite3_bind_int(keep, 3, seat);
			sqlite3_bind_text(keep, 4, "1 1 1", -1, SQLITE_STATIC);
			sqlite3_bind_int(keep, 5, 1000);
			sqlite3_bind_int(keep, 6, 1);
			sqlite3_bind_int(keep, 7, 0);
			step(db, keep);
		}
		if (what & W_THROW) {
			sqlite3_bind_int64(thr, 1, id);
			sqlite3_bind_int64(thr, 2, 1);
			sqlite3_bind_int(thr, 3, seat);
			sqlite3_bind_text(thr, 4, "2 3", -1, SQLITE_STATIC);
			sqlite3_bind_int(thr, 5, 2);
			sqlite3_bind_int(thr, 6, 0);
			sqlite3_bind_int(thr, 7, 1);
			step(db, thr);
		}
		if (what & W_TURN) {
			sqlite3_bind_int64(turn, 1, id);
			sqlite3_bind_int64(turn, 2, 1);
			sqlite3_bind_int(turn, 3, seat);
			sqlite3_bind_text(turn, 4, "bust", -1, SQLITE_STATIC);
			sqlite3_bind_int(turn, 5, 1000);
			sqlite3_bind_int(turn, 6, 1);
			sqlite3_bind_int(turn, 7, 0);
			sqlite3_bind_int(turn, 8, 0);
			step(db, turn);
		}
		step(db, commit);
	}
	long long per = (now_ns() - t0) / n;
	sqlite3_stmt *all[] = {begin, commit, floor_row, drop, entry, keep, thr, turn, lean};
	for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
		sqlite3_finalize(all[i]);
	if (sqlite3_close(db) != SQLITE_OK)
		die(name, "close");
	printf("%s_ns %lld\n", name, per);
	printf("%s_frames %.2f\n", name, (double)fr.total / (double)n);
}

static int
sql(const char *dir, long n)
{
	/* The floor, then the store's statements added one at a time, in the
	 * order store_append runs them, then the lean single row. */
	transaction(dir, "floor", W_FLOOR, n);
	transaction(dir, "entry", W_ENTRY, n);
	transaction(dir, "drop_entry", W_DROP | W_ENTRY, n);
	transaction(dir, "drop_entry_keep", W_DROP | W_ENTRY | W_KEEP, n);
	transaction(dir, "drop_entry_keep_throw", W_DROP | W_ENTRY | W_KEEP | W_THROW, n);
	transaction(dir, "drop_entry_keep_throw_turn",
	    W_DROP | W_ENTRY | W_KEEP | W_THROW | W_TURN, n);
	transaction(dir, "lean", W_LEAN, n);
	return 0;
}

int
main(int argc, char **argv)
{
	null_out = fopen("/dev/null", "w");
	if (null_out == NULL)
		die("/dev/null", "cannot open");
	if (argc == 4 && strcmp(argv[1], "entries") == 0)
		return entries(argv[2], argv[3]);
	if (argc == 5 && strcmp(argv[1], "undo") == 0 && atoi(argv[4]) > 0)
		return undo(argv[2], argv[3], atoi(argv[4]));
	if (argc == 4 && strcmp(argv[1], "sql") == 0 && atol(argv[3]) > 0)
		return sql(argv[2], atol(argv[3]));
	fprintf(stderr, "usage: probe entries DB SCRIPT\n"
	    "       probe undo DB SCRIPT K\n"
	    "       probe sql DIR N\n");
	return 2;
}
