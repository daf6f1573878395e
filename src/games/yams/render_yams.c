/* How Yams games are printed: the line each entry gets (with what each
 * free box would score after a throw), the grid as on paper, the prompt,
 * eval, and the family's part of the JSON export.  A printer (render.h)
 * in the family table (families.c). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "json.h"
#include "printer.h"
#include "render_line.h"
#include "render_sheet.h"
#include "text.h"
#include "ui.h"
#include "yams.h"

static const struct yams_state *
state_of(const struct game *g)
{
	return g->state;
}

static const struct yams_rules *
rules_of(const struct game *g)
{
	return g->rules;
}

/* "bob throws", or who writes this turn's dice when every player does. */
static void
add_next(const struct ui *ui, struct line *l, const struct game *g)
{
	const struct yams_state *st = state_of(g);
	char buf[24];
	if (st->over)
		return;
	const char *who = g->name[st->current];
	if (st->writes > 0)
		line_add(l, _("%s%s%s writes %s's dice (%s)"), ui_paint(ui, BOLD), who,
		    ui_paint(ui, RESET), g->name[st->thrower], dice_format(&st->turn.hand, buf, sizeof buf));
	else if (st->turn.count == 0)
		line_add(l, _("%s%s%s throws"), ui_paint(ui, BOLD), who, ui_paint(ui, RESET));
	else if (st->turn.count < YAMS_THROWS)
		line_add(l, _("%s%s%s throws again or writes"), ui_paint(ui, BOLD), who,
		    ui_paint(ui, RESET));
	else
		line_add(l, _("%s%s%s writes"), ui_paint(ui, BOLD), who, ui_paint(ui, RESET));
}

static void
add_turn(const struct ui *ui, struct line *l, const struct game *g)
{
	const struct yams_state *st = state_of(g);
	char buf[24];
	if (st->turn.count == 0 || st->writes > 0) {
		add_next(ui, l, g);
		return;
	}
	line_add(l, _("%s's turn: throw %d of %d, %s"), g->name[st->current], st->turn.count,
	    YAMS_THROWS, dice_format(&st->turn.hand, buf, sizeof buf));
	if (st->turn.kept.n > 0)
		line_add(l, _(", keeping %s"), dice_format(&st->turn.kept, buf, sizeof buf));
}

/* A box as the lists of values name it: "6s", "full". */
static const char *
box_word(const struct yams_rules *r, int box)
{
	/* TRANSLATORS: the boxes 1 to 6 as a list of values names them (the
	 * 6s 18: three 6s make 18 there) */
	static const char *const upper[YAMS_UPPER] = {N_("1s"), N_("2s"), N_("3s"), N_("4s"),
	    N_("5s"), N_("6s")};
	const struct yams_box_def *b = yams_box(r, box);
	return b->kind == YK_FACE ? _(upper[b->arg - 1]) : yams_box_said(r, box);
}

/* Where v in Minimum or Maximum would leave Maximum not above Minimum in
 * every column seat could write it in: "(not above min 26: both 0)". */
static void
add_minmax_note(struct line *l, const struct game *g, int seat, int b, int v)
{
	const struct yams_state *st = state_of(g);
	const struct yams_rules *r = rules_of(g);
	int min, max, voids = 0, open = 0, against = 0;
	if (!yams_pair(r, &min, &max) || (b != min && b != max))
		return;
	int other = b == min ? max : min;
	for (int c = 0; c < st->ncolumns; c++) {
		const struct yams_column *col = &st->player[seat].col[c];
		if (!yams_box_open(r, st, seat, c, b))
			continue;
		open++;
		if (col->filled >> other & 1) {
			int o = col->value[other];
			if (b == max ? v <= o : o <= v)
				voids++, against = o;
		}
	}
	if (open > 0 && voids == open)
		line_add(l, b == max ? _(" (not above min %d: both 0)")
		    : _(" (not below max %d: both 0)"), against);
}

/* In a duel, what box b held by another player does to v: "(strikes
 * bob's 18)", or "(bob holds 20)" when v would be written 0. */
