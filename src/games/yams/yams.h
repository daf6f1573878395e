/* Yams: five dice, three throws, twelve boxes a column (tapis-games(7),
 * YAMS), in four ways to play that are rows of one table of modes.
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
#define YAMS_BOXES 12             /* the seed's sheet */
#define YAMS_BOXES_MAX 16         /* a sheet's, at most: a column's boxes are 16 bits */
#define YAMS_UPPER 6              /* the seed's boxes 1 to 6 */
#define YAMS_MAX_COLUMNS 6        /* a player's columns: 3, or one a player */
#define YAMS_MAX_PLAYERS ENGINE_MAX_PLAYERS
#define YAMS_POINTS_MAX 1000      /* the most an option's value may be */
#define YAMS_KEY 12               /* a box's key with its NUL ("fullhouse") */
#define YAMS_LABEL 24             /* a box's own label with its NUL */

/* The seed's boxes, in the order of its sheet (and of the descending
 * column): indices into the seed's sheet, and only into it. */
enum yams_box {
	BOX_1, BOX_2, BOX_3, BOX_4, BOX_5, BOX_6,
	BOX_MIN, BOX_MAX, BOX_SUITE, BOX_FULL, BOX_CARRE, BOX_YAMS,
};

/* What a box takes (tapis-games(7), YAMS, Other sheets). */
enum yams_kind {
	YK_FACE,                /* arg the face: the sum of the dice showing it */
	YK_ALIKE,               /* arg (3 or 4) alike, more counting */
	YK_PAIRS,               /* two pairs: two faces, each twice or more */
	YK_FULL,                /* three and two alike */
	YK_RUN,                 /* a straight, arg an enum yams_run */
	YK_YAMS,                /* five alike */
	YK_CHANCE,              /* any dice */
	YK_MIN, YK_MAX,       /* the seed's pair */
	YAMS_KINDS
};

enum yams_run {
	RUN_4,                    /* four in a row */
	RUN_5,                    /* five in a row: 1-2-3-4-5 or 2-3-4-5-6 */
	RUN_LOW,                  /* 1-2-3-4-5 alone */
	RUN_HIGH,                 /* 2-3-4-5-6 alone */
};

/* How a box made scores. */
enum yams_scoring {
	SCORE_SUM,                /* the sum of the five dice */
	SCORE_ALIKE,              /* the sum of the n alike */
	SCORE_FIXED,              /* its points */
	SCORE_FIXED_SUM,          /* its points and the sum of the five dice */
};

/* One box of a sheet. */
struct yams_box_def {
	uint8_t kind;             /* an enum yams_kind */
	uint8_t arg;              /* the face, how many alike, the run */
	uint8_t scoring;          /* an enum yams_scoring */
	bool upper;               /* in the upper part: counts for the bonus */
	int16_t points;           /* SCORE_FIXED and SCORE_FIXED_SUM */
	uint8_t word;             /* the word it was named by (yams_sheet.c's table:
	                             its names in both languages, the words typed) */
	char key[YAMS_KEY];       /* as typed in a list, stored and exported */
	char label[YAMS_LABEL];   /* its own name in both languages; "": the word's */
};

/* The joker (tapis-games(7), YAMS, The Yahtzee bonus and the joker). */
enum yams_joker {
	JOKER_NONE,
	JOKER_FREE,               /* Verhoeff's reading: a Yahtzee goes in any free box,
	                             the full, straights at their points once its
	                             face's upper box is filled */
	JOKER_FORCED,             /* the leaflet's: its face's box first if free,
	                             else a lower box, else a 0 in an upper one */
};

/* A sheet: its boxes in the order of the paper. */
struct yams_sheet {
	char name[12];            /* a named sheet (yams, carnet, yahtzee); "": a list */
	uint8_t nboxes;
	struct yams_box_def box[YAMS_BOXES_MAX];
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
	bool bonus;               /* the bonuses count (upper, Yahtzee) */
	bool minmax;              /* Maximum not above Minimum voids both */
	bool strike;              /* a box is held by one player (duel) */
	bool all_write;           /* every player writes each turn's dice */
	int min_players, max_players;
};
extern const struct yams_mode_info yams_modes[YAMS_MODES];

struct yams_rules {
	enum yams_mode mode;
	int bonus;                /* the upper bonus; 0: none */
	int bonus_at;             /* the total of the upper part it needs ... */
	bool bonus_at_least;      /* ... at least, or more than */
	bool five_alike_full;     /* five alike make a Full */
	int suite, carre, yams;   /* the points of the sheet's five in a row, four
	                             alike and five alike, where they are fixed */
	bool scratch_unmade;      /* a 0 only where the dice do not make the box
	                             (Minimum and Maximum made by any total) */
	int yahtzee_bonus;        /* each Yahtzee written once the five-alike box
	                             holds its points; 0: none */
	enum yams_joker joker;
	unsigned set_by_hand;     /* the options given (bit a yams_options index):
	                             a named sheet leaves them as they are */
	struct yams_sheet sheet;
};

