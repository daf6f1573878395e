/* JSON text for export: strings escaped as RFC 8259 asks. */
#ifndef TAPIS_JSON_H
#define TAPIS_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "textbuf.h"

#define JSON_PIECE 7          /* room for the longest escape, \u001f */

/* Byte c as it is written inside a JSON string: itself, or its escape
 * (piece is the room for one that is made). */
const char *json_escape_byte(unsigned char c, char piece[JSON_PIECE]);
/* s as a JSON string, quotes and all. */
void json_string(FILE *f, const char *s);

/* s as a JSON string into a buffer (textbuf.h), each byte escaped as
 * json_escape_byte says, the bytes that need none copied a run at a time:
 * the facts kept beside every entry are written on its path, without
 * printf. */
void json_buf_bytes(struct textbuf *o, const char *s);
/* Whether the n bytes at s are one JSON value (RFC 8259), nested at most
 * JSON_DEPTH deep, with blanks around it; it allocates nothing. */
#define JSON_DEPTH 1000
bool json_is_valid(const char *s, size_t n);
/* x for scripts, to ten significant digits (more than people are shown,
 * and the same on every machine however the sums were ordered), into buf. */
const char *json_double(double x, char *buf, size_t len);

#endif
