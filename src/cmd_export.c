/* export GAME|all --json|--csv [FILE]: games as JSON an import reads back,
 * or their turns as CSV for a spreadsheet; to standard output, or to a
 * file written whole or not at all.  (export --json [GAME], the machine
 * contract, stays in cmd_game.c.) */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "command.h"
#include "exchange.h"
#include "i18n.h"
#include "outfile.h"
#include "store_exchange.h"
#include "tapis.h"

#define EXPORT_USAGE "export GAME|all --json|--csv [FILE]"

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
	struct exchange_turn t = {
		(long long)g->id, g->ruleset, w->meta->date, g->name[seat], ++w->turns[seat],
		w->throws ? w->throws : "", o->head.points, o->head.end, o->head.score_after, entry,
	};
	render_csv_turn(w->f, &t);
	w->len = 0;
	if (w->throws != NULL)
		w->throws[0] = '\0';
}

/* Writes game id to f as the format asks; false with the reason. */
static bool
export_game(struct tapis *t, FILE *f, long long id, bool csv, int index, bool list, char *why,
    size_t whylen)
{
	struct exchange_meta meta;
	int found = store_exchange_meta(t->store, id, &meta);
	if (found <= 0) {
		snprintf(why, whylen, found == 0 ? _("there is no game #%lld ('games' lists them)")
		    : _("game #%lld cannot be read"), id);
		return false;
	}
	struct game *g = store_game_load(t->store, id, why, whylen);
	if (g == NULL)
		return false;
	if (!csv && !store_entry_times(t->store, id, &meta)) {
		snprintf(why, whylen, _("game #%lld cannot be read: %s"), id, store_error(t->store));
		game_free(g);
		return false;
	}
	bool ok = true;
	if (csv) {
		struct csv_walk w = {f, &meta, {0}, NULL, 0, 0, false};
		void *state = malloc(g->engine->state_size);
		ok = state != NULL && game_walk(g, state, csv_entry, &w, why, whylen);
		bool memory = state == NULL || w.short_of_memory;
		free(state);
		free(w.throws);
		if (memory) {
			snprintf(why, whylen, "%s", _("out of memory"));
			game_free(g);
			return false;
		}
	} else if ((ok = game_replay(g, why, whylen))) {
		render_json_game(f, g, &meta, list ? index : -1);
	}
	if (!ok) {
		char rule[ENGINE_WHY];
		snprintf(rule, sizeof rule, "%.*s", (int)sizeof rule - 1, why);
		snprintf(why, whylen, _("game #%lld is damaged: its entries no longer replay (%s)"),
		    id, rule);
	}
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

struct said {
	const struct ui *ui;
	const char *path;
};

static bool
say_row(const struct store_game_row *row, void *ctx)
{
	struct said *said = ctx;
	render_exported(said->ui, said->path, row, 1);
	return false;
}

/* The line that says what was written to path: the game, or how many. */
static void
say_exported(struct tapis *t, const char *path, int64_t id, size_t n, bool all)
{
	struct said said = {&t->ui, path};
	if (all || store_game_row(t->store, id, say_row, &said) != 1)
		render_exported(&t->ui, path, NULL, (int)n);
}

enum cmd_status
cmd_export_exchange(struct tapis *t, int argc, char **argv)
{
	char why[ENGINE_WHY * 2];
	const char *format = NULL, *games = NULL, *file = NULL;
	/* [GAME|all] --json|--csv [FILE], in that order */
	for (int i = 0; i < argc; i++) {
		const char *w = argv[i];
		bool game_word = command_word_is(w, "all") || isdigit((unsigned char)w[0]) ||
		    w[0] == '#';
		if (strcasecmp(w, "--json") == 0 || strcasecmp(w, "--csv") == 0) {
			if (format != NULL)
				return command_refuse(t, _("one format at a time, --json or --csv: %s"),
				    EXPORT_USAGE);
			format = w;
		} else if (w[0] == '-' && w[1] != '\0') {
			return command_refuse(t, _("export writes --json or --csv, not '%s': %s"), w,
			    EXPORT_USAGE);
		} else if (format == NULL) {
			if (!game_word)
				return command_refuse(t, _("'%s' is no game number (nor all): %s"), w,
				    EXPORT_USAGE);
			if (games != NULL)
				return command_refuse(t, _("one game, or all: %s"), EXPORT_USAGE);
			games = w;
		} else if (command_word_is(w, "all") || command_game_number(w, &(long long){0}, why,
		    sizeof why)) {
			/* a game after the format; a file may start with a digit (2024.csv) */
			return command_refuse(t, _("the game comes before %s, the file after it: %s"),
			    format, EXPORT_USAGE);
		} else {
			file = w;      /* the count of words keeps it to one */
		}
	}
	if (format == NULL)
		return command_refuse(t, _("export writes --json or --csv: %s"), EXPORT_USAGE);
	bool csv = strcasecmp(format, "--csv") == 0;
	bool all = games != NULL && command_word_is(games, "all");

	/* which games: all of them, the one named, or the open (else newest) one */
	int64_t one, *ids = &one;
	size_t n = 1;
	long long id;
	if (all) {
		if (!store_game_ids(t->store, &ids, &n))
			return command_store_failed(t, store_error(t->store));
	} else if (games != NULL) {
		if (!command_game_number(games, &id, why, sizeof why))
			return command_refuse(t, "%s", why);
		one = id;
	} else if ((one = t->game != NULL ? t->game->id : store_latest(t->store)) == 0) {
		return command_refuse(t, "%s", _("no game to export yet"));
	}

	/* Written whole or not at all, to a file as to the screen: what goes
	 * to standard output is held in a temporary file until every game has
	 * replayed, so a damaged game stops it before a line is printed. */
	struct outfile out = {NULL, NULL, NULL};
	FILE *f;
	if (file != NULL) {
		if (!outfile_open(&out, file, t->db_path, why, sizeof why)) {
			if (all)
				free(ids);
			return command_refuse(t, "%s", why);
		}
		f = out.f;
	} else if ((f = tmpfile()) == NULL) {
		if (all)
			free(ids);
		return command_refuse(t, _("cannot make a temporary file to hold the export: %s"),
		    strerror(errno));
	}
	bool ok = true;
	if (csv)
		render_csv_header(f);
	else if (all)
		render_json_list_begin(f);
	for (size_t i = 0; ok && i < n; i++)
		ok = export_game(t, f, (long long)ids[i], csv, (int)i, all, why, sizeof why);
	if (ok && all && !csv)
		render_json_list_end(f, (int)n);
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
	if (all)
		free(ids);
	if (!ok)
		return command_refuse(t, "%s%s", why, file != NULL ? _(": nothing written") :
		    _(": nothing printed"));
	return CMD_OK;
}
