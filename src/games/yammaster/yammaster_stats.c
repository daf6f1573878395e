/* What Yam Master's statistics count and show, declared (struct
 * family_facts, fact_decl.h): pawns placed, lines of five made and the
 * average count.  The facts are those an ended game's game_facts gives
 * (yammaster_engine.c), kept in fact_summary. */
#include "config.h"

#include <stddef.h>

#include "fact_decl.h"
#include "i18n.h"
#include "yammaster.h"

static const struct fact_column columns[] = {
	{"games", N_("games"), FACT_PLAYED, NULL, NULL, false},
	{"pawns", N_("pawns placed"), FACT_SUM, "placed", NULL, false},
	{"lines_of_five", N_("lines of five"), FACT_SUM, "fives", NULL, false},
	{"average_count", N_("average count"), FACT_SCORE, NULL, NULL, false},
};

static const struct fact_table tables[] = {
	{"yammaster", N_("Yam Master: pawns placed, lines of five made and the average count at"
	    " the end:"), FACT_ROWS_PLAYED, columns, (int)(sizeof columns / sizeof columns[0])},
};

const struct family_facts yammaster_stats = {"yammaster", tables, 1, NULL, NULL, NULL};
