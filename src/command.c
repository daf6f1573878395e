/* The command table and the dispatch of one line. */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "command.h"
#include "i18n.h"
#include "infile.h"
#include "option.h"
#include "tapis.h"
#include "text.h"

#define MAX_WORDS 64

const struct command commands[] = {
	{"new", "nouvelle", {NULL}, 0, CMD_ANY, N_("GAME PLAYER... [NAME=VALUE...]"),
	    N_("start a game of a rule set or a saved preset"),
	    N_("new alone answers with the games there are.  Options after the rule set\n"
	       "change its rules for this game, e.g.\n"
	       "  new 10000 alice bob overshoot=minus2000\n"
	       "'rules GAME' lists the options and their values."),
	    COMPLETE_NEW, {NULL}, cmd_new, false, NEED_NOTHING, true, false},
	{"undo", "annuler", {NULL}, 0, 0, "", N_("take back the last entry"),
	    N_("Goes back one entry at a time, to the start of the game, even after\n"
	       "a restart."),
	    COMPLETE_NOTHING, {NULL}, cmd_undo, false, NEED_GAME, false, false},
	{"redo", "refaire", {NULL}, 0, 0, "", N_("bring back an entry taken back by undo"),
	    N_("Works until a new entry is made."), COMPLETE_NOTHING, {NULL}, cmd_redo, false, NEED_GAME, false, false},
	{"sheet", "feuille", {NULL}, 0, 1, N_("[all]"),
	    N_("show the score sheet as on paper"),
	    N_("10000 and 5000: a column per player of the scores written one after\n"
	       "the other, with the crosses beside; ~1200~ is a score struck out by a\n"
	       "penalty or a collision.  Only the newest rows that fit are shown (10\n"
	       "without a terminal); sheet all shows every row.\n"
	       "Yams: the grid, a row a box and a column a player's column; (n) is\n"
	       "what 1 to 6 still need for the bonus, ~n~ a box that counts 0."),
	    COMPLETE_NOTHING, {"all", NULL}, cmd_sheet, false, NEED_SHOWN, false, false},
	{"rules", "règles", {NULL}, 0, 1, N_("[GAME]"),
	    N_("show the rules in force, or those of a rule set"), NULL,
	    COMPLETE_EVAL, {NULL}, cmd_rules, false, NEED_NOTHING, false, false},
	{"preset", "réglage", {NULL}, 0, CMD_ANY, N_("[save NAME [GAME] [NAME=VALUE...] | list [--tsv|--json] | delete NAME]"),
	    N_("save the rules in force, or GAME's, under a name"),
	    N_("preset save NAME takes the open game's rules; preset save NAME GAME\n"
	       "OPTION=VALUE... starts from GAME's.  new NAME PLAYER... then plays them.\n"
	       "Saving again under a name replaces it; a game keeps the rules it was\n"
	       "started with.  preset list --tsv or --json: every rule set as rows."),
	    COMPLETE_PRESET, {NULL}, cmd_preset, false, NEED_NOTHING, false, false},
	{"hint", "conseil", {NULL}, 0, 4, N_("[--win] [--all] [--json|--tsv]"),
	    N_("what each choice open now is worth, the best first; nothing changes"),
	    N_("After a throw: every way to set dice aside, then bank or throw the\n"
	       "rest, with the points the turn can expect to write under the best play\n"
	       "from there and the chance the next throw scores nothing.  Before a\n"
	       "throw: what the turn is worth; a take-over on offer: take it or not.\n"
	       "Near an exact target: each choice's chance of ending on it.  --win (two\n"
	       "players): the chance of winning the game instead, from a table worked\n"
	       "out once for the rules and kept in the cache folder.  Yams: the dice to\n"
	       "keep and the box to write.  The table shows the best 8; --all every\n"
	       "one.  --json or --tsv: every one, as rows for scripts."),
	    COMPLETE_NOTHING, {"--win", "--all", "--json", "--tsv", NULL}, cmd_hint, false, NEED_PLAYABLE,
	    false, false},
	{"odds", "chances", {NULL}, 1, CMD_ANY, N_("BOX... [--all] [--json|--tsv]"),
	    N_("the chance of making a box with the throws left; nothing changes"),
	    N_("Keeping the best dice for that box at each throw (Yams).  The table\n"
	       "shows the best 8 ways; --all every one."),
	    COMPLETE_BOX, {"--all", "--json", "--tsv", NULL}, cmd_odds, false, NEED_PLAYABLE, false,
	    false},
	{"eval", "évaluer", {NULL}, 1, CMD_ANY, N_("[GAME] FACES"),
	    N_("what a throw is worth; the game is untouched"),
	    N_("Uses GAME's rules when given, else the open game's, else those of 10000."),
	    COMPLETE_EVAL, {NULL}, cmd_eval, false, NEED_NOTHING, false, false},
	{"games", "parties", {NULL}, 0, CMD_ANY,
	    N_("[PLAYER...] [GAME-KIND] [since DATE] [until DATE] [unfinished|finished|abandoned]"
	    " [--all] [--tsv|--json]"),
	    N_("list the stored games, newest first, with scores"),
	    N_("A line a game: number, local date, rule set, each player's score (the\n"
	       "final one, or now while playing), how it ended and its turns.  Only the\n"
	       "games with every PLAYER named (any case); of GAME-KIND, a rule set (10000,\n"
	       "yams:duel, a saved preset) or a game (farkle, yams, yammaster); played\n"
	       "since or until a DATE, both included: YYYY-MM-DD, today or yesterday;\n"
	       "unfinished, finished or abandoned ones.\n"
	       "  games alice bob yams since 2024-01-01\n"
	       "The table shows the newest 20 and says how many there are; --all shows\n"
	       "every one.  --tsv gives tab-separated rows under a header line, --json one JSON\n"
	       "object a line: id, date, game, players, status, winner, entries, scores,\n"
	       "turns, family, time."),
	    COMPLETE_GAMES, {"since", "until", "unfinished", "finished", "abandoned", "--all",
	    "--tsv", "--json", NULL}, cmd_games, false, NEED_NOTHING, false, false},
	{"resume", "reprise", {NULL}, 0, 1, N_("[GAME]"),
	    N_("open the newest unfinished game, or game number GAME"), NULL,
	    COMPLETE_PLAYING, {NULL}, cmd_resume, false, NEED_NOTHING, false, false},
	{"abandon", "abandonner", {NULL}, 0, 1, N_("[GAME]"),
	    N_("end the open game, or GAME, as abandoned"),
	    N_("An abandoned game is never offered for resuming, the export says\n"
	       "\"abandoned\", and the history views leave it out.  Only a game being\n"
	       "played can be abandoned; delete removes a game altogether."),
	    COMPLETE_PLAYING, {NULL}, cmd_abandon, true, NEED_NOTHING, false, false},
	{"delete", "supprimer", {NULL}, 1, 2, N_("GAME [--yes]"),
	    N_("delete game GAME and all its entries, for good"),
	    N_("At the terminal tapis asks first, and only yes deletes.  In a script\n"
	       "or with -c nothing is asked: --yes says it, e.g. delete 3 --yes."),
	    COMPLETE_GAME, {"--yes", NULL}, cmd_delete, true, NEED_NOTHING, false, false},
	{"export", "exporter", {NULL}, 1, 3, N_("GAME|all --json|--csv [FILE]"),
	    N_("games as JSON to import elsewhere, or their turns as CSV"),
	    N_("GAME is a game number (the open game, else the newest, if none is\n"
	       "given), all every game.  --json writes a game as one object, all of\n"
	       "them as an array with a game a line, each with its options, entries,\n"
	       "uid and dates: what import reads back.  --csv writes a turn a row:\n"
	       "game, rules, date, player, turn, throws, points, outcome, score_after.\n"
	       "FILE is written whole or not at all (any word that is no game number\n"
	       "names it); without it, the text goes to the screen.  export --json\n"
	       "[GAME], the flag first, prints the sheet's object of the machine\n"
	       "contract instead (see the manual)."),
	    COMPLETE_EXPORT, {"all", "--json", "--csv", NULL}, cmd_export, false, NEED_NOTHING,
	    false, false},
	{"import", "importer", {NULL}, 1, 1, N_("FILE"),
	    N_("add the games an export --json wrote, each replayed"),
	    N_("Each game is played again through its rules, entry by entry, and kept\n"
	       "with its date and uid under a new number.  A game already here (the\n"
	       "same uid) is skipped.  A file that is not an export, or a game in it\n"
	       "that does not play again as it says, refuses the whole file: nothing\n"
	       "of it is kept."),
	    COMPLETE_FILE, {NULL}, cmd_import, true, NEED_NOTHING, false, false},
	{"chart", "courbe", {NULL}, 0, 3, N_("[GAME] [--svg FILE]"),
	    N_("draw each player's score after each turn of a game"),
	    N_("A line a player, with a mark a turn and a legend naming them, over a\n"
	       "scale of the scores; GAME is the open game, else the newest, when not\n"
	       "given.  --svg FILE writes the same chart as an SVG file that a browser\n"
	       "shows, e.g. chart 12 --svg game12.svg.  The open game is untouched."),
	    COMPLETE_CHART, {"--svg", NULL}, cmd_chart, false, NEED_NOTHING, false, false},
	{"stats", "statistiques", {NULL}, 0, 3, N_("[PLAYER] [GAME-KIND] [--tsv|--json]"),
	    N_("wins, scores and luck per player and rule set"),
	    N_("Counts finished games only.  GAME-KIND is a rule set (10000, yams:duel,\n"
	       "a saved preset) or a family (farkle, yams, yammaster); one word alone\n"
	       "is a kind of game if it names one, else a player.  Then each family's\n"
	       "own tables: 10000 and 5000 the busts by dice thrown beside the odds\n"
	       "the dice give (the luck column) and what the turns did; Yams the bonus,\n"
	       "the Yams thrown and the average in each box; Yam Master the lines of\n"
	       "five and the average count.  --tsv or --json: rows for scripts, each\n"
	       "with a first column \"table\" saying which table it is of."),
	    COMPLETE_STATS, {"--tsv", "--json", NULL}, cmd_stats, false, NEED_NOTHING, false, false},
	{"leaderboard", "classement", {NULL}, 0, 2, N_("[GAME-KIND] [--tsv|--json]"),
	    N_("the players by wins over finished games"),
	    N_("GAME-KIND is a rule set or a family, as for stats; without it every\n"
	       "finished game counts.  A shared win (a draw) is no win."),
	    COMPLETE_KIND, {"--tsv", "--json", NULL}, cmd_leaderboard, false, NEED_NOTHING, false, false},
	{"versus", "contre", {NULL}, 2, 3, N_("PLAYER PLAYER [--tsv|--json]"),
	    N_("two players head to head, per rule set"),
	    N_("The finished games both played, per rule set: how many, the wins of\n"
	       "each, their average final scores, and how often each finished above\n"
	       "the other."),
	    COMPLETE_PLAYERS, {"--tsv", "--json", NULL}, cmd_versus, false, NEED_NOTHING, false, false},
	{"show", "montrer", {"voir", NULL}, 1, 1, N_("GAME"),
	    N_("a past game's sheet as it ended; the open game stays open"),
	    N_("The sheet of game number GAME as it stood at its end, or as it stands\n"
	       "if it is still being played, under a line that says when it was played\n"
	       "and how it ended.  Nothing is opened: the prompt stays as it was."),
	    COMPLETE_GAME, {NULL}, cmd_show, false, NEED_NOTHING, false, false},
	{"replay", "rejouer", {NULL}, 1, 2, N_("GAME [ROUND]"),
	    N_("a past game turn by turn, each entry with what it did"),
	    N_("Each turn under a line 'round 3 - bob' (bob's third turn, as the sheet\n"
	       "counts rounds), each entry as it was typed with the answer it had at\n"
	       "the table: the throws, what was set aside or written, the points,\n"
	       "crosses and penalties.  ROUND shows that round's turns only.\n"
	       "The game is played again through its rules: a damaged log is refused,\n"
	       "not printed.  The open game stays as it was."),
	    COMPLETE_GAME, {NULL}, cmd_replay, false, NEED_NOTHING, false, false},
	{"query", "requête", {NULL}, 1, 1, N_("[--tsv|--json] SQL"),
	    N_("answer a question in SQL over the stored games (read only)"),
	    N_("The rest of the line is one SQL statement that reads, over the views\n"
	       "the manual lists (game_list, player_results, turn_history, ...), e.g.\n"
	       "  query SELECT player, count(*) FROM player_results WHERE won GROUP BY player\n"
	       "A statement that would write, or more than one, is refused.  The table\n"
	       "shows the first 1000 rows; --tsv or --json prints them all, for scripts.\n"
	       "Ctrl-C stops a long query."),
	    COMPLETE_QUERY, {"--tsv", "--json", NULL}, cmd_query, false, NEED_NOTHING, false, true},
	{"rename", "renommer", {NULL}, 2, 2, N_("PLAYER NEW"),
	    N_("mend a player's name in every stored game"),
	    N_("NEW must be a name no player has yet (merge joins two names) and one that\n"
	       "new would take.  The open game shows it at once."),
	    COMPLETE_PLAYER, {NULL}, cmd_rename, false, NEED_NOTHING, false, false},
	{"merge", "fusionner", {NULL}, 2, 3, N_("PLAYER [into] OTHER"),
	    N_("make two names of one person one, in every stored game"),
	    N_("PLAYER becomes OTHER wherever it is stored; refused if a game has both.\n"
	       "It cannot be undone, so it is typed in full."),
	    COMPLETE_MERGE, {"into", NULL}, cmd_merge, true, NEED_NOTHING, false, false},
	{"help", "aide", {"?", NULL}, 0, 1, N_("[COMMAND]"),
	    N_("list the commands, or explain one"), NULL, COMPLETE_COMMAND, {NULL}, cmd_help, false, NEED_NOTHING, false, false},
	{"quit", "quitter", {"exit", NULL}, 0, 0, "", N_("leave tapis (every entry is already saved)"),
	    NULL, COMPLETE_NOTHING, {NULL}, cmd_quit, false, NEED_NOTHING, false, false},
};
const size_t ncommands = sizeof commands / sizeof commands[0];

