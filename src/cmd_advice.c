/* hint and odds: advice on the dice actually thrown, from the open game's
 * state (advice.h).  They change nothing: not the game, not the database.
 * A table the engine works out ahead is read from the cache folder, or
 * built and kept there (advice_cache.c). */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "advice.h"
#include "advice_cache.h"
#include "command.h"
#include "i18n.h"
#include "tapis.h"
#include "text.h"

/* The table request needs under the open game's rules: kept, or built
 * now (and kept); *table NULL where it needs none.  False once refused. */
static bool
advice_table(struct tapis *t, int request, const void **table)
{
	const struct game *g = t->game;
	const struct engine *e = g->engine;
	const void *rules = game_rules(g);
	size_t size = e->advice_table_size != NULL ? e->advice_table_size(rules, request) : 0;
	char why[512];
	enum advice_cache_status status;
	*table = NULL;
	if (size == 0 || e->advice_table_build == NULL)
		return true;
	*table = advice_cache_load(e, rules, request, size, &status, why, sizeof why);
	if (*table != NULL)
		return true;
	if (status == ADVICE_CACHE_DAMAGED) {
		char path[4300], said[5000];
		if (!advice_cache_path(e, rules, request, path, sizeof path))
			path[0] = '\0';
		snprintf(said, sizeof said, "%s %s", path, why);
		render_advice_table(&t->ui, ADVICE_TABLE_REBUILT, said);
	} else if (t->ui.interactive) {
		render_advice_table(&t->ui, ADVICE_TABLE_BUILDING, NULL);
	}
	void *built = calloc(1, size);
	if (built == NULL) {
		command_refuse(t, "%s", _("out of memory"));
		return false;
	}
	e->advice_table_build(rules, request, built);
	/* kept for this run whatever the disk says: said once */
	if (!advice_cache_store(e, rules, request, built, size, why, sizeof why))
		render_advice_table(&t->ui, ADVICE_TABLE_NOT_KEPT, why);
	*table = advice_cache_load(e, rules, request, size, &status, why, sizeof why);
	if (*table == NULL) {
		command_refuse(t, "%s", _("out of memory"));
		return false;
	}
	return true;
}

/* The choices people's table shows unless --all: the few worth weighing;
 * scripts get every one. */
#define ADVICE_SHOWN 8

/* What hint and odds were asked, besides their words. */
struct advice_flags {
	bool win, all;
	enum rows_format format;
};

/* Asks the engine and shows its answer. */
static enum cmd_status
advise(struct tapis *t, int request, int argc, char **argv, const struct advice_flags *fl)
{
	const struct game *g = t->game;
	const struct engine *e = g->engine;
	if (e->advise == NULL)
		return command_refuse(t, _("there is no advice for %s (hint and odds have none for"
		    " this game)"), g->ruleset);
	/* a win table is of two scores */
	if (request == ADVICE_HINT_WIN && g->nplayers != 2)
		return command_refuse(t, _("hint --win is for two players; this game has %d"),
		    g->nplayers);
	const void *table;
	if (!advice_table(t, request, &table))
		return CMD_REJECTED;
	struct advice a;
	char why[ENGINE_WHY];
	if (!engine_advise(e, game_rules(g), g->state, request, argc, argv, table, &a, why,
	    sizeof why))
		return command_refuse(t, "%s", why);
	/* what odds was asked about, as typed (the engine has read it) */
	char about[128] = "", shown[128];
	for (int i = 0; i < argc; i++)
		snprintf(about + strlen(about), sizeof about - strlen(about), "%s%s", i ? " " : "",
		    text_visible(argv[i], shown, sizeof shown));
	render_advice(&t->ui, g, &a, fl->format,
	    fl->format == ROWS_TABLE && !fl->all ? ADVICE_SHOWN : 0, argc > 0 ? about : NULL);
	return CMD_OK;
}

/* Takes the flags out of the words (--win where win_too), as every
 * listing reads them: false once refused. */
static bool
read_flags(struct tapis *t, const char *name, bool win_too, int *argc, char **argv,
    struct advice_flags *fl, enum cmd_status *status)
{
	bool formatted = false;
	int kept = 0;
	for (int i = 0; i < *argc; i++) {
		bool *flag = command_word_is(argv[i], "--all") ? &fl->all :
		    win_too && strcasecmp(argv[i], "--win") == 0 ? &fl->win : NULL;
		if (flag != NULL) {
			if (*flag) {
				*status = command_refuse(t, _("%s is given twice"), argv[i]);
				return false;
			}
			*flag = true;
			continue;
		}
		int format = command_rows_flag(t, name, win_too ? "--win, --all" : "--all", argv[i],
		    &fl->format, &formatted, status);
		if (format < 0)
			return false;
		if (format == 0)
			argv[kept++] = argv[i];
	}
	*argc = kept;
	return true;
}

enum cmd_status
cmd_hint(struct tapis *t, int argc, char **argv)
{
	struct advice_flags fl = {false, false, ROWS_TABLE};
	enum cmd_status status = CMD_REJECTED;
	if (!read_flags(t, "hint", true, &argc, argv, &fl, &status))
		return status;
	if (argc > 0) {
		char shown[128];
		return command_refuse(t, _("hint takes --win, --all, --json or --tsv, not '%s'"),
		    text_visible(argv[0], shown, sizeof shown));
	}
	return advise(t, fl.win ? ADVICE_HINT_WIN : ADVICE_HINT, 0, NULL, &fl);
}

/* Whether some entry of engine e takes words other than dice (a box). */
static bool
has_boxes(const struct engine *e, const void *rules)
{
	for (size_t v = 0; v < e->nverbs; v++)
		if (!e->verbs[v].dice && e->verbs[v].max_args != 0 && engine_words(e)->words != NULL &&
		    engine_words(e)->words(rules, (int)v, 0) != NULL)
			return true;
	return false;
}

enum cmd_status
cmd_odds(struct tapis *t, int argc, char **argv)
{
	struct advice_flags fl = {false, false, ROWS_TABLE};
	enum cmd_status status = CMD_REJECTED;
	const struct game *g = t->game;
	if (!read_flags(t, "odds", false, &argc, argv, &fl, &status))
		return status;
	if (g->engine->advise == NULL || !has_boxes(g->engine, game_rules(g)))
		return command_refuse(t, _("odds is for games whose dice fill boxes; %s has none"),
		    g->ruleset);
	if (argc == 0)
		return command_refuse(t, "%s", _("usage: odds BOX... [--all] [--json|--tsv]"));
	return advise(t, ADVICE_ODDS, argc, argv, &fl);
}
