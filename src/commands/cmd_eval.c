/* eval [GAME] FACES: what a throw is worth; the game is untouched. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "dice.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "render.h"
#include "session.h"
#include "tapis.h"

/* Whether d can be weighed under e's rules in force; refuses if not. */
static enum cmd_status
weigh(struct tapis *t, const struct engine *e, const void *in_force, int argc, char **argv)
{
	char why[ENGINE_WHY];
	struct dice d;
	if (argc == 0)
		return command_refuse(t, "%s", _("usage: eval [GAME] FACES"));
	if (!engine_parse_dice(argc, argv, &d, why, sizeof why))
		return command_refuse(t, "%s", why);
	/* every engine has a hand (engine.h requires it; test_engines holds
	 * each to it) and every family's printer an eval: HACKING.md, NEVER */
	if (NEVER(e->hand == NULL))
		return command_refuse(t, "%s", _("these rules have no throw to weigh"));
	if (d.n > e->hand(in_force))
		return command_refuse(t, _("%d dice typed; these rules throw at most %d"), d.n,
		    e->hand(in_force));
	if (e->whole_hand && d.n != e->hand(in_force))
		return command_refuse(t, _("%d %s typed; these rules weigh a whole hand of %d"), d.n,
		    dice_noun(d.n), e->hand(in_force));
	bool weighed = render_eval(&t->ui, e, in_force, &d);
	if (NEVER(!weighed))
		return command_refuse(t, "%s", _("these rules have no throw to weigh"));
	return CMD_OK;
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	char why[ENGINE_WHY], base[GAME_RULESET_MAX];
	struct dice d;
	const struct engine *e = NULL;
	void *rules = NULL;
	int argc = a->argc;
	char **argv = a->argv;
	/* A first word that is no throw names the rule set: eval 5000 1 1 1 2 3 4.
	 * If it names none either, what was wrong with it as a throw is said when
	 * it looks like one (digits), else that there is no such game. */
	if (!engine_parse_dice(1, argv, &d, why, sizeof why)) {
		char unknown[CMD_REFUSAL];
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
		if ((rules = game_rules_new(e, e->presets[0].name)) == NULL)
			return command_refuse(t, "%s", _("out of memory"));
	}
	const void *in_force;
	if (rules != NULL) {
		engine_prepare(e, rules);
		in_force = rules;
	} else {
		in_force = game_rules(t->game);  /* the open game's own, prepared already */
	}
	enum cmd_status status = weigh(t, e, in_force, argc, argv);
	free(rules);
	return status;
}

static void
complete(struct completion *c)
{
	if (c->arg == 0)
		complete_rule_sets(c);
}

const struct command cmd_eval = {
	.name = "eval", .french = "évaluer",
	.usage = N_("[GAME] FACES"), .help = N_("what a throw is worth; the game is untouched"),
	.details = N_("Uses GAME's rules when given, else the open game's, else those of 10000."),
	.min_args = 1, .max_args = CMD_ANY,
	.complete = complete, .exec = exec,
};
