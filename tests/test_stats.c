/* The odds of a bust that the luck column of stats prints, against counts
 * worked out by hand from tapis-games(7) (the figures of stats themselves are in
 * tests/transcripts/stats.t, each computed by hand in its notes), and
 * every family's declaration of its statistics (fact_decl.h) whole. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "engine.h"
#include "fact_decl.h"
#include "families.h"
#include "farkle.h"
#include "rows.h"
#include "said.h"
#include "yams.h"

static struct farkle_scorer *
scorer(const char *preset, const char *option)
{
	struct farkle_scorer *s = malloc(sizeof *s);
	struct farkle_rules r = farkle_preset_find(preset)->rules;
	char why[FARKLE_WHY];
	assert_non_null(s);
	if (option != NULL)
		assert_true(said(farkle_option_set(&r, option, &said_msg), &said_msg, why,
		    sizeof why));
	farkle_scorer_init(s, &r);
	return s;
}

/* 10000: a throw scores nothing when it has no 1, no 5, no three alike and
 * no straight (which needs a 1 or a 5).  Over the faces 2 3 4 6: 1 die 4
 * of 6; 2 dice 4^2 = 16 of 36; 3 dice 4^3 less the 4 triples = 60 of 216;
 * 4 dice 4^4 = 256 less 4 x 4 x 3 with three alike and 4 with four = 204
 * of 1296; 5 dice, at most two alike: 2+2+1 (6 pairs of faces x 2 x
 * 5!/(2!2!) = 360) and 2+1+1+1 (4 x 5!/2! = 240), 600 of 7776. */
static void
test_booklet_odds(void **state)
{
	(void)state;
	struct farkle_scorer *s = scorer("10000", NULL);
	assert_float_equal(farkle_bust_odds(s, 1), 4.0 / 6, 1e-12);
	assert_float_equal(farkle_bust_odds(s, 2), 16.0 / 36, 1e-12);
	assert_float_equal(farkle_bust_odds(s, 3), 60.0 / 216, 1e-12);
	assert_float_equal(farkle_bust_odds(s, 4), 204.0 / 1296, 1e-12);
	assert_float_equal(farkle_bust_odds(s, 5), 600.0 / 7776, 1e-12);
	assert_float_equal(farkle_bust_odds(s, 0), 0.0, 0);
	assert_float_equal(farkle_bust_odds(s, 7), 0.0, 0);
	free(s);
}

/* The odds follow the game's rules: with single5=0 a 5 alone scores
 * nothing, so over the faces 2 to 6 a bust of 5 dice has at most two alike
 * and is not 2-3-4-5-6: 2+2+1 (10 x 3 x 30 = 900) and 2+1+1+1 (5 x 4 x 60
 * = 1200), 2100 of 7776. */
static void
test_odds_follow_the_options(void **state)
{
	(void)state;
	struct farkle_scorer *s = scorer("10000", "single5=0");
	assert_float_equal(farkle_bust_odds(s, 5), 2100.0 / 7776, 1e-12);
	assert_float_equal(farkle_bust_odds(s, 1), 5.0 / 6, 1e-12);
	free(s);
}

/* 5000, six dice, where three pairs score: a bust has no 1, no 5 and at
 * most two alike, so over the faces 2 3 4 6 it is 2+2+2 (three pairs,
 * which score) or 2+2+1+1: C(4,2) x 6!/(2!2!) = 6 x 180 = 1080 of 46656. */
static void
test_six_dice_odds(void **state)
{
	(void)state;
	struct farkle_scorer *s = scorer("5000", NULL);
	assert_true(s->rules.three_pairs > 0);
	assert_float_equal(farkle_bust_odds(s, 6), 1080.0 / 46656, 1e-12);
	free(s);
}

/* Counted by tally from the least groups that score, the odds are
 * farkle_evaluate's over every throw one by one, to the last bit: for each
 * built-in rule set, and options that change what scores (where the least
 * groups are others: no lone 1, no three alike, three pairs, no straight,
 * a sixth die), and each number of dice, a bust count over the 6^n throws
 * in order. */
