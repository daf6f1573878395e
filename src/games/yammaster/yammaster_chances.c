/* `odds` in Yam Master: the chance of making a kind of cell (1 to 6, a
 * major, a Sec, an Appel by a call) with the throws left, keeping at best
 * for it, exact over every throw (yammaster_odds.c).  One kind: every way
 * to go on, best first; several, or none named (every free kind): each
 * kind's best way.  What the turn allows (a Sec, a call after a sec that
 * lapses, an Appel open) is asked of the engine on copies of the state.
 * Pure. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "never.h"
#include "text.h"
#include "yammaster_advice.h"

#define ODDS_APPEL YM_KINDS       /* kinds beyond the dice's: */
#define ODDS_SEC (YM_KINDS + 1)

struct chances {
	const struct yammaster_rules *r;
	const struct yammaster_state *st;
	struct ym_tables *t;
	struct ym_odds *any;      /* room for an Appel's odds after a sec */
	int hand;                 /* the set of the dice on the table */
	int left;                 /* throws to come */
};

/* A kind of cell as odds is asked about it: a kind's name or a cell's. */
static int
target_of(const struct yammaster_rules *r, const char *word)
{
	int k = yammaster_kind_find(word);
	if (k < 0) {
		int cell = yammaster_cell_find(word);
		if (cell >= 0)
			k = r->board[cell];
	}
	return k == KIND_APPEL ? ODDS_APPEL : k == KIND_SEC ? ODDS_SEC : k;
}

static int
kind_of_target(int target)
{
	return target == ODDS_APPEL ? KIND_APPEL : target == ODDS_SEC ? KIND_SEC : target;
}

/* Each free cell of kind the dice make now, at 100%, into out. */
static void
add_places(const struct chances *c, int kind, struct advice *out)
{
	for (int cell = 0; cell < YAMMASTER_CELLS; cell++)
		if (c->r->board[cell] == kind && yammaster_can_place(c->r, c->st, cell)) {
			struct advice_choice ch = ym_choice_entry(YAMMASTER_PLACE, cell, 1);
			ym_choice_insert(out, &ch);
		}
}

/* Every keep of the hand, after a call of `call` (-1: none), each with
 * its chance in o, into out. */
static void
add_keeps(const struct chances *c, const struct ym_odds *o, int call, struct advice *out)
{
	const struct ym_space *s = &c->t->space;
	for (int j = 0; j < s->sub_count[c->hand]; j++) {
		int k = s->sub[s->sub_first[c->hand] + j];
		struct advice_choice ch = ym_choice_keep(&s->set[k], call, o->Q[c->left][k]);
		ym_choice_insert(out, &ch);
	}
}

/* Whether keeping k (then throwing the rest) after a call makes the call
 * lapse, as the engine says on a copy. */
static bool
lapses(const struct yammaster_rules *r, const struct yammaster_state *st, int call,
    const struct tally *k)
{
	struct yammaster_state next = *st;
	struct action a = {YAMMASTER_CALL, {0, {0}}, {call, 0}};
	/* (st is after its first throw, call a major: a call is taken) */
	if (next.call < 0) {
		bool called = ym_apply(r, &next, &a);
		if (NEVER(!called))
			return true;
	}
	/* (k is part of the hand, a throw is left: the keep and the throw of
	 * the rest are taken) */
	if (tally_total(k) > 0) {
		a = (struct action){YAMMASTER_KEEP, {0, {0}}, {0, 0}};
		throws_set_dice(&a.dice, k);
		bool kept = ym_apply(r, &next, &a);
		if (NEVER(!kept))
			return true;
	}
	a = (struct action){YAMMASTER_THROW, {THROWS_DICE - tally_total(k), {1, 1, 1, 1, 1, 1}},
	    {0, 0}};
	bool thrown = ym_apply(r, &next, &a);
	return NEVER(!thrown) || next.call_lapsed;
}

/* The odds of an Appel after a sec (any major answers it) into c->any,
 * the keeps of st's hand that lapse the call (st after its first
 * throw, `call` named or to be) barred. */
