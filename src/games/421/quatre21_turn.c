/* The 421 game: rounds of the charge and of the décharge, each player's
 * throws, the round's best and lowest (a barrage where the rules say), the
 * tokens moved, players out, and the loser (tapis-games(7), 421).  Pure. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "never.h"
#include "quatre21.h"

/* d as the three dice highest first, every byte defined. */
static void
set_hand(struct dice *d, const struct tally *t)
{
	struct dice up = tally_dice(t);
	memset(d, 0, sizeof *d);
	d->n = up.n;
	for (int i = 0; i < up.n; i++)
		d->face[i] = up.face[up.n - 1 - i];
}

/* A new round, started by st->starter, the others in seat order, players
 * out skipped. */
static void
begin_round(struct quatre21_state *st)
{
	st->nseats = 0;
	for (int i = 0; i < st->nplayers; i++) {
		int p = (st->starter + i) % st->nplayers;
		if (st->out[p] == 0)
			st->seat[st->nseats++] = (int8_t)p;
	}
	st->pos = 0;
	st->limit = st->phase == QUATRE21_CHARGE ? 1 : QUATRE21_THROWS;
	memset(st->made, 0, sizeof st->made);
	st->count = 0;
	memset(&st->hand, 0, sizeof st->hand);
	memset(&st->kept, 0, sizeof st->kept);
	st->nbarrage = 0;
	memset(st->barrage, 0, sizeof st->barrage);
	memset(st->bface, 0, sizeof st->bface);
	st->best = -1;
}

void
quatre21_start(const struct quatre21_rules *r, struct quatre21_state *st, int nplayers)
{
	memset(st, 0, sizeof *st);        /* every byte, so that states compare */
	st->nplayers = nplayers;
	st->phase = QUATRE21_CHARGE;
	st->pot = r->tokens;
	st->loser = -1;
	begin_round(st);
}

int
quatre21_current(const struct quatre21_state *st)
{
	if (st->over)
		return -1;
	return st->nbarrage > 0 ? st->barrage[st->pos] : st->seat[st->pos];
}

int
quatre21_throws_left(const struct quatre21_state *st)
{
	if (st->over)
		return 0;
	return st->nbarrage > 0 ? 1 : st->limit - st->count;
}

bool
quatre21_beats(int order_a, int throws_a, int order_b, int throws_b)
{
	return order_a > order_b || (order_a == order_b && throws_a < throws_b);
}

int
quatre21_implied_keeps(const struct quatre21_state *st, int typed, struct dice *out, int max)
{
	int k = QUATRE21_DICE - typed, n = 0;
	/* a throw names a die at least: an empty one is refused as it is read */
	if (st->count == 0 || st->kept.n > 0 || k <= 0 || NEVER(k >= QUATRE21_DICE))
		return 0;
	struct tally hand = dice_tally(&st->hand), pick = {{0}};
	while (tally_next_within(&pick, &hand))
		if (tally_total(&pick) == k) {
			if (n < max)
				set_hand(&out[n], &pick);
			n++;
		}
	return n;
}

/* The combination seat ended the round with. */
static struct quatre21_combo
made_combo(const struct quatre21_rules *r, const struct quatre21_made *m)
{
	struct dice d = {QUATRE21_DICE, {m->face[0], m->face[1], m->face[2]}};
	return quatre21_combo(r, &d);
}

/* ---- the end of a round */

/* The tokens of the round moved: from the pot to the lowest in the
 * charge, from the best to the lowest in the décharge, a nénette's
 * penalty after them from the same source. */
static void
move_tokens(const struct quatre21_rules *r, struct quatre21_state *st,
    struct quatre21_round *rd)
{
	int *from = st->phase == QUATRE21_CHARGE ? &st->pot : &st->tokens[rd->best];
	rd->from_pot = st->phase == QUATRE21_CHARGE;
	rd->tokens = rd->best_combo.value < *from ? rd->best_combo.value : *from;
	*from -= rd->tokens;
	rd->penalty = 0;
	if (rd->lowest_combo.kind == QUATRE21_NENETTE && r->nenette > 0)
		rd->penalty = r->nenette < *from ? r->nenette : *from;
	*from -= rd->penalty;
	st->tokens[rd->lowest] += rd->tokens + rd->penalty;
}

/* Who is out after the round, whether the décharge begins, whether the
 * game ends; else the next round, started by the round's loser. */
