/* A league's pushing (issue 32): the games waiting in this file's queue
 * (sql/026), each read back as every command reads one, its rows and its
 * export document handed to the league (store_league.h).  `league push`
 * runs it and waits; in the REPL a thread of its own runs it beside the
 * prompt, on its own connections to the file and to the league, and says
 * nothing: what it did is what `league` says. */
#include "config.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "advice_cache.h"
#include "command.h"
#include "engine.h"
#include "exchange.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "progress.h"
#include "render.h"
#include "render_exchange.h"
#include "render_progress.h"
#include "say.h"
#include "session.h"
#include "store.h"
#include "store_exchange.h"
#include "store_league.h"
#include "tapis.h"
#include "text.h"

/* The table pushing: the machine's name and the file's, which is what
 * tells a club's tables apart ("laptop:tapis.db"). */
static void
table_name(const struct tapis *t, char *buf, size_t len)
{
	char host[256] = "";
	/* untaken: gethostname failing, or a machine of no name */
	if (gethostname(host, sizeof host - 1) != 0 || host[0] == '\0')
		snprintf(host, sizeof host, "%s", "localhost");
	const char *file = strrchr(t->db_path, '/');
	snprintf(buf, len, "%s:%s", host, file != NULL ? file + 1 : t->db_path);
}

/* Game g's export document into a new string for the caller to free
 * (NULL for want of memory). */
static char *
document(const struct game *g, const struct exchange_meta *m)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (f == NULL)
		return NULL;
	render_json_game(f, g, m, -1);
	if (fclose(f) != 0) {
		free(text);
		return NULL;
	}
	return text;
}

/* Game g (id) as the league keeps it, pushed to l: 1 taken, 0 already
 * there, -1 with the reason. */
static int
push_game(struct tapis *t, struct store_league *l, const struct game *g,
    struct exchange_meta *m, const char *table, char *why, size_t whylen)
{
	int times = store_entry_times(t->store, g->id, m, why, whylen);
	if (times < 0)
		snprintf(why, whylen, _("game #%lld cannot be read: %s"), (long long)g->id,
		    store_error(t->store));
	char *doc = times > 0 ? document(g, m) : NULL;
	if (times > 0 && doc == NULL)
		snprintf(why, whylen, "%s", _("out of memory"));
	if (doc == NULL)
		return -1;
	const struct engine_head *h = g->state;
	/* untaken: an ended game's finished empty, written so by hand only */
	struct store_league_game lg = {m->uid, m->family, g->ruleset, m->base, m->created,
	    m->finished[0] ? m->finished : NULL, table, doc, g->nplayers, {{0}}};
	for (int i = 0; i < g->nplayers; i++)
		lg.player[i] = (struct store_league_player){g->name[i], h->score[i], h->place[i]};
	int took = store_league_push(l, &lg, why, whylen);
	free(doc);
	return took;
}

/* Pushes game id, read back as every command reads one (replayed, its
 * end checked): 1 taken, 0 already there, -1 with the reason. */
static int
push_one(struct tapis *t, struct store_league *l, int64_t id, const char *table, char *why,
    size_t whylen)
{
	struct exchange_meta m;
	if (store_exchange_meta(t->store, id, &m) <= 0) {
		snprintf(why, whylen, _("game #%lld cannot be read: %s"), (long long)id,
		    store_error(t->store));
		return -1;
	}
	m.at = NULL;
	struct game *g = session_load(t, id, why, whylen);
	/* untaken: a game ended, then damaged by hand before its push */
	int took = g != NULL ? push_game(t, l, g, &m, table, why, whylen) : -1;
	free(m.at);
	game_free(g);
	return took;
}

/* Works item off: pushed, said gone, or its failure kept with its next
 * try.  Counted in *c. */
static void
work_item(struct tapis *t, struct store_league *l, const struct store_league_item *item,
    const char *table, struct league_count *c)
{
	char why[512];
	int r;
	if (item->gone)
		r = store_league_retract(l, item->uid, table, why, sizeof why);
	else if (item->id > 0)
		r = push_one(t, l, item->id, table, why, sizeof why);
	else
		r = 0;      /* (ended, then gone from here before its gone was queued) */
	if (r < 0) {
		c->failed++;
		snprintf(c->why, sizeof c->why, "%s", why);
		store_league_failed(t->store, item, why);
		return;
	}
	if (item->gone)
		c->gone += r;
	else if (r > 0)
		c->pushed++;
	else
		c->there++;
	store_league_done(t->store, item);
}

