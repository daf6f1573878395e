/* User-facing strings go through gettext: _() translates a message where
 * it is printed, N_() marks one kept in a table (translated by _() where it
 * is printed), ngettext() picks the plural a count takes.  The catalogues
 * are po/; main() opens them (bindtextdomain, textdomain). */
#ifndef TAPIS_I18N_H
#define TAPIS_I18N_H
#include <libintl.h>
#define _(s) gettext(s)
#define N_(s) (s)
#endif
