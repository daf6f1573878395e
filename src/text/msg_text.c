/* The text of a message (msg.h) in the language of the messages: each
 * piece's id translated (gettext, ngettext), then its conversions, in the
 * order the translation puts them (%2$s), filled from its arguments. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "msg.h"
#include "never.h"

static void piece_text(const struct msg *m, unsigned char i, char *buf, size_t len);

/* The format of piece p in the language of the messages. */
static const char *
translated(const struct msg_piece *p)
{
	switch (p->kind) {
	case MSG_PLURAL:
		return ngettext(p->id, p->plural, p->n);
	case MSG_PAIR:
		return i18n_french_names() && p->plural != NULL ? p->plural : p->id;
	case MSG_RAW:
		return p->id;
	default:
		return p->id[0] == '\0' ? "" : _(p->id);
	}
}

/* Appends what s says to buf (of len, used so far), cut as snprintf cuts. */
static void
append(char *buf, size_t len, size_t *used, const char *s, size_t n)
{
	if (*used + 1 >= len)
		return;
	if (n > len - 1 - *used)
		n = len - 1 - *used;
	memcpy(buf + *used, s, n);
	*used += n;
	buf[*used] = '\0';
}

/* The argument a conversion names: its position (%2$s, from 1), or the
 * next one in order; NULL past the last. */
static const struct msg_arg *
arg_at(const struct msg_piece *p, int pos, int *next)
{
	/* (pos and *next are never negative: one comparison of the index) */
	unsigned k = pos > 0 ? (unsigned)pos - 1 : (unsigned)(*next)++;
	return k < (unsigned)p->nargs ? &p->arg[k] : NULL;
}

/* Reads "N$" at *s into *pos (0 if there is none). */
static void
position(const char **s, int *pos)
{
	const char *q = *s;
	int v = 0;
	while (*q >= '0' && *q <= '9')
		v = v * 10 + (*q++ - '0');
	*pos = 0;
	if (*q == '$' && q != *s) {
		*pos = v;
		*s = q + 1;
	}
}

/* An int argument for a '*' width or precision. */
static int
star(const struct msg_piece *p, const char **s, int *next)
{
	int pos;
	(*s)++;
	position(s, &pos);
	const struct msg_arg *a = arg_at(p, pos, next);
	return a != NULL ? (int)a->v.i : 0;
}

/* Formats the one conversion at *s (after its '%') into out; moves *s past
 * it.  spec is that conversion rebuilt from the catalogue's format, its
 * type the argument's own: the compiler cannot check it as a literal. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static void
conversion(const struct msg *m, const struct msg_piece *p, const char **s, int *next,
    char *out, size_t outlen)
{
	char spec[32];
	size_t k = 0;
	int pos, width = -1, prec = -1;
	spec[k++] = '%';
	position(s, &pos);
	/* (as msg.c reads them; one repeated past 7 means nothing more to printf) */
	for (; **s != '\0' && strchr("-+ #0'", **s) != NULL; (*s)++)
		if (k < 8)
			spec[k++] = **s;
	/* (k < 16 keeps spec in its bytes) */
	if (**s == '*')
		width = star(p, s, next);
	else
		while (**s >= '0' && **s <= '9' && k < 16)   /* untaken: no message's width has 8 digits */
			spec[k++] = *(*s)++;
	if (width >= 0)
		k += (size_t)snprintf(spec + k, sizeof spec - k, "%d", width);
	if (**s == '.') {
		(*s)++;
		if (**s == '*')
			prec = star(p, s, next);
		else
			for (prec = 0; (unsigned)(**s - '0') < 10; (*s)++)    /* (a digit) */
				prec = prec * 10 + (**s - '0');
		k += (size_t)snprintf(spec + k, sizeof spec - k, ".%d", prec < 0 ? 0 : prec);
	}
	while (**s == 'h' || **s == 'l' || **s == 'z')
		(*s)++;
	char conv = **s;
	if (conv != '\0')
		(*s)++;
	const struct msg_arg *a = arg_at(p, pos, next);
	out[0] = '\0';
	if (a == NULL)
		return;
	char text[MSG_POOL];
	switch (conv) {
	case 'd': case 'i':
		memcpy(spec + k, "lld", 4);
		snprintf(out, outlen, spec, a->v.i);
		break;
	case 'u': case 'x': case 'X': case 'o':
		spec[k] = 'l';
		spec[k + 1] = 'l';
		spec[k + 2] = conv;
		spec[k + 3] = '\0';
		snprintf(out, outlen, spec, a->v.u);
		break;
	case 'c':
		memcpy(spec + k, "c", 2);
		snprintf(out, outlen, spec, (int)a->v.i);
		break;
	case 'e': case 'f': case 'g': case 'E': case 'F': case 'G':
		spec[k] = conv;
		spec[k + 1] = '\0';
		snprintf(out, outlen, spec, a->v.d);
		break;
	case 's':
		if (a->type == MSG_ARG_PIECE)
			piece_text(m, a->v.piece, text, sizeof text);
		else
			snprintf(text, sizeof text, "%s", m->pool + a->v.text);
		memcpy(spec + k, "s", 2);
		snprintf(out, outlen, spec, text);
		break;
	default:
		break;
	}
}
#pragma GCC diagnostic pop

/* One piece, its format translated and filled, into buf. */
static void
one_piece(const struct msg *m, const struct msg_piece *p, char *buf, size_t len,
    size_t *used)
{
	const char *s = translated(p);
	int next = 0;
	char one[MSG_POOL];
	while (*s != '\0') {
		const char *pct = strchr(s, '%');
		if (pct == NULL) {
			append(buf, len, used, s, strlen(s));
			break;
		}
		append(buf, len, used, s, (size_t)(pct - s));
		s = pct + 1;
		if (*s == '%') {
			append(buf, len, used, "%", 1);
			s++;
			continue;
		}
		conversion(m, p, &s, &next, one, sizeof one);
		append(buf, len, used, one, strlen(one));
	}
}

/* The pieces from i on, one after the other, into buf. */
static void
piece_text(const struct msg *m, unsigned char i, char *buf, size_t len)
{
	size_t used = 0;
	if (len > 0)
		buf[0] = '\0';
	/* (a piece's next is one made after it, or MSG_NONE: msg.c's link_piece) */
	for (; i != MSG_NONE && ALWAYS(i < m->npieces); i = m->piece[i].next)
		one_piece(m, &m->piece[i], buf, len, &used);
}

char *
msg_text(const struct msg *m, char *buf, size_t len)
{
	piece_text(m, m->first, buf, len);
	return buf;
}
