/* Yams rule sets as data: the four ways to play (modes), the presets that
 * pick them, and the options a table changes. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "engine.h"
#include "msg.h"
#include "never.h"
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

const struct yams_preset yams_presets[] = {
	{"yams", MODE_CLASSIC, "yams"},
	{"yams:3col", MODE_THREE, "yams"},
	{"yams:duel", MODE_DUEL, "yams"},      /* a duel has no bonus (tapis-games(7), YAMS) */
	{"yams:cross", MODE_CROSS, "yams"},
	{"yams:carnet", MODE_CLASSIC, "carnet"},
	{"yahtzee", MODE_CLASSIC, "yahtzee"},
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
	int boxes = r->sheet.nboxes * yams_columns(r, nplayers);
	return yams_modes[r->mode].all_write ? boxes : boxes * nplayers;
}

bool
yams_duel_beats(const struct yams_rules *r, int box, int v, int held)
{
	return r->sheet.box[box].kind == YK_MIN ? v <= held : v >= held;
}

enum option_kind { KIND_INT, KIND_BOOL, KIND_CHOICE, KIND_SHEET };

/* One option: what everyone sees of it, then where it is kept. */
struct yams_option {
	enum option_kind kind;
	size_t offset;
	int min, max;
};

#define AT(field) offsetof(struct yams_rules, field)

/* Their words: yams_words.c, in the same order; the first seven are the
 * seed's options, in the order every export has them. */
enum {
	OPT_BONUS, OPT_BONUSAT, OPT_ATLEAST, OPT_FIVEFULL, OPT_SUITE, OPT_CARRE, OPT_YAMS,
	OPT_SCRATCH, OPT_SHEET, OPT_YAHTZEE, OPT_JOKER, NOPTIONS
};
const struct engine_option yams_options[] = {
	[OPT_BONUS] = {"bonus", ENGINE_OPT_INT, N_("points"), false},
	[OPT_BONUSAT] = {"bonusat", ENGINE_OPT_INT, N_("points"), false},
	[OPT_ATLEAST] = {"atleast", ENGINE_OPT_BOOL, "yes|no", false},
	[OPT_FIVEFULL] = {"fivefull", ENGINE_OPT_BOOL, "yes|no", false},
	[OPT_SUITE] = {"suite", ENGINE_OPT_INT, N_("points"), false},
	[OPT_CARRE] = {"carre", ENGINE_OPT_INT, N_("points"), false},
	[OPT_YAMS] = {"yams", ENGINE_OPT_INT, N_("points"), false},
	/* after the others, and quiet: the export of a game that keeps the
	 * seed's sheet and readings is as it was */
	[OPT_SCRATCH] = {"scratch", ENGINE_OPT_TEXT, "any|unmade", true},
	[OPT_SHEET] = {"sheet", ENGINE_OPT_TEXT, N_("yams|carnet|yahtzee|BOX,..."), true},
	[OPT_YAHTZEE] = {"yahtzeebonus", ENGINE_OPT_INT, N_("points"), true},
	[OPT_JOKER] = {"joker", ENGINE_OPT_TEXT, "none|free|forced", true},
};
const size_t yams_noptions = sizeof yams_options / sizeof yams_options[0];
_Static_assert(sizeof yams_options / sizeof yams_options[0] == NOPTIONS, "one an option");
_Static_assert(NOPTIONS <= 8 * sizeof(unsigned), "a bit an option");

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
	{KIND_SHEET, AT(sheet), 0, 0},
	{KIND_INT, AT(yahtzee_bonus), 0, YAMS_POINTS_MAX},
	{KIND_CHOICE, AT(joker), 0, 0},            /* an enum yams_joker */
};
_Static_assert(sizeof reading / sizeof reading[0] == NOPTIONS, "one reading an option");

/* The seed's points of the boxes suite=, carre= and yams= speak of, which
 * they keep (and say) where the sheet has no such box of fixed points. */
static const int seed_points[3] = {20, 25, 30};

/* The box of the sheet suite= (0), carre= (1) or yams= (2) sets: five in
 * a row, four alike, five alike, of fixed points; -1 if it has none. */
