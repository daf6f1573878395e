/* export --json: a game as one JSON object, the machine contract of
 * DESIGN.md, and the same with what an import keeps (exchange.h).  Part
 * of the renderer (render.h), in a file of its own. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "exchange.h"
#include "game.h"
#include "json.h"
#include "printer.h"
#include "render_json.h"
#include "render_line.h"
#include "sheet_model.h"
#include "text.h"
#include "ui.h"

/* A JSON string, or null for "". */
static void
json_string_or_null(FILE *f, const char *s)
{
	if (s[0] != '\0')
		json_string(f, s);
	else
		fputs("null", f);
}

/* What an import keeps besides the contract's keys: the game's uid,
 * family, base and times. */
static void
json_exchange_keys(FILE *f, const struct exchange_meta *m)
{
	fputs("\"uid\":", f);
	json_string(f, m->uid);
	fputs(",\"family\":", f);
	json_string(f, m->family);
	fputs(",\"base\":", f);
	json_string(f, m->base);
	fputs(",\"created\":", f);
	json_string(f, m->created);
	fputs(",\"finished\":", f);
	json_string_or_null(f, m->finished);
	fputc(',', f);
}

/* The options as typed at `new`: numbers and yes/no as JSON's own; a
 * quiet one only where it differs from the rule set's. */
static void
json_rules(FILE *f, const struct game *g)
{
	const struct engine *e = g->engine;
	const struct engine_option *o;
	void *base = game_rules_new(e, g->base);
	fputs(",\"rules\":{", f);
	for (size_t i = 0, n = 0; (o = e->option(i)) != NULL; i++) {
		char value[ENGINE_VALUE], was[ENGINE_VALUE] = "";
		if (!engine_option_used(e, game_rules(g), o->name))
			continue;
		e->option_get(game_rules(g), o->name, value, sizeof value);
		/* untaken: (no base) game_rules_new's allocation failing: the base is a
		 * preset, checked before */
		if (o->quiet && base != NULL)
			e->option_get(base, o->name, was, sizeof was);
		if (o->quiet && strcmp(value, was) == 0)
			continue;
		fprintf(f, "%s\"%s\":", n++ ? "," : "", o->name);
		if (o->type == ENGINE_OPT_INT)
			fputs(value, f);
		else if (o->type == ENGINE_OPT_BOOL)
			fputs(strcmp(value, "yes") == 0 ? "true" : "false", f);
		else
			json_string(f, value);
	}
	fputc('}', f);
	free(base);
}

/* The name of seat, or null for none (-1). */
static void
json_seat(FILE *f, const struct game *g, int seat)
{
	if (seat >= 0)
		json_string(f, g->name[seat]);
	else
		fputs("null", f);
}

/* A player's fields in the model, as the export's keys: those the
 * export has always had (the score and the place are every game's). */
static void
json_fields(FILE *f, const struct sheet_seat *seat)
{
	for (int k = 0; k < seat->nfields; k++) {
		const struct sheet_field *field = &seat->field[k];
		/* untaken: (default) the fields a sheet has, each a case */
		switch (field->kind) {
		case FIELD_CROSSES:
			fprintf(f, ",\"crosses\":%d", field->value);
			break;
		case FIELD_OPENED:
			fprintf(f, ",\"opened\":%s", field->value ? "true" : "false");
			break;
		case FIELD_TOKENS:
			fprintf(f, ",\"tokens\":%d", field->value);
			break;
		case FIELD_OUT_AFTER:
			fprintf(f, ",\"out\":%s", field->value != 0 ? "true" : "false");
			break;
		case FIELD_PLACED:
			fprintf(f, ",\"pawns\":%d", field->value);
			break;
		case FIELD_POINTS:
		case FIELD_PLACE:
		case FIELD_LEFT:
		case FIELD_COUNT:
			break;
		}
	}
}

/* The grid's row that is box b, or of role `role` where b is -1; -1 for
 * none. */
static int
grid_row(const struct sheet_grid *grid, enum grid_row role, int b)
{
	for (int i = 0; i < grid->nrows; i++)
		if (grid->role[i] == role && (b < 0 || grid->row_box[i] == b))
			return i;
	return -1;
}

/* A player's columns of a grid: each column's boxes in the export's
 * order (a value, or null while open), those struck out, the bonus, the
 * Yahtzee bonus where the grid has it, the total. */
