/* The turn engine of the Farkle family.  Each entry is checked in full before
 * anything is changed, so a refused entry leaves the state as it was. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "farkle.h"
#include "msg.h"
#include "never.h"

void
farkle_start(struct farkle_state *st, const struct farkle_rules *r, int nplayers)
{
	memset(st, 0, sizeof *st);
	st->nplayers = nplayers;
	st->phase = PHASE_START;
	st->in_hand = r->dice;
	st->leader = -1;
	st->winner = -1;
	/* Where there is no opening, everyone is in the game from the start. */
	for (int i = 0; i < nplayers && r->opening == 0; i++)
		st->player[i].opened = true;
}

int
farkle_dice_in_hand(const struct farkle_state *st)
{
	return st->phase == PHASE_THROWN ? st->last.n : st->in_hand;
}

static void
game_over(struct farkle_state *st, struct farkle_outcome *out, int winner)
{
	st->phase = PHASE_OVER;
	st->winner = winner;
	out->game_over = true;
	out->winner = winner;
}

/* The turn passes to the next seat; a last round may end here. */
static void
end_turn(const struct farkle_rules *r, struct farkle_state *st, struct farkle_outcome *out)
{
	st->turns++;
	st->current = (st->current + 1) % st->nplayers;
	st->phase = PHASE_START;
	st->turn_points = 0;
	st->in_hand = r->dice;
	st->set_aside = (struct tally){{0}};
	st->taken = false;
	st->offer_points = 0;
	st->offer_dice = 0;
	if (st->leader >= 0 && --st->final_turns <= 0)
		game_over(st, out, st->leader);
}

static void
push_history(struct farkle_player *p)
{
	if (p->nhist == FARKLE_HISTORY) {
		memmove(p->hist, p->hist + 1, sizeof p->hist - sizeof p->hist[0]);
		p->nhist--;
	}
	p->hist[p->nhist++] = p->score;
}

/* Strikes the last written score: back to the one before it (0 if none).
 * Returns the score struck back to. */
static int
strike_last_score(struct farkle_player *p)
{
	p->score = p->nhist > 0 ? p->hist[--p->nhist] : 0;
	return p->score;
}

static void
lose_points(const struct farkle_rules *r, struct farkle_player *p, int points)
{
	p->score = p->score - points < -FARKLE_SCORE_MAX ? -FARKLE_SCORE_MAX : p->score - points;
	if (r->floor_zero && p->score < 0)
		p->score = 0;
}

/* Whether a + b stays within what a score or a turn may hold; refuses
 * with the reason otherwise. */
static bool
within_bounds(int a, int b, struct msg *why)
{
	if ((long long)a + b <= FARKLE_SCORE_MAX)
		return true;
	msg_set(why, N_("that would pass %d points, more than tapis counts"),
	    FARKLE_SCORE_MAX);
	return false;
}

static void
apply_cross_penalty(const struct farkle_rules *r, struct farkle_player *p)
{
	switch (r->cross_penalty) {   /* untaken: the default; the rules hold one of the three */
	case PENALTY_MINUS:
		lose_points(r, p, r->cross_points);
		break;
	case PENALTY_BACK: {
		/* Where a house rule also takes points off (a minus overshoot),
		 * the score before the last bank may be above the score now: a
		 * penalty never raises a score, so it then stays where it is. */
		int now = p->score;
		if (strike_last_score(p) > now)
			p->score = now;
		break;
	}
	case PENALTY_ZERO:
		p->score = 0;
		p->nhist = 0;
		break;
	}
	p->crosses = 0;
}

/* A turn that wrote nothing: a cross where the rules give one. */
static void
give_cross(const struct farkle_rules *r, struct farkle_player *p, struct farkle_outcome *out)
{
	if (r->cross_limit <= 0 || (!p->opened && !r->cross_unopened))
		return;
	out->crossed = true;
	p->crosses++;
	if (p->crosses >= r->cross_limit) {
		out->penalised = true;
		out->penalty_from = p->score;
		apply_cross_penalty(r, p);
	}
	out->crosses = p->crosses;
}

