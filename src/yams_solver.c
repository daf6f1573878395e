/* The solitaire strategy of a Yams column: the table of expected points to
 * come of every state, built once by backward induction (yams_solver.h).
 *
 * A state is (boxes filled, total of 1 to 6 capped at the bonus's need,
 * the index of Minimum's or Maximum's value while only one is written).
 * The capped total only exists while some of 1 to 6 is empty and only up
 * to what the filled ones can hold; the pair's value only while exactly one
 * of the two is written.  A state's value is worked out by the turn widget:
 * the 252 hands of five dice each written in its best box, then two throws
 * back, each a keep (any sub-multiset) and a throw of the others.  The
 * throw of n dice is taken one die at a time (a keep's worth is the mean of
 * the six keeps one die larger), and the best keep within a hand by
 * removing one die at a time, so that a throw costs some 2,400 operations,
 * not the 4,368 keep-to-throw pairs and 32 keeps a hand.
 *
 * States differing only in the capped total share everything but the
 * index they read in the next states, so they are worked out together, as
 * vectors of doubles over that total: the compiler turns the inner loops
 * into SIMD.  Doubles, so that the figures published (the optimal
 * expected score) are exact in every digit shown: floats held them to a
 * few parts in ten million, the fourth decimal rounding. */
#include "config.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dice.h"
#include "progress.h"
#include "yams.h"
#include "yams_solver.h"

#define SHEET (1u << YAMS_BOXES)
#define FULL_MASK (SHEET - 1)
#define UPPER_MASK ((1u << YAMS_UPPER) - 1)
#define LANES 8                   /* vectors are padded to a multiple of this */
#define ORDERED_SLOTS (YAMS_BOXES + 1)
#define MAX_VALUES 40             /* distinct results of one box: 0 and up to 37 fulls */
#define MAGIC 0x59414d53u         /* "YAMS" */

/* The table: this head, then the values (doubles) of the states. */
struct head {
	uint32_t magic, version;
	/* what the values depend on: the tables of columns filled in order,
	 * the bonus as it counts, the Minimum/Maximum rule, the boxes' values */
	int32_t ordered, needs, bonus, pair_rule, five_full, suite, carre, yams, scratch_unmade;
	uint32_t values;
	/* where each mask's values start: any order, then desc and asc by
	 * boxes filled (three columns only; else UINT32_MAX) */
	uint32_t off[SHEET + 2 * ORDERED_SLOTS];
};

static double *
values_of(void *table)
{
	return (double *)((char *)table + sizeof(struct head));
}

static const double *
values_of_const(const void *table)
{
	return (const double *)((const char *)table + sizeof(struct head));
}

/* ---- the dice */

/* The counts of faces 6 to 1 read as a number in base 6. */
static int
code_of(const unsigned char c[7])
{
	int code = 0;
	for (int f = 6; f >= 1; f--)
		code = code * 6 + c[f];
	return code;
}

void
yams_dice_space_init(struct yams_dice_space *s)
{
	static const int fact[6] = {1, 1, 2, 6, 24, 120};
	unsigned char c[7] = {0};
	int n = 0;
	memset(s, 0, sizeof *s);
	memset(s->index, -1, sizeof s->index);
	/* by size, then by code: the loops run the code upwards */
	for (int size = 0; size <= 5; size++)
		for (c[6] = 0; c[6] <= size; c[6]++)
		for (c[5] = 0; c[6] + c[5] <= size; c[5]++)
		for (c[4] = 0; c[6] + c[5] + c[4] <= size; c[4]++)
		for (c[3] = 0; c[6] + c[5] + c[4] + c[3] <= size; c[3]++)
		for (c[2] = 0; c[6] + c[5] + c[4] + c[3] + c[2] <= size; c[2]++) {
			c[1] = (unsigned char)(size - c[6] - c[5] - c[4] - c[3] - c[2]);
			memcpy(s->count[n], c, 7);
			s->index[code_of(c)] = (int16_t)n;
			n++;
		}
	for (int k = 0; k < YAMS_KEEPS; k++) {
		int size = 0, ways = 120;
		for (int f = 1; f <= 6; f++)
			size += s->count[k][f], ways /= fact[s->count[k][f]];
		s->size[k] = (unsigned char)size;
		s->chance[k] = size == 5 ? ways / 7776.0 : 0;
		int code = code_of(s->count[k]);
		for (int f = 1, weight = 1; f <= 6; f++, weight *= 6) {
			s->add[k][f] = size < 5 ? s->index[code + weight] : -1;
			s->sub[k][f] = s->count[k][f] > 0 ? s->index[code - weight] : -1;
		}
	}
}

