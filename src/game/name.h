/* What a player's name may be: one rule wherever a name comes in. */
#ifndef TAPIS_NAME_H
#define TAPIS_NAME_H

#include <stdbool.h>
#include <stddef.h>

enum name_rule {
	NAME_NEW,                 /* typed at new or rename: read back by everyone */
	NAME_STORED,              /* imported: any name a tapis may have stored, so
	                             that every export imports */
};

/* True if name keeps to rule; false with the rule it breaks in why. */
bool name_check(const char *name, enum name_rule rule, char *why, size_t whylen);
/* True if name can sit beside other in one game: not the same but for
 * case or form, and not alike to the eye ("bob1" and "bobl"); false, with
 * why naming other. */
bool name_apart(const char *name, const char *other, char *why, size_t whylen);

#endif
