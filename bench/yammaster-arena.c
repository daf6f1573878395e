/* yammaster-arena: the Yam Master advice at the table against set players
 * (issue 22).
 *
 *   yammaster-arena OPPONENT GAMES [BUDGET [SEED]]
 *   yammaster-arena time STATES [BUDGET [SEED]]
 *
 * Plays GAMES whole games of `yam-master` (the standard board, default
 * options) through the engine interface (engine.h: start, apply, advise),
 * the advice in seat 0 of the even games and seat 1 of the odd ones, the
 * dice from xorshift seeded by SEED (1) and the game's number, so that a
 * game is the same whatever the order or the processes it is played in.
 *
 * The advice: after each throw, `hint` (the engine's advise, ADVICE_HINT,
 * BUDGET games played out; 0 or none: the default), and its first choice
 * typed: the call, the keep or the place, the pass; the rest thrown.
 * Before the first throw of a turn there is nothing to choose: it throws;
 * after the third with no cell the dice make, it passes (the only choice)
 * without asking.
 *
 * OPPONENT, as issue 22 defines them (so that nobody tunes them):
 *   greedy  after each throw: if the dice make a free cell (a number, a
 *           major, or Sec on the first throw), it places at once, on the
 *           cell where its own count ends highest, ties broken by the cell
 *           that most lowers the other player's best possible count (the
 *           count it would have with every other free cell), then by board
 *           order (a1, a2, ... e5).  If not, and a throw is left, it keeps
 *           the dice of the free major it has the best exact chance to make
 *           with the throws left (if no major is free, the dice of the face
 *           with most dice showing among the free number cells, the higher
 *           face on a tie) and throws the rest.  After the last throw with
 *           no free cell, it passes.  It never calls.
 *   random  after each throw: places on a free cell its dice make, one
 *           picked at random; if none, keeps each die or not at random
 *           (never all five) and throws the rest; passes after the last.
 * and two of issue 29, of other kinds than greedy's (which counts its own
 * points first), so that the advice is measured against more than one
 * way of playing:
 *   block   only blocks: after each throw, if the dice make a free cell,
 *           it places on the one that most lowers the other player's best
 *           possible count (as greedy's tie-break), then in board order;
 *           if not, and a throw is left, it keeps for the free number or
 *           major whose best cell lowers that count most (the best keep of
 *           the exact odds; a tie: the likelier kind) and throws the rest;
 *           passes after the last.  It never calls and never counts its
 *           own points.
 *   rare    only chases the rarest cell: after each throw, if the dice
 *           make a free cell, it places on the one whose kind is the
 *           hardest to make in a turn (the exact odds of a whole turn;
 *           Sec and Appel, which the dice alone never make, the rarest),
 *           then in board order; if not, and a throw is left, it keeps for
 *           the free number or major hardest to make (the best keep of the
 *           exact odds) and throws the rest; passes after the last.  It
 *           never calls and never looks at the pawns.
 *
 * Prints the advice's wins, draws and losses, its win rate (a draw half)
 * with a 95% interval (Wilson's score interval, the rate counted as a
 * proportion), by seat too (1.96 standard errors), and the time of one
 * hint: median and worst, from the clock on the wall and of the processor.
 * JOBS (1) processes share the games.  THREADS: the threads of each hint
 * (yammaster_advise_hint; unset: the engine's advise, one a core).  Each
 * game is also said on stderr as it ends (its score for the advice), so
 * that a run stopped part-way still tells what it played.
 *
 * `time`: STATES states of games the playouts' player plays against
 * itself (one every 7th to 11th entry, after a throw, with a choice), a
 * hint at each on 1 thread and on 2 (in turn, the first alternating), the
 * answers compared (they must be the same to the bit, or it fails); prints
 * the median wall and processor time of each.  Built without HINT_THREADS
 * (a tree whose hint takes no thread count: bench/yammaster-arena.sh sees
 * which), the engine's advise alone, as "engine".
 * Never part of `make check`: it is a benchmark, not a test. */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "clock.h"

#include "advice.h"
#include "engine.h"
#include "families.h"
#include "msg.h"
#include "yammaster.h"
#include "yammaster_advice.h"