static int
points_box(const struct yams_sheet *sh, int which)
{
	static const int kinds[3][2] = {{YK_RUN, RUN_5}, {YK_ALIKE, 4}, {YK_YAMS, 0}};
	int b = yams_sheet_find(sh, kinds[which][0], kinds[which][1]);
	return b >= 0 && sh->box[b].scoring == SCORE_FIXED ? b : -1;
}

/* suite=, carre= and yams= given by hand, onto the boxes of the sheet
 * they set. */
static void
points_apply(struct yams_rules *r)
{
	int *field[3] = {&r->suite, &r->carre, &r->yams};
	for (int i = 0; i < 3; i++) {
		int b = points_box(&r->sheet, i);
		if (b >= 0 && (r->set_by_hand >> (OPT_SUITE + i) & 1))
			r->sheet.box[b].points = (int16_t)*field[i];
	}
}

/* A named sheet's bonus and extras, into those of r not given by hand
 * (where the way to play has bonuses). */
static void
extras_apply(struct yams_rules *r, const char *name)
{
	int bonus, at, ybonus;
	bool least;
	enum yams_joker joker;
	/* (name is a named sheet's: sheet_set found it) */
	bool found = yams_sheet_extras(name, &bonus, &at, &least, &ybonus, &joker);
	if (NEVER(!found))
		return;
	bool has = yams_modes[r->mode].bonus;
	unsigned hand = r->set_by_hand;
	if (has && !(hand >> OPT_BONUS & 1))
		r->bonus = bonus;
	if (has && !(hand >> OPT_BONUSAT & 1))
		r->bonus_at = at;
	if (has && !(hand >> OPT_ATLEAST & 1))
		r->bonus_at_least = least;
	if (has && !(hand >> OPT_YAHTZEE & 1))
		r->yahtzee_bonus = ybonus;
	if (!(hand >> OPT_JOKER & 1))
		r->joker = joker;
}

/* sheet=NAME or sheet=LIST into r. */
static bool
sheet_set(struct yams_rules *r, const char *value, struct msg *why)
{
	struct yams_sheet sh;
	bool named = yams_sheet_named(value, &sh);
	if (!named && !yams_sheet_parse(value, &sh, why))
		return false;
	r->sheet = sh;
	if (named)
		extras_apply(r, sh.name);
	points_apply(r);
	return true;
}

void
yams_preset_rules(const struct yams_preset *p, struct yams_rules *r)
{
	memset(r, 0, sizeof *r);
	r->mode = p->mode;
	r->bonus_at = 60;
	r->suite = seed_points[0], r->carre = seed_points[1], r->yams = seed_points[2];
	struct msg why;
	sheet_set(r, p->sheet, &why);
}

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
	for (; i > 0 && ALWAYS(*v != '\0'); i--)     /* i is a value the list holds */
		v += strcspn(v, "|") + (v[strcspn(v, "|")] == '|');
	snprintf(buf, len, "%.*s", (int)strcspn(v, "|"), v);
}

/* bonus=POINTS@TOTAL (at least) or bonus=POINTS>TOTAL (more than): the
 * three at once; false if value is not of that form. */
static bool
bonus_form(struct yams_rules *r, const char *value)
{
	size_t n = strcspn(value, "@>");
	char points[16];
	if (value[n] == '\0' || n >= sizeof points)
		return false;
	/* value[n] is '@' or '>' (strcspn stopped at one, not at the end) */
	bool ge = value[n] == '>' && value[n + 1] == '=', least = value[n] == '@' || ge;
	const char *at = value + n + 1 + ge;
	int p, t;
	snprintf(points, sizeof points, "%.*s", (int)n, value);
	if (!option_parse_int(points, 0, YAMS_POINTS_MAX, &p) || !option_parse_int(at, 1, 105, &t))
		return false;
	r->bonus = p, r->bonus_at = t, r->bonus_at_least = least;
	r->set_by_hand |= 1u << OPT_BONUS | 1u << OPT_BONUSAT | 1u << OPT_ATLEAST;
	return true;
}

