/* The Yam Master game, entry by entry (tapis-games(7), YAM MASTER): the Sec and
 * the Appel, a call after a sec, placing a pawn or passing and their
 * refusals, the end by a line of five or by the twelfth pawn, and the
 * house rules fivewins and predator. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "engine.h"
#include "sheet_model.h"
#include "game.h"
#include "event_model.h"
#include "families.h"
#include "said.h"
#include "yammaster.h"

#define WHY 512

static const char *const names[YAMMASTER_PLAYERS] = {"alice", "bob"};

/* The standard board of tapis-games(7), for reading the tests:
 *
 *       a     b     c     d     e
 *  1    1     3   Appel   4     6
 *  2    2   Carré  Sec   Full   5
 *  3   ≤8   Full   Yam  Appel Suite
 *  4    6    Sec  Suite  ≤8     1
 *  5    3     2   Carré   5     4
 */

struct table {
	struct yammaster_rules r;
	struct yammaster_state st;
	struct yammaster_outcome out;
	char why[WHY];
};

/* The rules of preset "yam-master", as the engine builds them, changed by
 * the options. */
static struct table *
table_new(const char *const *options)
{
	struct table *t = calloc(1, sizeof *t);
	assert_non_null(t);
	assert_true(yammaster_engine.preset("yam-master", &t->r));
	for (; options && *options; options++)
		if (!said(yammaster_engine.option_set(&t->r, *options, &said_msg),
		    &said_msg, t->why, sizeof t->why))
			fail_msg("option %s refused: %s", *options, t->why);
	yammaster_start(&t->st);
	return t;
}

/* A cell's index from its name, worked out here: a column letter, a row
 * number, by rows from a1. */
static int
at(const char *cell)
{
	assert_true(cell[0] >= 'a' && cell[0] <= 'e' && cell[1] >= '1' && cell[1] <= '5');
	return (cell[1] - '1') * YAMMASTER_SIDE + (cell[0] - 'a');
}

static struct dice
dice_of(const char *faces)
{
	struct dice d;
	memset(&d, 0, sizeof d);
	for (const char *p = faces; p && *p; p++)
		if (*p >= '1' && *p <= '6' && d.n < DICE_MAX)
			d.face[d.n++] = (unsigned char)(*p - '0');
	return d;
}

static struct action
act(int verb, const char *faces, int arg)
{
	struct action a;
	memset(&a, 0, sizeof a);
	a.verb = verb;
	a.dice = dice_of(faces);
	a.arg[0] = arg;
	return a;
}

/* Plays one entry that must be accepted. */
static void
ok(struct table *t, struct action a)
{
	t->why[0] = '\0';
	if (!said(yammaster_apply(&t->r, &t->st, names, &a, &t->out, &said_msg), &said_msg, t->why,
	    sizeof t->why))
		fail_msg("refused verb %d (arg %d): %s", a.verb, a.arg[0], t->why);
}

/* Plays one entry that must be refused, saying `reason`, and checks that
 * the state did not move by a byte. */
static void
refused(struct table *t, struct action a, const char *reason)
{
	struct yammaster_state before;
	memcpy(&before, &t->st, sizeof before);
	t->why[0] = '\0';
	if (said(yammaster_apply(&t->r, &t->st, names, &a, &t->out, &said_msg), &said_msg, t->why,
	    sizeof t->why))
		fail_msg("verb %d (arg %d) was taken; expected a refusal saying '%s'", a.verb,
		    a.arg[0], reason);
	if (t->why[0] == '\0' || strstr(t->why, reason) == NULL)
		fail_msg("expected '%s' in '%s'", reason, t->why);
	assert_memory_equal(&before, &t->st, sizeof before);
}

static void
throw_(struct table *t, const char *faces)
{
	ok(t, act(YAMMASTER_THROW, faces, 0));
}

static void
keep(struct table *t, const char *faces)
{
	ok(t, act(YAMMASTER_KEEP, faces, 0));
}

static void
call(struct table *t, int major)
{
	ok(t, act(YAMMASTER_CALL, NULL, major));
}

static void
place(struct table *t, const char *cell)
{
	ok(t, act(YAMMASTER_PLACE, NULL, at(cell)));
}

static void
pass(struct table *t)
{
	ok(t, act(YAMMASTER_PASS, NULL, 0));
}

static void
take_off(struct table *t, const char *cell)
{
	ok(t, act(YAMMASTER_REMOVE, NULL, at(cell)));
}

static void
refuse_throw(struct table *t, const char *faces, const char *reason)
{
	refused(t, act(YAMMASTER_THROW, faces, 0), reason);
}

static void
refuse_call(struct table *t, int major, const char *reason)
{
	refused(t, act(YAMMASTER_CALL, NULL, major), reason);
}

static void
refuse_place(struct table *t, const char *cell, const char *reason)
{
	refused(t, act(YAMMASTER_PLACE, NULL, at(cell)), reason);
}

static void
refuse_take_off(struct table *t, const char *cell, const char *reason)
{
	refused(t, act(YAMMASTER_REMOVE, NULL, at(cell)), reason);
}

/* A whole turn: a first throw, then a pawn where it makes a cell. */
static void
turn_place(struct table *t, const char *faces, const char *cell)
{
	throw_(t, faces);
	place(t, cell);
}

/* A whole turn: a throw, then a pass. */
static void
turn_pass(struct table *t, const char *faces)
{
	throw_(t, faces);
	pass(t);
}

/* The cells a pawn may go on now, by their names in board order ("d1 b2
 * c2"): what the player may choose from. */
static const char *
open_cells(const struct table *t, char *buf, size_t len)
{
	size_t used = 0;
	buf[0] = '\0';
	for (int cell = 0; cell < YAMMASTER_CELLS; cell++)
		if (yammaster_can_place(&t->r, &t->st, cell) && used + 4 < len) {
			used += (size_t)snprintf(buf + used, len - used, "%s%c%c", used ? " " : "",
			    'a' + cell % YAMMASTER_SIDE, '1' + cell / YAMMASTER_SIDE);
		}
	return buf;
}

static void
assert_open(const struct table *t, const char *want)
{
	char buf[128];
	if (strcmp(open_cells(t, buf, sizeof buf), want) != 0)
		fail_msg("open cells '%s', want '%s'", buf, want);
}

