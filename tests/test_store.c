/* The store against a real SQLite file in a temporary folder: what a table
 * sees across restarts (the log is the truth, undo and redo survive, facts
 * follow the entries in farkle_facts, finished games are marked with each
 * player's final score and rank) and what the file looks like from the
 * outside (mode 0600, WAL, the schema version, older schemas brought up to
 * date).  Every game here is played by the Farkle engine. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <sqlite3.h>

#include "families.h"
#include "farkle.h"
#include "game_store.h"
#include "yammaster.h"
#include "yams.h"
#include "game.h"
#include "store.h"
#include "store_sql.h"
#include "tapis.h"
#include "said.h"

#include "fixture.h"
#include "dice.h"
#include "engine.h"
#include "json.h"
#include "session.h"

/* ---- SQLite seen from the outside: a connection of our own on the file. */

static sqlite3 *
db_open(const char *path)
{
	sqlite3 *db = NULL;
	int rc = sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, NULL);
	if (rc != SQLITE_OK)
		fail_msg("cannot open %s: %s", path, db ? sqlite3_errmsg(db) : "?");
	sqlite3_busy_timeout(db, 5000);
	return db;
}

/* The first column of the first row of sql (?1 bound to arg when the query
 * has a parameter); -1 for no row, -2 for NULL. */
static long long
sql_int(const char *path, const char *sql, long long arg)
{
	sqlite3 *db = db_open(path);
	sqlite3_stmt *st = NULL;
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		fail_msg("%s: %s", sql, sqlite3_errmsg(db));
	if (sqlite3_bind_parameter_count(st) > 0)
		sqlite3_bind_int64(st, 1, arg);
	long long v = -1;
	if (sqlite3_step(st) == SQLITE_ROW)
		v = sqlite3_column_type(st, 0) == SQLITE_NULL ? -2 : sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	sqlite3_close(db);
	return v;
}

/* The first column of the first row as text, into buf ("" for none or NULL). */
/* Runs sql on the file from outside, as a damaging hand would. */
static void
sql_exec(const char *path, const char *sql)
{
	sqlite3 *db = db_open(path);
	/* a damaging hand does not care for CHECK constraints */
	if (sqlite3_exec(db, "PRAGMA ignore_check_constraints = ON", NULL, NULL, NULL) != SQLITE_OK ||
	    sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK)
		fail_msg("%s: %s", sql, sqlite3_errmsg(db));
	sqlite3_close(db);
}

static const char *
sql_text(const char *path, const char *sql, long long arg, char *buf, size_t len)
{
	sqlite3 *db = db_open(path);
	sqlite3_stmt *st = NULL;
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		fail_msg("%s: %s", sql, sqlite3_errmsg(db));
	if (sqlite3_bind_parameter_count(st) > 0)
		sqlite3_bind_int64(st, 1, arg);
	buf[0] = '\0';
	if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_text(st, 0) != NULL)
		snprintf(buf, len, "%s", (const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	sqlite3_close(db);
	return buf;
}

/* Every row of every table of tapis, as text: two dumps are equal when the
 * tables hold the same bytes. */
static char *
dump_tables(const char *path)
{
	static const char *const tables[] = {"games", "game_options", "players", "entries",
	    "farkle_facts", "throws", "keeps", "turns"};
	sqlite3 *db = db_open(path);
	size_t cap = 4096, len = 0;
	char *out = malloc(cap);
	assert_non_null(out);
	out[0] = '\0';
	for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++) {
		char sql[128];
		sqlite3_stmt *st = NULL;
		snprintf(sql, sizeof sql, "SELECT * FROM %s ORDER BY 1, 2", tables[i]);
		if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
			fail_msg("%s: %s", sql, sqlite3_errmsg(db));
		while (sqlite3_step(st) == SQLITE_ROW) {
			for (int c = 0; c < sqlite3_column_count(st); c++) {
				const char *v = sqlite3_column_type(st, c) == SQLITE_NULL ? "NULL"
				    : (const char *)sqlite3_column_text(st, c);
				size_t need = strlen(tables[i]) + strlen(v) + 4;
				while (len + need >= cap) {
					cap *= 2;
					out = realloc(out, cap);
					assert_non_null(out);
				}
				len += (size_t)snprintf(out + len, cap - len, "%s%s%s",
				    c == 0 ? tables[i] : "", c == 0 ? ":" : "|", v);
			}
			out[len++] = '\n';
			out[len] = '\0';
		}
		sqlite3_finalize(st);
	}
	sqlite3_close(db);
	return out;
}

/* The farkle_facts row of entry seq of game 1 as text; "" if it has none. */
static const char *
facts_row(const char *path, int seq, char *buf, size_t len)
{
	return sql_text(path, "SELECT quote(kept) || '|' || quote(kept_points) || '|' ||"
	    " quote(kept_implicit) || '|' || quote(full_hand) || '|' || quote(thrown) || '|' ||"
	    " quote(dice_in_hand) || '|' || quote(best) || '|' || quote(bust) || '|' ||"
	    " quote(cross) || '|' || quote(penalty) FROM farkle_facts"
	    " WHERE game_id = 1 AND seq = ?1", seq, buf, len);
}

/* Every active entry has its row of facts, and no other row has one. */
static void
assert_facts_match_entries(const char *path)
{
	assert_int_equal(sql_int(path, "SELECT count(*) FROM entries e WHERE (e.undone = 0) <>"
	    " EXISTS (SELECT 1 FROM farkle_facts f WHERE f.game_id = e.game_id"
	    " AND f.seq = e.seq)", 0), 0);
	assert_int_equal(sql_int(path, "SELECT count(*) FROM farkle_facts f WHERE NOT EXISTS"
	    " (SELECT 1 FROM entries e WHERE e.game_id = f.game_id AND e.seq = f.seq)", 0), 0);
}

/* ---- playing through the session layer */

static struct store *
open_store(const char *path)
{
	char err[512] = "";
	struct store *s = store_open(path, err, sizeof err);
	if (s == NULL)
		fail_msg("store_open(%s): %s", path, err);
	return s;
}

/* The Farkle engine, through which every game of these tests is played,
 * and its state and rules as a game holds them. */
static const struct engine *const E = &farkle_engine;

static struct farkle_state *
fstate(const struct game *g)
{
	return g->state;
}

static const struct farkle_rules *
frules(const struct game *g)
{
	return &((const struct farkle_scorer *)game_rules(g))->rules;
}

/* The rules of built-in set preset with the options given (NAME=VALUE, up
 * to a NULL) set and checked: a new block, for the caller to free. */
static void *
rules_with(const char *preset, ...)
{
	char why[ENGINE_WHY] = "";
	void *r = game_rules_new(E, preset);
	if (r == NULL)
		fail_msg("no preset %s", preset);
	va_list ap;
	va_start(ap, preset);
	for (const char *o; (o = va_arg(ap, const char *)) != NULL;)
		if (!said(E->option_set(r, o, &said_msg), &said_msg, why, sizeof why))
			fail_msg("option %s: %s", o, why);
	va_end(ap);
	if (!said(E->check(r, &said_msg), &said_msg, why, sizeof why))
		fail_msg("rules of %s: %s", preset, why);
	return r;
}

static struct action
action(enum farkle_action_kind kind, const char *faces)
{
	struct action a;
	memset(&a, 0, sizeof a);
	a.verb = (int)kind;
	if (faces != NULL) {
		char why[FARKLE_WHY];
		char *words[1] = {(char *)faces};
		if (!said(dice_parse(1, words, &a.dice, &said_msg), &said_msg, why,
		    sizeof why))
			fail_msg("dice_parse(%s): %s", faces, why);
	}
	return a;
}

/* The Farkle part of an outcome, after checking that its head (what the
 * store writes) says the same. */
static struct farkle_outcome
farkle_of(const union outcome *o)
{
	const struct farkle_outcome *fo = &((const struct farkle_result *)o)->farkle;
	assert_int_equal(o->head.seat, fo->seat);
	assert_int_equal(o->head.points, fo->points);
	assert_int_equal(o->head.score_after, fo->score_after);
	assert_int_equal(o->head.game_over, fo->game_over);
	assert_int_equal(o->head.winner, fo->winner);
	assert_int_equal(o->head.end == NULL, fo->end == END_NONE);
	return *fo;
}

/* Plays one entry that must be accepted. */
static struct farkle_outcome
play(struct tapis *t, enum farkle_action_kind kind, const char *faces)
{
	char why[FARKLE_WHY] = "";
	struct action a = action(kind, faces);
	union outcome out;
	memset(&out, 0, sizeof out);
	if (session_play(t, &a, &out, why, sizeof why) != SESSION_DONE)
		fail_msg("entry %d %s refused: %s", (int)kind, faces ? faces : "", why);
	return farkle_of(&out);
}

/* Plays one entry that must be refused; returns the reason into why. */
static void
play_refused(struct tapis *t, enum farkle_action_kind kind, const char *faces, char *why,
    size_t whylen)
{
	struct action a = action(kind, faces);
	union outcome out;
	why[0] = '\0';
	assert_int_equal(session_play(t, &a, &out, why, whylen), SESSION_REFUSED);
	assert_true(why[0] != '\0');
}

static void
undo(struct tapis *t)
{
	char why[FARKLE_WHY] = "";
	struct game_entry e;
	if (session_undo(t, &e, why, sizeof why) != SESSION_DONE)
		fail_msg("undo refused: %s", why);
}

static void
redo(struct tapis *t)
{
	char why[FARKLE_WHY] = "";
	struct game_entry e;
	union outcome out;
	if (session_redo(t, &e, &out, why, sizeof why) != SESSION_DONE)
		fail_msg("redo refused: %s", why);
	farkle_of(&out);
}

/* A new game of built-in rule set ruleset, under rules (a rules block of
 * the Farkle engine, or NULL for the set's own). */
static void
new_game(struct tapis *t, const char *ruleset, const void *rules, int n, char *const *names)
{
	char why[FARKLE_WHY] = "";
	void *own = NULL;
	if (rules == NULL)
		rules = own = rules_with(ruleset, (const char *)NULL);
	if (!session_new(t, E, ruleset, ruleset, rules, n, names, why, sizeof why))
		fail_msg("session_new: %s", why);
	free(own);
}

/* Closes the game and the store, as a process ending does, and opens them
 * again with game id. */
static void
restart(struct fixture *f, int64_t id)
{
	char why[FARKLE_WHY] = "";
	session_close(&f->t);
	store_close(f->t.store);
	f->t.store = open_store(f->path);
	assert_null(f->t.game);
	if (!session_open(&f->t, id, why, sizeof why))
		fail_msg("session_open(%lld): %s", (long long)id, why);
}

/* Two states are the same game position: every field a player sees. */
static void
assert_same_state(const struct farkle_state *a, const struct farkle_state *b)
{
	assert_int_equal(a->nplayers, b->nplayers);
	assert_int_equal(a->current, b->current);
	assert_int_equal(a->turns, b->turns);
	assert_int_equal(a->phase, b->phase);
	assert_int_equal(a->turn_points, b->turn_points);
	assert_int_equal(a->in_hand, b->in_hand);
	assert_int_equal(a->last.n, b->last.n);
	assert_memory_equal(a->last.face, b->last.face, (size_t)a->last.n);
	assert_int_equal(a->last_busted, b->last_busted);
	assert_int_equal(a->offer_points, b->offer_points);
	assert_int_equal(a->offer_dice, b->offer_dice);
	assert_int_equal(a->taken, b->taken);
	assert_int_equal(a->leader, b->leader);
	assert_int_equal(a->final_turns, b->final_turns);
	assert_int_equal(a->winner, b->winner);
	for (int i = 0; i < a->nplayers; i++) {
		const struct farkle_player *p = &a->player[i], *q = &b->player[i];
		assert_int_equal(p->score, q->score);
		assert_int_equal(p->crosses, q->crosses);
		assert_int_equal(p->opened, q->opened);
		assert_int_equal(p->nhist, q->nhist);
		assert_memory_equal(p->hist, q->hist, (size_t)p->nhist * sizeof p->hist[0]);
	}
}

static char *alice_bob[] = {"alice", "bob"};

/* ---- the file */

static void
test_open_creates_private_file_and_folders(void **state)
{
	struct fixture *f = *state;
	struct stat sb;
	char folder[PATH_MAX];

	assert_int_not_equal(stat(f->path, &sb), 0);
	f->t.store = open_store(f->path);

	assert_int_equal(stat(f->path, &sb), 0);
	assert_true(S_ISREG(sb.st_mode));
	assert_int_equal(sb.st_mode & 07777, 0600);
	/* The folders that were missing are made, private to the user. */
	snprintf(folder, sizeof folder, "%s/data", f->dir);
	assert_int_equal(stat(folder, &sb), 0);
	assert_true(S_ISDIR(sb.st_mode));
	assert_int_equal(sb.st_mode & 0077, 0);
	snprintf(folder, sizeof folder, "%s/data/tapis", f->dir);
	assert_int_equal(stat(folder, &sb), 0);
	assert_true(S_ISDIR(sb.st_mode));
	assert_int_equal(sb.st_mode & 0077, 0);

	/* The schema is in force: one version a migration. */
	assert_true(nmigrations >= 1);
	assert_int_equal(store_version(f->t.store), nmigrations);
	assert_int_equal(sql_int(f->path, "PRAGMA user_version", 0), nmigrations);
	/* An empty store has no games. */
	assert_int_equal(store_latest(f->t.store), 0);
	assert_int_equal(store_latest_unfinished(f->t.store), 0);
}

/* Paths the system refuses: a folder whose name is too long, below one
 * made for it (relative, as --db may be), and a path longer than any;
 * each refused in words, nothing made left behind. */
static void
test_open_refuses_paths_too_long(void **state)
{
	struct fixture *f = *state;
	char cwd[PATH_MAX], path[5000], err[6000] = "";
	assert_non_null(getcwd(cwd, sizeof cwd));
	assert_int_equal(chdir(f->dir), 0);
	char name[301];
	memset(name, 'x', 300);
	name[300] = '\0';
	snprintf(path, sizeof path, "top/%s/t.db", name);
	assert_null(store_open(path, err, sizeof err));
	if (strstr(err, "cannot create top/xxx") == NULL || strstr(err, strerror(ENAMETOOLONG))
	    == NULL)
		fail_msg("'%s' does not say the folder's name is too long", err);
	assert_int_not_equal(access("top", F_OK), 0);
	assert_int_equal(chdir(cwd), 0);

	/* over PATH_MAX: said as the system says it, no -wal nor -journal
	 * looked for under a name cut short */
	int n = snprintf(path, sizeof path, "%s", f->dir);
	while (n < 4300)
		n += snprintf(path + n, sizeof path - (size_t)n, "/%s", name);
	snprintf(path + n, sizeof path - (size_t)n, "/t.db");
	err[0] = '\0';
	assert_null(store_open(path, err, sizeof err));
	if (strncmp(err, "cannot open ", 12) != 0 || strstr(err, strerror(ENAMETOOLONG)) == NULL)
		fail_msg("'%.80s...' does not say the path is too long", err);
}

static bool
no_option(const void *ctx, size_t i, const char **name, char *value, size_t len)
{
	(void)ctx, (void)i, (void)name, (void)value, (void)len;
	return false;
}

/* Another tapis's entry is seen before this one writes the game again, even
 * where this one has committed something else since (a game of its own):
 * the write's quick check (the pager's count of changes, issue 29) never
 * takes the other's write for this connection's. */
static void
test_other_entry_seen_after_own_commit(void **state)
{
	struct fixture *f = *state;
	char err[512] = "", why[FARKLE_WHY];
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 1 5 3 4");
	play(&f->t, ACTION_KEEP, "1 1 5");    /* the quick check taken */
	struct tapis other = {.store = open_store(f->path), .db_path = f->path};
	if (!session_open(&other, 1, err, sizeof err))
		fail_msg("session_open: %s", err);
	play(&other, ACTION_THROW, "2 3");    /* a bust: bob's turn */
	session_close(&other);
	store_close(other.store);
	struct store_new_game row = {.ruleset = "10000", .base = "10000", .family = "farkle",
	    .turn_entries = 1, .nplayers = 2, .names = (const char *const *)alice_bob,
	    .option = no_option};
	int64_t id;
	assert_true(store_game_create(f->t.store, &row, &id));
	assert_int_equal(id, 2);
	/* alice's throw of her 2 dice, typed on the game as this tapis last
	 * saw it: the engine takes it, the store must not */
	play_refused(&f->t, ACTION_THROW, "2 3", why, sizeof why);
	assert_non_null(strstr(why, "another tapis changed game #1"));
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries WHERE game_id = 1", 0), 3);
	/* read again: the same throw is bob's now, and written */
	play(&f->t, ACTION_THROW, "2 2 3 4 6");
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries WHERE game_id = 1", 0), 4);
}

/* The other tapis of the tests below: a store of its own on the same file,
 * game 1 open in it. */
static void
other_open(struct tapis *other, const char *path)
{
	char err[512] = "";
	*other = (struct tapis){.store = open_store(path), .db_path = path};
	if (!session_open(other, 1, err, sizeof err))
		fail_msg("session_open: %s", err);
}

static void
other_close(struct tapis *other)
{
	session_close(other);
	store_close(other->store);
}

/* Another game begun by another tapis: a write elsewhere in the file. */
static void
other_new_game(const char *path)
{
	struct tapis other;
	other_open(&other, path);
	new_game(&other, "5000", NULL, 2, alice_bob);
	other_close(&other);
}

/* Another tapis wrote, and this one's next entry, undo or redo finds it:
 * where it wrote another game, the line is written as typed; where it
 * changed this game, the line is refused with what changed, and the game
 * read again is what the next line plays on. */
