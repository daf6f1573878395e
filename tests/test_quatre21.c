/* 421, checked against tapis-games(7), 421: every throw of three dice
 * classified and ranked against a table written here, the charge and the
 * décharge played entry by entry (ties, the barrage, the nénette, players
 * out, the end), the refusals, and random games whose every round is
 * judged again from the table, without the engine's ranking. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "advice.h"
#include "dice.h"
#include "engine.h"
#include "families.h"
#include "game.h"
#include "quatre21.h"
#include "said.h"
#include "sheet_model.h"

#define WHY 512

/* ------------------------------------------------------------------ */
/* tapis-games(7), 421, the combinations, best first: the dice read
 * highest first, the kind, the tokens (4-2-1 at the preset's 10).  Written
 * out, not worked out. */

static const struct {
	const char *dice;
	int kind;
	int value;
} table[] = {
	{"421", QUATRE21_421, 10}, {"111", QUATRE21_ACES, 7},
	{"611", QUATRE21_ACE_PAIR, 6}, {"666", QUATRE21_TRIPLE, 6},
	{"511", QUATRE21_ACE_PAIR, 5}, {"555", QUATRE21_TRIPLE, 5},
	{"411", QUATRE21_ACE_PAIR, 4}, {"444", QUATRE21_TRIPLE, 4},
	{"311", QUATRE21_ACE_PAIR, 3}, {"333", QUATRE21_TRIPLE, 3},
	{"211", QUATRE21_ACE_PAIR, 2}, {"222", QUATRE21_TRIPLE, 2},
	{"654", QUATRE21_STRAIGHT, 2}, {"543", QUATRE21_STRAIGHT, 2},
	{"432", QUATRE21_STRAIGHT, 2}, {"321", QUATRE21_STRAIGHT, 2},
	{"665", QUATRE21_PLAIN, 1}, {"664", QUATRE21_PLAIN, 1}, {"663", QUATRE21_PLAIN, 1},
	{"662", QUATRE21_PLAIN, 1}, {"661", QUATRE21_PLAIN, 1}, {"655", QUATRE21_PLAIN, 1},
	{"653", QUATRE21_PLAIN, 1}, {"652", QUATRE21_PLAIN, 1}, {"651", QUATRE21_PLAIN, 1},
	{"644", QUATRE21_PLAIN, 1}, {"643", QUATRE21_PLAIN, 1}, {"642", QUATRE21_PLAIN, 1},
	{"641", QUATRE21_PLAIN, 1}, {"633", QUATRE21_PLAIN, 1}, {"632", QUATRE21_PLAIN, 1},
	{"631", QUATRE21_PLAIN, 1}, {"622", QUATRE21_PLAIN, 1}, {"621", QUATRE21_PLAIN, 1},
	{"554", QUATRE21_PLAIN, 1}, {"553", QUATRE21_PLAIN, 1}, {"552", QUATRE21_PLAIN, 1},
	{"551", QUATRE21_PLAIN, 1}, {"544", QUATRE21_PLAIN, 1}, {"542", QUATRE21_PLAIN, 1},
	{"541", QUATRE21_PLAIN, 1}, {"533", QUATRE21_PLAIN, 1}, {"532", QUATRE21_PLAIN, 1},
	{"531", QUATRE21_PLAIN, 1}, {"522", QUATRE21_PLAIN, 1}, {"521", QUATRE21_PLAIN, 1},
	{"443", QUATRE21_PLAIN, 1}, {"442", QUATRE21_PLAIN, 1}, {"441", QUATRE21_PLAIN, 1},
	{"433", QUATRE21_PLAIN, 1}, {"431", QUATRE21_PLAIN, 1}, {"422", QUATRE21_PLAIN, 1},
	{"332", QUATRE21_PLAIN, 1}, {"331", QUATRE21_PLAIN, 1}, {"322", QUATRE21_PLAIN, 1},
	{"221", QUATRE21_NENETTE, 1},
};
#define NTABLE ((int)(sizeof table / sizeof table[0]))

/* The row of the table of three faces in any order; -1 if none. */
static int
row_of(int a, int b, int c)
{
	int s[3] = {a, b, c};
	for (int i = 1; i < 3; i++)
		for (int j = i; j > 0 && s[j] > s[j - 1]; j--) {
			int t = s[j];
			s[j] = s[j - 1];
			s[j - 1] = t;
		}
	char key[4] = {(char)('0' + s[0]), (char)('0' + s[1]), (char)('0' + s[2]), '\0'};
	for (int i = 0; i < NTABLE; i++)
		if (strcmp(table[i].dice, key) == 0)
			return i;
	return -1;
}

static struct dice
dice_of(const char *faces)
{
	struct dice d;
	memset(&d, 0, sizeof d);
	for (const char *p = faces; *p; p++)
		if (*p >= '1' && *p <= '6')
			d.face[d.n++] = (unsigned char)(*p - '0');
	return d;
}

/* Every ordered throw (216) makes the combination of its row, worth its
 * tokens, and the rows rank as the table lists them. */