static void
assert_dice(const struct dice *d, const char *faces)
{
	struct dice want = dice_of(faces);
	if (d->n != want.n || memcmp(d->face, want.face, (size_t)want.n) != 0)
		fail_msg("dice of %d, want '%s'", d->n, faces);
}

static unsigned
bit(int major)
{
	return 1u << (major - YAMMASTER_MAJOR0);
}

/* ------------------------------------------------------------------ */
/* A new game */

static void
test_start(void **state)
{
	(void)state;
	struct table *t = table_new(NULL);
	assert_int_equal(t->st.current, 0);
	assert_int_equal(t->st.turn.count, 0);
	assert_int_equal(t->st.call, -1);
	assert_int_equal(t->st.winner, -1);
	assert_int_equal(t->st.line_of_five, -1);
	assert_false(t->st.over);
	for (int i = 0; i < YAMMASTER_CELLS; i++)
		assert_int_equal(t->st.cell[i], -1);
	assert_int_equal(t->st.placed[0], 0);
	assert_int_equal(t->st.placed[1], 0);
	assert_open(t, "");
	/* the preset: the standard board, neither house rule */
	assert_memory_equal(t->r.board, yammaster_standard_board, YAMMASTER_CELLS);
	assert_false(t->r.five_wins);
	assert_false(t->r.predator);
	/* "A turn: up to 3 throws": the first of all five dice */
	refuse_throw(t, "444", "the first throw of a turn is of all five dice, not 3");
	throw_(t, "42144");
	assert_int_equal(t->out.seat, 0);
	assert_int_equal(t->out.throw_no, 1);
	assert_dice(&t->out.hand, "12444");
	assert_dice(&t->out.made.thrown, "12444");
	assert_false(t->out.sec);
	assert_int_equal(t->st.sec, 0);
	assert_open(t, "d1 e5");                         /* the two 4s */
	free(t);
}

/* ------------------------------------------------------------------ */
/* Sec */

/* "Sec: a major made with the first throw of the turn.  It may go on a Sec
 * cell or on the major's own cell." */
static void
test_sec(void **state)
{
	(void)state;
	struct table *t = table_new(NULL);
	throw_(t, "44424");                              /* a Carré at once */
	assert_true(t->out.sec);
	assert_int_equal(t->st.sec, bit(KIND_CARRE));
	assert_true(yammaster_sec_open(&t->st));
	/* the Sec cells, the Carré's own, and the 4s (four of them) */
	assert_open(t, "d1 b2 c2 b4 c5 e5");
	/* the refusal says what the dice can take instead */
	refuse_place(t, "d2", "d2 takes a full: 2 4 4 4 4 do not make it; the dice can go on 4s d1"
	    " e5, carre b2 c5, sec c2 b4");
	refuse_place(t, "c3", "c3 takes a yam: 2 4 4 4 4 do not make it");
	refuse_place(t, "c1", "c1 is an Appel: no major was called after the first throw");
	/* a keep throws nothing: still the first throw's dice */
	keep(t, "4444");
	assert_true(yammaster_sec_open(&t->st));
	assert_open(t, "d1 b2 c2 b4 c5 e5");
	/* after a second throw the Sec cells are closed, even where the dice
	 * make the same major again */
	throw_(t, "2");
	assert_int_equal(t->out.throw_no, 2);
	assert_false(t->out.sec);
	assert_false(yammaster_sec_open(&t->st));
	assert_dice(&t->st.turn.hand, "24444");
	assert_open(t, "d1 b2 c5 e5");
	refuse_place(t, "c2", "c2 is a Sec: a major with the first throw");
	refuse_place(t, "b4", "b4 is a Sec: a major with the first throw");
	place(t, "b2");
	assert_int_equal(t->out.kind, KIND_CARRE);
	assert_false(t->out.by_sec);
	assert_int_equal(t->st.sec, 0);                  /* the turn's sec is over */

	/* no major at first: no Sec, nor later */
	throw_(t, "12346");
	assert_false(t->out.sec);
	assert_open(t, "");
	refuse_place(t, "b4", "b4 is a Sec: a major with the first throw; 1 2 3 4 6 make none;"
	    " the dice make no free cell: pass");
	keep(t, "1234");
	throw_(t, "5");
	assert_open(t, "e3 c4");                         /* a Suite, at the second throw */
	refuse_place(t, "c2", "c2 is a Sec");
	pass(t);

	/* five alike make four majors at once: every cell of them, the 1s,
	 * and Sec */
	throw_(t, "11111");
	assert_true(t->out.sec);
	assert_int_equal(t->st.sec, bit(KIND_FULL) | bit(KIND_CARRE) | bit(KIND_SMALL) |
	    bit(KIND_YAM));
	assert_open(t, "a1 c2 d2 a3 b3 c3 b4 d4 e4 c5");   /* b2, the other Carré, is alice's */
	place(t, "c2");
	assert_true(t->out.by_sec);
	assert_int_equal(t->out.kind, KIND_SEC);
	assert_int_equal(t->st.cell[at("c2")], 0);
	assert_int_equal(t->st.placed[0], 2);

	/* a Suite at once is a sec too */
	throw_(t, "65432");
	assert_int_equal(t->st.sec, bit(KIND_SUITE));
	assert_open(t, "e3 b4 c4");
	place(t, "b4");
	assert_true(t->out.by_sec);
	/* both Sec cells taken: a sec goes on its major's cells */
	throw_(t, "23232");
	assert_true(t->out.sec);
	refuse_place(t, "c2", "c2 is taken (alice's pawn)");
	refuse_place(t, "b4", "b4 is taken (bob's pawn)");
	assert_open(t, "a2 d2 b3 b5");
	free(t);
}

/* ------------------------------------------------------------------ */
/* Appel */

/* "after the first throw the player names one of the five majors, and must
 * make it with the remaining throws to place a pawn on an Appel cell" */
