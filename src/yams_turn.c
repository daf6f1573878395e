/* The Yams game: throws, keeps and writes, in whichever way the rules
 * play (RULES.md, Yams).  Pure: the state is a value, nothing is printed. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
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
	if (m->columns == 3 && col >= 0 && col < 3)
		snprintf(buf, len, "%s", m->column[col]);
	else
		snprintf(buf, len, "%d", col + 1);
	return buf;
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
	for (int i = 0; order != ORDER_ANY && i < YAMS_BOXES; i++) {
		int box = order == ORDER_DOWN ? i : YAMS_BOXES - 1 - i;
		if (!is_filled(c, box))
			return box;
	}
	return -1;
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

/* Stores the faces of t, sorted, in *d, padding bytes and all defined: a
 * state is compared byte for byte. */
static void
set_dice(struct dice *d, const struct tally *t)
{
	struct dice faces = tally_dice(t);
	memset(d, 0, sizeof *d);
	d->n = faces.n;
	memcpy(d->face, faces.face, sizeof d->face);
}

int
yams_implied_keeps(const struct yams_state *st, int typed, struct dice *out, int max)
{
	int k = YAMS_DICE - typed, n = 0;
	if (st->throws == 0 || st->throws >= YAMS_THROWS || st->kept.n > 0 || k <= 0 ||
	    k >= YAMS_DICE)
		return 0;
	struct tally hand = dice_tally(&st->hand), pick = {{0}};
	/* every sub-multiset of k dice, as counts face by face (an odometer) */
	for (;;) {
		if (tally_total(&pick) == k) {
			if (n < max)
				out[n] = tally_dice(&pick);
			n++;
		}
		int f = 1;
		while (f <= 6 && pick.count[f] == hand.count[f])
			pick.count[f++] = 0;
		if (f > 6)
			break;
		pick.count[f]++;
	}
	return n;
}

static void
refuse_pending_writes(const struct yams_state *st, const char *const *names, char *why,
    size_t whylen)
{
	snprintf(why, whylen, _("%s writes %s's dice first (score BOX, or scratch BOX for 0)"),
	    names[st->current], names[st->thrower]);
}

static bool
apply_throw(struct yams_state *st, const char *const *names, const struct dice *typed,
    struct yams_outcome *out, char *why, size_t whylen)
{
	int n = typed->n;
	struct tally kept = dice_tally(&st->kept), thrown;
	if (st->writes > 0) {
		refuse_pending_writes(st, names, why, whylen);
		return false;
	}
	if (st->throws >= YAMS_THROWS) {
		snprintf(why, whylen, _("%s has thrown three times: write the dice (score BOX, or"
		    " scratch BOX for 0)"), names[st->current]);
		return false;
	}
	if (n > YAMS_DICE) {
		snprintf(why, whylen, _("Yams is played with five dice, not %d"), n);
		return false;
	}
	if (st->throws == 0 && n != YAMS_DICE) {
		snprintf(why, whylen, _("the first throw of a turn is of all five dice, not %d"), n);
		return false;
	}
	if (st->kept.n > 0 && n == YAMS_DICE) {
		/* the whole new hand: it must hold the dice kept */
		struct tally hand = dice_tally(typed);
		if (!tally_within(&kept, &hand)) {
			char buf[24];
			snprintf(why, whylen, _("the new hand must hold the dice kept (%s)"),
			    dice_format(&st->kept, buf, sizeof buf));
			return false;
		}
		thrown = tally_minus(&hand, &kept);
	} else if (st->kept.n > 0 && n != YAMS_DICE - st->kept.n) {
		snprintf(why, whylen, _("%d %s kept: type the %d thrown again, or the whole hand"
		    " of five"), st->kept.n, dice_noun(st->kept.n), YAMS_DICE - st->kept.n);
		return false;
	} else if (st->kept.n == 0 && n < YAMS_DICE) {
		struct dice only;
		int ways = yams_implied_keeps(st, n, &only, 1);
		if (ways != 1) {
			char buf[24];
			snprintf(why, whylen, _("of %s, which %d %s kept? keep FACES, then the throw"),
			    dice_format(&st->hand, buf, sizeof buf), YAMS_DICE - n,
			    YAMS_DICE - n == 1 ? _("die was") : _("dice were"));
			return false;
		}
		kept = dice_tally(&only);
		out->implicit_keep = true;
		thrown = dice_tally(typed);
	} else {
		thrown = dice_tally(typed);
	}
	set_dice(&out->kept, &kept);
	set_dice(&out->thrown, &thrown);
	for (int f = 1; f <= 6; f++)
		kept.count[f] = (unsigned char)(kept.count[f] + thrown.count[f]);
	set_dice(&st->hand, &kept);
	st->kept.n = 0;
	st->throws++;
	out->throw_no = st->throws;
	out->hand = st->hand;
	return true;
}

