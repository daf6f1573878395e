/* The SQL of stats, leaderboard and versus (sql/009 has the views versus
 * reads, sql/010 the summaries, sql/011 the totals stats and leaderboard
 * read, sql/021 every family's facts).  What only one family's games have
 * is read by one query for every family (store_facts): adding a game adds
 * no line here. */
#include "config.h"

#include <sqlite3.h>

#include "fact_decl.h"
#include "never.h"
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
	/* (each statement is one of this file's, of 11 columns at most) */
	if (NEVER(n > 32))
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

bool
store_stats(struct store *s, const char *player, const char *kind, store_row_fn fn, void *ctx)
{
	/* (player_stats's figures, from the totals: the average over the
	 * final scores known, per_turn NULL where none is) */
#define STATS_SQL(WHO, KIND) "SELECT player, game, games, wins, shared," \
	    " CAST(score AS REAL) / scored, best, turns," \
	    " CAST(CASE WHEN scored > 0 THEN score END AS REAL) / nullif(turns, 0), family," \
	    " losses" \
	    " FROM player_totals WHERE" WHO_FILTER(WHO, KIND, "player", "game", "family") \
	    " ORDER BY game, player COLLATE names"
	static query4 sql = ALL4(STATS_SQL);
	return store_stats_query(s, sql, player, kind, NULL, fn, ctx) > 0;
}

int
store_family_players(struct store *s, const char *family, const char *player,
    const char *kind, store_row_fn fn, void *ctx)
{
#define PLAYERS_SQL(WHO, KIND) "SELECT player, game, games, losses," \
	    " CAST(score AS REAL) / scored FROM player_totals" \
	    " WHERE family = ?3 AND" WHO_FILTER(WHO, KIND, "player", "game", "family") \
	    " ORDER BY game, player COLLATE names, player"
	static query4 sql = ALL4(PLAYERS_SQL);
	return store_stats_query(s, sql, player, kind, family, fn, ctx);
}

/* The row of st as a fact's totals into t; false if a value is not as
 * the store writes it. */
static bool
fact_total(sqlite3_stmt *st, struct fact_total *t)
{
	for (int c = 4; c <= 6; c++)
		if (sqlite3_column_type(st, c) != SQLITE_INTEGER)
			return false;
	t->player = (const char *)sqlite3_column_text(st, 0);
	t->game = (const char *)sqlite3_column_text(st, 1);
	t->fact = (const char *)sqlite3_column_text(st, 2);
	t->key = (const char *)sqlite3_column_text(st, 3);
	t->games = sqlite3_column_int64(st, 4);
	t->n = sqlite3_column_int64(st, 5);
	t->total = sqlite3_column_int64(st, 6);
	t->has_best = sqlite3_column_type(st, 7) == SQLITE_INTEGER;
	t->best = t->has_best ? sqlite3_column_int64(st, 7) : 0;
	t->base = (const char *)sqlite3_column_text(st, 8);
	t->options = (const char *)sqlite3_column_text(st, 9);
	/* untaken: the four are fact_totals' key (WITHOUT ROWID: NOT NULL), NULL only
	 * where SQLite's allocation failed */
	return t->player != NULL && t->game != NULL && t->fact != NULL && t->key != NULL &&
	    (t->has_best || sqlite3_column_type(st, 7) == SQLITE_NULL);
}

int
store_facts(struct store *s, const char *family, const char *player, const char *kind,
    bool (*fn)(const struct fact_total *t, void *ctx), void *ctx)
{
	/* (the family's range of the table, in the order of its key: no
	 * sort) */
#define FACTS_SQL(WHO, KIND) "SELECT f.player, f.game, f.fact, f.key, f.games, f.n," \
	    " f.total, f.best, r.base, r.options" \
	    " FROM fact_totals f LEFT JOIN option_sets r ON r.id = f.rules" \
	    " WHERE f.family = ?3 AND" WHO_FILTER(WHO, KIND, "f.player", "f.game", "f.family") \
	    " ORDER BY f.family, f.player, f.game, f.fact, f.key, f.rules"
	static query4 sql = ALL4(FACTS_SQL);
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, sql[player != NULL][kind != NULL], -1, &st, NULL) !=
	    SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, player, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, kind, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, family, -1, SQLITE_STATIC);
	struct fact_total t;
	int damaged = 0;
	while (sqlite3_step(st) == SQLITE_ROW)
		if (!fact_total(st, &t))
			damaged++;
		else if (!fn(&t, ctx))
			break;
	return sqlite3_finalize(st) == SQLITE_OK ? damaged : -1;
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
	    " avg(y.final_score), sum(x.rank < y.rank), sum(y.rank < x.rank), max(x.family)"
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
	if (sqlite3_prepare_v2(s->db, "SELECT count(*) FROM " STORE_DAMAGED_FINISHED, -1, &st,
	    NULL) != SQLITE_OK)
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
	    " INSERT INTO game_totals_out (game_id) SELECT g.id FROM " STORE_DAMAGED_FINISHED,
	    NULL, NULL, NULL) != SQLITE_OK) {
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