#define JOBS_MAX 8

static const char *const names[] = {"advice", "opponent"};

struct arena {
	const struct engine *e;
	void *rules;
	struct ym_tables *t;
	long budget;
	unsigned long long seed;
	int opponent;             /* 0 greedy, 1 random, 2 the playouts' player,
	                             3 block, 4 rare */
	int threads;              /* THREADS; 0: the engine's advise */
	bool policy;              /* PLAYER=policy: the playouts' player in the
	                             advice's place, to see what the search adds */
};

/* A game's own dice: xorshift64*, seeded from the game. */
struct dice_rng {
	uint64_t s;
};

static uint64_t
next(struct dice_rng *g)
{
	g->s ^= g->s >> 12;
	g->s ^= g->s << 25;
	g->s ^= g->s >> 27;
	return g->s * 0x2545f4914f6cdd1dULL;
}

static int
die(struct dice_rng *g)
{
	return 1 + (int)((next(g) >> 32) % 6);
}

static double
cpu_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static bool
play(const struct arena *ar, void *state, const struct action *a)
{
	union outcome out;
	struct msg why;
	return ar->e->apply(ar->rules, state, names, a, &out, &why);
}

static void
throw_dice(const struct arena *ar, void *state, struct dice_rng *g, int n)
{
	struct action a = {YAMMASTER_THROW, {n, {0}}, {0, 0}};
	for (int i = 0; i < n; i++)
		a.dice.face[i] = (unsigned char)die(g);
	if (!play(ar, state, &a)) {
		fprintf(stderr, "arena: a throw of %d dice refused\n", n);
		exit(2);
	}
}

static void
keep_and_throw(const struct arena *ar, void *state, struct dice_rng *g, const struct tally *k)
{
	int n = tally_total(k);
	if (n > 0) {
		struct action a = {YAMMASTER_KEEP, {0, {0}}, {0, 0}};
		throws_set_dice(&a.dice, k);
		if (!play(ar, state, &a)) {
			fprintf(stderr, "arena: a keep refused\n");
			exit(2);
		}
	}
	throw_dice(ar, state, g, THROWS_DICE - n);
}

/* ---- the greedy player */

/* The other player's best possible count: every free cell but `cell`
 * theirs. */
static int
best_possible(const struct yammaster_state *st, int other, int cell)
{
	int8_t b[YAMMASTER_CELLS];
	for (int c = 0; c < YAMMASTER_CELLS; c++)
		b[c] = st->cell[c] >= 0 || c == cell ? st->cell[c] : (int8_t)other;
	b[cell] = (int8_t)(1 - other);
	return yammaster_count(b, other);
}

/* The cell greedy places on, -1 if the dice make no free cell. */
static int
greedy_cell(const struct arena *ar, const struct yammaster_state *st)
{
	int seat = st->current, best = -1, best_own = 0, best_other = 0;
	for (int col = 0; col < YAMMASTER_SIDE; col++)
		for (int row = 0; row < YAMMASTER_SIDE; row++) {
			int c = row * YAMMASTER_SIDE + col;
			if (!yammaster_can_place(ar->rules, st, c))
				continue;
			int8_t b[YAMMASTER_CELLS];
			memcpy(b, st->cell, sizeof b);
			b[c] = (int8_t)seat;
			int own = yammaster_count(b, seat), other = best_possible(st, 1 - seat, c);
			if (best < 0 || own > best_own || (own == best_own && other < best_other)) {
				best = c;
				best_own = own;
				best_other = other;
			}
		}
	return best;
}

static bool
kind_free(const struct arena *ar, const struct yammaster_state *st, int kind)
{
	const struct yammaster_rules *r = ar->rules;
	for (int c = 0; c < YAMMASTER_CELLS; c++)
		if (r->board[c] == kind && st->cell[c] < 0)
			return true;
	return false;
}

/* What greedy keeps: the best keep for the free major with the best exact
 * chance; else the dice of the free number showing most. */
