/* The advice of any engine (struct engine_advice): each hook of the
 * group called here only, where a game that gives no advice, or no
 * table, is answered for. */
#include "config.h"

#include <stdio.h>

#include "engine.h"
#include "i18n.h"
#include "msg.h"
#include "never.h"

bool
engine_advise(const struct engine *e, const void *rules, const void *state, int request,
    int argc, char **argv, const void *table, struct advice *out, char *why, size_t whylen)
{
	struct msg m;
	if (e->advice == NULL) {
		snprintf(why, whylen, _("there is no advice for %s (hint and odds have none for"
		    " this game)"), e->family);
		return false;
	}
	if (e->advice->advise(rules, state, request, argc, argv, table, out, &m))
		return true;
	msg_text(&m, why, whylen);
	return false;
}

size_t
engine_advice_table_size(const struct engine *e, const void *rules, int request)
{
	const struct engine_advice *a = e->advice;
	return a != NULL && a->table_size != NULL ? a->table_size(rules, request) : 0;
}

void
engine_advice_table_build(const struct engine *e, const void *rules, int request,
    void *table)
{
	/* a size above 0 comes with its build (test_engines); its one caller,
	 * command_advice.c, builds only a table of a size above 0 */
	if (ALWAYS(engine_advice_table_size(e, rules, request) > 0))
		e->advice->table_build(rules, request, table);
}

uint32_t
engine_advice_table_version(const struct engine *e)
{
	return e->advice != NULL ? e->advice->table_version : 0;
}

bool
engine_advice_table_key(const struct engine *e, const void *rules, int request, char *buf,
    size_t len)
{
	if (e->advice != NULL && e->advice->table_key != NULL)
		return e->advice->table_key(rules, request, buf, len);
	const struct engine_option *o;
	size_t used = 0;
	if (len > 0)
		buf[0] = '\0';
	for (size_t i = 0; (o = e->option(i)) != NULL; i++) {
		char value[ENGINE_VALUE];
		value[0] = '\0';
		e->option_get(rules, o->name, value, sizeof value);
		int n = snprintf(buf + used, len - used, "%s=%s\n", o->name, value);
		if ((size_t)n >= len - used)     /* (an error, below 0, is as large) */
			return false;
		used += (size_t)n;
	}
	return true;
}

bool
engine_advice_table_fits(const struct engine *e, const void *rules, int request,
    const void *table)
{
	return e->advice == NULL || e->advice->table_fits == NULL ||
	    e->advice->table_fits(rules, request, table);
}