/* The words commands take after their name, each with its French; a word
 * may have two French ones (all: toutes for games, tout for rows), the
 * first the one completed and shown. */
const struct command_word command_words[] = {
	{"all", "toutes"},
	{"all", "tout"},
	{"since", "depuis"},
	{"until", "jusqu'au"},
	{"today", "aujourd'hui"},
	{"yesterday", "hier"},
	{"unfinished", "en cours"},
	{"finished", "finies"},
	{"abandoned", "abandonnées"},
	{"into", "dans"},
	{"--yes", "--oui"},
	{"--all", "--tout"},
	{"--all", "--toutes"},
};
const size_t ncommand_words = sizeof command_words / sizeof command_words[0];

bool
command_word_is(const char *typed, const char *name)
{
	if (strcasecmp(typed, name) == 0)
		return true;
	for (size_t i = 0; i < ncommand_words; i++)
		if (strcmp(command_words[i].name, name) == 0 &&
		    utf8_same_word(typed, command_words[i].french))
			return true;
	return false;
}

const char *
command_said(const char *name)
{
	for (size_t i = 0; i < ncommands; i++)
		if (strcmp(commands[i].name, name) == 0)
			return i18n_french_names() ? commands[i].french : commands[i].name;
	return name;
}

const char *
command_word_french(const char *name)
{
	for (size_t i = 0; i < ncommand_words; i++)
		if (strcmp(command_words[i].name, name) == 0)
			return command_words[i].french;
	return NULL;
}

