/* stats, leaderboard and versus as people and scripts read them: tables
 * with a line of titles for people, rows for scripts (render_rows.c).
 * Part of the renderer; each family's own tables are drawn here too, as
 * the family declares them (struct family_facts, fact_decl.h). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "fact_decl.h"
#include "html.h"
#include "i18n.h"
#include "never.h"
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
	if (feed->format == ROWS_HTML && heading != NULL) {
		fputs("<h2>", ui->out);
		html_text(ui->out, heading);
		fputs("</h2>\n", ui->out);
	}
	rows_begin(r, ui, feed->format, cols, ncols);
	rows_head(r, titles);
	feed->tables++;
}

void
stats_table_end(struct rows *r, struct stats_feed *feed)
{
	if (!rows_end(r))
		feed->failed = true;
}

const char *
stats_number(const char *value, int decimals, char *buf, size_t len)
{
	return value != NULL ? stats_decimal(strtod(value, NULL), decimals, buf, len) : NULL;
}

const char *
stats_decimal(double value, int decimals, char *buf, size_t len)
{
	snprintf(buf, len, "%.*f", decimals, value);
	if (strchr(buf, '.') != NULL) {
		size_t n = strlen(buf);
		while (buf[n - 1] == '0')          /* (the point stops it) */
			buf[--n] = '\0';
		if (buf[n - 1] == '.')
			buf[--n] = '\0';
	}
	if (strcmp(buf, "-0") == 0)
		strcpy(buf, "0");
	return buf;
}

