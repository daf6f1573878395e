/* An open game: its log of entries, undo, redo and replay. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "advice.h"
#include "advice_cache.h"
#include "dice.h"
#include "engine.h"
#include "faultvfs.h"
#include "families.h"
#include "farkle.h"
#include "game.h"
#include "said.h"

/* ---- helpers */

static const struct engine *const E = &farkle_engine;

/* The Farkle state and rules of a game, and the Farkle part of an outcome,
 * as the engine interface hands them out. */
static struct farkle_state *
st(const struct game *g)
{
	return g->state;
}

static const struct farkle_rules *
rules_of(const struct game *g)
{
	return &((const struct farkle_scorer *)game_rules(g))->rules;
}

static const struct farkle_outcome *
fo(const union outcome *o)
{
	return &((const struct farkle_result *)o)->farkle;
}

static struct game *
new_game(const char *preset, int nplayers, const char *const *options)
{
	char names[4][GAME_NAME_BYTES + 1] = {"alice", "bob", "Léa", "dan"};
	char *argv[4] = {names[0], names[1], names[2], names[3]};
	char why[FARKLE_WHY];
	void *r = game_rules_new(E, preset);
	assert_non_null(r);
	for (; options && *options; options++)
		if (!said(E->option_set(r, *options, &said_msg), &said_msg, why,
		    sizeof why))
			fail_msg("option %s: %s", *options, why);
	assert_true(said(E->check(r, &said_msg), &said_msg, why, sizeof why));
	assert_true(nplayers <= 4);
	struct game *g = game_create(E, preset, r, nplayers, argv);
	free(r);
	assert_non_null(g);
	return g;
}

/* "t11534" a throw, "k11" a keep, "b" a bank, "take" a take-over.  The
 * action is zeroed first so that its bytes are fully defined. */
static struct action
action(const char *entry)
{
	struct action a;
	memset(&a, 0, sizeof a);
	if (strcmp(entry, "take") == 0) {
		a.verb = ACTION_TAKE;
		return a;
	}
	switch (entry[0]) {
	case 't': a.verb = ACTION_THROW; break;
	case 'k': a.verb = ACTION_KEEP; break;
	case 'b': a.verb = ACTION_BANK; break;
	default: fail_msg("bad entry '%s' in the test", entry);
	}
	for (const char *p = entry + 1; *p; p++)
		if (*p >= '1' && *p <= '6' && a.dice.n < DICE_MAX)
			a.dice.face[a.dice.n++] = (unsigned char)(*p - '0');
	return a;
}

/* The head of an outcome says what its Farkle part says. */
static void
head_agrees(const union outcome *o)
{
	const struct farkle_outcome *f = fo(o);
	assert_int_equal(o->head.seat, f->seat);
	assert_int_equal(o->head.points, f->points);
	assert_int_equal(o->head.score_after, f->score_after);
	assert_int_equal(o->head.game_over, f->game_over);
	assert_int_equal(o->head.winner, f->winner);
	assert_true((o->head.end == NULL) == (f->end == END_NONE));
}

/* Plays one entry that must be accepted. */
static void
play(struct game *g, const char *entry, union outcome *out)
{
	struct action a = action(entry);
	union outcome o;
	char why[FARKLE_WHY] = "";
	int nactive = g->nactive;
	int seat = game_current(g);
	if (out == NULL)
		out = &o;
	if (!game_play(g, &a, out, why, sizeof why))
		fail_msg("entry %d '%s' refused: %s", nactive + 1, entry, why);
	head_agrees(out);
	assert_int_equal(out->head.seat, seat);
	assert_int_equal(g->nactive, nactive + 1);
	assert_int_equal(g->ntotal, g->nactive);
	assert_int_equal(g->entry[nactive].seat, seat);
	assert_int_equal(g->entry[nactive].action.verb, a.verb);
	assert_int_equal(g->entry[nactive].action.dice.n, a.dice.n);
	assert_memory_equal(g->entry[nactive].action.dice.face, a.dice.face, (size_t)a.dice.n);
}

static void
player_equal(const struct farkle_player *a, const struct farkle_player *b, int seat,
    const char *where)
{
	if (a->score != b->score || a->crosses != b->crosses || a->opened != b->opened ||
	    a->nhist != b->nhist)
		fail_msg("%s: seat %d differs: score %d/%d crosses %d/%d opened %d/%d nhist %d/%d",
		    where, seat, a->score, b->score, a->crosses, b->crosses, a->opened, b->opened,
		    a->nhist, b->nhist);
	assert_true(a->nhist >= 0 && a->nhist <= FARKLE_HISTORY);
	assert_memory_equal(a->hist, b->hist, (size_t)a->nhist * sizeof a->hist[0]);
}

/* The two states are the same, field by field (for a readable failure),
 * then byte for byte. */
