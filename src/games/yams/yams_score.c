/* Yams boxes: the words that name them, what dice write in each under the
 * sheet of the rules, the joker and the Yahtzee bonus, and a column's sums
 * (tapis-games(7), YAMS: The sheet, Other sheets). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "msg.h"
#include "never.h"
#include "text.h"
#include "yams.h"

int
yams_nboxes(const struct yams_rules *r)
{
	return r->sheet.nboxes;
}

const char *
yams_box_key(const struct yams_rules *r, int box)
{
	return box >= 0 && box < r->sheet.nboxes ? r->sheet.box[box].key : "?";
}

const char *
yams_box_named(const struct yams_rules *r, int box, struct msg *m)
{
	msg_set_pair(m, yams_box_word(&r->sheet, box, false), yams_box_word(&r->sheet, box, true));
	return msg_ref(m);
}

const struct yams_box_def *
yams_box(const struct yams_rules *r, int box)
{
	return &r->sheet.box[box];
}

/* Whether word (its key) names box b of r's sheet: its key, the kind's
 * other words, its label; *prefix set where the word starts one of them. */
static bool
names_box(const struct yams_rules *r, int b, const char *key, bool *prefix, int *near,
    int *best)
{
	const char *label;
	const char *const *aliases = yams_box_aliases(&r->sheet, b, &label);
	size_t len = strlen(key);
	bool found = false;
	for (int i = -2; !found && (i < 0 || aliases[i] != NULL); i++) {
		const char *name = i == -2 ? r->sheet.box[b].key : i == -1 ? label : aliases[i];
		if (name == NULL)
			continue;
		char *w = utf8_word_key(name);
		/* untaken: NULL only where memory is short (the names are keys,
		 * the kinds' words and labels, UTF-8 checked as read) */
		if (w == NULL)
			continue;
		if (strcmp(w, key) == 0)
			found = true;
		else if (len >= 2 && strncmp(w, key, len) == 0)
			*prefix = true;
		int d = text_distance(w, key, 2);
		if (d < *best && len >= 3)
			*best = d, *near = b;
		free(w);
	}
	return found;
}

/* A box's name, or the start of one that no other box's name starts with
 * ("ful", "sui"), in any case, with or without accents; else -1, with in
 * *near the box whose name is at most two letters away (a typo), or -1. */
int
yams_box_find_near(const struct yams_rules *r, const char *word, int *near)
{
	*near = -1;
	/* a box's key as the store keeps it, found without folding (a game
	 * read back names every box it wrote so) */
	for (int b = 0; b < r->sheet.nboxes; b++)
		if (strcmp(word, r->sheet.box[b].key) == 0)
			return b;
	char *key = utf8_word_key(word);
	int found = -1, prefix = -1, best = 3;
	if (key == NULL)
		return -1;
	for (int b = 0; b < r->sheet.nboxes && found < 0; b++) {
		bool starts = false;
		if (names_box(r, b, key, &starts, near, &best))
			found = b;
		else if (starts)
			prefix = prefix == -1 ? b : -2;     /* (an earlier box's, or -2) */
	}
	free(key);
	if (found >= 0)
		return found;
	if (prefix >= 0)
		return prefix;
	return -1;
}

int
yams_box_find(const struct yams_rules *r, const char *word)
{
	int near;
	return yams_box_find_near(r, word, &near);
}

/* What the dice of a tally show, once counted. */
struct shape {
	int sum, most, most_face, pairs, threes, singles;
	int run;                  /* the longest run of faces in a row */
};

static struct shape
shape_of(const struct tally *t)
{
	struct shape s = {0, 0, 0, 0, 0, 0, 0};
	for (int f = 1, run = 0; f <= 6; f++) {
		s.sum += f * t->count[f];
		if (t->count[f] > s.most)
			s.most = t->count[f], s.most_face = f;
		s.pairs += t->count[f] >= 2;
		s.threes += t->count[f] == 3;
		s.singles += t->count[f] == 1;
		run = t->count[f] > 0 ? run + 1 : 0;
		if (run > s.run)
			s.run = run;
	}
	return s;
}

bool
yams_five_alike(const struct tally *t)
{
	return shape_of(t).most == 5;
}

/* Whether the dice make the run. */
static bool
run_made(int run, const struct tally *t, const struct shape *s)
{
	switch (run) {
	case RUN_4:
		return s->run >= 4;
	case RUN_5:
		return s->run == 5;
	case RUN_LOW:
		return s->run == 5 && t->count[1] == 1;
	default:
		return s->run == 5 && t->count[6] == 1;
	}
}

/* A box made: its value as it scores. */
static int
scored(const struct yams_box_def *b, const struct shape *s)
{
	switch (b->scoring) {
	case SCORE_ALIKE:
		return b->arg * s->most_face;
	case SCORE_FIXED:
		return b->points;
	case SCORE_FIXED_SUM:
		return b->points + s->sum;
	default:
		return s->sum;
	}
}

