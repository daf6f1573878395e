/* The odds the dice give: how likely a throw is to score nothing, worked
 * out through the scorer that judges the table's throws, so that the luck
 * column of stats and the game's rules can never disagree.  Pure.
 *
 * A throw scores when some group of its dice does (farkle_evaluate's best
 * is above 0), and every group that scores holds one of the least groups
 * that do: the groups that score with no smaller scoring group inside
 * them (a lone 1, a lone 5, three alike where no die of them scores
 * alone...).  So a throw is a bust when it holds none of those, a few
 * comparisons, not the search of every part of it that farkle_evaluate
 * makes (issue 29: that search, over every tally of every rule set met,
 * was 11.6 million of the 75 million instructions of a stats).
 * tests/test_stats.c checks these odds against farkle_evaluate's. */
#include "config.h"

#include "dice.h"
#include "farkle.h"

/* At most every tally of up to six dice, with none inside another. */
#define LEAST_MAX 924

struct least {
	struct tally group[LEAST_MAX];
	int n;
};

/* Whether t holds one of the least scoring groups. */
static bool
holds_least(const struct least *l, const struct tally *t)
{
	for (int i = 0; i < l->n; i++)
		if (tally_within(&l->group[i], t))
			return true;
	return false;
}

/* Each group of `size` dice (faces face to 6 still to place, the faces
 * before in t) that scores and holds no least group yet found is one. */
static void
least_of_size(const struct farkle_scorer *s, struct least *l, struct tally *t, int face,
    int left)
{
	if (face == 6) {
		t->count[6] = (unsigned char)left;
		if (farkle_group_value(s, t) > 0 && !holds_least(l, t) && l->n < LEAST_MAX)
			l->group[l->n++] = *t;
		t->count[6] = 0;
		return;
	}
	for (int k = 0; k <= left; k++) {
		t->count[face] = (unsigned char)k;
		least_of_size(s, l, t, face + 1, left - k);
	}
	t->count[face] = 0;
}

/* The throws among those of `left` more dice on faces face to 6 (the
 * faces before already in t) that hold no least group, each tally counted
 * as many times as the throws that give it: `ways` so far, times the ways
 * to choose which of the dice left show this face. */
static long long
busts_of(const struct least *l, struct tally *t, int face, int left, long long ways)
{
	if (face == 6) {
		t->count[6] = (unsigned char)left;
		bool bust = !holds_least(l, t);
		t->count[6] = 0;
		return bust ? ways : 0;
	}
	long long busts = 0, choose = 1;   /* C(left, k) */
	for (int k = 0; k <= left; k++) {
		t->count[face] = (unsigned char)k;
		busts += busts_of(l, t, face + 1, left - k, ways * choose);
		choose = choose * (left - k) / (k + 1);
	}
	t->count[face] = 0;
	return busts;
}

double
farkle_bust_odds(const struct farkle_scorer *s, int n)
{
	if (n < 1 || n > DICE_MAX)
		return 0.0;
	/* the least groups by size, smallest first, so that a group is one
	 * only if no smaller one is inside it */
	struct least l;
	l.n = 0;
	struct tally t = {{0}};
	for (int size = 1; size <= n; size++)
		least_of_size(s, &l, &t, 1, size);
	/* every one of the 6^n throws, each as likely as the others, counted
	 * by tally (462 of them for six dice, where there are 46,656 throws) */
	long long throws = 1;
	for (int i = 0; i < n; i++)
		throws *= 6;
	return (double)busts_of(&l, &t, 1, n, 1) / (double)throws;
}