static void
any_major_odds(const struct chances *c, const struct yammaster_state *st, int hand, int call)
{
	const struct ym_space *s = &c->t->space;
	static const bool none[YM_SETS];
	bool barred[YM_SETS];
	memcpy(barred, none, sizeof barred);
	for (int h = 0; h < s->nsets; h++)
		c->any->made[h] = s->size[h] == THROWS_DICE && yammaster_majors(&s->set[h]) != 0;
	for (int j = 0; j < s->sub_count[hand]; j++) {
		int k = s->sub[s->sub_first[hand] + j];
		barred[k] = lapses(c->r, st, call, &s->set[k]);
	}
	ym_odds_solve(s, c->any, barred);
	/* barred keeps are worth nothing to an Appel */
	for (int j = 0; j < s->sub_count[hand]; j++) {
		int k = s->sub[s->sub_first[hand] + j];
		if (barred[k])
			c->any->Q[THROWS_MAX - 1][k] = 0;
	}
}

/* The first major the sec made (both callers ask it of a sec made: a
 * first throw that made a major). */
static int
sec_major(const struct yammaster_state *st)
{
	for (int m = 0; ALWAYS(m < YAMMASTER_MAJORS); m++)
		if (st->sec >> m & 1)
			return YAMMASTER_MAJOR0 + m;
	return -1;
}

/* The ways to an Appel from the dice on the table; false where the Appel
 * cells are closed this turn. */
static bool
appel_ways(const struct chances *c, struct advice *out)
{
	const struct yammaster_state *st = c->st;
	if (st->turn.count == 1 && st->call < 0 && st->sec == 0) {
		for (int m = YAMMASTER_MAJOR0; m < YM_KINDS; m++)
			add_keeps(c, &c->t->kind[m], m, out);
		return true;
	}
	if (st->turn.count == 1 && st->call < 0) {
		int call = sec_major(st);
		any_major_odds(c, st, c->hand, call);
		add_keeps(c, c->any, call, out);
		return true;
	}
	if (st->call < 0 || st->call_lapsed)
		return false;
	add_places(c, KIND_APPEL, out);
	if (c->left == 0 || yammaster_appel_open(st))
		return true;
	if (st->call_after_sec)
		any_major_odds(c, st, c->hand, st->call);
	add_keeps(c, st->call_after_sec ? c->any : &c->t->kind[st->call], -1, out);
	return true;
}

/* The chance of an Appel from the start of a turn: after each first
 * throw, the best call and keeps (any major after a sec). */
static double
appel_start(const struct chances *c)
{
	const struct ym_space *s = &c->t->space;
	double p = 0;
	for (int h = 0; h < s->nsets; h++) {
		if (s->size[h] != THROWS_DICE)
			continue;
		unsigned majors = yammaster_majors(&s->set[h]);
		double best = 0;
		for (int m = YAMMASTER_MAJOR0; m < YM_KINDS && majors == 0; m++)
			if (c->t->kind[m].go[THROWS_MAX - 1][h] > best)
				best = c->t->kind[m].go[THROWS_MAX - 1][h];
		if (majors != 0) {
			struct yammaster_state first = *c->st;
			struct action a = {YAMMASTER_THROW, {0, {0}}, {0, 0}};
			throws_set_dice(&a.dice, &s->set[h]);
			/* (a turn's first throw of all the dice, in a game not over) */
			bool thrown = ym_apply(c->r, &first, &a);
			if (NEVER(!thrown))
				continue;
			any_major_odds(c, &first, h, sec_major(&first));
			best = c->any->go[THROWS_MAX - 1][h];
		}
		p += s->chance[h] * best;
	}
	return p;
}

/* The chance of a Sec from the start of a turn: a major at the first
 * throw. */
static double
sec_start(const struct ym_space *s)
{
	double p = 0;
	for (int h = 0; h < s->nsets; h++)
		if (s->size[h] == THROWS_DICE && yammaster_majors(&s->set[h]) != 0)
			p += s->chance[h];
	return p;
}

/* Every way to target from here, best first, into out; false, with why,
 * where it cannot be made this turn. */