static struct tally
greedy_keep(const struct arena *ar, const struct yammaster_state *st)
{
	const struct ym_space *s = &ar->t->space;
	struct tally hand = dice_tally(&st->turn.hand), keep = {{0}};
	int h = ym_set(s, &hand), left = THROWS_MAX - st->turn.count, major = -1;
	for (int m = YAMMASTER_MAJOR0; m < YM_KINDS; m++)
		if (kind_free(ar, st, m) && (major < 0 ||
		    ar->t->kind[m].go[left][h] > ar->t->kind[major].go[left][h]))
			major = m;
	if (major >= 0)
		return s->set[ar->t->kind[major].best[left][h]];
	int face = 0;
	for (int f = 6; f >= 1; f--)
		if (kind_free(ar, st, f - 1) && (face == 0 || hand.count[f] > hand.count[face]))
			face = f;
	if (face > 0)
		keep.count[face] = hand.count[face];
	return keep;
}

/* A turn of a player that places where cell_of says (-1: nowhere), else
 * keeps what keep_of says and throws the rest, and passes after the last
 * throw. */
static void
simple_turn(const struct arena *ar, void *state, struct dice_rng *g,
    int (*cell_of)(const struct arena *, const struct yammaster_state *),
    struct tally (*keep_of)(const struct arena *, const struct yammaster_state *))
{
	const struct yammaster_state *st = state;
	int seat = st->current;
	throw_dice(ar, state, g, THROWS_DICE);
	while (!st->over && st->current == seat) {
		int cell = cell_of(ar, st);
		struct action a = {YAMMASTER_PASS, {0, {0}}, {0, 0}};
		if (cell >= 0)
			a = (struct action){YAMMASTER_PLACE, {0, {0}}, {cell, 0}};
		if (cell >= 0 || st->turn.count == THROWS_MAX) {
			play(ar, state, &a);
			return;
		}
		struct tally keep = keep_of(ar, st);
		keep_and_throw(ar, state, g, &keep);
	}
}

static void
greedy_turn(const struct arena *ar, void *state, struct dice_rng *g)
{
	simple_turn(ar, state, g, greedy_cell, greedy_keep);
}

/* ---- the player that only blocks */

/* The free cell the dice make that most lowers the other player's best
 * possible count, first in board order; -1 if none. */
static int
block_cell(const struct arena *ar, const struct yammaster_state *st)
{
	int best = -1, best_other = 0;
	for (int col = 0; col < YAMMASTER_SIDE; col++)
		for (int row = 0; row < YAMMASTER_SIDE; row++) {
			int c = row * YAMMASTER_SIDE + col;
			if (!yammaster_can_place(ar->rules, st, c))
				continue;
			int other = best_possible(st, 1 - st->current, c);
			if (best < 0 || other < best_other) {
				best = c;
				best_other = other;
			}
		}
	return best;
}

/* The best keep for dice kind `kind` (-1: none: all thrown). */
static struct tally
keep_for(const struct arena *ar, const struct yammaster_state *st, int kind)
{
	const struct ym_space *s = &ar->t->space;
	struct tally hand = dice_tally(&st->turn.hand);
	int h = ym_set(s, &hand), left = THROWS_MAX - st->turn.count;
	return kind < 0 ? (struct tally){{0}} : s->set[ar->t->kind[kind].best[left][h]];
}

/* Keeps for the free kind of the dice whose best cell blocks most; on a
 * tie the likelier to be made. */
static struct tally
block_keep(const struct arena *ar, const struct yammaster_state *st)
{
	const struct yammaster_rules *r = ar->rules;
	struct tally hand = dice_tally(&st->turn.hand);
	int h = ym_set(&ar->t->space, &hand), left = THROWS_MAX - st->turn.count;
	int best = -1, best_other = 0;
	for (int c = 0; c < YAMMASTER_CELLS; c++) {
		int k = r->board[c];
		if (st->cell[c] >= 0 || k >= YM_KINDS)
			continue;
		int other = best_possible(st, 1 - st->current, c);
		if (best < 0 || other < best_other || (other == best_other &&
		    ar->t->kind[k].go[left][h] > ar->t->kind[best].go[left][h])) {
			best = k;
			best_other = other;
		}
	}
	return keep_for(ar, st, best);
}

