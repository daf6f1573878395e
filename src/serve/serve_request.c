/* A request answered: its method and path routed (serve_route.c), the
 * key of --lan checked (serve_key.c), its language read (serve_lang.c),
 * then the page drawn in that language by this thread on its own
 * read-only store (serve_pages.c), an asset, or an event stream
 * (serve_events.c); every response with the headers that keep the page
 * to itself. */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "serve_assets.h"
#include "serve_body.h"
#include "serve_mhd.h"
#include "serve_pages.h"
#include "serve_private.h"
#include "serve_request.h"
#include "serve_route.h"
#include "serve_sheets.h"
#include "store.h"

/* Nothing but the server's own script, style and images, in no frame. */
#define CSP "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self';" \
	" connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/* What a request asked for, beside its route. */
struct asked {
	struct serve_ask ask;
	const char *method;
	char cookie[128];         /* Set-Cookie's value, "" for none */
};

/* A thread's: its tapis on its read-only store, and the sheets it drew. */
struct thread {
	struct tapis t;
	struct serve_sheets sheets;
};

void
serve_thread_done(void *thread)
{
	struct thread *th = thread;
	store_close(th->t.store);
	serve_sheets_forget(&th->sheets);
	free(th);
}

/* This thread's tapis and sheets into q, its store opened at its first
 * page; false with why. */
static bool
thread_tapis(struct server *srv, struct asked *q, char *why, size_t whylen)
{
	struct thread *th = pthread_getspecific(srv->thread_tapis);
	if (th == NULL) {
		if ((th = calloc(1, sizeof *th)) == NULL) {
			snprintf(why, whylen, "%s", _("out of memory"));
			return false;
		}
		th->t.db_path = srv->db_path;
		/* untaken: pthread_setspecific failing (no memory) */
		if ((th->t.store = store_open_read(srv->db_path, why, whylen)) == NULL ||
		    pthread_setspecific(srv->thread_tapis, th) != 0) {
			if (th->t.store != NULL)
				snprintf(why, whylen, "%s", _("out of memory"));
			serve_thread_done(th);
			return false;
		}
	}
	q->ask.t = &th->t;
	q->ask.sheets = &th->sheets;
	return true;
}

/* The headers of every response; lang those of a page in a language. */
static void
headers(struct MHD_Response *r, const char *type, bool cached, const struct asked *q,
    bool lang)
{
	serve_mhd.add_response_header(r, "Content-Security-Policy", CSP);
	serve_mhd.add_response_header(r, "X-Content-Type-Options", "nosniff");
	serve_mhd.add_response_header(r, "Referrer-Policy", "no-referrer");
	serve_mhd.add_response_header(r, "Cache-Control", cached ? "public, max-age=3600" : "no-store");
	serve_mhd.add_response_header(r, "Content-Type", type);
	if (lang) {
		serve_mhd.add_response_header(r, "Content-Language", serve_lang_code(q->ask.lang));
		serve_mhd.add_response_header(r, "Vary", "Accept-Language");
	}
	if (q->cookie[0] != '\0')
		serve_mhd.add_response_header(r, "Set-Cookie", q->cookie);
	if (strcmp(q->method, "GET") != 0 && strcmp(q->method, "HEAD") != 0)
		serve_mhd.add_response_header(r, "Allow", "GET, HEAD");
}

static enum MHD_Result
queue(struct MHD_Connection *conn, unsigned status, struct MHD_Response *r)
{
	if (r == NULL)        /* untaken: no memory: the connection is closed */
		return MHD_NO;
	enum MHD_Result done = serve_mhd.queue_response(conn, status, r);
	serve_mhd.destroy_response(r);
	return done;
}

/* A page drawn (drawn false: no memory). */
static enum MHD_Result
send_drawn(struct MHD_Connection *conn, const struct asked *q, struct serve_drawn *d,
    bool drawn)
{
	if (!drawn)           /* untaken: no memory */
		return MHD_NO;
	struct MHD_Response *r = serve_mhd.create_response_from_buffer(d->len, d->body,
	    MHD_RESPMEM_MUST_FREE);
	if (r == NULL) {      /* untaken: no memory */
		free(d->body);
		return MHD_NO;
	}
	headers(r, d->type, false, q, true);
	return queue(conn, d->status, r);
}

/* The page of route r, or why there is none, drawn in the request's
 * language by this thread. */
static enum MHD_Result
send_page(struct server *srv, struct MHD_Connection *conn, struct asked *q,
    const struct serve_route *r, unsigned refused)
{
	char why[512] = "";
	struct serve_drawn d;
	locale_t was = uselocale(serve_langs_locale(&srv->langs, q->ask.lang));
	if (refused == 0 && !thread_tapis(srv, q, why, sizeof why))
		refused = 500;
	bool drawn = refused != 0 ? serve_page_refused(&q->ask, refused, why[0] ? why : NULL, &d)
	    : serve_page_draw(&q->ask, r, &d);
	uselocale(was);
	return send_drawn(conn, q, &d, drawn);
}

