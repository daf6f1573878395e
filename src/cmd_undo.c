/* undo: the newest entry taken back, even after a restart. */
#include "config.h"

#include "command.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "session.h"
#include "tapis.h"

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	(void)a;
	char why[ENGINE_WHY];
	struct game_entry e;
	enum session_status s = session_undo(t, &e, why, sizeof why);
	if (s != SESSION_DONE)
		return command_of_session(t, s, why);
	render_undone(&t->ui, t->game, &e);
	return CMD_OK;
}

const struct command cmd_undo = {
	.name = "undo", .french = "annuler",
	.usage = "", .help = N_("take back the last entry"),
	.details = N_("Goes back one entry at a time, to the start of the game, even after\n"
	    "a restart."),
	.need = NEED_GAME,
	.exec = exec,
};
