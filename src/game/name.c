/* A player's name, as new, rename and import take it; the names a table
 * gives things of its rules (a Yams box's label) by the same rule. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "name.h"
#include "never.h"
#include "text.h"

/* What every name ever stored keeps to: UTF-8, no spaces, no '=', not a
 * number, nothing that would steer the terminal or hide (control, bidi
 * and zero-width characters), at least one character that can be seen;
 * and a new name, one everyone can read back: no private-use or
 * unassigned code point (a box, or nothing, on most screens), no blank
 * that is no space. */
enum name_fault
name_fault(const char *name, enum name_rule rule)
{
	if (!utf8_valid(name))
		return NAME_NOT_TEXT;
	if (isdigit((unsigned char)name[0]) || name[0] == '-' || name[0] == '#')
		return NAME_START;
	if (text_has_hidden(name) || text_has_space(name) || strpbrk(name, "\"\\;=") != NULL)
		return NAME_CHARACTER;
	if (rule == NAME_NEW ? !text_has_visible(name) : !text_was_visible(name))
		return NAME_UNSEEN;
	if (rule == NAME_NEW && text_has_unreadable(name))
		return NAME_UNREADABLE;
	return NAME_FINE;
}

bool
name_check(const char *name, enum name_rule rule, char *why, size_t whylen)
{
	/* (GAME_NAME_MAX characters of UTF-8 take at most GAME_NAME_BYTES) */
	if (utf8_valid(name) && (utf8_length(name) > GAME_NAME_MAX ||
	    NEVER(strlen(name) > GAME_NAME_BYTES))) {
		snprintf(why, whylen, _("the name '%s' is too long (at most %d characters)"),
		    name, GAME_NAME_MAX);
		return false;
	}
	/* untaken: the switch's own way out, for a value no name_fault gives */
	switch (name_fault(name, rule)) {
	case NAME_NOT_TEXT:
		snprintf(why, whylen, _("a player's name must be UTF-8 text (check the terminal's"
		    " encoding)"));
		return false;
	case NAME_START:
		snprintf(why, whylen, _("'%s' cannot be a player's name: start it with a letter"),
		    name);
		return false;
	case NAME_CHARACTER:
		snprintf(why, whylen, _("the name '%s' has a character names cannot hold (a control,"
		    " invisible or bidi character, a space, '\"', '\\', ';' or '=')"), name);
		return false;
	case NAME_UNSEEN:
		snprintf(why, whylen, _("the name '%s' has no character that can be seen"), name);
		return false;
	case NAME_UNREADABLE:
		snprintf(why, whylen, _("the name '%s' has a character no one can read back (of"
		    " private use, not yet in Unicode, or a blank)"), name);
		return false;
	case NAME_FINE:
		break;
	}
	return true;
}

bool
name_apart(const char *name, const char *other, char *why, size_t whylen)
{
	if (utf8_same_fold(name, other)) {
		snprintf(why, whylen, _("%s is named twice: each player needs a name of their own"),
		    name);
		return false;
	}
	if (unicode_confusable(name, other)) {
		snprintf(why, whylen, _("%s looks like %s: each player needs a name the others can"
		    " tell apart"), name, other);
		return false;
	}
	return true;
}

/* The label of thing `of` (what, label) keeps to the rule of new names;
 * false with why naming the thing. */
static bool
label_rule(const struct arg_name *of, char *why, size_t whylen)
{
	char shown[96];
	text_visible(of->label, shown, sizeof shown);
	/* untaken: a label not UTF-8 (Yams's sheet reader refuses one first), and
	 * the switch's own way out, for a value no name_fault gives */
	switch (name_fault(of->label, NAME_NEW)) {
	case NAME_NOT_TEXT:
		snprintf(why, whylen, _("%s=: a label must be UTF-8 text"), of->what);
		return false;
	case NAME_START:
		snprintf(why, whylen, _("%s=%s: a label starts with a letter, as a player's name"
		    " does"), of->what, shown);
		return false;
	case NAME_CHARACTER:
		snprintf(why, whylen, _("%s=%s: a label, as a player's name, holds no control,"
		    " invisible or bidi character, space, '\"', '\\', ';' or '='"), of->what,
		    shown);
		return false;
	case NAME_UNSEEN:
		snprintf(why, whylen, _("%s=%s: the label has no character that can be seen"),
		    of->what, shown);
		return false;
	case NAME_UNREADABLE:
		snprintf(why, whylen, _("%s=%s: the label has a character no one can read back"
		    " (of private use, not yet in Unicode, or a blank)"), of->what, shown);
		return false;
	case NAME_FINE:
		break;
	}
	return true;
}

/* Whether the label of `of` can be told apart from word, a name of
 * `other`; false with why naming both things. */
static bool
label_apart(const struct arg_name *of, const struct arg_name *other, const char *word,
    char *why, size_t whylen)
{
	bool same = utf8_same_fold(of->label, word);
	if (!same && !unicode_confusable(of->label, word))
		return true;
	char shown[96], theirs[96];
	text_visible(of->label, shown, sizeof shown);
	text_visible(word, theirs, sizeof theirs);
	snprintf(why, whylen, same ? _("%s=%s: %s already names %s: each box needs a name of its"
	    " own") : _("%s=%s looks like %s, which names %s: each box needs a name the others"
	    " can tell apart"), of->what, shown, theirs, other->what);
	return false;
}

/* The label of thing i (of) against every word and label of the others. */
static bool
label_alone(const struct engine *e, const void *rules, int i, const struct arg_name *of,
    char *why, size_t whylen)
{
	struct arg_name other;
	for (int j = 0; engine_arg_named(e, rules, j, &other); j++) {
		if (j == i)
			continue;
		if (other.label != NULL && !label_apart(of, &other, other.label, why, whylen))
			return false;
		/* (the words are NULL-ended within ARG_NAME_WORDS: engine.h) */
		for (int k = 0; ALWAYS(k < ARG_NAME_WORDS) && other.words[k] != NULL; k++)
			if (!label_apart(of, &other, other.words[k], why, whylen))
				return false;
	}
	return true;
}

bool
name_labels_check(const struct engine *e, const void *rules, char *why, size_t whylen)
{
	struct arg_name of;
	for (int i = 0; engine_arg_named(e, rules, i, &of); i++)
		if (of.label != NULL && (!label_rule(&of, why, whylen) ||
		    !label_alone(e, rules, i, &of, why, whylen)))
			return false;
	return true;
}
