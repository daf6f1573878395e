/* The bounds a query runs within (store_query.c): SQLite's limits on the
 * query's connection, the SQL functions that can do long work in one
 * step of SQLite's engine checked before they do it, a budget of steps
 * that counts what those functions cost, and a deadline.  For the files
 * of the store only. */
#ifndef TAPIS_STORE_QUERY_BOUNDS_H
#define TAPIS_STORE_QUERY_BOUNDS_H

#include <stdbool.h>

#include <sqlite3.h>

#include "store_private.h"
#include "store_query.h"

/* What stopped a query, for the refusal to say. */
enum query_stop {
	STOP_NONE,
	STOP_STEPS,               /* its budget of steps spent */
	STOP_TIME,                /* QUERY_SECONDS passed */
	STOP_LENGTH,              /* fn would make a value over QUERY_VALUE_BYTES */
	STOP_WORK,                /* fn given values sized[0] by sized[1] bytes,
	                             more work than one call may do */
};

/* The functions checked before they run, each a row of store_query_bounds.c;
 * printf's calls, one a count of arguments, after them. */
#define GUARDED_FIXED 10
#define GUARDED_CALLS (GUARDED_FIXED + QUERY_ARGS_MOST + 1)

struct query_guard;

/* One function put in the place of SQLite's own on the query's connection. */
struct guarded_fn {
	struct query_guard *g;
	int row;                  /* in the table of store_query_bounds.c */
};

struct query_guard {
	bool active;              /* a query runs: the bounds hold */
	bool placed;              /* the functions are on the store's connection */
	long long steps_left;     /* of the budget */
	long long deadline;       /* on query_clock()'s clock */
	enum query_stop stop;
	const char *fn;           /* the function stopped, for STOP_LENGTH and STOP_WORK */
	long long sized[2];
	/* where SQLite's own functions do the work once it is known bounded:
	 * a connection to an empty database in memory, none put in its place */
	sqlite3 *twin;
	int twin_limits[2];       /* its own length and pattern limits, outside a query */
	sqlite3_stmt *calls[GUARDED_CALLS];
	struct guarded_fn fns[GUARDED_FIXED];
	int limits[8];            /* as they were, in the order of the table of limits */
	sqlite3_int64 heap;
};

/* Sets the bounds on s's connection for one query of `steps` million
 * steps, and returns them (s->guard).  The functions put in place of
 * SQLite's stay on the connection until it closes (SQLite cannot give its
 * own back once one is replaced), doing SQLite's work unbounded outside a
 * query.  NULL if the bounds could not be set, the reason in why: nothing
 * is then left set. */
struct query_guard *query_guard_begin(struct store *s, long long steps, char *why,
    size_t whylen);
/* Takes every bound back, as it was before the query. */
void query_guard_end(struct store *s);
/* Frees s->guard, once its connection is closed. */
void query_guard_free(struct store *s);

/* The clock of the deadline, in nanoseconds: CLOCK_MONOTONIC; a test puts
 * its own in its place, so that no test waits on time. */
extern long long (*query_clock)(void);

#endif