static void
test_appel(void **state)
{
	(void)state;
	struct table *t = table_new(NULL);
	refuse_call(t, KIND_SUITE, "nothing thrown yet this turn: alice throws first");
	throw_(t, "12346");
	call(t, KIND_SUITE);
	assert_int_equal(t->out.call, KIND_SUITE);
	assert_int_equal(t->st.call, KIND_SUITE);
	assert_false(t->st.call_after_sec);
	/* not made yet, and not without another throw */
	assert_false(yammaster_appel_open(&t->st));
	refuse_place(t, "c1", "c1 is an Appel: suite is called, to be made with a throw to come");
	refuse_call(t, KIND_FULL, "alice has called suite already");
	refuse_call(t, KIND_SUITE, "alice has called suite already");
	keep(t, "1234");
	throw_(t, "5");
	assert_true(yammaster_appel_open(&t->st));
	/* the Appel cells, and the Suite's own: the call took nothing away */
	assert_open(t, "c1 d3 e3 c4");
	place(t, "d3");
	assert_true(t->out.by_appel);
	assert_false(t->out.by_sec);
	assert_int_equal(t->out.kind, KIND_APPEL);
	assert_int_equal(t->st.call, -1);                /* a new turn, no call */

	/* a call comes right after the first throw, not later */
	throw_(t, "12346");
	keep(t, "1234");
	throw_(t, "6");
	refuse_call(t, KIND_FULL, "a call is made right after the first throw, not after the second");
	throw_(t, "12346");
	refuse_call(t, KIND_FULL, "a call is made right after the first throw, not after the third");
	pass(t);

	/* the call not made: the Appel cells stay closed, and whatever the
	 * dice make is open still */
	throw_(t, "12346");
	call(t, KIND_YAM);
	throw_(t, "33356");                              /* all five again */
	assert_false(yammaster_appel_open(&t->st));
	assert_open(t, "b1 a5");                         /* the 3s */
	throw_(t, "23456");
	assert_false(yammaster_appel_open(&t->st));             /* a Suite is not the Yam called */
	assert_open(t, "e3 c4");
	refuse_place(t, "c1", "c1 is an Appel");
	place(t, "e3");

	/* made at the third throw after missing at the second */
	throw_(t, "12346");
	call(t, KIND_FULL);
	throw_(t, "11234");
	assert_false(yammaster_appel_open(&t->st));
	throw_(t, "55566");
	assert_true(yammaster_appel_open(&t->st));
	assert_open(t, "c1 d2 e2 b3 d5");
	place(t, "c1");
	assert_true(t->out.by_appel);
	assert_int_equal(t->st.cell[at("c1")], 1);
	free(t);
}

/* Each major called and made opens the Appel cells; made, then lost at the
 * last throw, they close again (the final dice count); another major than
 * the one called does not open them. */
static void
test_appel_every_major(void **state)
{
	(void)state;
	static const struct {
		int major;
		const char *made, *other;
	} calls[] = {
		{KIND_FULL, "22233", "23456"},
		{KIND_SUITE, "23456", "22233"},
		{KIND_CARRE, "55556", "22233"},
		{KIND_SMALL, "11123", "22233"},
		{KIND_YAM, "66666", "66665"},
	};
	for (size_t i = 0; i < sizeof calls / sizeof calls[0]; i++) {
		struct table *t = table_new(NULL);
		throw_(t, "12346");
		call(t, calls[i].major);
		throw_(t, calls[i].made);
		if (!yammaster_appel_open(&t->st))
			fail_msg("%s called, %s made: Appel closed",
			    yammaster_kind_key(calls[i].major),
			    calls[i].made);
		assert_true(yammaster_can_place(&t->r, &t->st, at("c1")));
		assert_true(yammaster_can_place(&t->r, &t->st, at("d3")));
		throw_(t, calls[i].other);
		if (yammaster_appel_open(&t->st))
			fail_msg("%s called, %s at last: Appel open",
			    yammaster_kind_key(calls[i].major),
			    calls[i].other);
		refuse_place(t, "d3", "d3 is an Appel: ");
		if (strstr(t->why, " is called, and ") == NULL)
			fail_msg("the refusal does not name the call: %s", t->why);
		free(t);

		/* made at the second throw, and placed there */
		t = table_new(NULL);
		throw_(t, "12346");
		call(t, calls[i].major);
		throw_(t, calls[i].made);
		place(t, "c1");
		assert_true(t->out.by_appel);
		free(t);
	}
}

/* Only a major is called.  Typed, the word is refused; given to the rules
 * as a number, anything but a major is too. */
static void
test_call_non_major(void **state)
{
	(void)state;
	struct table *t = table_new(NULL);
	throw_(t, "12346");
	static const int not_majors[] = {KIND_1, KIND_6, KIND_SEC, KIND_APPEL, -1,
	    YAMMASTER_KINDS, 99};
	for (size_t i = 0; i < sizeof not_majors / sizeof not_majors[0]; i++)
		refuse_call(t, not_majors[i], "only a major is called: full, suite, carre, small or yam");

	/* the words after `call` */
	static const struct {
		const char *word;
		int major;
	} words[] = {
		{"full", KIND_FULL}, {"suite", KIND_SUITE}, {"quinte", KIND_SUITE},
		{"carre", KIND_CARRE}, {"carré", KIND_CARRE}, {"CARRÉ", KIND_CARRE},
		{"small", KIND_SMALL}, {"8", KIND_SMALL}, {"yam", KIND_YAM}, {"Yams", KIND_YAM},
		{"sec", -1}, {"appel", -1}, {"3", -1}, {"brelan", -1}, {"", -1}, {"c1", -1},
	};
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
		char word[16], why[WHY] = "";
		snprintf(word, sizeof word, "%s", words[i].word);
		char *argv[] = {word};
		struct action a = act(YAMMASTER_CALL, NULL, -7);
		bool took = said(yammaster_words.args->parse(&t->r, &a, 1, argv, &said_msg),
		    &said_msg, why, sizeof why);
		if (words[i].major < 0) {
			if (took)
				fail_msg("'%s' was taken as a major", words[i].word);
			char want[96];
			snprintf(want, sizeof want, "'%s' is no major: call full, suite, carre, small or yam",
			    words[i].word);
			if (strstr(why, want) == NULL)
				fail_msg("expected '%s' in '%s'", want, why);
		} else {
			if (!took)
				fail_msg("'%s' refused: %s", words[i].word, why);
			assert_int_equal(a.arg[0], words[i].major);
		}
	}
	char w1[] = "full", w2[] = "yam", why[WHY] = "";
	char *two[] = {w1, w2};
	struct action a = act(YAMMASTER_CALL, NULL, 0);
	assert_false(said(yammaster_words.args->parse(&t->r, &a, 2, two, &said_msg), &said_msg,
	    why, sizeof why));
	assert_non_null(strstr(why, "usage: call MAJOR"));
	free(t);
}

