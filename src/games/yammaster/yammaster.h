/* Yam Master: two players, twelve pawns each, a 5 x 5 board of
 * combination cells (tapis-games(7), YAM MASTER).  Everything here is pure: no
 * I/O, no globals, and the state is a plain value that can be copied. */
#ifndef TAPIS_YAMMASTER_H
#define TAPIS_YAMMASTER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dice.h"
#include "engine.h"
#include "throws.h"

#define YAMMASTER_SIDE 5
#define YAMMASTER_CELLS (YAMMASTER_SIDE * YAMMASTER_SIDE)
#define YAMMASTER_PAWNS 12               /* each player's */
#define YAMMASTER_PLAYERS 2
#define YAMMASTER_LINES 20               /* rows, columns and diagonals of 3 cells or more */

/* What a cell takes.  The numbers take three or more dice of their face;
 * the majors are the five combinations a call can name. */
enum yammaster_kind {
	KIND_1, KIND_2, KIND_3, KIND_4, KIND_5, KIND_6,
	KIND_FULL, KIND_SUITE, KIND_CARRE, KIND_SMALL, KIND_YAM,
	KIND_SEC, KIND_APPEL, YAMMASTER_KINDS
};
#define YAMMASTER_MAJOR0 KIND_FULL       /* the majors: KIND_FULL .. KIND_YAM */
#define YAMMASTER_MAJORS 5

/* The cells a board has, each so many times; a board file is any
 * arrangement of them. */
extern const int yammaster_kind_count[YAMMASTER_KINDS];

struct yammaster_rules {
	unsigned char board[YAMMASTER_CELLS];  /* the kind of each cell, a1 b1 ... e5 */
	bool five_wins;           /* a line of five wins at once, whatever the count */
	bool predator;            /* a Yam may take an opponent's pawn off */
};

/* ---- the board, its cells and their combinations (yammaster_board.c) */

extern const unsigned char yammaster_standard_board[YAMMASTER_CELLS];
/* A kind's name as typed and stored ("full", "small"...), and as the board
 * shows it ("Full", "<=8" or "≤8"). */
const char *yammaster_kind_key(int kind);
/* m becomes the kind as messages say it (in French, small is petit);
 * returns msg_ref(m), for the %s of another message. */
/* A kind's key as a French table types it: small is petit, carre carré. */
const char *yammaster_kind_french(int kind);
const char *yammaster_kind_word(int kind, struct msg *m);
/* The same as people read it, in the language of the messages
 * (yammaster_words.c). */
const char *yammaster_kind_said(int kind);
const char *yammaster_kind_label(int kind, bool utf8);
/* The kind a word names (any case, accents or not: "carré", "quinte",
 * "8"); -1 if none. */
int yammaster_kind_find(const char *word);
/* The major a word names after `call` (full, suite, carre, small, yam, and
 * their other names); -1 if none. */
int yammaster_major_find(const char *word);
/* "c3" for cell 12; a cell's index from its name (any case), -1 if none. */
const char *yammaster_cell_name(int cell, char *buf, size_t len);
int yammaster_cell_find(const char *word);

/* A layout read from text: 25 names, by rows (separated by blanks, '/' or
 * new lines).  False, with why, unless it has exactly the cells of a
 * board (yammaster_kind_count). */
bool yammaster_board_parse(const char *text, unsigned char board[YAMMASTER_CELLS], struct msg *why);
/* A layout as yammaster_board_parse reads it: "standard" for the standard one,
 * else the rows' names joined by ',' and '/'. */
void yammaster_board_format(const unsigned char board[YAMMASTER_CELLS], char *buf, size_t len);

/* The majors dice t make, a bit each (1 << (kind - YAMMASTER_MAJOR0)). */
unsigned yammaster_majors(const struct tally *t);
/* Whether dice t make the combination of kind (a number or a major;
 * never Sec or Appel, which depend on the turn). */
bool yammaster_makes(const struct tally *t, int kind);

/* The lines of the board that count: each a run of cells. */
struct yammaster_line {
	int n;
	unsigned char cell[YAMMASTER_SIDE];
};
extern const struct yammaster_line yammaster_lines[YAMMASTER_LINES];
/* Points of seat's pawns on board cells (cell[i] the seat there, -1 none):
 * each unbroken run of 3 on a line 1, of 4 2, of 5 3. */
int yammaster_count(const int8_t cell[YAMMASTER_CELLS], int seat);
/* Whether seat holds a whole line of five. */
bool yammaster_line_of_five(const int8_t cell[YAMMASTER_CELLS], int seat);

/* ---- the game (yammaster_turn.c) */

