/* The Yam Master board: its cells, their names, the combinations dice make,
 * layouts read from text, and the count of aligned pawns. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "never.h"
#include "text.h"
#include "yammaster.h"

/* The standard board of tapis-games(7), YAM MASTER, row by row from a1. */
const unsigned char yammaster_standard_board[YAMMASTER_CELLS] = {
	KIND_1, KIND_3, KIND_APPEL, KIND_4, KIND_6,
	KIND_2, KIND_CARRE, KIND_SEC, KIND_FULL, KIND_5,
	KIND_SMALL, KIND_FULL, KIND_YAM, KIND_APPEL, KIND_SUITE,
	KIND_6, KIND_SEC, KIND_SUITE, KIND_SMALL, KIND_1,
	KIND_3, KIND_2, KIND_CARRE, KIND_5, KIND_4,
};

const int yammaster_kind_count[YAMMASTER_KINDS] = {
	[KIND_1] = 2, [KIND_2] = 2, [KIND_3] = 2, [KIND_4] = 2, [KIND_5] = 2, [KIND_6] = 2,
	[KIND_FULL] = 2, [KIND_SUITE] = 2, [KIND_CARRE] = 2, [KIND_SMALL] = 2, [KIND_YAM] = 1,
	[KIND_SEC] = 2, [KIND_APPEL] = 2,
};

static const char *const keys[YAMMASTER_KINDS] = {
	"1", "2", "3", "4", "5", "6", "full", "suite", "carre", "small", "yam", "sec", "appel",
};

/* The words that name each kind, matched on their folded key. */
static const char *const words[YAMMASTER_KINDS][6] = {
	{"1", NULL}, {"2", NULL}, {"3", NULL}, {"4", NULL}, {"5", NULL}, {"6", NULL},
	{"full", NULL}, {"suite", "quinte", NULL}, {"carre", "carré", NULL},
	{"small", "petit", "8", "<=8", "≤8", NULL}, {"yam", "yams", NULL}, {"sec", NULL},
	{"appel", "call", NULL},
};

const char *
yammaster_kind_key(int kind)
{
	return kind >= 0 && kind < YAMMASTER_KINDS ? keys[kind] : "?";
}

const char *
yammaster_kind_french(int kind)
{
	return kind == KIND_SMALL ? "petit" : kind == KIND_CARRE ? "carré"
	    : yammaster_kind_key(kind);
}

const char *
yammaster_kind_word(int kind, struct msg *m)
{
	msg_set_pair(m, yammaster_kind_key(kind), yammaster_kind_french(kind));
	return msg_ref(m);
}

int
yammaster_kind_find(const char *word)
{
	char *key = utf8_word_key(word);
	int found = -1;
	for (int k = 0; k < YAMMASTER_KINDS && found < 0; k++)
		for (int i = 0; words[k][i] != NULL && found < 0; i++)
			if (strcmp(words[k][i], word) == 0 ||
			    (key != NULL && strcmp(words[k][i], key) == 0))
				found = k;
	free(key);
	return found;
}

int
yammaster_major_find(const char *word)
{
	int k = yammaster_kind_find(word);
	return k >= YAMMASTER_MAJOR0 && k < YAMMASTER_MAJOR0 + YAMMASTER_MAJORS ? k : -1;
}

const char *
yammaster_cell_name(int cell, char *buf, size_t len)
{
	if (cell < 0 || cell >= YAMMASTER_CELLS)
		snprintf(buf, len, "?");
	else
		snprintf(buf, len, "%c%d", 'a' + cell % YAMMASTER_SIDE, cell / YAMMASTER_SIDE + 1);
	return buf;
}

int
yammaster_cell_find(const char *word)
{
	int col = tolower((unsigned char)word[0]) - 'a';
	if (col < 0 || col >= YAMMASTER_SIDE || word[1] < '1' || word[1] > '0' + YAMMASTER_SIDE ||
	    word[2] != '\0')
		return -1;
	return (word[1] - '1') * YAMMASTER_SIDE + col;
}

/* A board as it is read: the cells named so far, the rows, and the word
 * being read with where it began. */
