/* --listen's word, read (serve_listen.c): where the server binds. */
#ifndef TAPIS_SERVE_LISTEN_H
#define TAPIS_SERVE_LISTEN_H

#include <stdbool.h>
#include <stddef.h>

#include <netinet/in.h>

#define SERVE_PORT 8421           /* the port without --listen */

/* Where to bind: an address of a family (AF_INET, AF_INET6), and a port. */
struct serve_where {
	int family;
	struct in_addr v4;
	struct in6_addr v6;
	bool any;                 /* no address said: the default one */
	int port;
};

/* word (ADDR:PORT, [v6]:PORT or PORT) into *w; false with why.  PORT
 * alone keeps w's address. */
bool serve_listen_parse(const char *word, struct serve_where *w, char *why, size_t whylen);
/* Where the server binds without --listen: 127.0.0.1, or (lan) every
 * address, port SERVE_PORT. */
void serve_listen_default(struct serve_where *w, bool lan);
/* w's address as text, "[v6]" bracketed, into buf. */
const char *serve_listen_host(const struct serve_where *w, char *buf, size_t len);

#endif
