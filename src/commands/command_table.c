/* The common table of stats, leaderboard and versus, fed row by row from
 * the store: begun at its first row for people (none: nothing to show,
 * said so by the command), before any for scripts (the TSV header says
 * what a row would hold). */
#include "config.h"

#include "command_table.h"
#include "store_stats.h"
#include "tapis.h"
#include "render_stats.h"
#include "rows.h"

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

void
command_stats_end(struct tapis *t, const struct damaged *d, enum rows_format format)
{
	if (d->taken_out)
		store_stats_put_back(t->store);
	if (d->n > 0 && format == ROWS_TABLE)
		render_stats_damaged(&t->ui, d->n, d->left_out);
}
