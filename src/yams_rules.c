/* Yams rule sets as data: the four ways to play (modes), the presets that
 * pick them, and the options a table changes. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "engine.h"
#include "msg.h"
#include "option.h"
#include "yams.h"

const struct yams_mode_info yams_modes[YAMS_MODES] = {
	[MODE_CLASSIC] = {"classic", N_("one column a player"), 1, {ORDER_ANY}, {NULL}, {NULL},
	    {NULL}, {NULL},
	    true, true, false, false, 1, YAMS_MAX_PLAYERS},
	[MODE_THREE] = {"3col", N_("three columns"), 3, {ORDER_DOWN, ORDER_ANY, ORDER_UP},
	    {"desc", "free", "asc"}, {"descendante", "libre", "montante"},
	    {"desc.", "libre", "mont."}, {"down", "any", "up"},
	    true, true, false, false, 1, YAMS_MAX_PLAYERS},
	[MODE_DUEL] = {"duel", N_("duel"), 1, {ORDER_ANY}, {NULL}, {NULL}, {NULL}, {NULL},
	    false, false, true, false, 2, YAMS_MAX_PLAYERS},
	/* N players, N columns each: six players fill 36 columns already */
	[MODE_CROSS] = {"cross", N_("every player writes every turn"), 0, {ORDER_ANY}, {NULL},
	    {NULL}, {NULL}, {NULL},
	    true, true, false, true, 2, YAMS_MAX_COLUMNS},
};

#define CLASSIC(m) {.mode = (m), .bonus = 30, .bonus_at = 60, .bonus_at_least = false, \
	.five_alike_full = false, .suite = 20, .carre = 25, .yams = 30}

const struct yams_preset yams_presets[] = {
	{"yams", CLASSIC(MODE_CLASSIC)},
	{"yams:3col", CLASSIC(MODE_THREE)},
	/* a duel has no bonus (RULES.md) */
	{"yams:duel", {.mode = MODE_DUEL, .bonus = 0, .bonus_at = 60, .suite = 20, .carre = 25,
	    .yams = 30}},
	{"yams:cross", CLASSIC(MODE_CROSS)},
};
const size_t yams_npresets = sizeof yams_presets / sizeof yams_presets[0];

const struct yams_preset *
yams_preset_find(const char *name)
{
	for (size_t i = 0; i < yams_npresets; i++)
		if (strcmp(yams_presets[i].name, name) == 0)
			return &yams_presets[i];
	return NULL;
}

int
yams_columns(const struct yams_rules *r, int nplayers)
{
	int n = yams_modes[r->mode].columns;
	return n > 0 ? n : nplayers;
}

/* A box a column of each player, a turn each; where every player writes
 * every turn, a turn fills a box of everyone's. */
int
yams_turns(const struct yams_rules *r, int nplayers)
{
	int boxes = YAMS_BOXES * yams_columns(r, nplayers);
	return yams_modes[r->mode].all_write ? boxes : boxes * nplayers;
}

bool
yams_duel_beats(int box, int v, int held)
{
	return box == BOX_MIN ? v <= held : v >= held;
}

enum option_kind { KIND_INT, KIND_BOOL, KIND_CHOICE };

/* One option: what everyone sees of it, then where it is kept. */
struct yams_option {
	enum option_kind kind;
	size_t offset;
	int min, max;
};

#define AT(field) offsetof(struct yams_rules, field)

/* Their words: yams_words.c, in the same order. */
const struct engine_option yams_options[] = {
	{"bonus", ENGINE_OPT_INT, N_("points"), false},
	{"bonusat", ENGINE_OPT_INT, N_("points"), false},
	{"atleast", ENGINE_OPT_BOOL, "yes|no", false},
	{"fivefull", ENGINE_OPT_BOOL, "yes|no", false},
	{"suite", ENGINE_OPT_INT, N_("points"), false},
	{"carre", ENGINE_OPT_INT, N_("points"), false},
	{"yams", ENGINE_OPT_INT, N_("points"), false},
	/* after the others, and quiet: the export of a game that keeps the
	 * seed's reading is as it was */
	{"scratch", ENGINE_OPT_TEXT, "any|unmade", true},
};
const size_t yams_noptions = sizeof yams_options / sizeof yams_options[0];

