/* stats, leaderboard and versus: who wins, how, and how lucky they were.
 * None of them changes anything; the figures are the store's (sql/009,
 * store_stats.c), each family's own printed by its printer. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "command.h"
#include "i18n.h"
#include "render_stats.h"
#include "store_stats.h"
#include "tapis.h"
#include "text.h"

/* The words of a command, sorted: the format asked for, and the others. */
struct words {
	enum rows_format format;
	char *arg[3];
	int n;
};

/* False, refused, for a flag that is not a format, a second format, or
 * more than max other words. */
static bool
read_words(struct tapis *t, const char *name, int argc, char **argv, int max, struct words *w,
    enum cmd_status *status)
{
	bool formatted = false;
	w->format = ROWS_TABLE;
	w->n = 0;
	for (int i = 0; i < argc; i++) {
		int flag = command_rows_flag(t, name, NULL, argv[i], &w->format, &formatted, status);
		if (flag < 0)
			return false;
		if (flag > 0)
			continue;
		if (w->n == max) {
			char shown[128];
			*status = command_refuse(t, _("too many words for %s: '%s'"), command_said(name),
			    text_visible(argv[i], shown, sizeof shown));
			return false;
		}
		w->arg[w->n++] = argv[i];
	}
	return true;
}

/* ---- stats */

struct filter {
	struct store *store;
	const char *player, *kind;
	const struct family_stats *family;
};

static int
feed_each(struct stats_feed *feed, int section, stats_row_fn fn, void *ctx)
{
	const struct filter *f = feed->source;
	return store_family_stats(f->store, f->family, section, f->player, f->kind, fn, ctx);
}

struct table {
	struct stats_feed *feed;
	struct rows r;
	bool begun;
	int rows;
	const char *a, *b;        /* versus: the two players */
	void (*begin)(struct table *);
	void (*row)(struct table *, const char *const *values);
};

/* The common table is begun at its first row for people (none: nothing
 * to show, said so), before any for scripts (the TSV header says what a
 * row would hold). */
static bool
table_row(const char *const *values, int n, void *ctx)
{
	(void)n;
	struct table *tb = ctx;
	if (!tb->begun) {
		tb->begin(tb);
		tb->begun = true;
	}
	tb->row(tb, values);
	tb->rows++;
	return true;
}

static void
table_start(struct table *tb)
{
	if (tb->feed->format != ROWS_TABLE) {
		tb->begin(tb);
		tb->begun = true;
	}
}

static void
table_end(struct table *tb)
{
	if (tb->begun)
		stats_table_end(&tb->r, tb->feed);
}

static void begin_stats(struct table *tb) { render_stats_begin(&tb->r, tb->feed); }
static void row_stats(struct table *tb, const char *const *v) { render_stats_row(&tb->r, v); }

enum cmd_status
cmd_stats(struct tapis *t, int argc, char **argv)
{
	struct words w;
	enum cmd_status status = CMD_REJECTED;
	if (!read_words(t, "stats", argc, argv, 2, &w, &status))
		return status;
	const char *player_typed = NULL, *kind_typed = NULL;
	if (w.n == 2) {
		player_typed = w.arg[0];
		kind_typed = w.arg[1];
	} else if (w.n == 1) {
		/* one word: a kind of game if it names one, else a player */
		struct game_kind k;
		int is_kind = command_game_kind(t, w.arg[0], &k);
		if (is_kind < 0)
			return command_store_failed(t, store_error(t->store));
		if (is_kind > 0)
			kind_typed = w.arg[0];
		else
			player_typed = w.arg[0];
	}
	char name[GAME_NAME_BYTES + 1];
	struct game_kind k;
	if ((player_typed != NULL &&
	        !command_stored_player(t, player_typed, name, sizeof name, &status)) ||
	    (kind_typed != NULL && !command_known_kind(t, kind_typed, &k, &status)))
		return status;
	const char *player = player_typed != NULL ? name : NULL;
	const char *kind = kind_typed != NULL ? command_kind_word(&k) : NULL;
	struct filter f = {t->store, player, kind, NULL};
	struct stats_feed feed = {&t->ui, w.format, feed_each, &f, 0};
	struct table tb = {&feed, {0}, false, 0, NULL, NULL, begin_stats, row_stats};
	table_start(&tb);
	bool ok = store_stats(t->store, player, kind, table_row, &tb);
	table_end(&tb);
	if (!ok)
		return command_store_failed(t, store_error(t->store));
	if (tb.rows == 0) {
		if (w.format == ROWS_TABLE)
			render_no_stats(&t->ui, player, kind);
		return CMD_OK;
	}
	/* then what only each family's games have, by its printer */
	for (size_t i = 0; i < nfamilies; i++) {
		f.family = families[i].stats;
		if (f.family != NULL && !f.family->print(&feed))
			return command_store_failed(t, store_error(t->store));
	}
	return CMD_OK;
}

