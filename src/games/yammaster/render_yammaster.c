/* How Yam Master games are printed beyond the model: the sheet's parts in
 * their order, and eval.  The rest is data (yammaster_view.c: the sheet
 * with its board, the prompt, the turn, each entry's event), drawn for
 * every game by the renderer.  A printer (printer.h) in the family table
 * (families.c). */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "printer.h"
#include "render_line.h"
#include "render_sheet.h"
#include "text.h"
#include "throws.h"
#include "ui.h"
#include "yammaster.h"

/* The model (yammaster_view.c) drawn, the board under the title. */
static bool
print_sheet(const struct ui *ui, const struct game *g, unsigned parts)
{
	struct sheet_view v;
	yammaster_describe(g, &v);
	render_sheet_head(ui, g, &v, parts);
	render_board(ui, &v);
	render_standings(ui, &v.standings);
	render_sheet_facts(ui, g, &v);
	return true;
}

/* What some dice make, and the cells of the standard board (or this
 * game's) that take it. */
static void
print_eval(const struct ui *ui, const void *rules, const struct dice *d)
{
	const struct yammaster_rules *r = rules;
	struct tally t = dice_tally(d);
	char buf[24], name[8];
	struct line l;
	line_start(&l);
	line_add(&l, "%s:", dice_format(d, buf, sizeof buf));
	int n = 0;
	for (int k = 0; k < YAMMASTER_KINDS; k++) {
		if (!yammaster_makes(&t, k))
			continue;
		line_add(&l, "%s %s", n++ ? "," : "", yammaster_kind_said(k));
		for (int c = 0; c < YAMMASTER_CELLS; c++)
			if (r->board[c] == k)
				line_add(&l, " %s", yammaster_cell_name(c, name, sizeof name));
	}
	if (n == 0)
		line_add(&l, _(" no combination"));
	else if (yammaster_majors(&t) != 0)
		line_add(&l, _("; on a first throw, a sec too"));
	put_wrapped(ui->out, l.text, 0, 4, ui_width(ui));
}

const struct printer yammaster_printer = {
	.turn = yammaster_turn,
	.event = yammaster_event,
	.sheet = print_sheet,
	.prompt = yammaster_prompt,
	.eval = print_eval,
	/* (not "keep": the verb, which French names otherwise in 10000) */
	.ask_first = {NP_("kept", "kept")},
	.describe = yammaster_describe,
	.sheet_at_start = true,
};
