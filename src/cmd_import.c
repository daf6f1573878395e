/* import FILE: the games of an export (one game's JSON object, or an array
 * of them) played again through their engines into this database, in one
 * transaction: a game already here (the same uid) is skipped; any game
 * that is not one tapis can play, or does not replay, refuses the whole
 * file and nothing of it is kept. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "command.h"
#include "exchange.h"
#include "i18n.h"
#include "infile.h"
#include "store_exchange.h"
#include "tapis.h"
#include "text.h"

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

/* What became of one game of the file. */
struct imported {
	int place;
	int64_t id;               /* the game here */
	bool skipped;             /* it was here already */
};

struct said {
	const struct ui *ui;
	const struct imported *r;
};

static bool
say_row(const struct store_game_row *row, void *ctx)
{
	struct said *said = ctx;
	if (said->r->skipped)
		render_import_skipped(said->ui, said->r->place, row);
	else
		render_imported(said->ui, row);
	return false;
}

/* "scores.json, game 2 (10000: alice, bob): WHY; nothing imported", made
 * safe to print (the file's text is shown back). */
static enum cmd_status
refuse_file(struct tapis *t, const char *path, const struct import_game *ig, const char *why)
{
	char where[512], line[1024], shown[1024];
	size_t n = (size_t)snprintf(where, sizeof where, "%s", path);
	if (ig != NULL && ig->place > 0) {
		n += (size_t)snprintf(where + n, sizeof where - n, _(", game %d"), ig->place);
		if (ig->nplayers > 0 && n < sizeof where) {
			n += (size_t)snprintf(where + n, sizeof where - n, " (%s:", ig->ruleset);
			for (int i = 0; i < ig->nplayers && n < sizeof where; i++)
				n += (size_t)snprintf(where + n, sizeof where - n, "%s %s", i ? "," : "",
				    ig->name[i]);
			if (n < sizeof where)
				snprintf(where + n, sizeof where - n, ")");
		}
	}
	snprintf(line, sizeof line, _("%s: %s; nothing of it imported"), where, why);
	return command_refuse(t, "%s", text_visible(line, shown, sizeof shown));
}

enum cmd_status
cmd_import(struct tapis *t, int argc, char **argv)
{
	char why[ENGINE_WHY * 2];
	const char *path = argv[0];
	(void)argc;
	char *text = read_text(path, why, sizeof why);
	if (text == NULL)
		return command_refuse(t, "%s", why);
	int count = 0;
	struct store_import *it = store_import_open(t->store, text, &count, why, sizeof why);
	if (it == NULL) {
		free(text);
		return refuse_file(t, path, NULL, why);
	}
	struct imported *done = calloc((size_t)(count > 0 ? count : 1), sizeof *done);
	struct import_game ig;
	memset(&ig, 0, sizeof ig);
	if (done == NULL || !store_batch_begin(t->store)) {
		store_import_close(it);
		free(text);
		free(done);
		if (done == NULL)
			return command_refuse(t, "%s", _("out of memory"));
		if (session_write_refused(t, why, sizeof why))
			return command_refuse(t, "%s", why);
		return command_store_failed(t, store_error(t->store));
	}
	int n = 0, imported = 0, skipped = 0, rc;
	bool ok = true, store_broke = false;
	while (ok && n < count && (rc = store_import_next(it, &ig, why, sizeof why)) != 0) {
		if (rc < 0) {
			ok = false;
			break;
		}
		struct imported *r = &done[n++];
		r->place = ig.place;
		r->id = store_game_of_uid(t->store, ig.meta.uid);
		if (r->id < 0) {
			ok = false;
			store_broke = true;
		} else if (r->id > 0) {
			r->skipped = true;
			skipped++;
		} else if (import_replay(t->store, &ig, &r->id, why, sizeof why)) {
			imported++;
		} else {
			ok = false;
		}
	}
	store_import_close(it);
	free(text);
	if (!ok) {
		store_batch_end(t->store, false);
		enum cmd_status status = store_broke
		    ? command_store_failed(t, store_error(t->store))
		    : refuse_file(t, path, &ig, why);
		import_game_clear(&ig);
		free(done);
		return status;
	}
	import_game_clear(&ig);
	if (!store_batch_end(t->store, true)) {
		free(done);
		if (session_write_refused(t, why, sizeof why))
			return command_refuse(t, "%s", why);
		return command_store_failed(t, store_error(t->store));
	}
	for (int i = 0; i < n; i++) {
		struct said said = {&t->ui, &done[i]};
		store_game_row(t->store, done[i].id, say_row, &said);
	}
	render_import_end(&t->ui, path, imported, skipped);
	free(done);
	return CMD_OK;
}
