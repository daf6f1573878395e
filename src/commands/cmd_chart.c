/* chart: a game's scores turn by turn, drawn in the terminal or written
 * as an SVG file.  The open game is left as it is. */
#include "config.h"

#include <errno.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "chart.h"
#include "command.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "outfile.h"
#include "say.h"
#include "session.h"
#include "store.h"
#include "tapis.h"
#include "text.h"

/* Writes c as SVG to path whole or not at all (outfile.c), never over the
 * database itself.  False, with the reason, if not. */
static bool
write_svg(const struct tapis *t, const struct chart *c, const char *path, char *why,
    size_t whylen)
{
	struct outfile o;
	if (!outfile_open(&o, path, t->db_path, why, whylen))
		return false;
	/* untaken: a write failing mid-file (a full disk), which outfile's
	 * temporary file beside the target gives no test */
	if (!render_chart_svg(o.f, c, false)) {
		outfile_abort(&o);
		snprintf(why, whylen, "%s", strerror(EIO));
		return false;
	}
	return outfile_commit(&o, why, whylen);
}

static const struct cmd_flag flags[] = {
	{.name = "--svg", .takes = FLAG_FILE, .value = N_("FILE"), .needs = N_("the file to write")},
	{0},
};

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	char why[ENGINE_WHY];
	long long id = 0;
	const char *svg = cmd_value(a, "--svg");
	if (a->argc == 1 && !command_game_number(a->argv[0], &id, why, sizeof why))
		return command_refuse(t, "%s", why);
	/* no game named: the open one, else the newest */
	if (id == 0 && t->game != NULL)
		id = (long long)t->game->id;
	enum cmd_status status;
	if (id == 0 && (id = command_latest(t, _("no game to chart yet"), &status)) == 0)
		return status;
	/* a damaged game is said so, as show and export say it */
	struct game_seen k;
	if (!command_stored_game(t, id, &k, &status))
		return status;
	struct game *g = session_load(t, id, why, sizeof why);
	if (g == NULL)
		return command_refuse(t, "%s", why);
	struct chart c;
	bool charted = game_chart(g, &c, why, sizeof why);
	game_free(g);
	if (!charted)
		return command_refuse(t, "%s", why);
	status = CMD_OK;
	if (chart_turns(&c) == 0)
		status = command_refuse(t, _("game #%lld has no turn yet: nothing to chart"), id);
	else if (svg != NULL && !write_svg(t, &c, svg, why, sizeof why))
		status = command_refuse(t, "%s", why);   /* it names the file and why */
	else if (svg != NULL) {
		char shown[512];
		say_plain(&t->ui, _("  the chart of game #%lld is written to %s\n"), (long long)c.id,
		    text_visible(svg, shown, sizeof shown));
	}
	else
		render_chart(&t->ui, &c);
	chart_free(&c);
	return status;
}

static void
complete(struct completion *c)
{
	if (c->arg == 0)
		complete_games(c, false);
}

const struct command cmd_chart = {
	.name = "chart", .french = "courbe",
	.usage = N_("[GAME] [--svg FILE]"),
	.help = N_("draw each player's score after each turn of a game"),
	.details = N_("A line a player, with a mark a turn and a legend naming them, over a\n"
	    "scale of the scores; GAME is the open game, else the newest, when not\n"
	    "given.  --svg FILE writes the same chart as an SVG file that a browser\n"
	    "shows, e.g. chart 12 --svg game12.svg.  The open game is untouched."),
	.flags = flags, .max_args = 1,
	.complete = complete, .exec = exec,
};
