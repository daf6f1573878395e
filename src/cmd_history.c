/* The history of the table: the stored games listed and filtered, a past
 * game's sheet, and its replay turn by turn.  None of them touches the
 * open game. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "command.h"
#include "i18n.h"
#include "tapis.h"
#include "text.h"

/* ---- games [PLAYER...] [GAME-KIND] [since DATE] [until DATE] [unfinished|...] */

/* What the words of `games` ask for, with room for the texts the filter
 * points to. */
struct games_ask {
	struct store_game_filter f;
	char since[11], until[11];
	char name[ENGINE_MAX_PLAYERS][GAME_NAME_BYTES + 1];  /* as stored */
	const char *kind;                       /* the game kind as typed */
	const char *status_word;
	bool all;                               /* --all: every row for people too */
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

/* Reads the words of `games` into a and *format; false once it has
 * refused the command. */
static bool
read_games_words(struct tapis *t, int argc, char **argv, struct games_ask *a,
    enum rows_format *format, enum cmd_status *status)
{
	static const struct {
		const char *word;
		const char *status;
	} states[] = {
		{"unfinished", "playing"}, {"playing", "playing"}, {"finished", "finished"},
		{"abandoned", "abandoned"},
	};
	bool formatted = false;
	for (int i = 0; i < argc; i++) {
		const char *w = argv[i];
		if (command_word_is(w, "--all")) {
			a->all = true;
			continue;
		}
		int flag = command_rows_flag(t, "games", "--all", w, format, &formatted, status);
		if (flag < 0)
			return false;
		if (flag > 0)
			continue;
		/* "en cours", two words in French, is one word of the table */
		if (utf8_same_word(w, "en") && i + 1 < argc && utf8_same_word(argv[i + 1], "cours")) {
			w = command_word_french("unfinished");
			i++;
		}
		bool since = command_word_is(w, "since");
		bool until = command_word_is(w, "until");
		if (since || until) {
			char *day = since ? a->since : a->until;
			if (i + 1 == argc) {
				*status = command_refuse(t, _("%s needs a day: %s YYYY-MM-DD, today or"
				    " yesterday"), w, w);
				return false;
			}
			if (day[0] != '\0') {
				*status = command_refuse(t, _("%s is given twice: one day each for since"
				    " and until"), w);
				return false;
			}
			if (!parse_date(argv[++i], day)) {
				char shown[128];
				*status = command_refuse(t, _("'%s' is no day: %s takes YYYY-MM-DD (local"
				    " time), today or yesterday"), text_visible(argv[i], shown, sizeof shown),
				    w);
				return false;
			}
			continue;
		}
		bool stated = false;
		for (size_t k = 0; k < sizeof states / sizeof states[0] && !stated; k++) {
			if (!command_word_is(w, states[k].word))
				continue;
			stated = true;
			if (a->status_word != NULL && strcmp(a->f.status, states[k].status) != 0) {
				*status = command_refuse(t, _("a game cannot be both %s and %s"),
				    a->status_word, w);
				return false;
			}
			a->f.status = states[k].status;
			a->status_word = w;
		}
		if (stated)
			continue;
		struct game_kind kind;
		int is_kind = command_game_kind(t, w, &kind);
		if (is_kind < 0) {
			*status = command_store_failed(t, store_error(t->store));
			return false;
		}
		if (is_kind > 0) {
			if (a->kind != NULL) {
				*status = command_refuse(t, _("one game kind at a time: '%s' and '%s'"),
				    a->kind, w);
				return false;
			}
			a->kind = w;
			a->f.family = kind.family;
			a->f.game = kind.game;
			continue;
		}
		/* A word no name can be (it starts with a digit, or has a ':' of
		 * a rule set) is a game kind this table has never played. */
		if (isdigit((unsigned char)w[0]) || strchr(w, ':') != NULL || w[0] == '-') {
			command_known_kind(t, w, &kind, status);
			return false;
		}
		if (a->f.nplayers == ENGINE_MAX_PLAYERS) {
			*status = command_refuse(t, _("at most %d players at a time"),
			    ENGINE_MAX_PLAYERS);
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

enum cmd_status
cmd_games(struct tapis *t, int argc, char **argv)
{
	enum rows_format format = ROWS_TABLE;
	enum cmd_status status = CMD_OK;
	struct games_ask a;
	memset(&a, 0, sizeof a);
	if (!read_games_words(t, argc, argv, &a, &format, &status))
		return status;
	if (store_latest(t->store) == 0 && format == ROWS_TABLE) {
		render_no_games(&t->ui);
		return CMD_OK;
	}
	/* people see a page, the newest, and how many more there are;
	 * scripts every row */
	struct rows r;
	struct listing l = {&r, 0, 0};
	if (format == ROWS_TABLE && !a.all) {
		l.most = GAMES_PAGE;
		a.f.limit = GAMES_PAGE + 1;
	}
	render_games_begin(&r, &t->ui, format);
	int n = store_find_games(t->store, &a.f, print_row, &l);
	rows_end(&r);
	if (n < 0)
		return command_store_failed(t, store_error(t->store));
	if (n == 0 && format == ROWS_TABLE)
		render_no_games_match(&t->ui);
	if (l.most > 0 && n > l.most) {
		long long all = store_count_games(t->store, &a.f);
		if (all < 0)
			return command_store_failed(t, store_error(t->store));
		render_games_more(&t->ui, l.n, all);
	}
	return CMD_OK;
}

/* ---- show GAME, replay GAME [TURN] */

/* Game number `word` as stored, read into a copy of its own that replays:
 * the open game, even if it is that one, is not touched.  NULL once the
 * command is refused, with *status. */
static struct game *
load_past(struct tapis *t, const char *word, struct game_seen *k, enum cmd_status *status)
{
	char why[ENGINE_WHY * 2], rule[ENGINE_WHY];
	long long id;
	if (!command_game_number(word, &id, why, sizeof why)) {
		*status = command_refuse(t, "%s", why);
		return NULL;
	}
	switch (store_game_row(t->store, id, command_keep_game_row, k)) {
	case -1:
		*status = command_store_failed(t, store_error(t->store));
		return NULL;
	case 0:
		*status = command_refuse(t, _("there is no game #%lld ('games' lists them)"), id);
		return NULL;
	}
	struct game *g = store_game_load(t->store, id, why, sizeof why);
	if (g == NULL) {
		*status = command_refuse(t, "%s", why);
		return NULL;
	}
	if (!game_replay(g, rule, sizeof rule)) {
		game_free(g);
		*status = command_refuse(t, _("game #%lld is damaged: its entries no longer replay"
		    " (%s)"), id, rule);
		return NULL;
	}
	return g;
}

enum cmd_status
cmd_show(struct tapis *t, int argc, char **argv)
{
	(void)argc;
	enum cmd_status status = CMD_OK;
	struct game_seen k;
	struct game *g = load_past(t, argv[0], &k, &status);
	if (g == NULL)
		return status;
	render_game_heading(&t->ui, g, &k.row);
	render_sheet(&t->ui, g, true);
	game_free(g);
	return CMD_OK;
}

/* Where a walk through a game's entries is.  A turn is numbered among its
 * player's turns, as the export's rows and the chart count them: turn 3
 * is each player's third. */
struct replay {
	const struct ui *ui;     /* NULL: only count the turns */
	int turns[ENGINE_MAX_PLAYERS];  /* each seat's, begun so far */
	int most;                /* the most any seat has begun */
	bool starts;             /* the next entry starts a turn */
	int only;                /* the turn to print; 0: all */
};

static void
replay_entry(const struct game *g, int index, const void *state, const union outcome *o,
    void *ctx)
{
	struct replay *r = ctx;
	(void)state;
	const struct game_entry *e = &g->entry[index];
	int seat = e->seat >= 0 && e->seat < ENGINE_MAX_PLAYERS ? e->seat : 0;
	if (r->starts) {
		r->turns[seat]++;
		if (r->turns[seat] > r->most)
			r->most = r->turns[seat];
	}
	int turn = r->turns[seat];
	bool shown = r->ui != NULL && (r->only == 0 || r->only == turn);
	if (shown && r->starts)
		render_replay_turn(r->ui, g, turn, e->seat);
	if (shown)
		render_replay_entry(r->ui, g, e, o);
	/* an entry that ended the turn (banked, bust, written...) */
	r->starts = o->head.end != NULL;
}

enum cmd_status
cmd_replay(struct tapis *t, int argc, char **argv)
{
	char why[ENGINE_WHY * 2];
	enum cmd_status status = CMD_OK;
	struct game_seen k;
	long turn = 0;
	if (argc == 2) {
		char *end;
		turn = isdigit((unsigned char)argv[1][0]) ? strtol(argv[1], &end, 10) : 0;
		if (turn <= 0 || *end != '\0' || turn > 1000000)
		{
			char shown[128];
			return command_refuse(t, _("'%s' is not a round number: replay GAME [ROUND], the"
			    " first round being 1"), text_visible(argv[1], shown, sizeof shown));
		}
	}
	struct game *g = load_past(t, argv[0], &k, &status);
	if (g == NULL)
		return status;
	/* The game is replayed through its engine once to count its turns (it
	 * does replay: load_past saw it), then again to print them, each entry
	 * on the state it was played on, as the printer saw it at the table. */
	struct replay count = {.starts = true};
	if (!game_walk(g, g->state, replay_entry, &count, why, sizeof why)) {
		game_free(g);
		return command_refuse(t, _("game #%lld is damaged: its entries no longer replay"
		    " (%s)"), (long long)k.row.id, why);
	}
	int turns = count.most;
	if (turn > turns) {
		game_free(g);
		if (turns == 0)
			return command_refuse(t, _("game #%lld has no turn yet"), (long long)k.row.id);
		if (turns == 1)
			return command_refuse(t, _("game #%lld has one round: replay %lld 1 shows it"),
			    (long long)k.row.id, (long long)k.row.id);
		return command_refuse(t, _("game #%lld has %d rounds: replay %lld ROUND takes 1 to"
		    " %d"), (long long)k.row.id, turns, (long long)k.row.id, turns);
	}
	render_game_heading(&t->ui, g, &k.row);
	if (g->nactive == 0)
		render_replay_empty(&t->ui, (long long)k.row.id);
	struct replay print = {.ui = &t->ui, .starts = true, .only = (int)turn};
	bool ok = game_walk(g, g->state, replay_entry, &print, why, sizeof why);
	game_free(g);
	return ok ? CMD_OK : command_refuse(t, "%s", why);
}
