/* The Yams game: throws, keeps and writes, in whichever way the rules
 * play (tapis-games(7), YAMS).  Pure: the state is a value, nothing is
 * printed. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "never.h"
#include "yams.h"

static const struct yams_mode_info *
mode_of(const struct yams_rules *r)
{
	return &yams_modes[r->mode];
}

void
yams_start(struct yams_state *st, const struct yams_rules *r, int nplayers)
{
	memset(st, 0, sizeof *st);        /* every byte, so that states compare */
	st->nplayers = nplayers;
	st->ncolumns = yams_columns(r, nplayers);
	st->winner = -1;
	memset(st->holder, -1, sizeof st->holder);
}

const char *
yams_column_name(const struct yams_rules *r, int col, char *buf, size_t len)
{
	const struct yams_mode_info *m = mode_of(r);
	/* (a column of a game of three is one of them: its callers' are) */
	if (m->columns == 3 && ALWAYS(col >= 0 && col < 3))
		snprintf(buf, len, "%s", m->column[col]);
	else
		snprintf(buf, len, "%d", col + 1);
	return buf;
}

const char *
yams_column_word(const struct yams_rules *r, int col, struct msg *m)
{
	const struct yams_mode_info *mi = mode_of(r);
	if (mi->columns == 3 && ALWAYS(col >= 0 && col < 3)) {
		msg_set_pair(m, mi->column[col], mi->column_fr[col]);
	} else {
		msg_clear(m);
		msg_add_raw(m, "%d", col + 1);
	}
	return msg_ref(m);
}

static bool
is_filled(const struct yams_column *c, int box)
{
	return (c->filled >> box & 1) != 0;
}

int
yams_box_due(const struct yams_rules *r, const struct yams_state *st, int seat, int col)
{
	const struct yams_mode_info *m = mode_of(r);
	enum yams_order order = m->columns == 3 ? m->order[col] : ORDER_ANY;
	const struct yams_column *c = &st->player[seat].col[col];
	int n = yams_nboxes(r);
	for (int i = 0; order != ORDER_ANY && i < n; i++) {
		int box = order == ORDER_DOWN ? i : n - 1 - i;
		if (!is_filled(c, box))
			return box;
	}
	return -1;
}

unsigned
yams_open_boxes(const struct yams_rules *r, const struct yams_state *st, int seat, int col)
{
	unsigned open = 0;
	for (int b = 0; b < yams_nboxes(r); b++)
		if (yams_box_open(r, st, seat, col, b))
			open |= 1u << b;
	return open;
}

bool
yams_box_open(const struct yams_rules *r, const struct yams_state *st, int seat, int col,
    int box)
{
	if (is_filled(&st->player[seat].col[col], box))
		return false;
	int due = yams_box_due(r, st, seat, col);
	return due < 0 || due == box;
}

int
yams_implied_keeps(const struct yams_state *st, int typed, struct dice *out, int max)
{
	if (st->writes > 0 || st->over)     /* no throw is due: nothing to ask */
		return 0;
	return throws_implied_keeps(&st->turn, typed, out, max);
}

static void
refuse_pending_writes(const struct yams_state *st, const char *const *names,
    struct msg *why)
{
	msg_set(why, N_("%s writes %s's dice first (score BOX, or scratch BOX for 0)"),
	    names[st->current], names[st->thrower]);
}

/* What to do once three throws are made. */
#define AFTER_LAST N_("write the dice (score BOX, or scratch BOX for 0)")

static bool
apply_throw(struct yams_state *st, const char *const *names, const struct dice *typed,
    struct yams_outcome *out, struct msg *why)
{
	struct throw_made made;
	if (st->writes > 0) {
		refuse_pending_writes(st, names, why);
		return false;
	}
	if (!throws_throw(&st->turn, typed, names[st->current], AFTER_LAST, &made, why))
		return false;
	out->thrown = made.thrown;
	out->kept = made.kept;
	out->implicit_keep = made.implicit_keep;
	out->throw_no = st->turn.count;
	out->hand = st->turn.hand;
	return true;
}

static bool
apply_keep(struct yams_state *st, const char *const *names, const struct dice *d,
    struct yams_outcome *out, struct msg *why)
{
	if (st->writes > 0) {
		refuse_pending_writes(st, names, why);
		return false;
	}
	if (!throws_keep(&st->turn, d, AFTER_LAST, why))
		return false;
	out->kept = st->turn.kept;
	out->throw_no = st->turn.count;
	out->hand = st->turn.hand;
	return true;
}

