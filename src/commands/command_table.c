/* The common table of stats, leaderboard and versus, fed row by row from
 * the store: begun at its first row for people (none: nothing to show,
 * said so by the command), before any for scripts (the TSV header says
 * what a row would hold). */
#include "config.h"

#include "command_table.h"
#include "i18n.h"
#include "render_stats.h"
#include "rows.h"
#include "say.h"
#include "store_stats.h"
#include "tapis.h"
#include "text.h"

bool
command_table_row(const char *const *values, int n, void *ctx)
{
	(void)n;
	struct command_table *tb = ctx;
	if (!tb->begun) {
		tb->begin(tb);
		tb->begun = true;
	}
	tb->row(tb, values);
	tb->rows++;
	return true;
}

void
command_table_start(struct command_table *tb)
{
	if (tb->feed->format != ROWS_TABLE) {
		tb->begin(tb);
		tb->begun = true;
	}
}

void
command_table_end(struct command_table *tb)
{
	if (tb->begun)
		stats_table_end(&tb->r, tb->feed);
}

bool
command_stats_begin(struct tapis *t, bool take_out, struct damaged *d,
    enum cmd_status *status)
{
	d->taken_out = false;
	if (take_out) {
		d->n = store_stats_leave_out_damaged(t->store, &d->taken_out);
		d->left_out = d->taken_out;
	} else {
		d->n = store_stats_damaged(t->store);
		d->left_out = true;
	}
	if (d->n < 0)
		*status = command_store_failed(t, store_error(t->store));
	return d->n >= 0;
}

/* n finished games damaged (games shows them), left out of the figures or
 * (left_out false: the file may not be written, even for a while) not. */
static void
say_damaged(const struct ui *ui, int n, bool left_out)
{
	unsigned long un = (unsigned long)n;
	/* untaken: in a coverage build run as root, where check.sh runs the
	 * read-only file's stats as nobody, who cannot write the counts */
	if (left_out)
		say_plain(ui, ngettext("(%d damaged game is left out: games shows it)\n",
		    "(%d damaged games are left out: games shows them)\n", un), n);
	else
		say_plain(ui, ngettext("(%d damaged game counts still: this file may not be"
		    " written, even for a while; games shows it)\n", "(%d damaged games count still:"
		    " this file may not be written, even for a while; games shows them)\n", un), n);
}

void
command_stats_end(struct tapis *t, const struct damaged *d, enum rows_format format)
{
	if (d->taken_out)
		store_stats_put_back(t->store);
	if (d->n > 0 && format == ROWS_TABLE)
		say_damaged(&t->ui, d->n, d->left_out);
}

void
command_no_stats(struct tapis *t, const char *player, const char *kind)
{
	char p[128], k[128];
	if (player != NULL && kind != NULL)
		say_plain(&t->ui, _("no finished game of %s with %s yet\n"),
		    text_visible(kind, k, sizeof k), text_visible(player, p, sizeof p));
	else if (player != NULL)
		say_plain(&t->ui, _("no finished game with %s yet\n"),
		    text_visible(player, p, sizeof p));
	else if (kind != NULL)
		say_plain(&t->ui, _("no finished game of %s yet\n"), text_visible(kind, k, sizeof k));
	else
		say_plain(&t->ui, _("no finished game yet: statistics count games played to the"
		    " end\n"));
}
