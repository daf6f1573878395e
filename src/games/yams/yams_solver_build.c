/* The build of a Yams solitaire table (yams_solver.h): backward induction
 * from the full sheet to the empty one, a level of boxes filled at a time,
 * each set of boxes filled worked out by the turn widget: the 252 hands of
 * five dice each written at its best, then two throws back, each a keep
 * (any sub-multiset) and a throw of the others.  The throw of n dice is
 * taken one die at a time (a keep's worth is the mean of the six keeps one
 * die larger), and the best keep within a hand by removing one die at a
 * time, so that a throw costs some 2,400 operations, not the 4,368
 * keep-to-throw pairs and 32 keeps a hand.
 *
 * The states of a set of boxes filled (capped total, lone pair value,
 * Yahtzee bonus to be had) share the whole turn, only the values they
 * read in the next states differing, so they are worked out together in
 * blocks of LANES, in the table's own order, each block's whole turn in
 * one array of the 462 keeps worked out in place (59 KB, where 64 states
 * at once took two arrays of 236 KB; 8 and 32 lanes took as long, and
 * pad more states); the threads take shares of at most CHUNK states one
 * at a time, and each share's plan (where each hand may be written,
 * where each write leads) is made once for its blocks.  The compiler
 * turns the lanes into SIMD.
 * A Yahtzee (five alike) is written apart, as the joker and the Yahtzee
 * bonus read the state; the other hands through the boxes' results, each
 * result worked out once a block.
 *
 * Every number is the one the division and the order of operations of
 * the first build give (the same table to the bit): a mean's division by
 * 6 is made with a fused multiply-add where the machine has one (below),
 * which rounds as the division does. */
#include "config.h"

#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dice.h"
#include "never.h"
#include "progress.h"
#include "yams.h"
#include "yams_solver.h"
#include "yams_solver_table.h"

#define LANES 16                  /* states worked out together: a block */
#define CHUNK 64                  /* the most states of a share */
#define MAX_VALUES 64             /* distinct results of one box: 0, sums, joker's */
#define MAX_ROWS (2 * YAMS_BOXES_MAX + 3)   /* results a hand's write is the best of,
                                       padded */
#define THREADS_MAX 16

typedef yams_real lanes[LANES];

/* A share of the work: some of the states of a set of boxes filled, in
 * the table's order ((y * m + pair) * r + s, the capped total s the
 * fastest), at most CHUNK of them; a set of boxes with many is cut in
 * shares, so that both cores have work even where a level holds few sets
 * (its first and last levels, the columns filled in order). */
struct unit {
	uint16_t mask;
	uint8_t order;            /* enum yams_order */
	uint32_t start, count;
};

struct build;
struct work;
/* The widget on a block, compiled for the machine (solve_block_for). */
typedef void solve_block_fn(const struct build *b, struct work *w, const struct unit *u,
    struct yams_dims d, int j0);

struct build {
	const struct yams_rules *r;
	struct yams_dice_space ds;
	const struct yams_table_head *head;
	const uint32_t *off;
	yams_real *v;
	/* each box: its distinct results over the hands, 0 first (a scratch),
	 * which of them each hand makes, the joker's for five alike of each
	 * face (-1: none), and where its rows start among a block's results */
	int nval[YAMS_BOXES_MAX], first[YAMS_BOXES_MAX], nopt;
	int val[YAMS_BOXES_MAX][MAX_VALUES];
	unsigned char vidx[YAMS_BOXES_MAX][YAMS_HANDS];
	signed char jidx[YAMS_BOXES_MAX][7];
	int yahtzee_face[YAMS_HANDS];  /* the face of a hand of five alike, 0 */
	/* the boxes a hand may be worth more in than the best scratch: those
	 * it makes something in (every box where a scratch is no choice) */
	unsigned hand_boxes[YAMS_HANDS];
	int face_box[7];          /* the upper box of each face, -1 */
	/* the capped totals as the table counts them: the least of each step,
	 * and the step of each total up to the bonus's need */
	int *sub_value, *sub_index;
	/* the dice, as the widget reads them: the six keeps one die larger
	 * than each keep short of five, the keeps one die smaller than each
	 * (one a face it holds), and a hand's chance; and the keeps but the
	 * empty one in the order their best is worked out, smallest first
	 * and by the faces they hold (runs of as many keeps one die smaller,
	 * so that each run is one loop with no test) */
	int16_t add[YAMS_FIRST_HAND][6];
	int16_t sub[YAMS_KEEPS][6];
	uint16_t best_order[YAMS_KEEPS];
	struct best_run {
		uint16_t from, to;
		unsigned char faces;
	} best_run[5 * 5];
	int best_runs;
	yams_real chance[YAMS_HANDS];
	solve_block_fn *solve_block;
	/* the shares of the level being worked out, shared by the threads */
	const struct unit *units;
	int nunits;
	atomic_int next;
};

