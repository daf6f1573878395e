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

void
farkle_scorer_init(struct farkle_scorer *s, const struct farkle_rules *r)
{
	struct combo combos[64];
	int ncombos = list_combos(r, combos);

	s->rules = *r;
	/* Indexes grow with every count, so a group minus a combination has a
	 * smaller index and is already worked out when we reach the group. */
	struct tally t = {{0}};
	for (int i = 0; i < 7 * 7 * 7 * 7 * 7 * 7; i++) {
		int rest = i;
		for (int f = 1; f <= 6; f++) {
			t.count[f] = (unsigned char)(rest % 7);
			rest /= 7;
		}
		if (i == 0) {
			s->best[0] = 0;
			continue;
		}
		int best = -1;
		if (tally_total(&t) <= r->dice) {
			for (int c = 0; c < ncombos; c++) {
				if (!tally_within(&combos[c].need, &t))
					continue;
				struct tally left = tally_minus(&t, &combos[c].need);
				int sub = s->best[tally_index(&left)];
				if (sub >= 0 && sub + combos[c].value > best)
					best = sub + combos[c].value;
			}
			if (r->three_pairs > 0 && is_three_pairs(&t) && r->three_pairs > best)
				best = r->three_pairs;
		}
		s->best[i] = best;
	}
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
