/* Yams boxes, checked against tapis-games(7), YAMS: what every throw writes in
 * every box, a column's sums, the names of the boxes, and the options.
 *
 * The heart of this file is a restatement of the box table of tapis-games(7) that
 * knows nothing of the engine: the five dice are sorted and read as a player
 * reads them.  Every ordered throw of five dice (6^5 = 7776) is then scored
 * both ways, in every box, under the default rules and under changed
 * options. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "families.h"
#include "said.h"
#include "yams.h"

#define WHY 256

/* ------------------------------------------------------------------ */
/* tapis-games(7), the box table, restated.  Nothing here reads the engine. */

struct law {
	bool five_alike_full;    /* "Five alike does not make a Full unless the option says so" */
	int suite, carre, yams;
};

static const struct law law_default = {false, 20, 25, 30};

static void
sort5(int *s)
{
	for (int i = 1; i < 5; i++)
		for (int j = i; j > 0 && s[j - 1] > s[j]; j--) {
			int x = s[j];
			s[j] = s[j - 1];
			s[j - 1] = x;
		}
}

/* What dice d write in box under L; *made whether they make its
 * combination (the value is then 0 when not). */
static int
law_value(const struct law *L, int box, const int *d, bool *made)
{
	int s[5], sum = 0;
	memcpy(s, d, sizeof s);
	sort5(s);
	for (int i = 0; i < 5; i++)
		sum += s[i];
	bool all_alike = s[0] == s[4];
	int value = 0;
	*made = false;
	switch (box) {
	case BOX_MIN:
	case BOX_MAX:
		/* the sum of the five dice, whatever they are */
		*made = true;
		value = sum;
		break;
	case BOX_SUITE: {
		static const int low[5] = {1, 2, 3, 4, 5}, high[5] = {2, 3, 4, 5, 6};
		*made = memcmp(s, low, sizeof s) == 0 || memcmp(s, high, sizeof s) == 0;
		value = L->suite;
		break;
	}
	case BOX_FULL: {
		/* three of one face and two of another: aaabb or aabbb, a != b */
		bool aaabb = s[0] == s[1] && s[1] == s[2] && s[3] == s[4] && s[2] != s[3];
		bool aabbb = s[0] == s[1] && s[2] == s[3] && s[3] == s[4] && s[1] != s[2];
		*made = aaabb || aabbb || (all_alike && L->five_alike_full);
		value = sum;
		break;
	}
	case BOX_CARRE:
		/* four alike; five alike count */
		for (int f = 1; f <= 6; f++) {
			int n = 0;
			for (int i = 0; i < 5; i++)
				n += s[i] == f;
			if (n >= 4)
				*made = true;
		}
		value = L->carre;
		break;
	case BOX_YAMS:
		*made = all_alike;
		value = L->yams;
		break;
	default: {
		/* box 1 to 6: the sum of the dice showing that face */
		int face = box - BOX_1 + 1;
		for (int i = 0; i < 5; i++)
			if (s[i] == face) {
				*made = true;
				value += face;
			}
		break;
	}
	}
	return *made ? value : 0;
}

/* ------------------------------------------------------------------ */
/* Helpers */

static struct yams_rules
rules_with(const char *preset, const char *const *options)
{
	struct yams_rules r;
	char why[WHY] = "";
	const struct yams_preset *p = yams_preset_find(preset);
	assert_non_null(p);
	yams_preset_rules(p, &r);
	for (; options != NULL && *options != NULL; options++)
		if (!said(yams_option_set(&r, *options, &said_msg), &said_msg, why,
		    sizeof why))
			fail_msg("option %s refused: %s", *options, why);
	return r;
}

/* A tally built here from the faces, so that the comparison does not lean
 * on the engine's counting either. */
static struct tally
tally_of(const int *d, int n)
{
	struct tally t;
	memset(&t, 0, sizeof t);
	for (int i = 0; i < n; i++)
		t.count[d[i]]++;
	return t;
}

static int
faces_of(const char *text, int *d)
{
	int n = 0;
	for (const char *p = text; *p; p++)
		if (*p >= '1' && *p <= '6')
			d[n++] = *p - '0';
	return n;
}

/* Scores every ordered throw of five dice in every box under r and under
 * L, and fails on the first difference; counts[box] gets how many throws
 * make the box. */
