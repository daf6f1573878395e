#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "game.h"
#include "never.h"
#include "i18n.h"
#include "msg.h"

bool
game_rules_init(const struct engine *e, const char *preset, void *rules)
{
	memset(rules, 0, e->rules_size);
	return e->preset(preset, rules);
}

void *
game_rules_new(const struct engine *e, const char *preset)
{
	void *rules = calloc(1, e->rules_size);
	if (rules != NULL && !game_rules_init(e, preset, rules)) {
		free(rules);
		return NULL;
	}
	return rules;
}

bool
game_option_set(const struct engine *e, void *rules, const char *name, const char *value,
    char *why, size_t whylen)
{
	char assignment[ENGINE_VALUE + 64];
	size_t at = strlen(name), len = strlen(value);
	if (at + len + 2 > sizeof assignment) {
		snprintf(why, whylen, "%s", _("an option cannot be read"));
		return false;
	}
	memcpy(assignment, name, at);
	assignment[at] = '=';
	memcpy(assignment + at + 1, value, len + 1);
	return engine_option_set(e, rules, assignment, why, whylen);
}

bool
game_rules_read_into(const struct engine *e, const char *base, const char *assignments,
    void *rules, char *why, size_t whylen)
{
	if (!game_rules_init(e, base, rules)) {
		snprintf(why, whylen, _("no built-in rule set is named %s"), base);
		return false;
	}
	bool ok = true;
	for (const char *line = assignments; ok && line != NULL && *line != '\0';) {
		size_t len = strcspn(line, "\n");
		char assignment[ENGINE_VALUE + 64];
		if (len >= sizeof assignment) {
			snprintf(why, whylen, "%s", _("an option cannot be read"));
			ok = false;
			break;
		}
		memcpy(assignment, line, len);
		assignment[len] = '\0';
		ok = engine_option_set(e, rules, assignment, why, whylen);
		line += len + (line[len] == '\n');
	}
	if (!ok || !engine_check(e, rules, why, whylen))
		return false;
	engine_prepare(e, rules);
	return true;
}

void *
game_rules_read(const struct engine *e, const char *base, const char *assignments, char *why,
    size_t whylen)
{
	void *rules = malloc(e->rules_size);
	if (rules == NULL) {
		snprintf(why, whylen, "%s", _("out of memory"));
		return NULL;
	}
	if (game_rules_read_into(e, base, assignments, rules, why, whylen))
		return rules;
	free(rules);
	return NULL;
}

void *
game_rules_copy(const struct engine *e, const void *rules)
{
	void *copy = malloc(e->rules_size);
	if (copy != NULL)
		memcpy(copy, rules, e->rules_size);
	return copy;
}

struct game *
game_create(const struct engine *e, const char *ruleset, const void *rules, int nplayers,
    char *const *names)
{
	char why[ENGINE_WHY];
	if (!engine_seats(e, rules, nplayers, why, sizeof why))
		return NULL;
	struct game *g = calloc(1, sizeof *g);
	if (g == NULL)
		return NULL;
	g->engine = e;
	g->rules = game_rules_copy(e, rules);
	g->state = calloc(1, e->state_size);
	game_checkpoints_init(&g->checkpoints, e->state_size);
	if (g->rules == NULL || g->state == NULL) {
		game_free(g);
		return NULL;
	}
	engine_prepare(e, g->rules);
	strncpy(g->ruleset, ruleset, sizeof g->ruleset - 1);
	strncpy(g->base, ruleset, sizeof g->base - 1);   /* a saved preset's caller sets it */
	g->nplayers = nplayers;
	for (int i = 0; i < nplayers; i++) {
		strncpy(g->name[i], names[i], GAME_NAME_BYTES);
		g->names[i] = g->name[i];
	}
	e->start(g->rules, g->state, nplayers);
	return g;
}

void
game_free(struct game *g)
{
	if (g == NULL)
		return;
	free(g->rules);
	free(g->state);
	free(g->entry);
	game_checkpoints_free(&g->checkpoints);
	free(g);
}

const void *
game_rules(const struct game *g)
{
	return g->rules;
}

/* Room for entry n - 1, where n is at most one past the room there is:
 * entries come one at a time. */
