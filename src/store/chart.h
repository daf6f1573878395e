/* A game's story as a chart: each player's score after each of their
 * turns (after each round where a round moves every score: 421).  The
 * game's entries give the series (game_chart, game_chart.c), the
 * renderer draws them in the terminal or as SVG (render_chart.c), `chart`
 * joins the two (cmd_chart.c). */
#ifndef TAPIS_CHART_H
#define TAPIS_CHART_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "store.h"

struct store;
struct ui;

/* One player's series: score[k] is the score after their turn (or round)
 * k + 1 (the start, 0, is not in it). */
struct chart_player {
	char name[STORE_NAME_BYTES + 1];
	int n, cap;
	int *score;
	/* the final score the store wrote at the end of the game, which the
	 * legend gives: another player's turn may have changed it after the
	 * player's last (a duel's box struck out, a pawn taken off) */
	bool has_final;
	int final;
};

struct chart {
	int64_t id;
	char game[STORE_RULESET_MAX];     /* the rule set, as typed at new */
	char family[40];                  /* its engine's; "" where it cannot be read */
	int nplayers;
	struct chart_player player[STORE_MAX_PLAYERS];
};

/* Releases c's series. */
void chart_free(struct chart *c);
/* The most turns any player has had: 0 if the game has no turn yet. */
int chart_turns(const struct chart *c);

/* The chart drawn in the terminal: braille and geometric marks where the
 * locale speaks UTF-8, ASCII otherwise, to the terminal's width (80
 * without one) and about 20 rows. */
void render_chart(const struct ui *ui, const struct chart *c);
/* What a chart of a game of engine e draws, in its family's words: its
 * title ("score after each turn", "tokens after each round"), or with
 * axis the steps of its axis ("turn", "round"); e NULL: a game's. */
struct engine;
const char *render_chart_said(const struct engine *e, bool axis);
/* The same chart as a standalone SVG document written to f, 860 pixels
 * wide, or 400 where narrow (for a phone: its legend under the plot);
 * false if f reports a write error. */
bool render_chart_svg(FILE *f, const struct chart *c, bool narrow);

#endif
