/* floor: the cheapest a store can make one durable entry with tapis's journal
 * settings.  Opens a fresh SQLite file set up exactly as src/store/store.c sets up
 * its own (journal_mode=WAL, synchronous=NORMAL, foreign_keys=ON, no memory
 * counting, no lock on the connection), then makes
 * N commits of one row each: prepared BEGIN IMMEDIATE (as the store begins
 * its writes), INSERT, COMMIT.  Prints the nanoseconds the N commits took on
 * the monotonic clock (opening the file and creating the table excluded).
 *
 *   floor N PATH      PATH must not exist yet */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "clock.h"
#include <unistd.h>

#include <sqlite3.h>

static void
die(sqlite3 *db, const char *what)
{
	fprintf(stderr, "floor: %s: %s\n", what, db ? sqlite3_errmsg(db) : "out of memory");
	exit(2);
}

static void
step(sqlite3 *db, sqlite3_stmt *st, const char *what)
{
	if (sqlite3_step(st) != SQLITE_DONE)
		die(db, what);
	sqlite3_reset(st);
}

int
main(int argc, char **argv)
{
	sqlite3 *db = NULL;
	sqlite3_stmt *begin, *insert, *commit, *mode;

	if (argc != 3 || atol(argv[1]) <= 0) {
		fprintf(stderr, "usage: floor N PATH\n");
		return 2;
	}
	long n = atol(argv[1]);
	if (access(argv[2], F_OK) == 0) {
		fprintf(stderr, "floor: %s exists; give a fresh path\n", argv[2]);
		return 2;
	}
	/* the store's settings, all of them: without SQLite's memory counting,
	 * as store.c configures it, or the floor would be slower than SQLite */
	sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
	/* (and without the connection's lock: a connection is one thread's) */
	if (sqlite3_open_v2(argv[2], &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE |
	    SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK)
		die(db, argv[2]);
	sqlite3_busy_timeout(db, 5000);
	if (sqlite3_exec(db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;"
	    " PRAGMA foreign_keys = ON;"
	    " CREATE TABLE t (id INTEGER PRIMARY KEY, game INTEGER NOT NULL,"
	    " dice TEXT)", NULL, NULL, NULL) != SQLITE_OK)
		die(db, "setup");
	/* Check that the settings took, as the store's do. */
	if (sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &mode, NULL) != SQLITE_OK ||
	    sqlite3_step(mode) != SQLITE_ROW ||
	    strcmp((const char *)sqlite3_column_text(mode, 0), "wal") != 0)
		die(db, "journal_mode is not wal");
	sqlite3_finalize(mode);

	if (sqlite3_prepare_v3(db, "BEGIN IMMEDIATE", -1, SQLITE_PREPARE_PERSISTENT, &begin,
	    NULL) != SQLITE_OK ||
	    sqlite3_prepare_v3(db, "INSERT INTO t (game, dice) VALUES (?1, ?2)", -1,
	    SQLITE_PREPARE_PERSISTENT, &insert, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v3(db, "COMMIT", -1, SQLITE_PREPARE_PERSISTENT, &commit, NULL)
	    != SQLITE_OK)
		die(db, "prepare");

	long long start = now_ns();
	for (long i = 0; i < n; i++) {
		step(db, begin, "BEGIN");
		sqlite3_bind_int64(insert, 1, 1 + i / 20);
		sqlite3_bind_text(insert, 2, "1 1 5 3 4", -1, SQLITE_STATIC);
		step(db, insert, "INSERT");
		step(db, commit, "COMMIT");
	}
	long long elapsed = now_ns() - start;

	sqlite3_finalize(begin);
	sqlite3_finalize(insert);
	sqlite3_finalize(commit);
	if (sqlite3_close(db) != SQLITE_OK)
		die(db, "close");
	printf("%lld\n", elapsed);
	return 0;
}
