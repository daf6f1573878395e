/* stats, leaderboard and versus as people and scripts read them: tables
 * with a line of titles for people, rows for scripts (render_rows.c).
 * Part of the renderer; each family's own tables are drawn here too, as
 * the family declares them (struct family_facts, fact_decl.h). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fact_decl.h"
#include "i18n.h"
#include "render_line.h"
#include "render_stats.h"
#include "rows.h"
#include "text.h"
#include "ui.h"

void
stats_table_begin(struct rows *r, struct stats_feed *feed, const char *heading,
    const struct rows_column *cols, int ncols, const char *const *titles)
{
	const struct ui *ui = feed->ui;
	if (feed->format == ROWS_TABLE) {
		if (feed->tables > 0)
			fputc('\n', ui->out);
		if (heading != NULL)
			put_wrapped(ui->out, heading, 0, 0, ui_width(ui));
	}
	rows_begin(r, ui, feed->format, cols, ncols);
	if (feed->format == ROWS_TABLE)
		rows_add(r, titles);
	feed->tables++;
}

void
stats_table_end(struct rows *r, struct stats_feed *feed)
{
	(void)feed;
	rows_end(r);
}

const char *
stats_number(const char *value, int decimals, char *buf, size_t len)
{
	if (value == NULL)
		return NULL;
	snprintf(buf, len, "%.*f", decimals, strtod(value, NULL));
	if (strchr(buf, '.') != NULL) {
		size_t n = strlen(buf);
		while (n > 0 && buf[n - 1] == '0')
			buf[--n] = '\0';
		if (n > 0 && buf[n - 1] == '.')
			buf[--n] = '\0';
	}
	if (strcmp(buf, "-0") == 0)
		strcpy(buf, "0");
	return buf;
}

const char *
stats_rate(double part, double whole, bool people, char *buf, size_t len)
{
	char n[32];
	if (whole <= 0)
		return NULL;
	snprintf(n, sizeof n, "%.*f", people ? 1 : 4, people ? 100.0 * part / whole : part / whole);
	stats_number(n, people ? 1 : 4, buf, len - 1);
	if (people)
		strcat(buf, "%");
	return buf;
}

long long
stats_int(const char *value)
{
	return value != NULL ? strtoll(value, NULL, 10) : 0;
}

/* ---- stats: a row a player and rule set */

static const struct rows_column stats_columns[] = {
	{"table", false, false, false, true, false},
	{"player", false, false, true, true, false},
	{"game", false, false, true, true, true},
	{"games", true, false, true, true, false},
	{"wins", true, false, true, true, false},
	{"shared", true, false, false, true, false},
	{"win rate", false, false, true, false, false},
	{"win_rate", true, false, false, true, false},
	{"average", true, false, true, true, false},
	{"best", true, false, true, true, false},
	{"turns", true, false, false, true, false},
	{"per_turn", true, false, true, true, false},
};
enum { NSTATS = sizeof stats_columns / sizeof stats_columns[0] };

void
render_stats_begin(struct rows *r, struct stats_feed *feed)
{
	const char *titles[NSTATS] = {NULL, _("player"), _("game"), _("games"), _("wins"), NULL,
	    _("win rate"), NULL, _("average"), _("best"), NULL, _("per turn")};
	stats_table_begin(r, feed, NULL, stats_columns, NSTATS, titles);
}

void
render_stats_row(struct rows *r, const char *const *v, bool loser)
{
	char people[16], scripts[16], average[32], per_turn[32];
	double games = (double)stats_int(v[2]), wins = (double)stats_int(v[3]);
	const char *values[NSTATS] = {"stats", v[0], v[1], v[2], loser ? NULL : v[3], v[4],
	    loser ? NULL : stats_rate(wins, games, true, people, sizeof people),
	    loser ? NULL : stats_rate(wins, games, false, scripts, sizeof scripts),
	    stats_number(v[5], 1, average, sizeof average), loser ? NULL : v[6], v[7],
	    loser ? NULL : stats_number(v[8], 1, per_turn, sizeof per_turn)};
	rows_add(r, values);
}

