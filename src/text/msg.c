/* Messages as values (msg.h): the setters read the conversions of the
 * English format to know the type of each argument, and copy it in. */
#include "config.h"

#include <stdarg.h>
#include <stdint.h>
#include <string.h>

#include "msg.h"

static const char tag[8] = "\x1b\xffmsg\x1b";

void
msg_clear(struct msg *m)
{
	memcpy(m->tag, tag, sizeof m->tag);
	m->self = m;
	m->npieces = 0;
	m->first = m->last = MSG_NONE;
	m->used = 0;
	m->full = false;
}

bool
msg_empty(const struct msg *m)
{
	return m->first == MSG_NONE;
}

const char *
msg_ref(const struct msg *m)
{
	return m->tag;
}

/* The message a %s argument stands for (msg_ref), or NULL for a text. */
static const struct msg *
referred(const char *s)
{
	if (s == NULL || s[0] != tag[0] || s[1] != tag[1] || strcmp(s, tag) != 0)
		return NULL;
	const char *at = s - offsetof(struct msg, tag);
	const struct msg *m = (const struct msg *)(const void *)at;
	/* untaken: only a text holding the tag's bytes, not UTF-8, that no input
	 * passes (and a test giving one would read before it) */
	return m->self == m ? m : NULL;
}

/* A new piece at the end of m's pieces, or NULL if none is left. */
static struct msg_piece *
new_piece(struct msg *m, const char *id, const char *plural, unsigned long n, int kind)
{
	if (m->npieces >= MSG_PIECES) {
		m->full = true;
		return NULL;
	}
	struct msg_piece *p = &m->piece[m->npieces++];
	p->id = id;
	p->plural = plural;
	p->n = n;
	p->kind = (unsigned char)kind;
	p->nargs = 0;
	p->next = MSG_NONE;
	return p;
}

/* Copies the pieces of from into m, unlinked; returns the index its
 * first piece has there, or MSG_NONE if they do not fit. */
static unsigned char
copy_in(struct msg *m, const struct msg *from)
{
	if (from->first == MSG_NONE || from == m)
		return MSG_NONE;
	if (m->npieces + from->npieces > MSG_PIECES || m->used + from->used > MSG_POOL) {
		m->full = true;
		return MSG_NONE;
	}
	unsigned char base = m->npieces;
	memcpy(m->pool + m->used, from->pool, from->used);
	for (int i = 0; i < from->npieces; i++) {
		struct msg_piece *p = &m->piece[base + i];
		*p = from->piece[i];
		if (p->next != MSG_NONE)
			p->next = (unsigned char)(p->next + base);
		for (int a = 0; a < p->nargs; a++) {
			if (p->arg[a].type == MSG_ARG_TEXT)
				p->arg[a].v.text = (unsigned short)(p->arg[a].v.text + m->used);
			else if (p->arg[a].type == MSG_ARG_PIECE && p->arg[a].v.piece != MSG_NONE)
				p->arg[a].v.piece = (unsigned char)(p->arg[a].v.piece + base);
		}
	}
	m->npieces = (unsigned char)(m->npieces + from->npieces);
	m->used = (unsigned short)(m->used + from->used);
	m->full = m->full || from->full;
	return (unsigned char)(base + from->first);
}

/* A text argument s, copied into m's pool (cut to what is left). */
static void
text_arg(struct msg *m, struct msg_arg *arg, const char *s)
{
	const struct msg *sub = referred(s);
	if (sub != NULL) {
		arg->type = MSG_ARG_PIECE;
		arg->v.piece = copy_in(m, sub);
		return;
	}
	if (s == NULL)
		s = "(null)";
	size_t n = strlen(s), room = MSG_POOL - m->used;
	if (n + 1 > room) {
		m->full = true;
		n = room > 0 ? room - 1 : 0;
	}
	arg->type = MSG_ARG_TEXT;
	arg->v.text = m->used;
	if (room > 0) {
		memcpy(m->pool + m->used, s, n);
		m->pool[m->used + n] = '\0';
		m->used = (unsigned short)(m->used + n + 1);
	} else {
		arg->v.text = (unsigned short)(MSG_POOL - 1);
	}
}

/* The type of each argument the conversions of format take, in order,
 * into types; returns how many (at most max). */
static int
arg_types(const char *format, unsigned char *types, int max)
{
	int n = 0;
	for (const char *p = format; *p != '\0'; p++) {
		if (*p != '%')
			continue;
		p++;
		if (*p == '%')
			continue;
		while (*p != '\0' && strchr("-+ #0'", *p) != NULL)
			p++;
		if (*p == '*') {
			if (n < max)
				types[n] = MSG_ARG_INT;
			n++;
			p++;
		}
		while (*p >= '0' && *p <= '9')
			p++;
		if (*p == '.') {
			p++;
			if (*p == '*') {
				if (n < max)
					types[n] = MSG_ARG_INT;
				n++;
				p++;
			}
			while ((unsigned)(*p - '0') < 10)    /* (a digit) */
				p++;
		}
		int longs = 0;
		bool size = false;
		for (; *p == 'h' || *p == 'l' || *p == 'z'; p++) {
			if (*p == 'l')
				longs++;
			if (*p == 'z')
				size = true;
		}
		unsigned char t;
		switch (*p) {
		case 'd': case 'i':
			t = size ? MSG_ARG_SIZE : longs == 0 ? MSG_ARG_INT : longs == 1 ? MSG_ARG_LONG
			    : MSG_ARG_LLONG;
			break;
		case 'u': case 'x': case 'X': case 'o':
			t = size ? MSG_ARG_SIZE : longs == 0 ? MSG_ARG_UINT : longs == 1 ?
			    MSG_ARG_ULONG : MSG_ARG_ULLONG;
			break;
		case 'c':
			t = MSG_ARG_INT;
			break;
		case 'e': case 'f': case 'g': case 'E': case 'F': case 'G':
			t = MSG_ARG_DOUBLE;
			break;
		case 's':
			t = MSG_ARG_TEXT;
			break;
		default:
			return n < max ? n : max;   /* nothing a message uses */
		}
		if (n < max)
			types[n] = t;
		n++;
	}
	return n < max ? n : max;
}

