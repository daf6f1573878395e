/* Every engine of the family table, played the same way: random legal
 * play from a seeded generator, under each of its presets, checking at
 * each entry what the engine interface (engine.h) and the game (game.h)
 * promise whatever the game is.  A new family joins by being in
 * families[]. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "advice.h"
#include "dice.h"
#include "engine.h"
#include "fact_decl.h"
#include "families.h"
#include "game.h"
#include "game_facts.h"
#include "option.h"
#include "render.h"
#include "render_json.h"
#include "said.h"
#include "ui.h"

#define GAMES 8           /* per preset */
#define STEPS 400         /* entries at most per game: a Yams game of three
                             columns, 108 turns, ends within them */
#define PER_VERB 4        /* candidates a batch per verb that takes words */
#define BATCHES 40        /* batches tried before a game is called stuck */
#define MAX_CANDIDATES 64
#define JSON_EVERY 16     /* entries between two checks of the export */
#define PLAYERS_MAX 4     /* at most, of the engine's own bounds */

/* ---- a deterministic generator: xorshift64 */

static uint64_t
next(uint64_t *s)
{
	uint64_t x = *s;
	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	return *s = x;
}

static int
below(uint64_t *s, int n)
{
	return (int)(next(s) % (uint64_t)n);
}

/* ---- what one engine and preset are played with */

struct run {
	const struct engine *e;
	const char *preset;
	const void *rules;         /* as the preset gives them, unprepared */
	uint64_t rng;
	FILE *json;
	unsigned char *before, *after, *probe;   /* state_size each */
	char *jbuf;
	size_t jcap;
	/* counts, for the summary and to make sure play went somewhere */
	int games, finished, stuck, entries, refused;
};

/* Where a failure happened, for its message. */
static char where[160];

static void
locate(const struct run *r, int game, int step, const char *what)
{
	snprintf(where, sizeof where, "%s/%s game %d entry %d: %s", r->e->family, r->preset,
	    game, step + 1, what);
}

static void
state_same(const struct run *r, const void *a, const void *b, const char *what)
{
	if (memcmp(a, b, r->e->state_size) != 0) {
		size_t i = 0;
		while (((const unsigned char *)a)[i] == ((const unsigned char *)b)[i])
			i++;
		fail_msg("%s: %s (states differ from byte %zu of %zu)", where, what, i,
		    r->e->state_size);
	}
}

/* Words of the verb's own list, as many as it takes, into a when they
 * parse (else a keeps the numbers it has). */
static void
words_candidate(struct run *r, const struct game *g, int v, struct action *a)
{
	const struct engine_verb *verb = &r->e->verbs[v];
	int most = verb->max_args < 0 ? verb->min_args + 2 : verb->max_args;
	int argc = verb->min_args + below(&r->rng, most - verb->min_args + 1);
	char *argv[8];
	for (int i = 0; i < argc && i < 8; i++) {
		const char *const *w = engine_arg_words(r->e, game_rules(g), v, i);
		size_t nwords = 0;
		while (w != NULL && w[nwords] != NULL)
			nwords++;
		if (nwords == 0)
			return;
		argv[i] = (char *)w[below(&r->rng, (int)nwords)];
	}
	struct action parsed = *a;
	char why[ENGINE_WHY];
	if (engine_parse_words(r->e, game_rules(g), &parsed, argc < 8 ? argc : 8, argv, why,
	    sizeof why))
		*a = parsed;
}

/* Whether e's game offers words for its verbs that take other than dice. */
static bool
offers_words(const struct engine *e)
{
	const struct args_words *w = engine_words(e)->args;
	return w != NULL && w->words != NULL;
}

/* Candidate entries: for each verb, faces of 1 to a hand of dice where it
 * takes dice, small numbers where it takes other words, else nothing. */
static int
candidates(struct run *r, const struct game *g, struct action *out)
{
	const struct engine *e = r->e;
	int hand = e->hand(game_rules(g)), n = 0;
	assert_true(hand >= 1 && hand <= DICE_MAX);
	for (size_t v = 0; v < e->nverbs && n < MAX_CANDIDATES; v++) {
		const struct engine_verb *verb = &e->verbs[v];
		int k = verb->dice || verb->max_args != 0 ? PER_VERB : 1;
		for (int i = 0; i < k && n < MAX_CANDIDATES; i++) {
			struct action *a = &out[n++];
			memset(a, 0, sizeof *a);      /* every byte defined */
			a->verb = (int)v;
			if (verb->dice) {
				a->dice.n = 1 + below(&r->rng, hand);
				for (int d = 0; d < a->dice.n; d++)
					a->dice.face[d] = (unsigned char)(1 + below(&r->rng, 6));
			} else if (verb->max_args != 0) {
				a->arg[0] = below(&r->rng, 16);
				a->arg[1] = below(&r->rng, 16);
				/* mostly the words it takes, read as typed */
				if (offers_words(e) && below(&r->rng, 4) != 0)
					words_candidate(r, g, (int)v, a);
			}
		}
	}
	return n;
}

static void
head_equal(const struct outcome_head *a, const struct outcome_head *b, const char *what)
{
	if (a->seat != b->seat || a->points != b->points || a->score_after != b->score_after ||
	    a->game_over != b->game_over || a->winner != b->winner ||
	    (a->end == NULL) != (b->end == NULL) ||
	    (a->end != NULL && strcmp(a->end, b->end) != 0))
		fail_msg("%s: %s: outcomes differ: seat %d/%d points %d/%d score %d/%d "
		    "over %d/%d winner %d/%d", where, what, a->seat, b->seat, a->points, b->points,
		    a->score_after, b->score_after, a->game_over, b->game_over, a->winner,
		    b->winner);
}

/* The one seat in place 1 of a state's ranking, -1 if none or shared;
 * the places checked: 0 while playing, from 1 once over. */