static void
state_equal(const struct farkle_state *a, const struct farkle_state *b, const char *where)
{
	if (a->nplayers != b->nplayers || a->current != b->current || a->turns != b->turns ||
	    a->phase != b->phase || a->turn_points != b->turn_points ||
	    a->in_hand != b->in_hand || a->last_busted != b->last_busted ||
	    a->offer_points != b->offer_points || a->offer_dice != b->offer_dice ||
	    a->taken != b->taken || a->leader != b->leader ||
	    a->final_turns != b->final_turns || a->winner != b->winner)
		fail_msg("%s: states differ: current %d/%d turns %d/%d phase %d/%d turn %d/%d "
		    "in_hand %d/%d offer %d/%d", where, a->current, b->current, a->turns, b->turns,
		    (int)a->phase, (int)b->phase, a->turn_points, b->turn_points, a->in_hand,
		    b->in_hand, a->offer_points, b->offer_points);
	assert_int_equal(a->last.n, b->last.n);
	assert_memory_equal(a->last.face, b->last.face, (size_t)a->last.n);
	for (int i = 0; i < a->nplayers; i++)
		player_equal(&a->player[i], &b->player[i], i, where);
	if (memcmp(a, b, sizeof *a) != 0)
		fail_msg("%s: states differ in their bytes", where);
}

static void
tally_same(const struct tally *a, const struct tally *b)
{
	assert_memory_equal(a->count, b->count, sizeof a->count);
}

/* What the engine said, field by field (an outcome may hold padding). */
static void
outcome_equal(const union outcome *ua, const union outcome *ub, int entry)
{
	const struct farkle_outcome *a = fo(ua), *b = fo(ub);
	assert_int_equal(ua->head.seat, ub->head.seat);
	assert_ptr_equal(ua->head.end, ub->head.end);
	assert_int_equal(ua->head.points, ub->head.points);
	assert_int_equal(ua->head.score_after, ub->head.score_after);
	assert_int_equal(ua->head.game_over, ub->head.game_over);
	assert_int_equal(ua->head.winner, ub->head.winner);
	if (a->seat != b->seat || a->end != b->end || a->points != b->points ||
	    a->score_after != b->score_after || a->crossed != b->crossed ||
	    a->crosses != b->crosses || a->penalised != b->penalised)
		fail_msg("entry %d: outcomes differ: seat %d/%d end %d/%d points %d/%d "
		    "score %d/%d crossed %d/%d", entry, a->seat, b->seat, (int)a->end, (int)b->end,
		    a->points, b->points, a->score_after, b->score_after, a->crossed, b->crossed);
	assert_int_equal(a->implicit_keep, b->implicit_keep);
	tally_same(&a->kept, &b->kept);
	assert_int_equal(a->kept_value, b->kept_value);
	assert_int_equal(a->full_hand, b->full_hand);
	assert_int_equal(a->threw, b->threw);
	assert_int_equal(a->thrown.n, b->thrown.n);
	assert_memory_equal(a->thrown.face, b->thrown.face, (size_t)a->thrown.n);
	assert_int_equal(a->eval.best, b->eval.best);
	tally_same(&a->eval.best_group, &b->eval.best_group);
	tally_same(&a->eval.scoring, &b->eval.scoring);
	assert_int_equal(a->eval.wins, b->eval.wins);
	assert_int_equal(a->dice_thrown, b->dice_thrown);
	assert_int_equal(a->took, b->took);
	assert_int_equal(a->opened_now, b->opened_now);
	assert_int_equal(a->penalty_from, b->penalty_from);
	assert_int_equal(a->nbumped, b->nbumped);
	assert_memory_equal(a->bumped, b->bumped, (size_t)a->nbumped * sizeof a->bumped[0]);
	assert_int_equal(a->last_round_started, b->last_round_started);
	assert_int_equal(a->game_over, b->game_over);
	assert_int_equal(a->winner, b->winner);
}

/* A game of 10000:350 for alice and bob with a bit of everything: keeps,
 * full hands, implicit keeps, busts, crosses and their penalty, take-overs
 * and declined ones. */
static const char *const script[] = {
	"t15234", "k12345", "t11234", "k1", "b",    /* alice opens: 1600 */
	"t11124", "b",                               /* bob opens: 1000 */
	"take", "t15", "k1", "b",                    /* alice takes over: 2700 */
	"t22346", "t22346", "t22346", "t22346",      /* crosses, both */
	"t22346",                                    /* bob's third: back */
	"t11534", "t23",                             /* alice: 1 1 5 kept, bust */
	"t11111", "k11111", "t22346",                /* bob: full hand, bust */
	"t55523", "k555", "t16", "k1", "b",          /* alice banks 600 */
	"take", "t5", "k5", "t22346",                /* bob takes over, busts */
	"t11123", "b",                               /* alice banks 1000 */
	"t22346",                                    /* bob declines and busts */
};
#define NSCRIPT ((int)(sizeof script / sizeof script[0]))

struct played {
	struct farkle_state before[NSCRIPT + 1];  /* [i]: before entry i; [n]: at the end */
	union outcome out[NSCRIPT];
};

static struct game *
play_script(struct played *p)
{
	struct game *g = new_game("10000:350", 2, NULL);
	for (int i = 0; i < NSCRIPT; i++) {
		p->before[i] = *st(g);
		play(g, script[i], &p->out[i]);
	}
	p->before[NSCRIPT] = *st(g);
	return g;
}

/* ---- tests */

