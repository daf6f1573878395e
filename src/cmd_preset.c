/* preset: a table's own rule sets, saved by name in the database. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "i18n.h"
#include "tapis.h"
#include "text.h"

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
	if (!utf8_valid(name)) {
		snprintf(why, whylen, _("a preset's name must be UTF-8 text"));
		return false;
	}
	if (text_has_hidden(name) || text_has_space(name) || !text_has_visible(name)) {
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

/* preset save NAME [GAME] [NAME=VALUE...] */
static enum cmd_status
preset_save(struct tapis *t, int argc, char **argv)
{
	char why[ENGINE_WHY];
	void *rules = NULL;
	const struct engine *e;
	const char *name = argv[0];
	char base[GAME_RULESET_MAX];
	int first_option = 1;
	if (argc < 1)
		return command_refuse(t, "%s", _("usage: preset save NAME [GAME] [NAME=VALUE...]"));
	if (!check_preset_name(name, why, sizeof why))
		return command_refuse(t, "%s", why);
	if (argc >= 2 && strchr(argv[1], '=') == NULL) {
		first_option = 2;
		if ((rules = session_find_rules(t, argv[1], &e, base, why, sizeof why)) == NULL)
			return command_refuse(t, "%s", why);
	} else if (t->game != NULL) {
		snprintf(base, sizeof base, "%s", t->game->base);
		e = t->game->engine;
		if ((rules = game_rules_copy(e, game_rules(t->game))) == NULL)
			return command_refuse(t, "%s", _("out of memory"));
	} else {
		return command_refuse(t, "%s",
		    _("no game open to take the rules from: preset save NAME GAME [NAME=VALUE...]"));
	}
	enum cmd_status status = CMD_OK;
	for (int i = first_option; i < argc && status == CMD_OK; i++)
		if (!command_option_set(e, rules, argv[i], why, sizeof why))
			status = command_refuse(t, "%s", why);
	if (status == CMD_OK && !engine_check(e, rules, why, sizeof why))
		status = command_refuse(t, "%s", why);
	if (status == CMD_OK && !store_preset_save(t->store, name, base, e, rules))
		status = command_store_failed(t, store_error(t->store));
	free(rules);
	if (status == CMD_OK)
		render_preset_saved(&t->ui, name);
	return status;
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

/* preset list --tsv|--json: every rule set, built-in and saved, as rows. */
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
	rows_end(&r);
	return ok ? CMD_OK : command_store_failed(t, store_error(t->store));
}

/* preset list [--tsv|--json] */
static enum cmd_status
preset_list(struct tapis *t, int argc, char **argv)
{
	enum rows_format format = ROWS_TABLE;
	enum cmd_status status = CMD_REJECTED;
	bool seen = false;
	if (argc == 1 && command_rows_flag(t, "preset list", NULL, argv[0], &format, &seen, &status) < 0)
		return status;
	if (argc > 1 || (argc == 1 && !seen))
		return command_refuse(t, "%s", _("usage: preset list [--tsv|--json]"));
	if (format != ROWS_TABLE)
		return rule_set_rows(t, format);
	struct listing l = {&t->ui, 0};
	render_presets(&t->ui);
	render_saved_heading(&t->ui);
	if (!store_each_preset(t->store, print_preset, &l)) {
		return command_store_failed(t, store_error(t->store));
	}
	render_saved_end(&t->ui, l.n);
	return CMD_OK;
}

/* preset delete NAME */
static enum cmd_status
preset_delete(struct tapis *t, int argc, char **argv)
{
	if (argc != 1)
		return command_refuse(t, "%s", _("usage: preset delete NAME"));
	int n = store_preset_delete(t->store, argv[0]);
	if (n < 0) {
		return command_store_failed(t, store_error(t->store));
	}
	if (n == 0)
		return command_refuse(t, _("there is no saved preset named %s"), argv[0]);
	render_preset_deleted(&t->ui, argv[0]);
	return CMD_OK;
}

const struct subcommand preset_commands[] = {
	{"save", "enregistrer", {NULL}, preset_save},
	{"list", "liste", {"--tsv", "--json", NULL}, preset_list},
	{"delete", "supprimer", {NULL}, preset_delete},
};
const size_t npreset_commands = sizeof preset_commands / sizeof preset_commands[0];

enum cmd_status
cmd_preset(struct tapis *t, int argc, char **argv)
{
	if (argc == 0)
		return preset_list(t, 0, argv);
	for (size_t i = 0; i < npreset_commands; i++)
		if (strcmp(argv[0], preset_commands[i].name) == 0 ||
		    utf8_same_word(argv[0], preset_commands[i].french))
			return preset_commands[i].run(t, argc - 1, argv + 1);
	return command_refuse(t, _("preset takes save, list or delete, not '%s'"), argv[0]);
}
