/* The Yam Master board, checked against tapis-games(7), YAM MASTER: what every
 * throw of five dice makes, the names of the cells and of the kinds,
 * layouts read from text, and the count of aligned pawns.
 *
 * The combinations and the count are restated here from tapis-games(7), as a
 * player reads the dice and the board, without the engine; every ordered
 * throw (6^5 = 7776) is then read both ways, and the count is compared on
 * hand-made boards and on many more made up at random. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "engine.h"
#include "families.h"
#include "said.h"
#include "yammaster.h"

#define WHY 512

/* ------------------------------------------------------------------ */
/* tapis-games(7), the combinations, restated.  Nothing here reads the engine. */

static void
sort5(int *s)
{
	for (int i = 1; i < 5; i++)
		for (int j = i; j > 0 && s[j - 1] > s[j]; j--) {
			int x = s[j];
			s[j] = s[j - 1];
			s[j - 1] = x;
		}
}

/* Whether the five dice d make `kind`, reading them sorted. */
static bool
law_makes(const int *d, int kind)
{
	int s[5], sum = 0;
	memcpy(s, d, sizeof s);
	sort5(s);
	for (int i = 0; i < 5; i++)
		sum += s[i];
	bool five_alike = s[0] == s[4];
	switch (kind) {
	case KIND_FULL:
		/* "three and two alike; five alike counts": aaabb or aabbb */
		return (s[0] == s[2] && s[3] == s[4]) || (s[0] == s[1] && s[2] == s[4]);
	case KIND_SUITE: {
		/* "1-2-3-4-5 or 2-3-4-5-6" */
		static const int low[5] = {1, 2, 3, 4, 5}, high[5] = {2, 3, 4, 5, 6};
		return memcmp(s, low, sizeof s) == 0 || memcmp(s, high, sizeof s) == 0;
	}
	case KIND_CARRE:
		/* "four alike or more": sorted, the four are the first or the last */
		return s[0] == s[3] || s[1] == s[4];
	case KIND_SMALL:
		/* "the five dice sum to 8 or less" */
		return sum <= 8;
	case KIND_YAM:
		return five_alike;
	case KIND_SEC:
	case KIND_APPEL:
		return false;     /* the turn makes these, never the dice alone */
	default: {
		/* a number v: "three or more dice showing v", three in a row sorted */
		int v = kind - KIND_1 + 1;
		for (int i = 0; i + 2 < 5; i++)
			if (s[i] == v && s[i + 2] == v)
				return true;
		return false;
	}
	}
}

/* A tally built here from the faces, so that the comparison does not lean
 * on the engine's counting either. */
static struct tally
tally_of(const int *d, int n)
{
	struct tally t;
	memset(&t, 0, sizeof t);
	for (int i = 0; i < n; i++)
		t.count[d[i]]++;
	return t;
}

/* ------------------------------------------------------------------ */
/* Every throw, every kind */

/* The restatement is checked against counting done by hand, so that a
 * mistake in it cannot agree with one in the engine.  Of the 7776 ordered
 * throws: 6 are five alike (Yam); 6 x 5 x 5 + 6 = 156 have four alike or
 * more (Carré); 6 x 5 x C(5,3) = 300 are three and two alike, and with the
 * 6 five alike 306 make a Full; 2 x 5! = 240 a Suite; the ≤8 are the
 * throws of five dice less 1 each summing to 3 or less, C(3+5,5) = 56; a
 * number v shows three, four or five times in C(5,3) x 25 + C(5,4) x 5 + 1
 * = 276. */
static void
test_every_throw(void **state)
{
	(void)state;
	int counts[YAMMASTER_KINDS] = {0}, none = 0;
	for (int code = 0; code < 7776; code++) {
		int d[5];
		for (int i = 0, c = code; i < 5; i++, c /= 6)
			d[i] = c % 6 + 1;
		struct tally t = tally_of(d, 5);
		unsigned want_majors = 0;
		bool any = false;
		for (int kind = 0; kind < YAMMASTER_KINDS; kind++) {
			bool want = law_makes(d, kind), got = yammaster_makes(&t, kind);
			if (got != want)
				fail_msg("%d %d %d %d %d, %s: engine %s, tapis-games(7) %s", d[0], d[1], d[2],
				    d[3], d[4], yammaster_kind_key(kind), got ? "made" : "not made",
				    want ? "made" : "not made");
			counts[kind] += want;
			any = any || want;
			if (want && kind >= YAMMASTER_MAJOR0 && kind < YAMMASTER_MAJOR0 + YAMMASTER_MAJORS)
				want_majors |= 1u << (kind - YAMMASTER_MAJOR0);
		}
		unsigned got_majors = yammaster_majors(&t);
		if (got_majors != want_majors)
			fail_msg("%d %d %d %d %d: majors 0x%x, tapis-games(7) 0x%x", d[0], d[1], d[2], d[3],
			    d[4], got_majors, want_majors);
		none += !any;
	}
	for (int kind = KIND_1; kind <= KIND_6; kind++)
		assert_int_equal(counts[kind], 276);
	assert_int_equal(counts[KIND_FULL], 306);
	assert_int_equal(counts[KIND_SUITE], 240);
	assert_int_equal(counts[KIND_CARRE], 156);
	assert_int_equal(counts[KIND_SMALL], 56);
	assert_int_equal(counts[KIND_YAM], 6);
	assert_int_equal(counts[KIND_SEC], 0);
	assert_int_equal(counts[KIND_APPEL], 0);
	/* A throw makes nothing when no face shows three times (no Full,
	 * Carré or Yam then either), it is no Suite and it sums to more than 8.
	 * No face three times: 7776 - 6 x 276 = 6120, as two faces cannot both
	 * show three times; less the 240 Suites; and none of the rest is a ≤8,
	 * the smallest five dice with no face three times being 1 1 2 2 3, 9. */
	assert_int_equal(none, 5880);
}

