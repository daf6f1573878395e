/* A short game of each family, as typed: a verb's words, alice first. */
#include <stddef.h>
#include <string.h>

#include "short_games.h"

static const struct short_game games[] = {
	{"farkle", "10000", 2, {"throw 1 1 5 3 4", "keep 1 1 5", "throw 2 3", "throw 1 1 1 5 5",
	    "keep 1 1 1 5 5", "throw 1 2 3 4 6", "bank", NULL}},
	{"yams", "yams", 2, {"throw 6 6 6 2 5", "keep 6 6 6", "throw 6 1", "score 6",
	    "throw 1 2 3 4 5", "score suite", NULL}},
	{"yammaster", "yam-master", 2, {"throw 3 3 3 3 5", "place c2", "throw 6 6 6 1 2",
	    "place e1", "throw 2 2 4 5 6", "call suite", "keep 2 4 5 6", "throw 3", "place c1",
	    NULL}},
	{"421", "421", 3, {"throw 4 2 1", "throw 6 5 3", "throw 6 6 2", "throw 1 4 2",
	    "throw 2 2 1", NULL}},
};

const struct short_game *
short_game_of(const char *family)
{
	for (size_t i = 0; i < sizeof games / sizeof *games; i++)
		if (strcmp(games[i].family, family) == 0)
			return &games[i];
	return NULL;
}
