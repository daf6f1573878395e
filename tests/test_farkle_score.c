/* Farkle-family scoring, checked against tapis-games(7), 10000 AND 5000.
 *
 * The heart of this file is a brute force that knows nothing of the engine:
 * the combinations of each preset are written out below, literally, from the
 * table in tapis-games(7), and the value of a group of dice is found by trying
 * every way to split the group into blocks, keeping only the splits the rule
 * allows ("A turn", step 3: dice of one face are never split among
 * themselves where their n-alike row exists).  Every throw of five dice
 * (10000, 10000:350) and of six dice (5000) is then scored both ways. */
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
#include "families.h"
#include "farkle.h"
#include "said.h"

/* ------------------------------------------------------------------ */
/* tapis-games(7), restated for the brute force.  Nothing here reads the engine. */

enum preset {
	BOOKLET,   /* 10000 */
	B350,      /* 10000:350 */
	SIX,       /* 5000 */
};

struct law {
	enum preset preset;
	int dice;
	bool pairs;      /* 5000: three pairs is a combination */
	bool straight6;  /* 5000: 1-2-3-4-5-6 is a combination */
	int off;         /* a house rule turns the row of this many alike off */
};

static const struct law law_booklet = {BOOKLET, 5, false, false, 0};
static const struct law law_350 = {B350, 5, false, false, 0};
static const struct law law_5000 = {SIX, 6, true, true, 0};
static const struct law law_5000_plain = {SIX, 6, false, false, 0};
static const struct law law_booklet_kind4_off = {BOOKLET, 5, false, false, 4};
static const struct law law_350_kind5_off = {B350, 5, false, false, 5};
static const struct law law_5000_kind4_off = {SIX, 6, true, true, 4};

/* n alike of face v (n >= 3): its value under the preset, or -1 when the
 * table has none.  Six 1s in 5000 "win the game at once": tapis-games(7) gives
 * them no number, so they are no block here, and the one throw of six 1s
 * is left out of the value comparisons (its win is tested instead). */
static int
alike_value(const struct law *L, int n, int v)
{
	int three = v == 1 ? 1000 : 100 * v;
	if (n == L->off)
		return -1;
	switch (L->preset) {
	case BOOKLET:
		if (n == 3)
			return three;
		if (n == 4)                       /* three of a kind x 1.5 */
			return three * 3 / 2;
		if (n == 5)
			return v == 1 ? 2000 : 200 * v;
		return -1;
	case B350:
		if (n == 3)
			return three;
		if (n == 4)
			return v == 1 ? 5000 : 1000 * v;
		if (n == 5)
			return v == 1 ? 5000 : 1000 * v;
		return -1;
	case SIX:
		if (n == 3)
			return three;
		if (n == 4)
			return v == 1 ? 2000 : 200 * v;
		if (n == 5)
			return v == 1 ? 4000 : 400 * v;
		if (n == 6)
			return v == 1 ? -1 : 1000 * v;
		return -1;
	}
	return -1;
}

/* The value of one block of n dice read as a single combination (the best
 * reading when several apply), or -1 when the block is no combination. */
static int
block_value(const struct law *L, const int *face, int n)
{
	int count[7] = {0};
	for (int i = 0; i < n; i++)
		count[face[i]]++;
	int best = -1;
	if (n == 1) {
		if (face[0] == 1)
			best = 100;
		if (face[0] == 5)
			best = 50;
	}
	if (n >= 3)
		for (int v = 1; v <= 6; v++)
			if (count[v] == n) {
				int a = alike_value(L, n, v);
				if (a > best)
					best = a;
			}
	if (n == 5 && L->preset != SIX) {
		bool low = count[1] && count[2] && count[3] && count[4] && count[5];
		bool high = count[2] && count[3] && count[4] && count[5] && count[6];
		if (low || high) {
			int s = L->preset == BOOKLET ? 1000 : 1500;
			if (s > best)
				best = s;
		}
	}
	if (n == 6 && L->preset == SIX) {
		bool all = true, even = true;
		for (int v = 1; v <= 6; v++) {
			all = all && count[v] == 1;
			even = even && count[v] % 2 == 0;
		}
		if (L->straight6 && all && 1200 > best)
			best = 1200;
		if (L->pairs && even && 600 > best)
			best = 600;
	}
	return best;
}