static void
add_duel_note(struct line *l, const struct game *g, int seat, int b, int v)
{
	const struct yams_state *st = state_of(g);
	int h = st->holder[b];
	if (!yams_modes[rules_of(g)->mode].strike || h < 0 || h == seat)
		return;
	int held = st->player[h].col[0].value[b];
	if (yams_duel_beats(rules_of(g), b, v, held))
		line_add(l, _(" (strikes %s's %d)"), g->name[h], held);
	else
		line_add(l, _(" (%s holds %d: 0)"), g->name[h], held);
}

/* The first column of seat's that box is open in, -1 if none; and there
 * what the dice t write in it (*joker: by the joker), and whether they
 * may go there (the forced joker). */
static int
box_free(const struct game *g, int seat, int box, const struct tally *t, int *v, bool *made,
    bool *joker, bool *allowed)
{
	const struct yams_rules *r = rules_of(g);
	const struct yams_state *st = state_of(g);
	for (int c = 0; c < st->ncolumns; c++) {
		if (!yams_box_open(r, st, seat, c, box))
			continue;
		const struct yams_column *col = &st->player[seat].col[c];
		int where;
		*v = yams_write_value(r, col, box, t, made, joker);
		*allowed = yams_write_allowed(r, col, yams_open_boxes(r, st, seat, c), box, t,
		    &where);
		return c;
	}
	return -1;
}

/* What each box seat can write now would score with dice t: "full 22,
 * 6 18, ..." for those made (a joker's points said so), then the ones
 * that would take 0; the boxes a forced joker keeps the dice from left
 * out, and said.  Returns how many are made. */
static int
add_free_boxes(const struct ui *ui, struct line *l, const struct game *g, int seat,
    const struct tally *t)
{
	const struct yams_rules *r = rules_of(g);
	int shown = 0, zero = 0, v;
	bool made, joker, allowed, forced = false;
	for (int b = 0; b < yams_nboxes(r); b++) {
		if (box_free(g, seat, b, t, &v, &made, &joker, &allowed) < 0)
			continue;
		forced = forced || !allowed;
		if (allowed && made) {
			/* TRANSLATORS: a box and what the dice would write in it,
			 * in a list ("6s 18, full 25") */
			line_add(l, _("%s%s %d"), shown++ ? ", " : "", box_word(r, b), v);
			if (joker)
				line_add(l, _(" (joker)"));
			add_duel_note(l, g, seat, b, v);
			add_minmax_note(l, g, seat, b, v);
		} else if (allowed) {
			zero++;
		}
	}
	if (zero > 0)
		/* TRANSLATORS: the boxes the dice would take 0 in, after those
		 * they make ("6s 18; 0 in 1s 2s") or alone */
		line_add(l, "%s", shown ? _("; 0 in") : _("0 in"));
	for (int b = 0; zero > 0 && b < yams_nboxes(r); b++)
		if (box_free(g, seat, b, t, &v, &made, &joker, &allowed) >= 0 && allowed && !made)
			line_add(l, " %s", box_word(r, b));
	if (forced)
		line_add(l, _("%sa Yahtzee goes in these first (joker=forced)"), ui_dot(ui));
	return shown;
}

/* The Yahtzee bonus the dice t earn seat wherever written: "Yahtzee
 * bonus 100 wherever it is written". */
static void
add_yahtzee_bonus(const struct ui *ui, struct line *l, const struct game *g, int seat,
    const struct tally *t)
{
	const struct yams_state *st = state_of(g);
	for (int c = 0; c < st->ncolumns; c++)
		if (yams_open_boxes(rules_of(g), st, seat, c) != 0) {
			int bonus = yams_yahtzee_earned(rules_of(g), &st->player[seat].col[c], t);
			if (bonus > 0)
				line_add(l, _("%sYahtzee bonus %d wherever it is written"), ui_dot(ui),
				    bonus);
			return;
		}
}

/* The boxes the ordered columns take next: "desc takes 3, asc takes
 * full". */
