/* Advice on the dice actually thrown (`hint`, `odds`): what each choice
 * open now is worth, best first.  An engine that advises fills in the
 * advice hooks of struct engine (engine.h); its search is as pure as the
 * engine (no I/O, no printing, no locale) and goes through the engine's own
 * scorer, never a second statement of the rules.
 *
 * A table worked out ahead (a solitaire strategy, a two-player win table)
 * is memory the caller owns: the engine says how big it is and fills it;
 * the command layer keeps it in the cache folder and hands it back. */
#ifndef TAPIS_ADVICE_H
#define TAPIS_ADVICE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine.h"

#define ADVICE_CHOICES 64         /* the most choices one answer lists */
#define ADVICE_BUDGET_MOST 10000000L   /* the most games a hint may play out */

/* What the user asked. */
enum advice_request {
	ADVICE_HINT,              /* `hint`: the best play for points */
	ADVICE_HINT_WIN,          /* `hint --win`: the best play to win the game */
	ADVICE_ODDS,              /* `odds BOX`: the chance of making one box */
};

/* What a choice's value measures, for the renderer to say so. */
enum advice_goal {
	ADVICE_POINTS,            /* expected points this turn banks */
	ADVICE_EXACT_FINISH,      /* chance of ending exactly on the target */
	ADVICE_WIN,               /* chance of winning the game */
	ADVICE_TOTAL,             /* expected final total of the sheet */
	ADVICE_CHANCE,            /* chance of making the box asked about */
	ADVICE_TOKENS,            /* tokens given away this round less those taken */
};

/* Why a choice is worth what it is, where the board is the reason: the
 * renderer says it ("blocks bob's line of 4"). */
enum advice_why {
	ADVICE_WHY_NONE,
	ADVICE_WHY_MAKES_LINE,    /* makes a line of why_n */
	ADVICE_WHY_BLOCKS_LINE,   /* blocks why_seat's line of why_n */
	ADVICE_WHY_ENDS_WON,      /* ends the game: a win */
	ADVICE_WHY_ENDS_DRAWN,    /* ... a draw */
	ADVICE_WHY_ENDS_LOST,     /* ... a loss */
};

/* One choice: the entry to type, then what follows it. */
struct advice_choice {
	bool has_first;           /* an entry typed before entry (a call) */
	struct action first;
	bool has_entry;           /* false: nothing to type first (throw as is) */
	struct action entry;      /* keep 1 5, score full, take... */
	int then_verb;            /* the verb to type after it (bank); -1: none */
	int then_throw;           /* dice to throw after it; 0: none */
	double value;             /* in the goal's unit */
	double bust;              /* chance the next throw scores nothing; < 0: none */
	/* what the choice is when it is no entry to type (odds of a game
	 * whose odds take no words: a combination), an N_() id, said
	 * translated to people and as it is to scripts; NULL: the entry */
	const char *label;
	/* the chances of ending the round best and lowest, where the advice
	 * says them (struct advice's places) */
	double round_best, round_lowest;
	double error;             /* a sampled advice's: the value's standard error */
	/* odds of several things at once: what this choice's chance is of,
	 * as odds takes it ("full"), in English and where names are French
	 * (NULL: the same); static text; NULL where one thing was asked */
	const char *about, *about_french;
	unsigned char why;        /* an enum advice_why */
	signed char why_seat;     /* the player it names */
	int why_n;
};

struct advice {
	/* in: the games a sampled advice may play out (0: the engine's
	 * default, its advice's budget); set by the caller, read by the
	 * engine */
	long budget;
	enum advice_goal goal;
	bool exact;               /* false: an approximation, said as such */
	bool sampled;             /* values estimated by playing games out, each
	                             with its standard error */
	long playouts;            /* sampled: the games played out in all */
	const char *note;         /* why, or how it is approximated: static text
	                             marked N_(), translated when printed; NULL */
	bool has_turn;            /* before a throw: what the turn adds to the
	                             sheet on average playing so, in turn */
	double turn;
	int about;                /* odds: how many of the words typed name what the
	                             chance is of (said "yams or full"), the others
	                             where (a column); 0: every word, as typed */
	bool places;              /* the choices say round_best and round_lowest */
	int n;
	struct advice_choice choice[ADVICE_CHOICES];  /* best first */
};

/* The engine's hooks (struct engine, engine.h) take an enum advice_request
 * as an int and a struct advice to fill: see there. */

#endif
