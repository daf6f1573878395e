/* A shared library loaded at its first use (dlopen), not linked: what
 * tapis needs of ICU, readline, libmicrohttpd, libqrencode and libpq, so
 * that a command that needs none of them starts without mapping and
 * binding them (issue 29), and a library a machine lacks costs only the
 * commands that use it. */
#ifndef TAPIS_LIBRARY_H
#define TAPIS_LIBRARY_H

#include <stddef.h>

/* One symbol to find, and the pointer its address is written to (a
 * function's pointer or a variable's, of the type its header gives). */
struct library_symbol {
	const char *name;
	void *to;
};

/* Opens the library soname (dlopen's flags) and sets every symbol of the
 * list; the library, which stays loaded, or NULL, then *why says what was
 * wrong (the loader's words, or the name of a symbol it lacks) and no
 * pointer of the list is to be used. */
void *library_load(const char *soname, int flags, const struct library_symbol *symbols,
    size_t count, const char **why);

#endif
