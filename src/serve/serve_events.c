/* The event streams: each page open on a game is a subscriber, whose
 * connection libmicrohttpd suspends while its queue is empty and the
 * watcher resumes once it has queued an event.  Both happen under the
 * subscriber's lock, so that no wake is lost between "nothing to send"
 * and the suspension.  The queue is bounded: the latest sheet replaces
 * an unsent one, a ping is a flag.  A sheet's event is drawn once for
 * every subscriber of its game and language and shared, counted, not
 * copied: fifty pages open hold one sheet, freed once all have sent it. */
#include "config.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include "serve_events.h"
#include "serve_mhd.h"
#include "serve_sse.h"

struct serve_event {
	atomic_int refs;          /* the watcher's, and each subscriber's */
	size_t len;
	char *text;
};

/* A piece of what is being sent: a shared event's text, or a constant. */
struct piece {
	const char *text;
	size_t len;
};

struct serve_sub {
	pthread_mutex_t lock;
	int refs;                 /* the response's, and the watcher's */
	struct serve_hub *hub;
	struct MHD_Connection *conn;
	long long game;
	enum serve_lang lang;
	char version[SERVE_VERSION];   /* of the last sheet queued */
	struct serve_event *sheet;     /* the sheet's event queued, not yet sent */
	bool ping, gone;          /* queued too */
	struct serve_event *sending;   /* the sheet among the pieces being sent */
	struct piece out[3];      /* what is being sent: out[out_i] from out_at */
	int out_n, out_i;
	size_t out_at;
	bool suspended;           /* by its reader, with nothing to send */
	bool ended;               /* the last event is out: the stream ends */
	bool closing;             /* the server stops */
	bool done;                /* libmicrohttpd is done with the connection */
	struct serve_sub *prev, *next;
};

struct serve_hub {
	pthread_mutex_t lock;
	struct serve_sub *head;
	size_t n;
	bool closing;
	int wake;                 /* an eventfd: a subscriber came */
	atomic_llong version;     /* the lists' */
};

struct serve_hub *
serve_hub_new(void)
{
	struct serve_hub *h = calloc(1, sizeof *h);
	if (h == NULL)
		return NULL;
	if ((h->wake = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC)) < 0) {     /* untaken: no fd left */
		free(h);
		return NULL;
	}
	pthread_mutex_init(&h->lock, NULL);
	atomic_init(&h->version, 0);
	return h;
}

void
serve_hub_free(struct serve_hub *h)
{
	if (h == NULL)        /* untaken: a start failed before the hub was made */
		return;
	close(h->wake);
	pthread_mutex_destroy(&h->lock);
	free(h);
}

int
serve_hub_wake_fd(const struct serve_hub *h)
{
	return h->wake;
}

void
serve_hub_woken(struct serve_hub *h)
{
	uint64_t n;
	while (read(h->wake, &n, sizeof n) > 0)
		;
}

long long
serve_hub_version(struct serve_hub *h)
{
	return atomic_load(&h->version);
}

void
serve_hub_touch(struct serve_hub *h)
{
	atomic_fetch_add(&h->version, 1);
	uint64_t one = 1;
	if (write(h->wake, &one, sizeof one) < 0) {
		/* (full: the watcher is woken already) */
	}
}

struct serve_event *
serve_event_new(char *text, size_t len)
{
	struct serve_event *e = malloc(sizeof *e);
	if (e == NULL) {
		free(text);
		return NULL;
	}
	atomic_init(&e->refs, 1);
	e->len = len;
	e->text = text;
	return e;
}

void
serve_event_release(struct serve_event *e)
{
	if (e != NULL && atomic_fetch_sub(&e->refs, 1) == 1) {
		free(e->text);
		free(e);
	}
}

static void
release(struct serve_sub *s)
{
	pthread_mutex_lock(&s->lock);
	int refs = --s->refs;
	pthread_mutex_unlock(&s->lock);
	if (refs > 0)
		return;
	pthread_mutex_destroy(&s->lock);
	serve_event_release(s->sheet);
	serve_event_release(s->sending);
	free(s);
}

static void
out_put(struct serve_sub *s, const char *text, size_t len)
{
	s->out[s->out_n++] = (struct piece){text, len};
}

/* What is queued, into what is sent (all of it was): the sheet shared,
 * the rest constants, nothing copied. */
static void
refill(struct serve_sub *s)
{
	s->out_n = s->out_i = 0;
	s->out_at = 0;
	serve_event_release(s->sending);
	s->sending = s->sheet;
	s->sheet = NULL;
	if (s->sending != NULL)
		out_put(s, s->sending->text, s->sending->len);
	/* untaken: a ping is due after SERVE_SSE_PING_SECONDS of a stream: no test keeps one
	 * open so long (none waits by the clock) */
	if (s->ping)
		out_put(s, SERVE_SSE_PING, strlen(SERVE_SSE_PING));
	if (s->gone)
		out_put(s, SERVE_SSE_GONE, strlen(SERVE_SSE_GONE));
	if (s->gone)
		s->ended = true;
	s->ping = s->gone = false;
}

/* Up to max bytes of what is being sent into buf; the sheet let go of
 * once it is all out. */
static size_t
send_out(struct serve_sub *s, char *buf, size_t max)
{
	size_t n = 0;
	while (n < max && s->out_i < s->out_n) {
		const struct piece *p = &s->out[s->out_i];
		size_t k = p->len - s->out_at < max - n ? p->len - s->out_at : max - n;
		memcpy(buf + n, p->text + s->out_at, k);
		n += k;
		if ((s->out_at += k) == p->len) {
			s->out_i++;
			s->out_at = 0;
		}
	}
	if (s->out_i == s->out_n) {
		serve_event_release(s->sending);
		s->sending = NULL;
	}
	return n;
}

