/* What a sheet lists beyond its players, as HTML, from the printer's
 * data: the columns of scores written as on paper (struct sheet, the
 * printer's columns), each player's under their name, struck ones as the
 * terminal writes them (~score~), the crosses beside; and the rounds
 * played (the printer's rounds), each in the terminal's words. */
#include "config.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include "game.h"
#include "html.h"
#include "i18n.h"
#include "never.h"
#include "printer.h"
#include "render_html_parts.h"
#include "render_line.h"
#include "render_sheet.h"
#include "sheet_model.h"

static void
put_head(FILE *f, const struct game *g, const struct sheet_view *v, int n)
{
	fputs("<thead><tr>", f);
	for (int p = 0; p < n; p++) {
		const struct sheet_seat *seat = &v->standings.seat[p];
		fputs("<th class=\"player", f);
		html_hue(f, seat, p);
		fprintf(f, "\" data-seat=\"%d\">", p);
		html_seat_mark(f, seat->state);
		html_text(f, g->name[p]);
		fputs("</th>", f);
	}
	fputs("</tr></thead>\n", f);
}

/* Row k of a player's column: the score, struck or not, the crosses
 * given while it stood; nothing past the column's end. */
static void
put_row(FILE *f, const struct sheet_column *c, int k)
{
	if (k >= c->nrows) {
		fputs("<td></td>", f);
		return;
	}
	const struct sheet_row *r = &c->row[k];
	if (r->struck)
		fprintf(f, "<td class=\"struck\" data-value=\"%d\">~%d~", r->score, r->score);
	else
		fprintf(f, "<td class=\"written\" data-value=\"%d\">%d", r->score, r->score);
	if (r->crosses > 0) {
		fputs(" <span class=\"crosses\">", f);
		/* (the crosses option goes up to 100, which no count passes) */
		for (int x = 0; x < r->crosses && ALWAYS(x < 100); x++)
			fputc('x', f);
		fputs("</span>", f);
	}
	fputs("</td>", f);
}

void
html_columns(FILE *f, const struct game *g, const struct sheet_view *v)
{
	const struct printer *p = render_printer(g->engine);
	struct sheet sh;
	bool struck = false;
	/* untaken: (columns_free NULL) a printer with columns frees them */
	if (p->columns == NULL || p->columns_free == NULL || !p->columns(&sh, g))
		return;
	int n = sh.nplayers < v->standings.nseats ? sh.nplayers : v->standings.nseats;
	fputs("<div class=\"scroll\"><table id=\"columns\">\n", f);
	put_head(f, g, v, n);
	fputs("<tbody>\n", f);
	for (int k = 0; k < sh.nrows; k++) {
		fputs("<tr>", f);
		for (int i = 0; i < n; i++) {
			put_row(f, &sh.col[i], k);
			struck = struck || (k < sh.col[i].nrows && sh.col[i].row[k].struck);
		}
		fputs("</tr>\n", f);
	}
	fputs("</tbody></table></div>\n", f);
	p->columns_free(&sh);
	struct html_said s;
	/* untaken: open_memstream failing (html_said_open) */
	if (!struck || !html_said_open(&s))
		return;
	fputs(_("  ~score~: struck out, a penalty or a collision took it back\n"), s.ui.out);
	html_said_element(f, &s, "p", "notes");
}

void
html_rounds(FILE *f, const struct game *g)
{
	const struct printer *p = render_printer(g->engine);
	struct sheet_rounds rs;
	struct html_said s;
	if (p->rounds == NULL || !p->rounds(g, &rs))
		return;
	bool said = html_said_open(&s);
	/* untaken: open_memstream failing (html_said_open) */
	if (said)
		render_sheet_rounds(&s.ui, g, &rs);
	free(rs.round);
	fputs("<ol id=\"rounds\">\n", f);
	/* untaken: open_memstream failing (html_said_open) */
	if (said && html_said_close(&s))
		html_said_items(f, &s);
	fputs("</ol>\n", f);
}
