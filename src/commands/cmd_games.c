/* games [PLAYER...] [GAME-KIND] [since DATE] [until DATE]
 * [unfinished|finished|abandoned] [--all] [--tsv|--json]: the stored games,
 * newest first, filtered.  The open game is untouched. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "command.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "render_history.h"
#include "rows.h"
#include "say.h"
#include "store.h"
#include "tapis.h"
#include "text.h"

/* What the words of `games` ask for, with room for the texts the filter
 * points to. */
struct games_ask {
	struct store_game_filter f;
	char since[11], until[11];
	char name[ENGINE_MAX_PLAYERS][GAME_NAME_BYTES + 1];  /* as stored */
	const char *kind;                       /* the game kind as typed */
};

/* The days of month m of year y. */
static int
days_in(int y, int m)
{
	static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
	bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
	return m == 2 && leap ? 29 : days[m - 1];
}

/* A day as typed, YYYY-MM-DD (local), today or yesterday, into out
 * (YYYY-MM-DD); false if it is no day. */
static bool
parse_date(const char *text, char out[11])
{
	bool today = command_word_is(text, "today");
	bool yesterday = command_word_is(text, "yesterday");
	if (today || yesterday) {
		time_t now = time(NULL);
		struct tm tm;
		localtime_r(&now, &tm);
		if (yesterday) {
			/* the day before, whatever the clock did overnight */
			tm.tm_mday -= 1;
			tm.tm_hour = 12;
			tm.tm_isdst = -1;
			mktime(&tm);
		}
		char day[64];
		snprintf(day, sizeof day, "%04d-%02d-%02d", tm.tm_year + 1900, tm.tm_mon + 1,
		    tm.tm_mday);
		snprintf(out, 11, "%.10s", day);
		return strlen(day) == 10;
	}
	if (strlen(text) != 10 || text[4] != '-' || text[7] != '-')
		return false;
	for (int i = 0; i < 10; i++)
		if (i != 4 && i != 7 && !isdigit((unsigned char)text[i]))
			return false;
	int y = atoi(text), m = atoi(text + 5), d = atoi(text + 8);
	if (y < 1 || m < 1 || m > 12 || d < 1 || d > days_in(y, m))
		return false;
	memcpy(out, text, 11);
	return true;
}

static const struct cmd_flag flags[] = {
	{.name = "--all"},
	CMD_ROWS_FLAGS,
	{.name = "--league"},
	{.name = "since", .takes = FLAG_VALUE, .value = N_("DATE"),
	    .needs = N_("a day: YYYY-MM-DD, today or yesterday")},
	{.name = "until", .takes = FLAG_VALUE, .value = N_("DATE"),
	    .needs = N_("a day: YYYY-MM-DD, today or yesterday")},
	{.name = "unfinished", .group = 2, .also = "playing"},
	{.name = "finished", .group = 2},
	{.name = "abandoned", .group = 2},
	{0},
};

/* The day flag `name` gives, into day; false once refused. */
static bool
read_day(struct tapis *t, const struct cmd_args *c, const char *name, char day[11],
    enum cmd_status *status)
{
	const char *typed = cmd_value(c, name);
	char shown[128];
	if (typed == NULL || parse_date(typed, day))
		return true;
	*status = command_refuse(t, _("'%s' is no day: %s takes YYYY-MM-DD (local time), today"
	    " or yesterday"), text_visible(typed, shown, sizeof shown), cmd_flag(c, name));
	return false;
}

/* Takes word w as a kind of game (1), or not one (0); -1 once refused. */
static int
read_kind(struct tapis *t, const char *w, struct games_ask *a, enum cmd_status *status)
{
	struct game_kind kind;
	int is_kind = command_game_kind(t, w, &kind);
	if (is_kind < 0) {
		*status = command_store_failed(t, store_error(t->store));
		return -1;
	}
	if (is_kind == 0) {
		/* A word no name can be (it starts with a digit, or has a ':' of
		 * a rule set) is a game kind this table has never played. */
		if (isdigit((unsigned char)w[0]) || strchr(w, ':') != NULL || w[0] == '-') {
			command_known_kind(t, w, &kind, status);
			return -1;
		}
		return 0;
	}
	if (a->kind != NULL) {
		*status = command_refuse(t, _("one game kind at a time: '%s' and '%s'"), a->kind, w);
		return -1;
	}
	a->kind = w;
	a->f.family = kind.family;
	a->f.game = kind.game;
	return 1;
}

/* Takes word w as a stored player; false once refused. */
static bool
read_player(struct tapis *t, const char *w, struct games_ask *a, enum cmd_status *status)
{
	if (a->f.nplayers == ENGINE_MAX_PLAYERS) {
		*status = command_refuse(t, _("at most %d players at a time"), ENGINE_MAX_PLAYERS);
		return false;
	}
	char *name = a->name[a->f.nplayers];
	if (!command_stored_player(t, w, name, sizeof a->name[0], status))
		return false;
	for (int p = 0; p < a->f.nplayers; p++)
		if (strcmp(a->f.name[p], name) == 0) {
			char shown[128];
			*status = command_refuse(t, _("%s is named twice"),
			    text_visible(name, shown, sizeof shown));
			return false;
		}
	a->f.name[a->f.nplayers++] = name;
	return true;
}

