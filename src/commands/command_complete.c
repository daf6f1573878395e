/* Tab completion without readline: what may come at the end of a line.
 * The command being typed is found as the line would run it; its words so
 * far are parsed as its entry declares them; then a flag's value, the
 * flags not given yet and what the command's own completion offers.  An
 * entry of the open game asks the game, which sees the dice. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "command.h"
#include "dice.h"
#include "engine.h"
#include "game.h"
#include "never.h"
#include "render.h"
#include "store.h"
#include "text.h"

#define LINE_WORDS 64

/* ---- what several commands offer */

static bool
add_game(int64_t game, void *ctx)
{
	struct completion *c = ctx;
	char id[24];
	snprintf(id, sizeof id, "%lld", (long long)game);
	c->add(c, id);
	return true;
}

void
complete_games(struct completion *c, bool playing)
{
	store_each_game_id(c->t->store, playing, add_game, c);
}

/* A player's name, unless the line has it already. */
static bool
add_player(const char *name, void *ctx)
{
	struct completion *c = ctx;
	/* (a command's complete hook asks it: typed is that command's words) */
	for (int i = 0; i < c->typed->argc; i++)
		if (utf8_same_fold(c->typed->argv[i], name))
			return true;
	c->add(c, name);
	return true;
}

void
complete_players(struct completion *c)
{
	store_each_player(c->t->store, add_player, c);
}

static bool
add_saved_preset(const char *name, const char *base, void *ctx)
{
	struct completion *c = ctx;
	(void)base;
	c->add(c, name);
	return true;
}

void
complete_rule_sets(struct completion *c)
{
	for (size_t i = 0; i < nfamilies; i++) {
		const struct engine *e = families[i].engine;
		for (size_t k = 0; k < e->npresets; k++) {
			c->add(c, e->presets[k].name);
			if (families[i].words->presets[k].french != NULL)
				c->add(c, families[i].words->presets[k].french);
		}
	}
	store_each_preset(c->t->store, add_saved_preset, c);
}

void
complete_kinds(struct completion *c)
{
	complete_rule_sets(c);
	for (size_t f = 0; f < nfamilies; f++)
		c->add(c, families[f].engine->family);
}

/* A name, its French name and its aliases that are words (not '?'). */
static void
add_names(struct completion *c, const char *name, const char *french,
    const char *const *aliases)
{
	c->add(c, name);
	c->add(c, french);   /* (each has one: test_command) */
	for (const char *const *a = aliases; *a; a++)
		/* untaken: no alias starts beyond ASCII (a French one may) */
		if (isalpha((unsigned char)**a) || (unsigned char)**a >= 0x80)
			c->add(c, *a);
}

/* Whether verb may be typed now in g: with dice on the table, any; before
 * a turn's first throw, the throw, and an entry of no words the game
 * would take (a take-over on offer), never one that names dice or a box,
 * which would be refused ("nothing thrown yet this turn"). */
static bool
verb_open(const struct game *g, int verb)
{
	const struct engine_verb *v = &g->engine->verbs[verb];
	struct dice on;
	render_hand(g, &on);
	if (on.n > 0 || v->faces_alone)
		return true;
	if (v->min_args > 0)
		return false;
	struct action a = {verb, {0, {0}}, {0, 0}};
	union outcome out;
	char why[ENGINE_WHY];
	return game_try(g, &a, &out, why, sizeof why);
}

void
complete_commands(struct completion *c)
{
	c->fold = true;
	for (size_t i = 0; i < ncommands; i++)
		if (command_offered(commands[i], c->t))
			add_names(c, commands[i]->name, commands[i]->french, commands[i]->aliases);
	/* the entries of the game in play only, those its rules use: another
	 * game's verbs would be refused here (and there is none to offer
	 * with no game open) */
	const struct game *g = c->t->game;
	if (g == NULL || game_is_over(g))
		return;
	const struct verb_words *vw = engine_words(g->engine)->verbs;
	for (size_t v = 0; v < g->engine->nverbs; v++)
		if (engine_verb_used(g->engine, game_rules(g), (int)v) && verb_open(g, (int)v))
			add_names(c, vw[v].name, vw[v].french, vw[v].aliases);
}

void
complete_word(struct completion *c, const char *name)
{
	c->add(c, name);
	for (size_t i = 0; i < ncommand_words; i++)
		if (strcmp(command_words[i].name, name) == 0)
			c->add(c, command_words[i].french);
}

/* ---- the line */

/* The flags of command x not given yet, nor excluded by one given. */
static void
add_flags(struct completion *c, const struct command *x, const struct cmd_args *a)
{
	for (int i = 0; x->flags != NULL && x->flags[i].name != NULL; i++) {
		const struct cmd_flag *f = &x->flags[i];
		bool out = f->hidden || a->given[i] != NULL;
		for (int j = 0; f->group > 0 && !out && x->flags[j].name != NULL; j++)
			out = x->flags[j].group == f->group && a->given[j] != NULL;
		if (!out) {
			c->add(c, f->name);
			if (command_word_french(f->name) != NULL)
				c->add(c, command_word_french(f->name));
		}
	}
}

/* The flag of x whose value comes next (the last word typed is it, with
 * no value yet), or -1. */
static int
awaited_flag(const struct command *x, const struct cmd_args *a, int nwords)
{
	for (int i = 0; x->flags != NULL && x->flags[i].name != NULL; i++)
		/* untaken: a flag given, its value not, that is not the last word
		 * (the value is the word after the flag, so it is the last) */
		if (x->flags[i].takes != FLAG_ALONE && a->given[i] != NULL && a->value[i] == NULL &&
		    a->given_at[i] == nwords - 1)
			return i;
	return -1;
}