/* A few throws as a player reads them, so that a failure here names the
 * case plainly. */
static void
test_examples(void **state)
{
	(void)state;
	static const struct {
		const char *dice;
		int kind;
		bool made;
	} ex[] = {
		/* tapis-games(7)'s own: five alike make Yam, Carré, Full and ≤8 at once */
		{"11111", KIND_YAM, true}, {"11111", KIND_CARRE, true}, {"11111", KIND_FULL, true},
		{"11111", KIND_SMALL, true}, {"11111", KIND_1, true}, {"11111", KIND_SUITE, false},
		{"66666", KIND_SMALL, false}, {"66666", KIND_FULL, true},
		{"12345", KIND_SUITE, true}, {"65432", KIND_SUITE, true}, {"13456", KIND_SUITE, false},
		{"12346", KIND_SUITE, false}, {"11234", KIND_SUITE, false},
		{"23332", KIND_FULL, true}, {"66661", KIND_FULL, false}, {"11223", KIND_FULL, false},
		{"66661", KIND_CARRE, true}, {"66611", KIND_CARRE, false},
		{"44441", KIND_YAM, false},
		{"32111", KIND_SMALL, true},   /* the source's example */
		{"11114", KIND_SMALL, true}, {"11123", KIND_SMALL, true}, {"11222", KIND_SMALL, true},
		{"11133", KIND_SMALL, false}, {"12221", KIND_SMALL, true}, {"11115", KIND_SMALL, false},
		{"33315", KIND_3, true}, {"33415", KIND_3, false}, {"51525", KIND_5, true},
		{"55552", KIND_5, true}, {"66666", KIND_5, false},
	};
	for (size_t i = 0; i < sizeof ex / sizeof ex[0]; i++) {
		int d[5];
		for (int j = 0; j < 5; j++)
			d[j] = ex[i].dice[j] - '0';
		struct tally t = tally_of(d, 5);
		if (yammaster_makes(&t, ex[i].kind) != ex[i].made)
			fail_msg("%s %s %s", ex[i].dice, ex[i].made ? "should make" : "should not make",
			    yammaster_kind_key(ex[i].kind));
		assert_int_equal(law_makes(d, ex[i].kind), ex[i].made);
	}
}

/* Sec and Appel depend on the turn: no dice make them.  Nor do fewer
 * than five dice make a major. */
static void
test_makes_edges(void **state)
{
	(void)state;
	int d[5] = {1, 1, 1, 1, 1};
	struct tally t = tally_of(d, 5);
	assert_false(yammaster_makes(&t, KIND_SEC));
	assert_false(yammaster_makes(&t, KIND_APPEL));
	assert_false(yammaster_makes(&t, -1));
	assert_false(yammaster_makes(&t, YAMMASTER_KINDS));
	t = tally_of(d, 4);                   /* 1 1 1 1: four alike, but not five dice */
	assert_int_equal(yammaster_majors(&t), 0);
}

/* ------------------------------------------------------------------ */
/* Names */

