/* Text built in a buffer without the printf family (textbuf.h): the
 * pieces, and the formats of the messages an entry's answer is made of. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "textbuf.h"

void
textbuf_str(struct textbuf *o, const char *s)
{
	textbuf_raw(o, s, strlen(s));
}

/* The decimal digits of u, with a minus before them where negative, at
 * the end of digits; where they start. */
static const char *
decimal(unsigned long long u, bool negative, char digits[24])
{
	size_t i = 23;
	digits[i] = '\0';
	do
		digits[--i] = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (negative)
		digits[--i] = '-';
	return digits + i;
}

static void
put_digits(struct textbuf *o, unsigned long long u, bool negative)
{
	char digits[24];
	const char *d = decimal(u, negative, digits);
	textbuf_raw(o, d, (size_t)(digits + 23 - d));
}

void
textbuf_int(struct textbuf *o, long long v)
{
	put_digits(o, v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v, v < 0);
}

/* ---- formats */

#define FORMAT_ARGS 9     /* %1$ to %9$: more is printf's */

enum arg_type {
	ARG_NONE, ARG_INT, ARG_LONG, ARG_LLONG, ARG_UINT, ARG_ULONG, ARG_ULLONG, ARG_TEXT,
	ARG_CHAR,
};

union arg {
	long long i;
	unsigned long long u;
	const char *s;
};

/* The conversion at p (just after its '%'): its position, 0 where it
 * gives none, and the type of its argument; the bytes it takes, or 0 for
 * one text_vformat leaves to printf. */
static size_t
conversion(const char *p, int *pos, unsigned char *type)
{
	const char *q = p;
	*pos = 0;
	if (*q >= '1' && *q <= '9' && q[1] == '$') {
		*pos = *q - '0';
		q += 2;
	}
	int longs = 0;
	/* untaken: "lll", which neither compiles (-Wformat) nor passes msgfmt -c */
	while (*q == 'l' && longs < 2) {
		longs++;
		q++;
	}
	switch (*q) {
	case 'd':
	case 'i':
		*type = longs == 0 ? ARG_INT : longs == 1 ? ARG_LONG : ARG_LLONG;
		break;
	case 'u':
		*type = longs == 0 ? ARG_UINT : longs == 1 ? ARG_ULONG : ARG_ULLONG;
		break;
	case 's':
		*type = ARG_TEXT;
		break;
	case 'c':
		*type = ARG_CHAR;
		break;
	default:
		return 0;
	}
	if (longs > 0 && (*type == ARG_TEXT || *type == ARG_CHAR))
		return 0;
	return (size_t)(q - p) + 1;
}

/* The type of each argument of format, type[1] the first: how many it
 * takes, or -1 where it is not for text_vformat (a conversion it does
 * not write, positions mixed with none, or one left out). */
static int
scan(const char *format, unsigned char type[FORMAT_ARGS + 1])
{
	int next = 0, most = 0;
	bool numbered = false, plain = false;
	memset(type, ARG_NONE, FORMAT_ARGS + 1);
	for (const char *p = strchr(format, '%'); p != NULL; p = strchr(p, '%')) {
		p++;
		if (*p == '%') {
			p++;
			continue;
		}
		int pos;
		unsigned char t;
		size_t k = conversion(p, &pos, &t);
		if (k == 0)
			return -1;
		/* untaken: (else) numbered and plain mixed, which neither compiles
		 * (-Wformat) nor passes msgfmt -c: scan runs where the first is numbered */
		if (pos > 0) {
			numbered = true;
		} else {
			plain = true;
			pos = ++next;
		}
		/* untaken: a format mixing numbered and plain arguments, or leaving one out:
		 * msgfmt -c refuses such a catalogue (po/Makefile, tests/po.sh), and tapis's
		 * own formats have none */
		if (numbered && plain)
			return -1;
		/* untaken: one position of two types, as -Wformat and msgfmt -c refuse
		 * (pos: one digit, FORMAT_ARGS at most) */
		if (type[pos] != ARG_NONE && type[pos] != t)
			return -1;
		type[pos] = t;
		most = pos > most ? pos : most;
		p += k;
	}
	for (int i = 1; i <= most; i++)
		/* untaken: a format leaving an argument out: msgfmt -c refuses such a
		 * catalogue, and tapis's own formats have none */
		if (type[i] == ARG_NONE)
			return -1;
	return most;
}

/* The argument of type t next in *ap into *v. */
static void
fetch_one(unsigned char t, union arg *v, va_list *ap)
{
	switch (t) {
	case ARG_INT:
	case ARG_CHAR:
		v->i = va_arg(*ap, int);
		break;
	case ARG_LONG:
		v->i = va_arg(*ap, long);
		break;
	case ARG_LLONG:
		v->i = va_arg(*ap, long long);
		break;
	case ARG_UINT:
		v->u = va_arg(*ap, unsigned);
		break;
	case ARG_ULONG:
		v->u = va_arg(*ap, unsigned long);
		break;
	case ARG_ULLONG:
		v->u = va_arg(*ap, unsigned long long);
		break;
	default:
		v->s = va_arg(*ap, const char *);
		break;
	}
}

