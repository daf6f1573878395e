/* hint [--win] [--all] [--json|--tsv]: what each choice open now is worth,
 * the best first (command_advice.c); nothing changes. */
#include "config.h"

#include "advice.h"
#include "command.h"
#include "i18n.h"
#include "tapis.h"

static const struct cmd_flag flags[] = {
	{.name = "--win"},
	{.name = "--all"},
	CMD_ROWS_FLAGS,
	{0},
};

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	return command_advise(t, cmd_flag(a, "--win") != NULL ? ADVICE_HINT_WIN : ADVICE_HINT, 0,
	    NULL, cmd_flag(a, "--all") != NULL, cmd_rows_format(a));
}

const struct command cmd_hint = {
	.name = "hint", .french = "conseil",
	.usage = N_("[--win] [--all] [--json|--tsv]"),
	.help = N_("what each choice open now is worth, the best first; nothing changes"),
	.details = N_("After a throw: every way to set dice aside, then bank or throw the\n"
	    "rest, with the points the turn can expect to write under the best play\n"
	    "from there and the chance the next throw scores nothing.  Before a\n"
	    "throw: what the turn is worth; a take-over on offer: take it or not.\n"
	    "Near an exact target: each choice's chance of ending on it.  --win (two\n"
	    "players): the chance of winning the game instead, from a table worked\n"
	    "out once for the rules and kept in the cache folder.  Yams: the dice to\n"
	    "keep and the box to write.  The table shows the best 8; --all every\n"
	    "one.  --json or --tsv: every one, as rows for scripts."),
	.flags = flags, .need = NEED_PLAYABLE,
	.exec = exec,
};
