/* yammaster-arena: the Yam Master advice at the table against set players
 * (issue 22).
 *
 *   yammaster-arena OPPONENT GAMES [BUDGET [SEED]]
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
 *
 * Prints the advice's wins, draws and losses, its win rate (a draw half)
 * with a 95% interval (1.96 standard errors of the mean score), by seat
 * too, and the time of one hint: median and worst, from the clock on the
 * wall and of the processor.  JOBS (1) processes share the games.  Each
 * game is also said on stderr as it ends (its score for the advice), so
 * that a run stopped part-way still tells what it played.
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
	int opponent;             /* 0 greedy, 1 random, 2 the playouts' player */
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

static void
greedy_turn(const struct arena *ar, void *state, struct dice_rng *g)
{
	const struct yammaster_state *st = state;
	int seat = st->current;
	throw_dice(ar, state, g, THROWS_DICE);
	while (!st->over && st->current == seat) {
		int cell = greedy_cell(ar, st);
		struct action a = {YAMMASTER_PASS, {0, {0}}, {0, 0}};
		if (cell >= 0)
			a = (struct action){YAMMASTER_PLACE, {0, {0}}, {cell, 0}};
		if (cell >= 0 || st->turn.count == THROWS_MAX) {
			play(ar, state, &a);
			return;
		}
		struct tally keep = greedy_keep(ar, st);
		keep_and_throw(ar, state, g, &keep);
	}
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
		struct msg why;
		memset(&a, 0, sizeof a);
		a.budget = ar->budget;
		long long w0 = now_ns();
		double c0 = cpu_ns();
		if (!ar->e->advice->advise(ar->rules, state, ADVICE_HINT, 0, NULL, NULL, &a, &why) ||
		    a.n == 0) {
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
		else if (ar->opponent == 0)
			greedy_turn(ar, state, &g);
		else if (ar->opponent == 1)
			random_turn(ar, state, &g);
		else
			policy_turn(ar, state, &g);
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

static void
report(const struct arena *ar, struct totals *to, long games, double seconds)
{
	double m, h, m0, h0, m1, h1;
	rate(to->score[0] + to->score[1], to->sq[0] + to->sq[1], to->n[0] + to->n[1], &m, &h);
	rate(to->score[0], to->sq[0], to->n[0], &m0, &h0);
	rate(to->score[1], to->sq[1], to->n[1], &m1, &h1);
	printf("advice (budget %ld) against %s: %ld games, seed %llu, %.0f s\n",
	    ar->budget > 0 ? ar->budget : YAMMASTER_BUDGET,
	    ar->opponent == 0 ? "greedy" : ar->opponent == 1 ? "random" : "the playouts' player",
	    games, ar->seed, seconds);
	printf("  wins %ld, draws %ld, losses %ld\n", to->wins, to->draws, to->losses);
	printf("  win rate %.1f%% (95%% interval %.1f%% to %.1f%%)\n", 100 * m,
	    100 * (m - h > 0 ? m - h : 0), 100 * (m + h < 1 ? m + h : 1));
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

int
main(int argc, char **argv)
{
	families_register();
	struct arena ar;
	static const char *const opponents[] = {"greedy", "random", "policy"};
	ar.opponent = -1;
	for (int i = 0; i < 3 && argc >= 3; i++)
		if (strcmp(argv[1], opponents[i]) == 0)
			ar.opponent = i;
	if (ar.opponent < 0) {
		fprintf(stderr, "usage: yammaster-arena greedy|random|policy GAMES [BUDGET [SEED]]\n");
		return 2;
	}
	long games = atol(argv[2]);
	ar.budget = argc > 3 ? atol(argv[3]) : 0;
	ar.seed = argc > 4 ? strtoull(argv[4], NULL, 10) : 1;
	ar.e = engine_find("yammaster");
	const char *j = getenv("JOBS"), *player = getenv("PLAYER");
	ar.policy = player != NULL && strcmp(player, "policy") == 0;
	int jobs = j != NULL ? atoi(j) : 1;
	if (ar.e == NULL || games < 1 || jobs < 1 || jobs > JOBS_MAX)
		return 2;
	ar.rules = calloc(1, ar.e->rules_size);
	ar.e->preset("yam-master", ar.rules);
	engine_prepare(ar.e, ar.rules);
	ar.t = malloc(sizeof *ar.t);
	ym_tables_init(ar.t);
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
