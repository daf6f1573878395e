/* resume [GAME]: the newest unfinished game opened, or game GAME. */
#include "config.h"

#include "command.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "session.h"
#include "store.h"
#include "tapis.h"

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	char why[ENGINE_WHY];
	long long id;
	if (a->argc == 0) {
		id = store_latest_unfinished(t->store);
		if (id < 0)
			return command_store_failed(t, store_error(t->store));
		if (id == 0)
			return command_refuse(t, "%s",
			    _("no unfinished game to resume ('games' lists them all)"));
	} else if (!command_game_number(a->argv[0], &id, why, sizeof why)) {
		return command_refuse(t, "%s", why);
	}
	struct game *g = session_resumable(t, id, why, sizeof why);
	if (g == NULL)
		return command_refuse(t, "%s", why);
	/* (drawn before it is opened: a sheet memory was short for leaves
	 * the game that was open as it was) */
	if (!render_resumed(&t->ui, g)) {
		game_free(g);
		return command_refuse(t, "%s", _("out of memory"));
	}
	session_take(t, g);
	return CMD_OK;
}

static void
complete(struct completion *c)
{
	if (c->arg == 0)
		complete_games(c, true);
}

const struct command cmd_resume = {
	/* "continuer" in French: "reprise" (kept as a word for it) is also
	 * 10000:350's piggy-back, which "reprendre" takes */
	.name = "resume", .french = "continuer", .aliases = {"reprise", NULL},
	.usage = N_("[GAME]"), .help = N_("open the newest unfinished game, or game number GAME"),
	.max_args = 1,
	.complete = complete, .exec = exec,
};