/* "After a sec the player may still call, but must throw again at least
 * one of the dice of that major, and must then make a major again (the
 * same or another) for the Appel cells." */
static void
test_call_after_sec(void **state)
{
	(void)state;
	struct table *t = table_new(NULL);
	/* the Carré 4 4 4 4 kept, only the 2 thrown again: the call lapses */
	throw_(t, "44442");
	assert_true(t->out.sec);
	call(t, KIND_FULL);
	assert_true(t->st.call_after_sec);
	keep(t, "4444");
	throw_(t, "2");
	assert_true(t->out.lapsed);
	assert_true(t->st.call_lapsed);
	assert_false(yammaster_appel_open(&t->st));
	assert_open(t, "d1 b2 c5 e5");                   /* no Sec now, no Appel */
	/* even a Yam at the last throw does not bring it back */
	keep(t, "4444");
	throw_(t, "4");
	assert_false(t->out.lapsed);                     /* said once, at the throw after the call */
	assert_true(t->st.call_lapsed);
	assert_false(yammaster_appel_open(&t->st));
	refuse_place(t, "c1", "c1 is an Appel: the call lapsed, as no die of the sec was thrown"
	    " again; the dice can go on 4s d1 e5, full d2 b3, carre b2 c5, yam c3");
	assert_open(t, "d1 b2 d2 b3 c3 c5 e5");
	pass(t);
	assert_false(t->st.call_lapsed);                 /* the next turn starts clean */

	/* one of the four 4s thrown again: any major then opens the Appel
	 * cells, here a Full where a Yam was called */
	throw_(t, "44442");
	call(t, KIND_YAM);
	keep(t, "4442");
	throw_(t, "2");
	assert_false(t->out.lapsed);
	assert_false(t->st.call_lapsed);
	assert_dice(&t->st.turn.hand, "22444");
	assert_true(yammaster_appel_open(&t->st));
	assert_open(t, "c1 d1 d2 b3 d3 e5");
	place(t, "d3");
	assert_true(t->out.by_appel);

	/* a die of it thrown again, but no major then: closed, not lapsed;
	 * a major at the third throw opens them */
	throw_(t, "44442");
	call(t, KIND_CARRE);
	keep(t, "4442");
	throw_(t, "1");
	assert_false(t->out.lapsed);
	assert_false(yammaster_appel_open(&t->st));
	throw_(t, "11123");                              /* all five again: a ≤8 */
	assert_true(yammaster_appel_open(&t->st));
	assert_open(t, "a1 c1 a3 d4 e4");
	pass(t);

	/* all five thrown again, with no keep: every die of the sec too */
	throw_(t, "44442");
	call(t, KIND_FULL);
	throw_(t, "44443");
	assert_false(t->out.lapsed);
	assert_true(yammaster_appel_open(&t->st));              /* a Carré answers a call of Full */
	pass(t);

	/* a sec that is all five dice (a Full): any die thrown again is one of it */
	throw_(t, "22233");
	assert_int_equal(t->st.sec, bit(KIND_FULL));
	call(t, KIND_SUITE);
	keep(t, "2223");
	throw_(t, "3");
	assert_false(t->out.lapsed);
	assert_true(yammaster_appel_open(&t->st));
	pass(t);

	/* 1 1 1 1 4 is a Carré and a ≤8 at once; the 4 is one of the dice of
	 * the ≤8, so throwing it again keeps the call */
	throw_(t, "11114");
	assert_int_equal(t->st.sec, bit(KIND_CARRE) | bit(KIND_SMALL));
	call(t, KIND_YAM);
	keep(t, "1111");
	throw_(t, "2");
	assert_false(t->out.lapsed);
	assert_true(yammaster_appel_open(&t->st));
	pass(t);

	/* a call after a sec, and no throw after it: the Sec is open, the
	 * Appel not */
	throw_(t, "55556");
	call(t, KIND_YAM);
	assert_true(yammaster_sec_open(&t->st));
	assert_false(yammaster_appel_open(&t->st));
	refuse_place(t, "c1", "c1 is an Appel");
	assert_open(t, "b2 c2 e2 b4 c5 d5");
	place(t, "b4");
	assert_true(t->out.by_sec);
	free(t);
}

/* ------------------------------------------------------------------ */
/* Placing and passing */

static void
test_place_and_pass(void **state)
{
	(void)state;
	struct table *t = table_new(NULL);
	refuse_place(t, "d1", "nothing thrown yet this turn: alice throws first");
	refused(t, act(YAMMASTER_PASS, NULL, 0),
	    "nothing thrown yet this turn: alice throws first");
	refused(t, act(YAMMASTER_KEEP, "44", 0), "nothing thrown yet this turn");
	throw_(t, "44412");
	refuse_place(t, "d2", "d2 takes a full: 1 2 4 4 4 do not make it; the dice can go on 4s d1"
	    " e5");
	refuse_place(t, "a3", "a3 takes a small: 1 2 4 4 4 do not make it");
	refuse_place(t, "c3", "c3 takes a yam: 1 2 4 4 4 do not make it");
	refuse_place(t, "a1", "a1 takes three 1s or more: 1 2 4 4 4 do not make it");
	refuse_place(t, "b5", "b5 takes three 2s or more: 1 2 4 4 4 do not make it");
	refused(t, act(YAMMASTER_PLACE, NULL, -1), "there is no such cell: a1 to e5");
	refused(t, act(YAMMASTER_PLACE, NULL, YAMMASTER_CELLS), "there is no such cell: a1 to e5");
	refused(t, act(YAMMASTER_VERBS, NULL, 0), "unknown entry");
	place(t, "d1");
	assert_int_equal(t->out.seat, 0);
	assert_int_equal(t->out.cell, at("d1"));
	assert_int_equal(t->out.kind, KIND_4);
	assert_dice(&t->out.hand, "12444");              /* the dice the turn ended with */
	assert_false(t->out.game_over);
	assert_int_equal(t->out.winner, -1);
	assert_int_equal(t->st.cell[at("d1")], 0);
	assert_int_equal(t->st.placed[0], 1);
	/* a place ends the turn: bob's, nothing thrown */
	assert_int_equal(t->st.current, 1);
	assert_int_equal(t->st.turns, 1);
	assert_int_equal(t->st.turn.count, 0);
	refuse_place(t, "e5", "nothing thrown yet this turn: bob throws first");

	throw_(t, "44456");
	assert_int_equal(t->out.seat, 1);
	refuse_place(t, "d1", "d1 is taken (alice's pawn)");
	place(t, "e5");
	assert_int_equal(t->st.placed[1], 1);
	throw_(t, "44423");
	refuse_place(t, "e5", "e5 is taken (bob's pawn)");
	refuse_place(t, "d1", "d1 is taken (alice's pawn)");
	assert_open(t, "");
	/* pass ends the turn, with no pawn */
	pass(t);
	assert_int_equal(t->out.seat, 0);
	assert_int_equal(t->st.current, 1);
	assert_int_equal(t->st.turns, 3);
	assert_int_equal(t->st.placed[0], 1);
	assert_int_equal(t->st.turn.count, 0);
	refused(t, act(YAMMASTER_PASS, NULL, 0), "nothing thrown yet this turn: bob throws first");

	/* three throws at most */
	throw_(t, "12346");
	throw_(t, "12346");
	throw_(t, "12346");
	refuse_throw(t, "12346", "bob has thrown three times: place a pawn (place CELL) or pass");
	refuse_throw(t, "1", "bob has thrown three times");
	refused(t, act(YAMMASTER_KEEP, "12", 0),
	    "no throw is left to keep dice for: place a pawn (place CELL) or pass");
	pass(t);
	assert_int_equal(t->st.current, 0);
	free(t);
}

