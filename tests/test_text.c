/* The text helpers: what is printed back of what people type, names, and
 * the folding of command words. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <dirent.h>
#include <dlfcn.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <wchar.h>

#include <unicode/uchar.h>
#include <unicode/utf8.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

#include "collation.h"
#include "families.h"
#include "faultvfs.h"
#include "html.h"
#include "infile.h"
#include "json.h"
#include "library.h"
#include "outfile.h"
#include "text.h"
#include "textbuf.h"

static void
visible_is(const char *in, const char *want)
{
	char buf[256];
	assert_string_equal(text_visible(in, buf, sizeof buf), want);
}

static void
test_visible_escapes_what_a_terminal_acts_on(void **state)
{
	(void)state;
	visible_is("alice", "alice");
	visible_is("L\xc3\xa9" "a \xe2\x96\xb8", "L\xc3\xa9" "a \xe2\x96\xb8");  /* as it is */
	/* C0, DEL, C1 */
	visible_is("\033]0;pwned\007", "\\x1b]0;pwned\\x07");
	visible_is("\033[2Jx", "\\x1b[2Jx");
	visible_is("a\x7f" "b", "a\\x7fb");
	visible_is("a\xc2\x9b" "b", "a\\u009bb");
	/* bidi controls, zero-width characters, the byte order mark */
	visible_is("a\xe2\x80\xae" "b", "a\\u202eb");
	visible_is("\xe2\x80\x8e", "\\u200e");
	visible_is("alice\xe2\x80\x8b", "alice\\u200b");
	visible_is("\xef\xbb\xbf" "bob", "\\ufeffbob");
	/* bytes that are not UTF-8, one escape each */
	visible_is("\xd9", "\\xd9");
	visible_is("L\xe9" "a", "L\\xe9a");
	visible_is("\xc0\xaf", "\\xc0\\xaf");
	visible_is("", "");
}

static void
test_visible_cuts_at_a_whole_character(void **state)
{
	(void)state;
	char buf[6];
	/* "ab" then a 2-byte character would need 5 bytes and the NUL: fits */
	assert_string_equal(text_visible("ab\xc3\xa9" "cd", buf, sizeof buf), "ab\xc3\xa9" "c");
	/* an escape is never cut in half */
	assert_string_equal(text_visible("abc\033", buf, sizeof buf), "abc");
	char one[2];
	assert_string_equal(text_visible("\xe2\x96\xb8", one, sizeof one), "");
	/* a text cut as snprintf cuts (a refusal's why): a torn last character
	 * taken off, of 2, 3 or 4 bytes, a whole one kept */
	const char *cut[][2] = {
		{"d\xc3\xa9", "d\xc3\xa9"}, {"d\xc3", "d"}, {"\xe2\x96\xb8", "\xe2\x96\xb8"},
		{"x\xe2\x96", "x"}, {"x\xe2", "x"}, {"\xf0\x9f\x8e\xb2", "\xf0\x9f\x8e\xb2"},
		{"x\xf0\x9f\x8e", "x"}, {"\x80\x80", "\x80\x80"}, {"ab", "ab"},
	};
	for (size_t i = 0; i < sizeof cut / sizeof *cut; i++) {
		char s[8];
		snprintf(s, sizeof s, "%s", cut[i][0]);
		utf8_end_whole(s);
		assert_string_equal(s, cut[i][1]);
	}
}

static void
test_char_at_names_a_whole_character(void **state)
{
	(void)state;
	char buf[32];
	assert_int_equal(utf8_char_at("\xd9\xa5 x", buf, sizeof buf), 2);
	assert_string_equal(buf, "\xd9\xa5");
	assert_int_equal(utf8_char_at("\xd9", buf, sizeof buf), 1);
	assert_string_equal(buf, "\\xd9");
	assert_int_equal(utf8_char_at("\033[", buf, sizeof buf), 1);
	assert_string_equal(buf, "\\x1b");
	assert_int_equal(utf8_char_at("x", buf, sizeof buf), 1);
	assert_string_equal(buf, "x");
}

static void
test_hidden_space_and_visible(void **state)
{
	(void)state;
	assert_false(text_has_hidden("alice"));
	assert_false(text_has_hidden("\xc3\x89lise"));
	assert_true(text_has_hidden("alice\xe2\x80\x8b"));
	assert_true(text_has_hidden("\xef\xbb\xbf" "bob"));
	assert_true(text_has_hidden("a\xc2\x9b"));
	assert_true(text_has_hidden("a\xe2\x80\xae"));
	assert_true(text_has_hidden("a\xff"));
	/* a line may hold tabs and line ends, nothing else that cannot be seen */
	assert_false(text_has_hidden_but("keep 1\t1\r\n", "\t\r\n"));
	assert_true(text_has_hidden("keep 1\t1"));
	assert_true(text_has_hidden_but("keep\x1b 1\n", "\t\r\n"));
	assert_true(text_has_hidden_but("ba\xe2\x80\x8bnk\n", "\t\r\n"));
	assert_true(text_has_hidden("a\xcd\x8f" "b"));          /* a grapheme joiner */
	assert_true(text_has_hidden("\xe3\x85\xa4"));          /* a Hangul filler */
	assert_true(text_has_space("a\xc2\xa0" "b"));         /* no-break space */
	assert_true(text_has_space("a\xe3\x80\x80" "b"));     /* ideographic space */
	assert_false(text_has_space("alice"));
	assert_true(text_has_visible("a"));
	assert_true(text_has_visible("\xe2\x80\x8e" "a"));
	assert_false(text_has_visible("\xe2\x80\x8e"));
	assert_false(text_has_visible("\xcc\x81"));           /* a lone accent */
	assert_false(text_has_visible(""));
}

