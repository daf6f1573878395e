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
	bool league;              /* serve --league: db_path is a league's copy, kept pulled */
};
/* How a league served stands, which the lists show (serve --league). */
struct serve_league {
	bool league;              /* the database is a league's copy */
	bool reached;             /* the league answered at the last try */
	char pulled[32];          /* when it last answered, as said; "" if never */
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
/* serve --league: the league answered (reached) or not, last pulled at
 * pulled; the lists open are sent it at once. */
void serve_league_state(struct server *s, bool reached, const char *pulled);

#endif
