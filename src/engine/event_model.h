/* What one entry did, as data: an event.  The family tells it
 * (FAMILY_view.c, through the printer's event) as the dice thrown, whose
 * turn comes and whether the game ended, and in parts, in the order the
 * answer says them: what the dice make and are worth, what was set
 * aside, written or placed, what moved, the end.  Values and states, no
 * text made for a terminal: render_event.c draws the answer to the entry
 * for every game that tells its events, and render_html_sheet.c the same
 * answer on the page that follows the game. */
#ifndef TAPIS_EVENT_MODEL_H
#define TAPIS_EVENT_MODEL_H

#include <stdbool.h>

#include "dice.h"
#include "engine.h"
#include "msg.h"
#include "never.h"

enum event_kind {
	/* what was thrown */
	EVENT_KEPT_BEFORE,      /* `dice` kept without a keep, before the throw */
	EVENT_THROW,            /* throw n of m: `dice` */
	EVENT_THROW_BY,         /* seat's throw: `dice` (each player throws once) */
	EVENT_BARRAGE_THROW,    /* a throw of the barrage: `dice` */
	EVENT_SEC,              /* the first throw made a major: a sec */
	EVENT_CALL_LAPSES,      /* a call after a sec lapses: no die of it thrown again */
	/* what the dice are worth */
	EVENT_COMBINATION,      /* the dice make `label` (key `key`), worth n tokens */
	EVENT_FREE_CELLS,       /* the free cells they may take (`cells`, and as `said`;
	                         * n of them); none: a pass where `flag` (the last
	                         * throw) */
	EVENT_OR_REMOVE,        /* or take a pawn off (a Yam and the rule allows it) */
	EVENT_OR_CALL,          /* or call a major */
	/* what the entry set aside, wrote, placed */
	EVENT_KEEPING,          /* `dice` kept: n dice to throw */
	EVENT_STOPS,            /* seat stops with `dice` (`label`) after n throws */
	EVENT_CALLS,            /* seat calls `label`; n: after a sec */
	EVENT_PLACES,           /* seat puts a pawn on cell n of a board m cells a side,
	                         * its kind `label` (a face's where `flag`): k pawns
	                         * left, count `value[seat]` */
	EVENT_REMOVES,          /* seat takes other's pawn off cell n (m a side) */
	EVENT_PASSES,           /* seat passes */
	/* what moved */
	EVENT_THROW_LIMIT,      /* the others may throw n times this round */
	EVENT_BARRAGE,          /* the `nwho` players of `who` tie for the lowest */
	EVENT_ROUND,            /* a round's end: seat best with `label`, other lowest
	                         * with `label2`; n tokens moved, m of them for a
	                         * nenette; from the pot where `flag` */
	EVENT_POT,              /* the pot n; each player's tokens (`value`), or out
	                         * (bit p of `seats`) */
	EVENT_DECHARGE,         /* the pot is empty: the décharge begins */
	EVENT_OUT,              /* seat is out, safe */
	/* the end */
	EVENT_LOSES_ALL,        /* seat holds every token and loses */
	EVENT_LINE_OF_FIVE,     /* seat made a line of five */
	EVENT_ALL_PAWNS,        /* seat placed every pawn */
	EVENT_COUNT,            /* the count: seat n, other m */
	EVENT_WINS,             /* seat wins, by a line of five where `flag` */
	EVENT_DRAW,             /* nobody wins */
	/* a Yams sheet's boxes */
	EVENT_FREE_BOXES,       /* what the dice would score in each free box (`box`),
	                         * n of them made; a forced joker keeps them out of
	                         * others where `flag` */
	EVENT_YAHTZEE_EARNED,   /* the dice earn a Yahtzee bonus n wherever written */
	EVENT_DUE,              /* an ordered column `label` takes box `label2` next;
	                         * k: its place in the list, from 0 */
	EVENT_WRITE_NOW,        /* the last throw: write (something made where `flag`)
	                         * or scratch */
	EVENT_SCRATCHES,        /* seat scratches box `label` */
	EVENT_NOT_BEATEN,       /* seat's n in box `label` does not beat other's m */
	EVENT_WRITES,           /* seat writes n in box `label` */
	EVENT_JOKER,            /* by the joker */
	EVENT_COLUMN,           /* in column `label` */
	EVENT_TOTAL,            /* the writer's total is now n */
	EVENT_STRUCK,           /* other's m in box `label` is struck out */
	EVENT_BONUS,            /* the bonus n is made */
	EVENT_YAHTZEE_BONUS,    /* a Yahtzee bonus n is won */
	EVENT_PAIR_VOID,        /* Maximum is not above Minimum: both count 0 */
	EVENT_WINS_WITH,        /* seat wins with n */
	EVENT_SHARE_WIN,        /* the players of `seats` share the win with n */
	/* who is next: the event's `next`, as the family says a turn begins */
	EVENT_NEXT,
	/* the next writes the same dice: what they score in each free box
	 * (`box`), n of them made */
	EVENT_FOR_NEXT,
	/* points set aside and banked (10000) */
	EVENT_SET_ASIDE,        /* `tally` set aside: turn n, m dice to throw (all of
	                         * them: a full hand where `flag`); k needed to open,
	                         * 0 where none is */
	EVENT_TAKES_OVER,       /* seat takes over n points: m dice to throw */
	EVENT_SET_ASIDE_BY_THROW, /* `tally` set aside by throwing again: turn n, a full
	                         * hand where `flag`; the answer goes on a line below */
	EVENT_TOOK_BY_THROW,    /* seat took over n by throwing the dice on offer */
	EVENT_SIX_ONES,         /* six 1s in one throw */
	EVENT_BUST,             /* nothing scores: n points lost */
	EVENT_SCORING,          /* the best group `tally`, worth n; `tally2` scores
	                         * nothing */
	EVENT_FULL_HAND,        /* keeping all k dice makes a full hand: turn n, m dice
	                         * to throw, or bank where `flag` */
	EVENT_SET_ASIDE_BY_BANK, /* `tally` set aside by banking */
	EVENT_VOIDED,           /* seat's n would make m, past the target k: nothing */
	EVENT_BANKS,            /* seat banks n: score m */
	EVENT_OPENS,            /* seat opens with n */
	EVENT_CROSS,            /* seat gets a cross, n in a row */
	EVENT_CROSSES_COST,     /* n crosses in a row take seat back to k (cost m where
	                         * `flag`), crosses wiped */
	EVENT_LOSES,            /* seat loses n: score m */
	EVENT_LANDED_ON,        /* seat is landed on and goes back to n */
	EVENT_LAST_ROUND,       /* the others have one more turn */
	EVENT_WINS_AT_ONCE,     /* seat wins at once */
};

