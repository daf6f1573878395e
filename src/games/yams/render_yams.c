/* How Yams games are printed beyond the model: the sheet's parts in their
 * order, eval, and the rules' boxes.  The rest is data (yams_view.c,
 * yams_event.c), drawn for every game by the renderer.  A printer
 * (printer.h) in the family table (families.c). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "printer.h"
#include "render_line.h"
#include "render_sheet.h"
#include "text.h"
#include "ui.h"
#include "yams.h"


/* ---- the sheet: the model (yams_view.c), its grid drawn by render_grid.c */

/* The model (yams_view.c) drawn, the grid of boxes under the title. */
static bool
print_sheet(const struct ui *ui, const struct game *g, unsigned parts)
{
	/* (twelve rows: the whole grid always fits, SHEET_ALL or not) */
	struct sheet_view v;
	yams_describe(g, &v);
	render_sheet_head(ui, g, &v, parts);
	render_grid(ui, &v);
	render_standings(ui, &v.standings);
	render_grid_notes(ui, &v.grid, v.standings.nseats);
	render_sheet_facts(ui, g, &v);
	return true;
}

static void
print_eval(const struct ui *ui, const void *rules, const struct dice *d)
{
	const struct yams_rules *r = rules;
	char buf[24];
	struct tally t = dice_tally(d);
	struct line l;
	line_start(&l);
	line_add(&l, _("%s: "), dice_format(d, buf, sizeof buf));
	int shown = 0;
	for (int b = 0; b < yams_nboxes(r); b++) {
		bool made;
		int v = yams_box_value(r, b, &t, &made);
		if (made)
			line_add(&l, "%s%s %d", shown++ ? ", " : "", yams_box_listed(r, b), v);
	}
	line_add(&l, _("; 0 in"));
	for (int b = 0; b < yams_nboxes(r); b++) {
		bool made;
		yams_box_value(r, b, &t, &made);
		if (!made)
			line_add(&l, " %s", yams_box_listed(r, b));
	}
	put_wrapped(ui->out, l.text, 0, 4, ui_width(ui));
}


/* ---- rules: the sheet's boxes */

/* What box takes, as people read it: "three alike", "four in a row". */
static const char *
box_takes(const struct yams_box_def *b)
{
	static const char *const runs[] = {N_("four in a row"), N_("five in a row"),
	    "1-2-3-4-5", "2-3-4-5-6"};
	switch (b->kind) {
	case YK_FACE:
		return _("the dice of its face");
	case YK_ALIKE:
		return b->arg == 3 ? _("three alike") : _("four alike");
	case YK_PAIRS:
		return _("two pairs");
	case YK_FULL:
		return _("three and two alike");
	case YK_RUN:
		return _(runs[b->arg]);
	case YK_YAMS:
		return _("five alike");
	default:        /* chance, Minimum, Maximum */
		return _("any dice");
	}
}

/* What box scores made, into buf: "25", "the sum of the five dice". */
static const char *
box_scores(const struct yams_box_def *b, char *buf, size_t len)
{
	if (b->kind == YK_FACE)
		snprintf(buf, len, _("their sum"));
	else if (b->scoring == SCORE_FIXED)
		snprintf(buf, len, "%d", b->points);
	else if (b->scoring == SCORE_FIXED_SUM)
		snprintf(buf, len, _("%d and the sum of the five dice"), b->points);
	else if (b->scoring == SCORE_ALIKE)
		snprintf(buf, len, _("the sum of the %d alike"), b->arg);
	else
		snprintf(buf, len, _("the sum of the five dice"));
	return buf;
}

/* The extras of r's sheet: the bonuses and the joker, a line. */
static void
print_extras(const struct ui *ui, const struct yams_rules *r)
{
	static const char *const jokers[] = {NULL, N_("free"), N_("forced")};
	struct line l;
	line_start(&l);
	line_add(&l, "  ");
	int needs = yams_bonus_needs(r);
	int min, max;
	if (needs > 0)
		line_add(&l, r->bonus_at_least ? _("upper bonus %d at %d or more")
		    : _("upper bonus %d over %d"), r->bonus, r->bonus_at);
	else
		line_add(&l, _("no upper bonus"));
	if (yams_pair(r, &min, &max))
		line_add(&l, _("; Maximum not above Minimum: both count 0"));
	if (yams_yahtzee_points(r) > 0)
		line_add(&l, _("; Yahtzee bonus %d each"), yams_yahtzee_points(r));
	/* (yams_rules_check refuses a joker with no box of five alike) */
	if (r->joker != JOKER_NONE && ALWAYS(yams_sheet_find(&r->sheet, YK_YAMS, -1) >= 0))
		line_add(&l, _("; joker: %s"), _(jokers[r->joker]));
	line_print(ui, &l);
}

/* Box b's word and name in the rules' rows: the six faces' row, where
 * they are the upper part alone, is "1-6", "1 to 6". */
static const char *
row_word(const struct yams_rules *r, int b, bool faces)
{
	return faces && yams_box(r, b)->kind == YK_FACE ? "1-6" : yams_box_key(r, b);
}

static const char *
row_name(const struct yams_rules *r, int b, bool faces)
{
	return faces && yams_box(r, b)->kind == YK_FACE ? _("1 to 6") : yams_box_title(r, b);
}

/* The boxes of the sheet, a row each (the upper part's first, 1 to 6 on
 * one row where they are the six faces), then its extras. */
static void
print_rules(const struct ui *ui, const void *rules)
{
	const struct yams_rules *r = rules;
	char sheet[ENGINE_VALUE], scores[64];
	int keyw = 6, namew = 6;
	bool faces = yams_faces_alone(r);
	yams_sheet_format(&r->sheet, sheet, sizeof sheet);
	for (int b = 0; b < yams_nboxes(r); b++) {
		int kw = text_width(row_word(r, b, faces)) + 2;
		int nw = text_width(row_name(r, b, faces)) + 2;
		keyw = kw > keyw ? kw : keyw;
		namew = nw > namew ? nw : namew;
	}
	struct line l;
	line_start(&l);
	line_add(&l, _("the boxes of the sheet (%s), the upper part first: box, name, what it"
	    " takes: what it scores"), r->sheet.name[0] ? sheet : _("a list"));
	put_wrapped(ui->out, l.text, 0, 0, ui_width(ui));
	for (int pass = 0; pass < 2; pass++)
		for (int b = 0; b < yams_nboxes(r); b++) {
			const struct yams_box_def *d = yams_box(r, b);
			if (d->upper != (pass == 0) || (faces && d->kind == YK_FACE && d->arg > 1))
				continue;
			fputs("    ", ui->out);     /* under the options, not among them */
			text_pad(ui->out, row_word(r, b, faces), keyw);
			text_pad(ui->out, row_name(r, b, faces), namew);
			/* (at a terminal narrower than the row, on under itself) */
			line_start(&l);
			/* TRANSLATORS: what a box takes: what it scores */
			line_add(&l, _("%s: %s"), box_takes(d), box_scores(d, scores, sizeof scores));
			put_wrapped(ui->out, l.text, 4 + keyw + namew, 4 + keyw + namew, ui_width(ui));
		}
	print_extras(ui, r);
}

const struct printer yams_printer = {
	.turn = yams_turn,
	.event = yams_event,
	.sheet = print_sheet,
	.prompt = yams_prompt,
	.eval = print_eval,
	/* (not "keep": the verb, which French names otherwise in 10000) */
	.ask_first = {NP_("kept", "kept")},
	.describe = yams_describe,
	.rules = print_rules,
};
