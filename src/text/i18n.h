/* User-facing strings go through gettext: _() translates a message where
 * it is printed, N_() marks one kept in a table (translated by _() where it
 * is printed), ngettext() picks the plural a count takes.  The catalogues
 * are po/; main() opens them (bindtextdomain, textdomain). */
#ifndef TAPIS_I18N_H
#define TAPIS_I18N_H
#include <libintl.h>
#include <stdbool.h>
#include <stddef.h>
/* gettext, kept a thread's and a language's (i18n_cache.c): s an id that
 * lasts as long as the program (a literal, or a table of them). */
const char *i18n_gettext(const char *id) __attribute__((format_arg(1)));
/* After LANGUAGE is changed (before the threads that draw begin): the
 * messages kept, and gettext's own, are looked up again. */
void i18n_forget(void);
#define _(s) i18n_gettext(s)
/* ngettext, kept the same way (by id and count) */
const char *i18n_ngettext(const char *id, const char *plural, unsigned long n)
    __attribute__((format_arg(1), format_arg(2)));
#undef ngettext
#define ngettext(s, p, n) i18n_ngettext(s, p, n)
#ifndef N_
#define N_(s) (s)
#endif
/* A word's singular and plural marked for translation and kept as data,
 * two initialisers of an array of two, said by ngettext. */
#define NP_(s, p) s, p

/* True where the tables' words (options, rule sets, commands, Yams
 * columns) are to be shown by their French names: a French catalogue. */
bool i18n_french_names(void);
/* The ICU locale whose order names are sorted in: the language of the
 * messages', through its catalogue ("fr" for French, else "en"). */
const char *i18n_collation(void);
/* text with the language's elisions before the names put in it, in place
 * ("le 12 de élodie" becomes "le 12 d'élodie" in French); a quoted part
 * ('de alice') is left as typed.  Nothing changes in English. */
void i18n_elide(char *text);
/* Whether the language elides anything (i18n_elide would change text). */
bool i18n_elides(void);

struct msg;
/* "die" or "dice", as n asks, in the language of the messages. */
const char *dice_noun(int n);
/* The text of message m (msg.h) in the language of the messages, into buf
 * (cut to len as snprintf cuts); returns buf. */
char *msg_text(const struct msg *m, char *buf, size_t len);
#endif
