/* Long work's progress at a terminal (progress.h): one line, written
 * again as it goes, taken away at the end. */
#ifndef TAPIS_RENDER_PROGRESS_H
#define TAPIS_RENDER_PROGRESS_H

#include "progress.h"
#include "ui.h"

/* Who shows progress for ui: a person at a terminal sees it; a script,
 * or output that is not a terminal, sees nothing of it (NULL). */
progress_show_fn *render_progress_for(const struct ui *ui);
#endif
