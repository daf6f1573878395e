/* tapis serve: the daemon started and stopped.  libmicrohttpd answers in
 * a pool of two threads (epoll where there is one), each request bounded
 * (its size by the memory of a connection, its idleness by a timeout,
 * the connections of one address and of all), an event stream suspended
 * while it waits; one more thread watches the database (serve_watch.c).
 * Everything reads the database through connections opened read-only:
 * the server never writes. */
#include "config.h"

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "never.h"
#include "say.h"
#include "serve.h"
#include "serve_bind.h"
#include "serve_mhd.h"
#include "serve_private.h"
#include "serve_request.h"

#define POOL_THREADS 2
#define CONNECTIONS 512           /* in all */
#define CONNECTIONS_AN_ADDRESS 96
#define IDLE_SECONDS 10
/* A request larger is refused: a browser's is 1 or 2 KiB; every
 * connection holds this much (libmicrohttpd zeroes it), the suspended
 * event streams too. */
#define CONNECTION_MEMORY (8 * 1024)
/* glibc's default, fixed: a game's rules may hold a table of 460 KiB
 * (10000's scores), made at each page, which would otherwise raise the
 * threshold and come from a heap that then keeps as much again free */
#define MAPPED_FROM (128 * 1024)

/* The daemon on the socket fd (which it then owns); false if it cannot
 * start, or libmicrohttpd cannot be loaded. */
static bool
start_daemon(struct server *s, int fd)
{
	if (!serve_mhd_load())
		return false;
	s->daemon = serve_mhd.start_daemon(MHD_USE_AUTO | MHD_USE_INTERNAL_POLLING_THREAD |
	    MHD_ALLOW_SUSPEND_RESUME, 0, NULL, NULL, serve_request, s,
	    MHD_OPTION_LISTEN_SOCKET, fd,
	    MHD_OPTION_THREAD_POOL_SIZE, (unsigned int)POOL_THREADS,
	    MHD_OPTION_CONNECTION_LIMIT, (unsigned int)CONNECTIONS,
	    MHD_OPTION_PER_IP_CONNECTION_LIMIT, (unsigned int)CONNECTIONS_AN_ADDRESS,
	    MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)IDLE_SECONDS,
	    MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)CONNECTION_MEMORY,
	    MHD_OPTION_END);
	return s->daemon != NULL;
}

/* The languages, the streams' hub and the watcher (which opens the
 * database, and says why it cannot); false with why. */
static bool
start_parts(struct server *s, char *why, size_t whylen)
{
	/* gettext reads each thread's locale, not a LANGUAGE of the caller's */
	unsetenv("LANGUAGE");
	i18n_forget();
#ifdef M_ARENA_MAX
	/* one heap for the few threads: glibc's arena a thread keeps each its
	 * own free memory, half a megabyte more at the peak */
	mallopt(M_ARENA_MAX, 1);
	mallopt(M_MMAP_THRESHOLD, MAPPED_FROM);
#endif
	/* untaken: no locale at all, not even C (newlocale failing) */
	if (!serve_langs_open(&s->langs)) {
		snprintf(why, whylen, "%s", _("no locale can be made: the pages cannot be drawn"));
		return false;
	}
	if (!s->langs.french) {
		struct ui ui = {stdout, stderr, false, false, false, false, 0};
		say_note(&ui, "%s", _("tapis: no French locale on this machine (fr_FR.UTF-8), or"
		    " no French catalogue of tapis: the pages are in English\n"));
	}
	if ((s->hub = serve_hub_new()) == NULL) {
		snprintf(why, whylen, "%s", _("out of memory"));
		return false;
	}
	s->watch = serve_watch_start(s->db_path, s->hub, &s->langs, why, whylen);
	return s->watch != NULL;
}

/* Where to listen, and the key of --lan; false with why. */
static bool
ready_to_listen(struct server *s, const struct serve_options *o, struct serve_where *w,
    char *why, size_t whylen)
{
	serve_listen_default(w, o->lan);
	if (o->listen != NULL) {
		bool parsed = serve_listen_parse(o->listen, w, why, whylen);
		/* cmd_serve refused a --listen that does not parse first */
		if (NEVER(!parsed))
			return false;
	}
	/* untaken: getrandom giving no random bytes */
	if (o->lan && !serve_key_make(s->key)) {
		snprintf(why, whylen, "%s", _("the system gives no random bytes for the key"));
		return false;
	}
	return true;
}

/* Binds and starts the daemon, and says where; false with why. */
static bool
listen_there(struct server *s, struct serve_where *w, char *why, size_t whylen)
{
	char host[64];
	s->port_asked = w->port;
	int fd = serve_bind(w, why, whylen);
	if (fd < 0)
		return false;
	s->port = w->port;
	/* untaken: libmicrohttpd refusing a socket bound and listening (no memory, no thread) */
	if (!start_daemon(s, fd)) {
		close(fd);
		snprintf(why, whylen, "%s", _("the web server cannot start (libmicrohttpd)"));
		return false;
	}
	snprintf(s->address, sizeof s->address, "http://%s:%d/%s%s",
	    serve_bind_host(w, host, sizeof host), s->port, s->key[0] ? "?key=" : "", s->key);
	return true;
}

struct server *
serve_start(const struct serve_options *o, char *why, size_t whylen)
{
	struct server *s = calloc(1, sizeof *s);
	struct serve_where w;
	if (s == NULL || (s->db_path = strdup(o->db_path)) == NULL) {
		free(s);
		snprintf(why, whylen, "%s", _("out of memory"));
		return NULL;
	}
	pthread_mutex_init(&s->league_lock, NULL);
	s->league.league = o->league;
	s->league.reached = true;
	if (pthread_key_create(&s->thread_tapis, serve_thread_done) != 0) {
		pthread_mutex_destroy(&s->league_lock);
		free(s->db_path);
		free(s);
		snprintf(why, whylen, "%s", _("out of memory"));
		return NULL;
	}
	/* untaken: ready_to_listen fails only where getrandom does */
	if (!ready_to_listen(s, o, &w, why, whylen) || !start_parts(s, why, whylen) ||
	    !listen_there(s, &w, why, whylen)) {
		serve_stop(s);
		return NULL;
	}
	return s;
}

const char *
serve_address(const struct server *s)
{
	return s->address;
}

int
serve_port(const struct server *s)
{
	return s->port;
}

int
serve_port_asked(const struct server *s)
{
	return s->port_asked;
}

void
serve_stop(struct server *s)
{
	if (NEVER(s == NULL))     /* (each caller stops a server it started) */
		return;
	serve_watch_stop(s->watch);
	/* every stream resumed and ended before the daemon stops, as
	 * libmicrohttpd asks */
	/* untaken: no hub only where the start failed before making it */
	if (s->hub != NULL)
		serve_hub_close(s->hub);
	if (s->daemon != NULL)
		serve_mhd.stop_daemon(s->daemon);
	serve_hub_free(s->hub);
	pthread_key_delete(s->thread_tapis);
	serve_langs_close(&s->langs);
	pthread_mutex_destroy(&s->league_lock);
	free(s->db_path);
	free(s);
}
