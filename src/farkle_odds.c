/* The odds the dice give: how likely a throw is to score nothing, worked
 * out through the scorer that judges the table's throws, so that the luck
 * column of stats and the game's rules can never disagree.  Pure. */
#include "config.h"

#include "farkle.h"

double
farkle_bust_odds(const struct farkle_scorer *s, int n)
{
	if (n < 1 || n > DICE_MAX)
		return 0.0;
	/* every one of the 6^n throws, each as likely as the others: the
	 * faces of die i are digit i of `throw` written in base 6 */
	int throws = 1;
	for (int i = 0; i < n; i++)
		throws *= 6;
	int busts = 0;
	for (int throw = 0; throw < throws; throw++) {
		struct tally t = {{0}};
		for (int i = 0, rest = throw; i < n; i++, rest /= 6)
			t.count[1 + rest % 6]++;
		if (farkle_evaluate(s, &t).best == 0)
			busts++;
	}
	return (double)busts / throws;
}