static int
first_place(const void *state)
{
	const struct engine_head *h = engine_head(state);
	int seat = -1, ones = 0;
	for (int p = 0; p < h->nplayers; p++) {
		if (!h->over && h->place[p] != 0)
			fail_msg("%s: seat %d placed %d while playing", where, p, h->place[p]);
		if (h->over && (h->place[p] < 1 || h->place[p] > h->nplayers))
			fail_msg("%s: seat %d placed %d of %d", where, p, h->place[p], h->nplayers);
		if (h->place[p] == 1) {
			seat = p;
			ones++;
		}
	}
	if (h->over && ones == 0)
		fail_msg("%s: no one in place 1", where);
	return ones == 1 ? seat : -1;
}

/* The one seat in the last place of a state over, -1 if shared. */
static int
last_place(const void *state)
{
	const struct engine_head *h = engine_head(state);
	int seat = -1, last = 0, n = 0;
	for (int p = 0; p < h->nplayers; p++)
		if (h->place[p] > last)
			last = h->place[p];
	for (int p = 0; p < h->nplayers; p++)
		if (h->place[p] == last)
			seat = p, n++;
	return n == 1 ? seat : -1;
}

/* (d) the head says who played and how the game stands, as the engine
 * reads it from the state. */
static void
head_agrees(const struct run *r, const struct game *g, const union outcome *o, int seat)
{
	(void)r;
	const struct outcome_head *h = &o->head;
	const struct engine_head *state = engine_head(g->state);
	if (h->seat != seat)
		fail_msg("%s: head.seat %d, played by %d", where, h->seat, seat);
	if (h->score_after != state->score[seat])
		fail_msg("%s: head.score_after %d, score %d", where, h->score_after,
		    state->score[seat]);
	if (h->game_over != state->over)
		fail_msg("%s: head.game_over %d, over %d", where, h->game_over, state->over);
	if (h->game_over && h->winner != first_place(g->state))
		fail_msg("%s: head.winner %d, place 1 %d", where, h->winner,
		    first_place(g->state));
	if (!h->game_over && h->winner != -1)
		fail_msg("%s: head.winner %d while playing", where, h->winner);
	if (h->winner < -1 || h->winner >= g->nplayers)
		fail_msg("%s: head.winner %d of %d players", where, h->winner, g->nplayers);
}

/* (e) the scores of the export are the engine's. */
static void
json_agrees(struct run *r, const struct game *g)
{
	struct ui ui;
	memset(&ui, 0, sizeof ui);
	ui.out = r->json;
	ui.err = r->json;
	rewind(r->json);
	render_json(&ui, g);
	assert_int_equal(fflush(r->json), 0);
	long len = ftell(r->json);
	assert_true(len > 0);
	if ((size_t)len + 1 > r->jcap) {
		r->jcap = (size_t)len * 2 + 1;
		r->jbuf = realloc(r->jbuf, r->jcap);
		assert_non_null(r->jbuf);
	}
	rewind(r->json);
	assert_int_equal(fread(r->jbuf, 1, (size_t)len, r->json), (size_t)len);
	r->jbuf[len] = '\0';
	const char *p = strstr(r->jbuf, "\"players\":[");
	if (p == NULL)
		fail_msg("%s: no players in the export: %.200s", where, r->jbuf);
	const char *end = strstr(p, "],\"turn\":");
	assert_non_null(end);
	for (int i = 0; i < g->nplayers; i++) {
		p = strstr(p, "\"score\":");
		if (p == NULL || p > end)
			fail_msg("%s: no score for seat %d in the export", where, i);
		p += strlen("\"score\":");
		char *stop;
		long v = strtol(p, &stop, 10);
		if (stop == p || v != engine_head(g->state)->score[i])
			fail_msg("%s: the export says %.12s for seat %d, the engine %d", where, p, i,
			    engine_head(g->state)->score[i]);
		p = stop;
	}
	if (strstr(p, "\"score\":") != NULL && strstr(p, "\"score\":") < end)
		fail_msg("%s: more scores than players in the export", where);
}

/* Whether the statistics of e's family declare fact: a column adds it
 * up, or is a rate over it. */
static bool
fact_declared(const struct engine *e, const char *fact)
{
	for (size_t i = 0; i < nfamilies; i++) {
		const struct family_facts *ff = families[i].stats;
		for (int t = 0; families[i].engine == e && ff != NULL && t < ff->ntables; t++)
			for (int c = 0; c < ff->tables[t].ncols; c++) {
				const struct fact_column *col = &ff->tables[t].cols[c];
				if ((col->fact != NULL && strcmp(col->fact, fact) == 0) ||
				    (col->over != NULL && strcmp(col->over, fact) == 0))
					return true;
			}
	}
	return false;
}

/* engine_fact_sink: a fact of a game of nplayers (ctx) that ended, checked:
 * a player's, one its statistics declare, counting no fewer than none. */
static void
fact_checked(const struct engine_game_fact *f, void *ctx)
{
	const struct game *g = ctx;
	if (f->seat < 0 || f->seat >= g->nplayers || f->n < 0 ||
	    !fact_declared(g->engine, f->fact))
		fail_msg("%s: the fact %s (seat %d, key '%s', n %lld) of an ended game is none"
		    " its statistics declare, or of no player", g->engine->family, f->fact, f->seat,
		    f->key, f->n);
}

/* (b) a game loaded entry by entry and replayed is the game played. */
static void
replay_agrees(const struct run *r, const struct game *g, char *const *names,
    const char *what)
{
	struct game *copy = game_create(r->e, r->preset, r->rules, g->nplayers, names);
	assert_non_null(copy);
	for (int i = 0; i < g->nactive; i++)
		assert_true(game_load_entry(copy, &g->entry[i], false));
	char why[ENGINE_WHY] = "";
	if (!game_replay(copy, why, sizeof why))
		fail_msg("%s: %s: the log does not replay: %s", where, what, why);
	state_same(r, copy->state, g->state, what);
	game_free(copy);
}