/* ------------------------------------------------------------------ */
/* The end */

/* The win the sheet's last line says (FACT_WINS): 1 by the line of five,
 * 0 by the count; -1 for none.  The entry a's event (its outcome out)
 * says the same. */
static int
wins_by_line(struct table *t, const struct action *a, const union outcome *out)
{
	struct game *g = calloc(1, sizeof *g);
	struct sheet_view *v = calloc(1, sizeof *v);
	struct outcome_event *ev = calloc(1, sizeof *ev);
	assert_true(g != NULL && v != NULL && ev != NULL);
	g->engine = &yammaster_engine;
	g->nplayers = 2;
	snprintf(g->name[0], sizeof g->name[0], "alice");
	snprintf(g->name[1], sizeof g->name[1], "bob");
	g->rules = &t->r;
	g->state = &t->st;
	yammaster_describe(g, v);
	int by_line = -1;
	for (int i = 0; i < v->nfacts; i++)
		if (v->fact[i].kind == FACT_WINS)
			by_line = v->fact[i].n;
	yammaster_event(g, a, out, ev);
	int said_by_line = -1;
	for (int i = 0; i < ev->nparts; i++)
		if (ev->part[i].kind == EVENT_WINS)
			said_by_line = ev->part[i].flag;
	assert_int_equal(said_by_line, by_line);
	free(ev);
	free(v);
	free(g);
	return by_line;
}

/* Places a pawn on cell through the engine's own apply, which sets the
 * places the sheet reads: the entry into *a, its outcome into *out. */
static void
place_by_engine(struct table *t, const char *cell, struct action *a, union outcome *out)
{
	*a = act(YAMMASTER_PLACE, NULL, at(cell));
	assert_true(said(yammaster_engine.apply(&t->r, &t->st, names, a, out, &said_msg),
	    &said_msg, t->why, sizeof t->why));
	t->out = ((const struct yammaster_result *)out)->yammaster;
}

/* Alice makes row 5 while bob, with two columns of four, leads the count;
 * her first four pawns, then passes while bob places, then the fifth (the
 * entry into *last, its outcome into *out). */
static void
play_row_five_behind(struct table *t, struct action *last, union outcome *out)
{
	turn_place(t, "33312", "a5");
	turn_place(t, "11156", "a1");
	turn_place(t, "22256", "b5");
	turn_place(t, "22256", "a2");
	turn_place(t, "55551", "c5");
	turn_place(t, "11123", "a3");
	turn_place(t, "55512", "d5");
	assert_int_equal(t->st.score[0], 2);             /* a run of 4 */
	turn_place(t, "66612", "a4");
	assert_int_equal(t->st.score[1], 2);             /* a1 to a4 */
	turn_pass(t, "12346");
	turn_place(t, "33356", "b1");
	turn_pass(t, "12346");
	turn_place(t, "66661", "b2");
	turn_pass(t, "12346");
	turn_place(t, "66655", "b3");
	turn_pass(t, "12346");
	turn_place(t, "23456", "b4");                    /* a sec */
	assert_false(t->st.over);
	assert_int_equal(t->st.score[0], 2);
	assert_int_equal(t->st.score[1], 4);             /* b1 to b4 too */
	throw_(t, "44412");
	place_by_engine(t, "e5", last, out);
}

/* "End: when a player completes a line of 5 ...  Then each player counts
 * ...  Most points wins": the line ends the game, the count decides. */
static void
test_line_of_five_count_decides(void **state)
{
	(void)state;
	struct table *t = table_new(NULL);
	struct action last;
	union outcome out;
	play_row_five_behind(t, &last, &out);
	assert_true(t->out.five);
	assert_true(t->out.game_over);
	assert_true(t->st.over);
	assert_int_equal(t->st.line_of_five, 0);
	assert_int_equal(t->st.score[0], 3);
	assert_int_equal(t->st.score[1], 4);
	assert_int_equal(t->out.score_after, 3);
	assert_int_equal(t->st.winner, 1);               /* bob, by the count */
	assert_int_equal(t->out.winner, 1);
	assert_int_equal(wins_by_line(t, &last, &out), 0);  /* not by alice's line */
	refuse_throw(t, "12345", "the game is over");
	refused(t, act(YAMMASTER_PASS, NULL, 0), "the game is over");
	free(t);
}

