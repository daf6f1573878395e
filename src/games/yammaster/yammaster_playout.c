/* A Yam Master player quick enough to play thousands of games out from a
 * state, and sound: it places a pawn where the board says a cell is worth
 * most (runs of three made, helped, or kept from the other player), keeps
 * at each throw the dice with the best exact chance of a valuable free
 * cell (yammaster_odds.c), calls the major it aims at when an Appel cell
 * is worth more than its own cell, and never ends the game behind when it
 * can pass.  Every entry goes through the engine's own apply.  Pure: its
 * dice come from a PRNG the caller seeds. */
#include "config.h"

#include <string.h>

#include "never.h"
#include "yammaster_advice.h"

/* What a run of three through a cell is worth, by the pawns already on its
 * two other cells: the player's own (none of the other's there), and the
 * other's (none of the player's), whose run the cell stops. */
#define OWN0 2.0
#define OWN1 4.0
#define OWN2 12.0
#define STOP1 2.0
#define STOP2 6.0
#define ANY_CELL 2.0               /* a pawn nearer the end wherever it goes */
#define WINS 1000.0               /* a place that ends the game ahead */
#define LEVEL 0.1                 /* ... level: better than passing, if only just */
#define LOSES (-1.0)              /* ... behind: worse than passing */

void
ym_rng_seed(struct ym_rng *g, uint64_t a, uint64_t b)
{
	/* splitmix64 of both, so that near seeds give far streams */
	uint64_t z = a * 0x9e3779b97f4a7c15u + b + 0x632be59bd9b4e019u;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	z ^= z >> 31;
	g->s = z != 0 ? z : 0x2545f4914f6cdd1du;   /* untaken: the one seed of z 0, not met */
}

uint64_t
ym_rng_next(struct ym_rng *g)
{
	g->s ^= g->s >> 12;
	g->s ^= g->s << 25;
	g->s ^= g->s >> 27;
	return g->s * 0x2545f4914f6cdd1du;
}

int
ym_rng_die(struct ym_rng *g)
{
	return 1 + (int)(((ym_rng_next(g) >> 32) * 6) >> 32);
}

struct action
ym_throw_action(struct ym_rng *g, int n)
{
	struct action a;
	memset(&a, 0, sizeof a);
	a.verb = YAMMASTER_THROW;
	a.dice.n = n;
	/* five draws whatever n, so that games from different keeps meet the
	 * same dice afterwards */
	for (int i = 0; i < THROWS_DICE; i++) {
		int d = ym_rng_die(g);
		if (i < n)
			a.dice.face[i] = (unsigned char)d;
	}
	return a;
}

bool
ym_apply(const struct yammaster_rules *r, struct yammaster_state *st, const struct action *a)
{
	static const char *const names[YAMMASTER_PLAYERS] = {"", ""};
	struct yammaster_outcome out;
	struct msg why;
	return yammaster_apply(r, st, names, a, &out, &why);
}

/* Whose each cell is, as seat sees it: 0 free, 1 seat's, 2 the other's. */
static void
owners(const struct yammaster_state *st, int seat, unsigned char who[YAMMASTER_CELLS])
{
	for (int c = 0; c < YAMMASTER_CELLS; c++)
		who[c] = (unsigned char)(st->cell[c] < 0 ? 0 : st->cell[c] == seat ? 1 : 2);
}

/* What a run of three adds to its cell's worth, by whose its two other
 * cells are (3 * the first's owner + the second's, as owners() says):
 * nothing where both players have a pawn in it. */
static const double run_worth[9] = {
	OWN0, OWN1, STOP1,
	OWN1, OWN2, 0,
	STOP1, 0, STOP2,
};

/* ym_cell_value, whose each cell is given: a table read a run of three,
 * not a test of each pawn (the playouts' most frequent sum). */
static double
cell_value(const struct ym_tables *t, const unsigned char who[YAMMASTER_CELLS], int cell)
{
	double v = ANY_CELL;
	for (int w = 0; w < t->nwindows[cell]; w++)
		v += run_worth[3 * who[t->window[cell][w][0]] + who[t->window[cell][w][1]]];
	return v;
}

double
ym_cell_value(const struct ym_tables *t, const struct yammaster_state *st, int seat, int cell)
{
	unsigned char who[YAMMASTER_CELLS];
	owners(st, seat, who);
	return cell_value(t, who, cell);
}

