/* One thread watches the database for every page: woken by inotify on the
 * database's folder (the file and its -wal written), it asks SQLite
 * whether another connection committed (PRAGMA data_version, cheap)
 * before reading anything; where inotify cannot watch, it asks once a
 * second.  It never polls the writer.  For each game with subscribers
 * it reads the game again, and where its version moved draws its sheet
 * once a language and queues the event to each; a game deleted ends its
 * streams.  Every SERVE_SSE_PING_SECONDS it pings every stream, which
 * finds the clients gone. */
#include "config.h"

#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <poll.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <time.h>
#include <unistd.h>

#include "serve_pages.h"
#include "serve_sse.h"
#include "serve_watch.h"
#include "session.h"
#include "store.h"
#include "tapis.h"

struct serve_watch {
	pthread_t thread;
	struct tapis t;           /* on its own read-only store */
	struct serve_hub *hub;
	const struct serve_langs *langs;
	int inotify;              /* -1 where it cannot watch */
	char name[NAME_MAX + 1];  /* the database's file name in its folder */
	int stop;                 /* an eventfd: stop */
	int rechecks;             /* looks still due after the last write seen, */
	int64_t recheck_at;       /* the next at this time (ms, monotonic) */
};

/* Whether the inotify events waiting name the database or its log (read
 * empty). */
static bool
database_written(struct serve_watch *w)
{
	char buf[4096] __attribute__((aligned(__alignof__(struct inotify_event))));
	bool ours = false;
	size_t len = strlen(w->name);
	ssize_t n;
	while ((n = read(w->inotify, buf, sizeof buf)) > 0)
		for (char *p = buf; p < buf + n;) {
			const struct inotify_event *e = (const struct inotify_event *)(void *)p;
			/* untaken: the queue overflowing, an event of no name (the folder's own) */
			if ((e->mask & IN_Q_OVERFLOW) || (e->len > 0 &&
			    strncmp(e->name, w->name, len) == 0 &&
			    (e->name[len] == '\0' || strcmp(e->name + len, "-wal") == 0)))
				ours = true;     /* (events lost: any may be ours) */
			p += sizeof *e + e->len;
		}
	return ours;
}

/* The sheet's event of game g in lang, drawn once a pass for all its
 * subscribers (*event, NULL until drawn). */
static struct serve_event *
event_in(struct serve_watch *w, const struct game *g, const char *version, enum serve_lang lang,
    struct serve_event **event)
{
	if (*event == NULL) {
		size_t len;
		locale_t was = uselocale(serve_langs_locale(w->langs, lang));
		char *text = serve_sheet_event(g, version, &len);
		uselocale(was);
		/* untaken: out of memory */
		*event = text != NULL ? serve_event_new(text, len) : NULL;
	}
	return *event;
}

/* Game id read again for subs[from..n) of it, each sent its new state
 * where the version it was last sent is another. */
static void
send_game(struct serve_watch *w, long long id, struct serve_sub **subs, size_t from, size_t n)
{
	char why[512], version[SERVE_VERSION];
	/* (one snapshot: its rows as one commit left them) */
	bool snapshot = store_read_begin(w->t.store);
	struct game *g = session_load(&w->t, id, why, sizeof why);
	/* untaken: a game damaged, or SQLite failing, while a stream of it is open */
	bool gone = g == NULL && serve_game_found(w->t.store, id) == 0;
	if (snapshot)         /* untaken: SQLite failing to begin a read */
		store_read_end(w->t.store);
	struct serve_event *event[LANG_COUNT] = {NULL, NULL};
	if (g != NULL)
		serve_game_version(g, version, sizeof version);
	for (size_t i = from; i < n; i++) {
		struct serve_sub *s = subs[i];
		if (serve_sub_game(s) != id)
			continue;
		if (gone)
			serve_sub_gone(s);
		/* (a game damaged: its pages say so; its streams wait) */
		if (g == NULL || serve_sub_has(s, version))
			continue;
		enum serve_lang lang = serve_sub_lang(s);
		/* untaken: out of memory */
		if (event_in(w, g, version, lang, &event[lang]) != NULL)
			serve_sub_sheet(s, version, event[lang]);
	}
	serve_event_release(event[LANG_EN]);
	serve_event_release(event[LANG_FR]);
	game_free(g);
}

