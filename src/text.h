/* Small text helpers shared by the commands and the renderer. */
#ifndef TAPIS_TEXT_H
#define TAPIS_TEXT_H

#include <stdbool.h>
#include <stddef.h>

/* Characters in a UTF-8 string (its bytes that start a character). */
size_t utf8_length(const char *s);
/* True if a and b are the same text but for case (for any letter the
 * locale knows, not only ASCII); both must be valid UTF-8. */
bool utf8_same_fold(const char *a, const char *b);
/* True if s is well-formed UTF-8 (no stray, overlong or surrogate bytes). */
bool utf8_valid(const char *s);

/* An answer to a yes/no question, as a person types it: y, yes, o, oui
 * (any case, spaces around) are yes; n, no, non and the end of input
 * (NULL) are no; an empty line is neither, for the question to say what
 * it means ([Y/n] or [y/N]); anything else is other. */
enum reply { REPLY_YES, REPLY_NO, REPLY_EMPTY, REPLY_OTHER };
enum reply reply_of(const char *answer);

#endif
