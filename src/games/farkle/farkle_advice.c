/* Advice for the Farkle family (advice.h): what each way open now of
 * setting dice aside, banking or throwing is worth.
 *
 * A turn is a dynamic program over (turn points, dice to throw): the value
 * of throwing n dice is the sum, over every throw as a multiset of faces
 * (252 for five dice, 462 for six) weighted by its multinomial chance, of
 * the best group to set aside and then the best of banking or throwing
 * the rest.  What a throw allows comes from the engine's scorer, and what
 * a bank or a bust does to the score from the engine's own apply on a copy
 * of the state: the rules are stated once, in farkle_turn.c.
 *
 * Turn points are bounded: past the points that finish (or, for an exact
 * target, past the target) every further state is alike, one bucket whose
 * value is found by iterating to its fixed point.
 *
 * `hint --win` (two players) looks up a table of the chance of winning from
 * the start of a turn for every pair of scores, built once per rule set
 * (stated here from the rules, solved by farkle_win.c); the turn at hand
 * is then worked out exactly against it.  Pure: no I/O, no printing. */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "advice.h"
#include "dice.h"
#include "engine.h"
#include "farkle.h"
#include "msg.h"
#include "never.h"
#include "farkle_win.h"

#define NONE (-HUGE_VAL)            /* a bank the rules refuse */
#define THROWS_MAX 924              /* multisets of 1 to 6 dice: 6+21+56+126+252+462 */
#define BUCKETS_MAX 40000           /* turn points a turn is worked out to, in steps */
#define WIN_STEPS_MAX 200           /* scores a win table spans, in steps */
#define WIN_MAGIC 0x46574e31u       /* "FWN1": a Farkle win table */

/* ---- the throws */

#define KEEPS_MAX 63              /* groups of a throw of six dice */

/* A group that can be set aside: its dice, its value, and that value in
 * steps of the turn at hand. */
struct keep {
	int size, value, inc;
};

/* What throws of n dice can come to, merged over throws that allow the
 * same: how likely, a bust or six 1s that win, and every (dice, value) a
 * group of it can be set aside for.  Not only the most for each number
 * of dice: near an exact target a smaller group may be the one that ends
 * on it. */
struct profile {
	double p;
	bool bust, wins;
	int nkeeps;
	struct keep keep[KEEPS_MAX];   /* by size, then value */
};

struct throws {
	int dice;                   /* a full hand */
	int step;                   /* every group's value is a multiple of it */
	int first[DICE_MAX + 2];    /* profiles of n dice: [first[n], first[n+1]) */
	double bust[DICE_MAX + 1];  /* the chance n dice score nothing */
	struct tally a_bust;        /* some throw that busts, for the engine */
	int a_bust_n;               /* its dice; 0: none ever busts */
	struct profile p[THROWS_MAX];
};

/* |a - b|, and the larger of a and b (no libm for two lines). */
static double
gap(double a, double b)
{
	return a > b ? a - b : b - a;
}

static double
larger(double a, double b)
{
	return a > b ? a : b;
}

static int
gcd(int a, int b)
{
	a = abs(a);
	b = abs(b);
	while (b != 0) {
		int t = a % b;
		a = b;
		b = t;
	}
	return a;
}

static void
add_profile(const struct farkle_scorer *s, struct throws *th, int n, const struct tally *t)
{
	struct profile pr;
	memset(&pr, 0, sizeof pr);
	struct farkle_eval e = farkle_evaluate(s, t);
	pr.p = tally_chance(t);
	pr.wins = e.wins;
	pr.bust = e.best == 0 && !e.wins;
	struct tally sub = {{0}};
	while (!pr.bust && tally_next_within(&sub, t)) {
		int v = farkle_group_value(s, &sub), k = tally_total(&sub), at = 0;
		if (v <= 0)
			continue;
		th->step = gcd(th->step, v);
		while (at < pr.nkeeps && (pr.keep[at].size < k ||
		    (pr.keep[at].size == k && pr.keep[at].value < v)))
			at++;
		if (at < pr.nkeeps && pr.keep[at].size == k && pr.keep[at].value == v)
			continue;
		memmove(&pr.keep[at + 1], &pr.keep[at], (size_t)(pr.nkeeps - at) * sizeof pr.keep[0]);
		pr.keep[at] = (struct keep){k, v, 0};
		pr.nkeeps++;
	}
	if (pr.bust) {
		th->bust[n] += pr.p;
		if (th->a_bust_n == 0) {
			th->a_bust = *t;
			th->a_bust_n = n;
		}
	}
	/* merged with a throw that allows the same */
	for (int i = th->first[n]; i < th->first[n + 1]; i++) {
		struct profile *q = &th->p[i];
		if (q->bust == pr.bust && q->wins == pr.wins && q->nkeeps == pr.nkeeps &&
		    memcmp(q->keep, pr.keep, (size_t)pr.nkeeps * sizeof pr.keep[0]) == 0) {
			q->p += pr.p;
			return;
		}
	}
	th->p[th->first[n + 1]++] = pr;
}

