/* The Yams solitaire strategy and its advice (issue 12): the table against
 * a brute force written plainly here (every ordered throw, every keep of
 * dice by position, the final sheet added up by yams_column_sums), the
 * table's sanity, the odds against a known figure, that asking changes
 * nothing, and that following the advice scores what the table says. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "advice.h"
#include "dice.h"
#include "engine.h"
#include "families.h"
#include "said.h"
#include "yams.h"
#include "yams_solver.h"
#include "yams_solver_table.h"

#define WHY 256
#define CODES 46656               /* 6^6: dice as code_of numbers them */
/* The games played by the advice: 1000 (bench/yams-solver.c plays
 * 100,000), 200 where TAPIS_TEST_SAMPLE=small (the sanitizer build and
 * distcheck, which ./dev.sh runs after the plain build played the 1000). */
static int
sim_games(void)
{
	const char *sample = getenv("TAPIS_TEST_SAMPLE");
	return sample != NULL && strcmp(sample, "small") == 0 ? 200 : 1000;
}

/* a equal to b within eps, saying both when not */
static void
near(double a, double b, double eps, const char *file, int line)
{
	if (fabs(a - b) <= eps)
		return;
	print_error("%.9g is not %.9g within %g\n", a, b, eps);
	_fail(file, line);
}
#define assert_near(a, b, eps) near((a), (b), (eps), __FILE__, __LINE__)

static const char *const names[YAMS_MAX_PLAYERS] = {"alice", "bob", "carol", "dave"};

struct fixture {
	struct yams_rules classic, plain;   /* plain: classic without the bonus */
	void *classic_table, *plain_table;
};

static struct yams_rules
rules_of(const char *preset, const char *const *options)
{
	char why[WHY];
	struct yams_rules r;
	yams_preset_rules(yams_preset_find(preset), &r);
	for (; options != NULL && *options != NULL; options++)
		assert_true(said(yams_option_set(&r, *options, &said_msg), &said_msg, why,
		    sizeof why));
	return r;
}

static void *
table_for(const struct yams_rules *r)
{
	void *t = malloc(yams_solver_table_size(r, 0));
	assert_non_null(t);
	yams_solver_build(r, 0, t, 0);
	assert_true(yams_solver_table_fits(r, 0, t));
	return t;
}

static int
setup(void **state)
{
	static const char *const nobonus[] = {"bonus=0", NULL};
	struct fixture *f = calloc(1, sizeof *f);
	if (f == NULL)
		return -1;
	f->classic = rules_of("yams", NULL);
	f->plain = rules_of("yams", nobonus);
	f->classic_table = table_for(&f->classic);
	f->plain_table = table_for(&f->plain);
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	struct fixture *f = *state;
	free(f->classic_table);
	free(f->plain_table);
	free(f);
	return 0;
}

/* ---- the brute force: nothing of yams_solver.c */

struct brute {
	const struct yams_rules *r;
	/* finished sub-sheets already worked out: filled, values, total */
	int ncache;
	struct yams_column cache_col[128];
	double cache_val[128];
};

/* Dice (faces 1 to 6, 0 for none) as a number: how many of each face, in
 * base 6, whatever their order. */
static int
code_of(const int d[5])
{
	static const int weight[7] = {0, 1, 6, 36, 216, 1296, 7776};
	int c = 0;
	for (int i = 0; i < 5; i++)
		c += weight[d[i]];
	return c;
}

static double brute_total(struct brute *b, const struct yams_column *c);

/* Writing hand d at its best in column c: the expected final total.
 * Every free box the dice may go in (the forced joker), scored with the
 * joker's points where it plays, or scratched where the rules let a 0 go;
 * a Yahtzee bonus where it is earned. */
static double
brute_write(struct brute *b, const struct yams_column *c, const int d[5])
{
	struct dice dd = {5, {0}};
	for (int i = 0; i < 5; i++)
		dd.face[i] = (unsigned char)d[i];
	struct tally t = dice_tally(&dd);
	unsigned all = (1u << yams_nboxes(b->r)) - 1, open = all & ~c->filled;
	double best = -1;
	for (int box = 0; box < yams_nboxes(b->r); box++) {
		int where;
		if (!(open >> box & 1) || !yams_write_allowed(b->r, c, open, box, &t, &where))
			continue;
		bool made, joker;
		int v = yams_write_value(b->r, c, box, &t, &made, &joker);
		int earned = yams_yahtzee_earned(b->r, c, &t);
		for (int scratch = 0; scratch < 2; scratch++) {
			if (scratch && made && b->r->scratch_unmade)
				continue;
			struct yams_column n = *c;
			n.value[box] = (int16_t)(scratch ? 0 : v);
			n.filled |= (uint16_t)(1u << box);
			n.yahtzees += earned > 0;
			double x = brute_total(b, &n);
			if (x > best)
				best = x;
		}
	}
	return best;
}

/* The mean over every ordered throw of the dice not in `kept` (positions)
 * of next[hand]. */
static double
brute_throw(const int d[5], int kept, const double *next)
{
	int thrown[5], n = 0, hand[5];
	for (int i = 0; i < 5; i++)
		if (!(kept >> i & 1))
			thrown[n++] = i;
	int ways = 1;
	for (int i = 0; i < n; i++)
		ways *= 6;
	double sum = 0;
	for (int w = 0; w < ways; w++) {
		memcpy(hand, d, sizeof hand);
		for (int i = 0, x = w; i < n; i++, x /= 6)
			hand[thrown[i]] = x % 6 + 1;
		sum += next[code_of(hand)];
	}
	return sum / ways;
}

/* The turn of column c, by hand: write[] the best write of each hand,
 * last[] a hand's worth after the second throw, mid[] after the first. */
struct brute_turn {
	double write[CODES], last[CODES], mid[CODES];
	int nhands;
	int hand[252][5];
};

