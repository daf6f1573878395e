/* A turn of up to three throws of five dice (throws.h). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "engine.h"
#include "i18n.h"
#include "throws.h"

void
throws_set_dice(struct dice *d, const struct tally *x)
{
	struct dice faces = tally_dice(x);
	memset(d, 0, sizeof *d);          /* padding too: states compare bytes */
	d->n = faces.n;
	memcpy(d->face, faces.face, sizeof d->face);
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
    const char *after_last, struct throw_made *out, char *why, size_t whylen)
{
	int n = typed->n;
	struct tally kept = dice_tally(&t->kept), thrown;
	char buf[24];
	memset(out, 0, sizeof *out);
	if (t->count >= THROWS_MAX) {
		snprintf(why, whylen, _("%s has thrown three times: %s"), who, after_last);
		return false;
	}
	if (n > THROWS_DICE) {
		snprintf(why, whylen, _("a hand has five dice, not %d"), n);
		return false;
	}
	if (t->count == 0 && n != THROWS_DICE) {
		snprintf(why, whylen, _("the first throw of a turn is of all five dice, not %d"), n);
		return false;
	}
	if (t->kept.n > 0 && n == THROWS_DICE) {
		/* the whole new hand: it must hold the dice kept */
		struct tally hand = dice_tally(typed);
		if (!tally_within(&kept, &hand)) {
			snprintf(why, whylen, _("the new hand must hold the dice kept (%s)"),
			    dice_format(&t->kept, buf, sizeof buf));
			return false;
		}
		thrown = tally_minus(&hand, &kept);
	} else if (t->kept.n > 0 && n != THROWS_DICE - t->kept.n) {
		snprintf(why, whylen, _("%d %s kept: type the %d %s thrown again, or the whole hand"
		    " of five"), t->kept.n, dice_noun(t->kept.n), THROWS_DICE - t->kept.n,
		    dice_noun(THROWS_DICE - t->kept.n));
		return false;
	} else if (t->kept.n == 0 && n < THROWS_DICE) {
		struct dice only;
		if (throws_implied_keeps(t, n, &only, 1) != 1) {
			snprintf(why, whylen, ngettext("of %s, which %d die was kept? keep FACES, then"
			    " the throw", "of %s, which %d dice were kept? keep FACES, then the throw",
			    (unsigned long)(THROWS_DICE - n)), dice_format(&t->hand, buf, sizeof buf),
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
throws_keep(struct throws *t, const struct dice *d, const char *after_last, char *why,
    size_t whylen)
{
	char had[24];
	if (t->count == 0) {
		snprintf(why, whylen, _("nothing thrown yet this turn: keep names dice of the last"
		    " throw"));
		return false;
	}
	if (t->count >= THROWS_MAX) {
		snprintf(why, whylen, _("no throw is left to keep dice for: %s"), after_last);
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
			snprintf(why, whylen, _("the hand %s has no %d to keep"), had, f);
		else
			snprintf(why, whylen, ngettext("the hand %s has only %s %d",
			    "the hand %s has only %s %ds", (unsigned long)hand.count[f]), had,
			    _(counts[hand.count[f]]), f);
		return false;
	}
	if (d->n >= THROWS_DICE) {
		snprintf(why, whylen, _("keeping all five dice leaves nothing to throw: %s"),
		    after_last);
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
	for (int i = 0; i < n && i < max && i < 16; i++)
		first[i] = (struct action){keep_verb, keeps[i], {0, 0}};
	return n;
}
