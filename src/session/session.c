/* The open game and the store moved together: the engine decides, the store
 * commits, and only then does the game in memory move on. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "game.h"
#include "game_store.h"
#include "i18n.h"
#include "session.h"
#include "store.h"
#include "tapis.h"

static void
store_failed(struct tapis *t, char *why, size_t whylen)
{
	snprintf(why, whylen, _("the database refused the change: %s"), store_error(t->store));
}

bool
session_write_refused(struct tapis *t, char *why, size_t whylen)
{
	if (store_busy(t->store))
		snprintf(why, whylen, _("the database is busy (another program is writing to it):"
		    " type it again"));
	else if (store_read_only(t->store))
		snprintf(why, whylen, _("%s is read-only: nothing can be written to it"), t->db_path);
	else if (store_disk_full(t->store))
		snprintf(why, whylen, _("the disk holding %s is full: nothing was written; free some"
		    " room and type it again"), t->db_path);
	else
		return false;
	return true;
}

/* A write that did not go through: refused where the table can act on it,
 * else the store failing. */
static enum session_status
write_failed(struct tapis *t, char *why, size_t whylen)
{
	if (session_write_refused(t, why, whylen))
		return SESSION_REFUSED;
	store_failed(t, why, whylen);
	return SESSION_FAILED;
}

void
session_close(struct tapis *t)
{
	game_free(t->game);
	t->game = NULL;
}

bool
session_new(struct tapis *t, const struct engine *e, const char *ruleset, const char *base,
    const void *rules, int nplayers, char *const *names, char *why, size_t whylen)
{
	struct game *g = game_create(e, ruleset, rules, nplayers, names);
	if (g == NULL) {
		snprintf(why, whylen, _("out of memory"));
		return false;
	}
	snprintf(g->base, sizeof g->base, "%s", base);
	if (!game_store_create(t->store, g)) {
		store_failed(t, why, whylen);
		game_free(g);
		return false;
	}
	session_close(t);
	t->game = g;
	store_seen(t->store);
	return true;
}

/* Whether what the store keeps of how game g ended (r) is what its
 * entries play to; false with what differs, as damage, in why. */
static bool
agrees(const struct game *g, const struct store_result *r, char *why, size_t whylen)
{
	const char *what = NULL, *result = game_result_key(game_result(g));
	bool over = game_is_over(g) && !g->abandoned;
	if (strcmp(r->status, game_status(g)) != 0)
		what = _("its status");
	else if (r->winner != game_winner(g))
		what = _("its winner");
	else if (r->loser != game_loser(g))
		what = _("its loser");
	else if (strcmp(r->result, result != NULL ? result : "") != 0)
		what = _("its result");
	for (int i = 0; what == NULL && over && i < g->nplayers; i++)
		if (!r->has_final[i] || r->final_score[i] != game_score(g, i))
			what = _("its final scores");
		else if (r->rank[i] != game_place(g, i))
			what = _("its places");
	if (what == NULL)
		return true;
	snprintf(why, whylen, _("game #%lld is damaged: what it keeps of %s is not what its"
	    " entries play to"), (long long)g->id, what);
	return false;
}

struct game *
session_load(struct tapis *t, long long id, char *why, size_t whylen)
{
	char rule[ENGINE_WHY];
	struct store_result r;
	struct game *g = game_store_load(t->store, id, why, whylen);
	if (g != NULL && !game_replay(g, rule, sizeof rule)) {
		snprintf(why, whylen, _("game #%lld is damaged: its entries no longer replay (%s)"),
		    id, rule);
		game_free(g);
		return NULL;
	}
	int found = g != NULL ? store_game_result(t->store, id, &r) : 0;
	if (found < 0)
		snprintf(why, whylen, _("game #%lld cannot be read: %s"), id, store_error(t->store));
	/* untaken: SQLite failing, or the game deleted between its load and this read (a race) */
	if (g != NULL && (found < 0 || (found > 0 && !agrees(g, &r, why, whylen)))) {
		game_free(g);
		return NULL;
	}
	return g;
}

static struct game *
load(struct tapis *t, long long id, char *why, size_t whylen)
{
	return session_load(t, id, why, whylen);
}

bool
session_open(struct tapis *t, long long id, char *why, size_t whylen)
{
	struct game *g = session_resumable(t, id, why, whylen);
	if (g != NULL)
		session_take(t, g);
	return g != NULL;
}