static void
compare_all_throws(const struct yams_rules *r, const struct law *L, const char *label,
    int counts[YAMS_BOXES])
{
	memset(counts, 0, YAMS_BOXES * sizeof counts[0]);
	for (int code = 0; code < 7776; code++) {
		int d[5];
		for (int i = 0, c = code; i < 5; i++, c /= 6)
			d[i] = c % 6 + 1;
		struct tally t = tally_of(d, 5);
		for (int box = 0; box < YAMS_BOXES; box++) {
			bool want_made;
			int want = law_value(L, box, d, &want_made);
			bool got_made = !want_made;     /* the engine must set it */
			int got = yams_box_value(r, box, &t, &got_made);
			if (got != want || got_made != want_made)
				fail_msg("%s: %d %d %d %d %d in %s: engine %d (%s), tapis-games(7) %d (%s)",
				    label, d[0], d[1], d[2], d[3], d[4], yams_box_key(r, box), got,
				    got_made ? "made" : "not made", want, want_made ? "made" : "not made");
			counts[box] += want_made;
		}
	}
}

/* ------------------------------------------------------------------ */
/* Every throw, every box */

/* The restatement is checked against counting done by hand, so that a
 * mistake in it cannot agree with one in the engine: of the 7776 ordered
 * throws, 6 are five alike, 6 x 5 x 5 + 6 = 156 have four alike or more,
 * 6 x 5 x C(5,3) = 300 are a Full, 2 x 5! = 240 a Suite, and 7776 - 5^5 =
 * 4651 show a given face. */
static void
test_law_counts(void **state)
{
	(void)state;
	struct yams_rules r = rules_with("yams", NULL);
	int counts[YAMS_BOXES];
	compare_all_throws(&r, &law_default, "default", counts);
	for (int box = BOX_1; box <= BOX_6; box++)
		assert_int_equal(counts[box], 4651);
	assert_int_equal(counts[BOX_MIN], 7776);
	assert_int_equal(counts[BOX_MAX], 7776);
	assert_int_equal(counts[BOX_SUITE], 240);
	assert_int_equal(counts[BOX_FULL], 300);
	assert_int_equal(counts[BOX_CARRE], 156);
	assert_int_equal(counts[BOX_YAMS], 6);
}

/* The four presets share the box table: a way to play changes the sheet,
 * not what dice make. */
static void
test_every_throw_every_preset(void **state)
{
	(void)state;
	static const char *const presets[] = {"yams", "yams:3col", "yams:duel", "yams:cross"};
	for (size_t i = 0; i < sizeof presets / sizeof presets[0]; i++) {
		struct yams_rules r = rules_with(presets[i], NULL);
		int counts[YAMS_BOXES];
		compare_all_throws(&r, &law_default, presets[i], counts);
	}
}

static void
test_every_throw_five_alike_full(void **state)
{
	(void)state;
	static const char *const opts[] = {"fivefull=yes", NULL};
	static const struct law law = {true, 20, 25, 30};
	struct yams_rules r = rules_with("yams", opts);
	int counts[YAMS_BOXES];
	compare_all_throws(&r, &law, "fivefull=yes", counts);
	assert_int_equal(counts[BOX_FULL], 306);   /* the 300, and the 6 Yams */
	assert_int_equal(counts[BOX_YAMS], 6);
}

static void
test_every_throw_changed_values(void **state)
{
	(void)state;
	static const char *const opts[] = {"suite=15", "carre=40", "yams=50", NULL};
	static const struct law law = {false, 15, 40, 50};
	struct yams_rules r = rules_with("yams", opts);
	int counts[YAMS_BOXES];
	compare_all_throws(&r, &law, "suite=15 carre=40 yams=50", counts);

	/* the edges of the range, with the Full option, in another mode */
	static const char *const edges[] = {"fivefull=oui", "suite=1", "carre=1000", "yams=1",
		NULL};
	static const struct law law_edges = {true, 1, 1000, 1};
	r = rules_with("yams:3col", edges);
	compare_all_throws(&r, &law_edges, "edges", counts);
}

/* A few throws as a player reads them, so that a failure here names the
 * case plainly. */
