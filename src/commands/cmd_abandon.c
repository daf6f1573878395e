/* abandon [GAME]: the open game, or GAME, ended as abandoned. */
#include "config.h"

#include <string.h>

#include "command.h"
#include "engine.h"
#include "i18n.h"
#include "say.h"
#include "session.h"
#include "tapis.h"

/* Refuses a game that is not being played; true if it is. */
static bool
abandonable(struct tapis *t, long long id, const struct game_seen *g)
{
	if (strcmp(g->status, "abandoned") == 0) {
		command_refuse(t, _("game #%lld is already abandoned"), id);
		return false;
	}
	if (strcmp(g->status, "playing") == 0)
		return true;
	if (g->row.winner != NULL)
		command_refuse(t, _("game #%lld is finished, %s won: only a game being played can"
		    " be abandoned"), id, g->row.winner);
	else
		command_refuse(t, _("game #%lld is finished: only a game being played can be"
		    " abandoned"), id);
	return false;
}

/* "abandoned game #3 (10000: alice, bob): ..." */
static void
say_abandoned(const struct ui *ui, const struct store_game_row *row)
{
	struct said s;
	said_start(&s);
	said_add(&s, _("abandoned "));
	said_add_game(&s, row);
	said_add(&s, _("): it is no longer offered to be resumed, and counts in no statistic"));
	say_line(ui, &s);
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	char why[ENGINE_WHY];
	long long id;
	struct game_seen g;
	if (a->argc == 0) {
		if (t->game == NULL)
			return command_refuse(t, "%s", _("no game open to abandon: abandon GAME"
			    " names one ('games' lists them)"));
		id = (long long)t->game->id;
	} else if (!command_game_number(a->argv[0], &id, why, sizeof why)) {
		return command_refuse(t, "%s", why);
	}
	enum cmd_status status;
	if (!command_stored_game(t, id, &g, &status))
		return status;
	if (!abandonable(t, id, &g))
		return CMD_REJECTED;
	status = command_of_session(t, session_abandon(t, id, why, sizeof why), why);
	if (status == CMD_OK)
		say_abandoned(&t->ui, &g.row);
	return status;
}

static void
complete(struct completion *c)
{
	if (c->arg == 0)
		complete_games(c, true);
}

const struct command cmd_abandon = {
	.name = "abandon", .french = "abandonner",
	.usage = N_("[GAME]"), .help = N_("end the open game, or GAME, as abandoned"),
	.details = N_("An abandoned game is never offered for resuming, the export says\n"
	    "\"abandoned\", and the history views leave it out.  Only a game being\n"
	    "played can be abandoned; delete removes a game altogether."),
	.max_args = 1, .whole = true,
	.complete = complete, .exec = exec,
};
