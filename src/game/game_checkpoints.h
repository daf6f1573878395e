/* States of a game kept every `stride` entries, so that an undo starts from
 * the newest one kept before it and replays fewer than `stride` entries,
 * not the whole log.  A state is a plain value of the engine's state_size
 * bytes, copied whole.  A cache: a state it could not keep (no memory) only
 * makes a replay longer.  No I/O here. */
#ifndef TAPIS_GAME_CHECKPOINTS_H
#define TAPIS_GAME_CHECKPOINTS_H

#include <stddef.h>

#define GAME_CHECKPOINT_STRIDE 32          /* entries between two, at first */
#define GAME_CHECKPOINT_BYTES (1 << 20)    /* kept for one game, at most */

struct game_checkpoints {
	/* [i < n]: the state after (i + 1) * stride entries; [n, made): blocks
	 * made before, kept for the next ones.  A block each, not one array:
	 * no copy of them all as they grow, and no block as large as those
	 * malloc maps apart (whose freeing raises its threshold for every
	 * later large block, which calloc must then clear) */
	unsigned char **state;
	size_t size;             /* of a state */
	int n;                   /* kept, each of the entries played now */
	int made;                /* blocks made */
	int room;                /* pointers allocated */
	int most;                /* kept at most: past it, every other one goes and
	                          * the stride doubles */
	int stride;
};

/* None kept yet, for states of size bytes. */
void game_checkpoints_init(struct game_checkpoints *c, size_t size);
void game_checkpoints_free(struct game_checkpoints *c);
/* State is the game's after `played` entries: kept if a checkpoint falls
 * due there (the next after the newest kept). */
void game_checkpoints_keep(struct game_checkpoints *c, int played, const void *state);
/* The entries after the first `played` are taken back (or change): the
 * states kept after them go. */
void game_checkpoints_forget(struct game_checkpoints *c, int played);
/* Copies into state the newest kept after at most `played` entries, and
 * returns after how many; 0, with state untouched, if none is. */
int game_checkpoints_restore(const struct game_checkpoints *c, int played, void *state);

#endif
