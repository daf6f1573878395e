/* 421, the bar game: three dice, a pot of tokens, a charge (one throw
 * each, the lowest takes tokens from the pot) and a décharge (up to three
 * throws, the first player's count the limit, the best gives tokens to
 * the lowest), until one player holds every token and loses
 * (tapis-games(7), 421).  The family is "421"; its C names start quatre21, as an
 * identifier cannot start with a digit.  Everything here is pure: no
 * I/O, no globals, and the state is a plain value that can be copied. */
#ifndef TAPIS_QUATRE21_H
#define TAPIS_QUATRE21_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dice.h"
#include "engine.h"

#define QUATRE21_DICE 3
#define QUATRE21_THROWS 3         /* the most a turn of the décharge has */
#define QUATRE21_TOP_MAX 99       /* the most 4-2-1 may be worth */
#define QUATRE21_TOKENS_MAX 999   /* the most tokens a pot may start with */
#define QUATRE21_NENETTE_MAX 99

struct quatre21_rules {
	int top;                  /* what 4-2-1 is worth: 10 */
	int tokens;               /* in the pot at the start: 21 */
	int nenette;              /* more tokens for a round lost with a nénette; 0 none */
	bool barrage;             /* players tied for the lowest throw again */
};

/* ---- the combinations (quatre21_rules.c) */

enum quatre21_kind {
	QUATRE21_421,             /* 4-2-1 */
	QUATRE21_ACES,            /* 1-1-1 */
	QUATRE21_ACE_PAIR,        /* x-1-1, x from 6 to 2 */
	QUATRE21_TRIPLE,          /* x-x-x, x from 6 to 2 */
	QUATRE21_STRAIGHT,        /* 6-5-4, 5-4-3, 4-3-2, 3-2-1 */
	QUATRE21_PLAIN,           /* any other throw */
	QUATRE21_NENETTE,         /* 2-2-1, the lowest of all */
	QUATRE21_KINDS
};

/* What three dice make. */
struct quatre21_combo {
	int kind;                 /* an enum quatre21_kind */
	int high;                 /* the x of x-1-1 or x-x-x, a straight's top; else 0 */
	int order;                /* higher ranks higher; equal: the same combination */
	int value;                /* tokens it is worth */
	unsigned char face[QUATRE21_DICE];  /* the dice, highest first */
};

/* The combination of three dice (in any order) under rules. */
struct quatre21_combo quatre21_combo(const struct quatre21_rules *r, const struct dice *d);
/* A combination's kind as stored ("421", "aces", "ace-pair", "triple",
 * "straight", "plain", "nenette"). */
const char *quatre21_kind_key(int kind);
/* Its kind from that key; -1 if none. */
int quatre21_kind_find(const char *key);
/* The engine's rule hooks themselves (struct engine), so typed: rules is
 * a struct quatre21_rules.  The rules of preset name; false if there is
 * none such. */
bool quatre21_preset(const char *name, void *rules);
bool quatre21_option_set(void *rules, const char *assignment, struct msg *why);
void quatre21_option_get(const void *rules, const char *name, char *buf, size_t len);
bool quatre21_check(const void *rules, struct msg *why);

/* ---- the game (quatre21_turn.c) */

enum quatre21_verb { QUATRE21_THROW, QUATRE21_KEEP, QUATRE21_STOP, QUATRE21_VERBS };
enum quatre21_phase { QUATRE21_CHARGE, QUATRE21_DECHARGE };

/* A player's throws in the round. */
struct quatre21_made {
	int throws;               /* 0: not thrown yet */
	unsigned char face[QUATRE21_DICE];   /* the dice they ended with, highest first */
};

struct quatre21_state {
	struct engine_head head;  /* as shared code reads it: set by every entry */
	int nplayers;
	int phase;                /* an enum quatre21_phase */
	int pot;
	int tokens[ENGINE_MAX_PLAYERS];
	/* out, safe: the round after which they were (from 1), 0 still in */
	int out[ENGINE_MAX_PLAYERS];
	int rounds;               /* rounds played to the end */
	int starter;              /* who starts the round (the last one's loser) */
	/* the round: who throws in it, in order, and who throws now */
	int nseats;
	int8_t seat[ENGINE_MAX_PLAYERS];
	int pos;
	int limit;                /* throws a turn may have: 1 in the charge, the
	                             first player's in the décharge (3 until set) */
	struct quatre21_made made[ENGINE_MAX_PLAYERS];   /* by seat */
	/* the turn of the player throwing */
	int count;                /* throws made */
	struct dice hand;         /* the three dice after the last, highest first */
	struct dice kept;         /* named by keep for the next throw; n 0: none */
	/* a barrage: the players tied for the lowest, throwing once each in
	 * the round's order, until one is lowest; nbarrage 0: none */
	int nbarrage;
	int8_t barrage[ENGINE_MAX_PLAYERS];
	unsigned char bface[ENGINE_MAX_PLAYERS][QUATRE21_DICE];  /* by place in barrage */
	int best;                 /* the round's best, while a barrage settles the lowest */
	bool over;
	int loser;                /* -1 while playing */
};

