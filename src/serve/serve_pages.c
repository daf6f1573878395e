/* A game's pages (its sheet, its JSON, its chart) and the pages that say
 * why there is none, drawn into memory: each as the command that shows
 * it at the terminal draws it (export --json, chart --svg), the game read
 * back as every command reads one (session_load: its damage said alike). */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chart.h"
#include "i18n.h"
#include "never.h"
#include "render_html.h"
#include "render_json.h"
#include "serve_body.h"
#include "serve_events.h"
#include "serve_lists.h"
#include "serve_pages.h"
#include "serve_sse.h"
#include "session.h"
#include "store.h"

#define WHY 512

static bool
row_seen(const struct store_game_row *row, void *ctx)
{
	(void)row;
	(void)ctx;
	return true;
}

int
serve_game_found(struct store *store, long long id)
{
	return store_game_row(store, (int64_t)id, row_seen, NULL);
}

/* Game id read back, or NULL with the page that says why there is none
 * drawn into d (*drawn false on no memory). */
static struct game *
game_or_refused(const struct serve_ask *a, long long id, struct serve_drawn *d, bool *drawn)
{
	char why[WHY];
	/* (one snapshot: its rows as one commit left them) */
	bool snapshot = store_read_begin(a->t->store);
	struct game *g = session_load(a->t, id, why, sizeof why);
	int found = g != NULL ? 1 : serve_game_found(a->t->store, id);
	if (snapshot)         /* untaken: SQLite failing to begin a read */
		store_read_end(a->t->store);
	if (g != NULL)
		return g;
	if (found == 0)
		/* (a page's reader has no REPL to type 'games' in) */
		snprintf(why, sizeof why, _("there is no game #%lld: the games are listed at /"), id);
	/* untaken: SQLite failing as it looks for the game */
	*drawn = found < 0 ? serve_page_refused(a, 500, store_error(a->t->store), d)
	    : found == 0 ? serve_page_refused(a, 404, why, d)
	    : serve_page_message(a, 500, _("this game cannot be read"), why, d);
	return NULL;
}

void
serve_game_version(const struct game *g, char *buf, size_t len)
{
	/* FNV-1a over what a change of the game changes */
	uint64_t h = 14695981039346656037ULL;
	const char *status = game_status(g);
	int words[4 + 2 + 1];
	for (const char *p = status; *p; p++)
		h = (h ^ (unsigned char)*p) * 1099511628211ULL;
	for (int i = -1; i < g->ntotal; i++) {
		const struct game_entry *e = &g->entry[i < 0 ? 0 : i];
		int n = i < 0 ? 0 : e->action.dice.n;
		words[0] = i < 0 ? g->nactive : e->seat;
		words[1] = i < 0 ? g->ntotal : e->action.verb;
		words[2] = i < 0 ? 0 : e->action.arg[0];
		words[3] = i < 0 ? 0 : e->action.arg[1];
		words[4] = n;
		words[5] = i >= g->nactive;
		words[6] = 0;
		for (int w = 0; w < 7; w++)
			h = (h ^ (uint64_t)(unsigned)words[w]) * 1099511628211ULL;
		/* (a game's entries hold DICE_MAX dice at most: engine_parse_words) */
		for (int k = 0; k < n && ALWAYS(k < DICE_MAX); k++)
			h = (h ^ e->action.dice.face[k]) * 1099511628211ULL;
	}
	snprintf(buf, len, "%d-%016llx", g->nactive, (unsigned long long)h);
}

/* Game g's sheet at version as HTML, in a new block of *len bytes;
 * NULL on no memory. */
static char *
sheet_html(const struct game *g, const char *version, size_t *len)
{
	char *html = NULL;
	FILE *f = open_memstream(&html, len);
	if (f == NULL)
		return NULL;
	render_html_sheet(f, g, version);
	bool ok = !ferror(f);
	if (fclose(f) != 0 || !ok) {
		free(html);
		return NULL;
	}
	return html;
}

char *
serve_sheet_event(const struct game *g, const char *version, size_t *len)
{
	size_t html_len;
	char *event = NULL, *html = sheet_html(g, version, &html_len);
	if (html == NULL)
		return NULL;
	FILE *f = open_memstream(&event, len);
	if (f != NULL) {      /* untaken: out of memory */
		serve_sse_sheet(f, version, g->nactive, game_status(g), html);
		bool ok = !ferror(f);
		if (fclose(f) != 0 || !ok) {
			free(event);
			event = NULL;
		}
	}
	free(html);
	return event;
}