/* Command x with the nwords words typed after its name. */
static void
complete_command(struct completion *c, const struct command *x, int nwords, char **words)
{
	if (x->subcommands != NULL) {
		if (nwords == 0) {
			for (const struct command *const *s = x->subcommands; *s != NULL; s++)
				add_names(c, (*s)->name, (*s)->french, (*s)->aliases);
		} else {
			const struct command *s = command_subcommand(x, words[0]);
			if (s != NULL) {
				complete_command(c, s, nwords - 1, words + 1);
				return;
			}
		}
		/* (a command that takes other words besides goes on with them) */
		if (!x->words_besides)
			return;
	}
	struct cmd_args a;
	command_parse_quietly(x, nwords, words, &a);
	c->typed = &a;
	c->arg = a.argc;
	int k = awaited_flag(x, &a, nwords);
	if (k >= 0) {
		c->files = x->flags[k].takes == FLAG_FILE;
		c->flag = x->flags[k].name;
	}
	if (!c->files && x->complete != NULL)
		x->complete(c);
	/* (after the command's own words: they may take no flag) */
	if (k < 0 && !c->no_flags)
		add_flags(c, x, &a);
}

static void
add_word(const char *word, void *ctx)
{
	struct completion *c = ctx;
	c->add(c, word);
}

/* An entry of the open game: what its player may type now, as the game
 * sees it (the free boxes the dice make, the cells they take), and who
 * makes it; the nwords words typed after it are words. */
/* The faces on the table a verb of dice may still name (keep): each face
 * of the hand as often as it is there, less those the words typed name. */
static void
complete_faces(struct completion *c, const struct game *g, int nwords, char **words)
{
	struct dice hand;
	render_hand(g, &hand);
	int left[7] = {0};
	for (int i = 0; i < hand.n; i++)
		if (ALWAYS(hand.face[i] >= 1 && hand.face[i] <= 6))   /* (dice.h: faces 1 to 6) */
			left[hand.face[i]]++;
	for (int i = 0; i < nwords; i++)
		for (const char *p = words[i]; *p; p++)
			if (*p >= '1' && *p <= '6' && left[*p - '0'] > 0)
				left[*p - '0']--;
	for (int f = 1; f <= 6; f++)
		if (left[f] > 0)
			c->add(c, (const char[]){(char)('0' + f), '\0'});
}

static void
complete_entry(struct completion *c, const struct command_match *m, int nwords, char **words)
{
	const struct game *g = c->t->game;
	if (g == NULL || g->engine != m->engine)
		return;
	const struct engine_verb *v = &g->engine->verbs[m->verb];
	if (v->dice && !v->faces_alone)
		complete_faces(c, g, nwords, words);
	engine_complete_args(g->engine, g->rules, g->state, m->verb, nwords, words, add_word, c);
	/* a player's name may end the words of an entry that takes words
	 * (score full bob), never its dice (command_line.c's named_player) */
	for (int i = 0; !v->dice && nwords >= v->min_args && nwords > 0 && i < g->nplayers; i++)
		c->add(c, g->name[i]);
}

/* A line that starts with a throw's faces (2 2 2 5 5 full), read as a
 * line runs (command_faces_line): after them, the box the verb that takes
 * words there writes, or an entry named (scratch) and then its words, as
 * the dice typed make them; right after the faces, those entries too. */
static void
complete_after_faces(struct completion *c, int n, char **words)
{
	const struct game *g = c->t->game;
	if (g == NULL || game_is_over(g))
		return;
	const struct engine *e = g->engine;
	struct entry_words thrown, then;
	int read = command_faces_line(c->t, e, n, words, &thrown, &then);
	char why[ENGINE_WHY];
	struct action first = {thrown.verb, {0, {0}}, {0, 0}};
	if (NEVER(read < 0) || !engine_parse_words(e, g->rules, &first, thrown.argc, words, why,
	    sizeof why))
		return;
	if (then.verb >= 0)
		game_complete_after(g, &first, then.verb, then.argc, then.argv, add_word, c);
	const struct verb_words *vw = engine_words(e)->verbs;
	for (size_t v = 0; read == 0 && v < e->nverbs; v++)
		/* untaken: a verb of words unused (only Farkle's verb_used says one
		 * is, and none of its verbs takes words other than dice) */
		if (!e->verbs[v].dice && e->verbs[v].max_args != 0 && !e->verbs[v].after_faces &&
		    engine_verb_used(e, game_rules(g), (int)v))
			add_names(c, vw[v].name, vw[v].french, vw[v].aliases);
}

void
command_complete(struct completion *c, const char *line)
{
	char head[512];
	char *words[LINE_WORDS];
	int n = 0;
	snprintf(head, sizeof head, "%s", line);
	char *save = NULL;
	for (char *w = strtok_r(head, " \t", &save); w && n < LINE_WORDS;
	    w = strtok_r(NULL, " \t", &save))
		words[n++] = w;
	c->typed = NULL;
	if (n == 0) {
		complete_commands(c);
		return;
	}
	if (isdigit((unsigned char)words[0][0])) {
		complete_after_faces(c, n, words);
		return;
	}
	struct command_match m;
	char why[256];
	const struct engine *open = c->t->game != NULL ? c->t->game->engine : NULL;
	if (!command_find(words[0], open, &m, why, sizeof why))
		return;
	if (m.command != NULL)
		complete_command(c, m.command, n - 1, words + 1);
	else
		complete_entry(c, &m, n - 1, words + 1);
}
