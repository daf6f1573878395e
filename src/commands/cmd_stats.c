/* stats [PLAYER] [GAME-KIND] [--tsv|--json]: wins, scores and luck per
 * player and rule set, then each family's own tables, as it declares
 * them (its struct family_facts, fact_decl.h).
 * Nothing changes; the figures are the store's (store_stats.c). */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "command.h"
#include "command_table.h"
#include "engine.h"
#include "fact_decl.h"
#include "game.h"
#include "i18n.h"
#include "render_stats.h"
#include "rows.h"
#include "say.h"
#include "store.h"
#include "store_stats.h"
#include "tapis.h"

static const struct cmd_flag flags[] = {
	CMD_ROWS_FLAGS,
	{.name = "--league"},
	{0},
};

struct filter {
	struct store *store;
	const char *player, *kind;
	int damaged;              /* rows of the facts' totals left out */
};

static int
feed_each(struct stats_feed *feed, const char *family, stats_row_fn fn, void *ctx)
{
	const struct filter *f = feed->source;
	return store_family_players(f->store, family, f->player, f->kind, fn, ctx);
}

static int
feed_facts(struct stats_feed *feed, const char *family,
    bool (*fn)(const struct fact_total *t, void *ctx), void *ctx)
{
	struct filter *f = feed->source;
	int damaged = store_facts(f->store, family, f->player, f->kind, fn, ctx);
	f->damaged += damaged > 0 ? damaged : 0;
	return damaged;
}

static void
begin(struct command_table *tb)
{
	render_stats_begin(&tb->r, tb->feed);
}

/* (what the figures mean: the rules of the row's family) */
static void
row(struct command_table *tb, const char *const *v)
{
	render_stats_row(&tb->r, v, v[9] != NULL ? engine_find(v[9]) : NULL);
}

/* The player and the kind of game the words name, each NULL if not named
 * (one word alone: a kind of game if it names one, else a player); false
 * once refused. */
static bool
read_filter(struct tapis *t, const struct cmd_args *a, char *name, size_t len,
    struct game_kind *k, const char **player, const char **kind, enum cmd_status *status)
{
	const char *player_typed = NULL, *kind_typed = NULL;
	if (a->argc == 2) {
		player_typed = a->argv[0];
		kind_typed = a->argv[1];
	} else if (a->argc == 1) {
		int is_kind = command_game_kind(t, a->argv[0], k);
		if (is_kind < 0) {
			*status = command_store_failed(t, store_error(t->store));
			return false;
		}
		*(is_kind > 0 ? &kind_typed : &player_typed) = a->argv[0];
	}
	if ((player_typed != NULL &&
	        !command_stored_player(t, player_typed, name, len, status)) ||
	    (kind_typed != NULL && !command_known_kind(t, kind_typed, k, status)))
		return false;
	*player = player_typed != NULL ? name : NULL;
	*kind = kind_typed != NULL ? command_kind_word(k) : NULL;
	return true;
}

/* What only each family's games have, as it declares it. */
static enum cmd_status
family_tables(struct tapis *t, struct stats_feed *feed)
{
	for (size_t i = 0; i < nfamilies; i++)
		if (families[i].stats != NULL && !render_family_facts(feed, feed_facts,
		    families[i].stats))
			return feed->failed ? command_refuse(t, "%s", _("out of memory")) :
			    command_store_failed(t, store_error(t->store));
	return CMD_OK;
}

/* n rows of the totals of facts damaged (mended by hand), left out. */
static void
say_facts_damaged(const struct ui *ui, int n)
{
	say_plain(ui, ngettext("(%d damaged row of the totals is left out: INSERT INTO"
	    " totals_recount counts a player's again)\n", "(%d damaged rows of the totals are"
	    " left out: INSERT INTO totals_recount counts a player's again)\n",
	    (unsigned long)n), n);
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	enum cmd_status league;
	if (command_league_copy(t, a, exec, &league))
		return league;
	enum cmd_status status = CMD_REJECTED;
	enum rows_format format = cmd_rows_format(a);
	char name[GAME_NAME_BYTES + 1];
	struct game_kind k;
	const char *player, *kind;
	if (!read_filter(t, a, name, sizeof name, &k, &player, &kind, &status))
		return status;
	struct damaged d;
	if (!command_stats_begin(t, true, &d, &status))
		return status;
	struct filter f = {t->store, player, kind, 0};
	struct stats_feed feed = {&t->ui, format, feed_each, &f, 0, false};
	struct command_table tb = {&feed, {0}, false, 0, NULL, NULL, begin, row, false};
	command_table_start(&tb);
	bool ok = store_stats(t->store, player, kind, command_table_row, &tb);
	command_table_end(&tb);
	/* (what was read through the indexes, against the table read whole:
	 * a damaged index hides rows, issue 31) */
	long long there = ok ? store_totals_rows(t->store, player, kind) : -1;
	if (there >= 0 && there != tb.rows)
		say_note(&t->ui, _("tapis: the totals hold %lld rows here, %d were read: an index"
		    " of the file is damaged; check says what to do\n"), there, tb.rows);
	if (ok && tb.rows == 0 && format == ROWS_TABLE)
		command_no_stats(t, player, kind);
	status = ok && tb.rows > 0 ? family_tables(t, &feed) : CMD_OK;
	if (f.damaged > 0 && format == ROWS_TABLE)
		say_facts_damaged(&t->ui, f.damaged);
	command_stats_end(t, &d, format);
	if (ok && status == CMD_OK && feed.failed)
		return command_refuse(t, "%s", _("out of memory"));
	return ok ? status : command_store_failed(t, store_error(t->store));
}