static void
test_examples(void **state)
{
	(void)state;
	static const struct {
		const char *dice;
		int box;
		int value;
		bool made;
	} ex[] = {
		{"12345", BOX_SUITE, 20, true}, {"65432", BOX_SUITE, 20, true},
		{"13456", BOX_SUITE, 0, false}, {"12346", BOX_SUITE, 0, false},
		{"11234", BOX_SUITE, 0, false},
		{"23332", BOX_FULL, 13, true}, {"66655", BOX_FULL, 28, true},
		{"11166", BOX_FULL, 15, true}, {"66666", BOX_FULL, 0, false},
		{"66661", BOX_FULL, 0, false}, {"11223", BOX_FULL, 0, false},
		{"66661", BOX_CARRE, 25, true}, {"66666", BOX_CARRE, 25, true},
		{"66611", BOX_CARRE, 0, false},
		{"44444", BOX_YAMS, 30, true}, {"44441", BOX_YAMS, 0, false},
		{"11111", BOX_MIN, 5, true}, {"66666", BOX_MAX, 30, true}, {"12345", BOX_MAX, 15, true},
		{"33315", BOX_3, 9, true}, {"12456", BOX_3, 0, false}, {"11111", BOX_1, 5, true},
		{"66666", BOX_6, 30, true}, {"66666", BOX_5, 0, false}, {"51525", BOX_5, 15, true},
	};
	struct yams_rules r = rules_with("yams", NULL);
	for (size_t i = 0; i < sizeof ex / sizeof ex[0]; i++) {
		int d[5];
		assert_int_equal(faces_of(ex[i].dice, d), 5);
		struct tally t = tally_of(d, 5);
		bool made = !ex[i].made;
		int v = yams_box_value(&r, ex[i].box, &t, &made);
		if (v != ex[i].value || made != ex[i].made)
			fail_msg("%s in %s: %d (%s), want %d", ex[i].dice, yams_box_key(&r, ex[i].box), v,
			    made ? "made" : "not made", ex[i].value);
	}
}

/* ------------------------------------------------------------------ */
/* A column's sums */

static void
put(struct yams_column *c, int box, int value)
{
	c->value[box] = (int16_t)value;
	c->filled |= (uint16_t)(1u << box);
}

/* Boxes 1 to 6 written so that they total `upper` (each box within what
 * five dice can make there: 6 at most 30, 5 at most 25, ...). */
static void
put_upper(struct yams_column *c, int upper)
{
	for (int box = BOX_6; box >= BOX_1; box--) {
		int face = box + 1, n = upper / face;
		if (n > 5)
			n = 5;
		put(c, box, n * face);
		upper -= n * face;
	}
	assert_int_equal(upper, 0);
}

static struct yams_column
column_upper(int upper)
{
	struct yams_column c;
	memset(&c, 0, sizeof c);
	put_upper(&c, upper);
	return c;
}

/* "Upper bonus: 30 when boxes 1 to 6 total more than 60". */
static void
test_bonus_more_than_60(void **state)
{
	(void)state;
	struct yams_rules r = rules_with("yams", NULL);
	struct yams_column c;
	memset(&c, 0, sizeof c);
	struct yams_sums s = yams_column_sums(&r, &c);
	assert_int_equal(s.to_bonus, 61);
	assert_int_equal(s.total, 0);

	c = column_upper(60);
	s = yams_column_sums(&r, &c);
	assert_int_equal(s.upper, 60);
	assert_int_equal(s.bonus, 0);
	assert_int_equal(s.to_bonus, 1);
	assert_int_equal(s.total, 60);

	c = column_upper(61);
	s = yams_column_sums(&r, &c);
	assert_int_equal(s.upper, 61);
	assert_int_equal(s.bonus, 30);
	assert_int_equal(s.to_bonus, 0);
	assert_int_equal(s.total, 91);

	c = column_upper(45);
	s = yams_column_sums(&r, &c);
	assert_int_equal(s.to_bonus, 16);
	assert_int_equal(s.total, 45);

	/* a part-filled column still says what it needs */
	memset(&c, 0, sizeof c);
	put(&c, BOX_6, 24);
	put(&c, BOX_5, 20);
	s = yams_column_sums(&r, &c);
	assert_int_equal(s.upper, 44);
	assert_int_equal(s.to_bonus, 17);
}

