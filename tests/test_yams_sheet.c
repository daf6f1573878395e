/* Yams sheets as data (issue 21), against tapis-games(7) (YAMS,
 * Other sheets): every kind of box over all 7,776 ordered throws against a direct
 * count written here, each way of scoring, the names, a list read and
 * written back, every way a list can be wrong, the Yahtzee bonus and the
 * joker, and how a sheet meets the options. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "families.h"
#include "said.h"
#include "yams.h"

#define WHY 256

static struct yams_rules
rules_with(const char *preset, const char *const *options)
{
	struct yams_rules r;
	char why[WHY] = "";
	const struct yams_preset *p = yams_preset_find(preset);
	assert_non_null(p);
	yams_preset_rules(p, &r);
	for (; options != NULL && *options != NULL; options++)
		if (!said(yams_option_set(&r, *options, &said_msg), &said_msg, why, sizeof why))
			fail_msg("option %s refused: %s", *options, why);
	if (!said(yams_rules_check(&r, &said_msg), &said_msg, why, sizeof why))
		fail_msg("rules refused: %s", why);
	return r;
}

/* ---- tapis-games(7) restated: nothing here reads the engine */

/* The dice as counted by hand: how many of each face, the most alike,
 * the faces shown twice or more, the longest run. */
struct hand {
	int count[7], sum, most, most_face, doubles, run;
};

static struct hand
hand_of(const int d[5])
{
	struct hand h;
	memset(&h, 0, sizeof h);
	for (int i = 0; i < 5; i++)
		h.count[d[i]]++, h.sum += d[i];
	for (int f = 1, run = 0; f <= 6; f++) {
		if (h.count[f] > h.most)
			h.most = h.count[f], h.most_face = f;
		h.doubles += h.count[f] >= 2;
		run = h.count[f] > 0 ? run + 1 : 0;
		h.run = run > h.run ? run : h.run;
	}
	return h;
}

/* Whether the dice make the box the word names, as tapis-games(7) says. */
static bool
law_made(const char *word, const struct hand *h)
{
	if (word[0] >= '1' && word[0] <= '6' && word[1] == '\0')
		return h->count[word[0] - '0'] > 0;
	if (strcmp(word, "brelan") == 0 || strcmp(word, "3kind") == 0)
		return h->most >= 3;
	if (strcmp(word, "carre") == 0 || strcmp(word, "4kind") == 0)
		return h->most >= 4;
	if (strcmp(word, "paires") == 0 || strcmp(word, "twopairs") == 0)
		return h->doubles >= 2;        /* two faces, each twice or more */
	if (strcmp(word, "full") == 0 || strcmp(word, "fullhouse") == 0)
		return h->most == 3 && h->doubles == 2;   /* three of one, two of another */
	if (strcmp(word, "petite") == 0 || strcmp(word, "small") == 0)
		return h->run >= 4;            /* four in a row */
	if (strcmp(word, "grande") == 0 || strcmp(word, "suite") == 0 ||
	    strcmp(word, "large") == 0 || strcmp(word, "straight") == 0)
		return h->run == 5;
	if (strcmp(word, "12345") == 0)
		return h->run == 5 && h->count[1] == 1;
	if (strcmp(word, "23456") == 0)
		return h->run == 5 && h->count[6] == 1;
	if (strcmp(word, "yams") == 0 || strcmp(word, "yahtzee") == 0)
		return h->most == 5;
	return true;                           /* chance, min, max */
}

/* What box (word, scoring as typed after ':', "" for none) writes made. */
static int
law_value(const char *word, const char *scoring, const struct hand *h)
{
	int n = 0;
	char plus = '\0';
	if (word[0] >= '1' && word[0] <= '6' && word[1] == '\0')
		return (word[0] - '0') * h->count[word[0] - '0'];
	if (strcmp(scoring, "alike") == 0)
		return (strcmp(word, "brelan") == 0 ? 3 : 4) * h->most_face;
	if (sscanf(scoring, "%d%c", &n, &plus) >= 1)
		return plus == '+' ? n + h->sum : n;
	return h->sum;
}

/* Checks every box of the list over every ordered throw: made or not, and
 * the value, as the law says; counts[b] gets how many throws make box b. */
