/* JSON string escapes, for the export (render_json.c), the rows for
 * scripts (render_rows.c) and the facts the store keeps beside each entry:
 * one rule for all. */
#include "config.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "json.h"
#include "text.h"

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

/* Every string a script reads is one a terminal may show too: what
 * text_visible escapes (controls, bidi and other format characters) is
 * written as \u escapes, the same text to a JSON reader; a byte that is not
 * UTF-8, which JSON cannot hold, as U+FFFD. */
void
json_string(FILE *f, const char *s)
{
	char piece[JSON_PIECE];
	fputc('"', f);
	for (const char *p = s; *p;) {
		int32_t c;
		bool hidden;
		size_t n = utf8_next(p, &c, &hidden);
		if (n == 0) {
			fputs("\\ufffd", f);
			p++;
		} else if (c < 0x80) {
			fputs(json_escape_byte((unsigned char)c, piece), f);
			p++;
		} else if (!hidden) {
			fwrite(p, 1, n, f);
			p += n;
		} else {
			if (c > 0xffff)   /* a surrogate pair, as RFC 8259 writes it */
				fprintf(f, "\\u%04x\\u%04x", (unsigned)(0xd800 + ((c - 0x10000) >> 10)),
				    (unsigned)(0xdc00 + ((c - 0x10000) & 0x3ff)));
			else
				fprintf(f, "\\u%04x", (unsigned)c);
			p += n;
		}
	}
	fputc('"', f);
}