/* The value of option i into r; false, with why, if it takes no such. */
static bool
option_read(struct yams_rules *r, int i, const char *value, struct msg *why)
{
	const struct yams_option *o = &reading[i];
	void *field = (char *)r + o->offset;
	struct msg name, values;
	int n;
	bool b;
	switch (o->kind) {     /* untaken: the default; every option is of a kind below */
	case KIND_INT:
		if (option_parse_int(value, o->min, o->max, &n)) {
			*(int *)field = n;
			return true;
		}
		if (i == OPT_BONUS && bonus_form(r, value))
			return true;
		msg_set(why, i == OPT_BONUS ? N_("%s takes a whole number from %d to %d, or"
		    " POINTS@TOTAL (at least) or POINTS>TOTAL (more than), not '%s'")
		    : N_("%s takes a whole number from %d to %d, not '%s'"),
		    engine_option_named(&yams_engine, yams_options[i].name, &name), o->min,
		    o->max, value);
		return false;
	case KIND_BOOL:
		if (option_parse_bool(value, &b)) {
			*(bool *)field = b;
			return true;
		}
		break;
	case KIND_CHOICE:
		if ((n = choice_index(yams_options[i].values, value)) < 0)
			break;
		if (i == OPT_JOKER)
			*(enum yams_joker *)field = (enum yams_joker)n;
		else
			*(bool *)field = n == 1;
		return true;
	case KIND_SHEET:
		return sheet_set(r, value, why);
	}
	msg_set(why, N_("%s takes %s, not '%s'"),
	    engine_option_named(&yams_engine, yams_options[i].name, &name),
	    engine_option_values_named(&yams_engine, yams_options[i].name, &values), value);
	return false;
}

bool
yams_option_set(void *rules, const char *assignment, struct msg *why)
{
	struct yams_rules *r = rules;
	size_t namelen;
	const char *value;
	if (!option_split(assignment, &namelen, &value, why))
		return false;
	int i = option_find(assignment, namelen);
	if (i < 0 && namelen == 5 && strncmp(assignment, "boxes", 5) == 0)
		i = OPT_SHEET;             /* boxes=LIST: a sheet's list */
	if (i < 0) {
		msg_set(why, N_("unknown option '%.*s' (see 'rules' for the options)"),
		    (int)namelen, assignment);
		return false;
	}
	struct yams_rules next = *r;
	if (i != OPT_SHEET)
		next.set_by_hand |= 1u << i;
	if (!option_read(&next, i, value, why))
		return false;
	if (i >= OPT_SUITE && i <= OPT_YAMS)
		points_apply(&next);
	*r = next;
	return true;
}

void
yams_option_get(const void *rules, const char *name, char *buf, size_t len)
{
	const struct yams_rules *r = rules;
	int i = option_find(name, strlen(name));
	if (i < 0) {
		snprintf(buf, len, "?");
		return;
	}
	const void *field = (const char *)r + reading[i].offset;
	int b = i >= OPT_SUITE && i <= OPT_YAMS ? points_box(&r->sheet, i - OPT_SUITE) : -1;
	switch (reading[i].kind) {     /* untaken: the default; every option is of a kind below */
	case KIND_INT:
		snprintf(buf, len, "%d", b >= 0 ? r->sheet.box[b].points : *(const int *)field);
		break;
	case KIND_BOOL:
		snprintf(buf, len, "%s", *(const bool *)field ? "yes" : "no");
		break;
	case KIND_CHOICE:
		choice_name(yams_options[i].values, i == OPT_JOKER ? (int)r->joker
		    : *(const bool *)field, buf, len);
		break;
	case KIND_SHEET:
		yams_sheet_format(&r->sheet, buf, len);
		break;
	}
}

