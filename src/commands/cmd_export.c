/* export GAME|all --json|--csv [FILE]: games to import elsewhere, or their
 * turns for a spreadsheet (command_export.c); and export --json [GAME],
 * the flag first, the machine contract's object of one game. */
#include "config.h"

#include <ctype.h>
#include <stdbool.h>

#include "command.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "render_json.h"
#include "session.h"
#include "store.h"
#include "tapis.h"

#define USAGE N_("GAME|all --json|--csv [FILE]")

static const struct cmd_flag flags[] = {
	{.name = "--json", .group = 1},
	{.name = "--csv", .group = 1},
	{0},
};

/* export --json [GAME]: the sheet's object of the machine contract. */
static enum cmd_status
contract(struct tapis *t, const struct cmd_args *a)
{
	char why[ENGINE_WHY];
	if (a->argc > 1)
		return command_refuse(t, _("export --json [GAME] prints one game; to write a file:"
		    " export GAME|all --json FILE"));
	long long id = 0;
	if (a->argc == 1 && !command_game_number(a->argv[0], &id, why, sizeof why))
		return command_refuse(t, "%s", why);
	if (a->argc == 0 && t->game != NULL && !session_fresh(t, why, sizeof why) &&
	    t->game == NULL)
		return command_refuse(t, "%s", why);
	if (a->argc == 0 && t->game != NULL) {
		render_json(&t->ui, t->game);
		return CMD_OK;
	}
	enum cmd_status status;
	if (a->argc == 0 && (id = command_latest(t, _("no game to export yet"), &status)) == 0)
		return status;
	struct game *g = session_load(t, id, why, sizeof why);
	if (g == NULL)
		return command_refuse(t, "%s", why);
	render_json(&t->ui, g);
	game_free(g);
	return CMD_OK;
}

/* A word that names games: a number, #number or all. */
static bool
game_word(const char *w)
{
	return command_word_is(w, "all") || isdigit((unsigned char)w[0]) || w[0] == '#';
}

/* The usage as a refusal quotes it, in the language of the messages. */
static const char *
usage_said(char *buf, size_t len)
{
	snprintf(buf, len, "%s %s", command_said("export"), _(USAGE));
	return buf;
}

/* [GAME|all] --json|--csv [FILE], in that order: the game before the
 * format, the file after it (a file may start with a digit: 2024.csv). */
static enum cmd_status
exchange(struct tapis *t, const struct cmd_args *a, const char *format, int format_at)
{
	char why[ENGINE_WHY], usage[128];
	const char *games = NULL, *file = NULL;
	for (int i = 0; i < a->argc; i++) {
		const char *w = a->argv[i];
		if (a->at[i] < format_at) {
			if (!game_word(w))
				return command_refuse(t, _("'%s' is no game number (nor all): %s"), w,
				    usage_said(usage, sizeof usage));
			if (games != NULL)
				return command_refuse(t, _("one game, or all: %s"),
				    usage_said(usage, sizeof usage));
			games = w;
		} else if (command_word_is(w, "all") || command_game_number(w, &(long long){0}, why,
		    sizeof why)) {
			return command_refuse(t, _("the game comes before %s, the file after it: %s"),
			    format, usage_said(usage, sizeof usage));
		} else if (file != NULL) {
			return command_refuse_usage(t, command_said("export"), USAGE);
		} else {
			file = w;
		}
	}
	return command_export(t, games, cmd_flag(a, "--csv") != NULL, file);
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	const char *format = cmd_flag(a, "--json");
	if (format == NULL)
		format = cmd_flag(a, "--csv");
	if (format == NULL && a->argc == 0)
		return command_refuse_usage(t, command_said("export"), USAGE);
	char usage[128];
	if (format == NULL)
		return command_refuse(t, _("export writes --json or --csv: %s"),
		    usage_said(usage, sizeof usage));
	int format_at = cmd_flag_at(a, "--json");
	if (format_at < 0)
		format_at = cmd_flag_at(a, "--csv");
	if (cmd_flag_at(a, "--json") == 0)
		return contract(t, a);
	return exchange(t, a, format, format_at);
}

/* A game number or all before the format; after it, the file to write
 * (after export --json, the contract's, a game). */
static void
complete(struct completion *c)
{
	bool json = cmd_flag(c->typed, "--json") != NULL, csv = cmd_flag(c->typed, "--csv") != NULL;
	if (json && cmd_flag_at(c->typed, "--json") == 0) {
		if (c->arg == 0)
			complete_games(c, false);
	} else if (json || csv) {
		c->files = true;
	} else if (c->arg == 0) {
		complete_word(c, "all");
		complete_games(c, false);
	}
}

const struct command cmd_export = {
	.name = "export", .french = "exporter",
	.usage = USAGE,
	.help = N_("games as JSON to import elsewhere, or their turns as CSV"),
	.details = N_("GAME is a game number (the open game, else the newest, if none is\n"
	    "given), all every game.  --json writes a game as one object, all of\n"
	    "them as an array with a game a line, each with its options, entries,\n"
	    "uid and dates: what import reads back.  --csv writes a turn a row:\n"
	    "game, rules, date, player, turn, throws, points, outcome, score_after.\n"
	    "FILE is written whole or not at all (any word that is no game number\n"
	    "names it); without it, the text goes to the screen.  export --json\n"
	    "[GAME], the flag first, prints the sheet's object of the machine\n"
	    "contract instead (see the manual)."),
	.flags = flags, .max_args = 2,
	.complete = complete, .exec = exec,
};