/* fivewins=yes: the line's maker wins at once, behind in the count or not. */
static void
test_line_of_five_wins(void **state)
{
	(void)state;
	static const char *const opts[] = {"fivewins=yes", NULL};
	struct table *t = table_new(opts);
	assert_true(t->r.five_wins);
	struct action last;
	union outcome out;
	play_row_five_behind(t, &last, &out);
	assert_true(t->out.five);
	assert_true(t->st.over);
	assert_int_equal(t->st.score[0], 3);
	assert_int_equal(t->st.score[1], 4);
	assert_int_equal(t->st.winner, 0);
	assert_int_equal(t->out.winner, 0);
	assert_int_equal(wins_by_line(t, &last, &out), 1);
	refuse_throw(t, "12345", "the game is over");
	/* nor is a throw of fewer dice read as following some keep */
	struct action few = act(YAMMASTER_THROW, "12", 0), first[4];
	assert_int_equal(yammaster_engine.choices(&t->r, &t->st, &few, first, 4), 0);
	free(t);

	/* bob's line, a column, with the board set by hand */
	t = table_new(opts);
	for (int row = 0; row < 4; row++)
		t->st.cell[row * YAMMASTER_SIDE] = 1;                  /* a1 to a4 */
	/* alice: a square of three by three, b1 to d3 */
	for (int row = 0; row < 3; row++)
		for (int col = 1; col < 4; col++)
			t->st.cell[row * YAMMASTER_SIDE + col] = 0;
	t->st.placed[0] = 9;
	t->st.placed[1] = 4;
	t->st.current = 1;
	throw_(t, "33312");
	place(t, "a5");
	assert_true(t->out.five);
	assert_int_equal(t->st.line_of_five, 1);
	/* three rows and three columns of 3, b1 c2 d3 and d1 c2 b3 */
	assert_int_equal(t->st.score[0], 8);
	assert_int_equal(t->st.score[1], 3);
	assert_int_equal(t->st.winner, 1);               /* far behind, bob wins */
	free(t);
}

/* A diagonal of five, the maker ahead: the same winner either way, said to
 * win by the line only where the line wins (fivewins=yes). */
static void
test_line_of_five_diagonal(void **state)
{
	(void)state;
	static const char *const yes[] = {"fivewins=yes", NULL};
	for (int option = 0; option < 2; option++) {
		struct table *t = table_new(option ? yes : NULL);
		t->st.cell[at("a1")] = t->st.cell[at("b2")] = t->st.cell[at("c3")] = 0;
		t->st.cell[at("d4")] = 0;
		t->st.cell[at("e1")] = t->st.cell[at("e2")] = 1;
		t->st.placed[0] = 4;
		t->st.placed[1] = 2;
		throw_(t, "44412");
		struct action last;
		union outcome out;
		place_by_engine(t, "e5", &last, &out);
		assert_true(t->out.five);
		assert_true(t->st.over);
		assert_int_equal(t->st.score[0], 3);
		assert_int_equal(t->st.score[1], 0);
		assert_int_equal(t->st.winner, 0);
		assert_int_equal(wins_by_line(t, &last, &out), option);
		free(t);
	}
}

/* The board of the twelfth-pawn games, set by hand (X alice, O bob):
 *
 *     X X X . O
 *     O O O . X
 *     X X O O X
 *     O O X X O
 *     X O . O .
 *
 * alice 10 pawns, 1 point (row 1); bob 11, 2 points (row 2, and c2 d3 e4
 * on the diagonal from b1).  Free: d1, d2, c5, e5. */
static void
set_twelfth_board(struct table *t)
{
	static const char drawing[] = "XXX.O" "OOO.X" "XXOOX" "OOXXO" "XO.O.";
	for (int i = 0; i < YAMMASTER_CELLS; i++)
		t->st.cell[i] = (int8_t)(drawing[i] == 'X' ? 0 : drawing[i] == 'O' ? 1 : -1);
	t->st.placed[0] = 10;
	t->st.placed[1] = 11;
	t->st.turns = 30;
	t->st.current = 0;
}

/* "End: ... or has placed all 12 pawns ... equal points is a draw": the
 * eleventh pawn does not end the game, the twelfth does. */
static void
test_twelfth_pawn_draw(void **state)
{
	(void)state;
	struct table *t = table_new(NULL);
	set_twelfth_board(t);
	throw_(t, "22233");
	place(t, "d2");                                  /* c1 d2 e3: a run of 3 */
	assert_false(t->st.over);
	assert_false(t->out.game_over);
	assert_int_equal(t->st.placed[0], 11);
	assert_int_equal(t->st.score[0], 2);
	assert_int_equal(t->st.score[1], 2);
	turn_pass(t, "12346");
	throw_(t, "44412");
	struct action last;
	union outcome out;
	place_by_engine(t, "e5", &last, &out);          /* no run: the count stays 2 to 2 */
	assert_int_equal(t->st.placed[0], 12);
	assert_false(t->out.five);
	assert_true(t->out.game_over);
	assert_true(t->st.over);
	assert_int_equal(t->st.line_of_five, -1);
	assert_int_equal(t->st.score[0], 2);
	assert_int_equal(t->st.score[1], 2);
	assert_int_equal(t->st.winner, -1);              /* a draw */
	assert_int_equal(t->out.winner, -1);
	assert_int_equal(wins_by_line(t, &last, &out), -1);   /* no one wins */
	refuse_throw(t, "12345", "the game is over");
	free(t);
}

static void
test_twelfth_pawn_count_wins(void **state)
{
	(void)state;
	struct table *t = table_new(NULL);
	set_twelfth_board(t);
	throw_(t, "22233");
	place(t, "d2");
	turn_pass(t, "12346");
	throw_(t, "55551");
	struct action last;
	union outcome out;
	place_by_engine(t, "c5", &last, &out);          /* e3 d4 c5: another run of 3 */
	assert_true(t->out.game_over);
	assert_int_equal(t->st.score[0], 3);
	assert_int_equal(t->st.score[1], 2);
	assert_int_equal(t->st.winner, 0);
	assert_int_equal(wins_by_line(t, &last, &out), 0);    /* by the count */
	free(t);
}

/* ------------------------------------------------------------------ */
/* Yam Predator */

