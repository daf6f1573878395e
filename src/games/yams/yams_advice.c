/* Advice on the dice actually thrown in a game of Yams (`hint`, `odds`):
 * the turn worked out from the state's dice and the solitaire table of
 * yams_solver.c, for the player who acts now.  Pure, as the engine. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "advice.h"
#include "dice.h"
#include "msg.h"
#include "never.h"
#include "throws.h"
#include "yams.h"
#include "yams_solver.h"

/* Notes said with the numbers: static text, translated when printed. */
/* (said after "approximate: ") */
#define NOTE_THREE N_("with three columns, each column valued by its own solitaire table" \
	" (free as classic, desc and asc filled in order) and the three added;" \
	" which column later turns go to is not planned ahead")
#define NOTE_DUEL N_("in a duel, your own column's solitaire values under the duel's" \
	" rules, a box held by another counting what this write would score against it;" \
	" later strikes, yours or theirs, are not foreseen")
#define NOTE_CROSS N_("with one column per player, each of your columns valued by the" \
	" classic table and added, the dice others throw for you taken as if you threw them")
#define NOTE_STEPS N_("this sheet's table would be past 64 MB: the total of the upper part" \
	" and a Minimum or Maximum written alone are counted in steps")
#define NOTE_UPPER N_("1 to 6 count as made with three or more of the face, as the bonus asks" \
	" of each box")
#define NOTE_PAIR N_("Minimum and Maximum count as made when the pair counts (Maximum above" \
	" Minimum) against the other as written; always made while the other is empty")
#define NOTE_HELD N_("made: a result that beats the one held by another player")

/* A column of the player who acts, as the advice sees it. */
struct col_view {
	enum yams_order order;
	struct yams_col_state s;
	double value;             /* the table's: points still to come */
	double banked;            /* points that stay whatever comes (a lone
	                             Minimum or Maximum counts at the pair) */
};

struct advice_sheet {
	int seat, ncolumns;
	struct col_view col[YAMS_MAX_COLUMNS];
	double base;              /* the expected final total, before this write */
};

static enum yams_order
order_of(const struct yams_rules *r, int col)
{
	const struct yams_mode_info *m = &yams_modes[r->mode];
	return m->columns == 3 ? m->order[col] : ORDER_ANY;
}

static void
view_sheet(const struct yams_rules *r, const struct yams_state *st, const void *table,
    struct advice_sheet *v)
{
	v->seat = st->current;
	v->ncolumns = st->ncolumns;
	v->base = 0;
	for (int c = 0; c < st->ncolumns; c++) {
		const struct yams_column *col = &st->player[v->seat].col[c];
		struct col_view *cv = &v->col[c];
		int pending;
		cv->order = order_of(r, c);
		cv->s = yams_solver_col_state(r, col, &pending);
		cv->value = yams_solver_value(table, cv->order, cv->s);
		cv->banked = yams_column_sums(r, col).total - pending;
		v->base += cv->banked + cv->value;
	}
}

/* What dice making `result` in box write there for seat: in a duel, 0 when
 * another player holds a result it does not beat (tapis-games(7), YAMS,
 * Ways to play).  Dice that make a box score 1 or more there. */
static int
written(const struct yams_rules *r, const struct yams_state *st, int seat, int box, int result)
{
	if (!yams_modes[r->mode].strike)
		return result;
	int h = st->holder[box];
	/* (a box seat holds is filled in its one column, never written again) */
	if (h < 0 || NEVER(h == seat))
		return result;
	return yams_duel_beats(r, box, result, st->player[h].col[0].value[box]) ? result : 0;
}

/* The expected final total after writing v in box of column col, the
 * dice five alike or not. */
static double
after_write(const struct yams_rules *r, const void *table, const struct advice_sheet *v,
    int col, int box, int value, bool yahtzee)
{
	const struct col_view *cv = &v->col[col];
	struct yams_col_state next;
	int points = yams_solver_write(r, cv->s, box, value, yahtzee, &next);
	return v->base - cv->value + points + yams_solver_value(table, cv->order, next);
}

/* A write the dice can make: where, and the expected final total after. */
struct write {
	int col, box;
	bool scratch;
	double value;
};

/* The writes open to the player, worked out once a hint: for each column
 * and box, whether it is open, what a scratch leaves (of dice five alike,
 * yz, or not), and what each result met so far leaves (a box has at most
 * some thirty). */
#define RESULTS 48
struct box_plan {
	bool open;
	double scratch[2];
	int nresults;
	int result[RESULTS];
	double value[RESULTS];
};