static enum MHD_Result
send_asset(struct MHD_Connection *conn, const struct asked *q, const char *name)
{
	/* untaken: an asset not there (the routes name only those there are) */
	for (int i = 0; i < nserve_assets; i++)
		if (strcmp(serve_assets[i].name, name) == 0) {
			const struct serve_asset *a = &serve_assets[i];
			struct MHD_Response *r = serve_mhd.create_response_from_buffer(strlen(a->body),
			    (void *)a->body, MHD_RESPMEM_PERSISTENT);
			if (r != NULL)    /* untaken: no memory */
				headers(r, a->type, true, q, false);
			return queue(conn, MHD_HTTP_OK, r);
		}
	return MHD_NO;
}

/* /games/N/events: a stream of game N's sheet; /events, that the
 * database changed, for the lists (a HEAD: its headers). */
static enum MHD_Result
send_events(struct server *srv, struct MHD_Connection *conn, struct asked *q,
    const struct serve_route *r)
{
	char why[512];
	int found = r->game == 0 ? 1 : thread_tapis(srv, q, why, sizeof why) ?
	    serve_game_found(q->ask.t->store, r->game) : -1;
	if (found != 1)
		return send_page(srv, conn, q, r, found == 0 ? 404 : 500);
	struct MHD_Response *s = strcmp(q->method, "HEAD") == 0 ?
	    serve_mhd.create_response_from_buffer(0, (void *)"", MHD_RESPMEM_PERSISTENT) :
	    serve_hub_subscribe(srv->hub, conn, r->game, q->ask.lang);
	if (s == NULL)        /* untaken: no memory: the connection is closed */
		return MHD_NO;
	headers(s, "text/event-stream", false, q, false);
	return queue(conn, MHD_HTTP_OK, s);
}

/* What the request asks beside its path: its language, ?tv, ?narrow, ?kind=, and
 * how it stands with the key (the cookie to set, into q). */
static enum serve_key_said
read_asked(struct server *srv, struct MHD_Connection *conn, const char *method, struct asked *q)
{
	memset(q, 0, sizeof *q);
	q->method = method;
	q->ask.lang = serve_lang_pick(serve_mhd.lookup_connection_value(conn, MHD_HEADER_KIND,
	    MHD_HTTP_HEADER_ACCEPT_LANGUAGE));
	if (q->ask.lang == LANG_FR && !srv->langs.french)
		q->ask.lang = LANG_EN;
	q->ask.tv = serve_mhd.lookup_connection_value_n(conn, MHD_GET_ARGUMENT_KIND, "tv", 2, NULL,
	    NULL) == MHD_YES;
	q->ask.narrow = serve_mhd.lookup_connection_value_n(conn, MHD_GET_ARGUMENT_KIND, "narrow",
	    6, NULL, NULL) == MHD_YES;
	q->ask.kind = serve_mhd.lookup_connection_value(conn, MHD_GET_ARGUMENT_KIND, "kind");
	/* (read before the page reads the database: a change after is sent) */
	q->ask.version = serve_hub_version(srv->hub);
	serve_league_said(srv, &q->ask.league);
	enum serve_key_said said = serve_key_check(srv->key, serve_mhd.lookup_connection_value(conn,
	    MHD_GET_ARGUMENT_KIND, "key"), serve_mhd.lookup_connection_value(conn, MHD_COOKIE_KIND,
	    "tapis_key"));
	if (said == KEY_IN_QUERY)
		serve_key_cookie(srv->key, q->cookie, sizeof q->cookie);
	return said;
}

enum MHD_Result
serve_request(void *cls, struct MHD_Connection *conn, const char *url, const char *method,
    const char *version, const char *upload_data, size_t *upload_data_size, void **con_cls)
{
	struct server *srv = cls;
	struct asked q;
	(void)version;
	(void)upload_data;
	(void)upload_data_size;
	(void)con_cls;
	struct serve_route r = serve_route_find(method, url);
	enum serve_key_said said = read_asked(srv, conn, method, &q);
	if (r.page == PAGE_METHOD)
		return send_page(srv, conn, &q, &r, MHD_HTTP_METHOD_NOT_ALLOWED);
	if (said == KEY_WRONG)
		return send_page(srv, conn, &q, &r, MHD_HTTP_FORBIDDEN);
	switch (r.page) {
	case PAGE_CSS:
		return send_asset(conn, &q, "tapis.css");
	case PAGE_JS:
		return send_asset(conn, &q, "tapis.js");
	case PAGE_EVENTS:
		return send_events(srv, conn, &q, &r);
	case PAGE_NONE:
		return send_page(srv, conn, &q, &r, MHD_HTTP_NOT_FOUND);
	default:
		return send_page(srv, conn, &q, &r, 0);
	}
}