static void
play_game(struct run *r, int game)
{
	const struct engine *e = r->e;
	size_t size = e->state_size;
	int most = e->max_players < PLAYERS_MAX ? e->max_players : PLAYERS_MAX;
	int nplayers = e->min_players + below(&r->rng, most - e->min_players + 1);
	char seats_why[ENGINE_WHY];
	/* as many as the preset's rules take (a duel needs two) */
	while (!engine_seats(e, r->rules, nplayers, seats_why, sizeof seats_why)) {
		assert_true(nplayers < most);
		nplayers++;
	}
	char names[PLAYERS_MAX][16];
	char *namev[PLAYERS_MAX];
	for (int i = 0; i < nplayers; i++) {
		snprintf(names[i], sizeof names[i], "p%d", i + 1);
		namev[i] = names[i];
	}
	struct game *g = game_create(e, r->preset, r->rules, nplayers, namev);
	assert_non_null(g);
	/* start() sets every byte, padding too, whatever was there before:
	 * else no two states could be compared byte for byte */
	locate(r, game, -1, "start");
	memset(r->before, 0xa5, size);
	memset(r->after, 0x5a, size);
	e->start(g->rules, r->before, nplayers);
	e->start(g->rules, r->after, nplayers);
	state_same(r, r->before, r->after, "start() leaves bytes as they were");
	state_same(r, r->before, g->state, "start() is not the state of a new game");
	/* the log as the store would read it back, one entry at a time */
	struct game *loaded = game_create(e, r->preset, r->rules, nplayers, namev);
	assert_non_null(loaded);
	char why[ENGINE_WHY];
	struct action cand[MAX_CANDIDATES];
	union outcome tried, played, redone;
	bool refused[MAX_CANDIDATES];
	r->games++;

	int step;
	for (step = 0; step < STEPS && !game_is_over(g); step++) {
		int seat = game_current(g);
		locate(r, game, step, "start of the entry");
		if (seat < 0 || seat >= nplayers)
			fail_msg("%s: current() is %d of %d players", where, seat, nplayers);
		memcpy(r->before, g->state, size);

		/* candidates, batch after batch, until one is accepted */
		int n = 0, pick = -1;
		for (int batch = 0; batch < BATCHES && pick < 0; batch++) {
			n = candidates(r, g, cand);
			int accepted = 0;
			for (int i = 0; i < n; i++) {
				why[0] = '\0';
				refused[i] = !game_try(g, &cand[i], &tried, why, sizeof why);
				locate(r, game, step, "game_try");
				state_same(r, g->state, r->before, "game_try changed the state");
				if (refused[i] && why[0] == '\0')
					fail_msg("%s: refused without a reason", where);
				if (!refused[i] && below(&r->rng, ++accepted) == 0)
					pick = i;   /* one of the accepted ones, evenly */
			}
			/* (a) a refused entry changes nothing, played for real */
			for (int i = 0; i < n; i++) {
				if (!refused[i])
					continue;
				int nactive = g->nactive, ntotal = g->ntotal;
				locate(r, game, step, "a refused entry");
				if (game_play(g, &cand[i], &tried, why, sizeof why))
					fail_msg("%s: game_try refused verb %d, game_play took it", where,
					    cand[i].verb);
				assert_int_equal(g->nactive, nactive);
				assert_int_equal(g->ntotal, ntotal);
				state_same(r, g->state, r->before, "a refused entry changed the state");
				r->refused++;
			}
		}
		if (pick < 0) {
			r->stuck++;
			break;
		}

		/* the entry: it does what game_try said it would */
		locate(r, game, step, "the entry played");
		const struct action *a = &cand[pick];
		assert_true(game_try(g, a, &tried, why, sizeof why));
		if (!game_play(g, a, &played, why, sizeof why))
			fail_msg("%s: game_try took verb %d, game_play refused it: %s", where, a->verb,
			    why);
		r->entries++;
		assert_int_equal(g->nactive, step + 1);
		assert_int_equal(g->ntotal, step + 1);
		assert_int_equal(g->entry[step].seat, seat);
		assert_int_equal(g->entry[step].action.verb, a->verb);
		head_equal(&played.head, &tried.head, "game_try and game_play");
		head_agrees(r, g, &played, seat);   /* (d) */
		assert_int_equal(game_is_over(g), engine_head(g->state)->over);
		memcpy(r->after, g->state, size);

		/* (b) the log, loaded entry by entry, replays to the state played */
		locate(r, game, step, "replay");
		assert_true(game_load_entry(loaded, &g->entry[step], false));
		if (!game_replay(loaded, why, sizeof why))
			fail_msg("%s: the loaded log does not replay: %s", where, why);
		state_same(r, loaded->state, r->after, "the loaded log replayed");

		/* (c) undo is the state before, redo the state after */
		locate(r, game, step, "undo");
		assert_true(game_undo(g));
		assert_int_equal(g->nactive, step);
		assert_int_equal(g->ntotal, step + 1);
		state_same(r, g->state, r->before, "undo");
		/* a refused entry keeps the undone one */
		for (int i = 0; i < n; i++) {
			if (!refused[i])
				continue;
			assert_false(game_play(g, &cand[i], &tried, why, sizeof why));
			assert_int_equal(g->ntotal, step + 1);
			state_same(r, g->state, r->before, "a refused entry after an undo");
			break;
		}
		locate(r, game, step, "redo");
		assert_true(game_redo(g, &redone));
		assert_int_equal(g->nactive, step + 1);
		assert_int_equal(g->ntotal, step + 1);
		state_same(r, g->state, r->after, "redo");
		head_equal(&redone.head, &played.head, "redo and play");
		assert_false(game_redo(g, &redone));

		/* (e) */
		if (step % JSON_EVERY == 0) {
			locate(r, game, step, "export");
			json_agrees(r, g);
		}
	}
	locate(r, game, step, "end of the game");
	json_agrees(r, g);
	replay_agrees(r, g, namev, "a fresh copy of the whole log");
	if (game_is_over(g)) {
		r->finished++;
		int w = game_winner(g), l = game_loser(g);
		assert_true(w >= -1 && w < nplayers);
		assert_true(l >= -1 && l < nplayers);
		/* the end names a winner, or a loser: the one in the last place */
		if (e->result == ENGINE_WINNER) {
			assert_int_equal(w, first_place(g->state));
			assert_int_equal(l, -1);
		} else {
			assert_int_equal(w, -1);
			assert_int_equal(l, last_place(g->state));
		}
		/* what it counts for its statistics, worked out once it ends */
		assert_true(game_ended_facts(g, fact_checked, g, why, sizeof why));
		/* a game over takes no more entries, and they change nothing */
		int n = candidates(r, g, cand);
		for (int i = 0; i < n; i++) {
			memcpy(r->probe, g->state, size);
			assert_false(game_play(g, &cand[i], &tried, why, sizeof why));
			state_same(r, g->state, r->probe, "an entry after the end");
		}
		assert_int_equal(g->nactive, step);
	}
	game_free(loaded);
	game_free(g);
}

