/* Names in the language's order, from ICU's collator: what a person
 * expects of a list of names (accents and case second to the letters). */
#include "config.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "collation.h"
#include "unicode_icu.h"

struct collation {
	char *locale;             /* ICU's locale id, until the collator is opened */
	UCollator *collator;      /* NULL until the first comparison, or if ICU has none */
	bool tried;               /* the collator was asked of ICU */
};

/* The collator is opened by the first comparison, not here: ICU's data
 * for it is read only by a command that sorts names (most do not), which
 * is a good share of what starting a process costs. */
struct collation *
collation_open(const char *locale)
{
	struct collation *c = malloc(sizeof *c);
	if (c == NULL)
		return NULL;
	*c = (struct collation){strdup(locale), NULL, false};
	if (c->locale == NULL) {
		free(c);
		return NULL;
	}
	return c;
}

/* The collator of c's locale, opened at the first call; NULL where ICU
 * has none to give (the bytes' order then). */
static UCollator *
collator(struct collation *c)
{
	if (c->tried)
		return c->collator;
	c->tried = true;
	UErrorCode e = U_ZERO_ERROR;
	UCollator *u = icu()->ucol_open(c->locale, &e);
	if (U_FAILURE(e))
		return NULL;
	/* names typed in composed or decomposed forms sort alike */
	icu()->ucol_setAttribute(u, UCOL_NORMALIZATION_MODE, UCOL_ON, &e);
	if (U_FAILURE(e)) {
		icu()->ucol_close(u);
		return NULL;
	}
	return c->collator = u;
}

void
collation_close(struct collation *c)
{
	/* (never NULL: its callers hold a collation made) */
	if (c->collator != NULL)
		icu()->ucol_close(c->collator);
	free(c->locale);
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
	/* (c is const to its callers, who only compare; the collator it opens
	 * at the first call is its own, allocated by collation_open) */
	UCollator *u = c != NULL ? collator((struct collation *)c) : NULL;
	/* (ICU reads a byte that is not UTF-8 as U+FFFD; lengths past
	 * int32_t, which no name reaches, are sorted by bytes) */
	/* untaken: no collator where ICU's library cannot be loaded (the suite's machines have
	 * it), or text over 2 GB, which no name is */
	if (u != NULL && alen <= INT32_MAX && blen <= INT32_MAX)
		r = icu()->ucol_strcollUTF8(u, a, (int32_t)alen, b, (int32_t)blen, &e);
	if (U_FAILURE(e) || r == UCOL_EQUAL)
		return bytes_order(a, alen, b, blen);
	return r == UCOL_LESS ? -1 : 1;
}