static void
block_turn(const struct arena *ar, void *state, struct dice_rng *g)
{
	simple_turn(ar, state, g, block_cell, block_keep);
}

/* ---- the player that only chases the rarest cell */

/* How likely kind is to be made in a whole turn: the exact odds; Sec and
 * Appel, which the dice alone never make, below every other. */
static double
rarity(const struct arena *ar, int kind)
{
	return kind < YM_KINDS ? ym_odds_start(&ar->t->space, &ar->t->kind[kind]) : -1;
}

/* The free cell the dice make of the rarest kind, first in board order;
 * -1 if none. */
static int
rare_cell(const struct arena *ar, const struct yammaster_state *st)
{
	const struct yammaster_rules *r = ar->rules;
	int best = -1;
	for (int col = 0; col < YAMMASTER_SIDE; col++)
		for (int row = 0; row < YAMMASTER_SIDE; row++) {
			int c = row * YAMMASTER_SIDE + col;
			if (yammaster_can_place(ar->rules, st, c) &&
			    (best < 0 || rarity(ar, r->board[c]) < rarity(ar, r->board[best])))
				best = c;
		}
	return best;
}

/* Keeps for the rarest free kind of the dice. */
static struct tally
rare_keep(const struct arena *ar, const struct yammaster_state *st)
{
	const struct yammaster_rules *r = ar->rules;
	int best = -1;
	for (int c = 0; c < YAMMASTER_CELLS; c++) {
		int k = r->board[c];
		if (st->cell[c] < 0 && k < YM_KINDS && (best < 0 || rarity(ar, k) < rarity(ar, best)))
			best = k;
	}
	return keep_for(ar, st, best);
}

static void
rare_turn(const struct arena *ar, void *state, struct dice_rng *g)
{
	simple_turn(ar, state, g, rare_cell, rare_keep);
}

/* ---- the random player */

static void
random_turn(const struct arena *ar, void *state, struct dice_rng *g)
{
	const struct yammaster_state *st = state;
	int seat = st->current;
	throw_dice(ar, state, g, THROWS_DICE);
	while (!st->over && st->current == seat) {
		int cells[YAMMASTER_CELLS], n = 0;
		for (int c = 0; c < YAMMASTER_CELLS; c++)
			if (yammaster_can_place(ar->rules, st, c))
				cells[n++] = c;
		struct action a = {YAMMASTER_PASS, {0, {0}}, {0, 0}};
		if (n > 0)
			a = (struct action){YAMMASTER_PLACE, {0, {0}}, {cells[next(g) % (uint64_t)n], 0}};
		if (n > 0 || st->turn.count == THROWS_MAX) {
			play(ar, state, &a);
			return;
		}
		struct tally keep = {{0}};
		for (int i = 0; i < THROWS_DICE; i++)
			if (next(g) & 1)
				keep.count[st->turn.hand.face[i]]++;
		if (tally_total(&keep) == THROWS_DICE)
			memset(&keep, 0, sizeof keep);
		keep_and_throw(ar, state, g, &keep);
	}
}

/* ---- the advice */

struct times {
	int n, cap;
	double *wall, *cpu;       /* ms */
};

/* The playouts' own player: its entries, its throws from the game's dice. */
static void
policy_turn(const struct arena *ar, void *state, struct dice_rng *g)
{
	const struct yammaster_state *st = state;
	int seat = st->current;
	struct ym_rng unused;
	ym_rng_seed(&unused, 0, 0);
	throw_dice(ar, state, g, THROWS_DICE);
	while (!st->over && st->current == seat) {
		struct action a;
		ym_policy_act(ar->rules, ar->t, st, &unused, &a);
		if (a.verb == YAMMASTER_THROW)
			throw_dice(ar, state, g, a.dice.n);
		else if (!play(ar, state, &a))
			exit(2);
	}
}

/* Whether a pass is all there is: no throw left, no cell the dice make
 * (the standard rules take no pawn off); then the advice is not asked. */
static bool
forced_pass(const struct arena *ar, const struct yammaster_state *st)
{
	if (st->turn.count < THROWS_MAX)
		return false;
	for (int c = 0; c < YAMMASTER_CELLS; c++)
		if (yammaster_can_place(ar->rules, st, c))
			return false;
	return true;
}

