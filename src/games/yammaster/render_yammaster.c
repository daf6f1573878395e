/* How Yam Master games are printed: the line each entry gets (with the
 * cells the dice can take after a throw), the board with its pawns, the
 * prompt, eval, and the family's part of the JSON export.  A printer
 * (render.h) in the family table (families.c). */
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

static const struct yammaster_rules *
rules_of(const struct game *g)
{
	return g->rules;
}

static void
add_next(const struct ui *ui, struct line *l, const struct game *g)
{
	const struct yammaster_state *st = state_of(g);
	if (st->over)
		return;
	int p = st->current;
	line_add(l, ngettext("%s%s%s (%s) throws, %d pawn left", "%s%s%s (%s) throws, %d pawns left",
	    (unsigned long)(YAMMASTER_PAWNS - st->placed[p])), ui_paint(ui, BOLD), g->name[p],
	    ui_paint(ui, RESET), yammaster_tokens[p], YAMMASTER_PAWNS - st->placed[p]);
}

static void
add_turn(const struct ui *ui, struct line *l, const struct game *g)
{
	const struct yammaster_state *st = state_of(g);
	char buf[24];
	if (st->turn.count == 0) {
		add_next(ui, l, g);
		return;
	}
	line_add(l, _("%s's turn: throw %d of %d, %s"), g->name[st->current], st->turn.count,
	    THROWS_MAX, dice_format(&st->turn.hand, buf, sizeof buf));
	if (st->turn.kept.n > 0)
		line_add(l, _(", keeping %s"), dice_format(&st->turn.kept, buf, sizeof buf));
	if (st->call >= 0)
		line_add(l, _(", %s called"), yammaster_kind_said(st->call));
}

/* The end: why it came, the count, and who won by what. */
static void
add_winner(const struct ui *ui, struct line *l, const struct game *g)
{
	const struct yammaster_state *st = state_of(g);
	line_add(l, "%s", ui_dot(ui));
	if (st->line_of_five >= 0)
		line_add(l, _("%s makes a line of five%s"), g->name[st->line_of_five], ui_dot(ui));
	else
		for (int p = 0; p < YAMMASTER_PLAYERS; p++)
			if (st->placed[p] == YAMMASTER_PAWNS)
				line_add(l, _("%s has placed all twelve pawns%s"), g->name[p], ui_dot(ui));
	line_add(l, _("count: %s %d, %s %d"), g->name[0], st->score[0], g->name[1],
	    st->score[1]);
	/* the ranking says who won, or that both share the first place */
	int winner = game_first(g);
	bool by_line = winner >= 0 && winner == st->line_of_five && rules_of(g)->five_wins;
	if (by_line)
		line_add(l, _("%s%s%s wins by the line of five (fivewins=yes)!%s"), ui_dot(ui),
		    ui_paint(ui, GREEN), g->name[winner], ui_paint(ui, RESET));
	else if (winner >= 0)
		line_add(l, _("%s%s%s wins!%s"), ui_dot(ui), ui_paint(ui, GREEN), g->name[winner],
		    ui_paint(ui, RESET));
	else
		line_add(l, _("%sa draw"), ui_dot(ui));
}

static void print_small_board(const struct ui *ui, const struct game *g, int marked);

