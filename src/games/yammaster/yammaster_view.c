/* What a Yam Master table sees, as the sheet's model (sheet_model.h):
 * the turns, each player's token and pawns and count, and how the game
 * ended.  No printing.  (The board is drawn by render_yammaster.c.) */
#include "config.h"

#include <string.h>

#include "game.h"
#include "sheet_model.h"
#include "yammaster.h"

const char *const yammaster_tokens[YAMMASTER_PLAYERS] = {"X", "O"};

static void
add_fact(struct sheet_view *v, struct sheet_fact fact)
{
	if (v->nfacts < SHEET_FACTS)
		v->fact[v->nfacts++] = fact;
}

/* Why it ended, the count, and who won by what. */
static void
describe_end(const struct game *g, struct sheet_view *v)
{
	const struct yammaster_state *st = g->state;
	const struct yammaster_rules *r = g->rules;
	if (st->line_of_five >= 0)
		add_fact(v, (struct sheet_fact){.kind = FACT_LINE_OF_FIVE,
		    .who = g->name[st->line_of_five]});
	else
		for (int p = 0; p < YAMMASTER_PLAYERS; p++)
			if (st->placed[p] == YAMMASTER_PAWNS)
				add_fact(v, (struct sheet_fact){.kind = FACT_ALL_PAWNS,
				    .who = g->name[p]});
	add_fact(v, (struct sheet_fact){.kind = FACT_COUNT, .who = g->name[0],
	    .n = st->score[0], .other = g->name[1], .m = st->score[1]});
	/* the ranking says who won, or that both share the first place */
	int winner = game_first(g);
	if (winner >= 0)
		add_fact(v, (struct sheet_fact){.kind = FACT_WINS, .who = g->name[winner],
		    .n = winner == st->line_of_five && r->five_wins});
	else
		add_fact(v, (struct sheet_fact){.kind = FACT_DRAW});
}

void
yammaster_describe(const struct game *g, struct sheet_view *v)
{
	const struct yammaster_state *st = g->state;
	memset(v, 0, sizeof *v);
	/* each player's own turns, as the other sheets and replay count */
	v->title = (struct sheet_title){.over = st->over,
	    .round = st->turns / YAMMASTER_PLAYERS + 1, .played = st->turns, .in_turns = true};
	v->standings.nseats = YAMMASTER_PLAYERS;
	for (int p = 0; p < YAMMASTER_PLAYERS; p++) {
		struct sheet_seat *seat = &v->standings.seat[p];
		seat->name = g->name[p];
		if (st->over)
			seat->state = p == st->winner ? SEAT_WON : SEAT_PLACED;
		else
			seat->state = p == st->current ? SEAT_TO_PLAY : SEAT_WAITING;
		seat->token = yammaster_tokens[p];
		seat->hue = p + 1;
		seat->nfields = 3;
		seat->field[0] = (struct sheet_field){.kind = FIELD_PLACED, .value = st->placed[p]};
		seat->field[1] = (struct sheet_field){.kind = FIELD_LEFT,
		    .value = YAMMASTER_PAWNS - st->placed[p]};
		seat->field[2] = (struct sheet_field){.kind = FIELD_COUNT, .value = st->score[p]};
	}
	const struct yammaster_rules *r = g->rules;
	v->board.side = YAMMASTER_SIDE;
	for (int c = 0; c < YAMMASTER_CELLS; c++)
		v->board.cell[c] = (struct board_cell){yammaster_kind_label(r->board[c], true),
		    yammaster_kind_label(r->board[c], false), st->cell[c], false};
	if (st->over)
		describe_end(g, v);
	else
		add_fact(v, (struct sheet_fact){.kind = FACT_TURN});
}

/* The prompt's facts: whose throw, how they stand, what is asked. */
void
yammaster_prompt(const struct game *g, struct prompt_facts *f)
{
	const struct yammaster_state *st = g->state;
	int p = st->current;
	*f = (struct prompt_facts){.player = g->name[p], .standing = STANDING_PAWNS,
	    .held = YAMMASTER_PAWNS - st->placed[p], .mark = yammaster_tokens[p],
	    .called = st->call >= 0 ? yammaster_kind_said(st->call) : NULL,
	    .hand = st->turn.hand, .kept = st->turn.kept, .dice = THROWS_DICE,
	    .throws_left = THROWS_MAX - st->turn.count, .teach = st->turns < YAMMASTER_PLAYERS};
	if (st->turn.count == 0)
		f->ask = ASK_THROW_ALL;
	else if (st->turn.count == THROWS_MAX)
		f->ask = ASK_PLACE;
	else
		f->ask = st->turn.kept.n > 0 ? ASK_KEEP : ASK_THROW_AGAIN;
}