/* tapis-games(7), 10000 AND 5000, Scoring: "dice of one face are never split
 * among themselves: n alike always count as the n-alike combination".  Dice
 * in blocks of one face (singles and n alike) may be spread over several
 * blocks only where the table has no row for that many alike; a straight or
 * three pairs is a block of several faces and takes its dice whatever the
 * rows. */
static bool
split_allowed(const struct law *L, const int *face, const int *blocks, int nblocks)
{
	for (int v = 1; v <= 6; v++) {
		int alike = 0, nb = 0;
		for (int b = 0; b < nblocks; b++) {
			int n = 0;
			bool one_face = true;
			for (int i = 0; i < DICE_MAX; i++)
				if (blocks[b] & (1 << i)) {
					n++;
					one_face = one_face && face[i] == v;
				}
			if (one_face) {
				alike += n;
				nb++;
			}
		}
		if (nb > 1 && alike >= 3 && alike_value(L, alike, v) > 0)
			return false;
	}
	return true;
}

/* Every set partition of the positions elem[0..k-1]: element i joins one of
 * the blocks so far or opens a new one.  bval[mask] is the value of the block
 * of those positions.  Keeps in *best the highest sum over partitions whose
 * every block is a combination and that the rule allows. */
static void
partitions(const struct law *L, const int *face, const int *elem, int k, int i,
    int *blocks, int nblocks, const int *bval, int *best)
{
	if (i == k) {
		int sum = 0;
		for (int b = 0; b < nblocks; b++) {
			if (bval[blocks[b]] < 0)
				return;
			sum += bval[blocks[b]];
		}
		if (sum > *best && split_allowed(L, face, blocks, nblocks))
			*best = sum;
		return;
	}
	int bit = 1 << elem[i];
	for (int b = 0; b < nblocks; b++) {
		blocks[b] |= bit;
		partitions(L, face, elem, k, i + 1, blocks, nblocks, bval, best);
		blocks[b] &= ~bit;
	}
	blocks[nblocks] = bit;
	partitions(L, face, elem, k, i + 1, blocks, nblocks + 1, bval, best);
}

/* For a throw face[0..n-1]: full[mask] is the best value of splitting
 * exactly the dice at positions `mask` into combinations, -1 if there is no
 * such split (full[0] is 0: nothing set aside). */
static void
brute_force(const struct law *L, const int *face, int n, int *full)
{
	int bval[1 << DICE_MAX];
	int nmask = 1 << n;
	bval[0] = -1;
	for (int mask = 1; mask < nmask; mask++) {
		int f[DICE_MAX], k = 0;
		for (int i = 0; i < n; i++)
			if (mask & (1 << i))
				f[k++] = face[i];
		bval[mask] = block_value(L, f, k);
	}
	full[0] = 0;
	for (int mask = 1; mask < nmask; mask++) {
		int elem[DICE_MAX], k = 0, blocks[DICE_MAX];
		for (int i = 0; i < n; i++)
			if (mask & (1 << i))
				elem[k++] = i;
		int best = -1;
		partitions(L, face, elem, k, 0, blocks, 0, bval, &best);
		full[mask] = best;
	}
}

/* ------------------------------------------------------------------ */
/* Helpers over the engine. */

/* Each test gets its scorer (about 470 KB) from a setup, built from a
 * preset and some options, and the teardown frees it even when the test
 * fails. */
static int
scorer_setup(void **state, const char *preset, const char *const *options)
{
	const struct farkle_preset *p = farkle_preset_find(preset);
	if (p == NULL)
		return -1;
	struct farkle_rules r = p->rules;
	char why[FARKLE_WHY];
	for (; options != NULL && *options != NULL; options++)
		if (!said(farkle_option_set(&r, *options, &said_msg), &said_msg, why,
		    sizeof why)) {
			print_error("%s: %s\n", *options, why);
			return -1;
		}
	struct farkle_scorer *s = malloc(sizeof *s);
	if (s == NULL)
		return -1;
	farkle_scorer_init(s, &r);
	*state = s;
	return 0;
}

