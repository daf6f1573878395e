/* A game kept in the store and read back.  What the rules say of a game,
 * its status, winner and places, an entry's arguments and facts, is worked
 * out here and handed to the store as plain data; what the store reads
 * back is checked against the rules here: the store computes no game. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "game_facts.h"
#include "game_store.h"
#include "i18n.h"
#include "json.h"
#include "never.h"

/* The store's bounds are the games' own. */
_Static_assert(STORE_MAX_PLAYERS == ENGINE_MAX_PLAYERS, "players the store keeps");
_Static_assert(STORE_NAME_BYTES == GAME_NAME_BYTES, "a name as the store keeps it");
_Static_assert(STORE_RULESET_MAX == GAME_RULESET_MAX, "a rule set's name as kept");
_Static_assert(STORE_ARGS == ENGINE_ARGS, "an entry's arguments as kept");
_Static_assert(STORE_VALUE == ENGINE_VALUE, "an option's value as kept");
_Static_assert(STORE_FACT_KEY == sizeof ((struct engine_game_fact *)0)->key, "a fact's key");

/* Rules of an engine, whose options the store writes. */
struct rules_of {
	const struct engine *engine;
	const void *rules;
};

/* store_each_option over the options of a struct rules_of. */
static bool
each_option(const void *ctx, size_t i, const char **name, char *value, size_t len)
{
	const struct rules_of *r = ctx;
	const struct engine_option *o = r->engine->option(i);
	if (o == NULL)
		return false;
	*name = o->name;
	r->engine->option_get(r->rules, o->name, value, len);
	return true;
}

bool
game_store_create(struct store *s, struct game *g)
{
	const struct engine *e = g->engine;
	struct rules_of r = {e, game_rules(g)};
	struct store_new_game row = {
		.ruleset = g->ruleset, .base = g->base, .family = e->family,
		.turn_entries = engine_turn_entries(e, game_rules(g), g->nplayers),
		.nplayers = g->nplayers, .names = g->names, .option = each_option, .options = &r,
	};
	return store_game_create(s, &row, &g->id);
}

/* An ended game's facts as the store takes them, made by its engine. */
struct facts_made {
	struct store_fact *fact;
	int n, cap;
	bool lost;                /* one found no memory */
};

/* engine_fact_sink: a fact into a struct facts_made. */
static void
keep_fact(const struct engine_game_fact *f, void *ctx)
{
	struct facts_made *m = ctx;
	if (m->n == m->cap) {
		int cap = m->cap > 0 ? 2 * m->cap : 64;
		struct store_fact *more = realloc(m->fact, (size_t)cap * sizeof *more);
		if (more == NULL) {
			m->lost = true;
			return;
		}
		m->fact = more;
		m->cap = cap;
	}
	struct store_fact *k = &m->fact[m->n++];
	*k = (struct store_fact){f->seat, f->fact, "", f->by_rules, f->n, f->valued, f->value};
	snprintf(k->key, sizeof k->key, "%s", f->key);
}

/* The facts of g, ended, into m (freed by the caller, also on failure):
 * false if they cannot be worked out. */
static bool
facts_of(const struct game *g, struct facts_made *m)
{
	char why[ENGINE_WHY];
	*m = (struct facts_made){NULL, 0, 0, false};
	return game_ended_facts(g, keep_fact, m, why, sizeof why) && !m->lost;
}

/* How g stands now, as the store keeps it (its facts, where it has ended,
 * given apart). */
static void
standing(const struct game *g, struct store_standing *how)
{
	how->status = game_status(g);
	how->over = game_is_over(g);
	how->winner = how->over ? game_winner(g) : -1;
	how->loser = how->over ? game_loser(g) : -1;
	how->result = game_result_key(game_result(g));
	how->nplayers = how->over ? g->nplayers : 0;
	how->facts = NULL;
	how->nfacts = 0;
	for (int seat = 0; seat < how->nplayers; seat++) {
		how->score[seat] = game_score(g, seat);
		how->place[seat] = game_place(g, seat);
	}
}

/* Room for an entry's facts as JSON: every fact a text of bytes each
 * escaped at its longest, quoted, with the commas and brackets. */
#define FACTS_JSON (ENGINE_FACTS * (sizeof ((struct fact *)0)->text * (JSON_PIECE - 1) + 3) + 2)

/* The facts of an outcome as the family's JSON array (in the order of its
 * fact_columns, which its view reads), into buf: what the entry's row keeps
 * beside it.  Returns buf, or NULL where the family says nothing.  (On
 * every entry's path: no printf.) */
