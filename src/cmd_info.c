/* Commands that only show: the sheet, the rules, what dice are worth, help. */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "command.h"
#include "i18n.h"
#include "tapis.h"

enum cmd_status
cmd_sheet(struct tapis *t, int argc, char **argv)
{
	bool all = argc == 1 && command_word_is(argv[0], "all");
	if (argc == 1 && !all)
		return command_refuse(t, "%s", _("usage: sheet [all]"));
	render_sheet(&t->ui, t->game, all);
	return CMD_OK;
}

enum cmd_status
cmd_rules(struct tapis *t, int argc, char **argv)
{
	char why[ENGINE_WHY], base[GAME_RULESET_MAX];
	const struct engine *e;
	if (argc == 1) {
		void *rules = session_find_rules(t, argv[0], &e, base, why, sizeof why);
		if (rules == NULL)
			return command_refuse(t, "%s", why);
		render_rules(&t->ui, argv[0], base, e, rules);
		free(rules);
	} else if (t->game != NULL) {
		const struct game *g = t->game;
		render_rules(&t->ui, g->ruleset, g->base, g->engine, game_rules(g));
	} else {
		return cmd_preset(t, 0, argv);   /* the rule sets, built-in and saved */
	}
	return CMD_OK;
}

enum cmd_status
cmd_eval(struct tapis *t, int argc, char **argv)
{
	char why[ENGINE_WHY];
	struct dice d;
	char base[GAME_RULESET_MAX];
	const struct engine *e = NULL;
	void *rules = NULL;
	/* A first word that is no throw names the rule set: eval 5000 1 1 1 2 3 4.
	 * If it names none either, what was wrong with it as a throw is said when
	 * it looks like one (digits), else that there is no such game. */
	if (!engine_parse_dice(1, argv, &d, why, sizeof why)) {
		char unknown[ENGINE_WHY];
		if ((rules = session_find_rules(t, argv[0], &e, base, unknown, sizeof unknown)) == NULL)
			return command_refuse(t, "%s",
			    argv[0][strspn(argv[0], "0123456789, ")] == '\0' ? why : unknown);
		argc--;
		argv++;
	} else if (t->game != NULL) {
		e = t->game->engine;
	} else {
		/* the first rule set tapis knows */
		e = families[0].engine;
		rules = game_rules_new(e, e->presets[0].name);
	}
	const void *in_force;
	if (rules != NULL) {
		e->prepare(rules);
		in_force = rules;
	} else if (t->game != NULL) {
		in_force = game_rules(t->game);  /* the open game's own, prepared already */
	} else {
		return command_refuse(t, "%s", _("out of memory"));
	}
	enum cmd_status status = CMD_OK;
	if (argc == 0)
		status = command_refuse(t, "%s", _("usage: eval [GAME] FACES"));
	else if (!engine_parse_dice(argc, argv, &d, why, sizeof why))
		status = command_refuse(t, "%s", why);
	else if (e->hand == NULL)
		status = command_refuse(t, "%s", _("these rules have no throw to weigh"));
	else if (d.n > e->hand(in_force))
		status = command_refuse(t, _("%d dice typed; these rules throw at most %d"), d.n,
		    e->hand(in_force));
	else if (e->whole_hand && d.n != e->hand(in_force))
		status = command_refuse(t, _("%d %s typed; these rules weigh a whole hand of %d"), d.n,
		    dice_noun(d.n), e->hand(in_force));
	else if (!render_eval(&t->ui, e, in_force, &d))
		status = command_refuse(t, "%s", _("these rules have no throw to weigh"));
	free(rules);
	return status;
}

enum cmd_status
cmd_help(struct tapis *t, int argc, char **argv)
{
	char why[ENGINE_WHY];
	struct command_match m;
	if (argc == 0) {
		render_help(&t->ui, commands, ncommands);
		return CMD_OK;
	}
	if (!command_find(argv[0], t->game ? t->game->engine : NULL, &m, why, sizeof why))
		return command_refuse(t, "%s", why);
	if (m.command != NULL)
		render_command_help(&t->ui, m.command);
	else
		render_verb_help(&t->ui, &engine_words(m.engine)->verbs[m.verb]);
	return CMD_OK;
}