/* The option "at least", and the threshold and value as options. */
static void
test_bonus_options(void **state)
{
	(void)state;
	static const char *const atleast[] = {"atleast=yes", NULL};
	struct yams_rules r = rules_with("yams", atleast);
	struct yams_column c = column_upper(60);
	struct yams_sums s = yams_column_sums(&r, &c);
	assert_int_equal(s.bonus, 30);
	assert_int_equal(s.to_bonus, 0);
	assert_int_equal(s.total, 90);
	c = column_upper(59);
	s = yams_column_sums(&r, &c);
	assert_int_equal(s.bonus, 0);
	assert_int_equal(s.to_bonus, 1);
	c = column_upper(45);
	assert_int_equal(yams_column_sums(&r, &c).to_bonus, 15);

	static const char *const other[] = {"bonus=50", "bonusat=70", NULL};
	r = rules_with("yams", other);
	c = column_upper(70);
	s = yams_column_sums(&r, &c);
	assert_int_equal(s.bonus, 0);
	assert_int_equal(s.to_bonus, 1);
	c = column_upper(71);
	s = yams_column_sums(&r, &c);
	assert_int_equal(s.bonus, 50);
	assert_int_equal(s.total, 121);
	c = column_upper(45);
	assert_int_equal(yams_column_sums(&r, &c).to_bonus, 26);

	/* bonus=0: no bonus, however much boxes 1 to 6 hold, and nothing to reach */
	static const char *const none[] = {"bonus=0", NULL};
	r = rules_with("yams", none);
	c = column_upper(105);
	s = yams_column_sums(&r, &c);
	assert_int_equal(s.bonus, 0);
	assert_int_equal(s.to_bonus, 0);
	assert_int_equal(s.total, 105);
	c = column_upper(30);
	assert_int_equal(yams_column_sums(&r, &c).to_bonus, 0);
}

/* "if Maximum is not greater than Minimum, both count 0 in the column's
 * total; the boxes keep the numbers written". */
static void
test_minmax_rule(void **state)
{
	(void)state;
	struct yams_rules r = rules_with("yams", NULL);
	struct yams_column c, before;
	memset(&c, 0, sizeof c);
	put(&c, BOX_MIN, 10);
	put(&c, BOX_MAX, 25);
	put(&c, BOX_YAMS, 30);
	struct yams_sums s = yams_column_sums(&r, &c);
	assert_false(s.minmax_void);
	assert_int_equal(s.lower, 65);
	assert_int_equal(s.total, 65);

	put(&c, BOX_MAX, 10);                      /* equal: not greater */
	memcpy(&before, &c, sizeof c);
	s = yams_column_sums(&r, &c);
	assert_true(s.minmax_void);
	assert_int_equal(s.lower, 30);
	assert_int_equal(s.total, 30);
	assert_memory_equal(&before, &c, sizeof c);    /* the numbers stay written */
	assert_int_equal(c.value[BOX_MIN], 10);
	assert_int_equal(c.value[BOX_MAX], 10);

	put(&c, BOX_MAX, 9);                       /* smaller */
	s = yams_column_sums(&r, &c);
	assert_true(s.minmax_void);
	assert_int_equal(s.total, 30);

	put(&c, BOX_MAX, 0);                       /* a Maximum scratched */
	s = yams_column_sums(&r, &c);
	assert_true(s.minmax_void);
	assert_int_equal(s.total, 30);

	/* one of the two written: nothing to compare yet */
	memset(&c, 0, sizeof c);
	put(&c, BOX_MIN, 28);
	s = yams_column_sums(&r, &c);
	assert_false(s.minmax_void);
	assert_int_equal(s.total, 28);
	memset(&c, 0, sizeof c);
	put(&c, BOX_MAX, 7);
	s = yams_column_sums(&r, &c);
	assert_false(s.minmax_void);
	assert_int_equal(s.total, 7);

	/* the void does not touch boxes 1 to 6 nor the bonus */
	c = column_upper(63);
	put(&c, BOX_MIN, 20);
	put(&c, BOX_MAX, 20);
	s = yams_column_sums(&r, &c);
	assert_true(s.minmax_void);
	assert_int_equal(s.bonus, 30);
	assert_int_equal(s.total, 93);
}

/* The three-column and one-column-per-player ways keep the bonus and the
 * Minimum/Maximum rule, column by column. */
static void
test_sums_other_modes(void **state)
{
	(void)state;
	static const char *const presets[] = {"yams:3col", "yams:cross"};
	for (size_t i = 0; i < 2; i++) {
		struct yams_rules r = rules_with(presets[i], NULL);
		struct yams_column c = column_upper(61);
		put(&c, BOX_MIN, 20);
		put(&c, BOX_MAX, 15);
		struct yams_sums s = yams_column_sums(&r, &c);
		assert_int_equal(s.bonus, 30);
		assert_true(s.minmax_void);
		assert_int_equal(s.total, 91);
	}
}