struct writes {
	const struct yams_rules *r;
	const struct yams_state *st;
	const void *table;
	const struct advice_sheet *v;
	unsigned open[YAMS_MAX_COLUMNS];
	struct box_plan plan[YAMS_MAX_COLUMNS][YAMS_BOXES_MAX];
};

static void
writes_init(struct writes *w, const struct yams_rules *r, const struct yams_state *st,
    const void *table, const struct advice_sheet *v)
{
	w->r = r, w->st = st, w->table = table, w->v = v;
	for (int c = 0; c < v->ncolumns; c++) {
		w->open[c] = yams_open_boxes(r, st, v->seat, c);
		for (int box = 0; box < yams_nboxes(r); box++) {
			struct box_plan *p = &w->plan[c][box];
			p->open = w->open[c] >> box & 1;
			p->nresults = 0;
			for (int yz = 0; p->open && yz < 2; yz++)
				p->scratch[yz] = after_write(r, table, v, c, box, 0, yz);
		}
	}
}

/* What scoring `result` in box of column c leaves (results of dice five
 * alike kept as -1 - result). */
static double
score_value(struct writes *w, int c, int box, int result, bool yahtzee)
{
	struct box_plan *p = &w->plan[c][box];
	int key = yahtzee ? -1 - result : result;
	for (int i = 0; i < p->nresults; i++)
		if (p->result[i] == key)
			return p->value[i];
	double value = after_write(w->r, w->table, w->v, c, box,
	    written(w->r, w->st, w->v->seat, box, result), yahtzee);
	/* (a box's results are at most 26 (the sums 5 to 30), 6 of five alike
	 * and a duel's 0) */
	if (ALWAYS(p->nresults < RESULTS)) {
		p->result[p->nresults] = key;
		p->value[p->nresults++] = value;
	}
	return value;
}

/* The points writing the dice t as wr adds to the sheet's total as the
 * sheet shows it now. */
static double
write_gain(const struct writes *w, const struct tally *t, const struct write *wr)
{
	const struct yams_column *c = &w->st->player[w->v->seat].col[wr->col];
	struct yams_column after = *c;
	bool made, joker;
	int result = yams_write_value(w->r, c, wr->box, t, &made, &joker);
	int v = wr->scratch ? 0 : written(w->r, w->st, w->v->seat, wr->box, result);
	after.yahtzees += yams_yahtzee_earned(w->r, c, t) > 0;
	after.value[wr->box] = (int16_t)v;
	after.filled |= (uint16_t)(1u << wr->box);
	return yams_column_sums(w->r, &after).total - yams_column_sums(w->r, c).total;
}

/* Box of column c written with the dice t at its best: scored, or
 * scratched where that is worth more (and allowed); false if the dice
 * may not go there (the forced joker). */
static bool
box_write(struct writes *w, int c, int box, const struct tally *t, bool yahtzee,
    struct write *out)
{
	const struct box_plan *p = &w->plan[c][box];
	const struct yams_column *col = &w->st->player[w->v->seat].col[c];
	bool made, joker;
	int where;
	if (!p->open || !yams_write_allowed(w->r, col, w->open[c], box, t, &where))
		return false;
	int result = yams_write_value(w->r, col, box, t, &made, &joker);
	double score = made ? score_value(w, c, box, result, yahtzee) : p->scratch[yahtzee];
	bool use_scratch = !made || (p->scratch[yahtzee] > score && !w->r->scratch_unmade);
	*out = (struct write){c, box, use_scratch, use_scratch ? p->scratch[yahtzee] : score};
	return true;
}

/* The best write of the dice t: its expected final total, and in *gain
 * (where not NULL) the points it adds to the sheet's total as written now;
 * and, when all is not NULL, every box the dice may go in in every column,
 * each written at its best, into all and *nall. */
static double
best_write(struct writes *w, const struct tally *t, double *gain, struct write *all,
    int *nall)
{
	double best = -1e300;
	struct write chosen = {-1, 0, false, 0}, wr;
	bool yahtzee = yams_five_alike(t);
	int n = 0;
	for (int c = 0; c < w->v->ncolumns; c++)
		for (int box = 0; box < yams_nboxes(w->r); box++) {
			if (!box_write(w, c, box, t, yahtzee, &wr))
				continue;
			if (wr.value > best)
				best = wr.value, chosen = wr;
			if (all != NULL)
				all[n++] = wr;
		}
	if (nall != NULL)
		*nall = n;
	if (gain != NULL)
		*gain = ALWAYS(chosen.col >= 0) ? write_gain(w, t, &chosen) : 0;
	return best;
}

/* Adds c to the list of up to `room`, best first (stable: an equal value
 * goes after those already there). */
