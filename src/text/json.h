/* JSON text for export: strings escaped as RFC 8259 asks. */
#ifndef TAPIS_JSON_H
#define TAPIS_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define JSON_PIECE 7          /* room for the longest escape, \u001f */

/* Byte c as it is written inside a JSON string: itself, or its escape
 * (piece is the room for one that is made). */
const char *json_escape_byte(unsigned char c, char piece[JSON_PIECE]);
/* s as a JSON string, quotes and all. */
void json_string(FILE *f, const char *s);

/* JSON written into a buffer of len bytes, without printf (the facts
 * kept beside every entry are written on its path): full once a piece
 * did not fit, and what is there then is not to be used. */
struct json_buf {
	char *buf;
	size_t len, n;
	bool full;
};
/* k bytes of s as they are (punctuation, null). */
void json_buf_raw(struct json_buf *o, const char *s, size_t k);
void json_buf_int(struct json_buf *o, long long v);
/* s as a JSON string, each byte escaped as json_escape_byte says, the
 * bytes that need none copied a run at a time. */
void json_buf_bytes(struct json_buf *o, const char *s);
/* Whether the n bytes at s are one JSON value (RFC 8259), nested at most
 * JSON_DEPTH deep, with blanks around it; it allocates nothing. */
#define JSON_DEPTH 1000
bool json_is_valid(const char *s, size_t n);
/* x for scripts, to ten significant digits (more than people are shown,
 * and the same on every machine however the sums were ordered), into buf. */
const char *json_double(double x, char *buf, size_t len);

#endif
