/* probe: where the time of an entry and of an undo goes, measured inside one
 * process linked with libtapis.a (the code tapis runs, minus main() and the
 * reading of lines).  It explains what run.sh measures from outside; it does
 * not replace it.  Times are nanoseconds of the monotonic clock; every line
 * printed is "name value".
 *
 *   probe entries DB SCRIPT
 *       Plays a gen script in two sessions on two fresh databases, line by
 *       line in step.  In the first (DB) each entry is timed in three parts,
 *       calling what session_play calls, in its order: the engine (game_play,
 *       after noting whether there are undone entries, as session_play does),
 *       the store (store_append, told whether to drop them: BEGIN, the DELETE
 *       of the undone entries if there are some, the INSERT of the entry with
 *       its family's facts as JSON, the game's status if it ended, COMMIT)
 *       and the rendering (render_outcome, then fflush to /dev/null as batch
 *       mode does).  `new` lines go through
 *       command_run_line and are timed apart.  In the second (DB.line) every
 *       line goes through command_run_line and fflush, as batch_run does,
 *       and each entry line is timed whole (splitting, dispatch, dice parsing,
 *       session_play, rendering): the whole less the three parts is what the
 *       split leaves out.
 *
 *   probe undo DB SCRIPT K
 *       Plays a gen script of one game, then K times: undo the newest entry,
 *       timing the replay (game_undo) and the store (store_undo) apart, then
 *       redo it (game_redo + store_redo, timed too), so that every undo is
 *       made at the same length.  Then K times: undo the newest entry (not
 *       timed) and play the same entry again as a new one, as session_play
 *       does: game_play, then store_append told to drop the undone entries,
 *       so that the store deletes the undone one in the same commit as it
 *       inserts the new one (timed: engine and store).
 *
 *   probe sql DIR N
 *       The store's commit of an entry on tapis's own schema (made by
 *       store_open, one game made by `new`) with plain SQLite, the same
 *       settings and the same statements as src/store/store.c: N commits each of
 *       (a) the floor: a one-row insert into a small table of its own,
 *       (b) the INSERT of an entry (ST_INSERT_ENTRY), all 10 values bound as
 *           a throw that ends the turn (set-aside, throw, bust), its facts
 *           the JSON text the store's facts_json() writes for it, and
 *       (c) the DELETE of the undone entries (ST_DROP_UNDONE, by game_id and
 *           seq >= the first undone), deleting one row, then (b): what
 *           store_append does for a new entry played after an undo.  The
 *           table is filled with N entries beforehand and the row each
 *           commit inserts is the one the next deletes.
 *       The three take turns, 100 commits at a time, each on a file of its
 *       own.  Prints the ns and the WAL frames (pages) each commit wrote.
 *
 *   probe resume BIG SEED ROUNDS BUDGET ID...
 *       Resumes games as session_open does (store_game_load, then
 *       game_replay), timing the two together: game ID of BIG, then the same
 *       game in SEED (the database BIG was grown from, whose games BIG holds
 *       copies of: game ((ID - 1) mod the games in SEED) + 1), both stores
 *       opened once beforehand with store_open.  A round resumes each ID in
 *       both, taking turns at going first; one round first, not timed, warms
 *       the caches, and its time in BIG is printed apart (first_ns).  Stops
 *       after ROUNDS rounds, or after 3 once BUDGET seconds are spent.  Each
 *       game must come back with as many entries in BIG as in SEED.  Prints
 *       the median and best over all resumes, and the median for each ID. */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "clock.h"

#include <sqlite3.h>

#include "command.h"
#include "families.h"
#include "game_store.h"
#include "tapis.h"
#include "engine.h"
#include "game.h"
#include "render.h"
#include "session.h"
#include "store.h"
#include "store_private.h"

#define WORDS 16

static FILE *null_out;

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
	long long engine, store, render, newgame, line;
	long entries, games, over_undone;
};

/* The verb of engine e that word names (its name, kind or an alias); -1 if
 * none. */
static int
verb_named(const struct engine *e, const char *word)
{
	const struct verb_words *w = engine_words(e)->verbs;
	for (size_t v = 0; v < e->nverbs; v++) {
		if (strcmp(word, w[v].name) == 0 || strcmp(word, e->verbs[v].kind) == 0)
			return (int)v;
		for (const char *const *al = w[v].aliases; *al; al++)
			if (strcmp(word, *al) == 0)
				return (int)v;
	}
	return -1;
}

