/* chart: the series the store reads, the chart drawn in the terminal
 * (exactly, in UTF-8 and in ASCII) and written as SVG. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chart.h"
#include "command.h"
#include "families.h"
#include "game.h"
#include "render.h"
#include "tapis.h"
#include "text.h"

#include "fixture.h"
#include "engine.h"
#include "ui.h"

/* ---- helpers */

/* A chart of hand-made series: names[i] with n[i] scores from scores[i]. */
static struct chart
made(long long id, const char *game, int nplayers, const char *const *names, const int *n,
    const int *const *scores)
{
	struct chart c;
	memset(&c, 0, sizeof c);
	c.id = id;
	snprintf(c.game, sizeof c.game, "%s", game);
	c.nplayers = nplayers;
	for (int i = 0; i < nplayers; i++) {
		snprintf(c.player[i].name, sizeof c.player[i].name, "%s", names[i]);
		c.player[i].n = c.player[i].cap = n[i];
		c.player[i].score = malloc(sizeof(int) * (size_t)(n[i] ? n[i] : 1));
		assert_non_null(c.player[i].score);
		memcpy(c.player[i].score, scores[i], sizeof(int) * (size_t)n[i]);
	}
	return c;
}

/* What f holds, as a new string; f is closed. */
static char *
contents(FILE *f)
{
	assert_int_equal(fflush(f), 0);
	long len = ftell(f);
	assert_true(len >= 0);
	rewind(f);
	char *s = calloc(1, (size_t)len + 1);
	assert_non_null(s);
	assert_int_equal(fread(s, 1, (size_t)len, f), (size_t)len);
	fclose(f);
	return s;
}

/* What render_chart prints for c, as a new string (no terminal: 80
 * columns). */
static char *
drawn(const struct chart *c, bool utf8, bool color)
{
	struct ui ui;
	memset(&ui, 0, sizeof ui);
	ui.out = tmpfile();
	ui.err = stderr;
	ui.utf8 = utf8;
	ui.color = color;
	assert_non_null(ui.out);
	render_chart(&ui, c);
	return contents(ui.out);
}

static void
expect_drawn(const struct chart *c, bool utf8, const char *want)
{
	char *got = drawn(c, utf8, false);
	if (strcmp(got, want) != 0)
		fail_msg("expected\n%s\ngot\n%s", want, got);
	free(got);
}

/* alice and bob, six and five turns: a lead, a catch-up, turns that
 * scored nothing (a bust keeps the score). */
static struct chart
evening(void)
{
	static const char *const names[] = {"alice", "bob"};
	static const int a[] = {1000, 1350, 1350, 2500, 3100, 4200};
	static const int b[] = {0, 500, 1950, 2300, 2300};
	const int *s[] = {a, b};
	int n[] = {6, 5};
	return made(7, "10000", 2, names, n, s);
}

/* ---- the terminal */

/* A 421 game counts tokens round by round: its chart says so, in the
 * terminal and in the SVG. */
static void
test_tokens_after_each_round(void **state)
{
	(void)state;
	static const char *const names[] = {"anne", "bruno"};
	static const int a[] = {10, 4, 0};
	static const int b[] = {0, 6, 11};
	const int *s[] = {a, b};
	int n[] = {3, 3};
	struct chart c = made(3, "421", 2, names, n, s);
	snprintf(c.family, sizeof c.family, "421");
	char *got = drawn(&c, false, false);
	if (strncmp(got, "Game #3 - 421 - tokens after each round\n", 40) != 0)
		fail_msg("not titled by its tokens:\n%s", got);
	if (strstr(got, "round") == NULL || strstr(got, "turn") != NULL)
		fail_msg("the axis is not of rounds:\n%s", got);
	free(got);
	chart_free(&c);
}