/* Where a write in box leads from u's set of boxes: the next set's
 * dimensions and where its values start, the same for each state. */
struct write_to {
	struct yams_dims nd;
	const yams_real *vn;
	bool upper;
};

/* One thread's room: the keeps' worth of a block (t, worked out in place
 * a throw after the other), each box's results written (opt, then the
 * best scratch, then a row of nothing), the Yahtzee bonus each state of
 * the block has to be had; and the plan of the share: where each box's
 * write leads, and the rows each hand is written as the best of (rows,
 * those of hand h from at[h]), the hands of five alike marked for the
 * bonus. */
struct work {
	lanes *t, *opt;
	lanes ybonus;
	struct write_to to[YAMS_BOXES_MAX];
	unsigned open;
	uint16_t at[YAMS_HANDS + 1];
	uint16_t rows[YAMS_HANDS * MAX_ROWS];
	bool five[YAMS_HANDS];
	/* the block's runs of one (y, pair): from lane run_j[i], the capped
	 * totals from run_s[i] */
	int runs, run_j[LANES + 1], run_s[LANES], run_y[LANES], run_pair[LANES];
};

static bool
work_init(struct work *w, const struct build *b)
{
	w->t = aligned_alloc(64, sizeof(lanes) * YAMS_KEEPS);
	w->opt = aligned_alloc(64, sizeof(lanes) * (size_t)(b->nopt + 2));
	if (w->t == NULL || w->opt == NULL)
		return false;
	for (int j = 0; j < LANES; j++)
		w->opt[b->nopt + 1][j] = -1e300;      /* never written over */
	return true;
}

static void
work_free(struct work *w)
{
	free(w->t);
	free(w->opt);
}

/* The index of result v among box's, added if new. */
static int
value_index(struct build *b, int box, int v)
{
	int i = 0;
	while (i < b->nval[box] && b->val[box][i] != v)
		i++;
	/* (a box's results are 0, 26 sums at most, and the joker's points) */
	if (i == b->nval[box] && ALWAYS(i < MAX_VALUES))
		b->val[box][b->nval[box]++] = v;
	return ALWAYS(i < MAX_VALUES) ? i : 0;
}

/* Each box's results over the hands: what the engine's scorer gives, and
 * for the full and the straights the joker's points of five alike. */
static void
results_prepare(struct build *b)
{
	const struct yams_rules *r = b->r;
	struct yams_column joker_col;
	memset(&joker_col, 0, sizeof joker_col);
	joker_col.filled = 0xffff;        /* every box filled: the joker in play */
	b->nopt = 0;
	for (int f = 1; f <= 6; f++)
		b->face_box[f] = yams_sheet_find(&r->sheet, YK_FACE, f);
	for (int box = 0; box < b->head->nboxes; box++) {
		b->nval[box] = 1;
		b->val[box][0] = 0;
		b->first[box] = b->nopt;
		for (int h = 0; h < YAMS_HANDS; h++) {
			struct tally t;
			bool made, joker;
			memcpy(t.count, b->ds.count[YAMS_FIRST_HAND + h], 7);
			b->vidx[box][h] = (unsigned char)value_index(b, box, yams_box_value(r, box, &t,
			    &made));
			int v = yams_write_value(r, &joker_col, box, &t, &made, &joker);
			if (yams_five_alike(&t)) {
				int f = 1;
				while (t.count[f] != 5)
					f++;
				b->yahtzee_face[h] = f;
				/* (a joker is written only under a joker rule: joker_on) */
				b->jidx[box][f] = (signed char)(joker && ALWAYS(b->head->joker != JOKER_NONE)
				    ? value_index(b, box, v) : -1);
			}
		}
		b->nopt += b->nval[box];
	}
	for (int h = 0; h < YAMS_HANDS; h++) {
		b->hand_boxes[h] = 0;
		for (int box = 0; box < b->head->nboxes; box++)
			if (b->vidx[box][h] != 0 || r->scratch_unmade)
				b->hand_boxes[h] |= 1u << box;
	}
}

/* The capped totals' steps, looked up per state rather than worked out
 * again; false if memory ran out. */
