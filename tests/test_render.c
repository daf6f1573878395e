/* What tapis prints: rendered into temporary files and read back. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <locale.h>
#include <string.h>
#include <unistd.h>

#include "advice.h"
#include "command.h"
#include "dice.h"
#include "engine.h"
#include "event_model.h"
#include "families.h"
#include "farkle.h"
#include "game.h"
#include "json.h"
#include "printer.h"
#include "render.h"
#include "render_advice.h"
#include "render_json.h"
#include "render_line.h"
#include "render_qr.h"
#include "render_sheet.h"
#include "render_stats.h"
#include "rows.h"
#include "said.h"
#include "say.h"
#include "sheet_model.h"
#include "store.h"
#include "tapis.h"
#include "text.h"
#include "ui.h"

/* ---- helpers */

/* A ui writing into two temporary files; the flags are set by hand. */
static struct ui
ui_files(bool color, bool utf8, bool interactive, bool readline)
{
	struct ui ui;
	memset(&ui, 0, sizeof ui);
	ui.out = tmpfile();
	ui.err = tmpfile();
	assert_non_null(ui.out);
	assert_non_null(ui.err);
	ui.color = color;
	ui.utf8 = utf8;
	ui.interactive = interactive;
	ui.readline = readline;
	return ui;
}

static void
ui_close(struct ui *ui)
{
	fclose(ui->out);
	fclose(ui->err);
}

/* Everything written to f so far, as a new string (the caller frees it);
 * f is emptied for what comes next. */
static char *
drain(FILE **f)
{
	assert_int_equal(fflush(*f), 0);
	long len = ftell(*f);
	assert_true(len >= 0);
	rewind(*f);
	char *s = malloc((size_t)len + 1);
	assert_non_null(s);
	assert_int_equal(fread(s, 1, (size_t)len, *f), (size_t)len);
	s[len] = '\0';
	fclose(*f);
	*f = tmpfile();
	assert_non_null(*f);
	return s;
}

static void
expect_text(FILE **f, const char *want)
{
	char *got = drain(f);
	if (strcmp(got, want) != 0)
		fail_msg("expected [%s]\n got [%s]", want, got);
	free(got);
}

static void
expect_contains(const char *text, const char *part)
{
	if (strstr(text, part) == NULL)
		fail_msg("expected [%s] in [%s]", part, text);
}

/* The rules of a built-in rule set with options set, as the engine takes
 * them (a Farkle scorer), for the caller to free. */
static struct farkle_scorer *
rules_of(const char *preset, const char *const *options)
{
	struct farkle_scorer *s = game_rules_new(&farkle_engine, preset);
	char why[ENGINE_WHY] = "";
	assert_non_null(s);
	for (const char *const *o = options; o != NULL && *o != NULL; o++)
		if (!said(farkle_engine.option_set(s, *o, &said_msg), &said_msg, why,
		    sizeof why))
			fail_msg("'%s' refused: %s", *o, why);
	return s;
}

/* A game of rule set `ruleset` under rules (of the Farkle engine). */
static struct game *
game_of(const char *ruleset, const struct farkle_scorer *rules, int nplayers,
    const char *const *names, int64_t id)
{
	char buf[8][GAME_NAME_BYTES + 1];
	char *argv[8];
	assert_true(nplayers <= 8);
	for (int i = 0; i < nplayers; i++) {
		snprintf(buf[i], sizeof buf[i], "%s", names[i]);
		argv[i] = buf[i];
	}
	struct game *g = game_create(&farkle_engine, ruleset, rules, nplayers, argv);
	assert_non_null(g);
	g->id = id;
	return g;
}

static struct game *
new_game(const char *preset, int nplayers, const char *const *names)
{
	struct farkle_scorer *rules = rules_of(preset, NULL);
	struct game *g = game_of(preset, rules, nplayers, names, 3);
	free(rules);
	return g;
}

/* "t11534", "k11", "b", "take": one entry, as an action. */
static struct action
action_of(const char *entry)
{
	struct action a = {ACTION_BANK, {0, {0}}, {0, 0}};
	if (strcmp(entry, "take") == 0)
		a.verb = ACTION_TAKE;
	else
		a.verb = entry[0] == 't' ? ACTION_THROW : entry[0] == 'k' ? ACTION_KEEP : ACTION_BANK;
	for (const char *p = entry + 1; *p && a.verb != ACTION_TAKE; p++)
		if (*p >= '1' && *p <= '6' && a.dice.n < DICE_MAX)
			a.dice.face[a.dice.n++] = (unsigned char)(*p - '0');
	return a;
}

/* One entry that must be accepted; what it did into *out if out. */
static void
play_out(struct game *g, const char *entry, union outcome *out)
{
	struct action a = action_of(entry);
	union outcome o;
	char why[ENGINE_WHY] = "";
	if (!game_play(g, &a, out ? out : &o, why, sizeof why))
		fail_msg("'%s' refused: %s", entry, why);
}

static void
play(struct game *g, const char *entry)
{
	play_out(g, entry, NULL);
}

/* ---- a small JSON checker: one value, RFC 8259 grammar, nothing after */

static const char *json_value(const char *p, int depth);

static const char *
json_ws(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
		p++;
	return p;
}

static const char *
json_str(const char *p)
{
	if (*p++ != '"')
		return NULL;
	for (; *p != '"'; p++) {
		if ((unsigned char)*p < 0x20)
			return NULL;
		if (*p != '\\')
			continue;
		p++;
		if (*p == 'u') {
			for (int i = 1; i <= 4; i++)
				if (strchr("0123456789abcdefABCDEF", p[i]) == NULL || p[i] == '\0')
					return NULL;
			p += 4;
		} else if (*p == '\0' || strchr("\"\\/bfnrt", *p) == NULL) {
			return NULL;
		}
	}
	return p + 1;
}

static const char *
json_number(const char *p)
{
	const char *start;
	if (*p == '-')
		p++;
	if (*p == '0')
		p++;
	else if (*p >= '1' && *p <= '9')
		while (*p >= '0' && *p <= '9')
			p++;
	else
		return NULL;
	if (*p == '.') {
		start = ++p;
		while (*p >= '0' && *p <= '9')
			p++;
		if (p == start)
			return NULL;
	}
	if (*p == 'e' || *p == 'E') {
		p++;
		if (*p == '+' || *p == '-')
			p++;
		start = p;
		while (*p >= '0' && *p <= '9')
			p++;
		if (p == start)
			return NULL;
	}
	return p;
}

/* The end of a list of values (or of key: value pairs) closed by `close`. */
static const char *
json_list(const char *p, char close, bool keys, int depth)
{
	p = json_ws(p + 1);
	if (*p == close)
		return p + 1;
	for (;;) {
		if (keys) {
			p = json_str(json_ws(p));
			if (p == NULL)
				return NULL;
			p = json_ws(p);
			if (*p++ != ':')
				return NULL;
		}
		p = json_value(p, depth + 1);
		if (p == NULL)
			return NULL;
		p = json_ws(p);
		if (*p == close)
			return p + 1;
		if (*p++ != ',')
			return NULL;
	}
}

static const char *
json_value(const char *p, int depth)
{
	if (depth > 32)
		return NULL;
	p = json_ws(p);
	switch (*p) {
	case '{': return json_list(p, '}', true, depth);
	case '[': return json_list(p, ']', false, depth);
	case '"': return json_str(p);
	case 't': return strncmp(p, "true", 4) == 0 ? p + 4 : NULL;
	case 'f': return strncmp(p, "false", 5) == 0 ? p + 5 : NULL;
	case 'n': return strncmp(p, "null", 4) == 0 ? p + 4 : NULL;
	default: return json_number(p);
	}
}

/* One JSON object on one line, and nothing else. */
static void
expect_json_object(const char *text)
{
	size_t len = strlen(text);
	assert_true(len >= 3);
	assert_int_equal(text[0], '{');
	assert_int_equal(text[len - 1], '\n');
	assert_ptr_equal(strchr(text, '\n'), text + len - 1);
	const char *end = json_value(text, 0);
	if (end == NULL || *json_ws(end) != '\0')
		fail_msg("not one JSON value: [%s]", text);
}

static void
test_json_checker(void **state)
{
	(void)state;
	/* the checker itself tells good from bad */
	assert_non_null(json_value("{\"a\":[1,-2.5e3,true,null,\"x\\u00e9\"]}", 0));
	assert_null(json_value("{\"a\":}", 0));
	assert_null(json_value("{\"a\" 1}", 0));
	assert_null(json_value("[1,]", 0));
	assert_null(json_value("\"a\nb\"", 0));
	assert_null(json_value("\"a\\qb\"", 0));
	assert_null(json_value("\"a\\u12\"", 0));
}

/* ---- json_string, utf8_length */

static char *
json_of(const char *s)
{
	FILE *f = tmpfile();
	assert_non_null(f);
	json_string(f, s);
	char *text = drain(&f);
	fclose(f);
	return text;
}

static void
expect_json(const char *s, const char *want)
{
	char *got = json_of(s);
	if (strcmp(got, want) != 0)
		fail_msg("json_string: expected [%s], got [%s]", want, got);
	assert_non_null(json_value(got, 0));
	assert_int_equal(*json_value(got, 0), '\0');
	free(got);
}

static void
test_json_string(void **state)
{
	(void)state;
	expect_json("", "\"\"");
	expect_json("alice", "\"alice\"");
	expect_json("say \"hi\"", "\"say \\\"hi\\\"\"");
	expect_json("a\\b", "\"a\\\\b\"");
	expect_json("one\ntwo", "\"one\\ntwo\"");
	expect_json("a\tb", "\"a\\tb\"");
	expect_json("a\rb", "\"a\\rb\"");
	expect_json("\001", "\"\\u0001\"");
	expect_json("x\037y\010z\014", "\"x\\u001fy\\u0008z\\u000c\"");
	expect_json("\"\\\n\t\001", "\"\\\"\\\\\\n\\t\\u0001\"");
	/* UTF-8 and the rest of ASCII pass as they are */
	expect_json("Léa", "\"Léa\"");
	expect_json("Zoë · ▸ 🎲", "\"Zoë · ▸ 🎲\"");
	expect_json("/{}[]:,", "\"/{}[]:,\"");
	/* what a terminal would act on or hide is escaped, the same text to a
	 * JSON reader: DEL, C1, bidi controls, zero-width characters, and
	 * past U+FFFF as a surrogate pair; a byte that is not UTF-8 (which
	 * JSON cannot hold) becomes U+FFFD */
	expect_json("\177", "\"\\u007f\"");
	expect_json("a\xc2\x9b" "b", "\"a\\u009bb\"");
	expect_json("al\xe2\x80\xaeice", "\"al\\u202eice\"");
	expect_json("x\xe2\x80\x8by", "\"x\\u200by\"");
	expect_json("\xf3\xa0\x80\x81", "\"\\udb40\\udc01\"");
	expect_json("a\xff" "b", "\"a\\ufffdb\"");
}

