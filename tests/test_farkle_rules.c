/* Farkle rule sets as data: the presets of tapis-games(7), 10000 AND 5000,
 * the NAME=VALUE options a table types at `new`, and the check of a rule
 * set as a whole. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "engine.h"
#include "fact_decl.h"
#include "families.h"
#include "farkle.h"
#include "said.h"

static const char *const preset_names[] = {"10000", "10000:350", "5000"};
#define NPRESETS (sizeof preset_names / sizeof preset_names[0])

static struct farkle_rules
preset(const char *name)
{
	const struct farkle_preset *p = farkle_preset_find(name);
	assert_non_null(p);
	return p->rules;
}

/* Names the first field where a and b differ, or NULL when they agree. */
static const char *
rules_diff(const struct farkle_rules *a, const struct farkle_rules *b)
{
#define SAME(f) if (a->f != b->f) return #f
	SAME(dice);
	SAME(target);
	SAME(exact);
	SAME(opening);
	SAME(single_one);
	SAME(single_five);
	for (int k = 0; k <= DICE_MAX; k++)
		for (int v = 1; v <= 6; v++)
			if (a->kind[k].value[v] != b->kind[k].value[v])
				return "kind[].value[]";
	SAME(six_ones_win);
	SAME(straight5);
	SAME(straight6);
	SAME(three_pairs);
	SAME(cross_limit);
	SAME(cross_penalty);
	SAME(cross_points);
	SAME(cross_unopened);
	SAME(overshoot);
	SAME(overshoot_points);
	SAME(piggyback);
	SAME(full_hand_may_bank);
	SAME(collision);
	SAME(last_round);
	SAME(floor_zero);
	SAME(min_bank);
#undef SAME
	return NULL;
}

static void
assert_rules_equal(const struct farkle_rules *a, const struct farkle_rules *b)
{
	const char *d = rules_diff(a, b);
	if (d != NULL)
		fail_msg("the rules differ in %s", d);
}

/* Sets one option that must be accepted. */
static void
set_ok(struct farkle_rules *r, const char *assignment)
{
	char why[FARKLE_WHY] = "";
	if (!said(farkle_option_set(r, assignment, &said_msg), &said_msg, why, sizeof why))
		fail_msg("'%s' refused: %s", assignment, why);
}

/* Sets one option that must be refused with a message containing `names`,
 * leaving the rules as they were. */
static void
set_refused(const struct farkle_rules *base, const char *assignment, const char *names)
{
	struct farkle_rules r = *base;
	char why[FARKLE_WHY] = "";
	if (said(farkle_option_set(&r, assignment, &said_msg), &said_msg, why, sizeof why))
		fail_msg("'%s' accepted", assignment);
	if (strstr(why, names) == NULL)
		fail_msg("'%s' refused with '%s', which does not name '%s'", assignment, why,
		    names);
	assert_rules_equal(&r, base);
}

static void
check_refused(const struct farkle_rules *r, const char *names)
{
	char why[FARKLE_WHY] = "";
	assert_false(said(farkle_rules_check(r, &said_msg), &said_msg, why, sizeof why));
	if (strstr(why, names) == NULL)
		fail_msg("refused with '%s', which does not name '%s'", why, names);
}

/* ---- presets */

static void
test_presets_found(void **state)
{
	(void)state;
	for (size_t i = 0; i < NPRESETS; i++) {
		const struct farkle_preset *p = farkle_preset_find(preset_names[i]);
		assert_non_null(p);
		assert_string_equal(p->name, preset_names[i]);
		assert_non_null(p->title);
		assert_true(p->title[0] != '\0');
	}
	assert_true(farkle_npresets >= NPRESETS);
	assert_null(farkle_preset_find("1000"));
	assert_null(farkle_preset_find("10000:500"));
	assert_null(farkle_preset_find("10000 "));
	assert_null(farkle_preset_find(""));
	assert_null(farkle_preset_find("yams"));
}

/* The rows of the table in tapis-games(7), 10000 AND 5000, that are not
 * scoring. */
