/* The page around what tapis serve shows, and its simplest parts, as
 * HTML: the page's head and header (render_html_begin, _end), the list
 * of games, a message.  Polyglot markup, HTML that is well-formed XML
 * too: void elements closed (<meta ... />), no entity but &amp; &lt; &gt;
 * &quot; &#39;.  Nothing inline: the style and the script are the
 * server's files. */
#include "config.h"

#include <stdbool.h>
#include <stdio.h>

#include "engine.h"
#include "html.h"
#include "i18n.h"
#include "render_html.h"
#include "render_line.h"
#include "store.h"

/* A link to path, keeping the page's query (?tv). */
static void
put_link(FILE *f, const char *path, const char *query, const char *words)
{
	fprintf(f, "<a href=\"%s", path);
	html_attr(f, query != NULL ? query : "");
	fputs("\">", f);
	html_text(f, words);
	fputs("</a>", f);
}

void
render_html_begin(FILE *f, const struct html_page *p)
{
	fputs("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"", f);
	html_attr(f, p->lang != NULL ? p->lang : "en");
	fputs("\" xml:lang=\"", f);
	html_attr(f, p->lang != NULL ? p->lang : "en");
	fputs("\">\n<head>\n<meta charset=\"utf-8\" />\n"
	    "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />\n"
	    "<meta name=\"color-scheme\" content=\"dark light\" />\n<title>", f);
	html_text(f, p->title != NULL ? p->title : "tapis");
	fputs("</title>\n<link rel=\"stylesheet\" href=\"/static/tapis.css\" />\n", f);
	if (p->live)
		fputs("<script src=\"/static/tapis.js\" defer=\"defer\"></script>\n", f);
	fputs("</head>\n<body", f);
	if (p->tv)
		fputs(" class=\"tv\"", f);
	if (p->game > 0)
		fprintf(f, " data-game=\"%lld\"", p->game);
	else if (p->live)
		fprintf(f, " data-version=\"%lld\"", p->version);
	fputs(">\n<header><nav>", f);
	put_link(f, "/", p->query, "tapis");
	fputs(" ", f);
	put_link(f, "/", p->query, _("games"));
	fputs(" ", f);
	put_link(f, "/leaderboard", p->query, _("leaderboard"));
	fputs("</nav></header>\n", f);
	/* what the script shows while the server cannot be reached: out of
	 * <main>, which a list's page puts in place again */
	if (p->live) {
		fputs("<p id=\"offline\" role=\"status\" hidden=\"hidden\">", f);
		html_text(f, _("the server cannot be reached: this page is not following the table"
		    " (trying again)"));
		fputs("</p>\n", f);
	}
	fputs("<main>\n", f);
}

void
render_html_end(FILE *f, const struct html_page *p)
{
	(void)p;
	fputs("</main>\n</body>\n</html>\n", f);
}

void
render_html_state(FILE *f, const char *state, const char *text)
{
	fputs("<p id=\"state\" role=\"status\" data-state=\"", f);
	html_attr(f, state);
	fputs("\">", f);
	html_text(f, text);
	fputs("</p>\n", f);
}

void
render_html_games_begin(FILE *f, bool playing)
{
	fprintf(f, "<section class=\"games\" id=\"%s\">\n<h2>", playing ? "playing" : "ended");
	html_text(f, playing ? _("Games being played") : _("Games ended lately"));
	fputs("</h2>\n", f);
}

/* A cell of text a file held, of its class (what the page's style lays
 * out on a phone). */
static void
put_cell(FILE *f, const char *class, const char *text)
{
	fprintf(f, "<td class=\"%s\">", class);
	html_text(f, text != NULL ? text : "");
	fputs("</td>", f);
}

void
render_html_game_row(FILE *f, const struct store_game_row *row, const char *query, int n)
{
	char path[48], number[32], state[GAME_NAME_BYTES * 4 + 64], day[64];
	if (n == 0)
		fprintf(f, "<div class=\"scroll\"><table class=\"games\">\n<thead><tr><th>#</th>"
		    "<th>%s</th><th>%s</th><th>%s</th><th>%s</th><th>%s</th></tr></thead>\n"
		    "<tbody>\n", _("game"), _("players"), _("status"), _("results"), _("date"));
	snprintf(path, sizeof path, "/games/%lld", (long long)row->id);
	snprintf(number, sizeof number, "#%lld", (long long)row->id);
	fprintf(f, "<tr data-game=\"%lld\" data-status=\"", (long long)row->id);
	html_attr(f, row->status != NULL ? row->status : "");
	fputs("\"><td class=\"number\">", f);
	put_link(f, path, query, number);
	fputs("</td>", f);
	put_cell(f, "game", row->game != NULL ? engine_ruleset_shown(row->game) : "");
	put_cell(f, "players", row->players);
	put_cell(f, "state", render_game_state(row, state, sizeof state));
	put_cell(f, "results", row->results);
	put_cell(f, "date", render_day(row->created, true, day, sizeof day));
	fputs("</tr>\n", f);
}

void
render_html_games_end(FILE *f, bool playing, int rows)
{
	if (rows > 0)
		fputs("</tbody></table></div>\n", f);
	if (rows == 0) {
		fputs("<p class=\"empty\">", f);
		html_text(f, playing ? _("No game is being played.") : _("No game has ended yet."));
		fputs("</p>\n", f);
	}
	fputs("</section>\n", f);
}

void
render_html_heading(FILE *f, const char *text, const char *detail)
{
	fputs("<h1>", f);
	html_text(f, text);
	if (detail != NULL) {
		fputs(" \u00b7 ", f);
		html_text(f, detail);
	}
	fputs("</h1>\n", f);
}

void
render_html_message(FILE *f, const char *heading, const char *text)
{
	fputs("<section class=\"message\">\n<h1>", f);
	html_text(f, heading != NULL ? heading : "");
	fputs("</h1>\n<p>", f);
	html_text(f, text != NULL ? text : "");
	fputs("</p>\n</section>\n", f);
}
