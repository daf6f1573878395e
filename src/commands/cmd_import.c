/* import FILE: the games of an export (one game's JSON object, or an array
 * of them) played again through their engines into this database, in one
 * transaction: a game already here (the same uid) is skipped; any game
 * that is not one tapis can play, or does not replay, refuses the whole
 * file and nothing of it is kept. */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "command.h"
#include "engine.h"
#include "exchange.h"
#include "i18n.h"
#include "infile.h"
#include "progress.h"
#include "render.h"
#include "render_progress.h"
#include "say.h"
#include "session.h"
#include "store.h"
#include "store_exchange.h"
#include "tapis.h"
#include "text.h"
#include "ui.h"

#define IMPORT_MAX 1000000000L    /* SQLite's longest text, by default */

/* The whole of file path as text, in a new block for the caller to free;
 * NULL, with the reason, if it cannot be read or is no text. */
static char *
read_text(const char *path, char *why, size_t whylen)
{
	char reason[ENGINE_WHY];
	char *text = infile_read(path, IMPORT_MAX, reason, sizeof reason);
	if (text == NULL)
		snprintf(why, whylen, _("cannot import %s: %s"), path, reason);
	return text;
}

/* What became of one game of the file, and what is said of it: its row
 * as the batch wrote it, read before the commit (a row that cannot be
 * read then undoes the import; after it, the games would be kept and not
 * said). */
struct imported {
	int place;
	int64_t id;               /* the game here */
	bool skipped;             /* it was here already */
	char *game, *players, *created;   /* of its row, owned */
};

static bool
keep_row(const struct store_game_row *row, void *ctx)
{
	struct imported *r = ctx;
	r->game = strdup(row->game ? row->game : "");
	r->players = strdup(row->players ? row->players : "");
	r->created = strdup(row->created ? row->created : "");
	return false;
}

/* Reads game r->id's row into r: false if it cannot be. */
static bool
read_row(struct store *s, struct imported *r)
{
	return store_game_row(s, r->id, keep_row, r) > 0 && r->game != NULL &&
	    r->players != NULL && r->created != NULL;
}

static void
say_game(const struct ui *ui, const struct imported *r)
{
	struct store_game_row row;
	memset(&row, 0, sizeof row);
	row.id = r->id;
	row.game = r->game;
	row.players = r->players;
	row.created = r->created;
	struct said s;
	said_start(&s);
	if (r->skipped)
		said_add(&s, _("skipped the file's game %d: it is here already, as "), r->place);
	else
		said_add(&s, "%s", _("imported "));
	said_add_game(&s, &row);
	char day[64];
	/* (read_row read one: the day and time as show says them) */
	said_add(&s, ", %s)", render_day(row.created, true, day, sizeof day));
	say_line(ui, &s);
}

/* "FILE: 3 games imported, 1 skipped (here already)" */
static void
say_end(const struct ui *ui, const char *path, int imported, int skipped)
{
	char shown[1024];
	struct said s;
	said_start(&s);
	said_add(&s, _("%s: "), text_visible(path, shown, sizeof shown));
	if (imported + skipped == 0)
		said_add(&s, "%s", _("no game in it, nothing imported"));
	else
		said_add(&s, ngettext("%d game imported", "%d games imported",
		    (unsigned long)imported), imported);
	if (skipped > 0)
		said_add(&s, ngettext(", %d skipped (here already)", ", %d skipped (here already)",
		    (unsigned long)skipped), skipped);
	say_line(ui, &s);
}

static void
free_rows(struct imported *done, int n)
{
	for (int i = 0; i < n; i++) {
		free(done[i].game);
		free(done[i].players);
		free(done[i].created);
	}
	free(done);
}

/* The most of a file's path a refusal shows: its end, the file's name, so
 * that the reason after it fits the line. */
#define PATH_SHOWN 160

/* Adds to buf (len bytes, at below len) at `at` what fmt makes, as much
 * as fits; where it now ends. */
static size_t add_where(char *buf, size_t len, size_t at, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static size_t
add_where(char *buf, size_t len, size_t at, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf + at, len - at, fmt, ap);
	va_end(ap);
	return at + strlen(buf + at);
}

/* "scores.json, game 2 (10000: alice, bob): WHY; nothing imported", made
 * safe to print (the file's text is shown back); a long path by its end,
 * "...", from a character's first byte. */
