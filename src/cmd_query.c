/* query: the question no command answers, as SQL over the views, read
 * only, printed by the row writer. */
#include "config.h"

#include <ctype.h>
#include <string.h>

#include "command.h"
#include "i18n.h"
#include "interrupt.h"
#include "store_query.h"
#include "tapis.h"

_Static_assert(STORE_QUERY_COLUMNS <= ROWS_MAX_COLUMNS, "every column a query gives is shown");

/* The most rows a table for people shows: past that, a script's rows. */
#define QUERY_TABLE_ROWS 1000

struct query_run {
	struct query_rows q;
	const struct ui *ui;
	enum rows_format format;
	bool begun, cut;
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
	for (int i = 0; i < n; i++)
		number[i] = kinds[i] == STORE_NUMBER;
	render_query_row(&r->q, values, number);
	return true;
}

enum cmd_status
cmd_query(struct tapis *t, int argc, char **argv)
{
	(void)argc;
	char why[512];
	struct query_run r = {.ui = &t->ui, .format = ROWS_TABLE};
	/* The line's rest is the SQL, after a --tsv, --json or --table (a
	 * "-- " that starts a comment of SQL is no flag). */
	char *sql = argv[0];
	if (sql[0] == '-' && sql[1] == '-' && isalpha((unsigned char)sql[2])) {
		size_t len = strcspn(sql, " \t\r\n");
		char word[64];
		snprintf(word, sizeof word, "%.*s", (int)(len < sizeof word ? len : sizeof word - 1),
		    sql);
		bool seen = false;
		enum cmd_status status = CMD_REJECTED;
		if (command_rows_flag(t, "query", NULL, word, &r.format, &seen, &status) <= 0)
			return status;
		sql += len;
		sql += strspn(sql, " \t\r\n");
		if (*sql == '\0')
			return command_refuse(t, _("usage: query [--tsv|--json] SQL"));
	}
	/* Ctrl-C stops the query, not tapis, at the terminal only: a script
	 * stopped is stopped whole. */
	if (t->ui.interactive)
		interrupt_begin(t->store);
	struct store_query_fns fns = {on_columns, on_row};
	enum store_query_status s = store_query(t->store, sql, &fns, &r, why, sizeof why);
	if (t->ui.interactive)
		interrupt_end();
	if (r.begun)
		render_query_end(&r.q, r.cut);
	switch (s) {
	case QUERY_DONE:
		return CMD_OK;
	case QUERY_INTERRUPTED:
		return command_refuse(t, ngettext("query interrupted (Ctrl-C) after %ld row",
		    "query interrupted (Ctrl-C) after %ld rows", (unsigned long)r.q.count), r.q.count);
	case QUERY_REFUSED:
		break;
	}
	return command_refuse(t, "%s", why);
}