int
yams_dice_index(const struct yams_dice_space *s, const struct tally *t)
{
	int size = 0;
	for (int f = 1; f <= 6; f++)
		size += t->count[f];
	return size > 5 ? -1 : s->index[code_of(t->count)];
}

void
yams_throw_layer(const struct yams_dice_space *s, const double *after, double *keep,
    double *best)
{
	for (int k = YAMS_KEEPS - 1; k >= 0; k--) {
		if (k >= YAMS_FIRST_HAND) {
			keep[k] = after[k];
			continue;
		}
		double sum = 0;
		for (int f = 1; f <= 6; f++)
			sum += keep[s->add[k][f]];
		keep[k] = sum / 6;
	}
	for (int k = 0; k < YAMS_KEEPS; k++) {
		best[k] = keep[k];
		for (int f = 1; f <= 6; f++)
			if (s->sub[k][f] >= 0 && best[s->sub[k][f]] > best[k])
				best[k] = best[s->sub[k][f]];
	}
}

void
yams_throw_layer_carry(const struct yams_dice_space *s, const double *after, double *keep,
    double *best, const double *carry_after, double *carry_keep, double *carry_best)
{
	for (int k = YAMS_KEEPS - 1; k >= 0; k--) {
		if (k >= YAMS_FIRST_HAND) {
			keep[k] = after[k];
			carry_keep[k] = carry_after[k];
			continue;
		}
		double sum = 0, carry = 0;
		for (int f = 1; f <= 6; f++)
			sum += keep[s->add[k][f]], carry += carry_keep[s->add[k][f]];
		keep[k] = sum / 6;
		carry_keep[k] = carry / 6;
	}
	for (int k = 0; k < YAMS_KEEPS; k++) {
		best[k] = keep[k];
		carry_best[k] = carry_keep[k];
		for (int f = 1; f <= 6; f++) {
			int sub = s->sub[k][f];
			if (sub >= 0 && best[sub] > best[k])
				best[k] = best[sub], carry_best[k] = carry_best[sub];
		}
	}
}

/* ---- the states and the table's layout */

static int
pair_index(int v)
{
	return v <= 0 ? 0 : v < 5 ? 1 : v > 30 ? YAMS_PAIR_VALUES - 1 : v - 4;
}

static int
pair_value(int i)
{
	return i == 0 ? 0 : i + 4;
}

/* How many capped totals (r) and pair values (m) a mask's states have. */
static void
dims(int needs, bool pair_rule, unsigned mask, int *r, int *m)
{
	unsigned upper = mask & UPPER_MASK;
	int most = 0;
	for (int b = 0; b < YAMS_UPPER; b++)
		if (upper >> b & 1)
			most += 5 * (b + 1);
	*r = needs == 0 || upper == UPPER_MASK ? 1 : (most < needs ? most : needs) + 1;
	bool min = mask >> BOX_MIN & 1, max = mask >> BOX_MAX & 1;
	*m = pair_rule && min != max ? YAMS_PAIR_VALUES : 1;
}

static bool
ordered_tables(const struct yams_rules *r)
{
	return yams_modes[r->mode].columns == 3;
}

