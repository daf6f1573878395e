/* undo: the newest entry taken back, even after a restart. */
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
	enum session_status s = session_undo(t, &e, why, sizeof why);
	if (s != SESSION_DONE)
		return command_of_session(t, s, why);
	char entry[1024], turn[1024];
	struct said line;
	said_start(&line);
	said_add(&line, "%s%s%s%s", _("undone: "), render_entry(t->game, &e, entry, sizeof entry),
	    say_dot(&t->ui), render_turn(&t->ui, t->game, turn, sizeof turn));
	say_answer(&t->ui, &line);
	return CMD_OK;
}

const struct command cmd_undo = {
	.at_play = true,
	.name = "undo", .french = "annuler",
	.usage = "", .help = N_("take back the last entry"),
	.details = N_("Goes back one entry at a time, to the start of the game, even after\n"
	    "a restart."),
	.need = NEED_GAME,
	.exec = exec,
};
