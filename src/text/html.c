/* Text for a page of HTML (html.h): a character at a time, as
 * text_visible shows it, with the five characters markup reads escaped
 * by the entities every HTML and XML reader knows. */
#include "config.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "html.h"
#include "text.h"

static void
put_escaped(FILE *f, const char *s)
{
	for (; *s; s++)
		switch (*s) {
		case '&':
			fputs("&amp;", f);
			break;
		case '<':
			fputs("&lt;", f);
			break;
		case '>':
			fputs("&gt;", f);
			break;
		case '"':
			fputs("&quot;", f);
			break;
		case '\'':
			fputs("&#39;", f);
			break;
		default:
			fputc(*s, f);
		}
}

/* Whether the space at s stands before French's : ; ! or ? (a word of
 * its own: then a space or the end), which the printed page keeps on
 * the line of the word before. */
static bool
space_before_mark(const char *s)
{
	return s[0] == ' ' && s[1] != '\0' && strchr(":;!?", s[1]) != NULL &&
	    (s[2] == '\0' || s[2] == ' ' || s[2] == '\n');
}

static void
put_text(FILE *f, const char *s, bool text)
{
	char shown[16];           /* the longest escape of one character, \u202e */
	while (s != NULL && *s) {
		if (text && space_before_mark(s)) {
			fputs("\u00a0", f);      /* no break: no line of a phone starts with ':' */
			s++;
			continue;
		}
		s += utf8_char_at(s, shown, sizeof shown);
		put_escaped(f, shown);
	}
}

void
html_text(FILE *f, const char *s)
{
	put_text(f, s, true);
}

void
html_attr(FILE *f, const char *s)
{
	/* the same escapes serve both: a quote is escaped in text too; a
	 * value is read, not laid out, and keeps its spaces */
	put_text(f, s, false);
}