static void
test_other_writes_seen_by_play_undo_redo(void **state)
{
	struct fixture *f = *state;
	char why[FARKLE_WHY] = "";
	struct game_entry e;
	union outcome out;
	struct tapis other;
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 1 5 3 4");
	/* another game begun elsewhere: this one's keep, undo and redo go
	 * through, each written once */
	other_new_game(f->path);
	play(&f->t, ACTION_KEEP, "1 1 5");
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries WHERE game_id = 1", 0), 2);
	other_new_game(f->path);
	undo(&f->t);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries WHERE game_id = 1"
	    " AND undone = 1", 0), 1);
	other_new_game(f->path);
	redo(&f->t);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries WHERE game_id = 1"
	    " AND undone = 0", 0), 2);
	/* the keep undone elsewhere: this one's undo is refused, saying so */
	other_open(&other, f->path);
	undo(&other);
	other_close(&other);
	assert_int_equal(session_undo(&f->t, &e, why, sizeof why), SESSION_REFUSED);
	assert_string_equal(why, "another tapis changed game #1 (last entry now: alice's throw"
	    " 1 1 5 3 4): read again, see 'sheet', then type the entry again");
	/* redone elsewhere: this one's redo is refused, the keep there once */
	other_open(&other, f->path);
	redo(&other);
	other_close(&other);
	assert_int_equal(session_redo(&f->t, &e, &out, why, sizeof why), SESSION_REFUSED);
	assert_non_null(strstr(why, "another tapis changed game #1 (last entry now: alice's keep"));
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries WHERE game_id = 1"
	    " AND undone = 0", 0), 2);
	/* both entries undone elsewhere: back at its start */
	other_open(&other, f->path);
	undo(&other);
	undo(&other);
	other_close(&other);
	play_refused(&f->t, ACTION_THROW, "2 3", why, sizeof why);
	assert_string_equal(why, "another tapis changed game #1 (back at its start): read again,"
	    " see 'sheet', then type the entry again");
	play(&f->t, ACTION_THROW, "2 2 3 4 6");
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries WHERE game_id = 1", 0), 1);
	/* an entry over an undone one, another game begun meanwhile: the
	 * undone one dropped, the entry written once */
	undo(&f->t);
	other_new_game(f->path);
	play(&f->t, ACTION_THROW, "2 2 3 4 6");
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries WHERE game_id = 1", 0), 1);
	/* bob's throw typed elsewhere: a keep this tapis's game refuses is
	 * refused with what changed, not with the engine's reason */
	other_open(&other, f->path);
	play(&other, ACTION_THROW, "1 1 1 2 3");
	other_close(&other);
	play_refused(&f->t, ACTION_KEEP, "1 1 1", why, sizeof why);
	assert_string_equal(why, "another tapis changed game #1 (last entry now: bob's throw"
	    " 1 1 1 2 3): read again, see 'sheet', then type the entry again");
	play(&f->t, ACTION_KEEP, "1 1 1");
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries WHERE game_id = 1", 0), 3);
}

/* Another tapis abandoned, damaged or deleted the game open here: the
 * next entry is refused, saying so, nothing written, and no game is open. */
static void
test_other_ends_the_open_game(void **state)
{
	struct fixture *f = *state;
	char why[FARKLE_WHY] = "";
	struct tapis other;
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 1 5 3 4");
	other_open(&other, f->path);
	assert_int_equal(session_abandon(&other, 1, why, sizeof why), SESSION_DONE);
	other_close(&other);
	play_refused(&f->t, ACTION_KEEP, "1 1 5", why, sizeof why);
	assert_string_equal(why, "another tapis abandoned game #1: no game is open now (new"
	    " starts one)");
	assert_null(f->t.game);

	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 1 5 3 4");
	sql_exec(f->path, "UPDATE entries SET args = '7 7' WHERE game_id = 2 AND seq = 1");
	play_refused(&f->t, ACTION_KEEP, "1 1 5", why, sizeof why);
	assert_non_null(strstr(why, "another tapis changed game #2, which cannot be opened now ("));
	assert_null(f->t.game);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries WHERE game_id = 2", 0), 1);

	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 1 5 3 4");
	other = (struct tapis){.store = open_store(f->path), .db_path = f->path};
	assert_int_equal(session_delete(&other, 3, why, sizeof why), SESSION_DONE);
	other_close(&other);
	play_refused(&f->t, ACTION_KEEP, "1 1 5", why, sizeof why);
	assert_string_equal(why, "another tapis deleted game #3: no game is open now (new starts"
	    " one)");
	assert_null(f->t.game);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries WHERE game_id = 3", 0), 0);
}

/* The number sql counts in path, read by another program, the sqlite3
 * shell, as any process opens and closes the file (not a fork of this one,
 * whose copy of SQLite would take this process's locks for its own): -1 if
 * it could not. */
static int
count_elsewhere(const char *path, const char *sql)
{
	char cmd[8400];
	snprintf(cmd, sizeof cmd, "sqlite3 -batch -init /dev/null '%s' '%s'", path, sql);
	FILE *p = popen(cmd, "r");
	int n = -1;
	if (p == NULL)
		return -1;
	if (fscanf(p, "%d", &n) != 1)
		n = -1;
	return pclose(p) == 0 ? n : -1;
}

/* A second store opened and closed in this process on the same file (the
 * league's pusher beside the REPL) leaves the first one's locks: another
 * process that opens and closes the file finds it in use and leaves its
 * WAL, and the first store's next entry is seen by the next process. */
static void
test_second_store_keeps_the_first_ones_locks(void **state)
{
	struct fixture *f = *state;
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	store_close(open_store(f->path));
	assert_int_equal(count_elsewhere(f->path, "SELECT count(*) FROM games"), 1);
	char wal[4200];
	snprintf(wal, sizeof wal, "%s-wal", f->path);
	assert_int_equal(access(wal, F_OK), 0);
	play(&f->t, ACTION_THROW, "1 1 1 2 3");
	assert_int_equal(count_elsewhere(f->path, "SELECT count(*) FROM entries"), 1);
}

static void
test_open_twice_is_idempotent(void **state)
{
	struct fixture *f = *state;
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 1 1 2 3");
	store_close(f->t.store);
	f->t.store = NULL;

	/* Opened again, and a second time while the first is open: nothing is
	 * migrated twice, nothing is lost. */
	struct store *a = open_store(f->path);
	struct store *b = open_store(f->path);
	assert_int_equal(store_version(a), nmigrations);
	assert_int_equal(store_version(b), nmigrations);
	assert_int_equal(store_latest(a), 1);
	assert_int_equal(store_latest(b), 1);
	store_close(b);
	store_close(a);
	f->t.store = open_store(f->path);
	assert_int_equal(store_version(f->t.store), nmigrations);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM games", 0), 1);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM players", 0), 2);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries", 0), 1);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM throws", 0), 1);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM farkle_facts", 0), 1);

	struct stat sb;
	assert_int_equal(stat(f->path, &sb), 0);
	assert_int_equal(sb.st_mode & 07777, 0600);
}