/* Landing on another player's score sends them back, and so on down the
 * chain; `writer` is never sent back by their own bank. */
static void
resolve_collisions(struct farkle_state *st, int writer, struct farkle_outcome *out)
{
	int landed = writer;
	for (int guard = 0; guard < FARKLE_MAX_PLAYERS * FARKLE_HISTORY; guard++) { /* untaken: a bound, never met */
		int score = st->player[landed].score;
		int hit = -1;
		for (int j = 0; j < st->nplayers && score > 0; j++)
			if (j != landed && j != writer && st->player[j].score == score) {
				hit = j;
				break;
			}
		if (hit < 0)
			return;
		strike_last_score(&st->player[hit]);
		if (out->nbumped < FARKLE_MAX_PLAYERS)   /* untaken: a chain as long as the players */
			out->bumped[out->nbumped++] = hit;
		landed = hit;
	}
}

/* m becomes "one" to "six", for counts of dice; returns msg_ref(m). */
static const char *
count_word(struct msg *m, int n)
{
	static const char *const words[] = {N_("zero"), N_("one"), N_("two"), N_("three"),
	    N_("four"), N_("five"), N_("six")};
	/* its callers count dice of a hand (0 to 6) */
	return msg_word(m, ALWAYS(n >= 0 && n <= 6) ? words[n] : "?");
}

static struct tally
tally_plus(const struct tally *a, const struct tally *b)
{
	struct tally t;
	for (int f = 0; f <= 6; f++)
		t.count[f] = (unsigned char)(a->count[f] + b->count[f]);
	return t;
}

/* Checks that `added` can be set aside from the last throw.  Dice already
 * set aside from that throw count with it: the dice set aside from one
 * throw are one group, and must score in full as one. */
static bool
check_keep(const struct farkle_scorer *s, const struct farkle_state *st,
    const struct tally *added, struct msg *why)
{
	struct tally thrown = dice_tally(&st->last);
	struct tally group = tally_plus(&st->set_aside, added);
	bool extends = tally_total(&st->set_aside) > 0;
	char throwbuf[24], asidebuf[24];
	struct msg word;
	dice_format(&st->last, throwbuf, sizeof throwbuf);
	tally_format(&st->set_aside, asidebuf, sizeof asidebuf);
	if (tally_total(added) == 0) {
		msg_set(why, N_("keep needs the dice to set aside"));
		return false;
	}
	for (int f = 1; f <= 6; f++) {
		if (group.count[f] <= thrown.count[f])
			continue;
		if (thrown.count[f] == 0)
			msg_set(why, N_("there is no %d in the throw %s"), f, throwbuf);
		else if (extends && st->set_aside.count[f] > 0)
			msg_setn(why, "%s is set aside already, and the throw %s has"
			    " only %s %d", "%s is set aside already, and the throw %s has only %s %ds",
			    thrown.count[f], asidebuf, throwbuf,
			    count_word(&word, thrown.count[f]), f);
		else
			msg_setn(why, "the throw %s has only %s %d",
			    "the throw %s has only %s %ds", thrown.count[f], throwbuf,
			    count_word(&word, thrown.count[f]), f);
		return false;
	}
	for (int f = 1; f <= 6; f++) {
		if (added->count[f] > 0 && st->last_scoring.count[f] == 0) {
			msg_set(why, N_("a %d scores nothing in this throw"), f);
			return false;
		}
	}
	if (farkle_group_value(s, &group) <= 0) {
		char groupbuf[24];
		tally_format(&group, groupbuf, sizeof groupbuf);
		if (extends)
			msg_set(why, N_("%s does not score as one group: the dice set aside"
			    " from one throw are one group, and every die must belong to a"
			    " combination"), groupbuf);
		else
			msg_set(why, N_("%s does not score in full: every die set aside"
			    " must belong to a combination"), groupbuf);
		return false;
	}
	return true;
}

/* The points setting aside `added` adds to the turn: the whole group's value
 * less what the dice set aside before it were worth (0, or even less, where
 * the larger group is worth no more). */
static int
added_value(const struct farkle_scorer *s, const struct farkle_state *st,
    const struct tally *added)
{
	struct tally group = tally_plus(&st->set_aside, added);
	return farkle_group_value(s, &group) - farkle_group_value(s, &st->set_aside);
}

