/* The turn engine of the Farkle family, entry by entry. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "engine.h"
#include "families.h"
#include "farkle.h"
#include "game.h"
#include "said.h"
#include "sheet_model.h"

struct table {
	struct farkle_scorer *scorer;
	struct farkle_state st;
	struct farkle_outcome out;
	char why[FARKLE_WHY];
};

static struct table *
table_new(const char *preset, int nplayers, const char *const *options)
{
	struct table *t = calloc(1, sizeof *t);
	struct farkle_rules r = farkle_preset_find(preset)->rules;
	for (; options && *options; options++)
		assert_true(said(farkle_option_set(&r, *options, &said_msg), &said_msg,
		    t->why, sizeof t->why));
	t->scorer = malloc(sizeof *t->scorer);
	farkle_scorer_init(t->scorer, &r);
	farkle_start(&t->st, &r, nplayers);
	return t;
}

static void
table_free(struct table *t)
{
	free(t->scorer);
	free(t);
}

static struct farkle_action
action(enum farkle_action_kind kind, const char *faces)
{
	struct farkle_action a = {kind, {0, {0}}};
	for (const char *p = faces; p && *p; p++)
		if (*p >= '1' && *p <= '6')
			a.dice.face[a.dice.n++] = (unsigned char)(*p - '0');
	return a;
}

/* Plays one entry that must be accepted. */
static void
ok(struct table *t, enum farkle_action_kind kind, const char *faces)
{
	struct farkle_action a = action(kind, faces);
	bool accepted = said(farkle_apply(t->scorer, &t->st, &a, &t->out, &said_msg),
	    &said_msg, t->why, sizeof t->why);
	if (!accepted)
		fail_msg("refused '%s': %s", faces ? faces : "", t->why);
}

/* Plays one entry that must be refused, with `reason` in the message, and
 * checks the state did not move. */
static void
refused(struct table *t, enum farkle_action_kind kind, const char *faces, const char *reason)
{
	struct farkle_state before = t->st;
	struct farkle_action a = action(kind, faces);
	t->why[0] = '\0';
	assert_false(said(farkle_apply(t->scorer, &t->st, &a, &t->out, &said_msg),
	    &said_msg, t->why, sizeof t->why));
	if (strstr(t->why, reason) == NULL)
		fail_msg("expected '%s' in '%s'", reason, t->why);
	assert_memory_equal(&before, &t->st, sizeof before);
}

#define THROW(t, f) ok(t, ACTION_THROW, f)
#define KEEP(t, f) ok(t, ACTION_KEEP, f)
#define BANK(t) ok(t, ACTION_BANK, NULL)

/* alice opens with 1000 (three 1s), then it is bob's turn. */
static void
open_with_1000(struct table *t)
{
	THROW(t, "11123");
	BANK(t);
}

static void
test_throw_keep_bank(void **state)
{
	(void)state;
	struct table *t = table_new("10000", 2, NULL);
	THROW(t, "11534");
	assert_int_equal(t->st.phase, PHASE_THROWN);
	assert_int_equal(t->out.eval.best, 250);
	KEEP(t, "11");
	assert_int_equal(t->st.turn_points, 200);
	assert_int_equal(t->st.in_hand, 3);
	THROW(t, "555");
	assert_int_equal(t->st.phase, PHASE_THROWN);
	/* keeping all three empties the hand: a full hand must be thrown */
	refused(t, ACTION_BANK, NULL, "full hand");
	KEEP(t, "555");
	assert_true(t->out.full_hand);
	assert_int_equal(t->st.phase, PHASE_FULL_HAND);
	assert_int_equal(t->st.in_hand, 5);
	refused(t, ACTION_BANK, NULL, "full hand must be thrown again");
	THROW(t, "23461");
	BANK(t);
	assert_int_equal(t->out.end, END_BANKED);
	assert_true(t->out.opened_now);
	assert_int_equal(t->st.player[0].score, 800);
	assert_true(t->st.player[0].opened);
	assert_int_equal(t->st.current, 1);
	assert_int_equal(t->st.in_hand, 5);
	table_free(t);
}

static void
test_implicit_keep(void **state)
{
	(void)state;
	struct table *t = table_new("10000", 2, NULL);
	THROW(t, "11534");
	/* two dice thrown again: 1 1 5 was set aside */
	THROW(t, "23");
	assert_true(t->out.implicit_keep);
	assert_int_equal(t->out.kept_value, 250);
	assert_int_equal(t->out.end, END_BUST);
	assert_int_equal(t->out.points, 250);
	assert_int_equal(t->st.current, 1);
	/* three dice thrown again: 1 1 or 1 5? tapis asks */
	THROW(t, "11534");
	refused(t, ACTION_THROW, "234", "which dice");
	refused(t, ACTION_THROW, "2", "no 4 of them score");
	refused(t, ACTION_THROW, "23466", "1 1 5 3 4 is entered already");
	/* five dice after a throw that all scores: a full hand */
	table_free(t);
	t = table_new("10000", 1, NULL);
	THROW(t, "11155");
	THROW(t, "23461");
	assert_true(t->out.full_hand);
	assert_int_equal(t->st.turn_points, 1100);
	BANK(t);   /* sets aside the 1 */
	assert_int_equal(t->st.player[0].score, 1200);
	table_free(t);
}

