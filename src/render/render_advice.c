/* The answers of hint and odds (advice.h): what the values measure, said
 * once, then each choice as what to type, best first and marked, its value
 * rounded as people read it; or rows for scripts.  Part of the renderer. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "advice.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "json.h"
#include "render_advice.h"
#include "render_line.h"
#include "rows.h"
#include "text.h"
#include "ui.h"

/* What a goal's values measure, as said in the heading, and as the rows
 * for scripts name it. */
static const struct {
	const char *said;
	const char *key;
	bool chance;              /* a probability, shown as a percentage */
	bool tenths;              /* points told apart by tenths (a sheet's total,
	                             where choices a point apart are many) */
} goals[] = {
	[ADVICE_POINTS] = {N_("expected points this turn"), "points", false, false},
	[ADVICE_EXACT_FINISH] = {N_("chance of ending this turn exactly on the target"),
	    "exact_finish", true, false},
	[ADVICE_WIN] = {N_("chance of winning the game"), "win", true, false},
	[ADVICE_TOTAL] = {N_("expected final total"), "total", false, true},
	[ADVICE_CHANCE] = {N_("chance of making it"), "chance", true, false},
	[ADVICE_TOKENS] = {N_("tokens expected to be given away this round, less those taken"),
	    "tokens", false, false},
};

/* Verb v's name: for people in the language of the messages (garder),
 * for scripts as the table has it (keep). */
static const char *
verb_name(const struct engine *e, size_t v, bool people)
{
	const struct verb_words *w = &engine_words(e)->verbs[v];
	return people && i18n_french_names() ? w->french : w->name;
}

/* The verb that throws: the one the faces alone stand for, every engine's
 * first (test_render.c checks each family's). */
static const char *
throw_verb(const struct engine *e, bool people)
{
	return verb_name(e, 0, people);
}

/* An entry as typed: "keep 1 5", "call full"; for people in their
 * language, for scripts in English; at buf + *used, moved on. */
static void
entry_text(const struct game *g, const struct action *entry, bool people, char *buf,
    size_t len, size_t *used)
{
	const struct engine *e = g->engine;
	char args[ENGINE_ARGS * 4];
	/* untaken: a choice fills its buffer (256 bytes) only with arguments said longer
	 * than any engine says them (a few dice, a box) */
	if (*used >= len)
		return;
	if (people)
		engine_say_args(e, game_rules(g), entry, args, sizeof args);
	else
		engine_format_args(e, game_rules(g), entry, args, sizeof args);
	*used += (size_t)snprintf(buf + *used, len - *used, "%s%s%s",
	    verb_name(e, (size_t)entry->verb, people), args[0] ? " " : "", args);
}

/* "keep 1 5, then throw 3 dice", "take, then throw 2 dice", "bank", "call
 * full, then keep 4 5 6, then throw 2 dice": the choice as it is typed,
 * into buf: for people in their language ("garder 1 5, puis lancer 3
 * dés"), for scripts in English. */
static char *
choice_text(const struct game *g, const struct advice_choice *c, bool people, char *buf,
    size_t len)
{
	const struct engine *e = g->engine;
	const char *then_said = people ? _(", then ") : ", then ";
	size_t used = 0;
	buf[0] = '\0';
	if (c->label != NULL) {
		snprintf(buf, len, "%s", people ? _(c->label) : c->label);
		return buf;
	}
	if (c->has_first)
		entry_text(g, &c->first, people, buf, len, &used);
	/* untaken: (used >= len) as in entry_text */
	if (c->has_entry && used > 0 && used < len)
		used += (size_t)snprintf(buf + used, len - used, "%s", then_said);
	if (c->has_entry)
		entry_text(g, &c->entry, people, buf, len, &used);
	const char *then = used == 0 ? "" : then_said;
	/* untaken: (used >= len) as in entry_text; a then_verb past the verbs, which no
	 * engine's advice gives */
	if (used < len && c->then_verb >= 0 && (size_t)c->then_verb < e->nverbs)
		used += (size_t)snprintf(buf + used, len - used, "%s%s", then,
		    verb_name(e, (size_t)c->then_verb, people));
	/* untaken: (used >= len) as in entry_text */
	else if (used < len && c->then_throw > 0)
		used += (size_t)snprintf(buf + used, len - used, "%s%s %d %s", then,
		    throw_verb(e, people), c->then_throw, people ? dice_noun(c->then_throw)
		    : c->then_throw == 1 ? "die" : "dice");
	return buf;
}

