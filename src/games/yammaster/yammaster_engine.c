/* Yam Master behind the engine interface (engine.h): its rule set and
 * options, its entry verbs and their words (a major, a cell), its facts. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "advice.h"
#include "option.h"
#include "text.h"
#include "yammaster.h"
#include "yammaster_advice.h"

_Static_assert(sizeof(struct yammaster_result) <= OUTCOME_BYTES, "an outcome must fit");

static const struct engine_preset presets[] = {
	{"yam-master"},
};

/* The verbs, in the order of enum yammaster_verb (their words: yammaster_words.c). */
static const struct engine_verb verbs[] = {
	[YAMMASTER_THROW] = THROWS_VERB_THROW,
	[YAMMASTER_KEEP] = THROWS_VERB_KEEP,
	[YAMMASTER_CALL] = {"call", 1, 1, false, false},
	[YAMMASTER_PLACE] = {"place", 1, 1, false, false, true},
	[YAMMASTER_PASS] = {"pass", 0, 0, false, false},
	[YAMMASTER_REMOVE] = {"remove", 1, 1, false, false},
};

/* Their words: yammaster_words.c, in the same order. */
static const struct engine_option yammaster_options[] = {
	{"board", ENGINE_OPT_FILE, N_("standard|FILE"), false},
	{"fivewins", ENGINE_OPT_BOOL, "yes|no", false},
	{"predator", ENGINE_OPT_BOOL, "yes|no", false},
};
#define NOPTIONS (sizeof yammaster_options / sizeof yammaster_options[0])

static bool
preset(const char *name, void *rules)
{
	if (strcmp(name, presets[0].name) != 0)
		return false;
	struct yammaster_rules *r = rules;
	memset(r, 0, sizeof *r);
	memcpy(r->board, yammaster_standard_board, YAMMASTER_CELLS);
	return true;
}

static bool
option_set(void *rules, const char *assignment, struct msg *why)
{
	struct yammaster_rules *r = rules;
	size_t namelen;
	const char *value;
	bool b;
	if (!option_split(assignment, &namelen, &value, why))
		return false;
	if (namelen == 5 && strncmp(assignment, "board", 5) == 0)
		return yammaster_board_parse(value, r->board, why);
	bool *field = namelen == 8 && strncmp(assignment, "fivewins", 8) == 0 ? &r->five_wins
	    : namelen == 8 && strncmp(assignment, "predator", 8) == 0 ? &r->predator : NULL;
	if (field == NULL) {
		msg_set(why, N_("unknown option '%.*s' (see 'rules' for the options)"),
		    (int)namelen, assignment);
		return false;
	}
	if (!option_parse_bool(value, &b)) {
		msg_set(why, N_("%.*s takes yes|no, not '%s'"), (int)namelen, assignment,
		    value);
		return false;
	}
	*field = b;
	return true;
}

static void
option_get(const void *rules, const char *name, char *buf, size_t len)
{
	const struct yammaster_rules *r = rules;
	if (strcmp(name, "board") == 0)
		yammaster_board_format(r->board, buf, len);
	else if (strcmp(name, "fivewins") == 0)
		snprintf(buf, len, "%s", r->five_wins ? "yes" : "no");
	else if (strcmp(name, "predator") == 0)
		snprintf(buf, len, "%s", r->predator ? "yes" : "no");
	else
		snprintf(buf, len, "?");
}

/* Every board is checked as it is read (yammaster_board_parse); this is the
 * backstop for rules that came another way. */
static bool
check(const void *rules, struct msg *why)
{
	const struct yammaster_rules *r = rules;
	int count[YAMMASTER_KINDS] = {0};
	for (int i = 0; i < YAMMASTER_CELLS; i++) {
		if (r->board[i] >= YAMMASTER_KINDS) {
			msg_set(why, N_("the board has a cell of no kind"));
			return false;
		}
		count[r->board[i]]++;
	}
	for (int k = 0; k < YAMMASTER_KINDS; k++)
		if (count[k] != yammaster_kind_count[k]) {
			msg_set(why, N_("the board does not have the cells of a board"));
			return false;
		}
	return true;
}

/* The head of st from the rest of it. */
static void
set_head(struct yammaster_state *st)
{
	struct engine_head *h = &st->head;
	h->nplayers = YAMMASTER_PLAYERS;
	h->current = st->current;
	h->over = st->over;
	for (int p = 0; p < YAMMASTER_PLAYERS; p++)
		h->score[p] = st->score[p];
	engine_rank(h, st->winner, true);
}

static void
start(const void *rules, void *state, int nplayers)
{
	(void)rules;
	(void)nplayers;     /* always two */
	yammaster_start(state);
	set_head(state);
}

static const char *const end_names[] = {"placed", "passed", "taken"};

static bool
apply(const void *rules, void *state, const char *const *names, const struct action *a,
    union outcome *out, struct msg *why)
{
	struct yammaster_result *r = (struct yammaster_result *)out;
	if (!yammaster_apply(rules, state, names, a, &r->yammaster, why))
		return false;
	const struct yammaster_outcome *o = &r->yammaster;
	const char *end = a->verb == YAMMASTER_PLACE ? end_names[0]
	    : a->verb == YAMMASTER_PASS ? end_names[1]
	    : a->verb == YAMMASTER_REMOVE ? end_names[2] : NULL;
	/* no points are written: the count is the score */
	r->head = (struct outcome_head){o->seat, end, 0, o->score_after, o->game_over, o->winner};
	set_head(state);
	return true;
}

