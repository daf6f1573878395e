/* serve --league URL: the league's local copy (the file leaderboard
 * --league reads, in the cache folder) served as any file is, and kept
 * pulled by a thread of its own.  It listens to the league (each push
 * notifies in its transaction, store_league.h) and pulls each change into
 * the copy, whose commit the server's watcher sees as it sees any write
 * (inotify, then PRAGMA data_version) and sends to the pages open.  A
 * league that cannot be reached (its server stopped) leaves the copy as
 * last pulled, which the lists say; it is tried again after a pause that
 * doubles up to PAUSE_MAX_MS, and followed again from where the copy is.
 * A pull is made every CHECK_MS whatever comes: a connection gone mute
 * (no notice, no error) is found so. */
#define _DEFAULT_SOURCE 1     /* timegm, strptime */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <time.h>
#include <unistd.h>

#include "command.h"
#include "command_serve_league.h"
#include "exchange.h"
#include "i18n.h"
#include "say.h"
#include "serve.h"
#include "store.h"
#include "store_league.h"
#include "tapis.h"
#include "text.h"

#define PAUSE_MIN_MS 500
#define PAUSE_MAX_MS 8000
#define CHECK_MS 30000

struct serve_feed {
	pthread_t thread;
	bool running;
	struct tapis t;            /* on the copy, read and written by the thread */
	char conninfo[STORE_LEAGUE_CONNINFO], schema[STORE_LEAGUE_NAME + 1];
	struct server *server;
	int stop;                  /* an eventfd: stop */
	atomic_bool stopping;
	time_t pulled;             /* the last pull that went through; 0: never */
	bool reached;              /* as last said */
	struct store_league *l;    /* followed from the first pull, before the thread */
	char why[640];             /* why the first could not reach it */
};

/* When the copy was pulled as it says (UTC), 0 if never or unreadable. */
static time_t
pulled_before(struct store *copy)
{
	long long serial;
	char at[EXCHANGE_TIME];
	struct tm tm;
	memset(&tm, 0, sizeof tm);
	if (store_league_copy_get(copy, &serial, at, sizeof at) != 1)
		return 0;
	const char *end = strptime(at, "%Y-%m-%dT%H:%M:%SZ", &tm);
	/* untaken: a time of the copy not as tapis writes it (by hand) */
	return end != NULL && *end == '\0' ? timegm(&tm) : 0;
}

/* Tells the server how the league stands: the time of the last pull
 * (its day too, where it is not today's); said on standard error where
 * it moved. */
static void
state(struct serve_feed *f, bool reached, const char *why)
{
	char when[32] = "", shown[1024];
	struct tm at, today;
	time_t now = time(NULL);
	if (reached)
		f->pulled = now;
	if (f->server == NULL) {
		f->reached = reached;     /* (said as the server starts) */
		return;
	}
	/* untaken: never pulled, or localtime_r failing on a time it made */
	if (f->pulled != 0 && localtime_r(&f->pulled, &at) != NULL &&
	    localtime_r(&now, &today) != NULL)
		/* untaken: a pull of another day, the server running past midnight */
		strftime(when, sizeof when, at.tm_yday == today.tm_yday &&
		    at.tm_year == today.tm_year ? "%H:%M:%S" : "%Y-%m-%d %H:%M", &at);
	serve_league_state(f->server, reached, when);
	if (reached == f->reached)
		return;
	f->reached = reached;
	if (reached)
		say_note(&f->t.ui, "%s", _("tapis: the league is reached again\n"));
	else
		say_note(&f->t.ui, _("tapis: the league cannot be reached (%s): the pages show it as"
		    " last pulled\n"), text_visible(why, shown, sizeof shown));
}

/* Pulls what l's league holds that the copy does not: false if the
 * league is lost (a copy that cannot be written is said, and the league
 * followed still). */
static bool
pull(struct serve_feed *f, struct store_league *l, char *why, size_t whylen)
{
	int got = command_league_pull(&f->t, f->t.store, l, why, whylen);
	if (got > 0) {
		state(f, true, "");
	/* untaken: the copy failing to be written mid-pull */
	} else if (got < 0) {
		char shown[1024];
		say_note(&f->t.ui, _("tapis: the league's copy cannot be written: %s\n"),
		    text_visible(why, shown, sizeof shown));
	}
	return got != 0;
}

/* The league reached and listened to, then pulled; NULL if it cannot
 * be, with why. */