static void
test_predator(void **state)
{
	(void)state;
	/* without the option, a Yam only places */
	struct table *t = table_new(NULL);
	refuse_take_off(t, "d1", "taking a pawn off is Yam Predator's rule (predator=yes)");
	turn_place(t, "44412", "d1");
	throw_(t, "66666");
	refuse_take_off(t, "d1", "taking a pawn off is Yam Predator's rule (predator=yes)");
	free(t);

	static const char *const opts[] = {"predator=yes", NULL};
	t = table_new(opts);
	assert_true(t->r.predator);
	turn_place(t, "44412", "d1");
	turn_place(t, "44456", "e5");
	throw_(t, "55512");
	refuse_take_off(t, "e5", "only a Yam takes a pawn off");
	keep(t, "555");
	throw_(t, "55");
	assert_dice(&t->st.turn.hand, "55555");
	refuse_take_off(t, "d1", "d1 has no pawn of bob's to take off");   /* her own */
	refuse_take_off(t, "c3", "c3 has no pawn of bob's to take off");   /* empty */
	refused(t, act(YAMMASTER_REMOVE, NULL, YAMMASTER_CELLS), "there is no such cell: a1 to e5");
	take_off(t, "e5");
	assert_int_equal(t->out.cell, at("e5"));
	assert_int_equal(t->out.removed_from, 1);
	assert_int_equal(t->st.cell[at("e5")], -1);
	assert_int_equal(t->st.placed[1], 0);
	assert_int_equal(t->st.placed[0], 1);
	assert_int_equal(t->st.current, 1);              /* the turn is over */
	refuse_take_off(t, "d1", "nothing thrown yet this turn: bob throws first");
	/* the cell is free again */
	turn_place(t, "44456", "e5");
	assert_int_equal(t->st.placed[1], 1);
	free(t);

	/* a run broken by the taking: the count goes down */
	t = table_new(opts);
	t->st.cell[at("a5")] = t->st.cell[at("b5")] = t->st.cell[at("c5")] = 1;
	t->st.cell[at("a1")] = 0;
	t->st.placed[0] = 1;
	t->st.placed[1] = 3;
	t->st.score[1] = 1;
	throw_(t, "33333");
	take_off(t, "b5");
	assert_int_equal(t->st.placed[1], 2);
	assert_int_equal(t->st.score[1], 0);
	assert_false(t->st.over);
	free(t);
}

/* The facts of an ended game as the statistics count them: a pawn
 * placed is alice's; entries read back with no seat of a game (-1, or
 * beyond the most players) are none of anyone's, and a count of players
 * beyond the most is read as the most. */
static void
count_fact(const struct engine_game_fact *f, void *ctx)
{
	int *n = ctx;
	assert_int_equal(f->seat, 0);
	n[0]++;
	n[1] += strcmp(f->fact, "placed") == 0 ? (int)f->value : 0;
}

static void
test_game_facts(void **state)
{
	(void)state;
	struct yammaster_rules r;
	struct yammaster_state st;
	union outcome out;
	struct msg why;
	assert_true(yammaster_engine.preset("yam-master", &r));
	yammaster_engine.start(&r, &st, 2);
	struct action a = act(YAMMASTER_THROW, "33312", 0);
	assert_true(yammaster_engine.apply(&r, &st, names, &a, &out, &why));
	a = act(YAMMASTER_PLACE, NULL, at("b1"));
	assert_true(yammaster_engine.apply(&r, &st, names, &a, &out, &why));
	struct engine_played played[3] = {{0, "place", NULL, 0, {{0}}}};
	assert_true(engine_facts(&yammaster_engine, &r, &a, &out, played[0].facts) > 0);
	played[1] = played[2] = played[0];
	played[1].seat = -1;
	played[2].seat = ENGINE_MAX_PLAYERS;
	int n[2] = {0, 0};
	engine_game_facts(&yammaster_engine, &r, ENGINE_MAX_PLAYERS + 1, played, 3, count_fact, n);
	assert_int_equal(n[0], 2);        /* alice's pawns placed, and lines of five */
	assert_int_equal(n[1], 1);
}

/* The words of each entry, as completion and help read them: the majors
 * after call, the cells after place and remove, none after the first
 * word or for entries of no word; an entry's word written back; once
 * over, nothing to complete; a kind of no board named "?". */
static void
count_word(const char *word, void *ctx)
{
	(void)word;
	(*(int *)ctx)++;
}

static void
test_words(void **state)
{
	(void)state;
	const struct args_words *w = yammaster_words.args;
	struct table *t = table_new(NULL);
	assert_string_equal(w->words(&t->r, YAMMASTER_CALL, 0)[0], "full");
	assert_string_equal(w->words(&t->r, YAMMASTER_PLACE, 0)[24], "e5");
	assert_string_equal(w->words(&t->r, YAMMASTER_REMOVE, 0)[0], "a1");
	assert_null(w->words(&t->r, YAMMASTER_PASS, 0));
	assert_null(w->words(&t->r, YAMMASTER_PLACE, 1));
	char buf[16] = "x";
	struct action a = act(YAMMASTER_REMOVE, NULL, at("d1"));
	w->format(&t->r, &a, buf, sizeof buf);
	assert_string_equal(buf, "d1");
	a = act(YAMMASTER_PASS, NULL, 0);
	w->format(&t->r, &a, buf, sizeof buf);
	assert_string_equal(buf, "");
	throw_(t, "33312");
	int n = 0;
	w->complete(&t->r, &t->st, YAMMASTER_PLACE, 0, NULL, count_word, &n);
	assert_int_equal(n, 2);                  /* the 3s, b1 and a5 */
	n = 0;
	w->complete(&t->r, &t->st, YAMMASTER_PLACE, 1, NULL, count_word, &n);
	assert_int_equal(n, 0);
	t->st.over = true;
	w->complete(&t->r, &t->st, YAMMASTER_CALL, 0, NULL, count_word, &n);
	assert_int_equal(n, 0);
	assert_string_equal(yammaster_kind_label(YAMMASTER_KINDS, true), "?");
	assert_string_equal(yammaster_kind_label(-1, false), "?");
	free(t);
}

/* What the screen is told of an entry and of the turn: five dice thrown
 * (a Yam) then one, four kept without a keep (said before the throw); no call
 * offered after a throw but the first; the game over, nobody next. */
static bool
has_part(const struct outcome_event *ev, enum event_kind kind)
{
	for (int i = 0; i < ev->nparts; i++)
		if (ev->part[i].kind == kind)
			return true;
	return false;
}

