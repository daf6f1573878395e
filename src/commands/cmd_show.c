/* show [GAME]: a past game's sheet as it ended, or as it stands; the open
 * game stays open. */
#include "config.h"

#include <stdio.h>

#include "command.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "render_history.h"
#include "store.h"
#include "tapis.h"

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	enum cmd_status status = CMD_OK;
	struct game_seen k;
	char number[24];
	const char *word = a->argc == 1 ? a->argv[0] : number;
	/* no game named: the open one, else the newest (as chart) */
	long long id = t->game != NULL ? (long long)t->game->id : 0;
	if (a->argc == 0 && id == 0 && (id = command_latest(t, _("no game to show yet"), &status)) == 0)
		return status;
	snprintf(number, sizeof number, "%lld", id);
	struct game *g = command_load_past(t, word, &k, &status);
	if (g == NULL)
		return status;
	render_game_heading(&t->ui, g, &k.row);
	render_past_sheet(&t->ui, g);
	game_free(g);
	return CMD_OK;
}

static void
complete(struct completion *c)
{
	if (c->arg == 0)
		complete_games(c, false);
}

const struct command cmd_show = {
	.name = "show", .french = "montrer", .aliases = {"voir", NULL},
	.usage = N_("[GAME]"), .help = N_("a past game's sheet as it ended; the open game stays open"),
	.details = N_("The sheet of game number GAME (with none, the open game, or the newest\n"
	    "one when none is open) as it stood at its end, or as it stands if it is\n"
	    "still being played, under a line that says when it was played and how it\n"
	    "ended.  Nothing is opened: the prompt stays as it was."),
	.min_args = 0, .max_args = 1,
	.complete = complete, .exec = exec,
};