static bool
steps_prepare(struct build *b)
{
	const struct yams_table_head *h = b->head;
	int top = yams_table_sub(h, h->needs);
	b->sub_value = malloc((size_t)(top + 1) * sizeof *b->sub_value);
	b->sub_index = malloc((size_t)(h->needs + 1) * sizeof *b->sub_index);
	if (b->sub_value == NULL || b->sub_index == NULL)
		return false;
	for (int i = 0; i <= top; i++)
		b->sub_value[i] = yams_table_sub_value(h, i);
	for (int t = 0; t <= h->needs; t++)
		b->sub_index[t] = yams_table_sub(h, t);
	return true;
}

/* The dice as the widget reads them, in arrays of their own. */
static void
dice_prepare(struct build *b)
{
	const struct yams_dice_space *ds = &b->ds;
	int faces[YAMS_KEEPS], n = 0;
	for (int k = 0; k < YAMS_KEEPS; k++) {
		faces[k] = 0;
		for (int f = 1; f <= 6; f++) {
			if (k < YAMS_FIRST_HAND)
				b->add[k][f - 1] = ds->add[k][f];
			if (ds->sub[k][f] >= 0)
				b->sub[k][faces[k]++] = ds->sub[k][f];
		}
	}
	b->best_runs = 0;
	for (int size = 1; size <= 5; size++)
		for (int c = 1; c <= size; c++) {
			int from = n;
			for (int k = 0; k < YAMS_KEEPS; k++)
				if (ds->size[k] == size && faces[k] == c)
					b->best_order[n++] = (uint16_t)k;
			/* (some keep has each size 1 to 5 with each count of faces up to it) */
			if (ALWAYS(n > from))
				b->best_run[b->best_runs++] = (struct best_run){(uint16_t)from,
				    (uint16_t)n, (unsigned char)c};
		}
	for (int h = 0; h < YAMS_HANDS; h++)
		b->chance[h] = (yams_real)ds->chance[YAMS_FIRST_HAND + h];
}

/* The operations of the widget on the LANES values of a block, rows that
 * do not overlap: written so that the compiler makes SIMD of them. */
static inline __attribute__ ((always_inline)) yams_real
max2(yams_real a, yams_real b)
{
	return a > b ? a : b;
}

static inline __attribute__ ((always_inline)) void
max4(yams_real *restrict d, const yams_real *restrict a, const yams_real *restrict b,
    const yams_real *restrict c, const yams_real *restrict e)
{
	for (int j = 0; j < LANES; j++)
		d[j] = max2(max2(a[j], b[j]), max2(c[j], e[j]));
}

static inline __attribute__ ((always_inline)) void
max3_into(yams_real *restrict d, const yams_real *restrict a, const yams_real *restrict b,
    const yams_real *restrict c)
{
	for (int j = 0; j < LANES; j++)
		d[j] = max2(max2(d[j], a[j]), max2(b[j], c[j]));
}

/* d the most of the rows idx[0] to idx[count - 1] of base (count 4,
 * 7, 10..., the list padded with repeats; none of them d): four at a
 * time, then three more into d. */
static inline __attribute__ ((always_inline)) void
max_of(yams_real *restrict d, const lanes *base, const uint16_t *idx, int count)
{
	max4(d, base[idx[0]], base[idx[1]], base[idx[2]], base[idx[3]]);
	for (int i = 4; i < count; i += 3)
		max3_into(d, base[idx[i]], base[idx[i + 1]], base[idx[i + 2]]);
}

/* d the most of itself and the first n of a, b, c, e, g (n given as a
 * constant; none of them d).  (Each copy inlined has its n: a test can take
 * one side only of its comparisons, which are no decisions at run time and
 * are not counted by `make coverage`.  A loop over the rows instead cost
 * the kernel three times its instructions; rows padded to five would make
 * this step half again as many comparisons.) */
static inline __attribute__ ((always_inline)) void
max5_into(yams_real *restrict d, const yams_real *restrict a, const yams_real *restrict b,
    const yams_real *restrict c, const yams_real *restrict e, const yams_real *restrict g,
    int n)
{
	for (int j = 0; j < LANES; j++) {
		yams_real m = max2(d[j], a[j]);
		/* GCOVR_EXCL_BR_START */
		m = n > 1 ? max2(m, b[j]) : m;
		m = n > 2 ? max2(m, c[j]) : m;
		m = n > 3 ? max2(m, e[j]) : m;
		d[j] = n > 4 ? max2(m, g[j]) : m;
		/* GCOVR_EXCL_BR_STOP */
	}
}

/* The best keep within each keep of run r (all holding as many faces,
 * `faces`, given as a constant): the most of its own worth and the best
 * of each keep one die smaller, which are worked out before it; in
 * place. */
