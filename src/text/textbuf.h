/* Text built in a buffer of fixed size without the printf family, which
 * costs some 2,000 instructions a call to set up: what is written on every
 * entry's path (its answer, the facts kept beside it) is built here. */
#ifndef TAPIS_TEXTBUF_H
#define TAPIS_TEXTBUF_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>

/* The len bytes at buf, n of them written; full once a piece did not fit
 * whole (what fitted of it is there, cut). */
struct textbuf {
	char *buf;
	size_t len, n;
	bool full;
};

/* k bytes of s as they are.  (Inline: a piece of a few bytes known where
 * it is written is copied without a call.) */
static inline void
textbuf_raw(struct textbuf *o, const char *s, size_t k)
{
	/* (n counts what was asked for, as vsnprintf's result does) */
	size_t at = o->n < o->len ? o->n : o->len, room = o->len - at;
	if (k <= room) {
		memcpy(o->buf + at, s, k);    /* (k as the caller gives it) */
	} else {
		memcpy(o->buf + at, s, room);
		o->full = true;
	}
	o->n += k;
}
/* s up to its NUL. */
void textbuf_str(struct textbuf *o, const char *s);
/* v in decimal. */
void textbuf_int(struct textbuf *o, long long v);

/* vsnprintf's bytes and result for a format of %s, %c, %d, %i, %u (with l
 * or ll), %% and their positional forms (%2$s, as translations put them),
 * without flags, width or precision; any other format is vsnprintf's. */
int text_vformat(char *buf, size_t len, const char *format, va_list ap);
/* snprintf's bytes and result so, its arguments given. */
int text_format(char *buf, size_t len, const char *format, ...)
    __attribute__((format(printf, 3, 4)));
/* snprintf(buf, len, "%s", s) without printf: s cut to len - 1 bytes.
 * Returns buf. */
char *text_copy(char *buf, size_t len, const char *s);

#endif
