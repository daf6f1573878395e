/* chart: a game's scores turn by turn, drawn in the terminal or written
 * as an SVG file.  The open game is left as it is. */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "chart.h"
#include "command.h"
#include "i18n.h"
#include "outfile.h"
#include "tapis.h"

/* Writes c as SVG to path whole or not at all (outfile.c), never over the
 * database itself.  False, with the reason, if not. */
static bool
write_svg(const struct tapis *t, const struct chart *c, const char *path, char *why,
    size_t whylen)
{
	struct outfile o;
	if (!outfile_open(&o, path, t->db_path, why, whylen))
		return false;
	if (!render_chart_svg(o.f, c)) {
		outfile_abort(&o);
		snprintf(why, whylen, "%s", strerror(EIO));
		return false;
	}
	return outfile_commit(&o, why, whylen);
}

enum cmd_status
cmd_chart(struct tapis *t, int argc, char **argv)
{
	char why[ENGINE_WHY];
	long long id = 0;
	const char *svg = NULL;
	for (int i = 0; i < argc; i++) {
		if (strcasecmp(argv[i], "--svg") == 0) {
			if (i + 1 == argc)
				return command_refuse(t, "%s", _("--svg needs the file to write: chart GAME"
				    " --svg FILE"));
			svg = argv[++i];
		} else if (argv[i][0] == '-' && !isdigit((unsigned char)argv[i][1])) {
			return command_refuse(t, _("chart takes --svg FILE, not '%s'"), argv[i]);
		} else if (id != 0) {
			return command_refuse(t, "%s", _("one game at a time: chart GAME [--svg FILE]"));
		} else if (!command_game_number(argv[i], &id, why, sizeof why)) {
			return command_refuse(t, "%s", why);
		}
	}
	/* no game named: the open one, else the newest */
	if (id == 0 && t->game != NULL)
		id = (long long)t->game->id;
	if (id == 0 && (id = (long long)store_latest(t->store)) == 0)
		return command_refuse(t, "%s", _("no game to chart yet"));
	struct chart c;
	switch (store_chart(t->store, id, &c)) {
	case -1:
		return command_store_failed(t, store_error(t->store));
	case 0:
		return command_refuse(t, _("there is no game #%lld ('games' lists them)"), id);
	}
	enum cmd_status status = CMD_OK;
	if (chart_turns(&c) == 0)
		status = command_refuse(t, _("game #%lld has no turn yet: nothing to chart"), id);
	else if (svg != NULL && !write_svg(t, &c, svg, why, sizeof why))
		status = command_refuse(t, "%s", why);   /* it names the file and why */
	else if (svg != NULL)
		render_chart_written(&t->ui, &c, svg);
	else
		render_chart(&t->ui, &c);
	chart_free(&c);
	return status;
}