static void
test_views(void **state)
{
	(void)state;
	struct table *t = table_new(NULL);
	struct game *g = calloc(1, sizeof *g);
	struct outcome_event *ev = calloc(1, sizeof *ev);
	assert_non_null(g);
	assert_non_null(ev);
	g->engine = &yammaster_engine;
	g->nplayers = 2;
	snprintf(g->name[0], sizeof g->name[0], "alice");
	snprintf(g->name[1], sizeof g->name[1], "bob");
	g->rules = &t->r;
	g->state = &t->st;
	union outcome out;
	struct msg why;
	struct action a = act(YAMMASTER_THROW, "33333", 0);
	assert_true(yammaster_engine.apply(&t->r, &t->st, names, &a, &out, &why));
	yammaster_event(g, &a, &out, ev);
	assert_false(has_part(ev, EVENT_KEPT_BEFORE));
	assert_true(has_part(ev, EVENT_OR_CALL));
	a = act(YAMMASTER_THROW, "4", 0);
	assert_true(yammaster_engine.apply(&t->r, &t->st, names, &a, &out, &why));
	yammaster_event(g, &a, &out, ev);
	assert_true(has_part(ev, EVENT_KEPT_BEFORE));
	assert_false(has_part(ev, EVENT_OR_CALL));
	struct turn_view tv;
	yammaster_turn(g, &tv);
	assert_int_equal(tv.next, NEXT_THROWS_PAWNS);
	t->st.over = true;
	yammaster_turn(g, &tv);
	assert_int_equal(tv.next, NEXT_NONE);
	free(ev);
	free(g);
	free(t);
}

/* ------------------------------------------------------------------ */
/* Options */

static void
refuse_option(const char *assignment, const char *reason)
{
	struct yammaster_rules r, before;
	char why[WHY] = "";
	assert_true(yammaster_engine.preset("yam-master", &r));
	memcpy(&before, &r, sizeof r);
	if (said(yammaster_engine.option_set(&r, assignment, &said_msg), &said_msg, why,
	    sizeof why))
		fail_msg("'%s' was taken", assignment);
	if (why[0] == '\0' || strstr(why, reason) == NULL)
		fail_msg("'%s': expected '%s' in '%s'", assignment, reason, why);
	assert_memory_equal(&before, &r, sizeof r);
}

static void
test_options(void **state)
{
	(void)state;
	struct yammaster_rules r;
	char why[WHY] = "", buf[256];
	assert_false(yammaster_engine.preset("yams", &r));
	assert_true(yammaster_engine.preset("yam-master", &r));
	yammaster_engine.option_get(&r, "fivewins", buf, sizeof buf);
	assert_string_equal(buf, "no");
	yammaster_engine.option_get(&r, "predator", buf, sizeof buf);
	assert_string_equal(buf, "no");
	yammaster_engine.option_get(&r, "board", buf, sizeof buf);
	assert_string_equal(buf, "standard");
	assert_true(said(yammaster_engine.option_set(&r, "fivewins=yes", &said_msg),
	    &said_msg, why, sizeof why));
	assert_true(said(yammaster_engine.option_set(&r, "predator=yes", &said_msg),
	    &said_msg, why, sizeof why));
	assert_true(r.five_wins);
	assert_true(r.predator);
	yammaster_engine.option_get(&r, "fivewins", buf, sizeof buf);
	assert_string_equal(buf, "yes");
	assert_true(said(yammaster_engine.option_set(&r, "predator=no", &said_msg),
	    &said_msg, why, sizeof why));
	assert_false(r.predator);

	refuse_option("fivewins=maybe", "fivewins takes yes|no, not 'maybe'");
	refuse_option("predator=", "predator takes yes|no");
	refuse_option("colour=red", "unknown option 'colour'");
	refuse_option("fivewins", "NAME=VALUE");
	refuse_option("boars=standard", "unknown option 'boars'");   /* board's length */
	refuse_option("predate=yes", "unknown option 'predate'");    /* fivewins' length */
	refuse_option("predatox=yes", "unknown option 'predatox'");  /* predator's too */
	yammaster_engine.option_get(&r, "colour", buf, sizeof buf);
	assert_string_equal(buf, "?");
	/* the backstop for rules that came another way: a cell of no kind, a
	 * board short of a kind's cells */
	struct yammaster_rules odd = r;
	odd.board[0] = YAMMASTER_KINDS;
	assert_false(said(yammaster_engine.check(&odd, &said_msg), &said_msg, why, sizeof why));
	assert_string_equal(why, "the board has a cell of no kind");
	odd = r;
	odd.board[0] = KIND_YAM;                /* a1, a 1: two Yams, a 1 short */
	assert_false(said(yammaster_engine.check(&odd, &said_msg), &said_msg, why, sizeof why));
	assert_string_equal(why, "the board does not have the cells of a board");
	assert_true(said(yammaster_engine.check(&r, &said_msg), &said_msg, why, sizeof why));
	/* a board that is none: said why (the layouts themselves are checked
	 * in test_yammaster_board) */
	struct yammaster_rules b;
	assert_true(yammaster_engine.preset("yam-master", &b));
	why[0] = '\0';
	assert_false(said(yammaster_engine.option_set(&b, "board=1 2 3", &said_msg),
	    &said_msg, why, sizeof why));
	assert_non_null(strstr(why, "a board has 25 cells, five rows of five: this one has 3"));

	/* another board: the cells are where it says */
	static const char *const opts[] = {
		"board=4 5 carre 2 3/1 small suite sec 6/suite appel yam full small/5 full sec carre 2/"
		"6 4 appel 3 1", NULL,
	};
	struct table *t = table_new(opts);
	yammaster_engine.option_get(&t->r, "board", buf, sizeof buf);
	assert_string_equal(buf, "4,5,carre,2,3/1,small,suite,sec,6/suite,appel,yam,full,small/"
	    "5,full,sec,carre,2/6,4,appel,3,1");
	throw_(t, "44412");
	assert_open(t, "a1 b5");
	place(t, "a1");
	assert_int_equal(t->out.kind, KIND_4);
	throw_(t, "44442");
	assert_open(t, "c1 d2 c4 d4 b5");                /* Carrés, Secs, a 4 */
	free(t);
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_start),
		cmocka_unit_test(test_sec),
		cmocka_unit_test(test_appel),
		cmocka_unit_test(test_appel_every_major),
		cmocka_unit_test(test_call_non_major),
		cmocka_unit_test(test_call_after_sec),
		cmocka_unit_test(test_place_and_pass),
		cmocka_unit_test(test_line_of_five_count_decides),
		cmocka_unit_test(test_line_of_five_wins),
		cmocka_unit_test(test_line_of_five_diagonal),
		cmocka_unit_test(test_twelfth_pawn_draw),
		cmocka_unit_test(test_twelfth_pawn_count_wins),
		cmocka_unit_test(test_predator),
		cmocka_unit_test(test_game_facts),
		cmocka_unit_test(test_words),
		cmocka_unit_test(test_views),
		cmocka_unit_test(test_options),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
