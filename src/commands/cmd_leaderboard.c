/* leaderboard [GAME-KIND] [--tsv|--json]: the players by wins. */
#include "config.h"

#include <stdlib.h>

#include "command.h"
#include "command_table.h"
#include "engine.h"
#include "i18n.h"
#include "render_stats.h"
#include "rows.h"
#include "session.h"
#include "store.h"
#include "store_stats.h"
#include "tapis.h"

static const struct cmd_flag flags[] = {
	CMD_ROWS_FLAGS,
	{.name = "--league"},
	{0},
};

static void
begin(struct command_table *tb)
{
	render_leaderboard_begin(&tb->r, tb->feed, tb->flag);
}

static void
row(struct command_table *tb, const char *const *v)
{
	render_leaderboard_row(&tb->r, v);
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	enum cmd_status league;
	if (command_league_copy(t, a, exec, &league))
		return league;
	enum cmd_status status = CMD_REJECTED;
	enum rows_format format = cmd_rows_format(a);
	struct game_kind k;
	if (a->argc == 1 && !command_known_kind(t, a->argv[0], &k, &status))
		return status;
	const char *kind = a->argc == 1 ? command_kind_word(&k) : NULL;
	struct damaged d;
	if (!command_stats_begin(t, true, &d, &status))
		return status;
	struct stats_feed feed = {&t->ui, format, NULL, NULL, 0, false};
	struct command_table tb = {&feed, {0}, false, 0, NULL, NULL, begin, row,
	    kind != NULL && session_kind_names_loser(t, kind)};
	command_table_start(&tb);
	bool ok = store_leaderboard(t->store, kind, command_table_row, &tb);
	command_table_end(&tb);
	if (!ok) {
		command_stats_end(t, &d, format);
		return command_store_failed(t, store_error(t->store));
	}
	if (tb.rows == 0 && format == ROWS_TABLE)
		command_no_stats(t, NULL, kind);
	command_stats_end(t, &d, format);
	/* untaken: the rows' text short of memory (feed.failed) */
	return feed.failed ? command_refuse(t, "%s", _("out of memory")) : CMD_OK;
}

static void
complete(struct completion *c)
{
	if (c->arg == 0)
		complete_kinds(c);
}

const struct command cmd_leaderboard = {
	.name = "leaderboard", .french = "classement",
	.usage = N_("[GAME-KIND] [--tsv|--json] [--league]"),
	.help = N_("the players by wins over finished games"),
	.details = N_("GAME-KIND is a rule set or a family, as for stats; without it every\n"
	    "finished game counts.  A shared win is a win of each who shares it; a\n"
	    "draw is no win.  Where the rules name a loser (421), every other player\n"
	    "wins the game, and the table of such a kind shows the games lost too."),
	.flags = flags, .max_args = 1,
	.complete = complete, .exec = exec,
};
