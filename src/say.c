/* How a command says things (say.h): the renderer's part of a command's
 * own words. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>

#include "engine.h"
#include "i18n.h"
#include "render_line.h"
#include "say.h"
#include "store.h"
#include "text.h"
#include "ui.h"

void
say_plain(const struct ui *ui, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vfprintf(ui->out, fmt, ap);
	va_end(ap);
}

void
say_now(const struct ui *ui, const char *fmt, ...)
{
	va_list ap;
	fflush(ui->out);
	va_start(ap, fmt);
	vfprintf(ui->out, fmt, ap);
	va_end(ap);
	fflush(ui->out);
}

void
say_note(const struct ui *ui, const char *fmt, ...)
{
	va_list ap;
	fflush(ui->out);      /* the answers before it show before it */
	va_start(ap, fmt);
	vfprintf(ui->err, fmt, ap);
	va_end(ap);
	fflush(ui->err);
	fflush(ui->out);
}

void
said_start(struct said *s)
{
	s->len = 0;
	s->text[0] = '\0';
}

void
said_add(struct said *s, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(s->text + s->len, sizeof s->text - s->len, fmt, ap);
	va_end(ap);
	if (n > 0)
		s->len = s->len + (size_t)n < sizeof s->text ? s->len + (size_t)n : sizeof s->text - 1;
}

void
said_add_game(struct said *s, const struct store_game_row *row)
{
	char game[GAME_RULESET_MAX * 4], players[1024];
	said_add(s, _("game #%lld (%s: %s"), (long long)row->id,
	    text_visible(engine_ruleset_shown(row->game), game, sizeof game),
	    text_visible(row->players ? row->players : "", players, sizeof players));
}

void
say_line(const struct ui *ui, const struct said *s)
{
	put_wrapped(ui->out, s->text, 0, 4, ui_width(ui));
}

void
say_answer(const struct ui *ui, const struct said *s)
{
	fputs("  ", ui->out);
	put_wrapped(ui->out, s->text, 2, 4, ui_width(ui));
}

const char *
say_dot(const struct ui *ui)
{
	return ui_dot(ui);
}
