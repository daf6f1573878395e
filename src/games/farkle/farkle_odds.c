/* The odds the dice give: how likely a throw is to score nothing, worked
 * out through the scorer that judges the table's throws, so that the luck
 * column of stats and the game's rules can never disagree.  Pure. */
#include "config.h"

#include "dice.h"
#include "farkle.h"

/* The throws among those of `left` more dice on faces face to 6 (the
 * faces before already in t) that score nothing, each tally counted as
 * many times as the throws that give it: `ways` so far, times the ways to
 * choose which of the dice left show this face. */
static long long
busts_of(const struct farkle_scorer *s, struct tally *t, int face, int left, long long ways)
{
	if (face == 6) {
		t->count[6] = (unsigned char)left;
		bool bust = farkle_evaluate(s, t).best == 0;
		t->count[6] = 0;
		return bust ? ways : 0;
	}
	long long busts = 0, choose = 1;   /* C(left, k) */
	for (int k = 0; k <= left; k++) {
		t->count[face] = (unsigned char)k;
		busts += busts_of(s, t, face + 1, left - k, ways * choose);
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
	/* every one of the 6^n throws, each as likely as the others, counted
	 * by tally (462 of them for six dice, where there are 46,656 throws):
	 * the scorer judges a tally, not the order of the faces */
	long long throws = 1;
	for (int i = 0; i < n; i++)
		throws *= 6;
	struct tally t = {{0}};
	return (double)busts_of(s, &t, 1, n, 1) / (double)throws;
}
