/* A rule set's option as typed at new or preset save, in English or
 * French, and the file a file option names. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "command.h"
#include "engine.h"
#include "i18n.h"
#include "infile.h"
#include "option.h"
#include "text.h"

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
		/* (every option has a French name: test_command) */
		if (strcmp(o->name, name) == 0 || utf8_same_word(o->name, name) ||
		    utf8_same_word(engine_words(e)->options[i].french, name))
			break;
	if (o == NULL)
		return word;
	snprintf(buf, len, "%s=%s", o->name, option_value_translate(
	    engine_option_words(e, o)->french_values, o->values, eq + 1, value, sizeof value));
	return buf;
}

/* Whether why is the engines' refusal of an option name that names none
 * (not of a value, for a name an engine takes beyond its table). */
static bool
unknown_option(const char *name, size_t len, const char *why)
{
	char said[ENGINE_WHY];
	/* (each engine's words for it, the same message) */
	snprintf(said, sizeof said, _("unknown option '%.*s' (see 'rules' for the options)"),
	    (int)len, name);
	return strcmp(said, why) == 0;
}

/* An option's name that names none, as typed (name, of len bytes): the
 * names near it, within two letters (one for a short word), in the
 * language's names, said in why; false if none is near. */
static bool
near_options(const struct engine *e, const char *name, size_t len, char *why, size_t whylen)
{
	char typed[64], near[256] = "";
	const struct engine_option *o;
	if (len >= sizeof typed)
		return false;
	snprintf(typed, sizeof typed, "%.*s", (int)len, name);
	int most = len <= 3 ? 1 : 2, best = most + 1;
	for (int pass = 0; pass < 2; pass++)
		for (size_t i = 0; (o = e->option(i)) != NULL; i++) {
			const char *french = engine_words(e)->options[i].french;
			int d = text_distance(o->name, typed, most), f = text_distance(french, typed, most);
			d = f < d ? f : d;
			if (pass == 0 && d < best)
				best = d;
			else if (pass == 1 && d == best && best <= most) {
				size_t at = strlen(near);
				snprintf(near + at, sizeof near - at, "%s%s", at > 0 ? ", " : "",
				    i18n_french_names() ? french : o->name);
			}
		}
	if (near[0] == '\0')
		return false;
	char shown[64];
	snprintf(why, whylen, _("unknown option '%s': did you mean %s?"),
	    text_visible(typed, shown, sizeof shown), near);
	return true;
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
	if (o == NULL || o->type != ENGINE_OPT_FILE) {
		if (engine_option_set(e, rules, word, why, whylen))
			return true;
		/* (a name the engine takes beyond its table, boxes=, is set above) */
		if (o == NULL && eq != NULL && unknown_option(word, (size_t)(eq - word), why))
			near_options(e, word, (size_t)(eq - word), why, whylen);
		return false;
	}
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