/* Whether subs[i] is the first of its game in subs, and (changed false)
 * that game has a subscriber sent nothing yet. */
static bool
game_to_read(struct serve_sub **subs, size_t i, size_t n, bool changed)
{
	long long id = serve_sub_game(subs[i]);
	if (id == 0)
		return false;     /* (a list's) */
	for (size_t j = 0; j < i; j++)
		if (serve_sub_game(subs[j]) == id)
			return false;
	for (size_t j = i; j < n && !changed; j++)
		changed = serve_sub_game(subs[j]) == id && serve_sub_has(subs[j], "");
	return changed;
}

/* The lists' streams sent the lists' version, each that was sent
 * another (or none yet: a page drawn before it is read again). */
static void
send_lists(struct serve_sub **subs, size_t n, long long at)
{
	char version[SERVE_VERSION], *text = NULL;
	size_t len = 0;
	struct serve_event *event = NULL;
	snprintf(version, sizeof version, "%lld", at);
	for (size_t i = 0; i < n; i++) {
		if (serve_sub_game(subs[i]) != 0 || serve_sub_has(subs[i], version))
			continue;
		if (event == NULL) {
			FILE *f = open_memstream(&text, &len);
			if (f == NULL)
				return;
			serve_sse_changed(f, at);
			if (fclose(f) != 0) {
				free(text);
				return;
			}
			/* untaken: out of memory */
			if ((event = serve_event_new(text, len)) == NULL)
				return;
		}
		serve_sub_sheet(subs[i], version, event);
	}
	serve_event_release(event);
}

/* One pass over the subscribers: each game once, every game if the
 * database changed, else those of subscribers just come; the lists' at
 * their version. */
static void
send_changes(struct serve_watch *w, bool changed)
{
	size_t n;
	struct serve_sub **subs = serve_hub_subs(w->hub, &n);
	for (size_t i = 0; i < n; i++)
		if (game_to_read(subs, i, n, changed))
			send_game(w, serve_sub_game(subs[i]), subs, i, n);
	send_lists(subs, n, serve_hub_version(w->hub));
	serve_subs_release(subs, n);
}

static void
ping_all(struct serve_watch *w)
{
	size_t n;
	struct serve_sub **subs = serve_hub_subs(w->hub, &n);
	/* untaken: a ping is due only after SERVE_SSE_PING_SECONDS (no test waits them) */
	for (size_t i = 0; i < n; i++)
		serve_sub_ping(subs[i]);
	serve_subs_release(subs, n);
}

static int64_t
now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* How long poll may wait, in ms: until the next ping, the next look due
 * after a write, or (no inotify) a second. */
static int
wait_for(const struct serve_watch *w, int64_t next_ping)
{
	int64_t now = now_ms(), until = next_ping;
	/* untaken: no inotify (a look a second then) */
	if (w->inotify < 0 && until > now + 1000)
		until = now + 1000;
	/* untaken: a recheck due after the next ping, and a ping due already (timing) */
	if (w->rechecks > 0 && until > w->recheck_at)
		until = w->recheck_at;
	/* untaken: a ping due already (timing) */
	return until > now ? (int)(until - now) : 0;
}

/* Whether to ask the database if it changed: inotify saw it written (or
 * cannot see), or a look is due after that.  A commit is seen by readers
 * once its writer has set the log's index (in -shm, memory no inotify
 * sees) after its last write: a look just after that write may come
 * before (a tapis that has just opened the file showed it), so more
 * follow, 20 ms, 200 ms and a second later. */
static bool
time_to_look(struct serve_watch *w, bool inotified)
{
	static const int after[] = {20, 200, 1000};
	const int n = (int)(sizeof after / sizeof after[0]);
	int64_t now = now_ms();
	if (w->inotify < 0)
		return true;          /* (woken once a second at least) */
	if (inotified)
		w->rechecks = n;
	else if (w->rechecks == 0 || now < w->recheck_at)
		return false;
	else
		w->rechecks--;
	if (w->rechecks > 0)
		w->recheck_at = now + after[n - w->rechecks];
	return true;
}

