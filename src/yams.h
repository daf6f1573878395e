/* Yams: five dice, three throws, twelve boxes a column (RULES.md, seed
 * 004), in four ways to play that are rows of one table of modes.
 * Everything here is pure: no I/O, no globals, and the state is a plain
 * value that can be copied. */
#ifndef TAPIS_YAMS_H
#define TAPIS_YAMS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dice.h"
#include "engine.h"
#include "throws.h"

#define YAMS_DICE THROWS_DICE
#define YAMS_THROWS THROWS_MAX    /* throws a turn, at most */
#define YAMS_BOXES 12
#define YAMS_UPPER 6              /* boxes 1 to 6 */
#define YAMS_MAX_COLUMNS 6        /* a player's columns: 3, or one a player */
#define YAMS_MAX_PLAYERS ENGINE_MAX_PLAYERS
#define YAMS_POINTS_MAX 1000      /* the most an option's value may be */

/* The boxes, in the order of the sheet (and of the descending column). */
enum yams_box {
	BOX_1, BOX_2, BOX_3, BOX_4, BOX_5, BOX_6,
	BOX_MIN, BOX_MAX, BOX_SUITE, BOX_FULL, BOX_CARRE, BOX_YAMS,
};

/* How a column is filled. */
enum yams_order {
	ORDER_ANY,                /* in any order */
	ORDER_DOWN,               /* 1, 2, ... Yams */
	ORDER_UP,                 /* Yams, Carré, ... 1 */
};

enum yams_mode { MODE_CLASSIC, MODE_THREE, MODE_DUEL, MODE_CROSS, YAMS_MODES };

/* A way to play, as data: what its columns are and which rules hold. */
struct yams_mode_info {
	const char *name;         /* its name in the code and the tests */
	const char *title;        /* as messages name it, marked for gettext */
	int columns;              /* a player's columns; 0: one per player */
	enum yams_order order[3]; /* of each column, where there are three */
	const char *column[3];    /* their names, as typed after the box */
	const char *column_fr[3]; /* the same in French, as messages say them */
	const char *column_fr_head[3]; /* and as the sheet's header in French */
	const char *column_alt[3]; /* and as some tables say them */
	bool bonus;               /* the upper bonus counts */
	bool minmax;              /* Maximum not above Minimum voids both */
	bool strike;              /* a box is held by one player (duel) */
	bool all_write;           /* every player writes each turn's dice */
	int min_players, max_players;
};
extern const struct yams_mode_info yams_modes[YAMS_MODES];

struct yams_rules {
	enum yams_mode mode;
	int bonus;                /* the upper bonus; 0: none */
	int bonus_at;             /* the total of 1 to 6 it needs ... */
	bool bonus_at_least;      /* ... at least, or more than */
	bool five_alike_full;     /* five alike make a Full */
	int suite, carre, yams;   /* their values */
	bool scratch_unmade;      /* a 0 only where the dice do not make the box
	                             (Minimum and Maximum made by any total) */
};

/* ---- rule sets as data: presets and NAME=VALUE options (yams_rules.c) */

struct yams_preset {
	const char *name;         /* as typed at `new` (titled by the engine's) */
	struct yams_rules rules;
};
extern const struct yams_preset yams_presets[];
extern const size_t yams_npresets;
const struct yams_preset *yams_preset_find(const char *name);

extern const struct engine_option yams_options[];
extern const size_t yams_noptions;
bool yams_option_set(struct yams_rules *r, const char *assignment, struct msg *why);
void yams_option_get(const struct yams_rules *r, const char *name, char *buf, size_t len);
bool yams_rules_check(const struct yams_rules *r, struct msg *why);
/* The columns a player has under r with n players. */
int yams_columns(const struct yams_rules *r, int nplayers);
/* The turns a game lasts. */
int yams_turns(const struct yams_rules *r, int nplayers);
/* Whether a duel's result v beats the one held in box (for Minimum, a
 * lower one does). */
bool yams_duel_beats(int box, int v, int held);

/* ---- boxes and their scores (yams_score.c) */

/* The box's names: as stored and exported ("1".."6", "min", ... "carre",
 * "yams"), as the sheet shows it, and the words that name it (English and
 * French, NULL-terminated). */
extern const char *const yams_box_key[YAMS_BOXES];
const char *yams_box_title(int box);
const char *const *yams_box_words(int box);
/* The box a word names (any case, with or without accents, or the start
 * of one box's names); -1 if none.  The second also says, in *near, the box
 * a typo most likely meant, or -1. */
int yams_box_find(const char *word);
int yams_box_find_near(const char *word, int *near);

/* What dice t write in box under r; *made false when they do not make its
 * combination (the value is then 0).  Minimum and Maximum are always made. */
int yams_box_value(const struct yams_rules *r, int box, const struct tally *t, bool *made);

/* A column as on paper: the values written, which boxes are filled, and
 * which were struck out by another player's result (a duel). */
struct yams_column {
	int16_t value[YAMS_BOXES];
	uint16_t filled;          /* bit b: box b written */
	uint16_t struck;          /* bit b: struck out: counts 0, cannot be written */
};

/* The total of boxes 1 to 6 the bonus needs under r; 0 when r gives no
 * bonus.  The one statement of the threshold: the sums and the advice
 * read it here. */