void
ym_view_of(const struct yammaster_rules *r, const struct ym_tables *t,
    const struct yammaster_state *st, struct ym_view *vw)
{
	unsigned char who[YAMMASTER_CELLS];
	vw->seat = st->current;
	owners(st, vw->seat, who);
	for (int k = 0; k < YM_KINDS; k++)
		vw->w[k] = 0;
	vw->appel = vw->sec = 0;
	for (int c = 0; c < YAMMASTER_CELLS; c++) {
		vw->v[c] = -1;
		if (st->cell[c] >= 0)
			continue;
		double v = vw->v[c] = cell_value(t, who, c);
		int k = r->board[c];
		double *best = k == KIND_APPEL ? &vw->appel : k == KIND_SEC ? &vw->sec : &vw->w[k];
		if (v > *best)
			*best = v;
	}
}

/* What placing on cell (the dice make it) is worth: its value, unless it
 * ends the game (the player's last pawn, or a line of five: then the
 * engine says how), which is worth a win, a little or worse than passing. */
static double
place_value(const struct yammaster_rules *r, const struct yammaster_state *st,
    const struct ym_view *vw, int cell)
{
	int8_t after[YAMMASTER_CELLS];
	memcpy(after, st->cell, sizeof after);
	after[cell] = (int8_t)vw->seat;
	/* a line of five needs five pawns */
	if (st->placed[vw->seat] + 1 < YAMMASTER_PAWNS && (st->placed[vw->seat] + 1 < YAMMASTER_SIDE ||
	    !yammaster_line_of_five(after, vw->seat)))
		return vw->v[cell];
	struct yammaster_state next = *st;
	struct action a = {YAMMASTER_PLACE, {0, {0}}, {cell, 0}};
	if (!ym_apply(r, &next, &a))   /* untaken: a free cell the dice make, the engine's to take */
		return -2;
	/* the pawn placed is the twelfth or makes the line of five checked
	 * above: either ends the game (yammaster_turn.c, maybe_end) */
	if (NEVER(!next.over))
		return vw->v[cell];
	return next.winner == vw->seat ? WINS : next.winner < 0 ? LEVEL : LOSES;
}

/* With a Yam (hand, the dice on the table) where the rules let it take a
 * pawn off: the other player's pawn worth most to them, and its worth,
 * into *cell; -2 if none. */
static double
remove_value(const struct yammaster_rules *r, const struct ym_tables *t,
    const struct yammaster_state *st, const struct tally *hand, int seat, int *cell)
{
	double best = -2;
	if (!r->predator || !yammaster_makes(hand, KIND_YAM))
		return best;
	for (int c = 0; c < YAMMASTER_CELLS; c++) {
		if (st->cell[c] != 1 - seat)
			continue;
		struct yammaster_state open = *st;
		open.cell[c] = -1;
		double v = ym_cell_value(t, &open, 1 - seat, c);
		if (v > best) {
			best = v;
			*cell = c;
		}
	}
	return best;
}

/* Whether the dice on the table (hand) open the cells of kind to st's
 * player: the engine's yammaster_can_place for a free cell, asked once a
 * kind. */
static void
kinds_open(const struct yammaster_state *st, const struct tally *hand,
    bool open[YAMMASTER_KINDS])
{
	unsigned majors = yammaster_majors(hand);
	for (int k = 0; k < YM_KINDS; k++)
		open[k] = k < YAMMASTER_MAJOR0 ? yammaster_makes(hand, k)
		    : (majors >> (k - YAMMASTER_MAJOR0) & 1) != 0;
	open[KIND_SEC] = yammaster_sec_open(st);
	open[KIND_APPEL] = yammaster_appel_open(st);
}

/* The best the dice (hand) allow now: a place (or a removal) into *a, and
 * its worth; -2 where there is none. */
static double
best_now(const struct yammaster_rules *r, const struct ym_tables *t,
    const struct yammaster_state *st, const struct tally *hand, const struct ym_view *vw,
    struct action *a)
{
	bool open[YAMMASTER_KINDS];
	double best = -2;
	kinds_open(st, hand, open);
	for (int c = 0; c < YAMMASTER_CELLS; c++) {
		if (vw->v[c] < 0 || !open[r->board[c]])
			continue;
		double v = place_value(r, st, vw, c);
		if (v > best) {
			best = v;
			*a = (struct action){YAMMASTER_PLACE, {0, {0}}, {c, 0}};
		}
	}
	int cell = -1;
	double v = remove_value(r, t, st, hand, vw->seat, &cell);
	/* (cell >= 0 follows from v > best, as remove_value sets it with any
	 * worth above -2, best's least, but kept: without it gcc's code of the
	 * playouts runs 0.9% more instructions, callgrind) */
	if (v > best && ALWAYS(cell >= 0)) {
		best = v;
		*a = (struct action){YAMMASTER_REMOVE, {0, {0}}, {cell, 0}};
	}
	return best;
}

