/* What query, rename and merge print.  A query's values come from
 * whatever the database holds or the SQL makes (char(27) is one SELECT
 * away): each is shown as text_visible shows it, in every format, so that
 * nothing reaches a terminal or a script's reader as anything but text. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "never.h"
#include "render_line.h"
#include "render_query.h"
#include "rows.h"
#include "text.h"
#include "ui.h"

/* s as text_visible shows it, in a new string (NULL stays NULL); NULL
 * with the rows failed (rows.h) if memory is short. */
static char *
visible_copy(struct query_rows *q, const char *s)
{
	if (s == NULL)
		return NULL;
	size_t len = 4 * strlen(s) + 1;     /* the most an escape makes of a byte */
	char *buf = malloc(len);
	q->rows.failed = q->rows.failed || buf == NULL;
	return buf != NULL ? text_visible(s, buf, len) : NULL;
}

void
render_query_begin(struct query_rows *q, const struct ui *ui, enum rows_format format,
    int n, const char *const *names)
{
	memset(q, 0, sizeof *q);
	/* (the query command refuses a query of more columns first) */
	if (NEVER(n > ROWS_MAX_COLUMNS))
		n = ROWS_MAX_COLUMNS;
	for (int i = 0; i < n; i++) {
		/* a name twice (SELECT 1, 1) gets a number, so that JSON keys differ */
		int twice = 1;
		for (int k = 0; k < i; k++)
			twice += strcmp(names[k], names[i]) == 0;
		char *shown = visible_copy(q, names[i]);
		/* untaken: (no name) an allocation failing, visible_copy's or SQLite's for
		 * the column's name */
		if (twice > 1 && shown != NULL) {
			size_t len = strlen(shown) + 16;
			char *numbered = malloc(len);
			/* untaken: the allocation failing (the malloc above) */
			if (numbered != NULL)
				snprintf(numbered, len, "%s_%d", shown, twice);
			free(shown);
			shown = numbered;
			/* untaken: the allocation failing, as above */
			q->rows.failed = q->rows.failed || numbered == NULL;
		}
		q->names[i] = shown;
		/* untaken: (no name) an allocation failing, as above */
		q->cols[i] = (struct rows_column){shown != NULL ? shown : "?", false, false, true, true,
		    false};
	}
	bool failed = q->rows.failed;     /* (rows_begin starts the rows afresh) */
	rows_begin(&q->rows, ui, format, q->cols, n);
	q->rows.failed = failed;
	/* people read the names above the columns */
	if (format == ROWS_TABLE)
		rows_add(&q->rows, (const char *const *)q->names);
}

void
render_query_row(struct query_rows *q, const char *const *values, const bool *number)
{
	char *shown[ROWS_MAX_COLUMNS] = {NULL};
	int n = q->rows.ncols;
	for (int i = 0; i < n; i++) {
		shown[i] = visible_copy(q, values[i]);
		/* a number is a JSON number; the rest strings, NULL null */
		q->cols[i].raw = number[i];
	}
	rows_add(&q->rows, (const char *const *)shown);
	for (int i = 0; i < n; i++)
		free(shown[i]);
	q->count++;
}

bool
render_query_end(struct query_rows *q, bool cut)
{
	const struct ui *ui = q->rows.ui;
	bool table = q->rows.format == ROWS_TABLE;
	bool kept = rows_end(&q->rows);
	for (int i = 0; i < ROWS_MAX_COLUMNS; i++)
		free(q->names[i]);
	if (!kept)
		return false;
	if (table && q->count == 0)
		fprintf(ui->out, "%s\n", _("(no rows)"));
	if (table && cut)
		put_said(ui, _("(the first %ld rows: add LIMIT, or --tsv or --json for them all)\n"),
		    q->count);
	return true;
}