static void
every_throw(const char *list, int *counts)
{
	char why[WHY], text[256];
	struct yams_sheet sh;
	assert_true(said(yams_sheet_parse(list, &sh, &said_msg), &said_msg, why, sizeof why));
	struct yams_rules r = rules_with("yams", NULL);
	r.sheet = sh;
	snprintf(text, sizeof text, "%s", list);
	char *items[YAMS_BOXES_MAX], *save = NULL;
	int n = 0;
	for (char *w = strtok_r(text, ",", &save); w != NULL; w = strtok_r(NULL, ",", &save))
		items[n++] = w;
	assert_int_equal(n, sh.nboxes);
	memset(counts, 0, (size_t)n * sizeof *counts);
	for (int code = 0; code < 7776; code++) {
		int d[5];
		for (int i = 0, c = code; i < 5; i++, c /= 6)
			d[i] = c % 6 + 1;
		struct hand h = hand_of(d);
		struct tally t;
		memset(&t, 0, sizeof t);
		for (int i = 0; i < 5; i++)
			t.count[d[i]]++;
		for (int b = 0; b < n; b++) {
			char word[32], *colon;
			snprintf(word, sizeof word, "%s", items[b]);
			colon = strchr(word, ':');
			const char *scoring = colon != NULL ? colon + 1 : "";
			if (colon != NULL)
				*colon = '\0';
			bool made, want_made = law_made(word, &h);
			int got = yams_box_value(&r, b, &t, &made);
			int want = want_made ? law_value(word, scoring, &h) : 0;
			if (made != want_made || got != want)
				fail_msg("%s: %d %d %d %d %d: engine %d (%s), tapis-games(7) %d (%s)", items[b],
				    d[0], d[1], d[2], d[3], d[4], got, made ? "made" : "not made", want,
				    want_made ? "made" : "not made");
			counts[b] += made;
		}
	}
}

/* Of the 7,776 ordered throws, counted by hand: a face shows in 7776 - 5^5
 * = 4651; three alike or more 6 x (C(5,3) 25 + C(5,4) 5 + 1) ... = 1656
 * (1500 three, 150 four, 6 five); four alike or more 156; two faces twice
 * or more 2100 (1800 two pairs, 300 fulls); a full 6 x 5 x C(5,2) = 300;
 * four in a row 1200; five in a row 2 x 5! = 240, each sequence 120; five
 * alike 6; chance, Minimum and Maximum every one. */
static void
test_every_kind_every_throw(void **state)
{
	(void)state;
	int counts[YAMS_BOXES_MAX];
	every_throw("1,2,3,4,5,6,brelan,carre,paires,full,petite:30,grande:40,12345:15,23456:25,"
	    "yams:50,chance",
	    counts);
	static const int want[16] = {4651, 4651, 4651, 4651, 4651, 4651, 1656, 156, 2100, 300,
	    1200, 240, 120, 120, 6, 7776};
	for (int b = 0; b < 16; b++)
		assert_int_equal(counts[b], want[b]);
	every_throw("min,max,suite:20", counts);
	assert_int_equal(counts[0], 7776);
	assert_int_equal(counts[1], 7776);
	assert_int_equal(counts[2], 240);
}

/* Each way of scoring: the sum, the dice alike, points, points and the
 * sum; and the English words. */
static void
test_every_scoring(void **state)
{
	(void)state;
	int counts[YAMS_BOXES_MAX];
	every_throw("brelan:alike,carre:10+,paires:15,full:25,petite:30,grande:40,yams:50,chance",
	    counts);
	every_throw("brelan:20+,carre:alike,paires:5+,full:10+,12345:15,23456:25", counts);
	every_throw("3kind,4kind:40,fullhouse:25,small:30,large:40,yahtzee:50,chance", counts);
	assert_int_equal(counts[0], 1656);
	assert_int_equal(counts[2], 0 + 300);
}

/* A box named by its place on the sheet: its name, its word and its
 * label; one off either end of the sheet (a stored place out of range)
 * is "?", with no words and no label. */
static void
test_box_off_the_sheet(void **state)
{
	(void)state;
	struct yams_sheet sh;
	char why[WHY];
	assert_true(said(yams_sheet_parse("1,carre=Quatre pareils,yams:50", &sh, &said_msg), &said_msg,
	    why, sizeof why));
	const char *label;
	assert_string_equal(yams_box_name(&sh, 1, false), "Quatre pareils");
	assert_string_equal(yams_box_word(&sh, 1, true), "carré");
	assert_non_null(yams_box_aliases(&sh, 1, &label)[0]);
	assert_string_equal(label, "Quatre pareils");
	for (int box = -1; box <= sh.nboxes; box += sh.nboxes + 1) {
		assert_string_equal(yams_box_name(&sh, box, false), "?");
		assert_string_equal(yams_box_word(&sh, box, true), "?");
		label = "unset";
		assert_null(yams_box_aliases(&sh, box, &label)[0]);
		assert_null(label);
	}
}

/* A list read and written back; a named sheet's list is that sheet; the
 * names in both languages, a label in both. */
