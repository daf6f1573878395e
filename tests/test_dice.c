/* Dice as typed at the table: what dice_parse accepts and refuses, and the
 * tally helpers the engines build on. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "engine.h"
#include "throws.h"
#include "families.h"
#include "said.h"

#define WHY 200

/* Parses one line typed as a single word. */
static bool
parse1(const char *text, struct dice *d, char *why)
{
	char word[64];
	char *argv[1] = {word};
	snprintf(word, sizeof word, "%s", text);
	why[0] = '\0';
	return said(dice_parse(1, argv, d, &said_msg), &said_msg, why, WHY);
}

/* Asserts that d holds exactly the faces in `want` (digits, in order). */
static void
assert_faces(const struct dice *d, const char *want)
{
	assert_int_equal(d->n, (int)strlen(want));
	for (int i = 0; i < d->n; i++)
		assert_int_equal(d->face[i], want[i] - '0');
}

/* ---- accepted */

static void
test_parse_several_words(void **state)
{
	(void)state;
	char w[5][2] = {"1", "1", "5", "3", "4"};
	char *argv[5] = {w[0], w[1], w[2], w[3], w[4]};
	struct dice d;
	char why[WHY] = "";
	assert_true(said(dice_parse(5, argv, &d, &said_msg), &said_msg, why, sizeof why));
	assert_faces(&d, "11534");
}

static void
test_parse_one_word(void **state)
{
	(void)state;
	struct dice d;
	char why[WHY];
	assert_true(parse1("11534", &d, why));
	assert_faces(&d, "11534");
}

static void
test_parse_commas(void **state)
{
	(void)state;
	struct dice d;
	char why[WHY];
	assert_true(parse1("1,1,5", &d, why));
	assert_faces(&d, "115");
	assert_true(parse1("6, 2,3", &d, why));
	assert_faces(&d, "623");
}

static void
test_parse_spaces_in_one_word(void **state)
{
	(void)state;
	struct dice d;
	char why[WHY];
	/* a line handed over whole, as the batch mode may do */
	assert_true(parse1("1 1 5 3 4", &d, why));
	assert_faces(&d, "11534");
	assert_true(parse1("2\t6", &d, why));
	assert_faces(&d, "26");
}

static void
test_parse_mixed_words(void **state)
{
	(void)state;
	char a[] = "11", b[] = "5,3", c[] = "46";
	char *argv[3] = {a, b, c};
	struct dice d;
	char why[WHY] = "";
	assert_true(said(dice_parse(3, argv, &d, &said_msg), &said_msg, why, sizeof why));
	assert_faces(&d, "115346");
}

static void
test_parse_every_face_and_six_dice(void **state)
{
	(void)state;
	struct dice d;
	char why[WHY];
	assert_true(parse1("123456", &d, why));
	assert_faces(&d, "123456");
	assert_true(parse1("6", &d, why));
	assert_faces(&d, "6");
	assert_true(parse1("666666", &d, why));
	assert_faces(&d, "666666");
}

/* ---- refused */

static void
test_parse_refuses_bad_faces(void **state)
{
	(void)state;
	static const char *const bad[] = {"0", "7", "8", "9"};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char line[16];
		struct dice d;
		char why[WHY];
		/* alone, and among good faces */
		snprintf(line, sizeof line, "%s", bad[i]);
		assert_false(parse1(line, &d, why));
		assert_non_null(strstr(why, bad[i]));
		assert_non_null(strstr(why, "face"));

		snprintf(line, sizeof line, "1 5 %s 2", bad[i]);
		assert_false(parse1(line, &d, why));
		assert_non_null(strstr(why, bad[i]));
		/* and the message says which faces are allowed */
		assert_non_null(strstr(why, "1 to 6"));
	}
}

static void
test_parse_refuses_garbage(void **state)
{
	(void)state;
	static const char *const bad[] = {"x", "-", "?"};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char line[16], quoted[8];
		struct dice d;
		char why[WHY];
		snprintf(quoted, sizeof quoted, "'%s'", bad[i]);

		snprintf(line, sizeof line, "%s", bad[i]);
		assert_false(parse1(line, &d, why));
		assert_true(why[0] != '\0');
		assert_non_null(strstr(why, quoted));

		snprintf(line, sizeof line, "11%s5", bad[i]);
		assert_false(parse1(line, &d, why));
		assert_non_null(strstr(why, quoted));
	}
	struct dice d;
	char why[WHY];
	assert_false(parse1("one", &d, why));
	assert_non_null(strstr(why, "'o'"));
	assert_false(parse1("-1", &d, why));   /* no negative faces */
	assert_non_null(strstr(why, "'-'"));
}

