/* `hint` in Yam Master: every choice open now (keep dice and throw again,
 * after a call or not; place a pawn; take one off; pass) weighed by the
 * chance of winning the game from there, a draw counting half, estimated
 * by playing games out (yammaster_playout.c).
 *
 * The keeps are pruned first by their exact odds (yammaster_odds.c): for
 * each kind of free cell, the keep with the best chance of it, and the
 * few with the best chance of a valuable cell; a call rides with each keep
 * where an Appel cell is free, since a call adds cells and takes none.
 * Then successive halving: the budget in rounds, each choice left the same
 * number of games a round, the worse half dropped after each (never the
 * playouts' player's own choice), so that the games go to the choices that
 * matter; the one advised first, then the others by their chances.
 * The n-th game of every choice draws from the same stream of dice
 * (common random numbers: five draws a throw, however many dice), so that
 * choices meet the same luck as far as their games run alike.  The PRNG
 * is seeded from the state: the same state, the same answer.
 *
 * The games of a round are played on every core (threads, as the Yams
 * solver builds its table): a game's dice depend only on the state and
 * its number, and a choice counts its wins and draws as whole numbers, so
 * that whichever thread plays a game, and in whatever order, the answer is
 * the same to the bit on one thread or many, loaded or not.  Pure
 * otherwise: no I/O. */
#include "config.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "never.h"
#include "yammaster_advice.h"

#define CANDIDATES 40             /* choices weighed at most */
#define TOP_KEEPS 3               /* keeps kept for their value, beside each kind's best */
#define THREADS_MAX 16
#define CHUNK 16                  /* games a thread takes at a time: a few ms, so
                                     that the threads end a round together */

/* every choice weighed is shown */
_Static_assert(CANDIDATES <= ADVICE_CHOICES, "a hint's choices fit in an answer");

/* A choice, the entries that make it, and its games so far. */
struct cand {
	struct advice_choice shown;
	struct action pre[2];
	int npre;
	int throw_n;              /* dice thrown after the entries; 0: none */
	long wins, draws, n;      /* its games: counted whole, so in any order */
	int rounds;               /* rounds of the halving it was in */
};

struct hint {
	const struct yammaster_rules *r;
	const struct yammaster_state *st;
	const struct ym_tables *t;
	uint64_t seed;
	int threads;
	int n;
	struct cand cand[CANDIDATES];
	int own;                  /* the playouts' player's own choice; -1: none */
};

/* FNV-1a over what the state is, so that the same state, however it was
 * reached, seeds the same games. */
static uint64_t
seed_of(const struct yammaster_rules *r, const struct yammaster_state *st)
{
	uint64_t h = 0xcbf29ce484222325u;
	unsigned char bytes[YAMMASTER_CELLS * 2 + 32];
	size_t n = 0;
	for (int c = 0; c < YAMMASTER_CELLS; c++) {
		bytes[n++] = r->board[c];
		bytes[n++] = (unsigned char)(st->cell[c] + 1);
	}
	struct tally hand = dice_tally(&st->turn.hand), kept = dice_tally(&st->turn.kept);
	for (int f = 1; f <= 6; f++) {
		bytes[n++] = hand.count[f];
		bytes[n++] = kept.count[f];
	}
	bytes[n++] = (unsigned char)st->current;
	bytes[n++] = (unsigned char)st->turn.count;
	bytes[n++] = st->sec;
	bytes[n++] = (unsigned char)(st->call + 1);
	bytes[n++] = (unsigned char)(st->call_after_sec | st->call_lapsed << 1 |
	    r->five_wins << 2 | r->predator << 3);
	bytes[n++] = (unsigned char)st->placed[0];
	bytes[n++] = (unsigned char)st->placed[1];
	for (size_t i = 0; i < n; i++)
		h = (h ^ bytes[i]) * 0x100000001b3u;
	return h;
}

