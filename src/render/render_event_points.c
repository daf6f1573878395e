/* The parts of an entry's event (event_model.h) that a turn of points
 * set aside and banked says (10000): a keep, a take-over, what a throw
 * scores or a bust, a bank, the marks, a win at once; for
 * render_event.c. */
#include "config.h"

#include <stdio.h>

#include "dice.h"
#include "event_model.h"
#include "game.h"
#include "i18n.h"
#include "render_event.h"
#include "render_line.h"
#include "ui.h"

/* Points set aside in a turn of 10000. */
static void
add_set_aside(struct line *l, const struct game *g, const struct event_part *p)
{
	char buf[24];
	/* untaken: (default) render_event_points' chain gives it only its kinds, each a
	 * case */
	switch (p->kind) {
	case EVENT_SET_ASIDE:
		line_add(l, _("set aside %s: "), tally_format(&p->tally, buf, sizeof buf));
		if (p->flag)
			line_add(l, _("full hand, turn %d, throw all %d dice"), p->n, p->m);
		else
			line_add(l, _("turn %d, %d %s to throw"), p->n, p->m, dice_noun(p->m));
		if (p->k > 0)
			line_add(l, _(" (%d needed to open)"), p->k);
		break;
	case EVENT_TAKES_OVER:
		line_add(l, _("%s takes over %d: throw %d %s"), g->name[p->seat], p->n, p->m,
		    dice_noun(p->m));
		break;
	case EVENT_SET_ASIDE_BY_THROW:
		line_add(l, _("(%s set aside: %sturn %d)"), tally_format(&p->tally, buf, sizeof buf),
		    p->flag ? _("full hand, ") : "", p->n);
		break;
	case EVENT_SET_ASIDE_BY_BANK:
		line_add(l, _("(%s set aside) "), tally_format(&p->tally, buf, sizeof buf));
		break;
	default:
		break;
	}
}

/* A throw of 10000: what scores, or a bust. */
static void
add_scored(const struct ui *ui, struct line *l, const struct game *g,
    const struct event_part *p)
{
	char buf[24];
	switch (p->kind) {
	case EVENT_TOOK_BY_THROW:
		line_add(l, _("%s takes over %d%s"), g->name[p->seat], p->n, ui_dot(ui));
		break;
	case EVENT_SIX_ONES:
		line_add(l, _("six 1s in one throw"));
		break;
	case EVENT_BUST:
		line_add(l, _("%sbust%s: nothing scores"), ui_paint(ui, YELLOW), ui_paint(ui, RESET));
		if (p->n > 0)
			line_add(l, _(", %d lost"), p->n);
		break;
	case EVENT_SCORING:
		line_add(l, _("scoring: %s = %d"), tally_format(&p->tally, buf, sizeof buf), p->n);
		if (tally_total(&p->tally2) > 0)
			/* one die scores, several score (4 ne marque rien,
			 * 3 4 ne marquent rien) */
			line_add(l, ngettext("   (%s scores nothing)", "   (%s score nothing)",
			    (unsigned long)tally_total(&p->tally2)), tally_format(&p->tally2, buf,
			    sizeof buf));
		break;
	case EVENT_FULL_HAND:
		line_put(l, ui_dot(ui));
		if (p->k == 1)
			line_add(l, _("keeping it"));
		else
			line_add(l, _("keeping all %d"), p->k);
		line_add(l, p->flag ? _(" makes a full hand: turn %d, throw all %d again or bank")
		    : _(" makes a full hand: turn %d, throw %d dice"), p->n, p->m);
		break;
	default:
		add_set_aside(l, g, p);
		break;
	}
}

/* What the end of a turn of 10000 wrote, and its marks. */
void
render_event_points(const struct ui *ui, struct line *l, const struct game *g,
    const struct event_part *p)
{
	const char *who = p->seat >= 0 ? g->name[p->seat] : "";
	switch (p->kind) {
	case EVENT_VOIDED:
		line_add(l, _("%s's %d would make %d, past %d: the turn scores nothing"), who, p->n,
		    p->m, p->k);
		break;
	case EVENT_BANKS:
		line_add(l, _("%s banks %d: %d"), who, p->n, p->m);
		break;
	case EVENT_OPENS:
		line_add(l, _("%s opens with %d"), who, p->n);
		break;
	case EVENT_CROSS:
		line_add(l, _("%s%s gets a cross (%d in a row)"), ui_dot(ui), who, p->n);
		break;
	case EVENT_CROSSES_COST:
		line_add(l, _("%s%s%d crosses in a row "), ui_dot(ui), ui_paint(ui, YELLOW), p->n);
		if (p->flag)
			line_add(l, _("cost %s %d: %d"), who, p->m, p->k);
		else
			line_add(l, _("take %s back to %d"), who, p->k);
		line_add(l, _(", crosses wiped%s"), ui_paint(ui, RESET));
		break;
	case EVENT_LOSES:
		line_add(l, _("%s%s%s loses %d: %d%s"), ui_dot(ui), ui_paint(ui, YELLOW), who, p->n,
		    p->m, ui_paint(ui, RESET));
		break;
	case EVENT_LANDED_ON:
		line_add(l, _("%s%s is landed on and goes back to %d"), ui_dot(ui), who, p->n);
		break;
	case EVENT_LAST_ROUND:
		line_add(l, _("%slast round: the others have one more turn"), ui_dot(ui));
		break;
	case EVENT_WINS_AT_ONCE:
		line_add(l, _("%s%s%s wins at once!%s"), ui_dot(ui), ui_paint(ui, GREEN), who,
		    ui_paint(ui, RESET));
		break;
	default:
		add_scored(ui, l, g, p);
		break;
	}
}

