/* The store's own parts, for the files of the store (store_*.c) and for
 * nothing else: SQL stays in the store. */
#ifndef TAPIS_STORE_PRIVATE_H
#define TAPIS_STORE_PRIVATE_H

#include <stdbool.h>
#include <stdint.h>

#include <sqlite3.h>

#include "store.h"

enum stmt_id {
	ST_BEGIN, ST_COMMIT, ST_ROLLBACK,
	ST_DROP_UNDONE, ST_INSERT_ENTRY, ST_UPDATE_ENTRY, ST_SET_STATUS, ST_DATA_VERSION,
	ST_FINAL_SCORE, ST_CLEAR_FINAL, ST_INSERT_FACT,
	ST_COUNT
};

/* SQL: whether column col of games holds anything but a date as tapis
 * writes them ('2026-12-03T10:00:00Z'); NULL is none (a game not ended). */
#define STORE_GAME_DATE_NOT(col) \
	"strftime('%Y-%m-%dT%H:%M:%SZ', " col ") IS NOT " col

/* Why a file is read and not written (store_file.c): none, or the user may
 * not write the file, or its folder, or the disk is full. */
enum store_reading { STORE_WRITABLE, STORE_READ_FILE, STORE_READ_FOLDER, STORE_READ_FULL };

struct store {
	sqlite3 *db;
	sqlite3_stmt *stmt[ST_COUNT];
	int64_t seen;     /* data_version when this process last read its game */
	/* the pager's count of changes (SQLITE_FCNTL_DATA_VERSION) at `seen`
	 * or at this connection's last commit since: equal, nobody else wrote */
	unsigned pager_seen;
	bool pager_known;
	bool pager_checked; /* the write under way began by that check (begin) */
	bool stale;       /* the last write found that another process had written */
	int errcode;      /* why the last write failed, kept past its ROLLBACK */
	bool errmsg_kept; /* errmsg not yet given to store_error() */
	bool read_only;   /* the file may be read, not written */
	enum store_reading reading; /* and why */
	bool batch;       /* inside store_batch_begin(): each write is part of
	                     one transaction that the batch commits or not */
	char errmsg[256];
	char said[2048];  /* store_error's words for a damaged file */
	int upgraded_from; /* the schema version store_upgrade() found, if it
	                      brought the file up to date */
	char *copy;       /* where it kept the file as it was (sqlite3_free) */
	struct query_guard *guard; /* query's bounds (store_query_bounds.h), from
	                              the first query until the connection closes */
	sqlite3_stmt *game_row; /* store_game_row's statement, kept: every `new`
	                           and resume reads its game's row (store_games.c) */
};

/* A write that depends on nothing read before (BEGIN IMMEDIATE); its
 * commit (which rolls back if it fails); a failed write rolled back, its
 * reason kept for store_error().  Both of the last return false. */
bool store_begin_any(struct store *s);
bool store_commit(struct store *s);
bool store_fail(struct store *s);
/* Ends a write that changed its mind (a refusal, not an error): rolled
 * back, nothing kept of why. */
void store_rollback(struct store *s);

/* What store_file_make() made: the file, the folders above it (the length
 * of the first one's path; 0: none), and which of its -wal, -shm and
 * -journal files were there before. */
struct store_made {
	bool created;
	size_t folders;
	bool side[3];
};
/* STORE_READ_FILE if the file at path is there and the user may read but
 * not write it (its mode, a read-only file system), else STORE_WRITABLE. */
enum store_reading store_file_access(const char *path);
/* Opens path to see that it may be written, making it and the folders
 * above it if they are not there (exclusively, the owner's only, folders
 * mode 0700); false with the reason in err. */
bool store_file_make(const char *path, struct store_made *made, char *err, size_t errlen);
/* Removes what store_file_make() made, the file and folders if it made
 * them, and the files SQLite made beside it since (those that were not
 * there before). */
void store_file_unmake(const char *path, const struct store_made *made);
/* Keeps SQLite's reason for a failure, for store_error: the ROLLBACK that
 * follows would replace it. */
void store_remember_error(struct store *s);
/* True if no write-ahead log waits beside path: all of it is in the file. */
bool store_file_whole(const char *path);
/* Why SQLite's last error on db says the file cannot be written now:
 * STORE_READ_FULL, STORE_READ_FOLDER, or STORE_WRITABLE if for no such
 * reason. */
enum store_reading store_file_unwritable(sqlite3 *db);

/* Brings the file at path, open in s, up to this tapis's schema, marking
 * it as tapis's if mark (store_upgrade.c): a copy of the file beside it
 * first (s->copy), then every step in one transaction.  False with the
 * whole reason in err, the file then as it was. */
bool store_upgrade(struct store *s, const char *path, bool mark, char *err, size_t errlen);

/* True where game g (SQL, g the games row) is damaged: a value of its row
 * or of its players' mended by hand into what tapis never writes (an
 * unknown status, a winner or a loser not among its players, a finished
 * game's result or places not tapis's).  The triggers of sql/023 keep
 * the damaged games in a table as the rows are written, so that a look
 * costs a probe of it, not a check of the game. */
#define STORE_DAMAGED(g) \
	"EXISTS (SELECT 1 FROM damaged_games d WHERE d.game_id = " g ".id)"
/* The finished games damaged so (SQL, the games rows g), read from the
 * table of the damaged (CROSS JOIN: never a scan of every game). */
#define STORE_DAMAGED_FINISHED \
	"damaged_games d CROSS JOIN games g ON g.id = d.game_id WHERE g.status = 'finished'"

#endif