static void
test_bad_entries_change_nothing(void **state)
{
	(void)state;
	struct table *t = table_new("10000", 2, NULL);
	refused(t, ACTION_THROW, "1153", "4 dice typed, 5 in hand");
	refused(t, ACTION_THROW, "115346", "6 dice typed, 5 in hand");
	refused(t, ACTION_KEEP, "1", "no throw yet");
	refused(t, ACTION_BANK, NULL, "no throw yet");
	THROW(t, "11534");
	refused(t, ACTION_KEEP, "3", "a 3 scores nothing");
	refused(t, ACTION_KEEP, "6", "no 6 in the throw");
	refused(t, ACTION_KEEP, "111", "has only two 1s");
	refused(t, ACTION_BANK, NULL, "the opening needs 500 in one turn; the turn has 250");
	KEEP(t, "1");
	refused(t, ACTION_KEEP, "11",
	    "1 is set aside already, and the throw 1 1 5 3 4 has only two 1s");
	THROW(t, "2346");
	refused(t, ACTION_KEEP, "2", "the last throw, 2 3 4 6, was a bust");
	/* a group that does not score in full */
	THROW(t, "22234");
	KEEP(t, "222");
	assert_int_equal(t->st.turn_points, 200);
	table_free(t);
	t = table_new("10000", 2, NULL);
	THROW(t, "22214");
	refused(t, ACTION_KEEP, "22", "does not score in full");
	refused(t, ACTION_TAKE, NULL, "no piggy-back");
	table_free(t);
}

static void
test_crosses_booklet(void **state)
{
	(void)state;
	struct table *t = table_new("10000", 2, NULL);
	/* not opened: a bust gives no cross */
	THROW(t, "22346");
	assert_false(t->out.crossed);
	assert_int_equal(t->st.player[0].crosses, 0);
	/* bob opens, alice busts; bob busts three times in a row */
	open_with_1000(t);
	assert_int_equal(t->st.player[1].score, 1000);
	for (int i = 1; i <= 3; i++) {
		THROW(t, "22346");       /* alice, not opened */
		THROW(t, "22346");       /* bob */
		assert_true(t->out.crossed);
		if (i < 3) {
			assert_int_equal(t->st.player[1].crosses, i);
			assert_false(t->out.penalised);
		}
	}
	assert_true(t->out.penalised);
	assert_int_equal(t->st.player[1].crosses, 0);
	assert_int_equal(t->st.player[1].score, 0);
	assert_true(t->st.player[1].opened);
	/* and again: below zero is allowed */
	for (int i = 0; i < 3; i++) {
		THROW(t, "22346");
		THROW(t, "22346");
	}
	assert_int_equal(t->st.player[1].score, -1000);
	table_free(t);

	/* unopened=yes: a player not yet opened is crossed too, and the third
	 * cross takes 1000 off their 0 */
	const char *unopened[] = {"unopened=yes", NULL};
	t = table_new("10000", 1, unopened);
	for (int i = 1; i <= 3; i++) {
		THROW(t, "22346");
		assert_true(t->out.crossed);
		assert_int_equal(t->out.crosses, i % 3);
	}
	assert_true(t->out.penalised);
	assert_false(t->st.player[0].opened);
	assert_int_equal(t->st.player[0].score, -1000);
	table_free(t);
}

static void
test_scoring_turn_breaks_the_run(void **state)
{
	(void)state;
	struct table *t = table_new("10000", 1, NULL);
	open_with_1000(t);
	THROW(t, "22346");
	THROW(t, "22346");
	assert_int_equal(t->st.player[0].crosses, 2);
	THROW(t, "15234");           /* a straight: 1000 */
	KEEP(t, "12345");
	THROW(t, "15234");
	KEEP(t, "1");
	BANK(t);
	assert_int_equal(t->st.player[0].crosses, 0);
	assert_int_equal(t->st.player[0].score, 2100);
	table_free(t);
}

/* One turn of four full hands of five 1s (8000) then the rest. */
static void
big_turn(struct table *t, int fullhands)
{
	for (int i = 0; i < fullhands; i++) {
		THROW(t, "11111");
		KEEP(t, "11111");
	}
}

static void
test_exact_finish_and_overshoot(void **state)
{
	(void)state;
	struct table *t = table_new("10000", 2, NULL);
	big_turn(t, 4);                  /* 8000 */
	THROW(t, "11113");               /* four 1s: 1500 */
	KEEP(t, "1111");
	BANK(t);                         /* 9500 */
	assert_int_equal(t->st.player[0].score, 9500);
	THROW(t, "22346");               /* bob busts */
	THROW(t, "11234");               /* alice: 200 + ... */
	KEEP(t, "11");
	THROW(t, "111");                 /* 1000: full hand */
	KEEP(t, "111");
	THROW(t, "23466");
	refused(t, ACTION_KEEP, "6", "was a bust");
	assert_int_equal(t->st.current, 1);
	/* bob, alice overshoots: the turn scores nothing and gives no cross */
	THROW(t, "22346");
	THROW(t, "11523");
	BANK(t);                         /* 250 + 9500 = 9750 */
	THROW(t, "22346");
	THROW(t, "11123");
	refused(t, ACTION_BANK, NULL, "keep 1 1 first (9950)");
	KEEP(t, "111");                  /* kept all the same */
	BANK(t);                         /* 1000: 10750 passes */
	assert_int_equal(t->out.end, END_VOIDED);
	assert_false(t->out.crossed);
	assert_int_equal(t->st.player[0].score, 9750);
	THROW(t, "22346");
	THROW(t, "15234");
	KEEP(t, "5");
	THROW(t, "1234");
	KEEP(t, "1");
	THROW(t, "235");
	refused(t, ACTION_THROW, "2", "no 2 of them score");
	THROW(t, "23");                  /* the 5 set aside, then a bust */
	assert_true(t->out.implicit_keep);
	assert_int_equal(t->out.end, END_BUST);
	assert_int_equal(t->out.points, 200);
	THROW(t, "22346");
	THROW(t, "15234");
	KEEP(t, "15");
	BANK(t);                         /* 150: 9900 */
	THROW(t, "22346");
	THROW(t, "12346");
	BANK(t);                         /* 100: exactly 10000 */
	assert_int_equal(t->out.end, END_WON);
	assert_true(t->out.game_over);
	assert_int_equal(t->st.winner, 0);
	assert_int_equal(t->st.phase, PHASE_OVER);
	refused(t, ACTION_THROW, "12345", "the game is over");
	/* the turn the screen is told of a game over: nobody throws next */
	struct game g;
	memset(&g, 0, sizeof g);
	g.state = &t->st;
	struct turn_view v;
	farkle_turn(&g, &v);
	assert_int_equal(v.next, NEXT_NONE);
	table_free(t);
}

