/* What a Yam Master table sees, as the sheet's model (sheet_model.h):
 * the turns, each player's token and pawns and count, and how the game
 * ended, the board; and each entry's event (event_model.h).  No
 * printing. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "event_model.h"
#include "game.h"
#include "sheet_model.h"
#include "yammaster.h"

const char *const yammaster_tokens[YAMMASTER_PLAYERS] = {"X", "O"};

/* Why it ended, the count, and who won by what. */
static void
describe_end(const struct game *g, struct sheet_view *v)
{
	const struct yammaster_state *st = g->state;
	const struct yammaster_rules *r = g->rules;
	if (st->line_of_five >= 0)
		sheet_add_fact(v, (struct sheet_fact){.kind = FACT_LINE_OF_FIVE,
		    .who = g->name[st->line_of_five]});
	else
		for (int p = 0; p < YAMMASTER_PLAYERS; p++)
			if (st->placed[p] == YAMMASTER_PAWNS)
				sheet_add_fact(v, (struct sheet_fact){.kind = FACT_ALL_PAWNS,
				    .who = g->name[p]});
	sheet_add_fact(v, (struct sheet_fact){.kind = FACT_COUNT, .who = g->name[0],
	    .n = st->score[0], .other = g->name[1], .m = st->score[1]});
	/* the ranking says who won, or that both share the first place */
	int winner = game_first(g);
	if (winner >= 0)
		sheet_add_fact(v, (struct sheet_fact){.kind = FACT_WINS, .who = g->name[winner],
		    .n = winner == st->line_of_five && r->five_wins});
	else
		sheet_add_fact(v, (struct sheet_fact){.kind = FACT_DRAW});
}

void
yammaster_describe(const struct game *g, struct sheet_view *v)
{
	const struct yammaster_state *st = g->state;
	memset(v, 0, sizeof *v);
	/* each player's own turns, as the other sheets and replay count */
	v->title = (struct sheet_title){.over = st->over,
	    .round = st->turns / YAMMASTER_PLAYERS + 1, .played = st->turns, .in_turns = true};
	v->standings.nseats = YAMMASTER_PLAYERS;
	for (int p = 0; p < YAMMASTER_PLAYERS; p++) {
		struct sheet_seat *seat = &v->standings.seat[p];
		seat->name = g->name[p];
		if (st->over)
			seat->state = p == st->winner ? SEAT_WON : SEAT_PLACED;
		else
			seat->state = p == st->current ? SEAT_TO_PLAY : SEAT_WAITING;
		seat->token = yammaster_tokens[p];
		seat->hue = p + 1;
		seat->nfields = 3;
		seat->field[0] = (struct sheet_field){.kind = FIELD_PLACED, .value = st->placed[p]};
		seat->field[1] = (struct sheet_field){.kind = FIELD_LEFT,
		    .value = YAMMASTER_PAWNS - st->placed[p]};
		seat->field[2] = (struct sheet_field){.kind = FIELD_COUNT, .value = st->score[p]};
	}
	const struct yammaster_rules *r = g->rules;
	v->board.side = YAMMASTER_SIDE;
	for (int c = 0; c < YAMMASTER_CELLS; c++)
		v->board.cell[c] = (struct board_cell){yammaster_kind_label(r->board[c], true),
		    yammaster_kind_label(r->board[c], false), st->cell[c], false};
	if (st->over)
		describe_end(g, v);
	else
		sheet_add_fact(v, (struct sheet_fact){.kind = FACT_TURN});
}

/* The major called, as said, while the call stands: none once it has
 * lapsed (a sec called on and none of its dice thrown again). */
static const char *
call_standing(const struct yammaster_state *st)
{
	return st->call >= 0 && !st->call_lapsed ? yammaster_kind_said(st->call) : NULL;
}

/* The prompt's facts: whose throw, how they stand, what is asked. */
void
yammaster_prompt(const struct game *g, struct prompt_facts *f)
{
	const struct yammaster_state *st = g->state;
	int p = st->current;
	*f = (struct prompt_facts){.player = g->name[p], .standing = STANDING_PAWNS,
	    .held = YAMMASTER_PAWNS - st->placed[p], .mark = yammaster_tokens[p],
	    .called = call_standing(st),
	    .hand = st->turn.hand, .kept = st->turn.kept, .dice = THROWS_DICE,
	    .throws_left = THROWS_MAX - st->turn.count, .teach = st->turns < YAMMASTER_PLAYERS};
	if (st->turn.count == 0)
		f->ask = ASK_THROW_ALL;
	else if (st->turn.count == THROWS_MAX)
		f->ask = ASK_PLACE;
	else
		f->ask = st->turn.kept.n > 0 ? ASK_KEEP : ASK_THROW_AGAIN;
}

/* ---- an entry's event (event_model.h) */

/* A throw: the dice, a sec, a call lapsing, the free cells they take,
 * and what else the player may do. */
