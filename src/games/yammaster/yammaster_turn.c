/* The Yam Master game: throws, the call, placing a pawn or passing, and the
 * end with its count (tapis-games(7), YAM MASTER).  Pure. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "never.h"
#include "yammaster.h"

/* What to do once three throws are made. */
#define AFTER_LAST N_("place a pawn (place CELL) or pass")

void
yammaster_start(struct yammaster_state *st)
{
	memset(st, 0, sizeof *st);        /* every byte, so that states compare */
	throws_clear(&st->turn);
	st->call = -1;
	st->winner = -1;
	st->line_of_five = -1;
	memset(st->cell, -1, sizeof st->cell);
}

bool
yammaster_sec_open(const struct yammaster_state *st)
{
	return st->turn.count == 1 && st->sec != 0;
}

bool
yammaster_appel_open(const struct yammaster_state *st)
{
	if (st->call < 0 || st->call_lapsed || st->turn.count < 2)
		return false;
	struct tally t = dice_tally(&st->turn.hand);
	if (st->call_after_sec)
		return yammaster_majors(&t) != 0;
	return yammaster_makes(&t, st->call);
}

bool
yammaster_can_place(const struct yammaster_rules *r, const struct yammaster_state *st, int cell)
{
	/* (every caller asks of a cell of the board: apply_place refuses any
	 * other first, the others count over the board's) */
	if (NEVER(cell < 0 || cell >= YAMMASTER_CELLS) || st->cell[cell] >= 0 ||
	    st->turn.count == 0)
		return false;
	struct tally t = dice_tally(&st->turn.hand);
	int kind = r->board[cell];
	if (kind == KIND_SEC)
		return yammaster_sec_open(st);
	if (kind == KIND_APPEL)
		return yammaster_appel_open(st);
	return yammaster_makes(&t, kind);
}

static void
end_turn(struct yammaster_state *st)
{
	throws_clear(&st->turn);
	st->sec = 0;
	st->call = -1;
	st->call_after_sec = false;
	st->call_lapsed = false;
	st->turns++;
	st->current = 1 - st->current;
}

/* The end: a line of five, or a player's twelfth pawn.  Most points wins,
 * or the line of five at once where the rules say so. */
static void
maybe_end(const struct yammaster_rules *r, struct yammaster_state *st, int seat,
    struct yammaster_outcome *out)
{
	for (int p = 0; p < YAMMASTER_PLAYERS; p++)
		st->score[p] = yammaster_count(st->cell, p);
	bool five = yammaster_line_of_five(st->cell, seat);
	if (!five && st->placed[seat] < YAMMASTER_PAWNS)
		return;
	st->over = true;
	if (five)
		st->line_of_five = seat;
	out->five = five;
	if (five && r->five_wins)
		st->winner = seat;
	else
		st->winner = st->score[0] > st->score[1] ? 0 : st->score[1] > st->score[0] ? 1 : -1;
	out->game_over = true;
	out->winner = st->winner;
}

int
yammaster_cells_msg(const struct yammaster_rules *r, const struct yammaster_state *st,
    struct msg *list)
{
	char name[8];
	int kinds = 0, cells = 0;
	msg_clear(list);
	for (int k = 0; k < YAMMASTER_KINDS; k++) {
		int n = 0;
		for (int c = 0; c < YAMMASTER_CELLS; c++) {
			if (r->board[c] != k || !yammaster_can_place(r, st, c))
				continue;
			struct msg kind, said;
			yammaster_kind_word(k, &said);
			/* TRANSLATORS: the cells of a face, by its number: "3s" (three 3s) */
			msg_set(&kind, N_("%ss"), msg_ref(&said));
			if (n++ == 0)
				msg_add_raw(list, "%s%s %s", kinds++ ? ", " : "",
				    msg_ref(k <= KIND_6 ? &kind : &said),
				    yammaster_cell_name(c, name, sizeof name));
			else
				msg_add_raw(list, " %s", yammaster_cell_name(c, name,
				    sizeof name));
			cells++;
		}
	}
	return cells;
}

/* "; the dice can go on 1s a1 e4, full d2 b3", or "; the dice make no
 * free cell: pass", after why. */
static void
add_free_cells(const struct yammaster_rules *r, const struct yammaster_state *st, struct msg *why)
{
	struct msg cells;
	if (yammaster_cells_msg(r, st, &cells) > 0)
		msg_add(why, N_("; the dice can go on %s"), msg_ref(&cells));
	else
		msg_add(why, N_("; the dice make no free cell: pass"));
}