/* Why a choice is worth what it is (advice.h), into buf: for people in
 * their language, for scripts in English; "" for no reason. */
static char *
why_text(const struct game *g, const struct advice_choice *c, bool people, char *buf,
    size_t len)
{
	/* untaken: (a seat past the players) the advice names a seat of the game it was
	 * asked of */
	const char *who = c->why_seat >= 0 && c->why_seat < g->nplayers ? g->name[c->why_seat] : "";
	buf[0] = '\0';
	switch (c->why) {
	case ADVICE_WHY_MAKES_LINE:
		snprintf(buf, len, people ? _("makes a line of %d") : "makes a line of %d", c->why_n);
		break;
	case ADVICE_WHY_BLOCKS_LINE:
		snprintf(buf, len, people ? _("blocks %s's line of %d") : "blocks %s's line of %d",
		    who, c->why_n);
		break;
	case ADVICE_WHY_ENDS_WON:
		snprintf(buf, len, "%s", people ? _("ends the game: a win") : "ends the game: a win");
		break;
	case ADVICE_WHY_ENDS_DRAWN:
		snprintf(buf, len, "%s", people ? _("ends the game: a draw") : "ends the game: a draw");
		break;
	case ADVICE_WHY_ENDS_LOST:
		snprintf(buf, len, "%s", people ? _("ends the game: a loss") : "ends the game: a loss");
		break;
	default:
		break;
	}
	return buf;
}

/* A chance as people read it: 37%, 4.2%, under 0.1%. */
static char *
percent(double p, bool decimal, char *buf, size_t len)
{
	double pc = p * 100;
	if (pc == 0)
		snprintf(buf, len, "0%%");
	/* untaken: (pc < 0) no chance is below 0 */
	else if (pc > 0 && pc < 0.05)
		snprintf(buf, len, _("under 0.1%%"));
	else if (decimal || pc < 10)
		snprintf(buf, len, "%.1f%%", pc);
	else
		snprintf(buf, len, "%.0f%%", pc);
	return buf;
}

/* A value in its goal's unit: points whole (one decimal under 10, or for
 * a goal told apart by tenths), a chance as a percentage with one
 * decimal. */
static char *
value_text(enum advice_goal goal, double v, char *buf, size_t len)
{
	if (goals[goal].chance)
		return percent(v, true, buf, len);
	if (v == 0)
		snprintf(buf, len, "0");
	else if (goals[goal].tenths || (v > -10 && v < 10))
		snprintf(buf, len, "%.1f", v + 0.0);
	else
		snprintf(buf, len, "%.0f", v);
	return buf;
}

/* The columns of the answer; those past C_NOTE only where an answer has
 * them (the chances of ending a round best and lowest, a first entry, a
 * label, an estimate's error, a reason), so that the rows of the other
 * answers are as they were. */
