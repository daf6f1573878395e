/* Text for a page of HTML (html.h): a character at a time, as
 * text_visible shows it, with the five characters markup reads escaped
 * by the entities every HTML and XML reader knows. */
#include "config.h"

#include <stdio.h>

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

void
html_text(FILE *f, const char *s)
{
	char shown[16];           /* the longest escape of one character, \u202e */
	while (s != NULL && *s) {
		s += utf8_char_at(s, shown, sizeof shown);
		put_escaped(f, shown);
	}
}

void
html_attr(FILE *f, const char *s)
{
	/* the same escapes serve both: a quote is escaped in text too */
	html_text(f, s);
}
