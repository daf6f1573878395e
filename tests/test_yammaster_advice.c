/* Yam Master's advice (issue 22): `odds` against a direct count over
 * every throw, written here with its own statement of what dice make;
 * the Appel after a sec; the words odds takes; `hint`'s choices, that it
 * changes nothing and that the same state gives the same answer twice,
 * however it was reached, and on any number of threads. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "advice.h"
#include "dice.h"
#include "engine.h"
#include "families.h"
#include "i18n.h"
#include "yammaster.h"
#include "yammaster_advice.h"

static const char *const names[YAMMASTER_PLAYERS] = {"alice", "bob"};

struct table {
	const struct engine *e;
	struct yammaster_rules r;
	struct yammaster_state st;
	struct advice a;
	struct msg why;
};

static struct table *
table_new(void)
{
	struct table *t = calloc(1, sizeof *t);
	assert_non_null(t);
	t->e = &yammaster_engine;
	assert_true(t->e->preset("yam-master", &t->r));
	t->e->start(&t->r, &t->st, 2);
	return t;
}

/* An entry as typed, which the engine must take. */
static void
entry(struct table *t, int verb, const char *word)
{
	struct action a = {verb, {0, {0}}, {0, 0}};
	union outcome out;
	char *w = (char *)word;
	if (verb == YAMMASTER_THROW || verb == YAMMASTER_KEEP)
		assert_true(dice_parse(1, &w, &a.dice, &t->why));
	else if (verb != YAMMASTER_PASS)
		assert_true(yammaster_words.args->parse(&t->r, &a, 1, &w, &t->why));
	assert_true(t->e->apply(&t->r, &t->st, names, &a, &out, &t->why));
}

static bool
odds(struct table *t, int argc, const char *w1, const char *w2)
{
	char *argv[2] = {(char *)w1, (char *)w2};
	return t->e->advice->advise(&t->r, &t->st, ADVICE_ODDS, argc, argv, NULL, &t->a, &t->why);
}

static bool
hint(struct table *t, long budget)
{
	memset(&t->a, 0, sizeof t->a);
	t->a.budget = budget;
	return t->e->advice->advise(&t->r, &t->st, ADVICE_HINT, 0, NULL, NULL, &t->a, &t->why);
}

/* ---- the direct count: every throw as the dice fall, one by one */

/* What five dice make, said again here: a number v three or more of it;
 * Full three and two alike, or five; Suite 1-5 or 2-6; Carré four alike
 * or more; small a sum of 8 or less; Yam five alike. */
static bool
makes(const int *face, int kind)
{
	int count[7] = {0}, sum = 0, most = 0, pairs = 0, threes = 0;
	for (int i = 0; i < 5; i++) {
		count[face[i]]++;
		sum += face[i];
	}
	for (int f = 1; f <= 6; f++) {
		most = count[f] > most ? count[f] : most;
		pairs += count[f] == 2;
		threes += count[f] == 3;
	}
	switch (kind) {
	case KIND_FULL:
		return (threes == 1 && pairs == 1) || most == 5;
	case KIND_SUITE:
		return most == 1 && (count[1] == 0 || count[6] == 0);
	case KIND_CARRE:
		return most >= 4;
	case KIND_SMALL:
		return sum <= 8;
	case KIND_YAM:
		return most == 5;
	default:
		return count[kind + 1] >= 3;
	}
}

/* A hand's place in the memo: its counts in base 6. */
static int
key(const int *face)
{
	int count[7] = {0}, k = 0;
	for (int i = 0; i < 5; i++)
		count[face[i]]++;
	for (int f = 1; f <= 6; f++)
		k = k * 6 + count[f];
	return k;
}

#define SPAN 46656
static double memo[3][SPAN];
static int memo_kind = -1;

static double chance(const int *face, int kind, int left);

/* The chance after keeping the dice of face whose bit is set in kept,
 * with `left` throws to come: each of the 6^n throws of the others. */
static double
after_keep(const int *face, unsigned kept, int kind, int left)
{
	int hand[5], thrown[5], n = 0, total = 1;
	for (int i = 0; i < 5; i++)
		if (!(kept >> i & 1))
			thrown[n++] = i;
	for (int i = 0; i < n; i++)
		total *= 6;
	double sum = 0;
	for (int code = 0; code < total; code++) {
		memcpy(hand, face, sizeof hand);
		for (int i = 0, c = code; i < n; i++, c /= 6)
			hand[thrown[i]] = 1 + c % 6;
		sum += chance(hand, kind, left - 1);
	}
	return sum / total;
}

/* The chance of making kind from hand face with `left` throws to come,
 * keeping at best. */
static double
chance(const int *face, int kind, int left)
{
	if (makes(face, kind))
		return 1;
	if (left == 0)
		return 0;
	double *m = &memo[left][key(face)];
	if (*m >= 0)
		return *m;
	double best = 0;
	for (unsigned kept = 0; kept < 31; kept++) {
		double p = after_keep(face, kept, kind, left);
		best = p > best ? p : best;
	}
	return *m = best;
}

