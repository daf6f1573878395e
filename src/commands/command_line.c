/* One line typed or read: split into commands at ';', each found in the
 * table (command.c), its words parsed (command_args.c) and run. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "session.h"
#include "tapis.h"
#include "text.h"

/* Whether c parts words: a blank or a line's end. */
static bool
parts_words(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Splits line into words at white space, in place; -1 for more than max.
 * (A loop of its own: strtok_r, called once a word, cost 450
 * instructions an entry.) */
static int
split(char *line, char **words, int max)
{
	int n = 0;
	for (char *p = line;;) {
		while (parts_words(*p))
			p++;
		if (*p == '\0')
			return n;
		if (n == max)
			return -1;
		words[n++] = p;
		while (*p != '\0' && !parts_words(*p))
			p++;
		if (*p != '\0')
			*p++ = '\0';
	}
}

/* Whether a game stands as a command needs it; refuses otherwise. */
static bool
has_need(struct tapis *t, enum cmd_need need)
{
	char why[ENGINE_WHY * 2];
	/* untaken: a need outside the enum */
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
		/* (no verb of words takes any number of them: HACKING.md, NEVER) */
		if ((NEVER(v->max_args < 0) || *argc <= v->max_args) &&
		    engine_parse_words(e, g->rules, &a, *argc, argv, why, sizeof why))
			return -1;
		(*argc)--;
		return i;
	}
	return -1;
}

/* Whether verb of e takes argc words; if not, refused with its usage. */
static bool
words_fit(struct tapis *t, const struct engine *e, int verb, int argc, enum cmd_status *status)
{
	const struct engine_verb *v = &e->verbs[verb];
	if (argc >= v->min_args && (v->max_args < 0 || argc <= v->max_args))
		return true;
	*status = command_refuse_usage(t, engine_verb_said(e, verb),
	    engine_words(e)->verbs[verb].usage);
	return false;
}

/* An entry of the open game's engine (or of the first game's, for faces
 * typed with none open): verb m->verb with its words; alone: faces typed
 * without it; then: the entry typed after them, or NULL. */
static enum cmd_status
run_entry(struct tapis *t, const struct command_match *m, int argc, char **argv, bool alone,
    const struct entry_words *then)
{
	enum cmd_status status = CMD_OK;
	int named = named_player(t, m->engine, m->verb, &argc, argv);
	if (!words_fit(t, m->engine, m->verb, argc, &status) ||
	    (then != NULL && !words_fit(t, m->engine, then->verb, then->argc, &status)))
		return status;
	/* then the game, before any word of the entry is read: with none
	 * open, that is what to say about any dice.  Whether another tapis
	 * changed it is seen when the entry is refused or written
	 * (session_play), not before: an entry's path stays one commit. */
	/* untaken: has_need passing there: with no game in play, or one over,
	 * command_need_game refuses */
	if ((t->game == NULL || game_is_over(t->game)) && !has_need(t, NEED_PLAYABLE))
		return CMD_REJECTED;
	if (named >= 0 && named != game_current(t->game))
		return command_refuse(t, _("%s plays now, not %s"),
		    t->game->name[game_current(t->game)], t->game->name[named]);
	struct entry_words typed = {m->verb, argc, argv};
	return command_entry(t, m->engine, &typed, alone, then);
}

/* The words after a throw's faces on its line, rest[n]: an entry of the
 * game e, by its verb ("scratch yams") or, with none, of the verb that
 * takes them there (Yams's score: "full"), into *then; false if none. */
static bool
then_of(const struct engine *e, char **rest, int n, struct entry_words *then)
{
	struct command_match m;
	char why[256];
	if (n > 0 && command_find(rest[0], e, &m, why, sizeof why) && m.command == NULL &&
	    m.engine == e) {
		*then = (struct entry_words){m.verb, n - 1, rest + 1};
		return true;
	}
	for (size_t v = 0; v < e->nverbs; v++)
		if (e->verbs[v].after_faces) {
			*then = (struct entry_words){(int)v, n, rest};
			return true;
		}
	return false;
}