static void
test_open_refuses_newer_schema(void **state)
{
	struct fixture *f = *state;
	char path[PATH_MAX + 16], err[512] = "", expect[64];
	snprintf(path, sizeof path, "%s/newer.db", f->dir);

	sqlite3 *db = NULL;
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	char pragma[64];
	snprintf(pragma, sizeof pragma, "PRAGMA user_version = %d", nmigrations + 1);
	assert_int_equal(sqlite3_exec(db, "CREATE TABLE future (x);"
	    " PRAGMA application_id = 1415671913", NULL, NULL, NULL), SQLITE_OK);
	assert_int_equal(sqlite3_exec(db, pragma, NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);

	assert_null(store_open(path, err, sizeof err));
	/* The message names the file and both versions. */
	assert_non_null(strstr(err, path));
	snprintf(expect, sizeof expect, "%d", nmigrations + 1);
	assert_non_null(strstr(err, expect));
	assert_non_null(strstr(err, "version"));
	/* The file is left as it was: not migrated, not downgraded. */
	assert_int_equal(sql_int(path, "PRAGMA user_version", 0), nmigrations + 1);
	assert_int_equal(sql_int(path,
	    "SELECT count(*) FROM sqlite_master WHERE name = 'games'", 0), 0);
}

/* The whole of a file, for comparing before and after; free it. */
static char *
file_bytes(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	assert_non_null(f);
	char *buf = malloc(1 << 20);
	assert_non_null(buf);
	*len = fread(buf, 1, 1 << 20, f);
	fclose(f);
	return buf;
}

/* Opening must fail with a message holding `expect`, the file left byte
 * for byte as it was, and no WAL files made beside it. */
static void
refused_untouched(const char *path, const char *expect)
{
	char err[512] = "", wal[PATH_MAX + 32];
	size_t before_len, after_len;
	char *before = file_bytes(path, &before_len);
	assert_null(store_open(path, err, sizeof err));
	if (strstr(err, expect) == NULL)
		fail_msg("'%s' does not say '%s'", err, expect);
	assert_non_null(strstr(err, path));
	char *after = file_bytes(path, &after_len);
	assert_int_equal(before_len, after_len);
	assert_memory_equal(before, after, before_len);
	snprintf(wal, sizeof wal, "%s-wal", path);
	assert_int_not_equal(access(wal, F_OK), 0);
	free(before);
	free(after);
}

/* A file made at dir/name by SQLite alone, holding what sql makes (no
 * tapis touched it); its path into path. */
static void
sqlite_made(char *path, size_t len, const char *dir, const char *name, const char *sql)
{
	sqlite3 *db = NULL;
	snprintf(path, len, "%s/%s", dir, name);
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	assert_int_equal(sqlite3_exec(db, sql, NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);
}

static void
test_open_refuses_what_is_not_tapis(void **state)
{
	struct fixture *f = *state;
	char path[PATH_MAX + 32];

	/* Another program's database, even one with a table named like ours. */
	sqlite_made(path, sizeof path, f->dir, "recipes.db", "CREATE TABLE recipes (x)");
	refused_untouched(path, "another program");
	sqlite_made(path, sizeof path, f->dir, "clash.db", "CREATE TABLE games (x)");
	refused_untouched(path, "another program");

	/* Ours, with a version no tapis writes. */
	sqlite_made(path, sizeof path, f->dir, "negative.db",
	    "PRAGMA application_id = 1415671913; PRAGMA user_version = -3");
	refused_untouched(path, "schema version -3, which no tapis writes");

	/* Disguised (issue 31): tapis's mark on another program's table, the
	 * mark alone, tapis's tables with one of another program beside. */
	sqlite_made(path, sizeof path, f->dir, "marked.db",
	    "PRAGMA application_id = 1415671913; CREATE TABLE t (x)");
	refused_untouched(path, "another program");
	sqlite_made(path, sizeof path, f->dir, "markonly.db",
	    "PRAGMA application_id = 1415671913");
	refused_untouched(path, "another program");
	char err[512];
	snprintf(path, sizeof path, "%s/beside.db", f->dir);
	struct store *s = store_open(path, err, sizeof err);
	assert_non_null(s);
	store_close(s);
	sqlite_made(path, sizeof path, f->dir, "beside.db",
	    "PRAGMA journal_mode = DELETE; CREATE VIEW mine AS SELECT 1");
	refused_untouched(path, "named \"mine\" that no tapis makes");
	/* two objects of another program beside tapis's: the first is named */
	sqlite_made(path, sizeof path, f->dir, "beside.db", "DROP VIEW mine;"
	    " CREATE TABLE aa (x); CREATE TABLE zz (x)");
	refused_untouched(path, "named \"aa\" that no tapis makes");
	/* tapis's tables, unmarked, at a version past any tapis's: no older
	 * tapis's file; marked at version 0, which a marked file never has */
	sqlite_made(path, sizeof path, f->dir, "beside.db", "DROP TABLE aa; DROP TABLE zz;"
	    " PRAGMA application_id = 0; PRAGMA user_version = 9999");
	refused_untouched(path, "another program");
	sqlite_made(path, sizeof path, f->dir, "beside.db",
	    "PRAGMA application_id = 1415671913; PRAGMA user_version = 0");
	refused_untouched(path, "another program");

	/* No database at all. */
	snprintf(path, sizeof path, "%s/text.db", f->dir);
	FILE *txt = fopen(path, "w");
	assert_non_null(txt);
	fputs("shopping: eggs, milk\n", txt);
	fclose(txt);
	refused_untouched(path, "is not a database");
}

/* store_open_read must refuse path with a message holding `expect`,
 * naming it, on one line, the file as it was (or still missing). */
static void
read_refused(const char *path, const char *expect)
{
	char err[512] = "";
	size_t before_len = 0, after_len;
	bool there = access(path, F_OK) == 0;
	char *before = there ? file_bytes(path, &before_len) : NULL;
	assert_null(store_open_read(path, err, sizeof err));
	if (strstr(err, expect) == NULL)
		fail_msg("'%s' does not say '%s'", err, expect);
	assert_non_null(strstr(err, path));
	assert_null(strchr(err, '\n'));
	if (!there) {
		assert_int_not_equal(access(path, F_OK), 0);
		return;
	}
	char *after = file_bytes(path, &after_len);
	assert_int_equal(before_len, after_len);
	assert_memory_equal(before, after, before_len);
	free(before);
	free(after);
}

/* The server's open: the file read as it stands, or refused. */
static void
test_open_read(void **state)
{
	struct fixture *f = *state;
	char path[PATH_MAX + 32], err[512] = "", pragma[96];
	sqlite3 *db = NULL;
	snprintf(path, sizeof path, "%s/missing.db", f->dir);
	read_refused(path, "is no database file");
	snprintf(path, sizeof path, "%s/empty.db", f->dir);
	FILE *empty = fopen(path, "w");
	assert_non_null(empty);
	fclose(empty);
	read_refused(path, "holds no games yet");
	sqlite_made(path, sizeof path, f->dir, "recipes.db", "CREATE TABLE recipes (x)");
	read_refused(path, "another program");
	snprintf(pragma, sizeof pragma, "PRAGMA application_id = 1415671913;"
	    " PRAGMA user_version = %d", nmigrations + 1);
	sqlite_made(path, sizeof path, f->dir, "newer.db", pragma);
	read_refused(path, "from a newer tapis");
	/* tapis's file, readable as it stands; then said to be older */
	f->t.store = open_store(f->path);
	struct store *s = store_open_read(f->path, err, sizeof err);
	if (s == NULL)
		fail_msg("store_open_read: %s", err);
	assert_true(store_read_only(s));
	assert_int_equal(store_version(s), nmigrations);
	store_close(s);
	store_close(f->t.store);
	f->t.store = NULL;
	assert_int_equal(sqlite3_open(f->path, &db), SQLITE_OK);
	snprintf(pragma, sizeof pragma, "PRAGMA user_version = %d", nmigrations - 1);
	assert_int_equal(sqlite3_exec(db, pragma, NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);
	read_refused(f->path, "from an older tapis");
	/* unmarked too, as tapis left its files before it marked them */
	assert_int_equal(sqlite3_open(f->path, &db), SQLITE_OK);
	assert_int_equal(sqlite3_exec(db, "PRAGMA application_id = 0", NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);
	read_refused(f->path, "from an older tapis (schema version");
	/* a folder, and a path through a file */
	read_refused(f->dir, "is no database file");
	snprintf(path, sizeof path, "%s/empty.db/t.db", f->dir);
	read_refused(path, "cannot open");
	read_refused(path, "Not a directory");
}

static void
test_open_marks_the_file(void **state)
{
	struct fixture *f = *state;
	f->t.store = open_store(f->path);
	store_close(f->t.store);
	f->t.store = NULL;
	assert_int_equal(sql_int(f->path, "PRAGMA application_id", 0), STORE_APPLICATION_ID);
}

/* Every game's uid is 32 hexadecimal digits, and no two are alike. */
static void
assert_uids(const char *path)
{
	assert_int_equal(sql_int(path, "SELECT count(*) FROM games WHERE uid IS NULL"
	    " OR length(uid) <> 32 OR uid GLOB '*[^0-9a-f]*'", 0), 0);
	assert_int_equal(sql_int(path, "SELECT count(DISTINCT uid) FROM games", 0),
	    sql_int(path, "SELECT count(*) FROM games", 0));
}

/* A database made by an older tapis (each schema version in turn) is
 * brought up to date when opened, and keeps its games: their players,
 * rule sets, entries (played and undone) and what the entries did. */
static void
test_migrates_older_schemas(void **state)
{
	struct fixture *f = *state;
	char err[512] = "", buf[128];
	/* (the rows below are written as schemas 1 to 4 kept them; each is
	 * then brought through every later migration, 006 and on included) */
	for (int from = 1; from < nmigrations && from < 5; from++) {
		char path[PATH_MAX + 32], pragma[64];
		snprintf(path, sizeof path, "%s/old-%d.db", f->dir, from);
		sqlite3 *db = NULL;
		assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
		for (int i = 0; i < from; i++)
			assert_int_equal(sqlite3_exec(db, migrations[i].sql, NULL, NULL, NULL), SQLITE_OK);
		snprintf(pragma, sizeof pragma, "PRAGMA user_version = %d", from);
		assert_int_equal(sqlite3_exec(db, pragma, NULL, NULL, NULL), SQLITE_OK);
		/* ann's game: a throw and a keep with what they did beside them,
		 * and an undone throw (whose facts an older tapis cleared) */
		assert_int_equal(sqlite3_exec(db, "INSERT INTO games (game) VALUES ('10000');"
		    " INSERT INTO players (game_id, seat, name) VALUES (1, 0, 'ann');"
		    " INSERT INTO entries (game_id, seq, seat, kind, dice, thrown, dice_in_hand,"
		    "   best, bust) VALUES (1, 1, 0, 'throw', '1 1 5 3 4', '1 1 5 3 4', 5, 250, 0);"
		    " INSERT INTO entries (game_id, seq, seat, kind, dice, kept, kept_points,"
		    "   kept_implicit, full_hand) VALUES (1, 2, 0, 'keep', '1 1', '1 1', 200, 0, 0);"
		    " INSERT INTO entries (game_id, seq, seat, kind, dice, undone)"
		    "   VALUES (1, 3, 0, 'throw', '5 2 3', 1);", NULL, NULL, NULL), SQLITE_OK);
		/* presets came with 002: a game named after one, and a game named
		 * after a preset saved again (from another base) after it */
		if (from >= 2)
			assert_int_equal(sqlite3_exec(db, "INSERT INTO presets (name, base) VALUES"
			    " ('casa', '10000:350'); INSERT INTO games (game) VALUES ('casa');"
			    " INSERT INTO players (game_id, seat, name) VALUES (2, 0, 'bo');"
			    " INSERT INTO games (game, created) VALUES ('rue', '2026-01-01T00:00:00Z');"
			    " INSERT INTO players (game_id, seat, name) VALUES (3, 0, 'cy');"
			    " INSERT INTO presets (name, base, created) VALUES"
			    "   ('rue', '5000', '2026-06-01T00:00:00Z');",
			    NULL, NULL, NULL), SQLITE_OK);
		/* from 003 on, tapis wrote the base itself: a built-in rule set */
		if (from >= 3)
			assert_int_equal(sqlite3_exec(db, "UPDATE games SET base = '10000';"
			    " UPDATE games SET base = '10000:350' WHERE game = 'casa';", NULL, NULL, NULL),
			    SQLITE_OK);
		sqlite3_close(db);

		struct store *st = store_open(path, err, sizeof err);
		if (st == NULL)
			fail_msg("from version %d: %s", from, err);
		assert_int_equal(store_version(st), nmigrations);
		/* unmarked, as older tapis left them: marked now */
		assert_int_equal(sql_int(path, "PRAGMA application_id", 0), STORE_APPLICATION_ID);
		struct game *g = game_store_load(st, 1, err, sizeof err);
		if (g == NULL)
			fail_msg("from version %d: %s", from, err);
		assert_ptr_equal(g->engine, E);
		assert_string_equal(g->name[0], "ann");
		assert_string_equal(g->base, "10000");
		assert_int_equal(g->nactive, 2);
		assert_int_equal(g->ntotal, 3);
		assert_int_equal(g->entry[2].action.verb, ACTION_THROW);
		assert_int_equal(g->entry[2].action.dice.n, 3);
		assert_true(game_replay(g, err, sizeof err));
		assert_int_equal(fstate(g)->turn_points, 200);
		game_free(g);
		/* Its facts, in farkle_facts now, one row an active entry, read by
		 * the views as before. */
		assert_string_equal(sql_text(path, "SELECT group_concat(seq || ':' || kind || ':' ||"
		    " coalesce(args, '-') || ':' || undone, ' ') FROM (SELECT * FROM entries"
		    " WHERE game_id = 1 ORDER BY seq)", 0, buf, sizeof buf),
		    "1:throw:1 1 5 3 4:0 2:keep:1 1:0 3:throw:5 2 3:1");
		assert_string_equal(sql_text(path, "SELECT group_concat(seq, ' ') FROM"
		    " (SELECT seq FROM farkle_facts WHERE game_id = 1 ORDER BY seq)", 0, buf,
		    sizeof buf), "1 2");
		assert_string_equal(sql_text(path, "SELECT faces || '/' || dice_in_hand || '/' ||"
		    " best || '/' || bust FROM throws WHERE game_id = 1", 0, buf, sizeof buf),
		    "1 1 5 3 4/5/250/0");
		assert_string_equal(sql_text(path, "SELECT faces || '/' || points || '/' || implicit"
		    " FROM keeps WHERE game_id = 1", 0, buf, sizeof buf), "1 1/200/0");
		/* Every game is of the Farkle family, with a uid of its own. */
		assert_int_equal(sql_int(path, "SELECT count(*) FROM games"
		    " WHERE family IS NOT 'farkle'", 0), 0);
		assert_uids(path);
		if (from >= 2) {
			g = game_store_load(st, 2, err, sizeof err);
			if (g == NULL)
				fail_msg("from version %d: %s", from, err);
			assert_string_equal(g->ruleset, "casa");
			assert_string_equal(g->base, "10000:350");
			assert_int_equal(frules(g)->opening, 350);
			game_free(g);
			/* 003 gave the game whose preset was saved again after it its
			 * own name as base, no rule set: since 005 it reads from 10000
			 * (every option is stored with the game), never the later
			 * preset's 5000 */
			g = game_store_load(st, 3, err, sizeof err);
			if (g == NULL)
				fail_msg("from version %d: %s", from, err);
			assert_string_equal(g->ruleset, "rue");
			assert_string_equal(g->base, "10000");
			assert_int_equal(frules(g)->dice, 5);
			game_free(g);
		}

		/* And it is played on: a new entry replaces the undone one. */
		struct tapis t = {0};
		t.store = st;
		t.db_path = path;
		if (!session_open(&t, 1, err, sizeof err))
			fail_msg("from version %d: %s", from, err);
		play(&t, ACTION_THROW, "5 5 2");
		assert_int_equal(t.game->nactive, 3);
		assert_int_equal(t.game->ntotal, 3);
		assert_int_equal(fstate(t.game)->turn_points, 200);   /* 5 5 not yet set aside */
		assert_int_equal(sql_int(path, "SELECT count(*) FROM farkle_facts WHERE game_id = 1",
		    0), 3);
		assert_string_equal(sql_text(path, "SELECT args || '/' || undone FROM entries"
		    " WHERE game_id = 1 AND seq = 3", 0, buf, sizeof buf), "5 5 2/0");
		session_close(&t);
		store_close(st);
	}
}

static void
test_wal_mode(void **state)
{
	struct fixture *f = *state;
	char buf[32];
	f->t.store = open_store(f->path);
	assert_string_equal(sql_text(f->path, "PRAGMA journal_mode", 0, buf, sizeof buf), "wal");
	store_close(f->t.store);
	f->t.store = NULL;
	/* WAL is a property of the file: it stays. */
	assert_string_equal(sql_text(f->path, "PRAGMA journal_mode", 0, buf, sizeof buf), "wal");
}

static void
test_memory_store(void **state)
{
	(void)state;
	struct store *s = open_store(":memory:");
	assert_int_equal(store_version(s), nmigrations);
	assert_int_equal(store_latest(s), 0);
	store_close(s);
}

/* ---- games */

static void
test_game_ids_count_from_one(void **state)
{
	struct fixture *f = *state;
	char err[256] = "";
	f->t.store = open_store(f->path);
	void *rules = rules_with("10000", (const char *)NULL);
	for (int64_t want = 1; want <= 3; want++) {
		struct game *g = game_create(E, "10000", rules, 2, alice_bob);
		assert_non_null(g);
		assert_true(game_store_create(f->t.store, g));
		assert_int_equal(g->id, want);
		game_free(g);
		assert_int_equal(store_latest(f->t.store), want);
		assert_int_equal(store_latest_unfinished(f->t.store), want);
	}
	free(rules);
	/* Read back: the rule set and the players in seat order. */
	struct game *g = game_store_load(f->t.store, 2, err, sizeof err);
	assert_non_null(g);
	assert_int_equal(g->id, 2);
	assert_string_equal(g->ruleset, "10000");
	assert_int_equal(g->nplayers, 2);
	assert_string_equal(g->name[0], "alice");
	assert_string_equal(g->name[1], "bob");
	assert_int_equal(g->nactive, 0);
	assert_int_equal(g->ntotal, 0);
	game_free(g);
	/* A game that does not exist is refused with its number. */
	assert_null(game_store_load(f->t.store, 99, err, sizeof err));
	assert_non_null(strstr(err, "99"));
}

/* alice opens with 1000, bob busts, alice adds 50 on an implicit keep. */
static void
play_some_turns(struct tapis *t)
{
	play(t, ACTION_THROW, "1 1 1 2 3");   /* 1: throw */
	play(t, ACTION_KEEP, "1 1 1");        /* 2: keep 1000 */
	play(t, ACTION_BANK, NULL);           /* 3: alice 1000 */
	play(t, ACTION_THROW, "2 3 4 6 6");   /* 4: bob busts */
	play(t, ACTION_THROW, "5 2 2 3 4");   /* 5: alice, worth 50 */
	play(t, ACTION_BANK, NULL);           /* 6: alice 1050 */
}

static void
test_replay_after_restart(void **state)
{
	struct fixture *f = *state;
	char err[256] = "";
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	assert_int_equal(f->t.game->id, 1);
	play_some_turns(&f->t);
	play(&f->t, ACTION_THROW, "1 5 2 3 3");   /* 7: bob, mid-turn */
	struct farkle_state before = *fstate(f->t.game);
	struct game_entry entries[7];
	memcpy(entries, f->t.game->entry, sizeof entries);
	assert_int_equal(before.player[0].score, 1050);
	assert_int_equal(before.player[1].score, 0);
	assert_int_equal(before.current, 1);
	assert_int_equal(before.phase, PHASE_THROWN);

	session_close(&f->t);
	store_close(f->t.store);
	f->t.store = open_store(f->path);

	/* The store's log replays to the same position. */
	struct game *g = game_store_load(f->t.store, 1, err, sizeof err);
	assert_non_null(g);
	assert_int_equal(g->nactive, 7);
	assert_int_equal(g->ntotal, 7);
	for (int i = 0; i < 7; i++) {
		assert_int_equal(g->entry[i].seat, entries[i].seat);
		assert_int_equal(g->entry[i].action.verb, entries[i].action.verb);
		assert_int_equal(g->entry[i].action.dice.n, entries[i].action.dice.n);
		assert_memory_equal(g->entry[i].action.dice.face, entries[i].action.dice.face,
		    (size_t)entries[i].action.dice.n);
	}
	assert_true(game_replay(g, err, sizeof err));
	assert_same_state(fstate(g), &before);
	game_free(g);

	/* And so does resuming it, after which play goes on from there. */
	char why[FARKLE_WHY] = "";
	assert_true(session_open(&f->t, 1, why, sizeof why));
	assert_same_state(fstate(f->t.game), &before);
	play(&f->t, ACTION_KEEP, "1 5");
	assert_int_equal(fstate(f->t.game)->turn_points, 150);
	assert_int_equal(fstate(f->t.game)->phase, PHASE_KEPT);
}

static void
test_refusals_same_after_restart(void **state)
{
	/* bob's 150 does not open under 10000, before a restart or after. */
	struct fixture *f = *state;
	char why[FARKLE_WHY];
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play_some_turns(&f->t);
	play(&f->t, ACTION_THROW, "1 5 2 3 3");
	play_refused(&f->t, ACTION_BANK, NULL, why, sizeof why);
	assert_non_null(strstr(why, "500"));
	restart(f, 1);
	play_refused(&f->t, ACTION_BANK, NULL, why, sizeof why);
	assert_non_null(strstr(why, "500"));
}

static void
test_undone_entries_survive_restart(void **state)
{
	struct fixture *f = *state;
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 1 1 2 3");
	play(&f->t, ACTION_KEEP, "1 1 1");
	play(&f->t, ACTION_BANK, NULL);
	struct farkle_state banked = *fstate(f->t.game);
	undo(&f->t);
	undo(&f->t);
	struct farkle_state thrown = *fstate(f->t.game);
	assert_int_equal(thrown.phase, PHASE_THROWN);
	assert_int_equal(thrown.current, 0);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries WHERE undone = 1", 0), 2);

	restart(f, 1);
	assert_int_equal(f->t.game->nactive, 1);
	assert_int_equal(f->t.game->ntotal, 3);
	assert_same_state(fstate(f->t.game), &thrown);
	assert_int_equal(f->t.game->entry[1].action.verb, ACTION_KEEP);
	assert_int_equal(f->t.game->entry[2].action.verb, ACTION_BANK);

	/* Redo brings them back, in order, after the restart. */
	redo(&f->t);
	assert_int_equal(fstate(f->t.game)->phase, PHASE_KEPT);
	assert_int_equal(fstate(f->t.game)->turn_points, 1000);
	redo(&f->t);
	assert_same_state(fstate(f->t.game), &banked);
	assert_int_equal(fstate(f->t.game)->player[0].score, 1000);
	assert_int_equal(fstate(f->t.game)->current, 1);
	char why[FARKLE_WHY];
	struct game_entry e;
	union outcome out;
	assert_int_equal(session_redo(&f->t, &e, &out, why, sizeof why), SESSION_REFUSED);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries WHERE undone = 1", 0), 0);

	restart(f, 1);
	assert_int_equal(f->t.game->nactive, 3);
	assert_int_equal(f->t.game->ntotal, 3);
	assert_same_state(fstate(f->t.game), &banked);

	/* Undo goes back to the start of the game, even after a restart. */
	undo(&f->t);
	undo(&f->t);
	undo(&f->t);
	assert_int_equal(session_undo(&f->t, &e, why, sizeof why), SESSION_REFUSED);
	restart(f, 1);
	assert_int_equal(f->t.game->nactive, 0);
	assert_int_equal(f->t.game->ntotal, 3);
	assert_int_equal(fstate(f->t.game)->phase, PHASE_START);
	assert_int_equal(fstate(f->t.game)->player[0].score, 0);
}

/* An undo or redo in a game played on writes no status nor final score
 * (their triggers, the summaries', do not run); one that ends the game or
 * takes its end back does. */
static void
test_undo_in_play_writes_no_status(void **state)
{
	struct fixture *f = *state;
	const char *writes = "SELECT count(*) FROM status_writes WHERE what = 'status'";
	const char *finals = "SELECT count(*) FROM status_writes WHERE what = 'final'";
	f->t.store = open_store(f->path);
	/* what a write of them leaves, seen from outside */
	sql_exec(f->path, "CREATE TABLE status_writes (what TEXT);"
	    " CREATE TRIGGER status_written AFTER UPDATE OF status ON games"
	    " BEGIN INSERT INTO status_writes VALUES ('status'); END;"
	    " CREATE TRIGGER final_written AFTER UPDATE OF final_score, rank ON players"
	    " BEGIN INSERT INTO status_writes VALUES ('final'); END;");
	new_game(&f->t, "5000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "2 2 3 3 4 4");
	play(&f->t, ACTION_KEEP, "2 2 3 3 4 4");
	play(&f->t, ACTION_THROW, "1 2 2 3 4 6");
	play(&f->t, ACTION_BANK, NULL);
	undo(&f->t);
	undo(&f->t);
	redo(&f->t);
	redo(&f->t);
	assert_int_equal(sql_int(f->path, writes, 0), 0);
	assert_int_equal(sql_int(f->path, finals, 0), 0);
	/* six 1s: bob wins, then takes it back */
	play(&f->t, ACTION_THROW, "1 1 1 1 1 1");
	assert_int_equal(sql_int(f->path, writes, 0), 1);
	assert_int_equal(sql_int(f->path, finals, 0), 2);
	undo(&f->t);
	assert_int_equal(sql_int(f->path, writes, 0), 2);
	assert_int_equal(sql_int(f->path, finals, 0), 4);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM players WHERE game_id = ?1"
	    " AND final_score IS NULL AND rank IS NULL", 1), 2);
	undo(&f->t);
	assert_int_equal(sql_int(f->path, writes, 0), 2);
	assert_int_equal(sql_int(f->path, finals, 0), 4);
	char status[16];
	assert_string_equal(sql_text(f->path, "SELECT status FROM games WHERE id = ?1", 1, status,
	    sizeof status), "playing");
}

static void
test_new_entry_drops_undone(void **state)
{
	struct fixture *f = *state;
	const char *count = "SELECT count(*) FROM entries WHERE game_id = ?1";
	const char *undone = "SELECT count(*) FROM entries WHERE game_id = ?1 AND undone = 1";
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 1 1 2 3");
	play(&f->t, ACTION_KEEP, "1 1 1");
	play(&f->t, ACTION_BANK, NULL);
	undo(&f->t);
	undo(&f->t);
	assert_int_equal(sql_int(f->path, count, 1), 3);
	assert_int_equal(sql_int(f->path, undone, 1), 2);

	/* A refused entry does not count as a new one: the undone stay. */
	char why[FARKLE_WHY];
	play_refused(&f->t, ACTION_KEEP, "6", why, sizeof why);
	assert_int_equal(sql_int(f->path, count, 1), 3);
	assert_int_equal(sql_int(f->path, undone, 1), 2);

	/* The bank sets the 1s aside by itself: a new entry, the undone go. */
	play(&f->t, ACTION_BANK, NULL);
	assert_int_equal(sql_int(f->path, count, 1), 2);
	assert_int_equal(sql_int(f->path, undone, 1), 0);
	assert_int_equal(sql_int(f->path, "SELECT max(seq) FROM entries WHERE game_id = ?1", 1), 2);
	char buf[16];
	assert_string_equal(sql_text(f->path,
	    "SELECT kind FROM entries WHERE game_id = ?1 AND seq = 2", 1, buf, sizeof buf), "bank");
	/* with the facts of the bank, not of the keep it replaces */
	assert_string_equal(sql_text(f->path, "SELECT kept || '/' || kept_implicit FROM"
	    " farkle_facts WHERE game_id = ?1 AND seq = 2", 1, buf, sizeof buf), "1 1 1/1");
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM farkle_facts WHERE game_id = ?1",
	    1), 2);
	assert_facts_match_entries(f->path);
	struct game_entry e;
	union outcome out;
	assert_int_equal(session_redo(&f->t, &e, &out, why, sizeof why), SESSION_REFUSED);
	assert_int_equal(fstate(f->t.game)->player[0].score, 1000);

	restart(f, 1);
	assert_int_equal(f->t.game->nactive, 2);
	assert_int_equal(f->t.game->ntotal, 2);
	assert_int_equal(fstate(f->t.game)->player[0].score, 1000);
	assert_int_equal(session_redo(&f->t, &e, &out, why, sizeof why), SESSION_REFUSED);
}

/* How many rows of table hold the facts of entry seq of game 1. */
static long long
facts(const char *path, const char *table, int seq)
{
	char sql[160];
	snprintf(sql, sizeof sql, "SELECT count(*) FROM %s WHERE game_id = 1 AND seq = ?1",
	    table);
	return sql_int(path, sql, seq);
}

static void
assert_facts(const char *path, int seq, int throws, int keeps, int turns)
{
	assert_int_equal(facts(path, "throws", seq), throws);
	assert_int_equal(facts(path, "keeps", seq), keeps);
	assert_int_equal(facts(path, "turns", seq), turns);
}

static void
test_facts_follow_entries(void **state)
{
	struct fixture *f = *state;
	char buf[256];
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play_some_turns(&f->t);

	assert_facts(f->path, 1, 1, 0, 0);   /* a throw */
	assert_facts(f->path, 2, 0, 1, 0);   /* a keep */
	assert_facts(f->path, 3, 0, 0, 1);   /* a bank after a keep */
	assert_facts(f->path, 4, 1, 0, 1);   /* a bust: a throw that ends the turn */
	assert_facts(f->path, 5, 1, 0, 0);
	assert_facts(f->path, 6, 0, 1, 1);   /* a bank that sets aside by itself */
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM farkle_facts", 0), 6);
	assert_facts_match_entries(f->path);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM throws", 0), 3);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM keeps", 0), 2);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM turns", 0), 3);

	/* What they say. */
	assert_string_equal(sql_text(f->path, "SELECT faces || '/' || dice_in_hand || '/' || best"
	    " || '/' || bust || '/' || seat FROM throws ORDER BY game_id, seq LIMIT 1", 0, buf,
	    sizeof buf), "1 1 1 2 3/5/1000/0/0");
	assert_string_equal(sql_text(f->path, "SELECT faces || '/' || points || '/' || implicit"
	    " FROM keeps ORDER BY game_id, seq LIMIT 1", 0, buf, sizeof buf), "1 1 1/1000/0");
	assert_string_equal(sql_text(f->path, "SELECT outcome || '/' || points || '/' ||"
	    " score_after || '/' || seat FROM turns ORDER BY game_id, seq", 0, buf, sizeof buf),
	    "banked/1000/1000/0");
	assert_string_equal(sql_text(f->path, "SELECT outcome || '/' || seat || '/' || score_after"
	    " FROM turns ORDER BY game_id, seq LIMIT 1 OFFSET 1", 0, buf, sizeof buf), "bust/1/0");
	assert_int_equal(sql_int(f->path, "SELECT bust FROM throws ORDER BY game_id, seq"
	    " LIMIT 1 OFFSET 1", 0), 1);
	assert_string_equal(sql_text(f->path, "SELECT faces || '/' || points || '/' || implicit"
	    " FROM keeps ORDER BY game_id, seq DESC LIMIT 1", 0, buf, sizeof buf), "5/50/1");
	assert_string_equal(sql_text(f->path, "SELECT outcome || '/' || points || '/' ||"
	    " score_after FROM turns ORDER BY game_id, seq DESC LIMIT 1", 0, buf, sizeof buf),
	    "banked/50/1050");
	/* The views of sql/ read them with names. */
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM turn_history", 0), 3);
	assert_string_equal(sql_text(f->path, "SELECT player FROM turn_history"
	    " WHERE outcome = 'bust'", 0, buf, sizeof buf), "bob");

	/* The rows of farkle_facts themselves. */
	char row[3][256];
	for (int i = 0; i < 3; i++)
		facts_row(f->path, 4 + i, row[i], sizeof row[i]);
	/* bob's bust (he has not opened: no cross), alice's 5 set aside by the bank */
	assert_string_equal(row[0], "NULL|NULL|NULL|NULL|'2 3 4 6 6'|5|0|1|0|0");
	assert_string_equal(row[2], "'5'|50|1|0|NULL|NULL|NULL|NULL|0|0");

	char *all = dump_tables(f->path);
	/* Undo deletes the facts of the entry it takes back (its row stays,
	 * undone, with no end of turn) ... */
	undo(&f->t);
	assert_facts(f->path, 6, 0, 0, 0);
	assert_facts(f->path, 5, 1, 0, 0);
	assert_string_equal(facts_row(f->path, 6, buf, sizeof buf), "");
	assert_string_equal(facts_row(f->path, 5, buf, sizeof buf), row[1]);
	assert_string_equal(sql_text(f->path, "SELECT kind || '/' || undone || '/' ||"
	    " coalesce(outcome, '-') || '/' || coalesce(points, '-') || '/' ||"
	    " coalesce(score_after, '-') FROM entries WHERE game_id = 1 AND seq = 6", 0, buf,
	    sizeof buf), "bank/1/-/-/-");
	undo(&f->t);
	assert_facts(f->path, 5, 0, 0, 0);
	undo(&f->t);
	assert_facts(f->path, 4, 0, 0, 0);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM farkle_facts", 0), 3);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM farkle_facts WHERE game_id = 1"
	    " AND seq >= 4", 0), 0);
	assert_facts_match_entries(f->path);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM throws", 0), 1);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM keeps", 0), 1);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM turns", 0), 1);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM turn_history", 0), 1);

	/* ... and redo, after a restart too, writes them back as they were. */
	redo(&f->t);
	assert_facts(f->path, 4, 1, 0, 1);
	assert_string_equal(facts_row(f->path, 4, buf, sizeof buf), row[0]);
	restart(f, 1);
	redo(&f->t);
	redo(&f->t);
	assert_facts(f->path, 5, 1, 0, 0);
	assert_facts(f->path, 6, 0, 1, 1);
	for (int i = 0; i < 3; i++)
		assert_string_equal(facts_row(f->path, 4 + i, buf, sizeof buf), row[i]);
	assert_facts_match_entries(f->path);
	char *again = dump_tables(f->path);
	assert_string_equal(again, all);
	free(again);
	free(all);
}

