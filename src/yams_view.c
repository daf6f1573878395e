/* What a Yams table sees, as the sheet's model (sheet_model.h): the
 * round, the players heading the grid with where each stands, and the
 * last line (the turn and who leads, or who won).  No printing.  (The
 * grid of boxes is drawn by render_yams.c.) */
#include "config.h"

#include <string.h>

#include "game.h"
#include "sheet_model.h"
#include "yams.h"

static enum seat_state
seat_state(const struct yams_state *st, int seat)
{
	if (!st->over)
		return seat == st->current ? SEAT_TO_PLAY : SEAT_WAITING;
	/* the winner, or every player of a shared win */
	for (int p = 0; p < st->nplayers; p++)
		if (st->score[p] > st->score[seat])
			return SEAT_PLACED;
	return SEAT_WON;
}

static void
add_fact(struct sheet_view *v, struct sheet_fact fact)
{
	if (v->nfacts < SHEET_FACTS)
		v->fact[v->nfacts++] = fact;
}

/* Who won, from the ranking: one player first, or those sharing it. */
static void
describe_end(const struct game *g, struct sheet_view *v)
{
	const struct engine_head *h = engine_head(g->state);
	int winner = game_first(g), best = 0;
	unsigned seats = 0;
	if (winner >= 0) {
		add_fact(v, (struct sheet_fact){.kind = FACT_WINS_WITH, .who = g->name[winner],
		    .n = h->score[winner]});
		return;
	}
	for (int p = 0; p < h->nplayers; p++)
		if (h->place[p] == 1) {
			seats |= 1u << p;
			best = h->score[p];
		}
	add_fact(v, (struct sheet_fact){.kind = FACT_SHARE_WIN, .seats = seats, .n = best});
}

void
yams_describe(const struct game *g, struct sheet_view *v)
{
	const struct yams_state *st = g->state;
	memset(v, 0, sizeof *v);
	/* a round: every player throws once */
	int per = st->nplayers, rounds = yams_turns(g->rules, st->nplayers) / per;
	v->title = (struct sheet_title){.over = st->over, .round = st->turns / per + 1,
	    .rounds = rounds, .played = rounds};
	v->standings.in_grid = true;
	v->standings.nseats = g->nplayers;
	for (int p = 0; p < g->nplayers; p++) {
		v->standings.seat[p].name = g->name[p];
		v->standings.seat[p].state = seat_state(st, p);
	}
	if (st->over) {
		describe_end(g, v);
		return;
	}
	add_fact(v, (struct sheet_fact){.kind = FACT_TURN});
	int lead = 0;
	unsigned seats = 0;
	for (int p = 1; p < g->nplayers; p++)
		if (st->score[p] > st->score[lead])
			lead = p;
	for (int p = 0; p < g->nplayers; p++)
		if (st->score[p] == st->score[lead])
			seats |= 1u << p;
	if (g->nplayers > 1 && st->score[lead] > 0)
		add_fact(v, (struct sheet_fact){.kind = FACT_LEADERS, .seats = seats,
		    .n = st->score[lead]});
}