/* With an exact target, a bank without keep that would pass it while fewer
 * dice would not is refused, naming the dice that fit. */
static void
test_bank_asks_for_the_dice_that_fit(void **state)
{
	(void)state;
	const char *opts[] = {"target=1200", "opening=0", NULL};
	struct table *t = table_new("10000", 1, opts);
	THROW(t, "11123");
	BANK(t);                         /* 1000 */
	THROW(t, "11552");               /* worth 300: 1300 would pass */
	refused(t, ACTION_BANK, NULL, "keep 1 1 first (1200), exactly the target");
	KEEP(t, "11");
	BANK(t);
	assert_int_equal(t->out.end, END_WON);
	table_free(t);

	/* a smaller group that does not reach the target is named too */
	const char *opts2[] = {"target=1150", "opening=0", NULL};
	t = table_new("10000", 1, opts2);
	THROW(t, "11123");
	BANK(t);                         /* 1000 */
	THROW(t, "11234");               /* 200 would pass 1150; 100 would not */
	refused(t, ACTION_BANK, NULL, "keep 1 first (1100)");
	table_free(t);

	/* only a group that could be banked is suggested */
	const char *opts4[] = {"target=1500", "opening=0", "minbank=300", NULL};
	t = table_new("10000", 1, opts4);
	THROW(t, "11123");
	BANK(t);                         /* 1000 */
	THROW(t, "11152");               /* 1050 passes; 1 1 5 (250) is under minbank */
	BANK(t);                         /* so nothing can be suggested: voided */
	assert_int_equal(t->out.end, END_VOIDED);
	table_free(t);

	/* the least a group may bring is the minimum bank where it is above
	 * the opening, for a player not opened */
	const char *opts5[] = {"target=550", "opening=300", "minbank=400", NULL};
	t = table_new("10000", 1, opts5);
	THROW(t, "55512");               /* 600 would pass 550 */
	refused(t, ACTION_BANK, NULL, "banking all that scores in 1 2 5 5 5 would pass 550;"
	    " keep 5 5 5 first (500)");
	table_free(t);

	/* where a full hand may be banked, the fit is looked for among groups
	 * of every die too */
	const char *opts6[] = {"target=550", "opening=0", "fullhand=bank", NULL};
	t = table_new("10000", 1, opts6);
	THROW(t, "55511");               /* 700, a full hand, would pass 550 */
	refused(t, ACTION_BANK, NULL, "keep 5 5 5 first (500)");
	table_free(t);

	/* where nothing fits, the overshoot rule decides */
	const char *opts3[] = {"target=1020", "opening=0", NULL};
	t = table_new("10000", 1, opts3);
	THROW(t, "11123");
	BANK(t);
	THROW(t, "15236");               /* even the 5 is 50: past 1020 */
	BANK(t);
	assert_int_equal(t->out.end, END_VOIDED);
	assert_int_equal(t->st.player[0].score, 1000);
	table_free(t);
}

/* A full hand must be thrown; the refusal says which fewer dice could be
 * banked, and only where some could. */
static void
test_full_hand_refusal_names_what_can_be_banked(void **state)
{
	(void)state;
	struct table *t = table_new("10000", 1, NULL);
	THROW(t, "11123");
	BANK(t);                         /* opened with 1000 */
	THROW(t, "12346");
	KEEP(t, "1");
	THROW(t, "1555");                /* all four score */
	refused(t, ACTION_BANK, NULL, "thrown again (keep 5 5 5 to bank)");
	table_free(t);

	t = table_new("10000", 1, NULL);
	THROW(t, "11234");
	KEEP(t, "11");
	THROW(t, "555");                 /* 700 with all three, 300 with two: short of 500 */
	refused(t, ACTION_BANK, NULL, "must be thrown again");
	char why[FARKLE_WHY];
	struct farkle_action bank = {ACTION_BANK, {0, {0}}};
	assert_false(said(farkle_apply(t->scorer, &t->st, &bank, &t->out, &said_msg),
	    &said_msg, why, sizeof why));
	assert_null(strstr(why, "to bank)"));
	table_free(t);
}

static void
test_overshoot_minus2000(void **state)
{
	(void)state;
	const char *opts[] = {"overshoot=minus2000", NULL};
	struct table *t = table_new("10000", 1, opts);
	big_turn(t, 4);
	THROW(t, "11113");
	KEEP(t, "1111");
	BANK(t);                         /* 9500 */
	THROW(t, "11123");
	KEEP(t, "111");
	BANK(t);                         /* 10500: passes */
	assert_int_equal(t->out.end, END_VOIDED);
	assert_true(t->out.penalised);
	assert_false(t->out.crossed);
	assert_int_equal(t->st.player[0].score, 7500);
	table_free(t);
}

