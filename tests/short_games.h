/* A short game of each family, as typed (tests/short_games.c): what the
 * renderers' tests play to see each game drawn, its events and its page. */
#ifndef TAPIS_TEST_SHORT_GAMES_H
#define TAPIS_TEST_SHORT_GAMES_H

struct short_game {
	const char *family, *preset;
	int nplayers;
	const char *entries[16];      /* NULL after the last */
};

/* The short game of family, NULL if it has none. */
const struct short_game *short_game_of(const char *family);

#endif
