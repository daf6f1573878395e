/* rules [GAME]: the rules in force, or those of a rule set. */
#include "config.h"

#include <stdlib.h>

#include "command.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "rows.h"
#include "session.h"
#include "tapis.h"

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	char why[CMD_REFUSAL], base[GAME_RULESET_MAX];
	const struct engine *e;
	if (a->argc == 1) {
		void *rules = session_find_rules(t, a->argv[0], &e, base, why, sizeof why);
		if (rules == NULL)
			return command_refuse(t, "%s", why);
		render_rules(&t->ui, a->argv[0], base, e, rules);
		free(rules);
	} else if (t->game != NULL) {
		const struct game *g = t->game;
		render_rules(&t->ui, g->ruleset, g->base, g->engine, game_rules(g));
	} else {
		return command_list_rule_sets(t, ROWS_TABLE);   /* built-in and saved */
	}
	return CMD_OK;
}

static void
complete(struct completion *c)
{
	if (c->arg == 0)
		complete_rule_sets(c);
}

const struct command cmd_rules = {
	.at_play = true,
	.name = "rules", .french = "règles",
	.usage = N_("[GAME]"), .help = N_("show the rules in force, or those of a rule set"),
	.max_args = 1,
	.complete = complete, .exec = exec,
};