static void
test_create(void **state)
{
	(void)state;
	const struct farkle_preset *p = farkle_preset_find("10000");
	assert_non_null(p);
	struct farkle_scorer *r = game_rules_new(E, "10000");
	assert_non_null(r);
	assert_memory_equal(&r->rules, &p->rules, sizeof p->rules);
	assert_null(game_rules_new(E, "no such preset"));
	char names[2][8] = {"alice", "bob"};
	char *argv[2] = {names[0], names[1]};
	struct game *g = game_create(E, "10000", r, 2, argv);
	assert_non_null(g);
	assert_ptr_equal(g->engine, E);
	assert_string_equal(g->ruleset, "10000");
	assert_int_equal(g->nplayers, 2);
	assert_string_equal(g->name[0], "alice");
	assert_string_equal(g->name[1], "bob");
	assert_string_equal(g->names[1], "bob");
	assert_int_equal(g->nactive, 0);
	assert_int_equal(g->ntotal, 0);
	assert_false(game_is_over(g));
	assert_int_equal(game_current(g), 0);
	assert_int_equal(game_winner(g), -1);
	assert_int_equal(game_score(g, 1), 0);
	/* the game holds its own copy of the names and the rules */
	assert_ptr_not_equal(game_rules(g), r);
	strcpy(names[0], "zoe");
	r->rules.target = 5000;
	assert_string_equal(g->name[0], "alice");
	assert_memory_equal(rules_of(g), &p->rules, sizeof p->rules);
	/* and prepared them: the scorer's table is worked out */
	struct tally ones = {{0, 2, 0, 0, 0, 1, 0}};
	assert_int_equal(farkle_group_value(game_rules(g), &ones), 250);
	/* the state is that of a fresh start */
	struct farkle_state fresh;
	farkle_engine.start(game_rules(g), &fresh, 2);    /* its head too */
	state_equal(st(g), &fresh, "start");
	assert_int_equal(st(g)->current, 0);
	assert_int_equal(st(g)->phase, PHASE_START);
	assert_int_equal(st(g)->in_hand, 5);
	assert_int_equal(st(g)->winner, -1);
	game_free(g);
	r->rules = p->rules;

	/* other presets, and the options of the table */
	g = new_game("5000", 3, (const char *const[]){"target=3000", NULL});
	assert_string_equal(g->ruleset, "5000");
	assert_int_equal(rules_of(g)->target, 3000);
	assert_int_equal(rules_of(g)->dice, 6);
	assert_int_equal(E->hand(game_rules(g)), 6);
	assert_int_equal(st(g)->in_hand, 6);
	assert_int_equal(st(g)->nplayers, 3);
	assert_string_equal(g->name[2], "Léa");
	game_free(g);

	/* seats out of range */
	assert_null(game_create(E, "10000", r, 0, argv));
	assert_null(game_create(E, "10000", r, FARKLE_MAX_PLAYERS + 1, argv));
	game_free(NULL);

	/* a long name or rule set name is cut, never overrun */
	char longname[300];
	memset(longname, 'x', sizeof longname - 1);
	longname[sizeof longname - 1] = '\0';
	char *one[1] = {longname};
	g = game_create(E, longname, r, 1, one);
	assert_non_null(g);
	assert_int_equal(strlen(g->name[0]), GAME_NAME_BYTES);
	assert_int_equal(strlen(g->ruleset), GAME_RULESET_MAX - 1);
	game_free(g);

	/* as many players as there are seats */
	char many[FARKLE_MAX_PLAYERS][8];
	char *manyv[FARKLE_MAX_PLAYERS];
	for (int i = 0; i < FARKLE_MAX_PLAYERS; i++) {
		snprintf(many[i], sizeof many[i], "p%d", i + 1);
		manyv[i] = many[i];
	}
	g = game_create(E, "10000", r, FARKLE_MAX_PLAYERS, manyv);
	assert_non_null(g);
	assert_string_equal(g->name[FARKLE_MAX_PLAYERS - 1], "p16");
	game_free(g);
	free(r);
}

/* A refused entry changes nothing: not the log, not the state. */
static void
refused(struct game *g, const char *entry, const char *reason)
{
	struct action a = action(entry);
	union outcome out;
	struct farkle_state before = *st(g);
	int nactive = g->nactive, ntotal = g->ntotal;
	char why[FARKLE_WHY] = "";
	assert_false(game_play(g, &a, &out, why, sizeof why));
	if (strstr(why, reason) == NULL)
		fail_msg("'%s': expected '%s' in '%s'", entry, reason, why);
	assert_int_equal(g->nactive, nactive);
	assert_int_equal(g->ntotal, ntotal);
	state_equal(st(g), &before, entry);
}

static void
test_play_appends_and_refuses(void **state)
{
	(void)state;
	struct game *g = new_game("10000", 2, NULL);
	union outcome out;
	refused(g, "t1153", "4 dice typed, 5 in hand");
	refused(g, "k1", "no throw yet");
	refused(g, "b", "no throw yet");
	refused(g, "take", "");
	play(g, "t11534", &out);
	assert_int_equal(fo(&out)->seat, 0);
	assert_int_equal(fo(&out)->eval.best, 250);
	refused(g, "k3", "a 3 scores nothing");
	refused(g, "b", "the opening needs 500 in one turn; the turn has 250");
	play(g, "k11", NULL);
	play(g, "t555", NULL);
	play(g, "k555", NULL);
	refused(g, "b", "full hand");
	play(g, "t23461", NULL);
	play(g, "b", &out);
	assert_int_equal(fo(&out)->end, END_BANKED);
	assert_int_equal(fo(&out)->score_after, 800);
	assert_int_equal(g->nactive, 6);
	assert_int_equal(g->entry[5].seat, 0);
	assert_int_equal(g->entry[5].action.verb, ACTION_BANK);
	/* now bob's turn: his entries are recorded as his */
	play(g, "t22346", &out);
	assert_int_equal(fo(&out)->seat, 1);
	assert_int_equal(g->entry[6].seat, 1);
	assert_int_equal(st(g)->current, 0);

	/* a refusal after an undo keeps the undone entries */
	assert_true(game_undo(g));
	assert_true(game_undo(g));
	assert_int_equal(g->nactive, 5);
	assert_int_equal(g->ntotal, 7);
	refused(g, "k5", "no 5 in the throw");
	refused(g, "t123", "");
	assert_int_equal(g->ntotal, 7);
	assert_true(game_redo(g, &out));
	assert_int_equal(fo(&out)->end, END_BANKED);
	game_free(g);
}