static void
test_utf8_length(void **state)
{
	(void)state;
	assert_int_equal(utf8_length("Léa"), 3);
	assert_int_equal(strlen("Léa"), 4);
	assert_int_equal(utf8_length(""), 0);
	assert_int_equal(utf8_length("alice"), 5);

	/* what a name may hold: UTF-8 only, whatever the terminal sent */
	assert_true(utf8_valid("L\xc3\xa9" "a Zo\xc3\xab \xe2\x96\xb8 \xf0\x9f\x8e\xb2"));
	assert_true(utf8_valid(""));
	assert_false(utf8_valid("L\xe9" "a"));            /* Latin-1 */
	assert_false(utf8_valid("\xc3"));                 /* cut short */
	assert_false(utf8_valid("\xc0\xaf"));             /* overlong */
	assert_false(utf8_valid("\xed\xa0\x80"));         /* a surrogate */
	assert_false(utf8_valid("\xf4\x90\x80\x80"));     /* past U+10FFFF */
	assert_false(utf8_valid("\x80"));                 /* a stray continuation */

	/* names match whatever their case, accented letters too */
	assert_non_null(setlocale(LC_CTYPE, "C.UTF-8"));
	assert_true(utf8_same_fold("alice", "ALICE"));
	assert_true(utf8_same_fold("\xc3\x89" "lise", "\xc3\xa9" "lise"));     /* Élise, élise */
	assert_true(utf8_same_fold("\xce\xa9" "mega", "\xcf\x89" "MEGA"));     /* Ωmega, ωMEGA */
	assert_false(utf8_same_fold("alice", "alicE2"));
	assert_false(utf8_same_fold("l\xc3\xa9" "a", "lea"));
	setlocale(LC_CTYPE, "C");
	assert_int_equal(utf8_length("\u00b7"), 1);
	assert_int_equal(utf8_length("\u25b8 Zoë"), 5);
	assert_int_equal(utf8_length("🎲🎲"), 2);
}

/* ---- render_json */

static void
test_render_json_playing(void **state)
{
	(void)state;
	struct ui ui = ui_files(true, true, true, true);   /* JSON ignores them all */
	struct game *g = new_game("10000", 2, (const char *const[]){"alice", "b\"o\\b"});
	render_json(&ui, g);
	char *text = drain(&ui.out);
	expect_json_object(text);
	expect_contains(text, "{\"id\":3,\"game\":\"10000\",\"status\":\"playing\","
	    "\"winner\":null,");
	expect_contains(text, ",\"players\":[{\"name\":\"alice\",\"score\":0,\"crosses\":0,"
	    "\"opened\":false},{\"name\":\"b\\\"o\\\\b\",\"score\":0,\"crosses\":0,"
	    "\"opened\":false}],");
	expect_contains(text, ",\"turn\":{\"player\":\"alice\",\"points\":0,\"dice\":5},");
	assert_null(strchr(text, '\033'));
	free(text);

	/* alice opens with 1000, bob throws 1 1 5 3 4 and keeps the 1s */
	play(g, "t11123");
	play(g, "b");
	play(g, "t11534");
	play(g, "k11");
	render_json(&ui, g);
	text = drain(&ui.out);
	expect_json_object(text);
	expect_contains(text, "\"status\":\"playing\",\"winner\":null,");
	expect_contains(text, "\"players\":[{\"name\":\"alice\",\"score\":1000,\"crosses\":0,"
	    "\"opened\":true},{\"name\":\"b\\\"o\\\\b\",\"score\":0,\"crosses\":0,"
	    "\"opened\":false}]");
	expect_contains(text, "\"turn\":{\"player\":\"b\\\"o\\\\b\",\"points\":200,\"dice\":3}");
	expect_contains(text, "{\"seq\":1,\"player\":\"alice\",\"entry\":\"throw\","
	    "\"dice\":[1,1,1,2,3]}");
	expect_contains(text, "{\"seq\":2,\"player\":\"alice\",\"entry\":\"bank\"}");
	expect_contains(text, "{\"seq\":4,\"player\":\"b\\\"o\\\\b\",\"entry\":\"keep\","
	    "\"dice\":[1,1]}");
	free(text);

	game_free(g);
	ui_close(&ui);
}

static void
test_render_json_crosses(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, false, false, false);
	struct game *g = new_game("10000", 2, (const char *const[]){"alice", "bob"});
	play(g, "t11123");
	play(g, "b");           /* alice 1000 */
	play(g, "t22346");      /* bob busts, not opened: no cross */
	play(g, "t22346");      /* alice busts: a cross */
	render_json(&ui, g);
	char *text = drain(&ui.out);
	expect_json_object(text);
	expect_contains(text, "{\"name\":\"alice\",\"score\":1000,\"crosses\":1,"
	    "\"opened\":true}");
	expect_contains(text, "\"turn\":{\"player\":\"bob\",\"points\":0,\"dice\":5}");
	free(text);
	game_free(g);
	ui_close(&ui);
}

static void
test_render_json_finished(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, false, false, false);
	struct game *g = new_game("5000", 2, (const char *const[]){"Léa", "bob"});
	play(g, "t111111");     /* six 1s: Léa wins at once */
	assert_true(game_is_over(g));
	render_json(&ui, g);
	char *text = drain(&ui.out);
	expect_json_object(text);
	expect_contains(text, "{\"id\":3,\"game\":\"5000\",\"status\":\"finished\","
	    "\"winner\":\"Léa\",");
	expect_contains(text, "\"players\":[{\"name\":\"Léa\",");
	expect_contains(text, "\"turn\":null");
	assert_null(strstr(text, "\"turn\":{"));
	free(text);
	char *err = drain(&ui.err);
	assert_string_equal(err, "");
	free(err);
	game_free(g);
	ui_close(&ui);
}

/* ---- render_prompt */

static void
test_prompt(void **state)
{
	(void)state;
	char buf[256];
	struct ui ascii = ui_files(false, false, true, true);
	struct ui utf8 = ui_files(false, true, true, true);
	struct ui rl = ui_files(true, false, true, true);
	struct ui plain = ui_files(true, false, true, false);

	assert_string_equal(render_prompt(&ascii, NULL, buf, sizeof buf), "tapis> ");
	assert_string_equal(render_prompt(&rl, NULL, buf, sizeof buf), "tapis> ");
	assert_ptr_equal(render_prompt(&ascii, NULL, buf, sizeof buf), buf);

	struct game *g = new_game("10000", 2, (const char *const[]){"alice", "bob"});
	assert_string_equal(render_prompt(&ascii, g, buf, sizeof buf),
	    "alice 0 - turn 0 - 5 dice> ");
	assert_string_equal(render_prompt(&utf8, g, buf, sizeof buf),
	    "alice 0 \u00b7 turn 0 \u00b7 5 dice> ");
	/* colour for readline: the escapes marked as taking no room */
	assert_string_equal(render_prompt(&rl, g, buf, sizeof buf),
	    "\001\033[1m\002alice\001\033[0m\002 0 - turn 0 - 5 dice> ");
	/* colour without readline: bare escapes */
	assert_string_equal(render_prompt(&plain, g, buf, sizeof buf),
	    "\033[1malice\033[0m 0 - turn 0 - 5 dice> ");
	assert_null(strchr(buf, '\001'));
	assert_null(strchr(buf, '\002'));
	/* no colour: not one escape, whatever readline says */
	render_prompt(&ascii, g, buf, sizeof buf);
	assert_null(strchr(buf, '\033'));
	assert_null(strchr(buf, '\001'));
	assert_null(strchr(buf, '\002'));

	/* as the turn goes */
	play(g, "t11534");
	assert_string_equal(render_prompt(&ascii, g, buf, sizeof buf),
	    "alice 0 - turn 0 - 5 dice> ");
	play(g, "k11");
	assert_string_equal(render_prompt(&ascii, g, buf, sizeof buf),
	    "alice 0 - turn 200 - 3 dice> ");
	play(g, "t555");
	/* every die of the throw scores: keeping all makes a full hand, and
	 * the next throw is of all five */
	assert_string_equal(render_prompt(&ascii, g, buf, sizeof buf),
	    "alice 0 - turn 200 - 5 dice> ");
	play(g, "k555");
	assert_string_equal(render_prompt(&ascii, g, buf, sizeof buf),
	    "alice 0 - turn 700 - full hand, 5 dice> ");
	assert_string_equal(render_prompt(&utf8, g, buf, sizeof buf),
	    "alice 0 \u00b7 turn 700 \u00b7 full hand, 5 dice> ");
	play(g, "t23461");
	play(g, "b");
	assert_string_equal(render_prompt(&ascii, g, buf, sizeof buf),
	    "bob 0 - turn 0 - 5 dice> ");
	play(g, "t12346");
	play(g, "k1");
	assert_string_equal(render_prompt(&ascii, g, buf, sizeof buf),
	    "bob 0 - turn 100 - 4 dice> ");
	play(g, "t2346");
	assert_string_equal(render_prompt(&ascii, g, buf, sizeof buf),
	    "alice 800 - turn 0 - 5 dice> ");

	/* a small buffer is cut, never overrun */
	char small[32];
	memset(small, 'Z', sizeof small);
	render_prompt(&rl, g, small, 8);
	assert_int_equal(strlen(small), 7);
	for (size_t i = 8; i < sizeof small; i++)
		assert_int_equal(small[i], 'Z');
	game_free(g);

	/* a take-over on offer */
	g = new_game("10000:350", 2, (const char *const[]){"alice", "bob"});
	play(g, "t15234");
	play(g, "k12345");
	play(g, "t11234");
	play(g, "k1");
	play(g, "b");           /* alice opens with 1600 */
	play(g, "t11124");
	play(g, "b");           /* bob opens with 1000: alice may take it over */
	assert_string_equal(render_prompt(&ascii, g, buf, sizeof buf),
	    "alice 1600 - take 1000 with 2 or throw 5> ");
	assert_string_equal(render_prompt(&utf8, g, buf, sizeof buf),
	    "alice 1600 \u00b7 take 1000 with 2 or throw 5> ");
	game_free(g);

	/* 421: the tokens held as the sheet says them, none as "no tokens" */
	const struct engine *q = engine_find("421");
	void *qrules = game_rules_new(q, "421");
	char qa[] = "anne", qb[] = "bruno";
	g = game_create(q, "421", qrules, 2, (char *[]){qa, qb});
	free(qrules);
	assert_non_null(g);
	assert_string_equal(render_prompt(&ascii, g, buf, sizeof buf),
	    "anne (no tokens) - charge - 1 throw> ");
	game_free(g);

	/* a game over */
	g = new_game("5000", 2, (const char *const[]){"alice", "bob"});
	play(g, "t111111");
	assert_string_equal(render_prompt(&rl, g, buf, sizeof buf), "#3 over> ");
	game_free(g);

	ui_close(&ascii);
	ui_close(&utf8);
	ui_close(&rl);
	ui_close(&plain);
}