struct profiling {
	const struct farkle_scorer *s;
	struct throws *th;
	int n;
};

/* The profile of one multiset of n dice (tally_each's fn). */
static void
profile_one(const struct tally *t, long long throws, void *ctx)
{
	(void)throws;
	struct profiling *p = ctx;
	add_profile(p->s, p->th, p->n, t);
}

static struct throws *
throws_new(const struct farkle_scorer *s)
{
	struct throws *th = calloc(1, sizeof *th);
	if (th == NULL)
		return NULL;
	th->dice = s->rules.dice;
	for (int n = 1; n <= th->dice; n++) {
		struct profiling p = {s, th, n};
		th->first[n + 1] = th->first[n];
		tally_each(n, profile_one, &p);
	}
	/* (some group scores under any rules farkle_rules_check takes) */
	if (NEVER(th->step == 0))
		th->step = 50;
	return th;
}

/* Sets each profile's increments for a turn counted in steps of step. */
static void
throws_set_step(struct throws *th, int step)
{
	for (int i = th->first[1]; i < th->first[th->dice + 1]; i++) {
		struct profile *p = &th->p[i];
		for (int k = 0; k < p->nkeeps; k++)
			p->keep[k].inc = p->keep[k].value / step;
	}
}

/* ---- what the engine does with a bank or a bust */

enum { AFTER_REFUSED = -1 };

struct after {
	bool allowed;
	bool won;                   /* the game is won, or its last round reached */
	bool lost;                  /* the game is over, won by another */
	int score;                  /* the player's score after it */
	int end;                    /* enum farkle_turn_end */
};

/* The state st with the turn at `points` and nothing on offer. */
static struct farkle_state
turn_at(const struct farkle_state *st, int points)
{
	struct farkle_state c = *st;
	c.turn_points = points;
	c.offer_points = 0;
	c.offer_dice = 0;
	c.taken = false;
	c.set_aside = (struct tally){{0}};
	return c;
}

static struct after
after_of(const struct farkle_outcome *o, bool ok)
{
	struct after a = {ok, false, false, o->score_after, o->end};
	a.won = ok && ((o->game_over && o->winner == o->seat) || o->last_round_started);
	a.lost = ok && o->game_over && o->winner != o->seat;
	return a;
}

/* What banking `points` now does, on a copy of st. */
static struct after
bank_after(const struct farkle_scorer *s, const struct farkle_state *st, int points)
{
	struct farkle_state c = turn_at(st, points);
	c.phase = PHASE_KEPT;
	c.in_hand = 1;
	struct farkle_action a = {ACTION_BANK, {0, {0}}};
	struct farkle_outcome o = {0};
	struct msg why;
	bool ok = points > 0 && farkle_apply(s, &c, &a, &o, &why);
	return after_of(&o, ok);
}

/* What a bust does, on a copy of st. */
static struct after
bust_after(const struct farkle_scorer *s, const struct throws *th,
    const struct farkle_state *st)
{
	struct farkle_state c = turn_at(st, 0);
	struct after none = {true, false, false, st->player[st->current].score, END_BUST};
	/* (a single 2 scores under no rules: only 1s and 5s score alone) */
	if (NEVER(th->a_bust_n == 0))
		return none;
	c.phase = PHASE_START;
	c.in_hand = th->a_bust_n;
	struct farkle_action a = {ACTION_THROW, tally_dice(&th->a_bust)};
	struct farkle_outcome o = {0};
	struct msg why;
	bool ok = farkle_apply(s, &c, &a, &o, &why);
	/* (a turn's first throw, of the dice in hand: never refused) */
	return ALWAYS(ok) ? after_of(&o, true) : none;
}

