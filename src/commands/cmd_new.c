/* new GAME PLAYER... [NAME=VALUE...]: a game of a rule set or a saved
 * preset, with its players and the options a table changes. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "command.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "name.h"
#include "never.h"
#include "render.h"
#include "say.h"
#include "session.h"
#include "tapis.h"
#include "text.h"

/* The options among the words set into rules, the players' names into
 * names; how many players, or -1 once refused. */
static int
read_players(struct tapis *t, const struct engine *e, void *rules, int argc, char **argv,
    char **names)
{
	char why[CMD_REFUSAL];
	int nplayers = 0;
	for (int i = 0; i < argc; i++) {
		if (strchr(argv[i], '=') != NULL) {
			if (!command_option_set(e, rules, argv[i], why, sizeof why)) {
				command_refuse(t, "%s", why);
				return -1;
			}
			continue;
		}
		bool apart = name_check(argv[i], NAME_NEW, why, sizeof why);
		for (int j = 0; apart && j < nplayers; j++)
			apart = name_apart(argv[i], names[j], why, sizeof why);
		if (!apart) {
			command_refuse(t, "%s", why);
			return -1;
		}
		/* (no engine takes more than names[] holds: HACKING.md, NEVER) */
		if (nplayers == e->max_players || NEVER(nplayers == ENGINE_MAX_PLAYERS)) {
			command_refuse(t, _("at most %d players"), e->max_players);
			return -1;
		}
		names[nplayers++] = argv[i];
	}
	return nplayers;
}

/* Starts a game of rule set `ruleset` (engine e, rules from `base`, to be
 * changed by the options among the words), with the players the other
 * words name. */
static enum cmd_status
start_game(struct tapis *t, const char *ruleset, const char *base, const struct engine *e,
    void *rules, int argc, char **argv)
{
	char why[CMD_REFUSAL];
	char *names[ENGINE_MAX_PLAYERS];
	int nplayers = read_players(t, e, rules, argc, argv, names);
	if (nplayers < 0)
		return CMD_REJECTED;
	if (nplayers == 0)
		return command_refuse(t, _("a game needs at least one player: new %s alice bob"),
		    ruleset);
	if (!engine_check(e, rules, why, sizeof why) ||
	    !name_labels_check(e, rules, why, sizeof why) ||
	    !engine_seats(e, rules, nplayers, why, sizeof why))
		return command_refuse(t, "%s", why);
	/* The game open until now, if it is still being played, is said to
	 * stay so once the new one is started (not before: it may fail). */
	struct game_seen left;
	bool unfinished = t->game != NULL && !game_is_over(t->game) &&
	    command_find_game(t, (long long)t->game->id, &left) == 1 &&
	    strcmp(left.status, "playing") == 0;
	if (!session_new(t, e, ruleset, base, rules, nplayers, names, why, sizeof why))
		return command_store_failed(t, why);
	render_new_game(&t->ui, t->game);
	if (unfinished) {
		struct said s;
		said_start(&s);
		said_add_game(&s, &left.row);
		said_add(&s, _(") stays unfinished: resume %lld takes it up again"),
		    (long long)left.row.id);
		say_line(&t->ui, &s);
	}
	return CMD_OK;
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	char why[CMD_REFUSAL];
	char base[GAME_RULESET_MAX];
	const struct engine *e;
	if (a->argc == 0) {
		/* (the list as long as the refusal has room for after the usage) */
		int usage = snprintf(NULL, 0, _("usage: new GAME PLAYER... [NAME=VALUE...]; %s"), "");
		/* (the usage is some 50 bytes in either language: HACKING.md, NEVER) */
		size_t room = ALWAYS(usage >= 0 && (size_t)usage < sizeof why) ?
		    sizeof why - (size_t)usage : 1;
		return command_refuse(t, _("usage: new GAME PLAYER... [NAME=VALUE...]; %s"),
		    session_rule_sets(t, why, room));
	}
	if (strlen(a->argv[0]) >= GAME_RULESET_MAX)
		return command_refuse(t, _("unknown game: '%.24s...' is longer than any name"),
		    a->argv[0]);
	void *rules = session_find_rules(t, a->argv[0], &e, base, why, sizeof why);
	if (rules == NULL)
		return command_refuse(t, "%s", why);
	/* a built-in rule set is stored by its name, whatever language it was
	 * typed in (the export's "game" does not change with the language) */
	enum cmd_status status = start_game(t, engine_ruleset_name(a->argv[0]), base, e, rules,
	    a->argc - 1, a->argv + 1);
	free(rules);
	return status;
}

/* The options of engine e, NAME= in English and French; an option's
 * name completes with no space after it, whatever the case typed (as
 * readline matches it: "TARG" is target=). */
static void
complete_options(struct completion *c, const struct engine *e)
{
	const struct engine_option *o;
	for (size_t i = 0; (o = e->option(i)) != NULL; i++)
		for (int fr = 0; fr < 2; fr++) {
			/* (every option has a French name: test_command holds it) */
			const char *name = fr ? engine_words(e)->options[i].french : o->name;
			char opt[64];
			if (fr && strcmp(name, o->name) == 0)
				continue;
			snprintf(opt, sizeof opt, "%s=", name);
			c->add(c, opt);
			if (c->text[0] != '\0' && strncasecmp(name, c->text, strlen(c->text)) == 0)
				c->no_space = true;
		}
}

/* A rule set, then the options of the game typed (a saved preset's: every
 * game's) and the players stored. */
static void
complete(struct completion *c)
{
	if (c->arg == 0) {
		complete_rule_sets(c);
		return;
	}
	if (strchr(c->text, '=') != NULL)
		return;
	const struct engine *only = engine_of_preset(c->typed->argv[0], NULL);
	for (size_t f = 0; f < nfamilies; f++)
		if (only == NULL || only == families[f].engine)
			complete_options(c, families[f].engine);
	complete_players(c);
}

const struct command cmd_new = {
	.name = "new", .french = "nouvelle",
	.usage = N_("GAME PLAYER... [NAME=VALUE...]"),
	.help = N_("start a game of a rule set or a saved preset"),
	.details = N_("new alone answers with the games there are.  Options after the rule set\n"
	    "change its rules for this game, e.g.\n"
	    "  new 10000 alice bob overshoot=minus2000\n"
	    "'rules GAME' lists the options and their values."),
	.max_args = CMD_ANY, .entries_after = true,
	.complete = complete, .exec = exec,
};
