/* The store's part of stats, leaderboard and versus: the figures as rows
 * of text, a value a column, in the order each function documents.  Only
 * finished games count (sql/009). */
#ifndef TAPIS_STORE_STATS_H
#define TAPIS_STORE_STATS_H

#include <stdbool.h>

struct store;

/* One row: n values (NULL where SQL has none), living until fn returns.
 * Returns false to stop. */
typedef bool (*store_row_fn)(const char *const *values, int n, void *ctx);

/* A row a player and rule set (player, or kind, NULL for all; kind a rule
 * set or a family): player, game, games, wins, shared, average, best,
 * turns, per_turn, family, games lost.  Ordered by rule set, then player. */
bool store_stats(struct store *s, const char *player, const char *kind, store_row_fn fn,
    void *ctx);
/* A row a player and rule set of family's finished games, filtered
 * alike: player, game, games, games lost, average final score.  Ordered
 * by rule set, then player.  1 once done, -1 on an error. */
int store_family_players(struct store *s, const char *family, const char *player,
    const char *kind, store_row_fn fn, void *ctx);
/* The totals of the facts of family's games (sql/021: those its
 * declaration, struct family_facts in fact_decl.h, names), filtered
 * alike, one to fn a player, rule set, fact, key and set of rules; fn
 * returns false to stop.  Ordered by player (as bytes), rule set, fact,
 * key, rules.  A row whose values are not what the store writes (mended
 * by hand) is left out: how many were, once done; -1 on an error. */
struct fact_total;
int store_facts(struct store *s, const char *family, const char *player, const char *kind,
    bool (*fn)(const struct fact_total *t, void *ctx), void *ctx);
/* A row a player (kind NULL for all games): rank, player, wins, games,
 * shared, win_rate; by wins, then win rate, then games. */
bool store_leaderboard(struct store *s, const char *kind, store_row_fn fn, void *ctx);
/* The finished games whose rows are damaged (a value mended by hand, as
 * games shows them) taken out of the totals for the figures read until
 * store_stats_put_back, which puts them back: nothing of the file
 * changes.  How many there are; *left_out false where they could not be
 * (a file read only); -1 on an error of the store. */
int store_stats_leave_out_damaged(struct store *s, bool *left_out);
/* How many finished games are damaged so; -1 on an error of the store.
 * (versus leaves them out of its own SQL.) */
int store_stats_damaged(struct store *s);
void store_stats_put_back(struct store *s);
/* A row a rule set the two played together in: game, games, wins of a,
 * wins of b, average of a, average of b, times a finished above b, times b
 * above a, family. */
bool store_versus(struct store *s, const char *a, const char *b, store_row_fn fn, void *ctx);

#endif