static void
after_round(struct quatre21_state *st, struct quatre21_round *rd, struct quatre21_outcome *out)
{
	st->rounds++;
	if (st->phase == QUATRE21_CHARGE && st->pot == 0) {
		st->phase = QUATRE21_DECHARGE;
		rd->decharge = true;
		for (int p = 0; p < st->nplayers; p++)
			if (st->tokens[p] == 0)
				st->out[p] = st->rounds;
	} else if (st->phase == QUATRE21_DECHARGE && st->tokens[rd->best] == 0) {
		st->out[rd->best] = st->rounds;
	}
	int holding = 0, who = -1;
	for (int p = 0; p < st->nplayers; p++) {
		if (st->out[p] != 0)
			rd->outs |= 1u << p;
		else if (st->phase == QUATRE21_DECHARGE)
			holding++, who = p;
	}
	out->round_over = true;
	out->r = *rd;
	if (st->phase == QUATRE21_DECHARGE && holding == 1) {
		st->over = true;
		st->loser = who;
		memset(st->made, 0, sizeof st->made);
		st->nbarrage = 0;
		st->best = -1;
		return;
	}
	st->starter = rd->lowest;
	begin_round(st);
}

/* The round settled: best gives or the pot gives to lowest. */
static void
settle(const struct quatre21_rules *r, struct quatre21_state *st, int best, int lowest,
    struct quatre21_outcome *out)
{
	struct quatre21_round rd;
	memset(&rd, 0, sizeof rd);
	rd.phase = st->phase;
	rd.best = best;
	rd.lowest = lowest;
	rd.best_combo = made_combo(r, &st->made[best]);
	rd.lowest_combo = made_combo(r, &st->made[lowest]);
	rd.best_order = rd.best_combo.order;
	rd.lowest_order = rd.lowest_combo.order;
	rd.best_throws = st->made[best].throws;
	rd.lowest_throws = st->made[lowest].throws;
	move_tokens(r, st, &rd);
	after_round(st, &rd, out);
}

/* A barrage among the n seats of tied (in the round's order). */
static void
begin_barrage(struct quatre21_state *st, const int8_t *tied, int n, int best,
    struct quatre21_outcome *out)
{
	int8_t copy[ENGINE_MAX_PLAYERS];
	memcpy(copy, tied, (size_t)n);
	memset(st->barrage, 0, sizeof st->barrage);
	memset(st->bface, 0, sizeof st->bface);
	memcpy(st->barrage, copy, (size_t)n);
	st->nbarrage = n;
	st->pos = 0;
	st->best = best;
	out->barrage = true;
}

/* Every player of the round has thrown: the best (a higher combination,
 * then fewer throws, then the one made first), and of the others the
 * lowest (equal ones: the last made), or a barrage of those tied. */
static void
end_round(const struct quatre21_rules *r, struct quatre21_state *st,
    struct quatre21_outcome *out)
{
	int order[ENGINE_MAX_PLAYERS];
	for (int i = 0; i < st->nseats; i++)
		order[i] = made_combo(r, &st->made[st->seat[i]]).order;
	int best = 0, lowest = -1;
	for (int i = 1; i < st->nseats; i++)
		if (quatre21_beats(order[i], st->made[st->seat[i]].throws, order[best],
		    st->made[st->seat[best]].throws))
			best = i;
	for (int i = 0; i < st->nseats; i++)
		if (i != best && (lowest < 0 || !quatre21_beats(order[i],
		    st->made[st->seat[i]].throws, order[lowest], st->made[st->seat[lowest]].throws)))
			lowest = i;
	int8_t tied[ENGINE_MAX_PLAYERS];
	int ntied = 0;
	for (int i = 0; i < st->nseats; i++)
		if (i != best && order[i] == order[lowest] &&
		    st->made[st->seat[i]].throws == st->made[st->seat[lowest]].throws)
			tied[ntied++] = st->seat[i];
	if (r->barrage && ntied > 1)
		begin_barrage(st, tied, ntied, st->seat[best], out);
	else
		settle(r, st, st->seat[best], st->seat[lowest], out);
}

/* Every player of the barrage has thrown once: the lowest, or a barrage
 * again of those tied for it. */
static void
end_barrage(const struct quatre21_rules *r, struct quatre21_state *st,
    struct quatre21_outcome *out)
{
	int order[ENGINE_MAX_PLAYERS], low = 0;
	for (int i = 0; i < st->nbarrage; i++) {
		struct dice d = {QUATRE21_DICE, {st->bface[i][0], st->bface[i][1], st->bface[i][2]}};
		order[i] = quatre21_combo(r, &d).order;
		if (order[i] < order[low])
			low = i;
	}
	int8_t tied[ENGINE_MAX_PLAYERS];
	int ntied = 0;
	for (int i = 0; i < st->nbarrage; i++)
		if (order[i] == order[low])
			tied[ntied++] = st->barrage[i];
	if (ntied > 1)
		begin_barrage(st, tied, ntied, st->best, out);
	else
		settle(r, st, st->best, st->barrage[low], out);
}

/* ---- a turn */