/* The kind worth aiming at from hand h with `left` throws to come: its
 * value times its best chance, into *kind (-1: none worth it). */
static double
aim(const struct ym_tables *t, const struct yammaster_state *st, const struct ym_view *vw,
    int h, int left, int *kind)
{
	bool may_call = st->turn.count == 1 && st->call < 0 && st->sec == 0;
	double best = 0;
	*kind = -1;
	for (int k = 0; k < YM_KINDS; k++) {
		double w = vw->w[k];
		bool major = k >= YAMMASTER_MAJOR0;
		if (major && vw->appel > w && (may_call || (st->call == k && !st->call_after_sec)))
			w = vw->appel;
		double v = w * t->kind[k].go[left][h];
		if (v > best) {
			best = v;
			*kind = k;
		}
	}
	return best;
}

/* The entry after a throw: place, or call, keep and throw, or pass. */
static struct action
after_throw(const struct yammaster_rules *r, const struct ym_tables *t,
    const struct yammaster_state *st, const struct ym_view *vw)
{
	struct action a = {YAMMASTER_PASS, {0, {0}}, {0, 0}};
	struct action now = a;
	struct tally hand = dice_tally(&st->turn.hand);
	double placed = best_now(r, t, st, &hand, vw, &now);
	int left = THROWS_MAX - st->turn.count, kind = -1;
	int h = ym_set(&t->space, &hand);
	double go = left > 0 ? aim(t, st, vw, h, left, &kind) : 0;
	/* (no kind to aim at leaves go 0, below a place's worth) */
	if (placed > 0 && placed >= go)
		return now;
	if (kind < 0)
		return a;             /* nothing to aim at, nothing worth placing */
	if (kind >= YAMMASTER_MAJOR0 && st->turn.count == 1 && st->call < 0 && st->sec == 0 &&
	    vw->appel > vw->w[kind])
		return (struct action){YAMMASTER_CALL, {0, {0}}, {kind, 0}};
	const struct tally *keep = &t->space.set[t->kind[kind].best[left][h]];
	if (tally_total(keep) == 0) {
		a.verb = YAMMASTER_THROW;
		a.dice.n = THROWS_DICE;       /* the faces: the caller's throw */
		return a;
	}
	a.verb = YAMMASTER_KEEP;
	throws_set_dice(&a.dice, keep);
	return a;
}

/* The policy's entry, its view of the turn given. */
static bool
act(const struct yammaster_rules *r, const struct ym_tables *t,
    const struct yammaster_state *st, const struct ym_view *vw, struct ym_rng *g,
    struct action *a)
{
	if (st->over)
		return false;
	if (st->turn.count == 0 || st->turn.kept.n > 0) {
		*a = ym_throw_action(g, THROWS_DICE - st->turn.kept.n);
		return true;
	}
	*a = after_throw(r, t, st, vw);
	if (a->verb == YAMMASTER_THROW)
		*a = ym_throw_action(g, THROWS_DICE);
	return true;
}

bool
ym_policy_act(const struct yammaster_rules *r, const struct ym_tables *t,
    const struct yammaster_state *st, struct ym_rng *g, struct action *a)
{
	struct ym_view vw;
	ym_view_of(r, t, st, &vw);
	return act(r, t, st, &vw, g, a);
}

double
ym_playout(const struct yammaster_rules *r, const struct ym_tables *t,
    struct yammaster_state *st, int seat, struct ym_rng *g)
{
	struct ym_view vw;
	struct action a;
	int turns = -1;
	/* every entry moves the game on: a turn is at most seven of them,
	 * and a game ends by the pawns or stalls; 5000 entries is a bound
	 * never met by a game of sense */
	for (int steps = 0; steps < 5000; steps++) {   /* untaken: the bound, never met */
		if (st->turns != turns) {
			ym_view_of(r, t, st, &vw);
			turns = st->turns;
		}
		if (!act(r, t, st, &vw, g, &a))
			break;
		/* the engine has the last word: what it refuses, a pass */
		struct action pass = {YAMMASTER_PASS, {0, {0}}, {0, 0}};
		if (!ym_apply(r, st, &a) && !ym_apply(r, st, &pass))   /* untaken: none refused */
			break;
	}
	if (!st->over)          /* untaken: every playout ends its game, the bound unmet */
		return 0.5;
	return st->winner == seat ? 1 : st->winner < 0 ? 0.5 : 0;
}