/* Reads the arguments of piece p from ap, as its format says. */
static void
read_args(struct msg *m, struct msg_piece *p, const char *format, va_list ap)
{
	unsigned char types[MSG_ARGS];
	int n = arg_types(format, types, MSG_ARGS);
	for (int i = 0; i < n; i++) {
		struct msg_arg *a = &p->arg[i];
		a->type = types[i];
		switch (types[i]) {
		case MSG_ARG_INT: a->v.i = va_arg(ap, int); break;
		case MSG_ARG_LONG: a->v.i = va_arg(ap, long); break;
		case MSG_ARG_LLONG: a->v.i = va_arg(ap, long long); break;
		case MSG_ARG_UINT: a->v.u = va_arg(ap, unsigned); break;
		case MSG_ARG_ULONG: a->v.u = va_arg(ap, unsigned long); break;
		case MSG_ARG_ULLONG: a->v.u = va_arg(ap, unsigned long long); break;
		case MSG_ARG_SIZE: a->v.u = va_arg(ap, size_t); break;
		case MSG_ARG_DOUBLE: a->v.d = va_arg(ap, double); break;
		default: text_arg(m, a, va_arg(ap, const char *)); break;
		}
	}
	p->nargs = (unsigned char)n;
}

/* Links piece index i after what m says. */
static void
link_piece(struct msg *m, unsigned char i)
{
	if (m->first == MSG_NONE)
		m->first = i;
	else
		m->piece[m->last].next = i;
	m->last = i;
}

/* The format whose conversions give the arguments: the plural's where the
 * singular leaves one out ("one die" / "%d dice"). */
static const char *
format_of(const char *id, const char *plural)
{
	if (plural == NULL)
		return id;
	unsigned char t[MSG_ARGS];
	return arg_types(plural, t, MSG_ARGS) > arg_types(id, t, MSG_ARGS) ? plural : id;
}

static void
add_piece(struct msg *m, const char *id, const char *plural, unsigned long n, int kind,
    va_list ap)
{
	struct msg_piece *p = new_piece(m, id, plural, n, kind);
	if (p == NULL)
		return;
	unsigned char i = (unsigned char)(p - m->piece);
	read_args(m, p, format_of(id, plural), ap);
	link_piece(m, i);
}

void
msg_set(struct msg *m, const char *id, ...)
{
	va_list ap;
	msg_clear(m);
	va_start(ap, id);
	add_piece(m, id, NULL, 0, MSG_ID, ap);
	va_end(ap);
}

void
msg_setn(struct msg *m, const char *id, const char *plural, unsigned long n, ...)
{
	va_list ap;
	msg_clear(m);
	va_start(ap, n);
	add_piece(m, id, plural, n, MSG_PLURAL, ap);
	va_end(ap);
}

void
msg_add(struct msg *m, const char *id, ...)
{
	va_list ap;
	va_start(ap, id);
	add_piece(m, id, NULL, 0, MSG_ID, ap);
	va_end(ap);
}

void
msg_addn(struct msg *m, const char *id, const char *plural, unsigned long n, ...)
{
	va_list ap;
	va_start(ap, n);
	add_piece(m, id, plural, n, MSG_PLURAL, ap);
	va_end(ap);
}

void
msg_add_raw(struct msg *m, const char *format, ...)
{
	va_list ap;
	va_start(ap, format);
	add_piece(m, format, NULL, 0, MSG_RAW, ap);
	va_end(ap);
}

const char *
msg_word(struct msg *m, const char *id)
{
	msg_clear(m);
	new_piece(m, id, NULL, 0, MSG_ID);    /* (a message cleared has room) */
	link_piece(m, 0);
	return msg_ref(m);
}

void
msg_set_pair(struct msg *m, const char *english, const char *french)
{
	msg_clear(m);
	new_piece(m, english, french, 0, MSG_PAIR);    /* (a message cleared has room) */
	link_piece(m, 0);
}

void
msg_add_pair(struct msg *m, const char *english, const char *french)
{
	struct msg_piece *p = new_piece(m, english, french, 0, MSG_PAIR);
	if (p != NULL)
		link_piece(m, (unsigned char)(p - m->piece));
}

void
msg_append(struct msg *m, const struct msg *from)
{
	unsigned char first = copy_in(m, from);
	if (first == MSG_NONE)
		return;
	unsigned char base = (unsigned char)(first - from->first);
	for (unsigned char i = from->first; i != MSG_NONE; i = from->piece[i].next)
		link_piece(m, (unsigned char)(base + i));
}