static bool
reserve(struct game *g, int n)
{
	if (n <= g->cap)
		return true;
	int cap = g->cap ? g->cap * 2 : 64;
	struct game_entry *e = realloc(g->entry, (size_t)cap * sizeof *e);
	if (e == NULL)
		return false;
	g->entry = e;
	g->cap = cap;
	return true;
}

/* The engine's apply on state, its refusal as text into why. */
static bool
apply(const struct game *g, void *state, const struct action *a, union outcome *out,
    char *why, size_t whylen)
{
	struct msg m;
	if (g->engine->apply(g->rules, state, g->names, a, out, &m))
		return true;
	msg_text(&m, why, whylen);
	return false;
}

bool
game_play(struct game *g, const struct action *a, union outcome *out, char *why,
    size_t whylen)
{
	if (!reserve(g, g->nactive + 1)) {
		snprintf(why, whylen, _("out of memory"));
		return false;
	}
	int seat = engine_head(g->state)->current;
	if (!apply(g, g->state, a, out, why, whylen))
		return false;
	g->entry[g->nactive] = (struct game_entry){seat, *a};
	g->ntotal = ++g->nactive;
	game_checkpoints_keep(&g->checkpoints, g->nactive, g->state);
	return true;
}

bool
game_try(const struct game *g, const struct action *a, union outcome *out, char *why,
    size_t whylen)
{
	return game_try_each(g, a, 1, out, why, whylen);
}

bool
game_try_each(const struct game *g, const struct action *a, int n, union outcome *out,
    char *why, size_t whylen)
{
	/* States are plain values: the copy is played, the game untouched. */
	unsigned char *copy = malloc(g->engine->state_size);
	if (copy == NULL) {
		snprintf(why, whylen, _("out of memory"));
		return false;
	}
	memcpy(copy, g->state, g->engine->state_size);
	bool ok = true;
	for (int i = 0; ok && i < n; i++)
		ok = apply(g, copy, &a[i], out, why, whylen);
	free(copy);
	return ok;
}

void
game_complete_after(const struct game *g, const struct action *first, int verb, int arg,
    char *const *argv, void (*add)(const char *word, void *ctx), void *ctx)
{
	char why[ENGINE_WHY];
	union outcome out;
	unsigned char *copy = malloc(g->engine->state_size);
	if (copy == NULL)     /* untaken: out of memory (no faults session completes) */
		return;
	memcpy(copy, g->state, g->engine->state_size);
	if (apply(g, copy, first, &out, why, sizeof why))
		engine_complete_args(g->engine, g->rules, copy, verb, arg, argv, add, ctx);
	free(copy);
}

bool
game_load_entry(struct game *g, const struct game_entry *e, bool undone)
{
	/* Undone entries come after every active one.  untaken: reserve failing (out of memory) */
	if ((!undone && g->ntotal > g->nactive) || !reserve(g, g->ntotal + 1))
		return false;
	g->entry[g->ntotal++] = *e;
	if (!undone)
		g->nactive++;
	return true;
}

/* Plays active entries [from, nactive) on state, which holds the replay of
 * the ones before; calls fn after each, and keeps the checkpoints due in
 * keep (NULL: none). */
static bool
steps(const struct game *g, void *state, int from, struct game_checkpoints *keep,
    void (*fn)(const struct game *g, int index, const void *state, const union outcome *o,
    void *ctx), void *ctx, char *why, size_t whylen)
{
	union outcome out;
	for (int i = from; i < g->nactive; i++) {
		/* the log says who made each entry; the rules say whose turn it was */
		int seat = g->entry[i].seat, turn = engine_head(state)->current;
		if (seat != turn) {
			/* (a stored entry's seat is checked as it is loaded, game_store.c's
			 * load_entry; a played one is the seat whose turn it is) */
			const char *who = ALWAYS(seat >= 0 && seat < g->nplayers) ? g->name[seat] : "?";
			snprintf(why, whylen, _("entry %d is %s's, but it was %s's turn"), i + 1, who,
			    g->name[turn]);
			return false;
		}
		char rule[ENGINE_WHY];
		if (!apply(g, state, &g->entry[i].action, &out, rule, sizeof rule)) {
			snprintf(why, whylen, _("entry %d: %s"), i + 1, rule);
			return false;
		}
		if (keep != NULL)
			game_checkpoints_keep(keep, i + 1, state);
		if (fn != NULL)
			fn(g, i, state, &out, ctx);
	}
	return true;
}

