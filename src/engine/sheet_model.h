/* What a table sees of a game, as data: the sheet (its title, the
 * players with where each stands and what each holds, the facts under
 * them) and the prompt's facts.  Each family describes its game in these
 * terms (FAMILY_view.c, through the printer's describe and prompt):
 * values and states, no text made for a terminal; one renderer draws them
 * for every game (render_sheet.c, render_standings.c, render_grid.c,
 * render_board.c, render_prompt.c; render_json.c for the export's keys of
 * a player), so that the sheets read alike and a mark means one thing in
 * every game. */
#ifndef TAPIS_SHEET_MODEL_H
#define TAPIS_SHEET_MODEL_H

#include <stdbool.h>

#include "dice.h"
#include "engine.h"
#include "never.h"

/* The sheet's first line beyond the game and its rules: how far the game
 * has gone ("round 2 of 13", "charge, round 3", "24 turns, over"). */
struct sheet_title {
	/* the game is over: the title says what was played, not the round */
	bool over;
	/* the round under way, from 1 */
	int round;
	/* the rounds the game has; 0 where their number is not set */
	int rounds;
	/* over: the rounds played, or each player's turns with in_turns */
	int played;
	bool in_turns;
	/* the part of the round under way, said ("charge"), and its key in
	 * the export ("over" once over); NULL for none */
	const char *phase, *phase_key;
};

/* Where a player stands, as the sheet marks it beside the name. */
enum seat_state {
	SEAT_WAITING,           /* in play, not their throw */
	SEAT_TO_PLAY,           /* their throw (or their turn to write) */
	SEAT_WON,               /* over: first, alone or sharing the place */
	SEAT_LOST,              /* over: last, where the game names a loser */
	SEAT_PLACED,            /* over: neither */
};

/* What a player holds, one field of their row (the renderer says each
 * kind in its words and at its place). */
enum field_kind {
	FIELD_POINTS,           /* the score */
	FIELD_CROSSES,          /* crosses against the player, a mark each */
	FIELD_OPENED,           /* 1 once opened, 0 while `need` more points are wanted */
	FIELD_TOKENS,           /* tokens held */
	FIELD_OUT_AFTER,        /* out of play since the end of round `value`; 0: in */
	FIELD_PLACE,            /* the place at the end */
	FIELD_PLACED,           /* pawns on the board */
	FIELD_LEFT,             /* pawns still to place */
	FIELD_COUNT,            /* the count of the pawns' lines */
};

struct sheet_field {
	enum field_kind kind;
	int value;
	/* FIELD_OPENED: the points that open */
	int need;
	/* a rule this game does not play (crosses=0): the sheet leaves the
	 * field out, the export still says it */
	bool unshown;
};

#define SHEET_FIELDS 4

/* One player as the sheet shows them. */
struct sheet_seat {
	const char *name;
	enum seat_state state;
	/* the player's token on a board ("X"), in their colour `hue` (from
	 * 1, each player's own); NULL where the game has none */
	const char *token;
	int hue;
	int nfields;
	struct sheet_field field[SHEET_FIELDS];
};

/* The players, one a row, with their fields.  `headed`: a line above names
 * the columns (fields of one kind in every row, each under its name).
 * `in_grid`: the players head the columns of a grid the family draws
 * instead, their marks with them; no rows. */
struct sheet_standings {
	bool headed;
	bool in_grid;
	/* the names take at least this many columns */
	int name_width;
	int nseats;
	struct sheet_seat seat[ENGINE_MAX_PLAYERS];
};

/* A cell of a grid, as the sheet shows it. */
enum cell_state {
	CELL_OPEN,              /* not written yet */
	CELL_WRITTEN,           /* the value written, or a sum */
	CELL_STRUCK,            /* written but counting 0: struck out, or voided by a rule */
	CELL_NEED,              /* what is still wanted for a bonus */
};

struct sheet_cell {
	enum cell_state state;
	int value;
	/* CELL_STRUCK: struck out by another's better result (not voided) */
	bool struck_out;
};

/* What a row of a grid is, for the export. */
enum grid_row {
	GRID_ROW_SUM,           /* a sum shown, not exported */
	GRID_ROW_BOX,           /* a box a value is written in */
	GRID_ROW_BONUS,         /* the bonus (a need counts 0) */
	GRID_ROW_YAHTZEE,       /* the Yahtzee bonus */
	GRID_ROW_TOTAL,         /* a column's total */
};

#define GRID_ROWS 24
#define GRID_COLUMNS 6
#define GRID_LABEL 32

/* A sheet as a grid: the rows named down the left, each player a block
 * of `ncolumns` columns (named when more than one) under their name. */
