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

#include "library.h"
#include "unicode_icu.h"

#define NAME_OF(f) NAME_OF_(f)
#define NAME_OF_(f) #f

static struct unicode_icu loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

#define SYMBOL(f) {NAME_OF(f), &loaded.f}

static const struct library_symbol uc_symbols[] = {
	SYMBOL(u_charType), SYMBOL(u_hasBinaryProperty), SYMBOL(u_isalnum),
	SYMBOL(u_getIntPropertyValue), SYMBOL(u_getCombiningClass), SYMBOL(u_strFromUTF8),
	SYMBOL(u_strToUTF8), SYMBOL(unorm2_normalize), SYMBOL(unorm2_getNFKCCasefoldInstance),
	SYMBOL(unorm2_getNFDInstance), SYMBOL(unorm2_getNFCInstance),
};

static const struct library_symbol i18n_symbols[] = {
	SYMBOL(uspoof_open), SYMBOL(uspoof_setChecks), SYMBOL(uspoof_areConfusableUTF8),
	SYMBOL(uspoof_close), SYMBOL(ucol_open), SYMBOL(ucol_setAttribute),
	SYMBOL(ucol_strcollUTF8), SYMBOL(ucol_close),
};

/* (the libraries stay loaded: their data serve until the process ends;
 * their functions bound as they are first called, RTLD_LAZY: binding all
 * of two libraries' and their C++ runtime's at once was a quarter of the
 * 4.4 million instructions the first name sorted in a stats paid for
 * loading them, for the few functions tapis calls) */
static void
load(void)
{
	const char *why = NULL;
	if (library_load(ICU_UC_SONAME, RTLD_LAZY | RTLD_LOCAL, uc_symbols,
	        sizeof uc_symbols / sizeof *uc_symbols, &why) != NULL &&
	    library_load(ICU_I18N_SONAME, RTLD_LAZY | RTLD_LOCAL, i18n_symbols,
	        sizeof i18n_symbols / sizeof *i18n_symbols, &why) != NULL)
		return;
	fprintf(stderr, "tapis: error while loading ICU (%s, %s): %s\n", ICU_UC_SONAME,
	    ICU_I18N_SONAME, why);
	exit(127);
}

const struct unicode_icu *
icu(void)
{
	pthread_once(&once, load);
	return &loaded;
}