static void
brute_turn_make(struct brute *b, const struct yams_column *c, struct brute_turn *bt)
{
	int d[5];
	bt->nhands = 0;
	for (d[0] = 1; d[0] <= 6; d[0]++)
	for (d[1] = d[0]; d[1] <= 6; d[1]++)
	for (d[2] = d[1]; d[2] <= 6; d[2]++)
	for (d[3] = d[2]; d[3] <= 6; d[3]++)
	for (d[4] = d[3]; d[4] <= 6; d[4]++) {
		memcpy(bt->hand[bt->nhands++], d, sizeof d);
		bt->write[code_of(d)] = brute_write(b, c, d);
	}
	for (int pass = 0; pass < 2; pass++) {
		const double *next = pass == 0 ? bt->write : bt->last;
		double *out = pass == 0 ? bt->last : bt->mid;
		for (int h = 0; h < bt->nhands; h++) {
			memcpy(d, bt->hand[h], sizeof d);
			double best = bt->write[code_of(d)];
			int seen[32], nseen = 0;
			for (int kept = 0; kept < 31; kept++) {
				/* keeping other dice of the same faces is the same keep */
				int k[5] = {0, 0, 0, 0, 0}, kc, i = 0;
				for (int p = 0; p < 5; p++)
					if (kept >> p & 1)
						k[p] = d[p];
				kc = code_of(k);
				while (i < nseen && seen[i] != kc)
					i++;
				if (i < nseen)
					continue;
				seen[nseen++] = kc;
				double x = brute_throw(d, kept, next);
				if (x > best)
					best = x;
			}
			out[code_of(d)] = best;
		}
	}
}

static double
brute_turn_start(const struct brute_turn *bt)
{
	int none[5] = {1, 1, 1, 1, 1};
	return brute_throw(none, 0, bt->mid);
}

static double
brute_total(struct brute *b, const struct yams_column *c)
{
	unsigned all = (1u << yams_nboxes(b->r)) - 1;
	if ((c->filled & all) == all)
		return yams_column_sums(b->r, c).total;
	for (int i = 0; i < b->ncache; i++)
		if (memcmp(&b->cache_col[i], c, sizeof *c) == 0)
			return b->cache_val[i];
	struct brute_turn *bt = malloc(sizeof *bt);
	assert_non_null(bt);
	brute_turn_make(b, c, bt);
	double v = brute_turn_start(bt);
	free(bt);
	if (b->ncache < 128) {
		b->cache_col[b->ncache] = *c;
		b->cache_val[b->ncache++] = v;
	}
	return v;
}

/* ---- sheets */

/* A one-player game whose column has every box written but those in
 * `open`, from values (the boxes in sheet order). */
static struct yams_state
sheet(const struct yams_rules *r, const int *values, unsigned open)
{
	struct yams_state st;
	yams_start(&st, r, 1);
	struct yams_column *c = &st.player[0].col[0];
	for (int b = 0; b < yams_nboxes(r); b++)
		if (!(open >> b & 1)) {
			c->value[b] = (int16_t)values[b];
			c->filled |= (uint16_t)(1u << b);
		}
	return st;
}

static void
set_hand(struct yams_state *st, int count, const char *faces)
{
	st->turn.count = count;
	st->turn.hand.n = 5;
	for (int i = 0; i < 5; i++)
		st->turn.hand.face[i] = (unsigned char)(faces[i] - '0');
}

static double
hint_start(const struct yams_rules *r, const struct yams_state *st, const void *table)
{
	struct advice a;
	char why[WHY];
	assert_true(said(yams_advise_hint(r, st, table, &a, &said_msg), &said_msg, why,
	    sizeof why));
	assert_int_equal(a.n, 1);
	assert_false(a.choice[0].has_entry);
	assert_int_equal(a.choice[0].then_throw, 5);
	return a.choice[0].value;
}

/* The advice's value before the first throw of sheet (values, open)
 * against the brute force's. */
static void
check_sheet(const struct yams_rules *r, const void *table, const int *values, unsigned open)
{
	struct yams_state st = sheet(r, values, open);
	struct brute b = {r, 0, {{{0}, 0, 0, 0}}, {0}};
	double brute = brute_total(&b, &st.player[0].col[0]);
	double advised = hint_start(r, &st, table);
	assert_near(advised, brute, 2e-3);
}

/* a written sheet: 1 to 6 at three of each face (63), Min 10, Max 25,
 * Suite 20, Full 17, Carré 25, Yams 30 */
static const int written[YAMS_BOXES] = {3, 6, 9, 12, 15, 18, 10, 25, 20, 17, 25, 30};

static void
test_dice_space(void **state)
{
	(void)state;
	struct yams_dice_space ds;
	yams_dice_space_init(&ds);
	double sum = 0;
	int sizes[6] = {0};
	for (int k = 0; k < YAMS_KEEPS; k++) {
		sizes[ds.size[k]]++;
		sum += ds.chance[k];
		if (k > 0)
			assert_true(ds.size[k - 1] <= ds.size[k]);
		for (int f = 1; f <= 6; f++) {
			if (ds.add[k][f] >= 0)
				assert_int_equal(ds.sub[ds.add[k][f]][f], k);
			struct tally t;
			memcpy(t.count, ds.count[k], 7);
			assert_int_equal(yams_dice_index(&ds, &t), k);
		}
	}
	assert_int_equal(sizes[5], YAMS_HANDS);
	assert_int_equal(sizes[0] + sizes[1] + sizes[2] + sizes[3] + sizes[4], YAMS_FIRST_HAND);
	assert_near(sum, 1.0, 1e-12);
}

/* One box left: Yams, Full, a 6 that can make the bonus, Minimum under a
 * Maximum of 22 (where scratching can beat scoring), Maximum over a
 * Minimum of 12. */