/* ---- sheets as data: the words of boxes, lists, named sheets
 * (yams_sheet.c) */

/* A named sheet (yams, carnet, yahtzee) into *sh (its name in any case);
 * false if there is none of that name.  Its extras: yams_sheet_extras. */
bool yams_sheet_named(const char *name, struct yams_sheet *sh);
/* The extras a named sheet plays with: the upper bonus (points, needs,
 * at least), the Yahtzee bonus, the joker; false for a list. */
bool yams_sheet_extras(const char *name, int *bonus, int *bonus_at, bool *at_least,
    int *yahtzee_bonus, enum yams_joker *joker);
/* A list as typed ("1,2,3,4,5,6,brelan,carre,full:25,...") into *sh;
 * false, with why saying which part, if it makes no sense. */
bool yams_sheet_parse(const char *text, struct yams_sheet *sh, struct msg *why);
/* The sheet as typed: its name, or its list; into buf. */
void yams_sheet_format(const struct yams_sheet *sh, char *buf, size_t len);
/* The list of every box, as a list writes it, into buf. */
void yams_sheet_list(const struct yams_sheet *sh, char *buf, size_t len);
/* A box's names as the sheet shows it, English or French. */
const char *yams_box_name(const struct yams_sheet *sh, int box, bool french);
/* A box's stored key as a table types it in the language ("3kind": "brelan"
 * in French), any key not a word of the sheets as it is. */
const char *yams_key_typed(const char *key, bool french);
/* The word a box is typed by, as shown to an English table (its key) or
 * to a French one (carré for carre, brelan for 3kind). */
const char *yams_box_word(const struct yams_sheet *sh, int box, bool french);
/* The words that name a box (its key first, then the kind's other words,
 * English and French), NULL-terminated; *label its own label (NULL for
 * none), which names it too. */
const char *const *yams_box_aliases(const struct yams_sheet *sh, int box,
    const char **label);
/* The words box is known by but its label (its key, its names in English
 * and French, the others typed for it) into out, NULL-ended, at most max
 * with the NULL; how many. */
int yams_box_words(const struct yams_sheet *sh, int box, const char **out, int max);
/* The index of the box of sheet sh of kind (and arg, -1 any), -1 none. */
int yams_sheet_find(const struct yams_sheet *sh, int kind, int arg);
/* The most box can hold. */
int yams_box_most(const struct yams_sheet *sh, int box);

/* ---- rule sets as data: presets and NAME=VALUE options (yams_rules.c) */

struct yams_preset {
	const char *name;         /* as typed at `new` (titled by the engine's) */
	enum yams_mode mode;
	const char *sheet;        /* its named sheet */
};
extern const struct yams_preset yams_presets[];
extern const size_t yams_npresets;
const struct yams_preset *yams_preset_find(const char *name);
/* The rules of preset p into *r (every byte set). */
void yams_preset_rules(const struct yams_preset *p, struct yams_rules *r);

extern const struct engine_option yams_options[];
extern const size_t yams_noptions;
/* The engine's rule hooks themselves (struct engine), so typed: rules is
 * a struct yams_rules. */
bool yams_option_set(void *rules, const char *assignment, struct msg *why);
void yams_option_get(const void *rules, const char *name, char *buf, size_t len);
bool yams_option_used(const void *rules, const char *name);
bool yams_rules_check(const void *rules, struct msg *why);
/* The columns a player has under r with n players. */
int yams_columns(const struct yams_rules *r, int nplayers);
/* The turns a game lasts. */
int yams_turns(const struct yams_rules *r, int nplayers);
/* Whether a duel's result v beats the one held in box (for Minimum, a
 * lower one does). */
bool yams_duel_beats(const struct yams_rules *r, int box, int v, int held);

/* ---- boxes and their scores (yams_score.c) */

/* The boxes of r's sheet, and box's key: as stored and exported ("1".."6",
 * "min", ... "carre", "yams"). */
int yams_nboxes(const struct yams_rules *r);
const char *yams_box_key(const struct yams_rules *r, int box);
/* Box b as a message names it: its key, or the word a French table types
 * (carré); m becomes it, its msg_ref returned for a %s. */
const char *yams_box_named(const struct yams_rules *r, int box, struct msg *m);
const struct yams_box_def *yams_box(const struct yams_rules *r, int box);
/* The box of r's sheet a word names (any case, with or without accents,
 * or the start of one box's names); -1 if none.  The second also says, in
 * *near, the box a typo most likely meant, or -1. */
int yams_box_find(const struct yams_rules *r, const char *word);
int yams_box_find_near(const struct yams_rules *r, const char *word, int *near);

/* What dice t write in box under r; *made false when they do not make its
 * combination (the value is then 0).  Minimum, Maximum and Chance are
 * always made.  No joker: see yams_write_value. */