static void
memo_for(int kind)
{
	if (memo_kind == kind)
		return;
	for (int l = 0; l < 3; l++)
		for (int i = 0; i < SPAN; i++)
			memo[l][i] = -1;
	memo_kind = kind;
}

/* The chance after keeping dice k of hand (faces), `left` throws to come,
 * counted directly. */
static double
direct_keep(const struct dice *hand, const struct dice *k, int kind, int left)
{
	int face[5];
	unsigned kept = 0;
	struct tally want = dice_tally(k);
	for (int i = 0; i < 5; i++) {
		face[i] = hand->face[i];
		if (want.count[face[i]] > 0) {
			want.count[face[i]]--;
			kept |= 1u << i;
		}
	}
	memo_for(kind);
	return after_keep(face, kept, kind, left);
}

/* Every row of `odds KIND` after the throws given, against the count. */
static void
check_rows(const char *const *throws, int nthrows, const char *word, int kind)
{
	struct table *t = table_new();
	for (int i = 0; i < nthrows; i++)
		entry(t, YAMMASTER_THROW, throws[i]);     /* all five each time */
	assert_true(odds(t, 1, word, NULL));
	int left = THROWS_MAX - t->st.turn.count;
	assert_true(t->a.n > 0);
	for (int i = 0; i < t->a.n; i++) {
		const struct advice_choice *c = &t->a.choice[i];
		struct dice none = {0, {0}};
		if (c->has_entry && c->entry.verb == YAMMASTER_PLACE) {
			assert_true(c->value == 1);
			continue;
		}
		double want = direct_keep(&t->st.turn.hand, c->has_entry ? &c->entry.dice : &none,
		    kind, left);
		if (c->value < want - 1e-9 || c->value > want + 1e-9)
			fail_msg("%s after %s, row %d: %.12f, counted %.12f", word, throws[nthrows - 1],
			    i, c->value, want);
		if (i > 0)
			assert_true(c->value <= t->a.choice[i - 1].value);
	}
	free(t);
}

static void
test_odds_one_throw_left(void **state)
{
	(void)state;
	static const char *const words[] = {"1", "2", "3", "4", "5", "6", "full", "suite",
	    "carre", "small", "yam"};
	/* a first throw, then a second of all five again: one throw left */
	const char *throws[] = {"12456", "33152"};
	for (int k = 0; k < YM_KINDS; k++)
		check_rows(throws, 2, words[k], k);
}

static void
test_odds_two_throws_left(void **state)
{
	(void)state;
	const char *hands[] = {"33152", "11124", "23456", "66611"};
	static const int kinds[] = {KIND_3, KIND_FULL, KIND_SUITE, KIND_SMALL, KIND_YAM};
	static const char *const words[] = {"3", "full", "suite", "small", "yam"};
	for (size_t h = 0; h < sizeof hands / sizeof hands[0]; h++)
		for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
			check_rows(&hands[h], 1, words[k], kinds[k]);
}

/* Before the first throw: one row, the chance of the turn. */
static void
test_odds_before_a_throw(void **state)
{
	(void)state;
	struct table *t = table_new();
	static const int kinds[] = {KIND_YAM, KIND_FULL, KIND_4};
	static const char *const words[] = {"yam", "full", "4"};
	for (size_t k = 0; k < 3; k++) {
		assert_true(odds(t, 1, words[k], NULL));
		assert_int_equal(t->a.n, 1);
		assert_false(t->a.choice[0].has_entry);
		assert_int_equal(t->a.choice[0].then_throw, 5);
		memo_for(kinds[k]);
		double sum = 0;
		for (int code = 0; code < 7776; code++) {
			int face[5];
			for (int i = 0, c = code; i < 5; i++, c /= 6)
				face[i] = 1 + c % 6;
			sum += chance(face, kinds[k], 2);
		}
		double want = sum / 7776;
		assert_true(t->a.choice[0].value > want - 1e-9 && t->a.choice[0].value < want + 1e-9);
	}
	/* the Yam in three throws, as published: 4.60% */
	assert_true(odds(t, 1, "yam", NULL));
	assert_true(t->a.choice[0].value > 0.0460 && t->a.choice[0].value < 0.0461);
	free(t);
}

/* A call after a sec that is only a Carré lapses unless a die of the four
 * is thrown again: the keeps of all four are worth nothing to an Appel,
 * and any major answers the others. */
