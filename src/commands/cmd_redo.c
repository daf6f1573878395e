/* redo: an entry undo took back, brought back until a new one is made. */
#include "config.h"

#include "command.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "say.h"
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
	char entry[1024];
	struct said line;
	said_start(&line);
	said_add(&line, "%s%s", _("redone: "), render_entry(t->game, &e, entry, sizeof entry));
	say_answer(&t->ui, &line);
	render_outcome(&t->ui, t->game, &e.action, &out);
	return CMD_OK;
}

const struct command cmd_redo = {
	.at_play = true,
	.name = "redo", .french = "refaire",
	.usage = "", .help = N_("bring back an entry taken back by undo"),
	.details = N_("Works until a new entry is made."),
	.need = NEED_GAME,
	.exec = exec,
};
