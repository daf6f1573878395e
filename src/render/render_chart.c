/* The chart of a game's scores, turn by turn: in the terminal (braille
 * lines and a mark a player where the locale speaks UTF-8, dots and ASCII
 * marks otherwise) and as a standalone SVG file.  Part of the renderer. */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "chart.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "printer.h"
#include "render_line.h"
#include "text.h"
#include "ui.h"

#define ROWS 17            /* plot rows: a scale label every 4, 0 at the bottom */
#define TICKS 4            /* intervals of the score scale */
#define MAX_COLUMNS 200    /* the widest chart drawn, whatever the terminal */
#define MIN_PLOT 10        /* the narrowest plot */

/* A player's mark, by seat: one style each, so that a chart printed or
 * seen without colour still says whose line is whose. */
const char *
render_chart_said(const struct engine *e, bool axis)
{
	const struct printer *p = e != NULL ? render_printer(e) : NULL;
	const char *own = p == NULL ? NULL : axis ? p->chart_axis : p->chart_title;
	if (own != NULL)
		return _(own);
	return axis ? _("turn") : _("score after each turn");
}

static const char *
chart_said(const struct chart *c, bool axis)
{
	return render_chart_said(engine_find(c->family), axis);
}

static const char *const marks_utf8[ENGINE_MAX_PLAYERS] = {
	"\u25cf", "\u25cb", "\u25a0", "\u25a1", "\u25b2", "\u25b3", "\u25c6", "\u25c7",
	"\u25bc", "\u25bd", "\u25c9", "\u25ce", "\u25d0", "\u25d1", "\u25a3", "\u25a2",
};
static const char *const marks_ascii[ENGINE_MAX_PLAYERS] = {
	"*", "o", "#", "+", "x", "@", "%", "&", "=", "$", "~", "^", "s", "z", "v", "w",
};
/* A player's colour in the terminal, by seat (Yam Master's board colours
 * seat 0 red and seat 1 green, so these agree). */
static const char *const colours[] = {
	"\033[31m", "\033[32m", "\033[33m", "\033[34m", "\033[35m", "\033[36m",
	"\033[91m", "\033[92m", "\033[93m", "\033[94m", "\033[95m", "\033[96m",
};
#define NCOLOURS (sizeof colours / sizeof colours[0])

/* ---- the scales, shared by the terminal and the SVG */

/* The score scale: bottom + step * i for i = 0..TICKS covers every score
 * and 0, with step a round number (1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5 or 8
 * times a power of ten). */
struct scale {
	long long bottom, step;
};

/* The score the legend gives: the final one, else the last turn's. */
static int
last_score(const struct chart_player *p)
{
	return p->has_final ? p->final : p->n > 0 ? p->score[p->n - 1] : 0;
}

static struct scale
score_scale(const struct chart *c)
{
	static const int hundredths[] = {100, 125, 150, 200, 250, 300, 400, 500, 600, 750, 800};
	long long lo = 0, hi = 0;
	for (int i = 0; i < c->nplayers; i++)
		for (int k = 0; k < c->player[i].n; k++) {
			if (c->player[i].score[k] < lo)
				lo = c->player[i].score[k];
			if (c->player[i].score[k] > hi)
				hi = c->player[i].score[k];
		}
	if (hi == lo)
		hi = lo + TICKS;        /* all zeros: a scale of 0 to 4, the lines on 0 */
	for (long long mag = 1;; mag *= 10)
		for (size_t t = 0; t < sizeof hundredths / sizeof hundredths[0]; t++) {
			if (hundredths[t] * mag % 100 != 0)
				continue;       /* 1.5, 2.5, 7.5: whole numbers only */
			long long step = hundredths[t] * mag / 100;
			long long bottom = lo >= 0 ? 0 : -((-lo + step - 1) / step) * step;
			if (bottom + step * TICKS >= hi)
				return (struct scale){bottom, step};
		}
}

/* Where score v falls between 0 (bottom of the scale) and 1 (top). */
static double
scale_at(const struct scale *s, long long v)
{
	return (double)(v - s->bottom) / (double)(s->step * TICKS);
}

