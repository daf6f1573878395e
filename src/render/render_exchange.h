/* What export writes (render_exchange.c; exchange.h). */
#ifndef TAPIS_RENDER_EXCHANGE_H
#define TAPIS_RENDER_EXCHANGE_H

#include <stdio.h>

#include "game.h"

struct exchange_meta;
struct exchange_turn;

/* Games as a JSON array: begin, game number i of it (-1: a game alone,
 * on its line), end after n of them. */
void render_json_list_begin(FILE *f);
void render_json_game(FILE *f, const struct game *g, const struct exchange_meta *m, int i);
void render_json_list_end(FILE *f, int n);
/* The CSV of turns (RFC 4180): the header, then a turn a row. */
void render_csv_header(FILE *f);
void render_csv_turn(FILE *f, const struct exchange_turn *t);

#endif
