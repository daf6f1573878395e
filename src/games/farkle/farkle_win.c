/* The two-player win table of the Farkle family (farkle_win.h).
 *
 * W(i, j), the chance that the player to throw with i steps wins against
 * j, is what that player's turn is worth under optimal play when a bank
 * that leaves the score at i' is worth 1 - W(j, i') (the other throws
 * next), a bust 1 - W(j, bust_to[i]), and a win 1.  Scores only go up but
 * for a penalty, so the pairs of a level i + j depend only on higher levels
 * and on their mirror (j, i), through a bust or a bank that leaves the
 * score as it was (an overshoot): each level is solved the highest first.
 * A penalty that takes a score down makes a level depend on lower ones:
 * then the whole is gone over again until it stands still.
 *
 * A pair and its mirror meet at a fixed point: with x = W(j, i), W(i, j) =
 * f(x) and W(j, i) = g(f(x)), where f and g are the two turns worked out
 * against the table.  Each turn is piecewise linear in the mirror's chance
 * with a slope below 1, and so is g(f(x)) - x, whose root is found by the
 * secant method (exact in one step within a piece).  The first guess is
 * extrapolated from the pairs above, already solved, and the first step
 * takes the slope of the pair solved before: most pairs take three rounds,
 * each round a turn of each player.
 *
 * Turns are worked out LANES at a time, a pair of the same level in each
 * lane (they do not depend on one another): each keep reads its value for
 * every lane at once, in loops the compiler makes vector code of, which
 * is where the time goes.  Processor time, not threads: the table is
 * built once per rule set and kept. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "farkle_win.h"
#include "progress.h"

#define LANES 4                     /* pairs worked out at once */
#define ROUNDS_MAX 100              /* of a pair's secant steps */
#define STILL 1e-12                 /* a pair's fixed point: how close */
#define CAP_STILL 1e-13             /* the last bucket's fixed point: how close */
#define PASSES_MAX 200              /* over the whole, for a penalty */
#define REFUSED (-1e300)            /* a bank the rules refuse */

/* A turn to work out, in each lane: the player to throw with `mover`
 * steps against `other`, the mirror W(other, mover) taken as x. */
struct lanes_in {
	int mover[LANES], other[LANES];
	double x[LANES];
};

struct solver {
	const struct farkle_win_throws *th;
	const struct farkle_win_game *g;
	double *w;
	int dice, row;              /* a full hand's dice; doubles a row */
	int reach;                  /* the most steps a keep adds */
	int *off;                   /* [keep]: its entry from a row's start, in doubles */
	int *left;                  /* [keep]: its entry within the same row (the last) */
	double *bank;               /* [bucket][lane]: what banking is worth */
	/* [bucket][entry][lane], a bucket for each total set aside in the turn
	 * (in steps): entry 0 what a full hand is worth (thrown again, or
	 * banked where allowed), entry m > 0 what having m dice left is
	 * worth (bank, or throw them) */
	double *entry;
	double last[(DICE_MAX + 1) * LANES];    /* the last bucket's row */
	int cap[LANES];             /* each lane's last bucket: every total from it up */
	double bust[LANES];         /* what a bust is worth */
	double slope;               /* of g(f(x)) at the pair solved last, and */
	double diagonal_slope;      /* of f(x) at the last pair (i, i) */
};

#define W(so, i, j) ((so)->w[(size_t)(i) * (size_t)(so)->g->n + (size_t)(j)])
#define BANK_TO(so, i, k) ((so)->g->bank_to[(size_t)(i) * (size_t)((so)->g->n + 2) + \
	(size_t)(k)])

/* ---- one turn in every lane */

/* What throwing n dice is worth in each lane, the keeps read from `row`
 * at offsets off: into out. */
static inline void
throw_value(const struct solver *so, const double *row, const int *off, int n, double *out)
{
	const struct farkle_win_throws *th = so->th;
	double sum[LANES];
	for (int l = 0; l < LANES; l++)
		sum[l] = th->bust[n] * so->bust[l] + th->wins[n];
	for (int q = th->first[n]; q < th->first[n + 1]; q++) {
		const int *o = off + th->keep_first[q], *end = off + th->keep_first[q + 1];
		double best[LANES];
		for (int l = 0; l < LANES; l++)
			best[l] = REFUSED;
		for (; o < end; o++) {
			const double *e = row + *o;
			for (int l = 0; l < LANES; l++)
				best[l] = best[l] > e[l] ? best[l] : e[l];
		}
		for (int l = 0; l < LANES; l++)
			sum[l] += th->chance[q] * best[l];
	}
	memcpy(out, sum, sizeof sum);
}