/* Parses an entry line of a gen script into *a, for the open game g (its
 * engine's verbs; a line of faces alone is the verb that takes them so);
 * false for a `new` line. */
static bool
parse_entry(const struct game *g, const char *text, struct action *a)
{
	char line[256], why[512];
	char *words[WORDS];
	int n = 0;
	char *save = NULL;

	snprintf(line, sizeof line, "%s", text);
	for (char *w = strtok_r(line, " \t\r\n", &save); w && n < WORDS;
	    w = strtok_r(NULL, " \t\r\n", &save))
		words[n++] = w;
	if (n == 0)
		die(text, "empty line");
	if (strcmp(words[0], "new") == 0)
		return false;
	if (g == NULL)
		die(text, "an entry before any game");
	const struct engine *e = g->engine;
	memset(a, 0, sizeof *a);
	int skip = 1;
	a->verb = verb_named(e, words[0]);
	for (size_t v = 0; a->verb < 0 && v < e->nverbs; v++)
		if (e->verbs[v].faces_alone) {
			a->verb = (int)v;
			skip = 0;
		}
	if (a->verb < 0)
		die(text, "no verb of the game");
	if (!engine_parse_words(e, g->rules, a, n - skip, words + skip, why, sizeof why))
		die(text, why);
	return true;
}

/* What session_play does, split: the engine, then the store, then the
 * rendering of cmd_play.c, each timed into *sp.  Dies on a refusal. */
static void
play_split(struct tapis *t, const struct action *a, union outcome *out, struct split *sp)
{
	char why[ENGINE_WHY];
	struct game *g = t->game;
	if (g == NULL)
		die("entry", "no game open");
	long long t0 = now_ns();
	/* session_play: whether there are undone entries, noted before
	 * game_play drops them, for the store to drop them too. */
	bool undone = g->nactive < g->ntotal;
	if (!game_play(g, a, out, why, sizeof why))
		die("game_play", why);
	long long t1 = now_ns();
	if (!game_store_append(t->store, g, out, undone))
		die("store_append", store_error(t->store));
	long long t2 = now_ns();
	render_outcome(&t->ui, g, a, out);
	fflush(t->ui.out);
	long long t3 = now_ns();
	sp->engine += t1 - t0;
	sp->store += t2 - t1;
	sp->render += t3 - t2;
	sp->entries++;
	sp->over_undone += undone;
}

/* Plays one line of a gen script.  whole: through command_run_line, as
 * batch mode runs it, timed whole; otherwise split into its parts. */
static void
play_line(struct tapis *t, const char *text, long lineno, bool whole, struct split *sp)
{
	struct action a;
	union outcome out;

	t->line = lineno;
	if (text[strspn(text, " \t\r\n")] == '\0')
		return;
	bool entry = parse_entry(t->game, text, &a);
	if (!entry || whole) {
		long long t0 = now_ns();
		if (command_run_line(t, text) != CMD_OK)
			die(text, "refused");
		fflush(t->ui.out);
		long long dt = now_ns() - t0;
		if (entry) {
			sp->line += dt;
			sp->entries++;
		} else {
			sp->newgame += dt;
			sp->games++;
		}
		return;
	}
	play_split(t, &a, &out, sp);
}

/* Plays a gen script split into its parts in t, and, if w is not NULL, line
 * by line in step with it, whole in w, so that both meet the same state of
 * the disk and of the machine: the whole and the sum of the parts can be
 * compared. */
static void
play_script(struct tapis *t, struct split *sp, struct tapis *w, struct split *wp,
    const char *path)
{
	FILE *f = fopen(path, "r");
	char buf[256];
	long lineno = 0;
	if (f == NULL)
		die(path, "cannot open");
	while (fgets(buf, sizeof buf, f)) {
		/* Whichever session goes first pays more (about 1 us an entry
		 * here: the caches hold the other one's work), so they take
		 * turns. */
		bool whole_first = w != NULL && lineno % 2;
		lineno++;
		if (whole_first)
			play_line(w, buf, lineno, true, wp);
		play_line(t, buf, lineno, false, sp);
		if (w != NULL && !whole_first)
			play_line(w, buf, lineno, true, wp);
	}
	fclose(f);
}

