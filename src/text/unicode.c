/* What tapis asks of Unicode, from ICU, the one Unicode library it uses:
 * the kind of a character (hidden, visible, a space), its width on a
 * terminal, the keys two words or names are matched on, and whether two
 * names look alike (UTS #39).  The rest of text.c knows bytes only. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/utf8.h>

#include "never.h"
#include "text.h"
#include "unicode_icu.h"

/* ---- the kind of a character: Latin-1's known here, the rest asked of
 * ICU, so that text in ASCII, or in the Latin-1 letters of most names
 * (chloé, gaëlle), never loads it: loading ICU was a quarter of what a
 * history command cost (issue 29).  tests/test_text.c checks every one
 * against ICU. */

/* u_charType of each Latin-1 character, U+0000 to U+00FF (Unicode's
 * general categories, as ICU gives them) */
#define CC U_CONTROL_CHAR
#define ZS U_SPACE_SEPARATOR
#define PO U_OTHER_PUNCTUATION
#define PS U_START_PUNCTUATION
#define PE U_END_PUNCTUATION
#define PD U_DASH_PUNCTUATION
#define PC U_CONNECTOR_PUNCTUATION
#define SC U_CURRENCY_SYMBOL
#define SM U_MATH_SYMBOL
#define SK U_MODIFIER_SYMBOL
#define ND U_DECIMAL_DIGIT_NUMBER
#define LU U_UPPERCASE_LETTER
#define LL U_LOWERCASE_LETTER
#define LO U_OTHER_LETTER
#define SO U_OTHER_SYMBOL
#define NO U_OTHER_NUMBER
#define PI U_INITIAL_PUNCTUATION
#define PF U_FINAL_PUNCTUATION
#define CF U_FORMAT_CHAR
static const int8_t latin1_type[256] = {
	CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC,
	CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC,
	ZS, PO, PO, PO, SC, PO, PO, PO, PS, PE, PO, SM, PO, PD, PO, PO,
	ND, ND, ND, ND, ND, ND, ND, ND, ND, ND, PO, PO, SM, SM, SM, PO,
	PO, LU, LU, LU, LU, LU, LU, LU, LU, LU, LU, LU, LU, LU, LU, LU,
	LU, LU, LU, LU, LU, LU, LU, LU, LU, LU, LU, PS, PO, PE, SK, PC,
	SK, LL, LL, LL, LL, LL, LL, LL, LL, LL, LL, LL, LL, LL, LL, LL,
	LL, LL, LL, LL, LL, LL, LL, LL, LL, LL, LL, PS, SM, PE, SM, CC,
	CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC,
	CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC, CC,
	ZS, PO, SC, SC, SC, SC, SO, PO, SK, SO, LO, PI, SM, CF, SO, SK,
	SO, SM, NO, NO, SK, LL, PO, PO, SK, NO, LO, PF, NO, NO, NO, PO,
	LU, LU, LU, LU, LU, LU, LU, LU, LU, LU, LU, LU, LU, LU, LU, LU,
	LU, LU, LU, LU, LU, LU, LU, SM, LU, LU, LU, LU, LU, LU, LU, LL,
	LL, LL, LL, LL, LL, LL, LL, LL, LL, LL, LL, LL, LL, LL, LL, LL,
	LL, LL, LL, LL, LL, LL, LL, SM, LL, LL, LL, LL, LL, LL, LL, LL,
};
#undef CC
#undef ZS
#undef PO
#undef PS
#undef PE
#undef PD
#undef PC
#undef SC
#undef SM
#undef SK
#undef ND
#undef LU
#undef LL
#undef LO
#undef SO
#undef NO
#undef PI
#undef PF
#undef CF

static int8_t
char_type(int32_t c)
{
	/* (never a negative c: a byte that is not UTF-8 is no code point) */
	return (uint32_t)c < 0x100 ? latin1_type[c] : icu()->u_charType(c);
}

/* u_hasBinaryProperty for the two properties asked: no Latin-1 character
 * is a noncharacter, and the soft hyphen (U+00AD) alone is
 * default-ignorable (a format character, which every caller has taken
 * before it asks). */
static bool
has_property(int32_t c, UProperty which)
{
	if (c < 0x100)
		return NEVER(c == 0xad) && which == UCHAR_DEFAULT_IGNORABLE_CODE_POINT;
	return icu()->u_hasBinaryProperty(c, which);
}

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
	switch (char_type(c)) {
	case U_CONTROL_CHAR: case U_FORMAT_CHAR:
	case U_LINE_SEPARATOR: case U_PARAGRAPH_SEPARATOR:
		return true;
	default:
		return has_property(c, UCHAR_NONCHARACTER_CODE_POINT) ||
		    has_property(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
	}
}

