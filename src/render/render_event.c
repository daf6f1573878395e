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
#include "render_sheet.h"
#include "sheet_model.h"
#include "ui.h"

static const char *
tokens_text(int n, char *buf, size_t len)
{
	snprintf(buf, len, ngettext("%d token", "%d tokens", (unsigned long)n), n);
	return buf;
}

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
		line_add(l, "%s", ui_dot(ui));
		line_add(l, _("%s, %s"), p->label, tokens_text(p->n, worth, sizeof worth));
		break;
	case EVENT_FREE_CELLS:
		line_add(l, "%s", ui_dot(ui));
		if (p->n > 0) {
			char cells[256];
			line_add(l, "%s", msg_text(&ev->said, cells, sizeof cells));
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

void
render_event_round(struct line *l, const struct game *g, const struct event_part *p)
{
	char moved[32];
	tokens_text(p->n, moved, sizeof moved);
	line_add(l, _("best %s (%s), lowest %s (%s): "), g->name[p->seat], p->label,
	    g->name[p->other], p->label2);
	if (p->flag)
		line_add(l, _("%s takes %s from the pot"), g->name[p->other], moved);
	else
		line_add(l, _("%s gives %s %s"), g->name[p->seat], g->name[p->other], moved);
	if (p->m > 0)
		line_add(l, ngettext(" (%d for the nenette)", " (%d for the nenette)",
		    (unsigned long)p->m), p->m);
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
		line_add(l, "%s", s ? ", " : ui_dot(ui));
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
	switch (p->kind) {
	case EVENT_THROW_LIMIT:
		line_add(l, ngettext("%sthe others may throw %d time this round",
		    "%sthe others may throw %d times this round", (unsigned long)p->n), ui_dot(ui),
		    p->n);
		break;
	case EVENT_BARRAGE:
		add_barrage(ui, l, g, p);
		break;
	case EVENT_ROUND:
		line_add(l, "%s", ui_dot(ui));
		render_event_round(l, g, p);
		break;
	case EVENT_POT:
		line_add(l, "%s", ui_dot(ui));
		add_pot(ui, l, g, p);
		break;
	case EVENT_DECHARGE:
		line_add(l, _("%sthe pot is empty: the decharge begins"), ui_dot(ui));
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
		line_add(l, "%s", ui_dot(ui));
		render_turn_next(ui, l, &t);
		break;
	}
	default:
		break;
	}
}

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
		line_add(l, "%s", shown ? _("; 0 in") : _("0 in"));
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
static void
add_may_write(const struct ui *ui, struct line *l, const struct game *g,
    const struct outcome_event *ev, const struct event_part *p)
{
	switch (p->kind) {
	case EVENT_FREE_BOXES:
		line_add(l, "%s", ui_dot(ui));
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
		line_add(l, "%s", _(": "));
		add_boxes(ui, l, g, ev, p);
		if (p->n == 0)
			line_add(l, _("%snothing made: scratch BOX"), ui_dot(ui));
		break;
	default:
		break;
	}
}

/* What a write did to the sheet, and the end. */
static void
add_written(const struct ui *ui, struct line *l, const struct game *g,
    const struct event_part *p)
{
	const char *who = p->seat >= 0 ? g->name[p->seat] : "";
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

/* Points set aside in a turn of 10000. */
static void
add_set_aside(struct line *l, const struct game *g, const struct event_part *p)
{
	char buf[24];
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
			/* English says "score" of one die or several; French
			 * does not (4 ne marque rien, 3 4 ne marquent rien) */
			line_add(l, ngettext("   (%s score nothing)", "   (%s score nothing)",
			    (unsigned long)tally_total(&p->tally2)), tally_format(&p->tally2, buf,
			    sizeof buf));
		break;
	case EVENT_FULL_HAND:
		line_add(l, "%s", ui_dot(ui));
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
static void
add_banked(const struct ui *ui, struct line *l, const struct game *g,
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

/* The board in a few lines after a pawn came or went, the one just
 * placed marked, then how the turn stands. */
static void
draw_board(const struct ui *ui, const struct game *g, const struct outcome_event *ev)
{
	const struct printer *pr = render_printer(g->engine);
	struct sheet_view v;
	pr->describe(g, &v);
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
			line_add(&l, "%s", ui_dot(ui));
		if (p->kind <= EVENT_OR_CALL)
			add_thrown(ui, &l, g, ev, p);
		else if (p->kind <= EVENT_PASSES)
			add_done(ui, &l, g, p);
		else if (p->kind <= EVENT_OUT)
			add_moved(ui, &l, g, p);
		else if (p->kind <= EVENT_DRAW || p->kind == EVENT_NEXT)
			add_end(ui, &l, g, p);
		else if (p->kind <= EVENT_WRITE_NOW || p->kind == EVENT_FOR_NEXT)
			add_may_write(ui, &l, g, ev, p);
		else if (p->kind < EVENT_NEXT)
			add_written(ui, &l, g, p);
		else
			add_banked(ui, &l, g, p);
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
