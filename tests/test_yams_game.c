/* The Yams game, entry by entry, in its four ways to play (tapis-games(7),
 * YAMS): throws and keeps, writes and their refusals, the end of a game and
 * its sheets as a player would add them up by hand. */
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
#include "said.h"
#include "sheet_model.h"
#include "yams.h"

#define WHY 512
#define NONE 0           /* no column named */

static const char *const names[YAMS_MAX_PLAYERS] = {
	"alice", "bob", "carol", "dave", "erin", "frank",
};

struct table {
	struct yams_rules r;
	struct yams_state st;
	struct yams_outcome out;
	char why[WHY];
};

static struct table *
table_new(const char *preset, int nplayers, const char *const *options)
{
	struct table *t = calloc(1, sizeof *t);
	const struct yams_preset *p = yams_preset_find(preset);
	assert_non_null(t);
	assert_non_null(p);
	yams_preset_rules(p, &t->r);
	for (; options && *options; options++)
		assert_true(said(yams_option_set(&t->r, *options, &said_msg), &said_msg,
		    t->why, sizeof t->why));
	yams_start(&t->st, &t->r, nplayers);
	return t;
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
act(int verb, const char *faces, int box, int col)
{
	struct action a;
	memset(&a, 0, sizeof a);
	a.verb = verb;
	a.dice = dice_of(faces);
	a.arg[0] = box;
	a.arg[1] = col;
	return a;
}

static const char *
what(const struct yams_rules *r, const struct action *a, const char *faces)
{
	if (a->verb == YAMS_SCORE || a->verb == YAMS_SCRATCH)
		return yams_box_key(r, a->arg[0]);
	return faces ? faces : "";
}

/* Plays one entry that must be accepted. */
static void
ok(struct table *t, struct action a, const char *faces)
{
	t->why[0] = '\0';
	if (!said(yams_apply(&t->r, &t->st, names, &a, &t->out, &said_msg), &said_msg,
	    t->why, sizeof t->why))
		fail_msg("refused '%s' (verb %d): %s", what(&t->r, &a, faces), a.verb, t->why);
}

/* Plays one entry that must be refused, saying `reason`, and checks that
 * the state did not move by a byte. */
static void
refused(struct table *t, struct action a, const char *reason)
{
	struct yams_state before;
	memcpy(&before, &t->st, sizeof before);
	t->why[0] = '\0';
	if (said(yams_apply(&t->r, &t->st, names, &a, &t->out, &said_msg), &said_msg,
	    t->why, sizeof t->why))
		fail_msg("'%s' (verb %d) was taken; expected a refusal saying '%s'",
		    what(&t->r, &a, NULL), a.verb, reason);
	if (t->why[0] == '\0' || strstr(t->why, reason) == NULL)
		fail_msg("expected '%s' in '%s'", reason, t->why);
	assert_memory_equal(&before, &t->st, sizeof before);
}

static void
throw_(struct table *t, const char *faces)
{
	ok(t, act(YAMS_THROW, faces, 0, 0), faces);
}

static void
keep(struct table *t, const char *faces)
{
	ok(t, act(YAMS_KEEP, faces, 0, 0), faces);
}

static void
score(struct table *t, int box, int col)
{
	ok(t, act(YAMS_SCORE, NULL, box, col), NULL);
}

static void
scratch(struct table *t, int box, int col)
{
	ok(t, act(YAMS_SCRATCH, NULL, box, col), NULL);
}

static void
refuse_throw(struct table *t, const char *faces, const char *reason)
{
	refused(t, act(YAMS_THROW, faces, 0, 0), reason);
}

static void
refuse_keep(struct table *t, const char *faces, const char *reason)
{
	refused(t, act(YAMS_KEEP, faces, 0, 0), reason);
}

static void
refuse_score(struct table *t, int box, int col, const char *reason)
{
	refused(t, act(YAMS_SCORE, NULL, box, col), reason);
}

static void
refuse_scratch(struct table *t, int box, int col, const char *reason)
{
	refused(t, act(YAMS_SCRATCH, NULL, box, col), reason);
}

/* d holds exactly the faces (given in ascending order, as the engine
 * keeps them). */
static void
assert_dice(const struct dice *d, const char *faces)
{
	struct dice want = dice_of(faces);
	bool same = d->n == want.n && memcmp(d->face, want.face, (size_t)want.n) == 0;
	if (!same) {
		char got[DICE_MAX + 1] = "";
		for (int i = 0; i < d->n && i < DICE_MAX; i++)
			got[i] = (char)('0' + d->face[i]);
		fail_msg("dice '%s', want '%s'", got, faces);
	}
}

static bool
is_set(uint16_t bits, int box)
{
	return (bits >> box & 1) != 0;
}

/* ------------------------------------------------------------------ */
/* A turn: throws and keeps */

/* "5 dice; up to 3 throws a turn": the first throw is of all five. */
static void
test_first_throw_is_five_dice(void **state)
{
	(void)state;
	struct table *t = table_new("yams", 2, NULL);
	refuse_throw(t, "666", "the first throw of a turn is of all five dice, not 3");
	refuse_throw(t, "1", "the first throw of a turn is of all five dice, not 1");
	refuse_throw(t, "123456", "a hand has five dice, not 6");
	throw_(t, "62616");
	assert_int_equal(t->out.seat, 0);
	assert_int_equal(t->out.throw_no, 1);
	assert_dice(&t->out.hand, "12666");
	assert_dice(&t->st.turn.hand, "12666");
	assert_dice(&t->out.thrown, "12666");
	assert_int_equal(t->out.kept.n, 0);
	assert_false(t->out.implicit_keep);
	assert_int_equal(t->st.turn.count, 1);
	assert_int_equal(t->st.current, 0);
	free(t);
}

/* "between throws the player keeps any dice and throws the others": the
 * next throw is typed as the dice thrown again, or as the whole new hand. */
static void
test_keep_then_throw(void **state)
{
	(void)state;
	struct table *t = table_new("yams", 1, NULL);
	throw_(t, "62616");
	keep(t, "666");
	assert_dice(&t->st.turn.kept, "666");
	assert_dice(&t->st.turn.hand, "12666");         /* a keep throws nothing */
	refuse_throw(t, "1", "3 dice kept: type the 2 dice thrown again, or the whole hand of five");
	refuse_throw(t, "123", "3 dice kept: type the 2 dice thrown again");
	throw_(t, "43");                             /* the two thrown again */
	assert_int_equal(t->out.throw_no, 2);
	assert_dice(&t->out.kept, "666");
	assert_dice(&t->out.thrown, "34");
	assert_false(t->out.implicit_keep);
	assert_dice(&t->st.turn.hand, "34666");
	assert_int_equal(t->st.turn.kept.n, 0);

	keep(t, "66");
	/* the whole hand must hold what was kept */
	refuse_throw(t, "11234", "the new hand must hold the dice kept (6 6)");
	refuse_throw(t, "61234", "the new hand must hold the dice kept (6 6)");
	throw_(t, "61612");                          /* the whole new hand */
	assert_int_equal(t->out.throw_no, 3);
	assert_dice(&t->out.kept, "66");
	assert_dice(&t->out.thrown, "112");
	assert_dice(&t->st.turn.hand, "11266");
	score(t, BOX_MIN, NONE);
	assert_int_equal(t->out.value, 16);
	free(t);
}

/* A throw of fewer dice with no keep: the dice not thrown are kept when the
 * hand leaves one choice, and the throw is refused when it leaves several. */
static void
test_implicit_keep(void **state)
{
	(void)state;
	struct table *t = table_new("yams", 1, NULL);
	struct dice ways[16];
	assert_int_equal(yams_implied_keeps(&t->st, 2, ways, 16), 0);   /* nothing thrown */
	throw_(t, "66666");
	assert_int_equal(yams_implied_keeps(&t->st, 2, ways, 16), 1);
	assert_dice(&ways[0], "666");
	throw_(t, "21");
	assert_true(t->out.implicit_keep);
	assert_dice(&t->out.kept, "666");
	assert_dice(&t->out.thrown, "12");
	assert_dice(&t->st.turn.hand, "12666");
	assert_int_equal(t->out.throw_no, 2);

	/* 1 2 6 6 6, one die thrown: four kept, and three ways to keep them */
	int n = yams_implied_keeps(&t->st, 1, ways, 16);
	assert_int_equal(n, 3);
	static const char *const fours[] = {"1266", "1666", "2666"};
	bool seen[3] = {false, false, false};
	for (int i = 0; i < n; i++) {
		int found = -1;
		for (int j = 0; j < 3; j++) {
			struct dice w = dice_of(fours[j]);
			if (ways[i].n == w.n && memcmp(ways[i].face, w.face, (size_t)w.n) == 0)
				found = j;
		}
		if (found < 0 || seen[found])
			fail_msg("keep %d is not one of the three, or twice", i);
		seen[found] = true;
	}
	/* two thrown: 1 2 6, 1 6 6, 2 6 6, 6 6 6; max bounds what is written */
	assert_int_equal(yams_implied_keeps(&t->st, 2, ways, 16), 4);
	assert_int_equal(yams_implied_keeps(&t->st, 2, ways, 1), 4);
	refuse_throw(t, "3", "of 1 2 6 6 6, which 4 dice were kept? keep FACES, then the throw");
	refuse_throw(t, "34", "of 1 2 6 6 6, which 3 dice were kept?");

	/* after a keep nothing is implied */
	keep(t, "26");
	assert_int_equal(yams_implied_keeps(&t->st, 3, ways, 16), 0);
	free(t);

	/* four alike and one other: throwing four leaves two keeps open */
	t = table_new("yams", 1, NULL);
	throw_(t, "11112");
	assert_int_equal(yams_implied_keeps(&t->st, 4, ways, 16), 2);
	refuse_throw(t, "3456", "of 1 1 1 1 2, which 1 die was kept? keep FACES, then the throw");
	throw_(t, "34561");                          /* all five again: no keep needed */
	assert_false(t->out.implicit_keep);
	assert_int_equal(t->out.kept.n, 0);
	assert_dice(&t->st.turn.hand, "13456");
	refuse_throw(t, "1111", "of 1 3 4 5 6, which 1 die was kept?");   /* five ways */
	throw_(t, "65432");
	assert_dice(&t->st.turn.hand, "23456");
	assert_int_equal(yams_implied_keeps(&t->st, 1, ways, 16), 0);  /* no throw left */
	free(t);
}

/* "up to 3 throws a turn ... after the third throw they must" write. */
static void
test_three_throws(void **state)
{
	(void)state;
	struct table *t = table_new("yams", 2, NULL);
	throw_(t, "12345");
	throw_(t, "12346");
	throw_(t, "23456");
	assert_int_equal(t->st.turn.count, 3);
	refuse_throw(t, "12345", "alice has thrown three times: write the dice");
	refuse_throw(t, "1", "alice has thrown three times");
	refuse_keep(t, "23", "no throw is left to keep dice for: write the dice");
	score(t, BOX_SUITE, NONE);
	assert_int_equal(t->out.value, 20);
	assert_true(t->out.turn_over);
	assert_int_equal(t->st.current, 1);
	assert_int_equal(t->st.turn.count, 0);
	free(t);
}

static void
test_keep_refusals(void **state)
{
	(void)state;
	struct table *t = table_new("yams", 1, NULL);
	refuse_keep(t, "11", "nothing thrown yet this turn: keep names dice of the last throw");
	throw_(t, "52314");
	/* the dice named are only those the hand lacks */
	refuse_keep(t, "66", "the hand 1 2 3 4 5 has no 6 to keep");
	refuse_keep(t, "11", "the hand 1 2 3 4 5 has only one 1");
	refuse_keep(t, "1166", "the hand 1 2 3 4 5 has only one 1");
	refuse_keep(t, "12345", "keeping all five dice leaves nothing to throw");
	refuse_keep(t, "54321", "keeping all five dice leaves nothing to throw");
	free(t);
}

/* "a player may change their mind": a second keep names the dice anew. */
static void
test_second_keep_replaces(void **state)
{
	(void)state;
	struct table *t = table_new("yams", 1, NULL);
	throw_(t, "11236");
	keep(t, "11");
	keep(t, "36");
	assert_dice(&t->st.turn.kept, "36");
	refuse_throw(t, "11111", "the new hand must hold the dice kept (3 6)");
	refuse_throw(t, "44", "2 dice kept: type the 3 dice thrown again");
	throw_(t, "444");
	assert_dice(&t->out.kept, "36");
	assert_dice(&t->st.turn.hand, "34446");
	free(t);
}

/* ------------------------------------------------------------------ */
/* Writing */

static void
test_write_refusals(void **state)
{
	(void)state;
	struct table *t = table_new("yams", 1, NULL);
	refuse_score(t, BOX_1, NONE, "nothing thrown yet this turn: throw, then write");
	refuse_scratch(t, BOX_YAMS, NONE, "nothing thrown yet this turn: throw, then write");
	throw_(t, "66666");
	/* "A box whose combination the dice do not make gets 0": by scratch;
	 * score says what the dice do make */
	refuse_score(t, BOX_FULL, NONE, "6 6 6 6 6 make no full: they make 6s 30, min 30, max 30,"
	    " carré 25, yams 30 (scratch full writes 0)");
	refuse_score(t, BOX_1, NONE, "6 6 6 6 6 have no 1: they make 6s 30,");
	refuse_score(t, YAMS_BOXES, NONE, "there is no such box");
	refuse_score(t, -1, NONE, "there is no such box");
	refuse_score(t, BOX_6, 2, "this way to play has one column a player");
	refused(t, act(YAMS_VERBS, NULL, 0, 0), "unknown entry");
	scratch(t, BOX_FULL, NONE);
	assert_int_equal(t->out.box, BOX_FULL);
	assert_int_equal(t->out.value, 0);
	assert_int_equal(t->out.result, 0);
	assert_true(t->out.scratched);
	assert_true(t->out.turn_over);
	assert_true(is_set(t->st.player[0].col[0].filled, BOX_FULL));
	assert_int_equal(t->st.player[0].col[0].value[BOX_FULL], 0);
	assert_int_equal(t->st.turns, 1);

	throw_(t, "66666");
	refuse_score(t, BOX_FULL, NONE, "alice's full is already written (0)");
	score(t, BOX_6, 1);                           /* column 1 is the one column */
	assert_int_equal(t->out.value, 30);
	assert_int_equal(t->st.score[0], 30);

	throw_(t, "66666");
	refuse_score(t, BOX_6, NONE, "alice's 6 is already written (30)");
	refuse_scratch(t, BOX_6, NONE, "alice's 6 is already written (30)");
	/* what the dice make, among the boxes still free */
	refuse_score(t, BOX_SUITE, NONE, "they make min 30, max 30, carré 25, yams 30");
	/* scratch writes 0 even where the dice make the box */
	scratch(t, BOX_YAMS, NONE);
	assert_int_equal(t->out.result, 30);
	assert_int_equal(t->out.value, 0);
	assert_int_equal(t->st.score[0], 30);
	free(t);
}

/* The Minimum/Maximum rule as a game meets it: the write that voids both
 * says so, the numbers stay written, the total loses them. */
static void
test_minmax_void_in_game(void **state)
{
	(void)state;
	struct table *t = table_new("yams", 1, NULL);
	throw_(t, "11233");
	score(t, BOX_MAX, NONE);
	assert_int_equal(t->st.score[0], 10);
	throw_(t, "44444");
	score(t, BOX_MIN, NONE);
	assert_true(t->out.minmax_void);
	assert_int_equal(t->out.value, 20);
	assert_int_equal(t->st.score[0], 0);
	assert_int_equal(t->out.score_after, 0);
	assert_int_equal(t->st.player[0].col[0].value[BOX_MAX], 10);
	assert_int_equal(t->st.player[0].col[0].value[BOX_MIN], 20);
	free(t);
}

/* One sheet, box by box: the dice thrown and what they write. */
static const struct {
	int box;
	const char *dice;
	int value;
} sheet[YAMS_BOXES] = {
	{BOX_1, "11123", 3}, {BOX_2, "22211", 6}, {BOX_3, "33311", 9}, {BOX_4, "44411", 12},
	{BOX_5, "55511", 15}, {BOX_6, "66611", 18},                     /* 63: the bonus */
	{BOX_MIN, "11223", 9}, {BOX_MAX, "66655", 28}, {BOX_SUITE, "23456", 20},
	{BOX_FULL, "33322", 13}, {BOX_CARRE, "44441", 25}, {BOX_YAMS, "55555", 30},
};
/* Its total after each write, added up by hand: 63 + 30 + 125. */
static const int sheet_running[YAMS_BOXES] = {
	3, 9, 18, 30, 45, 93, 102, 130, 150, 163, 188, 218,
};

/* A classic game of two: alice fills the sheet above; bob the same but for
 * a Yams scratched.  Twelve turns each, then the highest total wins. */
static void
play_classic(bool bob_same)
{
	struct table *t = table_new("yams", 2, NULL);
	for (int i = 0; i < YAMS_BOXES; i++) {
		assert_false(t->st.over);
		assert_int_equal(t->st.current, 0);
		throw_(t, sheet[i].dice);
		score(t, sheet[i].box, NONE);
		assert_int_equal(t->out.value, sheet[i].value);
		assert_int_equal(t->out.score_after, sheet_running[i]);
		assert_int_equal(t->st.score[0], sheet_running[i]);
		assert_int_equal(t->out.bonus_made, sheet[i].box == BOX_6);
		assert_true(t->out.turn_over);

		assert_int_equal(t->st.current, 1);
		throw_(t, sheet[i].dice);
		if (sheet[i].box == BOX_YAMS && !bob_same)
			scratch(t, BOX_YAMS, NONE);
		else
			score(t, sheet[i].box, NONE);
		assert_int_equal(t->st.turns, 2 * i + 2);
		assert_int_equal(t->out.game_over, i == YAMS_BOXES - 1);
		assert_int_equal(t->st.over, i == YAMS_BOXES - 1);
	}
	struct yams_sums s = yams_column_sums(&t->r, &t->st.player[0].col[0]);
	assert_int_equal(s.upper, 63);
	assert_int_equal(s.bonus, 30);
	assert_int_equal(s.lower, 125);
	assert_int_equal(s.total, 218);
	assert_int_equal(t->st.score[0], 218);
	assert_int_equal(t->st.score[1], bob_same ? 218 : 188);
	/* equal highest totals share the win: no winner */
	assert_int_equal(t->st.winner, bob_same ? -1 : 0);
	assert_int_equal(t->out.winner, bob_same ? -1 : 0);
	refuse_throw(t, "12345", "the game is over");
	refuse_score(t, BOX_1, NONE, "the game is over");
	free(t);
}

static void
test_classic_game(void **state)
{
	(void)state;
	play_classic(false);
	play_classic(true);
}

/* The higher total wins whoever made it: here the second player. */
static void
test_classic_second_player_wins(void **state)
{
	(void)state;
	struct table *t = table_new("yams", 3, NULL);
	for (int i = 0; i < YAMS_BOXES; i++)
		for (int p = 0; p < 3; p++) {
			throw_(t, sheet[i].dice);
			if (p == 1)
				score(t, sheet[i].box, NONE);
			else
				scratch(t, sheet[i].box, NONE);
		}
	assert_true(t->st.over);
	assert_int_equal(t->st.turns, 36);
	assert_int_equal(t->st.score[1], 218);
	assert_int_equal(t->st.winner, 1);
	/* the turn the screen is told of the game over: nobody throws next */
	struct game *g = calloc(1, sizeof *g);
	assert_non_null(g);
	g->state = &t->st;
	struct turn_view v;
	yams_turn(g, &v);
	assert_int_equal(v.next, NEXT_NONE);
	free(g);
	free(t);
}

/* ------------------------------------------------------------------ */
/* Three columns */

static void
test_three_columns_order(void **state)
{
	(void)state;
	struct table *t = table_new("yams:3col", 1, NULL);
	assert_int_equal(t->st.ncolumns, 3);
	/* desc: 1, 2, ... Yams; free: any; asc: Yams, Carré, ... 1 */
	assert_int_equal(yams_box_due(&t->r, &t->st, 0, 0), BOX_1);
	assert_int_equal(yams_box_due(&t->r, &t->st, 0, 1), -1);
	assert_int_equal(yams_box_due(&t->r, &t->st, 0, 2), BOX_YAMS);
	assert_true(yams_box_open(&t->r, &t->st, 0, 0, BOX_1));
	assert_false(yams_box_open(&t->r, &t->st, 0, 0, BOX_2));
	assert_true(yams_box_open(&t->r, &t->st, 0, 1, BOX_MIN));
	assert_false(yams_box_open(&t->r, &t->st, 0, 2, BOX_CARRE));

	throw_(t, "11111");
	refuse_score(t, BOX_MIN, 1, "the desc column is filled in order: it takes 1 next, not min");
	refuse_score(t, BOX_CARRE, 3, "the asc column is filled in order: it takes yams next,"
	    " not carré");
	/* no column named: refused where two columns can take the box */
	refuse_score(t, BOX_1, NONE, "1 can go in desc or free: say which (score 1 desc)");
	refuse_score(t, BOX_YAMS, NONE, "yams can go in free or asc: say which (score yams free)");
	refuse_score(t, BOX_1, 4, "there is no column 4: each player has 3");
	refuse_scratch(t, BOX_1, 4, "there is no column 4: each player has 3");
	/* a column below the first, as a file made by hand may hold */
	refuse_score(t, BOX_1, -1, "there is no column -1: each player has 3");
	/* ... and taken where only one can */
	score(t, BOX_MIN, NONE);
	assert_int_equal(t->out.column, 1);
	assert_int_equal(t->out.value, 5);

	throw_(t, "11111");
	score(t, BOX_1, 1);
	assert_int_equal(t->out.column, 0);
	assert_int_equal(yams_box_due(&t->r, &t->st, 0, 0), BOX_2);
	throw_(t, "11111");
	score(t, BOX_YAMS, 3);
	assert_int_equal(t->out.column, 2);
	assert_int_equal(yams_box_due(&t->r, &t->st, 0, 2), BOX_CARRE);

	throw_(t, "11111");
	refuse_score(t, BOX_1, 3, "the asc column is filled in order: it takes carré next, not 1");
	refuse_score(t, BOX_1, 1, "alice's 1 is already written in column desc (5)");
	refuse_score(t, BOX_CARRE, NONE, "carré can go in free or asc: say which");
	/* Yams: desc wants 2, asc has it: the free column only */
	score(t, BOX_YAMS, NONE);
	assert_int_equal(t->out.column, 1);

	throw_(t, "11111");
	refuse_score(t, BOX_MIN, NONE, "alice cannot write min in any column now; desc takes 2"
	    " next; asc takes carré next");
	/* scratch follows the order too */
	refuse_scratch(t, BOX_3, 1, "the desc column is filled in order: it takes 2 next, not 3");
	scratch(t, BOX_2, 1);
	assert_int_equal(t->out.column, 0);
	assert_int_equal(yams_box_due(&t->r, &t->st, 0, 0), BOX_3);
	free(t);
}

/* each word offered, after those before it in ctx (a buffer of 64) */
static void
word_listed(const char *word, void *ctx)
{
	size_t at = strlen(ctx);
	snprintf((char *)ctx + at, 64 - at, "%s%s", at > 0 ? " " : "", word);
}

/* What the words of an entry say of a box out of the sheet (a stored entry
 * checked elsewhere shows "?"), of a verb that takes no box, and which
 * columns are offered after a box typed: none after one the sheet does not
 * have, nor after a third word. */
static void
test_entry_words(void **state)
{
	(void)state;
	const struct engine *e = engine_find("yams");
	struct table *t = table_new("yams:3col", 1, NULL);
	char buf[256];
	struct arg_name named;
	for (int box = -1; box <= yams_nboxes(&t->r); box += yams_nboxes(&t->r) + 1) {
		struct action a = act(YAMS_SCORE, NULL, box, 1);
		engine_format_args(e, &t->r, &a, buf, sizeof buf);
		assert_string_equal(buf, "?");
		engine_say_args(e, &t->r, &a, buf, sizeof buf);
		assert_string_equal(buf, "?");
		assert_false(engine_arg_named(e, &t->r, box, &named));
	}
	assert_true(engine_arg_named(e, &t->r, BOX_YAMS, &named));
	assert_string_equal(named.what, "yams");
	assert_null(engine_arg_words(e, &t->r, YAMS_THROW, 0));
	assert_false(engine_args_help(e, &t->r, YAMS_KEEP, buf, sizeof buf));
	throw_(t, "11111");
	char *box[] = {"1"}, *none[] = {"nosuch"}, *two[] = {"1", "desc"};
	char words[64] = "";
	engine_complete_args(e, &t->r, &t->st, YAMS_SCORE, 1, box, word_listed, words);
	assert_string_equal(words, "desc free");       /* asc takes yams first */
	words[0] = '\0';
	engine_complete_args(e, &t->r, &t->st, YAMS_SCORE, 1, none, word_listed, words);
	engine_complete_args(e, &t->r, &t->st, YAMS_SCORE, 2, two, word_listed, words);
	engine_complete_args(e, &t->r, &t->st, YAMS_KEEP, 0, box, word_listed, words);
	assert_string_equal(words, "");
	free(t);
}

/* A whole game of two in three columns: 36 turns each.  alice fills the
 * descending column with the sheet above (218, bonus made), scratches the
 * free one (0), and fills the ascending one from Yams down the same way but
 * for a 6 scratched (45 + 125 = 170, no bonus): 388.  bob scratches all. */
static void
test_three_columns_game(void **state)
{
	(void)state;
	struct table *t = table_new("yams:3col", 2, NULL);
	for (int k = 0; k < 3 * YAMS_BOXES; k++) {
		int col = k / YAMS_BOXES, i = k % YAMS_BOXES;
		int box = col == 2 ? YAMS_BOXES - 1 - i : i;   /* the sheet's rows are boxes */
		assert_false(t->st.over);
		throw_(t, sheet[box].dice);
		if (col == 1 || (col == 2 && box == BOX_6))
			scratch(t, box, col + 1);
		else
			score(t, box, col + 1);
		assert_int_equal(t->out.column, col);
		throw_(t, "12345");
		scratch(t, box, col + 1);
		assert_int_equal(t->st.over, k == 3 * YAMS_BOXES - 1);
	}
	assert_int_equal(t->st.turns, 72);
	struct yams_sums desc = yams_column_sums(&t->r, &t->st.player[0].col[0]);
	struct yams_sums free_ = yams_column_sums(&t->r, &t->st.player[0].col[1]);
	struct yams_sums asc = yams_column_sums(&t->r, &t->st.player[0].col[2]);
	assert_int_equal(desc.bonus, 30);
	assert_int_equal(desc.total, 218);
	assert_int_equal(free_.total, 0);
	assert_int_equal(free_.to_bonus, 61);
	assert_int_equal(asc.upper, 45);
	assert_int_equal(asc.bonus, 0);
	assert_int_equal(asc.to_bonus, 16);
	assert_int_equal(asc.total, 170);
	assert_int_equal(t->st.score[0], 388);
	assert_int_equal(t->st.score[1], 0);
	assert_int_equal(t->st.winner, 0);
	free(t);
}

/* ------------------------------------------------------------------ */
/* Duel */

static void
test_duel_strike_and_beaten(void **state)
{
	(void)state;
	struct table *t = table_new("yams:duel", 2, NULL);
	/* a box nobody holds: written as usual, and held */
	throw_(t, "33322");
	score(t, BOX_FULL, NONE);
	assert_int_equal(t->out.value, 13);
	assert_int_equal(t->out.held_by, -1);
	assert_false(t->out.struck);
	assert_int_equal(t->st.holder[BOX_FULL], 0);

	/* greater: alice's Full struck out, bob's held */
	throw_(t, "44422");
	score(t, BOX_FULL, NONE);
	assert_int_equal(t->out.seat, 1);
	assert_true(t->out.struck);
	assert_false(t->out.beaten);
	assert_int_equal(t->out.held_by, 0);
	assert_int_equal(t->out.held_value, 13);
	assert_int_equal(t->out.result, 16);
	assert_int_equal(t->out.value, 16);
	assert_int_equal(t->st.holder[BOX_FULL], 1);
	assert_true(is_set(t->st.player[0].col[0].struck, BOX_FULL));
	assert_int_equal(t->st.player[0].col[0].value[BOX_FULL], 13);  /* struck, not erased */
	assert_int_equal(t->st.score[0], 0);
	assert_int_equal(t->st.score[1], 16);

	/* its owner "cannot write it again" */
	throw_(t, "55522");
	refuse_score(t, BOX_FULL, NONE, "alice's full was struck out: it cannot be written again");
	refuse_scratch(t, BOX_FULL, NONE, "alice's full was struck out");
	score(t, BOX_5, NONE);
	assert_int_equal(t->st.score[0], 15);

	throw_(t, "44441");
	score(t, BOX_CARRE, NONE);
	assert_int_equal(t->st.holder[BOX_CARRE], 1);

	/* equal strikes too */
	throw_(t, "33336");
	score(t, BOX_CARRE, NONE);
	assert_true(t->out.struck);
	assert_int_equal(t->out.held_by, 1);
	assert_int_equal(t->st.holder[BOX_CARRE], 0);
	assert_true(is_set(t->st.player[1].col[0].struck, BOX_CARRE));
	assert_int_equal(t->st.score[0], 40);
	assert_int_equal(t->st.score[1], 16);

	throw_(t, "66655");
	score(t, BOX_MAX, NONE);
	assert_int_equal(t->st.holder[BOX_MAX], 1);
	assert_int_equal(t->st.score[1], 44);

	/* smaller: written 0 by the rule, the holder keeps the box */
	throw_(t, "44444");
	score(t, BOX_MAX, NONE);
	assert_true(t->out.beaten);
	assert_false(t->out.struck);
	assert_false(t->out.scratched);
	assert_int_equal(t->out.result, 20);
	assert_int_equal(t->out.value, 0);
	assert_int_equal(t->out.held_by, 1);
	assert_int_equal(t->out.held_value, 28);
	assert_int_equal(t->st.holder[BOX_MAX], 1);
	assert_true(is_set(t->st.player[0].col[0].filled, BOX_MAX));
	assert_false(is_set(t->st.player[1].col[0].struck, BOX_MAX));
	assert_int_equal(t->st.score[0], 40);
	assert_int_equal(t->st.score[1], 44);

	throw_(t, "12345");
	scratch(t, BOX_1, NONE);
	throw_(t, "66666");
	refuse_score(t, BOX_MAX, NONE, "alice's max is already written (0)");
	free(t);
}

/* A three-player duel: a beaten 0 holds nothing, so the third writer is
 * measured against the holder. */
static void
test_duel_three_players(void **state)
{
	(void)state;
	struct table *t = table_new("yams:duel", 3, NULL);
	throw_(t, "66655");
	score(t, BOX_MAX, NONE);                      /* alice holds 28 */
	throw_(t, "44444");
	score(t, BOX_MAX, NONE);                      /* bob 20: beaten */
	assert_true(t->out.beaten);
	throw_(t, "66556");
	score(t, BOX_MAX, NONE);                      /* carol 28: strikes alice */
	assert_true(t->out.struck);
	assert_int_equal(t->out.held_by, 0);
	assert_int_equal(t->st.holder[BOX_MAX], 2);
	assert_true(is_set(t->st.player[0].col[0].struck, BOX_MAX));
	assert_false(is_set(t->st.player[1].col[0].struck, BOX_MAX));
	assert_int_equal(t->st.score[0], 0);
	assert_int_equal(t->st.score[1], 0);
	assert_int_equal(t->st.score[2], 28);
	free(t);
}

/* "for Minimum: less than or equal" strikes. */
static void
test_duel_minimum(void **state)
{
	(void)state;
	static const struct {
		const char *second;
		bool strikes;
		int value;
	} cases[] = {
		{"11113", true, 7},          /* smaller */
		{"11133", true, 9},          /* equal */
		{"22233", false, 0},         /* greater: beaten */
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct table *t = table_new("yams:duel", 2, NULL);
		throw_(t, "11223");
		score(t, BOX_MIN, NONE);
		assert_int_equal(t->out.value, 9);
		throw_(t, cases[i].second);
		score(t, BOX_MIN, NONE);
		assert_int_equal(t->out.struck, cases[i].strikes);
		assert_int_equal(t->out.beaten, !cases[i].strikes);
		assert_int_equal(t->out.value, cases[i].value);
		assert_int_equal(t->st.holder[BOX_MIN], cases[i].strikes ? 1 : 0);
		assert_int_equal(is_set(t->st.player[0].col[0].struck, BOX_MIN), cases[i].strikes);
		assert_int_equal(t->st.score[0], cases[i].strikes ? 0 : 9);
		assert_int_equal(t->st.score[1], cases[i].value);
		free(t);
	}
}

/* "A 0 never holds a box": after a scratch the next writer writes as if
 * nobody held it; and a scratch never strikes. */
static void
test_duel_zero_never_holds(void **state)
{
	(void)state;
	struct table *t = table_new("yams:duel", 2, NULL);
	throw_(t, "55555");
	scratch(t, BOX_YAMS, NONE);
	assert_int_equal(t->out.value, 0);
	assert_int_equal(t->st.holder[BOX_YAMS], -1);
	throw_(t, "22222");
	score(t, BOX_YAMS, NONE);
	assert_int_equal(t->out.value, 30);
	assert_int_equal(t->out.held_by, -1);
	assert_false(t->out.struck);
	assert_false(t->out.beaten);
	assert_int_equal(t->st.holder[BOX_YAMS], 1);
	assert_false(is_set(t->st.player[0].col[0].struck, BOX_YAMS));

	throw_(t, "33322");
	score(t, BOX_FULL, NONE);
	throw_(t, "66655");
	scratch(t, BOX_FULL, NONE);                    /* 0 against 13: no strike */
	assert_false(t->out.struck);
	assert_false(t->out.beaten);
	assert_int_equal(t->st.holder[BOX_FULL], 0);
	assert_false(is_set(t->st.player[0].col[0].struck, BOX_FULL));
	assert_int_equal(t->st.score[0], 13);
	assert_int_equal(t->st.score[1], 30);

	/* nor against a Minimum, where less strikes: 0 is no result */
	throw_(t, "11223");
	score(t, BOX_MIN, NONE);
	throw_(t, "11111");
	scratch(t, BOX_MIN, NONE);
	assert_false(t->out.struck);
	assert_int_equal(t->st.holder[BOX_MIN], 0);
	assert_false(is_set(t->st.player[0].col[0].struck, BOX_MIN));
	assert_int_equal(t->st.score[0], 22);
	free(t);
}

/* A whole duel: no bonus, no Minimum/Maximum rule, 12 turns a player.
 * alice: five alike in 1 to 6 (105, no bonus), a Maximum of 6 under a
 * Minimum of 29 (both count), then 20 + 13 + 25 + 30: 228.  bob scratches
 * every box after her, which strikes nothing. */
static void
test_duel_game(void **state)
{
	(void)state;
	static const struct {
		int box;
		const char *dice;
	} alice[YAMS_BOXES] = {
		{BOX_1, "11111"}, {BOX_2, "22222"}, {BOX_3, "33333"}, {BOX_4, "44444"},
		{BOX_5, "55555"}, {BOX_6, "66666"}, {BOX_MAX, "11112"}, {BOX_MIN, "66665"},
		{BOX_SUITE, "23456"}, {BOX_FULL, "33322"}, {BOX_CARRE, "44441"}, {BOX_YAMS, "55555"},
	};
	static const int running[YAMS_BOXES] = {5, 15, 30, 50, 75, 105, 111, 140, 160, 173, 198, 228};
	struct table *t = table_new("yams:duel", 2, NULL);
	for (int i = 0; i < YAMS_BOXES; i++) {
		assert_false(t->st.over);
		throw_(t, alice[i].dice);
		score(t, alice[i].box, NONE);
		assert_false(t->out.bonus_made);
		assert_false(t->out.minmax_void);
		assert_int_equal(t->st.score[0], running[i]);
		throw_(t, "12346");
		scratch(t, alice[i].box, NONE);
		assert_false(t->out.struck);
		assert_int_equal(t->st.holder[alice[i].box], 0);
	}
	assert_true(t->st.over);
	assert_int_equal(t->st.turns, 24);
	struct yams_sums s = yams_column_sums(&t->r, &t->st.player[0].col[0]);
	assert_int_equal(s.upper, 105);
	assert_int_equal(s.bonus, 0);
	assert_false(s.minmax_void);
	assert_int_equal(t->st.player[0].col[0].struck, 0);
	assert_int_equal(t->st.score[0], 228);
	assert_int_equal(t->st.score[1], 0);
	assert_int_equal(t->st.winner, 0);
	free(t);
}

/* ------------------------------------------------------------------ */
/* One column per player */

static void
test_cross_writes_in_order(void **state)
{
	(void)state;
	struct table *t = table_new("yams:cross", 3, NULL);
	assert_int_equal(t->st.ncolumns, 3);
	throw_(t, "66666");
	score(t, BOX_YAMS, NONE);
	assert_int_equal(t->out.seat, 0);
	assert_int_equal(t->out.column, 0);
	assert_int_equal(t->out.value, 30);
	assert_false(t->out.turn_over);
	assert_int_equal(t->st.thrower, 0);
	assert_int_equal(t->st.current, 1);
	/* the others write the thrower's dice before anything else happens */
	refuse_throw(t, "12345", "bob writes alice's dice first (score BOX, or scratch BOX for 0)");
	refuse_keep(t, "66", "bob writes alice's dice first");
	refuse_score(t, BOX_SUITE, NONE, "6 6 6 6 6 make no suite");
	refuse_score(t, BOX_YAMS, 4, "there is no column 4: each player has 3");
	score(t, BOX_YAMS, NONE);                      /* leftmost: bob's column 1 */
	assert_int_equal(t->out.seat, 1);
	assert_int_equal(t->out.column, 0);
	assert_dice(&t->out.hand, "66666");
	assert_int_equal(t->st.current, 2);
	score(t, BOX_CARRE, 2);
	assert_int_equal(t->out.seat, 2);
	assert_int_equal(t->out.column, 1);
	assert_int_equal(t->out.value, 25);
	assert_true(t->out.turn_over);
	assert_int_equal(t->st.turns, 1);

	/* the second throws: second, third, first */
	assert_int_equal(t->st.thrower, 1);
	assert_int_equal(t->st.current, 1);
	throw_(t, "65432");
	score(t, BOX_SUITE, NONE);
	assert_int_equal(t->st.current, 2);
	score(t, BOX_SUITE, NONE);
	assert_int_equal(t->out.column, 0);
	assert_int_equal(t->st.current, 0);
	score(t, BOX_SUITE, NONE);
	assert_int_equal(t->out.seat, 0);
	assert_true(t->out.turn_over);

	/* the third throws: third, first, second; the leftmost free column */
	assert_int_equal(t->st.current, 2);
	throw_(t, "66666");
	score(t, BOX_YAMS, NONE);
	assert_int_equal(t->out.column, 0);
	assert_int_equal(t->st.current, 0);
	score(t, BOX_YAMS, NONE);                      /* alice's column 1 has one */
	assert_int_equal(t->out.seat, 0);
	assert_int_equal(t->out.column, 1);
	refuse_score(t, BOX_YAMS, 1, "bob's yams is already written in column 1 (30)");
	score(t, BOX_YAMS, 3);
	assert_int_equal(t->out.column, 2);
	assert_true(t->out.turn_over);
	assert_int_equal(t->st.current, 0);

	/* added up: alice 30 + 20 | 30; bob 30 + 20 | | 30; carol 20 + 30 | 25 */
	assert_int_equal(t->st.score[0], 80);
	assert_int_equal(t->st.score[1], 80);
	assert_int_equal(t->st.score[2], 75);
	free(t);
}

/* "The game lasts 12 x N turns": 36 with three.  Every turn the thrower
 * throws 1 1 1 1 1 and each player writes the turn's box in the turn's
 * column: alice scores what is made (1: 5, Carré 25, Yams 30; Minimum and
 * Maximum 5 each, voided) for 60 a column; bob the same but scratches his
 * Yams (30 a column); carol scratches all. */
static void
test_cross_game(void **state)
{
	(void)state;
	struct table *t = table_new("yams:cross", 3, NULL);
	for (int k = 0; k < 36; k++) {
		int box = k % YAMS_BOXES, col = k / YAMS_BOXES + 1;
		bool made = box == BOX_1 || box == BOX_MIN || box == BOX_MAX || box == BOX_CARRE ||
		    box == BOX_YAMS;
		assert_false(t->st.over);
		assert_int_equal(t->st.thrower, k % 3);
		throw_(t, "11111");
		for (int w = 0; w < 3; w++) {
			int seat = (k + w) % 3;
			assert_int_equal(t->st.current, seat);
			if (made && (seat == 0 || (seat == 1 && box != BOX_YAMS)))
				score(t, box, col);
			else
				scratch(t, box, col);
			assert_int_equal(t->out.turn_over, w == 2);
			/* a throw of fewer dice while the others write is no throw
			 * that follows a keep */
			struct action few = act(YAMS_THROW, "12", 0, 0), first[4];
			struct dice kept[4];
			if (w < 2) {
				assert_int_equal(yams_engine.choices(&t->r, &t->st, &few, first, 4), 0);
				assert_int_equal(yams_implied_keeps(&t->st, 2, kept, 4), 0);
			}
		}
		assert_int_equal(t->st.turns, k + 1);
		assert_int_equal(t->st.over, k == 35);
	}
	for (int c = 0; c < 3; c++) {
		struct yams_sums s = yams_column_sums(&t->r, &t->st.player[0].col[c]);
		assert_true(s.minmax_void);
		assert_int_equal(s.total, 60);
	}
	assert_int_equal(t->st.score[0], 180);
	assert_int_equal(t->st.score[1], 90);
	assert_int_equal(t->st.score[2], 0);
	struct action few = act(YAMS_THROW, "12", 0, 0), first[4];
	assert_int_equal(yams_engine.choices(&t->r, &t->st, &few, first, 4), 0);   /* over */
	struct dice kept[4];
	assert_int_equal(yams_implied_keeps(&t->st, 2, kept, 4), 0);
	/* the engine's options end where yams_options does */
	assert_non_null(yams_engine.option(yams_noptions - 1));
	assert_null(yams_engine.option(yams_noptions));
	assert_int_equal(t->st.winner, 0);
	assert_true(t->out.game_over);
	refuse_throw(t, "11111", "the game is over");
	free(t);
}

/* odds through the engine: the boxes named, each once however often
 * named; none named, the usage. */
static void
test_odds_words(void **state)
{
	(void)state;
	struct table *t = table_new("yams", 1, NULL);
	const struct engine *e = &yams_engine;
	struct advice *a = calloc(1, sizeof *a), *once = calloc(1, sizeof *once);
	char why[WHY];
	assert_non_null(a);
	assert_non_null(once);
	struct action throw = act(YAMS_THROW, "33152", 0, 0);
	assert_true(said(yams_apply(&t->r, &t->st, names, &throw, &t->out, &said_msg), &said_msg,
	    why, sizeof why));
	char *two[] = {"full", "3"}, *twice[] = {"full", "3", "full"};
	assert_true(said(e->advice->advise(&t->r, &t->st, ADVICE_ODDS, 2, two, NULL, once,
	    &said_msg), &said_msg, why, sizeof why));
	assert_true(said(e->advice->advise(&t->r, &t->st, ADVICE_ODDS, 3, twice, NULL, a,
	    &said_msg), &said_msg, why, sizeof why));
	assert_true(a->n > 0);
	assert_int_equal(a->n, once->n);
	for (int i = 0; i < a->n; i++)
		assert_true(a->choice[i].value == once->choice[i].value);
	/* the note of the first box that has one (the upper part's, of the 3s) */
	char *three[] = {"3"}, *three_full[] = {"3", "full"};
	assert_true(said(e->advice->advise(&t->r, &t->st, ADVICE_ODDS, 1, three, NULL, once,
	    &said_msg), &said_msg, why, sizeof why));
	assert_non_null(once->note);
	assert_true(said(e->advice->advise(&t->r, &t->st, ADVICE_ODDS, 2, three_full, NULL, a,
	    &said_msg), &said_msg, why, sizeof why));
	assert_ptr_equal(a->note, once->note);
	assert_false(said(e->advice->advise(&t->r, &t->st, ADVICE_ODDS, 0, NULL, NULL, a,
	    &said_msg), &said_msg, why, sizeof why));
	assert_string_equal(why, "usage: odds BOX... [COLUMN]");
	free(once);
	free(a);
	free(t);
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_first_throw_is_five_dice),
		cmocka_unit_test(test_entry_words),
		cmocka_unit_test(test_keep_then_throw),
		cmocka_unit_test(test_implicit_keep),
		cmocka_unit_test(test_three_throws),
		cmocka_unit_test(test_keep_refusals),
		cmocka_unit_test(test_second_keep_replaces),
		cmocka_unit_test(test_write_refusals),
		cmocka_unit_test(test_minmax_void_in_game),
		cmocka_unit_test(test_classic_game),
		cmocka_unit_test(test_classic_second_player_wins),
		cmocka_unit_test(test_three_columns_order),
		cmocka_unit_test(test_three_columns_game),
		cmocka_unit_test(test_duel_strike_and_beaten),
		cmocka_unit_test(test_duel_three_players),
		cmocka_unit_test(test_duel_minimum),
		cmocka_unit_test(test_duel_zero_never_holds),
		cmocka_unit_test(test_duel_game),
		cmocka_unit_test(test_cross_writes_in_order),
		cmocka_unit_test(test_cross_game),
		cmocka_unit_test(test_odds_words),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
