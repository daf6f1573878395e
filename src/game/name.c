/* A player's name, as new, rename and import take it. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "name.h"
#include "text.h"

/* What every name ever stored keeps to: UTF-8, no spaces, no '=', not a
 * number, nothing that would steer the terminal or hide (control, bidi
 * and zero-width characters), at least one character that can be seen. */
static bool
stored_rule(const char *name, char *why, size_t whylen)
{
	if (!utf8_valid(name)) {
		snprintf(why, whylen, _("a player's name must be UTF-8 text (check the terminal's"
		    " encoding)"));
		return false;
	}
	if (utf8_length(name) > GAME_NAME_MAX || strlen(name) > GAME_NAME_BYTES) {
		snprintf(why, whylen, _("the name '%s' is too long (at most %d characters)"),
		    name, GAME_NAME_MAX);
		return false;
	}
	if (isdigit((unsigned char)name[0]) || name[0] == '-' || name[0] == '#') {
		snprintf(why, whylen, _("'%s' cannot be a player's name: start it with a letter"),
		    name);
		return false;
	}
	if (text_has_hidden(name) || text_has_space(name) || strpbrk(name, "\"\\;=") != NULL) {
		snprintf(why, whylen, _("the name '%s' has a character names cannot hold (a control,"
		    " invisible or bidi character, a space, '\"', '\\', ';' or '=')"), name);
		return false;
	}
	return true;
}

bool
name_check(const char *name, enum name_rule rule, char *why, size_t whylen)
{
	if (!stored_rule(name, why, whylen))
		return false;
	if (rule == NAME_NEW ? !text_has_visible(name) : !text_was_visible(name)) {
		snprintf(why, whylen, _("the name '%s' has no character that can be seen"), name);
		return false;
	}
	/* A new name is one everyone can read back: no private-use or
	 * unassigned code point (a box, or nothing, on most screens), no blank
	 * that is no space. */
	if (rule == NAME_NEW && text_has_unreadable(name)) {
		snprintf(why, whylen, _("the name '%s' has a character no one can read back (of"
		    " private use, not yet in Unicode, or a blank)"), name);
		return false;
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
