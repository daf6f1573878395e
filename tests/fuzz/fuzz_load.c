/* Fuzz target: a stored game damaged row by row.  A valid database (three
 * games, every kind of entry) is copied, the input's mutations are applied
 * to its rows from outside, and tapis opens it, loads and replays each game
 * and prints what it can.  A damaged game must be reported, never crash.
 * The input is a list of mutations of four bytes and a payload: which
 * column, which row, what to do (set a number, set text, set NULL, delete
 * the row, set a blob) and the payload's length.  Built with libFuzzer by
 * `make fuzz`, and replayed over tests/fuzz/load/ by `make check`. */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "command.h"
#include "game.h"
#include "render.h"
#include "render_json.h"
#include "repl.h"
#include "rows.h"
#include "session.h"
#include "store.h"
#include "tapis.h"
#include "ui.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const struct column {
	const char *table, *column, *key;
} columns[] = {
	{"entries", "seat", "id"}, {"entries", "kind", "id"}, {"entries", "dice", "id"},
	{"entries", "undone", "id"}, {"entries", "seq", "id"}, {"entries", "game_id", "id"},
	{"players", "seat", "game_id, seat"}, {"players", "name", "game_id, seat"},
	{"players", "game_id", "game_id, seat"},
	{"game_options", "value", "game_id, name"}, {"game_options", "name", "game_id, name"},
	{"games", "game", "id"}, {"games", "base", "id"}, {"games", "status", "id"},
	{"games", "winner", "id"}, {"games", "id", "id"},
};
enum { NCOLUMNS = sizeof columns / sizeof columns[0] };

static char dir[64], template_db[96], work_db[96];
static uint8_t *template_bytes;
static size_t template_len;
static FILE *sink;

/* Plays a few games into the template once. */
static bool
make_template(void)
{
	static const char *const script =
	    "new 10000:350 alice bob carol\n1 1 1 2 3\nkeep 1 1 1\n5 2\nbank\ntake\n5 3\n"
	    "bank\n2 2 3 4 6\n1 1 5 5 2\nkeep 1 1 5 5\n3\nundo\n"
	    "new 5000 dan eve\n1 2 3 4 5 6\n1 1 1 1 5 5\nbank\n"
	    "new 10000 fay target=1000\n1 1 1 5 2\nkeep 1 1 1\nbank\n";
	char err[256];
	snprintf(dir, sizeof dir, "/tmp/tapis-fuzz-XXXXXX");
	if (mkdtemp(dir) == NULL || (sink = fopen("/dev/null", "w")) == NULL)
		return false;
	snprintf(template_db, sizeof template_db, "%s/template.db", dir);
	snprintf(work_db, sizeof work_db, "%s/work.db", dir);
	struct tapis t;
	memset(&t, 0, sizeof t);
	t.ui.out = t.ui.err = sink;
	if ((t.store = store_open(template_db, err, sizeof err)) == NULL)
		return false;
	FILE *in = fmemopen((void *)script, strlen(script), "r");
	batch_run(&t, in);
	fclose(in);
	session_close(&t);
	store_close(t.store);            /* the last connection: WAL folded in */
	FILE *f = fopen(template_db, "rb");
	template_bytes = malloc(1 << 20);
	if (f == NULL || template_bytes == NULL)
		return false;
	template_len = fread(template_bytes, 1, 1 << 20, f);
	fclose(f);
	return true;
}

/* Applies the mutations in data to the work file, from outside. */
static void
mutate(const uint8_t *data, size_t size)
{
	sqlite3 *db;
	if (sqlite3_open(work_db, &db) != SQLITE_OK) {
		sqlite3_close(db);
		return;
	}
	sqlite3_exec(db, "PRAGMA ignore_check_constraints = ON", NULL, NULL, NULL);
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
	sqlite3_close(db);
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
	static bool ready;
	if (!ready && !(ready = make_template()))
		abort();
	char path[128], err[256];
	snprintf(path, sizeof path, "%s-wal", work_db);
	unlink(path);
	snprintf(path, sizeof path, "%s-shm", work_db);
	unlink(path);
	FILE *f = fopen(work_db, "wb");
	if (f == NULL)
		return 0;
	fwrite(template_bytes, 1, template_len, f);
	fclose(f);
	mutate(data, size);

	struct ui ui;
	memset(&ui, 0, sizeof ui);
	ui.out = ui.err = sink;
	struct store *s = store_open(work_db, err, sizeof err);
	if (s == NULL)
		return 0;
	struct rows rows;
	render_games_begin(&rows, &ui, ROWS_TABLE);
	store_each_game(s, show_row, &rows);
	rows_end(&rows);
	for (int64_t id = 1; id <= 4; id++) {
		struct game *g = store_game_load(s, id, err, sizeof err);
		if (g == NULL)
			continue;
		if (game_replay(g, err, sizeof err)) {
			render_sheet(&ui, g, true);
			render_json(&ui, g);
			render_resumed(&ui, g);
			char prompt[256];
			render_prompt(&ui, g, prompt, sizeof prompt);
		}
		game_free(g);
	}
	store_close(s);
	return 0;
}