static void
test_kind_find(void **state)
{
	(void)state;
	static const struct {
		const char *word;
		int kind;
	} names[] = {
		{"1", KIND_1}, {"2", KIND_2}, {"3", KIND_3}, {"4", KIND_4}, {"5", KIND_5},
		{"6", KIND_6},
		{"full", KIND_FULL}, {"FULL", KIND_FULL}, {"Full", KIND_FULL},
		{"suite", KIND_SUITE}, {"quinte", KIND_SUITE}, {"Quinte", KIND_SUITE},
		{"carre", KIND_CARRE}, {"carré", KIND_CARRE}, {"CARRÉ", KIND_CARRE},
		{"Carre", KIND_CARRE},
		/* tapis-games(7): "small" (the ≤8 cell, the source's word; or 8) */
		{"small", KIND_SMALL}, {"8", KIND_SMALL}, {"<=8", KIND_SMALL}, {"≤8", KIND_SMALL},
		{"SMALL", KIND_SMALL},
		{"yam", KIND_YAM}, {"yams", KIND_YAM}, {"Yam", KIND_YAM},
		{"sec", KIND_SEC}, {"SEC", KIND_SEC}, {"appel", KIND_APPEL}, {"Appel", KIND_APPEL},
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		int k = yammaster_kind_find(names[i].word);
		if (k != names[i].kind)
			fail_msg("'%s' is kind %d, want %d", names[i].word, k, names[i].kind);
		/* only the five majors are called */
		bool major = names[i].kind >= KIND_FULL && names[i].kind <= KIND_YAM;
		k = yammaster_major_find(names[i].word);
		if (k != (major ? names[i].kind : -1))
			fail_msg("'%s' is major %d, want %d", names[i].word, k,
			    major ? names[i].kind : -1);
	}
	static const char *const unknown[] = {
		"", "0", "7", "9", "10", "brelan", "carr", "ful", "fulls", "suites", "yamm", "<8",
		"<=9", "≥8", "a1", "full house", "-1",
		/* numbers other than the digits 0 to 9 (issue 31) */
		"\xef\xbc\x91", "\xc2\xb9", "\xe2\x91\xa0", "\xd9\xa3", "\xef\xbc\x98", "<=\xef\xbc\x98",
	};
	for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
		if (yammaster_kind_find(unknown[i]) != -1)
			fail_msg("'%s' names kind %d", unknown[i], yammaster_kind_find(unknown[i]));
		assert_int_equal(yammaster_major_find(unknown[i]), -1);
	}
	/* every kind's own key names it back */
	for (int k = 0; k < YAMMASTER_KINDS; k++)
		assert_int_equal(yammaster_kind_find(yammaster_kind_key(k)), k);
	assert_string_equal(yammaster_kind_key(-1), "?");
	assert_string_equal(yammaster_kind_key(YAMMASTER_KINDS), "?");
}

/* Cells are named by a column letter a to e and a row number 1 to 5, a1
 * the first and e5 the last, by rows. */
