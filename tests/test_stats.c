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
#include "render_stats.h"
#include "rows.h"
#include "said.h"
#include "ui.h"
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

/* ---- a family's own tables, from the rows a store would hand */

/* The rows of a family's players and rule sets, and its facts' totals,
 * as the store hands them (the facts by player, rule set, fact and key). */
struct fed {
	const char *const (*players)[5];
	int nplayers, *widths;
	const struct fact_total *facts;
	int nfacts;
};

static int
each_player(struct stats_feed *feed, const char *family, stats_row_fn fn, void *ctx)
{
	const struct fed *d = feed->source;
	(void)family;
	for (int i = 0; i < d->nplayers; i++)
		if (!fn(d->players[i], d->widths[i], ctx))
			return -1;
	return 1;
}

static int
each_fact(struct stats_feed *feed, const char *family,
    bool (*fn)(const struct fact_total *t, void *ctx), void *ctx)
{
	const struct fed *d = feed->source;
	(void)family;
	for (int i = 0; i < d->nfacts; i++)
		if (!fn(&d->facts[i], ctx))
			return -1;
	return 0;
}

/* The chance of a roll: by the rules' base alone; unknown under "z". */
static bool
dice_odds(const char *base, const char *options, const char *key, double *p)
{
	(void)options;
	(void)key;
	*p = base == NULL ? 0.5 : strcmp(base, "a") == 0 ? 0.1 : strcmp(base, "b") == 0 ? 0.25
	    : 0.2;
	return base == NULL || strcmp(base, "z") != 0;
}

static const struct fact_column dice_roll_cols[] = {
	{"key", "key", FACT_KEY, NULL, NULL, true},
	{"games", "games", FACT_GAMES, "roll", NULL, false},
	{"count", "count", FACT_COUNT, "roll", NULL, false},
	{"sum", "sum", FACT_SUM, "roll", NULL, true},
	{"mean", "mean", FACT_MEAN, "roll", NULL, false},
	{"best", "best", FACT_BEST, "roll", NULL, false},
	{"of_throws", "of throws", FACT_RATE, "roll", "throws", false},
	{"expected", "expected", FACT_ODDS, "roll", NULL, false},
};
static const struct fact_column dice_player_cols[] = {
	{"played", "played", FACT_PLAYED, NULL, NULL, false},
	{"lost", "lost", FACT_LOST, NULL, NULL, false},
	{"lost_rate", "lost rate", FACT_LOST_RATE, NULL, NULL, false},
	{"score", "score", FACT_SCORE, NULL, NULL, false},
	{"turns", "turns", FACT_SUM, "turns", NULL, false},
	{"turn_share", NULL, FACT_RATE, "turns", "turns", false},   /* for scripts alone */
};
static const struct fact_table dice_tables[] = {
	{"dice_rolls", "Rolls", FACT_ROWS_KEYED, dice_roll_cols, 8},
	{"dice_players", "Players", FACT_ROWS_PLAYED, dice_player_cols, 6},
};
/* "a" last in dice:x (as every rule set but dice:y), "big" in dice:y */
static const struct fact_key_order dice_orders[] = {
	{"dice:y", ",big,"}, {NULL, ",a,"}, {NULL, NULL},
};
static const struct family_facts dice_facts = {"dice", dice_tables, 2, dice_orders, NULL,
    dice_odds};

/* The totals of one roll, of one count each. */
#define ROLL(PLAYER, GAME, KEY, TOTAL, BASE, OPTIONS) \
	{PLAYER, GAME, "roll", KEY, 1, 1, TOTAL, TOTAL, true, BASE, OPTIONS}

static char *
family_tables(enum rows_format format, const struct fed *d, bool *ok)
{
	struct ui ui = {tmpfile(), stderr, false, false, false, false, 0};
	assert_non_null(ui.out);
	struct stats_feed feed = {&ui, format, each_player, (void *)d, 0, false};
	*ok = render_family_facts(&feed, each_fact, &dice_facts) && !feed.failed;
	long len = ftell(ui.out);
	char *text = malloc((size_t)len + 1);
	assert_non_null(text);
	rewind(ui.out);
	assert_int_equal(fread(text, 1, (size_t)len, ui.out), (size_t)len);
	text[len] = '\0';
	fclose(ui.out);
	return text;
}

/* A family's tables as people read them: a row each key, the keys in the
 * family's order for the rule set (those it does not name first, numbers
 * as numbers, then as text); a key's rows under several sets of rules
 * added up, the odds of each weighed by its count (the roll of 10: 4 at
 * 1/4, 2 at 1/2, 2 and 2 at 1/10, 0 at 1/5 make 2.4 of 10, 24%); a sum
 * below zero; a sum of nothing counted left blank, and a rate of
 * nothing, and odds unknown (under "z"); a row whose player or rule set
 * is missing, or short, in no table; a player's total the store has
 * none of, blank. */