static void
test_finished_game(void **state)
{
	struct fixture *f = *state;
	char buf[64];
	const char *status = "SELECT status || '/' || coalesce(winner, 'none') FROM games"
	    " WHERE id = ?1";
	f->t.store = open_store(f->path);

	/* Game 1 stays unfinished. */
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 2 3 4 6");

	/* Game 2: 1000 to win, no opening; bob hits it exactly. */
	void *rules = rules_with("10000", "target=1000", "opening=0", (const char *)NULL);
	new_game(&f->t, "10000", rules, 2, alice_bob);
	free(rules);
	assert_int_equal(f->t.game->id, 2);
	assert_int_equal(store_latest_unfinished(f->t.store), 2);
	play(&f->t, ACTION_THROW, "2 3 4 6 6");   /* alice busts */
	play(&f->t, ACTION_THROW, "1 1 1 2 3");
	assert_string_equal(sql_text(f->path, status, 2, buf, sizeof buf), "playing/none");
	struct farkle_outcome won = play(&f->t, ACTION_BANK, NULL);
	assert_true(won.game_over);
	assert_int_equal(won.winner, 1);
	assert_true(game_is_over(f->t.game));

	assert_string_equal(sql_text(f->path, status, 2, buf, sizeof buf), "finished/1");
	assert_string_equal(sql_text(f->path, status, 1, buf, sizeof buf), "playing/none");
	assert_string_equal(sql_text(f->path, "SELECT outcome FROM turns WHERE game_id = 2"
	    " ORDER BY game_id, seq DESC", 0, buf, sizeof buf), "won");
	assert_int_equal(store_latest(f->t.store), 2);
	assert_int_equal(store_latest_unfinished(f->t.store), 1);
	/* "Newest" is the order games lists in: by the day a game began (an
	 * imported game keeps its own), then by id. */
	sql_exec(f->path, "UPDATE games SET created = '2020-01-01T10:00:00Z' WHERE id = 2");
	assert_int_equal(store_latest(f->t.store), 1);
	sql_exec(f->path, "UPDATE games SET created = (SELECT created FROM games WHERE id = 1)"
	    " WHERE id = 2");
	assert_int_equal(store_latest(f->t.store), 2);

	/* The won game reads back over, with the rules it was played with. */
	restart(f, 2);
	assert_true(game_is_over(f->t.game));
	assert_int_equal(fstate(f->t.game)->winner, 1);
	assert_int_equal(frules(f->t.game)->target, 1000);
	assert_int_equal(frules(f->t.game)->opening, 0);
	assert_int_equal(fstate(f->t.game)->player[1].score, 1000);

	/* Undoing the winning bank reopens it. */
	undo(&f->t);
	assert_false(game_is_over(f->t.game));
	assert_string_equal(sql_text(f->path, status, 2, buf, sizeof buf), "playing/none");
	assert_int_equal(store_latest_unfinished(f->t.store), 2);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM turns WHERE game_id = 2"
	    " AND outcome = 'won'", 0), 0);

	/* Redo wins it again. */
	redo(&f->t);
	assert_true(game_is_over(f->t.game));
	assert_string_equal(sql_text(f->path, status, 2, buf, sizeof buf), "finished/1");
	assert_int_equal(store_latest_unfinished(f->t.store), 1);
}

struct listed {
	int n;
	int stop_after;           /* 0: never */
	int64_t id[8];
	char game[8][GAME_RULESET_MAX];
	char status[8][16];
	char players[8][128];
	char winner[8][GAME_NAME_MAX + 1];
	bool has_winner[8];
	bool has_created[8];
	int entries[8];
};

static bool
collect(const struct store_game_row *row, void *ctx)
{
	struct listed *r = ctx;
	assert_true(r->n < 8);
	r->id[r->n] = row->id;
	snprintf(r->game[r->n], sizeof r->game[0], "%s", row->game);
	snprintf(r->status[r->n], sizeof r->status[0], "%s", row->status);
	snprintf(r->players[r->n], sizeof r->players[0], "%s", row->players);
	r->has_winner[r->n] = row->winner != NULL;
	if (row->winner)
		snprintf(r->winner[r->n], sizeof r->winner[0], "%s", row->winner);
	r->has_created[r->n] = row->created != NULL && row->created[0] != '\0';
	r->entries[r->n] = row->entries;
	r->n++;
	return r->stop_after == 0 || r->n < r->stop_after;
}

static void
test_each_game_newest_first(void **state)
{
	struct fixture *f = *state;
	f->t.store = open_store(f->path);
	struct listed none = {0};
	assert_true(store_each_game(f->t.store, collect, &none));
	assert_int_equal(none.n, 0);

	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 1 1 2 3");
	play(&f->t, ACTION_KEEP, "1 1 1");
	new_game(&f->t, "5000", NULL, 1, (char *[]){"carol"});
	void *quick = rules_with("10000:350", "target=1000", (const char *)NULL);
	new_game(&f->t, "10000:350", quick, 3, (char *[]){"dave", "Erin", "frank"});
	free(quick);
	play(&f->t, ACTION_THROW, "1 1 1 2 3");
	play(&f->t, ACTION_BANK, NULL);           /* dave wins */

	struct listed r = {0};
	assert_true(store_each_game(f->t.store, collect, &r));
	assert_int_equal(r.n, 3);
	assert_int_equal(r.id[0], 3);
	assert_int_equal(r.id[1], 2);
	assert_int_equal(r.id[2], 1);
	assert_string_equal(r.game[0], "10000:350");
	assert_string_equal(r.game[1], "5000");
	assert_string_equal(r.game[2], "10000");
	assert_string_equal(r.players[0], "dave, Erin, frank");
	assert_string_equal(r.players[1], "carol");
	assert_string_equal(r.players[2], "alice, bob");
	assert_string_equal(r.status[0], "finished");
	assert_true(r.has_winner[0]);
	assert_string_equal(r.winner[0], "dave");
	assert_string_equal(r.status[1], "playing");
	assert_false(r.has_winner[1]);
	assert_string_equal(r.status[2], "playing");
	assert_false(r.has_winner[2]);
	assert_int_equal(r.entries[0], 2);
	assert_int_equal(r.entries[1], 0);
	assert_int_equal(r.entries[2], 2);
	for (int i = 0; i < 3; i++)
		assert_true(r.has_created[i]);

	/* Undone entries do not count. */
	char err[256];
	session_close(&f->t);
	assert_true(session_open(&f->t, 1, err, sizeof err));
	undo(&f->t);
	struct listed u = {0};
	assert_true(store_each_game(f->t.store, collect, &u));
	assert_int_equal(u.entries[2], 1);

	/* The callback can stop the walk. */
	struct listed one = {.stop_after = 1};
	assert_true(store_each_game(f->t.store, collect, &one));
	assert_int_equal(one.n, 1);
	assert_int_equal(one.id[0], 3);
}


/* store_find_games's callback counting what it was given. */
static bool
count_rows(const struct store_game_row *row, void *ctx)
{
	(void)row;
	++*(int *)ctx;
	return true;
}

/* store_each_game_id's callback keeping the first id and stopping there. */
static bool
first_id(int64_t id, void *ctx)
{
	int64_t *seen = ctx;
	assert_int_equal(*seen, 0);
	*seen = id;
	return false;
}

/* store_game_row's callback that, while its row is being read, asks for
 * game 1's row too: its statement is busy, so another is made. */
static bool
row_within_row(const struct store_game_row *row, void *ctx)
{
	struct fixture *f = ctx;
	struct listed inner = {0};
	assert_int_equal(row->id, 2);
	assert_int_equal(store_game_row(f->t.store, 1, collect, &inner), 1);
	assert_int_equal(inner.n, 1);
	assert_int_equal(inner.id[0], 1);
	assert_string_equal(inner.players[0], "alice, bob");
	return true;
}

/* A filter with every field set, and as many players as it may name,
 * counts and lists the games it lets through (its SQL at its longest); one
 * naming more players than a game may have, or fewer than none, is an
 * error, not an empty list.  A game number that cannot be one has no row;
 * a walk of the ids stops where its callback says. */
static void
test_filters_at_their_bounds(void **state)
{
	struct fixture *f = *state;
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 1 1 2 3");
	new_game(&f->t, "5000", NULL, 1, (char *[]){"carol"});
	new_game(&f->t, "10000", NULL, 2, (char *[]){"bob", "alice"});

	struct store_game_filter all = {
		.family = "farkle", .game = "10000", .status = "playing", .ended = false,
		.since = "2000-01-01", .until = "2100-12-31", .nplayers = STORE_MAX_PLAYERS,
		.limit = 1,
	};
	for (int p = 0; p < STORE_MAX_PLAYERS; p++)
		all.name[p] = p % 2 ? "bob" : "alice";
	assert_int_equal(store_count_games(f->t.store, &all), 2);
	struct listed r = {0};
	assert_int_equal(store_find_games(f->t.store, &all, collect, &r), 1);
	assert_int_equal(r.id[0], 3);                   /* the newest, its limit 1 */
	all.ended = true;
	assert_int_equal(store_count_games(f->t.store, &all), 0);
	all.ended = false;
	all.until = "2001-01-01";
	assert_int_equal(store_count_games(f->t.store, &all), 0);

	int seen = 0;
	for (int n = -1; n <= STORE_MAX_PLAYERS + 1; n += STORE_MAX_PLAYERS + 2) {
		struct store_game_filter bad = {.nplayers = n};
		for (int p = 0; p < STORE_MAX_PLAYERS; p++)
			bad.name[p] = "alice";
		assert_int_equal(store_count_games(f->t.store, &bad), -1);
		assert_int_equal(store_find_games(f->t.store, &bad, count_rows, &seen), -1);
	}
	assert_int_equal(seen, 0);

	struct listed none = {0};
	assert_int_equal(store_game_row(f->t.store, 0, collect, &none), 0);
	assert_int_equal(store_game_row(f->t.store, -3, collect, &none), 0);
	assert_int_equal(store_game_row(f->t.store, 9, collect, &none), 0);
	assert_int_equal(none.n, 0);
	assert_int_equal(store_game_row(f->t.store, 2, row_within_row, f), 1);

	int64_t first = 0;
	assert_true(store_each_game_id(f->t.store, false, first_id, &first));
	assert_int_equal(first, 3);
}

/* What a game's players scored, as the store reads it for a check of the
 * game: only the seats 0, 1, ... in order count; the load itself says
 * what is wrong with the others. */
static void
test_result_reads_seats_in_order(void **state)
{
	struct fixture *f = *state;
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 3, (char *[]){"alice", "bob", "carol"});
	session_close(&f->t);
	static const struct {
		const char *damage, *repair;
		int nplayers;
	} cases[] = {
		{"", "", 3},
		{"UPDATE players SET seat = 16 WHERE seat = 1", "UPDATE players SET seat = 1"
		    " WHERE seat = 16", 1},
		{"UPDATE players SET seat = 7 WHERE seat = 1", "UPDATE players SET seat = 1"
		    " WHERE seat = 7", 1},
		{"UPDATE players SET seat = -1 WHERE seat = 0", "UPDATE players SET seat = 0"
		    " WHERE seat = -1", 0},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct store_result r;
		sql_exec(f->path, cases[i].damage);
		assert_int_equal(store_game_result(f->t.store, 1, &r), cases[i].nplayers > 0);
		assert_int_equal(r.nplayers, cases[i].nplayers);
		assert_string_equal(r.status, "playing");
		sql_exec(f->path, cases[i].repair);
	}
	struct store_result r;
	assert_int_equal(store_game_result(f->t.store, 5, &r), 0);
}

/* Game id loads and replays; else err says why. */
static bool
loads_and_replays(struct store *st, int64_t id, char *err, size_t len)
{
	struct game *g = game_store_load(st, id, err, len);
	bool ok = g != NULL && game_replay(g, err, len);
	game_free(g);
	return ok;
}

/* Game 1 loads (and replays) no more, with a reason holding expect; game 2
 * is as usable as before. */
static void
assert_damaged(struct fixture *f, const char *expect)
{
	char err[256] = "";
	struct game *g = game_store_load(f->t.store, 1, err, sizeof err);
	if (g != NULL) {
		bool replays = game_replay(g, err, sizeof err);
		game_free(g);
		if (replays)
			fail_msg("game 1 still loads and replays (want '%s')", expect);
	}
	if (strstr(err, expect) == NULL)
		fail_msg("'%s' does not say '%s'", err, expect);
	if (!loads_and_replays(f->t.store, 2, err, sizeof err))
		fail_msg("game 2 is hurt by damage to game 1 ('%s'): %s", expect, err);
}

/* A Yam Master game (two players, no more, no fewer) with a player added
 * or taken away by hand is damaged, said with the rule its seats break;
 * put back, it loads again. */
