/* The SQL of stats, leaderboard and versus (sql/009 has the views versus
 * reads, sql/010 the summaries, sql/011 the totals stats and leaderboard
 * read).  Each family's own figures are queries of
 * its own, found by the view its facts are read through: adding a game
 * adds rows to the table below, never an `if` on a family. */
#include "config.h"

#include <string.h>

#include <sqlite3.h>

#include "store_private.h"
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

/* Each family's figures read the totals a player and rule set that
 * sql/011 keeps from the summaries of finished games (sql/010): a row a
 * player and rule set (or dice, or box), never a row a game.  Averages are
 * sums over counts, as avg() makes them; a sum that may be NULL reads NULL
 * where no value was added (its n_ count is 0), as sum() does. */
#define MAYBE(sum) " CASE WHEN n_" sum " > 0 THEN " sum " END"

/* The Farkle family.  Section 0, throws by dice thrown and by rules:
 * player, game, dice, throws, busts, base, options (NAME=VALUE lines, the
 * rules the throws were made under, for the luck column).  Section 1, a
 * row a player and rule set: player, game, games (those where the player
 * played a turn), opened (games where the player banked), turns to open
 * (their average), crosses, penalties, penalty points, best turn, full
 * hands, piggy-backs taken, and won (the turn taken over was banked). */
#define FARKLE_THROWS_SQL(WHO, KIND) \
    "SELECT t.player, t.game, t.dice, t.throws, CASE WHEN t.n_busts > 0 THEN t.busts END," \
    " r.base, r.options" \
    " FROM farkle_throw_totals t JOIN option_sets r ON r.id = t.rules" \
    " WHERE" WHO_FILTER(WHO, KIND, "t.player", "t.game", "t.family") \
    " ORDER BY t.game, t.player, t.dice, r.base, r.options"
static query4 farkle_throws_sql = ALL4(FARKLE_THROWS_SQL);

#define FARKLE_TURNS_SQL(WHO, KIND) \
    "SELECT player, game, games, opened, CAST(open_turns AS REAL) / opened, crosses," \
    " penalties, penalty_points, best," MAYBE("full_hands") "," MAYBE("taken") "," \
    MAYBE("taken_won") \
    " FROM farkle_totals WHERE" WHO_FILTER(WHO, KIND, "player", "game", "family") \
    " ORDER BY game, player"
static query4 farkle_turns_sql = ALL4(FARKLE_TURNS_SQL);

/* Yams.  Section 0, a row a player and rule set: player, game, games,
 * columns whose bonus is known (made or missed), bonus made, Yams thrown
 * (turns written with five alike in hand).  Section 1, a row a box:
 * player, game, box, times written, average written, times scratched;
 * the boxes in the order of the sheet. */
#define YAMS_SQL(WHO, KIND) \
    "SELECT t.player, t.game, t.games, coalesce(y.columns, 0), coalesce(y.made, 0)," \
    " coalesce(y.yams, 0)" \
    " FROM player_totals t" \
    " LEFT JOIN yams_totals y ON y.player = t.player AND y.game = t.game" \
    " WHERE t.family = 'yams' AND" WHO_FILTER(WHO, KIND, "t.player", "t.game", "t.family") \
    " ORDER BY t.game, t.player"
static query4 yams_sql = ALL4(YAMS_SQL);

/* (the average as avg() makes it: the sum of the values over how many
 * there are) */
#define YAMS_BOXES_SQL(WHO, KIND) \
    "SELECT player, game, box, written, CAST(total AS REAL) / valued," MAYBE("scratched") \
    " FROM yams_box_totals WHERE" WHO_FILTER(WHO, KIND, "player", "game", "family") \
    " ORDER BY game, player," \
    " instr(',1,2,3,4,5,6,min,max,suite,full,carre,yams,', ',' || box || ','), box"
static query4 yams_boxes_sql = ALL4(YAMS_BOXES_SQL);

/* Yam Master.  Section 0, a row a player and rule set: player, game,
 * games, pawns placed, lines of five made, the average count (the final
 * score). */
#define YAMMASTER_SQL(WHO, KIND) \
    "SELECT t.player, t.game, t.games, coalesce(w.placed, 0), coalesce(w.fives, 0)," \
    " CAST(t.score AS REAL) / t.scored" \
    " FROM player_totals t" \
    " LEFT JOIN yammaster_totals w ON w.player = t.player AND w.game = t.game" \
    " WHERE t.family = 'yammaster' AND" \
    WHO_FILTER(WHO, KIND, "t.player", "t.game", "t.family") \
    " ORDER BY t.game, t.player"