/* Duel: "No bonus; the Minimum/Maximum rule does not apply". */
static void
test_duel_sums(void **state)
{
	(void)state;
	struct yams_rules r = rules_with("yams:duel", NULL);
	struct yams_column c = column_upper(105);
	put(&c, BOX_MIN, 25);
	put(&c, BOX_MAX, 12);
	struct yams_sums s = yams_column_sums(&r, &c);
	assert_int_equal(s.upper, 105);
	assert_int_equal(s.bonus, 0);
	assert_false(s.minmax_void);
	assert_int_equal(s.lower, 37);
	assert_int_equal(s.total, 142);

	r = rules_with("yams:duel", NULL);
	assert_int_equal(yams_column_sums(&r, &c).total, 142);
}

/* A box struck out in a duel "scores 0 there"; its number stays on paper. */
static void
test_struck_box_counts_zero(void **state)
{
	(void)state;
	struct yams_rules r = rules_with("yams:duel", NULL);
	struct yams_column c;
	memset(&c, 0, sizeof c);
	put(&c, BOX_6, 24);
	put(&c, BOX_FULL, 28);
	put(&c, BOX_YAMS, 30);
	assert_int_equal(yams_column_sums(&r, &c).total, 82);
	c.struck |= (uint16_t)(1u << BOX_FULL);
	struct yams_sums s = yams_column_sums(&r, &c);
	assert_int_equal(s.lower, 30);
	assert_int_equal(s.total, 54);
	c.struck |= (uint16_t)(1u << BOX_6);
	s = yams_column_sums(&r, &c);
	assert_int_equal(s.upper, 0);
	assert_int_equal(s.total, 30);
	assert_int_equal(c.value[BOX_FULL], 28);

	/* the same in a mode with a bonus: a struck box does not help reach it */
	r = rules_with("yams", NULL);
	c = column_upper(65);
	assert_int_equal(yams_column_sums(&r, &c).bonus, 30);
	c.struck |= (uint16_t)(1u << BOX_6);
	s = yams_column_sums(&r, &c);
	assert_int_equal(s.upper, 35);
	assert_int_equal(s.bonus, 0);
	assert_int_equal(s.to_bonus, 26);
}

/* ------------------------------------------------------------------ */
/* Box names */