/* A player first, then a kind of game. */
static void
complete(struct completion *c)
{
	if (c->arg == 0)
		complete_players(c);
	if (c->arg <= 1)
		complete_kinds(c);
}

/* heading h (translated) added to buf as a part of a sentence after the
 * game's name: not named again, its first letter small, its colon gone.
 * The headings are the families' fixed text (FAMILY_stats.c, fr.po), each
 * shown by help stats (test_command's test_help_says_each_game_from_the_
 * table): the branches below that none takes are said so. */
static void
add_heading(char *buf, size_t len, const char *title, const char *h)
{
	size_t n = strlen(title);
	/* untaken: a heading that starts with the game's name has a colon */
	if (strncmp(h, title, n) == 0 && h[n + strspn(h + n, " ")] == ':')
		h += n + strspn(h + n, " ") + 1;
	h += strspn(h, " ");
	n = strlen(h);
	/* untaken: no heading is only colons and blanks; each ends in a colon,
	 * French's spaced from its word */
	while (n > 0 && (h[n - 1] == ':' || h[n - 1] == ' '))
		n--;
	/* untaken: as above */
	if (n == 0)
		return;
	/* a capital that starts a word in small letters, not a name's (4-2-1s)
	 * (untaken: no heading starts with two capitals, as an acronym would) */
	char first = isupper((unsigned char)h[0]) && islower((unsigned char)h[1]) ?
	    (char)tolower((unsigned char)h[0]) : h[0];
	size_t at = strlen(buf);
	snprintf(buf + at, len - at, "%c%.*s", first, (int)n - 1, h + 1);
}

/* What family f's own tables are, from their headings as it declares
 * them (fact_decl.h): "Yams: columns of ...; the average written in each
 * box (...)."; NULL if it has none. */
static const char *
game_details(const struct family *f, char *buf, size_t len)
{
	const struct family_facts *ff = f->stats;
	/* untaken: every family of today's table declares its statistics (engine.h allows one
	 * with none) */
	if (ff == NULL || ff->ntables == 0)
		return NULL;
	/* TRANSLATORS: a game's name before what help says of it ("Yams: ...") */
	snprintf(buf, len, _("%s: "), f->words->title);
	for (int i = 0; i < ff->ntables; i++) {
		size_t at = strlen(buf);
		/* TRANSLATORS: between the headings of a game's tables in help stats */
		snprintf(buf + at, len - at, "%s", i > 0 ? _("; ") : "");
		add_heading(buf, len, f->words->title, _(ff->tables[i].heading));
	}
	size_t at = strlen(buf);
	snprintf(buf + at, len - at, ".");
	return buf;
}

const struct command cmd_stats = {
	.name = "stats", .french = "statistiques",
	.usage = N_("[PLAYER] [GAME-KIND] [--tsv|--json] [--league]"),
	.help = N_("wins, scores and luck per player and rule set"),
	.details = N_("Counts finished games only.  GAME-KIND is a rule set (10000, yams:duel,\n"
	    "a saved preset) or a family (%s); one word alone\n"
	    "is a kind of game if it names one, else a player.  Where the rules name\n"
	    "a loser (421), every other player wins the game, and the games lost\n"
	    "are shown in place of the final scores (the tokens left).  Then each\n"
	    "family's own tables, as their headings say:"),
	.game_details = game_details,
	.details_after = N_("--tsv or --json: rows for scripts, each with a first column \"table\"\n"
	    "saying which table it is of."),
	.details_name_games = true,
	.flags = flags, .max_args = 2,
	.complete = complete, .exec = exec,
};
