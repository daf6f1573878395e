/* What every command says the same way when it cannot do what was asked:
 * a refusal in one line (the table's mistake, nothing changed), or a
 * failure of the store (fatal). */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>

#include "command.h"
#include "engine.h"
#include "i18n.h"
#include "say.h"
#include "session.h"
#include "tapis.h"
#include "text.h"

enum cmd_status
command_store_failed(struct tapis *t, const char *why)
{
	char refusal[ENGINE_WHY];
	if (session_write_refused(t, refusal, sizeof refusal))
		return command_refuse(t, "%s", refusal);
	say_fatal(&t->ui, why);
	return CMD_FATAL;
}

enum cmd_status
command_of_session(struct tapis *t, enum session_status s, const char *why)
{
	/* untaken: a status outside the enum */
	switch (s) {
	case SESSION_DONE:
		return CMD_OK;
	case SESSION_REFUSED:
		return command_refuse(t, "%s", why);
	case SESSION_FAILED:
		break;
	}
	say_fatal(&t->ui, why);
	return CMD_FATAL;
}

enum cmd_status
command_refuse(struct tapis *t, const char *fmt, ...)
{
	char why[CMD_REFUSAL];
	va_list ap;
	va_start(ap, fmt);
	int n = 0;
	if (t->part != NULL)
		n = snprintf(why, sizeof why, _("command %d, '%s': "), t->partno, t->part);
	if (vsnprintf(why + n, sizeof why - (size_t)n, fmt, ap) >= (int)(sizeof why - (size_t)n))
		utf8_end_whole(why);   /* (cut: no torn character shown as bytes) */
	va_end(ap);
	say_refusal(&t->ui, t->line, why);
	return CMD_REJECTED;
}

enum cmd_status
command_refuse_usage(struct tapis *t, const char *name, const char *usage)
{
	/* _("") would be the catalogue's header */
	return command_refuse(t, _("usage: %s%s%s"), name, usage[0] ? " " : "",
	    usage[0] ? _(usage) : "");
}