/* Undo, one entry at a time back to the start, gives at each step exactly
 * the state there was before the undone entry; so does a replay. */
static void
test_undo_replays_every_point(void **state)
{
	(void)state;
	struct played *p = calloc(1, sizeof *p);
	assert_non_null(p);
	struct game *g = play_script(p);
	assert_int_equal(g->nactive, NSCRIPT);
	assert_true(NSCRIPT >= 30);
	char why[FARKLE_WHY];
	char where[64];

	/* a replay of the whole log is the state reached entry by entry */
	assert_true(game_replay(g, why, sizeof why));
	state_equal(st(g), &p->before[NSCRIPT], "replay of the whole log");

	for (int i = NSCRIPT - 1; i >= 0; i--) {
		assert_true(game_undo(g));
		assert_int_equal(g->nactive, i);
		assert_int_equal(g->ntotal, NSCRIPT);
		snprintf(where, sizeof where, "undo of entry %d '%s'", i + 1, script[i]);
		state_equal(st(g), &p->before[i], where);
		assert_true(game_replay(g, why, sizeof why));
		snprintf(where, sizeof where, "replay after undo of entry %d", i + 1);
		state_equal(st(g), &p->before[i], where);
	}
	/* nothing left to undo: nothing moves */
	assert_false(game_undo(g));
	assert_int_equal(g->nactive, 0);
	assert_int_equal(g->ntotal, NSCRIPT);
	state_equal(st(g), &p->before[0], "undo at the start");
	game_free(g);
	free(p);
}

/* Redo plays the undone entry again with the same outcome. */
static void
test_redo_same_outcome(void **state)
{
	(void)state;
	struct played *p = calloc(1, sizeof *p);
	assert_non_null(p);
	struct game *g = play_script(p);
	union outcome out;
	char where[64];

	assert_false(game_redo(g, &out));   /* nothing undone */
	while (game_undo(g))
		;
	for (int i = 0; i < NSCRIPT; i++) {
		assert_true(game_redo(g, &out));
		assert_int_equal(g->nactive, i + 1);
		assert_int_equal(g->ntotal, NSCRIPT);
		outcome_equal(&out, &p->out[i], i + 1);
		snprintf(where, sizeof where, "redo of entry %d '%s'", i + 1, script[i]);
		state_equal(st(g), &p->before[i + 1], where);
	}
	assert_false(game_redo(g, &out));
	state_equal(st(g), &p->before[NSCRIPT], "redo at the end");

	/* undo and redo in the middle, back and forth */
	for (int k = 0; k < 5; k++)
		assert_true(game_undo(g));
	assert_true(game_redo(g, &out));
	outcome_equal(&out, &p->out[NSCRIPT - 5], NSCRIPT - 4);
	assert_true(game_undo(g));
	state_equal(st(g), &p->before[NSCRIPT - 5], "undo after redo");
	game_free(g);
	free(p);
}

/* A new entry after an undo drops the undone ones. */
static void
test_play_after_undo_drops(void **state)
{
	(void)state;
	struct played *p = calloc(1, sizeof *p);
	assert_non_null(p);
	struct game *g = play_script(p);
	union outcome out;

	/* back to before "t11534" "t23" (entries 17, 18): alice's turn */
	int at = 16;
	assert_string_equal(script[at], "t11534");
	while (g->nactive > at)
		assert_true(game_undo(g));
	assert_int_equal(g->ntotal, NSCRIPT);
	play(g, "t11123", &out);
	assert_int_equal(g->nactive, at + 1);
	assert_int_equal(g->ntotal, at + 1);
	assert_false(game_redo(g, &out));
	assert_int_equal(g->nactive, at + 1);
	assert_int_equal(g->entry[at].action.verb, ACTION_THROW);
	assert_int_equal(g->entry[at].action.dice.face[3], 2);

	/* the same entry as the dropped one: still a new log */
	assert_true(game_undo(g));
	play(g, "t11534", NULL);
	assert_int_equal(g->ntotal, at + 1);
	state_equal(st(g), &p->before[at + 1], "the same entry played again");
	assert_false(game_redo(g, &out));

	/* undo everything, then a first entry: the log is one entry long */
	while (game_undo(g))
		;
	play(g, "t22346", NULL);
	assert_int_equal(g->nactive, 1);
	assert_int_equal(g->ntotal, 1);
	assert_false(game_redo(g, &out));
	game_free(g);
	free(p);
}

