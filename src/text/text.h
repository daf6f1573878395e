/* Small text helpers shared by the commands and the renderer. */
#ifndef TAPIS_TEXT_H
#define TAPIS_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Characters in a UTF-8 string (its bytes that start a character). */
size_t utf8_length(const char *s);
/* True if a and b are the same text but for case, Unicode normal form and
 * invisible characters (whatever the locale). */
bool utf8_same_fold(const char *a, const char *b);
/* The key a command word is matched on: s case folded, normalised, without
 * accents ("Règles" and "REGLES" give "regles"), its numbers other than
 * the digits 0 to 9 kept as typed (a full-width １ is not 1).  A new
 * string for the caller to free; NULL if s is not UTF-8 or memory is
 * short. */
char *utf8_word_key(const char *s);
/* utf8_word_key(s) into buf (len bytes); false if s is not UTF-8, its key
 * does not fit or memory is short.  A short word of ASCII and Latin-1
 * letters (every word of tapis's own tables) allocates nothing. */
bool utf8_word_key_in(const char *s, char *buf, size_t len);
/* True if a and b are the same word of the tables (a command, an option,
 * a rule set): their utf8_word_key the same ("Dépassement", "depassement"). */
bool utf8_same_word(const char *a, const char *b);
/* True if s is well-formed UTF-8 (no stray, overlong or surrogate bytes). */
bool utf8_valid(const char *s);

/* s as it may be printed back to a terminal: control characters (C0, C1,
 * DEL), format characters (bidi controls, zero-width ones, the byte order
 * mark) and bytes that are not UTF-8 shown as visible escapes (\x1b,
 * \u202e, \xd9); the rest as it is.  Cut at a whole character to fit len
 * bytes.  Returns buf. */
char *text_visible(const char *s, char *buf, size_t len);
/* Ends s, which a cut to its buffer's size may have torn, at its last
 * whole character: the first bytes of a character cut short are dropped,
 * rather than shown as stray bytes. */
void utf8_end_whole(char *s);
/* The character s starts with, as text_visible shows it, into buf;
 * returns how many bytes of s it takes (1 for a byte that is not UTF-8). */
size_t utf8_char_at(const char *s, char *buf, size_t len);
/* The character s starts with: its code point into *c, and whether
 * text_visible shows it as an escape; returns its bytes, or 0 for a byte
 * that is not UTF-8. */
size_t utf8_next(const char *s, int32_t *c, bool *hidden);
/* The columns s takes on a terminal: two for a wide character (中), none
 * for a combining mark. */
int text_columns(const char *s);
/* True if s holds a character text_visible would escape; the second, but
 * for the ASCII control characters in `allowed` (tabs, line ends). */
bool text_has_hidden(const char *s);
bool text_has_hidden_but(const char *s, const char *allowed);
/* Columns a UTF-8 string takes (one a character), and s padded to `to`. */
int text_width(const char *s);
void text_pad(FILE *f, const char *s, int to);
/* n blanks (none if n <= 0). */
void text_blanks(FILE *f, int n);
/* True if s holds a space of any kind (no-break, ideographic, ...). */
bool text_has_space(const char *s);
/* True if s holds at least one character a reader can see (not only
 * spaces, marks, controls or format characters, nor U+2800, the braille
 * pattern blank, which draws nothing). */
bool text_has_visible(const char *s);
/* The same as earlier versions read it, for names they stored: U+2800
 * and the fillers that show nothing counted as seen. */
bool text_was_visible(const char *s);
/* True if s holds a character no name may hold: one text_visible would
 * escape, a space or separator, a private-use, unassigned or surrogate
 * code point, or a byte that is not UTF-8. */
bool text_has_unreadable(const char *s);
/* Whether code point c is one text_visible shows as an escape. */
bool unicode_hidden(int32_t c);
/* Whether code point c is a letter or a digit, of any script, or an
 * accent written apart from its letter. */
bool unicode_word_char(int32_t c);
/* True if a and b look alike to a reader (Unicode's confusable skeletons,
 * UTS #39: "bob1" and "bobl", "alice" and "аlice" with a Cyrillic а). */
bool unicode_confusable(const char *a, const char *b);
/* An answer to a yes/no question, as a person types it: y, yes, o, oui
 * (any case, spaces around) are yes; n, no, non and the end of input
 * (NULL) are no; an empty line is neither, for the question to say what
 * it means ([Y/n] or [y/N]); anything else is other. */
enum reply { REPLY_YES, REPLY_NO, REPLY_EMPTY, REPLY_OTHER };
enum reply reply_of(const char *answer);

/* The whole number the n ASCII digits at s write, or -1 where one is not
 * a digit (a stored time's fields, read without sscanf). */
int text_digits(const char *s, int n);

/* Levenshtein distance between a and b (bytes, at most 32 each), stopping
 * at most + 1: how far a typo is from a word. */
int text_distance(const char *a, const char *b, int most);

#endif
