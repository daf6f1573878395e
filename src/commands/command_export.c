/* What export writes: games as JSON an import reads back, or their turns
 * as CSV for a spreadsheet; to standard output, or to a file written whole
 * or not at all (cmd_export.c reads the words). */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "engine.h"
#include "exchange.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "outfile.h"
#include "progress.h"
#include "render_exchange.h"
#include "render_progress.h"
#include "say.h"
#include "session.h"
#include "store.h"
#include "store_exchange.h"
#include "tapis.h"
#include "text.h"
#include "ui.h"

/* The turns of a game being walked, for the CSV. */
struct csv_walk {
	FILE *f;
	const struct exchange_meta *meta;
	int turns[ENGINE_MAX_PLAYERS];
	char *throws;             /* the turn's throws so far, " / " between */
	size_t len, cap;
	bool short_of_memory;
};

/* Adds text to the turn's throws. */
static void
add_throw(struct csv_walk *w, const char *text)
{
	size_t need = w->len + strlen(text) + 4;
	if (need > w->cap) {
		size_t cap = need * 2;
		char *more = realloc(w->throws, cap);
		/* untaken: realloc failing */
		if (more == NULL) {
			w->short_of_memory = true;
			return;
		}
		w->throws = more;
		w->cap = cap;
	}
	w->len += (size_t)snprintf(w->throws + w->len, w->cap - w->len, "%s%s",
	    w->len ? " / " : "", text);
}

/* After entry i: a throw is added to the turn; an entry that ends a turn
 * makes its row. */
static void
csv_entry(const struct game *g, int i, const void *state, const union outcome *o, void *ctx)
{
	struct csv_walk *w = ctx;
	const struct action *a = &g->entry[i].action;
	(void)state;
	const struct engine_verb *v = &g->engine->verbs[a->verb];
	char args[ENGINE_ARGS + 1], entry[ENGINE_ARGS + 64] = "";
	engine_format_args(g->engine, game_rules(g), a, args, sizeof args);
	if (v->faces_alone)
		add_throw(w, args);
	if (o->head.end == NULL)
		return;
	if (!v->faces_alone)
		snprintf(entry, sizeof entry, "%s%s%s", engine_words(g->engine)->verbs[a->verb].name,
		    args[0] ? " " : "", args);
	int seat = o->head.seat;
	/* untaken: throws NULL only where its first realloc failed (a turn
	 * starts with a throw) */
	const char *throws = w->throws != NULL ? w->throws : "";
	struct exchange_turn t = {
		(long long)g->id, g->ruleset, w->meta->date, g->name[seat], ++w->turns[seat],
		throws, o->head.points, o->head.end, o->head.score_after, entry,
	};
	render_csv_turn(w->f, &t);
	w->len = 0;
	/* untaken: as above */
	if (w->throws != NULL)
		w->throws[0] = '\0';
}

/* Game g's turns as CSV rows to f; false with the reason. */
static bool
write_csv(FILE *f, const struct game *g, const struct exchange_meta *meta, char *why,
    size_t whylen)
{
	struct csv_walk w = {f, meta, {0}, NULL, 0, 0, false};
	void *state = malloc(g->engine->state_size);
	if (state == NULL) {
		snprintf(why, whylen, "%s", _("out of memory"));
		return false;
	}
	/* (g was loaded by replaying it: walked again, it plays the same, as
	 * cmd_replay.c's walk: HACKING.md, NEVER) */
	bool walked = game_walk(g, state, csv_entry, &w, why, whylen);
	free(state);
	free(w.throws);
	if (w.short_of_memory) {
		snprintf(why, whylen, "%s", _("out of memory"));
		return false;
	}
	return ALWAYS(walked);
}

/* Writes game id to f as the format asks; false with the reason (the game
 * read back as every command reads one: replayed, and what the store
 * keeps of its end checked, its damage said alike). */
static bool
export_game(struct tapis *t, FILE *f, long long id, bool csv, int index, bool list, char *why,
    size_t whylen)
{
	struct exchange_meta meta;
	int found = store_exchange_meta(t->store, id, &meta);
	if (found <= 0) {
		/* untaken: found < 0 only where SQLite fails to read the row */
		snprintf(why, whylen, found == 0 ? _("there is no game #%lld ('games' lists them)")
		    : _("game #%lld cannot be read"), id);
		return false;
	}
	struct game *g = session_load(t, id, why, whylen);
	bool ok = g != NULL;
	int times = ok && !csv ? store_entry_times(t->store, id, &meta, why, whylen) : 1;
	if (times < 0)
		snprintf(why, whylen, _("game #%lld cannot be read: %s"), id, store_error(t->store));
	ok = ok && times > 0;
	if (ok && csv)
		ok = write_csv(f, g, &meta, why, whylen);
	else if (ok)
		render_json_game(f, g, &meta, list ? index : -1);
	free(meta.at);
	game_free(g);
	return ok;
}

/* The held text, once whole, onto the screen. */
static bool
copy_out(FILE *held, FILE *out, char *why, size_t whylen)
{
	char buf[8192];
	size_t n;
	if (fflush(held) != 0 || ferror(held) || fseek(held, 0, SEEK_SET) != 0) {
		snprintf(why, whylen, _("the export could not be held: %s"), strerror(errno));
		return false;
	}
	while ((n = fread(buf, 1, sizeof buf, held)) > 0)
		fwrite(buf, 1, n, out);
	return !ferror(held);
}

