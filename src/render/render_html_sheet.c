/* A game's sheet as HTML, the element the page's events replace: drawn
 * from the model (sheet_model.h) alike for every game, its words those
 * the terminal says (render_html_said.c): the title, whose turn it is,
 * the answer to the last entry, the players, the grid, board or columns
 * the game has, the rounds, the last line, the marks' legend, the
 * chart. */
#include "config.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chart.h"
#include "engine.h"
#include "event_model.h"
#include "game.h"
#include "html.h"
#include "i18n.h"
#include "printer.h"
#include "render.h"
#include "render_html.h"
#include "render_html_parts.h"
#include "render_line.h"
#include "render_sheet.h"
#include "sheet_model.h"

/* <section id="sheet" data-...>: what the page's script and its tests
 * read of the game as it stands. */
static void
put_section(FILE *f, const struct game *g, const char *version)
{
	int winner = game_winner(g);
	int loser = g->engine->result == ENGINE_LOSER ? game_loser(g) : -1;
	fprintf(f, "<section id=\"sheet\" data-game=\"%lld\" data-status=\"%s\" data-version=\"",
	    (long long)g->id, game_status(g));
	html_attr(f, version);
	fprintf(f, "\" data-entries=\"%d\"", g->nactive);
	if (winner >= 0) {
		fputs(" data-winner=\"", f);
		html_attr(f, g->name[winner]);
		fputc('"', f);
	}
	if (loser >= 0) {
		fputs(" data-loser=\"", f);
		html_attr(f, g->name[loser]);
		fputc('"', f);
	}
	fputs(">\n", f);
}

static void
put_title(FILE *f, const struct game *g, const struct sheet_view *v)
{
	struct html_said s;
	/* untaken: open_memstream failing (html_said_open) */
	if (!html_said_open(&s))
		return;
	render_sheet_title(&s.ui, g, &v->title);
	html_said_element(f, &s, "h1", "title");
}

/* Whose throw it is and how the turn stands, while the game is played;
 * said (of size bytes) holds it after, or "".  A game abandoned says so
 * there instead: nothing else on its page does (its title says its round,
 * its last line a turn that goes on). */
static void
put_turn(FILE *f, const struct game *g, char *said, size_t size)
{
	static const struct ui utf8 = {.utf8 = true};
	struct turn_view t;
	said[0] = '\0';
	if (g->abandoned) {
		fputs("<p id=\"abandoned\">", f);
		html_text(f, _("abandoned"));
		fputs("</p>\n", f);
	}
	if (game_is_over(g))
		return;
	render_printer(g->engine)->turn(g, &t);
	render_turn(&utf8, g, said, size);
	fputs("<p id=\"turn\" data-player=\"", f);
	/* untaken: (no player) a game not over has one whose turn it is */
	html_attr(f, t.player != NULL ? t.player : "");
	fputs("\">", f);
	html_text(f, said);
	fputs("</p>\n", f);
}

struct last_entry {
	int index;
	union outcome outcome;
	bool seen;
};

static void
keep_last(const struct game *g, int index, const void *state, const union outcome *o,
    void *ctx)
{
	struct last_entry *last = ctx;
	(void)g, (void)state;
	if (index == last->index) {
		last->outcome = *o;
		last->seen = true;
	}
}

/* The event of the last entry, its outcome replayed: the game's state
 * is the one that entry left, as the printer's event wants it.  False
 * before the first entry, or where the log does not replay. */
static bool
last_event(const struct game *g, struct outcome_event *ev)
{
	struct last_entry last = {.index = g->nactive - 1};
	char why[ENGINE_WHY * 2];
	if (g->nactive == 0)
		return false;
	void *state = calloc(1, g->engine->state_size);
	if (state == NULL)
		return false;
	/* untaken: (not seen) the walk goes through every active entry, the last among them */
	bool ok = game_walk(g, state, keep_last, &last, why, sizeof why) && last.seen;
	free(state);
	if (ok)
		render_printer(g->engine)->event(g, &g->entry[last.index].action, &last.outcome, ev);
	return ok;
}

/* The answer the terminal gave the last entry, without the board the
 * page draws beside. */
static void
put_last(FILE *f, const struct game *g, const struct outcome_event *last)
{
	struct outcome_event ev = *last;
	struct html_said s;
	/* untaken: open_memstream failing (html_said_open) */
	if (!html_said_open(&s))
		return;
	ev.board = false;
	render_event(&s.ui, g, &ev);
	/* untaken: the memory stream failing, or an event that says nothing: each says what
	 * its entry did */
	if (!html_said_close(&s))
		return;
	fputs("<p id=\"last\" data-player=\"", f);
	html_attr(f, g->name[g->entry[g->nactive - 1].seat]);
	fputs("\">", f);
	html_said_put(f, &s);
	fputs("</p>\n", f);
}

