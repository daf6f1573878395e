/* The Farkle family's advice: the turn values against a brute force over
 * every ordered throw written plainly here, the bust chances against
 * counts made here from the rules as RULES.md states them, and the
 * choices hint lists at each phase. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "advice.h"
#include "dice.h"
#include "farkle.h"
#include "said.h"

static struct farkle_scorer *
scorer_of(const char *preset, const char *const *options)
{
	struct farkle_scorer *s = malloc(sizeof *s);
	struct farkle_rules r = farkle_preset_find(preset)->rules;
	char why[FARKLE_WHY];
	for (; options != NULL && *options != NULL; options++)
		assert_true(said(farkle_option_set(&r, *options, &said_msg), &said_msg, why,
		    sizeof why));
	farkle_scorer_init(s, &r);
	return s;
}

/* ---- the brute force: every one of the 6^n ordered throws, every subset
 * of its dice that scores in full, memoised on (turn points, dice) */

struct brute {
	const struct farkle_scorer *s;
	int need;                 /* the points that finish */
	bool exact;               /* past need: the bank is void */
	bool finish;              /* value: 1 on ending exactly on need, else 0 */
	double bust;              /* what a bust costs */
	bool full_may_bank;
	double memo[64][7];
	bool known[64][7];
};

static double
brute_bank(const struct brute *b, int points)
{
	if (b->finish)
		return points == b->need ? 1 : 0;
	if (points > b->need)
		return b->exact ? 0 : b->need;
	return points;
}

static double brute_throw(struct brute *b, int points, int n);

/* Past an exact target with a full hand to throw again: every later bank
 * is void, so a throw is worth a bust's cost when it busts, 0 when some
 * group leaves dice (bank, void), and the same again when every group
 * that scores takes all the dice: X = bust x P(bust) / (1 - P(all full)). */
static double
brute_past_target_full(const struct brute *b)
{
	int n = b->s->rules.dice, throws = 1, busts = 0, full = 0;
	for (int i = 0; i < n; i++)
		throws *= 6;
	for (int t = 0; t < throws; t++) {
		int face[DICE_MAX];
		for (int i = 0, rest = t; i < n; i++, rest /= 6)
			face[i] = 1 + rest % 6;
		bool scores = false, leaves = false;
		for (int mask = 1; mask < 1 << n; mask++) {
			struct tally group = {{0}};
			for (int i = 0; i < n; i++)
				if (mask & 1 << i)
					group.count[face[i]]++;
			if (farkle_group_value(b->s, &group) > 0) {
				scores = true;
				leaves = leaves || mask != (1 << n) - 1;
			}
		}
		busts += !scores;
		full += scores && !leaves;
	}
	return b->finish ? 0 : b->bust * busts / throws / (1 - (double)full / throws);
}

/* After setting aside to `points` with m dice left. */
static double
brute_after(struct brute *b, int points, int m)
{
	if (b->exact && points > b->need && m == 0 && !b->full_may_bank)
		return brute_past_target_full(b);
	/* past the target every bank is alike and no throw can do better
	 * (void, or what wins): bank */
	if (points >= b->need && (m > 0 || b->full_may_bank) && !(b->exact && points == b->need))
		return brute_bank(b, points);
	if (m == 0) {
		double again = brute_throw(b, points, b->s->rules.dice);
		return b->full_may_bank && brute_bank(b, points) > again ? brute_bank(b, points)
		    : again;
	}
	double bank = brute_bank(b, points), on = brute_throw(b, points, m);
	return bank > on ? bank : on;
}

static double
brute_throw(struct brute *b, int points, int n)
{
	int k = points / 50;
	assert_true(k < 64);
	if (b->known[k][n])
		return b->memo[k][n];
	int throws = 1;
	for (int i = 0; i < n; i++)
		throws *= 6;
	double sum = 0;
	for (int t = 0; t < throws; t++) {
		int face[DICE_MAX];
		for (int i = 0, rest = t; i < n; i++, rest /= 6)
			face[i] = 1 + rest % 6;
		double best = -HUGE_VAL;
		for (int mask = 1; mask < 1 << n; mask++) {
			struct tally group = {{0}};
			int used = 0;
			for (int i = 0; i < n; i++)
				if (mask & 1 << i) {
					group.count[face[i]]++;
					used++;
				}
			int v = farkle_group_value(b->s, &group);
			if (v <= 0)
				continue;
			double q = brute_after(b, points + v, n - used);
			if (q > best)
				best = q;
		}
		sum += best == -HUGE_VAL ? b->bust : best;
	}
	b->memo[k][n] = sum / throws;
	b->known[k][n] = true;
	return b->memo[k][n];
}