static void
test_cell_names(void **state)
{
	(void)state;
	assert_int_equal(yammaster_cell_find("a1"), 0);
	assert_int_equal(yammaster_cell_find("b1"), 1);
	assert_int_equal(yammaster_cell_find("a2"), 5);
	assert_int_equal(yammaster_cell_find("c3"), 12);
	assert_int_equal(yammaster_cell_find("e5"), 24);
	assert_int_equal(yammaster_cell_find("A1"), 0);
	assert_int_equal(yammaster_cell_find("C3"), 12);
	assert_int_equal(yammaster_cell_find("E5"), 24);
	static const char *const bad[] = {
		"a0", "f1", "a6", "aa", "a10", "", "a", "1a", "11", "z3", "a1 ", " a1", "e55", "@1",
		"`1",
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		if (yammaster_cell_find(bad[i]) != -1)
			fail_msg("'%s' is cell %d", bad[i], yammaster_cell_find(bad[i]));
	char buf[8];
	for (int cell = 0; cell < YAMMASTER_CELLS; cell++) {
		char want[3] = {(char)('a' + cell % 5), (char)('1' + cell / 5), '\0'};
		assert_string_equal(yammaster_cell_name(cell, buf, sizeof buf), want);
		assert_int_equal(yammaster_cell_find(buf), cell);
	}
	assert_string_equal(yammaster_cell_name(-1, buf, sizeof buf), "?");
	assert_string_equal(yammaster_cell_name(YAMMASTER_CELLS, buf, sizeof buf), "?");
}

/* ------------------------------------------------------------------ */
/* Layouts */

/* The board of tapis-games(7), YAM MASTER, written out here. */
static const int rules_board[YAMMASTER_CELLS] = {
	KIND_1, KIND_3, KIND_APPEL, KIND_4, KIND_6,
	KIND_2, KIND_CARRE, KIND_SEC, KIND_FULL, KIND_5,
	KIND_SMALL, KIND_FULL, KIND_YAM, KIND_APPEL, KIND_SUITE,
	KIND_6, KIND_SEC, KIND_SUITE, KIND_SMALL, KIND_1,
	KIND_3, KIND_2, KIND_CARRE, KIND_5, KIND_4,
};

static void
test_standard_board(void **state)
{
	(void)state;
	for (int i = 0; i < YAMMASTER_CELLS; i++)
		assert_int_equal(yammaster_standard_board[i], rules_board[i]);
	/* a board has its cells so many times: those of the standard board */
	int count[YAMMASTER_KINDS] = {0};
	for (int i = 0; i < YAMMASTER_CELLS; i++)
		count[rules_board[i]]++;
	for (int k = 0; k < YAMMASTER_KINDS; k++)
		assert_int_equal(yammaster_kind_count[k], count[k]);

	unsigned char b[YAMMASTER_CELLS];
	char why[WHY] = "", buf[256];
	memset(b, 0xff, sizeof b);
	assert_true(said(yammaster_board_parse("standard", b, &said_msg), &said_msg, why,
	    sizeof why));
	assert_memory_equal(b, yammaster_standard_board, YAMMASTER_CELLS);
	yammaster_board_format(yammaster_standard_board, buf, sizeof buf);
	assert_string_equal(buf, "standard");

	/* written out, the standard board reads as itself, and says "standard" */
	memset(b, 0xff, sizeof b);
	assert_true(said(yammaster_board_parse("1 3 appel 4 6\n2 carré sec full 5\n"
	    "≤8 full yam appel suite\n6 sec suite <=8 1\n3 2 CARRE 5 4\n", b, &said_msg),
	    &said_msg, why, sizeof why));
	assert_memory_equal(b, yammaster_standard_board, YAMMASTER_CELLS);
}

/* A permutation: the standard board read backwards. */
static void
reversed(unsigned char *b)
{
	for (int i = 0; i < YAMMASTER_CELLS; i++)
		b[i] = (unsigned char)rules_board[YAMMASTER_CELLS - 1 - i];
}

static void
test_board_round_trip(void **state)
{
	(void)state;
	unsigned char rev[YAMMASTER_CELLS], b[YAMMASTER_CELLS];
	char why[WHY] = "", buf[256];
	reversed(rev);
	yammaster_board_format(rev, buf, sizeof buf);
	/* rows by '/', names by ',' */
	assert_string_equal(buf, "4,5,carre,2,3/1,small,suite,sec,6/suite,appel,yam,full,small/"
	    "5,full,sec,carre,2/6,4,appel,3,1");
	memset(b, 0xff, sizeof b);
	assert_true(said(yammaster_board_parse(buf, b, &said_msg), &said_msg, why, sizeof why));
	assert_memory_equal(b, rev, YAMMASTER_CELLS);

	/* the same by new lines and blanks, as a board file has it, in any case
	 * and with the other names */
	static const char *const writings[] = {
		"4 5 carré 2 3\n1 ≤8 quinte sec 6\nsuite appel yams full 8\n5 full sec carre 2\n"
		"6 4 appel 3 1\n",
		"4\t5  Carre 2 3\r\n1 <=8 SUITE Sec 6\r\nSuite Appel Yam Full Small\r\n"
		"5 FULL sec CARRÉ 2\r\n6 4 appel 3 1",
		"4 5 carre 2 3 / 1 small suite sec 6 / suite appel yam full small / 5 full sec carre 2"
		" / 6 4 appel 3 1",
		"4,5,carre,2,3,1,small,suite,sec,6,suite,appel,yam,full,small,5,full,sec,carre,2,6,4,"
		"appel,3,1",
		/* a file's last line ended by a carriage return alone */
		"4 5 carre 2 3\r\n1 small suite sec 6\r\nsuite appel yam full small\r\n"
		"5 full sec carre 2\r\n6 4 appel 3 1\r",
		"4, 5 ,carre , 2,3 # a comma between cells, spaces around it\n1,small,suite,sec,6\n"
		"suite,appel,yam,full,small\n5,full,sec,carre,2\n6,4,appel,3,1",
		/* a '#' inside a comment is the comment's own */
		"# row 1 # of 5\n4 5 carre 2 3\n1 small suite sec 6\nsuite appel yam full small\n"
		"5 full sec carre 2\n6 4 appel 3 1",
	};
	for (size_t i = 0; i < sizeof writings / sizeof writings[0]; i++) {
		memset(b, 0xff, sizeof b);
		if (!said(yammaster_board_parse(writings[i], b, &said_msg), &said_msg, why,
		    sizeof why))
			fail_msg("writing %zu refused: %s", i, why);
		assert_memory_equal(b, rev, YAMMASTER_CELLS);
	}

	/* two cells swapped: another board, which formats and reads back */
	memcpy(b, yammaster_standard_board, YAMMASTER_CELLS);
	b[0] = KIND_YAM;
	b[12] = KIND_1;
	yammaster_board_format(b, buf, sizeof buf);
	assert_string_equal(buf, "yam,3,appel,4,6/2,carre,sec,full,5/small,full,1,appel,suite/"
	    "6,sec,suite,small,1/3,2,carre,5,4");
	unsigned char back[YAMMASTER_CELLS];
	assert_true(said(yammaster_board_parse(buf, back, &said_msg), &said_msg, why, sizeof why));
	assert_memory_equal(back, b, YAMMASTER_CELLS);
	/* written into less room than it takes: as much of it as fits */
	char small[12];
	yammaster_board_format(b, small, sizeof small);
	assert_string_equal(small, "yam,3,appel");
}

static void
refuse_board(const char *text, const char *reason)
{
	unsigned char b[YAMMASTER_CELLS], before[YAMMASTER_CELLS];
	char why[WHY] = "";
	memcpy(b, yammaster_standard_board, YAMMASTER_CELLS);
	memcpy(before, b, YAMMASTER_CELLS);
	if (said(yammaster_board_parse(text, b, &said_msg), &said_msg, why, sizeof why))
		fail_msg("'%s' was taken as a board", text);
	if (why[0] == '\0' || strstr(why, reason) == NULL)
		fail_msg("expected '%s' in '%s'", reason, why);
	/* a refused layout leaves the board it was to replace as it was */
	assert_memory_equal(b, before, YAMMASTER_CELLS);
}

static void
test_board_refusals(void **state)
{
	(void)state;
	/* 24 names: the standard board less its last; 26: with one more */
	refuse_board("1 3 appel 4 6/2 carre sec full 5/small full yam appel suite/6 sec suite small 1/"
	    "3 2 carre 5", "row 5 of the board has 4 cells, not 5");
	refuse_board("1 3 appel 4 6/2 carre sec full 5/small full yam appel suite/6 sec suite small 1/"
	    "3 2 carre 5 4 4", "row 5 of the board has 6 cells, not 5");
	/* 24 and 26 names on one line, as a flat list */
	refuse_board("1 3 appel 4 6 2 carre sec full 5 small full yam appel suite 6 sec suite small"
	    " 1 3 2 carre 5", "a board has 25 cells, five rows of five: this one has 24");
	/* four rows, and a row of six */
	refuse_board("1 3 appel 4 6/2 carre sec full 5/small full yam appel suite/6 sec suite small 1",
	    "a board has five rows of five cells: this one has 4 rows");
	refuse_board("1 3 appel 4 6 2\ncarre sec full 5\nsmall full yam appel suite\n"
	    "6 sec suite small 1\n3 2 carre 5 4", "row 1 of the board has 6 cells, not 5");
	refuse_board("", "this one has 0");
	refuse_board(" / \n", "this one has 0");
	/* an empty place between two commas, or a comma at a row's end or
	 * start, is a typo said by its place, not a cell less (issue 31) */
	refuse_board(" / \n,", "line 2, column 1: a comma stands between two cells of a row, not"
	    " beside another or at the row's end");
	refuse_board("1,3,appel,,4,6/2,carre,sec,full,5/small,full,yam,appel,suite/6,sec,suite,"
	    "small,1/3,2,carre,5,4", "line 1, column 11: a comma stands between two cells");
	refuse_board("1,3,appel,4,6,/2,carre,sec,full,5/small,full,yam,appel,suite/6,sec,suite,"
	    "small,1/3,2,carre,5,4", "line 1, column 14: a comma stands between two cells");
	refuse_board("1 3 appel 4 6\n,2 carre sec full 5\nsmall full yam appel suite\n"
	    "6 sec suite small 1\n3 2 carre 5 4", "line 2, column 1: a comma stands between");
	refuse_board("1 3 appel 4 6\n2 carre sec full 5 , # five\nsmall full yam appel suite\n"
	    "6 sec suite small 1\n3 2 carre 5 4", "line 2, column 20: a comma stands between");
	refuse_board("1, ,3 appel 4 6\n2 carre sec full 5\nsmall full yam appel suite\n"
	    "6 sec suite small 1\n3 2 carre 5 4", "line 1, column 4: a comma stands between");
	/* a cell's digit is one of 1 to 6 as typed: a full-width, superscript
	 * or circled one names no cell */
	refuse_board("\xef\xbc\x91 3 appel 4 6/2 carre sec full 5/small full yam appel suite/6 sec"
	    " suite small 1/3 2 carre 5 4", "line 1, column 1: no cell of a board is named so");
	refuse_board("1 3 appel 4 6/2 carre sec full 5/small full yam appel suite/6 sec suite small 1/"
	    "3 2 carre 5 brelan", "line 1, column 93: no cell of a board is named so: the cells"
	    " are 1 to 6, full, suite, carre, small, yam, sec and appel");
	refuse_board("7 3 appel 4 6/2 carre sec full 5/small full yam appel suite/6 sec suite small 1/"
	    "3 2 carre 5 4", "line 1, column 1: no cell of a board is named so");
	refuse_board("standards", "line 1, column 1: no cell of a board is named so");
	/* a word longer than any name, cut where it runs over (never shown) */
	refuse_board("1 3 appel 4 abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz/2 carre sec"
	    " full 5", "line 1, column 13: no cell of a board is named so");
	/* a word refused where a comment begins */
	refuse_board("1 3 appel 4 brelan# a comment\n", "line 1, column 13: no cell of a board is"
	    " named so");
	/* a character outside the grammar, said by its place and code, never
	 * shown: a bidi override, a zero-width space (once dropped without a
	 * word), a file that is no board (its content never quoted) */
	refuse_board("1 3 appel 4 6\n2 carre sec \xe2\x80\xae" "full 5\n", "line 2, column 13: U+202E"
	    " cannot be in a board");
	refuse_board("1 3 appel 4 6\n2 car\xe2\x80\x8b" "re sec full 5\n", "line 2, column 6: U+200B");
	refuse_board("root:x:0:0:root:/root:/bin/bash\n", "line 1, column 5: U+003A cannot be in a"
	    " board");
	refuse_board("# a comment \xe2\x80\xae hides\n", "line 1, column 13: U+202E");
	refuse_board("1 3\r2", "line 1, column 4: U+000D");
	refuse_board("1 3 \xff", "line 1, column 5: a byte that is not UTF-8 cannot be in a board");
	/* 25 names, but not the cells of a board: 3 fulls and 1 sec */
	refuse_board("1 3 appel 4 6/2 carre full full 5/small full yam appel suite/6 sec suite small 1/"
	    "3 2 carre 5 4", "a board has 2 cells of full, this one 3: it must have the cells of the"
	    " standard board, in any order");
	/* 2 yams and 1 appel */
	refuse_board("1 3 yam 4 6/2 carre sec full 5/small full yam appel suite/6 sec suite small 1/"
	    "3 2 carre 5 4", "a board has 1 cell of yam, this one 2");
	/* a 1 for a 4: the 1s are too many before the 4s are too few */
	refuse_board("1 3 appel 4 6/2 carre sec full 5/small full yam appel suite/6 sec suite small 1/"
	    "3 2 carre 5 1", "a board has 2 cells of 1, this one 3");
	/* too long to be 25 names */
	char big[ENGINE_FILE_MAX + 2];
	memset(big, 'x', sizeof big - 1);
	big[sizeof big - 1] = '\0';
	refuse_board(big, "a board is 25 cell names, not 2049 bytes");
}

/* ------------------------------------------------------------------ */
/* The count */

/* A board drawn as five rows of five: X alice's pawn (seat 0), O bob's
 * (seat 1), anything else free; blanks between rows ignored. */
static void
board_of(const char *drawing, int8_t *cell)
{
	int n = 0;
	for (const char *p = drawing; *p && n < YAMMASTER_CELLS; p++) {
		if (*p == ' ' || *p == '\n' || *p == '|')
			continue;
		cell[n++] = (int8_t)(*p == 'X' ? 0 : *p == 'O' ? 1 : -1);
	}
	assert_int_equal(n, YAMMASTER_CELLS);
}

/* tapis-games(7)'s count restated: from each cell, in each of the four
 * directions, a run of the seat's pawns that starts there (the cell before
 * it is off the board or not the seat's) and is 3, 4 or 5 long scores 1, 2
 * or 3.  Every run of 3 or more lies on a row, column or diagonal of 3
 * cells or more, so no line is left out nor counted twice. */
static int
law_count(const int8_t *cell, int seat)
{
	static const int dir[4][2] = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};   /* (dx, dy) */
	int points = 0;
	for (int y = 0; y < 5; y++)
		for (int x = 0; x < 5; x++)
			for (int k = 0; k < 4; k++) {
				int dx = dir[k][0], dy = dir[k][1];
				int px = x - dx, py = y - dy;
				if (cell[y * 5 + x] != seat)
					continue;
				if (px >= 0 && px < 5 && py >= 0 && py < 5 && cell[py * 5 + px] == seat)
					continue;      /* not the start of its run */
				int len = 0;
				for (int cx = x, cy = y; cx >= 0 && cx < 5 && cy < 5 &&
				    cell[cy * 5 + cx] == seat; cx += dx, cy += dy)
					len++;
				if (len >= 3)
					points += len - 2;
			}
	return points;
}

