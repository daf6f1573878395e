/* Yams's rules behind the engine interface (engine.h): its presets,
 * options and entry verbs, the reading of a write (a box, a column), and
 * its facts. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "advice.h"
#include "engine.h"
#include "msg.h"
#include "never.h"
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
	[YAMS_SCORE] = {"score", 1, 2, false, false, true},
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
		if (strcmp(word, m->column[c]) == 0 || utf8_same_fold(word, m->column[c]) ||
		    utf8_same_fold(word, m->column_fr[c]) || utf8_same_fold(word, m->column_alt[c]))
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
		msg_add_pair(m, yams_box_word(&r->sheet, b, false), yams_box_word(&r->sheet, b, true));
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
		engine_fact_null(&f[i]);
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
	/* engine_advice_table_build asks only where advice_table_size is above 0 */
	if (ALWAYS(request == ADVICE_HINT))
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
		/* (distinct boxes of the sheet, of YAMS_BOXES_MAX at most) */
		if (!seen && ALWAYS(*nboxes < YAMS_BOXES_MAX))
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

/* A player's column or box of an ended game, as its statistics count it:
 * a column's boxes 1 to 6 written and their total; a box's writes, those
 * with a value, their total (a value struck out later counting 0, as the
 * sheet counts it), and its scratches.  Totals unset where none was. */
struct box_tally {
	int seat;
	char key[sizeof ((struct fact *)0)->text];
	long long written, valued, total, scratched;
	bool totalled, scratches;
};

#define TALLIES (YAMS_MAX_PLAYERS * (YAMS_BOXES_MAX + YAMS_MAX_COLUMNS))

/* The tally of seat's key in t (n of them), added if new; NULL if full. */
static struct box_tally *
tally_of(struct box_tally *t, int *n, int seat, const char *key)
{
	for (int i = 0; i < *n; i++)
		if (t[i].seat == seat && strcmp(t[i].key, key) == 0)
			return &t[i];
	/* (TALLIES holds every box, or every column, of every seat) */
	if (NEVER(*n == TALLIES))
		return NULL;
	t[*n] = (struct box_tally){.seat = seat};
	snprintf(t[*n].key, sizeof t[*n].key, "%s", key);
	return &t[(*n)++];
}

/* Whether the write played[i] holds a value struck out by a later write
 * of its box (naming its seat). */
static bool
struck_later(const struct engine_played *played, int n, int i)
{
	for (int j = i + 1; j < n; j++)
		if (engine_fact_says(&played[j].facts[F_BOX], played[i].facts[F_BOX].text) &&
		    engine_fact_is(&played[j].facts[F_STRUCK], played[i].seat))
			return true;
	return false;
}

/* Whether a hand written is five alike (a Yams thrown).  The fact is the
 * engine's own (facts(), on the game replayed): a write comes after a
 * throw, so its hand is five dice, as dice_format writes them ("3 3 3 3
 * 3"). */
static bool
five_alike(const struct fact *hand)
{
	if (!ALWAYS(hand->type == FACT_TEXT && strlen(hand->text) == 9))
		return false;
	for (int i = 2; i < 9; i += 2)
		if (hand->text[i] != hand->text[0])
			return false;
	return true;
}