/* A target of 1000 or more that wins, no opening, a full hand may be
 * banked: the turn's expected points, capped at what wins. */
static void
test_points_against_brute_force(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=1000", "exact=no", "opening=0", "crosses=0",
	    "fullhand=bank", NULL};
	struct farkle_scorer *s = scorer_of("10000", opts);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 2);
	struct brute *b = calloc(1, sizeof *b);
	*b = (struct brute){.s = s, .need = 1000, .full_may_bank = true};
	static const int from[] = {0, 200, 650};
	for (size_t i = 0; i < sizeof from / sizeof from[0]; i++)
		for (int n = 1; n <= 3; n++)
			assert_float_equal(farkle_turn_value(s, &st, from[i], n, false),
			    brute_throw(b, from[i], n), 1e-9);
	assert_float_equal(farkle_turn_value(s, &st, 0, 5, false), brute_throw(b, 0, 5), 1e-9);
	free(b);
	free(s);
}

/* The booklet near its exact target: 600 of 1000, two crosses already (a
 * bust costs 1000), a bank past 1000 void, a full hand thrown again.
 * (This case caught advice that kept only the most points for each number
 * of dice: 350 needing 50 keeps the 5, not the 1.) */
static void
test_exact_target_and_crosses_against_brute_force(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=1000", "opening=0", NULL};
	struct farkle_scorer *s = scorer_of("10000", opts);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 2);
	st.player[0].score = 600;
	st.player[0].crosses = 2;
	struct brute *b = calloc(1, sizeof *b);
	*b = (struct brute){.s = s, .need = 400, .exact = true, .bust = -1000};
	for (int points = 0; points <= 300; points += 150)
		for (int n = 1; n <= 3; n++)
			assert_float_equal(farkle_turn_value(s, &st, points, n, false),
			    brute_throw(b, points, n), 1e-9);
	/* the chance of ending exactly on 1000 */
	memset(b, 0, sizeof *b);
	*b = (struct brute){.s = s, .need = 400, .exact = true, .finish = true};
	for (int points = 0; points <= 300; points += 100)
		for (int n = 1; n <= 3; n++)
			assert_float_equal(farkle_turn_value(s, &st, points, n, true),
			    brute_throw(b, points, n), 1e-9);
	free(b);
	free(s);
}

/* ---- the bust chances, counted from RULES.md's table */

/* A throw that scores nothing: no 1, no 5, no face three times or more,
 * and (where the rules have them) not three pairs; a straight needs a 1
 * or a 5 anyway. */
static bool
plain_bust(const int *count, int n, bool three_pairs)
{
	if (count[1] > 0 || count[5] > 0)
		return false;
	int pairs = 0;
	for (int f = 1; f <= 6; f++) {
		if (count[f] >= 3)
			return false;
		pairs += count[f] == 2;
	}
	return !(three_pairs && n == 6 && pairs == 3);
}

static double
counted_bust(int n, bool three_pairs)
{
	int throws = 1, busts = 0;
	for (int i = 0; i < n; i++)
		throws *= 6;
	for (int t = 0; t < throws; t++) {
		int count[7] = {0};
		for (int i = 0, rest = t; i < n; i++, rest /= 6)
			count[1 + rest % 6]++;
		busts += plain_bust(count, n, three_pairs);
	}
	return (double)busts / throws;
}

