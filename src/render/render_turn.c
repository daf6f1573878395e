/* Who plays next and how the turn under way stands, drawn from the
 * family's facts (struct turn_view, sheet_model.h, the printer's turn)
 * alike for every game:
 * the end of an answer, the line that starts a game, the sheet's last
 * line, the line under a small board. */
#include "config.h"

#include <stdio.h>

#include "dice.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "printer.h"
#include "render.h"
#include "render_line.h"
#include "render_sheet.h"
#include "sheet_model.h"
#include "ui.h"

static void
add_next(const struct ui *ui, struct line *l, const struct turn_view *t)
{
	const char *bold = ui_paint(ui, BOLD), *reset = ui_paint(ui, RESET);
	char buf[24];
	/* untaken: (NEXT_NONE, no case) add_next is called where there is a next, one of
	 * the enum's */
	switch (t->next) {
	case NEXT_NONE:
		break;
	case NEXT_THROWS:
		line_add(l, _("%s%s%s throws"), bold, t->player, reset);
		break;
	case NEXT_THROWS_DICE:
		line_add(l, _("%s%s%s throws %d %s"), bold, t->player, reset, t->dice,
		    dice_noun(t->dice));
		if (t->offer_points > 0)
			line_add(l, _(", or takes over %d with %d %s (take)"), t->offer_points,
			    t->offer_dice, dice_noun(t->offer_dice));
		break;
	case NEXT_THROWS_ROUND:
		line_add(l, _("%s%s%s throws (%s, round %d)"), bold, t->player, reset, t->phase,
		    t->round);
		break;
	case NEXT_BARRAGE:
		line_add(l, _("%s%s%s throws for the barrage"), bold, t->player, reset);
		break;
	case NEXT_THROWS_PAWNS:
		line_add(l, ngettext("%s%s%s (%s) throws, %d pawn left",
		    "%s%s%s (%s) throws, %d pawns left", (unsigned long)t->left), bold, t->player,
		    reset, t->token, t->left);
		break;
	case NEXT_WRITES_FOR:
		line_add(l, _("%s%s%s writes %s's dice (%s)"), bold, t->player, reset, t->thrower,
		    dice_format(&t->hand, buf, sizeof buf));
		break;
	}
}

/* "bob's turn: 200 points set aside, ..." */
static void
add_set_aside(struct line *l, const struct turn_view *t)
{
	char buf[24];
	line_add(l, _("%s's turn: "), t->player);
	if (t->turn == TURN_THREW)
		line_add(l, ngettext("%d point set aside, threw %s", "%d points set aside, threw %s",
		    (unsigned long)t->points), t->points, dice_format(&t->hand, buf, sizeof buf));
	else if (t->turn == TURN_TO_THROW)
		line_add(l, ngettext("%d point set aside, %d %s to throw",
		    "%d points set aside, %d %s to throw", (unsigned long)t->points), t->points,
		    t->dice, dice_noun(t->dice));
	else
		line_add(l, ngettext("%d point set aside, full hand: throw all %d dice",
		    "%d points set aside, full hand: throw all %d dice", (unsigned long)t->points),
		    t->points, t->dice);
}

static void
add_turn(const struct ui *ui, struct line *l, const struct turn_view *t)
{
	char buf[24];
	/* untaken: (no case) the value is one of the enum's, each a case */
	switch (t->turn) {
	case TURN_NEXT:
		if (t->took)
			line_add(l, _("%s took over %d: "), t->player, t->points);
		add_next(ui, l, t);
		break;
	case TURN_THROWING:
		line_add(l, _("%s's turn: throw %d of %d, %s"), t->player, t->throw_no, t->throws,
		    dice_format(&t->hand, buf, sizeof buf));
		if (t->kept.n > 0)
			line_add(l, _(", keeping %s"), dice_format(&t->kept, buf, sizeof buf));
		if (t->called != NULL)
			line_add(l, _(", %s called"), t->called);
		break;
	case TURN_THREW:
	case TURN_TO_THROW:
	case TURN_FULL_HAND:
		add_set_aside(l, t);
		break;
	}
}

void
render_turn_next(const struct ui *ui, struct line *l, const struct turn_view *t)
{
	add_next(ui, l, t);
}

void
render_turn_stands(const struct ui *ui, struct line *l, const struct turn_view *t)
{
	add_turn(ui, l, t);
}

/* ---- the turn after an undo */

char *
render_turn(const struct ui *ui, const struct game *g, char *buf, size_t len)
{
	struct line l;
	line_start(&l);
	struct turn_view t;
	render_printer(g->engine)->turn(g, &t);
	render_turn_stands(ui, &l, &t);
	snprintf(buf, len, "%s", l.text);
	return buf;
}
