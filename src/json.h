/* JSON text for export: strings escaped as RFC 8259 asks. */
#ifndef TAPIS_JSON_H
#define TAPIS_JSON_H

#include <stdio.h>

#define JSON_PIECE 7          /* room for the longest escape, \u001f */

/* Byte c as it is written inside a JSON string: itself, or its escape
 * (piece is the room for one that is made). */
const char *json_escape_byte(unsigned char c, char piece[JSON_PIECE]);
/* s as a JSON string, quotes and all. */
void json_string(FILE *f, const char *s);

#endif