static void
test_lists_and_names(void **state)
{
	(void)state;
	struct yams_sheet sh;
	char why[WHY], back[ENGINE_VALUE];
	static const char *const lists[] = {
		"1,2,3,4,5,6,min,max,suite:20,full,carre:25,yams:30",
		"1,2,3,brelan:alike,carre:10+,full:25,chance/upper,yams:50=Yahtzee!",
		"6,5,4,3,2,1,paires,12345:15,23456:25",
	};
	for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++) {
		assert_true(said(yams_sheet_parse(lists[i], &sh, &said_msg), &said_msg, why,
		    sizeof why));
		yams_sheet_list(&sh, back, sizeof back);
		assert_string_equal(back, lists[i]);
	}
	assert_true(sh.box[7].kind == YK_RUN && sh.box[7].arg == RUN_LOW);
	/* in any case, with accents: the carnet's list is the carnet */
	assert_true(said(yams_sheet_parse("1,2,3,4,5,6,Brelan,CARRÉ,full:25,petite:30,grande:40,"
	    "yams:50,chance", &sh, &said_msg), &said_msg, why, sizeof why));
	yams_sheet_format(&sh, back, sizeof back);
	assert_string_equal(back, "carnet");
	assert_true(yams_sheet_named("yahtzee", &sh));
	assert_string_equal(yams_box_name(&sh, 6, false), "Three of a Kind");
	assert_string_equal(yams_box_name(&sh, 6, true), "Brelan");
	assert_string_equal(yams_box_name(&sh, 8, false), "Full House");
	assert_string_equal(yams_box_name(&sh, 10, true), "Grande suite");
	assert_true(yams_sheet_named("carnet", &sh));
	assert_string_equal(yams_box_name(&sh, 6, false), "Brelan");
	assert_true(said(yams_sheet_parse("1,chance=Tout compris,yams:50", &sh, &said_msg),
	    &said_msg, why, sizeof why));
	assert_string_equal(yams_box_name(&sh, 1, false), "Tout compris");
	assert_string_equal(yams_box_name(&sh, 1, true), "Tout compris");
	assert_false(sh.box[1].upper);
	/* the French words of the scorings and the parts */
	assert_true(said(yams_sheet_parse("1/bas,2,3,brelan:pareils/haut,carre:somme,chance",
	    &sh, &said_msg), &said_msg, why, sizeof why));
	yams_sheet_list(&sh, back, sizeof back);
	assert_string_equal(back, "1/lower,2,3,brelan:alike/upper,carre,chance");
}

/* Every way a list can be wrong, refused with one line saying which part,
 * the rules as they were. */
