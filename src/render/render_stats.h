/* The renderer's part of stats, leaderboard and versus: the common tables
 * and each family's own, drawn from what it declares (struct
 * family_facts, fact_decl.h), all by render_stats.c. */
#ifndef TAPIS_RENDER_STATS_H
#define TAPIS_RENDER_STATS_H

#include <stdbool.h>
#include <stddef.h>

#include "render.h"

struct engine;
struct family_facts;
struct fact_total;

typedef bool (*stats_row_fn)(const char *const *values, int n, void *ctx);

/* Where a family's stats lines come from: each() gives fn the rows of its
 * players and rule sets (as store_family_players lists their columns,
 * store_stats.h); 1 once done, -1 if the store failed.  The printer never
 * sees the store. */
struct stats_feed {
	const struct ui *ui;
	enum rows_format format;
	int (*each)(struct stats_feed *feed, const char *family, stats_row_fn fn, void *ctx);
	void *source;             /* each()'s own, and facts()'s */
	int tables;               /* tables printed so far: people's are spaced */
	bool failed;              /* memory ran short for a table's row (rows.h) */
};

/* Where the totals of a family's facts come from (store_facts): each to
 * fn; once done, how many were damaged and left out; -1 if the store
 * failed. */
typedef int (*stats_facts_fn)(struct stats_feed *feed, const char *family,
    bool (*fn)(const struct fact_total *t, void *ctx), void *ctx);

/* A table of stats: for people a heading (NULL: none) and a line of column
 * titles (one a column, NULL for a column only scripts see) above the
 * rows; for scripts a first column, "table", says which table a row is
 * of (cols[0] must be that column, and titles[0] is not read). */
void stats_table_begin(struct rows *r, struct stats_feed *feed, const char *heading,
    const struct rows_column *cols, int ncols, const char *const *titles);
void stats_table_end(struct rows *r, struct stats_feed *feed);
/* A number of SQL (text, or NULL) as people and scripts read it: at most
 * `decimals` places, no trailing zeros; NULL stays NULL. */
const char *stats_number(const char *value, int decimals, char *buf, size_t len);
/* value so, as stats_number makes a number of SQL. */
const char *stats_decimal(double value, int decimals, char *buf, size_t len);
/* part of whole: "66.7%" for people, 0.6667 for scripts; NULL if whole
 * is 0. */
const char *stats_rate(double part, double whole, bool people, char *buf, size_t len);
/* A whole number of SQL, 0 for NULL. */
long long stats_int(const char *value);

/* The common tables. */
void render_stats_begin(struct rows *r, struct stats_feed *feed);
/* player, game, games, wins, shared, average, best, turns, per_turn,
 * family, games lost (as store_stats gives them), under rules (the
 * family's engine, NULL if unknown), whose result and higher_better say
 * which mean something: where the rules name a loser, the games lost are
 * shown and the final scores are not; where lower is better, no best. */
void render_stats_row(struct rows *r, const char *const *values,
    const struct engine *rules);
/* A family's own tables, each as ff declares it, from its players (each)
 * and the totals of its facts (facts); false if the store failed or
 * memory ran out (feed->failed then set). */
bool render_family_facts(struct stats_feed *feed, stats_facts_fn facts,
    const struct family_facts *ff);
/* lost_shown: people see the games lost too (rules that name a loser) */
void render_leaderboard_begin(struct rows *r, struct stats_feed *feed, bool lost_shown);
/* rank, player, wins, games, shared, win rate, lost */
void render_leaderboard_row(struct rows *r, const char *const *values);
void render_versus_begin(struct rows *r, struct stats_feed *feed, const char *a,
    const char *b);
/* game, games, wins of a and of b, averages, times ahead, family (as
 * store_versus gives them), under rules (NULL if unknown): where they name
 * a loser, no averages (the tokens left). */
void render_versus_row(struct rows *r, const char *a, const char *b,
    const char *const *values, const struct engine *rules);

#endif