/* Sets the entries of a row for n dice thrown worth t, with bank the
 * row's bank: having n dice left (bank or throw), and for n = dice a full
 * hand too; lanes not in `mask` are left as they are. */
static void
set_entries(const struct solver *so, double *row, const double *bank, int n, const double *t,
    unsigned mask)
{
	double *e = row + (size_t)n * LANES;
	for (int l = 0; l < LANES; l++) {
		if (!(mask >> l & 1))
			continue;
		e[l] = bank[l] > t[l] ? bank[l] : t[l];
		if (n == so->dice)
			row[l] = so->g->full_may_bank && bank[l] > t[l] ? bank[l] : t[l];
	}
}

/* The bank of each bucket for each lane's turn, and its bust. */
static void
set_banks(struct solver *so, const struct lanes_in *in, int top)
{
	const struct farkle_win_game *g = so->g;
	for (int l = 0; l < LANES; l++) {
		int i = in->mover[l], j = in->other[l];
		so->cap[l] = g->n - i + (g->exact ? 1 : 0);
		for (int k = 0; k <= top; k++) {
			int to = BANK_TO(so, i, k < so->cap[l] ? k : so->cap[l]);
			so->bank[(size_t)k * LANES + (size_t)l] = to < 0 ? REFUSED : to >= g->n ? 1
			    : to == i ? 1 - in->x[l] : 1 - W(so, j, to);
		}
		int to = g->bust_to[i];
		so->bust[l] = to == i ? 1 - in->x[l] : 1 - W(so, j, to);
	}
}

/* Each lane's last bucket, where every total is alike (a full hand leads
 * back to it): its row to its fixed point, from banking or busting. */
static void
last_bucket(struct solver *so)
{
	double t[DICE_MAX + 1][LANES], bank[LANES];
	double *row = so->last;
	for (int l = 0; l < LANES; l++) {
		bank[l] = so->bank[(size_t)so->cap[l] * LANES + (size_t)l];
		t[0][l] = bank[l] > so->bust[l] ? bank[l] : so->bust[l];
	}
	for (int n = 1; n <= so->dice; n++) {
		memcpy(t[n], t[0], sizeof t[n]);
		set_entries(so, row, bank, n, t[n], ~0u);
	}
	for (int round = 0; round < 100000; round++) {  /* untaken: a bound; values settle sooner */
		double moved = 0;
		for (int n = 1; n <= so->dice; n++) {
			double was[LANES];
			memcpy(was, t[n], sizeof was);
			throw_value(so, row, so->left, n, t[n]);
			set_entries(so, row, bank, n, t[n], ~0u);
			for (int l = 0; l < LANES; l++) {
				double gap = t[n][l] > was[l] ? t[n][l] - was[l] : was[l] - t[n][l];
				moved = gap > moved ? gap : moved;
			}
		}
		if (moved < CAP_STILL)
			break;
	}
}

/* Works out each lane's turn: into out, its value from nothing set aside
 * with a full hand to throw. */
static void
turns(struct solver *so, const struct lanes_in *in, double *out)
{
	int top = 0, width = so->row;
	for (int l = 0; l < LANES; l++) {
		int cap = so->g->n - in->mover[l] + (so->g->exact ? 1 : 0);
		top = cap > top ? cap : top;
	}
	set_banks(so, in, top);
	last_bucket(so);
	/* every bucket from a lane's last one up is that one, as far as a keep
	 * from below the top reaches */
	for (int l = 0; l < LANES; l++)
		for (int k = so->cap[l]; k < top + so->reach; k++)
			for (int m = 0; m <= so->dice; m++)
				so->entry[(size_t)k * (size_t)width + (size_t)(m * LANES + l)] =
				    so->last[m * LANES + l];
	double t[LANES];
	for (int k = top - 1; k >= 1; k--) {
		double *row = so->entry + (size_t)k * (size_t)width;
		unsigned below = 0;
		for (int l = 0; l < LANES; l++)
			below |= (unsigned)(k < so->cap[l]) << l;
		for (int n = 1; n <= so->dice; n++) {
			throw_value(so, row, so->off, n, t);
			set_entries(so, row, so->bank + (size_t)k * LANES, n, t, below);
		}
	}
	/* nothing set aside yet: a full hand to throw, never banked */
	throw_value(so, so->entry, so->off, so->dice, out);
}

/* ---- the pairs of a level */

/* A pair being solved, i <= j (i < 0: none, the lane is idle), and the
 * secant method's state in x, the guess at W(j, i): the root of
 * r(x) = g(f(x)) - x lies in [lo, hi]; the last guess and its r (none
 * in the first round); y = W(i, j) = f(x) this round. */
struct pair {
	int i, j;
	double x, lo, hi;
	double was_x, was_r;
	double y;
	int rounds;
};