struct board_read {
	unsigned char board[YAMMASTER_CELLS];
	int count[YAMMASTER_KINDS], n, rows, in_row;
	bool by_rows;             /* rows: lines, or groups between '/' */
	char word[32];
	size_t wlen;
	bool too_long;
	/* a comma stands between two cells of a row: a cell read since the
	 * row began or the last comma, and a comma still waiting for one */
	bool cell_since, comma_open;
	int line, col, wline, wcol, comma_line, comma_col;
	struct msg *why;
};

/* A comma with no cell on one side of it, where it was. */
static bool
comma_refused(struct board_read *b)
{
	msg_set(b->why, N_("line %d, column %d: a comma stands between two cells of a row, not"
	    " beside another or at the row's end"), b->comma_line, b->comma_col);
	return false;
}

/* The word read ends: the cell it names, counted (never quoted back: a
 * file named by mistake is not shown); false once refused. */
static bool
word_end(struct board_read *b)
{
	if (b->wlen == 0)
		return true;
	b->word[b->wlen] = '\0';
	int k = b->too_long ? -1 : yammaster_kind_find(b->word);
	b->wlen = 0;
	b->too_long = false;
	if (k < 0) {
		msg_set(b->why, N_("line %d, column %d: no cell of a board is named so: the cells"
		    " are 1 to 6, full, suite, carre, small, yam, sec and appel"), b->wline,
		    b->wcol);
		return false;
	}
	if (b->n < YAMMASTER_CELLS)
		b->board[b->n] = (unsigned char)k;
	b->n++;
	b->count[k]++;
	b->in_row++;
	b->cell_since = true, b->comma_open = false;
	return true;
}

/* A comma at line, col: it follows a cell, or it is an empty place
 * (1,,2), a typo to refuse. */
static bool
comma_read(struct board_read *b)
{
	if (!word_end(b))
		return false;
	b->comma_line = b->line, b->comma_col = b->col;
	if (!b->cell_since)
		return comma_refused(b);
	b->cell_since = false, b->comma_open = true;
	return true;
}

/* A row ends (a new line, a '/', the end): five cells where the board is
 * read by rows; a row of none (blank, a comment) is no row. */
static bool
row_end(struct board_read *b)
{
	if (!word_end(b))
		return false;
	if (b->comma_open)
		return comma_refused(b);
	b->cell_since = false;
	if (b->in_row == 0)
		return true;
	b->rows++;
	if (b->by_rows && b->in_row != YAMMASTER_SIDE) {
		msg_setn(b->why, "row %d of the board has %d cell, not 5",
		    "row %d of the board has %d cells, not 5", b->in_row, b->rows, b->in_row);
		return false;
	}
	b->in_row = 0;
	return true;
}

/* A character that may be in a cell's name: a letter, a digit, or one of
 * the signs of "<=8" and "≤8". */
static bool
name_char(int32_t c)
{
	return unicode_word_char(c) || c == '<' || c == '=' || c == 0x2264;
}

/* Character c at s (k bytes) read into b; false once refused. */
static bool
board_char(struct board_read *b, const char *s, size_t k, int32_t c)
{
	if (name_char(c)) {
		if (b->wlen == 0)
			b->wline = b->line, b->wcol = b->col;
		if (b->wlen + k < sizeof b->word) {
			memcpy(b->word + b->wlen, s, k);
			b->wlen += k;
		} else {
			b->too_long = true;
		}
		return true;
	}
	if (c == ' ' || c == '\t')
		return word_end(b);
	if (c == ',')
		return comma_read(b);
	if (c == '/' || c == '\n')
		return row_end(b);
	if (c == '\r' && (s[1] == '\n' || s[1] == '\0'))
		return true;             /* a file's CRLF */
	msg_set(b->why, N_("line %d, column %d: U+%04X cannot be in a board: a board holds cell"
	    " names, spaces or commas between them, a new line or a / between rows, and"
	    " # comments"), b->line, b->col, (unsigned)c);
	return false;
}

/* Reads text into b, character by character, saying where it went wrong:
 * a board may come from a file, whose content is never quoted back. */
