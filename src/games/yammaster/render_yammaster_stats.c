/* Yam Master's lines in stats: pawns placed, lines of five made and the
 * average count.  Part of the renderer. */
#include "config.h"

#include "i18n.h"
#include "render_line.h"
#include "render_stats.h"
#include "rows.h"
#include "yammaster.h"

static const struct rows_column columns[] = {
	{"table", false, false, false, true, false},
	{"player", false, false, true, true, false},
	{"game", false, false, true, true, true},
	{"games", true, false, true, true, false},
	{"pawns", true, false, true, true, false},
	{"lines_of_five", true, false, true, true, false},
	{"average_count", true, false, true, true, false},
};
enum { NCOLUMNS = sizeof columns / sizeof columns[0] };

struct seen {
	struct stats_feed *feed;
	struct rows r;
	bool begun;
};

/* player, game, games, pawns placed, lines of five, average count */
static bool
row(const char *const *v, int n, void *ctx)
{
	struct seen *s = ctx;
	if (n < 6)
		return true;
	if (!s->begun) {
		const char *titles[NCOLUMNS] = {NULL, _("player"), _("game"), _("games"),
		    _("pawns placed"), _("lines of five"), _("average count")};
		stats_table_begin(&s->r, s->feed, _("Yam Master: pawns placed, lines of five made"
		    " and the average count at the end:"), columns, NCOLUMNS, titles);
		s->begun = true;
	}
	char average[32];
	const char *values[NCOLUMNS] = {"yammaster", v[0], v[1], v[2], v[3], v[4],
	    stats_number(v[5], 1, average, sizeof average)};
	rows_add(&s->r, values);
	return true;
}

bool
yammaster_print_stats(struct stats_feed *feed)
{
	struct seen s = {feed, {0}, false};
	bool ok = feed->each(feed, 0, row, &s) >= 0;
	if (s.begun)
		stats_table_end(&s.r, feed);
	return ok;
}
