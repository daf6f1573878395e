/* What a 421 table sees, as the sheet's model (sheet_model.h): the
 * round, each player's tokens, who is out and when, the places at the
 * end, the pot and how the round stands.  No printing. */
#include "config.h"

#include <string.h>

#include "game.h"
#include "i18n.h"
#include "quatre21.h"
#include "sheet_model.h"

static void
add_field(struct sheet_seat *seat, enum field_kind kind, int value)
{
	if (seat->nfields < SHEET_FIELDS)
		seat->field[seat->nfields++] = (struct sheet_field){.kind = kind, .value = value};
}

static void
add_fact(struct sheet_view *v, enum fact_kind kind, const char *who, int n)
{
	if (v->nfacts < SHEET_FACTS)
		v->fact[v->nfacts++] = (struct sheet_fact){.kind = kind, .who = who, .n = n};
}

static enum seat_state
seat_state(const struct quatre21_state *st, int p)
{
	if (!st->over)
		return p == quatre21_current(st) ? SEAT_TO_PLAY : SEAT_WAITING;
	if (p == st->loser)
		return SEAT_LOST;
	return st->head.place[p] == 1 ? SEAT_WON : SEAT_PLACED;
}

void
quatre21_describe(const struct game *g, struct sheet_view *v)
{
	const struct quatre21_state *st = g->state;
	memset(v, 0, sizeof *v);
	v->title = (struct sheet_title){.over = st->over, .round = st->rounds + 1,
	    .played = st->rounds, .phase = quatre21_phase_name(st->phase)};
	v->standings.nseats = g->nplayers;
	for (int p = 0; p < g->nplayers; p++) {
		struct sheet_seat *seat = &v->standings.seat[p];
		seat->name = g->name[p];
		seat->state = seat_state(st, p);
		add_field(seat, FIELD_TOKENS, st->tokens[p]);
		add_field(seat, FIELD_OUT_AFTER, st->out[p]);
		if (st->over)
			add_field(seat, FIELD_PLACE, st->head.place[p]);
	}
	add_fact(v, FACT_POT, NULL, st->pot);
	if (st->over)
		add_fact(v, FACT_LOSES_HOLDING_ALL, g->name[st->loser], 0);
	else if (st->count == 0 && st->pos == 0 && st->nbarrage == 0)
		add_fact(v, FACT_STARTS_ROUND, g->name[quatre21_current(st)], st->rounds + 1);
	else
		add_fact(v, FACT_TURN, NULL, 0);
}

/* The prompt's facts: whose throw, how they stand, what is asked. */
void
quatre21_prompt(const struct game *g, struct prompt_facts *f)
{
	const struct quatre21_state *st = g->state;
	int p = quatre21_current(st);
	*f = (struct prompt_facts){.player = p >= 0 ? g->name[p] : NULL,
	    .standing = STANDING_TOKENS, .held = p >= 0 ? st->tokens[p] : 0,
	    .phase = st->nbarrage > 0 ? _("barrage") : quatre21_phase_name(st->phase),
	    .hand = st->hand, .kept = st->kept, .dice = QUATRE21_DICE,
	    .throws_left = quatre21_throws_left(st)};
	if (st->count == 0)
		f->ask = ASK_THROWS;
	else
		f->ask = st->kept.n > 0 ? ASK_KEEP : ASK_THROW_AGAIN;
}