/* A choice, if the engine takes its entries from st. */
static void
add(struct hint *h, const struct advice_choice *shown, const struct action *pre, int npre,
    int throw_n)
{
	struct yammaster_state next = *h->st;
	/* at most one place or removal a cell, one keep a kind and TOP_KEEPS,
	 * the player's own: 40 only were every cell open to a place or a
	 * removal at once, which no dice make */
	if (NEVER(h->n == CANDIDATES))
		return;
	for (int i = 0; i < npre; i++)
		if (!ym_apply(h->r, &next, &pre[i]))
			return;
	struct cand *c = &h->cand[h->n++];
	memset(c, 0, sizeof *c);
	c->shown = *shown;
	if (npre > 0)
		memcpy(c->pre, pre, (size_t)npre * sizeof *pre);
	c->npre = npre;
	c->throw_n = throw_n;
}

/* Every place, removal and (no throw left) pass the engine takes now. */
static void
add_ends(struct hint *h)
{
	static const int verbs[] = {YAMMASTER_PLACE, YAMMASTER_REMOVE};
	for (int cell = 0; cell < YAMMASTER_CELLS; cell++)
		for (int i = 0; i < 2; i++) {
			struct action a = {verbs[i], {0, {0}}, {cell, 0}};
			struct advice_choice shown = ym_choice_entry(verbs[i], cell, 0);
			add(h, &shown, &a, 1, 0);
		}
	/* with a throw left, a pass is never better than throwing again and
	 * then passing */
	if (h->st->turn.count == THROWS_MAX) {
		struct action a = {YAMMASTER_PASS, {0, {0}}, {0, 0}};
		struct advice_choice shown = ym_choice_entry(YAMMASTER_PASS, 0, 0);
		add(h, &shown, &a, 1, 0);
	}
}

/* The major to call with keep k: where a call is open and an Appel cell
 * free, the one k has the best chance of (after a sec any answers: the
 * sec's own); -1 where no call is to be made. */
static int
call_for(const struct hint *h, const struct ym_view *vw, int k, int left)
{
	const struct yammaster_state *st = h->st;
	if (st->turn.count != 1 || st->call >= 0 || vw->appel <= 0)
		return -1;
	int best = -1;
	for (int m = YAMMASTER_MAJOR0; m < YM_KINDS; m++) {
		if (st->sec != 0 && (st->sec >> (m - YAMMASTER_MAJOR0) & 1))
			return m;
		if (st->sec == 0 && (best < 0 || h->t->kind[m].Q[left][k] >
		    h->t->kind[best].Q[left][k]))
			best = m;
	}
	return best;
}

/* The keep k, after its call, then the throw of the rest. */
static void
add_keep(struct hint *h, const struct ym_view *vw, int k, int left)
{
	const struct tally *keep = &h->t->space.set[k];
	int call = call_for(h, vw, k, left), size = tally_total(keep), npre = 0;
	struct action pre[2];
	if (size == 0 && h->st->turn.kept.n > 0)
		return;   /* dice kept already: five thrown would be read as a hand */
	if (call >= 0)
		pre[npre++] = (struct action){YAMMASTER_CALL, {0, {0}}, {call, 0}};
	if (size > 0) {
		pre[npre] = (struct action){YAMMASTER_KEEP, {0, {0}}, {0, 0}};
		throws_set_dice(&pre[npre++].dice, keep);
	}
	struct advice_choice shown = ym_choice_keep(keep, call, 0);
	add(h, &shown, pre, npre, THROWS_DICE - size);
}

/* The keeps worth weighing: each free kind's best, and the TOP_KEEPS with
 * the best chance of a valuable cell (its worth times its odds). */
