/* The Yam Master advice (hint, odds) and what it is made of: the exact
 * odds of making a combination with the throws left (yammaster_odds.c),
 * a player that plays the game out fast (yammaster_playout.c), and the
 * hint that weighs each choice by games played out from it
 * (yammaster_hint.c).  Pure, as the engine: the rules are the engine's
 * own (yammaster_apply on copies, yammaster_makes, yammaster_count), the
 * chance is a PRNG seeded from the state, the budget a count of games. */
#ifndef TAPIS_YAMMASTER_ADVICE_H
#define TAPIS_YAMMASTER_ADVICE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "advice.h"
#include "dice.h"
#include "yammaster.h"

/* The games a hint plays out unless told otherwise: about half a second
 * of one core of the machine of bench/README.md ("Yam Master advice"), a
 * quarter on its two. */
#define YAMMASTER_BUDGET 15000L

/* ---- the dice: every multiset of 0 to 5 dice, and every keep and throw
 * that makes a hand of five (yammaster_odds.c). */

#define YM_SETS 462               /* multisets of 0 to 5 dice */
#define YM_HANDS 252              /* of five */
#define YM_PAIRS 4368             /* (keep, throw of the rest) pairs */
#define YM_SUBS 8064              /* (hand, proper part of it) pairs */
#define YM_KEY_SPAN 46656         /* 6^6: a tally's counts in base 6 */

struct ym_space {
	int nsets;
	struct tally set[YM_SETS];
	unsigned char size[YM_SETS];
	double chance[YM_SETS];   /* of throwing exactly it with size[] dice */
	uint16_t index[YM_KEY_SPAN];  /* a tally's key -> its set */
	int npairs;
	struct {
		uint16_t keep, hand;
		double p;             /* of the throw that makes hand from keep */
	} pair[YM_PAIRS];
	/* the proper parts of each hand of five (what may be kept), from
	 * sub_first[h], sub_count[h] of them */
	uint16_t sub_first[YM_SETS], sub_count[YM_SETS];
	uint16_t sub[YM_SUBS];
};

void ym_space_init(struct ym_space *s);
/* The set of tally t (0 to 5 dice). */
int ym_set(const struct ym_space *s, const struct tally *t);

/* A target's odds: made[h] whether hand h makes it; P[left][h] the
 * chance of making it from hand h with `left` throws to come, keeping
 * for it at best (1 where made); Q[left][k] the same after keeping k
 * with `left` throws to come (the next among them); go[left][h] the
 * best chance after a keep from h, not counting h made, and best[left][h]
 * that keep.  `barred`: keeps that make the target impossible from the
 * next throw on (a call after a sec that lapses), or NULL. */
struct ym_odds {
	bool made[YM_SETS];
	double P[THROWS_MAX][YM_SETS];
	double Q[THROWS_MAX][YM_SETS];
	double go[THROWS_MAX][YM_SETS];
	uint16_t best[THROWS_MAX][YM_SETS];
};
void ym_odds_solve(const struct ym_space *s, struct ym_odds *o, const bool *barred);
/* The chance before the first throw of a turn. */
double ym_odds_start(const struct ym_space *s, const struct ym_odds *o);

/* The odds of every kind of cell that dice alone make (1 to 6, the
 * majors). */
#define YM_KINDS (YAMMASTER_MAJOR0 + YAMMASTER_MAJORS)
#define YM_WINDOWS 12             /* the most runs of three through a cell */
struct ym_tables {
	struct ym_space space;
	struct ym_odds kind[YM_KINDS];
	/* the runs of three cells on the board's lines (yammaster_lines)
	 * through each cell: the two other cells of each */
	int nwindows[YAMMASTER_CELLS];
	unsigned char window[YAMMASTER_CELLS][YM_WINDOWS][2];
};
/* Fills t (about 600 KB: the caller allocates it). */
void ym_tables_init(struct ym_tables *t);

/* ---- the choices as advice.h lists them (yammaster_choice.c) */

/* Keep dice `keep` (none: throw all five), after a call of major `call`
 * (-1: none), then throw the rest. */
struct advice_choice ym_choice_keep(const struct tally *keep, int call, double value);
/* A place or a removal on cell, or a pass. */
struct advice_choice ym_choice_entry(int verb, int cell, double value);
/* Into out's list, best first (stable); the worst falls off a full list. */
void ym_choice_insert(struct advice *out, const struct advice_choice *c);

/* ---- `odds` (yammaster_chances.c): argc words, kinds or cells; none:
 * every free kind of cell */
bool yammaster_advise_odds(const struct yammaster_rules *r, const struct yammaster_state *st,
    int argc, char **argv, struct advice *out, struct msg *why);

/* ---- playing a game out (yammaster_playout.c) */

/* A PRNG (xorshift64*), a plain value. */
struct ym_rng {
	uint64_t s;
};
void ym_rng_seed(struct ym_rng *g, uint64_t a, uint64_t b);
uint64_t ym_rng_next(struct ym_rng *g);
/* A die, 1 to 6. */
int ym_rng_die(struct ym_rng *g);

/* What the player to move sees at the start of a turn: each free cell's
 * worth (ym_cell_value), and the best free cell of each kind the dice
 * make, of an Appel and of a Sec (0: none free). */
struct ym_view {
	int seat;
	double v[YAMMASTER_CELLS];     /* -1: taken */
	double w[YM_KINDS];
	double appel, sec;
};
void ym_view_of(const struct yammaster_rules *r, const struct ym_tables *t,
    const struct yammaster_state *st, struct ym_view *vw);

/* What a free cell is worth to seat now: the runs of three it makes,
 * helps make or keeps the other player from making. */
double ym_cell_value(const struct ym_tables *t, const struct yammaster_state *st, int seat,
    int cell);

/* The player the playouts follow, for seat to move in st: the entry it
 * makes now (throws: their dice from g).  False when the game is over. */
bool ym_policy_act(const struct yammaster_rules *r, const struct ym_tables *t,
    const struct yammaster_state *st, struct ym_rng *g, struct action *a);
/* Plays st out to its end by the policy: 1 a win for seat, 0.5 a draw,
 * 0 a loss. */
double ym_playout(const struct yammaster_rules *r, const struct ym_tables *t,
    struct yammaster_state *st, int seat, struct ym_rng *g);
/* Applies a on st through the engine; false (st unchanged) if refused. */
bool ym_apply(const struct yammaster_rules *r, struct yammaster_state *st,
    const struct action *a);
/* A throw of n dice from g, as an entry. */
struct action ym_throw_action(struct ym_rng *g, int n);

/* ---- the hint (yammaster_hint.c) */

/* `budget` games played out (0: YAMMASTER_BUDGET) on `threads` threads
 * (0: one a core); the answer is the same whatever the threads. */
bool yammaster_advise_hint(const struct yammaster_rules *r, const struct yammaster_state *st,
    long budget, int threads, struct advice *out, struct msg *why);

#endif