static void
test_lists_refused(void **state)
{
	(void)state;
	static const struct {
		const char *assignment, *reason;
	} bad[] = {
		{"sheet=1,2,3,carre,carre", "sheet: carre is there twice"},
		{"sheet=1,2,suite:20,grande:30", "sheet: grande is the same box as suite"},
		{"sheet=1,2,foo", "sheet: 'foo' is no box"},
		{"sheet=1,,2", "sheet: an empty box between two commas"},
		{"sheet=1,2,", "sheet: an empty box between two commas"},
		{"sheet=,1,2", "sheet: an empty box between two commas"},
		/* a box with no word is no empty box; a file's name no list (issue
		 * 31: sheet=/etc/shadow was an empty box between two commas) */
		{"sheet=1,=x", "sheet: '=x' is no box: 1 to 6"},
		{"sheet=1,/lower", "sheet: '/lower' is no box: 1 to 6"},
		{"sheet=/etc/shadow", "sheet: '/etc/shadow' is no list of boxes: a sheet is typed in"
		    " the line (boxes=1,2,3,4,5,6,full:25,chance), never read from a file"},
		{"sheet=./pad.txt", "sheet: './pad.txt' is no list of boxes"},
		{"sheet=~/pad", "sheet: '~/pad' is no list of boxes"},
		{"sheet=/tmp/\x1b[2Jpad", "sheet: '/tmp/\\x1b[2Jpad' is no list of boxes"},
		{"sheet=\xef\xbc\x91,2", "sheet: '\xef\xbc\x91' is no box"},
		{"sheet=1,2,full:0", "sheet: full:0: points go from 1 to 1000"},
		{"sheet=1,2,full:1001", "sheet: full:1001: points go from 1 to 1000"},
		{"sheet=1,2,petite", "sheet: petite needs its points (petite:30)"},
		{"sheet=1,2,3:5", "sheet: 3:5: it scores the sum of its dice"},
		{"sheet=1,2,yams:sum", "sheet: yams:sum: it scores its points alone"},
		{"sheet=1,2,full:alike", "sheet: full:alike: it scores the sum, points"},
		{"sheet=1,2,full:x", "sheet: full:x: the points are a number"},
		{"sheet=1,2,full/middle", "sheet: full/middle: a box goes in the upper or the lower"},
		{"sheet=1,min/upper,max", "sheet: min/upper: Minimum and Maximum stay in the lower"},
		{"sheet=", "sheet: no box at all"},
		{"sheet=1,2,min", "sheet: min without max"},
		{"sheet=max,3", "sheet: max without min"},
		{"sheet=1,2,3,4,5,6,brelan,carre,full:25,petite:30,grande:40,yams:50,chance,paires,"
		    "12345:10,23456:10,min,max", "sheet: at most 16 boxes"},
		{"sheet=1=Les as du carnet,2=Les deux du carnet,3=Les trois du carnet,"
		    "4=Les quatre du carnet,5=Les cinq du carnet,6=Les six du carnet,"
		    "brelan=Le brelan du carnet,carre=Le carre du carnet,full:25=Le full du carnet",
		    "sheet: a list is at most 191 characters"},
		{"sheet=1,2,chance=", "sheet: chance=: a label is a name of 1 to 23 bytes"},
		{"sheet=1,2,chance=Tout ce que les dés font", "sheet: chance=: a label is a name of"},
		{"sheet=1,2,chance=\xff", "sheet: chance=: a label is a name of"},
		{"sheet=1,2,chance=\x1b[2JTout", "sheet: chance=: a label is a name of"},
		{"sheet=1,2,full:25x", "sheet: full:25x: the points are a number"},
		{"sheet=1,2,full:25+5", "sheet: full:25+5: the points are a number"},
		{"sheet=1,2,full:+25", "sheet: full:+25: the points are a number"},
		{"sheet=1,2,paires:alike", "sheet: paires:alike: it scores the sum, points"},
		{"sheet=../pad", "sheet: '../pad' is no list of boxes"},
		{"sheet=1,2,min/haut,max", "sheet: min/haut: Minimum and Maximum stay in the lower"},
		{"sheet=1,2,min,max/upper", "sheet: max/upper: Minimum and Maximum stay in the lower"},
		/* a word whose key is past 63 bytes, folded on the heap: shown cut */
		{"sheet=1,2,"
		    "\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6"
		    "\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6"
		    "\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6",
		    "sheet: '"
		    "\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6"
		    "\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6"
		    "\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6\xd0\xb6' is no box"},
		{"sheet=1,2,\xff", "sheet: a list of boxes, or yams, carnet, yahtzee"},
		/* a word longer than the room kept for a key on the stack */
		{"sheet=1,2,aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "sheet: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' is no box"},
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct yams_rules r = rules_with("yams", NULL), before = r;
		char why[WHY] = "";
		if (said(yams_option_set(&r, bad[i].assignment, &said_msg), &said_msg, why,
		    sizeof why))
			fail_msg("'%s' was taken", bad[i].assignment);
		if (strncmp(why, bad[i].reason, strlen(bad[i].reason)) != 0)
			fail_msg("'%s': '%s', not '%s...'", bad[i].assignment, why, bad[i].reason);
		assert_memory_equal(&before, &r, sizeof r);
	}
}

/* How a sheet meets the other options: a named sheet's bonus and extras
 * unless given by hand, in either order; suite=, carre=, yams= on the box
 * of that combination where it has fixed points, refused where none;
 * bonus=P@T and P>T; a bonus out of the upper part's reach. */
static void
test_sheets_and_options(void **state)
{
	(void)state;
	static const char *const pad0[] = {"sheet=carnet", "bonus=0", NULL};
	static const char *const pad1[] = {"bonus=0", "sheet=carnet", NULL};
	struct yams_rules a = rules_with("yams", pad0), b = rules_with("yams", pad1);
	assert_int_equal(a.bonus, 0);
	assert_int_equal(b.bonus, 0);
	assert_int_equal(a.bonus_at, 63);
	assert_true(b.bonus_at_least);
	static const char *const sixty[] = {"yams=60", NULL};
	struct yams_rules c = rules_with("yams:carnet", sixty);
	assert_int_equal(c.sheet.box[yams_sheet_find(&c.sheet, YK_YAMS, -1)].points, 60);
	char v[ENGINE_VALUE];
	yams_option_get(&c, "yams", v, sizeof v);
	assert_string_equal(v, "60");
	yams_option_get(&c, "suite", v, sizeof v);
	assert_string_equal(v, "40");       /* the Grande suite */
	yams_option_get(&c, "sheet", v, sizeof v);
	assert_string_equal(v, "carnet");
	static const char *const carre[] = {"carre=30", NULL};
	struct yams_rules d = rules_with("yams:carnet", NULL);
	char why[WHY];
	assert_true(said(yams_option_set(&d, carre[0], &said_msg), &said_msg, why, sizeof why));
	assert_false(said(yams_rules_check(&d, &said_msg), &said_msg, why, sizeof why));
	assert_string_equal(why, "carre=30: this sheet has no such box of fixed points; its list"
	    " gives a box its points (sheet=...,full:25,...)");
	static const char *const at[] = {"bonus=35@63", NULL}, *const over[] = {"bonus=30>60",
	    NULL};
	struct yams_rules e = rules_with("yams", at), f = rules_with("yams", over);
	assert_true(e.bonus == 35 && e.bonus_at == 63 && e.bonus_at_least);
	assert_true(f.bonus == 30 && f.bonus_at == 60 && !f.bonus_at_least);
	struct yams_rules g = rules_with("yams", NULL);
	assert_true(said(yams_option_set(&g, "boxes=1,2,3,chance", &said_msg), &said_msg, why,
	    sizeof why));
	assert_false(said(yams_rules_check(&g, &said_msg), &said_msg, why, sizeof why));
	assert_string_equal(why, "the upper part of this sheet totals 30 at most: bonusat=60 is"
	    " out of reach");
	struct yams_rules duel = rules_with("yams:duel", (const char *const[]){"sheet=yahtzee",
	    NULL});
	assert_int_equal(duel.bonus, 0);
	assert_int_equal(duel.yahtzee_bonus, 0);
	assert_int_equal(duel.joker, JOKER_FREE);
	struct yams_rules h = rules_with("yams", NULL);
	assert_true(said(yams_option_set(&h, "yahtzeebonus=100", &said_msg), &said_msg, why,
	    sizeof why));
	assert_true(said(yams_option_set(&h, "sheet=1,2,3,chance", &said_msg), &said_msg, why,
	    sizeof why));
	assert_false(said(yams_rules_check(&h, &said_msg), &said_msg, why, sizeof why));
	assert_string_equal(why, "a Yahtzee bonus needs a box of five alike on the sheet:"
	    " yahtzeebonus=0");
	struct yams_rules j = rules_with("yahtzee", NULL);
	assert_true(said(yams_option_set(&j, "sheet=1,2,3,chance", &said_msg), &said_msg, why,
	    sizeof why));
	assert_true(said(yams_option_set(&j, "yahtzeebonus=0", &said_msg), &said_msg, why,
	    sizeof why));
	assert_false(said(yams_rules_check(&j, &said_msg), &said_msg, why, sizeof why));
	assert_string_equal(why, "a joker needs a box of five alike on the sheet: joker=none");
	/* a Yahtzee bonus given by hand stays, the Yahtzee's sheet named
	 * after it */
	struct yams_rules k = rules_with("yams", (const char *const[]){"yahtzeebonus=10",
	    "sheet=yahtzee", NULL});
	assert_int_equal(k.yahtzee_bonus, 10);
	assert_int_equal(k.joker, JOKER_FREE);
	/* suite= on a sheet of no name whose straight of five is another box
	 * (grande): said where given by hand only */
	static const char *const list[] = {"sheet=1,2,3,4,5,6,grande:40", NULL},
	    *const given[] = {"sheet=1,2,3,4,5,6,grande:40", "suite=35", NULL};
	struct yams_rules l = rules_with("yams", list), m = rules_with("yams", given);
	assert_false(yams_option_used(&l, "suite"));
	assert_true(yams_option_used(&m, "suite"));
	yams_option_get(&m, "suite", v, sizeof v);
	assert_string_equal(v, "35");
}

/* bonus=POINTS>=TOTAL reads as at least, as '@' does; a bonus form with a
 * part that is no number in bounds is refused, as the whole number is. */
static void
test_bonus_forms(void **state)
{
	(void)state;
	static const char *const least[] = {"bonus=35>=63", NULL};
	struct yams_rules r = rules_with("yams", least);
	assert_true(r.bonus == 35 && r.bonus_at == 63 && r.bonus_at_least);
	static const char *const bad[] = {"bonus=35@", "bonus=35@106", "bonus=1001@63",
	    "bonus=@63", "bonus=35>=", "bonus=12345678901234567@63"};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct yams_rules before = r;
		char why[WHY];
		assert_false(said(yams_option_set(&r, bad[i], &said_msg), &said_msg, why,
		    sizeof why));
		char want[WHY];
		snprintf(want, sizeof want, "bonus takes a whole number from 0 to 1000, or"
		    " POINTS@TOTAL (at least) or POINTS>TOTAL (more than), not '%s'", bad[i] + 6);
		assert_string_equal(why, want);
		assert_memory_equal(&before, &r, sizeof r);
	}
}