static void
add_keeps(struct hint *h)
{
	const struct ym_space *s = &h->t->space;
	struct ym_view vw;
	ym_view_of(h->r, h->t, h->st, &vw);
	struct tally hand = dice_tally(&h->st->turn.hand);
	int hd = ym_set(s, &hand), left = THROWS_MAX - h->st->turn.count;
	bool chosen[YM_SETS] = {false};
	double prior[YM_SETS];
	for (int kind = 0; kind < YM_KINDS; kind++)
		if (vw.w[kind] > 0)
			chosen[h->t->kind[kind].best[left][hd]] = true;
	for (int j = 0; j < s->sub_count[hd]; j++) {
		int k = s->sub[s->sub_first[hd] + j];
		prior[k] = 0;
		for (int kind = 0; kind < YM_KINDS; kind++) {
			double w = kind >= YAMMASTER_MAJOR0 && vw.appel > vw.w[kind] ? vw.appel
			    : vw.w[kind];
			if (w * h->t->kind[kind].Q[left][k] > prior[k])
				prior[k] = w * h->t->kind[kind].Q[left][k];
		}
	}
	for (int top = 0; top < TOP_KEEPS; top++) {
		int best = -1;
		for (int j = 0; j < s->sub_count[hd]; j++) {
			int k = s->sub[s->sub_first[hd] + j];
			if (!chosen[k] && (best < 0 || prior[k] > prior[best]))
				best = k;
		}
		if (best >= 0)
			chosen[best] = true;
	}
	for (int j = 0; j < s->sub_count[hd]; j++)
		if (chosen[s->sub[s->sub_first[hd] + j]])
			add_keep(h, &vw, s->sub[s->sub_first[hd] + j], left);
}

/* The dice a choice keeps (none: all five thrown again). */
static struct tally
kept_by(const struct cand *c)
{
	const struct advice_choice *ch = &c->shown;
	return ch->has_entry && ch->entry.verb == YAMMASTER_KEEP ? dice_tally(&ch->entry.dice)
	    : (struct tally){{0}};
}

/* Whether choice c is the entry a (a keep: of the same dice, whatever
 * the call). */
static bool
is_entry(const struct cand *c, const struct action *a)
{
	if (a->verb == YAMMASTER_KEEP || a->verb == YAMMASTER_THROW) {
		struct tally want = a->verb == YAMMASTER_KEEP ? dice_tally(&a->dice)
		    : (struct tally){{0}}, have = kept_by(c);
		return c->throw_n > 0 && tally_equal(&want, &have);
	}
	/* (a choice of no throw is an entry: add_ends) */
	return c->throw_n == 0 && c->shown.entry.verb == a->verb &&
	    (a->verb == YAMMASTER_PASS || c->shown.entry.arg[0] == a->arg[0]);
}

/* The choice the playouts' player makes here (after its call, the keep),
 * into h->own: one of the choices, added where the pruning left it
 * out. */
static void
own_choice(struct hint *h)
{
	struct ym_rng g;
	struct yammaster_state s = *h->st;
	struct action a;
	h->own = -1;
	ym_rng_seed(&g, h->seed, 0);
	/* the player acts in any game not over (the hint refused one over),
	 * and calls only right after a first throw with no call made, which
	 * apply_call takes */
	bool acts = ym_policy_act(h->r, h->t, &s, &g, &a);
	if (NEVER(!acts))
		return;
	if (a.verb == YAMMASTER_CALL) {
		bool called = ym_apply(h->r, &s, &a);
		acts = ym_policy_act(h->r, h->t, &s, &g, &a);
		if (NEVER(!called || !acts))
			return;
	}
	if (a.verb == YAMMASTER_THROW && s.turn.kept.n > 0) {
		/* the dice kept already named: the same keep */
		a.verb = YAMMASTER_KEEP;
		a.dice = s.turn.kept;
	}
	for (int i = 0; i < h->n && h->own < 0; i++)
		if (is_entry(&h->cand[i], &a))
			h->own = i;
	/* the policy throws all five again where its aim's best keep is none,
	 * a keep add_keeps weighs, so its throw is found above */
	if (h->own >= 0 || (a.verb != YAMMASTER_KEEP && a.verb != YAMMASTER_THROW)) /* untaken: see above */
		return;
	struct ym_view vw;
	struct tally k = a.verb == YAMMASTER_KEEP ? dice_tally(&a.dice) : (struct tally){{0}}; /* untaken: a throw, see above */
	ym_view_of(h->r, h->t, h->st, &vw);
	int before = h->n;
	add_keep(h, &vw, ym_set(&h->t->space, &k), THROWS_MAX - h->st->turn.count);
	/* a keep of dice (the kept already named made one) is added, the
	 * choices never full (add) */
	if (ALWAYS(h->n > before))
		h->own = before;
}