/* ---- one turn */

/* A turn counted in steps: buckets 0 to cap of turn points, the last one
 * standing for every total from cap steps up (all alike there).  bank[k]
 * is what banking k steps is worth (NONE: refused); v[k][n] what throwing
 * n dice with k steps set aside is worth, under optimal play. */
struct turn {
	const struct throws *th;
	int step, cap;
	bool full_may_bank;
	double bust, win;
	double *bank;               /* [cap + 1] */
	double *v;                  /* [(cap + 1) * (dice + 1)] */
};

static bool
turn_alloc(struct turn *tu, const struct throws *th, int step, int cap)
{
	memset(tu, 0, sizeof *tu);
	tu->th = th;
	tu->step = step;
	tu->cap = cap;
	tu->bank = malloc((size_t)(cap + 1) * sizeof *tu->bank);
	tu->v = calloc((size_t)(cap + 1) * (size_t)(th->dice + 1), sizeof *tu->v);
	return tu->bank != NULL && tu->v != NULL;
}

static void
turn_free(struct turn *tu)
{
	free(tu->bank);
	free(tu->v);
}

static int
bucket(const struct turn *tu, int points)
{
	int k = points / tu->step;
	return k < tu->cap ? k : tu->cap;
}

#define V(tu, k, n) ((tu)->v[(size_t)(k) * (size_t)((tu)->th->dice + 1) + (size_t)(n)])

/* What having set aside to k steps with m dice left is worth: bank, or
 * throw them (a full hand: all dice again, banked only where allowed). */
static double
after_keep(const struct turn *tu, int k, int m)
{
	if (m == 0) {
		double again = V(tu, k, tu->th->dice);
		return tu->full_may_bank && tu->bank[k] > again ? tu->bank[k] : again;
	}
	return tu->bank[k] > V(tu, k, m) ? tu->bank[k] : V(tu, k, m);
}

/* What throwing n dice with k steps set aside is worth: every throw, its
 * best group then its best next move. */
static double
throw_value(const struct turn *tu, int k, int n)
{
	const struct throws *th = tu->th;
	double sum = 0;
	for (int i = th->first[n]; i < th->first[n + 1]; i++) {
		const struct profile *p = &th->p[i];
		double best;
		if (p->bust) {
			best = tu->bust;
		} else if (p->wins) {
			best = tu->win;
		} else {
			best = NONE;
			for (int g = 0; g < p->nkeeps; g++) {
				int to = k + p->keep[g].inc;
				double q = after_keep(tu, to < tu->cap ? to : tu->cap,
				    n - p->keep[g].size);
				if (q > best)
					best = q;
			}
		}
		sum += p->p * best;
	}
	return sum;
}

/* Fills v: the last bucket to its fixed point (a full hand there leads
 * back to it), then the others downwards, each from those above. */
static void
turn_solve(struct turn *tu)
{
	int dice = tu->th->dice;
	for (int n = 1; n <= dice; n++)
		V(tu, tu->cap, n) = tu->bank[tu->cap] > tu->bust ? tu->bank[tu->cap] : tu->bust;
	for (int round = 0; round < 100000; round++) {  /* untaken: a bound; values settle sooner */
		double moved = 0;
		for (int n = 1; n <= dice; n++) {
			double was = V(tu, tu->cap, n);
			V(tu, tu->cap, n) = throw_value(tu, tu->cap, n);
			moved = larger(moved, gap(V(tu, tu->cap, n), was));
		}
		if (moved < 1e-13)
			break;
	}
	for (int k = tu->cap - 1; k >= 0; k--)
		for (int n = 1; n <= dice; n++)
			V(tu, k, n) = throw_value(tu, k, n);
}

/* ---- the goals of a hint */

enum goal { GOAL_POINTS, GOAL_FINISH };

/* The step of a turn for st: a divisor of every group's value, of the
 * points that finish and of the turn's points so far (at least 1, as
 * th->step is). */
static int
turn_step(const struct throws *th, int need, int points)
{
	int step = gcd(th->step, need);
	return points > 0 ? gcd(step, points) : step;
}