/* ---- the interface: what every row of the table must fill (engine.h) */

/* Whether some verb of e takes words other than dice (a box, a cell). */
static bool
takes_words(const struct engine *e)
{
	for (size_t v = 0; v < e->nverbs; v++)
		if (!e->verbs[v].dice && e->verbs[v].max_args != 0)
			return true;
	return false;
}

/* The first member a required one of engine.h that f leaves out, or a
 * group it fills by halves, by name; NULL when f fills every one. */
static const char *
missing(const struct family *f)
{
	const struct engine *e = f->engine;
	const struct game_words *w = f->words;
	const struct {
		bool there;
		const char *name;
	} required[] = {
		{e->family != NULL, "family"}, {e->presets != NULL && e->npresets >= 1, "presets"},
		{e->option != NULL, "option"}, {e->verbs != NULL && e->nverbs >= 1, "verbs"},
		{e->rules_size > 0 && e->state_size > 0, "rules_size, state_size"},
		{e->preset != NULL, "preset"}, {e->option_set != NULL, "option_set"},
		{e->option_get != NULL, "option_get"}, {e->check != NULL, "check"},
		{e->start != NULL, "start"}, {e->apply != NULL, "apply"},
		{e->hand != NULL, "hand"}, {e->facts != NULL, "facts"},
		{e->nfacts <= ENGINE_FACTS && (e->nfacts == 0 || e->fact_columns != NULL),
		    "fact_columns"},
		{e->advice == NULL || e->advice->advise != NULL, "advice->advise"},
		/* a table comes with its build and version, and only a table
		 * has a key or a fit */
		{e->advice == NULL || (e->advice->table_size == NULL) ==
		    (e->advice->table_build == NULL), "advice->table_build"},
		{e->advice == NULL || e->advice->table_size == NULL ||
		    e->advice->table_version != 0, "advice->table_version"},
		{e->advice == NULL || e->advice->table_size != NULL ||
		    (e->advice->table_key == NULL && e->advice->table_fits == NULL),
		    "advice->table_size"},
		{w != NULL && w->title != NULL && w->french_title != NULL, "words->title"},
		{w != NULL && w->presets != NULL, "words->presets"},
		{w != NULL && w->verbs != NULL, "words->verbs"},
		{w != NULL && (w->options != NULL || e->option == NULL || e->option(0) == NULL),
		    "words->options"},
		/* the words after a verb: read where a verb takes them, only there */
		{w != NULL && (w->args != NULL) == takes_words(e), "words->args"},
		{w == NULL || w->args == NULL || w->args->parse != NULL, "words->args->parse"},
		{w == NULL || w->args == NULL || w->args->format != NULL, "words->args->format"},
	};
	for (size_t i = 0; i < sizeof required / sizeof required[0]; i++)
		if (!required[i].there)
			return required[i].name;
	return NULL;
}

/* Every engine's rules fit the room a game's title draws them in
 * (line_add_changes: on the stack, where memory cannot run short), and
 * are read there as game_rules_new reads them. */
static void
test_rules_fit_the_stack(void **state)
{
	(void)state;
	for (size_t f = 0; f < nfamilies; f++) {
		const struct engine *e = families[f].engine;
		assert_true(e->rules_size <= GAME_RULES_MOST);
		_Alignas(max_align_t) unsigned char room[GAME_RULES_MOST];
		void *made = game_rules_new(e, e->presets[0].name);
		assert_non_null(made);
		assert_true(game_rules_init(e, e->presets[0].name, room));
		assert_memory_equal(made, room, e->rules_size);
		assert_false(game_rules_init(e, "no-such-rule-set", room));
		free(made);
	}
}

/* A row of the table that leaves a required hook out fails the check:
 * each of them, taken out of a copy of each row in turn, is named. */
static void
test_required_hooks(void **state)
{
	(void)state;
	for (size_t f = 0; f < nfamilies; f++) {
		struct engine e = *families[f].engine;
		struct game_words w = *families[f].words;
		struct family row = families[f];
		row.engine = &e;
		row.words = &w;
		assert_null(missing(&row));
		e.apply = NULL;
		assert_string_equal(missing(&row), "apply");
		e = *families[f].engine;
		e.option_get = NULL;
		assert_string_equal(missing(&row), "option_get");
		e = *families[f].engine;
		e.facts = NULL;
		assert_string_equal(missing(&row), "facts");
		e = *families[f].engine;
		w.verbs = NULL;
		assert_string_equal(missing(&row), "words->verbs");
		w = *families[f].words;
		if (e.advice != NULL) {
			struct engine_advice a = *e.advice;
			e.advice = &a;
			a.advise = NULL;
			assert_string_equal(missing(&row), "advice->advise");
			a = *families[f].engine->advice;
			if (a.table_size != NULL) {
				a.table_build = NULL;
				assert_string_equal(missing(&row), "advice->table_build");
			}
			e = *families[f].engine;
		}
		/* the words after a verb: given where no verb takes them, or
		 * missing where one does */
		static const struct args_words stray = {NULL, NULL, NULL, NULL, NULL, NULL, NULL};
		w.args = w.args != NULL ? NULL : &stray;
		assert_string_equal(missing(&row), "words->args");
		w = *families[f].words;
		if (w.args != NULL) {
			struct args_words half = *w.args;
			half.format = NULL;
			w.args = &half;
			assert_string_equal(missing(&row), "words->args->format");
			w = *families[f].words;
		}
		/* what is optional may be left out: a minimal game */
		e.seats = NULL;
		e.prepare = NULL;
		e.choices = NULL;
		e.turn_entries = NULL;
		e.advice = NULL;
		assert_null(missing(&row));
	}
}