static int
entries(const char *db, const char *script)
{
	struct split sp = {0}, wp = {0};
	struct tapis t, w;
	char db2[4096];

	snprintf(db2, sizeof db2, "%s.line", db);
	open_tapis(&t, db);
	open_tapis(&w, db2);
	play_script(&t, &sp, &w, &wp, script);
	close_tapis(&w);
	close_tapis(&t);
	if (sp.entries == 0 || wp.entries != sp.entries)
		die(script, "no entries");
	printf("entries %ld\n", sp.entries);
	printf("over_undone %ld\n", sp.over_undone);
	printf("engine_ns %lld\n", sp.engine / sp.entries);
	printf("store_ns %lld\n", sp.store / sp.entries);
	printf("render_ns %lld\n", sp.render / sp.entries);
	printf("line_ns %lld\n", wp.line / wp.entries);
	printf("games %ld\n", sp.games);
	printf("new_ns %lld\n", sp.games ? sp.newgame / sp.games : 0);
	return 0;
}

static int
undo(const char *db, const char *script, int k)
{
	struct split sp = {0}, rp = {0};
	struct tapis t;
	long long *replay = calloc((size_t)k, sizeof *replay);
	long long *store = calloc((size_t)k, sizeof *store);
	long long *total = calloc((size_t)k, sizeof *total);
	long long *redo = calloc((size_t)k, sizeof *redo);
	if (!replay || !store || !total || !redo)
		die("probe", "out of memory");
	open_tapis(&t, db);
	play_script(&t, &sp, NULL, NULL, script);
	if (t.game == NULL || t.game->nactive == 0)
		die(script, "no game to undo in");
	printf("game_entries %d\n", t.game->nactive);
	for (int i = 0; i < k; i++) {
		union outcome out;
		long long t0 = now_ns();
		if (!game_undo(t.game))
			die("undo", "game_undo failed");
		long long t1 = now_ns();
		if (!game_store_undo(t.store, t.game))
			die("undo", store_error(t.store));
		long long t2 = now_ns();
		if (!game_redo(t.game, &out))
			die("redo", "game_redo failed");
		if (!game_store_redo(t.store, t.game, &out))
			die("redo", store_error(t.store));
		long long t3 = now_ns();
		replay[i] = t1 - t0;
		store[i] = t2 - t1;
		total[i] = t2 - t0;
		redo[i] = t3 - t2;
	}
	printf("undo_replay_ns %lld\n", median(replay, k));
	printf("undo_store_ns %lld\n", median(store, k));
	printf("undo_ns %lld\n", median(total, k));
	printf("undo_p90_ns %lld\n", total[k * 9 / 10]);
	printf("undo_max_ns %lld\n", total[k - 1]);
	printf("redo_ns %lld\n", median(redo, k));

	/* A new entry over an undone one: the store's DELETE path. */
	for (int i = 0; i < k; i++) {
		union outcome out;
		struct game *g = t.game;
		struct action a = g->entry[g->nactive - 1].action;
		if (!game_undo(g) || !game_store_undo(t.store, g))
			die("undo", store_error(t.store));
		play_split(&t, &a, &out, &rp);
	}
	if (rp.over_undone != k)
		die("probe", "a new entry did not replace an undone one");
	close_tapis(&t);
	printf("replace_engine_ns %lld\n", rp.engine / k);
	printf("replace_store_ns %lld\n", rp.store / k);
	free(replay);
	free(store);
	free(total);
	free(redo);
	return 0;
}

/* ---- the store's commit of an entry, taken apart */

/* (their names are the store's own, enum stmt_id of store_private.h; the
 * statements store_append does not run are left NULL here) */
/* The statements of store_append, copied from src/store/store.c (its
 * stmt_sql[]).  They must match it exactly: every line between the two
 * markers must be a line of src/store/store.c, as it is there (leading blanks
 * aside), which run.sh checks before it shows the numbers. */