static void
do_keep(const struct farkle_scorer *s, struct farkle_state *st, const struct tally *added,
    struct farkle_outcome *out)
{
	out->kept_added = *added;
	out->added_value = added_value(s, st, added);
	st->set_aside = tally_plus(&st->set_aside, added);
	out->kept = st->set_aside;
	out->kept_value = farkle_group_value(s, &st->set_aside);
	st->turn_points += out->added_value;
	st->in_hand = st->last.n - tally_total(&st->set_aside);
	if (st->in_hand == 0) {
		st->in_hand = s->rules.dice;
		st->phase = PHASE_FULL_HAND;
		out->full_hand = true;
	} else {
		st->phase = PHASE_KEPT;
	}
}

/* The dice of the last throw not set aside yet. */
static struct tally
not_set_aside(const struct farkle_state *st)
{
	struct tally thrown = dice_tally(&st->last);
	return tally_minus(&thrown, &st->set_aside);
}

/* Right after a scoring throw, or after dice of it were set aside, how many
 * more dice of it a throw of `typed` dice says were set aside: all of them
 * left for a full hand (a full hand is typed, and they score with what is
 * set aside), else those not thrown again; 0 if neither. */
static int
implied_size(const struct farkle_scorer *s, const struct farkle_state *st, int typed)
{
	if (st->phase != PHASE_THROWN && st->phase != PHASE_KEPT)
		return 0;
	struct tally rest = not_set_aside(st);
	int left = tally_total(&rest);
	struct tally all = tally_plus(&st->set_aside, &rest);
	/* (left is 0 nowhere: that is the full hand's phase, and it would give 0) */
	if (typed == s->rules.dice && farkle_group_value(s, &all) > 0)
		return left;
	if (typed > 0 && typed < left)
		return left - typed;
	return 0;
}

int
farkle_implied_keeps(const struct farkle_scorer *s, const struct farkle_state *st,
    int typed, struct tally *out, int max)
{
	int k = implied_size(s, st, typed);
	if (k == 0)
		return 0;
	/* groups of k dice not set aside yet that score as one group with
	 * those that are (a second keep extends the first) */
	struct tally rest = not_set_aside(st), sub = {{0}};
	int found = 0;
	do {
		struct tally with = tally_plus(&st->set_aside, &sub);
		if (tally_total(&sub) == k && farkle_group_value(s, &with) > 0) {
			if (found < max)
				out[found] = sub;
			found++;
		}
		int f = 1;
		while (f <= 6 && sub.count[f] == rest.count[f])
			sub.count[f++] = 0;
		if (f > 6)
			break;
		sub.count[f]++;
	} while (true);
	return found;
}

/* A throw typed right after a scoring throw: which dice were set aside
 * follows from how many were thrown, when only one group fits. */
static bool
infer_keep(const struct farkle_scorer *s, const struct farkle_state *st, int typed,
    struct tally *group, struct msg *why)
{
	char throwbuf[24];
	struct msg noun;
	dice_format(&st->last, throwbuf, sizeof throwbuf);
	int k = implied_size(s, st, typed);
	if (k == 0 && st->phase == PHASE_KEPT) {
		msg_set(why, N_("%d %s typed, %d in hand"), typed,
		    dice_noun_word(&noun, typed),
		    st->in_hand);
		return false;
	}
	/* every die of it scores: keeping all makes a full hand, and the next
	 * throw is most likely of all the dice (the prompt says so) */
	if (k == 0 && tally_total(&st->last_best_group) == st->last.n) {
		msg_set(why, N_("%s is entered already: keeping all of it makes a full hand: type"
		    " the next throw, of %d dice"), throwbuf, s->rules.dice);
		return false;
	}
	if (k == 0) {
		msg_set(why,
		    N_("%s is entered already: keep its scoring dice, or type the next throw"
		      " (of the dice left)"), throwbuf);
		return false;
	}
	struct tally options[2];
	int n = farkle_implied_keeps(s, st, typed, options, 2);
	if (n == 0) {
		char scorebuf[24];
		tally_format(&st->last_scoring, scorebuf, sizeof scorebuf);
		if (tally_total(&st->set_aside) > 0)
			msg_set(why,
			    N_("%d %s typed means %d more of %s set aside, but no %d"
			    " more score with what is (%s do)"), typed,
			    dice_noun_word(&noun, typed), k, throwbuf,
			    k, scorebuf);
		else
			msg_set(why,
			    N_("%d %s typed means %d of %s set aside, but no %d of them score (%s do)"),
			    typed, dice_noun_word(&noun, typed), k, throwbuf, k, scorebuf);
		return false;
	}
	if (n > 1) {
		char a[24], b[24];
		struct msg word;
		tally_format(&options[0], a, sizeof a);
		tally_format(&options[1], b, sizeof b);
		msg_set(why,
		    N_("which dice of %s were set aside: %s or %s%s? type keep first"),
		    throwbuf, a, b, n > 2 ? msg_word(&word, N_(" or another")) : "");
		return false;
	}
	*group = options[0];
	return true;
}