static void
test_yam_master_seats_damaged(void **state)
{
	struct fixture *f = *state;
	char why[ENGINE_WHY] = "";
	f->t.store = open_store(f->path);
	void *rules = game_rules_new(&yammaster_engine, "yam-master");
	assert_non_null(rules);
	if (!session_new(&f->t, &yammaster_engine, "yam-master", "yam-master", rules, 2,
	    alice_bob, why, sizeof why))
		fail_msg("session_new: %s", why);
	free(rules);
	session_close(&f->t);
	static const struct {
		const char *damage, *repair, *expect;
	} cases[] = {
		{"INSERT INTO players (game_id, seat, name) VALUES (1, 2, 'zed')",
		    "DELETE FROM players WHERE seat = 2",
		    "game #1 is damaged: player 3 cannot be read (at most 2,"},
		{"DELETE FROM players WHERE seat = 1",
		    "INSERT INTO players (game_id, seat, name) VALUES (1, 1, 'bob')",
		    "game #1 is damaged: a game needs at least 2 players"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char err[256] = "";
		sql_exec(f->path, cases[i].damage);
		struct game *g = game_store_load(f->t.store, 1, err, sizeof err);
		assert_null(g);
		if (strstr(err, cases[i].expect) == NULL)
			fail_msg("'%s' does not say '%s'", err, cases[i].expect);
		sql_exec(f->path, cases[i].repair);
		if (!loads_and_replays(f->t.store, 1, err, sizeof err))
			fail_msg("case %zu not repaired: %s", i, err);
	}
}

/* An undone entry changed by hand so that it no longer fits where it was
 * undone (dice that were not thrown; another player's) is not redone:
 * redo says so, and the file is left as it was. */
static void
test_redo_of_a_damaged_undone_entry(void **state)
{
	struct fixture *f = *state;
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 1 1 2 3");
	play(&f->t, ACTION_KEEP, "1 1 1");
	undo(&f->t);
	static const char *const damage[] = {
		"UPDATE entries SET args = '5 5' WHERE seq = 2",
		"UPDATE entries SET args = '1 1 1', seat = 1 WHERE seq = 2",
	};
	for (size_t i = 0; i < sizeof damage / sizeof damage[0]; i++) {
		sql_exec(f->path, damage[i]);
		restart(f, 1);
		char *before = dump_tables(f->path);
		char why[FARKLE_WHY] = "";
		struct game_entry e;
		union outcome out;
		assert_int_equal(session_redo(&f->t, &e, &out, why, sizeof why), SESSION_REFUSED);
		assert_string_equal(why, "the undone entry no longer fits the game");
		char *after = dump_tables(f->path);
		assert_string_equal(before, after);
		free(before);
		free(after);
	}
}

static void
test_damaged_game_is_reported(void **state)
{
	struct fixture *f = *state;
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play_some_turns(&f->t);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 1 5 3 4");
	session_close(&f->t);

	static const struct {
		const char *damage, *repair, *expect;
	} cases[] = {
		{"UPDATE entries SET seat = 20000 WHERE game_id = 1 AND seq = 2",
		    "UPDATE entries SET seat = 0 WHERE game_id = 1 AND seq = 2",
		    "game #1 is damaged: entry 2 has seat 20000"},
		{"UPDATE entries SET seat = -1 WHERE game_id = 1 AND seq = 2",
		    "UPDATE entries SET seat = 0 WHERE game_id = 1 AND seq = 2", "entry 2 has seat -1"},
		{"UPDATE entries SET seat = 1 WHERE game_id = 1 AND seq = 2",
		    "UPDATE entries SET seat = 0 WHERE game_id = 1 AND seq = 2",
		    "entry 2 is bob's, but it was alice's turn"},
		{"UPDATE entries SET kind = 'fold' WHERE game_id = 1 AND seq = 3",
		    "UPDATE entries SET kind = 'bank' WHERE game_id = 1 AND seq = 3",
		    "entry 3 is of no kind"},
		{"UPDATE entries SET args = '9 9 9' WHERE game_id = 1 AND seq = 1",
		    "UPDATE entries SET args = '1 1 1 2 3' WHERE game_id = 1 AND seq = 1",
		    "entry 1 has arguments that cannot be read"},
		{"UPDATE entries SET args = NULL WHERE game_id = 1 AND seq = 1",
		    "UPDATE entries SET args = '1 1 1 2 3' WHERE game_id = 1 AND seq = 1",
		    "entry 1 has arguments that cannot be read"},
		{"UPDATE entries SET args = '1 1' WHERE game_id = 1 AND seq = 3",
		    "UPDATE entries SET args = NULL WHERE game_id = 1 AND seq = 3",
		    "entry 3 has arguments that cannot be read"},
		{"UPDATE entries SET seq = 9 WHERE game_id = 1 AND seq = 4",
		    "UPDATE entries SET seq = 4 WHERE game_id = 1 AND seq = 9", "out of sequence"},
		{"UPDATE entries SET undone = 7 WHERE game_id = 1 AND seq = 4",
		    "UPDATE entries SET undone = 0 WHERE game_id = 1 AND seq = 4",
		    "neither played nor undone"},
		{"UPDATE entries SET undone = 1 WHERE game_id = 1 AND seq = 2",
		    "UPDATE entries SET undone = 0 WHERE game_id = 1 AND seq = 2",
		    "played after an undone one"},
		{"INSERT INTO players (game_id, seat, name) VALUES (1, 5, 'zed')",
		    "DELETE FROM players WHERE game_id = 1 AND seat = 5", "player 3 cannot be read"},
		{"UPDATE players SET name = 'a' || char(27) || '[2J' WHERE game_id = 1 AND seat = 1",
		    "UPDATE players SET name = 'bob' WHERE game_id = 1 AND seat = 1",
		    "player 2 cannot be read"},
		{"UPDATE players SET name = CAST(x'ff62' AS TEXT) WHERE game_id = 1 AND seat = 1",
		    "UPDATE players SET name = 'bob' WHERE game_id = 1 AND seat = 1",
		    "player 2 cannot be read"},
		{"UPDATE game_options SET value = 'lots' WHERE game_id = 1 AND name = 'target'",
		    "UPDATE game_options SET value = '10000' WHERE game_id = 1 AND name = 'target'",
		    "game #1 is damaged: "},
		/* longer than any value an option takes */
		{"UPDATE game_options SET value = printf('%.300c', '1') WHERE game_id = 1"
		    " AND name = 'target'",
		    "UPDATE game_options SET value = '10000' WHERE game_id = 1 AND name = 'target'",
		    "game #1 is damaged: an option cannot be read"},
		{"UPDATE players SET name = '' WHERE game_id = 1 AND seat = 1",
		    "UPDATE players SET name = 'bob' WHERE game_id = 1 AND seat = 1",
		    "player 2 cannot be read"},
		{"UPDATE players SET seat = -1 WHERE game_id = 1 AND seat = 0",
		    "UPDATE players SET seat = 0 WHERE game_id = 1 AND seat = -1",
		    "player 1 cannot be read"},
		/* each option one the game takes, the two together none */
		{"UPDATE game_options SET value = '1500' WHERE game_id = 1 AND name = 'straight6'",
		    "UPDATE game_options SET value = '0' WHERE game_id = 1 AND name = 'straight6'",
		    "game #1 is damaged: straight6 is a six-dice combination, and this game has 5"
		    " dice"},
		{"UPDATE games SET game = CAST(x'ff' AS TEXT) WHERE id = 1",
		    "UPDATE games SET game = '10000' WHERE id = 1", "rule set's name cannot be read"},
		{"DELETE FROM players WHERE game_id = 1 AND seat = 1",
		    "INSERT INTO players (game_id, seat, name) VALUES (1, 1, 'bob')",
		    "it started with 2 players and has 1 now"},
		{"INSERT INTO players (game_id, seat, name) VALUES (1, 2, 'zed')",
		    "DELETE FROM players WHERE game_id = 1 AND seat = 2",
		    "it started with 2 players and has 3 now"},
		{"DELETE FROM players WHERE game_id = 1",
		    "INSERT INTO players (game_id, seat, name) VALUES (1, 0, 'alice'), (1, 1, 'bob')",
		    "it has no players"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		sql_exec(f->path, cases[i].damage);
		assert_damaged(f, cases[i].expect);
		sql_exec(f->path, cases[i].repair);
		char err[256] = "";
		if (!loads_and_replays(f->t.store, 1, err, sizeof err))
			fail_msg("case %zu not repaired: %s", i, err);
	}
}

/* A game of a family this tapis does not know, or started from no rule set
 * of its family, is damaged, said so with its number: it is never played by
 * some other engine or rules instead, not even a saved preset of that
 * name.  The other games are not hurt. */
static void
test_unknown_family_or_base_is_damaged(void **state)
{
	struct fixture *f = *state;
	char why[FARKLE_WHY] = "";
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play_some_turns(&f->t);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 1 5 3 4");
	session_close(&f->t);
	/* a table's own preset named like the broken base */
	void *rules = rules_with("5000", "target=3000", (const char *)NULL);
	assert_true(game_store_preset_save(f->t.store, "rue", "5000", E, rules));
	free(rules);

	static const struct {
		const char *damage, *repair, *expect;
	} cases[] = {
		{"UPDATE games SET family = 'chess' WHERE id = 1",
		    "UPDATE games SET family = 'farkle' WHERE id = 1", "chess"},
		{"UPDATE games SET family = 'Farkle' WHERE id = 1",
		    "UPDATE games SET family = 'farkle' WHERE id = 1", "Farkle"},
		{"UPDATE games SET family = NULL WHERE id = 1",
		    "UPDATE games SET family = 'farkle' WHERE id = 1", "it does not say what game it is"},
		{"UPDATE games SET base = 'rue' WHERE id = 1",
		    "UPDATE games SET base = '10000' WHERE id = 1", "rue"},
		{"UPDATE games SET base = 'chess' WHERE id = 1",
		    "UPDATE games SET base = '10000' WHERE id = 1", "chess"},
		{"UPDATE games SET base = '' WHERE id = 1",
		    "UPDATE games SET base = '10000' WHERE id = 1", "no rule set"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char err[256] = "";
		sql_exec(f->path, cases[i].damage);
		/* Not read at all: no game to replay, whatever its entries. */
		struct game *g = game_store_load(f->t.store, 1, err, sizeof err);
		if (g != NULL)
			fail_msg("case %zu: game 1 still loads (engine %s, base %s)", i,
			    g->engine->family, g->base);
		if (strncmp(err, "game #1 is damaged", 18) != 0 || strstr(err, cases[i].expect) == NULL)
			fail_msg("case %zu: '%s' does not say 'game #1 is damaged' and '%s'", i, err,
			    cases[i].expect);
		/* Nor resumed; the list of games still shows it. */
		assert_false(session_open(&f->t, 1, why, sizeof why));
		assert_non_null(strstr(why, "game #1 is damaged"));
		assert_null(f->t.game);
		struct listed r = {0};
		assert_true(store_each_game(f->t.store, collect, &r));
		assert_int_equal(r.n, 2);
		/* Game 2 is as usable as before. */
		if (!loads_and_replays(f->t.store, 2, err, sizeof err))
			fail_msg("case %zu: game 2 is hurt by damage to game 1: %s", i, err);

		sql_exec(f->path, cases[i].repair);
		assert_true(session_open(&f->t, 1, why, sizeof why));
		assert_int_equal(f->t.game->nactive, 6);
		assert_int_equal(fstate(f->t.game)->player[0].score, 1050);
		assert_int_equal(frules(f->t.game)->target, 10000);
		session_close(&f->t);
	}
}

static void
test_refused_entry_changes_nothing(void **state)
{
	struct fixture *f = *state;
	char why[FARKLE_WHY];
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);

	/* At the start of a turn: nothing to keep or bank, five dice to throw. */
	char *before = dump_tables(f->path);
	play_refused(&f->t, ACTION_KEEP, "1", why, sizeof why);
	play_refused(&f->t, ACTION_BANK, NULL, why, sizeof why);
	play_refused(&f->t, ACTION_THROW, "1 1 5 3", why, sizeof why);
	assert_non_null(strstr(why, "4"));
	assert_non_null(strstr(why, "5"));
	char *after = dump_tables(f->path);
	assert_string_equal(after, before);
	free(after);
	free(before);

	play(&f->t, ACTION_THROW, "1 1 5 3 4");
	struct farkle_state thrown = *fstate(f->t.game);
	long long entries = sql_int(f->path, "SELECT count(*) FROM entries", 0);
	long long last_seq = sql_int(f->path, "SELECT max(seq) FROM entries", 0);
	before = dump_tables(f->path);

	/* A die that was not thrown, one that scores nothing, a bank short of
	 * the opening. */
	play_refused(&f->t, ACTION_KEEP, "6", why, sizeof why);
	assert_non_null(strstr(why, "6"));
	play_refused(&f->t, ACTION_KEEP, "3", why, sizeof why);
	assert_non_null(strstr(why, "3"));
	play_refused(&f->t, ACTION_BANK, NULL, why, sizeof why);
	assert_non_null(strstr(why, "500"));

	after = dump_tables(f->path);
	assert_string_equal(after, before);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries", 0), entries);
	assert_int_equal(sql_int(f->path, "SELECT max(seq) FROM entries", 0), last_seq);
	assert_int_equal(f->t.game->nactive, 1);
	assert_int_equal(f->t.game->ntotal, 1);
	assert_same_state(fstate(f->t.game), &thrown);
	free(after);
	free(before);

	/* And the game goes on from where it was. */
	play(&f->t, ACTION_KEEP, "1 1 5");
	assert_int_equal(fstate(f->t.game)->turn_points, 250);
	restart(f, 1);
	assert_int_equal(f->t.game->nactive, 2);
	assert_int_equal(fstate(f->t.game)->turn_points, 250);
}


static bool
keep_created(const struct store_game_row *row, void *ctx)
{
	snprintf(ctx, 32, "%s", row->created);
	return false;
}

/* ---- abandoning and deleting games */

/* The number of rows of game id in each table that holds a game's rows. */
static long long
rows_of_game(const char *path, long long id)
{
	return sql_int(path, "SELECT (SELECT count(*) FROM games WHERE id = ?1)"
	    " + (SELECT count(*) FROM game_options WHERE game_id = ?1)"
	    " + (SELECT count(*) FROM players WHERE game_id = ?1)"
	    " + (SELECT count(*) FROM entries WHERE game_id = ?1)"
	    " + (SELECT count(*) FROM farkle_facts WHERE game_id = ?1)", id);
}

static void
test_abandon(void **state)
{
	struct fixture *f = *state;
	char why[FARKLE_WHY] = "", buf[64];
	const char *status = "SELECT status || '/' || coalesce(winner, 'none') FROM games"
	    " WHERE id = ?1";
	f->t.store = open_store(f->path);

	/* 1 being played, 2 won by bob, 3 being played and open. */
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play_some_turns(&f->t);
	void *rules = rules_with("10000", "target=1000", "opening=0", (const char *)NULL);
	new_game(&f->t, "10000", rules, 2, alice_bob);
	free(rules);
	play(&f->t, ACTION_THROW, "2 3 4 6 6");
	play(&f->t, ACTION_THROW, "1 1 1 2 3");
	assert_true(play(&f->t, ACTION_BANK, NULL).game_over);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play_some_turns(&f->t);
	assert_int_equal(store_latest_unfinished(f->t.store), 3);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM turn_history WHERE game_id = 3",
	    0), 3);

	/* Abandoning the open game closes it, and it is resumed no more. */
	assert_int_equal(session_abandon(&f->t, 3, why, sizeof why), SESSION_DONE);
	assert_null(f->t.game);
	assert_string_equal(sql_text(f->path, status, 3, buf, sizeof buf), "abandoned/none");
	assert_int_equal(store_latest_unfinished(f->t.store), 1);
	assert_false(session_open(&f->t, 3, why, sizeof why));
	assert_non_null(strstr(why, "abandoned"));
	assert_null(f->t.game);
	/* Still there to read and export, with its entries. */
	struct game *g = game_store_load(f->t.store, 3, why, sizeof why);
	assert_non_null(g);
	assert_true(g->abandoned);
	assert_int_equal(g->nactive, 6);
	game_free(g);
	g = game_store_load(f->t.store, 1, why, sizeof why);
	assert_non_null(g);
	assert_false(g->abandoned);
	game_free(g);

	/* In no statistic: the history views leave it out, not the others. */
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM turn_history WHERE game_id = 3",
	    0), 0);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM throw_history WHERE game_id = 3",
	    0), 0);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM turn_history WHERE game_id = 1",
	    0), 3);
	assert_true(sql_int(f->path, "SELECT count(*) FROM throw_history WHERE game_id = 2",
	    0) > 0);

	/* Nothing to act on: no such game, a finished one, an abandoned one;
	 * nothing changes. */
	char *before = dump_tables(f->path);
	assert_int_equal(store_game_abandon(f->t.store, 99, NULL, 0), 0);
	assert_int_equal(store_game_abandon(f->t.store, 2, NULL, 0), 0);
	assert_int_equal(store_game_abandon(f->t.store, 3, NULL, 0), 0);
	assert_int_equal(session_abandon(&f->t, 2, why, sizeof why), SESSION_REFUSED);
	char *after = dump_tables(f->path);
	assert_string_equal(after, before);
	assert_string_equal(sql_text(f->path, status, 2, buf, sizeof buf), "finished/1");
	free(after);
	free(before);

	/* Game 1, not open, by its number; the newest unfinished is none. */
	assert_int_equal(store_game_abandon(f->t.store, 1, NULL, 0), 1);
	assert_int_equal(store_latest_unfinished(f->t.store), 0);
	assert_int_equal(store_latest(f->t.store), 3);

	/* games lists them as such. */
	struct listed r = {0};
	assert_true(store_each_game(f->t.store, collect, &r));
	assert_int_equal(r.n, 3);
	assert_string_equal(r.status[0], "abandoned");
	assert_false(r.has_winner[0]);
	assert_int_equal(r.entries[0], 6);
	assert_string_equal(r.status[1], "finished");
	assert_string_equal(r.status[2], "abandoned");
}

