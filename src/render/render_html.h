/* What tapis's web page shows (tapis serve), as HTML drawn from the same
 * models as the terminal's sheet, for every game: the page around, a
 * game's sheet, the list of games, a message.  All to a FILE* (the server
 * writes into memory); every text a person typed or the file held goes
 * through html_text or html_attr (html.h).  The leaderboard is the rows'
 * ROWS_HTML (rows.h).  The markup is polyglot: HTML that is also
 * well-formed XML. */
#ifndef TAPIS_RENDER_HTML_H
#define TAPIS_RENDER_HTML_H

#include <stdbool.h>
#include <stdio.h>

#include "game.h"

struct store_game_row;

struct html_page {
	const char *title;        /* the <title>, plain text */
	bool tv;                  /* ?tv: large type (class "tv" on <body>) */
	bool live;                /* the script (/static/tapis.js) is linked: a game's page
	                             or a list's */
	long long game;           /* the game of the page (data-game on <body>), 0 for none */
	const char *lang;         /* "fr" or "en", <html lang> */
	const char *query;        /* "?tv" or "" : kept on the page's links */
	long long version;        /* a list's, live: the server's version of the lists it
	                             shows (data-version on <body>) */
};

/* <!DOCTYPE html><html lang>..<body><header nav>, and the page's end. */
void render_html_begin(FILE *f, const struct html_page *p);
void render_html_end(FILE *f, const struct html_page *p);
/* Game g's sheet, the element the server's events replace:
 * <section id="sheet" ...>...</section>; version: the server's, which
 * changes with every change of the game. */
void render_html_sheet(FILE *f, const struct game *g, const char *version);
/* The list of games (/): begin, a row each (store_game_row; n the rows
 * before it: the first opens the table), end (rows the rows listed: none,
 * a line that says so, no table); `playing` heads the section (the games
 * being played, else the last ended); query ("?tv" or "") kept on the
 * links. */
void render_html_games_begin(FILE *f, bool playing);
void render_html_game_row(FILE *f, const struct store_game_row *row, const char *query, int n);
void render_html_games_end(FILE *f, bool playing, int rows);
/* A page's heading: <h1>TEXT</h1>, or TEXT · DETAIL where DETAIL is not
 * NULL. */
void render_html_heading(FILE *f, const char *text, const char *detail);
/* A page's message: not found, a damaged database (what is wrong, what
 * to do). */
void render_html_message(FILE *f, const char *heading, const char *text);
/* A line that says how what the page shows stands (a league served that
 * cannot be reached): <p id="state" role="status" data-state="STATE">. */
void render_html_state(FILE *f, const char *state, const char *text);

#endif
