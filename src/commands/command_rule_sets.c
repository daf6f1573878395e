/* The rule sets a table can play, built in and saved as presets: their
 * listing (preset list, and rules with nothing open) and a preset's name. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "command.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "render.h"
#include "rows.h"
#include "say.h"
#include "store.h"
#include "tapis.h"
#include "text.h"
#include "ui.h"

/* A preset's name: typed back at `new`, so no spaces or '=', not a built-in
 * name, and not all digits (it would read as a throw in `eval`). */
bool
check_preset_name(const char *name, char *why, size_t whylen)
{
	bool digits_only = true;
	if (strlen(name) >= GAME_RULESET_MAX || utf8_length(name) > GAME_RULESET_CHARS) {
		snprintf(why, whylen, _("a preset's name has at most %d characters"),
		    GAME_RULESET_CHARS);
		return false;
	}
	if (engine_of_preset(name, NULL) != NULL) {
		snprintf(why, whylen, _("%s is a built-in game: give the preset a name of its own"),
		    name);
		return false;
	}
	/* (both callers refused invalid UTF-8 and hidden characters already: a
	 * line typed, whole, in command_run_line; an import's "game", in
	 * store_exchange.c's text_of) */
	if (NEVER(!utf8_valid(name))) {
		snprintf(why, whylen, _("a preset's name must be UTF-8 text"));
		return false;
	}
	if (NEVER(text_has_hidden(name)) || text_has_space(name) || !text_has_visible(name)) {
		snprintf(why, whylen, _("a preset's name takes letters, digits and : _ - . + only,"
		    " every one of them visible"));
		return false;
	}
	for (const unsigned char *p = (const unsigned char *)name; *p; p++) {
		if (!(isalnum(*p) || *p >= 0x80 || strchr(":_-.+", *p) != NULL)) {
			snprintf(why, whylen,
			    _("a preset's name takes letters, digits and : _ - . + only"));
			return false;
		}
		digits_only = digits_only && isdigit(*p);
	}
	if (name[0] == '-') {
		snprintf(why, whylen, _("a preset's name cannot start with '-'"));
		return false;
	}
	if (digits_only) {
		snprintf(why, whylen, _("'%s' cannot name a preset: put a letter in it"), name);
		return false;
	}
	return true;
}

struct listing {
	const struct ui *ui;
	int n;
};

static bool
print_preset(const char *name, const char *base, void *ctx)
{
	struct listing *l = ctx;
	render_saved_row(l->ui, name, base);
	l->n++;
	return true;
}

static bool
add_rule_set(const char *name, const char *base, void *ctx)
{
	const struct engine *e = engine_of_preset(base, NULL);
	render_rule_set_row(ctx, name, e ? e->family : "", base, true);
	return true;
}

/* Every rule set, built-in and saved, as rows for scripts. */
static enum cmd_status
rule_set_rows(struct tapis *t, enum rows_format format)
{
	struct rows r;
	render_rule_sets_begin(&r, &t->ui, format);
	for (size_t i = 0; i < nfamilies; i++)
		for (size_t k = 0; k < families[i].engine->npresets; k++)
			render_rule_set_row(&r, families[i].engine->presets[k].name,
			    families[i].engine->family, families[i].engine->presets[k].name, false);
	bool ok = store_each_preset(t->store, add_rule_set, &r);
	bool kept = rows_end(&r);
	if (!ok)
		return command_store_failed(t, store_error(t->store));
	return kept ? CMD_OK : command_refuse(t, "%s", _("out of memory"));
}

enum cmd_status
command_list_rule_sets(struct tapis *t, enum rows_format format)
{
	if (format != ROWS_TABLE)
		return rule_set_rows(t, format);
	struct listing l = {&t->ui, 0};
	render_presets(&t->ui);
	say_plain(&t->ui, _("Saved presets:\n"));
	if (!store_each_preset(t->store, print_preset, &l))
		return command_store_failed(t, store_error(t->store));
	if (l.n == 0)
		say_plain(&t->ui, _("  none yet ('preset save NAME' keeps the rules in force)\n"));
	return CMD_OK;
}
