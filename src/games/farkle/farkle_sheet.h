/* The sheet as a table keeps it on paper: per player, the column of scores
 * written one after the other, some struck out, with the crosses beside
 * (struct sheet, sheet_model.h, which render_columns.c draws).  Built from
 * the game's log by replaying it; no I/O here. */
#ifndef TAPIS_SHEET_H
#define TAPIS_SHEET_H

#include <stdbool.h>

#include "farkle.h"
#include "game.h"
#include "sheet_model.h"

/* Fills sh from g's active entries.  False on a lack of memory or a log
 * that no longer replays; sh then holds nothing to free.  Otherwise the
 * caller frees it with sheet_free. */
bool sheet_build(struct sheet *sh, const struct game *g);
void sheet_free(struct sheet *sh);
/* The row of the player's score now: the last one not struck; -1 if none
 * (the score is then 0). */
int sheet_current(const struct sheet_column *c);

#endif
