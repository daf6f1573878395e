/* The facts of every ended game of each file named, worked out in C by
 * its engine (game_facts.c), against what the file keeps of them in
 * fact_summary (written by the SQL of sql/010, 020 and 021 for the games
 * an earlier tapis ended).  Prints TAP, one test a file, and for a game
 * whose facts differ each row that is not in both, '-' kept, '+' worked
 * out.  Used by tests/facts.sh. */
#include "config.h"

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "families.h"
#include "game_facts.h"
#include "game_store.h"

#define ROWS 4096
#define ROW 128

/* A game's facts, a line each: seat, fact, key, rules, n, value. */
struct lines {
	char (*line)[ROW];
	int n;
	long long rules;          /* the game's set of rules (game_summary) */
};

static void
add_line(struct lines *l, int seat, const char *fact, const char *key, long long rules,
    long long n, const char *value)
{
	if (l->n < ROWS)
		snprintf(l->line[l->n++], ROW, "%d|%s|%s|%lld|%lld|%s", seat, fact, key, rules, n,
		    value);
}

/* engine_fact_sink: a fact worked out, as a line. */
static void
worked_out(const struct engine_game_fact *f, void *ctx)
{
	struct lines *l = ctx;
	char value[32] = "NULL";
	if (f->valued)
		snprintf(value, sizeof value, "%lld", f->value);
	add_line(l, f->seat, f->fact, f->key, f->by_rules ? l->rules : 0, f->n, value);
}

static int
by_text(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* What db keeps of game id's facts, into kept. */
static void
kept_facts(sqlite3 *db, long long id, struct lines *kept)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(db, "SELECT seat, fact, key, rules, n, coalesce(value, 'NULL')"
	    " FROM fact_summary WHERE game_id = ?1", -1, &st, NULL) != SQLITE_OK)
		return;
	sqlite3_bind_int64(st, 1, id);
	while (sqlite3_step(st) == SQLITE_ROW)
		add_line(kept, sqlite3_column_int(st, 0), (const char *)sqlite3_column_text(st, 1),
		    (const char *)sqlite3_column_text(st, 2), sqlite3_column_int64(st, 3),
		    sqlite3_column_int64(st, 4), (const char *)sqlite3_column_text(st, 5));
	sqlite3_finalize(st);
}