/* ---- say_refusal */

static void
test_refusal(void **state)
{
	(void)state;
	struct ui person = ui_files(false, false, true, true);
	say_refusal(&person, 7, "why");
	expect_text(&person.out, "  refused: why\n");
	expect_text(&person.err, "");
	ui_close(&person);

	struct ui painted = ui_files(true, true, true, false);
	say_refusal(&painted, 7, "a 3 scores nothing in this throw");
	expect_text(&painted.out, "  \033[31mrefused:\033[0m a 3 scores nothing in this throw\n");
	expect_text(&painted.err, "");
	ui_close(&painted);

	struct ui script = ui_files(false, false, false, false);
	say_refusal(&script, 7, "why");
	expect_text(&script.out, "");
	expect_text(&script.err, "tapis: line 7: why\n");
	say_refusal(&script, 123456, "the throw has 4 dice but 5 are in hand");
	expect_text(&script.err, "tapis: line 123456: the throw has 4 dice but 5 are in hand\n");
	ui_close(&script);
}

/* A note said at once, before a long piece of work (say_now), broken
 * between words at a narrow terminal, as every line said is. */
static void
test_say_now_wrapped(void **state)
{
	(void)state;
	struct ui person = ui_files(false, false, true, true);
	person.columns = 40;
	say_now(&person, "  working out the table for these rules, once: it is kept in the"
	    " cache folder...\n");
	expect_text(&person.out, "  working out the table for these\n"
	    "    rules, once: it is kept in the\n"
	    "    cache folder...\n");
	ui_close(&person);
}

/* ---- render_sheet */

static void
test_sheet(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, false, true, false);
	struct game *g = new_game("10000", 3, (const char *const[]){"alice", "bob", "Léa"});
	play(g, "t11123");
	play(g, "b");           /* alice 1000 */
	play(g, "t22346");      /* bob busts */
	play(g, "t11534");      /* Léa throws */
	render_sheet(&ui, g, false);
	expect_text(&ui.out,
	    "Game #3 - 10000 (booklet rules) - round 1\n"
	    "  alice    bob    > Léa\n"
	    "   1000\n"
	    "            score  crosses  opened\n"
	    "  alice      1000           yes\n"
	    "  bob           0           no     (500 to open)\n"
	    "> Léa           0           no     (500 to open)\n"
	    "  >: to play\n"
	    "Léa's turn: 0 points set aside, threw 1 1 5 3 4\n");
	expect_text(&ui.err, "");

	/* UTF-8: the current player marked with a triangle, columns by characters */
	ui.utf8 = true;
	play(g, "k11");
	play(g, "t555");        /* a full hand after keeping them */
	play(g, "k555");
	play(g, "t23461");
	play(g, "b");           /* Léa 800 */
	play(g, "t22346");      /* alice busts: a cross */
	render_sheet(&ui, g, false);
	expect_text(&ui.out,
	    "Game #3 \u00b7 10000 (booklet rules) \u00b7 round 2\n"
	    "  alice      \u25b8 bob    Léa\n"
	    "   1000  x            800\n"
	    "            score  crosses  opened\n"
	    "  alice      1000  x        yes\n"
	    "\u25b8 bob           0           no     (500 to open)\n"
	    "  Léa         800           yes\n"
	    "  \u25b8: to play\n"
	    "bob throws 5 dice\n");
	game_free(g);

	/* no opening and no crosses: no columns for them, no trailing blanks;
	 * the winner starred */
	ui.utf8 = false;
	g = new_game("5000", 2, (const char *const[]){"alice", "bob"});
	render_sheet(&ui, g, false);
	expect_text(&ui.out,
	    "Game #3 - 5000 (six dice) - round 1\n"
	    "            score\n"
	    "> alice         0\n"
	    "  bob           0\n"
	    "  >: to play\n"
	    "alice throws 6 dice\n");
	play(g, "t122346");
	play(g, "b");
	play(g, "t111111");
	render_sheet(&ui, g, false);
	expect_text(&ui.out,
	    "Game #3 - 5000 (six dice) - 1 round, over\n"
	    "  alice    * bob\n"
	    "    100\n"
	    "            score\n"
	    "  alice       100\n"
	    "* bob           0\n"
	    "  *: won\n"
	    "bob won\n");
	game_free(g);

	/* colour never reaches the sheet's columns as stray bytes */
	ui.color = true;
	g = new_game("10000", 2, (const char *const[]){"alice", "bob"});
	render_sheet(&ui, g, false);
	char *text = drain(&ui.out);
	expect_contains(text, "> alice         0           no     (500 to open)\n");
	expect_contains(text, "  bob           0           no     (500 to open)\n");
	free(text);
	game_free(g);

	/* house rules are named in the title; a last round under way is said */
	g = new_game("10000", 3, (const char *const[]){"alice", "bob", "cy"});
	struct farkle_scorer *r = game_rules_copy(&farkle_engine, game_rules(g));
	assert_non_null(r);
	game_free(g);
	char why[ENGINE_WHY];
	assert_true(said(farkle_engine.option_set(r, "lastround=yes", &said_msg), &said_msg,
	    why, sizeof why));
	assert_true(said(farkle_engine.option_set(r, "exact=no", &said_msg), &said_msg, why,
	    sizeof why));
	assert_true(said(farkle_engine.option_set(r, "target=1000", &said_msg), &said_msg,
	    why, sizeof why));
	g = game_of("10000", r, 3, (const char *const[]){"alice", "bob", "cy"}, 4);
	free(r);
	play(g, "t11123");
	play(g, "b");
	render_sheet(&ui, g, false);
	text = drain(&ui.out);
	expect_contains(text, "Game #4 - 10000 (booklet rules, target=1000, exact=no,"
	    " lastround=yes) - round 1\n");
	expect_contains(text, " throws 5 dice - last round: alice reached the target (1000), 2 turns left\n");
	free(text);
	game_free(g);
	ui_close(&ui);
}

/* The columns: struck scores between tildes with a legend, the newest
 * rows only unless all are asked for, bands when the players do not fit. */
static void
test_sheet_columns(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, false, true, false);
	struct farkle_scorer *r = rules_of("10000", (const char *const[]){"collision=yes", NULL});
	struct game *g = game_of("10000", r, 2, (const char *const[]){"alice", "bob"}, 5);
	play(g, "t11123");
	play(g, "b");           /* alice 1000 */
	play(g, "t11123");
	play(g, "b");           /* bob 1000: alice struck back to 0 */
	render_sheet(&ui, g, false);
	expect_text(&ui.out,
	    "Game #5 - 10000 (booklet rules, collision=yes) - round 2\n"
	    "  > alice     bob\n"
	    "    ~1000~   1000\n"
	    "  ~score~: struck out, a penalty or a collision took it back\n"
	    "            score  crosses  opened\n"
	    "> alice         0           yes\n"
	    "  bob        1000           yes\n"
	    "  >: to play\n"
	    "alice throws 5 dice\n");

	/* at a colour terminal the struck score is struck through as well */
	ui.color = true;
	render_sheet(&ui, g, false);
	char *text = drain(&ui.out);
	expect_contains(text, "\033[9m~1000~\033[0m   1000\n");
	free(text);
	ui.color = false;

	/* twelve rows: the newest ten, and a line saying how to see the rest;
	 * row k is the k-th score each player wrote */
	for (int i = 0; i < 11; i++) {
		play(g, "t15236");
		play(g, "b");       /* alice 150 a turn */
		play(g, "t22346");  /* bob busts: a cross, or three */
	}
	render_sheet(&ui, g, false);
	text = drain(&ui.out);
	expect_contains(text, "round 13\n"
	    "  (2 earlier rows not shown: 'sheet all' shows them)\n"
	    "  > alice      bob\n"
	    "      300    -1000  xxx\n"
	    "      450    -2000  xx\n"
	    "      600\n");
	expect_contains(text, "     1650\n"
	    "            score");
	assert_null(strstr(text, "~1000~"));     /* not shown, so no legend */
	assert_null(strstr(text, "struck out"));
	free(text);
	render_sheet(&ui, g, true);
	text = drain(&ui.out);
	expect_contains(text, "round 13\n"
	    "  > alice      bob\n"
	    "    ~1000~    1000  xxx\n"
	    "      150        0  xxx\n"
	    "      300    -1000  xxx\n"
	    "      450    -2000  xx\n"
	    "      600\n");
	expect_contains(text, "  ~score~: struck out");
	assert_null(strstr(text, "not shown"));
	free(text);
	game_free(g);

	/* seven players do not fit in 80 columns: the last ones in a band below */
	const char *names[7] = {"Anne-Sophie", "Bertrand", "Capucine", "Dominique", "Emmanuel",
	    "Francoise", "Guillaume"};
	g = game_of("10000", r, 7, names, 6);
	free(r);
	play(g, "t11123");
	play(g, "b");
	render_sheet(&ui, g, false);
	text = drain(&ui.out);
	expect_contains(text, " - round 1\n"
	    "  Anne-Sophie    > Bertrand    Capucine    Dominique    Emmanuel    Francoise\n"
	    "         1000\n"
	    "  Guillaume\n"
	    "                 score");
	free(text);
	game_free(g);
	ui_close(&ui);
}

/* ---- render_help */

