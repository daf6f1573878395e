/* The best solitaire play of a Yams column of any sheet (issues 12, 21):
 * backward induction over the states of a column (boxes filled, the total
 * of the upper part capped at what the bonus needs, the value of Minimum
 * or Maximum while only one of them is written, whether a Yahtzee bonus is
 * still to be had), giving the expected points still to come under
 * optimal play, in double precision; and within a turn the keeps and
 * writes, worked out again at hint time from those values.  Exact where
 * the table fits YAMS_TABLE_MAX; past it the capped total and the lone
 * Minimum or Maximum are counted in steps, an approximation the table
 * says it is.  Pure: the boxes are scored by the engine's scorer, the
 * bonus and the Minimum/Maximum rule read from yams_bonus_needs and
 * yams_minmax_voids; no I/O, no globals. */
#ifndef TAPIS_YAMS_SOLVER_H
#define TAPIS_YAMS_SOLVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "yams.h"

/* Changes whenever the table's layout or meaning does (2: doubles; 3:
 * any sheet). */
#define YAMS_SOLVER_VERSION 3u
/* The most a table may take: past it, an approximation. */
#define YAMS_TABLE_MAX ((size_t)64 << 20)

#define YAMS_KEEPS 462            /* multisets of 0 to 5 dice */
#define YAMS_HANDS 252            /* of exactly five: the last YAMS_HANDS keeps */
#define YAMS_FIRST_HAND (YAMS_KEEPS - YAMS_HANDS)
#define YAMS_PAIR_VALUES 27       /* what Minimum or Maximum alone holds: 0, 5 to 30 */

/* The multisets of up to five dice, smallest first, and how they grow and
 * shrink by one die: the whole geometry of a turn. */
struct yams_dice_space {
	unsigned char count[YAMS_KEEPS][7];   /* dice of each face 1 to 6 */
	unsigned char size[YAMS_KEEPS];
	int16_t add[YAMS_KEEPS][7];   /* with one more die of face f; -1 at five */
	int16_t sub[YAMS_KEEPS][7];   /* with one die of face f less; -1 if none */
	double chance[YAMS_KEEPS];    /* a hand's chance in one throw of five */
	int16_t index[46656];     /* by the counts read in base 6; -1: none */
};
void yams_dice_space_init(struct yams_dice_space *s);
/* The index of the multiset t (at most five dice); -1 if it is none. */
int yams_dice_index(const struct yams_dice_space *s, const struct tally *t);

/* One throw's worth of a turn, backwards: from after[h], what each hand h
 * is worth once thrown (read at the hand indices only), keep[k] is what
 * keeping k and throwing the others is worth on average (keep[h] =
 * after[h] for a hand), and best[k] the most any keep within k is worth. */
void yams_throw_layer(const struct yams_dice_space *s, const double *after, double *keep,
    double *best);
/* The same, carrying beside the values another quantity along the choices
 * they make: carry_keep[k] its mean over the throw, carry_best[k] its value
 * at the best keep within k (the first of equal ones). */
void yams_throw_layer_carry(const struct yams_dice_space *s, const double *after,
    double *keep, double *best, const double *carry_after, double *carry_keep,
    double *carry_best);

/* Where a column stands, for the table. */
struct yams_col_state {
	uint16_t mask;            /* boxes filled (struck ones too) */
	int sub;                  /* the upper part's total, capped at the bonus's need */
	int pair;                 /* Minimum or Maximum alone: its value (0: none) */
	int yz;                   /* 1: the five-alike box holds its points, a
	                             Yahtzee earns the bonus */
};

/* Bytes of the table for rules r within limit bytes (0: YAMS_TABLE_MAX):
 * the classic (any order) values, and for three columns those of the
 * columns filled in order. */
size_t yams_solver_table_size(const struct yams_rules *r, size_t limit);
/* Fills table (yams_solver_table_size bytes) for r, on `threads` threads
 * (0: as many as the machine has online). */
void yams_solver_build(const struct yams_rules *r, size_t limit, void *table, int threads);
/* The copies of the build's inner work, each compiled for a kind of
 * machine; the build takes the best the machine has. */