/* Reads the words of `games` into a; false once it has refused the
 * command. */
static bool
read_games_words(struct tapis *t, const struct cmd_args *c, struct games_ask *a,
    enum cmd_status *status)
{
	static const char *const states[][2] = {
		{"unfinished", "playing"}, {"finished", "finished"}, {"abandoned", "abandoned"},
	};
	for (size_t k = 0; k < sizeof states / sizeof states[0]; k++)
		if (cmd_flag(c, states[k][0]) != NULL)
			a->f.status = states[k][1];
	if (!read_day(t, c, "since", a->since, status) || !read_day(t, c, "until", a->until, status))
		return false;
	for (int i = 0; i < c->argc; i++) {
		int kind = read_kind(t, c->argv[i], a, status);
		if (kind < 0 || (kind == 0 && !read_player(t, c->argv[i], a, status)))
			return false;
	}
	if (a->since[0] != '\0')
		a->f.since = a->since;
	if (a->until[0] != '\0')
		a->f.until = a->until;
	if (a->f.since && a->f.until && strcmp(a->f.since, a->f.until) > 0) {
		*status = command_refuse(t, _("since %s is after until %s: no day is in both"),
		    a->f.since, a->f.until);
		return false;
	}
	return true;
}

/* The newest games people's table shows unless --all: an evening or two,
 * at once however many years the file holds. */
#define GAMES_PAGE 20

struct listing {
	struct rows *rows;
	int n, most;              /* most: the rows to print; 0: all */
};

static bool
print_row(const struct store_game_row *row, void *ctx)
{
	struct listing *l = ctx;
	if (l->most > 0 && l->n == l->most)
		return false;     /* the one past the page: there are more */
	render_game_row(l->rows, row);
	l->n++;
	return true;
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *c)
{
	enum cmd_status league;
	if (command_league_copy(t, c, exec, &league))
		return league;
	enum rows_format format = cmd_rows_format(c);
	enum cmd_status status = CMD_OK;
	struct games_ask a;
	memset(&a, 0, sizeof a);
	if (!read_games_words(t, c, &a, &status))
		return status;
	int64_t latest = format == ROWS_TABLE ? store_latest(t->store) : 1;
	if (latest < 0)
		return command_store_failed(t, store_error(t->store));
	if (latest == 0) {
		say_plain(&t->ui,
		    _("no games yet: start one with new, e.g. new 10000 alice bob\n"));
		return CMD_OK;
	}
	/* people see a page, the newest, and how many more there are;
	 * scripts every row */
	struct rows r;
	struct listing l = {&r, 0, 0};
	if (format == ROWS_TABLE && cmd_flag(c, "--all") == NULL) {
		l.most = GAMES_PAGE;
		a.f.limit = GAMES_PAGE + 1;
	}
	render_games_begin(&r, &t->ui, format);
	int n = store_find_games(t->store, &a.f, print_row, &l);
	bool kept = rows_end(&r);
	if (n < 0)
		return command_store_failed(t, store_error(t->store));
	if (!kept)
		return command_refuse(t, "%s", _("out of memory"));
	if (n == 0 && format == ROWS_TABLE)
		say_plain(&t->ui, _("no stored game is such: 'games' alone lists them all\n"));
	if (l.most > 0 && n > l.most) {
		long long all = store_count_games(t->store, &a.f);
		if (all < 0)
			return command_store_failed(t, store_error(t->store));
		say_plain(&t->ui, _("the newest %d of %lld games: games --all lists every one, and a"
		    " player, a game or a day picks some\n"), l.n, all);
	}
	return CMD_OK;
}

/* After since or until, a day; else the players, the rule sets and the
 * games (families). */
static void
complete(struct completion *c)
{
	if (c->flag != NULL) {
		complete_word(c, "today");
		complete_word(c, "yesterday");
		return;
	}
	complete_kinds(c);
	complete_players(c);
}

const struct command cmd_games = {
	.name = "games", .french = "parties",
	.usage = N_("[PLAYER...] [GAME-KIND] [since DATE] [until DATE] [unfinished|finished|abandoned]"
	    " [--all] [--tsv|--json] [--league]"),
	.help = N_("list the stored games, newest first, with scores"),
	.details = N_("A line a game: number, local date, rule set, each player's score (the\n"
	    "final one, or now while playing), how it ended and its turns.  Only the\n"
	    "games with every PLAYER named (any case); of GAME-KIND, a rule set (10000,\n"
	    "yams:duel, a saved preset) or a game (%s); played\n"
	    "since or until a DATE, both included: YYYY-MM-DD, today or yesterday;\n"
	    "unfinished, finished or abandoned ones.\n"
	    "  games alice bob yams since 2024-01-01\n"
	    "The table shows the newest 20 and says how many there are; --all shows\n"
	    "every one.  --tsv gives tab-separated rows under a header line, --json one JSON\n"
	    "object a line: id, date, game, players, status, winner, entries, scores,\n"
	    "turns, family, time."),
	.details_name_games = true,
	.flags = flags, .max_args = CMD_ANY,
	.complete = complete, .exec = exec,
};
