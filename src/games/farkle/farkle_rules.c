/* Rule sets as data: the three presets of tapis-games(7), 10000 AND 5000,
 * and the options that let a table play its own house rules. */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "dice.h"
#include "engine.h"
#include "farkle.h"
#include "msg.h"
#include "option.h"

/* n alike worth PER times the face, and ONES for 1s. */
#define KIND(per, ones) {{0, (ones), 2 * (per), 3 * (per), 4 * (per), 5 * (per), 6 * (per)}}

/* Each preset spelt out in full: a preset is just a set of option values. */
const struct farkle_preset farkle_presets[] = {
	{"10000", N_("booklet rules"), {
		.dice = 5, .target = 10000, .exact = true, .opening = 500,
		.single_one = 100, .single_five = 50,
		.kind = {[3] = KIND(100, 1000), [4] = KIND(150, 1500), [5] = KIND(200, 2000)},
		.straight5 = 1000,
		.cross_limit = 3, .cross_penalty = PENALTY_MINUS, .cross_points = 1000,
		.overshoot = OVERSHOOT_VOID, .overshoot_points = 2000,
	}},
	{"10000:350", N_("350 to open, piggy-back"), {
		.dice = 5, .target = 10000, .exact = true, .opening = 350,
		.single_one = 100, .single_five = 50,
		.kind = {[3] = KIND(100, 1000), [4] = KIND(1000, 5000), [5] = KIND(1000, 5000)},
		.straight5 = 1500,
		.cross_limit = 3, .cross_penalty = PENALTY_BACK, .cross_points = 1000,
		.overshoot = OVERSHOOT_CROSS, .overshoot_points = 2000,
		.piggyback = true,
	}},
	{"5000", N_("six dice"), {
		.dice = 6, .target = 5000, .exact = false, .opening = 0,
		.single_one = 100, .single_five = 50,
		.kind = {[3] = KIND(100, 1000), [4] = KIND(200, 2000), [5] = KIND(400, 4000),
		    [6] = KIND(1000, 10000)},
		.six_ones_win = true,
		.straight6 = 1200, .three_pairs = 600,
		.cross_limit = 0, .cross_penalty = PENALTY_MINUS, .cross_points = 1000,
		.overshoot = OVERSHOOT_REFUSE, .overshoot_points = 2000,
	}},
};
const size_t farkle_npresets = sizeof farkle_presets / sizeof farkle_presets[0];

const struct farkle_preset *
farkle_preset_find(const char *name)
{
	for (size_t i = 0; i < farkle_npresets; i++)
		if (strcmp(farkle_presets[i].name, name) == 0)
			return &farkle_presets[i];
	return NULL;
}

#define AT(field) offsetof(struct farkle_rules, field)

/* One option: what everyone sees of it (engine.h), then how it is read;
 * its words are farkle_words.c's, in the same order. */
#define OPTION(name, type, at, min, max, values) \
	{{name, (type) == OPT_INT ? ENGINE_OPT_INT : (type) == OPT_BOOL ? ENGINE_OPT_BOOL \
	    : ENGINE_OPT_TEXT, values, false}, type, at, min, max}

