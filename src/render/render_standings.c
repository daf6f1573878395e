/* The players of a sheet, a row each, and the sheet's last line, drawn
 * from the model (sheet_model.h) for every game: each field said in its
 * words at its place, the marks of render_sheet.c beside the names. */
#include "config.h"

#include <stdio.h>

#include "game.h"
#include "i18n.h"
#include "never.h"
#include "printer.h"
#include "render_line.h"
#include "render_sheet.h"
#include "sheet_model.h"
#include "text.h"
#include "ui.h"

/* The crosses' column, after its two blanks: as wide as its title, or as
 * the most crosses of a player (an x each). */
static int
crosses_width(const struct sheet_standings *s)
{
	int w = text_width(_("  crosses")) - 2;
	for (int p = 0; p < s->nseats; p++)
		for (int f = 0; f < s->seat[p].nfields; f++) {
			const struct sheet_field *field = &s->seat[p].field[f];
			if (field->kind == FIELD_CROSSES && !field->unshown && field->value > w)
				w = field->value;
		}
	return w;
}

/* The line above the rows: each field's name over its column (the
 * score's right edge over the numbers', the others at their left), the
 * blanks after a title narrower than its column put before the next. */
static void
put_head(const struct ui *ui, const struct sheet_standings *s, int namew, int crossw)
{
	struct line l;
	int pad = 0;
	line_start(&l);
	line_add(&l, "  %*s", namew, "");
	for (int f = 0; f < s->seat[0].nfields; f++) {
		const struct sheet_field *field = &s->seat[0].field[f];
		if (field->unshown)
			continue;
		line_add(&l, "%*s", pad, "");
		pad = 0;
		if (field->kind == FIELD_POINTS)
			line_add(&l, " %8s", "score");
		else if (field->kind == FIELD_CROSSES) {
			line_add(&l, "%s", _("  crosses"));
			pad = 2 + crossw - text_width(_("  crosses"));
		/* untaken: (another kind) only 10000's standings are headed, of these three
		 * fields */
		} else if (field->kind == FIELD_OPENED)
			line_add(&l, "%s", _("  opened"));
	}
	fprintf(ui->out, "%s\n", l.text);
}

/* Field f on l; sep: with the blanks that part it from a name; crossw:
 * the crosses' column's width. */
static void
add_field(struct line *l, const struct sheet_field *f, bool sep, int crossw)
{
	char buf[128] = "";     /* the crosses option goes up to 100: an x each */
	if (f->unshown)
		return;
	/* untaken: (no case) the value is one of the enum's, each a case */
	switch (f->kind) {
	case FIELD_POINTS:
		line_add(l, " %8d", f->value);
		break;
	case FIELD_CROSSES:
		for (int c = 0; c < f->value && ALWAYS(c < (int)sizeof buf - 1); c++)
			buf[c] = 'x';
		line_add(l, "  %-*s", crossw, buf);
		break;
	case FIELD_OPENED:
		line_add(l, "  %-6s", f->value ? _("yes") : _("no"));
		if (!f->value)
			line_add(l, _(" (%d to open)"), f->need);
		break;
	case FIELD_TOKENS:
		line_put(l, sep ? "  " : "");
		line_put(l, render_tokens(f->value, buf, sizeof buf));
		break;
	case FIELD_OUT_AFTER:
		if (f->value > 0)
			line_add(l, _(", out after round %d"), f->value);
		break;
	case FIELD_PLACE:
		line_add(l, _(", place %d"), f->value);
		break;
	case FIELD_PLACED:
		line_put(l, sep ? "  " : "");
		line_add(l, ngettext("%d placed", "%d placed", (unsigned long)f->value), f->value);
		break;
	case FIELD_LEFT:
		line_add(l, ngettext(", %d left", ", %d left", (unsigned long)f->value), f->value);
		break;
	case FIELD_COUNT:
		line_add(l, _(", count %d"), f->value);
		break;
	}
}

const char *
render_hue(const struct ui *ui, int hue)
{
	static const enum paint hues[] = {RED, GREEN, YELLOW};
	/* untaken: (hue 0) its callers paint only a seat that has a hue */
	return ui_paint(ui, hue >= 1 ? hues[(hue - 1) % 3] : RESET);
}

void
render_seat_fields(struct line *l, const struct sheet_seat *seat)
{
	for (int f = 0; f < seat->nfields; f++)
		add_field(l, &seat->field[f], f > 0, 7);
}

/* The names of the players of `seats`, "alice, bob and carol" (with
 * all_and: "alice and bob and carol", as a shared win says them). */
static void
add_names(struct line *l, const struct sheet_view *v, unsigned seats, bool all_and)
{
	int n = 0, k = 0;
	for (int p = 0; p < v->standings.nseats; p++)
		n += (seats >> p & 1) != 0;
	for (int p = 0; p < v->standings.nseats; p++)
		if (seats >> p & 1)
			line_add(l, "%s%s", k++ == 0 ? "" : k == n || all_and ? _(" and ") : ", ",
			    v->standings.seat[p].name);
}