/* The turns between two numbered ticks: 1, 2, 5, 10, 20, 50... the least
 * that leaves at least `room` columns between labels `per_turn` apart. */
static int
turn_step(double per_turn, int room)
{
	static const int ms[] = {1, 2, 5};
	for (int mag = 1;; mag *= 10)
		for (size_t m = 0; m < sizeof ms / sizeof ms[0]; m++)
			/* untaken: (the bound) a chart of some ten million turns a column */
			if (per_turn * ms[m] * mag >= room || mag >= 100000000)
				return ms[m] * mag;
}

/* ---- the terminal */

struct canvas {
	bool utf8;
	int width;                          /* cells a row */
	uint8_t dots[ROWS][MAX_COLUMNS];    /* braille dots; ASCII: 1 for a '.' */
	signed char mark[ROWS][MAX_COLUMNS];    /* a seat's mark, or -1 */
	signed char owner[ROWS][MAX_COLUMNS];   /* who drew there last, or -1 */
};

/* Sets dot (x, y) of the canvas, in dots (braille: 2 by 4 a cell). */
static void
dot(struct canvas *cv, int x, int y, int seat)
{
	int col = cv->utf8 ? x / 2 : x, row = cv->utf8 ? y / 4 : y;
	/* untaken: place() puts every point in the canvas: a dot outside it is no score's */
	if (col < 0 || col >= cv->width || row < 0 || row >= ROWS)
		return;
	/* the braille dot numbering: 1 2 3 7 down the left, 4 5 6 8 down the right */
	static const uint8_t bit[2][4] = {{0x01, 0x02, 0x04, 0x40}, {0x08, 0x10, 0x20, 0x80}};
	cv->dots[row][col] |= cv->utf8 ? bit[x % 2][y % 4] : 1;
	cv->owner[row][col] = (signed char)seat;
}

/* A straight line of dots from (x0, y0) to (x1, y1) (Bresenham's). */
static void
segment(struct canvas *cv, int x0, int y0, int x1, int y1, int seat)
{
	int dx = x1 > x0 ? x1 - x0 : x0 - x1, sx = x0 < x1 ? 1 : -1;
	int dy = y1 > y0 ? y0 - y1 : y1 - y0, sy = y0 < y1 ? 1 : -1;
	int err = dx + dy;
	for (;;) {
		dot(cv, x0, y0, seat);
		if (x0 == x1 && y0 == y1)
			break;
		int e2 = 2 * err;
		if (e2 >= dy) {
			err += dy;
			x0 += sx;
		}
		if (e2 <= dx) {
			err += dx;
			y0 += sy;
		}
	}
}

/* The dot of turn k (0: the start) and score v. */
static void
place(const struct canvas *cv, const struct scale *s, int turns, int k, long long v, int *x,
    int *y)
{
	int xs = cv->utf8 ? 2 * cv->width - 2 : cv->width - 1;
	int ys = cv->utf8 ? 4 * (ROWS - 1) : ROWS - 1;
	double f = scale_at(s, v);
	*x = (int)((double)k * xs / turns + 0.5);
	/* braille: a scale label's value lies on the middle dots of its row */
	*y = (int)((1.0 - f) * ys + 0.5) + (cv->utf8 ? 2 : 0);
}

/* The cell a turn's dot falls in. */
static void
cell_of(const struct canvas *cv, int x, int y, int *col, int *row)
{
	*col = cv->utf8 ? x / 2 : x;
	*row = cv->utf8 ? y / 4 : y;
}

/* A cell's character: its mark, its dots, or a blank. */
static void
put_cell(FILE *f, const struct canvas *cv, int row, int col)
{
	int m = cv->mark[row][col];
	uint8_t d = cv->dots[row][col];
	if (m >= 0)
		fputs(cv->utf8 ? marks_utf8[m] : marks_ascii[m], f);
	else if (d == 0)
		fputc(' ', f);
	else if (cv->utf8)
		/* U+2800 + d in UTF-8 */
		fprintf(f, "%c%c%c", 0xe2, 0xa0 + (d >> 6), 0x80 + (d & 0x3f));
	else
		fputc('.', f);
}

