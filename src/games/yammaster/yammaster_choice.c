/* The choices of Yam Master's advice as advice.h lists them: a keep and
 * the throw of the rest (after a call, or not), a place, a removal, a
 * pass; kept best first.  Pure. */
#include "config.h"

#include <string.h>

#include "yammaster_advice.h"

struct advice_choice
ym_choice_keep(const struct tally *keep, int call, double value)
{
	struct advice_choice c;
	memset(&c, 0, sizeof c);
	int size = tally_total(keep);
	if (call >= 0) {
		c.has_first = true;
		c.first.verb = YAMMASTER_CALL;
		c.first.arg[0] = call;
	}
	c.has_entry = size > 0;
	c.entry.verb = YAMMASTER_KEEP;
	if (size > 0)
		throws_set_dice(&c.entry.dice, keep);
	c.then_verb = -1;
	c.then_throw = THROWS_DICE - size;
	c.value = value;
	c.bust = -1;
	return c;
}

struct advice_choice
ym_choice_entry(int verb, int cell, double value)
{
	struct advice_choice c;
	memset(&c, 0, sizeof c);
	c.has_entry = true;
	c.entry.verb = verb;
	c.entry.arg[0] = verb == YAMMASTER_PASS ? 0 : cell;
	c.then_verb = -1;
	c.value = value;
	c.bust = -1;
	return c;
}

void
ym_choice_insert(struct advice *out, const struct advice_choice *c)
{
	int i = out->n;
	if (i == ADVICE_CHOICES) {
		if (out->choice[ADVICE_CHOICES - 1].value >= c->value)
			return;
		i = ADVICE_CHOICES - 1;
	} else {
		out->n++;
	}
	/* stable: an equal value goes after those there already */
	while (i > 0 && out->choice[i - 1].value < c->value) {
		out->choice[i] = out->choice[i - 1];
		i--;
	}
	out->choice[i] = *c;
}
