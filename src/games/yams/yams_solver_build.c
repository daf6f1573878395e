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
 * read in the next states differing, so they are worked out together, as
 * vectors in the table's own order, in shares of at most CHUNK that the
 * threads take one at a time: the compiler turns the inner loops into
 * SIMD.
 * A Yahtzee (five alike) is written apart, as the joker and the Yahtzee
 * bonus read the state; the other hands through the boxes' results, each
 * result worked out once a set of boxes. */
#include "config.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dice.h"
#include "progress.h"
#include "yams.h"
#include "yams_solver.h"
#include "yams_solver_table.h"

#define LANES 8                   /* vectors are padded to a multiple of this */
#define CHUNK 64                  /* the most states worked out together */
#define MAX_VALUES 64             /* distinct results of one box: 0, sums, joker's */
#define THREADS_MAX 16

/* A share of the work: some of the states of a set of boxes filled, in
 * the table's order ((y * m + pair) * r + s, the capped total s the
 * fastest), at most CHUNK of them.  States with few capped totals (none
 * of the upper part filled, or all of it) are taken many at a time, not
 * padded each to a vector of their own; and a set of boxes with many is
 * cut in shares, so that both cores have work even where a level holds
 * few sets (its first and last levels, the columns filled in order). */
struct unit {
	uint16_t mask;
	uint8_t order;            /* enum yams_order */
	uint32_t start, count;
};

struct build {
	const struct yams_rules *r;
	struct yams_dice_space ds;
	const struct yams_table_head *head;
	const uint32_t *off;
	yams_real *v;
	/* each box: its distinct results over the hands, 0 first (a scratch),
	 * which of them each hand makes, the joker's for five alike of each
	 * face (-1: none), and where its vectors start */
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
	/* the shares of the level being worked out, shared by the threads */
	const struct unit *units;
	int nunits;
	atomic_int next;
};

/* One thread's room: a vector over the share's states for each write's
 * result, each keep in the turn, each best keep, and the Yahtzee bonus
 * each state has to be had. */
struct work {
	yams_real *opt, *keep, *best, *ybonus;
};

static bool
work_init(struct work *w, const struct build *b)
{
	w->opt = malloc((size_t)(b->nopt + 1) * CHUNK * sizeof(yams_real));
	w->keep = malloc(YAMS_KEEPS * CHUNK * sizeof(yams_real));
	w->best = malloc(YAMS_KEEPS * CHUNK * sizeof(yams_real));
	w->ybonus = malloc(CHUNK * sizeof(yams_real));
	return w->opt != NULL && w->keep != NULL && w->best != NULL && w->ybonus != NULL;
}

static void
work_free(struct work *w)
{
	free(w->opt);
	free(w->keep);
	free(w->best);
	free(w->ybonus);
}

