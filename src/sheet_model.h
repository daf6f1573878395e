/* What a table sees of a game, as data: the sheet's title, the prompt's
 * facts.  Each family fills these from its state (its render_FAMILY.c);
 * one writer draws them for every game (render_sheet.c), so that the
 * title and the prompt read alike whatever the game. */
#ifndef TAPIS_SHEET_MODEL_H
#define TAPIS_SHEET_MODEL_H

#include <stdbool.h>

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
	/* the part of the round under way, said ("charge"); NULL for none */
	const char *phase;
};

#endif