static const char *
facts_json(const struct game *g, int index, const union outcome *o, char *buf, size_t len)
{
	struct fact facts[ENGINE_FACTS];
	size_t nfacts = engine_facts(g->engine, g->rules, &g->entry[index].action, o, facts);
	/* untaken: every family's entry has facts (pig, of none, is never stored) */
	if (nfacts == 0)
		return NULL;
	struct textbuf out = {buf, len, 0, false};
	for (size_t i = 0; i < nfacts; i++) {
		/* each value after its "[" or ",": most are null, one piece */
		const char *before = i == 0 ? "[null" : ",null";
		if (facts[i].type == FACT_NULL) {
			textbuf_raw(&out, before, 5);
			continue;
		}
		textbuf_raw(&out, before, 1);
		if (facts[i].type == FACT_INT)
			textbuf_int(&out, facts[i].i);
		else     /* text an engine made (dice): escaped all the same */
			json_buf_bytes(&out, facts[i].text);
	}
	textbuf_raw(&out, "]", 2);    /* and its NUL */
	/* (its callers' buffers are FACTS_JSON bytes, every fact at its longest) */
	return NEVER(out.full) ? NULL : buf;
}

/* The store's write of entry g->entry[index] with what it did (o), or,
 * with o NULL, as an undone entry; args and facts are its buffers. */
static void
entry_row(const struct game *g, int index, const union outcome *o, struct store_entry *row,
    char *args, size_t argslen, char *facts, size_t factslen)
{
	const struct game_entry *e = &g->entry[index];
	engine_format_args(g->engine, game_rules(g), &e->action, args, argslen);
	*row = (struct store_entry){
		.seq = index + 1, .seat = e->seat, .kind = g->engine->verbs[e->action.verb].kind,
		.args = args, .done = o != NULL, .end = NULL,
	};
	if (o == NULL)
		return;
	row->facts = facts_json(g, index, o, facts, factslen);
	/* untaken: facts of a family that has some are lost only to a short buffer (NEVER) */
	row->facts_lost = row->facts == NULL && g->engine->nfacts > 0;
	row->end = o->head.end;
	row->points = o->head.points;
	row->score_after = o->head.score_after;
}

bool
game_store_append(struct store *s, struct game *g, const union outcome *o, bool drop_undone)
{
	char args[ENGINE_ARGS + 1], facts[FACTS_JSON];
	struct store_entry row;
	struct store_standing how;
	struct facts_made made = {NULL, 0, 0, false};
	entry_row(g, g->nactive - 1, o, &row, args, sizeof args, facts, sizeof facts);
	/* the game's facts, worked out only as it ends, written with the entry
	 * that ends it */
	if (o->head.game_over) {
		standing(g, &how);
		if (!facts_of(g, &made)) {
			free(made.fact);
			return false;
		}
		how.facts = made.fact;
		how.nfacts = made.n;
	}
	bool ok = store_append(s, g->id, &row, drop_undone, o->head.game_over ? &how : NULL);
	free(made.fact);
	return ok;
}

/* Undo (o NULL) or redo entry `index`: its row, its facts, the game's status. */
static bool
mark(struct store *s, const struct game *g, int index, const union outcome *o)
{
	char args[ENGINE_ARGS + 1], facts[FACTS_JSON];
	struct store_entry row;
	struct store_standing how;
	struct facts_made made = {NULL, 0, 0, false};
	entry_row(g, index, o, &row, args, sizeof args, facts, sizeof facts);
	standing(g, &how);
	if (how.over && !facts_of(g, &made)) {
		free(made.fact);
		return false;
	}
	how.facts = made.fact;
	how.nfacts = made.n;
	bool ok = store_mark(s, g->id, &row, &how);
	free(made.fact);
	return ok;
}

int
game_store_abandon(struct store *s, const struct game *g)
{
	struct facts_made made;
	if (!facts_of(g, &made)) {
		free(made.fact);
		return -1;
	}
	int done = store_game_abandon(s, g->id, made.fact, made.n);
	free(made.fact);
	return done;
}

bool
game_store_undo(struct store *s, const struct game *g)
{
	return mark(s, g, g->nactive, NULL);
}

bool
game_store_redo(struct store *s, const struct game *g, const union outcome *o)
{
	return mark(s, g, g->nactive - 1, o);
}

/* Options read back into rules of engine: how many were. */
struct options_read {
	const struct engine *engine;
	void *rules;
	int rows;
};

/* store_option_fn setting an option of a struct options_read. */
static bool
set_option(const char *name, const char *value, void *ctx, char *why, size_t whylen)
{
	struct options_read *r = ctx;
	r->rows++;
	return game_option_set(r->engine, r->rules, name, value, why, whylen);
}

/* After options were read into r: false, with the reason in why, if more
 * were stored than the engine has (fewer is a game stored before an
 * option existed, which keeps its base's value). */
static bool
options_fit(const struct options_read *r, char *why, size_t whylen)
{
	int options = 0;
	while (r->engine->option((size_t)options) != NULL)
		options++;
	if (r->rows <= options)
		return true;
	snprintf(why, whylen, _("%d options are stored where its game has %d"), r->rows, options);
	return false;
}

