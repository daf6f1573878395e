/* The store: every game in one SQLite file.  All SQL of tapis is in
 * store.c.  Every write is one transaction, committed before it returns. */
#ifndef TAPIS_STORE_H
#define TAPIS_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"

struct store;

/* PRAGMA application_id of tapis's databases: "Tapi". */
#define STORE_APPLICATION_ID 0x54617069

/* Opens (creating the file, its folder and the schema as needed) the store
 * at path, ":memory:" for one that lives in memory.  NULL on failure, with
 * the reason in err. */
struct store *store_open(const char *path, char *err, size_t errlen);
void store_close(struct store *s);
/* Another tapis may write to the same file.  Every write first checks that
 * nothing was written since store_seen() was last called, and fails if so;
 * store_stale() then says that was the reason, and the caller reads the game
 * again (and calls store_seen()) before writing. */
void store_seen(struct store *s);
bool store_stale(const struct store *s);
/* Forgets what store_seen() saw: the next store_changed() is true. */
void store_unseen(struct store *s);
/* True if another process has written to the file since store_seen(). */
bool store_changed(struct store *s);
/* True if the last write failed for a full disk (nothing was written). */
bool store_disk_full(struct store *s);
/* Where opening the file kept a copy of it as it was before bringing it
 * up to date from schema version *from; NULL if it brought up no file. */
const char *store_upgraded(const struct store *s, int *from);
/* True if the file was opened to be read only (the user may not write it). */
bool store_read_only(const struct store *s);
/* True if the last failure was another program holding the file too long. */
bool store_busy(struct store *s);

/* The schema version in force (PRAGMA user_version). */
int store_version(struct store *s);
/* The last error from SQLite, for messages. */
const char *store_error(struct store *s);

/* Writes a new game (its options and players) and sets g->id. */
bool store_game_create(struct store *s, struct game *g);
/* Reads game id back with its entries; the state is not replayed.  NULL if
 * there is no such game or it cannot be read, with the reason in err. */
struct game *store_game_load(struct store *s, int64_t id, char *err, size_t errlen);
/* "Newest" is one order everywhere, the order `games` lists in: by the
 * day and time a game began (an imported game keeps its own), then by id. */
#define NEWEST_FIRST(table) table "created DESC, " table "id DESC"
/* The newest game still being played (not finished, not abandoned); 0 if
 * none, -1 on an error. */
int64_t store_latest_unfinished(struct store *s);
/* The newest game; 0 if none, -1 on an error. */
int64_t store_latest(struct store *s);

/* The entry g->entry[g->nactive - 1] just played, with what it did (its
 * family's facts beside it); drop_undone: the undone entries it replaces
 * are dropped in the same commit. */
bool store_append(struct store *s, struct game *g, const union outcome *o, bool drop_undone);
/* Marks entry g->entry[g->nactive] (just undone) undone and deletes its facts. */
bool store_undo(struct store *s, const struct game *g);
/* Marks entry g->entry[g->nactive - 1] (just redone) active, with its facts. */
bool store_redo(struct store *s, const struct game *g, const union outcome *o);

struct store_game_row {
	int64_t id;
	const char *game;
	const char *created;
	const char *status;    /* "playing", "finished" or "abandoned" */
	const char *players;   /* names in seat order, ", " between */
	const char *winner;    /* NULL while playing, on a draw, when abandoned */
	int entries;
	const char *family;    /* its engine's */
	const char *results;   /* "alice 10000, bob 7450": scores now, or final */
	int turns;             /* entries that ended a turn */
	const char *loser;     /* where the rules name a loser, once finished */
	const char *result;    /* won, shared, drawn, lost; NULL while playing or
	                          abandoned (game_result_key) */
	bool damaged;          /* what the row holds is none tapis writes (a
	                          value mended by hand): the game is damaged */
};
/* Calls fn for each stored game, newest first; stops early if fn returns
 * false.  created is local time, 'YYYY-MM-DD HH:MM:SS'. */
