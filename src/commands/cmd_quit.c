/* quit: leave tapis; every entry is saved already. */
#include "config.h"

#include "command.h"
#include "i18n.h"
#include "tapis.h"

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	(void)a;
	t->quit = true;
	return CMD_OK;
}

const struct command cmd_quit = {
	.at_play = true,
	.name = "quit", .french = "quitter", .aliases = {"exit", NULL},
	.usage = "", .help = N_("leave tapis (every entry is already saved)"),
	.exec = exec,
};
