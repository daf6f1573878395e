/* The watcher (serve_watch.c): one thread that notices a change of the
 * database and sends each page open on a changed game its new sheet. */
#ifndef TAPIS_SERVE_WATCH_H
#define TAPIS_SERVE_WATCH_H

#include <stddef.h>

#include "serve_events.h"
#include "serve_lang.h"

struct serve_watch;

/* Starts watching db_path (opened read-only here) for the hub's
 * subscribers, drawing in langs; NULL with why. */
struct serve_watch *serve_watch_start(const char *db_path, struct serve_hub *hub,
    const struct serve_langs *langs, char *why, size_t whylen);
void serve_watch_stop(struct serve_watch *w);

#endif
