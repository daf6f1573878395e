/* Scoring for the Farkle family: the value of every group of dice under one
 * rule set, computed once into a table indexed by the group's tally.
 * tapis-games(7), 10000 AND 5000, Scoring: dice of one face are never split
 * among themselves, so a group is worth its faces each taken whole, or a straight
 * and the rest, or three pairs, whichever is the most. */
#include "config.h"

#include <string.h>

#include "dice.h"
#include "farkle.h"

_Static_assert(DICE_MAX == 6, "tally_index counts the groups of at most six dice");

/* The groups of at most DICE_MAX dice put in a row, by their count of 1s,
 * then of 2s, and so on, the empty group first: before[f - 1][b][c] is how
 * many come before those with c dice of face f, when b dice are left for
 * faces f to 6 (-1 where c > b).  The groups of at most b dice of m faces
 * are C(m + b, m), so it is C(m + b + 1, m + 1) - C(m + b - c + 1, m + 1)
 * with m = 6 - f.  (A table as small as the groups: one indexed by every
 * count of 0 to 6 a face, 7^6 entries, was 460 KiB a rule set to fill.) */
static const short before[6][DICE_MAX + 1][DICE_MAX + 1] = {
	{	/* 1s */
		{0, -1, -1, -1, -1, -1, -1},
		{0, 6, -1, -1, -1, -1, -1},
		{0, 21, 27, -1, -1, -1, -1},
		{0, 56, 77, 83, -1, -1, -1},
		{0, 126, 182, 203, 209, -1, -1},
		{0, 252, 378, 434, 455, 461, -1},
		{0, 462, 714, 840, 896, 917, 923},
	},
	{	/* 2s */
		{0, -1, -1, -1, -1, -1, -1},
		{0, 5, -1, -1, -1, -1, -1},
		{0, 15, 20, -1, -1, -1, -1},
		{0, 35, 50, 55, -1, -1, -1},
		{0, 70, 105, 120, 125, -1, -1},
		{0, 126, 196, 231, 246, 251, -1},
		{0, 210, 336, 406, 441, 456, 461},
	},
	{	/* 3s */
		{0, -1, -1, -1, -1, -1, -1},
		{0, 4, -1, -1, -1, -1, -1},
		{0, 10, 14, -1, -1, -1, -1},
		{0, 20, 30, 34, -1, -1, -1},
		{0, 35, 55, 65, 69, -1, -1},
		{0, 56, 91, 111, 121, 125, -1},
		{0, 84, 140, 175, 195, 205, 209},
	},
	{	/* 4s */
		{0, -1, -1, -1, -1, -1, -1},
		{0, 3, -1, -1, -1, -1, -1},
		{0, 6, 9, -1, -1, -1, -1},
		{0, 10, 16, 19, -1, -1, -1},
		{0, 15, 25, 31, 34, -1, -1},
		{0, 21, 36, 46, 52, 55, -1},
		{0, 28, 49, 64, 74, 80, 83},
	},
	{	/* 5s */
		{0, -1, -1, -1, -1, -1, -1},
		{0, 2, -1, -1, -1, -1, -1},
		{0, 3, 5, -1, -1, -1, -1},
		{0, 4, 7, 9, -1, -1, -1},
		{0, 5, 9, 12, 14, -1, -1},
		{0, 6, 11, 15, 18, 20, -1},
		{0, 7, 13, 18, 22, 25, 27},
	},
	{	/* 6s */
		{0, -1, -1, -1, -1, -1, -1},
		{0, 1, -1, -1, -1, -1, -1},
		{0, 1, 2, -1, -1, -1, -1},
		{0, 1, 2, 3, -1, -1, -1},
		{0, 1, 2, 3, 4, -1, -1},
		{0, 1, 2, 3, 4, 5, -1},
		{0, 1, 2, 3, 4, 5, 6},
	},
};

/* The place of group t among them (0 to FARKLE_GROUPS - 1); -1 for more
 * dice than DICE_MAX. */
