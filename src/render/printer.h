/* What each family gives the renderer: how its games are printed
 * (render_FAMILY.c), reached through the family table (engine.h). */
#ifndef TAPIS_PRINTER_H
#define TAPIS_PRINTER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "game.h"
#include "ui.h"

struct line;
struct sheet_view;
struct prompt_facts;
struct outcome_event;
struct turn_view;
struct sheet_rounds;
struct sheet;

/* How one family's games are printed (render_FAMILY.c), reached through
 * the family table (engine.h).  What is common stays in render.c. */
struct printer {
	/* whose turn it is and how it stands (FAMILY_view.c, no printing),
	 * which render_turn.c says: "bob throws 5 dice", "bob's turn: 200
	 * points set aside, 3 dice to throw" */
	void (*turn)(const struct game *g, struct turn_view *t);
	/* what an entry did, as an event (event_model.h, FAMILY_view.c, no
	 * printing), which render_event.c draws as the answer to it and
	 * render_json.c writes */
	void (*event)(const struct game *g, const struct action *a, const union outcome *o,
	    struct outcome_event *ev);
	/* Optional: the sheet's parts in the family's order, drawn with
	 * render_sheet.h, the title and the marks by render_sheet_head (parts:
	 * SHEET_ALL every column or round, not only the newest that fit;
	 * SHEET_UNTITLED under a heading of its own); NULL: the model's
	 * title, players and last line, all a game without a grid, a board
	 * or columns needs (render_game.c).  False if memory ran short for a
	 * part of it (drawn without it). */
	bool (*sheet)(const struct ui *ui, const struct game *g, unsigned parts);
	/* the facts of the prompt while the game is played (FAMILY_view.c),
	 * which render_prompt.c says alike for every game */
	void (*prompt)(const struct game *g, struct prompt_facts *f);
	/* what some dice are worth under rules; NULL where the game has no such
	 * question */
	void (*eval)(const struct ui *ui, const void *rules, const struct dice *d);
	/* what the entries that may have come first did, for the question
	 * that asks which, of one die and of more: "set aside" (1 1 or 1
	 * 5?); said by ngettext, since French agrees it ("gardé", "gardés") */
	const char *ask_first[2];
	/* what chart draws of a game that counts otherwise than points turn
	 * by turn: its title ("tokens after each round") and the steps of its
	 * axis ("round"); NULL: the score after each turn */
	const char *chart_title, *chart_axis;
	/* what a table sees of a game, as the sheet's model (sheet_model.h,
	 * FAMILY_view.c) */
	void (*describe)(const struct game *g, struct sheet_view *v);
	/* the sheet drawn under the line that starts a game (a board whose
	 * cells the players must see to name them) */
	bool sheet_at_start;
	/* the rounds played, as the sheet lists them (sheet all, the export),
	 * into rs, allocated; false on a lack of memory or a log that does
	 * not replay.  NULL where a game has no rounds to list */
	bool (*rounds)(const struct game *g, struct sheet_rounds *rs);
	/* Optional: the columns of scores written, as on paper (struct
	 * sheet, sheet_model.h), into sh, for a page to draw them whole
	 * (render_html_columns.c); false on a lack of memory or a log that
	 * does not replay, sh then holding nothing.  The caller frees them
	 * with columns_free.  NULL where the game keeps no such columns. */
	bool (*columns)(struct sheet *sh, const struct game *g);
	void (*columns_free)(struct sheet *sh);
	/* what rules say beyond the options, after them (a Yams sheet's
	 * boxes); NULL for nothing */
	void (*rules)(const struct ui *ui, const void *rules);
};

#endif
