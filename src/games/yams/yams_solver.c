/* The solitaire strategy of a Yams column of any sheet: the table of
 * expected points to come of every state, its layout, and what a column
 * and a write are to it (yams_solver.h); the build is yams_solver_build.c.
 *
 * A state is (boxes filled, total of the upper part capped at the bonus's
 * need, the value of Minimum or Maximum while only one is written,
 * whether the five-alike box holds its points while the Yahtzee bonus is
 * in force).  The capped total only exists while some upper box is empty
 * and only up to what the filled ones can hold; the pair's value only
 * while exactly one of the two is written; the Yahtzee bonus only once
 * the five-alike box is.  Past YAMS_TABLE_MAX bytes the capped total and
 * the lone value are counted in steps (the least of each step stands for
 * it): an approximation, said by yams_solver_exact. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "never.h"
#include "yams.h"
#include "yams_solver.h"
#include "yams_solver_table.h"

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
	/* (asked of a hand of five dice thrown, or fewer kept) */
	return NEVER(size > 5) ? -1 : s->index[code_of(t->count)];
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

/* ---- the table's layout */

static int
popcount(unsigned mask)
{
	int n = 0;
	for (; mask != 0; mask &= mask - 1)
		n++;
	return n;
}

/* The capped totals' steps: 0 to top, top the bonus made. */
static int
sub_top(const struct yams_table_head *h)
{
	return h->needs == 0 ? 0 : (h->needs - 1) / h->qsub + 1;
}

int
yams_table_sub(const struct yams_table_head *h, int s)
{
	return h->needs == 0 ? 0 : s >= h->needs ? sub_top(h) : s / h->qsub;
}

int
yams_table_sub_value(const struct yams_table_head *h, int i)
{
	return i >= sub_top(h) ? h->needs : i * h->qsub;
}

static int
pair_count(const struct yams_table_head *h)
{
	return 2 + 25 / h->qpair;
}

int
yams_table_pair(const struct yams_table_head *h, int v)
{
	/* (a Minimum or Maximum is a sum of five dice, 5 to 30) */
	return v <= 0 ? 0 : 1 + ((NEVER(v < 5) ? 5 : NEVER(v > 30) ? 30 : v) - 5) / h->qpair;
}

int
yams_table_pair_value(const struct yams_table_head *h, int i)
{
	int v = 5 + (i - 1) * h->qpair + (h->qpair - 1) / 2;   /* the middle of its step */
	return i == 0 ? 0 : v > 30 ? 30 : v;
}

struct yams_dims
yams_table_dims(const struct yams_table_head *h, unsigned mask)
{
	struct yams_dims d = {1, 1, 1};
	if (h->needs > 0 && (mask & h->upper) != h->upper) {
		int most = 0;
		for (int b = 0; b < h->nboxes; b++)
			if ((h->upper & mask) >> b & 1)
				most += h->box[b][5];
		d.r = yams_table_sub(h, most < h->needs ? most : h->needs) + 1;
	}
	if (h->pmin >= 0 && (mask >> h->pmin & 1) != (mask >> h->pmax & 1))
		d.m = pair_count(h);
	/* (a Yahtzee bonus is counted only where the sheet has its box) */
	if (h->ybonus > 0 && ALWAYS(h->five >= 0) && (mask >> h->five & 1))
		d.y = 2;
	return d;
}

int
yams_table_slot(const struct yams_table_head *h, enum yams_order order, unsigned mask)
{
	if (order == ORDER_ANY)
		return (int)mask;
	int base = (1 << h->nboxes) + (order == ORDER_DOWN ? 0 : h->nboxes + 1);
	return base + popcount(mask);
}

unsigned
yams_table_ordered_mask(const struct yams_table_head *h, enum yams_order order, int filled)
{
	unsigned all = (1u << h->nboxes) - 1;
	return order == ORDER_DOWN ? (1u << filled) - 1
	    : all & ~((1u << (h->nboxes - filled)) - 1);
}

/* The values a head's table holds. */
static uint32_t
count_values(const struct yams_table_head *h)
{
	uint32_t n = 0;
	for (unsigned mask = 0; mask < 1u << h->nboxes; mask++) {
		struct yams_dims d = yams_table_dims(h, mask);
		n += (uint32_t)(d.r * d.m * d.y);
	}
	for (int o = 0; h->ordered && o < 2; o++)
		for (int k = 0; k <= h->nboxes; k++) {
			struct yams_dims d = yams_table_dims(h, yams_table_ordered_mask(h,
			    o == 0 ? ORDER_DOWN : ORDER_UP, k));
			n += (uint32_t)(d.r * d.m * d.y);
		}
	return n;
}

