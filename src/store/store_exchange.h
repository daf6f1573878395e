/* The store's part of export and import (store_exchange.c): what a game is
 * beside its sheet, every game's number, one transaction for a whole
 * import, and the import file read with SQLite's own JSON functions. */
#ifndef TAPIS_STORE_EXCHANGE_H
#define TAPIS_STORE_EXCHANGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "exchange.h"
#include "store.h"

/* Game id's uid, engine, base, dates: 1 if there is such a game, 0 if
 * not, -1 on an error. */
int store_exchange_meta(struct store *s, int64_t id, struct exchange_meta *m);
/* When each played entry of game id was typed (UTC), in order: into
 * m->at, a new block for the caller to free, and m->nat: 1; 0 if a time
 * is none tapis writes (before the game's), the game's damage said in
 * why; -1 on an error. */
int store_entry_times(struct store *s, int64_t id, struct exchange_meta *m, char *why,
    size_t whylen);
/* Every game's number, oldest first, in a new array for the caller to
 * free (NULL when there are none); false on an error. */
bool store_game_ids(struct store *s, int64_t **ids, size_t *n);

/* One transaction for many writes: every store write until the end is
 * part of it, and nothing is kept unless the end keeps it.  The writes
 * check nothing of what this process saw before (an import adds games;
 * it changes none). */
bool store_batch_begin(struct store *s);
/* Commits (keep) or rolls back the batch; false if the commit failed
 * (then nothing was kept either). */
bool store_batch_end(struct store *s, bool keep);

/* The number of the game whose uid is uid; 0 if none, -1 on an error. */
int64_t store_game_of_uid(struct store *s, const char *uid);
/* Gives game id the uid and dates of m, and its entries the times of ig's
 * (an imported game keeps its own). */
bool store_exchange_keep(struct store *s, int64_t id, const struct import_game *ig);

/* An import file being read: text (which must outlive it) holds JSON, one
 * game object or an array of them.  NULL, with the reason, if it is not
 * JSON or holds neither; else *count says how many games it holds. */
struct store_import;
struct store_import *store_import_open(struct store *s, const char *text, int *count,
    char *why, size_t whylen);
/* The next game into ig (its entries in a block ig owns: free with
 * import_game_clear()): 1 if read, 0 past the last, -1 with the reason if
 * it is not a game as tapis exports them. */
int store_import_next(struct store_import *it, struct import_game *ig, char *why,
    size_t whylen);
void store_import_close(struct store_import *it);
void import_game_clear(struct import_game *ig);

#endif