static bool
law_five(const int8_t *cell, int seat)
{
	bool d1 = true, d2 = true;
	for (int i = 0; i < 5; i++) {
		bool row = true, col = true;
		for (int j = 0; j < 5; j++) {
			row = row && cell[i * 5 + j] == seat;
			col = col && cell[j * 5 + i] == seat;
		}
		if (row || col)
			return true;
		d1 = d1 && cell[i * 5 + i] == seat;
		d2 = d2 && cell[i * 5 + 4 - i] == seat;
	}
	return d1 || d2;
}

struct count_case {
	const char *what;
	const char *board;
	int x, o;                 /* alice's points and bob's */
	bool x_five, o_five;      /* a line of five each */
};

static const struct count_case count_cases[] = {
	{"empty", ". . . . . | . . . . . | . . . . . | . . . . . | . . . . .", 0, 0, false, false},
	{"two", "X X . . . | . . . . . | . . . . . | . . . . . | . . . . .", 0, 0, false, false},
	/* rows */
	{"row of 3", "X X X . . | . . . . . | . . . . . | . . . . . | . . . . .", 1, 0, false,
	    false},
	{"row of 3 at the end", ". . . . . | . . X X X | . . . . . | . . . . . | . . . . .", 1, 0,
	    false, false},
	{"row of 4", ". . . . . | . . . . . | . X X X X | . . . . . | . . . . .", 2, 0, false,
	    false},
	{"row of 5", ". . . . . | . . . . . | . . . . . | . . . . . | X X X X X", 3, 0, true,
	    false},
	/* columns */
	{"column of 3", ". . . . X | . . . . X | . . . . X | . . . . . | . . . . .", 1, 0, false,
	    false},
	{"column of 4", ". . . . . | . X . . . | . X . . . | . X . . . | . X . . .", 2, 0, false,
	    false},
	{"column of 5", ". . X . . | . . X . . | . . X . . | . . X . . | . . X . .", 3, 0, true,
	    false},
	/* the main diagonals */
	{"diagonal of 3", ". . . . . | . X . . . | . . X . . | . . . X . | . . . . .", 1, 0,
	    false, false},
	{"diagonal of 4", "X . . . . | . X . . . | . . X . . | . . . X . | . . . . .", 2, 0,
	    false, false},
	{"diagonal of 5", "X . . . . | . X . . . | . . X . . | . . . X . | . . . . X", 3, 0,
	    true, false},
	{"other diagonal of 3", ". . . . . | . . . . . | . . O . . | . O . . . | O . . . .", 0,
	    1, false, false},
	{"other diagonal of 4", ". . . . O | . . . O . | . . O . . | . O . . . | . . . . .", 0,
	    2, false, false},
	{"other diagonal of 5", ". . . . O | . . . O . | . . O . . | . O . . . | O . . . .", 0,
	    3, false, true},
	/* the short diagonals: 3 cells and 4 */
	{"c1 d2 e3", ". . X . . | . . . X . | . . . . X | . . . . . | . . . . .", 1, 0, false,
	    false},
	{"a3 b4 c5", ". . . . . | . . . . . | X . . . . | . X . . . | . . X . .", 1, 0, false,
	    false},
	{"c1 b2 a3", ". . X . . | . X . . . | X . . . . | . . . . . | . . . . .", 1, 0, false,
	    false},
	{"e3 d4 c5", ". . . . . | . . . . . | . . . . X | . . . X . | . . X . .", 1, 0, false,
	    false},
	{"b1 c2 d3 e4", ". X . . . | . . X . . | . . . X . | . . . . X | . . . . .", 2, 0,
	    false, false},
	{"a2 b3 c4 d5", ". . . . . | X . . . . | . X . . . | . . X . . | . . . X .", 2, 0,
	    false, false},
	{"d1 c2 b3 a4", ". . . O . | . . O . . | . O . . . | O . . . . | . . . . .", 0, 2,
	    false, false},
	{"e2 d3 c4 b5", ". . . . . | . . . . O | . . . O . | . . O . . | . O . . .", 0, 2,
	    false, false},
	{"3 of a diagonal of 4", ". X . . . | . . X . . | . . . X . | . . . . . | . . . . .", 1,
	    0, false, false},
	/* the corners' diagonals of 2 cells are no line */
	/* broken runs */
	{"a gap", "X X . X X | . . . . . | . . . . . | . . . . . | . . . . .", 0, 0, false,
	    false},
	{"bob in the middle", "X X O X X | . . . . . | . . . . . | . . . . . | . . . . .", 0, 0,
	    false, false},
	{"3 then a gap", "X X X . X | . . . . . | . . . . . | . . . . . | . . . . .", 1, 0,
	    false, false},
	{"3, bob, 1", "X . . . . | X . . . . | X . . . . | O . . . . | X . . . .", 1, 0, false,
	    false},
	{"diagonal broken by bob", "X . . . . | . X . . . | . . O . . | . . . X . | . . . . X", 0,
	    0, false, false},
	/* a pawn counted in several directions */
	{"an L", "X X X . . | X . . . . | X . . . . | . . . . . | . . . . .", 2, 0, false,
	    false},
	{"a cross", ". . . . . | . . X . . | . X X X . | . . X . . | . . . . .", 2, 0, false,
	    false},
	{"a big X", "X . . . X | . X . X . | . . X . . | . X . X . | X . . . X", 6, 0, true,
	    false},
	{"a square of 3", "X X X . . | X X X . . | X X X . . | . . . . . | . . . . .", 8, 0,
	    false, false},
	/* the other player's pawns: each counts their own */
	{"both", "X X X . . | . . . . . | O O O O . | . . . . . | . . . . .", 1, 2, false,
	    false},
	{"side by side", "X O . . . | X O . . . | X O . . . | X O . . . | X O . . .", 3, 3,
	    true, true},
	/* thirteen pawns and twelve, and not one run of three in any direction */
	{"many, no run", "X O X O X | O X O X O | O X O X O | X O X O X | X O X O X", 0, 0,
	    false, false},
	{"four and a foe", "X X X X O | . . . . . | . . . . . | . . . . . | . . . . .", 2, 0,
	    false, false},
	/* every line full: rows and columns 5 x 3 each, main diagonals 3,
	 * diagonals of 4 cells 2, of 3 cells 1: 15 + 15 + 6 + 8 + 4 */
	{"all", "X X X X X | X X X X X | X X X X X | X X X X X | X X X X X", 48, 0, true,
	    false},
};