struct game *
session_resumable(struct tapis *t, long long id, char *why, size_t whylen)
{
	store_seen(t->store);
	struct game *g = load(t, id, why, whylen);
	if (g != NULL && g->abandoned) {
		snprintf(why, whylen, _("game #%lld was abandoned: it cannot be resumed"
		    " ('export --json %lld' shows it)"), id, id);
		game_free(g);
		return NULL;
	}
	return g;
}

void
session_take(struct tapis *t, struct game *g)
{
	session_close(t);
	t->game = g;
}

static bool
same_entry(const struct game_entry *a, const struct game_entry *b)
{
	/* untaken: another tapis making an entry another of the same count (batch.sh's add one) */
	return a->seat == b->seat && a->action.verb == b->action.verb &&
	    a->action.arg[0] == b->action.arg[0] && a->action.arg[1] == b->action.arg[1] &&
	    a->action.dice.n == b->action.dice.n &&
	    memcmp(a->action.dice.face, b->action.dice.face, (size_t)a->action.dice.n) == 0;
}

/* "bob's throw 1 1 5 3 4": an entry of g, for saying what changed. */
static void
describe_entry(const struct game *g, const struct game_entry *e, char *buf, size_t len)
{
	char args[ENGINE_ARGS + 1];
	engine_format_args(g->engine, game_rules(g), &e->action, args, sizeof args);
	snprintf(buf, len, _("%s's %s%s%s"), g->name[e->seat],
	    engine_verb_noun(g->engine, e->action.verb, e->action.dice.n), args[0] ? " " : "", args);
}

static bool
no_row(const struct store_game_row *row, void *ctx)
{
	(void)row;
	(void)ctx;
	return true;
}

/* After another tapis wrote to the file: reads the open game again.  False
 * if it is the same as the one in memory (the other process wrote
 * elsewhere); true if it changed, or is gone, and then it takes the place of
 * the one in memory (or the game is closed) and why says what changed. */
static bool
reload_changed(struct tapis *t, char *why, size_t whylen)
{
	struct game *g = t->game;
	long long id = (long long)g->id;
	store_seen(t->store);
	/* The other tapis may have deleted or abandoned it: then no game is
	 * open here either, rather than entries written to nothing. */
	int there = store_game_row(t->store, id, no_row, NULL);
	if (there < 0) {
		/* the file could not be read just now: keep the game, refuse,
		 * and look again next time */
		store_unseen(t->store);
		snprintf(why, whylen, _("the database cannot be read just now (%s): type the entry"
		    " again"), store_error(t->store));
		return true;
	}
	if (there == 0) {
		session_close(t);
		snprintf(why, whylen, _("another tapis deleted game #%lld: no game is open now"
		    " (new starts one)"), id);
		return true;
	}
	struct game *now = load(t, id, why, whylen);
	if (now == NULL) {
		/* damaged by the other process: nothing to play on */
		char reason[ENGINE_WHY];
		snprintf(reason, sizeof reason, "%s", why);
		session_close(t);
		snprintf(why, whylen, _("another tapis changed game #%lld, which cannot be opened now"
		    " (%s)"), id, reason);
		return true;
	}
	if (now->abandoned) {
		game_free(now);
		session_close(t);
		snprintf(why, whylen, _("another tapis abandoned game #%lld: no game is open now"
		    " (new starts one)"), id);
		return true;
	}
	/* untaken: another tapis undoing and playing to as many entries (batch.sh's add one) */
	bool same = now->nactive == g->nactive && now->ntotal == g->ntotal;
	for (int i = 0; same && i < g->ntotal; i++)
		same = same_entry(&now->entry[i], &g->entry[i]);
	if (same) {
		game_free(now);
		return false;
	}
	char last[GAME_NAME_BYTES + ENGINE_ARGS + 64];
	if (now->nactive > 0)
		describe_entry(now, &now->entry[now->nactive - 1], last, sizeof last);
	session_close(t);
	t->game = now;
	if (now->nactive > 0)
		snprintf(why, whylen, _("another tapis changed game #%lld (last entry now: %s):"
		    " read again, see 'sheet', then type the entry again"), id, last);
	else
		snprintf(why, whylen, _("another tapis changed game #%lld (back at its start):"
		    " read again, see 'sheet', then type the entry again"), id);
	return true;
}

bool
session_fresh(struct tapis *t, char *why, size_t whylen)
{
	if (t->game == NULL || !store_changed(t->store))
		return true;
	return !reload_changed(t, why, whylen);
}

