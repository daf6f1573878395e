/* sheet [all]: the open game's score sheet, as on paper. */
#include "config.h"

#include "command.h"
#include "engine.h"
#include "i18n.h"
#include "render.h"
#include "tapis.h"

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	bool all = a->argc == 1 && command_word_is(a->argv[0], "all");
	if (a->argc == 1 && !all)
		return command_refuse(t, "%s", _("usage: sheet [all]"));
	if (!render_sheet(&t->ui, t->game, all))
		return command_refuse(t, "%s", _("out of memory"));
	return CMD_OK;
}

/* What each game's sheet shows, as its words say. */
static const char *
game_details(const struct family *f, char *buf, size_t len)
{
	(void)buf, (void)len;
	return command_game_help(f, HELP_SHEET);
}

static void
complete(struct completion *c)
{
	if (c->arg == 0)
		complete_word(c, "all");
}

const struct command cmd_sheet = {
	.at_play = true,
	.name = "sheet", .french = "feuille", .aliases = {"board", "plateau", NULL},
	.usage = N_("[all]"), .help = N_("show the score sheet as on paper"),
	.game_details = game_details,
	.max_args = 1, .need = NEED_SHOWN,
	.complete = complete, .exec = exec,
};