/* The square root of x >= 0, by Newton's steps (no libm for one use). */
static double
root(double x)
{
	if (x <= 0)
		return 0;
	double y = x + 1;         /* above the root, whatever x: the steps go down to it */
	for (int i = 0; i < 64; i++) {     /* untaken: a bound; the steps stop far sooner */
		double next = (y + x / y) / 2;
		if (next >= y)
			break;
		y = next;
	}
	return y;
}

/* One game played out from choice c, the game_no-th (its dice the same
 * for every choice). */
static double
play(const struct hint *h, const struct cand *c, long game_no)
{
	struct yammaster_state s = *h->st;
	struct ym_rng g;
	ym_rng_seed(&g, h->seed, (uint64_t)game_no);
	for (int i = 0; i < c->npre; i++)
		ym_apply(h->r, &s, &c->pre[i]);
	if (c->throw_n > 0) {
		struct action a = ym_throw_action(&g, c->throw_n);
		ym_apply(h->r, &s, &a);
	}
	return ym_playout(h->r, h->t, &s, h->st->current, &g);
}

/* One round's games: choice c[i] plays games first[i] on, games[i] of
 * them, the i-th's at from[i] to from[i + 1] of the round's list, which
 * the threads take CHUNK at a time. */
struct round {
	const struct hint *h;
	int n;
	struct cand *c[CANDIDATES];
	long first[CANDIDATES], from[CANDIDATES + 1];
	atomic_long next;
};

/* What one thread's games made, by choice. */
struct tally_of {
	struct round *rd;
	long wins[CANDIDATES], draws[CANDIDATES];
};

static void *
worker(void *arg)
{
	struct tally_of *to = arg;
	struct round *rd = to->rd;
	long total = rd->from[rd->n];
	for (;;) {
		long at = atomic_fetch_add(&rd->next, CHUNK);
		if (at >= total)
			break;
		long end = at + CHUNK < total ? at + CHUNK : total;
		int i = 0;
		for (long k = at; k < end; k++) {
			while (rd->from[i + 1] <= k)
				i++;
			double v = play(rd->h, rd->c[i], rd->first[i] + k - rd->from[i]);
			to->wins[i] += v == 1;
			to->draws[i] += v == 0.5;
		}
	}
	return NULL;
}

/* Plays the round's games on h's threads, this one among them (alone
 * where a thread cannot be had: it takes what is left), and adds them to
 * each choice. */
static void
run_round(struct round *rd)
{
	struct tally_of to[THREADS_MAX];
	pthread_t tid[THREADS_MAX];
	int started = 0, threads = rd->h->threads;
	long chunks = (rd->from[rd->n] + CHUNK - 1) / CHUNK;
	memset(to, 0, (size_t)threads * sizeof *to);
	atomic_store(&rd->next, 0);
	for (int t = 0; t < threads; t++)
		to[t].rd = rd;
	for (int t = 1; t < threads && t < chunks; t++)
		if (pthread_create(&tid[started], NULL, worker, &to[started + 1]) == 0)
			started++;
	worker(&to[0]);
	for (int t = 0; t < started; t++)
		pthread_join(tid[t], NULL);
	for (int t = 0; t <= started; t++)
		for (int i = 0; i < rd->n; i++) {
			rd->c[i]->wins += to[t].wins[i];
			rd->c[i]->draws += to[t].draws[i];
		}
	for (int i = 0; i < rd->n; i++)
		rd->c[i]->n += rd->from[i + 1] - rd->from[i];
}

/* The sum of a choice's scores (a draw half a win), and of their
 * squares. */
static double
sum(const struct cand *c)
{
	return (double)c->wins + 0.5 * (double)c->draws;
}

static double
sumsq(const struct cand *c)
{
	return (double)c->wins + 0.25 * (double)c->draws;
}