const char *
stats_rate(double part, double whole, bool people, char *buf, size_t len)
{
	if (whole <= 0)
		return NULL;
	/* (written once: a decimal of d places written again at d places is
	 * itself) */
	stats_decimal(people ? 100.0 * part / whole : part / whole, people ? 1 : 4, buf, len - 1);
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

/* Where the rules name a loser (421) the others win, and the games lost
 * are a column of their own; the final scores (the tokens left: all of
 * them the loser's, none the others') say nothing, nor does a best that
 * is the highest where lower is better: those are left blank, and a
 * column blank in every row is not drawn for people (where_filled).
 * Scripts get the games lost last, null where the rules name no loser. */
enum {
	ST_TABLE, ST_PLAYER, ST_GAME, ST_GAMES, ST_WINS, ST_SHARED, ST_RATE_SHOWN, ST_RATE,
	ST_LOST_SHOWN, ST_AVERAGE, ST_BEST, ST_TURNS, ST_PER_TURN, ST_LOST, NSTATS
};
static const struct rows_column stats_columns[NSTATS] = {
	[ST_TABLE] = {"table", false, false, false, true, false},
	[ST_PLAYER] = {"player", false, false, true, true, false},
	[ST_GAME] = {"game", false, false, true, true, true},
	[ST_GAMES] = {"games", true, false, true, true, false},
	[ST_WINS] = {"wins", true, false, true, true, false},
	[ST_SHARED] = {"shared", true, false, false, true, false},
	[ST_RATE_SHOWN] = {"win rate", false, false, true, false, false},
	[ST_RATE] = {"win_rate", true, false, false, true, false},
	[ST_LOST_SHOWN] = {"lost", true, false, true, false, false},
	[ST_AVERAGE] = {"average", true, false, true, true, false},
	[ST_BEST] = {"best", true, false, true, true, false},
	[ST_TURNS] = {"turns", true, false, false, true, false},
	[ST_PER_TURN] = {"per_turn", true, false, true, true, false},
	[ST_LOST] = {"lost", true, false, false, true, false},
};

void
render_stats_begin(struct rows *r, struct stats_feed *feed)
{
	const char *titles[NSTATS] = {NULL, _("player"), _("game"), _("games"), _("wins"), NULL,
	    _("win rate"), NULL, _("lost"), _("average"), _("best"), NULL, _("per turn"), NULL};
	stats_table_begin(r, feed, NULL, stats_columns, NSTATS, titles);
	r->where_filled = 1ull << ST_LOST_SHOWN | 1ull << ST_AVERAGE | 1ull << ST_BEST |
	    1ull << ST_PER_TURN;
}

void
render_stats_row(struct rows *r, const char *const *v, const struct engine *rules)
{
	char people[16], scripts[16], average[32], per_turn[32];
	bool loser = rules != NULL && rules->result == ENGINE_LOSER;
	/* untaken: (a loser's game, higher better) 421, the one game of a loser, ranks the
	 * lower first */
	bool best = rules == NULL || (rules->higher_better && !loser);
	double games = (double)stats_int(v[2]), wins = (double)stats_int(v[3]);
	const char *lost = loser ? v[10] : NULL;
	const char *values[NSTATS] = {"stats", v[0], v[1], v[2], v[3], v[4],
	    stats_rate(wins, games, true, people, sizeof people),
	    stats_rate(wins, games, false, scripts, sizeof scripts), lost,
	    loser ? NULL : stats_number(v[5], 1, average, sizeof average), best ? v[6] : NULL, v[7],
	    loser ? NULL : stats_number(v[8], 1, per_turn, sizeof per_turn), lost};
	rows_add(r, values);
}

/* ---- leaderboard: a row a player */

/* The games lost: to scripts always; to people too where the kind of game
 * asked for names a loser, whom every other player beats (a second table,
 * the same but for what people see).  Over every game they would count
 * the games lost under such rules alone. */
#define LEADERBOARD_COLUMNS(LOST_SHOWN) { \
	{"table", false, false, false, true, false}, \
	{"rank", true, false, true, true, false}, \
	{"player", false, false, true, true, false}, \
	{"wins", true, false, true, true, false}, \
	{"games", true, false, true, true, false}, \
	{"shared", true, false, false, true, false}, \
	{"win rate", false, false, true, false, false}, \
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

enum {
	VS_TABLE, VS_GAME, VS_GAMES, VS_PLAYER, VS_WINS, VS_OPPONENT, VS_OPPONENT_WINS,
	VS_AVERAGE, VS_OPPONENT_AVERAGE, VS_AHEAD, VS_OPPONENT_AHEAD, NVERSUS
};
static const struct rows_column versus_columns[NVERSUS] = {
	[VS_TABLE] = {"table", false, false, false, true, false},
	[VS_GAME] = {"game", false, false, true, true, true},
	[VS_GAMES] = {"games", true, false, true, true, false},
	[VS_PLAYER] = {"player", false, false, false, true, false},
	[VS_WINS] = {"wins", true, false, true, true, false},
	[VS_OPPONENT] = {"opponent", false, false, false, true, false},
	[VS_OPPONENT_WINS] = {"opponent_wins", true, false, true, true, false},
	[VS_AVERAGE] = {"average", true, false, true, true, false},
	[VS_OPPONENT_AVERAGE] = {"opponent_average", true, false, true, true, false},
	[VS_AHEAD] = {"ahead", true, false, true, true, false},
	[VS_OPPONENT_AHEAD] = {"opponent_ahead", true, false, true, true, false},
};

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
	r->where_filled = 1ull << VS_AVERAGE | 1ull << VS_OPPONENT_AVERAGE;
}

/* (the averages where the rules name a loser: left blank, as in stats) */
void
render_versus_row(struct rows *r, const char *a, const char *b, const char *const *v,
    const struct engine *rules)
{
	char avg_a[32], avg_b[32];
	bool scores = rules == NULL || rules->result != ENGINE_LOSER;
	const char *values[NVERSUS] = {"versus", v[0], v[1], a, v[2], b, v[3],
	    scores ? stats_number(v[4], 1, avg_a, sizeof avg_a) : NULL,
	    scores ? stats_number(v[5], 1, avg_b, sizeof avg_b) : NULL, v[6], v[7]};
	rows_add(r, values);
}

/* ---- each family's own tables, as it declares them (fact_decl.h) */

/* the columns of the rows of store_family_players (store_stats.h) */
enum { PV_PLAYER, PV_GAME, PV_PLAYED, PV_LOST, PV_SCORE, PV_COLUMNS };

/* A family's players and rule sets, kept (each row one block: its values,
 * then their text), and the totals of its facts (each one block: the
 * totals, then their text): the tables read them in turn. */
