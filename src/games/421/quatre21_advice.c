/* 421's advice (advice.h), exact over three dice.  odds: the chance of
 * each combination with the throws left, keeping at each throw the dice
 * that best lead to it.  hint (the décharge): each keep, and stopping,
 * by the tokens the player may expect to give away this round less those
 * they may have to take, with the chances of ending it best and lowest,
 * given the throws made already in the round and the players still to
 * throw, each playing for their best combination within the limit (for
 * the round's first player, stopping sets that limit).  Pure: no I/O,
 * nothing kept between calls. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "advice.h"
#include "never.h"
#include "quatre21.h"

#define HANDS 56                  /* three dice, as sets */
#define OUTCOMES (HANDS * QUATRE21_THROWS)

/* The 56 hands: their dice (highest first), combination, rank among
 * them (0 the lowest), and each sorted throw's index. */
struct space {
	unsigned char face[HANDS][QUATRE21_DICE];
	struct quatre21_combo combo[HANDS];
	int rank[HANDS];
	unsigned char index[7][7][7];
};

static void
space_init(const struct quatre21_rules *r, struct space *sp)
{
	int n = 0;
	for (int a = 6; a >= 1; a--)
		for (int b = a; b >= 1; b--)
			for (int c = b; c >= 1; c--) {
				struct dice d = {3, {(unsigned char)a, (unsigned char)b, (unsigned char)c}};
				sp->face[n][0] = (unsigned char)a;
				sp->face[n][1] = (unsigned char)b;
				sp->face[n][2] = (unsigned char)c;
				sp->combo[n] = quatre21_combo(r, &d);
				sp->index[a][b][c] = (unsigned char)n++;
			}
	for (int h = 0; h < HANDS; h++) {
		sp->rank[h] = 0;
		for (int k = 0; k < HANDS; k++)
			if (sp->combo[k].order < sp->combo[h].order)
				sp->rank[h]++;
	}
}

/* The hand of three faces in any order. */
static int
hand_of(const struct space *sp, int a, int b, int c)
{
	int t;
	if (a < b)
		t = a, a = b, b = t;
	if (b < c)
		t = b, b = c, c = t;
	if (a < b)
		t = a, a = b, b = t;
	return sp->index[a][b][c];
}

/* The chance of each hand after keeping the k dice of kept and throwing
 * the others, into p (HANDS of them). */
static void
throw_onto(const struct space *sp, const unsigned char *kept, int k, double *p)
{
	/* 1 to 3 dice thrown: keeps_of keeps two at most */
	int n = QUATRE21_DICE - k, ways = n == 3 ? 216 : n == 2 ? 36 : 6;
	memset(p, 0, sizeof(double) * HANDS);
	for (int w = 0; w < ways; w++) {
		int f[3], x = w;
		for (int i = 0; i < 3; i++) {
			if (i < k) {
				f[i] = kept[i];
			} else {
				f[i] = 1 + x % 6;
				x /= 6;
			}
		}
		p[hand_of(sp, f[0], f[1], f[2])] += 1.0 / ways;
	}
}

/* The keeps of hand h: each distinct set of 0 to 2 of its dice, into
 * kept (highest first) and size; how many. */
static int
keeps_of(const struct space *sp, int h, unsigned char kept[][2], int *size)
{
	const unsigned char *f = sp->face[h];
	int n = 0;
	kept[n][0] = kept[n][1] = 0, size[n++] = 0;
	for (int i = 0; i < 3; i++) {
		if (i > 0 && f[i] == f[i - 1])
			continue;
		kept[n][0] = f[i], kept[n][1] = 0, size[n++] = 1;
	}
	for (int i = 0; i < 3; i++)
		for (int j = i + 1; j < 3; j++) {
			bool seen = false;
			for (int m = 0; m < n; m++)
				seen |= size[m] == 2 && kept[m][0] == f[i] && kept[m][1] == f[j];
			if (!seen)
				kept[n][0] = f[i], kept[n][1] = f[j], size[n++] = 2;
		}
	return n;
}

/* ---- odds: the chance of making a combination, playing for it */