/* The masks of a column filled in order after `filled` boxes. */
static unsigned
ordered_mask(enum yams_order order, int filled)
{
	return order == ORDER_DOWN ? (1u << filled) - 1
	    : FULL_MASK & ~((1u << (YAMS_BOXES - filled)) - 1);
}

static int
boxes_in(unsigned mask)
{
	int n = 0;
	for (; mask != 0; mask &= mask - 1)
		n++;
	return n;
}

static int
slot_of(enum yams_order order, unsigned mask)
{
	if (order == ORDER_ANY)
		return (int)mask;
	int base = order == ORDER_DOWN ? 0 : ORDERED_SLOTS;
	return (int)SHEET + base + boxes_in(mask);
}

static void
head_fill(const struct yams_rules *r, struct head *h)
{
	memset(h, 0, sizeof *h);
	h->magic = MAGIC;
	h->version = YAMS_SOLVER_VERSION;
	h->ordered = ordered_tables(r);
	h->needs = yams_bonus_needs(r);
	h->bonus = h->needs > 0 ? r->bonus : 0;
	h->pair_rule = yams_modes[r->mode].minmax;
	h->five_full = r->five_alike_full;
	h->suite = r->suite, h->carre = r->carre, h->yams = r->yams;
	h->scratch_unmade = r->scratch_unmade;
	uint32_t n = 0;
	for (unsigned mask = 0; mask < SHEET; mask++) {
		int rr, m;
		dims(h->needs, h->pair_rule, mask, &rr, &m);
		h->off[mask] = n;
		n += (uint32_t)(rr * m);
	}
	for (int o = 0; o < 2; o++)
		for (int p = 0; p < ORDERED_SLOTS; p++) {
			enum yams_order order = o == 0 ? ORDER_DOWN : ORDER_UP;
			int rr, m;
			if (!ordered_tables(r)) {
				h->off[SHEET + o * ORDERED_SLOTS + p] = UINT32_MAX;
				continue;
			}
			dims(h->needs, h->pair_rule, ordered_mask(order, p), &rr, &m);
			h->off[SHEET + o * ORDERED_SLOTS + p] = n;
			n += (uint32_t)(rr * m);
		}
	h->values = n;
}

size_t
yams_solver_table_size(const struct yams_rules *r)
{
	struct head h;
	head_fill(r, &h);
	return sizeof h + (size_t)h.values * sizeof(double);
}

bool
yams_solver_table_fits(const struct yams_rules *r, const void *table)
{
	const struct head *t = table;
	struct head h;
	head_fill(r, &h);
	return t->magic == MAGIC && t->version == YAMS_SOLVER_VERSION && t->ordered == h.ordered
	    && t->needs == h.needs && t->bonus == h.bonus && t->pair_rule == h.pair_rule
	    && t->five_full == h.five_full && t->suite == h.suite && t->carre == h.carre
	    && t->yams == h.yams && t->scratch_unmade == h.scratch_unmade
	    && t->values == h.values;
}

bool
yams_solver_table_key(const struct yams_rules *r, char *buf, size_t len)
{
	struct head h;
	head_fill(r, &h);
	int n = snprintf(buf, len, "ordered=%d\nneeds=%d\nbonus=%d\nminmax=%d\nfivefull=%d\n"
	    "suite=%d\ncarre=%d\nyams=%d\nscratch=%s\n", (int)h.ordered, (int)h.needs,
	    (int)h.bonus, (int)h.pair_rule, (int)h.five_full, (int)h.suite, (int)h.carre,
	    (int)h.yams, h.scratch_unmade ? "unmade" : "any");
	return n > 0 && (size_t)n < len;
}

size_t
yams_solver_states(const void *table)
{
	return ((const struct head *)table)->values;
}

