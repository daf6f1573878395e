/* What hint and odds share: advice on the dice actually thrown, from the
 * open game's state (advice.h).  They change nothing: not the game, not the database.
 * A table the engine works out ahead is read from the cache folder, or
 * built and kept there (advice_cache.c). */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "advice.h"
#include "advice_cache.h"
#include "command.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "progress.h"
#include "render_advice.h"
#include "render_progress.h"
#include "rows.h"
#include "say.h"
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
	size_t size = engine_advice_table_size(e, rules, request);
	char why[512];
	enum advice_cache_status status;
	*table = NULL;
	if (size == 0)
		return true;
	*table = advice_cache_load(e, rules, request, size, &status, why, sizeof why);
	/* untaken: a file whose key is these rules' and whose table is not
	 * (written by hand past its key); the load refuses other rules' keys */
	if (*table != NULL && !engine_advice_table_fits(e, rules, request, *table)) {
		/* kept under the same name for other rules: built again */
		advice_cache_forget();
		*table = NULL;
		status = ADVICE_CACHE_DAMAGED;
		snprintf(why, sizeof why, "%s", _("was made for other rules"));
	}
	if (*table != NULL)
		return true;
	if (status == ADVICE_CACHE_DAMAGED) {
		char path[4300], said[5000];
		/* the load just found the file at that path: HACKING.md, NEVER */
		bool named = advice_cache_path(e, rules, request, path, sizeof path);
		if (NEVER(!named))
			path[0] = '\0';
		char shown[512];
		snprintf(said, sizeof said, "%s %s", path, why);
		say_note(&t->ui, _("tapis: the kept advice table %s: built again\n"),
		    text_visible(said, shown, sizeof shown));
	} else if (t->ui.interactive) {
		say_now(&t->ui, _("  working out the table for these rules, once: it is kept in"
		    " the cache folder...\n"));
	}
	void *built = calloc(1, size);
	if (built == NULL) {
		command_refuse(t, "%s", _("out of memory"));
		return false;
	}
	struct progress p;
	progress_begin(&p, N_("working out the advice table"), PROGRESS_SHARE,
	    render_progress_for(&t->ui), &t->ui);
	engine_advice_table_build(e, rules, request, built);
	progress_end(&p);
	/* (built short of memory: refused, and not kept, or the next run
	 * would find it and say it was made for other rules) */
	if (!engine_advice_table_fits(e, rules, request, built)) {
		free(built);
		command_refuse(t, "%s", _("out of memory"));
		return false;
	}
	/* kept for this run whatever the disk says: said once */
	if (!advice_cache_store(e, rules, request, built, size, why, sizeof why)) {
		char shown[512];
		say_note(&t->ui, _("tapis: the advice table could not be kept (%s): it is"
		    " worked out again in each run\n"), text_visible(why, shown, sizeof shown));
	}
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

/* Asks the engine and shows its answer. */
enum cmd_status
command_advise(struct tapis *t, int request, int argc, char **argv, bool all,
    enum rows_format format, long budget)
{
	const struct game *g = t->game;
	const struct engine *e = g->engine;
	/* each of the four families' engines has advice: HACKING.md, NEVER */
	if (NEVER(e->advice == NULL))
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
	memset(&a, 0, sizeof a);
	a.budget = budget;
	if (!engine_advise(e, game_rules(g), g->state, request, argc, argv, table, &a, why,
	    sizeof why))
		return command_refuse(t, "%s", why);
	/* what odds was asked about, as typed (the engine has read it): the
	 * boxes one or another ("yams or full"), each once, then where */
	char about[256] = "", shown[128];
	int any = a.about > 0 ? a.about : argc;   /* (about counts words of argv) */
	char *word[CMD_WORDS];
	int n = 0, boxes = 0;
	for (int i = 0; i < argc; i++) {   /* (argc is at most CMD_WORDS) */
		bool again = false;
		for (int j = 0; j < boxes && i < any && !again; j++)
			again = utf8_same_word(word[j], argv[i]);
		if (!again) {
			word[n++] = argv[i];
			boxes += i < any;
		}
	}
	for (int i = 0; i < n; i++)
		snprintf(about + strlen(about), sizeof about - strlen(about), "%s%s",
		    i == 0 ? "" : i >= boxes ? " " : i + 1 == boxes ? _(" or ") : ", ",
		    text_visible(word[i], shown, sizeof shown));
	if (!render_advice(&t->ui, g, &a, format, format == ROWS_TABLE && !all ? ADVICE_SHOWN : 0,
	    argc > 0 ? about : NULL))
		return command_refuse(t, "%s", _("out of memory"));
	return CMD_OK;
}