/* The combinations odds lists, best first: their kind and high die. */
static const struct {
	int kind, high;
	const char *label;            /* as quatre21_words.c names them */
} targets[] = {
	{QUATRE21_421, 0, N_("4-2-1")}, {QUATRE21_ACES, 0, N_("three aces")},
	{QUATRE21_ACE_PAIR, 6, N_("6-ace-ace")}, {QUATRE21_TRIPLE, 6, N_("three sixes")},
	{QUATRE21_ACE_PAIR, 5, N_("5-ace-ace")}, {QUATRE21_TRIPLE, 5, N_("three fives")},
	{QUATRE21_ACE_PAIR, 4, N_("4-ace-ace")}, {QUATRE21_TRIPLE, 4, N_("three fours")},
	{QUATRE21_ACE_PAIR, 3, N_("3-ace-ace")}, {QUATRE21_TRIPLE, 3, N_("three threes")},
	{QUATRE21_ACE_PAIR, 2, N_("2-ace-ace")}, {QUATRE21_TRIPLE, 2, N_("three twos")},
	{QUATRE21_STRAIGHT, -1, N_("straight")},
};
#define NTARGETS ((int)(sizeof targets / sizeof targets[0]))

static bool
is_target(const struct space *sp, int h, int t)
{
	const struct quatre21_combo *c = &sp->combo[h];
	return c->kind == targets[t].kind && (targets[t].high < 0 || c->high == targets[t].high);
}

/* The chance of making target t from hand h (-1: nothing thrown yet)
 * with left throws. */
static double
chance_of(const struct space *sp, int t, int h, int left)
{
	double w[HANDS], next[HANDS], p[HANDS];
	for (int k = 0; k < HANDS; k++)
		w[k] = is_target(sp, k, t);
	/* w: the chance with the throws counted so far left after the hand */
	for (int step = 1; step < left; step++) {
		for (int k = 0; k < HANDS; k++) {
			unsigned char kept[8][2];
			int size[8], n = keeps_of(sp, k, kept, size);
			next[k] = w[k];
			for (int m = 0; m < n && w[k] < 1; m++) {
				throw_onto(sp, kept[m], size[m], p);
				double v = 0;
				for (int j = 0; j < HANDS; j++)
					v += p[j] * w[j];
				if (v > next[k])
					next[k] = v;
			}
		}
		memcpy(w, next, sizeof w);
	}
	if (h >= 0)
		return w[h];
	throw_onto(sp, NULL, 0, p);
	double v = 0;
	for (int j = 0; j < HANDS; j++)
		v += p[j] * w[j];
	return v;
}

static bool
advise_odds(const struct quatre21_rules *r, const struct quatre21_state *st, int argc,
    struct advice *out, struct msg *why)
{
	if (argc > 0) {
		msg_set(why, N_("odds takes no words in 421: the chance of each combination"));
		return false;
	}
	struct space sp;
	space_init(r, &sp);
	int left = quatre21_throws_left(st);
	int h = st->count > 0 ? hand_of(&sp, st->hand.face[0], st->hand.face[1], st->hand.face[2])
	    : -1;
	out->goal = ADVICE_CHANCE;
	out->exact = true;
	for (int t = 0; t < NTARGETS; t++) {
		struct advice_choice c;
		memset(&c, 0, sizeof c);
		c.then_verb = -1;
		c.bust = -1;
		c.label = targets[t].label;
		/* (a turn ends at its last throw: with a hand, a throw is left) */
		c.value = h >= 0 && NEVER(left == 0) ? is_target(&sp, h, t) : chance_of(&sp, t, h,
		    h >= 0 ? left + 1 : left);
		/* best first, ties in the order of the combinations */
		int at = out->n;
		while (at > 0 && out->choice[at - 1].value < c.value) {
			out->choice[at] = out->choice[at - 1];
			at--;
		}
		out->choice[at] = c;
		out->n++;
	}
	return true;
}

/* ---- hint: the tokens of the round */

/* One player's possible ends of the round, by strength (a higher
 * combination, then fewer throws, then the place in the round), with
 * the chance below each. */
struct ends {
	int n;
	int key[OUTCOMES];
	double p[OUTCOMES], below[OUTCOMES + 1], below_plain[OUTCOMES + 1];
	int value[OUTCOMES];
	bool nenette[OUTCOMES];
	int tokens;
};

static int
strength(int order, int throws, int place)
{
	return ((order * 4) + (QUATRE21_THROWS - throws)) * 32 + (31 - place);
}