/* libmicrohttpd's reader of the stream: what is queued, else the
 * connection suspended until the watcher queues more. */
static ssize_t
read_events(void *cls, uint64_t pos, char *buf, size_t max)
{
	struct serve_sub *s = cls;
	ssize_t n = 0;
	(void)pos;
	pthread_mutex_lock(&s->lock);
	if (s->out_i == s->out_n && !s->ended)
		refill(s);
	if (s->out_i < s->out_n) {
		n = (ssize_t)send_out(s, buf, max);
	} else if (s->ended || s->closing) {
		n = MHD_CONTENT_READER_END_OF_STREAM;
	} else {
		s->suspended = true;
		serve_mhd.suspend_connection(s->conn);
	}
	pthread_mutex_unlock(&s->lock);
	return n;
}

/* libmicrohttpd is done with the stream (the client went, or the server
 * stops): out of the hub. */
static void
stream_done(void *cls)
{
	struct serve_sub *s = cls;
	struct serve_hub *h = s->hub;
	pthread_mutex_lock(&h->lock);
	if (s->prev != NULL)
		s->prev->next = s->next;
	else
		h->head = s->next;
	if (s->next != NULL)
		s->next->prev = s->prev;
	h->n--;
	pthread_mutex_unlock(&h->lock);
	pthread_mutex_lock(&s->lock);
	s->done = true;
	pthread_mutex_unlock(&s->lock);
	release(s);
}

struct MHD_Response *
serve_hub_subscribe(struct serve_hub *h, struct MHD_Connection *conn, long long game,
    enum serve_lang lang)
{
	struct serve_sub *s = calloc(1, sizeof *s);
	if (s == NULL)
		return NULL;
	out_put(s, SERVE_SSE_RETRY, strlen(SERVE_SSE_RETRY));
	pthread_mutex_init(&s->lock, NULL);
	s->refs = 1;
	s->hub = h;
	s->conn = conn;
	s->game = game;
	s->lang = lang;
	struct MHD_Response *r = serve_mhd.create_response_from_callback(MHD_SIZE_UNKNOWN, 4096,
	    read_events, s, stream_done);
	if (r == NULL) {      /* untaken: libmicrohttpd out of memory */
		release(s);
		return NULL;
	}
	pthread_mutex_lock(&h->lock);
	s->closing = h->closing;      /* (then it ends after its first line) */
	s->next = h->head;
	if (h->head != NULL)
		h->head->prev = s;
	h->head = s;
	h->n++;
	pthread_mutex_unlock(&h->lock);
	uint64_t one = 1;
	if (write(h->wake, &one, sizeof one) < 0) {
		/* (full: the watcher is woken already) */
	}
	return r;
}

struct serve_sub **
serve_hub_subs(struct serve_hub *h, size_t *n)
{
	pthread_mutex_lock(&h->lock);
	struct serve_sub **subs = h->n > 0 ? malloc(h->n * sizeof *subs) : NULL;
	*n = 0;
	for (struct serve_sub *s = h->head; subs != NULL && s != NULL; s = s->next) {
		pthread_mutex_lock(&s->lock);
		s->refs++;
		pthread_mutex_unlock(&s->lock);
		subs[(*n)++] = s;
	}
	pthread_mutex_unlock(&h->lock);
	return subs;
}

void
serve_subs_release(struct serve_sub **subs, size_t n)
{
	for (size_t i = 0; i < n; i++)
		release(subs[i]);
	free(subs);
}

/* The subscriber's connection back in libmicrohttpd's loop, if its
 * reader suspended it (under its lock). */
static void
wake(struct serve_sub *s)
{
	/* untaken: a stream done while suspended: its client gone as a change came (a race) */
	if (s->suspended && !s->done) {
		s->suspended = false;
		serve_mhd.resume_connection(s->conn);
	}
}

void
serve_hub_close(struct serve_hub *h)
{
	pthread_mutex_lock(&h->lock);
	h->closing = true;
	pthread_mutex_unlock(&h->lock);
	size_t n;
	struct serve_sub **subs = serve_hub_subs(h, &n);
	for (size_t i = 0; i < n; i++) {
		pthread_mutex_lock(&subs[i]->lock);
		subs[i]->closing = true;
		wake(subs[i]);
		pthread_mutex_unlock(&subs[i]->lock);
	}
	serve_subs_release(subs, n);
}

long long
serve_sub_game(const struct serve_sub *s)
{
	return s->game;
}

enum serve_lang
serve_sub_lang(const struct serve_sub *s)
{
	return s->lang;
}

bool
serve_sub_has(struct serve_sub *s, const char *version)
{
	pthread_mutex_lock(&s->lock);
	bool has = strcmp(s->version, version) == 0;
	pthread_mutex_unlock(&s->lock);
	return has;
}

void
serve_sub_sheet(struct serve_sub *s, const char *version, struct serve_event *e)
{
	atomic_fetch_add(&e->refs, 1);
	pthread_mutex_lock(&s->lock);
	serve_event_release(s->sheet);
	s->sheet = e;
	snprintf(s->version, sizeof s->version, "%s", version);
	wake(s);
	pthread_mutex_unlock(&s->lock);
}

void
serve_sub_ping(struct serve_sub *s)
{
	pthread_mutex_lock(&s->lock);
	s->ping = true;
	wake(s);
	pthread_mutex_unlock(&s->lock);
}

void
serve_sub_gone(struct serve_sub *s)
{
	pthread_mutex_lock(&s->lock);
	s->gone = true;
	wake(s);
	pthread_mutex_unlock(&s->lock);
}