static void
test_brute_one_box(void **state)
{
	struct fixture *f = *state;
	int v[YAMS_BOXES];
	memcpy(v, written, sizeof v);
	check_sheet(&f->classic, f->classic_table, v, 1u << BOX_YAMS);
	check_sheet(&f->classic, f->classic_table, v, 1u << BOX_FULL);
	v[BOX_5] = 20;    /* 1 to 5: 50; a 6 needs 12 or more for the bonus */
	check_sheet(&f->classic, f->classic_table, v, 1u << BOX_6);
	v[BOX_MAX] = 22;
	check_sheet(&f->classic, f->classic_table, v, 1u << BOX_MIN);
	v[BOX_MIN] = 12;
	check_sheet(&f->classic, f->classic_table, v, 1u << BOX_MAX);
}

/* Two boxes left: Carré and Yams; a 4 and Suite with the bonus at stake. */
static void
test_brute_two_boxes(void **state)
{
	struct fixture *f = *state;
	int v[YAMS_BOXES];
	memcpy(v, written, sizeof v);
	check_sheet(&f->plain, f->plain_table, v, 1u << BOX_CARRE | 1u << BOX_YAMS);
	v[BOX_5] = 10, v[BOX_6] = 24;    /* 1 to 6 but 4: 52; a 4 needs 12 */
	check_sheet(&f->classic, f->classic_table, v, 1u << BOX_4 | 1u << BOX_SUITE);
}

/* The values of a sheet's boxes in its order, from "key=value" pairs
 * (the others 0). */
static void
values_of(const struct yams_rules *r, const char *const *pairs, int *v)
{
	memset(v, 0, YAMS_BOXES_MAX * sizeof *v);
	for (; *pairs != NULL; pairs++) {
		char key[16];
		int n;
		assert_int_equal(sscanf(*pairs, "%15[^=]=%d", key, &n), 2);
		int b = yams_box_find(r, key);
		assert_true(b >= 0);
		v[b] = n;
	}
}

/* The open boxes of r named by keys. */
static unsigned
open_of(const struct yams_rules *r, const char *const *keys)
{
	unsigned open = 0;
	for (; *keys != NULL; keys++)
		open |= 1u << yams_box_find(r, *keys);
	return open;
}

/* A small sheet of Yahtzee's kinds (its joker, its bonus), the forced
 * joker, the house rule of the 0, Yahtzee's bonus without the joker or
 * with the house rule, and a sheet with no five alike: the
 * table against the brute force, a Yahtzee in hand or not. */
static void
test_brute_sheets(void **state)
{
	(void)state;
	static const char *const yz[] = {"sheet=1,5,6,fullhouse:25,small:30,large:40,yahtzee:50",
	    "bonus=0", "yahtzeebonus=100", "joker=free", NULL};
	static const char *const filled[] = {"1=3", "5=25", "6=18", "fullhouse=25", "small=30",
	    "large=40", "yahtzee=50", NULL};
	struct yams_rules r = rules_of("yams", yz);
	void *t = table_for(&r);
	int v[YAMS_BOXES_MAX];
	values_of(&r, filled, v);
	/* the Yahtzee box at 50, the 5s written: a joker and a bonus */
	check_sheet(&r, t, v, open_of(&r, (const char *const[]){"fullhouse", "large", NULL}));
	/* the 5s open: no joker for five 5s yet */
	check_sheet(&r, t, v, open_of(&r, (const char *const[]){"5", "large", NULL}));
	/* the Yahtzee box open: its 50 makes the bonus possible */
	check_sheet(&r, t, v, open_of(&r, (const char *const[]){"yahtzee", "fullhouse", NULL}));
	/* the Yahtzee box at 0: a joker, no bonus */
	v[yams_box_find(&r, "yahtzee")] = 0;
	check_sheet(&r, t, v, open_of(&r, (const char *const[]){"fullhouse", "small", NULL}));
	free(t);
	static const char *const forced[] = {"sheet=1,5,6,fullhouse:25,small:30,large:40,"
	    "yahtzee:50", "bonus=0", "yahtzeebonus=100", "joker=forced", NULL};
	r = rules_of("yams", forced);
	t = table_for(&r);
	values_of(&r, filled, v);
	check_sheet(&r, t, v, open_of(&r, (const char *const[]){"1", "large", NULL}));
	check_sheet(&r, t, v, open_of(&r, (const char *const[]){"6", "fullhouse", NULL}));
	free(t);
	static const char *const unmade[] = {"sheet=1,2,min,max,full,yams:30", "bonus=0",
	    "scratch=unmade", NULL};
	static const char *const pad[] = {"1=2", "2=6", "min=12", "max=25", "full=17", "yams=30",
	    NULL};
	r = rules_of("yams", unmade);
	t = table_for(&r);
	values_of(&r, pad, v);
	check_sheet(&r, t, v, open_of(&r, (const char *const[]){"1", "full", NULL}));
	check_sheet(&r, t, v, open_of(&r, (const char *const[]){"yams", "2", NULL}));
	free(t);
	/* Yahtzee's bonus with no joker, and the joker where a 0 is only for
	 * what was not made */
	static const char *const nojoker[] = {"sheet=1,5,6,fullhouse:25,small:30,large:40,"
	    "yahtzee:50", "bonus=0", "yahtzeebonus=100", "joker=none", NULL};
	static const char *const jokerunmade[] = {"sheet=1,5,6,fullhouse:25,small:30,large:40,"
	    "yahtzee:50", "bonus=0", "yahtzeebonus=100", "joker=free", "scratch=unmade", NULL};
	const char *const *const variants[] = {nojoker, jokerunmade};
	for (int i = 0; i < 2; i++) {
		r = rules_of("yams", variants[i]);
		t = table_for(&r);
		values_of(&r, filled, v);
		check_sheet(&r, t, v, open_of(&r, (const char *const[]){"fullhouse", "large", NULL}));
		check_sheet(&r, t, v, open_of(&r, (const char *const[]){"5", "small", NULL}));
		free(t);
	}
	/* a sheet with no box of five alike: no joker, no Yahtzee bonus */
	static const char *const none[] = {"sheet=1,2,min,max,full", "bonus=0", NULL};
	static const char *const pad5[] = {"1=2", "2=6", "min=12", "max=25", "full=17", NULL};
	r = rules_of("yams", none);
	t = table_for(&r);
	values_of(&r, pad5, v);
	check_sheet(&r, t, v, open_of(&r, (const char *const[]){"1", "full", NULL}));
	check_sheet(&r, t, v, open_of(&r, (const char *const[]){"min", "max", NULL}));
	free(t);
}

