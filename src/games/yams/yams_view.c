/* What a Yams table sees, as the sheet's model (sheet_model.h): the
 * round, the players heading the grid with where each stands, the grid
 * of boxes with each cell's state and why some count 0, and the last
 * line (the turn and who leads, or who won).  No printing.  (Each entry's
 * event is yams_event.c's.) */
#include "config.h"

#include <string.h>

#include "game.h"
#include "i18n.h"
#include "sheet_model.h"
#include "yams.h"

/* The rows of the sheet as on paper: the upper part's boxes, its total
 * and bonus, the lower part's, the Yahtzee bonuses, the total (and with
 * several columns each player's). */
enum row_kind { ROW_BOX, ROW_UPPER, ROW_BONUS, ROW_YAHTZEE, ROW_TOTAL, ROW_SCORE };
struct row {
	enum row_kind kind;
	int box;
};

static int
sheet_rows(const struct yams_rules *r, int ncolumns, struct row *rows)
{
	int n = 0, nupper = 0;
	for (int b = 0; b < yams_nboxes(r); b++)
		if (yams_box(r, b)->upper)
			rows[n++] = (struct row){ROW_BOX, b}, nupper++;
	if (nupper > 0)
		rows[n++] = (struct row){ROW_UPPER, -1};
	if (yams_modes[r->mode].bonus && r->bonus > 0)
		rows[n++] = (struct row){ROW_BONUS, -1};
	for (int b = 0; b < yams_nboxes(r); b++)
		if (!yams_box(r, b)->upper)
			rows[n++] = (struct row){ROW_BOX, b};
	if (yams_yahtzee_points(r) > 0)
		rows[n++] = (struct row){ROW_YAHTZEE, -1};
	rows[n++] = (struct row){ROW_TOTAL, -1};
	if (ncolumns > 1)
		rows[n++] = (struct row){ROW_SCORE, -1};
	return n;
}

/* Whether every box of the upper part of col is written. */
static bool
upper_full(const struct yams_rules *r, const struct yams_column *col)
{
	for (int b = 0; b < yams_nboxes(r); b++)
		if (yams_box(r, b)->upper && !(col->filled >> b & 1))
			return false;
	return true;
}

/* The cell of row in column col: "." while empty, struck out (or voided
 * by the Minimum/Maximum rule), what 1 to 6 still need for the bonus. */
static struct sheet_cell
cell_of(const struct yams_rules *r, const struct yams_column *col, const struct row *row)
{
	struct yams_sums s = yams_column_sums(r, col);
	int box = row->box, min, max;
	bool pair = yams_pair(r, &min, &max);
	switch (row->kind) {   /* untaken: ROW_SCORE, the default; a whole row has no cells */
	case ROW_BOX:
		if (!(col->filled >> box & 1))
			return (struct sheet_cell){.state = CELL_OPEN, .value = 0};
		if ((col->struck >> box & 1) || (pair && s.minmax_void && (box == min || box == max)))
			return (struct sheet_cell){.state = CELL_STRUCK,
			    .value = col->value[box], .struck_out = col->struck >> box & 1};
		return (struct sheet_cell){.state = CELL_WRITTEN, .value = col->value[box]};
	case ROW_UPPER:
		return (struct sheet_cell){.state = CELL_WRITTEN, .value = s.upper};
	case ROW_BONUS:
		/* every upper box written without it: 0, no longer a need */
		if (s.bonus == 0 && upper_full(r, col))
			return (struct sheet_cell){.state = CELL_WRITTEN, .value = 0};
		if (s.bonus > 0)
			return (struct sheet_cell){.state = CELL_WRITTEN, .value = s.bonus};
		return (struct sheet_cell){.state = CELL_NEED, .value = s.to_bonus};
	case ROW_YAHTZEE:
		return (struct sheet_cell){.state = CELL_WRITTEN, .value = s.yahtzee_bonus};
	case ROW_TOTAL:
		return (struct sheet_cell){.state = CELL_WRITTEN, .value = s.total};
	case ROW_SCORE:
		break;
	}
	return (struct sheet_cell){.state = CELL_OPEN, .value = 0};
}