static void
test_box_find(void **state)
{
	(void)state;
	struct yams_rules seed;
	yams_preset_rules(yams_preset_find("yams"), &seed);
	static const struct {
		const char *word;
		int box;
	} names[] = {
		{"1", BOX_1}, {"2", BOX_2}, {"3", BOX_3}, {"4", BOX_4}, {"5", BOX_5}, {"6", BOX_6},
		{"as", BOX_1}, {"deux", BOX_2}, {"trois", BOX_3}, {"quatre", BOX_4},
		{"cinq", BOX_5}, {"six", BOX_6},
		{"ones", BOX_1}, {"aces", BOX_1}, {"twos", BOX_2}, {"threes", BOX_3},
		{"fours", BOX_4}, {"fives", BOX_5}, {"sixes", BOX_6},
		{"min", BOX_MIN}, {"minimum", BOX_MIN}, {"max", BOX_MAX}, {"maximum", BOX_MAX},
		{"suite", BOX_SUITE}, {"straight", BOX_SUITE}, {"full", BOX_FULL},
		{"carre", BOX_CARRE}, {"carré", BOX_CARRE}, {"CARRÉ", BOX_CARRE},
		{"Carre", BOX_CARRE}, {"Carré", BOX_CARRE}, {"square", BOX_CARRE},
		{"yams", BOX_YAMS}, {"yam", BOX_YAMS}, {"yahtzee", BOX_YAMS},
		/* any case */
		{"AS", BOX_1}, {"Six", BOX_6}, {"Minimum", BOX_MIN}, {"MAX", BOX_MAX},
		{"Suite", BOX_SUITE}, {"FULL", BOX_FULL}, {"Yams", BOX_YAMS},
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (yams_box_find(&seed, names[i].word) != names[i].box)
			fail_msg("'%s' found %d, want %d", names[i].word, yams_box_find(&seed, names[i].word),
			    names[i].box);
	/* what is stored and exported reads back */
	for (int box = 0; box < YAMS_BOXES; box++)
		assert_int_equal(yams_box_find(&seed, yams_box_key(&seed, box)), box);

	static const char *const unknown[] = {"", "0", "7", "12", "sept", "brelan", "chance",
		"minimun", "m", "s", "yamss", "full house", " full", "1 2", "\xff\xfe"};
	for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++)
		if (yams_box_find(&seed, unknown[i]) != -1)
			fail_msg("'%s' found box %d, want none", unknown[i], yams_box_find(&seed, unknown[i]));
	/* the start of one box's names is that box; a typo is near one */
	static const struct {
		const char *word;
		int box;
	} starts[] = {
		{"ful", BOX_FULL}, {"sui", BOX_SUITE}, {"mini", BOX_MIN}, {"maxi", BOX_MAX},
		{"carr", BOX_CARRE}, {"CARR", BOX_CARRE}, {"yahtz", BOX_YAMS}, {"quat", BOX_4},
	};
	for (size_t i = 0; i < sizeof starts / sizeof starts[0]; i++)
		if (yams_box_find(&seed, starts[i].word) != starts[i].box)
			fail_msg("'%s' found %d, want %d", starts[i].word, yams_box_find(&seed, starts[i].word),
			    starts[i].box);
	int near;
	assert_int_equal(yams_box_find_near(&seed, "minimun", &near), -1);
	assert_int_equal(near, BOX_MIN);
	assert_int_equal(yams_box_find_near(&seed, "flul", &near), -1);
	assert_int_equal(near, BOX_FULL);
	assert_int_equal(yams_box_find_near(&seed, "brelan", &near), -1);
	assert_int_equal(near, -1);
	/* the start of two boxes' names (fours, the 4s; four, the Carré) is
	 * neither; the whole of one is that one */
	assert_int_equal(yams_box_find(&seed, "fo"), -1);
	assert_int_equal(yams_box_find(&seed, "fou"), -1);
	assert_int_equal(yams_box_find(&seed, "four"), BOX_CARRE);
	assert_int_equal(yams_box_find(&seed, "fours"), BOX_4);
	/* a box out of the sheet has no key */
	assert_string_equal(yams_box_key(&seed, -1), "?");
	assert_string_equal(yams_box_key(&seed, YAMS_BOXES), "?");
}

/* ------------------------------------------------------------------ */
/* Options */

static void
refuse_option(const char *assignment, const char *reason)
{
	struct yams_rules r, before;
	yams_preset_rules(yams_preset_find("yams"), &r);
	memcpy(&before, &r, sizeof r);
	char why[WHY] = "";
	if (said(yams_option_set(&r, assignment, &said_msg), &said_msg, why, sizeof why))
		fail_msg("'%s' was taken", assignment);
	if (why[0] == '\0' || strstr(why, reason) == NULL)
		fail_msg("'%s': expected '%s' in '%s'", assignment, reason, why);
	assert_memory_equal(&before, &r, sizeof r);
}

static void
test_option_refusals(void **state)
{
	(void)state;
	refuse_option("colour=red", "unknown option 'colour'");
	refuse_option("bonu=30", "unknown option 'bonu'");
	refuse_option("boxez=1,2", "unknown option 'boxez'");     /* boxes' length */
	refuse_option("bonusatleast=1", "unknown option");
	refuse_option("fivefull", "NAME=VALUE");
	refuse_option("=3", "NAME=VALUE");
	refuse_option("suite=0", "suite takes a whole number from 1 to 1000, not '0'");
	refuse_option("suite=1001", "from 1 to 1000");
	refuse_option("carre=0", "carre takes a whole number from 1 to 1000");
	refuse_option("yams=100000", "yams takes a whole number from 1 to 1000");
	refuse_option("bonus=1001", "bonus takes a whole number from 0 to 1000");
	refuse_option("bonus=-1", "bonus takes a whole number");
	refuse_option("bonus=", "bonus takes a whole number");
	refuse_option("bonus=thirty", "bonus takes a whole number");
	refuse_option("bonus=30x", "bonus takes a whole number");
	refuse_option("bonusat=106", "bonusat takes a whole number from 1 to 105");
	refuse_option("bonusat=0", "bonusat takes a whole number from 1 to 105");
	refuse_option("atleast=maybe", "atleast takes yes|no, not 'maybe'");
	refuse_option("atleast=", "atleast takes yes|no");
	refuse_option("fivefull=2", "fivefull takes yes|no, not '2'");
	refuse_option("joker=maybe", "joker takes none|free|forced, not 'maybe'");
	refuse_option("scratch=some", "scratch takes any|unmade, not 'some'");
	/* the way to play is the preset's, no option */
	refuse_option("mode=duel", "unknown option 'mode'");
}

