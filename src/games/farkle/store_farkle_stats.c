/* The Farkle family's own figures in stats, from its totals (sql/011:
 * farkle_totals and farkle_throw_totals, kept by the triggers of sql/010,
 * 011 and 013), in the columns its printer reads (render_farkle_stats.c).
 * Part of the store; the family's row of the table reaches it through
 * farkle_stats. */
#include "config.h"

#include "farkle.h"
#include "store_private.h"
#include "store_stats.h"
#include "store_stats_sql.h"

/* Section 0, throws by dice thrown and by rules: player, game, dice,
 * throws, busts, base, options (NAME=VALUE lines, the rules the throws
 * were made under, for the luck column). */
#define THROWS_SQL(WHO, KIND) \
    "SELECT t.player, t.game, t.dice, t.throws, CASE WHEN t.n_busts > 0 THEN t.busts END," \
    " r.base, r.options" \
    " FROM farkle_throw_totals t JOIN option_sets r ON r.id = t.rules" \
    " WHERE" WHO_FILTER(WHO, KIND, "t.player", "t.game", "t.family") \
    " ORDER BY t.game, t.player COLLATE names, t.dice, r.base, r.options"
static query4 throws_sql = ALL4(THROWS_SQL);

/* Section 1, a row a player and rule set: player, game, games (those
 * where the player played a turn), opened (games where the player
 * banked), turns to open (their average), crosses, penalties, penalty
 * points, best turn, full hands, piggy-backs taken, and won (the turn
 * taken over was banked). */
#define TURNS_SQL(WHO, KIND) \
    "SELECT player, game, games, opened, CAST(open_turns AS REAL) / opened, crosses," \
    " penalties, penalty_points, best," MAYBE("full_hands") "," MAYBE("taken") "," \
    MAYBE("taken_won") \
    " FROM farkle_totals WHERE" WHO_FILTER(WHO, KIND, "player", "game", "family") \
    " ORDER BY game, player COLLATE names"
static query4 turns_sql = ALL4(TURNS_SQL);

static int
farkle_stats_rows(struct store *s, int section, const char *player, const char *kind,
    store_row_fn fn, void *ctx)
{
	switch (section) {
	case 0:
		return store_stats_query(s, throws_sql, player, kind, NULL, fn, ctx);
	case 1:
		return store_stats_query(s, turns_sql, player, kind, NULL, fn, ctx);
	}
	return 0;
}

const struct family_stats farkle_stats = {farkle_stats_rows, farkle_print_stats};
