#include "config.h"

#include <ctype.h>
#include <string.h>
#include <wctype.h>

#include "text.h"

/* Decodes the character at *p (valid UTF-8) and moves past it. */
static wint_t
next_char(const unsigned char **p)
{
	unsigned int c = *(*p)++;
	int more = c < 0x80 ? 0 : c < 0xe0 ? 1 : c < 0xf0 ? 2 : 3;
	if (more > 0)
		c &= 0x3f >> more;
	for (int i = 0; i < more && **p; i++)
		c = c << 6 | (*(*p)++ & 0x3f);
	return (wint_t)c;
}

bool
utf8_same_fold(const char *a, const char *b)
{
	const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;
	while (*p && *q)
		if (towlower(next_char(&p)) != towlower(next_char(&q)))
			return false;
	return *p == *q;
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
