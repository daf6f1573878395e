#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <utf8proc.h>

#include "text.h"

/* s mapped by utf8proc with these options; NULL if s is not UTF-8. */
static char *
mapped(const char *s, utf8proc_option_t options)
{
	utf8proc_uint8_t *out = NULL;
	if (utf8proc_map((const utf8proc_uint8_t *)s, 0, &out,
	    UTF8PROC_NULLTERM | UTF8PROC_STABLE | options) < 0)
		return NULL;
	return (char *)out;
}

bool
utf8_same_fold(const char *a, const char *b)
{
	/* Normalised (NFKC), case folded, invisible characters dropped: two
	 * names a reader cannot tell apart are the same name. */
	const utf8proc_option_t fold = UTF8PROC_COMPOSE | UTF8PROC_COMPAT |
	    UTF8PROC_CASEFOLD | UTF8PROC_IGNORE;
	char *x = mapped(a, fold), *y = mapped(b, fold);
	bool same = x != NULL && y != NULL ? strcmp(x, y) == 0 : strcmp(a, b) == 0;
	free(x);
	free(y);
	return same;
}

bool
utf8_same_word(const char *a, const char *b)
{
	char *x = utf8_word_key(a), *y = utf8_word_key(b);
	bool same = x != NULL && y != NULL ? strcmp(x, y) == 0 : strcmp(a, b) == 0;
	free(x);
	free(y);
	return same;
}

char *
utf8_word_key(const char *s)
{
	/* Accents dropped too: a keyboard without them types "regles". */
	return mapped(s, UTF8PROC_COMPOSE | UTF8PROC_COMPAT | UTF8PROC_CASEFOLD |
	    UTF8PROC_IGNORE | UTF8PROC_STRIPMARK);
}

