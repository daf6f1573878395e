/* An open game: who plays, under which rules, and the log of its entries.
 * The state is always the replay of the active entries; the only copies are
 * the checkpoints an undo starts from, each the replay of the entries before
 * it and forgotten when they are taken back.  It knows its game only through the engine
 * interface (engine.h).  No I/O here. */
#ifndef TAPIS_GAME_H
#define TAPIS_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "engine.h"
#include "game_checkpoints.h"

#define GAME_NAME_MAX 24          /* characters in a player's name */
#define GAME_NAME_BYTES (GAME_NAME_MAX * 4)   /* the same in UTF-8, at most */
#define GAME_RULESET_CHARS 24      /* characters in a preset's name */
#define GAME_RULESET_MAX (GAME_RULESET_CHARS * 4 + 1)

struct game_entry {
	int seat;                 /* who made it */
	struct action action;
};

struct game {
	int64_t id;
	const struct engine *engine;
	char ruleset[GAME_RULESET_MAX];  /* as typed at `new` */
	char base[GAME_RULESET_MAX];     /* the built-in rule set it started from */
	bool abandoned;                  /* given up: over, without a winner */
	int nplayers;
	char name[ENGINE_MAX_PLAYERS][GAME_NAME_BYTES + 1];
	const char *names[ENGINE_MAX_PLAYERS];   /* name[i], as the engine takes them */
	void *rules;                     /* the engine's, prepared for play */
	void *state;
	struct game_entry *entry;        /* [0, nactive) played, [nactive, ntotal) undone */
	int nactive;
	int ntotal;
	int cap;
	struct game_checkpoints checkpoints;   /* of state, for undo */
};

/* The rules of built-in rule set `preset` of engine e, in a new block for
 * the caller to free; NULL if there is no such preset or no memory. */
void *game_rules_new(const struct engine *e, const char *preset);
/* The most any engine's rules take (each engine asserts it holds): room
 * for rules on the stack, where a line already kept draws them. */
#define GAME_RULES_MOST 8192
/* game_rules_new into rules (room for e->rules_size); false if there is
 * no such preset. */
bool game_rules_init(const struct engine *e, const char *preset, void *rules);
/* Sets option name of rules (of engine e) to value, as stored; false, with
 * the reason, if the engine takes no such option or value. */
bool game_option_set(const struct engine *e, void *rules, const char *name, const char *value,
    char *why, size_t whylen);
/* The rules of a game of built-in rule set base with the options of
 * `assignments` ("NAME=VALUE" lines, as the stats views give them; NULL:
 * none), checked and prepared, in a new block for the caller to free;
 * NULL, with the reason, if they cannot be read back. */
void *game_rules_read(const struct engine *e, const char *base, const char *assignments,
    char *why, size_t whylen);
/* game_rules_read into rules (room for e->rules_size); false, with the
 * reason, if they cannot be read back. */
bool game_rules_read_into(const struct engine *e, const char *base, const char *assignments,
    void *rules, char *why, size_t whylen);
/* A copy of rules of engine e, for the caller to free; NULL on no memory. */
void *game_rules_copy(const struct engine *e, const void *rules);

/* A new game with no entries, with a copy of rules, prepared; NULL on a
 * lack of memory or a player count the engine does not take. */
struct game *game_create(const struct engine *e, const char *ruleset, const void *rules,
    int nplayers, char *const *names);
void game_free(struct game *g);
const void *game_rules(const struct game *g);

/* Applies an entry for the player whose turn it is.  On success it becomes
 * the newest active entry (the undone ones are dropped) and *out says what
 * happened; on refusal nothing changes and why says which rule was broken. */
bool game_play(struct game *g, const struct action *a, union outcome *out,
    char *why, size_t whylen);
/* Whether a would be accepted now, with what it would do; nothing changes. */
bool game_try(const struct game *g, const struct action *a, union outcome *out,
    char *why, size_t whylen);
/* Whether the n entries of a would be accepted one after the other, the
 * last one's outcome in *out; nothing changes. */
bool game_try_each(const struct game *g, const struct action *a, int n, union outcome *out,
    char *why, size_t whylen);
/* What argument arg of verb may be once first is played (the box after
 * a throw's faces on one line), each word given to add, as
 * engine_complete_args says it; nothing if first would be refused.
 * Nothing changes. */
void game_complete_after(const struct game *g, const struct action *first, int verb, int arg,
    char *const *argv, void (*add)(const char *word, void *ctx), void *ctx);
/* Appends an entry read back from the store, active or undone. */
bool game_load_entry(struct game *g, const struct game_entry *e, bool undone);
/* Rebuilds the state from the active entries, and the checkpoints on the
 * way; false if the log no longer replays (a store written by other rules). */
bool game_replay(struct game *g, char *why, size_t whylen);
/* Plays the active entries on a fresh state (of the engine's state_size),
 * calling fn after each with its outcome; false, with why, if
 * the log does not replay.  For whoever reads a game entry by entry. */
bool game_walk(const struct game *g, void *state,
    void (*fn)(const struct game *g, int index, const void *state, const union outcome *o,
    void *ctx), void *ctx, char *why, size_t whylen);
/* Moves the newest active entry to the undone ones; false if there is none.
 * The state is the newest checkpoint's before it, the entries after that
 * replayed: fewer than a stride, however long the game. */
bool game_undo(struct game *g);
/* Plays the oldest undone entry again; false if there is none. */
bool game_redo(struct game *g, union outcome *out);
/* Over: won, drawn or abandoned. */
bool game_is_over(const struct game *g);
/* "playing", "finished" or "abandoned", as the store and the export say. */
const char *game_status(const struct game *g);
int game_current(const struct game *g);
/* The winner's seat: the one player in place 1 of a game whose end names a
 * winner (engine.h); -1 while playing, where players share place 1 (a
 * draw), or if abandoned. */
int game_winner(const struct game *g);
/* The one player in place 1 of the ranking of the game over, whatever its
 * end names; -1 while playing or where players share the place. */
int game_first(const struct game *g);
/* The loser's seat, the same for a game whose end names a loser: the one
 * player in the last place; -1 otherwise. */
int game_loser(const struct game *g);
/* Seat's place once the game is over (1 the best, tied players sharing
 * one); 0 while it is played. */
int game_place(const struct game *g, int seat);
/* How a game over ended, as the store and the export say it: one player
 * won, several shared the win, a draw, one player lost; NONE while it is
 * played or once abandoned. */
enum game_result { GAME_NONE, GAME_WON, GAME_SHARED, GAME_DRAWN, GAME_LOST };
enum game_result game_result(const struct game *g);
/* The word the store keeps for it: "won", "shared", "drawn", "lost";
 * NULL for none. */
const char *game_result_key(enum game_result r);
int game_score(const struct game *g, int seat);
/* g's chart (chart.h), worked out from its active entries: each player's
 * score after each of their turns, or after each round where the engine
 * charts rounds (421); c's arrays for chart_free.  False, with why, on no
 * memory or a log that does not replay. */
struct chart;
bool game_chart(const struct game *g, struct chart *c, char *why, size_t whylen);

#endif
