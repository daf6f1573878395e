/* The parts of a sheet every game draws alike, from what the family says
 * of its game (sheet_model.h): the title line. */
#include "config.h"

#include <stdio.h>

#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "render_line.h"
#include "render_sheet.h"
#include "sheet_model.h"
#include "ui.h"

void
render_view_stopped(const struct game *g, struct sheet_view *v)
{
	if (!g->abandoned)
		return;
	for (int s = 0; s < v->standings.nseats; s++)
		if (v->standings.seat[s].state == SEAT_TO_PLAY)
			v->standings.seat[s].state = SEAT_WAITING;
	int kept = 0;
	for (int i = 0; i < v->nfacts; i++) {
		enum fact_kind k = v->fact[i].kind;
		if (k != FACT_TURN && k != FACT_STARTS_ROUND && k != FACT_LAST_ROUND)
			v->fact[kept++] = v->fact[i];
	}
	v->nfacts = kept;
}

void
render_sheet_head(const struct ui *ui, const struct game *g, struct sheet_view *v,
    unsigned parts)
{
	render_view_stopped(g, v);
	if (!(parts & SHEET_UNTITLED))
		render_sheet_title(ui, g, &v->title);
}

void
render_sheet_title(const struct ui *ui, const struct game *g, const struct sheet_title *t)
{
	struct line l;
	line_start(&l);
	line_add(&l, _("Game #%lld%s%s (%s"), (long long)g->id, ui_dot(ui),
	    engine_ruleset_shown(g->ruleset), render_ruleset_title(g->ruleset));
	line_add_changes(&l, g);
	line_add(&l, ")%s", ui_dot(ui));
	if (t->over && t->in_turns)
		line_add(&l, ngettext("%d turn, over", "%d turns, over", (unsigned long)t->played),
		    t->played);
	else if (t->over)
		line_add(&l, ngettext("%d round, over", "%d rounds, over", (unsigned long)t->played),
		    t->played);
	else if (t->phase != NULL)
		line_add(&l, _("%s, round %d"), t->phase, t->round);
	else if (t->rounds > 0)
		line_add(&l, _("round %d of %d"), t->round, t->rounds);
	else
		line_add(&l, _("round %d"), t->round);
	put_wrapped(ui->out, l.text, 0, 4, ui_width(ui));
}

const char *
render_seat_mark(const struct ui *ui, enum seat_state s)
{
	/* untaken: (no case) the value is one of the enum's, each a case */
	switch (s) {
	case SEAT_TO_PLAY:
		return ui->utf8 ? "\u25b8" : ">";
	case SEAT_WON:
		return "*";
	case SEAT_LOST:
		return "-";
	case SEAT_WAITING:
	case SEAT_PLACED:
		break;
	}
	return " ";
}

static bool
shown(const enum seat_state *seat, int n, enum seat_state s)
{
	for (int p = 0; p < n; p++)
		if (seat[p] == s)
			return true;
	return false;
}

const char *
render_just_mark(void)
{
	return "+";
}

void
render_sheet_legend(const struct ui *ui, const enum seat_state *seat, int n)
{
	struct line l;
	line_start(&l);
	if (shown(seat, n, SEAT_TO_PLAY))
		line_add(&l, _("%s%s: to play"), "  ", render_seat_mark(ui, SEAT_TO_PLAY));   /* first */
	if (shown(seat, n, SEAT_WON))
		line_add(&l, _("%s%s: won"), l.len ? ", " : "  ", render_seat_mark(ui, SEAT_WON));
	if (shown(seat, n, SEAT_LOST))
		line_add(&l, _("%s%s: lost"), l.len ? ", " : "  ", render_seat_mark(ui, SEAT_LOST));
	if (l.len > 0)
		fprintf(ui->out, "%s\n", l.text);
}