static void
test_help(void **state)
{
	(void)state;
	/* help, as the command runs it: the listing is made from the command
	 * table and the family table */
	struct tapis t = {.ui = ui_files(false, true, true, true)};
	assert_int_equal(command_run_line(&t, "help"), CMD_OK);
	struct ui ui = t.ui;
	char *text = drain(&ui.out);
	assert_true(ncommands >= 10);
	const char *first = "Commands, in English or French, in any case (a unique prefix is"
	    " enough):\n";
	assert_int_equal(strncmp(text, first, strlen(first)), 0);
	for (size_t i = 0; i < ncommands; i++) {
		/* the name first on its line, its aliases in brackets, the usage */
		char head[256];
		snprintf(head, sizeof head, "\n  %s (%s", commands[i]->name, commands[i]->french);
		expect_contains(text, head);
		for (const char *const *a = commands[i]->aliases; *a; a++)
			expect_contains(text, *a);
		snprintf(head, sizeof head, " %s", commands[i]->usage);
		expect_contains(text, head);
		expect_contains(text, commands[i]->help);
	}
	/* the entry verbs of every game, listed as the commands are, right
	 * after the command that has them (new), the next command after them */
	size_t after = ncommands;
	for (size_t i = 0; i < ncommands; i++)
		if (commands[i]->entries_after) {
			assert_int_equal(after, ncommands);   /* one command has them */
			after = i;
		}
	assert_true(after + 1 < ncommands);
	assert_string_equal(commands[after]->name, "new");
	char head[256];
	snprintf(head, sizeof head, "\n  %s (", commands[after]->name);
	const char *at = strstr(text, head);
	assert_non_null(at);
	for (size_t f = 0; f < nfamilies; f++) {
		const struct engine *e = families[f].engine;
		/* its first verb the throw, the faces typed alone, as the advice
		 * names it ("then throw 3 dice": render_advice.c) */
		assert_true(e->nverbs > 0 && e->verbs[0].faces_alone);
		for (size_t v = 0; v < e->nverbs; v++) {
			const struct verb_words *verb = &families[f].words->verbs[v];
			snprintf(head, sizeof head, "\n  %s (%s", verb->name, verb->french);
			const char *line = strstr(at, head);
			if (line == NULL)
				fail_msg("no line for %s after %s", verb->name, commands[after]->name);
			at = line;
			for (const char *const *a = verb->aliases; *a; a++)
				expect_contains(line, *a);
			snprintf(head, sizeof head, " %s", verb->usage);
			expect_contains(line, head);
			expect_contains(line, verb->help);
		}
	}
	snprintf(head, sizeof head, "\n  %s (", commands[after + 1]->name);
	assert_true(strstr(text, head) > at);
	expect_contains(text, "\n  bank (marquer, banque, banquer)\n"
	    "                           write the turn's points and pass the dice\n");
	expect_contains(text, "\n  take (reprendre)         take over the last banked turn"
	    " (piggy-back)\nEntries of a game of yams");
	expect_contains(text, "\nMore commands:\n  undo (annuler)           take back the last"
	    " entry\n");
	/* a name with an accent takes the columns it shows, not its bytes */
	expect_contains(text, "\n  rules (r\xc3\xa8gles) [GAME]    show the rules in force");
	/* a usage too long for the column: the help on the next line */
	const struct command *preset = NULL;
	for (size_t i = 0; i < ncommands; i++)
		if (strcmp(commands[i]->name, "preset") == 0)
			preset = commands[i];
	assert_non_null(preset);
	assert_true(strlen(preset->usage) > 20);
	char wrapped[256];
	snprintf(wrapped, sizeof wrapped, "\n  preset (r\xc3\xa9glage) %s\n"
	    "                           save the rules in force", preset->usage);
	expect_contains(text, wrapped);
	size_t len = strlen(text);
	const char *last = "Typing a throw's faces alone (1 1 5 3 4 or 11534) enters it.\n"
	    "Commands on one line are separated by ';' (keep 1 1; 6 2 5).\n"
	    "'help COMMAND' says more of one.\n";
	assert_true(len > strlen(last));
	assert_string_equal(text + len - strlen(last), last);
	free(text);
	expect_text(&ui.err, "");
	ui_close(&ui);
}

/* help VERB: its usage, aliases and the details given, as help COMMAND. */
static void
test_verb_help(void **state)
{
	(void)state;
	struct ui ui = ui_files(true, true, true, true);
	render_verb_help(&ui, &farkle_words.verbs[ACTION_KEEP],
	    farkle_words.verbs[ACTION_KEEP].details);
	expect_text(&ui.out, "usage: keep FACES\n"
	    "  set aside these dice from the last throw\n"
	    "  also: garder\n"
	    "  Every die set aside must belong to a scoring combination of that\n"
	    "  throw; the group is worth its best split.  A second keep of the same\n"
	    "  throw adds to the first: keep 5 5, then keep 5, is 5 5 5.\n");
	render_verb_help(&ui, &farkle_words.verbs[ACTION_THROW],
	    farkle_words.verbs[ACTION_THROW].details);
	expect_text(&ui.out, "usage: roll FACES\n"
	    "  enter a throw (the faces alone do the same)\n"
	    "  also: lancer, throw, relancer\n"
	    "  Right after a scoring throw, a throw of fewer dice sets aside the\n"
	    "  dice that were not thrown again (at a terminal, tapis asks which when\n"
	    "  two groups fit).  A throw of the dice on a piggy-back offer takes it.\n");
	/* no usage */
	render_verb_help(&ui, &farkle_words.verbs[ACTION_TAKE],
	    farkle_words.verbs[ACTION_TAKE].details);
	expect_text(&ui.out, "usage: take\n"
	    "  take over the last banked turn (piggy-back)\n"
	    "  also: reprendre\n"
	    "  Typing a throw of the dice on offer does the same.\n");
	expect_text(&ui.err, "");
	ui_close(&ui);
}

/* ---- the entries that may have come first */

static void
test_choices(void **state)
{
	(void)state;
	char buf[128], small[8];
	struct ui ui = ui_files(false, false, true, false);
	struct game *g = new_game("10000", 2, (const char *const[]){"alice", "bob"});
	const struct action two[] = {action_of("k11"), action_of("k15")};
	const struct action three[] = {action_of("k11"), action_of("k15"), action_of("k55")};
	assert_ptr_equal(render_choices(&ui, g, two, 2, buf, sizeof buf), buf);
	assert_string_equal(buf, "1 1 or 1 5");
	assert_string_equal(render_choices(&ui, g, three, 3, buf, sizeof buf), "1 1, 1 5 or 5 5");
	assert_string_equal(render_choices(&ui, g, two, 1, buf, sizeof buf), "1 1");
	assert_string_equal(render_choice_question(&ui, g, two, 2, buf, sizeof buf),
	    "  set aside 1 1 or 1 5? ");
	/* cut short, never overrun */
	render_choices(&ui, g, three, 3, small, sizeof small);
	assert_int_equal(strlen(small), sizeof small - 1);

	/* the engine's own choices, as the question shows them */
	play(g, "t61165");
	struct action first[8];
	struct action typed = action_of("t625");
	int n = farkle_engine.choices(game_rules(g), g->state, &typed, first, 8);
	assert_int_equal(n, 2);
	assert_string_equal(render_choice_question(&ui, g, first, n, buf, sizeof buf),
	    "  set aside 1 1 or 1 5? ");
	game_free(g);
	expect_text(&ui.out, "");
	ui_close(&ui);
}

/* ---- eval, rules */

static void
test_eval(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, false, false, false);
	struct farkle_scorer *rules = rules_of("10000", NULL);
	farkle_engine.prepare(rules);
	struct dice d = {5, {1, 1, 5, 3, 4}};
	assert_true(render_eval(&ui, &farkle_engine, rules, &d));
	expect_text(&ui.out, "1 1 5 3 4: worth 250   (3 4 score nothing)\n"
	    "  what can be set aside:\n"
	    "    1 1 5          250   2 dice left\n"
	    "    1 1            200   3 dice left\n"
	    "    1 5            150   3 dice left\n"
	    "    1              100   4 dice left\n"
	    "    5               50   4 dice left\n");
	d = (struct dice){5, {2, 3, 4, 6, 6}};
	assert_true(render_eval(&ui, &farkle_engine, rules, &d));
	expect_text(&ui.out, "2 3 4 6 6: bust, nothing scores\n");
	expect_text(&ui.err, "");
	free(rules);
	ui_close(&ui);
}

/* The line of render_rules for option `name`, into buf. */
static const char *
rules_line(const char *text, const char *name, char *buf, size_t len)
{
	char key[64];
	snprintf(key, sizeof key, "\n  %s ", name);
	const char *p = strstr(text, key);
	if (p == NULL)
		fail_msg("no line for %s in:\n%s", name, text);
	p++;
	size_t n = strcspn(p, "\n");
	snprintf(buf, len, "%.*s", (int)n, p);
	return buf;
}

static void
test_rules(void **state)
{
	(void)state;
	char line[256];
	struct ui ui = ui_files(false, false, false, false);
	struct farkle_scorer *rules = rules_of("10000", (const char *const[]){
	    "overshoot=minus2000", "target=5000", NULL});
	render_rules(&ui, "10000", "10000", &farkle_engine, rules);
	char *text = drain(&ui.out);
	const char *first = "10000 (booklet rules): option, value in force, what it means\n";
	assert_int_equal(strncmp(text, first, strlen(first)), 0);
	/* every option of the engine, in its order, what differs marked */
	const struct engine_option *o;
	const char *at = text;
	size_t i;
	for (i = 0; (o = farkle_engine.option(i)) != NULL; i++) {
		rules_line(text, o->name, line, sizeof line);
		const char *p = strstr(text, line);
		assert_true(p > at);
		at = p;
		expect_contains(line, farkle_words.options[i].help);
	}
	assert_int_equal(i, farkle_noptions);
	assert_string_equal(rules_line(text, "target", line, sizeof line),
	    "  target    *5000        score that wins");
	assert_string_equal(rules_line(text, "overshoot", line, sizeof line),
	    "  overshoot *minus2000   bank past an exact target: void, cross, -N or refused");
	assert_string_equal(rules_line(text, "dice", line, sizeof line),
	    "  dice       5           dice in a full hand");
	size_t len = strlen(text);
	const char *last = "\n  * changed from 10000\n";
	assert_true(len > strlen(last));
	assert_string_equal(text + len - strlen(last), last);
	free(text);

	/* a preset's own rules: nothing marked, no last line */
	struct farkle_scorer *plain = rules_of("5000", NULL);
	render_rules(&ui, "5000", "5000", &farkle_engine, plain);
	text = drain(&ui.out);
	assert_int_equal(strncmp(text, "5000 (six dice): option", 23), 0);
	assert_null(strchr(text, '*'));
	assert_null(strstr(text, "changed from"));
	free(text);
	free(plain);
	free(rules);
	expect_text(&ui.err, "");
	ui_close(&ui);
}