static bool
need_throw(const struct yammaster_state *st, const char *const *names, struct msg *why)
{
	if (st->turn.count == 0) {
		msg_set(why, N_("nothing thrown yet this turn: %s throws first"),
		    names[st->current]);
		return false;
	}
	return true;
}

static bool
apply_throw(struct yammaster_state *st, const char *const *names, const struct dice *typed,
    struct yammaster_outcome *out, struct msg *why)
{
	struct dice before = st->turn.hand;
	if (!throws_throw(&st->turn, typed, names[st->current], AFTER_LAST, &out->made, why))
		return false;
	struct tally t = dice_tally(&st->turn.hand);
	if (st->turn.count == 1)
		st->sec = (uint8_t)yammaster_majors(&t);
	out->sec = st->turn.count == 1 && st->sec != 0;
	/* a call after a sec needs a die of that sec thrown again: of the
	 * four alike, where the sec was only a carré (every other major is
	 * all five dice) */
	if (st->call_after_sec && st->turn.count == 2) {
		unsigned all_five = st->sec & ~(1u << (KIND_CARRE - YAMMASTER_MAJOR0));
		struct tally b = dice_tally(&before), kept = dice_tally(&out->made.kept);
		struct tally again = tally_minus(&b, &kept);
		bool ok = all_five != 0;
		for (int f = 1; f <= 6 && !ok; f++)
			ok = b.count[f] >= 4 && again.count[f] > 0;
		if (!ok) {
			st->call_lapsed = true;
			out->lapsed = true;
		}
	}
	return true;
}

static bool
apply_call(struct yammaster_state *st, const char *const *names, int major,
    struct yammaster_outcome *out,
    struct msg *why)
{
	struct msg word;
	if (!need_throw(st, names, why))
		return false;
	if (major < YAMMASTER_MAJOR0 || major >= YAMMASTER_MAJOR0 + YAMMASTER_MAJORS) {
		msg_set(why,
		    N_("only a major is called: full, suite, carre, small or yam"));
		return false;
	}
	if (st->call >= 0) {
		msg_set(why, N_("%s has called %s already"), names[st->current],
		    yammaster_kind_word(st->call, &word));
		return false;
	}
	if (st->turn.count != 1) {
		msg_set(why, N_("a call is made right after the first throw, not after the"
		    " %s"),
		    msg_word(&word, st->turn.count == 2 ? N_("second") : N_("third")));
		return false;
	}
	st->call = (int8_t)major;
	st->call_after_sec = st->sec != 0;
	out->call = major;
	return true;
}

/* Why the dice do not open cell (free) to st's player: the kind of cell
 * it is and what the turn made, then the cells they do open. */
static void
refuse_closed(const struct yammaster_rules *r, const struct yammaster_state *st,
    const char *name, int cell, struct msg *why)
{
	int kind = r->board[cell];
	char hand[24];
	struct msg word;
	dice_format(&st->turn.hand, hand, sizeof hand);
	if (kind == KIND_SEC && st->turn.count != 1)
		msg_set(why, N_("%s is a Sec: a major with the first throw, and this is"
		    " throw %d"), name, st->turn.count);
	else if (kind == KIND_SEC)
		msg_set(why, N_("%s is a Sec: a major with the first throw; %s make"
		    " none"), name, hand);
	else if (kind == KIND_APPEL && st->call < 0)
		msg_set(why, N_("%s is an Appel: no major was called after the first"
		    " throw"), name);
	else if (kind == KIND_APPEL && st->call_lapsed)
		msg_set(why, N_("%s is an Appel: the call lapsed, as no die of the sec"
		    " was thrown again"), name);
	else if (kind == KIND_APPEL && st->turn.count < 2)
		msg_set(why, N_("%s is an Appel: %s is called, to be made with a throw"
		    " to come"), name, yammaster_kind_word(st->call, &word));
	else if (kind == KIND_APPEL && st->call_after_sec)
		msg_set(why, N_("%s is an Appel: after the sec any major opens it, and"
		    " %s make none"), name, hand);
	else if (kind == KIND_APPEL)
		msg_set(why, N_("%s is an Appel: %s is called, and %s do not make it"),
		    name, yammaster_kind_word(st->call, &word), hand);
	else if (kind <= KIND_6)
		msg_set(why, N_("%s takes three %ds or more: %s do not make it"), name,
		    kind + 1, hand);
	else
		msg_set(why, N_("%s takes a %s: %s do not make it"), name,
		    yammaster_kind_word(kind, &word), hand);
	add_free_cells(r, st, why);
}

