/* Loading a library by its name and the symbols tapis uses of it, one
 * loop for every library loaded at its first use (library.h says why). */
#include "config.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include "library.h"

void *
library_load(const char *soname, int flags, const struct library_symbol *symbols, size_t count,
    const char **why)
{
	void *lib = dlopen(soname, flags);
	if (lib == NULL) {
		*why = dlerror();
		return NULL;
	}
	for (size_t i = 0; i < count; i++) {
		/* (a function's address through a data pointer: what dlsym
		 * gives, as POSIX allows) */
		void *at = dlsym(lib, symbols[i].name);
		if (at == NULL) {
			static _Thread_local char missing[160];
			snprintf(missing, sizeof missing, "%s has no %s", soname, symbols[i].name);
			*why = missing;
			dlclose(lib);
			return NULL;
		}
		memcpy(symbols[i].to, &at, sizeof at);
	}
	return lib;
}
