/* A game's chart worked out from its entries: each player's score after
 * each of their turns, or, where the engine says a round moves every
 * score at once (struct engine's round_end), each player's after each
 * round.  The replay says it where the stored rows cannot: an entry's
 * row keeps only its own player's score. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chart.h"
#include "game.h"
#include "i18n.h"
#include "never.h"

struct charted {
	struct chart *c;
	bool ok;
};

/* Adds a score to p's series; false on no memory. */
static bool
push(struct chart_player *p, int score)
{
	if (p->n == p->cap) {
		int cap = p->cap ? p->cap * 2 : 64;
		int *more = realloc(p->score, (size_t)cap * sizeof *more);
		if (more == NULL)
			return false;
		p->score = more;
		p->cap = cap;
	}
	p->score[p->n++] = score;
	return true;
}

/* game_walk's step: a point for the player whose turn the entry ended,
 * or for every player plotted at the end of a round. */
static void
step(const struct game *g, int index, const void *state, const union outcome *o, void *ctx)
{
	(void)index;
	struct charted *w = ctx;
	bool plotted[ENGINE_MAX_PLAYERS] = {false};
	const struct engine_head *h = engine_head(state);
	if (engine_round_end(g->engine, state, o, plotted)) {
		for (int p = 0; p < g->nplayers; p++)
			/* untaken: push fails only where realloc does */
			if (plotted[p] && !push(&w->c->player[p], h->score[p]))
				w->ok = false;
		return;
	}
	/* an entry's seat is the game's (game.c's steps) */
	/* untaken: push fails only where realloc does */
	if (o->head.end != NULL &&
	    ALWAYS(o->head.seat >= 0 && o->head.seat < g->nplayers) &&
	    !push(&w->c->player[o->head.seat], o->head.score_after))
		w->ok = false;
}

bool
game_chart(const struct game *g, struct chart *c, char *why, size_t whylen)
{
	memset(c, 0, sizeof *c);
	c->id = g->id;
	snprintf(c->game, sizeof c->game, "%s", g->ruleset);
	snprintf(c->family, sizeof c->family, "%s", g->engine->family);
	c->nplayers = g->nplayers;
	bool over = game_is_over(g);
	for (int p = 0; p < g->nplayers; p++) {
		struct chart_player *cp = &c->player[p];
		snprintf(cp->name, sizeof cp->name, "%s", g->name[p]);
		cp->has_final = over;
		cp->final = over ? game_score(g, p) : 0;
	}
	struct charted w = {c, true};
	void *state = malloc(g->engine->state_size);
	/* untaken: a walk refused, of entries the game's load replayed (an engine
	 * is pure: they walk again the same) */
	bool ok = state != NULL && game_walk(g, state, step, &w, why, whylen);
	if (state == NULL || !w.ok) {
		snprintf(why, whylen, "%s", _("out of memory"));
		ok = false;
	}
	free(state);
	if (!ok)
		chart_free(c);
	return ok;
}
