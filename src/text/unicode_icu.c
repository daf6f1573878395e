/* ICU loaded at its first use (unicode_icu.h says why), by the names of
 * the libraries the build was configured with (ICU_UC_SONAME,
 * ICU_I18N_SONAME), each function by its name as ICU's headers rename it
 * (u_charType_72). */
#include "config.h"

#include <dlfcn.h>
#include <stdbool.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "unicode_icu.h"

#define NAME_OF(f) NAME_OF_(f)
#define NAME_OF_(f) #f

static struct unicode_icu loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

/* Sets the pointer at fn to function name of lib; false if it has none.
 * (A function's address through a data pointer: what dlsym gives, as
 * POSIX allows.) */
static bool
find(void *lib, const char *name, void *fn)
{
	void *at = lib != NULL ? dlsym(lib, name) : NULL;
	memcpy(fn, &at, sizeof at);
	return at != NULL;
}

#define FIND(lib, f) find(lib, NAME_OF(f), &loaded.f)

static bool
load_uc(void *uc)
{
	return FIND(uc, u_charType) && FIND(uc, u_hasBinaryProperty) && FIND(uc, u_isalnum) &&
	    FIND(uc, u_getIntPropertyValue) && FIND(uc, u_getCombiningClass) &&
	    FIND(uc, u_strFromUTF8) && FIND(uc, u_strToUTF8) && FIND(uc, unorm2_normalize) &&
	    FIND(uc, unorm2_getNFKCCasefoldInstance) && FIND(uc, unorm2_getNFDInstance) &&
	    FIND(uc, unorm2_getNFCInstance);
}

static bool
load_i18n(void *i18n)
{
	return FIND(i18n, uspoof_open) && FIND(i18n, uspoof_setChecks) &&
	    FIND(i18n, uspoof_areConfusableUTF8) && FIND(i18n, uspoof_close) &&
	    FIND(i18n, ucol_open) && FIND(i18n, ucol_setAttribute) &&
	    FIND(i18n, ucol_strcollUTF8) && FIND(i18n, ucol_close);
}

/* (the libraries stay loaded: their data serve until the process ends;
 * their functions bound as they are first called, RTLD_LAZY: binding all
 * of two libraries' and their C++ runtime's at once was a quarter of the
 * 4.4 million instructions the first name sorted in a stats paid for
 * loading them, for the few functions tapis calls) */
static void
load(void)
{
	void *uc = dlopen(ICU_UC_SONAME, RTLD_LAZY | RTLD_LOCAL);
	void *i18n = uc != NULL ? dlopen(ICU_I18N_SONAME, RTLD_LAZY | RTLD_LOCAL) : NULL;
	if (load_uc(uc) && load_i18n(i18n))
		return;
	const char *why = dlerror();
	fprintf(stderr, "tapis: error while loading ICU (%s, %s): %s\n", ICU_UC_SONAME,
	    ICU_I18N_SONAME, why != NULL ? why : "a function is missing");
	exit(127);
}

const struct unicode_icu *
icu(void)
{
	pthread_once(&once, load);
	return &loaded;
}