const struct farkle_option farkle_options[] = {
	OPTION("dice", OPT_INT, AT(dice), 5, 6, "5|6"),
	OPTION("target", OPT_INT, AT(target), 100, FARKLE_POINTS_MAX, N_("points")),
	OPTION("exact", OPT_BOOL, AT(exact), 0, 0, "yes|no"),
	OPTION("opening", OPT_INT, AT(opening), 0, FARKLE_POINTS_MAX, N_("points")),
	OPTION("minbank", OPT_INT, AT(min_bank), 0, FARKLE_POINTS_MAX, N_("points")),
	OPTION("single1", OPT_INT, AT(single_one), 0, FARKLE_POINTS_MAX, N_("points")),
	OPTION("single5", OPT_INT, AT(single_five), 0, FARKLE_POINTS_MAX, N_("points")),
	OPTION("kind3", OPT_KIND, AT(kind[3]), 3, 3, "PER/ONES|PER|flatN|V1,..,V6|off"),
	OPTION("kind4", OPT_KIND, AT(kind[4]), 4, 4, "PER/ONES|PER|xF|flatN|V1,..,V6|off"),
	OPTION("kind5", OPT_KIND, AT(kind[5]), 5, 5, "PER/ONES|PER|xF|flatN|V1,..,V6|off"),
	OPTION("kind6", OPT_KIND, AT(kind[6]), 6, 6, "PER/ONES|PER|xF|flatN|V1,..,V6|off"),
	OPTION("six1", OPT_BOOL, AT(six_ones_win), 0, 0, "yes|no"),
	OPTION("straight", OPT_INT, AT(straight5), 0, FARKLE_POINTS_MAX, N_("points")),
	OPTION("straight6", OPT_INT, AT(straight6), 0, FARKLE_POINTS_MAX, N_("points")),
	OPTION("pairs", OPT_INT, AT(three_pairs), 0, FARKLE_POINTS_MAX, N_("points")),
	OPTION("crosses", OPT_INT, AT(cross_limit), 0, 100, N_("count")),
	OPTION("penalty", OPT_PENALTY, AT(cross_penalty), 0, 0, "minusN|back|zero"),
	OPTION("unopened", OPT_BOOL, AT(cross_unopened), 0, 0, "yes|no"),
	OPTION("overshoot", OPT_OVERSHOOT, AT(overshoot), 0, 0, "void|cross|minusN|refuse"),
	OPTION("piggyback", OPT_BOOL, AT(piggyback), 0, 0, "yes|no"),
	OPTION("fullhand", OPT_FULL_HAND, AT(full_hand_may_bank), 0, 0, "throw|bank"),
	OPTION("collision", OPT_BOOL, AT(collision), 0, 0, "yes|no"),
	OPTION("lastround", OPT_BOOL, AT(last_round), 0, 0, "yes|no"),
	OPTION("floor", OPT_BOOL, AT(floor_zero), 0, 0, "yes|no"),
};
const size_t farkle_noptions = sizeof farkle_options / sizeof farkle_options[0];

/* As typed after overshoot=; minus takes its points after it (minusN). */
static const char *const overshoot_names[] = {
	[OVERSHOOT_VOID] = "void", [OVERSHOOT_CROSS] = "cross",
	[OVERSHOOT_MINUS] = "minus", [OVERSHOOT_REFUSE] = "refuse",
};

static const struct farkle_option *
option_find(const char *name, size_t len)
{
	for (size_t i = 0; i < farkle_noptions; i++)
		if (strlen(farkle_options[i].info.name) == len &&
		    strncmp(farkle_options[i].info.name, name, len) == 0)
			return &farkle_options[i];
	return NULL;
}

/* "minusN" with N from 1 to FARKLE_POINTS_MAX. */
static bool
parse_minus(const char *text, int *out)
{
	return strncmp(text, "minus", 5) == 0 && option_parse_int(text + 5, 1, FARKLE_POINTS_MAX, out);
}

/* The factor of xF: digits, then maybe '.' and digits ("2", "1.5"), read
 * by hand because strtod follows LC_NUMERIC and would want "1,5" under a
 * French locale.  Sets *num / *den (den a power of ten) and returns true,
 * or returns false for anything else, "1,5" included. */
#define FACTOR_MAX 1000               /* the largest factor xF may have */
#define FACTOR_DECIMALS 6             /* the most digits after the '.' */
static bool
parse_factor(const char *text, long long *num, long long *den)
{
	const char *p = text;
	long long whole = 0, frac = 0, scale = 1;
	if (!isdigit((unsigned char)*p))
		return false;
	for (; isdigit((unsigned char)*p); p++) {
		whole = whole * 10 + (*p - '0');
		if (whole > FACTOR_MAX)
			whole = FACTOR_MAX + 1;   /* too big already; keeps no overflow */
	}
	if (*p == '.') {
		p++;
		if (!isdigit((unsigned char)*p))
			return false;
		for (int d = 0; isdigit((unsigned char)*p); p++, d++) {
			if (d == FACTOR_DECIMALS)
				return false;
			frac = frac * 10 + (*p - '0');
			scale *= 10;
		}
	}
	if (*p != '\0')
		return false;
	*num = whole * scale + frac;
	*den = scale;
	return true;
}

/* Whether a list split at '/' or ',' has an empty place: a separator
 * first, last, or beside another (100,,200), a typo rather than a value
 * left out. */
