/* Yams sheets as data (tapis-games(7), YAMS, Other sheets): the words a box is
 * named by in a list, each with its kind and its names in both languages;
 * the named sheets (the seed's, the printed pad, Yahtzee); a list as typed
 * read into a sheet and written back.  Pure: the names are data, said in
 * the language of the interface by the words layer. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msg.h"
#include "never.h"
#include "text.h"
#include "yams.h"

/* A word a list names a box by: the box's key, what it takes, its names,
 * the other words typed for it (English and French, NULL-ended), and the
 * one a French table is shown where the key is not French (NULL: the
 * key). */
struct box_word {
	const char *word;
	uint8_t kind, arg;
	const char *english, *french;
	const char *aliases[6];
	const char *typed_french;
};

/* The seed's twelve first, in its order, with the words its boxes have
 * always been typed by; then the pad's; then Yahtzee's. */
static const struct box_word box_words[] = {
	{"1", YK_FACE, 1, "1", "1", {"as", "1s", "ones", "aces", NULL}, NULL},
	{"2", YK_FACE, 2, "2", "2", {"deux", "2s", "twos", NULL}, NULL},
	{"3", YK_FACE, 3, "3", "3", {"trois", "3s", "threes", NULL}, NULL},
	{"4", YK_FACE, 4, "4", "4", {"quatre", "4s", "fours", NULL}, NULL},
	{"5", YK_FACE, 5, "5", "5", {"cinq", "5s", "fives", NULL}, NULL},
	{"6", YK_FACE, 6, "6", "6", {"six", "6s", "sixes", NULL}, NULL},
	{"min", YK_MIN, 0, "Minimum", "Minimum", {"minimum", NULL}, NULL},
	{"max", YK_MAX, 0, "Maximum", "Maximum", {"maximum", NULL}, NULL},
	{"suite", YK_RUN, RUN_5, "Suite", "Suite", {"straight", NULL}, NULL},
	{"full", YK_FULL, 0, "Full", "Full", {NULL}, NULL},
	{"carre", YK_ALIKE, 4, "Carré", "Carré", {"carré", "square", "4kind", "four", NULL},
	    "carré"},
	{"yams", YK_YAMS, 0, "Yams", "Yams", {"yam", "yahtzee", NULL}, NULL},
	{"brelan", YK_ALIKE, 3, "Brelan", "Brelan", {"3kind", "three", NULL}, NULL},
	{"paires", YK_PAIRS, 0, "Double paire", "Double paire", {"doublepaire", "twopairs",
	    NULL}, NULL},
	{"petite", YK_RUN, RUN_4, "Petite suite", "Petite suite", {"small", NULL}, NULL},
	{"grande", YK_RUN, RUN_5, "Grande suite", "Grande suite", {"large", NULL}, NULL},
	{"12345", YK_RUN, RUN_LOW, "1-2-3-4-5", "1-2-3-4-5", {NULL}, NULL},
	{"23456", YK_RUN, RUN_HIGH, "2-3-4-5-6", "2-3-4-5-6", {NULL}, NULL},
	{"chance", YK_CHANCE, 0, "Chance", "Chance", {NULL}, NULL},
	{"3kind", YK_ALIKE, 3, "Three of a Kind", "Brelan", {"brelan", "three", NULL}, "brelan"},
	{"4kind", YK_ALIKE, 4, "Four of a Kind", "Carré", {"carre", "carré", "four", NULL}, "carré"},
	{"twopairs", YK_PAIRS, 0, "Two Pairs", "Double paire", {"paires", "doublepaire",
	    NULL}, "paires"},
	{"fullhouse", YK_FULL, 0, "Full House", "Full", {"full", "house", NULL}, "full"},
	{"small", YK_RUN, RUN_4, "Small Straight", "Petite suite", {"petite", NULL}, "petite"},
	{"large", YK_RUN, RUN_5, "Large Straight", "Grande suite", {"grande", NULL}, "grande"},
	{"straight", YK_RUN, RUN_5, "Straight", "Suite", {"suite", NULL}, "suite"},
	{"yahtzee", YK_YAMS, 0, "Yahtzee", "Yahtzee", {"yams", "yam", NULL}, NULL},
};
enum { NWORDS = sizeof box_words / sizeof box_words[0] };
_Static_assert(NWORDS < 256, "a box's word is a byte");

