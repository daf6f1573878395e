/* Accept-Language (RFC 9110, 12.5.4): "fr-CA, en;q=0.8, *;q=0.1".  Each
 * page is drawn in its language by the thread that draws it (uselocale),
 * gettext reading the thread's locale. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "serve_lang.h"

/* The q-value of the parameters at p (up to end) in thousandths: 1000
 * where none is said, -1 where it cannot be read. */
static int
quality(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t' || *p == ';'))
		p++;
	if (p == end)
		return 1000;
	if (end - p < 3 || (p[0] != 'q' && p[0] != 'Q') || p[1] != '=' || (p[2] != '0' &&
	    p[2] != '1'))
		return -1;
	int q = (p[2] - '0') * 1000, scale = 100;
	p += 3;
	if (p < end && *p == '.')
		for (p++; p < end && *p >= '0' && *p <= '9' && scale > 0; p++, scale /= 10)
			q += (*p - '0') * scale;
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	return p == end && q <= 1000 ? q : -1;
}

/* Whether the tag at p (n bytes) is French: fr, or fr-anything. */
static bool
french(const char *p, size_t n)
{
	return n >= 2 && (p[0] == 'f' || p[0] == 'F') && (p[1] == 'r' || p[1] == 'R') &&
	    (n == 2 || p[2] == '-');
}

enum serve_lang
serve_lang_pick(const char *accept)
{
	enum serve_lang best = LANG_EN;
	int best_q = 0;
	for (const char *p = accept; p != NULL && *p != '\0';) {
		const char *end = p + strcspn(p, ",");
		while (p < end && (*p == ' ' || *p == '\t'))
			p++;
		size_t tag = strcspn(p, ",; \t");
		int q = quality(p + tag, end);
		if (tag > 0 && q > best_q) {
			best_q = q;
			best = french(p, tag) ? LANG_FR : LANG_EN;
		}
		p = *end == ',' ? end + 1 : end;
	}
	return best;
}

const char *
serve_lang_code(enum serve_lang lang)
{
	return lang == LANG_FR ? "fr" : "en";
}

/* The locale of name (every category), numbers as C writes them; 0 if
 * the machine has none of that name. */
static locale_t
made(const char *name)
{
	locale_t l = newlocale(LC_ALL_MASK, name, (locale_t)0);
	if (l == (locale_t)0)
		return l;
	locale_t c = newlocale(LC_NUMERIC_MASK, "C", l);
	if (c == (locale_t)0)
		freelocale(l);
	return c;
}

bool
serve_langs_open(struct serve_langs *l)
{
	static const char *const french_names[] = {
		"fr_FR.UTF-8", "fr_FR.utf8", "fr_BE.UTF-8", "fr_BE.utf8", "fr_CA.UTF-8",
		"fr_CA.utf8", "fr_CH.UTF-8", "fr_CH.utf8", "fr_LU.UTF-8", "fr_LU.utf8",
	};
	l->locale[LANG_EN] = made("C.UTF-8");
	if (l->locale[LANG_EN] == (locale_t)0)     /* untaken: no C.UTF-8 (glibc has it built in) */
		l->locale[LANG_EN] = made("C");
	l->locale[LANG_FR] = (locale_t)0;
	/* untaken: a machine of no French locale (the tests': ./dev.sh deps makes one) */
	for (size_t i = 0; i < sizeof french_names / sizeof french_names[0] &&
	    l->locale[LANG_FR] == (locale_t)0; i++)
		l->locale[LANG_FR] = made(french_names[i]);
	/* a French locale without tapis's French catalogue (a tapis not
	 * installed, run without TEXTDOMAINDIR) would say English under
	 * lang="fr": such pages are English, and say so */
	/* untaken: a machine of no French locale (the tests': ./dev.sh deps makes one) */
	if (l->locale[LANG_FR] != (locale_t)0) {
		locale_t was = uselocale(l->locale[LANG_FR]);
		bool speaks = i18n_french_names();
		uselocale(was);
		if (!speaks) {
			freelocale(l->locale[LANG_FR]);
			l->locale[LANG_FR] = (locale_t)0;
		}
	}
	l->french = l->locale[LANG_FR] != (locale_t)0;
	return l->locale[LANG_EN] != (locale_t)0;
}

void
serve_langs_close(struct serve_langs *l)
{
	for (int i = 0; i < LANG_COUNT; i++)
		if (l->locale[i] != (locale_t)0)
			freelocale(l->locale[i]);
}

locale_t
serve_langs_locale(const struct serve_langs *l, enum serve_lang lang)
{
	/* untaken: a machine of no French locale (the tests': ./dev.sh deps makes one) */
	return lang == LANG_FR && l->french ? l->locale[LANG_FR] : l->locale[LANG_EN];
}
