/* The renderer's own pieces, shared by render.c and each family's printing
 * file (render_FAMILY.c): lines built in pieces, wrapped to the terminal,
 * with colour where the terminal takes it.  Nothing else includes this. */
#ifndef TAPIS_RENDER_LINE_H
#define TAPIS_RENDER_LINE_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#include "render.h"

enum paint { BOLD, RED, GREEN, YELLOW, DIM, RESET };

/* A line built in pieces, printed whole. */
struct line {
	size_t len;
	char text[1024];
};

/* The terminal's width now (it may have been resized); 0: never wrap. */
int ui_width(const struct ui *ui);
/* The code for p, or "" without colour. */
const char *ui_paint(const struct ui *ui, enum paint p);
/* The same, marked for readline as taking no room in a prompt. */
const char *prompt_paint(const struct ui *ui, enum paint p, char *buf, size_t len);
/* " · " where the terminal speaks UTF-8, else " - ". */
const char *ui_dot(const struct ui *ui);
/* Writes text to f, breaking it at spaces so that no line passes width
 * (0: never); lines after the first are indented by `indent`. */
void put_wrapped(FILE *f, const char *text, int first, int indent, int width);
/* Each line of text so, what follows a break four columns in (under a
 * line's text, the lines of a message start at most two in). */
void put_lines(FILE *f, const char *text, int width);
/* fmt with its arguments so, at the terminal's width (as it is in a
 * script). */
void put_said(const struct ui *ui, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void put_saidv(const struct ui *ui, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));

void line_start(struct line *l);
void line_add(struct line *l, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* s added as it is: line_add(l, "%s", s) without reading a format. */
void line_put(struct line *l, const char *s);
/* Prints l as an answer: indented, wrapped. */
void line_print(const struct ui *ui, const struct line *l);

/* A number of tokens as said ("2 tokens", "no tokens"), into buf. */
const char *render_tokens(int n, char *buf, size_t len);
/* How games of engine e are printed (the family table, engine.h). */
const struct printer *render_printer(const struct engine *e);
/* The title of rule set `ruleset` ("booklet rules", "saved preset"). */
const char *render_ruleset_title(const char *ruleset);
/* True when the messages are in French (the catalogue says so): the
 * options and rule sets are then shown by their French names. */
bool render_french_names(void);
/* How a stored game stands, as the list of games says it ("alice won",
 * "playing", "damaged"), into buf. */
struct store_game_row;
const char *render_game_state(const struct store_game_row *row, char *buf, size_t len);
/* ", name=value" for each option of g that differs from the built-in rule
 * set it started from: the house rules, said back. */
void line_add_changes(struct line *l, const struct game *g);

#endif