static void
test_odds_as_every_throw(void **state)
{
	(void)state;
	static const char *const sets[][2] = {{"10000", NULL}, {"10000:350", NULL},
	    {"5000", NULL}, {"10000", "single5=0"}, {"10000", "single1=0"},
	    {"10000", "kind3=off"}, {"10000", "dice=6"}, {"10000", "straight=0"},
	    {"5000", "pairs=0"}, {"5000", "straight6=0"}, {"5000", "single5=0"}};
	for (size_t k = 0; k < sizeof sets / sizeof sets[0]; k++) {
		struct farkle_scorer *s = scorer(sets[k][0], sets[k][1]);
		for (int n = 1; n <= s->rules.dice; n++) {
			int throws = 1, busts = 0;
			for (int i = 0; i < n; i++)
				throws *= 6;
			for (int throw = 0; throw < throws; throw++) {
				struct tally t = {{0}};
				for (int i = 0, rest = throw; i < n; i++, rest /= 6)
					t.count[1 + rest % 6]++;
				busts += farkle_evaluate(s, &t).best == 0;
			}
			assert_true(farkle_bust_odds(s, n) == (double)busts / throws);
		}
		free(s);
	}
}

/* Each family's tables: named for its games, each column of a fact
 * naming it (and a rate what it is over), as many columns as a table may
 * have (a rate is two). */
static void
test_declarations_whole(void **state)
{
	(void)state;
	for (size_t i = 0; i < nfamilies; i++) {
		const struct family_facts *ff = families[i].stats;
		if (ff == NULL)
			continue;
		assert_string_equal(ff->family, families[i].engine->family);
		assert_true(ff->ntables > 0);
		for (int t = 0; t < ff->ntables; t++) {
			const struct fact_table *tb = &ff->tables[t];
			int width = 3;
			assert_non_null(tb->name);
			assert_non_null(tb->heading);
			for (int c = 0; c < tb->ncols; c++) {
				const struct fact_column *fc = &tb->cols[c];
				bool of_fact = fc->sum <= FACT_ODDS;
				assert_non_null(fc->name);
				assert_true(of_fact == (fc->fact != NULL));
				assert_true((fc->sum == FACT_RATE) == (fc->over != NULL));
				assert_true(fc->sum != FACT_ODDS || ff->odds != NULL);
				assert_true(fc->sum != FACT_KEY || tb->rows == FACT_ROWS_KEYED);
				width += fc->sum == FACT_RATE || fc->sum == FACT_ODDS ||
				    fc->sum == FACT_LOST_RATE ? 2 : 1;
			}
			assert_true(width <= ROWS_MAX_COLUMNS);
		}
	}
}

/* The order of Yams's boxes in stats is that of the sheets: the seed's,
 * then each rule set's of a sheet of its own. */
static void
test_yams_box_order(void **state)
{
	(void)state;
	for (size_t i = 0; i < yams_npresets; i++) {
		struct yams_rules r;
		char keys[8 * YAMS_BOXES_MAX * (YAMS_KEY + 1)] = ",";
		yams_preset_rules(&yams_presets[i], &r);
		for (int b = 0; b < r.sheet.nboxes; b++)
			snprintf(keys + strlen(keys), sizeof keys - strlen(keys), "%s,",
			    r.sheet.box[b].key);
		const char *declared = NULL;
		bool own = strcmp(yams_presets[i].sheet, "yams") != 0;
		for (const struct fact_key_order *o = yams_stats.key_orders; o->keys != NULL; o++)
			if (own ? o->rule_set != NULL && strcmp(o->rule_set, yams_presets[i].name) == 0
			    : o->rule_set == NULL)
				declared = o->keys;
		assert_non_null(declared);
		assert_string_equal(declared, keys);
	}
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_booklet_odds),
		cmocka_unit_test(test_odds_follow_the_options),
		cmocka_unit_test(test_six_dice_odds),
		cmocka_unit_test(test_odds_as_every_throw),
		cmocka_unit_test(test_declarations_whole),
		cmocka_unit_test(test_yams_box_order),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