/* How many of the n words a line of faces starts with are its throw: the
 * words of digits, but the last of them where those before it are already
 * a whole hand of the open game ("1 1 1 2 3 1": the box 1 after them). */
static int
faces_of(const struct tapis *t, const struct engine *e, int n, char **words)
{
	int faces = 0, dice = 0, before = 0;
	while (faces < n && isdigit((unsigned char)words[faces][0])) {
		before = dice;
		dice += (int)strspn(words[faces], "0123456789");
		faces++;
	}
	/* (e is the open game's where one is open: both callers ask so) */
	if (faces > 1 && t->game != NULL && before == e->hand(game_rules(t->game)))
		faces--;
	return faces;
}

int
command_faces_line(const struct tapis *t, const struct engine *e, int n, char **words,
    struct entry_words *thrown, struct entry_words *then)
{
	*thrown = (struct entry_words){-1, 0, words};
	/* untaken: every engine has a throw typed as faces alone, its first
	 * verb (test_command holds each to one): HACKING.md, NEVER */
	for (size_t v = 0; v < e->nverbs && thrown->verb < 0; v++)
		/* untaken: as above, the first verb is it */
		if (e->verbs[v].faces_alone)
			thrown->verb = (int)v;
	if (NEVER(thrown->verb < 0))
		return -1;
	thrown->argc = faces_of(t, e, n, words);
	*then = (struct entry_words){-1, 0, words + n};
	bool after = then_of(e, words + thrown->argc, n - thrown->argc, then);
	if (after && thrown->argc < n)
		return 1;
	thrown->argc = n;       /* (and *then, the entry a next word would be) */
	if (after)
		*then = (struct entry_words){then->verb, 0, words + n};
	return 0;
}

/* A line that starts with faces: the game's throw, and what is typed
 * after the faces, if anything, its next entry. */
static enum cmd_status
run_faces(struct tapis *t, const struct engine *e, int n, char **words)
{
	struct entry_words thrown, then;
	int read = command_faces_line(t, e, n, words, &thrown, &then);
	if (NEVER(read < 0))    /* (as there) */
		return command_refuse(t, _("'%s' is no command"), words[0]);
	struct command_match m = {NULL, e, thrown.verb};
	return run_entry(t, &m, thrown.argc, words, true, read > 0 ? &then : NULL);
}

const struct command *
command_subcommand(const struct command *c, const char *word)
{
	for (const struct command *const *s = c->subcommands; *s != NULL; s++) {
		if (strcmp(word, (*s)->name) == 0 || utf8_same_word(word, (*s)->french))
			return *s;
		for (int i = 0; (*s)->aliases[i] != NULL; i++)
			if (strcmp(word, (*s)->aliases[i]) == 0)
				return *s;
	}
	return NULL;
}

/* Refuses a word that names none of c's subcommands, naming them. */
static enum cmd_status
refuse_subcommand(struct tapis *t, const struct command *c, const char *word)
{
	char names[256] = "";
	size_t n = 0;
	while (c->subcommands[n] != NULL)
		n++;
	for (size_t i = 0; i < n; i++) {
		size_t used = strlen(names);
		snprintf(names + used, sizeof names - used, "%s%s", i == 0 ? "" : i + 1 == n
		    ? _(" or ") : ", ", command_said_of(c->subcommands[i]));
	}
	char shown[128];
	return command_refuse(t, _("%s takes %s, not '%s'"), command_said(c->name), names,
	    text_visible(word, shown, sizeof shown));
}

/* Command c with its words: a subcommand's words go to it; then the words
 * are parsed and what the command needs checked, and it runs. */
