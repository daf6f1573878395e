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
    " ORDER BY t.game, t.player COLLATE names"
static query4 bonus_sql = ALL4(BONUS_SQL);

/* Section 1, a row a box: player, game, box, times written, average
 * written (as avg() makes it: the sum of the values over how many there
 * are), times scratched; the boxes in the order of the sheet, ?3 being
 * their keys in that order (",1,2,...,yams,"), a rule set of its own sheet
 * after it ("|yahtzee|,1,...,chance,"), a box no longer on it first. */
#define BOX_ORDER "instr(CASE WHEN instr(?3, '|' || game || '|') > 0" \
    " THEN substr(?3, instr(?3, '|' || game || '|') + length(game) + 2) ELSE ?3 END," \
    " ',' || box || ',')"
#define BOXES_SQL(WHO, KIND) \
    "SELECT player, game, box, written, CAST(total AS REAL) / valued," MAYBE("scratched") \
    " FROM yams_box_totals WHERE" WHO_FILTER(WHO, KIND, "player", "game", "family") \
    " ORDER BY game, player COLLATE names, " BOX_ORDER ", box"
static query4 boxes_sql = ALL4(BOXES_SQL);

/* The keys of sh's boxes, each between commas, after buf's n bytes;
 * returns the bytes buf then holds. */
static size_t
keys_of(const struct yams_sheet *sh, char *buf, size_t n, size_t len)
{
	for (int b = 0; b < sh->nboxes && n < len; b++) {
		int w = snprintf(buf + n, len - n, "%s%s,", b == 0 ? "," : "", sh->box[b].key);
		n += w > 0 ? (size_t)w : 0;
	}
	return n < len ? n : len - 1;
}

/* The order of the boxes: the seed's sheet, then each rule set of a sheet
 * of its own after its name ("|yahtzee|,1,2,...,"), into buf (cut short if
 * len is too small). */
static void
box_order(char *buf, size_t len)
{
	struct yams_rules r;
	size_t n = 0;
	buf[0] = '\0';
	yams_preset_rules(yams_preset_find("yams"), &r);
	n = keys_of(&r.sheet, buf, n, len);
	for (size_t i = 0; i < yams_npresets && n < len; i++) {
		if (strcmp(yams_presets[i].sheet, "yams") == 0)
			continue;
		yams_preset_rules(&yams_presets[i], &r);
		int w = snprintf(buf + n, len - n, "|%s|", yams_presets[i].name);
		n += w > 0 ? (size_t)w : 0;
		if (n < len)
			n = keys_of(&r.sheet, buf, n, len);
	}
}

static int
yams_stats_rows(struct store *s, int section, const char *player, const char *kind,
    store_row_fn fn, void *ctx)
{
	char order[8 * YAMS_BOXES_MAX * (YAMS_KEY + 1)];
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