static void
test_presets_match_rules(void **state)
{
	(void)state;
	struct farkle_rules r = preset("10000");
	assert_int_equal(r.dice, 5);
	assert_int_equal(r.target, 10000);
	assert_true(r.exact);
	assert_int_equal(r.opening, 500);
	assert_int_equal(r.cross_limit, 3);
	assert_int_equal(r.cross_penalty, PENALTY_MINUS);
	assert_int_equal(r.cross_points, 1000);
	assert_false(r.cross_unopened);
	assert_int_equal(r.overshoot, OVERSHOOT_VOID);
	assert_false(r.piggyback);

	r = preset("10000:350");
	assert_int_equal(r.dice, 5);
	assert_int_equal(r.target, 10000);
	assert_true(r.exact);
	assert_int_equal(r.opening, 350);
	assert_int_equal(r.cross_limit, 3);
	assert_int_equal(r.cross_penalty, PENALTY_BACK);
	assert_false(r.cross_unopened);
	assert_int_equal(r.overshoot, OVERSHOOT_CROSS);
	assert_true(r.piggyback);

	r = preset("5000");
	assert_int_equal(r.dice, 6);
	assert_int_equal(r.target, 5000);
	assert_false(r.exact);
	assert_int_equal(r.opening, 0);
	assert_int_equal(r.cross_limit, 0);
	assert_true(r.six_ones_win);
	assert_false(r.piggyback);

	/* the table rules are off by default everywhere */
	for (size_t i = 0; i < NPRESETS; i++) {
		r = preset(preset_names[i]);
		assert_false(r.collision);
		assert_false(r.last_round);
		assert_false(r.floor_zero);
		assert_int_equal(r.min_bank, 0);
		assert_false(r.full_hand_may_bank);
	}
}

static void
test_presets_pass_check(void **state)
{
	(void)state;
	for (size_t i = 0; i < NPRESETS; i++) {
		struct farkle_rules r = preset(preset_names[i]);
		char why[FARKLE_WHY] = "";
		if (!said(farkle_rules_check(&r, &said_msg), &said_msg, why, sizeof why))
			fail_msg("preset %s refused: %s", preset_names[i], why);
	}
}

/* ---- the option table */

static void
test_options_described(void **state)
{
	(void)state;
	assert_true(farkle_noptions > 0);
	for (size_t i = 0; i < farkle_noptions; i++) {
		const struct farkle_option *o = &farkle_options[i];
		assert_non_null(o->info.name);
		assert_true(o->info.name[0] != '\0');
		assert_null(strchr(o->info.name, '='));
		assert_non_null(o->info.values);
		/* its words, in the same order */
		assert_string_equal(farkle_words.options[i].name, o->info.name);
		assert_non_null(farkle_words.options[i].help);
		assert_true(farkle_words.options[i].help[0] != '\0');
		for (size_t j = 0; j < i; j++)
			assert_string_not_equal(o->info.name, farkle_options[j].info.name);
	}
}

/* The engine hands out the same options, one by one, in the table's
 * order, each with the JSON type of its values; NULL past the last. */
static void
test_options_through_the_engine(void **state)
{
	(void)state;
	assert_non_null(farkle_engine.option);
	for (size_t i = 0; i < farkle_noptions; i++) {
		const struct engine_option *o = farkle_engine.option(i);
		assert_ptr_equal(o, &farkle_options[i].info);
		switch (farkle_options[i].kind) {
		case OPT_INT:
			assert_int_equal(o->type, ENGINE_OPT_INT);
			break;
		case OPT_BOOL:
			assert_int_equal(o->type, ENGINE_OPT_BOOL);
			break;
		default:
			assert_int_equal(o->type, ENGINE_OPT_TEXT);
			break;
		}
	}
	assert_null(farkle_engine.option(farkle_noptions));
	assert_null(farkle_engine.option(farkle_noptions + 1));
}

/* get then set "name=value" gives back the same rules, on every preset and
 * on a rule set with house rules switched on. */
static void
round_trip(const struct farkle_rules *r)
{
	for (size_t i = 0; i < farkle_noptions; i++) {
		const char *name = farkle_options[i].info.name;
		char value[64], assignment[128];
		farkle_option_get(r, name, value, sizeof value);
		snprintf(assignment, sizeof assignment, "%s=%s", name, value);
		struct farkle_rules copy = *r;
		set_ok(&copy, assignment);
		const char *d = rules_diff(&copy, r);
		if (d != NULL)
			fail_msg("'%s' changed %s", assignment, d);
	}
}

