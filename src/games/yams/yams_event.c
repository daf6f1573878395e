/* What a Yams entry did, as an event (event_model.h): a throw with what
 * each free box would score, a keep, a write with what it did to the
 * sheet and the end; for the next writer of the same dice, what they
 * score.  No printing. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "event_model.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "yams.h"

const char *
yams_box_listed(const struct yams_rules *r, int box)
{
	/* TRANSLATORS: the boxes 1 to 6 as a list of values names them (the
	 * 6s 18: three 6s make 18 there) */
	static const char *const upper[YAMS_UPPER] = {N_("1s"), N_("2s"), N_("3s"), N_("4s"),
	    N_("5s"), N_("6s")};
	const struct yams_box_def *b = yams_box(r, box);
	return b->kind == YK_FACE ? _(upper[b->arg - 1]) : yams_box_said(r, box);
}

/* Where v in Minimum or Maximum would leave Maximum not above Minimum in
 * every column seat could write it in: both would count 0. */
static void
pair_note(const struct game *g, int seat, int b, struct event_box *e)
{
	const struct yams_state *st = g->state;
	const struct yams_rules *r = g->rules;
	int min, max, voids = 0, open = 0, against = 0;
	if (!yams_pair(r, &min, &max) || (b != min && b != max))
		return;
	int other = b == min ? max : min;
	for (int c = 0; c < st->ncolumns; c++) {
		const struct yams_column *col = &st->player[seat].col[c];
		if (!yams_box_open(r, st, seat, c, b))
			continue;
		open++;
		if (col->filled >> other & 1) {
			int o = col->value[other];
			if (b == max ? e->value <= o : o <= e->value)
				voids++, against = o;
		}
	}
	/* (asked of a box box_free found open in a column) */
	e->pair_void = ALWAYS(open > 0) && voids == open;
	e->is_max = b == max;
	e->against = against;
}

/* In a duel, who holds box b against seat, and whether the value strikes
 * their box or is written 0. */
static void
duel_note(const struct game *g, int seat, int b, struct event_box *e)
{
	const struct yams_state *st = g->state;
	const struct yams_rules *r = g->rules;
	int h = st->holder[b];
	e->holder = -1;
	/* (asked of a box free to seat: one it holds is filled in its one column) */
	if (!yams_modes[r->mode].strike || h < 0 || NEVER(h == seat))
		return;
	e->holder = h;
	e->held = st->player[h].col[0].value[b];
	e->strikes = yams_duel_beats(r, b, e->value, e->held);
}

/* The first column of seat's that box is open in, -1 if none; and there
 * what the dice t write in it, and whether they may go there (the forced
 * joker). */
static int
box_free(const struct game *g, int seat, int box, const struct tally *t, struct event_box *e,
    bool *allowed)
{
	const struct yams_rules *r = g->rules;
	const struct yams_state *st = g->state;
	for (int c = 0; c < st->ncolumns; c++) {
		if (!yams_box_open(r, st, seat, c, box))
			continue;
		const struct yams_column *col = &st->player[seat].col[c];
		int where;
		e->value = yams_write_value(r, col, box, t, &e->made, &e->joker);
		*allowed = yams_write_allowed(r, col, yams_open_boxes(r, st, seat, c), box, t,
		    &where);
		return c;
	}
	return -1;
}

/* Each box seat may write the dice t in now and what they score there,
 * into ev's boxes; in part, how many are made, and whether a forced
 * joker keeps them from the others. */
static void
free_boxes(const struct game *g, int seat, const struct tally *t, struct outcome_event *ev,
    struct event_part *part)
{
	const struct yams_rules *r = g->rules;
	ev->nboxes = 0;
	/* (EVENT_BOXES, 24, is more than a sheet's 16) */
	for (int b = 0; b < yams_nboxes(r) && ALWAYS(ev->nboxes < EVENT_BOXES); b++) {
		struct event_box e = {.word = yams_box_listed(r, b), .key = yams_box_key(r, b),
		    .holder = -1};
		bool allowed;
		if (box_free(g, seat, b, t, &e, &allowed) < 0)
			continue;
		part->flag = part->flag || !allowed;
		if (!allowed)
			continue;
		if (e.made) {
			duel_note(g, seat, b, &e);
			pair_note(g, seat, b, &e);
			part->n++;
		}
		ev->box[ev->nboxes++] = e;
	}
}

/* The Yahtzee bonus the dice t earn seat wherever written, the boxes the
 * ordered columns take next. */
static void
bonus_and_due(const struct game *g, int seat, const struct tally *t, struct outcome_event *ev)
{
	const struct yams_state *st = g->state;
	const struct yams_rules *r = g->rules;
	for (int c = 0; c < st->ncolumns; c++)   /* untaken: a game on has an open box */
		if (yams_open_boxes(r, st, seat, c) != 0) {
			int bonus = yams_yahtzee_earned(r, &st->player[seat].col[c], t);
			if (bonus > 0)
				event_add(ev, EVENT_YAHTZEE_EARNED)->n = bonus;
			break;
		}
	int n = 0;
	for (int c = 0; c < st->ncolumns; c++) {
		int due = yams_box_due(r, st, seat, c);
		if (due < 0)
			continue;
		struct event_part *part = event_add(ev, EVENT_DUE);
		part->k = n++;
		yams_column_said(r, c, false, part->label, sizeof part->label);
		snprintf(part->label2, sizeof part->label2, "%s", yams_box_said(r, due));
	}
}

