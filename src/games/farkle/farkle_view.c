/* What a 10000 table sees, as the sheet's model (sheet_model.h): the
 * round, each player's score with the crosses and the opening where the
 * rules have them, who won, the last round.  No printing.  (The columns
 * of scores written turn after turn are farkle_sheet.c's.) */
#include "config.h"

#include <string.h>

#include "farkle.h"
#include "game.h"
#include "sheet_model.h"

/* The names take at least the room of the head's "score" column. */
#define NAME_WIDTH 6

static enum seat_state
seat_state(const struct farkle_state *st, int i)
{
	if (st->phase == PHASE_OVER)
		return i == st->winner ? SEAT_WON : SEAT_PLACED;
	return i == st->current ? SEAT_TO_PLAY : SEAT_WAITING;
}

static void
add_fact(struct sheet_view *v, struct sheet_fact fact)
{
	if (v->nfacts < SHEET_FACTS)
		v->fact[v->nfacts++] = fact;
}

void
farkle_describe(const struct game *g, struct sheet_view *v)
{
	const struct farkle_state *st = g->state;
	const struct farkle_rules *r = &((const struct farkle_scorer *)g->rules)->rules;
	memset(v, 0, sizeof *v);
	/* the round even when over: the last line says who won */
	v->title.round = st->turns / g->nplayers + 1;
	struct sheet_standings *s = &v->standings;
	s->headed = true;
	s->name_width = NAME_WIDTH;
	s->nseats = g->nplayers;
	for (int i = 0; i < g->nplayers; i++) {
		const struct farkle_player *p = &st->player[i];
		struct sheet_seat *seat = &s->seat[i];
		seat->name = g->name[i];
		seat->state = seat_state(st, i);
		seat->nfields = 3;
		seat->field[0] = (struct sheet_field){FIELD_POINTS, p->score, 0, false};
		seat->field[1] = (struct sheet_field){FIELD_CROSSES, p->crosses, 0,
		    r->cross_limit == 0};
		seat->field[2] = (struct sheet_field){FIELD_OPENED, p->opened, r->opening,
		    r->opening == 0};
	}
	if (st->phase == PHASE_OVER) {
		add_fact(v, (struct sheet_fact){.kind = FACT_WON, .who = g->name[st->winner]});
		return;
	}
	add_fact(v, (struct sheet_fact){.kind = FACT_TURN});
	if (st->leader >= 0)
		add_fact(v, (struct sheet_fact){.kind = FACT_LAST_ROUND,
		    .who = g->name[st->leader], .n = r->target, .m = st->final_turns});
}

/* The prompt's facts: whose throw, how they stand, what is asked. */
void
farkle_prompt(const struct game *g, struct prompt_facts *f)
{
	const struct farkle_state *st = g->state;
	*f = (struct prompt_facts){.player = g->name[st->current], .standing = STANDING_POINTS,
	    .held = st->player[st->current].score, .points = st->turn_points,
	    .to_throw = farkle_dice_in_hand(st)};
	if (st->offer_points > 0)
		f->ask = ASK_TAKE_OR_THROW, f->points = st->offer_points, f->with = st->offer_dice,
		    f->to_throw = st->in_hand;
	else if (st->phase == PHASE_FULL_HAND)
		f->ask = ASK_FULL_HAND, f->to_throw = st->in_hand;
	else
		f->ask = ASK_SET_ASIDE;
}
