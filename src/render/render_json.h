/* A game as JSON: the machine contract's object (render_json.c). */
#ifndef TAPIS_RENDER_JSON_H
#define TAPIS_RENDER_JSON_H

#include <stdio.h>

#include "game.h"
#include "ui.h"

struct exchange_meta;

void render_json(const struct ui *ui, const struct game *g);
/* Game g as one JSON object on f, no line end; with m, also what an
 * import keeps (uid, family, base, created, finished). */
void render_json_object(FILE *f, const struct game *g, const struct exchange_meta *m);

#endif