/* score and scratch take a box and at most a column: none, or three
 * words, is their usage. */
static void
test_write_usage(void **state)
{
	(void)state;
	struct yams_rules r = rules_with("yams:3col", NULL);
	char w0[] = "full", w1[] = "free", w2[] = "ann", why[WHY];
	char *three[] = {w0, w1, w2};
	struct action a = {YAMS_SCORE, {0, {0}}, {0, 0}};
	assert_false(said(yams_parse_write(&r, &a, 0, NULL, &said_msg), &said_msg, why,
	    sizeof why));
	assert_string_equal(why, "usage: score BOX [COLUMN]");
	a.verb = YAMS_SCRATCH;
	assert_false(said(yams_parse_write(&r, &a, 3, three, &said_msg), &said_msg, why,
	    sizeof why));
	assert_string_equal(why, "usage: scratch BOX [COLUMN]");
	assert_true(said(yams_parse_write(&r, &a, 2, three, &said_msg), &said_msg, why,
	    sizeof why));
	assert_int_equal(a.arg[1], 2);
}

/* The column after the box: by its name in either language or another
 * table's, or its number; any other word refused with the columns there
 * are; and a box no sheet has refused with the sheet's boxes, the faces
 * said "1 to 6" only where they are the six in order. */
static void
test_write_words(void **state)
{
	(void)state;
	static const struct {
		const char *preset, *sheet, *box, *column;
		int col;                  /* > 0: the column taken; else refused so: */
		const char *why;
	} cases[] = {
		{"yams:3col", NULL, "full", "Libre", 2, NULL},
		{"yams:3col", NULL, "full", "up", 3, NULL},
		{"yams:3col", NULL, "full", "DESC", 1, NULL},
		{"yams:3col", NULL, "full", "3", 3, NULL},
		{"yams:3col", NULL, "full", "4", 0, "there is no column '4': the columns are desc, free"
		    " and asc (or 1, 2 and 3)"},
		{"yams:3col", NULL, "full", "12", 0, "there is no column '12': the columns are desc,"
		    " free and asc (or 1, 2 and 3)"},
		{"yams:3col", NULL, "full", "0", 0, "there is no column '0': the columns are desc,"
		    " free and asc (or 1, 2 and 3)"},
		{"yams:cross", NULL, "full", "7", 7, NULL},
		{"yams:cross", NULL, "full", "left", 0, "there is no column 'left': the columns are"
		    " numbered from 1, one a player"},
		{"yams", NULL, "full", "2", 0, "this way to play Yams has one column a player: no"
		    " column '2'"},
		{"yams", "sheet=2,1,full:25", "zzz", NULL, 0, "there is no box 'zzz': the boxes are 2,"
		    " 1, full"},
		{"yams", "sheet=1,2,3", "zzz", NULL, 0, "there is no box 'zzz': the boxes are 1, 2, 3"},
		{"yams", NULL, "zzz", NULL, 0, "there is no box 'zzz': the boxes are 1 to 6, min, max,"
		    " suite, full, carré, yams"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		const char *opts[] = {cases[i].sheet, cases[i].sheet ? "bonus=0" : NULL, NULL};
		struct yams_rules r = rules_with(cases[i].preset, opts);
		char why[WHY] = "";
		char *words[] = {(char *)cases[i].box, (char *)cases[i].column};
		struct action a = {YAMS_SCORE, {0, {0}}, {0, 0}};
		bool ok = said(yams_parse_write(&r, &a, cases[i].column ? 2 : 1, words, &said_msg),
		    &said_msg, why, sizeof why);
		if (cases[i].col > 0) {
			if (!ok)
				fail_msg("%s %s refused: %s", cases[i].box, cases[i].column, why);
			assert_int_equal(a.arg[1], cases[i].col);
		} else {
			assert_false(ok);
			assert_string_equal(why, cases[i].why);
		}
	}
}

/* What only the whole rules say: a duel has no bonus (nor a Yahtzee
 * bonus), a bonus of more than 105 in 1 to 6 no column reaches, and rules
 * of no way to play (from elsewhere than the options) are refused. */
static void
test_rules_check_whole(void **state)
{
	(void)state;
	static const struct {
		const char *preset, *set, *why;
	} bad[] = {
		{"yams:duel", "bonus=35", "a duel has no bonus: bonus=0"},
		{"yams:duel", "yahtzeebonus=100", "a duel has no bonus: yahtzeebonus=0"},
		{"yams", "bonus=35>105", "no column can total more than 105 in 1 to 6: bonusat=105"
		    " needs atleast=yes, or less"},
	};
	char why[WHY];
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct yams_rules r = rules_with(bad[i].preset, NULL);
		assert_true(said(yams_option_set(&r, bad[i].set, &said_msg), &said_msg, why,
		    sizeof why));
		assert_false(said(yams_rules_check(&r, &said_msg), &said_msg, why, sizeof why));
		assert_string_equal(why, bad[i].why);
	}
	struct yams_rules r = rules_with("yams", NULL);
	r.mode = YAMS_MODES;
	assert_false(said(yams_rules_check(&r, &said_msg), &said_msg, why, sizeof why));
	assert_string_equal(why, "no such way to play Yams");
	r.mode = (enum yams_mode)-1;
	assert_false(said(yams_rules_check(&r, &said_msg), &said_msg, why, sizeof why));
	assert_string_equal(why, "no such way to play Yams");
	r = rules_with("yams", NULL);
	r.mode = (enum yams_mode)-1;
	assert_false(said(yams_rules_check(&r, &said_msg), &said_msg, why, sizeof why));
	assert_string_equal(why, "no such way to play Yams");
	r = rules_with("yams", NULL);
	r.sheet.nboxes = 0;
	assert_false(said(yams_rules_check(&r, &said_msg), &said_msg, why, sizeof why));
	assert_string_equal(why, "no such way to play Yams");
	/* more than 105 where the upper part makes 75 at most: out of reach */
	r = rules_with("yams", NULL);
	assert_true(yams_option_set(&r, "sheet=1,2,3,4,5,full", &said_msg));
	assert_true(yams_option_set(&r, "bonus=35>105", &said_msg));
	assert_false(said(yams_rules_check(&r, &said_msg), &said_msg, why, sizeof why));
	assert_string_equal(why, "the upper part of this sheet totals 75 at most: bonusat=105 is out"
	    " of reach");
}