static void
test_350_piggyback_and_back_penalty(void **state)
{
	(void)state;
	struct table *t = table_new("10000:350", 2, NULL);
	THROW(t, "15234");               /* straight: 1500 */
	refused(t, ACTION_TAKE, NULL, "nothing to take over");
	KEEP(t, "12345");
	THROW(t, "11234");
	KEEP(t, "1");
	BANK(t);                         /* alice 1600 */
	/* bob has not opened: no take-over on offer */
	assert_int_equal(t->st.offer_points, 0);
	refused(t, ACTION_TAKE, NULL, "only a player who has opened");
	THROW(t, "11124");
	BANK(t);                         /* bob opens with 1000 */
	/* alice may take over 1000 with 2 dice */
	assert_int_equal(t->st.offer_points, 1000);
	assert_int_equal(t->st.offer_dice, 2);
	ok(t, ACTION_TAKE, NULL);
	refused(t, ACTION_BANK, NULL, "must throw");
	refused(t, ACTION_THROW, "12345", "5 dice typed, 2 in hand");
	THROW(t, "15");                  /* both score: banking them is a full hand */
	refused(t, ACTION_BANK, NULL, "full hand");
	KEEP(t, "1");
	BANK(t);                         /* 1000 + 100 */
	assert_int_equal(t->st.player[0].score, 2700);
	assert_int_equal(t->st.player[1].score, 1000);
	/* bob declines by throwing all five; then three crosses take him back */
	assert_int_equal(t->st.offer_points, 1100);
	assert_int_equal(t->st.offer_dice, 1);
	THROW(t, "22346");
	assert_int_equal(t->st.offer_points, 0);
	assert_int_equal(t->st.player[1].crosses, 1);
	THROW(t, "22346");               /* alice */
	THROW(t, "22346");               /* bob: 2 */
	THROW(t, "22346");
	THROW(t, "22346");               /* bob: 3 -> back to the score before 1000 */
	assert_true(t->out.penalised);
	assert_int_equal(t->st.player[1].score, 0);
	assert_true(t->st.player[1].opened);
	assert_int_equal(t->st.player[1].crosses, 0);
	table_free(t);

	/* a bank that wins leaves nothing on offer, however many dice are left */
	t = table_new("10000:350", 2, NULL);
	t->st.player[0].opened = t->st.player[1].opened = true;
	t->st.player[0].score = 9000;
	THROW(t, "11123");
	BANK(t);                         /* 10000, two dice left */
	assert_int_equal(t->out.end, END_WON);
	assert_true(t->out.game_over);
	assert_int_equal(t->st.offer_points, 0);
	assert_int_equal(t->st.offer_dice, 0);
	table_free(t);
}

/* Sums what each entry of a turn added, as the store's kept_points do. */
static int
added(struct table *t, int sum)
{
	return sum + t->out.added_value;
}

/* A second keep in one throw extends the first: the dice set aside from one
 * throw are one group, worth what that group is worth. */
static void
test_keep_extends(void **state)
{
	(void)state;
	struct table *t = table_new("10000", 2, NULL);
	int sum = 0;
	THROW(t, "55534");
	KEEP(t, "55");
	sum = added(t, sum);
	assert_int_equal(t->st.turn_points, 100);
	struct farkle_state after_first = t->st;
	KEEP(t, "5");
	sum = added(t, sum);
	assert_int_equal(t->st.turn_points, 500);     /* 5 5 5, not 100 + 50 */
	assert_int_equal(t->st.in_hand, 2);
	assert_int_equal(t->st.phase, PHASE_KEPT);
	assert_int_equal(t->out.kept_value, 500);
	assert_int_equal(t->out.added_value, 400);
	assert_int_equal(t->out.kept.count[5], 3);
	assert_int_equal(t->out.kept_added.count[5], 1);
	assert_int_equal(tally_total(&t->out.kept_added), 1);
	refused(t, ACTION_KEEP, "5",
	    "5 5 5 is set aside already, and the throw 5 5 5 3 4 has only three 5s");
	refused(t, ACTION_KEEP, "3", "a 3 scores nothing");
	refused(t, ACTION_KEEP, "6", "there is no 6 in the throw");
	/* replaying the entries up to the first keep gives its state back:
	 * what undo does */
	struct table *u = table_new("10000", 2, NULL);
	ok(u, ACTION_THROW, "55534");
	ok(u, ACTION_KEEP, "55");
	assert_memory_equal(&u->st, &after_first, sizeof after_first);
	table_free(u);

	/* the next throw starts a new group */
	THROW(t, "21");
	KEEP(t, "1");
	sum = added(t, sum);
	assert_int_equal(t->out.kept_value, 100);
	assert_int_equal(t->st.turn_points, 600);
	assert_int_equal(sum, 600);
	BANK(t);
	assert_int_equal(t->st.player[0].score, 600);

	/* a group that does not score as one: nothing changes */
	THROW(t, "22213");
	KEEP(t, "1");
	refused(t, ACTION_KEEP, "2",
	    "1 2 does not score as one group: the dice set aside from one throw are one group");
	KEEP(t, "222");
	assert_int_equal(t->st.turn_points, 300);
	assert_int_equal(t->out.added_value, 200);
	assert_int_equal(t->st.in_hand, 1);
	table_free(t);
}

