/* The one row writer of every listing (games, presets, and the history to
 * come): a table for people, or rows for scripts, tab-separated with a
 * header line or one JSON object a line.  Part of the renderer. */
#include "config.h"

#include <ctype.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "engine.h"
#include "html.h"
#include "json.h"
#include "never.h"
#include "render_line.h"
#include "rows.h"
#include "text.h"
#include "ui.h"

bool
rows_format(const char *word, enum rows_format *f)
{
	static const struct {
		const char *name;
		enum rows_format format;
	} formats[] = {{"--tsv", ROWS_TSV}, {"--json", ROWS_JSON}, {"--table", ROWS_TABLE}};
	for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++)
		if (strcasecmp(word, formats[i].name) == 0) {
			*f = formats[i].format;
			return true;
		}
	return false;
}

void
rows_begin(struct rows *r, const struct ui *ui, enum rows_format format,
    const struct rows_column *cols, int ncols)
{
	memset(r, 0, sizeof *r);
	r->ui = ui;
	r->format = format;
	r->cols = cols;
	/* (every table has fewer: a query of more is refused first, and
	 * test_declarations_whole holds the families' tables to it) */
	r->ncols = NEVER(ncols > ROWS_MAX_COLUMNS) ? ROWS_MAX_COLUMNS : ncols;
	if (format == ROWS_HTML)
		fputs("<div class=\"scroll\"><table class=\"rows\">\n", ui->out);
	if (format != ROWS_TSV)
		return;
	int shown = 0;
	for (int c = 0; c < r->ncols; c++)
		if (cols[c].for_scripts)
			fprintf(ui->out, "%s%s", shown++ ? "\t" : "", cols[c].name);
	fputc('\n', ui->out);
}

/* A cell for a tab-separated line: tabs and line ends become spaces, and
 * what cannot be seen (read from a file, it may hold anything) is shown as
 * a visible escape, as in the people's table. */
static void
put_tsv(struct rows *r, FILE *f, const char *v)
{
	char *shown = NULL;
	if (!utf8_valid(v) || text_has_hidden_but(v, "\t\r\n")) {
		size_t len = strlen(v) * 10 + 1;     /* room for the longest escapes */
		shown = malloc(len);
		/* (never as it is: what is hidden is shown, or nothing is) */
		/* untaken: the allocation failing (the malloc above) */
		v = shown != NULL ? text_visible(v, shown, len) : "";
		/* untaken: the allocation failing, as above */
		r->failed = r->failed || shown == NULL;
	}
	for (; *v; v++)
		fputc(*v == '\t' || *v == '\n' || *v == '\r' ? ' ' : *v, f);
	free(shown);
}

/* "a, b" as ["a","b"]: the items of a list column (names hold no space);
 * of a raw one, "1, 2" as [1,2]. */
static void
put_json_list(FILE *f, const char *v, bool raw)
{
	fputc('[', f);
	for (int n = 0; *v; n++) {
		const char *end = strstr(v, ", ");
		size_t len = end ? (size_t)(end - v) : strlen(v);
		char item[256];
		snprintf(item, sizeof item, "%.*s", (int)(len < sizeof item ? len : sizeof item - 1), v);
		if (n > 0)
			fputc(',', f);
		if (raw)
			fputs(item, f);
		else
			json_string(f, item);
		v += len + (end ? 2 : 0);
	}
	fputc(']', f);
}

/* The decimal point of the user's locale (LC_NUMERIC of the environment:
 * the program's own stays "C", for the rows of scripts); "." if none. */
static const char *
decimal_point(void)
{
	static char point[8];
	if (point[0] == '\0') {
		locale_t user = newlocale(LC_NUMERIC_MASK, "", (locale_t)0);
		/* untaken: newlocale failing on the locale setlocale took; every locale
		 * names its point */
		const char *p = user != (locale_t)0 ? nl_langinfo_l(RADIXCHAR, user) : NULL;
		/* untaken: newlocale failing, as above; every locale names its point */
		snprintf(point, sizeof point, "%s", p != NULL && *p ? p : ".");
		/* untaken: newlocale failing, as above */
		if (user != (locale_t)0)
			freelocale(user);
	}
	return point;
}