static void
test_count_cases(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof count_cases / sizeof count_cases[0]; i++) {
		const struct count_case *c = &count_cases[i];
		int8_t cell[YAMMASTER_CELLS];
		board_of(c->board, cell);
		int x = yammaster_count(cell, 0), o = yammaster_count(cell, 1);
		if (x != c->x || o != c->o)
			fail_msg("%s: counted %d and %d, want %d and %d", c->what, x, o, c->x, c->o);
		if (yammaster_line_of_five(cell,
		    0) != c->x_five || yammaster_line_of_five(cell, 1) != c->o_five)
			fail_msg("%s: lines of five %d %d, want %d %d", c->what, yammaster_line_of_five(cell, 0),
			    yammaster_line_of_five(cell, 1), c->x_five, c->o_five);
		/* the restatement agrees with the hand count */
		if (law_count(cell, 0) != c->x || law_count(cell, 1) != c->o)
			fail_msg("%s: the restatement counts %d and %d", c->what, law_count(cell, 0),
			    law_count(cell, 1));
		assert_int_equal(law_five(cell, 0), c->x_five);
		assert_int_equal(law_five(cell, 1), c->o_five);
	}
}

/* Every row, every column and both main diagonals make a line of five; a
 * run of 4, even on a line of 4 cells, does not. */