/* A column of rules r with boxes `filled` written as values says. */
static struct yams_column
column(const struct yams_rules *r, const char *const *filled, const int *values)
{
	struct yams_column c;
	memset(&c, 0, sizeof c);
	for (int i = 0; filled[i] != NULL; i++) {
		int b = yams_box_find(r, filled[i]);
		assert_true(b >= 0);
		c.value[b] = (int16_t)values[i];
		c.filled |= (uint16_t)(1u << b);
	}
	return c;
}

static struct tally
tally_text(const char *faces)
{
	struct tally t;
	memset(&t, 0, sizeof t);
	for (const char *p = faces; *p; p++)
		t.count[*p - '0']++;
	return t;
}

/* The joker and the Yahtzee bonus: a Yahtzee in the full and the
 * straights only once the five-alike box and its face's are filled; the
 * bonus only while the five-alike box holds its points; the forced
 * joker's order. */
static void
test_joker_and_bonus(void **state)
{
	(void)state;
	struct yams_rules r = rules_with("yahtzee", NULL);
	struct tally fives = tally_text("55555");
	int full = yams_box_find(&r, "fullhouse"), large = yams_box_find(&r, "large");
	int five = yams_box_find(&r, "5"), chance = yams_box_find(&r, "chance");
	bool made, joker;
	static const char *const y50[] = {"yahtzee", NULL}, *const y50f[] = {"yahtzee", "5", NULL};
	struct yams_column c = column(&r, y50, (const int[]){50});
	assert_int_equal(yams_write_value(&r, &c, large, &fives, &made, &joker), 0);
	assert_false(made);
	assert_int_equal(yams_yahtzee_earned(&r, &c, &fives), 100);
	c = column(&r, y50f, (const int[]){50, 25});
	assert_int_equal(yams_write_value(&r, &c, large, &fives, &made, &joker), 40);
	assert_true(made && joker);
	assert_int_equal(yams_write_value(&r, &c, full, &fives, &made, &joker), 25);
	c = column(&r, y50f, (const int[]){0, 25});
	assert_int_equal(yams_write_value(&r, &c, full, &fives, &made, &joker), 25);
	assert_int_equal(yams_yahtzee_earned(&r, &c, &fives), 0);
	c.yahtzees = 2;
	c.value[yams_box_find(&r, "yahtzee")] = 50;
	assert_int_equal(yams_column_sums(&r, &c).yahtzee_bonus, 200);
	assert_int_equal(yams_column_sums(&r, &c).total, 50 + 25 + 200);
	/* the forced joker: its face's box if open, else the lower part */
	struct yams_rules f = rules_with("yahtzee", (const char *const[]){"joker=forced", NULL});
	int where;
	c = column(&f, y50, (const int[]){50});
	unsigned open = ~c.filled & 0x1fff;
	assert_false(yams_write_allowed(&f, &c, open, chance, &fives, &where));
	assert_int_equal(where, five);
	assert_true(yams_write_allowed(&f, &c, open, five, &fives, &where));
	c = column(&f, y50f, (const int[]){50, 25});
	open = ~c.filled & 0x1fff;
	assert_false(yams_write_allowed(&f, &c, open, yams_box_find(&f, "1"), &fives, &where));
	assert_true(yams_write_allowed(&f, &c, open, large, &fives, &where));
	/* no lower box left: a 0 in an upper one */
	open = 1u << yams_box_find(&f, "1");
	assert_true(yams_write_allowed(&f, &c, open, yams_box_find(&f, "1"), &fives, &where));
	/* no joker in the seed's sheet unless asked for */
	struct yams_rules seed = rules_with("yams", NULL);
	struct yams_column s;
	memset(&s, 0, sizeof s);
	s.filled = 1u << BOX_YAMS | 1u << BOX_5;
	assert_int_equal(yams_write_value(&seed, &s, BOX_SUITE, &fives, &made, &joker), 0);
	assert_int_equal(yams_yahtzee_earned(&seed, &s, &fives), 0);
}

