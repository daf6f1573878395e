/* A sheet's grid drawn from the model (sheet_model.h) for any game: the
 * rows named down the left, each player's block of columns under their
 * name and mark, the players side by side while they fit the screen and
 * in bands below after that.  A cell: its value, "." open, "~v~" struck,
 * "(v)" still needed. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "never.h"
#include "render_line.h"
#include "render_sheet.h"
#include "sheet_model.h"
#include "text.h"
#include "ui.h"

#define SHEET_WIDTH 80          /* without a terminal */
#define CELL 4                  /* a column's cells: "~30~", "(34)", "105" */
#define LABEL 9                 /* the rows' names, left of the grid */
#define GAP 3                   /* blanks between two players' columns */

static void
cell_text(char *buf, size_t len, const struct sheet_cell *c)
{
	/* untaken: (no case) the value is one of the enum's, each a case */
	switch (c->state) {
	case CELL_OPEN:
		snprintf(buf, len, ".");
		break;
	case CELL_WRITTEN:
		snprintf(buf, len, "%d", c->value);
		break;
	case CELL_STRUCK:
		snprintf(buf, len, "~%d~", c->value);
		break;
	case CELL_NEED:
		snprintf(buf, len, "(%d)", c->value);
		break;
	}
}

/* The width of the rows' names: LABEL, or the widest name's and two. */
static int
label_width(const struct sheet_grid *grid)
{
	int w = LABEL;
	for (int i = 0; i < grid->nrows; i++)
		if (text_width(grid->row[i]) + 2 > w)
			w = text_width(grid->row[i]) + 2;
	return w;
}

/* The width of a column's cells: CELL, or its name's where that is
 * wider ("libre" in French). */
static int
cell_width(const struct sheet_grid *grid)
{
	int w = CELL;
	for (int c = 0; c < grid->ncolumns && grid->ncolumns > 1; c++)
		if (text_width(grid->column[c]) > w)
			w = text_width(grid->column[c]);
	return w;
}

/* The room a player's block takes: their columns, or their name. */
static int
block_width(const struct sheet_view *v, int seat)
{
	int cols = v->grid.ncolumns * (cell_width(&v->grid) + 1) - 1;
	int name = text_width(v->standings.seat[seat].name) + 2;    /* and its mark */
	return cols > name ? cols : name;
}

static void
put_right(struct line *l, const char *text, int width)
{
	line_add(l, "%*s%s", width - text_width(text) > 0 ? width - text_width(text) : 0, "",
	    text);
}

static void
put_line(const struct ui *ui, struct line *l)
{
	/* untaken: a line ends in a cell, right-aligned, never in a blank */
	while (l->len > 0 && l->text[l->len - 1] == ' ')
		l->text[--l->len] = '\0';
	fprintf(ui->out, "%s\n", l->text);
}

/* The names of players from..to-1 over their blocks, then the columns'. */
static void
put_heads(const struct ui *ui, const struct sheet_view *v, int from, int to)
{
	const struct sheet_grid *grid = &v->grid;
	char buf[GAME_NAME_BYTES + 8];
	int cell = cell_width(grid), width = label_width(grid);
	struct line l;
	line_start(&l);
	line_add(&l, "  %*s", width, "");
	for (int p = from; p < to; p++) {
		const char *mark = render_seat_mark(ui, v->standings.seat[p].state);
		bool marked = strcmp(mark, " ") != 0;
		snprintf(buf, sizeof buf, "%s%s%s", marked ? mark : "", marked ? " " : "",
		    v->standings.seat[p].name);
		line_add(&l, "%*s", p > from ? GAP : 1, "");
		put_right(&l, buf, block_width(v, p));
	}
	put_line(ui, &l);
	if (grid->ncolumns < 2)
		return;
	line_start(&l);
	line_add(&l, "  %*s", width, "");
	for (int p = from; p < to; p++) {
		int pad = block_width(v, p) - (grid->ncolumns * (cell + 1) - 1);
		line_add(&l, "%*s%*s", p > from ? GAP : 1, "", pad, "");
		for (int c = 0; c < grid->ncolumns; c++) {
			line_put(&l, c ? " " : "");
			put_right(&l, grid->column[c], cell);
		}
	}
	put_line(ui, &l);
}

/* Players from..to-1 side by side. */
static void
put_band(const struct ui *ui, const struct sheet_view *v, int from, int to)
{
	const struct sheet_grid *grid = &v->grid;
	char buf[32];
	int cell = cell_width(grid), width = label_width(grid);
	put_heads(ui, v, from, to);
	for (int i = 0; i < grid->nrows; i++) {
		struct line l;
		line_start(&l);
		/* (label_width leaves two columns at least beside the widest name) */
		line_add(&l, "  %s%*s", grid->row[i], width - text_width(grid->row[i]), "");
		for (int p = from; p < to; p++) {
			int pad = block_width(v, p) - (grid->ncolumns * (cell + 1) - 1);
			line_add(&l, "%*s", p > from ? GAP : 1, "");
			if (grid->whole[i]) {
				cell_text(buf, sizeof buf, &grid->cell[p][i][0]);
				put_right(&l, buf, block_width(v, p));
				continue;
			}
			line_add(&l, "%*s", pad, "");
			for (int c = 0; c < grid->ncolumns; c++) {
				cell_text(buf, sizeof buf, &grid->cell[p][i][c]);
				line_put(&l, c ? " " : "");
				put_right(&l, buf, cell);
			}
		}
		put_line(ui, &l);
	}
}

void
render_grid(const struct ui *ui, const struct sheet_view *v)
{
	int width = ui_width(ui) ? ui_width(ui) : SHEET_WIDTH;
	int n = v->standings.nseats, from = 0;
	while (from < n) {
		int used = 2 + label_width(&v->grid), to = from;
		while (to < n && (to == from || used + GAP + block_width(v, to) <= width))
			used += (to == from ? 1 : GAP) + block_width(v, to), to++;
		if (from > 0)
			fputc('\n', ui->out);
		put_band(ui, v, from, to);
		if (from == 0 && to < n) {
			struct line l;
			line_start(&l);
			line_add(&l, _("(the screen is %d characters wide: the other players follow"
			    " below)"), width);
			line_print(ui, &l);
		}
		from = to;
	}
}

void
render_grid_notes(const struct ui *ui, const struct sheet_grid *grid, int nseats)
{
	/* (a duel alone strikes out, and its mode pairs no Minimum with a
	 * Maximum: yams_modes) */
	if (NEVER(grid->struck_out && grid->pair_void))
		put_said(ui, _("  ~n~: counts 0 (struck out, or Maximum not above Minimum)\n"));
	else if (grid->struck_out)
		fprintf(ui->out, _("  ~n~: struck out by a better result, counts 0\n"));
	else if (grid->pair_void)
		put_said(ui, _("  ~n~: counts 0, as Maximum is not above Minimum\n"));
	bool needs = false;
	for (int p = 0; p < nseats; p++)
		for (int i = 0; i < grid->nrows; i++)
			for (int c = 0; c < grid->ncolumns; c++)
				needs = needs || grid->cell[p][i][c].state == CELL_NEED;
	if (needs && grid->bonus_faces_alone)
		put_said(ui, _("  (n): what 1 to 6 still need for the bonus of %d\n"), grid->bonus);
	else if (needs)
		put_said(ui, _("  (n): what the upper part still needs for the bonus of %d\n"),
		    grid->bonus);
}