static long long
game_rules_id(sqlite3 *db, long long id)
{
	sqlite3_stmt *st;
	long long rules = -1;
	if (sqlite3_prepare_v2(db, "SELECT rules FROM game_summary WHERE game_id = ?1", -1, &st,
	    NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_int64(st, 1, id);
	if (sqlite3_step(st) == SQLITE_ROW)
		rules = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return rules;
}

/* Says each line of a not in b, marked. */
static int
say_missing(const struct lines *a, const struct lines *b, char mark, long long id)
{
	int missing = 0;
	for (int i = 0; i < a->n; i++)
		if (bsearch(a->line[i], b->line, (size_t)b->n, ROW, by_text) == NULL) {
			printf("# game %lld: %c %s\n", id, mark, a->line[i]);
			missing++;
		}
	return missing;
}

/* The facts of entry index of g, with o, as its row keeps them (a JSON
 * array, as game_store.c writes it: no fact an engine gives needs an
 * escape). */
static void
entry_json(const struct game *g, int index, const union outcome *o, char *buf, size_t len)
{
	struct fact f[ENGINE_FACTS];
	size_t n = (size_t)snprintf(buf, len, "[");
	g->engine->facts(g->rules, &g->entry[index].action, o, f);
	for (size_t i = 0; i < g->engine->nfacts && n < len; i++) {
		const char *comma = i > 0 ? "," : "";
		if (f[i].type == FACT_NULL)
			n += (size_t)snprintf(buf + n, len - n, "%snull", comma);
		else if (f[i].type == FACT_INT)
			n += (size_t)snprintf(buf + n, len - n, "%s%lld", comma, f[i].i);
		else
			n += (size_t)snprintf(buf + n, len - n, "%s\"%s\"", comma, f[i].text);
	}
	if (n < len)
		snprintf(buf + n, len - n, "]");
}

/* The entries of a game walked against their rows: how many differ. */
struct rows_walk {
	sqlite3_stmt *st;         /* the facts of the game's entries played, in order */
	int differ;
};

static void
row_walked(const struct game *g, int index, const void *state, const union outcome *o,
    void *ctx)
{
	(void)state;
	struct rows_walk *w = ctx;
	char json[1024];
	entry_json(g, index, o, json, sizeof json);
	const char *kept = sqlite3_step(w->st) == SQLITE_ROW ?
	    (const char *)sqlite3_column_text(w->st, 0) : NULL;
	w->differ += kept == NULL || strcmp(kept, json) != 0;
}

/* Whether the facts kept beside each entry of g are those its engine
 * gives now (an entry an earlier tapis wrote, or its migration made, may
 * keep others: its game's facts were worked out from those). */
static bool
entries_as_kept(sqlite3 *db, const struct game *g)
{
	struct rows_walk w = {NULL, 0};
	char why[512];
	void *state = malloc(g->engine->state_size);
	if (state == NULL || sqlite3_prepare_v2(db, "SELECT facts FROM entries WHERE game_id = ?1"
	    " AND undone = 0 ORDER BY seq", -1, &w.st, NULL) != SQLITE_OK) {
		free(state);
		return false;
	}
	sqlite3_bind_int64(w.st, 1, g->id);
	bool ok = game_walk(g, state, row_walked, &w, why, sizeof why) && w.differ == 0;
	sqlite3_finalize(w.st);
	free(state);
	return ok;
}

/* Whether game id of s (db the same file) has the facts its engine works
 * out; a game that does not load or replay says so and counts as not.
 * A game whose entries keep facts other than the engine's now is left
 * out (*apart counts it). */
static bool
game_agrees(struct store *s, sqlite3 *db, long long id, struct lines *kept,
    struct lines *worked, int *apart)
{
	char why[512];
	struct game *g = game_store_load(s, id, why, sizeof why);
	if (g == NULL || !game_replay(g, why, sizeof why)) {
		printf("# game %lld: %s\n", id, why);
		game_free(g);
		return false;
	}
	if (!entries_as_kept(db, g)) {
		printf("# game %lld: its entries keep facts of an earlier tapis: left out\n", id);
		game_free(g);
		(*apart)++;
		return true;
	}
	kept->n = worked->n = 0;
	worked->rules = game_rules_id(db, id);
	kept_facts(db, id, kept);
	bool ok = game_ended_facts(g, worked_out, worked, why, sizeof why);
	game_free(g);
	if (!ok) {
		printf("# game %lld: %s\n", id, why);
		return false;
	}
	qsort(kept->line, (size_t)kept->n, ROW, by_text);
	qsort(worked->line, (size_t)worked->n, ROW, by_text);
	return say_missing(kept, worked, '-', id) + say_missing(worked, kept, '+', id) == 0;
}

/* The ended games of path, each checked: how many, -1 if it cannot be
 * read; *bad, those that differ. */
static int
check_file(const char *path, struct lines *kept, struct lines *worked, int *bad, int *apart)
{
	char err[512];
	struct store *s = store_open(path, err, sizeof err);
	sqlite3 *db = NULL;
	sqlite3_stmt *st = NULL;
	int games = -1;
	if (s == NULL)
		printf("# %s: %s\n", path, err);
	else if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(db, "SELECT id FROM games WHERE status <> 'playing' ORDER BY id",
	    -1, &st, NULL) != SQLITE_OK)
		printf("# %s: %s\n", path, sqlite3_errmsg(db));
	else
		for (games = 0; sqlite3_step(st) == SQLITE_ROW; games++)
			*bad += !game_agrees(s, db, sqlite3_column_int64(st, 0), kept, worked, apart);
	sqlite3_finalize(st);
	sqlite3_close(db);
	if (s != NULL)
		store_close(s);
	return games;
}

int
main(int argc, char **argv)
{
	static char kept_lines[ROWS][ROW], worked_lines[ROWS][ROW];
	struct lines kept = {kept_lines, 0, 0}, worked = {worked_lines, 0, 0};
	int failed = 0;
	families_register();
	for (int i = 1; i < argc; i++) {
		int bad = 0, apart = 0;
		int games = check_file(argv[i], &kept, &worked, &bad, &apart);
		bool ok = games > 0 && bad == 0;
		const char *name = strrchr(argv[i], '/') != NULL ? strrchr(argv[i], '/') + 1 : argv[i];
		printf("%s %d - %s: the facts of its %d ended games, worked out, are those kept"
		    " (%d differ, %d left out)\n", ok ? "ok" : "not ok", i, name, games, bad,
		    apart);
		if (ok && games == apart)
			printf("# (%s: none compared, each keeps the facts of an earlier tapis)\n",
			    name);
		failed += !ok;
	}
	printf("1..%d\n", argc - 1);
	return failed > 0;
}
