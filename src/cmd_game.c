/* Commands that start, open, list and export games. */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "command.h"
#include "i18n.h"
#include "name.h"
#include "tapis.h"
#include "text.h"

bool
command_keep_game_row(const struct store_game_row *row, void *ctx)
{
	struct game_seen *g = ctx;
	g->row = *row;
	snprintf(g->game, sizeof g->game, "%s", row->game ? row->game : "");
	snprintf(g->created, sizeof g->created, "%s", row->created ? row->created : "");
	snprintf(g->status, sizeof g->status, "%s", row->status ? row->status : "");
	snprintf(g->players, sizeof g->players, "%s", row->players ? row->players : "");
	snprintf(g->winner, sizeof g->winner, "%s", row->winner ? row->winner : "");
	g->row.game = g->game;
	g->row.created = g->created;
	g->row.status = g->status;
	g->row.players = g->players;
	g->row.winner = row->winner ? g->winner : NULL;
	/* what is not kept points nowhere: the store's text goes with its row */
	g->row.family = NULL;
	g->row.results = NULL;
	return false;
}

/* Game id as the store has it now: 1 and *g, 0 if there is none, -1 on an
 * error. */
static int
find_game(struct tapis *t, long long id, struct game_seen *g)
{
	return store_game_row(t->store, id, command_keep_game_row, g);
}

/* Starts a game of rule set `ruleset` (engine e, rules from `base`, to be
 * changed by the options among the words), with the players the other
 * words name. */
static enum cmd_status
start_game(struct tapis *t, const char *ruleset, const char *base, const struct engine *e,
    void *rules, int argc, char **argv)
{
	char why[ENGINE_WHY];
	char *names[ENGINE_MAX_PLAYERS];
	int nplayers = 0;
	for (int i = 0; i < argc; i++) {
		if (strchr(argv[i], '=') != NULL) {
			if (!command_option_set(e, rules, argv[i], why, sizeof why))
				return command_refuse(t, "%s", why);
			continue;
		}
		if (!name_check(argv[i], why, sizeof why))
			return command_refuse(t, "%s", why);
		for (int j = 0; j < nplayers; j++)
			if (utf8_same_fold(names[j], argv[i]))
				return command_refuse(t, _("%s is named twice: each player needs a name of"
				    " their own"), argv[i]);
		if (nplayers == e->max_players || nplayers == ENGINE_MAX_PLAYERS)
			return command_refuse(t, _("at most %d players"), e->max_players);
		names[nplayers++] = argv[i];
	}
	if (nplayers == 0)
		return command_refuse(t, _("a game needs at least one player: new %s alice bob"),
		    ruleset);
	if (!engine_check(e, rules, why, sizeof why) || !engine_seats(e, rules, nplayers, why, sizeof why))
		return command_refuse(t, "%s", why);
	/* The game open until now, if it is still being played, is said to
	 * stay so once the new one is started (not before: it may fail). */
	struct game_seen left;
	bool unfinished = t->game != NULL && !game_is_over(t->game) &&
	    find_game(t, (long long)t->game->id, &left) == 1 &&
	    strcmp(left.status, "playing") == 0;
	if (!session_new(t, e, ruleset, base, rules, nplayers, names, why, sizeof why))
		return command_store_failed(t, why);
	render_new_game(&t->ui, t->game);
	if (unfinished)
		render_left_unfinished(&t->ui, &left.row);
	return CMD_OK;
}

enum cmd_status
cmd_new(struct tapis *t, int argc, char **argv)
{
	char why[ENGINE_WHY];
	char base[GAME_RULESET_MAX];
	const struct engine *e;
	if (argc == 0) {
		return command_refuse(t, _("usage: new GAME PLAYER... [NAME=VALUE...]; %s"),
		    session_rule_sets(t, why, sizeof why));
	}
	if (strlen(argv[0]) >= GAME_RULESET_MAX)
		return command_refuse(t, _("unknown game: '%.24s...' is longer than any name"),
		    argv[0]);
	void *rules = session_find_rules(t, argv[0], &e, base, why, sizeof why);
	if (rules == NULL)
		return command_refuse(t, "%s", why);
	/* a built-in rule set is stored by its name, whatever language it was
	 * typed in (the export's "game" does not change with the language) */
	enum cmd_status status = start_game(t, engine_ruleset_name(argv[0]), base, e, rules,
	    argc - 1, argv + 1);
	free(rules);
	return status;
}

bool
command_game_number(const char *text, long long *id, char *why, size_t whylen)
{
	const char *digits = text + (*text == '#');
	char *end;
	if (!isdigit((unsigned char)*digits)) {
		snprintf(why, whylen, _("'%s' is not a game number ('games' lists them)"), text);
		return false;
	}
	errno = 0;
	*id = strtoll(digits, &end, 10);
	if (*end != '\0' || *id <= 0) {
		snprintf(why, whylen, _("'%s' is not a game number ('games' lists them)"), text);
		return false;
	}
	if (errno == ERANGE) {
		snprintf(why, whylen, _("game number %.24s%s is out of range"), digits,
		    strlen(digits) > 24 ? "..." : "");
		return false;
	}
	return true;
}

