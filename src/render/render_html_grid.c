/* A grid the players head (a Yams sheet) as HTML: the rows named down
 * the left, each player a block of columns under their name, each cell
 * with its place and state as data (the export's keys of its column and
 * box) and its value as the terminal writes it (~n~ counting 0, (n) still
 * needed); the terminal's notes under it. */
#include "config.h"

#include <stdbool.h>
#include <stdio.h>

#include "game.h"
#include "html.h"
#include "render_html_parts.h"
#include "render_sheet.h"
#include "sheet_model.h"

static const char *const state_class[] = {
	[CELL_OPEN] = "open", [CELL_WRITTEN] = "written", [CELL_STRUCK] = "struck",
	[CELL_NEED] = "need",
};

/* The players' names over their blocks, and the columns' names under
 * them where a block has more than one. */
static void
put_head(FILE *f, const struct game *g, const struct sheet_view *v)
{
	const struct sheet_grid *grid = &v->grid;
	fputs("<thead><tr><th></th>", f);
	/* untaken: (past the players) a sheet's view has a seat a player */
	for (int p = 0; p < v->standings.nseats && p < g->nplayers; p++) {
		const struct sheet_seat *seat = &v->standings.seat[p];
		fprintf(f, "<th colspan=\"%d\" class=\"player", grid->ncolumns);
		html_hue(f, seat, p);
		fprintf(f, "\" data-seat=\"%d\">", p);
		html_seat_mark(f, seat->state);
		html_text(f, g->name[p]);
		fputs("</th>", f);
	}
	fputs("</tr>\n", f);
	if (grid->ncolumns > 1) {
		fputs("<tr><th></th>", f);
		/* untaken: (past the players) as above */
		for (int p = 0; p < v->standings.nseats && p < g->nplayers; p++)
			for (int c = 0; c < grid->ncolumns; c++) {
				fputs("<th class=\"column\">", f);
				html_text(f, grid->column[c]);
				fputs("</th>", f);
			}
		fputs("</tr>\n", f);
	}
	fputs("</thead>\n", f);
}

/* Cell c of row i of seat p; a row of one value for the whole block
 * (whole) spans it. */
static void
put_cell(FILE *f, const struct sheet_grid *grid, int p, int i, int c, bool whole)
{
	const struct sheet_cell *cell = &grid->cell[p][i][c];
	bool box = grid->role[i] == GRID_ROW_BOX;
	fputs("<td", f);
	/* untaken: (one column) whole cells are only of grids of several */
	if (whole && grid->ncolumns > 1)
		fprintf(f, " colspan=\"%d\"", grid->ncolumns);
	fprintf(f, " data-seat=\"%d\" data-column=\"", p);
	html_attr(f, grid->column_key[c]);
	fputc('"', f);
	/* untaken: (no key) every box row has its key */
	if (box && grid->row_key[i] != NULL) {
		fputs(" data-box=\"", f);
		html_attr(f, grid->row_key[i]);
		fputc('"', f);
	}
	if (cell->state != CELL_OPEN)
		fprintf(f, " data-value=\"%d\"", cell->value);
	fprintf(f, " class=\"%s%s\">", box ? "" : "sum ", state_class[cell->state]);
	if (cell->state == CELL_WRITTEN)
		fprintf(f, "%d", cell->value);
	else if (cell->state == CELL_STRUCK)
		fprintf(f, "~%d~", cell->value);
	else if (cell->state == CELL_NEED)
		fprintf(f, "(%d)", cell->value);
	fputs("</td>", f);
}

static void
put_notes(FILE *f, const struct sheet_grid *grid, int nseats)
{
	struct html_said s;
	/* untaken: open_memstream failing (html_said_open) */
	if (!html_said_open(&s))
		return;
	render_grid_notes(&s.ui, grid, nseats);
	html_said_element(f, &s, "p", "notes");
}

void
html_grid(FILE *f, const struct game *g, const struct sheet_view *v)
{
	const struct sheet_grid *grid = &v->grid;
	int nseats = v->standings.nseats < g->nplayers ? v->standings.nseats : g->nplayers;
	fputs("<div class=\"scroll\"><table id=\"grid\">\n", f);
	put_head(f, g, v);
	fputs("<tbody>\n", f);
	for (int i = 0; i < grid->nrows; i++) {
		fprintf(f, "<tr%s><th scope=\"row\">", grid->role[i] == GRID_ROW_BOX ? ""
		    : " class=\"sum\"");
		/* untaken: (no name) every row has its name */
		html_text(f, grid->row[i] != NULL ? grid->row[i] : "");
		fputs("</th>", f);
		for (int p = 0; p < nseats; p++)
			for (int c = 0; c < (grid->whole[i] ? 1 : grid->ncolumns); c++)
				put_cell(f, grid, p, i, c, grid->whole[i]);
		fputs("</tr>\n", f);
	}
	fputs("</tbody></table></div>\n", f);
	put_notes(f, grid, nseats);
}