/* The player on offer takes over the previous turn: its points, and the
 * dice it left, to throw. */
static void
take_offer(struct farkle_state *st, struct farkle_outcome *out)
{
	st->turn_points = st->offer_points;
	st->in_hand = st->offer_dice;
	st->taken = true;
	out->took = true;
	out->took_points = st->offer_points;
	st->offer_points = 0;
	st->offer_dice = 0;
}

static bool
apply_throw(const struct farkle_scorer *s, struct farkle_state *st, const struct dice *d,
    struct farkle_outcome *out, struct msg *why)
{
	struct msg noun;   /* "die" or "dice", said in a refusal */
	const struct farkle_rules *r = &s->rules;
	struct tally group = {{0}};
	bool inferred = false;
	/* A take-over on offer is taken by throwing the dice it leaves, and
	 * declined by throwing all of them (a bank leaves fewer dice than a
	 * hand; a turn not taken over starts with a hand). */
	bool offer = st->phase == PHASE_START && !st->taken && st->offer_points > 0 &&
	    ALWAYS(st->offer_dice < st->in_hand);
	bool take = offer && d->n == st->offer_dice;

	/* After a scoring throw, or a keep of it, a throw of fewer dice than
	 * are left says which more were set aside. */
	if (st->phase == PHASE_THROWN || (st->phase == PHASE_KEPT && d->n != st->in_hand)) {
		if (!infer_keep(s, st, d->n, &group, why) ||
		    !within_bounds(st->turn_points, added_value(s, st, &group), why))
			return false;
		inferred = true;
	} else if (offer && !take && d->n != st->in_hand) {
		msg_set(why, N_("%d %s typed: throw %d to take over %d, or all %d to"
		    " decline"), d->n, dice_noun_word(&noun, d->n), st->offer_dice,
		    st->offer_points,
		    st->in_hand);
		return false;
	} else if (!take && d->n != st->in_hand) {
		msg_set(why, N_("%d %s typed, %d in hand"), d->n,
		    dice_noun_word(&noun, d->n),
		    st->in_hand);
		return false;
	}

	/* Everything is checked: from here on the entry is accepted. */
	if (inferred) {
		out->implicit_keep = true;
		do_keep(s, st, &group, out);
	}
	if (take) {
		take_offer(st, out);
	} else if (st->phase == PHASE_START && !st->taken) {
		st->offer_points = 0;     /* throwing all dice declines a take-over */
		st->offer_dice = 0;
	}
	struct tally t = dice_tally(d);
	out->threw = true;
	out->thrown = *d;
	out->dice_thrown = d->n;
	out->eval = farkle_evaluate(s, &t);
	st->last = *d;
	st->last_best = out->eval.best;
	st->last_best_group = out->eval.best_group;
	st->last_scoring = out->eval.scoring;
	st->set_aside = (struct tally){{0}};
	st->last_busted = false;
	struct farkle_player *p = &st->player[st->current];
	out->crosses = p->crosses;
	if (out->eval.wins) {
		out->end = END_WON;
		out->score_after = p->score;
		game_over(st, out, st->current);
		return true;
	}
	if (out->eval.best == 0) {
		out->end = END_BUST;
		out->points = st->turn_points;
		st->last_busted = true;
		give_cross(r, p, out);
		out->score_after = p->score;
		end_turn(r, st, out);
		return true;
	}
	st->phase = PHASE_THROWN;
	out->score_after = p->score;
	return true;
}

