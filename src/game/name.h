/* What a player's name may be: one rule wherever a name comes in, the
 * names a table gives things of its rules (a Yams box's label) too. */
#ifndef TAPIS_NAME_H
#define TAPIS_NAME_H

#include <stdbool.h>
#include <stddef.h>

struct engine;

enum name_rule {
	NAME_NEW,                 /* typed at new or rename: read back by everyone */
	NAME_STORED,              /* imported: any name a tapis may have stored, so
	                             that every export imports */
};

/* The rule a name's characters break, each caller saying it in its own
 * words (its length is the caller's to check). */
enum name_fault {
	NAME_FINE,
	NAME_NOT_TEXT,            /* not UTF-8 */
	NAME_START,               /* a digit, '-' or '#' first: a number or a flag */
	NAME_CHARACTER,           /* a control, invisible, bidi character or space,
	                             '"', '\', ';' or '=' */
	NAME_UNSEEN,              /* no character that can be seen */
	NAME_UNREADABLE,          /* private use, unassigned, a blank (NAME_NEW) */
};
enum name_fault name_fault(const char *name, enum name_rule rule);

/* True if name keeps to rule; false with the rule it breaks in why. */
bool name_check(const char *name, enum name_rule rule, char *why, size_t whylen);
/* True if name can sit beside other in one game: not the same but for
 * case or form, and not alike to the eye ("bob1" and "bobl"); false, with
 * why naming other. */
bool name_apart(const char *name, const char *other, char *why, size_t whylen);
/* True if the names rules of engine e give things (engine_arg_named: a
 * Yams box's label) keep to the rule of new names and each can be told
 * apart from every word of the other things; false, with why naming the
 * thing.  Checked where rules are typed (new, preset save), not where
 * they are read back. */
bool name_labels_check(const struct engine *e, const void *rules, char *why, size_t whylen);

#endif
