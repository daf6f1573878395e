/* The values of NAME=VALUE options as every engine reads them: one reading
 * of a whole number and of yes/no for all the games. */
#ifndef TAPIS_OPTION_H
#define TAPIS_OPTION_H

#include <stdbool.h>
#include <stddef.h>

#include "msg.h"

/* A whole number from min to max, digits only; false for anything else. */
bool option_parse_int(const char *text, int min, int max, int *out);
/* yes/on/true/1/oui or no/off/false/0/non, in any case; false otherwise. */
bool option_parse_bool(const char *text, bool *out);
/* The option name of "NAME=VALUE": its length, and the value after '=';
 * false (with why) when the word is no assignment. */
/* value, an item of the option values `from` ("void|cross|minusN|refuse"),
 * as the same item of `to` ("nul|croix|moinsN|refus"): the lists go item
 * for item between the '|', an item ending in N takes a number after it,
 * and items are matched in any case, with or without accents.  Written to
 * buf, and buf returned; value itself when it is no item of from, or
 * either list is NULL. */
const char *option_value_translate(const char *from, const char *to, const char *value,
    char *buf, size_t len);
bool option_split(const char *assignment, size_t *namelen, const char **value,
    struct msg *why);

#endif
