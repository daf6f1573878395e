/* The order names are sorted in: the language's (ICU's collator), so that
 * élodie comes before fabrice and Zoé after zoe, not by their bytes. */
#ifndef TAPIS_COLLATION_H
#define TAPIS_COLLATION_H
#include <stddef.h>

struct collation;

/* The collator of locale (an ICU locale id: "fr", "en"), opened by the
 * first comparison; NULL if memory is short.  Where ICU has none to give,
 * or memory is short, strings are sorted by their bytes. */
struct collation *collation_open(const char *locale);
void collation_close(struct collation *c);
/* Below, equal to or above 0 as a (alen bytes) sorts before, with or
 * after b (blen bytes); two strings the language sorts alike are ordered
 * by their bytes, so that only equal strings compare equal.  The first
 * call opens the collator: a collation is one connection's, used by one
 * thread at a time. */
int collation_compare(const struct collation *c, const char *a, size_t alen, const char *b,
    size_t blen);
#endif