bool
utf8_valid(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	while (*p) {
		int more;
		unsigned int c = *p++;
		if (c < 0x80)
			continue;
		else if (c >= 0xc2 && c <= 0xdf)
			more = 1;
		else if (c >= 0xe0 && c <= 0xef)
			more = 2;
		else if (c >= 0xf0 && c <= 0xf4)
			more = 3;
		else
			return false;
		unsigned int cp = c & (0x3f >> more);
		for (int i = 0; i < more; i++, p++) {
			if ((*p & 0xc0) != 0x80)
				return false;
			cp = cp << 6 | (*p & 0x3f);
		}
		if ((more == 2 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ||
		    (more == 3 && (cp < 0x10000 || cp > 0x10ffff)))
			return false;
	}
	return true;
}

size_t
utf8_length(const char *s)
{
	size_t n = 0;
	for (; *s; s++)
		n += ((unsigned char)*s & 0xc0) != 0x80;
	return n;
}

/* Whether code point c is shown as an escape: a control character (C0, C1,
 * DEL), a format character (bidi controls, zero-width ones, the byte order
 * mark), which a terminal would act on or hide, a line or paragraph
 * separator (U+2028, U+2029: a new line to some terminals and viewers),
 * or a noncharacter. */
static bool
hidden(utf8proc_int32_t c)
{
	utf8proc_category_t cat = utf8proc_category(c);
	bool noncharacter = (c >= 0xfdd0 && c <= 0xfdef) || (c & 0xfffe) == 0xfffe;
	/* Default_Ignorable_Code_Point: the fillers, joiners and selectors that
	 * show nothing, whatever their category */
	return cat == UTF8PROC_CATEGORY_CC || cat == UTF8PROC_CATEGORY_CF ||
	    cat == UTF8PROC_CATEGORY_ZL || cat == UTF8PROC_CATEGORY_ZP || noncharacter ||
	    utf8proc_get_property(c)->ignorable;
}

size_t
utf8_next(const char *s, int32_t *c, bool *is_hidden)
{
	utf8proc_int32_t cp;
	utf8proc_ssize_t n = utf8proc_iterate((const utf8proc_uint8_t *)s, -1, &cp);
	if (n <= 0)
		return 0;
	*c = cp;
	*is_hidden = hidden(cp);
	return (size_t)n;
}

char *
text_visible(const char *s, char *buf, size_t len)
{
	size_t used = 0;
	const utf8proc_uint8_t *p = (const utf8proc_uint8_t *)s;
	if (len == 0)
		return buf;
	buf[0] = '\0';
	while (*p) {
		utf8proc_int32_t c;
		utf8proc_ssize_t n = utf8proc_iterate(p, -1, &c);
		char piece[16];
		size_t plen;
		if (n <= 0) {                          /* a byte that is not UTF-8 */
			plen = (size_t)snprintf(piece, sizeof piece, "\\x%02x", *p);
			n = 1;
		} else if (c < 0x80 && !hidden(c)) {
			piece[0] = (char)c;
			plen = 1;
		} else if (c < 0x80) {
			plen = (size_t)snprintf(piece, sizeof piece, "\\x%02x", (unsigned)c);
		} else if (hidden(c)) {
			/* \U and eight digits past U+FFFF: never read as \u and more */
			plen = (size_t)snprintf(piece, sizeof piece, c > 0xffff ? "\\U%08x" : "\\u%04x",
			    (unsigned)c);
		} else {
			memcpy(piece, p, (size_t)n);
			plen = (size_t)n;
		}
		if (used + plen >= len)
			break;                         /* cut at a character, never inside */
		memcpy(buf + used, piece, plen);
		used += plen;
		buf[used] = '\0';
		p += n;
	}
	return buf;
}

size_t
utf8_char_at(const char *s, char *buf, size_t len)
{
	utf8proc_int32_t c;
	utf8proc_ssize_t n = utf8proc_iterate((const utf8proc_uint8_t *)s, -1, &c);
	if (n <= 0)
		n = 1;
	char one[8];
	snprintf(one, sizeof one, "%.*s", (int)n, s);
	text_visible(one, buf, len);
	return (size_t)n;
}

/* Whether some character of s is one that `is` picks; a byte that is not
   UTF-8 counts as `invalid` says: each caller knows what such a byte means. */
static bool
some_char(const char *s, bool (*is)(utf8proc_int32_t c, const char *arg), const char *arg,
    bool invalid)
{
	const utf8proc_uint8_t *p = (const utf8proc_uint8_t *)s;
	while (*p) {
		utf8proc_int32_t c;
		utf8proc_ssize_t n = utf8proc_iterate(p, -1, &c);
		if (n <= 0)
			return invalid;
		if (is(c, arg))
			return true;
		p += n;
	}
	return false;
}

static bool
hidden_but(utf8proc_int32_t c, const char *allowed)
{
	return hidden(c) && (c >= 0x80 || strchr(allowed, (int)c) == NULL);
}

/* letters, marks on them, numbers, punctuation and symbols */
static bool
visible(utf8proc_int32_t c, const char *unused)
{
	(void)unused;
	switch (utf8proc_category(c)) {
	case UTF8PROC_CATEGORY_ZS: case UTF8PROC_CATEGORY_ZL: case UTF8PROC_CATEGORY_ZP:
	case UTF8PROC_CATEGORY_CC: case UTF8PROC_CATEGORY_CF: case UTF8PROC_CATEGORY_CN:
	case UTF8PROC_CATEGORY_CO: case UTF8PROC_CATEGORY_CS:
	case UTF8PROC_CATEGORY_MN: case UTF8PROC_CATEGORY_ME:
		return false;
	default:
		return true;
	}
}

static bool
space(utf8proc_int32_t c, const char *unused)
{
	(void)unused;
	utf8proc_category_t cat = utf8proc_category(c);
	return cat == UTF8PROC_CATEGORY_ZS || cat == UTF8PROC_CATEGORY_ZL ||
	    cat == UTF8PROC_CATEGORY_ZP;
}

bool
text_has_hidden_but(const char *s, const char *allowed)
{
	return some_char(s, hidden_but, allowed, true);
}

bool
text_has_hidden(const char *s)
{
	return text_has_hidden_but(s, "");
}

bool
text_has_visible(const char *s)
{
	return some_char(s, visible, NULL, false);
}

bool
text_has_space(const char *s)
{
	return some_char(s, space, NULL, false);
}

enum reply
reply_of(const char *answer)
{
	static const char *const yes[] = {"y", "yes", "o", "oui"};
	static const char *const no[] = {"n", "no", "non"};
	char word[8];
	if (answer == NULL)
		return REPLY_NO;
	size_t at = strspn(answer, " \t\r\n"), len = strcspn(answer + at, " \t\r\n");
	if (len == 0)
		return REPLY_EMPTY;
	/* one word, nothing after it but spaces */
	if (len >= sizeof word || answer[at + len + strspn(answer + at + len, " \t\r\n")] != '\0')
		return REPLY_OTHER;
	for (size_t i = 0; i < len; i++)
		word[i] = (char)tolower((unsigned char)answer[at + i]);
	word[len] = '\0';
	for (size_t i = 0; i < sizeof yes / sizeof yes[0]; i++)
		if (strcmp(word, yes[i]) == 0)
			return REPLY_YES;
	for (size_t i = 0; i < sizeof no / sizeof no[0]; i++)
		if (strcmp(word, no[i]) == 0)
			return REPLY_NO;
	return REPLY_OTHER;
}

int
text_columns(const char *s)
{
	int cols = 0;
	const utf8proc_uint8_t *p = (const utf8proc_uint8_t *)s;
	while (*p) {
		utf8proc_int32_t c;
		utf8proc_ssize_t n = utf8proc_iterate(p, -1, &c);
		if (n <= 0) {
			cols++;                /* shown as an escape; never here in practice */
			p++;
			continue;
		}
		cols += utf8proc_charwidth(c);
		p += n;
	}
	return cols;
}

int
text_distance(const char *a, const char *b, int most)
{
	size_t la = strlen(a), lb = strlen(b);
	if (la > 32 || lb > 32)
		return most + 1;
	int row[33];
	for (size_t j = 0; j <= lb; j++)
		row[j] = (int)j;
	for (size_t i = 1; i <= la; i++) {
		int diag = row[0];
		row[0] = (int)i;
		for (size_t j = 1; j <= lb; j++) {
			int up = row[j];
			int best = diag + (a[i - 1] != b[j - 1]);
			if (up + 1 < best)
				best = up + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			row[j] = best;
			diag = up;
		}
	}
	return row[lb];
}

int
text_width(const char *s)
{
	return text_columns(s);
}

void
text_pad(FILE *f, const char *s, int to)
{
	fputs(s, f);
	for (int w = text_width(s); w < to; w++)
		fputc(' ', f);
}
