/* Text a person typed or a file held, written into a page of HTML
 * (render_html.c): first made visible as text_visible makes it for a
 * terminal (controls, bidi and format characters, bytes that are not
 * UTF-8, shown as escapes), then its & < > " ' escaped, so that nothing
 * it holds is read as markup nor turns the text it sits in around. */
#ifndef TAPIS_HTML_H
#define TAPIS_HTML_H

#include <stdio.h>

/* s as the text of an element, the space before French's : ; ! ? made
 * one that does not break (U+00A0). */
void html_text(FILE *f, const char *s);
/* The same, for the value of an attribute between double quotes. */
void html_attr(FILE *f, const char *s);

#endif
