/* Yams boxes: their names, what dice write in each, and a column's sums
 * (RULES.md, Yams). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "text.h"
#include "yams.h"

const char *const yams_box_key[YAMS_BOXES] = {
	"1", "2", "3", "4", "5", "6", "min", "max", "suite", "full", "carre", "yams",
};

/* Every word a table uses for a box, English and French; matched on the
 * folded key (any case, accents or not). */
static const char *const words[YAMS_BOXES][6] = {
	{"1", "as", "1s", "ones", "aces", NULL}, {"2", "deux", "2s", "twos", NULL},
	{"3", "trois", "3s", "threes", NULL}, {"4", "quatre", "4s", "fours", NULL},
	{"5", "cinq", "5s", "fives", NULL}, {"6", "six", "6s", "sixes", NULL},
	{"min", "minimum", NULL}, {"max", "maximum", NULL},
	{"suite", "straight", NULL}, {"full", NULL},
	{"carre", "carré", "square", NULL}, {"yams", "yam", "yahtzee", NULL},
};

const char *const *
yams_box_words(int box)
{
	return box >= 0 && box < YAMS_BOXES ? words[box] : NULL;
}

/* A box's name, or the start of one that no other box's name starts with
 * ("ful", "sui"), in any case, with or without accents; else -1, with in
 * *near the box whose name is at most two letters away (a typo), or -1. */
int
yams_box_find_near(const char *word, int *near)
{
	char *key = utf8_word_key(word);
	int found = -1, prefix = -1, best = 3;
	*near = -1;
	if (key == NULL)
		return -1;
	size_t len = strlen(key);
	for (int b = 0; b < YAMS_BOXES && found < 0; b++)
		for (int i = 0; words[b][i] != NULL && found < 0; i++) {
			char *w = utf8_word_key(words[b][i]);
			if (w != NULL && strcmp(w, key) == 0)
				found = b;
			else if (w != NULL && len >= 2 && strncmp(w, key, len) == 0)
				prefix = prefix == -1 || prefix == b ? b : -2;
			int d = w != NULL ? text_distance(w, key, 2) : 3;
			if (d < best && len >= 3)
				best = d, *near = b;
			free(w);
		}
	free(key);
	if (found >= 0)
		return found;
	if (prefix >= 0)
		return prefix;
	return -1;
}

int
yams_box_find(const char *word)
{
	int near;
	return yams_box_find_near(word, &near);
}

int
yams_box_value(const struct yams_rules *r, int box, const struct tally *t, bool *made)
{
	int sum = 0, most = 0, pairs = 0, threes = 0, singles = 0;
	for (int f = 1; f <= 6; f++) {
		sum += f * t->count[f];
		if (t->count[f] > most)
			most = t->count[f];
		pairs += t->count[f] == 2;
		threes += t->count[f] == 3;
		singles += t->count[f] == 1;
	}
	bool ok;
	int value;
	switch (box) {
	case BOX_MIN:
	case BOX_MAX:
		ok = true, value = sum;
		break;
	case BOX_SUITE:
		/* five faces in a row: five singles without a 1 or without a 6 */
		ok = singles == 5 && (t->count[1] == 0 || t->count[6] == 0), value = r->suite;
		break;
	case BOX_FULL:
		ok = (threes == 1 && pairs == 1) || (most == 5 && r->five_alike_full), value = sum;
		break;
	case BOX_CARRE:
		ok = most >= 4, value = r->carre;
		break;
	case BOX_YAMS:
		ok = most == 5, value = r->yams;
		break;
	default:    /* 1 to 6 */
		ok = box >= BOX_1 && box <= BOX_6 && t->count[box + 1] > 0;
		value = ok ? (box + 1) * t->count[box + 1] : 0;
		break;
	}
	*made = ok;
	return ok ? value : 0;
}

/* A box as it counts: 0 when empty or struck. */
static int
counted(const struct yams_column *c, int box)
{
	return (c->filled >> box & 1) && !(c->struck >> box & 1) ? c->value[box] : 0;
}

int
yams_bonus_needs(const struct yams_rules *r)
{
	if (!yams_modes[r->mode].bonus || r->bonus <= 0)
		return 0;
	return r->bonus_at_least ? r->bonus_at : r->bonus_at + 1;
}

bool
yams_minmax_voids(const struct yams_rules *r, int min, int max)
{
	return yams_modes[r->mode].minmax && max <= min;
}

struct yams_sums
yams_column_sums(const struct yams_rules *r, const struct yams_column *c)
{
	struct yams_sums s = {0, 0, 0, false, 0, 0};
	for (int b = BOX_1; b <= BOX_6; b++)
		s.upper += counted(c, b);
	int needs = yams_bonus_needs(r);
	if (needs > 0) {
		if (s.upper >= needs)
			s.bonus = r->bonus;
		else
			s.to_bonus = needs - s.upper;
	}
	bool both = (c->filled >> BOX_MIN & 1) && (c->filled >> BOX_MAX & 1);
	s.minmax_void = both && yams_minmax_voids(r, counted(c, BOX_MIN), counted(c, BOX_MAX));
	for (int b = BOX_MIN; b < YAMS_BOXES; b++)
		if (!(s.minmax_void && (b == BOX_MIN || b == BOX_MAX)))
			s.lower += counted(c, b);
	s.total = s.upper + s.bonus + s.lower;
	return s;
}