/* (every choice has played a game at least: halving's first round gives
 * each one) */
static double
mean(const struct cand *c)
{
	return sum(c) / (double)c->n;
}

/* Which of two choices has the higher mean. */
static int
by_mean(const struct cand *x, const struct cand *y)
{
	double mx = mean(x), my = mean(y);
	return mx > my ? -1 : mx < my ? 1 : 0;
}

/* Which of two choices is the better: the one that stayed longer in the
 * halving, then the higher mean. */
static int
by_rank(const struct cand *x, const struct cand *y)
{
	if (x->rounds != y->rounds)
		return x->rounds > y->rounds ? -1 : 1;
	return by_mean(x, y);
}

/* Sorts the choices a[0..n) the better first by cmp (stable). */
static void
sort_cands(struct cand **a, int n, int (*cmp)(const struct cand *, const struct cand *))
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && cmp(a[j - 1], a[j]) > 0; j--) {
			struct cand *x = a[j];
			a[j] = a[j - 1];
			a[j - 1] = x;
		}
}

/* Successive halving over the choices: the budget in rounds, each choice
 * left the same games a round (the last round shares what is left to the
 * game), the worse half dropped after each, never the playouts' player's
 * own choice (so that a few noisy games do not drop a choice the player
 * knows to be good); the games played in all. */
static long
halving(struct hint *h, long budget, struct round *rd)
{
	struct cand *alive[CANDIDATES];
	int n = 0, rounds = 1;
	long spent = 0;
	rd->h = h;
	rd->from[0] = 0;
	while ((1 << rounds) < h->n)
		rounds++;
	if (h->own >= 0)
		alive[n++] = &h->cand[h->own];
	for (int i = 0; i < h->n; i++)
		if (i != h->own)
			alive[n++] = &h->cand[i];
	/* (h->n >= 1: a throw before the turn's first, a pass after its last,
	 * the hand's keeps between; the last round breaks out) */
	for (int round = 0;; round++) {
		bool last = round == rounds - 1;
		long share = (budget - spent) / (last ? 1 : rounds - round) / n;
		if (share < 1)
			share = 1;
		long extra = last && budget - spent > share * n ? budget - spent - share * n : 0;
		rd->n = n;
		for (int i = 0; i < n; i++) {
			rd->c[i] = alive[i];
			rd->first[i] = alive[i]->n;
			rd->from[i + 1] = rd->from[i] + share + (i < extra);
			alive[i]->rounds++;
		}
		run_round(rd);
		spent += share * n + extra;
		if (last)
			break;
		int protect = h->own >= 0;
		sort_cands(alive + protect, n - protect, by_rank);
		n = (n + 1) / 2;
	}
	return spent;
}

/* The longest run of seat's pawns through cell on the board's lines, a
 * pawn of seat's put there. */
static int
run_through(const struct yammaster_state *st, int seat, int cell)
{
	int longest = 0;
	for (int l = 0; l < YAMMASTER_LINES; l++) {
		const struct yammaster_line *line = &yammaster_lines[l];
		for (int i = 0; i < line->n; i++) {
			if (line->cell[i] != cell)
				continue;
			int a = i, b = i;
			while (a > 0 && st->cell[line->cell[a - 1]] == seat)
				a--;
			while (b + 1 < line->n && st->cell[line->cell[b + 1]] == seat)
				b++;
			if (b - a + 1 > longest)
				longest = b - a + 1;
		}
	}
	return longest;
}

/* Why placing on cell is worth what it is, where the board says: it ends
 * the game, or makes a line of three or more, or keeps the other player
 * from one. */
