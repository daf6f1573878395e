/* What the store mends of the Yams games earlier versions wrote (the
 * family's statistics are declared in yams_stats.c). */
#include "config.h"

#include <stddef.h>

#include "store.h"

const struct store_repair yams_repairs = {
	/* fe65608 (version 6) kept the way to play Yams as an option, mode;
	 * since 0bc5d0e it is the rule set's: the game's rules start from the
	 * rule set of its mode */
	6, "UPDATE games SET base = (SELECT CASE o.value WHEN 'classic' THEN 'yams'"
	    " ELSE 'yams:' || o.value END FROM game_options o"
	    " WHERE o.game_id = games.id AND o.name = 'mode')"
	    " WHERE family = 'yams'"
	    " AND id IN (SELECT game_id FROM game_options WHERE name = 'mode');"
	    " DELETE FROM game_options WHERE name = 'mode'"
	    " AND game_id IN (SELECT id FROM games WHERE family = 'yams')", NULL,
};