/* x as a chance: the sums of a turn may pass 1 (or 0) by a rounding. */
static double
chance(double x)
{
	return x < 0 ? 0 : x > 1 ? 1 : x;
}

/* A first guess at W(j, i), from the pairs above, already solved: the
 * plane through the next three, or the parabola through the next three
 * along i or along j, whichever of them misses least at the two pairs
 * next to it. */
static double
first_guess(const struct solver *so, int i, int j)
{
	int n = so->g->n;
	if (i + 5 >= n || j + 5 >= n)
		return i + 1 < n && j + 1 < n ? W(so, j + 1, i) + W(so, j, i + 1) -
		    W(so, j + 1, i + 1) : W(so, j, i);
	double best = 2, x = W(so, j, i);
	for (int how = 0; how < 3; how++) {
		double miss = 0, at = 0;
		for (int near = 0; near < 3; near++) {
			int b = j + (near == 1), a = i + (near == 2);
			double guess = how == 0 ? W(so, b + 1, a) + W(so, b, a + 1) - W(so, b + 1, a + 1)
			    : how == 1 ? 3 * W(so, b, a + 1) - 3 * W(so, b, a + 2) + W(so, b, a + 3)
			    : 3 * W(so, b + 1, a) - 3 * W(so, b + 2, a) + W(so, b + 3, a);
			if (near == 0)
				at = guess;
			else
				miss += guess > W(so, b, a) ? guess - W(so, b, a) : W(so, b, a) - guess;
		}
		if (miss < best) {
			best = miss;
			x = at;
		}
	}
	return chance(x);
}

/* Starts p on the pair (i, level - i); i < 0: none.  A pass after the
 * first starts from where the last one left the pair. */
static void
pair_start(const struct solver *so, struct pair *p, int i, int level, bool first)
{
	memset(p, 0, sizeof *p);
	p->i = i;
	p->j = level - i;
	p->hi = 1;
	if (i >= 0)
		p->x = first ? first_guess(so, i, p->j) : W(so, p->j, i);
}

/* The turns of each lane's pair: the player with i steps against x (its
 * y), then the mirror against y (into z).  An idle lane works out the
 * first busy one's again. */
static void
pair_turns(struct solver *so, struct pair *p, double *z)
{
	struct lanes_in in;
	double y[LANES];
	int busy = 0;
	while (busy < LANES - 1 && p[busy].i < 0)
		busy++;
	bool mirrors = false;
	for (int l = 0; l < LANES; l++) {
		const struct pair *q = p[l].i >= 0 ? &p[l] : &p[busy];
		in.mover[l] = q->i;
		in.other[l] = q->j;
		in.x[l] = q->x;
		mirrors = mirrors || q->i != q->j;
	}
	turns(so, &in, y);
	for (int l = 0; l < LANES; l++) {
		int i = in.mover[l];
		in.mover[l] = in.other[l];
		in.other[l] = i;
		in.x[l] = y[l];
		p[l].y = y[l];
	}
	if (mirrors)
		turns(so, &in, z);
}

static double
distance(double a, double b)
{
	return a > b ? a - b : b - a;
}

/* Writes the pair p, standing still at z = W(j, i), to the table, and
 * frees its lane; how far it moved from what was there into *moved. */
static void
pair_end(struct solver *so, struct pair *p, double z, double *moved)
{
	double *ij = &W(so, p->i, p->j), *ji = &W(so, p->j, p->i);
	p->y = chance(p->y);
	z = chance(z);
	double most = distance(*ij, p->y) > distance(*ji, z) ? distance(*ij, p->y)
	    : distance(*ji, z);
	*moved = most > *moved ? most : *moved;
	*ij = p->y;
	*ji = z;
	p->i = -1;
}

/* After a round: each pair that stands still (x worked out again through
 * both turns) is written to the table; the others take a secant step (the
 * first with the slope of the pair solved before), or halve their
 * interval where the step would leave it. */
static void
pairs_step(struct solver *so, struct pair *p, const double *z, double *moved)
{
	for (int l = 0; l < LANES; l++) {
		struct pair *q = &p[l];
		if (q->i < 0)
			continue;
		bool mirror = q->i != q->j;
		double *slope = mirror ? &so->slope : &so->diagonal_slope;
		double back = mirror ? z[l] : q->y, r = back - q->x;
		if (q->rounds > 0 && q->x != q->was_x)    /* untaken: a step always moves x */
			*slope = 1 + (r - q->was_r) / (q->x - q->was_x);
		if ((r <= STILL && r >= -STILL) || ++q->rounds >= ROUNDS_MAX) { /* untaken: a bound */
			pair_end(so, q, back, moved);
			continue;
		}
		if (r > 0)
			q->lo = q->x;
		else
			q->hi = q->x;
		double next = *slope < 1 ? q->x + r / (1 - *slope) : q->lo; /* untaken: a fallback */
		q->was_x = q->x;
		q->was_r = r;
		q->x = next > q->lo && next < q->hi ? next : (q->lo + q->hi) / 2;
	}
}