static enum cmd_status
run_command(struct tapis *t, const struct command *c, int argc, char **argv)
{
	char said[64];
	snprintf(said, sizeof said, "%s", command_said_of(c));
	if (c->subcommands != NULL && argc > 0) {
		const struct command *sub = command_subcommand(c, argv[0]);
		if (sub == NULL && !c->words_besides)
			return refuse_subcommand(t, c, argv[0]);
		if (sub != NULL) {
			/* as the usage says it: in French, by their French names */
			snprintf(said, sizeof said, "%s %s", command_said_of(c), command_said_of(sub));
			c = sub;
			argc--;
			argv++;
		}
	}
	struct cmd_args a;
	enum cmd_status status;
	if (!command_parse(t, c, said, argc, argv, &a, &status))
		return status;
	if (!has_need(t, c->need))
		return CMD_REJECTED;
	if (t->bounded && c->waits != NULL && c->waits(t, &a))
		return command_refuse(t, _("%s would run until stopped from outside tapis: refused"
		    " here, where every command must end by itself"), said);
	return c->exec(t, &a);
}

/* The command the word of len bytes at w names, into *m; false where it
 * names none, or is faces, or is of 64 bytes or more (accents that
 * folding drops may make it one: run_split looks it up again).  (Asked
 * three times a command of a line that holds a ';': no reason is worked
 * out for a word that names none.) */
static bool
named_command(const struct tapis *t, const char *w, size_t len, struct command_match *m)
{
	char word[64], why[1];
	if (len == 0 || len >= sizeof word || isdigit((unsigned char)w[0]))
		return false;
	memcpy(word, w, len);
	word[len] = '\0';
	return command_find(word, t->game != NULL ? t->game->engine : NULL, m, why, 0);
}

/* True if the word of len bytes at w names a command that takes the
 * line's rest as it is. */
static bool
takes_rest(const struct tapis *t, const char *w, size_t len)
{
	struct command_match m;
	return named_command(t, w, len, &m) && m.command != NULL && m.command->rest;
}

#define WORD_END " \t\r\n;"

/* Takes the word at *rest into words[n], cutting it there and moving *rest
 * past it and the blanks after; false at the end of the text. */
static bool
take_word(char **rest, char **words, int n)
{
	size_t len = strcspn(*rest, " \t\r\n");
	words[n] = *rest;
	if ((*rest)[len] == '\0') {
		*rest += len;
		return false;
	}
	(*rest)[len] = '\0';
	*rest += len + 1;
	*rest += strspn(*rest, " \t\r\n");
	return true;
}

/* Splits rest, as typed, into command c's flags first (with the value of
 * one that takes one), then one argument: what follows them, without the
 * blanks around it (SQL keeps its words). */
static int
split_rest(const struct command *c, char *rest, char **words, int max)
{
	int n = 0;
	rest += strspn(rest, " \t\r\n");
	/* a flag is --word; a "-- " that starts a comment of SQL is none */
	while (n + 2 < max && rest[0] == '-' && rest[1] == '-' && isalpha((unsigned char)rest[2])) {
		bool more = take_word(&rest, words, n++);
		int k = command_flag_index(c, words[n - 1]);
		if (more && k >= 0 && c->flags[k].takes != FLAG_ALONE)
			more = take_word(&rest, words, n++);
		if (!more)
			return n;
	}
	size_t len = strlen(rest);
	while (len > 0 && strchr(" \t\r\n", rest[len - 1]) != NULL)
		rest[--len] = '\0';
	if (len > 0)
		words[n++] = rest;
	return n;
}

/* Runs one command: the words of one part of a line; for a command that
 * takes the line's rest, rest is that, as typed; found, if not NULL, what
 * its first word names, looked up already. */
