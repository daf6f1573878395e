/* The Farkle family's rules behind the engine interface (engine.h): its
 * presets, options and entry verbs, and its turn engine applied to an
 * action. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "engine.h"
#include "farkle.h"
#include "msg.h"
#include "never.h"

_Static_assert(sizeof(struct farkle_result) <= OUTCOME_BYTES, "an outcome must fit");

static const struct engine_preset presets[] = {
	{"10000"}, {"10000:350"}, {"5000"},
};
_Static_assert(sizeof presets / sizeof presets[0] == 3, "one a built-in rule set");

/* The verbs, in the order of enum farkle_action_kind (their words:
 * farkle_words.c). */
static const struct engine_verb verbs[] = {
	[ACTION_THROW] = {"throw", 1, -1, true, true},
	[ACTION_KEEP] = {"keep", 1, -1, true, false},
	[ACTION_BANK] = {"bank", 0, 0, false, false},
	[ACTION_TAKE] = {"take", 0, 0, false, false},
};

/* The rules blob of this engine is its scorer, which holds the rules. */
static bool
preset(const char *name, void *rules)
{
	const struct farkle_preset *p = farkle_preset_find(name);
	if (p == NULL)
		return false;
	memset(rules, 0, sizeof(struct farkle_scorer));
	((struct farkle_scorer *)rules)->rules = p->rules;
	return true;
}

static bool
option_set(void *rules, const char *assignment, struct msg *why)
{
	return farkle_option_set(&((struct farkle_scorer *)rules)->rules, assignment, why);
}

static void
option_get(const void *rules, const char *name, char *buf, size_t len)
{
	farkle_option_get(&((const struct farkle_scorer *)rules)->rules, name, buf, len);
}

/* take is there only under the piggy-back */
static bool
verb_used(const void *rules, int verb)
{
	return verb != ACTION_TAKE || ((const struct farkle_scorer *)rules)->rules.piggyback;
}

static bool
check(const void *rules, struct msg *why)
{
	return farkle_rules_check(&((const struct farkle_scorer *)rules)->rules, why);
}

static void
prepare(void *rules)
{
	struct farkle_scorer *s = rules;
	struct farkle_rules r = s->rules;
	farkle_scorer_init(s, &r);
}

/* The head of st from the rest of it. */
static void
set_head(struct farkle_state *st)
{
	struct engine_head *h = &st->head;
	h->nplayers = st->nplayers;
	h->current = st->current;
	h->over = st->phase == PHASE_OVER;
	for (int p = 0; p < st->nplayers; p++)
		h->score[p] = st->player[p].score;
	engine_rank(h, st->winner, true);
}

static void
start(const void *rules, void *state, int nplayers)
{
	farkle_start(state, &((const struct farkle_scorer *)rules)->rules, nplayers);
	set_head(state);
}

static const char *const end_names[] = {
	[END_NONE] = NULL, [END_BANKED] = "banked", [END_BUST] = "bust",
	[END_VOIDED] = "voided", [END_WON] = "won",
};

static bool
apply(const void *rules, void *state, const char *const *names, const struct action *a,
    union outcome *out, struct msg *why)
{
	const struct farkle_scorer *s = rules;
	struct farkle_state *st = state;
	struct farkle_result *r = (struct farkle_result *)out;
	struct farkle_action fa = {(enum farkle_action_kind)a->verb, a->dice};
	if (a->verb < 0 || (size_t)a->verb >= sizeof verbs / sizeof verbs[0]) {
		msg_set(why, N_("unknown entry"));
		return false;
	}
	if (!farkle_apply(s, st, &fa, &r->farkle, why)) {
		/* A full hand typed where the rules refuse it while the turn
		 * could be banked: most likely the next player's throw, the bank
		 * forgotten.  (Asked of a refusal only, which left st as it was:
		 * a bank tried on a copy costs a fifth of a throw's apply.) */
		if (fa.kind == ACTION_THROW && fa.dice.n == s->rules.dice &&
		    farkle_can_bank(s, st))
			msg_set(why, N_("%d dice typed, a full hand: did %s bank? type bank"
			    " first"), fa.dice.n, names[st->current]);
		return false;
	}
	const struct farkle_outcome *o = &r->farkle;
	r->head = (struct outcome_head){o->seat, end_names[o->end], o->points, o->score_after,
	    o->game_over, o->winner};
	set_head(st);
	return true;
}

static int
choices(const void *rules, const void *state, const struct action *a, struct action *first,
    int max)
{
	/* (room for every group there can be: k dice of 6 make 20 different
	 * groups at most, 3 of six different faces, so that each group
	 * counted is one filled) */
	struct tally groups[20];
	if (a->verb != ACTION_THROW)
		return 0;
	int n = farkle_implied_keeps(rules, state, a->dice.n, groups, 20);
	if (n < 2)
		return 0;
	for (int i = 0; i < n && i < max; i++)   /* untaken: fewer than 20, max 64 */
		first[i] = (struct action){ACTION_KEEP, tally_dice(&groups[i]), {0, 0}};
	return n;
}

