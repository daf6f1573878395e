/* hint [--win] [--all] [--budget N] [--json|--tsv]: what each choice open
 * now is worth, the best first (command_advice.c); nothing changes. */
#include "config.h"

#include <stdlib.h>

#include "advice.h"
#include "command.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "tapis.h"
#include "text.h"

static const struct cmd_flag flags[] = {
	{.name = "--win"},
	{.name = "--all"},
	{.name = "--budget", .takes = FLAG_VALUE, .value = N_("N"),
	    .needs = N_("a number of games to play out, from 1")},
	CMD_ROWS_FLAGS,
	{0},
};

/* The games --budget gives (0: the engine's default); -1 once refused. */
static long
read_budget(struct tapis *t, const struct cmd_args *a)
{
	const char *typed = cmd_value(a, "--budget");
	char *end, shown[64];
	if (typed == NULL)
		return 0;
	const struct engine_advice *advice = t->game->engine->advice;
	/* (advice NULL: each family has advice, HACKING.md, NEVER) */
	if (NEVER(advice == NULL) || advice->budget == 0) {
		command_refuse(t, _("hint --budget is for advice worked out by playing games out;"
		    " %s's is exact"), t->game->ruleset);
		return -1;
	}
	long n = strtol(typed, &end, 10);
	if (end != typed && *end == '\0' && n >= 1 && n <= ADVICE_BUDGET_MOST)
		return n;
	command_refuse(t, _("--budget takes a whole number of games from 1 to %ld, not '%s'"),
	    ADVICE_BUDGET_MOST, text_visible(typed, shown, sizeof shown));
	return -1;
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	long budget = read_budget(t, a);
	if (budget < 0)
		return CMD_REJECTED;
	return command_advise(t, cmd_flag(a, "--win") != NULL ? ADVICE_HINT_WIN : ADVICE_HINT, 0,
	    NULL, cmd_flag(a, "--all") != NULL, cmd_rows_format(a), budget);
}

/* What hint weighs in each game, as its words say. */
static const char *
game_details(const struct family *f, char *buf, size_t len)
{
	(void)buf, (void)len;
	return command_game_help(f, HELP_HINT);
}

const struct command cmd_hint = {
	.at_play = true,
	.name = "hint", .french = "conseil",
	.usage = N_("[--win] [--all] [--budget N] [--json|--tsv]"),
	.help = N_("what each choice open now is worth, the best first; nothing changes"),
	.game_details = game_details,
	.details_after = N_("The table shows the best 8; --all every one.  --json or --tsv: every\n"
	    "one, as rows for scripts."),
	.flags = flags, .need = NEED_PLAYABLE,
	.exec = exec,
};