void
render_no_stats(const struct ui *ui, const char *player, const char *kind)
{
	char p[128], k[128];
	if (player != NULL && kind != NULL)
		fprintf(ui->out, _("no finished game of %s with %s yet\n"),
		    text_visible(kind, k, sizeof k), text_visible(player, p, sizeof p));
	else if (player != NULL)
		fprintf(ui->out, _("no finished game with %s yet\n"), text_visible(player, p, sizeof p));
	else if (kind != NULL)
		fprintf(ui->out, _("no finished game of %s yet\n"), text_visible(kind, k, sizeof k));
	else
		fprintf(ui->out, _("no finished game yet: statistics count games played to the"
		    " end\n"));
}

/* ---- leaderboard: a row a player */

/* The games lost: to scripts always; to people where the rules name a
 * loser, in place of the wins, which such rules never give (a second
 * table, the same but for what people see). */
#define LEADERBOARD_COLUMNS(LOST_SHOWN) { \
	{"table", false, false, false, true, false}, \
	{"rank", true, false, true, true, false}, \
	{"player", false, false, true, true, false}, \
	{"wins", true, false, !(LOST_SHOWN), true, false}, \
	{"games", true, false, true, true, false}, \
	{"shared", true, false, false, true, false}, \
	{"win rate", false, false, !(LOST_SHOWN), false, false}, \
	{"win_rate", true, false, false, true, false}, \
	{"lost", true, false, LOST_SHOWN, true, false}, \
}
static const struct rows_column leaderboard_columns[] = LEADERBOARD_COLUMNS(false);
static const struct rows_column leaderboard_lost_columns[] = LEADERBOARD_COLUMNS(true);
enum { NLEADERBOARD = sizeof leaderboard_columns / sizeof leaderboard_columns[0] };

void
render_leaderboard_begin(struct rows *r, struct stats_feed *feed, bool lost_shown)
{
	const char *titles[NLEADERBOARD] = {NULL, "#", _("player"), _("wins"), _("games"), NULL,
	    _("win rate"), NULL, _("lost")};
	stats_table_begin(r, feed, NULL, lost_shown ? leaderboard_lost_columns
	    : leaderboard_columns, NLEADERBOARD, titles);
}

void
render_leaderboard_row(struct rows *r, const char *const *v)
{
	char people[16], scripts[16];
	double wins = (double)stats_int(v[2]), games = (double)stats_int(v[3]);
	const char *values[NLEADERBOARD] = {"leaderboard", v[0], v[1], v[2], v[3], v[4],
	    stats_rate(wins, games, true, people, sizeof people),
	    stats_rate(wins, games, false, scripts, sizeof scripts), v[6]};
	rows_add(r, values);
}

/* ---- versus: a row a rule set the two played together */

static const struct rows_column versus_columns[] = {
	{"table", false, false, false, true, false},
	{"game", false, false, true, true, true},
	{"games", true, false, true, true, false},
	{"player", false, false, false, true, false},
	{"wins", true, false, true, true, false},
	{"opponent", false, false, false, true, false},
	{"opponent_wins", true, false, true, true, false},
	{"average", true, false, true, true, false},
	{"opponent_average", true, false, true, true, false},
	{"ahead", true, false, true, true, false},
	{"opponent_ahead", true, false, true, true, false},
};
enum { NVERSUS = sizeof versus_columns / sizeof versus_columns[0] };

