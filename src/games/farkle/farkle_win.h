/* The two-player win table of the Farkle family (`hint --win`): the chance
 * that the player to throw wins, for every pair of scores.  farkle_advice.c
 * states the problem from the rules (what a throw can come to, what a bank
 * or a bust does to a score, asked of the engine); farkle_win.c solves it,
 * knowing nothing of dice or rules.  Internal to the Farkle advice. */
#ifndef TAPIS_FARKLE_WIN_H
#define TAPIS_FARKLE_WIN_H

#include <stdbool.h>

#include "dice.h"

/* What a throw of n dice (1 to dice) comes to, counted in the table's
 * steps: the chance that it busts, that it wins at once (six 1s), and
 * otherwise its outcomes, merged where they allow the same keeps: each
 * one's chance and its keeps, each keep the steps it adds (at least 1)
 * and the dice it leaves (0: a full hand).  The arrays are the caller's. */
struct farkle_win_throws {
	int dice;
	double bust[DICE_MAX + 1], wins[DICE_MAX + 1];
	int first[DICE_MAX + 2];      /* outcomes of n dice: [first[n], first[n + 1]) */
	const double *chance;         /* [outcome] */
	const int *keep_first;        /* [outcome + 1]: the keeps of outcome q are
	                                 [keep_first[q], keep_first[q + 1]) */
	const int *keep_steps;        /* [keep] */
	const int *keep_left;         /* [keep] */
};

/* The game in steps: scores 0 to n - 1, and what a turn does to them. */
struct farkle_win_game {
	int n;
	bool exact;                   /* the target is hit exactly: a turn counts one
	                                 bucket past it */
	bool full_may_bank;           /* a full hand may be banked, not only thrown */
	const int *bank_to;           /* [i * (n + 2) + k]: the score after banking k steps
	                                 from i; n: won; -1: refused */
	const int *bust_to;           /* [i]: the score after a bust from i */
};

/* Fills w[i * n + j], the chance that the player to throw first in a turn
 * wins with i steps against j, for the game g and the throws th: each
 * level of i + j solved, the highest first, to within 1e-12 of its fixed
 * point (the whole gone over again while a penalty moves it by 1e-9 or
 * more).  Says how far it has got through progress_report.  False on a
 * lack of memory (w is then left incomplete). */
bool farkle_win_solve(const struct farkle_win_throws *th, const struct farkle_win_game *g,
    double *w);

#endif