/* e, its ends sorted and their chances summed. */
static void
ends_sum(struct ends *e)
{
	for (int i = 1; i < e->n; i++)
		for (int j = i; j > 0 && e->key[j] < e->key[j - 1]; j--) {
			int k = e->key[j], v = e->value[j];
			double p = e->p[j];
			bool x = e->nenette[j];
			e->key[j] = e->key[j - 1], e->p[j] = e->p[j - 1];
			e->value[j] = e->value[j - 1], e->nenette[j] = e->nenette[j - 1];
			e->key[j - 1] = k, e->p[j - 1] = p, e->value[j - 1] = v, e->nenette[j - 1] = x;
		}
	e->below[0] = e->below_plain[0] = 0;
	for (int i = 0; i < e->n; i++) {
		e->below[i + 1] = e->below[i] + e->p[i];
		e->below_plain[i + 1] = e->below_plain[i] + (e->nenette[i] ? 0 : e->p[i]);
	}
}

static void
ends_add(struct ends *e, const struct space *sp, int h, int throws, int place, double p)
{
	e->key[e->n] = strength(sp->combo[h].order, throws, place);
	e->p[e->n] = p;
	e->value[e->n] = sp->combo[h].value;
	e->nenette[e->n] = sp->combo[h].kind == QUATRE21_NENETTE;
	e->n++;
}

