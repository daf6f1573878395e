/* The SQL of stats, leaderboard and versus (sql/009 has the views versus
 * reads, sql/010 the summaries, sql/011 the totals stats and leaderboard
 * read, sql/021 every family's facts).  What only one family's games have
 * is read by one query for every family (store_facts): adding a game adds
 * no line here. */
#include "config.h"

#include <sqlite3.h>

#include "store_private.h"
#include "store_stats.h"
#include "store_stats_sql.h"

/* Runs sql with texts a, b and c bound to ?1, ?2 and ?3 (NULL binds
 * NULL), giving fn each row. */
static bool
each_row(struct store *s, const char *sql, const char *a, const char *b, const char *c,
    store_row_fn fn, void *ctx)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK)
		return false;
	if (a != NULL)
		sqlite3_bind_text(st, 1, a, -1, SQLITE_STATIC);
	if (b != NULL)
		sqlite3_bind_text(st, 2, b, -1, SQLITE_STATIC);
	if (c != NULL)
		sqlite3_bind_text(st, 3, c, -1, SQLITE_STATIC);
	int n = sqlite3_column_count(st);
	const char *values[32];
	if (n > 32)
		n = 32;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		for (int i = 0; i < n; i++)
			values[i] = (const char *)sqlite3_column_text(st, i);
		if (!fn(values, n, ctx))
			break;
	}
	return sqlite3_finalize(st) == SQLITE_OK;
}

int
store_stats_query(struct store *s, query4 q, const char *player, const char *kind,
    const char *third, store_row_fn fn, void *ctx)
{
	return each_row(s, q[player != NULL][kind != NULL], player, kind, third, fn, ctx) ? 1 : -1;
}

static bool
found(const char *const *values, int n, void *ctx)
{
	(void)values;
	(void)n;
	*(int *)ctx = 1;
	return false;
}

int
store_player_known(struct store *s, const char *name)
{
	int known = 0;
	if (!each_row(s, "SELECT 1 FROM players WHERE name = ?1 LIMIT 1", name, NULL, NULL,
	    found, &known))
		return -1;
	return known;
}

int
store_kind_known(struct store *s, const char *kind)
{
	int known = 0;
	if (!each_row(s, "SELECT 1 WHERE EXISTS (SELECT 1 FROM games WHERE game = ?1)"
	    " OR EXISTS (SELECT 1 FROM games WHERE family = ?1)"
	    " OR EXISTS (SELECT 1 FROM presets WHERE name = ?1)", kind, NULL, NULL, found,
	    &known))
		return -1;
	return known;
}

bool
store_stats(struct store *s, const char *player, const char *kind, store_row_fn fn, void *ctx)
{
	/* (player_stats's figures, from the totals: the average over the
	 * final scores known, per_turn NULL where none is) */
#define STATS_SQL(WHO, KIND) "SELECT player, game, games, wins, shared," \
	    " CAST(score AS REAL) / scored, best, turns," \
	    " CAST(CASE WHEN scored > 0 THEN score END AS REAL) / nullif(turns, 0), family" \
	    " FROM player_totals WHERE" WHO_FILTER(WHO, KIND, "player", "game", "family") \
	    " ORDER BY game, player COLLATE names"
	static query4 sql = ALL4(STATS_SQL);
	return store_stats_query(s, sql, player, kind, NULL, fn, ctx) > 0;
}

int
store_facts(struct store *s, const char *family, const char *player, const char *kind,
    store_row_fn fn, void *ctx)
{
	/* (every player of the family's finished games, with no fact or
	 * with each of theirs: fact_totals rows always have their
	 * player_totals row, both counting the same games) */
#define FACTS_SQL(WHO, KIND) "SELECT t.player, t.game, t.games, t.losses," \
	    " CAST(t.score AS REAL) / t.scored, f.fact, f.key, f.games, f.n, f.total, f.best," \
	    " CAST(f.total AS REAL) / f.n, r.base, r.options" \
	    " FROM player_totals t" \
	    " LEFT JOIN fact_totals f ON f.player = t.player AND f.game = t.game" \
	    " LEFT JOIN option_sets r ON r.id = f.rules" \
	    " WHERE t.family = ?3 AND" WHO_FILTER(WHO, KIND, "t.player", "t.game", "t.family") \
	    " ORDER BY t.game, t.player COLLATE names, t.player, f.fact, f.key, f.rules"
	static query4 sql = ALL4(FACTS_SQL);
	return store_stats_query(s, sql, player, kind, family, fn, ctx);
}

bool
store_leaderboard(struct store *s, const char *kind, store_row_fn fn, void *ctx)
{
	/* (player_results counted from the totals a rule set: a win rate is
	 * wins over games, as sum(won) / count(*) makes it) */
#define LEADERBOARD_SQL(WHO, KIND) "SELECT rank() OVER (ORDER BY wins DESC, rate DESC," \
	    " lost_rate)," \
	    " player, wins, games, shared, rate, lost FROM (SELECT player, sum(wins) AS wins," \
	    " sum(games) AS games, sum(shared) AS shared, sum(losses) AS lost," \
	    " CAST(sum(wins) AS REAL) / sum(games) AS rate," \
	    " CAST(sum(losses) AS REAL) / sum(games) AS lost_rate" \
	    " FROM player_totals WHERE" WHO_FILTER(WHO, KIND, "player", "game", "family") \
	    " GROUP BY player) ORDER BY wins DESC, rate DESC, lost_rate, games DESC," \
	    " player COLLATE names"
	static query4 sql = ALL4(LEADERBOARD_SQL);
	return store_stats_query(s, sql, NULL, kind, NULL, fn, ctx) > 0;
}

bool
store_versus(struct store *s, const char *a, const char *b, store_row_fn fn, void *ctx)
{
	return each_row(s, "SELECT x.game, count(*), sum(x.won), sum(y.won), avg(x.final_score),"
	    " avg(y.final_score), sum(x.rank < y.rank), sum(y.rank < x.rank)"
	    " FROM player_results x JOIN player_results y ON y.game_id = x.game_id"
	    " JOIN games g ON g.id = x.game_id"
	    " WHERE x.player = ?1 AND y.player = ?2 AND NOT " STORE_DAMAGED("g")
	    " GROUP BY x.game ORDER BY x.game",
	    a, b, NULL, fn, ctx);
}

/* (every family's totals are taken out by the triggers on game_totals_out,
 * sql/016 and 021, inside a savepoint rolled back after) */
int
store_stats_damaged(struct store *s)
{
	sqlite3_stmt *st;
	int n = -1;
	if (sqlite3_prepare_v2(s->db, "SELECT count(*) FROM games g WHERE g.status = 'finished'"
	    " AND " STORE_DAMAGED("g"), -1, &st, NULL) != SQLITE_OK)
		return -1;
	if (sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return n;
}

int
store_stats_leave_out_damaged(struct store *s, bool *left_out)
{
	int n = store_stats_damaged(s);
	*left_out = false;
	if (n <= 0 || s->read_only)
		return n;
	if (sqlite3_exec(s->db, "SAVEPOINT damaged_left_out;"
	    " INSERT INTO game_totals_out (game_id) SELECT g.id FROM games g"
	    " WHERE g.status = 'finished' AND " STORE_DAMAGED("g"), NULL, NULL, NULL) != SQLITE_OK) {
		store_stats_put_back(s);
		return n;
	}
	*left_out = true;
	return n;
}

void
store_stats_put_back(struct store *s)
{
	sqlite3_exec(s->db, "ROLLBACK TO damaged_left_out; RELEASE damaged_left_out", NULL, NULL,
	    NULL);
}