/* The arguments, in the order of their positions. */
static void
fetch(const unsigned char *type, int n, union arg *v, va_list *ap)
{
	for (int i = 1; i <= n; i++)
		fetch_one(type[i], &v[i], ap);
}

/* Argument a of type t as printf writes it. */
static void
put_arg(struct textbuf *o, unsigned char t, const union arg *a)
{
	char c;
	switch (t) {
	case ARG_TEXT:
		textbuf_str(o, a->s != NULL ? a->s : "(null)");
		break;
	case ARG_CHAR:
		c = (char)(unsigned char)a->i;
		textbuf_raw(o, &c, 1);
		break;
	case ARG_INT:
	case ARG_LONG:
	case ARG_LLONG:
		textbuf_int(o, a->i);
		break;
	default:
		put_digits(o, t == ARG_UINT ? (unsigned)a->u : t == ARG_ULONG
		    ? (unsigned long)a->u : a->u, false);
		break;
	}
}

/* format with the arguments of its positions (%2$s), scanned first for
 * their types as printf does, into o: false where it is printf's. */
static bool
numbered(struct textbuf *o, const char *format, va_list *ap)
{
	unsigned char type[FORMAT_ARGS + 1];
	int nargs = scan(format, type);
	if (nargs < 0)
		return false;
	union arg v[FORMAT_ARGS + 1];
	fetch(type, nargs, v, ap);
	const char *p = format;
	for (const char *pc; (pc = strchr(p, '%')) != NULL;) {
		textbuf_raw(o, p, (size_t)(pc - p));
		p = pc + 1;
		if (*p == '%') {
			textbuf_raw(o, "%", 1);
			p++;
			continue;
		}
		int pos;
		unsigned char t;
		p += conversion(p, &pos, &t);
		put_arg(o, t, &v[pos]);      /* (every one numbered: scan refuses a mix) */
	}
	textbuf_str(o, p);
	return true;
}

/* The bytes of s from b[n] on, b holding cap: the count moves on, whatever
 * fits is written.  (n and b in registers: the few bytes of a piece cost
 * less a byte at a time than a call to memcpy.) */
#define PUT_BYTES(b, n, cap, s) \
	for (const char *q_ = (s); *q_ != '\0'; q_++, (n)++) \
		if ((n) < (cap)) \
			(b)[n] = *q_

/* format with its arguments in order, into o, in one pass: 1 done, 0 where
 * a conversion is numbered (for numbered()), -1 where one is printf's. */
static int
in_order(struct textbuf *o, const char *format, va_list *ap)
{
	char *b = o->buf;
	size_t n = o->n, cap = o->len;
	int done = 1;
	for (const char *p = format; *p != '\0';) {
		if (*p != '%') {
			/* the plain bytes up to the next conversion, as one piece */
			size_t k = strcspn(p, "%");
			if (n < cap)
				memcpy(b + n, p, k <= cap - n ? k : cap - n);
			n += k;
			p += k;
			continue;
		}
		if (p[1] == '%') {    /* (%% is one %) */
			if (n < cap)
				b[n] = '%';
			n++;
			p += 2;
			continue;
		}
		p++;
		int pos = 0;
		unsigned char t = *p == 's' ? ARG_TEXT : ARG_INT;
		size_t k = *p == 's' || *p == 'd' ? 1 : conversion(p, &pos, &t);
		if (k == 0 || pos > 0) {
			done = k == 0 ? -1 : 0;
			break;
		}
		p += k;
		if (t == ARG_TEXT) {
			const char *text = va_arg(*ap, const char *);
			PUT_BYTES(b, n, cap, text != NULL ? text : "(null)");
		} else if (t == ARG_INT) {
			int i = va_arg(*ap, int);
			char digits[24];
			PUT_BYTES(b, n, cap, decimal(i < 0 ? 0U - (unsigned)i : (unsigned)i, i < 0,
			    digits));
		} else {
			union arg v;
			fetch_one(t, &v, ap);
			o->n = n;
			put_arg(o, t, &v);
			n = o->n;
		}
	}
	o->n = n;
	o->full = o->full || n > cap;
	return done;
}

int
text_vformat(char *buf, size_t len, const char *format, va_list ap)
{
	va_list args;
	va_copy(args, ap);
	/* (room for the NUL kept aside) */
	struct textbuf o = {buf, len > 0 ? len - 1 : 0, 0, false};
	int done = in_order(&o, format, &args);
	va_end(args);
	if (done == 0) {
		o.n = 0;
		o.full = false;
		va_copy(args, ap);
		done = numbered(&o, format, &args) ? 1 : -1;
		va_end(args);
	}
	if (done < 0)
		return vsnprintf(buf, len, format, ap);
	if (len > 0)
		buf[o.n < o.len ? o.n : o.len] = '\0';
	return (int)o.n;
}

char *
text_copy(char *buf, size_t len, const char *s)
{
	if (len == 0)
		return buf;
	size_t n = strnlen(s, len - 1);
	memcpy(buf, s, n);
	buf[n] = '\0';
	return buf;
}

int
text_format(char *buf, size_t len, const char *format, ...)
{
	va_list ap;
	va_start(ap, format);
	int n = text_vformat(buf, len, format, ap);
	va_end(ap);
	return n;
}