static int
setup_10000(void **state)
{
	return scorer_setup(state, "10000", NULL);
}

/* 5000 with a straight of five dice beside its straight of six. */
static int
setup_5000_straight5(void **state)
{
	static const char *const opts[] = {"straight=750", NULL};
	return scorer_setup(state, "5000", opts);
}

/* 5000 with a straight of six worth less than one of five and a 1. */
static int
setup_5000_straight6_less(void **state)
{
	static const char *const opts[] = {"straight=1000", "straight6=500", NULL};
	return scorer_setup(state, "5000", opts);
}

/* 5000 with straight=750, no straight of six and a lone 1 worth nothing:
 * 1-2-3-4-5 and 2-3-4-5-6 are then worth the same, and six in a row
 * nothing. */
static int
setup_5000_two_straights(void **state)
{
	static const char *const opts[] = {"straight=750", "straight6=0", "single1=0", NULL};
	return scorer_setup(state, "5000", opts);
}

static int
setup_10000_350(void **state)
{
	return scorer_setup(state, "10000:350", NULL);
}

static int
setup_5000(void **state)
{
	return scorer_setup(state, "5000", NULL);
}

static int
setup_5000_plain(void **state)
{
	static const char *const opts[] = {"pairs=0", "straight6=0", NULL};
	return scorer_setup(state, "5000", opts);
}

static int
setup_10000_kind4_off(void **state)
{
	static const char *const opts[] = {"kind4=off", NULL};
	return scorer_setup(state, "10000", opts);
}

static int
setup_350_kind5_off(void **state)
{
	static const char *const opts[] = {"kind5=off", NULL};
	return scorer_setup(state, "10000:350", opts);
}

static int
setup_5000_kind4_off(void **state)
{
	static const char *const opts[] = {"kind4=off", NULL};
	return scorer_setup(state, "5000", opts);
}

static int
setup_10000_kind4_values(void **state)
{
	static const char *const opts[] = {"kind4=0,400,600,800,100,1200", NULL};
	return scorer_setup(state, "10000", opts);
}

static int
setup_5000_six1_no(void **state)
{
	static const char *const opts[] = {"six1=no", NULL};
	return scorer_setup(state, "5000", opts);
}

static int
teardown_scorer(void **state)
{
	free(*state);
	*state = NULL;
	return 0;
}

/* A tally from faces typed as digits ("115"). */
static struct tally
T(const char *faces)
{
	struct tally t = {{0}};
	for (const char *p = faces; *p; p++)
		if (*p >= '1' && *p <= '6')
			t.count[*p - '0']++;
	return t;
}

static int
value(const struct farkle_scorer *s, const char *faces)
{
	struct tally t = T(faces);
	return farkle_group_value(s, &t);
}

static struct farkle_eval
eval(const struct farkle_scorer *s, const char *faces)
{
	struct tally t = T(faces);
	return farkle_evaluate(s, &t);
}

static void
assert_tally(const struct tally *got, const char *faces)
{
	struct tally want = T(faces);
	char g[32], w[32];
	tally_format(got, g, sizeof g);
	tally_format(&want, w, sizeof w);
	assert_string_equal(g, w);
}

/* ------------------------------------------------------------------ */
/* The exhaustive check. */

#define MAX_REPORTS 12

/* Whether group a comes before b in the order the best group has always
 * been chosen in, among those of equal value and dice: fewer 6s first,
 * then fewer 5s, and so on (the order tally_next_within counts them in). */
static bool
counted_first(const struct tally *a, const struct tally *b)
{
	for (int f = 6; f >= 1; f--)
		if (a->count[f] != b->count[f])
			return a->count[f] < b->count[f];
	return false;
}

/* Scores every throw of L->dice dice both ways; returns how many throws
 * score nothing (as the engine says).  Fails with the first differences. */