static void
test_same_fold(void **state)
{
	(void)state;
	assert_true(utf8_same_fold("alice", "ALICE"));
	assert_true(utf8_same_fold("\xc3\x89lise", "\xc3\xa9LISE"));
	/* one composed, one with a combining accent */
	assert_true(utf8_same_fold("\xc3\x89lise", "E\xcc\x81lise"));
	/* an invisible character does not make another name */
	assert_true(utf8_same_fold("alice", "alice\xe2\x80\x8b"));
	/* nor do fifty of them, past the short names folded on the stack */
	char hidden[200] = "al";
	for (int i = 0; i < 50; i++)
		strcat(hidden, "\xe2\x80\x8b");
	strcat(hidden, "ice");
	assert_true(utf8_same_fold("alice", hidden));
	assert_false(utf8_same_fold("alicia", hidden));
	assert_true(utf8_same_fold("\xef\xbc\xa1" "lice", "alice"));   /* fullwidth A */
	assert_false(utf8_same_fold("\xc3\x89lise", "Elise"));
	assert_false(utf8_same_fold("alice", "alicia"));
	/* names that look alike (UTS #39) */
	assert_true(unicode_confusable("bob1", "bobl"));
	assert_true(unicode_confusable("alice", "\xd0\xb0lice"));   /* a Cyrillic а */
	assert_false(unicode_confusable("alice", "bob"));
}

static void
test_word_key(void **state)
{
	(void)state;
	char *k = utf8_word_key("R\xc3\x88GLES");
	assert_string_equal(k, "regles");
	free(k);
	k = utf8_word_key("Garder");
	assert_string_equal(k, "garder");
	free(k);
	assert_null(utf8_word_key("b\xe9"));
	/* full-width letters are letters still (ＦＵＬＬ) */
	k = utf8_word_key("\xef\xbc\xa6\xef\xbc\xb5\xef\xbc\xac\xef\xbc\xac");
	assert_string_equal(k, "full");
	free(k);
	/* but a word's digits are 0 to 9 as typed: a full-width, superscript,
	 * circled or Arabic-Indic one is kept as it is, no digit (issue 31),
	 * the rest of the word folded around it */
	static const char *const numbers[] = {"\xef\xbc\x91", "\xc2\xb9", "\xe2\x91\xa0",
	    "\xd9\xa3", "\xf0\x9d\x9f\x99"};     /* (and a mathematical 𝟙, U+1D7D9) */
	for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++) {
		char word[32], want[32];
		snprintf(word, sizeof word, "X%s\xc3\x89%s", numbers[i], numbers[i]);
		snprintf(want, sizeof want, "x%se%s", numbers[i], numbers[i]);
		k = utf8_word_key(word);
		assert_non_null(k);
		assert_string_equal(k, want);
		free(k);
		assert_false(utf8_same_word(numbers[i], "1") || utf8_same_word(numbers[i], "3"));
	}
	/* a letter with no base letter keeps its form (Æ), a mark joined to
	 * the letter before is dropped, as an accent is (the visarga of
	 * Devanagari क:), a character past U+FFFF kept (an emoji) */
	k = utf8_word_key("\xc3\x86" "D\xc3\x89");
	assert_string_equal(k, "\xc3\xa6" "de");
	free(k);
	k = utf8_word_key("\xe0\xa4\x95\xe0\xa4\x83" "\xf0\x9f\x8e\xb2");
	assert_string_equal(k, "\xe0\xa4\x95" "\xf0\x9f\x8e\xb2");
	free(k);
	k = utf8_word_key("\xe2\x89\xa4" "8");       /* ≤8: an ASCII 8 */
	assert_string_equal(k, "\xe2\x89\xa4" "8");
	free(k);
}

/* The text infile_read gives of a file holding `bytes` (n of them). */
static char *
read_back(const char *bytes, size_t n, char *why, size_t whylen)
{
	const char *tmp = getenv("TMPDIR");
	char path[256];
	snprintf(path, sizeof path, "%s/tapis-test-infile-XXXXXX",
	    tmp != NULL && *tmp ? tmp : "/tmp");
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, bytes, n), (ssize_t)n);
	assert_int_equal(close(fd), 0);
	char *text = infile_read(path, 1024, why, whylen);
	unlink(path);
	return text;
}

/* With every allocation of tapis's own failing (tests/faultalloc.c's
 * wraps, this program linked with them): a word of the tables, ASCII or
 * Latin-1, still folds and compares, allocating nothing (a kept line's
 * words are drawn so); one that needs ICU's buffers gives no key, and a
 * comparison of it falls back to the bytes; a file read says "out of
 * memory"; a collation is not made (store_open says so). */