static void
test_options_round_trip(void **state)
{
	(void)state;
	for (size_t i = 0; i < NPRESETS; i++) {
		struct farkle_rules r = preset(preset_names[i]);
		round_trip(&r);
	}
	struct farkle_rules r = preset("10000");
	set_ok(&r, "overshoot=minus2000");
	set_ok(&r, "penalty=zero");
	set_ok(&r, "kind4=x2");
	set_ok(&r, "kind5=off");
	set_ok(&r, "fullhand=bank");
	set_ok(&r, "collision=yes");
	set_ok(&r, "lastround=yes");
	set_ok(&r, "floor=yes");
	set_ok(&r, "minbank=300");
	set_ok(&r, "unopened=yes");
	set_ok(&r, "single5=0");
	round_trip(&r);
	r = preset("5000");
	set_ok(&r, "exact=yes");
	set_ok(&r, "kind3=200/1500");
	set_ok(&r, "penalty=back");
	set_ok(&r, "crosses=3");
	set_ok(&r, "six1=no");
	round_trip(&r);
}

/* A value read from one rule set carries over to another. */
static void
test_options_carry_across_presets(void **state)
{
	(void)state;
	for (size_t a = 0; a < NPRESETS; a++)
		for (size_t b = 0; b < NPRESETS; b++) {
			struct farkle_rules from = preset(preset_names[a]);
			struct farkle_rules to = preset(preset_names[b]);
			for (size_t i = 0; i < farkle_noptions; i++) {
				const char *name = farkle_options[i].info.name;
				char v[64], w[64], assignment[128];
				farkle_option_get(&from, name, v, sizeof v);
				snprintf(assignment, sizeof assignment, "%s=%s", name, v);
				set_ok(&to, assignment);
				farkle_option_get(&to, name, w, sizeof w);
				assert_string_equal(v, w);
			}
			/* once every option is carried, no later one has undone
			 * an earlier one: the two rule sets read the same */
			for (size_t i = 0; i < farkle_noptions; i++) {
				const char *name = farkle_options[i].info.name;
				char v[64], w[64];
				farkle_option_get(&from, name, v, sizeof v);
				farkle_option_get(&to, name, w, sizeof w);
				assert_string_equal(v, w);
			}
		}
}

static void
test_options_refused(void **state)
{
	(void)state;
	for (size_t i = 0; i < NPRESETS; i++) {
		struct farkle_rules r = preset(preset_names[i]);
		set_refused(&r, "dice=7", "dice");
		set_refused(&r, "dice=4", "dice");
		set_refused(&r, "target=abc", "target");
		set_refused(&r, "target=-5", "target");
		set_refused(&r, "target=10000x", "target");
		set_refused(&r, "target=", "target");
		set_refused(&r, "opening=1.5", "opening");
		set_refused(&r, "overshoot=sideways", "overshoot");
		set_refused(&r, "overshoot=minus", "overshoot");
		set_refused(&r, "overshoot=minusx", "overshoot");
		set_refused(&r, "penalty=maybe", "penalty");
		set_refused(&r, "penalty=minus-3", "penalty");
		set_refused(&r, "kind4=x0", "kind4");
		set_refused(&r, "kind4=abc", "kind4");
		set_refused(&r, "kind4=", "kind4");
		set_refused(&r, "kind3=x2", "kind3");  /* nothing below three alike */
		set_refused(&r, "kind5=100/", "kind5");
		/* an empty place is a typo, not a value left out (issue 31) */
		set_refused(&r, "kind3=100,,200,300,400,500,600", "kind3");
		set_refused(&r, "kind3=100,200,300,400,500,600,", "kind3");
		set_refused(&r, "kind3=,100,200,300,400,500,600", "kind3");
		set_refused(&r, "kind3=200//1500", "kind3");
		set_refused(&r, "kind3=200/,1500", "kind3");
		set_refused(&r, "exact=maybe", "exact");
		set_refused(&r, "piggyback=", "piggyback");
		set_refused(&r, "fullhand=keep", "fullhand");
		set_refused(&r, "nosuch=1", "nosuch");
		set_refused(&r, "Dice=5", "Dice");
		set_refused(&r, "=5", "=5");
		set_refused(&r, "opening", "opening");
		set_refused(&r, "", "NAME=VALUE");
	}
}

