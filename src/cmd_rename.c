/* rename PLAYER NEW: a player's name mended in every stored game. */
#include "config.h"

#include <string.h>

#include "command.h"
#include "i18n.h"
#include "name.h"

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	char why[ENGINE_WHY], from[GAME_NAME_BYTES + 1];
	enum cmd_status st;
	/* the new name first: a name new would refuse is refused here too */
	if (!name_check(a->argv[1], why, sizeof why))
		return command_refuse(t, "%s", why);
	if (!command_stored_player(t, a->argv[0], from, sizeof from, &st))
		return st;
	if (strcmp(from, a->argv[1]) == 0)
		return command_refuse(t, _("%s is already the name: nothing to rename"), from);
	return command_rename(t, from, a->argv[1], false);
}

static void
complete(struct completion *c)
{
	if (c->arg == 0)
		complete_players(c);
}

const struct command cmd_rename = {
	.name = "rename", .french = "renommer",
	.usage = N_("PLAYER NEW"), .help = N_("mend a player's name in every stored game"),
	.details = N_("NEW must be a name no player has yet (merge joins two names) and one that\n"
	    "new would take.  The open game shows it at once."),
	.min_args = 2, .max_args = 2,
	.complete = complete, .exec = exec,
};
