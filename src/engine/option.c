/* Reading option values, the same for every engine (option.h). */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "option.h"
#include "text.h"

bool
option_parse_int(const char *text, int min, int max, int *out)
{
	if (!isdigit((unsigned char)*text))
		return false;
	errno = 0;
	char *end;
	long v = strtol(text, &end, 10);
	if (errno != 0 || *end != '\0' || v < min || v > max)
		return false;
	*out = (int)v;
	return true;
}

bool
option_parse_bool(const char *text, bool *out)
{
	static const char *const yes[] = {"yes", "on", "true", "1", "oui"};
	static const char *const no[] = {"no", "off", "false", "0", "non"};
	for (size_t i = 0; i < sizeof yes / sizeof yes[0]; i++) {
		if (strcasecmp(text, yes[i]) == 0)
			return *out = true, true;
		if (strcasecmp(text, no[i]) == 0)
			return *out = false, true;
	}
	return false;
}

const char *
option_value_translate(const char *from, const char *to, const char *value, char *buf,
    size_t len)
{
	while (from != NULL && to != NULL && *from && *to) {
		size_t flen = strcspn(from, "|"), tlen = strcspn(to, "|");
		char f[32], t[32];
		snprintf(f, sizeof f, "%.*s", (int)flen, from);
		snprintf(t, sizeof t, "%.*s", (int)tlen, to);
		size_t stem = flen > 1 && f[flen - 1] == 'N' && tlen > 1 && t[tlen - 1] == 'N'
		    ? flen - 1 : 0;
		char *key = stem > 0 ? utf8_word_key(value) : NULL;
		bool same_stem = key != NULL && strncmp(key, f, stem) == 0 &&
		    isdigit((unsigned char)key[stem]);
		if (same_stem)      /* folding leaves the digits as they were */
			snprintf(buf, len, "%.*s%s", (int)(tlen - 1), t, key + stem);
		free(key);
		if (same_stem)
			return buf;
		if (stem == 0 && strcmp(f, t) != 0 && utf8_same_word(f, value)) {
			snprintf(buf, len, "%s", t);
			return buf;
		}
		from += flen + (from[flen] == '|');
		to += tlen + (to[tlen] == '|');
	}
	return value;
}

bool
option_split(const char *assignment, size_t *namelen, const char **value, struct msg *why)
{
	const char *eq = strchr(assignment, '=');
	if (eq == NULL || eq == assignment) {
		msg_set(why, N_("'%s' is not an option: options are NAME=VALUE"),
		    assignment);
		return false;
	}
	*namelen = (size_t)(eq - assignment);
	*value = eq + 1;
	return true;
}
