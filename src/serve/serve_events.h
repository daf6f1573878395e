/* The pages' event streams (serve_events.c): a subscriber a page open on
 * a game, its events queued by the watcher and sent by libmicrohttpd,
 * its connection suspended while it has nothing to send. */
#ifndef TAPIS_SERVE_EVENTS_H
#define TAPIS_SERVE_EVENTS_H

#include <stdbool.h>
#include <stddef.h>

#include <microhttpd.h>

#include "serve_lang.h"

struct serve_event;
struct serve_hub;
struct serve_sub;

/* A game's version as the server says it (serve_watch.c), with its NUL. */
#define SERVE_VERSION 40

/* A sheet's event, text (len bytes, malloc'd, owned from now on) shared
 * by the subscribers it is queued to; held by the caller until
 * serve_event_release, freed once the last lets go.  NULL on no memory
 * (text freed). */
struct serve_event *serve_event_new(char *text, size_t len);
void serve_event_release(struct serve_event *e);

/* NULL on no memory. */
struct serve_hub *serve_hub_new(void);
/* After serve_hub_close and the daemon stopped. */
void serve_hub_free(struct serve_hub *h);
/* A descriptor that is readable when a subscriber came (for the watcher
 * to send it the game at once); serve_hub_woken reads it empty. */
int serve_hub_wake_fd(const struct serve_hub *h);
void serve_hub_woken(struct serve_hub *h);
/* The lists' version: moved by serve_hub_touch, at each change of the
 * database the watcher sees and of what the lists show beside it (the
 * league's state); a list's stream is sent each (game 0's subscribers). */
long long serve_hub_version(struct serve_hub *h);
/* Moves it, and wakes the watcher to send it. */
void serve_hub_touch(struct serve_hub *h);
/* A new stream of game's events for conn, its page in lang: the response
 * to queue (once the server stops, a stream that ends at once); NULL on
 * no memory. */
struct MHD_Response *serve_hub_subscribe(struct serve_hub *h, struct MHD_Connection *conn,
    long long game, enum serve_lang lang);
/* Every subscriber now, each held until serve_subs_release: *n of them in
 * a block for the caller (NULL where none or no memory). */
struct serve_sub **serve_hub_subs(struct serve_hub *h, size_t *n);
void serve_subs_release(struct serve_sub **subs, size_t n);
/* Ends every stream and refuses new ones: before the daemon stops. */
void serve_hub_close(struct serve_hub *h);

long long serve_sub_game(const struct serve_sub *s);
enum serve_lang serve_sub_lang(const struct serve_sub *s);
/* Whether the subscriber was last sent version (false for one that was
 * sent none yet). */
bool serve_sub_has(struct serve_sub *s, const char *version);
/* Queues event, the sheet at version (a list's stream, game 0: that the
 * lists moved to version; held by the subscriber too), which
 * replaces one not yet sent: a slow client gets the latest state, not
 * every one. */
void serve_sub_sheet(struct serve_sub *s, const char *version, struct serve_event *event);
void serve_sub_ping(struct serve_sub *s);
/* The game is gone: its last event, then the stream ends. */
void serve_sub_gone(struct serve_sub *s);

#endif