/* Game id's sheet in the page's language: the one this thread kept, if
 * the database has not changed since it drew it, else drawn and kept;
 * NULL with the page that says why there is none drawn into d (*drawn
 * false on no memory). */
static const struct serve_sheet *
game_sheet(const struct serve_ask *a, long long id, struct serve_drawn *d, bool *drawn)
{
	serve_sheets_check(a->sheets, a->t->store);
	const struct serve_sheet *kept = serve_sheets_find(a->sheets, id, a->lang);
	if (kept != NULL)
		return kept;
	struct game *g = game_or_refused(a, id, d, drawn);
	if (g == NULL)
		return NULL;
	char version[SERVE_VERSION];
	size_t len;
	serve_game_version(g, version, sizeof version);
	char *html = sheet_html(g, version, &len);
	game_free(g);
	/* untaken: out of memory */
	return html != NULL ? serve_sheets_keep(a->sheets, id, a->lang, html, len) : NULL;
}

/* /games/N: the game's sheet, kept live by the script. */
static bool
game_page(const struct serve_ask *a, long long id, struct serve_drawn *d)
{
	bool drawn = false;
	const struct serve_sheet *sheet = game_sheet(a, id, d, &drawn);
	if (sheet == NULL)
		return drawn;
	char title[128];
	snprintf(title, sizeof title, _("game #%lld"), id);
	FILE *f = serve_body_open(d, 200, "text/html; charset=utf-8");
	/* untaken: out of memory (open_memstream) */
	if (f != NULL) {
		struct html_page p = {title, a->tv, true, id, serve_lang_code(a->lang), serve_query(a), 0};
		render_html_begin(f, &p);
		fwrite(sheet->html, 1, sheet->len, f);
		render_html_end(f, &p);
	}
	/* untaken: out of memory (open_memstream) */
	return f != NULL && serve_body_close(f, d);
}

/* /games/N.json: what export --json N writes. */
static bool
json_page(const struct serve_ask *a, long long id, struct serve_drawn *d)
{
	bool drawn = false;
	struct game *g = game_or_refused(a, id, d, &drawn);
	if (g == NULL)
		return drawn;
	FILE *f = serve_body_open(d, 200, "application/json");
	/* untaken: out of memory (open_memstream) */
	if (f != NULL) {
		render_json_object(f, g, NULL);
		fputc('\n', f);
	}
	game_free(g);
	/* untaken: out of memory (open_memstream) */
	return f != NULL && serve_body_close(f, d);
}

/* /games/N/chart.svg: what chart --svg writes, or its narrow form for a
 * phone (?narrow). */
static bool
chart_page(const struct serve_ask *a, long long id, struct serve_drawn *d)
{
	bool drawn = false;
	struct game *g = game_or_refused(a, id, d, &drawn);
	if (g == NULL)
		return drawn;
	struct chart c;
	char why[WHY];
	bool charted = game_chart(g, &c, why, sizeof why);
	game_free(g);
	if (!charted)         /* untaken: out of memory (the walk is pure) */
		return serve_page_refused(a, 500, why, d);
	bool ok;
	if (chart_turns(&c) == 0) {
		snprintf(why, sizeof why, _("game #%lld has no turn yet: nothing to chart"), id);
		ok = serve_page_refused(a, 404, why, d);
	} else {
		FILE *f = serve_body_open(d, 200, "image/svg+xml");
		/* untaken: out of memory (open_memstream), a write to it failing */
		ok = f != NULL && render_chart_svg(f, &c, a->narrow);
		/* untaken: out of memory (open_memstream), a write to it failing */
		ok = f != NULL && serve_body_close(f, d) && ok;
	}
	chart_free(&c);
	return ok;
}

bool
serve_page_draw(const struct serve_ask *a, const struct serve_route *r, struct serve_drawn *d)
{
	/* untaken: default: the other routes are answered before (serve_request.c) */
	switch (r->page) {
	case PAGE_GAMES:
		return serve_games_page(a, d);
	case PAGE_LEADERBOARD:
		return serve_leaderboard_page(a, d);
	case PAGE_GAME:
		return game_page(a, r->game, d);
	case PAGE_GAME_JSON:
		return json_page(a, r->game, d);
	case PAGE_CHART:
		return chart_page(a, r->game, d);
	default:
		return serve_page_refused(a, 404, NULL, d);
	}
}
