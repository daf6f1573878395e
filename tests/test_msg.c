/* Messages as values (msg.h) and their text (msg_text): the arguments
 * read by the English format's conversions, said in English and, from the
 * French catalogue, with the positions the translation gives them. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "families.h"
#include "i18n.h"
#include "msg.h"

static char buf[256];

static const char *
text(const struct msg *m)
{
	return msg_text(m, buf, sizeof buf);
}

/* Messages in English: the catalogue is not read under C. */
static int
english(void **state)
{
	(void)state;
	setenv("LANGUAGE", "", 1);
	setlocale(LC_ALL, "C");
	return 0;
}

/* Messages in French, from the build's catalogue (TEXTDOMAINDIR). */
static int
french(void **state)
{
	(void)state;
	const char *dir = getenv("TEXTDOMAINDIR");
	if (dir == NULL || setlocale(LC_ALL, "C.UTF-8") == NULL)
		return -1;
	setenv("LANGUAGE", "fr", 1);
	bindtextdomain(PACKAGE, dir);
	textdomain(PACKAGE);
	return 0;
}

static void
test_english_conversions(void **state)
{
	(void)state;
	struct msg m;
	char local[16];
	snprintf(local, sizeof local, "1 2 3");
	msg_set(&m, N_("there is no %d in the throw %s"), 5, local);
	local[0] = 'x';           /* the text was copied in */
	assert_string_equal(text(&m), "there is no 5 in the throw 1 2 3");
	msg_set(&m, N_("unknown option '%.*s' (see 'rules' for the options)"), 3, "abcdef");
	assert_string_equal(text(&m), "unknown option 'abc' (see 'rules' for the options)");
	msg_set(&m, "%c|%5d|%-4s|%zu|%%", 'q', 42, "ab", (size_t)7);
	assert_string_equal(text(&m), "q|   42|ab  |7|%");
	assert_false(msg_empty(&m));
	msg_clear(&m);
	assert_true(msg_empty(&m));
	assert_string_equal(text(&m), "");
}

static void
test_english_plural_and_words(void **state)
{
	(void)state;
	struct msg m, noun, word;
	msg_setn(&noun, N_("die"), N_("dice"), 3);
	msg_set(&m, N_("%d %s typed, %d in hand"), 3, msg_ref(&noun), 4);
	assert_string_equal(text(&m), "3 dice typed, 4 in hand");
	msg_set(&word, N_("five"));
	msg_setn(&m, N_("the hand %s has only %s %d"), N_("the hand %s has only %s %ds"), 5,
	    "2 2 2 2 2", msg_ref(&word), 2);
	assert_string_equal(text(&m), "the hand 2 2 2 2 2 has only five 2s");
	msg_set_pair(&word, "desc", "desc.");
	msg_set(&m, "[%s]", msg_ref(&word));
	assert_string_equal(text(&m), "[desc]");
}

/* Pieces said one after the other, cut where snprintf would cut. */
static void
test_pieces_and_cut(void **state)
{
	(void)state;
	struct msg m, list;
	msg_set(&list, "%s", "a");
	msg_add_raw(&list, ", %s", "b");
	msg_set(&m, "x %s y", msg_ref(&list));
	msg_add(&m, "; %d", 7);
	assert_string_equal(text(&m), "x a, b y; 7");
	char small[6];
	assert_string_equal(msg_text(&m, small, sizeof small), "x a, ");
}