static inline __attribute__ ((always_inline)) void
best_of_run(const struct build *b, lanes *t, const struct best_run *r, int faces)
{
	for (int i = r->from; i < r->to; i++) {
		int k = b->best_order[i];
		const int16_t *sub = b->sub[k];    /* (0 past its faces: t[0]) */
		max5_into(t[k], t[sub[0]], t[sub[1]], t[sub[2]], t[sub[3]], t[sub[4]], faces);
	}
}

/* The best keep within each keep, smallest first; in place. */
static inline __attribute__ ((always_inline)) void
best_keeps(const struct build *b, lanes *t)
{
	for (int g = 0; g < b->best_runs; g++) {
		const struct best_run *r = &b->best_run[g];
		switch (r->faces) {
		case 1: best_of_run(b, t, r, 1); break;
		case 2: best_of_run(b, t, r, 2); break;
		case 3: best_of_run(b, t, r, 3); break;
		case 4: best_of_run(b, t, r, 4); break;
		default: best_of_run(b, t, r, 5); break;
		}
	}
}

/* x / 6, as the division rounds it: where fused, a product by 1/6 mended
 * by the remainder, worked out exactly by a fused multiply-add (a
 * quotient within an ulp, mended so, is the one rounded to nearest:
 * Markstein's theorem), some four times faster than a division of
 * vectors; in double only (the digits' check in long double divides). */
static inline __attribute__ ((always_inline)) yams_real
sixth(yams_real x, bool fused)
{
	if (!fused || sizeof x != sizeof(double))    /* GCOVR_EXCL_BR_LINE: constants of each copy */
		return x / 6;
	double q = (double)x * (1.0 / 6);
	return fma(fma(-q, 6, (double)x), 1.0 / 6, q);
}

static inline __attribute__ ((always_inline)) void
mean6(yams_real *restrict d, const yams_real *restrict a0, const yams_real *restrict a1,
    const yams_real *restrict a2, const yams_real *restrict a3, const yams_real *restrict a4,
    const yams_real *restrict a5, bool fused)
{
	for (int j = 0; j < LANES; j++)
		d[j] = sixth(a0[j] + a1[j] + a2[j] + a3[j] + a4[j] + a5[j], fused); /* GCOVR_EXCL_BR_LINE: sixth's constant */
}

static inline __attribute__ ((always_inline)) void
add_scaled(yams_real *restrict d, yams_real c, const yams_real *restrict o)
{
	for (int j = 0; j < LANES; j++)
		d[j] += c * o[j];
}

static struct write_to
write_to(const struct build *b, const struct unit *u, int box)
{
	unsigned nmask = u->mask | 1u << box;
	return (struct write_to){yams_table_dims(b->head, nmask),
	    b->v + b->off[yams_table_slot(b->head, u->order, nmask)], b->head->box[box][4] != 0};
}

/* The state a write of v in box leads to from (mask, y, pair): where its
 * values start, and the points the write makes apart from the capped
 * total's (the lone pair's counted when it is completed). */
static const yams_real *
write_next(const struct build *b, const struct write_to *to, unsigned mask, int box, int v,
    int y, int pair, int *points)
{
	const struct yams_table_head *h = b->head;
	int ny = box == h->five ? h->ybonus > 0 && v > 0 : to->nd.y > 1 ? y : 0;
	int npair = to->nd.m > 1 ? pair : 0;
	*points = to->upper ? 0 : v;
	/* (pmin and pmax are -1 together, and box is 0 or more) */
	if ((box == h->pmin || box == h->pmax) && ALWAYS(h->pmin >= 0)) {
		int other = box == h->pmin ? h->pmax : h->pmin;
		if (!(mask >> other & 1)) {
			npair = yams_table_pair(h, v);
			*points = 0;
		} else {
			int w = yams_table_pair_value(h, pair);
			int lo = box == h->pmin ? v : w, hi = box == h->pmin ? w : v;
			*points = yams_minmax_voids(b->r, lo, hi) ? 0 : lo + hi;
		}
	}
	return to->vn + (ny * to->nd.m + npair) * to->nd.r;
}

/* The worth of writing v in box into the states of u from its state j
 * on, len of them, all of one (y, pair) and capped totals from s0: the
 * points, then the state the write leads to; into o. */
static inline __attribute__ ((always_inline)) void
write_run(const struct build *b, const struct unit *u, const struct write_to *to, int box,
    int v, int y, int pair, int s0, int len, yams_real *o)
{
	const struct yams_table_head *h = b->head;
	int points;
	const yams_real *vn = write_next(b, to, u->mask, box, v, y, pair, &points);
	if (!to->upper) {         /* the capped total as it was (nd.r is r) */
		for (int s = 0; s < len; s++)
			o[s] = (yams_real)points + vn[s0 + s];
		return;
	}
	for (int s = 0; s < len; s++) {
		int from = b->sub_value[s0 + s], t = from + v, bonus = 0;
		if (h->needs > 0 && from < h->needs && t >= h->needs)
			bonus = h->bonus;
		int ns = to->nd.r == 1 ? 0 : b->sub_index[t < h->needs ? t : h->needs];
		o[s] = (yams_real)(v + bonus) + vn[ns];
	}
}