static void
test_short_of_memory(void **state)
{
	(void)state;
	struct fault every = {FAULT_ALLOC, 0, 1, true};
	char key[64] = "", wide[64] = "", why[128] = "";
	faultvfs_arm(&every);
	bool same = utf8_same_word("R\xc3\xa8gles", "REGLES") &&
	    utf8_same_fold("\xc3\x89lise", "\xc3\xa9LISE") &&
	    !utf8_same_fold("\xc3\x89lise", "Elise");
	bool in = utf8_word_key_in("Carr\xc3\xa9", key, sizeof key);
	long none = faultvfs_calls(FAULT_ALLOC);
	char *icu = utf8_word_key("\xef\xbc\xa6ULL");        /* ＦULL: ICU's buffers */
	bool icu_in = utf8_word_key_in("\xef\xbc\xa6ULL", wide, sizeof wide);
	bool icu_same = utf8_same_word("\xef\xbc\xa6ULL", "full");
	char *text = read_back("abc", 3, why, sizeof why);
	struct collation *c = collation_open("fr");
	long fired = faultvfs_fired();
	faultvfs_disarm();
	assert_true(same);
	assert_true(in);
	assert_string_equal(key, "carre");
	assert_int_equal(none, 0);
	assert_null(icu);
	assert_false(icu_in);
	assert_false(icu_same);
	assert_null(text);
	assert_string_equal(why, "out of memory");
	assert_null(c);
	assert_true(fired >= 4);
	/* and with memory, as ever */
	assert_true(utf8_word_key_in("\xef\xbc\xa6ULL", wide, sizeof wide));
	assert_string_equal(wide, "full");
	assert_false(utf8_word_key_in("\xef\xbc\xa6ULL", wide, 4));   /* no room */
	assert_true(utf8_same_word("\xef\xbc\xa6ULL", "full"));
}

/* A word's key with each allocation of ICU's way failing in turn, the
 * Nth alone: the key is the right one or none, never another (a
 * full-width word with an accent and a circled number, which takes every
 * step: UTF-16, the fold kept off the number, the accents dropped,
 * UTF-8). */
static void
test_keys_short_of_memory_at_each_step(void **state)
{
	(void)state;
	const char *word = "\xef\xbc\xa6\xc3\x89\xe2\x91\xa0L\xcc\x81X";   /* ＦÉ①ĹX */
	char *want = utf8_word_key(word);
	assert_non_null(want);
	assert_string_equal(want, "fe\xe2\x91\xa0lx");
	long n = 1, fired = 1, none = 0;
	for (; fired > 0; n++) {
		struct fault nth = {FAULT_ALLOC, 0, n, false};
		faultvfs_arm(&nth);
		char *key = utf8_word_key(word);
		fired = faultvfs_fired();
		faultvfs_disarm();
		assert_true(key == NULL || strcmp(key, want) == 0);
		none += key == NULL;
		free(key);
	}
	assert_true(n > 8);
	assert_int_equal(none, n - 2);     /* each failed, but the last run's */
	free(want);
}

/* A file read whole starts where a typed line does: past a byte order mark
 * (U+FEFF, as some editors write one first); one inside is the text's
 * (issue 31: a board file that started with one was refused). */
static void
test_infile_byte_order_mark(void **state)
{
	(void)state;
	char why[128] = "";
	char *t = read_back("\xef\xbb\xbf" "1 3 appel\n", 13, why, sizeof why);
	assert_non_null(t);
	assert_string_equal(t, "1 3 appel\n");
	free(t);
	t = read_back("\xef\xbb\xbf", 3, why, sizeof why);
	assert_non_null(t);
	assert_string_equal(t, "");
	free(t);
	t = read_back("a\xef\xbb\xbf" "b", 5, why, sizeof why);
	assert_non_null(t);
	assert_string_equal(t, "a\xef\xbb\xbf" "b");
	free(t);
	t = read_back("\xef\xbb" "x", 3, why, sizeof why);    /* no mark: not UTF-8 */
	assert_null(t);
	assert_string_equal(why, "the file is not text");
}

/* What infile_read refuses, in one phrase each: a NUL byte, what is not a
 * plain file, a folder, a file past the most, one that is not there, and
 * one shorter than its size said (a file of /sys says 4096 bytes). */
static void
test_infile_refusals(void **state)
{
	(void)state;
	char why[128] = "";
	assert_null(read_back("1 2\0" "3", 5, why, sizeof why));
	assert_string_equal(why, "the file is not text");
	assert_null(infile_read("/dev/null", 1024, why, sizeof why));
	assert_string_equal(why, "it is not a plain file");
	assert_null(infile_read("/", 1024, why, sizeof why));
	assert_string_equal(why, "it is a folder, not a file");
	char longer[1025];
	memset(longer, 'a', sizeof longer);
	assert_null(read_back(longer, sizeof longer, why, sizeof why));
	assert_string_equal(why, "the file is longer than 1024 bytes");
	assert_null(infile_read("/nonexistent/tapis", 1024, why, sizeof why));
	assert_string_equal(why, "cannot read the file: No such file or directory");
	struct stat sb;
	const char *sys = "/sys/devices/system/cpu/online";
	if (stat(sys, &sb) == 0 && sb.st_size == 4096) {
		assert_null(infile_read(sys, 8192, why, sizeof why));
		assert_string_equal(why, "the file changed while being read");
	}
}

static int
compare(const struct collation *c, const char *a, const char *b)
{
	return collation_compare(c, a, strlen(a), b, strlen(b));
}