struct yams_col_state
yams_solver_col_state(const struct yams_rules *r, const struct yams_column *c, int *pending)
{
	struct yams_col_state s = {c->filled & FULL_MASK, 0, 0};
	int needs = yams_bonus_needs(r);
	struct yams_sums sums = yams_column_sums(r, c);
	if (needs > 0 && (s.mask & UPPER_MASK) != UPPER_MASK)
		s.sub = sums.upper < needs ? sums.upper : needs;
	*pending = 0;
	bool min = s.mask >> BOX_MIN & 1, max = s.mask >> BOX_MAX & 1;
	if (yams_modes[r->mode].minmax && min != max) {
		int box = min ? BOX_MIN : BOX_MAX;
		s.pair = pair_index(c->value[box]);
		*pending = c->value[box];
	}
	return s;
}

double
yams_solver_value(const void *table, enum yams_order order, struct yams_col_state s)
{
	const struct head *h = table;
	int r, m;
	dims(h->needs, h->pair_rule, s.mask, &r, &m);
	uint32_t off = h->off[slot_of(order, s.mask)];
	if (off == UINT32_MAX)
		return 0;
	int sub = s.sub < r ? s.sub : r - 1;
	int pair = s.pair < m ? s.pair : 0;
	return values_of_const(table)[off + (uint32_t)(pair * r + sub)];
}

int
yams_solver_write(const struct yams_rules *r, struct yams_col_state s, int box, int v,
    struct yams_col_state *next)
{
	int needs = yams_bonus_needs(r), points = 0;
	*next = s;
	next->mask = (uint16_t)(s.mask | 1u << box);
	if (box <= BOX_6) {
		int t = s.sub + v;
		points = v;
		if (needs > 0 && s.sub < needs && t >= needs)
			points += r->bonus;
		next->sub = needs == 0 || (next->mask & UPPER_MASK) == UPPER_MASK ? 0
		    : t < needs ? t : needs;
		return points;
	}
	if (!yams_modes[r->mode].minmax || (box != BOX_MIN && box != BOX_MAX))
		return v;
	int other = box == BOX_MIN ? BOX_MAX : BOX_MIN;
	if (!(s.mask >> other & 1)) {
		next->pair = pair_index(v);    /* counted once the other is written */
		return 0;
	}
	int w = pair_value(s.pair), min = box == BOX_MIN ? v : w, max = box == BOX_MIN ? w : v;
	next->pair = 0;
	return yams_minmax_voids(r, min, max) ? 0 : min + max;
}

/* ---- the build */

struct build {
	const struct yams_rules *r;
	struct yams_dice_space ds;
	struct head *head;
	double *v;
	bool pair_rule;
	int needs, bonus;
	/* each box: its distinct results over the hands, 0 first (a scratch),
	 * which of them each hand makes, and where its vectors start */
	int nval[YAMS_BOXES], first[YAMS_BOXES], nopt;
	int val[YAMS_BOXES][MAX_VALUES];
	unsigned char vidx[YAMS_BOXES][YAMS_HANDS];
	/* the masks of the level being worked out, shared by the threads */
	const uint16_t *masks;
	int nmasks;
	atomic_int next;
	enum yams_order order;
};

/* One thread's room: a vector of doubles over the capped totals for each
 * write's result, each keep in the turn, each best keep. */
struct work {
	int rpad;
	double *opt, *keep, *best;
};

static bool
work_init(struct work *w, int needs, int nopt)
{
	w->rpad = (needs + 1 + LANES - 1) / LANES * LANES;
	size_t n = (size_t)w->rpad;
	w->opt = malloc((size_t)(nopt + 1) * n * sizeof(double));
	w->keep = malloc(YAMS_KEEPS * n * sizeof(double));
	w->best = malloc(YAMS_KEEPS * n * sizeof(double));
	return w->opt != NULL && w->keep != NULL && w->best != NULL;
}

static void
work_free(struct work *w)
{
	free(w->opt);
	free(w->keep);
	free(w->best);
}