/* A sheet's parts as other code reads them: a name no named sheet has,
 * the words of a box in less room than they take, a list cut to its
 * room, the most a box of points and the sum holds. */
static void
test_sheet_reading(void **state)
{
	(void)state;
	struct yams_sheet sh;
	char why[WHY] = "", list[16];
	int bonus = -1, at = -1, ybonus = -1;
	bool least;
	enum yams_joker joker;
	assert_false(yams_sheet_named("yamss", &sh));
	assert_false(yams_sheet_extras("yamss", &bonus, &at, &least, &ybonus, &joker));
	assert_int_equal(bonus, -1);
	assert_true(yams_sheet_named("carnet", &sh));
	assert_true(yams_sheet_extras("carnet", &bonus, &at, &least, &ybonus, &joker));
	assert_int_equal(bonus, 35);
	assert_int_equal(at, 63);
	assert_true(said(yams_sheet_parse("1,2,3,4,5,6,carre:20+,full:25,chance", &sh, &said_msg),
	    &said_msg, why, sizeof why));
	const char *words[8];
	int carre = yams_sheet_find(&sh, YK_ALIKE, 4);
	assert_int_equal(yams_box_words(&sh, carre, words, 2), 1);
	assert_string_equal(words[0], "carre");
	assert_null(words[1]);
	assert_true(yams_box_words(&sh, carre, words, 8) == 7);
	assert_null(words[7]);
	assert_int_equal(yams_box_most(&sh, carre), 50);      /* 20 and five 6s */
	yams_sheet_list(&sh, list, sizeof list);
	assert_string_equal(list, "1,2,3,4,5,6,car");
}

