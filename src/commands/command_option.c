/* A rule set's option as typed at new or preset save, in English or
 * French, and the file a file option names. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "command.h"
#include "engine.h"
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
