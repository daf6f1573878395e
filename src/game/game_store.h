/* A game kept in the store and read back: what the rules say of it (its
 * status, winner, places, an entry's arguments and facts) worked out here
 * and handed to the store as plain data; rows read back checked against
 * the rules and replayed into a game. */
#ifndef TAPIS_GAME_STORE_H
#define TAPIS_GAME_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "store.h"

/* Writes a new game (its options and players) and sets g->id. */
bool game_store_create(struct store *s, struct game *g);
/* Reads game id back with its entries; the state is not replayed.  NULL if
 * there is no such game or it cannot be read, with the reason in err. */
struct game *game_store_load(struct store *s, int64_t id, char *err, size_t errlen);
/* The entry g->entry[g->nactive - 1] just played, with what it did (its
 * family's facts beside it); drop_undone: the undone entries it replaces
 * are dropped in the same commit. */
bool game_store_append(struct store *s, struct game *g, const union outcome *o,
    bool drop_undone);
/* Marks game g, being played, abandoned, with its facts (store_game_abandon):
 * 1 if done, 0 if it is no longer being played, -1 on an error. */
int game_store_abandon(struct store *s, const struct game *g);
/* Marks entry g->entry[g->nactive] (just undone) undone and deletes its facts. */
bool game_store_undo(struct store *s, const struct game *g);
/* Marks entry g->entry[g->nactive - 1] (just redone) active, with its facts. */
bool game_store_redo(struct store *s, const struct game *g, const union outcome *o);

/* Saves rules (of engine e, from built-in set base) as the table's preset
 * name, replacing one of that name. */
bool game_store_preset_save(struct store *s, const char *name, const char *base,
    const struct engine *e, const void *rules);
/* 1, with its engine, its rules (a new block for the caller to free) and
 * the built-in set they came from, if there is such a preset; 0 if not; -1
 * on an error (in err). */
int game_store_preset_load(struct store *s, const char *name, char *base, size_t baselen,
    const struct engine **engine, void **rules, char *err, size_t errlen);

#endif
