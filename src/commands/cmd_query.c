/* query: the question no command answers, as SQL over the views, read
 * only, printed by the row writer. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "i18n.h"
#include "interrupt.h"
#include "render_query.h"
#include "rows.h"
#include "store_query.h"
#include "tapis.h"
#include "text.h"
#include "ui.h"

_Static_assert(STORE_QUERY_COLUMNS <= ROWS_MAX_COLUMNS, "every column a query gives is shown");

/* The most rows a table for people shows: past that, a script's rows. */
#define QUERY_TABLE_ROWS 1000
/* The most text a query prints, for scripts too: past it, it stops (the
 * fuzz build sets it smaller, as the bounds of store_query.h). */
#ifndef QUERY_OUTPUT_BYTES
#define QUERY_OUTPUT_BYTES (100LL << 20)
#endif

struct query_run {
	struct query_rows q;
	const struct ui *ui;
	enum rows_format format;
	bool begun, cut;
	long long bytes;          /* the values' text printed so far */
	bool too_much;            /* stopped past QUERY_OUTPUT_BYTES */
};

static void
on_columns(int n, const char *const *names, void *ctx)
{
	struct query_run *r = ctx;
	render_query_begin(&r->q, r->ui, r->format, n, names);
	r->begun = true;
}

static bool
on_row(int n, const char *const *values, const enum store_value *kinds, void *ctx)
{
	struct query_run *r = ctx;
	bool number[STORE_QUERY_COLUMNS];
	if (r->format == ROWS_TABLE && r->q.count == QUERY_TABLE_ROWS) {
		r->cut = true;
		return false;
	}
	for (int i = 0; i < n; i++) {
		number[i] = kinds[i] == STORE_NUMBER;
		r->bytes += values[i] != NULL ? (long long)strlen(values[i]) + 1 : 1;
	}
	if (r->bytes > QUERY_OUTPUT_BYTES) {
		r->too_much = true;
		return false;
	}
	render_query_row(&r->q, values, number);
	return true;
}

static const struct cmd_flag flags[] = {
	CMD_ROWS_FLAGS,
	{.name = "--steps", .takes = FLAG_VALUE, .value = N_("N"),
	    .needs = N_("a number of millions of steps, from 1")},
	{0},
};

/* The step budget --steps gives, in millions (0: the default); -1 once
 * refused. */
static long long
read_steps(struct tapis *t, const struct cmd_args *a)
{
	const char *typed = cmd_value(a, "--steps");
	char *end, shown[64];
	if (typed == NULL)
		return 0;
	long long n = strtoll(typed, &end, 10);
	if (end != typed && *end == '\0' && n >= 1 && n <= QUERY_STEPS_MOST)
		return n;
	command_refuse(t, _("--steps takes a whole number of millions of steps from 1 to %d, not"
	    " '%s'"), QUERY_STEPS_MOST, text_visible(typed, shown, sizeof shown));
	return -1;
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	char why[512];
	struct query_run r = {.ui = &t->ui, .format = cmd_rows_format(a)};
	const char *sql = a->argv[0];
	long long steps = read_steps(t, a);
	if (steps < 0)
		return CMD_REJECTED;
	/* Ctrl-C stops the query, not tapis, at the terminal only: a script
	 * stopped is stopped whole. */
	if (t->ui.interactive)
		interrupt_begin(t->store);
	struct store_query_fns fns = {on_columns, on_row};
	enum store_query_status s = store_query(t->store, sql, steps, &fns, &r, why, sizeof why);
	if (t->ui.interactive)
		interrupt_end();
	bool kept = !r.begun || render_query_end(&r.q, r.cut);
	/* untaken: a status outside the enum, which store_query never gives */
	switch (s) {
	case QUERY_DONE:
		if (!kept)
			return command_refuse(t, "%s", _("out of memory"));
		if (r.too_much)
			return command_refuse(t, _("the query's rows passed %lld MiB of text: stopped"
			    " after %ld rows"), QUERY_OUTPUT_BYTES >> 20, r.q.count);
		return CMD_OK;
	case QUERY_INTERRUPTED:
		return command_refuse(t, ngettext("query interrupted (Ctrl-C) after %ld row",
		    "query interrupted (Ctrl-C) after %ld rows", (unsigned long)r.q.count), r.q.count);
	case QUERY_REFUSED:
		break;
	}
	return command_refuse(t, "%s", why);
}

/* The tables and views, wherever they are typed in the SQL. */
static bool
add_relation(const char *name, void *ctx)
{
	struct completion *c = ctx;
	c->add(c, name);
	return true;
}

static void
complete(struct completion *c)
{
	if (c->flag == NULL)       /* not after --steps: a number comes there */
		store_each_relation(c->t->store, add_relation, c);
}

const struct command cmd_query = {
	.name = "query", .french = "requête",
	.usage = N_("[--tsv|--json] [--steps N] SQL"),
	.help = N_("answer a question in SQL over the stored games (read only)"),
	.details = N_("The rest of the line is one SQL statement that reads, over the views\n"
	    "the manual lists (game_list, player_results, turn_history, ...), e.g.\n"
	    "  query SELECT player, count(*) FROM player_results WHERE won GROUP BY player\n"
	    "A statement that would write, or more than one, is refused.  The table\n"
	    "shows the first 1000 rows; --tsv or --json prints them all, for scripts.\n"
	    "A query runs one second at most, and --steps N million steps of SQLite's\n"
	    "engine (300 unless told); no value it makes is over 10000000 bytes.\n"
	    "Ctrl-C stops a long query."),
	.flags = flags, .min_args = 1, .max_args = 1, .rest = true,
	.complete = complete, .exec = exec,
};