static void
test_names_in_the_language_order(void **state)
{
	(void)state;
	struct collation *c = collation_open("fr");
	assert_non_null(c);
	assert_true(compare(c, "\xc3\xa9lodie", "fabrice") < 0);      /* élodie */
	assert_true(compare(c, "\xc3\x89mile", "fabrice") < 0);       /* Émile */
	assert_true(compare(c, "zoe", "Zo\xc3\xa9") < 0);             /* Zoé */
	assert_true(compare(c, "Zoe", "zoe") > 0);
	/* composed and decomposed: alike to the language, ordered by bytes */
	int one = compare(c, "\xc3\xa9", "e\xcc\x81");
	assert_true(one != 0);
	assert_int_equal(compare(c, "e\xcc\x81", "\xc3\xa9"), -one);
	assert_int_equal(compare(c, "bob", "bob"), 0);
	/* a byte that is not UTF-8 still sorts, and both ways agree */
	assert_int_equal(compare(c, "b\xe9", "bob") < 0, compare(c, "bob", "b\xe9") > 0);
	collation_close(c);
	/* no collator: the bytes' order, the shorter first where one starts
	 * the other */
	assert_true(compare(NULL, "\xc3\xa9lodie", "fabrice") > 0);
	assert_true(compare(NULL, "bob", "bobby") < 0);
	assert_true(compare(NULL, "bobby", "bob") > 0);
	/* a locale ICU cannot open (its name longer than ICU takes): the
	 * bytes' order too */
	char name[400];
	memset(name, 'x', sizeof name - 1);
	name[sizeof name - 1] = '\0';
	c = collation_open(name);
	assert_non_null(c);
	assert_true(compare(c, "\xc3\xa9lodie", "fabrice") > 0);
	collation_close(c);
}

/* What html_text (or html_attr, with_attr) writes of in. */
static void
html_is(const char *in, bool attr, const char *want)
{
	char *got = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&got, &len);
	assert_non_null(f);
	if (attr)
		html_attr(f, in);
	else
		html_text(f, in);
	assert_int_equal(fclose(f), 0);
	assert_string_equal(got, want);
	free(got);
}

static void
test_html_escapes_markup_and_what_a_terminal_hides(void **state)
{
	(void)state;
	html_is("alice", false, "alice");
	html_is("<script>alert(1)</script>", false, "&lt;script&gt;alert(1)&lt;/script&gt;");
	html_is("a\" onmouseover='x' & b", true,
	    "a&quot; onmouseover=&#39;x&#39; &amp; b");
	html_is("L\xc3\xa9" "a \xe2\x96\xb8", false, "L\xc3\xa9" "a \xe2\x96\xb8");
	/* a name turned around by a bidi control, a stray byte, a control */
	html_is("bob\xe2\x80\xae" "gnp.exe", true, "bob\\u202egnp.exe");
	html_is("a\xd9" "b", false, "a\\xd9b");
	html_is("\033[2J<b>", false, "\\x1b[2J&lt;b&gt;");
	html_is("", false, "");
	html_is(NULL, true, "");
	/* French's space before : ; ! ? no break (U+00A0) in a page's text,
	 * so that no line of a phone starts with one; an attribute as it is */
	html_is("alice gagne avec 316 !", false, "alice gagne avec 316\xc2\xa0!");
	html_is("bob : 6 6 4 ; pot 0 ? x :y", false,
	    "bob\xc2\xa0: 6 6 4\xc2\xa0; pot 0\xc2\xa0? x :y");
	html_is("a : b", true, "a : b");
}

/* Code point c (below U+0800) in UTF-8 into s. */
static void
utf8_of(int32_t c, char *s)
{
	int32_t n = 0;
	U8_APPEND_UNSAFE((uint8_t *)s, n, c);
	s[n] = '\0';
}

/* A stored time's fields: ASCII digits only, a full-width one or a sign
 * not a digit. */
static void
test_digits_read_as_stored(void **state)
{
	(void)state;
	assert_int_equal(text_digits("2026-12-03", 4), 2026);
	assert_int_equal(text_digits("09", 2), 9);
	assert_int_equal(text_digits("x", 0), 0);
	assert_int_equal(text_digits("2a", 2), -1);
	assert_int_equal(text_digits("-1", 2), -1);
	assert_int_equal(text_digits("\xef\xbc\x91", 1), -1);   /* U+FF11, a full-width 1 */
}

/* Every character, as ICU says: hidden, taking its columns, a space, of
 * a visible kind, readable and of a word.  Latin-1 is known to unicode.c
 * without ICU (its own table, so that names such as chloé never load
 * it); the rest is asked of ICU, but the Hangul vowels and finals, none
 * (they join the syllable before), U+2800, the braille blank, which
 * draws nothing, and printable ASCII, one column each. */
static void
test_characters_as_icu_says(void **state)
{
	(void)state;
	for (int32_t c = 1; c <= 0x10ffff; c++) {
		if (U_IS_SURROGATE(c))
			continue;       /* no character of UTF-8 (test_not_utf8) */
		char s[8];
		utf8_of(c, s);
		int8_t t = u_charType(c);
		bool ignorable = u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
		bool hidden = t == U_CONTROL_CHAR || t == U_FORMAT_CHAR || t == U_LINE_SEPARATOR ||
		    t == U_PARAGRAPH_SEPARATOR || ignorable ||
		    u_hasBinaryProperty(c, UCHAR_NONCHARACTER_CODE_POINT);
		bool space = t == U_SPACE_SEPARATOR || t == U_LINE_SEPARATOR ||
		    t == U_PARAGRAPH_SEPARATOR;
		bool kind = !space && t != U_CONTROL_CHAR && t != U_FORMAT_CHAR &&
		    t != U_UNASSIGNED && t != U_PRIVATE_USE_CHAR &&
		    t != U_NON_SPACING_MARK && t != U_ENCLOSING_MARK;
		int width = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
		int columns = t == U_NON_SPACING_MARK || t == U_ENCLOSING_MARK ||
		    t == U_CONTROL_CHAR || t == U_FORMAT_CHAR || ignorable ||
		    (c >= 0x1160 && c <= 0x11ff) ? 0 :
		    width == U_EA_WIDE || width == U_EA_FULLWIDTH ? 2 : 1;
		assert_int_equal(unicode_hidden(c), hidden);
		assert_int_equal(text_has_hidden(s), hidden);
		assert_int_equal(text_columns(s), columns);
		assert_int_equal(text_has_space(s), space);
		assert_int_equal(text_was_visible(s), kind);
		assert_int_equal(text_has_visible(s), kind && !hidden && c != 0x2800);
		assert_int_equal(text_has_unreadable(s), hidden || space || c == 0x2800 ||
		    t == U_PRIVATE_USE_CHAR || t == U_UNASSIGNED);
		assert_int_equal(unicode_word_char(c), u_isalnum(c) || t == U_NON_SPACING_MARK ||
		    t == U_COMBINING_SPACING_MARK);
		char shown[16], want[16];
		if (hidden)
			snprintf(want, sizeof want, c < 0x80 ? "\\x%02x" : c > 0xffff ? "\\U%08x" :
			    "\\u%04x", (unsigned)c);
		else
			snprintf(want, sizeof want, "%s", s);
		assert_string_equal(text_visible(s, shown, sizeof shown), want);
	}
}

