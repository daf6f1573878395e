/* Fuzz target: a stored game damaged row by row.  A valid database (a
 * game of each family, every kind of entry: the store of fuzz_store.h, put
 * back as it was before each input) has the input's mutations applied to
 * its rows from under tapis, and tapis loads and replays each game and
 * prints what it can.  A damaged game must be reported, never crash.
 * The input is a list of mutations of four bytes and a payload: which
 * column, which row, what to do (set a number, set text, set NULL, delete
 * the row, set a blob) and the payload's length.  Built with libFuzzer by
 * `make fuzz`, and replayed over tests/fuzz/load/ by `make check`. */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "command.h"
#include "fuzz_store.h"
#include "game.h"
#include "game_store.h"
#include "render.h"
#include "render_json.h"
#include "repl.h"
#include "rows.h"
#include "session.h"
#include "store.h"
#include "store_private.h"
#include "tapis.h"
#include "ui.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const struct column {
	const char *table, *column, *key;
} columns[] = {
	{"entries", "seat", "id"}, {"entries", "kind", "id"}, {"entries", "args", "id"},
	{"entries", "undone", "id"}, {"entries", "seq", "id"}, {"entries", "game_id", "id"},
	{"players", "seat", "game_id, seat"}, {"players", "name", "game_id, seat"},
	{"players", "game_id", "game_id, seat"},
	{"game_options", "value", "game_id, name"}, {"game_options", "name", "game_id, name"},
	{"games", "game", "id"}, {"games", "base", "id"}, {"games", "status", "id"},
	{"games", "winner", "id"}, {"games", "id", "id"},
};
enum { NCOLUMNS = sizeof columns / sizeof columns[0] };

/* A game of each family, every kind of entry, played into the store once
 * (one of Farkle only: its rules are a table of 470 KB made at each read). */
static const char *const setup[] = {
	"new 10000:350 alice bob carol", "1 1 1 2 3", "keep 1 1 1", "5 2", "bank",
	"2 2 3 4 6", "1 1 5 5 2", "keep 1 1 5 5", "3", "undo",
	"new yams:3col dan eve bonus=0", "1 2 3 4 5", "score suite 2", "6 6 6 6 1",
	"keep 6 6 6 6", "6", "score yams free", "undo",
	"new yam-master fay gus fivewins=yes", "3 3 3 3 5", "place c2", "2 2 4 5 6",
	"call suite", "keep 2 4 5 6", "3", "place c1", "1 2 3 5 6", "1 2 4 6 6",
	"2 3 6 6 6", "pass", "undo",
	NULL,
};

/* The harness's own connection to the store, no check and no foreign key
 * held on it, opened once: the pragmas that say so, run on tapis's
 * connection, would expire each of its statements twice an input, and
 * SQLite compile them again. */
static sqlite3 *
damager(const char *path)
{
	static sqlite3 *db;
	if (db == NULL && (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK ||
	    sqlite3_exec(db, "PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF;"
	    " PRAGMA ignore_check_constraints = ON; PRAGMA foreign_keys = OFF",
	    NULL, NULL, NULL) != SQLITE_OK))
		abort();
	return db;
}

/* Applies the mutations in data to the store's rows, from under tapis:
 * no check, no foreign key holds them. */
static void
mutate(sqlite3 *db, const uint8_t *data, size_t size)
{
	for (size_t at = 0; at + 4 <= size;) {
		const struct column *c = &columns[data[at] % NCOLUMNS];
		int row = data[at + 1], op = data[at + 2] % 5;
		size_t len = data[at + 3];
		const uint8_t *payload = data + at + 4;
		if (at + 4 + len > size)
			len = size - at - 4;
		at += 4 + len;
		char sql[512];
		if (op == 3)
			snprintf(sql, sizeof sql, "DELETE FROM %s WHERE (%s) ="
			    " (SELECT %s FROM %s ORDER BY %s LIMIT 1 OFFSET ?2)",
			    c->table, c->key, c->key, c->table, c->key);
		else
			snprintf(sql, sizeof sql, "UPDATE %s SET %s = ?1 WHERE (%s) ="
			    " (SELECT %s FROM %s ORDER BY %s LIMIT 1 OFFSET ?2)",
			    c->table, c->column, c->key, c->key, c->table, c->key);
		sqlite3_stmt *st;
		if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
			continue;
		if (op == 0) {
			/* up to 8 bytes, big-endian, two's complement */
			uint64_t u = 0;
			size_t bytes = len < 8 ? len : 8;
			for (size_t i = 0; i < bytes; i++)
				u = u << 8 | payload[i];
			if (bytes > 0 && bytes < 8 && (payload[0] & 0x80))
				u |= ~(uint64_t)0 << (8 * bytes);
			int64_t v;
			memcpy(&v, &u, sizeof v);
			sqlite3_bind_int64(st, 1, v);
		} else if (op == 1) {
			sqlite3_bind_text(st, 1, (const char *)payload, (int)len, SQLITE_TRANSIENT);
		} else if (op == 4) {
			sqlite3_bind_blob(st, 1, payload, (int)len, SQLITE_TRANSIENT);
		}
		sqlite3_bind_int(st, 2, row);
		sqlite3_step(st);
		sqlite3_finalize(st);
	}
}

static bool
show_row(const struct store_game_row *row, void *ctx)
{
	render_game_row(ctx, row);
	return true;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char err[256];
	fuzz_keep_statements();
	struct tapis *t = fuzz_session(setup);
	struct store *s = t->store;
	mutate(damager(t->db_path), data, size);
	store_seen(s);
	struct rows rows;
	render_games_begin(&rows, &t->ui, ROWS_TABLE);
	store_each_game(s, show_row, &rows);
	rows_end(&rows);
	for (int64_t id = 1; id <= 3; id++) {
		struct game *g = game_store_load(s, id, err, sizeof err);
		if (g == NULL)
			continue;
		if (game_replay(g, err, sizeof err)) {
			render_sheet(&t->ui, g, true);
			render_json(&t->ui, g);
			render_resumed(&t->ui, g);
			char prompt[256];
			render_prompt(&t->ui, g, prompt, sizeof prompt);
		}
		game_free(g);
	}
	return 0;
}
