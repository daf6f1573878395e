/* The web page's HTML (render_html.h): a short game of each family
 * played through the game API, its sheet drawn after every entry and
 * read back: well-formed (polyglot: every element closed, only the five
 * entities), the players' data-* the export's values, a hostile name
 * escaped, the last entry's answer the terminal's; the page around, the
 * list of games, a message, the rows as HTML; in English and French. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <libintl.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "advice.h"
#include "engine.h"
#include "event_model.h"
#include "families.h"
#include "game.h"
#include "printer.h"
#include "render.h"
#include "render_advice.h"
#include "render_history.h"
#include "render_html.h"
#include "render_json.h"
#include "render_stats.h"
#include "rows.h"
#include "sheet_model.h"
#include "short_games.h"
#include "store.h"
#include "ui.h"

/* ---- reading the HTML back */

/* What f holds, as a new string, f closed (an open_memstream's). */
struct mem {
	FILE *f;
	char *text;
	size_t len;
};

static void
mem_open(struct mem *m)
{
	m->text = NULL;
	m->f = open_memstream(&m->text, &m->len);
	assert_non_null(m->f);
}

static char *
mem_close(struct mem *m)
{
	assert_int_equal(fclose(m->f), 0);
	return m->text;
}

/* An entity at s, one of the five the page writes: its length, 0 if
 * none. */
