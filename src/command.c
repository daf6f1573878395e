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
#include "text.h"

#define MAX_WORDS 64

const struct command commands[] = {
	{"new", {"nouvelle", NULL}, 1, CMD_ANY, N_("GAME PLAYER... [NAME=VALUE...]"),
	    N_("start a game (10000, 10000:350, 5000, a preset)"),
	    N_("Options after the rule set change its rules for this game, e.g.\n"
	       "  new 10000 alice bob overshoot=minus2000\n"
	       "'rules GAME' lists the options and their values."),
	    COMPLETE_NEW, cmd_new, false},
	{"roll", {"throw", "lancer", NULL}, 1, CMD_ANY, N_("FACES"),
	    N_("enter a throw (the faces alone do the same)"),
	    N_("Right after a scoring throw, a throw of fewer dice sets aside the\n"
	       "dice that were not thrown again, when only one group fits."),
	    COMPLETE_NOTHING, cmd_roll, false},
	{"keep", {"garder", NULL}, 1, CMD_ANY, N_("FACES"),
	    N_("set aside these dice from the last throw"),
	    N_("Every die set aside must belong to a scoring combination of that\n"
	       "throw; the group is worth its best split."),
	    COMPLETE_NOTHING, cmd_keep, false},
	{"bank", {"banque", "marquer", NULL}, 0, 0, "",
	    N_("write the turn's points and pass the dice"),
	    N_("Without a keep, the dice of the last throw worth the most are set aside\n"
	       "(every scoring die, under the usual rules)."),
	    COMPLETE_NOTHING, cmd_bank, false},
	{"take", {"reprendre", NULL}, 0, 0, "",
	    N_("take over the last banked turn (piggy-back)"),
	    NULL, COMPLETE_NOTHING, cmd_take, false},
	{"undo", {"annuler", NULL}, 0, 0, "", N_("take back the last entry"),
	    N_("Goes back one entry at a time, to the start of the game, even after\n"
	       "a restart."),
	    COMPLETE_NOTHING, cmd_undo, false},
	{"redo", {"refaire", NULL}, 0, 0, "", N_("bring back an entry taken back by undo"),
	    N_("Works until a new entry is made."), COMPLETE_NOTHING, cmd_redo, false},
	{"sheet", {"score", "feuille", NULL}, 0, 1, N_("[all]"),
	    N_("show the score sheet: each player's scores as written"),
	    N_("A column per player of the scores written one after the other, as on\n"
	       "paper, with the crosses beside; ~1200~ is a score struck out by a\n"
	       "penalty or a collision.  Only the newest rows that fit are shown (10\n"
	       "without a terminal); sheet all shows every row."),
	    COMPLETE_NOTHING, cmd_sheet, false},
	{"rules", {"règles", NULL}, 0, 1, N_("[GAME]"),
	    N_("show the rules in force, or those of a rule set"), NULL,
	    COMPLETE_EVAL, cmd_rules, false},
	{"preset", {"réglage", NULL}, 0, CMD_ANY, N_("[save NAME [GAME] [NAME=VALUE...] | list | delete NAME]"),
	    N_("save the rules in force, or GAME's, under a name"),
	    N_("preset save NAME takes the open game's rules; preset save NAME GAME\n"
	       "OPTION=VALUE... starts from GAME's.  new NAME PLAYER... then plays them.\n"
	       "Saving again under a name replaces it; a game keeps the rules it was\n"
	       "started with."),
	    COMPLETE_PRESET, cmd_preset, false},
	{"eval", {"évaluer", NULL}, 1, CMD_ANY, N_("[GAME] FACES"),
	    N_("what a throw is worth; the game is untouched"),
	    N_("Uses GAME's rules when given, else the open game's, else those of 10000."),
	    COMPLETE_EVAL, cmd_eval, false},
	{"games", {"parties", NULL}, 0, 0, "", N_("list the stored games, newest first"), NULL,
	    COMPLETE_NOTHING, cmd_games, false},
	{"resume", {"reprise", NULL}, 0, 1, N_("[GAME]"),
	    N_("open the newest unfinished game, or game number GAME"), NULL,
	    COMPLETE_GAME, cmd_resume, false},
	{"abandon", {"abandonner", NULL}, 0, 1, N_("[GAME]"),
	    N_("end the open game, or GAME, as abandoned"),
	    N_("An abandoned game is never offered for resuming, the export says\n"
	       "\"abandoned\", and the history views leave it out.  Only a game being\n"
	       "played can be abandoned; delete removes a game altogether."),
	    COMPLETE_GAME, cmd_abandon, true},
	{"delete", {"supprimer", NULL}, 1, 2, N_("GAME [--yes]"),
	    N_("delete game GAME and all its entries, for good"),
	    N_("At the terminal tapis asks first, and only yes deletes.  In a script\n"
	       "or with -c nothing is asked: --yes says it, e.g. delete 3 --yes."),
	    COMPLETE_GAME, cmd_delete, true},
	{"export", {"exporter", NULL}, 1, 2, N_("--json [GAME]"),
	    N_("a game as one JSON object (open, else newest)"), NULL,
	    COMPLETE_EXPORT, cmd_export, false},
	{"help", {"?", "aide", NULL}, 0, 1, N_("[COMMAND]"),
	    N_("list the commands, or explain one"), NULL, COMPLETE_COMMAND, cmd_help, false},
	{"quit", {"exit", "quitter", NULL}, 0, 0, "", N_("leave tapis (every entry is already saved)"),
	    NULL, COMPLETE_NOTHING, cmd_quit, false},
};
const size_t ncommands = sizeof commands / sizeof commands[0];