/* Each kind of sequence that is not UTF-8, alone and before more text:
 * shown as one escape a byte, a byte at a time, as no character (hidden,
 * unreadable, none visible, no space), no word, the same name only as
 * itself, and one column for each maximal part a terminal shows as one
 * U+FFFD. */
static void
test_not_utf8(void **state)
{
	(void)state;
	static const struct {
		const char *bytes, *shown;
		int columns;
	} bad[] = {
		{"\x80", "\\x80", 1},                         /* a stray continuation byte */
		{"\xbf\xbf", "\\xbf\\xbf", 2},
		{"\xc1\xbf", "\\xc1\\xbf", 2},                /* overlong: 2 bytes for U+007F */
		{"\xc3", "\\xc3", 1},                         /* a 2-byte one cut short */
		{"\xc3\xc3", "\\xc3\\xc3", 2},
		{"\xe0\x80\x80", "\\xe0\\x80\\x80", 3},       /* overlong: 3 bytes for U+0000 */
		{"\xe2\x82", "\\xe2\\x82", 1},                /* a 3-byte one cut short */
		{"\xed\xa0\x80", "\\xed\\xa0\\x80", 3},       /* a surrogate, U+D800 */
		{"\xed\xbf\xbf", "\\xed\\xbf\\xbf", 3},       /* U+DFFF */
		{"\xf0\x80\x80\x80", "\\xf0\\x80\\x80\\x80", 4},  /* overlong: 4 bytes */
		{"\xf0\x9f", "\\xf0\\x9f", 1},                /* a 4-byte one cut short */
		{"\xf0\x9f\x98", "\\xf0\\x9f\\x98", 1},
		{"\xf4\x90\x80\x80", "\\xf4\\x90\\x80\\x80", 4},  /* U+110000, past Unicode */
		{"\xf5\x80\x80\x80", "\\xf5\\x80\\x80\\x80", 4},  /* F5 to FF start nothing */
		{"\xfe", "\\xfe", 1},
		{"\xff", "\\xff", 1},
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		for (int more = 0; more < 2; more++) {
			char s[16], want[64], shown[64];
			snprintf(s, sizeof s, "%s%s", bad[i].bytes, more ? "x" : "");
			snprintf(want, sizeof want, "%s%s", bad[i].shown, more ? "x" : "");
			assert_string_equal(text_visible(s, shown, sizeof shown), want);
			assert_int_equal(text_columns(s), bad[i].columns + more);
			assert_false(utf8_valid(s));
			assert_true(text_has_hidden(s));
			assert_true(text_has_hidden_but(s, "\t"));
			assert_true(text_has_unreadable(s));
			assert_false(text_has_visible(s));
			assert_false(text_was_visible(s));
			assert_false(text_has_space(s));
			assert_null(utf8_word_key(s));
			assert_true(utf8_same_fold(s, s));
			assert_false(utf8_same_fold(s, "x"));
			assert_false(utf8_same_fold("x", s));
			assert_true(utf8_same_word(s, s));
			assert_false(utf8_same_word("x", s));
			assert_false(unicode_confusable(s, "bob"));
			char one[16];
			assert_int_equal(utf8_char_at(s, one, sizeof one), 1);
			snprintf(want, sizeof want, "\\x%02x", (unsigned char)s[0]);
			assert_string_equal(one, want);
			/* after a letter: the letter shown as it is, the rest as said */
			snprintf(s, sizeof s, "b%s%s", bad[i].bytes, more ? "x" : "");
			snprintf(want, sizeof want, "b%s%s", bad[i].shown, more ? "x" : "");
			assert_string_equal(text_visible(s, shown, sizeof shown), want);
			assert_int_equal(text_columns(s), 1 + bad[i].columns + more);
			assert_true(text_has_visible(s));
			assert_true(text_has_unreadable(s));
			assert_null(utf8_word_key(s));
		}
	}
	/* well-formed at the edges: U+0080, U+07FF, U+0800, U+D7FF, U+E000,
	 * U+FFFF, U+10000, U+10FFFF */
	assert_true(utf8_valid("\xc2\x80\xdf\xbf\xe0\xa0\x80\xed\x9f\xbf\xee\x80\x80"
	    "\xef\xbf\xbf\xf0\x90\x80\x80\xf4\x8f\xbf\xbf"));
	/* nothing at all */
	char one[16] = "z";
	assert_int_equal(utf8_char_at("", one, sizeof one), 1);
	assert_string_equal(one, "");
	assert_string_equal(text_visible("abc", one, 0), "");
}

