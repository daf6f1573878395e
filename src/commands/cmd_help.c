/* help [COMMAND]: every command and entry, or one explained. */
#include "config.h"

#include "command.h"
#include "engine.h"
#include "i18n.h"
#include "render.h"
#include "say.h"
#include "tapis.h"

/* The commands, with each game's entries where the table puts them (after
 * new), game by game: two games may give one word its own meaning. */
static void
list_all(struct tapis *t)
{
	say_plain(&t->ui, _("Commands, in English or French, in any case (a unique prefix is"
	    " enough):\n"));
	for (size_t i = 0; i < ncommands; i++) {
		const struct command *c = commands[i];
		render_help_line(&t->ui, c->name, c->french, c->aliases, c->usage, c->help);
		for (size_t f = 0; c->entries_after && f < nfamilies; f++) {
			render_help_entries(&t->ui, families[f].engine);
			if (f + 1 == nfamilies)
				say_plain(&t->ui, _("More commands:\n"));
		}
	}
	say_plain(&t->ui, _("Typing a throw's faces alone (1 1 5 3 4 or 11534) enters it.\n"
	    "Commands on one line are separated by ';' (keep 1 1; 6 2 5).\n"
	    "'help COMMAND' says more of one.\n"));
}

/* Command c's details in the language of the messages, the games named
 * from the family table where they name them (into buf); NULL if none. */
static const char *
details_of(const struct command *c, char *buf, size_t len)
{
	char games[256];
	if (c->details == NULL || !c->details_name_games)
		return c->details != NULL ? _(c->details) : NULL;
	/* the format is the catalogue's, as the messages are */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
	snprintf(buf, len, _(c->details), command_families(games, sizeof games));
#pragma GCC diagnostic pop
	return buf;
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	char why[ENGINE_WHY], details[2048];
	struct command_match m;
	if (a->argc == 0) {
		list_all(t);
		return CMD_OK;
	}
	if (!command_find(a->argv[0], t->game ? t->game->engine : NULL, &m, why, sizeof why))
		return command_refuse(t, "%s", why);
	const struct command *c = m.command;
	if (c != NULL)
		render_command_help(&t->ui, c->name, c->french, c->aliases, c->usage, c->help,
		    details_of(c, details, sizeof details));
	else
		render_verb_help(&t->ui, &engine_words(m.engine)->verbs[m.verb]);
	return CMD_OK;
}

static void
complete(struct completion *c)
{
	if (c->arg == 0)
		complete_commands(c);
}

const struct command cmd_help = {
	.name = "help", .french = "aide", .aliases = {"?", NULL},
	.usage = N_("[COMMAND]"), .help = N_("list the commands, or explain one"),
	.max_args = 1,
	.complete = complete, .exec = exec,
};
