/* The common table of stats, leaderboard and versus (command_table.c). */
#ifndef TAPIS_COMMAND_TABLE_H
#define TAPIS_COMMAND_TABLE_H

#include <stdbool.h>

#include "command.h"
#include "render_stats.h"

struct command_table {
	struct stats_feed *feed;
	struct rows r;
	bool begun;
	int rows;
	const char *a, *b;        /* versus: the two players */
	void (*begin)(struct command_table *);
	void (*row)(struct command_table *, const char *const *values);
	bool flag;                /* the command's own say in how begin begins */
};

/* A store callback: one row of the table (values, n of them), ctx the
 * table. */
bool command_table_row(const char *const *values, int n, void *ctx);
/* Before the store is asked, and after. */
void command_table_start(struct command_table *tb);
void command_table_end(struct command_table *tb);

/* Before the store is asked for figures: the damaged finished games left
 * out of the totals (take_out; else the caller's SQL leaves them out);
 * after: put back, and said once to people.  begin: false once the store
 * failed (refused). */
struct damaged {
	int n;
	bool left_out;
	bool taken_out;
};
bool command_stats_begin(struct tapis *t, bool take_out, struct damaged *d,
    enum cmd_status *status);
void command_stats_end(struct tapis *t, const struct damaged *d, enum rows_format format);

/* stats and leaderboard: nothing to show, no finished game (of kind,
 * with player; either may be NULL). */
void command_no_stats(struct tapis *t, const char *player, const char *kind);

#endif
