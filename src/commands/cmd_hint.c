/* hint [--win] [--all] [--budget N] [--json|--tsv]: what each choice open
 * now is worth, the best first (command_advice.c); nothing changes. */
#include "config.h"

#include <stdlib.h>

#include "advice.h"
#include "command.h"
#include "game.h"
#include "i18n.h"
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
	if (advice == NULL || advice->budget == 0) {
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

const struct command cmd_hint = {
	.name = "hint", .french = "conseil",
	.usage = N_("[--win] [--all] [--budget N] [--json|--tsv]"),
	.help = N_("what each choice open now is worth, the best first; nothing changes"),
	.details = N_("After a throw: every way to set dice aside, then bank or throw the\n"
	    "rest, with the points the turn can expect to write under the best play\n"
	    "from there and the chance the next throw scores nothing.  Before a\n"
	    "throw: what the turn is worth; a take-over on offer: take it or not.\n"
	    "Near an exact target: each choice's chance of ending on it.  --win (two\n"
	    "players): the chance of winning the game instead, from a table worked\n"
	    "out once for the rules and kept in the cache folder.  Yams: the dice to\n"
	    "keep and the box to write.  Yam Master: every choice (keep and throw\n"
	    "again, after a call or not; place a pawn; pass) with its chance of\n"
	    "winning, estimated by playing games out from it, give or take its\n"
	    "standard error, and why where the board is the reason; the same state\n"
	    "gives the same answer.  --budget N plays N games in all (by default\n"
	    "about half a second's worth).  The table shows the best 8; --all every\n"
	    "one.  --json or --tsv: every one, as rows for scripts."),
	.flags = flags, .need = NEED_PLAYABLE,
	.exec = exec,
};
