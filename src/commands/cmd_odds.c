/* odds BOX... [--all] [--json|--tsv]: the chance of making a box with the
 * throws left (command_advice.c); nothing changes. */
#include "config.h"

#include "advice.h"
#include "command.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "tapis.h"

static const struct cmd_flag flags[] = {
	{.name = "--all"},
	CMD_ROWS_FLAGS,
	{0},
};

/* Whether some entry of engine e takes words other than dice (a box). */
static bool
has_boxes(const struct engine *e, const void *rules)
{
	for (size_t v = 0; v < e->nverbs; v++)
		/* untaken: a verb of words whose game names none of them */
		if (!e->verbs[v].dice && e->verbs[v].max_args != 0 &&
		    engine_arg_words(e, rules, (int)v, 0) != NULL)
			return true;
	return false;
}

/* Whether game g's odds take no words (the chance of each combination). */
static bool
odds_alone(const struct game *g)
{
	/* (no advice: each family has advice, HACKING.md, NEVER) */
	return !NEVER(g->engine->advice == NULL) && g->engine->advice->odds_alone;
}

/* Whether odds is typed alone now. */
static bool
alone(const struct tapis *t)
{
	return t->game != NULL && odds_alone(t->game);
}

/* Whether the open game has odds to give: boxes to name, or odds alone. */
static bool
offered(const struct tapis *t)
{
	return odds_alone(t->game) || has_boxes(t->game->engine, game_rules(t->game));
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	const struct game *g = t->game;
	if (!offered(t))
		return command_refuse(t, _("odds is for games whose dice fill boxes; %s has none"),
		    g->ruleset);
	/* no word: each thing the dice may make, where the engine says so
	 * (elsewhere min_args refused it before: alone() waives it) */
	return command_advise(t, ADVICE_ODDS, a->argc, a->argv, cmd_flag(a, "--all") != NULL,
	    cmd_rows_format(a), 0);
}

/* The open game's boxes: the words of its first entry that takes words,
 * not dice (Yams' score). */
static void
complete(struct completion *c)
{
	const struct game *g = c->t->game;
	if (g == NULL)
		return;
	const struct engine *e = g->engine;
	const char *const *w = NULL;
	for (size_t v = 0; v < e->nverbs && w == NULL; v++)
		if (!e->verbs[v].dice && e->verbs[v].max_args != 0)
			w = engine_arg_words(e, g->rules, (int)v, 0);
	for (; w != NULL && *w != NULL; w++)
		c->add(c, *w);
}

/* What odds weighs in each game, as its words say. */
static const char *
game_details(const struct family *f, char *buf, size_t len)
{
	(void)buf, (void)len;
	return command_game_help(f, HELP_ODDS);
}

const struct command cmd_odds = {
	.at_play = true,
	.name = "odds", .french = "chances",
	.usage = N_("BOX... [--all] [--json|--tsv]"),
	.usage_alone = N_("[--all] [--json|--tsv]"),
	.help = N_("the chance of making each box or combination with the throws left; nothing changes"),
	.game_details = game_details,
	.details_after = N_("The table shows the best 8 ways; --all every one."),
	.flags = flags, .min_args = 1, .max_args = CMD_ANY, .alone = alone,
	.offered = offered,
	.need = NEED_PLAYABLE,
	.complete = complete, .exec = exec,
};