static bool
empty_place(const char *text)
{
	size_t n = strlen(text);
	if (n == 0 || strchr("/,", text[0]) != NULL || strchr("/,", text[n - 1]) != NULL)
		return true;
	for (size_t i = 1; i < n; i++)
		if (strchr("/,", text[i]) != NULL && strchr("/,", text[i - 1]) != NULL)
			return true;
	return false;
}

/* n alike, as a table would say it: PER/ONES, PER (1s: ten times PER), xF
 * (F times the kind below), flatN (N whatever the face), six values for the
 * faces 1 to 6 (V1,V2,...,V6), or off. */
static bool
parse_kind(const struct farkle_rules *r, int n, const char *text, struct farkle_kind *out)
{
	memset(out, 0, sizeof *out);
	if (strcmp(text, "off") == 0 || strcmp(text, "0") == 0)
		return true;
	if (text[0] == 'x') {
		long long num, den;
		if (n <= 3 || !parse_factor(text + 1, &num, &den) || num == 0 ||
		    num > FACTOR_MAX * den)
			return false;
		for (int v = 1; v <= 6; v++) {
			/* rounded to the nearest point, halves up */
			long long value = (r->kind[n - 1].value[v] * num + den / 2) / den;
			if (value < 1 || value > FARKLE_POINTS_MAX)
				return false;
			out->value[v] = (int)value;
		}
		return true;
	}
	int flat;
	if (strncmp(text, "flat", 4) == 0 && option_parse_int(text + 4, 1, FARKLE_POINTS_MAX, &flat)) {
		for (int v = 1; v <= 6; v++)
			out->value[v] = flat;
		return true;
	}
	/* up to six whole numbers, split at '/' or ',' */
	int value[6], count = 0;
	char buf[96];
	if (strlen(text) >= sizeof buf || empty_place(text))
		return false;
	strcpy(buf, text);
	char *save = NULL;
	for (char *w = strtok_r(buf, "/,", &save); w; w = strtok_r(NULL, "/,", &save)) {
		if (count == 6 || !option_parse_int(w, 0, FARKLE_POINTS_MAX, &value[count]))
			return false;
		count++;
	}
	bool slash = strchr(text, '/') != NULL;
	/* PER and PER/ONES: six times PER and ten times PER must stay in bounds;
	 * one number has no '/' beside it (an empty place is refused above) */
	if (count == 1 && value[0] > 0 && value[0] <= FARKLE_POINTS_MAX / 10) {
		*out = (struct farkle_kind)KIND(value[0], 10 * value[0]);
		return true;
	}
	if (count == 2 && slash && value[0] > 0 && value[0] <= FARKLE_POINTS_MAX / 6 &&
	    value[1] > 0) {
		*out = (struct farkle_kind)KIND(value[0], value[1]);
		return true;
	}
	if (count == 6 && !slash) {                       /* V1,...,V6 */
		for (int v = 1; v <= 6; v++)
			out->value[v] = value[v - 1];
		return true;
	}
	return false;
}

/* n alike written back the shortest way that parses to the same values. */
static void
format_kind(const struct farkle_kind *k, char *buf, size_t len)
{
	bool off = true, flat = true, linear = k->value[2] % 2 == 0 && k->value[2] > 0;
	for (int v = 1; v <= 6; v++) {
		off = off && k->value[v] == 0;
		flat = flat && k->value[v] == k->value[1];
		if (v >= 2)
			linear = linear && k->value[v] == k->value[2] / 2 * v;
	}
	if (off)
		snprintf(buf, len, "off");
	else if (linear && k->value[1] > 0)
		snprintf(buf, len, "%d/%d", k->value[2] / 2, k->value[1]);
	else if (flat)
		snprintf(buf, len, "flat%d", k->value[1]);
	else
		snprintf(buf, len, "%d,%d,%d,%d,%d,%d", k->value[1], k->value[2], k->value[3],
		    k->value[4], k->value[5], k->value[6]);
}

/* How a value was read into the rules: read, not one of those the option
 * takes, or refused with the reason in why. */
enum reading { READ, NOT_READ, REFUSED };

/* The readers of a value, one an option type; field is where it goes. */
static enum reading
read_int(struct farkle_rules *r, const struct farkle_option *o, void *field, const char *value,
    struct msg *why)
{
	(void)r;
	int n;
	if (option_parse_int(value, o->min, o->max, &n)) {
		*(int *)field = n;
		return READ;
	}
	struct msg name;
	msg_set(why, N_("%s takes a whole number from %d to %d, not '%s'"),
	    engine_option_named(&farkle_engine, o->info.name, &name), o->min, o->max, value);
	return REFUSED;
}

