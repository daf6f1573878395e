/* tapis serve: a read-only live web page of the games of a database
 * (GNU libmicrohttpd), in threads of its own beside the caller's. */
#ifndef TAPIS_SERVE_H
#define TAPIS_SERVE_H

#include <stdbool.h>
#include <stddef.h>

struct serve_options {
	const char *db_path;      /* the database, as --db or the default gives it */
	const char *listen;       /* --listen ADDR:PORT as typed; NULL: 127.0.0.1 (0.0.0.0 with --lan), port 8421
	                             or the next free one */
	bool lan;                 /* --lan: every address of the machine, a key required */
};
struct server;
/* Checks --listen's word (ADDR:PORT, [v6]:PORT, or PORT alone; ports 1-65535): false with why. */
bool serve_listen_valid(const char *word, char *why, size_t whylen);
/* Opens the database read-only (never creating it, never upgrading it), binds, makes the key
 * (--lan), starts the threads.  NULL with a one-line reason. */
struct server *serve_start(const struct serve_options *o, char *why, size_t whylen);
/* The address to open: "http://HOST:PORT/" (+ "?key=KEY" with --lan; HOST the machine's LAN address
 * with --lan, else the bound address). */
const char *serve_address(const struct server *s);
/* The port bound, and the one asked for (they differ when that one was taken). */
int serve_port(const struct server *s);
int serve_port_asked(const struct server *s);
void serve_stop(struct server *s);

#endif
