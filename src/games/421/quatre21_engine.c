/* 421 behind the engine interface (engine.h): its rule sets and options,
 * its entry verbs, the head (tokens as the score, fewer the better; the
 * places once over, 1 for the first out, the loser last) and its facts. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "never.h"
#include "quatre21.h"

_Static_assert(sizeof(struct quatre21_result) <= OUTCOME_BYTES, "an outcome must fit");
_Static_assert(ENGINE_MAX_PLAYERS <= 32, "players out are bits of a uint32_t");

static const struct engine_preset presets[] = {
	{"421"}, {"421:8"},
};

/* The verbs, in the order of enum quatre21_verb (their words: quatre21_words.c). */
static const struct engine_verb verbs[] = {
	[QUATRE21_THROW] = {"throw", 1, -1, true, true},
	[QUATRE21_KEEP] = {"keep", 1, -1, true, false},
	[QUATRE21_STOP] = {"stop", 0, 0, false, false},
};

/* Their words: quatre21_words.c, in the same order. */
static const struct engine_option options[] = {
	{"421", ENGINE_OPT_INT, "N", false},
	{"tokens", ENGINE_OPT_INT, "N", false},
	{"nenette", ENGINE_OPT_INT, "N", false},
	{"barrage", ENGINE_OPT_BOOL, "yes|no", false},
};
#define NOPTIONS (sizeof options / sizeof options[0])

static const struct engine_option *
option(size_t i)
{
	return i < NOPTIONS ? &options[i] : NULL;
}

/* The head of st from the rest of it: once over, each player's place is
 * 1 + the players out in an earlier round (those out together share
 * it); the loser, never out, is last. */
static void
set_head(struct quatre21_state *st)
{
	struct engine_head *h = &st->head;
	h->nplayers = st->nplayers;
	h->current = st->over ? st->loser : quatre21_current(st);
	h->over = st->over;
	for (int p = 0; p < st->nplayers; p++) {
		h->score[p] = st->tokens[p];
		int before = 0;
		for (int q = 0; q < st->nplayers; q++)
			if (st->out[q] != 0 && (st->out[p] == 0 || st->out[q] < st->out[p]))
				before++;
		h->place[p] = st->over ? 1 + before : 0;
	}
}

static void
start(const void *rules, void *state, int nplayers)
{
	quatre21_start(rules, state, nplayers);
	set_head(state);
}

/* The one seat in place 1, -1 if none or shared. */
static int
first_out(const struct engine_head *h)
{
	int seat = -1, n = 0;
	for (int p = 0; p < h->nplayers; p++)
		if (h->place[p] == 1)
			seat = p, n++;
	return n == 1 ? seat : -1;
}

static bool
apply(const void *rules, void *state, const char *const *names, const struct action *a,
    union outcome *out, struct msg *why)
{
	struct quatre21_result *r = (struct quatre21_result *)out;
	struct quatre21_state *st = state;
	if (!quatre21_apply(rules, st, names, a, &r->q, why))
		return false;
	const struct quatre21_outcome *o = &r->q;
	const char *end = !o->turn_over ? NULL : a->verb == QUATRE21_STOP ? "stopped" : "thrown";
	set_head(st);
	/* points: the tokens the round gave the player (+) or took (-) */
	int points = 0;
	if (o->round_over && o->r.lowest == o->seat)
		points = o->r.tokens + o->r.penalty;
	else if (o->round_over && o->r.best == o->seat && !o->r.from_pot)
		points = -(o->r.tokens + o->r.penalty);
	r->head = (struct outcome_head){o->seat, end, points, st->tokens[o->seat], o->game_over,
	    o->game_over ? first_out(&st->head) : -1};
	return true;
}

static int
choices(const void *rules, const void *state, const struct action *a, struct action *first,
    int max)
{
	(void)rules;
	const struct quatre21_state *st = state;
	struct dice keeps[8];
	if (st->over || a->verb != QUATRE21_THROW)
		return 0;
	int n = quatre21_implied_keeps(st, a->dice.n, keeps, 8);
	if (n < 2)
		return 0;
	for (int i = 0; i < n && i < max; i++)      /* (n <= 3 of three dice) */
		first[i] = (struct action){QUATRE21_KEEP, keeps[i], {0, 0}};
	return n;
}

/* A whole hand thrown again over 4-2-1, the best there is, with no keep
 * named: no player does that, so it is surely the next player's throw,
 * the stop forgotten. */
static bool
forgotten_end(const void *rules, const void *state, const char *const *names,
    const struct action *a, struct action *end, struct msg *question)
{
	const struct quatre21_state *st = state;
	/* (a throw left: a turn ends at its last throw, count back to 0) */
	if (st->over || a->verb != QUATRE21_THROW || a->dice.n != QUATRE21_DICE ||
	    st->phase != QUATRE21_DECHARGE || st->nbarrage > 0 || st->count == 0 ||
	    st->kept.n > 0 || NEVER(quatre21_throws_left(st) <= 0))
		return false;
	/* 4-2-1 and 1-1-1, the best two: no player throws again from them
	 * (only 4-2-1 beats 1-1-1, and a throw risks the lowest hand) */
	enum quatre21_kind kind = quatre21_combo(rules, &st->hand).kind;
	if (kind != QUATRE21_421 && kind != QUATRE21_ACES)
		return false;
	*end = (struct action){QUATRE21_STOP, {0, {0}}, {0, 0}};
	msg_set(question, N_("did %s stop?"), names[quatre21_current(st)]);
	return true;
}