static bool
apply_keep(const struct farkle_scorer *s, struct farkle_state *st, const struct dice *d,
    struct farkle_outcome *out, struct msg *why)
{
	char throwbuf[24];
	dice_format(&st->last, throwbuf, sizeof throwbuf);
	switch (st->phase) {    /* untaken: PHASE_OVER and the default; farkle_apply refuses first */
	case PHASE_THROWN:
	case PHASE_KEPT:          /* a second keep extends the first */
		break;
	case PHASE_FULL_HAND:
		msg_set(why, N_("every die is set aside (full hand): throw all %d again"),
		    st->in_hand);
		return false;
	case PHASE_START:
		if (st->last_busted)
			msg_set(why,
			    N_("the last throw, %s, was a bust: nothing to set aside"),
			    throwbuf);
		else
			msg_set(why, N_("nothing to set aside: the turn has no throw yet"));
		return false;
	case PHASE_OVER:
		return false;
	}
	struct tally added = dice_tally(d);
	if (!check_keep(s, st, &added, why) ||
	    !within_bounds(st->turn_points, added_value(s, st, &added), why))
		return false;
	do_keep(s, st, &added, out);
	out->score_after = st->player[st->current].score;
	out->crosses = st->player[st->current].crosses;
	return true;
}

/* The group of the last throw worth the most that could be banked: worth at
 * most `room`, leaving the turn at the opening and the minimum bank, and
 * no full hand unless the rules bank one.  Returns its value; 0 if none. */
static int
bankable_group(const struct farkle_scorer *s, const struct farkle_state *st,
    const struct tally *thrown, int room, struct tally *group)
{
	const struct farkle_rules *r = &s->rules;
	int least = r->min_bank;
	if (!st->player[st->current].opened && r->opening > least)
		least = r->opening;
	int most_dice = r->full_hand_may_bank ? st->last.n : st->last.n - 1;
	struct tally groups[64];
	int best = 0;
	for (int k = 1; k <= most_dice; k++) {
		int n = farkle_groups_of(s, thrown, k, groups, 64);
		for (int i = 0; i < n && ALWAYS(i < 64); i++) {   /* 20 at most: k of six dice */
			int v = farkle_group_value(s, &groups[i]);
			if (v <= room && v > best && st->turn_points + v >= least) {
				*group = groups[i];
				best = v;
			}
		}
	}
	return best;
}

/* A bank without a keep sets aside the group worth the most; where the
 * target must be hit exactly and that group would pass it while a smaller
 * one would not, the player surely meant the smaller one: ask for it. */
static bool
fits_target(const struct farkle_scorer *s, const struct farkle_state *st,
    const struct tally *thrown, int best, struct msg *why)
{
	const struct farkle_rules *r = &s->rules;
	int room = r->target - st->player[st->current].score - st->turn_points;
	if (!r->exact || best <= room)
		return true;
	struct tally fit = {{0}};
	int fit_value = bankable_group(s, st, thrown, room, &fit);
	if (fit_value == 0)
		return true;      /* nothing fits: the overshoot rule decides */
	char all[24], part[24];
	struct msg word;
	tally_format(thrown, all, sizeof all);
	tally_format(&fit, part, sizeof part);
	msg_set(why, N_("banking all that scores in %s would pass %d; keep %s first"
	    " (%d)%s"), all, r->target, part, r->target - room + fit_value,
	    fit_value == room ? msg_word(&word, N_(", exactly the target")) : "");
	return false;
}

/* What a bank in st would write: the group it sets aside, if any (the
 * best of the last throw, without a keep), the turn's points, and the
 * dice left to throw for a take-over.  False, with why, where the phase
 * has nothing to bank. */