static void
test_odds_appel_after_sec(void **state)
{
	(void)state;
	struct table *t = table_new();
	entry(t, YAMMASTER_THROW, "44442");
	assert_true(odds(t, 1, "appel", NULL));
	bool saw_barred = false, saw_open = false;
	for (int i = 0; i < t->a.n; i++) {
		const struct advice_choice *c = &t->a.choice[i];
		assert_true(c->has_first);
		assert_int_equal(c->first.verb, YAMMASTER_CALL);
		struct tally k = c->has_entry ? dice_tally(&c->entry.dice) : (struct tally){{0}};
		if (k.count[4] == 4) {
			assert_true(c->value == 0);
			saw_barred = true;
		} else if (k.count[4] == 3) {
			assert_true(c->value > 0.3);   /* four again, or another major */
			saw_open = true;
		}
	}
	assert_true(saw_barred && saw_open);
	/* no sec, no call: each major called with each keep, as the major */
	struct table *u = table_new();
	entry(u, YAMMASTER_THROW, "12456");
	assert_true(odds(u, 1, "appel", NULL));
	double appel = u->a.choice[0].value;
	assert_true(odds(u, 1, "suite", NULL));
	assert_true(appel == u->a.choice[0].value);
	free(u);
	free(t);
}

/* The words: a cell is its kind; several kinds each their best way,
 * labelled; none, every free kind; a closed Sec and junk refused. */
static void
test_odds_words(void **state)
{
	(void)state;
	struct table *t = table_new();
	entry(t, YAMMASTER_THROW, "33152");
	assert_true(odds(t, 1, "d2", NULL));        /* a Full */
	double full = t->a.choice[0].value;
	assert_true(odds(t, 1, "full", NULL));
	assert_true(full == t->a.choice[0].value);
	assert_null(t->a.choice[0].about);
	assert_true(odds(t, 2, "full", "3"));
	assert_int_equal(t->a.n, 2);
	assert_string_equal(t->a.choice[0].about, "3");
	assert_string_equal(t->a.choice[1].about, "full");
	assert_true(odds(t, 0, NULL, NULL));
	assert_int_equal(t->a.n, 12);       /* 1 to 6, the five majors, an Appel: no sec */
	for (int i = 1; i < t->a.n; i++)
		assert_true(t->a.choice[i].value <= t->a.choice[i - 1].value);
	assert_false(odds(t, 1, "sec", NULL));
	assert_false(odds(t, 1, "f9", NULL));
	assert_false(odds(t, 1, "brelan", NULL));
	/* a kind named twice is weighed once; two kinds, one closed (no sec
	 * after the first throw): refused, it was named */
	assert_true(odds(t, 2, "full", "d2"));
	assert_int_equal(t->a.n, 1);
	assert_false(odds(t, 2, "full", "sec"));
	/* nothing to weigh once the game is over */
	t->st.over = true;
	assert_false(odds(t, 0, NULL, NULL));
	char why[64];
	assert_string_equal(msg_text(&t->why, why, sizeof why), "the game is over");
	t->st.over = false;
	/* made now: the free cells of the kind at 100% first (3s b1 a5) */
	struct table *u = table_new();
	entry(u, YAMMASTER_THROW, "33312");
	assert_true(odds(u, 1, "3", NULL));
	assert_int_equal(u->a.choice[0].entry.verb, YAMMASTER_PLACE);
	assert_int_equal(u->a.choice[0].entry.arg[0], 1);
	assert_int_equal(u->a.choice[1].entry.arg[0], 20);
	assert_true(u->a.choice[0].value == 1 && u->a.choice[1].value == 1);
	free(u);
	free(t);
}

/* The Appel after the first throw: closed where the call lapsed (a sec of
 * only a Carré, all four kept) or where none was made, refused in one
 * line; with no throw left and the major called not made, nothing to do
 * but pass. */
static void
test_odds_appel_after_call(void **state)
{
	(void)state;
	struct table *t = table_new();
	char why[160];
	entry(t, YAMMASTER_THROW, "44442");
	entry(t, YAMMASTER_CALL, "full");
	entry(t, YAMMASTER_KEEP, "4444");
	entry(t, YAMMASTER_THROW, "3");
	assert_true(t->st.call_lapsed);
	assert_false(odds(t, 1, "appel", NULL));
	assert_string_equal(msg_text(&t->why, why, sizeof why), "an Appel takes a major called"
	    " after the first throw: the Appel cells are closed this turn");
	assert_int_equal(t->a.n, 0);
	free(t);
	/* no call made after the first throw: closed from the second on */
	t = table_new();
	entry(t, YAMMASTER_THROW, "12346");
	entry(t, YAMMASTER_THROW, "12346");
	assert_false(odds(t, 1, "appel", NULL));
	assert_string_equal(msg_text(&t->why, why, sizeof why), "an Appel takes a major called"
	    " after the first throw: the Appel cells are closed this turn");
	assert_int_equal(t->a.n, 0);
	struct table *u = table_new();
	entry(u, YAMMASTER_THROW, "12346");
	entry(u, YAMMASTER_CALL, "yam");
	entry(u, YAMMASTER_THROW, "12346");
	entry(u, YAMMASTER_THROW, "12346");
	assert_true(odds(u, 1, "appel", NULL));
	assert_int_equal(u->a.n, 1);
	assert_int_equal(u->a.choice[0].entry.verb, YAMMASTER_PASS);
	assert_true(u->a.choice[0].value == 0);
	free(u);
	free(t);
}

