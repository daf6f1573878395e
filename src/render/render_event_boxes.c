/* The parts of an entry's event (event_model.h) that a sheet of boxes
 * says: what the dice would score in each free box, what a write did to
 * the sheet, the end; for render_event.c. */
#include "config.h"

#include <stdio.h>

#include "dice.h"
#include "event_model.h"
#include "game.h"
#include "i18n.h"
#include "render_event.h"
#include "render_line.h"
#include "ui.h"

/* What the dice would score in a box, and what it does to another's. */
static void
add_box(struct line *l, const struct game *g, const struct event_box *b)
{
	/* TRANSLATORS: a box and what the dice would write in it,
	 * in a list ("6s 18, full 25") */
	line_add(l, _("%s%s %d"), "", b->word, b->value);
	if (b->joker)
		line_add(l, _(" (joker)"));
	if (b->holder >= 0 && b->strikes)
		line_add(l, _(" (strikes %s's %d)"), g->name[b->holder], b->held);
	else if (b->holder >= 0)
		line_add(l, _(" (%s holds %d: 0)"), g->name[b->holder], b->held);
	if (b->pair_void)
		line_add(l, b->is_max ? _(" (not above min %d: both 0)")
		    : _(" (not below max %d: both 0)"), b->against);
}

/* "full 22, 6s 18; 0 in 1s 2s": the free boxes, those made first. */
static void
add_boxes(const struct ui *ui, struct line *l, const struct game *g,
    const struct outcome_event *ev, const struct event_part *p)
{
	int shown = 0, zero = 0;
	for (int i = 0; i < ev->nboxes; i++) {
		if (!ev->box[i].made) {
			zero++;
			continue;
		}
		if (shown++)
			line_add(l, ", ");
		add_box(l, g, &ev->box[i]);
	}
	if (zero > 0)
		/* TRANSLATORS: the boxes the dice would take 0 in, after those
		 * they make ("6s 18; 0 in 1s 2s") or alone */
		line_put(l, shown ? _("; 0 in") : _("0 in"));
	for (int i = 0; zero > 0 && i < ev->nboxes; i++)
		if (!ev->box[i].made)
			line_add(l, " %s", ev->box[i].word);
	if (p->flag)
		line_add(l, _("%sa Yahtzee goes in these first (joker=forced)"), ui_dot(ui));
}

/* The names of the players of seats, "a and b and c". */
static void
add_names(struct line *l, const struct game *g, unsigned seats)
{
	int n = 0;
	for (int s = 0; s < g->nplayers; s++)
		if (seats & 1u << s)
			line_add(l, "%s%s", n++ ? _(" and ") : "", g->name[s]);
}

/* What a throw may write on a sheet of boxes. */
void
render_event_may_write(const struct ui *ui, struct line *l, const struct game *g,
    const struct outcome_event *ev, const struct event_part *p)
{
	/* untaken: (default) render_event gives it only the kinds of its range, each
	 * one of its cases */
	switch (p->kind) {
	case EVENT_FREE_BOXES:
		line_put(l, ui_dot(ui));
		add_boxes(ui, l, g, ev, p);
		break;
	case EVENT_YAHTZEE_EARNED:
		line_add(l, _("%sYahtzee bonus %d wherever it is written"), ui_dot(ui), p->n);
		break;
	case EVENT_DUE:
		line_add(l, _("%s%s takes %s"), p->k ? ", " : ui_dot(ui), p->label, p->label2);
		break;
	case EVENT_WRITE_NOW:
		line_add(l, p->flag ? _("%swrite: score BOX") : _("%snothing made: scratch BOX"),
		    ui_dot(ui));
		break;
	case EVENT_FOR_NEXT:
		/* TRANSLATORS: between who writes the dice and what they make */
		line_put(l, _(": "));
		add_boxes(ui, l, g, ev, p);
		if (p->n == 0)
			line_add(l, _("%snothing made: scratch BOX"), ui_dot(ui));
		break;
	default:
		break;
	}
}

/* What a write did to the sheet, and the end. */
void
render_event_written(const struct ui *ui, struct line *l, const struct game *g,
    const struct event_part *p)
{
	const char *who = p->seat >= 0 ? g->name[p->seat] : "";
	/* untaken: (default) render_event gives it only the kinds of its range, each
	 * one of its cases */
	switch (p->kind) {
	case EVENT_SCRATCHES:
		line_add(l, _("%s scratches %s"), who, p->label);
		break;
	case EVENT_NOT_BEATEN:
		line_add(l, _("%s's %d in %s does not beat %s's %d: 0 written"), who, p->n, p->label,
		    g->name[p->other], p->m);
		break;
	case EVENT_WRITES:
		line_add(l, _("%s writes %d in %s"), who, p->n, p->label);
		break;
	case EVENT_JOKER:
		line_add(l, _(" (joker)"));
		break;
	case EVENT_COLUMN:
		line_add(l, _(" (column %s)"), p->label);
		break;
	case EVENT_TOTAL:
		line_add(l, _("%stotal %d"), ui_dot(ui), p->n);
		break;
	case EVENT_STRUCK:
		line_add(l, _("%s%s%s's %d in %s is struck out%s"), ui_dot(ui), ui_paint(ui, YELLOW),
		    g->name[p->other], p->m, p->label, ui_paint(ui, RESET));
		break;
	case EVENT_BONUS:
		line_add(l, _("%sbonus %d made"), ui_dot(ui), p->n);
		break;
	case EVENT_YAHTZEE_BONUS:
		line_add(l, _("%sYahtzee bonus %d"), ui_dot(ui), p->n);
		break;
	case EVENT_PAIR_VOID:
		line_add(l, _("%smax is not above min: both count 0"), ui_dot(ui));
		break;
	case EVENT_WINS_WITH:
		line_add(l, _("%s%s%s wins with %d!%s"), ui_dot(ui), ui_paint(ui, GREEN), who, p->n,
		    ui_paint(ui, RESET));
		break;
	case EVENT_SHARE_WIN:
		line_add(l, "%s%s", ui_dot(ui), ui_paint(ui, GREEN));
		add_names(l, g, p->seats);
		line_add(l, _(" share the win with %d!%s"), p->n, ui_paint(ui, RESET));
		break;
	default:
		break;
	}
}

