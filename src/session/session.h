/* What commands do to the game and the store, together (session.c). */
#ifndef TAPIS_SESSION_H
#define TAPIS_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "tapis.h"

/* A refusal or a failure leaves the game and the store as they were, with
 * the reason in why; a failure is the store's (the command cannot go on). */
enum session_status {
	SESSION_DONE,
	SESSION_REFUSED,
	SESSION_FAILED,
};

bool session_new(struct tapis *t, const struct engine *e, const char *ruleset,
    const char *base, const void *rules, int nplayers, char *const *names, char *why,
    size_t whylen);
bool session_open(struct tapis *t, long long id, char *why, size_t whylen);
/* session_open in two steps: game id loaded, if it may be resumed (NULL,
 * with why, if not), then made the open game in place of the one open. */
struct game *session_resumable(struct tapis *t, long long id, char *why, size_t whylen);
void session_take(struct tapis *t, struct game *g);
/* Game id as the store holds it now, in a copy of its own for the caller
 * to free, replayed and checked against what the store keeps of how it
 * ended (status, winner, loser, result, final scores and places): NULL
 * with the reason (the damage, said alike wherever a game is read). */
struct game *session_load(struct tapis *t, long long id, char *why, size_t whylen);
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
/* Whether the games of kind (a family or a rule set) are of rules that
 * name a loser (421): a leaderboard then ranks by the games lost. */
bool session_kind_names_loser(struct tapis *t, const char *kind);

#endif