static bool
bank_what(const struct farkle_scorer *s, const struct farkle_state *st, struct tally *group,
    int *points, int *left, struct msg *why)
{
	struct msg noun;   /* "die" or "dice", said in a refusal */
	const struct farkle_rules *r = &s->rules;
	*points = st->turn_points;
	*left = st->in_hand;
	switch (st->phase) {    /* untaken: PHASE_OVER and the default; farkle_apply refuses first */
	case PHASE_START:
		if (st->taken)
			msg_set(why,
			    N_("a turn taken over must throw its %d %s before banking"),
			    st->in_hand, dice_noun_word(&noun, st->in_hand));
		else
			msg_set(why, N_("nothing to bank: the turn has no throw yet"));
		return false;
	case PHASE_THROWN: {
		struct tally thrown = dice_tally(&st->last);
		if (!fits_target(s, st, &thrown, st->last_best, why))
			return false;
		*group = st->last_best_group;
		*points += st->last_best;
		*left = st->last.n - tally_total(group);
		if (*left == 0 && !r->full_hand_may_bank) {
			/* say how to bank only where fewer dice could be banked */
			char buf[24], fewer[24];
			struct tally smaller = {{0}};
			bool can = bankable_group(s, st, &thrown, FARKLE_SCORE_MAX, &smaller) > 0;
			tally_format(group, buf, sizeof buf);
			tally_format(&smaller, fewer, sizeof fewer);
			msg_set(why, can
			    ? N_("keeping %s makes a full hand, and a full hand must be thrown"
				" again (keep %s to bank)")
			    : N_("keeping %s makes a full hand, and a full hand must be thrown"
				" again%s"), buf, can ? fewer : "");
			return false;
		}
		return true;
	}
	case PHASE_KEPT:
		return true;
	case PHASE_FULL_HAND:
		if (!r->full_hand_may_bank) {
			msg_set(why,
			    N_("a full hand must be thrown again: throw all %d dice"),
			    r->dice);
			return false;
		}
		*left = 0;
		return true;
	case PHASE_OVER:
		break;
	}
	return false;
}

/* Whether the rules let player p bank points in st (the opening, the
 * least bank, the bounds, a target to hit exactly); *past: the bank goes
 * past an exact target, and is voided so. */
static bool
bank_allowed(const struct farkle_rules *r, const struct farkle_state *st,
    const struct farkle_player *p, int points, bool *past, struct msg *why)
{
	if (!p->opened && points < r->opening) {      /* not opened: there is an opening */
		msg_set(why, N_("the opening needs %d in one turn; the turn has %d"),
		    r->opening, points);
		return false;
	}
	if (r->min_bank > 0 && points < r->min_bank) {
		msg_set(why, N_("a bank needs %d in the turn; the turn has %d"),
		    r->min_bank, points);
		return false;
	}
	if (!within_bounds(st->turn_points, points - st->turn_points, why) ||
	    !within_bounds(p->score, points, why))
		return false;
	*past = r->exact && p->score + points > r->target;
	if (*past && r->overshoot == OVERSHOOT_REFUSE) {
		msg_set(why, N_("%d would pass %d, and the target must be hit exactly"),
		    p->score + points, r->target);
		return false;
	}
	return true;
}

/* A bank past an exact target: the turn is voided, with a cross or the
 * overshoot's penalty as the rules say. */
static void
bank_voided(const struct farkle_rules *r, struct farkle_state *st, struct farkle_player *p,
    struct farkle_outcome *out)
{
	out->end = END_VOIDED;
	if (r->overshoot == OVERSHOOT_CROSS) {
		give_cross(r, p, out);
	} else if (r->overshoot == OVERSHOOT_MINUS) {
		out->penalised = true;
		out->penalty_from = p->score;
		lose_points(r, p, r->overshoot_points);
	}
	out->crosses = p->crosses;
	out->score_after = p->score;
	end_turn(r, st, out);
}

/* A bank written: the score, collisions, the target reached (the win, or
 * the last round), then the next turn, with the dice left on offer for a
 * take-over. */