/* The words a command answers to, folded for matching: its name first,
 * then its aliases.  Returns how many were written to keys (each to free). */
static int
command_keys(const struct command *c, char *keys[], int max)
{
	int n = 0;
	if (n < max)
		keys[n++] = utf8_word_key(c->name);
	for (const char *const *a = c->aliases; *a && n < max; a++)
		keys[n++] = utf8_word_key(*a);
	return n;
}

static void
free_keys(char *keys[], int n)
{
	for (int i = 0; i < n; i++)
		free(keys[i]);
}

/* Levenshtein distance between a and b, stopping at `most` + 1. */
static int
distance(const char *a, const char *b, int most)
{
	size_t la = strlen(a), lb = strlen(b);
	if (la > 32 || lb > 32)
		return most + 1;
	int row[33];
	for (size_t j = 0; j <= lb; j++)
		row[j] = (int)j;
	for (size_t i = 1; i <= la; i++) {
		int diag = row[0];
		row[0] = (int)i;
		for (size_t j = 1; j <= lb; j++) {
			int up = row[j];
			int best = diag + (a[i - 1] != b[j - 1]);
			if (up + 1 < best)
				best = up + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			row[j] = best;
			diag = up;
		}
	}
	return row[lb];
}

/* Appends word to the list in buf (", " between, " or " before the last
 * is the caller's affair). */
static void
list_add(char *buf, size_t len, const char *word)
{
	size_t used = strlen(buf);
	snprintf(buf + used, len - used, "%s%s", used ? ", " : "", word);
}

/* The command a word names: by its name or an alias, whatever the case and
 * accents; else by a unique prefix of a name (the English names first, so
 * that the prefixes people already type keep their meaning), then of an
 * alias, but never of a command that must be typed whole.  Names the
 * matches, or the near misses, when there is none. */
const struct command *
command_find(const char *word, char *why, size_t whylen)
{
	enum { MAX_KEYS = 5 };
	char *key = utf8_word_key(word);
	const struct command *found = NULL;
	char names[256] = "";
	if (key == NULL) {
		snprintf(why, whylen, _("a command is a word of UTF-8 text"));
		return NULL;
	}
	size_t len = strlen(key);
	/* pass 0: the whole word; 1: prefixes of names; 2: prefixes of aliases */
	for (int pass = 0; pass < 3 && found == NULL && names[0] == '\0'; pass++) {
		int matches = 0;
		for (size_t i = 0; i < ncommands; i++) {
			char *keys[MAX_KEYS];
			int n = command_keys(&commands[i], keys, MAX_KEYS);
			bool hit = false;
			for (int k = pass == 2 ? 1 : 0; k < (pass == 1 ? 1 : n) && !hit &&
			    (pass == 0 || !commands[i].whole); k++)
				hit = keys[k] != NULL && (pass == 0 ? strcmp(keys[k], key) == 0
				    : len > 0 && strncmp(keys[k], key, len) == 0);
			free_keys(keys, n);
			if (!hit)
				continue;
			if (pass == 0) {
				found = &commands[i];
				break;
			}
			found = &commands[i];
			list_add(names, sizeof names, commands[i].name);
			matches++;
		}
		if (matches > 1) {
			found = NULL;
			snprintf(why, whylen, _("'%s' is ambiguous: %s"), word, names);
		}
	}
	if (found != NULL || names[0] != '\0') {
		free(key);
		return found;
	}
	/* Unknown: the nearest names and aliases, if within two letters of it
	 * (one for a short word, which is near everything). */
	int most = len <= 3 ? 1 : 2, nearest = most + 1;
	for (int pass = 0; pass < 2 && (pass == 0 || nearest <= most); pass++) {
		for (size_t i = 0; i < ncommands; i++) {
			char *keys[MAX_KEYS];
			int n = command_keys(&commands[i], keys, MAX_KEYS);
			for (int k = 0; k < n; k++) {
				int d = keys[k] != NULL ? distance(keys[k], key, most) : most + 1;
				if (pass == 0 && d < nearest)
					nearest = d;
				if (pass == 1 && d == nearest) {
					list_add(names, sizeof names, k == 0 ? commands[i].name
					    : commands[i].aliases[k - 1]);
					break;          /* one word a command */
				}
			}
			free_keys(keys, n);
		}
	}
	free(key);
	if (names[0] != '\0')
		snprintf(why, whylen, _("unknown command '%s': did you mean %s? (type help for"
		    " the list)"), word, names);
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
	if (store_read_only(t->store))
		return command_refuse(t, _("%s is read-only: this command would write to it"),
		    t->db_path);
	render_fatal(&t->ui, why);
	return CMD_FATAL;
}

