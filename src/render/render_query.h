/* What query prints (render_query.c). */
#ifndef TAPIS_RENDER_QUERY_H
#define TAPIS_RENDER_QUERY_H

#include <stdbool.h>

#include "rows.h"
#include "ui.h"

/* The rows of a query (render_query.c): columns the query names, every
 * value shown as text with what cannot be seen escaped. */
struct query_rows {
	struct rows rows;
	struct rows_column cols[ROWS_MAX_COLUMNS];
	char *names[ROWS_MAX_COLUMNS];
	long count;
};
void render_query_begin(struct query_rows *q, const struct ui *ui, enum rows_format format,
    int n, const char *const *names);
/* One row: n values (NULL: SQL NULL), number[i] when value i is a number. */
void render_query_row(struct query_rows *q, const char *const *values, const bool *number);
/* The end; cut: only the first `count` rows were asked for.  False if
 * memory ran short for a row (the people's table then not drawn). */
bool render_query_end(struct query_rows *q, bool cut);

#endif
