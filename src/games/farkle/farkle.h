/* The Farkle family (10000, 10000:350, 5000): one engine driven by a table
 * of numbers and switches.  Everything here is pure: no I/O, no globals, and
 * the game state is a plain value that can be copied. */
#ifndef TAPIS_FARKLE_H
#define TAPIS_FARKLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dice.h"
#include "engine.h"

#define FARKLE_MAX_PLAYERS 16
#define FARKLE_HISTORY 64      /* written scores remembered per player */
#define FARKLE_WHY 200         /* room for one refusal line */
#define FARKLE_POINTS_MAX 1000000      /* the most any option's value may be */
#define FARKLE_SCORE_MAX 1000000000    /* the most a score or a turn may hold */

/* What n alike are worth, face by face: value[v] for v in 1..6 (value[0]
 * unused); 0 means n alike of that face is no combination. */
struct farkle_kind {
	int value[7];
};

enum farkle_penalty {
	PENALTY_MINUS,  /* lose `points` */
	PENALTY_BACK,   /* strike the last written score: back to the one before */
	PENALTY_ZERO,   /* back to 0 */
};

enum farkle_overshoot {
	OVERSHOOT_VOID,   /* the turn scores nothing, no cross */
	OVERSHOOT_CROSS,  /* the turn scores nothing and is a cross */
	OVERSHOOT_MINUS,  /* the turn scores nothing and costs `points` */
	OVERSHOOT_REFUSE, /* the bank is refused: keep throwing */
};

struct farkle_rules {
	int dice;                 /* 5 or 6 */
	int target;
	bool exact;               /* the target must be hit exactly */
	int opening;              /* points needed in one turn to open; 0: none */
	int single_one;           /* a lone 1 */
	int single_five;          /* a lone 5 */
	struct farkle_kind kind[DICE_MAX + 1];  /* [3] .. [6] */
	bool six_ones_win;        /* six 1s in one throw win at once */
	int straight5;            /* 1-2-3-4-5 or 2-3-4-5-6; 0: none */
	int straight6;            /* 1-2-3-4-5-6; 0: none */
	int three_pairs;          /* 0: none */
	int cross_limit;          /* crosses in a row that cost a penalty; 0: none */
	enum farkle_penalty cross_penalty;
	int cross_points;         /* for PENALTY_MINUS */
	bool cross_unopened;      /* players who have not opened get crosses */
	enum farkle_overshoot overshoot;
	int overshoot_points;     /* for OVERSHOOT_MINUS */
	bool piggyback;           /* the next player may take over a bank */
	bool full_hand_may_bank;  /* a full hand may be banked, not only thrown */
	bool collision;           /* landing on a score sends its owner back */
	bool last_round;          /* the others get one more turn at the target */
	bool floor_zero;          /* no penalty goes below 0 */
	int min_bank;             /* every bank needs this much in the turn */
};

/* ---- rule sets as data: presets and NAME=VALUE options (farkle_rules.c) */

struct farkle_preset {
	const char *name;         /* as typed at `new` */
	const char *title;        /* for the sheet */
	struct farkle_rules rules;
};

extern const struct farkle_preset farkle_presets[];
extern const size_t farkle_npresets;
const struct farkle_preset *farkle_preset_find(const char *name);

enum farkle_option_type {
	OPT_INT,        /* a whole number from min to max */
	OPT_BOOL,       /* yes or no */
	OPT_KIND,       /* n alike: PER/ONES, PER, xF, flatN, six values or off */
	OPT_PENALTY,    /* minusN, back or zero */
	OPT_OVERSHOOT,  /* void, cross, minusN or refuse */
	OPT_FULL_HAND,  /* throw or bank */
};

/* One option a table can set at `new`: the rule it stands for (tapis-games(7),
 * 10000 AND 5000).
 * info is what everyone sees of it (name, JSON type, values, help). */
struct farkle_option {
	struct engine_option info;
	enum farkle_option_type kind;
	size_t offset;            /* of the field in struct farkle_rules */
	int min, max;             /* OPT_INT bounds; OPT_KIND: how many alike */
};
extern const struct farkle_option farkle_options[];
extern const size_t farkle_noptions;

/* Sets one option from "NAME=VALUE".  Returns false and says why otherwise. */
bool farkle_option_set(struct farkle_rules *r, const char *assignment, struct msg *why);
/* Writes the value of option `name` as it would be typed. */
void farkle_option_get(const struct farkle_rules *r, const char *name, char *buf, size_t len);
/* Checks the rules as a whole (an opening above the target, six-dice
 * combinations with five dice, ...). */
