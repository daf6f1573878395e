/* Long work's progress as a line at a terminal: what, how far, and what
 * is left ("importing: 1200 of 5000 games, about 20 s left"). */
#include "config.h"

#include <stdio.h>

#include "i18n.h"
#include "render_progress.h"

/* How far, in the work's unit, into buf. */
static void
how_far(const struct progress_view *v, char *buf, size_t len)
{
	long long done = (long long)v->done, total = (long long)v->total;
	switch (v->total > 0 ? v->unit : PROGRESS_SHARE) {
	case PROGRESS_GAMES:
		snprintf(buf, len, ngettext("%lld of %lld game", "%lld of %lld games",
		    (unsigned long)total), done, total);
		break;
	case PROGRESS_STEPS:
		snprintf(buf, len, ngettext("step %lld of %lld", "step %lld of %lld",
		    (unsigned long)total), done + 1 <= total ? done + 1 : total, total);
		break;
	default:
		if (v->total > 0)
			snprintf(buf, len, _("%d%%"), (int)(100 * v->done / v->total));
		else
			buf[0] = '\0';
	}
}

/* What is left, or how long so far where nothing says what is left. */
static void
how_long(const struct progress_view *v, char *buf, size_t len)
{
	if (v->left >= 60)
		snprintf(buf, len, _("about %d min left"), (int)(v->left / 60 + 0.5));
	else if (v->left >= 0)
		snprintf(buf, len, _("about %d s left"), (int)(v->left + 0.5));
	else
		snprintf(buf, len, _("%d s so far"), (int)v->elapsed);
}

static void
show(void *ctx, const struct progress_view *v)
{
	const struct ui *ui = ctx;
	/* (back to the line's start, and what was there after it erased) */
	if (v->end) {
		fputs("\r\033[K", ui->out);
	} else {
		char far[64], left[64];
		how_far(v, far, sizeof far);
		how_long(v, left, sizeof left);
		/* TRANSLATORS: long work as it goes: what, how far, what is left
		 * ("importing: 1200 of 5000 games, about 20 s left") */
		fputs("\r  ", ui->out);
		fprintf(ui->out, _("%s: %s%s%s"), _(v->what), far, far[0] ? ", " : "", left);
		fputs("\033[K", ui->out);
	}
	fflush(ui->out);
}

progress_show_fn *
render_progress_for(const struct ui *ui)
{
	return ui->interactive && ui->columns > 0 ? show : NULL;
}