struct kept {
	char ***row;
	size_t n, cap;
	struct fact_total **fact;
	size_t nfacts, capfacts;
	bool failed;              /* memory ran out */
};

static void
kept_free(struct kept *k)
{
	for (size_t i = 0; i < k->n; i++)
		free(k->row[i]);
	free(k->row);
	for (size_t i = 0; i < k->nfacts; i++)
		free(k->fact[i]);
	free(k->fact);
}

/* items (n of them, room for *cap, each of size) with room for one
 * more: grown if need be; NULL if memory ran out (items are kept). */
static void *
room(void *items, size_t n, size_t *cap, size_t size)
{
	if (n < *cap)
		return items;
	size_t more = *cap > 0 ? 2 * *cap : 64;
	void *grown = realloc(items, more * size);
	if (grown != NULL)
		*cap = more;
	return grown;
}

/* A row whose player or rule set is missing (mended by hand) counts in
 * no table. */
static bool
keep_player(const char *const *v, int n, void *ctx)
{
	struct kept *k = ctx;
	if (n < PV_COLUMNS || v[PV_PLAYER] == NULL || v[PV_GAME] == NULL)
		return true;
	size_t len = PV_COLUMNS * sizeof(char *);
	for (int c = 0; c < PV_COLUMNS; c++)
		len += v[c] != NULL ? strlen(v[c]) + 1 : 0;
	char ***rows = room(k->row, k->n, &k->cap, sizeof *k->row);
	char **r = rows != NULL ? malloc(len) : NULL;
	if (rows != NULL)
		k->row = rows;
	if (r == NULL) {
		k->failed = true;
		return false;
	}
	char *text = (char *)(r + PV_COLUMNS);
	for (int c = 0; c < PV_COLUMNS; c++) {
		r[c] = v[c] != NULL ? strcpy(text, v[c]) : NULL;
		text += v[c] != NULL ? strlen(v[c]) + 1 : 0;
	}
	k->row[k->n++] = r;
	return true;
}

/* s copied at *text, which moves past it; NULL stays NULL. */
static const char *
copy_at(char **text, const char *s)
{
	if (s == NULL)
		return NULL;
	size_t n = strlen(s) + 1;
	memcpy(*text, s, n);
	*text += n;
	return *text - n;
}

static bool
keep_fact(const struct fact_total *t, void *ctx)
{
	struct kept *k = ctx;
	const char *s[] = {t->player, t->game, t->fact, t->key, t->base, t->options};
	size_t len = sizeof *t;
	for (size_t i = 0; i < sizeof s / sizeof s[0]; i++)
		len += s[i] != NULL ? strlen(s[i]) + 1 : 0;
	struct fact_total **facts = room(k->fact, k->nfacts, &k->capfacts, sizeof *k->fact);
	struct fact_total *f = facts != NULL ? malloc(len) : NULL;
	if (facts != NULL)
		k->fact = facts;
	if (f == NULL) {
		k->failed = true;
		return false;
	}
	char *text = (char *)(f + 1);
	*f = *t;
	f->player = copy_at(&text, t->player);
	f->game = copy_at(&text, t->game);
	f->fact = copy_at(&text, t->fact);
	f->key = copy_at(&text, t->key);
	f->base = copy_at(&text, t->base);
	f->options = copy_at(&text, t->options);
	k->fact[k->nfacts++] = f;
	return true;
}

/* The facts of a player and rule set. */
struct group {
	char **player;            /* its row of store_family_players */
	struct fact_total *const *fact;
	size_t nfacts;
};

/* A fact added up over a player and rule set's rows that have it (one a
 * set of rules where it is counted by them). */
struct fact_sums {
	int rows;
	long long games, n, total, best;
	bool has_best;
	double expected;          /* FACT_ODDS: the count the odds give */
	bool odds_known;
};

/* a before b, as SQL orders the rules' base and options (NULL first) */
static bool
rules_before(const struct fact_total *a, const struct fact_total *b)
{
	const char *x[] = {a->base, a->options}, *y[] = {b->base, b->options};
	/* untaken: (alike) the totals are grouped by base and options: no two are alike */
	for (int c = 0; c < 2; c++) {
		if ((x[c] == NULL) != (y[c] == NULL))
			return x[c] == NULL;
		int d = x[c] != NULL ? strcmp(x[c], y[c]) : 0;
		if (d != 0)
			return d < 0;
	}
	return false;
}

