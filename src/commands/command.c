/* The command table, and finding a command or an entry verb by the word
 * typed.  The commands themselves are entries of their own files
 * (command_list.h); how a line runs is command_line.c. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "tapis.h"
#include "text.h"

#define COMMAND(c) extern const struct command c;
#include "command_list.h"
#undef COMMAND

const struct command *const commands[] = {
#define COMMAND(c) &c,
#include "command_list.h"
#include "engine.h"
#undef COMMAND
};
const size_t ncommands = sizeof commands / sizeof commands[0];

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

/* Adds the entry verbs of engine e not listed yet to out (n so far);
 * returns the new count. */
static int
add_verbs(const struct engine *e, struct word *out, int n, int max)
{
	const struct verb_words *vw = engine_words(e)->verbs;
	/* (MAX_NAMES holds every word: HACKING.md, NEVER) */
	for (size_t v = 0; v < e->nverbs && ALWAYS(n < max); v++) {
		bool seen = false;
		for (int k = 0; k < n && !seen; k++)
			seen = strcmp(out[k].name, vw[v].name) == 0;
		if (!seen)
			out[n++] = (struct word){vw[v].name, vw[v].french, vw[v].aliases, false,
			    {NULL, e, (int)v}, {NULL}, 0};
	}
	return n;
}

/* Every word: the commands, with the entry verbs of the games where the
 * table puts them (after `new`, as help lists them), those of `prefer`
 * first, each verb name once.  Returns how many. */
static int
all_words(const struct engine *prefer, struct word *out, int max)
{
	int n = 0;
	for (size_t i = 0; i < ncommands && ALWAYS(n < max); i++) {
		const struct command *c = commands[i];
		out[n++] = (struct word){c->name, c->french, c->aliases, c->whole, {c, NULL, -1},
		    {NULL}, 0};
		if (!c->entries_after)
			continue;
		if (prefer != NULL)
			n = add_verbs(prefer, out, n, max);
		for (size_t f = 0; f < nfamilies; f++)
			if (families[f].engine != prefer)
				n = add_verbs(families[f].engine, out, n, max);
	}
	return n;
}

/* The folded key of a name or alias of the tables: worked out once, as
 * they never change (kept by the string's address). */
static const char *
folded(const char *name)
{
	/* (on the stack and kept here: a word of the tables, ASCII or
	 * Latin-1, is folded without allocating, so never missed for want
	 * of memory) */
	static struct folded_name {
		const char *name;
		char key[48];
	} cache[MAX_NAMES * 4];
	static size_t n;
	for (size_t i = 0; i < n; i++)
		if (cache[i].name == name)
			return cache[i].key;
	/* far more names than the tables have, or one of 48 bytes folded: no
	 * match (HACKING.md, NEVER) */
	if (NEVER(n == sizeof cache / sizeof cache[0]))
		return NULL;
	bool keyed = utf8_word_key_in(name, cache[n].key, sizeof cache[n].key);
	if (NEVER(!keyed))
		return NULL;
	cache[n].name = name;
	return cache[n++].key;
}

/* Name k of a word: 0 its name, 1 its French name (NULL if it has none),
 * then its aliases. */
static const char *
word_name(const struct word *w, int k)
{
	return k == 0 ? w->name : k == 1 ? w->french : w->aliases[k - 2];
}

/* The keys a word answers to, folded for matching, in the order of
 * word_name (every word has a French name: test_command holds each to
 * it).  Returns how many were written to keys, max at least 2. */