bool
game_walk(const struct game *g, void *state,
    void (*fn)(const struct game *g, int index, const void *state, const union outcome *o,
    void *ctx), void *ctx, char *why, size_t whylen)
{
	g->engine->start(g->rules, state, g->nplayers);
	return steps(g, state, 0, NULL, fn, ctx, why, whylen);
}

bool
game_replay(struct game *g, char *why, size_t whylen)
{
	game_checkpoints_forget(&g->checkpoints, 0);
	g->engine->start(g->rules, g->state, g->nplayers);
	return steps(g, g->state, 0, &g->checkpoints, NULL, NULL, why, whylen);
}

bool
game_undo(struct game *g)
{
	if (g->nactive == 0)
		return false;
	g->nactive--;
	/* the checkpoints after the entry taken back go: one is the state
	 * it made */
	game_checkpoints_forget(&g->checkpoints, g->nactive);
	int from = game_checkpoints_restore(&g->checkpoints, g->nactive, g->state);
	if (from == 0)
		g->engine->start(g->rules, g->state, g->nplayers);
	char why[ENGINE_WHY];
	return steps(g, g->state, from, &g->checkpoints, NULL, NULL, why, sizeof why);
}

bool
game_redo(struct game *g, union outcome *out)
{
	if (g->nactive == g->ntotal ||
	    g->entry[g->nactive].seat != engine_head(g->state)->current)
		return false;
	char why[ENGINE_WHY];
	if (!apply(g, g->state, &g->entry[g->nactive].action, out, why, sizeof why))
		return false;
	g->nactive++;
	game_checkpoints_keep(&g->checkpoints, g->nactive, g->state);
	return true;
}

bool
game_is_over(const struct game *g)
{
	return g->abandoned || engine_head(g->state)->over;
}

const char *
game_status(const struct game *g)
{
	return g->abandoned ? "abandoned" : game_is_over(g) ? "finished" : "playing";
}

int
game_current(const struct game *g)
{
	return engine_head(g->state)->current;
}

/* The one player in place `place` of the game over, -1 if there is none
 * or players share it. */
static int
sole(const struct game *g, int place)
{
	const struct engine_head *h = engine_head(g->state);
	int seat = -1;
	for (int p = 0; h->over && p < h->nplayers; p++)
		if (h->place[p] == place) {
			if (seat >= 0)
				return -1;
			seat = p;
		}
	return seat;
}

int
game_first(const struct game *g)
{
	return sole(g, 1);
}

int
game_winner(const struct game *g)
{
	return g->abandoned || g->engine->result != ENGINE_WINNER ? -1 : sole(g, 1);
}

int
game_score(const struct game *g, int seat)
{
	return engine_head(g->state)->score[seat];
}

int
game_place(const struct game *g, int seat)
{
	return engine_head(g->state)->place[seat];
}

enum game_result
game_result(const struct game *g)
{
	if (g->abandoned || !game_is_over(g))
		return GAME_NONE;
	if (g->engine->result == ENGINE_LOSER)
		/* (421, the one such family, ends with its loser last alone) */
		return ALWAYS(game_loser(g) >= 0) ? GAME_LOST : GAME_DRAWN;
	if (game_winner(g) >= 0)
		return GAME_WON;
	return g->engine->tie_shares_win ? GAME_SHARED : GAME_DRAWN;
}

const char *
game_result_key(enum game_result r)
{
	static const char *const keys[] = {
		[GAME_NONE] = NULL, [GAME_WON] = "won", [GAME_SHARED] = "shared",
		[GAME_DRAWN] = "drawn", [GAME_LOST] = "lost",
	};
	return keys[r];
}

int
game_loser(const struct game *g)
{
	const struct engine_head *h = engine_head(g->state);
	int last = 0;
	for (int p = 0; p < h->nplayers; p++)
		if (h->place[p] > last)
			last = h->place[p];
	return g->abandoned || g->engine->result != ENGINE_LOSER ? -1 : sole(g, last);
}
