/* Each page drawn into memory (serve_pages.c), through the renderer, in
 * the language the calling thread has taken on (uselocale). */
#ifndef TAPIS_SERVE_PAGES_H
#define TAPIS_SERVE_PAGES_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "serve.h"
#include "serve_lang.h"
#include "serve_route.h"
#include "serve_sheets.h"
#include "tapis.h"

struct store;

/* What a page is drawn for. */
struct serve_ask {
	struct tapis *t;          /* the thread's, on a read-only store */
	struct serve_sheets *sheets;   /* the thread's, drawn on that store */
	enum serve_lang lang;
	bool tv;                  /* ?tv */
	bool narrow;              /* ?narrow: a chart for a phone */
	const char *kind;         /* ?kind= of the leaderboard, or NULL */
	long long version;        /* the lists' version as the request came */
	struct serve_league league;    /* serve --league: how the league stands */
};

/* A page drawn: its status, type and body (the caller frees it). */
struct serve_drawn {
	unsigned status;
	const char *type;
	char *body;
	size_t len;
};

/* The page of route r (a page of the database: not the assets, not the
 * events); false on no memory. */
bool serve_page_draw(const struct serve_ask *a, const struct serve_route *r,
    struct serve_drawn *d);
/* 1 if store holds game id, 0 if not, -1 if it cannot say. */
int serve_game_found(struct store *store, long long id);
/* Game g's version, which changes with each entry, undo, redo, its end
 * and its abandon: its active entries, then a hash of its log and
 * status, into buf (SERVE_VERSION bytes). */
void serve_game_version(const struct game *g, char *buf, size_t len);
/* Game g's sheet at version as an event of the stream, in a new block
 * of *len bytes for the caller to free; NULL on no memory. */
char *serve_sheet_event(const struct game *g, const char *version, size_t *len);

#endif