static int
word_keys(const struct word *w, const char *keys[], int max)
{
	int n = 0;
	keys[n++] = folded(w->name);
	keys[n++] = folded(w->french);
	/* (no word has more than max - 2 aliases: HACKING.md, NEVER) */
	for (const char *const *a = w->aliases; *a && ALWAYS(n < max); a++)
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

/* The words, with their keys, made once for each engine preferred (they
 * never change): a line's command is found without folding.  Kept for
 * each engine and for none, as the game open changes (a script that
 * starts a game and ends it made them again each time); past TABLES
 * engines, the last table is made again. */
static const struct word *
words_for(const struct engine *prefer, int *n)
{
	enum { TABLES = 8 };      /* more than there are games, and none */
	static struct words_made {
		const struct engine *prefer;
		struct word words[MAX_NAMES];
		int n;
	} made[TABLES];
	static int nmade;
	int i = 0;
	while (i < nmade && made[i].prefer != prefer)
		i++;
	if (i == nmade) {
		/* (no table made again: HACKING.md, NEVER) */
		i = ALWAYS(nmade < TABLES) ? nmade++ : TABLES - 1;
		struct words_made *w = &made[i];
		w->prefer = prefer;
		w->n = all_words(prefer, w->words, MAX_NAMES);
		for (int k = 0; k < w->n; k++)
			w->words[k].nkeys = word_keys(&w->words[k], w->words[k].keys, 6);
	}
	*n = made[i].n;
	return made[i].words;
}

/* Pass 0: the word whole, as a name, French name or alias; pass 1: a
 * prefix of a name (the English names first, so that the prefixes people
 * already type keep their meaning); pass 2: of a French name or alias.
 * Never a prefix of a word typed whole.  The match, or NULL with the
 * matches listed in names when there are several. */
static const struct word *
match_pass(const struct word *words, int nwords, const char *key, int pass, char *names,
    size_t len)
{
	size_t keylen = strlen(key);
	const struct word *found = NULL;
	int matches = 0;
	for (int i = 0; i < nwords; i++) {
		const char *const *keys = words[i].keys;
		bool hit = false;
		/* (the first letters compared first: most names start with
		 * another, and a word that names none is compared with each) */
		for (int k = pass == 2 ? 1 : 0; k < (pass == 1 ? 1 : words[i].nkeys) && !hit &&
		    (pass == 0 || !words[i].whole); k++)
			hit = ALWAYS(keys[k] != NULL) && keys[k][0] == key[0] && (pass == 0 ?
			    strcmp(keys[k], key) == 0 : strncmp(keys[k], key, keylen) == 0);
		if (!hit)
			continue;
		if (pass == 0)
			return &words[i];
		found = &words[i];
		/* in French by their French names, as near_names lists them */
		list_add(names, len, i18n_french_names() ? words[i].french : words[i].name);
		matches++;
	}
	return matches == 1 ? found : NULL;
}

/* The start of a command that must be typed whole: says so in why. */
static bool
short_for_whole(const struct word *words, int nwords, const char *word, const char *key,
    char *why, size_t whylen)
{
	size_t len = strlen(key);
	for (int i = 0; i < nwords && len > 0; i++)
		for (int k = 0; k < words[i].nkeys && words[i].whole; k++)
			if (ALWAYS(words[i].keys[k] != NULL) && strncmp(words[i].keys[k], key, len) == 0) {
				snprintf(why, whylen, _("'%s' is short for %s, which is typed in full (it"
				    " cannot be undone)"), word, word_name(&words[i], k));
				return true;
			}
	return false;
}

/* The distance of the nearest name or alias that is a word (not '?'),
 * within most; the names at distance `nearest` listed in names, one a
 * command, by its French name in French, when nearest >= 0. */
static int
near_names(const struct word *words, int nwords, const char *key, int most, int nearest,
    char *names, size_t len)
{
	int best = most + 1;
	for (int i = 0; i < nwords; i++)
		for (int k = 0; k < words[i].nkeys; k++) {
			const char *near = word_name(&words[i], k);
			bool is_word = isalpha((unsigned char)near[0]) || (unsigned char)near[0] >= 0x80;
			const char *wk = words[i].keys[k];
			int d = ALWAYS(wk != NULL) && is_word ? text_distance(wk, key, most) : most + 1;
			if (d < best)
				best = d;
			if (nearest >= 0 && d == nearest) {
				list_add(names, len, i18n_french_names() ? words[i].french : near);
				break;          /* one word a command */
			}
		}
	return best;
}

/* Unknown: the nearest names and aliases, if within two letters of it
 * (one for a short word, which is near everything). */
static void
say_unknown(const struct word *words, int nwords, const char *word, const char *key,
    char *why, size_t whylen)
{
	char names[256] = "";
	int most = strlen(key) <= 3 ? 1 : 2;
	int nearest = near_names(words, nwords, key, most, -1, names, sizeof names);
	if (nearest <= most)
		near_names(words, nwords, key, most, nearest, names, sizeof names);
	if (names[0] != '\0')
		/* (one line: the names near it say more than the list) */
		snprintf(why, whylen, _("unknown command '%s': did you mean %s?"), word, names);
	else
		snprintf(why, whylen, _("unknown command '%s' (type help for the list)"), word);
}

/* The last word looked up and what it named (the words never change): a
 * line's command word is looked up again as the line is cut at each ';'
 * (does the command before it take the line's rest?) and as it runs. */
static struct {
	char word[32];
	const struct engine *prefer;
	bool found;
	struct command_match m;
} last;

bool
command_find(const char *word, const struct engine *prefer, struct command_match *m,
    char *why, size_t whylen)
{
	bool known = last.prefer == prefer && strcmp(last.word, word) == 0;
	if (known && last.found)
		*m = last.m;
	if (known && (last.found || whylen == 0))
		return last.found;        /* (a word that names none: its reason is wanted) */
	int nwords;
	const struct word *words = words_for(prefer, &nwords);
	char own[64], *heap = NULL;
	char *key = utf8_word_key_in(word, own, sizeof own) ? own : (heap = utf8_word_key(word));
	if (key == NULL) {
		snprintf(why, whylen, "%s", utf8_valid(word) ? _("out of memory") :
		    _("a command is a word of UTF-8 text"));
		return false;
	}
	const struct word *found = NULL;
	char names[256] = "";
	for (int pass = 0; pass < 3 && found == NULL && names[0] == '\0'; pass++)
		found = match_pass(words, nwords, key, pass, names, sizeof names);
	if (strlen(word) < sizeof last.word) {
		snprintf(last.word, sizeof last.word, "%s", word);
		last.prefer = prefer;
		last.found = found != NULL;
		if (found != NULL)
			last.m = found->m;
	}
	if (found != NULL)
		*m = found->m;
	else if (whylen == 0)
		;                 /* a probe: the near names of an unknown word are not wanted */
	else if (names[0] != '\0')
		snprintf(why, whylen, _("'%s' is ambiguous: %s"), word, names);
	else if (!short_for_whole(words, nwords, word, key, why, whylen))
		say_unknown(words, nwords, word, key, why, whylen);
	free(heap);
	return found != NULL;
}

bool
command_offered(const struct command *c, const struct tapis *t)
{
	return c->offered == NULL || t->game == NULL || game_is_over(t->game) || c->offered(t);
}

const char *
command_usage(const struct command *c, const struct tapis *t)
{
	return c->usage_alone != NULL && c->alone(t) ? c->usage_alone
	    : c->usage;
}