/* Sets up and solves the turn of the player to move in st for a goal:
 * expected points written (capped at what finishes: points past the
 * target win nothing more), or the chance of ending exactly on the target.
 * False on a lack of memory.  *exact: false where the turn was too long to
 * count in single steps. */
static bool
turn_for(const struct farkle_scorer *s, struct throws *work, const struct farkle_state *st,
    enum goal goal, struct turn *tu, bool *exact)
{
	const struct farkle_rules *r = &s->rules;
	int score = st->player[st->current].score;
	int need = r->target - score;
	if (need < work->step)
		need = work->step;
	int step = turn_step(work, need, st->turn_points > 0 ? st->turn_points : st->offer_points);
	/* the exact target: one more bucket for every total past it */
	int cap = need / step + (r->exact ? 1 : 0);
	*exact = true;
	if (cap > BUCKETS_MAX) {
		step = (need / BUCKETS_MAX + step) / step * step;
		cap = need / step + (r->exact ? 1 : 0);
		*exact = false;
	}
	throws_set_step(work, step);
	if (!turn_alloc(tu, work, step, cap))
		return false;
	tu->full_may_bank = r->full_hand_may_bank;
	struct after bust = bust_after(s, work, st);
	tu->bust = goal == GOAL_POINTS ? bust.score - score : 0;
	tu->win = goal == GOAL_POINTS ? need : 1;
	for (int k = 0; k <= cap; k++) {
		int points = k * step;
		struct after a = bank_after(s, st, points);
		if (!a.allowed)
			tu->bank[k] = NONE;
		else if (goal == GOAL_FINISH)   /* (won: on the target, where it is exact) */
			tu->bank[k] = a.won ? 1 : 0;
		else      /* (a bank gains at most its points, at most need) */
			tu->bank[k] = a.won ? need : a.score - score;
	}
	turn_solve(tu);
	return true;
}

/* ---- the win table */

/* The table's layout: a header, then w[i][j], the chance that the player to
 * throw first in a turn wins with i steps against j (both below n). */
struct win_head {
	uint32_t magic;
	uint32_t step;
	uint32_t n;
	uint32_t reserved;
};

struct stepping {
	const struct farkle_scorer *s;
	int step;
};

/* The step so far and the value of group t, if it scores (tally_each's fn). */
static void
step_one(const struct tally *t, long long throws, void *ctx)
{
	(void)throws;
	struct stepping *p = ctx;
	int v = farkle_group_value(p->s, t);
	if (v > 0)
		p->step = gcd(p->step, v);
}

/* The steps of the win table: the target, every group's value (as
 * throws_new's step, but with nothing allocated: the size of the table
 * cannot fail), the opening and the least bank, and what a bank past the
 * target costs. */
static int
win_step(const struct farkle_scorer *s)
{
	const struct farkle_rules *r = &s->rules;
	struct stepping p = {s, r->target};
	for (int n = 1; n <= r->dice; n++)
		tally_each(n, step_one, &p);
	int step = gcd(p.step, r->opening);
	step = gcd(step, r->min_bank);
	if (r->overshoot == OVERSHOOT_MINUS)
		step = gcd(step, r->overshoot_points);
	return step;
}

static size_t
win_size(const struct farkle_scorer *s)
{
	int n = s->rules.target / win_step(s);
	/* (step divides the target, at least 100) */
	if (n > WIN_STEPS_MAX || NEVER(n < 1))
		return 0;
	return sizeof(struct win_head) + (size_t)n * (size_t)n * sizeof(double);
}

/* A player of a two-player table with `score` and nothing else behind
 * them: the table leaves crosses and history out. */
static struct farkle_state
table_state(const struct farkle_rules *r, int score)
{
	struct farkle_state st;
	farkle_start(&st, r, 1);
	st.player[0].score = score;
	st.player[0].opened = r->opening == 0 || score > 0;
	return st;
}

/* The index of a score in the table: a step, at least 0; n: won. */
static int
win_index(int score, int step, int n, bool won)
{
	if (won)
		return n;
	int i = score / step;
	return i < 0 ? 0 : i >= n ? n - 1 : i;
}

