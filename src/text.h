/* Small text helpers shared by the commands and the renderer. */
#ifndef TAPIS_TEXT_H
#define TAPIS_TEXT_H

#include <stdbool.h>
#include <stddef.h>

/* Characters in a UTF-8 string (its bytes that start a character). */
size_t utf8_length(const char *s);
/* True if s is well-formed UTF-8 (no stray, overlong or surrogate bytes). */
bool utf8_valid(const char *s);

#endif