/* A word the command line answers to: a command, or an entry verb. */
struct word {
	const char *name;
	const char *french;
	const char *const *aliases;
	bool whole;
	struct command_match m;
	const char *keys[6];      /* the folded keys of its names (word_name) */
	int nkeys;
};

#define MAX_NAMES 256       /* commands and verbs: far more than there are */

/* Every word: the commands, with the entry verbs of the games where the
 * table puts them (after `new`, as help lists them), those of `prefer`
 * first, each verb name once.  Returns how many. */
static int
all_words(const struct engine *prefer, struct word *out, int max)
{
	int n = 0;
	for (size_t i = 0; i < ncommands && n < max; i++) {
		out[n++] = (struct word){commands[i].name, commands[i].french, commands[i].aliases,
		    commands[i].whole, {&commands[i], NULL, -1}, {NULL}, 0};
		for (size_t f = 0; commands[i].entries_after && f <= nfamilies; f++) {
			const struct engine *e = f == 0 ? prefer : families[f - 1].engine;
			if (e == NULL || (f > 0 && e == prefer))
				continue;
			const struct verb_words *vw = engine_words(e)->verbs;
			for (size_t v = 0; v < e->nverbs && n < max; v++) {
				bool seen = false;
				for (int k = 0; k < n && !seen; k++)
					seen = strcmp(out[k].name, vw[v].name) == 0;
				if (!seen)
					out[n++] = (struct word){vw[v].name, vw[v].french,
					    vw[v].aliases, false, {NULL, e, (int)v}, {NULL}, 0};
			}
		}
	}
	return n;
}

