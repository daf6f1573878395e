/* What hint and odds print (render_advice.c). */
#ifndef TAPIS_RENDER_ADVICE_H
#define TAPIS_RENDER_ADVICE_H

#include "game.h"
#include "rows.h"
#include "ui.h"

struct advice;
/* The answer: what the values measure, then a choice a line as it is
 * typed, best first and marked; or rows for scripts.  False if memory ran
 * short for the rows (the people's table then not drawn, nor what follows
 * it). */
bool render_advice(const struct ui *ui, const struct game *g, const struct advice *a,
    enum rows_format format, int most, const char *about);

#endif