/* ---- the answer to an entry */

/* Plays entry on g and renders its outcome: what a person sees. */
static char *
outcome_of(struct ui *ui, struct game *g, const char *entry, union outcome *o)
{
	struct action a = action_of(entry);
	play_out(g, entry, o);
	render_outcome(ui, g, &a, o);
	return drain(&ui->out);
}

static void
test_outcome(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, true, true, false);
	struct game *g = new_game("10000", 2, (const char *const[]){"alice", "bob"});
	union outcome o;
	char *text = outcome_of(&ui, g, "t11534", &o);
	assert_string_equal(text, "  scoring: 1 1 5 = 250   (3 4 score nothing)\n");
	free(text);
	/* what every outcome says first, for whoever does not know the game */
	assert_int_equal(o.head.seat, 0);
	assert_null(o.head.end);
	assert_false(o.head.game_over);
	assert_int_equal(o.head.winner, -1);
	/* the rest is Farkle's */
	const struct farkle_result *r = (const struct farkle_result *)&o;
	assert_true(r->farkle.threw);
	assert_int_equal(r->farkle.eval.best, 250);

	text = outcome_of(&ui, g, "k11", &o);
	assert_string_equal(text, "  set aside 1 1: turn 200, 3 dice to throw (500 needed to"
	    " open)\n");
	free(text);
	text = outcome_of(&ui, g, "t222", &o);
	assert_string_equal(text, "  scoring: 2 2 2 = 200 \u00b7 keeping all 3 makes a full hand:"
	    " turn 400, throw 5 dice\n");
	free(text);
	text = outcome_of(&ui, g, "k222", &o);
	assert_string_equal(text, "  set aside 2 2 2: full hand, turn 400, throw all 5 dice (500"
	    " needed to open)\n");
	free(text);
	text = outcome_of(&ui, g, "t23466", &o);
	assert_string_equal(text, "  bust: nothing scores, 400 lost \u00b7 bob throws 5 dice\n");
	free(text);
	assert_int_equal(o.head.seat, 0);
	assert_string_equal(o.head.end, "bust");
	assert_int_equal(o.head.points, 400);
	assert_int_equal(o.head.score_after, 0);
	assert_int_equal(game_current(g), 1);
	/* one die left over scores nothing: said of it alone */
	text = outcome_of(&ui, g, "t15553", &o);
	assert_string_equal(text, "  scoring: 1 5 5 5 = 600   (3 scores nothing)\n");
	free(text);
	expect_text(&ui.err, "");
	game_free(g);
	ui_close(&ui);
}

/* What a command says (say.h): a message as it is; a line in pieces at
 * the margin or as an answer, never broken in a script, broken at spaces
 * at a terminal; a stored game's label with what the file held made
 * visible; a note on standard error. */
static void
test_say(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, true, false, false);
	say_plain(&ui, "  kept %s\n", "x");
	say_now(&ui, "%d\n", 7);
	expect_text(&ui.out, "  kept x\n7\n");
	struct said s;
	struct store_game_row row = {.id = 3, .game = "10000", .players = "alice, b\x1b[2Job"};
	said_start(&s);
	said_add(&s, "%s", "abandoned ");
	said_add_game(&s, &row);
	said_add(&s, ")");
	say_line(&ui, &s);
	expect_text(&ui.out, "abandoned game #3 (10000: alice, b\\x1b[2Job)\n");
	said_start(&s);
	said_add(&s, "one two three four five six seven eight nine ten");
	say_answer(&ui, &s);
	say_line(&ui, &s);
	expect_text(&ui.out, "  one two three four five six seven eight nine ten\n"
	    "one two three four five six seven eight nine ten\n");
	/* a line past its room is cut, never overrun */
	said_start(&s);
	for (int i = 0; i < 300; i++)
		said_add(&s, "%s", "word ");
	assert_int_equal(s.len, sizeof s.text - 1);
	assert_int_equal(strlen(s.text), sizeof s.text - 1);
	say_note(&ui, "tapis: %s\n", "a note");
	expect_text(&ui.out, "");
	expect_text(&ui.err, "tapis: a note\n");
	/* a terminal 20 columns wide (the width asked of standard output when
	 * it is one) */
	if (!isatty(STDOUT_FILENO)) {
		ui.columns = 20;
		said_start(&s);
		said_add(&s, "one two three four five six seven eight nine ten");
		say_line(&ui, &s);
		expect_text(&ui.out, "one two three four\n    five six seven\n    eight nine ten\n");
		say_answer(&ui, &s);
		expect_text(&ui.out, "  one two three\n    four five six\n    seven eight\n"
		    "    nine ten\n");
		/* a word wider than the line on a line of its own; a colour's
		 * codes take no column; one cut short ends the line */
		said_start(&s);
		said_add(&s, "a abcdefghijklmnopqrstuvwxyz \033[1mbold\033[0m \033[1mbold\033[0m"
		    " \033[1mbold\033[0m \033[1mbold\033[0m x \033[1");
		say_line(&ui, &s);
		expect_text(&ui.out, "a\n    abcdefghijklmnopqrstuvwxyz\n"
		    "    \033[1mbold\033[0m \033[1mbold\033[0m \033[1mbold\033[0m\n"
		    "    \033[1mbold\033[0m x \033[1\n");
	}
	ui_close(&ui);
}

/* ---- the sheet's model, as every family describes a game just begun:
 * the players in their order, the first to throw marked and no other,
 * round 1, the prompt asking the first player; the export's keys of a
 * player from the same fields */
static void
test_sheet_model(void **state)
{
	(void)state;
	char alice[] = "alice", bob[] = "bob";
	char *const names[] = {alice, bob};
	for (size_t f = 0; f < nfamilies; f++) {
		const struct engine *e = families[f].engine;
		const struct printer *p = families[f].printer;
		assert_non_null(p->describe);
		assert_non_null(p->prompt);
		void *rules = game_rules_new(e, e->presets[0].name);
		struct game *g = game_create(e, e->presets[0].name, rules, 2, names);
		assert_non_null(g);
		struct sheet_view v;
		p->describe(g, &v);
		assert_false(v.title.over);
		assert_int_equal(v.title.round, 1);
		assert_int_equal(v.standings.nseats, 2);
		int now = game_current(g);
		for (int s = 0; s < 2; s++) {
			assert_string_equal(v.standings.seat[s].name, names[s]);
			assert_int_equal(v.standings.seat[s].state, s == now ? SEAT_TO_PLAY :
			    SEAT_WAITING);
			assert_true(v.standings.seat[s].nfields <= SHEET_FIELDS);
		}
		assert_true(v.nfacts >= 1 && v.nfacts <= SHEET_FACTS);
		struct prompt_facts pf;
		p->prompt(g, &pf);
		assert_string_equal(pf.player, names[now]);
		game_free(g);
		free(rules);
	}
}

/* A printer without a sheet of its own draws the model's title, players
 * and last line: a 421 game's sheet, which is no more than those while no
 * round is over (its own adds the rounds under `sheet all`), reads the
 * same either way. */
static void
test_sheet_by_default(void **state)
{
	(void)state;
	char alice[] = "alice", bob[] = "bob";
	char *const names[] = {alice, bob};
	const struct family *table = families;
	size_t n = nfamilies, f = 0;
	while (f < n && strcmp(table[f].engine->family, "421") != 0)
		f++;
	assert_true(f < n && n <= 16);
	const struct engine *e = table[f].engine;
	void *rules = game_rules_new(e, e->presets[0].name);
	struct game *g = game_create(e, e->presets[0].name, rules, 2, names);
	assert_non_null(g);
	struct ui ui = ui_files(false, true, false, false);
	render_sheet(&ui, g, false);
	char *own = drain(&ui.out);
	expect_contains(own, "alice");
	struct family copy[16];
	memcpy(copy, table, n * sizeof *copy);
	struct printer plain = *table[f].printer;
	plain.sheet = NULL;
	copy[f].printer = &plain;
	engine_families(copy, n);
	render_sheet(&ui, g, false);
	engine_families(table, n);
	expect_text(&ui.out, own);
	free(own);
	ui_close(&ui);
	game_free(g);
	free(rules);
}

/* The action typed as "verb words" in game g. */
static struct action
typed_action(const struct game *g, const char *typed)
{
	char verb[16], why[ENGINE_WHY];
	size_t n = strcspn(typed, " ");
	assert_true(n < sizeof verb);
	memcpy(verb, typed, n);
	verb[n] = '\0';
	struct action a = {engine_verb(g->engine, verb), {0, {0}}, {0, 0}};
	assert_true(a.verb >= 0);
	if (!engine_parse_args(g->engine, g->rules, &a, typed[n] ? typed + n + 1 : "", why,
	    sizeof why))
		fail_msg("'%s' not read: %s", typed, why);
	return a;
}

/* serve's QR code: dark on light with its quiet zone, two rows of
 * modules a line in UTF-8, "##" a module elsewhere; the finder pattern in
 * its corner. */
static void
test_qr(void **state)
{
	(void)state;
	const char *address = "http://127.0.0.1:8421/";
	struct ui ascii = ui_files(false, false, true, true);
	assert_true(render_qr(&ascii, address));
	char *drawn = drain(&ascii.out);
	int lines = 0, side = 0;
	for (char *l = strtok(drawn, "\n"); l != NULL; l = strtok(NULL, "\n"), lines++) {
		assert_memory_equal(l, "\033[30;107m", 9);
		assert_string_equal(l + strlen(l) - 4, "\033[0m");
		int width = (int)strlen(l) - 13;
		if (side == 0)
			side = width / 2;
		assert_int_equal(width, 2 * side);
		if (lines < 4)   /* the quiet zone */
			assert_int_equal(strspn(l + 9, " "), (size_t)width);
		if (lines == 4)  /* the finder's top edge, after the margin */
			assert_memory_equal(l + 9, "        ##############  ", 24);
	}
	assert_int_equal(lines, side);
	assert_true(side >= 21 + 8);
	free(drawn);
	ui_close(&ascii);

	struct ui utf8 = ui_files(false, true, true, true);
	assert_true(render_qr(&utf8, address));
	drawn = drain(&utf8.out);
	lines = 0;
	for (char *l = strtok(drawn, "\n"); l != NULL; l = strtok(NULL, "\n"), lines++) {
		if (lines < 2)
			assert_int_equal(strspn(l + 9, " "), (size_t)side);
		if (lines == 2)  /* rows 4 and 5: the finder's edge and its inside */
			assert_memory_equal(l + 9, "    \u2588\u2580\u2580\u2580\u2580\u2580\u2588 ",
			    4 + 7 * 3 + 1);
	}
	assert_int_equal(lines, (side + 1) / 2);
	free(drawn);
	ui_close(&utf8);
}

