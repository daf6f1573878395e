/* A player's name, as new, rename and merge take it. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "name.h"
#include "text.h"

/* A name someone can type back and everyone can read: UTF-8, no spaces,
 * no '=', not a number, nothing invisible or that would steer the terminal
 * (control, bidi and zero-width characters), at least one visible
 * character. */
bool
name_check(const char *name, char *why, size_t whylen)
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
	if (!text_has_visible(name)) {
		snprintf(why, whylen, _("the name '%s' has no character that can be seen"), name);
		return false;
	}
	return true;
}