/* ---- leaderboard */

static void begin_leaderboard(struct table *tb) { render_leaderboard_begin(&tb->r, tb->feed); }
static void row_leaderboard(struct table *tb, const char *const *v)
{
	render_leaderboard_row(&tb->r, v);
}

enum cmd_status
cmd_leaderboard(struct tapis *t, int argc, char **argv)
{
	struct words w;
	enum cmd_status status = CMD_REJECTED;
	if (!read_words(t, "leaderboard", argc, argv, 1, &w, &status))
		return status;
	struct game_kind k;
	if (w.n == 1 && !command_known_kind(t, w.arg[0], &k, &status))
		return status;
	const char *kind = w.n == 1 ? command_kind_word(&k) : NULL;
	struct stats_feed feed = {&t->ui, w.format, NULL, NULL, 0};
	struct table tb = {&feed, {0}, false, 0, NULL, NULL, begin_leaderboard, row_leaderboard};
	table_start(&tb);
	bool ok = store_leaderboard(t->store, kind, table_row, &tb);
	table_end(&tb);
	if (!ok)
		return command_store_failed(t, store_error(t->store));
	if (tb.rows == 0 && w.format == ROWS_TABLE)
		render_no_stats(&t->ui, NULL, kind);
	return CMD_OK;
}

/* ---- versus */

static void begin_versus(struct table *tb) { render_versus_begin(&tb->r, tb->feed, tb->a, tb->b); }
static void row_versus(struct table *tb, const char *const *v)
{
	render_versus_row(&tb->r, tb->a, tb->b, v);
}

enum cmd_status
cmd_versus(struct tapis *t, int argc, char **argv)
{
	struct words w;
	char shown[128], a[GAME_NAME_BYTES + 1], b[GAME_NAME_BYTES + 1];
	enum cmd_status status = CMD_REJECTED;
	if (!read_words(t, "versus", argc, argv, 2, &w, &status))
		return status;
	if (w.n != 2)
		return command_refuse(t, "%s", _("versus takes two players: versus alice bob"));
	if (!command_stored_player(t, w.arg[0], a, sizeof a, &status) ||
	    !command_stored_player(t, w.arg[1], b, sizeof b, &status))
		return status;
	if (strcmp(a, b) == 0)
		return command_refuse(t, _("versus takes two different players, not %s twice"),
		    text_visible(a, shown, sizeof shown));
	struct stats_feed feed = {&t->ui, w.format, NULL, NULL, 0};
	struct table tb = {&feed, {0}, false, 0, a, b, begin_versus, row_versus};
	table_start(&tb);
	bool ok = store_versus(t->store, a, b, table_row, &tb);
	table_end(&tb);
	if (!ok)
		return command_store_failed(t, store_error(t->store));
	if (tb.rows == 0 && w.format == ROWS_TABLE)
		render_no_versus(&t->ui, a, b);
	return CMD_OK;
}
