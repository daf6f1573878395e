/* The parts of a game's sheet as HTML (render_html_sheet.c puts them in
 * order): the players, a grid, a board, columns of scores, the rounds,
 * and the terminal's own words on a page.  Nothing but render_html*.c
 * includes this. */
#ifndef TAPIS_RENDER_HTML_PARTS_H
#define TAPIS_RENDER_HTML_PARTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "game.h"
#include "sheet_model.h"
#include "ui.h"

/* What the terminal says, written into memory by its renderers through
 * `ui` (no colour, UTF-8, no wrapping, as a script's), to be put on a
 * page: so that the page says exactly what the terminal does, in the
 * language in force (render_html_said.c). */
struct html_said {
	struct ui ui;
	char *text;
	size_t len;
};
/* False on a lack of memory (nothing to close then). */
bool html_said_open(struct html_said *s);
/* Closes s: true if something was said, to put (else nothing is left to
 * free). */
bool html_said_close(struct html_said *s);
/* Writes what was said to f, escaped: each line without the blanks
 * around it, <br /> between lines; frees it. */
void html_said_put(FILE *f, struct html_said *s);
/* Closes s and, if something was said, writes it as the element
 * <tag id="id">, a line of its own. */
void html_said_element(FILE *f, struct html_said *s, const char *tag, const char *id);
/* The same, each line an item of a list (<li>). */
void html_said_items(FILE *f, struct html_said *s);

/* The name of a player's state, as data-state says it: "to-play". */
const char *html_seat_state(enum seat_state s);
/* The mark beside a name (▸ * - as on the terminal), in its span; nothing
 * for none. */
void html_seat_mark(FILE *f, enum seat_state s);

/* " hue-N", the class of a player's colour: their hue where the game
 * gives them one (a board's tokens), else by their seat (from 0), as
 * the chart colours their line. */
void html_hue(FILE *f, const struct sheet_seat *seat, int i);

/* The players, a row each with their data-* as the export says them
 * (render_html_seats.c). */
void html_seats(FILE *f, const struct game *g, const struct sheet_view *v);
/* The grid the players head: <table id="grid"> (render_html_grid.c). */
void html_grid(FILE *f, const struct game *g, const struct sheet_view *v);
/* The board: <table id="board"> (render_html_board.c). */
void html_board(FILE *f, const struct sheet_view *v);
/* Columns of scores as on paper, where the printer keeps them: <table
 * id="columns">; the rounds played, where it lists them: <ol id="rounds">
 * (render_html_columns.c). */
void html_columns(FILE *f, const struct game *g, const struct sheet_view *v);
void html_rounds(FILE *f, const struct game *g);

#endif
