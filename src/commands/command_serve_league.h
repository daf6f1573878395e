/* serve --league URL (command_serve_league.c): the league's local copy,
 * served, kept pulled by a thread that listens to the league. */
#ifndef TAPIS_COMMAND_SERVE_LEAGUE_H
#define TAPIS_COMMAND_SERVE_LEAGUE_H

#include <stdbool.h>
#include <stddef.h>

struct server;
struct serve_feed;

/* Opens the copy of the league at conninfo, schema (made if it is not
 * there yet), its path into path for the server to read; NULL with why. */
struct serve_feed *command_serve_feed_open(const char *conninfo, const char *schema,
    char *path, size_t len, char *why, size_t whylen);
/* Keeps it pulled for server s, which shows how the league stands; false
 * if the thread cannot start. */
bool command_serve_feed_start(struct serve_feed *f, struct server *s);
/* Stops it (a pull under way finishes) and closes the copy; NULL: none. */
void command_serve_feed_stop(struct serve_feed *f);

#endif