int
yams_box_value(const struct yams_rules *r, int box, const struct tally *t, bool *made)
{
	const struct yams_box_def *b = &r->sheet.box[box];
	struct shape s = shape_of(t);
	bool ok;
	switch (b->kind) {
	case YK_FACE:
		*made = t->count[b->arg] > 0;
		return b->arg * t->count[b->arg];
	case YK_ALIKE:
		ok = s.most >= b->arg;
		break;
	case YK_PAIRS:
		ok = s.pairs >= 2;
		break;
	case YK_FULL:
		ok = (s.threes == 1 && s.pairs == 2) || (s.most == 5 && r->five_alike_full);
		break;
	case YK_RUN:
		ok = run_made(b->arg, t, &s);
		break;
	case YK_YAMS:
		ok = s.most == 5;
		break;
	default:    /* chance, Minimum, Maximum */
		ok = true;
		break;
	}
	*made = ok;
	return ok ? scored(b, &s) : 0;
}

/* Whether a Yahtzee thrown now plays as a joker in column c: the joker
 * in force, the five-alike box filled, and its face's upper box filled
 * (or none on the sheet). */
static bool
joker_on(const struct yams_rules *r, const struct yams_column *c, const struct tally *t)
{
	struct shape s = shape_of(t);
	int five = yams_sheet_find(&r->sheet, YK_YAMS, -1);
	/* (a joker needs a box of five alike: yams_rules_check) */
	if (r->joker == JOKER_NONE || s.most != 5 || NEVER(five < 0) || !(c->filled >> five & 1))
		return false;
	int face = yams_sheet_find(&r->sheet, YK_FACE, s.most_face);
	return face < 0 || (c->filled >> face & 1);
}

int
yams_write_value(const struct yams_rules *r, const struct yams_column *c, int box,
    const struct tally *t, bool *made, bool *joker)
{
	int v = yams_box_value(r, box, t, made);
	const struct yams_box_def *b = &r->sheet.box[box];
	*joker = false;
	if (*made || (b->kind != YK_FULL && b->kind != YK_RUN) || !joker_on(r, c, t))
		return v;
	struct shape s = shape_of(t);
	*made = *joker = true;
	return scored(b, &s);
}

bool
yams_write_allowed(const struct yams_rules *r, const struct yams_column *c, unsigned open,
    int box, const struct tally *t, int *where)
{
	struct shape s = shape_of(t);
	int five = yams_sheet_find(&r->sheet, YK_YAMS, -1);
	*where = -1;
	/* (as in joker_on) */
	if (r->joker != JOKER_FORCED || s.most != 5 || NEVER(five < 0) || !(c->filled >> five & 1))
		return true;
	int face = yams_sheet_find(&r->sheet, YK_FACE, s.most_face);
	if (face >= 0 && (open >> face & 1)) {
		*where = face;
		return box == face;
	}
	bool lower_open = false;
	for (int b = 0; b < r->sheet.nboxes; b++)
		lower_open = lower_open || (!r->sheet.box[b].upper && (open >> b & 1));
	return !lower_open || !r->sheet.box[box].upper;
}

int
yams_yahtzee_points(const struct yams_rules *r)
{
	return yams_modes[r->mode].bonus ? r->yahtzee_bonus : 0;
}

int
yams_yahtzee_earned(const struct yams_rules *r, const struct yams_column *c,
    const struct tally *t)
{
	int five = yams_sheet_find(&r->sheet, YK_YAMS, -1);
	/* (a Yahtzee bonus needs a box of five alike: yams_rules_check) */
	if (yams_yahtzee_points(r) <= 0 || NEVER(five < 0) || !yams_five_alike(t))
		return 0;
	/* (a duel, where boxes are struck, has no Yahtzee bonus: yams_rules_check) */
	bool holds = (c->filled >> five & 1) && !NEVER(c->struck >> five & 1) &&
	    c->value[five] > 0;
	return holds ? yams_yahtzee_points(r) : 0;
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
yams_pair(const struct yams_rules *r, int *min, int *max)
{
	*min = yams_sheet_find(&r->sheet, YK_MIN, -1);
	*max = yams_sheet_find(&r->sheet, YK_MAX, -1);
	/* (a sheet with a Minimum has its Maximum: yams_sheet_parse refuses one alone) */
	return yams_modes[r->mode].minmax && *min >= 0 && ALWAYS(*max >= 0);
}

bool
yams_minmax_voids(const struct yams_rules *r, int min, int max)
{
	/* (asked only where yams_pair found the pair, the mode's minmax part of it) */
	return ALWAYS(yams_modes[r->mode].minmax) && max <= min;
}

struct yams_sums
yams_column_sums(const struct yams_rules *r, const struct yams_column *c)
{
	struct yams_sums s = {0, 0, 0, false, 0, 0, 0};
	const struct yams_sheet *sh = &r->sheet;
	for (int b = 0; b < sh->nboxes; b++)
		if (sh->box[b].upper)
			s.upper += counted(c, b);
	int needs = yams_bonus_needs(r);
	if (needs > 0) {
		if (s.upper >= needs)
			s.bonus = r->bonus;
		else
			s.to_bonus = needs - s.upper;
	}
	int min, max;
	bool pair = yams_pair(r, &min, &max);
	bool both = pair && (c->filled >> min & 1) && (c->filled >> max & 1);
	s.minmax_void = both && yams_minmax_voids(r, counted(c, min), counted(c, max));
	for (int b = 0; b < sh->nboxes; b++)
		if (!sh->box[b].upper && !(s.minmax_void && (b == min || b == max)))
			s.lower += counted(c, b);
	s.yahtzee_bonus = c->yahtzees * yams_yahtzee_points(r);
	s.total = s.upper + s.bonus + s.lower + s.yahtzee_bonus;
	return s;
}