/* The store reads a log back entry by entry, active ones first. */
static void
test_load_entry(void **state)
{
	(void)state;
	struct played *p = calloc(1, sizeof *p);
	assert_non_null(p);
	struct game *orig = play_script(p);
	struct game *g = new_game("10000:350", 2, NULL);
	char why[FARKLE_WHY];
	union outcome out;
	int active = 20;

	for (int i = 0; i < NSCRIPT; i++) {
		struct game_entry e = orig->entry[i];
		assert_true(game_load_entry(g, &e, i >= active));
		/* the game keeps its own copy of the entry */
		memset(&e, 0xff, sizeof e);
		assert_int_equal(g->ntotal, i + 1);
		assert_int_equal(g->nactive, i < active ? i + 1 : active);
	}
	for (int i = 0; i < NSCRIPT; i++) {
		const struct game_entry *a = &g->entry[i], *b = &orig->entry[i];
		assert_int_equal(a->seat, b->seat);
		assert_int_equal(a->action.verb, b->action.verb);
		assert_int_equal(a->action.dice.n, b->action.dice.n);
		assert_memory_equal(a->action.dice.face, b->action.dice.face,
		    (size_t)a->action.dice.n);
		assert_memory_equal(a->action.arg, b->action.arg, sizeof a->action.arg);
	}

	/* an active entry after an undone one is refused, and nothing changes */
	struct game_entry late = orig->entry[0];
	assert_false(game_load_entry(g, &late, false));
	assert_int_equal(g->nactive, active);
	assert_int_equal(g->ntotal, NSCRIPT);

	/* loading does not play: the replay does */
	assert_true(game_replay(g, why, sizeof why));
	state_equal(st(g), &p->before[active], "replay of a loaded log");
	/* and the undone entries come back with redo */
	assert_true(game_redo(g, &out));
	outcome_equal(&out, &p->out[active], active + 1);
	state_equal(st(g), &p->before[active + 1], "redo of a loaded entry");
	assert_true(game_undo(g));
	state_equal(st(g), &p->before[active], "undo of a loaded entry");
	game_free(g);

	/* a log that no longer replays under these rules says so */
	g = new_game("5000", 2, NULL);
	assert_true(game_load_entry(g, &orig->entry[0], false));  /* 5 dice, 6 in hand */
	why[0] = '\0';
	assert_false(game_replay(g, why, sizeof why));
	assert_non_null(strstr(why, "5 dice typed, 6 in hand"));
	game_free(g);
	game_free(orig);
	free(p);
}

/* game_try says what an entry would do, and changes nothing. */
static void
test_try(void **state)
{
	(void)state;
	struct game *g = new_game("10000", 2, NULL);
	play(g, "t11534", NULL);
	struct farkle_state before = *st(g);
	union outcome tried, played;
	char why[FARKLE_WHY] = "";
	struct action a = action("k11");
	assert_true(game_try(g, &a, &tried, why, sizeof why));
	head_agrees(&tried);
	assert_int_equal(g->nactive, 1);
	assert_int_equal(g->ntotal, 1);
	state_equal(st(g), &before, "try of an accepted entry");
	play(g, "k11", &played);
	outcome_equal(&tried, &played, 2);
	a = action("k3");
	before = *st(g);
	assert_false(game_try(g, &a, &tried, why, sizeof why));
	assert_true(why[0] != '\0');
	assert_int_equal(g->nactive, 2);
	state_equal(st(g), &before, "try of a refused entry");
	game_free(g);
}

struct walked {
	const struct played *p;
	int calls;
};

static void
walked_entry(const struct game *g, int index, const void *state, const union outcome *o,
    void *ctx)
{
	struct walked *w = ctx;
	char where[64];
	(void)g;
	assert_int_equal(index, w->calls);
	snprintf(where, sizeof where, "walk after entry %d", index + 1);
	state_equal(state, &w->p->before[index + 1], where);
	outcome_equal(o, &w->p->out[index], index + 1);
	w->calls++;
}

/* game_walk plays the log on a state of its own, entry by entry. */
static void
test_walk(void **state)
{
	(void)state;
	struct played *p = calloc(1, sizeof *p);
	assert_non_null(p);
	struct game *g = play_script(p);
	struct farkle_state *mine = malloc(E->state_size);
	assert_non_null(mine);
	struct walked w = {p, 0};
	char why[FARKLE_WHY] = "";
	assert_true(game_walk(g, mine, walked_entry, &w, why, sizeof why));
	assert_int_equal(w.calls, NSCRIPT);
	state_equal(mine, &p->before[NSCRIPT], "walk of the whole log");
	state_equal(st(g), &p->before[NSCRIPT], "the game after a walk");
	/* only the active entries */
	for (int k = 0; k < 4; k++)
		assert_true(game_undo(g));
	w.calls = 0;
	assert_true(game_walk(g, mine, walked_entry, &w, why, sizeof why));
	assert_int_equal(w.calls, NSCRIPT - 4);
	assert_true(game_walk(g, mine, NULL, NULL, why, sizeof why));
	state_equal(mine, &p->before[NSCRIPT - 4], "walk without a callback");
	/* an entry made by the wrong seat does not walk */
	assert_int_equal(g->entry[5].seat, 1);    /* bob's "t11124" */
	g->entry[5].seat = 0;
	assert_false(game_walk(g, mine, NULL, NULL, why, sizeof why));
	if (strstr(why, "entry 6") == NULL)
		fail_msg("why: %s", why);
	free(mine);
	game_free(g);
	free(p);
}

/* ---- checkpoints */

/* Each state game g keeps is the replay of the entries before it, and none
 * is kept past the entries played. */
struct kept_check {
	const struct game_checkpoints *c;
	int seen;
};