static void
test_every_throw(void **state)
{
	(void)state;
	struct quatre21_rules r, eight;
	assert_true(quatre21_preset("421", &r));
	assert_true(quatre21_preset("421:8", &eight));
	assert_int_equal(NTABLE, 56);
	int order[NTABLE], seen[NTABLE] = {0};
	for (int a = 1; a <= 6; a++)
		for (int b = 1; b <= 6; b++)
			for (int c = 1; c <= 6; c++) {
				struct dice d = {3, {(unsigned char)a, (unsigned char)b, (unsigned char)c}};
				int row = row_of(a, b, c);
				assert_true(row >= 0);
				struct quatre21_combo k = quatre21_combo(&r, &d);
				if (k.kind != table[row].kind || k.value != table[row].value)
					fail_msg("%d %d %d: kind %d worth %d, the table says %d worth %d", a, b,
					    c, k.kind, k.value, table[row].kind, table[row].value);
				if (seen[row]++ && order[row] != k.order)
					fail_msg("%d %d %d: two orders for one combination", a, b, c);
				order[row] = k.order;
				assert_int_equal(quatre21_combo(&eight, &d).value,
				    row == 0 ? 8 : table[row].value);
			}
	int total = 0;
	for (int i = 0; i < NTABLE; i++) {
		total += seen[i];
		if (i > 0 && order[i] >= order[i - 1])
			fail_msg("%s does not rank below %s", table[i].dice, table[i - 1].dice);
	}
	assert_int_equal(total, 216);
	for (int k = 0; k < QUATRE21_KINDS; k++)
		assert_int_equal(quatre21_kind_find(quatre21_kind_key(k)), k);
}

/* The options: each bad value refused with the rule it breaks, the rules
 * left as they were; the 421:8 preset; what each option holds; and the
 * backstop for rules that came another way, a number out of its bounds. */
static void
test_options(void **state)
{
	(void)state;
	static const struct {
		const char *set, *why;
	} bad[] = {
		{"tokens=abc", "tokens takes a whole number from 1 to 999, not 'abc'"},
		{"421=0", "421 takes a whole number from 1 to 99, not '0'"},
		{"colour=red", "unknown option 'colour' (see 'rules' for the options)"},
		{"barrage=maybe", "barrage takes yes|no, not 'maybe'"},
		{"barrier=yes", "unknown option 'barrier' (see 'rules' for the options)"},
		{"=yes", "'=yes' is not an option: options are NAME=VALUE"},
	};
	struct quatre21_rules r, before;
	char why[WHY];
	assert_true(quatre21_preset("421", &r));
	before = r;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		assert_false(said(quatre21_option_set(&r, bad[i].set, &said_msg), &said_msg, why,
		    sizeof why));
		assert_string_equal(why, bad[i].why);
		assert_memory_equal(&r, &before, sizeof r);
	}
	assert_false(quatre21_preset("422", &r));
	assert_true(quatre21_preset("421:8", &r));
	static const char *const held[][2] = {
		{"421", "8"}, {"tokens", "21"}, {"nenette", "0"}, {"barrage", "yes"}, {"colour", "?"},
	};
	for (size_t i = 0; i < sizeof held / sizeof held[0]; i++) {
		char buf[16];
		quatre21_option_get(&r, held[i][0], buf, sizeof buf);
		assert_string_equal(buf, held[i][1]);
	}
	assert_true(quatre21_check(&r, &said_msg));
	int *field[] = {&r.top, &r.tokens, &r.nenette};
	static const int out[][2] = {{0, QUATRE21_TOP_MAX + 1}, {0, QUATRE21_TOKENS_MAX + 1},
	    {-1, QUATRE21_NENETTE_MAX + 1}};
	for (int f = 0; f < 3; f++)
		for (int k = 0; k < 2; k++) {
			struct quatre21_rules good = r;
			*field[f] = out[f][k];
			assert_false(said(quatre21_check(&r, &said_msg), &said_msg, why, sizeof why));
			assert_string_equal(why, "the rules of 421 hold a number out of its bounds");
			r = good;
		}
	assert_string_equal(quatre21_kind_key(QUATRE21_KINDS), "?");
	assert_string_equal(quatre21_kind_key(-1), "?");
	assert_int_equal(quatre21_kind_find("nenettes"), -1);
	/* a combination no dice make (x-1-1 and x-x-x of x 2 to 6 only) is
	 * named "?", on either side */
	char name[32];
	static const int kinds[] = {QUATRE21_ACE_PAIR, QUATRE21_TRIPLE};
	static const int highs[] = {1, 7};
	for (int k = 0; k < 2; k++)
		for (int h = 0; h < 2; h++) {
			struct quatre21_combo c = {kinds[k], highs[h], 0, 0, {0}};
			assert_string_equal(quatre21_combo_name(&c, name, sizeof name), "?");
		}
	struct quatre21_combo six = {QUATRE21_TRIPLE, 6, 0, 0, {6, 6, 6}};
	assert_string_equal(quatre21_combo_name(&six, name, sizeof name), "three sixes");
}

/* ------------------------------------------------------------------ */
/* Games played entry by entry. */

static const char *const names[] = {"alice", "bob", "carol", "dave"};

struct play {
	struct quatre21_rules r;
	struct quatre21_state st;
	struct quatre21_outcome o;
	char why[WHY];
};

static void
begin(struct play *p, const char *preset, int n, const char *options)
{
	memset(p, 0, sizeof *p);
	assert_true(quatre21_preset(preset, &p->r));
	char copy[128];
	snprintf(copy, sizeof copy, "%s", options != NULL ? options : "");
	for (char *w = strtok(copy, " "); w != NULL; w = strtok(NULL, " "))
		assert_true(quatre21_option_set(&p->r, w, &said_msg));
	quatre21_start(&p->r, &p->st, n);
}

