/* Small text helpers shared by the commands and the renderer. */
#ifndef TAPIS_TEXT_H
#define TAPIS_TEXT_H

#include <stdbool.h>
#include <stddef.h>

/* Characters in a UTF-8 string (its bytes that start a character). */
size_t utf8_length(const char *s);
/* True if a and b are the same text but for case, Unicode normal form and
 * invisible characters (whatever the locale). */
bool utf8_same_fold(const char *a, const char *b);
/* The key a command word is matched on: s case folded, normalised, without
 * accents ("Règles" and "REGLES" give "regles").  A new string for the
 * caller to free; NULL if s is not UTF-8 or memory is short. */
char *utf8_word_key(const char *s);
/* True if s is well-formed UTF-8 (no stray, overlong or surrogate bytes). */
bool utf8_valid(const char *s);

#endif
