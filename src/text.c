#include "config.h"

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
