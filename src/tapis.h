/* The running program: the store, the open game and how to talk to the
 * person (or script) at the other end. */
#ifndef TAPIS_TAPIS_H
#define TAPIS_TAPIS_H

#include <stdbool.h>
#include <stdio.h>

#include "game.h"
#include "render.h"
#include "store.h"

struct tapis {
	struct store *store;
	const char *db_path;
	struct game *game;        /* the open game, or NULL */
	struct ui ui;
	long line;                /* line number of the command being run */
	const char *part;         /* of a line of several commands, the one being */
	int partno;               /* run, and its place: refusals name it */
	bool quit;
	/* Asks the person at the terminal one question and reads the answer
	 * into answer (of len bytes); false at the end of input.  NULL in
	 * scripts and -c, where nothing is asked: a command that would ask
	 * refuses instead.  Set by the REPL, the only reader of a terminal. */
	bool (*ask)(struct tapis *t, const char *question, char *answer, size_t len);
};

/* session.c: what commands do to the game and the store, together.  A
 * refusal or a failure leaves the game and the store as they were, with the
 * reason in why; a failure is the store's (the command cannot go on). */
enum session_status {
	SESSION_DONE,
	SESSION_REFUSED,
	SESSION_FAILED,
};

bool session_new(struct tapis *t, const struct engine *e, const char *ruleset,
    const char *base, const void *rules, int nplayers, char *const *names, char *why,
    size_t whylen);
bool session_open(struct tapis *t, long long id, char *why, size_t whylen);
enum session_status session_play(struct tapis *t, const struct action *a,
    union outcome *out, char *why, size_t whylen);
enum session_status session_undo(struct tapis *t, struct game_entry *undone,
    char *why, size_t whylen);
enum session_status session_redo(struct tapis *t, struct game_entry *redone,
    union outcome *out, char *why, size_t whylen);
void session_close(struct tapis *t);
/* Sees whether another tapis changed the open game since it was read; if
 * so reads it again (or closes it, if it is gone) and returns false with
 * what changed in why, for the command to refuse: the person typed it
 * looking at what is no longer so. */
bool session_fresh(struct tapis *t, char *why, size_t whylen);
/* Why the store wrote nothing, where the table can act on it (another
 * program busy on the file, a read-only file, a full disk): true with the
 * refusal in why; false for a failure of the store itself. */
bool session_write_refused(struct tapis *t, char *why, size_t whylen);
/* Abandons or deletes game id (the caller has checked that it may), and
 * closes it if it is the open game. */
enum session_status session_abandon(struct tapis *t, long long id, char *why, size_t whylen);
enum session_status session_delete(struct tapis *t, long long id, char *why, size_t whylen);
/* "the games are 10000, 10000:350, 5000; saved presets: ...", into buf. */
char *session_rule_sets(struct tapis *t, char *buf, size_t len);
/* The rules of a rule set by name: a built-in one or one saved with
 * `preset save`, in a new block for the caller to free, with its engine and
 * the built-in set it started from (into base, of GAME_RULESET_MAX bytes).
 * NULL, with a reason naming the known ones, if none. */
void *session_find_rules(struct tapis *t, const char *name, const struct engine **engine,
    char *base, char *why, size_t whylen);

#endif