/* The folded key of a name or alias of the tables: worked out once, as
 * they never change (kept by the string's address). */
static const char *
folded(const char *name)
{
	static struct folded_name {
		const char *name;
		char *key;
	} cache[MAX_NAMES * 4];
	static size_t n;
	for (size_t i = 0; i < n; i++)
		if (cache[i].name == name)
			return cache[i].key;
	if (n == sizeof cache / sizeof cache[0])
		return NULL;          /* far more names than the tables have: no match */
	char *key = utf8_word_key(name);
	if (key != NULL)
		cache[n++] = (struct folded_name){name, key};
	return key;
}

/* Name k of a word: 0 its name, 1 its French name (NULL if it has none),
 * then its aliases. */
static const char *
word_name(const struct word *w, int k)
{
	return k == 0 ? w->name : k == 1 ? w->french : w->aliases[k - 2];
}

/* The keys a word answers to, folded for matching, in the order of
 * word_name (NULL for a missing French name).  Returns how many were
 * written to keys. */
static int
word_keys(const struct word *w, const char *keys[], int max)
{
	int n = 0;
	if (n < max)
		keys[n++] = folded(w->name);
	if (n < max)
		keys[n++] = w->french != NULL ? folded(w->french) : NULL;
	for (const char *const *a = w->aliases; *a && n < max; a++)
		keys[n++] = folded(*a);
	return n;
}