enum session_status
session_play(struct tapis *t, const struct action *a, union outcome *out, char *why,
    size_t whylen)
{
	struct game *g = t->game;
	/* Dropping the undone entries is part of the same commit as the new one;
	 * keep them in memory until the commit is through. */
	int ntotal = g->ntotal;
	bool undone = g->nactive < g->ntotal;
	struct game_entry first_undone = {0, {0, {0, {0}}, {0, 0}}};
	if (undone)
		first_undone = g->entry[g->nactive];
	if (!game_play(g, a, out, why, whylen)) {
		/* Refused on the game as this process knows it: if another
		 * tapis changed it, that is what to say (the line was typed
		 * looking at what is no longer so). */
		char changed[ENGINE_WHY * 2];
		/* untaken: a line refused after another tapis changed only another game */
		if (store_changed(t->store) && reload_changed(t, changed, sizeof changed))
			snprintf(why, whylen, "%s", changed);
		return SESSION_REFUSED;
	}
	if (game_store_append(t->store, g, out, undone))
		return SESSION_DONE;
	/* Not committed: take the entry back in memory too. */
	game_undo(g);
	g->ntotal = ntotal;
	if (g->nactive < g->ntotal)
		g->entry[g->nactive] = first_undone;
	if (store_stale(t->store))
		return reload_changed(t, why, whylen) ? SESSION_REFUSED
		    : session_play(t, a, out, why, whylen);
	return write_failed(t, why, whylen);
}

enum session_status
session_undo(struct tapis *t, struct game_entry *undone, char *why, size_t whylen)
{
	struct game *g = t->game;
	if (g->nactive == 0) {
		snprintf(why, whylen, _("nothing to undo: the game is at its start"));
		return SESSION_REFUSED;
	}
	*undone = g->entry[g->nactive - 1];
	game_undo(g);
	if (!game_store_undo(t->store, g)) {
		union outcome out;
		game_redo(g, &out);
		if (store_stale(t->store))
			return reload_changed(t, why, whylen) ? SESSION_REFUSED
			    : session_undo(t, undone, why, whylen);
		return write_failed(t, why, whylen);
	}
	return SESSION_DONE;
}

enum session_status
session_redo(struct tapis *t, struct game_entry *redone, union outcome *out, char *why,
    size_t whylen)
{
	struct game *g = t->game;
	if (g->nactive == g->ntotal) {
		snprintf(why, whylen, _("nothing to redo"));
		return SESSION_REFUSED;
	}
	*redone = g->entry[g->nactive];
	if (!game_redo(g, out)) {
		snprintf(why, whylen, _("the undone entry no longer fits the game"));
		return SESSION_REFUSED;
	}
	if (!game_store_redo(t->store, g, out)) {
		game_undo(g);
		if (store_stale(t->store))
			return reload_changed(t, why, whylen) ? SESSION_REFUSED
			    : session_redo(t, redone, out, why, whylen);
		return write_failed(t, why, whylen);
	}
	return SESSION_DONE;
}

/* Names listed into text (room bytes), whole and ", " between; those
 * that do not fit counted in left, to be said as a number. */
struct names {
	char *text;
	size_t room, used;
	int left;
};

static bool
add_name(const char *name, const char *base, void *ctx)
{
	struct names *n = ctx;
	(void)base;
	size_t need = strlen(name) + (n->used ? 2 : 0);
	if (n->left > 0 || n->used + need >= n->room) {
		n->left++;
		return true;
	}
	snprintf(n->text + n->used, n->room - n->used, "%s%s", n->used ? ", " : "", name);
	n->used += need;
	return true;
}

static int
more_presets(char *buf, size_t len, int left)
{
	return snprintf(buf, len, _("%d more ('preset list' names them)"), left);
}