/* The conversions no message of tapis uses yet, read as printf reads them. */
static void
test_english_other_conversions(void **state)
{
	(void)state;
	struct msg m;
	msg_set(&m, "%ld|%lld|%lu|%llu|", -3L, -4LL, 5UL, 6ULL);
	msg_add(&m, "%g|%.2f|%*d|%08.3f", 0.5, 1.25, 4, 7, 3.14159);
	assert_string_equal(text(&m), "-3|-4|5|6|0.5|1.25|   7|0003.142");
	msg_set(&m, "%hd|%zd|%zx|%lx|%llx|%o|%X|%E|", (short)-2, (size_t)9, (size_t)255,
	    10UL, 11ULL, 8u, 171u, 1.5);
	msg_add(&m, "%'d|%+d|%.*s|", 1234, 5, 2, "abc");
	assert_string_equal(text(&m), "-2|9|ff|a|b|10|AB|1.500000E+00|1234|+5|ab|");
	/* a piece takes MSG_ARGS arguments: a conversion past them says nothing */
	msg_set(&m, "%d%d%d%d%d%d%d%d|%*d|%.*d", 1, 2, 3, 4, 5, 6, 7, 8, 2, 9, 2, 9);
	assert_string_equal(text(&m), "12345678||");
	/* no text (printf's "(null)"), and texts that start as a message
	 * referred to does (msg_ref) but are none */
	const char *volatile none = NULL;
	msg_set(&m, "[%s|%s|%s|%s]", none, "\x1bx", "\x1b\xffmsg", "");
	assert_string_equal(text(&m), "[(null)|\x1bx|\x1b\xffmsg|]");
	/* formats no message has, as a catalogue might give them: a '%' that
	 * ends the text, a position with no number, a conversion no message
	 * uses (after "1$"): nothing said for it, the rest as it is; flags
	 * repeated past what a conversion holds, as printf reads them */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat"
#pragma GCC diagnostic ignored "-Wformat-extra-args"
	msg_set(&m, "50%");
	assert_string_equal(text(&m), "50");
	msg_set(&m, "[%$d]", 5);
	assert_string_equal(text(&m), "[d]");
	msg_set(&m, "%d%1$", 5);
	assert_string_equal(text(&m), "5");
	msg_set(&m, "[%---------3d|%.02d]", 5, 7);
	assert_string_equal(text(&m), "[5  |07]");
#pragma GCC diagnostic pop
}

/* A message with more pieces than it holds, or more text: what fits is
 * said, the rest dropped, nothing written past it; appended and plural
 * pieces said in order. */
static void
test_pieces_and_text_that_do_not_fit(void **state)
{
	(void)state;
	struct msg m, more, tail;
	msg_set(&m, "%d", 0);
	for (int i = 1; i < MSG_PIECES + 5; i++)
		msg_add(&m, ",%d", i);
	char big[2048];
	const char *said = msg_text(&m, big, sizeof big);
	assert_int_equal(strncmp(said, "0,1,2,", 6), 0);
	char last[16];
	snprintf(last, sizeof last, ",%d", MSG_PIECES - 1);
	assert_non_null(strstr(said, last));
	snprintf(last, sizeof last, ",%d", MSG_PIECES);
	assert_null(strstr(said, last));
	/* a text longer than the pool, cut to what it holds */
	char long_text[MSG_POOL + 100];
	memset(long_text, 'x', sizeof long_text - 1);
	long_text[sizeof long_text - 1] = '\0';
	msg_set(&more, "[%s]", long_text);
	said = msg_text(&more, big, sizeof big);
	assert_true(strlen(said) < MSG_POOL + 2);
	assert_int_equal(said[0], '[');
	assert_int_equal(said[1], 'x');
	/* appended: a plural piece after a word, then all of it after another */
	msg_set(&tail, "%s", "then ");
	msg_addn(&tail, N_("%d die"), N_("%d dice"), 2, 2);
	msg_set(&m, "%s", "first, ");
	msg_append(&m, &tail);
	assert_string_equal(text(&m), "first, then 2 dice");
	/* nothing appended from an empty message, nor from itself */
	msg_clear(&more);
	msg_append(&m, &more);
	msg_append(&m, &m);
	assert_string_equal(text(&m), "first, then 2 dice");
	/* a message full of pieces appended to: what fits */
	msg_set(&more, "%d", 0);
	for (int i = 1; i < MSG_PIECES; i++)
		msg_add(&more, ",%d", i);
	msg_append(&more, &tail);
	assert_null(strstr(msg_text(&more, big, sizeof big), "then"));
}

