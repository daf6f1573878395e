/* The common table of stats, leaderboard and versus (command_table.c). */
#ifndef TAPIS_COMMAND_TABLE_H
#define TAPIS_COMMAND_TABLE_H

#include <stdbool.h>

#include "render_stats.h"

struct command_table {
	struct stats_feed *feed;
	struct rows r;
	bool begun;
	int rows;
	const char *a, *b;        /* versus: the two players */
	void (*begin)(struct command_table *);
	void (*row)(struct command_table *, const char *const *values);
};

/* A store callback: one row of the table (values, n of them), ctx the
 * table. */
bool command_table_row(const char *const *values, int n, void *ctx);
/* Before the store is asked, and after. */
void command_table_start(struct command_table *tb);
void command_table_end(struct command_table *tb);

#endif
