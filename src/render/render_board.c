/* A sheet's board drawn from the model (sheet_model.h) for any game: in
 * full (the sheet), or in a few lines with each player's standing beside
 * (after a pawn placed or taken off). */
#include "config.h"

#include <ctype.h>
#include <stdio.h>

#include "i18n.h"
#include "render_line.h"
#include "render_sheet.h"
#include "sheet_model.h"
#include "text.h"
#include "ui.h"

#define CELL_W 7                  /* inside a cell: "Appel X" */

static const char *
label_of(const struct ui *ui, const struct board_cell *c)
{
	return ui->utf8 ? c->label : c->ascii;
}

/* A pawn: its player's token in their colour. */
static void
put_pawn(const struct ui *ui, const struct sheet_view *v, int seat)
{
	const struct sheet_seat *s = &v->standings.seat[seat];
	fprintf(ui->out, "%s%s%s", render_hue(ui, s->hue), s->token, ui_paint(ui, RESET));
}

static void
put_rule(const struct ui *ui, int side)
{
	fprintf(ui->out, "     ");
	for (int c = 0; c < side; c++)
		fprintf(ui->out, "+%.*s", CELL_W + 2, "-----------");
	fprintf(ui->out, "+\n");
}

void
render_board(const struct ui *ui, const struct sheet_view *v)
{
	const struct sheet_board *b = &v->board;
	/* each letter over the middle of its cell, "| " + CELL_W + " " wide */
	fprintf(ui->out, "     ");
	for (int c = 0; c < b->side; c++)
		fprintf(ui->out, "%*c%*s", (CELL_W + 3) / 2 + 1, 'a' + c,
		    c + 1 < b->side ? (CELL_W + 3) / 2 - 1 : 0, "");
	fputc('\n', ui->out);
	put_rule(ui, b->side);
	for (int row = 0; row < b->side; row++) {
		fprintf(ui->out, "  %d  ", row + 1);
		for (int c = 0; c < b->side; c++) {
			const struct board_cell *cell = &b->cell[row * b->side + c];
			fputs("| ", ui->out);
			text_pad(ui->out, label_of(ui, cell), CELL_W - 1);
			if (cell->seat >= 0)
				put_pawn(ui, v, cell->seat), fputc(' ', ui->out);
			else
				fputs("  ", ui->out);
		}
		fputs("|\n", ui->out);
		put_rule(ui, b->side);
	}
}

/* A cell of the small board: a pawn (marked when just placed), else the
 * cell's kind in two letters or its number (Ca, ≤8, 3), padded to four
 * columns (pad false: not padded, the line's end). */
static void
put_small_cell(const struct ui *ui, const struct sheet_view *v, const struct board_cell *c,
    bool pad)
{
	if (c->seat >= 0) {
		put_pawn(ui, v, c->seat);
		fputs(c->just ? render_just_mark() : "", ui->out);
		if (pad)
			fputs(c->just ? "  " : "   ", ui->out);
		return;
	}
	/* a word by its first two letters (Full: Fu); a number or a sign
	 * (3, ≤8, <=8) whole */
	const char *label = label_of(ui, c);
	char two[16];
	snprintf(two, sizeof two, isalpha((unsigned char)label[0]) ? "%.2s" : "%s", label);
	text_pad(ui->out, two, pad ? 4 : 0);
}

/* Columns the small board takes with a seat's standing beside it, before
 * the standing: "  1   " and five cells of four, then two blanks. */
#define SMALL_BESIDE 28

/* A seat's standing, as the small board puts it beside or under itself:
 * "X bob: 1 placed, 11 left, count 0". */
static void
put_seat(const struct ui *ui, const struct sheet_view *v, int seat)
{
	const struct sheet_seat *s = &v->standings.seat[seat];
	struct line l;
	line_start(&l);
	render_seat_fields(&l, s);
	put_pawn(ui, v, seat);
	fprintf(ui->out, " %s%s%s", s->name, _(": "), l.text);
}

/* Whether each seat's standing fits beside the small board. */
static bool
seats_beside(const struct ui *ui, const struct sheet_view *v)
{
	int width = ui_width(ui);
	for (int i = 0; i < v->standings.nseats && width > 0; i++) {
		const struct sheet_seat *s = &v->standings.seat[i];
		struct line l;
		line_start(&l);
		line_add(&l, "%s %s%s", s->token, s->name, _(": "));
		render_seat_fields(&l, s);
		if (SMALL_BESIDE + text_width(l.text) > width)
			return false;
	}
	return true;
}

void
render_board_small(const struct ui *ui, const struct sheet_view *v)
{
	const struct sheet_board *b = &v->board;
	/* beside the board's first rows, or under it where the terminal is
	 * too narrow for them */
	int beside = seats_beside(ui, v) ? v->standings.nseats : 0;
	fprintf(ui->out, "      ");
	for (int c = 0; c < b->side; c++)
		fprintf(ui->out, "%s%c", c ? "   " : "", 'a' + c);
	fputc('\n', ui->out);
	for (int row = 0; row < b->side; row++) {
		fprintf(ui->out, "  %d   ", row + 1);
		for (int c = 0; c < b->side; c++)
			put_small_cell(ui, v, &b->cell[row * b->side + c],
			    c + 1 < b->side || row < beside);
		if (row < beside) {
			fputs("  ", ui->out);
			put_seat(ui, v, row);
		}
		fputc('\n', ui->out);
	}
	for (int i = beside == 0 ? 0 : v->standings.nseats; i < v->standings.nseats; i++) {
		fputs("  ", ui->out);
		put_seat(ui, v, i);
		fputc('\n', ui->out);
	}
}