static void
build_prepare(struct build *b, const struct yams_rules *r, void *table)
{
	b->r = r;
	yams_dice_space_init(&b->ds);
	b->head = table;
	head_fill(r, b->head);
	b->v = values_of(table);
	b->pair_rule = b->head->pair_rule != 0;
	b->needs = b->head->needs;
	b->bonus = r->bonus;
	b->nopt = 0;
	for (int box = 0; box < YAMS_BOXES; box++) {
		b->nval[box] = 1;
		b->val[box][0] = 0;
		b->first[box] = b->nopt;
		for (int h = 0; h < YAMS_HANDS; h++) {
			struct tally t;
			bool made;
			memcpy(t.count, b->ds.count[YAMS_FIRST_HAND + h], 7);
			int v = yams_box_value(r, box, &t, &made), i = 0;
			while (i < b->nval[box] && b->val[box][i] != v)
				i++;
			if (i == b->nval[box] && i < MAX_VALUES)
				b->val[box][b->nval[box]++] = v;
			b->vidx[box][h] = (unsigned char)(i < MAX_VALUES ? i : 0);
		}
		b->nopt += b->nval[box];
	}
}

/* The vector operations of the widget, on n doubles (a multiple of LANES)
 * that do not overlap: written so that the compiler makes SIMD of them. */
static inline void
vec_max(double *restrict d, const double *restrict o, int n)
{
	for (int s = 0; s < n; s += LANES)
		for (int j = 0; j < LANES; j++)
			d[s + j] = d[s + j] > o[s + j] ? d[s + j] : o[s + j];
}

static inline void
vec_mean6(double *restrict d, const double *restrict a0, const double *restrict a1,
    const double *restrict a2, const double *restrict a3, const double *restrict a4,
    const double *restrict a5, int n)
{
	for (int s = 0; s < n; s += LANES)
		for (int j = 0; j < LANES; j++)
			d[s + j] = (a0[s + j] + a1[s + j] + a2[s + j] + a3[s + j] + a4[s + j]
			    + a5[s + j]) * (1.0 / 6);
}

static inline void
vec_add_scaled(double *restrict d, double c, const double *restrict o, int n)
{
	for (int s = 0; s < n; s += LANES)
		for (int j = 0; j < LANES; j++)
			d[s + j] += c * o[s + j];
}

/* The worth of writing each result of box into mask's states at pair
 * index `pair`, for s below r (0 past it, to rp): the points, then the
 * state the write leads to; into the box's rows of w->opt. */
static inline __attribute__ ((always_inline)) void
write_box(const struct build *b, struct work *w, unsigned mask, int box, int pair, int r)
{
	const int rp = w->rpad;
	unsigned nmask = mask | 1u << box;
	int nr, nm;
	dims(b->needs, b->pair_rule, nmask, &nr, &nm);
	const double *vn = b->v + b->head->off[slot_of(b->order, nmask)];
	bool pairbox = b->pair_rule && (box == BOX_MIN || box == BOX_MAX);
	int other = box == BOX_MIN ? BOX_MAX : BOX_MIN;
	for (int i = 0; i < b->nval[box]; i++) {
		double *o = w->opt + (size_t)(b->first[box] + i) * rp;
		int v = b->val[box][i];
		if (box <= BOX_6) {
			for (int s = 0; s < r; s++) {
				int t = s + v, points = v;
				if (b->needs > 0 && s < b->needs && t >= b->needs)
					points += b->bonus;
				int idx = nr == 1 ? 0 : t < b->needs ? t : b->needs;
				o[s] = (double)points + vn[pair * nr + idx];
			}
		} else if (pairbox && !(mask >> other & 1)) {
			const double *p = vn + pair_index(v) * nr;
			for (int s = 0; s < r; s++)
				o[s] = p[s];
		} else if (pairbox) {
			int wv = pair_value(pair), min = box == BOX_MIN ? v : wv;
			int max = box == BOX_MIN ? wv : v;
			double points = yams_minmax_voids(b->r, min, max) ? 0.0 : (double)(min + max);
			for (int s = 0; s < r; s++)
				o[s] = points + vn[s];
		} else {
			const double *p = vn + pair * nr;
			for (int s = 0; s < r; s++)
				o[s] = (double)v + p[s];
		}
		for (int s = r; s < rp; s++)
			o[s] = 0;
	}
}

