/* What export writes: the CSV of turns (RFC 4180) and the list of games
 * as JSON.  Part of the renderer (render.h). */
#include "config.h"

#include <string.h>

#include "exchange.h"
#include "game.h"
#include "render_exchange.h"
#include "render_json.h"

/* RFC 4180: a field holding a comma, a quote or a line end is quoted, its
 * quotes doubled; records end in CRLF. */
static void
csv_field(FILE *f, const char *s, bool last)
{
	if (strpbrk(s, ",\"\r\n") == NULL) {
		fputs(s, f);
	} else {
		fputc('"', f);
		for (const char *p = s; *p; p++) {
			/* untaken: no field holds a '"': names and presets refuse it, the
			 * rest are tapis's words and numbers */
			if (*p == '"')
				fputc('"', f);
			fputc(*p, f);
		}
		fputc('"', f);
	}
	fputs(last ? "\r\n" : ",", f);
}

/* (a number is never a record's last field: the entry is) */
static void
csv_number(FILE *f, long long n)
{
	fprintf(f, "%lld,", n);
}

void
render_csv_header(FILE *f)
{
	fputs("game,rules,date,player,turn,throws,points,outcome,score_after,entry\r\n", f);
}

void
render_csv_turn(FILE *f, const struct exchange_turn *t)
{
	csv_number(f, t->game);
	csv_field(f, t->ruleset, false);
	csv_field(f, t->date, false);
	csv_field(f, t->player, false);
	csv_number(f, t->turn);
	csv_field(f, t->throws, false);
	csv_number(f, t->points);
	csv_field(f, t->outcome, false);
	csv_number(f, t->score_after);
	csv_field(f, t->entry, true);
}

/* Several games: an array, a game a line between its brackets, so that a
 * file of years reads (and diffs) game by game. */
void
render_json_list_begin(FILE *f)
{
	fputc('[', f);
}

void
render_json_game(FILE *f, const struct game *g, const struct exchange_meta *m, int i)
{
	if (i >= 0)
		fputs(i == 0 ? "\n" : ",\n", f);
	render_json_object(f, g, m);
	if (i < 0)
		fputc('\n', f);
}

void
render_json_list_end(FILE *f, int n)
{
	fputs(n > 0 ? "\n]\n" : "]\n", f);
}