/* The odds of the rows r (n of them) added, in the order of their rules. */
static void
sum_odds(const struct family_facts *ff, const struct fact_total **r, int n, const char *key,
    struct fact_sums *s)
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && rules_before(r[j], r[j - 1]); j--) {
			const struct fact_total *t = r[j];
			r[j] = r[j - 1];
			r[j - 1] = t;
		}
	s->odds_known = ff->odds != NULL;
	for (int i = 0; i < n && s->odds_known; i++) {
		double p;
		s->odds_known = ff->odds(r[i]->base, r[i]->options, key, &p);
		s->expected += (double)r[i]->total * p;
	}
}

/* (the rows of a player and rule set come by fact, then key: those of
 * one are found by halves) */
static void
sum_fact(const struct family_facts *ff, const struct group *g, const char *fact,
    const char *key, bool odds, struct fact_sums *s)
{
	const struct fact_total *found[64];
	size_t lo = 0, hi = g->nfacts;
	memset(s, 0, sizeof *s);
	while (fact != NULL && lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int d = strcmp(g->fact[mid]->fact, fact);
		if (d < 0 || (d == 0 && strcmp(g->fact[mid]->key, key) < 0))
			lo = mid + 1;
		else
			hi = mid;
	}
	for (size_t i = lo; fact != NULL && i < g->nfacts; i++) {
		const struct fact_total *t = g->fact[i];
		if (strcmp(t->fact, fact) != 0 || strcmp(t->key, key) != 0)
			break;
		if (s->rows < 64)
			found[s->rows] = t;
		s->rows++;
		s->games += t->games;
		s->n += t->n;
		s->total += t->total;
		if (t->has_best && (!s->has_best || t->best > s->best)) {
			s->best = t->best;
			s->has_best = true;
		}
	}
	if (odds && s->rows <= 64)
		sum_odds(ff, found, s->rows, key, s);
}

/* Whether fact is one a column of t adds up. */
static bool
of_table(const struct fact_table *t, const char *fact)
{
	/* untaken: (no fact) every fact the store reads has its name */
	for (int c = 0; fact != NULL && c < t->ncols; c++)
		if ((t->cols[c].fact != NULL && strcmp(t->cols[c].fact, fact) == 0) ||
		    (t->cols[c].over != NULL && strcmp(t->cols[c].over, fact) == 0))
			return true;
	return false;
}

static bool
is_rate(enum fact_sum sum)
{
	return sum == FACT_RATE || sum == FACT_ODDS || sum == FACT_LOST_RATE;
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
	/* (test_declarations_whole holds every family's tables to the most) */
	for (int c = 0; c < t->ncols && ALWAYS(n + 2 <= ROWS_MAX_COLUMNS); c++) {
		const struct fact_column *fc = &t->cols[c];
		bool rate = is_rate(fc->sum), word = fc->sum == FACT_KEY && fc->blank;
		if (rate) {       /* (a rate of no title is for scripts alone, as any column) */
			cols[n] = (struct rows_column){fc->name, false, false, fc->title != NULL, false,
			    false};
			titles[n++] = fc->title != NULL ? _(fc->title) : NULL;
		}
		cols[n] = (struct rows_column){fc->name, !word, false, !rate && fc->title != NULL,
		    true, false};
		titles[n++] = !rate && fc->title != NULL ? _(fc->title) : NULL;
	}
	return n;
}

/* A whole number into buf (of 32). */
static const char *
lld(long long v, char *buf)
{
	char digits[24];
	int n = 0;
	unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
	do
		digits[n++] = (char)('0' + u % 10);
	while ((u /= 10) > 0);
	char *at = buf;
	if (v < 0)
		*at++ = '-';
	while (n > 0)
		*at++ = digits[--n];
	*at = '\0';
	return buf;
}