static void
print_outcome(const struct ui *ui, const struct game *g, const struct action *a,
    const union outcome *out)
{
	const struct yammaster_outcome *o = &((const struct yammaster_result *)out)->yammaster;
	const struct yammaster_state *st = state_of(g);
	const char *who = g->name[o->seat];
	char buf[24], name[8];
	struct line l;
	line_start(&l);
	switch (a->verb) {
	case YAMMASTER_THROW:
		if (o->made.implicit_keep)
			line_add(&l, _("(kept %s) "), dice_format(&o->made.kept, buf, sizeof buf));
		line_add(&l, _("throw %d of %d: %s"), o->throw_no, THROWS_MAX,
		    dice_format(&o->hand, buf, sizeof buf));
		if (o->sec)
			line_add(&l, _(", a sec"));
		if (o->lapsed)
			line_add(&l, _("%sthe call lapses: no die of the sec was thrown again"),
			    ui_dot(ui));
		line_add(&l, "%s", ui_dot(ui));
		char cells[256];
		if (yammaster_cells_text(rules_of(g), st, cells, sizeof cells) > 0)
			line_add(&l, "%s", cells);
		else
			line_add(&l, o->throw_no < THROWS_MAX ? _("the dice make no free cell")
			    : _("the dice make no free cell: pass"));
		struct tally t = dice_tally(&o->hand);
		if (rules_of(g)->predator && st->placed[1 - o->seat] > 0 && yammaster_makes(&t, KIND_YAM))
			line_add(&l, _("%sor take a pawn off (remove CELL)"), ui_dot(ui));
		if (o->throw_no == 1 && st->call < 0)
			line_add(&l, _("%sor call a major"), ui_dot(ui));
		break;
	case YAMMASTER_KEEP:
		line_add(&l, _("keeping %s: throw %d %s"), dice_format(&st->turn.kept, buf,
		    sizeof buf), THROWS_DICE - st->turn.kept.n, dice_noun(THROWS_DICE -
		    st->turn.kept.n));
		break;
	case YAMMASTER_CALL:
		line_add(&l, st->call_after_sec ? _("%s calls %s after a sec: throw again a die of"
		    " it, then any major opens the Appel cells") : _("%s calls %s: made by the end"
		    " of the turn, it opens the Appel cells"), who, yammaster_kind_said(o->call));
		break;
	case YAMMASTER_PLACE:
		line_add(&l, o->kind <= KIND_6 ? _("%s puts a pawn on %s (%ss)")
		    : _("%s puts a pawn on %s (%s)"), who, yammaster_cell_name(o->cell,
		    name, sizeof name),
		    yammaster_kind_said(o->kind));
		line_add(&l, _(": %d left, count %d"), YAMMASTER_PAWNS - st->placed[o->seat], o->score_after);
		break;
	case YAMMASTER_REMOVE:
		line_add(&l, _("%s takes %s's pawn off %s"), who, g->name[o->removed_from],
		    yammaster_cell_name(o->cell, name, sizeof name));
		break;
	case YAMMASTER_PASS:
		line_add(&l, _("%s passes"), who);
		break;
	}
	if (o->game_over)
		add_winner(ui, &l, g);
	else if (a->verb == YAMMASTER_PASS)      /* the board unchanged: who is next */
		line_add(&l, "%s", ui_dot(ui)), add_next(ui, &l, g);
	line_print(ui, &l);
	/* the board only when it changed, small enough to keep the throws in
	 * sight; the whole one is the sheet (sheet, board) */
	if (a->verb == YAMMASTER_PLACE || a->verb == YAMMASTER_REMOVE)
		print_small_board(ui, g, a->verb == YAMMASTER_PLACE ? o->cell : -1);
}

/* ---- the board, from the model (yammaster_view.c), drawn by
 * render_board.c */

/* The board in a few lines, the pawn just placed (cell marked, or -1)
 * marked, then who plays next. */
static void
print_small_board(const struct ui *ui, const struct game *g, int marked)
{
	struct sheet_view v;
	yammaster_describe(g, &v);
	if (marked >= 0)
		v.board.cell[marked].just = true;
	render_board_small(ui, &v);
	if (!state_of(g)->over) {
		struct line l;
		line_start(&l);
		add_turn(ui, &l, g);
		fprintf(ui->out, "%s\n", l.text);
	}
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

static void
json_turn(FILE *f, const struct game *g)
{
	const struct yammaster_state *st = state_of(g);
	fputs("{\"player\":", f);
	json_string(f, g->name[st->current]);
	fprintf(f, ",\"throw\":%d,\"dice\":[", st->turn.count);
	for (int i = 0; st->turn.count > 0 && i < st->turn.hand.n; i++)
		fprintf(f, "%s%d", i ? "," : "", st->turn.hand.face[i]);
	fputs("],\"call\":", f);
	if (st->call >= 0)
		fprintf(f, "\"%s\"", yammaster_kind_key(st->call));
	else
		fputs("null", f);
	fputc('}', f);
}

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
	.next = add_next,
	.turn = add_turn,
	.outcome = print_outcome,
	.sheet = print_sheet,
	.prompt = yammaster_prompt,
	.eval = print_eval,
	/* (not "keep": the verb, which French names otherwise in 10000) */
	.ask_first = N_("kept"),
	.describe = yammaster_describe,
	.json_turn = json_turn,
	.json_game = json_game,
	.sheet_at_start = true,
};