/* odds with no word weighs every kind with a free cell: both 1s taken (a1
 * alice's, e4 bob's), eleven rows and none of the 1s; a kind named twice
 * among others (full, 3, d2 a Full) is weighed once. */
static void
test_odds_free_kinds(void **state)
{
	(void)state;
	struct table *t = table_new();
	t->st.cell[0] = 0;
	t->st.cell[19] = 1;
	t->st.placed[0] = t->st.placed[1] = 1;
	t->st.turns = 2;
	entry(t, YAMMASTER_THROW, "33152");
	assert_true(odds(t, 0, NULL, NULL));
	assert_int_equal(t->a.n, 11);
	for (int i = 0; i < t->a.n; i++)
		assert_string_not_equal(t->a.choice[i].about, "1");
	char *argv[3] = {"full", "3", "d2"};
	assert_true(t->e->advice->advise(&t->r, &t->st, ADVICE_ODDS, 3, argv, NULL, &t->a, &t->why));
	assert_int_equal(t->a.n, 2);
	free(t);
}

/* ---- hint */

/* Every choice is one the engine takes, a chance with its error; a pass
 * only with no throw left; the games played are the budget. */
static void
check_choices(struct table *t, long budget)
{
	assert_true(hint(t, budget));
	assert_true(t->a.sampled);
	assert_false(t->a.exact);
	assert_int_equal(t->a.goal, ADVICE_WIN);
	assert_int_equal(t->a.playouts, budget);
	assert_true(t->a.n > 0);
	for (int i = 0; i < t->a.n; i++) {
		const struct advice_choice *c = &t->a.choice[i];
		struct yammaster_state copy = t->st;
		union outcome out;
		assert_true(c->value >= 0 && c->value <= 1);
		assert_true(c->error >= 0 && c->error < 0.5);
		if (c->has_first)
			assert_true(t->e->apply(&t->r, &copy, names, &c->first, &out, &t->why));
		if (c->has_entry)
			assert_true(t->e->apply(&t->r, &copy, names, &c->entry, &out, &t->why));
		if (c->has_entry && c->entry.verb == YAMMASTER_PASS)
			assert_int_equal(t->st.turn.count, THROWS_MAX);
		/* the advised first, then the others down from the best */
		if (i > 1)
			assert_true(c->value <= t->a.choice[i - 1].value);
	}
}

static void
test_hint_choices(void **state)
{
	(void)state;
	struct table *t = table_new();
	check_choices(t, 200);          /* before a throw: the chance from here */
	assert_int_equal(t->a.n, 1);
	assert_int_equal(t->a.choice[0].then_throw, 5);
	entry(t, YAMMASTER_THROW, "33351");  /* 3s b1 a5, and keeps; a call open */
	check_choices(t, 400);
	bool place = false, call = false;
	for (int i = 0; i < t->a.n; i++) {
		place = place || (t->a.choice[i].has_entry &&
		    t->a.choice[i].entry.verb == YAMMASTER_PLACE);
		call = call || t->a.choice[i].has_first;
	}
	assert_true(place && call);
	entry(t, YAMMASTER_KEEP, "333");
	check_choices(t, 300);      /* dice kept named: no throw of all five offered */
	for (int i = 0; i < t->a.n; i++)
		assert_true(t->a.choice[i].then_throw < 5);
	entry(t, YAMMASTER_THROW, "12");
	entry(t, YAMMASTER_KEEP, "333");
	entry(t, YAMMASTER_THROW, "64");   /* 3 3 3 4 6, no throw left */
	check_choices(t, 300);
	bool pass = false;
	for (int i = 0; i < t->a.n; i++)
		pass = pass || (t->a.choice[i].has_entry &&
		    t->a.choice[i].entry.verb == YAMMASTER_PASS);
	assert_true(pass);
	free(t);
}

/* A budget smaller than the choices: each is still played once at least,
 * and the games played are said as many. */
static void
test_hint_budget_below_choices(void **state)
{
	(void)state;
	struct table *t = table_new();
	entry(t, YAMMASTER_THROW, "33351");
	assert_true(hint(t, 3));
	assert_true(t->a.n > 3);
	assert_true(t->a.playouts >= t->a.n);
	for (int i = 0; i < t->a.n; i++)
		assert_true(t->a.choice[i].value >= 0 && t->a.choice[i].value <= 1);
	free(t);
}

/* hint reads the state and changes nothing in it. */
static void
test_hint_changes_nothing(void **state)
{
	(void)state;
	struct table *t = table_new();
	entry(t, YAMMASTER_THROW, "12456");
	struct yammaster_state before = t->st;
	struct yammaster_rules rules = t->r;
	assert_true(hint(t, 300));
	assert_memory_equal(&before, &t->st, sizeof before);
	assert_memory_equal(&rules, &t->r, sizeof rules);
	assert_true(odds(t, 0, NULL, NULL));
	assert_memory_equal(&before, &t->st, sizeof before);
	free(t);
}

