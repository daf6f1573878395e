/* Yams's rules behind the engine interface (engine.h): its presets,
 * options and entry verbs, the reading of a write (a box, a column), and
 * its facts. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "advice.h"
#include "engine.h"
#include "msg.h"
#include "text.h"
#include "throws.h"
#include "yams.h"
#include "yams_solver.h"

_Static_assert(sizeof(struct yams_result) <= OUTCOME_BYTES, "an outcome must fit");

/* The four ways to play the seed's sheet, then the pad and Yahtzee
 * (yams_rules.c's yams_presets, in the same order). */
static const struct engine_preset presets[] = {
	{"yams"}, {"yams:3col"}, {"yams:duel"}, {"yams:cross"}, {"yams:carnet"}, {"yahtzee"},
};
_Static_assert(sizeof presets / sizeof presets[0] == 6, "one a rule set");

/* The verbs, in the order of enum yams_verb (their words: yams_words.c). */
static const struct engine_verb verbs[] = {
	[YAMS_THROW] = THROWS_VERB_THROW,
	[YAMS_KEEP] = THROWS_VERB_KEEP,
	[YAMS_SCORE] = {"score", 1, 2, false, false},
	[YAMS_SCRATCH] = {"scratch", 1, 2, false, false},
};

static bool
preset(const char *name, void *rules)
{
	const struct yams_preset *p = yams_preset_find(name);
	if (p == NULL)
		return false;
	yams_preset_rules(p, rules);
	return true;
}

static bool
seats(const void *rules, int n, struct msg *why)
{
	const struct yams_rules *r = rules;
	const struct yams_mode_info *m = &yams_modes[r->mode];
	struct msg word;
	if (n < m->min_players) {
		msg_set(why, N_("Yams (%s) needs at least %d players"),
		    msg_word(&word, m->title), m->min_players);
		return false;
	}
	if (n > m->max_players) {
		msg_set(why, N_("Yams (%s) takes at most %d players"),
		    msg_word(&word, m->title), m->max_players);
		return false;
	}
	return true;
}

/* The head of st from the rest of it: a shared win shares place 1. */
static void
set_head(struct yams_state *st)
{
	struct engine_head *h = &st->head;
	h->nplayers = st->nplayers;
	h->current = st->current;
	h->over = st->over;
	for (int p = 0; p < st->nplayers; p++)
		h->score[p] = st->score[p];
	engine_rank(h, st->winner, true);
}

static void
start(const void *rules, void *state, int nplayers)
{
	yams_start(state, rules, nplayers);
	set_head(state);
}

static int
turn_entries(const void *rules, int nplayers)
{
	const struct yams_rules *r = rules;
	return yams_modes[r->mode].all_write ? nplayers : 1;
}

static bool
apply(const void *rules, void *state, const char *const *names, const struct action *a,
    union outcome *out, struct msg *why)
{
	struct yams_result *r = (struct yams_result *)out;
	if (!yams_apply(rules, state, names, a, &r->yams, why))
		return false;
	const struct yams_outcome *o = &r->yams;
	bool write = a->verb == YAMS_SCORE || a->verb == YAMS_SCRATCH;
	r->head = (struct outcome_head){o->seat, !write ? NULL : o->scratched ? "scratched"
	    : "written", o->value, o->score_after, o->game_over, o->winner};
	set_head(state);
	return true;
}

static int
choices(const void *rules, const void *state, const struct action *a, struct action *first,
    int max)
{
	(void)rules;
	const struct yams_state *st = state;
	if (st->writes > 0 || st->over)   /* no throw is due: nothing to ask */
		return 0;
	return throws_keep_choices(&st->turn, YAMS_THROW, YAMS_KEEP, a, first, max);
}

static int
hand(const void *rules)
{
	(void)rules;
	return YAMS_DICE;
}

/* The column a word names under r, from 1; 0 if none. */
static int
column_find(const struct yams_rules *r, const char *word)
{
	const struct yams_mode_info *m = &yams_modes[r->mode];
	for (int c = 0; m->columns == 3 && c < 3; c++)
		if (utf8_same_fold(word, m->column[c]) || utf8_same_fold(word, m->column_fr[c]) ||
		    utf8_same_fold(word, m->column_alt[c]))
			return c + 1;
	if (word[0] >= '1' && word[0] <= '9' && word[1] == '\0')
		return word[0] - '0';
	return 0;
}