/* The key as people of the language read it, or as stored for scripts. */
static const char *
key_shown(const struct family_facts *ff, const struct stats_feed *feed, const char *key)
{
	if (feed->format != ROWS_TABLE || ff->key_shown == NULL)
		return key;
	return ff->key_shown(key, render_french_names());
}

/* A rate of part over whole: people's, then scripts', at out. */
static int
rate(double part, double whole, bool known, const char **out, char (*buf)[32])
{
	out[0] = known ? stats_rate(part, whole, true, buf[0], sizeof buf[0]) : NULL;
	out[1] = known ? stats_rate(part, whole, false, buf[1], sizeof buf[1]) : NULL;
	return 2;
}

/* Column fc's value (one, or two for a rate) of a player and rule set, for
 * key, at out; how many. */
static int
fact_value(const struct family_facts *ff, const struct stats_feed *feed,
    const struct fact_column *fc, const struct group *g, const char *key,
    const char **out, char (*buf)[32])
{
	struct fact_sums s, over;
	char *const *p = g->player;
	sum_fact(ff, g, fc->fact, key, fc->sum == FACT_ODDS, &s);
	/* untaken: (no case) the value is one of the enum's, each a case */
	switch (fc->sum) {
	case FACT_GAMES:
		out[0] = lld(s.games, buf[0]);
		return 1;
	case FACT_COUNT:
		out[0] = lld(s.n, buf[0]);
		return 1;
	case FACT_SUM:
		out[0] = fc->blank && s.rows > 0 && s.n == 0 ? NULL : lld(s.total, buf[0]);
		return 1;
	case FACT_MEAN:
		out[0] = s.n > 0 ? stats_decimal((double)s.total / (double)s.n, 1, buf[0],
		    sizeof buf[0]) : NULL;
		return 1;
	case FACT_BEST:
		out[0] = s.has_best ? lld(s.best, buf[0]) : NULL;
		return 1;
	case FACT_RATE:
		sum_fact(ff, g, fc->over, key, false, &over);
		return rate((double)s.total, (double)over.total, true, out, buf);
	case FACT_ODDS:
		return rate(s.expected, (double)s.total, s.odds_known, out, buf);
	case FACT_LOST_RATE:
		return rate((double)stats_int(p[PV_LOST]), (double)stats_int(p[PV_PLAYED]), true,
		    out, buf);
	case FACT_KEY:
		out[0] = key_shown(ff, feed, key);
		return 1;
	case FACT_PLAYED:
		out[0] = p[PV_PLAYED];
		return 1;
	case FACT_LOST:
		out[0] = p[PV_LOST];
		return 1;
	case FACT_SCORE:
		out[0] = stats_number(p[PV_SCORE], 1, buf[0], sizeof buf[0]);
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
fact_print_row(struct fact_print *p, const struct group *g, const char *key)
{
	const char *values[ROWS_MAX_COLUMNS + 1], *titles[ROWS_MAX_COLUMNS];
	char buf[ROWS_MAX_COLUMNS + 1][32];
	if (!p->begun) {
		p->ncols = fact_columns(p->t, p->cols, titles);
		stats_table_begin(&p->r, p->feed, _(p->t->heading), p->cols, p->ncols, titles);
		p->begun = true;
	}
	values[0] = p->t->name;
	values[1] = g->player[PV_PLAYER];
	values[2] = g->player[PV_GAME];
	/* (as many as fact_columns made, which the declarations hold to the
	 * most) */
	for (int c = 0, at = 3; c < p->t->ncols && ALWAYS(at < p->ncols); c++)
		at += fact_value(p->ff, p->feed, &p->t->cols[c], g, key, values + at, buf + at);
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
	size_t len = strlen(key);
	for (const char *at = keys; at != NULL && *at != '\0'; at += strcspn(at + 1, ",") + 1)
		if (strncmp(at + 1, key, len) == 0 && at[1 + len] == ',')
			return (size_t)(at - keys) + 1;
	return 0;
}

/* A key and its place. */
struct placed {
	const char *key;
	size_t place;
};

/* a before b: by their place, then numbers as numbers, then as text */
static bool
key_before(const struct placed *a, const struct placed *b)
{
	if (a->place != b->place)
		return a->place < b->place;
	size_t la = strlen(a->key), lb = strlen(b->key);
	if (la != lb && strspn(a->key, "0123456789") == la && strspn(b->key, "0123456789") == lb)
		return la < lb;
	return strcmp(a->key, b->key) < 0;
}

/* The rows of the table for a player and rule set: its keys found by
 * halves among those seen (each fact's come in the order of their bytes),
 * then put in order. */
static void
fact_print_group(struct fact_print *p, const struct group *g)
{
	struct placed keys[256];
	size_t nkeys = 0;
	bool counted = false;
	for (size_t i = 0; i < g->nfacts; i++) {
		if (!of_table(p->t, g->fact[i]->fact))
			continue;
		counted = true;
		const char *key = g->fact[i]->key;
		size_t lo = 0, hi = nkeys;
		while (lo < hi) {
			size_t mid = lo + (hi - lo) / 2;
			if (strcmp(keys[mid].key, key) < 0)
				lo = mid + 1;
			else
				hi = mid;
		}
		/* untaken: (a new key before one kept) each fact's keys come in order,
		 * and no table's later fact has a key its first lacks that sorts before */
		if ((lo < nkeys && strcmp(keys[lo].key, key) == 0) || nkeys == 256)
			continue;
		memmove(&keys[lo + 1], &keys[lo], (nkeys++ - lo) * sizeof keys[0]);
		keys[lo] = (struct placed){key, key_place(p->ff, g->player[PV_GAME], key)};
	}
	for (size_t k = 1; k < nkeys; k++)
		for (size_t at = k; at > 0 && key_before(&keys[at], &keys[at - 1]); at--) {
			struct placed t = keys[at];
			keys[at] = keys[at - 1];
			keys[at - 1] = t;
		}
	if (p->t->rows == FACT_ROWS_KEYED)
		for (size_t k = 0; k < nkeys; k++)
			fact_print_row(p, g, keys[k].key);
	else if (counted || p->t->rows == FACT_ROWS_PLAYED)
		fact_print_row(p, g, "");
}

/* The facts of player and rule set pl, among those kept (by player, then
 * rule set, as bytes). */
static void
group_of(const struct kept *k, char **pl, struct group *g)
{
	size_t lo = 0, hi = k->nfacts;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const struct fact_total *t = k->fact[mid];
		int d = strcmp(t->player, pl[PV_PLAYER]);
		if (d < 0 || (d == 0 && strcmp(t->game, pl[PV_GAME]) < 0))
			lo = mid + 1;
		else
			hi = mid;
	}
	g->player = pl;
	g->fact = k->fact + lo;
	for (hi = lo; hi < k->nfacts && strcmp(k->fact[hi]->player, pl[PV_PLAYER]) == 0 &&
	    strcmp(k->fact[hi]->game, pl[PV_GAME]) == 0; hi++)
		;
	g->nfacts = hi - lo;
}

static bool
fact_print_table(struct stats_feed *feed, const struct family_facts *ff,
    const struct fact_table *t, const struct kept *k)
{
	struct fact_print *p = calloc(1, sizeof *p);
	if (p == NULL) {
		feed->failed = true;
		return false;
	}
	p->feed = feed;
	p->ff = ff;
	p->t = t;
	for (size_t i = 0; i < k->n; i++) {
		struct group g;
		group_of(k, k->row[i], &g);
		fact_print_group(p, &g);
	}
	if (p->begun)
		stats_table_end(&p->r, feed);
	free(p);
	return true;
}

bool
render_family_facts(struct stats_feed *feed, stats_facts_fn facts,
    const struct family_facts *ff)
{
	struct kept k = {NULL, 0, 0, NULL, 0, 0, false};
	bool ok = feed->each(feed, ff->family, keep_player, &k) >= 0 && !k.failed &&
	    (k.n == 0 || (facts(feed, ff->family, keep_fact, &k) >= 0 && !k.failed));
	feed->failed = feed->failed || k.failed;
	for (int t = 0; ok && t < ff->ntables; t++)
		ok = fact_print_table(feed, ff, &ff->tables[t], &k);
	kept_free(&k);
	return ok;
}
