/* The prompt of every game, from the facts its family gives
 * (sheet_model.h): who throws and how they stand, then what is asked;
 * tapis's own without a game, and a game's once over. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>

#include "dice.h"
#include "game.h"
#include "printer.h"
#include "i18n.h"
#include "never.h"
#include "render_line.h"
#include "render_sheet.h"
#include "sheet_model.h"
#include "text.h"
#include "ui.h"

/* A prompt written in pieces, cut where buf ends. */
struct piece {
	char *buf;
	size_t len, n;
};

static void __attribute__((format(printf, 2, 3)))
add(struct piece *p, const char *fmt, ...)
{
	if (p->n >= p->len)
		return;
	va_list ap;
	va_start(ap, fmt);
	int k = vsnprintf(p->buf + p->n, p->len - p->n, fmt, ap);
	va_end(ap);
	/* untaken: vsnprintf failing: its formats are ours */
	p->n = k < 0 ? p->len : p->n + (size_t)k;
}

/* "bob 350 · ", "bob X, 4 left · ", "bob (3 tokens) · charge · " */
static void
add_standing(const struct ui *ui, struct piece *p, const struct prompt_facts *f)
{
	char on[16], off[16], held[32];
	const char *bold = prompt_paint(ui, BOLD, on, sizeof on);
	const char *reset = prompt_paint(ui, RESET, off, sizeof off);
	/* untaken: (no case) the value is one of the enum's, each a case */
	switch (f->standing) {
	case STANDING_POINTS:
		add(p, "%s%s%s %d%s", bold, f->player, reset, f->held, ui_dot(ui));
		break;
	case STANDING_PAWNS:
		add(p, _("%s%s%s %s, %d left%s"), bold, f->player, reset, f->mark, f->held,
		    ui_dot(ui));
		break;
	case STANDING_TOKENS:
		/* as the sheet says it: "aucun jeton", never "0 jeton" */
		render_tokens(f->held, held, sizeof held);
		add(p, _("%s%s%s (%s)%s%s%s"), bold, f->player, reset, held, ui_dot(ui), f->phase,
		    ui_dot(ui));
		break;
	}
}

/* What a throw asks once the dice are on the table. */
static void
add_throw(const struct ui *ui, struct piece *p, const struct prompt_facts *f, const char *dice)
{
	char kept[24];
	int left = f->dice - f->kept.n;
	if (f->ask == ASK_KEEP)
		add(p, _("%s%skeep %s, %d %s to throw> "), dice, ui_dot(ui),
		    dice_format(&f->kept, kept, sizeof kept), left, dice_noun(left));
	else if (f->teach)
		/* the first round: how the next throw is typed best, in one
		 * line (the dice kept with those thrown again), taught where it
		 * is typed */
		add(p, ngettext("%s%s%d throw left, type the %d dice on the table> ",
		    "%s%s%d throws left, type the %d dice on the table> ",
		    (unsigned long)f->throws_left), dice, ui_dot(ui), f->throws_left, f->dice);
	else
		add(p, ngettext("%s%s%d throw left> ", "%s%s%d throws left> ",
		    (unsigned long)f->throws_left), dice, ui_dot(ui), f->throws_left);
}

/* The prompt the facts say, into buf ("bob 350 · 4 4 2 1 6 · 2 throws
 * left> "); returns buf. */
static char *
render_prompt_facts(const struct ui *ui, const struct prompt_facts *f, char *buf, size_t len)
{
	struct piece p = {buf, len, 0};
	char dice[24];
	if (len > 0)
		buf[0] = '\0';
	/* (every family's prompt names whose turn it is) */
	if (NEVER(f->player == NULL)) {
		add(&p, "> ");
		return buf;
	}
	add_standing(ui, &p, f);
	dice_format(&f->hand, dice, sizeof dice);
	/* (a call is made after the first throw: never while all are to throw) */
	if (f->called != NULL)
		add(&p, _("%s called%s"), f->called, ui_dot(ui));
	/* untaken: (no case) the value is one of the enum's, each a case */
	switch (f->ask) {
	case ASK_THROW_ALL:
		add(&p, ngettext("throw %d die> ", "throw %d dice> ", (unsigned long)f->dice),
		    f->dice);
		break;
	case ASK_THROWS:
		add(&p, ngettext("%d throw> ", "%d throws> ", (unsigned long)f->throws_left),
		    f->throws_left);
		break;
	case ASK_THROW_AGAIN:
	case ASK_KEEP:
		add_throw(ui, &p, f, dice);
		break;
	case ASK_WRITE:
		add(&p, _("%s%swrite> "), dice, ui_dot(ui));
		break;
	case ASK_WRITE_FOR: {
		size_t from = p.n;
		add(&p, _("write %s's %s> "), f->writer, dice);
		if (from < len)
			i18n_elide(buf + from);
		break;
	}
	case ASK_PLACE:
		add(&p, _("%s%splace or pass> "), dice, ui_dot(ui));
		break;
	case ASK_TAKE_OR_THROW:
		add(&p, _("take %d with %d or throw %d> "), f->points, f->with, f->to_throw);
		break;
	case ASK_SET_ASIDE:
		add(&p, _("turn %d%s%d %s> "), f->points, ui_dot(ui), f->to_throw,
		    dice_noun(f->to_throw));
		break;
	case ASK_FULL_HAND:
		add(&p, _("turn %d%sfull hand, %d dice> "), f->points, ui_dot(ui), f->to_throw);
		break;
	}
	return buf;
}

/* Room left on the prompt's line for what is typed: five dice. */
#define PROMPT_ROOM 10

/* Whether the prompt the facts say leaves room on the terminal's line to
 * type a throw (a terminal of no width: always). */
static bool
prompt_fits(const struct ui *ui, const struct prompt_facts *f)
{
	struct ui plain = *ui;
	char shown[256];
	plain.color = false;            /* (colour takes no room) */
	render_prompt_facts(&plain, f, shown, sizeof shown);
	int width = ui_width(ui);
	return width == 0 || text_width(shown) + PROMPT_ROOM <= width;
}

void
render_hand(const struct game *g, struct dice *hand)
{
	struct prompt_facts f;
	hand->n = 0;
	if (g == NULL || game_is_over(g))
		return;
	render_printer(g->engine)->prompt(g, &f);
	*hand = f.hand;
}

char *
render_prompt(const struct ui *ui, const struct game *g, char *buf, size_t len)
{
	if (g == NULL)
		snprintf(buf, len, "tapis> ");
	else if (game_is_over(g))
		snprintf(buf, len, _("#%lld over> "), (long long)g->id);
	else {
		struct prompt_facts f;
		render_printer(g->engine)->prompt(g, &f);
		render_prompt_facts(ui, &f, buf, len);
		if (f.teach && !prompt_fits(ui, &f)) {
			f.teach = false;          /* the lesson, not the state, left out */
			render_prompt_facts(ui, &f, buf, len);
		}
	}
	return buf;
}