static void
event_thrown(const struct game *g, struct outcome_event *ev, const struct yammaster_outcome *o)
{
	const struct yammaster_state *st = g->state;
	const struct yammaster_rules *r = g->rules;
	if (o->made.implicit_keep)
		event_add(ev, EVENT_KEPT_BEFORE)->dice = o->made.kept;
	struct event_part *part = event_add(ev, EVENT_THROW);
	part->n = o->throw_no;
	part->m = THROWS_MAX;
	part->dice = o->hand;
	if (o->sec)
		event_add(ev, EVENT_SEC);
	if (o->lapsed)
		event_add(ev, EVENT_CALL_LAPSES);
	part = event_add(ev, EVENT_FREE_CELLS);
	part->n = yammaster_cells_msg(r, st, &ev->said);
	part->flag = o->throw_no == THROWS_MAX;
	for (int c = 0; c < YAMMASTER_CELLS; c++)
		if (yammaster_can_place(r, st, c))
			ev->cells |= 1ul << c;
	struct tally t = dice_tally(&o->hand);
	if (r->predator && st->placed[1 - o->seat] > 0 && yammaster_makes(&t, KIND_YAM))
		event_add(ev, EVENT_OR_REMOVE);
	if (o->throw_no == 1)         /* (a call comes after the first throw: none yet) */
		event_add(ev, EVENT_OR_CALL);
}

/* A pawn placed: where, on what, the pawns left and the count. */
static void
event_placed(const struct game *g, struct outcome_event *ev, const struct yammaster_outcome *o)
{
	const struct yammaster_state *st = g->state;
	struct event_part *part = event_add(ev, EVENT_PLACES);
	part->seat = o->seat;
	part->n = o->cell;
	part->m = YAMMASTER_SIDE;
	part->k = YAMMASTER_PAWNS - st->placed[o->seat];
	part->flag = o->kind <= KIND_6;
	snprintf(part->label, sizeof part->label, "%s", yammaster_kind_said(o->kind));
	part->key = yammaster_kind_key(o->kind);
	part->value[o->seat] = o->score_after;
}

/* The end: why it came, the count, and who won by what. */
static void
event_end(const struct game *g, struct outcome_event *ev)
{
	const struct yammaster_state *st = g->state;
	if (st->line_of_five >= 0)
		event_add(ev, EVENT_LINE_OF_FIVE)->seat = st->line_of_five;
	else
		for (int p = 0; p < YAMMASTER_PLAYERS; p++)
			if (st->placed[p] == YAMMASTER_PAWNS)
				event_add(ev, EVENT_ALL_PAWNS)->seat = p;
	struct event_part *part = event_add(ev, EVENT_COUNT);
	part->seat = 0;
	part->other = 1;
	part->n = st->score[0];
	part->m = st->score[1];
	/* the ranking says who won, or that both share the first place */
	int winner = game_first(g);
	if (winner >= 0) {
		part = event_add(ev, EVENT_WINS);
		part->seat = winner;
		part->flag = winner == st->line_of_five && ((const struct yammaster_rules *)
		    g->rules)->five_wins;
	} else {
		event_add(ev, EVENT_DRAW);
	}
}

void
yammaster_event(const struct game *g, const struct action *a, const union outcome *out,
    struct outcome_event *ev)
{
	const struct yammaster_outcome *o = &((const struct yammaster_result *)out)->yammaster;
	const struct yammaster_state *st = g->state;
	event_begin(ev, o->seat, g->engine->verbs[a->verb].kind, a->verb == YAMMASTER_THROW,
	    o->hand, st->over ? -1 : st->current, o->game_over);
	ev->board = a->verb == YAMMASTER_PLACE || a->verb == YAMMASTER_REMOVE;
	ev->just = a->verb == YAMMASTER_PLACE ? o->cell : -1;
	struct event_part *part;
	switch (a->verb) {     /* untaken: the default; an entry taken is of these verbs */
	case YAMMASTER_THROW:
		event_thrown(g, ev, o);
		break;
	case YAMMASTER_KEEP:
		part = event_add(ev, EVENT_KEEPING);
		part->dice = st->turn.kept;
		part->n = THROWS_DICE - st->turn.kept.n;
		break;
	case YAMMASTER_CALL:
		part = event_add(ev, EVENT_CALLS);
		part->seat = o->seat;
		part->flag = st->call_after_sec;
		snprintf(part->label, sizeof part->label, "%s", yammaster_kind_said(o->call));
		part->key = yammaster_kind_key(o->call);
		break;
	case YAMMASTER_PLACE:
		event_placed(g, ev, o);
		break;
	case YAMMASTER_REMOVE:
		part = event_add(ev, EVENT_REMOVES);
		*part = (struct event_part){.kind = EVENT_REMOVES, .seat = o->seat,
		    .other = o->removed_from, .n = o->cell, .m = YAMMASTER_SIDE};
		break;
	case YAMMASTER_PASS:
		event_add(ev, EVENT_PASSES)->seat = o->seat;
		break;
	}
	if (o->game_over)
		event_end(g, ev);
	else if (a->verb == YAMMASTER_PASS)      /* the board unchanged: who is next */
		event_add(ev, EVENT_NEXT)->seat = st->current;
}

/* Whose turn it is and how it stands. */
void
yammaster_turn(const struct game *g, struct turn_view *t)
{
	const struct yammaster_state *st = g->state;
	int p = st->current;
	*t = (struct turn_view){.player = g->name[p],
	    .next = st->over ? NEXT_NONE : NEXT_THROWS_PAWNS,
	    .turn = st->turn.count == 0 ? TURN_NEXT : TURN_THROWING,
	    .token = yammaster_tokens[p], .left = YAMMASTER_PAWNS - st->placed[p],
	    .hand = st->turn.hand, .kept = st->turn.kept, .throw_no = st->turn.count,
	    .throws = THROWS_MAX, .called = call_standing(st),
	    .call_key = st->call >= 0 ? yammaster_kind_key(st->call) : NULL,
	    .keys = {.throw_no = true, .call = true}};
}
