/* The answer to an entry, drawn from its event (event_model.h) alike for
 * every game that tells its events: its parts in order on one line, then
 * the board where it changed. */
#include "config.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "event_model.h"
#include "game.h"
#include "i18n.h"
#include "printer.h"
#include "render.h"
#include "render_line.h"
#include "render_event.h"
#include "render_sheet.h"
#include "sheet_model.h"
#include "ui.h"

/* A board's cell as a player names it: "c4". */
static const char *
cell_name(int cell, int side, char *buf, size_t len)
{
	snprintf(buf, len, "%c%d", 'a' + cell % side, cell / side + 1);
	return buf;
}

/* What was thrown and what it is worth. */
static void
add_thrown(const struct ui *ui, struct line *l, const struct game *g,
    const struct outcome_event *ev, const struct event_part *p)
{
	char buf[24], worth[32];
	/* untaken: (default) render_event gives it only the kinds of its range, each one
	 * of its cases */
	switch (p->kind) {
	case EVENT_KEPT_BEFORE:
		line_add(l, _("(kept %s) "), dice_format(&p->dice, buf, sizeof buf));
		break;
	case EVENT_THROW:
		line_add(l, _("throw %d of %d: %s"), p->n, p->m, dice_format(&p->dice, buf,
		    sizeof buf));
		break;
	case EVENT_THROW_BY:
		line_add(l, _("%s: %s"), g->name[p->seat], dice_format(&p->dice, buf, sizeof buf));
		break;
	case EVENT_BARRAGE_THROW:
		line_add(l, _("barrage: %s"), dice_format(&p->dice, buf, sizeof buf));
		break;
	case EVENT_SEC:
		line_add(l, _(", a sec"));
		break;
	case EVENT_CALL_LAPSES:
		line_add(l, _("%sthe call lapses: no die of the sec was thrown again"), ui_dot(ui));
		break;
	case EVENT_COMBINATION:
		line_put(l, ui_dot(ui));
		line_add(l, _("%s, %s"), p->label, render_tokens(p->n, worth, sizeof worth));
		break;
	case EVENT_FREE_CELLS:
		line_put(l, ui_dot(ui));
		if (p->n > 0) {
			char cells[256];
			line_put(l, msg_text(&ev->said, cells, sizeof cells));
		} else {
			line_add(l, p->flag ? _("the dice make no free cell: pass")
			    : _("the dice make no free cell"));
		}
		break;
	case EVENT_OR_REMOVE:
		line_add(l, _("%sor take a pawn off (remove CELL)"), ui_dot(ui));
		break;
	case EVENT_OR_CALL:
		line_add(l, _("%sor call a major"), ui_dot(ui));
		break;
	default:
		break;
	}
}

/* What the entry set aside, wrote or placed. */
static void
add_done(const struct ui *ui, struct line *l, const struct game *g, const struct event_part *p)
{
	(void)ui;
	const char *who = p->seat >= 0 ? g->name[p->seat] : "";
	char buf[24], cell[16];
	/* untaken: (default) render_event gives it only the kinds of its range, each one
	 * of its cases */
	switch (p->kind) {
	case EVENT_KEEPING:
		line_add(l, _("keeping %s: throw %d %s"), dice_format(&p->dice, buf, sizeof buf), p->n,
		    dice_noun(p->n));
		break;
	case EVENT_STOPS:
		line_add(l, ngettext("%s stops with %s (%s) after %d throw",
		    "%s stops with %s (%s) after %d throws", (unsigned long)p->n), who,
		    dice_format(&p->dice, buf, sizeof buf), p->label, p->n);
		break;
	case EVENT_CALLS:
		line_add(l, p->flag ? _("%s calls %s after a sec: throw again a die of it, then any"
		    " major opens the Appel cells") : _("%s calls %s: made by the end of the turn,"
		    " it opens the Appel cells"), who, p->label);
		break;
	case EVENT_PLACES:
		line_add(l, p->flag ? _("%s puts a pawn on %s (%ss)") : _("%s puts a pawn on %s (%s)"),
		    who, cell_name(p->n, p->m, cell, sizeof cell), p->label);
		line_add(l, _(": %d left, count %d"), p->k, p->value[p->seat]);
		break;
	case EVENT_REMOVES:
		line_add(l, _("%s takes %s's pawn off %s"), who, g->name[p->other],
		    cell_name(p->n, p->m, cell, sizeof cell));
		break;
	case EVENT_PASSES:
		line_add(l, _("%s passes"), who);
		break;
	default:
		break;
	}
}

