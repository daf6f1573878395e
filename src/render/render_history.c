/* What the history commands print: a past game's heading, and its replay
 * turn by turn.  Part of the renderer; each entry's answer is the one its
 * family's printer gave at the table. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "render_history.h"
#include "render_line.h"
#include "store.h"
#include "text.h"
#include "ui.h"

/* "ben won after 12 turns", "abandoned after 3 turns": how game row ended,
 * or stands. */
static void
add_ending(struct line *l, const struct store_game_row *row)
{
	int n = row->turns;
	unsigned long un = (unsigned long)n;
	if (row->winner != NULL)
		line_add(l, ngettext("%s won after %d turn", "%s won after %d turns", un),
		    row->winner, n);
	else if (row->loser != NULL)
		line_add(l, ngettext("%s lost after %d turn", "%s lost after %d turns", un),
		    row->loser, n);
	else if (row->result != NULL && strcmp(row->result, "shared") == 0)
		line_add(l, ngettext("a shared win after %d turn", "a shared win after %d turns", un),
		    n);
	/* untaken: (no status) games.status is NOT NULL: NULL only where SQLite's
	 * allocation failed */
	else if (row->status != NULL && strcmp(row->status, "finished") == 0)
		line_add(l, ngettext("a draw after %d turn", "a draw after %d turns", un), n);
	/* untaken: (no status) as above */
	else if (row->status != NULL && strcmp(row->status, "abandoned") == 0)
		line_add(l, ngettext("abandoned after %d turn", "abandoned after %d turns", un), n);
	else
		line_add(l, ngettext("being played, %d turn so far", "being played, %d turns so far",
		    un), n);
}

void
render_game_heading(const struct ui *ui, const struct game *g,
    const struct store_game_row *row)
{
	struct line l;
	char shown[GAME_RULESET_MAX * 4];
	line_start(&l);
	line_add(&l, _("Game #%lld%s%s, %s"), (long long)g->id, ui_dot(ui),
	    text_visible(engine_ruleset_shown(g->ruleset), shown, sizeof shown),
	    render_ruleset_title(g->ruleset));
	line_add_changes(&l, g);
	line_put(&l, ui_dot(ui));
	for (int i = 0; i < g->nplayers; i++)
		line_add(&l, "%s%s", i ? ", " : "", g->name[i]);
	char day[64];
	line_add(&l, "%s%s%s", ui_dot(ui), render_day(row->created, true, day, sizeof day),
	    ui_dot(ui));
	add_ending(&l, row);
	put_wrapped(ui->out, l.text, 0, 4, ui_width(ui));
}

void
render_replay_turn(const struct ui *ui, const struct game *g, int turn, int seat)
{
	fprintf(ui->out, _("%sround %d%s%s%s\n"), ui_paint(ui, BOLD), turn, ui_dot(ui),
	    g->name[seat], ui_paint(ui, RESET));
}

void
render_replay_entry(const struct ui *ui, const struct game *g, const struct game_entry *e,
    const union outcome *o)
{
	/* who made the entry and what was typed (faces alone for a throw typed
	 * so), then what tapis answered to it */
	char args[ENGINE_ARGS + 1];
	const struct engine_verb *v = &g->engine->verbs[e->action.verb];
	const struct verb_words *vw = &engine_words(g->engine)->verbs[e->action.verb];
	engine_say_args(g->engine, game_rules(g), &e->action, args, sizeof args);
	/* TRANSLATORS: who made an entry, then what was typed: "bob: bank" */
	fprintf(ui->out, _("%s: "), g->name[e->seat]);
	/* untaken: (no faces) a throw always has its dice */
	if (v->faces_alone && args[0] != '\0')
		fprintf(ui->out, "%s\n", args);
	else
		/* untaken: (no French name) every verb's words have their French name */
		fprintf(ui->out, "%s%s%s\n",
		    render_french_names() && vw->french != NULL ? vw->french : vw->name,
		    args[0] ? " " : "", args);
	render_outcome(ui, g, &e->action, o);
}
