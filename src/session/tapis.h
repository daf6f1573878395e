/* The running program: the store, the open game and how to talk to the
 * person (or script) at the other end. */
#ifndef TAPIS_TAPIS_H
#define TAPIS_TAPIS_H

#include <stdbool.h>
#include <stddef.h>

#include "ui.h"

struct game;
struct store;

struct tapis {
	struct store *store;
	const char *db_path;
	struct game *game;        /* the open game, or NULL */
	struct ui ui;
	long line;                /* line number of the command being run */
	const char *part;         /* of a line of several commands, the one being */
	int partno;               /* run, and its place: refusals name it */
	bool quit;
	/* Every command must end by itself: one that would wait for the world
	 * outside (its entry's waits: serve in the foreground) is refused.
	 * Set by the fuzz targets, whose every input must end. */
	bool bounded;
	/* Asks the person at the terminal one question and reads the answer
	 * into answer (of len bytes); false at the end of input.  NULL in
	 * scripts and -c, where nothing is asked: a command that would ask
	 * refuses instead.  Set by the REPL, the only reader of a terminal. */
	bool (*ask)(struct tapis *t, const char *question, char *answer, size_t len);
};

#endif