static void
test_line_of_five(void **state)
{
	(void)state;
	int8_t cell[YAMMASTER_CELLS];
	for (int i = 0; i < 5; i++) {
		memset(cell, -1, sizeof cell);
		for (int j = 0; j < 5; j++)
			cell[i * 5 + j] = 1;                    /* row i+1 */
		assert_true(yammaster_line_of_five(cell, 1));
		assert_false(yammaster_line_of_five(cell, 0));
		assert_int_equal(yammaster_count(cell, 1), 3);
		cell[i * 5 + i] = 0;                        /* one of alice's breaks it */
		assert_false(yammaster_line_of_five(cell, 1));

		memset(cell, -1, sizeof cell);
		for (int j = 0; j < 5; j++)
			cell[j * 5 + i] = 0;                    /* column a+i */
		assert_true(yammaster_line_of_five(cell, 0));
		assert_false(yammaster_line_of_five(cell, 1));
		cell[4 * 5 + i] = -1;                       /* a run of 4 */
		assert_false(yammaster_line_of_five(cell, 0));
		assert_int_equal(yammaster_count(cell, 0), 2);
	}
	memset(cell, -1, sizeof cell);
	for (int j = 0; j < 5; j++)
		cell[j * 5 + j] = 0;                            /* a1 to e5 */
	assert_true(yammaster_line_of_five(cell, 0));
	memset(cell, -1, sizeof cell);
	for (int j = 0; j < 5; j++)
		cell[j * 5 + 4 - j] = 1;                        /* e1 to a5 */
	assert_true(yammaster_line_of_five(cell, 1));
	cell[0 * 5 + 4] = -1;                               /* d2 to a5: 4 */
	assert_false(yammaster_line_of_five(cell, 1));
	/* every diagonal of 4 cells full, and nothing else */
	memset(cell, -1, sizeof cell);
	static const int fours[] = {1, 7, 13, 19, 5, 11, 17, 23, 3, 7, 11, 15, 9, 13, 17, 21};
	for (size_t i = 0; i < sizeof fours / sizeof fours[0]; i++)
		cell[fours[i]] = 0;
	assert_false(yammaster_line_of_five(cell, 0));
	/* 2 each, and no other line holds three of these cells (they are the
	 * odd ones, a checkerboard) */
	assert_int_equal(yammaster_count(cell, 0), 8);
}

