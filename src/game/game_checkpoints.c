#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "game_checkpoints.h"

void
game_checkpoints_init(struct game_checkpoints *c, size_t size)
{
	size_t most = size > 0 ? GAME_CHECKPOINT_BYTES / size : 2;
	*c = (struct game_checkpoints){
		.size = size, .most = most < 2 ? 2 : (int)most,
		.stride = GAME_CHECKPOINT_STRIDE,
	};
}

void
game_checkpoints_free(struct game_checkpoints *c)
{
	free(c->states);
	c->states = NULL;
	c->n = c->cap = 0;
}

/* Full: every other one goes (those after an even multiple of the stride
 * stay) and the stride doubles, so that memory stays bounded however long
 * the game, and a replay shorter than the new stride. */
static void
thin(struct game_checkpoints *c)
{
	for (int i = 1; i < c->n; i += 2)
		memcpy(c->states + (size_t)(i / 2) * c->size, c->states + (size_t)i * c->size,
		    c->size);
	c->n /= 2;
	c->stride *= 2;
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
	if (c->n == c->cap) {
		int cap = c->cap ? c->cap * 2 : 4;
		if (cap > c->most)
			cap = c->most;
		unsigned char *states = realloc(c->states, (size_t)cap * c->size);
		if (states == NULL)
			return;
		c->states = states;
		c->cap = cap;
	}
	memcpy(c->states + (size_t)c->n * c->size, state, c->size);
	c->n++;
}

void
game_checkpoints_forget(struct game_checkpoints *c, int played)
{
	int still = played < 0 ? 0 : played / c->stride;
	if (still < c->n)
		c->n = still;
}

int
game_checkpoints_restore(const struct game_checkpoints *c, int played, void *state)
{
	int k = played < 0 ? 0 : played / c->stride;
	if (k > c->n)
		k = c->n;
	if (k == 0)
		return 0;
	memcpy(state, c->states + (size_t)(k - 1) * c->size, c->size);
	return k * c->stride;
}
