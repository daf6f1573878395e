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
#include "tapis.h"

/* Writes c as SVG to path through a temporary file in the same folder,
 * renamed over path once whole: a failure leaves nothing behind, and a
 * file that was there stays as it was.  False, with the reason, if not. */
static bool
write_svg(const struct chart *c, const char *path, char *why, size_t whylen)
{
	struct stat sb;
	if (stat(path, &sb) == 0 && S_ISDIR(sb.st_mode)) {
		snprintf(why, whylen, _("it is a folder, not a file"));
		return false;
	}
	char folder[4096], tmp[4096 + 32];
	if (strlen(path) >= sizeof folder) {
		snprintf(why, whylen, _("the path is too long"));
		return false;
	}
	snprintf(folder, sizeof folder, "%s", path);
	snprintf(tmp, sizeof tmp, "%s/.tapis-chart-XXXXXX", dirname(folder));
	int fd = mkstemp(tmp);
	if (fd < 0) {
		snprintf(why, whylen, "%s", strerror(errno));
		return false;
	}
	/* a file for anyone to read, as the user's umask has it (mkstemp
	 * makes it private) */
	mode_t mask = umask(0);
	umask(mask);
	FILE *f = fdopen(fd, "w");
	bool ok = f != NULL && fchmod(fd, 0666 & ~mask) == 0 && render_chart_svg(f, c) &&
	    fflush(f) == 0 && fsync(fd) == 0;
	int err = errno;
	if (f != NULL)
		ok = fclose(f) == 0 && ok;
	else
		close(fd);
	if (ok && rename(tmp, path) != 0) {
		err = errno;
		ok = false;
	}
	if (!ok) {
		unlink(tmp);
		snprintf(why, whylen, "%s", strerror(err ? err : EIO));
	}
	return ok;
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
	else if (svg != NULL && !write_svg(&c, svg, why, sizeof why))
		status = command_refuse(t, _("cannot write the chart to %s: %s"), svg, why);
	else if (svg != NULL)
		render_chart_written(&t->ui, &c, svg);
	else
		render_chart(&t->ui, &c);
	chart_free(&c);
	return status;
}
