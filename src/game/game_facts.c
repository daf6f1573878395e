/* An ended game's facts: its entries replayed, each with its kind, how it
 * ended the turn and the facts its row keeps, handed to the engine that
 * adds them up (struct engine's game_facts).  Done once, when the game
 * ends, never for each entry. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "game_facts.h"
#include "i18n.h"

/* The entries played, as walked. */
struct walked {
	struct engine_played *played;
};

/* game_walk's step: entry index as the store keeps it. */
static void
take(const struct game *g, int index, const void *state, const union outcome *o, void *ctx)
{
	(void)state;
	const struct engine *e = g->engine;
	struct engine_played *p = &((struct walked *)ctx)->played[index];
	*p = (struct engine_played){
		.seat = g->entry[index].seat, .kind = e->verbs[g->entry[index].action.verb].kind,
		.end = o->head.end, .points = o->head.points,
	};
	engine_facts(e, g->rules, &g->entry[index].action, o, p->facts);
}

bool
game_ended_facts(const struct game *g, engine_fact_sink *add, void *ctx, char *why,
    size_t whylen)
{
	const struct engine *e = g->engine;
	struct walked w = {calloc((size_t)g->nactive + 1, sizeof *w.played)};
	void *state = malloc(e->state_size);
	bool ok = w.played != NULL && state != NULL;
	if (!ok)
		snprintf(why, whylen, _("out of memory"));
	/* untaken: a walk refused, of entries the game's load replayed (an engine
	 * is pure: they walk again the same) */
	else if ((ok = game_walk(g, state, take, &w, why, whylen)))
		engine_game_facts(e, g->rules, g->nplayers, w.played, g->nactive, add, ctx);
	free(state);
	free(w.played);
	return ok;
}