static const char *const stmt_sql[ST_COUNT] = {
/* copied from src/store/store.c: begin */
	[ST_BEGIN] = "BEGIN IMMEDIATE",
	[ST_COMMIT] = "COMMIT",
	/* An entry's id is its game and its seq made one number (sql/005):
	 * a game's undone entries are the end of its range. */
	[ST_DROP_UNDONE] = "DELETE FROM entries WHERE id BETWEEN ?1 * 4294967296 + ?2"
	    " AND ?1 * 4294967296 + 4294967295",
	[ST_INSERT_ENTRY] = "INSERT INTO entries (id, game_id, seq, seat, kind, args, undone,"
	    " outcome, points, score_after, facts)"
	    " VALUES (?1 * 4294967296 + ?2, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
/* copied from src/store/store.c: end */
};

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
	/* the store's settings (store_open) and the floor's table (floor.c) */
	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, NULL)
	    != SQLITE_OK ||
	    sqlite3_exec(db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;"
	    " PRAGMA foreign_keys = ON;"
	    " CREATE TABLE t (id INTEGER PRIMARY KEY, game INTEGER NOT NULL, dice TEXT);",
	    NULL, NULL, NULL) != SQLITE_OK)
		die(path, sqlite3_errmsg(db));
	sqlite3_busy_timeout(db, 5000);
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

/* Runs st to the end and resets it, as store.c's run() does. */
static void
step(sqlite3 *db, sqlite3_stmt *st)
{
	if (sqlite3_step(st) != SQLITE_DONE)
		die(sqlite3_sql(st), sqlite3_errmsg(db));
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
}

/* Binds the INSERT as bind_entry does for the throw `2 3` of game 1, entry
 * seq, after a throw of 1 1 1 2 3: the 1 1 1 set aside by the throw, the 2 3
 * thrown, a bust that ends the turn and loses 1000.  All 10 values bound, the
 * arguments and the facts from buffers that outlive the step, not copied
 * (SQLITE_STATIC, as bind_entry binds them), the names as constants.  The
 * facts are the JSON text the store's facts_json() writes for that entry, as
 * tapis stores it (an array of the family's facts in the order of its
 * columns, null where it says nothing), made afresh for each commit. */
static void
bind_insert(sqlite3_stmt *st, long seq)
{
	static char args[24], facts[1024];
	snprintf(args, sizeof args, "2 3");
	/* kept, kept_points, kept_implicit, full_hand, thrown, dice_in_hand,
	 * best, bust, cross, penalty */
	snprintf(facts, sizeof facts, "[\"%s\",%d,%d,%d,\"%s\",%d,%d,%d,%d,%d]", "1 1 1", 1000,
	    1, 0, "2 3", 2, 0, 1, 0, 0);
	sqlite3_bind_int64(st, 1, 1);
	sqlite3_bind_int(st, 2, (int)seq);
	sqlite3_bind_int(st, 3, (int)(seq % 2));
	sqlite3_bind_text(st, 4, "throw", -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 5, args, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 6, 0);
	sqlite3_bind_text(st, 7, "bust", -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 8, 1000);
	sqlite3_bind_int(st, 9, 2000);
	sqlite3_bind_text(st, 10, facts, -1, SQLITE_STATIC);
}

enum { W_FLOOR = 1, W_DROP = 2, W_INSERT = 4 };

/* One way of committing, on a file of its own. */
struct way {
	const char *name;
	int what;                  /* W_... */
	sqlite3 *db;
	sqlite3_stmt *st[ST_COUNT];
	sqlite3_stmt *floor_row;
	struct frames fr;
	long seq, commits;         /* seq: the newest entry kept */
	long long ns;
};

static void
way_open(struct way *w, const char *dir, const char *name, int what, long n)
{
	memset(w, 0, sizeof *w);
	w->name = name;
	w->what = what;
	w->db = raw_open(dir, name);
	for (int i = 0; i < ST_COUNT; i++)
		w->st[i] = stmt_sql[i] != NULL ? prep(w->db, stmt_sql[i]) : NULL;
	/* floor.c's insert */
	w->floor_row = prep(w->db, "INSERT INTO t (game, dice) VALUES (?1, ?2)");
	if (what & W_DROP) {
		/* n entries already there, one transaction, not timed */
		step(w->db, w->st[ST_BEGIN]);
		for (long i = 0; i < n; i++) {
			bind_insert(w->st[ST_INSERT_ENTRY], ++w->seq);
			step(w->db, w->st[ST_INSERT_ENTRY]);
		}
		step(w->db, w->st[ST_COMMIT]);
		w->seq--;        /* the last one stands for an undone entry */
	}
	if (sqlite3_wal_checkpoint_v2(w->db, NULL, SQLITE_CHECKPOINT_TRUNCATE, NULL, NULL)
	    != SQLITE_OK)
		die(name, sqlite3_errmsg(w->db));
	sqlite3_wal_hook(w->db, frames_hook, &w->fr);
}