/* The block of u's states from its j0-th: its runs of one (y, pair). */
static void
block_runs(struct work *w, const struct unit *u, struct yams_dims d, int j0)
{
	int len = (int)u->count - j0 < LANES ? (int)u->count - j0 : LANES;
	w->runs = 0;
	for (int j = 0; j < len; ) {
		int at = (int)u->start + j0 + j, s0 = at % d.r, q = at / d.r;
		w->run_j[w->runs] = j;
		w->run_s[w->runs] = s0;
		w->run_y[w->runs] = q / d.m;
		w->run_pair[w->runs] = q % d.m;
		w->runs++;
		j += d.r - s0 < len - j ? d.r - s0 : len - j;
	}
	w->run_j[w->runs] = len;
}

/* The worth of writing each result of each open box into the block's
 * states (0 past them), into their rows of w->opt; and the best scratch
 * (every open box's 0) into its own. */
static inline __attribute__ ((always_inline)) void
writes_block(const struct build *b, struct work *w, const struct unit *u)
{
	yams_real *sb = w->opt[b->nopt];
	for (int j = 0; j < LANES; j++)
		sb[j] = -1e300;
	for (unsigned m = w->open; m != 0; m &= m - 1) {
		int box = __builtin_ctz(m);
		for (int i = 0; i < b->nval[box]; i++) {
			yams_real *o = w->opt[b->first[box] + i];
			for (int k = 0; k < w->runs; k++)
				write_run(b, u, &w->to[box], box, b->val[box][i], w->run_y[k],
				    w->run_pair[k], w->run_s[k], w->run_j[k + 1] - w->run_j[k],
				    o + w->run_j[k]);
			for (int j = w->run_j[w->runs]; j < LANES; j++)
				o[j] = 0;
		}
		if (!b->head->scratch_unmade) {   /* else a 0 only where unmade: its result */
			const yams_real *restrict z = w->opt[b->first[box]];
			for (int j = 0; j < LANES; j++)
				sb[j] = max2(sb[j], z[j]);
		}
	}
}

/* The Yahtzee bonus each of the block's states has to be had. */
static void
block_bonus(const struct build *b, struct work *w, const struct unit *u, struct yams_dims d,
    int j0)
{
	for (int j = 0; j < LANES; j++) {
		int at = (int)u->start + j0 + j;
		bool y = j < w->run_j[w->runs] && at / (d.r * d.m) > 0;
		w->ybonus[j] = y ? b->head->ybonus : 0;
	}
}

/* Two throws back from the hands as written (in w->t), in place: each
 * keep's worth (largest first, from the keeps one die larger), then the
 * best keep within each (smallest first, from the keeps one die
 * smaller); the second throw reads the first's best hands, and the turn's
 * first throw, of five, the second's: its worth into acc. */
static inline __attribute__ ((always_inline)) void
throws_back(const struct build *b, struct work *w, yams_real *restrict acc, bool fused)
{
	lanes *t = w->t;
	for (int j = 0; j < LANES; j++)
		acc[j] = 0;
	for (int layer = 0; layer < 2; layer++) {
		for (int k = YAMS_FIRST_HAND - 1; k >= 0; k--) {
			const int16_t *a = b->add[k];
			mean6(t[k], t[a[0]], t[a[1]], t[a[2]], t[a[3]], t[a[4]], t[a[5]], fused);
		}
		best_keeps(b, t);
	}
	for (int h = 0; h < YAMS_HANDS; h++)
		add_scaled(acc, b->chance[h], t[YAMS_FIRST_HAND + h]);
}

/* The values of the block of u's states from its j0-th (of set of boxes
 * d): each box's results written now, then the turn back to its start;
 * into the table. */