bool farkle_rules_check(const struct farkle_rules *r, struct msg *why);

/* ---- scoring (farkle_score.c) */

/* The value of every group of dice, worked out once per rule set so that the
 * turn engine never searches: best[] is indexed by a tally. */
#define FARKLE_GROUPS 924    /* the groups of at most 6 dice: C(6 + 6, 6) */
struct farkle_scorer {
	struct farkle_rules rules;
	int32_t best[FARKLE_GROUPS];  /* by a group's place (farkle_score.c);
	                               * -1: does not score in full */
};

/* Fills s for rules r (call once per game). */
void farkle_scorer_init(struct farkle_scorer *s, const struct farkle_rules *r);
/* The value of setting aside exactly these dice from one throw, split into
 * combinations the best way; -1 if some die belongs to no combination. */
int farkle_group_value(const struct farkle_scorer *s, const struct tally *group);

struct farkle_eval {
	int best;                 /* value of the best group to set aside; 0: bust */
	struct tally best_group;  /* that group (on a tie, the one with more dice) */
	struct tally scoring;     /* dice that belong to some scoring group */
	bool wins;                /* six 1s where they win at once */
};
struct farkle_eval farkle_evaluate(const struct farkle_scorer *s, const struct tally *thrown);

/* The chance that a throw of n dice (1 to 6) scores nothing under the
 * scorer's rules, from all 6^n throws (farkle_odds.c). */
double farkle_bust_odds(const struct farkle_scorer *s, int n);

/* Groups of exactly k dice that can be set aside from `thrown`, distinct by
 * faces.  Writes at most max of them to out; returns how many there are. */
int farkle_groups_of(const struct farkle_scorer *s, const struct tally *thrown, int k,
    struct tally *out, int max);

/* ---- the turn engine (farkle_turn.c) */

enum farkle_phase {
	PHASE_START,     /* the player must throw `in_hand` dice */
	PHASE_THROWN,    /* a scoring throw waits for dice to be set aside */
	PHASE_KEPT,      /* dice set aside: throw the rest or bank */
	PHASE_FULL_HAND, /* every die set aside: throw them all again */
	PHASE_OVER,
};

struct farkle_player {
	int score;
	int crosses;              /* the current run */
	bool opened;
	int nhist;                /* scores the player had before each written score */
	int hist[FARKLE_HISTORY];
};

struct farkle_state {
	struct engine_head head;  /* as shared code reads it: the engine's apply sets it */
	int nplayers;
	int current;              /* seat whose turn it is */
	int turns;                /* turns finished so far */
	enum farkle_phase phase;
	int turn_points;          /* points set aside this turn */
	int in_hand;              /* dice to throw (PHASE_START, KEPT, FULL_HAND) */
	struct dice last;         /* the last throw of the game, whoever made it */
	struct tally set_aside;   /* dice set aside from `last`, one group; reset
	                             on each throw */
	struct tally last_best_group, last_scoring; /* `last` weighed as it was */
	int last_best;            /* thrown (farkle_evaluate), for the keep or bank
	                             after it */
	bool last_busted;
	int offer_points;         /* piggy-back on offer to `current`; 0: none */
	int offer_dice;
	bool taken;               /* this turn took over the previous one */
	int leader;               /* last round: who reached the target; -1 */
	int final_turns;          /* last round: turns still to play */
	int winner;               /* -1 while playing */
	struct farkle_player player[FARKLE_MAX_PLAYERS];
};

enum farkle_action_kind {
	ACTION_THROW,
	ACTION_KEEP,
	ACTION_BANK,
	ACTION_TAKE,
};

struct farkle_action {
	enum farkle_action_kind kind;
	struct dice dice;         /* THROW, KEEP */
};


/* What the engine says happened, for the store and the renderer. */
enum farkle_turn_end {
	END_NONE,
	END_BANKED,     /* points written */
	END_BUST,       /* a throw with nothing scoring */
	END_VOIDED,     /* an overshoot: nothing written */
	END_WON,        /* six 1s or the winning bank */
};