/* The same state, the same answer: twice, and reached another way (the
 * dice kept named, then the throw typed as the dice thrown, or as the
 * whole hand). */
static void
test_hint_same_answer(void **state)
{
	(void)state;
	struct table *t = table_new(), *u = table_new();
	entry(t, YAMMASTER_THROW, "33152");
	entry(t, YAMMASTER_KEEP, "33");
	entry(t, YAMMASTER_THROW, "146");
	entry(u, YAMMASTER_THROW, "33152");
	entry(u, YAMMASTER_KEEP, "33");
	entry(u, YAMMASTER_THROW, "13346");
	assert_memory_equal(&t->st, &u->st, sizeof t->st);
	assert_true(hint(t, 500));
	struct advice first = t->a;
	assert_true(hint(t, 500));
	assert_memory_equal(&first, &t->a, sizeof first);
	assert_true(hint(u, 500));
	assert_memory_equal(&first, &u->a, sizeof first);
	free(t);
	free(u);
}

/* The same answer on 1, 2, 3 and 16 threads, to the bit: at states of
 * games the playouts' player plays (before a throw, after each of the
 * three, dice kept named, a call made), and at budgets that share out
 * unevenly (fewer games than a thread's share, a prime). */
static void
test_hint_any_threads(void **state)
{
	(void)state;
	static const int threads[] = {2, 3, 16};
	static const long budgets[] = {600, 37, 1009};
	struct table *t = table_new();
	struct ym_tables *tables = malloc(sizeof *tables);
	struct advice *one = malloc(sizeof *one), *many = malloc(sizeof *many);
	assert_non_null(tables);
	assert_non_null(one);
	assert_non_null(many);
	ym_tables_init(tables);
	struct ym_rng g;
	ym_rng_seed(&g, 29, 2);
	int asked = 0, seen[THROWS_MAX + 1] = {0};
	bool called = false, kept = false;
	for (int step = 0; asked < 9 && step < 2000; step++) {
		struct action a, pass = {YAMMASTER_PASS, {0, {0}}, {0, 0}};
		if (t->st.over)
			t->e->start(&t->r, &t->st, 2);
		if (step % 7 == 3) {
			long budget = budgets[asked % 3];
			assert_true(yammaster_advise_hint(&t->r, &t->st, budget, 1, one, &t->why));
			assert_int_equal(one->playouts, budget);
			for (int k = 0; k < 3; k++) {
				assert_true(yammaster_advise_hint(&t->r, &t->st, budget, threads[k], many,
				    &t->why));
				assert_int_equal(many->n, one->n);
				assert_memory_equal(one, many, sizeof *one);
			}
			seen[t->st.turn.count]++;
			called = called || t->st.call >= 0;
			kept = kept || t->st.turn.kept.n > 0;
			asked++;
		}
		assert_true(ym_policy_act(&t->r, tables, &t->st, &g, &a));
		if (!ym_apply(&t->r, &t->st, &a))
			assert_true(ym_apply(&t->r, &t->st, &pass));
	}
	assert_int_equal(asked, 9);
	/* the states asked were of every kind said above (seed 29 finds
	 * them all in its first nine) */
	for (int n = 0; n <= THROWS_MAX; n++)
		assert_true(seen[n] > 0);
	assert_true(called);
	assert_true(kept);
	free(many);
	free(one);
	free(tables);
	free(t);
}

/* Whether hint's choices include keeping exactly the dice `word` (the
 * rest thrown). */
static bool
hint_keeps(const struct table *t, const char *word)
{
	struct dice d;
	char *w = (char *)word;
	struct msg why;
	assert_true(dice_parse(1, &w, &d, &why));
	struct tally want = dice_tally(&d);
	for (int i = 0; i < t->a.n; i++) {
		const struct advice_choice *c = &t->a.choice[i];
		struct tally have = c->has_entry && c->entry.verb == YAMMASTER_KEEP
		    ? dice_tally(&c->entry.dice) : (struct tally){{0}};
		if (c->has_entry && c->entry.verb == YAMMASTER_KEEP && tally_equal(&want, &have)) {
			assert_int_equal(c->then_throw, 5 - d.n);
			return true;
		}
	}
	return false;
}

/* Dice kept named, however poor a keep (a 1 and a 6 of 1 2 4 5 6, which
 * no kind's best keeps): the hint still weighs throwing the rest of them,
 * what the player is about to do, beside the keeps it finds better. */
static void
test_hint_weighs_the_keep_named(void **state)
{
	(void)state;
	struct table *t = table_new();
	entry(t, YAMMASTER_THROW, "12456");
	assert_true(hint(t, 300));
	assert_false(hint_keeps(t, "16"));
	entry(t, YAMMASTER_KEEP, "16");
	check_choices(t, 300);
	assert_true(hint_keeps(t, "16"));
	free(t);
}