static enum cmd_status
refuse_file(struct tapis *t, const char *path, const struct import_game *ig, const char *why)
{
	char where[512], line[1024], shown[1024];
	size_t len = strlen(path);
	const char *end = len > PATH_SHOWN ? path + len - PATH_SHOWN : path;
	while (end != path && ((unsigned char)*end & 0xc0) == 0x80)
		end++;
	size_t n = add_where(where, sizeof where, 0, "%s%s", end != path ? "..." : "", end);
	if (ig != NULL && ig->place > 0) {
		n = add_where(where, sizeof where, n, _(", game %d"), ig->place);
		if (ig->nplayers > 0) {
			n = add_where(where, sizeof where, n, " (%s:", ig->ruleset);
			for (int i = 0; i < ig->nplayers; i++)
				n = add_where(where, sizeof where, n, "%s %s", i ? "," : "", ig->name[i]);
			add_where(where, sizeof where, n, ")");
		}
	}
	snprintf(line, sizeof line, _("%s: %s; nothing of it imported"), where, why);
	return command_refuse(t, "%s", text_visible(line, shown, sizeof shown));
}

/* Plays the games of it into the store, noting each in done; false at the
 * first that cannot be (why, with *store_broke for a failure of the
 * store), ig then being that game. */
static bool
import_games(struct tapis *t, struct store_import *it, int count, struct imported *done,
    struct import_game *ig, int *counts, bool *store_broke, char *why, size_t whylen)
{
	/* (count is the file's number of games: it has no fewer) */
	for (int n = 0; n < count; n++) {
		if (store_import_next(it, ig, why, whylen) <= 0)
			return false;
		struct imported *r = &done[n];
		r->place = ig->place;
		r->id = store_game_of_uid(t->store, ig->meta.uid);
		if (r->id < 0) {
			*store_broke = true;
			return false;
		}
		if (r->id > 0) {
			r->skipped = true;
			counts[1]++;
		} else if (import_replay(t->store, ig, &r->id, why, whylen)) {
			counts[0]++;
		} else {
			return false;
		}
		counts[2] = n + 1;
		if (!read_row(t->store, r)) {
			*store_broke = true;
			return false;
		}
		progress_report(n + 1, count);
	}
	return true;
}

/* The store refused to begin or end the batch: a refusal the table can act
 * on (busy, read-only, full), else fatal. */
static enum cmd_status
batch_failed(struct tapis *t)
{
	char why[ENGINE_WHY];
	if (session_write_refused(t, why, sizeof why))
		return command_refuse(t, "%s", why);
	return command_store_failed(t, store_error(t->store));
}

/* Imports the file's text, in one transaction; says each game's fate. */
static enum cmd_status
import_text(struct tapis *t, const char *path, char *text)
{
	char why[ENGINE_WHY * 2];
	int count = 0;
	struct store_import *it = store_import_open(t->store, text, &count, why, sizeof why);
	if (it == NULL)
		return refuse_file(t, path, NULL, why);
	struct imported *done = calloc((size_t)(count > 0 ? count : 1), sizeof *done);
	struct import_game ig;
	memset(&ig, 0, sizeof ig);
	if (done == NULL || !store_batch_begin(t->store)) {
		store_import_close(it);
		free_rows(done, 0);
		return done == NULL ? command_refuse(t, "%s", _("out of memory")) : batch_failed(t);
	}
	int counts[3] = {0, 0, 0};      /* imported, skipped, read */
	bool store_broke = false;
	struct progress p;
	progress_begin(&p, N_("importing"), PROGRESS_GAMES, render_progress_for(&t->ui), &t->ui);
	bool ok = import_games(t, it, count, done, &ig, counts, &store_broke, why, sizeof why);
	store_import_close(it);
	enum cmd_status status = CMD_OK;
	/* (the commit too: the whole of it is the import) */
	bool ended = store_batch_end(t->store, ok) && ok;
	progress_end(&p);
	if (!ok)
		status = store_broke ? command_store_failed(t, store_error(t->store))
		    : refuse_file(t, path, &ig, why);
	else if (!ended)
		status = batch_failed(t);
	import_game_clear(&ig);
	for (int i = 0; status == CMD_OK && i < counts[2]; i++)
		say_game(&t->ui, &done[i]);
	if (status == CMD_OK)
		say_end(&t->ui, path, counts[0], counts[1]);
	free_rows(done, counts[2]);
	return status;
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	char why[ENGINE_WHY * 2];
	const char *path = a->argv[0];
	char *text = read_text(path, why, sizeof why);
	if (text == NULL)
		return command_refuse(t, "%s", why);
	enum cmd_status status = import_text(t, path, text);
	free(text);
	return status;
}

static void
complete(struct completion *c)
{
	c->files = c->arg == 0;
}

const struct command cmd_import = {
	.name = "import", .french = "importer",
	.usage = N_("FILE"), .help = N_("add the games an export --json wrote, each replayed"),
	.details = N_("Each game is played again through its rules, entry by entry, and kept\n"
	    "with its date and uid under a new number.  A game already here (the\n"
	    "same uid) is skipped.  A file that is not an export, or a game in it\n"
	    "that does not play again as it says, refuses the whole file: nothing\n"
	    "of it is kept."),
	.min_args = 1, .max_args = 1, .whole = true,
	.complete = complete, .exec = exec,
};
