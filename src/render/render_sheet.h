/* A sheet drawn from its model (sheet_model.h) alike for every game: the
 * title and the marks (render_sheet.c), the players and the last line
 * (render_standings.c), a grid (render_grid.c), a board (render_board.c),
 * columns of scores (render_columns.c),
 * and the prompt (render_prompt.c); for the families' printers
 * (render_FAMILY.c), which put the parts in their order. */
#ifndef TAPIS_RENDER_SHEET_H
#define TAPIS_RENDER_SHEET_H

#include <stddef.h>

#include "game.h"
#include "sheet_model.h"
#include "ui.h"

/* "Game #3 · booklet (booklet rules, bonus=50) · round 2 of 13", ending a
 * line: the rule set by the name shown in the language in force. */
void render_sheet_title(const struct ui *ui, const struct game *g, const struct sheet_title *t);

/* The parts of a sheet a printer draws (struct printer's sheet). */
enum sheet_parts {
	SHEET_ALL = 1,          /* every column or round, not only the newest that fit */
	SHEET_UNTITLED = 2,     /* under a heading said before it (show): no title */
};
/* What every sheet begins with, drawn from v: the title unless parts has
 * SHEET_UNTITLED; and v made that of a game given up, where g is (nobody
 * to play, no turn under way: render_view_stopped). */
void render_sheet_head(const struct ui *ui, const struct game *g, struct sheet_view *v,
    unsigned parts);
/* v as a game given up shows it, where g is one: the mark of the player
 * who was to play taken off, and the last line's facts of a game going on
 * (the turn under way, who starts a round, the last round) left out. */
void render_view_stopped(const struct game *g, struct sheet_view *v);
/* The mark beside a player's name: whose throw it is, who won, who lost
 * (the same in every game); " " for none. */
const char *render_seat_mark(const struct ui *ui, enum seat_state s);
/* The mark beside what the last entry put on a board or sheet (a pawn
 * just placed): not * , which says who won. */
const char *render_just_mark(void);
/* The line that says what the marks beside the n players' names mean,
 * those shown only; nothing where none is. */
void render_sheet_legend(const struct ui *ui, const enum seat_state *seat, int n);

/* The players, a row each with their mark and fields, then the legend
 * of the marks (render_standings.c). */
void render_standings(const struct ui *ui, const struct sheet_standings *s);
/* A player's colour by their hue (sheet_model.h), "" without colour. */
const char *render_hue(const struct ui *ui, int hue);
/* A player's fields on l, "3 placed, 9 left, count 2", without the blanks
 * before the first that part them from a name in the standings. */
struct line;
void render_seat_fields(struct line *l, const struct sheet_seat *seat);
/* A board in full, each cell its kind's name and the pawn on it
 * (render_board.c). */
void render_board(const struct ui *ui, const struct sheet_view *v);
/* The same in a few lines: a pawn, or a cell's kind in two letters, each
 * player's fields beside the first rows. */
void render_board_small(const struct ui *ui, const struct sheet_view *v);
/* The grid the players head, in bands as wide as the screen
 * (render_grid.c). */
void render_grid(const struct ui *ui, const struct sheet_view *v);
/* The columns of scores sh as written on paper, with the players'
 * marks from s: all of them, or the newest that fit
 * (render_columns.c). */
void render_score_columns(const struct ui *ui, const struct game *g,
    const struct sheet_standings *s, const struct sheet *sh, bool all);
/* What the grid's marks mean, under it: ~n~ for a cell that counts 0, (n)
 * for what a bonus still needs; each said only where the nseats players'
 * cells show it. */
void render_grid_notes(const struct ui *ui, const struct sheet_grid *grid, int nseats);
/* The sheet's last line: its facts in order, ending the line. */
void render_sheet_facts(const struct ui *ui, const struct game *g, const struct sheet_view *v);

/* The rounds played, a line each, "  round 2 (charge): best bob ...". */
void render_sheet_rounds(const struct ui *ui, const struct game *g, const struct sheet_rounds *rs);

/* Who plays next as t says, "bob throws 5 dice", on l (render_turn.c);
 * nothing once the game is over. */
void render_turn_next(const struct ui *ui, struct line *l, const struct turn_view *t);
/* How the turn under way stands as t says, "bob's turn: throw 2 of 3,
 * 6 6 2 1 5", or who plays next where it has not begun, on l. */
void render_turn_stands(const struct ui *ui, struct line *l, const struct turn_view *t);


#endif
