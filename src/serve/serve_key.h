/* The key of --lan (serve_key.c): made at random, asked of every
 * request, by ?key= or the cookie tapis_key. */
#ifndef TAPIS_SERVE_KEY_H
#define TAPIS_SERVE_KEY_H

#include <stdbool.h>
#include <stddef.h>

#define SERVE_KEY_CHARS 32        /* 128 random bits in hex */

/* How a request stands with the key. */
enum serve_key_said {
	KEY_NOT_ASKED,            /* no key is asked (no --lan) */
	KEY_IN_QUERY,             /* ?key= right: set the cookie */
	KEY_IN_COOKIE,            /* the cookie right */
	KEY_WRONG,                /* neither: 403 */
};

/* A new key into key (SERVE_KEY_CHARS + 1 bytes); false if the system
 * gives no random bytes. */
bool serve_key_make(char *key);
/* Whether given is key, in a time that does not depend on where they
 * differ; NULL is no key. */
bool serve_key_equal(const char *given, const char *key);
/* The request's standing: key "" when none is asked, by_query and
 * by_cookie what it brought (NULL: nothing). */
enum serve_key_said serve_key_check(const char *key, const char *by_query,
    const char *by_cookie);
/* The Set-Cookie header's value for key, into buf. */
const char *serve_key_cookie(const char *key, char *buf, size_t len);

#endif