static void
test_parse_refuses_empty(void **state)
{
	(void)state;
	struct dice d;
	char why[WHY] = "";
	assert_false(said(dice_parse(0, NULL, &d, &said_msg), &said_msg, why, sizeof why));
	assert_true(why[0] != '\0');

	assert_false(parse1("", &d, why));
	assert_true(why[0] != '\0');
	assert_false(parse1("  \t", &d, why));
	assert_non_null(strstr(why, "no dice"));
	assert_false(parse1(" , ,", &d, why));
	assert_non_null(strstr(why, "a comma stands between two faces"));
}

/* An empty place in a list of faces is a typo, whatever the game: a comma
 * stands between two faces, spaces around it or not, across words too
 * (issue 31: 1,,2,3,4,5 was the throw 1 2 3 4 5). */
static void
test_parse_refuses_empty_fields(void **state)
{
	(void)state;
	static const char *const bad[] = {"1,,2,3,4,5", "1,2,3,4,5,", ",1,2,3,4,5", "1, ,2",
	    "1,2,,", ",", "12,,345"};
	struct dice d;
	char why[WHY];
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		if (parse1(bad[i], &d, why))
			fail_msg("'%s' was taken as %d dice", bad[i], d.n);
		assert_string_equal(why, "a comma stands between two faces (6,6,1), not beside"
		    " another or at an end");
	}
	char a[] = "1,", b[] = ",2", c[] = "3,4";
	char *two_commas[3] = {a, b, c};
	assert_false(said(dice_parse(3, two_commas, &d, &said_msg), &said_msg, why, WHY));
	assert_non_null(strstr(why, "a comma stands between"));
	char e[] = "1,", f[] = "2,", g[] = "3";
	char *spaced[3] = {e, f, g};         /* "1, 2, 3" as a line splits it */
	assert_true(said(dice_parse(3, spaced, &d, &said_msg), &said_msg, why, WHY));
	assert_faces(&d, "123");
	assert_true(parse1("1 , 2 ,3", &d, why));
	assert_faces(&d, "123");
}

static void
test_parse_refuses_more_than_six(void **state)
{
	(void)state;
	struct dice d;
	char why[WHY];
	assert_false(parse1("1111111", &d, why));
	assert_non_null(strstr(why, "6"));
	assert_false(parse1("1 2 3 4 5 6 1", &d, why));
	assert_non_null(strstr(why, "more than"));

	char w[7][2] = {"1", "2", "3", "4", "5", "6", "2"};
	char *argv[7] = {w[0], w[1], w[2], w[3], w[4], w[5], w[6]};
	why[0] = '\0';
	assert_false(said(dice_parse(7, argv, &d, &said_msg), &said_msg, why, sizeof why));
	assert_non_null(strstr(why, "more than"));
}

static void
test_parse_message_fits_small_buffer(void **state)
{
	(void)state;
	char word[] = "7";
	char *argv[1] = {word};
	struct dice d;
	char why[8];
	memset(why, 'Z', sizeof why);
	assert_false(said(dice_parse(1, argv, &d, &said_msg), &said_msg, why, sizeof why));
	assert_true(memchr(why, '\0', sizeof why) != NULL);
	assert_true(why[0] == '7');
}

/* ---- tallies and formatting */

static void
test_tally(void **state)
{
	(void)state;
	struct dice d;
	char why[WHY];
	assert_true(parse1("11534", &d, why));
	struct tally t = dice_tally(&d);
	assert_int_equal(t.count[1], 2);
	assert_int_equal(t.count[2], 0);
	assert_int_equal(t.count[3], 1);
	assert_int_equal(t.count[4], 1);
	assert_int_equal(t.count[5], 1);
	assert_int_equal(t.count[6], 0);
	assert_int_equal(tally_total(&t), 5);

	struct tally none = {{0}};
	assert_int_equal(tally_total(&none), 0);
}

