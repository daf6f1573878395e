/* What the store mends of the Yam Master games earlier versions wrote
 * (the family's statistics are declared in yammaster_stats.c). */
#include "config.h"

#include <stddef.h>

#include "store.h"

const struct store_repair yammaster_repairs = {
	/* 935c4b4 (version 7) wrote the cell of the pawn placed before as the
	 * words of a Yam Master pass; since 4518d3b a pass has none */
	7, "UPDATE entries SET args = NULL WHERE kind = 'pass' AND args IS NOT NULL"
	    " AND game_id IN (SELECT id FROM games WHERE family = 'yammaster')", NULL,
};
