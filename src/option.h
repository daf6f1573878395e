/* The values of NAME=VALUE options as every engine reads them: one reading
 * of a whole number and of yes/no for all the games. */
#ifndef TAPIS_OPTION_H
#define TAPIS_OPTION_H

#include <stdbool.h>
#include <stddef.h>

/* A whole number from min to max, digits only; false for anything else. */
bool option_parse_int(const char *text, int min, int max, int *out);
/* yes/on/true/1/oui or no/off/false/0/non, in any case; false otherwise. */
bool option_parse_bool(const char *text, bool *out);
/* The option name of "NAME=VALUE": its length, and the value after '=';
 * false (with why) when the word is no assignment. */
bool option_split(const char *assignment, size_t *namelen, const char **value, char *why,
    size_t whylen);

#endif
