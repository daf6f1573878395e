/* What tapis asks of Unicode, from ICU, the one Unicode library it uses:
 * the kind of a character (hidden, visible, a space), its width on a
 * terminal, the keys two words or names are matched on, and whether two
 * names look alike (UTS #39).  The rest of text.c knows bytes only. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/uspoof.h>
#include <unicode/utf8.h>

#include "text.h"

size_t
utf8_next(const char *s, int32_t *c, bool *is_hidden)
{
	int32_t i = 0, len = (int32_t)strnlen(s, 4);
	UChar32 cp;
	if (len == 0)
		return 0;
	U8_NEXT((const uint8_t *)s, i, len, cp);
	if (cp < 0)
		return 0;
	*c = cp;
	*is_hidden = unicode_hidden(cp);
	return (size_t)i;
}

/* Whether code point c is shown as an escape: a control character (C0, C1,
 * DEL), a format character (bidi controls, zero-width ones, the byte order
 * mark), which a terminal would act on or hide, a line or paragraph
 * separator (U+2028, U+2029: a new line to some terminals and viewers), a
 * default-ignorable one (the fillers, joiners and selectors that show
 * nothing, whatever their category), or a noncharacter. */
bool
unicode_hidden(int32_t c)
{
	/* (ASCII, most of what is shown, answered without ICU: its controls
	 * and DEL alone are hidden) */
	if (c >= 0 && c < 0x80)
		return c < 0x20 || c == 0x7f;
	switch (u_charType(c)) {
	case U_CONTROL_CHAR: case U_FORMAT_CHAR:
	case U_LINE_SEPARATOR: case U_PARAGRAPH_SEPARATOR:
		return true;
	default:
		return u_hasBinaryProperty(c, UCHAR_NONCHARACTER_CODE_POINT) ||
		    u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
	}
}

bool
unicode_word_char(int32_t c)
{
	/* (an accent written apart from its letter too: e and U+0301) */
	int8_t t = u_charType(c);
	return u_isalnum(c) || t == U_NON_SPACING_MARK || t == U_COMBINING_SPACING_MARK;
}

/* Letters, marks on them, numbers, punctuation and symbols: not a space,
 * a mark alone, a control, format, private-use, unassigned or surrogate
 * code point (what earlier versions took as visible in a name). */
static bool
of_a_visible_kind(int32_t c)
{
	switch (u_charType(c)) {
	case U_SPACE_SEPARATOR: case U_LINE_SEPARATOR: case U_PARAGRAPH_SEPARATOR:
	case U_CONTROL_CHAR: case U_FORMAT_CHAR: case U_UNASSIGNED: case U_PRIVATE_USE_CHAR:
	case U_SURROGATE: case U_NON_SPACING_MARK: case U_ENCLOSING_MARK:
		return false;
	default:
		return true;
	}
}

/* Of a visible kind, and showing something: not a filler that shows
 * nothing, nor the braille pattern blank (U+2800), a symbol that draws
 * nothing. */
static bool
visible(int32_t c)
{
	return of_a_visible_kind(c) && c != 0x2800 && !unicode_hidden(c);
}

static bool
space(int32_t c)
{
	int8_t t = u_charType(c);
	return t == U_SPACE_SEPARATOR || t == U_LINE_SEPARATOR || t == U_PARAGRAPH_SEPARATOR;
}

/* A name's characters: what a reader sees and can type back; not a
 * private-use or unassigned code point, which shows as nothing or as a
 * box, nor the braille pattern blank, which shows as a space. */
static bool
unreadable(int32_t c)
{
	int8_t t = u_charType(c);
	return unicode_hidden(c) || space(c) || t == U_PRIVATE_USE_CHAR || t == U_UNASSIGNED ||
	    t == U_SURROGATE || c == 0x2800;
}

/* Whether some character of s is one that `is` picks; a byte that is not
 * UTF-8 counts as `invalid` says: each caller knows what such a byte
 * means.  ASCII characters in `allowed` are passed over. */
static bool
some_char(const char *s, bool (*is)(int32_t c), const char *allowed, bool invalid)
{
	const uint8_t *p = (const uint8_t *)s;
	int32_t i = 0, len = (int32_t)strlen(s);
	while (i < len) {
		UChar32 c;
		U8_NEXT(p, i, len, c);
		if (c < 0)
			return invalid;
		if (is(c) && (c >= 0x80 || allowed == NULL || strchr(allowed, (int)c) == NULL))
			return true;
	}
	return false;
}

bool
text_has_hidden_but(const char *s, const char *allowed)
{
	return some_char(s, unicode_hidden, allowed, true);
}

bool
text_has_hidden(const char *s)
{
	return some_char(s, unicode_hidden, NULL, true);
}

bool
text_has_visible(const char *s)
{
	return some_char(s, visible, NULL, false);
}

bool
text_was_visible(const char *s)
{
	return some_char(s, of_a_visible_kind, NULL, false);
}

bool
text_has_space(const char *s)
{
	return some_char(s, space, NULL, false);
}

bool
text_has_unreadable(const char *s)
{
	return some_char(s, unreadable, NULL, true);
}

/* The columns of one character: none for a mark, a control or a
 * character that shows nothing; two for a wide or full-width one (中, an
 * emoji); else one. */
static int
char_columns(int32_t c)
{
	/* (ASCII without ICU: a control or DEL none, the rest one) */
	if (c >= 0 && c < 0x80)
		return c >= 0x20 && c != 0x7f;
	int8_t t = u_charType(c);
	if (t == U_NON_SPACING_MARK || t == U_ENCLOSING_MARK || t == U_CONTROL_CHAR ||
	    t == U_FORMAT_CHAR || u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ||
	    (c >= 0x1160 && c <= 0x11ff))      /* Hangul vowels and finals join the one before */
		return 0;
	int w = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
	return w == U_EA_WIDE || w == U_EA_FULLWIDTH ? 2 : 1;
}