void
render_versus_begin(struct rows *r, struct stats_feed *feed, const char *a, const char *b)
{
	char wins_a[128], wins_b[128], avg_a[128], avg_b[128], ahead_a[128], ahead_b[128];
	snprintf(wins_a, sizeof wins_a, _("%s wins"), a);
	snprintf(wins_b, sizeof wins_b, _("%s wins"), b);
	snprintf(avg_a, sizeof avg_a, _("%s average"), a);
	snprintf(avg_b, sizeof avg_b, _("%s average"), b);
	snprintf(ahead_a, sizeof ahead_a, _("%s ahead"), a);
	snprintf(ahead_b, sizeof ahead_b, _("%s ahead"), b);
	const char *titles[NVERSUS] = {NULL, _("game"), _("games"), NULL, wins_a, NULL, wins_b,
	    avg_a, avg_b, ahead_a, ahead_b};
	stats_table_begin(r, feed, NULL, versus_columns, NVERSUS, titles);
}

void
render_versus_row(struct rows *r, const char *a, const char *b, const char *const *v)
{
	char avg_a[32], avg_b[32];
	const char *values[NVERSUS] = {"versus", v[0], v[1], a, v[2], b, v[3],
	    stats_number(v[4], 1, avg_a, sizeof avg_a), stats_number(v[5], 1, avg_b, sizeof avg_b),
	    v[6], v[7]};
	rows_add(r, values);
}

void
render_no_versus(const struct ui *ui, const char *a, const char *b)
{
	char x[128], y[128];
	fprintf(ui->out, _("%s and %s have finished no game together yet\n"),
	    text_visible(a, x, sizeof x), text_visible(b, y, sizeof y));
}

void
render_stats_damaged(const struct ui *ui, int n, bool left_out)
{
	unsigned long un = (unsigned long)n;
	if (left_out)
		fprintf(ui->out, ngettext("(%d damaged game is left out: games shows it)\n",
		    "(%d damaged games are left out: games shows them)\n", un), n);
	else
		fprintf(ui->out, ngettext("(%d damaged game counts still: this file may not be"
		    " written, even for a while; games shows it)\n", "(%d damaged games count still:"
		    " this file may not be written, even for a while; games shows them)\n", un), n);
}

/* ---- each family's own tables, as it declares them (fact_decl.h) */

/* the columns of store_facts's rows (store_stats.h) */
enum {
	FV_PLAYER, FV_GAME, FV_PLAYED, FV_LOST, FV_SCORE, FV_FACT, FV_KEY, FV_GAMES, FV_N,
	FV_TOTAL, FV_BEST, FV_MEAN, FV_BASE, FV_OPTIONS, FV_COLUMNS
};

struct fact_row {
	char *v[FV_COLUMNS];
};

/* The rows of one family's facts, kept: its tables read them in turn. */
struct fact_kept {
	struct fact_row *row;
	size_t n, cap;
	bool failed;              /* memory ran out */
};

static void
fact_rows_free(struct fact_kept *fr)
{
	for (size_t i = 0; i < fr->n; i++)
		for (int c = 0; c < FV_COLUMNS; c++)
			free(fr->row[i].v[c]);
	free(fr->row);
}

/* A row whose player or rule set is missing (mended by hand) counts in
 * no table. */
static bool
keep_fact_row(const char *const *v, int n, void *ctx)
{
	struct fact_kept *fr = ctx;
	if (n < FV_COLUMNS || v[FV_PLAYER] == NULL || v[FV_GAME] == NULL)
		return true;
	if (fr->n == fr->cap) {
		size_t cap = fr->cap > 0 ? 2 * fr->cap : 64;
		struct fact_row *row = realloc(fr->row, cap * sizeof *row);
		if (row == NULL) {
			fr->failed = true;
			return false;
		}
		fr->row = row;
		fr->cap = cap;
	}
	struct fact_row *r = &fr->row[fr->n++];
	for (int c = 0; c < FV_COLUMNS; c++) {
		r->v[c] = v[c] != NULL ? strdup(v[c]) : NULL;
		if (v[c] != NULL && r->v[c] == NULL)
			fr->failed = true;
	}
	return !fr->failed;
}

/* A fact added up over the rows of a player and rule set that have it
 * (one a set of rules where it is counted by them). */