/* An extension that empties the hand is a full hand; one that adds no
 * points (five 1s are worth four 1s in 10000:350) is still a keep. */
static void
test_keep_extends_to_full_hand(void **state)
{
	(void)state;
	struct table *t = table_new("10000:350", 1, NULL);
	THROW(t, "11555");
	KEEP(t, "555");
	KEEP(t, "11");
	assert_true(t->out.full_hand);
	assert_int_equal(t->st.phase, PHASE_FULL_HAND);
	assert_int_equal(t->st.turn_points, 700);
	assert_int_equal(t->out.added_value, 200);
	refused(t, ACTION_KEEP, "1", "full hand");
	THROW(t, "11111");
	KEEP(t, "1111");
	assert_int_equal(t->st.turn_points, 5700);
	KEEP(t, "1");
	assert_true(t->out.full_hand);
	assert_int_equal(t->out.kept_value, 5000);
	assert_int_equal(t->out.added_value, 0);
	assert_int_equal(t->st.turn_points, 5700);
	table_free(t);
}

/* The turn-points bound holds for what an extension adds. */
static void
test_keep_extends_within_bounds(void **state)
{
	(void)state;
	struct table *t = table_new("10000", 1, NULL);
	THROW(t, "55534");
	KEEP(t, "55");
	t->st.turn_points = FARKLE_SCORE_MAX - 100;
	refused(t, ACTION_KEEP, "5", "more than tapis counts");
	refused(t, ACTION_KEEP, "", "keep needs the dice to set aside");
	table_free(t);
}

/* The bounds of a score and a turn hold for a keep a throw implies, a bank
 * of the throw on the table, and a bank of what is set aside. */
static void
test_bank_within_bounds(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=1000000", "exact=no", "opening=0", NULL};
	struct table *t = table_new("10000", 1, opts);
	THROW(t, "55534");
	t->st.turn_points = FARKLE_SCORE_MAX - 100;
	refused(t, ACTION_THROW, "23", "more than tapis counts");     /* 5 5 5 kept */
	refused(t, ACTION_BANK, NULL, "more than tapis counts");
	KEEP(t, "5");
	t->st.turn_points = FARKLE_SCORE_MAX - 400;
	t->st.player[0].score = 500;
	refused(t, ACTION_BANK, NULL, "that would pass 1000000000 points, more than tapis"
	    " counts");
	table_free(t);
}

/* fullhand=bank: all five dice set aside may be banked, and with
 * piggyback=yes leave nothing to take over. */
static void
test_full_hand_banked(void **state)
{
	(void)state;
	static const char *const opts[] = {"fullhand=bank", NULL};
	struct table *t = table_new("10000:350", 2, opts);
	THROW(t, "11155");
	KEEP(t, "11155");
	assert_int_equal(t->st.phase, PHASE_FULL_HAND);
	BANK(t);
	assert_int_equal(t->out.end, END_BANKED);
	assert_int_equal(t->out.points, 1100);
	assert_int_equal(t->st.player[0].score, 1100);
	assert_int_equal(t->st.current, 1);
	assert_int_equal(t->st.offer_points, 0);
	table_free(t);
}

/* piggyback=yes, lastround=yes: bob's bank of the last round ends the
 * game, and leaves nothing to take over. */
static void
test_last_bank_offers_nothing(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=1000", "opening=0", "lastround=yes", NULL};
	struct table *t = table_new("10000:350", 2, opts);
	THROW(t, "11123");
	KEEP(t, "111");
	BANK(t);                                 /* alice: 1000, the last round */
	assert_true(t->out.last_round_started);
	THROW(t, "11123");
	KEEP(t, "11");
	BANK(t);                                 /* bob: 200, two dice left */
	assert_true(t->out.game_over);
	assert_int_equal(t->out.winner, 0);
	assert_int_equal(t->st.phase, PHASE_OVER);
	assert_int_equal(t->st.offer_points, 0);
	table_free(t);
}

/* penalty=back strikes the last written score, bank by bank, as far back
 * as the last 64 of them: then to 0. */
static void
test_back_through_64_banks(void **state)
{
	(void)state;
	static const char *const opts[] = {"target=1000000", "exact=no", "opening=0",
	    "crosses=1", "penalty=back", NULL};
	struct table *t = table_new("10000", 1, opts);
	for (int i = 1; i <= 65; i++) {
		THROW(t, "52236");
		BANK(t);
		assert_int_equal(t->st.player[0].score, 50 * i);
	}
	for (int i = 64; i >= 0; i--) {
		THROW(t, "22346");
		assert_true(t->out.penalised);
		assert_int_equal(t->st.player[0].score, 50 * i);
	}
	table_free(t);
}

/* tapis-games(7), Piggy-back: the take-over is not offered to the player
 * who banked. */
static void
test_piggyback_not_to_the_banker(void **state)
{
	(void)state;
	struct table *t = table_new("10000:350", 1, NULL);
	THROW(t, "11123");
	KEEP(t, "111");
	BANK(t);
	assert_int_equal(t->out.end, END_BANKED);
	assert_int_equal(t->st.current, 0);
	assert_int_equal(t->st.offer_points, 0);
	refused(t, ACTION_TAKE, NULL, "nothing to take over");
	refused(t, ACTION_THROW, "23", "2 dice typed, 5 in hand");
	table_free(t);
}