static void
test_delete_cascades(void **state)
{
	struct fixture *f = *state;
	char why[FARKLE_WHY] = "";
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play_some_turns(&f->t);
	undo(&f->t);                          /* an undone entry goes too */
	new_game(&f->t, "5000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 1 5 3 4 6");
	assert_true(session_open(&f->t, 1, why, sizeof why));
	long long rows2 = rows_of_game(f->path, 2);
	assert_true(rows_of_game(f->path, 1) > 0);

	/* The open game: deleted with every row of it, and closed. */
	assert_int_equal(session_delete(&f->t, 1, why, sizeof why), SESSION_DONE);
	assert_null(f->t.game);
	assert_int_equal(rows_of_game(f->path, 1), 0);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM farkle_facts WHERE game_id = 1",
	    0), 0);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM turns WHERE game_id = 1", 0), 0);
	assert_facts_match_entries(f->path);
	assert_int_equal(rows_of_game(f->path, 2), rows2);
	assert_int_equal(sql_int(f->path, "PRAGMA foreign_key_check", 0), -1);

	/* No such game: nothing changes. */
	char *before = dump_tables(f->path);
	assert_int_equal(store_game_delete(f->t.store, 1), 0);
	assert_int_equal(session_delete(&f->t, 99, why, sizeof why), SESSION_REFUSED);
	char *after = dump_tables(f->path);
	assert_string_equal(after, before);
	free(after);
	free(before);

	/* The newest game deleted: its number is not given again. */
	assert_int_equal(store_game_delete(f->t.store, 2), 1);
	assert_int_equal(store_latest(f->t.store), 0);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM farkle_facts", 0), 0);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	assert_int_equal(f->t.game->id, 3);
}

/* A second tapis on the same file, with a game open, whose game the first
 * one deletes or abandons: its next entry is refused with the reason, it
 * has no game open after, and nothing is written. */
static void
test_second_tapis_sees_delete_and_abandon(void **state)
{
	struct fixture *f = *state;
	char why[FARKLE_WHY] = "";
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	struct tapis other = {0};
	other.store = open_store(f->path);
	assert_true(session_open(&other, 1, why, sizeof why));

	assert_int_equal(store_game_delete(f->t.store, 1), 1);
	struct action a = action(ACTION_THROW, "1 1 5 3 4");
	union outcome out;
	assert_int_equal(session_play(&other, &a, &out, why, sizeof why), SESSION_REFUSED);
	assert_non_null(strstr(why, "deleted"));
	assert_null(other.game);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries", 0), 0);

	assert_true(session_open(&other, 2, why, sizeof why));
	play(&other, ACTION_THROW, "1 1 5 3 4");
	assert_int_equal(session_abandon(&f->t, 2, why, sizeof why), SESSION_DONE);
	assert_null(f->t.game);
	a = action(ACTION_KEEP, "1 1 5");
	assert_int_equal(session_play(&other, &a, &out, why, sizeof why), SESSION_REFUSED);
	assert_non_null(strstr(why, "abandoned"));
	assert_null(other.game);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries", 0), 1);
	char buf[32];
	assert_string_equal(sql_text(f->path, "SELECT status FROM games WHERE id = 2", 0, buf,
	    sizeof buf), "abandoned");
	store_close(other.store);
}

/* A database of version 3, as the tapis before abandon wrote it, comes to
 * the latest version with its games, their ids and every row referring to
 * them, and the foreign keys still cascade.  005 tells each game's family,
 * gives it a uid, and writes the end of the finished ones. */
/* A version-4 file with a row damaged by hand (a seq twice) still opens:
 * that game is reported damaged, the other is as it was. */
static void
test_migration_keeps_a_damaged_row_out(void **state)
{
	struct fixture *f = *state;
	char err[512] = "", path[PATH_MAX + 32];
	snprintf(path, sizeof path, "%s/v4.db", f->dir);
	sqlite3 *db = NULL;
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	for (int i = 0; i < 4; i++)
		assert_int_equal(sqlite3_exec(db, migrations[i].sql, NULL, NULL, NULL), SQLITE_OK);
	assert_int_equal(sqlite3_exec(db, "PRAGMA user_version = 4;"
	    " INSERT INTO games (id, game, base, nplayers) VALUES (1, '10000', '10000', 1),"
	    "   (2, '10000', '10000', 1);"
	    " INSERT INTO players VALUES (1, 0, 'ann'), (2, 0, 'bo');"
	    " INSERT INTO entries (game_id, seq, seat, kind, dice, thrown, dice_in_hand, best,"
	    "   bust) VALUES (1, 1, 0, 'throw', '2 3 4 6 6', '2 3 4 6 6', 5, 0, 1),"
	    "   (1, 1, 0, 'throw', '2 3 4 6 6', '2 3 4 6 6', 5, 0, 1),"
	    "   (1, 2, 0, 'throw', '2 3 4 6 6', '2 3 4 6 6', 5, 0, 1),"
	    "   (2, 1, 0, 'throw', '1 1 5 3 4', '1 1 5 3 4', 5, 250, 0),"
	    "   (2, 0, 0, 'throw', '1 1 5 3 4', '1 1 5 3 4', 5, 250, 0);",
	    NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);
	struct store *st = store_open(path, err, sizeof err);
	if (st == NULL)
		fail_msg("a damaged row made the file unopenable: %s", err);
	struct game *g = game_store_load(st, 1, err, sizeof err);
	if (g != NULL) {
		/* the seq twice kept once: the game reads, as far as it goes */
		assert_true(game_replay(g, err, sizeof err));
		game_free(g);
	}
	g = game_store_load(st, 2, err, sizeof err);
	assert_non_null(g);           /* seq 0 left out: its one good entry */
	assert_int_equal(g->nactive, 1);
	game_free(g);
	store_close(st);
}

static void
test_migration_from_3(void **state)
{
	struct fixture *f = *state;
	char err[512] = "", buf[128];
	char path[PATH_MAX + 32];
	snprintf(path, sizeof path, "%s/v3.db", f->dir);
	sqlite3 *db = NULL;
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	for (int i = 0; i < 3; i++)
		assert_int_equal(sqlite3_exec(db, migrations[i].sql, NULL, NULL, NULL), SQLITE_OK);
	assert_int_equal(sqlite3_exec(db, "PRAGMA user_version = 3;"
	    " INSERT INTO games (id, game, created, status, winner, base) VALUES"
	    "   (5, '10000', '2026-01-01T00:00:00Z', 'playing', NULL, '10000'),"
	    "   (7, '5000', '2026-02-01T00:00:00Z', 'finished', 1, '5000');"
	    " INSERT INTO players VALUES (5, 0, 'ann'), (5, 1, 'bo'), (7, 0, 'cy'), (7, 1, 'di');"
	    " INSERT INTO game_options VALUES (5, 'target', '10000'), (7, 'target', '5000');"
	    " INSERT INTO entries (game_id, seq, seat, kind, dice, thrown, dice_in_hand, best,"
	    "   bust, created) VALUES (5, 1, 0, 'throw', '2 3 4 6 6', '2 3 4 6 6', 5, 0, 1, 0);"
	    " INSERT INTO entries (game_id, seq, seat, kind, outcome, points, cross, penalty,"
	    "   score_after, created) VALUES (5, 2, 0, 'bank', 'bust', 0, 1, 0, 0, 0),"
	    "   (7, 1, 1, 'bank', 'won', 5000, 0, 0, 5000, 0);",
	    NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);

	struct store *st = store_open(path, err, sizeof err);
	if (st == NULL)
		fail_msg("from version 3: %s", err);
	assert_int_equal(store_version(st), nmigrations);
	/* The games, with their ids, as they were. */
	assert_string_equal(sql_text(path, "SELECT group_concat(id || ':' || game || ':' ||"
	    " created || ':' || status || ':' || coalesce(winner, '-') || ':' || base, ' ')"
	    " FROM (SELECT * FROM games ORDER BY id)", 0, buf, sizeof buf),
	    "5:10000:2026-01-01T00:00:00Z:playing:-:10000 7:5000:2026-02-01T00:00:00Z:finished:1:5000");
	assert_int_equal(sql_int(path, "SELECT count(*) FROM entries", 0), 3);
	assert_int_equal(sql_int(path, "SELECT count(*) FROM players", 0), 4);
	assert_int_equal(sql_int(path, "SELECT count(*) FROM game_options", 0), 2);
	assert_int_equal(sql_int(path, "SELECT count(*) FROM turn_history", 0), 2);
	assert_int_equal(sql_int(path, "SELECT count(*) FROM throw_history", 0), 1);
	assert_string_equal(sql_text(path, "SELECT outcome || '/' || cross || '/' || penalty"
	    " FROM turns WHERE game_id = 5", 0, buf, sizeof buf), "bust/1/0");
	assert_int_equal(sql_int(path, "SELECT count(*) FROM farkle_facts", 0), 3);
	assert_int_equal(store_latest_unfinished(st), 5);
	/* 005: the family and a uid of each game; the finished one's end (when
	 * its last entry was made) and each player's final score and rank. */
	assert_int_equal(sql_int(path, "SELECT count(*) FROM games WHERE family = 'farkle'", 0),
	    2);
	assert_uids(path);
	assert_string_equal(sql_text(path, "SELECT coalesce(finished, '-') FROM games WHERE id = 5",
	    0, buf, sizeof buf), "-");
	assert_string_equal(sql_text(path, "SELECT finished FROM games WHERE id = 7", 0, buf,
	    sizeof buf), "1970-01-01T00:00:00Z");
	assert_string_equal(sql_text(path, "SELECT group_concat(name || ':' ||"
	    " coalesce(final_score, '-') || ':' || coalesce(rank, '-'), ' ') FROM"
	    " (SELECT * FROM players ORDER BY game_id, seat)", 0, buf, sizeof buf),
	    "ann:-:- bo:-:- cy:0:2 di:5000:1");
	/* The new status is allowed, and the old CHECK still holds otherwise. */
	assert_int_equal(store_game_abandon(st, 5, NULL, 0), 1);
	assert_int_equal(sql_int(path, "SELECT count(*) FROM turn_history", 0), 1);
	db = db_open(path);
	assert_int_not_equal(sqlite3_exec(db, "UPDATE games SET status = 'lost' WHERE id = 7",
	    NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);
	/* Deleting still takes every row of the game with it. */
	assert_int_equal(store_game_delete(st, 5), 1);
	assert_int_equal(rows_of_game(path, 5), 0);
	assert_int_equal(rows_of_game(path, 7), 6);
	/* Numbers go on after the highest ever given. */
	void *rules = rules_with("10000", (const char *)NULL);
	struct game *g = game_create(E, "10000", rules, 2, alice_bob);
	free(rules);
	assert_non_null(g);
	assert_true(game_store_create(st, g));
	assert_int_equal(g->id, 8);
	game_free(g);
	store_close(st);
}

/* The end of a game as the players table says it, seat by seat:
 * "name:final_score:rank", '-' for NULL. */
static const char *
final_standing(const char *path, long long id, char *buf, size_t len)
{
	return sql_text(path, "SELECT group_concat(name || ':' || coalesce(final_score, '-') ||"
	    " ':' || coalesce(rank, '-'), ' ') FROM (SELECT * FROM players WHERE game_id = ?1"
	    " ORDER BY seat)", id, buf, len);
}

/* At the end of a game each player's final score and rank are written
 * beside them (the winner first, the others by score, equal scores equal
 * ranks), and the time it finished; an undo of the winning entry takes all
 * of it back, and a redo writes it again. */
/* One entry of a game of the open engine that must be accepted: a throw
 * or keep of faces, or a verb of words read as arg[0] and arg[1] (a Yams
 * box and column from 1, a Yam Master major or cell). */
static void
play_yams(struct tapis *t, int verb, const char *faces, int box, int column)
{
	char why[ENGINE_WHY] = "";
	struct action a;
	memset(&a, 0, sizeof a);
	a.verb = verb;
	if (faces != NULL) {
		char *words[1] = {(char *)faces};
		assert_true(said(dice_parse(1, words, &a.dice, &said_msg), &said_msg, why,
		    sizeof why));
	}
	a.arg[0] = box;
	a.arg[1] = column;
	union outcome out;
	if (session_play(t, &a, &out, why, sizeof why) != SESSION_DONE)
		fail_msg("yams entry %d %s refused: %s", verb, faces ? faces : "", why);
}

/* A game of Yams is stored like any: its writes in yams_facts and, with
 * names, yams_boxes; undone entries have none; the game replays after a
 * restart; its end writes the final scores and ranks. */
static void
test_yams_stored(void **state)
{
	struct fixture *f = *state;
	char buf[512], why[ENGINE_WHY] = "";
	f->t.store = open_store(f->path);
	void *rules = game_rules_new(&yams_engine, "yams:duel");
	assert_non_null(rules);
	if (!session_new(&f->t, &yams_engine, "yams:duel", "yams:duel", rules, 2, alice_bob, why,
	    sizeof why))
		fail_msg("session_new: %s", why);
	free(rules);
	play_yams(&f->t, YAMS_THROW, "2 2 6 6 6", 0, 0);
	play_yams(&f->t, YAMS_SCORE, NULL, BOX_FULL, 0);           /* alice full 22 */
	play_yams(&f->t, YAMS_THROW, "3 3 6 6 6", 0, 0);
	play_yams(&f->t, YAMS_KEEP, "6 6 6", 0, 0);
	play_yams(&f->t, YAMS_THROW, "3 4", 0, 0);
	play_yams(&f->t, YAMS_KEEP, "3 6 6 6", 0, 0);
	play_yams(&f->t, YAMS_THROW, "3", 0, 0);                   /* 3 3 6 6 6 again */
	play_yams(&f->t, YAMS_SCORE, NULL, BOX_FULL, 0);           /* bob 24 strikes alice's */
	assert_string_equal(sql_text(f->path, "SELECT group_concat(seq || ':' || coalesce(throw, '-')"
	    " || ':' || coalesce(thrown, '-') || ':' || coalesce(kept, '-') || ':' ||"
	    " coalesce(hand, '-') || ':' || coalesce(box, '-') || ':' || coalesce(col, '-') || ':'"
	    " || coalesce(result, '-') || ':' || coalesce(value, '-') || ':' || coalesce(struck, '-'),"
	    " ' ') FROM (SELECT * FROM yams_facts WHERE game_id = ?1 ORDER BY seq)", 1, buf,
	    sizeof buf),
	    "1:1:2 2 6 6 6:-:2 2 6 6 6:-:-:-:-:- 2:1:-:-:2 2 6 6 6:full:1:22:22:- "
	    "3:1:3 3 6 6 6:-:3 3 6 6 6:-:-:-:-:- 4:1:-:6 6 6:3 3 6 6 6:-:-:-:-:- "
	    "5:2:3 4:6 6 6:3 4 6 6 6:-:-:-:-:- 6:2:-:3 6 6 6:3 4 6 6 6:-:-:-:-:- "
	    "7:3:3:3 6 6 6:3 3 6 6 6:-:-:-:-:- 8:3:-:-:3 3 6 6 6:full:1:24:24:0");
	assert_string_equal(sql_text(f->path, "SELECT group_concat(player || ' ' || box || ' ' ||"
	    " value || ' ' || coalesce(struck, '-'), ', ') FROM (SELECT * FROM yams_boxes"
	    " WHERE game_id = ?1 ORDER BY seq)", 1, buf, sizeof buf),
	    "alice full 22 -, bob full 24 alice");
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM farkle_facts", 0), 0);
	assert_int_equal(sql_int(f->path, "SELECT score_after FROM entries WHERE game_id = ?1"
	    " AND seq = 8", 1), 24);

	/* undone, the write has no facts; a restart replays the strike */
	undo(&f->t);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM yams_facts WHERE seq = 8", 0), 0);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM yams_boxes", 0), 1);
	struct game_entry e;
	union outcome out;
	assert_int_equal(session_redo(&f->t, &e, &out, why, sizeof why), SESSION_DONE);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM yams_boxes", 0), 2);
	restart(f, 1);
	const struct yams_state *st = f->t.game->state;
	assert_int_equal(st->player[0].col[0].struck, 1u << BOX_FULL);
	assert_int_equal(game_score(f->t.game, 0), 0);
	assert_int_equal(game_score(f->t.game, 1), 24);
	assert_int_equal(game_current(f->t.game), 0);
	assert_string_equal(sql_text(f->path, "SELECT family FROM games WHERE id = ?1", 1, buf,
	    sizeof buf), "yams");

	/* the rest of the game: the other eleven boxes each, scratched; bob
	 * keeps his 24, alice has nothing: bob wins, ranks written */
	for (int turn = 0; turn < 22; turn++) {
		int seat = turn % 2, box = 0;
		const struct yams_column *c = &st->player[seat].col[0];
		while (c->filled >> box & 1)
			box++;
		play_yams(&f->t, YAMS_THROW, "1 2 3 4 6", 0, 0);
		play_yams(&f->t, YAMS_SCRATCH, NULL, box, 0);
	}
	assert_true(game_is_over(f->t.game));
	assert_int_equal(game_winner(f->t.game), 1);
	assert_string_equal(final_standing(f->path, 1, buf, sizeof buf), "alice:0:2 bob:24:1");
}

/* A game of Yam Master is stored like any: its board option as typed
 * back, its facts in yammaster_facts and yammaster_pawns, the game
 * replayed after a restart with its pawns where they were. */
static void
test_yam_master_stored(void **state)
{
	struct fixture *f = *state;
	char buf[512], why[ENGINE_WHY] = "";
	f->t.store = open_store(f->path);
	const struct engine *e = &yammaster_engine;
	void *rules = game_rules_new(e, "yam-master");
	assert_non_null(rules);
	/* the standard board with its first two cells swapped */
	assert_true(said(e->option_set(rules,
	    "board=3 1 appel 4 6/2 carre sec full 5/8 full yam"
	    " appel suite/6 sec suite small 1/3 2 carre 5 4", &said_msg), &said_msg, why, sizeof why));
	if (!session_new(&f->t, e, "yam-master", "yam-master", rules, 2, alice_bob, why,
	    sizeof why))
		fail_msg("session_new: %s", why);
	free(rules);
	assert_string_equal(sql_text(f->path, "SELECT value FROM game_options WHERE game_id = ?1"
	    " AND name = 'board'", 1, buf, sizeof buf),
	    "3,1,appel,4,6/2,carre,sec,full,5/small,full,yam,appel,suite/6,sec,suite,small,1/"
	    "3,2,carre,5,4");
	play_yams(&f->t, YAMMASTER_THROW, "3 3 3 2 2", 0, 0);             /* a sec: full */
	play_yams(&f->t, YAMMASTER_PLACE, NULL, 0, 0);                    /* alice on a1, a 3 */
	play_yams(&f->t, YAMMASTER_THROW, "4 4 4 4 2", 0, 0);
	play_yams(&f->t, YAMMASTER_CALL, NULL, KIND_CARRE, 0);
	play_yams(&f->t, YAMMASTER_KEEP, "4 4 4 4", 0, 0);
	play_yams(&f->t, YAMMASTER_THROW, "2", 0, 0);                     /* the call lapses */
	play_yams(&f->t, YAMMASTER_PLACE, NULL, 6, 0);                    /* bob on b2, a carre */
	assert_string_equal(sql_text(f->path, "SELECT group_concat(seq || ':' || throw || ':'"
	    " || coalesce(thrown, '-') || ':' || coalesce(sec, '-') || ':' || coalesce(call, '-')"
	    " || ':' || coalesce(lapsed, '-') || ':' || coalesce(cell, '-') || ':' ||"
	    " coalesce(kind, '-'), ' ') FROM (SELECT * FROM yammaster_facts WHERE game_id = ?1"
	    " ORDER BY seq)", 1, buf, sizeof buf),
	    "1:1:2 2 3 3 3:1:-:-:-:- 2:1:-:-:-:-:a1:3 3:1:2 4 4 4 4:1:-:-:-:- 4:1:-:-:carre:-:-:-"
	    " 5:1:-:-:-:-:-:- 6:2:2:-:-:1:-:- 7:2:-:-:-:-:b2:carre");
	assert_string_equal(sql_text(f->path, "SELECT group_concat(player || ' ' || cell || ' ' ||"
	    " kind, ', ') FROM (SELECT * FROM yammaster_pawns WHERE game_id = ?1 ORDER BY seq)", 1,
	    buf, sizeof buf), "alice a1 3, bob b2 carre");
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM yams_facts", 0), 0);
	/* a pass takes no words, and is stored with none: the game reads back */
	play_yams(&f->t, YAMMASTER_THROW, "1 2 3 4 6", 0, 0);
	play_yams(&f->t, YAMMASTER_PASS, NULL, 0, 0);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM entries WHERE kind = 'pass'"
	    " AND coalesce(args, '') = ''", 0), 1);
	restart(f, 1);
	const struct yammaster_state *st = f->t.game->state;
	assert_int_equal(st->cell[0], 0);
	assert_int_equal(st->cell[6], 1);
	assert_int_equal(st->placed[0], 1);
	assert_int_equal(st->placed[1], 1);
	assert_int_equal(game_current(f->t.game), 1);
	assert_int_equal(((const struct yammaster_rules *)game_rules(f->t.game))->board[0], KIND_3);
}