static inline __attribute__ ((always_inline)) void
solve_block_with(const struct build *b, struct work *w, const struct unit *u,
    struct yams_dims d, int j0, bool fused)
{
	block_runs(w, u, d, j0);
	writes_block(b, w, u);
	bool bonus = d.y > 1;
	if (bonus)
		block_bonus(b, w, u, d, j0);
	for (int h = 0; h < YAMS_HANDS; h++) {
		yams_real *restrict hand = w->t[YAMS_FIRST_HAND + h];
		max_of(hand, w->opt, w->rows + w->at[h], w->at[h + 1] - w->at[h]);
		for (int j = 0; bonus && w->five[h] && j < LANES; j++)
			hand[j] += w->ybonus[j];
	}
	lanes acc;
	throws_back(b, w, acc, fused);
	yams_real *out = b->v + b->off[yams_table_slot(b->head, u->order, u->mask)];
	memcpy(out + u->start + j0, acc, (size_t)w->run_j[w->runs] * sizeof(yams_real));
}

/* The widget for each machine, chosen as the build starts: x86-64
 * machines have AVX2 and its fused multiply-add more often than not, and
 * the widget is all vector work: a copy of it for them, and one for
 * AVX-512; elsewhere, fused where the machine says it is fast.  Each lane
 * the same operations, so the same table. */
static void
solve_block_plain(const struct build *b, struct work *w, const struct unit *u,
    struct yams_dims d, int j0)
{
#ifdef FP_FAST_FMA
	solve_block_with(b, w, u, d, j0, true);
#else
	solve_block_with(b, w, u, d, j0, false);
#endif
}

#if defined(__x86_64__) && defined(__GNUC__)
__attribute__ ((target("avx2,fma"))) static void
solve_block_avx2(const struct build *b, struct work *w, const struct unit *u,
    struct yams_dims d, int j0)
{
	solve_block_with(b, w, u, d, j0, true);
}

__attribute__ ((target("avx512f"))) static void
solve_block_avx512(const struct build *b, struct work *w, const struct unit *u,
    struct yams_dims d, int j0)
{
	solve_block_with(b, w, u, d, j0, true);
}
#endif

/* The widget the builds use, YAMS_KERNEL_BEST unless a test chose one
 * (yams_solver_use_kernel). */
static enum yams_kernel kernel_chosen = YAMS_KERNEL_BEST;

static solve_block_fn *
solve_block_for(enum yams_kernel k)
{
#if defined(__x86_64__) && defined(__GNUC__)
	__builtin_cpu_init();
	bool avx512 = __builtin_cpu_supports("avx512f");
	bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
	if (avx512 && (k == YAMS_KERNEL_BEST || k == YAMS_KERNEL_AVX512)) /* untaken: no AVX-512 here */
		return solve_block_avx512;
	if (avx2 && (k == YAMS_KERNEL_BEST || k == YAMS_KERNEL_AVX2))   /* untaken: the processor's */
		return solve_block_avx2;
#endif
	return k == YAMS_KERNEL_BEST || k == YAMS_KERNEL_PLAIN ? solve_block_plain : NULL; /* untaken: as above */
}

bool
yams_solver_use_kernel(enum yams_kernel k)
{
	if (solve_block_for(k) == NULL)
		return false;
	kernel_chosen = k;
	return true;
}

/* The boxes a Yahtzee of face f may go in among open, with the joker in
 * play or not (the forced joker's order; any under the others). */
static unsigned
yahtzee_open(const struct build *b, unsigned mask, unsigned open, int f, bool *joker)
{
	const struct yams_table_head *h = b->head;
	int fb = b->face_box[f];
	/* (asked only where the joker or the Yahtzee bonus is counted, each of
	 * which needs a box of five alike) */
	bool five = ALWAYS(h->five >= 0) && (mask >> h->five & 1);
	*joker = h->joker != JOKER_NONE && five && (fb < 0 || (mask >> fb & 1));
	if (h->joker != JOKER_FORCED || !five)
		return open;
	if (fb >= 0 && (open >> fb & 1))
		return 1u << fb;
	unsigned lower = open & ~h->upper;
	return lower != 0 ? lower : open;
}
static unsigned
open_boxes(const struct yams_table_head *h, enum yams_order order, unsigned mask)
{
	unsigned all = (1u << h->nboxes) - 1;
	if (order == ORDER_ANY)
		return all & ~mask;
	int filled = 0;
	for (unsigned m = mask; m != 0; m &= m - 1)
		filled++;
	return 1u << (order == ORDER_DOWN ? filled : h->nboxes - 1 - filled);
}

/* The rows a hand of five alike (face f) is written as the best of: the
 * joker, the forced order (no row: nothing, -1e300); into rows. */
