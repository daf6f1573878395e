/* The command table and the dispatch of one line. */
#include "config.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "i18n.h"
#include "tapis.h"

#define MAX_WORDS 64

const struct command commands[] = {
	{"new", {"nouvelle", NULL}, 1, CMD_ANY, N_("GAME PLAYER... [NAME=VALUE...]"),
	    N_("start a game (10000, 10000:350, 5000, a preset)"),
	    N_("Options after the rule set change its rules for this game, e.g.\n"
	       "  new 10000 alice bob overshoot=minus2000\n"
	       "'rules GAME' lists the options and their values."),
	    COMPLETE_NEW, cmd_new},
	{"roll", {"throw", "lancer", NULL}, 1, CMD_ANY, N_("FACES"),
	    N_("enter a throw (the faces alone do the same)"),
	    N_("Right after a scoring throw, a throw of fewer dice sets aside the\n"
	       "dice that were not thrown again, when only one group fits."),
	    COMPLETE_NOTHING, cmd_roll},
	{"keep", {"garder", NULL}, 1, CMD_ANY, N_("FACES"),
	    N_("set aside these dice from the last throw"),
	    N_("Every die set aside must belong to a scoring combination of that\n"
	       "throw; the group is worth its best split."),
	    COMPLETE_NOTHING, cmd_keep},
	{"bank", {"marquer", NULL}, 0, 0, "",
	    N_("write the turn's points and pass the dice"),
	    N_("Without a keep, the dice of the last throw worth the most are set aside\n"
	       "(every scoring die, under the usual rules)."),
	    COMPLETE_NOTHING, cmd_bank},
	{"take", {"reprendre", NULL}, 0, 0, "",
	    N_("take over the last banked turn (piggy-back)"),
	    NULL, COMPLETE_NOTHING, cmd_take},
	{"undo", {"annuler", NULL}, 0, 0, "", N_("take back the last entry"),
	    N_("Goes back one entry at a time, to the start of the game, even after\n"
	       "a restart."),
	    COMPLETE_NOTHING, cmd_undo},
	{"redo", {"refaire", NULL}, 0, 0, "", N_("bring back an entry taken back by undo"),
	    N_("Works until a new entry is made."), COMPLETE_NOTHING, cmd_redo},
	{"sheet", {"score", "feuille", NULL}, 0, 1, N_("[all]"),
	    N_("show the score sheet: each player's scores as written"),
	    N_("A column per player of the scores written one after the other, as on\n"
	       "paper, with the crosses beside; ~1200~ is a score struck out by a\n"
	       "penalty or a collision.  Only the newest rows that fit are shown (10\n"
	       "without a terminal); sheet all shows every row."),
	    COMPLETE_NOTHING, cmd_sheet},
	{"rules", {"regles", NULL}, 0, 1, N_("[GAME]"),
	    N_("show the rules in force, or those of a rule set"), NULL,
	    COMPLETE_EVAL, cmd_rules},
	{"preset", {NULL}, 0, CMD_ANY, N_("[save NAME [GAME] [NAME=VALUE...] | list | delete NAME]"),
	    N_("save the rules in force, or GAME's, under a name"),
	    N_("preset save NAME takes the open game's rules; preset save NAME GAME\n"
	       "OPTION=VALUE... starts from GAME's.  new NAME PLAYER... then plays them.\n"
	       "Saving again under a name replaces it; a game keeps the rules it was\n"
	       "started with."),
	    COMPLETE_PRESET, cmd_preset},
	{"eval", {NULL}, 1, CMD_ANY, N_("[GAME] FACES"),
	    N_("what a throw is worth; the game is untouched"),
	    N_("Uses GAME's rules when given, else the open game's, else those of 10000."),
	    COMPLETE_EVAL, cmd_eval},
	{"games", {"parties", NULL}, 0, 0, "", N_("list the stored games, newest first"), NULL,
	    COMPLETE_NOTHING, cmd_games},
	{"resume", {"reprise", NULL}, 0, 1, N_("[GAME]"),
	    N_("open the newest unfinished game, or game number GAME"), NULL,
	    COMPLETE_GAME, cmd_resume},
	{"export", {NULL}, 1, 2, N_("--json [GAME]"),
	    N_("a game as one JSON object (open, else newest)"), NULL,
	    COMPLETE_EXPORT, cmd_export},
	{"help", {"?", "aide", NULL}, 0, 1, N_("[COMMAND]"),
	    N_("list the commands, or explain one"), NULL, COMPLETE_COMMAND, cmd_help},
	{"quit", {"exit", "quitter", NULL}, 0, 0, "", N_("leave tapis (every entry is already saved)"),
	    NULL, COMPLETE_NOTHING, cmd_quit},
};
const size_t ncommands = sizeof commands / sizeof commands[0];

