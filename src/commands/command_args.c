/* A command's words read once for all from its entry's declaration: the
 * flags taken out (each at most once, one of a group, a value after those
 * that take one), the arguments counted; every refusal one line naming
 * the command's flags or usage.  No command reads its own flags. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "command.h"
#include "i18n.h"
#include "never.h"
#include "rows.h"
#include "tapis.h"
#include "text.h"

static int
nflags(const struct command *c)
{
	int n = 0;
	while (c->flags != NULL && c->flags[n].name != NULL)
		n++;
	return n;
}

int
command_flag_index(const struct command *c, const char *word)
{
	for (int i = 0; i < nflags(c); i++) {
		const struct cmd_flag *f = &c->flags[i];
		if (command_word_is(word, f->name) || (f->also != NULL && strcasecmp(word, f->also) == 0))
			return i;
	}
	return -1;
}

/* The index of flag name among the command's; -1 if it has none so.
 * (Each caller names a flag of its own command: its -1 and what the
 * callers make of it are NEVER, HACKING.md.) */
static int
flag_named(const struct command *c, const char *name)
{
	/* untaken: no flag of that name (see above) */
	for (int i = 0; i < nflags(c); i++)
		if (strcmp(c->flags[i].name, name) == 0)
			return i;
	return -1;
}

const char *
cmd_flag(const struct cmd_args *a, const char *name)
{
	int i = flag_named(a->command, name);
	return NEVER(i < 0) ? NULL : a->given[i];
}

int
cmd_flag_at(const struct cmd_args *a, const char *name)
{
	int i = flag_named(a->command, name);
	return NEVER(i < 0) || a->given[i] == NULL ? -1 : a->given_at[i];
}

const char *
cmd_value(const struct cmd_args *a, const char *name)
{
	int i = flag_named(a->command, name);
	return NEVER(i < 0) ? NULL : a->value[i];
}

enum rows_format
cmd_rows_format(const struct cmd_args *a)
{
	enum rows_format f = ROWS_TABLE;
	for (int i = 0; i < nflags(a->command); i++)
		if (a->given[i] != NULL && rows_format(a->command->flags[i].name, &f))
			break;
	return f;
}

/* A flag as a person reads it in the interface's language: its French
 * word in French (--tout), then its value's name (--svg FILE). */
static void
flag_said(const struct cmd_flag *f, char *buf, size_t len)
{
	const char *french = command_word_french(f->name);
	const char *name = i18n_french_names() && french != NULL ? french : f->name;
	snprintf(buf, len, "%s%s%s", name, f->value != NULL ? " " : "",
	    f->value != NULL ? _(f->value) : "");
}

/* The flags of c that a refusal lists ("--win, --all, --json or --tsv"):
 * those of group `group` only when it is not 0 (joined by " and "), else
 * every one not hidden; only the dashed ones when dashed. */
static void
list_flags(const struct command *c, int group, bool dashed, char *buf, size_t len)
{
	int shown[CMD_FLAGS], n = 0;
	for (int i = 0; i < nflags(c); i++) {   /* (n <= i < CMD_FLAGS, test_command) */
		const struct cmd_flag *f = &c->flags[i];
		if (!f->hidden && (group == 0 || f->group == group) && (!dashed || f->name[0] == '-'))
			shown[n++] = i;
	}
	buf[0] = '\0';
	for (int k = 0; k < n; k++) {
		char said[64];
		size_t used = strlen(buf);
		flag_said(&c->flags[shown[k]], said, sizeof said);
		snprintf(buf + used, len - used, "%s%s", k == 0 ? "" : k + 1 < n ? ", "
		    : group != 0 ? _(" and ") : _(" or "), said);
	}
}

/* A word that tries to be a flag of c: a command that takes flags reads a
 * word that starts with '-' (not a negative number) as one. */
static bool
looks_like_flag(const struct command *c, const char *w)
{
	return nflags(c) > 0 && w[0] == '-' && w[1] != '\0' && !isdigit((unsigned char)w[1]);
}

/* "c takes FLAGS, not 'WORD'": a word that is none of its flags. */
static enum cmd_status
refuse_word(struct tapis *t, const char *said, const struct command *c, const char *word,
    bool dashed)
{
	char flags[512], shown[128];
	list_flags(c, 0, dashed, flags, sizeof flags);
	return command_refuse(t, _("%s takes %s, not '%s'"), command_said(said), flags,
	    text_visible(word, shown, sizeof shown));
}

/* Which flag of c the words at argv[*i] are, or -1: two words for a
 * French one such as "en cours" (*i moved past the first, and *typed the
 * two as typed, kept in a), else one. */