static void
kept_is_replay(const struct game *g, int index, const void *state, const union outcome *o,
    void *ctx)
{
	struct kept_check *k = ctx;
	const struct game_checkpoints *c = k->c;
	(void)o;
	int played = index + 1;
	if (played % c->stride != 0 || played / c->stride > c->n)
		return;
	char where[64];
	snprintf(where, sizeof where, "the checkpoint after %d entries", played);
	state_equal(state, (const void *)c->state[played / c->stride - 1], where);
	(void)g;
	k->seen++;
}

static void
checkpoints_right(const struct game *g, const char *where)
{
	const struct game_checkpoints *c = &g->checkpoints;
	if (c->n * c->stride > g->nactive)
		fail_msg("%s: %d checkpoints every %d entries past the %d played", where, c->n,
		    c->stride, g->nactive);
	assert_true(c->n <= c->most);
	assert_true(c->n <= c->made && c->made <= c->most);
	struct farkle_state *walked = malloc(E->state_size);
	assert_non_null(walked);
	struct kept_check k = {c, 0};
	char why[FARKLE_WHY];
	assert_true(game_walk(g, walked, kept_is_replay, &k, why, sizeof why));
	assert_int_equal(k.seen, c->n);
	free(walked);
}

/* The script played on a game that keeps a state every `stride` entries,
 * at most `most` of them, each checked as it is kept. */
static struct game *
play_script_every(struct played *p, int stride, int most)
{
	struct game *g = new_game("10000:350", 2, NULL);
	g->checkpoints.stride = stride;
	g->checkpoints.most = most;
	for (int i = 0; i < NSCRIPT; i++) {
		p->before[i] = *st(g);
		play(g, script[i], &p->out[i]);
		checkpoints_right(g, script[i]);
	}
	p->before[NSCRIPT] = *st(g);
	return g;
}

/* A state memory was short for is not kept (tests/faultalloc.c's wraps
 * fail every allocation of tapis's): restoring then goes back to the one
 * before, or to the start, and the next one due is kept once there is
 * memory again. */
static void
test_checkpoints_short_of_memory(void **state)
{
	(void)state;
	struct game_checkpoints c;
	game_checkpoints_init(&c, sizeof(int));
	c.stride = 3;
	c.most = 4;
	struct fault every = {FAULT_ALLOC, 0, 1, true};
	faultvfs_arm(&every);
	for (int played = 1; played <= 3; played++)
		game_checkpoints_keep(&c, played, &played);
	long fired = faultvfs_fired();
	faultvfs_disarm();
	assert_true(fired > 0);
	assert_int_equal(c.n, 0);
	int s = -1;
	assert_int_equal(game_checkpoints_restore(&c, 5, &s), 0);    /* from the start */
	assert_int_equal(s, -1);
	int three = 3;
	game_checkpoints_keep(&c, 3, &three);
	assert_int_equal(c.n, 1);
	assert_int_equal(game_checkpoints_restore(&c, 5, &s), 3);
	assert_int_equal(s, 3);
	game_checkpoints_free(&c);
}

/* The store of states alone: kept where due, restored, forgotten. */
static void
test_checkpoints_alone(void **state)
{
	(void)state;
	struct game_checkpoints c;
	game_checkpoints_init(&c, sizeof(int));
	assert_int_equal(c.stride, GAME_CHECKPOINT_STRIDE);
	assert_int_equal(c.most, GAME_CHECKPOINT_BYTES / (int)sizeof(int));
	c.stride = 3;
	c.most = 4;
	int s = -1;
	assert_int_equal(game_checkpoints_restore(&c, 10, &s), 0);   /* none yet */
	assert_int_equal(s, -1);
	for (int played = 1; played <= 12; played++)
		game_checkpoints_keep(&c, played, &played);   /* the state: how many played */
	assert_int_equal(c.n, 4);                              /* after 3, 6, 9, 12 */
	assert_int_equal(game_checkpoints_restore(&c, 8, &s), 6);
	assert_int_equal(s, 6);
	assert_int_equal(game_checkpoints_restore(&c, 2, &s), 0);
	assert_int_equal(s, 6);
	/* one not due is not kept: the next after the newest only */
	int odd = 99;
	game_checkpoints_keep(&c, 13, &odd);
	game_checkpoints_keep(&c, 18, &odd);
	assert_int_equal(c.n, 4);
	/* full: every other one goes, the stride doubles */
	for (int played = 13; played <= 24; played++)
		game_checkpoints_keep(&c, played, &played);
	assert_int_equal(c.stride, 6);
	assert_int_equal(c.n, 4);                              /* after 6, 12, 18, 24 */
	assert_int_equal(c.made, 4);                           /* the blocks of those gone reused */
	for (int k = 1; k <= 4; k++) {
		assert_int_equal(game_checkpoints_restore(&c, 6 * k + 5, &s), 6 * k);
		assert_int_equal(s, 6 * k);
	}
	/* taken back: those after go, those before stay */
	game_checkpoints_forget(&c, 17);
	assert_int_equal(c.n, 2);
	assert_int_equal(game_checkpoints_restore(&c, 30, &s), 12);
	assert_int_equal(s, 12);
	game_checkpoints_forget(&c, 0);
	assert_int_equal(c.n, 0);
	assert_int_equal(game_checkpoints_restore(&c, 30, &s), 0);
	game_checkpoints_free(&c);
	game_checkpoints_free(&c);
}

/* Undo, redo, a new entry over undone ones: the states kept are always the
 * replays of the log, and every undo the state before. */