bool
command_league_work(struct tapis *t, bool all, struct league_count *c)
{
	struct store_league_row row;
	struct store_league_item *items;
	size_t n;
	memset(c, 0, sizeof *c);
	int in = store_league_get(t->store, &row);
	if (in <= 0 || !store_league_waiting(t->store, all, &items, &n)) {
		snprintf(c->why, sizeof c->why, "%s", in == 0 ? _("this file is in no league")
		    : store_error(t->store));
		return false;
	}
	if (n == 0)
		return true;
	struct store_league *l = store_league_open(row.conninfo, row.schema, false, NULL, c->why,
	    sizeof c->why);
	char table[320];
	table_name(t, table, sizeof table);
	for (size_t i = 0; i < n; i++) {
		if (l != NULL) {
			work_item(t, l, &items[i], table, c);
		} else {
			c->failed++;
			store_league_failed(t->store, &items[i], c->why);
		}
	}
	store_league_close(l);
	free(items);
	return c->failed == 0;
}

/* The thread that pushes beside the REPL: woken by a line run (a game may
 * have ended) and when the next game waiting is due. */
static struct {
	pthread_mutex_t lock;
	pthread_cond_t wake;
	pthread_t thread;
	bool running, kicked, stop, busy;
	char *path;
} worker = {.lock = PTHREAD_MUTEX_INITIALIZER, .wake = PTHREAD_COND_INITIALIZER};

/* Waits, the lock held, until kicked, stopped, or seconds have passed
 * (for ever where seconds < 0). */
static void
wait_for(long long seconds)
{
	if (seconds < 0) {
		pthread_cond_wait(&worker.wake, &worker.lock);
		return;
	}
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_sec += (time_t)seconds;
	pthread_cond_timedwait(&worker.wake, &worker.lock, &ts);
}

/* The thread: what is due pushed, then asleep until more may be; a
 * round that failed is not tried again for a second, whatever wakes it. */
static void *
work(void *arg)
{
	struct tapis *t = arg;
	/* At start, what waits is tried at once whatever its backoff said: the
	 * table may have been closed through a long outage. */
	bool starting = true;
	pthread_mutex_lock(&worker.lock);
	while (!worker.stop) {
		worker.kicked = false;
		pthread_mutex_unlock(&worker.lock);
		long long due = starting ? 0 : store_league_next_due(t->store);
		struct league_count c;
		worker.busy = due == 0;
		bool worked = due == 0 && command_league_work(t, starting, &c);
		starting = false;
		pthread_mutex_lock(&worker.lock);
		worker.busy = false;
		/* untaken: some of the ways the worker's waits fall, as a stop or
		 * a kick comes while it works (timing no test sets) */
		if (due == 0 && !worked && !worker.stop)
			wait_for(1);
		/* untaken: as above */
		else if (due != 0 && !worker.kicked && !worker.stop)
			wait_for(due);
	}
	pthread_mutex_unlock(&worker.lock);
	store_close(t->store);
	free(t);
	return NULL;
}

void
command_league_start(const struct tapis *t)
{
	struct store_league_row row;
	char why[256];
	/* untaken: started twice, the store failing, libpq not loadable */
	if (worker.running || store_league_get(t->store, &row) != 1 ||
	    !store_league_available(why, sizeof why))
		return;
	struct tapis *own = calloc(1, sizeof *own);
	/* untaken: calloc failing */
	if (own == NULL)
		return;
	own->db_path = t->db_path;
	own->ui = t->ui;
	/* its own connection: the REPL's is never shared across threads */
	own->store = store_open(t->db_path, why, sizeof why);
	/* untaken: the file the session has open failing to open again */
	if (own->store == NULL) {
		free(own);
		return;
	}
	worker.stop = false;
	if (pthread_create(&worker.thread, NULL, work, own) != 0) {
		store_close(own->store);
		free(own);
		return;
	}
	worker.running = true;
}