static bool
apply_keep(struct yams_state *st, const char *const *names, const struct dice *d,
    struct yams_outcome *out, char *why, size_t whylen)
{
	char buf[24], had[24];
	if (st->writes > 0) {
		refuse_pending_writes(st, names, why, whylen);
		return false;
	}
	if (st->throws == 0) {
		snprintf(why, whylen, _("nothing thrown yet this turn: keep names dice of the last"
		    " throw"));
		return false;
	}
	if (st->throws >= YAMS_THROWS) {
		snprintf(why, whylen, _("no throw is left to keep dice for: write the dice (score"
		    " BOX)"));
		return false;
	}
	struct tally want = dice_tally(d), hand = dice_tally(&st->hand);
	if (!tally_within(&want, &hand)) {
		struct tally missing = tally_minus(&want, &hand);
		snprintf(why, whylen, _("the hand is %s: it has no %s more to keep"),
		    dice_format(&st->hand, had, sizeof had), tally_format(&missing, buf, sizeof buf));
		return false;
	}
	if (d->n >= YAMS_DICE) {
		snprintf(why, whylen, _("keeping all five dice leaves nothing to throw: write them"
		    " (score BOX)"));
		return false;
	}
	/* a second keep names the dice again: a player may change their mind */
	set_dice(&st->kept, &want);
	out->kept = st->kept;
	out->throw_no = st->throws;
	out->hand = st->hand;
	return true;
}

/* What the dice make among the boxes the player can still write: "3 6,
 * full 19, min 19, max 19", into buf. */
static void
made_list(const struct yams_rules *r, const struct yams_state *st, int seat,
    const struct tally *t, char *buf, size_t len)
{
	size_t used = 0;
	buf[0] = '\0';
	for (int b = 0; b < YAMS_BOXES && used < len; b++) {
		bool made, open = false;
		int v = yams_box_value(r, b, t, &made);
		for (int c = 0; c < st->ncolumns; c++)
			open = open || yams_box_open(r, st, seat, c, b);
		if (made && open) {
			int w = snprintf(buf + used, len - used, "%s%s %d", used ? ", " : "",
			    yams_box_key[b], v);
			if (w < 0)
				break;
			used += (size_t)w;
		}
	}
}

/* Why box b of column col cannot be written by seat now. */
static void
closed_why(const struct yams_rules *r, const struct yams_state *st, const char *const *names,
    int seat, int col, int box, char *why, size_t whylen)
{
	const struct yams_column *c = &st->player[seat].col[col];
	char name[16];
	yams_column_name(r, col, name, sizeof name);
	bool one = st->ncolumns == 1;
	if (c->struck >> box & 1)
		snprintf(why, whylen, one ? _("%s's %s was struck out: it cannot be written again")
		    : _("%s's %s in column %s was struck out: it cannot be written again"),
		    names[seat], yams_box_key[box], name);
	else if (is_filled(c, box) && one)
		snprintf(why, whylen, _("%s's %s is already written (%d)"), names[seat],
		    yams_box_key[box], c->value[box]);
	else if (is_filled(c, box))
		snprintf(why, whylen, _("%s's %s is already written in column %s (%d)"), names[seat],
		    yams_box_key[box], name, c->value[box]);
	else
		snprintf(why, whylen, _("the %s column is filled in order: it takes %s next, not %s"),
		    name, yams_box_key[yams_box_due(r, st, seat, col)], yams_box_key[box]);
}

/* The column a write goes in: the one named (arg from 1), else the only
 * one that can take the box, or in the one-column-per-player mode the
 * leftmost that can. */