int yams_bonus_needs(const struct yams_rules *r);
/* Whether Minimum min and Maximum max, both written, count 0 under r
 * (Maximum not above Minimum, where the mode has that rule). */
bool yams_minmax_voids(const struct yams_rules *r, int min, int max);

/* The sums of a column under r. */
struct yams_sums {
	int upper;                /* boxes 1 to 6 */
	int bonus;                /* the bonus made, or 0 */
	int to_bonus;             /* points 1 to 6 still need for it; 0 once made */
	bool minmax_void;         /* Maximum not above Minimum: both count 0 */
	int lower;                /* Minimum to Yams as they count */
	int total;
};
struct yams_sums yams_column_sums(const struct yams_rules *r, const struct yams_column *c);

/* ---- the game (yams_turn.c) */

enum yams_verb { YAMS_THROW, YAMS_KEEP, YAMS_SCORE, YAMS_SCRATCH, YAMS_VERBS };

struct yams_player {
	struct yams_column col[YAMS_MAX_COLUMNS];
};

struct yams_state {
	struct engine_head head;  /* as shared code reads it: the engine's apply sets it */
	int nplayers;
	int ncolumns;             /* each player's */
	int thrower;              /* whose turn it is */
	int current;              /* who acts now: the thrower, or who writes */
	struct throws turn;       /* the turn's throws, hand and dice kept */
	int writes;               /* writes made on this turn's dice */
	int turns;                /* turns ended */
	int8_t holder[YAMS_BOXES];  /* a duel: who holds each box; -1 nobody */
	bool over;
	int winner;               /* -1 while playing, or on a shared win */
	int score[YAMS_MAX_PLAYERS];  /* each player's total, as the columns sum */
	struct yams_player player[YAMS_MAX_PLAYERS];
};

/* What one entry did. */
struct yams_outcome {
	int seat;                 /* who acted */
	int verb;
	int throw_no;             /* the throw this entry made or followed, 1 to 3 */
	struct dice thrown;       /* a throw: the dice thrown this time */
	struct dice kept;         /* a throw: the dice kept from the hand before */
	bool implicit_keep;       /* kept without a `keep` (a throw of fewer dice) */
	struct dice hand;         /* the five dice now */
	int box, column;          /* a write: where (column from 0) */
	int result;               /* what the dice make in that box (0 unmade) */
	int value;                /* what was written */
	bool scratched;           /* written 0 on purpose */
	bool beaten;              /* a duel: the result did not beat the held one */
	int held_by;              /* a duel: who held the box before, -1 nobody */
	int held_value;
	bool struck;              /* a duel: held_by's box struck out */
	bool bonus_made;          /* the write made the column's bonus */
	bool minmax_void;         /* the write voided Minimum and Maximum */
	bool turn_over;           /* the dice pass to the next thrower */
	int score_after;          /* the acting player's */
	bool game_over;
	int winner;
};

void yams_start(struct yams_state *st, const struct yams_rules *r, int nplayers);
/* Applies one entry (arg[0] the box of a write, arg[1] its column from 1,
 * 0 when none was named).  On refusal leaves st untouched and says which
 * rule in why, naming players from names. */
bool yams_apply(const struct yams_rules *r, struct yams_state *st, const char *const *names,
    const struct action *a, struct yams_outcome *out, struct msg *why);
/* The keeps a throw of `typed` dice (fewer than five, no keep named)
 * leaves open: the distinct dice of the hand not thrown again.  Writes at
 * most max, returns how many there are. */
int yams_implied_keeps(const struct yams_state *st, int typed, struct dice *out, int max);
/* Whether box of column col of seat can be written now (free, not struck,
 * and the one due in an ordered column). */
bool yams_box_open(const struct yams_rules *r, const struct yams_state *st, int seat, int col,
    int box);
/* The box an ordered column takes next; -1 when it is full or unordered. */
int yams_box_due(const struct yams_rules *r, const struct yams_state *st, int seat, int col);
/* A column's name as typed (desc, free, asc, or 1 to N); into buf. */
const char *yams_column_name(const struct yams_rules *r, int col, char *buf, size_t len);
/* m becomes column col as messages say it (yams_column_said's words, for
 * the %s of another message); returns msg_ref(m). */
const char *yams_column_word(const struct yams_rules *r, int col, struct msg *m);
/* The same as people read it: the French name (libre) in a French
 * interface, else the English one; head: the short form of the sheet. */
const char *yams_column_said(const struct yams_rules *r, int col, bool head, char *buf,
    size_t len);

/* ---- behind the engine interface (yams_engine.c) */

struct yams_result {
	struct outcome_head head;
	struct yams_outcome yams;
};

extern const struct engine yams_engine;
extern const struct game_words yams_words;       /* yams_words.c */
/* The words typed after score or scratch (a->verb): the box, and the
 * column where one is named, into a; false, with why, if they name none. */
bool yams_parse_write(const void *rules, struct action *a, int argc, char **argv,
    struct msg *why);
/* How its games are printed (render_yams.c). */
extern const struct printer yams_printer;
/* Its own figures in stats (store_yams_stats.c) and their lines
 * (render_yams_stats.c). */
extern const struct family_stats yams_stats;
struct stats_feed;
bool yams_print_stats(struct stats_feed *feed);

/* The rows of its games earlier versions wrote, mended when a file is
 * brought up to date (store_yams.c). */
struct store_repair;
extern const struct store_repair yams_repairs;

#endif
