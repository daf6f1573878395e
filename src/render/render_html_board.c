/* A board (Yam Master's) as HTML: a table of its cells, columns lettered
 * and rows numbered as a player names a cell ("c4"), each cell its kind
 * and the pawn on it, in its player's token and hue, the pawn just placed
 * marked as on the terminal. */
#include "config.h"

#include <stdio.h>

#include "html.h"
#include "render_html_parts.h"
#include "render_sheet.h"
#include "sheet_model.h"

static void
put_cell(FILE *f, const struct sheet_view *v, int k)
{
	const struct board_cell *cell = &v->board.cell[k];
	/* untaken: (past the seats) a board's cell holds a seat of the game, or -1 */
	const struct sheet_seat *seat = cell->seat >= 0 && cell->seat < v->standings.nseats
	    ? &v->standings.seat[cell->seat] : NULL;
	fprintf(f, "<td data-cell=\"%d\" data-kind=\"", k);
	/* untaken: (no label) every cell of a board has its label */
	html_attr(f, cell->label != NULL ? cell->label : "");
	fputc('"', f);
	if (seat != NULL) {
		fprintf(f, " data-seat=\"%d\" class=\"pawn", cell->seat);
		html_hue(f, seat, cell->seat);
		fputs(cell->just ? " just\"" : "\"", f);
	}
	fputs("><span class=\"kind\">", f);
	/* untaken: (no label) as above */
	html_text(f, cell->label != NULL ? cell->label : "");
	fputs("</span>", f);
	if (seat != NULL) {
		fputs("<span class=\"token\">", f);
		/* untaken: (no token) every seat of a board has its token */
		html_text(f, seat->token != NULL ? seat->token : "");
		if (cell->just)
			fputs(render_just_mark(), f);
		fputs("</span>", f);
	}
	fputs("</td>", f);
}

void
html_board(FILE *f, const struct sheet_view *v)
{
	const struct sheet_board *b = &v->board;
	fputs("<div class=\"scroll\"><table id=\"board\">\n<thead><tr><th></th>", f);
	for (int c = 0; c < b->side; c++)
		fprintf(f, "<th>%c</th>", 'a' + c);
	fputs("</tr></thead>\n<tbody>\n", f);
	for (int row = 0; row < b->side; row++) {
		fprintf(f, "<tr><th scope=\"row\">%d</th>", row + 1);
		for (int c = 0; c < b->side; c++)
			put_cell(f, v, row * b->side + c);
		fputs("</tr>\n", f);
	}
	fputs("</tbody></table></div>\n", f);
}