static void
test_checkpoints_follow_the_log(void **state)
{
	(void)state;
	struct played *p = calloc(1, sizeof *p);
	assert_non_null(p);
	struct game *g = play_script_every(p, 4, 1000);
	union outcome out;
	char where[64];
	assert_int_equal(g->checkpoints.n, NSCRIPT / 4);

	/* undo to the start, past every checkpoint */
	for (int i = NSCRIPT - 1; i >= 0; i--) {
		assert_true(game_undo(g));
		snprintf(where, sizeof where, "undo to %d entries", i);
		state_equal(st(g), &p->before[i], where);
		checkpoints_right(g, where);
		assert_int_equal(g->checkpoints.n, i / 4);
	}
	/* redo keeps them again */
	for (int i = 0; i < NSCRIPT; i++) {
		assert_true(game_redo(g, &out));
		outcome_equal(&out, &p->out[i], i + 1);
		snprintf(where, sizeof where, "redo to %d entries", i + 1);
		checkpoints_right(g, where);
		assert_int_equal(g->checkpoints.n, (i + 1) / 4);
	}
	state_equal(st(g), &p->before[NSCRIPT], "redo to the end");

	/* back and forth across one */
	for (int k = 0; k < 3; k++) {
		while (g->nactive > 15)
			assert_true(game_undo(g));
		state_equal(st(g), &p->before[15], "undo past the checkpoint after 16");
		assert_true(game_redo(g, &out));
		assert_true(game_redo(g, &out));
		state_equal(st(g), &p->before[17], "redo past the checkpoint after 16");
		checkpoints_right(g, "back and forth");
	}

	/* a new entry where the log forked: the checkpoints of the new log */
	while (g->nactive > 16)
		assert_true(game_undo(g));
	play(g, "t11123", &out);     /* not "t11534" */
	checkpoints_right(g, "a new entry over undone ones");
	play(g, "b", NULL);
	play(g, "t22346", NULL);
	play(g, "t22346", NULL);
	assert_int_equal(g->nactive, 20);
	assert_int_equal(g->checkpoints.n, 5);
	checkpoints_right(g, "the new log");
	assert_true(game_undo(g));
	assert_true(game_undo(g));
	checkpoints_right(g, "undo in the new log");
	game_free(g);
	free(p);
}

/* An undo starts from the newest checkpoint: the entries before it are not
 * played again (one spoilt there goes unseen until an undo reaches it). */
static void
test_undo_starts_at_a_checkpoint(void **state)
{
	(void)state;
	struct played *p = calloc(1, sizeof *p);
	assert_non_null(p);
	struct game *g = play_script_every(p, 8, 1000);
	char why[FARKLE_WHY];
	assert_int_equal(g->entry[5].seat, 1);    /* bob's "t11124" */
	g->entry[5].seat = 0;
	for (int i = NSCRIPT - 1; i >= 8; i--) {
		assert_true(game_undo(g));
		state_equal(st(g), &p->before[i], "undo after the first checkpoint");
	}
	/* below the first, the undo plays from the start, and meets it */
	assert_false(game_undo(g));
	assert_false(game_replay(g, why, sizeof why));
	if (strstr(why, "entry 6") == NULL)
		fail_msg("why: %s", why);
	game_free(g);
	free(p);
}

/* A resume: the replay of a log read back keeps the checkpoints on the way. */
static void
test_checkpoints_of_a_resume(void **state)
{
	(void)state;
	struct played *p = calloc(1, sizeof *p);
	assert_non_null(p);
	struct game *orig = play_script_every(p, 4, 1000);
	struct game *g = new_game("10000:350", 2, NULL);
	g->checkpoints.stride = 4;
	char why[FARKLE_WHY];
	int active = 30;
	for (int i = 0; i < NSCRIPT; i++)
		assert_true(game_load_entry(g, &orig->entry[i], i >= active));
	assert_int_equal(g->checkpoints.n, 0);   /* loading does not play */
	assert_true(game_replay(g, why, sizeof why));
	assert_int_equal(g->checkpoints.n, active / 4);
	checkpoints_right(g, "the replay of a resume");
	for (int i = active - 1; i >= 0; i--) {
		assert_true(game_undo(g));
		state_equal(st(g), &p->before[i], "undo after a resume");
	}
	/* a second replay keeps them anew, for the entries active now */
	union outcome out;
	for (int i = 0; i < 10; i++)
		assert_true(game_redo(g, &out));
	assert_true(game_replay(g, why, sizeof why));
	assert_int_equal(g->checkpoints.n, 2);
	checkpoints_right(g, "a replay after undos");
	game_free(g);
	game_free(orig);
	free(p);
}

/* However long the game, the states kept stay within `most`: every other
 * one goes and the stride doubles, and undo still finds the state before. */
static void
test_checkpoints_bounded(void **state)
{
	(void)state;
	struct played *p = calloc(1, sizeof *p);
	assert_non_null(p);
	struct game *g = play_script_every(p, 2, 3);
	assert_true(g->checkpoints.n <= 3);
	assert_int_equal(g->checkpoints.stride, 16);   /* doubled at 8, 16 and 32 entries */
	assert_int_equal(g->checkpoints.n, NSCRIPT / 16);
	char where[64];
	for (int i = NSCRIPT - 1; i >= 0; i--) {
		assert_true(game_undo(g));
		snprintf(where, sizeof where, "undo to %d entries, bounded", i);
		state_equal(st(g), &p->before[i], where);
		checkpoints_right(g, where);
	}
	game_free(g);
	free(p);
}