char *
session_rule_sets(struct tapis *t, char *buf, size_t len)
{
	char builtin_text[256];
	struct names builtin = {builtin_text, sizeof builtin_text, 0, 0};
	builtin_text[0] = '\0';
	for (size_t i = 0; i < nfamilies; i++)
		for (size_t k = 0; k < families[i].engine->npresets; k++)
			add_name(engine_ruleset_shown(families[i].engine->presets[k].name), NULL,
			    &builtin);
	int n = snprintf(buf, len, _("the games are %s%s%s"), builtin_text, "", "");
	if (n < 0 || (size_t)n >= len)     /* untaken: no caller's room is short of them */
		return buf;
	/* The saved presets, as many whole names as leave room to say how
	 * many more there are (a name cut would show a torn character). */
	int most = more_presets(NULL, 0, 999999) + 2;   /* (and its ", ") */
	const char *head = _("; saved presets: ");
	size_t room = len - (size_t)n, at = strlen(head);
	/* untaken: no caller's room is short of a preset's name */
	if (most < 0 || room <= at + (size_t)most + 1)
		return buf;
	struct names saved = {buf + n + at, room - at - (size_t)most, 0, 0};
	saved.text[0] = '\0';
	store_each_preset(t->store, add_name, &saved);
	/* untaken: presets saved, none of which fits the room (a name is 24 characters at most) */
	if (saved.used == 0 && saved.left == 0)
		return buf;
	memcpy(buf + n, head, at);
	if (saved.left > 0) {
		char *end = buf + n + at + saved.used;
		size_t left = (size_t)most + saved.room - saved.used;
		/* untaken: presets saved, none of which fits the room (as above) */
		int sep = snprintf(end, left, "%s", saved.used ? ", " : "");
		more_presets(end + sep, left - (size_t)sep, saved.left);
	}
	return buf;
}

void *
session_find_rules(struct tapis *t, const char *name, const struct engine **engine,
    char *base, char *why, size_t whylen)
{
	const struct engine_preset *p;
	const struct engine *e = engine_of_preset(name, &p);
	if (e != NULL) {
		*engine = e;
		snprintf(base, GAME_RULESET_MAX, "%s", p->name);
		void *rules = game_rules_new(e, p->name);
		if (rules == NULL)
			snprintf(why, whylen, _("out of memory"));
		return rules;
	}
	void *rules = NULL;
	int found = game_store_preset_load(t->store, name, base, GAME_RULESET_MAX, engine, &rules,
	    why, whylen);
	if (found > 0)
		return rules;
	if (found < 0)
		return NULL;
	/* (the list as long as the line has room for after the name) */
	char known[512];       /* (the most a refusal says) */
	int before = snprintf(NULL, 0, _("unknown game '%s': %s"), name, "");
	/* untaken: a name longer than a refusal's room (refused past 24 characters first) */
	size_t room = before >= 0 && (size_t)before < whylen ? whylen - (size_t)before : 1;
	snprintf(why, whylen, _("unknown game '%s': %s"), name,
	    session_rule_sets(t, known, room < sizeof known ? room : sizeof known));
	return NULL;
}

/* After a store call that ends or removes game id whole (done: its rows
 * changed, 0 when another tapis got there first, as `gone` says; below 0
 * the write failed): closes the game if it is the open one. */
static enum session_status
game_ended(struct tapis *t, long long id, int done, const char *gone, char *why, size_t whylen)
{
	if (done < 0)
		return write_failed(t, why, whylen);
	if (done == 0) {
		snprintf(why, whylen, "%s", gone);
		return SESSION_REFUSED;
	}
	if (t->game != NULL && t->game->id == id)
		session_close(t);
	return SESSION_DONE;
}

/* Abandons game id with its facts: the open game's, or those of the game
 * read back (one that cannot be, damaged, is abandoned with none). */
static int
abandon(struct tapis *t, long long id)
{
	if (t->game != NULL && t->game->id == id)
		return game_store_abandon(t->store, t->game);
	char err[512];
	struct game *g = game_store_load(t->store, id, err, sizeof err);
	int done = g != NULL && game_replay(g, err, sizeof err) ?
	    game_store_abandon(t->store, g) : store_game_abandon(t->store, id, NULL, 0);
	game_free(g);
	return done;
}

enum session_status
session_abandon(struct tapis *t, long long id, char *why, size_t whylen)
{
	char gone[ENGINE_WHY];     /* it was being played when the caller looked */
	snprintf(gone, sizeof gone, _("game #%lld is no longer being played: another tapis"
	    " changed it ('games' shows it)"), id);
	return game_ended(t, id, abandon(t, id), gone, why, whylen);
}

enum session_status
session_delete(struct tapis *t, long long id, char *why, size_t whylen)
{
	char gone[ENGINE_WHY];
	snprintf(gone, sizeof gone, _("there is no game #%lld: another tapis deleted it"), id);
	return game_ended(t, id, store_game_delete(t->store, id), gone, why, whylen);
}

bool
session_kind_names_loser(struct tapis *t, const char *kind)
{
	char base[GAME_RULESET_MAX + 1], why[256];
	const struct engine *e = engine_find(kind);
	if (e == NULL)
		free(session_find_rules(t, kind, &e, base, why, sizeof why));
	return e != NULL && e->result == ENGINE_LOSER;
}
