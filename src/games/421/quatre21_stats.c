/* What 421's statistics count and show, declared (struct family_facts,
 * fact_decl.h): the games lost and how often, rounds won and lost,
 * 4-2-1s thrown and tokens taken in the charge.  No one wins a game of
 * 421 and the most tokens is the worst: the games lost and their rate say
 * how a player does.  The facts are those an ended game's game_facts
 * gives (quatre21_engine.c), kept in fact_summary. */
#include "config.h"

#include <stddef.h>

#include "fact_decl.h"
#include "i18n.h"
#include "quatre21.h"

static const struct fact_column columns[] = {
	{"games", N_("games"), FACT_PLAYED, NULL, NULL, false},
	{"lost", N_("lost"), FACT_LOST, NULL, NULL, false},
	{"loss_rate", N_("loss rate"), FACT_LOST_RATE, NULL, NULL, false},
	{"rounds_won", N_("rounds won"), FACT_SUM, "rounds_won", NULL, false},
	{"rounds_lost", N_("rounds lost"), FACT_SUM, "rounds_lost", NULL, false},
	{"fours", N_("4-2-1s"), FACT_SUM, "fours", NULL, false},
	{"charged", N_("taken in the charge"), FACT_SUM, "charged", NULL, false},
};

static const struct fact_table tables[] = {
	{"421", N_("421: games lost, rounds won and lost, 4-2-1s thrown and tokens taken in the"
	    " charge:"), FACT_ROWS_PLAYED, columns, (int)(sizeof columns / sizeof columns[0])},
};

const struct family_facts quatre21_stats = {"421", tables, 1, NULL, NULL, NULL};