static int
yahtzee_rows(const struct build *b, unsigned mask, unsigned open, int h, int f,
    uint16_t *rows)
{
	bool joker;
	unsigned allowed = yahtzee_open(b, mask, open, f, &joker);
	int count = 0;
	for (unsigned m = allowed; m != 0; m &= m - 1) {
		int box = __builtin_ctz(m);
		int idx = joker && b->jidx[box][f] >= 0 ? b->jidx[box][f] : b->vidx[box][h];
		rows[count++] = (uint16_t)(b->first[box] + idx);
		if (!b->head->scratch_unmade)
			rows[count++] = (uint16_t)b->first[box];
	}
	/* (yahtzee_open leaves a box open where any is: its face's, else the
	 * lower part's, else any) */
	if (NEVER(count == 0))
		rows[count++] = (uint16_t)(b->nopt + 1);
	return count;
}

/* The plan of share u, the same for each of its blocks: the boxes open,
 * where a write in each leads, and the rows each hand is written as the
 * best of: the open boxes' results for it, or the best scratch (which
 * holds every open box's 0 already); a Yahtzee apart where the joker or
 * the bonus read the state. */
static void
plan(const struct build *b, struct work *w, const struct unit *u)
{
	bool apart = b->head->joker != JOKER_NONE || b->head->ybonus > 0;
	w->open = open_boxes(b->head, u->order, u->mask);
	for (unsigned m = w->open; m != 0; m &= m - 1)
		w->to[__builtin_ctz(m)] = write_to(b, u, __builtin_ctz(m));
	int n = 0;
	for (int h = 0; h < YAMS_HANDS; h++) {
		uint16_t *rows = w->rows + n;
		int count = 0;
		w->at[h] = (uint16_t)n;
		w->five[h] = apart && b->yahtzee_face[h] > 0;
		if (w->five[h]) {
			count = yahtzee_rows(b, u->mask, w->open, h, b->yahtzee_face[h], rows);
		} else {
			rows[count++] = (uint16_t)b->nopt;
			for (unsigned m = w->open & b->hand_boxes[h]; m != 0; m &= m - 1) {
				int box = __builtin_ctz(m);
				rows[count++] = (uint16_t)(b->first[box] + b->vidx[box][h]);
			}
		}
		for (; count < 4 || (count - 4) % 3 != 0; count++)
			rows[count] = rows[0];     /* padded as max_of reads */
		n += count;
	}
	w->at[YAMS_HANDS] = (uint16_t)n;
}

static void
solve(const struct build *b, struct work *w, const struct unit *u)
{
	struct yams_dims d = yams_table_dims(b->head, u->mask);
	if (u->mask == (1u << b->head->nboxes) - 1) {
		yams_real *out = b->v + b->off[yams_table_slot(b->head, u->order, u->mask)];
		memset(out + u->start, 0, (size_t)u->count * sizeof *out);
		return;
	}
	plan(b, w, u);
	for (int j0 = 0; j0 < (int)u->count; j0 += LANES)
		b->solve_block(b, w, u, d, j0);
}

static void *
worker(void *arg)
{
	struct build *b = arg;
	struct work w;
	bool ok = work_init(&w, b);
	for (;;) {
		int i = atomic_fetch_add(&b->next, 1);
		if (i >= b->nunits)
			break;
		if (ok)        /* untaken: a worker's allocation failing */
			solve(b, &w, &b->units[i]);
	}
	work_free(&w);
	return (void *)(uintptr_t)ok;
}

/* Works out the shares of one level (all as many boxes filled) on n
 * threads, this one among them; false if memory ran out. */
static bool
run_level(struct build *b, const struct unit *units, int nunits, int threads)
{
	pthread_t tid[THREADS_MAX];
	int started = 0;
	b->units = units;
	b->nunits = nunits;
	atomic_store(&b->next, 0);
	for (int t = 1; t < threads && t < nunits; t++)
		if (pthread_create(&tid[started], NULL, worker, b) == 0)
			started++;
	bool ok = worker(b) != NULL;
	for (int t = 0; t < started; t++) {
		void *res;
		pthread_join(tid[t], &res);
		ok = ok && res != NULL;   /* untaken: a thread's allocation failing */
	}
	return ok;
}

/* The head and the offsets into table: where each set of boxes filled
 * starts. */
static void
layout(struct yams_table_head *h, void *table)
{
	uint32_t *off = yams_table_offsets(table), n = 0;
	memcpy(table, h, sizeof *h);
	/* the bytes between the offsets and the values too: a table is kept
	 * on disk and compared as bytes */
	char *values = (char *)yams_table_values(table);
	memset(off, 0, (size_t)(values - (char *)off));
	for (uint32_t i = 0; i < h->nslots; i++)
		off[i] = YAMS_NO_SLOT;
	for (unsigned mask = 0; mask < 1u << h->nboxes; mask++) {
		struct yams_dims d = yams_table_dims(h, mask);
		off[mask] = n;
		n += (uint32_t)(d.r * d.m * d.y);
	}
	for (int o = 0; h->ordered && o < 2; o++)
		for (int k = 0; k <= h->nboxes; k++) {
			enum yams_order order = o == 0 ? ORDER_DOWN : ORDER_UP;
			unsigned mask = yams_table_ordered_mask(h, order, k);
			struct yams_dims d = yams_table_dims(h, mask);
			off[yams_table_slot(h, order, mask)] = n;
			n += (uint32_t)(d.r * d.m * d.y);
		}
}

