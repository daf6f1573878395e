/* A turn of up to three throws of five dice, keeping some between them, as
 * Yams and Yam Master play it: each throw typed as the dice thrown again or
 * as the whole new hand, and the dice thrown each time known (Yam Master's
 * sec and appel depend on them).  Pure, a plain value. */
#ifndef TAPIS_THROWS_H
#define TAPIS_THROWS_H

#include <stdbool.h>
#include <stddef.h>

#include "dice.h"

#define THROWS_DICE 5
#define THROWS_MAX 3

struct throws {
	int count;                /* throws made this turn, 0 to 3 */
	struct dice hand;         /* the five dice after the last throw, sorted */
	struct dice kept;         /* named by keep for the next throw; n 0: none */
};

/* What a throw did. */
struct throw_made {
	struct dice thrown;       /* the dice thrown this time, sorted */
	struct dice kept;         /* the dice of the hand before not thrown again */
	bool implicit_keep;       /* kept without a keep (a throw of fewer dice) */
};

/* A new turn: nothing thrown, nothing kept (every byte set). */
void throws_clear(struct throws *t);
/* The typed faces as the next throw of player `who`.  On refusal t is
 * unchanged and why says which rule; `after_last` says what to do once
 * three throws are made, a message id ("write the dice (score BOX)"). */
bool throws_throw(struct throws *t, const struct dice *typed, const char *who,
    const char *after_last, struct throw_made *out, struct msg *why);
/* Names the dice kept for the next throw (a second keep names them again). */
bool throws_keep(struct throws *t, const struct dice *d, const char *after_last,
    struct msg *why);
/* The keeps a throw of `typed` dice (fewer than five, no keep named) leaves
 * open: the distinct dice of the hand not thrown again.  Writes at most
 * max, returns how many there are. */
int throws_implied_keeps(const struct throws *t, int typed, struct dice *out, int max);
/* Stores the faces of tally x, sorted, in *d, every byte defined. */
void throws_set_dice(struct dice *d, const struct tally *x);

/* The entry verbs of a game played so (engine.h): a throw, and a keep. */
#define THROWS_VERB_THROW {"throw", 1, -1, true, true}
#define THROWS_VERB_KEEP {"keep", 1, -1, true, false}
/* Their words (struct verb_words). */
#define THROWS_WORDS_THROW {"roll", "lancer", N_("throw"), {"throw", "relancer", NULL}, \
	N_("FACES"), N_("enter a throw (the faces alone do the same)"), \
	N_("The first throw of a turn is of all five dice.  After it, type the\n" \
	   "five dice on the table, those kept with those thrown again: one line,\n" \
	   "no keep needed.  After a keep, the dice thrown again or the whole new\n" \
	   "hand.  Without a keep, a throw of fewer dice keeps the others (at a\n" \
	   "terminal, tapis asks which, by their faces).  Three throws a turn at\n" \
	   "most.")}
#define THROWS_WORDS_KEEP {"keep", "garder", N_("keep"), {NULL}, N_("FACES"), \
	N_("name the dice kept for the next throw"), \
	N_("A second keep names them again: keep 6 6, then keep 6 6 6, keeps three.")}

struct action;
/* The keeps a throw a (of verb throw_verb) of fewer dice leaves open, as
 * entries of keep_verb into first (at most max); how many there are, 0
 * where none is open (a throw of all five, a keep named). */
int throws_keep_choices(const struct throws *t, int throw_verb, int keep_verb,
    const struct action *a, struct action *first, int max);

#endif
