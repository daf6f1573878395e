/* JSON string escapes, for the export (render_json.c) and for the facts the
 * store keeps beside each entry: one rule for both. */
#include "config.h"

#include <stdio.h>

#include "json.h"

const char *
json_escape_byte(unsigned char c, char piece[JSON_PIECE])
{
	switch (c) {
	case '"': return "\\\"";
	case '\\': return "\\\\";
	case '\n': return "\\n";
	case '\t': return "\\t";
	case '\r': return "\\r";
	default: break;
	}
	if (c < 0x20 || c == 0x7f) {
		snprintf(piece, JSON_PIECE, "\\u%04x", c);
	} else {
		piece[0] = (char)c;
		piece[1] = '\0';
	}
	return piece;
}