const struct command *
command_find(const char *word, char *why, size_t whylen)
{
	const struct command *found = NULL;
	size_t len = strlen(word);
	int matches = 0;
	char names[256] = "";

	for (size_t i = 0; i < ncommands; i++) {
		if (strcmp(commands[i].name, word) == 0)
			return &commands[i];
		for (const char *const *a = commands[i].aliases; *a; a++)
			if (strcmp(*a, word) == 0)
				return &commands[i];
	}
	for (size_t i = 0; i < ncommands && len > 0; i++) {
		if (strncmp(commands[i].name, word, len) != 0)
			continue;
		found = &commands[i];
		if (matches++ > 0)
			strncat(names, ", ", sizeof names - strlen(names) - 1);
		strncat(names, commands[i].name, sizeof names - strlen(names) - 1);
	}
	if (matches == 1)
		return found;
	if (matches > 1)
		snprintf(why, whylen, _("'%s' is ambiguous: %s"), word, names);
	else
		snprintf(why, whylen, _("unknown command '%s' (type help for the list)"), word);
	return NULL;
}

enum cmd_status
command_store_failed(struct tapis *t, const char *why)
{
	if (store_busy(t->store))
		return command_refuse(t, "%s", _("the database is busy (another program is writing"
		    " to it): type the command again"));
	render_fatal(&t->ui, why);
	return CMD_FATAL;
}

enum cmd_status
command_refuse(struct tapis *t, const char *fmt, ...)
{
	char why[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why, sizeof why, fmt, ap);
	va_end(ap);
	render_refusal(&t->ui, t->line, why);
	return CMD_REJECTED;
}

/* Splits line into words at white space, in place. */
static int
split(char *line, char **words, int max)
{
	int n = 0;
	char *save = NULL;
	for (char *w = strtok_r(line, " \t\r\n", &save); w; w = strtok_r(NULL, " \t\r\n", &save)) {
		if (n == max)
			return -1;
		words[n++] = w;
	}
	return n;
}

enum cmd_status
command_run_line(struct tapis *t, const char *text)
{
	char why[256];
	char *line = strdup(text);
	char *words[MAX_WORDS];
	if (line == NULL)
		return command_refuse(t, "%s", _("out of memory"));
	int n = split(line, words, MAX_WORDS);
	enum cmd_status status = CMD_OK;
	if (n < 0) {
		status = command_refuse(t, _("too many words on one line (at most %d)"), MAX_WORDS);
		goto done;
	}
	if (n == 0 || words[0][0] == '#')
		goto done;

	/* A line that starts with a digit is a throw typed as its faces. */
	if (isdigit((unsigned char)words[0][0])) {
		status = cmd_roll(t, n, words);
		goto done;
	}
	const struct command *c = command_find(words[0], why, sizeof why);
	if (c == NULL) {
		status = command_refuse(t, "%s", why);
		goto done;
	}
	int argc = n - 1;
	if (argc < c->min_args || (c->max_args != CMD_ANY && argc > c->max_args)) {
		status = command_refuse(t, _("usage: %s%s%s"), c->name, c->usage[0] ? " " : "",
		    _(c->usage));
		goto done;
	}
	status = c->run(t, argc, words + 1);
done:
	free(line);
	return status;
}

bool
command_need_game(struct tapis *t, bool playable)
{
	if (t->game == NULL) {
		command_refuse(t, "%s", _("no game open: start one with new, or resume one"));
		return false;
	}
	if (playable && game_is_over(t->game)) {
		const struct game *g = t->game;
		command_refuse(t, _("game #%lld is over, %s won: new starts another game; undo takes"
		    " back the last entry"),
		    (long long)g->id, g->name[g->state.winner]);
		return false;
	}
	return true;
}