/* What the dice make among the boxes the player can still write: "3 6,
 * full 19, min 19, max 19", into list (empty for nothing). */
static void
made_list(const struct yams_rules *r, const struct yams_state *st, int seat,
    const struct tally *t, struct msg *list)
{
	msg_clear(list);
	for (int b = 0; b < yams_nboxes(r); b++) {
		bool made = false, joker;
		int v = 0, open = -1;
		for (int c = 0; c < st->ncolumns && open < 0; c++)
			if (yams_box_open(r, st, seat, c, b))
				open = c;
		if (open >= 0)
			v = yams_write_value(r, &st->player[seat].col[open], b, t, &made, &joker);
		if (made) {
			struct msg box;
			/* TRANSLATORS: a box of 1 to 6, by its number: "6s" (the 6s) */
			msg_set(&box, N_("%ss"), yams_box_key(r, b));
			/* as the throw line lists it (render_yams.c) */
			msg_add(list, N_("%s%s %d"), msg_empty(list) ? "" : ", ",
			    yams_box(r, b)->kind == YK_FACE ? msg_ref(&box) : yams_box_named(r, b, &box),
			    v);
		}
	}
}

/* Why box b of column col cannot be written by seat now. */
static void
closed_why(const struct yams_rules *r, const struct yams_state *st, const char *const *names,
    int seat, int col, int box, struct msg *why)
{
	const struct yams_column *c = &st->player[seat].col[col];
	struct msg word, named, due;
	const char *name = yams_column_word(r, col, &word);
	const char *said = yams_box_named(r, box, &named);
	bool one = st->ncolumns == 1;
	if (c->struck >> box & 1) {
		/* (only a duel strikes, and a duel has one column) */
		if (ALWAYS(one))
			msg_set(why, N_("%s's %s was struck out: it cannot be written again"),
			    names[seat], said);
		else
			msg_set(why, N_("%s's %s in column %s was struck out: it cannot be"
			    " written again"), names[seat], said, name);
	} else if (is_filled(c, box) && one)
		msg_set(why, N_("%s's %s is already written (%d)"), names[seat], said,
		    c->value[box]);
	else if (is_filled(c, box))
		msg_set(why, N_("%s's %s is already written in column %s (%d)"),
		    names[seat], said, name, c->value[box]);
	else
		msg_set(why,
		    N_("the %s column is filled in order: it takes %s next, not %s"),
		    name, yams_box_named(r, yams_box_due(r, st, seat, col), &due), said);
}

/* The column a write goes in: the one named (arg from 1), else the only
 * one that can take the box, or in the one-column-per-player mode the
 * leftmost that can. */
static int
pick_column(const struct yams_rules *r, const struct yams_state *st, const char *const *names,
    int seat, int box, int named, const char *verb, struct msg *why)
{
	struct msg word, sep, boxed, due_said;
	const char *said = yams_box_named(r, box, &boxed);
	/* (named is 0, none, or a column's number as yams_parse_write reads it;
	 * below 0 only from the engine's callers, test_yams_game) */
	if (named > st->ncolumns || named < 0) {
		if (st->ncolumns == 1)
			msg_set(why, N_("this way to play has one column a player"));
		else
			msg_set(why, N_("there is no column %d: each player has %d"), named,
			    st->ncolumns);
		return -1;
	}
	if (named > 0 || st->ncolumns == 1) {
		int col = named > 0 ? named - 1 : 0;
		if (yams_box_open(r, st, seat, col, box))
			return col;
		closed_why(r, st, names, seat, col, box, why);
		return -1;
	}
	int open[YAMS_MAX_COLUMNS], n = 0;
	for (int c = 0; c < st->ncolumns; c++)
		if (yams_box_open(r, st, seat, c, box))
			open[n++] = c;
	if (n == 1 || (n > 1 && mode_of(r)->all_write))
		return open[0];
	if (n == 0) {
		msg_set(why, N_("%s cannot write %s in any column now"), names[seat], said);
		for (int c = 0; c < st->ncolumns; c++) {
			int due = yams_box_due(r, st, seat, c);
			if (due >= 0 && !is_filled(&st->player[seat].col[c], box))
				msg_add(why, N_("; %s takes %s next"), yams_column_word(r,
				    c, &word), yams_box_named(r, due, &due_said));
		}
		return -1;
	}
	msg_set(why, N_("%s can go in "), said);
	for (int i = 0; i < n; i++)
		msg_add_raw(why, "%s%s", i == 0 ? "" : i + 1 == n ? msg_word(&sep,
		    N_(" or "))
		    : ", ", yams_column_word(r, open[i], &word));
	msg_add(why, N_(": say which (%s %s %s)"), verb, said,
	    yams_column_word(r, open[0], &word));
	return -1;
}

