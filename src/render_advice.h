/* What hint and odds print (render_advice.c). */
#ifndef TAPIS_RENDER_ADVICE_H
#define TAPIS_RENDER_ADVICE_H

#include "game.h"
#include "rows.h"
#include "ui.h"

struct advice;
/* The answer: what the values measure, then a choice a line as it is
 * typed, best first and marked; or rows for scripts. */
void render_advice(const struct ui *ui, const struct game *g, const struct advice *a,
    enum rows_format format, int most, const char *about);
/* What became of a table advice works out ahead, in one line. */
enum advice_table_event {
	ADVICE_TABLE_BUILDING,    /* being built (said at a terminal: it takes a while) */
	ADVICE_TABLE_REBUILT,     /* the kept file was not to be trusted (why) */
	ADVICE_TABLE_NOT_KEPT,    /* built, but the file could not be written (why) */
};
void render_advice_table(const struct ui *ui, enum advice_table_event ev, const char *why);

#endif
