/* The sheet as on paper: the columns of scores written, struck or not,
 * rebuilt from a game's log. */
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
#include "families.h"
#include "farkle.h"
#include "farkle_sheet.h"
#include "game.h"
#include "said.h"

/* ---- helpers */

static const struct engine *const E = &farkle_engine;

static struct farkle_state *
st(const struct game *g)
{
	return g->state;
}

static struct game *
new_game(const char *preset, int nplayers, const char *option)
{
	char names[3][GAME_NAME_BYTES + 1] = {"alice", "bob", "cy"};
	char *argv[3] = {names[0], names[1], names[2]};
	char why[FARKLE_WHY];
	void *r = game_rules_new(E, preset);
	assert_non_null(r);
	if (option != NULL && !said(E->option_set(r, option, &said_msg), &said_msg, why,
	    sizeof why))
		fail_msg("option %s: %s", option, why);
	assert_true(nplayers <= 3);
	struct game *g = game_create(E, preset, r, nplayers, argv);
	free(r);
	assert_non_null(g);
	return g;
}

/* Entries separated by blanks: "t11534" a throw, "k11" a keep, "b" a bank;
 * each must be accepted. */
static void
play(struct game *g, const char *entries)
{
	char buf[256], why[FARKLE_WHY] = "";
	snprintf(buf, sizeof buf, "%s", entries);
	for (char *save = NULL, *e = strtok_r(buf, " ", &save); e; e = strtok_r(NULL, " ", &save)) {
		struct action a;
		union outcome out;
		memset(&a, 0, sizeof a);
		a.verb = e[0] == 't' ? ACTION_THROW : e[0] == 'k' ? ACTION_KEEP : ACTION_BANK;
		for (const char *p = e + 1; *p && a.dice.n < DICE_MAX; p++)
			a.dice.face[a.dice.n++] = (unsigned char)(*p - '0');
		if (!game_play(g, &a, &out, why, sizeof why))
			fail_msg("'%s' refused: %s", e, why);
	}
}

/* The column written as "1000 1500x ~2000xxx~": a score, crosses beside
 * it as x, struck between tildes. */
static void
column_is(const struct sheet *sh, int seat, const char *want)
{
	char got[512] = "";
	size_t len = 0;
	const struct sheet_column *c = &sh->col[seat];
	for (int k = 0; k < c->nrows && len < sizeof got - 40; k++) {
		const struct sheet_row *r = &c->row[k];
		len += (size_t)snprintf(got + len, sizeof got - len, "%s%s%d", k ? " " : "",
		    r->struck ? "~" : "", r->score);
		for (int x = 0; x < r->crosses && len < sizeof got - 2; x++)
			got[len++] = 'x';
		got[len] = '\0';
		if (r->struck)
			len += (size_t)snprintf(got + len, sizeof got - len, "~");
	}
	if (strcmp(got, want) != 0)
		fail_msg("seat %d: expected [%s] got [%s]", seat, want, got);
}

/* The score in force on the sheet is the engine's, for every player. */
static void
current_agrees(const struct sheet *sh, const struct game *g)
{
	for (int i = 0; i < g->nplayers; i++) {
		const struct sheet_column *c = &sh->col[i];
		int cur = sheet_current(c);
		assert_int_equal(cur >= 0 ? c->row[cur].score : 0, game_score(g, i));
	}
}

#define BUST "t22346"

/* ---- tests */

static void
test_banks(void **state)
{
	(void)state;
	struct sheet sh;
	struct game *g = new_game("10000", 2, NULL);
	assert_true(sheet_build(&sh, g));
	assert_int_equal(sh.nplayers, 2);
	assert_int_equal(sh.nrows, 0);
	assert_int_equal(sheet_current(&sh.col[0]), -1);
	sheet_free(&sh);

	play(g, "t11123 b t55523 b t15234 k1 t1234 b");   /* 1000; bob 500; alice 200 */
	assert_true(sheet_build(&sh, g));
	column_is(&sh, 0, "1000 1200");
	column_is(&sh, 1, "500");
	assert_int_equal(sh.nrows, 2);
	assert_int_equal(sheet_current(&sh.col[0]), 1);
	current_agrees(&sh, g);
	sheet_free(&sh);
	game_free(g);
}

/* A long column: 20 banks of 50 in a row, every one written. */
static void
test_long_column(void **state)
{
	(void)state;
	struct sheet sh;
	struct game *g = new_game("5000", 1, NULL);
	char want[256] = "";
	for (int i = 1; i <= 20; i++) {
		play(g, "t522346 b");
		snprintf(want + strlen(want), sizeof want - strlen(want), "%s%d", i > 1 ? " " : "",
		    50 * i);
	}
	assert_true(sheet_build(&sh, g));
	column_is(&sh, 0, want);
	assert_int_equal(sh.nrows, 20);
	current_agrees(&sh, g);
	sheet_free(&sh);
	game_free(g);
}

/* 10000: crosses go beside the score in force; a scoring turn leaves them
 * there; three in a row cost 1000, a new lower score written below. */
