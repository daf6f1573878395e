/* The pages that list (serve_lists.c): the games, and the leaderboard. */
#ifndef TAPIS_SERVE_LISTS_H
#define TAPIS_SERVE_LISTS_H

#include <stdbool.h>

#include "serve_pages.h"

/* /: the games being played, then the last SERVE_ENDED ended. */
#define SERVE_ENDED 20
bool serve_games_page(const struct serve_ask *a, struct serve_drawn *d);
/* /leaderboard[?kind=GAME-KIND]: the players by wins. */
bool serve_leaderboard_page(const struct serve_ask *a, struct serve_drawn *d);

#endif