/* An entry ("6 5 4", "keep 6 5", "stop"); true if taken, else why says. */
static bool
entry(struct play *p, const char *line)
{
	struct action a;
	memset(&a, 0, sizeof a);
	if (strncmp(line, "keep ", 5) == 0) {
		a.verb = QUATRE21_KEEP;
		a.dice = dice_of(line + 5);
	} else if (strcmp(line, "stop") == 0) {
		a.verb = QUATRE21_STOP;
	} else {
		a.verb = QUATRE21_THROW;
		a.dice = dice_of(line);
	}
	p->why[0] = '\0';
	struct quatre21_state before = p->st;
	bool ok = said(quatre21_apply(&p->r, &p->st, names, &a, &p->o, &said_msg), &said_msg,
	    p->why, sizeof p->why);
	if (!ok)
		assert_memory_equal(&before, &p->st, sizeof before);
	return ok;
}

static void
ok(struct play *p, const char *line)
{
	if (!entry(p, line))
		fail_msg("'%s' refused: %s", line, p->why);
}

static void
refused(struct play *p, const char *line, const char *why)
{
	if (entry(p, line))
		fail_msg("'%s' taken, should be refused: %s", line, why);
	assert_string_equal(p->why, why);
}

/* Whether typing `line` now would ask if the player forgot to stop, and
 * the question; the state is not changed. */
static bool
forgot(struct play *p, const char *line, char *question, size_t len)
{
	struct action a = {QUATRE21_THROW, dice_of(line), {0, 0}}, end;
	if (strncmp(line, "keep ", 5) == 0)
		a = (struct action){QUATRE21_KEEP, dice_of(line + 5), {0, 0}};
	struct quatre21_state before = p->st;
	bool asked = engine_forgotten_end(&quatre21_engine, &p->r, &p->st, names, &a, &end,
	    question, len);
	assert_memory_equal(&before, &p->st, sizeof before);
	if (asked)
		assert_int_equal(end.verb, QUATRE21_STOP);
	return asked;
}

/* In the décharge, three dice typed after a 4-2-1 or 1-1-1 with nothing
 * kept are surely the next player's throw, the stop forgotten: asked;
 * not before a throw, after a keep, of fewer dice, of a keep, after a
 * lesser hand, nor in the charge; and a throw of
 * fewer dice than the hand offers the keeps it may follow. */
static void
test_forgotten_stop(void **state)
{
	(void)state;
	struct play p;
	char q[128];
	begin(&p, "421", 2, "tokens=4");
	ok(&p, "6 5 4");
	assert_false(forgot(&p, "4 2 1", q, sizeof q));    /* the charge: one throw each */
	ok(&p, "6 5 3");
	ok(&p, "6 6 6");
	ok(&p, "3 3 2");
	assert_int_equal(p.st.phase, QUATRE21_DECHARGE);
	assert_false(forgot(&p, "4 2 1", q, sizeof q));    /* nothing thrown yet */
	ok(&p, "4 2 1");
	assert_true(forgot(&p, "6 5 3", q, sizeof q));
	assert_string_equal(q, "did alice stop?");
	assert_false(forgot(&p, "6 5", q, sizeof q));
	assert_false(forgot(&p, "keep 4", q, sizeof q));
	struct action first[2], two = {QUATRE21_THROW, dice_of("6 5"), {0, 0}};
	/* 6 5 after 4 2 1: one die was kept, any of three */
	assert_int_equal(engine_choices(&quatre21_engine, &p.r, &p.st, &two, first, 2), 3);
	assert_int_equal(first[0].verb, QUATRE21_KEEP);
	struct action stop = {QUATRE21_STOP, {0, {0}}, {0, 0}};
	assert_int_equal(engine_choices(&quatre21_engine, &p.r, &p.st, &stop, first, 2), 0);
	ok(&p, "keep 4 2");
	assert_false(forgot(&p, "6 5 3", q, sizeof q));    /* dice kept */
	ok(&p, "3");
	assert_false(forgot(&p, "6 5 3", q, sizeof q));    /* 4 3 2: a plain hand */
	ok(&p, "1 1 1");                                   /* the third: bob's turn */
	assert_int_equal(quatre21_current(&p.st), 1);
	assert_false(forgot(&p, "6 5 3", q, sizeof q));
	/* once over, no stop forgotten and no keep to have come first */
	ok(&p, "4 2 1");
	p.st.over = true;
	assert_false(forgot(&p, "6 5 3", q, sizeof q));
	assert_int_equal(engine_choices(&quatre21_engine, &p.r, &p.st, &two, first, 2), 0);
}

/* The charge: one throw each; the lowest takes the best's worth from the
 * pot; equal combinations: the one made last is lowest; the loser starts
 * the next round, the others after in seat order. */
