/* Everything tapis prints: answers, refusals, the sheet, JSON, help. */
#include "config.h"

#include <langinfo.h>
#include <sys/ioctl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "command.h"
#include "i18n.h"
#include "render.h"
#include "sheet.h"
#include "store.h"
#include "text.h"

void
ui_init(struct ui *ui, bool interactive, bool readline_prompt)
{
	const char *no_color = getenv("NO_COLOR");
	const char *codeset = nl_langinfo(CODESET);
	ui->out = stdout;
	ui->err = stderr;
	ui->interactive = interactive;
	ui->readline = readline_prompt;
	ui->color = interactive && isatty(STDOUT_FILENO) && (no_color == NULL || !*no_color);
	ui->utf8 = codeset != NULL && strcmp(codeset, "UTF-8") == 0;
	ui->columns = interactive && isatty(STDOUT_FILENO) ? 80 : 0;
}

/* The terminal's width now (it may have been resized), for wrapping. */
static int
columns(const struct ui *ui)
{
	struct winsize ws;
	if (ui->columns == 0)
		return 0;
	if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 20)
		return ws.ws_col;
	return ui->columns;
}

/* Writes text to f, breaking it at spaces so that no line passes the
 * terminal's width (colour codes take no room; a UTF-8 character takes
 * one column); lines after the first are indented by `indent`. */
static void
put_wrapped(FILE *f, const char *text, int first, int indent, int width)
{
	const char *p = text, *line = text;
	while (*p) {
		int col = first;
		const char *space = NULL;
		line = p;
		for (; *p && (col < width || width == 0 || space == NULL); p++) {
			if (*p == '\033') {                  /* ESC [ ... m */
				while (*p && *p != 'm')
					p++;
				if (!*p)
					break;
				continue;
			}
			if (*p == ' ')
				space = p;
			if (((unsigned char)*p & 0xc0) != 0x80)
				col++;
		}
		if (!*p || width == 0) {
			fputs(line, f);
			break;
		}
		fwrite(line, 1, (size_t)(space - line), f);
		fprintf(f, "\n%*s", indent, "");
		p = space + 1;
		first = indent;
	}
	fputc('\n', f);
}

/* ---- small pieces */

enum paint { BOLD, RED, GREEN, YELLOW, DIM, RESET };

static const char *
paint(const struct ui *ui, enum paint p)
{
	static const char *const codes[] = {"\033[1m", "\033[31m", "\033[32m", "\033[33m",
	    "\033[2m", "\033[0m"};
	return ui->color ? codes[p] : "";
}

static const char *
dot(const struct ui *ui)
{
	return ui->utf8 ? " \u00b7 " : " - ";
}

/* A line built in pieces, printed whole. */
struct line {
	size_t len;
	char text[1024];
};

/* Empties l; only what must be set is, as this is on every entry's path. */
static void
line_start(struct line *l)
{
	l->len = 0;
	l->text[0] = '\0';
}