static void
test_french_positions(void **state)
{
	struct msg m, noun, word;
	assert_int_equal(french(state), 0);
	msg_set(&m, N_("%s's %s is already written (%d)"), "bob", "full", 25);
	assert_string_equal(text(&m), "le full de bob est déjà inscrit (25)");
	msg_set(&m, N_("there is no %d in the throw %s"), 5, "1 2 3");
	assert_string_equal(text(&m), "il n'y a pas de 5 dans le lancer 1 2 3");
	msg_setn(&noun, N_("die"), N_("dice"), 1);
	msg_set(&m, N_("%d %s typed, %d in hand"), 1, msg_ref(&noun), 4);
	assert_string_equal(text(&m), "1 dé saisis, 4 en main");
	msg_set(&word, N_("one"));
	msg_setn(&m, N_("the hand %s has only %s %d"), N_("the hand %s has only %s %ds"), 1,
	    "2 2", msg_ref(&word), 2);
	assert_string_equal(text(&m), "la main 2 2 n'a qu'un 2");
	msg_set_pair(&word, "desc", "desc.");
	msg_set(&m, "[%s]", msg_ref(&word));
	assert_string_equal(text(&m), "[desc.]");
	/* a word with no French of its own is said as stored */
	msg_set_pair(&word, "full", NULL);
	msg_set(&m, "[%s]", msg_ref(&word));
	assert_string_equal(text(&m), "[full]");
	english(state);
}

static void
test_french_elision(void **state)
{
	assert_int_equal(french(state), 0);
	char s[128];
	snprintf(s, sizeof s, "le 25 de \xc3\xa9lodie (raye le 12 de alice), que Ines a vu, de bob");
	i18n_elide(s);
	assert_string_equal(s, "le 25 d'\xc3\xa9lodie (raye le 12 d'alice), qu'Ines a vu, de bob");
	/* a quoted word is as typed; a word that only ends in de is no de */
	snprintf(s, sizeof s, "'de alice' n'est pas un nom ; monde entier; de 2");
	i18n_elide(s);
	assert_string_equal(s, "'de alice' n'est pas un nom ; monde entier; de 2");
	/* quoted after a parenthesis; a name that is not UTF-8, or that starts
	 * with an accent alone, starts with no vowel */
	snprintf(s, sizeof s, "(raye 'de alice') de \xff" "a, de \xcc\x81" "a");
	i18n_elide(s);
	assert_string_equal(s, "(raye 'de alice') de \xff" "a, de \xcc\x81" "a");
	snprintf(s, sizeof s, "('de alice') de alice");
	i18n_elide(s);
	assert_string_equal(s, "('de alice') d'alice");
	/* a message of no text is none, not the catalogue's header (gettext's
	 * answer to "") */
	struct msg m;
	msg_set(&m, "%s", "");
	assert_string_equal(text(&m), "");
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-zero-length"
	msg_set(&m, "");
#pragma GCC diagnostic pop
	assert_string_equal(text(&m), "");
	english(state);
	snprintf(s, sizeof s, "de alice");
	i18n_elide(s);
	assert_string_equal(s, "de alice");
}

/* The messages kept a thread's and a language's (i18n_cache.c): the same
 * id says each language in force in turn, the thread's locale switched
 * (uselocale, as the server draws a page), LANGUAGE changed and told. */