static void
test_charge(void **state)
{
	(void)state;
	struct play p;
	begin(&p, "421", 3, NULL);
	assert_int_equal(quatre21_current(&p.st), 0);
	refused(&p, "keep 6", "the charge is one throw each: nothing to keep");
	refused(&p, "stop", "the charge is one throw each: stop is for the d\u00e9charge");
	refused(&p, "6 5", "alice throws now, the three dice");
	refused(&p, "6 5 4 3", "421 is played with three dice, not 4");
	ok(&p, "6 1 1");                          /* 6-ace-ace, 6 tokens */
	assert_true(p.o.turn_over && !p.o.round_over);
	ok(&p, "5 3 2");
	ok(&p, "3 2 5");                          /* equal: carol made it last */
	assert_true(p.o.round_over);
	assert_int_equal(p.o.r.best, 0);
	assert_int_equal(p.o.r.lowest, 2);
	assert_int_equal(p.o.r.tokens, 6);
	assert_true(p.o.r.from_pot);
	assert_int_equal(p.st.pot, 15);
	assert_int_equal(p.st.tokens[2], 6);
	/* carol starts, then alice, then bob */
	assert_int_equal(quatre21_current(&p.st), 2);
	ok(&p, "4 2 1");
	assert_int_equal(quatre21_current(&p.st), 0);
	ok(&p, "2 2 1");                          /* the nénette, lowest of all */
	ok(&p, "6 6 5");
	assert_int_equal(p.o.r.best, 2);
	assert_int_equal(p.o.r.lowest, 0);
	assert_int_equal(p.o.r.tokens, 10);
	assert_int_equal(p.o.r.penalty, 0);       /* no penalty in the preset */
	assert_int_equal(p.st.pot, 5);
	assert_int_equal(p.st.rounds, 2);
	/* the pot gives what it has left: the décharge begins, bob is out */
	ok(&p, "6 6 6");                          /* alice starts */
	ok(&p, "5 5 5");
	ok(&p, "6 5 3");
	assert_int_equal(p.o.r.lowest, 2);
	assert_int_equal(p.o.r.tokens, 5);
	assert_true(p.o.r.decharge);
	assert_int_equal(p.st.phase, QUATRE21_DECHARGE);
	assert_int_equal(p.st.pot, 0);
	assert_int_equal(p.st.tokens[0], 10);
	assert_int_equal(p.st.tokens[2], 11);
	assert_int_equal(p.st.out[1], 3);
	assert_int_equal(p.o.r.outs, 1u << 1);
	assert_false(p.st.over);
	assert_int_equal(quatre21_current(&p.st), 2);   /* carol lost: she starts */
}

/* The nénette's penalty, from the pot in the charge, capped by it. */
static void
test_nenette(void **state)
{
	(void)state;
	struct play p;
	begin(&p, "421", 2, "nenette=2 tokens=5");
	ok(&p, "6 5 4");
	ok(&p, "1 2 2");
	assert_int_equal(p.o.r.tokens, 2);
	assert_int_equal(p.o.r.penalty, 2);
	assert_int_equal(p.st.tokens[1], 4);
	assert_int_equal(p.st.pot, 1);
	ok(&p, "2 2 1");                          /* bob starts, a nénette again */
	ok(&p, "6 6 6");
	assert_int_equal(p.o.r.tokens, 1);        /* what the pot has left */
	assert_int_equal(p.o.r.penalty, 0);
	/* bob holds every token: the game ends at once, bob loses */
	assert_true(p.st.over);
	assert_true(p.o.game_over);
	assert_int_equal(p.st.loser, 1);
	assert_int_equal(p.st.out[0], 2);
	refused(&p, "6 5 4", "the game is over");
}

/* A décharge between two: the first player's count is the limit, the
 * best gives the lowest, a fourth throw and a throw past the limit are
 * refused, fewer throws beat equal dice. */
static void
test_decharge(void **state)
{
	(void)state;
	struct play p;
	begin(&p, "421", 2, "tokens=4");
	ok(&p, "6 5 4");                          /* alice 2 */
	ok(&p, "6 5 3");                          /* bob takes 2 */
	ok(&p, "6 6 6");                          /* bob starts: 6 */
	ok(&p, "3 3 2");                          /* alice takes the 2 left */
	assert_int_equal(p.st.phase, QUATRE21_DECHARGE);
	assert_int_equal(p.st.tokens[0], 2);
	assert_int_equal(p.st.tokens[1], 2);
	assert_int_equal(quatre21_current(&p.st), 0);
	refused(&p, "keep 6", "nothing thrown yet this turn: keep names dice of the last throw");
	refused(&p, "stop", "alice has not thrown yet: stop ends a turn after a throw");
	ok(&p, "6 3 1");
	refused(&p, "keep 2", "the hand 6 3 1 has no 2 to keep");
	refused(&p, "keep 6 3 1", "keeping the three dice leaves nothing to throw: stop ends the"
	    " turn");
	refused(&p, "5 5", "of 6 3 1, which 1 die was kept? keep FACES, then the throw");
	ok(&p, "keep 6");
	/* after a keep, two dice typed are those thrown again: no keep to ask */
	struct action two = {QUATRE21_THROW, dice_of("5 4"), {0, 0}}, first[8];
	assert_int_equal(engine_choices(&quatre21_engine, &p.r, &p.st, &two, first, 8), 0);
	refused(&p, "5", "1 kept: type the 2 dice thrown again, or the three dice");
	refused(&p, "5 5 5", "the new hand must hold the dice kept (6)");
	ok(&p, "5 4");                            /* 6 5 4 in two throws */
	assert_int_equal(p.o.throw_no, 2);
	ok(&p, "stop");
	assert_true(p.o.limit_set);
	assert_int_equal(p.o.limit, 2);
	assert_int_equal(quatre21_current(&p.st), 1);
	assert_int_equal(quatre21_throws_left(&p.st), 2);
	ok(&p, "6 2 2");
	ok(&p, "6 5 4");                          /* the same straight, in two: later */
	assert_true(p.o.round_over);
	assert_int_equal(p.o.r.best, 0);
	assert_int_equal(p.o.r.lowest, 1);
	assert_int_equal(p.o.r.tokens, 2);
	assert_false(p.o.r.from_pot);
	assert_int_equal(p.st.tokens[0], 0);
	assert_true(p.st.over);
	assert_int_equal(p.st.loser, 1);
	assert_int_equal(p.st.head.place[0], 0);  /* the head is the engine's to set */
}