/* A number with a fraction (12.5, -0.25, 33.3%), as people of the locale
 * read it (12,5 in French), into buf; anything else as it is. */
const char *
rows_people_number(const char *v, char *buf, size_t len)
{
	const char *p = v + (*v == '-');
	size_t whole = strspn(p, "0123456789");
	if (whole == 0 || p[whole] != '.' || !isdigit((unsigned char)p[whole + 1]))
		return v;
	const char *end = p + whole + 1 + strspn(p + whole + 1, "0123456789");
	if (*end != '\0' && strcmp(end, "%") != 0)
		return v;
	/* (pieces copied, not snprintf: a stats table has thousands of these) */
	const char *part[] = {v, decimal_point(), p + whole + 1};
	size_t plen[] = {(size_t)(p - v) + whole, strlen(part[1]), strlen(part[2])}, n = 0;
	for (int i = 0; i < 3 && len > 0; i++) {
		size_t k = plen[i] < len - 1 - n ? plen[i] : len - 1 - n;
		memcpy(buf + n, part[i], k);
		n += k;
	}
	if (len > 0)
		buf[n] = '\0';
	return buf;
}

/* A people's cell of an HTML table: what a table shows, escaped;
 * numbers to the right. */
static void
put_html_cell(FILE *f, const struct rows_column *col, const char *v, const char *tag)
{
	char number[64];
	if (v != NULL && col->rule_set)
		v = engine_ruleset_shown(v);
	fprintf(f, "<%s%s>", tag, col->raw ? " class=\"num\"" : "");
	html_text(f, v != NULL ? rows_people_number(v, number, sizeof number) : "");
	fprintf(f, "</%s>", tag);
}

/* A row of the people's table as HTML, opening its body first. */
static void
put_html_row(struct rows *r, const char *const *values)
{
	FILE *f = r->ui->out;
	if (r->nrows++ == 0)
		fputs("<tbody>\n", f);
	fputs("<tr>", f);
	for (int c = 0; c < r->ncols; c++)
		if (r->cols[c].for_people)
			put_html_cell(f, &r->cols[c], values[c], "td");
	fputs("</tr>\n", f);
}

void
rows_head(struct rows *r, const char *const *titles)
{
	if (r->format == ROWS_TABLE) {
		bool first = r->nrows == 0;
		rows_add(r, titles);
		/* untaken: (not first) the titles come before any row */
		r->titled = first && r->nrows == 1;   /* (kept: memory did not run out) */
		return;
	}
	if (r->format != ROWS_HTML || titles == NULL)
		return;
	static const struct rows_column title = {"", false, false, true, false, false};
	fputs("<thead><tr>", r->ui->out);
	for (int c = 0; c < r->ncols; c++)
		if (r->cols[c].for_people)
			put_html_cell(r->ui->out, &title, titles[c], "th");
	fputs("</tr></thead>\n", r->ui->out);
}

/* The most a cell of the people's table shows, its NUL included (a value
 * longer than that is cut at a character). */
#define ROWS_CELL 1024

/* Room in r->text for one more cell; false if memory is short.  (Twice
 * the room, or 16 KB, has room for a cell.) */
static bool
cell_room(struct rows *r)
{
	if (r->room - r->used >= ROWS_CELL)
		return true;
	size_t room = r->room ? r->room * 2 : 16384;
	char *text = realloc(r->text, room);
	if (text == NULL)
		return false;
	r->text = text;
	r->room = room;
	return true;
}

/* Room for twice as many rows of the people's table; false if memory is
 * short. */
static bool
rows_grow(struct rows *r)
{
	int cap = r->cap ? r->cap * 2 : 32;
	size_t cells = (size_t)cap * (size_t)r->ncols;
	size_t *at = realloc(r->at, cells * sizeof *at);
	if (at != NULL)
		r->at = at;
	int *width = at != NULL ? realloc(r->width, cells * sizeof *width) : NULL;
	if (width == NULL)
		return false;
	r->width = width;
	r->cap = cap;
	return true;
}

/* Cell c of row i of the people's table, NULL where it has none. */
static const char *
cell(const struct rows *r, int i, int c)
{
	size_t at = r->at[i * r->ncols + c];
	return at == ROWS_NONE ? NULL : r->text + at;
}