/* A named sheet: its list and the extras it plays with. */
struct named_sheet {
	const char *name;
	const char *list;
	int bonus, bonus_at;
	bool at_least;
	int yahtzee_bonus;
	enum yams_joker joker;
};

static const struct named_sheet named[] = {
	{"yams", "1,2,3,4,5,6,min,max,suite:20,full,carre:25,yams:30", 30, 60, false, 0,
	    JOKER_NONE},
	{"carnet", "1,2,3,4,5,6,brelan,carre,full:25,petite:30,grande:40,yams:50,chance", 35,
	    63, true, 0, JOKER_NONE},
	{"yahtzee", "1,2,3,4,5,6,3kind,4kind,fullhouse:25,small:30,large:40,yahtzee:50,chance",
	    35, 63, true, 100, JOKER_FREE},
};
enum { NNAMED = sizeof named / sizeof named[0] };

static const struct named_sheet *
named_find(const char *name)
{
	for (int i = 0; i < NNAMED; i++)
		if (utf8_same_word(name, named[i].name))
			return &named[i];
	return NULL;
}

bool
yams_sheet_extras(const char *name, int *bonus, int *bonus_at, bool *at_least,
    int *yahtzee_bonus, enum yams_joker *joker)
{
	const struct named_sheet *n = named_find(name);
	if (n == NULL)
		return false;
	*bonus = n->bonus, *bonus_at = n->bonus_at, *at_least = n->at_least;
	*yahtzee_bonus = n->yahtzee_bonus, *joker = n->joker;
	return true;
}

bool
yams_sheet_named(const char *name, struct yams_sheet *sh)
{
	const struct named_sheet *n = named_find(name);
	struct msg why;
	if (n == NULL)
		return false;
	bool parsed = yams_sheet_parse(n->list, sh, &why);
	if (NEVER(!parsed))      /* (the lists above: test_yams_sheet reads each) */
		return false;
	snprintf(sh->name, sizeof sh->name, "%s", n->name);
	return true;
}

/* ---- a box as a list names it: KEY[:SCORING][/PART][=LABEL] */

static int
word_find(const char *w, size_t len)
{
	for (int i = 0; i < NWORDS; i++)
		if (strlen(box_words[i].word) == len && strncmp(box_words[i].word, w, len) == 0)
			return i;
	return -1;
}

/* The scorings a kind takes, a bit each, and the one it has unless told. */
static unsigned
scorings_of(int kind)
{
	switch (kind) {
	case YK_ALIKE:
		return 1u << SCORE_SUM | 1u << SCORE_ALIKE | 1u << SCORE_FIXED | 1u << SCORE_FIXED_SUM;
	case YK_PAIRS:
	case YK_FULL:
		return 1u << SCORE_SUM | 1u << SCORE_FIXED | 1u << SCORE_FIXED_SUM;
	case YK_RUN:
	case YK_YAMS:
		return 1u << SCORE_FIXED;
	default:
		return 1u << SCORE_SUM;
	}
}

static bool
fixed_only(int kind)
{
	return scorings_of(kind) == 1u << SCORE_FIXED;
}

/* The scoring of text (what follows the ':'); false, with why, if it is
 * none the box takes. */
static bool
scoring_read(struct yams_box_def *b, const char *text, struct msg *why)
{
	char *end;
	long n = strtol(text, &end, 10);
	int s = -1;
	if (strcmp(text, "sum") == 0 || strcmp(text, "somme") == 0)
		s = SCORE_SUM;
	else if (strcmp(text, "alike") == 0 || strcmp(text, "pareils") == 0)
		s = SCORE_ALIKE;
	/* (a number strtol read, not its spaces or sign first, all below '0') */
	else if (end != text && text[0] >= '0' && (*end == '\0' ||
	    (end[0] == '+' && end[1] == '\0')))
		s = *end == '+' ? SCORE_FIXED_SUM : SCORE_FIXED;
	if (s < 0) {
		msg_set(why, N_("sheet: %s:%s: the points are a number (%s:25), a number and the"
		    " sum (%s:10+), sum or alike"), b->key, text, b->key, b->key);
		return false;
	}
	if (!(scorings_of(b->kind) >> s & 1)) {
		/* (Brelan and Carré take every scoring) */
		msg_set(why, fixed_only(b->kind) ? N_("sheet: %s:%s: it scores its points alone"
		    " (%s:30)") : b->kind == YK_PAIRS || b->kind == YK_FULL ? N_("sheet: %s:%s:"
		    " it scores the sum, points, or points and the sum (%s:25)") : N_("sheet: %s:%s:"
		    " it scores the sum of its dice, no other way (%s)"), b->key, text, b->key);
		return false;
	}
	if ((s == SCORE_FIXED || s == SCORE_FIXED_SUM) && (n < 1 || n > YAMS_POINTS_MAX)) {
		msg_set(why, N_("sheet: %s:%s: points go from 1 to %d"), b->key, text,
		    YAMS_POINTS_MAX);
		return false;
	}
	b->scoring = (uint8_t)s;
	b->points = (int16_t)(s == SCORE_FIXED || s == SCORE_FIXED_SUM ? n : 0);
	return true;
}