/* Each hand of five as written: the best of the open boxes' results for
 * it, or the best scratch sb. */
static inline __attribute__ ((always_inline)) void
hands_written(const struct build *b, struct work *w, unsigned open, const double *sb)
{
	const int rp = w->rpad;
	for (int h = 0; h < YAMS_HANDS; h++) {
		double *d = w->keep + (size_t)(YAMS_FIRST_HAND + h) * rp;
		memcpy(d, sb, (size_t)rp * sizeof(double));
		for (int box = 0; box < YAMS_BOXES; box++) {
			if (!(open >> box & 1))
				continue;
			vec_max(d, w->opt + (size_t)(b->first[box] + b->vidx[box][h]) * rp, rp);
		}
	}
}

/* Two throws back from the hands as written: keep[] the keeps' worth,
 * best[] the best keep within each. */
static inline __attribute__ ((always_inline)) void
throws_back(const struct build *b, struct work *w)
{
	const int rp = w->rpad;
	const struct yams_dice_space *ds = &b->ds;
	for (int layer = 0; layer < 2; layer++) {
		if (layer > 0)
			memcpy(w->keep + (size_t)YAMS_FIRST_HAND * rp,
			    w->best + (size_t)YAMS_FIRST_HAND * rp,
			    (size_t)YAMS_HANDS * rp * sizeof(double));
		for (int k = YAMS_FIRST_HAND - 1; k >= 0; k--) {
			const double *a[6];
			for (int f = 0; f < 6; f++)
				a[f] = w->keep + (size_t)ds->add[k][f + 1] * rp;
			vec_mean6(w->keep + (size_t)k * rp, a[0], a[1], a[2], a[3], a[4], a[5], rp);
		}
		for (int k = 0; k < YAMS_KEEPS; k++) {
			double *d = w->best + (size_t)k * rp;
			memcpy(d, w->keep + (size_t)k * rp, (size_t)rp * sizeof(double));
			for (int f = 1; f <= 6; f++) {
				if (ds->sub[k][f] < 0)
					continue;
				vec_max(d, w->best + (size_t)ds->sub[k][f] * rp, rp);
			}
		}
	}
}

/* The values of mask's states at pair index `pair`, for s below r, as
 * vectors: each box's results written now (o), then the turn back to its
 * start; into out. */
/* x86-64 machines have AVX2 more often than not, and the widget is all
 * vector work: a second copy of it for them, chosen at load time (the
 * parts above always inlined, so that each copy has them its way). */
#if defined(__x86_64__) && defined(__GNUC__) && defined(__has_attribute)
#if __has_attribute(target_clones)
__attribute__ ((target_clones("avx2", "default")))
#endif
#endif
static void
solve_pair(const struct build *b, struct work *w, unsigned mask, unsigned open, int pair,
    int r, double *out)
{
	const int rp = w->rpad;
	const struct yams_dice_space *ds = &b->ds;
	double *sb = w->opt + (size_t)b->nopt * rp;    /* the best scratch */
	for (int s = 0; s < rp; s++)
		sb[s] = -1e300;
	for (int box = 0; box < YAMS_BOXES; box++) {
		if (!(open >> box & 1))
			continue;
		write_box(b, w, mask, box, pair, r);
		if (!b->r->scratch_unmade)     /* else a 0 only where unmade: its result */
			vec_max(sb, w->opt + (size_t)b->first[box] * rp, rp);
	}
	hands_written(b, w, open, sb);
	throws_back(b, w);
	/* the first throw, of five */
	double *acc = w->opt;      /* free again */
	memset(acc, 0, (size_t)rp * sizeof(double));
	for (int h = 0; h < YAMS_HANDS; h++) {
		vec_add_scaled(acc, (double)ds->chance[YAMS_FIRST_HAND + h],
		    w->best + (size_t)(YAMS_FIRST_HAND + h) * rp, rp);
	}
	memcpy(out, acc, (size_t)r * sizeof(double));
}