void
command_league_kick(const struct tapis *t)
{
	if (!worker.running) {
		command_league_start(t);
		return;
	}
	pthread_mutex_lock(&worker.lock);
	worker.kicked = true;
	pthread_cond_signal(&worker.wake);
	pthread_mutex_unlock(&worker.lock);
}

void
command_league_stop(void)
{
	if (!worker.running)
		return;
	pthread_mutex_lock(&worker.lock);
	worker.stop = true;
	bool busy = worker.busy;
	pthread_cond_signal(&worker.wake);
	pthread_mutex_unlock(&worker.lock);
	/* A push under way is not waited for (a server slow to answer would
	 * hold the quit): it ends with the process, and what it did not finish
	 * still waits in the file, tried again at the next start. */
	if (busy)
		pthread_detach(worker.thread);
	else
		pthread_join(worker.thread, NULL);
	worker.running = false;
}

/* Whether s can be a libpq address at all: a URI, or keyword=value words;
 * a single word of neither kind is a typo, which libpq would answer in its
 * own jargon. */
static bool
address_like(const char *s)
{
	return strncmp(s, "postgresql://", 13) == 0 || strncmp(s, "postgres://", 11) == 0 ||
	    strchr(s, '=') != NULL;
}

bool
command_league_address(struct tapis *t, const char *conninfo, const char *schema,
    enum cmd_status *status)
{
	char why[640], shown[128];
	/* untaken: libpq not loadable (the suite's machines have it) */
	if (!store_league_available(why, sizeof why))
		*status = command_refuse(t, "%s", why);
	else if (!address_like(conninfo))   /* a typo (of off, push), said plainly */
		*status = command_refuse(t, _("'%s' is no league's address (a postgresql:// URI or"
		    " key=value words)"), text_visible(conninfo, shown, sizeof shown));
	else if (!store_league_conninfo_check(conninfo, why, sizeof why))
		*status = command_refuse(t, "%s", why);
	/* (--schema's value is a word of the line, never empty: NEVER) */
	else if (NEVER(schema[0] == '\0') || strlen(schema) > STORE_LEAGUE_NAME - 1)
		*status = command_refuse(t, _("a schema's name has 1 to %d bytes"),
		    STORE_LEAGUE_NAME - 1);
	else if (strlen(conninfo) >= STORE_LEAGUE_CONNINFO)
		*status = command_refuse(t, _("a league's address has at most %d bytes"),
		    STORE_LEAGUE_CONNINFO - 1);
	else
		return true;
	return false;
}

void
command_league_farewell(struct tapis *t)
{
	struct store_league_row row;
	char shown[sizeof row.last_error * 4];
	if (store_league_get(t->store, &row) != 1 || row.waiting == 0)
		return;
	/* untaken: games waiting, no try of them failed yet: the worker had
	 * not reached them at quit (a race) */
	if (row.last_error[0] != '\0')
		say_note(&t->ui, ngettext("tapis: %lld game waits to be pushed to the league (%s):"
		    " tapis tries again as it next starts at a prompt, or league push now\n",
		    "tapis: %lld games wait to be pushed to the league (%s): tapis tries again as"
		    " it next starts at a prompt, or league push now\n", (unsigned long)row.waiting),
		    row.waiting, text_visible(row.last_error, shown, sizeof shown));
	else
		say_note(&t->ui, ngettext("tapis: %lld game waits to be pushed to the league:"
		    " tapis tries again as it next starts at a prompt, or league push now\n",
		    "tapis: %lld games wait to be pushed to the league: tapis tries again as it"
		    " next starts at a prompt, or league push now\n", (unsigned long)row.waiting),
		    row.waiting);
}

bool
command_league_secret(const char *line)
{
	for (const char *p = line; *p; p++) {
		if (strncasecmp(p, "password", 8) == 0)
			return true;
		/* a URI's user:password@host */
		if (strncmp(p, "://", 3) == 0) {
			/* (user@host: no password) */
			const char *end = p + 3 + strcspn(p + 3, "/ \t?");
			const char *at = memchr(p + 3, '@', (size_t)(end - p - 3));
			if (at != NULL && memchr(p + 3, ':', (size_t)(at - p - 3)) != NULL)
				return true;
		}
	}
	return false;
}