static void
test_final_scores_and_ranks(void **state)
{
	struct fixture *f = *state;
	char buf[128];
	const char *status = "SELECT status || '/' || coalesce(winner, 'none') || '/' ||"
	    " CASE WHEN finished IS NULL THEN 'open' WHEN finished GLOB"
	    " '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]Z'"
	    " AND abs(strftime('%s', finished) - strftime('%s', 'now')) < 600 THEN 'now'"
	    " ELSE finished END FROM games WHERE id = ?1";
	f->t.store = open_store(f->path);
	/* Game 1, being played, is not touched by game 2's end. */
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 1 1 2 3");

	/* Game 2: 1100 exactly to win, no opening. */
	void *rules = rules_with("10000", "target=1100", "opening=0", (const char *)NULL);
	new_game(&f->t, "10000", rules, 4, (char *[]){"alice", "bob", "carol", "dan"});
	free(rules);
	play(&f->t, ACTION_THROW, "1 2 3 4 6");
	play(&f->t, ACTION_BANK, NULL);            /* alice 100 */
	play(&f->t, ACTION_THROW, "5 2 2 3 4");
	play(&f->t, ACTION_BANK, NULL);            /* bob 50 */
	play(&f->t, ACTION_THROW, "2 3 4 6 6");   /* carol busts: 0 */
	play(&f->t, ACTION_THROW, "5 2 2 3 4");
	play(&f->t, ACTION_BANK, NULL);            /* dan 50 */
	play(&f->t, ACTION_THROW, "1 1 1 2 3");
	/* Nothing is written while the game goes on. */
	assert_string_equal(final_standing(f->path, 2, buf, sizeof buf),
	    "alice:-:- bob:-:- carol:-:- dan:-:-");
	assert_string_equal(sql_text(f->path, status, 2, buf, sizeof buf), "playing/none/open");

	assert_true(play(&f->t, ACTION_BANK, NULL).game_over);   /* alice 1100 wins */
	assert_string_equal(sql_text(f->path, status, 2, buf, sizeof buf), "finished/0/now");
	assert_string_equal(final_standing(f->path, 2, buf, sizeof buf),
	    "alice:1100:1 bob:50:2 carol:0:4 dan:50:2");
	assert_string_equal(final_standing(f->path, 1, buf, sizeof buf), "alice:-:- bob:-:-");
	assert_string_equal(sql_text(f->path, status, 1, buf, sizeof buf), "playing/none/open");
	/* A leaderboard is a plain query. */
	assert_string_equal(sql_text(f->path, "SELECT group_concat(name, ' ') FROM (SELECT name"
	    " FROM players p JOIN games g ON g.id = p.game_id WHERE g.status = 'finished'"
	    " AND p.rank = 1)", 0, buf, sizeof buf), "alice");

	/* Undoing the winning bank takes the end back ... */
	undo(&f->t);
	assert_false(game_is_over(f->t.game));
	assert_string_equal(sql_text(f->path, status, 2, buf, sizeof buf), "playing/none/open");
	assert_string_equal(final_standing(f->path, 2, buf, sizeof buf),
	    "alice:-:- bob:-:- carol:-:- dan:-:-");
	assert_int_equal(store_latest_unfinished(f->t.store), 2);
	restart(f, 2);
	assert_false(game_is_over(f->t.game));
	assert_string_equal(final_standing(f->path, 2, buf, sizeof buf),
	    "alice:-:- bob:-:- carol:-:- dan:-:-");
	/* ... an entry that does not end it writes nothing ... */
	undo(&f->t);
	redo(&f->t);
	assert_string_equal(sql_text(f->path, status, 2, buf, sizeof buf), "playing/none/open");
	assert_string_equal(final_standing(f->path, 2, buf, sizeof buf),
	    "alice:-:- bob:-:- carol:-:- dan:-:-");
	/* ... and a redo of the winning bank writes it again. */
	redo(&f->t);
	assert_true(game_is_over(f->t.game));
	assert_string_equal(sql_text(f->path, status, 2, buf, sizeof buf), "finished/0/now");
	assert_string_equal(final_standing(f->path, 2, buf, sizeof buf),
	    "alice:1100:1 bob:50:2 carol:0:4 dan:50:2");
	restart(f, 2);
	assert_true(game_is_over(f->t.game));
	assert_int_equal(game_winner(f->t.game), 0);

	/* Undone and won again by another entry: the new end is written. */
	undo(&f->t);
	undo(&f->t);
	play(&f->t, ACTION_THROW, "2 3 4 6 6");   /* alice busts */
	assert_string_equal(final_standing(f->path, 2, buf, sizeof buf),
	    "alice:-:- bob:-:- carol:-:- dan:-:-");
	play(&f->t, ACTION_THROW, "1 1 1 5 3");
	assert_true(play(&f->t, ACTION_BANK, NULL).game_over);   /* bob 1100 wins */
	assert_string_equal(sql_text(f->path, status, 2, buf, sizeof buf), "finished/1/now");
	assert_string_equal(final_standing(f->path, 2, buf, sizeof buf),
	    "alice:100:2 bob:1100:1 carol:0:4 dan:50:3");
}

/* A Farkle fact of a player (s.seat of s.game_id) by no key, '-' for
 * NULL; NULL where the player has none. */
#define FARKLE_FACT(name) "(SELECT coalesce(x.value, '-') FROM fact_summary x" \
	" WHERE x.game_id = s.game_id AND x.seat = s.seat AND x.key = '' AND x.fact = '" name "')"

/* What is kept of an ended game, as text: "entries/turns" from
 * game_summary (sql/010), then a player a line "seat:turns" from
 * player_summary and, for a Farkle player who played a turn, ":open_turn:
 * crosses:penalties:penalty_points:best:full_hands:taken:taken_won", then
 * "dice=throws/busts", from fact_summary (sql/021); '-' for NULL, "none"
 * if the game has no summary. */
static const char *
summary_of(const char *path, long long id, char *buf, size_t len)
{
	return sql_text(path, "SELECT coalesce((SELECT entries || '/' || turns FROM game_summary"
	    " WHERE game_id = ?1), 'none') || coalesce((SELECT group_concat(line, '') FROM"
	    " (SELECT ' ' || s.seat || ':' || s.turns || coalesce(':' || " FARKLE_FACT("open_turn")
	    " || ':' || " FARKLE_FACT("crosses") " || ':' || " FARKLE_FACT("penalties") " || ':' || "
	    FARKLE_FACT("penalty_points") " || ':' || " FARKLE_FACT("best") " || ':' || "
	    FARKLE_FACT("full_hands") " || ':' || " FARKLE_FACT("taken") " || ':' || "
	    FARKLE_FACT("taken_won") ", '') || coalesce((SELECT ' ' || group_concat(dice || '=' ||"
	    " throws || '/' || busts, ' ') FROM (SELECT t.key AS dice, t.value AS throws,"
	    " b.value AS busts FROM fact_summary t JOIN fact_summary b ON b.game_id = t.game_id"
	    " AND b.seat = t.seat AND b.key = t.key AND b.fact = 'busts'"
	    " WHERE t.game_id = s.game_id AND t.seat = s.seat AND t.fact = 'throws'"
	    " ORDER BY CAST(t.key AS INTEGER))), '') AS line"
	    " FROM player_summary s WHERE s.game_id = ?1 ORDER BY s.seat)), '')", id, buf, len);
}

/* Rows of game id in game_summary, player_summary and fact_summary. */
static long long
summary_rows(const char *path, long long id)
{
	return sql_int(path, "SELECT (SELECT count(*) FROM game_summary WHERE game_id = ?1)"
	    " + (SELECT count(*) FROM player_summary WHERE game_id = ?1)"
	    " + (SELECT count(*) FROM fact_summary WHERE game_id = ?1)", id);
}

/* A game's summary rows (sql/010) and facts (worked out by its engine)
 * are written when it ends, finished or abandoned, from its own entries;
 * an undo that reopens it takes them away, a redo writes them again, and
 * a deleted game takes them along. */
static void
test_summaries_follow_the_end(void **state)
{
	struct fixture *f = *state;
	char buf[512], why[FARKLE_WHY] = "";
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "1 1 1 2 3");

	/* Game 2: 1100 exactly to win, no opening (as in the test above). */
	void *rules = rules_with("10000", "target=1100", "opening=0", (const char *)NULL);
	new_game(&f->t, "10000", rules, 4, (char *[]){"alice", "bob", "carol", "dan"});
	free(rules);
	play(&f->t, ACTION_THROW, "1 2 3 4 6");
	play(&f->t, ACTION_BANK, NULL);            /* alice 100, turn 1 */
	play(&f->t, ACTION_THROW, "5 2 2 3 4");
	play(&f->t, ACTION_BANK, NULL);            /* bob 50 */
	play(&f->t, ACTION_THROW, "2 3 4 6 6");   /* carol busts */
	play(&f->t, ACTION_THROW, "5 2 2 3 4");
	play(&f->t, ACTION_BANK, NULL);            /* dan 50 */
	play(&f->t, ACTION_THROW, "1 1 1 2 3");
	assert_string_equal(summary_of(f->path, 2, buf, sizeof buf), "none");
	assert_int_equal(summary_rows(f->path, 2), 0);
	assert_true(play(&f->t, ACTION_BANK, NULL).game_over);   /* alice 1000: 1100 */
	/* 9 entries, 5 of them ending a turn (alice 2, the others 1); alice
	 * opens in turn 1, her best turn is the 1000; carol never banks, and
	 * her bust is a cross (with no opening every player is open); each
	 * throw is of 5 dice, carol's the one bust. */
	assert_string_equal(summary_of(f->path, 2, buf, sizeof buf),
	    "9/5 0:2:1:0:0:0:1000:0:0:0 5=2/0 1:1:1:0:0:0:50:0:0:0 5=1/0"
	    " 2:1:-:1:0:0:-:0:0:0 5=1/1 3:1:1:0:0:0:50:0:0:0 5=1/0");
	assert_string_equal(summary_of(f->path, 1, buf, sizeof buf), "none");
	/* the rules it was played under, for the luck column: the options
	 * as NAME=VALUE lines, by name */
	assert_string_equal(sql_text(f->path, "SELECT r.base || ' ' || (instr(r.options,"
	    " 'target=1100') > 0) || (instr(r.options, 'opening=0') > 0) || ' ' ||"
	    " (length(r.options) - length(replace(r.options, char(10), '')) + 1) FROM"
	    " game_summary s JOIN option_sets r ON r.id = s.rules WHERE s.game_id = ?1", 2, buf,
	    sizeof buf), "10000 11 24");
	/* game_list reads them; stats' turns too */
	assert_int_equal(sql_int(f->path, "SELECT turns * 100 + entries FROM game_list"
	    " WHERE id = ?1", 2), 509);
	assert_int_equal(sql_int(f->path, "SELECT turns * 100 + entries FROM game_list"
	    " WHERE id = ?1", 1), 1);
	assert_int_equal(sql_int(f->path, "SELECT turns FROM player_stats WHERE player = 'alice'",
	    0), 2);

	/* Undoing the winning bank reopens the game: no summary is left ... */
	undo(&f->t);
	assert_string_equal(summary_of(f->path, 2, buf, sizeof buf), "none");
	assert_int_equal(summary_rows(f->path, 2), 0);
	assert_int_equal(sql_int(f->path, "SELECT turns * 100 + entries FROM game_list"
	    " WHERE id = ?1", 2), 408);
	/* ... and one written again by another end is that end's. */
	undo(&f->t);
	play(&f->t, ACTION_THROW, "2 3 4 6 6");   /* alice busts */
	play(&f->t, ACTION_THROW, "1 1 1 5 3");
	assert_true(play(&f->t, ACTION_BANK, NULL).game_over);   /* bob 1050: 1100 */
	/* (10 entries, the two undone ones replaced by three; alice: two
	 * turns, the second a bust and a cross; bob two, his best 1050) */
	assert_string_equal(summary_of(f->path, 2, buf, sizeof buf),
	    "10/6 0:2:1:1:0:0:100:0:0:0 5=2/1 1:2:1:0:0:0:1050:0:0:0 5=2/0"
	    " 2:1:-:1:0:0:-:0:0:0 5=1/1 3:1:1:0:0:0:50:0:0:0 5=1/0");
	/* A redo that ends the game writes it back. */
	undo(&f->t);
	assert_int_equal(summary_rows(f->path, 2), 0);
	redo(&f->t);
	assert_string_equal(summary_of(f->path, 2, buf, sizeof buf),
	    "10/6 0:2:1:1:0:0:100:0:0:0 5=2/1 1:2:1:0:0:0:1050:0:0:0 5=2/0"
	    " 2:1:-:1:0:0:-:0:0:0 5=1/1 3:1:1:0:0:0:50:0:0:0 5=1/0");

	/* An abandoned game is summed up too: one entry, no turn. */
	assert_true(session_open(&f->t, 1, why, sizeof why));
	assert_int_equal(session_abandon(&f->t, 1, why, sizeof why), SESSION_DONE);
	assert_string_equal(summary_of(f->path, 1, buf, sizeof buf), "1/0 0:0 5=1/0 1:0");
	/* A deleted game takes its rows with it. */
	assert_int_equal(session_delete(&f->t, 2, why, sizeof why), SESSION_DONE);
	assert_int_equal(summary_rows(f->path, 2), 0);
	/* 1 + 2 players + alice's throws and busts of 5 dice */
	assert_int_equal(summary_rows(f->path, 1), 5);
}

/* A database of schema version 9, whose games ended before sql/010, gets
 * the summaries of its ended games from the migration, the same rows as
 * tapis writes at an end; a game being played gets none. */
static void
test_summaries_backfilled(void **state)
{
	struct fixture *f = *state;
	char path[PATH_MAX + 32], buf[512], want[512];
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play_some_turns(&f->t);
	void *rules = rules_with("10000", "target=1100", "opening=0", (const char *)NULL);
	new_game(&f->t, "10000", rules, 2, alice_bob);
	free(rules);
	play(&f->t, ACTION_THROW, "1 2 3 4 6");
	play(&f->t, ACTION_BANK, NULL);
	play(&f->t, ACTION_THROW, "2 3 4 6 6");
	play(&f->t, ACTION_THROW, "1 1 1 2 3");
	assert_true(play(&f->t, ACTION_BANK, NULL).game_over);
	summary_of(f->path, 2, want, sizeof want);
	assert_string_not_equal(want, "none");
	session_close(&f->t);
	store_close(f->t.store);
	f->t.store = NULL;

	/* The same rows in a file made by migrations 001 to 009 */
	snprintf(path, sizeof path, "%s/v9.db", f->dir);
	sqlite3 *db = NULL;
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	assert_true(nmigrations >= 10);
	for (int i = 0; i < 9; i++)
		assert_int_equal(sqlite3_exec(db, migrations[i].sql, NULL, NULL, NULL), SQLITE_OK);
	sqlite3_stmt *attach = NULL;
	assert_int_equal(sqlite3_prepare_v2(db, "ATTACH ?1 AS new", -1, &attach, NULL), SQLITE_OK);
	sqlite3_bind_text(attach, 1, f->path, -1, SQLITE_STATIC);
	assert_int_equal(sqlite3_step(attach), SQLITE_DONE);
	sqlite3_finalize(attach);
	if (sqlite3_exec(db, "PRAGMA user_version = 9;"
	    " INSERT INTO games SELECT id, game, created, status, winner, base, nplayers, family,"
	    " uid, finished FROM new.games;"
	    " INSERT INTO game_options SELECT * FROM new.game_options;"
	    " INSERT INTO players SELECT * FROM new.players;"
	    " INSERT INTO entries SELECT * FROM new.entries; DETACH new;", NULL, NULL, NULL)
	    != SQLITE_OK)
		fail_msg("%s", sqlite3_errmsg(db));
	assert_int_equal(sql_int(path, "SELECT count(*) FROM sqlite_schema"
	    " WHERE name = 'game_summary'", 0), 0);
	sqlite3_close(db);

	struct store *st = open_store(path);
	assert_int_equal(store_version(st), nmigrations);
	store_close(st);
	assert_string_equal(summary_of(path, 2, buf, sizeof buf), want);
	assert_string_equal(summary_of(path, 1, buf, sizeof buf), "none");
	assert_int_equal(summary_rows(path, 1), 0);
}

