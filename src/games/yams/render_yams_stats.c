/* Yams's lines in stats: the bonus and the Yams thrown, then the average
 * written in each box.  Part of the renderer. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>

#include "i18n.h"
#include "render_line.h"
#include "render_stats.h"
#include "rows.h"
#include "yams.h"

struct seen {
	struct stats_feed *feed;
	struct rows r;
	bool begun;
};

static const struct rows_column bonus_columns[] = {
	{"table", false, false, false, true, false},
	{"player", false, false, true, true, false},
	{"game", false, false, true, true, true},
	{"games", true, false, false, true, false},
	{"columns", true, false, true, true, false},
	{"bonus", true, false, true, true, false},
	{"bonus rate", false, false, true, false, false},
	{"bonus_rate", true, false, false, true, false},
	{"yams", true, false, true, true, false},
};
enum { NBONUS = sizeof bonus_columns / sizeof bonus_columns[0] };

/* player, game, games, columns whose bonus is known, bonus made, Yams */
static bool
bonus_row(const char *const *v, int n, void *ctx)
{
	struct seen *s = ctx;
	if (n < 6)
		return true;
	if (!s->begun) {
		const char *titles[NBONUS] = {NULL, _("player"), _("game"), NULL, _("columns"),
		    _("bonus"), _("bonus rate"), NULL, _("Yams thrown")};
		stats_table_begin(&s->r, s->feed, _("Yams: columns of 1 to 6 filled (where the rules"
		    " give a bonus), the bonus made, and turns written with five alike:"),
		    bonus_columns, NBONUS, titles);
		s->begun = true;
	}
	char people[16], scripts[16];
	double columns = (double)stats_int(v[3]), made = (double)stats_int(v[4]);
	const char *values[NBONUS] = {"yams", v[0], v[1], v[2], v[3], v[4],
	    stats_rate(made, columns, true, people, sizeof people),
	    stats_rate(made, columns, false, scripts, sizeof scripts), v[5]};
	rows_add(&s->r, values);
	return true;
}

static const struct rows_column box_columns[] = {
	{"table", false, false, false, true, false},
	{"player", false, false, true, true, false},
	{"game", false, false, true, true, true},
	{"box", false, false, true, true, false},
	{"written", true, false, true, true, false},
	{"average", true, false, true, true, false},
	{"scratched", true, false, true, true, false},
};
enum { NBOX = sizeof box_columns / sizeof box_columns[0] };

/* player, game, box, times written, average, times scratched */
static bool
box_row(const char *const *v, int n, void *ctx)
{
	struct seen *s = ctx;
	if (n < 6 || v[2] == NULL)
		return true;
	if (!s->begun) {
		const char *titles[NBOX] = {NULL, _("player"), _("game"), _("box"), _("written"),
		    _("average"), _("scratched")};
		stats_table_begin(&s->r, s->feed, _("Yams: the average written in each box (a"
		    " scratch counts 0, as a value struck out in a duel does):"), box_columns, NBOX, titles);
		s->begun = true;
	}
	/* the boxes 1 to 6 as the sheet names them for people: 1s to 6s */
	char box[32], average[32];
	bool digit = isdigit((unsigned char)v[2][0]) && v[2][1] == '\0';
	snprintf(box, sizeof box, digit && s->feed->format == ROWS_TABLE ? "%ss" : "%s", v[2]);
	const char *values[NBOX] = {"yams_boxes", v[0], v[1], box, v[3],
	    stats_number(v[4], 1, average, sizeof average), v[5]};
	rows_add(&s->r, values);
	return true;
}

bool
yams_print_stats(struct stats_feed *feed)
{
	struct seen s = {feed, {0}, false};
	bool ok = feed->each(feed, 0, bonus_row, &s) >= 0;
	if (s.begun)
		stats_table_end(&s.r, feed);
	struct seen b = {feed, {0}, false};
	ok = ok && feed->each(feed, 1, box_row, &b) >= 0;
	if (b.begun)
		stats_table_end(&b.r, feed);
	return ok;
}