/* Appends word to the list in buf, ", " between. */
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
bool
command_find(const char *word, const struct engine *prefer, struct command_match *m,
    char *why, size_t whylen)
{
	/* The words, with their keys, made once for each engine preferred
	 * (they never change): a line's command is found without folding. */
	static struct word words[MAX_NAMES];
	static int nwords = -1;
	static const struct engine *made_for;
	if (nwords < 0 || made_for != prefer) {
		nwords = all_words(prefer, words, MAX_NAMES);
		for (int i = 0; i < nwords; i++)
			words[i].nkeys = word_keys(&words[i], words[i].keys, 6);
		made_for = prefer;
	}
	char *key = utf8_word_key(word);
	const struct word *found = NULL;
	char names[256] = "";
	if (key == NULL) {
		snprintf(why, whylen, _("a command is a word of UTF-8 text"));
		return false;
	}
	size_t len = strlen(key);
	/* pass 0: the whole word; 1: prefixes of names; 2: prefixes of French
	 * names and aliases */
	for (int pass = 0; pass < 3 && found == NULL && names[0] == '\0'; pass++) {
		int matches = 0;
		for (int i = 0; i < nwords; i++) {
			int n = words[i].nkeys;
			const char *const *keys = words[i].keys;
			bool hit = false;
			for (int k = pass == 2 ? 1 : 0; k < (pass == 1 ? 1 : n) && !hit &&
			    (pass == 0 || !words[i].whole); k++)
				hit = keys[k] != NULL && (pass == 0 ? strcmp(keys[k], key) == 0
				    : len > 0 && strncmp(keys[k], key, len) == 0);
			if (!hit)
				continue;
			found = &words[i];
			if (pass == 0)
				break;
			list_add(names, sizeof names, words[i].name);
			matches++;
		}
		if (matches > 1) {
			found = NULL;
			snprintf(why, whylen, _("'%s' is ambiguous: %s"), word, names);
		}
	}
	if (found != NULL || names[0] != '\0') {
		free(key);
		if (found != NULL)
			*m = found->m;
		return found != NULL;
	}
	/* The start of a command that must be typed whole: say so. */
	for (int i = 0; i < nwords && len > 0; i++) {
		int n = words[i].nkeys;
		const char *const *keys = words[i].keys;
		int hit = -1;
		for (int k = 0; k < n && hit < 0 && words[i].whole; k++)
			if (keys[k] != NULL && strncmp(keys[k], key, len) == 0)
				hit = k;
		if (hit >= 0) {
			snprintf(why, whylen, _("'%s' is short for %s, which is typed in full (it"
			    " cannot be undone)"), word, word_name(&words[i], hit));
			free(key);
			return false;
		}
	}
	/* Unknown: the nearest names and aliases, if within two letters of it
	 * (one for a short word, which is near everything). */
	int most = len <= 3 ? 1 : 2, nearest = most + 1;
	for (int pass = 0; pass < 2 && (pass == 0 || nearest <= most); pass++) {
		for (int i = 0; i < nwords; i++) {
			int n = words[i].nkeys;
			const char *const *keys = words[i].keys;
			for (int k = 0; k < n; k++) {
				/* words only: '?' is near every short word */
				const char *near = word_name(&words[i], k);
				bool is_word = near != NULL && (isalpha((unsigned char)near[0]) ||
				    (unsigned char)near[0] >= 0x80);
				int d = keys[k] != NULL && is_word ? text_distance(keys[k], key, most) : most + 1;
				if (pass == 0 && d < nearest)
					nearest = d;
				if (pass == 1 && d == nearest) {
					/* in French, the command by its French name */
					list_add(names, sizeof names, i18n_french_names() &&
					    words[i].french != NULL ? words[i].french : near);
					break;          /* one word a command */
				}
			}
		}
	}
	free(key);
	if (names[0] != '\0')
		snprintf(why, whylen, _("unknown command '%s': did you mean %s? (type help for"
		    " the list)"), word, names);
	else
		snprintf(why, whylen, _("unknown command '%s' (type help for the list)"), word);
	return false;
}