static void
json_grid(FILE *f, const struct sheet_grid *grid, int seat)
{
	fputs(",\"columns\":[", f);
	for (int c = 0; c < grid->ncolumns; c++) {
		fprintf(f, "%s{\"name\":", c ? "," : "");
		json_string(f, grid->column_key[c]);
		fputs(",\"boxes\":{", f);
		for (int b = 0; b < grid->nboxes; b++) {
			int i = grid_row(grid, GRID_ROW_BOX, b);
			const struct sheet_cell *cell = &grid->cell[seat][i][c];
			fprintf(f, "%s\"%s\":", b ? "," : "", grid->row_key[i]);
			if (cell->state != CELL_OPEN)
				fprintf(f, "%d", cell->value);
			else
				fputs("null", f);
		}
		fputs("},\"struck\":[", f);
		for (int b = 0, n = 0; b < grid->nboxes; b++) {
			int i = grid_row(grid, GRID_ROW_BOX, b);
			if (grid->cell[seat][i][c].struck_out)
				fprintf(f, "%s\"%s\"", n++ ? "," : "", grid->row_key[i]);
		}
		int i = grid_row(grid, GRID_ROW_BONUS, -1);
		const struct sheet_cell *cell = i >= 0 ? &grid->cell[seat][i][c] : NULL;
		fprintf(f, "],\"bonus\":%d,", cell != NULL && cell->state != CELL_NEED ?
		    cell->value : 0);
		if ((i = grid_row(grid, GRID_ROW_YAHTZEE, -1)) >= 0)
			fprintf(f, "\"yahtzee_bonus\":%d,", grid->cell[seat][i][c].value);
		i = grid_row(grid, GRID_ROW_TOTAL, -1);
		/* untaken: (no total) every grid has its total row */
		fprintf(f, "\"total\":%d}", i >= 0 ? grid->cell[seat][i][c].value : 0);
	}
	fputc(']', f);
}

/* The players: each one's name and score (and, where the rules name a
 * loser, their rank: 1 the best, 0 while it is played), and what the
 * model says they hold: their fields, their columns of a grid. */
static void
json_players(FILE *f, const struct game *g, const struct printer *p)
{
	struct sheet_view v;
	p->describe(g, &v);
	fputs(",\"players\":[", f);
	for (int i = 0; i < g->nplayers; i++) {
		fprintf(f, "%s{\"name\":", i ? "," : "");
		json_string(f, g->name[i]);
		fprintf(f, ",\"score\":%d", game_score(g, i));
		if (g->engine->result == ENGINE_LOSER)
			fprintf(f, ",\"rank\":%d", game_place(g, i));
		json_fields(f, &v.standings.seat[i]);
		/* untaken: (no boxes) a grid of rows has boxes */
		if (v.grid.nrows > 0 && v.grid.nboxes > 0)
			json_grid(f, &v.grid, i);
		fputc('}', f);
	}
	fputs("]", f);
}

/* A board (sheet_model.h): its rows from the top, each cell the seat of
 * the pawn on it or null. */
static void
json_board(FILE *f, const struct sheet_board *b)
{
	fputs(",\"board\":[", f);
	for (int row = 0; row < b->side; row++) {
		fprintf(f, "%s[", row ? "," : "");
		for (int c = 0; c < b->side; c++) {
			int seat = b->cell[row * b->side + c].seat;
			if (seat >= 0)
				fprintf(f, "%s%d", c ? "," : "", seat);
			else
				fprintf(f, "%snull", c ? "," : "");
		}
		fputc(']', f);
	}
	fputc(']', f);
}

/* A round played: its part, best and lowest with what they made, the
 * tokens and who gave them. */
static void
json_round(FILE *f, const struct game *g, int i, const struct sheet_round *r)
{
	fprintf(f, "%s{\"round\":%d,\"phase\":\"%s\",\"best\":", i ? "," : "", i + 1,
	    r->phase_key);
	json_string(f, g->name[r->best]);
	fprintf(f, ",\"best_combination\":\"%s\",\"best_dice\":[%d,%d,%d],\"lowest\":",
	    r->best_key, r->best_dice.face[0], r->best_dice.face[1], r->best_dice.face[2]);
	json_string(f, g->name[r->lowest]);
	fprintf(f, ",\"lowest_combination\":\"%s\",\"lowest_dice\":[%d,%d,%d],\"tokens\":%d,"
	    "\"penalty\":%d,\"from\":", r->lowest_key, r->lowest_dice.face[0],
	    r->lowest_dice.face[1], r->lowest_dice.face[2], r->tokens, r->penalty);
	if (r->from_pot)
		fputs("\"pot\"", f);
	else
		json_string(f, g->name[r->best]);
	fputc('}', f);
}

/* The game's own keys, those its model has: a board, the pot, the part
 * of the round, the rounds played. */
static void
json_game(FILE *f, const struct game *g, const struct printer *p)
{
	struct sheet_view v;
	p->describe(g, &v);
	if (v.board.side > 0)
		json_board(f, &v.board);
	for (int i = 0; i < v.nfacts; i++)
		if (v.fact[i].kind == FACT_POT)
			fprintf(f, ",\"pot\":%d", v.fact[i].n);
	if (v.title.phase_key != NULL)
		fprintf(f, ",\"phase\":\"%s\"", v.title.phase_key);
	struct sheet_rounds rs;
	/* untaken: (rounds failing) its allocation failing */
	if (p->rounds != NULL && p->rounds(g, &rs)) {
		fputs(",\"rounds\":[", f);
		for (int i = 0; i < rs.n; i++)
			json_round(f, g, i, &rs.round[i]);
		fputc(']', f);
		free(rs.round);
	/* untaken: (rounds failing) as above */
	} else if (p->rounds != NULL) {
		fputs(",\"rounds\":[]", f);
	}
}

