/* What a game shows whole: the line that starts it, its sheet, and the
 * sheet again when it is resumed.  Above the parts it draws them with
 * (render_turn.c, render_sheet.c, render_standings.c), none of which
 * draws a whole sheet. */
#include "config.h"

#include <stdbool.h>
#include <stdio.h>

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
add_title(const struct ui *ui, struct line *l, const struct game *g)
{
	line_add(l, _("Game #%lld%s%s, %s"), (long long)g->id, ui_dot(ui),
	    engine_ruleset_shown(g->ruleset), render_ruleset_title(g->ruleset));
	line_add_changes(l, g);
	line_put(l, ui_dot(ui));
	for (int i = 0; i < g->nplayers; i++)
		line_add(l, "%s%s", i ? ", " : "", g->name[i]);
}

void
render_new_game(const struct ui *ui, const struct game *g)
{
	struct line l;
	line_start(&l);
	add_title(ui, &l, g);
	line_put(&l, ui_dot(ui));
	struct turn_view t;
	render_printer(g->engine)->turn(g, &t);
	render_turn_next(ui, &l, &t);
	line_add(&l, ".");
	put_wrapped(ui->out, l.text, 0, 4, ui_width(ui));
	if (render_printer(g->engine)->sheet_at_start)
		render_sheet(ui, g, false);
}

/* A printer without a sheet of its own (a game with no grid, board or
 * columns of scores) gets the model's title, players and last line. */
/* The sheet's parts (SHEET_ALL, SHEET_UNTITLED, render_sheet.h). */
static bool
sheet_parts(const struct ui *ui, const struct game *g, unsigned parts)
{
	const struct printer *p = render_printer(g->engine);
	if (p->sheet != NULL)
		return p->sheet(ui, g, parts);
	struct sheet_view v;
	p->describe(g, &v);
	render_sheet_head(ui, g, &v, parts);
	render_standings(ui, &v.standings);
	render_sheet_facts(ui, g, &v);
	return true;
}

bool
render_sheet(const struct ui *ui, const struct game *g, bool all)
{
	return sheet_parts(ui, g, all ? SHEET_ALL : 0);
}

void
render_past_sheet(const struct ui *ui, const struct game *g)
{
	sheet_parts(ui, g, SHEET_ALL | SHEET_UNTITLED);
}

bool
render_resumed(const struct ui *ui, const struct game *g)
{
	return render_sheet(ui, g, false);
}