static enum cmd_status
run_split(struct tapis *t, char *part, char *rest, const struct command_match *found)
{
	char why[256];
	char *words[CMD_WORDS + 1];
	int n = split(part, words, CMD_WORDS);
	if (n < 0)
		return command_refuse(t, _("too many words in one command (at most %d)"), CMD_WORDS);
	/* (a blank line is passed over, and an empty command of a line
	 * refused, before: HACKING.md, NEVER) */
	if (NEVER(n == 0))
		return CMD_OK;
	const struct engine *open = t->game != NULL ? t->game->engine : NULL;
	struct command_match m;
	/* A command that starts with a digit is faces typed alone: the entry
	 * of the game that takes them so. */
	if (isdigit((unsigned char)words[0][0]))
		return run_faces(t, open ? open : families[0].engine, n, words);
	if (found != NULL)
		m = *found;
	else if (!command_find(words[0], open, &m, why, sizeof why))
		return command_refuse(t, "%s", why);
	if (m.command == NULL)
		return run_entry(t, &m, n - 1, words + 1, false, NULL);
	if (rest != NULL)
		n = 1 + split_rest(m.command, rest, words + 1, CMD_WORDS - 1);
	return run_command(t, m.command, n - 1, words + 1);
}

static enum cmd_status
run_words(struct tapis *t, char *part)
{
	char *lead = part + strspn(part, " \t\r\n");
	size_t len = strcspn(lead, WORD_END);
	struct command_match m;
	bool named = named_command(t, lead, len, &m);
	if (!named || m.command == NULL || !m.command->rest)
		return run_split(t, part, NULL, named ? &m : NULL);
	char *rest = strdup(lead + len);
	if (rest == NULL)
		return command_refuse(t, "%s", _("out of memory"));
	lead[len] = '\0';     /* the command's word alone is split */
	enum cmd_status status = run_split(t, part, rest, &m);
	free(rest);
	return status;
}

/* Where the command that starts at p ends: at the next ';', or at the end
 * of the line for one that takes the line's rest (SQL has ';' of its own). */
static size_t
part_length(const struct tapis *t, const char *p)
{
	size_t plain = strcspn(p, ";");
	if (p[plain] == '\0')
		return plain;     /* (no ';': the rest, whatever the command) */
	const char *lead = p + strspn(p, " \t\r\n");
	return takes_rest(t, lead, strcspn(lead, WORD_END)) ? strlen(p) : strcspn(p, ";");
}

/* Whether text is printable ASCII and tabs up to its line's end ("\n",
 * "\r\n" or "\r"): UTF-8, with no character that cannot be seen, as most
 * lines are, known without decoding them. */
static bool
plain_ascii(const char *text)
{
	const unsigned char *p = (const unsigned char *)text;
	while ((*p >= 0x20 && *p < 0x7f) || *p == '\t')
		p++;
	if (*p == '\r')
		p++;
	if (*p == '\n')
		p++;
	return *p == '\0';
}

/* True if s holds nothing but white space. */
static bool
blank(const char *s)
{
	return s[strspn(s, " \t\r\n")] == '\0';
}

/* How many commands the line holds, ';' between; 0 once an empty one is
 * refused (before any runs, so a stray ';' changes nothing). */
static int
count_parts(struct tapis *t, char *line)
{
	int nparts = 1;
	for (const char *p = line; p[part_length(t, p)] != '\0'; p += part_length(t, p) + 1)
		nparts++;
	char *p = line;
	for (int i = 1; nparts > 1 && i <= nparts; i++) {
		size_t len = part_length(t, p);
		char c = p[len];
		p[len] = '\0';
		bool empty = blank(p);
		p[len] = c;
		if (empty) {
			command_refuse(t, _("command %d of %d on the line is empty: put one command"
			    " between each ';'"), i, nparts);
			return 0;
		}
		p += len + 1;
	}
	return nparts;
}

/* Runs the commands of line one after the other, each an entry of its
 * own; the first refused stops the rest. */
