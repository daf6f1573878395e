/* The players of a sheet as HTML: a row each, with what the export says
 * of them as data-* (render_json.c's keys and values: the name, the
 * score, the crosses, opened, tokens, the rank) and what the terminal
 * shows (the mark, the token in the player's hue, the fields in its
 * words). */
#include "config.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "engine.h"
#include "game.h"
#include "html.h"
#include "i18n.h"
#include "render_html_parts.h"
#include "render_line.h"
#include "render_sheet.h"
#include "sheet_model.h"

/* l's text without its blanks doubled or around it, escaped. */
static void
put_words(FILE *f, const struct line *l)
{
	char words[sizeof l->text];
	size_t n = 0;
	for (const char *p = l->text; *p; p++)
		if (*p != ' ' || (n > 0 && words[n - 1] != ' '))
			words[n++] = *p;
	while (n > 0 && words[n - 1] == ' ')
		n--;
	words[n] = '\0';
	html_text(f, words);
}

/* One field in the terminal's words ("xx", "no (500 to open)"). */
static void
put_field(FILE *f, const struct sheet_field *field)
{
	struct sheet_seat one = {.nfields = 1, .field = {*field}};
	struct line l;
	line_start(&l);
	render_seat_fields(&l, &one);
	put_words(f, &l);
}

/* The fields in the columns the terminal heads, each under its name. */
static void
put_head(FILE *f, const struct sheet_standings *s)
{
	struct line l;
	fprintf(f, "<thead><tr><th></th><th>%s</th>", _("player"));
	for (int k = 0; k < s->seat[0].nfields; k++) {
		const struct sheet_field *field = &s->seat[0].field[k];
		if (field->unshown)
			continue;
		line_start(&l);
		if (field->kind == FIELD_POINTS)
			line_add(&l, "score");
		else if (field->kind == FIELD_CROSSES)
			line_put(&l, _("  crosses"));
		/* untaken: (another kind) only 10000's standings are headed, of these three
		 * fields */
		else if (field->kind == FIELD_OPENED)
			line_put(&l, _("  opened"));
		fputs("<th>", f);
		put_words(f, &l);
		fputs("</th>", f);
	}
	fputs("</tr></thead>\n", f);
}

/* What the export says of a player, as data-*. */
static void
put_data(FILE *f, const struct game *g, const struct sheet_seat *seat, int i)
{
	fprintf(f, " data-seat=\"%d\" data-name=\"", i);
	html_attr(f, g->name[i]);
	fprintf(f, "\" data-score=\"%d\" data-state=\"%s\"", game_score(g, i),
	    html_seat_state(seat->state));
	for (int k = 0; k < seat->nfields; k++) {
		const struct sheet_field *field = &seat->field[k];
		if (field->kind == FIELD_CROSSES)
			fprintf(f, " data-crosses=\"%d\"", field->value);
		else if (field->kind == FIELD_OPENED)
			fprintf(f, " data-opened=\"%s\"", field->value ? "true" : "false");
		else if (field->kind == FIELD_TOKENS)
			fprintf(f, " data-tokens=\"%d\"", field->value);
		else if (field->kind == FIELD_OUT_AFTER)
			fprintf(f, " data-out=\"%s\"", field->value != 0 ? "true" : "false");
		else if (field->kind == FIELD_PLACED)
			fprintf(f, " data-pawns=\"%d\"", field->value);
	}
	if (g->engine->result == ENGINE_LOSER)
		fprintf(f, " data-rank=\"%d\"", game_place(g, i));
}

/* A player's fields: in the columns headed, each its cell; else all in
 * one, as the terminal's row says them; the score where the players
 * head a grid. */
static void
put_fields(FILE *f, const struct game *g, const struct sheet_standings *s, int i)
{
	const struct sheet_seat *seat = &s->seat[i];
	if (s->in_grid) {
		fprintf(f, "<td class=\"num\">%d</td>", game_score(g, i));
		return;
	}
	if (!s->headed) {
		struct line l;
		line_start(&l);
		render_seat_fields(&l, seat);
		fputs("<td>", f);
		put_words(f, &l);
		fputs("</td>", f);
		return;
	}
	for (int k = 0; k < seat->nfields; k++)
		if (!seat->field[k].unshown) {
			enum field_kind kind = seat->field[k].kind;
			fprintf(f, "<td%s>", kind == FIELD_POINTS ? " class=\"num\"" :
			    kind == FIELD_CROSSES ? " class=\"crosses\"" : "");
			put_field(f, &seat->field[k]);
			fputs("</td>", f);
		}
}

void
html_seats(FILE *f, const struct game *g, const struct sheet_view *v)
{
	const struct sheet_standings *s = &v->standings;
	fputs("<div class=\"scroll\"><table id=\"players\">\n", f);
	/* untaken: the one headed (10000's) has seats, and no grid */
	if (s->headed && s->nseats > 0 && !s->in_grid)
		put_head(f, s);
	fputs("<tbody>\n", f);
	/* untaken: (past the players) a sheet's view has a seat a player */
	for (int i = 0; i < s->nseats && i < g->nplayers; i++) {
		const struct sheet_seat *seat = &s->seat[i];
		fputs("<tr class=\"seat", f);
		html_hue(f, seat, i);
		fputc('"', f);
		put_data(f, g, seat, i);
		fputs("><td class=\"mark\">", f);
		html_seat_mark(f, seat->state);
		fputs("</td><th scope=\"row\" class=\"name\">", f);
		if (seat->token != NULL) {
			fputs("<span class=\"token\">", f);
			html_text(f, seat->token);
			fputs("</span> ", f);
		}
		html_text(f, g->name[i]);
		fputs("</th>", f);
		put_fields(f, g, s, i);
		fputs("</tr>\n", f);
	}
	fputs("</tbody></table></div>\n", f);
}