/* The advice's hint at state on `threads` threads (0: the engine's advise,
 * as a table asks it); false if none. */
static bool
hint(const struct arena *ar, const void *state, int threads, struct advice *a)
{
	struct msg why;
	memset(a, 0, sizeof *a);
	a->budget = ar->budget;
#ifdef HINT_THREADS
	if (threads > 0)
		return yammaster_advise_hint(ar->rules, state, ar->budget, threads, a, &why) &&
		    a->n > 0;
#else
	(void)threads;
#endif
	return ar->e->advice->advise(ar->rules, state, ADVICE_HINT, 0, NULL, NULL, a, &why) &&
	    a->n > 0;
}

static void
advice_turn(const struct arena *ar, void *state, struct dice_rng *g, struct times *tm)
{
	const struct yammaster_state *st = state;
	int seat = st->current;
	if (ar->policy) {
		policy_turn(ar, state, g);
		return;
	}
	throw_dice(ar, state, g, THROWS_DICE);
	while (!st->over && st->current == seat) {
		if (forced_pass(ar, st)) {
			struct action pass = {YAMMASTER_PASS, {0, {0}}, {0, 0}};
			play(ar, state, &pass);
			return;
		}
		struct advice a;
		long long w0 = now_ns();
		double c0 = cpu_ns();
		if (!hint(ar, state, ar->threads, &a)) {
			fprintf(stderr, "arena: no hint\n");
			exit(2);
		}
		if (tm->n == tm->cap) {
			tm->cap = tm->cap ? tm->cap * 2 : 256;
			tm->wall = realloc(tm->wall, (size_t)tm->cap * sizeof *tm->wall);
			tm->cpu = realloc(tm->cpu, (size_t)tm->cap * sizeof *tm->cpu);
		}
		tm->wall[tm->n] = (double)(now_ns() - w0) / 1e6;
		tm->cpu[tm->n++] = (cpu_ns() - c0) / 1e6;
		const struct advice_choice *c = &a.choice[0];
		if ((c->has_first && !play(ar, state, &c->first)) ||
		    (c->has_entry && !play(ar, state, &c->entry))) {
			fprintf(stderr, "arena: the hint's entry refused\n");
			exit(2);
		}
		if (c->then_throw > 0)
			throw_dice(ar, state, g, c->then_throw);
	}
}

static const struct opponent {
	const char *name, *said;
	void (*turn)(const struct arena *, void *, struct dice_rng *);
} opponents[] = {
	{"greedy", "greedy", greedy_turn},
	{"random", "random", random_turn},
	{"policy", "the playouts' player", policy_turn},
	{"block", "block", block_turn},
	{"rare", "rare", rare_turn},
};
#define OPPONENTS (int)(sizeof opponents / sizeof *opponents)

/* One game, the advice in seat `advice`: 1 a win of the advice, 0.5 a
 * draw, 0 a loss. */
