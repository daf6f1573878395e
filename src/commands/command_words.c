/* The words commands take after their name, in English and French, and a
 * command's name as a message says it. */
#include "config.h"

#include <string.h>
#include <strings.h>

#include "command.h"
#include "i18n.h"
#include "text.h"

/* Each with its French; a word may have two French ones (all: toutes for
 * games, tout for rows), the first the one completed and shown. */
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
	{"--steps", "--étapes"},
	{"--repair", "--réparer"},
	{"stop", "arrêter"},
	{"--listen", "--écouter"},
	{"--schema", "--schéma"},
	{"--league", "--ligue"},
	{"--lan", "--réseau"},
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
command_said_of(const struct command *c)
{
	return i18n_french_names() ? c->french : c->name;
}

const char *
command_said(const char *name)
{
	for (size_t i = 0; i < ncommands; i++)
		if (strcmp(commands[i]->name, name) == 0)
			return command_said_of(commands[i]);
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