static void
add_due(const struct ui *ui, struct line *l, const struct game *g, int seat)
{
	char name[16];
	int n = 0;
	for (int c = 0; c < state_of(g)->ncolumns; c++) {
		int due = yams_box_due(rules_of(g), state_of(g), seat, c);
		if (due >= 0)
			line_add(l, _("%s%s takes %s"), n++ ? ", " : ui_dot(ui),
			    yams_column_said(rules_of(g), c, false, name, sizeof name),
			    yams_box_said(rules_of(g), due));
	}
}

static void
add_winner(const struct ui *ui, struct line *l, const struct game *g)
{
	/* the ranking: one player first, or the players who share the place */
	const struct engine_head *h = engine_head(g->state);
	int winner = game_first(g), best = 0, n = 0;
	if (winner >= 0) {
		line_add(l, _("%s%s%s wins with %d!%s"), ui_dot(ui), ui_paint(ui, GREEN),
		    g->name[winner], h->score[winner], ui_paint(ui, RESET));
		return;
	}
	line_add(l, "%s%s", ui_dot(ui), ui_paint(ui, GREEN));
	for (int p = 0; p < h->nplayers; p++)
		if (h->place[p] == 1) {
			line_add(l, "%s%s", n++ ? _(" and ") : "", g->name[p]);
			best = h->score[p];
		}
	line_add(l, _(" share the win with %d!%s"), best, ui_paint(ui, RESET));
}

/* A box as a sentence names it: "the 6s", "full". */
static const char *
box_phrase(const struct game *g, int box, char *buf, size_t len)
{
	if (yams_box(rules_of(g), box)->kind == YK_FACE)
		snprintf(buf, len, _("the %ss"), yams_box_key(rules_of(g), box));
	else
		snprintf(buf, len, "%s", yams_box_said(rules_of(g), box));
	return buf;
}

static void
print_write(const struct ui *ui, const struct game *g, const struct yams_outcome *o)
{
	const struct yams_rules *r = rules_of(g);
	const struct yams_state *st = state_of(g);
	const char *who = g->name[o->seat];
	char col[16], named[16];
	const char *box = box_phrase(g, o->box, named, sizeof named);
	struct line l;
	line_start(&l);
	if (o->scratched)
		line_add(&l, _("%s scratches %s"), who, box);
	else if (o->beaten)
		line_add(&l, _("%s's %d in %s does not beat %s's %d: 0 written"), who, o->result,
		    box, g->name[o->held_by], o->held_value);
	else
		line_add(&l, _("%s writes %d in %s"), who, o->value, box);
	if (o->joker)
		line_add(&l, _(" (joker)"));
	if (st->ncolumns > 1)     /* in French by its French name (libre), where it has one */
		line_add(&l, _(" (column %s)"), yams_column_said(r, o->column, false, col, sizeof col));
	line_add(&l, _("%stotal %d"), ui_dot(ui), o->score_after);
	if (o->struck)
		line_add(&l, _("%s%s%s's %d in %s is struck out%s"), ui_dot(ui), ui_paint(ui, YELLOW),
		    g->name[o->held_by], o->held_value, box, ui_paint(ui, RESET));
	if (o->bonus_made)
		line_add(&l, _("%sbonus %d made"), ui_dot(ui), r->bonus);
	if (o->yahtzee_bonus > 0)
		line_add(&l, _("%sYahtzee bonus %d"), ui_dot(ui), o->yahtzee_bonus);
	if (o->minmax_void)
		line_add(&l, _("%smax is not above min: both count 0"), ui_dot(ui));
	if (o->game_over) {
		add_winner(ui, &l, g);
	} else {
		line_add(&l, "%s", ui_dot(ui));
		add_next(ui, &l, g);
		if (st->writes > 0) {     /* the next to write the same dice: for them */
			struct tally t = dice_tally(&st->turn.hand);
			/* TRANSLATORS: between who writes the dice and what they make */
			line_add(&l, "%s", _(": "));
			if (add_free_boxes(ui, &l, g, st->current, &t) == 0)
				line_add(&l, _("%snothing made: scratch BOX"), ui_dot(ui));
		}
	}
	line_print(ui, &l);
}