/* The throws of th, counted in steps of the table, into out as the
 * solver reads them (farkle_win.h): busts and wins summed, the other
 * outcomes' chances into chance and their keeps flattened into first,
 * steps and left (the caller's, with room for every outcome and keep). */
static void
win_throws(const struct throws *th, struct farkle_win_throws *out, double *chance, int *first,
    int *steps, int *left)
{
	int q = 0, k = 0;
	memset(out, 0, sizeof *out);
	out->dice = th->dice;
	for (int n = 1; n <= th->dice; n++) {
		out->first[n] = q;
		for (int i = th->first[n]; i < th->first[n + 1]; i++) {
			const struct profile *p = &th->p[i];
			if (p->bust || p->wins) {
				*(p->bust ? &out->bust[n] : &out->wins[n]) += p->p;
				continue;
			}
			chance[q] = p->p;
			first[q++] = k;
			for (int g = 0; g < p->nkeeps; g++, k++) {
				steps[k] = p->keep[g].inc;
				left[k] = n - p->keep[g].size;
			}
		}
	}
	out->first[th->dice + 1] = q;
	first[q] = k;
	out->chance = chance;
	out->keep_first = first;
	out->keep_steps = steps;
	out->keep_left = left;
}

/* What the engine does with each bank and bust, once for each score of
 * the table: into bank_to ([i][k], k up to n + 1) and bust_to. */
static void
win_moves(const struct farkle_scorer *s, const struct throws *th, int step, int n,
    int *bank_to, int *bust_to)
{
	const struct farkle_rules *r = &s->rules;
	for (int i = 0; i < n; i++) {
		struct farkle_state st = table_state(r, i * step);
		struct after bust = bust_after(s, th, &st);
		bust_to[i] = win_index(bust.score, step, n, false);
		for (int k = 0; k <= n + 1; k++) {
			/* (one player: a bank that reaches the target wins, or
			 * starts the last round) */
			struct after a = bank_after(s, &st, k * step);
			bank_to[(size_t)i * (size_t)(n + 2) + (size_t)k] = !a.allowed ? -1
			    : win_index(a.score, step, n, a.won);
		}
	}
}

/* Whether table was built whole: win_build leaves a head of magic 0 where
 * memory ran short (and the cache keeps it as it was written). */
static bool
win_fits(const void *table)
{
	struct win_head head;
	memcpy(&head, table, sizeof head);
	return head.magic == WIN_MAGIC;
}

/* The table of s into table (farkle_advice_table_size's bytes), its head
 * last: magic 0 where memory ran short. */
static void
win_build(const struct farkle_scorer *s, void *table)
{
	const struct farkle_rules *r = &s->rules;
	struct win_head head = {0, 0, 0, 0};
	struct throws *th = throws_new(s);
	if (th == NULL) {
		memcpy(table, &head, sizeof head);
		return;
	}
	int step = win_step(s), n = r->target / step;
	throws_set_step(th, step);
	size_t outcomes = (size_t)th->first[th->dice + 1], keeps = 0;
	for (size_t i = 0; i < outcomes; i++)
		keeps += (size_t)th->p[i].nkeeps;
	double *chance = malloc(outcomes * sizeof *chance);
	int *first = malloc((outcomes + 1) * sizeof *first);
	int *steps = malloc((keeps + 1) * sizeof *steps);
	int *left = malloc((keeps + 1) * sizeof *left);
	int *bank_to = malloc((size_t)n * (size_t)(n + 2) * sizeof *bank_to);
	int *bust_to = malloc((size_t)n * sizeof *bust_to);
	struct farkle_win_throws wt;
	if (chance != NULL && first != NULL && steps != NULL && left != NULL &&
	    bank_to != NULL && bust_to != NULL) {
		win_throws(th, &wt, chance, first, steps, left);
		win_moves(s, th, step, n, bank_to, bust_to);
		struct farkle_win_game g = {n, r->exact, r->full_hand_may_bank, bank_to, bust_to};
		if (farkle_win_solve(&wt, &g, (double *)((char *)table + sizeof head)))
			head = (struct win_head){WIN_MAGIC, (uint32_t)step, (uint32_t)n, 0};
	}
	memcpy(table, &head, sizeof head);
	free(chance);
	free(first);
	free(steps);
	free(left);
	free(bank_to);
	free(bust_to);
	free(th);
}