/* Each write played[i] into its box's tally and its column's. */
static void
tally_writes(const struct engine_played *played, int n, struct box_tally *boxes, int *nboxes,
    struct box_tally *cols, int *ncols, long long *yams)
{
	static const char *const upper[] = {"1", "2", "3", "4", "5", "6"};
	for (int i = 0; i < n; i++) {
		const struct fact *f = played[i].facts;
		struct box_tally *b, *c;
		if (f[F_BOX].type != FACT_TEXT)
			continue;
		/* the facts are the engine's own (facts(), on the game replayed): a
		 * write's column, value and scratch are there; TALLIES has room for
		 * every box and column of every seat */
		b = tally_of(boxes, nboxes, played[i].seat, f[F_BOX].text);
		if (NEVER(b == NULL))
			continue;
		yams[played[i].seat] += five_alike(&f[F_HAND]);
		bool struck = struck_later(played, n, i);
		b->written++;
		b->valued += f[F_VALUE].type == FACT_INT;
		if (struck || ALWAYS(f[F_VALUE].type == FACT_INT)) {
			b->total += struck ? 0 : f[F_VALUE].i;
			b->totalled = true;
		}
		if (ALWAYS(f[F_SCRATCHED].type == FACT_INT)) {
			b->scratched += f[F_SCRATCHED].i;
			b->scratches = true;
		}
		for (size_t u = 0; u < sizeof upper / sizeof upper[0]; u++) {
			if (strcmp(f[F_BOX].text, upper[u]) != 0)
				continue;
			c = ALWAYS(f[F_COLUMN].type == FACT_TEXT) ? tally_of(cols, ncols, played[i].seat,
			    f[F_COLUMN].text) : NULL;
			if (ALWAYS(c != NULL)) {
				c->written++;
				c->total += ALWAYS(f[F_VALUE].type == FACT_INT) ? f[F_VALUE].i : 0;
				c->totalled = c->totalled || ALWAYS(f[F_VALUE].type == FACT_INT);
			}
		}
	}
}

/* Whether column c made its bonus (1), missed it (0), or is not known
 * yet (-1), under the options as stored. */
static int
column_bonus(const void *rules, const struct box_tally *c)
{
	char bonus[16], at[16], at_least[8];
	yams_option_get(rules, "bonus", bonus, sizeof bonus);
	yams_option_get(rules, "bonusat", at, sizeof at);
	yams_option_get(rules, "atleast", at_least, sizeof at_least);
	if (atoll(bonus) <= 0)
		return -1;
	/* (a column asked of has a write of 1 to 6, of a value: totalled) */
	if (ALWAYS(c->totalled) && c->total >= atoll(at) + (strcmp(at_least, "yes") != 0))
		return 1;
	return c->written == 6 ? 0 : -1;
}

/* An ended game's facts (fact_decl.h, yams_stats.c): a player's columns
 * whose bonus is known, those that made it and the Yams thrown; each box
 * they wrote. */
static void
game_facts(const void *rules, int nplayers, const struct engine_played *played, int n,
    engine_fact_sink *add, void *ctx)
{
	struct box_tally boxes[TALLIES], cols[TALLIES];
	long long yams[ENGINE_MAX_PLAYERS] = {0};
	int nboxes = 0, ncols = 0;
	tally_writes(played, n, boxes, &nboxes, cols, &ncols, yams);
	for (int seat = 0; seat < nplayers && ALWAYS(seat < ENGINE_MAX_PLAYERS); seat++) {
		long long columns = 0, made = 0;
		for (int i = 0; i < ncols; i++) {
			int bonus = cols[i].seat == seat ? column_bonus(rules, &cols[i]) : -1;
			columns += bonus >= 0;
			made += bonus > 0;
		}
		engine_game_fact(add, ctx, seat, "columns", NULL, 1, true, columns);
		engine_game_fact(add, ctx, seat, "made", NULL, 1, true, made);
		engine_game_fact(add, ctx, seat, "yams", NULL, 1, true, yams[seat]);
	}
	for (int i = 0; i < nboxes; i++) {
		const struct box_tally *b = &boxes[i];
		engine_game_fact(add, ctx, b->seat, "written", b->key, 1, true, b->written);
		engine_game_fact(add, ctx, b->seat, "value", b->key, b->valued, b->totalled,
		    b->total);
		engine_game_fact(add, ctx, b->seat, "scratched", b->key, b->scratches,
		    b->scratches, b->scratched);
	}
}

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
	.option_used = yams_option_used,
	.check = yams_rules_check, .seats = seats,
	.start = start, .apply = apply, .choices = choices,
	.hand = hand, .whole_hand = true, .result = ENGINE_WINNER, .higher_better = true,
	.tie_shares_win = true, .turn_entries = turn_entries,
	.fact_columns = fact_columns, .nfacts = F_COUNT, .facts = facts,
	.game_facts = game_facts,
	.advice = &advice,
};