static void
insert_choice(struct advice_choice *list, int *n, int room, const struct advice_choice *c)
{
	int i = *n;
	if (i == room) {
		if (list[room - 1].value >= c->value)
			return;
		i = room - 1;
	} else {
		(*n)++;
	}
	while (i > 0 && list[i - 1].value < c->value) {
		list[i] = list[i - 1];
		i--;
	}
	list[i] = *c;
}

static struct advice_choice
keep_choice(const struct yams_dice_space *ds, int k, double value)
{
	struct advice_choice c;
	memset(&c, 0, sizeof c);
	int size = ds->size[k];
	c.has_entry = size > 0;
	c.entry.verb = YAMS_KEEP;
	struct tally t;
	memcpy(t.count, ds->count[k], 7);
	if (size > 0)
		throws_set_dice(&c.entry.dice, &t);
	c.then_verb = -1;
	c.then_throw = YAMS_DICE - size;
	c.value = value;
	c.bust = -1;
	return c;
}

static struct advice_choice
write_choice(const struct yams_state *st, int col, int box, bool scratch, double value)
{
	struct advice_choice c;
	memset(&c, 0, sizeof c);
	c.has_entry = true;
	c.entry.verb = scratch ? YAMS_SCRATCH : YAMS_SCORE;
	c.entry.arg[0] = box;
	c.entry.arg[1] = st->ncolumns > 1 ? col + 1 : 0;
	c.then_verb = -1;
	c.value = value;
	c.bust = -1;
	return c;
}

/* The keeps of the hand (every distinct sub-multiset but the whole hand),
 * each with keep[k], into out. */
static void
list_keeps(const struct yams_dice_space *ds, int hand, const double *keep, struct advice *out)
{
	/* (hand is of the five dice thrown: ALWAYS found) */
	for (int k = 0; k < YAMS_FIRST_HAND && ALWAYS(hand >= 0); k++) {
		bool within = true;
		for (int f = 1; f <= 6 && within; f++)
			within = ds->count[k][f] <= ds->count[hand][f];
		if (!within)
			continue;
		struct advice_choice c = keep_choice(ds, k, keep[k]);
		insert_choice(out->choice, &out->n, ADVICE_CHOICES, &c);
	}
}

static int
hand_index(const struct yams_dice_space *ds, const struct yams_state *st)
{
	struct tally t = dice_tally(&st->turn.hand);
	return yams_dice_index(ds, &t);
}

/* The advice's standing: exact for a classic column, else approximate. */
static void
say_how(const struct yams_rules *r, const void *table, struct advice *out)
{
	static const char *const notes[YAMS_MODES] = {
		[MODE_CLASSIC] = NULL, [MODE_THREE] = NOTE_THREE, [MODE_DUEL] = NOTE_DUEL,
		[MODE_CROSS] = NOTE_CROSS,
	};
	/* untaken: only a sheet whose exact table passes 64 MB gets one in steps,
	 * and that takes many minutes to build (test_approximate_table builds a
	 * small one in steps by hand, which no hint takes) */
	out->exact = r->mode == MODE_CLASSIC && yams_solver_exact(table);
	/* untaken: as above */
	out->note = yams_solver_exact(table) ? notes[r->mode] : NOTE_STEPS;
}

/* Whether there is a hint to give in st; why not in why. */
static bool
hint_open(const struct yams_rules *r, const struct yams_state *st, const void *table,
    struct msg *why)
{
	if (st->over) {
		msg_set(why, N_("the game is over"));
		return false;
	}
	if (table == NULL || !yams_solver_table_fits(r, 0, table)) {
		msg_set(why,
		    N_("the Yams table was built for other rules: build it again"));
		return false;
	}
	return true;
}

bool
yams_turn_plan(const struct yams_rules *r, const struct yams_state *st, const void *table,
    struct yams_turn_plan *p, struct msg *why)
{
	if (!hint_open(r, st, table, why))
		return false;
	yams_dice_space_init(&p->ds);
	struct advice_sheet v;
	view_sheet(r, st, table, &v);
	struct writes w;
	writes_init(&w, r, st, table, &v);
	/* the turn backwards: each hand written at its best, then the throws */
	struct yams_turn_worth *g = &p->worth;
	for (int h = YAMS_FIRST_HAND; h < YAMS_KEEPS; h++) {
		struct tally t;
		memcpy(t.count, p->ds.count[h], 7);
		p->end[h] = best_write(&w, &t, &g->end[h], NULL, NULL);
	}
	yams_throw_layer_carry(&p->ds, p->end, p->keep3, p->best3, g->end, g->keep3, g->best3);
	yams_throw_layer_carry(&p->ds, p->best3, p->keep2, p->best2, g->best3, g->keep2,
	    g->best2);
	p->start = 0;
	g->start = 0;
	for (int h = YAMS_FIRST_HAND; h < YAMS_KEEPS; h++) {
		p->start += p->ds.chance[h] * p->best2[h];
		g->start += p->ds.chance[h] * g->best2[h];
	}
	return true;
}