/* The player's turn is over: the next one's, or the round's end. */
static void
end_turn(const struct quatre21_rules *r, struct quatre21_state *st,
    struct quatre21_outcome *out)
{
	out->turn_over = true;
	if (st->nbarrage == 0 && st->pos == 0 && st->phase == QUATRE21_DECHARGE) {
		st->limit = st->count;
		out->limit_set = true;
		out->limit = st->limit;
	}
	st->count = 0;
	memset(&st->hand, 0, sizeof st->hand);
	memset(&st->kept, 0, sizeof st->kept);
	st->pos++;
	if (st->nbarrage > 0 && st->pos == st->nbarrage)
		end_barrage(r, st, out);
	else if (st->nbarrage == 0 && st->pos == st->nseats)
		end_round(r, st, out);
}

/* Why a player may not throw less than three dice or keep before a
 * throw, when the player before has made the throws allowed (a fourth, or
 * more than the first player's); false if that is not why. */
static bool
refuse_past_limit(const struct quatre21_state *st, const char *const *names, struct msg *why)
{
	int seat = quatre21_current(st);
	/* a barrage's throws and keeps are refused before (apply_throw, apply_keep) */
	if (NEVER(st->nbarrage > 0) || st->pos == 0 || st->phase != QUATRE21_DECHARGE ||
	    st->made[st->seat[st->pos - 1]].throws != st->limit)
		return false;
	int prev = st->seat[st->pos - 1];
	if (st->limit == QUATRE21_THROWS)
		msg_set(why, N_("no fourth throw: %s has thrown three times; %s throws now,"
		    " the three dice"), names[prev], names[seat]);
	else
		msg_set(why, N_("no more throws than the first player's: %s has thrown %d"
		    " of %d; %s throws now, the three dice"), names[prev], st->limit,
		    st->limit, names[seat]);
	return true;
}

/* The same for a throw of fewer than three dice: else the turn's first
 * throw is of the three dice. */
static void
refuse_first(const struct quatre21_state *st, const char *const *names, struct msg *why)
{
	if (!refuse_past_limit(st, names, why))
		msg_set(why, N_("%s throws now, the three dice"), names[quatre21_current(st)]);
}

/* The dice kept and thrown: the whole new hand, or the dice thrown again
 * after a keep (or with the keep they leave, if only one). */
static bool
read_throw(const struct quatre21_state *st, const struct dice *typed, const char *const *names,
    struct tally *kept, struct tally *thrown, bool *implicit, struct msg *why)
{
	char buf[24];
	struct msg noun;
	int n = typed->n;
	*kept = dice_tally(&st->kept);
	if (st->count == 0 && n != QUATRE21_DICE) {
		refuse_first(st, names, why);
		return false;
	}
	if (st->kept.n > 0 && n == QUATRE21_DICE) {
		struct tally hand = dice_tally(typed);
		if (!tally_within(kept, &hand)) {
			msg_set(why, N_("the new hand must hold the dice kept (%s)"),
			    dice_format(&st->kept, buf, sizeof buf));
			return false;
		}
		*thrown = tally_minus(&hand, kept);
	} else if (st->kept.n > 0 && n != QUATRE21_DICE - st->kept.n) {
		msg_set(why, N_("%d kept: type the %d %s thrown again, or the three dice"),
		    st->kept.n, QUATRE21_DICE - st->kept.n,
		    dice_noun_word(&noun, QUATRE21_DICE - st->kept.n));
		return false;
	} else if (st->kept.n == 0 && n < QUATRE21_DICE) {
		struct dice only;
		if (quatre21_implied_keeps(st, n, &only, 1) != 1) {
			msg_setn(why, "of %s, which %d die was kept? keep FACES, then the throw",
			    "of %s, which %d dice were kept? keep FACES, then the throw",
			    (unsigned long)(QUATRE21_DICE - n), dice_format(&st->hand, buf, sizeof buf),
			    QUATRE21_DICE - n);
			return false;
		}
		*kept = dice_tally(&only);
		*implicit = true;
		*thrown = dice_tally(typed);
	} else {
		*thrown = dice_tally(typed);
	}
	return true;
}

