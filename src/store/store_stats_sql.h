/* How the queries of stats are written, for the store file that holds
 * them, store_stats.c: the tables every game has, and every family's
 * facts (sql/021).  Private to the store. */
#ifndef TAPIS_STORE_STATS_SQL_H
#define TAPIS_STORE_STATS_SQL_H

#include "store_stats.h"

/* ?1 the player (NULL: all), ?2 a rule set or a family (NULL: all).  Each
 * query is written four times, by WHO and by KIND: for all players
 * (ANYONE) and for one (ONLY), for every kind of game (ANYKIND) and for
 * one (OFKIND), so that one player's rows are found through the totals'
 * key (player, game) and one kind's through their indexes on game and on
 * family ("?1 IS NULL OR name = ?1" can use no index, nor can "?2 IS NULL
 * OR ...").  The parameter a case does not filter on stays in its text,
 * IS NULL, so that both are bound alike. */
#define ANYONE(player) " ?1 IS NULL "
#define ONLY(player) " " player " = ?1 "
#define ANYKIND(game, family) " ?2 IS NULL "
#define OFKIND(game, family) " (" game " = ?2 OR " family " = ?2) "
#define WHO_FILTER(WHO, KIND, player, game, family) WHO(player) "AND" KIND(game, family)
/* the four texts of query Q, [player given][kind given] */
#define ALL4(Q) {{Q(ANYONE, ANYKIND), Q(ANYONE, OFKIND)}, {Q(ONLY, ANYKIND), Q(ONLY, OFKIND)}}
typedef const char *const query4[2][2];

/* The figures read the totals a player and rule set that sql/011 and 021
 * keep from the summaries of finished games (sql/010): a row a player and
 * rule set (or a fact, key and rules of them), never a row a game.
 * Averages are sums over counts, as avg() makes them. */

/* Runs the text of q for player and kind (NULL: all), with ?3 bound to
 * third (NULL: left unbound), giving fn each row.  1 once done, -1 on an
 * error (store_error() says which). */
int store_stats_query(struct store *s, query4 q, const char *player, const char *kind,
    const char *third, store_row_fn fn, void *ctx);

#endif