/* ---- pig, the smallest game: one die, a 1 loses the turn, hold to
 * bank it, first to the target.  It fills what engine.h requires and
 * nothing else: no printer, no advice, no words after a verb. */

struct pig_rules {
	int target;
};

struct pig_state {
	struct engine_head head;
	int turn;                 /* the points of the turn, not yet held */
};

enum { PIG_ROLL, PIG_HOLD };

static const struct engine_preset pig_presets[] = {{"pig"}};
static const struct engine_verb pig_verbs[] = {
	[PIG_ROLL] = {"roll", 1, 1, true, true},
	[PIG_HOLD] = {"hold", 0, 0, false, false},
};
static const struct engine_option pig_options[] = {{"target", ENGINE_OPT_INT, "N", false}};

static const struct engine_option *
pig_option(size_t i)
{
	return i < 1 ? &pig_options[i] : NULL;
}

static bool
pig_preset(const char *name, void *rules)
{
	((struct pig_rules *)rules)->target = 100;
	return strcmp(name, "pig") == 0;
}

static bool
pig_option_set(void *rules, const char *assignment, struct msg *why)
{
	int n;
	if (sscanf(assignment, "target=%d", &n) != 1) {
		msg_set(why, "unknown option");
		return false;
	}
	((struct pig_rules *)rules)->target = n;
	return true;
}

static void
pig_option_get(const void *rules, const char *name, char *buf, size_t len)
{
	snprintf(buf, len, "%d", strcmp(name, "target") == 0
	    ? ((const struct pig_rules *)rules)->target : -1);
}

static bool
pig_check(const void *rules, struct msg *why)
{
	if (((const struct pig_rules *)rules)->target >= 1)
		return true;
	msg_set(why, "no target");
	return false;
}

static void
pig_start(const void *rules, void *state, int nplayers)
{
	(void)rules;
	struct pig_state *st = state;
	memset(st, 0, sizeof *st);
	st->head.nplayers = nplayers;
}

static bool
pig_apply(const void *rules, void *state, const char *const *names, const struct action *a,
    union outcome *out, struct msg *why)
{
	(void)names;
	struct pig_state *st = state;
	struct engine_head *h = &st->head;
	int seat = h->current;
	if (h->over || (a->verb == PIG_ROLL && a->dice.n != 1)) {
		msg_set(why, "not now");
		return false;
	}
	bool lost = a->verb == PIG_ROLL && a->dice.face[0] == 1;
	bool held = a->verb == PIG_HOLD;
	st->turn = a->verb == PIG_ROLL && !lost ? st->turn + a->dice.face[0] : st->turn;
	if (held)
		h->score[seat] += st->turn;
	h->over = h->score[seat] >= ((const struct pig_rules *)rules)->target;
	if (lost || held) {
		out->head = (struct outcome_head){seat, lost ? "bust" : "held", held ? st->turn : 0,
		    h->score[seat], h->over, h->over ? seat : -1};
		st->turn = 0;
		h->current = h->over ? seat : (seat + 1) % h->nplayers;
	} else {
		out->head = (struct outcome_head){seat, NULL, 0, h->score[seat], false, -1};
	}
	engine_rank(h, h->over ? seat : -1, true);
	return true;
}

static int
pig_hand(const void *rules)
{
	(void)rules;
	return 1;
}

static const char *const pig_fact_columns[] = {"face"};

static void
pig_facts(const void *rules, const struct action *a, const union outcome *o, struct fact *f)
{
	(void)rules;
	(void)o;
	if (a->verb == PIG_ROLL)
		engine_fact_int(&f[0], a->dice.face[0]);
	else
		f[0] = (struct fact){FACT_NULL, 0, ""};
}

static const struct engine pig_engine = {
	.family = "pig",
	.presets = pig_presets, .npresets = 1,
	.option = pig_option,
	.verbs = pig_verbs, .nverbs = 2,
	.rules_size = sizeof(struct pig_rules), .state_size = sizeof(struct pig_state),
	.min_players = 1, .max_players = ENGINE_MAX_PLAYERS,
	.preset = pig_preset, .option_set = pig_option_set, .option_get = pig_option_get,
	.check = pig_check,
	.start = pig_start, .apply = pig_apply, .hand = pig_hand,
	.result = ENGINE_WINNER, .higher_better = true,
	.fact_columns = pig_fact_columns, .nfacts = 1, .facts = pig_facts,
};

static const struct preset_words pig_preset_words[] = {{NULL, "pig"}};
static const struct option_words pig_option_words[] = {
	{"target", "but", NULL, "the score that wins"},
};
static const struct verb_words pig_verb_words[] = {
	[PIG_ROLL] = {.name = "roll", .french = "lancer", .noun = "roll", .aliases = {NULL},
	    .usage = "FACE", .help = "the die thrown"},
	[PIG_HOLD] = {.name = "hold", .french = "garder", .noun = "hold", .aliases = {NULL},
	    .usage = "", .help = "bank the turn"},
};
static const struct game_words pig_words = {
	.title = "Pig", .french_title = "du Pig",
	.presets = pig_preset_words, .options = pig_option_words, .verbs = pig_verb_words,
};

/* Pig typed as a player would, from the words: false, with why, if
 * refused. */
static bool
pig_play(struct game *g, const char *verb, const char *word, char *why, size_t whylen)
{
	struct action a = {engine_verb(&pig_engine, verb), {0, {0}}, {0, 0}};
	char *argv[1] = {(char *)word};
	union outcome out;
	return engine_parse_words(&pig_engine, game_rules(g), &a, word != NULL, argv, why,
	    whylen) && game_play(g, &a, &out, why, whylen);
}

static void
no_word(const char *word, void *ctx)
{
	(void)word;
	(*(int *)ctx)++;
}

static void
no_fact(const struct engine_game_fact *f, void *ctx)
{
	(void)f;
	(*(int *)ctx)++;
}