bool
yams_faces_alone(const struct yams_rules *r)
{
	int n = 0;
	for (int b = 0; b < yams_nboxes(r); b++)
		if (yams_box(r, b)->upper && (yams_box(r, b)->kind != YK_FACE ||
		    yams_box(r, b)->arg != ++n))
			return false;
	return n == 6;
}

static const char *
row_label(const struct yams_rules *r, int ncolumns, const struct row *row)
{
	switch (row->kind) {   /* untaken: the default; every row is of a kind below */
	case ROW_BOX:
		return yams_box_title(r, row->box);
	case ROW_UPPER:
		return yams_faces_alone(r) ? "1-6" : _("upper");
	case ROW_BONUS:
		return _("bonus");
	case ROW_YAHTZEE:
		return _("Yahtzee bonus");
	case ROW_TOTAL:
		return ncolumns > 1 ? _("column") : _("total");
	case ROW_SCORE:
		break;
	}
	return _("total");
}

/* The boxes as rows, each player's columns side by side. */
static void
describe_grid(const struct game *g, struct sheet_grid *grid)
{
	const struct yams_state *st = g->state;
	const struct yams_rules *r = g->rules;
	struct row rows[GRID_ROWS];
	grid->ncolumns = st->ncolumns;
	grid->nrows = sheet_rows(r, st->ncolumns, rows);
	for (int c = 0; c < st->ncolumns; c++) {
		yams_column_said(r, c, true, grid->column[c], sizeof grid->column[c]);
		yams_column_name(r, c, grid->column_key[c], sizeof grid->column_key[c]);
	}
	static const enum grid_row role[] = {[ROW_BOX] = GRID_ROW_BOX,
	    [ROW_UPPER] = GRID_ROW_SUM, [ROW_BONUS] = GRID_ROW_BONUS,
	    [ROW_YAHTZEE] = GRID_ROW_YAHTZEE, [ROW_TOTAL] = GRID_ROW_TOTAL,
	    [ROW_SCORE] = GRID_ROW_SUM};
	grid->nboxes = yams_nboxes(r);
	for (int i = 0; i < grid->nrows; i++) {
		grid->role[i] = role[rows[i].kind];
		grid->row_box[i] = rows[i].box;
		grid->row_key[i] = rows[i].kind == ROW_BOX ? yams_box_key(r, rows[i].box) : NULL;
		grid->row[i] = row_label(r, st->ncolumns, &rows[i]);
		grid->whole[i] = rows[i].kind == ROW_SCORE;
		for (int p = 0; p < g->nplayers; p++) {
			if (grid->whole[i]) {
				grid->cell[p][i][0] = (struct sheet_cell){.state = CELL_WRITTEN,
				    .value = st->score[p]};
				continue;
			}
			for (int c = 0; c < st->ncolumns; c++)
				grid->cell[p][i][c] = cell_of(r, &st->player[p].col[c], &rows[i]);
		}
	}
	for (int p = 0; p < g->nplayers; p++)
		for (int c = 0; c < st->ncolumns; c++) {
			const struct yams_column *col = &st->player[p].col[c];
			grid->struck_out = grid->struck_out || col->struck;
			grid->pair_void = grid->pair_void || yams_column_sums(r, col).minmax_void;
		}
	grid->bonus = r->bonus;
	grid->bonus_faces_alone = yams_faces_alone(r);
}

static enum seat_state
seat_state(const struct yams_state *st, int seat)
{
	if (!st->over)
		return seat == st->current ? SEAT_TO_PLAY : SEAT_WAITING;
	/* the winner, or every player of a shared win */
	for (int p = 0; p < st->nplayers; p++)
		if (st->score[p] > st->score[seat])
			return SEAT_PLACED;
	return SEAT_WON;
}