static void
print_outcome(const struct ui *ui, const struct game *g, const struct action *a,
    const union outcome *out)
{
	const struct yams_outcome *o = &((const struct yams_result *)out)->yams;
	char buf[24];
	struct line l;
	line_start(&l);
	switch (a->verb) {
	case YAMS_THROW: {
		struct tally t = dice_tally(&o->hand);
		if (o->implicit_keep)
			line_add(&l, _("(kept %s) "), dice_format(&o->kept, buf, sizeof buf));
		line_add(&l, _("throw %d of %d: %s%s"), o->throw_no, YAMS_THROWS,
		    dice_format(&o->hand, buf, sizeof buf), ui_dot(ui));
		int made = add_free_boxes(ui, &l, g, o->seat, &t);
		add_yahtzee_bonus(ui, &l, g, o->seat, &t);
		add_due(ui, &l, g, o->seat);
		if (o->throw_no == YAMS_THROWS)
			line_add(&l, made ? _("%swrite: score BOX") : _("%snothing made: scratch BOX"),
			    ui_dot(ui));
		break;
	}
	case YAMS_KEEP:
		line_add(&l, _("keeping %s: throw %d %s"), dice_format(&o->kept, buf, sizeof buf),
		    YAMS_DICE - o->kept.n, dice_noun(YAMS_DICE - o->kept.n));
		break;
	default:
		print_write(ui, g, o);
		return;
	}
	line_print(ui, &l);
}

/* ---- the sheet: the model (yams_view.c), its grid drawn by render_grid.c */

/* What the marks the sheet shows mean: ~n~ for a box that counts 0, (n)
 * for what the bonus still needs; each said only where it is shown. */
static void
print_sheet_notes(const struct ui *ui, const struct game *g, const struct sheet_grid *grid)
{
	const struct yams_state *st = state_of(g);
	const struct yams_rules *r = rules_of(g);
	bool struck = false, voided = false;
	for (int p = 0; p < g->nplayers; p++)
		for (int c = 0; c < st->ncolumns; c++) {
			const struct yams_column *col = &st->player[p].col[c];
			struck = struck || col->struck;
			voided = voided || yams_column_sums(r, col).minmax_void;
		}
	if (struck && voided)
		fprintf(ui->out, _("  ~n~: counts 0 (struck out, or Maximum not above Minimum)\n"));
	else if (struck)
		fprintf(ui->out, _("  ~n~: struck out by a better result, counts 0\n"));
	else if (voided)
		fprintf(ui->out, _("  ~n~: counts 0, as Maximum is not above Minimum\n"));
	bool needs = false;
	for (int p = 0; p < g->nplayers; p++)
		for (int i = 0; i < grid->nrows; i++)
			for (int c = 0; c < grid->ncolumns; c++)
				needs = needs || grid->cell[p][i][c].state == CELL_NEED;
	if (needs && yams_faces_alone(r))
		fprintf(ui->out, _("  (n): what 1 to 6 still need for the bonus of %d\n"), r->bonus);
	else if (needs)
		fprintf(ui->out, _("  (n): what the upper part still needs for the bonus of %d\n"),
		    r->bonus);
}

/* The model (yams_view.c) drawn, the grid of boxes under the title. */
static void
print_sheet(const struct ui *ui, const struct game *g, bool all)
{
	(void)all;        /* twelve rows: the whole grid always fits */
	struct sheet_view v;
	yams_describe(g, &v);
	render_sheet_title(ui, g, &v.title);
	render_grid(ui, &v);
	render_standings(ui, &v.standings);
	print_sheet_notes(ui, g, &v.grid);
	render_sheet_facts(ui, g, &v);
}