static void *
watch(void *arg)
{
	struct serve_watch *w = arg;
	int64_t next_ping = now_ms() + SERVE_SSE_PING_SECONDS * 1000;
	for (;;) {
		struct pollfd fds[3] = {
			{w->stop, POLLIN, 0}, {serve_hub_wake_fd(w->hub), POLLIN, 0},
			{w->inotify, POLLIN, 0},
		};
		if (poll(fds, w->inotify < 0 ? 2 : 3, wait_for(w, next_ping)) < 0 && errno != EINTR)
			break;
		if (fds[0].revents != 0)
			break;
		bool fresh = fds[1].revents != 0;
		if (fresh)
			serve_hub_woken(w->hub);
		bool look = time_to_look(w, fds[2].revents != 0 && database_written(w));
		bool changed = look && store_changed(w->t.store);
		if (changed) {
			store_seen(w->t.store);
			serve_hub_touch(w->hub);   /* (its wake read at the next pass) */
		}
		if (changed || fresh)
			send_changes(w, changed);
		/* untaken: a ping is due after SERVE_SSE_PING_SECONDS of a stream: no test
		 * keeps one open so long (none waits by the clock) */
		if (now_ms() >= next_ping) {
			ping_all(w);
			next_ping = now_ms() + SERVE_SSE_PING_SECONDS * 1000;
		}
	}
	return NULL;
}

/* inotify on path's folder, for the file's name; -1 where it cannot.  A
 * path through a symbolic link is followed: SQLite writes the log beside
 * the file itself. */
static int
watch_folder(struct serve_watch *w, const char *path)
{
	char a[PATH_MAX], b[PATH_MAX];
	if (realpath(path, a) == NULL)
		snprintf(a, sizeof a, "%s", path);
	snprintf(b, sizeof b, "%s", a);
	snprintf(w->name, sizeof w->name, "%s", basename(a));
	int fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
	if (fd >= 0 && inotify_add_watch(fd, dirname(b), IN_MODIFY | IN_CLOSE_WRITE |
	    IN_MOVED_TO | IN_CREATE | IN_DELETE) < 0) {
		close(fd);
		fd = -1;
	}
	return fd;
}

struct serve_watch *
serve_watch_start(const char *db_path, struct serve_hub *hub, const struct serve_langs *langs,
    char *why, size_t whylen)
{
	struct serve_watch *w = calloc(1, sizeof *w);
	if (w == NULL) {
		snprintf(why, whylen, "%s", strerror(ENOMEM));
		return NULL;
	}
	w->hub = hub;
	w->langs = langs;
	w->t.db_path = db_path;
	w->inotify = watch_folder(w, db_path);
	w->stop = eventfd(0, EFD_CLOEXEC);
	/* untaken: no fd left, no thread, or the file gone since cmd_serve opened it */
	if (w->stop >= 0 && (w->t.store = store_open_read(db_path, why, whylen)) != NULL &&
	    pthread_create(&w->thread, NULL, watch, w) == 0)
		return w;
	if (w->t.store != NULL)
		snprintf(why, whylen, "%s", strerror(errno));
	store_close(w->t.store);
	/* untaken: the watch not started (above) */
	if (w->stop >= 0)
		close(w->stop);
	/* untaken: the watch not started (above) */
	if (w->inotify >= 0)
		close(w->inotify);
	free(w);
	return NULL;
}

void
serve_watch_stop(struct serve_watch *w)
{
	if (w == NULL)
		return;
	uint64_t one = 1;
	if (write(w->stop, &one, sizeof one) < 0)
		return;       /* (an eventfd takes it: never so) */
	pthread_join(w->thread, NULL);
	store_close(w->t.store);
	close(w->stop);
	if (w->inotify >= 0)
		close(w->inotify);
	free(w);
}
