/* What Yams's statistics count and show, declared (struct family_facts,
 * fact_decl.h): the bonus and the Yams thrown, then the average written
 * in each box, in the order of the sheet.  The facts are those an ended
 * game's game_facts gives (yams_engine.c), kept in fact_summary. */
#include "config.h"

#include <stddef.h>

#include "fact_decl.h"
#include "i18n.h"
#include "yams.h"

/* columns: whose bonus is known (made or missed); made: with the bonus;
 * yams: turns written with five alike in hand */
static const struct fact_column bonus_columns[] = {
	{"games", NULL, FACT_PLAYED, NULL, NULL, false},
	{"columns", N_("columns"), FACT_SUM, "columns", NULL, false},
	{"bonus", N_("bonus"), FACT_SUM, "made", NULL, false},
	{"bonus_rate", N_("bonus rate"), FACT_RATE, "made", "columns", false},
	{"yams", N_("Yams thrown"), FACT_SUM, "yams", NULL, false},
};

/* written: times written; value: the values written, their average */
static const struct fact_column box_columns[] = {
	{"box", N_("box"), FACT_KEY, NULL, NULL, true},
	{"written", N_("written"), FACT_SUM, "written", NULL, false},
	{"average", N_("average"), FACT_MEAN, "value", NULL, false},
	{"scratched", N_("scratched"), FACT_SUM, "scratched", NULL, true},
};

#define COLUMNS(c) c, (int)(sizeof c / sizeof c[0])
static const struct fact_table tables[] = {
	{"yams", N_("Yams: columns of 1 to 6 filled (where the rules give a bonus), the bonus"
	    " made, and turns written with five alike:"), FACT_ROWS_PLAYED,
	    COLUMNS(bonus_columns)},
	{"yams_boxes", N_("Yams: the average written in each box (a scratch counts 0, as a"
	    " value struck out in a duel does):"), FACT_ROWS_KEYED, COLUMNS(box_columns)},
};

/* The boxes of the seed's sheet, then of each rule set of a sheet of its
 * own (yams_presets; test_stats checks them against the sheets). */
static const struct fact_key_order box_orders[] = {
	{NULL, ",1,2,3,4,5,6,min,max,suite,full,carre,yams,"},
	{"yams:carnet", ",1,2,3,4,5,6,brelan,carre,full,petite,grande,yams,chance,"},
	{"yahtzee", ",1,2,3,4,5,6,3kind,4kind,fullhouse,small,large,yahtzee,chance,"},
	{NULL, NULL},
};

/* A box as the table types it in its language ("3kind", "brelan"); the
 * faces as "1s" in English, where a digit alone reads as a count. */
static const char *
box_shown(const char *key, bool french)
{
	static const char *const faces[] = {"1s", "2s", "3s", "4s", "5s", "6s"};
	/* untaken: the engine's keys are the digits 1 to 6 or words, none below
	 * '1'; the check keeps a stored key of another form out of faces[] */
	if (!french && key[0] >= '1' && key[0] <= '6' && key[1] == '\0')
		return faces[key[0] - '1'];
	return yams_key_typed(key, french);
}

const struct family_facts yams_stats = {"yams", tables, 2, box_orders, box_shown, NULL};