/* Past the limit, the table counts in steps: smaller, said approximate,
 * and near the exact one. */
static void
test_approximate_table(void **state)
{
	(void)state;
	static const char *const small[] = {"sheet=1,2,3,4,5,6,min,max,yams:30", NULL};
	struct yams_rules r = rules_of("yams", small);
	size_t exact_size = yams_solver_table_size(&r, 0);
	void *exact = table_for(&r);
	assert_true(yams_solver_exact(exact));
	size_t limit = exact_size / 3;
	size_t size = yams_solver_table_size(&r, limit);
	assert_true(size <= limit);
	void *steps = malloc(size);
	assert_non_null(steps);
	yams_solver_build(&r, limit, steps, 0);
	assert_true(yams_solver_table_fits(&r, limit, steps));
	assert_false(yams_solver_table_fits(&r, 0, steps));
	assert_false(yams_solver_exact(steps));
	assert_true(yams_solver_states(steps) < yams_solver_states(exact));
	struct yams_col_state empty = {0, 0, 0, 0};
	double a = yams_solver_value(exact, ORDER_ANY, empty);
	double b = yams_solver_value(steps, ORDER_ANY, empty);
	const struct yams_table_head *h = steps;
	print_message("# a sheet of 9 boxes: %.4f exact, %.4f in steps of %d and %d\n", a, b,
	    (int)h->qsub, (int)h->qpair);
	assert_true(b > a - 1 && b < a + 1);
	/* with no room at all, the coarsest steps: the lone value in one step
	 * of 26, the total in steps of the whole bonus */
	struct yams_table_head coarsest;
	yams_table_head(&r, 1, &coarsest);
	assert_int_equal(coarsest.qpair, 26);
	assert_int_equal(coarsest.qsub, coarsest.needs);
	assert_true(yams_table_bytes(&coarsest) < size);
	assert_false(yams_solver_exact(&coarsest));
	/* a room of one byte: the coarsest table there is, larger than the
	 * room, in steps of the total too (the table of that room, not exact) */
	size_t least = yams_solver_table_size(&r, 1);
	assert_true(least > 1 && least < size);
	void *coarse = malloc(least);
	assert_non_null(coarse);
	yams_solver_build(&r, 1, coarse, 0);
	h = coarse;
	assert_true(h->qsub > 1);
	assert_false(yams_solver_exact(coarse));
	assert_true(yams_solver_table_fits(&r, 1, coarse));
	assert_false(yams_solver_table_fits(&r, limit, coarse));
	free(coarse);
	free(exact);
	free(steps);
}

/* The build's inner work is compiled once a kind of machine (plain, AVX2,
 * AVX-512) and only the best the machine has runs: each copy this
 * machine can run builds the same tables as the best, for sheets that
 * take each of its paths (the bonus of 1 to 6, a lone Minimum or
 * Maximum, Yahtzee's bonus and joker, the 0 where unmade, a table in
 * steps).  The plain copy multiplies and adds apart where the machine
 * has no fast fused multiply-add: the same to a millionth of a point. */
static void
test_kernels_agree(void **state)
{
	(void)state;
	static const char *const minmax[] = {"sheet=1,2,3,min,max,yams:30", "bonus=10", "bonusat=9", NULL};
	static const char *const yz[] = {"sheet=1,5,6,fullhouse:25,small:30,large:40,yahtzee:50",
	    "bonus=0", "yahtzeebonus=100", "joker=free", NULL};
	static const char *const forced[] = {"sheet=1,6,small:30,yahtzee:50", "bonus=0",
	    "yahtzeebonus=100", "joker=forced", NULL};
	static const char *const unmade[] = {"sheet=1,2,min,max,full,yams:30", "bonus=0",
	    "scratch=unmade", NULL};
	static const char *const *const sheets[] = {minmax, yz, forced, unmade};
	static const enum yams_kernel kernels[] = {YAMS_KERNEL_PLAIN, YAMS_KERNEL_AVX2,
	    YAMS_KERNEL_AVX512};
	int ran = 0;
	for (size_t i = 0; i < sizeof sheets / sizeof sheets[0]; i++) {
		struct yams_rules r = rules_of("yams", sheets[i]);
		/* exact, then in steps (a third of the room) */
		for (int steps = 0; steps < 2; steps++) {
			size_t limit = steps ? yams_solver_table_size(&r, 0) / 3 : 0;
			size_t size = yams_solver_table_size(&r, limit);
			assert_true(yams_solver_use_kernel(YAMS_KERNEL_BEST));
			void *best = malloc(size);
			assert_non_null(best);
			yams_solver_build(&r, limit, best, 1);
			for (size_t k = 0; k < sizeof kernels / sizeof kernels[0]; k++) {
				if (!yams_solver_use_kernel(kernels[k]))
					continue;
				void *t = malloc(size);
				assert_non_null(t);
				yams_solver_build(&r, limit, t, 1);
				assert_true(yams_solver_table_fits(&r, limit, t));
				size_t n = yams_solver_states(t);
				assert_int_equal(n, yams_solver_states(best));
				const yams_real *a = yams_table_values_const(best);
				const yams_real *b = yams_table_values_const(t);
				for (size_t j = 0; j < n; j++)
					assert_near(a[j], b[j], 1e-6);
				free(t);
				ran += kernels[k] != YAMS_KERNEL_PLAIN;
			}
			free(best);
		}
	}
	assert_true(yams_solver_use_kernel(YAMS_KERNEL_BEST));
	/* a copy the machine cannot run is refused, and the best stays */
#if !defined(__x86_64__)
	assert_false(yams_solver_use_kernel(YAMS_KERNEL_AVX2));
#endif
	print_message("# %d builds by a copy other than the plain one\n", ran);
}

