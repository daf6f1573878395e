#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"

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

void
utf8_end_whole(char *s)
{
	size_t len = strlen(s), back = 0;
	/* (at most three bytes follow the one that starts a character) */
	while (back < 3 && back < len && ((unsigned char)s[len - 1 - back] & 0xc0) == 0x80)
		back++;
	if (back == len)
		return;
	unsigned char lead = (unsigned char)s[len - 1 - back];
	size_t want = lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : lead >= 0xc0 ? 1 : 0;
	if (lead >= 0xc0 && want > back)
		s[len - 1 - back] = '\0';
}

char *
text_visible(const char *s, char *buf, size_t len)
{
	size_t used = 0;
	const unsigned char *p = (const unsigned char *)s;
	if (len == 0)
		return buf;
	buf[0] = '\0';
	while (*p) {
		if (*p >= 0x20 && *p < 0x7f) {        /* printable ASCII, as it is */
			/* (a run of it copied at once: games --all shows 18 cells a
			 * row, mostly ASCII) */
			size_t run = 1;
			while (p[run] >= 0x20 && p[run] < 0x7f)
				run++;
			if (run > len - 1 - used)
				run = len - 1 - used;
			if (run == 0)
				break;
			memcpy(buf + used, p, run);
			used += run;
			p += run;
			buf[used] = '\0';
			continue;
		}
		int32_t c;
		bool is_hidden;
		size_t n = utf8_next((const char *)p, &c, &is_hidden);
		char piece[16];
		size_t plen;
		if (n == 0) {                          /* a byte that is not UTF-8 */
			plen = (size_t)snprintf(piece, sizeof piece, "\\x%02x", *p);
			n = 1;
		} else if (c < 0x80) {                 /* (printable ASCII is copied above) */
			plen = (size_t)snprintf(piece, sizeof piece, "\\x%02x", (unsigned)c);
		} else if (is_hidden) {
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
	int32_t c;
	bool is_hidden;
	size_t n = utf8_next(s, &c, &is_hidden);
	if (n == 0)
		n = 1;
	char one[8];
	snprintf(one, sizeof one, "%.*s", (int)n, s);
	text_visible(one, buf, len);
	return (size_t)n;
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
text_distance(const char *a, const char *b, int most)
{
	size_t la = strlen(a), lb = strlen(b);
	/* (the lengths' difference is as far as they can be near: a word
	 * unknown is measured against every name, and most names are not) */
	if (la > 32 || lb > 32 || (la > lb ? la - lb : lb - la) > (size_t)most)
		return most + 1;
	int row[33];
	for (size_t j = 0; j <= lb; j++)
		row[j] = (int)j;
	for (size_t i = 1; i <= la; i++) {
		int diag = row[0], least = (int)i;
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
			if (best < least)
				least = best;
		}
		if (least > most)
			return most + 1;  /* no row after is nearer */
	}
	return row[lb] <= most ? row[lb] : most + 1;
}

int
text_width(const char *s)
{
	return text_columns(s);
}

void
text_blanks(FILE *f, int n)
{
	static const char blanks[] = "                                ";
	for (; n > 0; n -= (int)sizeof blanks - 1)
		fwrite(blanks, 1, n < (int)sizeof blanks - 1 ? (size_t)n : sizeof blanks - 1, f);
}

void
text_pad(FILE *f, const char *s, int to)
{
	fputs(s, f);
	text_blanks(f, to - text_width(s));
}

int
text_digits(const char *s, int n)
{
	int v = 0;
	for (int i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		v = v * 10 + (s[i] - '0');
	}
	return v;
}