/* ---- particular options */

static void
test_option_overshoot(void **state)
{
	(void)state;
	struct farkle_rules r = preset("10000");
	r.overshoot_points = 0;
	set_ok(&r, "overshoot=minus2000");
	assert_int_equal(r.overshoot, OVERSHOOT_MINUS);
	assert_int_equal(r.overshoot_points, 2000);
	set_ok(&r, "overshoot=minus500");
	assert_int_equal(r.overshoot_points, 500);
	set_ok(&r, "overshoot=cross");
	assert_int_equal(r.overshoot, OVERSHOOT_CROSS);
	set_ok(&r, "overshoot=refuse");
	assert_int_equal(r.overshoot, OVERSHOOT_REFUSE);
	set_ok(&r, "overshoot=void");
	assert_int_equal(r.overshoot, OVERSHOOT_VOID);
}

static void
test_option_penalty(void **state)
{
	(void)state;
	struct farkle_rules r = preset("10000");
	set_ok(&r, "penalty=back");
	assert_int_equal(r.cross_penalty, PENALTY_BACK);
	set_ok(&r, "penalty=zero");
	assert_int_equal(r.cross_penalty, PENALTY_ZERO);
	set_ok(&r, "penalty=minus500");
	assert_int_equal(r.cross_penalty, PENALTY_MINUS);
	assert_int_equal(r.cross_points, 500);
}

static void
test_option_kind(void **state)
{
	(void)state;
	struct farkle_rules r = preset("10000");
	set_ok(&r, "kind4=x2");
	for (int v = 1; v <= 6; v++)
		assert_int_equal(r.kind[4].value[v], 2 * r.kind[3].value[v]);
	assert_int_equal(r.kind[4].value[3], 600);
	assert_int_equal(r.kind[4].value[1], 2000);

	/* and the table sees it: four 3s are worth twice three 3s */
	struct farkle_scorer *s = malloc(sizeof *s);
	assert_non_null(s);
	farkle_scorer_init(s, &r);
	struct tally three3 = {{0, 0, 0, 3, 0, 0, 0}};
	struct tally four3 = {{0, 0, 0, 4, 0, 0, 0}};
	struct tally four1 = {{0, 4, 0, 0, 0, 0, 0}};
	int v3 = farkle_group_value(s, &three3);
	int v4 = farkle_group_value(s, &four3);
	int v1 = farkle_group_value(s, &four1);
	free(s);
	assert_int_equal(v3, 300);
	assert_int_equal(v4, 600);
	assert_int_equal(v1, 2000);

	set_ok(&r, "kind3=200");
	assert_int_equal(r.kind[3].value[2], 400);
	assert_int_equal(r.kind[3].value[1], 2000);
	set_ok(&r, "kind3=200/1500");
	assert_int_equal(r.kind[3].value[6], 1200);
	assert_int_equal(r.kind[3].value[1], 1500);
	set_ok(&r, "kind5=off");
	for (int v = 1; v <= 6; v++)
		assert_int_equal(r.kind[5].value[v], 0);
	char buf[32];
	farkle_option_get(&r, "kind5", buf, sizeof buf);
	assert_string_equal(buf, "off");
	farkle_option_get(&r, "kind3", buf, sizeof buf);
	assert_string_equal(buf, "200/1500");

	/* a fixed value whatever the face, and one value a face */
	set_ok(&r, "kind4=flat2000");
	for (int v = 1; v <= 6; v++)
		assert_int_equal(r.kind[4].value[v], 2000);
	farkle_option_get(&r, "kind4", buf, sizeof buf);
	assert_string_equal(buf, "flat2000");
	set_ok(&r, "kind5=3000,400,600,800,1000,1200");
	assert_int_equal(r.kind[5].value[1], 3000);
	assert_int_equal(r.kind[5].value[6], 1200);
	farkle_option_get(&r, "kind5", buf, sizeof buf);
	assert_string_equal(buf, "200/3000");
	set_ok(&r, "kind5=3000,400,600,800,1000,0");
	farkle_option_get(&r, "kind5", buf, sizeof buf);
	assert_string_equal(buf, "3000,400,600,800,1000,0");
	/* a face worth nothing, or 2s of an odd value: written back value by
	 * value; a factor of it that makes a face worth 0 is refused */
	set_ok(&r, "kind5=0,400,600,800,1000,1200");
	farkle_option_get(&r, "kind5", buf, sizeof buf);
	assert_string_equal(buf, "0,400,600,800,1000,1200");
	set_refused(&r, "kind6=x2", "kind6");
	set_ok(&r, "kind5=1000,301,450,600,750,900");
	farkle_option_get(&r, "kind5", buf, sizeof buf);
	assert_string_equal(buf, "1000,301,450,600,750,900");
	set_refused(&r, "kind6=x0.001", "kind6");
	set_ok(&r, "kind6=0");                   /* 0 is off, as the word */
	farkle_option_get(&r, "kind6", buf, sizeof buf);
	assert_string_equal(buf, "off");
	farkle_option_get(&r, "nosuch", buf, sizeof buf);
	assert_string_equal(buf, "?");
}

