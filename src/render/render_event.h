/* The parts of an entry's event drawn in files of their own, for
 * render_event.c, which draws the rest and puts them in order. */
#ifndef TAPIS_RENDER_EVENT_H
#define TAPIS_RENDER_EVENT_H

#include "event_model.h"
#include "game.h"
#include "render_line.h"
#include "ui.h"

/* What a throw may write on a sheet of boxes, part p on l
 * (render_event_boxes.c). */
void render_event_may_write(const struct ui *ui, struct line *l, const struct game *g,
    const struct outcome_event *ev, const struct event_part *p);
/* What a write did to the sheet, and the end, part p on l. */
void render_event_written(const struct ui *ui, struct line *l, const struct game *g,
    const struct event_part *p);
/* Points set aside, scored, banked or lost, the marks, part p on l
 * (render_event_points.c). */
void render_event_points(const struct ui *ui, struct line *l, const struct game *g,
    const struct event_part *p);

#endif