static size_t
entity_at(const char *s)
{
	static const char *const five[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&#39;"};
	for (size_t i = 0; i < 5; i++)
		if (strncmp(s, five[i], strlen(five[i])) == 0)
			return strlen(five[i]);
	return 0;
}

/* Text between tags: no markup character but through an entity. */
static const char *
check_text(const char *s, const char *stop)
{
	for (; *s && strchr(stop, *s) == NULL; s++) {
		if (*s == '>')
			fail_msg("a bare > in [%.60s]", s);
		if (*s == '&' && entity_at(s) == 0)
			fail_msg("an unknown entity at [%.20s]", s);
	}
	return s;
}

static bool
is_void(const char *name)
{
	static const char *const voids[] = {"meta", "link", "img", "source", "br", "hr", "input"};
	for (size_t i = 0; i < sizeof voids / sizeof *voids; i++)
		if (strcmp(name, voids[i]) == 0)
			return true;
	return false;
}

/* The tag at s (past its '<'): its name into name, its attributes
 * checked (each quoted, once), whether it closes itself; returns what
 * follows its '>'. */
static const char *
read_tag(const char *s, char *name, size_t len, bool *closed)
{
	size_t n = strspn(s, "abcdefghijklmnopqrstuvwxyz0123456789");
	assert_true(n > 0 && n < len);
	memcpy(name, s, n);
	name[n] = '\0';
	s += n;
	for (;;) {
		s += strspn(s, " \n");
		if (s[0] == '/' && s[1] == '>') {
			*closed = true;
			return s + 2;
		}
		if (s[0] == '>') {
			*closed = false;
			return s + 1;
		}
		size_t a = strspn(s, "abcdefghijklmnopqrstuvwxyz-:");
		if (a == 0 || s[a] != '=' || s[a + 1] != '"')
			fail_msg("an attribute not name=\"value\" in <%s: [%.40s]", name, s);
		s = check_text(s + a + 2, "\"<");
		if (*s != '"')
			fail_msg("an attribute of <%s> not closed", name);
		s++;
	}
}

/* Every element closed, in order, void ones by themselves; text and
 * attributes with the five entities only. */
static void
expect_well_formed(const char *html)
{
	char stack[64][16];
	int depth = 0;
	const char *s = html;
	if (strncmp(s, "<!DOCTYPE html>", 15) == 0)
		s += 15;
	while (*(s = check_text(s, "<")) != '\0') {
		char name[16];
		bool closed;
		if (s[1] == '/') {
			size_t n = strcspn(s + 2, ">");
			if (depth == 0 || strlen(stack[depth - 1]) != n ||
			    strncmp(stack[depth - 1], s + 2, n) != 0)
				fail_msg("</%.*s> closes <%s>", (int)n, s + 2, depth ? stack[depth - 1] : "");
			depth--;
			s += n + 3;
			continue;
		}
		s = read_tag(s + 1, name, sizeof name, &closed);
		if (is_void(name) != closed)
			fail_msg("<%s> %s", name, closed ? "closed by itself" : "left open");
		if (!closed) {
			assert_true(depth < 64);
			snprintf(stack[depth++], sizeof stack[0], "%s", name);
		}
	}
	if (depth != 0)
		fail_msg("<%s> never closed", stack[depth - 1]);
}

/* The character an entity or a byte at s stands for, into *c; returns
 * the bytes read. */
static size_t
unescaped_at(const char *s, char *c)
{
	static const char *const five[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&#39;"};
	static const char plain[] = "&<>\"'";
	for (int k = 0; k < 5; k++)
		if (strncmp(s, five[k], strlen(five[k])) == 0) {
			*c = plain[k];
			return strlen(five[k]);
		}
	*c = *s;
	return 1;
}

/* The value of attribute `name` in the element that holds `where`
 * (found in html), its entities read back, into buf; NULL if none. */
static const char *
attr_of(const char *html, const char *where, const char *name, char *buf, size_t len)
{
	const char *at = strstr(html, where);
	if (at == NULL)
		return NULL;
	while (at > html && *at != '<')
		at--;
	const char *end = strchr(at, '>');
	char key[64];
	snprintf(key, sizeof key, " %s=\"", name);
	const char *v = strstr(at, key);
	if (v == NULL || v > end)
		return NULL;
	size_t n = 0;
	for (v += strlen(key); *v != '"' && n + 1 < len; n++)
		v += unescaped_at(v, &buf[n]);
	buf[n] = '\0';
	return buf;
}

/* The text of the element that starts with `open`, its entities read
 * back, its <br /> as line ends and its no-break spaces (before French's
 * : ; ! ?, html_text) as the spaces the terminal writes, into buf; NULL
 * if none. */
static const char *
text_of(const char *html, const char *open, char *buf, size_t len)
{
	const char *at = strstr(html, open);
	if (at == NULL)
		return NULL;
	size_t n = 0;
	for (at = strchr(at, '>') + 1; *at && strncmp(at, "</", 2) != 0 && n + 1 < len; n++)
		if (strncmp(at, "<br />", 6) == 0) {
			buf[n] = '\n';
			at += 6;
		} else if (strncmp(at, "\xc2\xa0", 2) == 0) {
			buf[n] = ' ';
			at += 2;
		} else {
			at += unescaped_at(at, &buf[n]);
		}
	buf[n] = '\0';
	return buf;
}

/* ---- a game played (short_games.c) */

/* A name a page must not read as markup. */
static const char hostile[] = "<script>alert(1)</script>&o'k\"";

static const struct printer *
printer_of(const struct engine *e)
{
	for (size_t f = 0; f < nfamilies; f++)
		if (families[f].engine == e)
			return families[f].printer;
	fail_msg("no printer for %s", e->family);
	return NULL;
}

static const struct short_game *
script_of(const struct engine *e)
{
	const struct short_game *sc = short_game_of(e->family);
	if (sc != NULL)
		return sc;
	fail_msg("no short game of %s", e->family);
	return NULL;
}

static struct game *
new_game(const struct engine *e, const struct short_game *sc)
{
	char *names[] = {"alice", (char *)hostile, "carol"};
	void *rules = game_rules_new(e, sc->preset);
	assert_non_null(rules);
	struct game *g = game_create(e, sc->preset, rules, sc->nplayers, names);
	assert_non_null(g);
	free(rules);
	g->id = 7;
	return g;
}

static void
play(struct game *g, const char *typed, union outcome *out)
{
	char verb[16], why[ENGINE_WHY];
	size_t n = strcspn(typed, " ");
	assert_true(n < sizeof verb);
	memcpy(verb, typed, n);
	verb[n] = '\0';
	struct action a = {engine_verb(g->engine, verb), {0, {0}}, {0, 0}};
	assert_true(a.verb >= 0);
	if (!engine_parse_args(g->engine, g->rules, &a, typed[n] ? typed + n + 1 : "", why,
	    sizeof why))
		fail_msg("'%s' not read: %s", typed, why);
	if (!game_play(g, &a, out, why, sizeof why))
		fail_msg("'%s' refused: %s", typed, why);
}

/* The terminal's answer to g's last entry (its board left out, the page
 * draws it beside): each line without the blanks around it. */
static char *
answer_of(const struct game *g, const union outcome *out)
{
	struct mem m;
	mem_open(&m);
	struct ui ui = {.out = m.f, .err = m.f, .utf8 = true};
	struct outcome_event ev;
	printer_of(g->engine)->event(g, &g->entry[g->nactive - 1].action, out, &ev);
	ev.board = false;
	render_event(&ui, g, &ev);
	char *said = mem_close(&m);
	size_t n = 0;
	for (char *line = strtok(said, "\n"); line != NULL; line = strtok(NULL, "\n")) {
		line += strspn(line, " ");
		size_t len = strlen(line);
		while (len > 0 && line[len - 1] == ' ')
			len--;
		if (len > 0) {
			if (n > 0)
				said[n++] = '\n';
			memmove(said + n, line, len);
			n += len;
		}
	}
	said[n] = '\0';
	return said;
}

/* Reads a JSON string at s (past its quote) into buf; returns what
 * follows its closing quote. */
static const char *
json_read_string(const char *s, char *buf, size_t len)
{
	size_t n = 0;
	for (; *s != '"' && *s && n + 1 < len; s++)
		buf[n++] = *s == '\\' ? *++s : *s;
	buf[n] = '\0';
	return s + 1;
}

/* Each player of the export of g against the sheet's row: the same name
 * and score. */
static void
expect_players_as_exported(const struct game *g, const char *html)
{
	struct mem m;
	mem_open(&m);
	render_json_object(m.f, g, NULL);
	char *json = mem_close(&m);
	const char *p = strstr(json, "\"players\":[");
	assert_non_null(p);
	for (int i = 0; i < g->nplayers; i++) {
		char name[256], where[48], got[256];
		do {                    /* a player's, not one of their columns' */
			p = strstr(p, "{\"name\":\"");
			if (p == NULL)
				fail_msg("no player %d in [%s]", i, json);
			p = json_read_string(p + 9, name, sizeof name);
		} while (strncmp(p, ",\"score\":", 9) != 0);
		snprintf(where, sizeof where, "data-seat=\"%d\" data-name=", i);
		assert_non_null(attr_of(html, where, "data-name", got, sizeof got));
		assert_string_equal(got, name);
		assert_non_null(attr_of(html, where, "data-score", got, sizeof got));
		assert_int_equal(atoi(got), atoi(p + 9));
	}
	free(json);
}

static char *
sheet_of(const struct game *g)
{
	struct mem m;
	mem_open(&m);
	render_html_sheet(m.f, g, "v1");
	char *html = mem_close(&m);
	expect_well_formed(html);
	if (strstr(html, "<script") != NULL || strstr(html, "</script") != NULL)
		fail_msg("a name read as markup in [%s]", html);
	return html;
}

/* What the family's model has, the sheet draws. */
static void
expect_parts(const struct game *g, const char *html)
{
	const struct printer *p = printer_of(g->engine);
	struct sheet_view v;
	p->describe(g, &v);
	assert_true((v.grid.nrows > 0) == (strstr(html, "<table id=\"grid\">") != NULL));
	assert_true((v.board.side > 0) == (strstr(html, "<table id=\"board\">") != NULL));
	assert_true((p->columns != NULL) == (strstr(html, "<table id=\"columns\">") != NULL));
	assert_true((p->rounds != NULL) == (strstr(html, "<ol id=\"rounds\">") != NULL));
	assert_non_null(strstr(html, "<h1 id=\"title\">"));
	assert_true(game_is_over(g) == (strstr(html, "<p id=\"turn\" data-player=") == NULL));
	/* the facts under the sheet, but not the line of the turn said again
	 * (the terminal's sheet has no such line above) */
	char turn[1024], facts[1024];
	if (text_of(html, "<p id=\"facts\"", facts, sizeof facts) == NULL)
		assert_non_null(text_of(html, "<p id=\"turn\"", turn, sizeof turn));
	else if (text_of(html, "<p id=\"turn\"", turn, sizeof turn) != NULL)
		assert_string_not_equal(facts, turn);
}

static void
play_and_check(const struct engine *e)
{
	const struct short_game *sc = script_of(e);
	struct game *g = new_game(e, sc);
	char *html = sheet_of(g), got[2048];
	assert_null(strstr(html, "id=\"last\""));
	expect_players_as_exported(g, html);
	free(html);
	for (int i = 0; sc->entries[i] != NULL; i++) {
		union outcome out;
		play(g, sc->entries[i], &out);
		html = sheet_of(g);
		expect_players_as_exported(g, html);
		expect_parts(g, html);
		assert_string_equal(attr_of(html, "id=\"sheet\"", "data-entries", got, sizeof got),
		    (snprintf(got + 1024, 32, "%d", i + 1), got + 1024));
		assert_string_equal(attr_of(html, "id=\"sheet\"", "data-status", got, sizeof got),
		    game_status(g));
		char *answer = answer_of(g, &out);
		assert_non_null(text_of(html, "<p id=\"last\"", got, sizeof got));
		assert_string_equal(got, answer);
		free(answer);
		free(html);
	}
	game_free(g);
}

static void
test_sheet_of_each_game(void **state)
{
	(void)state;
	for (size_t f = 0; f < nfamilies; f++)
		play_and_check(families[f].engine);
}

/* A game won: the winner on the section and their row, no turn, the
 * legend of the mark; then abandoned, another. */
static void
test_sheet_of_a_game_over(void **state)
{
	(void)state;
	const struct engine *e = engine_find("farkle");
	char why[ENGINE_WHY], got[256];
	void *rules = game_rules_new(e, "10000");
	assert_true(game_option_set(e, rules, "target", "1000", why, sizeof why));
	assert_true(game_option_set(e, rules, "exact", "no", why, sizeof why));
	char *names[] = {"alice", (char *)hostile};
	struct game *g = game_create(e, "10000", rules, 2, names);
	free(rules);
	assert_non_null(g);
	static const char *const entries[] = {"throw 1 1 1 2 3", "keep 1 1 1", "bank"};
	union outcome out;
	for (size_t i = 0; i < 3; i++)
		play(g, entries[i], &out);
	char *html = sheet_of(g);
	expect_players_as_exported(g, html);
	assert_string_equal(attr_of(html, "id=\"sheet\"", "data-status", got, sizeof got),
	    "finished");
	assert_string_equal(attr_of(html, "id=\"sheet\"", "data-winner", got, sizeof got),
	    "alice");
	assert_string_equal(attr_of(html, "data-seat=\"0\" data-name=", "data-state", got,
	    sizeof got), "won");
	assert_null(strstr(html, "id=\"turn\""));
	assert_non_null(strstr(html, "<p id=\"legend\">*: won</p>"));
	/* the chart, drawn narrow for a phone */
	assert_non_null(strstr(html, "<picture><source media=\"(max-width: 30rem)\""
	    " srcset=\"/games/0/chart.svg?v=v1&amp;narrow\" /><img src=\"/games/0/chart.svg?v=v1\""
	    " alt=\""));
	char *answer = answer_of(g, &out);
	assert_string_equal(text_of(html, "<p id=\"last\"", got, sizeof got), answer);
	free(answer);
	free(html);
	g->abandoned = true;
	html = sheet_of(g);
	assert_string_equal(attr_of(html, "id=\"sheet\"", "data-status", got, sizeof got),
	    "abandoned");
	free(html);
	game_free(g);
}

/* A game given up in the middle of a turn: nobody marked to play, no
 * turn, no last line of a game going on (as show says it). */
static void
test_sheet_of_a_game_given_up(void **state)
{
	(void)state;
	const struct engine *e = engine_find("farkle");
	void *rules = game_rules_new(e, "10000");
	char *names[] = {"ann", "bob"};
	struct game *g = game_create(e, "10000", rules, 2, names);
	free(rules);
	assert_non_null(g);
	union outcome out;
	play(g, "throw 5 5 2 3 4", &out);
	char *html = sheet_of(g);
	assert_non_null(strstr(html, "data-state=\"to-play\""));
	assert_null(strstr(html, "id=\"abandoned\""));
	free(html);
	g->abandoned = true;
	html = sheet_of(g);
	/* said at the top, where the turn was: nothing else says it */
	assert_non_null(strstr(html, "<p id=\"abandoned\">abandoned</p>"));
	assert_null(strstr(html, "data-state=\"to-play\""));
	assert_null(strstr(html, "id=\"turn\""));
	assert_null(strstr(html, "threw 5 5 2 3 4"));
	free(html);
	game_free(g);
}

/* A sheet of three columns a player: each column named under the
 * player, a value written in its column, a row of one value for the
 * whole block spanning the three. */
static void
test_sheet_of_three_columns(void **state)
{
	(void)state;
	const struct engine *e = engine_find("yams");
	void *rules = game_rules_new(e, "yams:3col");
	char *names[] = {"alice"};
	struct game *g = game_create(e, "yams:3col", rules, 1, names);
	free(rules);
	assert_non_null(g);
	static const char *const entries[] = {"throw 1 1 4 5 6", "keep 1 1", "throw 1 3 2",
	    "score 1 desc"};
	union outcome out;
	for (size_t i = 0; i < sizeof entries / sizeof entries[0]; i++)
		play(g, entries[i], &out);
	char *html = sheet_of(g);
	assert_non_null(strstr(html, "<tr><th></th><th class=\"column\">desc</th>"
	    "<th class=\"column\">free</th><th class=\"column\">asc</th></tr>"));
	assert_non_null(strstr(html, "<th colspan=\"3\" class=\"player"));
	assert_non_null(strstr(html, "<td data-seat=\"0\" data-column=\"desc\" data-box=\"1\""
	    " data-value=\"3\" class=\"written\">3</td>"));
	assert_non_null(strstr(html, "<td data-seat=\"0\" data-column=\"free\" data-box=\"1\""
	    " class=\"open\"></td>"));
	assert_non_null(strstr(html, "<td colspan=\"3\" data-seat=\"0\" data-column=\"desc\""
	    " data-value=\"3\" class=\"sum written\">3</td>"));
	free(html);
	game_free(g);
}

/* A bidi control and a stray byte in a name show as escapes. */
static void
test_sheet_shows_hidden_bytes(void **state)
{
	(void)state;
	const struct engine *e = families[0].engine;
	const struct short_game *sc = script_of(e);
	char *names[] = {"alice", "bob\xe2\x80\xae" "gnp.exe", "x\xd9y"};
	void *rules = game_rules_new(e, sc->preset);
	struct game *g = game_create(e, sc->preset, rules, 2, names);
	free(rules);
	assert_non_null(g);
	char *html = sheet_of(g), got[256];
	assert_string_equal(attr_of(html, "data-seat=\"1\" data-name=", "data-name", got,
	    sizeof got), "bob\\u202egnp.exe");
	assert_null(strstr(html, "\xe2\x80\xae"));
	free(html);
	game_free(g);
}

static char *
page_of(const struct html_page *p)
{
	struct mem m;
	mem_open(&m);
	render_html_begin(m.f, p);
	render_html_message(m.f, hostile, "a <b>damaged</b> file: restore a copy");
	render_html_end(m.f, p);
	char *html = mem_close(&m);
	expect_well_formed(html);
	return html;
}

static void
test_page(void **state)
{
	(void)state;
	struct html_page p = {.title = hostile, .tv = true, .live = true, .game = 3, .lang = "en",
	    .query = "?tv"};
	char *html = page_of(&p);
	static const char *const parts[] = {"<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"",
		"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />",
		"<meta name=\"color-scheme\" content=\"dark light\" />",
		"<link rel=\"stylesheet\" href=\"/static/tapis.css\" />",
		"<script src=\"/static/tapis.js\" defer=\"defer\"></script>",
		"<body class=\"tv\" data-game=\"3\">", "<a href=\"/?tv\">",
		"<a href=\"/leaderboard?tv\">", "&lt;b&gt;damaged&lt;/b&gt;",
		"<title>&lt;script&gt;alert(1)&lt;/script&gt;&amp;o&#39;k&quot;</title>"};
	for (size_t i = 0; i < sizeof parts / sizeof *parts; i++)
		if (strstr(html, parts[i]) == NULL)
			fail_msg("no [%s] in [%s]", parts[i], html);
	free(html);
	p = (struct html_page){.title = "tapis", .lang = "fr", .query = ""};
	html = page_of(&p);
	assert_null(strstr(html, "tapis.js"));
	assert_non_null(strstr(html, "<body>"));
	assert_non_null(strstr(html, "<a href=\"/leaderboard\">"));
	free(html);
	/* a list's page, live: the lists' version it shows, and a league's
	 * state said as text */
	p = (struct html_page){.title = "leaderboard", .live = true, .lang = "en", .query = "",
	    .version = 17};
	struct mem m;
	mem_open(&m);
	render_html_begin(m.f, &p);
	render_html_state(m.f, "offline", hostile);
	render_html_end(m.f, &p);
	html = mem_close(&m);
	expect_well_formed(html);
	assert_non_null(strstr(html, "<script src=\"/static/tapis.js\""));
	assert_non_null(strstr(html, "<body data-version=\"17\">"));
	assert_non_null(strstr(html, "<p id=\"state\" role=\"status\" data-state=\"offline\">"
	    "&lt;script&gt;alert(1)&lt;/script&gt;"));
	free(html);
}

static void
test_games_list(void **state)
{
	(void)state;
	struct store_game_row row = {.id = 12, .game = "10000", .created = "2026-03-09 21:40:12",
	    .status = "finished", .players = "alice, <i>bob</i>", .winner = "<i>bob</i>",
	    .entries = 9, .family = "farkle", .results = "alice 350, <i>bob</i> 10000",
	    .turns = 4, .result = "won"};
	struct mem m;
	mem_open(&m);
	render_html_games_begin(m.f, true);
	render_html_games_end(m.f, true, 0);
	render_html_games_begin(m.f, false);
	render_html_game_row(m.f, &row, "?tv", 0);
	render_html_games_end(m.f, false, 1);
	char *html = mem_close(&m);
	expect_well_formed(html);
	/* no game being played: its heading and the line that says so, no
	 * table of column headings over nothing */
	const char *ended = strstr(html, "<section class=\"games\" id=\"ended\">");
	assert_non_null(ended);
	const char *table = strstr(html, "<table");
	assert_true(table != NULL && table > ended);
	assert_non_null(strstr(ended, "<thead><tr><th>#</th>"));
	assert_non_null(strstr(html, "<a href=\"/games/12?tv\">#12</a>"));
	assert_non_null(strstr(html, "&lt;i&gt;bob&lt;/i&gt; won"));
	assert_non_null(strstr(html, "No game is being played."));
	assert_null(strstr(html, "No game has ended yet."));
	free(html);
}

static void
test_rows_html(void **state)
{
	(void)state;
	struct mem m;
	mem_open(&m);
	struct ui ui = {.out = m.f, .err = m.f, .utf8 = true};
	struct stats_feed feed = {.ui = &ui, .format = ROWS_HTML};
	struct rows r;
	const char *row[] = {"1", "<b>bob</b>", "3", "5", "0", "", "2"};
	render_leaderboard_begin(&r, &feed, false);
	render_leaderboard_row(&r, row);
	rows_end(&r);
	char *html = mem_close(&m);
	expect_well_formed(html);
	assert_non_null(strstr(html, "<table class=\"rows\">"));
	assert_non_null(strstr(html, "<thead><tr><th>#</th><th>player</th>"));
	assert_non_null(strstr(html, "<td>&lt;b&gt;bob&lt;/b&gt;</td>"));
	assert_non_null(strstr(html, "<td class=\"num\">1</td>"));
	free(html);
	/* a table of no rows: its head, no body; no titles: no head */
	mem_open(&m);
	ui.out = ui.err = m.f;
	render_leaderboard_begin(&r, &feed, false);
	assert_true(rows_end(&r));
	rows_begin(&r, &ui, ROWS_HTML, (const struct rows_column[]){{"n", true, false, true, true,
	    false}}, 1);
	rows_head(&r, NULL);
	rows_add(&r, (const char *const[]){"7"});
	assert_true(rows_end(&r));
	html = mem_close(&m);
	expect_well_formed(html);
	assert_non_null(strstr(html, "<th>win rate</th></tr></thead>\n</table></div>\n"
	    "<div class=\"scroll\"><table class=\"rows\">\n<tbody>\n<tr><td class=\"num\">7</td>"
	    "</tr>\n</tbody></table></div>\n"));
	free(html);
}

/* Messages in French, from the build's catalogue (TEXTDOMAINDIR), as
 * the server sets them for a request that asks for French. */
static int
french(void **state)
{
	(void)state;
	const char *dir = getenv("TEXTDOMAINDIR");
	if (dir == NULL || setlocale(LC_ALL, "C.UTF-8") == NULL)
		return -1;
	setenv("LANGUAGE", "fr", 1);
	bindtextdomain(PACKAGE, dir);
	textdomain(PACKAGE);
	return 0;
}

static int
english(void **state)
{
	(void)state;
	setenv("LANGUAGE", "", 1);
	setlocale(LC_ALL, "C");
	return 0;
}

static void
test_french(void **state)
{
	(void)state;
	for (size_t f = 0; f < nfamilies; f++)
		play_and_check(families[f].engine);
	const struct engine *e = families[0].engine;
	struct game *g = new_game(e, script_of(e));
	union outcome out;
	play(g, script_of(e)->entries[0], &out);
	char *html = sheet_of(g), got[1024];
	assert_non_null(text_of(html, "<h1 id=\"title\">", got, sizeof got));
	if (strncmp(got, "Partie n\xc2\xb0" "7", 10) != 0)
		fail_msg("not in French: [%s]", got);
	assert_non_null(strstr(html, "alt=\"Partie n\xc2\xb0" "7 : score apr\xc3\xa8s chaque tour\""));
	free(html);
	game_free(g);
	struct html_page p = {.title = "tapis", .lang = "fr", .query = ""};
	html = page_of(&p);
	assert_non_null(strstr(html, ">parties</a>"));
	free(html);
}

/* ---- sheets in a given state */

/* A game of preset (options "name=value" set) between names, the entries
 * played; the caller frees it. */
static struct game *
game_played(const char *family, const char *preset, const char *const *options,
    const char *const *entries)
{
	const struct engine *e = engine_find(family);
	char why[ENGINE_WHY];
	void *rules = game_rules_new(e, preset);
	assert_non_null(rules);
	for (const char *const *o = options; *o != NULL; o += 2)
		if (!game_option_set(e, rules, o[0], o[1], why, sizeof why))
			fail_msg("%s=%s refused: %s", o[0], o[1], why);
	char *names[] = {"alice", "bob"};
	struct game *g = game_create(e, preset, rules, 2, names);
	free(rules);
	assert_non_null(g);
	union outcome out;
	for (const char *const *t = entries; *t != NULL; t++)
		play(g, *t, &out);
	return g;
}

static void
expect_in(const char *html, const char *part)
{
	if (strstr(html, part) == NULL)
		fail_msg("no [%s] in [%s]", part, html);
}

/* Three columns a player: the columns named under each player, a total's
 * row spanning them, Maximum not above Minimum counted 0 and said. */
static void
test_sheet_of_columns(void **state)
{
	(void)state;
	static const char *const none[] = {NULL};
	static const char *const entries[] = {"throw 1 1 1 2 3", "score min free",
		"throw 1 1 1 2 3", "score min free", "throw 1 1 1 2 3", "score max free", NULL};
	struct game *g = game_played("yams", "yams:3col", none, entries);
	char *html = sheet_of(g);
	expect_in(html, "<tr><th></th><th class=\"column\">desc</th><th class=\"column\">free</th>"
	    "<th class=\"column\">asc</th><th class=\"column\">desc</th>");
	expect_in(html, "<td data-seat=\"0\" data-column=\"free\" data-box=\"min\" data-value=\"8\""
	    " class=\"struck\">~8~</td>");
	expect_in(html, "<td data-seat=\"0\" data-column=\"free\" data-box=\"max\" data-value=\"8\""
	    " class=\"struck\">~8~</td>");
	expect_in(html, "<tr class=\"sum\"><th scope=\"row\">total</th><td colspan=\"3\" data-seat=\"0\""
	    " data-column=\"desc\" data-value=\"0\" class=\"sum written\">0</td><td colspan=\"3\"");
	expect_in(html, "<p id=\"notes\">~n~: counts 0, as Maximum is not above Minimum<br />"
	    "(n): what 1 to 6 still need for the bonus of 30</p>");
	free(html);
	game_free(g);
}

/* A duel: a box struck out by a better result shows its value struck. */
static void
test_sheet_of_a_duel(void **state)
{
	(void)state;
	static const char *const none[] = {NULL};
	static const char *const entries[] = {"throw 3 3 3 3 1", "score carre",
		"throw 4 4 4 4 2", "score carre", NULL};
	struct game *g = game_played("yams", "yams:duel", none, entries);
	char *html = sheet_of(g);
	expect_in(html, "<td data-seat=\"0\" data-column=\"1\" data-box=\"carre\" data-value=\"25\""
	    " class=\"struck\">~25~</td><td data-seat=\"1\" data-column=\"1\" data-box=\"carre\""
	    " data-value=\"25\" class=\"written\">25</td>");
	assert_null(strstr(html, "class=\"column\""));   /* one column: not named */
	expect_in(html, "<p id=\"notes\">~n~: struck out by a better result, counts 0</p>");
	free(html);
	game_free(g);
}

/* A collision takes alice's score back: her row of the columns struck. */
static void
test_sheet_of_a_collision(void **state)
{
	(void)state;
	static const char *const collision[] = {"collision", "yes", NULL};
	static const char *const entries[] = {"throw 1 1 1 2 3", "bank", "throw 1 1 1 2 3",
		"bank", NULL};
	struct game *g = game_played("farkle", "10000", collision, entries);
	char *html = sheet_of(g);
	expect_in(html, "<tr><td class=\"struck\" data-value=\"1000\">~1000~</td>"
	    "<td class=\"written\" data-value=\"1000\">1000</td></tr>");
	expect_in(html, "<p id=\"notes\">~score~: struck out, a penalty or a collision took it"
	    " back</p>");
	free(html);
	game_free(g);
}

/* An entry of the log that no longer replays (a file mended by hand):
 * the page still draws the game, without the answer to the last entry. */
static void
test_sheet_of_a_log_not_replaying(void **state)
{
	(void)state;
	static const char *const none[] = {NULL};
	static const char *const entries[] = {"throw 1 1 1 2 3", "keep 1 1 1", NULL};
	struct game *g = game_played("farkle", "10000", none, entries);
	char *html = sheet_of(g);
	expect_in(html, "<p id=\"last\" data-player=\"alice\">set aside 1 1 1");
	free(html);
	g->entry[1].action.dice.face[0] = 6;       /* keep 6 1 1: not in the hand */
	html = sheet_of(g);
	assert_null(strstr(html, "id=\"last\""));
	assert_null(strstr(html, "<table id=\"columns\">"));    /* they replay the log */
	expect_in(html, "<section id=\"sheet\" data-game=\"0\" data-status=\"playing\" data-version=\"v1\""
	    " data-entries=\"2\">");
	free(html);
	game_free(g);
	/* 421's rounds, likewise */
	static const char *const rounds[] = {"throw 4 2 1", "throw 2 2 1", NULL};
	g = game_played("421", "421", none, rounds);
	html = sheet_of(g);
	expect_in(html, "<ol id=\"rounds\">\n<li>");
	free(html);
	g->entry[1].action.dice.n = 2;            /* two dice of three */
	html = sheet_of(g);
	expect_in(html, "<section id=\"sheet\"");
	assert_null(strstr(html, "<ol id=\"rounds\">"));
	free(html);
	game_free(g);
}

/* A page given nothing but its defaults: English, titled tapis, links
 * with no query; a list's row of a file with no status or game; a
 * message with neither heading nor text. */
static void
test_page_defaults(void **state)
{
	(void)state;
	struct html_page p = {0};
	struct store_game_row row = {.id = 4, .created = "2026-03-09 21:40:12"};
	struct mem m;
	mem_open(&m);
	render_html_begin(m.f, &p);
	render_html_games_begin(m.f, true);
	render_html_game_row(m.f, &row, NULL, 0);
	render_html_games_end(m.f, true, 1);
	render_html_message(m.f, NULL, NULL);
	render_html_end(m.f, &p);
	char *html = mem_close(&m);
	expect_well_formed(html);
	expect_in(html, "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\" xml:lang=\"en\">");
	expect_in(html, "<title>tapis</title>");
	expect_in(html, "<body>\n<header><nav><a href=\"/\">tapis</a> <a href=\"/\">games</a>"
	    " <a href=\"/leaderboard\">leaderboard</a></nav></header>");
	expect_in(html, "<tr data-game=\"4\" data-status=\"\"><td class=\"number\">"
	    "<a href=\"/games/4\">#4</a></td><td class=\"game\"></td><td class=\"players\"></td>");
	expect_in(html, "<section class=\"message\">\n<h1></h1>\n<p></p>\n</section>");
	free(html);
}

/* Help in French names (as the catalogue says they are): a command's
 * French name first, its English name then its aliases after; in
 * English, its French name among the others; one with aliases alone, or
 * none.  And the stats of a rule set by its French name, on a page. */
static void
test_names_in_french(void **state)
{
	(void)state;
	struct mem m;
	mem_open(&m);
	struct ui ui = {.out = m.f, .err = m.f, .utf8 = true};
	static const char *const aliases[] = {"u", NULL}, *const none[] = {NULL};
	render_help_line(&ui, "undo", "annuler", aliases, "", "zzz");
	render_help_line(&ui, "quit", NULL, aliases, "", "zzz");
	render_help_line(&ui, "quit", NULL, none, "", "zzz");
	render_command_help(&ui, "undo", "annuler", aliases, "", "zzz", NULL);
	struct stats_feed feed = {.ui = &ui, .format = ROWS_HTML};
	struct rows r;
	render_stats_begin(&r, &feed);
	render_stats_row(&r, (const char *const[]){"ann", "yams:3col", "1", "1", "0", "200",
	    "200", "13", "15.4", "yams", NULL}, engine_find("yams"));
	rows_end(&r);
	/* hint's chances, each of what it names in French where it has a
	 * French name */
	static struct advice a;
	a.goal = ADVICE_CHANCE;
	a.exact = true;
	a.n = 2;
	a.choice[0] = (struct advice_choice){.then_verb = -1, .then_throw = 5, .bust = -1,
	    .why_seat = -1, .value = 0.5, .about = "3kind", .about_french = "brelan"};
	a.choice[1] = (struct advice_choice){.then_verb = -1, .then_throw = 5, .bust = -1,
	    .why_seat = -1, .value = 0.25, .about = "zzz"};
	struct game *y = game_played("yams", "yams", (const char *const[]){NULL},
	    (const char *const[]){NULL});
	assert_true(render_advice(&ui, y, &a, ROWS_TABLE, 0, NULL));
	game_free(y);
	/* the history's replay: a verb by its French name, a throw by its faces */
	struct game *g = game_played("farkle", "10000", (const char *const[]){NULL},
	    (const char *const[]){NULL});
	union outcome out;
	play(g, "throw 1 1 1 2 3", &out);
	render_replay_entry(&ui, g, &g->entry[0], &out);
	play(g, "keep 1 1 1", &out);
	render_replay_entry(&ui, g, &g->entry[1], &out);
	game_free(g);
	char *text = mem_close(&m);
	assert_non_null(strstr(text,
	    "  annuler (undo, u)        zzz\n"
	    "  quit (u)                 zzz\n"
	    "  quit                     zzz\n"));
	assert_non_null(strstr(text, "  zzz\n  aussi : undo, u\n"));
	assert_non_null(strstr(text, "<td>yams:3colonnes</td>"));
	assert_non_null(strstr(text, "  alice : chances de faire chacune, la plus probable d'abord\n"
	    "  \u25b8  brelan : lancer 5 d\u00e9s  50.0%\n"
	    "     zzz : lancer 5 d\u00e9s     25.0%\n"));
	assert_non_null(strstr(text, "alice : 1 1 1 2 3\n"));
	assert_non_null(strstr(text, "alice : garder 1 1 1\n"));
	free(text);
	english(state);
	mem_open(&m);
	ui.out = ui.err = m.f;
	render_help_line(&ui, "undo", "annuler", aliases, "", "zzz");
	text = mem_close(&m);
	assert_string_equal(text, "  undo (annuler, u)        zzz\n");
	free(text);
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup(test_sheet_of_each_game, english),
		cmocka_unit_test_setup(test_sheet_of_a_game_over, english),
		cmocka_unit_test_setup(test_sheet_of_three_columns, english),
		cmocka_unit_test_setup(test_sheet_of_a_game_given_up, english),
		cmocka_unit_test_setup(test_sheet_shows_hidden_bytes, english),
		cmocka_unit_test_setup(test_page, english),
		cmocka_unit_test_setup(test_games_list, english),
		cmocka_unit_test_setup(test_rows_html, english),
		cmocka_unit_test_setup(test_french, french),
		cmocka_unit_test_setup(test_names_in_french, french),
		cmocka_unit_test_setup(test_sheet_of_columns, english),
		cmocka_unit_test_setup(test_sheet_of_a_duel, english),
		cmocka_unit_test_setup(test_sheet_of_a_collision, english),
		cmocka_unit_test_setup(test_sheet_of_a_log_not_replaying, english),
		cmocka_unit_test_setup(test_page_defaults, english),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