static struct store_league *
reach(struct serve_feed *f, char *why, size_t whylen)
{
	struct store_league *l = store_league_open(f->conninfo, f->schema, false, NULL, why, whylen);
	/* untaken: LISTEN refused, or the first pull failing, on a league
	 * just opened */
	if (l != NULL && store_league_listen(l, why, whylen) && pull(f, l, why, whylen))
		return l;
	store_league_close(l);
	return NULL;
}

/* Follows the league on l (pulled): again at each change it says (or
 * after CHECK_MS), until stopped or the league is lost. */
static void
follow(struct serve_feed *f, struct store_league *l, char *why, size_t whylen)
{
	while (!atomic_load(&f->stopping)) {
		int r = store_league_wait(l, f->stop, CHECK_MS, why, whylen);
		/* untaken: a stop that comes while the wait returns (a race) */
		if (r < 0 || (!atomic_load(&f->stopping) && !pull(f, l, why, whylen)))
			return;
	}
}

static void *
feed(void *arg)
{
	struct serve_feed *f = arg;
	int pause = PAUSE_MIN_MS;
	char *why = f->why;
	struct store_league *l = f->l;
	f->l = NULL;
	while (!atomic_load(&f->stopping)) {
		if (l != NULL || (l = reach(f, why, sizeof f->why)) != NULL) {
			pause = PAUSE_MIN_MS;
			follow(f, l, why, sizeof f->why);
		}
		store_league_close(l);
		l = NULL;
		if (atomic_load(&f->stopping))
			break;
		state(f, false, why);
		struct pollfd stop = {f->stop, POLLIN, 0};
		if (poll(&stop, 1, pause) < 0 && errno != EINTR)
			break;
		pause = pause * 2 < PAUSE_MAX_MS ? pause * 2 : PAUSE_MAX_MS;
	}
	return NULL;
}

struct serve_feed *
command_serve_feed_open(const char *conninfo, const char *schema, char *path, size_t len,
    char *why, size_t whylen)
{
	struct serve_feed *f = calloc(1, sizeof *f);
	if (f == NULL) {
		snprintf(why, whylen, "%s", _("out of memory"));
		return NULL;
	}
	if (!command_league_copy_path(conninfo, schema, path, len, why, whylen)) {
		free(f);
		return NULL;
	}
	snprintf(f->conninfo, sizeof f->conninfo, "%s", conninfo);
	snprintf(f->schema, sizeof f->schema, "%s", schema);
	/* (never a terminal's: no pace is shown, nothing waits for a person) */
	f->t.ui = (struct ui){stdout, stderr, false, false, false, false, 0};
	f->t.db_path = path;
	f->reached = true;
	f->stop = eventfd(0, EFD_CLOEXEC);
	char said[512];
	if (f->stop < 0 || (f->t.store = store_open(path, said, sizeof said)) == NULL) {
		snprintf(why, whylen, _("the league's copy cannot be opened: %s"),
		    f->stop < 0 ? strerror(errno) : said);
		command_serve_feed_stop(f);
		return NULL;
	}
	f->pulled = pulled_before(f->t.store);
	/* (pulled once before the server starts: its first page is the league's) */
	f->l = reach(f, f->why, sizeof f->why);
	f->reached = f->l != NULL;
	if (f->l == NULL && f->pulled == 0) {
		/* nothing to show, and most likely a mistake that waiting will
		 * not mend (a database, a role, a schema mistyped): said now */
		snprintf(why, whylen, _("cannot serve the league: %s; nothing was pulled from it"
		    " yet"), f->why);
		command_serve_feed_stop(f);
		return NULL;
	}
	return f;
}

bool
command_serve_feed_start(struct serve_feed *f, struct server *s)
{
	bool reached = f->reached;
	f->server = s;
	f->reached = true;        /* (one that cannot be reached said now, on standard error) */
	state(f, reached, f->why);
	f->running = pthread_create(&f->thread, NULL, feed, f) == 0;
	return f->running;
}

void
command_serve_feed_stop(struct serve_feed *f)
{
	if (f == NULL)
		return;
	if (f->running) {
		atomic_store(&f->stopping, true);
		uint64_t one = 1;
		if (write(f->stop, &one, sizeof one) < 0) {
			/* (an eventfd takes it: never so) */
		}
		pthread_join(f->thread, NULL);
	}
	store_league_close(f->l);
	store_close(f->t.store);
	/* untaken: false only where eventfd failed as the feed started */
	if (f->stop >= 0)
		close(f->stop);
	free(f);
}