struct fact_sums {
	int rows;
	long long games, n, total, best;
	bool has_best;
	const char *mean;         /* the store's, where one row has it all */
	double expected;          /* FACT_ODDS: the count the odds give */
	bool odds_known;
};

static void
sum_fact(const struct family_facts *ff, const struct fact_row *g, size_t ng,
    const char *fact, const char *key, bool odds, struct fact_sums *s)
{
	memset(s, 0, sizeof *s);
	s->odds_known = odds && ff->odds != NULL;
	for (size_t i = 0; fact != NULL && i < ng; i++) {
		const char *const *v = (const char *const *)g[i].v;
		if (v[FV_FACT] == NULL || strcmp(v[FV_FACT], fact) != 0 ||
		    strcmp(v[FV_KEY] != NULL ? v[FV_KEY] : "", key) != 0)
			continue;
		s->rows++;
		s->games += stats_int(v[FV_GAMES]);
		s->n += stats_int(v[FV_N]);
		long long total = stats_int(v[FV_TOTAL]);
		s->total += total;
		if (v[FV_BEST] != NULL && (!s->has_best || stats_int(v[FV_BEST]) > s->best)) {
			s->best = stats_int(v[FV_BEST]);
			s->has_best = true;
		}
		s->mean = v[FV_MEAN];
		double p;
		if (s->odds_known && ff->odds(v[FV_BASE], v[FV_OPTIONS], key, &p))
			s->expected += (double)total * p;
		else
			s->odds_known = false;
	}
}

/* Whether fact is one a column of t adds up. */
static bool
of_table(const struct fact_table *t, const char *fact)
{
	for (int c = 0; fact != NULL && c < t->ncols; c++)
		if ((t->cols[c].fact != NULL && strcmp(t->cols[c].fact, fact) == 0) ||
		    (t->cols[c].over != NULL && strcmp(t->cols[c].over, fact) == 0))
			return true;
	return false;
}

/* The columns of t, for rows_begin, and their titles: a rate is two. */
static int
fact_columns(const struct fact_table *t, struct rows_column *cols, const char **titles)
{
	static const struct rows_column head[] = {
		{"table", false, false, false, true, false},
		{"player", false, false, true, true, false},
		{"game", false, false, true, true, true},
	};
	int n = 0;
	for (; n < 3; n++)
		cols[n] = head[n];
	titles[0] = NULL;
	titles[1] = _("player");
	titles[2] = _("game");
	for (int c = 0; c < t->ncols && n + 2 <= ROWS_MAX_COLUMNS; c++) {
		const struct fact_column *fc = &t->cols[c];
		bool rate = fc->sum == FACT_RATE || fc->sum == FACT_ODDS || fc->sum == FACT_LOST_RATE;
		bool word = fc->sum == FACT_KEY && fc->blank;
		if (rate) {
			cols[n] = (struct rows_column){fc->name, false, false, true, false, false};
			titles[n++] = fc->title != NULL ? _(fc->title) : NULL;
		}
		cols[n] = (struct rows_column){fc->name, !word, false, !rate && fc->title != NULL,
		    true, false};
		titles[n++] = !rate && fc->title != NULL ? _(fc->title) : NULL;
	}
	return n;
}

/* A number into buf, as people and scripts read it. */
static const char *
lld(long long v, char *buf, size_t len)
{
	snprintf(buf, len, "%lld", v);
	return buf;
}

/* The key as people read it (a box "1": "1s"), or as stored. */
static const char *
key_shown(const struct family_facts *ff, const struct stats_feed *feed, const char *key)
{
	for (const struct fact_key_name *k = ff->key_names; feed->format == ROWS_TABLE && k != NULL
	    && k->key != NULL; k++)
		if (strcmp(k->key, key) == 0)
			return k->people;
	return key;
}

/* Column fc's value (one, or two for a rate: people's then scripts') of a
 * player and rule set's rows g, for key, at out; how many. */