struct farkle_outcome {
	int seat;                 /* who acted */
	bool implicit_keep;       /* dice were set aside without a `keep` */
	struct tally kept;        /* the whole group set aside from the throw so
	                             far: a second keep extends the first */
	int kept_value;           /* what that group is worth as one group */
	struct tally kept_added;  /* the dice this entry set aside ... */
	int added_value;          /* ... and the points it added to the turn
	                             (may be 0), so that the store's facts add up */
	bool full_hand;           /* the keep emptied the hand */
	bool threw;
	struct dice thrown;
	struct farkle_eval eval;  /* of the throw */
	int dice_thrown;          /* dice in hand for that throw */
	bool took;                /* piggy-back taken (by take, or by throwing
	                             the dice on offer) */
	int took_points;          /* the points taken over */
	enum farkle_turn_end end;
	int points;               /* written (banked), or lost (bust) */
	bool opened_now;
	bool crossed;             /* a cross was given */
	int crosses;              /* the run after this entry */
	bool penalised;
	int penalty_from;         /* score before the penalty */
	int score_after;          /* the acting player's score after the entry */
	int bumped[FARKLE_MAX_PLAYERS]; /* collision: seats sent back, in order */
	int nbumped;
	bool last_round_started;
	bool game_over;
	int winner;
};

void farkle_start(struct farkle_state *st, const struct farkle_rules *r, int nplayers);
/* The dice in the player's hand: those to throw, or after a scoring throw
 * the dice of that throw, not yet set aside. */
int farkle_dice_in_hand(const struct farkle_state *st);
/* Applies one entry.  On success returns true, updates *st and fills *out.
 * On refusal returns false, leaves *st untouched and writes the rule broken
 * into why. */
bool farkle_apply(const struct farkle_scorer *s, struct farkle_state *st,
    const struct farkle_action *a, struct farkle_outcome *out, struct msg *why);
/* In PHASE_THROWN, the groups (distinct by faces) that a throw of `typed` dice
 * typed now says were set aside first; writes at most max, returns how many. */
int farkle_implied_keeps(const struct farkle_scorer *s, const struct farkle_state *st,
    int typed, struct tally *out, int max);
/* Whether a `bank` entry would be accepted now; changes nothing. */
bool farkle_can_bank(const struct farkle_scorer *s, const struct farkle_state *st);

/* ---- advice: hint and hint --win (farkle_advice.c, advice.h) */

/* Changes whenever the win table's layout or meaning does. */
#define FARKLE_ADVICE_VERSION 1
size_t farkle_advice_table_size(const void *rules, int request);
void farkle_advice_table_build(const void *rules, int request, void *table);
/* Whether a kept table was built whole (not short of memory). */
bool farkle_advice_table_fits(const void *rules, int request, const void *table);
bool farkle_advise(const void *rules, const void *state, int request, int argc, char **argv,
    const void *table, struct advice *out, struct msg *why);
/* What the turn of the player to move in st is worth from `points` set
 * aside with `dice` to throw, under optimal play: the expected points it
 * writes (points past what wins count as what wins), or with finish the
 * chance of ending exactly on the target.  NAN on a lack of memory. */
double farkle_turn_value(const struct farkle_scorer *s, const struct farkle_state *st,
    int points, int dice, bool finish);

/* ---- behind the engine interface (farkle_engine.c) */

/* An outcome as the interface hands it out: the head every engine gives,
 * then what the turn engine said. */
struct farkle_result {
	struct outcome_head head;
	struct farkle_outcome farkle;
};

extern const struct engine farkle_engine;
extern const struct game_words farkle_words;     /* farkle_words.c */
/* What a table sees of game g, into v (farkle_view.c). */
struct game;
struct sheet_view;
void farkle_describe(const struct game *g, struct sheet_view *v);
struct prompt_facts;
/* The facts of the prompt of game g, into f (farkle_view.c). */
void farkle_prompt(const struct game *g, struct prompt_facts *f);
struct turn_view;
/* Whose turn it is in game g and how it stands, into t (farkle_view.c). */
void farkle_turn(const struct game *g, struct turn_view *t);
struct outcome_event;
/* What entry a did, out its outcome, as an event, into ev
 * (farkle_view.c). */
void farkle_event(const struct game *g, const struct action *a, const union outcome *out,
    struct outcome_event *ev);
/* How its games are printed (render_farkle.c). */
extern const struct printer farkle_printer;
/* What its statistics count and show, declared (farkle_stats.c). */
struct family_facts;
extern const struct family_facts farkle_stats;

#endif
