/* What export and import print: the CSV of turns (RFC 4180), the list of
 * games as JSON, and the lines that say what was written or kept.  Part
 * of the renderer (render.h). */
#include "config.h"

#include <string.h>

#include "exchange.h"
#include "game.h"
#include "i18n.h"
#include "render_exchange.h"
#include "render_json.h"
#include "render_line.h"
#include "store.h"
#include "text.h"
#include "ui.h"

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
			if (*p == '"')
				fputc('"', f);
			fputc(*p, f);
		}
		fputc('"', f);
	}
	fputs(last ? "\r\n" : ",", f);
}

static void
csv_number(FILE *f, long long n, bool last)
{
	fprintf(f, "%lld%s", n, last ? "\r\n" : ",");
}

void
render_csv_header(FILE *f)
{
	fputs("game,rules,date,player,turn,throws,points,outcome,score_after,entry\r\n", f);
}

void
render_csv_turn(FILE *f, const struct exchange_turn *t)
{
	csv_number(f, t->game, false);
	csv_field(f, t->ruleset, false);
	csv_field(f, t->date, false);
	csv_field(f, t->player, false);
	csv_number(f, t->turn, false);
	csv_field(f, t->throws, false);
	csv_number(f, t->points, false);
	csv_field(f, t->outcome, false);
	csv_number(f, t->score_after, false);
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

/* "game #3 (10000: alice, bob, 2024-05-03 19:01:00)" */
static void
add_label(struct line *l, const struct store_game_row *row)
{
	line_add_game_label(l, row);
	line_add(l, ", %s)", row->created ? row->created : "");
}

void
render_exported(const struct ui *ui, const char *path, const struct store_game_row *row,
    int games)
{
	char shown[1024];
	struct line l;
	line_start(&l);
	if (row != NULL) {
		line_add(&l, "%s", _("exported "));
		add_label(&l, row);
	} else {
		line_add(&l, ngettext("exported %d game", "exported %d games", (unsigned long)games),
		    games);
	}
	line_add(&l, _(" to %s"), text_visible(path, shown, sizeof shown));
	put_wrapped(ui->out, l.text, 0, 4, ui_width(ui));
}

void
render_imported(const struct ui *ui, const struct store_game_row *row)
{
	struct line l;
	line_start(&l);
	line_add(&l, "%s", _("imported "));
	add_label(&l, row);
	put_wrapped(ui->out, l.text, 0, 4, ui_width(ui));
}

void
render_import_skipped(const struct ui *ui, int place, const struct store_game_row *row)
{
	struct line l;
	line_start(&l);
	line_add(&l, _("skipped the file's game %d: it is here already, as "), place);
	add_label(&l, row);
	put_wrapped(ui->out, l.text, 0, 4, ui_width(ui));
}

void
render_import_end(const struct ui *ui, const char *path, int imported, int skipped)
{
	char shown[1024];
	struct line l;
	line_start(&l);
	line_add(&l, _("%s: "), text_visible(path, shown, sizeof shown));
	if (imported + skipped == 0)
		line_add(&l, "%s", _("no game in it, nothing imported"));
	else
		line_add(&l, ngettext("%d game imported", "%d games imported",
		    (unsigned long)imported), imported);
	if (skipped > 0)
		line_add(&l, ngettext(", %d skipped (here already)", ", %d skipped (here already)",
		    (unsigned long)skipped), skipped);
	put_wrapped(ui->out, l.text, 0, 4, ui_width(ui));
}