/* The forms of n alike that read as none: a factor over a thousand, one
 * number that is 0 or over a tenth of the most, PER/ONES with either 0 or
 * PER over a sixth of the most, two numbers split by ',', six by '/',
 * seven, and a text too long to be one. */
static void
test_option_kind_refused(void **state)
{
	(void)state;
	struct farkle_rules r = preset("10000");
	set_refused(&r, "kind4=x1001", "kind4");
	set_refused(&r, "kind4=x99999999999999999999", "kind4");
	set_refused(&r, "kind3=00", "kind3");
	set_refused(&r, "kind3=100001", "kind3");
	set_refused(&r, "kind3=0/1000", "kind3");
	set_refused(&r, "kind3=100/0", "kind3");
	set_refused(&r, "kind3=166667/1000", "kind3");
	set_refused(&r, "kind3=100,1000", "kind3");
	set_refused(&r, "kind3=1000/200/300/400/500/600", "kind3");
	set_refused(&r, "kind3=1000,200,300,400,500,600,700", "kind3");
	char longer[128];
	memset(longer, '0', sizeof longer - 1);
	longer[sizeof longer - 1] = '\0';
	memcpy(longer, "kind3=", 6);
	set_refused(&r, longer, "kind3");
}

/* Sets LC_NUMERIC to a locale whose decimal point is ',' and returns its
 * name, or NULL (LC_NUMERIC left "C") when none is installed. */