/* The part (upper or lower) and the label of one box: what follows '/'
 * and '=' (NULL for none). */
static bool
part_label_read(struct yams_box_def *b, const char *part, const char *label,
    struct msg *why)
{
	if (part != NULL && (strcmp(part, "upper") == 0 || strcmp(part, "haut") == 0))
		b->upper = true;
	else if (part != NULL && (strcmp(part, "lower") == 0 || strcmp(part, "bas") == 0))
		b->upper = false;
	else if (part != NULL) {
		msg_set(why, N_("sheet: %s/%s: a box goes in the upper or the lower part"
		    " (/upper, /lower)"), b->key, part);
		return false;
	}
	if (b->upper && (b->kind == YK_MIN || b->kind == YK_MAX)) {
		msg_set(why, N_("sheet: %s/%s: Minimum and Maximum stay in the lower part"), b->key,
		    part);
		return false;
	}
	if (label != NULL && (label[0] == '\0' || strlen(label) >= YAMS_LABEL ||
	    !utf8_valid(label) || text_has_hidden(label))) {
		msg_set(why, N_("sheet: %s=: a label is a name of 1 to %d bytes that shows"),
		    b->key, YAMS_LABEL - 1);
		return false;
	}
	if (label != NULL)
		snprintf(b->label, sizeof b->label, "%s", label);
	return true;
}

/* One item of a list into *b; false, with why saying which part.  The
 * item is cut up in place; its words are matched in any case and with or
 * without accents, its label kept as typed. */
static bool
box_read(char *item, struct yams_box_def *b, struct msg *why)
{
	char shown[64];
	text_visible(item, shown, sizeof shown);
	bool empty = item[0] == '\0';
	char *label = strchr(item, '=');
	if (label != NULL)
		*label++ = '\0';
	/* (a box of tapis's own lists folded on the stack: a named sheet is
	 * read again as each game loads and is drawn) */
	char own[64], *heap = NULL;
	char *key = utf8_word_key_in(item, own, sizeof own) ? own : (heap = utf8_word_key(item));
	memset(b, 0, sizeof *b);
	if (key == NULL) {
		if (utf8_valid(item))
			msg_set(why, N_("out of memory"));
		else
			msg_set(why, N_("sheet: a list of boxes, or yams, carnet, yahtzee"));
		return false;
	}
	char *part = strchr(key, '/');
	if (part != NULL)
		*part++ = '\0';
	char *scoring = strchr(key, ':');
	if (scoring != NULL)
		*scoring++ = '\0';
	int w = word_find(key, strlen(key));
	bool ok = w >= 0;
	if (!ok) {
		msg_set(why, empty ? N_("sheet: an empty box between two commas")
		    : N_("sheet: '%s' is no box: 1 to 6, min, max, brelan, carre, paires, full,"
		    " petite, grande, suite, 12345, 23456, yams, chance (or 3kind, 4kind,"
		    " twopairs, fullhouse, small, large, straight, yahtzee)"), shown);
	} else {
		const struct box_word *bw = &box_words[w];
		b->kind = bw->kind, b->arg = bw->arg, b->word = (uint8_t)w;
		b->upper = bw->kind == YK_FACE;
		b->scoring = SCORE_SUM;
		snprintf(b->key, sizeof b->key, "%s", bw->word);
		if (scoring == NULL && fixed_only(b->kind)) {
			msg_set(why, N_("sheet: %s needs its points (%s:30)"), b->key, b->key);
			ok = false;
		}
		ok = ok && (scoring == NULL || scoring_read(b, scoring, why)) &&
		    part_label_read(b, part, label, why);
	}
	free(heap);
	return ok;
}