/* A day as the store writes it is read without sscanf, and one written
 * otherwise (mended by hand) as sscanf reads it, or shown as it is. */
static void
test_render_day(void **state)
{
	(void)state;
	char buf[64];
	assert_string_equal(render_day("2026-12-02 09:05:33", true, buf, sizeof buf),
	    "2026-12-02 09:05");
	assert_string_equal(render_day("2026-12-02 09:05:33", false, buf, sizeof buf),
	    "2026-12-02");
	assert_string_equal(render_day("2026-1-5 3:4", true, buf, sizeof buf), "2026-01-05 03:04");
	assert_string_equal(render_day("2026-12-02", false, buf, sizeof buf), "2026-12-02");
	assert_string_equal(render_day("2026-12-02", true, buf, sizeof buf), "2026-12-02");
	assert_string_equal(render_day("2026-12-0x 09:05", true, buf, sizeof buf),
	    "2026-12-0x 09:05");
	assert_string_equal(render_day("yesterday", true, buf, sizeof buf), "yesterday");
	/* written otherwise: what sscanf reads of it, else as it is */
	assert_string_equal(render_day("2026-12-02T09:05:00", true, buf, sizeof buf),
	    "2026-12-02T09:05");
	assert_string_equal(render_day("2026-12-02T09:05:00", false, buf, sizeof buf), "2026-12-02");
	assert_string_equal(render_day("2026/12/02 09:05:00", false, buf, sizeof buf), "2026/12/02");
	assert_string_equal(render_day("2026-12/02 09:05:00", false, buf, sizeof buf), "2026-12/02");
	assert_string_equal(render_day("2026-12-02 09.05:00", true, buf, sizeof buf),
	    "2026-12-02 09.05");
	assert_string_equal(render_day("2026-12-02 09.05:00", false, buf, sizeof buf), "2026-12-02");
	/* days past the years counted without mktime, and a leap day */
	assert_string_equal(render_day("2040-03-01 10:00:00", false, buf, sizeof buf), "2040-03-01");
	assert_string_equal(render_day("1969-12-31 23:59:00", true, buf, sizeof buf),
	    "1969-12-31 23:59");
	assert_string_equal(render_day("2028-02-29 10:00:00", false, buf, sizeof buf), "2028-02-29");
	assert_string_equal(render_day("2028-02-29 11:00:00", false, buf, sizeof buf), "2028-02-29");
	/* no day at all (SQLite's NULL for a time it cannot read) */
	assert_string_equal(render_day(NULL, true, buf, sizeof buf), "");
	/* a day that does not fit is cut, the one just written as the other */
	char small[5];
	assert_string_equal(render_day("2028-02-29 12:00:00", false, small, sizeof small), "2028");
	assert_string_equal(render_day("2030-01-01 12:00:00", false, small, sizeof small), "2030");
	assert_string_equal(render_day("2030-01-01 12:00:00", true, small, sizeof small), "2030");
	/* a field past its range (mended by hand) carries into the next, as
	 * mktime counts: month 13 is January after, day 0 the last before */
	assert_string_equal(render_day("2026-13-05 10:00:00", false, buf, sizeof buf), "2027-01-05");
	assert_string_equal(render_day("2026-00-05 10:00:00", false, buf, sizeof buf), "2025-12-05");
	assert_string_equal(render_day("2026-12-00 10:00:00", false, buf, sizeof buf), "2026-11-30");
	assert_string_equal(render_day("2026-02-29 10:00:00", false, buf, sizeof buf), "2026-03-01");
	assert_string_equal(render_day("2028-02-30 10:00:00", false, buf, sizeof buf), "2028-03-01");
	assert_string_equal(render_day("2026-12-02 10:60:00", true, buf, sizeof buf),
	    "2026-12-02 11:00");
	/* the day just written is not taken for one whose hour runs past it */
	assert_string_equal(render_day("2026-12-02 10:00:00", false, buf, sizeof buf), "2026-12-02");
	assert_string_equal(render_day("2026-12-02 24:00:00", false, buf, sizeof buf), "2026-12-03");
	assert_string_equal(render_day("2026-12-02 10:00:00", false, buf, sizeof buf), "2026-12-02");
	assert_string_equal(render_day("2026-12-02 10:60:00", false, buf, sizeof buf), "2026-12-02");
	/* nor for the same day under another locale of the thread (the
	 * server's threads take each its page's language): written anew under
	 * it (the same text here, the format naming numbers alone) */
	locale_t other = newlocale(LC_ALL_MASK, "C", (locale_t)0);
	assert_non_null(other);
	locale_t was = uselocale(other);
	assert_string_equal(render_day("2026-12-02 10:00:00", false, buf, sizeof buf), "2026-12-02");
	uselocale(was);
	freelocale(other);
	assert_string_equal(render_day("2026-12-02 10:00:00", false, buf, sizeof buf), "2026-12-02");
}

/* A number with a fraction as people read it (the C locale's point
 * here), cut to its buffer; anything else as it is. */
static void
test_people_numbers(void **state)
{
	(void)state;
	char buf[16];
	static const char *const same[] = {"12.5", "-0.25", "33.3%", "12", "12.", "12.5x", ".5",
	    "-", "", "1.5.2", "abc"};
	for (size_t i = 0; i < sizeof same / sizeof same[0]; i++)
		assert_string_equal(rows_people_number(same[i], buf, sizeof buf), same[i]);
	char small[4];
	assert_string_equal(rows_people_number("123.45", small, sizeof small), "123");
	assert_string_equal(rows_people_number("1.45", small, sizeof small), "1.4");
	/* no room at all: nothing written */
	small[0] = 'Z';
	assert_ptr_equal(rows_people_number("1.45", small, 0), small);
	assert_int_equal(small[0], 'Z');
}

/* ---- more of the prompt: each game's, at the edges */

/* A game of family's preset between alice and bob, the typed entries
 * played. */
static struct game *
typed_game_of(const char *family, const char *preset, int n, const char *const *typed)
{
	const struct engine *e = engine_find(family);
	assert_non_null(e);
	void *rules = game_rules_new(e, preset);
	char a[] = "alice", b[] = "bob", c[] = "carol", d[] = "dominique", why[ENGINE_WHY];
	struct game *g = game_create(e, preset, rules, n, (char *[]){a, b, c, d});
	free(rules);
	assert_non_null(g);
	for (; *typed != NULL; typed++) {
		struct action act = typed_action(g, *typed);
		union outcome out;
		if (!game_play(g, &act, &out, why, sizeof why))
			fail_msg("'%s' refused: %s", *typed, why);
	}
	return g;
}

static struct game *
typed_game(const char *family, const char *preset, const char *const *typed)
{
	return typed_game_of(family, preset, 2, typed);
}

static void
test_prompt_edges(void **state)
{
	(void)state;
	char buf[128];
	struct ui ascii = ui_files(false, false, true, true);
	/* yams, every player writing every turn: bob writes alice's dice */
	struct game *g = typed_game("yams", "yams:cross",
	    (const char *const[]){"throw 6 6 6 2 5", "score 6", NULL});
	assert_string_equal(render_prompt(&ascii, g, buf, sizeof buf),
	    "bob 0 - write alice's 2 5 6 6 6> ");
	/* what the completion offers of the dice on the table */
	struct dice hand;
	render_hand(g, &hand);
	assert_int_equal(hand.n, 5);
	/* a buffer the standing fills: cut, the question left out */
	memset(buf, 'Z', sizeof buf);
	render_prompt(&ascii, g, buf, 7);
	assert_string_equal(buf, "bob 0 ");
	/* a buffer of nothing is left as it is */
	render_prompt(&ascii, g, buf, 0);
	assert_string_equal(buf, "bob 0 ");
	game_free(g);
	/* nothing to complete without a game, or once it is over */
	render_hand(NULL, &hand);
	assert_int_equal(hand.n, 0);
	g = new_game("5000", 2, (const char *const[]){"alice", "bob"});
	play(g, "t111111");
	render_hand(g, &hand);
	assert_int_equal(hand.n, 0);
	game_free(g);
	/* Yam Master: the major called said until the pawn is placed */
	g = typed_game("yammaster", "yam-master",
	    (const char *const[]){"throw 1 2 3 4 6", "call suite", "throw 1 2 3 4 6", NULL});
	assert_string_equal(render_prompt(&ascii, g, buf, sizeof buf),
	    "alice X, 12 left - suite called - 1 2 3 4 6 - 1 throw left, type the 5 dice on the"
	    " table> ");
	game_free(g);
	ui_close(&ascii);
}

/* Four players of yams in three columns do not fit in 60 columns: the
 * last ones in a band below, said once; nor four of Farkle in 30. */
static void
test_grid_in_bands(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, false, true, false);
	ui.columns = 60;
	struct game *g = typed_game_of("yams", "yams:3col", 4, (const char *const[]){NULL});
	render_sheet(&ui, g, false);
	char *text = drain(&ui.out);
	/* the title too, broken between words */
	expect_contains(text, "Game #0 - yams:3col (three columns: desc, free, asc) -\n"
	    "    round 1 of 36\n"
	    "                   > alice              bob            carol\n"
	    "            desc free  asc   desc free  asc   desc free  asc\n"
	    "  1            .    .    .      .    .    .      .    .    .\n");
	expect_contains(text, "  total                  0                0                0\n"
	    "  (the screen is 60 characters wide: the other players\n"
	    "    follow below)\n"
	    "\n"
	    "                 dominique\n"
	    "            desc free  asc\n"
	    "  1            .    .    .\n");
	expect_contains(text, "  total                  0\n"
	    "  >: to play\n");
	free(text);
	game_free(g);
	/* the columns of Farkle's scores likewise */
	ui.columns = 30;
	g = typed_game_of("farkle", "10000", 4, (const char *const[]){"throw 1 1 1 2 3", "bank",
		NULL});
	render_sheet(&ui, g, false);
	text = drain(&ui.out);
	expect_contains(text, " - round 1\n"
	    "  alice    > bob    carol\n"
	    "   1000\n"
	    "  dominique\n"
	    "               score  crosses  opened\n");
	free(text);
	game_free(g);
	ui_close(&ui);
}