static void
test_family_tables(void **state)
{
	(void)state;
	static const char *const players[][5] = {
		{"ann", "dice:x", "4", "1", "12.5"},
		{"bob", "dice:x", "2", NULL, NULL},
		{"cy", "dice:y", "1", "0", "3"},
		{"dee", "dice:x", "1"},
		{NULL, "dice:x", "1", "0", "3"},
		{"eve", NULL, "1", "0", "3"},
	};
	static int widths[] = {5, 5, 5, 3, 5, 5};
	static const struct fact_total facts[] = {
		ROLL("ann", "dice:x", "10", 4, "b", NULL),
		ROLL("ann", "dice:x", "10", 2, NULL, "k=1"),
		ROLL("ann", "dice:x", "10", 2, "a", "k=2"),
		ROLL("ann", "dice:x", "10", 2, "a", "k=1"),
		{"ann", "dice:x", "roll", "10", 1, 1, 0, 0, true, "c", NULL},
		ROLL("ann", "dice:x", "10", 2, NULL, "k=0"),
		{"ann", "dice:x", "roll", "2", 1, 0, 0, 0, false, "a", NULL},
		ROLL("ann", "dice:x", "9", -3, "a", NULL),
		ROLL("ann", "dice:x", "a", 1, "a", NULL),
		ROLL("ann", "dice:x", "big", 5, "z", NULL),
		ROLL("ann", "dice:x", "big", 5, "z", "k=1"),
		{"ann", "dice:x", "throws", "10", 1, 1, 40, 40, true, "b", NULL},
		{"ann", "dice:x", "throws", "a", 1, 1, 10, 10, true, "a", NULL},
		{"ann", "dice:x", "turns", "", 2, 2, 7, 4, true, NULL, NULL},
		{"cy", "dice:y", "throws", "-5", 1, 1, 1, 1, true, NULL, NULL},
		{"cy", "dice:y", "throws", "7", 1, 1, 1, 1, true, NULL, NULL},
		{"cy", "dice:y", "throws", "big", 1, 1, 6, 6, true, NULL, NULL},
		{"cy", "dice:y", "throws", "small", 1, 1, 4, 4, true, NULL, NULL},
	};
	struct fed d = {players, 6, widths, facts, sizeof facts / sizeof facts[0]};
	bool ok;
	char *text = family_tables(ROWS_TABLE, &d, &ok);
	assert_true(ok);
	assert_string_equal(text,
	    "Rolls\n"
	    "player  game    key    games  count  sum  mean  best  of throws  expected\n"
	    "ann     dice:x  2      1      0\n"
	    "ann     dice:x  9      1      1      -3   -3    -3\n"
	    "ann     dice:x  10     6      6      12   2     4     30%        28.3%\n"
	    "ann     dice:x  big    2      2      10   5     5\n"
	    "ann     dice:x  a      1      1      1    1     1     10%        10%\n"
	    "cy      dice:y  -5     0      0      0                0%\n"
	    "cy      dice:y  7      0      0      0                0%\n"
	    "cy      dice:y  small  0      0      0                0%\n"
	    "cy      dice:y  big    0      0      0                0%\n"
	    "\n"
	    "Players\n"
	    "player  game    played  lost  lost rate  score  turns\n"
	    "ann     dice:x  4       1     25%        12.5   7\n"
	    "bob     dice:x  2             0%                0\n"
	    "cy      dice:y  1       0     0%         3      0\n");
	free(text);
	/* to a page, under its heading; to scripts, every column */
	text = family_tables(ROWS_HTML, &d, &ok);
	assert_true(ok);
	assert_non_null(strstr(text, "<h2>Rolls</h2>\n<div class=\"scroll\"><table class=\"rows\">\n"
	    "<thead><tr><th>player</th><th>game</th><th>key</th>"));
	assert_non_null(strstr(text, "<h2>Players</h2>\n"));
	free(text);
	text = family_tables(ROWS_TSV, &d, &ok);
	assert_true(ok);
	assert_non_null(strstr(text,
	    "table\tplayer\tgame\tkey\tgames\tcount\tsum\tmean\tbest\tof_throws\texpected\n"
	    "dice_rolls\tann\tdice:x\t2\t1\t0\t\t\t\t\t\n"
	    "dice_rolls\tann\tdice:x\t9\t1\t1\t-3\t-3\t-3\t\t\n"
	    "dice_rolls\tann\tdice:x\t10\t6\t6\t12\t2\t4\t0.3\t0.2833\n"));
	assert_non_null(strstr(text, "table\tplayer\tgame\tplayed\tlost\tlost_rate\tscore\tturns"
	    "\tturn_share\ndice_players\tann\tdice:x\t4\t1\t0.25\t12.5\t7\t1\n"));
	free(text);
}