static int
exhaustive(const struct farkle_scorer *s, const struct law *L, const char *name)
{
	int n = L->dice;
	int nthrows = 1;
	for (int i = 0; i < n; i++)
		nthrows *= 6;
	int busts = 0, bad = 0, groups = 0;
	for (int code = 0; code < nthrows; code++) {
		int face[DICE_MAX];
		for (int i = 0, c = code; i < n; i++, c /= 6)
			face[i] = c % 6 + 1;
		int full[1 << DICE_MAX];
		brute_force(L, face, n, full);

		struct tally thrown = {{0}};
		for (int i = 0; i < n; i++)
			thrown.count[face[i]]++;
		struct dice typed = {n, {0}};
		for (int i = 0; i < n; i++)
			typed.face[i] = (unsigned char)face[i];
		char tf[32];
		dice_format(&typed, tf, sizeof tf);

		int want_best = 0, want_dice = 0;
		struct tally want_scoring = {{0}}, want_group = {{0}};
		for (int mask = 1; mask < (1 << n); mask++) {
			struct tally sub = {{0}};
			for (int i = 0; i < n; i++)
				if (mask & (1 << i))
					sub.count[face[i]]++;
			if (L->preset == SIX && sub.count[1] == 6)
				continue;       /* six 1s: no value in tapis-games(7) */
			int got = farkle_group_value(s, &sub);
			groups++;
			if (got != full[mask] && bad++ < MAX_REPORTS) {
				char sf[32];
				tally_format(&sub, sf, sizeof sf);
				print_error("%s: throw %s, set aside %s: expected %d, got %d\n",
				    name, tf, sf, full[mask], got);
			}
			int k = tally_total(&sub);
			if (full[mask] > want_best ||
			    (full[mask] > 0 && full[mask] == want_best && k > want_dice)) {
				want_best = full[mask];
				want_dice = k;
				want_group = sub;
			} else if (full[mask] > 0 && full[mask] == want_best && k == want_dice &&
			    counted_first(&sub, &want_group)) {
				want_group = sub;
			}
			if (full[mask] > 0)
				for (int f = 1; f <= 6; f++)
					if (sub.count[f] > want_scoring.count[f])
						want_scoring.count[f] = sub.count[f];
		}

		struct farkle_eval e = farkle_evaluate(s, &thrown);
		if (e.best == 0)
			busts++;
		if (L->preset == SIX && thrown.count[1] == 6) {
			if (!e.wins && bad++ < MAX_REPORTS)
				print_error("%s: throw %s does not win\n", name, tf);
			continue;
		}
		if (e.best != want_best && bad++ < MAX_REPORTS)
			print_error("%s: throw %s: best keep expected %d, got %d\n",
			    name, tf, want_best, e.best);
		if (e.wins && bad++ < MAX_REPORTS)
			print_error("%s: throw %s wins the game\n", name, tf);
		/* the group shown as the best is one the player may set aside,
		 * is worth what is announced, and on a tie has the most dice,
		 * then is the first counted */
		if (e.best > 0) {
			int gv = farkle_group_value(s, &e.best_group);
			if ((!tally_within(&e.best_group, &thrown) || gv != e.best ||
			    tally_total(&e.best_group) != want_dice ||
			    !tally_equal(&e.best_group, &want_group)) &&
			    bad++ < MAX_REPORTS) {
				char bf[32];
				tally_format(&e.best_group, bf, sizeof bf);
				print_error("%s: throw %s: best group %s (%d dice, worth %d), "
				    "expected %d dice worth %d\n", name, tf, bf,
				    tally_total(&e.best_group), gv, want_dice, e.best);
			}
		}
		/* the dice that can be set aside at all */
		if (!tally_equal(&e.scoring, &want_scoring) && bad++ < MAX_REPORTS) {
			char a[32], b[32];
			tally_format(&want_scoring, a, sizeof a);
			tally_format(&e.scoring, b, sizeof b);
			print_error("%s: throw %s: scoring dice expected '%s', got '%s'\n",
			    name, tf, a, b);
		}
	}
	assert_int_equal(bad, 0);
	assert_true(groups > nthrows);
	return busts;
}

static void
test_exhaustive_10000(void **state)
{
	/* five dice with no 1, no 5 and no three alike */
	assert_int_equal(exhaustive(*state, &law_booklet, "10000"), 600);
}

static void
test_exhaustive_10000_350(void **state)
{
	assert_int_equal(exhaustive(*state, &law_350, "10000:350"), 600);
}