/* The count against the restatement on boards made up at random (a fixed
 * sequence, the same every run), filled more and less densely. */
static void
test_count_random(void **state)
{
	(void)state;
	uint32_t seed = 20240603u;
	for (int n = 0; n < 20000; n++) {
		int8_t cell[YAMMASTER_CELLS];
		int density = n % 5;                        /* of 6: free cells */
		for (int i = 0; i < YAMMASTER_CELLS; i++) {
			seed = seed * 1664525u + 1013904223u;
			int r = (int)(seed >> 16) % 6;
			cell[i] = (int8_t)(r < density ? -1 : r % 2);
		}
		for (int seat = 0; seat < 2; seat++) {
			if (yammaster_count(cell, seat) != law_count(cell, seat))
				fail_msg("board %d, seat %d: counted %d, tapis-games(7) %d", n, seat,
				    yammaster_count(cell, seat), law_count(cell, seat));
			assert_int_equal(yammaster_line_of_five(cell, seat), law_five(cell, seat));
		}
	}
}

/* The lines that count: 5 rows, 5 columns, and the diagonals of 3 cells or
 * more, 5 each way; each a run of neighbouring cells. */
static void
test_lines(void **state)
{
	(void)state;
	int by_length[6] = {0};
	for (int l = 0; l < YAMMASTER_LINES; l++) {
		const struct yammaster_line *line = &yammaster_lines[l];
		assert_true(line->n >= 3 && line->n <= 5);
		by_length[line->n]++;
		for (int i = 1; i < line->n; i++) {
			int dx = line->cell[i] % 5 - line->cell[i - 1] % 5;
			int dy = line->cell[i] / 5 - line->cell[i - 1] / 5;
			assert_true(dx >= -1 && dx <= 1 && dy >= 0 && dy <= 1 && (dx != 0 || dy != 0));
			assert_true(dy == 1 || dx == 1);
		}
	}
	assert_int_equal(by_length[5], 12);
	assert_int_equal(by_length[4], 4);
	assert_int_equal(by_length[3], 4);
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_throw),
		cmocka_unit_test(test_examples),
		cmocka_unit_test(test_makes_edges),
		cmocka_unit_test(test_kind_find),
		cmocka_unit_test(test_cell_names),
		cmocka_unit_test(test_standard_board),
		cmocka_unit_test(test_board_round_trip),
		cmocka_unit_test(test_board_refusals),
		cmocka_unit_test(test_count_cases),
		cmocka_unit_test(test_line_of_five),
		cmocka_unit_test(test_count_random),
		cmocka_unit_test(test_lines),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