/* The bust chance hint gives before a throw of n dice. */
static double
hinted_bust(const struct farkle_scorer *s, int n)
{
	struct farkle_state st;
	farkle_start(&st, &s->rules, 2);
	st.in_hand = n;
	st.taken = n != s->rules.dice;    /* a take-over throws fewer */
	struct advice a;
	char why[200];
	assert_true(said(farkle_advise(s, &st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_int_equal(a.n, 1);
	return a.choice[0].bust;
}

static void
test_bust_chances(void **state)
{
	(void)state;
	struct farkle_scorer *booklet = scorer_of("10000", NULL), *six = scorer_of("5000", NULL);
	assert_float_equal(counted_bust(5, false), 600.0 / 7776, 1e-15);
	assert_float_equal(hinted_bust(booklet, 5), 600.0 / 7776, 1e-12);
	for (int n = 1; n <= 5; n++)
		assert_float_equal(hinted_bust(booklet, n), counted_bust(n, false), 1e-12);
	/* six dice, 5000: 1080 of 46656 (four faces, none thrice, not 2+2+2) */
	assert_float_equal(counted_bust(6, true), 1080.0 / 46656, 1e-15);
	for (int n = 1; n <= 6; n++)
		assert_float_equal(hinted_bust(six, n), counted_bust(n, true), 1e-12);
	free(booklet);
	free(six);
}

/* ---- the choices at each phase */

static struct dice
faces(const char *text)
{
	struct dice d = {0, {0}};
	for (; *text; text++)
		if (*text >= '1' && *text <= '6')
			d.face[d.n++] = (unsigned char)(*text - '0');
	return d;
}

static void
play(const struct farkle_scorer *s, struct farkle_state *st, enum farkle_action_kind kind,
    const char *dice)
{
	struct farkle_action a = {kind, faces(dice)};
	struct farkle_outcome out;
	char why[FARKLE_WHY];
	if (!said(farkle_apply(s, st, &a, &out, &said_msg), &said_msg, why, sizeof why))
		fail_msg("%s", why);
}

/* After 1 1 5 3 4: every distinct group (1, 5, 1 1, 1 5, 1 1 5), each
 * banked or followed by a throw of the rest, best first, each worth what
 * the turn from there is worth; hint changes nothing. */
static void
test_after_a_throw(void **state)
{
	(void)state;
	struct farkle_scorer *s = scorer_of("10000", NULL);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 2);
	st.player[0].opened = true;
	play(s, &st, ACTION_THROW, "11534");
	struct farkle_state before = st;
	struct advice a;
	char why[200];
	assert_true(said(farkle_advise(s, &st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_memory_equal(&before, &st, sizeof st);
	assert_int_equal(a.goal, ADVICE_POINTS);
	assert_true(a.exact);
	assert_int_equal(a.n, 10);
	for (int i = 0; i < a.n; i++) {
		const struct advice_choice *c = &a.choice[i];
		assert_true(c->has_entry);
		assert_int_equal(c->entry.verb, ACTION_KEEP);
		if (i > 0)
			assert_true(a.choice[i - 1].value >= c->value);
		struct tally kept = dice_tally(&c->entry.dice);
		int points = farkle_group_value(s, &kept), left = 5 - c->entry.dice.n;
		if (c->then_verb == ACTION_BANK) {
			assert_float_equal(c->value, points, 1e-12);
			assert_true(c->bust < 0);
		} else {
			assert_int_equal(c->then_throw, left);
			assert_float_equal(c->value, farkle_turn_value(s, &st, points, left, false),
			    1e-9);
			assert_float_equal(c->bust, farkle_bust_odds(s, left), 1e-12);
		}
	}
	/* keeping one 1 and throwing four beats banking 250 */
	assert_int_equal(a.choice[0].then_throw, 4);
	free(s);
}

/* 10000:350: after a bank of 1000 leaving two dice, the next player may
 * take it over: two choices, take then throw two, or throw all five. */
static void
test_piggy_back_offer(void **state)
{
	(void)state;
	struct farkle_scorer *s = scorer_of("10000:350", NULL);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 2);
	st.player[1].opened = true;
	st.player[1].score = 1000;
	play(s, &st, ACTION_THROW, "11123");
	play(s, &st, ACTION_KEEP, "111");
	play(s, &st, ACTION_BANK, "");
	assert_int_equal(st.offer_points, 1000);
	struct advice a;
	char why[200];
	assert_true(said(farkle_advise(s, &st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_int_equal(a.n, 2);
	bool seen_take = false, seen_all = false;
	for (int i = 0; i < a.n; i++) {
		const struct advice_choice *c = &a.choice[i];
		if (c->has_entry) {
			assert_int_equal(c->entry.verb, ACTION_TAKE);
			assert_int_equal(c->then_throw, 2);
			assert_float_equal(c->value, farkle_turn_value(s, &st, 1000, 2, false), 1e-9);
			seen_take = true;
		} else {
			assert_int_equal(c->then_throw, 5);
			assert_float_equal(c->value, farkle_turn_value(s, &st, 0, 5, false), 1e-9);
			seen_all = true;
		}
	}
	assert_true(seen_take && seen_all);
	free(s);
}

/* 600 of an exact 1000, then 1 1 1 2 3: setting aside all three 1s passes
 * the target, so the hint weighs the chance of ending on it, and says so;
 * before the throw (400 still needed, more than an ordinary turn) it
 * weighs points. */
static void
test_near_an_exact_target(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=1000", "opening=0", NULL};
	struct farkle_scorer *s = scorer_of("10000", opts);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 1);
	st.player[0].score = 600;
	struct advice a;
	char why[200];
	assert_true(said(farkle_advise(s, &st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_int_equal(a.goal, ADVICE_POINTS);
	play(s, &st, ACTION_THROW, "11123");
	assert_true(said(farkle_advise(s, &st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_int_equal(a.goal, ADVICE_EXACT_FINISH);
	assert_non_null(a.note);
	for (int i = 0; i < a.n; i++) {
		assert_true(a.choice[i].value >= 0 && a.choice[i].value <= 1);
		if (a.choice[i].then_verb == ACTION_BANK)
			assert_float_equal(a.choice[i].value, 0, 0);   /* 700, 800 or 1600 */
	}
	/* keep 1 1 (200), throw three: 18.7% */
	assert_int_equal(a.choice[0].entry.dice.n, 2);
	assert_float_equal(a.choice[0].value, farkle_turn_value(s, &st, 200, 3, true), 1e-12);
	free(s);
}

/* --win: two players only; the chances are chances. */
static void
test_win_table(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=1000", NULL};
	struct farkle_scorer *s = scorer_of("10000", opts);
	size_t size = farkle_advice_table_size(s, ADVICE_HINT_WIN);
	assert_true(size > 0);
	assert_int_equal(farkle_advice_table_size(s, ADVICE_HINT), 0);
	void *table = calloc(1, size);
	farkle_advice_table_build(s, ADVICE_HINT_WIN, table);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 2);
	struct advice a;
	char why[200];
	assert_true(said(farkle_advise(s, &st, ADVICE_HINT_WIN, 0, NULL, table, &a,
	    &said_msg), &said_msg, why, sizeof why));
	assert_int_equal(a.goal, ADVICE_WIN);
	assert_false(a.exact);
	assert_non_null(a.note);
	/* the first to throw has the edge, but no sure thing */
	assert_true(a.choice[0].value > 0.5 && a.choice[0].value < 0.7);
	/* far ahead is better than far behind */
	st.player[0].score = 900;
	st.player[0].opened = true;
	assert_true(said(farkle_advise(s, &st, ADVICE_HINT_WIN, 0, NULL, table, &a,
	    &said_msg), &said_msg, why, sizeof why));
	double ahead = a.choice[0].value;
	st.player[0].score = 0;
	st.player[0].opened = false;
	st.player[1].score = 900;
	st.player[1].opened = true;
	assert_true(said(farkle_advise(s, &st, ADVICE_HINT_WIN, 0, NULL, table, &a,
	    &said_msg), &said_msg, why, sizeof why));
	assert_true(ahead > a.choice[0].value);
	farkle_start(&st, &s->rules, 3);
	assert_false(said(farkle_advise(s, &st, ADVICE_HINT_WIN, 0, NULL, table, &a,
	    &said_msg), &said_msg, why, sizeof why));
	free(table);
	free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_points_against_brute_force),
		cmocka_unit_test(test_exact_target_and_crosses_against_brute_force),
		cmocka_unit_test(test_bust_chances),
		cmocka_unit_test(test_after_a_throw),
		cmocka_unit_test(test_piggy_back_offer),
		cmocka_unit_test(test_near_an_exact_target),
		cmocka_unit_test(test_win_table),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
