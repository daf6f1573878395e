/* Tables that advice works out ahead (advice.h), kept in the cache folder
 * ($XDG_CACHE_HOME/tapis, else ~/.cache/tapis) so that each is built once
 * per rule set.  A file is named and checked by a key: the game, the
 * request, the engine's table version and every rule the table depends
 * on (the engine's advice table_key, else every option of the rules as
 * option_get writes it).  Its header (magic, versions, key, size, checksum)
 * is checked before anything of it is used: a damaged, truncated or
 * foreign file is never trusted.  Files are written whole or not at all
 * (a temporary file, then rename).  No printing here: the caller says what
 * happened. */
#ifndef TAPIS_ADVICE_CACHE_H
#define TAPIS_ADVICE_CACHE_H

#include <stdbool.h>
#include <stddef.h>

#include "engine.h"

enum advice_cache_status {
	ADVICE_CACHE_READ,        /* the table, from memory or the file */
	ADVICE_CACHE_NONE,        /* none kept yet */
	ADVICE_CACHE_DAMAGED,     /* a file that cannot be trusted: why says how */
};

/* The table of `size` bytes for request under rules of engine e, kept
 * before; NULL with the status (and, damaged, the reason) if none.  The
 * table is the cache's: good until the next call here. */
const void *advice_cache_load(const struct engine *e, const void *rules, int request,
    size_t size, enum advice_cache_status *status, char *why, size_t whylen);
/* Keeps table (size bytes, taken over: the cache frees it) in memory for
 * this run and in the cache folder; false, with the reason, if the file
 * could not be written (the table is still kept for this run). */
bool advice_cache_store(const struct engine *e, const void *rules, int request, void *table,
    size_t size, char *why, size_t whylen);
/* The file a table is kept in, into buf; false if there is no cache
 * folder (neither XDG_CACHE_HOME nor HOME) or its path is too long. */
bool advice_cache_path(const struct engine *e, const void *rules, int request, char *buf,
    size_t len);
/* Lets go of the table kept in memory. */
void advice_cache_forget(void);

/* The cache folder of tapis into buf: $XDG_CACHE_HOME/tapis (an absolute
 * path, as the XDG rules ask), else $HOME/.cache/tapis; false if neither
 * can be had, or the path is too long for buf, which is said in why
 * (whylen bytes) where why is not NULL.  (A league's local copy is kept
 * there too.) */
bool advice_cache_folder(char *buf, size_t len, char *why, size_t whylen);

#endif