/* What the engine layer answers for pig's own words and hooks left out:
 * no round ends, no facts of a whole game, an option's values as pig
 * wrote them; and what it refuses of an engine made otherwise. */
static void
pig_hooks_left_out(const void *rules, const struct game *g)
{
	union outcome out = {.head = {0, NULL, 0, 0, false, -1}};
	bool plotted = false;
	assert_false(engine_round_end(&pig_engine, g->state, &out, &plotted));
	int facts = 0;
	engine_game_facts(&pig_engine, rules, 2, NULL, 0, no_fact, &facts);
	assert_int_equal(facts, 0);
	struct msg m;
	char said[32];
	engine_option_values_named(&pig_engine, "target", &m);
	assert_string_equal(msg_text(&m, said, sizeof said), "N");
	/* an engine no family holds has no words, made up or not */
	struct engine other = pig_engine;
	assert_null(engine_words(&other));
	/* facts counted out of range are none */
	struct action roll = {PIG_ROLL, {1, {4}}, {0, 0}};
	struct fact f[ENGINE_FACTS];
	assert_int_equal(engine_facts(&pig_engine, rules, &roll, &out, f), 1);
	assert_int_equal(f[0].type, FACT_INT);
	other.nfacts = 0;
	assert_int_equal(engine_facts(&other, rules, &roll, &out, f), 0);
	other.nfacts = ENGINE_FACTS + 1;
	assert_int_equal(engine_facts(&other, rules, &roll, &out, f), 0);
	/* advice with no table of its own: whatever table is there fits */
	static const struct engine_advice no_table = {.advise = NULL};
	other = pig_engine;
	other.advice = &no_table;
	assert_true(engine_advice_table_fits(&other, rules, ADVICE_HINT, NULL));
	assert_int_equal(f[0].type, FACT_NULL);
	/* the table's bound holds however many players an engine takes */
	char why[ENGINE_WHY];
	other.max_players = ENGINE_MAX_PLAYERS + 1;
	assert_false(engine_seats(&other, rules, ENGINE_MAX_PLAYERS + 1, why, sizeof why));
	assert_true(engine_seats(&other, rules, ENGINE_MAX_PLAYERS, why, sizeof why));
}

/* A game that fills only what engine.h requires is whole: every
 * optional hook's wrapper answers for the hook it leaves out, and a game
 * is played, undone and won through them. */
static void
test_minimal_game(void **state)
{
	(void)state;
	const struct family pig = {.engine = &pig_engine, .words = &pig_words};
	char why[ENGINE_WHY] = "", buf[64];
	assert_null(missing(&pig));
	engine_made_up(&pig);
	assert_null(game_rules_read(&pig_engine, "nosuch", "target=10", why, sizeof why));
	assert_string_equal(why, "no built-in rule set is named nosuch");
	assert_null(game_rules_read(&pig_engine, "pig", "target=0", why, sizeof why));
	assert_string_equal(why, "no target");
	void *rules = game_rules_read(&pig_engine, "pig", "target=10", why, sizeof why);
	assert_non_null(rules);
	char *names[] = {"ann", "bob"};
	struct game *g = game_create(&pig_engine, "pig", rules, 2, names);
	assert_non_null(g);
	/* the wrappers of what pig leaves out */
	struct action roll = {PIG_ROLL, {1, {4}}, {0, 0}}, first[4];
	assert_int_equal(engine_choices(&pig_engine, rules, g->state, &roll, first, 4), 0);
	assert_int_equal(engine_turn_entries(&pig_engine, rules, 2), 1);
	assert_null(engine_arg_words(&pig_engine, rules, PIG_HOLD, 0));
	int words = 0;
	engine_complete_args(&pig_engine, rules, g->state, PIG_HOLD, 0, NULL, no_word, &words);
	assert_int_equal(words, 0);
	struct advice advice;
	assert_false(engine_advise(&pig_engine, rules, g->state, ADVICE_HINT, 0, NULL, NULL,
	    &advice, why, sizeof why));
	assert_true(why[0] != '\0');
	assert_int_equal(engine_advice_table_size(&pig_engine, rules, ADVICE_HINT), 0);
	assert_int_equal(engine_advice_table_version(&pig_engine), 0);
	assert_true(engine_advice_table_fits(&pig_engine, rules, ADVICE_HINT, NULL));
	assert_true(engine_advice_table_key(&pig_engine, rules, ADVICE_HINT, buf, sizeof buf));
	assert_string_equal(buf, "target=10\n");
	/* a key that does not fit is no key, whatever room there is */
	assert_false(engine_advice_table_key(&pig_engine, rules, ADVICE_HINT, buf, 5));
	assert_false(engine_advice_table_key(&pig_engine, rules, ADVICE_HINT, buf, 0));
	/* its entries, as typed and as stored */
	engine_format_args(&pig_engine, rules, &roll, buf, sizeof buf);
	assert_string_equal(buf, "4");
	assert_false(pig_play(g, "hold", "now", why, sizeof why));
	assert_true(pig_play(g, "roll", "6", why, sizeof why));
	assert_true(pig_play(g, "roll", "1", why, sizeof why));     /* ann's turn lost */
	assert_int_equal(game_current(g), 1);
	assert_true(pig_play(g, "roll", "5", why, sizeof why));
	assert_true(pig_play(g, "roll", "6", why, sizeof why));
	assert_true(game_undo(g));
	assert_true(pig_play(g, "roll", "5", why, sizeof why));
	assert_true(pig_play(g, "hold", NULL, why, sizeof why));    /* bob: 10 */
	assert_true(game_is_over(g));
	assert_int_equal(game_winner(g), 1);
	assert_int_equal(game_score(g, 1), 10);
	assert_true(game_replay(g, why, sizeof why));
	assert_int_equal(game_winner(g), 1);
	pig_hooks_left_out(rules, g);
	game_free(g);
	free(rules);
	engine_made_up(NULL);
	assert_null(engine_words(&pig_engine));
}

/* Pig again, its hold taking a word from a list, with no hook of its own
 * to complete it: completion offers the list's words, whatever the state
 * (engine.h's args_words.complete NULL). */