/* The rules' side of a head: what the values depend on. */
static void
head_rules(const struct yams_rules *r, struct yams_table_head *h)
{
	memset(h, 0, sizeof *h);
	h->magic = YAMS_TABLE_MAGIC;
	h->version = YAMS_SOLVER_VERSION;
	h->ordered = yams_modes[r->mode].columns == 3;
	h->needs = yams_bonus_needs(r);
	h->bonus = h->needs > 0 ? r->bonus : 0;
	if (!yams_pair(r, &h->pmin, &h->pmax))
		h->pmin = h->pmax = -1;
	h->five = yams_sheet_find(&r->sheet, YK_YAMS, -1);
	h->ybonus = h->five >= 0 ? yams_yahtzee_points(r) : 0;
	h->joker = h->five >= 0 ? (int32_t)r->joker : JOKER_NONE;
	h->scratch_unmade = r->scratch_unmade;
	h->five_full = r->five_alike_full;
	h->nboxes = r->sheet.nboxes;
	for (int b = 0; b < h->nboxes; b++) {
		const struct yams_box_def *d = &r->sheet.box[b];
		int32_t spec[6] = {d->kind, d->arg, d->scoring, d->points, d->upper,
		    yams_box_most(&r->sheet, b)};
		memcpy(h->box[b], spec, sizeof spec);
		if (d->upper)
			h->upper |= 1u << b;
	}
	h->nslots = (1u << h->nboxes) + 2u * (uint32_t)(h->nboxes + 1);
}

void
yams_table_head(const struct yams_rules *r, size_t limit, struct yams_table_head *h)
{
	head_rules(r, h);
	if (limit == 0)
		limit = YAMS_TABLE_MAX;
	/* the lone value first (it multiplies the most), then the total */
	for (int k = 0; ; k++) {
		h->qpair = k < 26 ? k + 1 : 26;
		h->qsub = k < 26 ? 1 : k - 24;
		h->values = count_values(h);
		if (yams_table_bytes(h) <= limit || (k >= 25 && h->qsub >= h->needs))
			break;      /* it fits, or nothing is coarser */
	}
}

/* Where the values start: past the head and the offsets, aligned. */
static size_t
values_at(const struct yams_table_head *h)
{
	size_t at = sizeof *h + (size_t)h->nslots * sizeof(uint32_t);
	return (at + 15) / 16 * 16;
}

size_t
yams_table_bytes(const struct yams_table_head *h)
{
	return values_at(h) + (size_t)h->values * sizeof(yams_real);
}

uint32_t *
yams_table_offsets(void *table)
{
	return (uint32_t *)((char *)table + sizeof(struct yams_table_head));
}

const uint32_t *
yams_table_offsets_const(const void *table)
{
	return (const uint32_t *)((const char *)table + sizeof(struct yams_table_head));
}

yams_real *
yams_table_values(void *table)
{
	return (yams_real *)((char *)table + values_at(table));
}

const yams_real *
yams_table_values_const(const void *table)
{
	return (const yams_real *)((const char *)table + values_at(table));
}

size_t
yams_solver_table_size(const struct yams_rules *r, size_t limit)
{
	struct yams_table_head h;
	yams_table_head(r, limit, &h);
	return yams_table_bytes(&h);
}

bool
yams_solver_table_fits(const struct yams_rules *r, size_t limit, const void *table)
{
	struct yams_table_head h;
	yams_table_head(r, limit, &h);
	return memcmp(table, &h, sizeof h) == 0;
}

bool
yams_solver_table_key(const struct yams_rules *r, char *buf, size_t len)
{
	struct yams_table_head h;
	char list[ENGINE_VALUE];
	yams_table_head(r, 0, &h);
	yams_sheet_list(&r->sheet, list, sizeof list);
	int n = snprintf(buf, len, "ordered=%d\nneeds=%d\nbonus=%d\nminmax=%d\nfivefull=%d\n"
	    "scratch=%s\nyahtzeebonus=%d\njoker=%d\nsteps=%d,%d\nsheet=%s\n", (int)h.ordered,
	    (int)h.needs, (int)h.bonus, h.pmin >= 0, (int)h.five_full,
	    h.scratch_unmade ? "unmade" : "any", (int)h.ybonus, (int)h.joker, (int)h.qsub,
	    (int)h.qpair, list);
	/* (advice_cache gives it what is left of KEY_MAX, 8,192 bytes: nine
	 * short lines and a list of 191 characters at most fit) */
	return ALWAYS(n > 0 && (size_t)n < len);
}

