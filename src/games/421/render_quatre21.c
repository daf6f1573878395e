/* How 421 games are printed beyond the model: who throws next, the
 * rounds above the sheet, eval, and the family's part of the JSON export
 * (each entry's answer is its event, quatre21_view.c, drawn by
 * render_event.c).  A printer (printer.h)
 * in the family table (families.c). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "event_model.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "json.h"
#include "printer.h"
#include "quatre21.h"
#include "render_line.h"
#include "render_sheet.h"
#include "text.h"
#include "ui.h"

static const struct quatre21_state *
state_of(const struct game *g)
{
	return g->state;
}

static const char *
tokens_text(int n, char *buf, size_t len)
{
	snprintf(buf, len, ngettext("%d token", "%d tokens", (unsigned long)n), n);
	return buf;
}

/* "straight, 2 tokens" */
static void
add_combo(struct line *l, const struct quatre21_combo *c)
{
	char name[48], worth[32];
	line_add(l, _("%s, %s"), quatre21_combo_name(c, name, sizeof name),
	    tokens_text(c->value, worth, sizeof worth));
}


/* ---- the rounds, worked out again from the log, for the sheet and the
 * export */

struct rounds {
	int n;
	struct quatre21_round *r;     /* as many as the game has entries, at most */
};

static void
round_seen(const struct game *g, int index, const void *state, const union outcome *o,
    void *ctx)
{
	(void)g;
	(void)index;
	(void)state;
	struct rounds *rs = ctx;
	const struct quatre21_outcome *q = &((const struct quatre21_result *)o)->q;
	if (q->round_over)
		rs->r[rs->n++] = q->r;    /* an entry ends one round at most */
}

static void
rounds_free(struct rounds *rs)
{
	if (rs != NULL)
		free(rs->r);
	free(rs);
}

/* The rounds of g, for the caller to free with rounds_free; NULL on a
 * lack of memory or a log that does not replay. */
static struct rounds *
rounds_of(const struct game *g)
{
	struct rounds *rs = calloc(1, sizeof *rs);
	void *state = malloc(g->engine->state_size);
	char why[ENGINE_WHY];
	if (rs != NULL)
		rs->r = calloc((size_t)g->nactive + 1, sizeof *rs->r);
	if (rs == NULL || rs->r == NULL || state == NULL ||
	    !game_walk(g, state, round_seen, rs, why, sizeof why)) {
		rounds_free(rs);
		rs = NULL;
	}
	free(state);
	return rs;
}

static void
print_rounds(const struct ui *ui, const struct game *g)
{
	struct rounds *rs = rounds_of(g);
	if (rs == NULL)
		return;
	for (int i = 0; i < rs->n; i++) {
		struct line l;
		line_start(&l);
		struct event_part part;
		quatre21_round_part(&rs->r[i], &part);
		line_add(&l, _("  round %d (%s): "), i + 1, quatre21_phase_name(rs->r[i].phase));
		render_event_round(&l, g, &part);
		put_wrapped(ui->out, l.text, 2, 6, ui_width(ui));
	}
	rounds_free(rs);
}

/* ---- the sheet: the model (quatre21_view.c) drawn, the rounds played
 * above the players where all of it is asked for */

static void
print_sheet(const struct ui *ui, const struct game *g, bool all)
{
	struct sheet_view v;
	quatre21_describe(g, &v);
	render_sheet_title(ui, g, &v.title);
	if (all)
		print_rounds(ui, g);
	render_standings(ui, &v.standings);
	render_sheet_facts(ui, g, &v);
}

/* What some dice make under the rules, and what they are worth. */
static void
print_eval(const struct ui *ui, const void *rules, const struct dice *d)
{
	char buf[24];
	struct line l;
	line_start(&l);
	if (d->n != QUATRE21_DICE) {
		line_add(&l, _("%s: 421 is played with three dice"), dice_format(d, buf, sizeof buf));
	} else {
		struct quatre21_combo c = quatre21_combo(rules, d);
		line_add(&l, "%s: ", dice_format(d, buf, sizeof buf));
		add_combo(&l, &c);
	}
	put_wrapped(ui->out, l.text, 0, 4, ui_width(ui));
}

/* "alice (3 tokens) - charge - 1 throw left> " */

/* ---- the family's part of the JSON export */

static void
json_round(FILE *f, const struct game *g, int i, const struct quatre21_round *r)
{
	fprintf(f, "%s{\"round\":%d,\"phase\":\"%s\",\"best\":", i ? "," : "", i + 1,
	    r->phase == QUATRE21_CHARGE ? "charge" : "decharge");
	json_string(f, g->name[r->best]);
	fprintf(f, ",\"best_combination\":\"%s\",\"best_dice\":[%d,%d,%d],\"lowest\":",
	    quatre21_kind_key(r->best_combo.kind), r->best_combo.face[0], r->best_combo.face[1],
	    r->best_combo.face[2]);
	json_string(f, g->name[r->lowest]);
	fprintf(f, ",\"lowest_combination\":\"%s\",\"lowest_dice\":[%d,%d,%d],\"tokens\":%d,"
	    "\"penalty\":%d,\"from\":", quatre21_kind_key(r->lowest_combo.kind),
	    r->lowest_combo.face[0], r->lowest_combo.face[1], r->lowest_combo.face[2], r->tokens,
	    r->penalty);
	if (r->from_pot)
		fputs("\"pot\"", f);
	else
		json_string(f, g->name[r->best]);
	fputc('}', f);
}

/* The pot, the phase and the rounds (the loser is every loser game's:
 * render_json.c). */
static void
json_game(FILE *f, const struct game *g)
{
	const struct quatre21_state *st = state_of(g);
	fprintf(f, ",\"pot\":%d,\"phase\":\"%s\",\"rounds\":[", st->pot,
	    st->over ? "over" : st->phase == QUATRE21_CHARGE ? "charge" : "decharge");
	struct rounds *rs = rounds_of(g);
	for (int i = 0; rs != NULL && i < rs->n; i++)
		json_round(f, g, i, &rs->r[i]);
	rounds_free(rs);
	fputc(']', f);
}

const struct printer quatre21_printer = {
	.turn = quatre21_turn,
	.event = quatre21_event,
	.sheet = print_sheet,
	.prompt = quatre21_prompt,
	.eval = print_eval,
	.ask_first = N_("keep"),
	.describe = quatre21_describe,
	.json_game = json_game,
};