/* The boxes of r's sheet as a refusal lists them: "1 to 6, min, max,
 * suite, full, carre, yams" (carré where names are French); m becomes
 * the list, its msg_ref returned. */
static const char *
boxes_said(const struct yams_rules *r, struct msg *m)
{
	int from = 0, n = yams_nboxes(r);
	msg_clear(m);
	while (from < 6 && from < n && yams_box(r, from)->kind == YK_FACE &&
	    yams_box(r, from)->arg == from + 1)
		from++;
	if (from == 6)
		msg_add(m, N_("1 to 6"));
	else
		from = 0;
	for (int b = from; b < n; b++) {
		if (!msg_empty(m))
			msg_add_raw(m, ", ");
		msg_add_pair(m, yams_box_key(r, b), yams_box_word(&r->sheet, b, true));
	}
	return msg_ref(m);
}

bool
yams_parse_write(const void *rules, struct action *a, int argc, char **argv, struct msg *why)
{
	const struct yams_rules *r = rules;
	const struct yams_mode_info *m = &yams_modes[r->mode];
	if (argc < 1 || argc > 2) {
		struct msg verb;
		msg_set_pair(&verb, yams_words.verbs[a->verb].name, yams_words.verbs[a->verb].french);
		msg_set(why, N_("usage: %s BOX [COLUMN]"), msg_ref(&verb));
		return false;
	}
	int near, box = yams_box_find_near(r, argv[0], &near);
	if (box < 0) {
		char shown[64];
		struct msg list, word;
		text_visible(argv[0], shown, sizeof shown);
		if (near >= 0)
			msg_set(why, N_("there is no box '%s': did you mean %s?"), shown,
			    yams_box_named(r, near, &word));
		else
			msg_set(why, N_("there is no box '%s': the boxes are %s"), shown,
			    boxes_said(r, &list));
		return false;
	}
	a->arg[0] = box;
	a->arg[1] = 0;
	if (argc == 1)
		return true;
	char shown[64];
	text_visible(argv[1], shown, sizeof shown);
	if (m->columns == 1) {
		msg_set(why, N_("this way to play Yams has one column a player: no column"
		    " '%s'"), shown);
		return false;
	}
	int col = column_find(r, argv[1]);
	if (col == 0 || (m->columns > 0 && col > m->columns)) {
		if (m->columns == 3)
			msg_set(why,
			    N_("there is no column '%s': the columns are desc, free and"
			    " asc (or 1, 2 and 3)"), shown);
		else
			msg_set(why,
			    N_("there is no column '%s': the columns are numbered from"
			    " 1, one a player"), shown);
		return false;
	}
	a->arg[1] = col;
	return true;
}

/* The columns of yams_facts (sql/006), in the order facts() fills them. */
enum fact_column {
	F_THROW, F_THROWN, F_KEPT, F_HAND, F_BOX, F_COLUMN, F_RESULT, F_VALUE, F_SCRATCHED,
	F_BEATEN, F_STRUCK, F_COUNT
};
_Static_assert(F_COUNT <= ENGINE_FACTS, "the facts fit the store's");
static const char *const fact_columns[F_COUNT] = {
	"throw", "thrown", "kept", "hand", "box", "col", "result", "value", "scratched", "beaten",
	"struck",
};

/* What the game said: the throw and its dice, the keep, the write with
 * what the dice made there and what was written, and the duel's strikes. */
static void
facts(const void *rules, const struct action *a, const union outcome *out, struct fact *f)
{
	const struct yams_outcome *o = &((const struct yams_result *)out)->yams;
	char col[16];
	for (int i = 0; i < F_COUNT; i++)
		f[i] = (struct fact){FACT_NULL, 0, ""};
	engine_fact_int(&f[F_THROW], o->throw_no);
	engine_fact_dice(&f[F_HAND], &o->hand);
	if (a->verb == YAMS_THROW) {
		engine_fact_dice(&f[F_THROWN], &o->thrown);
		if (o->kept.n > 0)
			engine_fact_dice(&f[F_KEPT], &o->kept);
	} else if (a->verb == YAMS_KEEP) {
		engine_fact_dice(&f[F_KEPT], &o->kept);
	} else {
		engine_fact_text(&f[F_BOX], yams_box_key(rules, o->box));
		engine_fact_text(&f[F_COLUMN], yams_column_name(rules, o->column, col, sizeof col));
		engine_fact_int(&f[F_RESULT], o->result);
		engine_fact_int(&f[F_VALUE], o->value);
		engine_fact_int(&f[F_SCRATCHED], o->scratched);
		engine_fact_int(&f[F_BEATEN], o->beaten);
		if (o->struck)
			engine_fact_int(&f[F_STRUCK], o->held_by);
	}
}