struct exported {
	const struct ui *ui;
	const char *path;
};

/* "exported game #3 (10000: alice, bob, 2024-05-03 19:01:00) to FILE", or
 * (row NULL) "exported 12 games to FILE". */
static void
say_written(const struct ui *ui, const char *path, const struct store_game_row *row,
    int games)
{
	char shown[1024];
	struct said s;
	said_start(&s);
	if (row != NULL) {
		said_add(&s, "%s", _("exported "));
		said_add_game(&s, row);
		/* untaken: created NULL where games.created is no date (written by
		 * hand): export writes that game yet, a file import refuses */
		said_add(&s, ", %s)", row->created ? row->created : "");
	} else {
		said_add(&s, ngettext("exported %d game", "exported %d games", (unsigned long)games),
		    games);
	}
	said_add(&s, _(" to %s"), text_visible(path, shown, sizeof shown));
	say_line(ui, &s);
}

static bool
say_row(const struct store_game_row *row, void *ctx)
{
	struct exported *x = ctx;
	say_written(x->ui, x->path, row, 1);
	return false;
}

/* The line that says what was written to path: the game, or how many. */
static void
say_exported(struct tapis *t, const char *path, int64_t id, size_t n, bool all)
{
	struct exported x = {&t->ui, path};
	/* untaken: the row of a game just written failing to be read (SQLite) */
	if (all || store_game_row(t->store, id, say_row, &x) != 1)
		say_written(&t->ui, path, NULL, (int)n);
}

/* The ids of the games to write: all of them, the one named, or the open
 * (else newest) one, into *ids (a block for the caller to free when all).
 * False once refused. */
static bool
which_games(struct tapis *t, const char *games, bool all, int64_t **ids, size_t *n,
    enum cmd_status *status)
{
	char why[ENGINE_WHY];
	long long id;
	*n = 1;
	if (all) {
		if (!store_game_ids(t->store, ids, n)) {
			*status = command_store_failed(t, store_error(t->store));
			return false;
		}
	} else if (games != NULL) {
		if (!command_game_number(games, &id, why, sizeof why)) {
			*status = command_refuse(t, "%s", why);
			return false;
		}
		**ids = id;
	} else if ((**ids = t->game != NULL ? t->game->id
	    : command_latest(t, _("no game to export yet"), status)) == 0) {
		return false;
	}
	return true;
}

/* Writes the n games of ids to f, whole; false with the reason. */
static bool
write_games(struct tapis *t, FILE *f, const int64_t *ids, size_t n, bool csv, bool all,
    char *why, size_t whylen)
{
	bool ok = true;
	struct progress p;
	progress_begin(&p, N_("exporting"), PROGRESS_GAMES, render_progress_for(&t->ui), &t->ui);
	if (csv)
		render_csv_header(f);
	else if (all)
		render_json_list_begin(f);
	for (size_t i = 0; ok && i < n; i++) {
		ok = export_game(t, f, (long long)ids[i], csv, (int)i, all, why, whylen);
		progress_report((double)i + 1, (double)n);
	}
	if (ok && all && !csv)
		render_json_list_end(f, (int)n);
	progress_end(&p);
	return ok;
}

/* Written whole or not at all, to a file as to the screen: what goes to
 * standard output is held in a temporary file until every game has
 * replayed, so a damaged game stops it before a line is printed. */
static enum cmd_status
write_out(struct tapis *t, const int64_t *ids, size_t n, bool csv, bool all, const char *file)
{
	char why[ENGINE_WHY * 2];
	struct outfile out = {NULL, NULL, NULL};
	FILE *f;
	if (file != NULL) {
		if (!outfile_open(&out, file, t->db_path, why, sizeof why))
			return command_refuse(t, "%s", why);
		f = out.f;
	} else if ((f = tmpfile()) == NULL) {
		return command_refuse(t, _("cannot make a temporary file to hold the export: %s"),
		    strerror(errno));
	}
	bool ok = write_games(t, f, ids, n, csv, all, why, sizeof why);
	if (!ok && file != NULL)
		outfile_abort(&out);
	else if (file != NULL)
		ok = outfile_commit(&out, why, sizeof why);
	else
		ok = ok && copy_out(f, t->ui.out, why, sizeof why);
	if (file == NULL)
		fclose(f);
	if (ok && file != NULL)
		say_exported(t, file, n > 0 ? ids[0] : 0, n, all);
	if (!ok)
		return command_refuse(t, "%s%s", why, file != NULL ? _(": nothing written") :
		    _(": nothing printed"));
	return CMD_OK;
}

enum cmd_status
command_export(struct tapis *t, const char *games, bool csv, const char *file)
{
	bool all = games != NULL && command_word_is(games, "all");
	int64_t one, *ids = &one;
	size_t n;
	enum cmd_status status;
	if (!which_games(t, games, all, &ids, &n, &status))
		return status;
	status = write_out(t, ids, n, csv, all, file);
	if (all)
		free(ids);
	return status;
}
