/* preset [save NAME [GAME] [NAME=VALUE...] | list [--tsv|--json] | delete
 * NAME]: a table's own rule sets, saved by name in the database. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "engine.h"
#include "game.h"
#include "game_store.h"
#include "i18n.h"
#include "name.h"
#include "rows.h"
#include "say.h"
#include "session.h"
#include "store.h"
#include "tapis.h"

/* preset save NAME [GAME] [NAME=VALUE...] */
static enum cmd_status
save(struct tapis *t, const struct cmd_args *a)
{
	int argc = a->argc;
	char **argv = a->argv;
	char why[CMD_REFUSAL];
	void *rules = NULL;
	const struct engine *e;
	const char *name = argv[0];
	char base[GAME_RULESET_MAX];
	int first_option = 1;
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
	if (status == CMD_OK && (!engine_check(e, rules, why, sizeof why) ||
	    !name_labels_check(e, rules, why, sizeof why)))
		status = command_refuse(t, "%s", why);
	if (status == CMD_OK && !game_store_preset_save(t->store, name, base, e, rules))
		status = command_store_failed(t, store_error(t->store));
	free(rules);
	if (status == CMD_OK)
		say_plain(&t->ui, _("  saved preset %s: new %s PLAYER... starts a game with it\n"),
		    name, name);
	return status;
}

/* preset list [--tsv|--json] */
static enum cmd_status
list(struct tapis *t, const struct cmd_args *a)
{
	return command_list_rule_sets(t, cmd_rows_format(a));
}

/* preset delete NAME */
static enum cmd_status
delete(struct tapis *t, const struct cmd_args *a)
{
	int n = store_preset_delete(t->store, a->argv[0]);
	if (n < 0)
		return command_store_failed(t, store_error(t->store));
	if (n == 0)
		return command_refuse(t, _("there is no saved preset named %s"), a->argv[0]);
	say_plain(&t->ui, _("  deleted preset %s (games played with it keep their rules)\n"),
	    a->argv[0]);
	return CMD_OK;
}

static bool
add_saved(const char *name, const char *base, void *ctx)
{
	struct completion *c = ctx;
	(void)base;
	c->add(c, name);
	return true;
}

/* save NAME GAME: a rule set after the name; delete: a saved one. */
static void
complete_save(struct completion *c)
{
	if (c->arg == 1)
		complete_rule_sets(c);
}

static void
complete_delete(struct completion *c)
{
	if (c->arg == 0)
		store_each_preset(c->t->store, add_saved, c);
}

static const struct command save_entry = {
	.name = "save", .french = "enregistrer",
	.usage = N_("NAME [GAME] [NAME=VALUE...]"),
	.min_args = 1, .max_args = CMD_ANY,
	.complete = complete_save, .exec = save,
};

static const struct cmd_flag list_flags[] = {
	CMD_ROWS_FLAGS,
	{0},
};

static const struct command list_entry = {
	.name = "list", .french = "liste",
	.usage = N_("[--tsv|--json]"),
	.flags = list_flags,
	.exec = list,
};

static const struct command delete_entry = {
	.name = "delete", .french = "supprimer",
	.usage = N_("NAME"),
	.min_args = 1, .max_args = 1,
	.complete = complete_delete, .exec = delete,
};

static const struct command *const subcommands[] = {
	&save_entry, &list_entry, &delete_entry, NULL,
};

/* preset alone: the rule sets, built in and saved */
static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	(void)a;
	return command_list_rule_sets(t, ROWS_TABLE);
}

const struct command cmd_preset = {
	.name = "preset", .french = "réglage",
	.usage = N_("[save NAME [GAME] [NAME=VALUE...] | list [--tsv|--json] | delete NAME]"),
	.help = N_("save the rules in force, or GAME's, under a name"),
	.details = N_("preset save NAME takes the open game's rules; preset save NAME GAME\n"
	    "OPTION=VALUE... starts from GAME's.  new NAME PLAYER... then plays them.\n"
	    "Saving again under a name replaces it; a game keeps the rules it was\n"
	    "started with.  preset list --tsv or --json: every rule set as rows."),
	.max_args = CMD_ANY, .subcommands = subcommands,
	.exec = exec,
};
