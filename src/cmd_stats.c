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

/* False, refused, for a word that is a flag but not --tsv, --json or
 * --table, for a second format, or for more than max other words. */
static bool
read_words(struct tapis *t, const char *name, int argc, char **argv, int max, struct words *w)
{
	bool formatted = false;
	w->format = ROWS_TABLE;
	w->n = 0;
	for (int i = 0; i < argc; i++) {
		enum rows_format f;
		if (rows_format(argv[i], &f)) {
			if (formatted) {
				command_refuse(t, _("%s takes one of --tsv and --json"), name);
				return false;
			}
			w->format = f;
			formatted = true;
		} else if (argv[i][0] == '-') {
			char shown[128];
			command_refuse(t, _("%s takes --tsv or --json (rows for scripts), not '%s'"),
			    name, text_visible(argv[i], shown, sizeof shown));
			return false;
		} else if (w->n == max) {
			char shown[128];
			command_refuse(t, _("too many words for %s: '%s'"), name,
			    text_visible(argv[i], shown, sizeof shown));
			return false;
		} else {
			w->arg[w->n++] = argv[i];
		}
	}
	return true;
}

/* 1 if word names a kind of game (a built-in rule set, a family, a saved
 * preset or the rule set of stored games), 0 if not, -1 on an error. */
static int
is_kind(struct tapis *t, const char *word)
{
	if (engine_of_preset(word, NULL) != NULL || engine_find(word) != NULL)
		return 1;
	return store_kind_known(t->store, word);
}

struct near_name {
	const char *typed;
	char found[GAME_NAME_BYTES + 1];
};

static bool
near_name(const char *name, void *ctx)
{
	struct near_name *n = ctx;
	if (!utf8_same_fold(name, n->typed))
		return true;
	snprintf(n->found, sizeof n->found, "%s", name);
	return false;
}

/* True if name is a stored player's; else refuses, naming the player it
 * may have meant (another case). */
static bool
known_player(struct tapis *t, const char *name, enum cmd_status *status)
{
	char shown[128], other[128];
	switch (store_player_known(t->store, name)) {
	case 1:
		return true;
	case -1:
		*status = command_store_failed(t, store_error(t->store));
		return false;
	}
	struct near_name n = {name, ""};
	store_each_player(t->store, near_name, &n);
	text_visible(name, shown, sizeof shown);
	if (n.found[0] != '\0')
		*status = command_refuse(t, _("no player named '%s' in the stored games: did you mean"
		    " %s?"), shown, text_visible(n.found, other, sizeof other));
	else
		*status = command_refuse(t, _("no player named '%s' in the stored games ('games'"
		    " lists who played)"), shown);
	return false;
}

/* True if kind is a kind of game; else refuses, naming those there are. */
static bool
known_kind(struct tapis *t, const char *kind, enum cmd_status *status)
{
	char shown[128], known[512];
	switch (is_kind(t, kind)) {
	case 1:
		return true;
	case -1:
		*status = command_store_failed(t, store_error(t->store));
		return false;
	}
	char families_text[128] = "";
	for (size_t i = 0; i < nfamilies; i++)
		snprintf(families_text + strlen(families_text),
		    sizeof families_text - strlen(families_text), "%s%s", i ? ", " : "",
		    families[i].engine->family);
	*status = command_refuse(t, _("unknown game kind '%s': %s; or a family: %s"),
	    text_visible(kind, shown, sizeof shown), session_rule_sets(t, known, sizeof known),
	    families_text);
	return false;
}

/* ---- stats */

struct filter {
	struct store *store;
	const char *player, *kind;
	const char *facts_view;
};

static int
feed_each(struct stats_feed *feed, int section, stats_row_fn fn, void *ctx)
{
	const struct filter *f = feed->source;
	return store_family_stats(f->store, f->facts_view, section, f->player, f->kind, fn, ctx);
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
	if (!read_words(t, "stats", argc, argv, 2, &w))
		return CMD_REJECTED;
	const char *player = NULL, *kind = NULL;
	if (w.n == 2) {
		player = w.arg[0];
		kind = w.arg[1];
	} else if (w.n == 1) {
		/* one word: a kind of game if it names one, else a player */
		int k = is_kind(t, w.arg[0]);
		if (k < 0)
			return command_store_failed(t, store_error(t->store));
		if (k > 0)
			kind = w.arg[0];
		else
			player = w.arg[0];
	}
	if ((player != NULL && !known_player(t, player, &status)) ||
	    (kind != NULL && !known_kind(t, kind, &status)))
		return status;
	if (kind != NULL)
		kind = engine_ruleset_name(kind);     /* as stored, if typed in French */
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
		const struct printer *p = families[i].printer;
		char view[64];
		if (p->stats == NULL)
			continue;
		snprintf(view, sizeof view, "%s_facts", families[i].engine->family);
		f.facts_view = view;
		if (!p->stats(&feed))
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
	if (!read_words(t, "leaderboard", argc, argv, 1, &w))
		return CMD_REJECTED;
	const char *kind = w.n == 1 ? w.arg[0] : NULL;
	if (kind != NULL && !known_kind(t, kind, &status))
		return status;
	if (kind != NULL)
		kind = engine_ruleset_name(kind);     /* as stored, if typed in French */
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
	char shown[128];
	enum cmd_status status = CMD_REJECTED;
	if (!read_words(t, "versus", argc, argv, 2, &w))
		return CMD_REJECTED;
	if (w.n != 2)
		return command_refuse(t, "%s", _("versus takes two players: versus alice bob"));
	if (!known_player(t, w.arg[0], &status) || !known_player(t, w.arg[1], &status))
		return status;
	if (strcmp(w.arg[0], w.arg[1]) == 0)
		return command_refuse(t, _("versus takes two different players, not %s twice"),
		    text_visible(w.arg[0], shown, sizeof shown));
	struct stats_feed feed = {&t->ui, w.format, NULL, NULL, 0};
	struct table tb = {&feed, {0}, false, 0, w.arg[0], w.arg[1], begin_versus, row_versus};
	table_start(&tb);
	bool ok = store_versus(t->store, w.arg[0], w.arg[1], table_row, &tb);
	table_end(&tb);
	if (!ok)
		return command_store_failed(t, store_error(t->store));
	if (tb.rows == 0 && w.format == ROWS_TABLE)
		render_no_versus(&t->ui, w.arg[0], w.arg[1]);
	return CMD_OK;
}
