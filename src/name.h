/* What a player's name may be: one rule for new, rename and merge. */
#ifndef TAPIS_NAME_H
#define TAPIS_NAME_H

#include <stdbool.h>
#include <stddef.h>

/* True if name is one someone can type back and everyone can read; false
 * with the rule it breaks in why. */
bool name_check(const char *name, char *why, size_t whylen);

#endif