/* The engine game id is played by, from its head, and the rule set it
 * started from: never a guess for a name this tapis does not know.  NULL,
 * with the reason in err, if none. */
static const struct engine *
engine_of_head(int64_t id, const struct store_head *head, char *err, size_t errlen)
{
	const struct engine *e = head->family[0] != '\0' ? engine_find(head->family) : NULL;
	if (e == NULL && head->family[0] == '\0')
		store_say_damaged(err, errlen, id, _("it does not say what game it is"));
	else if (e == NULL)
		store_say_damaged(err, errlen, id, _("it is a game of '%s', which this tapis does"
		    " not know"), head->family);
	else if (engine_of_preset(head->base, NULL) != e)
		store_say_damaged(err, errlen, id, _("it started from '%s', no rule set of its"
		    " game"), head->base);
	else
		return e;
	return NULL;
}

/* The rules of game id (of engine e, from base): its preset's, then every
 * option as stored with the game; NULL, with the reason in err, if they
 * cannot be read or do not hold together.  The caller frees them. */
static void *
load_rules(struct store *s, int64_t id, const struct engine *e, const char *base, char *err,
    size_t errlen)
{
	char why[512];     /* room for SQLite's reason too */
	struct options_read r = {e, game_rules_new(e, base), 0};
	if (r.rules == NULL) {
		snprintf(err, errlen, _("out of memory"));
		return NULL;
	}
	int read = store_game_options(s, id, set_option, &r, why, sizeof why);
	if (read < 0)         /* untaken: SQLite failing mid-read (make faults) */
		snprintf(err, errlen, "%s", why);
	else if (read == 0 || !options_fit(&r, why, sizeof why) ||
	    !engine_check(e, r.rules, why, sizeof why))
		store_say_damaged(err, errlen, id, "%s", why);
	else
		return r.rules;
	free(r.rules);
	return NULL;
}

/* Players read back, seated 0, 1, ... in order. */
struct players_read {
	const struct engine *engine;
	char (*names)[GAME_NAME_BYTES + 1];
	int n;
};

static bool
take_player(int64_t seat, const char *name, void *ctx)
{
	struct players_read *p = ctx;
	/* (every engine's max_players is at most ENGINE_MAX_PLAYERS, the room
	 * of names: the first test stops first) */
	if (p->n == p->engine->max_players || NEVER(p->n == ENGINE_MAX_PLAYERS) || seat != p->n ||
	    name == NULL || name[0] == '\0')
		return false;
	snprintf(p->names[p->n], sizeof p->names[p->n], "%s", name);
	p->n++;
	return true;
}

/* The names of game id's players into names and *nplayers, checked against
 * its rules and the number it started with: false, with the reason in
 * err, if they do not hold. */
static bool
load_players(struct store *s, int64_t id, const struct store_head *head,
    const struct engine *e, const void *rules, char names[][GAME_NAME_BYTES + 1],
    int *nplayers, char *err, size_t errlen)
{
	char why[ENGINE_WHY];
	struct players_read p = {e, names, 0};
	int read = store_game_players(s, id, take_player, &p, err, errlen);
	if (read < 0)
		return false;
	*nplayers = p.n;
	if (read == 0)
		store_say_damaged(err, errlen, id, _("player %d cannot be read (at most %d,"
		    " seated 0, 1, ... each with a name)"), p.n + 1, e->max_players);
	else if (p.n == 0)
		store_say_damaged(err, errlen, id, _("it has no players"));
	else if (!engine_seats(e, rules, p.n, why, sizeof why))
		store_say_damaged(err, errlen, id, "%s", why);
	else if (head->started_with >= 0 && head->started_with != p.n)
		store_say_damaged(err, errlen, id, _("it started with %lld players and has %d now"),
		    (long long)head->started_with, p.n);
	else
		return true;
	return false;
}

/* Entries read back into a game: the next one's seq, and what is wrong
 * with the last one read (NULL: nothing). */
struct entries_read {
	struct game *g;
	int seq;
	int64_t seat;
	const char *bad;
};

/* Loads the entry of row into the game of ctx; false, saying what is
 * wrong with it in bad, to stop there. */