enum cmd_status
command_store_failed(struct tapis *t, const char *why)
{
	char refusal[ENGINE_WHY];
	if (session_write_refused(t, refusal, sizeof refusal))
		return command_refuse(t, "%s", refusal);
	render_fatal(&t->ui, why);
	return CMD_FATAL;
}

enum cmd_status
command_of_session(struct tapis *t, enum session_status s, const char *why)
{
	switch (s) {
	case SESSION_DONE:
		return CMD_OK;
	case SESSION_REFUSED:
		return command_refuse(t, "%s", why);
	case SESSION_FAILED:
		break;
	}
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

/* Whether a game stands as a command needs it; refuses otherwise. */
static bool
has_need(struct tapis *t, enum cmd_need need)
{
	char why[ENGINE_WHY * 2];
	switch (need) {
	case NEED_NOTHING:
		return true;
	case NEED_SHOWN:
		/* Showing is no entry: a game another tapis changed is shown as
		 * it is now, without a refusal. */
		if (!session_fresh(t, why, sizeof why) && t->game == NULL) {
			command_refuse(t, "%s", why);
			return false;
		}
		return command_need_game(t, false);
	case NEED_GAME:
	case NEED_PLAYABLE:
		break;
	}
	return command_need_game(t, need == NEED_PLAYABLE);
}

/* The seat a player's name after an entry's own words names ("score full
 * bob": bob writes), taken off the words; -1 when the last word names
 * nobody, or is one of the entry's words (a player called max, and
 * "score max").  The entry is always made by the player whose turn it is:
 * the name is a check, not a choice. */
static int
named_player(const struct tapis *t, const struct engine *e, int verb, int *argc, char **argv)
{
	const struct game *g = t->game;
	const struct engine_verb *v = &e->verbs[verb];
	if (g == NULL || g->engine != e || v->dice || *argc <= v->min_args)
		return -1;
	for (int i = 0; i < g->nplayers; i++) {
		if (!utf8_same_fold(g->name[i], argv[*argc - 1]))
			continue;
		struct action a = {verb, {0, {0}}, {0, 0}};
		char why[ENGINE_WHY];
		if ((v->max_args < 0 || *argc <= v->max_args) &&
		    engine_parse_words(e, g->rules, &a, *argc, argv, why, sizeof why))
			return -1;
		(*argc)--;
		return i;
	}
	return -1;
}

/* True if the word of len bytes at w names a command that takes the
 * line's rest as it is. */
static bool
takes_rest(const struct tapis *t, const char *w, size_t len)
{
	char word[64], why[256];
	struct command_match m;
	if (len == 0 || len >= sizeof word || isdigit((unsigned char)w[0]))
		return false;
	snprintf(word, sizeof word, "%.*s", (int)len, w);
	return command_find(word, t->game != NULL ? t->game->engine : NULL, &m, why, sizeof why) &&
	    m.command != NULL && m.command->rest;
}

#define WORD_END " \t\r\n;"

/* Runs one command: the words of one part of a line; for a command that
 * takes the line's rest, rest is that, as typed. */
static enum cmd_status
run_split(struct tapis *t, char *part, char *rest)
{
	char why[256];
	char *words[MAX_WORDS];
	int n = split(part, words, MAX_WORDS);
	if (n < 0)
		return command_refuse(t, _("too many words in one command (at most %d)"), MAX_WORDS);
	if (n == 0)
		return CMD_OK;
	const struct engine *open = t->game != NULL ? t->game->engine : NULL;
	struct command_match m;
	int argc = n - 1;
	char **argv = words + 1;
	/* A command that starts with a digit is faces typed alone: the entry
	 * of the game that takes them so. */
	if (isdigit((unsigned char)words[0][0])) {
		m = (struct command_match){NULL, open ? open : families[0].engine, -1};
		for (size_t v = 0; v < m.engine->nverbs && m.verb < 0; v++)
			if (m.engine->verbs[v].faces_alone)
				m.verb = (int)v;
		if (m.verb < 0)
			return command_refuse(t, _("'%s' is no command"), words[0]);
		argc = n;
		argv = words;
	} else if (!command_find(words[0], open, &m, why, sizeof why)) {
		return command_refuse(t, "%s", why);
	}
	if (m.command == NULL) {
		const struct engine_verb *v = &m.engine->verbs[m.verb];
		const struct verb_words *vw = &engine_words(m.engine)->verbs[m.verb];
		int named = named_player(t, m.engine, m.verb, &argc, argv);
		if (argc < v->min_args || (v->max_args >= 0 && argc > v->max_args))
			return command_refuse(t, _("usage: %s%s%s"), vw->name, vw->usage[0] ? " " : "",
			    vw->usage[0] ? _(vw->usage) : "");   /* _("") is the catalogue's header */
		/* then the game, before any word of the entry is read: with none
		 * open, that is what to say about any dice.  Whether another
		 * tapis changed it is seen when the entry is refused or written
		 * (session_play), not before: an entry's path stays one commit. */
		if (t->game == NULL || game_is_over(t->game)) {
			if (!has_need(t, NEED_PLAYABLE))
				return CMD_REJECTED;
		}
		if (named >= 0 && named != game_current(t->game))
			return command_refuse(t, _("%s plays now, not %s"),
			    t->game->name[game_current(t->game)], t->game->name[named]);
		return cmd_entry(t, m.engine, m.verb, argc, argv);
	}
	const struct command *c = m.command;
	char *whole[1];
	if (rest != NULL && (c)) {
		/* one argument, the rest as typed, without the blanks around it */
		rest += strspn(rest, " \t\r\n");
		size_t len = strlen(rest);
		while (len > 0 && strchr(" \t\r\n", rest[len - 1]) != NULL)
			rest[--len] = '\0';
		whole[0] = rest;
		argc = len > 0;
		argv = whole;
	}
	if (argc < c->min_args || (c->max_args != CMD_ANY && argc > c->max_args))
		return command_refuse(t, _("usage: %s%s%s"), c->name, c->usage[0] ? " " : "",
		    c->usage[0] ? _(c->usage) : "");
	if (!has_need(t, c->need))
		return CMD_REJECTED;
	return c->run(t, argc, argv);
}

static enum cmd_status
run_words(struct tapis *t, char *part)
{
	char *lead = part + strspn(part, " \t\r\n");
	size_t len = strcspn(lead, WORD_END);
	if (!takes_rest(t, lead, len))
		return run_split(t, part, NULL);
	char *rest = strdup(lead + len);
	if (rest == NULL)
		return command_refuse(t, "%s", _("out of memory"));
	lead[len] = '\0';     /* the command's word alone is split */
	enum cmd_status status = run_split(t, part, rest);
	free(rest);
	return status;
}

/* Where the command that starts at p ends: at the next ';', or at the end
 * of the line for one that takes the line's rest (SQL has ';' of its own). */
static size_t
part_length(const struct tapis *t, const char *p)
{
	const char *lead = p + strspn(p, " \t\r\n");
	return takes_rest(t, lead, strcspn(lead, WORD_END)) ? strlen(p) : strcspn(p, ";");
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
	/* what is typed must be what is seen: no character that cannot be, but
	 * the tabs and line ends a line may have */
	if (text_has_hidden_but(text, "\t\r\n"))
		return command_refuse(t, _("the line holds a character that cannot be seen or would"
		    " steer the terminal ('%.*s'): refused whole"),
		    (int)(strcspn(text, "\r\n") < 80 ? strcspn(text, "\r\n") : 80), text);
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
	for (const char *p = line; p[part_length(t, p)] != '\0'; p += part_length(t, p) + 1)
		nparts++;
	enum cmd_status status = CMD_OK;
	if (nparts > 1) {
		char *p = line;
		for (int i = 1; i <= nparts; i++) {
			size_t len = part_length(t, p);
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
	char *part = line;
	for (int i = 1; i <= nparts && status == CMD_OK && !t->quit; i++) {
		/* found again as each runs: the game open may have changed */
		size_t len = part_length(t, part);
		char *next = part + len + (part[len] != '\0');
		part[len] = '\0';
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
		part = next;
	}
done:
	free(line);
	return status;
}

bool
command_need_game(struct tapis *t, bool playable)
{
	char why[ENGINE_WHY * 2];
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
		int w = game_winner(g);
		if (w >= 0)
			command_refuse(t, _("game #%lld is over, %s won: new starts another game; undo"
			    " takes back the last entry"), (long long)g->id, g->name[w]);
		else
			command_refuse(t, _("game #%lld is over: new starts another game; undo takes"
			    " back the last entry"), (long long)g->id);
		return false;
	}
	return true;
}

/* word "NAME=VALUE" with NAME and VALUE in English, as the engines and the
 * store take them: a French name or value of the option table is put in
 * English into buf, and buf returned; else word itself. */
static const char *
option_in_english(const struct engine *e, const char *word, char *buf, size_t len)
{
	const char *eq = strchr(word, '=');
	const struct engine_option *o = NULL;
	char name[64], value[ENGINE_VALUE];
	if (eq == NULL || (size_t)(eq - word) >= sizeof name)
		return word;
	snprintf(name, sizeof name, "%.*s", (int)(eq - word), word);
	for (size_t i = 0; (o = e->option(i)) != NULL; i++)
		if (strcmp(o->name, name) == 0 || utf8_same_word(o->name, name) ||
		    (engine_words(e)->options[i].french != NULL &&
		    utf8_same_word(engine_words(e)->options[i].french, name)))
			break;
	if (o == NULL)
		return word;
	snprintf(buf, len, "%s=%s", o->name, option_value_translate(
	    engine_option_words(e, o)->french_values, o->values, eq + 1, value, sizeof value));
	return buf;
}

bool
command_option_set(const struct engine *e, void *rules, const char *typed, char *why,
    size_t whylen)
{
	char english[ENGINE_FILE_MAX + 64];
	const char *word = option_in_english(e, typed, english, sizeof english);
	const char *eq = strchr(word, '=');
	const struct engine_option *o = NULL;
	for (size_t i = 0; eq != NULL && (o = e->option(i)) != NULL; i++)
		if (strlen(o->name) == (size_t)(eq - word) &&
		    strncmp(o->name, word, (size_t)(eq - word)) == 0)
			break;
	if (o == NULL || o->type != ENGINE_OPT_FILE)
		return engine_option_set(e, rules, word, why, whylen);
	/* a file option takes its value as typed too (as rules shows it) */
	if (engine_option_set(e, rules, word, why, whylen))
		return true;
	/* else the value names a file, whose text is the value */
	const char *path = eq + 1;
	char shown[128], read_why[ENGINE_WHY];
	text_visible(path, shown, sizeof shown);
	struct stat sb;
	if (stat(path, &sb) != 0 && strpbrk(path, ", ") != NULL)
		return false;           /* a value, not a file name: the value's refusal */
	char *text = infile_read(path, ENGINE_FILE_MAX, read_why, sizeof read_why);
	if (text == NULL) {
		snprintf(why, whylen, "%s=%s: %s", o->name, shown, read_why);
		return false;
	}
	char assignment[ENGINE_FILE_MAX + 64];
	snprintf(assignment, sizeof assignment, "%s=%s", o->name, text);
	free(text);
	return engine_option_set(e, rules, assignment, why, whylen);
}