bool store_each_game(struct store *s, bool (*fn)(const struct store_game_row *, void *), void *ctx);
/* Calls fn with the number of each stored game (with playing, of each game
 * being played only), newest first, reading nothing but the games table:
 * cheap enough for every Tab.  Stops early if fn returns false. */
bool store_each_game_id(struct store *s, bool playing, bool (*fn)(int64_t, void *), void *ctx);
/* Which games store_find_games() gives: NULL or 0 for any. */
struct store_game_filter {
	const char *family;      /* an engine's family */
	const char *game;        /* a rule set, as typed at `new` */
	const char *status;      /* "playing", "finished" or "abandoned" */
	const char *since;       /* local dates, YYYY-MM-DD, both days included */
	const char *until;
	int nplayers;            /* players each game must have, as stored: */
	const char *name[ENGINE_MAX_PLAYERS];
	int limit;               /* the newest so many; 0: all */
};
/* How many games filter f lets through, whatever its limit; -1 on an
 * error. */
long long store_count_games(struct store *s, const struct store_game_filter *f);
/* Calls fn for each game that filter f lets through (NULL: every game),
 * newest first; stops early if fn returns false.  How many rows fn saw, or
 * -1 on an error. */
int store_find_games(struct store *s, const struct store_game_filter *f,
    bool (*fn)(const struct store_game_row *, void *), void *ctx);
/* 1 if a stored game or a saved preset has rule set `name`, 0 if none, -1
 * on an error. */
int store_rule_set_used(struct store *s, const char *name);
/* Calls fn for game id alone: 1 if there is such a game, 0 if not, -1 on
 * an error.  The row's text lives until fn returns. */
int store_game_row(struct store *s, int64_t id, bool (*fn)(const struct store_game_row *, void *),
    void *ctx);
/* Marks game id abandoned (over, no winner): never resumed, in no
 * statistic.  1 if done, 0 if it is not being played (none, finished,
 * already abandoned), -1 on an error. */
int store_game_abandon(struct store *s, int64_t id);
/* Deletes game id with its options, players and entries.  1 if done, 0 if
 * there is no such game, -1 on an error. */
int store_game_delete(struct store *s, int64_t id);
/* Calls fn for each distinct player name, for completion. */
bool store_each_player(struct store *s, bool (*fn)(const char *, void *), void *ctx);

/* A table's own rule sets, by name.  Saving under a name replaces it. */
bool store_preset_save(struct store *s, const char *name, const char *base,
    const struct engine *e, const void *rules);
/* 1, with its engine, its rules (a new block for the caller to free) and
 * the built-in set they came from, if there is such a preset; 0 if not; -1
 * on an error (in err). */
int store_preset_load(struct store *s, const char *name, char *base, size_t baselen,
    const struct engine **engine, void **rules, char *err, size_t errlen);
/* How many were deleted (0 or 1), or -1 on an error. */
int store_preset_delete(struct store *s, const char *name);
bool store_each_preset(struct store *s, bool (*fn)(const char *name, const char *base, void *),
    void *ctx);

/* What the store keeps of how a game ended, beside its entries (what a
 * replay must agree with). */
struct store_result {
	char status[16];
	int winner, loser;                /* seats as stored; -1 for none */
	char result[16];                  /* "" for none */
	int nplayers;
	int final_score[ENGINE_MAX_PLAYERS];
	int rank[ENGINE_MAX_PLAYERS];     /* -1 for none (NULL) */
	bool has_final[ENGINE_MAX_PLAYERS];
};
/* Game id's stored result into r: 1, 0 if there is no such game, -1 on an
 * error of the store. */
int store_game_result(struct store *s, int64_t id, struct store_result *r);

/* A family's mending of the rows an earlier version of its engine wrote:
 * SQL run on a file of schema version `since` or later as it is brought
 * up to date, in the same transaction (store_upgrade.c); then the next
 * one, or NULL. */
struct store_repair {
	int since;
	const char *sql;
	const struct store_repair *next;
};
/* Takes the families' repairs (n, living as long as the program), run by
 * every store opened after: families.c's, handed once at start. */
void store_use_repairs(const struct store_repair *const *repairs, size_t n);

#endif
