/* A league (issue 32): the PostgreSQL database a club's tables push their
 * finished games to, in a schema of its own, and this file's part of it:
 * where it pushes and what waits.  Every PostgreSQL statement of tapis is
 * in store_league_pg.c (libpq, loaded at its first use:
 * store_league_pq.c), this file's in store_league.c.  The store keeps
 * what it is given: the layers above hand a game as plain rows and its
 * export document. */
#ifndef TAPIS_STORE_LEAGUE_H
#define TAPIS_STORE_LEAGUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "exchange.h"
#include "store.h"

#define STORE_LEAGUE_SCHEMA "tapis"     /* the schema a league is in, by default */
#define STORE_LEAGUE_CONNINFO 1024      /* a connection string, at most */
#define STORE_LEAGUE_NAME 64            /* a schema's name, at most (PostgreSQL's 63) */

/* Whether a league can be reached: false, with the one line to say, where
 * this tapis was built without PostgreSQL or libpq cannot be loaded. */
bool store_league_available(char *why, size_t whylen);
/* Checks a connection string (keywords or a postgresql:// URI) as libpq
 * reads it: false, with the reason, if it cannot, or it holds a password
 * (never kept: libpq reads one from ~/.pgpass or PGPASSWORD). */
bool store_league_conninfo_check(const char *conninfo, char *why, size_t whylen);

/* A connection to a league, its schema made or brought up to date. */
struct store_league;
/* What a league held when it was opened. */
struct store_league_found {
	bool made;                 /* the league's tables were made now (in a schema made
	                              now, or one there but empty) */
	int from;                  /* its version before; the version now */
	int version;
	long long games;           /* finished games in it, and the tables */
	long long tables;          /* that pushed them */
};
/* Connects (conninfo passed to libpq as given: sslmode and the rest work
 * as it documents) and makes the schema (only where make: as a table
 * joins; reading and pushing refuse a schema that is not there), or brings
 * it up to date, or refuses one that holds other things than a league's;
 * what it found in *found.  NULL, with a one-line reason, if any of it
 * failed (nothing was changed on the server then). */
struct store_league *store_league_open(const char *conninfo, const char *schema, bool make,
    struct store_league_found *found, char *why, size_t whylen);
void store_league_close(struct store_league *l);

/* A finished game as the league keeps it: its rows and its export
 * document (what `export GAME --json` writes, for replay). */
struct store_league_player {
	const char *name;
	int score;
	int place;                 /* 1 the best; 0: none */
};
struct store_league_game {
	const char *uid;
	const char *family, *rules, *base;
	const char *started, *ended;       /* UTC, as stored; ended NULL: not said */
	const char *table;                 /* the table pushing it */
	const char *document;              /* JSON */
	int nplayers;
	struct store_league_player player[STORE_MAX_PLAYERS];
};
/* Pushes game g in one transaction, kept once by its uid: 1 if the league
 * took it (new, or changed since: an undo and another end), 0 if it held
 * it already as it is, -1 with the reason on a failure (nothing kept). */
int store_league_push(struct store_league *l, const struct store_league_game *g, char *why,
    size_t whylen);
/* Says the game of uid no longer counts (abandoned or deleted at its
 * table): 1 if the league had it, 0 if not, -1 with the reason. */
int store_league_retract(struct store_league *l, const char *uid, const char *table, char *why,
    size_t whylen);

/* This file's league, as kept (sql/026): where it pushes, the last push
 * that went through and the last failure (UTC; "" where none). */
struct store_league_row {
	char conninfo[STORE_LEAGUE_CONNINFO];
	char schema[STORE_LEAGUE_NAME + 1];
	char joined[EXCHANGE_TIME];
	char last_success[EXCHANGE_TIME];
	char last_error[512];
	char last_error_at[EXCHANGE_TIME];
	long long waiting;         /* games waiting to be pushed or said gone */
	char next_try[EXCHANGE_TIME];      /* of the first due; "" if none waits */
};
/* 1 with this file's league in *row, 0 if it is in none, -1 on an error. */
int store_league_get(struct store *s, struct store_league_row *row);
/* Joins (or moves to) the league at conninfo, schema; with every game
 * finished here queued to be pushed (how many games wait to be pushed
 * into *queued), in one transaction.  Joined again where it is, what
 * waited still waits. */
bool store_league_join(struct store *s, const char *conninfo, const char *schema,
    long long *queued);
/* Leaves the league: nothing more is queued, and what waited is dropped
 * (how many into *dropped). */
bool store_league_leave(struct store *s, long long *dropped);

/* A game waiting to be pushed. */
struct store_league_item {
	char uid[EXCHANGE_UID + 1];
	bool gone;                 /* to be said gone, else pushed */
	char queued[32];           /* when, to the millisecond: a row queued
	                              again since it was read is not dropped */
	int attempts;
	int64_t id;                /* its number here; 0 if it is no longer here */
};
/* The games waiting, due by now (all of them: every one), oldest first,
 * in a new array for the caller to free (NULL where none); false on an
 * error. */
bool store_league_waiting(struct store *s, bool all, struct store_league_item **items,
    size_t *n);
/* The game of uid arrived: its row is dropped, unless it changed since it
 * was read (what = its state then), and the last success is now. */
bool store_league_done(struct store *s, const struct store_league_item *item);
/* A push that failed: tried again after a wait that doubles with each
 * attempt (from 10 s up to an hour), the reason kept as the last error. */
bool store_league_failed(struct store *s, const struct store_league_item *item,
    const char *why);
/* When the next game waiting is due, in seconds from now: 0 now, -1 if
 * none waits or on an error. */
long long store_league_next_due(struct store *s);

/* A change of the league's games since serial since, as the league's
 * serial orders them: the game of uid is gone, or finished as document. */
struct store_league_change {
	long long serial;
	const char *uid;
	bool gone;
	const char *document;      /* JSON; NULL when gone */
};
/* Calls fn for each of the next (at most max) changes after since, in
 * order: the number of them (0: none left), -1 with the reason, or
 * stopped by fn (false) after the one it refused. */
int store_league_changes(struct store_league *l, long long since, int max,
    bool (*fn)(const struct store_league_change *c, void *ctx), void *ctx, char *why,
    size_t whylen);

/* How many changes there are after since (for the pace of a pull); -1
 * with the reason. */
long long store_league_count_changes(struct store_league *l, long long since, char *why,
    size_t whylen);

/* The channel a league's pushes notify in their transaction (the schema
 * as its payload), which serve --league listens to. */
#define STORE_LEAGUE_CHANNEL "tapis_league"
/* Listens to the league's changes on l (l then serves store_league_wait
 * and every other call alike); false with the reason. */
bool store_league_listen(struct store_league *l, char *why, size_t whylen);
/* Waits up to ms milliseconds (-1: for ever) for a change of l's league,
 * or for the descriptor stop to be readable: 1 a change came, 0 none (the
 * time passed, or stop), -1 the connection is lost, with the reason. */
int store_league_wait(struct store_league *l, int stop, int ms, char *why, size_t whylen);

/* In a league's local copy (a file of its own): the last change it holds
 * and when it was pulled (UTC): 1, 0 if it was never pulled, -1 on an
 * error. */
int store_league_copy_get(struct store *s, long long *serial, char *pulled, size_t len);
/* It holds every change up to serial, pulled now (in the batch under way,
 * if one is). */
bool store_league_copy_set(struct store *s, long long serial);

#endif