int yams_box_value(const struct yams_rules *r, int box, const struct tally *t, bool *made);
/* Whether the dice t are five alike. */
bool yams_five_alike(const struct tally *t);

/* A column as on paper: the values written, which boxes are filled, and
 * which were struck out by another player's result (a duel); and the
 * Yahtzee bonuses it earned. */
struct yams_column {
	int16_t value[YAMS_BOXES_MAX];
	uint16_t filled;          /* bit b: box b written */
	uint16_t struck;          /* bit b: struck out: counts 0, cannot be written */
	int16_t yahtzees;         /* Yahtzee bonuses earned */
};

/* What the dice t write in box of column c under r, the joker read from
 * c (a Yahtzee once the five-alike box and its face's box are filled):
 * *made as yams_box_value's, *joker when the joker made it. */
int yams_write_value(const struct yams_rules *r, const struct yams_column *c, int box,
    const struct tally *t, bool *made, bool *joker);
/* Whether the dice t may go in box of column c, where the boxes open now
 * are the bits of open (the forced joker sends a Yahtzee to its face's box,
 * then the lower part, then the upper, among them); *where: the box they
 * must go in, -1 if none is the only one. */
bool yams_write_allowed(const struct yams_rules *r, const struct yams_column *c,
    unsigned open, int box, const struct tally *t, int *where);
/* The Yahtzee bonus writing the dice t in column c earns: the dice five
 * alike, the five-alike box holding its points (filled and not 0). */
int yams_yahtzee_earned(const struct yams_rules *r, const struct yams_column *c,
    const struct tally *t);

/* The total of the upper part the bonus needs under r; 0 when r gives no
 * bonus.  The one statement of the threshold: the sums and the advice
 * read it here. */
int yams_bonus_needs(const struct yams_rules *r);
/* The Yahtzee bonus as it counts under r (0 where the mode has none). */
int yams_yahtzee_points(const struct yams_rules *r);
/* The indices of Minimum and Maximum where the pair rule holds under r
 * (the mode has it, the sheet both); false else. */
bool yams_pair(const struct yams_rules *r, int *min, int *max);
/* Whether Minimum min and Maximum max, both written, count 0 under r
 * (Maximum not above Minimum, where the mode has that rule). */
bool yams_minmax_voids(const struct yams_rules *r, int min, int max);

/* The sums of a column under r. */
struct yams_sums {
	int upper;                /* the upper part */
	int bonus;                /* the bonus made, or 0 */
	int to_bonus;             /* points the upper part still needs; 0 once made */
	bool minmax_void;         /* Maximum not above Minimum: both count 0 */
	int lower;                /* the lower part as it counts */
	int yahtzee_bonus;        /* the Yahtzee bonuses */
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
	int8_t holder[YAMS_BOXES_MAX];  /* a duel: who holds each box; -1 nobody */
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
	bool joker;               /* the joker made the box */
	int yahtzee_bonus;        /* the Yahtzee bonus the write earned */
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
/* The boxes of column col of seat open now, a bit each. */
unsigned yams_open_boxes(const struct yams_rules *r, const struct yams_state *st, int seat,
    int col);
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
/* Box of r's sheet as the sheet shows it, in the language of the names
 * (yams_words.c). */
const char *yams_box_title(const struct yams_rules *r, int box);
/* The word box is typed by, as the language of the names says it (carré
 * in French where the key is carre). */
const char *yams_box_said(const struct yams_rules *r, int box);
/* The words typed after score or scratch (a->verb): the box, and the
 * column where one is named, into a; false, with why, if they name none. */
bool yams_parse_write(const void *rules, struct action *a, int argc, char **argv,
    struct msg *why);
/* Whether the upper part of r's sheet is the six faces in order
 * (yams_view.c). */
bool yams_faces_alone(const struct yams_rules *r);
/* What a table sees of game g, into v (yams_view.c). */
struct game;
struct sheet_view;
void yams_describe(const struct game *g, struct sheet_view *v);
struct prompt_facts;
/* The facts of the prompt of game g, into f (yams_view.c). */
void yams_prompt(const struct game *g, struct prompt_facts *f);
/* A box as the lists of values name it: "6s", "full", in the language of
 * the messages (yams_event.c). */
const char *yams_box_listed(const struct yams_rules *r, int box);
struct turn_view;
/* Whose turn it is in game g and how it stands, into t (yams_view.c). */
void yams_turn(const struct game *g, struct turn_view *t);
struct outcome_event;
/* What entry a did, out its outcome, as an event, into ev
 * (yams_event.c). */
void yams_event(const struct game *g, const struct action *a, const union outcome *out,
    struct outcome_event *ev);
/* How its games are printed (render_yams.c). */
extern const struct printer yams_printer;
/* What its statistics count and show, declared (yams_stats.c). */
struct family_facts;
extern const struct family_facts yams_stats;

/* The rows of its games earlier versions wrote, mended when a file is
 * brought up to date (store_yams.c). */
struct store_repair;
extern const struct store_repair yams_repairs;

#endif