struct sheet_grid {
	int nrows, ncolumns;
	/* a row's name, said */
	const char *row[GRID_ROWS];
	/* a row of one value for the player's whole block (their score over
	 * several columns): in its first column's cell */
	bool whole[GRID_ROWS];
	char column[GRID_COLUMNS][GRID_LABEL];
	struct sheet_cell cell[ENGINE_MAX_PLAYERS][GRID_ROWS][GRID_COLUMNS];
	/* the export's names of the columns, and of each row that is a box
	 * (its key), what each row is, and a box row's place in the export's
	 * order of the `nboxes` boxes */
	char column_key[GRID_COLUMNS][GRID_LABEL];
	const char *row_key[GRID_ROWS];
	enum grid_row role[GRID_ROWS];
	int row_box[GRID_ROWS];
	int nboxes;
	/* why struck cells count 0, said under the grid: a box struck out by
	 * a better result, Maximum not above Minimum */
	bool struck_out, pair_void;
	/* what needed cells (CELL_NEED) are wanted for: the bonus, and
	 * whether the faces' rows alone (1 to 6) count towards it */
	int bonus;
	bool bonus_faces_alone;
};

/* A score written on a sheet that grows turn after turn, as on paper. */
struct sheet_row {
	int score;
	bool struck;              /* taken back: by a penalty or a collision */
	int crosses;              /* given while this was the player's score */
};

/* One player's scores, in the order written: as many as the game's turns
 * (allocated, `cap` rows). */
struct sheet_column {
	int nrows;
	int cap;
	struct sheet_row *row;
};

/* The columns of scores of such a sheet, a player's each; the family
 * builds and frees them (farkle_sheet.c), render_columns.c draws them. */
struct sheet {
	int nplayers;
	int nrows;                /* the longest column */
	struct sheet_column col[ENGINE_MAX_PLAYERS];
	bool short_of_memory;     /* the columns could not be built for want of it */
};

#define SHEET_LABEL 48

/* A round that ended, as the sheet lists it: its part, who made the best
 * and who the lowest with what, the tokens that moved. */
struct sheet_round {
	/* the part of the round, said and by its key ("charge") */
	const char *phase, *phase_key;
	int best, lowest;         /* seats */
	/* their combinations, said, by key, and the dice */
	char best_said[SHEET_LABEL], lowest_said[SHEET_LABEL];
	const char *best_key, *lowest_key;
	struct dice best_dice, lowest_dice;
	int tokens, penalty;      /* moved for the combination, and for a nenette */
	bool from_pot;            /* taken from the pot, else given by the best */
};

/* The rounds played, in order: allocated, as many as the game has had
 * (the caller frees `round`). */
struct sheet_rounds {
	int n;
	struct sheet_round *round;
};

#define BOARD_CELLS 64

/* A cell of a board: its kind, said (where UTF-8 is wanting, `ascii`), and
 * the pawn on it. */
struct board_cell {
	const char *label, *ascii;
	/* the seat whose pawn is on it (their token and hue); -1 for none */
	int seat;
	/* the pawn the last entry placed */
	bool just;
};

/* A square board, `side` cells a row, rows from the top; side 0: none. */
struct sheet_board {
	int side;
	struct board_cell cell[BOARD_CELLS];
};

/* A fact said under the players, on the sheet's last line. */
enum fact_kind {
	FACT_POT,               /* n tokens in the pot */
	FACT_WON,               /* who won */
	FACT_LOSES_HOLDING_ALL, /* who holds every token and loses */
	FACT_STARTS_ROUND,      /* who starts round n */
	FACT_TURN,              /* how the turn under way stands (the family's own line) */
	FACT_LAST_ROUND,        /* who reached the target n, m turns left */
	FACT_LINE_OF_FIVE,      /* who made a line of five */
	FACT_ALL_PAWNS,         /* who placed every pawn */
	FACT_COUNT,             /* the count: who n, other m */
	FACT_WINS,              /* who wins (by a line of five where n is 1) */
	FACT_DRAW,              /* nobody wins */
	FACT_WINS_WITH,         /* who wins with n */
	FACT_SHARE_WIN,         /* the players of `seats` share the win with n */
	FACT_LEADERS,           /* the players of `seats` lead with n */
};

struct sheet_fact {
	enum fact_kind kind;
	const char *who, *other;
	int n, m;
	/* players by their seat in the standings, bit p for seat p */
	unsigned seats;
};

#define SHEET_FACTS 6

/* The sheet of a game as a table sees it. */
struct sheet_view {
	struct sheet_title title;
	struct sheet_standings standings;
	/* the grid the players head (standings.in_grid); nrows 0 for none */
	struct sheet_grid grid;
	struct sheet_board board;
	int nfacts;
	struct sheet_fact fact[SHEET_FACTS];
};

/* Adds fact to the sheet's last line, while there is room (SHEET_FACTS is
 * more than any game says): the one way every family fills it. */
static inline void
sheet_add_fact(struct sheet_view *v, struct sheet_fact fact)
{
	if (ALWAYS(v->nfacts < SHEET_FACTS))
		v->fact[v->nfacts++] = fact;
}

/* Who plays next and what (the answer's end, the line that starts a
 * game). */
enum next_kind {
	NEXT_NONE,              /* nobody: the game is over */
	NEXT_THROWS,            /* "bob throws" */
	NEXT_THROWS_DICE,       /* "bob throws 5 dice", with a take-over on offer where
	                         * offer_points */
	NEXT_THROWS_ROUND,      /* "bob throws (charge, round 2)" */
	NEXT_BARRAGE,           /* "bob throws for the barrage" */
	NEXT_THROWS_PAWNS,      /* "bob (O) throws, 9 pawns left" */
	NEXT_WRITES_FOR,        /* "bob writes alice's dice (6 6 6 2 5)" */
};