enum yammaster_verb { YAMMASTER_THROW, YAMMASTER_KEEP, YAMMASTER_CALL, YAMMASTER_PLACE,
    YAMMASTER_PASS, YAMMASTER_REMOVE, YAMMASTER_VERBS };

struct yammaster_state {
	struct engine_head head;  /* as shared code reads it: the engine's apply sets it */
	int current;              /* whose turn it is */
	struct throws turn;
	uint8_t sec;              /* the majors the first throw made (bits) */
	int8_t call;              /* the major called, -1 none */
	bool call_after_sec;      /* called after a sec: any major answers it */
	bool call_lapsed;         /* ... but no die of the sec was thrown again */
	int8_t cell[YAMMASTER_CELLS];    /* whose pawn is on each cell, -1 none */
	int placed[YAMMASTER_PLAYERS];   /* pawns on the board */
	int turns;                /* turns ended */
	bool over;
	int winner;               /* -1 while playing, or on a draw */
	int line_of_five;         /* who completed one, -1 none */
	int score[YAMMASTER_PLAYERS];    /* each player's count now */
};

/* What one entry did. */
struct yammaster_outcome {
	int seat;
	int verb;
	int throw_no;             /* the throw the entry made or followed */
	struct throw_made made;   /* a throw */
	struct dice hand;         /* the five dice now */
	bool sec;                 /* a throw: the first made a major */
	bool lapsed;              /* a throw: a call after a sec lapsed */
	int call;                 /* a call: the major */
	int cell;                 /* a place or a remove: where */
	int kind;                 /* a place: what the cell is */
	bool by_sec, by_appel;    /* a place: on a Sec or an Appel cell */
	int removed_from;         /* a remove: whose pawn */
	bool five;                /* the place completed a line of five */
	int score_after;
	bool game_over;
	int winner;
};

void yammaster_start(struct yammaster_state *st);
/* Applies one entry of the player whose turn it is.  On success fills out
 * and moves st on; on refusal leaves st as it was and says which rule in
 * why, naming players from names. */
bool yammaster_apply(const struct yammaster_rules *r, struct yammaster_state *st,
    const char *const *names,
    const struct action *a, struct yammaster_outcome *out, struct msg *why);
/* Whether the player whose turn it is may put a pawn on cell now (free,
 * made by the dice, or by the turn's sec or appel); nothing changes. */
bool yammaster_can_place(const struct yammaster_rules *r, const struct yammaster_state *st,
    int cell);
/* The free cells the dice can take now, by kind: "1s a1 e4, full d2 b3",
 * into list (empty when none); how many there are. */
int yammaster_cells_msg(const struct yammaster_rules *r, const struct yammaster_state *st,
    struct msg *list);
/* The same as text in the language of the messages (yammaster_words.c). */
int yammaster_cells_text(const struct yammaster_rules *r, const struct yammaster_state *st,
    char *buf, size_t len);
/* Whether the turn's call is answered by the dice now (Appel cells open). */
bool yammaster_appel_open(const struct yammaster_state *st);
/* Whether the dice are the first throw's and make a major (Sec cells). */
bool yammaster_sec_open(const struct yammaster_state *st);

/* ---- behind the engine interface (yammaster_engine.c) */

struct yammaster_result {
	struct outcome_head head;
	struct yammaster_outcome yammaster;
};

extern const struct engine yammaster_engine;
extern const struct game_words yammaster_words;  /* yammaster_words.c */
/* Each player's token on the board, "X" and "O" (yammaster_view.c). */
extern const char *const yammaster_tokens[YAMMASTER_PLAYERS];
/* What a table sees of game g, into v (yammaster_view.c). */
struct game;
struct sheet_view;
void yammaster_describe(const struct game *g, struct sheet_view *v);
struct prompt_facts;
/* The facts of the prompt of game g, into f (yammaster_view.c). */
void yammaster_prompt(const struct game *g, struct prompt_facts *f);
struct turn_view;
/* Whose turn it is in game g and how it stands, into t (yammaster_view.c). */
void yammaster_turn(const struct game *g, struct turn_view *t);
struct outcome_event;
/* What entry a did, out its outcome, as an event, into ev
 * (yammaster_view.c). */
void yammaster_event(const struct game *g, const struct action *a, const union outcome *out,
    struct outcome_event *ev);
/* How its games are printed (render_yammaster.c). */
extern const struct printer yammaster_printer;
/* What its statistics count and show, declared (yammaster_stats.c). */
struct family_facts;
extern const struct family_facts yammaster_stats;

/* The rows of its games earlier versions wrote, mended when a file is
 * brought up to date (store_yammaster.c). */
struct store_repair;
extern const struct store_repair yammaster_repairs;

#endif
