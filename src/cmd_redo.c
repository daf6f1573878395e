/* redo: an entry undo took back, brought back until a new one is made. */
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
	union outcome out;
	enum session_status s = session_redo(t, &e, &out, why, sizeof why);
	if (s != SESSION_DONE)
		return command_of_session(t, s, why);
	render_redone(&t->ui, t->game, &e, &out);
	return CMD_OK;
}

const struct command cmd_redo = {
	.name = "redo", .french = "refaire",
	.usage = "", .help = N_("bring back an entry taken back by undo"),
	.details = N_("Works until a new entry is made."),
	.need = NEED_GAME,
	.exec = exec,
};