static void
add(struct line *l, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void
add(struct line *l, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(l->text + l->len, sizeof l->text - l->len, fmt, ap);
	va_end(ap);
	if (n > 0)
		l->len = l->len + (size_t)n < sizeof l->text ? l->len + (size_t)n : sizeof l->text - 1;
}

static void
print_line(const struct ui *ui, const struct line *l)
{
	fputs("  ", ui->out);
	put_wrapped(ui->out, l->text, 2, 4, columns(ui));
}

/* Columns a UTF-8 string takes (one a character). */
static int
width(const char *s)
{
	return (int)utf8_length(s);
}

static void
pad(FILE *f, const char *s, int to)
{
	fputs(s, f);
	for (int w = width(s); w < to; w++)
		fputc(' ', f);
}

static const char *
ruleset_title(const char *ruleset)
{
	const struct farkle_preset *p = farkle_preset_find(ruleset);
	return p ? _(p->title) : _("saved preset");
}

/* ", name=value" for each option that differs from the built-in rule set
 * the game started from: the house rules, said back at `new`. */
static void
add_changes(struct line *l, const struct game *g)
{
	const struct farkle_preset *p = farkle_preset_find(g->base);
	if (p == NULL)
		return;
	for (size_t i = 0; i < farkle_noptions; i++) {
		char now[64], was[64];
		farkle_option_get(game_rules(g), farkle_options[i].name, now, sizeof now);
		farkle_option_get(&p->rules, farkle_options[i].name, was, sizeof was);
		if (strcmp(now, was) != 0)
			add(l, ", %s=%s", farkle_options[i].name, now);
	}
}

static void add_turn(const struct ui *ui, struct line *l, const struct game *g);

/* ---- the command line */

void
render_usage(const struct ui *ui)
{
	fputs(_("usage: tapis [--db PATH] [FILE]\n"
	    "       tapis [--db PATH] -c COMMAND\n"
	    "Keeps the score of 10000 and 5000 played with real dice.\n"
	    "\n"
	    "  --db PATH    the database (default $XDG_DATA_HOME/tapis/tapis.db)\n"
	    "  -c COMMAND   run one command and exit\n"
	    "  -h, --help   this help\n"
	    "  -V, --version\n"
	    "\n"
	    "With a FILE, or with standard input not a terminal, tapis runs one\n"
	    "command a line.  Exit status: 0 every line accepted, 1 a line refused,\n"
	    "2 a usage or fatal error.  'man tapis' says the rest.\n"), ui->out);
}

void
render_usage_error(const struct ui *ui, const char *why)
{
	fprintf(ui->err, _("tapis: %s\n(tapis --help gives the usage)\n"), why);
}

/* ---- refusals and notes */

void
render_refusal(const struct ui *ui, long line, const char *why)
{
	/* A refusal may quote what was typed: never let it reach the terminal
	 * as anything but visible text. */
	char shown[1024];
	text_visible(why, shown, sizeof shown);
	fflush(ui->out);      /* what came before the refusal shows before it */
	if (ui->interactive) {
		fprintf(ui->out, "  %srefused:%s ", paint(ui, RED), paint(ui, RESET));
		put_wrapped(ui->out, shown, 11, 4, columns(ui));
	} else
		fprintf(ui->err, "tapis: line %ld: %s\n", line, shown);
	fflush(ui->out);
}

void
render_fatal(const struct ui *ui, const char *why)
{
	char shown[1024];
	fflush(ui->out);
	fprintf(ui->err, "tapis: %s\n", text_visible(why, shown, sizeof shown));
}

void
render_newline(const struct ui *ui)
{
	fputc('\n', ui->out);
}

void
render_banner(const struct ui *ui, const char *db_path)
{
	fprintf(ui->out, "tapis %s%s%s\n", PACKAGE_VERSION, dot(ui), db_path);
}

void
render_version(const struct ui *ui)
{
	fprintf(ui->out, "tapis %s\n", PACKAGE_VERSION);
}

/* ---- a game's state in words */

/* "bob throws 5 dice", with a take-over on offer where there is one. */
static void
add_next(const struct ui *ui, struct line *l, const struct game *g)
{
	const struct farkle_state *st = &g->state;
	if (st->phase == PHASE_OVER)
		return;
	add(l, _("%s%s%s throws %d %s"), paint(ui, BOLD), g->name[st->current], paint(ui, RESET),
	    st->in_hand, dice_noun(st->in_hand));
	if (st->offer_points > 0)
		add(l, _(", or takes over %d with %d %s (take)"), st->offer_points, st->offer_dice,
		    dice_noun(st->offer_dice));
}

static void
add_title(const struct ui *ui, struct line *l, const struct game *g)
{
	add(l, _("Game #%lld%s%s, %s"), (long long)g->id, dot(ui), g->ruleset,
	    ruleset_title(g->ruleset));
	add_changes(l, g);
	add(l, "%s", dot(ui));
	for (int i = 0; i < g->nplayers; i++)
		add(l, "%s%s", i ? ", " : "", g->name[i]);
}

void
render_new_game(const struct ui *ui, const struct game *g)
{
	struct line l;
	line_start(&l);
	add_title(ui, &l, g);
	add(&l, "%s", dot(ui));
	add_next(ui, &l, g);
	add(&l, ".");
	put_wrapped(ui->out, l.text, 0, 4, columns(ui));
}

void
render_resumed(const struct ui *ui, const struct game *g)
{
	render_sheet(ui, g, false);
}

/* What `keep` set aside, and how the turn stands after it. */
static void
add_kept(struct line *l, const struct game *g, const struct farkle_outcome *o)
{
	char buf[24];
	const struct farkle_rules *r = game_rules(g);
	const struct farkle_state *st = &g->state;
	add(l, _("set aside %s: "), tally_format(&o->kept, buf, sizeof buf));
	if (o->full_hand)
		add(l, _("full hand, turn %d, throw all %d dice"), st->turn_points, r->dice);
	else
		add(l, _("turn %d, %d %s to throw"), st->turn_points, st->in_hand,
		    dice_noun(st->in_hand));
	const struct farkle_player *p = &st->player[o->seat];
	if (!p->opened && r->opening > 0 && st->turn_points < r->opening)
		add(l, _(" (%d needed to open)"), r->opening);
}

/* What the end of a turn did to the scores: crosses, penalties, collisions. */
static void
add_marks(const struct ui *ui, struct line *l, const struct game *g, const struct farkle_outcome *o)
{
	const struct farkle_rules *r = game_rules(g);
	const char *who = g->name[o->seat];
	if (o->crossed && !o->penalised)
		add(l, _("%s%s gets a cross (%d in a row)"), dot(ui), who, o->crosses);
	if (o->penalised && o->crossed) {
		add(l, _("%s%s%d crosses in a row "), dot(ui), paint(ui, YELLOW), r->cross_limit);
		if (r->cross_penalty == PENALTY_MINUS && o->penalty_from - o->score_after ==
		    r->cross_points)
			add(l, _("cost %s %d: %d"), who, r->cross_points, o->score_after);
		else
			add(l, _("take %s back to %d"), who, o->score_after);
		add(l, _(", crosses wiped%s"), paint(ui, RESET));
	} else if (o->penalised)
		add(l, _("%s%s%s loses %d: %d%s"), dot(ui), paint(ui, YELLOW), who,
		    o->penalty_from - o->score_after, o->score_after, paint(ui, RESET));
	for (int i = 0; i < o->nbumped; i++) {
		int seat = o->bumped[i];
		add(l, _("%s%s is landed on and goes back to %d"), dot(ui), g->name[seat],
		    g->state.player[seat].score);
	}
	if (o->last_round_started)
		add(l, _("%slast round: the others have one more turn"), dot(ui));
}

static void
add_winner(const struct ui *ui, struct line *l, const struct game *g, bool at_once)
{
	int w = g->state.winner;
	if (at_once)
		add(l, _("%s%s%s wins at once!%s"), dot(ui), paint(ui, GREEN), g->name[w],
		    paint(ui, RESET));
	else
		add(l, _("%s%s%s wins with %d!%s"), dot(ui), paint(ui, GREEN), g->name[w],
		    g->state.player[w].score, paint(ui, RESET));
}

void
render_outcome(const struct ui *ui, const struct game *g, const struct farkle_action *a,
    const struct farkle_outcome *o)
{
	const struct farkle_state *st = &g->state;
	const char *who = g->name[o->seat];
	char buf[24];
	struct line l;
	line_start(&l);

	if (a->kind == ACTION_KEEP) {
		add_kept(&l, g, o);
		print_line(ui, &l);
		return;
	}
	if (a->kind == ACTION_TAKE) {
		add(&l, _("%s takes over %d: throw %d %s"), who, st->turn_points, st->in_hand,
		    dice_noun(st->in_hand));
		print_line(ui, &l);
		return;
	}
	if (a->kind == ACTION_THROW) {
		if (o->implicit_keep) {
			/* The state has moved past the keep: describe it from the outcome. */
			add(&l, _("(%s set aside: %sturn %d)"), tally_format(&o->kept, buf, sizeof buf),
			    o->full_hand ? _("full hand, ") : "",
			    o->end == END_BUST ? o->points : st->turn_points);
			print_line(ui, &l);
			line_start(&l);
		}
		if (o->took)   /* taken by throwing the dice on offer */
			add(&l, _("%s takes over %d%s"), who, o->took_points, dot(ui));
		if (o->end == END_WON) {
			add(&l, _("six 1s in one throw"));
			add_winner(ui, &l, g, true);
		} else if (o->end == END_BUST) {
			add(&l, _("%sbust%s: nothing scores"), paint(ui, YELLOW), paint(ui, RESET));
			if (o->points > 0)
				add(&l, _(", %d lost"), o->points);
			add_marks(ui, &l, g, o);
			if (o->game_over)
				add_winner(ui, &l, g, false);
			else
				add(&l, "%s", dot(ui)), add_next(ui, &l, g);
		} else {
			struct tally thrown = dice_tally(&o->thrown);
			struct tally dead = tally_minus(&thrown, &o->eval.scoring);
			add(&l, _("scoring: %s = %d"), tally_format(&o->eval.best_group, buf, sizeof buf),
			    o->eval.best);
			if (tally_total(&dead) > 0)
				add(&l, _("   (%s score nothing)"), tally_format(&dead, buf, sizeof buf));
			if (tally_total(&o->eval.best_group) == o->thrown.n) {
				add(&l, "%s", dot(ui));
				if (o->thrown.n == 1)
					add(&l, _("keeping it"));
				else
					add(&l, _("keeping all %d"), o->thrown.n);
				add(&l, game_rules(g)->full_hand_may_bank
				    ? _(" makes a full hand: turn %d, throw all %d again or bank")
				    : _(" makes a full hand: turn %d, throw %d dice"),
				    st->turn_points + o->eval.best, game_rules(g)->dice);
			}
		}
		print_line(ui, &l);
		return;
	}

	/* A bank. */
	if (o->implicit_keep)
		add(&l, _("(%s set aside) "), tally_format(&o->kept, buf, sizeof buf));
	switch (o->end) {
	case END_VOIDED:
		add(&l, _("%s's %d would make %d, past %d: the turn scores nothing"), who,
		    o->points, (o->penalised ? o->penalty_from : o->score_after) + o->points,
		    game_rules(g)->target);
		break;
	case END_WON:
		add(&l, _("%s banks %d: %d"), who, o->points, o->score_after);
		break;
	default:
		if (o->opened_now && game_rules(g)->opening > 0)
			add(&l, _("%s opens with %d"), who, o->points);
		else
			add(&l, _("%s banks %d: %d"), who, o->points, o->score_after);
	}
	add_marks(ui, &l, g, o);
	if (o->game_over)
		add_winner(ui, &l, g, false);
	else
		add(&l, "%s", dot(ui)), add_next(ui, &l, g);
	print_line(ui, &l);
}

static void
add_entry(struct line *l, const struct game *g, const struct game_entry *e)
{
	static const char *const kinds[] = {
		[ACTION_THROW] = N_("throw"), [ACTION_KEEP] = N_("keep"),
		[ACTION_BANK] = N_("bank"), [ACTION_TAKE] = N_("take-over"),
	};
	char buf[24];
	add(l, _("%s's %s"), g->name[e->seat], _(kinds[e->action.kind]));
	if (e->action.dice.n > 0)
		add(l, " %s", dice_format(&e->action.dice, buf, sizeof buf));
}

void
render_undone(const struct ui *ui, const struct game *g, const struct game_entry *e)
{
	struct line l;
	line_start(&l);
	add(&l, _("undone: "));
	add_entry(&l, g, e);
	add(&l, "%s", dot(ui));
	add_turn(ui, &l, g);
	print_line(ui, &l);
}

void
render_redone(const struct ui *ui, const struct game *g, const struct game_entry *e,
    const struct farkle_outcome *o)
{
	struct line l;
	line_start(&l);
	add(&l, _("redone: "));
	add_entry(&l, g, e);
	print_line(ui, &l);
	render_outcome(ui, g, &e->action, o);
}

/* ---- the sheet */

static void
add_turn(const struct ui *ui, struct line *l, const struct game *g)
{
	const struct farkle_state *st = &g->state;
	char buf[24];
	if (st->phase == PHASE_START) {
		if (st->taken)
			add(l, _("%s took over %d: "), g->name[st->current], st->turn_points);
		add_next(ui, l, g);
		return;
	}
	add(l, _("%s's turn: "), g->name[st->current]);
	switch (st->phase) {
	case PHASE_START:
		break;
	case PHASE_THROWN:
		add(l, _("%d points set aside, threw %s"), st->turn_points,
		    dice_format(&st->last, buf, sizeof buf));
		break;
	case PHASE_KEPT:
		add(l, _("%d points set aside, %d %s to throw"), st->turn_points, st->in_hand,
		    dice_noun(st->in_hand));
		break;
	case PHASE_FULL_HAND:
		add(l, _("%d points set aside, full hand: throw all %d dice"), st->turn_points,
		    st->in_hand);
		break;
	case PHASE_OVER:
		break;
	}
}

/* The columns of the sheet: rows shown without a terminal, so that scripts
 * and tests print the same whatever runs them. */
#define SHEET_ROWS_SCRIPT 10
#define SHEET_WIDTH 80         /* without a terminal */
#define SHEET_GAP 3            /* blanks between two columns */

/* A score as the column shows it: struck ones between tildes, which survive
 * any locale and a pipe; the others with a blank where the tilde would be,
 * so that the digits of both line up. */
static int
score_text(char *buf, size_t len, const struct sheet_row *r)
{
	return snprintf(buf, len, r->struck ? "~%d~" : "%d ", r->score);
}

struct sheet_layout {
	int scorew[FARKLE_MAX_PLAYERS];  /* header and scores, right-aligned */
	int crossw[FARKLE_MAX_PLAYERS];  /* the most crosses beside a shown row */
	int band[FARKLE_MAX_PLAYERS + 1]; /* band b: players band[b] .. band[b+1]-1 */
	int nbands;
};

static int
column_width(const struct sheet_layout *lay, int i)
{
	return lay->scorew[i] + (lay->crossw[i] ? 1 + lay->crossw[i] : 0);
}

static const char *
player_mark(const struct ui *ui, const struct game *g, int i)
{
	const struct farkle_state *st = &g->state;
	if (st->phase != PHASE_OVER && i == st->current)
		return ui->utf8 ? "\u25b8 " : "> ";
	if (st->phase == PHASE_OVER && i == st->winner)
		return "* ";
	return "";
}

/* Widths from the rows shown; players side by side while they fit in
 * `maxw`, the rest in further bands below (each with its own names), so
 * that no line is cut or wrapped however many play. */
static void
sheet_lay_out(const struct ui *ui, const struct game *g, const struct sheet *sh, int first,
    int maxw, struct sheet_layout *lay)
{
	char buf[32];
	for (int i = 0; i < sh->nplayers; i++) {
		const struct sheet_column *c = &sh->col[i];
		lay->scorew[i] = width(player_mark(ui, g, i)) + width(g->name[i]) + 1;
		lay->crossw[i] = 0;
		for (int k = first; k < c->nrows; k++) {
			int w = score_text(buf, sizeof buf, &c->row[k]);
			if (w > lay->scorew[i])
				lay->scorew[i] = w;
			if (c->row[k].crosses > lay->crossw[i])
				lay->crossw[i] = c->row[k].crosses;
		}
	}
	lay->nbands = 0;
	int used = 0;
	for (int i = 0; i < sh->nplayers; i++) {
		int w = column_width(lay, i);
		if (i == 0 || used + SHEET_GAP + w > maxw) {
			lay->band[lay->nbands++] = i;
			used = 2 + w;
		} else {
			used += SHEET_GAP + w;
		}
	}
	lay->band[lay->nbands] = sh->nplayers;
}

static void
trim(struct line *l)
{
	while (l->len > 0 && l->text[l->len - 1] == ' ')
		l->text[--l->len] = '\0';
}

static void
put_cell(const struct ui *ui, struct line *l, const struct sheet_layout *lay, int i,
    const struct sheet_column *c, int k)
{
	char buf[32];
	int crossw = lay->crossw[i];
	if (k >= c->nrows) {
		add(l, "%*s", column_width(lay, i), "");
		return;
	}
	const struct sheet_row *r = &c->row[k];
	int w = score_text(buf, sizeof buf, r);
	bool strike = r->struck && ui->color;
	add(l, "%*s%s%s%s", lay->scorew[i] - w, "", strike ? "\033[9m" : "", buf,
	    strike ? "\033[0m" : "");
	if (crossw > 0) {
		char marks[128];    /* the crosses option goes up to 100 */
		int n = r->crosses < (int)sizeof marks - 1 ? r->crosses : (int)sizeof marks - 1;
		memset(marks, 'x', (size_t)n);
		marks[n] = '\0';
		add(l, " %-*s", crossw, marks);
	}
}

/* Rows of the sheet that fit at a terminal: its height less the lines
 * around them (title, names, notes, the present lines, the prompt). */
static int
sheet_rows_fit(const struct ui *ui, const struct game *g, int nbands)
{
	struct winsize ws;
	if (ui->columns == 0 || ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0)
		return SHEET_ROWS_SCRIPT;
	int around = 1 + nbands + 2 + (g->nplayers + 2) + 1;
	int fit = ((int)ws.ws_row - around) / nbands;
	return fit < 3 ? 3 : fit;
}

/* The columns of scores as written on paper, row k the k-th score each
 * player wrote; all of them, or the newest that fit. */
static void
render_columns(const struct ui *ui, const struct game *g, bool all)
{
	struct sheet sh;
	struct sheet_layout lay;
	struct line l;
	if (!sheet_build(&sh, g))
		return;     /* the present lines below still say the scores */
	if (sh.nrows == 0) {
		sheet_free(&sh);
		return;
	}
	int maxw = columns(ui) ? columns(ui) : SHEET_WIDTH;
	/* The layout depends on the rows shown and the rows on the bands:
	 * lay out with all rows first, then again with those kept. */
	sheet_lay_out(ui, g, &sh, 0, maxw, &lay);
	int first = 0;
	if (!all) {
		int fit = sheet_rows_fit(ui, g, lay.nbands);
		first = sh.nrows > fit ? sh.nrows - fit : 0;
		sheet_lay_out(ui, g, &sh, first, maxw, &lay);
	}
	if (first > 0)
		fprintf(ui->out, first == 1 ? _("  (%d earlier row not shown: 'sheet all' shows it)\n")
		    : _("  (%d earlier rows not shown: 'sheet all' shows them)\n"), first);
	bool struck = false;
	for (int b = 0; b < lay.nbands; b++) {
		int from = lay.band[b], to = lay.band[b + 1], last = first;
		line_start(&l);
		add(&l, "  ");
		for (int i = from; i < to; i++) {
			const char *mark = player_mark(ui, g, i);
			int pad = lay.scorew[i] - width(mark) - width(g->name[i]) - 1;
			add(&l, "%*s%*s%s%s %*s", i > from ? SHEET_GAP : 0, "", pad, "", mark,
			    g->name[i], lay.crossw[i] ? 1 + lay.crossw[i] : 0, "");
			if (sh.col[i].nrows > last)
				last = sh.col[i].nrows;
		}
		trim(&l);
		fprintf(ui->out, "%s\n", l.text);
		for (int k = first; k < last; k++) {
			line_start(&l);
			add(&l, "  ");
			for (int i = from; i < to; i++) {
				if (i > from)
					add(&l, "%*s", SHEET_GAP, "");
				put_cell(ui, &l, &lay, i, &sh.col[i], k);
				struck = struck || (k < sh.col[i].nrows && sh.col[i].row[k].struck);
			}
			trim(&l);
			fprintf(ui->out, "%s\n", l.text);
		}
	}
	if (struck)
		fprintf(ui->out, _("  ~score~: struck out, a penalty or a collision took it back\n"));
	sheet_free(&sh);
}

void
render_sheet(const struct ui *ui, const struct game *g, bool all)
{
	const struct farkle_state *st = &g->state;
	const struct farkle_rules *r = game_rules(g);
	bool crosses = r->cross_limit > 0, opening = r->opening > 0;
	int namew = 6;
	for (int i = 0; i < g->nplayers; i++)
		if (width(g->name[i]) > namew)
			namew = width(g->name[i]);

	struct line l;
	line_start(&l);
	add(&l, _("Game #%lld%s%s (%s"), (long long)g->id, dot(ui), g->ruleset,
	    ruleset_title(g->ruleset));
	add_changes(&l, g);
	add(&l, _(")%sround %d"), dot(ui), st->turns / g->nplayers + 1);
	fprintf(ui->out, "%s\n", l.text);
	render_columns(ui, g, all);

	/* Only the columns the rules use; no trailing blanks. */
	line_start(&l);
	add(&l, "  %*s   score", namew, "");
	if (crosses)
		add(&l, _("  crosses"));
	if (opening)
		add(&l, _("  opened"));
	fprintf(ui->out, "%s\n", l.text);
	for (int i = 0; i < g->nplayers; i++) {
		const struct farkle_player *p = &st->player[i];
		bool now = st->phase != PHASE_OVER && i == st->current;
		bool won = st->phase == PHASE_OVER && i == st->winner;
		line_start(&l);
		add(&l, "%s %s", now ? (ui->utf8 ? "\u25b8" : ">") : won ? "*" : " ", g->name[i]);
		add(&l, "%*s %8d", namew - width(g->name[i]), "", p->score);
		if (crosses) {
			char marks[16] = "";
			for (int c = 0; c < p->crosses && c < (int)sizeof marks - 1; c++)
				marks[c] = 'x';
			add(&l, "  %-7s", marks);
		}
		if (opening) {
			add(&l, "  %-6s", p->opened ? _("yes") : _("no"));
			if (!p->opened)
				add(&l, _(" (%d to open)"), r->opening);
		}
		while (l.len > 0 && l.text[l.len - 1] == ' ')
			l.text[--l.len] = '\0';
		fprintf(ui->out, "%s\n", l.text);
	}
	line_start(&l);
	if (st->phase == PHASE_OVER)
		add(&l, _("%s won"), g->name[st->winner]);
	else
		add_turn(ui, &l, g);
	if (st->phase != PHASE_OVER && st->leader >= 0)
		add(&l, _("%slast round: %s reached %d, %d %s left"), dot(ui), g->name[st->leader],
		    r->target, st->final_turns, st->final_turns == 1 ? _("turn") : _("turns"));
	fprintf(ui->out, "%s\n", l.text);
}

/* ---- rules, eval, games */

void
render_rules(const struct ui *ui, const char *ruleset, const char *base,
    const struct farkle_rules *r)
{
	const struct farkle_preset *p = farkle_preset_find(base);
	bool changed = false;
	int valuew = 11;     /* wide enough for the presets' values; wider if need be */
	for (size_t i = 0; i < farkle_noptions; i++) {
		char value[64];
		farkle_option_get(r, farkle_options[i].name, value, sizeof value);
		if ((int)strlen(value) > valuew)
			valuew = (int)strlen(value);
	}
	fprintf(ui->out, _("%s (%s): option, value in force, what it means\n"), ruleset,
	    ruleset_title(ruleset));
	for (size_t i = 0; i < farkle_noptions; i++) {
		const struct farkle_option *o = &farkle_options[i];
		char value[64], preset[64];
		farkle_option_get(r, o->name, value, sizeof value);
		farkle_option_get(p ? &p->rules : r, o->name, preset, sizeof preset);
		bool mark = strcmp(value, preset) != 0;
		changed = changed || mark;
		fprintf(ui->out, "  %-10s%s%-*s %s\n", o->name, mark ? "*" : " ", valuew, value,
		    _(o->help));
	}
	if (changed)
		fprintf(ui->out, _("  * changed from %s\n"), base);
}

void
render_saved_heading(const struct ui *ui)
{
	fprintf(ui->out, _("Saved presets:\n"));
}

void
render_saved_row(const struct ui *ui, const char *name, const char *base)
{
	fprintf(ui->out, "  ");
	pad(ui->out, name, GAME_RULESET_CHARS);
	fprintf(ui->out, _(" from %s\n"), base);
}

void
render_saved_end(const struct ui *ui, int count)
{
	if (count == 0)
		fprintf(ui->out, _("  none yet ('preset save NAME' keeps the rules in force)\n"));
}

void
render_preset_saved(const struct ui *ui, const char *name)
{
	fprintf(ui->out, _("  saved preset %s: new %s PLAYER... starts a game with it\n"), name,
	    name);
}

void
render_preset_deleted(const struct ui *ui, const char *name)
{
	fprintf(ui->out, _("  deleted preset %s (games played with it keep their rules)\n"), name);
}

void
render_presets(const struct ui *ui)
{
	fprintf(ui->out, _("The games ('rules GAME' shows one, 'new GAME ...' starts one):\n"));
	for (size_t i = 0; i < farkle_npresets; i++)
		fprintf(ui->out, "  %-10s %s\n", farkle_presets[i].name, _(farkle_presets[i].title));
}

void
render_eval(const struct ui *ui, const struct farkle_scorer *s, const struct dice *d)
{
	char buf[24], dead[24];
	struct tally t = dice_tally(d);
	struct farkle_eval e = farkle_evaluate(s, &t);
	struct tally none = tally_minus(&t, &e.scoring);
	dice_format(d, buf, sizeof buf);
	if (e.wins) {
		fprintf(ui->out, _("%s: six 1s, the game is won at once\n"), buf);
		return;
	}
	if (e.best == 0) {
		fprintf(ui->out, _("%s: bust, nothing scores\n"), buf);
		return;
	}
	fprintf(ui->out, _("%s: worth %d"), buf, e.best);
	if (tally_total(&none) > 0)
		fprintf(ui->out, _("   (%s score nothing)"), tally_format(&none, dead, sizeof dead));
	fprintf(ui->out, _("\n  what can be set aside:\n"));
	struct tally groups[64];
	for (int k = d->n; k >= 1; k--) {
		int n = farkle_groups_of(s, &t, k, groups, 64);
		for (int i = 0; i < n && i < 64; i++) {
			int left = d->n - k;
			fprintf(ui->out, "    ");
			pad(ui->out, tally_format(&groups[i], buf, sizeof buf), 12);
			fprintf(ui->out, " %5d   ", farkle_group_value(s, &groups[i]));
			if (left == 0)
				fprintf(ui->out, _("full hand\n"));
			else
				fprintf(ui->out, _("%d %s left\n"), left, dice_noun(left));
		}
	}
}

void
render_game_row(const struct ui *ui, const struct store_game_row *row)
{
	char game[GAME_RULESET_MAX * 4], players[1024], winner[GAME_NAME_BYTES * 4];
	fprintf(ui->out, "#%-4lld %.10s  %-10s %s%s", (long long)row->id, row->created,
	    text_visible(row->game, game, sizeof game),
	    text_visible(row->players ? row->players : "", players, sizeof players), dot(ui));
	if (row->winner)
		fprintf(ui->out, _("%s won\n"), text_visible(row->winner, winner, sizeof winner));
	else if (strcmp(row->status, "abandoned") == 0)
		fprintf(ui->out, _("abandoned, %d %s\n"), row->entries,
		    row->entries == 1 ? _("entry") : _("entries"));
	else
		fprintf(ui->out, _("playing, %d %s\n"), row->entries,
		    row->entries == 1 ? _("entry") : _("entries"));
}

/* "game #3 (10000: alice, bob" without the closing parenthesis, for the
 * caller to add to. */
static void
add_game_label(struct line *l, const struct store_game_row *row)
{
	char game[GAME_RULESET_MAX * 4], players[1024];
	add(l, _("game #%lld (%s: %s"), (long long)row->id, text_visible(row->game, game,
	    sizeof game), text_visible(row->players ? row->players : "", players, sizeof players));
}

static void
add_entries(struct line *l, const struct store_game_row *row)
{
	add(l, ", %d %s", row->entries, row->entries == 1 ? _("entry") : _("entries"));
}

void
render_left_unfinished(const struct ui *ui, const struct store_game_row *row)
{
	struct line l;
	line_start(&l);
	add_game_label(&l, row);
	add(&l, _(") stays unfinished: resume %lld takes it up again"), (long long)row->id);
	put_wrapped(ui->out, l.text, 0, 4, columns(ui));
}

void
render_abandoned(const struct ui *ui, const struct store_game_row *row)
{
	struct line l;
	line_start(&l);
	add(&l, _("abandoned "));
	add_game_label(&l, row);
	add(&l, _("): it is not resumed again and counts in no statistic"));
	put_wrapped(ui->out, l.text, 0, 4, columns(ui));
}

char *
render_delete_question(const struct ui *ui, const struct store_game_row *row, char *buf,
    size_t len)
{
	(void)ui;
	struct line l;
	line_start(&l);
	add(&l, _("delete "));
	add_game_label(&l, row);
	add_entries(&l, row);
	add(&l, _(")? [y/N] "));
	snprintf(buf, len, "%s", l.text);
	return buf;
}

void
render_deleted(const struct ui *ui, const struct store_game_row *row)
{
	struct line l;
	line_start(&l);
	add(&l, _("deleted "));
	add_game_label(&l, row);
	add_entries(&l, row);
	add(&l, ")");
	put_wrapped(ui->out, l.text, 0, 4, columns(ui));
}

void
render_not_deleted(const struct ui *ui, long long id)
{
	fprintf(ui->out, _("game #%lld is kept: nothing deleted\n"), id);
}

void
render_no_games(const struct ui *ui)
{
	fprintf(ui->out, _("no games yet: start one with new, e.g. new 10000 alice bob\n"));
}

/* ---- help */

void
render_help(const struct ui *ui, const struct command *cmds, size_t n)
{
	fprintf(ui->out, _("Commands, in English or French, in any case (a unique prefix is"
	    " enough):\n"));
	for (size_t i = 0; i < n; i++) {
		/* the name, its aliases (the French words among them), its arguments */
		char head[160], aliases[96] = "";
		for (const char *const *a = cmds[i].aliases; *a; a++)
			snprintf(aliases + strlen(aliases), sizeof aliases - strlen(aliases),
			    "%s%s", a == cmds[i].aliases ? " (" : ", ", *a);
		snprintf(head, sizeof head, "%s%s%s %s", cmds[i].name, aliases,
		    aliases[0] ? ")" : "", _(cmds[i].usage));
		/* a long usage gets a line of its own */
		fputs("  ", ui->out);
		if (width(head) > 24) {
			fprintf(ui->out, "%s\n  ", head);
			pad(ui->out, "", 24);
		} else
			pad(ui->out, head, 24);
		fprintf(ui->out, " %s\n", _(cmds[i].help));
	}
	fprintf(ui->out, _("Typing a throw's faces alone (1 1 5 3 4 or 11534) enters it.\n"
	    "Commands on one line are separated by ';' (keep 1 1; 6 2 5).\n"
	    "'help COMMAND' says more of one.\n"));
}

void
render_command_help(const struct ui *ui, const struct command *c)
{
	fprintf(ui->out, _("usage: %s%s%s\n  %s\n"), c->name, c->usage[0] ? " " : "", _(c->usage),
	    _(c->help));
	if (c->aliases[0] != NULL) {
		fprintf(ui->out, _("  also: "));
		for (const char *const *a = c->aliases; *a; a++)
			fprintf(ui->out, "%s%s", a == c->aliases ? "" : ", ", *a);
		fputc('\n', ui->out);
	}
	if (c->details != NULL) {
		const char *p = _(c->details);
		while (*p) {
			const char *nl = strchr(p, '\n');
			size_t len = nl ? (size_t)(nl - p) : strlen(p);
			fprintf(ui->out, "  %.*s\n", (int)len, p);
			p += len + (nl != NULL);
		}
	}
}

/* ---- prompts */

/* Colour codes in a readline prompt must be marked as taking no room. */
static const char *
prompt_paint(const struct ui *ui, enum paint p, char *buf, size_t len)
{
	if (!ui->color)
		return "";
	snprintf(buf, len, ui->readline ? "\001%s\002" : "%s", paint(ui, p));
	return buf;
}

char *
render_prompt(const struct ui *ui, const struct game *g, char *buf, size_t len)
{
	char on[16], off[16];
	if (g == NULL) {
		snprintf(buf, len, "tapis> ");
		return buf;
	}
	const struct farkle_state *st = &g->state;
	if (st->phase == PHASE_OVER) {
		snprintf(buf, len, _("#%lld over> "), (long long)g->id);
		return buf;
	}
	int n = snprintf(buf, len, "%s%s%s %d%s", prompt_paint(ui, BOLD, on, sizeof on),
	    g->name[st->current], prompt_paint(ui, RESET, off, sizeof off),
	    st->player[st->current].score, dot(ui));
	if (n < 0 || (size_t)n >= len)
		return buf;
	if (st->offer_points > 0)
		snprintf(buf + n, len - (size_t)n, _("take %d with %d or throw %d> "),
		    st->offer_points, st->offer_dice, st->in_hand);
	else if (st->phase == PHASE_FULL_HAND)
		snprintf(buf + n, len - (size_t)n, _("turn %d%sfull hand, %d dice> "),
		    st->turn_points, dot(ui), st->in_hand);
	else
		snprintf(buf + n, len - (size_t)n, _("turn %d%s%d %s> "), st->turn_points, dot(ui),
		    farkle_dice_in_hand(st), dice_noun(farkle_dice_in_hand(st)));
	return buf;
}

char *
render_keep_choices(const struct ui *ui, const struct tally *choice, int n, char *buf,
    size_t len)
{
	(void)ui;
	buf[0] = '\0';
	for (int i = 0; i < n; i++) {
		char faces[24];
		size_t used = strlen(buf);
		snprintf(buf + used, len - used, "%s%s", i == 0 ? "" : i == n - 1 ? _(" or ") : ", ",
		    tally_format(&choice[i], faces, sizeof faces));
	}
	return buf;
}

char *
render_keep_question(const struct ui *ui, const struct tally *choice, int n, char *buf,
    size_t len)
{
	char listed[128];
	snprintf(buf, len, _("  set aside %s? "), render_keep_choices(ui, choice, n, listed,
	    sizeof listed));
	return buf;
}

char *
render_resume_question(const struct ui *ui, const struct game *g, char *buf, size_t len)
{
	(void)ui;
	int n = snprintf(buf, len, _("Game #%lld (%s: "), (long long)g->id, g->ruleset);
	for (int i = 0; i < g->nplayers && n > 0 && (size_t)n < len; i++)
		n += snprintf(buf + n, len - (size_t)n, "%s%s", i ? ", " : "", g->name[i]);
	if (n > 0 && (size_t)n < len)
		snprintf(buf + n, len - (size_t)n, _(") is unfinished: resume it? [Y/n] "));
	return buf;
}