/* The engine's winner of the throws of `lines` by n players with options:
 * the one player out first, -1 if they went out together. */
static int
engine_winner(int n, const char *options, const char *const *lines, int nlines)
{
	struct play p;
	begin(&p, "421", n, options);
	quatre21_engine.start(&p.r, &p.st, n);
	union outcome o;
	for (int i = 0; i < nlines; i++) {
		struct action a = {QUATRE21_THROW, dice_of(lines[i]), {0, 0}};
		if (strcmp(lines[i], "stop") == 0)
			a = (struct action){QUATRE21_STOP, {0, {0}}, {0, 0}};
		assert_true(quatre21_engine.apply(&p.r, &p.st, names, &a, &o, &said_msg));
	}
	assert_true(o.head.game_over);
	return o.head.winner;
}

/* Three in the décharge: a fourth throw and more than the first's are
 * refused as such; the round's first player's three throws. */
static void
test_limits(void **state)
{
	(void)state;
	struct play p;
	begin(&p, "421", 3, "tokens=3");
	ok(&p, "6 6 6");
	ok(&p, "6 6 5");
	ok(&p, "6 6 4");                          /* carol takes 3: the pot is empty */
	assert_true(p.st.over);                   /* carol holds every token */
	assert_int_equal(p.st.loser, 2);
	begin(&p, "421", 3, "tokens=6");
	ok(&p, "6 6 6");
	ok(&p, "6 6 5");
	ok(&p, "6 6 4");                          /* carol 6: the décharge */
	assert_int_equal(p.st.out[0], 1);
	assert_int_equal(p.st.out[1], 1);
	assert_true(p.st.over);
	/* alice and bob out together share the first place: no one winner */
	static const char *const together[] = {"6 6 6", "6 6 5", "6 6 4"};
	assert_int_equal(engine_winner(3, "tokens=6", together, 3), -1);
	/* alice out alone after round 2, bob after round 3: alice wins */
	static const char *const alone[] = {"6 5 4", "6 6 5", "6 6 4", "6 5 4", "6 6 5", "6 6 4",
	    "6 6 6", "stop", "3 3 2"};
	assert_int_equal(engine_winner(3, "tokens=4", alone, 9), 0);
	begin(&p, "421", 3, "tokens=8");
	ok(&p, "6 5 4");
	ok(&p, "6 6 5");
	ok(&p, "6 6 4");                          /* carol 2 */
	ok(&p, "5 5 5");                          /* carol starts */
	ok(&p, "6 6 3");
	ok(&p, "6 6 2");                          /* bob 5, the pot 1 */
	ok(&p, "6 1 1");                          /* bob starts */
	ok(&p, "6 6 1");
	ok(&p, "6 5 2");                          /* alice takes the last one */
	assert_int_equal(p.st.phase, QUATRE21_DECHARGE);
	assert_int_equal(quatre21_current(&p.st), 0);
	ok(&p, "6 5 2");
	ok(&p, "6 5 2");
	ok(&p, "6 5 2");                          /* three throws: bob's turn */
	refused(&p, "4", "no fourth throw: alice has thrown three times; bob throws now, the three"
	    " dice");
	refused(&p, "keep 6", "no fourth throw: alice has thrown three times; bob throws now, the"
	    " three dice");
	ok(&p, "3 3 3");
	ok(&p, "stop");
	assert_int_equal(quatre21_current(&p.st), 2);
	assert_int_equal(quatre21_throws_left(&p.st), 3);
}

/* The barrage (421:8): those tied for the lowest throw again, once each,
 * until one is lowest; the best is the first of those tied for it. */
static void
test_barrage(void **state)
{
	(void)state;
	struct play p;
	begin(&p, "421:8", 4, NULL);
	ok(&p, "4 2 1");                          /* alice: 8 */
	ok(&p, "6 5 2");
	ok(&p, "6 5 2");
	ok(&p, "5 6 2");
	assert_true(p.o.barrage && !p.o.round_over);
	assert_int_equal(p.st.nbarrage, 3);
	assert_int_equal(quatre21_current(&p.st), 1);
	refused(&p, "keep 6", "a barrage is one throw each: nothing to keep");
	refused(&p, "stop", "a barrage is one throw each: bob throws the three dice");
	refused(&p, "6 5", "a barrage is one throw each: bob throws the three dice");
	ok(&p, "3 3 1");
	ok(&p, "6 6 6");
	ok(&p, "1 3 3");                          /* bob and dave again */
	assert_true(p.o.barrage && !p.o.round_over);
	assert_int_equal(p.st.nbarrage, 2);
	assert_int_equal(quatre21_current(&p.st), 1);
	ok(&p, "2 2 1");
	ok(&p, "2 2 2");
	assert_true(p.o.round_over);
	assert_int_equal(p.o.r.best, 0);
	assert_int_equal(p.o.r.lowest, 1);
	assert_int_equal(p.o.r.tokens, 8);
	assert_int_equal(p.o.r.penalty, 0);       /* the round's 6-5-2 was no nénette */
	assert_int_equal(p.st.tokens[1], 8);
	assert_int_equal(quatre21_current(&p.st), 1);
	/* two equal best: the first is best; no barrage for one left */
	begin(&p, "421:8", 2, NULL);
	ok(&p, "6 5 4");
	ok(&p, "6 5 4");
	assert_true(p.o.round_over);
	assert_int_equal(p.o.r.best, 0);
	assert_int_equal(p.o.r.lowest, 1);
}