static bool
ways(const struct chances *c, int target, struct advice *out, struct msg *why)
{
	const struct yammaster_state *st = c->st;
	out->n = 0;
	if (st->turn.count == 0) {
		double p = target == ODDS_APPEL ? appel_start(c)
		    : target == ODDS_SEC ? sec_start(&c->t->space)
		    : ym_odds_start(&c->t->space, &c->t->kind[target]);
		struct advice_choice ch = ym_choice_keep(&(struct tally){{0}}, -1, p);
		ym_choice_insert(out, &ch);
		return true;
	}
	if (target == ODDS_SEC) {
		if (!yammaster_sec_open(st)) {
			msg_set(why, N_("a Sec takes a major made with the first throw: the Sec cells"
			    " are closed this turn"));
			return false;
		}
		add_places(c, KIND_SEC, out);
	} else if (target == ODDS_APPEL) {
		if (!appel_ways(c, out)) {
			msg_set(why, N_("an Appel takes a major called after the first throw: the"
			    " Appel cells are closed this turn"));
			return false;
		}
	} else {
		add_places(c, target, out);
		if (c->left > 0)
			add_keeps(c, &c->t->kind[target], -1, out);
	}
	if (out->n == 0) {
		struct advice_choice ch = ym_choice_entry(YAMMASTER_PASS, 0, 0);
		ym_choice_insert(out, &ch);
	}
	return true;
}

/* Whether kind has a free cell on the board. */
static bool
free_kind(const struct yammaster_rules *r, const struct yammaster_state *st, int kind)
{
	for (int cell = 0; cell < YAMMASTER_CELLS; cell++)
		if (r->board[cell] == kind && st->cell[cell] < 0)
			return true;
	return false;
}

/* The kinds asked about, from the words (none: every free kind, those
 * closed this turn left out), into targets; how many, or -1 with why. */
static int
targets_asked(const struct chances *c, int argc, char **argv, int *targets, struct msg *why)
{
	int n = 0;
	for (int i = 0; i < argc; i++) {
		int target = target_of(c->r, argv[i]);
		char shown[64];
		if (target < 0) {
			msg_set(why, N_("'%s' is no cell: odds takes 1 to 6, full, suite, carre,"
			    " small, yam, sec, appel, or a cell (a1 to e5)"),
			    text_visible(argv[i], shown, sizeof shown));
			return -1;
		}
		bool again = false;
		for (int j = 0; j < n; j++)
			again = again || targets[j] == target;
		if (!again)
			targets[n++] = target;
	}
	for (int target = 0; argc == 0 && target <= ODDS_SEC; target++)
		if (free_kind(c->r, c->st, kind_of_target(target)))
			targets[n++] = target;
	return n;
}

/* The best way to each target, labelled with its kind, into out. */
static bool
best_ways(const struct chances *c, const int *targets, int n, bool named,
    struct advice *way, struct advice *out, struct msg *why)
{
	for (int i = 0; i < n; i++) {
		struct msg closed;
		if (!ways(c, targets[i], way, &closed)) {
			if (!named)
				continue;
			*why = closed;
			return false;
		}
		struct advice_choice ch = way->choice[0];
		int kind = kind_of_target(targets[i]);
		ch.about = yammaster_kind_key(kind);
		ch.about_french = yammaster_kind_french(kind);
		ym_choice_insert(out, &ch);
	}
	return true;
}

bool
yammaster_advise_odds(const struct yammaster_rules *r, const struct yammaster_state *st,
    int argc, char **argv, struct advice *out, struct msg *why)
{
	memset(out, 0, sizeof *out);
	out->goal = ADVICE_CHANCE;
	out->exact = true;
	if (st->over) {
		msg_set(why, N_("the game is over"));
		return false;
	}
	struct ym_tables *t = malloc(sizeof *t);
	struct ym_odds *any = malloc(sizeof *any);
	struct advice *way = malloc(sizeof *way);
	bool ok = t != NULL && any != NULL && way != NULL;
	if (!ok)
		msg_set(why, N_("out of memory"));
	int targets[ODDS_SEC + 1], n = 0;
	if (ok) {          /* untaken: an allocation failing (just above) */
		ym_tables_init(t);
		struct chances c = {r, st, t, any, 0, THROWS_MAX - st->turn.count};
		struct tally hand = dice_tally(&st->turn.hand);
		c.hand = st->turn.count > 0 ? ym_set(&t->space, &hand) : 0;
		n = targets_asked(&c, argc, argv, targets, why);
		ok = n >= 0 && (argc == 1 ? ways(&c, targets[0], out, why)
		    : best_ways(&c, targets, n, argc > 0, way, out, why));
		out->about = argc;   /* (each word a kind, said "yam or carre") */
	}
	free(t);
	free(any);
	free(way);
	if (!ok)
		memset(out, 0, sizeof *out);
	return ok;
}
