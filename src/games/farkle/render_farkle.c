/* How games of the Farkle family are printed beyond the model: who throws
 * next and how the turn stands, the sheet's columns of scores as on
 * paper, eval, and the family's part of the JSON export (each entry's
 * answer is its event, farkle_view.c, drawn by render_event.c).  A
 * printer (printer.h) in the family table (families.c). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "dice.h"
#include "engine.h"
#include "farkle.h"
#include "farkle_sheet.h"
#include "game.h"
#include "i18n.h"
#include "json.h"
#include "printer.h"
#include "render_line.h"
#include "render_sheet.h"
#include "text.h"
#include "ui.h"

/* The columns of the sheet: rows shown without a terminal, so that scripts
 * and tests print the same whatever runs them. */
#define SHEET_ROWS_SCRIPT 10
#define SHEET_WIDTH 80         /* without a terminal */
#define SHEET_GAP 3            /* blanks between two columns */

static const struct farkle_state *
state_of(const struct game *g)
{
	return g->state;
}

struct sheet_layout {
	int scorew[ENGINE_MAX_PLAYERS];  /* header and scores, right-aligned */
	int crossw[ENGINE_MAX_PLAYERS];  /* the most crosses beside a shown row */
	int band[ENGINE_MAX_PLAYERS + 1]; /* band b: players band[b] .. band[b+1]-1 */
	int nbands;
};

/* "bob throws 5 dice", with a take-over on offer where there is one. */
static void
add_next(const struct ui *ui, struct line *l, const struct game *g)
{
	const struct farkle_state *st = state_of(g);
	if (st->phase == PHASE_OVER)
		return;
	line_add(l, _("%s%s%s throws %d %s"), ui_paint(ui, BOLD), g->name[st->current], ui_paint(ui, RESET),
	    st->in_hand, dice_noun(st->in_hand));
	if (st->offer_points > 0)
		line_add(l, _(", or takes over %d with %d %s (take)"), st->offer_points, st->offer_dice,
		    dice_noun(st->offer_dice));
}

static void
add_turn(const struct ui *ui, struct line *l, const struct game *g)
{
	const struct farkle_state *st = state_of(g);
	char buf[24];
	if (st->phase == PHASE_START) {
		if (st->taken)
			line_add(l, _("%s took over %d: "), g->name[st->current], st->turn_points);
		add_next(ui, l, g);
		return;
	}
	line_add(l, _("%s's turn: "), g->name[st->current]);
	switch (st->phase) {
	case PHASE_START:
		break;
	case PHASE_THROWN:
		line_add(l, ngettext("%d point set aside, threw %s", "%d points set aside, threw %s",
		    (unsigned long)st->turn_points), st->turn_points,
		    dice_format(&st->last, buf, sizeof buf));
		break;
	case PHASE_KEPT:
		line_add(l, ngettext("%d point set aside, %d %s to throw",
		    "%d points set aside, %d %s to throw", (unsigned long)st->turn_points),
		    st->turn_points, st->in_hand,
		    dice_noun(st->in_hand));
		break;
	case PHASE_FULL_HAND:
		line_add(l, ngettext("%d point set aside, full hand: throw all %d dice",
		    "%d points set aside, full hand: throw all %d dice", (unsigned long)st->turn_points),
		    st->turn_points,
		    st->in_hand);
		break;
	case PHASE_OVER:
		break;
	}
}

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
	if (ui->columns == 0 || ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0)
		return SHEET_ROWS_SCRIPT;
	int around = 1 + nbands + 2 + (g->nplayers + 2) + 1;
	int fit = ((int)ws.ws_row - around) / nbands;
	return fit < 3 ? 3 : fit;
}

/* The columns of scores as written on paper, row k the k-th score each
 * player wrote; all of them, or the newest that fit. */
static void
render_columns(const struct ui *ui, const struct game *g, const struct sheet_standings *s,
    bool all)
{
	struct sheet sh;
	struct sheet_layout lay;
	struct line l;
	if (!sheet_build(&sh, g))
		return;     /* the present lines below still say the scores */
	if (sh.nrows == 0) {
		sheet_free(&sh);
		return;
	}
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
		fprintf(ui->out, _("  ~score~: struck out, a penalty or a collision took it back\n"));
	sheet_free(&sh);
}

/* The model (farkle_view.c) drawn, the columns of scores under the title. */
static void
print_sheet(const struct ui *ui, const struct game *g, bool all)
{
	struct sheet_view v;
	farkle_describe(g, &v);
	render_sheet_title(ui, g, &v.title);
	render_columns(ui, g, &v.standings, all);
	render_standings(ui, &v.standings);
	render_sheet_facts(ui, g, &v);
}

static void
print_eval(const struct ui *ui, const void *rules, const struct dice *d)
{
	const struct farkle_scorer *s = rules;
	char buf[24], dead[24];
	struct tally t = dice_tally(d);
	struct farkle_eval e = farkle_evaluate(s, &t);
	struct tally none = tally_minus(&t, &e.scoring);
	dice_format(d, buf, sizeof buf);
	if (e.wins) {
		fprintf(ui->out, _("%s: six 1s, the game is won at once\n"), buf);
		return;
	}
	if (e.best == 0) {
		fprintf(ui->out, _("%s: bust, nothing scores\n"), buf);
		return;
	}
	fprintf(ui->out, _("%s: worth %d"), buf, e.best);
	if (tally_total(&none) > 0)
		fprintf(ui->out, ngettext("   (%s score nothing)", "   (%s score nothing)",
		    (unsigned long)tally_total(&none)), tally_format(&none, dead, sizeof dead));
	fprintf(ui->out, _("\n  what can be set aside:\n"));
	struct tally groups[64];
	for (int k = d->n; k >= 1; k--) {
		int n = farkle_groups_of(s, &t, k, groups, 64);
		for (int i = 0; i < n && i < 64; i++) {
			int left = d->n - k;
			fprintf(ui->out, "    ");
			text_pad(ui->out, tally_format(&groups[i], buf, sizeof buf), 12);
			fprintf(ui->out, " %5d   ", farkle_group_value(s, &groups[i]));
			if (left == 0)
				fprintf(ui->out, _("full hand\n"));
			else
				fprintf(ui->out, ngettext("%d die left\n", "%d dice left\n",
				    (unsigned long)left), left);
		}
	}
}


/* ---- the family's part of the JSON export */

static void
json_turn(FILE *f, const struct game *g)
{
	const struct farkle_state *st = state_of(g);
	fputs("{\"player\":", f);
	json_string(f, g->name[st->current]);
	fprintf(f, ",\"points\":%d,\"dice\":%d}", st->turn_points, farkle_dice_in_hand(st));
}

const struct printer farkle_printer = {
	.next = add_next,
	.turn = add_turn,
	.event = farkle_event,
	.sheet = print_sheet,
	.prompt = farkle_prompt,
	.eval = print_eval,
	.ask_first = N_("set aside"),
	.describe = farkle_describe,
	.json_turn = json_turn,
};