static bool
load_entry(const struct store_entry_row *row, void *ctx)
{
	struct entries_read *r = ctx;
	struct game *g = r->g;
	const struct engine *e = g->engine;
	char why[ENGINE_WHY];
	/* untaken: entries.kind is NOT NULL; only a schema rewritten by hand
	 * lets one be */
	struct game_entry entry = {(int)row->seat, {row->kind ? engine_verb(e, row->kind) : -1,
	    {0, {0}}, {0, 0}}};
	const char *bad = NULL;
	if (row->seq != r->seq)
		bad = _("is out of sequence");
	else if (row->seat < 0 || row->seat >= g->nplayers)
		bad = _("has a seat no player holds");
	else if (entry.action.verb < 0)
		bad = _("is of no kind this tapis knows");
	else if (!engine_parse_args(e, g->rules, &entry.action, row->args ? row->args : "", why,
	    sizeof why))
		bad = _("has arguments that cannot be read");
	else if (row->undone != 0 && row->undone != 1)
		bad = _("is neither played nor undone");
	if (bad == NULL && !game_load_entry(g, &entry, row->undone != 0))
		bad = _("is played after an undone one");
	r->seat = row->seat;
	r->bad = bad;
	r->seq++;
	return bad == NULL;
}

/* Loads g's entries (g->id's), in order: false, with the reason in err,
 * for one that cannot be read or does not replay. */
static bool
load_entries(struct store *s, struct game *g, char *err, size_t errlen)
{
	struct entries_read r = {g, 1, 0, NULL};
	int read = store_game_entries(s, g->id, load_entry, &r, err, errlen);
	if (read != 0)
		return read > 0;
	int seq = r.seq - 1;
	if (r.seat < 0 || r.seat >= g->nplayers)
		store_say_damaged(err, errlen, g->id, _("entry %d has seat %lld"), seq,
		    (long long)r.seat);
	else
		store_say_damaged(err, errlen, g->id, _("entry %d %s"), seq, r.bad);
	return false;
}

/* Every value read back is checked before use: a damaged row makes the
 * game damaged, with the reason, never a crash or a shortened game. */
struct game *
game_store_load(struct store *s, int64_t id, char *err, size_t errlen)
{
	struct store_head head;
	char names[ENGINE_MAX_PLAYERS][GAME_NAME_BYTES + 1];
	char *namep[ENGINE_MAX_PLAYERS];
	int nplayers = 0;
	const struct engine *e;
	if (!store_game_head(s, id, &head, err, errlen) ||
	    (e = engine_of_head(id, &head, err, errlen)) == NULL)
		return NULL;
	void *rules = load_rules(s, id, e, head.base, err, errlen);
	if (rules == NULL)
		return NULL;
	if (!load_players(s, id, &head, e, rules, names, &nplayers, err, errlen)) {
		free(rules);
		return NULL;
	}
	for (int i = 0; i < nplayers; i++)
		namep[i] = names[i];
	struct game *g = game_create(e, head.ruleset, rules, nplayers, namep);
	free(rules);
	if (g == NULL) {
		snprintf(err, errlen, _("out of memory"));
		return NULL;
	}
	g->id = id;
	g->abandoned = head.abandoned;
	snprintf(g->base, sizeof g->base, "%s", head.base);
	if (!load_entries(s, g, err, errlen)) {
		game_free(g);
		return NULL;
	}
	return g;
}

bool
game_store_preset_save(struct store *s, const char *name, const char *base,
    const struct engine *e, const void *rules)
{
	struct rules_of r = {e, rules};
	return store_preset_save(s, name, base, each_option, &r);
}

/* A saved preset's options, read back (its name for what it says). */
struct preset_read {
	struct options_read r;
	const char *name;
};

/* set_option for a preset: a value no longer taken (written by hand) is
 * said as the preset's damage, with what to do, not as a typed option. */
static bool
set_preset_option(const char *name, const char *value, void *ctx, char *why, size_t whylen)
{
	struct preset_read *p = ctx;
	if (set_option(name, value, &p->r, why, whylen))
		return true;
	char reason[ENGINE_WHY];
	snprintf(reason, sizeof reason, "%s", why);
	snprintf(why, whylen, _("the preset %s holds an option this tapis does not take (%s):"
	    " 'preset delete %s', then save it again"), p->name, reason, p->name);
	return false;
}

int
game_store_preset_load(struct store *s, const char *name, char *base, size_t baselen,
    const struct engine **engine, void **rules, char *err, size_t errlen)
{
	int found = store_preset_base(s, name, base, baselen, err, errlen);
	if (found <= 0)
		return found;
	const struct engine *e = engine_of_preset(base, NULL);
	if (e == NULL) {
		snprintf(err, errlen, _("the preset %s starts from '%s', a rule set this tapis does"
		    " not know"), name, base);
		return -1;
	}
	struct preset_read p = {{e, game_rules_new(e, base), 0}, name};
	if (p.r.rules == NULL) {
		snprintf(err, errlen, _("out of memory"));
		return -1;
	}
	if (!store_preset_options(s, name, set_preset_option, &p, err, errlen) ||
	    !options_fit(&p.r, err, errlen)) {
		free(p.r.rules);
		return -1;
	}
	*engine = e;
	*rules = p.r.rules;
	return 1;
}
