/* The words of Yams: its boxes and columns as people read them in the
 * language of the messages. */
#include "config.h"

#include <stdio.h>

#include "i18n.h"
#include "yams.h"

static const char *const titles[YAMS_BOXES] = {
	"1", "2", "3", "4", "5", "6", N_("Minimum"), N_("Maximum"), N_("Suite"), N_("Full"),
	N_("Carré"), N_("Yams"),
};

const char *
yams_box_title(int box)
{
	return box >= 0 && box < YAMS_BOXES ? _(titles[box]) : "?";
}

const char *
yams_column_said(const struct yams_rules *r, int col, bool head, char *buf, size_t len)
{
	const struct yams_mode_info *m = &yams_modes[r->mode];
	if (m->columns == 3 && col >= 0 && col < 3 && i18n_french_names())
		snprintf(buf, len, "%s", head ? m->column_fr_head[col] : m->column_fr[col]);
	else
		yams_column_name(r, col, buf, len);
	return buf;
}