static bool
hold_parse(const void *rules, struct action *a, int argc, char **argv, struct msg *why)
{
	(void)rules, (void)why;
	a->arg[0] = argc > 0 && strcmp(argv[0], "later") == 0;
	return true;
}

static void
hold_format(const void *rules, const struct action *a, char *buf, size_t len)
{
	(void)rules;
	snprintf(buf, len, "%s", a->arg[0] ? "later" : "now");
}

static const char *const *
hold_words(const void *rules, int verb, int arg)
{
	static const char *const words[] = {"now", "later", NULL};
	(void)rules;
	return verb == PIG_HOLD && arg == 0 ? words : NULL;
}

static void
listed(const char *word, void *ctx)
{
	char *list = ctx;
	strcat(strcat(list, " "), word);
}

static void
test_arg_words_complete_without_a_hook(void **state)
{
	(void)state;
	static const struct args_words hold_args = {.parse = hold_parse, .format = hold_format,
	    .words = hold_words};
	struct game_words words = pig_words;
	words.args = &hold_args;
	const struct family pig = {.engine = &pig_engine, .words = &words};
	engine_made_up(&pig);
	char why[ENGINE_WHY] = "", list[64] = "";
	void *rules = game_rules_read(&pig_engine, "pig", "", why, sizeof why);
	assert_non_null(rules);
	engine_complete_args(&pig_engine, rules, NULL, PIG_HOLD, 0, NULL, listed, list);
	assert_string_equal(list, " now later");
	list[0] = '\0';
	engine_complete_args(&pig_engine, rules, NULL, PIG_HOLD, 1, NULL, listed, list);
	assert_string_equal(list, "");
	/* with no say of its own, a hold is said as format writes it: with
	 * nothing, pig's hold taking no arguments */
	struct action later = {PIG_HOLD, {0, {0}}, {1, 0}};
	strcpy(list, "x");
	engine_say_args(&pig_engine, rules, &later, list, sizeof list);
	assert_string_equal(list, "");
	/* with no words of its own, none are listed */
	static const struct args_words no_words = {.parse = hold_parse, .format = hold_format};
	words.args = &no_words;
	assert_null(engine_arg_words(&pig_engine, rules, PIG_HOLD, 0));
	free(rules);
	engine_made_up(NULL);
}

/* An option's value as the rules show it in French, item for item between
 * the lists: with the number after a stem ending in N (minus1000 as
 * moins1000), in any case; as typed where it is no item, where a stem has
 * no number after it, where an item is the same in both lists, or with a
 * list missing. */
static void
test_option_values_translated(void **state)
{
	(void)state;
	static const char from[] = "minusN|back|zero", to[] = "moinsN|retour|zéro";
	char buf[32];
	assert_string_equal(option_value_translate(from, to, "minus1000", buf, sizeof buf),
	    "moins1000");
	assert_string_equal(option_value_translate(from, to, "MINUS500", buf, sizeof buf),
	    "moins500");
	assert_string_equal(option_value_translate(from, to, "Zero", buf, sizeof buf), "zéro");
	assert_string_equal(option_value_translate(from, to, "minus", buf, sizeof buf), "minus");
	assert_string_equal(option_value_translate(from, to, "minusx", buf, sizeof buf), "minusx");
	assert_string_equal(option_value_translate(from, to, "other", buf, sizeof buf), "other");
	/* a one-letter N is no stem; a stem in one list alone is none */
	assert_string_equal(option_value_translate("N|yes", "N|oui", "yes", buf, sizeof buf), "oui");
	assert_string_equal(option_value_translate("capN|yes", "plafond|oui", "cap5", buf,
	    sizeof buf), "cap5");
	assert_string_equal(option_value_translate("on|yes", "on|oui", "on", buf, sizeof buf), "on");
	assert_string_equal(option_value_translate(from, NULL, "zero", buf, sizeof buf), "zero");
	assert_string_equal(option_value_translate(NULL, to, "zero", buf, sizeof buf), "zero");
	/* a French list shorter than the English: its items past the end as typed */
	assert_string_equal(option_value_translate("on|yes", "sur", "yes", buf, sizeof buf), "yes");
	/* a stem whose French item is N alone: no stem, the item as typed */
	assert_string_equal(option_value_translate("capN", "N", "cap5", buf, sizeof buf), "cap5");
}

/* ---- the test */

static void
test_conformance(void **state)
{
	(void)state;
	FILE *json = tmpfile();
	assert_non_null(json);
	assert_true(nfamilies >= 1);
	for (size_t f = 0; f < nfamilies; f++) {
		const struct engine *e = families[f].engine;
		assert_non_null(e);
		assert_non_null(families[f].printer);
		const char *left_out = missing(&families[f]);
		if (left_out != NULL)
			fail_msg("%s: the row leaves out %s, which engine.h says is required",
			    e->family, left_out);
		assert_ptr_equal(engine_find(e->family), e);
		assert_true(e->npresets >= 1 && e->nverbs >= 1);
		assert_true(e->min_players >= 1 && e->min_players <= e->max_players);
		assert_true(e->max_players <= ENGINE_MAX_PLAYERS);
		assert_true(e->state_size > 0 && e->rules_size > 0);
		for (size_t v = 0; v < e->nverbs; v++)
			assert_int_equal(engine_verb(e, e->verbs[v].kind), (int)v);
		/* its words: one a preset, option and verb, the options by name */
		const struct game_words *w = families[f].words;
		assert_ptr_equal(engine_words(e), w);
		const struct engine_option *o;
		for (size_t i = 0; (o = e->option(i)) != NULL; i++) {
			assert_string_equal(w->options[i].name, o->name);
			assert_non_null(o->values);
			assert_ptr_equal(engine_option_words(e, o), &w->options[i]);
		}
		for (size_t v = 0; v < e->nverbs; v++) {
			assert_non_null(w->verbs[v].name);
			assert_non_null(w->verbs[v].french);
		}
		for (size_t k = 0; k < e->npresets; k++)
			assert_non_null(w->presets[k].title);
		for (size_t k = 0; k < e->npresets; k++) {
			const char *name = e->presets[k].name;
			const struct engine_preset *found = NULL;
			assert_ptr_equal(engine_of_preset(name, &found), e);
			assert_ptr_equal(found, &e->presets[k]);
			void *rules = game_rules_new(e, name);
			assert_non_null(rules);
			char why[ENGINE_WHY] = "";
			if (!said(e->check(rules, &said_msg), &said_msg, why, sizeof why))
				fail_msg("%s/%s: the preset does not check: %s", e->family, name, why);
			/* a turn ends with one entry, or one a player at most */
			for (int n = e->min_players; n <= e->max_players; n++)
				if (engine_seats(e, rules, n, why, sizeof why)) {
					int entries = engine_turn_entries(e, rules, n);
					assert_true(entries >= 1 && entries <= n);
				}
			struct run r = {
				.e = e, .preset = name, .rules = rules, .json = json,
				/* a stream of its own per engine and preset */
				.rng = 0x9e3779b97f4a7c15ULL ^ ((uint64_t)(f + 1) << 40) ^
				    ((uint64_t)(k + 1) << 20),
			};
			r.before = malloc(e->state_size);
			r.after = malloc(e->state_size);
			r.probe = malloc(e->state_size);
			assert_true(r.before && r.after && r.probe);
			for (int gi = 0; gi < GAMES; gi++)
				play_game(&r, gi);
			print_message("# %s/%s: %d games (%d finished, %d stuck), %d entries, "
			    "%d refusals\n", e->family, name, r.games, r.finished, r.stuck, r.entries,
			    r.refused);
			/* random play got somewhere */
			assert_true(r.entries >= GAMES * 10);
			assert_true(r.stuck < GAMES);
			free(r.before);
			free(r.after);
			free(r.probe);
			free(r.jbuf);
			free(rules);
		}
	}
	fclose(json);
}

