/* What the history commands print: a past game's
 * heading and its replay (render_history.c). */
#ifndef TAPIS_RENDER_HISTORY_H
#define TAPIS_RENDER_HISTORY_H

#include "game.h"
#include "ui.h"

struct store_game_row;

/* "Game #3 · 10000, booklet rules · alice, bob · 2024-05-01 20:14 · alice
 * won after 12 turns": a stored game g, with its row from the store. */
void render_game_heading(const struct ui *ui, const struct game *g,
    const struct store_game_row *row);
/* A replay: "turn 3 · bob" before a turn's first entry; each entry as
 * typed with the answer it had; or that nothing was played. */
void render_replay_turn(const struct ui *ui, const struct game *g, int turn, int seat);
void render_replay_entry(const struct ui *ui, const struct game *g,
    const struct game_entry *e, const union outcome *o);

#endif
