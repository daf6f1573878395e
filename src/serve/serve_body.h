/* What every page of the server shares (serve_body.c): its body written
 * into memory, and the page of a message. */
#ifndef TAPIS_SERVE_BODY_H
#define TAPIS_SERVE_BODY_H

#include <stdbool.h>
#include <stdio.h>

#include "serve_pages.h"

/* d's body opened for writing, with its status and type; NULL on no
 * memory. */
FILE *serve_body_open(struct serve_drawn *d, unsigned status, const char *type);
/* Closed: false, the body freed, if anything failed. */
bool serve_body_close(FILE *f, struct serve_drawn *d);
/* "?tv" or "": kept on the page's links. */
const char *serve_query(const struct serve_ask *a);
/* A page of HTML saying heading and text, with status. */
bool serve_page_message(const struct serve_ask *a, unsigned status, const char *heading,
    const char *text, struct serve_drawn *d);
/* A page that says why there is no page: status (403, 404, 405, 500)
 * with text (NULL: the status's own words, and always for 403 and 405,
 * which have nothing to add); false on no memory. */
bool serve_page_refused(const struct serve_ask *a, unsigned status, const char *text,
    struct serve_drawn *d);

#endif