/* ---- reading the league: a local copy of its games, pulled by the
 * league's serial through the path `import` takes, on which the very
 * commands that read a file run (leaderboard, games, stats --league) */

/* The copy of the league row names: in the cache folder, named by a hash
 * (FNV-1a) of its connection string and schema. */
static bool
copy_path(const struct store_league_row *row, char *path, size_t len, char *why, size_t whylen)
{
	return command_league_copy_path(row->conninfo, row->schema, path, len, why, whylen);
}

bool
command_league_copy_path(const char *conninfo, const char *schema, char *path, size_t len,
    char *why, size_t whylen)
{
	char dir[4096];
	uint64_t h = 14695981039346656037u;
	for (const char *p = conninfo; *p; p++)
		h = (h ^ (unsigned char)*p) * 1099511628211u;
	h = (h ^ '\n') * 1099511628211u;
	for (const char *p = schema; *p; p++)
		h = (h ^ (unsigned char)*p) * 1099511628211u;
	if (!advice_cache_folder(dir, sizeof dir, why, whylen))
		return false;
	int n = snprintf(path, len, "%s/league-%016" PRIx64 ".db", dir, h);
	/* untaken: a cache folder's path that fits but not with this name */
	if ((size_t)n < len)
		return true;
	snprintf(why, whylen, "%s", _("the path of the cache folder is too long"));
	return false;
}

struct pull {
	struct store *copy;
	long long serial;          /* the last change it holds */
	bool failed;
	char why[512];
	long long done, total;     /* changes taken, of those there were */
};

/* The game of document into the copy, played again as import plays it. */
static bool
import_document(struct pull *p, const char *document)
{
	int count;
	struct import_game ig;
	memset(&ig, 0, sizeof ig);
	struct store_import *it = store_import_open(p->copy, document, &count, p->why,
	    sizeof p->why);
	int64_t id;
	/* untaken: a league's document this tapis cannot read or replay (a
	 * newer tapis's, pushed by hand) */
	bool ok = it != NULL && store_import_next(it, &ig, p->why, sizeof p->why) == 1 &&
	    import_replay(p->copy, &ig, &id, p->why, sizeof p->why);
	import_game_clear(&ig);
	/* untaken: as above */
	if (it != NULL)
		store_import_close(it);
	return ok;
}

/* One change of the league into the copy, in a transaction with the
 * serial it reached: the game's old rows out, its new ones in.  A game
 * this tapis cannot play (a newer one's) is left out of the copy. */
static bool
take_change(const struct store_league_change *c, void *ctx)
{
	struct pull *p = ctx;
	/* untaken: the copy's SQLite failing between its statements, and a
	 * document that cannot be taken (to the end of the change) */
	int64_t id = store_batch_begin(p->copy) ? store_game_of_uid(p->copy, c->uid) : -1;
	/* untaken: as above */
	bool ok = id >= 0 && (id == 0 || store_game_delete(p->copy, id) >= 0);
	/* untaken: as above */
	if (ok && !c->gone && !import_document(p, c->document)) {
		/* (its rows written so far taken back, the old ones out again) */
		store_batch_end(p->copy, false);
		/* untaken: as above */
		ok = store_batch_begin(p->copy) && (id == 0 || store_game_delete(p->copy, id) >= 0);
	}
	/* untaken: as above */
	ok = ok && store_league_copy_set(p->copy, c->serial);
	if (!store_batch_end(p->copy, ok) || !ok) {
		p->failed = true;
		snprintf(p->why, sizeof p->why, "%s", store_error(p->copy));
		return false;
	}
	p->serial = c->serial;
	progress_report((double)++p->done, (double)p->total);
	return true;
}

/* Brings the copy up to the last change of the league on l; false, with
 * the reason in p->why (p->failed: the copy's), if it failed (the copy
 * holds what it held: every change it took is whole). */
