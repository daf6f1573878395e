/* Small text helpers shared by the commands and the renderer. */
#ifndef TAPIS_TEXT_H
#define TAPIS_TEXT_H

#include <stddef.h>

/* Characters in a UTF-8 string (its bytes that start a character). */
size_t utf8_length(const char *s);

#endif
