/* delete GAME [--yes]: a game and all its entries, for good. */
#include "config.h"

#include "command.h"
#include "engine.h"
#include "i18n.h"
#include "render.h"
#include "session.h"
#include "tapis.h"
#include "text.h"

static const struct cmd_flag flags[] = {
	{.name = "--yes"},
	{0},
};

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	char why[ENGINE_WHY], question[256], answer[64];
	long long id;
	struct game_seen g;
	if (!command_game_number(a->argv[0], &id, why, sizeof why))
		return command_refuse(t, "%s", why);
	enum cmd_status status;
	if (!command_stored_game(t, id, &g, &status))
		return status;
	/* Nothing can bring it back: a person says yes to it, a script says
	 * --yes. */
	if (cmd_flag(a, "--yes") == NULL) {
		if (t->ask == NULL)
			return command_refuse(t, _("delete in a script needs --yes: delete %lld --yes"),
			    id);
		render_delete_question(&t->ui, &g.row, question, sizeof question);
		if (!t->ask(t, question, answer, sizeof answer) || reply_of(answer) != REPLY_YES) {
			render_not_deleted(&t->ui, id);
			return CMD_OK;
		}
	}
	status = command_of_session(t, session_delete(t, id, why, sizeof why), why);
	if (status == CMD_OK)
		render_deleted(&t->ui, &g.row);
	return status;
}

static void
complete(struct completion *c)
{
	if (c->arg == 0)
		complete_games(c, false);
}

const struct command cmd_delete = {
	.name = "delete", .french = "supprimer",
	.usage = N_("GAME [--yes]"), .help = N_("delete game GAME and all its entries, for good"),
	.details = N_("At the terminal tapis asks first, and only yes deletes.  In a script\n"
	    "or with -c nothing is asked: --yes says it, e.g. delete 3 --yes."),
	.flags = flags, .min_args = 1, .max_args = 1, .whole = true,
	.complete = complete, .exec = exec,
};
