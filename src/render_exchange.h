/* What export writes and import says (render_exchange.c; exchange.h). */
#ifndef TAPIS_RENDER_EXCHANGE_H
#define TAPIS_RENDER_EXCHANGE_H

#include <stdio.h>

#include "game.h"
#include "ui.h"

struct exchange_meta;
struct exchange_turn;
struct store_game_row;

/* Games as a JSON array: begin, game number i of it (-1: a game alone,
 * on its line), end after n of them. */
void render_json_list_begin(FILE *f);
void render_json_game(FILE *f, const struct game *g, const struct exchange_meta *m, int i);
void render_json_list_end(FILE *f, int n);
/* The CSV of turns (RFC 4180): the header, then a turn a row. */
void render_csv_header(FILE *f);
void render_csv_turn(FILE *f, const struct exchange_turn *t);
/* What export wrote to path: game row, or (row NULL) so many games. */
void render_exported(const struct ui *ui, const char *path, const struct store_game_row *row,
    int games);
void render_imported(const struct ui *ui, const struct store_game_row *row);
/* The file's game number `place` is game row here already. */
void render_import_skipped(const struct ui *ui, int place, const struct store_game_row *row);
void render_import_end(const struct ui *ui, const char *path, int imported, int skipped);

#endif