static int
pick_column(const struct yams_rules *r, const struct yams_state *st, const char *const *names,
    int seat, int box, int named, char *why, size_t whylen)
{
	char a[16], b[16];
	if (named > st->ncolumns || named < 0) {
		if (st->ncolumns == 1)
			snprintf(why, whylen, _("this way to play has one column a player"));
		else
			snprintf(why, whylen, _("there is no column %d: each player has %d"), named,
			    st->ncolumns);
		return -1;
	}
	if (named > 0 || st->ncolumns == 1) {
		int col = named > 0 ? named - 1 : 0;
		if (yams_box_open(r, st, seat, col, box))
			return col;
		closed_why(r, st, names, seat, col, box, why, whylen);
		return -1;
	}
	int open[YAMS_MAX_COLUMNS], n = 0;
	for (int c = 0; c < st->ncolumns; c++)
		if (yams_box_open(r, st, seat, c, box))
			open[n++] = c;
	if (n == 1 || (n > 1 && mode_of(r)->all_write))
		return open[0];
	if (n == 0) {
		snprintf(why, whylen, _("%s cannot write %s in any column now"), names[seat],
		    yams_box_key[box]);
		for (int c = 0; c < st->ncolumns; c++) {
			size_t used = strlen(why);
			int due = yams_box_due(r, st, seat, c);
			if (due >= 0 && !is_filled(&st->player[seat].col[c], box))
				snprintf(why + used, whylen - used, _("; %s takes %s next"),
				    yams_column_name(r, c, a, sizeof a), yams_box_key[due]);
		}
		return -1;
	}
	snprintf(why, whylen, _("%s can go in %s or %s: say which (score %s %s)"),
	    yams_box_key[box], yams_column_name(r, open[0], a, sizeof a),
	    yams_column_name(r, open[1], b, sizeof b), yams_box_key[box], a);
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
	int turns = mode_of(r)->all_write ? YAMS_BOXES * st->ncolumns
	    : YAMS_BOXES * st->ncolumns * st->nplayers;
	st->turns++;
	st->throws = 0;
	st->writes = 0;
	st->kept.n = 0;
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

static bool
apply_write(const struct yams_rules *r, struct yams_state *st, const char *const *names,
    const struct action *a, struct yams_outcome *out, char *why, size_t whylen)
{
	int seat = st->current, box = a->arg[0];
	bool scratch = a->verb == YAMS_SCRATCH;
	if (st->throws == 0) {
		snprintf(why, whylen, _("nothing thrown yet this turn: throw, then write"));
		return false;
	}
	if (box < 0 || box >= YAMS_BOXES) {
		snprintf(why, whylen, _("there is no such box"));
		return false;
	}
	int col = pick_column(r, st, names, seat, box, a->arg[1], why, whylen);
	if (col < 0)
		return false;
	struct tally t = dice_tally(&st->hand);
	bool made;
	int result = yams_box_value(r, box, &t, &made);
	if (!scratch && !made) {
		char hand[24], list[160];
		made_list(r, st, seat, &t, list, sizeof list);
		dice_format(&st->hand, hand, sizeof hand);
		if (list[0] != '\0' && box <= BOX_6)
			snprintf(why, whylen, _("%s have no %s: they make %s (scratch %s writes 0)"),
			    hand, yams_box_key[box], list, yams_box_key[box]);
		else if (list[0] != '\0')
			snprintf(why, whylen, _("%s make no %s: they make %s (scratch %s writes 0)"), hand,
			    yams_box_key[box], list, yams_box_key[box]);
		else
			snprintf(why, whylen, _("%s make no %s (scratch %s writes 0)"), hand,
			    yams_box_key[box], yams_box_key[box]);
		return false;
	}
	struct yams_column *c = &st->player[seat].col[col];
	struct yams_sums before = yams_column_sums(r, c);
	int value = scratch ? 0 : result;
	out->held_by = -1;
	if (mode_of(r)->strike) {
		int h = st->holder[box];
		if (h >= 0 && value > 0) {
			int held = st->player[h].col[0].value[box];
			bool beats = box == BOX_MIN ? value <= held : value >= held;
			out->held_by = h;
			out->held_value = held;
			if (beats) {
				st->player[h].col[0].struck |= (uint16_t)(1u << box);
				st->holder[box] = (int8_t)seat;
				out->struck = true;
			} else {
				value = 0;
				out->beaten = true;
			}
		} else if (value > 0) {
			st->holder[box] = (int8_t)seat;
		}
	}
	c->value[box] = (int16_t)value;
	c->filled |= (uint16_t)(1u << box);
	struct yams_sums after = yams_column_sums(r, c);
	sum_up(r, st);
	out->throw_no = st->throws;
	out->hand = st->hand;
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
    const struct action *a, struct yams_outcome *out, char *why, size_t whylen)
{
	memset(out, 0, sizeof *out);
	out->seat = st->current;
	out->verb = a->verb;
	out->winner = -1;
	out->held_by = -1;
	if (st->over) {
		snprintf(why, whylen, _("the game is over"));
		return false;
	}
	struct yams_state next;           /* refusals leave st as it was */
	memcpy(&next, st, sizeof next);   /* (padding too: states compare bytes) */
	bool ok;
	switch (a->verb) {
	case YAMS_THROW:
		ok = apply_throw(&next, names, &a->dice, out, why, whylen);
		break;
	case YAMS_KEEP:
		ok = apply_keep(&next, names, &a->dice, out, why, whylen);
		break;
	case YAMS_SCORE:
	case YAMS_SCRATCH:
		ok = apply_write(r, &next, names, a, out, why, whylen);
		break;
	default:
		snprintf(why, whylen, _("unknown entry"));
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