static void
sum_up(const struct yams_rules *r, struct yams_state *st)
{
	for (int p = 0; p < st->nplayers; p++) {
		st->score[p] = 0;
		for (int c = 0; c < st->ncolumns; c++)
			st->score[p] += yams_column_sums(r, &st->player[p].col[c]).total;
	}
}

static void
end_turn(const struct yams_rules *r, struct yams_state *st, struct yams_outcome *out)
{
	int turns = yams_turns(r, st->nplayers);
	st->turns++;
	throws_clear(&st->turn);
	st->writes = 0;
	st->thrower = (st->thrower + 1) % st->nplayers;
	st->current = st->thrower;
	out->turn_over = true;
	if (st->turns < turns)
		return;
	st->over = true;
	int best = 0, count = 0;
	for (int p = 0; p < st->nplayers; p++) {
		if (st->score[p] > st->score[best] || p == 0)
			best = p, count = 1;
		else if (st->score[p] == st->score[best])
			count++;
	}
	st->winner = count == 1 ? best : -1;
	out->game_over = true;
	out->winner = st->winner;
}

/* Why the dice of st do not make box, that seat meant to score: what they
 * make instead, where the player can write it. */
static void
refuse_unmade(const struct yams_rules *r, const struct yams_state *st, int seat, int box,
    const struct tally *t, struct msg *why)
{
	char hand[24];
	struct msg list, named;
	const char *said = yams_box_named(r, box, &named);
	made_list(r, st, seat, t, &list);
	dice_format(&st->turn.hand, hand, sizeof hand);
	if (!msg_empty(&list) && yams_box(r, box)->kind == YK_FACE)
		msg_set(why, N_("%s have no %s: they make %s (scratch %s writes 0)"), hand,
		    said, msg_ref(&list), said);
	else if (!msg_empty(&list))
		msg_set(why, N_("%s make no %s: they make %s (scratch %s writes 0)"), hand,
		    said, msg_ref(&list), said);
	else
		msg_set(why, N_("%s make no %s (scratch %s writes 0)"), hand,
		    said, said);
}

/* A duel's write of value in box by seat: it strikes out the holder's
 * box where it beats it, else it is 0; returns the value written. */
static int
duel_write(const struct yams_rules *r, struct yams_state *st, int seat, int box, int value,
    struct yams_outcome *out)
{
	int h = st->holder[box];
	if (h >= 0 && value > 0) {
		int held = st->player[h].col[0].value[box];
		bool beats = yams_duel_beats(r, box, value, held);
		out->held_by = h;
		out->held_value = held;
		if (!beats) {
			out->beaten = true;
			return 0;
		}
		st->player[h].col[0].struck |= (uint16_t)(1u << box);
		st->holder[box] = (int8_t)seat;
		out->struck = true;
	} else if (value > 0) {
		st->holder[box] = (int8_t)seat;
	}
	return value;
}

/* Whether seat may not write the dice t in box of column col now: the
 * forced joker sends a Yahtzee elsewhere, the dice do not make the box, a
 * 0 where the rules keep it for boxes unmade; why says so.  *result: what
 * the dice make there (the joker's points too, *joker then). */
