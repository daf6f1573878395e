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
#include "never.h"

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

struct odds_walk {
	const struct farkle_scorer *s;
	struct least *l;
	long long busts;
};

/* A group that scores and holds no least group yet found is one
 * (tally_each's fn, by size, the smallest first). */
static void
least_one(const struct tally *t, long long throws, void *ctx)
{
	(void)throws;
	struct odds_walk *w = ctx;
	/* (the empty tally never scores: the list holds fewer than all LEAST_MAX) */
	if (farkle_group_value(w->s, t) > 0 && !holds_least(w->l, t) && ALWAYS(w->l->n < LEAST_MAX))
		w->l->group[w->l->n++] = *t;
}

/* The throws that give t, counted if t holds no least group. */
static void
bust_one(const struct tally *t, long long throws, void *ctx)
{
	struct odds_walk *w = ctx;
	if (!holds_least(w->l, t))
		w->busts += throws;
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
	struct odds_walk w = {s, &l, 0};
	for (int size = 1; size <= n; size++)
		tally_each(size, least_one, &w);
	/* every one of the 6^n throws, each as likely as the others, counted
	 * by tally (462 of them for six dice, where there are 46,656 throws) */
	long long throws = 1;
	for (int i = 0; i < n; i++)
		throws *= 6;
	tally_each(n, bust_one, &w);
	return (double)w.busts / (double)throws;
}