static inline int
tally_index(const struct tally *t)
{
	int i = 0, b = DICE_MAX;
	for (int f = 1; f <= 6; f++) {
		int c = t->count[f];
		if (c > b)
			return -1;
		i += before[f - 1][b][c];
		b -= c;
	}
	return i;
}

/* What n dice of face f are worth on their own, under the rule that dice of
 * one face are never split among themselves: n alike count as the n-alike
 * row; only where that row is off for f do they fall back to the best split
 * into smaller rows and singles.  alone[f][n] is -1 where they cannot score. */
struct by_face {
	int alone[7][DICE_MAX + 1];
};

/* The value of one part of a split: a single, or k alike as its row. */
static int
part_value(const struct farkle_rules *r, int f, int k)
{
	if (k == 1)
		return f == 1 ? r->single_one : f == 5 ? r->single_five : 0;
	if (k >= 3 && k <= r->dice)        /* (dice is 5 or 6, the option's bounds) */
		return r->kind[k].value[f];
	return 0;
}

static void
fill_by_face(const struct farkle_rules *r, struct by_face *b)
{
	for (int f = 1; f <= 6; f++) {
		/* split[n]: the best split of n alike into parts that score */
		int split[DICE_MAX + 1];
		split[0] = 0;
		b->alone[f][0] = 0;
		for (int n = 1; n <= DICE_MAX; n++) {
			split[n] = -1;
			for (int k = 1; k <= n; k++) {
				int v = part_value(r, f, k);
				if (v > 0 && split[n - k] >= 0 && split[n - k] + v > split[n])
					split[n] = split[n - k] + v;
			}
			int row = n >= 3 ? part_value(r, f, n) : 0;
			b->alone[f][n] = row > 0 ? row : split[n];
		}
	}
}

static bool
is_three_pairs(const struct tally *t)
{
	if (tally_total(t) != 6)
		return false;
	for (int f = 1; f <= 6; f++)
		if (t->count[f] % 2 != 0)
			return false;
	return true;
}

/* A straight of faces low..high taken out of t: the rest in *rest. */
static bool
take_straight(const struct tally *t, int low, int high, struct tally *rest)
{
	*rest = *t;
	for (int v = low; v <= high; v++) {
		if (rest->count[v] == 0)
			return false;
		rest->count[v]--;
	}
	return true;
}

/* The best value of group t: each face on its own, or a straight and the
 * rest (already known, being smaller), or three pairs. */
static int
best_of(const struct farkle_scorer *s, const struct by_face *b, const struct tally *t)
{
	const struct farkle_rules *r = &s->rules;
	int best = 0;
	for (int f = 1; f <= 6 && best >= 0; f++) {
		int v = b->alone[f][t->count[f]];
		best = v < 0 ? -1 : best + v;
	}
	struct tally rest;
	int sub;
	/* a group of fewer dice than a straight holds none: no need to ask
	 * how many dice the hand has.  One that holds one is worth it and the
	 * rest: its 2, 3 and 4, one of each, score in no other way (best is
	 * -1 above), and six dice hold one straight of five at most. */
	if (r->straight5 > 0)
		for (int low = 1; low <= 2; low++)
			if (take_straight(t, low, low + 4, &rest) &&
			    (sub = s->best[tally_index(&rest)]) >= 0)
				best = sub + r->straight5;
	/* (six in a row are a whole hand: nothing is left beside them) */
	if (r->straight6 > 0 && take_straight(t, 1, 6, &rest) && r->straight6 > best)
		best = r->straight6;
	if (r->three_pairs > 0 && is_three_pairs(t) && r->three_pairs > best)
		best = r->three_pairs;
	return best;
}

struct filling {
	struct farkle_scorer *s;
	const struct by_face *b;
};

/* Fills in the best of one group (tally_each's fn). */
static void
fill_one(const struct tally *t, long long throws, void *ctx)
{
	(void)throws;
	struct filling *f = ctx;
	f->s->best[tally_index(t)] = best_of(f->s, f->b, t);
}

