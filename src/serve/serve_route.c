/* The routes of the pages, matched whole: a path is one of them or none
 * (no folder of files is served, so no path can reach outside them). */
#include "config.h"

#include <string.h>

#include "serve_route.h"

long long
serve_route_game(const char *text, size_t n)
{
	if (n == 0 || n > 18 || text[0] == '0')
		return 0;
	long long id = 0;
	for (size_t i = 0; i < n; i++) {
		if (text[i] < '0' || text[i] > '9')
			return 0;
		id = id * 10 + (text[i] - '0');
	}
	return id;
}

/* /games/N and what follows N: the page of a game, or none. */
static struct serve_route
game_page(const char *rest)
{
	static const struct {
		const char *tail;
		enum serve_page page;
	} tails[] = {
		{"", PAGE_GAME}, {".json", PAGE_GAME_JSON}, {"/chart.svg", PAGE_CHART},
		{"/events", PAGE_EVENTS},
	};
	struct serve_route r = {PAGE_NONE, 0};
	size_t digits = strspn(rest, "0123456789");
	for (size_t i = 0; i < sizeof tails / sizeof tails[0]; i++)
		if (strcmp(rest + digits, tails[i].tail) == 0 &&
		    (r.game = serve_route_game(rest, digits)) > 0) {
			r.page = tails[i].page;
			return r;
		}
	r.game = 0;
	return r;
}

struct serve_route
serve_route_find(const char *method, const char *path)
{
	static const struct {
		const char *path;
		enum serve_page page;
	} fixed[] = {
		{"/", PAGE_GAMES}, {"/leaderboard", PAGE_LEADERBOARD},
		{"/static/tapis.css", PAGE_CSS}, {"/static/tapis.js", PAGE_JS},
	};
	struct serve_route r = {PAGE_NONE, 0};
	if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0) {
		r.page = PAGE_METHOD;
		return r;
	}
	for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
		if (strcmp(path, fixed[i].path) == 0) {
			r.page = fixed[i].page;
			return r;
		}
	if (strcmp(path, "/events") == 0)
		r.page = PAGE_EVENTS;         /* the lists' stream: game 0 */
	else if (strncmp(path, "/games/", 7) == 0)
		return game_page(path + 7);
	return r;
}
