/* versus PLAYER PLAYER [--tsv|--json]: two players head to head. */
#include "config.h"

#include <string.h>

#include "command.h"
#include "command_table.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "render_stats.h"
#include "rows.h"
#include "say.h"
#include "store.h"
#include "store_stats.h"
#include "tapis.h"
#include "text.h"

static const struct cmd_flag flags[] = {
	CMD_ROWS_FLAGS,
	{0},
};

static void
begin(struct command_table *tb)
{
	render_versus_begin(&tb->r, tb->feed, tb->a, tb->b);
}

/* (what the figures mean: the rules of the row's family) */
static void
row(struct command_table *tb, const char *const *v)
{
	render_versus_row(&tb->r, tb->a, tb->b, v, v[8] != NULL ? engine_find(v[8]) : NULL);
}

static void
say_no_versus(const struct ui *ui, const char *a, const char *b)
{
	char x[128], y[128];
	say_plain(ui, _("%s and %s have finished no game together yet\n"),
	    text_visible(a, x, sizeof x), text_visible(b, y, sizeof y));
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *args)
{
	char shown[128], a[GAME_NAME_BYTES + 1], b[GAME_NAME_BYTES + 1];
	enum cmd_status status = CMD_REJECTED;
	enum rows_format format = cmd_rows_format(args);
	if (!command_stored_player(t, args->argv[0], a, sizeof a, &status) ||
	    !command_stored_player(t, args->argv[1], b, sizeof b, &status))
		return status;
	if (strcmp(a, b) == 0)
		return command_refuse(t, _("versus takes two different players, not %s twice"),
		    text_visible(a, shown, sizeof shown));
	struct damaged d;
	if (!command_stats_begin(t, false, &d, &status))
		return status;
	struct stats_feed feed = {&t->ui, format, NULL, NULL, 0, false};
	struct command_table tb = {&feed, {0}, false, 0, a, b, begin, row, false};
	command_table_start(&tb);
	bool ok = store_versus(t->store, a, b, command_table_row, &tb);
	command_table_end(&tb);
	if (!ok) {
		command_stats_end(t, &d, format);
		return command_store_failed(t, store_error(t->store));
	}
	if (tb.rows == 0 && format == ROWS_TABLE)
		say_no_versus(&t->ui, a, b);
	command_stats_end(t, &d, format);
	/* untaken: the rows' text short of memory (feed.failed) */
	return feed.failed ? command_refuse(t, "%s", _("out of memory")) : CMD_OK;
}

static void
complete(struct completion *c)
{
	if (c->arg < 2)
		complete_players(c);
}

const struct command cmd_versus = {
	.name = "versus", .french = "contre",
	.usage = N_("PLAYER PLAYER [--tsv|--json]"),
	.help = N_("two players head to head, per rule set"),
	.details = N_("The finished games both played, per rule set: how many, the wins of\n"
	    "each, their average final scores, and how often each finished above\n"
	    "the other."),
	.flags = flags, .min_args = 2, .max_args = 2,
	.complete = complete, .exec = exec,
};