/* A cell padded to its column: the blanks after it as many as wanted,
 * past the 32 written at a time, counted in columns (中 two, an accent
 * none), none where the text is wider. */
static void
test_pad_to_columns(void **state)
{
	(void)state;
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);
	assert_non_null(f);
	text_pad(f, "\xe4\xb8\xad" "e\xcc\x81", 40);
	fputc('|', f);
	text_pad(f, "abc", 2);
	fputc('|', f);
	text_blanks(f, -1);
	assert_int_equal(fclose(f), 0);
	char want[64];
	snprintf(want, sizeof want, "\xe4\xb8\xad" "e\xcc\x81%37s|abc|", "");
	assert_string_equal(out, want);
	free(out);
}

/* c (one UTF-16 unit) as ICU's NFKC_Casefold makes it, in UTF-8 into s. */
static void
icu_folded(int32_t c, char *s, size_t len)
{
	UErrorCode e = U_ZERO_ERROR;
	const UNormalizer2 *fold = unorm2_getNFKCCasefoldInstance(&e);
	UChar in[1] = {(UChar)c}, out[8];
	int32_t n = unorm2_normalize(fold, in, 1, out, 8, &e);
	u_strToUTF8(s, (int32_t)len, NULL, out, n, &e);
	assert_false(U_FAILURE(e));
}

/* The Latin-1 letters are case folded without ICU (players' names, looked
 * up by stats and versus), as ICU folds them: each the same name as its
 * fold, and as no letter that folds otherwise. */
static void
test_latin1_fold_as_icu(void **state)
{
	(void)state;
	char s[0x40][4], folds[0x40][8];
	for (int i = 0; i < 0x40; i++) {
		utf8_of(0xc0 + i, s[i]);
		icu_folded(0xc0 + i, folds[i], sizeof folds[i]);
	}
	for (int i = 0; i < 0x40; i++) {
		assert_true(utf8_same_fold(s[i], folds[i]));
		for (int j = 0; j < 0x40; j++)
			assert_int_equal(utf8_same_fold(s[i], s[j]), strcmp(folds[i], folds[j]) == 0);
	}
	assert_true(utf8_same_fold("CHLO\xc3\x89", "chlo\xc3\xa9"));
	assert_true(utf8_same_fold("Stra\xc3\x9f" "e", "STRASSE"));
	assert_false(utf8_same_fold("ga\xc3\xablle", "gaelle"));
}

/* JSON written into a buffer (the facts beside each entry): each byte
 * escaped as json_escape_byte says, and a buffer too small said full. */
static void
test_json_into_a_buffer(void **state)
{
	(void)state;
	char buf[64];
	struct textbuf o = {buf, sizeof buf, 0, false};
	textbuf_raw(&o, "[", 1);
	textbuf_int(&o, -1234567890123LL);
	textbuf_raw(&o, ",", 1);
	json_buf_bytes(&o, "a\"b\\c\n\x01\x7f");
	textbuf_raw(&o, "]", 2);
	assert_false(o.full);
	assert_string_equal(buf, "[-1234567890123,\"a\\\"b\\\\c\\n\\u0001\\u007f\"]");
	char small[6];
	struct textbuf tight = {small, sizeof small, 0, false};
	json_buf_bytes(&tight, "abcdef");
	assert_true(tight.full);
}

/* text_vformat into a buffer of len bytes, and vsnprintf the same: the
 * same bytes, NUL and result. */
static void __attribute__((format(printf, 2, 3)))
formats_as_printf(size_t len, const char *format, ...)
{
	char ours[64], theirs[64];
	va_list ap, again;
	memset(ours, 'x', sizeof ours);
	memset(theirs, 'x', sizeof theirs);
	va_start(ap, format);
	va_copy(again, ap);
	int n = text_vformat(ours, len, format, ap);
	int m = vsnprintf(theirs, len, format, again);
	va_end(again);
	va_end(ap);
	assert_int_equal(n, m);
	assert_memory_equal(ours, theirs, sizeof ours);
}

/* The formats of an entry's answer are written without printf, byte for
 * byte as printf writes them: whole, cut to the buffer, with the
 * arguments in the order a translation puts them, and any other format
 * left to printf. */
