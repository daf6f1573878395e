/* stats, leaderboard and versus as people and scripts read them: tables
 * with a line of titles for people, rows for scripts (render_rows.c).
 * Part of the renderer; each family's own figures are printed by its
 * printer (render_FAMILY_stats.c, reached through its row of the family
 * table) through the same pieces. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "render_line.h"
#include "render_stats.h"
#include "rows.h"
#include "text.h"
#include "ui.h"

void
stats_table_begin(struct rows *r, struct stats_feed *feed, const char *heading,
    const struct rows_column *cols, int ncols, const char *const *titles)
{
	const struct ui *ui = feed->ui;
	if (feed->format == ROWS_TABLE) {
		if (feed->tables > 0)
			fputc('\n', ui->out);
		if (heading != NULL)
			put_wrapped(ui->out, heading, 0, 0, ui_width(ui));
	}
	rows_begin(r, ui, feed->format, cols, ncols);
	if (feed->format == ROWS_TABLE)
		rows_add(r, titles);
	feed->tables++;
}

void
stats_table_end(struct rows *r, struct stats_feed *feed)
{
	(void)feed;
	rows_end(r);
}

const char *
stats_number(const char *value, int decimals, char *buf, size_t len)
{
	if (value == NULL)
		return NULL;
	snprintf(buf, len, "%.*f", decimals, strtod(value, NULL));
	if (strchr(buf, '.') != NULL) {
		size_t n = strlen(buf);
		while (n > 0 && buf[n - 1] == '0')
			buf[--n] = '\0';
		if (n > 0 && buf[n - 1] == '.')
			buf[--n] = '\0';
	}
	if (strcmp(buf, "-0") == 0)
		strcpy(buf, "0");
	return buf;
}

const char *
stats_rate(double part, double whole, bool people, char *buf, size_t len)
{
	char n[32];
	if (whole <= 0)
		return NULL;
	snprintf(n, sizeof n, "%.*f", people ? 1 : 4, people ? 100.0 * part / whole : part / whole);
	stats_number(n, people ? 1 : 4, buf, len - 1);
	if (people)
		strcat(buf, "%");
	return buf;
}

long long
stats_int(const char *value)
{
	return value != NULL ? strtoll(value, NULL, 10) : 0;
}

/* ---- stats: a row a player and rule set */

static const struct rows_column stats_columns[] = {
	{"table", false, false, false, true, false},
	{"player", false, false, true, true, false},
	{"game", false, false, true, true, true},
	{"games", true, false, true, true, false},
	{"wins", true, false, true, true, false},
	{"shared", true, false, false, true, false},
	{"win rate", false, false, true, false, false},
	{"win_rate", true, false, false, true, false},
	{"average", true, false, true, true, false},
	{"best", true, false, true, true, false},
	{"turns", true, false, false, true, false},
	{"per_turn", true, false, true, true, false},
};
enum { NSTATS = sizeof stats_columns / sizeof stats_columns[0] };

void
render_stats_begin(struct rows *r, struct stats_feed *feed)
{
	const char *titles[NSTATS] = {NULL, _("player"), _("game"), _("games"), _("wins"), NULL,
	    _("win rate"), NULL, _("average"), _("best"), NULL, _("per turn")};
	stats_table_begin(r, feed, NULL, stats_columns, NSTATS, titles);
}

void
render_stats_row(struct rows *r, const char *const *v)
{
	char people[16], scripts[16], average[32], per_turn[32];
	double games = (double)stats_int(v[2]), wins = (double)stats_int(v[3]);
	const char *values[NSTATS] = {"stats", v[0], v[1], v[2], v[3], v[4],
	    stats_rate(wins, games, true, people, sizeof people),
	    stats_rate(wins, games, false, scripts, sizeof scripts),
	    stats_number(v[5], 1, average, sizeof average), v[6], v[7],
	    stats_number(v[8], 1, per_turn, sizeof per_turn)};
	rows_add(r, values);
}

void
render_no_stats(const struct ui *ui, const char *player, const char *kind)
{
	char p[128], k[128];
	if (player != NULL && kind != NULL)
		fprintf(ui->out, _("no finished game of %s with %s yet\n"),
		    text_visible(kind, k, sizeof k), text_visible(player, p, sizeof p));
	else if (player != NULL)
		fprintf(ui->out, _("no finished game with %s yet\n"), text_visible(player, p, sizeof p));
	else if (kind != NULL)
		fprintf(ui->out, _("no finished game of %s yet\n"), text_visible(kind, k, sizeof k));
	else
		fprintf(ui->out, _("no finished game yet: statistics count games played to the"
		    " end\n"));
}

/* ---- leaderboard: a row a player */

/* The games lost: to scripts always; to people where the rules name a
 * loser, in place of the wins, which such rules never give (a second
 * table, the same but for what people see). */
