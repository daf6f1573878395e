/* A page's body written into memory, and the pages of a message: the
 * parts every page of the server shares. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "i18n.h"
#include "render_html.h"
#include "serve_body.h"

/* Opens d's body for writing; NULL on no memory. */
FILE *
serve_body_open(struct serve_drawn *d, unsigned status, const char *type)
{
	d->status = status;
	d->type = type;
	d->body = NULL;
	d->len = 0;
	return open_memstream(&d->body, &d->len);
}

/* Closes it: false, the body freed, if anything failed. */
bool
serve_body_close(FILE *f, struct serve_drawn *d)
{
	bool ok = !ferror(f);
	ok = fclose(f) == 0 && ok && d->body != NULL;
	if (!ok) {
		free(d->body);
		d->body = NULL;
	}
	return ok;
}

/* "?tv" or "": kept on the page's links. */
const char *
serve_query(const struct serve_ask *a)
{
	return a->tv ? "?tv" : "";
}

/* A page of HTML around a message. */
bool
serve_page_message(const struct serve_ask *a, unsigned status, const char *heading,
    const char *text, struct serve_drawn *d)
{
	FILE *f = serve_body_open(d, status, "text/html; charset=utf-8");
	if (f == NULL)
		return false;
	struct html_page p = {heading, a->tv, false, 0, serve_lang_code(a->lang), serve_query(a),
	    0};
	render_html_begin(f, &p);
	render_html_message(f, heading, text);
	render_html_end(f, &p);
	return serve_body_close(f, d);
}

bool
serve_page_refused(const struct serve_ask *a, unsigned status, const char *text,
    struct serve_drawn *d)
{
	switch (status) {
	case 403:
		return serve_page_message(a, status, _("this page asks for its key"),
		    _("open the address tapis serve gave, with its key, or scan its QR code"), d);
	case 405:
		return serve_page_message(a, status, _("only GET and HEAD are answered"),
		    _("these pages are read only"), d);
	case 500:
		/* untaken: a 500 of no text (every caller says SQLite's or tapis's reason) */
		return serve_page_message(a, status, _("the database cannot be read"), text != NULL ? text :
		    _("tapis could not read its database"), d);
	default:
		return serve_page_message(a, status, _("there is no such page"), text != NULL ? text :
		    _("the games being played are listed at /"), d);
	}
}

