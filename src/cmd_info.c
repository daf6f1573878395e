/* Commands that only show: the sheet, the rules, a throw's worth, help. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "i18n.h"
#include "tapis.h"

enum cmd_status
cmd_sheet(struct tapis *t, int argc, char **argv)
{
	bool all = argc == 1 && strcmp(argv[0], "all") == 0;
	if (argc == 1 && !all)
		return command_refuse(t, "%s", _("usage: sheet [all]"));
	char why[FARKLE_WHY * 2];
	/* Showing is no entry: a game another tapis changed is shown as it is now. */
	if (!session_fresh(t, why, sizeof why) && t->game == NULL)
		return command_refuse(t, "%s", why);
	if (!command_need_game(t, false))
		return CMD_REJECTED;
	render_sheet(&t->ui, t->game, all);
	return CMD_OK;
}

enum cmd_status
cmd_rules(struct tapis *t, int argc, char **argv)
{
	char why[FARKLE_WHY], base[GAME_RULESET_MAX];
	struct farkle_rules rules;
	if (argc == 1) {
		if (!session_find_rules(t, argv[0], &rules, base, why, sizeof why))
			return command_refuse(t, "%s", why);
		render_rules(&t->ui, argv[0], base, &rules);
	} else if (t->game != NULL) {
		render_rules(&t->ui, t->game->ruleset, t->game->base, game_rules(t->game));
	} else {
		return cmd_preset(t, 0, argv);   /* the rule sets, built-in and saved */
	}
	return CMD_OK;
}

enum cmd_status
cmd_eval(struct tapis *t, int argc, char **argv)
{
	char why[FARKLE_WHY];
	struct dice d;
	char base[GAME_RULESET_MAX];
	struct farkle_rules rules = t->game ? *game_rules(t->game) : farkle_presets[0].rules;
	bool own_rules = false;
	/* A first word that is no throw names the rule set: eval 5000 1 1 1 2 3 4.
	 * If it names none either, what was wrong with it as a throw is said when
	 * it looks like one (digits), else that there is no such game. */
	if (!dice_parse(1, argv, &d, why, sizeof why)) {
		char unknown[FARKLE_WHY];
		if (!session_find_rules(t, argv[0], &rules, base, unknown, sizeof unknown))
			return command_refuse(t, "%s",
			    argv[0][strspn(argv[0], "0123456789, ")] == '\0' ? why : unknown);
		own_rules = true;
		argc--;
		argv++;
	}
	if (argc == 0)
		return command_refuse(t, "%s", _("usage: eval [GAME] FACES"));
	if (!dice_parse(argc, argv, &d, why, sizeof why))
		return command_refuse(t, "%s", why);
	if (d.n > rules.dice)
		return command_refuse(t, _("%d dice typed; these rules throw at most %d"),
		    d.n, rules.dice);
	/* The open game's own table, else one made for these rules. */
	if (t->game != NULL && !own_rules) {
		render_eval(&t->ui, t->game->scorer, &d);
		return CMD_OK;
	}
	struct farkle_scorer *s = malloc(sizeof *s);
	if (s == NULL)
		return command_refuse(t, "%s", _("out of memory"));
	farkle_scorer_init(s, &rules);
	render_eval(&t->ui, s, &d);
	free(s);
	return CMD_OK;
}

enum cmd_status
cmd_help(struct tapis *t, int argc, char **argv)
{
	char why[FARKLE_WHY];
	if (argc == 0) {
		render_help(&t->ui, commands, ncommands);
		return CMD_OK;
	}
	const struct command *c = command_find(argv[0], why, sizeof why);
	if (c == NULL)
		return command_refuse(t, "%s", why);
	render_command_help(&t->ui, c);
	return CMD_OK;
}
