/* The open game and the store moved together: the engine decides, the store
 * commits, and only then does the game in memory move on. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "tapis.h"

static void
store_failed(struct tapis *t, char *why, size_t whylen)
{
	snprintf(why, whylen, _("the database refused the entry: %s"), store_error(t->store));
}

void
session_close(struct tapis *t)
{
	game_free(t->game);
	t->game = NULL;
}

bool
session_new(struct tapis *t, const char *ruleset, const struct farkle_rules *rules,
    int nplayers, char *const *names, char *why, size_t whylen)
{
	struct game *g = game_create(ruleset, rules, nplayers, names);
	if (g == NULL) {
		snprintf(why, whylen, _("out of memory"));
		return false;
	}
	if (!store_game_create(t->store, g)) {
		store_failed(t, why, whylen);
		game_free(g);
		return false;
	}
	session_close(t);
	t->game = g;
	return true;
}

bool
session_open(struct tapis *t, long long id, char *why, size_t whylen)
{
	struct game *g = store_game_load(t->store, id, why, whylen);
	if (g == NULL)
		return false;
	if (!game_replay(g, why, whylen)) {
		game_free(g);
		return false;
	}
	session_close(t);
	t->game = g;
	return true;
}

enum session_status
session_play(struct tapis *t, const struct farkle_action *a, struct farkle_outcome *out,
    char *why, size_t whylen)
{
	struct game *g = t->game;
	/* Dropping the undone entries is part of the same commit as the new one;
	 * keep them in memory until the commit is through. */
	int ntotal = g->ntotal;
	bool undone = g->nactive < g->ntotal;
	struct game_entry first_undone = {0, {0, {0, {0}}}, 0};
	if (undone)
		first_undone = g->entry[g->nactive];
	if (!game_play(g, a, out, why, whylen))
		return SESSION_REFUSED;
	if (!store_append(t->store, g, out, undone ? first_undone.row : 0)) {
		store_failed(t, why, whylen);
		game_undo(g);
		g->ntotal = ntotal;
		if (g->nactive < g->ntotal)
			g->entry[g->nactive] = first_undone;
		return SESSION_FAILED;
	}
	return SESSION_DONE;
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
	if (!store_undo(t->store, g)) {
		store_failed(t, why, whylen);
		struct farkle_outcome out;
		game_redo(g, &out);
		return SESSION_FAILED;
	}
	return SESSION_DONE;
}

enum session_status
session_redo(struct tapis *t, struct game_entry *redone, struct farkle_outcome *out,
    char *why, size_t whylen)
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
	if (!store_redo(t->store, g, out)) {
		store_failed(t, why, whylen);
		game_undo(g);
		return SESSION_FAILED;
	}
	return SESSION_DONE;
}

struct names {
	char text[256];
};

static bool
add_name(const char *name, const char *base, void *ctx)
{
	struct names *n = ctx;
	(void)base;
	size_t len = strlen(n->text);
	snprintf(n->text + len, sizeof n->text - len, "%s%s", len ? ", " : "", name);
	return true;
}

bool
session_find_rules(struct tapis *t, const char *name, struct farkle_rules *rules,
    char *why, size_t whylen)
{
	const struct farkle_preset *p = farkle_preset_find(name);
	if (p != NULL) {
		*rules = p->rules;
		return true;
	}
	char base[GAME_RULESET_MAX];
	int found = store_preset_load(t->store, name, base, sizeof base, rules, why, whylen);
	if (found > 0)
		return true;
	if (found < 0)
		return false;
	struct names builtin = {""}, saved = {""};
	for (size_t i = 0; i < farkle_npresets; i++)
		add_name(farkle_presets[i].name, NULL, &builtin);
	store_each_preset(t->store, add_name, &saved);
	snprintf(why, whylen, _("unknown game '%s': the games are %s%s%s"), name, builtin.text,
	    saved.text[0] ? _("; saved presets: ") : "", saved.text);
	return false;
}