static int
shares_of(struct yams_dims d)
{
	return (d.r * d.m * d.y + CHUNK - 1) / CHUNK;
}

/* The shares of mask filled in order, after the n of units already: its
 * states cut in as few shares of at most CHUNK as will do, of sizes as
 * even as vectors allow. */
static int
add_units(const struct build *b, enum yams_order order, unsigned mask, struct unit *units,
    int n)
{
	struct yams_dims d = yams_table_dims(b->head, mask);
	int states = d.r * d.m * d.y, shares = shares_of(d);
	int each = ((states + shares - 1) / shares + LANES - 1) / LANES * LANES;
	for (int start = 0; start < states; start += each)
		units[n++] = (struct unit){(uint16_t)mask, (uint8_t)order, (uint32_t)start,
		    (uint32_t)(states - start < each ? states - start : each)};
	return n;
}

/* The most shares a level may have: those of every set of boxes, and
 * once more the most of one (the empty column, down and up). */
static size_t
units_most(const struct yams_table_head *h)
{
	size_t all = 0, most = 0;
	for (unsigned mask = 0; mask < 1u << h->nboxes; mask++) {
		size_t n = (size_t)shares_of(yams_table_dims(h, mask));
		all += n;
		most = n > most ? n : most;
	}
	return all + most;
}

/* Every level, from the full sheet back to the empty one: the sets of
 * boxes filled in any order, then the columns filled down and up
 * together (each a set of boxes a level). */
static bool
run_orders(struct build *b, struct unit *units, int threads)
{
	const struct yams_table_head *h = b->head;
	bool ok = true;
	int done = 0;
	for (int filled = h->nboxes; filled >= 0 && ok; filled--) { /* untaken: allocation failing */
		int n = 0, masks = 0;
		for (unsigned mask = 0; mask < 1u << h->nboxes; mask++)
			if (__builtin_popcount(mask) == filled)
				n = add_units(b, ORDER_ANY, mask, units, n), masks++;
		ok = run_level(b, units, n, threads);
		/* (the sheets worked out so far, a level of boxes filled at a
		 * time) */
		progress_report(done += masks, 1u << h->nboxes);
	}
	for (int filled = h->nboxes; filled >= 0 && ok && h->ordered; filled--) { /* untaken: the same */
		int n = 0;
		for (int o = 0; o < 2; o++) {
			enum yams_order order = o == 0 ? ORDER_DOWN : ORDER_UP;
			n = add_units(b, order, yams_table_ordered_mask(h, order, filled), units, n);
		}
		ok = run_level(b, units, n, threads);
	}
	return ok;
}

void
yams_solver_build(const struct yams_rules *r, size_t limit, void *table, int threads)
{
	struct yams_table_head h;
	yams_table_head(r, limit, &h);
	struct build *b = calloc(1, sizeof *b);
	struct unit *units = malloc(units_most(&h) * sizeof *units);
	if (threads <= 0) {
		long n = sysconf(_SC_NPROCESSORS_ONLN);
		threads = n < 1 ? 1 : n > THREADS_MAX ? THREADS_MAX : (int)n; /* untaken: this machine's cores */
	}
	threads = threads > THREADS_MAX ? THREADS_MAX : threads;
	bool ok = b != NULL && units != NULL;   /* untaken: an allocation failing */
	if (ok) {                               /* untaken: the same */
		layout(&h, table);
		b->r = r;
		b->head = table;
		b->off = yams_table_offsets(table);
		b->v = yams_table_values(table);
		yams_dice_space_init(&b->ds);
		dice_prepare(b);
		results_prepare(b);
		b->solve_block = solve_block_for(kernel_chosen);
		/* untaken: an allocation failing for the steps or the threads' work: no faults
		 * session builds a Yams table */
		ok = steps_prepare(b) && run_orders(b, units, threads);
	}
	if (!ok)    /* untaken: out of memory, as above: a table that fits nothing */
		memset(table, 0, sizeof h);
	if (b != NULL) {   /* untaken: an allocation failing */
		free(b->sub_value);
		free(b->sub_index);
	}
	free(units);
	free(b);
}