bool
yams_advise_planned(const struct yams_rules *r, const struct yams_state *st,
    const void *table, const struct yams_turn_plan *p, struct advice *out, struct msg *why)
{
	memset(out, 0, sizeof *out);
	out->goal = ADVICE_TOTAL;
	if (!hint_open(r, st, table, why))
		return false;
	say_how(r, table, out);
	int thrown = st->writes > 0 ? YAMS_THROWS : st->turn.count;
	if (thrown == 0) {
		struct advice_choice c = keep_choice(&p->ds, 0, p->start);
		insert_choice(out->choice, &out->n, ADVICE_CHOICES, &c);
		out->has_turn = true;
		out->turn = p->worth.start;
		return true;
	}
	struct advice_sheet v;
	view_sheet(r, st, table, &v);
	struct writes w;
	writes_init(&w, r, st, table, &v);
	struct write all[YAMS_MAX_COLUMNS * YAMS_BOXES_MAX];
	int n;
	struct tally t = dice_tally(&st->turn.hand);
	best_write(&w, &t, NULL, all, &n);
	for (int i = 0; i < n; i++) {
		struct advice_choice c = write_choice(st, all[i].col, all[i].box, all[i].scratch,
		    all[i].value);
		insert_choice(out->choice, &out->n, ADVICE_CHOICES, &c);
	}
	if (thrown < YAMS_THROWS)
		list_keeps(&p->ds, hand_index(&p->ds, st), thrown == 1 ? p->keep2 : p->keep3, out);
	return true;
}

bool
yams_advise_hint(const struct yams_rules *r, const struct yams_state *st, const void *table,
    struct advice *out, struct msg *why)
{
	struct yams_turn_plan *p = malloc(sizeof *p);
	if (p == NULL) {
		msg_set(why, N_("out of memory"));
		return false;
	}
	/* untaken: yams_advise_planned asks hint_open again, which
	 * yams_turn_plan has just passed with the same rules, state and table */
	bool ok = yams_turn_plan(r, st, table, p, why)
	    && yams_advise_planned(r, st, table, p, out, why);
	if (!ok)
		memset(out, 0, sizeof *out);
	free(p);
	return ok;
}

/* ---- odds */

/* A box asked about, as odds counts it made. */
struct target {
	int box;
	int col;                  /* the column it is weighed in, from 0 */
	int other;                /* Minimum/Maximum: the other's value, -1 empty */
	int held;                 /* a duel: the result held by another, -1 none */
};

struct targets {
	const struct yams_rules *r;
	const struct yams_state *st;
	int n;
	struct target t[YAMS_BOXES_MAX];
};

/* Whether the dice t make the box of g in column c as `odds` counts it. */
static bool
makes(const struct yams_rules *r, const struct yams_column *c, const struct target *g,
    const struct tally *t)
{
	bool made, joker;
	int v = yams_write_value(r, c, g->box, t, &made, &joker), min, max;
	const struct yams_box_def *b = yams_box(r, g->box);
	if (g->held >= 0)   /* (dice that make a box score 1 or more there) */
		return made && yams_duel_beats(r, g->box, v, g->held);
	if (b->kind == YK_FACE)
		return v >= 3 * b->arg;
	bool pair = yams_pair(r, &min, &max);
	if (pair && g->other >= 0)  /* (other is set for Minimum or Maximum alone) */
		return g->box == min ? !yams_minmax_voids(r, v, g->other)
		    : !yams_minmax_voids(r, g->other, v);
	return made;
}

/* The column target i is weighed in. */
static const struct yams_column *
target_column(const struct targets *g, int i)
{
	return &g->st->player[g->st->current].col[g->t[i].col];
}

/* Whether the dice t make one of the boxes or another. */
static bool
makes_any(const struct targets *g, const struct tally *t)
{
	for (int i = 0; i < g->n; i++)
		if (makes(g->r, target_column(g, i), &g->t[i], t))
			return true;
	return false;
}

/* Box as odds weighs it for seat in st: its column (col from 1, 0: the
 * first it is open in), what counts as made there, and its note where
 * out has none yet (the first box's that has one). */