/* The columns a whole number takes. */
static int
digits(long long v)
{
	char buf[32];
	return snprintf(buf, sizeof buf, "%lld", v);
}

/* The legend: a player's mark, name and score now, as many to a line as
 * fit in width. */
static void
legend(const struct ui *ui, const struct chart *c, int width)
{
	int col = 0;
	for (int i = 0; i < c->nplayers; i++) {
		char shown[GAME_NAME_BYTES * 4 + 1];
		text_visible(c->player[i].name, shown, sizeof shown);
		int w = 2 + text_width(shown) + 1 + digits(last_score(&c->player[i]));
		if (col > 0 && col + 3 + w > width) {
			fputc('\n', ui->out);
			col = 0;
		}
		fputs(col == 0 ? "  " : "   ", ui->out);
		col += col == 0 ? 2 : 3;
		fprintf(ui->out, "%s%s%s %s %d", ui->color ? colours[i % NCOLOURS] : "",
		    ui->utf8 ? marks_utf8[i] : marks_ascii[i], ui_paint(ui, RESET), shown,
		    last_score(&c->player[i]));
		col += w - 2;
	}
	fputc('\n', ui->out);
}

/* The gutter's width: the scale's labels, with the axis's name under
 * them. */
static int
gutter_width(const struct scale *s, const char *axis_name)
{
	int gutter = text_width(axis_name);
	for (int t = 0; t <= TICKS; t++)
		if (digits(s->bottom + s->step * t) > gutter)
			gutter = digits(s->bottom + s->step * t);
	return gutter;
}

/* An empty canvas of width cells (within MIN_PLOT and MAX_COLUMNS). */
static void
canvas_clear(struct canvas *cv, bool utf8, int width)
{
	memset(cv, 0, sizeof *cv);
	memset(cv->mark, -1, sizeof cv->mark);
	memset(cv->owner, -1, sizeof cv->owner);
	cv->utf8 = utf8;
	cv->width = width;
	if (cv->width < MIN_PLOT)
		cv->width = MIN_PLOT;
	/* (render_chart takes no more than MAX_COLUMNS in all, gutter
	 * included: the canvas, narrower, fits its rows) */
	if (NEVER(cv->width > MAX_COLUMNS))
		cv->width = MAX_COLUMNS;
}

/* The players' lines on the canvas, then the marks over them (from the
 * start, 0, which has no mark: everyone is there); span turns across. */
static void
draw_lines(struct canvas *cv, const struct chart *c, const struct scale *s, int span)
{
	for (int i = 0; i < c->nplayers; i++) {
		const struct chart_player *p = &c->player[i];
		int x0, y0, x1, y1;
		place(cv, s, span, 0, 0, &x0, &y0);
		for (int k = 0; k < p->n; k++, x0 = x1, y0 = y1) {
			place(cv, s, span, k + 1, p->score[k], &x1, &y1);
			segment(cv, x0, y0, x1, y1, i);
		}
	}
	for (int i = 0; i < c->nplayers; i++)
		for (int k = 0; k < c->player[i].n; k++) {
			int x, y, col, row;
			place(cv, s, span, k + 1, c->player[i].score[k], &x, &y);
			cell_of(cv, x, y, &col, &row);
			/* untaken: as in dot(): place() puts every point in the canvas */
			if (col < cv->width && row >= 0 && row < ROWS) {
				cv->mark[row][col] = (signed char)i;
				cv->owner[row][col] = (signed char)i;
			}
		}
}

/* The canvas's rows, each after the score scale's gutter, in each
 * player's colour where the terminal has them. */