enum yams_kernel {
	YAMS_KERNEL_BEST,
	YAMS_KERNEL_PLAIN,        /* any machine */
	YAMS_KERNEL_AVX2,         /* x86-64 with AVX2 and FMA */
	YAMS_KERNEL_AVX512        /* x86-64 with AVX-512 */
};
/* Makes the builds that follow use k (for a test that builds the same
 * table with each copy the machine can run); false, nothing changed,
 * where the machine cannot run it. */
bool yams_solver_use_kernel(enum yams_kernel k);
/* Whether table was built for r within limit by this version: the same
 * table, if for another way to play (classic and cross share theirs). */
bool yams_solver_table_fits(const struct yams_rules *r, size_t limit, const void *table);
/* Every rule the table for r depends on, a line each, into buf; false if
 * it does not fit.  Rules that give the same table give the same text. */
bool yams_solver_table_key(const struct yams_rules *r, char *buf, size_t len);
/* How many values the table holds (its states), and whether they are
 * exact (false: counted in steps, past the limit). */
size_t yams_solver_states(const void *table);
bool yams_solver_exact(const void *table);

/* Column c under r as the table sees it; *pending: the value of Minimum or
 * Maximum written alone, which the table counts when the pair is made
 * (0 when none). */
struct yams_col_state yams_solver_col_state(const struct yams_rules *r,
    const struct yams_column *c, int *pending);
/* The expected points still to come of a column in state s, filled in
 * `order`, under optimal solitaire play. */
double yams_solver_value(const void *table, enum yams_order order, struct yams_col_state s);
/* Writing v in box of a column in state s, the dice five alike or not
 * (yahtzee): the points it makes now (bonuses, and a Minimum/Maximum pair
 * completed), and the state after. */
int yams_solver_write(const struct yams_rules *r, struct yams_col_state s, int box, int v,
    bool yahtzee, struct yams_col_state *next);

/* ---- advice on the game's dice (yams_advice.c), for the player who acts
 * now; false, with why, when there is nothing to advise. */
struct advice;
/* `hint`: after a throw every distinct keep and every box open, each with
 * the expected final total of the player's sheet, best first; before the
 * first throw the turn's; from table (built for r). */
bool yams_advise_hint(const struct yams_rules *r, const struct yams_state *st,
    const void *table, struct advice *out, struct msg *why);
/* The turn of the player who acts in st, worked out backwards from the
 * table: each hand written at its best (end), each keep before the third
 * throw (keep3, best3 the best within) and before the second (keep2,
 * best2), and the turn before its first throw (start), as expected final
 * totals.  It holds until the next write.  False, with why, when there is
 * nothing to advise. */
struct yams_turn_worth {   /* the same, as points the turn adds to the sheet */
	double end[YAMS_KEEPS], keep3[YAMS_KEEPS], best3[YAMS_KEEPS];
	double keep2[YAMS_KEEPS], best2[YAMS_KEEPS];
	double start;
};
struct yams_turn_plan {
	struct yams_dice_space ds;
	double end[YAMS_KEEPS], keep3[YAMS_KEEPS], best3[YAMS_KEEPS];
	double keep2[YAMS_KEEPS], best2[YAMS_KEEPS];
	double start;
	struct yams_turn_worth worth;  /* what the turn writes, playing so */
};
bool yams_turn_plan(const struct yams_rules *r, const struct yams_state *st,
    const void *table, struct yams_turn_plan *p, struct msg *why);
/* The hint in st from a plan made this turn (yams_advise_hint is the two). */
bool yams_advise_planned(const struct yams_rules *r, const struct yams_state *st,
    const void *table, const struct yams_turn_plan *p, struct advice *out, struct msg *why);
/* `odds BOX... [COLUMN]`: the chance of making one of the boxes or
 * another (column col from 1; 0: for each box the first column it is
 * open in) with the throws left, keeping for them; false, with why, when
 * no throw is left to weigh. */
bool yams_advise_odds(const struct yams_rules *r, const struct yams_state *st,
    const int *boxes, int nboxes, int col, struct advice *out, struct msg *why);

#endif