static struct target
target_of(const struct yams_rules *r, const struct yams_state *st, int box, int col,
    struct advice *out)
{
	int seat = st->current;
	for (int c = 0; c < st->ncolumns && col == 0; c++)
		if (yams_box_open(r, st, seat, c, box))
			col = c + 1;
	struct target g = {box, col > 0 ? col - 1 : 0, -1, -1};
	int min, max;
	const struct yams_column *column = &st->player[seat].col[g.col];
	const char *note = NULL;
	if (yams_modes[r->mode].strike && st->holder[box] >= 0 && st->holder[box] != seat) {
		g.held = st->player[st->holder[box]].col[0].value[box];
		note = NOTE_HELD;
	} else if (yams_box(r, box)->kind == YK_FACE) {
		note = NOTE_UPPER;
	} else if (yams_pair(r, &min, &max) && (box == min || box == max)) {
		int other = box == min ? max : min;
		if (column->filled >> other & 1)
			g.other = column->value[other];
		note = NOTE_PAIR;
	}
	if (out->note == NULL)
		out->note = note;
	return g;
}

/* Whether odds has throws to weigh in st; why not in why. */
static bool
odds_open(const struct yams_state *st, int thrown, struct msg *why)
{
	if (st->over) {
		msg_set(why, N_("the game is over"));
		return false;
	}
	if (thrown == YAMS_THROWS) {
		msg_set(why, N_("no throw is left this turn: odds weighs the throws to come;"
		    " write the dice (score BOX, or scratch BOX for 0)"));
		return false;
	}
	return true;
}

/* After a throw: each box asked about written now, made or not, where
 * it is open (in three columns, a box may be due in none: no write of it
 * is offered that would be refused). */
static void
list_writes(const struct targets *g, const struct yams_state *st, struct advice *out)
{
	struct tally t = dice_tally(&st->turn.hand);
	for (int i = 0; i < g->n; i++) {
		if (!yams_box_open(g->r, st, st->current, g->t[i].col, g->t[i].box))
			continue;
		bool scoreable, joker;
		yams_write_value(g->r, target_column(g, i), g->t[i].box, &t, &scoreable, &joker);
		struct advice_choice c = write_choice(st, g->t[i].col, g->t[i].box, !scoreable,
		    makes(g->r, target_column(g, i), &g->t[i], &t) ? 1 : 0);
		insert_choice(out->choice, &out->n, ADVICE_CHOICES, &c);
	}
}

bool
yams_advise_odds(const struct yams_rules *r, const struct yams_state *st, const int *boxes,
    int nboxes, int col, struct advice *out, struct msg *why)
{
	memset(out, 0, sizeof *out);
	out->goal = ADVICE_CHANCE;
	out->exact = true;
	int thrown = st->writes > 0 ? YAMS_THROWS : st->turn.count;
	if (!odds_open(st, thrown, why))
		return false;
	struct targets g = {r, st, 0, {{0, 0, 0, 0}}};
	/* (odds_words gives distinct boxes of the sheet: 16 at most) */
	for (int i = 0; i < nboxes && ALWAYS(i < YAMS_BOXES_MAX); i++) {
		if (boxes[i] < 0 || boxes[i] >= yams_nboxes(r) || col < 0 || col > st->ncolumns) {
			msg_set(why, N_("there is no such box"));
			return false;
		}
		g.t[g.n++] = target_of(r, st, boxes[i], col, out);
	}
	struct yams_dice_space ds;
	yams_dice_space_init(&ds);
	double made[YAMS_KEEPS], keep3[YAMS_KEEPS], best3[YAMS_KEEPS];
	double keep2[YAMS_KEEPS], best2[YAMS_KEEPS];
	for (int h = YAMS_FIRST_HAND; h < YAMS_KEEPS; h++) {
		struct tally t;
		memcpy(t.count, ds.count[h], 7);
		made[h] = makes_any(&g, &t);
	}
	if (thrown > 0)
		list_writes(&g, st, out);
	yams_throw_layer(&ds, made, keep3, best3);
	if (thrown == 2) {
		list_keeps(&ds, hand_index(&ds, st), keep3, out);
		return true;
	}
	yams_throw_layer(&ds, best3, keep2, best2);
	if (thrown == 1) {
		list_keeps(&ds, hand_index(&ds, st), keep2, out);
		return true;
	}
	double start = 0;
	for (int h = YAMS_FIRST_HAND; h < YAMS_KEEPS; h++)
		start += ds.chance[h] * best2[h];
	struct advice_choice c = keep_choice(&ds, 0, start);
	insert_choice(out->choice, &out->n, ADVICE_CHOICES, &c);
	return true;
}