void
rows_add(struct rows *r, const char *const *values)
{
	FILE *f = r->ui->out;
	int shown = 0;
	/* untaken: (no case) the value is one of the enum's, each a case */
	switch (r->format) {
	case ROWS_TSV:
		for (int c = 0; c < r->ncols; c++)
			if (r->cols[c].for_scripts) {
				if (shown++)
					fputc('\t', f);
				put_tsv(r, f, values[c] ? values[c] : "");
			}
		fputc('\n', f);
		return;
	case ROWS_JSON:
		fputc('{', f);
		for (int c = 0; c < r->ncols; c++) {
			if (!r->cols[c].for_scripts)
				continue;
			if (shown++)
				fputc(',', f);
			json_string(f, r->cols[c].name);   /* a query names its own */
			fputc(':', f);
			if (values[c] == NULL)
				fputs("null", f);
			else if (r->cols[c].list)
				put_json_list(f, values[c], r->cols[c].raw);
			else if (r->cols[c].raw)
				fputs(values[c], f);
			else
				json_string(f, values[c]);
		}
		fputs("}\n", f);
		return;
	case ROWS_HTML:
		put_html_row(r, values);
		return;
	case ROWS_TABLE:
		break;
	}
	/* People's table: kept until the end, when the widths are known; what
	 * was read from the file is shown as text whatever it holds. */
	if (r->nrows == r->cap && !rows_grow(r)) {
		r->failed = true;
		return;
	}
	for (int c = 0; c < r->ncols; c++) {
		size_t *at = &r->at[r->nrows * r->ncols + c];
		const char *v = values[c] != NULL && r->cols[c].rule_set
		    ? engine_ruleset_shown(values[c]) : values[c];
		*at = ROWS_NONE;
		if (v == NULL || !r->cols[c].for_people)
			continue;
		if (!cell_room(r)) {
			r->failed = true;
			continue;
		}
		char number[64];
		*at = r->used;
		v = rows_people_number(v, number, sizeof number);
		/* (printable ASCII, most cells, is its own text and width) */
		size_t n = 0;
		while ((unsigned char)v[n] >= 0x20 && (unsigned char)v[n] < 0x7f)
			n++;
		if (v[n] == '\0' && n < ROWS_CELL) {
			memcpy(r->text + r->used, v, n + 1);
			r->width[r->nrows * r->ncols + c] = (int)n;
		} else {
			char *text = text_visible(v, r->text + r->used, ROWS_CELL);
			n = strlen(text);
			r->width[r->nrows * r->ncols + c] = text_width(text);
		}
		r->used += n + 1;
	}
	r->nrows++;
}

/* Which columns the people's table shows: its own, but one shown only
 * where filled that no row (its titles apart) has a value in. */
static void
table_columns(const struct rows *r, bool *shown)
{
	for (int c = 0; c < r->ncols; c++) {
		shown[c] = r->cols[c].for_people;
		if (!shown[c] || !(r->where_filled >> c & 1))
			continue;
		shown[c] = false;
		for (int i = r->titled ? 1 : 0; i < r->nrows && !shown[c]; i++) {
			const char *v = cell(r, i, c);
			shown[c] = v != NULL && v[0] != '\0';
		}
	}
}

/* A line of the people's table, written in one piece (a table of 100,000
 * games is 1.1 million cells and blanks). */
struct line_out {
	FILE *f;
	size_t n;
	char text[4096];
};

/* (what it is handed at once: a cell, or blanks) */
_Static_assert(ROWS_CELL <= sizeof ((struct line_out *)0)->text, "a cell fits a line");

/* k bytes of s (at most a cell) added to o's line (what came before
 * written if full). */
static void
line_out(struct line_out *o, const char *s, size_t k)
{
	if (o->n + k > sizeof o->text) {
		fwrite(o->text, 1, o->n, o->f);
		o->n = 0;
	}
	memcpy(o->text + o->n, s, k);
	o->n += k;
}

/* The rows of a table in columns col[0..n) (widths width), gap blanks
 * between them. */