/* A full hand typed where the rules refuse it while the turn could be
 * banked (apply's refusal): asked at a terminal, "did alice bank?". */
static bool
forgotten_end(const void *rules, const void *state, const char *const *names,
    const struct action *a, struct action *end, struct msg *question)
{
	const struct farkle_scorer *s = rules;
	const struct farkle_state *st = state;
	/* (asked of every throw typed: a turn's first throw of all the dice
	 * is no slip, and the state is copied only for the few that could be) */
	if (a->verb != ACTION_THROW || a->dice.n != s->rules.dice ||
	    ((st->phase == PHASE_START || st->phase == PHASE_FULL_HAND) &&
	    st->in_hand == a->dice.n) || !farkle_can_bank(s, st))
		return false;
	struct farkle_state copy = *st;
	struct farkle_action fa = {(enum farkle_action_kind)a->verb, a->dice};
	struct farkle_outcome o;
	struct msg why;
	msg_clear(&why);
	if (farkle_apply(s, &copy, &fa, &o, &why))
		return false;
	*end = (struct action){ACTION_BANK, {0, {0}}, {0, 0}};
	msg_set(question, N_("did %s bank?"), names[((const struct farkle_state *)state)->current]);
	return true;
}

static int
hand(const void *rules)
{
	return ((const struct farkle_scorer *)rules)->rules.dice;
}

/* The columns of farkle_facts (sql/005), in the order facts() fills them. */
enum fact_column {
	F_KEPT, F_KEPT_POINTS, F_KEPT_IMPLICIT, F_FULL_HAND, F_THROWN, F_DICE_IN_HAND, F_BEST,
	F_BUST, F_CROSS, F_PENALTY, F_COUNT
};
_Static_assert(F_COUNT <= ENGINE_FACTS, "the facts fit the store's");
static const char *const fact_columns[F_COUNT] = {
	"kept", "kept_points", "kept_implicit", "full_hand", "thrown", "dice_in_hand", "best",
	"bust", "cross", "penalty",
};

/* What the turn engine said: the dice set aside by this entry and the
 * points they added (summable over a turn), the throw, the cross and the
 * penalty of the turn it ended. */
static void
facts(const void *rules, const struct action *a, const union outcome *out, struct fact *f)
{
	(void)rules;
	(void)a;
	const struct farkle_outcome *o = &((const struct farkle_result *)out)->farkle;
	for (int i = 0; i < F_COUNT; i++)
		engine_fact_null(&f[i]);
	/* (the dice set aside by an entry are all it keeps: a keep's, or the
	 * group a bank of a throw sets aside) */
	if (tally_total(&o->kept_added) > 0) {
		struct dice added = tally_dice(&o->kept_added);
		engine_fact_dice(&f[F_KEPT], &added);
		engine_fact_int(&f[F_KEPT_POINTS], o->added_value);
		engine_fact_int(&f[F_KEPT_IMPLICIT], o->implicit_keep);
		engine_fact_int(&f[F_FULL_HAND], o->full_hand);
	}
	if (o->threw) {
		engine_fact_dice(&f[F_THROWN], &o->thrown);
		engine_fact_int(&f[F_DICE_IN_HAND], o->dice_thrown);
		engine_fact_int(&f[F_BEST], o->eval.best);
		engine_fact_int(&f[F_BUST], o->end == END_BUST);
	}
	if (o->end != END_NONE) {
		engine_fact_int(&f[F_CROSS], o->crossed);
		engine_fact_int(&f[F_PENALTY], o->penalised ? o->penalty_from - o->score_after : 0);
	}
}

/* A player's turns of an ended game, as its statistics count them: the
 * turn being played (its points kept and full hands so far), and the
 * turns ended.  Facts are NULL (unset) where no entry gave one. */
struct turns_tally {
	int turns;                 /* ended so far */
	long long kept, full;      /* the turn being played */
	int open_turn;             /* 0: never banked points */
	bool banked;               /* best has a value */
	long long crosses, penalties, penalty_points, best, full_hands, taken, taken_won;
	long long throws[DICE_MAX + 1], busts[DICE_MAX + 1];
};

/* The entry p of a player t into their tally: a turn ends with the entry
 * that says how (its points, less those the player kept, taken over). */