enum cmd_status
command_refuse(struct tapis *t, const char *fmt, ...)
{
	char why[512];
	va_list ap;
	va_start(ap, fmt);
	int n = 0;
	if (t->part != NULL)
		n = snprintf(why, sizeof why, _("command %d, '%s': "), t->partno, t->part);
	vsnprintf(why + n, sizeof why - (size_t)n, fmt, ap);
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

/* Runs one command: the words of one part of a line. */
static enum cmd_status
run_words(struct tapis *t, char *part)
{
	char why[256];
	char *words[MAX_WORDS];
	int n = split(part, words, MAX_WORDS);
	if (n < 0)
		return command_refuse(t, _("too many words in one command (at most %d)"), MAX_WORDS);
	if (n == 0)
		return CMD_OK;
	/* A command that starts with a digit is a throw typed as its faces. */
	if (isdigit((unsigned char)words[0][0]))
		return cmd_roll(t, n, words);
	const struct command *c = command_find(words[0], why, sizeof why);
	if (c == NULL)
		return command_refuse(t, "%s", why);
	int argc = n - 1;
	if (argc < c->min_args || (c->max_args != CMD_ANY && argc > c->max_args))
		return command_refuse(t, _("usage: %s%s%s"), c->name, c->usage[0] ? " " : "",
		    _(c->usage));
	return c->run(t, argc, words + 1);
}

/* True if s holds nothing but white space. */
static bool
blank(const char *s)
{
	return s[strspn(s, " \t\r\n")] == '\0';
}

enum cmd_status
command_run_line(struct tapis *t, const char *text)
{
	/* A byte order mark, as some editors start a file (or paste a line). */
	if (strncmp(text, "\xef\xbb\xbf", 3) == 0)
		text += 3;
	if (!utf8_valid(text))
		return command_refuse(t, "%s", _("the line is not UTF-8 text (check the terminal's"
		    " encoding): refused whole"));
	/* A # comment is the whole line; blank lines do nothing. */
	if (blank(text) || text[strspn(text, " \t")] == '#')
		return CMD_OK;
	char *line = strdup(text);
	if (line == NULL)
		return command_refuse(t, "%s", _("out of memory"));
	/* Commands separated by ';' run one after the other, each an entry of
	 * its own; the first refused stops the rest.  An empty one is refused
	 * before any runs, so a stray ';' changes nothing. */
	int nparts = 1;
	for (const char *p = line; *p; p++)
		nparts += *p == ';';
	enum cmd_status status = CMD_OK;
	if (nparts > 1) {
		char *p = line;
		for (int i = 1; i <= nparts; i++) {
			size_t len = strcspn(p, ";");
			char c = p[len];
			p[len] = '\0';
			bool empty = blank(p);
			p[len] = c;
			if (empty) {
				status = command_refuse(t, _("command %d of %d on the line is empty:"
				    " put one command between each ';'"), i, nparts);
				goto done;
			}
			p += len + 1;
		}
	}
	char *save = NULL;
	int i = 1;
	for (char *part = strtok_r(line, ";", &save); part && status == CMD_OK;
	    part = strtok_r(NULL, ";", &save), i++) {
		char shown[128];
		if (nparts > 1) {
			/* the refusal says which part it is about */
			snprintf(shown, sizeof shown, "%.*s", (int)strcspn(part + strspn(part, " \t"),
			    "\r\n"), part + strspn(part, " \t"));
			while (shown[0] && strchr(" \t", shown[strlen(shown) - 1]))
				shown[strlen(shown) - 1] = '\0';
			t->part = shown;
			t->partno = i;
		}
		status = run_words(t, part);
		t->part = NULL;
	}
done:
	free(line);
	return status;
}

bool
command_need_game(struct tapis *t, bool playable)
{
	char why[FARKLE_WHY * 2];
	if (!session_fresh(t, why, sizeof why)) {
		command_refuse(t, "%s", why);
		return false;
	}
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