static void
test_tally_within_minus_equal(void **state)
{
	(void)state;
	struct dice d, k;
	char why[WHY];
	assert_true(parse1("11534", &d, why));
	assert_true(parse1("151", &k, why));
	struct tally thrown = dice_tally(&d), kept = dice_tally(&k);

	assert_true(tally_within(&kept, &thrown));
	assert_false(tally_within(&thrown, &kept));
	assert_true(tally_within(&thrown, &thrown));

	struct dice three5;
	assert_true(parse1("555", &three5, why));
	struct tally t5 = dice_tally(&three5);
	assert_false(tally_within(&t5, &thrown));   /* only one 5 was thrown */

	struct tally left = tally_minus(&thrown, &kept);
	struct dice rest;
	assert_true(parse1("43", &rest, why));
	struct tally want = dice_tally(&rest);
	assert_true(tally_equal(&left, &want));
	assert_int_equal(tally_total(&left), 2);
	assert_false(tally_equal(&left, &thrown));

	/* the order typed does not matter to a tally */
	struct dice a, b;
	assert_true(parse1("5 1 1 4 3", &a, why));
	assert_true(parse1("11534", &b, why));
	struct tally ta = dice_tally(&a), tb = dice_tally(&b);
	assert_true(tally_equal(&ta, &tb));
}

static void
test_tally_dice_sorted(void **state)
{
	(void)state;
	struct dice d;
	char why[WHY];
	assert_true(parse1("651151", &d, why));
	struct tally t = dice_tally(&d);
	struct dice s = tally_dice(&t);
	assert_faces(&s, "111556");

	struct tally none = {{0}};
	s = tally_dice(&none);
	assert_int_equal(s.n, 0);
}

static void
test_format(void **state)
{
	(void)state;
	struct dice d;
	char why[WHY], buf[32];
	assert_true(parse1("1,1,5,3,4", &d, why));
	assert_string_equal(dice_format(&d, buf, sizeof buf), "1 1 5 3 4");
	assert_ptr_equal(dice_format(&d, buf, sizeof buf), buf);

	struct tally t = dice_tally(&d);
	assert_string_equal(tally_format(&t, buf, sizeof buf), "1 1 3 4 5");

	assert_true(parse1("6", &d, why));
	assert_string_equal(dice_format(&d, buf, sizeof buf), "6");

	struct tally none = {{0}};
	assert_string_equal(tally_format(&none, buf, sizeof buf), "");

	/* what is printed parses back to the same dice */
	assert_true(parse1("2 6 6 3 1 5", &d, why));
	dice_format(&d, buf, sizeof buf);
	struct dice back;
	assert_true(parse1(buf, &back, why));
	assert_int_equal(back.n, d.n);
	assert_memory_equal(back.face, d.face, (size_t)d.n);
}

static void
test_format_small_buffer(void **state)
{
	(void)state;
	struct dice d;
	char why[WHY], buf[6];
	assert_true(parse1("123456", &d, why));
	memset(buf, 'Z', sizeof buf);
	dice_format(&d, buf, 4);
	/* never writes past the length given, always ends the string, and
	 * writes a prefix of the whole */
	assert_true(buf[4] == 'Z' && buf[5] == 'Z');
	assert_true(strlen(buf) < 4);
	assert_true(strncmp(buf, "1 2 3 4 5 6", strlen(buf)) == 0);
}

/* The chance of a tally, against a count of every ordered throw of its
 * dice written here: each of the 6^n throws adds 1 to its tally's count,
 * and a tally's chance is its count over 6^n; the chances sum to 1. */
static int
tally_code(const struct tally *t)
{
	int code = 0;
	for (int f = 1; f <= 6; f++)
		code = code * 7 + t->count[f];
	return code;
}

static void
test_tally_chance_against_every_throw(void **state)
{
	(void)state;
	static int count[7 * 7 * 7 * 7 * 7 * 7];
	for (int n = 0, throws = 1; n <= 6; n++, throws *= 6) {
		memset(count, 0, sizeof count);
		struct tally t;
		for (int code = 0; code < throws; code++) {
			memset(&t, 0, sizeof t);
			for (int i = 0, c = code; i < n; i++, c /= 6)
				t.count[c % 6 + 1]++;
			count[tally_code(&t)]++;
		}
		double sum = 0;
		for (int code = 0; code < throws; code++) {
			memset(&t, 0, sizeof t);
			for (int i = 0, c = code; i < n; i++, c /= 6)
				t.count[c % 6 + 1]++;
			double p = tally_chance(&t);
			assert_true(fabs(p - (double)count[tally_code(&t)] / throws) < 1e-15);
			sum += p / count[tally_code(&t)];
		}
		assert_true(fabs(sum - 1) < 1e-12);
	}
}

/* tally_each: every tally of n dice once, with the throws that give it,
 * all of them adding up to 6^n. */
struct counted {
	long long tallies, throws;
	int dice;
};

static void
count_one(const struct tally *t, long long throws, void *ctx)
{
	struct counted *c = ctx;
	c->tallies++;
	c->throws += throws;
	assert_int_equal(tally_total(t), c->dice);
	assert_true(throws > 0);
}

