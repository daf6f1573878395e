/* The rounds a 421 game has played, as the sheet lists them
 * (sheet_model.h, struct sheet_rounds): worked out again from the log.
 * No printing. */
#include "config.h"

#include <stdlib.h>

#include "engine.h"
#include "game.h"
#include "quatre21.h"
#include "sheet_model.h"

static void
round_seen(const struct game *g, int index, const void *state, const union outcome *o,
    void *ctx)
{
	(void)g;
	(void)index;
	(void)state;
	struct sheet_rounds *rs = ctx;
	const struct quatre21_outcome *q = &((const struct quatre21_result *)o)->q;
	if (!q->round_over)
		return;
	const struct quatre21_round *r = &q->r;    /* an entry ends one round at most */
	struct sheet_round *s = &rs->round[rs->n++];
	*s = (struct sheet_round){.phase = quatre21_phase_name(r->phase),
	    .phase_key = r->phase == QUATRE21_CHARGE ? "charge" : "decharge", .best = r->best,
	    .lowest = r->lowest, .best_key = quatre21_kind_key(r->best_combo.kind),
	    .lowest_key = quatre21_kind_key(r->lowest_combo.kind), .tokens = r->tokens,
	    .penalty = r->penalty, .from_pot = r->from_pot};
	quatre21_combo_name(&r->best_combo, s->best_said, sizeof s->best_said);
	quatre21_combo_name(&r->lowest_combo, s->lowest_said, sizeof s->lowest_said);
	for (int i = 0; i < QUATRE21_DICE; i++) {
		s->best_dice.face[i] = r->best_combo.face[i];
		s->lowest_dice.face[i] = r->lowest_combo.face[i];
	}
	s->best_dice.n = s->lowest_dice.n = QUATRE21_DICE;
}

bool
quatre21_rounds(const struct game *g, struct sheet_rounds *rs)
{
	void *state = malloc(g->engine->state_size);
	char why[ENGINE_WHY];
	rs->n = 0;
	rs->round = calloc((size_t)g->nactive + 1, sizeof *rs->round);
	bool ok = rs->round != NULL && state != NULL &&    /* untaken: allocation failing */
	    game_walk(g, state, round_seen, rs, why, sizeof why);
	free(state);
	if (!ok) {
		free(rs->round);
		*rs = (struct sheet_rounds){0, NULL};
	}
	return ok;
}