/* Mid-turn: after the second throw, each keep's value and each write's,
 * against the brute force. */
static void
test_brute_keeps(void **state)
{
	struct fixture *f = *state;
	int v[YAMS_BOXES];
	memcpy(v, written, sizeof v);
	unsigned open = 1u << BOX_CARRE | 1u << BOX_YAMS;
	struct yams_state st = sheet(&f->plain, v, open);
	set_hand(&st, 2, "22256");
	struct brute b = {&f->plain, 0, {{{0}, 0, 0, 0}}, {0}};
	struct brute_turn *bt = malloc(sizeof *bt);
	assert_non_null(bt);
	brute_turn_make(&b, &st.player[0].col[0], bt);
	struct advice a;
	char why[WHY];
	assert_true(said(yams_advise_hint(&f->plain, &st, f->plain_table, &a, &said_msg),
	    &said_msg, why, sizeof why));
	int hand[5] = {2, 2, 2, 5, 6}, keeps = 0, writes = 0;
	for (int i = 0; i < a.n; i++) {
		const struct advice_choice *c = &a.choice[i];
		if (i > 0)
			assert_true(a.choice[i - 1].value >= c->value);
		if (c->entry.verb == YAMS_SCORE || c->entry.verb == YAMS_SCRATCH) {
			assert_true(c->has_entry);
			struct yams_column n = st.player[0].col[0];
			struct tally t = dice_tally(&st.turn.hand);
			bool made;
			int box = c->entry.arg[0];
			int val = c->entry.verb == YAMS_SCRATCH ? 0 : yams_box_value(&f->plain, box, &t,
			    &made);
			n.value[box] = (int16_t)val;
			n.filled |= (uint16_t)(1u << box);
			assert_near(c->value, brute_total(&b, &n), 2e-3);
			writes++;
			continue;
		}
		/* a keep: the positions of the hand holding those dice */
		struct tally want = c->has_entry ? dice_tally(&c->entry.dice) : (struct tally){{0}};
		int kept = 0;
		for (int p = 0; p < 5; p++)
			if (want.count[hand[p]] > 0) {
				want.count[hand[p]]--;
				kept |= 1 << p;
			}
		assert_int_equal(c->then_throw, 5 - (c->has_entry ? c->entry.dice.n : 0));
		assert_near(c->value, brute_throw(hand, kept, bt->write), 2e-3);
		keeps++;
	}
	assert_int_equal(writes, 2);
	assert_int_equal(keeps, 4 * 2 * 2 - 1);   /* 0-3 twos, a 5 or not, a 6 or not */
	free(bt);
}

/* The table's value at (mask, sub), the lone Minimum or Maximum the
 * pair'th of its values (0, 5 to 30). */
static double
value_at(const void *table, unsigned mask, int sub, int pair)
{
	struct yams_col_state s = {(uint16_t)mask, sub, pair == 0 ? 0 : pair + 4, 0};
	return yams_solver_value(table, ORDER_ANY, s);
}

/* What every table must hold: no negative worth; a higher total of 1 to 6
 * never worse (the bonus, once made, banked); a higher lone Maximum never
 * worse; more boxes left never worth less than scratching one of them. */
static void
test_table_sanity(void **state)
{
	struct fixture *f = *state;
	const void *t = f->classic_table;
	int needs = yams_bonus_needs(&f->classic);
	assert_int_equal(needs, 61);
	double empty = value_at(t, 0, 0, 0);
	/* the published figure (README), in double precision */
	assert_near(empty, 192.0596697228, 1e-9);
	assert_true(yams_solver_states(t) > 1000000);
	for (unsigned mask = 0; mask < 0xfff; mask += 7) {
		unsigned upper = mask & 0x3f;
		if (upper == 0x3f)
			continue;
		int most = 0;
		for (int b = 0; b < 6; b++)
			most += (upper >> b & 1) * 5 * (b + 1);
		int top = most < needs ? most : needs;
		bool pair = (mask >> BOX_MIN & 1) != (mask >> BOX_MAX & 1);
		for (int p = 0; p < (pair ? YAMS_PAIR_VALUES : 1); p++)
			for (int s = 0; s < top; s++) {
				double lo = value_at(t, mask, s, p), hi = value_at(t, mask, s + 1, p);
				assert_true(lo >= 0);
				if (s + 1 < needs)
					assert_true(lo <= hi + 1e-3);
				else
					assert_true(lo <= hi + f->classic.bonus + 1e-3);
			}
		if ((mask >> BOX_MAX & 1) && !(mask >> BOX_MIN & 1))
			for (int p = 1; p < YAMS_PAIR_VALUES; p++)
				assert_true(value_at(t, mask, 0, p - 1) <= value_at(t, mask, 0, p) + 1e-3);
		for (int b = 0; b < YAMS_BOXES; b++) {
			if (mask >> b & 1)
				continue;
			struct yams_col_state s = {(uint16_t)mask, 0, 0, 0}, next;
			int points = yams_solver_write(&f->classic, s, b, 0, false, &next);
			assert_true(value_at(t, mask, 0, 0) + 1e-3 >= points
			    + yams_solver_value(t, ORDER_ANY, next));
		}
	}
	assert_near(value_at(t, 0xfff, 0, 0), 0, 0);
}

