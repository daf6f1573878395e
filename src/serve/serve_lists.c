/* The pages that list: the games (/) as `games` finds them, and the
 * leaderboard as the command leaderboard drives its table, in the rows'
 * HTML. */
#include "config.h"

#include <stdlib.h>

#include "engine.h"
#include "i18n.h"
#include "render_html.h"
#include "render_stats.h"
#include "rows.h"
#include "serve_body.h"
#include "serve_lists.h"
#include "session.h"
#include "store.h"
#include "store_stats.h"

struct listed {
	FILE *f;
	const char *query;
	int rows;
};

static bool
list_row(const struct store_game_row *row, void *ctx)
{
	struct listed *l = ctx;
	render_html_game_row(l->f, row, l->query, l->rows++);
	return true;
}

/* The section of the games being played, or (ended) the last ended;
 * false if the store failed. */
static bool
list_games(const struct serve_ask *a, FILE *f, bool ended)
{
	struct store_game_filter filter = {0};
	filter.status = ended ? NULL : "playing";
	filter.ended = ended;
	filter.limit = ended ? SERVE_ENDED : 0;
	struct listed l = {f, serve_query(a), 0};
	render_html_games_begin(f, !ended);
	bool ok = store_find_games(a->t->store, &filter, list_row, &l) >= 0;
	render_html_games_end(f, !ended, l.rows);
	return ok;
}

/* Ends page p on f: drawn, or (the store failed as it read) the page
 * that says so. */
static bool
page_done(const struct serve_ask *a, FILE *f, const struct html_page *p, bool read,
    struct serve_drawn *d)
{
	render_html_end(f, p);
	if (!serve_body_close(f, d))
		return false;
	if (read)             /* untaken: SQLite failing as it reads a list */
		return true;
	free(d->body);
	return serve_page_refused(a, 500, store_error(a->t->store), d);
}

/* A list's page begun, live: a league's state said first. */
static void
list_begin(const struct serve_ask *a, FILE *f, struct html_page *p, const char *title)
{
	*p = (struct html_page){title, a->tv, true, 0, serve_lang_code(a->lang), serve_query(a),
	    a->version};
	render_html_begin(f, p);
	if (!a->league.league)
		return;
	char said[256];
	if (a->league.reached)
		snprintf(said, sizeof said, "%s", _("the league, live: each game shows as its table"
		    " ends it"));
	/* untaken: a league not reached before anything was pulled from it */
	else if (a->league.pulled[0])
		snprintf(said, sizeof said, _("the league cannot be reached: as last pulled at %s"),
		    a->league.pulled);
	else
		snprintf(said, sizeof said, "%s", _("the league cannot be reached: nothing pulled"
		    " from it yet"));
	render_html_state(f, a->league.reached ? "live" : "offline", said);
}

bool
serve_games_page(const struct serve_ask *a, struct serve_drawn *d)
{
	FILE *f = serve_body_open(d, 200, "text/html; charset=utf-8");
	if (f == NULL)
		return false;
	struct html_page p;
	list_begin(a, f, &p, _("games"));
	/* (a league holds ended games only: no section of games being played) */
	/* untaken: SQLite failing as it reads a list */
	bool read = (a->league.league || list_games(a, f, false)) && list_games(a, f, true);
	return page_done(a, f, &p, read, d);
}

/* The leaderboard's table, begun at its first row under its heading,
 * which names the kind of game asked for (kind, or NULL). */
struct board {
	struct stats_feed feed;
	struct rows r;
	bool begun;
	bool lost_shown;
	int rows;
	const char *kind;
};

static bool
board_row(const char *const *values, int n, void *ctx)
{
	struct board *b = ctx;
	(void)n;
	if (!b->begun) {
		render_html_heading(b->feed.ui->out, _("leaderboard"), b->kind != NULL ?
		    engine_ruleset_shown(b->kind) : NULL);
		render_leaderboard_begin(&b->r, &b->feed, b->lost_shown);
	}
	b->begun = true;
	render_leaderboard_row(&b->r, values);
	b->rows++;
	return true;
}

bool
serve_leaderboard_page(const struct serve_ask *a, struct serve_drawn *d)
{
	FILE *f = serve_body_open(d, 200, "text/html; charset=utf-8");
	if (f == NULL)
		return false;
	struct ui ui = {f, f, false, true, false, false, 0};
	struct board b = {{&ui, ROWS_HTML, NULL, NULL, 0, false}, {0}, false,
	    a->kind != NULL && session_kind_names_loser(a->t, a->kind), 0, a->kind};
	struct html_page p;
	list_begin(a, f, &p, _("leaderboard"));
	bool read = store_leaderboard(a->t->store, a->kind, board_row, &b);
	if (b.begun)
		stats_table_end(&b.r, &b.feed);
	else if (read)        /* untaken: SQLite failing as it reads the leaderboard */
		render_html_message(f, _("leaderboard"), _("no finished game yet: the leaderboard"
		    " counts games played to the end"));
	return page_done(a, f, &p, read, d);
}