/* A round's end (EVENT_ROUND, event_model.h) on l, "best bob (4-2-1),
 * lowest carol (2-2-1): bob gives carol 10 tokens". */
static void
render_event_round(struct line *l, const struct game *g, const struct event_part *p)
{
	char moved[32];
	render_tokens(p->n, moved, sizeof moved);
	line_add(l, _("best %s (%s), lowest %s (%s): "), g->name[p->seat], p->label,
	    g->name[p->other], p->label2);
	if (p->flag)
		line_add(l, _("%s takes %s from the pot"), g->name[p->other], moved);
	else
		line_add(l, _("%s gives %s %s"), g->name[p->seat], g->name[p->other], moved);
	if (p->m > 0)
		line_add(l, ngettext(" (%d for the nénette)", " (%d for the nénette)",
		    (unsigned long)p->m), p->m);
}

void
render_sheet_rounds(const struct ui *ui, const struct game *g, const struct sheet_rounds *rs)
{
	for (int i = 0; i < rs->n; i++) {
		const struct sheet_round *r = &rs->round[i];
		struct event_part part = {.kind = EVENT_ROUND, .seat = r->best, .other = r->lowest,
		    .n = r->tokens + r->penalty, .m = r->penalty, .flag = r->from_pot};
		snprintf(part.label, sizeof part.label, "%s", r->best_said);
		snprintf(part.label2, sizeof part.label2, "%s", r->lowest_said);
		struct line l;
		line_start(&l);
		line_add(&l, _("  round %d (%s): "), i + 1, r->phase);
		render_event_round(&l, g, &part);
		put_wrapped(ui->out, l.text, 2, 6, ui_width(ui));
	}
}

/* "bob and carol tie for the lowest: a barrage, one throw each" */
static void
add_barrage(const struct ui *ui, struct line *l, const struct game *g,
    const struct event_part *p)
{
	char names[512] = "";
	for (int i = 0; i < p->nwho; i++)
		snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s",
		    i == 0 ? "" : i + 1 == p->nwho ? _(" and ") : ", ", g->name[p->who[i]]);
	line_add(l, _("%s%s tie for the lowest: a barrage, one throw each"), ui_dot(ui), names);
}

/* "pot 15 · alice 3, bob 2, carol out" */
static void
add_pot(const struct ui *ui, struct line *l, const struct game *g, const struct event_part *p)
{
	line_add(l, _("pot %d"), p->n);
	for (int s = 0; s < g->nplayers; s++) {
		line_put(l, s ? ", " : ui_dot(ui));
		if (p->seats & 1u << s)
			line_add(l, _("%s out"), g->name[s]);
		else
			line_add(l, "%s %d", g->name[s], p->value[s]);
	}
}

/* What moved between the players. */
static void
add_moved(const struct ui *ui, struct line *l, const struct game *g, const struct event_part *p)
{
	/* untaken: (default) render_event gives it only the kinds of its range, each one
	 * of its cases */
	switch (p->kind) {
	case EVENT_THROW_LIMIT:
		line_add(l, ngettext("%sthe others may throw once this round",
		    "%sthe others may throw %d times this round", (unsigned long)p->n), ui_dot(ui),
		    p->n);
		break;
	case EVENT_BARRAGE:
		add_barrage(ui, l, g, p);
		break;
	case EVENT_ROUND:
		line_put(l, ui_dot(ui));
		render_event_round(l, g, p);
		break;
	case EVENT_POT:
		line_put(l, ui_dot(ui));
		add_pot(ui, l, g, p);
		break;
	case EVENT_DECHARGE:
		line_add(l, _("%sthe pot is empty: the décharge begins"), ui_dot(ui));
		break;
	case EVENT_OUT:
		line_add(l, _("%s%s is out, safe"), ui_dot(ui), g->name[p->seat]);
		break;
	default:
		break;
	}
}