static bool
pull_on(struct tapis *t, struct store_league *l, struct pull *p)
{
	int n = -1;
	p->total = store_league_count_changes(l, p->serial, p->why, sizeof p->why);
	struct progress pace;
	progress_begin(&pace, N_("pulling the league"), PROGRESS_GAMES, render_progress_for(&t->ui),
	    &t->ui);
	/* untaken: the league's server or the copy failing mid-pull */
	while (p->total >= 0 && !p->failed && (n = store_league_changes(l, p->serial, 500,
	    take_change, p, p->why, sizeof p->why)) > 0)
		;
	progress_end(&pace);
	/* untaken: as above */
	return !p->failed && n == 0;
}

/* The same, the league reached at row's address. */
static bool
pull(struct tapis *t, const struct store_league_row *row, struct pull *p)
{
	struct store_league *l = store_league_open(row->conninfo, row->schema, false, NULL, p->why,
	    sizeof p->why);
	if (l == NULL)
		return false;
	bool ok = pull_on(t, l, p);
	store_league_close(l);
	return ok;
}

int
command_league_pull(struct tapis *t, struct store *copy, struct store_league *l, char *why,
    size_t whylen)
{
	struct pull p = {copy, 0, false, "", 0, 0};
	char pulled[EXCHANGE_TIME];
	if (store_league_copy_get(copy, &p.serial, pulled, sizeof pulled) < 0) {
		snprintf(why, whylen, "%s", store_error(copy));
		return -1;
	}
	if (pull_on(t, l, &p))
		return 1;
	snprintf(why, whylen, "%s", p.why);
	/* untaken: the copy failing mid-pull */
	return p.failed ? -1 : 0;
}

/* The copy of this file's league, opened and pulled, into *copy (its
 * path into path); false once refused, with *status.  Offline, the copy
 * as it was last pulled, said on standard error. */
static bool
open_copy(struct tapis *t, struct store **copy, char *path, size_t len, enum cmd_status *status)
{
	struct store_league_row row;
	char why[640] = "", pulled[EXCHANGE_TIME];
	int in = store_league_get(t->store, &row);
	if (in != 1) {
		/* untaken: in < 0, SQLite failing to read the league's row */
		*status = in < 0 ? command_store_failed(t, store_error(t->store))
		    : command_refuse(t, "%s", _("this file is in no league: league URL joins one"));
		return false;
	}
	/* untaken: libpq not loadable, or the copy's path too long */
	if (!store_league_available(why, sizeof why) || !copy_path(&row, path, len, why,
	    sizeof why)) {
		*status = command_refuse(t, "%s", why);
		return false;
	}
	if ((*copy = store_open(path, why, sizeof why)) == NULL) {
		*status = command_refuse(t, _("the league's copy cannot be opened: %s"), why);
		return false;
	}
	struct pull p = {*copy, 0, false, "", 0, 0};
	int held = store_league_copy_get(*copy, &p.serial, pulled, sizeof pulled);
	if (held >= 0 && pull(t, &row, &p))
		return true;
	char shown[sizeof p.why * 4];
	text_visible(p.why, shown, sizeof shown);
	/* untaken: a copy never pulled, or failing, with the league out of
	 * reach (league.sh reaches the one pulled before) */
	if (held == 1 && !p.failed && store_league_copy_get(*copy, &p.serial, pulled,
	    sizeof pulled) == 1) {
		char when[sizeof pulled * 4];
		say_note(&t->ui, _("the league cannot be reached (%s): as pulled at %s\n"), shown,
		    render_utc_time(pulled, when, sizeof when));
		return true;
	}
	*status = command_refuse(t, _("the league cannot be read: %s"), held < 0
	    ? store_error(*copy) : shown);
	store_close(*copy);
	return false;
}

bool
command_league_copy(struct tapis *t, const struct cmd_args *a,
    enum cmd_status (*run)(struct tapis *t, const struct cmd_args *a), enum cmd_status *status)
{
	static const struct store *inside;
	if (cmd_flag(a, "--league") == NULL || (inside != NULL && t->store == inside))
		return false;
	char path[4200];
	struct store *copy;
	if (!open_copy(t, &copy, path, sizeof path, status))
		return true;
	struct tapis own = *t;
	t->store = copy;
	t->db_path = path;
	t->game = NULL;
	inside = copy;
	*status = run(t, a);
	inside = NULL;
	t->store = own.store;
	t->db_path = own.db_path;
	t->game = own.game;
	store_close(copy);
	return true;
}