/* ------------------------------------------------------------------ */
/* Random games, each round judged again from the table. */

static uint64_t rng = 0x2545f4914f6cdd1dULL;

static int
below(int n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (int)(rng % (uint64_t)n);
}

/* What the test saw of the round: each seat's last hand and throws, in
 * the order they finished. */
struct seen {
	int n;
	int seat[ENGINE_MAX_PLAYERS], row[ENGINE_MAX_PLAYERS], throws[ENGINE_MAX_PLAYERS];
};

/* The best and the lowest of a round as tapis-games(7) says (421, Ties):
 * a higher row, then fewer throws, then the one made first. */
static void
judge(const struct seen *s, int *best, int *lowest, int *tied)
{
	int b = 0, l = -1;
	for (int i = 1; i < s->n; i++)
		if (s->row[i] < s->row[b] || (s->row[i] == s->row[b] && s->throws[i] < s->throws[b]))
			b = i;
	for (int i = 0; i < s->n; i++)
		if (i != b && (l < 0 || s->row[i] > s->row[l] || (s->row[i] == s->row[l] &&
		    s->throws[i] >= s->throws[l])))
			l = i;
	*tied = 0;
	for (int i = 0; i < s->n; i++)
		if (i != b && s->row[i] == s->row[l] && s->throws[i] == s->throws[l])
			(*tied)++;
	*best = s->seat[b];
	*lowest = s->seat[l];
}

static void
random_entry(struct play *p, char *line, size_t len)
{
	int n = p->st.count > 0 && below(3) == 0 ? 1 + below(2) : 3;
	if (p->st.count > 0 && p->st.nbarrage == 0 && below(4) == 0) {
		snprintf(line, len, "stop");
		return;
	}
	char *w = line;
	for (int i = 0; i < n; i++)
		w += sprintf(w, "%d ", 1 + below(6));
	(void)len;
}

/* One random game: tokens kept, each round's outcome the table's. */
static void
random_game(const char *preset, int nplayers, int *rounds)
{
	struct play p;
	begin(&p, preset, nplayers, NULL);
	struct seen s = {0};
	int limit_first = 0, entries = 0;
	while (!p.st.over && entries++ < 5000) {
		char line[32];
		int seat = quatre21_current(&p.st), phase = p.st.phase;
		bool barrage = p.st.nbarrage > 0, first = p.st.pos == 0 && !barrage;
		random_entry(&p, line, sizeof line);
		if (!entry(&p, line))
			continue;
		int total = p.st.pot;
		for (int q = 0; q < nplayers; q++)
			total += p.st.tokens[q];
		assert_int_equal(total, p.r.tokens);
		if (!p.o.turn_over)
			continue;
		/* a turn ended: what the player made */
		assert_true(phase == QUATRE21_DECHARGE || p.o.throw_no == 1);
		if (first)
			limit_first = p.o.throw_no;
		else if (!barrage && phase == QUATRE21_DECHARGE)
			assert_true(p.o.throw_no <= limit_first);
		const unsigned char *f = p.o.hand.n == 3 ? p.o.hand.face : p.o.combo.face;
		int row = row_of(f[0], f[1], f[2]);
		if (barrage) {
			/* the barrage decides among the tied only; the round is judged below */
			continue;
		}
		s.seat[s.n] = seat, s.row[s.n] = row, s.throws[s.n] = p.o.throw_no, s.n++;
		if (!p.o.round_over && !p.o.barrage)
			continue;
		int best, lowest, tied;
		judge(&s, &best, &lowest, &tied);
		assert_int_equal(p.o.barrage, p.r.barrage && tied > 1);
		if (p.o.round_over) {
			assert_int_equal(p.o.r.best, best);
			assert_int_equal(p.o.r.lowest, lowest);
			assert_int_equal(p.o.r.tokens + p.o.r.penalty > 0, true);
			(*rounds)++;
		}
		s.n = 0;
	}
	assert_true(p.st.over);
	/* the loser holds every token; everyone else is out */
	assert_int_equal(p.st.tokens[p.st.loser], p.r.tokens);
	for (int q = 0; q < nplayers; q++)
		assert_int_equal(q == p.st.loser, p.st.out[q] == 0);
}

static void
test_random_games(void **state)
{
	(void)state;
	int rounds = 0;
	for (int g = 0; g < 200; g++)
		random_game(g % 2 ? "421" : "421:8", 2 + g % 4, &rounds);
	print_message("# 200 games, %d rounds judged\n", rounds);
	assert_true(rounds > 1000);
}

/* ------------------------------------------------------------------ */
/* Advice: odds exact over the throws left, hint by the round's tokens. */

static const struct advice_choice *
labelled(const struct advice *a, const char *label)
{
	for (int i = 0; i < a->n; i++)
		if (a->choice[i].label != NULL && strcmp(a->choice[i].label, label) == 0)
			return &a->choice[i];
	fail_msg("no choice %s", label);
	return NULL;
}