/* The chance e ends below key (with no nénette, where plain). */
static double
below(const struct ends *e, int key, bool plain)
{
	int lo = 0, hi = e->n;
	while (lo < hi) {
		int mid = (lo + hi) / 2;
		if (e->key[mid] < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return plain ? e->below_plain[lo] : e->below[lo];
}

/* How a player who plays for the best combination ends a turn of at
 * most limit throws: the chance of each hand after each count, into
 * end[hand][throws]. */
static void
play_for_best(const struct space *sp, int limit, double end[HANDS][QUATRE21_THROWS + 1])
{
	double v[QUATRE21_THROWS + 1][HANDS], p[HANDS], mass[QUATRE21_THROWS + 2][HANDS];
	int best_keep[QUATRE21_THROWS + 1][HANDS];
	unsigned char kept[HANDS][8][2];
	int size[HANDS][8], nkeeps[HANDS];
	for (int h = 0; h < HANDS; h++) {
		nkeeps[h] = keeps_of(sp, h, kept[h], size[h]);
		v[limit][h] = sp->rank[h];
	}
	for (int t = limit - 1; t >= 1; t--)
		for (int h = 0; h < HANDS; h++) {
			v[t][h] = sp->rank[h];
			best_keep[t][h] = -1;        /* stop: as good, in fewer throws */
			for (int m = 0; m < nkeeps[h]; m++) {
				throw_onto(sp, kept[h][m], size[h][m], p);
				double x = 0;
				for (int j = 0; j < HANDS; j++)
					x += p[j] * v[t + 1][j];
				if (x > v[t][h])
					v[t][h] = x, best_keep[t][h] = m;
			}
		}
	memset(mass, 0, sizeof mass);
	memset(end, 0, sizeof(double) * HANDS * (QUATRE21_THROWS + 1));
	throw_onto(sp, NULL, 0, mass[1]);
	for (int t = 1; t <= limit; t++)
		for (int h = 0; h < HANDS; h++) {
			if (t == limit || best_keep[t][h] < 0) {
				end[h][t] += mass[t][h];
				continue;
			}
			int m = best_keep[t][h];
			throw_onto(sp, kept[h][m], size[h][m], p);
			for (int j = 0; j < HANDS; j++)
				mass[t + 1][j] += mass[t][h] * p[j];
		}
}

/* What hint weighs: the other players' ends, for each limit the round
 * may get (those still to throw depend on it). */
struct table {
	const struct quatre21_rules *r;
	const struct quatre21_state *st;
	struct space sp;
	int me, place, tokens;
	bool first;                   /* the round's first: stopping sets the limit */
	int nothers;
	struct ends others[QUATRE21_THROWS + 1][ENGINE_MAX_PLAYERS];
};

static void
table_init(struct table *tb, const struct quatre21_rules *r, const struct quatre21_state *st)
{
	memset(tb, 0, sizeof *tb);
	tb->r = r;
	tb->st = st;
	space_init(r, &tb->sp);
	tb->me = quatre21_current(st);
	tb->place = st->pos;
	tb->tokens = st->tokens[tb->me];
	tb->first = st->pos == 0;
	for (int limit = 1; limit <= QUATRE21_THROWS; limit++) {
		double end[HANDS][QUATRE21_THROWS + 1];
		play_for_best(&tb->sp, limit, end);
		int n = 0;
		for (int i = 0; i < st->nseats; i++) {
			if (i == st->pos)
				continue;
			int seat = st->seat[i];
			struct ends *e = &tb->others[limit][n++];
			e->tokens = st->tokens[seat];
			if (i < st->pos) {
				const unsigned char *f = st->made[seat].face;
				ends_add(e, &tb->sp, hand_of(&tb->sp, f[0], f[1], f[2]),
				    st->made[seat].throws, i, 1);
			} else {
				for (int h = 0; h < HANDS; h++)
					for (int t = 1; t <= limit; t++)
						if (end[h][t] > 0)
							ends_add(e, &tb->sp, h, t, i, end[h][t]);
			}
			ends_sum(e);
		}
		tb->nothers = n;
	}
}

/* What ending the turn on hand h after throws is worth. */
struct worth {
	double tokens, best, lowest;
};

/* The tokens the best gives the lowest, with the nénette's penalty. */
static int
given(const struct quatre21_rules *r, int value, int tokens, bool nenette)
{
	int base = value < tokens ? value : tokens;
	int more = nenette && r->nenette > 0 ? (r->nenette < tokens - base ? r->nenette
	    : tokens - base) : 0;
	return base + more;
}

/* The chance I am lowest with other j's end k the best of the others,
 * summed over j and k, each weighted by what the best gives. */
static double
expected_taken(const struct table *tb, const struct ends *o, int me, bool nenette)
{
	double sum = 0;
	for (int j = 0; j < tb->nothers; j++)
		for (int k = 0; k < o[j].n; k++) {
			if (o[j].key[k] < me)
				continue;
			double w = o[j].p[k];
			for (int i = 0; i < tb->nothers && w > 0; i++)
				if (i != j)
					w *= below(&o[i], o[j].key[k], false) - below(&o[i], me, false);
			sum += w * given(tb->r, o[j].value[k], o[j].tokens, nenette);
		}
	return sum;
}

static struct worth
ending(const struct table *tb, int h, int throws)
{
	const struct space *sp = &tb->sp;
	int limit = tb->first ? throws : tb->st->limit;
	const struct ends *o = tb->others[limit];
	int me = strength(sp->combo[h].order, throws, tb->place);
	double best = 1, plain = 1, lowest = 1;
	for (int j = 0; j < tb->nothers; j++) {
		best *= below(&o[j], me, false);
		plain *= below(&o[j], me, true);
		lowest *= 1 - below(&o[j], me, false);
	}
	struct worth w = {0, best, lowest};
	int base = given(tb->r, sp->combo[h].value, tb->tokens, false);
	int more = given(tb->r, sp->combo[h].value, tb->tokens, true) - base;
	w.tokens = best * base + (best - plain) * more;
	w.tokens -= expected_taken(tb, o, me, sp->combo[h].kind == QUATRE21_NENETTE);
	return w;
}

/* The worth of hand h after throws under the best play from there. */
static struct worth
play_on(const struct table *tb, int h, int throws, struct worth memo[][HANDS], bool *done)
{
	int most = tb->first ? QUATRE21_THROWS : tb->st->limit;
	if (done[throws * HANDS + h])
		return memo[throws][h];
	struct worth w = ending(tb, h, throws);
	if (throws < most) {
		unsigned char kept[8][2];
		int size[8], n = keeps_of(&tb->sp, h, kept, size);
		for (int m = 0; m < n; m++) {
			double p[HANDS];
			struct worth x = {0, 0, 0};
			throw_onto(&tb->sp, kept[m], size[m], p);
			for (int j = 0; j < HANDS; j++) {
				if (p[j] == 0)
					continue;
				struct worth y = play_on(tb, j, throws + 1, memo, done);
				x.tokens += p[j] * y.tokens, x.best += p[j] * y.best;
				x.lowest += p[j] * y.lowest;
			}
			if (x.tokens > w.tokens)
				w = x;
		}
	}
	done[throws * HANDS + h] = true;
	memo[throws][h] = w;
	return w;
}

static void
add_choice(struct advice *out, const struct action *entry, int then_throw, struct worth w)
{
	struct advice_choice c;
	memset(&c, 0, sizeof c);
	c.has_entry = entry != NULL;
	if (entry != NULL)
		c.entry = *entry;
	c.then_verb = -1;
	c.then_throw = then_throw;
	c.value = w.tokens;
	c.bust = -1;
	c.round_best = w.best;
	c.round_lowest = w.lowest;
	int at = out->n;
	while (at > 0 && out->choice[at - 1].value < c.value) {
		out->choice[at] = out->choice[at - 1];
		at--;
	}
	out->choice[at] = c;
	out->n++;
}

static bool
hint_refused(const struct quatre21_state *st, int request, struct msg *why)
{
	if (request == ADVICE_HINT_WIN)
		msg_set(why, N_("421 advice weighs the tokens of the round: hint, without --win"));
	else if (st->over)
		msg_set(why, N_("the game is over"));
	else if (st->phase == QUATRE21_CHARGE)
		msg_set(why, N_("the charge is one throw each: nothing to weigh (odds gives the"
		    " chances)"));
	else if (st->nbarrage > 0)
		msg_set(why, N_("a barrage is one throw each: nothing to weigh"));
	else if (st->count == 0)
		msg_set(why, N_("nothing thrown yet this turn: hint weighs the dice thrown"));
	else
		return false;
	return true;
}

/* The keeps of the dice in hand and stopping, each by the tokens of the
 * round under the best play from there. */
static void
weigh(const struct table *tb, struct advice *out)
{
	const struct quatre21_state *st = tb->st;
	int h = hand_of(&tb->sp, st->hand.face[0], st->hand.face[1], st->hand.face[2]);
	struct worth memo[QUATRE21_THROWS + 1][HANDS];
	bool done[(QUATRE21_THROWS + 1) * HANDS];
	memset(done, 0, sizeof done);
	struct action stop = {QUATRE21_STOP, {0, {0}}, {0, 0}};
	add_choice(out, &stop, 0, ending(tb, h, st->count));
	/* a turn ends at its last throw (end_turn): hint, asked in one, has one left */
	if (NEVER(st->count >= (tb->first ? QUATRE21_THROWS : st->limit)))
		return;
	unsigned char kept[8][2];
	int size[8], n = keeps_of(&tb->sp, h, kept, size);
	for (int m = 0; m < n; m++) {
		double p[HANDS];
		struct worth x = {0, 0, 0};
		throw_onto(&tb->sp, kept[m], size[m], p);
		for (int j = 0; j < HANDS; j++)
			if (p[j] > 0) {
				struct worth y = play_on(tb, j, st->count + 1, memo, done);
				x.tokens += p[j] * y.tokens, x.best += p[j] * y.best;
				x.lowest += p[j] * y.lowest;
			}
		struct action keep = {QUATRE21_KEEP, {size[m], {kept[m][0], kept[m][1]}}, {0, 0}};
		add_choice(out, size[m] > 0 ? &keep : NULL, QUATRE21_DICE - size[m], x);
	}
}

static bool
advise_hint(const struct quatre21_rules *r, const struct quatre21_state *st, int request,
    struct advice *out, struct msg *why)
{
	if (hint_refused(st, request, why))
		return false;
	struct table *tb = malloc(sizeof *tb);
	if (tb == NULL) {
		msg_set(why, N_("out of memory"));
		return false;
	}
	table_init(tb, r, st);
	out->goal = ADVICE_TOKENS;
	out->places = true;
	out->exact = !r->barrage;
	out->note = r->barrage ? N_("a barrage counted as the rule without one: the last of those"
	    " tied is lowest") : NULL;
	weigh(tb, out);
	free(tb);
	return true;
}

bool
quatre21_advise(const void *rules, const void *state, int request, int argc, char **argv,
    const void *table, struct advice *out, struct msg *why)
{
	(void)argv;
	(void)table;
	memset(out, 0, sizeof *out);
	if (request == ADVICE_ODDS) {
		const struct quatre21_state *st = state;
		if (st->over) {
			msg_set(why, N_("the game is over"));
			return false;
		}
		return advise_odds(rules, state, argc, out, why);
	}
	return advise_hint(rules, state, request, out, why);
}