static void
test_exhaustive_5000(void **state)
{
	/* six dice from {2,3,4,6} with no three alike, less three pairs */
	assert_int_equal(exhaustive(*state, &law_5000, "5000"), 1080);
}

static void
test_exhaustive_10000_kind4_off(void **state)
{
	assert_int_equal(exhaustive(*state, &law_booklet_kind4_off, "10000 kind4=off"), 600);
}

static void
test_exhaustive_350_kind5_off(void **state)
{
	assert_int_equal(exhaustive(*state, &law_350_kind5_off, "10000:350 kind5=off"), 600);
}

static void
test_exhaustive_5000_kind4_off(void **state)
{
	assert_int_equal(exhaustive(*state, &law_5000_kind4_off, "5000 kind4=off"), 1080);
}

static void
test_exhaustive_5000_no_pairs_no_straight(void **state)
{
	assert_int_equal(exhaustive(*state, &law_5000_plain, "5000 pairs=0 straight6=0"),
	    1440);
}

/* ------------------------------------------------------------------ */
/* Values a table checks by hand. */

static void
test_spot_10000(void **state)
{
	const struct farkle_scorer *s = *state;
	assert_int_equal(value(s, "115"), 250);
	assert_int_equal(value(s, "1115"), 1050);
	assert_int_equal(value(s, "111"), 1000);
	assert_int_equal(value(s, "222"), 200);
	assert_int_equal(value(s, "666"), 600);
	assert_int_equal(value(s, "5555"), 750);
	assert_int_equal(value(s, "1111"), 1500);
	assert_int_equal(value(s, "2222"), 300);
	assert_int_equal(value(s, "44444"), 800);
	assert_int_equal(value(s, "11111"), 2000);
	assert_int_equal(value(s, "12345"), 1000);
	assert_int_equal(value(s, "23456"), 1000);
	assert_int_equal(value(s, "1"), 100);
	assert_int_equal(value(s, "5"), 50);
	/* a die in no combination spoils the group */
	assert_int_equal(value(s, "13"), -1);
	assert_int_equal(value(s, "22"), -1);
	assert_int_equal(value(s, "2"), -1);

	struct farkle_eval e = eval(s, "11534");
	assert_int_equal(e.best, 250);
	assert_tally(&e.best_group, "115");
	assert_false(e.wins);
	e = eval(s, "23466");
	assert_int_equal(e.best, 0);        /* a bust */
	e = eval(s, "54321");
	assert_int_equal(e.best, 1000);
	assert_tally(&e.best_group, "12345");
}

static void
test_spot_10000_350(void **state)
{
	const struct farkle_scorer *s = *state;
	assert_int_equal(value(s, "12345"), 1500);
	assert_int_equal(value(s, "23456"), 1500);
	assert_int_equal(value(s, "2222"), 2000);
	assert_int_equal(value(s, "1111"), 5000);
	/* five alike are the five-alike row, the yam of seed 002, although
	 * four alike and a lone 1 or 5 would add up to more: alike dice are
	 * never split among themselves */
	assert_int_equal(value(s, "11111"), 5000);
	assert_int_equal(value(s, "55555"), 5000);
	assert_int_equal(value(s, "33333"), 3000);
	assert_int_equal(value(s, "11115"), 5050);
	struct farkle_eval e = eval(s, "11111");
	assert_int_equal(e.best, 5000);
	assert_tally(&e.best_group, "11111");   /* the tie goes to more dice */
	e = eval(s, "55552");
	assert_int_equal(e.best, 5000);
	assert_tally(&e.best_group, "5555");
	assert_int_equal(value(s, "115"), 250);
	assert_int_equal(value(s, "1115"), 1050);
}

static void
test_spot_5000(void **state)
{
	const struct farkle_scorer *s = *state;
	assert_int_equal(value(s, "223344"), 600);
	assert_int_equal(value(s, "123456"), 1200);
	/* four of a kind plus a pair is three pairs: max(600, 400) */
	assert_int_equal(value(s, "222233"), 600);
	assert_int_equal(value(s, "2222"), 400);
	assert_int_equal(value(s, "1111"), 2000);
	assert_int_equal(value(s, "22222"), 800);
	assert_int_equal(value(s, "11111"), 4000);
	assert_int_equal(value(s, "333333"), 3000);
	/* no five-dice straight in 5000 */
	assert_int_equal(value(s, "12345"), -1);
	assert_int_equal(eval(s, "123455").best, 200);

	assert_true(eval(s, "111111").wins);
	assert_false(eval(s, "111115").wins);
	assert_false(eval(s, "555555").wins);
}