/* Whether any of hint's choices begins with a call. */
static bool
hint_calls(const struct table *t)
{
	for (int i = 0; i < t->a.n; i++)
		if (t->a.choice[i].has_first)
			return true;
	return false;
}

/* A call is offered with the keeps after the first throw only where an
 * Appel cell is free: both taken (c1 alice's, d3 bob's), none. */
static void
test_hint_no_call_without_appel(void **state)
{
	(void)state;
	struct table *t = table_new();
	entry(t, YAMMASTER_THROW, "12456");
	assert_true(hint(t, 200));
	assert_true(hint_calls(t));
	t->e->start(&t->r, &t->st, 2);
	t->st.cell[2] = 0;
	t->st.cell[13] = 1;
	t->st.placed[0] = t->st.placed[1] = 1;
	t->st.turns = 2;
	entry(t, YAMMASTER_THROW, "12456");
	check_choices(t, 200);
	assert_false(hint_calls(t));
	free(t);
}

/* Five alike have few keeps (none to four of them): every one is weighed,
 * however few the kinds' best keeps and the most valuable ones make. */
static void
test_hint_every_keep_of_five_alike(void **state)
{
	(void)state;
	struct table *t = table_new();
	entry(t, YAMMASTER_THROW, "11111");
	check_choices(t, 300);
	assert_true(hint_keeps(t, "1"));
	assert_true(hint_keeps(t, "11"));
	assert_true(hint_keeps(t, "111"));
	assert_true(hint_keeps(t, "1111"));
	bool all_five = false;
	for (int i = 0; i < t->a.n; i++)
		all_five = all_five || (!t->a.choice[i].has_entry && t->a.choice[i].then_throw == 5);
	assert_true(all_five);
	free(t);
}

/* The third throw makes nothing (1 2 3 4 6): the one choice is to pass. */
static void
test_hint_only_a_pass(void **state)
{
	(void)state;
	struct table *t = table_new();
	entry(t, YAMMASTER_THROW, "12346");
	entry(t, YAMMASTER_THROW, "12346");
	entry(t, YAMMASTER_THROW, "12346");
	check_choices(t, 100);
	assert_int_equal(t->a.n, 1);
	assert_true(t->a.choice[0].has_entry);
	assert_int_equal(t->a.choice[0].entry.verb, YAMMASTER_PASS);
	assert_int_equal(t->a.playouts, 100);
	/* no budget given: the default's games */
	assert_true(hint(t, 0));
	assert_int_equal(t->a.playouts, YAMMASTER_BUDGET);
	free(t);
}

/* Alice's twelfth pawn ends the game on the points, bob ahead (his three
 * on row 5): every place the third throw (1 1 1 2 3) opens says it loses
 * the game, and the pass (which the playouts' player makes) is weighed
 * beside them. */
static void
test_hint_places_that_lose(void **state)
{
	(void)state;
	struct table *t = table_new();
	static const int alice[] = {3, 15}, bob[] = {20, 21, 22};
	for (int i = 0; i < 2; i++)
		t->st.cell[alice[i]] = 0;
	for (int i = 0; i < 3; i++)
		t->st.cell[bob[i]] = 1;
	t->st.placed[0] = t->st.placed[1] = 11;
	t->st.turns = 22;
	for (int i = 0; i < THROWS_MAX; i++)
		entry(t, YAMMASTER_THROW, "11123");
	check_choices(t, 300);
	int places = 0, passes = 0;
	for (int i = 0; i < t->a.n; i++) {
		const struct advice_choice *c = &t->a.choice[i];
		assert_true(c->has_entry);
		if (c->entry.verb == YAMMASTER_PASS) {
			passes++;
			continue;
		}
		assert_int_equal(c->entry.verb, YAMMASTER_PLACE);
		assert_int_equal(c->why, ADVICE_WHY_ENDS_LOST);
		assert_true(c->value == 0);
		places++;
	}
	assert_int_equal(passes, 1);
	assert_int_equal(places, 4);     /* a1 e4 (the 1s), a3 d4 (<=8) */
	free(t);
}

/* Late in a game only the Sec cells (c2, b4) and an Appel cell (c1) are
 * free, 11 pawns each on the others in no line of five: after a second
 * throw with no call, nothing can be placed this turn and no kind is
 * aimed at, yet a throw is left: the hint weighs throws, never a pass. */