void
farkle_scorer_init(struct farkle_scorer *s, const struct farkle_rules *r)
{
	struct by_face b;
	fill_by_face(r, &b);

	s->rules = *r;
	/* Groups larger than a hand never occur; the others are worked out by
	 * size, so that a group less a straight is always already known. */
	for (size_t i = 0; i < sizeof s->best / sizeof s->best[0]; i++)
		s->best[i] = -1;
	s->best[0] = 0;
	struct filling f = {s, &b};
	for (int size = 1; size <= r->dice; size++)   /* (5 or 6, of DICE_MAX) */
		tally_each(size, fill_one, &f);
}

int
farkle_group_value(const struct farkle_scorer *s, const struct tally *group)
{
	int i = tally_index(group);
	return i < 0 ? -1 : s->best[i];
}

/* Group sub, of n dice and worth v, weighed against the best so far; its
 * dice, of the k faces thrown (face), among those that score. */
static inline void
weigh(struct farkle_eval *e, int *best_dice, const struct tally *sub, int v, int n,
    const int *face, int k)
{
	/* On a tie of value and dice the group shown is, as it always was, the
	 * first that tally_next_within counts (its 1s turning fastest): here,
	 * the later.  Of fewer than five dice, a group is worth its faces each
	 * taken alone, so that no two tie at the best; the ties are of five of
	 * six dice thrown: the throw less a die x, counted here first, and less
	 * a higher y, which has fewer of y, the highest face where they differ
	 * (test_best_group_tie). */
	if (v > e->best || (v == e->best && n >= *best_dice)) {
		e->best = v;
		e->best_group = *sub;
		*best_dice = n;
	}
	for (int i = 0; i < k; i++)
		if (sub->count[face[i]] > e->scoring.count[face[i]])
			e->scoring.count[face[i]] = sub->count[face[i]];
}

/* The best group of the throw and every die that scores in some group.
 * Its groups are counted over the faces thrown alone, the last turning
 * fastest, each group's place in the table (tally_index) kept face by
 * face so that a step works out only the faces it changed: this runs on
 * every throw typed, and in the advice's searches. */
struct farkle_eval
farkle_evaluate(const struct farkle_scorer *s, const struct tally *thrown)
{
	struct farkle_eval e;
	memset(&e, 0, sizeof e);
	e.wins = s->rules.six_ones_win && thrown->count[1] == 6;
	if (tally_total(thrown) > DICE_MAX)
		return e;      /* more dice than a hand: no group in the table */
	int face[6], k = 0;
	for (int f = 1; f <= 6; f++)
		if (thrown->count[f] > 0)
			face[k++] = f;
	if (k == 0)
		return e;
	/* left[i] dice not in the group before face[i], at[i] its place so
	 * far; faces taken 0 times add nothing to either */
	int left[6], at[6], best_dice = 0;
	for (int i = 0; i < k; i++) {
		left[i] = DICE_MAX;
		at[i] = 0;
	}
	struct tally sub = {{0}};
	int last = face[k - 1];
	for (;;) {
		/* the last face taken 0 to all its times */
		const short *row = before[last - 1][left[k - 1]];
		for (int c = 0; c <= thrown->count[last]; c++) {
			int v = s->best[at[k - 1] + row[c]];
			if (v > 0) {
				sub.count[last] = (unsigned char)c;
				weigh(&e, &best_dice, &sub, v, DICE_MAX - left[k - 1] + c, face, k);
			}
		}
		sub.count[last] = 0;
		int i = k - 2;
		while (i >= 0 && sub.count[face[i]] == thrown->count[face[i]])
			sub.count[face[i--]] = 0;
		if (i < 0)
			return e;
		sub.count[face[i]]++;
		for (int j = i; j < k - 1; j++) {
			int c = sub.count[face[j]];
			at[j + 1] = at[j] + before[face[j] - 1][left[j]][c];
			left[j + 1] = left[j] - c;
		}
	}
}

int
farkle_groups_of(const struct farkle_scorer *s, const struct tally *thrown, int k,
    struct tally *out, int max)
{
	int found = 0;
	struct tally sub = {{0}};
	while (tally_next_within(&sub, thrown)) {
		if (tally_total(&sub) != k || s->best[tally_index(&sub)] <= 0)
			continue;
		if (found < max)
			out[found] = sub;
		found++;
	}
	return found;
}