/* How the turn under way stands (the sheet's last line, under a board). */
enum turn_kind {
	TURN_NEXT,              /* not begun: who plays next, as next says */
	TURN_THROWING,          /* "bob's turn: throw 2 of 3, 6 6 2 1 5, keeping 6 6" */
	TURN_THREW,             /* "bob's turn: 200 points set aside, threw 5 5 3" */
	TURN_TO_THROW,          /* "bob's turn: 200 points set aside, 3 dice to throw" */
	TURN_FULL_HAND,         /* "bob's turn: 200 points set aside, full hand: throw
	                         * all 5 dice" */
};

/* Whose turn it is and how it stands, as data. */
struct turn_view {
	const char *player;
	enum next_kind next;
	enum turn_kind turn;
	/* NEXT_THROWS_DICE, TURN_TO_THROW, TURN_FULL_HAND: the dice to throw;
	 * a take-over on offer: its points and dice */
	int dice, offer_points, offer_dice;
	/* NEXT_THROWS_ROUND: the part of the round, said, and the round */
	const char *phase;
	int round;
	/* NEXT_THROWS_PAWNS: the player's token and the pawns left */
	const char *token;
	int left;
	/* NEXT_WRITES_FOR: whose dice */
	const char *thrower;
	/* the dice on the table and those kept (TURN_THROWING, NEXT_WRITES_FOR),
	 * the dice of the last throw (TURN_THREW) */
	struct dice hand, kept;
	/* TURN_THROWING: the throw made, of how many; a major called, said */
	int throw_no, throws;
	const char *called;
	/* the turn's points set aside; taken over at its start where took */
	int points;
	bool took;
	/* the throws the player may still make; the dice in hand */
	int throws_left, in_hand;
	/* the part of the round by its stored key ("charge"); a barrage under
	 * way; a major called by its key (NULL: none) */
	const char *phase_key;
	bool barrage;
	const char *call_key;
	/* the export's keys of the turn the game has (render_json.c), in this
	 * order after "player": "thrower" (where another threw), "phase",
	 * "barrage", "points", "throw", "throws_left", "dice" (the dice on
	 * the table, or in_hand where dice_in_hand), "kept", "call" */
	struct {
		bool thrower, phase, barrage, points, throw_no, throws_left, dice_in_hand, kept,
		    call;
	} keys;
};

/* What the prompt says first of the player whose throw it is. */
enum prompt_standing {
	STANDING_POINTS,        /* "bob 350 · " */
	STANDING_PAWNS,         /* "bob X, 4 left · ": the pawns still to place */
	STANDING_TOKENS,        /* "bob (3 tokens) · charge · " */
};

/* What the prompt asks of the player. */
enum prompt_ask {
	ASK_THROW_ALL,          /* "throw 5 dice> ": the turn's first throw */
	ASK_THROWS,             /* "3 throws> ": before the first, what the round allows */
	ASK_THROW_AGAIN,        /* "4 4 2 1 6 · 2 throws left> " */
	ASK_KEEP,               /* "4 4 2 1 6 · keep 4 4, 3 dice to throw> " */
	ASK_WRITE,              /* "4 4 2 1 6 · write> " */
	ASK_WRITE_FOR,          /* "write bob's 4 4 2 1 6> ": each player writes one throw */
	ASK_PLACE,              /* "4 4 2 1 6 · place or pass> " */
	ASK_TAKE_OR_THROW,      /* "take 300 with 2 or throw 6> ": points left on the table */
	ASK_SET_ASIDE,          /* "turn 300 · 3 dice> " */
	ASK_FULL_HAND,          /* "turn 300 · full hand, 6 dice> " */
};

/* The facts the prompt says: whose throw it is, how they stand, what is
 * asked, with the dice on the table. */
struct prompt_facts {
	/* whose throw; NULL when nobody's (the prompt is then "> ") */
	const char *player;
	enum prompt_standing standing;
	/* the points, the pawns left or the tokens, as standing says */
	int held;
	/* the player's mark on the board (STANDING_PAWNS) */
	const char *mark;
	/* the part of the round, said (STANDING_TOKENS) */
	const char *phase;
	/* a combination called before the throw, said; NULL for none */
	const char *called;
	enum prompt_ask ask;
	/* the dice on the table, and those kept of them (ASK_KEEP) */
	struct dice hand, kept;
	/* the dice a throw of the game has */
	int dice;
	int throws_left;
	/* the first round: the prompt teaches how a throw is typed */
	bool teach;
	/* whose throw is written (ASK_WRITE_FOR) */
	const char *writer;
	/* the turn's points, or those offered (ASK_TAKE_OR_THROW) with the
	 * dice they come with */
	int points, with;
	/* the dice the next throw throws (ASK_TAKE_OR_THROW, ASK_SET_ASIDE,
	 * ASK_FULL_HAND) */
	int to_throw;
};

#endif
