/* The sheets a thread of the server drew (serve_sheets.c), kept for the
 * next page of the same game in the same language while the database
 * has not changed. */
#ifndef TAPIS_SERVE_SHEETS_H
#define TAPIS_SERVE_SHEETS_H

#include <stddef.h>

#include "serve_lang.h"

struct store;

#define SERVE_SHEETS 8

/* A sheet kept: game's, drawn in lang, its html len bytes. */
struct serve_sheet {
	long long game;
	enum serve_lang lang;
	char *html;               /* NULL: none kept here */
	size_t len;
};

/* A thread's: all zero to start with. */
struct serve_sheets {
	struct serve_sheet sheet[SERVE_SHEETS];
	int next;                 /* the place the next sheet takes */
};

/* Forgets every sheet if another connection committed since the last
 * look at store (PRAGMA data_version, which moves at each commit of any
 * other), or it cannot say: after it, a sheet kept is the database's as
 * it stands.  To be
 * called before each find, and before the game is read for a sheet to
 * keep, so that a commit in between is seen at the next look. */
void serve_sheets_check(struct serve_sheets *c, struct store *store);
/* Game's sheet kept in lang, or NULL. */
const struct serve_sheet *serve_sheets_find(const struct serve_sheets *c, long long game,
    enum serve_lang lang);
/* Keeps html (malloc'd, len bytes, owned from now on), in place of the
 * oldest kept; the sheet kept. */
const struct serve_sheet *serve_sheets_keep(struct serve_sheets *c, long long game,
    enum serve_lang lang, char *html, size_t len);
/* Frees every sheet kept. */
void serve_sheets_forget(struct serve_sheets *c);

#endif
