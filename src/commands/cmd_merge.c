/* merge PLAYER [into] OTHER: two names of one person made one, in every
 * stored game.  It cannot be undone, so it is typed in full. */
#include "config.h"

#include <string.h>

#include "command.h"
#include "game.h"
#include "i18n.h"
#include "tapis.h"

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	char from[GAME_NAME_BYTES + 1], to[GAME_NAME_BYTES + 1];
	enum cmd_status st;
	if (a->argc == 3 && !command_word_is(a->argv[1], "into"))
		return command_refuse(t, _("usage: merge PLAYER [into] OTHER, not '%s'"), a->argv[1]);
	const char *other = a->argv[a->argc - 1];
	if (!command_stored_player(t, a->argv[0], from, sizeof from, &st) ||
	    !command_stored_player(t, other, to, sizeof to, &st))
		return st;
	if (strcmp(from, to) == 0)
		return command_refuse(t, _("%s and %s are one name: merge joins two"), a->argv[0],
		    other);
	return command_rename(t, from, to, true);
}

/* The names stored; the second after an optional into. */
static void
complete(struct completion *c)
{
	if (c->arg == 1)
		complete_word(c, "into");
	if (c->arg < 2 || (c->arg == 2 && command_word_is(c->typed->argv[1], "into")))
		complete_players(c);
}

const struct command cmd_merge = {
	.name = "merge", .french = "fusionner",
	.usage = N_("PLAYER [into] OTHER"),
	.help = N_("make two names of one person one, in every stored game"),
	.details = N_("PLAYER becomes OTHER wherever it is stored; refused if a game has both.\n"
	    "It cannot be undone, so it is typed in full."),
	.min_args = 2, .max_args = 3, .whole = true,
	.complete = complete, .exec = exec,
};
