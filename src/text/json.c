/* JSON string escapes, for the export (render_json.c), the rows for
 * scripts (render_rows.c) and the facts the store keeps beside each entry:
 * one rule for all. */
#include "config.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "json.h"
#include "text.h"

/* Whether json_escape_byte gives c back as it is. */
static inline bool
plain_byte(unsigned char c)
{
	return c >= 0x20 && c != 0x7f && c != '"' && c != '\\';
}

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

void
json_buf_bytes(struct textbuf *o, const char *s)
{
	char piece[JSON_PIECE];
	textbuf_raw(o, "\"", 1);
	for (const char *p = s; *p;) {
		size_t plain = 0;
		/* the bytes json_escape_byte gives back as they are */
		while (plain_byte((unsigned char)p[plain]))
			plain++;
		textbuf_raw(o, p, plain);
		p += plain;
		if (*p) {
			const char *esc = json_escape_byte((unsigned char)*p++, piece);
			textbuf_raw(o, esc, strlen(esc));
		}
	}
	textbuf_raw(o, "\"", 1);
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

/* ---- validity, as SQLite's json_valid() says it (RFC 8259), read
 * without allocating: a cursor over the bytes. */

struct reader {
	const char *p, *end;
};

static void
skip_blanks(struct reader *r)
{
	while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r'))
		r->p++;
}

static bool
take_word(struct reader *r, const char *word)
{
	size_t n = strlen(word);
	if ((size_t)(r->end - r->p) < n || memcmp(r->p, word, n) != 0)
		return false;
	r->p += n;
	return true;
}

static bool
take_digits(struct reader *r)
{
	const char *from = r->p;
	while (r->p < r->end && *r->p >= '0' && *r->p <= '9')
		r->p++;
	return r->p > from;
}

/* -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? */
static bool
take_number(struct reader *r)
{
	if (*r->p == '-')    /* (take_value saw a character) */
		r->p++;
	if (r->p < r->end && *r->p == '0')
		r->p++;
	else if (!take_digits(r))
		return false;
	if (r->p < r->end && *r->p == '.' && (r->p++, !take_digits(r)))
		return false;
	if (r->p < r->end && (*r->p == 'e' || *r->p == 'E')) {
		r->p++;
		if (r->p < r->end && (*r->p == '+' || *r->p == '-'))
			r->p++;
		return take_digits(r);
	}
	return true;
}

/* A string from its opening quote: no control byte inside, escapes as
 * RFC 8259 has them. */
static bool
take_string(struct reader *r)
{
	for (r->p++; r->p < r->end; r->p++) {
		unsigned char c = (unsigned char)*r->p;
		if (c == '"') {
			r->p++;
			return true;
		}
		if (c < 0x20)
			return false;
		if (c != '\\')
			continue;
		if (++r->p >= r->end)
			return false;
		if (*r->p == 'u') {
			for (int i = 0; i < 4; i++)
				if (++r->p >= r->end || !isxdigit((unsigned char)*r->p))
					return false;
		} else if (memchr("\"\\/bfnrt", *r->p, 8) == NULL) {   /* (never its NUL) */
			return false;
		}
	}
	return false;
}

static bool take_value(struct reader *r, int depth);

/* An array or an object from its opening bracket. */
static bool
take_members(struct reader *r, int depth, char close, bool keys)
{
	r->p++;
	skip_blanks(r);
	if (r->p < r->end && *r->p == close) {
		r->p++;
		return true;
	}
	for (;;) {
		if (keys) {
			if (r->p >= r->end || *r->p != '"' || !take_string(r))
				return false;
			skip_blanks(r);
			if (r->p >= r->end || *r->p++ != ':')
				return false;
		}
		if (!take_value(r, depth + 1))
			return false;
		if (r->p < r->end && *r->p == ',') {
			r->p++;
			skip_blanks(r);
			continue;
		}
		if (r->p < r->end && *r->p == close) {
			r->p++;
			return true;
		}
		return false;
	}
}

static bool
take_value(struct reader *r, int depth)
{
	skip_blanks(r);
	if (r->p >= r->end || depth > JSON_DEPTH)
		return false;
	bool ok;
	switch (*r->p) {
	case '{':
		ok = take_members(r, depth, '}', true);
		break;
	case '[':
		ok = take_members(r, depth, ']', false);
		break;
	case '"':
		ok = take_string(r);
		break;
	case 't':
		ok = take_word(r, "true");
		break;
	case 'f':
		ok = take_word(r, "false");
		break;
	case 'n':
		ok = take_word(r, "null");
		break;
	default:
		ok = take_number(r);
		break;
	}
	skip_blanks(r);
	return ok;
}

bool
json_is_valid(const char *s, size_t n)
{
	struct reader r = {s, s + n};
	return take_value(&r, 0) && r.p == r.end;
}

const char *
json_double(double x, char *buf, size_t len)
{
	snprintf(buf, len, "%.10g", x);
	return buf;
}
