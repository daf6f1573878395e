/* The language of a page (serve_lang.c): Accept-Language read, and a
 * locale a language, which the thread drawing a page takes on. */
#ifndef TAPIS_SERVE_LANG_H
#define TAPIS_SERVE_LANG_H

#include <locale.h>
#include <stdbool.h>

enum serve_lang { LANG_EN, LANG_FR, LANG_COUNT };

/* The language Accept-Language's value asks for first (q-values
 * weighed, the first of the best): French if its tag is fr, else
 * English; English for NULL or nothing readable. */
enum serve_lang serve_lang_pick(const char *accept);
/* "en" or "fr", as <html lang> and Content-Language say it. */
const char *serve_lang_code(enum serve_lang lang);

/* A locale a language, made once: its messages and the dates people
 * read, the numbers of C as the rest of tapis writes them. */
struct serve_langs {
	locale_t locale[LANG_COUNT];
	bool french;              /* a French locale was found */
};
/* Makes them; false if not even English's can be made.  Without a French
 * locale, French pages are English ones (french false). */
bool serve_langs_open(struct serve_langs *l);
void serve_langs_close(struct serve_langs *l);
/* The locale to draw a page of lang in. */
locale_t serve_langs_locale(const struct serve_langs *l, enum serve_lang lang);

#endif