static void
test_hint_late_nothing_to_aim_at(void **state)
{
	(void)state;
	struct table *t = table_new();
	for (int i = 0; i < YAMMASTER_CELLS; i++) {
		int row = i / 5, col = i % 5;
		if (i == 2 || i == 7 || i == 16)
			continue;
		/* a checkerboard, a1 and b1 swapped to break the diagonal */
		t->st.cell[i] = (int8_t)(i == 0 ? 1 : i == 1 ? 0 : (row + col) % 2);
		t->st.placed[t->st.cell[i]]++;
	}
	assert_int_equal(t->st.placed[0], 11);
	assert_int_equal(t->st.placed[1], 11);
	assert_false(yammaster_line_of_five(t->st.cell, 0));
	assert_false(yammaster_line_of_five(t->st.cell, 1));
	t->st.turns = 22;
	entry(t, YAMMASTER_THROW, "12346");
	entry(t, YAMMASTER_THROW, "12346");
	check_choices(t, 200);
	for (int i = 0; i < t->a.n; i++) {
		const struct advice_choice *c = &t->a.choice[i];
		assert_true(c->then_throw > 0);
		assert_false(c->has_first);
		assert_false(c->has_entry && c->entry.verb != YAMMASTER_KEEP);
	}
	free(t);
}

/* A pawn that makes alice's line of three (c3 d3 e3) but stops bob's
 * longer one (e1 e2 e3 e4): the reason hint gives is the block, of
 * four. */
static void
test_hint_reason_blocks_longer(void **state)
{
	(void)state;
	struct table *t = table_new();
	t->st.cell[12] = t->st.cell[13] = t->st.cell[20] = 0;
	t->st.cell[4] = t->st.cell[9] = t->st.cell[19] = 1;
	t->st.placed[0] = t->st.placed[1] = 3;
	t->st.turns = 6;
	entry(t, YAMMASTER_THROW, "23456");    /* a Suite: e3 (14) free */
	assert_true(hint(t, 200));
	bool seen = false;
	for (int i = 0; i < t->a.n; i++) {
		const struct advice_choice *c = &t->a.choice[i];
		if (c->has_entry && c->entry.verb == YAMMASTER_PLACE && c->entry.arg[0] == 14) {
			assert_int_equal(c->why, ADVICE_WHY_BLOCKS_LINE);
			assert_int_equal(c->why_seat, 1);
			assert_int_equal(c->why_n, 4);
			seen = true;
		}
	}
	assert_true(seen);
	free(t);
}

/* Where the board is the reason: a pawn that makes a line of three, one
 * that blocks the other's. */
static void
test_hint_reasons(void **state)
{
	(void)state;
	struct table *t = table_new();
	/* alice a1 (1) and b1 (3); bob e1 (6) and e2 (5): alice to play c1
	 * (Appel) to make three, or to block bob at e3 (Suite) */
	t->st.cell[0] = t->st.cell[1] = 0;
	t->st.cell[4] = t->st.cell[9] = 1;
	t->st.placed[0] = t->st.placed[1] = 2;
	t->st.turns = 4;
	entry(t, YAMMASTER_THROW, "23456");    /* a sec: suite e3 c4, sec c2 b4 */
	assert_true(hint(t, 300));
	bool blocks = false;
	for (int i = 0; i < t->a.n; i++) {
		const struct advice_choice *c = &t->a.choice[i];
		if (c->has_entry && c->entry.verb == YAMMASTER_PLACE && c->entry.arg[0] == 14) {
			assert_int_equal(c->why, ADVICE_WHY_BLOCKS_LINE);
			assert_int_equal(c->why_seat, 1);
			assert_int_equal(c->why_n, 3);
			blocks = true;
		}
	}
	assert_true(blocks);
	free(t);
}

/* The why hint gives for placing alice's pawn on a1 after 1 1 1 2 3 (a
 * brelan of 1s, and a sec: a1 and e4, the <=8 cells, the Sec cells), the
 * board first set to `alice` and `bob`, each a list of cells, and to the
 * pawns each has placed. */
static const struct advice_choice *
a1_reason(struct table *t, const int *alice, const int *bob, int placed_a, int placed_b)
{
	t->e->start(&t->r, &t->st, 2);
	for (; *alice >= 0; alice++)
		t->st.cell[*alice] = 0;
	for (; *bob >= 0; bob++)
		t->st.cell[*bob] = 1;
	t->st.placed[0] = placed_a;
	t->st.placed[1] = placed_b;
	t->st.turns = 2 * placed_b;
	entry(t, YAMMASTER_THROW, "11123");
	assert_true(hint(t, 200));
	for (int i = 0; i < t->a.n; i++) {
		const struct advice_choice *c = &t->a.choice[i];
		if (c->has_entry && c->entry.verb == YAMMASTER_PLACE && c->entry.arg[0] == 0)
			return c;
	}
	fail_msg("no choice of a1");
	return NULL;
}

/* Where placing ends the game: a line of five (a win), or alice's twelfth
 * pawn (the others on d1 and a4, in no line with it), which ends it on
 * the points (bob's line of three on row 5 a loss, no line either side a
 * draw); and a pawn that makes a line of three (a1 b1 c1, the run read on
 * from a1).  Once over, hint refuses. */