/* bob opens with 1000 leaving 2 dice; alice is on offer. */
static struct table *
offer_1000_with_2(void)
{
	struct table *t = table_new("10000:350", 2, NULL);
	THROW(t, "11123");
	BANK(t);                         /* alice opens with 1000 */
	THROW(t, "11124");
	BANK(t);                         /* bob opens with 1000 */
	assert_int_equal(t->st.offer_points, 1000);
	assert_int_equal(t->st.offer_dice, 2);
	return t;
}

/* Throwing the dice on offer takes the offer: one entry, the taken turn's
 * first throw. */
static void
test_take_by_throwing(void **state)
{
	(void)state;
	struct table *t = offer_1000_with_2();
	refused(t, ACTION_THROW, "123",
	    "3 dice typed: throw 2 to take over 1000, or all 5 to decline");
	refused(t, ACTION_THROW, "1", "1 die typed: throw 2 to take over 1000, or all 5");
	THROW(t, "15");
	assert_true(t->out.took);
	assert_int_equal(t->out.took_points, 1000);
	assert_true(t->st.taken);
	assert_int_equal(t->st.offer_points, 0);
	assert_int_equal(t->st.turn_points, 1000);
	assert_int_equal(t->st.phase, PHASE_THROWN);
	KEEP(t, "1");
	assert_false(t->out.took);
	BANK(t);
	assert_int_equal(t->st.player[0].score, 2100);

	/* the same through `take` ends in the same state */
	struct table *u = offer_1000_with_2();
	ok(u, ACTION_TAKE, NULL);
	ok(u, ACTION_THROW, "15");
	ok(u, ACTION_KEEP, "1");
	ok(u, ACTION_BANK, NULL);
	assert_memory_equal(&u->st, &t->st, sizeof t->st);
	table_free(u);
	table_free(t);

	/* a bust on the dice taken loses the points taken */
	t = offer_1000_with_2();
	THROW(t, "23");
	assert_true(t->out.took);
	assert_int_equal(t->out.end, END_BUST);
	assert_int_equal(t->out.points, 1000);
	assert_true(t->out.crossed);
	assert_int_equal(t->st.player[0].score, 1000);
	table_free(t);

	/* all five decline */
	t = offer_1000_with_2();
	THROW(t, "22346");
	assert_false(t->out.took);
	assert_false(t->st.taken);
	assert_int_equal(t->st.offer_points, 0);
	table_free(t);
}

static void
test_implied_keeps(void **state)
{
	(void)state;
	struct table *t = table_new("10000", 1, NULL);
	struct tally out[8];
	assert_int_equal(farkle_implied_keeps(t->scorer, &t->st, 5, out, 8), 0);
	THROW(t, "11534");
	assert_int_equal(farkle_implied_keeps(t->scorer, &t->st, 3, out, 8), 2); /* 1 1, 1 5 */
	assert_int_equal(farkle_implied_keeps(t->scorer, &t->st, 3, out, 0), 2);
	assert_int_equal(farkle_implied_keeps(t->scorer, &t->st, 2, out, 8), 1);
	assert_int_equal(out[0].count[1], 2);
	assert_int_equal(out[0].count[5], 1);
	assert_int_equal(tally_total(&out[0]), 3);
	assert_int_equal(farkle_implied_keeps(t->scorer, &t->st, 1, out, 8), 0);
	assert_int_equal(farkle_implied_keeps(t->scorer, &t->st, 5, out, 8), 0);
	assert_int_equal(farkle_implied_keeps(t->scorer, &t->st, 0, out, 8), 0);
	/* what the throw engine infers agrees */
	refused(t, ACTION_THROW, "234", "which dice");
	THROW(t, "23");
	assert_int_equal(t->out.kept_value, 250);
	/* a whole throw that scores, then a full hand typed */
	THROW(t, "11155");
	assert_int_equal(farkle_implied_keeps(t->scorer, &t->st, 5, out, 8), 1);
	assert_int_equal(tally_total(&out[0]), 5);
	KEEP(t, "111");
	assert_int_equal(farkle_implied_keeps(t->scorer, &t->st, 2, out, 8), 0);
	/* after a keep, a throw of fewer dice than are left sets aside more:
	 * what scores with the dice already set aside, as one group */
	assert_int_equal(farkle_implied_keeps(t->scorer, &t->st, 1, out, 8), 1);
	assert_int_equal(out[0].count[5], 1);
	assert_int_equal(tally_total(&out[0]), 1);
	assert_int_equal(farkle_implied_keeps(t->scorer, &t->st, 5, out, 8), 1);   /* full hand */
	assert_int_equal(out[0].count[5], 2);
	THROW(t, "4");
	assert_int_equal(t->out.kept_value, 1050);            /* 1 1 1 5, one group */
	assert_true(t->out.implicit_keep);
	table_free(t);
	/* 5 5 then 5 again: one group of three, worth 500 */
	t = table_new("10000", 1, NULL);
	THROW(t, "55523");
	KEEP(t, "55");
	THROW(t, "12");
	assert_int_equal(t->out.kept_value, 500);
	assert_int_equal(t->out.added_value, 400);
	assert_int_equal(t->st.turn_points, 500);
	table_free(t);
}

/* Whether typing a throw of dice now asks "did alice bank?" (the state
 * unchanged), into question. */
static bool
forgot(struct table *t, const char *faces, char *question, size_t len)
{
	static const char *const names[] = {"alice", "bob"};
	struct farkle_action fa = action(ACTION_THROW, faces);
	struct action a = {ACTION_THROW, fa.dice, {0, 0}}, end;
	struct farkle_state before = t->st;
	question[0] = '\0';
	bool asked = engine_forgotten_end(&farkle_engine, t->scorer, &t->st, names, &a, &end,
	    question, len);
	assert_memory_equal(&before, &t->st, sizeof before);
	if (asked)
		assert_int_equal(end.verb, ACTION_BANK);
	return asked;
}