/* What a whole list must be: no box twice, Minimum with Maximum. */
static bool
sheet_sound(const struct yams_sheet *sh, struct msg *why)
{
	int min = -1, max = -1;
	for (int i = 0; i < sh->nboxes; i++) {
		const struct yams_box_def *b = &sh->box[i];
		for (int j = 0; j < i; j++)
			if (sh->box[j].kind == b->kind && sh->box[j].arg == b->arg) {
				if (strcmp(sh->box[j].key, b->key) == 0)
					msg_set(why, N_("sheet: %s is there twice"), b->key);
				else
					msg_set(why, N_("sheet: %s is the same box as %s"), b->key,
					    sh->box[j].key);
				return false;
			}
		if (b->kind == YK_MIN)
			min = i;
		if (b->kind == YK_MAX)
			max = i;
	}
	if ((min < 0) != (max < 0)) {
		msg_set(why, min >= 0 ? N_("sheet: min without max: the pair counts together")
		    : N_("sheet: max without min: the pair counts together"));
		return false;
	}
	return true;
}

/* The name of the named sheet whose list sh has, into sh->name. */
static void
name_it(struct yams_sheet *sh)
{
	char mine[ENGINE_VALUE], theirs[ENGINE_VALUE];
	yams_sheet_list(sh, mine, sizeof mine);
	for (int i = 0; i < NNAMED; i++) {
		struct yams_sheet n;
		struct msg why;
		bool parsed = yams_sheet_parse(named[i].list, &n, &why);
		if (NEVER(!parsed))      /* (as in yams_sheet_named) */
			continue;
		yams_sheet_list(&n, theirs, sizeof theirs);
		if (strcmp(mine, theirs) == 0)
			snprintf(sh->name, sizeof sh->name, "%s", named[i].name);
	}
}

/* The list text into sh, as typed; false, with why, at its first fault. */
static bool
list_read(const char *text, struct yams_sheet *sh, struct msg *why)
{
	char copy[ENGINE_VALUE];
	if (strlen(text) >= sizeof copy) {
		msg_set(why, N_("sheet: a list is at most %d characters, as the store keeps it"),
		    ENGINE_VALUE - 1);
		return false;
	}
	snprintf(copy, sizeof copy, "%s", text);
	for (char *item = copy; ; ) {
		char *comma = strchr(item, ',');
		if (comma != NULL)
			*comma = '\0';
		if (sh->nboxes == YAMS_BOXES_MAX) {
			msg_set(why, N_("sheet: at most %d boxes"), YAMS_BOXES_MAX);
			return false;
		}
		if (!box_read(item, &sh->box[sh->nboxes], why))
			return false;
		sh->nboxes++;
		if (comma == NULL)
			return true;
		item = comma + 1;
	}
}

bool
yams_sheet_parse(const char *text, struct yams_sheet *sh, struct msg *why)
{
	memset(sh, 0, sizeof *sh);
	if (text[0] == '\0') {
		msg_set(why, N_("sheet: no box at all: a list of boxes, or yams, carnet,"
		    " yahtzee"));
		return false;
	}
	/* a file's name, as board= takes one: a sheet is typed, never read */
	if (text[0] == '/' || text[0] == '~' || strncmp(text, "./", 2) == 0 ||
	    strncmp(text, "../", 3) == 0) {
		char shown[64];
		text_visible(text, shown, sizeof shown);
		msg_set(why, N_("sheet: '%s' is no list of boxes: a sheet is typed in the line"
		    " (boxes=1,2,3,4,5,6,full:25,chance), never read from a file"), shown);
		return false;
	}
	if (!list_read(text, sh, why) || !sheet_sound(sh, why)) {
		memset(sh, 0, sizeof *sh);
		return false;
	}
	bool listed = false;
	for (int i = 0; i < NNAMED && !listed; i++)
		if (strcmp(text, named[i].list) == 0) {
			snprintf(sh->name, sizeof sh->name, "%s", named[i].name);
			listed = true;
		}
	if (!listed)        /* a list of a named sheet's boxes is that sheet */
		name_it(sh);
	return true;
}

/* ---- written back */