static int
fact_value(const struct family_facts *ff, const struct stats_feed *feed,
    const struct fact_column *fc, const struct fact_row *g, size_t ng, const char *key,
    const char **out, char (*buf)[32])
{
	struct fact_sums s, over;
	const char *const *v = (const char *const *)g[0].v;
	sum_fact(ff, g, ng, fc->fact, key, fc->sum == FACT_ODDS, &s);
	switch (fc->sum) {
	case FACT_GAMES:
		out[0] = lld(s.games, buf[0], sizeof buf[0]);
		return 1;
	case FACT_COUNT:
		out[0] = lld(s.n, buf[0], sizeof buf[0]);
		return 1;
	case FACT_SUM:
		out[0] = fc->blank && s.rows > 0 && s.n == 0 ? NULL : lld(s.total, buf[0],
		    sizeof buf[0]);
		return 1;
	case FACT_MEAN:
		if (s.rows != 1 && s.n > 0)
			snprintf(buf[1], sizeof buf[1], "%.15g", (double)s.total / (double)s.n);
		out[0] = stats_number(s.rows == 1 ? s.mean : s.n > 0 ? buf[1] : NULL, 1, buf[0],
		    sizeof buf[0]);
		return 1;
	case FACT_BEST:
		out[0] = s.has_best ? lld(s.best, buf[0], sizeof buf[0]) : NULL;
		return 1;
	case FACT_RATE:
		sum_fact(ff, g, ng, fc->over, key, false, &over);
		out[0] = stats_rate((double)s.total, (double)over.total, true, buf[0], sizeof buf[0]);
		out[1] = stats_rate((double)s.total, (double)over.total, false, buf[1], sizeof buf[1]);
		return 2;
	case FACT_ODDS:
		out[0] = !s.odds_known ? NULL : stats_rate(s.expected, (double)s.total, true,
		    buf[0], sizeof buf[0]);
		out[1] = !s.odds_known ? NULL : stats_rate(s.expected, (double)s.total, false,
		    buf[1], sizeof buf[1]);
		return 2;
	case FACT_LOST_RATE:
		out[0] = stats_rate((double)stats_int(v[FV_LOST]), (double)stats_int(v[FV_PLAYED]),
		    true, buf[0], sizeof buf[0]);
		out[1] = stats_rate((double)stats_int(v[FV_LOST]), (double)stats_int(v[FV_PLAYED]),
		    false, buf[1], sizeof buf[1]);
		return 2;
	case FACT_KEY:
		out[0] = key_shown(ff, feed, key);
		return 1;
	case FACT_PLAYED:
		out[0] = v[FV_PLAYED];
		return 1;
	case FACT_LOST:
		out[0] = v[FV_LOST];
		return 1;
	case FACT_SCORE:
		out[0] = stats_number(v[FV_SCORE], 1, buf[0], sizeof buf[0]);
		return 1;
	}
	return 0;
}

/* A table being drawn: begun at its first row. */
struct fact_print {
	struct stats_feed *feed;
	const struct family_facts *ff;
	const struct fact_table *t;
	struct rows r;
	bool begun;
	struct rows_column cols[ROWS_MAX_COLUMNS];   /* read by r until its end */
	int ncols;
};

static void
fact_print_row(struct fact_print *p, const struct fact_row *g, size_t ng, const char *key)
{
	const char *values[ROWS_MAX_COLUMNS + 1], *titles[ROWS_MAX_COLUMNS];
	char buf[ROWS_MAX_COLUMNS + 1][32];
	if (!p->begun) {
		p->ncols = fact_columns(p->t, p->cols, titles);
		stats_table_begin(&p->r, p->feed, _(p->t->heading), p->cols, p->ncols, titles);
		p->begun = true;
	}
	values[0] = p->t->name;
	values[1] = g[0].v[FV_PLAYER];
	values[2] = g[0].v[FV_GAME];
	for (int c = 0, at = 3; c < p->t->ncols && at < p->ncols; c++)
		at += fact_value(p->ff, p->feed, &p->t->cols[c], g, ng, key, values + at, buf + at);
	rows_add(&p->r, values);
}