static void
test_minus_penalty(void **state)
{
	(void)state;
	struct sheet sh;
	struct game *g = new_game("10000", 2, NULL);
	play(g, "t11123 b " BUST " " BUST " " BUST " " BUST);
	assert_true(sheet_build(&sh, g));
	column_is(&sh, 0, "1000xx");
	column_is(&sh, 1, "");               /* not opened: no cross, nothing written */
	sheet_free(&sh);

	play(g, BUST " " BUST);              /* the third cross: 1000 - 1000 */
	assert_true(sheet_build(&sh, g));
	column_is(&sh, 0, "1000xxx 0");
	current_agrees(&sh, g);
	sheet_free(&sh);

	play(g, BUST " t11123 b");           /* bob busts, alice banks 1000 */
	play(g, BUST " " BUST);              /* bob, then a cross beside alice's 1000 */
	assert_true(sheet_build(&sh, g));
	column_is(&sh, 0, "1000xxx 0 1000x");
	current_agrees(&sh, g);
	sheet_free(&sh);
	game_free(g);
}

/* 10000:350: the third cross strikes the last score written; the one
 * before is in force again, with no crosses beside it now. */
static void
test_back_strike(void **state)
{
	(void)state;
	struct sheet sh;
	struct game *g = new_game("10000:350", 2, NULL);
	play(g, "t11123 b " BUST " t15236 b " BUST);      /* alice 1000, then 1150 */
	play(g, BUST " " BUST " " BUST " " BUST);
	assert_true(sheet_build(&sh, g));
	column_is(&sh, 0, "1000 1150xx");
	sheet_free(&sh);
	play(g, BUST " " BUST);
	assert_true(sheet_build(&sh, g));
	column_is(&sh, 0, "1000 ~1150xxx~");
	assert_int_equal(sheet_current(&sh.col[0]), 0);
	current_agrees(&sh, g);
	sheet_free(&sh);

	/* a later penalty strikes the one before; then 0 is the score */
	play(g, BUST " " BUST " " BUST " " BUST " " BUST " " BUST);
	assert_true(sheet_build(&sh, g));
	column_is(&sh, 0, "~1000xxx~ ~1150xxx~");
	assert_int_equal(sheet_current(&sh.col[0]), -1);
	current_agrees(&sh, g);
	sheet_free(&sh);

	/* the next score goes below, in a row of its own */
	play(g, "t11123 b");
	assert_true(sheet_build(&sh, g));
	column_is(&sh, 0, "~1000xxx~ ~1150xxx~ 1000");
	assert_int_equal(sh.nrows, 3);
	current_agrees(&sh, g);
	sheet_free(&sh);
	game_free(g);
}

/* collision=yes: landing on a score strikes its owner's last score, and so
 * on down the chain; the one who banked keeps theirs. */
static void
test_collision(void **state)
{
	(void)state;
	struct sheet sh;
	struct game *g = new_game("10000", 3, "collision=yes");
	play(g, "t11123 b " BUST);               /* alice 1000; bob busts */
	play(g, "t55523 b");                      /* cy 500 */
	play(g, "t55523 b");                      /* alice 1500 */
	play(g, "t11123 b");                      /* bob 1000 */
	play(g, "t11123 b");                      /* cy 1500: alice back to 1000, bob to 0 */
	assert_true(sheet_build(&sh, g));
	column_is(&sh, 0, "1000 ~1500~");
	column_is(&sh, 1, "~1000~");
	column_is(&sh, 2, "500 1500");
	current_agrees(&sh, g);
	sheet_free(&sh);
	game_free(g);
}

/* A penalty never raises a score: after a minus overshoot, `back` would
 * go up to the score before, so the engine keeps the score; the column
 * strikes the last score and writes it again, and still ends on it. */
static void
test_back_after_minus(void **state)
{
	(void)state;
	struct sheet sh;
	struct game *g = new_game("10000:350", 1, "overshoot=minus2000");
	void *r = game_rules_copy(E, game_rules(g));
	assert_non_null(r);
	game_free(g);
	char why[FARKLE_WHY], name[] = "alice", *names[] = {name};
	assert_true(said(E->option_set(r, "target=2000", &said_msg), &said_msg, why,
	    sizeof why));
	g = game_create(E, "10000:350", r, 1, names);
	free(r);
	assert_non_null(g);
	assert_int_equal(((const struct farkle_scorer *)game_rules(g))->rules.target, 2000);
	assert_int_equal(((const struct farkle_scorer *)game_rules(g))->rules.overshoot,
	    OVERSHOOT_MINUS);
	play(g, "t11123 b t55523 b t11123 k111 b");    /* 1000, 1500, past 2000: -500 */
	play(g, BUST " " BUST " " BUST);
	assert_int_equal(st(g)->player[0].score, -500);
	assert_true(sheet_build(&sh, g));
	column_is(&sh, 0, "1000 1500 ~-500xxx~ -500");
	current_agrees(&sh, g);
	sheet_free(&sh);
	game_free(g);
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_banks),
		cmocka_unit_test(test_long_column),
		cmocka_unit_test(test_minus_penalty),
		cmocka_unit_test(test_back_strike),
		cmocka_unit_test(test_collision),
		cmocka_unit_test(test_back_after_minus),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