/* A Yam takes the other player's pawn off cell (named name), in Yam
 * Predator. */
static bool
remove_pawn(const struct yammaster_rules *r, struct yammaster_state *st,
    const char *const *names, int cell, const char *name, struct yammaster_outcome *out,
    struct msg *why)
{
	int seat = st->current;
	struct tally t = dice_tally(&st->turn.hand);
	if (!yammaster_makes(&t, KIND_YAM)) {
		msg_set(why, N_("only a Yam takes a pawn off"));
		return false;
	}
	if (st->cell[cell] != 1 - seat) {
		msg_set(why, N_("%s has no pawn of %s's to take off"), name, names[1 - seat]);
		return false;
	}
	st->cell[cell] = -1;
	st->placed[1 - seat]--;
	out->cell = cell;
	out->removed_from = 1 - seat;
	maybe_end(r, st, seat, out);
	end_turn(st);
	return true;
}

static bool
apply_place(const struct yammaster_rules *r, struct yammaster_state *st,
    const char *const *names, int cell, bool remove, struct yammaster_outcome *out,
    struct msg *why)
{
	char name[8];
	int seat = st->current;
	if (remove && !r->predator) {
		msg_set(why, N_("taking a pawn off is Yam Predator's rule (predator=yes)"));
		return false;
	}
	if (!need_throw(st, names, why))
		return false;
	if (cell < 0 || cell >= YAMMASTER_CELLS) {
		msg_set(why, N_("there is no such cell: a1 to e5"));
		return false;
	}
	yammaster_cell_name(cell, name, sizeof name);
	if (remove)
		return remove_pawn(r, st, names, cell, name, out, why);
	if (st->cell[cell] >= 0) {
		msg_set(why, N_("%s is taken (%s's pawn)"), name, names[st->cell[cell]]);
		return false;
	}
	if (!yammaster_can_place(r, st, cell)) {
		refuse_closed(r, st, name, cell, why);
		return false;
	}
	st->cell[cell] = (int8_t)seat;
	st->placed[seat]++;
	out->cell = cell;
	out->kind = r->board[cell];
	out->by_sec = out->kind == KIND_SEC;
	out->by_appel = out->kind == KIND_APPEL;
	maybe_end(r, st, seat, out);
	end_turn(st);
	return true;
}

bool
yammaster_apply(const struct yammaster_rules *r, struct yammaster_state *st,
    const char *const *names, const struct action *a, struct yammaster_outcome *out,
    struct msg *why)
{
	memset(out, 0, sizeof *out);
	out->seat = st->current;
	out->verb = a->verb;
	out->winner = -1;
	out->call = -1;
	out->cell = -1;
	out->kind = -1;
	out->removed_from = -1;
	if (st->over) {
		msg_set(why, N_("the game is over"));
		return false;
	}
	struct yammaster_state next;
	memcpy(&next, st, sizeof next);   /* refusals leave st as it was */
	bool ok;
	switch (a->verb) {
	case YAMMASTER_THROW:
		ok = apply_throw(&next, names, &a->dice, out, why);
		break;
	case YAMMASTER_KEEP:
		ok = throws_keep(&next.turn, &a->dice, AFTER_LAST, why);
		break;
	case YAMMASTER_CALL:
		ok = apply_call(&next, names, a->arg[0], out, why);
		break;
	case YAMMASTER_PLACE:
	case YAMMASTER_REMOVE:
		ok = apply_place(r, &next, names, a->arg[0], a->verb == YAMMASTER_REMOVE, out, why);
		break;
	case YAMMASTER_PASS:
		ok = need_throw(&next, names, why);
		if (ok)
			end_turn(&next);
		break;
	default:
		msg_set(why, N_("unknown entry"));
		return false;
	}
	if (!ok) {
		int seat = out->seat, verb = out->verb;
		memset(out, 0, sizeof *out);
		out->seat = seat, out->verb = verb, out->winner = -1, out->call = -1;
		out->cell = -1, out->kind = -1, out->removed_from = -1;
		return false;
	}
	out->throw_no = st->turn.count + (a->verb == YAMMASTER_THROW);
	out->hand = next.turn.hand;
	if (a->verb != YAMMASTER_THROW && a->verb != YAMMASTER_KEEP && a->verb != YAMMASTER_CALL)
		out->hand = st->turn.hand;    /* the dice the turn ended with */
	memcpy(st, &next, sizeof *st);
	out->score_after = st->score[out->seat];
	return true;
}