static void
test_is_over(void **state)
{
	(void)state;
	union outcome out;
	/* six 1s win at once under 5000 */
	struct game *g = new_game("5000", 2, NULL);
	play(g, "t223344", NULL);
	play(g, "k223344", NULL);
	play(g, "t122346", NULL);
	play(g, "b", NULL);
	assert_false(game_is_over(g));
	play(g, "t111111", &out);
	assert_int_equal(fo(&out)->end, END_WON);
	assert_true(fo(&out)->game_over);
	assert_int_equal(fo(&out)->winner, 1);
	assert_true(game_is_over(g));
	assert_int_equal(st(g)->winner, 1);
	assert_int_equal(game_winner(g), 1);
	/* given up, it has no winner */
	g->abandoned = true;
	assert_int_equal(game_winner(g), -1);
	g->abandoned = false;
	refused(g, "t123456", "the game is over");
	refused(g, "b", "the game is over");
	/* undo reopens it, redo wins again */
	assert_true(game_undo(g));
	assert_false(game_is_over(g));
	assert_int_equal(st(g)->winner, -1);
	assert_true(game_redo(g, &out));
	assert_int_equal(fo(&out)->end, END_WON);
	assert_true(game_is_over(g));
	game_free(g);

	/* a winning bank, with the target lowered at the table */
	g = new_game("5000", 1, (const char *const[]){"target=1000", NULL});
	play(g, "t111234", NULL);
	assert_false(game_is_over(g));
	play(g, "b", &out);
	assert_int_equal(fo(&out)->end, END_WON);
	assert_int_equal(fo(&out)->score_after, 1000);
	assert_true(game_is_over(g));
	assert_int_equal(st(g)->winner, 0);
	assert_int_equal(st(g)->phase, PHASE_OVER);
	game_free(g);
}

/* A table kept in the cache folder and read back short of memory
 * (tests/faultalloc.c's wraps): not trusted, said as a table that cannot
 * be read for want of memory, whichever allocation failed (the key read
 * back, the key kept beside the table); read back whole once there is
 * memory again. */
static void
test_advice_cache_short_of_memory(void **state)
{
	(void)state;
	/* (room for the tapis folder's name, added to it at the end) */
	char dir[64] = "/tmp/tapis-test-cache.XXXXXX", path[4300], why[256];
	assert_non_null(mkdtemp(dir));
	assert_int_equal(setenv("XDG_CACHE_HOME", dir, 1), 0);
	struct game *g = new_game("10000", 2, (const char *const[]){"target=1000", NULL});
	const void *rules = game_rules(g);
	size_t size = engine_advice_table_size(E, rules, ADVICE_HINT_WIN);
	assert_true(size > 0);
	void *table = calloc(1, size);
	assert_non_null(table);
	engine_advice_table_build(E, rules, ADVICE_HINT_WIN, table);
	assert_true(advice_cache_store(E, rules, ADVICE_HINT_WIN, table, size, why, sizeof why));
	assert_true(advice_cache_path(E, rules, ADVICE_HINT_WIN, path, sizeof path));
	enum advice_cache_status status;
	for (long n = 1; n <= 2; n++) {
		advice_cache_forget();
		struct fault nth = {FAULT_ALLOC, 0, n, false};
		strcpy(why, "");
		faultvfs_arm(&nth);
		const void *read = advice_cache_load(E, rules, ADVICE_HINT_WIN, size, &status, why,
		    sizeof why);
		long fired = faultvfs_fired();
		faultvfs_disarm();
		assert_int_equal(fired, 1);
		assert_null(read);
		assert_int_equal(status, ADVICE_CACHE_DAMAGED);
		assert_string_equal(why, "cannot be read: Cannot allocate memory");
	}
	const void *read = advice_cache_load(E, rules, ADVICE_HINT_WIN, size, &status, why,
	    sizeof why);
	assert_non_null(read);
	assert_int_equal(status, ADVICE_CACHE_READ);
	assert_true(engine_advice_table_fits(E, rules, ADVICE_HINT_WIN, read));
	advice_cache_forget();
	game_free(g);
	assert_int_equal(unlink(path), 0);
	assert_int_equal(rmdir(strcat(dir, "/tapis")), 0);
	*strrchr(dir, '/') = '\0';
	assert_int_equal(rmdir(dir), 0);
	unsetenv("XDG_CACHE_HOME");
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_create),
		cmocka_unit_test(test_play_appends_and_refuses),
		cmocka_unit_test(test_undo_replays_every_point),
		cmocka_unit_test(test_redo_same_outcome),
		cmocka_unit_test(test_play_after_undo_drops),
		cmocka_unit_test(test_load_entry),
		cmocka_unit_test(test_try),
		cmocka_unit_test(test_walk),
		cmocka_unit_test(test_checkpoints_alone),
		cmocka_unit_test(test_checkpoints_short_of_memory),
		cmocka_unit_test(test_checkpoints_follow_the_log),
		cmocka_unit_test(test_undo_starts_at_a_checkpoint),
		cmocka_unit_test(test_checkpoints_of_a_resume),
		cmocka_unit_test(test_checkpoints_bounded),
		cmocka_unit_test(test_is_over),
		cmocka_unit_test(test_advice_cache_short_of_memory),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