static void
test_utf8_exact(void **state)
{
	(void)state;
	struct chart c = evening();
	expect_drawn(&c, true,
	    "Game #7 · 10000 · score after each turn\n"
	    "  ● alice 4200   ○ bob 2300\n"
	    "5000 ┤\n"
	    "     │\n"
	    "     │\n"
	    "     │                                                                    ⣀⠤⠒●\n"
	    "3750 ┤                                                                 ⡠⠔⠊\n"
	    "     │                                                             ⢀⠤⠒⠉\n"
	    "     │                                                         ⣀⡠●⠊⠁\n"
	    "     │                                                   ⢀⣀⠤⠒⠊⠉\n"
	    "2500 ┤                                              ⢀●⠔⠒⠉⠁\n"
	    "     │                                        ⣀⣀⣀⢤⠤⠮⠓○⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒○\n"
	    "     │                                  ⣀○⠒⠉⠉⠉⣀⠔⠊⠁\n"
	    "     │                               ⢀⡠⠊   ⡠⠔⠊\n"
	    "1250 ┤                ⢀⣀⣀⡠⠤⠤⠔●⠒⠒⠒⠒⠒⡲⠖⠓⠒⠒⠒●⠉\n"
	    "     │          ⣀⠤●⠊⠉⠉⠁         ⢀⠤⠊\n"
	    "     │      ⣀⠤⠒⠉              ⡠⠔⠁\n"
	    "     │  ⢀⡠⠔⠊           ⣀⣀⠤⠤⠒⠒○\n"
	    "   0 ┤⠴⠮⠥⠤⠤⠤⠤⠤⠤⠤⠤⠤○⠒⠒⠉⠉\n"
	    "     └┬───────────┬──────────┬───────────┬───────────┬───────────┬───────────┬\n"
	    "turn  0           1          2           3           4           5           6\n");
	chart_free(&c);
}

static void
test_ascii_exact(void **state)
{
	(void)state;
	struct chart c = evening();
	expect_drawn(&c, false,
	    "Game #7 - 10000 - score after each turn\n"
	    "  * alice 4200   o bob 2300\n"
	    "5000 +\n"
	    "     |\n"
	    "     |\n"
	    "     |                                                                     ..*\n"
	    "3750 +                                                                 ....\n"
	    "     |                                                             ....\n"
	    "     |                                                        ...*.\n"
	    "     |                                                  ......\n"
	    "2500 +                                              .*..\n"
	    "     |                                          .....o...........o\n"
	    "     |                                   .o......\n"
	    "     |                                ...   ...\n"
	    "1250 +                  ......*...........*.\n"
	    "     |          ..*.....        ...\n"
	    "     |      ....           ...o.\n"
	    "     |  ....         ......\n"
	    "   0 +............o..\n"
	    "     ++-----------+-----------+-----------+----------+-----------+-----------+\n"
	    "turn  0           1           2           3          4           5           6\n");
	chart_free(&c);
}

/* One turn, and nothing but zeros: a scale and a line all the same. */
static void
test_one_turn_and_zeros(void **state)
{
	(void)state;
	static const char *const names[] = {"alice", "bob"};
	static const int zero[] = {0}, one[] = {350};
	const int *s[] = {zero, zero};
	int n[] = {1, 0};
	struct chart c = made(2, "yams", 2, names, n, s);
	expect_drawn(&c, false,
	    "Game #2 - yams - score after each turn\n"
	    "  * alice 0   o bob 0\n"
	    "   4 +\n"
	    "     |\n"
	    "     |\n"
	    "     |\n"
	    "   3 +\n"
	    "     |\n"
	    "     |\n"
	    "     |\n"
	    "   2 +\n"
	    "     |\n"
	    "     |\n"
	    "     |\n"
	    "   1 +\n"
	    "     |\n"
	    "     |\n"
	    "     |\n"
	    "   0 +.......................................................................*\n"
	    "     ++----------------------------------------------------------------------+\n"
	    "turn  0                                                                      1\n");
	chart_free(&c);
	s[0] = one;
	c = made(2, "yams", 2, names, n, s);
	expect_drawn(&c, false,
	    "Game #2 - yams - score after each turn\n"
	    "  * alice 350   o bob 0\n"
	    " 400 +\n"
	    "     |\n"
	    "     |                                                                     ..*\n"
	    "     |                                                                .....\n"
	    " 300 +                                                           .....\n"
	    "     |                                                      .....\n"
	    "     |                                                 .....\n"
	    "     |                                            .....\n"
	    " 200 +                                       .....\n"
	    "     |                                 ......\n"
	    "     |                            .....\n"
	    "     |                       .....\n"
	    " 100 +                  .....\n"
	    "     |             .....\n"
	    "     |        .....\n"
	    "     |   .....\n"
	    "   0 +...\n"
	    "     ++----------------------------------------------------------------------+\n"
	    "turn  0                                                                      1\n");
	chart_free(&c);
}

