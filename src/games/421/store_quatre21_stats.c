/* 421's own figures in stats, from its totals (sql/018: quatre21_totals,
 * kept by its triggers) beside every game's (player_totals, whose losses
 * sql/016 keeps), in the columns its printer reads
 * (render_quatre21_stats.c).  Part of the store; the family's row of the
 * table reaches it through quatre21_stats. */
#include "config.h"

#include "quatre21.h"
#include "store_private.h"
#include "store_stats.h"
#include "store_stats_sql.h"

/* Section 0, a row a player and rule set: player, game, games, games lost,
 * rounds won, rounds lost, 4-2-1s thrown, tokens taken in the charge. */
#define QUATRE21_SQL(WHO, KIND) \
    "SELECT t.player, t.game, t.games, t.losses, coalesce(w.rounds_won, 0)," \
    " coalesce(w.rounds_lost, 0), coalesce(w.fours, 0), coalesce(w.charged, 0)" \
    " FROM player_totals t" \
    " LEFT JOIN quatre21_totals w ON w.player = t.player AND w.game = t.game" \
    " WHERE t.family = '421' AND" \
    WHO_FILTER(WHO, KIND, "t.player", "t.game", "t.family") \
    " ORDER BY t.game, t.player"
static query4 quatre21_sql = ALL4(QUATRE21_SQL);

static int
quatre21_stats_rows(struct store *s, int section, const char *player, const char *kind,
    store_row_fn fn, void *ctx)
{
	if (section != 0)
		return 0;
	return store_stats_query(s, quatre21_sql, player, kind, NULL, fn, ctx);
}

const struct family_stats quatre21_stats = {quatre21_stats_rows, quatre21_print_stats};
