/* show GAME: a past game's sheet as it ended, or as it stands; the open
 * game stays open. */
#include "config.h"

#include "command.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "render_history.h"
#include "tapis.h"

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	enum cmd_status status = CMD_OK;
	struct game_seen k;
	struct game *g = command_load_past(t, a->argv[0], &k, &status);
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
	.usage = N_("GAME"), .help = N_("a past game's sheet as it ended; the open game stays open"),
	.details = N_("The sheet of game number GAME as it stood at its end, or as it stands\n"
	    "if it is still being played, under a line that says when it was played\n"
	    "and how it ended.  Nothing is opened: the prompt stays as it was."),
	.min_args = 1, .max_args = 1,
	.complete = complete, .exec = exec,
};