static enum reading
read_bool(struct farkle_rules *r, const struct farkle_option *o, void *field,
    const char *value, struct msg *why)
{
	(void)r;
	(void)o;
	(void)why;
	bool b;
	if (!option_parse_bool(value, &b))
		return NOT_READ;
	*(bool *)field = b;
	return READ;
}

static enum reading
read_full_hand(struct farkle_rules *r, const struct farkle_option *o, void *field,
    const char *value, struct msg *why)
{
	(void)r;
	(void)o;
	(void)why;
	if (strcmp(value, "throw") != 0 && strcmp(value, "bank") != 0)
		return NOT_READ;
	*(bool *)field = strcmp(value, "bank") == 0;
	return READ;
}

static enum reading
read_kind(struct farkle_rules *r, const struct farkle_option *o, void *field,
    const char *value, struct msg *why)
{
	struct farkle_kind k;
	long long num, den;
	if (parse_kind(r, o->min, value, &k)) {
		*(struct farkle_kind *)field = k;
		return READ;
	}
	if (value[0] != 'x' || o->min <= 3)
		return NOT_READ;
	struct msg name;
	const char *said = engine_option_named(&farkle_engine, o->info.name, &name);
	if (!parse_factor(value + 1, &num, &den))
		msg_set(why, N_("%s takes a factor such as x2 or x1.5 (with a '.',"
		    " not a ',', and at most %d decimals), not '%s'"), said,
		    FACTOR_DECIMALS, value);
	else
		msg_set(why, N_("%s=%s needs every face to score with %d alike"
		    " first (see kind%d), a factor above 0, and faces worth at most %d"),
		    said, value, o->min - 1, o->min - 1, FARKLE_POINTS_MAX);
	return REFUSED;
}

static enum reading
read_penalty(struct farkle_rules *r, const struct farkle_option *o, void *field,
    const char *value, struct msg *why)
{
	(void)o;
	(void)field;
	(void)why;
	int n;
	if (parse_minus(value, &n)) {
		r->cross_penalty = PENALTY_MINUS;
		r->cross_points = n;
		return READ;
	}
	if (strcmp(value, "back") != 0 && strcmp(value, "zero") != 0)
		return NOT_READ;
	r->cross_penalty = value[0] == 'b' ? PENALTY_BACK : PENALTY_ZERO;
	return READ;
}

static enum reading
read_overshoot(struct farkle_rules *r, const struct farkle_option *o, void *field,
    const char *value, struct msg *why)
{
	(void)o;
	(void)field;
	(void)why;
	int n;
	if (parse_minus(value, &n)) {
		r->overshoot = OVERSHOOT_MINUS;
		r->overshoot_points = n;
		return READ;
	}
	for (int i = 0; i < 4; i++)
		if (i != OVERSHOOT_MINUS && strcmp(value, overshoot_names[i]) == 0) {
			r->overshoot = (enum farkle_overshoot)i;
			return READ;
		}
	return NOT_READ;
}

static enum reading (*const readers[])(struct farkle_rules *, const struct farkle_option *,
    void *, const char *, struct msg *) = {
	[OPT_INT] = read_int, [OPT_BOOL] = read_bool, [OPT_FULL_HAND] = read_full_hand,
	[OPT_KIND] = read_kind, [OPT_PENALTY] = read_penalty, [OPT_OVERSHOOT] = read_overshoot,
};

bool
farkle_option_set(struct farkle_rules *r, const char *assignment, struct msg *why)
{
	size_t namelen;
	const char *value;
	if (!option_split(assignment, &namelen, &value, why))
		return false;
	const struct farkle_option *o = option_find(assignment, namelen);
	if (o == NULL) {
		msg_set(why, N_("unknown option '%.*s' (see 'rules' for the options)"),
		    (int)namelen, assignment);
		return false;
	}
	enum reading read = readers[o->kind](r, o, (char *)r + o->offset, value, why);
	struct msg name, values;
	if (read == NOT_READ && o->kind == OPT_KIND)
		msg_set(why, N_("%s takes %s (each face worth at most %d), not '%s'"),
		    engine_option_named(&farkle_engine, o->info.name, &name),
		    engine_option_values_named(&farkle_engine, o->info.name, &values),
		    FARKLE_POINTS_MAX, value);
	else if (read == NOT_READ)
		msg_set(why, N_("%s takes %s, not '%s'"),
		    engine_option_named(&farkle_engine, o->info.name, &name),
		    engine_option_values_named(&farkle_engine, o->info.name, &values), value);
	return read == READ;
}

