/* The one row writer of every listing (render_rows.c): a table for
 * people, or rows for scripts, tab-separated or JSON; or the people's
 * table as HTML, for the web page (tapis serve). */
#ifndef TAPIS_ROWS_H
#define TAPIS_ROWS_H

#include <stdbool.h>
#include <stddef.h>

#include "ui.h"

enum rows_format { ROWS_TABLE, ROWS_TSV, ROWS_JSON, ROWS_HTML };
#define ROWS_MAX_COLUMNS 64
#define ROWS_NONE ((size_t)-1)     /* a cell with no value */

struct rows_column {
	const char *name;         /* the TSV header's and the JSON key */
	bool raw;                 /* written as it is in JSON: a number, true, false */
	bool list;                /* ", " between items: a JSON array (of raw items if raw) */
	bool for_people;          /* a column of the table */
	bool for_scripts;         /* a column of the TSV and JSON rows */
	bool rule_set;            /* a rule set's name: to people, as they name it
	                             (engine_ruleset_shown), to scripts as stored */
};

struct rows {
	const struct ui *ui;
	enum rows_format format;
	const struct rows_column *cols;
	int ncols;
	/* The table's cells, kept until its widths are known: their texts one
	 * after the other in one block (text, used of room), each cell's
	 * offset in it (at, ROWS_NONE for none) and its width (width). */
	char *text;
	size_t used, room;
	size_t *at;
	int *width;
	int nrows, cap;
	bool titled;              /* its first row is the titles (rows_head) */
	/* Columns of the people's table (a bit each, 1 << column) drawn only
	 * where a row has a value in them, so that what no row's rules give
	 * is no column of blanks; set after rows_begin.  (Not the HTML's,
	 * drawn as the rows come.) */
	unsigned long long where_filled;
	/* Memory ran short: a row or a cell is missing (a table for people
	 * then shows none; rows_end says so, the command that one line). */
	bool failed;
};

/* The format a word asks for: --tsv, --json or --table; false if none. */
bool rows_format(const char *word, enum rows_format *f);
void rows_begin(struct rows *r, const struct ui *ui, enum rows_format format,
    const struct rows_column *cols, int ncols);
/* One row, a value a column (NULL: none). */
void rows_add(struct rows *r, const char *const *values);
/* Ends the rows (the people's table drawn); false if memory ran short
 * for one of them (nothing of the people's table drawn). */
bool rows_end(struct rows *r);
/* The titles of the people's columns (NULL: none): the table's first row,
 * the head of the HTML table; nothing for scripts. */
void rows_head(struct rows *r, const char *const *titles);
/* A number with a fraction (12.5, 33.3%) as people of the locale read it
 * (12,5 in French), into buf; anything else as it is. */
const char *rows_people_number(const char *v, char *buf, size_t len);

#endif
