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

/* The verb that throws: the one the faces alone stand for. */
static const char *
throw_verb(const struct engine *e, bool people)
{
	for (size_t v = 0; v < e->nverbs; v++)
		if (e->verbs[v].faces_alone)
			return verb_name(e, v, people);
	return people ? _("throw") : "throw";
}

/* "keep 1 5, then throw 3 dice", "take, then throw 2 dice", "bank": the
 * choice as it is typed, into buf: for people in their language
 * ("garder 1 5, puis lancer 3 dés"), for scripts in English. */
static char *
choice_text(const struct game *g, const struct advice_choice *c, bool people, char *buf,
    size_t len)
{
	const struct engine *e = g->engine;
	size_t used = 0;
	buf[0] = '\0';
	if (c->label != NULL) {
		snprintf(buf, len, "%s", people ? _(c->label) : c->label);
		return buf;
	}
	if (c->has_entry) {
		char args[ENGINE_ARGS * 4];
		if (people)
			engine_say_args(e, game_rules(g), &c->entry, args, sizeof args);
		else
			engine_format_args(e, game_rules(g), &c->entry, args, sizeof args);
		used = (size_t)snprintf(buf, len, "%s%s%s", verb_name(e, (size_t)c->entry.verb, people),
		    args[0] ? " " : "", args);
	}
	const char *then = used == 0 ? "" : people ? _(", then ") : ", then ";
	if (used < len && c->then_verb >= 0 && (size_t)c->then_verb < e->nverbs)
		used += (size_t)snprintf(buf + used, len - used, "%s%s", then,
		    verb_name(e, (size_t)c->then_verb, people));
	else if (used < len && c->then_throw > 0)
		used += (size_t)snprintf(buf + used, len - used, "%s%s %d %s", then,
		    throw_verb(e, people), c->then_throw, people ? dice_noun(c->then_throw)
		    : c->then_throw == 1 ? "die" : "dice");
	return buf;
}