int
text_columns(const char *s)
{
	const uint8_t *p = (const uint8_t *)s;
	int32_t i = 0, len = (int32_t)strlen(s);
	int cols = 0;
	while (i < len) {
		UChar32 c;
		U8_NEXT(p, i, len, c);
		cols += c < 0 ? 1 : char_columns(c);   /* a bad byte: shown as an escape */
	}
	return cols;
}

/* ---- keys */

/* s (UTF-8) as UTF-16, in a new block for the caller to free, its length
 * in *n; NULL if s is not UTF-8 or memory is short. */
static UChar *
to_utf16(const char *s, int32_t *n)
{
	UErrorCode e = U_ZERO_ERROR;
	u_strFromUTF8(NULL, 0, n, s, -1, &e);
	if (e != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(e))
		return NULL;
	UChar *u = malloc(((size_t)*n + 1) * sizeof *u);
	e = U_ZERO_ERROR;
	if (u != NULL)
		u_strFromUTF8(u, *n + 1, NULL, s, -1, &e);
	if (u == NULL || U_FAILURE(e)) {
		free(u);
		return NULL;
	}
	return u;
}

/* u (n units) as UTF-8, in a new block for the caller to free; NULL if
 * memory is short. */
static char *
to_utf8(const UChar *u, int32_t n)
{
	UErrorCode e = U_ZERO_ERROR;
	int32_t len;
	u_strToUTF8(NULL, 0, &len, u, n, &e);
	char *s = malloc((size_t)len + 1);
	e = U_ZERO_ERROR;
	if (s != NULL)
		u_strToUTF8(s, len + 1, NULL, u, n, &e);
	if (s == NULL || U_FAILURE(e)) {
		free(s);
		return NULL;
	}
	return s;
}

/* u (*n units) through normaliser norm, in a new block (the old one
 * freed), its length in *n; NULL on a failure. */
static UChar *
normalized(const UNormalizer2 *norm, UChar *u, int32_t *n)
{
	UErrorCode e = U_ZERO_ERROR;
	int32_t len = unorm2_normalize(norm, u, *n, NULL, 0, &e);
	UChar *out = NULL;
	if (e == U_BUFFER_OVERFLOW_ERROR || U_SUCCESS(e)) {
		e = U_ZERO_ERROR;
		out = malloc(((size_t)len + 1) * sizeof *out);
		if (out != NULL)
			len = unorm2_normalize(norm, u, *n, out, len + 1, &e);
	}
	free(u);
	if (out == NULL || U_FAILURE(e)) {
		free(out);
		return NULL;
	}
	*n = len;
	return out;
}

/* s normalised (NFKC), case folded and with what shows nothing dropped
 * (ICU's NFKC_Casefold), then, with accents, without its marks: a new
 * string for the caller to free; NULL if s is not UTF-8. */
static char *
folded(const char *s, bool accents)
{
	UErrorCode e = U_ZERO_ERROR;
	const UNormalizer2 *fold = unorm2_getNFKCCasefoldInstance(&e);
	const UNormalizer2 *nfd = unorm2_getNFDInstance(&e);
	const UNormalizer2 *nfc = unorm2_getNFCInstance(&e);
	int32_t n;
	UChar *u = U_SUCCESS(e) ? to_utf16(s, &n) : NULL;   /* NULL: not UTF-8 */
	if (u != NULL)
		u = normalized(fold, u, &n);
	if (u != NULL && accents && (u = normalized(nfd, u, &n)) != NULL) {
		int32_t kept = 0;
		for (int32_t i = 0; i < n;) {
			UChar32 c;
			int32_t at = i;
			U16_NEXT(u, i, n, c);
			if (u_getCombiningClass(c) == 0 && (U_GET_GC_MASK(c) & U_GC_M_MASK) == 0)
				while (at < i)
					u[kept++] = u[at++];
		}
		n = kept;
		u = normalized(nfc, u, &n);
	}
	char *out = u != NULL ? to_utf8(u, n) : NULL;
	free(u);
	return out;
}

bool
utf8_same_fold(const char *a, const char *b)
{
	/* two names a reader cannot tell apart by case, form or what shows
	 * nothing are the same name */
	char *x = folded(a, false), *y = folded(b, false);
	bool same = x != NULL && y != NULL ? strcmp(x, y) == 0 : strcmp(a, b) == 0;
	free(x);
	free(y);
	return same;
}

char *
utf8_word_key(const char *s)
{
	/* accents dropped too: a keyboard without them types "regles" */
	return folded(s, true);
}

bool
utf8_same_word(const char *a, const char *b)
{
	char *x = utf8_word_key(a), *y = utf8_word_key(b);
	bool same = x != NULL && y != NULL ? strcmp(x, y) == 0 : strcmp(a, b) == 0;
	free(x);
	free(y);
	return same;
}

/* ---- names that look alike */

bool
unicode_confusable(const char *a, const char *b)
{
	static USpoofChecker *checker;
	UErrorCode e = U_ZERO_ERROR;
	if (checker == NULL) {
		checker = uspoof_open(&e);
		uspoof_setChecks(checker, USPOOF_CONFUSABLE, &e);
		if (U_FAILURE(e)) {
			uspoof_close(checker);
			checker = NULL;
			return false;
		}
	}
	e = U_ZERO_ERROR;
	int32_t r = uspoof_areConfusableUTF8(checker, a, -1, b, -1, &e);
	return U_SUCCESS(e) && r != 0;
}