/* odds of one box (column col from 1, 0: the first open) */
static bool
odds1(const struct yams_rules *r, const struct yams_state *st, int box, struct advice *a)
{
	return yams_advise_odds(r, st, &box, 1, 0, a, &said_msg);
}

/* The chance of a Yams in three throws keeping for it: 2,783,176 / 60,466,176
 * (the Yahtzee figure); after the third throw nothing is left to weigh;
 * several boxes: the chance of one or another. */
static void
test_odds(void **state)
{
	struct fixture *f = *state;
	struct yams_state st;
	struct advice a;
	char why[WHY];
	yams_start(&st, &f->classic, 1);
	assert_true(said(odds1(&f->classic, &st, BOX_YAMS, &a), &said_msg, why, sizeof why));
	assert_int_equal(a.goal, ADVICE_CHANCE);
	assert_int_equal(a.n, 1);
	assert_near(a.choice[0].value, 2783176.0 / 60466176.0, 1e-9);
	double yams = a.choice[0].value;
	int boxes[3] = {BOX_YAMS, BOX_FULL, BOX_YAMS};
	assert_true(said(yams_advise_odds(&f->classic, &st, boxes, 3, 0, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_true(a.choice[0].value > yams);
	set_hand(&st, 3, "44444");
	assert_false(said(odds1(&f->classic, &st, BOX_YAMS, &a), &said_msg, why, sizeof why));
	assert_string_equal(why, "no throw is left this turn: odds weighs the throws to come;"
	    " write the dice (score BOX, or scratch BOX for 0)");
	/* no such box, nor column; and nothing to weigh once the game is over */
	set_hand(&st, 2, "14444");
	int none[2] = {BOX_YAMS, YAMS_BOXES_MAX};
	assert_false(said(yams_advise_odds(&f->classic, &st, none, 2, 0, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_string_equal(why, "there is no such box");
	assert_false(said(yams_advise_odds(&f->classic, &st, none, 1, 2, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_string_equal(why, "there is no such box");
	assert_false(said(yams_advise_odds(&f->classic, &st, none, 1, -1, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_string_equal(why, "there is no such box");
	none[0] = -1;
	assert_false(said(yams_advise_odds(&f->classic, &st, none, 1, 0, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_string_equal(why, "there is no such box");
	st.over = true;
	assert_false(said(odds1(&f->classic, &st, BOX_YAMS, &a), &said_msg, why, sizeof why));
	assert_string_equal(why, "the game is over");
	st.over = false;
	/* after the second throw, 4 4 4 4 1: keep the four 4s, 1 in 6 */
	set_hand(&st, 2, "14444");
	assert_true(said(odds1(&f->classic, &st, BOX_YAMS, &a), &said_msg, why, sizeof why));
	assert_int_equal(a.choice[0].entry.verb, YAMS_KEEP);
	assert_int_equal(a.choice[0].entry.dice.n, 4);
	assert_near(a.choice[0].value, 1.0 / 6, 1e-12);
	/* a Yams or a Carré from 4 4 4 4 1: already made (score carre) */
	boxes[1] = BOX_CARRE;
	assert_true(said(yams_advise_odds(&f->classic, &st, boxes, 2, 0, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_int_equal(a.choice[0].entry.verb, YAMS_SCORE);
	assert_int_equal(a.choice[0].entry.arg[0], BOX_CARRE);
	assert_near(a.choice[0].value, 1, 0);
	/* Maximum over a Minimum of 29: only 30 makes it, in one throw of five */
	int v[YAMS_BOXES];
	memcpy(v, written, sizeof v);
	v[BOX_MIN] = 29;
	st = sheet(&f->classic, v, 1u << BOX_MAX);
	set_hand(&st, 2, "66666");
	assert_true(said(odds1(&f->classic, &st, BOX_MAX, &a), &said_msg, why, sizeof why));
	assert_int_equal(a.choice[0].entry.verb, YAMS_SCORE);
	assert_near(a.choice[0].value, 1, 0);
	assert_non_null(a.note);
}

static void
test_advise_changes_nothing(void **state)
{
	struct fixture *f = *state;
	const struct engine *e = &yams_engine;
	struct yams_state st, before;
	struct advice a;
	char why[WHY];
	char *words[] = {"full"};
	yams_start(&st, &f->classic, 2);
	for (int step = 0; step < 3; step++) {
		if (step > 0)
			set_hand(&st, step, step == 1 ? "12336" : "33336");
		memcpy(&before, &st, sizeof st);
		assert_true(said(e->advice->advise(&f->classic, &st, ADVICE_HINT, 0, NULL,
		    f->classic_table, &a, &said_msg), &said_msg,
		    why, sizeof why));
		assert_true(a.n > 0);
		assert_true(said(e->advice->advise(&f->classic, &st, ADVICE_ODDS, 1, words, NULL,
		    &a, &said_msg), &said_msg, why,
		    sizeof why));
		assert_memory_equal(&before, &st, sizeof st);
	}
	char *bad[] = {"fulll"};
	assert_false(said(e->advice->advise(&f->classic, &st, ADVICE_ODDS, 1, bad, NULL, &a,
	    &said_msg), &said_msg, why, sizeof why));
	assert_false(said(e->advice->advise(&f->classic, &st, ADVICE_HINT, 0, NULL, f->plain_table,
	    &a, &said_msg), &said_msg, why,
	    sizeof why));
	assert_int_equal(e->advice->table_size(&f->classic, ADVICE_ODDS), 0);
	/* odds needs no table: any fits, its key says none */
	char key[64];
	assert_true(e->advice->table_key(&f->classic, ADVICE_ODDS, key, sizeof key));
	assert_string_equal(key, "none\n");
	assert_true(e->advice->table_fits(&f->classic, ADVICE_ODDS, NULL));
	assert_false(e->advice->table_fits(&f->classic, ADVICE_HINT, f->plain_table));
	/* no hint without the table, nor once the game is over */
	assert_false(said(e->advice->advise(&f->classic, &st, ADVICE_HINT, 0, NULL, NULL, &a,
	    &said_msg), &said_msg, why, sizeof why));
	assert_string_equal(why, "the Yams table was built for other rules: build it again");
	st.over = true;
	assert_false(said(e->advice->advise(&f->classic, &st, ADVICE_HINT, 0, NULL,
	    f->classic_table, &a, &said_msg), &said_msg, why, sizeof why));
	assert_string_equal(why, "the game is over");
}

/* ---- following the advice */

static uint64_t
xorshift(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

static struct action
throw_of(uint64_t *seed, int n)
{
	struct action a;
	memset(&a, 0, sizeof a);
	a.verb = YAMS_THROW;
	a.dice.n = n;
	for (int i = 0; i < n; i++)
		a.dice.face[i] = (unsigned char)(xorshift(seed) % 6 + 1);
	return a;
}

/* Plays a one-player game of r by the advice, through the engine; its
 * final score. */
static int
play_advised(const struct yams_rules *r, const void *table, uint64_t *seed)
{
	struct yams_state st;
	struct yams_outcome out;
	struct advice a;
	char why[WHY];
	yams_start(&st, r, 1);
	while (!st.over) {
		struct action next = throw_of(seed, 5);
		assert_true(said(yams_apply(r, &st, names, &next, &out, &said_msg),
		    &said_msg, why, sizeof why));
		for (;;) {
			assert_true(said(yams_advise_hint(r, &st, table, &a, &said_msg),
			    &said_msg, why, sizeof why));
			const struct advice_choice *c = &a.choice[0];
			if (c->has_entry)
				assert_true(said(yams_apply(r, &st, names, &c->entry, &out,
				    &said_msg), &said_msg, why, sizeof why));
			if (c->then_throw == 0)
				break;
			next = throw_of(seed, c->then_throw);
			assert_true(said(yams_apply(r, &st, names, &next, &out, &said_msg),
			    &said_msg, why, sizeof why));
		}
	}
	return st.score[0];
}

/* sim_games() games by the advice score the table's figure within three
 * standard errors (bench/yams-solver.c plays 100,000). */
static void
test_following_scores_the_table(void **state)
{
	struct fixture *f = *state;
	struct yams_state st;
	yams_start(&st, &f->classic, 1);
	double expected = hint_start(&f->classic, &st, f->classic_table);
	uint64_t seed = 0x9e3779b97f4a7c15u;
	double sum = 0, sq = 0;
	int games = sim_games();
	for (int g = 0; g < games; g++) {
		double s = play_advised(&f->classic, f->classic_table, &seed);
		sum += s, sq += s * s;
	}
	double mean = sum / games, sd = sqrt((sq - sum * mean) / (games - 1));
	double se = sd / sqrt(games);
	print_message("# %d games: mean %.2f, sd %.2f, table %.4f, %.2f standard errors\n",
	    games, mean, sd, expected, (mean - expected) / se);
	assert_true(fabs(mean - expected) <= 3 * se);
}

/* The other ways to play: approximate, said so, and still sound. */
static void
test_modes(void **state)
{
	(void)state;
	static const char *const nobonus[] = {"bonus=0", NULL};
	const char *presets[] = {"yams:3col", "yams:duel", "yams:cross"};
	for (int i = 0; i < 3; i++) {
		struct yams_rules r = rules_of(presets[i], i == 1 ? NULL : nobonus);
		void *t = table_for(&r);
		struct yams_state st;
		struct advice a;
		char why[WHY];
		yams_start(&st, &r, 2);
		double start = hint_start(&r, &st, t);
		assert_true(start > 0);
		set_hand(&st, 1, "55516");
		assert_true(said(yams_advise_hint(&r, &st, t, &a, &said_msg), &said_msg,
		    why, sizeof why));
		assert_false(a.exact);
		assert_non_null(a.note);
		for (int k = 1; k < a.n; k++)
			assert_true(a.choice[k - 1].value >= a.choice[k].value);
		if (r.mode == MODE_THREE) {
			/* a column filled in order is worth less than a free one, and
			 * only the box due is offered there */
			struct yams_col_state s = {0, 0, 0, 0};
			assert_true(yams_solver_value(t, ORDER_DOWN, s)
			    < yams_solver_value(t, ORDER_ANY, s));
			assert_true(yams_solver_value(t, ORDER_UP, s)
			    < yams_solver_value(t, ORDER_ANY, s));
			for (int k = 0; k < a.n; k++)
				if (a.choice[k].entry.verb == YAMS_SCORE && a.choice[k].entry.arg[1] == 1)
					assert_int_equal(a.choice[k].entry.arg[0], BOX_1);
			/* the columns' values added, and this turn's choice of column on top */
			double sum = yams_solver_value(t, ORDER_DOWN, s) + yams_solver_value(t, ORDER_ANY, s)
			    + yams_solver_value(t, ORDER_UP, s);
			assert_true(start >= sum - 1e-3);
			assert_true(start <= sum + 10);
		}
		free(t);
	}
}

static const struct advice_choice *
find_write(const struct advice *a, int box, int col)
{
	for (int i = 0; i < a->n; i++)
		if ((a->choice[i].entry.verb == YAMS_SCORE || a->choice[i].entry.verb == YAMS_SCRATCH)
		    && a->choice[i].entry.arg[0] == box && a->choice[i].entry.arg[1] == col)
			return &a->choice[i];
	return NULL;
}

/* A duel: a Full held by another at 28 makes a Full of 12 worth a 0. */
static void
test_duel_held_box(void **state)
{
	(void)state;
	struct yams_rules r = rules_of("yams:duel", NULL);
	void *t = table_for(&r);
	struct yams_state st;
	struct advice held, free_box;
	char why[WHY];
	yams_start(&st, &r, 2);
	st.current = st.thrower = 1;
	set_hand(&st, 2, "22233");
	assert_true(said(yams_advise_hint(&r, &st, t, &free_box, &said_msg), &said_msg, why,
	    sizeof why));
	st.holder[BOX_FULL] = 0;
	st.player[0].col[0].value[BOX_FULL] = 28;
	st.player[0].col[0].filled |= 1u << BOX_FULL;
	assert_true(said(yams_advise_hint(&r, &st, t, &held, &said_msg), &said_msg, why,
	    sizeof why));
	const struct advice_choice *a = find_write(&held, BOX_FULL, 0);
	const struct advice_choice *b = find_write(&free_box, BOX_FULL, 0);
	assert_non_null(a);
	assert_non_null(b);
	assert_near(b->value - a->value, 12, 1e-6);
	assert_false(held.exact);
	/* odds: the Full must now beat 28: a Full of 6 6 6 5 5 or more */
	assert_true(said(odds1(&r, &st, BOX_FULL, &held), &said_msg, why, sizeof why));
	assert_near(find_write(&held, BOX_FULL, 0)->value, 0, 0);
	free(t);
}

/* One column per player: who writes after the thrower is advised on the
 * boxes alone, in their own columns; odds take a column and no third word. */
static void
test_cross_and_words(void **state)
{
	(void)state;
	static const char *const nobonus[] = {"bonus=0", NULL};
	struct yams_rules r = rules_of("yams:cross", nobonus);
	void *t = table_for(&r);
	struct yams_state st;
	struct yams_outcome out;
	struct advice a;
	char why[WHY];
	yams_start(&st, &r, 3);
	struct action act;
	memset(&act, 0, sizeof act);
	act.verb = YAMS_THROW;
	act.dice.n = 5;
	memcpy(act.dice.face, (unsigned char[]){6, 6, 6, 6, 2}, 5);
	assert_true(said(yams_apply(&r, &st, names, &act, &out, &said_msg), &said_msg, why,
	    sizeof why));
	/* odds: boxes, then a column where the last word names one of the
	 * three; a word that names nothing refused */
	const struct engine *eng = &yams_engine;
	char *col2[] = {"carre", "2"}, *two[] = {"carre", "yams", "2"}, *three[] = {"carre", "2", "x"};
	char *nine[] = {"carre", "9"};
	assert_true(said(eng->advice->advise(&r, &st, ADVICE_ODDS, 2, col2, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_int_equal(a.about, 1);
	assert_int_equal(find_write(&a, BOX_CARRE, 2)->value, 1);
	assert_true(said(eng->advice->advise(&r, &st, ADVICE_ODDS, 3, two, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_int_equal(a.about, 2);
	assert_non_null(find_write(&a, BOX_YAMS, 2));
	assert_false(said(eng->advice->advise(&r, &st, ADVICE_ODDS, 3, three, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_false(said(eng->advice->advise(&r, &st, ADVICE_ODDS, 2, nine, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	memset(&act, 0, sizeof act);
	act.verb = YAMS_SCORE;
	act.arg[0] = BOX_CARRE;
	assert_true(said(yams_apply(&r, &st, names, &act, &out, &said_msg), &said_msg, why,
	    sizeof why));
	assert_int_equal(st.current, 1);
	assert_true(said(yams_advise_hint(&r, &st, t, &a, &said_msg), &said_msg, why,
	    sizeof why));
	assert_int_equal(a.n, YAMS_BOXES * 3);
	for (int i = 0; i < a.n; i++) {
		assert_true(a.choice[i].entry.verb == YAMS_SCORE
		    || a.choice[i].entry.verb == YAMS_SCRATCH);
		assert_true(a.choice[i].entry.arg[1] >= 1 && a.choice[i].entry.arg[1] <= 3);
		assert_int_equal(a.choice[i].then_throw, 0);
	}
	/* the dice make a Carré: written there (or as 6s), the best two */
	assert_true(a.choice[0].entry.arg[0] == BOX_CARRE || a.choice[0].entry.arg[0] == BOX_6);
	/* odds: nothing to weigh for who writes the thrower's dice */
	const struct engine *e = &yams_engine;
	char *col[] = {"carre", "2"};
	assert_false(said(e->advice->advise(&r, &st, ADVICE_ODDS, 2, col, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_string_equal(why, "no throw is left this turn: odds weighs the throws to come;"
	    " write the dice (score BOX, or scratch BOX for 0)");
	assert_false(said(e->advice->advise(&r, &st, ADVICE_HINT_WIN, 0, NULL, t, &a, &said_msg),
	    &said_msg, why, sizeof why));
	free(t);
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dice_space),
		cmocka_unit_test(test_brute_one_box),
		cmocka_unit_test(test_brute_two_boxes),
		cmocka_unit_test(test_brute_keeps),
		cmocka_unit_test(test_brute_sheets),
		cmocka_unit_test(test_approximate_table),
		cmocka_unit_test(test_kernels_agree),
		cmocka_unit_test(test_table_sanity),
		cmocka_unit_test(test_odds),
		cmocka_unit_test(test_advise_changes_nothing),
		cmocka_unit_test(test_following_scores_the_table),
		cmocka_unit_test(test_modes),
		cmocka_unit_test(test_duel_held_box),
		cmocka_unit_test(test_cross_and_words),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