/* A file made by migrations 001 to 023, holding the games of the file at
 * from (made now) as tapis at schema version 23 would have written them:
 * each game row first, still to play, then its players, options and
 * entries, then its end (the triggers of version 23 count its totals),
 * then its facts. */
static void
make_v23(const char *from, const char *path)
{
	sqlite3 *db = NULL;
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	assert_true(nmigrations >= 24);
	for (int i = 0; i < 23; i++)
		assert_int_equal(sqlite3_exec(db, migrations[i].sql, NULL, NULL, NULL), SQLITE_OK);
	sqlite3_stmt *attach = NULL;
	assert_int_equal(sqlite3_prepare_v2(db, "ATTACH ?1 AS new", -1, &attach, NULL), SQLITE_OK);
	sqlite3_bind_text(attach, 1, from, -1, SQLITE_STATIC);
	assert_int_equal(sqlite3_step(attach), SQLITE_DONE);
	sqlite3_finalize(attach);
	if (sqlite3_exec(db, "PRAGMA user_version = 23;"
	    " INSERT INTO games SELECT * FROM new.games;"
	    " UPDATE games SET status = 'playing', winner = NULL, loser = NULL, result = NULL;"
	    " INSERT INTO game_options SELECT * FROM new.game_options;"
	    " INSERT INTO players SELECT * FROM new.players;"
	    " INSERT INTO entries SELECT * FROM new.entries;"
	    " UPDATE games SET status = n.status, winner = n.winner, loser = n.loser,"
	    " result = n.result FROM new.games n WHERE n.id = games.id;"
	    " INSERT INTO fact_summary SELECT * FROM new.fact_summary; DETACH new;", NULL, NULL,
	    NULL) != SQLITE_OK)
		fail_msg("%s", sqlite3_errmsg(db));
	sqlite3_close(db);
}

/* Each player's wins and games lost of rule set game in the totals. */
static const char *
wins_of(const char *path, const char *game, char *buf, size_t len)
{
	char sql[256];
	snprintf(sql, sizeof sql, "SELECT group_concat(player || ' ' || wins || '/' || losses, ', ')"
	    " FROM (SELECT * FROM player_totals WHERE game = '%s' ORDER BY player)", game);
	return sql_text(path, sql, 0, buf, len);
}

/* A game whose rules name a loser (421) is won by every other player
 * (sql/024): a file of version 23, whose totals and player_results
 * counted no win for them, brought up to date counts the same totals as
 * a file made now, and another game's (10000) stay as they were. */
static void
test_loser_games_won_after_23(void **state)
{
	struct fixture *f = *state;
	static const char *const lines[] = {"new 421 anne bruno carol tokens=3", "6 5 4", "6 5 3",
	    "6 6 2", "5 5 5", "3 2 1", "2 2 1", "4 2 1", "stop", "6 5 2",
	    "new 10000 bruno anne target=500", "5 5 5 2 3", "bank"};
	char path[PATH_MAX + 32], buf[512], want[4096], got[4096];
	f->t.store = open_store(f->path);
	for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
		assert_int_equal(run(f, (long)i + 1, lines[i]), CMD_OK);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM games WHERE status = 'finished'",
	    0), 2);
	assert_string_equal(wins_of(f->path, "421", buf, sizeof buf),
	    "anne 1/0, bruno 0/1, carol 1/0");
	static const char *const totals = "SELECT group_concat(t, char(10)) FROM (SELECT"
	    " player || '|' || game || '|' || family || '|' || games || '|' || wins || '|' ||"
	    " shared || '|' || losses || '|' || scored || '|' || score || '|' || quote(best) ||"
	    " '|' || turns AS t FROM player_totals ORDER BY player, game)";
	sql_text(f->path, totals, 0, want, sizeof want);
	session_close(&f->t);
	store_close(f->t.store);
	f->t.store = NULL;

	snprintf(path, sizeof path, "%s/v23.db", f->dir);
	make_v23(f->path, path);
	/* as version 23 counted them: no win in 421, the loser's loss */
	assert_string_equal(wins_of(path, "421", buf, sizeof buf),
	    "anne 0/0, bruno 0/1, carol 0/0");
	assert_int_equal(sql_int(path, "SELECT sum(won) FROM player_results WHERE game = '421'",
	    0), 0);
	assert_string_equal(wins_of(path, "10000", buf, sizeof buf), "anne 0/0, bruno 1/0");

	struct store *st = open_store(path);
	assert_int_equal(store_version(st), nmigrations);
	store_close(st);
	assert_string_equal(wins_of(path, "421", buf, sizeof buf),
	    "anne 1/0, bruno 0/1, carol 1/0");
	assert_int_equal(sql_int(path, "SELECT sum(won) FROM player_results WHERE game = '421'",
	    0), 2);
	assert_string_equal(sql_text(path, totals, 0, got, sizeof got), want);
	/* the triggers of sql/024 recount them alike */
	sql_exec(path, "INSERT INTO totals_recount SELECT DISTINCT name FROM players");
	assert_string_equal(sql_text(path, totals, 0, got, sizeof got), want);
}

/* Every game says its family and has a uid: 32 hexadecimal digits, its
 * own, kept as it is played and read again, never given to another. */
static void
test_family_and_uid(void **state)
{
	struct fixture *f = *state;
	char buf[64], uid[64];
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play_some_turns(&f->t);
	new_game(&f->t, "5000", NULL, 1, (char *[]){"carol"});
	new_game(&f->t, "10000:350", NULL, 2, alice_bob);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM games", 0), 3);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM games WHERE family = 'farkle'", 0),
	    3);
	assert_uids(f->path);

	sql_text(f->path, "SELECT uid FROM games WHERE id = 1", 0, uid, sizeof uid);
	assert_int_equal(strlen(uid), 32);
	restart(f, 1);
	play(&f->t, ACTION_THROW, "1 5 2 3 3");
	undo(&f->t);
	assert_string_equal(sql_text(f->path, "SELECT uid FROM games WHERE id = 1", 0, buf,
	    sizeof buf), uid);

	/* No two games may share one. */
	sqlite3 *db = db_open(f->path);
	assert_int_not_equal(sqlite3_exec(db, "UPDATE games SET uid = (SELECT uid FROM games"
	    " WHERE id = 1) WHERE id = 2", NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);
	/* A deleted game's uid is not given again. */
	char why[FARKLE_WHY] = "";
	assert_int_equal(session_delete(&f->t, 1, why, sizeof why), SESSION_DONE);
	assert_null(f->t.game);
	for (int i = 0; i < 5; i++)
		new_game(&f->t, "10000", NULL, 2, alice_bob);
	assert_int_equal(sql_int(f->path, "SELECT count(*) FROM games", 0), 7);
	assert_uids(f->path);
	char sql[128];
	snprintf(sql, sizeof sql, "SELECT count(*) FROM games WHERE uid = '%s'", uid);
	assert_int_equal(sql_int(f->path, sql, 0), 0);
}

/* Loading a game reads its own entries, not every game's: the query the
 * store runs (a copy of store_game_load's) is a search of the entries'
 * primary key, in order, with no scan and no sort; and games whose
 * entries were written turn about read back each with its own. */
static void
test_load_reads_only_its_own_entries(void **state)
{
	struct fixture *f = *state;
	char err[256] = "", why[FARKLE_WHY] = "";
	static const char load[] = "SELECT seat, kind, args, undone, seq FROM entries"
	    " WHERE id BETWEEN ?1 * 4294967296 AND ?1 * 4294967296 + 4294967295 ORDER BY id";
	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	new_game(&f->t, "5000", NULL, 1, (char *[]){"carol"});
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	/* Turn about: 1, 2, 3, 1, 2, 3, ... */
	static const char *const throws[] = {"2 3 4 6 6", "2 3 4 6 6 2", "2 3 4 6 6"};
	for (int round = 0; round < 4; round++)
		for (int id = 1; id <= 3; id++) {
			assert_true(session_open(&f->t, id, why, sizeof why));
			play(&f->t, ACTION_THROW, throws[id - 1]);
		}
	for (int id = 1; id <= 3; id++) {
		struct game *g = game_store_load(f->t.store, id, err, sizeof err);
		assert_non_null(g);
		assert_int_equal(g->ntotal, 4);
		assert_int_equal(g->entry[0].action.dice.n, id == 2 ? 6 : 5);
		assert_true(game_replay(g, err, sizeof err));
		game_free(g);
	}

	sqlite3 *db = db_open(f->path);
	sqlite3_stmt *st = NULL;
	char plan[512] = "", sql[sizeof load + 32];
	snprintf(sql, sizeof sql, "EXPLAIN QUERY PLAN %s", load);
	assert_int_equal(sqlite3_prepare_v2(db, sql, -1, &st, NULL), SQLITE_OK);
	sqlite3_bind_int64(st, 1, 2);
	while (sqlite3_step(st) == SQLITE_ROW) {
		size_t n = strlen(plan);
		snprintf(plan + n, sizeof plan - n, "%s;", (const char *)sqlite3_column_text(st, 3));
	}
	sqlite3_finalize(st);
	if (strstr(plan, "SEARCH entries USING INTEGER PRIMARY KEY (rowid>? AND rowid<?)") == NULL ||
	    strstr(plan, "SCAN") != NULL || strstr(plan, "TEMP B-TREE") != NULL)
		fail_msg("loading a game's entries: %s", plan);
	/* Run: no row of another game is stepped over, nothing is sorted. */
	assert_int_equal(sqlite3_prepare_v2(db, load, -1, &st, NULL), SQLITE_OK);
	sqlite3_bind_int64(st, 1, 2);
	int rows = 0;
	while (sqlite3_step(st) == SQLITE_ROW)
		rows++;
	assert_int_equal(rows, 4);
	assert_int_equal(sqlite3_stmt_status(st, SQLITE_STMTSTATUS_FULLSCAN_STEP, 0), 0);
	assert_int_equal(sqlite3_stmt_status(st, SQLITE_STMTSTATUS_SORT, 0), 0);
	sqlite3_finalize(st);
	sqlite3_close(db);
}

/* Dates shown by tapis and by the views are local time; stored, UTC. */
static void
test_local_time(void **state)
{
	struct fixture *f = *state;
	char buf[64];
	const char *tz = getenv("TZ");
	char saved[64] = "";
	if (tz != NULL)
		snprintf(saved, sizeof saved, "%s", tz);
	/* three hours east of UTC, as POSIX writes it; no zone files needed */
	setenv("TZ", "XYZ-3", 1);
	tzset();

	f->t.store = open_store(f->path);
	new_game(&f->t, "10000", NULL, 2, alice_bob);
	play(&f->t, ACTION_THROW, "2 3 4 6 6");       /* bust: a turn, and a throw */
	{
		sqlite3 *db = db_open(f->path);
		assert_int_equal(sqlite3_exec(db, "UPDATE entries SET created = 1767223800;"
		    " UPDATE games SET created = '2025-12-31T23:30:00Z'", NULL, NULL, NULL),
		    SQLITE_OK);
		sqlite3_close(db);
	}
	/* 2025-12-31 23:30 UTC is 2026-01-01 02:30 three hours east. */
	assert_string_equal(sql_text(f->path, "SELECT created FROM turns", 0, buf, sizeof buf),
	    "2026-01-01 02:30:00");
	assert_string_equal(sql_text(f->path, "SELECT created FROM turn_history", 0, buf,
	    sizeof buf), "2026-01-01 02:30:00");
	struct listed r = {0};
	char created[32] = "";
	assert_true(store_game_row(f->t.store, 1, collect, &r) == 1);
	assert_true(store_each_game(f->t.store, keep_created, created));
	assert_string_equal(created, "2026-01-01 02:30:00");
	/* Stored as it was: UTC. */
	assert_string_equal(sql_text(f->path, "SELECT created FROM games", 0, buf, sizeof buf),
	    "2025-12-31T23:30:00Z");

	if (tz != NULL)
		setenv("TZ", saved, 1);
	else
		unsetenv("TZ");
	tzset();
}

/* The store's json_valid (json.c's json_is_valid, which SQLite's own
 * gives way to on tapis's connections) says what SQLite's own says, on
 * the facts tapis writes and on text that is no JSON. */
static void
test_json_valid_as_sqlite_says(void **state)
{
	(void)state;
	static const char *const samples[] = {
		"[1,2,3]", "[\"1 1 5\",250,true,false,null,[1,5]]", " [ ] ", "{}",
		"{\"a\":[1,{\"b\":-2.5e+3}]}", "\"a\\u00e9\\n\"", "0", "-0.5", "1E9", "true",
		"", "[", "[1,]", "[1 2]", "{\"a\"}", "{a:1}", "01", "1.", ".5", "-", "+1", "tru",
		"\"a", "\"\\x\"", "\"\\u12g4\"", "[1]x", "nul", "[\"\t\"]", "\"\x01\"", "1e", "[[[[]]]]",
		"{\"a\":1,}", "NaN", "Infinity", "'a'", "[0x10]",
		/* blanks of each kind; words, numbers, strings and members cut short */
		"\t[1]\r\n", "\n 1 ", "tr", "-a", "1e+5", "1E-2", "1.5e", "\"\\", "\"\\u12",
		"\"\\/\\b\\f\\r\\t\"", "{\"a\" : 1 }", "{1:2}", "{\"a\"", "{\"a\" 1}", "{\"a\":",
		"[1", "{\"a\":1", "\"\\u00E9\"", "{\"a\":1,", "{\"a\x01\":1}",
		/* words of their length that are not the word */
		"trve", "[nul1]", "falsy", "{\"a\":frue}",
	};
	sqlite3 *db;
	assert_int_equal(sqlite3_open(":memory:", &db), SQLITE_OK);
	sqlite3_stmt *st;
	assert_int_equal(sqlite3_prepare_v2(db, "SELECT json_valid(?1)", -1, &st, NULL), SQLITE_OK);
	for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) {
		sqlite3_bind_text(st, 1, samples[i], -1, SQLITE_STATIC);
		assert_int_equal(sqlite3_step(st), SQLITE_ROW);
		bool sqlite_says = sqlite3_column_int(st, 0) != 0;
		if (sqlite_says != json_is_valid(samples[i], strlen(samples[i])))
			fail_msg("json_valid('%s'): SQLite says %d", samples[i], sqlite_says);
		sqlite3_reset(st);
	}
	sqlite3_finalize(st);
	sqlite3_close(db);
	/* a NUL after a backslash ends no escape (SQLite is given text, which
	 * cannot hold one) */
	assert_false(json_is_valid("\"\\\0\"", 4));
	/* a value nested JSON_DEPTH deep at most, where SQLite takes 2,000
	 * (tapis writes nothing nested; its own check is what counts) */
	char deep[2 * (JSON_DEPTH + 1) + 1];
	for (int d = JSON_DEPTH; d <= JSON_DEPTH + 1; d++) {
		memset(deep, '[', (size_t)d);
		deep[d] = '1';
		memset(deep + d + 1, ']', (size_t)d);
		assert_int_equal(json_is_valid(deep, 2 * (size_t)d + 1), d <= JSON_DEPTH);
	}
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_open_creates_private_file_and_folders,
		    setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_open_refuses_paths_too_long, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_other_entry_seen_after_own_commit, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_other_writes_seen_by_play_undo_redo,
		    setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_other_ends_the_open_game, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_open_twice_is_idempotent, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_second_store_keeps_the_first_ones_locks,
		    setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_open_refuses_what_is_not_tapis, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_open_marks_the_file, setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_open_read, setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_damaged_game_is_reported, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_unknown_family_or_base_is_damaged,
		    setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_open_refuses_newer_schema, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_migrates_older_schemas, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_wal_mode, setup_on_disk, teardown),
		cmocka_unit_test(test_memory_store),
		cmocka_unit_test_setup_teardown(test_game_ids_count_from_one, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_replay_after_restart, setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_refusals_same_after_restart, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_undone_entries_survive_restart, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_new_entry_drops_undone, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_undo_in_play_writes_no_status, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_facts_follow_entries, setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_finished_game, setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_each_game_newest_first, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_refused_entry_changes_nothing, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_abandon, setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_delete_cascades, setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_second_tapis_sees_delete_and_abandon,
		    setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_migration_keeps_a_damaged_row_out,
		    setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_migration_from_3, setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_local_time, setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_final_scores_and_ranks, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_summaries_follow_the_end, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_summaries_backfilled, setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_loser_games_won_after_23, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_yams_stored, setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_yam_master_stored, setup_on_disk, teardown),
		cmocka_unit_test_setup_teardown(test_family_and_uid, setup_on_disk, teardown),
		cmocka_unit_test(test_json_valid_as_sqlite_says),
		cmocka_unit_test_setup_teardown(test_load_reads_only_its_own_entries, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_filters_at_their_bounds, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_result_reads_seats_in_order, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_yam_master_seats_damaged, setup_on_disk,
		    teardown),
		cmocka_unit_test_setup_teardown(test_redo_of_a_damaged_undone_entry, setup_on_disk,
		    teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