enum {
	C_MARK, C_RANK, C_BEST, C_CHOICE_SHOWN, C_CHOICE, C_ENTRY, C_THEN, C_THROW, C_GOAL,
	C_SHOWN, C_ERROR_SHOWN, C_WHY_SHOWN, C_VALUE, C_BUST_SHOWN, C_BUST, C_EXACT, C_NOTE,
	C_BEST_ROUND_SHOWN, C_BEST_ROUND, C_LOWEST_ROUND_SHOWN, C_LOWEST_ROUND,
	C_FIRST, C_ABOUT, C_ERROR, C_WHY, NADVICE_COLUMNS
};
static const struct rows_column advice_columns[NADVICE_COLUMNS] = {
	/* name, raw, list, for people, for scripts */
	[C_MARK] = {"mark", false, false, true, false},
	[C_RANK] = {"rank", true, false, false, true},
	[C_BEST] = {"best", true, false, false, true},
	[C_CHOICE_SHOWN] = {"choice_shown", false, false, true, false},
	[C_CHOICE] = {"choice", false, false, false, true},
	[C_ENTRY] = {"entry", false, false, false, true},
	[C_THEN] = {"then", false, false, false, true},
	[C_THROW] = {"throw", true, false, false, true},
	[C_GOAL] = {"goal", false, false, false, true},
	[C_SHOWN] = {"shown", false, false, true, false},
	[C_ERROR_SHOWN] = {"error_shown", false, false, true, false},
	[C_WHY_SHOWN] = {"why_shown", false, false, true, false},
	[C_VALUE] = {"value", true, false, false, true},
	[C_BUST_SHOWN] = {"bust_shown", false, false, true, false},
	[C_BUST] = {"bust", true, false, false, true},
	[C_EXACT] = {"exact", true, false, false, true},
	[C_NOTE] = {"note", false, false, false, true},
	[C_BEST_ROUND_SHOWN] = {"round_best_shown", false, false, true, false},
	[C_BEST_ROUND] = {"round_best", true, false, false, true},
	[C_LOWEST_ROUND_SHOWN] = {"round_lowest_shown", false, false, true, false},
	[C_LOWEST_ROUND] = {"round_lowest", true, false, false, true},
	[C_FIRST] = {"first", false, false, false, true},
	[C_ABOUT] = {"about", false, false, false, true},
	[C_ERROR] = {"error", true, false, false, true},
	[C_WHY] = {"why", false, false, false, true},
};

/* Which columns answer a has: every one up to C_NOTE, the others where
 * some choice (or the answer) fills them. */
static void
columns_of(const struct advice *a, bool has[NADVICE_COLUMNS])
{
	for (int c = 0; c < NADVICE_COLUMNS; c++)
		has[c] = c <= C_NOTE && c != C_ERROR_SHOWN && c != C_WHY_SHOWN;
	has[C_ERROR_SHOWN] = has[C_ERROR] = a->sampled;
	has[C_WHY_SHOWN] = has[C_WHY] = a->sampled;
	has[C_BEST_ROUND_SHOWN] = has[C_BEST_ROUND] = a->places;
	has[C_LOWEST_ROUND_SHOWN] = has[C_LOWEST_ROUND] = a->places;
	for (int i = 0; i < a->n; i++) {
		has[C_FIRST] = has[C_FIRST] || a->choice[i].has_first;
		has[C_ABOUT] = has[C_ABOUT] || a->choice[i].about != NULL;
		has[C_WHY_SHOWN] = has[C_WHY] = has[C_WHY] || a->choice[i].why != ADVICE_WHY_NONE;
	}
}

/* What odds says first of a choice of several: "full: ", as typed. */
static const char *
about_said(const struct advice_choice *c)
{
	return i18n_french_names() && c->about_french != NULL ? c->about_french : c->about;
}

/* The values of choice c (ranked i) for the columns, into v, made in s. */
struct choice_cells {
	char choice[256], choice_shown[320], entry[160], then[64], throw[16], rank[16];
	char first[96], shown[32], value[48], bust_shown[48], bust[48];
	char error_shown[48], error[48], why_shown[160], why[160];
	char best_shown[48], best[24], lowest_shown[48], lowest[24];
};

/* A chance for people ("37%", as their numbers read) into shown, and for
 * scripts into raw. */
static void
chance_cells(double p, char *shown, size_t shown_len, char *raw, size_t raw_len)
{
	char pc[24], read[24];
	snprintf(shown, shown_len, "%s", rows_people_number(percent(p, false, pc, sizeof pc),
	    read, sizeof read));
	json_double(p, raw, raw_len);
}

/* The chances of ending the round best and lowest, said "best 37%". */
static void
place_cells(const struct advice_choice *c, struct choice_cells *s)
{
	char pc[24];
	chance_cells(c->round_best, pc, sizeof pc, s->best, sizeof s->best);
	snprintf(s->best_shown, sizeof s->best_shown, _("best %s"), pc);
	chance_cells(c->round_lowest, pc, sizeof pc, s->lowest, sizeof s->lowest);
	snprintf(s->lowest_shown, sizeof s->lowest_shown, _("lowest %s"), pc);
}

