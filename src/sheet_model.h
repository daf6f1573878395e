/* What a table sees of a game, as data: the sheet's title, the prompt's
 * facts.  Each family fills these from its state (its render_FAMILY.c);
 * one writer draws them for every game (render_sheet.c), so that the
 * title and the prompt read alike whatever the game. */
#ifndef TAPIS_SHEET_MODEL_H
#define TAPIS_SHEET_MODEL_H

#include <stdbool.h>

#include "dice.h"

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
