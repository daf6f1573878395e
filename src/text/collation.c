/* Names in the language's order, from ICU's collator: what a person
 * expects of a list of names (accents and case second to the letters). */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/ucol.h>

#include "collation.h"

struct collation {
	UCollator *collator;
};

struct collation *
collation_open(const char *locale)
{
	UErrorCode e = U_ZERO_ERROR;
	UCollator *u = ucol_open(locale, &e);
	if (U_FAILURE(e))
		return NULL;
	/* names typed in composed or decomposed forms sort alike */
	ucol_setAttribute(u, UCOL_NORMALIZATION_MODE, UCOL_ON, &e);
	struct collation *c = malloc(sizeof *c);
	if (c == NULL || U_FAILURE(e)) {
		free(c);
		ucol_close(u);
		return NULL;
	}
	c->collator = u;
	return c;
}

void
collation_close(struct collation *c)
{
	if (c == NULL)
		return;
	ucol_close(c->collator);
	free(c);
}

/* The bytes' order, where the language's says nothing. */
static int
bytes_order(const char *a, size_t alen, const char *b, size_t blen)
{
	int by = memcmp(a, b, alen < blen ? alen : blen);
	if (by != 0)
		return by;
	return alen < blen ? -1 : alen > blen;
}

int
collation_compare(const struct collation *c, const char *a, size_t alen, const char *b,
    size_t blen)
{
	UErrorCode e = U_ZERO_ERROR;
	UCollationResult r = UCOL_EQUAL;
	/* (ICU reads a byte that is not UTF-8 as U+FFFD; lengths past
	 * int32_t, which no name reaches, are sorted by bytes) */
	if (c != NULL && alen <= INT32_MAX && blen <= INT32_MAX)
		r = ucol_strcollUTF8(c->collator, a, (int32_t)alen, b, (int32_t)blen, &e);
	if (U_FAILURE(e) || r == UCOL_EQUAL)
		return bytes_order(a, alen, b, blen);
	return r == UCOL_LESS ? -1 : 1;
}