static const char *
comma_locale(void)
{
	static const char *const names[] = {
		"fr_FR.UTF-8", "de_DE.UTF-8", "fr_FR.utf8", "de_DE.utf8", "fr_FR", "de_DE",
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (setlocale(LC_NUMERIC, names[i]) != NULL &&
		    strcmp(localeconv()->decimal_point, ",") == 0)
			return names[i];
	setlocale(LC_NUMERIC, "C");
	return NULL;
}

/* xF takes its factor with a '.' whatever LC_NUMERIC says (tapis calls
 * setlocale(LC_ALL, "") at start, and strtod would then want "x1,5" at a
 * French table); a ',' is refused with a reason, and every value written
 * back, as the store keeps it, reads back the same under that locale. */
static void
test_option_factor_any_locale(void **state)
{
	(void)state;
	const char *loc = comma_locale();
	if (loc != NULL) {
		/* the locale really is one where the C library reads "1,5" */
		assert_true(strtod("1,5", NULL) == 1.5);
	} else {
		/* No locale with a decimal ',' is installed here: the checks
		 * below still run, in the C locale, so the parse result is
		 * checked, but the locale independence itself is not. */
		print_message("# no fr_FR or de_DE locale installed: "
		    "xF checked in the C locale only\n");
	}

	struct farkle_rules r = preset("10000");   /* three alike: 100 a face, 1000 for 1s */
	set_ok(&r, "kind4=x1.5");
	assert_int_equal(r.kind[4].value[1], 1500);
	for (int v = 2; v <= 6; v++)
		assert_int_equal(r.kind[4].value[v], 150 * v);
	set_ok(&r, "kind5=x1.25");                 /* F times four alike */
	assert_int_equal(r.kind[5].value[1], 1875);
	assert_int_equal(r.kind[5].value[3], 563);  /* 562.5, halves rounded up */
	assert_int_equal(r.kind[5].value[6], 1125);
	set_ok(&r, "kind5=x2.0");
	assert_int_equal(r.kind[5].value[1], 3000);
	set_ok(&r, "kind5=x0.5");
	assert_int_equal(r.kind[5].value[2], 150);

	struct farkle_rules before = r;
	set_refused(&r, "kind4=x1,5", "kind4");
	set_refused(&r, "kind4=x1,5", "'.'");       /* the reason names the '.' */
	set_refused(&r, "kind4=x1,5", "x1,5");
	static const char *const bad[] = {
		"kind4=x1.", "kind4=x.5", "kind4=x1e1", "kind4=x+2", "kind4=x-2",
		"kind4=x1.5.5", "kind4=x 2", "kind4=x0x2", "kind4=x", "kind4=xinf",
		"kind4=x1.0000001", "kind4=x0.0", "kind4=x1000.5",
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		set_refused(&r, bad[i], "kind4");
	assert_rules_equal(&r, &before);

	/* what the store writes (farkle_option_get) it reads back
	 * (farkle_option_set) the same, under this locale too */
	round_trip(&r);
	char buf[64];
	farkle_option_get(&r, "kind4", buf, sizeof buf);
	assert_string_equal(buf, "150/1500");

	setlocale(LC_NUMERIC, "C");
}

static void
test_option_plain_values(void **state)
{
	(void)state;
	struct farkle_rules r = preset("5000");
	char buf[32];
	set_ok(&r, "target=10000");
	assert_int_equal(r.target, 10000);
	set_ok(&r, "exact=yes");
	assert_true(r.exact);
	farkle_option_get(&r, "exact", buf, sizeof buf);
	assert_string_equal(buf, "yes");
	set_ok(&r, "exact=no");
	assert_false(r.exact);
	set_ok(&r, "opening=750");
	assert_int_equal(r.opening, 750);
	set_ok(&r, "fullhand=bank");
	assert_true(r.full_hand_may_bank);
	farkle_option_get(&r, "fullhand", buf, sizeof buf);
	assert_string_equal(buf, "bank");
	set_ok(&r, "pairs=0");
	assert_int_equal(r.three_pairs, 0);
	set_ok(&r, "straight6=1500");
	assert_int_equal(r.straight6, 1500);
	set_ok(&r, "dice=5");
	assert_int_equal(r.dice, 5);
	farkle_option_get(&r, "target", buf, sizeof buf);
	assert_string_equal(buf, "10000");
}

/* ---- the rule set as a whole */

static void
test_check_opening_above_target(void **state)
{
	(void)state;
	struct farkle_rules r = preset("10000");
	set_ok(&r, "opening=10001");
	check_refused(&r, "opening");

	r = preset("10000");
	set_ok(&r, "target=400");     /* below the opening of 500 */
	check_refused(&r, "opening");

	r = preset("10000");
	set_ok(&r, "minbank=10050");
	check_refused(&r, "minimum bank (10050) is above the target (10000)");

	/* nothing left that scores */
	r = preset("10000");
	static const char *const off[] = {"single1=0", "single5=0", "straight=0", "kind3=off",
	    "kind4=off", "kind5=off"};
	for (size_t i = 0; i < sizeof off / sizeof off[0]; i++)
		set_ok(&r, off[i]);
	check_refused(&r, "no throw could ever score");

	r = preset("10000");
	set_ok(&r, "opening=10000");  /* equal is fine */
	char why[FARKLE_WHY];
	assert_true(said(farkle_rules_check(&r, &said_msg), &said_msg, why, sizeof why));

	/* one combination alone that scores is enough: each in turn, the
	 * others off (six dice, 1s and 5s alone worth nothing) */
	static const char *const alone[] = {"single1=100", "single5=50", "straight=1000",
	    "straight6=1200", "pairs=600", "kind3=100", "kind6=1000"};
	for (size_t i = 0; i < sizeof alone / sizeof alone[0]; i++) {
		r = preset("5000");
		static const char *const none[] = {"single1=0", "single5=0", "straight6=0",
		    "pairs=0", "kind3=off", "kind4=off", "kind5=off", "kind6=off", "six1=no"};
		for (size_t k = 0; k < sizeof none / sizeof none[0]; k++)
			set_ok(&r, none[k]);
		check_refused(&r, "no throw could ever score");
		set_ok(&r, alone[i]);
		if (!said(farkle_rules_check(&r, &said_msg), &said_msg, why, sizeof why))
			fail_msg("%s alone: %s", alone[i], why);
	}
}

static void
test_check_six_dice_combinations(void **state)
{
	(void)state;
	static const struct {
		const char *set, *name;
	} six[] = {
		{"pairs=600", "pairs"},
		{"straight6=1200", "straight6"},
		{"kind6=1000", "kind6"},
		{"six1=yes", "six1"},
	};
	for (size_t i = 0; i < sizeof six / sizeof six[0]; i++) {
		for (size_t p = 0; p < 2; p++) {    /* 10000 and 10000:350 */
			struct farkle_rules r = preset(preset_names[p]);
			set_ok(&r, six[i].set);
			check_refused(&r, six[i].name);
			/* the message also says how many dice the game has */
			char why[FARKLE_WHY] = "";
			assert_false(said(farkle_rules_check(&r, &said_msg), &said_msg, why,
			    sizeof why));
			assert_non_null(strstr(why, "5"));
			/* with six dice the same combination is fine */
			set_ok(&r, "dice=6");
			assert_true(said(farkle_rules_check(&r, &said_msg), &said_msg, why,
			    sizeof why));
		}
	}

	/* 5000 played with five dice: refused until every six-dice
	 * combination is off */
	struct farkle_rules r = preset("5000");
	char why[FARKLE_WHY] = "";
	set_ok(&r, "dice=5");
	assert_false(said(farkle_rules_check(&r, &said_msg), &said_msg, why, sizeof why));
	set_ok(&r, "pairs=0");
	assert_false(said(farkle_rules_check(&r, &said_msg), &said_msg, why, sizeof why));
	set_ok(&r, "straight6=0");
	assert_false(said(farkle_rules_check(&r, &said_msg), &said_msg, why, sizeof why));
	set_ok(&r, "kind6=off");
	check_refused(&r, "six1");
	set_ok(&r, "six1=no");
	if (!said(farkle_rules_check(&r, &said_msg), &said_msg, why, sizeof why))
		fail_msg("refused: %s", why);
}

/* Every value accepted is one that can be stored and read back: a game
 * stored with it can always be opened again. */
static void
test_values_stay_in_bounds(void **state)
{
	(void)state;
	struct farkle_rules r = preset("10000");
	set_refused(&r, "kind3=200000", "kind3");          /* 1s would be 2000000 */
	set_refused(&r, "kind3=200000/1000", "kind3");     /* six 6s: 1200000 */
	set_refused(&r, "kind3=flat1000001", "kind3");
	set_refused(&r, "single1=1000001", "single1");
	set_ok(&r, "kind3=flat1000000");
	set_refused(&r, "kind4=x2", "kind4");              /* 2000000 a face */
	set_refused(&r, "kind4=x1000", "kind4");
	set_ok(&r, "kind3=100000");                        /* 1s: 1000000, the most */
	/* whatever was accepted reads back the same */
	for (size_t i = 0; i < farkle_noptions; i++) {
		char value[64], assignment[96];
		struct farkle_rules again = preset("5000");
		farkle_option_get(&r, farkle_options[i].info.name, value, sizeof value);
		snprintf(assignment, sizeof assignment, "%s=%s", farkle_options[i].info.name, value);
		set_ok(&again, assignment);
	}
}

/* An exact target that no sum of the values can make is refused. */
static void
test_check_reachable_target(void **state)
{
	(void)state;
	struct farkle_rules r = preset("10000");
	set_ok(&r, "target=1025");
	check_refused(&r, "multiple of 50");
	set_ok(&r, "exact=no");
	char why[FARKLE_WHY];
	assert_true(said(farkle_rules_check(&r, &said_msg), &said_msg, why,
	    sizeof why));   /* 1025 or more: fine */
	r = preset("10000");
	set_ok(&r, "single5=25");
	set_ok(&r, "target=1025");
	assert_true(said(farkle_rules_check(&r, &said_msg), &said_msg, why, sizeof why));
	/* points taken off move scores too: 1025 can be reached with minus25 */
	r = preset("10000");
	set_ok(&r, "target=1025");
	set_ok(&r, "overshoot=minus25");
	assert_true(said(farkle_rules_check(&r, &said_msg), &said_msg, why, sizeof why));
	/* and a rule set where nothing scores at all */
	r = preset("10000");
	set_ok(&r, "single1=0");
	set_ok(&r, "single5=0");
	set_ok(&r, "kind3=off");
	set_ok(&r, "kind4=off");
	set_ok(&r, "kind5=off");
	set_ok(&r, "straight=0");
	check_refused(&r, "no throw could ever score");
}

/* The bust chance of n dice under base with options, as the engine's
 * scorer gives it. */
static double
scorer_bust(const char *base, const char *option, int n)
{
	struct farkle_rules r = preset(base);
	if (option != NULL)
		assert_true(farkle_option_set(&r, option, &said_msg));
	struct farkle_scorer *s = malloc(sizeof *s);
	farkle_scorer_init(s, &r);
	double p = farkle_bust_odds(s, n);
	free(s);
	return p;
}

/* The luck column's odds (farkle_stats.c), of the rules as a stats row
 * keeps them (a base, then NAME=VALUE lines): the booklet's 600 of 7776
 * for five dice; a base no longer built in, or none, read as the first
 * preset with every option the row keeps; rules that cannot be read back,
 * or dice no hand has, unknown; more rule sets than are kept at once,
 * each still right. */
static void
test_luck_odds(void **state)
{
	(void)state;
	double p;
	assert_true(farkle_stats.odds("10000", "", "5", &p));
	assert_float_equal(p, 600.0 / 7776, 1e-12);
	assert_true(farkle_stats.odds(NULL, NULL, "5", &p));
	assert_float_equal(p, 600.0 / 7776, 1e-12);
	assert_true(farkle_stats.odds("10000:old", "dice=6", "6", &p));
	assert_float_equal(p, scorer_bust("10000", "dice=6", 6), 1e-12);
	assert_false(farkle_stats.odds("10000", "target=abc", "5", &p));
	assert_false(farkle_stats.odds("10000", "", "0", &p));
	assert_false(farkle_stats.odds("10000", "", "7", &p));
	/* single5=0: a 5 alone scores nothing, each a rule set of its own */
	for (int target = 1000; target <= 10000; target += 1000) {
		char options[64];
		snprintf(options, sizeof options, "target=%d\nsingle5=0", target);
		assert_true(farkle_stats.odds("10000", options, "1", &p));
		assert_float_equal(p, 5.0 / 6, 1e-12);
	}
	assert_true(farkle_stats.odds("10000", "", "1", &p));
	assert_float_equal(p, 4.0 / 6, 1e-12);
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_luck_odds),
		cmocka_unit_test(test_presets_found),
		cmocka_unit_test(test_presets_match_rules),
		cmocka_unit_test(test_presets_pass_check),
		cmocka_unit_test(test_options_described),
		cmocka_unit_test(test_options_through_the_engine),
		cmocka_unit_test(test_options_round_trip),
		cmocka_unit_test(test_options_carry_across_presets),
		cmocka_unit_test(test_options_refused),
		cmocka_unit_test(test_option_overshoot),
		cmocka_unit_test(test_option_penalty),
		cmocka_unit_test(test_option_kind),
		cmocka_unit_test(test_option_kind_refused),
		cmocka_unit_test(test_option_factor_any_locale),
		cmocka_unit_test(test_option_plain_values),
		cmocka_unit_test(test_check_opening_above_target),
		cmocka_unit_test(test_check_six_dice_combinations),
		cmocka_unit_test(test_values_stay_in_bounds),
		cmocka_unit_test(test_check_reachable_target),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
