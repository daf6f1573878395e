/* The common table of stats, leaderboard and versus, fed row by row from
 * the store: begun at its first row for people (none: nothing to show,
 * said so by the command), before any for scripts (the TSV header says
 * what a row would hold). */
#include "config.h"

#include "command_table.h"
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