/* ---- the hooks */

size_t
farkle_advice_table_size(const void *rules, int request)
{
	return request == ADVICE_HINT_WIN ? win_size(rules) : 0;
}

/* (called only where table_size is above 0: engine_advice_table_build) */
void
farkle_advice_table_build(const void *rules, int request, void *table)
{
	if (ALWAYS(request == ADVICE_HINT_WIN))
		win_build(rules, table);
}

/* (a table is only ever of hint --win, and its key says the rules) */
bool
farkle_advice_table_fits(const void *rules, int request, const void *table)
{
	(void)rules;
	(void)request;
	return win_fits(table);
}

/* The choices are gathered as (entry, then, value), then sorted. */
struct gather {
	struct advice *out;
	int order[ADVICE_CHOICES * 4];
	struct advice_choice all[ADVICE_CHOICES * 4];
	int n;
	double tie;                 /* values this close are alike: in the order found */
};

static void
gather_add(struct gather *g, const struct action *entry, int then_verb, int then_throw,
    double value, double bust)
{
	/* (at most 63 groups of a throw, two choices each, and two more) */
	if (NEVER(g->n == ADVICE_CHOICES * 4) || value == NONE)
		return;
	struct advice_choice *c = &g->all[g->n++];
	memset(c, 0, sizeof *c);
	c->has_entry = entry != NULL;
	if (entry != NULL)
		c->entry = *entry;
	c->then_verb = then_verb;
	c->then_throw = then_throw;
	c->value = value;
	c->bust = bust;
}

static const struct gather *sorting;

static int
by_value(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	double vx = sorting->all[x].value, vy = sorting->all[y].value;
	if (vx != vy)
		return vx > vy ? -1 : 1;
	return x - y;       /* the order they were found in: stable */
}

/* Each run of sorted choices whose values are within g->tie of the one
 * before, back in the order found: choices that differ by a rounding
 * alone do not change places with it. */
static void
gather_ties(struct gather *g)
{
	for (int at = 0, end; at < g->n; at = end) {
		for (end = at + 1; end < g->n && g->all[g->order[end - 1]].value -
		    g->all[g->order[end]].value <= g->tie; end++)
			;
		for (int i = at + 1; i < end; i++)
			for (int k = i; k > at && g->order[k - 1] > g->order[k]; k--) {
				int t = g->order[k];
				g->order[k] = g->order[k - 1];
				g->order[k - 1] = t;
			}
	}
}

/* Best first, as many as an answer lists.  Not thread-safe (qsort has no
 * context argument in C11); advice runs on the one thread. */
static void
gather_end(struct gather *g)
{
	for (int i = 0; i < g->n; i++)
		g->order[i] = i;
	sorting = g;
	qsort(g->order, (size_t)g->n, sizeof g->order[0], by_value);
	sorting = NULL;
	if (g->tie > 0)
		gather_ties(g);
	g->out->n = g->n < ADVICE_CHOICES ? g->n : ADVICE_CHOICES;
	for (int i = 0; i < g->out->n; i++)
		g->out->choice[i] = g->all[g->order[i]];
}

/* The choices after a keep that leaves the turn at `points` with m dice:
 * bank (where allowed), or throw m (a full hand: all of them). */
static void
add_after_keep(struct gather *g, const struct turn *tu, const struct action *entry,
    int points, int m, bool full)
{
	int k = bucket(tu, points), dice = tu->th->dice;
	if (!full || tu->full_may_bank)
		gather_add(g, entry, ACTION_BANK, 0, tu->bank[k], -1);
	int n = full ? dice : m;
	gather_add(g, entry, -1, n, V(tu, k, n), tu->th->bust[n]);
}

/* The keeps of the throw on the table (more of it, after a keep: the dice
 * set aside from one throw are one group), and what may follow each. */