/* What the end of a round did. */
struct quatre21_round {
	int phase;                /* the round's */
	int best, lowest;         /* seats */
	int best_order, lowest_order;   /* their combinations' order */
	struct quatre21_combo best_combo, lowest_combo;
	int best_throws, lowest_throws;
	int tokens;               /* moved for the combination */
	int penalty;              /* moved more for a nénette */
	bool from_pot;            /* taken from the pot (the charge), else given by best */
	uint32_t outs;            /* players out after it, a bit a seat */
	bool decharge;            /* the pot emptied: the décharge begins */
};

/* What one entry did. */
struct quatre21_outcome {
	int seat;
	int verb;
	int phase;                /* the phase the entry was played in */
	int round;                /* its round, from 1 */
	int throw_no;             /* the throw made (a throw), or the last (keep, stop) */
	int most;                 /* the most throws the turn could have */
	bool in_barrage;          /* a barrage throw */
	struct dice hand;         /* the three dice now, highest first */
	struct dice kept;         /* a throw: the dice of the hand before not thrown */
	bool implicit_keep;       /* kept without a keep (a throw of fewer dice) */
	struct quatre21_combo combo;   /* a throw: what the hand makes */
	bool turn_over;           /* the player's turn ended */
	bool limit_set;           /* it was the round's first in the décharge: limit */
	int limit;
	bool barrage;             /* the lowest is tied: a barrage begins (again) */
	bool round_over;          /* the round ended: round says how */
	struct quatre21_round r;
	int next;                 /* who throws next; -1 at the end */
	bool game_over;
	int loser;
};

void quatre21_start(const struct quatre21_rules *r, struct quatre21_state *st, int nplayers);
/* Applies one entry of the player whose turn it is.  On success fills out
 * and moves st on; on refusal leaves st as it was and says which rule in
 * why, naming players from names. */
bool quatre21_apply(const struct quatre21_rules *r, struct quatre21_state *st,
    const char *const *names, const struct action *a, struct quatre21_outcome *out,
    struct msg *why);
/* The seat that throws now; -1 once over. */
int quatre21_current(const struct quatre21_state *st);
/* Throws the player now may still make this turn. */
int quatre21_throws_left(const struct quatre21_state *st);
/* Whether a beats b: a higher combination, then fewer throws; equal
 * goes to the one made first (the caller's order). */
bool quatre21_beats(int order_a, int throws_a, int order_b, int throws_b);
/* The keeps a throw of `typed` dice (fewer than three, no keep named)
 * leaves open; writes at most max, returns how many there are. */
int quatre21_implied_keeps(const struct quatre21_state *st, int typed, struct dice *out,
    int max);

/* ---- advice (quatre21_advice.c): the advise hook of struct engine
 * (advice.h): odds, the chance of each combination with the throws left;
 * hint, in the décharge, each keep and stopping by the tokens of the
 * round. */
struct advice;
bool quatre21_advise(const void *rules, const void *state, int request, int argc, char **argv,
    const void *table, struct advice *out, struct msg *why);

/* ---- behind the engine interface (quatre21_engine.c) */

struct quatre21_result {
	struct outcome_head head;
	struct quatre21_outcome q;
};

extern const struct engine quatre21_engine;
extern const struct game_words quatre21_words;    /* quatre21_words.c */
/* The name of a combination in the language of the messages ("6-ace-ace",
 * "six-as-as", "6-6-5"), into buf (quatre21_words.c). */
const char *quatre21_combo_name(const struct quatre21_combo *c, char *buf, size_t len);
/* A phase's name in the language of the messages. */
const char *quatre21_phase_name(int phase);
/* What a table sees of game g, into v (quatre21_view.c). */
struct game;
struct sheet_view;
void quatre21_describe(const struct game *g, struct sheet_view *v);
struct prompt_facts;
/* The facts of the prompt of game g, into f (quatre21_view.c). */
void quatre21_prompt(const struct game *g, struct prompt_facts *f);
struct sheet_rounds;
/* The rounds game g has played, into rs, allocated (quatre21_rounds.c);
 * false on a lack of memory or a log that does not replay. */
bool quatre21_rounds(const struct game *g, struct sheet_rounds *rs);
struct turn_view;
/* Whose turn it is in game g and how it stands, into t (quatre21_view.c). */
void quatre21_turn(const struct game *g, struct turn_view *t);
struct outcome_event;
struct event_part;
/* What entry a did, out its outcome, as an event, into ev
 * (quatre21_view.c). */
void quatre21_event(const struct game *g, const struct action *a, const union outcome *out,
    struct outcome_event *ev);
/* How its games are printed (render_quatre21.c). */
extern const struct printer quatre21_printer;
/* What its statistics count and show, declared (quatre21_stats.c). */
struct family_facts;
extern const struct family_facts quatre21_stats;

#endif