static bool
board_scan(struct board_read *b, const char *text)
{
	bool comment = false;
	b->line = b->col = 1;
	for (const char *p = text; *p;) {
		int32_t c;
		bool hidden;
		size_t k = utf8_next(p, &c, &hidden);
		if (k == 0) {
			msg_set(b->why, N_("line %d, column %d: a byte that is not UTF-8 cannot be"
			    " in a board"), b->line, b->col);
			return false;
		}
		if (c == '#' && !comment) {
			if (!word_end(b))
				return false;
			comment = true;
		} else if (comment && c != '\n' && !hidden) {
			;                        /* a comment's text, read past */
		} else {
			if (c == '\n')
				comment = false;
			if (!board_char(b, p, k, c))
				return false;
		}
		p += k;
		if (c == '\n')
			b->line++, b->col = 1;
		else
			b->col++;
	}
	return row_end(b);
}

bool
yammaster_board_parse(const char *text, unsigned char out[YAMMASTER_CELLS], struct msg *why)
{
	struct board_read b;
	memset(&b, 0, sizeof b);
	b.why = why;
	if (strcmp(text, "standard") == 0) {
		memcpy(out, yammaster_standard_board, YAMMASTER_CELLS);
		return true;
	}
	if (strlen(text) > ENGINE_FILE_MAX) {
		msg_set(why, N_("a board is 25 cell names, not %zu bytes"), strlen(text));
		return false;
	}
	b.by_rows = strpbrk(text, "\n/") != NULL;
	if (!board_scan(&b, text))
		return false;
	if (b.by_rows ? b.rows != YAMMASTER_SIDE : b.n != YAMMASTER_CELLS) {
		msg_set(why,
		    b.by_rows ? N_("a board has five rows of five cells: this one has"
		    " %d rows") : N_("a board has 25 cells, five rows of five: this one has %d"),
		    b.by_rows ? b.rows : b.n);
		return false;
	}
	for (int k = 0; k < YAMMASTER_KINDS; k++)
		if (b.count[k] != yammaster_kind_count[k]) {
			msg_setn(why, "a board has %d cell of %s, this one %d: it must"
			    " have the cells of the standard board, in any order", "a board has %d cells"
			    " of %s, this one %d: it must have the cells of the standard board, in any"
			    " order", yammaster_kind_count[k], yammaster_kind_count[k], keys[k],
			    b.count[k]);
			return false;
		}
	memcpy(out, b.board, YAMMASTER_CELLS);
	return true;
}

void
yammaster_board_format(const unsigned char board[YAMMASTER_CELLS], char *buf, size_t len)
{
	size_t used = 0;
	if (memcmp(board, yammaster_standard_board, YAMMASTER_CELLS) == 0) {
		snprintf(buf, len, "standard");
		return;
	}
	buf[0] = '\0';
	for (int i = 0; i < YAMMASTER_CELLS && used < len; i++) {
		int w = snprintf(buf + used, len - used, "%s%s",
		    i == 0 ? "" : i % YAMMASTER_SIDE ? ","
		    : "/", yammaster_kind_key(board[i]));
		if (NEVER(w < 0))       /* (no encoding error: the names are ASCII) */
			break;
		used += (size_t)w;
	}
}

unsigned
yammaster_majors(const struct tally *t)
{
	int sum = 0, most = 0, pairs = 0, threes = 0, singles = 0;
	for (int f = 1; f <= 6; f++) {
		sum += f * t->count[f];
		if (t->count[f] > most)
			most = t->count[f];
		pairs += t->count[f] == 2;
		threes += t->count[f] == 3;
		singles += t->count[f] == 1;
	}
	if (tally_total(t) != THROWS_DICE)
		return 0;
	unsigned m = 0;
	if ((threes == 1 && pairs == 1) || most == 5)
		m |= 1u << (KIND_FULL - YAMMASTER_MAJOR0);
	if (singles == 5 && (t->count[1] == 0 || t->count[6] == 0))
		m |= 1u << (KIND_SUITE - YAMMASTER_MAJOR0);
	if (most >= 4)
		m |= 1u << (KIND_CARRE - YAMMASTER_MAJOR0);
	if (sum <= 8)
		m |= 1u << (KIND_SMALL - YAMMASTER_MAJOR0);
	if (most == 5)
		m |= 1u << (KIND_YAM - YAMMASTER_MAJOR0);
	return m;
}