static void
test_hint_reasons_end(void **state)
{
	(void)state;
	struct table *t = table_new();
	static const int none[] = {-1}, b1c1[] = {1, 2, -1}, row1[] = {1, 2, 3, 4, -1},
	    row5[] = {20, 21, 22, -1}, apart[] = {3, 15, -1};
	const struct advice_choice *c = a1_reason(t, b1c1, none, 2, 2);
	assert_int_equal(c->why, ADVICE_WHY_MAKES_LINE);
	assert_int_equal(c->why_n, 3);
	c = a1_reason(t, row1, none, 4, 4);
	assert_int_equal(c->why, ADVICE_WHY_ENDS_WON);
	struct yammaster_state won = t->st;
	entry(t, YAMMASTER_PLACE, "a1");
	assert_true(t->st.over);
	assert_int_equal(t->st.winner, 0);
	assert_false(hint(t, 200));
	char why[100];
	msg_text(&t->why, why, sizeof why);
	assert_string_equal(why, "the game is over");
	t->st = won;
	c = a1_reason(t, apart, row5, 11, 11);
	assert_int_equal(c->why, ADVICE_WHY_ENDS_LOST);
	c = a1_reason(t, apart, none, 11, 11);
	assert_int_equal(c->why, ADVICE_WHY_ENDS_DRAWN);
	free(t);
}

/* The playouts' player ends every game it plays, through the engine, with
 * the rules as they are and with predator=yes, where a Yam may take a
 * pawn of the other player's off the board: the same seeds then play
 * some games otherwise. */
static void
test_playouts_end(void **state)
{
	(void)state;
	struct table *t = table_new();
	struct ym_tables *tables = malloc(sizeof *tables);
	struct yammaster_state *end = malloc(200 * sizeof *end);
	assert_non_null(tables);
	assert_non_null(end);
	ym_tables_init(tables);
	int other = 0;
	for (int predator = 0; predator < 2; predator++) {
		if (predator)
			assert_true(t->e->option_set(&t->r, "predator=yes", &t->why));
		for (int i = 0; i < 200; i++) {
			struct yammaster_state s = t->st;
			struct ym_rng g;
			ym_rng_seed(&g, 5, (uint64_t)i);
			double v = ym_playout(&t->r, tables, &s, 0, &g);
			assert_true(s.over);
			assert_true(v == 0 || v == 0.5 || v == 1);
			if (predator)
				other += memcmp(s.cell, end[i].cell, sizeof s.cell) != 0;
			else
				end[i] = s;
		}
	}
	assert_true(other > 0);
	free(end);
	free(tables);
	free(t);
}

/* Any board: the standard one's rows in another order (row 5 first), a
 * cell read as the kind the rules' board says, the hint's choices the
 * engine takes there. */
static void
test_any_board(void **state)
{
	(void)state;
	struct table *t = table_new();
	assert_true(t->e->option_set(&t->r, "board=3,2,carre,5,4/1,3,appel,4,6/2,carre,sec,full,5/"
	    "small,full,yam,appel,suite/6,sec,suite,small,1", &t->why));
	assert_true(t->e->check(&t->r, &t->why));
	t->e->start(&t->r, &t->st, 2);
	entry(t, YAMMASTER_THROW, "33312");
	assert_true(odds(t, 1, "a1", NULL));     /* a 3 there now */
	assert_int_equal(t->a.choice[0].entry.verb, YAMMASTER_PLACE);
	assert_int_equal(t->a.choice[0].entry.arg[0], 0);     /* a1 */
	assert_int_equal(t->a.choice[1].entry.arg[0], 6);     /* b2 */
	check_choices(t, 300);
	free(t);
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_odds_one_throw_left),
		cmocka_unit_test(test_odds_two_throws_left),
		cmocka_unit_test(test_odds_before_a_throw),
		cmocka_unit_test(test_odds_appel_after_sec),
		cmocka_unit_test(test_odds_words),
		cmocka_unit_test(test_odds_appel_after_call),
		cmocka_unit_test(test_odds_free_kinds),
		cmocka_unit_test(test_hint_choices),
		cmocka_unit_test(test_hint_budget_below_choices),
		cmocka_unit_test(test_hint_changes_nothing),
		cmocka_unit_test(test_hint_same_answer),
		cmocka_unit_test(test_hint_any_threads),
		cmocka_unit_test(test_hint_weighs_the_keep_named),
		cmocka_unit_test(test_hint_no_call_without_appel),
		cmocka_unit_test(test_hint_every_keep_of_five_alike),
		cmocka_unit_test(test_hint_only_a_pass),
		cmocka_unit_test(test_hint_places_that_lose),
		cmocka_unit_test(test_hint_late_nothing_to_aim_at),
		cmocka_unit_test(test_hint_reason_blocks_longer),
		cmocka_unit_test(test_hint_reasons),
		cmocka_unit_test(test_hint_reasons_end),
		cmocka_unit_test(test_playouts_end),
		cmocka_unit_test(test_any_board),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
