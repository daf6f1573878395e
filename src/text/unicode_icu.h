/* ICU's functions, found when first needed (dlopen), not linked: a
 * command that reads and prints only ASCII, as most do, starts without
 * loading ICU and the C++ library it brings (a sixth of what a process
 * spent before its first answer, issue 29).  Its types, constants and
 * macros are still those of its headers.  For unicode.c and collation.c
 * only. */
#ifndef TAPIS_UNICODE_ICU_H
#define TAPIS_UNICODE_ICU_H

#include <unicode/uchar.h>
#include <unicode/ucol.h>
#include <unicode/unorm2.h>
#include <unicode/uspoof.h>
#include <unicode/ustring.h>

/* Each field is named as the function (ICU's headers rename both alike,
 * u_charType to u_charType_72): icu()->u_charType(c). */
struct unicode_icu {
	__typeof__(u_charType) *u_charType;
	__typeof__(u_hasBinaryProperty) *u_hasBinaryProperty;
	__typeof__(u_isalnum) *u_isalnum;
	__typeof__(u_getIntPropertyValue) *u_getIntPropertyValue;
	__typeof__(u_getCombiningClass) *u_getCombiningClass;
	__typeof__(u_strFromUTF8) *u_strFromUTF8;
	__typeof__(u_strToUTF8) *u_strToUTF8;
	__typeof__(unorm2_normalize) *unorm2_normalize;
	__typeof__(unorm2_getNFKCCasefoldInstance) *unorm2_getNFKCCasefoldInstance;
	__typeof__(unorm2_getNFDInstance) *unorm2_getNFDInstance;
	__typeof__(unorm2_getNFCInstance) *unorm2_getNFCInstance;
	__typeof__(uspoof_open) *uspoof_open;
	__typeof__(uspoof_setChecks) *uspoof_setChecks;
	__typeof__(uspoof_areConfusableUTF8) *uspoof_areConfusableUTF8;
	__typeof__(uspoof_close) *uspoof_close;
	__typeof__(ucol_open) *ucol_open;
	__typeof__(ucol_setAttribute) *ucol_setAttribute;
	__typeof__(ucol_strcollUTF8) *ucol_strcollUTF8;
	__typeof__(ucol_close) *ucol_close;
};

/* ICU's functions, its libraries loaded by the first call (once, whatever
 * the thread).  Where they cannot be, tapis cannot go on, as when the
 * system's loader could not find them at its start: said on standard
 * error, exit status 127, as the loader does. */
const struct unicode_icu *icu(void);

#endif