static void
print_plot(const struct ui *ui, const struct canvas *cv, const struct scale *s, int gutter)
{
	for (int r = 0; r < ROWS; r++) {
		if (r % (ROWS / TICKS) == 0)
			fprintf(ui->out, "%*lld %s", gutter,
			    s->bottom + s->step * (TICKS - r / (ROWS / TICKS)),
			    ui->utf8 ? "\u2524" : "+");
		else
			fprintf(ui->out, "%*s %s", gutter, "", ui->utf8 ? "\u2502" : "|");
		int end = cv->width;
		while (end > 0 && cv->mark[r][end - 1] < 0 && cv->dots[r][end - 1] == 0)
			end--;
		int painted = -1;
		for (int col = 0; col < end; col++) {
			int who = cv->owner[r][col];
			if (ui->color && who >= 0 && who != painted)
				fputs(colours[who % NCOLOURS], ui->out);
			else if (ui->color && who < 0 && painted >= 0)
				fputs(ui_paint(ui, RESET), ui->out);
			painted = who;
			put_cell(ui->out, cv, r, col);
		}
		if (painted >= 0)
			fputs(ui_paint(ui, RESET), ui->out);
		fputc('\n', ui->out);
	}
}

/* The turn axis under the canvas: a tick and a number every few turns,
 * its name in the gutter. */
static void
print_turn_axis(const struct ui *ui, const struct canvas *cv, int turns, int span,
    int gutter, const char *axis_name)
{
	int xs = cv->utf8 ? 2 * cv->width - 2 : cv->width - 1;
	double per_turn = (double)(cv->width - 1) / span;
	int step = turn_step(per_turn, digits(turns) + 2);
	char ticks[MAX_COLUMNS + 1], labels[MAX_COLUMNS + 16];
	memset(ticks, 0, sizeof ticks);
	memset(labels, ' ', sizeof labels);
	int used = 0;     /* labels[] written up to here */
	for (int k = 0; k <= turns; k += step) {
		int x = (int)((double)k * xs / span + 0.5), col = cv->utf8 ? x / 2 : x;
		char number[16];
		int len = snprintf(number, sizeof number, "%d", k);
		int at = col - (len - 1) / 2;
		/* untaken: the label at column 0 is turn 0's, of one digit */
		if (at < 0)
			at = 0;
		/* untaken: (past the width) k <= turns <= span keeps each in it; (on the
		 * last) turn_step leaves digits + 2 columns between two; (past labels) it
		 * has 16 bytes more than the widest canvas */
		if (col >= cv->width || (used > 0 && at <= used) ||
		    at + len > (int)sizeof labels - 1)
			continue;
		ticks[col] = 1;
		memcpy(labels + at, number, (size_t)len);
		used = at + len;
	}
	fprintf(ui->out, "%*s %s", gutter, "", ui->utf8 ? "\u2514" : "+");
	for (int col = 0; col < cv->width; col++)
		fputs(ticks[col] ? (ui->utf8 ? "\u252c" : "+") : (ui->utf8 ? "\u2500" : "-"),
		    ui->out);
	fputc('\n', ui->out);
	fprintf(ui->out, "%*s", gutter - text_width(axis_name), "");
	fprintf(ui->out, "%s  %.*s\n", axis_name, used, labels);
}

void
render_chart(const struct ui *ui, const struct chart *c)
{
	static struct canvas cv;    /* large: not on the stack */
	int total = ui_width(ui) ? ui_width(ui) : 80;
	if (total > MAX_COLUMNS)
		total = MAX_COLUMNS;
	int turns = chart_turns(c);
	struct scale s = score_scale(c);
	const char *axis_name = chart_said(c, true);
	int gutter = gutter_width(&s, axis_name);
	int last_label = digits(turns);
	canvas_clear(&cv, ui->utf8, total - gutter - 2 - (last_label + 1) / 2 - 1);
	int span = turns > 0 ? turns : 1;
	draw_lines(&cv, c, &s, span);

	char game[GAME_RULESET_MAX * 4];
	fprintf(ui->out, _("Game #%lld%s%s%s%s\n"), (long long)c->id, ui_dot(ui),
	    text_visible(engine_ruleset_shown(c->game), game, sizeof game), ui_dot(ui),
	    chart_said(c, false));
	legend(ui, c, total);
	print_plot(ui, &cv, &s, gutter);
	print_turn_axis(ui, &cv, turns, span, gutter, axis_name);
}

/* ---- SVG */

