/* An open game: who plays, under which rules, and the log of its entries.
 * The state is always the replay of the active entries; nothing else holds a
 * copy that could disagree.  No I/O here. */
#ifndef TAPIS_GAME_H
#define TAPIS_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "farkle.h"

#define GAME_NAME_MAX 24          /* characters in a player's name */
#define GAME_NAME_BYTES (GAME_NAME_MAX * 4)   /* the same in UTF-8, at most */
#define GAME_RULESET_CHARS 24      /* characters in a preset's name */
#define GAME_RULESET_MAX (GAME_RULESET_CHARS * 4 + 1)

struct game_entry {
	int seat;                 /* who made it */
	struct farkle_action action;
	int64_t row;              /* its row in the store, once written */
};

struct game {
	int64_t id;
	char ruleset[GAME_RULESET_MAX];  /* as typed at `new` */
	char base[GAME_RULESET_MAX];     /* the built-in rule set it started from */
	bool abandoned;                  /* given up: over, without a winner */
	int nplayers;
	char name[FARKLE_MAX_PLAYERS][GAME_NAME_BYTES + 1];
	struct farkle_scorer *scorer;    /* owns the rules in force */
	struct farkle_state state;
	struct game_entry *entry;        /* [0, nactive) played, [nactive, ntotal) undone */
	int nactive;
	int ntotal;
	int cap;
};

/* A new game with no entries; NULL on a lack of memory. */
struct game *game_create(const char *ruleset, const struct farkle_rules *rules,
    int nplayers, char *const *names);
void game_free(struct game *g);
const struct farkle_rules *game_rules(const struct game *g);

/* Applies an entry for the player whose turn it is.  On success it becomes
 * the newest active entry (the undone ones are dropped) and *out says what
 * happened; on refusal nothing changes and why says which rule was broken. */
bool game_play(struct game *g, const struct farkle_action *a, struct farkle_outcome *out,
    char *why, size_t whylen);
/* Appends an entry read back from the store, active or undone. */
bool game_load_entry(struct game *g, const struct game_entry *e, bool undone);
/* Rebuilds the state from the active entries; false if the log no longer
 * replays (a store written by other rules). */
bool game_replay(struct game *g, char *why, size_t whylen);
/* Moves the newest active entry to the undone ones; false if there is none. */
bool game_undo(struct game *g);
/* Plays the oldest undone entry again; false if there is none. */
bool game_redo(struct game *g, struct farkle_outcome *out);
bool game_is_over(const struct game *g);

#endif