/* k commits, each doing the parts in w->what, timed into w->ns. */
static void
way_commit(struct way *w, long k)
{
	sqlite3 *db = w->db;
	long long t0 = now_ns();
	for (long i = 0; i < k; i++) {
		step(db, w->st[ST_BEGIN]);
		if (w->what & W_FLOOR) {
			sqlite3_bind_int64(w->floor_row, 1, 1 + w->commits / 20);
			sqlite3_bind_text(w->floor_row, 2, "1 1 5 3 4", -1, SQLITE_STATIC);
			step(db, w->floor_row);
		}
		if (w->what & W_DROP) {
			/* as store_append binds it: the game, and the seq of
			 * the first undone entry (g->nactive once the new one
			 * is played) */
			sqlite3_bind_int64(w->st[ST_DROP_UNDONE], 1, 1);
			sqlite3_bind_int(w->st[ST_DROP_UNDONE], 2, (int)(w->seq + 1));
			step(db, w->st[ST_DROP_UNDONE]);
			if (sqlite3_changes(db) != 1)
				die(w->name, "the DELETE did not delete one row");
		}
		if (w->what & W_INSERT) {
			bind_insert(w->st[ST_INSERT_ENTRY], ++w->seq);
			step(db, w->st[ST_INSERT_ENTRY]);
		}
		step(db, w->st[ST_COMMIT]);
		if (w->what & W_DROP)
			w->seq--;
		w->commits++;
	}
	w->ns += now_ns() - t0;
}

/* Prints ns and frames per commit, and closes. */
static void
way_close(struct way *w)
{
	for (int i = 0; i < ST_COUNT; i++)
		sqlite3_finalize(w->st[i]);
	sqlite3_finalize(w->floor_row);
	if (sqlite3_close(w->db) != SQLITE_OK)
		die(w->name, "close");
	printf("%s_ns %lld\n", w->name, w->ns / w->commits);
	printf("%s_frames %.2f\n", w->name, (double)w->fr.total / (double)w->commits);
}

#define NWAYS 3
#define CHUNK 100

static int
sql(const char *dir, long n)
{
	struct way way[NWAYS];
	way_open(&way[0], dir, "floor", W_FLOOR, n);
	way_open(&way[1], dir, "insert", W_INSERT, n);
	way_open(&way[2], dir, "drop_insert", W_DROP | W_INSERT, n);
	/* The three take turns, CHUNK commits at a time, each going first in
	 * turn, so that a slower or faster spell of the machine or the disk
	 * falls on all three alike. */
	for (long done = 0, round = 0; done < n; done += CHUNK, round++) {
		long k = n - done < CHUNK ? n - done : CHUNK;
		for (int i = 0; i < NWAYS; i++)
			way_commit(&way[(round + i) % NWAYS], k);
	}
	for (int i = 0; i < NWAYS; i++)
		way_close(&way[i]);
	return 0;
}

/* ---- resuming a game */

/* store_game_load then game_replay, as session_open does; ns into *ns, the
 * entries played into *n. */
static void
resume_one(struct store *s, int64_t id, long long *ns, int *n)
{
	char why[512], rule[ENGINE_WHY];
	long long t0 = now_ns();
	struct game *g = game_store_load(s, id, why, sizeof why);
	if (g == NULL)
		die("store_game_load", why);
	if (!game_replay(g, rule, sizeof rule))
		die("game_replay", rule);
	*ns = now_ns() - t0;
	*n = g->nactive;
	game_free(g);
}

static struct store *
resume_open(const char *path)
{
	char err[512];
	struct store *s = store_open(path, err, sizeof err);
	if (s == NULL)
		die(path, err);
	return s;
}

static long long
best(const long long *v, int n)
{
	long long b = v[0];
	for (int i = 1; i < n; i++)
		if (v[i] < b)
			b = v[i];
	return b;
}