static void
add_keeps(const struct farkle_scorer *s, const struct farkle_state *st,
    const struct turn *tu, struct gather *g)
{
	struct tally thrown = dice_tally(&st->last);
	struct tally rest = tally_minus(&thrown, &st->set_aside);
	int before = farkle_group_value(s, &st->set_aside);
	int left = tally_total(&rest);
	struct tally sub = {{0}};
	while (tally_next_within(&sub, &rest)) {
		struct tally group = st->set_aside;
		for (int f = 1; f <= 6; f++)
			group.count[f] = (unsigned char)(group.count[f] + sub.count[f]);
		int v = farkle_group_value(s, &group);
		if (v <= 0)
			continue;
		struct action keep = {ACTION_KEEP, tally_dice(&sub), {0, 0}};
		int m = left - tally_total(&sub);
		add_after_keep(g, tu, &keep, st->turn_points + v - before, m, m == 0);
	}
}

/* Every choice open in st, valued by the solved turn. */
static void
list_choices(const struct farkle_scorer *s, const struct farkle_state *st,
    const struct turn *tu, struct gather *g)
{
	switch (st->phase) {   /* untaken: PHASE_OVER, refused by farkle_advise first */
	case PHASE_START: {
		/* (a bank leaves fewer dice than a hand; a turn starts with a hand) */
		bool offer = !st->taken && st->offer_points > 0 &&
		    ALWAYS(st->offer_dice < st->in_hand);
		if (offer) {
			struct action take = {ACTION_TAKE, {0, {0}}, {0, 0}};
			int k = bucket(tu, st->offer_points);
			gather_add(g, &take, -1, st->offer_dice, V(tu, k, st->offer_dice),
			    tu->th->bust[st->offer_dice]);
		}
		int k = bucket(tu, st->turn_points);
		gather_add(g, NULL, -1, st->in_hand, V(tu, k, st->in_hand), tu->th->bust[st->in_hand]);
		break;
	}
	case PHASE_FULL_HAND:
		add_after_keep(g, tu, NULL, st->turn_points, 0, true);
		break;
	case PHASE_KEPT:
		add_after_keep(g, tu, NULL, st->turn_points, st->in_hand, false);
		add_keeps(s, st, tu, g);
		break;
	case PHASE_THROWN:
		add_keeps(s, st, tu, g);
		break;
	case PHASE_OVER:
		break;
	}
}

/* Near an exact target, a turn is played to end on it: when what the turn
 * still needs is no more than the points an ordinary turn makes (its value
 * with the target far away), or when what the throw on the table sets
 * aside could pass it.  Into *near; false on a lack of memory. */
static bool
near_target(const struct farkle_scorer *s, struct throws *work, const struct farkle_state *st,
    bool *near)
{
	const struct farkle_rules *r = &s->rules;
	int need = r->target - st->player[st->current].score;
	int points = st->phase == PHASE_START && !st->taken ? 0 : st->turn_points;
	/* (the throw as it was weighed when it was applied) */
	*near = r->exact && ((st->phase == PHASE_THROWN && points + st->last_best > need) ||
	    points >= need);
	if (!r->exact || *near)
		return true;
	struct farkle_state far = table_state(r, 0);
	far.player[0].opened = true;
	struct turn tu = {0};
	bool exact, ok = turn_for(s, work, &far, GOAL_POINTS, &tu, &exact);
	*near = ok && need - points <= V(&tu, 0, r->dice);
	turn_free(&tu);
	return ok;
}

static const char *const note_finish =
    N_("near the exact target: each choice's chance of ending this turn on it (a bank"
    " short of it counts for nothing here; hint --win weighs it for the game)");
static const char *const note_win =
    N_("the table leaves out later crosses, take-overs and scores below 0");
static const char *const note_coarse =
    N_("a turn this long is counted in coarser steps");

