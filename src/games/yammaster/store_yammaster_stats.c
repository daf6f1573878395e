/* Yam Master's own figures in stats, from its totals (sql/011:
 * yammaster_totals, kept by the triggers of sql/010, 011 and 015) beside
 * every game's (player_totals), in the columns its printer reads
 * (render_yammaster_stats.c).  Part of the store; the family's row of the
 * table reaches it through yammaster_stats. */
#include "config.h"

#include "store_private.h"
#include "store_stats.h"
#include "store_stats_sql.h"
#include "yammaster.h"

/* Section 0, a row a player and rule set: player, game, games, pawns
 * placed, lines of five made, the average count (the final score). */
#define YAMMASTER_SQL(WHO, KIND) \
    "SELECT t.player, t.game, t.games, coalesce(w.placed, 0), coalesce(w.fives, 0)," \
    " CAST(t.score AS REAL) / t.scored" \
    " FROM player_totals t" \
    " LEFT JOIN yammaster_totals w ON w.player = t.player AND w.game = t.game" \
    " WHERE t.family = 'yammaster' AND" \
    WHO_FILTER(WHO, KIND, "t.player", "t.game", "t.family") \
    " ORDER BY t.game, t.player COLLATE names"
static query4 yammaster_sql = ALL4(YAMMASTER_SQL);

static int
yammaster_stats_rows(struct store *s, int section, const char *player, const char *kind,
    store_row_fn fn, void *ctx)
{
	if (section != 0)
		return 0;
	return store_stats_query(s, yammaster_sql, player, kind, NULL, fn, ctx);
}

const struct family_stats yammaster_stats = {yammaster_stats_rows, yammaster_print_stats};