/* Where the SVG draws: its size, the plot's corners, the size of its
 * type, where the legend's first line is.  Wide, the legend beside the
 * plot; narrow (a phone's page, 360 pixels or so: the wide one shrunk to
 * that is type of 5 pixels), the heading on two lines and the legend
 * under the plot, its height the players'. */
struct svg_frame {
	int w, h, x0, x1, y0, y1, font, legend_x, legend_y;
	bool narrow;
};

static struct svg_frame
svg_frame(const struct chart *c, bool narrow)
{
	if (!narrow)
		return (struct svg_frame){860, 480, 70, 620, 50, 420, 13, 640, 60, false};
	struct svg_frame fr = {400, 0, 52, 380, 64, 300, 14, 12, 372, true};
	fr.h = fr.legend_y + 22 * (c->nplayers > 0 ? c->nplayers - 1 : 0) + 16;
	return fr;
}

/* Colours a player's line, by seat, and a dash pattern besides: no two of
 * sixteen seats alike, and the lines told apart without colour too. */
static const char *const svg_colours[] = {
	"#d62728", "#2ca02c", "#c79100", "#1f77b4", "#9467bd", "#17becf", "#8c564b", "#e377c2",
};
static const char *const svg_dashes[] = {"", "8 4", "2 3"};

/* Text from a player or a table, made visible (text_visible: no control
 * or bidi character, which XML 1.0 cannot hold either) and escaped for
 * XML. */
static void
svg_text(FILE *f, const char *s)
{
	char shown[GAME_NAME_BYTES * 4 + GAME_RULESET_MAX * 4 + 1];
	text_visible(s, shown, sizeof shown);
	for (const char *p = shown; *p; p++)
		switch (*p) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		case '\'': fputs("&apos;", f); break;
		default: fputc(*p, f);
		}
}

/* Coordinates are whole pixels: printf's "%f" would write a decimal comma
 * in some locales, which SVG does not read. */
static int
svg_x(const struct svg_frame *fr, int k, int span)
{
	return fr->x0 + (int)((double)(fr->x1 - fr->x0) * k / span + 0.5);
}

static int
svg_y(const struct svg_frame *fr, const struct scale *s, long long v)
{
	return fr->y1 - (int)((fr->y1 - fr->y0) * scale_at(s, v) + 0.5);
}

/* The SVG's opening: the document, its title and the heading over the
 * plot (on two lines where narrow: the game, then what is charted). */
static void
svg_head(FILE *f, const struct svg_frame *fr, const struct chart *c)
{
	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" width=\"%d\""
	    " height=\"%d\" font-family=\"sans-serif\" font-size=\"%d\">\n", fr->w, fr->h, fr->w,
	    fr->h, fr->font);
	fprintf(f, "<title>");
	fprintf(f, _("Game #%lld"), (long long)c->id);
	fputs(" - ", f);
	svg_text(f, engine_ruleset_shown(c->game));
	fputs(" - ", f);
	fputs(chart_said(c, false), f);
	fprintf(f, "</title>\n<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", fr->w, fr->h);
	fprintf(f, "<text x=\"%d\" y=\"28\" font-size=\"16\" font-weight=\"bold\">",
	    fr->narrow ? fr->legend_x : fr->x0);
	fprintf(f, _("Game #%lld"), (long long)c->id);
	fputs(" \u00b7 ", f);
	svg_text(f, engine_ruleset_shown(c->game));
	if (fr->narrow)
		fprintf(f, "</text>\n<text x=\"%d\" y=\"48\" font-size=\"15\">", fr->legend_x);
	else
		fputs(" \u00b7 ", f);
	fputs(chart_said(c, false), f);
	fputs("</text>\n", f);
}

/* The score scale: a grid line and a number a tick. */
static void
svg_score_scale(FILE *f, const struct svg_frame *fr, const struct scale *s)
{
	fputs("<g stroke=\"#dddddd\">\n", f);
	for (int t = 0; t <= TICKS; t++) {
		int y = svg_y(fr, s, s->bottom + s->step * t);
		fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", fr->x0, y, fr->x1, y);
	}
	fputs("</g>\n<g text-anchor=\"end\">\n", f);
	for (int t = 0; t <= TICKS; t++)
		fprintf(f, "<text x=\"%d\" y=\"%d\">%lld</text>\n", fr->x0 - 8,
		    svg_y(fr, s, s->bottom + s->step * t) + 4, s->bottom + s->step * t);
	fputs("</g>\n", f);
}