/* What help says of score's words, by the sheet: the faces as "1 to 6"
 * only where the sheet starts with the six in order, else each by its
 * key and French word; a label of one word that is not the key beside
 * its box; and the words of a column only where the way to play has
 * several. */
static void
test_help_words(void **state)
{
	(void)state;
	char buf[1024];
	static const char *const three[] = {"sheet=1,2,3,full:25=Full,chance=Tout compris,"
	    "yams:50=yams", "bonus=0", NULL};
	struct yams_rules r = rules_with("yams", three);
	yams_words.args->help(&r, YAMS_SCORE, buf, sizeof buf);
	assert_string_equal(buf, "Boxes: 1 (as), 2 (deux), 3 (trois), full (Full), chance, yams.");
	struct yams_rules c = rules_with("yams:3col", NULL);
	assert_null(yams_words.args->words(&r, YAMS_SCORE, 1));
	assert_null(yams_words.args->words(&c, YAMS_SCORE, 2));
	const char *const *cols = yams_words.args->words(&c, YAMS_SCRATCH, 1);
	assert_non_null(cols);
	assert_string_equal(cols[0], "desc");
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_kind_every_throw),
		cmocka_unit_test(test_every_scoring),
		cmocka_unit_test(test_lists_and_names),
		cmocka_unit_test(test_box_off_the_sheet),
		cmocka_unit_test(test_lists_refused),
		cmocka_unit_test(test_sheet_reading),
		cmocka_unit_test(test_write_words),
		cmocka_unit_test(test_help_words),
		cmocka_unit_test(test_sheets_and_options),
		cmocka_unit_test(test_bonus_forms),
		cmocka_unit_test(test_rules_check_whole),
		cmocka_unit_test(test_write_usage),
		cmocka_unit_test(test_joker_and_bonus),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