/* How each of yams_options is read, in the same order. */
static const struct yams_option reading[] = {
	{KIND_INT, AT(bonus), 0, YAMS_POINTS_MAX},
	{KIND_INT, AT(bonus_at), 1, 105},   /* five of each face: 105 */
	{KIND_BOOL, AT(bonus_at_least), 0, 0},
	{KIND_BOOL, AT(five_alike_full), 0, 0},
	{KIND_INT, AT(suite), 1, YAMS_POINTS_MAX},
	{KIND_INT, AT(carre), 1, YAMS_POINTS_MAX},
	{KIND_INT, AT(yams), 1, YAMS_POINTS_MAX},
	{KIND_CHOICE, AT(scratch_unmade), 0, 0},   /* a bool: the second value */
};
_Static_assert(sizeof reading / sizeof reading[0] == sizeof yams_options / sizeof yams_options[0],
    "one reading an option");

static int
option_find(const char *name, size_t len)
{
	for (size_t i = 0; i < yams_noptions; i++)
		if (strlen(yams_options[i].name) == len && strncmp(yams_options[i].name, name, len) == 0)
			return (int)i;
	return -1;
}

/* Which of the values "a|b" value is (any case), from 0; -1 if none. */
static int
choice_index(const char *values, const char *value)
{
	int i = 0;
	for (const char *v = values; *v != '\0'; i++) {
		size_t n = strcspn(v, "|");
		if (strlen(value) == n && strncasecmp(v, value, n) == 0)
			return i;
		v += n + (v[n] == '|');
	}
	return -1;
}

/* The i'th of the values "a|b", into buf. */
static void
choice_name(const char *values, int i, char *buf, size_t len)
{
	const char *v = values;
	for (; i > 0 && *v != '\0'; i--)
		v += strcspn(v, "|") + (v[strcspn(v, "|")] == '|');
	snprintf(buf, len, "%.*s", (int)strcspn(v, "|"), v);
}

bool
yams_option_set(struct yams_rules *r, const char *assignment, struct msg *why)
{
	size_t namelen;
	const char *value;
	if (!option_split(assignment, &namelen, &value, why))
		return false;
	int i = option_find(assignment, namelen);
	if (i < 0) {
		msg_set(why, N_("unknown option '%.*s' (see 'rules' for the options)"),
		    (int)namelen, assignment);
		return false;
	}
	const struct yams_option *o = &reading[i];
	void *field = (char *)r + o->offset;
	int n;
	bool b;
	switch (o->kind) {
	case KIND_INT:
		if (option_parse_int(value, o->min, o->max, &n)) {
			*(int *)field = n;
			return true;
		}
		msg_set(why, N_("%s takes a whole number from %d to %d, not '%s'"),
		    yams_options[i].name, o->min, o->max, value);
		return false;
	case KIND_BOOL:
		if (option_parse_bool(value, &b)) {
			*(bool *)field = b;
			return true;
		}
		break;
	case KIND_CHOICE:
		if ((n = choice_index(yams_options[i].values, value)) >= 0) {
			*(bool *)field = n == 1;
			return true;
		}
		break;
	}
	msg_set(why, N_("%s takes %s, not '%s'"), yams_options[i].name,
	    yams_options[i].values, value);
	return false;
}

void
yams_option_get(const struct yams_rules *r, const char *name, char *buf, size_t len)
{
	int i = option_find(name, strlen(name));
	if (i < 0) {
		snprintf(buf, len, "?");
		return;
	}
	const void *field = (const char *)r + reading[i].offset;
	switch (reading[i].kind) {
	case KIND_INT:
		snprintf(buf, len, "%d", *(const int *)field);
		break;
	case KIND_BOOL:
		snprintf(buf, len, "%s", *(const bool *)field ? "yes" : "no");
		break;
	case KIND_CHOICE:
		choice_name(yams_options[i].values, *(const bool *)field, buf, len);
		break;
	}
}

/* Every value is checked where it is set; here, what only the whole says:
 * a bonus the mode has not, or that no column could reach. */
bool
yams_rules_check(const struct yams_rules *r, struct msg *why)
{
	if ((int)r->mode < 0 || r->mode >= YAMS_MODES) {
		msg_set(why, N_("no such way to play Yams"));
		return false;
	}
	if (r->bonus > 0 && !yams_modes[r->mode].bonus) {
		msg_set(why, N_("a duel has no bonus: bonus=0"));
		return false;
	}
	if (r->bonus > 0 && !r->bonus_at_least && r->bonus_at >= 105) {
		msg_set(why, N_("no column can total more than 105 in 1 to 6: bonusat=%d"
		    " needs atleast=yes, or less"), r->bonus_at);
		return false;
	}
	return true;
}