/* The end, or who is next. */
static void
add_end(const struct ui *ui, struct line *l, const struct game *g, const struct event_part *p)
{
	const char *who = p->seat >= 0 ? g->name[p->seat] : "";
	/* untaken: (default) render_event gives it only the kinds of its range, each one
	 * of its cases */
	switch (p->kind) {
	case EVENT_LOSES_ALL:
		line_add(l, _("%s%s%s holds every token and loses!%s"), ui_dot(ui), ui_paint(ui, RED),
		    who, ui_paint(ui, RESET));
		break;
	case EVENT_LINE_OF_FIVE:
		line_add(l, _("%s makes a line of five%s"), who, ui_dot(ui));
		break;
	case EVENT_ALL_PAWNS:
		line_add(l, _("%s has placed all twelve pawns%s"), who, ui_dot(ui));
		break;
	case EVENT_COUNT:
		line_add(l, _("count: %s %d, %s %d"), who, p->n, g->name[p->other], p->m);
		break;
	case EVENT_WINS:
		line_add(l, p->flag ? _("%s%s%s wins by the line of five (fivewins=yes)!%s")
		    : _("%s%s%s wins!%s"), ui_dot(ui), ui_paint(ui, GREEN), who, ui_paint(ui, RESET));
		break;
	case EVENT_DRAW:
		line_add(l, _("%sa draw"), ui_dot(ui));
		break;
	case EVENT_NEXT: {
		struct turn_view t;
		render_printer(g->engine)->turn(g, &t);
		line_put(l, ui_dot(ui));
		render_turn_next(ui, l, &t);
		break;
	}
	default:
		break;
	}
}

/* The board in a few lines after a pawn came or went, the one just
 * placed marked, then how the turn stands. */
static void
draw_board(const struct ui *ui, const struct game *g, const struct outcome_event *ev)
{
	const struct printer *pr = render_printer(g->engine);
	struct sheet_view v;
	pr->describe(g, &v);
	/* untaken: (past the cells) just is a cell of the board, or -1 */
	if (ev->just >= 0 && ev->just < BOARD_CELLS)
		v.board.cell[ev->just].just = true;
	render_board_small(ui, &v);
	if (!ev->over) {
		struct line l;
		line_start(&l);
		struct turn_view t;
		pr->turn(g, &t);
		render_turn_stands(ui, &l, &t);
		fprintf(ui->out, "%s\n", l.text);
	}
}

/* Whether part i is the first of a game's end that says why it came or
 * the count, which a dot parts from what the entry did. */
static bool
opens_end(const struct outcome_event *ev, int i)
{
	enum event_kind k = ev->part[i].kind;
	if (k != EVENT_LINE_OF_FIVE && k != EVENT_ALL_PAWNS && k != EVENT_COUNT)
		return false;
	/* untaken: (i == 0) the end a placement makes follows the part that placed it */
	return i == 0 || (ev->part[i - 1].kind != EVENT_LINE_OF_FIVE &&
	    ev->part[i - 1].kind != EVENT_ALL_PAWNS);
}

void
render_event(const struct ui *ui, const struct game *g, const struct outcome_event *ev)
{
	struct line l;
	line_start(&l);
	for (int i = 0; i < ev->nparts; i++) {
		const struct event_part *p = &ev->part[i];
		if (opens_end(ev, i))
			line_put(&l, ui_dot(ui));
		if (p->kind <= EVENT_OR_CALL)
			add_thrown(ui, &l, g, ev, p);
		else if (p->kind <= EVENT_PASSES)
			add_done(ui, &l, g, p);
		else if (p->kind <= EVENT_OUT)
			add_moved(ui, &l, g, p);
		else if (p->kind <= EVENT_DRAW || p->kind == EVENT_NEXT)
			add_end(ui, &l, g, p);
		else if (p->kind <= EVENT_WRITE_NOW || p->kind == EVENT_FOR_NEXT)
			render_event_may_write(ui, &l, g, ev, p);
		else if (p->kind < EVENT_NEXT)
			render_event_written(ui, &l, g, p);
		else
			render_event_points(ui, &l, g, p);
		if (p->kind == EVENT_SET_ASIDE_BY_THROW) {     /* the answer on a line below */
			line_print(ui, &l);
			line_start(&l);
		}
	}
	line_print(ui, &l);
	if (ev->board)
		draw_board(ui, g, ev);
}

void
render_outcome(const struct ui *ui, const struct game *g, const struct action *a,
    const union outcome *o)
{
	struct outcome_event ev;
	render_printer(g->engine)->event(g, a, o, &ev);
	render_event(ui, g, &ev);
}
