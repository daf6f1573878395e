/* 421's lines in stats: games lost, rounds won and lost, 4-2-1s thrown and
 * tokens taken in the charge.  Part of the renderer. */
#include "config.h"

#include "i18n.h"
#include "quatre21.h"
#include "render_line.h"
#include "render_stats.h"
#include "rows.h"

static const struct rows_column columns[] = {
	{"table", false, false, false, true, false},
	{"player", false, false, true, true, false},
	{"game", false, false, true, true, false},
	{"games", true, false, true, true, false},
	{"lost", true, false, true, true, false},
	{"rounds_won", true, false, true, true, false},
	{"rounds_lost", true, false, true, true, false},
	{"fours", true, false, true, true, false},
	{"charged", true, false, true, true, false},
};
enum { NCOLUMNS = sizeof columns / sizeof columns[0] };

struct seen {
	struct stats_feed *feed;
	struct rows r;
	bool begun;
};

/* player, game, games, lost, rounds won, rounds lost, 4-2-1s, charged */
static bool
row(const char *const *v, int n, void *ctx)
{
	struct seen *s = ctx;
	if (n < 8)
		return true;
	if (!s->begun) {
		const char *titles[NCOLUMNS] = {NULL, _("player"), _("game"), _("games"), _("lost"),
		    _("rounds won"), _("rounds lost"), _("4-2-1s"), _("taken in the charge")};
		stats_table_begin(&s->r, s->feed, _("421: games lost, rounds won and lost, 4-2-1s"
		    " thrown and tokens taken in the charge:"), columns, NCOLUMNS, titles);
		s->begun = true;
	}
	const char *values[NCOLUMNS] = {"421", v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]};
	rows_add(&s->r, values);
	return true;
}

bool
quatre21_print_stats(struct stats_feed *feed)
{
	struct seen s = {feed, {0}, false};
	bool ok = feed->each(feed, 0, row, &s) >= 0;
	if (s.begun)
		stats_table_end(&s.r, feed);
	return ok;
}