/* 5000 with straight=750: five in a row and a sixth die that scores add
 * up, one that does not leaves the six nothing; six in a row are the
 * straight of six, worth more than five and the sixth. */
static void
test_straight5_in_six_dice(void **state)
{
	const struct farkle_scorer *s = *state;
	assert_int_equal(value(s, "12345"), 750);
	assert_int_equal(value(s, "23456"), 750);
	assert_int_equal(value(s, "123455"), 800);
	assert_int_equal(value(s, "123451"), 850);
	assert_int_equal(value(s, "123452"), -1);
	struct farkle_eval e = eval(s, "123452");
	assert_int_equal(e.best, 750);
	assert_tally(&e.best_group, "12345");
	assert_int_equal(value(s, "123456"), 1200);
}

/* Two best groups of as many dice (1-2-3-4-5 and 2-3-4-5-6 in 1 2 3 4 5
 * 6, each 750, the six together nothing): the one a throw's line shows
 * is the first counted, the 1s turning fastest: the one of fewer 6s. */
static void
test_best_group_tie(void **state)
{
	const struct farkle_scorer *s = *state;
	assert_int_equal(value(s, "123456"), -1);
	assert_int_equal(value(s, "12345"), 750);
	assert_int_equal(value(s, "23456"), 750);
	struct farkle_eval e = eval(s, "654321");
	assert_int_equal(e.best, 750);
	assert_tally(&e.best_group, "12345");
	assert_tally(&e.scoring, "123456");
}

/* straight6=500 beside straight=1000: six in a row count as what is worth
 * more, five of them and the 1 (1100). */
static void
test_straight6_worth_less(void **state)
{
	const struct farkle_scorer *s = *state;
	assert_int_equal(value(s, "123456"), 1100);
	assert_int_equal(eval(s, "654321").best, 1100);
}

/* No group holds more dice than a hand, and no throw of none or of more
 * than a hand has one. */
static void
test_more_dice_than_a_hand(void **state)
{
	const struct farkle_scorer *s = *state;
	assert_int_equal(value(s, "1111111"), -1);
	struct farkle_eval e = eval(s, "1111111");
	assert_int_equal(e.best, 0);
	assert_int_equal(tally_total(&e.scoring), 0);
	e = eval(s, "");
	assert_int_equal(e.best, 0);
	assert_int_equal(tally_total(&e.best_group), 0);
}

/* Alike dice in the presets where splitting them would not pay anyway. */
static void
test_alike_whole_10000(void **state)
{
	const struct farkle_scorer *s = *state;
	assert_int_equal(value(s, "11111"), 2000);   /* not 1500 + 100 */
	assert_int_equal(value(s, "55555"), 1000);   /* not 750 + 50 */
	assert_int_equal(value(s, "1111"), 1500);    /* not 1000 + 100 */
	assert_int_equal(value(s, "11"), 200);       /* no row of two: two singles */
}

static void
test_alike_whole_5000(void **state)
{
	const struct farkle_scorer *s = *state;
	assert_int_equal(value(s, "11111"), 4000);
	assert_int_equal(value(s, "555555"), 5000);
	assert_int_equal(value(s, "1111"), 2000);
	/* three pairs may take four alike as two pairs */
	assert_int_equal(value(s, "555522"), 600);
	assert_int_equal(value(s, "111155"), 2100);  /* the row beats three pairs */
}

/* kind4=off: four alike fall back to the best split, as three and a single. */
static void
test_kind4_off_10000(void **state)
{
	const struct farkle_scorer *s = *state;
	assert_int_equal(value(s, "1111"), 1100);
	assert_int_equal(value(s, "5555"), 550);
	assert_int_equal(value(s, "2222"), -1);      /* the fourth 2 is in nothing */
	assert_int_equal(value(s, "11111"), 2000);   /* the row of five is still on */
	assert_int_equal(eval(s, "22225").best, 250);
}

