#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "i18n.h"

struct game *
game_create(const char *ruleset, const struct farkle_rules *rules, int nplayers,
    char *const *names)
{
	if (nplayers < 1 || nplayers > FARKLE_MAX_PLAYERS)
		return NULL;
	struct game *g = calloc(1, sizeof *g);
	if (g == NULL)
		return NULL;
	g->scorer = malloc(sizeof *g->scorer);
	if (g->scorer == NULL) {
		free(g);
		return NULL;
	}
	farkle_scorer_init(g->scorer, rules);
	strncpy(g->ruleset, ruleset, sizeof g->ruleset - 1);
	strncpy(g->base, ruleset, sizeof g->base - 1);   /* a saved preset's caller sets it */
	g->nplayers = nplayers;
	for (int i = 0; i < nplayers; i++)
		strncpy(g->name[i], names[i], GAME_NAME_BYTES);
	farkle_start(&g->state, rules, nplayers);
	return g;
}

void
game_free(struct game *g)
{
	if (g == NULL)
		return;
	free(g->scorer);
	free(g->entry);
	free(g);
}

const struct farkle_rules *
game_rules(const struct game *g)
{
	return &g->scorer->rules;
}

static bool
reserve(struct game *g, int n)
{
	if (n <= g->cap)
		return true;
	int cap = g->cap ? g->cap * 2 : 64;
	while (cap < n)
		cap *= 2;
	struct game_entry *e = realloc(g->entry, (size_t)cap * sizeof *e);
	if (e == NULL)
		return false;
	g->entry = e;
	g->cap = cap;
	return true;
}

bool
game_play(struct game *g, const struct farkle_action *a, struct farkle_outcome *out,
    char *why, size_t whylen)
{
	if (!reserve(g, g->nactive + 1)) {
		snprintf(why, whylen, "out of memory");
		return false;
	}
	int seat = g->state.current;
	if (!farkle_apply(g->scorer, &g->state, a, out, why, whylen))
		return false;
	g->entry[g->nactive] = (struct game_entry){seat, *a, 0};
	g->ntotal = ++g->nactive;
	return true;
}

bool
game_load_entry(struct game *g, const struct game_entry *e, bool undone)
{
	/* Undone entries come after every active one. */
	if ((!undone && g->ntotal > g->nactive) || !reserve(g, g->ntotal + 1))
		return false;
	g->entry[g->ntotal++] = *e;
	if (!undone)
		g->nactive++;
	return true;
}

bool
game_replay(struct game *g, char *why, size_t whylen)
{
	struct farkle_outcome out;
	farkle_start(&g->state, game_rules(g), g->nplayers);
	for (int i = 0; i < g->nactive; i++) {
		/* the log says who made each entry; the rules say whose turn it was */
		if (g->entry[i].seat != g->state.current) {
			snprintf(why, whylen, _("entry %d is %s's, but it was %s's turn"), i + 1,
			    g->name[g->entry[i].seat], g->name[g->state.current]);
			return false;
		}
		char rule[FARKLE_WHY];
		if (!farkle_apply(g->scorer, &g->state, &g->entry[i].action, &out, rule,
		    sizeof rule)) {
			snprintf(why, whylen, _("entry %d: %s"), i + 1, rule);
			return false;
		}
	}
	return true;
}

bool
game_undo(struct game *g)
{
	if (g->nactive == 0)
		return false;
	g->nactive--;
	char why[FARKLE_WHY];
	return game_replay(g, why, sizeof why);
}

bool
game_redo(struct game *g, struct farkle_outcome *out)
{
	if (g->nactive == g->ntotal)
		return false;
	char why[FARKLE_WHY];
	if (!farkle_apply(g->scorer, &g->state, &g->entry[g->nactive].action, out, why, sizeof why))
		return false;
	g->nactive++;
	return true;
}

bool
game_is_over(const struct game *g)
{
	return g->state.phase == PHASE_OVER;
}
