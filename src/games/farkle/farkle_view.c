/* What a 10000 table sees, as the sheet's model (sheet_model.h): the
 * round, each player's score with the crosses and the opening where the
 * rules have them, who won, the last round; and each entry's event
 * (event_model.h).  No printing.  (The columns
 * of scores written turn after turn are farkle_sheet.c's.) */
#include "config.h"

#include <string.h>

#include "dice.h"
#include "event_model.h"
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

static const struct farkle_rules *
rules_of(const struct game *g)
{
	return &((const struct farkle_scorer *)g->rules)->rules;
}

void
farkle_describe(const struct game *g, struct sheet_view *v)
{
	const struct farkle_state *st = g->state;
	const struct farkle_rules *r = rules_of(g);
	memset(v, 0, sizeof *v);
	/* over: the rounds played (the last one the round it ended in), as the
	 * other games say it */
	v->title.round = st->turns / g->nplayers + 1;
	v->title.over = st->winner >= 0;
	v->title.played = v->title.round;
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
		sheet_add_fact(v, (struct sheet_fact){.kind = FACT_WON, .who = g->name[st->winner]});
		return;
	}
	sheet_add_fact(v, (struct sheet_fact){.kind = FACT_TURN});
	if (st->leader >= 0)
		sheet_add_fact(v, (struct sheet_fact){.kind = FACT_LAST_ROUND,
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
	if (st->phase != PHASE_THROWN && st->phase != PHASE_KEPT)
		return;
	/* the dice of the last throw a keep may still name (completion):
	 * those that score, less those set aside */
	struct tally left = tally_minus(&st->last_scoring, &st->set_aside);
	f->hand = tally_dice(&left);
	/* a throw whose every die scores: keeping all makes a full hand, and
	 * the next throw is of all the dice, as its answer said */
	if (st->phase == PHASE_THROWN && tally_total(&st->last_best_group) == st->last.n)
		f->to_throw = rules_of(g)->dice;
}

/* ---- an entry's event (event_model.h) */

/* What `keep` set aside, and how the turn stands after it. */
static void
event_kept(const struct game *g, struct outcome_event *ev, const struct farkle_outcome *o)
{
	const struct farkle_rules *r = rules_of(g);
	const struct farkle_state *st = g->state;
	struct event_part *part = event_add(ev, EVENT_SET_ASIDE);
	part->tally = o->kept;
	part->flag = o->full_hand;
	part->n = st->turn_points;
	part->m = o->full_hand ? r->dice : st->in_hand;
	/* a player not opened is one of a game with an opening (farkle_start) */
	if (!st->player[o->seat].opened && st->turn_points < r->opening)
		part->k = r->opening;
}

/* What the end of a turn did to the scores: crosses, penalties,
 * collisions, the last round; then who won or who is next. */
static void
event_marks(const struct game *g, struct outcome_event *ev, const struct farkle_outcome *o)
{
	const struct farkle_rules *r = rules_of(g);
	const struct farkle_state *st = g->state;
	struct event_part *part;
	if (o->crossed && !o->penalised) {
		part = event_add(ev, EVENT_CROSS);
		part->seat = o->seat;
		part->n = o->crosses;
	}
	if (o->penalised) {
		part = event_add(ev, o->crossed ? EVENT_CROSSES_COST : EVENT_LOSES);
		*part = (struct event_part){.kind = part->kind, .seat = o->seat, .other = -1,
		    .n = o->crossed ? r->cross_limit : o->penalty_from - o->score_after,
		    .m = o->crossed ? r->cross_points : o->score_after, .k = o->score_after,
		    .flag = r->cross_penalty == PENALTY_MINUS && o->penalty_from - o->score_after ==
		    r->cross_points};
	}
	for (int i = 0; i < o->nbumped; i++) {
		part = event_add(ev, EVENT_LANDED_ON);
		part->seat = o->bumped[i];
		part->n = st->player[o->bumped[i]].score;
	}
	if (o->last_round_started)
		event_add(ev, EVENT_LAST_ROUND);
	if (o->game_over) {
		part = event_add(ev, EVENT_WINS_WITH);
		part->seat = st->winner;
		part->n = st->player[st->winner].score;
	} else {
		event_add(ev, EVENT_NEXT)->seat = st->current;
	}
}

/* A throw that scores: its best group, the dice that score nothing, and
 * the full hand that keeping all of them would make. */
static void
event_scoring(const struct game *g, struct outcome_event *ev, const struct farkle_outcome *o)
{
	const struct farkle_state *st = g->state;
	struct tally thrown = dice_tally(&o->thrown);
	struct event_part *part = event_add(ev, EVENT_SCORING);
	part->tally = o->eval.best_group;
	part->tally2 = tally_minus(&thrown, &o->eval.scoring);
	part->n = o->eval.best;
	if (tally_total(&o->eval.best_group) == o->thrown.n) {
		part = event_add(ev, EVENT_FULL_HAND);
		part->k = o->thrown.n;
		part->flag = rules_of(g)->full_hand_may_bank;
		part->n = st->turn_points + o->eval.best;
		part->m = rules_of(g)->dice;
	}
}

/* A throw: the keep it implied, if any, on a line of its own; a take-over
 * by throwing the dice on offer; then six 1s, a bust or what scores. */
static void
event_thrown(const struct game *g, struct outcome_event *ev, const struct farkle_outcome *o)
{
	const struct farkle_state *st = g->state;
	struct event_part *part;
	if (o->implicit_keep) {
		part = event_add(ev, EVENT_SET_ASIDE_BY_THROW);
		part->tally = o->kept;
		part->flag = o->full_hand;
		/* the state has moved past the keep: the turn from the outcome */
		part->n = o->end == END_BUST ? o->points : st->turn_points;
	}
	if (o->took) {
		part = event_add(ev, EVENT_TOOK_BY_THROW);
		part->seat = o->seat;
		part->n = o->took_points;
	}
	if (o->end == END_WON) {
		event_add(ev, EVENT_SIX_ONES);
		event_add(ev, EVENT_WINS_AT_ONCE)->seat = st->winner;
	} else if (o->end == END_BUST) {
		event_add(ev, EVENT_BUST)->n = o->points;
		event_marks(g, ev, o);
	} else {
		event_scoring(g, ev, o);
	}
}

/* A bank: the keep it implied, what the turn scored (or why nothing),
 * the marks, then who is next or who won. */
static void
event_banked(const struct game *g, struct outcome_event *ev, const struct farkle_outcome *o)
{
	const struct farkle_rules *r = rules_of(g);
	if (o->implicit_keep)
		event_add(ev, EVENT_SET_ASIDE_BY_BANK)->tally = o->kept;
	struct event_part *part;
	if (o->end == END_VOIDED) {
		part = event_add(ev, EVENT_VOIDED);
		part->m = (o->penalised ? o->penalty_from : o->score_after) + o->points;
		part->k = r->target;
	} else if (o->end != END_WON && o->opened_now) {
		part = event_add(ev, EVENT_OPENS);
	} else {
		part = event_add(ev, EVENT_BANKS);
		part->m = o->score_after;
	}
	part->seat = o->seat;
	part->n = o->points;
	event_marks(g, ev, o);
}

void
farkle_event(const struct game *g, const struct action *a, const union outcome *out,
    struct outcome_event *ev)
{
	const struct farkle_outcome *o = &((const struct farkle_result *)out)->farkle;
	const struct farkle_state *st = g->state;
	event_begin(ev, o->seat, g->engine->verbs[a->verb].kind, o->threw, o->thrown,
	    o->game_over ? -1 : st->current, o->game_over);
	if (a->verb == ACTION_KEEP) {
		event_kept(g, ev, o);
	} else if (a->verb == ACTION_TAKE) {
		struct event_part *part = event_add(ev, EVENT_TAKES_OVER);
		part->seat = o->seat;
		part->n = st->turn_points;
		part->m = st->in_hand;
	} else if (a->verb == ACTION_THROW) {
		event_thrown(g, ev, o);
	} else {
		event_banked(g, ev, o);
	}
}

/* Whose turn it is and how it stands. */
void
farkle_turn(const struct game *g, struct turn_view *t)
{
	const struct farkle_state *st = g->state;
	*t = (struct turn_view){.player = g->name[st->current],
	    .next = st->phase == PHASE_OVER ? NEXT_NONE : NEXT_THROWS_DICE, .turn = TURN_NEXT,
	    .dice = st->in_hand, .offer_points = st->offer_points, .offer_dice = st->offer_dice,
	    .hand = st->last, .points = st->turn_points,
	    .took = st->phase == PHASE_START && st->taken, .in_hand = farkle_dice_in_hand(st),
	    .keys = {.points = true, .dice_in_hand = true}};
	if (st->phase == PHASE_THROWN)
		t->turn = TURN_THREW;
	else if (st->phase == PHASE_KEPT)
		t->turn = TURN_TO_THROW;
	else if (st->phase == PHASE_FULL_HAND)
		t->turn = TURN_FULL_HAND;
}