/* The ranking of a head: ties share a place, the rules' first is first
 * whatever the scores, a lower score may be the better; nothing while
 * playing. */
static void
test_rank(void **state)
{
	(void)state;
	struct engine_head h = {.nplayers = 4, .score = {30, 50, 30, 10}, .over = false};
	engine_rank(&h, -1, true);
	for (int p = 0; p < 4; p++)
		assert_int_equal(h.place[p], 0);
	h.over = true;
	engine_rank(&h, -1, true);
	int high[] = {2, 1, 2, 4};
	for (int p = 0; p < 4; p++)
		assert_int_equal(h.place[p], high[p]);
	engine_rank(&h, 3, true);          /* seat 3 went out first: first, alone */
	int out[] = {3, 2, 3, 1};
	for (int p = 0; p < 4; p++)
		assert_int_equal(h.place[p], out[p]);
	engine_rank(&h, -1, false);        /* the fewest points the best */
	int low[] = {2, 4, 2, 1};
	for (int p = 0; p < 4; p++)
		assert_int_equal(h.place[p], low[p]);
	h.score[1] = 30;                   /* three share the last place */
	engine_rank(&h, -1, false);
	for (int p = 0; p < 3; p++)
		assert_int_equal(h.place[p], 2);
}

/* What the engine layer says itself: stored arguments too long to be an
 * entry's, an option no engine has named as typed, too many players, no
 * help for a verb out of range. */
static void
test_engine_refusals(void **state)
{
	(void)state;
	const struct engine *e = engine_find("yams");
	void *rules = game_rules_new(e, "yams");
	assert_non_null(rules);
	char why[ENGINE_WHY], text[ENGINE_ARGS + 2];
	memset(text, 'x', sizeof text - 1);
	text[sizeof text - 1] = '\0';
	struct action a = {0, {0, {0}}, {0, 0}};
	assert_false(engine_parse_args(e, rules, &a, text, why, sizeof why));
	assert_string_equal(why, "arguments too long");
	struct msg m;
	char said_as[64];
	engine_option_named(e, "nosuch", &m);
	assert_string_equal(msg_text(&m, said_as, sizeof said_as), "nosuch");
	engine_option_values_named(e, "nosuch", &m);
	assert_string_equal(msg_text(&m, said_as, sizeof said_as), "nosuch");
	assert_false(engine_seats(e, rules, ENGINE_MAX_PLAYERS + 1, why, sizeof why));
	char want[64];
	snprintf(want, sizeof want, "at most %d players", e->max_players);
	assert_string_equal(why, want);
	char buf[256];
	assert_false(engine_args_help(e, rules, -1, buf, sizeof buf));
	assert_false(engine_args_help(e, rules, (int)e->nverbs, buf, sizeof buf));
	assert_string_equal(buf, "");
	free(rules);
}

/* An entry whose verb no engine has (as a stored one out of range would
 * be) is refused by every family's engine, the game left where it was. */
static void
test_unknown_verb_refused(void **state)
{
	(void)state;
	char *names[] = {"ann", "bob"};
	for (size_t f = 0; f < nfamilies; f++) {
		const struct engine *e = families[f].engine;
		void *rules = game_rules_new(e, e->presets[0].name);
		assert_non_null(rules);
		struct game *g = game_create(e, e->presets[0].name, rules, 2, names);
		assert_non_null(g);
		int verbs[] = {-1, (int)e->nverbs};
		for (size_t i = 0; i < 2; i++) {
			struct action a = {verbs[i], {0, {0}}, {0, 0}};
			union outcome out;
			char why[ENGINE_WHY] = "";
			if (game_play(g, &a, &out, why, sizeof why))
				fail_msg("%s: verb %d taken", e->family, verbs[i]);
			assert_string_equal(why, "unknown entry");
			assert_int_equal(g->nactive, 0);
		}
		game_free(g);
		free(rules);
	}
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_conformance),
		cmocka_unit_test(test_required_hooks),
		cmocka_unit_test(test_rules_fit_the_stack),
		cmocka_unit_test(test_minimal_game),
		cmocka_unit_test(test_arg_words_complete_without_a_hook),
		cmocka_unit_test(test_option_values_translated),
		cmocka_unit_test(test_rank),
		cmocka_unit_test(test_engine_refusals),
		cmocka_unit_test(test_unknown_verb_refused),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
