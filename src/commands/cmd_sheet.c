/* sheet [all]: the open game's score sheet, as on paper. */
#include "config.h"

#include "command.h"
#include "i18n.h"
#include "render.h"
#include "tapis.h"

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	bool all = a->argc == 1 && command_word_is(a->argv[0], "all");
	if (a->argc == 1 && !all)
		return command_refuse(t, "%s", _("usage: sheet [all]"));
	render_sheet(&t->ui, t->game, all);
	return CMD_OK;
}

static void
complete(struct completion *c)
{
	if (c->arg == 0)
		complete_word(c, "all");
}

const struct command cmd_sheet = {
	.name = "sheet", .french = "feuille", .aliases = {"board", "plateau", NULL},
	.usage = N_("[all]"), .help = N_("show the score sheet as on paper"),
	.details = N_("10000 and 5000: a column per player of the scores written one after\n"
	    "the other, with the crosses beside; ~1200~ is a score struck out by a\n"
	    "penalty or a collision.  Only the newest rows that fit are shown (10\n"
	    "without a terminal); sheet all shows every row.\n"
	    "Yams: the grid, a row a box and a column a player's column; (n) is\n"
	    "what 1 to 6 still need for the bonus, ~n~ a box that counts 0.\n"
	    "Yam Master: the whole board (board says the same), where each pawn\n"
	    "placed shows it in a few lines."),
	.max_args = 1, .need = NEED_SHOWN,
	.complete = complete, .exec = exec,
};