/* A player's table shows 256 keys at most (the first by their bytes),
 * and odds over more than 64 sets of rules are not worked out (left
 * blank): the 70 rolls of "a0" under as many options, each of 1. */
static void
test_family_tables_at_their_limits(void **state)
{
	(void)state;
	static const char *const players[][5] = {{"bob", "dice:x", "2", "0", "1"}};
	static int widths[] = {5};
	static struct fact_total facts[300 + 69 + 1];
	static char keys[300][16], options[70][16];
	int n = 0;
	for (int k = 0; k < 300; k++) {
		snprintf(keys[k], sizeof keys[k], "a%d", k);
		for (int o = 0; o < (k == 0 ? 70 : 1); o++) {
			snprintf(options[o], sizeof options[o], "k=%d", o);
			facts[n++] = (struct fact_total)ROLL("bob", "dice:x", keys[k], 1, "a", options[o]);
		}
	}
	/* (the store's order: by key, as bytes) */
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && strcmp(facts[j].key, facts[j - 1].key) < 0; j--) {
			struct fact_total t = facts[j];
			facts[j] = facts[j - 1];
			facts[j - 1] = t;
		}
	/* a key of another fact among those kept: not one more */
	facts[n++] = (struct fact_total){"bob", "dice:x", "throws", "a6", 1, 1, 1, 1, true, "a",
	    NULL};
	struct fed d = {players, 1, widths, facts, n};
	bool ok;
	char *text = family_tables(ROWS_TSV, &d, &ok);
	assert_true(ok);
	int rows = 0;
	for (const char *p = strstr(text, "dice_rolls\t"); p != NULL; p = strstr(p + 1, "dice_rolls\t"))
		rows++;
	assert_int_equal(rows, 256);
	assert_non_null(strstr(text, "dice_rolls\tbob\tdice:x\ta0\t70\t70\t70\t1\t1\t\t\n"));
	assert_non_null(strstr(text, "dice_rolls\tbob\tdice:x\ta1\t1\t1\t1\t1\t1\t\t0.1\n"));
	/* a0, a1, a10, a100, a101... by their bytes: a59 the 256th, a6 left out */
	assert_non_null(strstr(text, "\ta59\t"));
	assert_null(strstr(text, "\ta6\t"));
	free(text);
}

/* A game whose rules are unknown (a family this tapis does not have):
 * its stats and versus rows as any other's, the best and averages
 * shown, no games lost. */
static void
test_rows_of_unknown_rules(void **state)
{
	(void)state;
	struct ui ui = {tmpfile(), stderr, false, false, false, false, 0};
	assert_non_null(ui.out);
	struct stats_feed feed = {&ui, ROWS_TABLE, NULL, NULL, 0, false};
	struct rows r;
	render_stats_begin(&r, &feed);
	render_stats_row(&r, (const char *const[]){"ann", "dice:x", "3", "2", "0", "12.4", "30",
	    "9", "4.08", "dice", NULL}, NULL);
	assert_true(rows_end(&r));
	render_versus_begin(&r, &feed, "ann", "bob");
	render_versus_row(&r, "ann", "bob", (const char *const[]){"dice:x", "3", "2", "1", "12.4",
	    "9", "2", "1", "dice"}, NULL);
	assert_true(rows_end(&r));
	long len = ftell(ui.out);
	char text[512];
	rewind(ui.out);
	assert_true(len > 0 && (size_t)len < sizeof text);
	assert_int_equal(fread(text, 1, (size_t)len, ui.out), (size_t)len);
	text[len] = '\0';
	fclose(ui.out);
	assert_string_equal(text,
	    "player  game    games  wins  win rate  average  best  per turn\n"
	    "ann     dice:x  3      2     66.7%     12.4     30    4.1\n"
	    "\n"
	    "game    games  ann wins  bob wins  ann average  bob average  ann ahead  bob ahead\n"
	    "dice:x  3      2         1         12.4         9            2          1\n");
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
		cmocka_unit_test(test_family_tables),
		cmocka_unit_test(test_family_tables_at_their_limits),
		cmocka_unit_test(test_rows_of_unknown_rules),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