static int
flag_at(const struct command *c, int argc, char **argv, int *i, struct cmd_args *a,
    const char **typed)
{
	*typed = argv[*i];
	if (*i + 1 < argc && a->ntwo < 2) {
		char *two = a->two_words[a->ntwo];
		snprintf(two, sizeof a->two_words[0], "%s %s", argv[*i], argv[*i + 1]);
		int k = command_flag_index(c, two);
		if (k >= 0) {
			(*i)++;
			a->ntwo++;
			*typed = two;
			return k;
		}
	}
	return command_flag_index(c, argv[*i]);
}

/* Takes flag k, typed as `typed` at word *i, into a; false once refused. */
static bool
take_flag(struct tapis *t, const char *said, const struct command *c, int k, const char *typed,
    int argc, char **argv, int *i, struct cmd_args *a, enum cmd_status *status)
{
	const struct cmd_flag *f = &c->flags[k];
	char list[512], shown[128];
	if (a->given[k] != NULL && t != NULL) {
		*status = command_refuse(t, _("%s is given twice"), text_visible(typed, shown,
		    sizeof shown));
		return false;
	}
	for (int j = 0; f->group > 0 && j < nflags(c); j++)
		if (j != k && c->flags[j].group == f->group && a->given[j] != NULL && t != NULL) {
			list_flags(c, f->group, false, list, sizeof list);
			*status = command_refuse(t, _("%s takes one of %s"), command_said(said), list);
			return false;
		}
	a->given[k] = typed;
	a->given_at[k] = *i;
	if (f->takes == FLAG_ALONE)
		return true;
	if (*i + 1 == argc) {
		if (t != NULL)
			*status = command_refuse(t, _("%s needs %s"), text_visible(typed, shown,
			    sizeof shown), _(f->needs));
		return t == NULL;
	}
	a->value[k] = argv[++*i];
	return true;
}

/* Takes argument w, the word at i, into a; false once refused (too
 * many). */
static bool
take_argument(struct tapis *t, const char *said, const struct command *c, char *w, int i,
    struct cmd_args *a, enum cmd_status *status)
{
	if (c->max_args != CMD_ANY && a->argc == c->max_args) {
		if (t != NULL)
			*status = c->max_args == 0 && nflags(c) > 0 ? refuse_word(t, said, c, w, false)
			    : command_refuse_usage(t, said, c->usage);
		return t == NULL;
	}
	a->at[a->argc] = i;
	a->arg[a->argc++] = w;
	return true;
}

/* Reads the words; t NULL: quietly, taking what can be taken. */
static bool
parse(struct tapis *t, const char *said, const struct command *c, int argc, char **argv,
    struct cmd_args *a, enum cmd_status *status)
{
	memset(a, 0, sizeof *a);
	a->command = c;
	a->argv = a->arg;
	/* a command of more words is refused before (run_split, command_line.c:
	 * CMD_WORDS with its name), completion keeps 64 with its name:
	 * HACKING.md, NEVER */
	if (NEVER(argc > CMD_WORDS))
		argc = CMD_WORDS;
	for (int i = 0; i < argc; i++) {
		const char *typed;
		int k = flag_at(c, argc, argv, &i, a, &typed);
		bool rest = c->rest && i == argc - 1 && k < 0;   /* the line's rest, as typed */
		bool ok = true;
		if (k >= 0)
			ok = take_flag(t, said, c, k, typed, argc, argv, &i, a, status);
		else if (!rest && looks_like_flag(c, argv[i]) && t != NULL) {
			*status = refuse_word(t, said, c, argv[i], true);
			ok = false;
		} else if (rest || !looks_like_flag(c, argv[i]))
			ok = take_argument(t, said, c, argv[i], i, a, status);
		if (!ok)
			return false;
	}
	/* (one the game in play does not take is refused by its own exec,
	 * saying why, rather than by a usage it could not meet) */
	if (a->argc < c->min_args && t != NULL && command_offered(c, t) &&
	    !(a->argc == 0 && c->alone != NULL && c->alone(t))) {
		*status = command_refuse_usage(t, said, c->usage);
		return false;
	}
	return true;
}

bool
command_parse(struct tapis *t, const struct command *c, const char *said, int argc,
    char **argv, struct cmd_args *a, enum cmd_status *status)
{
	*status = CMD_REJECTED;
	return parse(t, said, c, argc, argv, a, status);
}

void
command_parse_quietly(const struct command *c, int argc, char **argv, struct cmd_args *a)
{
	enum cmd_status status;
	parse(NULL, c->name, c, argc, argv, a, &status);
}