static bool
apply_throw(const struct quatre21_rules *r, struct quatre21_state *st,
    const char *const *names, const struct action *a, struct quatre21_outcome *out,
    struct msg *why)
{
	int seat = quatre21_current(st);
	if (a->dice.n > QUATRE21_DICE) {
		msg_set(why, N_("421 is played with three dice, not %d"), a->dice.n);
		return false;
	}
	if (st->nbarrage > 0 && a->dice.n != QUATRE21_DICE) {
		msg_set(why, N_("a barrage is one throw each: %s throws the three dice"),
		    names[seat]);
		return false;
	}
	struct tally kept = {{0}}, thrown;
	if (st->nbarrage == 0 && !read_throw(st, &a->dice, names, &kept, &thrown,
	    &out->implicit_keep, why))
		return false;
	if (st->nbarrage > 0)
		thrown = dice_tally(&a->dice);
	set_hand(&out->kept, &kept);
	for (int f = 1; f <= 6; f++)
		kept.count[f] = (unsigned char)(kept.count[f] + thrown.count[f]);
	set_hand(&out->hand, &kept);
	out->combo = quatre21_combo(r, &out->hand);
	out->in_barrage = st->nbarrage > 0;
	if (st->nbarrage > 0) {
		memcpy(st->bface[st->pos], out->combo.face, QUATRE21_DICE);
		out->throw_no = 1;
		end_turn(r, st, out);
		return true;
	}
	st->hand = out->hand;
	memset(&st->kept, 0, sizeof st->kept);
	out->throw_no = ++st->count;
	st->made[seat].throws = st->count;
	memcpy(st->made[seat].face, out->combo.face, QUATRE21_DICE);
	if (st->count >= st->limit)
		end_turn(r, st, out);
	return true;
}

static bool
apply_keep(struct quatre21_state *st, const char *const *names, const struct action *a,
    struct quatre21_outcome *out, struct msg *why)
{
	char had[24];
	struct msg word;
	if (st->phase == QUATRE21_CHARGE || st->nbarrage > 0) {
		msg_set(why, st->nbarrage > 0 ? N_("a barrage is one throw each: nothing to keep")
		    : N_("the charge is one throw each: nothing to keep"));
		return false;
	}
	if (st->count == 0 && !refuse_past_limit(st, names, why))
		msg_set(why, N_("nothing thrown yet this turn: keep names dice of the last throw"));
	if (st->count == 0)
		return false;
	struct tally want = dice_tally(&a->dice), hand = dice_tally(&st->hand);
	for (int f = 1; f <= 6; f++) {
		static const char *const counts[] = {N_("zero"), N_("one"), N_("two"), N_("three")};
		if (want.count[f] <= hand.count[f])
			continue;
		dice_format(&st->hand, had, sizeof had);
		if (hand.count[f] == 0)
			msg_set(why, N_("the hand %s has no %d to keep"), had, f);
		else
			msg_setn(why, "the hand %s has only %s %d", "the hand %s has only %s %ds",
			    hand.count[f], had, msg_word(&word, counts[hand.count[f]]), f);
		return false;
	}
	if (a->dice.n >= QUATRE21_DICE) {
		msg_set(why, N_("keeping the three dice leaves nothing to throw: stop ends the"
		    " turn"));
		return false;
	}
	set_hand(&st->kept, &want);
	out->hand = st->hand;
	out->kept = st->kept;
	out->throw_no = st->count;
	return true;
}

static bool
apply_stop(const struct quatre21_rules *r, struct quatre21_state *st,
    const char *const *names, struct quatre21_outcome *out, struct msg *why)
{
	int seat = quatre21_current(st);
	if (st->phase == QUATRE21_CHARGE || st->nbarrage > 0) {
		msg_set(why, st->nbarrage > 0 ? N_("a barrage is one throw each: %s throws the three"
		    " dice") : N_("the charge is one throw each: stop is for the décharge"),
		    names[seat]);
		return false;
	}
	if (st->count == 0) {
		msg_set(why, N_("%s has not thrown yet: stop ends a turn after a throw"),
		    names[seat]);
		return false;
	}
	out->hand = st->hand;
	out->combo = quatre21_combo(r, &st->hand);
	out->throw_no = st->count;
	end_turn(r, st, out);
	return true;
}

bool
quatre21_apply(const struct quatre21_rules *r, struct quatre21_state *st,
    const char *const *names, const struct action *a, struct quatre21_outcome *out,
    struct msg *why)
{
	memset(out, 0, sizeof *out);
	if (st->over) {
		msg_set(why, N_("the game is over"));
		return false;
	}
	struct quatre21_state before = *st;
	out->seat = quatre21_current(st);
	out->verb = a->verb;
	out->phase = st->phase;
	out->round = st->rounds + 1;
	out->most = st->nbarrage > 0 ? 1 : st->limit;
	out->loser = -1;
	bool ok;
	switch (a->verb) {
	case QUATRE21_THROW:
		ok = apply_throw(r, st, names, a, out, why);
		break;
	case QUATRE21_KEEP:
		ok = apply_keep(st, names, a, out, why);
		break;
	case QUATRE21_STOP:
		ok = apply_stop(r, st, names, out, why);
		break;
	default:
		msg_set(why, N_("unknown entry"));
		ok = false;
	}
	if (!ok) {
		*st = before;
		return false;
	}
	out->next = quatre21_current(st);
	out->game_over = st->over;
	out->loser = st->loser;
	return true;
}