/* Every line of text within 80 columns, and about 20 lines, however many
 * turns and players (and scores below 0). */
static void
test_fits_80_columns(void **state)
{
	(void)state;
	static int many[500], below[] = {-500, -1000, 200, 800};
	for (int i = 0; i < 500; i++)
		many[i] = i * 37 % 1000 + i * 25;
	const char *names[ENGINE_MAX_PLAYERS];
	const int *s[ENGINE_MAX_PLAYERS];
	int n[ENGINE_MAX_PLAYERS];
	char name[ENGINE_MAX_PLAYERS][32];
	for (int i = 0; i < ENGINE_MAX_PLAYERS; i++) {
		snprintf(name[i], sizeof name[i], "player%02d-with-a-long-name", i);
		names[i] = name[i];
		s[i] = i % 2 ? below : many;
		n[i] = i % 2 ? 4 : 500 - i;
	}
	for (int players = 1; players <= ENGINE_MAX_PLAYERS; players += 15)
		for (int utf8 = 0; utf8 < 2; utf8++) {
			struct chart c = made(9, "10000", players, names, n, s);
			char *t = drawn(&c, utf8, false), *save = NULL;
			if (players > 1)
				assert_non_null(strstr(t, "\n-"));    /* a scale below 0 */
			int lines = 0;
			for (char *l = strtok_r(t, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
				lines++;
				if (text_columns(l) > 80)
					fail_msg("%d columns: [%s]", text_columns(l), l);
			}
			/* the legend takes a line more for each two long names */
			assert_true(lines >= 21 && lines <= 20 + (players + 1) / 2);
			free(t);
			chart_free(&c);
		}
}

/* In colour, each player's mark and line in the player's colour, every
 * line of the plot ending uncoloured. */
static void
test_colour(void **state)
{
	(void)state;
	struct chart c = evening();
	char *t = drawn(&c, true, true);
	assert_non_null(strstr(t, "\033[31m\u25cf\033[0m alice 4200"));
	assert_non_null(strstr(t, "\033[32m\u25cb\033[0m bob 2300"));
	assert_non_null(strstr(t, "\033[32m\u25cb"));
	for (char *l = strstr(t, "\u2524"); l != NULL; l = strstr(l + 1, "\u2524")) {
		char *end = strchr(l, '\n');
		if (strstr(l, "\033[") != NULL && strstr(l, "\033[") < end)
			assert_memory_equal(end - 4, "\033[0m", 4);
	}
	free(t);
	chart_free(&c);
}

/* The legend gives the store's final score where there is one: another
 * player may have changed it after the player's last turn. */
static void
test_legend_final_score(void **state)
{
	(void)state;
	struct chart c = evening();
	c.player[0].has_final = true;
	c.player[0].final = 4000;
	char *t = drawn(&c, false, false);
	assert_non_null(strstr(t, "* alice 4000   o bob 2300\n"));
	free(t);
	chart_free(&c);
}

/* ---- SVG */

/* True if s, from p, starts an entity XML knows; its length in *len. */
static bool
entity(const char *p, size_t *len)
{
	static const char *const known[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"};
	for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
		if (strncmp(p, known[i], strlen(known[i])) == 0) {
			*len = strlen(known[i]);
			return true;
		}
	return false;
}

/* A minimal check that text is well-formed XML of one root element: tags
 * closed in order, attribute values quoted, no raw '<' or stray '&' in
 * text or values, no control character.  Returns the root's name's
 * count of elements named `count_name` through *count. */
static void
assert_well_formed(const char *text, const char *count_name, int *count)
{
	char stack[64][32];
	int depth = 0, roots = 0;
	*count = 0;
	const char *p = text;
	if (strncmp(p, "<?xml ", 6) == 0)
		p = strstr(p, "?>") + 2;
	while (*p) {
		size_t len = 0;
		if ((unsigned char)*p < 0x20 && *p != '\n' && *p != '\t')
			fail_msg("a control character at [%.20s]", p);
		if (*p == '&') {
			if (!entity(p, &len))
				fail_msg("a stray & at [%.20s]", p);
			p += len;
			continue;
		}
		if (*p != '<') {
			if (depth == 0 && !isspace((unsigned char)*p))
				fail_msg("text outside the root at [%.20s]", p);
			p++;
			continue;
		}
		bool closing = p[1] == '/';
		p += closing ? 2 : 1;
		char name[32];
		size_t n = strspn(p, "abcdefghijklmnopqrstuvwxyz-");
		assert_true(n > 0 && n < sizeof name);
		memcpy(name, p, n);
		name[n] = '\0';
		p += n;
		if (closing) {
			assert_true(depth > 0);
			if (strcmp(stack[depth - 1], name) != 0)
				fail_msg("</%s> closes <%s>", name, stack[depth - 1]);
			depth--;
			assert_int_equal(*p, '>');
			p++;
			continue;
		}
		if (depth == 0)
			roots++;
		if (strcmp(name, count_name) == 0)
			(*count)++;
		/* attributes: name="value" */
		for (;;) {
			p += strspn(p, " \n");
			if (*p == '>' || strncmp(p, "/>", 2) == 0)
				break;
			size_t an = strspn(p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-:");
			assert_true(an > 0);
			p += an;
			assert_int_equal(*p, '=');
			assert_int_equal(p[1], '"');
			p += 2;
			while (*p != '"') {
				assert_true(*p != '\0' && *p != '<');
				if (*p == '&') {
					if (!entity(p, &len))
						fail_msg("a stray & in a value at [%.20s]", p);
					p += len;
				} else {
					p++;
				}
			}
			p++;
		}
		if (*p == '>') {
			assert_true(depth < 64);
			snprintf(stack[depth++], sizeof stack[0], "%s", name);
			p++;
		} else {
			p += 2;
		}
	}
	assert_int_equal(depth, 0);
	assert_int_equal(roots, 1);
}

static void
test_svg(void **state)
{
	(void)state;
	/* names a table could type (< > & ') and one damaged by hand in the
	 * file, with an escape that would steer a terminal */
	static const char *const names[] = {"a<b&c'd>", "bob\033[31m", "chloé"};
	static const int a[] = {300, 700, 650}, b[] = {0, 1000}, c3[] = {50};
	const int *s[] = {a, b, c3};
	int n[] = {3, 2, 1};
	struct chart c = made(12, "my&preset", 3, names, n, s);
	FILE *f = tmpfile();
	assert_non_null(f);
	assert_true(render_chart_svg(f, &c, false));
	char *svg = contents(f);
	int polylines;
	assert_well_formed(svg, "polyline", &polylines);
	assert_int_equal(polylines, 3);
	assert_non_null(strstr(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 "));
	assert_non_null(strstr(svg, "a&lt;b&amp;c&apos;d&gt; 650</text>"));
	assert_non_null(strstr(svg, "bob\\x1b[31m 1000</text>"));
	assert_non_null(strstr(svg, "chlo\u00e9 50</text>"));
	assert_non_null(strstr(svg, "my&amp;preset"));
	assert_null(strchr(svg, '\033'));
	/* the scale: 0 to 1000 by 250; the turns 0 to 3 */
	assert_non_null(strstr(svg, ">250</text>"));
	assert_non_null(strstr(svg, ">1000</text>"));
	assert_non_null(strstr(svg, ">3</text>"));
	/* every line starts at 0 at the start */
	assert_non_null(strstr(svg, "points=\"70,420 "));
	free(svg);
	/* narrow, for a phone: 400 wide, the heading on two lines, the
	 * legend of three players under the plot, the page as high as it */
	f = tmpfile();
	assert_non_null(f);
	assert_true(render_chart_svg(f, &c, true));
	svg = contents(f);
	assert_well_formed(svg, "polyline", &polylines);
	assert_int_equal(polylines, 3);
	assert_non_null(strstr(svg, "viewBox=\"0 0 400 432\" width=\"400\" height=\"432\""));
	assert_non_null(strstr(svg, "font-weight=\"bold\">Game #12 \u00b7 my&amp;preset</text>\n"
	    "<text x=\"12\" y=\"48\" font-size=\"15\">score after each turn</text>"));
	assert_non_null(strstr(svg, "points=\"52,300 "));
	assert_non_null(strstr(svg, "<text x=\"50\" y=\"420\">chlo\u00e9 50</text>"));
	free(svg);
	chart_free(&c);
}

/* ---- the store's series */

/* Runs line, which must be taken. */
static void
accepted(struct fixture *f, const char *line)
{
	if (run(f, 0, line) != CMD_OK)
		fail_msg("refused: %s: %s", line, f->err);
}

static void
expect_series(const struct chart_player *p, const char *name, int n, const int *scores)
{
	assert_string_equal(p->name, name);
	assert_int_equal(p->n, n);
	for (int k = 0; k < n; k++)
		if (p->score[k] != scores[k])
			fail_msg("%s's turn %d: %d, not %d", name, k + 1, p->score[k], scores[k]);
}

/* The game's series, checked as the open game's. */
static void
charted(struct fixture *f, struct chart *c)
{
	char why[256];
	if (!game_chart(f->t.game, c, why, sizeof why))
		fail_msg("no chart: %s", why);
}

/* Turns that ended: a bank, a bust; the throws and keeps within a turn
 * are none, nor an entry undone. */
static void
test_store_series(void **state)
{
	struct fixture *f = *state;
	struct chart c;
	accepted(f, "new 10000 alice bob");
	charted(f, &c);
	assert_int_equal(c.nplayers, 2);
	assert_int_equal(chart_turns(&c), 0);
	chart_free(&c);
	accepted(f, "1 1 1 2 3");
	accepted(f, "bank");                 /* alice 1000 */
	accepted(f, "2 2 3 4 6");            /* bob busts: 0 */
	accepted(f, "1 5 2 3 6");
	accepted(f, "keep 1");
	accepted(f, "5 5 1 2");
	accepted(f, "bank");                 /* alice 1000 + 100 + 200 = 1300 */
	accepted(f, "1 1 1 2 3");
	accepted(f, "bank");                 /* bob 1000, then undone */
	accepted(f, "undo");
	accepted(f, "undo");
	charted(f, &c);
	assert_string_equal(c.game, "10000");
	expect_series(&c.player[0], "alice", 2, (const int[]){1000, 1300});
	expect_series(&c.player[1], "bob", 1, (const int[]){0});
	assert_false(c.player[0].has_final);
	assert_int_equal(chart_turns(&c), 2);
	chart_free(&c);
}

/* 421's tokens move at a round's end, for every player at once: a point
 * a round for each, after it, the loser's last the final count, a player
 * out plotted up to the round they went out in. */
static void
test_421_tokens_after_each_round(void **state)
{
	struct fixture *f = *state;
	struct chart c;
	/* the charge: bruno takes 2, then anne 1; the décharge: bruno's
	 * 4-2-1 gives anne his last 2, and she has them all */
	const char *const lines[] = {"new 421 anne bruno tokens=3", "6 5 4", "3 3 2", "6 5 3",
	    "3 3 2", "6 5 3", "6 5 2", "6 4 3", "4 2 1", "stop"};
	for (int i = 0; i < 10; i++)
		accepted(f, lines[i]);
	charted(f, &c);
	assert_string_equal(c.family, "421");
	expect_series(&c.player[0], "anne", 3, (const int[]){0, 1, 3});
	expect_series(&c.player[1], "bruno", 3, (const int[]){2, 2, 0});
	assert_true(c.player[0].has_final);
	assert_int_equal(c.player[0].final, 3);
	chart_free(&c);
}

/* ---- at the edges */

/* render_chart's lines for c at a terminal `columns` wide. */
static char *
drawn_at(const struct chart *c, int columns)
{
	struct ui ui;
	memset(&ui, 0, sizeof ui);
	ui.out = tmpfile();
	ui.err = stderr;
	ui.columns = columns;
	assert_non_null(ui.out);
	render_chart(&ui, c);
	return contents(ui.out);
}

/* The widest line of t, in columns. */
static int
widest(char *t)
{
	int most = 0;
	char *save = NULL;
	for (char *l = strtok_r(t, "\n", &save); l; l = strtok_r(NULL, "\n", &save))
		if (text_columns(l) > most)
			most = text_columns(l);
	return most;
}

/* A terminal too narrow still gets the narrowest plot; a very wide one
 * no wider a chart than 200 columns. */
static void
test_narrow_and_wide_terminals(void **state)
{
	(void)state;
	struct chart c = evening();
	char *t = drawn_at(&c, 10);
	assert_non_null(strstr(t, "   0 +..o\n"
	    "     ++--+--+--+\n"           /* ten columns, the narrowest plot */
	    "turn  0  2  4  6\n"));
	free(t);
	t = drawn_at(&c, 400);
	assert_int_equal(widest(t), 198);     /* within the 200 columns a chart takes at most */
	free(t);
	chart_free(&c);
}

/* A name with a double quote, in the SVG's text. */
static void
test_svg_quote(void **state)
{
	(void)state;
	static const char *const names[] = {"the \"boss\""};
	static const int a[] = {300};
	const int *s[] = {a};
	int n[] = {1};
	struct chart c = made(13, "10000", 1, names, n, s);
	FILE *f = tmpfile();
	assert_non_null(f);
	assert_true(render_chart_svg(f, &c, false));
	char *svg = contents(f);
	assert_non_null(strstr(svg, "the &quot;boss&quot; 300</text>"));
	free(svg);
	chart_free(&c);
}

/* The typed entries played on a new game of preset between alice and
 * bob. */
static struct game *
played(const char *preset, const char *typed, int times)
{
	const struct engine *e = engine_find("farkle");
	void *rules = game_rules_new(e, preset);
	char a[] = "alice", b[] = "bob", why[256];
	struct game *g = game_create(e, preset, rules, 2, (char *[]){a, b});
	free(rules);
	assert_non_null(g);
	for (int i = 0; i < times; i++) {
		size_t n = strcspn(typed, " ");
		char verb[16];
		snprintf(verb, sizeof verb, "%.*s", (int)n, typed);
		struct action act = {engine_verb(e, verb), {0, {0}}, {0, 0}};
		union outcome out;
		assert_true(engine_parse_args(e, g->rules, &act, typed + n + 1, why, sizeof why));
		if (!game_play(g, &act, &out, why, sizeof why))
			fail_msg("%s refused: %s", typed, why);
	}
	return g;
}

/* A long game: a point a turn past the first 64; the SVG leaves out the
 * dots on its lines past 60 turns. */
static void
test_long_game(void **state)
{
	(void)state;
	struct game *g = played("10000", "throw 2 2 3 4 6", 140);
	struct chart c;
	char why[256];
	assert_true(game_chart(g, &c, why, sizeof why));
	assert_int_equal(c.player[0].n, 70);
	assert_int_equal(c.player[1].n, 70);
	FILE *f = tmpfile();
	assert_non_null(f);
	assert_true(render_chart_svg(f, &c, false));
	char *svg = contents(f);
	assert_non_null(strstr(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\""));
	assert_non_null(strstr(svg, "<polyline"));
	assert_null(strstr(svg, "<circle"));
	free(svg);
	chart_free(&c);
	game_free(g);
}

/* A log that no longer replays (a file mended by hand): no chart, and
 * why. */
static void
test_log_not_replaying(void **state)
{
	(void)state;
	struct game *g = played("10000", "throw 2 2 3 4 6", 3);
	g->entry[1].action.dice.n = 2;     /* bob threw 2 dice of 5 */
	struct chart c;
	char why[256] = "";
	assert_false(game_chart(g, &c, why, sizeof why));
	assert_string_equal(why, "entry 2: 2 dice typed, 5 in hand");
	game_free(g);
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_utf8_exact),
		cmocka_unit_test(test_tokens_after_each_round),
		cmocka_unit_test(test_ascii_exact),
		cmocka_unit_test(test_one_turn_and_zeros),
		cmocka_unit_test(test_fits_80_columns),
		cmocka_unit_test(test_colour),
		cmocka_unit_test(test_legend_final_score),
		cmocka_unit_test(test_svg),
		cmocka_unit_test(test_narrow_and_wide_terminals),
		cmocka_unit_test(test_svg_quote),
		cmocka_unit_test(test_long_game),
		cmocka_unit_test(test_log_not_replaying),
		cmocka_unit_test_setup_teardown(test_store_series, setup, teardown),
		cmocka_unit_test_setup_teardown(test_421_tokens_after_each_round, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
