/* A turn of up to three throws of five dice (throws.h). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "engine.h"
#include "never.h"
#include "throws.h"

void
throws_set_dice(struct dice *d, const struct tally *x)
{
	memset(d, 0, sizeof *d);          /* padding too: states compare bytes */
	/* straight into d, the count kept aside (a Yam Master hint's games
	 * come here on every throw and keep) */
	int n = 0;
	for (int f = 1; f <= 6; f++)
		for (int k = x->count[f]; k > 0 && n < DICE_MAX; k--)
			d->face[n++] = (unsigned char)f;
	d->n = n;
}

void
throws_clear(struct throws *t)
{
	memset(t, 0, sizeof *t);
}

int
throws_implied_keeps(const struct throws *t, int typed, struct dice *out, int max)
{
	int k = THROWS_DICE - typed, n = 0;
	if (t->count == 0 || t->count >= THROWS_MAX || t->kept.n > 0 || k <= 0 ||
	    k >= THROWS_DICE)
		return 0;
	struct tally hand = dice_tally(&t->hand), pick = {{0}};
	/* every sub-multiset of k dice, as counts face by face (an odometer) */
	for (;;) {
		if (tally_total(&pick) == k) {
			if (n < max)
				throws_set_dice(&out[n], &pick);
			n++;
		}
		int f = 1;
		while (f <= 6 && pick.count[f] == hand.count[f])
			pick.count[f++] = 0;
		if (f > 6)
			break;
		pick.count[f]++;
	}
	return n;
}

bool
throws_throw(struct throws *t, const struct dice *typed, const char *who,
    const char *after_last, struct throw_made *out, struct msg *why)
{
	int n = typed->n;
	struct tally kept = dice_tally(&t->kept), thrown;
	char buf[24];
	struct msg word, noun, noun2;
	memset(out, 0, sizeof *out);
	if (t->count >= THROWS_MAX) {
		msg_set(why, N_("%s has thrown three times: %s"), who,
		    msg_word(&word, after_last));
		return false;
	}
	if (n > THROWS_DICE) {
		msg_set(why, N_("a hand has five dice, not %d"), n);
		return false;
	}
	if (t->count == 0 && n != THROWS_DICE) {
		msg_set(why, N_("the first throw of a turn is of all five dice, not %d"),
		    n);
		return false;
	}
	if (t->kept.n > 0 && n == THROWS_DICE) {
		/* the whole new hand: it must hold the dice kept */
		struct tally hand = dice_tally(typed);
		if (!tally_within(&kept, &hand)) {
			msg_set(why, N_("the new hand must hold the dice kept (%s)"),
			    dice_format(&t->kept, buf, sizeof buf));
			return false;
		}
		thrown = tally_minus(&hand, &kept);
	} else if (t->kept.n > 0 && n != THROWS_DICE - t->kept.n) {
		msg_setn(why, "%d %s kept: type the %d %s thrown again, or the whole hand"
		    " of five", "%d %s kept: type the %d %s thrown again, or the whole hand"
		    " of five", (unsigned long)t->kept.n, t->kept.n, dice_noun_word(&noun, t->kept.n),
		    THROWS_DICE - t->kept.n,
		    dice_noun_word(&noun2, THROWS_DICE - t->kept.n));
		return false;
	} else if (t->kept.n == 0 && n < THROWS_DICE) {
		struct dice only;
		if (throws_implied_keeps(t, n, &only, 1) != 1) {
			msg_setn(why, "of %s, which %d die was kept? keep FACES, then"
			    " the throw", "of %s, which %d dice were kept? keep FACES, then the throw",
			    (THROWS_DICE - n), dice_format(&t->hand, buf, sizeof buf),
			    THROWS_DICE - n);
			return false;
		}
		kept = dice_tally(&only);
		out->implicit_keep = true;
		thrown = dice_tally(typed);
	} else {
		thrown = dice_tally(typed);
	}
	throws_set_dice(&out->kept, &kept);
	throws_set_dice(&out->thrown, &thrown);
	for (int f = 1; f <= 6; f++)
		kept.count[f] = (unsigned char)(kept.count[f] + thrown.count[f]);
	throws_set_dice(&t->hand, &kept);
	memset(&t->kept, 0, sizeof t->kept);
	t->count++;
	return true;
}

bool
throws_keep(struct throws *t, const struct dice *d, const char *after_last,
    struct msg *why)
{
	char had[24];
	struct msg word;
	if (t->count == 0) {
		msg_set(why, N_("nothing thrown yet this turn: keep names dice of the last"
		    " throw"));
		return false;
	}
	if (t->count >= THROWS_MAX) {
		msg_set(why, N_("no throw is left to keep dice for: %s"),
		    msg_word(&word, after_last));
		return false;
	}
	struct tally want = dice_tally(d), hand = dice_tally(&t->hand);
	for (int f = 1; f <= 6; f++) {
		/* the first face the hand has too few of: it holds at most all
		 * its dice of one face (keep 6 6 6 6 6 6 of 6 6 6 6 6) */
		static const char *const counts[THROWS_DICE + 1] = {N_("zero"), N_("one"),
		    N_("two"), N_("three"), N_("four"), N_("five")};
		if (want.count[f] <= hand.count[f])
			continue;
		dice_format(&t->hand, had, sizeof had);
		if (hand.count[f] == 0)
			msg_set(why, N_("the hand %s has no %d to keep"), had, f);
		else
			msg_setn(why, "the hand %s has only %s %d",
			    "the hand %s has only %s %ds", hand.count[f], had,
			    msg_word(&word, counts[hand.count[f]]), f);
		return false;
	}
	if (d->n >= THROWS_DICE) {
		msg_set(why, N_("keeping all five dice leaves nothing to throw: %s"),
		    msg_word(&word, after_last));
		return false;
	}
	/* a second keep names the dice again: a player may change their mind */
	throws_set_dice(&t->kept, &want);
	return true;
}

int
throws_keep_choices(const struct throws *t, int throw_verb, int keep_verb,
    const struct action *a, struct action *first, int max)
{
	struct dice keeps[16];
	if (a->verb != throw_verb)
		return 0;
	int n = throws_implied_keeps(t, a->dice.n, keeps, 16);
	if (n < 2)
		return 0;
	/* (five dice have at most C(5,2) = 10 sub-hands of one size) */
	for (int i = 0; i < n && i < max && ALWAYS(i < 16); i++)
		first[i] = (struct action){keep_verb, keeps[i], {0, 0}};
	return n;
}
