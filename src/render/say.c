/* How a command says things (say.h): the renderer's part of a command's
 * own words, and of refusals. */
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
say_refusal(const struct ui *ui, long line, const char *why)
{
	/* A refusal may quote what was typed: never let it reach the terminal
	 * as anything but visible text. */
	char shown[1024];
	text_visible(why, shown, sizeof shown);
	i18n_elide(shown);
	fflush(ui->out);      /* what came before the refusal shows before it */
	if (ui->interactive) {
		/* TRANSLATORS: before a refusal at the prompt ("  refused: ...") */
		const char *refused = _("refused:");
		fprintf(ui->out, "  %s%s%s ", ui_paint(ui, RED), refused, ui_paint(ui, RESET));
		put_wrapped(ui->out, shown, 3 + text_width(refused), 4, ui_width(ui));
	} else
		fprintf(ui->err, "tapis: line %ld: %s\n", line, shown);
	fflush(ui->out);
}

void
say_fatal(const struct ui *ui, const char *why)
{
	char shown[1024];
	fflush(ui->out);
	fprintf(ui->err, "tapis: %s\n", text_visible(why, shown, sizeof shown));
}

void
say_plain(const struct ui *ui, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	put_saidv(ui, fmt, ap);
	va_end(ap);
}

void
say_now(const struct ui *ui, const char *fmt, ...)
{
	char text[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	fflush(ui->out);
	put_lines(ui->out, text, ui_width(ui));
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
