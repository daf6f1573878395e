/* The family table: the one file that names every game's rules, words,
 * printer, statistics and repairs together.  It stands above them all;
 * the shared code below reaches a game only through what it is handed. */
#include "config.h"

#include <stddef.h>

#include "engine.h"
#include "families.h"
#include "farkle.h"
#include "quatre21.h"
#include "store.h"
#include "yammaster.h"
#include "yams.h"

/* Adding a game is one line here (and its files). */
static const struct family table[] = {
	{&farkle_engine, &farkle_words, &farkle_printer, &farkle_stats, NULL},
	{&yams_engine, &yams_words, &yams_printer, &yams_stats, &yams_repairs},
	{&yammaster_engine, &yammaster_words, &yammaster_printer, &yammaster_stats,
	    &yammaster_repairs},
	{&quatre21_engine, &quatre21_words, &quatre21_printer, &quatre21_stats, NULL},
};
#define NFAMILIES (sizeof table / sizeof table[0])

void
families_register(void)
{
	static const struct store_repair *repairs[NFAMILIES];
	size_t n = 0;
	for (size_t i = 0; i < NFAMILIES; i++)
		if (table[i].repairs != NULL)
			repairs[n++] = table[i].repairs;
	engine_families(table, NFAMILIES);
	store_use_repairs(repairs, n);
}