void
yams_sheet_list(const struct yams_sheet *sh, char *buf, size_t len)
{
	size_t used = 0;
	buf[0] = '\0';
	for (int i = 0; i < sh->nboxes && used < len; i++) {
		const struct yams_box_def *b = &sh->box[i];
		char scoring[16] = "", part[8] = "";
		if (b->scoring == SCORE_FIXED)
			snprintf(scoring, sizeof scoring, ":%d", b->points);
		else if (b->scoring == SCORE_FIXED_SUM)
			snprintf(scoring, sizeof scoring, ":%d+", b->points);
		else if (b->scoring == SCORE_ALIKE)
			snprintf(scoring, sizeof scoring, ":alike");
		if (b->upper != (b->kind == YK_FACE))
			snprintf(part, sizeof part, "/%s", b->upper ? "upper" : "lower");
		int n = snprintf(buf + used, len - used, "%s%s%s%s%s%s", i ? "," : "", b->key,
		    scoring, part, b->label[0] ? "=" : "", b->label);
		if (NEVER(n < 0))        /* (no width, no conversion: snprintf cannot fail) */
			break;
		used += (size_t)n;
	}
}

void
yams_sheet_format(const struct yams_sheet *sh, char *buf, size_t len)
{
	if (sh->name[0] != '\0')
		snprintf(buf, len, "%s", sh->name);
	else
		yams_sheet_list(sh, buf, len);
}

const char *
yams_box_name(const struct yams_sheet *sh, int box, bool french)
{
	if (box < 0 || box >= sh->nboxes)
		return "?";
	const struct yams_box_def *b = &sh->box[box];
	if (b->label[0] != '\0')
		return b->label;
	return french ? box_words[b->word].french : box_words[b->word].english;
}

/* Whether w's French word is its key written with its accents (carré
 * for carre): a French word, shown so in English too, as the sheet
 * prints it, where a key typed in English (4kind) keeps its own. */
static bool
key_accented(const struct box_word *w)
{
	char key[32];
	/* untaken: the French words are tapis's own, short and valid: the key
	 * always fits */
	return w->typed_french != NULL && utf8_word_key_in(w->typed_french, key, sizeof key) &&
	    strcmp(key, w->word) == 0;
}

const char *
yams_key_typed(const char *key, bool french)
{
	for (int i = 0; i < NWORDS; i++)
		if (strcmp(box_words[i].word, key) == 0 && box_words[i].typed_french != NULL &&
		    (french || key_accented(&box_words[i])))
			return box_words[i].typed_french;
	return key;
}

const char *
yams_box_word(const struct yams_sheet *sh, int box, bool french)
{
	if (box < 0 || box >= sh->nboxes)
		return "?";
	const struct yams_box_def *b = &sh->box[box];
	const struct box_word *w = &box_words[b->word];
	/* (a box's key is its word's: yams_sheet_parse) */
	if ((french || key_accented(w)) && w->typed_french != NULL &&
	    ALWAYS(strcmp(b->key, w->word) == 0))
		return w->typed_french;
	return b->key;
}

const char *const *
yams_box_aliases(const struct yams_sheet *sh, int box, const char **label)
{
	static const char *const none[] = {NULL};
	if (box < 0 || box >= sh->nboxes) {
		*label = NULL;
		return none;
	}
	*label = sh->box[box].label[0] != '\0' ? sh->box[box].label : NULL;
	return box_words[sh->box[box].word].aliases;
}

int
yams_box_words(const struct yams_sheet *sh, int box, const char **out, int max)
{
	const struct box_word *w = &box_words[sh->box[box].word];
	const char *own[] = {sh->box[box].key, w->english, w->french, w->typed_french};
	int n = 0;
	for (size_t i = 0; i < sizeof own / sizeof own[0] && n < max - 1; i++)
		if (own[i] != NULL)
			out[n++] = own[i];
	for (int i = 0; w->aliases[i] != NULL && n < max - 1; i++)
		out[n++] = w->aliases[i];
	out[n] = NULL;
	return n;
}

int
yams_sheet_find(const struct yams_sheet *sh, int kind, int arg)
{
	for (int i = 0; i < sh->nboxes; i++)
		if (sh->box[i].kind == kind && (arg < 0 || sh->box[i].arg == arg))
			return i;
	return -1;
}

int
yams_box_most(const struct yams_sheet *sh, int box)
{
	const struct yams_box_def *b = &sh->box[box];
	switch (b->kind) {
	case YK_FACE:
		return 5 * b->arg;
	case YK_RUN:
	case YK_YAMS:
		return b->points;
	default:       /* the sum of five dice, or the points, or both */
		return b->scoring == SCORE_FIXED ? b->points : b->scoring == SCORE_FIXED_SUM
		    ? b->points + 30 : 30;
	}
}