static enum cmd_status
run_parts(struct tapis *t, char *line, int nparts)
{
	enum cmd_status status = CMD_OK;
	char *part = line;
	for (int i = 1; i <= nparts && status == CMD_OK && !t->quit; i++) {
		/* found again as each runs: the game open may have changed */
		size_t len = part_length(t, part);
		char *next = part + len + (part[len] != '\0');
		part[len] = '\0';
		char shown[128];
		if (nparts > 1) {
			/* the refusal says which part it is about */
			const char *lead = part + strspn(part, " \t");
			snprintf(shown, sizeof shown, "%.*s", (int)strcspn(lead, "\r\n"), lead);
			utf8_end_whole(shown);     /* (a long part cut whole) */
			/* (not all blanks: count_parts refused an empty part) */
			while (ALWAYS(shown[0] != '\0') && strchr(" \t", shown[strlen(shown) - 1]))
				shown[strlen(shown) - 1] = '\0';
			t->part = shown;
			t->partno = i;
		}
		status = run_words(t, part);
		t->part = NULL;
		part = next;
	}
	return status;
}

/* Whether text, which holds a byte beyond ASCII (so is never empty, its
 * end taken off), holds a character that cannot be seen or would steer
 * the terminal, but for tabs and its end: "\n", "\r\n" or "\r". */
static bool
hidden_inside(const char *text)
{
	size_t len = strlen(text);
	if (text[len - 1] == '\n')
		len--;
	if (text[len - 1] == '\r')
		len--;
	if (memchr(text, '\r', len) != NULL || memchr(text, '\n', len) != NULL)
		return true;
	char body[1024];
	if (len >= sizeof body)
		return text_has_hidden_but(text, "\t\r\n");   /* long: the ends are its own */
	memcpy(body, text, len);
	body[len] = '\0';
	return text_has_hidden_but(body, "\t");
}

/* How much of the line a refusal quotes: up to its end (a carriage return
 * inside it is shown, as an escape, by the renderer), 80 bytes at most;
 * text holds a byte beyond ASCII, as for hidden_inside. */
static int
quoted_length(const char *text)
{
	size_t n = strlen(text);
	while ((text[n - 1] == '\n' || text[n - 1] == '\r'))
		n--;
	return (int)(n < 80 ? n : 80);
}

enum cmd_status
command_run_line(struct tapis *t, const char *text)
{
	/* A byte order mark, as some editors start a file (or paste a line). */
	if (strncmp(text, "\xef\xbb\xbf", 3) == 0)
		text += 3;
	bool plain = plain_ascii(text);
	if (!plain && !utf8_valid(text))
		return command_refuse(t, "%s", _("the line is not UTF-8 text (check the terminal's"
		    " encoding): refused whole"));
	/* what is typed must be what is seen: no character that cannot be, but
	 * tabs, and the line's end (a carriage return before it too, as a file
	 * written on Windows has); a carriage return inside a line is refused
	 * as any control character is */
	if (!plain && hidden_inside(text))
		return command_refuse(t, _("the line holds a character that cannot be seen or would"
		    " steer the terminal ('%.*s'): refused whole"), quoted_length(text), text);
	/* A # comment is the whole line; blank lines do nothing. */
	if (blank(text) || text[strspn(text, " \t")] == '#')
		return CMD_OK;
	/* (a copy to cut into parts: on the stack where it fits, as every
	 * entry's line does) */
	char copy[512];
	size_t len = strlen(text);
	char *line = len < sizeof copy ? memcpy(copy, text, len + 1) : strdup(text);
	if (line == NULL)
		return command_refuse(t, "%s", _("out of memory"));
	int nparts = count_parts(t, line);
	enum cmd_status status = nparts == 0 ? CMD_REJECTED : run_parts(t, line, nparts);
	if (line != copy)
		free(line);
	return status;
}

enum cmd_status
command_run_words(struct tapis *t, int argc, char **argv)
{
	char why[256];
	struct command_match m = {NULL, NULL, -1};
	/* (its one caller, main's serve_alone, hands the words from "serve"
	 * on: a word, and one that names a command) */
	if (NEVER(argc == 0))
		return CMD_OK;
	bool found = command_find(argv[0], NULL, &m, why, sizeof why);
	if (NEVER(!found))
		return command_refuse(t, "%s", why);
	if (NEVER(m.command == NULL))
		return command_refuse(t, _("'%s' is no command"), argv[0]);
	return run_command(t, m.command, argc - 1, argv + 1);
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