/* The index of result v among box's, added if new. */
static int
value_index(struct build *b, int box, int v)
{
	int i = 0;
	while (i < b->nval[box] && b->val[box][i] != v)
		i++;
	if (i == b->nval[box] && i < MAX_VALUES)
		b->val[box][b->nval[box]++] = v;
	return i < MAX_VALUES ? i : 0;
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
				b->jidx[box][f] = (signed char)(joker && b->head->joker != JOKER_NONE
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

/* The vector operations of the widget, on n values (a multiple of LANES)
 * that do not overlap: written so that the compiler makes SIMD of them. */
static inline __attribute__ ((always_inline)) void
vec_max(yams_real *restrict d, const yams_real *restrict o, int n)
{
	for (int s = 0; s < n; s += LANES)
		for (int j = 0; j < LANES; j++)
			d[s + j] = d[s + j] > o[s + j] ? d[s + j] : o[s + j];
}

static inline __attribute__ ((always_inline)) yams_real
max2(yams_real a, yams_real b)
{
	return a > b ? a : b;
}

/* d the most of src[0] to src[count - 1] (count 1 or more, none of them
 * d), four at a time then three more into d: one pass over d, not one a
 * source. */
static inline __attribute__ ((always_inline)) void
vec_max_of(yams_real *restrict d, const yams_real *const *src, int count, int n)
{
	const yams_real *restrict a = src[0], *restrict b = src[count > 1 ? 1 : 0];
	const yams_real *restrict c = src[count > 2 ? 2 : 0], *restrict e = src[count > 3 ? 3 : 0];
	for (int s = 0; s < n; s += LANES)
		for (int j = 0; j < LANES; j++)
			d[s + j] = max2(max2(a[s + j], b[s + j]), max2(c[s + j], e[s + j]));
	for (int i = 4; i < count; i += 3) {
		a = src[i];
		b = src[i + 1 < count ? i + 1 : i];
		c = src[i + 2 < count ? i + 2 : i];
		for (int s = 0; s < n; s += LANES)
			for (int j = 0; j < LANES; j++)
				d[s + j] = max2(max2(d[s + j], a[s + j]), max2(b[s + j], c[s + j]));
	}
}

static inline __attribute__ ((always_inline)) void
vec_mean6(yams_real *restrict d, const yams_real *restrict a0, const yams_real *restrict a1,
    const yams_real *restrict a2, const yams_real *restrict a3, const yams_real *restrict a4,
    const yams_real *restrict a5, int n)
{
	for (int s = 0; s < n; s += LANES)
		for (int j = 0; j < LANES; j++)
			d[s + j] = (a0[s + j] + a1[s + j] + a2[s + j] + a3[s + j] + a4[s + j]
			    + a5[s + j]) / 6;
}

static inline __attribute__ ((always_inline)) void
vec_add_scaled(yams_real *restrict d, yams_real c, const yams_real *restrict o, int n)
{
	for (int s = 0; s < n; s += LANES)
		for (int j = 0; j < LANES; j++)
			d[s + j] += c * o[s + j];
}

/* Where a write in box leads from u's set of boxes: the next set's
 * dimensions and where its values start, the same for each state. */
struct write_to {
	struct yams_dims nd;
	const yams_real *vn;
	bool upper;
};

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
	if ((box == h->pmin || box == h->pmax) && h->pmin >= 0) {
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

/* The worth of writing each result of box into u's states (0 past them,
 * to n), a run of one (y, pair) at a time; into the box's rows of
 * w->opt. */
static inline __attribute__ ((always_inline)) void
write_box(const struct build *b, struct work *w, const struct unit *u, struct yams_dims d,
    int box, int n)
{
	const int count = (int)u->count;
	struct write_to to = write_to(b, u, box);
	for (int i = 0; i < b->nval[box]; i++) {
		yams_real *o = w->opt + (size_t)(b->first[box] + i) * n;
		for (int j = 0; j < count; ) {
			int at = (int)u->start + j, s0 = at % d.r, q = at / d.r;
			int len = d.r - s0 < count - j ? d.r - s0 : count - j;
			write_run(b, u, &to, box, b->val[box][i], q / d.m, q % d.m, s0, len, o + j);
			j += len;
		}
		for (int s = count; s < n; s++)
			o[s] = 0;
	}
}

/* The boxes a Yahtzee of face f may go in among open, with the joker in
 * play or not (the forced joker's order; any under the others). */
static unsigned
yahtzee_open(const struct build *b, unsigned mask, unsigned open, int f, bool *joker)
{
	const struct yams_table_head *h = b->head;
	int fb = b->face_box[f];
	bool five = h->five >= 0 && (mask >> h->five & 1);
	*joker = h->joker != JOKER_NONE && five && (fb < 0 || (mask >> fb & 1));
	if (h->joker != JOKER_FORCED || !five)
		return open;
	if (fb >= 0 && (open >> fb & 1))
		return 1u << fb;
	unsigned lower = open & ~h->upper;
	return lower != 0 ? lower : open;
}

/* A hand of five alike (face f) as written: the joker, the forced order,
 * and the Yahtzee bonus where it is to be had (w->ybonus, if bonus); into
 * d. */
static inline __attribute__ ((always_inline)) void
yahtzee_written(const struct build *b, struct work *w, unsigned mask, unsigned open,
    bool bonus, int h, int f, yams_real *d, int n)
{
	bool joker;
	unsigned allowed = yahtzee_open(b, mask, open, f, &joker);
	const yams_real *src[2 * YAMS_BOXES_MAX];
	int count = 0;
	for (int box = 0; box < b->head->nboxes; box++) {
		if (!(allowed >> box & 1))
			continue;
		int idx = joker && b->jidx[box][f] >= 0 ? b->jidx[box][f] : b->vidx[box][h];
		src[count++] = w->opt + (size_t)(b->first[box] + idx) * n;
		if (!b->head->scratch_unmade)
			src[count++] = w->opt + (size_t)b->first[box] * n;
	}
	if (count > 0)
		vec_max_of(d, src, count, n);
	for (int s = 0; count == 0 && s < n; s++)
		d[s] = -1e300;
	for (int s = 0; bonus && s < n; s++)
		d[s] += w->ybonus[s];
}

/* Each hand of five as written: the best of the open boxes' results for
 * it, or the best scratch sb (which holds every open box's 0 already). */
static inline __attribute__ ((always_inline)) void
hands_written(const struct build *b, struct work *w, unsigned mask, unsigned open, bool bonus,
    const yams_real *sb, int n)
{
	bool apart = b->head->joker != JOKER_NONE || b->head->ybonus > 0;
	for (int h = 0; h < YAMS_HANDS; h++) {
		yams_real *d = w->keep + (size_t)(YAMS_FIRST_HAND + h) * n;
		if (apart && b->yahtzee_face[h] > 0) {
			yahtzee_written(b, w, mask, open, bonus, h, b->yahtzee_face[h], d, n);
			continue;
		}
		const yams_real *src[YAMS_BOXES_MAX + 1] = {sb};
		int count = 1;
		for (unsigned m = open & b->hand_boxes[h]; m != 0; m &= m - 1) {
			int box = __builtin_ctz(m);
			src[count++] = w->opt + (size_t)(b->first[box] + b->vidx[box][h]) * n;
		}
		vec_max_of(d, src, count, n);
	}
}

/* Two throws back from the hands as written (in w->keep): each keep's
 * worth, then the best keep within each; the second throw back reads the
 * first's best hands where they are, its keeps written over the first's
 * best and its best over the first's keeps.  Returns where the last best
 * are. */
static inline __attribute__ ((always_inline)) const yams_real *
throws_back(const struct build *b, struct work *w, int n)
{
	const struct yams_dice_space *ds = &b->ds;
	yams_real *keep = w->keep, *best = w->best;
	for (int layer = 0; layer < 2; layer++) {
		if (layer > 0) {
			yams_real *was = keep;
			keep = best;
			best = was;
		}
		for (int k = YAMS_FIRST_HAND - 1; k >= 0; k--) {
			const yams_real *a[6];
			for (int f = 0; f < 6; f++)
				a[f] = keep + (size_t)ds->add[k][f + 1] * n;
			vec_mean6(keep + (size_t)k * n, a[0], a[1], a[2], a[3], a[4], a[5], n);
		}
		for (int k = 0; k < YAMS_KEEPS; k++) {
			const yams_real *src[7] = {keep + (size_t)k * n};
			int count = 1;
			for (int f = 1; f <= 6; f++)
				if (ds->sub[k][f] >= 0)
					src[count++] = best + (size_t)ds->sub[k][f] * n;
			vec_max_of(best + (size_t)k * n, src, count, n);
		}
	}
	return best;
}

/* The Yahtzee bonus each of u's states has to be had, into w->ybonus;
 * false if none has it. */
static bool
bonus_lanes(const struct build *b, struct work *w, const struct unit *u, struct yams_dims d,
    int n)
{
	bool any = false;
	for (int s = 0; s < n; s++) {
		bool y = s < (int)u->count && ((int)u->start + s) / (d.r * d.m) > 0;
		w->ybonus[s] = y ? b->head->ybonus : 0;
		any = any || y;
	}
	return any;
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

/* The values of u's states, as vectors of n (its states padded): each
 * box's results written now, then the turn back to its start; into the
 * table.  x86-64 machines have AVX2 more often than not, and the widget
 * is all vector work: a copy of it for them, and one for AVX-512 (a fifth
 * less time than AVX2's on this machine), chosen at load time (the parts
 * above always inlined, so that each copy has them its way; each lane
 * the same operations, so the same table). */
#if defined(__x86_64__) && defined(__GNUC__) && defined(__has_attribute)
#if __has_attribute(target_clones)
__attribute__ ((target_clones("avx512f", "avx2", "default")))
#endif
#endif
static void
solve_unit(const struct build *b, struct work *w, const struct unit *u, struct yams_dims d,
    int n)
{
	const struct yams_dice_space *ds = &b->ds;
	unsigned open = open_boxes(b->head, u->order, u->mask);
	yams_real *sb = w->opt + (size_t)b->nopt * n;    /* the best scratch */
	for (int s = 0; s < n; s++)
		sb[s] = -1e300;
	for (int box = 0; box < b->head->nboxes; box++) {
		if (!(open >> box & 1))
			continue;
		write_box(b, w, u, d, box, n);
		if (!b->head->scratch_unmade)    /* else a 0 only where unmade: its result */
			vec_max(sb, w->opt + (size_t)b->first[box] * n, n);
	}
	hands_written(b, w, u->mask, open, d.y > 1 && bonus_lanes(b, w, u, d, n), sb, n);
	const yams_real *best = throws_back(b, w, n);
	/* the first throw, of five */
	yams_real *acc = w->opt;      /* free again */
	memset(acc, 0, (size_t)n * sizeof(yams_real));
	for (int h = 0; h < YAMS_HANDS; h++)
		vec_add_scaled(acc, (yams_real)ds->chance[YAMS_FIRST_HAND + h],
		    best + (size_t)(YAMS_FIRST_HAND + h) * n, n);
	yams_real *out = b->v + b->off[yams_table_slot(b->head, u->order, u->mask)];
	memcpy(out + u->start, acc, (size_t)u->count * sizeof(yams_real));
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
	solve_unit(b, w, u, d, ((int)u->count + LANES - 1) / LANES * LANES);
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
		if (ok)
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
		ok = ok && res != NULL;
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
	for (int filled = h->nboxes; filled >= 0 && ok; filled--) {
		int n = 0, masks = 0;
		for (unsigned mask = 0; mask < 1u << h->nboxes; mask++)
			if (__builtin_popcount(mask) == filled)
				n = add_units(b, ORDER_ANY, mask, units, n), masks++;
		ok = run_level(b, units, n, threads);
		/* (the sheets worked out so far, a level of boxes filled at a
		 * time) */
		progress_report(done += masks, 1u << h->nboxes);
	}
	for (int filled = h->nboxes; filled >= 0 && ok && h->ordered; filled--) {
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
		threads = n < 1 ? 1 : n > THREADS_MAX ? THREADS_MAX : (int)n;
	}
	threads = threads > THREADS_MAX ? THREADS_MAX : threads;
	bool ok = b != NULL && units != NULL;
	if (ok) {
		layout(&h, table);
		b->r = r;
		b->head = table;
		b->off = yams_table_offsets(table);
		b->v = yams_table_values(table);
		yams_dice_space_init(&b->ds);
		results_prepare(b);
		ok = steps_prepare(b) && run_orders(b, units, threads);
	}
	if (!ok)    /* out of memory: a table that fits nothing, never read */
		memset(table, 0, sizeof h);
	if (b != NULL) {
		free(b->sub_value);
		free(b->sub_index);
	}
	free(units);
	free(b);
}
