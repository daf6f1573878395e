/* Games carried between databases: `export GAME|all --json|--csv [FILE]`
 * and `import FILE`.  The types the store, the renderer and the two
 * commands share; the JSON a game is carried in is the export's object
 * (render_json.c) with the keys below beside those of the contract. */
#ifndef TAPIS_EXCHANGE_H
#define TAPIS_EXCHANGE_H

#include <stdbool.h>
#include <stdint.h>

#include "store.h"

#define EXCHANGE_UID 32          /* hex digits of a game's uid (sql/005) */
#define EXCHANGE_TIME 21         /* "2024-05-03T19:04:05Z" and its '\0' */
#define EXCHANGE_FAMILY 32
#define EXCHANGE_OPTIONS 64      /* options an engine has, at most */

/* What a game is beside its sheet, for the export to carry and the import
 * to keep: its name for ever (uid), its engine, the built-in rule set it
 * started from, when it started and ended (UTC, as stored), and its local
 * date for the CSV. */
struct exchange_meta {
	char uid[EXCHANGE_UID + 1];
	char family[EXCHANGE_FAMILY + 1];
	char base[STORE_RULESET_MAX];
	char created[EXCHANGE_TIME];
	char finished[EXCHANGE_TIME];   /* "" while it is not finished */
	char date[EXCHANGE_TIME];       /* local "2024-05-03" */
	char (*at)[EXCHANGE_TIME];      /* when each played entry was typed, */
	int nat;                        /* if known (UTC); owned by the caller */
};

/* One finished turn, a row of the CSV. */
struct exchange_turn {
	long long game;
	const char *ruleset;
	const char *date;
	const char *player;
	int turn;                 /* the player's own turns, from 1 */
	const char *throws;       /* the turn's throws, " / " between */
	int points;
	const char *outcome;
	int score_after;
	const char *entry;        /* the entry that ended it, unless a throw: "bank",
	                             "score full desc", "place c3"; else "" */
};

/* A game as read from an import file, checked for its shape (the types and
 * lengths of its values), not yet for its rules. */
struct import_entry {
	char player[STORE_NAME_BYTES + 1];
	char kind[24];
	char args[STORE_ARGS + 1];    /* the dice or the words, as stored */
	char at[EXCHANGE_TIME];        /* when it was typed; "" if the file says not */
};

struct import_option {
	char name[32];
	char value[STORE_VALUE];      /* as typed: numbers, yes or no, text */
};

struct import_game {
	int place;                     /* in the file, from 1 */
	struct exchange_meta meta;     /* its date is not read */
	char ruleset[STORE_RULESET_MAX];
	char status[16];
	bool has_winner;
	char winner[STORE_NAME_BYTES + 1];
	int nplayers;
	char name[STORE_MAX_PLAYERS][STORE_NAME_BYTES + 1];
	int score[STORE_MAX_PLAYERS];
	int noptions;
	struct import_option option[EXCHANGE_OPTIONS];
	struct import_entry *entry;    /* nentries of them, owned */
	int nentries, cap;
};

struct store;
/* Replays game ig through its engine into the store (inside the caller's
 * batch): the game with its rule set, options and players, each entry
 * played and written as when it was typed, then its status, uid and dates.
 * The new game's number into *id.  False, with the reason, if it is no
 * game this tapis can play or it does not replay to what the file says. */
bool import_replay(struct store *s, const struct import_game *ig, int64_t *id, char *why,
    size_t whylen);

#endif