static void
test_tally_each(void **state)
{
	(void)state;
	static const long long tallies[] = {1, 6, 21, 56, 126, 252, 462};
	long long all = 1;
	for (int n = 0; n <= 6; n++, all *= 6) {
		struct counted c = {0, 0, n};
		tally_each(n, count_one, &c);
		assert_int_equal(c.tallies, tallies[n]);
		assert_int_equal(c.throws, all);
	}
}

/* Outside 0 to DICE_MAX dice there is no tally: fn is never called. */
static void
test_tally_each_outside_the_dice(void **state)
{
	(void)state;
	struct counted c = {0, 0, 0};
	tally_each(-1, count_one, &c);
	tally_each(DICE_MAX + 1, count_one, &c);
	assert_int_equal(c.tallies, 0);
}

/* A buffer of no room is left as it was; a tally of more dice than a
 * hand holds gives DICE_MAX of them, the lowest faces first. */
static void
test_no_room_and_too_many_dice(void **state)
{
	(void)state;
	struct dice d;
	char why[WHY], buf[4] = "ZZZ";
	assert_true(parse1("123", &d, why));
	assert_ptr_equal(dice_format(&d, buf, 0), buf);
	assert_string_equal(buf, "ZZZ");
	struct tally many = {{0, 4, 0, 0, 0, 3, 2}};     /* nine dice */
	struct dice six = tally_dice(&many);
	assert_faces(&six, "111155");
	throws_set_dice(&six, &many);
	assert_faces(&six, "111155");
}

/* The keeps a throw of fewer dice leaves open (Yams): none before the
 * first throw, after the last, once a keep is named, for a throw of all
 * five or of none; where there are more than the room given, the first
 * written and all of them counted. */
static void
test_implied_keeps(void **state)
{
	(void)state;
	struct throws t;
	char why[WHY];
	struct dice keeps[16];
	throws_clear(&t);
	assert_int_equal(throws_implied_keeps(&t, 3, keeps, 16), 0);   /* nothing thrown */
	t.count = 1;
	assert_true(parse1("12346", &t.hand, why));
	assert_int_equal(throws_implied_keeps(&t, 3, keeps, 16), 10);  /* 2 of 5 kept */
	assert_int_equal(throws_implied_keeps(&t, 5, keeps, 16), 0);
	assert_int_equal(throws_implied_keeps(&t, 0, keeps, 16), 0);
	t.count = THROWS_MAX;
	assert_int_equal(throws_implied_keeps(&t, 3, keeps, 16), 0);
	t.count = 1;
	assert_true(parse1("66", &t.kept, why));
	assert_int_equal(throws_implied_keeps(&t, 3, keeps, 16), 0);
	t.kept.n = 0;
	struct action a = {0, {0, {0}}, {0, 0}}, first[3];
	assert_true(parse1("234", &a.dice, why));
	memset(first, 0, sizeof first);
	assert_int_equal(throws_keep_choices(&t, 0, 1, &a, first, 2), 10);
	assert_int_equal(first[0].verb, 1);
	assert_int_equal(first[0].dice.n, 2);
	assert_int_equal(first[1].dice.n, 2);
	assert_int_equal(first[2].dice.n, 0);                          /* no room: not written */
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tally_each),
		cmocka_unit_test(test_tally_each_outside_the_dice),
		cmocka_unit_test(test_no_room_and_too_many_dice),
		cmocka_unit_test(test_implied_keeps),
		cmocka_unit_test(test_parse_several_words),
		cmocka_unit_test(test_parse_one_word),
		cmocka_unit_test(test_parse_commas),
		cmocka_unit_test(test_parse_refuses_empty_fields),
		cmocka_unit_test(test_parse_spaces_in_one_word),
		cmocka_unit_test(test_parse_mixed_words),
		cmocka_unit_test(test_parse_every_face_and_six_dice),
		cmocka_unit_test(test_parse_refuses_bad_faces),
		cmocka_unit_test(test_parse_refuses_garbage),
		cmocka_unit_test(test_parse_refuses_empty),
		cmocka_unit_test(test_parse_refuses_more_than_six),
		cmocka_unit_test(test_parse_message_fits_small_buffer),
		cmocka_unit_test(test_tally),
		cmocka_unit_test(test_tally_within_minus_equal),
		cmocka_unit_test(test_tally_dice_sorted),
		cmocka_unit_test(test_format),
		cmocka_unit_test(test_format_small_buffer),
		cmocka_unit_test(test_tally_chance_against_every_throw),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