static void
choice_values(const struct ui *ui, const struct game *g, const struct advice *a,
    enum advice_goal goal, int i, struct choice_cells *s, const char **v)
{
	const struct engine *e = g->engine;
	const struct advice_choice *c = &a->choice[i];
	char shown[288];
	memset(s, 0, sizeof *s);
	choice_text(g, c, false, s->choice, sizeof s->choice);
	choice_text(g, c, true, shown, sizeof shown);
	if (c->about != NULL)
		/* TRANSLATORS: what a chance is of, then the way to it
		 * ("full: keep 1 1 1, then throw 2 dice") */
		snprintf(s->choice_shown, sizeof s->choice_shown, _("%s: %s"), about_said(c), shown);
	else
		snprintf(s->choice_shown, sizeof s->choice_shown, "%s", shown);
	if (c->has_entry) {
		size_t used = 0;
		entry_text(g, &c->entry, false, s->entry, sizeof s->entry, &used);
	}
	if (c->has_first) {
		size_t used = 0;
		entry_text(g, &c->first, false, s->first, sizeof s->first, &used);
	}
	/* untaken: a then_verb past the verbs, which no engine's advice gives */
	if (c->then_verb >= 0 && (size_t)c->then_verb < e->nverbs)
		snprintf(s->then, sizeof s->then, "%s", engine_words(e)->verbs[c->then_verb].name);
	else if (c->then_throw > 0)
		snprintf(s->then, sizeof s->then, "%s", throw_verb(e, false));
	if (c->then_throw > 0)
		snprintf(s->throw, sizeof s->throw, "%d", c->then_throw);
	snprintf(s->rank, sizeof s->rank, "%d", i + 1);
	value_text(goal, c->value, s->shown, sizeof s->shown);
	json_double(c->value + 0.0, s->value, sizeof s->value);
	if (c->bust >= 0) {
		char pc[24];
		chance_cells(c->bust, pc, sizeof pc, s->bust, sizeof s->bust);
		snprintf(s->bust_shown, sizeof s->bust_shown, _("bust %s"), pc);
	}
	if (a->places)
		place_cells(c, s);
	if (a->sampled) {
		char err[24], read[24];
		snprintf(s->error_shown, sizeof s->error_shown, "\xc2\xb1 %s", rows_people_number(
		    value_text(goal, c->error, err, sizeof err), read, sizeof read));
		if (!ui->utf8)
			s->error_shown[0] = '+', s->error_shown[1] = '-';
		json_double(c->error + 0.0, s->error, sizeof s->error);
	}
	why_text(g, c, true, s->why_shown, sizeof s->why_shown);
	why_text(g, c, false, s->why, sizeof s->why);
	const char *all[NADVICE_COLUMNS] = {
		[C_MARK] = i == 0 ? (ui->utf8 ? "  \xe2\x96\xb8" : "  *") : "  ", [C_RANK] = s->rank,
		[C_BEST] = i == 0 ? "true" : "false", [C_CHOICE_SHOWN] = s->choice_shown,
		[C_CHOICE] = s->choice, [C_ENTRY] = c->has_entry ? s->entry : NULL,
		[C_THEN] = s->then[0] ? s->then : NULL, [C_THROW] = s->throw[0] ? s->throw : NULL,
		[C_GOAL] = goals[goal].key, [C_SHOWN] = s->shown, [C_ERROR_SHOWN] = s->error_shown,
		[C_VALUE] = s->value, [C_BUST_SHOWN] = s->bust_shown,
		[C_BUST] = c->bust >= 0 ? s->bust : NULL, [C_EXACT] = a->exact ? "true" : "false",
		[C_NOTE] = a->note,     /* for scripts: the same in every language */
		[C_BEST_ROUND_SHOWN] = s->best_shown, [C_BEST_ROUND] = s->best,
		[C_LOWEST_ROUND_SHOWN] = s->lowest_shown, [C_LOWEST_ROUND] = s->lowest,
		[C_FIRST] = c->has_first ? s->first : NULL, [C_ABOUT] = c->about,
		[C_ERROR] = s->error, [C_WHY_SHOWN] = s->why_shown,
		[C_WHY] = s->why[0] ? s->why : NULL,
	};
	memcpy(v, all, sizeof all);
}