static void
test_format_as_printf_does(void **state)
{
	(void)state;
	const char *volatile none = NULL;     /* ("(null)", not known to the compiler) */
	for (size_t len = 0; len <= 40; len += 40 - len > 7 ? 7 : 1) {
		formats_as_printf(len, "throw %d of %d: %s", 2, 3, "1 1 5 3 4");
		formats_as_printf(len, "%s banks %d: %d%%", "alice", -250, 2147483647);
		formats_as_printf(len, "%ld %lld %u %lu %llu %i", -7L, -9223372036854775807LL - 1,
		    4294967295u, 0ul, 18446744073709551615ull, 0);
		formats_as_printf(len, "[%c%c] %s", 'a', 0xe9, none);
		formats_as_printf(len, "%2$s%3$s%4$s de %1$s", "bob", "le ", "lancer", " 1 2");
		formats_as_printf(len, "%1$s %1$s %2$d", "twice", 5);
		formats_as_printf(len, "%5d|%-3s|%.2s|%x|%04X|%%", 42, "ab", "xyz", 255, 10);
		formats_as_printf(len, "%s then %d then %5s", "a", 1, "b");
		formats_as_printf(len, "no conversion at all");
		formats_as_printf(len, "%2$d%% of %1$s", "bob", 50);
		formats_as_printf(len, "%1$ld %2$llu %3$c %4$lu %5$lld", -7L, 18446744073709551615ull,
		    'z', 3ul, -2LL);
		formats_as_printf(len, "%ls then %d", L"ab", 3);     /* printf's own */
		formats_as_printf(len, "%1$ls then %2$d", L"ab", 3);
		formats_as_printf(len, "%2$s is %1$x", 255, "ff");
		formats_as_printf(len, "%1$s|%2$d", none, 7);
		formats_as_printf(len, "%lc then %d", (wint_t)L'a', 3);     /* printf's own */
		formats_as_printf(len, "%2$d then %1$lc", (wint_t)L'a', 3);
	}
	char buf[8];
	memset(buf, 'x', sizeof buf);
	assert_ptr_equal(text_copy(buf, 0, "1 1 5"), buf);    /* no room: nothing written */
	assert_memory_equal(buf, "xxxxxxxx", sizeof buf);
	assert_string_equal(text_copy(buf, sizeof buf, "1 1 5 3 4"), "1 1 5 3");
	assert_string_equal(text_copy(buf, sizeof buf, ""), "");
}

/* How far a typo is from a word, up to most: beyond it, most + 1 whatever
 * the distance (a word of other length, or far all along). */
static void
test_distance_stops_past_most(void **state)
{
	(void)state;
	assert_int_equal(text_distance("bank", "bank", 2), 0);
	assert_int_equal(text_distance("bnak", "bank", 2), 2);
	assert_int_equal(text_distance("banks", "bank", 1), 1);
	assert_int_equal(text_distance("kitten", "sitting", 3), 3);
	assert_int_equal(text_distance("kitten", "sitting", 2), 3);
	assert_int_equal(text_distance("b", "bank", 2), 3);
	assert_int_equal(text_distance("xxxx", "bank", 1), 2);
	assert_int_equal(text_distance("", "ab", 2), 2);
	assert_int_equal(text_distance("abcdefghijklmnopqrstuvwxyzabcdefg", "a", 40), 41);
}

/* A library loaded at first use: each symbol set where the list says; a
 * symbol it lacks named (and the library not kept); a library that is
 * not there said in the system loader's words, which name it. */
static void
test_library_load(void **state)
{
	(void)state;
	size_t (*length)(const char *) = NULL;
	char ***env = NULL;
	const struct library_symbol both[] = {{"strlen", &length}, {"environ", &env}};
	const char *why = NULL;
	assert_non_null(library_load("libc.so.6", RTLD_NOW | RTLD_LOCAL, both, 2, &why));
	assert_int_equal(length("dice"), 4);
	assert_non_null(env);    /* (a variable's address: libc's own, not the program's copy) */
	const struct library_symbol lacking[] = {{"strlen", &length}, {"tapis_no_such_call", &env}};
	assert_null(library_load("libc.so.6", RTLD_NOW | RTLD_LOCAL, lacking, 2, &why));
	assert_string_equal(why, "libc.so.6 has no tapis_no_such_call");
	assert_null(library_load("libtapis-none.so.0", RTLD_NOW | RTLD_LOCAL, both, 2, &why));
	assert_non_null(strstr(why, "libtapis-none.so.0"));
}

/* ---- a file written whole or not at all (outfile.c) */

/* The names in folder dir, sorted, one space between. */
static const char *
names_in(const char *dir)
{
	static char list[512];
	struct dirent **names;
	int n = scandir(dir, &names, NULL, alphasort);
	assert_true(n >= 0);
	list[0] = '\0';
	for (int i = 0; i < n; i++) {
		if (names[i]->d_name[0] != '.' || strlen(names[i]->d_name) > 2)
			snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s",
			    list[0] != '\0' ? " " : "", names[i]->d_name);
		free(names[i]);
	}
	free(names);
	return list;
}