static void
test_odds(void **state)
{
	(void)state;
	struct play p;
	struct advice a;
	begin(&p, "421", 3, NULL);
	assert_true(quatre21_advise(&p.r, &p.st, ADVICE_ODDS, 0, NULL, NULL, &a, &said_msg));
	assert_int_equal(a.n, 13);
	assert_int_equal(a.goal, ADVICE_CHANCE);
	for (int i = 1; i < a.n; i++)
		assert_true(a.choice[i].value <= a.choice[i - 1].value);
	/* one throw in the charge: the chances of one throw of three dice */
	assert_float_equal(labelled(&a, "straight")->value, 24.0 / 216, 1e-12);
	assert_float_equal(labelled(&a, "4-2-1")->value, 6.0 / 216, 1e-12);
	assert_float_equal(labelled(&a, "6-ace-ace")->value, 3.0 / 216, 1e-12);
	assert_float_equal(labelled(&a, "three aces")->value, 1.0 / 216, 1e-12);
	char *word[] = {"yams"};
	assert_false(quatre21_advise(&p.r, &p.st, ADVICE_ODDS, 1, word, NULL, &a, &said_msg));
	/* the décharge: 6 3 1 and two throws left, a 1 to make 6-ace-ace */
	begin(&p, "421", 2, "tokens=4");
	ok(&p, "6 5 4");
	ok(&p, "6 5 3");
	ok(&p, "6 6 6");
	ok(&p, "3 3 2");
	ok(&p, "6 3 1");
	assert_true(quatre21_advise(&p.r, &p.st, ADVICE_ODDS, 0, NULL, NULL, &a, &said_msg));
	assert_float_equal(labelled(&a, "6-ace-ace")->value, 1 - 25.0 / 36, 1e-12);
	/* keep the 1: both 1s at once, or one then the other */
	assert_float_equal(labelled(&a, "three aces")->value, (36 + 60 + 25) / 1296.0, 1e-12);
}