static void
test_kept_messages_follow_the_language(void **state)
{
	assert_int_equal(french(state), 0);
	locale_t c = newlocale(LC_ALL_MASK, "C", (locale_t)0);
	assert_non_null(c);
	for (int round = 0; round < 2; round++) {
		assert_string_equal(_("names: English"), "names: French");
		assert_string_equal(ngettext("die", "dice", 2), "d\xc3\xa9s");
		locale_t was = uselocale(c);
		assert_string_equal(_("names: English"), "names: English");
		assert_string_equal(ngettext("die", "dice", 2), "dice");
		uselocale(was);
	}
	setenv("LANGUAGE", "", 1);
	i18n_forget();
	assert_string_equal(_("names: English"), "names: English");
	setenv("LANGUAGE", "fr", 1);
	i18n_forget();
	assert_string_equal(_("names: English"), "names: French");
	/* ids not kept (built at run time, not in the program): looked up
	 * each time, to the same words; a count kept under one id and another
	 * count of the same id */
	char id[] = "names: English", die[] = "die", dice[] = "dice";
	assert_string_equal(_(id), "names: French");
	assert_string_equal(ngettext(die, "dice", 2), "d\xc3\xa9s");
	assert_string_equal(ngettext("die", dice, 1), "d\xc3\xa9");
	for (unsigned long n = 1; n <= 3; n++)
		assert_string_equal(ngettext("die", "dice", n), n == 1 ? "d\xc3\xa9" : "d\xc3\xa9s");
	/* more counts of one id than the cache keeps: each said right where
	 * another count held its place */
	for (unsigned long n = 1; n <= 1200; n++)
		assert_string_equal(ngettext("die", "dice", n), n == 1 ? "d\xc3\xa9" : "d\xc3\xa9s");
	freelocale(c);
	english(state);
	assert_string_equal(_("names: English"), "names: English");
}

/* Edges of a message's room: a plural whose singular takes no number; a
 * text when the pool is full; a message appended that does not fit (its
 * pool), then one that does; an empty message referred to, appended; a
 * message full of pieces appended to an empty one; a pair past the
 * pieces; no room at all to say it. */
static void
test_room_at_the_edges(void **state)
{
	(void)state;
	struct msg m, big, small, empty, ref, many;
	/* (the singular's format takes none of the arguments: as ngettext allows) */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-extra-args"
	msg_setn(&m, N_("one die"), N_("%d dice"), 3, 3);
	assert_string_equal(text(&m), "3 dice");
	msg_setn(&m, N_("one die"), N_("%d dice"), 1, 1);
	assert_string_equal(text(&m), "one die");
#pragma GCC diagnostic pop
	char long_text[MSG_POOL + 100], said[2 * MSG_POOL];
	memset(long_text, 'x', sizeof long_text - 1);
	long_text[sizeof long_text - 1] = '\0';
	msg_set(&big, "[%s]", long_text);
	msg_add(&big, "(%s)", "more");
	assert_null(strstr(msg_text(&big, said, sizeof said), "more"));
	assert_non_null(strstr(said, "]()"));
	msg_set(&m, "%s", "abc");
	msg_append(&m, &big);
	assert_string_equal(text(&m), "abc");
	msg_set(&small, " %s", "def");
	msg_append(&m, &small);
	assert_string_equal(text(&m), "abc def");
	msg_clear(&empty);
	msg_set(&ref, "[%s]", msg_ref(&empty));
	msg_set(&m, "%s", "x");
	msg_append(&m, &ref);
	assert_string_equal(text(&m), "x[]");
	msg_set(&many, "%d", 0);
	for (int i = 1; i < MSG_PIECES; i++)
		msg_add(&many, ",%d", i);
	msg_add_pair(&many, "carre", "carr\xc3\xa9");
	msg_clear(&m);
	msg_append(&m, &many);
	assert_string_equal(text(&m), msg_text(&many, said, sizeof said));
	assert_null(strstr(said, "carre"));
	char none[4] = "zzz";
	assert_ptr_equal(msg_text(&m, none, 0), none);
	assert_string_equal(none, "zzz");
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup(test_english_conversions, english),
		cmocka_unit_test_setup(test_english_plural_and_words, english),
		cmocka_unit_test_setup(test_pieces_and_cut, english),
		cmocka_unit_test_setup(test_english_other_conversions, english),
		cmocka_unit_test_setup(test_pieces_and_text_that_do_not_fit, english),
		cmocka_unit_test_setup(test_room_at_the_edges, english),
		cmocka_unit_test(test_french_positions),
		cmocka_unit_test(test_french_elision),
		cmocka_unit_test(test_kept_messages_follow_the_language),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