static double
one_game(const struct arena *ar, long game, int advice, struct times *tm)
{
	void *state = calloc(1, ar->e->state_size);
	struct dice_rng g = {ar->seed * 0x9e3779b97f4a7c15ULL + (uint64_t)game * 0xbf58476d1ce4e5b9ULL
	    + 1};
	for (int i = 0; i < 8; i++)
		next(&g);
	ar->e->start(ar->rules, state, 2);
	const struct yammaster_state *st = state;
	for (int turn = 0; !st->over && turn < 2000; turn++) {
		if (st->current == advice)
			advice_turn(ar, state, &g, tm);
		else
			opponents[ar->opponent].turn(ar, state, &g);
	}
	double score = !st->over ? 0.5 : st->winner == advice ? 1 : st->winner < 0 ? 0.5 : 0;
	free(state);
	return score;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

/* What a process sends back: the scores of its games, then its times. */
static void
run_share(const struct arena *ar, long games, int job, int jobs, FILE *out)
{
	struct times tm = {0, 0, NULL, NULL};
	for (long game = job; game < games; game += jobs) {
		int before = tm.n;
		long long t0 = now_ns();
		double s = one_game(ar, game, (int)(game % 2), &tm);
		fprintf(out, "g %ld %g\n", game, s);
		fflush(out);
		/* as it goes, for a run stopped part-way */
		fprintf(stderr, "game %ld: %g (advice in seat %ld, %d hints, %.0f s)\n", game, s,
		    game % 2, tm.n - before, (double)(now_ns() - t0) / 1e9);
	}
	for (int i = 0; i < tm.n; i++)
		fprintf(out, "t %.3f %.3f\n", tm.wall[i], tm.cpu[i]);
	free(tm.wall);
	free(tm.cpu);
}

struct totals {
	double score[2], sq[2];
	long n[2], wins, draws, losses;
	double *wall, *cpu;
	long nt, cap;
};

static void
read_back(FILE *in, struct totals *to)
{
	char kind;
	long game;
	double a, b;
	char line[128];
	while (fgets(line, sizeof line, in) != NULL) {
		if (sscanf(line, "%c %ld %lf", &kind, &game, &a) == 3 && kind == 'g') {
			int seat = (int)(game % 2);
			to->score[seat] += a;
			to->sq[seat] += a * a;
			to->n[seat]++;
			to->wins += a == 1;
			to->draws += a == 0.5;
			to->losses += a == 0;
		} else if (sscanf(line, "%c %lf %lf", &kind, &a, &b) == 3 && kind == 't') {
			if (to->nt == to->cap) {
				to->cap = to->cap ? to->cap * 2 : 1024;
				to->wall = realloc(to->wall, (size_t)to->cap * sizeof *to->wall);
				to->cpu = realloc(to->cpu, (size_t)to->cap * sizeof *to->cpu);
			}
			to->wall[to->nt] = a;
			to->cpu[to->nt++] = b;
		}
	}
}

/* The mean score of n games summing s (squares q), and 1.96 standard
 * errors. */
static void
rate(double s, double q, long n, double *mean, double *half)
{
	*mean = n > 0 ? s / (double)n : 0;
	double var = n > 1 ? (q - (double)n * *mean * *mean) / (double)(n - 1) : 0;
	*half = n > 0 && var > 0 ? 1.96 * sqrt(var / (double)n) : 0;
}

/* Wilson's 95% score interval of a proportion p of n, into *lo, *hi: it
 * stays within 0 and 1 and holds near them, where the normal one does
 * not (the advice wins 90% and more of some runs). */
static void
wilson(double p, long n, double *lo, double *hi)
{
	double z2 = 1.96 * 1.96, d = 1 + z2 / (double)n;
	double centre = (p + z2 / (2.0 * (double)n)) / d;
	double half = 1.96 * sqrt(p * (1 - p) / (double)n + z2 / (4.0 * (double)n * (double)n)) / d;
	*lo = centre - half > 0 ? centre - half : 0;
	*hi = centre + half < 1 ? centre + half : 1;
}

static void
report(const struct arena *ar, struct totals *to, long games, double seconds)
{
	double m, h, m0, h0, m1, h1, lo, hi;
	rate(to->score[0] + to->score[1], to->sq[0] + to->sq[1], to->n[0] + to->n[1], &m, &h);
	rate(to->score[0], to->sq[0], to->n[0], &m0, &h0);
	rate(to->score[1], to->sq[1], to->n[1], &m1, &h1);
	wilson(m, to->n[0] + to->n[1], &lo, &hi);
	printf("advice (budget %ld) against %s: %ld games, seed %llu, %.0f s\n",
	    ar->budget > 0 ? ar->budget : YAMMASTER_BUDGET, opponents[ar->opponent].said,
	    games, ar->seed, seconds);
	printf("  wins %ld, draws %ld, losses %ld\n", to->wins, to->draws, to->losses);
	printf("  win rate %.1f%% (95%% interval, Wilson: %.1f%% to %.1f%%)\n", 100 * m,
	    100 * lo, 100 * hi);
	printf("  first to play: %.1f%% +- %.1f over %ld; second: %.1f%% +- %.1f over %ld\n",
	    100 * m0, 100 * h0, to->n[0], 100 * m1, 100 * h1, to->n[1]);
	if (to->nt > 0) {
		qsort(to->wall, (size_t)to->nt, sizeof *to->wall, cmp_double);
		qsort(to->cpu, (size_t)to->nt, sizeof *to->cpu, cmp_double);
		printf("  one hint (%ld hints): wall median %.0f ms, worst %.0f ms; processor"
		    " median %.0f ms, worst %.0f ms\n", to->nt, to->wall[to->nt / 2],
		    to->wall[to->nt - 1], to->cpu[to->nt / 2], to->cpu[to->nt - 1]);
	}
}

/* ---- `time`: a hint's time on 1 and 2 threads, the answers compared */

static bool
same_action(const struct action *a, const struct action *b)
{
	return a->verb == b->verb && a->arg[0] == b->arg[0] && a->arg[1] == b->arg[1] &&
	    a->dice.n == b->dice.n && memcmp(a->dice.face, b->dice.face, (size_t)a->dice.n) == 0;
}

/* Whether two answers are the same to the bit. */
static bool
same_answer(const struct advice *a, const struct advice *b)
{
	if (a->n != b->n || a->playouts != b->playouts)
		return false;
	for (int i = 0; i < a->n; i++) {
		const struct advice_choice *x = &a->choice[i], *y = &b->choice[i];
		if (x->has_first != y->has_first || x->has_entry != y->has_entry ||
		    x->then_throw != y->then_throw || x->why != y->why || x->why_n != y->why_n ||
		    memcmp(&x->value, &y->value, sizeof x->value) != 0 ||
		    memcmp(&x->error, &y->error, sizeof x->error) != 0 ||
		    (x->has_first && !same_action(&x->first, &y->first)) ||
		    (x->has_entry && !same_action(&x->entry, &y->entry)))
			return false;
	}
	return true;
}

/* Up to `want` states into out, of games the playouts' player plays
 * against itself: one every 7th to 11th entry, after a throw, where the
 * advice would be asked; how many. */
static int
states_of(const struct arena *ar, struct yammaster_state *out, int want)
{
	struct yammaster_state st;
	struct ym_rng g;
	ym_rng_seed(&g, ar->seed, 0x7157);
	ar->e->start(ar->rules, &st, 2);
	int got = 0, since = 0, gap = 7 + (int)(ym_rng_next(&g) % 5);
	for (long steps = 0; got < want && steps < 1000000; steps++) {
		struct action a, pass = {YAMMASTER_PASS, {0, {0}}, {0, 0}};
		if (st.over)
			ar->e->start(ar->rules, &st, 2);
		ym_policy_act(ar->rules, ar->t, &st, &g, &a);
		if (!ym_apply(ar->rules, &st, &a))
			ym_apply(ar->rules, &st, &pass);
		if (++since >= gap && !st.over && st.turn.count > 0 && !forced_pass(ar, &st)) {
			out[got++] = st;
			since = 0;
			gap = 7 + (int)(ym_rng_next(&g) % 5);
		}
	}
	return got;
}

/* The median of n values (sorted in place). */
static double
median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* One hint at st on `threads`, timed into wall[i] and cpu[i] (ms). */
static void
timed(const struct arena *ar, const void *st, int threads, struct advice *a, double *wall,
    double *cpu)
{
	long long w0 = now_ns();
	double c0 = cpu_ns();
	if (!hint(ar, st, threads, a)) {
		fprintf(stderr, "arena: no hint\n");
		exit(2);
	}
	*wall = (double)(now_ns() - w0) / 1e6;
	*cpu = (cpu_ns() - c0) / 1e6;
}

static int
time_hints(const struct arena *ar, int want)
{
#ifdef HINT_THREADS
	static const int threads[] = {1, 2};
	static const char *const said[] = {"threads 1", "threads 2"};
	enum { SETTINGS = 2 };
#else
	static const int threads[] = {0};
	static const char *const said[] = {"engine"};
	enum { SETTINGS = 1 };
#endif
	struct yammaster_state *st = calloc((size_t)want, sizeof *st);
	double *wall[SETTINGS], *cpu[SETTINGS];
	struct advice *ans = malloc(SETTINGS * sizeof *ans);
	int n = states_of(ar, st, want);
	for (int k = 0; k < SETTINGS; k++) {
		wall[k] = calloc((size_t)n + 1, sizeof **wall);
		cpu[k] = calloc((size_t)n + 1, sizeof **cpu);
	}
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < SETTINGS; j++) {
			int k = (i + j) % SETTINGS;   /* the first in turn */
			timed(ar, &st[i], threads[k], &ans[k], &wall[k][i], &cpu[k][i]);
		}
		for (int k = 1; k < SETTINGS; k++)
			if (!same_answer(&ans[0], &ans[k])) {
				fprintf(stderr, "arena: state %d: not the same answer on %s and %s\n", i,
				    said[0], said[k]);
				return 2;
			}
	}
	printf("hint (budget %ld) at %d states, seed %llu%s\n",
	    ar->budget > 0 ? ar->budget : YAMMASTER_BUDGET, n, ar->seed,
	    SETTINGS > 1 ? ": the same answers on every thread count" : "");
	for (int k = 0; k < SETTINGS; k++) {
		double lo = n > 0 ? wall[k][0] : 0, hi = lo;
		for (int i = 0; i < n; i++) {
			lo = wall[k][i] < lo ? wall[k][i] : lo;
			hi = wall[k][i] > hi ? wall[k][i] : hi;
		}
		printf("  %s: wall median %.1f ms (%.1f to %.1f), processor median %.1f ms\n",
		    said[k], median(wall[k], n), lo, hi, median(cpu[k], n));
	}
	return 0;
}