static int
resume(const char *big_path, const char *seed_path, int rounds, int budget, int nid,
    char **idv)
{
	struct store *big = resume_open(big_path);
	struct store *seed = resume_open(seed_path);
	sqlite3_int64 seed_games = 0;
	{
		/* how many games SEED holds: the copies in BIG repeat them */
		char err[512];
		sqlite3 *db;
		sqlite3_stmt *st;
		if (sqlite3_open_v2(seed_path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK ||
		    sqlite3_prepare_v2(db, "SELECT max(id) FROM games", -1, &st, NULL) != SQLITE_OK ||
		    sqlite3_step(st) != SQLITE_ROW) {
			snprintf(err, sizeof err, "%s", sqlite3_errmsg(db));
			die(seed_path, err);
		}
		seed_games = sqlite3_column_int64(st, 0);
		sqlite3_finalize(st);
		sqlite3_close(db);
		if (seed_games < 1)
			die(seed_path, "no games");
	}
	int64_t *id = calloc((size_t)nid, sizeof *id);
	long long *all_big = calloc((size_t)(rounds * nid), sizeof *all_big);
	long long *all_seed = calloc((size_t)(rounds * nid), sizeof *all_seed);
	long long *by_id = calloc((size_t)(rounds * nid), sizeof *by_id);
	long long *first = calloc((size_t)nid, sizeof *first);
	int *entries = calloc((size_t)nid, sizeof *entries);
	if (!id || !all_big || !all_seed || !by_id || !first || !entries)
		die("probe", "out of memory");
	for (int i = 0; i < nid; i++) {
		id[i] = atoll(idv[i]);
		if (id[i] < 1)
			die(idv[i], "not a game number");
	}

	long long t0 = now_ns();
	int done = 0;
	for (int r = -1; r < rounds; r++) {
		for (int i = 0; i < nid; i++) {
			int64_t sid = (id[i] - 1) % seed_games + 1;
			long long ns_big, ns_seed;
			int n_big, n_seed;
			if ((r + i) % 2) {
				resume_one(big, id[i], &ns_big, &n_big);
				resume_one(seed, sid, &ns_seed, &n_seed);
			} else {
				resume_one(seed, sid, &ns_seed, &n_seed);
				resume_one(big, id[i], &ns_big, &n_big);
			}
			if (n_big != n_seed)
				die(idv[i], "not the same game in both databases");
			if (r < 0) {
				first[i] = ns_big;
				entries[i] = n_big;
				continue;
			}
			all_big[done * nid + i] = ns_big;
			all_seed[done * nid + i] = ns_seed;
			by_id[i * rounds + done] = ns_big;
		}
		if (r < 0)
			continue;
		done++;
		if (done >= 3 && now_ns() - t0 > (long long)budget * 1000000000LL)
			break;
	}
	store_close(big);
	store_close(seed);
	printf("rounds %d\n", done);
	printf("seed_games %lld\n", (long long)seed_games);
	printf("big_ns %lld\n", median(all_big, done * nid));
	printf("big_best_ns %lld\n", best(all_big, done * nid));
	printf("seed_ns %lld\n", median(all_seed, done * nid));
	printf("seed_best_ns %lld\n", best(all_seed, done * nid));
	for (int i = 0; i < nid; i++) {
		printf("id_%lld_ns %lld\n", (long long)id[i], median(by_id + i * rounds, done));
		printf("id_%lld_first_ns %lld\n", (long long)id[i], first[i]);
		printf("id_%lld_entries %d\n", (long long)id[i], entries[i]);
	}
	free(id);
	free(all_big);
	free(all_seed);
	free(by_id);
	free(first);
	free(entries);
	return 0;
}

int
main(int argc, char **argv)
{
	families_register();
	null_out = fopen("/dev/null", "w");
	if (null_out == NULL)
		die("/dev/null", "cannot open");
	if (argc == 4 && strcmp(argv[1], "entries") == 0)
		return entries(argv[2], argv[3]);
	if (argc == 5 && strcmp(argv[1], "undo") == 0 && atoi(argv[4]) > 0)
		return undo(argv[2], argv[3], atoi(argv[4]));
	if (argc == 4 && strcmp(argv[1], "sql") == 0 && atol(argv[3]) > 0)
		return sql(argv[2], atol(argv[3]));
	if (argc >= 7 && strcmp(argv[1], "resume") == 0 && atoi(argv[4]) > 0 &&
	    atoi(argv[5]) > 0)
		return resume(argv[2], argv[3], atoi(argv[4]), atoi(argv[5]), argc - 6, argv + 6);
	fprintf(stderr, "usage: probe entries DB SCRIPT\n"
	    "       probe undo DB SCRIPT K\n"
	    "       probe sql DIR N\n"
	    "       probe resume BIG SEED ROUNDS BUDGET ID...\n");
	return 2;
}