static void
reason(const struct hint *h, struct advice_choice *ch)
{
	const struct yammaster_state *st = h->st;
	int seat = st->current, cell = ch->entry.arg[0];
	struct yammaster_state next = *st;
	if (ch->entry.verb != YAMMASTER_PLACE)
		return;
	/* (a place is weighed only where the engine took it: add) */
	bool placed = ym_apply(h->r, &next, &ch->entry);
	if (NEVER(!placed))
		return;
	if (next.over) {
		ch->why = next.winner == seat ? ADVICE_WHY_ENDS_WON : next.winner < 0
		    ? ADVICE_WHY_ENDS_DRAWN : ADVICE_WHY_ENDS_LOST;
		return;
	}
	int own = run_through(st, seat, cell), other = run_through(st, 1 - seat, cell);
	if (own >= 3 && own >= other) {
		ch->why = ADVICE_WHY_MAKES_LINE;
		ch->why_n = own;
	} else if (other >= 3) {
		ch->why = ADVICE_WHY_BLOCKS_LINE;
		ch->why_seat = (signed char)(1 - seat);
		ch->why_n = other;
	}
}

/* Choice c as shown: its estimate, standard error and reason. */
static struct advice_choice
shown(const struct hint *h, const struct cand *c)
{
	struct advice_choice ch = c->shown;
	double m = mean(c), var = 0;
	if (c->n > 1)
		var = (sumsq(c) - (double)c->n * m * m) / (double)(c->n - 1);
	/* a few games all alike say little: the variance of a chance one
	 * win and one loss away from them (Laplace's), at least */
	double p = (sum(c) + 1) / (double)(c->n + 2);
	if (var < p * (1 - p) && c->n < 30)
		var = p * (1 - p);
	ch.value = m;
	ch.error = root(var / (double)c->n);
	reason(h, &ch);
	return ch;
}

/* The choices into out: first the one advised, the best mean of those
 * still in at the halving's last round (the most games, the least error),
 * then every other by its mean, so that a table reads the list down from
 * the best; one dropped early (fewer games, a wider error) may still show
 * a mean above the first's. */
static void
answer(struct hint *h, struct advice *out)
{
	struct cand *sorted[CANDIDATES];
	for (int i = 0; i < h->n; i++)
		sorted[i] = &h->cand[i];
	sort_cands(sorted, h->n, by_rank);
	if (h->n > 1)
		sort_cands(sorted + 1, h->n - 1, by_mean);
	for (int i = 0; i < h->n; i++)
		out->choice[out->n++] = shown(h, sorted[i]);
}

/* The threads a hint plays on: those asked, or one a core. */
static int
threads_of(int asked)
{
	if (asked <= 0) {
		long n = sysconf(_SC_NPROCESSORS_ONLN);
		asked = n < 1 ? 1 : n > THREADS_MAX ? THREADS_MAX : (int)n; /* untaken: this machine's cores */
	}
	return asked > THREADS_MAX ? THREADS_MAX : asked;
}

bool
yammaster_advise_hint(const struct yammaster_rules *r, const struct yammaster_state *st,
    long budget, int threads, struct advice *out, struct msg *why)
{
	memset(out, 0, sizeof *out);
	out->goal = ADVICE_WIN;
	out->sampled = true;
	if (st->over) {
		msg_set(why, N_("the game is over"));
		return false;
	}
	struct hint *h = malloc(sizeof *h);
	struct ym_tables *t = malloc(sizeof *t);
	struct round *rd = malloc(sizeof *rd);
	if (h == NULL || t == NULL || rd == NULL) {  /* untaken: an allocation failing */
		free(h);
		free(t);
		free(rd);
		msg_set(why, N_("out of memory"));
		return false;
	}
	ym_tables_init(t);
	memset(h, 0, sizeof *h);
	h->r = r, h->st = st, h->t = t, h->seed = seed_of(r, st);
	h->threads = threads_of(threads);
	if (st->turn.count == 0) {
		struct advice_choice shown = ym_choice_keep(&(struct tally){{0}}, -1, 0);
		add(h, &shown, NULL, 0, THROWS_DICE);
	} else {
		add_ends(h);
		if (st->turn.count < THROWS_MAX)
			add_keeps(h);
	}
	own_choice(h);
	out->playouts = halving(h, budget > 0 ? budget : YAMMASTER_BUDGET, rd);
	answer(h, out);
	free(rd);
	free(h);
	free(t);
	return true;
}