/* A text longer than a code holds (some 2,300 bytes at level M): no code,
 * nothing drawn. */
static void
test_qr_too_long(void **state)
{
	(void)state;
	static char text[4000];
	memset(text, 'a', sizeof text - 1);
	struct ui ui = ui_files(false, true, true, true);
	assert_false(render_qr(&ui, text));
	expect_text(&ui.out, "");
	expect_text(&ui.err, "");
	ui_close(&ui);
}

/* Crosses up to the option's 100: the standings show every one, as the
 * columns do. */
static void
test_many_crosses(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, false, true, false);
	struct farkle_scorer *r = rules_of("10000", (const char *const[]){"crosses=40", NULL});
	struct game *g = game_of("10000", r, 2, (const char *const[]){"alice", "bob"}, 8);
	free(r);
	play(g, "t11123");
	play(g, "b");           /* alice opens with 1000 */
	play(g, "t11123");
	play(g, "b");           /* bob too */
	for (int i = 0; i < 35; i++) {
		play(g, "t22346");      /* alice busts */
		play(g, "t22346");      /* bob too */
	}
	render_sheet(&ui, g, false);
	char *text = drain(&ui.out);
	char x35[36];
	memset(x35, 'x', 35);
	x35[35] = '\0';
	char want[160];
	snprintf(want, sizeof want, "\n> alice      1000  %s  yes\n  bob        1000  %s  yes\n",
	    x35, x35);
	expect_contains(text, want);
	snprintf(want, sizeof want, "     1000  %s\n", x35);
	expect_contains(text, want);
	free(text);
	game_free(g);
	ui_close(&ui);
}

/* An answer of hint as the renderer takes it: the reasons a board gives
 * (a draw, a loss), said to people and to scripts; values each as its
 * size reads; a goal it does not know taken for points; the rows past
 * the most asked counted; an approximation with no note of its own. */
static void
test_advice_reasons(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, false, false, false);
	struct game *g = typed_game("yammaster", "yam-master", (const char *const[]){NULL});
	static struct advice a;
	memset(&a, 0, sizeof a);
	a.goal = (enum advice_goal)99;
	a.n = 4;
	static const char *const labels[] = {"first", "second", "third", "fourth"};
	static const double values[] = {12.34, 0, -3.25, 1};
	for (int i = 0; i < a.n; i++) {
		a.choice[i].label = labels[i];
		a.choice[i].then_verb = -1;
		a.choice[i].bust = -1;
		a.choice[i].value = values[i];
		a.choice[i].why_seat = -1;
	}
	a.choice[0].why = ADVICE_WHY_ENDS_DRAWN;
	a.choice[1].why = ADVICE_WHY_ENDS_LOST;
	assert_true(render_advice(&ui, g, &a, ROWS_TABLE, 3, NULL));
	char *out = drain(&ui.out);
	assert_string_equal(out,
	    "  alice: expected points this turn, best first\n"
	    "  *  first   12    ends the game: a draw\n"
	    "     second  0     ends the game: a loss\n"
	    "     third   -3.2\n"
	    "  and 1 more: --all lists every one\n"
	    "  approximate: see the manual\n");
	free(out);
	assert_true(render_advice(&ui, g, &a, ROWS_TSV, 0, NULL));
	out = drain(&ui.out);
	assert_string_equal(out,
	    "rank\tbest\tchoice\tentry\tthen\tthrow\tgoal\tvalue\tbust\texact\tnote\twhy\n"
	    "1\ttrue\tfirst\t\t\t\tpoints\t12.34\t\tfalse\t\tends the game: a draw\n"
	    "2\tfalse\tsecond\t\t\t\tpoints\t0\t\tfalse\t\tends the game: a loss\n"
	    "3\tfalse\tthird\t\t\t\tpoints\t-3.25\t\tfalse\t\t\n"
	    "4\tfalse\tfourth\t\t\t\tpoints\t1\t\tfalse\t\t\n");
	free(out);
	/* chances: none, under a thousandth, a tenth and more; exact, no
	 * note: nothing said below */
	a.goal = ADVICE_CHANCE;
	a.exact = true;
	a.n = 3;
	static const double chances[] = {0.1234, 0.0004, 0};
	for (int i = 0; i < a.n; i++) {
		a.choice[i].value = chances[i];
		a.choice[i].why = ADVICE_WHY_NONE;
	}
	a.choice[0].bust = 0.5;
	assert_true(render_advice(&ui, g, &a, ROWS_TABLE, 0, "full"));
	out = drain(&ui.out);
	assert_string_equal(out,
	    "  alice: chance of making full, best first\n"
	    "  *  first   12.3%       bust 50%\n"
	    "     second  under 0.1%\n"
	    "     third   0%\n");
	free(out);
	game_free(g);
	ui_close(&ui);
}

/* The numbers of stats as people and scripts read them: no trailing
 * zeros nor point, no minus before a zero, none without decimals to cut;
 * SQL's NULL none (or 0 where a count), a rate of nothing none. */
static void
test_stats_numbers(void **state)
{
	(void)state;
	char buf[32];
	assert_string_equal(stats_decimal(12.5, 2, buf, sizeof buf), "12.5");
	assert_string_equal(stats_decimal(12.0, 2, buf, sizeof buf), "12");
	assert_string_equal(stats_decimal(120, 0, buf, sizeof buf), "120");
	assert_string_equal(stats_decimal(-0.001, 1, buf, sizeof buf), "0");
	assert_string_equal(stats_decimal(-0.4, 0, buf, sizeof buf), "0");
	assert_string_equal(stats_number("2.50", 1, buf, sizeof buf), "2.5");
	assert_null(stats_number(NULL, 1, buf, sizeof buf));
	assert_int_equal(stats_int("42"), 42);
	assert_int_equal(stats_int(NULL), 0);
	assert_string_equal(stats_rate(2, 3, true, buf, sizeof buf), "66.7%");
	assert_string_equal(stats_rate(2, 3, false, buf, sizeof buf), "0.6667");
	assert_null(stats_rate(2, 0, true, buf, sizeof buf));
}

/* ---- the rows of a listing at their edges */

static const struct rows_column edge_columns[] = {
	{"name", false, false, true, true, false},
	{"note", false, false, true, true, false},
	{"items", false, true, true, true, false},
	{"n", true, false, true, true, false},
};

/* A cell of people's table shows 1,023 bytes at most, and a line of
 * cells wider than the line's buffer (4 KB) is written whole; the
 * cells of a table of thousands of rows are all kept. */
static void
test_rows_wide_and_long(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, false, false, false);
	static char wide[4][1501];
	for (int c = 0; c < 4; c++) {
		memset(wide[c], 'a' + c, 1500);
		wide[c][1500] = '\0';
	}
	struct rows r;
	rows_begin(&r, &ui, ROWS_TABLE, edge_columns, 4);
	rows_add(&r, (const char *const[]){wide[0], wide[1], wide[2], wide[3]});
	assert_true(rows_end(&r));
	char *text = drain(&ui.out);
	assert_int_equal(strlen(text), 4 * 1023 + 3 * 2 + 1);
	for (int c = 0; c < 4; c++) {
		assert_int_equal(strspn(text + c * 1025, wide[c]), 1023);
		if (c < 3)
			assert_memory_equal(text + c * 1025 + 1023, "  ", 2);
	}
	assert_string_equal(text + 3 * 1025 + 1023, "\n");
	free(text);
	/* 3,000 rows (some 200 KB of cells kept) */
	rows_begin(&r, &ui, ROWS_TABLE, edge_columns, 4);
	for (int i = 0; i < 3000; i++) {
		char n[16];
		snprintf(n, sizeof n, "%d", i);
		rows_add(&r, (const char *const[]){"row", NULL, NULL, n});   /* (two columns of none) */
	}
	assert_true(rows_end(&r));
	text = drain(&ui.out);
	assert_int_equal(strncmp(text, "row      0\nrow      1\n", 22), 0);
	size_t len = strlen(text);
	assert_true(len > 28);
	assert_string_equal(text + len - 28, "row      2998\nrow      2999\n");
	free(text);
	ui_close(&ui);
}

/* Rows for scripts: tabs and line ends in a value become spaces, what
 * cannot be seen an escape; titles are for people alone; a list's item
 * longer than 255 bytes is cut there.  For people, a column shown only
 * where filled is not shown when its values are all empty. */
static void
test_rows_for_scripts(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, false, false, false);
	struct rows r;
	rows_begin(&r, &ui, ROWS_TSV, edge_columns, 4);
	rows_head(&r, (const char *const[]){"NAME", "NOTE", "ITEMS", "N"});
	rows_add(&r, (const char *const[]){"a\tb", "c\nd\re", "x\033[2Jy", "1"});
	assert_true(rows_end(&r));
	expect_text(&ui.out, "name\tnote\titems\tn\na b\tc d e\tx\\x1b[2Jy\t1\n");
	static char item[301];
	memset(item, 'i', 300);
	char list[320];
	snprintf(list, sizeof list, "%s, j", item);
	rows_begin(&r, &ui, ROWS_JSON, edge_columns, 4);
	rows_add(&r, (const char *const[]){"a", NULL, list, "2"});
	assert_true(rows_end(&r));
	char want[400];
	snprintf(want, sizeof want, "{\"name\":\"a\",\"note\":null,\"items\":[\"%.255s\",\"j\"],"
	    "\"n\":2}\n", item);
	expect_text(&ui.out, want);
	rows_begin(&r, &ui, ROWS_TABLE, edge_columns, 4);
	r.where_filled = 1ull << 1;
	rows_head(&r, (const char *const[]){"name", "note", "items", "n"});
	rows_add(&r, (const char *const[]){"a", "", "x", "1"});
	rows_add(&r, (const char *const[]){"bb", NULL, "y", "2"});
	assert_true(rows_end(&r));
	expect_text(&ui.out, "name  items  n\na     x      1\nbb    y      2\n");
	ui_close(&ui);
}

/* More answers of hint: a chance of nothing named ("chance of making
 * it"), said exact with a note of its own; a loss of points past ten
 * whole; no rows; an estimate. */