static void
print_eval(const struct ui *ui, const void *rules, const struct dice *d)
{
	const struct yams_rules *r = rules;
	char buf[24];
	struct tally t = dice_tally(d);
	struct line l;
	line_start(&l);
	line_add(&l, _("%s: "), dice_format(d, buf, sizeof buf));
	int shown = 0;
	for (int b = 0; b < yams_nboxes(r); b++) {
		bool made;
		int v = yams_box_value(r, b, &t, &made);
		if (made)
			line_add(&l, "%s%s %d", shown++ ? ", " : "", box_word(r, b), v);
	}
	line_add(&l, _("; 0 in"));
	for (int b = 0; b < yams_nboxes(r); b++) {
		bool made;
		yams_box_value(r, b, &t, &made);
		if (!made)
			line_add(&l, " %s", box_word(r, b));
	}
	put_wrapped(ui->out, l.text, 0, 4, ui_width(ui));
}


/* ---- the family's part of the JSON export */

static void
json_player(FILE *f, const struct game *g, int seat)
{
	const struct yams_state *st = state_of(g);
	const struct yams_rules *r = rules_of(g);
	char name[16];
	fputs(",\"columns\":[", f);
	for (int c = 0; c < st->ncolumns; c++) {
		const struct yams_column *col = &st->player[seat].col[c];
		struct yams_sums s = yams_column_sums(r, col);
		fprintf(f, "%s{\"name\":", c ? "," : "");
		json_string(f, yams_column_name(r, c, name, sizeof name));
		fputs(",\"boxes\":{", f);
		for (int b = 0; b < yams_nboxes(r); b++) {
			fprintf(f, "%s\"%s\":", b ? "," : "", yams_box_key(r, b));
			if (col->filled >> b & 1)
				fprintf(f, "%d", col->value[b]);
			else
				fputs("null", f);
		}
		fputs("},\"struck\":[", f);
		for (int b = 0, n = 0; b < yams_nboxes(r); b++)
			if (col->struck >> b & 1)
				fprintf(f, "%s\"%s\"", n++ ? "," : "", yams_box_key(r, b));
		fprintf(f, "],\"bonus\":%d,", s.bonus);
		if (yams_yahtzee_points(r) > 0)    /* where the rules have them: no other key */
			fprintf(f, "\"yahtzee_bonus\":%d,", s.yahtzee_bonus);
		fprintf(f, "\"total\":%d}", s.total);
	}
	fputc(']', f);
}

static void
json_turn(FILE *f, const struct game *g)
{
	const struct yams_state *st = state_of(g);
	fputs("{\"player\":", f);
	json_string(f, g->name[st->current]);
	if (st->current != st->thrower) {
		fputs(",\"thrower\":", f);
		json_string(f, g->name[st->thrower]);
	}
	fprintf(f, ",\"throw\":%d,\"dice\":[", st->turn.count);
	for (int i = 0; st->turn.count > 0 && i < st->turn.hand.n; i++)
		fprintf(f, "%s%d", i ? "," : "", st->turn.hand.face[i]);
	fputs("],\"kept\":[", f);
	for (int i = 0; i < st->turn.kept.n; i++)
		fprintf(f, "%s%d", i ? "," : "", st->turn.kept.face[i]);
	fputs("]}", f);
}

/* ---- rules: the sheet's boxes */

/* What box takes, as people read it: "three alike", "four in a row". */
static const char *
box_takes(const struct yams_box_def *b)
{
	static const char *const runs[] = {N_("four in a row"), N_("five in a row"),
	    "1-2-3-4-5", "2-3-4-5-6"};
	switch (b->kind) {
	case YK_FACE:
		return _("the dice of its face");
	case YK_ALIKE:
		return b->arg == 3 ? _("three alike") : _("four alike");
	case YK_PAIRS:
		return _("two pairs");
	case YK_FULL:
		return _("three and two alike");
	case YK_RUN:
		return _(runs[b->arg]);
	case YK_YAMS:
		return _("five alike");
	default:        /* chance, Minimum, Maximum */
		return _("any dice");
	}
}

