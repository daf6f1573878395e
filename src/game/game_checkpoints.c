#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "game_checkpoints.h"
#include "never.h"

void
game_checkpoints_init(struct game_checkpoints *c, size_t size)
{
	/* size is an engine's state_size, above 0 (test_engines) and far
	 * below half of GAME_CHECKPOINT_BYTES */
	size_t most = ALWAYS(size > 0) ? GAME_CHECKPOINT_BYTES / size : 2;
	*c = (struct game_checkpoints){
		.size = size, .most = NEVER(most < 2) ? 2 : (int)most, .stride = GAME_CHECKPOINT_STRIDE,
	};
}

void
game_checkpoints_free(struct game_checkpoints *c)
{
	for (int i = 0; i < c->made; i++)
		free(c->state[i]);
	free(c->state);
	c->state = NULL;
	c->n = c->made = c->room = 0;
}

/* Full: every other one goes (those after an even multiple of the stride
 * stay, the others' blocks are kept for the next) and the stride doubles,
 * so that memory stays bounded however long the game, and a replay shorter
 * than the new stride. */
static void
thin(struct game_checkpoints *c)
{
	/* [2i + 1] moves to [i]: untouched until then, as 2i + 1 > i */
	for (int i = 0; 2 * i + 1 < c->n; i++) {
		unsigned char *kept = c->state[2 * i + 1];
		c->state[2 * i + 1] = c->state[i];
		c->state[i] = kept;
	}
	c->n /= 2;
	c->stride *= 2;
}

/* A block for state [n]; false if there is no memory for it. */
static bool
block(struct game_checkpoints *c)
{
	if (c->n < c->made)
		return true;
	if (c->made == c->room) {
		int room = c->room ? c->room * 2 : 8;
		if (room > c->most)
			room = c->most;
		unsigned char **state = realloc(c->state, (size_t)room * sizeof *state);
		if (state == NULL)
			return false;
		c->state = state;
		c->room = room;
	}
	if ((c->state[c->made] = malloc(c->size)) == NULL)
		return false;
	c->made++;
	return true;
}

void
game_checkpoints_keep(struct game_checkpoints *c, int played, const void *state)
{
	if (played != (long long)(c->n + 1) * c->stride)
		return;
	if (c->n == c->most) {
		thin(c);
		if (played != (long long)(c->n + 1) * c->stride)
			return;
	}
	if (block(c))
		memcpy(c->state[c->n++], state, c->size);
}

void
game_checkpoints_forget(struct game_checkpoints *c, int played)
{
	/* (played is a count of entries: never below 0) */
	int still = NEVER(played < 0) ? 0 : played / c->stride;
	if (still < c->n)
		c->n = still;
}

int
game_checkpoints_restore(const struct game_checkpoints *c, int played, void *state)
{
	int k = NEVER(played < 0) ? 0 : played / c->stride;
	if (k > c->n)
		k = c->n;
	if (k == 0)
		return 0;
	memcpy(state, c->state[k - 1], c->size);
	return k * c->stride;
}
