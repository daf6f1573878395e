/* Which page a request asks for (serve_route.c): pure, from its method
 * and its path as libmicrohttpd hands them (percent-decoded, without the
 * query). */
#ifndef TAPIS_SERVE_ROUTE_H
#define TAPIS_SERVE_ROUTE_H

#include <stdbool.h>

enum serve_page {
	PAGE_NONE,                /* no such page: 404 */
	PAGE_METHOD,              /* a method other than GET and HEAD: 405 */
	PAGE_GAMES,               /* / */
	PAGE_GAME,                /* /games/N */
	PAGE_GAME_JSON,           /* /games/N.json */
	PAGE_CHART,               /* /games/N/chart.svg */
	PAGE_EVENTS,              /* /games/N/events; /events, the lists' (game 0) */
	PAGE_LEADERBOARD,         /* /leaderboard */
	PAGE_CSS,                 /* /static/tapis.css */
	PAGE_JS,                  /* /static/tapis.js */
};

struct serve_route {
	enum serve_page page;
	long long game;           /* N of a game's pages, else 0 */
};

/* The page of method and path. */
struct serve_route serve_route_find(const char *method, const char *path);
/* N of a game's page, strictly: digits alone, no sign, no leading zero,
 * at most 18 of them, up to the n bytes at text; 0 if not. */
long long serve_route_game(const char *text, size_t n);

#endif