bool
unicode_word_char(int32_t c)
{
	/* (an accent written apart from its letter too: e and U+0301) */
	/* (u_isalnum: a letter, of any case or none, or a decimal digit) */
	int8_t t = char_type(c);
	bool alnum = c < 0x100 ? (U_MASK(t) & (U_GC_L_MASK | U_GC_ND_MASK)) != 0 :
	    icu()->u_isalnum(c);
	return alnum || t == U_NON_SPACING_MARK || t == U_COMBINING_SPACING_MARK;
}

/* Letters, marks on them, numbers, punctuation and symbols: not a space,
 * a mark alone, a control, format, private-use, unassigned or surrogate
 * code point (what earlier versions took as visible in a name). */
static bool
of_a_visible_kind(int32_t c)
{
	switch (char_type(c)) {
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
	int8_t t = char_type(c);
	return t == U_SPACE_SEPARATOR || t == U_LINE_SEPARATOR || t == U_PARAGRAPH_SEPARATOR;
}

/* A name's characters: what a reader sees and can type back; not a
 * private-use or unassigned code point, which shows as nothing or as a
 * box, nor the braille pattern blank, which shows as a space.  (A
 * surrogate is no character of UTF-8: its bytes are refused as such.) */
static bool
unreadable(int32_t c)
{
	int8_t t = char_type(c);
	return unicode_hidden(c) || space(c) || t == U_PRIVATE_USE_CHAR || t == U_UNASSIGNED ||
	    c == 0x2800;
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

/* The columns of one character but printable ASCII (text_columns counts
 * it): none for a mark, a control or a character that shows nothing; two
 * for a wide or full-width one (中, an emoji); else one. */
static int
char_columns(int32_t c)
{
	/* Latin-1, every character narrow: its letters and signs (é, ë) one,
	 * its controls (C0, DEL, C1) and soft hyphen none; the controls are
	 * all in it */
	if (c < 0x100)
		return c >= 0xa0 && c != 0xad;
	int8_t t = char_type(c);
	if (t == U_NON_SPACING_MARK || t == U_ENCLOSING_MARK ||
	    t == U_FORMAT_CHAR || has_property(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ||
	    (c >= 0x1160 && c <= 0x11ff))      /* Hangul vowels and finals join the one before */
		return 0;
	int w = icu()->u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
	return w == U_EA_WIDE || w == U_EA_FULLWIDTH ? 2 : 1;
}

int
text_columns(const char *s)
{
	const uint8_t *p = (const uint8_t *)s;
	int32_t i = 0, len = (int32_t)strlen(s);
	int cols = 0;
	while (i < len) {
		if (p[i] >= 0x20 && p[i] < 0x7f) {
			cols++;           /* printable ASCII: one column, no table looked at */
			i++;
			continue;
		}
		UChar32 c;
		U8_NEXT(p, i, len, c);
		/* a sequence that is not UTF-8: the one column of the U+FFFD a
		 * terminal shows for it (Unicode's maximal subpart) */
		cols += c < 0 ? 1 : char_columns(c);
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
	icu()->u_strFromUTF8(NULL, 0, n, s, -1, &e);
	if (e != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(e))
		return NULL;
	UChar *u = malloc(((size_t)*n + 1) * sizeof *u);
	e = U_ZERO_ERROR;
	if (u != NULL)
		icu()->u_strFromUTF8(u, *n + 1, NULL, s, -1, &e);
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
	icu()->u_strToUTF8(NULL, 0, &len, u, n, &e);
	char *s = malloc((size_t)len + 1);
	e = U_ZERO_ERROR;
	if (s != NULL)
		icu()->u_strToUTF8(s, len + 1, NULL, u, n, &e);
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
	int32_t len = icu()->unorm2_normalize(norm, u, *n, NULL, 0, &e);
	UChar *out = NULL;
	if (e == U_BUFFER_OVERFLOW_ERROR || U_SUCCESS(e)) {
		e = U_ZERO_ERROR;
		out = malloc(((size_t)len + 1) * sizeof *out);
		if (out != NULL)
			len = icu()->unorm2_normalize(norm, u, *n, out, len + 1, &e);
	}
	free(u);
	if (out == NULL || U_FAILURE(e)) {
		free(out);
		return NULL;
	}
	*n = len;
	return out;
}

/* Whether c is a number other than the digits 0 to 9 (a full-width １, a
 * superscript ², a circled ③, an Arabic-Indic ٣). */
static bool
other_number(UChar32 c)
{
	return c >= 0x80 && (U_MASK(char_type(c)) & (U_GC_ND_MASK | U_GC_NO_MASK)) != 0;
}

/* n units of add put after the *len of *out (grown); false if memory is
 * short. */
static bool
units_append(UChar **out, int32_t *len, const UChar *add, int32_t n)
{
	UChar *grown = realloc(*out, ((size_t)*len + (size_t)n + 1) * sizeof **out);
	if (grown == NULL)
		return false;
	if (n > 0)
		memcpy(grown + *len, add, (size_t)n * sizeof *add);
	*out = grown;
	*len += n;
	return true;
}

/* u (*n units) through normaliser norm but for its numbers other than 0
 * to 9, kept as typed: a word's digits are 0 to 9, and a full-width １ is
 * no cell 1 nor box 1 (issue 31).  A new block (the old one freed), its
 * length in *n; NULL on a failure. */
static UChar *
normalized_but_numbers(const UNormalizer2 *norm, UChar *u, int32_t *n)
{
	UChar *out = NULL;
	int32_t len = 0;
	bool ok = units_append(&out, &len, u, 0);
	for (int32_t at = 0; ok && at < *n;) {
		int32_t i = at, stop = at;
		UChar32 c;
		while (i < *n) {          /* the run before the next such number */
			stop = i;
			/* untaken: a lone surrogate (u is ICU's of valid UTF-8) */
			U16_NEXT(u, i, *n, c);
			if (other_number(c))
				break;
			stop = i;
		}
		int32_t run = stop - at;
		UChar *piece = malloc(((size_t)run + 1) * sizeof *piece);
		if (piece != NULL)
			memcpy(piece, u + at, (size_t)run * sizeof *piece);
		piece = piece != NULL ? normalized(norm, piece, &run) : NULL;
		ok = piece != NULL && units_append(&out, &len, piece, run) &&
		    units_append(&out, &len, u + stop, i - stop);
		free(piece);
		at = i;
	}
	free(u);
	if (!ok) {
		free(out);
		return NULL;
	}
	*n = len;
	return out;
}

/* The base letter of each Latin-1 letter U+00C0 to U+00FF, lower case,
 * its accent dropped; '.' for one that has no base letter in ASCII (Æ, Ð,
 * ×, Ø, Þ, ß and their lower cases, ÷) */
static const char latin_base[64 + 1] =
    "aaaaaa.ceeeeiiii.nooooo..uuuuy.." "aaaaaa.ceeeeiiii.nooooo..uuuuy.y";

/* Latin-1 letter U+00C0 + (byte - 0x80), its second byte in UTF-8 (after
 * 0xc3), case folded as NFKC_Casefold does, onto out: the capitals but ×
 * (U+00D7) lowered, ß (U+00DF) made "ss"; the rest as they are.  Returns
 * the bytes written. */
static size_t
latin_fold(unsigned char byte, char *out)
{
	if (byte == 0x9f) {
		out[0] = out[1] = 's';
		return 2;
	}
	out[0] = (char)0xc3;
	out[1] = (char)(byte < 0x9f && byte != 0x97 ? byte + 0x20 : byte);
	return 2;
}

/* folded(s, accents) without ICU where s is ASCII and the Latin-1 letters
 * U+00C0 to U+00FF (the French names of commands, verbs and options, and
 * most players' names): NFKC changes none of them, case folding lowers
 * A-Z and the capitals of latin_fold, and their decomposition is the base
 * letter of latin_base and its accents.  Most of what looking up a
 * command or a player cost a process was loading ICU's normalisers for
 * that.  Into out, which has room for s and its NUL (what it writes is
 * never longer than s); false where ICU is needed. */
static bool
latin_into(const char *s, bool accents, char *out)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n = 0;
	for (size_t i = 0; p[i] != '\0'; i++) {
		if (p[i] < 0x80) {
			out[n++] = p[i] >= 'A' && p[i] <= 'Z' ? (char)(p[i] - 'A' + 'a') : (char)p[i];
		} else if (accents && p[i] == 0xc3 && p[i + 1] >= 0x80 && p[i + 1] < 0xc0 &&
		    latin_base[p[i + 1] - 0x80] != '.') {
			out[n++] = latin_base[p[i + 1] - 0x80];   /* U+00C0 + (byte - 0x80) */
			i++;
		} else if (!accents && p[i] == 0xc3 && p[i + 1] >= 0x80 && p[i + 1] < 0xc0) {
			n += latin_fold(p[i + 1], out + n);
			i++;
		} else {
			return false;
		}
	}
	out[n] = '\0';
	return true;
}

/* latin_into in a new string; NULL with *done false where ICU is needed,
 * NULL with *done true where memory is short. */
static char *
folded_latin(const char *s, bool accents, bool *done)
{
	char *out = malloc(strlen(s) + 1);
	*done = out == NULL || latin_into(s, accents, out);
	if (out != NULL && !*done) {
		free(out);
		return NULL;
	}
	return out;
}

/* s normalised (NFKC), case folded and with what shows nothing dropped
 * (ICU's NFKC_Casefold), then, with accents, without its marks: a new
 * string for the caller to free; NULL if s is not UTF-8. */
static char *
folded(const char *s, bool accents)
{
	bool done;
	char *quick = folded_latin(s, accents, &done);
	if (quick != NULL || done)
		return quick;
	UErrorCode e = U_ZERO_ERROR;
	const UNormalizer2 *fold = icu()->unorm2_getNFKCCasefoldInstance(&e);
	const UNormalizer2 *nfd = icu()->unorm2_getNFDInstance(&e);
	const UNormalizer2 *nfc = icu()->unorm2_getNFCInstance(&e);
	int32_t n;
	UChar *u = U_SUCCESS(e) ? to_utf16(s, &n) : NULL;   /* NULL: not UTF-8 */
	if (u != NULL)
		u = accents ? normalized_but_numbers(fold, u, &n) : normalized(fold, u, &n);
	if (u != NULL && accents && (u = normalized(nfd, u, &n)) != NULL) {
		int32_t kept = 0;
		for (int32_t i = 0; i < n;) {
			UChar32 c;
			int32_t at = i;
			/* untaken: ICU's macro's lone surrogate: u is ICU's UTF-16 of
			 * valid UTF-8, whose surrogates come in pairs */
			U16_NEXT(u, i, n, c);
			if (icu()->u_getCombiningClass(c) == 0 && (U_MASK(char_type(c)) & U_GC_M_MASK) == 0)
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

/* A word or a name short enough to be folded on the stack: most are,
 * and a comparison or a key of them then allocates nothing, so that what
 * a line prints after it was kept cannot change for want of memory. */
#define SHORT_FOLD 128

/* Whether a and b fold (folded(., accents)) the same; a failure (s not
 * UTF-8, memory short) compares them as they are. */
static bool
same_folded(const char *a, const char *b, bool accents)
{
	char x[SHORT_FOLD], y[SHORT_FOLD];
	if (strlen(a) < sizeof x && strlen(b) < sizeof y && latin_into(a, accents, x) &&
	    latin_into(b, accents, y))
		return strcmp(x, y) == 0;
	char *fa = folded(a, accents), *fb = folded(b, accents);
	bool same = fa != NULL && fb != NULL ? strcmp(fa, fb) == 0 : strcmp(a, b) == 0;
	free(fa);
	free(fb);
	return same;
}

bool
utf8_same_fold(const char *a, const char *b)
{
	/* two names a reader cannot tell apart by case, form or what shows
	 * nothing are the same name */
	return same_folded(a, b, false);
}

char *
utf8_word_key(const char *s)
{
	/* accents dropped too: a keyboard without them types "regles" */
	return folded(s, true);
}

bool
utf8_word_key_in(const char *s, char *buf, size_t len)
{
	if (strlen(s) < len && latin_into(s, true, buf))
		return true;
	char *key = folded(s, true);
	bool fits = key != NULL && strlen(key) < len;
	if (fits)
		memcpy(buf, key, strlen(key) + 1);
	free(key);
	return fits;
}

bool
utf8_same_word(const char *a, const char *b)
{
	return same_folded(a, b, true);
}

/* ---- names that look alike */

bool
unicode_confusable(const char *a, const char *b)
{
	static USpoofChecker *checker;
	UErrorCode e = U_ZERO_ERROR;
	if (checker == NULL) {
		checker = icu()->uspoof_open(&e);
		icu()->uspoof_setChecks(checker, USPOOF_CONFUSABLE, &e);
		if (U_FAILURE(e)) {
			icu()->uspoof_close(checker);
			checker = NULL;
			return false;
		}
	}
	e = U_ZERO_ERROR;
	int32_t r = icu()->uspoof_areConfusableUTF8(checker, a, -1, b, -1, &e);
	return U_SUCCESS(e) && r != 0;
}