enum cmd_status
cmd_resume(struct tapis *t, int argc, char **argv)
{
	char why[ENGINE_WHY];
	long long id;
	if (argc == 0) {
		id = store_latest_unfinished(t->store);
		if (id == 0)
			return command_refuse(t, "%s",
			    _("no unfinished game to resume ('games' lists them all)"));
	} else if (!command_game_number(argv[0], &id, why, sizeof why)) {
		return command_refuse(t, "%s", why);
	}
	if (!session_open(t, id, why, sizeof why))
		return command_refuse(t, "%s", why);
	render_resumed(&t->ui, t->game);
	return CMD_OK;
}

enum cmd_status
cmd_abandon(struct tapis *t, int argc, char **argv)
{
	char why[ENGINE_WHY];
	long long id;
	struct game_seen g;
	if (argc == 0) {
		if (t->game == NULL)
			return command_refuse(t, "%s", _("no game open to abandon: abandon GAME"
			    " names one ('games' lists them)"));
		id = (long long)t->game->id;
	} else if (!command_game_number(argv[0], &id, why, sizeof why)) {
		return command_refuse(t, "%s", why);
	}
	switch (find_game(t, id, &g)) {
	case -1:
		return command_store_failed(t, store_error(t->store));
	case 0:
		return command_refuse(t, _("there is no game #%lld ('games' lists them)"), id);
	}
	if (strcmp(g.status, "abandoned") == 0)
		return command_refuse(t, _("game #%lld is already abandoned"), id);
	if (strcmp(g.status, "playing") != 0) {
		if (g.row.winner != NULL)
			return command_refuse(t, _("game #%lld is finished, %s won: only a game being"
			    " played can be abandoned"), id, g.row.winner);
		return command_refuse(t, _("game #%lld is finished: only a game being played can"
		    " be abandoned"), id);
	}
	enum cmd_status status = command_of_session(t, session_abandon(t, id, why, sizeof why), why);
	if (status == CMD_OK)
		render_abandoned(&t->ui, &g.row);
	return status;
}

enum cmd_status
cmd_delete(struct tapis *t, int argc, char **argv)
{
	char why[ENGINE_WHY], question[256], answer[64];
	long long id = 0;
	bool yes = false;
	struct game_seen g;
	for (int i = 0; i < argc; i++) {
		if (command_word_is(argv[i], "--yes"))
			yes = true;
		else if (argv[i][0] == '-' && strchr("0123456789", argv[i][1]) == NULL)
			return command_refuse(t, _("delete takes --yes, not '%s'"), argv[i]);
		else if (id != 0)
			return command_refuse(t, "%s", _("one game at a time: delete GAME [--yes]"));
		else if (!command_game_number(argv[i], &id, why, sizeof why))
			return command_refuse(t, "%s", why);
	}
	if (id == 0)
		return command_refuse(t, "%s", _("which game? delete GAME [--yes] ('games' lists"
		    " them)"));
	switch (find_game(t, id, &g)) {
	case -1:
		return command_store_failed(t, store_error(t->store));
	case 0:
		return command_refuse(t, _("there is no game #%lld ('games' lists them)"), id);
	}
	/* Nothing can bring it back: a person says yes to it, a script says
	 * --yes. */
	if (!yes) {
		if (t->ask == NULL)
			return command_refuse(t, _("delete in a script needs --yes: delete %lld --yes"),
			    id);
		render_delete_question(&t->ui, &g.row, question, sizeof question);
		if (!t->ask(t, question, answer, sizeof answer) || reply_of(answer) != REPLY_YES) {
			render_not_deleted(&t->ui, id);
			return CMD_OK;
		}
	}
	enum cmd_status status = command_of_session(t, session_delete(t, id, why, sizeof why), why);
	if (status == CMD_OK)
		render_deleted(&t->ui, &g.row);
	return status;
}

enum cmd_status
cmd_export(struct tapis *t, int argc, char **argv)
{
	char why[ENGINE_WHY];
	/* export --json [GAME], the flag first, is the contract's; the other
	 * forms (GAME|all first, CSV, a file) are the exchange's (cmd_export.c) */
	if (strcasecmp(argv[0], "--json") != 0)
		return cmd_export_exchange(t, argc, argv);
	if (argc > 2)
		return command_refuse(t, _("export --json [GAME] prints one game; to write a file:"
		    " export GAME|all --json FILE"));
	long long id = 0;
	if (argc == 2 && !command_game_number(argv[1], &id, why, sizeof why))
		return command_refuse(t, "%s", why);
	if (argc == 1 && t->game != NULL && !session_fresh(t, why, sizeof why) && t->game == NULL)
		return command_refuse(t, "%s", why);
	if (argc == 1 && t->game != NULL) {
		render_json(&t->ui, t->game);
		return CMD_OK;
	}
	if (argc == 1 && (id = store_latest(t->store)) == 0)
		return command_refuse(t, "%s", _("no game to export yet"));
	struct game *g = store_game_load(t->store, id, why, sizeof why);
	if (g == NULL)
		return command_refuse(t, "%s", why);
	if (!game_replay(g, why, sizeof why)) {
		game_free(g);
		return command_refuse(t, "%s", why);
	}
	render_json(&t->ui, g);
	game_free(g);
	return CMD_OK;
}

enum cmd_status
cmd_quit(struct tapis *t, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	t->quit = true;
	return CMD_OK;
}
