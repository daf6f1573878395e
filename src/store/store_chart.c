/* A chart's series released and measured (the series themselves are
 * worked out from a game's entries: game_chart, game_chart.c). */
#include "config.h"

#include <stdlib.h>

#include "chart.h"

void
chart_free(struct chart *c)
{
	for (int i = 0; i < c->nplayers; i++) {
		free(c->player[i].score);
		c->player[i].score = NULL;
		c->player[i].n = c->player[i].cap = 0;
	}
}

int
chart_turns(const struct chart *c)
{
	int most = 0;
	for (int i = 0; i < c->nplayers; i++)
		if (c->player[i].n > most)
			most = c->player[i].n;
	return most;
}