/* What the values measure, said once above them. */
static void
heading(const struct ui *ui, const struct game *g, const struct advice *a,
    enum advice_goal goal, const char *about)
{
	struct line l;
	line_start(&l);
	if (goal == ADVICE_CHANCE && about != NULL)
		line_add(&l, _("%s: chance of making %s, best first"), g->name[game_current(g)],
		    about);
	/* rows that each name what they are the chance of (421's
	 * combinations, Yam Master's kinds) */
	else if (goal == ADVICE_CHANCE && a->n > 0 &&
	    (a->choice[0].about != NULL || a->choice[0].label != NULL))
		line_add(&l, _("%s: chance of making each, best first"), g->name[game_current(g)]);
	else
		line_add(&l, _("%s: %s, best first"), g->name[game_current(g)],
		    _(goals[goal].said));
	line_print(ui, &l);
}

/* Before a throw: what the one value is, and what the turn writes. */
static void
turn_said(const struct ui *ui, const struct game *g, const struct advice *a)
{
	char total[32], turn[32];
	/* to the fourth decimal, as the published optima are given */
	snprintf(total, sizeof total, "%.4f", a->choice[0].value);
	value_text(a->goal, a->turn, turn, sizeof turn);
	struct line l;
	line_start(&l);
	line_add(&l, _("%s is the expected final total of %s's sheet from here, playing"
	    " the best; this turn writes %s points on average"), total,
	    g->name[game_current(g)], turn);
	line_print(ui, &l);
}

/* What the values are, said once below them: an estimate, or an
 * approximation, or a note. */
static void
footing(const struct ui *ui, const struct advice *a)
{
	struct line l;
	line_start(&l);
	if (a->sampled)
		line_add(&l, ngettext("an estimate, by playing %ld game out from here, each chance"
		    " give or take its standard error; hint --budget N plays more", "an estimate, by"
		    " playing %ld games out from here, each chance give or take its standard error;"
		    " hint --budget N plays more", (unsigned long)a->playouts), a->playouts);
	else if (!a->exact)
		line_add(&l, _("approximate: %s"), a->note != NULL ? _(a->note) : _("see the manual"));
	else
		line_put(&l, _(a->note));
	line_print(ui, &l);
}

bool
render_advice(const struct ui *ui, const struct game *g, const struct advice *a,
    enum rows_format format, int most, const char *about)
{
	enum advice_goal goal = a->goal <= ADVICE_TOKENS ? a->goal : ADVICE_POINTS;
	bool has[NADVICE_COLUMNS];
	struct rows_column cols[NADVICE_COLUMNS];
	int ncols = 0;
	columns_of(a, has);
	for (int c = 0; c < NADVICE_COLUMNS; c++)
		if (has[c])
			cols[ncols++] = advice_columns[c];
	if (format == ROWS_TABLE)
		heading(ui, g, a, goal, about);
	struct rows r;
	rows_begin(&r, ui, format, cols, ncols);
	int shown_rows = most > 0 && most < a->n ? most : a->n;
	for (int i = 0; i < shown_rows; i++) {
		struct choice_cells cells;
		const char *all[NADVICE_COLUMNS], *values[NADVICE_COLUMNS];
		choice_values(ui, g, a, goal, i, &cells, all);
		for (int c = 0, k = 0; c < NADVICE_COLUMNS; c++)
			if (has[c])
				values[k++] = all[c];
		rows_add(&r, values);
	}
	if (!rows_end(&r))
		return false;
	if (shown_rows < a->n)
		fprintf(ui->out, _("  and %d more: --all lists every one\n"),
		    a->n - shown_rows);
	if (format == ROWS_TABLE && a->has_turn && a->n > 0 && a->goal == ADVICE_TOTAL)
		turn_said(ui, g, a);
	if (format != ROWS_TABLE || (a->exact && a->note == NULL && !a->sampled))
		return true;
	footing(ui, a);
	return true;
}