/* Solves the pairs of a level, LANES at a time, each lane taking the next
 * pair as soon as its own stands still.  Returns how far the most moved. */
static double
solve_level(struct solver *so, int level, bool first)
{
	int n = so->g->n, next = level - (n - 1) > 0 ? level - (n - 1) : 0, last = level / 2;
	struct pair p[LANES];
	double z[LANES], moved = 0;
	for (int l = 0; l < LANES; l++)
		pair_start(so, &p[l], next <= last ? next++ : -1, level, first);
	for (;;) {
		bool busy = false;
		for (int l = 0; l < LANES; l++)
			busy = busy || p[l].i >= 0;
		if (!busy)
			break;
		pair_turns(so, p, z);
		pairs_step(so, p, z, &moved);
		for (int l = 0; l < LANES; l++)
			if (p[l].i < 0 && next <= last)
				pair_start(so, &p[l], next++, level, first);
	}
	return moved;
}

/* ---- the whole */

/* The work of a level, for the progress shown: its pairs, each two turns
 * of as many buckets as the two players lack steps. */
static double
level_work(const struct farkle_win_game *g, int level)
{
	int n = g->n, lo = level - (n - 1) > 0 ? level - (n - 1) : 0;
	return (double)(level / 2 - lo + 1) * (double)(2 * n + 2 - level);
}

/* Whether some bank or bust takes a score down (a penalty): then a level
 * depends on lower ones too. */
static bool
goes_down(const struct farkle_win_game *g)
{
	for (int i = 0; i < g->n; i++) {
		if (g->bust_to[i] < i)
			return true;
		for (int k = 0; k <= g->n + 1; k++) {
			int to = g->bank_to[(size_t)i * (size_t)(g->n + 2) + (size_t)k];
			if (to >= 0 && to < i)
				return true;
		}
	}
	return false;
}

/* Sets up so for th and g: each keep's entry from a row, and the room. */
static bool
solver_init(struct solver *so, const struct farkle_win_throws *th,
    const struct farkle_win_game *g, double *w)
{
	memset(so, 0, sizeof *so);
	so->th = th;
	so->g = g;
	so->w = w;
	so->dice = th->dice;
	so->row = (th->dice + 1) * LANES;
	int keeps = th->keep_first[th->first[th->dice + 1]];
	for (int k = 0; k < keeps; k++)
		so->reach = th->keep_steps[k] > so->reach ? th->keep_steps[k] : so->reach;
	so->off = malloc((size_t)(keeps + 1) * sizeof *so->off);
	so->left = malloc((size_t)(keeps + 1) * sizeof *so->left);
	so->bank = malloc((size_t)(g->n + 2) * LANES * sizeof *so->bank);
	so->entry = calloc((size_t)(g->n + 2 + so->reach) * (size_t)so->row, sizeof *so->entry);
	if (so->off == NULL || so->left == NULL || so->bank == NULL || so->entry == NULL)
		return false;
	for (int k = 0; k < keeps; k++) {
		so->left[k] = th->keep_left[k] * LANES;
		so->off[k] = th->keep_steps[k] * so->row + so->left[k];
	}
	return true;
}

bool
farkle_win_solve(const struct farkle_win_throws *th, const struct farkle_win_game *g,
    double *w)
{
	struct solver so;
	bool ok = solver_init(&so, th, g, w);
	int n = g->n;
	for (size_t c = 0; ok && c < (size_t)n * (size_t)n; c++)
		w[c] = 0.5;
	bool down = ok && goes_down(g);
	double total = 0;
	for (int level = 2 * (n - 1); level >= 0; level--)
		total += level_work(g, level);
	for (int pass = 0; ok && pass < PASSES_MAX; pass++) {   /* untaken: a bound, never met */
		double moved = 0, done = 0;
		for (int level = 2 * (n - 1); level >= 0; level--) {
			/* (the first pass; a pass after it, for a penalty, goes
			 * on for as long as it takes) */
			progress_report(pass == 0 ? done : 0, pass == 0 ? total : 0);
			done += level_work(g, level);
			double m = solve_level(&so, level, pass == 0);
			moved = m > moved ? m : moved;
		}
		if (!down || moved < 1e-9)
			break;
	}
	free(so.off);
	free(so.left);
	free(so.bank);
	free(so.entry);
	return ok;
}