static int
choices(const void *rules, const void *state, const struct action *a, struct action *first,
    int max)
{
	(void)rules;
	const struct yammaster_state *st = state;
	if (st->over)
		return 0;
	return throws_keep_choices(&st->turn, YAMMASTER_THROW, YAMMASTER_KEEP, a, first, max);
}

static int
hand(const void *rules)
{
	(void)rules;
	return THROWS_DICE;
}

/* The columns of yammaster_facts (sql/007), in the order facts() fills them. */
enum fact_column {
	F_THROW, F_THROWN, F_KEPT, F_HAND, F_SEC, F_CALL, F_LAPSED, F_CELL, F_KIND, F_REMOVED,
	F_FIVE, F_COUNT
};
_Static_assert(F_COUNT <= ENGINE_FACTS, "the facts fit the store's");
static const char *const fact_columns[F_COUNT] = {
	"throw", "thrown", "kept", "hand", "sec", "call", "lapsed", "cell", "kind", "removed",
	"five",
};

/* What the game said: the throw and its dice, whether it was a sec, the
 * call, and where a pawn went (on what), or which was taken off. */
static void
facts(const void *rules, const struct action *a, const union outcome *out, struct fact *f)
{
	(void)rules;
	const struct yammaster_outcome *o = &((const struct yammaster_result *)out)->yammaster;
	char cell[8];
	for (int i = 0; i < F_COUNT; i++)
		engine_fact_null(&f[i]);
	engine_fact_int(&f[F_THROW], o->throw_no);
	engine_fact_dice(&f[F_HAND], &o->hand);
	switch (a->verb) {
	case YAMMASTER_THROW:
		engine_fact_dice(&f[F_THROWN], &o->made.thrown);
		if (o->made.kept.n > 0)
			engine_fact_dice(&f[F_KEPT], &o->made.kept);
		if (o->throw_no == 1)
			engine_fact_int(&f[F_SEC], o->sec);
		if (o->lapsed)
			engine_fact_int(&f[F_LAPSED], 1);
		break;
	case YAMMASTER_CALL:
		engine_fact_text(&f[F_CALL], yammaster_kind_key(o->call));
		break;
	case YAMMASTER_PLACE:
		engine_fact_text(&f[F_CELL], yammaster_cell_name(o->cell, cell, sizeof cell));
		engine_fact_text(&f[F_KIND], yammaster_kind_key(o->kind));
		engine_fact_int(&f[F_FIVE], o->five);
		break;
	case YAMMASTER_REMOVE:
		engine_fact_text(&f[F_CELL], yammaster_cell_name(o->cell, cell, sizeof cell));
		engine_fact_int(&f[F_REMOVED], o->removed_from);
		break;
	default:
		break;
	}
}

/* ---- advice (yammaster_hint.c, yammaster_chances.c): no table kept;
 * hint and hint --win both weigh the chance of winning. */
static bool
advise(const void *rules, const void *state, int request, int argc, char **argv,
    const void *table, struct advice *out, struct msg *why)
{
	(void)table;
	if (request == ADVICE_ODDS)
		return yammaster_advise_odds(rules, state, argc, argv, out, why);
	return yammaster_advise_hint(rules, state, out->budget, 0, out, why);
}

static const struct engine_advice advice = {
	.advise = advise, .budget = YAMMASTER_BUDGET, .odds_alone = true,
};

static const struct engine_option *
option(size_t i)
{
	return i < NOPTIONS ? &yammaster_options[i] : NULL;
}

/* An ended game's facts (fact_decl.h, yammaster_stats.c): a player's
 * pawns placed and lines of five made, where they placed or took off a
 * pawn. */
static void
game_facts(const void *rules, int nplayers, const struct engine_played *played, int n,
    engine_fact_sink *add, void *ctx)
{
	(void)rules;
	long long placed[ENGINE_MAX_PLAYERS] = {0}, fives[ENGINE_MAX_PLAYERS] = {0};
	bool pawns[ENGINE_MAX_PLAYERS] = {false};
	for (int i = 0; i < n; i++) {
		int seat = played[i].seat;
		if (seat < 0 || seat >= ENGINE_MAX_PLAYERS || !engine_fact_set(&played[i].facts[F_CELL]))
			continue;
		pawns[seat] = true;
		placed[seat] += strcmp(played[i].kind, "place") == 0;
		fives[seat] += engine_fact_is(&played[i].facts[F_FIVE], 1);
	}
	for (int seat = 0; seat < nplayers && seat < ENGINE_MAX_PLAYERS; seat++) {
		if (!pawns[seat])
			continue;
		engine_game_fact(add, ctx, seat, "placed", NULL, 1, true, placed[seat]);
		engine_game_fact(add, ctx, seat, "fives", NULL, 1, true, fives[seat]);
	}
}

const struct engine yammaster_engine = {
	.family = "yammaster",
	.presets = presets, .npresets = sizeof presets / sizeof presets[0],
	.option = option,
	.verbs = verbs, .nverbs = sizeof verbs / sizeof verbs[0],
	.rules_size = sizeof(struct yammaster_rules), .state_size = sizeof(struct yammaster_state),
	.min_players = YAMMASTER_PLAYERS, .max_players = YAMMASTER_PLAYERS,
	.preset = preset, .option_set = option_set, .option_get = option_get, .check = check,
	.start = start, .apply = apply, .choices = choices,
	.hand = hand, .whole_hand = true, .result = ENGINE_WINNER, .higher_better = true,
	.fact_columns = fact_columns, .nfacts = F_COUNT, .facts = facts,
	.game_facts = game_facts,
	.advice = &advice,
};
