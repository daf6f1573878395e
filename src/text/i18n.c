/* Which names the tables' words are shown by: the language of the
 * messages decides, through the catalogue itself. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "text.h"

const char *
dice_noun(int n)
{
	return ngettext("die", "dice", (unsigned long)(n < 0 ? 0 : n));
}

bool
i18n_french_names(void)
{
	/* TRANSLATORS: "names: French" where the options, rule sets, commands
	 * and Yams columns are to be shown by their French names (the
	 * tables' own), "names: English" otherwise. */
	return strcmp(_("names: English"), "names: French") == 0;
}

const char *
i18n_collation(void)
{
	/* TRANSLATORS: "names sort as: LOCALE", LOCALE the ICU locale whose
	 * order the names are listed in (fr for French). */
	const char *said = _("names sort as: en");
	const char *prefix = "names sort as: ";
	/* untaken: a catalogue not ours, whose translation lost the prefix */
	return strncmp(said, prefix, strlen(prefix)) == 0 ? said + strlen(prefix) : "en";
}

/* The elisions of the language, from its catalogue: "de d' que qu'" (each
 * word, then what it becomes before a vowel); "" where there are none. */
static const char *
elisions(void)
{
	/* TRANSLATORS: "elisions: " then, for a language that elides a word
	 * before a name starting with a vowel, each word followed by its
	 * elided form: "elisions: de d' que qu'" (le 12 d'élodie).  The
	 * messages elide their own words: this is for the names put in them. */
	const char *said = _("elisions: ");
	const char *prefix = "elisions: ";
	/* untaken: a catalogue not ours, whose translation lost the prefix */
	return strncmp(said, prefix, strlen(prefix)) == 0 ? said + strlen(prefix) : "";
}

/* True if s starts with a letter that is a vowel once its accents are
 * off (a, é, Î...). */
static bool
starts_with_vowel(const char *s)
{
	char c[8];
	utf8_char_at(s, c, sizeof c);     /* (its first character shown: "" at the end) */
	char *key = utf8_word_key(c);
	/* untaken: the key's allocation failing (NULL) */
	bool vowel = key != NULL && key[0] != '\0' && strchr("aeiou", key[0]) != NULL;
	free(key);
	return vowel;
}

/* Where text + i starts the word of rule (word, then its elided form)
 * and a vowel follows it after one space: the bytes of word and space. */
static size_t
elided_at(const char *text, size_t i, const char *word, size_t wlen)
{
	if (i > 0 && text[i - 1] != ' ' && text[i - 1] != '(')
		return 0;
	if (strncmp(text + i, word, wlen) != 0 || text[i + wlen] != ' ' ||
	    !starts_with_vowel(text + i + wlen + 1))
		return 0;
	return wlen + 1;
}

bool
i18n_elides(void)
{
	return *elisions() != '\0';
}

void
i18n_elide(char *text)
{
	const char *rules = elisions();
	bool quoted = false;
	if (*rules == '\0')
		return;
	for (size_t i = 0; text[i] != '\0'; i++) {
		/* what is quoted ('x') is shown as typed */
		if (text[i] == '\'' && (quoted || i == 0 || text[i - 1] == ' ' || text[i - 1] == '('))
			quoted = !quoted;
		for (const char *r = rules; !quoted && *r != '\0';) {
			size_t wlen = strcspn(r, " ");
			/* untaken: a catalogue not ours, a word with no elided form */
			if (r[wlen] != ' ')
				break;
			const char *elided = r + wlen + 1;
			size_t elen = strcspn(elided, " "), n = elided_at(text, i, r, wlen);
			/* untaken: a catalogue not ours, an elided form longer than its word */
			if (n > 0 && elen <= n) {
				memcpy(text + i, elided, elen);
				memmove(text + i + elen, text + i + n, strlen(text + i + n) + 1);
				break;
			}
			for (r = elided + elen; *r == ' '; r++)
				;
		}
	}
}
