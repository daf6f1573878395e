/* How 421 games are printed beyond the model: the sheet's parts in their
 * order (the rounds above the players where all of it is asked for), and
 * eval.  The rest is data (quatre21_view.c, quatre21_rounds.c), drawn for
 * every game by the renderer.  A printer (printer.h) in the family table
 * (families.c). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "event_model.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "printer.h"
#include "quatre21.h"
#include "render_line.h"
#include "render_sheet.h"
#include "text.h"
#include "ui.h"

/* "straight, 2 tokens" */
static void
add_combo(struct line *l, const struct quatre21_combo *c)
{
	char name[48], worth[32];
	line_add(l, _("%s, %s"), quatre21_combo_name(c, name, sizeof name),
	    render_tokens(c->value, worth, sizeof worth));
}


/* ---- the sheet: the model (quatre21_view.c) drawn, the rounds played
 * above the players where all of it is asked for */

static bool
print_sheet(const struct ui *ui, const struct game *g, unsigned parts)
{
	struct sheet_view v;
	quatre21_describe(g, &v);
	render_sheet_head(ui, g, &v, parts);
	struct sheet_rounds rs;
	/* the rounds fail only where their allocation does: the game loaded replays */
	if ((parts & SHEET_ALL) && quatre21_rounds(g, &rs)) {   /* untaken: allocation failing */
		render_sheet_rounds(ui, g, &rs);
		free(rs.round);
	}
	render_standings(ui, &v.standings);
	render_sheet_facts(ui, g, &v);
	return true;
}

/* What some dice make under the rules, and what they are worth. */
static void
print_eval(const struct ui *ui, const void *rules, const struct dice *d)
{
	char buf[24];
	struct line l;
	line_start(&l);
	/* (eval refuses any other number: 421 weighs a whole hand) */
	if (NEVER(d->n != QUATRE21_DICE)) {
		line_add(&l, _("%s: 421 is played with three dice"), dice_format(d, buf, sizeof buf));
	} else {
		struct quatre21_combo c = quatre21_combo(rules, d);
		line_add(&l, "%s: ", dice_format(d, buf, sizeof buf));
		add_combo(&l, &c);
	}
	put_wrapped(ui->out, l.text, 0, 4, ui_width(ui));
}

const struct printer quatre21_printer = {
	.turn = quatre21_turn,
	.event = quatre21_event,
	.sheet = print_sheet,
	.prompt = quatre21_prompt,
	.eval = print_eval,
	/* (not "keep": the verb, which French names otherwise in 10000) */
	.ask_first = {NP_("kept", "kept")},
	.chart_title = N_("tokens after each round"),
	.chart_axis = N_("round"),
	.describe = quatre21_describe,
	.rounds = quatre21_rounds,
};
