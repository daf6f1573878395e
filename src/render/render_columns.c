/* The columns of scores of a sheet written turn after turn (sheet_model.h,
 * struct sheet), as on paper: each player's scores in the order written,
 * those struck out between tildes, the crosses beside; in bands as wide as
 * the screen, the newest rows that fit unless all are asked for. */
#include "config.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "game.h"
#include "i18n.h"
#include "render_line.h"
#include "render_sheet.h"
#include "sheet_model.h"
#include "text.h"
#include "ui.h"

/* The columns of the sheet: rows shown without a terminal, so that scripts
 * and tests print the same whatever runs them. */
#define SHEET_ROWS_SCRIPT 10
#define SHEET_WIDTH 80         /* without a terminal */
#define SHEET_GAP 3            /* blanks between two columns */

struct sheet_layout {
	int scorew[ENGINE_MAX_PLAYERS];  /* header and scores, right-aligned */
	int crossw[ENGINE_MAX_PLAYERS];  /* the most crosses beside a shown row */
	int band[ENGINE_MAX_PLAYERS + 1]; /* band b: players band[b] .. band[b+1]-1 */
	int nbands;
};

/* A score as the column shows it: struck ones between tildes, which survive
 * any locale and a pipe; the others with a blank where the tilde would be,
 * so that the digits of both line up. */
static int
score_text(char *buf, size_t len, const struct sheet_row *r)
{
	return snprintf(buf, len, r->struck ? "~%d~" : "%d ", r->score);
}

static int
column_width(const struct sheet_layout *lay, int i)
{
	return lay->scorew[i] + (lay->crossw[i] ? 1 + lay->crossw[i] : 0);
}

/* The mark and a space before a name in the columns, as the model says
 * where the player stands; "" for none. */
static const char *
player_mark(const struct ui *ui, const struct sheet_standings *s, int i, char *buf,
    size_t len)
{
	enum seat_state st = s->seat[i].state;
	if (st == SEAT_WAITING || st == SEAT_PLACED)
		return "";
	snprintf(buf, len, "%s ", render_seat_mark(ui, st));
	return buf;
}

/* Widths from the rows shown; players side by side while they fit in
 * `maxw`, the rest in further bands below (each with its own names), so
 * that no line is cut or wrapped however many play. */
static void
sheet_lay_out(const struct ui *ui, const struct game *g, const struct sheet_standings *s,
    const struct sheet *sh, int first, int maxw, struct sheet_layout *lay)
{
	char buf[32];
	for (int i = 0; i < sh->nplayers; i++) {
		const struct sheet_column *c = &sh->col[i];
		char mark[8];
		lay->scorew[i] = text_width(player_mark(ui, s, i, mark, sizeof mark)) +
		    text_width(g->name[i]) + 1;
		lay->crossw[i] = 0;
		for (int k = first; k < c->nrows; k++) {
			int w = score_text(buf, sizeof buf, &c->row[k]);
			if (w > lay->scorew[i])
				lay->scorew[i] = w;
			if (c->row[k].crosses > lay->crossw[i])
				lay->crossw[i] = c->row[k].crosses;
		}
	}
	lay->nbands = 0;
	int used = 0;
	for (int i = 0; i < sh->nplayers; i++) {
		int w = column_width(lay, i);
		if (i == 0 || used + SHEET_GAP + w > maxw) {
			lay->band[lay->nbands++] = i;
			used = 2 + w;
		} else {
			used += SHEET_GAP + w;
		}
	}
	lay->band[lay->nbands] = sh->nplayers;
}

static void
trim(struct line *l)
{
	/* untaken: (emptied) every line starts with a name, never blank */
	while (l->len > 0 && l->text[l->len - 1] == ' ')
		l->text[--l->len] = '\0';
}