/* The axes, with a tick and a number every few turns on the turn axis. */
static void
svg_turn_axis(FILE *f, const struct svg_frame *fr, int turns, int span, const char *axis)
{
	fprintf(f, "<g stroke=\"black\">\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n"
	    "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", fr->x0, fr->y0, fr->x0, fr->y1,
	    fr->x0, fr->y1, fr->x1, fr->y1);
	int step = turn_step((double)(fr->x1 - fr->x0) / span, 40);
	for (int k = 0; k <= turns; k += step)
		fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n", svg_x(fr, k, span),
		    fr->y1, svg_x(fr, k, span), fr->y1 + 5);
	fputs("</g>\n<g text-anchor=\"middle\">\n", f);
	for (int k = 0; k <= turns; k += step)
		fprintf(f, "<text x=\"%d\" y=\"%d\">%d</text>\n", svg_x(fr, k, span), fr->y1 + 20, k);
	fprintf(f, "<text x=\"%d\" y=\"%d\">%s</text>\n</g>\n", (fr->x0 + fr->x1) / 2,
	    fr->y1 + 42, axis);
}

/* A line a player, from the start at 0, with a dot a turn while the dots
 * stay apart. */
static void
svg_lines(FILE *f, const struct svg_frame *fr, const struct chart *c, const struct scale *s,
    int span)
{
	for (int i = 0; i < c->nplayers; i++) {
		const struct chart_player *p = &c->player[i];
		const char *colour = svg_colours[i % 8], *dash = svg_dashes[i % 3];
		fprintf(f, "<g stroke=\"%s\" fill=\"%s\">\n<polyline fill=\"none\""
		    " stroke-width=\"2\"%s%s%s points=\"%d,%d", colour, colour,
		    dash[0] ? " stroke-dasharray=\"" : "", dash, dash[0] ? "\"" : "",
		    svg_x(fr, 0, span), svg_y(fr, s, 0));
		for (int k = 0; k < p->n; k++)
			fprintf(f, " %d,%d", svg_x(fr, k + 1, span), svg_y(fr, s, p->score[k]));
		fputs("\"/>\n", f);
		for (int k = 0; k < p->n && span <= 60; k++)
			fprintf(f, "<circle cx=\"%d\" cy=\"%d\" r=\"3\"/>\n", svg_x(fr, k + 1, span),
			    svg_y(fr, s, p->score[k]));
		fputs("</g>\n", f);
	}
}

/* The legend: each line's style, the name, the score now. */
static void
svg_legend(FILE *f, const struct svg_frame *fr, const struct chart *c)
{
	for (int i = 0; i < c->nplayers; i++) {
		const char *colour = svg_colours[i % 8], *dash = svg_dashes[i % 3];
		int y = fr->legend_y + 22 * i;
		fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\""
		    " stroke-width=\"2\"%s%s%s/>\n", fr->legend_x, y, fr->legend_x + 30, y, colour,
		    dash[0] ? " stroke-dasharray=\"" : "", dash, dash[0] ? "\"" : "");
		fprintf(f, "<text x=\"%d\" y=\"%d\">", fr->legend_x + 38, y + 4);
		svg_text(f, c->player[i].name);
		fprintf(f, " %d</text>\n", last_score(&c->player[i]));
	}
}

bool
render_chart_svg(FILE *f, const struct chart *c, bool narrow)
{
	int turns = chart_turns(c), span = turns > 0 ? turns : 1;
	struct scale s = score_scale(c);
	struct svg_frame fr = svg_frame(c, narrow);
	svg_head(f, &fr, c);
	svg_score_scale(f, &fr, &s);
	svg_turn_axis(f, &fr, turns, span, chart_said(c, true));
	svg_lines(f, &fr, c, &s, span);
	svg_legend(f, &fr, c);
	fputs("</svg>\n", f);
	return !ferror(f);
}
