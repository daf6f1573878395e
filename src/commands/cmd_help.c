/* help [COMMAND]: every command and entry, or one explained. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "render.h"
#include "say.h"
#include "tapis.h"
#include "text.h"

/* The commands, with each game's entries where the table puts them (after
 * new), game by game: two games may give one word its own meaning. */
static void
list_all(struct tapis *t)
{
	say_plain(&t->ui, _("Commands, in English or French, in any case (a unique prefix is"
	    " enough):\n"));
	for (size_t i = 0; i < ncommands; i++) {
		const struct command *c = commands[i];
		render_help_line(&t->ui, c->name, c->french, c->aliases, c->usage, c->help);
		for (size_t f = 0; c->entries_after && f < nfamilies; f++) {
			render_help_entries(&t->ui, families[f].engine);
			if (f + 1 == nfamilies)
				say_plain(&t->ui, _("More commands:\n"));
		}
	}
	say_plain(&t->ui, _("Typing a throw's faces alone (1 1 5 3 4 or 11534) enters it.\n"
	    "Commands on one line are separated by ';' (keep 1 1; 6 2 5).\n"
	    "'help COMMAND' says more of one.\n"));
}

/* help in a game: the game's entries, then the commands of play, in one
 * screen (24 lines at most); every command behind help all. */
static void
list_game(struct tapis *t, const struct game *g)
{
	/* each under its two names only, without its flags: the other
	 * aliases are for help all, the flags for help COMMAND */
	render_help_entries_of(&t->ui, g->engine, g->ruleset, game_rules(g));
	say_plain(&t->ui, _("While playing:\n"));
	for (size_t i = 0; i < ncommands; i++) {
		const struct command *c = commands[i];
		if (c->at_play && command_offered(c, t))
			render_help_line_short(&t->ui, c->name, c->french, command_usage(c, t),
			    c->help);
	}
	say_plain(&t->ui, _("'help all' lists every command; 'help COMMAND' says more of one.\n"));
}

/* Where help's details wrap: the width of the catalogue's own lines. */
#define DETAILS_WIDTH 72

/* text added to buf as a paragraph of its own, in lines of at most
 * DETAILS_WIDTH columns broken at spaces (a longer word stays whole, a
 * stop spaced from its word stays beside it), its last line left unended
 * as the catalogue's details end; what buf has no room for is left out. */
static void
add_wrapped(char *buf, size_t len, const char *text)
{
	size_t at = strlen(buf);
	int col = 0;
	const char *p = text, *word;
	while (*(word = p + strspn(p, " ")) != '\0') {
		size_t n = strcspn(word, " ");
		char w[512], sep[16] = "";
		snprintf(w, sizeof w, "%.*s", (int)n, word);
		int gap = (int)(word - p) < 8 ? (int)(word - p) : 8;
		/* French spaces its ; and : as words: they stay on the line */
		bool stop = n == 1 && strchr(";:!?", w[0]) != NULL;
		if (col > 0 && (stop || col + gap + text_width(w) <= DETAILS_WIDTH))
			snprintf(sep, sizeof sep, "%*s", gap, "");
		else if (col > 0 || at > 0)
			strcpy(sep, "\n");
		col = (sep[0] == ' ' ? col + gap : 0) + text_width(w);
		int put = snprintf(buf + at, len - at, "%s%s", sep, w);
		/* untaken: what each game says of a command fits help's 4,096
		 * bytes in both languages (the longest, hint's in French, under 1,600) */
		if (put < 0 || (size_t)put >= len - at) {
			buf[at] = '\0';
			return;
		}
		at += (size_t)put;
		p = word + n;
	}
}

/* Adds text to buf as a paragraph after what buf holds (never empty
 * here: the details, or a game's part, come first), if there is room for
 * it whole. */
static void
add_paragraph(char *buf, size_t len, const char *text)
{
	size_t at = strlen(buf);
	/* untaken: as in add_wrapped, help's buffer holds them all */
	if (at + strlen(text) + 2 <= len)
		strcat(strcat(buf, "\n"), text);
}

/* Command c's details in the language of the messages (into buf): the
 * games named from the family table where they name them, then what
 * each game makes of the command, a paragraph each; NULL if none. */
static const char *
details_of(const struct command *c, char *buf, size_t len)
{
	char games[256], game[1024];
	if (c->game_details == NULL && !c->details_name_games)
		return c->details != NULL ? _(c->details) : NULL;
	buf[0] = '\0';
	/* the format is the catalogue's, as the messages are */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
	/* details that name the games are there (games, stats: test_command
	 * holds it), and no command with a game's part has details of its own
	 * that name none: HACKING.md, NEVER */
	if (c->details_name_games)
		snprintf(buf, len, _(c->details), command_families(games, sizeof games));
	else if (NEVER(c->details != NULL))
		snprintf(buf, len, "%s", _(c->details));
#pragma GCC diagnostic pop
	for (size_t f = 0; c->game_details != NULL && f < nfamilies; f++) {
		const char *said = c->game_details(&families[f], game, sizeof game);
		if (said == NULL)
			continue;
		add_wrapped(buf, len, said);
	}
	if (c->details_after != NULL)
		add_paragraph(buf, len, _(c->details_after));
	return buf;
}

/* A verb's details (into buf): what its game says of its words under the
 * rules of the game in play, or of the game's first rule set where none
 * of that game is open (the boxes of the sheet being played, not the
 * seed's), then its own details. */
static const char *
verb_details(const struct tapis *t, const struct engine *e, int verb, char *buf, size_t len)
{
	const struct verb_words *v = &engine_words(e)->verbs[verb];
	char said[1024];
	void *seed = NULL;
	const void *rules = t->game != NULL && t->game->engine == e ? game_rules(t->game)
	    : (seed = game_rules_new(e, e->presets[0].name));
	/* untaken: rules NULL only where game_rules_new's allocation fails */
	bool told = rules != NULL && engine_args_help(e, rules, verb, said, sizeof said);
	free(seed);
	if (!told)
		return v->details != NULL ? _(v->details) : NULL;
	buf[0] = '\0';
	add_wrapped(buf, len, said);
	/* untaken: each verb whose words its game tells has details too */
	if (v->details != NULL)
		add_paragraph(buf, len, _(v->details));
	return buf;
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	char why[ENGINE_WHY], details[4096];
	struct command_match m;
	if (a->argc == 0 && t->game != NULL && !game_is_over(t->game)) {
		list_game(t, t->game);
		return CMD_OK;
	}
	if (a->argc == 0 || command_word_is(a->argv[0], "all")) {
		list_all(t);
		return CMD_OK;
	}
	if (!command_find(a->argv[0], t->game ? t->game->engine : NULL, &m, why, sizeof why))
		return command_refuse(t, "%s", why);
	const struct command *c = m.command;
	if (c != NULL)
		render_command_help(&t->ui, c->name, c->french, c->aliases, command_usage(c, t), c->help,
		    details_of(c, details, sizeof details));
	else
		render_verb_help(&t->ui, &engine_words(m.engine)->verbs[m.verb],
		    verb_details(t, m.engine, m.verb, details, sizeof details));
	return CMD_OK;
}

static void
complete(struct completion *c)
{
	if (c->arg == 0) {
		complete_word(c, "all");
		complete_commands(c);
	}
}

const struct command cmd_help = {
	.at_play = true,
	.name = "help", .french = "aide", .aliases = {"?", NULL},
	.usage = N_("[all | COMMAND]"),
	.help = N_("list the commands (all: every one), or explain one"),
	.max_args = 1,
	.complete = complete, .exec = exec,
};