int
main(int argc, char **argv)
{
	families_register();
	struct arena ar;
	bool timing = argc >= 3 && strcmp(argv[1], "time") == 0;
	ar.opponent = -1;
	for (int i = 0; i < OPPONENTS && argc >= 3; i++)
		if (strcmp(argv[1], opponents[i].name) == 0)
			ar.opponent = i;
	if (ar.opponent < 0 && !timing) {
		fprintf(stderr, "usage: yammaster-arena greedy|random|policy|block|rare GAMES"
		    " [BUDGET [SEED]]\n       yammaster-arena time STATES [BUDGET [SEED]]\n");
		return 2;
	}
	long games = atol(argv[2]);
	ar.budget = argc > 3 ? atol(argv[3]) : 0;
	ar.seed = argc > 4 ? strtoull(argv[4], NULL, 10) : 1;
	ar.e = engine_find("yammaster");
	const char *j = getenv("JOBS"), *player = getenv("PLAYER"), *th = getenv("THREADS");
	ar.policy = player != NULL && strcmp(player, "policy") == 0;
	ar.threads = th != NULL ? atoi(th) : 0;
	int jobs = j != NULL ? atoi(j) : 1;
	if (ar.e == NULL || games < 1 || jobs < 1 || jobs > JOBS_MAX || ar.threads < 0)
		return 2;
	ar.rules = calloc(1, ar.e->rules_size);
	ar.e->preset("yam-master", ar.rules);
	engine_prepare(ar.e, ar.rules);
	ar.t = malloc(sizeof *ar.t);
	ym_tables_init(ar.t);
	if (timing)
		return time_hints(&ar, (int)games);
	long long t0 = now_ns();
	FILE *pipes[JOBS_MAX];
	pid_t pids[JOBS_MAX];
	for (int k = 0; k < jobs; k++) {
		int fd[2];
		if (pipe(fd) != 0 || (pids[k] = fork()) < 0)
			return 2;
		if (pids[k] == 0) {
			close(fd[0]);
			FILE *out = fdopen(fd[1], "w");
			run_share(&ar, games, k, jobs, out);
			fclose(out);
			_exit(0);
		}
		close(fd[1]);
		pipes[k] = fdopen(fd[0], "r");
	}
	struct totals to;
	memset(&to, 0, sizeof to);
	for (int k = 0; k < jobs; k++) {
		read_back(pipes[k], &to);
		fclose(pipes[k]);
		int status;
		waitpid(pids[k], &status, 0);
		if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
			return 2;
	}
	report(&ar, &to, games, (double)(now_ns() - t0) / 1e9);
	return 0;
}