static void
event_thrown(const struct game *g, struct outcome_event *ev, const struct yams_outcome *o)
{
	struct tally t = dice_tally(&o->hand);
	if (o->implicit_keep)
		event_add(ev, EVENT_KEPT_BEFORE)->dice = o->kept;
	struct event_part *part = event_add(ev, EVENT_THROW);
	part->n = o->throw_no;
	part->m = YAMS_THROWS;
	part->dice = o->hand;
	struct event_part *boxes = event_add(ev, EVENT_FREE_BOXES);
	free_boxes(g, o->seat, &t, ev, boxes);
	int made = boxes->n;
	bonus_and_due(g, o->seat, &t, ev);
	if (o->throw_no == YAMS_THROWS)
		event_add(ev, EVENT_WRITE_NOW)->flag = made > 0;
}

/* A box as a sentence names it: "the 6s", "full". */
static void
box_phrase(const struct game *g, int box, char *buf, size_t len)
{
	if (yams_box(g->rules, box)->kind == YK_FACE)
		snprintf(buf, len, _("the %ss"), yams_box_key(g->rules, box));
	else
		snprintf(buf, len, "%s", yams_box_said(g->rules, box));
}

/* The end: one player first, or the players who share the place. */
static void
event_end(const struct game *g, struct outcome_event *ev)
{
	const struct engine_head *h = engine_head(g->state);
	int winner = game_first(g);
	struct event_part *part = event_add(ev, winner >= 0 ? EVENT_WINS_WITH : EVENT_SHARE_WIN);
	part->seat = winner;
	if (winner >= 0)
		part->n = h->score[winner];
	for (int p = 0; winner < 0 && p < h->nplayers; p++)
		if (h->place[p] == 1) {
			part->seats |= 1u << p;
			part->n = h->score[p];
		}
}

static void
event_written(const struct game *g, struct outcome_event *ev, const struct yams_outcome *o)
{
	const struct yams_state *st = g->state;
	const struct yams_rules *r = g->rules;
	struct event_part *part;
	if (o->scratched) {
		part = event_add(ev, EVENT_SCRATCHES);
	} else if (o->beaten) {
		part = event_add(ev, EVENT_NOT_BEATEN);
		part->n = o->result;
		part->other = o->held_by;
		part->m = o->held_value;
	} else {
		part = event_add(ev, EVENT_WRITES);
		part->n = o->value;
	}
	part->seat = o->seat;
	part->key = yams_box_key(r, o->box);
	box_phrase(g, o->box, part->label, sizeof part->label);
	char box[EVENT_LABEL];
	memcpy(box, part->label, sizeof box);
	if (o->joker)
		event_add(ev, EVENT_JOKER);
	if (st->ncolumns > 1)     /* in French by its French name (libre), where it has one */
		yams_column_said(r, o->column, false, event_add(ev, EVENT_COLUMN)->label,
		    EVENT_LABEL);
	event_add(ev, EVENT_TOTAL)->n = o->score_after;
	if (o->struck) {
		part = event_add(ev, EVENT_STRUCK);
		part->other = o->held_by;
		part->m = o->held_value;
		memcpy(part->label, box, sizeof box);
	}
	if (o->bonus_made)
		event_add(ev, EVENT_BONUS)->n = r->bonus;
	if (o->yahtzee_bonus > 0)
		event_add(ev, EVENT_YAHTZEE_BONUS)->n = o->yahtzee_bonus;
	if (o->minmax_void)
		event_add(ev, EVENT_PAIR_VOID);
}

void
yams_event(const struct game *g, const struct action *a, const union outcome *out,
    struct outcome_event *ev)
{
	const struct yams_outcome *o = &((const struct yams_result *)out)->yams;
	const struct yams_state *st = g->state;
	event_begin(ev, o->seat, g->engine->verbs[a->verb].kind, a->verb == YAMS_THROW, o->hand,
	    st->over ? -1 : st->current, o->game_over);
	if (a->verb == YAMS_THROW) {
		event_thrown(g, ev, o);
		return;
	}
	if (a->verb == YAMS_KEEP) {
		struct event_part *part = event_add(ev, EVENT_KEEPING);
		part->dice = o->kept;
		part->n = YAMS_DICE - o->kept.n;
		return;
	}
	event_written(g, ev, o);
	if (o->game_over) {
		event_end(g, ev);
		return;
	}
	event_add(ev, EVENT_NEXT)->seat = st->current;
	if (st->writes > 0) {     /* the next to write the same dice: for them */
		struct tally t = dice_tally(&st->turn.hand);
		free_boxes(g, st->current, &t, ev, event_add(ev, EVENT_FOR_NEXT));
	}
}