bool
yams_option_used(const void *rules, const char *name)
{
	const struct yams_rules *r = rules;
	int i = option_find(name, strlen(name));
	/* suite=, carre= and yams= set a box of fixed points, where the sheet
	 * has one; said where that box is the one the option names (the seed's
	 * suite), or where it was set by hand: Yahtzee's large straight takes
	 * its 40 from its sheet, and an export or the rules that said suite=40
	 * of it would describe another sheet (issue 30) */
	if (i < OPT_SUITE || i > OPT_YAMS)
		return true;
	int b = points_box(&r->sheet, i - OPT_SUITE);
	if (b < 0)
		return false;
	if (strcmp(r->sheet.box[b].key, yams_options[i].name) == 0)
		return true;
	/* another box: said where its points are not its named sheet's own
	 * (a game read back has every option given, by hand or not) */
	if (r->sheet.name[0] != '\0') {
		/* (a sheet is named only where its list is a named sheet's: found
		 * again, with these boxes, only points may differ; own stays empty
		 * were it not) */
		struct yams_sheet own = {.nboxes = 0};
		(void)yams_sheet_named(r->sheet.name, &own);
		int was = points_box(&own, i - OPT_SUITE);
		if (ALWAYS(was >= 0))
			return own.box[was].points != r->sheet.box[b].points;
	}
	return r->set_by_hand >> i & 1;
}

/* The most the upper part of r's sheet can total. */
static int
upper_most(const struct yams_rules *r)
{
	int most = 0;
	for (int b = 0; b < r->sheet.nboxes; b++)
		if (r->sheet.box[b].upper)
			most += yams_box_most(&r->sheet, b);
	return most;
}

/* What the sheet asks of the other options: suite=, carre=, yams= given
 * where it has no such box of fixed points, a Yahtzee bonus or a joker
 * without five alike, a bonus out of the upper part's reach. */
static bool
sheet_check(const struct yams_rules *r, struct msg *why)
{
	const int field[3] = {r->suite, r->carre, r->yams};
	for (int i = 0; i < 3; i++)
		if (points_box(&r->sheet, i) < 0 && field[i] != seed_points[i]) {
			struct msg name;
			msg_set(why, N_("%s=%d: this sheet has no such box of fixed points; its list"
			    " gives a box its points (sheet=...,full:25,...)"),
			    engine_option_named(&yams_engine, yams_options[OPT_SUITE + i].name,
			    &name), field[i]);
			return false;
		}
	bool five = yams_sheet_find(&r->sheet, YK_YAMS, -1) >= 0;
	if (!five && (r->yahtzee_bonus > 0 || r->joker != JOKER_NONE)) {
		msg_set(why, r->yahtzee_bonus > 0 ? N_("a Yahtzee bonus needs a box of five alike"
		    " on the sheet: yahtzeebonus=0") : N_("a joker needs a box of five alike on"
		    " the sheet: joker=none"));
		return false;
	}
	int most = upper_most(r);
	if (r->bonus > 0 && most != 105 && r->bonus_at + !r->bonus_at_least > most) {
		msg_set(why, N_("the upper part of this sheet totals %d at most: bonusat=%d is out"
		    " of reach"), most, r->bonus_at);
		return false;
	}
	return true;
}

/* Every value is checked where it is set; here, what only the whole says:
 * a bonus the mode has not, or that no column could reach. */
bool
yams_rules_check(const void *rules, struct msg *why)
{
	const struct yams_rules *r = rules;
	if ((int)r->mode < 0 || r->mode >= YAMS_MODES || r->sheet.nboxes == 0) {
		msg_set(why, N_("no such way to play Yams"));
		return false;
	}
	if (r->bonus > 0 && !yams_modes[r->mode].bonus) {
		msg_set(why, N_("a duel has no bonus: bonus=0"));
		return false;
	}
	if (r->yahtzee_bonus > 0 && !yams_modes[r->mode].bonus) {
		msg_set(why, N_("a duel has no bonus: yahtzeebonus=0"));
		return false;
	}
	if (r->bonus > 0 && !r->bonus_at_least && r->bonus_at >= 105 && upper_most(r) == 105) {
		msg_set(why, N_("no column can total more than 105 in 1 to 6: bonusat=%d"
		    " needs atleast=yes, or less"), r->bonus_at);
		return false;
	}
	return sheet_check(r, why);
}