/* A full hand typed where the rules refuse it while the turn could be
 * banked asks whether alice banked; a turn's first throw, fewer dice, and
 * a full hand the rules take (fullhand=bank after 1 1 1 5 5: all five
 * kept, thrown again) ask nothing. */
static void
test_forgotten_bank(void **state)
{
	(void)state;
	static const char *const open[] = {"opening=0", NULL};
	char q[128];
	struct table *t = table_new("10000", 2, open);
	assert_false(forgot(t, "22346", q, sizeof q));          /* the first throw */
	THROW(t, "11534");
	KEEP(t, "115");
	assert_false(forgot(t, "23", q, sizeof q));             /* the two in hand */
	assert_true(forgot(t, "22346", q, sizeof q));
	assert_string_equal(q, "did alice bank?");
	/* a keep is no throw; after a full hand, five dice are its throw */
	struct action keep = {ACTION_KEEP, action(ACTION_KEEP, "11").dice, {0, 0}}, end;
	assert_false(engine_forgotten_end(&farkle_engine, t->scorer, &t->st, NULL, &keep, &end,
	    q, sizeof q));
	THROW(t, "11");
	KEEP(t, "11");
	assert_int_equal(t->st.phase, PHASE_FULL_HAND);
	assert_false(forgot(t, "22346", q, sizeof q));
	table_free(t);

	static const char *const full[] = {"opening=0", "fullhand=bank", NULL};
	t = table_new("10000", 2, full);
	THROW(t, "11155");
	assert_true(farkle_can_bank(t->scorer, &t->st));
	assert_false(forgot(t, "22346", q, sizeof q));
	THROW(t, "22346");                       /* accepted: the full hand thrown */
	assert_true(t->out.implicit_keep);
	assert_int_equal(t->out.kept_value, 1100);
	table_free(t);

	/* a turn taken over, its two dice not yet thrown: five typed are no
	 * forgotten bank (nothing can be banked before that throw), refused
	 * as they stand */
	t = offer_1000_with_2();
	ok(t, ACTION_TAKE, NULL);
	assert_false(forgot(t, "22346", q, sizeof q));
	refused(t, ACTION_THROW, "22346", "5 dice typed, 2 in hand");
	table_free(t);
}

static void
test_can_bank(void **state)
{
	(void)state;
	struct table *t = table_new("10000", 2, NULL);
	assert_false(farkle_can_bank(t->scorer, &t->st));
	THROW(t, "11534");
	struct farkle_state before = t->st;
	assert_false(farkle_can_bank(t->scorer, &t->st));   /* 250: not open */
	assert_memory_equal(&before, &t->st, sizeof before);
	THROW(t, "11");             /* 1 1 5 set aside, then two 1s */
	assert_false(farkle_can_bank(t->scorer, &t->st));   /* 1 1 is a full hand */
	KEEP(t, "1");
	assert_false(farkle_can_bank(t->scorer, &t->st));   /* 350: not open */
	KEEP(t, "1");               /* extends to 1 1: full hand, 450 */
	assert_true(t->out.full_hand);
	assert_false(farkle_can_bank(t->scorer, &t->st));
	table_free(t);
	t = table_new("10000", 2, NULL);
	THROW(t, "11123");
	assert_true(farkle_can_bank(t->scorer, &t->st));
	KEEP(t, "111");
	assert_true(farkle_can_bank(t->scorer, &t->st));
	THROW(t, "55");
	KEEP(t, "55");              /* full hand: must throw */
	assert_false(farkle_can_bank(t->scorer, &t->st));
	table_free(t);
}

static void
test_350_overshoot_cross(void **state)
{
	(void)state;
	struct table *t = table_new("10000:350", 1, NULL);
	THROW(t, "11112");               /* four 1s: 5000 */
	KEEP(t, "1111");
	THROW(t, "1");
	KEEP(t, "1");                    /* full hand: 5100 */
	THROW(t, "22223");               /* four 2s: 2000 */
	KEEP(t, "2222");
	BANK(t);                         /* 7100 */
	THROW(t, "11113");
	KEEP(t, "1111");
	BANK(t);                         /* 12100: passes, a cross */
	assert_int_equal(t->out.end, END_VOIDED);
	assert_true(t->out.crossed);
	assert_int_equal(t->st.player[0].crosses, 1);
	assert_int_equal(t->st.player[0].score, 7100);
	table_free(t);
}

static void
test_5000(void **state)
{
	(void)state;
	struct table *t = table_new("5000", 2, NULL);
	refused(t, ACTION_THROW, "12345", "5 dice typed, 6 in hand");
	THROW(t, "223344");              /* three pairs */
	assert_int_equal(t->out.eval.best, 600);
	KEEP(t, "223344");
	assert_true(t->out.full_hand);
	THROW(t, "123456");              /* the straight */
	refused(t, ACTION_BANK, NULL, "full hand");
	KEEP(t, "123456");
	THROW(t, "122346");
	BANK(t);                         /* no opening: 600 + 1200 + 100 */
	assert_int_equal(t->st.player[0].score, 1900);
	THROW(t, "111111");              /* six 1s win at once */
	assert_int_equal(t->out.end, END_WON);
	assert_int_equal(t->st.winner, 1);
	table_free(t);

	/* reaching the target or more wins ... */
	const char *small[] = {"target=1000", NULL};
	t = table_new("5000", 1, small);
	THROW(t, "111234");
	KEEP(t, "111");
	THROW(t, "523");
	BANK(t);                         /* 1050: past 1000 is a win */
	assert_int_equal(t->out.end, END_WON);
	table_free(t);

	/* ... unless the finish must be exact: then the bank is refused */
	const char *exact[] = {"target=1000", "exact=yes", NULL};
	t = table_new("5000", 1, exact);
	THROW(t, "111234");
	KEEP(t, "111");
	THROW(t, "523");
	KEEP(t, "5");
	refused(t, ACTION_BANK, NULL, "1050 would pass 1000");
	THROW(t, "23");                  /* so the turn goes on, and busts */
	assert_int_equal(t->out.end, END_BUST);
	assert_int_equal(t->st.player[0].score, 0);
	table_free(t);
}