/* ---- advice (yams_advice.c): hint reads the solitaire table, odds
 * needs none. */

static size_t
advice_table_size(const void *rules, int request)
{
	return request == ADVICE_HINT ? yams_solver_table_size(rules, 0) : 0;
}

static void
advice_table_build(const void *rules, int request, void *table)
{
	if (request == ADVICE_HINT)
		yams_solver_build(rules, 0, table, 0);
}

static bool
advice_table_key(const void *rules, int request, char *buf, size_t len)
{
	if (request != ADVICE_HINT)
		return snprintf(buf, len, "none\n") < (int)len;
	return yams_solver_table_key(rules, buf, len);
}

static bool
advice_table_fits(const void *rules, int request, const void *table)
{
	return request != ADVICE_HINT || yams_solver_table_fits(rules, 0, table);
}

/* The words after odds: the boxes, then a column where the last of two or
 * more names one of st's (in a way to play of several columns), into
 * boxes (each once, at most YAMS_BOXES_MAX) and *col (from 1; 0: none named);
 * false, with why, if a word names nothing. */
static bool
odds_words(const struct yams_rules *r, const struct yams_state *st, int argc, char **argv,
    int *boxes, int *nboxes, int *col, struct msg *why)
{
	struct action a = {YAMS_SCORE, {0, {0}}, {0, 0}};
	int words = argc, last = argc > 1 ? column_find(r, argv[argc - 1]) : 0;
	*col = 0, *nboxes = 0;
	if (argc < 1) {
		msg_set(why, N_("usage: odds BOX... [COLUMN]"));
		return false;
	}
	if (st->ncolumns > 1 && last > 0 && last <= st->ncolumns) {
		char *pair[2] = {argv[0], argv[argc - 1]};
		if (!yams_parse_write(r, &a, 2, pair, why))
			return false;
		*col = a.arg[1];
		words--;
	}
	for (int i = 0; i < words; i++) {
		if (!yams_parse_write(r, &a, 1, &argv[i], why))
			return false;
		bool seen = false;
		for (int k = 0; k < *nboxes; k++)
			seen = seen || boxes[k] == a.arg[0];
		if (!seen && *nboxes < YAMS_BOXES_MAX)
			boxes[(*nboxes)++] = a.arg[0];
	}
	return true;
}

static bool
advise(const void *rules, const void *state, int request, int argc, char **argv,
    const void *table, struct advice *out, struct msg *why)
{
	int boxes[YAMS_BOXES_MAX], nboxes, col;
	switch (request) {
	case ADVICE_HINT:
		return yams_advise_hint(rules, state, table, out, why);
	case ADVICE_ODDS:
		if (!odds_words(rules, state, argc, argv, boxes, &nboxes, &col, why))
			return false;
		if (!yams_advise_odds(rules, state, boxes, nboxes, col, out, why))
			return false;
		out->about = col > 0 ? argc - 1 : argc;
		return true;
	default:
		msg_set(why, N_("Yams advice plays for points: hint, without --win"));
		return false;
	}
}

static const struct engine_advice advice = {
	.advise = advise,
	.table_size = advice_table_size, .table_build = advice_table_build,
	.table_version = YAMS_SOLVER_VERSION,
	.table_key = advice_table_key, .table_fits = advice_table_fits,
};

static const struct engine_option *
option(size_t i)
{
	return i < yams_noptions ? &yams_options[i] : NULL;
}

const struct engine yams_engine = {
	.family = "yams",
	.presets = presets, .npresets = sizeof presets / sizeof presets[0],
	.option = option,
	.verbs = verbs, .nverbs = sizeof verbs / sizeof verbs[0],
	.rules_size = sizeof(struct yams_rules), .state_size = sizeof(struct yams_state),
	.min_players = 1, .max_players = YAMS_MAX_PLAYERS,
	.preset = preset, .option_set = yams_option_set, .option_get = yams_option_get,
	.check = yams_rules_check, .seats = seats,
	.start = start, .apply = apply, .choices = choices,
	.hand = hand, .whole_hand = true, .result = ENGINE_WINNER, .higher_better = true,
	.tie_shares_win = true, .turn_entries = turn_entries,
	.fact_columns = fact_columns, .nfacts = F_COUNT, .facts = facts,
	.advice = &advice,
};
