/* How games of the Farkle family are printed beyond the model: the
 * sheet's parts in their order (its columns of scores built by
 * farkle_sheet.c, drawn by render_columns.c), and eval.  The rest is data
 * (farkle_view.c), drawn for every game by the renderer.  A printer
 * (printer.h) in the family table (families.c). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "engine.h"
#include "farkle.h"
#include "farkle_sheet.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "printer.h"
#include "render_line.h"
#include "render_sheet.h"
#include "text.h"
#include "ui.h"


/* The model (farkle_view.c) drawn, the columns of scores under the title. */
static bool
print_sheet(const struct ui *ui, const struct game *g, unsigned parts)
{
	struct sheet_view v;
	farkle_describe(g, &v);
	render_sheet_head(ui, g, &v, parts);
	struct sheet sh;
	/* without them (a log that does not replay), the standings below
	 * still say the scores; for want of memory, the command says so */
	bool built = sheet_build(&sh, g);
	if (built) {
		render_score_columns(ui, g, &v.standings, &sh, parts & SHEET_ALL);
		sheet_free(&sh);
	}
	render_standings(ui, &v.standings);
	render_sheet_facts(ui, g, &v);
	return built || !sh.short_of_memory;   /* untaken: every game loaded replays */
}

static void
print_eval(const struct ui *ui, const void *rules, const struct dice *d)
{
	const struct farkle_scorer *s = rules;
	char buf[24], dead[24];
	struct tally t = dice_tally(d);
	struct farkle_eval e = farkle_evaluate(s, &t);
	struct tally none = tally_minus(&t, &e.scoring);
	dice_format(d, buf, sizeof buf);
	if (e.wins) {
		fprintf(ui->out, _("%s: six 1s, the game is won at once\n"), buf);
		return;
	}
	if (e.best == 0) {
		fprintf(ui->out, _("%s: bust, nothing scores\n"), buf);
		return;
	}
	fprintf(ui->out, _("%s: worth %d"), buf, e.best);
	if (tally_total(&none) > 0)
		fprintf(ui->out, ngettext("   (%s scores nothing)", "   (%s score nothing)",
		    (unsigned long)tally_total(&none)), tally_format(&none, dead, sizeof dead));
	fprintf(ui->out, _("\n  what can be set aside:\n"));
	struct tally groups[64];
	for (int k = d->n; k >= 1; k--) {
		int n = farkle_groups_of(s, &t, k, groups, 64);
		for (int i = 0; i < n && ALWAYS(i < 64); i++) {   /* 20 at most: k of six dice */
			int left = d->n - k;
			fprintf(ui->out, "    ");
			text_pad(ui->out, tally_format(&groups[i], buf, sizeof buf), 12);
			fprintf(ui->out, " %5d   ", farkle_group_value(s, &groups[i]));
			if (left == 0)
				fprintf(ui->out, _("full hand\n"));
			else
				fprintf(ui->out, ngettext("%d die left\n", "%d dice left\n",
				    (unsigned long)left), left);
		}
	}
}

const struct printer farkle_printer = {
	.turn = farkle_turn,
	.event = farkle_event,
	.sheet = print_sheet,
	.prompt = farkle_prompt,
	.eval = print_eval,
	.ask_first = {NP_("set aside", "set aside")},
	.describe = farkle_describe,
	.columns = sheet_build,
	.columns_free = sheet_free,
};