/* The tokens move at a round's end, for every player at once: a chart
 * plots each player's count after each round, a player out up to the
 * round they went out in. */
static void
round_end(const void *state, const union outcome *o, bool *plotted)
{
	const struct quatre21_state *st = state;
	const struct quatre21_outcome *q = &((const struct quatre21_result *)o)->q;
	for (int p = 0; p < st->nplayers; p++)
		plotted[p] = q->round_over && (st->out[p] == 0 || st->out[p] == st->rounds);
}

static int
hand(const void *rules)
{
	(void)rules;
	return QUATRE21_DICE;
}

/* The columns of 421_facts (sql/), in the order facts() fills them. */
enum fact_column {
	F_PHASE, F_ROUND, F_THROW, F_HAND, F_COMBO, F_VALUE, F_BARRAGE, F_BEST, F_LOWEST,
	F_TOKENS, F_PENALTY, F_OUTS, F_COUNT
};
_Static_assert(F_COUNT <= ENGINE_FACTS, "the facts fit the store's");
static const char *const fact_columns[F_COUNT] = {
	"phase", "round", "throw", "hand", "combo", "value", "barrage", "best", "lowest",
	"tokens", "penalty", "outs",
};

/* What the game said: the phase and round, a throw's dice and what they
 * make; at a round's end who was best and lowest, the tokens moved (and
 * a nénette's penalty), who is out. */
static void
facts(const void *rules, const struct action *a, const union outcome *out, struct fact *f)
{
	(void)rules;
	const struct quatre21_outcome *o = &((const struct quatre21_result *)out)->q;
	for (int i = 0; i < F_COUNT; i++)
		engine_fact_null(&f[i]);
	engine_fact_text(&f[F_PHASE], o->phase == QUATRE21_CHARGE ? "charge" : "decharge");
	engine_fact_int(&f[F_ROUND], o->round);
	engine_fact_int(&f[F_THROW], o->throw_no);
	/* every entry taken holds a hand: a throw's, the one kept from, the one stopped on */
	if (ALWAYS(o->hand.n > 0))
		engine_fact_dice(&f[F_HAND], &o->hand);
	if (a->verb == QUATRE21_THROW) {
		engine_fact_text(&f[F_COMBO], quatre21_kind_key(o->combo.kind));
		engine_fact_int(&f[F_VALUE], o->combo.value);
		engine_fact_int(&f[F_BARRAGE], o->in_barrage);
	}
	if (o->round_over) {
		engine_fact_int(&f[F_BEST], o->r.best);
		engine_fact_int(&f[F_LOWEST], o->r.lowest);
		engine_fact_int(&f[F_TOKENS], o->r.tokens);
		engine_fact_int(&f[F_PENALTY], o->r.penalty);
		engine_fact_int(&f[F_OUTS], o->r.outs);
	}
}

/* An ended game's facts (fact_decl.h, quatre21_stats.c): each player's
 * rounds won (best) and lost (lowest), 4-2-1s thrown, and the tokens
 * taken in the charge. */
static void
game_facts(const void *rules, int nplayers, const struct engine_played *played, int n,
    engine_fact_sink *add, void *ctx)
{
	(void)rules;
	for (int seat = 0; n > 0 && seat < nplayers; seat++) {
		long long won = 0, lost = 0, fours = 0, charged = 0;
		for (int i = 0; i < n; i++) {
			const struct fact *f = played[i].facts;
			won += engine_fact_is(&f[F_BEST], seat);
			lost += engine_fact_is(&f[F_LOWEST], seat);
			fours += played[i].seat == seat && strcmp(played[i].kind, "throw") == 0 &&
			    engine_fact_says(&f[F_COMBO], "421");
			/* the facts are the engine's own: a round's end gives both numbers */
			if (engine_fact_is(&f[F_LOWEST], seat) && engine_fact_says(&f[F_PHASE], "charge") &&
			    ALWAYS(f[F_TOKENS].type == FACT_INT && f[F_PENALTY].type == FACT_INT))
				charged += f[F_TOKENS].i + f[F_PENALTY].i;
		}
		engine_game_fact(add, ctx, seat, "rounds_won", NULL, 1, true, won);
		engine_game_fact(add, ctx, seat, "rounds_lost", NULL, 1, true, lost);
		engine_game_fact(add, ctx, seat, "fours", NULL, 1, true, fours);
		engine_game_fact(add, ctx, seat, "charged", NULL, 1, true, charged);
	}
}

/* quatre21_advice.c: no table; odds may be typed alone. */
static const struct engine_advice advice = {
	.advise = quatre21_advise, .odds_alone = true,
};

const struct engine quatre21_engine = {
	.family = "421",
	.presets = presets, .npresets = sizeof presets / sizeof presets[0],
	.option = option,
	.verbs = verbs, .nverbs = sizeof verbs / sizeof verbs[0],
	.rules_size = sizeof(struct quatre21_rules), .state_size = sizeof(struct quatre21_state),
	.min_players = 2, .max_players = ENGINE_MAX_PLAYERS,
	.preset = quatre21_preset, .option_set = quatre21_option_set,
	.option_get = quatre21_option_get, .check = quatre21_check,
	.start = start, .apply = apply, .choices = choices, .forgotten_end = forgotten_end,
	.round_end = round_end,
	.hand = hand, .whole_hand = true, .result = ENGINE_LOSER, .higher_better = false,
	.fact_columns = fact_columns, .nfacts = F_COUNT, .facts = facts,
	.game_facts = game_facts,
	.advice = &advice,
};