static unsigned
open_boxes(enum yams_order order, unsigned mask)
{
	if (order == ORDER_ANY)
		return FULL_MASK & ~mask;
	int filled = boxes_in(mask);
	return 1u << (order == ORDER_DOWN ? filled : YAMS_BOXES - 1 - filled);
}

static void
solve_mask(const struct build *b, struct work *w, unsigned mask)
{
	int r, m;
	dims(b->needs, b->pair_rule, mask, &r, &m);
	double *out = b->v + b->head->off[slot_of(b->order, mask)];
	if (mask == FULL_MASK) {
		out[0] = 0;
		return;
	}
	for (int pair = 0; pair < m; pair++)
		solve_pair(b, w, mask, open_boxes(b->order, mask), pair, r, out + pair * r);
}

static void *
worker(void *arg)
{
	struct build *b = arg;
	struct work w;
	bool ok = work_init(&w, b->needs, b->nopt);
	for (;;) {
		int i = atomic_fetch_add(&b->next, 1);
		if (i >= b->nmasks)
			break;
		if (ok)
			solve_mask(b, &w, b->masks[i]);
	}
	work_free(&w);
	return (void *)(uintptr_t)ok;
}

/* Works out the masks of one level (all as many boxes filled) on n
 * threads, this one among them; false if memory ran out. */
static bool
run_level(struct build *b, const uint16_t *masks, int nmasks, int threads)
{
	pthread_t tid[16];
	int started = 0;
	b->masks = masks;
	b->nmasks = nmasks;
	atomic_store(&b->next, 0);
	for (int t = 1; t < threads && t < nmasks; t++)
		if (pthread_create(&tid[started], NULL, worker, b) == 0)
			started++;
	bool ok = worker(b) != NULL;
	for (int t = 0; t < started; t++) {
		void *res;
		pthread_join(tid[t], &res);
		ok = ok && res != NULL;
	}
	return ok;
}

void
yams_solver_build(const struct yams_rules *r, void *table, int threads)
{
	struct build *b = malloc(sizeof *b);
	uint16_t *masks = malloc(SHEET * sizeof *masks);
	if (threads <= 0) {
		long n = sysconf(_SC_NPROCESSORS_ONLN);
		threads = n < 1 ? 1 : n > 16 ? 16 : (int)n;
	}
	if (threads > 16)
		threads = 16;
	bool ok = b != NULL && masks != NULL;
	if (ok) {
		build_prepare(b, r, table);
		b->order = ORDER_ANY;
		int done = 0;
		for (int filled = YAMS_BOXES; filled >= 0 && ok; filled--) {
			int n = 0;
			for (unsigned mask = 0; mask < SHEET; mask++)
				if (boxes_in(mask) == filled)
					masks[n++] = (uint16_t)mask;
			ok = run_level(b, masks, n, threads);
			/* (the sheets worked out so far, a level at a time) */
			progress_report(done += n, SHEET);
		}
		for (int o = 0; o < 2 && ok && ordered_tables(r); o++) {
			b->order = o == 0 ? ORDER_DOWN : ORDER_UP;
			for (int filled = YAMS_BOXES; filled >= 0 && ok; filled--) {
				masks[0] = (uint16_t)ordered_mask(b->order, filled);
				ok = run_level(b, masks, 1, 1);
			}
		}
	}
	if (!ok)    /* out of memory: a table that fits nothing, never read */
		memset(table, 0, sizeof(struct head));
	free(masks);
	free(b);
}