static void
test_house_rules(void **state)
{
	(void)state;
	/* collision: landing on a score sends its owner back */
	const char *collide[] = {"collision=yes", NULL};
	struct table *t = table_new("10000", 3, collide);
	THROW(t, "11123");
	BANK(t);                         /* alice 1000 */
	THROW(t, "11123");
	BANK(t);                         /* bob 1000: alice back to 0 */
	assert_int_equal(t->out.nbumped, 1);
	assert_int_equal(t->out.bumped[0], 0);
	assert_int_equal(t->st.player[0].score, 0);
	assert_int_equal(t->st.player[1].score, 1000);
	table_free(t);

	/* landing on a score sends its owner back to the score before their
	 * last bank, even after a minus penalty took points off since */
	t = table_new("10000", 2, collide);
	THROW(t, "22346");               /* a */
	THROW(t, "11123");
	BANK(t);                         /* b opens with 1000 */
	THROW(t, "22346");
	THROW(t, "55523");
	BANK(t);                         /* b 1500 */
	for (int i = 0; i < 3; i++) {
		THROW(t, "22346");       /* a */
		THROW(t, "22346");       /* b: three crosses cost 1000 */
	}
	assert_int_equal(t->st.player[1].score, 500);
	THROW(t, "55523");
	BANK(t);                         /* a opens with 500: lands on b */
	assert_int_equal(t->out.nbumped, 1);
	assert_int_equal(t->st.player[1].score, 1000);
	table_free(t);

	/* a minimum on every bank, and a full hand that may be banked */
	const char *minbank[] = {"minbank=300", "fullhand=bank", "opening=0", NULL};
	t = table_new("10000", 1, minbank);
	THROW(t, "12346");
	refused(t, ACTION_BANK, NULL, "a bank needs 300");
	KEEP(t, "1");
	THROW(t, "5555");
	BANK(t);                         /* four 5s: 750, a full hand, banked */
	assert_int_equal(t->st.player[0].score, 850);
	table_free(t);

	/* last round: the others get one more turn, and the last to reach wins */
	const char *last[] = {"lastround=yes", "exact=no", "target=1000", "opening=0", NULL};
	t = table_new("10000", 3, last);
	THROW(t, "22346");               /* alice */
	THROW(t, "11123");
	BANK(t);                         /* bob reaches 1000 */
	assert_true(t->out.last_round_started);
	assert_false(t->out.game_over);
	THROW(t, "11123");
	BANK(t);                         /* carol too */
	assert_false(t->out.game_over);
	THROW(t, "22346");               /* alice's last turn */
	assert_true(t->out.game_over);
	assert_int_equal(t->st.winner, 2);
	table_free(t);

	/* floor at zero */
	const char *floor0[] = {"floor=yes", NULL};
	t = table_new("10000", 1, floor0);
	open_with_1000(t);
	THROW(t, "11123");
	THROW(t, "23");                  /* bust: cross 1 */
	THROW(t, "22346");
	THROW(t, "22346");               /* cross 3: -1000 from 1000 */
	assert_int_equal(t->st.player[0].score, 0);
	for (int i = 0; i < 3; i++)
		THROW(t, "22346");
	assert_int_equal(t->st.player[0].score, 0);
	table_free(t);
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_throw_keep_bank),
		cmocka_unit_test(test_implicit_keep),
		cmocka_unit_test(test_bad_entries_change_nothing),
		cmocka_unit_test(test_crosses_booklet),
		cmocka_unit_test(test_scoring_turn_breaks_the_run),
		cmocka_unit_test(test_exact_finish_and_overshoot),
		cmocka_unit_test(test_bank_asks_for_the_dice_that_fit),
		cmocka_unit_test(test_full_hand_refusal_names_what_can_be_banked),
		cmocka_unit_test(test_overshoot_minus2000),
		cmocka_unit_test(test_350_piggyback_and_back_penalty),
		cmocka_unit_test(test_350_overshoot_cross),
		cmocka_unit_test(test_keep_extends),
		cmocka_unit_test(test_keep_extends_to_full_hand),
		cmocka_unit_test(test_keep_extends_within_bounds),
		cmocka_unit_test(test_bank_within_bounds),
		cmocka_unit_test(test_full_hand_banked),
		cmocka_unit_test(test_back_through_64_banks),
		cmocka_unit_test(test_last_bank_offers_nothing),
		cmocka_unit_test(test_piggyback_not_to_the_banker),
		cmocka_unit_test(test_take_by_throwing),
		cmocka_unit_test(test_implied_keeps),
		cmocka_unit_test(test_can_bank),
		cmocka_unit_test(test_forgotten_bank),
		cmocka_unit_test(test_5000),
		cmocka_unit_test(test_house_rules),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