static query4 yammaster_sql = ALL4(YAMMASTER_SQL);

static const struct {
	const char *facts_view;
	query4 *sections[3];   /* NULL-terminated; each ALL4() */
} family_sql[] = {
	{"farkle_facts", {&farkle_throws_sql, &farkle_turns_sql, NULL}},
	{"yams_facts", {&yams_sql, &yams_boxes_sql, NULL}},
	{"yammaster_facts", {&yammaster_sql, NULL}},
};

/* Runs sql with texts a and b bound to ?1 and ?2 (NULL binds NULL),
 * giving fn each row. */
static bool
each_row(struct store *s, const char *sql, const char *a, const char *b, store_row_fn fn,
    void *ctx)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK)
		return false;
	if (a != NULL)
		sqlite3_bind_text(st, 1, a, -1, SQLITE_STATIC);
	if (b != NULL)
		sqlite3_bind_text(st, 2, b, -1, SQLITE_STATIC);
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
	if (!each_row(s, "SELECT 1 FROM players WHERE name = ?1 LIMIT 1", name, NULL, found,
	    &known))
		return -1;
	return known;
}

int
store_kind_known(struct store *s, const char *kind)
{
	int known = 0;
	if (!each_row(s, "SELECT 1 WHERE EXISTS (SELECT 1 FROM games WHERE game = ?1)"
	    " OR EXISTS (SELECT 1 FROM games WHERE family = ?1)"
	    " OR EXISTS (SELECT 1 FROM presets WHERE name = ?1)", kind, NULL, found, &known))
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
	    " CAST(CASE WHEN scored > 0 THEN score END AS REAL) / nullif(turns, 0)" \
	    " FROM player_totals WHERE" WHO_FILTER(WHO, KIND, "player", "game", "family") \
	    " ORDER BY game, player"
	static query4 sql = ALL4(STATS_SQL);
	return each_row(s, sql[player != NULL][kind != NULL], player, kind, fn, ctx);
}

int
store_family_stats(struct store *s, const char *facts_view, int section, const char *player,
    const char *kind, store_row_fn fn, void *ctx)
{
	for (size_t i = 0; i < sizeof family_sql / sizeof family_sql[0]; i++) {
		if (strcmp(family_sql[i].facts_view, facts_view) != 0)
			continue;
		for (int k = 0; k < section; k++)
			if (family_sql[i].sections[k] == NULL)
				return 0;
		if (section < 0 || family_sql[i].sections[section] == NULL)
			return 0;
		return each_row(s, (*family_sql[i].sections[section])[player != NULL][kind != NULL],
		    player, kind, fn, ctx) ? 1 : -1;
	}
	return 0;
}

bool
store_leaderboard(struct store *s, const char *kind, store_row_fn fn, void *ctx)
{
	/* (player_results counted from the totals a rule set: a win rate is
	 * wins over games, as sum(won) / count(*) makes it) */
#define LEADERBOARD_SQL(WHO, KIND) "SELECT rank() OVER (ORDER BY wins DESC, rate DESC)," \
	    " player, wins, games, shared, rate FROM (SELECT player, sum(wins) AS wins," \
	    " sum(games) AS games, sum(shared) AS shared," \
	    " CAST(sum(wins) AS REAL) / sum(games) AS rate" \
	    " FROM player_totals WHERE" WHO_FILTER(WHO, KIND, "player", "game", "family") \
	    " GROUP BY player) ORDER BY wins DESC, rate DESC, games DESC, player"
	static query4 sql = ALL4(LEADERBOARD_SQL);
	return each_row(s, sql[0][kind != NULL], NULL, kind, fn, ctx);
}

bool
store_versus(struct store *s, const char *a, const char *b, store_row_fn fn, void *ctx)
{
	return each_row(s, "SELECT x.game, count(*), sum(x.won), sum(y.won), avg(x.final_score),"
	    " avg(y.final_score), sum(x.rank < y.rank), sum(y.rank < x.rank)"
	    " FROM player_results x JOIN player_results y ON y.game_id = x.game_id"
	    " WHERE x.player = ?1 AND y.player = ?2 GROUP BY x.game ORDER BY x.game",
	    a, b, fn, ctx);
}