static void
tally_entry(struct turns_tally *t, const struct engine_played *p)
{
	const struct fact *f = p->facts;
	if (f[F_KEPT_POINTS].type == FACT_INT)
		t->kept += f[F_KEPT_POINTS].i;
	if (f[F_FULL_HAND].type == FACT_INT)
		t->full += f[F_FULL_HAND].i;
	/* (facts() gives the dice thrown, 1 to 6, and the bust with every
	 * throw; a NULL fact's value is 0) */
	if (f[F_THROWN].type != FACT_NULL &&
	    ALWAYS(f[F_DICE_IN_HAND].i >= 0 && f[F_DICE_IN_HAND].i <= DICE_MAX)) {
		t->throws[f[F_DICE_IN_HAND].i]++;
		t->busts[f[F_DICE_IN_HAND].i] += f[F_BUST].i;
	}
	if (p->end == NULL)
		return;
	bool banked = strcmp(p->end, "banked") == 0 || strcmp(p->end, "won") == 0;
	long long taken = p->points - t->kept;
	t->turns++;
	if (banked && p->points > 0 && t->open_turn == 0)
		t->open_turn = t->turns;
	t->crosses += f[F_CROSS].i;            /* (given with every end of a turn) */
	t->penalties += f[F_PENALTY].i > 0;
	t->penalty_points += f[F_PENALTY].i;
	if (banked && (!t->banked || p->points > t->best))
		t->best = p->points;
	t->banked = t->banked || banked;
	t->full_hands += t->full;
	t->taken += taken > 0;
	t->taken_won += taken > 0 && banked;
	t->kept = t->full = 0;
}

/* A player's facts: their turns (where they ended one), throws and busts
 * by the dice thrown, by the set of rules (the luck column's odds). */
static void
tally_facts(const struct turns_tally *t, int seat, engine_fact_sink *add, void *ctx)
{
	if (t->turns > 0) {
		engine_game_fact(add, ctx, seat, "open_turn", NULL, t->open_turn > 0,
		    t->open_turn > 0, t->open_turn);
		engine_game_fact(add, ctx, seat, "crosses", NULL, 1, true, t->crosses);
		engine_game_fact(add, ctx, seat, "penalties", NULL, 1, true, t->penalties);
		engine_game_fact(add, ctx, seat, "penalty_points", NULL, 1, true,
		    t->penalty_points);
		engine_game_fact(add, ctx, seat, "best", NULL, t->banked, t->banked, t->best);
		engine_game_fact(add, ctx, seat, "full_hands", NULL, 1, true, t->full_hands);
		engine_game_fact(add, ctx, seat, "taken", NULL, 1, true, t->taken);
		engine_game_fact(add, ctx, seat, "taken_won", NULL, 1, true, t->taken_won);
	}
	for (int d = 0; d <= DICE_MAX; d++) {
		if (t->throws[d] == 0)
			continue;
		char key[4];
		snprintf(key, sizeof key, "%d", d);
		engine_game_fact_by_rules(add, ctx, seat, "throws", key, 1, t->throws[d]);
		engine_game_fact_by_rules(add, ctx, seat, "busts", key, 1, t->busts[d]);
	}
}

/* An ended game's facts (fact_decl.h, farkle_stats.c), a player at a
 * time. */
static void
game_facts(const void *rules, int nplayers, const struct engine_played *played, int n,
    engine_fact_sink *add, void *ctx)
{
	(void)rules;
	struct turns_tally tally[ENGINE_MAX_PLAYERS] = {0};
	/* (a game's entries, replayed: each of a seat of the game, of at most
	 * FARKLE_MAX_PLAYERS) */
	for (int i = 0; i < n; i++)
		if (ALWAYS(played[i].seat >= 0 && played[i].seat < nplayers &&
		    played[i].seat < ENGINE_MAX_PLAYERS))
			tally_entry(&tally[played[i].seat], &played[i]);
	for (int seat = 0; seat < nplayers && ALWAYS(seat < ENGINE_MAX_PLAYERS); seat++)
		tally_facts(&tally[seat], seat, add, ctx);
}

/* farkle_advice.c: a hint for points is worked out from the state; a
 * hint to win reads a table of the two scores. */
static const struct engine_advice advice = {
	.advise = farkle_advise,
	.table_size = farkle_advice_table_size, .table_build = farkle_advice_table_build,
	.table_version = FARKLE_ADVICE_VERSION, .table_fits = farkle_advice_table_fits,
};

static const struct engine_option *
option(size_t i)
{
	return i < farkle_noptions ? &farkle_options[i].info : NULL;
}

const struct engine farkle_engine = {
	.family = "farkle",
	.presets = presets, .npresets = sizeof presets / sizeof presets[0],
	.option = option,
	.verbs = verbs, .nverbs = sizeof verbs / sizeof verbs[0],
	.rules_size = sizeof(struct farkle_scorer), .state_size = sizeof(struct farkle_state),
	.min_players = 1, .max_players = FARKLE_MAX_PLAYERS,
	.preset = preset, .option_set = option_set, .option_get = option_get, .check = check,
	.verb_used = verb_used,
	.prepare = prepare,
	.start = start, .apply = apply, .choices = choices, .forgotten_end = forgotten_end,
	.hand = hand, .result = ENGINE_WINNER, .higher_better = true,
	.fact_columns = fact_columns, .nfacts = F_COUNT, .facts = facts,
	.game_facts = game_facts,
	.advice = &advice,
};