void
farkle_option_get(const struct farkle_rules *r, const char *name, char *buf, size_t len)
{
	const struct farkle_option *o = option_find(name, strlen(name));
	if (o == NULL) {
		snprintf(buf, len, "?");
		return;
	}
	const void *field = (const char *)r + o->offset;
	switch (o->kind) {     /* untaken: the default; every option is of a kind below */
	case OPT_INT:
		snprintf(buf, len, "%d", *(const int *)field);
		break;
	case OPT_BOOL:
		snprintf(buf, len, "%s", *(const bool *)field ? "yes" : "no");
		break;
	case OPT_FULL_HAND:
		snprintf(buf, len, "%s", *(const bool *)field ? "bank" : "throw");
		break;
	case OPT_KIND:
		format_kind(field, buf, len);
		break;
	case OPT_PENALTY:
		if (r->cross_penalty == PENALTY_MINUS)
			snprintf(buf, len, "minus%d", r->cross_points);
		else
			snprintf(buf, len, "%s", r->cross_penalty == PENALTY_BACK ? "back" : "zero");
		break;
	case OPT_OVERSHOOT: {
		if (r->overshoot == OVERSHOOT_MINUS)
			snprintf(buf, len, "minus%d", r->overshoot_points);
		else
			snprintf(buf, len, "%s", overshoot_names[r->overshoot]);
		break;
	}
	}
}

static int
gcd(int a, int b)
{
	while (b != 0) {
		int t = a % b;
		a = b;
		b = t;
	}
	return a;
}

/* The largest number every combination's value is a multiple of: every
 * score is one too. */
static int
points_step(const struct farkle_rules *r)
{
	int step = gcd(gcd(r->single_one, r->single_five), gcd(r->straight5, r->straight6));
	step = gcd(step, r->three_pairs);
	/* points taken off move scores too */
	if (r->cross_limit > 0 && r->cross_penalty == PENALTY_MINUS)
		step = gcd(step, r->cross_points);
	if (r->overshoot == OVERSHOOT_MINUS)
		step = gcd(step, r->overshoot_points);
	for (int k = 3; k <= DICE_MAX; k++)
		for (int v = 1; v <= 6; v++)
			step = gcd(step, r->kind[k].value[v]);
	return step > 0 ? step : 1;
}

static bool
kind_scores(const struct farkle_kind *k)
{
	for (int v = 1; v <= 6; v++)
		if (k->value[v] > 0)
			return true;
	return false;
}

bool
farkle_rules_check(const struct farkle_rules *r, struct msg *why)
{
	if (r->opening > r->target) {
		msg_set(why, N_("the opening (%d) is above the target (%d)"),
		    r->opening, r->target);
		return false;
	}
	if (r->min_bank > r->target) {
		msg_set(why, N_("the minimum bank (%d) is above the target (%d)"),
		    r->min_bank, r->target);
		return false;
	}
	bool scores = r->single_one > 0 || r->single_five > 0 || r->straight5 > 0 ||
	    r->straight6 > 0 || r->three_pairs > 0;
	for (int k = 3; k <= r->dice; k++)
		scores = scores || kind_scores(&r->kind[k]);
	if (!scores) {
		msg_set(why, N_("with these values no throw could ever score"));
		return false;
	}
	if (r->exact && r->target % points_step(r) != 0) {
		msg_set(why, N_("no score can hit %d exactly: every combination is worth"
		    " a multiple of %d"), r->target, points_step(r));
		return false;
	}
	if (r->dice < 6) {
		const char *six = r->three_pairs > 0 ? "pairs" : r->straight6 > 0 ? "straight6"
		    : kind_scores(&r->kind[6]) ? "kind6" : r->six_ones_win ? "six1" : NULL;
		if (six != NULL) {
			msg_set(why,
			    N_("%s is a six-dice combination, and this game has %d dice"),
			    six, r->dice);
			return false;
		}
	}
	return true;
}