/* A chance as people read it: 37%, 4.2%, under 0.1%. */
static char *
percent(double p, bool decimal, char *buf, size_t len)
{
	double pc = p * 100;
	if (pc == 0)
		snprintf(buf, len, "0%%");
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

static const struct rows_column advice_columns[] = {
	/* name, raw, list, for people, for scripts */
	{"mark", false, false, true, false, false},
	{"rank", true, false, false, true, false},
	{"best", true, false, false, true, false},
	{"choice_shown", false, false, true, false, false},
	{"choice", false, false, false, true, false},
	{"entry", false, false, false, true, false},
	{"then", false, false, false, true, false},
	{"throw", true, false, false, true, false},
	{"goal", false, false, false, true, false},
	{"shown", false, false, true, false, false},
	{"value", true, false, false, true, false},
	{"bust_shown", false, false, true, false, false},
	{"bust", true, false, false, true, false},
	{"exact", true, false, false, true, false},
	{"note", false, false, false, true, false},
	/* only where the advice says the chances of ending the round best
	 * and lowest (struct advice's places) */
	{"round_best_shown", false, false, true, false, false},
	{"round_best", true, false, false, true, false},
	{"round_lowest_shown", false, false, true, false, false},
	{"round_lowest", true, false, false, true, false},
};
enum { NADVICE_COLUMNS = sizeof advice_columns / sizeof advice_columns[0],
    NPLACE_COLUMNS = 4 };

/* A chance for people ("37%", as their numbers read) into shown, and for
 * scripts into raw. */
static void
chance_cells(double p, char *shown, char *raw, size_t len)
{
	char pc[24], read[24];
	snprintf(shown, len, "%s", rows_people_number(percent(p, false, pc, sizeof pc), read,
	    sizeof read));
	snprintf(raw, len, "%.6g", p);
}

/* The cells of choice i of a into cell (NADVICE_COLUMNS of them, each
 * room bytes), values pointing at them or NULL. */
static void
choice_row(const struct ui *ui, const struct game *g, const struct advice *a, int i,
    enum advice_goal goal, char cell[][256], const char **values)
{
	const struct engine *e = g->engine;
	const struct advice_choice *c = &a->choice[i];
	for (int k = 0; k < NADVICE_COLUMNS; k++)
		cell[k][0] = '\0', values[k] = cell[k];
	values[0] = i == 0 ? (ui->utf8 ? "  \xe2\x96\xb8" : "  *") : "  ";
	snprintf(cell[1], 256, "%d", i + 1);
	values[2] = i == 0 ? "true" : "false";
	choice_text(g, c, true, cell[3], 256);
	choice_text(g, c, false, cell[4], 256);
	if (c->has_entry) {
		struct advice_choice alone = *c;
		alone.then_verb = -1;
		alone.then_throw = 0;
		choice_text(g, &alone, false, cell[5], 256);
	}
	if (c->then_verb >= 0 && (size_t)c->then_verb < e->nverbs)
		snprintf(cell[6], 256, "%s", engine_words(e)->verbs[c->then_verb].name);
	else if (c->then_throw > 0)
		snprintf(cell[6], 256, "%s", throw_verb(e, false));
	if (c->then_throw > 0)
		snprintf(cell[7], 256, "%d", c->then_throw);
	values[8] = goals[goal].key;
	value_text(goal, c->value, cell[9], 256);
	snprintf(cell[10], 256, "%.6g", c->value + 0.0);
	char pc[24];
	if (c->bust >= 0) {
		chance_cells(c->bust, pc, cell[12], sizeof pc);
		snprintf(cell[11], 256, _("bust %s"), pc);
	}
	values[13] = a->exact ? "true" : "false";
	values[14] = a->note;     /* for scripts: the same in every language */
	chance_cells(c->round_best, pc, cell[16], sizeof pc);
	snprintf(cell[15], 256, _("best %s"), pc);
	chance_cells(c->round_lowest, pc, cell[18], sizeof pc);
	snprintf(cell[17], 256, _("lowest %s"), pc);
	for (int k = 5; k <= 7; k++)
		if (cell[k][0] == '\0')
			values[k] = NULL;
	if (c->bust < 0)
		values[12] = NULL;
}

/* What follows the rows for people: how many more there are, what the
 * one value before a throw means, the note. */
static void
print_after(const struct ui *ui, const struct game *g, const struct advice *a,
    enum rows_format format, int shown_rows)
{
	if (shown_rows < a->n)
		fprintf(ui->out, _("  and %d more: --all lists every one\n"),
		    a->n - shown_rows);
	if (format == ROWS_TABLE && a->has_turn && a->n > 0 && a->goal == ADVICE_TOTAL) {
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
	if (format != ROWS_TABLE || (a->exact && a->note == NULL))
		return;
	struct line l;
	line_start(&l);
	if (!a->exact)
		line_add(&l, _("approximate: %s"), a->note != NULL ? _(a->note) : _("see the manual"));
	else
		line_add(&l, "%s", _(a->note));
	line_print(ui, &l);
}

void
render_advice(const struct ui *ui, const struct game *g, const struct advice *a,
    enum rows_format format, int most, const char *about)
{
	enum advice_goal goal = a->goal <= ADVICE_TOKENS ? a->goal : ADVICE_POINTS;
	if (format == ROWS_TABLE) {
		struct line l;
		line_start(&l);
		if (goal == ADVICE_CHANCE && about != NULL)
			line_add(&l, _("%s: chance of making %s, best first"), g->name[game_current(g)],
			    about);
		else
			line_add(&l, _("%s: %s, best first"), g->name[game_current(g)],
			    _(goals[goal].said));
		line_print(ui, &l);
	}
	struct rows r;
	rows_begin(&r, ui, format, advice_columns, a->places ? NADVICE_COLUMNS
	    : NADVICE_COLUMNS - NPLACE_COLUMNS);
	int shown_rows = most > 0 && most < a->n ? most : a->n;
	for (int i = 0; i < shown_rows; i++) {
		char cell[NADVICE_COLUMNS][256];
		const char *values[NADVICE_COLUMNS];
		choice_row(ui, g, a, i, goal, cell, values);
		rows_add(&r, values);
	}
	rows_end(&r);
	print_after(ui, g, a, format, shown_rows);
}

void
render_advice_table(const struct ui *ui, enum advice_table_event ev, const char *why)
{
	char shown[512];
	text_visible(why != NULL ? why : "", shown, sizeof shown);
	fflush(ui->out);
	switch (ev) {
	case ADVICE_TABLE_BUILDING:
		fprintf(ui->out, _("  working out the table for these rules, once: it is kept in"
		    " the cache folder...\n"));
		break;
	case ADVICE_TABLE_REBUILT:
		fprintf(ui->err, _("tapis: the kept advice table %s: built again\n"), shown);
		break;
	case ADVICE_TABLE_NOT_KEPT:
		fprintf(ui->err, _("tapis: the advice table could not be kept (%s): it is"
		    " worked out again in each run\n"), shown);
		break;
	}
	fflush(ui->err);
	fflush(ui->out);
}
