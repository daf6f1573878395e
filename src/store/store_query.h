/* The store's part of query, rename and merge: SQL a person types, run so
 * that it can only read, and a player's name changed in every stored game. */
#ifndef TAPIS_STORE_QUERY_H
#define TAPIS_STORE_QUERY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "store.h"

#define STORE_QUERY_COLUMNS 64    /* columns a query may give */

/* A value of a query's row, as text. */
enum store_value {
	STORE_NULL,               /* SQL NULL: the text is NULL */
	STORE_NUMBER,             /* a whole or finite decimal number */
	STORE_TEXT,               /* text, or a blob shown as X'hex' */
};

struct store_query_fns {
	/* Once, before any row: the columns' names. */
	void (*columns)(int n, const char *const *names, void *ctx);
	/* Each row: n values (NULL for SQL NULL) and what each is; false
	 * stops the query there (it is then done). */
	bool (*row)(int n, const char *const *values, const enum store_value *kinds, void *ctx);
};

enum store_query_status {
	QUERY_DONE,
	QUERY_REFUSED,            /* would write, does not parse, several statements,
	                             failed as it ran, or past a bound: why says so */
	QUERY_INTERRUPTED,        /* store_interrupt() stopped it */
};

/* The bounds a query runs within, so that none grows without end and none
 * runs longer than QUERY_SECONDS: all counted, so that the same query on
 * the same file ends alike, but the deadline, which stops whatever the
 * counts miss.  The fuzz build sets the last four smaller (-D), so that
 * any input ends in a millisecond or so; tapis never does. */
#define QUERY_SECONDS 1                   /* the longest a query runs */
#define QUERY_SQL_BYTES 100000            /* the longest SQL */
#define QUERY_DEPTH_MOST 200              /* an expression's depth */
#define QUERY_COMPOUND_MOST 100           /* SELECTs in a compound */
#define QUERY_ARGS_MOST 100               /* arguments of a function */
#define QUERY_PATTERN_BYTES 10000         /* a LIKE or GLOB pattern */
#define QUERY_WORK_A_STEP 16              /* a function's bytes compared or made
                                             that count as one step */
#define QUERY_STEPS_DEFAULT 300           /* millions of steps of SQLite's engine:
                                             a few seconds on a small machine */
#define QUERY_STEPS_MOST 1000000          /* the most --steps takes, in millions */
#ifndef QUERY_STEPS_UNIT
#define QUERY_STEPS_UNIT 1000000          /* the steps of one of --steps */
#endif
#ifndef QUERY_VALUE_BYTES
#define QUERY_VALUE_BYTES 10000000        /* the longest value a query may make */
#endif
#ifndef QUERY_CALL_WORK
#define QUERY_CALL_WORK 50000000LL        /* the most one call of instr, replace,
                                             trim, LIKE or GLOB compares: the
                                             product of its values' lengths */
#endif
#ifndef QUERY_MEMORY_BYTES
#define QUERY_MEMORY_BYTES (256LL << 20)  /* the heap SQLite may use meanwhile */
#endif

/* Runs sql, one statement that only reads (SELECT, WITH, VALUES, EXPLAIN,
 * or a PRAGMA that describes a table), calling fns.  Anything that would
 * write, open a transaction, attach a file or change a setting is refused
 * before it runs, and it runs with PRAGMA query_only set, so that nothing
 * it does can write.  It runs within the bounds above, steps being its
 * budget in millions of the engine's steps (0: the default); past one it
 * is refused, saying which.  SQLite's own message in why when it is
 * refused. */
enum store_query_status store_query(struct store *s, const char *sql, long long steps,
    const struct store_query_fns *fns, void *ctx, char *why, size_t whylen);
/* Stops the query running now, at its next step; safe in a signal
 * handler (it only sets a flag). */
void store_interrupt(struct store *s);

/* Calls fn with the name of each table and view a query may read, for
 * completion. */
bool store_each_relation(struct store *s, bool (*fn)(const char *, void *), void *ctx);

/* ---- rename and merge */

enum store_rename_status {
	RENAME_DONE,
	RENAME_UNKNOWN,           /* no game has player `from` */
	RENAME_TAKEN,             /* a new name: another player already has it (other) */
	RENAME_ABSENT,            /* a merge: no game has player `to` */
	RENAME_CLASH,             /* game `game` has both `from` and other, which is
	                             `to` but for case */
	RENAME_FAILED,            /* the store failed: store_error() */
};

struct store_rename {
	int64_t games;            /* games changed */
	int64_t total;            /* games `to` plays in after the change */
	int64_t game;             /* where it clashes */
	char other[STORE_NAME_BYTES + 1];
};

/* In one transaction, names player `from` `to` in every stored game: to is
 * a name no other player has (merge false) or one that another already
 * has (merge true: the two names are one person).  Refused, with nothing
 * changed, if it would give a game two players of one name (whatever the
 * case).  Names are matched as stored, exactly. */
enum store_rename_status store_player_rename(struct store *s, const char *from, const char *to,
    bool merge, struct store_rename *r);

/* Calls fn with each name that sits beside player name in a stored game,
 * once, with the first such game; false if the store failed. */
bool store_each_coplayer(struct store *s, const char *name,
    bool (*fn)(const char *other, int64_t game, void *ctx), void *ctx);

#endif