/* Entry i of g: who, what, the dice or the words it took, and when (the
 * time, from m, for an import). */
static void
json_entry(FILE *f, const struct game *g, int i, const struct exchange_meta *m)
{
	const struct engine *e = g->engine;
	const struct game_entry *entry = &g->entry[i];
	fprintf(f, "%s{\"seq\":%d,\"player\":", i ? "," : "", i + 1);
	json_string(f, g->name[entry->seat]);
	fprintf(f, ",\"entry\":\"%s\"", e->verbs[entry->action.verb].kind);
	if (e->verbs[entry->action.verb].dice) {
		fputs(",\"dice\":[", f);
		for (int k = 0; k < entry->action.dice.n; k++)
			fprintf(f, "%s%d", k ? "," : "", entry->action.dice.face[k]);
		fputc(']', f);
	} else {
		/* what a verb of other words took (a box, a cell), as typed */
		char args[ENGINE_ARGS + 1];
		engine_format_args(e, game_rules(g), &entry->action, args, sizeof args);
		if (args[0] != '\0') {
			fputs(",\"args\":", f);
			json_string(f, args);
		}
	}
	/* untaken: (past nat) the store reads a time for each entry it reads */
	if (m != NULL && i < m->nat) {
		fputs(",\"at\":", f);
		json_string(f, m->at[i]);
	}
	fputc('}', f);
}

/* Faces as a JSON list. */
static void
json_faces(FILE *f, const char *key, const struct dice *d, bool shown)
{
	fprintf(f, ",\"%s\":[", key);
	for (int i = 0; shown && i < d->n; i++)
		fprintf(f, "%s%d", i ? "," : "", d->face[i]);
	fputc(']', f);
}

/* The turn under way, its keys those the game has (struct turn_view). */
static void
json_turn(FILE *f, const struct game *g, const struct printer *p)
{
	struct turn_view t;
	p->turn(g, &t);
	fputs("{\"player\":", f);
	json_string(f, t.player);
	if (t.keys.thrower && t.thrower != t.player)
		fputs(",\"thrower\":", f), json_string(f, t.thrower);
	if (t.keys.phase)
		fprintf(f, ",\"phase\":\"%s\"", t.phase_key);
	if (t.keys.barrage)
		fprintf(f, ",\"barrage\":%s", t.barrage ? "true" : "false");
	if (t.keys.points)
		fprintf(f, ",\"points\":%d", t.points);
	if (t.keys.throw_no)
		fprintf(f, ",\"throw\":%d", t.throw_no);
	if (t.keys.throws_left)
		fprintf(f, ",\"throws_left\":%d", t.throws_left);
	if (t.keys.dice_in_hand)
		fprintf(f, ",\"dice\":%d", t.in_hand);
	else
		json_faces(f, "dice", &t.hand, t.throw_no > 0);
	if (t.keys.kept)
		json_faces(f, "kept", &t.kept, true);
	if (t.keys.call && t.call_key != NULL)
		fprintf(f, ",\"call\":\"%s\"", t.call_key);
	else if (t.keys.call)
		fputs(",\"call\":null", f);
	fputc('}', f);
}

void
render_json_object(FILE *f, const struct game *g, const struct exchange_meta *m)
{
	const struct printer *p = render_printer(g->engine);
	bool over = game_is_over(g);    /* abandoned too: no one to play */
	int winner = game_winner(g);
	fprintf(f, "{\"id\":%lld,", (long long)g->id);
	if (m != NULL)
		json_exchange_keys(f, m);
	fputs("\"game\":", f);
	json_string(f, g->ruleset);
	fprintf(f, ",\"status\":\"%s\",\"winner\":", game_status(g));
	json_seat(f, g, winner);
	if (g->engine->result == ENGINE_LOSER) {
		fputs(",\"loser\":", f);
		json_seat(f, g, game_loser(g));
	}
	json_rules(f, g);
	json_players(f, g, p);
	json_game(f, g, p);
	fputs(",\"turn\":", f);
	if (over)
		fputs("null", f);
	else
		json_turn(f, g, p);
	fputs(",\"entries\":[", f);
	for (int i = 0; i < g->nactive; i++)
		json_entry(f, g, i, m);
	fputs("]}", f);
}

void
render_json(const struct ui *ui, const struct game *g)
{
	render_json_object(ui->out, g, NULL);
	fputc('\n', ui->out);
}