/* Who won, from the ranking: one player first, or those sharing it. */
static void
describe_end(const struct game *g, struct sheet_view *v)
{
	const struct engine_head *h = engine_head(g->state);
	int winner = game_first(g), best = 0;
	unsigned seats = 0;
	if (winner >= 0) {
		sheet_add_fact(v, (struct sheet_fact){.kind = FACT_WINS_WITH, .who = g->name[winner],
		    .n = h->score[winner]});
		return;
	}
	for (int p = 0; p < h->nplayers; p++)
		if (h->place[p] == 1) {
			seats |= 1u << p;
			best = h->score[p];
		}
	sheet_add_fact(v, (struct sheet_fact){.kind = FACT_SHARE_WIN, .seats = seats, .n = best});
}

void
yams_describe(const struct game *g, struct sheet_view *v)
{
	const struct yams_state *st = g->state;
	memset(v, 0, sizeof *v);
	/* a round: every player throws once */
	int per = st->nplayers, rounds = yams_turns(g->rules, st->nplayers) / per;
	v->title = (struct sheet_title){.over = st->over, .round = st->turns / per + 1,
	    .rounds = rounds, .played = rounds};
	v->standings.in_grid = true;
	describe_grid(g, &v->grid);
	v->standings.nseats = g->nplayers;
	for (int p = 0; p < g->nplayers; p++) {
		v->standings.seat[p].name = g->name[p];
		v->standings.seat[p].state = seat_state(st, p);
	}
	if (st->over) {
		describe_end(g, v);
		return;
	}
	sheet_add_fact(v, (struct sheet_fact){.kind = FACT_TURN});
	int lead = 0;
	unsigned seats = 0;
	for (int p = 1; p < g->nplayers; p++)
		if (st->score[p] > st->score[lead])
			lead = p;
	for (int p = 0; p < g->nplayers; p++)
		if (st->score[p] == st->score[lead])
			seats |= 1u << p;
	if (g->nplayers > 1 && st->score[lead] > 0)
		sheet_add_fact(v, (struct sheet_fact){.kind = FACT_LEADERS, .seats = seats,
		    .n = st->score[lead]});
}

/* The prompt's facts: whose throw, how they stand, what is asked. */
void
yams_prompt(const struct game *g, struct prompt_facts *f)
{
	const struct yams_state *st = g->state;
	*f = (struct prompt_facts){.player = g->name[st->current], .standing = STANDING_POINTS,
	    .held = st->score[st->current], .hand = st->turn.hand, .kept = st->turn.kept,
	    .dice = YAMS_DICE, .throws_left = YAMS_THROWS - st->turn.count,
	    .teach = st->turns < st->nplayers, .writer = g->name[st->thrower]};
	if (st->writes > 0)
		f->ask = ASK_WRITE_FOR;
	else if (st->turn.count == 0)
		f->ask = ASK_THROW_ALL;
	else if (st->turn.count == YAMS_THROWS)
		f->ask = ASK_WRITE;
	else
		f->ask = st->turn.kept.n > 0 ? ASK_KEEP : ASK_THROW_AGAIN;
}

/* Whose turn it is and how it stands: who throws, or who writes this
 * turn's dice when every player does. */
void
yams_turn(const struct game *g, struct turn_view *t)
{
	const struct yams_state *st = g->state;
	*t = (struct turn_view){.player = g->name[st->current], .next = NEXT_THROWS,
	    .turn = st->turn.count == 0 || st->writes > 0 ? TURN_NEXT : TURN_THROWING,
	    .thrower = g->name[st->thrower], .hand = st->turn.hand, .kept = st->turn.kept,
	    .throw_no = st->turn.count, .throws = YAMS_THROWS,
	    .keys = {.thrower = true, .throw_no = true, .kept = true}};
	/* mid-turn (TURN_THROWING) the turn is said by its throw, not by who
	 * comes next */
	/* (tapis asks it of a game under way: a new one's title, the next
	 * turn after an event, the served sheet and the JSON's turn all skip
	 * a game over; of one over, nobody is next, test_yams_game) */
	if (st->over)
		t->next = NEXT_NONE;
	else if (st->writes > 0)
		t->next = NEXT_WRITES_FOR;
}