static bool
write_refused(const struct yams_rules *r, const struct yams_state *st, int seat, int col,
    int box, bool scratch, const struct tally *t, int *result, bool *joker, struct msg *why)
{
	const struct yams_column *c = &st->player[seat].col[col];
	char hand[24];
	struct msg five_said, where_said;
	bool made;
	int where, five = yams_sheet_find(&r->sheet, YK_YAMS, -1);
	*result = yams_write_value(r, c, box, t, &made, joker);
	dice_format(&st->turn.hand, hand, sizeof hand);
	if (!yams_write_allowed(r, c, yams_open_boxes(r, st, seat, col), box, t, &where)) {
		if (where >= 0)
			msg_set(why, N_("%s with %s filled go in %s first (joker=forced)"), hand,
			    yams_box_named(r, five, &five_said), yams_box_named(r, where, &where_said));
		else
			msg_set(why, N_("%s with %s filled go in a free box of the lower part first"
			    " (joker=forced)"), hand, yams_box_named(r, five, &five_said));
		return true;
	}
	if (!scratch && !made) {
		refuse_unmade(r, st, seat, box, t, why);
		return true;
	}
	if (scratch && made && r->scratch_unmade) {
		msg_set(why, N_("%s make %s %d: a 0 goes only where the dice do not make the box"
		    " (scratch=unmade): score %s"), hand, yams_box_named(r, box, &where_said),
		    *result, msg_ref(&where_said));
		return true;
	}
	return false;
}

static bool
apply_write(const struct yams_rules *r, struct yams_state *st, const char *const *names,
    const struct action *a, struct yams_outcome *out, struct msg *why)
{
	int seat = st->current, box = a->arg[0];
	bool scratch = a->verb == YAMS_SCRATCH;
	if (st->turn.count == 0) {
		msg_set(why, N_("nothing thrown yet this turn: throw, then write"));
		return false;
	}
	if (box < 0 || box >= yams_nboxes(r)) {
		msg_set(why, N_("there is no such box"));
		return false;
	}
	int col = pick_column(r, st, names, seat, box, a->arg[1], scratch ? "scratch" : "score",
	    why);
	if (col < 0)
		return false;
	struct tally t = dice_tally(&st->turn.hand);
	int result;
	bool joker;
	if (write_refused(r, st, seat, col, box, scratch, &t, &result, &joker, why))
		return false;
	struct yams_column *c = &st->player[seat].col[col];
	struct yams_sums before = yams_column_sums(r, c);
	int value = scratch ? 0 : result;
	out->yahtzee_bonus = yams_yahtzee_earned(r, c, &t);
	out->joker = joker && !scratch;
	out->held_by = -1;
	if (mode_of(r)->strike)
		value = duel_write(r, st, seat, box, value, out);
	c->value[box] = (int16_t)value;
	c->filled |= (uint16_t)(1u << box);
	c->yahtzees += out->yahtzee_bonus > 0;
	memset(&st->turn.kept, 0, sizeof st->turn.kept);   /* written: no keep is due */
	struct yams_sums after = yams_column_sums(r, c);
	sum_up(r, st);
	out->throw_no = st->turn.count;
	out->hand = st->turn.hand;
	out->box = box;
	out->column = col;
	out->result = result;
	out->value = value;
	out->scratched = scratch;
	out->bonus_made = after.bonus > 0 && before.bonus == 0;
	out->minmax_void = after.minmax_void && !before.minmax_void;
	if (mode_of(r)->all_write && ++st->writes < st->nplayers)
		st->current = (st->thrower + st->writes) % st->nplayers;
	else
		end_turn(r, st, out);
	return true;
}

bool
yams_apply(const struct yams_rules *r, struct yams_state *st, const char *const *names,
    const struct action *a, struct yams_outcome *out, struct msg *why)
{
	memset(out, 0, sizeof *out);
	out->seat = st->current;
	out->verb = a->verb;
	out->winner = -1;
	out->held_by = -1;
	if (st->over) {
		msg_set(why, N_("the game is over"));
		return false;
	}
	struct yams_state next;           /* refusals leave st as it was */
	memcpy(&next, st, sizeof next);   /* (padding too: states compare bytes) */
	bool ok;
	switch (a->verb) {
	case YAMS_THROW:
		ok = apply_throw(&next, names, &a->dice, out, why);
		break;
	case YAMS_KEEP:
		ok = apply_keep(&next, names, &a->dice, out, why);
		break;
	case YAMS_SCORE:
	case YAMS_SCRATCH:
		ok = apply_write(r, &next, names, a, out, why);
		break;
	default:
		msg_set(why, N_("unknown entry"));
		return false;
	}
	if (!ok) {
		int seat = out->seat, verb = out->verb;
		memset(out, 0, sizeof *out);
		out->seat = seat, out->verb = verb, out->winner = -1, out->held_by = -1;
		return false;
	}
	memcpy(st, &next, sizeof *st);
	out->score_after = st->score[out->seat];
	return true;
}
