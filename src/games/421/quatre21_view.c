/* What a 421 table sees, as the sheet's model (sheet_model.h): the
 * round, each player's tokens, who is out and when, the places at the
 * end, the pot and how the round stands; and each entry's event
 * (event_model.h).  No printing. */
#include "config.h"

#include <string.h>

#include "event_model.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "quatre21.h"
#include "sheet_model.h"

static void
add_field(struct sheet_seat *seat, enum field_kind kind, int value)
{
	/* three at most a seat (quatre21_describe), of SHEET_FIELDS */
	if (ALWAYS(seat->nfields < SHEET_FIELDS))
		seat->field[seat->nfields++] = (struct sheet_field){.kind = kind, .value = value};
}

static void
add_fact(struct sheet_view *v, enum fact_kind kind, const char *who, int n)
{
	sheet_add_fact(v, (struct sheet_fact){.kind = kind, .who = who, .n = n});
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
	    .played = st->rounds, .phase = quatre21_phase_name(st->phase),
	    .phase_key = st->over ? "over" : st->phase == QUATRE21_CHARGE ? "charge" : "decharge"};
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

/* ---- an entry's event (event_model.h) */

static void
event_combo(struct event_part *part, const struct quatre21_combo *c)
{
	quatre21_combo_name(c, part->label, sizeof part->label);
	part->key = quatre21_kind_key(c->kind);
	part->n = c->value;
}

static void
event_thrown(struct outcome_event *ev, const struct quatre21_outcome *o)
{
	if (o->implicit_keep)
		event_add(ev, EVENT_KEPT_BEFORE)->dice = o->kept;
	struct event_part *part;
	if (o->in_barrage) {
		part = event_add(ev, EVENT_BARRAGE_THROW);
	} else if (o->phase == QUATRE21_CHARGE) {
		part = event_add(ev, EVENT_THROW_BY);
		part->seat = o->seat;
	} else {
		part = event_add(ev, EVENT_THROW);
		part->n = o->throw_no;
		part->m = o->most;
	}
	part->dice = o->hand;
	event_combo(event_add(ev, EVENT_COMBINATION), &o->combo);
}

/* Round r as an event's part (EVENT_ROUND), into part. */
static void
quatre21_round_part(const struct quatre21_round *r, struct event_part *part)
{
	*part = (struct event_part){.kind = EVENT_ROUND, .seat = r->best, .other = r->lowest,
	    .n = r->tokens + r->penalty, .m = r->penalty, .flag = r->from_pot};
	quatre21_combo_name(&r->best_combo, part->label, sizeof part->label);
	quatre21_combo_name(&r->lowest_combo, part->label2, sizeof part->label2);
}

/* A round's end: what moved, the pot and everyone's tokens, the décharge
 * beginning, who went out, the loser at the end. */
static void
event_round(const struct game *g, struct outcome_event *ev, const struct quatre21_outcome *o)
{
	const struct quatre21_state *st = g->state;
	quatre21_round_part(&o->r, event_add(ev, EVENT_ROUND));
	struct event_part *part = event_add(ev, EVENT_POT);
	part->n = st->pot;
	for (int p = 0; p < g->nplayers; p++) {
		part->value[p] = st->tokens[p];
		if (st->out[p] != 0)
			part->seats |= 1u << p;
	}
	if (o->r.decharge)
		event_add(ev, EVENT_DECHARGE);
	for (int p = 0; p < g->nplayers; p++)
		if (st->out[p] == st->rounds)     /* this round's: rounds counts it, from 1 */
			event_add(ev, EVENT_OUT)->seat = p;
	if (o->game_over)
		event_add(ev, EVENT_LOSES_ALL)->seat = o->loser;
}

void
quatre21_event(const struct game *g, const struct action *a, const union outcome *out,
    struct outcome_event *ev)
{
	const struct quatre21_outcome *o = &((const struct quatre21_result *)out)->q;
	const struct quatre21_state *st = g->state;
	event_begin(ev, o->seat, g->engine->verbs[a->verb].kind, a->verb == QUATRE21_THROW,
	    o->hand, o->next, o->game_over);
	struct event_part *part;
	if (a->verb == QUATRE21_THROW) {
		event_thrown(ev, o);
	} else if (a->verb == QUATRE21_KEEP) {
		part = event_add(ev, EVENT_KEEPING);
		part->dice = st->kept;
		part->n = QUATRE21_DICE - st->kept.n;
	} else {
		part = event_add(ev, EVENT_STOPS);
		event_combo(part, &o->combo);
		part->seat = o->seat;
		part->dice = o->hand;
		part->n = o->throw_no;
	}
	if (o->limit_set && o->limit < QUATRE21_THROWS)
		event_add(ev, EVENT_THROW_LIMIT)->n = o->limit;
	if (o->barrage) {
		part = event_add(ev, EVENT_BARRAGE);
		part->nwho = st->nbarrage;
		for (int i = 0; i < st->nbarrage; i++)
			part->who[i] = st->barrage[i];
	}
	if (o->round_over)
		event_round(g, ev, o);
	if (o->turn_over && !o->game_over)
		event_add(ev, EVENT_NEXT)->seat = quatre21_current(st);
}

/* Whose turn it is and how it stands. */
void
quatre21_turn(const struct game *g, struct turn_view *t)
{
	const struct quatre21_state *st = g->state;
	int p = quatre21_current(st);
	*t = (struct turn_view){.player = p >= 0 ? g->name[p] : NULL,
	    .next = p < 0 ? NEXT_NONE : st->nbarrage > 0 ? NEXT_BARRAGE : NEXT_THROWS_ROUND,
	    .turn = st->count == 0 ? TURN_NEXT : TURN_THROWING,
	    .phase = quatre21_phase_name(st->phase), .round = st->rounds + 1, .hand = st->hand,
	    .kept = st->kept, .throw_no = st->count, .throws = st->limit,
	    .throws_left = quatre21_throws_left(st),
	    .phase_key = st->phase == QUATRE21_CHARGE ? "charge" : "decharge",
	    .barrage = st->nbarrage > 0,
	    .keys = {.phase = true, .barrage = true, .throw_no = true, .throws_left = true}};
}