static void
test_advice_footings(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, false, false, false);
	struct game *g = typed_game("yammaster", "yam-master", (const char *const[]){NULL});
	static struct advice a;
	memset(&a, 0, sizeof a);
	a.goal = ADVICE_CHANCE;
	a.exact = true;
	a.note = "as the rules count it";
	a.n = 1;
	a.choice[0] = (struct advice_choice){.then_verb = -1, .then_throw = 5, .bust = -1,
	    .why_seat = -1, .value = 0.5};
	assert_true(render_advice(&ui, g, &a, ROWS_TABLE, 0, NULL));
	char *out = drain(&ui.out);
	assert_string_equal(out,
	    "  alice: chance of making it, best first\n"
	    "  *  roll 5 dice  50.0%\n"
	    "  as the rules count it\n");
	free(out);
	a.goal = ADVICE_POINTS;
	a.has_turn = true;
	a.choice[0].value = -12.4;
	assert_true(render_advice(&ui, g, &a, ROWS_TABLE, 0, NULL));
	out = drain(&ui.out);
	assert_string_equal(out,
	    "  alice: expected points this turn, best first\n"
	    "  *  roll 5 dice  -12\n"
	    "  as the rules count it\n");
	free(out);
	a.goal = ADVICE_TOTAL;
	a.n = 0;
	a.exact = false;
	a.sampled = true;
	a.playouts = 1;
	assert_true(render_advice(&ui, g, &a, ROWS_TABLE, 0, NULL));
	out = drain(&ui.out);
	assert_string_equal(out,
	    "  alice: expected final total, best first\n"
	    "  an estimate, by playing 1 game out from here, each chance give or take its"
	    " standard error; hint --budget N plays more\n");
	free(out);
	/* (sampled: said an estimate, whatever else it says) */
	a.goal = ADVICE_CHANCE;
	a.exact = true;
	a.note = NULL;
	assert_true(render_advice(&ui, g, &a, ROWS_TABLE, 0, NULL));
	out = drain(&ui.out);
	assert_string_equal(out,
	    "  alice: chance of making it, best first\n"
	    "  an estimate, by playing 1 game out from here, each chance give or take its"
	    " standard error; hint --budget N plays more\n");
	free(out);
	game_free(g);
	ui_close(&ui);
}

/* The question of resuming a game cut to its buffer: the names that fit
 * in whole or in part, then nothing more. */
static void
test_resume_question_cut(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, false, true, false);
	struct game *g = new_game("10000", 2, (const char *const[]){"alice", "bob"});
	char buf[64];
	assert_string_equal(render_resume_question(&ui, g, buf, sizeof buf),
	    "Game #3 (10000: alice, bob) is unfinished: resume it? [Y/n] ");
	assert_string_equal(render_resume_question(&ui, g, buf, 12), "Game #3 (10");
	assert_string_equal(render_resume_question(&ui, g, buf, 24), "Game #3 (10000: alice, ");
	assert_string_equal(render_resume_question(&ui, g, buf, 28), "Game #3 (10000: alice, bob)");
	game_free(g);
	ui_close(&ui);
}

/* A row of games as the store reads it, at its edges: a number below
 * zero (an id mended by hand), no results yet, a result with no score
 * (none taken for it), scores past what a row holds (cut, as snprintf
 * cuts); to a page, the people's cells. */
static void
test_games_rows_at_edges(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, false, false, false);
	struct rows r;
	struct store_game_row row = {.id = -5, .game = "10000", .created = "2026-12-02 09:05:33",
	    .status = "playing", .players = "alice, bob", .entries = 3, .family = "farkle",
	    .results = "alice 100, bob", .turns = -2};
	render_games_begin(&r, &ui, ROWS_TSV);
	render_game_row(&r, &row);
	row.results = NULL;
	render_game_row(&r, &row);
	static char many[40 * 16];
	many[0] = '\0';
	for (int i = 0; i < 40; i++)
		snprintf(many + strlen(many), sizeof many - strlen(many), "%sp%d 123456789",
		    i ? ", " : "", i);
	row.results = many;
	render_game_row(&r, &row);
	assert_true(rows_end(&r));
	char *text = drain(&ui.out);
	const char *line = strchr(text, '\n');
	assert_non_null(line);
	assert_int_equal(strncmp(line + 1, "-5\t2026-12-02\t10000\talice, bob\tplaying\t\t3\t100\t-2\t"
	    "farkle\t2026-12-02 09:05:33\t\t\n-5\t2026-12-02\t10000\talice, bob\tplaying\t\t3\t\t-2\t",
	    strlen("-5\t2026-12-02\t10000\talice, bob\tplaying\t\t3\t100\t-2\tfarkle\t"
	    "2026-12-02 09:05:33\t\t\n-5\t2026-12-02\t10000\talice, bob\tplaying\t\t3\t\t-2\t")), 0);
	/* 23 scores of 9 bytes and their commas, then 2 bytes of the 24th:
	 * 255 in all */
	char want[300] = "";
	for (int i = 0; i < 23; i++)
		strcat(want, i ? ", 123456789" : "123456789");
	strcat(want, ", 12\t");
	assert_non_null(strstr(text, want));
	free(text);
	render_games_begin(&r, &ui, ROWS_HTML);
	row.results = "alice 100, bob 50";
	render_game_row(&r, &row);
	assert_true(rows_end(&r));
	text = drain(&ui.out);
	assert_non_null(strstr(text, "<tr><td>#-5</td><td>2026-12-02</td><td>10000</td>"
	    "<td>alice 100, bob 50</td><td>playing</td><td>-2 turns</td></tr>"));
	free(text);
	ui_close(&ui);
}

/* Text said at a terminal's width: none is an empty line; help of a
 * command of no other name says none; a command's usage without its
 * flags, the usage led by a blank, and one longer than the line holds
 * cut at a word. */
static void
test_said_at_edges(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, false, true, false);
	put_wrapped(ui.out, "", 0, 0, 40);
	expect_text(&ui.out, "\n");
	render_command_help(&ui, "go", NULL, (const char *const[]){NULL}, "", "goes", NULL);
	expect_text(&ui.out, "usage: go\n  goes\n");
	render_help_line_short(&ui, "go", NULL, " N [--fast] [--to FILE] WHERE", "goes");
	expect_text(&ui.out, "  go N WHERE               goes\n");
	char usage[400] = "";
	for (int i = 0; i < 30; i++)
		strcat(usage, "word0 word1 ");
	render_help_line_short(&ui, "go", NULL, usage, "goes");
	char *text = drain(&ui.out);
	/* "go " and the 26 words of the usage that fit 160 bytes with a
	 * blank and its NUL to spare (155) */
	const char *end = strchr(text, '\n');
	assert_non_null(end);
	assert_int_equal(end - text, 2 + 3 + 26 * 6 - 1);
	assert_int_equal(strncmp(end - 12, " word0 word1\n", 13), 0);
	free(text);
	ui_close(&ui);
}

/* The legend below the standings names the marks shown, the first after
 * two blanks and each other after a comma; a game's row with no players
 * (mended by hand) said with none. */
static void
test_legend_and_rows_of_none(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, false, false, false);
	render_sheet_legend(&ui, (const enum seat_state[]){SEAT_WAITING, SEAT_LOST}, 2);
	expect_text(&ui.out, "  -: lost\n");
	render_sheet_legend(&ui, (const enum seat_state[]){SEAT_TO_PLAY, SEAT_WON, SEAT_LOST}, 3);
	expect_text(&ui.out, "  >: to play, *: won, -: lost\n");
	render_sheet_legend(&ui, (const enum seat_state[]){SEAT_WAITING, SEAT_PLACED}, 2);
	expect_text(&ui.out, "");
	struct said s;
	struct store_game_row row = {.id = 4, .game = "10000", .players = NULL};
	said_start(&s);
	said_add_game(&s, &row);
	said_add(&s, "%s", "");
	said_add(&s, ")");
	say_line(&ui, &s);
	expect_text(&ui.out, "game #4 (10000: )\n");
	ui_close(&ui);
}

/* Crosses of different counts past the title's width: the column after
 * them is where it is on every row, under its title; the score's title
 * over the numbers' right edge (bob makes 10000 and wins). */
static void
test_crosses_aligned(void **state)
{
	(void)state;
	struct ui ui = ui_files(false, false, true, false);
	struct farkle_scorer *r = rules_of("10000", (const char *const[]){"crosses=40", NULL});
	struct game *g = game_of("10000", r, 2, (const char *const[]){"alice", "bob"}, 8);
	free(r);
	play(g, "t11123");
	play(g, "b");           /* alice opens with 1000 */
	play(g, "t11123");
	play(g, "b");           /* bob too */
	for (int i = 0; i < 9; i++) {
		play(g, "t22346");      /* alice busts */
		play(g, "t11123");
		play(g, "b");           /* bob banks 1000 */
	}
	render_sheet(&ui, g, false);
	char *text = drain(&ui.out);
	expect_contains(text, "\n            score  crosses    opened\n"
	    "  alice      1000  xxxxxxxxx  yes\n"
	    "* bob       10000             yes\n");
	free(text);
	game_free(g);
	ui_close(&ui);
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_render_day),
		cmocka_unit_test(test_people_numbers),
		cmocka_unit_test(test_json_checker),
		cmocka_unit_test(test_json_string),
		cmocka_unit_test(test_utf8_length),
		cmocka_unit_test(test_render_json_playing),
		cmocka_unit_test(test_render_json_crosses),
		cmocka_unit_test(test_render_json_finished),
		cmocka_unit_test(test_prompt),
		cmocka_unit_test(test_refusal),
		cmocka_unit_test(test_sheet),
		cmocka_unit_test(test_sheet_columns),
		cmocka_unit_test(test_help),
		cmocka_unit_test(test_verb_help),
		cmocka_unit_test(test_choices),
		cmocka_unit_test(test_eval),
		cmocka_unit_test(test_rules),
		cmocka_unit_test(test_outcome),
		cmocka_unit_test(test_say),
		cmocka_unit_test(test_sheet_model),
		cmocka_unit_test(test_sheet_by_default),
		cmocka_unit_test(test_qr),
		cmocka_unit_test(test_prompt_edges),
		cmocka_unit_test(test_grid_in_bands),
		cmocka_unit_test(test_say_now_wrapped),
		cmocka_unit_test(test_qr_too_long),
		cmocka_unit_test(test_many_crosses),
		cmocka_unit_test(test_advice_reasons),
		cmocka_unit_test(test_stats_numbers),
		cmocka_unit_test(test_rows_wide_and_long),
		cmocka_unit_test(test_rows_for_scripts),
		cmocka_unit_test(test_advice_footings),
		cmocka_unit_test(test_resume_question_cut),
		cmocka_unit_test(test_games_rows_at_edges),
		cmocka_unit_test(test_said_at_edges),
		cmocka_unit_test(test_legend_and_rows_of_none),
		cmocka_unit_test(test_crosses_aligned),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