bool
yammaster_makes(const struct tally *t, int kind)
{
	if (kind >= KIND_1 && kind <= KIND_6)
		return t->count[kind + 1] >= 3;
	if (kind >= YAMMASTER_MAJOR0 && kind < YAMMASTER_MAJOR0 + YAMMASTER_MAJORS)
		return (yammaster_majors(t) >> (kind - YAMMASTER_MAJOR0) & 1) != 0;
	return false;
}

#define C(col, row) ((row) * YAMMASTER_SIDE + (col))

const struct yammaster_line yammaster_lines[YAMMASTER_LINES] = {
	/* rows */
	{5, {C(0, 0), C(1, 0), C(2, 0), C(3, 0), C(4, 0)}},
	{5, {C(0, 1), C(1, 1), C(2, 1), C(3, 1), C(4, 1)}},
	{5, {C(0, 2), C(1, 2), C(2, 2), C(3, 2), C(4, 2)}},
	{5, {C(0, 3), C(1, 3), C(2, 3), C(3, 3), C(4, 3)}},
	{5, {C(0, 4), C(1, 4), C(2, 4), C(3, 4), C(4, 4)}},
	/* columns */
	{5, {C(0, 0), C(0, 1), C(0, 2), C(0, 3), C(0, 4)}},
	{5, {C(1, 0), C(1, 1), C(1, 2), C(1, 3), C(1, 4)}},
	{5, {C(2, 0), C(2, 1), C(2, 2), C(2, 3), C(2, 4)}},
	{5, {C(3, 0), C(3, 1), C(3, 2), C(3, 3), C(3, 4)}},
	{5, {C(4, 0), C(4, 1), C(4, 2), C(4, 3), C(4, 4)}},
	/* down to the right */
	{5, {C(0, 0), C(1, 1), C(2, 2), C(3, 3), C(4, 4)}},
	{4, {C(1, 0), C(2, 1), C(3, 2), C(4, 3)}},
	{3, {C(2, 0), C(3, 1), C(4, 2)}},
	{4, {C(0, 1), C(1, 2), C(2, 3), C(3, 4)}},
	{3, {C(0, 2), C(1, 3), C(2, 4)}},
	/* down to the left */
	{5, {C(4, 0), C(3, 1), C(2, 2), C(1, 3), C(0, 4)}},
	{4, {C(3, 0), C(2, 1), C(1, 2), C(0, 3)}},
	{3, {C(2, 0), C(1, 1), C(0, 2)}},
	{4, {C(4, 1), C(3, 2), C(2, 3), C(1, 4)}},
	{3, {C(4, 2), C(3, 3), C(2, 4)}},
};

/* A run of n >= 3 on a line is worth n - 2, as many runs of three as it
 * holds: the points are the runs of three of seat's pawns on the board,
 * counted from their first cell (the lines of yammaster_lines are every
 * row, column and diagonal long enough to hold one).  The playouts of the
 * advice count after every pawn: a pawn tried four ways, not every line
 * walked. */
int
yammaster_count(const int8_t cell[YAMMASTER_CELLS], int seat)
{
	static const signed char step[4][2] = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};  /* col, row */
	int points = 0;
	for (int row = 0; row < YAMMASTER_SIDE; row++)
		for (int col = 0; col < YAMMASTER_SIDE; col++) {
			if (cell[C(col, row)] != seat)
				continue;
			for (int d = 0; d < 4; d++) {
				int c2 = col + 2 * step[d][0], r2 = row + 2 * step[d][1];
				if (c2 < 0 || c2 >= YAMMASTER_SIDE || r2 >= YAMMASTER_SIDE)
					continue;
				points += cell[C(col + step[d][0], row + step[d][1])] == seat &&
				    cell[C(c2, r2)] == seat;
			}
		}
	return points;
}

bool
yammaster_line_of_five(const int8_t cell[YAMMASTER_CELLS], int seat)
{
	for (int l = 0; l < YAMMASTER_LINES; l++) {
		const struct yammaster_line *line = &yammaster_lines[l];
		int n = 0;
		if (line->n != YAMMASTER_SIDE)
			continue;
		while (n < YAMMASTER_SIDE && cell[line->cell[n]] == seat)
			n++;
		if (n == YAMMASTER_SIDE)
			return true;
	}
	return false;
}