/* kind5=off in 10000:350: five alike are four alike and a single again. */
static void
test_kind5_off_350(void **state)
{
	const struct farkle_scorer *s = *state;
	assert_int_equal(value(s, "11111"), 5100);
	assert_int_equal(value(s, "55555"), 5050);
	assert_int_equal(value(s, "22222"), -1);
	assert_int_equal(value(s, "1111"), 5000);
}

/* kind4 given face by face, one face off: a row that is on is taken whole
 * even where a split would be worth more; a face whose row is off splits. */
static void
test_kind4_values(void **state)
{
	const struct farkle_scorer *s = *state;
	assert_int_equal(value(s, "1111"), 1100);    /* 1s off: 1000 + 100 */
	assert_int_equal(value(s, "2222"), 400);
	assert_int_equal(value(s, "5555"), 100);     /* the row, not 500 + 50 */
	assert_int_equal(value(s, "55551"), 200);
	assert_int_equal(eval(s, "55552").best, 500);  /* three 5s pay more */
	assert_int_equal(value(s, "55555"), 1000);   /* kind5 is untouched */
}

static void
test_six_ones_no_win(void **state)
{
	const struct farkle_scorer *s = *state;
	struct farkle_eval e = eval(s, "111111");
	assert_false(e.wins);
	assert_true(e.best > 0);            /* still a scoring throw */
}

static void
test_groups_of(void **state)
{
	const struct farkle_scorer *s = *state;
	struct tally thrown = T("11534"), out[16];

	int n = farkle_groups_of(s, &thrown, 2, out, 16);
	assert_int_equal(n, 2);
	bool ones = false, onefive = false;
	for (int i = 0; i < n; i++) {
		struct tally a = T("11"), b = T("15");
		ones = ones || tally_equal(&out[i], &a);
		onefive = onefive || tally_equal(&out[i], &b);
	}
	assert_true(ones && onefive);

	n = farkle_groups_of(s, &thrown, 3, out, 16);
	assert_int_equal(n, 1);
	assert_tally(&out[0], "115");

	assert_int_equal(farkle_groups_of(s, &thrown, 4, out, 16), 0);
	assert_int_equal(farkle_groups_of(s, &thrown, 5, out, 16), 0);

	n = farkle_groups_of(s, &thrown, 1, out, 16);
	assert_int_equal(n, 2);             /* a 1 or a 5 */

	/* the count is right even when out has no room */
	assert_int_equal(farkle_groups_of(s, &thrown, 2, out, 0), 2);

	struct farkle_eval e = farkle_evaluate(s, &thrown);
	assert_tally(&e.scoring, "115");
}

#define WITH(test, setup) cmocka_unit_test_setup_teardown(test, setup, teardown_scorer)

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		WITH(test_spot_10000, setup_10000),
		WITH(test_spot_10000_350, setup_10000_350),
		WITH(test_spot_5000, setup_5000),
		WITH(test_straight5_in_six_dice, setup_5000_straight5),
		WITH(test_straight6_worth_less, setup_5000_straight6_less),
		WITH(test_best_group_tie, setup_5000_two_straights),
		WITH(test_more_dice_than_a_hand, setup_5000),
		WITH(test_six_ones_no_win, setup_5000_six1_no),
		WITH(test_alike_whole_10000, setup_10000),
		WITH(test_alike_whole_5000, setup_5000),
		WITH(test_kind4_off_10000, setup_10000_kind4_off),
		WITH(test_kind5_off_350, setup_350_kind5_off),
		WITH(test_kind4_values, setup_10000_kind4_values),
		WITH(test_groups_of, setup_10000),
		WITH(test_exhaustive_10000, setup_10000),
		WITH(test_exhaustive_10000_350, setup_10000_350),
		WITH(test_exhaustive_5000, setup_5000),
		WITH(test_exhaustive_5000_no_pairs_no_straight, setup_5000_plain),
		WITH(test_exhaustive_10000_kind4_off, setup_10000_kind4_off),
		WITH(test_exhaustive_350_kind5_off, setup_350_kind5_off),
		WITH(test_exhaustive_5000_kind4_off, setup_5000_kind4_off),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