static void
put_cell(const struct ui *ui, struct line *l, const struct sheet_layout *lay, int i,
    const struct sheet_column *c, int k)
{
	char buf[32];
	int crossw = lay->crossw[i];
	if (k >= c->nrows) {
		line_add(l, "%*s", column_width(lay, i), "");
		return;
	}
	const struct sheet_row *r = &c->row[k];
	int w = score_text(buf, sizeof buf, r);
	bool strike = r->struck && ui->color;
	line_add(l, "%*s%s%s%s", lay->scorew[i] - w, "", strike ? "\033[9m" : "", buf,
	    strike ? "\033[0m" : "");
	if (crossw > 0) {
		char marks[128];    /* the crosses option goes up to 100 */
		int n = r->crosses < (int)sizeof marks - 1 ? r->crosses : (int)sizeof marks - 1;
		memset(marks, 'x', (size_t)n);
		marks[n] = '\0';
		line_add(l, " %-*s", crossw, marks);
	}
}

/* Rows of the sheet that fit at a terminal: its height less the lines
 * around them (title, names, notes, the present lines, the prompt). */
static int
sheet_rows_fit(const struct ui *ui, const struct game *g, int nbands)
{
	struct winsize ws;
	/* untaken: the sheet drawn in columns at a terminal of N rows (the tests' terminal
	 * draws no such sheet) */
	if (ui->columns == 0 || ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0)
		return SHEET_ROWS_SCRIPT;
	int around = 1 + nbands + 2 + (g->nplayers + 2) + 1;
	int fit = ((int)ws.ws_row - around) / nbands;
	return fit < 3 ? 3 : fit;
}

void
render_score_columns(const struct ui *ui, const struct game *g, const struct sheet_standings *s,
    const struct sheet *shown, bool all)
{
	const struct sheet sh = *shown;
	struct sheet_layout lay;
	struct line l;
	if (sh.nrows == 0)
		return;
	int maxw = ui_width(ui) ? ui_width(ui) : SHEET_WIDTH;
	/* The layout depends on the rows shown and the rows on the bands:
	 * lay out with all rows first, then again with those kept. */
	sheet_lay_out(ui, g, s, &sh, 0, maxw, &lay);
	int first = 0;
	if (!all) {
		int fit = sheet_rows_fit(ui, g, lay.nbands);
		first = sh.nrows > fit ? sh.nrows - fit : 0;
		sheet_lay_out(ui, g, s, &sh, first, maxw, &lay);
	}
	if (first > 0)
		fprintf(ui->out, ngettext("  (%d earlier row not shown: 'sheet all' shows it)\n",
		    "  (%d earlier rows not shown: 'sheet all' shows them)\n", (unsigned long)first),
		    first);
	bool struck = false;
	for (int b = 0; b < lay.nbands; b++) {
		int from = lay.band[b], to = lay.band[b + 1], last = first;
		line_start(&l);
		line_add(&l, "  ");
		for (int i = from; i < to; i++) {
			char buf[8];
			const char *mark = player_mark(ui, s, i, buf, sizeof buf);
			int pad = lay.scorew[i] - text_width(mark) - text_width(g->name[i]) - 1;
			line_add(&l, "%*s%*s%s%s %*s", i > from ? SHEET_GAP : 0, "", pad, "", mark,
			    g->name[i], lay.crossw[i] ? 1 + lay.crossw[i] : 0, "");
			if (sh.col[i].nrows > last)
				last = sh.col[i].nrows;
		}
		trim(&l);
		fprintf(ui->out, "%s\n", l.text);
		for (int k = first; k < last; k++) {
			line_start(&l);
			line_add(&l, "  ");
			for (int i = from; i < to; i++) {
				if (i > from)
					line_add(&l, "%*s", SHEET_GAP, "");
				put_cell(ui, &l, &lay, i, &sh.col[i], k);
				struck = struck || (k < sh.col[i].nrows && sh.col[i].row[k].struck);
			}
			trim(&l);
			fprintf(ui->out, "%s\n", l.text);
		}
	}
	if (struck)
		put_said(ui, _("  ~score~: struck out, a penalty or a collision took it back\n"));
}