void
render_standings(const struct ui *ui, const struct sheet_standings *s)
{
	enum seat_state state[ENGINE_MAX_PLAYERS];
	int namew = s->name_width, crossw = crosses_width(s);
	for (int p = 0; p < s->nseats; p++)
		if (text_width(s->seat[p].name) > namew)
			namew = text_width(s->seat[p].name);
	/* untaken: the one headed (10000's) has seats */
	if (s->headed && s->nseats > 0)
		put_head(ui, s, namew, crossw);
	for (int p = 0; p < s->nseats && s->in_grid; p++)
		state[p] = s->seat[p].state;
	for (int p = 0; p < s->nseats && !s->in_grid; p++) {
		const struct sheet_seat *seat = &s->seat[p];
		struct line l;
		line_start(&l);
		line_add(&l, "%s ", render_seat_mark(ui, seat->state));
		if (seat->token != NULL)
			line_add(&l, "%s%s%s ", render_hue(ui, seat->hue), seat->token,
			    ui_paint(ui, RESET));
		line_add(&l, "%s%*s", seat->name, namew - text_width(seat->name), "");
		for (int f = 0; f < seat->nfields; f++)
			add_field(&l, &seat->field[f], true, crossw);
		/* untaken: (emptied) a line starts with a name */
		while (l.len > 0 && l.text[l.len - 1] == ' ')
			l.text[--l.len] = '\0';
		fprintf(ui->out, "%s\n", l.text);
		state[p] = seat->state;
	}
	render_sheet_legend(ui, state, s->nseats);
}

static void
add_fact(const struct ui *ui, struct line *l, const struct game *g, const struct sheet_view *v,
    const struct sheet_fact *f)
{
	/* untaken: (no case) the value is one of the enum's, each a case */
	switch (f->kind) {
	case FACT_POT:
		line_add(l, _("pot %d"), f->n);
		break;
	case FACT_WON:
		line_add(l, _("%s won"), f->who);
		break;
	case FACT_LOSES_HOLDING_ALL:
		line_add(l, _("%s holds every token and loses"), f->who);
		break;
	case FACT_STARTS_ROUND:
		line_add(l, _("%s starts round %d"), f->who, f->n);
		break;
	case FACT_TURN: {
		struct turn_view t;
		render_printer(g->engine)->turn(g, &t);
		render_turn_stands(ui, l, &t);
		break;
	}
	/* the end of a Yam Master game, in the words of its last entry's line
	 * (render_yammaster.c), here without their separators */
	case FACT_LINE_OF_FIVE:
		line_add(l, _("%s makes a line of five%s"), f->who, "");
		break;
	case FACT_ALL_PAWNS:
		line_add(l, _("%s has placed all twelve pawns%s"), f->who, "");
		break;
	case FACT_COUNT:
		line_add(l, _("count: %s %d, %s %d"), f->who, f->n, f->other, f->m);
		break;
	case FACT_WINS:
		if (f->n)
			line_add(l, _("%s%s%s wins by the line of five (fivewins=yes)!%s"), "",
			    ui_paint(ui, GREEN), f->who, ui_paint(ui, RESET));
		else
			line_add(l, _("%s%s%s wins!%s"), "", ui_paint(ui, GREEN), f->who,
			    ui_paint(ui, RESET));
		break;
	case FACT_DRAW:
		line_add(l, _("%sa draw"), "");
		break;
	/* the end of a Yams game, likewise */
	case FACT_WINS_WITH:
		line_add(l, _("%s%s%s wins with %d!%s"), "", ui_paint(ui, GREEN), f->who, f->n,
		    ui_paint(ui, RESET));
		break;
	case FACT_SHARE_WIN:
		line_put(l, ui_paint(ui, GREEN));
		add_names(l, v, f->seats, true);
		line_add(l, _(" share the win with %d!%s"), f->n, ui_paint(ui, RESET));
		break;
	case FACT_LEADERS:
		line_put(l, __builtin_popcount(f->seats) > 1 ? _("leaders: ") : _("leader: "));
		add_names(l, v, f->seats, false);
		line_add(l, _(" with %d"), f->n);
		break;
	case FACT_LAST_ROUND:
		line_add(l, ngettext("last round: %s reached the target (%d), %d turn left",
		    "last round: %s reached the target (%d), %d turns left", (unsigned long)f->m),
		    f->who, f->n, f->m);
		break;
	}
}

void
render_sheet_facts(const struct ui *ui, const struct game *g, const struct sheet_view *v)
{
	struct line l;
	if (v->nfacts == 0)
		return;
	line_start(&l);
	for (int k = 0; k < v->nfacts; k++) {
		if (k > 0)
			line_put(&l, ui_dot(ui));
		add_fact(ui, &l, g, v, &v->fact[k]);
	}
	put_wrapped(ui->out, l.text, 0, 4, ui_width(ui));
}