static void
bank_written(const struct farkle_rules *r, struct farkle_state *st, int points, int left,
    struct farkle_outcome *out)
{
	struct farkle_player *p = &st->player[st->current];
	int seat = st->current;
	out->end = END_BANKED;
	out->opened_now = !p->opened;
	push_history(p);
	p->score += points;
	p->opened = true;
	p->crosses = 0;
	out->score_after = p->score;
	if (r->collision)
		resolve_collisions(st, st->current, out);
	bool reached = r->exact ? p->score == r->target : p->score >= r->target;
	if (reached && !r->last_round) {
		out->end = END_WON;
		game_over(st, out, seat);
		return;
	}
	if (reached) {
		if (st->leader < 0) {
			out->last_round_started = true;
			st->final_turns = st->nplayers;   /* end_turn below counts this one */
		}
		st->leader = seat;
	}
	end_turn(r, st, out);
	int next = st->current;
	if (r->piggyback && st->phase == PHASE_START && left > 0 && next != seat &&
	    st->player[next].opened) {
		st->offer_points = points;
		st->offer_dice = left;
	}
}

static bool
apply_bank(const struct farkle_scorer *s, struct farkle_state *st,
    struct farkle_outcome *out, struct msg *why)
{
	const struct farkle_rules *r = &s->rules;
	struct farkle_player *p = &st->player[st->current];
	struct tally group = {{0}};
	int points, left;             /* left: dice not set aside, for a take-over */
	bool past;
	if (!bank_what(s, st, &group, &points, &left, why) ||
	    !bank_allowed(r, st, p, points, &past, why))
		return false;
	if (st->phase == PHASE_THROWN) {
		out->implicit_keep = true;
		out->kept = group;
		out->kept_value = points - st->turn_points;
		out->kept_added = group;
		out->added_value = out->kept_value;
	}
	out->points = points;
	if (past)
		bank_voided(r, st, p, out);
	else
		bank_written(r, st, points, left, out);
	return true;
}

static bool
apply_take(const struct farkle_scorer *s, struct farkle_state *st,
    struct farkle_outcome *out, struct msg *why)
{
	struct msg noun;   /* "die" or "dice", said in a refusal */
	if (!s->rules.piggyback) {
		msg_set(why, N_("these rules have no piggy-back (option piggyback=yes)"));
		return false;
	}
	if (st->phase == PHASE_START && !st->taken && !st->player[st->current].opened &&
	    st->turns > 0) {
		msg_set(why, N_("only a player who has opened may take over a turn"));
		return false;
	}
	if (st->phase == PHASE_START && st->taken) {
		msg_set(why, N_("the turn is taken over already: throw its %d %s"),
		    st->in_hand, dice_noun_word(&noun, st->in_hand));
		return false;
	}
	if (st->phase != PHASE_START || st->offer_points == 0) {
		msg_set(why, N_("nothing to take over: a take-over follows a bank that"
		    " wrote points and left dice to throw, before the next throw"));
		return false;
	}
	take_offer(st, out);
	out->score_after = st->player[st->current].score;
	out->crosses = st->player[st->current].crosses;
	return true;
}

bool
farkle_can_bank(const struct farkle_scorer *s, const struct farkle_state *st)
{
	struct farkle_state copy = *st;
	struct farkle_action bank = {ACTION_BANK, {0, {0}}};
	struct farkle_outcome out;
	struct msg why;
	return farkle_apply(s, &copy, &bank, &out, &why);
}

bool
farkle_apply(const struct farkle_scorer *s, struct farkle_state *st,
    const struct farkle_action *a, struct farkle_outcome *out, struct msg *why)
{
	memset(out, 0, sizeof *out);
	out->seat = st->current;
	out->winner = -1;
	if (st->phase == PHASE_OVER) {
		msg_set(why, N_("the game is over"));
		return false;
	}
	switch (a->kind) {      /* untaken: the default; the words make only these four */
	case ACTION_THROW:
		return apply_throw(s, st, &a->dice, out, why);
	case ACTION_KEEP:
		return apply_keep(s, st, &a->dice, out, why);
	case ACTION_BANK:
		return apply_bank(s, st, out, why);
	case ACTION_TAKE:
		return apply_take(s, st, out, why);
	}
	msg_set(why, N_("unknown entry"));
	return false;
}
