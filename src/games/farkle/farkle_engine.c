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
	/* A full hand typed where the rules refuse it while the turn could be
	 * banked: most likely the next player's throw, the bank forgotten. */
	bool could_bank = fa.kind == ACTION_THROW && fa.dice.n == s->rules.dice &&
	    farkle_can_bank(s, st);
	int seat = st->current;
	if (!farkle_apply(s, st, &fa, &r->farkle, why)) {
		if (could_bank)
			msg_set(why, N_("%d dice typed, a full hand: did %s bank? type bank"
			    " first"), fa.dice.n, names[seat]);
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
	struct tally groups[8];
	if (a->verb != ACTION_THROW)
		return 0;
	int n = farkle_implied_keeps(rules, state, a->dice.n, groups, 8);
	if (n < 2)
		return 0;
	for (int i = 0; i < n && i < max && i < 8; i++)
		first[i] = (struct action){ACTION_KEEP, tally_dice(&groups[i]), {0, 0}};
	return n;
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
		f[i] = (struct fact){FACT_NULL, 0, ""};
	if (tally_total(&o->kept_added) > 0 || tally_total(&o->kept) > 0) {
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

/* farkle_advice.c: a hint for points is worked out from the state; a
 * hint to win reads a table of the two scores. */
static const struct engine_advice advice = {
	.advise = farkle_advise,
	.table_size = farkle_advice_table_size, .table_build = farkle_advice_table_build,
	.table_version = FARKLE_ADVICE_VERSION,
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
	.prepare = prepare,
	.start = start, .apply = apply, .choices = choices,
	.hand = hand, .result = ENGINE_WINNER, .higher_better = true,
	.fact_columns = fact_columns, .nfacts = F_COUNT, .facts = facts,
	.advice = &advice,
};