size_t
yams_solver_states(const void *table)
{
	return ((const struct yams_table_head *)table)->values;
}

bool
yams_solver_exact(const void *table)
{
	const struct yams_table_head *h = table;
	return h->qsub == 1 && h->qpair == 1;
}

/* ---- a column and a write as the table sees them */

struct yams_col_state
yams_solver_col_state(const struct yams_rules *r, const struct yams_column *c, int *pending)
{
	struct yams_col_state s = {c->filled, 0, 0, 0};
	int needs = yams_bonus_needs(r), min, max;
	unsigned upper = 0;
	for (int b = 0; b < r->sheet.nboxes; b++)
		upper |= (unsigned)r->sheet.box[b].upper << b;
	struct yams_sums sums = yams_column_sums(r, c);
	if (needs > 0 && (s.mask & upper) != upper)
		s.sub = sums.upper < needs ? sums.upper : needs;
	*pending = 0;
	if (yams_pair(r, &min, &max) && (s.mask >> min & 1) != (s.mask >> max & 1)) {
		s.pair = c->value[s.mask >> min & 1 ? min : max];
		*pending = s.pair;
	}
	int five = yams_sheet_find(&r->sheet, YK_YAMS, -1);
	/* (only a duel strikes, and a duel has no Yahtzee bonus) */
	s.yz = five >= 0 && yams_yahtzee_points(r) > 0 && (s.mask >> five & 1) &&
	    !NEVER(c->struck >> five & 1) && c->value[five] > 0;
	return s;
}

double
yams_solver_value(const void *table, enum yams_order order, struct yams_col_state s)
{
	const struct yams_table_head *h = table;
	struct yams_dims d = yams_table_dims(h, s.mask);
	uint32_t off = yams_table_offsets_const(table)[yams_table_slot(h, order, s.mask)];
	/* (asked of columns as played, whose states the build gave a slot) */
	if (NEVER(off == YAMS_NO_SLOT))
		return 0;
	int sub = d.r > 1 ? yams_table_sub(h, s.sub) : 0;
	int pair = d.m > 1 ? yams_table_pair(h, s.pair) : 0;
	int y = d.y > 1 ? s.yz : 0;
	return (double)yams_table_values_const(table)[off + (uint32_t)((y * d.m + pair) * d.r
	    + (ALWAYS(sub < d.r) ? sub : d.r - 1))];   /* (s.sub is at most what mask can total) */
}

/* A write in Minimum or Maximum under the pair rule: 0 while the other is
 * empty (the value kept in next), else the pair as it counts. */
static int
pair_write(const struct yams_rules *r, struct yams_col_state s, int box, int v, int min,
    int max, struct yams_col_state *next)
{
	int other = box == min ? max : min;
	if (!(s.mask >> other & 1)) {
		next->pair = v;     /* counted once the other is written */
		return 0;
	}
	int lo = box == min ? v : s.pair, hi = box == min ? s.pair : v;
	next->pair = 0;
	return yams_minmax_voids(r, lo, hi) ? 0 : lo + hi;
}

int
yams_solver_write(const struct yams_rules *r, struct yams_col_state s, int box, int v,
    bool yahtzee, struct yams_col_state *next)
{
	const struct yams_box_def *b = &r->sheet.box[box];
	int needs = yams_bonus_needs(r), points = 0, min, max;
	int five = yams_sheet_find(&r->sheet, YK_YAMS, -1);
	*next = s;
	next->mask = (uint16_t)(s.mask | 1u << box);
	if (yahtzee && s.yz)
		points += yams_yahtzee_points(r);
	if (box == five)
		next->yz = yams_yahtzee_points(r) > 0 && v > 0;
	if (b->upper) {
		unsigned upper = 0;
		for (int i = 0; i < r->sheet.nboxes; i++)
			upper |= (unsigned)r->sheet.box[i].upper << i;
		int t = s.sub + v;
		points += v;
		if (needs > 0 && s.sub < needs && t >= needs)
			points += r->bonus;
		next->sub = needs == 0 || (next->mask & upper) == upper ? 0 : t < needs ? t : needs;
		return points;
	}
	if (yams_pair(r, &min, &max) && (box == min || box == max))
		return points + pair_write(r, s, box, v, min, max, next);
	return points + v;
}