/* The win table for two players, and the turn at hand against it. */
static bool
advise_win(const struct farkle_scorer *s, const struct farkle_state *st, struct throws *work,
    const void *table, struct advice *out, struct msg *why)
{
	const struct farkle_rules *r = &s->rules;
	struct win_head head;
	if (st->nplayers != 2) {
		msg_set(why, N_("hint --win is for two players; this game has %d"),
		    st->nplayers);
		return false;
	}
	if (table == NULL) {
		msg_set(why, N_("hint --win is worked out for targets of at most %d"
		    " steps of the smallest score; these rules have more"), WIN_STEPS_MAX);
		return false;
	}
	if (!win_fits(table)) {
		/* built short of memory: the cache builds it again (table_fits) */
		msg_set(why, N_("out of memory"));
		return false;
	}
	memcpy(&head, table, sizeof head);
	const double *w = (const double *)((const char *)table + sizeof head);
	int step = (int)head.step, n = (int)head.n;
	int me = st->current, other = 1 - me;
	int score = st->player[me].score;
	int j = win_index(st->player[other].score, step, n, false);
	/* the turn at hand in single steps, against the table (the player to
	 * move is short of the target: two players, and one who reaches it
	 * wins, or has the other play the last turn) */
	int need = r->target - score;
	int tstep = turn_step(work, ALWAYS(need > 0) ? need : step,
	    st->turn_points > 0 ? st->turn_points : st->offer_points);
	tstep = gcd(tstep, step);
	int cap = (need > 0 ? need : 0) / tstep + (r->exact ? 1 : 0);
	if (cap > BUCKETS_MAX) {
		msg_set(why, N_("hint --win: the turn is too long to work out"));
		return false;
	}
	struct turn tu;
	throws_set_step(work, tstep);
	if (!turn_alloc(&tu, work, tstep, cap)) {
		turn_free(&tu);
		msg_set(why, N_("out of memory"));
		return false;
	}
	tu.full_may_bank = r->full_hand_may_bank;
	/* in the last round, a bust or a bank that ends the game is lost: the
	 * table's chances are for a game that goes on */
	struct after bust = bust_after(s, work, st);
	tu.bust = bust.lost ? 0 : 1 - w[j * n + win_index(bust.score, step, n, false)];
	tu.win = 1;
	for (int k = 0; k <= cap; k++) {
		struct after a = bank_after(s, st, k * tstep);
		int to = win_index(a.score, step, n, a.won);
		tu.bank[k] = !a.allowed ? NONE : a.lost ? 0 : to >= n ? 1 : 1 - w[j * n + to];
	}
	turn_solve(&tu);
	/* the table's chances are good to about 1e-12: choices closer than
	 * that (most often one chance summed in two ways, as banking and
	 * throwing dice that can only pass an exact target) are alike */
	struct gather g = {.out = out, .tie = 1e-11};
	list_choices(s, st, &tu, &g);
	gather_end(&g);
	turn_free(&tu);
	out->goal = ADVICE_WIN;
	out->exact = false;
	out->note = note_win;
	return true;
}

bool
farkle_advise(const void *rules, const void *state, int request, int argc, char **argv,
    const void *table, struct advice *out, struct msg *why)
{
	const struct farkle_scorer *s = rules;
	const struct farkle_state *st = state;
	(void)argv;
	memset(out, 0, sizeof *out);
	if (request == ADVICE_ODDS || argc > 0) {
		msg_set(why, N_("the dice of this game fill no boxes: odds is for Yams"));
		return false;
	}
	if (st->phase == PHASE_OVER) {
		msg_set(why, N_("the game is over"));
		return false;
	}
	struct throws *work = throws_new(s);
	if (work == NULL) {
		msg_set(why, N_("out of memory"));
		return false;
	}
	bool ok;
	if (request == ADVICE_HINT_WIN) {
		ok = advise_win(s, st, work, table, out, why);
	} else {
		bool finish, exact;
		struct turn tu = {0};
		ok = near_target(s, work, st, &finish) &&
		    turn_for(s, work, st, finish ? GOAL_FINISH : GOAL_POINTS, &tu, &exact);
		if (ok) {
			struct gather g = {.out = out};
			list_choices(s, st, &tu, &g);
			gather_end(&g);
			out->goal = finish ? ADVICE_EXACT_FINISH : ADVICE_POINTS;
			out->exact = exact;
			out->note = !exact ? note_coarse : finish ? note_finish : NULL;
		} else {
			msg_set(why, N_("out of memory"));
		}
		turn_free(&tu);
	}
	free(work);
	return ok;
}

double
farkle_turn_value(const struct farkle_scorer *s, const struct farkle_state *st, int points,
    int dice, bool finish)
{
	struct throws *work = throws_new(s);
	struct turn tu = {0};
	bool exact;
	double v = NAN;
	struct farkle_state c = turn_at(st, points);
	if (work != NULL && turn_for(s, work, &c, finish ? GOAL_FINISH : GOAL_POINTS, &tu,
	    &exact))
		v = V(&tu, bucket(&tu, points), dice);
	turn_free(&tu);
	free(work);
	return v;
}