/* Where key comes in the order of the keys of rule set game's rows: 0 for
 * a key in no order, which comes first. */
static size_t
key_place(const struct family_facts *ff, const char *game, const char *key)
{
	const char *keys = NULL;
	for (const struct fact_key_order *o = ff->key_orders; o != NULL && o->keys != NULL; o++)
		if (o->rule_set == NULL ? keys == NULL : strcmp(o->rule_set, game) == 0)
			keys = o->keys;
	char find[64];
	snprintf(find, sizeof find, ",%s,", key);
	const char *at = keys != NULL ? strstr(keys, find) : NULL;
	return at != NULL ? (size_t)(at - keys) + 1 : 0;
}

/* a before b: by their place, then numbers as numbers, then as text */
static bool
key_before(const struct family_facts *ff, const char *game, const char *a, const char *b)
{
	size_t pa = key_place(ff, game, a), pb = key_place(ff, game, b);
	if (pa != pb)
		return pa < pb;
	size_t la = strlen(a), lb = strlen(b);
	if (la != lb && strspn(a, "0123456789") == la && strspn(b, "0123456789") == lb)
		return la < lb;
	return strcmp(a, b) < 0;
}

/* The rows of table t for a player and rule set's rows g. */
static void
fact_print_group(struct fact_print *p, const struct fact_row *g, size_t ng)
{
	const char *keys[ROWS_MAX_COLUMNS * 4];
	size_t nkeys = 0;
	bool counted = false;
	for (size_t i = 0; i < ng; i++) {
		if (!of_table(p->t, g[i].v[FV_FACT]))
			continue;
		counted = true;
		const char *key = g[i].v[FV_KEY] != NULL ? g[i].v[FV_KEY] : "";
		size_t k = 0;
		while (k < nkeys && strcmp(keys[k], key) != 0)
			k++;
		if (k < nkeys || nkeys == sizeof keys / sizeof keys[0])
			continue;
		/* in order as they come: a few keys a player */
		for (k = nkeys++; k > 0 && key_before(p->ff, g[0].v[FV_GAME], key, keys[k - 1]); k--)
			keys[k] = keys[k - 1];
		keys[k] = key;
	}
	if (p->t->rows == FACT_ROWS_KEYED)
		for (size_t k = 0; k < nkeys; k++)
			fact_print_row(p, g, ng, keys[k]);
	else if (counted || p->t->rows == FACT_ROWS_PLAYED)
		fact_print_row(p, g, ng, "");
}

static bool
fact_print_table(struct stats_feed *feed, const struct family_facts *ff,
    const struct fact_table *t, const struct fact_kept *fr)
{
	struct fact_print *p = calloc(1, sizeof *p);
	if (p == NULL)
		return false;
	p->feed = feed;
	p->ff = ff;
	p->t = t;
	for (size_t i = 0, j; i < fr->n; i = j) {
		const struct fact_row *g = &fr->row[i];
		for (j = i + 1; j < fr->n && strcmp(fr->row[j].v[FV_PLAYER], g->v[FV_PLAYER]) == 0 &&
		    strcmp(fr->row[j].v[FV_GAME], g->v[FV_GAME]) == 0; j++)
			;
		fact_print_group(p, g, j - i);
	}
	if (p->begun)
		stats_table_end(&p->r, feed);
	free(p);
	return true;
}

bool
render_family_facts(struct stats_feed *feed, const struct family_facts *ff)
{
	struct fact_kept fr = {NULL, 0, 0, false};
	bool ok = feed->each(feed, ff->family, keep_fact_row, &fr) >= 0 && !fr.failed;
	for (int t = 0; ok && t < ff->ntables; t++)
		ok = fact_print_table(feed, ff, &ff->tables[t], &fr);
	fact_rows_free(&fr);
	return ok;
}