#define LEADERBOARD_COLUMNS(LOST_SHOWN) { \
	{"table", false, false, false, true, false}, \
	{"rank", true, false, true, true, false}, \
	{"player", false, false, true, true, false}, \
	{"wins", true, false, !(LOST_SHOWN), true, false}, \
	{"games", true, false, true, true, false}, \
	{"shared", true, false, false, true, false}, \
	{"win rate", false, false, !(LOST_SHOWN), false, false}, \
	{"win_rate", true, false, false, true, false}, \
	{"lost", true, false, LOST_SHOWN, true, false}, \
}
static const struct rows_column leaderboard_columns[] = LEADERBOARD_COLUMNS(false);
static const struct rows_column leaderboard_lost_columns[] = LEADERBOARD_COLUMNS(true);
enum { NLEADERBOARD = sizeof leaderboard_columns / sizeof leaderboard_columns[0] };

void
render_leaderboard_begin(struct rows *r, struct stats_feed *feed, bool lost_shown)
{
	const char *titles[NLEADERBOARD] = {NULL, "#", _("player"), _("wins"), _("games"), NULL,
	    _("win rate"), NULL, _("lost")};
	stats_table_begin(r, feed, NULL, lost_shown ? leaderboard_lost_columns
	    : leaderboard_columns, NLEADERBOARD, titles);
}

void
render_leaderboard_row(struct rows *r, const char *const *v)
{
	char people[16], scripts[16];
	double wins = (double)stats_int(v[2]), games = (double)stats_int(v[3]);
	const char *values[NLEADERBOARD] = {"leaderboard", v[0], v[1], v[2], v[3], v[4],
	    stats_rate(wins, games, true, people, sizeof people),
	    stats_rate(wins, games, false, scripts, sizeof scripts), v[6]};
	rows_add(r, values);
}

/* ---- versus: a row a rule set the two played together */

static const struct rows_column versus_columns[] = {
	{"table", false, false, false, true, false},
	{"game", false, false, true, true, true},
	{"games", true, false, true, true, false},
	{"player", false, false, false, true, false},
	{"wins", true, false, true, true, false},
	{"opponent", false, false, false, true, false},
	{"opponent_wins", true, false, true, true, false},
	{"average", true, false, true, true, false},
	{"opponent_average", true, false, true, true, false},
	{"ahead", true, false, true, true, false},
	{"opponent_ahead", true, false, true, true, false},
};
enum { NVERSUS = sizeof versus_columns / sizeof versus_columns[0] };

void
render_versus_begin(struct rows *r, struct stats_feed *feed, const char *a, const char *b)
{
	char wins_a[128], wins_b[128], avg_a[128], avg_b[128], ahead_a[128], ahead_b[128];
	snprintf(wins_a, sizeof wins_a, _("%s wins"), a);
	snprintf(wins_b, sizeof wins_b, _("%s wins"), b);
	snprintf(avg_a, sizeof avg_a, _("%s average"), a);
	snprintf(avg_b, sizeof avg_b, _("%s average"), b);
	snprintf(ahead_a, sizeof ahead_a, _("%s ahead"), a);
	snprintf(ahead_b, sizeof ahead_b, _("%s ahead"), b);
	const char *titles[NVERSUS] = {NULL, _("game"), _("games"), NULL, wins_a, NULL, wins_b,
	    avg_a, avg_b, ahead_a, ahead_b};
	stats_table_begin(r, feed, NULL, versus_columns, NVERSUS, titles);
}

void
render_versus_row(struct rows *r, const char *a, const char *b, const char *const *v)
{
	char avg_a[32], avg_b[32];
	const char *values[NVERSUS] = {"versus", v[0], v[1], a, v[2], b, v[3],
	    stats_number(v[4], 1, avg_a, sizeof avg_a), stats_number(v[5], 1, avg_b, sizeof avg_b),
	    v[6], v[7]};
	rows_add(r, values);
}

void
render_no_versus(const struct ui *ui, const char *a, const char *b)
{
	char x[128], y[128];
	fprintf(ui->out, _("%s and %s have finished no game together yet\n"),
	    text_visible(a, x, sizeof x), text_visible(b, y, sizeof y));
}

void
render_stats_damaged(const struct ui *ui, int n, bool left_out)
{
	unsigned long un = (unsigned long)n;
	if (left_out)
		fprintf(ui->out, ngettext("(%d damaged game is left out: games shows it)\n",
		    "(%d damaged games are left out: games shows them)\n", un), n);
	else
		fprintf(ui->out, ngettext("(%d damaged game counts still: this file may not be"
		    " written, even for a while; games shows it)\n", "(%d damaged games count still:"
		    " this file may not be written, even for a while; games shows them)\n", un), n);
}
