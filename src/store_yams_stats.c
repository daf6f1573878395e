/* Yams's own figures in stats, from its totals (sql/011: yams_totals and
 * yams_box_totals, kept by the triggers of sql/010, 011 and 014) beside
 * every game's (player_totals), in the columns its printer reads
 * (render_yams_stats.c).  Part of the store; the family's row of the
 * table reaches it through yams_stats. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "store_private.h"
#include "store_stats.h"
#include "store_stats_sql.h"
#include "yams.h"

/* Section 0, a row a player and rule set: player, game, games, columns
 * whose bonus is known (made or missed), bonus made, Yams thrown (turns
 * written with five alike in hand). */
#define BONUS_SQL(WHO, KIND) \
    "SELECT t.player, t.game, t.games, coalesce(y.columns, 0), coalesce(y.made, 0)," \
    " coalesce(y.yams, 0)" \
    " FROM player_totals t" \
    " LEFT JOIN yams_totals y ON y.player = t.player AND y.game = t.game" \
    " WHERE t.family = 'yams' AND" WHO_FILTER(WHO, KIND, "t.player", "t.game", "t.family") \
    " ORDER BY t.game, t.player"
static query4 bonus_sql = ALL4(BONUS_SQL);

/* Section 1, a row a box: player, game, box, times written, average
 * written (as avg() makes it: the sum of the values over how many there
 * are), times scratched; the boxes in the order of the sheet, ?3 being
 * their keys in that order (",1,2,...,yams,"), a box no longer on it
 * first. */
#define BOXES_SQL(WHO, KIND) \
    "SELECT player, game, box, written, CAST(total AS REAL) / valued," MAYBE("scratched") \
    " FROM yams_box_totals WHERE" WHO_FILTER(WHO, KIND, "player", "game", "family") \
    " ORDER BY game, player, instr(?3, ',' || box || ','), box"
static query4 boxes_sql = ALL4(BOXES_SQL);

/* The keys of the boxes in the order of the sheets (the seed's, then the
 * pad's and Yahtzee's boxes it has not), each between commas, into buf
 * (cut short if len is too small). */
static void
box_order(char *buf, size_t len)
{
	static const char *const sheets[] = {"yams", "carnet", "yahtzee"};
	size_t n = 0;
	buf[0] = '\0';
	for (size_t i = 0; i < sizeof sheets / sizeof sheets[0]; i++) {
		struct yams_sheet sh;
		if (!yams_sheet_named(sheets[i], &sh))
			continue;
		for (int b = 0; b < sh.nboxes && n < len; b++) {
			char item[YAMS_KEY + 2];
			snprintf(item, sizeof item, ",%s,", sh.box[b].key);
			if (strstr(buf, item) != NULL)
				continue;
			int w = snprintf(buf + n, len - n, ",%s", sh.box[b].key);
			if (w < 0)
				break;
			n += (size_t)w;
			if (n + 1 < len)
				buf[n] = ',', buf[n + 1] = '\0';
		}
	}
	if (n < len && n > 0)
		buf[n] = ',', buf[n + 1 < len ? n + 1 : n] = '\0';
}

static int
yams_stats_rows(struct store *s, int section, const char *player, const char *kind,
    store_row_fn fn, void *ctx)
{
	char order[3 * YAMS_BOXES_MAX * (YAMS_KEY + 1) + 2];
	switch (section) {
	case 0:
		return store_stats_query(s, bonus_sql, player, kind, NULL, fn, ctx);
	case 1:
		box_order(order, sizeof order);
		return store_stats_query(s, boxes_sql, player, kind, order, fn, ctx);
	}
	return 0;
}

const struct family_stats yams_stats = {yams_stats_rows, yams_print_stats};