/* Whether text is line alone, blanks around it aside. */
static bool
said_alone(const char *text, const char *line)
{
	text += strspn(text, " ");
	size_t n = strlen(line);
	return n > 0 && strncmp(text, line, n) == 0 && text[n + strspn(text + n, " \n")] == '\0';
}

/* The facts under the terminal's sheet, unless they are the line of the
 * turn (turn) the page says above already: the same line twice on a
 * phone, where the terminal's sheet says it once. */
static void
put_facts(FILE *f, const struct game *g, const struct sheet_view *v, const char *turn)
{
	struct html_said s;
	/* untaken: open_memstream failing (html_said_open) */
	if (!html_said_open(&s))
		return;
	render_sheet_facts(&s.ui, g, v);
	/* untaken: the memory stream failing: the facts say at least the turn or the end */
	if (!html_said_close(&s))
		return;
	if (said_alone(s.text, turn)) {
		free(s.text);
		return;
	}
	fputs("<p id=\"facts\">", f);
	html_said_put(f, &s);
	fputs("</p>\n", f);
}

/* What the marks shown mean, as the terminal says it, and the mark of a
 * pawn just placed on a board. */
static void
put_legend(FILE *f, const struct sheet_view *v)
{
	enum seat_state state[ENGINE_MAX_PLAYERS];
	bool just = false;
	for (int p = 0; p < v->standings.nseats; p++)
		state[p] = v->standings.seat[p].state;
	for (int k = 0; k < v->board.side * v->board.side; k++)
		just = just || (v->board.cell[k].seat >= 0 && v->board.cell[k].just);
	struct html_said s;
	/* untaken: open_memstream failing (html_said_open) */
	if (!html_said_open(&s))
		return;
	render_sheet_legend(&s.ui, state, v->standings.nseats);
	if (just)
		fprintf(s.ui.out, _("%s: just placed\n"), render_just_mark());
	html_said_element(f, &s, "p", "legend");
}

/* The chart of the scores (the server's /games/N/chart.svg), once
 * something has been played; its address names the version, so that a
 * sheet replaced by the events shows the new chart, not the one the
 * browser kept (a word the server does not read; it reads ?narrow). */
static void
put_chart(FILE *f, const struct game *g, const char *version)
{
	char alt[256];
	if (g->nactive == 0)
		return;
	/* TRANSLATORS: "Game #3: tokens after each round", a chart's text for
	 * who cannot see it */
	snprintf(alt, sizeof alt, _("Game #%lld: %s"), (long long)g->id,
	    render_chart_said(g->engine, false));
	/* a phone's is drawn narrow, its type readable (the page's style
	 * says what a phone is: 30 rem at most) */
	fprintf(f, "<figure id=\"chart\"><picture><source media=\"(max-width: 30rem)\""
	    " srcset=\"/games/%lld/chart.svg?v=", (long long)g->id);
	html_attr(f, version);
	fprintf(f, "&amp;narrow\" /><img src=\"/games/%lld/chart.svg?v=", (long long)g->id);
	html_attr(f, version);
	fputs("\" alt=\"", f);
	html_attr(f, alt);
	fputs("\" /></picture></figure>\n", f);
}

void
render_html_sheet(FILE *f, const struct game *g, const char *version)
{
	struct sheet_view v;
	render_printer(g->engine)->describe(g, &v);
	render_view_stopped(g, &v);
	put_section(f, g, version);
	char turn[1024];
	put_title(f, g, &v);
	put_turn(f, g, turn, sizeof turn);
	struct outcome_event last;
	bool played = last_event(g, &last);
	if (played)
		put_last(f, g, &last);
	html_seats(f, g, &v);
	if (v.grid.nrows > 0)
		html_grid(f, g, &v);
	/* the pawn the last entry placed, marked as after it on the terminal */
	/* untaken: (past the cells) just is a cell of the board, or -1 */
	if (played && last.just >= 0 && last.just < BOARD_CELLS)
		v.board.cell[last.just].just = true;
	if (v.board.side > 0)
		html_board(f, &v);
	html_columns(f, g, &v);
	html_rounds(f, g);
	put_facts(f, g, &v, turn);
	put_legend(f, &v);
	put_chart(f, g, version);
	fputs("</section>\n", f);
}
