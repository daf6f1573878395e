/* How Yam Master games are printed beyond the model: who throws next and
 * how the turn stands, eval, and the family's part of the JSON export
 * (each entry's answer is its event, yammaster_view.c, drawn by
 * render_event.c with the small board).  A printer (printer.h) in the
 * family table (families.c). */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "json.h"
#include "printer.h"
#include "render_line.h"
#include "render_sheet.h"
#include "text.h"
#include "throws.h"
#include "ui.h"
#include "yammaster.h"

static const struct yammaster_state *
state_of(const struct game *g)
{
	return g->state;
}


/* The model (yammaster_view.c) drawn, the board under the title. */
static void
print_sheet(const struct ui *ui, const struct game *g, bool all)
{
	(void)all;
	struct sheet_view v;
	yammaster_describe(g, &v);
	render_sheet_title(ui, g, &v.title);
	render_board(ui, &v);
	render_standings(ui, &v.standings);
	render_sheet_facts(ui, g, &v);
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


/* ---- the family's part of the JSON export */

/* The board: five rows of five, each the seat of the pawn there or null. */
static void
json_game(FILE *f, const struct game *g)
{
	const struct yammaster_state *st = state_of(g);
	fputs(",\"board\":[", f);
	for (int row = 0; row < YAMMASTER_SIDE; row++) {
		fprintf(f, "%s[", row ? "," : "");
		for (int c = 0; c < YAMMASTER_SIDE; c++) {
			int seat = st->cell[row * YAMMASTER_SIDE + c];
			if (seat >= 0)
				fprintf(f, "%s%d", c ? "," : "", seat);
			else
				fprintf(f, "%snull", c ? "," : "");
		}
		fputc(']', f);
	}
	fputc(']', f);
}

const struct printer yammaster_printer = {
	.turn = yammaster_turn,
	.event = yammaster_event,
	.sheet = print_sheet,
	.prompt = yammaster_prompt,
	.eval = print_eval,
	/* (not "keep": the verb, which French names otherwise in 10000) */
	.ask_first = N_("kept"),
	.describe = yammaster_describe,
	.json_game = json_game,
	.sheet_at_start = true,
};
