/* The SQL of stats, leaderboard and versus (sql/009 has the views it
 * reads, sql/010 the summaries).  Each family's own figures are queries of
 * its own, found by the view its facts are read through: adding a game
 * adds rows to the table below, never an `if` on a family. */
#include "config.h"

#include <string.h>

#include <sqlite3.h>

#include "store_private.h"
#include "store_stats.h"

/* ?1 the player (NULL: all), ?2 a rule set or a family (NULL: all).  Each
 * query that filters on the player is written twice, by WHO: for all
 * players (ANYONE) and for one (ONLY), so that one player's figures are
 * found through the index on players (name) rather than by reading every
 * player's ("?1 IS NULL OR name = ?1" can use no index). */
#define ANYONE(player) " ?1 IS NULL "
#define ONLY(player) " " player " = ?1 "
#define KIND(game, family) " (?2 IS NULL OR " game " = ?2 OR " family " = ?2) "
#define WHO_FILTER(WHO, player, game, family) WHO(player) "AND" KIND(game, family)
/* the two texts of query Q, [0] for all players, [1] for one */
#define BOTH(Q) {Q(ANYONE), Q(ONLY)}

/* Each family's figures read the summary rows written when a game ends
 * (sql/010), a few rows a player and game, never the entries themselves. */

/* The Farkle family.  Section 0, throws by dice thrown and by rules:
 * player, game, dice, throws, busts, base, options (NAME=VALUE lines, the
 * rules the throws were made under, for the luck column).  Section 1, a
 * row a player and rule set: player, game, games (those where the player
 * played a turn), opened (games where the player banked), turns to open
 * (their average), crosses, penalties, penalty points, best turn, full
 * hands, piggy-backs taken, and won (the turn taken over was banked). */
#define FARKLE_THROWS_SQL(WHO) \
    "SELECT p.name, g.game, t.dice, sum(t.throws), sum(t.busts), r.base, r.options" \
    " FROM farkle_throw_summary t" \
    " JOIN games g ON g.id = t.game_id" \
    " JOIN players p ON p.game_id = t.game_id AND p.seat = t.seat" \
    " JOIN game_summary s ON s.game_id = t.game_id" \
    " JOIN option_sets r ON r.id = s.rules" \
    " WHERE g.status = 'finished' AND" \
    WHO_FILTER(WHO, "p.name", "g.game", "g.family") \
    " GROUP BY g.game, p.name, t.dice, r.id" \
    " ORDER BY g.game, p.name, t.dice, r.base, r.options"
static const char *const farkle_throws_sql[2] = BOTH(FARKLE_THROWS_SQL);

#define FARKLE_TURNS_SQL(WHO) \
    "SELECT p.name, g.game, count(*), count(s.open_turn), avg(s.open_turn), sum(s.crosses)," \
    " sum(s.penalties), sum(s.penalty_points), max(s.best), sum(s.full_hands), sum(s.taken)," \
    " sum(s.taken_won)" \
    " FROM farkle_summary s" \
    " JOIN games g ON g.id = s.game_id" \
    " JOIN players p ON p.game_id = s.game_id AND p.seat = s.seat" \
    " WHERE g.status = 'finished' AND" WHO_FILTER(WHO, "p.name", "g.game", "g.family") \
    " GROUP BY g.game, p.name ORDER BY g.game, p.name"
static const char *const farkle_turns_sql[2] = BOTH(FARKLE_TURNS_SQL);

/* Yams.  Section 0, a row a player and rule set: player, game, games,
 * columns whose bonus is known (made or missed), bonus made, Yams thrown
 * (turns written with five alike in hand).  Section 1, a row a box:
 * player, game, box, times written, average written, times scratched;
 * the boxes in the order of the sheet. */
#define YAMS_SQL(WHO) \
    "SELECT p.name, g.game, count(*), sum(coalesce(y.columns, 0)), sum(coalesce(y.made, 0))," \
    " sum(coalesce(y.yams, 0))" \
    " FROM games g JOIN players p ON p.game_id = g.id" \
    " LEFT JOIN yams_summary y ON y.game_id = g.id AND y.seat = p.seat" \
    " WHERE g.status = 'finished' AND g.family = 'yams' AND" \
    WHO_FILTER(WHO, "p.name", "g.game", "g.family") \
    " GROUP BY g.game, p.name ORDER BY g.game, p.name"
static const char *const yams_sql[2] = BOTH(YAMS_SQL);

/* (the average as avg() makes it: the sum of the values over how many
 * there are) */
#define YAMS_BOXES_SQL(WHO) \
    "SELECT p.name, g.game, b.box, sum(b.written)," \
    " CAST(sum(b.total) AS REAL) / sum(b.valued), sum(b.scratched)" \
    " FROM yams_box_summary b" \
    " JOIN games g ON g.id = b.game_id" \
    " JOIN players p ON p.game_id = b.game_id AND p.seat = b.seat" \
    " WHERE g.status = 'finished' AND" WHO_FILTER(WHO, "p.name", "g.game", "g.family") \
    " GROUP BY g.game, p.name, b.box" \
    " ORDER BY g.game, p.name," \
    " instr(',1,2,3,4,5,6,min,max,suite,full,carre,yams,', ',' || b.box || ','), b.box"
static const char *const yams_boxes_sql[2] = BOTH(YAMS_BOXES_SQL);

/* Yam Master.  Section 0, a row a player and rule set: player, game,
 * games, pawns placed, lines of five made, the average count (the final
 * score). */
#define YAMMASTER_SQL(WHO) \
    "SELECT r.player, r.game, count(*), sum(coalesce(w.placed, 0))," \
    " sum(coalesce(w.fives, 0)), avg(r.final_score)" \
    " FROM player_results r" \
    " LEFT JOIN yammaster_summary w ON w.game_id = r.game_id AND w.seat = r.seat" \
    " WHERE r.family = 'yammaster' AND" WHO_FILTER(WHO, "r.player", "r.game", "r.family") \
    " GROUP BY r.game, r.player ORDER BY r.game, r.player"
static const char *const yammaster_sql[2] = BOTH(YAMMASTER_SQL);

static const struct {
	const char *facts_view;
	const char *const *sections[3];   /* NULL-terminated; each BOTH() */
} family_sql[] = {
	{"farkle_facts", {farkle_throws_sql, farkle_turns_sql, NULL}},
	{"yams_facts", {yams_sql, yams_boxes_sql, NULL}},
	{"yammaster_facts", {yammaster_sql, NULL}},
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
#define STATS_SQL(WHO) "SELECT player, game, games, wins, shared, average, best, turns," \
	    " per_turn FROM player_stats WHERE" WHO_FILTER(WHO, "player", "game", "family") \
	    " ORDER BY game, player"
	static const char *const sql[2] = BOTH(STATS_SQL);
	return each_row(s, sql[player != NULL], player, kind, fn, ctx);
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
		return each_row(s, family_sql[i].sections[section][player != NULL], player, kind, fn,
		    ctx) ? 1 : -1;
	}
	return 0;
}

bool
store_leaderboard(struct store *s, const char *kind, store_row_fn fn, void *ctx)
{
	return each_row(s, "SELECT rank() OVER (ORDER BY wins DESC, rate DESC), player, wins,"
	    " games, shared, rate FROM (SELECT player, sum(won) AS wins, count(*) AS games,"
	    " sum(shared) AS shared, CAST(sum(won) AS REAL) / count(*) AS rate"
	    " FROM player_results WHERE" KIND("game", "family")
	    " GROUP BY player) ORDER BY wins DESC, rate DESC, games DESC, player",
	    NULL, kind, fn, ctx);
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
