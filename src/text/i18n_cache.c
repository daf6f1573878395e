/* The messages of i18n.h (its _ and ngettext), each looked up once a
 * language and thread, then kept.  glibc's
 * gettext costs some 1,500 instructions a call (its lock, the locale's
 * name, a search of the loaded catalogues); an entry's answer says ten
 * messages or so (issue 29).  The cache is a thread's: `tapis serve`
 * draws pages in several languages at once, each thread under its own
 * locale (uselocale).  It is emptied when what gettext reads changes:
 * the name of the thread's LC_MESSAGES locale (setlocale, uselocale),
 * the catalogues (textdomain and bindtextdomain bump GNU gettext's
 * _nl_msg_cat_cntr, as setlocale does), or LANGUAGE (whoever changes it
 * calls i18n_forget, which bumps it: gettext's own known translations
 * would not see the change either).
 * Keyed by the message id's address: only ids in the program's own image
 * (literals and tables of them, as N_ marks them) are kept; an id in a
 * buffer is looked up every time, its bytes may change. */
#include "config.h"

#include <langinfo.h>
#include <locale.h>
#include <stdint.h>
#include <string.h>

#include "i18n.h"
#include "never.h"

/* i18n.h makes ngettext ours: libintl's is dngettext of the domain in force */

#if defined ENABLE_NLS && defined _NL_LOCALE_NAME
/* GNU gettext's counter of changes to the catalogues (AM_GNU_GETTEXT
 * links only with a gettext that has it), and the bounds of the program's
 * image (GNU ld, gold and lld define them). */
extern int _nl_msg_cat_cntr;
extern const char __executable_start[], _end[];

#define SLOTS 256                 /* a power of 2: more than an answer says */
#define PLURALS 512               /* ngettext's, keyed by the count too: a listing
                                     says "N turns" for every N up to a few hundred */
#define LANG_NAME 64

static _Thread_local struct {
	char lang[LANG_NAME];     /* "" until the first look-up */
	int catalogues;           /* _nl_msg_cat_cntr then */
	struct {
		const char *id, *text;
	} slot[SLOTS];
	struct {
		const char *id, *text;
		unsigned long n;
	} plural[PLURALS];
} cache;

/* True if s lies in the program's image: a literal or a table's, whose
 * bytes never change (compared as numbers: they are not one array). */
static bool
in_image(const char *s)
{
	uintptr_t p = (uintptr_t)s;
	/* untaken: nothing lies below the image (the heap, the stack and the
	 * catalogues' mappings lie above it) */
	return p >= (uintptr_t)__executable_start && p < (uintptr_t)_end;
}

/* True if the cache is for the language and catalogues in force, after
 * emptying it for them where it was not; false where it cannot be (a
 * locale's name too long to keep). */
static bool
cache_current(void)
{
	const char *lang = nl_langinfo(_NL_LOCALE_NAME(LC_MESSAGES));
	if (cache.catalogues == _nl_msg_cat_cntr && strcmp(cache.lang, lang) == 0)
		return cache.lang[0] != '\0';
	size_t n = strlen(lang);
	/* (glibc names every locale, "C" at least: HACKING.md, NEVER) */
	if (NEVER(n == 0) || n >= sizeof cache.lang)
		return false;
	memcpy(cache.lang, lang, n + 1);
	cache.catalogues = _nl_msg_cat_cntr;
	memset(cache.slot, 0, sizeof cache.slot);
	memset(cache.plural, 0, sizeof cache.plural);
	return true;
}

const char *
i18n_gettext(const char *id)
{
	/* untaken: no locale has a name of LANG_NAME bytes or more (cache_current) */
	if (!in_image(id) || !cache_current())
		return gettext(id);
	uintptr_t h = (uintptr_t)id;
	h = (h ^ h >> 4 ^ h >> 12) & (SLOTS - 1);
	if (cache.slot[h].id != id) {
		cache.slot[h].text = gettext(id);
		cache.slot[h].id = id;
	}
	return cache.slot[h].text;
}

/* The same for a message with a plural, kept by its id and count: the
 * form a count takes is the catalogue's (its Plural-Forms), not ours. */
const char *
i18n_ngettext(const char *id, const char *plural, unsigned long n)
{
	/* untaken: no locale has a name of LANG_NAME bytes or more (cache_current) */
	if (!in_image(id) || !in_image(plural) || !cache_current())
		return dngettext(NULL, id, plural, n);
	uintptr_t h = (uintptr_t)id ^ n * 0x9e3779b1u;
	h = (h ^ h >> 4 ^ h >> 12) & (PLURALS - 1);
	if (cache.plural[h].id != id || cache.plural[h].n != n) {
		cache.plural[h].text = dngettext(NULL, id, plural, n);
		cache.plural[h].id = id;
		cache.plural[h].n = n;
	}
	return cache.plural[h].text;
}

void
i18n_forget(void)
{
	++_nl_msg_cat_cntr;
}
#else
const char *
i18n_gettext(const char *id)
{
	return gettext(id);
}

const char *
i18n_ngettext(const char *id, const char *plural, unsigned long n)
{
	return dngettext(NULL, id, plural, n);
}

void
i18n_forget(void)
{
}
#endif
