/* User-facing strings go through _() so that a French catalogue can follow;
 * until gettext is wired in, _() is the identity. */
#ifndef TAPIS_I18N_H
#define TAPIS_I18N_H
#define _(s) (s)
#define N_(s) (s)
#endif
