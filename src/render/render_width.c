/* The terminal's width (render_line.h), in a file of its own: every
 * drawing file asks it, the rows of a table (render_rows.c) too, which
 * render.c calls. */
#include "config.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include "render_line.h"
#include "ui.h"

int
ui_width(const struct ui *ui)
{
	struct winsize ws;
	if (ui->columns == 0)
		return 0;
	/* untaken: a terminal of under 20 columns, or ioctl failing on one (the tests'
	 * pseudo-terminal is 80 wide) */
	if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 20)
		return ws.ws_col;
	return ui->columns;
}

