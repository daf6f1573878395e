/* The Farkle family's advice: the turn values against a brute force over
 * every ordered throw written plainly here, the bust chances against
 * counts made here from the rules as tapis-games(7) states them, and the
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
#include <unistd.h>

#include "advice.h"
#include "advice_cache.h"
#include "dice.h"
#include "families.h"
#include "farkle.h"
#include "faultvfs.h"
#include "fixture.h"
#include "progress.h"
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
	double past_full;         /* brute_past_target_full, once known */
	bool past_full_known;
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
brute_past_target_full(struct brute *b)
{
	/* the same for every points past the target: counted once a brute
	 * (the 6^n throws again at each call were most of this test's time) */
	if (b->past_full_known)
		return b->past_full;
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
	b->past_full = b->finish ? 0 : b->bust * busts / throws / (1 - (double)full / throws);
	b->past_full_known = true;
	return b->past_full;
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
/* The win table of s, built (hint --win's), for the caller to free. */
static void *
win_table(const struct farkle_scorer *s)
{
	size_t size = farkle_advice_table_size(s, ADVICE_HINT_WIN);
	assert_true(size > 0);
	void *table = calloc(1, size);
	assert_non_null(table);
	farkle_advice_table_build(s, ADVICE_HINT_WIN, table);
	return table;
}

/* hint --win of st, which must be answered, into *a. */
static void
hint_win(const struct farkle_scorer *s, const struct farkle_state *st, const void *table,
    struct advice *a)
{
	char why[200];
	assert_true(said(farkle_advise(s, st, ADVICE_HINT_WIN, 0, NULL, table, a, &said_msg),
	    &said_msg, why, sizeof why));
}

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

/* ---- the bust chances, counted from tapis-games(7)'s table (10000 AND 5000) */

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

/* 800 of an exact 1000, then 1 1 set aside from 1 1 2 3 4: the turn holds
 * what ends on the target, so the hint weighs the chance of ending on it,
 * and banking now is sure. */
static void
test_on_an_exact_target(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=1000", "opening=0", NULL};
	struct farkle_scorer *s = scorer_of("10000", opts);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 1);
	st.player[0].score = 800;
	play(s, &st, ACTION_THROW, "11234");
	play(s, &st, ACTION_KEEP, "11");
	struct advice a;
	char why[200];
	assert_true(said(farkle_advise(s, &st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_int_equal(a.goal, ADVICE_EXACT_FINISH);
	assert_int_equal(a.choice[0].then_verb, ACTION_BANK);
	assert_float_equal(a.choice[0].value, 1, 0);
	free(s);
}

/* The booklet's opening of 500: after 1 5 2 3 6, a player not yet opened
 * may not bank 150, so no bank is listed, only throws. */
static void
test_bank_refused_not_listed(void **state)
{
	(void)state;
	struct farkle_scorer *s = scorer_of("10000", NULL);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 2);
	play(s, &st, ACTION_THROW, "15236");
	struct advice a;
	char why[200];
	assert_true(said(farkle_advise(s, &st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_int_equal(a.n, 3);          /* keep 1, 5 or 1 5, then throw the rest */
	for (int i = 0; i < a.n; i++)
		assert_int_equal(a.choice[i].then_verb, -1);
	free(s);
}

/* fullhand=bank: after 1 1 1 5 5, every die scoring, keeping all five may
 * be banked (1100) as well as thrown again; without the option it is only
 * thrown.  The same once the five are kept and the hand is full. */
static void
test_full_hand_banked(void **state)
{
	(void)state;
	for (int may = 0; may < 2; may++) {
		static const char *const opts[] = {"fullhand=bank", NULL};
		struct farkle_scorer *s = scorer_of("10000", may ? opts : NULL);
		struct farkle_state st;
		farkle_start(&st, &s->rules, 2);
		st.player[0].opened = true;
		play(s, &st, ACTION_THROW, "11155");
		struct advice a;
		char why[200];
		assert_true(said(farkle_advise(s, &st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
		    &said_msg, why, sizeof why));
		int banked = 0;
		for (int i = 0; i < a.n; i++)
			if (a.choice[i].entry.dice.n == 5 && a.choice[i].then_verb == ACTION_BANK) {
				assert_float_equal(a.choice[i].value, 1100, 1e-12);
				banked++;
			}
		assert_int_equal(banked, may);
		/* all five kept: the full hand's own choices */
		play(s, &st, ACTION_KEEP, "11155");
		assert_int_equal(st.phase, PHASE_FULL_HAND);
		assert_true(said(farkle_advise(s, &st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
		    &said_msg, why, sizeof why));
		/* throw all five again, worth the turn from 1100; where the
		 * rules let a full hand bank, banking 1100 after it */
		assert_int_equal(a.n, 1 + may);
		assert_false(a.choice[0].has_entry);
		assert_int_equal(a.choice[0].then_throw, 5);
		assert_float_equal(a.choice[0].value, farkle_turn_value(s, &st, 1100, 5, false),
		    1e-9);
		if (may) {
			assert_int_equal(a.choice[1].then_verb, ACTION_BANK);
			assert_float_equal(a.choice[1].value, 1100, 1e-12);
		}
		free(s);
	}
}

/* What the Farkle family's advice refuses: odds (its dice fill no boxes),
 * words after hint, a game over. */
static void
test_advice_refused(void **state)
{
	(void)state;
	struct farkle_scorer *s = scorer_of("10000", NULL);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 2);
	struct advice a;
	char why[200], *argv[] = {"full"};
	assert_false(said(farkle_advise(s, &st, ADVICE_ODDS, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_string_equal(why, "the dice of this game fill no boxes: odds is for Yams");
	assert_false(said(farkle_advise(s, &st, ADVICE_HINT, 1, argv, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_string_equal(why, "the dice of this game fill no boxes: odds is for Yams");
	st.player[0].opened = true;
	st.player[0].score = 9000;
	play(s, &st, ACTION_THROW, "11123");
	play(s, &st, ACTION_BANK, "");
	assert_int_equal(st.phase, PHASE_OVER);
	assert_false(said(farkle_advise(s, &st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_string_equal(why, "the game is over");
	free(s);

	/* a target of more than 200 steps of 50: no win table, and hint --win
	 * says why */
	static const char *const far[] = {"target=20000", NULL};
	s = scorer_of("10000", far);
	farkle_start(&st, &s->rules, 2);
	assert_int_equal(farkle_advice_table_size(s, ADVICE_HINT_WIN), 0);
	assert_false(said(farkle_advise(s, &st, ADVICE_HINT_WIN, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_string_equal(why, "hint --win is worked out for targets of at most 200 steps of"
	    " the smallest score; these rules have more");
	free(s);
}

/* lastround=yes, three players, 1000 to reach: bob has reached it, carol
 * (at 700) and then alice each have one more turn.  Carol passing 1000
 * does not end the game (alice still plays) but is worth what finishing
 * is, 300; alice's bank short of 1000 ends it, won by carol, and is worth
 * its points. */
static void
test_last_round_of_three(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=1000", "exact=no", "opening=0",
	    "crosses=0", "lastround=yes", NULL};
	struct farkle_scorer *s = scorer_of("10000", opts);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 3);
	st.player[2].score = 700;
	play(s, &st, ACTION_THROW, "22346");       /* alice busts */
	play(s, &st, ACTION_THROW, "11134");
	play(s, &st, ACTION_BANK, "");              /* bob: 1000, the last round */
	play(s, &st, ACTION_THROW, "11134");
	struct advice a;
	char why[200];
	assert_true(said(farkle_advise(s, &st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	int seen = 0;
	for (int i = 0; i < a.n; i++)
		if (a.choice[i].entry.dice.n == 3 && a.choice[i].then_verb == ACTION_BANK) {
			assert_float_equal(a.choice[i].value, 300, 0);
			seen++;
		}
	assert_int_equal(seen, 1);
	play(s, &st, ACTION_KEEP, "111");
	play(s, &st, ACTION_BANK, "");              /* carol: 1700, the game goes on */
	assert_int_equal(st.phase, PHASE_START);
	assert_int_equal(st.current, 0);
	play(s, &st, ACTION_THROW, "15234");
	assert_true(said(farkle_advise(s, &st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	seen = 0;
	for (int i = 0; i < a.n; i++)
		if (a.choice[i].then_verb == ACTION_BANK) {
			struct tally kept = dice_tally(&a.choice[i].entry.dice);
			assert_float_equal(a.choice[i].value, farkle_group_value(s, &kept), 0);
			seen++;
		}
	assert_int_equal(seen, 3);                  /* 1, 5, 1 5 */
	free(s);
}

/* hint --win in the last round: bob has reached 1000, exactly, and alice
 * (at 100) has the last turn.  A bank short of it or a bust ends the game
 * lost, so her chance is that of ending this turn exactly on 1000, not
 * what the table says of a game that goes on. */
static void
test_win_in_the_last_round(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=1000", "opening=0", "lastround=yes", NULL};
	struct farkle_scorer *s = scorer_of("10000", opts);
	void *table = win_table(s);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 2);
	/* at the start, the turn against the table is the table's own (one
	 * who reaches 1000 first starts the last round, as the table counts) */
	struct advice a;
	hint_win(s, &st, table, &a);
	assert_float_equal(a.choice[0].value, ((const double *)((const char *)table + 16))[0],
	    1e-12);
	st.player[0].score = 100;
	play(s, &st, ACTION_THROW, "22346");       /* alice busts */
	play(s, &st, ACTION_THROW, "11134");
	play(s, &st, ACTION_BANK, "");              /* bob: 1000, the last round */
	hint_win(s, &st, table, &a);
	assert_int_equal(a.n, 1);
	assert_float_equal(a.choice[0].value, farkle_turn_value(s, &st, 0, 5, true), 1e-12);
	/* after 1 1 5 3 4, banking 250 (350) loses */
	play(s, &st, ACTION_THROW, "11534");
	hint_win(s, &st, table, &a);
	for (int i = 0; i < a.n; i++)
		if (a.choice[i].then_verb == ACTION_BANK)
			assert_float_equal(a.choice[i].value, 0, 0);
	free(table);
	free(s);
}

/* hint --win, alice at 0 against bob at 100, to an exact 1000: after
 * 1 1 1 1 1 (2000), keeping three 1s and banking wins; keeping more, or
 * throwing after three, can only pass 1000 (void) or bust: the game goes
 * on as it stands, the same chance summed in different ways.  Those
 * alike to 1e-11 are listed in the order found (by the dice kept, a bank
 * before a throw), not by a rounding. */
static void
test_win_ties_in_the_order_found(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=1000", "crosses=0", NULL};
	struct farkle_scorer *s = scorer_of("10000", opts);
	char *table = win_table(s);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 2);
	st.player[1].score = 100;
	st.player[1].opened = true;
	play(s, &st, ACTION_THROW, "11111");
	struct advice a;
	hint_win(s, &st, table, &a);
	assert_int_equal(a.n, 7);
	assert_int_equal(a.choice[0].entry.dice.n, 3);
	assert_int_equal(a.choice[0].then_verb, ACTION_BANK);
	assert_float_equal(a.choice[0].value, 1, 0);
	/* W(bob at 2 steps, alice at 0), of 20 steps */
	double goes_on = 1 - ((const double *)(table + 16))[2 * 20 + 0];
	static const int kept[] = {3, 4, 4, 5}, then[] = {-1, ACTION_BANK, -1, -1};
	for (int i = 3; i < 7; i++) {
		assert_int_equal(a.choice[i].entry.dice.n, kept[i - 3]);
		assert_int_equal(a.choice[i].then_verb, then[i - 3]);
		assert_float_equal(a.choice[i].value, goes_on, 1e-11);
	}
	free(table);
	free(s);
}

/* Without an exact target the first to throw has the edge too. */
static void
test_win_not_exact(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=1000", "exact=no", NULL};
	struct farkle_scorer *s = scorer_of("10000", opts);
	void *table = win_table(s);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 2);
	struct advice a;
	hint_win(s, &st, table, &a);
	assert_int_equal(a.n, 1);
	assert_true(a.choice[0].value > 0.5 && a.choice[0].value < 0.7);
	free(table);
	free(s);
}

/* Every group worth a multiple of 1000 and a cross costing 1: after a bust
 * the turn to 41000 from -1 counts 41001 single points, more than hint
 * --win works out, and it says so. */
static void
test_win_turn_too_long(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=41000", "exact=no", "opening=0",
	    "single1=1000", "single5=1000", "kind3=flat1000", "kind4=flat2000",
	    "kind5=flat3000", "straight=2000", "crosses=1", "penalty=minus1", NULL};
	struct farkle_scorer *s = scorer_of("10000", opts);
	size_t size = farkle_advice_table_size(s, ADVICE_HINT_WIN);
	assert_true(size > 0);
	void *table = calloc(1, size);
	farkle_advice_table_build(s, ADVICE_HINT_WIN, table);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 2);
	play(s, &st, ACTION_THROW, "22346");       /* alice: a cross, -1 */
	play(s, &st, ACTION_THROW, "22346");       /* bob too */
	assert_int_equal(st.player[0].score, -1);
	struct advice a;
	char why[200];
	assert_false(said(farkle_advise(s, &st, ADVICE_HINT_WIN, 0, NULL, table, &a,
	    &said_msg), &said_msg, why, sizeof why));
	assert_string_equal(why, "hint --win: the turn is too long to work out");
	free(table);
	free(s);
}

/* A 1 worth 101 (every total a step of 1) and 50000 to reach: more turn
 * points than a turn is worked out to one by one, so it is counted in
 * steps of 2, and the hint says so. */
static void
test_coarse_steps(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=50000", "exact=no", "opening=0",
	    "single1=101", NULL};
	struct farkle_scorer *s = scorer_of("10000", opts);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 2);
	struct advice a;
	char why[200];
	assert_true(said(farkle_advise(s, &st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_false(a.exact);
	assert_int_equal(a.goal, ADVICE_POINTS);
	assert_string_equal(a.note, "a turn this long is counted in coarser steps");
	assert_int_equal(a.n, 1);
	assert_true(a.choice[0].value > 0);
	free(s);
}

/* 975 of an exact 1000 (a cross cost 25), every group a multiple of 50:
 * no turn ends on the target, and the hint gives it no chance. */
static void
test_target_off_the_steps(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=1000", "opening=0", "crosses=1",
	    "penalty=minus25", NULL};
	struct farkle_scorer *s = scorer_of("10000", opts);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 1);
	play(s, &st, ACTION_THROW, "22346");       /* -25 */
	play(s, &st, ACTION_THROW, "11134");
	play(s, &st, ACTION_BANK, "");              /* 975 */
	assert_int_equal(st.player[0].score, 975);
	struct advice a;
	char why[200];
	assert_true(said(farkle_advise(s, &st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_int_equal(a.goal, ADVICE_EXACT_FINISH);
	assert_int_equal(a.n, 1);
	assert_float_equal(a.choice[0].value, 0, 0);
	free(s);
}

/* Six 1s win at once (six1=yes) even where 1s are worth nothing (single1=0,
 * no row for them): such a throw is no bust. */
static void
test_six_ones_worth_nothing(void **state)
{
	(void)state;
	static const char *const opts[] = {"single1=0", "pairs=0", "kind3=0,200,300,400,500,600",
	    "kind4=0,400,600,800,1000,1200", "kind5=0,800,1200,1600,2000,2400",
	    "kind6=0,2000,3000,4000,5000,6000", NULL};
	struct farkle_scorer *s = scorer_of("5000", opts);
	struct tally ones = {{0, 6}};
	struct farkle_eval e = farkle_evaluate(s, &ones);
	assert_true(e.wins);
	assert_int_equal(e.best, 0);
	/* a bust: no 5, no face but 1 three times, not six 1s */
	int busts = 0;
	for (int t = 0; t < 46656; t++) {
		int count[7] = {0};
		for (int i = 0, rest = t; i < 6; i++, rest /= 6)
			count[1 + rest % 6]++;
		bool scores = count[5] > 0 || count[1] == 6;
		for (int f = 2; f <= 6; f++)
			scores = scores || count[f] >= 3;
		busts += !scores;
	}
	assert_float_equal(hinted_bust(s, 6), busts / 46656.0, 1e-12);
	free(s);
}

/* ---- short of memory: every allocation failed in turn (tests/faultalloc.c) */

/* The advice request asks of st with table, with the Nth allocation
 * failing for each N until none is left to fail: each time refused as
 * "out of memory" with st as it was, or the same answer as with memory
 * (an allocation whose failure only costs time).  Returns the refusals. */
static int
advise_short_of_memory(const struct farkle_scorer *s, const struct farkle_state *st,
    int request, const void *table)
{
	struct advice good, a;
	char why[200];
	assert_true(said(farkle_advise(s, st, request, 0, NULL, table, &good, &said_msg),
	    &said_msg, why, sizeof why));
	int refused = 0;
	for (long n = 1;; n++) {
		struct farkle_state before = *st;
		struct fault f = {FAULT_ALLOC, 0, n, false};
		faultvfs_arm(&f);
		bool ok = farkle_advise(s, st, request, 0, NULL, table, &a, &said_msg);
		long fired = faultvfs_fired();
		faultvfs_disarm();
		assert_memory_equal(&before, st, sizeof before);
		if (!ok) {
			assert_true(fired > 0);
			said(ok, &said_msg, why, sizeof why);
			assert_string_equal(why, "out of memory");
			refused++;
			continue;
		}
		assert_int_equal(a.n, good.n);
		assert_int_equal(a.goal, good.goal);
		for (int i = 0; i < a.n; i++) {
			assert_int_equal(a.choice[i].then_verb, good.choice[i].then_verb);
			assert_float_equal(a.choice[i].value, good.choice[i].value, 0);
		}
		if (fired == 0)
			return refused;
	}
}

/* hint at the start of a turn, near an exact target (a second turn worked
 * out first, an ordinary one) and with --win: each refused for want of
 * memory, never a wrong answer. */
static void
test_advice_short_of_memory(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=1000", "opening=0", NULL};
	struct farkle_scorer *s = scorer_of("10000", opts);
	struct farkle_state st;
	farkle_start(&st, &s->rules, 2);
	assert_true(advise_short_of_memory(s, &st, ADVICE_HINT, NULL) > 0);
	st.player[0].score = 900;
	assert_true(advise_short_of_memory(s, &st, ADVICE_HINT, NULL) > 0);
	void *table = win_table(s);
	assert_true(advise_short_of_memory(s, &st, ADVICE_HINT_WIN, table) > 0);
	free(table);
	/* what a turn is worth: NAN for want of memory, else as with it */
	double good = farkle_turn_value(s, &st, 50, 4, true);
	int nans = 0;
	for (long n = 1;; n++) {
		struct fault f = {FAULT_ALLOC, 0, n, false};
		faultvfs_arm(&f);
		double v = farkle_turn_value(s, &st, 50, 4, true);
		long fired = faultvfs_fired();
		faultvfs_disarm();
		if (fired == 0) {
			assert_float_equal(v, good, 0);
			break;
		}
		assert_true(isnan(v));
		nans++;
	}
	assert_true(nans > 0);
	/* the size of a win table is known without memory: a build short of
	 * memory says so (below), never "no table for these rules" */
	struct fault every = {FAULT_ALLOC, 0, 1, true};
	faultvfs_arm(&every);
	size_t size_short = farkle_advice_table_size(s, ADVICE_HINT_WIN);
	faultvfs_disarm();
	assert_int_equal(size_short, farkle_advice_table_size(s, ADVICE_HINT_WIN));
	free(s);
}

/* A win table built short of memory, each allocation of the build failed in
 * turn: the table then says it was not built, so that hint --win with it
 * says "out of memory" (never chances read from a table left unfilled) and
 * a table kept so does not fit (the cache builds it again); with memory,
 * the table as always. */
static void
test_win_table_short_of_memory(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=1000", NULL};
	struct farkle_scorer *s = scorer_of("10000", opts);
	size_t size = farkle_advice_table_size(s, ADVICE_HINT_WIN);
	char *good = calloc(1, size), why[200];
	farkle_advice_table_build(s, ADVICE_HINT_WIN, good);
	assert_true(farkle_advice_table_fits(s, ADVICE_HINT_WIN, good));
	struct farkle_state st;
	farkle_start(&st, &s->rules, 2);
	struct advice a;
	int short_built = 0;
	for (long n = 1;; n++) {
		char *table = calloc(1, size);
		struct fault f = {FAULT_ALLOC, 0, n, false};
		faultvfs_arm(&f);
		farkle_advice_table_build(s, ADVICE_HINT_WIN, table);
		long fired = faultvfs_fired();
		faultvfs_disarm();
		if (fired == 0) {
			assert_memory_equal(table, good, size);
			free(table);
			break;
		}
		short_built++;
		assert_false(farkle_advice_table_fits(s, ADVICE_HINT_WIN, table));
		assert_false(said(farkle_advise(s, &st, ADVICE_HINT_WIN, 0, NULL, table, &a,
		    &said_msg), &said_msg, why, sizeof why));
		assert_string_equal(why, "out of memory");
		free(table);
	}
	assert_true(short_built > 0);
	free(good);
	free(s);
}

/* ---- the win table against the algorithm it replaced, kept here only (it
 * took 11 s of processor time for 10000): the same table from the same
 * rules by a turn worked out whole for each pair, its mirror found by the
 * secant method, a level of i + j at a time; every entry must agree to
 * 1e-9.  Written as it was in src/games/farkle/farkle_advice.c, with names of its own. */

#define REF_THROWS 924
#define REF_KEEPS 63
#define REF_NONE (-HUGE_VAL)

struct ref_keep {
	int size, value, inc;
};

/* What throws of n dice come to, merged over throws that allow the same. */
struct ref_profile {
	double p;
	bool bust, wins;
	int nkeeps;
	struct ref_keep keep[REF_KEEPS];
};

struct ref_throws {
	int dice, step;
	int first[DICE_MAX + 2];
	struct tally a_bust;
	int a_bust_n;
	struct ref_profile p[REF_THROWS];
};

static int
ref_gcd(int a, int b)
{
	a = abs(a);
	b = abs(b);
	while (b != 0) {
		int t = a % b;
		a = b;
		b = t;
	}
	return a;
}

static void
ref_add_profile(const struct farkle_scorer *s, struct ref_throws *th, int n,
    const struct tally *t)
{
	static const double fact[] = {1, 1, 2, 6, 24, 120, 720};
	struct ref_profile pr;
	memset(&pr, 0, sizeof pr);
	struct farkle_eval e = farkle_evaluate(s, t);
	pr.p = fact[n];
	for (int f = 1; f <= 6; f++)
		pr.p /= fact[t->count[f]];
	for (int i = 0; i < n; i++)
		pr.p /= 6;
	pr.wins = e.wins;
	pr.bust = e.best == 0 && !e.wins;
	struct tally sub = {{0}};
	while (!pr.bust && tally_next_within(&sub, t)) {
		int v = farkle_group_value(s, &sub), k = tally_total(&sub), at = 0;
		if (v <= 0)
			continue;
		th->step = ref_gcd(th->step, v);
		while (at < pr.nkeeps && (pr.keep[at].size < k ||
		    (pr.keep[at].size == k && pr.keep[at].value < v)))
			at++;
		if (at < pr.nkeeps && pr.keep[at].size == k && pr.keep[at].value == v)
			continue;
		memmove(&pr.keep[at + 1], &pr.keep[at], (size_t)(pr.nkeeps - at) * sizeof pr.keep[0]);
		pr.keep[at] = (struct ref_keep){k, v, 0};
		pr.nkeeps++;
	}
	if (pr.bust && th->a_bust_n == 0) {
		th->a_bust = *t;
		th->a_bust_n = n;
	}
	for (int i = th->first[n]; i < th->first[n + 1]; i++) {
		struct ref_profile *q = &th->p[i];
		if (q->bust == pr.bust && q->wins == pr.wins && q->nkeeps == pr.nkeeps &&
		    memcmp(q->keep, pr.keep, (size_t)pr.nkeeps * sizeof pr.keep[0]) == 0) {
			q->p += pr.p;
			return;
		}
	}
	th->p[th->first[n + 1]++] = pr;
}

static void
ref_each_multiset(const struct farkle_scorer *s, struct ref_throws *th, int n, struct tally *t,
    int face, int left)
{
	if (face == 6) {
		t->count[6] = (unsigned char)left;
		ref_add_profile(s, th, n, t);
		t->count[6] = 0;
		return;
	}
	for (int k = 0; k <= left; k++) {
		t->count[face] = (unsigned char)k;
		ref_each_multiset(s, th, n, t, face + 1, left - k);
	}
	t->count[face] = 0;
}

/* What banking `points` (bust: a throw that scores nothing) does to the
 * player of st: false where the rules refuse it, else the score after into
 * *score, and *won where it wins or starts the last round. */
static bool
ref_after(const struct farkle_scorer *s, const struct ref_throws *th,
    const struct farkle_state *st, int points, bool bust, int *score, bool *won)
{
	struct farkle_state c = *st;
	c.turn_points = bust ? 0 : points;
	c.offer_points = 0;
	c.offer_dice = 0;
	c.taken = false;
	c.set_aside = (struct tally){{0}};
	struct farkle_action a = {bust ? ACTION_THROW : ACTION_BANK, {0, {0}}};
	struct farkle_outcome o = {0};
	struct msg why;
	*won = false;
	*score = st->player[st->current].score;
	if (bust && th->a_bust_n == 0)
		return true;
	if (bust) {
		c.phase = PHASE_START;
		c.in_hand = th->a_bust_n;
		a.dice = tally_dice(&th->a_bust);
	} else {
		c.phase = PHASE_KEPT;
		c.in_hand = 1;
	}
	if ((!bust && points <= 0) || !farkle_apply(s, &c, &a, &o, &why))
		return bust;
	*won = (o.game_over && o.winner == o.seat) || o.last_round_started;
	*score = o.score_after;
	return true;
}

/* A turn in buckets 0 to cap of steps (the last one every total from it
 * up), solved whole against bank[] and bust. */
struct ref_turn {
	const struct ref_throws *th;
	int cap;
	bool full_may_bank;
	double bust;
	double bank[2 * 200 + 4];
	double v[2 * 200 + 4][DICE_MAX + 1];
};

static double
ref_after_keep(const struct ref_turn *tu, int k, int m)
{
	if (m == 0) {
		double again = tu->v[k][tu->th->dice];
		return tu->full_may_bank && tu->bank[k] > again ? tu->bank[k] : again;
	}
	return tu->bank[k] > tu->v[k][m] ? tu->bank[k] : tu->v[k][m];
}

static double
ref_throw_value(const struct ref_turn *tu, int k, int n)
{
	double sum = 0;
	for (int i = tu->th->first[n]; i < tu->th->first[n + 1]; i++) {
		const struct ref_profile *p = &tu->th->p[i];
		double best = p->bust ? tu->bust : p->wins ? 1 : REF_NONE;
		for (int g = 0; !p->bust && !p->wins && g < p->nkeeps; g++) {
			int to = k + p->keep[g].inc;
			double q = ref_after_keep(tu, to < tu->cap ? to : tu->cap, n - p->keep[g].size);
			best = q > best ? q : best;
		}
		sum += p->p * best;
	}
	return sum;
}

static void
ref_turn_solve(struct ref_turn *tu)
{
	int dice = tu->th->dice;
	for (int n = 1; n <= dice; n++)
		tu->v[tu->cap][n] = tu->bank[tu->cap] > tu->bust ? tu->bank[tu->cap] : tu->bust;
	for (int round = 0; round < 100000; round++) {
		double moved = 0;
		for (int n = 1; n <= dice; n++) {
			double was = tu->v[tu->cap][n];
			tu->v[tu->cap][n] = ref_throw_value(tu, tu->cap, n);
			moved = fabs(tu->v[tu->cap][n] - was) > moved ? fabs(tu->v[tu->cap][n] - was)
			    : moved;
		}
		if (moved < 1e-13)
			break;
	}
	for (int k = tu->cap - 1; k >= 0; k--)
		for (int n = 1; n <= dice; n++)
			tu->v[k][n] = ref_throw_value(tu, k, n);
}

struct ref_build {
	int n;
	bool exact;
	double *w;
	int (*bank_to)[2 * 200 + 4];
	int *bust_to;
	struct ref_turn tu;
};

/* The chance that the player to throw with i steps against j wins. */
static double
ref_win_turn(struct ref_build *b, int i, int j)
{
	struct ref_turn *tu = &b->tu;
	tu->cap = b->n - i + (b->exact ? 1 : 0);
	for (int k = 0; k <= tu->cap; k++) {
		int to = b->bank_to[i][k];
		tu->bank[k] = to < 0 ? REF_NONE : to >= b->n ? 1 : 1 - b->w[j * b->n + to];
	}
	tu->bust = 1 - b->w[j * b->n + b->bust_to[i]];
	ref_turn_solve(tu);
	return tu->v[0][tu->th->dice];
}

static double
ref_win_mirror(struct ref_build *b, int i, int j, double x)
{
	b->w[j * b->n + i] = x;
	b->w[i * b->n + j] = ref_win_turn(b, i, j);
	return i == j ? b->w[i * b->n + j] : ref_win_turn(b, j, i);
}

static double
ref_win_pair(struct ref_build *b, int i, int j)
{
	double was_ij = b->w[i * b->n + j], was_ji = b->w[j * b->n + i];
	double x0 = was_ji, r0 = ref_win_mirror(b, i, j, x0) - x0;
	double x1 = x0 + r0, r1 = r0;
	for (int round = 0; round < 100 && (r1 > 1e-12 || r1 < -1e-12); round++) {
		r1 = ref_win_mirror(b, i, j, x1) - x1;
		double x2 = r1 != r0 ? x1 - r1 * (x1 - x0) / (r1 - r0) : x1 + r1;
		x0 = x1;
		r0 = r1;
		x1 = x2 < 0 ? 0 : x2 > 1 ? 1 : x2;
	}
	b->w[j * b->n + i] = x0 + r0;
	double a = fabs(b->w[i * b->n + j] - was_ij), c = fabs(b->w[j * b->n + i] - was_ji);
	return a > c ? a : c;
}

/* The index of a score in the table: a step, at least 0; n: won. */
static int
ref_index(int score, int step, int n, bool won)
{
	int i = score / step;
	return won ? n : i < 0 ? 0 : i >= n ? n - 1 : i;
}

/* What the engine does with each bank and bust from each score; whether
 * any of them goes down. */
static bool
ref_moves(const struct farkle_scorer *s, const struct ref_throws *th, int step,
    struct ref_build *b)
{
	const struct farkle_rules *r = &s->rules;
	bool down = false;
	for (int i = 0; i < b->n; i++) {
		struct farkle_state st;
		int after;
		bool won;
		farkle_start(&st, r, 1);
		st.player[0].score = i * step;
		st.player[0].opened = r->opening == 0 || i > 0;
		ref_after(s, th, &st, 0, true, &after, &won);
		b->bust_to[i] = ref_index(after, step, b->n, false);
		down = down || b->bust_to[i] < i;
		for (int k = 0; k <= b->n + 1; k++) {
			bool allowed = ref_after(s, th, &st, k * step, false, &after, &won);
			b->bank_to[i][k] = !allowed ? -1 : ref_index(after, step, b->n,
			    won || (r->exact ? after == r->target : after >= r->target));
			down = down || (allowed && b->bank_to[i][k] < i);
		}
	}
	return down;
}

/* The table (a header, then w[i][j]) into table, as the old build made it. */
static void
ref_win_build(const struct farkle_scorer *s, void *table)
{
	const struct farkle_rules *r = &s->rules;
	struct ref_throws *th = calloc(1, sizeof *th);
	struct ref_build *b = calloc(1, sizeof *b);
	assert_non_null(th);
	assert_non_null(b);
	th->dice = r->dice;
	for (int n = 1; n <= th->dice; n++) {
		struct tally t = {{0}};
		th->first[n + 1] = th->first[n];
		ref_each_multiset(s, th, n, &t, 1, n);
	}
	int step = ref_gcd(ref_gcd(ref_gcd(th->step, r->target), r->opening), r->min_bank);
	if (r->overshoot == OVERSHOOT_MINUS)
		step = ref_gcd(step, r->overshoot_points);
	for (int i = 0; i < th->first[th->dice + 1]; i++)
		for (int k = 0; k < th->p[i].nkeeps; k++)
			th->p[i].keep[k].inc = th->p[i].keep[k].value / step;
	b->n = r->target / step;
	assert_true(b->n <= 200);
	b->exact = r->exact;
	uint32_t head[4] = {0x46574e31u, (uint32_t)step, (uint32_t)b->n, 0};
	memcpy(table, head, sizeof head);
	b->w = (double *)((char *)table + sizeof head);
	b->bank_to = calloc((size_t)b->n, sizeof *b->bank_to);
	b->bust_to = calloc((size_t)b->n, sizeof *b->bust_to);
	b->tu.th = th;
	b->tu.full_may_bank = r->full_hand_may_bank;
	bool down = ref_moves(s, th, step, b);
	for (int c = 0; c < b->n * b->n; c++)
		b->w[c] = 0.5;
	for (int pass = 0; pass < 200; pass++) {
		double moved = 0;
		for (int level = 2 * (b->n - 1); level >= 0; level--)
			for (int i = level - (b->n - 1) > 0 ? level - (b->n - 1) : 0; i <= level / 2;
			    i++) {
				double m = ref_win_pair(b, i, level - i);
				moved = m > moved ? m : moved;
			}
		if (!down || moved < 1e-9)
			break;
	}
	free(b->bank_to);
	free(b->bust_to);
	free(b);
	free(th);
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
	hint_win(s, &st, table, &a);
	assert_int_equal(a.goal, ADVICE_WIN);
	assert_false(a.exact);
	assert_non_null(a.note);
	/* the first to throw has the edge, but no sure thing */
	assert_true(a.choice[0].value > 0.5 && a.choice[0].value < 0.7);
	/* far ahead is better than far behind */
	st.player[0].score = 900;
	st.player[0].opened = true;
	hint_win(s, &st, table, &a);
	double ahead = a.choice[0].value;
	st.player[0].score = 0;
	st.player[0].opened = false;
	st.player[1].score = 900;
	st.player[1].opened = true;
	hint_win(s, &st, table, &a);
	assert_true(ahead > a.choice[0].value);
	farkle_start(&st, &s->rules, 3);
	assert_false(said(farkle_advise(s, &st, ADVICE_HINT_WIN, 0, NULL, table, &a,
	    &said_msg), &said_msg, why, sizeof why));
	free(table);
	free(s);
}

/* The win table of preset with options, built, against the old
 * algorithm's: the same header, every chance within 1e-9. */
static void
win_table_as_before(const char *preset, const char *const *options)
{
	struct farkle_scorer *s = scorer_of(preset, options);
	size_t size = farkle_advice_table_size(s, ADVICE_HINT_WIN), head = 4 * sizeof(uint32_t);
	assert_true(size > head);
	char *built = calloc(1, size), *before = calloc(1, size);
	farkle_advice_table_build(s, ADVICE_HINT_WIN, built);
	ref_win_build(s, before);
	assert_memory_equal(built, before, head);
	uint32_t n;
	memcpy(&n, built + 2 * sizeof(uint32_t), sizeof n);
	const double *w = (const double *)(built + head), *was = (const double *)(before + head);
	size_t worst = 0;
	for (size_t c = 0; c < (size_t)n * n; c++) {
		if (!(w[c] >= 0 && w[c] <= 1))
			fail_msg("%s: W(%zu, %zu) is %.17g", preset, c / n, c % n, w[c]);
		if (fabs(w[c] - was[c]) > fabs(w[worst] - was[worst]))
			worst = c;
	}
	if (fabs(w[worst] - was[worst]) > 1e-9)
		fail_msg("%s: W(%zu, %zu) is %.15f, was %.15f", preset, worst / n, worst % n,
		    w[worst], was[worst]);
	free(built);
	free(before);
	free(s);
}

/* The rule sets that come with tapis, at targets small enough for the
 * old algorithm to be quick (each test here under a second, also under
 * the sanitizers). */
static void
test_win_table_as_before(void **state)
{
	(void)state;
	static const char *const small[] = {"target=1500", NULL};
	win_table_as_before("10000", small);
	win_table_as_before("10000:350", small);
}

static void
test_win_table_six_dice_as_before(void **state)
{
	(void)state;
	static const char *const small[] = {"target=1000", NULL};
	static const char *const exact[] = {"target=800", "exact=yes", NULL};
	win_table_as_before("5000", small);
	win_table_as_before("5000", exact);
}

/* Options that change how a turn ends: no exact target, a full hand
 * banked, a least bank without an opening, the last round, a collision,
 * a bank past the target that costs 500 (a score taken down: the table is
 * gone over again until it stands still). */
static void
test_win_table_options_as_before(void **state)
{
	(void)state;
	static const char *const not_exact[] = {"target=1000", "exact=no", NULL};
	static const char *const full_hand[] = {"target=1000", "fullhand=bank", NULL};
	static const char *const least[] = {"target=1000", "minbank=300", "opening=0", NULL};
	static const char *const last[] = {"target=1000", "lastround=yes", "collision=yes", NULL};
	static const char *const past[] = {"target=1000", "overshoot=minus500", NULL};
	win_table_as_before("10000", not_exact);
	win_table_as_before("10000", full_hand);
	win_table_as_before("10000:350", least);
	win_table_as_before("10000", last);
	win_table_as_before("10000", past);
}

/* A cross at every bust, whose penalty takes the score down: -1000, back
 * to the score before, to 0. */
static void
test_win_table_penalties_as_before(void **state)
{
	(void)state;
	static const char *const crosses[] = {"target=800", "crosses=1", NULL};
	win_table_as_before("10000", crosses);
	win_table_as_before("10000:350", crosses);
}

static void
test_win_table_penalty_to_zero_as_before(void **state)
{
	(void)state;
	static const char *const zero[] = {"target=800", "crosses=1", "penalty=zero", NULL};
	win_table_as_before("5000", zero);
}

/* Where any score past the target wins (no exact target), more points
 * are never worse: W(i, j) grows with i and falls with j, even where a
 * cross takes a score back to 0. */
static void
win_table_monotone(const char *preset, const char *const *options)
{
	struct farkle_scorer *s = scorer_of(preset, options);
	size_t size = farkle_advice_table_size(s, ADVICE_HINT_WIN), head = 4 * sizeof(uint32_t);
	char *table = calloc(1, size);
	farkle_advice_table_build(s, ADVICE_HINT_WIN, table);
	uint32_t n;
	memcpy(&n, table + 2 * sizeof(uint32_t), sizeof n);
	const double *w = (const double *)(table + head);
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n; j++) {
			double at = w[i * n + j];
			assert_true(at >= 0 && at <= 1);
			if (i + 1 < n && w[(i + 1) * n + j] < at - 1e-12)
				fail_msg("%s: W(%zu, %zu) %.15f > W(%zu, %zu) %.15f", preset, i, j, at,
				    i + 1, j, w[(i + 1) * n + j]);
			if (j + 1 < n && w[i * n + j + 1] > at + 1e-12)
				fail_msg("%s: W(%zu, %zu) %.15f < W(%zu, %zu) %.15f", preset, i, j, at,
				    i, j + 1, w[i * n + j + 1]);
		}
	free(table);
	free(s);
}

static void
test_win_table_monotone(void **state)
{
	(void)state;
	static const char *const five[] = {"target=2000", NULL};
	static const char *const ten[] = {"target=2000", "exact=no", NULL};
	static const char *const zero[] = {"target=1000", "crosses=1", "penalty=zero", NULL};
	win_table_monotone("5000", five);
	win_table_monotone("10000", ten);
	win_table_monotone("10000:350", ten);
	win_table_monotone("5000", zero);
}

/* The build says how far it has got, by a share that only grows. */
static double fake_now;

static double
fake_clock(void)
{
	return fake_now += 1;
}

struct seen {
	int shown;
	double done, total;
	bool grew;
};

static void
listen(void *ctx, const struct progress_view *v)
{
	struct seen *seen = ctx;
	if (v->end)
		return;
	seen->grew = seen->grew && v->done >= seen->done && v->total > 0 &&
	    (seen->shown == 0 || v->total == seen->total) && v->done <= v->total;
	seen->shown++;
	seen->done = v->done;
	seen->total = v->total;
}

static void
test_win_table_progress(void **state)
{
	(void)state;
	static const char *const small[] = {"target=1500", NULL};
	struct farkle_scorer *s = scorer_of("10000", small);
	size_t size = farkle_advice_table_size(s, ADVICE_HINT_WIN);
	void *table = calloc(1, size);
	double (*clock)(void) = progress_clock;
	struct seen seen = {0, 0, 0, true};
	struct progress p;
	progress_clock = fake_clock;
	progress_begin(&p, "building", PROGRESS_SHARE, listen, &seen);
	farkle_advice_table_build(s, ADVICE_HINT_WIN, table);
	progress_end(&p);
	progress_clock = clock;
	/* a report a level of scores (59 of them), each shown on this clock */
	assert_int_equal(seen.shown, 59);
	assert_true(seen.grew);
	assert_true(seen.done > 0.99 * seen.total);
	free(table);
	free(s);
}

/* hint --win at the table, each allocation failing in turn: refused in
 * one line "out of memory", or answered as with memory; a win table built
 * short of memory is never kept, so that the next hint --win neither
 * finds it nor says it was made for other rules. */
static void
test_win_at_the_table_short_of_memory(void **state)
{
	struct fixture *f = *state;
	char cache[] = "/tmp/tapis-winmem-XXXXXX";
	assert_non_null(mkdtemp(cache));
	setenv("XDG_CACHE_HOME", cache, 1);
	assert_int_equal(run(f, 1, "new 10000 ann bob target=1000 opening=0"), CMD_OK);
	int refused = 0;
	for (long n = 1;; n++) {
		advice_cache_forget();
		char rm[128];
		snprintf(rm, sizeof rm, "rm -rf %s/tapis", cache);
		assert_int_equal(system(rm), 0);
		struct fault fa = {FAULT_ALLOC, 0, n, false};
		faultvfs_arm(&fa);
		enum cmd_status st = run(f, 2, "hint --win");
		long fired = faultvfs_fired();
		faultvfs_disarm();
		if (st != CMD_OK) {
			assert_true(fired > 0);
			assert_string_equal(f->err, "tapis: line 2: out of memory\n");
			refused++;
			advice_cache_forget();
			assert_int_equal(run(f, 3, "hint --win"), CMD_OK);
			assert_null(strstr(f->err, "other rules"));
			assert_non_null(strstr(f->out, "chance of winning"));
		}
		if (fired == 0)
			break;
	}
	assert_true(refused > 0);
	advice_cache_forget();
	char rm[128];
	snprintf(rm, sizeof rm, "rm -rf %s", cache);
	assert_int_equal(system(rm), 0);
	unsetenv("XDG_CACHE_HOME");
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_points_against_brute_force),
		cmocka_unit_test(test_exact_target_and_crosses_against_brute_force),
		cmocka_unit_test(test_bust_chances),
		cmocka_unit_test(test_after_a_throw),
		cmocka_unit_test(test_piggy_back_offer),
		cmocka_unit_test(test_near_an_exact_target),
		cmocka_unit_test(test_on_an_exact_target),
		cmocka_unit_test(test_full_hand_banked),
		cmocka_unit_test(test_bank_refused_not_listed),
		cmocka_unit_test(test_advice_refused),
		cmocka_unit_test(test_win_table),
		cmocka_unit_test(test_win_table_as_before),
		cmocka_unit_test(test_win_table_six_dice_as_before),
		cmocka_unit_test(test_win_table_options_as_before),
		cmocka_unit_test(test_win_table_penalties_as_before),
		cmocka_unit_test(test_win_table_penalty_to_zero_as_before),
		cmocka_unit_test(test_win_table_monotone),
		cmocka_unit_test(test_win_table_progress),
		cmocka_unit_test(test_advice_short_of_memory),
		cmocka_unit_test(test_win_table_short_of_memory),
		cmocka_unit_test(test_last_round_of_three),
		cmocka_unit_test(test_win_in_the_last_round),
		cmocka_unit_test(test_win_not_exact),
		cmocka_unit_test(test_win_ties_in_the_order_found),
		cmocka_unit_test(test_win_turn_too_long),
		cmocka_unit_test(test_coarse_steps),
		cmocka_unit_test(test_target_off_the_steps),
		cmocka_unit_test(test_six_ones_worth_nothing),
		cmocka_unit_test_setup_teardown(test_win_at_the_table_short_of_memory, setup,
		    teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