#define EVENT_LABEL 48

struct event_part {
	enum event_kind kind;
	/* players by seat; -1 for none */
	int seat, other;
	int n, m, k;
	bool flag;
	struct dice dice;
	/* dice set aside or scoring, counted by face */
	struct tally tally, tally2;
	/* a combination, a cell's kind, a major, said, and its key in an export */
	char label[EVENT_LABEL], label2[EVENT_LABEL];
	const char *key;
	/* players: in order (nwho), by bit (seats), a value each */
	int nwho;
	int who[ENGINE_MAX_PLAYERS];
	unsigned seats;
	int value[ENGINE_MAX_PLAYERS];
};

#define EVENT_PARTS 12

/* A free box and what the dice would score in it (a Yams sheet). */
struct event_box {
	/* the box as a list names it, said ("6s", "full"), and its key */
	const char *word, *key;
	int value;
	bool made, joker;
	/* a duel: who holds the box (-1 nobody, or no duel), with what, and
	 * whether value strikes it */
	int holder, held;
	bool strikes;
	/* Minimum or Maximum (`is_max`): the value would leave both at 0,
	 * against the other's `against` */
	bool pair_void, is_max;
	int against;
};

#define EVENT_BOXES 24

/* One entry's event. */
struct outcome_event {
	/* who made it, and its verb by its stored kind */
	int seat;
	const char *verb;
	/* the dice thrown (a throw), or the hand it left */
	bool thrown;
	struct dice dice;
	/* whose turn it is now; -1 at the end */
	int next;
	bool over;
	/* the board changed: it is drawn small after the answer, the pawn
	 * just placed on cell `just` (-1 for none) */
	bool board;
	int just;
	/* cells as a list the words say (EVENT_FREE_CELLS), as a message:
	 * its English format and arguments, said in the session's language;
	 * cells: bit c for cell c */
	struct msg said;
	unsigned long cells;
	/* the free boxes (EVENT_FREE_BOXES, EVENT_FOR_NEXT), in the sheet's order */
	int nboxes;
	struct event_box box[EVENT_BOXES];
	int nparts;
	struct event_part part[EVENT_PARTS];
};

/* ev begun for an entry: who made it, its verb, the dice, whose turn
 * comes and the end; no board, no boxes, no parts, no cells, `said`
 * empty.  The rest of ev (its boxes, its parts, `said`'s pieces: 12 KB)
 * is not cleared but written as it is added: a reader reads only the
 * first `nboxes` boxes and `nparts` parts, and `said` where a part says
 * it (EVENT_FREE_CELLS, n > 0), each written whole first. */
static inline void
event_begin(struct outcome_event *ev, int seat, const char *verb, bool thrown,
    struct dice dice, int next, bool over)
{
	ev->seat = seat;
	ev->verb = verb;
	ev->thrown = thrown;
	ev->dice = dice;
	ev->next = next;
	ev->over = over;
	ev->board = false;
	ev->just = -1;
	msg_clear(&ev->said);
	ev->cells = 0;
	ev->nboxes = 0;
	ev->nparts = 0;
}

/* A part added to ev, its players none, the rest zero; where ev is full,
 * a part nobody reads (EVENT_PARTS is more than any entry says). */
static inline struct event_part *
event_add(struct outcome_event *ev, enum event_kind kind)
{
	static struct event_part spare;
	struct event_part *p = ALWAYS(ev->nparts < EVENT_PARTS) ? &ev->part[ev->nparts++]
	    : &spare;
	*p = (struct event_part){.kind = kind, .seat = -1, .other = -1};
	return p;
}

#endif