static void
put_file(const char *dir, const char *name, const char *text)
{
	char path[256];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

static const char *
file_text(const char *dir, const char *name)
{
	static char text[256];
	char path[256];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	FILE *f = fopen(path, "r");
	assert_non_null(f);
	size_t n = fread(text, 1, sizeof text - 1, f);
	text[n] = '\0';
	fclose(f);
	return text;
}

/* The database's -wal and -shm are the database too: refused; a file of
 * another name beside it, or the database on another file system, is
 * written. */
static void
test_outfile_not_the_database(void **state)
{
	(void)state;
	char dir[] = "/tmp/tapis-outfile.XXXXXX", db[64], path[64], why[256] = "";
	assert_non_null(mkdtemp(dir));
	snprintf(db, sizeof db, "%s/t.db", dir);
	put_file(dir, "t.db", "db");
	put_file(dir, "t.db-wal", "wal");
	put_file(dir, "t.db-shm", "shm");
	put_file(dir, "old.json", "old");
	struct outfile o;
	for (int i = 0; i < 2; i++) {
		snprintf(path, sizeof path, "%s/t.db-%s", dir, i == 0 ? "wal" : "shm");
		assert_false(outfile_open(&o, path, db, why, sizeof why));
		char want[128];
		snprintf(want, sizeof want, "%s is the database itself: give another file", path);
		assert_string_equal(why, want);
	}
	snprintf(path, sizeof path, "%s/old.json", dir);
	const char *avoid[] = {db, "/dev/null"};
	for (int i = 0; i < 2; i++) {
		assert_true(outfile_open(&o, path, avoid[i], why, sizeof why));
		fputs(i == 0 ? "new" : "newer", o.f);
		assert_true(outfile_commit(&o, why, sizeof why));
	}
	assert_string_equal(file_text(dir, "old.json"), "newer");
	assert_string_equal(file_text(dir, "t.db-wal"), "wal");
	assert_string_equal(file_text(dir, "t.db-shm"), "shm");
	assert_string_equal(names_in(dir), "old.json t.db t.db-shm t.db-wal");
	for (const char *n = "old.json\0t.db\0t.db-shm\0t.db-wal\0"; *n; n += strlen(n) + 1) {
		snprintf(path, sizeof path, "%s/%s", dir, n);
		unlink(path);
	}
	rmdir(dir);
}

/* What cannot be written is said, and leaves the file as it was and no
 * temporary file beside it: a folder made under the file's name while it
 * was written; files limited in size (the signal ignored, as a shell's
 * `ulimit -f` with the signal trapped), the text held in the buffer or
 * written past it; and every allocation that fails. */
static void
test_outfile_fails_whole(void **state)
{
	(void)state;
	char dir[] = "/tmp/tapis-outfile.XXXXXX", path[64], fresh[64], inside[80], why[256] = "";
	char want[128];
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/old.json", dir);
	snprintf(fresh, sizeof fresh, "%s/new.json", dir);
	put_file(dir, "old.json", "old");
	struct outfile o;
	assert_true(outfile_open(&o, fresh, NULL, why, sizeof why));
	fputs("text", o.f);
	assert_int_equal(mkdir(fresh, 0700), 0);
	snprintf(inside, sizeof inside, "%s/kept", fresh);
	put_file(fresh, "kept", "kept");
	assert_false(outfile_commit(&o, why, sizeof why));
	snprintf(want, sizeof want, "cannot write %s: Is a directory", fresh);
	assert_string_equal(why, want);
	assert_string_equal(names_in(dir), "new.json old.json");
	assert_string_equal(file_text(fresh, "kept"), "kept");
	unlink(inside);
	rmdir(fresh);

	struct rlimit was, small;
	assert_int_equal(getrlimit(RLIMIT_FSIZE, &was), 0);
	small = was;
	small.rlim_cur = 100;
	void (*signal_was)(int) = signal(SIGXFSZ, SIG_IGN);
	const char *errors[] = {"File too large", "Input/output error"};
	for (int i = 0; i < 2; i++) {
		char text[5000];
		memset(text, 'x', sizeof text);
		assert_true(outfile_open(&o, path, NULL, why, sizeof why));
		setrlimit(RLIMIT_FSIZE, &small);
		/* 200 bytes stay in the buffer; 5000 pass it, and the C library
		 * keeps the error but not its errno */
		fwrite(text, 1, i == 0 ? 200 : sizeof text, o.f);
		bool committed = outfile_commit(&o, why, sizeof why);
		setrlimit(RLIMIT_FSIZE, &was);
		assert_false(committed);
		snprintf(want, sizeof want, "cannot write %s: %s", path, errors[i]);
		assert_string_equal(why, want);
		assert_string_equal(file_text(dir, "old.json"), "old");
		assert_string_equal(names_in(dir), "old.json");
	}
	signal(SIGXFSZ, signal_was);

	/* the file's name (of a file there, of one to make), the temporary
	 * file's, its stream */
	for (int f = 0; f < 2; f++)
		for (long n = 1; n <= 3; n++) {
			const char *name = f == 0 ? path : fresh;
			struct fault nth = {FAULT_ALLOC, 0, n, false};
			faultvfs_arm(&nth);
			bool opened = outfile_open(&o, name, NULL, why, sizeof why);
			long fired = faultvfs_fired();
			faultvfs_disarm();
			assert_int_equal(fired, 1);
			assert_false(opened);
			snprintf(want, sizeof want, "cannot write %s: Cannot allocate memory", name);
			assert_string_equal(why, n == 2 ? "out of memory" : want);
			assert_string_equal(names_in(dir), "old.json");
		}
	assert_string_equal(file_text(dir, "old.json"), "old");
	unlink(path);
	rmdir(dir);
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_json_into_a_buffer),
		cmocka_unit_test(test_distance_stops_past_most),
		cmocka_unit_test(test_format_as_printf_does),
		cmocka_unit_test(test_visible_escapes_what_a_terminal_acts_on),
		cmocka_unit_test(test_visible_cuts_at_a_whole_character),
		cmocka_unit_test(test_char_at_names_a_whole_character),
		cmocka_unit_test(test_hidden_space_and_visible),
		cmocka_unit_test(test_same_fold),
		cmocka_unit_test(test_word_key),
		cmocka_unit_test(test_short_of_memory),
		cmocka_unit_test(test_keys_short_of_memory_at_each_step),
		cmocka_unit_test(test_infile_byte_order_mark),
		cmocka_unit_test(test_infile_refusals),
		cmocka_unit_test(test_names_in_the_language_order),
		cmocka_unit_test(test_digits_read_as_stored),
		cmocka_unit_test(test_characters_as_icu_says),
		cmocka_unit_test(test_not_utf8),
		cmocka_unit_test(test_pad_to_columns),
		cmocka_unit_test(test_latin1_fold_as_icu),
		cmocka_unit_test(test_html_escapes_markup_and_what_a_terminal_hides),
		cmocka_unit_test(test_library_load),
		cmocka_unit_test(test_outfile_not_the_database),
		cmocka_unit_test(test_outfile_fails_whole),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
