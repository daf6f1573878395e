/* Scoring for the Farkle family: the value of every group of dice under one
 * rule set, computed once into a table indexed by the group's tally. */
#include "config.h"

#include <string.h>

#include "farkle.h"

static int
tally_index(const struct tally *t)
{
	int i = 0;
	for (int f = 6; f >= 1; f--)
		i = i * 7 + t->count[f];
	return i;
}

struct combo {
	struct tally need;
	int value;
};

/* The combinations a rule set knows, bar three pairs (which has no fixed
 * faces and is checked on its own).  Returns how many were written. */
static int
list_combos(const struct farkle_rules *r, struct combo *out)
{
	int n = 0;
	if (r->single_one > 0) {
		out[n] = (struct combo){{{0}}, r->single_one};
		out[n++].need.count[1] = 1;
	}
	if (r->single_five > 0) {
		out[n] = (struct combo){{{0}}, r->single_five};
		out[n++].need.count[5] = 1;
	}
	for (int k = 3; k <= r->dice; k++) {
		for (int v = 1; v <= 6; v++) {
			int value = r->kind[k].value[v];
			if (value <= 0)
				continue;
			out[n] = (struct combo){{{0}}, value};
			out[n++].need.count[v] = (unsigned char)k;
		}
	}
	if (r->straight5 > 0 && r->dice >= 5) {
		for (int low = 1; low <= 2; low++) {
			out[n] = (struct combo){{{0}}, r->straight5};
			for (int v = low; v < low + 5; v++)
				out[n].need.count[v] = 1;
			n++;
		}
	}
	if (r->straight6 > 0 && r->dice >= 6) {
		out[n] = (struct combo){{{0}}, r->straight6};
		for (int v = 1; v <= 6; v++)
			out[n].need.count[v] = 1;
		n++;
	}
	return n;
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

/* The best value of group t, from the values of the smaller groups. */
static int
best_of(const struct farkle_scorer *s, const struct combo *combos, int ncombos,
    const struct tally *t)
{
	int best = -1;
	for (int c = 0; c < ncombos; c++) {
		if (!tally_within(&combos[c].need, t))
			continue;
		struct tally left = tally_minus(t, &combos[c].need);
		int sub = s->best[tally_index(&left)];
		if (sub >= 0 && sub + combos[c].value > best)
			best = sub + combos[c].value;
	}
	if (s->rules.three_pairs > 0 && is_three_pairs(t) && s->rules.three_pairs > best)
		best = s->rules.three_pairs;
	return best;
}

/* Fills in every group of `size` dice, faces from `face` up still to place. */
static void
fill_size(struct farkle_scorer *s, const struct combo *combos, int ncombos,
    struct tally *t, int face, int left)
{
	if (face == 6) {
		t->count[6] = (unsigned char)left;
		s->best[tally_index(t)] = best_of(s, combos, ncombos, t);
		t->count[6] = 0;
		return;
	}
	for (int k = 0; k <= left; k++) {
		t->count[face] = (unsigned char)k;
		fill_size(s, combos, ncombos, t, face + 1, left - k);
	}
	t->count[face] = 0;
}

void
farkle_scorer_init(struct farkle_scorer *s, const struct farkle_rules *r)
{
	struct combo combos[64];
	int ncombos = list_combos(r, combos);

	s->rules = *r;
	/* Groups larger than a hand never occur; the others are worked out by
	 * size, so that a group minus a combination is always already known. */
	for (size_t i = 0; i < sizeof s->best / sizeof s->best[0]; i++)
		s->best[i] = -1;
	s->best[0] = 0;
	struct tally t = {{0}};
	for (int size = 1; size <= r->dice && size <= DICE_MAX; size++)
		fill_size(s, combos, ncombos, &t, 1, size);
}

int
farkle_group_value(const struct farkle_scorer *s, const struct tally *group)
{
	for (int f = 1; f <= 6; f++)
		if (group->count[f] > 6)
			return -1;
	return s->best[tally_index(group)];
}

/* Steps sub through every tally within `of`, like an odometer; returns false
 * once it has wrapped round to empty. */
static bool
next_sub(struct tally *sub, const struct tally *of)
{
	for (int f = 1; f <= 6; f++) {
		if (sub->count[f] < of->count[f]) {
			sub->count[f]++;
			return true;
		}
		sub->count[f] = 0;
	}
	return false;
}

struct farkle_eval
farkle_evaluate(const struct farkle_scorer *s, const struct tally *thrown)
{
	struct farkle_eval e;
	memset(&e, 0, sizeof e);
	struct tally sub = {{0}};
	int best_dice = 0;
	while (next_sub(&sub, thrown)) {
		int v = s->best[tally_index(&sub)];
		if (v <= 0)
			continue;
		int n = tally_total(&sub);
		if (v > e.best || (v == e.best && n > best_dice)) {
			e.best = v;
			e.best_group = sub;
			best_dice = n;
		}
		for (int f = 1; f <= 6; f++)
			if (sub.count[f] > e.scoring.count[f])
				e.scoring.count[f] = sub.count[f];
	}
	e.wins = s->rules.six_ones_win && thrown->count[1] == 6;
	return e;
}

int
farkle_groups_of(const struct farkle_scorer *s, const struct tally *thrown, int k,
    struct tally *out, int max)
{
	int found = 0;
	struct tally sub = {{0}};
	while (next_sub(&sub, thrown)) {
		if (tally_total(&sub) != k || s->best[tally_index(&sub)] <= 0)
			continue;
		if (found < max)
			out[found] = sub;
		found++;
	}
	return found;
}