static void
assert_option(const struct yams_rules *r, const char *name, const char *want)
{
	char buf[64];
	yams_option_get(r, name, buf, sizeof buf);
	if (strcmp(buf, want) != 0)
		fail_msg("%s is '%s', want '%s'", name, buf, want);
}

static void
set_ok(struct yams_rules *r, const char *assignment)
{
	char why[WHY] = "";
	if (!said(yams_option_set(r, assignment, &said_msg), &said_msg, why, sizeof why))
		fail_msg("'%s' refused: %s", assignment, why);
}

static void
test_option_round_trip(void **state)
{
	(void)state;
	/* the presets say what tapis-games(7) says */
	struct yams_rules r = rules_with("yams", NULL);
	assert_int_equal(r.mode, MODE_CLASSIC);
	assert_option(&r, "bonus", "30");
	assert_option(&r, "bonusat", "60");
	assert_option(&r, "atleast", "no");
	assert_option(&r, "fivefull", "no");
	assert_option(&r, "suite", "20");
	assert_option(&r, "carre", "25");
	assert_option(&r, "yams", "30");
	assert_option(&r, "nosuch", "?");
	static const struct {
		const char *name;
		enum yams_mode mode;
		const char *bonus;
	} presets[] = {
		{"yams:3col", MODE_THREE, "30"}, {"yams:duel", MODE_DUEL, "0"},
		{"yams:cross", MODE_CROSS, "30"},
	};
	for (size_t i = 0; i < 3; i++) {
		struct yams_rules p = rules_with(presets[i].name, NULL);
		assert_int_equal(p.mode, presets[i].mode);
		assert_option(&p, "bonus", presets[i].bonus);
	}
	assert_null(yams_preset_find("yams:solo"));

	static const struct {
		const char *set, *name, *get;
	} cases[] = {
		{"bonus=0", "bonus", "0"}, {"bonus=1000", "bonus", "1000"}, {"bonus=35", "bonus", "35"},
		{"bonusat=1", "bonusat", "1"}, {"bonusat=105", "bonusat", "105"},
		{"bonusat=63", "bonusat", "63"},
		{"atleast=yes", "atleast", "yes"}, {"atleast=no", "atleast", "no"},
		{"atleast=oui", "atleast", "yes"}, {"atleast=NON", "atleast", "no"},
		{"fivefull=yes", "fivefull", "yes"}, {"fivefull=off", "fivefull", "no"},
		{"fivefull=true", "fivefull", "yes"},
		{"suite=1", "suite", "1"}, {"suite=1000", "suite", "1000"}, {"suite=25", "suite", "25"},
		{"carre=40", "carre", "40"}, {"yams=50", "yams", "50"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		set_ok(&r, cases[i].set);
		assert_option(&r, cases[i].name, cases[i].get);
	}
	/* and the values took: the last of each */
	assert_int_equal(r.mode, MODE_CLASSIC);
	assert_int_equal(r.bonus, 35);
	assert_int_equal(r.bonus_at, 63);
	assert_true(r.five_alike_full);
	assert_int_equal(r.suite, 25);
	assert_int_equal(r.carre, 40);
	assert_int_equal(r.yams, 50);
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_law_counts),
		cmocka_unit_test(test_every_throw_every_preset),
		cmocka_unit_test(test_every_throw_five_alike_full),
		cmocka_unit_test(test_every_throw_changed_values),
		cmocka_unit_test(test_examples),
		cmocka_unit_test(test_bonus_more_than_60),
		cmocka_unit_test(test_bonus_options),
		cmocka_unit_test(test_minmax_rule),
		cmocka_unit_test(test_sums_other_modes),
		cmocka_unit_test(test_duel_sums),
		cmocka_unit_test(test_struck_box_counts_zero),
		cmocka_unit_test(test_box_find),
		cmocka_unit_test(test_option_refusals),
		cmocka_unit_test(test_option_round_trip),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
