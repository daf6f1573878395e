/* What an ended game counts for its statistics, worked out from its
 * entries played by its engine (struct engine's game_facts), as the
 * store keeps it beside the game (fact_summary). */
#ifndef TAPIS_GAME_FACTS_H
#define TAPIS_GAME_FACTS_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"

/* Each fact of g, over (finished or abandoned), given to add, the active
 * entries replayed; false, with the reason in why, if they cannot be
 * (no memory, a log that no longer replays). */
bool game_ended_facts(const struct game *g, engine_fact_sink *add, void *ctx, char *why,
    size_t whylen);

#endif