static void
put_band(const struct rows *r, const int *col, const int *width, int n, int gap)
{
	for (int i = 0; i < r->nrows; i++) {
		/* no blanks after the last cell that has something */
		int last = -1;
		for (int k = 0; k < n; k++)
			if (cell(r, i, col[k]) != NULL && cell(r, i, col[k])[0] != '\0')
				last = k;
		struct line_out o;        /* (its text not cleared: 4 KB a row) */
		o.f = r->ui->out;
		o.n = 0;
		for (int k = 0; k <= last; k++) {
			const char *v = cell(r, i, col[k]);
			if (v != NULL)
				line_out(&o, v, strlen(v));
			for (int b = k < last ? width[k] + gap -
			    (v ? r->width[i * r->ncols + col[k]] : 0) : 0; b > 0; b -= 32)
				line_out(&o, "                                ", b < 32 ? (size_t)b : 32);
		}
		line_out(&o, "\n", 1);
		fwrite(o.text, 1, o.n, o.f);
	}
}

/* The columns that say which row is which, repeated in each band of a
 * table too wide for the terminal: those before the first whose cells
 * (under the titles) are numbers, a rule set's name ("10000") not one;
 * all but the last column at most. */
static int
key_columns(const struct rows *r, const int *col, int n)
{
	int keys = 0;
	for (; keys + 1 < n; keys++)
		for (int i = r->titled ? 1 : 0; i < r->nrows && !r->cols[col[keys]].rule_set; i++) {
			const char *v = cell(r, i, col[keys]);
			if (v != NULL && (isdigit((unsigned char)v[0]) || v[0] == '-'))
				return keys;
		}
	return keys;
}

/* A people's table as wide as the terminal lets it be: its columns two
 * blanks apart, or one where that makes it fit; else in bands of the
 * columns that fit, one under the other, each after the first led by the
 * columns that say which row is which. */
static void
put_table(const struct rows *r, const int *col, const int *width, int n)
{
	int room = ui_width(r->ui), total = 0;
	for (int k = 0; k < n; k++)
		total += width[k] + (k > 0 ? 2 : 0);
	if (room == 0 || total <= room || total - (n - 1) <= room) {
		put_band(r, col, width, n, room == 0 || total <= room ? 2 : 1);
		return;
	}
	int keys = key_columns(r, col, n);
	for (int from = 0; from < n;) {
		int band[ROWS_MAX_COLUMNS], bandw[ROWS_MAX_COLUMNS], m = 0, used = 0;
		for (int k = 0; from > 0 && k < keys; k++, m++)
			band[m] = col[k], bandw[m] = width[k], used += width[k] + 2;
		/* one column at least past the keys, whatever its width */
		for (int lead = m; from < n && (m == lead || used + width[from] <= room); from++, m++)
			band[m] = col[from], bandw[m] = width[from], used += width[from] + 2;
		if (from < keys)
			keys = from;      /* (keys wider than the terminal: those shown) */
		put_band(r, band, bandw, m, 2);
		if (from < n)
			fputc('\n', r->ui->out);
	}
}

bool
rows_end(struct rows *r)
{
	if (r->format == ROWS_HTML) {
		fputs(r->nrows > 0 ? "</tbody></table></div>\n" : "</table></div>\n", r->ui->out);
		r->nrows = 0;           /* counted, none kept */
	}
	if (r->format == ROWS_TABLE && !r->failed) {
		int width[ROWS_MAX_COLUMNS] = {0}, col[ROWS_MAX_COLUMNS], ncol = 0;
		bool shown[ROWS_MAX_COLUMNS];
		table_columns(r, shown);
		for (int c = 0; c < r->ncols; c++)
			if (shown[c])
				col[ncol++] = c;      /* (the others never looked at again) */
		for (int i = 0; i < r->nrows; i++)
			for (int k = 0; k < ncol; k++)
				if (cell(r, i, col[k]) != NULL && r->width[i * r->ncols + col[k]] > width[k])
					width[k] = r->width[i * r->ncols + col[k]];
		put_table(r, col, width, ncol);
	}
	free(r->text);
	free(r->at);
	free(r->width);
	r->text = NULL;
	r->at = NULL;
	r->width = NULL;
	r->used = r->room = 0;
	return !r->failed;
}