static void
test_hint(void **state)
{
	(void)state;
	struct play p;
	struct advice a;
	char why[WHY];
	begin(&p, "421", 2, "tokens=4");
	assert_false(said(quatre21_advise(&p.r, &p.st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_string_equal(why, "the charge is one throw each: nothing to weigh (odds gives the"
	    " chances)");
	ok(&p, "6 5 4");
	ok(&p, "6 5 3");
	ok(&p, "6 6 6");
	ok(&p, "3 3 2");                          /* alice 2, bob 2: the décharge */
	assert_false(said(quatre21_advise(&p.r, &p.st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_string_equal(why, "nothing thrown yet this turn: hint weighs the dice thrown");
	ok(&p, "6 3 1");
	assert_true(quatre21_advise(&p.r, &p.st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg));
	assert_int_equal(a.goal, ADVICE_TOKENS);
	assert_true(a.places && a.exact);
	assert_int_equal(a.n, 8);                 /* stop, and 7 keeps of 6 3 1 */
	for (int i = 0; i < a.n; i++) {
		const struct advice_choice *c = &a.choice[i];
		if (i > 0)
			assert_true(c->value <= a.choice[i - 1].value);
		/* two players: one is best, the other lowest */
		assert_float_equal(c->round_best + c->round_lowest, 1, 1e-9);
		/* at most 2 given, at most 2 taken (bob holds 2) */
		assert_true(c->value >= -2 - 1e-9 && c->value <= 2 + 1e-9);
	}
	ok(&p, "6 5 2");
	ok(&p, "stop");                           /* two throws: bob may make two */
	ok(&p, "6 5 4");
	/* bob's straight beats alice's 6-5-2 whatever: stopping gives 2 */
	assert_true(quatre21_advise(&p.r, &p.st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg));
	assert_int_equal(a.choice[0].entry.verb, QUATRE21_STOP);
	assert_float_equal(a.choice[0].value, 2, 1e-12);
	assert_float_equal(a.choice[0].round_best, 1, 1e-12);
	assert_float_equal(a.choice[0].round_lowest, 0, 1e-12);
	assert_false(quatre21_advise(&p.r, &p.st, ADVICE_HINT_WIN, 0, NULL, NULL, &a, &said_msg));
	/* nothing to weigh once the game is over, odds nor hint */
	p.st.over = true;
	assert_false(said(quatre21_advise(&p.r, &p.st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_string_equal(why, "the game is over");
	assert_false(said(quatre21_advise(&p.r, &p.st, ADVICE_ODDS, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_string_equal(why, "the game is over");
}

/* The nénette's penalty in what hint weighs: alice ends on 2-2-1 in three
 * throws; bob, holding 10, stops on 6-5-3 and is best for sure: he gives
 * its 1 token and the 2 of the penalty, far from all he holds. */
static void
test_hint_nenette(void **state)
{
	(void)state;
	struct play p;
	struct advice a;
	begin(&p, "421", 2, "tokens=11 nenette=2");
	ok(&p, "4 2 1");
	ok(&p, "6 5 3");                          /* bob takes 10: the pot 1 */
	ok(&p, "6 5 4");
	ok(&p, "6 6 5");                          /* alice takes the last one */
	assert_int_equal(p.st.phase, QUATRE21_DECHARGE);
	assert_int_equal(p.st.tokens[1], 10);
	ok(&p, "6 5 2");
	ok(&p, "6 5 2");
	ok(&p, "2 2 1");                          /* alice's three throws */
	ok(&p, "6 5 3");
	assert_true(quatre21_advise(&p.r, &p.st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg));
	const struct advice_choice *stop = NULL;
	for (int i = 0; i < a.n; i++)
		if (a.choice[i].entry.verb == QUATRE21_STOP)
			stop = &a.choice[i];
	assert_non_null(stop);
	assert_float_equal(stop->round_best, 1, 1e-12);
	assert_float_equal(stop->value, 3, 1e-12);
}

/* Where the rules have a barrage, hint counts the round as without one,
 * and says so; in the barrage itself, one throw each, it weighs
 * nothing. */
static void
test_hint_barrage_rules(void **state)
{
	(void)state;
	struct play p;
	struct advice a;
	char why[WHY];
	begin(&p, "421:8", 3, "tokens=8");
	static const char *const charge[] = {"6 5 4", "6 6 5", "6 6 4", "5 5 5", "6 6 3", "6 6 2",
	    "6 1 1", "6 6 1", "6 5 2"};
	for (size_t i = 0; i < sizeof charge / sizeof charge[0]; i++)
		ok(&p, charge[i]);
	assert_int_equal(p.st.phase, QUATRE21_DECHARGE);
	ok(&p, "6 5 2");
	assert_true(quatre21_advise(&p.r, &p.st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg));
	assert_false(a.exact);
	assert_string_equal(a.note, "a barrage counted as the rule without one: the last of those"
	    " tied is lowest");
	ok(&p, "stop");
	ok(&p, "6 5 2");
	ok(&p, "6 5 2");                          /* bob and carol tied lowest */
	assert_true(p.st.nbarrage > 0);
	assert_false(said(quatre21_advise(&p.r, &p.st, ADVICE_HINT, 0, NULL, NULL, &a, &said_msg),
	    &said_msg, why, sizeof why));
	assert_string_equal(why, "a barrage is one throw each: nothing to weigh");
	char q[128];
	assert_false(forgot(&p, "4 2 1", q, sizeof q));    /* one throw each: none to stop */
}

/* ------------------------------------------------------------------ */
/* What the screen is told: the prompt, the turn, the sheet's last line. */

static void
game_of(struct play *p, struct game *g, int n)
{
	memset(g, 0, sizeof *g);
	g->engine = &quatre21_engine;
	g->nplayers = n;
	for (int i = 0; i < n; i++)
		snprintf(g->name[i], sizeof g->name[i], "%s", names[i]);
	g->state = &p->st;
}

/* The last fact of the sheet: whose round starts, or the turn's own. */
static int
last_fact(const struct game *g)
{
	struct sheet_view *v = calloc(1, sizeof *v);
	assert_non_null(v);
	quatre21_describe(g, v);
	int kind = v->fact[v->nfacts - 1].kind;
	free(v);
	return kind;
}

static void
test_views(void **state)
{
	(void)state;
	struct play p;
	struct game g;
	struct prompt_facts f;
	struct turn_view t;
	begin(&p, "421:8", 3, "tokens=8");
	game_of(&p, &g, 3);
	quatre21_prompt(&g, &f);
	assert_string_equal(f.player, "alice");
	assert_int_equal(f.ask, ASK_THROWS);
	assert_int_equal(last_fact(&g), FACT_STARTS_ROUND);
	static const char *const charge[] = {"6 5 4", "6 6 5", "6 6 4", "5 5 5", "6 6 3", "6 6 2",
	    "6 1 1", "6 6 1", "6 5 2"};
	for (size_t i = 0; i < sizeof charge / sizeof charge[0]; i++)
		ok(&p, charge[i]);
	ok(&p, "6 5 2");                          /* alice, in the décharge */
	quatre21_prompt(&g, &f);
	assert_int_equal(f.ask, ASK_THROW_AGAIN);
	assert_int_equal(f.held, p.st.tokens[0]);
	assert_int_equal(last_fact(&g), FACT_TURN);
	ok(&p, "keep 6 5");
	quatre21_prompt(&g, &f);
	assert_int_equal(f.ask, ASK_KEEP);
	ok(&p, "1");
	ok(&p, "stop");
	assert_int_equal(last_fact(&g), FACT_TURN);   /* bob's turn, not a round's start */
	for (int seat = 1; seat <= 2; seat++) {   /* bob and carol the same, tied lowest */
		ok(&p, "6 5 2");
		ok(&p, "keep 6 5");
		ok(&p, "1");
	}
	assert_true(p.st.nbarrage > 0);
	quatre21_prompt(&g, &f);
	assert_string_equal(f.phase, "barrage");
	quatre21_turn(&g, &t);
	assert_int_equal(t.next, NEXT_BARRAGE);
	assert_true(t.barrage);
	assert_int_equal(last_fact(&g), FACT_TURN);
	/* over: nobody's throw */
	p.st.over = true;
	quatre21_prompt(&g, &f);
	assert_null(f.player);
	assert_int_equal(f.held, 0);
	quatre21_turn(&g, &t);
	assert_null(t.player);
	assert_int_equal(t.next, NEXT_NONE);
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_throw),
		cmocka_unit_test(test_options),
		cmocka_unit_test(test_charge),
		cmocka_unit_test(test_forgotten_stop),
		cmocka_unit_test(test_nenette),
		cmocka_unit_test(test_decharge),
		cmocka_unit_test(test_limits),
		cmocka_unit_test(test_barrage),
		cmocka_unit_test(test_random_games),
		cmocka_unit_test(test_odds),
		cmocka_unit_test(test_hint),
		cmocka_unit_test(test_hint_nenette),
		cmocka_unit_test(test_hint_barrage_rules),
		cmocka_unit_test(test_views),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