/* What box scores made, into buf: "25", "the sum of the five dice". */
static const char *
box_scores(const struct yams_box_def *b, char *buf, size_t len)
{
	if (b->kind == YK_FACE)
		snprintf(buf, len, _("their sum"));
	else if (b->scoring == SCORE_FIXED)
		snprintf(buf, len, "%d", b->points);
	else if (b->scoring == SCORE_FIXED_SUM)
		snprintf(buf, len, _("%d and the sum of the five dice"), b->points);
	else if (b->scoring == SCORE_ALIKE)
		snprintf(buf, len, _("the sum of the %d alike"), b->arg);
	else
		snprintf(buf, len, _("the sum of the five dice"));
	return buf;
}

/* The extras of r's sheet: the bonuses and the joker, a line. */
static void
print_extras(const struct ui *ui, const struct yams_rules *r)
{
	static const char *const jokers[] = {NULL, N_("free"), N_("forced")};
	struct line l;
	line_start(&l);
	line_add(&l, "  ");
	int needs = yams_bonus_needs(r);
	int min, max;
	if (needs > 0)
		line_add(&l, r->bonus_at_least ? _("upper bonus %d at %d or more")
		    : _("upper bonus %d over %d"), r->bonus, r->bonus_at);
	else
		line_add(&l, _("no upper bonus"));
	if (yams_pair(r, &min, &max))
		line_add(&l, _("; Maximum not above Minimum: both count 0"));
	if (yams_yahtzee_points(r) > 0)
		line_add(&l, _("; Yahtzee bonus %d each"), yams_yahtzee_points(r));
	if (r->joker != JOKER_NONE && yams_sheet_find(&r->sheet, YK_YAMS, -1) >= 0)
		line_add(&l, _("; joker: %s"), _(jokers[r->joker]));
	line_print(ui, &l);
}

/* The boxes of the sheet, a row each (the upper part's first, 1 to 6 on
 * one row where they are the six faces), then its extras. */
static void
print_rules(const struct ui *ui, const void *rules)
{
	const struct yams_rules *r = rules;
	char sheet[ENGINE_VALUE], scores[64];
	int keyw = 6, namew = 6;
	yams_sheet_format(&r->sheet, sheet, sizeof sheet);
	for (int b = 0; b < yams_nboxes(r); b++) {
		int kw = text_width(yams_box_key(r, b)) + 2, nw = text_width(yams_box_title(r, b)) + 2;
		keyw = kw > keyw ? kw : keyw;
		namew = nw > namew ? nw : namew;
	}
	fprintf(ui->out, _("the boxes of the sheet (%s), the upper part first: box, name, what it"
	    " takes: what it scores\n"), r->sheet.name[0] ? sheet : _("a list"));
	bool faces = yams_faces_alone(r);
	for (int pass = 0; pass < 2; pass++)
		for (int b = 0; b < yams_nboxes(r); b++) {
			const struct yams_box_def *d = yams_box(r, b);
			if (d->upper != (pass == 0) || (faces && d->kind == YK_FACE && d->arg > 1))
				continue;
			fputs("    ", ui->out);     /* under the options, not among them */
			text_pad(ui->out, faces && d->kind == YK_FACE ? "1-6" : yams_box_key(r, b),
			    keyw);
			text_pad(ui->out, faces && d->kind == YK_FACE ? _("1 to 6") : yams_box_title(r,
			    b), namew);
			/* TRANSLATORS: what a box takes: what it scores */
			fprintf(ui->out, _("%s: %s\n"), box_takes(d), box_scores(d, scores,
			    sizeof scores));
		}
	print_extras(ui, r);
}

const struct printer yams_printer = {
	.next = add_next,
	.turn = add_turn,
	.outcome = print_outcome,
	.sheet = print_sheet,
	.prompt = yams_prompt,
	.eval = print_eval,
	/* (not "keep": the verb, which French names otherwise in 10000) */
	.ask_first = N_("kept"),
	.describe = yams_describe,
	.json_player = json_player,
	.json_turn = json_turn,
	.rules = print_rules,
};
