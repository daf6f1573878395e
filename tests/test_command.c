/* The command table and the running of one line, against a real in-memory
 * store: what a person or a script sees for each line typed. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "game.h"
#include "store.h"
#include "tapis.h"
#include "text.h"

/* ---- command_find */

static const struct command *
find(const char *word, char *why, size_t whylen)
{
	why[0] = '\0';
	return command_find(word, why, whylen);
}

static const struct command *
named(const char *name)
{
	for (size_t i = 0; i < ncommands; i++)
		if (strcmp(commands[i].name, name) == 0)
			return &commands[i];
	fail_msg("no command %s in the table", name);
	return NULL;
}

static void
test_find_exact_names(void **state)
{
	(void)state;
	char why[256];
	for (size_t i = 0; i < ncommands; i++)
		assert_ptr_equal(find(commands[i].name, why, sizeof why), &commands[i]);
	assert_string_equal(find("roll", why, sizeof why)->name, "roll");
	assert_string_equal(find("bank", why, sizeof why)->name, "bank");
	assert_string_equal(find("new", why, sizeof why)->name, "new");
	assert_string_equal(find("redo", why, sizeof why)->name, "redo");
	assert_string_equal(find("resume", why, sizeof why)->name, "resume");
}

static void
test_find_aliases(void **state)
{
	(void)state;
	char why[256];
	assert_ptr_equal(find("throw", why, sizeof why), named("roll"));
	assert_ptr_equal(find("lancer", why, sizeof why), named("roll"));
	assert_ptr_equal(find("reprendre", why, sizeof why), named("take"));
	assert_ptr_equal(find("exit", why, sizeof why), named("quit"));
	/* Every alias of the table finds its own command. */
	for (size_t i = 0; i < ncommands; i++)
		for (const char *const *a = commands[i].aliases; *a; a++)
			assert_ptr_equal(find(*a, why, sizeof why), &commands[i]);
}

static void
test_find_unique_prefixes(void **state)
{
	(void)state;
	char why[256];
	assert_ptr_equal(find("ba", why, sizeof why), named("bank"));
	assert_ptr_equal(find("sh", why, sizeof why), named("sheet"));
	assert_ptr_equal(find("she", why, sizeof why), named("sheet"));
	assert_ptr_equal(find("ro", why, sizeof why), named("roll"));
	assert_ptr_equal(find("ru", why, sizeof why), named("rules"));
	assert_ptr_equal(find("red", why, sizeof why), named("redo"));
	assert_ptr_equal(find("res", why, sizeof why), named("resume"));
	assert_ptr_equal(find("ex", why, sizeof why), named("export"));
}

static void
test_find_ambiguous(void **state)
{
	(void)state;
	char why[256];
	assert_null(find("re", why, sizeof why));
	assert_non_null(strstr(why, "ambiguous"));
	assert_non_null(strstr(why, "redo"));
	assert_non_null(strstr(why, "resume"));
	assert_null(find("r", why, sizeof why));
	assert_non_null(strstr(why, "ambiguous"));
	assert_non_null(strstr(why, "roll"));
	assert_non_null(strstr(why, "rules"));
}

static void
test_find_unknown(void **state)
{
	(void)state;
	char why[256];
	assert_null(find("frobnicate", why, sizeof why));
	assert_non_null(strstr(why, "unknown command"));
	assert_non_null(strstr(why, "frobnicate"));
	/* A word longer than any name is not a prefix of it, but near it. */
	assert_null(find("banks", why, sizeof why));
	assert_string_equal(why, "unknown command 'banks': did you mean bank? (type help for the"
	    " list)");
	/* Within two letters of a name or an alias: the near ones are named. */
	assert_null(find("bnak", why, sizeof why));
	assert_string_equal(why, "unknown command 'bnak': did you mean bank? (type help for the"
	    " list)");
	assert_null(find("garer", why, sizeof why));
	assert_non_null(strstr(why, "did you mean garder?"));
	assert_null(find("feuile", why, sizeof why));
	assert_non_null(strstr(why, "did you mean feuille?"));
	/* Nothing near: no guess. */
	assert_null(find("zzzzzz", why, sizeof why));
	assert_string_equal(why, "unknown command 'zzzzzz' (type help for the list)");
}

static void
test_find_any_case_and_accents(void **state)
{
	(void)state;
	char why[256];
	/* A phone keyboard capitalises the first letter. */
	assert_ptr_equal(find("BANK", why, sizeof why), named("bank"));
	assert_ptr_equal(find("Bank", why, sizeof why), named("bank"));
	assert_ptr_equal(find("Garder", why, sizeof why), named("keep"));
	assert_ptr_equal(find("Ke", why, sizeof why), named("keep"));
	/* French words with or without their accents, in any case. */
	assert_ptr_equal(find("r\xc3\xa8gles", why, sizeof why), named("rules"));
	assert_ptr_equal(find("regles", why, sizeof why), named("rules"));
	assert_ptr_equal(find("R\xc3\x88GLES", why, sizeof why), named("rules"));
	assert_ptr_equal(find("evaluer", why, sizeof why), named("eval"));
	/* A prefix of a French word, where no English name has it. */
	assert_ptr_equal(find("garde", why, sizeof why), named("keep"));
	assert_ptr_equal(find("feuil", why, sizeof why), named("sheet"));
	assert_ptr_equal(find("quitt", why, sizeof why), named("quit"));
	/* What cannot be undone is typed whole: no prefix reaches it. */
	assert_ptr_equal(find("abandon", why, sizeof why), named("abandon"));
	assert_ptr_equal(find("Supprimer", why, sizeof why), named("delete"));
	assert_null(find("abandonn", why, sizeof why));
	assert_null(find("abando", why, sizeof why));
	assert_null(find("del", why, sizeof why));
	assert_null(find("supp", why, sizeof why));
	/* Not UTF-8: refused with the reason. */
	assert_null(find("b\xe9", why, sizeof why));
	assert_non_null(strstr(why, "UTF-8"));
}

static void
test_every_command_has_a_french_word(void **state)
{
	(void)state;
	/* The issue's list, and one for every command of the table. */
	static const char *const french[][2] = {
		{"nouvelle", "new"}, {"lancer", "roll"}, {"garder", "keep"}, {"banque", "bank"},
		{"marquer", "bank"}, {"reprendre", "take"}, {"annuler", "undo"},
		{"refaire", "redo"}, {"feuille", "sheet"}, {"r\xc3\xa8gles", "rules"},
		{"parties", "games"}, {"reprise", "resume"}, {"aide", "help"},
		{"quitter", "quit"},
	};
	char why[256];
	for (size_t i = 0; i < sizeof french / sizeof french[0]; i++)
		assert_ptr_equal(find(french[i][0], why, sizeof why), named(french[i][1]));
	for (size_t i = 0; i < ncommands; i++) {
		bool has_word = false;
		for (const char *const *a = commands[i].aliases; *a; a++)
			has_word = has_word || (**a != '?' && strcmp(*a, "exit") != 0 &&
			    strcmp(*a, "throw") != 0);
		if (!has_word)
			fail_msg("%s has no French alias", commands[i].name);
	}
}

static void
test_table_is_well_formed(void **state)
{
	(void)state;
	const char *seen[256];
	size_t nseen = 0;
	assert_true(ncommands > 0);
	for (size_t i = 0; i < ncommands; i++) {
		const struct command *c = &commands[i];
		assert_non_null(c->name);
		assert_true(c->name[0] != '\0');
		assert_non_null(c->help);
		assert_true(c->help[0] != '\0');
		assert_non_null(c->usage);
		assert_non_null(c->run);
		assert_true(c->min_args >= 0);
		assert_true(c->max_args == CMD_ANY || c->max_args >= c->min_args);
		/* A command that takes no arguments shows none. */
		if (c->max_args == 0)
			assert_string_equal(c->usage, "");
		else
			assert_true(c->usage[0] != '\0');
		assert_true(nseen < sizeof seen / sizeof seen[0]);
		seen[nseen++] = c->name;
		for (size_t k = 0; k < sizeof c->aliases / sizeof c->aliases[0]; k++) {
			if (c->aliases[k] == NULL)
				break;
			assert_true(c->aliases[k][0] != '\0');
			assert_true(nseen < sizeof seen / sizeof seen[0]);
			seen[nseen++] = c->aliases[k];
		}
		/* The aliases are NULL-terminated within their array. */
		size_t k = 0;
		while (k < sizeof c->aliases / sizeof c->aliases[0] && c->aliases[k] != NULL)
			k++;
		assert_true(k < sizeof c->aliases / sizeof c->aliases[0]);
	}
	/* No two commands or aliases share a name. */
	for (size_t i = 0; i < nseen; i++)
		for (size_t j = i + 1; j < nseen; j++)
			if (strcmp(seen[i], seen[j]) == 0)
				fail_msg("'%s' names two commands or aliases", seen[i]);
}

/* ---- command_run_line */

struct fixture {
	struct tapis t;
	long out_mark, err_mark;
	char out[16384];          /* what the last line printed */
	char err[16384];
};

static int
setup(void **state)
{
	struct fixture *f = calloc(1, sizeof *f);
	char err[256] = "";
	assert_non_null(f);
	f->t.store = store_open(":memory:", err, sizeof err);
	if (f->t.store == NULL)
		fail_msg("store_open: %s", err);
	f->t.db_path = ":memory:";
	f->t.ui.out = tmpfile();
	f->t.ui.err = tmpfile();
	assert_non_null(f->t.ui.out);
	assert_non_null(f->t.ui.err);
	f->t.ui.interactive = false;
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	struct fixture *f = *state;
	session_close(&f->t);
	store_close(f->t.store);
	fclose(f->t.ui.out);
	fclose(f->t.ui.err);
	free(f);
	return 0;
}

/* Reads what was written to file since *mark into buf, and moves the mark. */
static void
take_output(FILE *file, long *mark, char *buf, size_t len)
{
	assert_int_equal(fflush(file), 0);
	long end = ftell(file);
	assert_true(end >= *mark);
	size_t n = (size_t)(end - *mark);
	assert_true(n < len);
	assert_int_equal(fseek(file, *mark, SEEK_SET), 0);
	assert_int_equal(fread(buf, 1, n, file), n);
	buf[n] = '\0';
	assert_int_equal(fseek(file, end, SEEK_SET), 0);
	*mark = end;
}

/* Runs text as line number `line`; what it printed lands in f->out, f->err. */
static enum cmd_status
run(struct fixture *f, long line, const char *text)
{
	f->t.line = line;
	enum cmd_status status = command_run_line(&f->t, text);
	take_output(f->t.ui.out, &f->out_mark, f->out, sizeof f->out);
	take_output(f->t.ui.err, &f->err_mark, f->err, sizeof f->err);
	return status;
}

/* The line is refused: one line on stderr, `tapis: line N: ` then a message
 * holding `expect`, and nothing on stdout. */
static void
assert_refused(struct fixture *f, long line, const char *text, const char *expect)
{
	char prefix[64];
	enum cmd_status status = run(f, line, text);
	if (status != CMD_REJECTED)
		fail_msg("'%s' was not refused (status %d, out '%s')", text, (int)status, f->out);
	snprintf(prefix, sizeof prefix, "tapis: line %ld: ", line);
	if (strncmp(f->err, prefix, strlen(prefix)) != 0)
		fail_msg("'%s': stderr '%s' does not start with '%s'", text, f->err, prefix);
	if (strstr(f->err, expect) == NULL)
		fail_msg("'%s': stderr '%s' does not say '%s'", text, f->err, expect);
	size_t n = strlen(f->err);
	assert_true(n > 0 && f->err[n - 1] == '\n');
	assert_ptr_equal(strchr(f->err, '\n'), f->err + n - 1);   /* one line */
	assert_string_equal(f->out, "");
}

static void
assert_ok(struct fixture *f, long line, const char *text)
{
	enum cmd_status status = run(f, line, text);
	if (status != CMD_OK)
		fail_msg("'%s' was refused (status %d): %s", text, (int)status, f->err);
	assert_string_equal(f->err, "");
}

static int64_t
games_stored(struct fixture *f)
{
	return store_latest(f->t.store);
}

static void
test_wrong_argument_counts(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "new", "usage: new ");
	assert_refused(f, 2, "bank now", "usage: bank");
	assert_refused(f, 3, "undo 2", "usage: undo");
	assert_refused(f, 4, "rules 10000 5000", "usage: rules [GAME]");
	assert_refused(f, 5, "export", "usage: export --json [GAME]");
	assert_refused(f, 6, "export --json 1 2", "usage: export");
	assert_refused(f, 7, "keep", "usage: keep FACES");
	assert_refused(f, 8, "ba 1", "usage: bank");     /* by prefix */
	assert_refused(f, 9, "exit now", "usage: quit"); /* by alias */
	assert_false(f->t.quit);
	assert_null(f->t.game);
	assert_int_equal(games_stored(f), 0);

	/* The same with a game open: nothing is played. */
	assert_ok(f, 10, "new 10000 alice bob");
	assert_refused(f, 11, "bank 500", "usage: bank");
	assert_refused(f, 12, "take it", "usage: take");
	assert_int_equal(f->t.game->nactive, 0);
}

/* What a game's entries are, as "throw 1 1 5 3 4, keep 1 1". */
static void
entries_are(struct fixture *f, const char *want)
{
	char got[512] = "";
	const struct game *g = f->t.game;
	for (int i = 0; i < g->nactive; i++) {
		char dice[24] = "";
		if (g->entry[i].action.dice.n > 0)
			snprintf(dice, sizeof dice, " %s", dice_format(&g->entry[i].action.dice,
			    (char[24]){0}, 24));
		snprintf(got + strlen(got), sizeof got - strlen(got), "%s%s%s", i ? ", " : "",
		    farkle_action_names[g->entry[i].action.kind], dice);
	}
	assert_string_equal(got, want);
}

static void
test_several_commands_on_a_line(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "new 10000 alice bob");
	/* Each part is an entry of its own: undo takes back one at a time. */
	assert_ok(f, 2, "1 1 5 3 4; keep 1 1 ;3 3 3");
	entries_are(f, "throw 1 1 5 3 4, keep 1 1, throw 3 3 3");
	assert_non_null(strstr(f->out, "set aside 1 1"));
	assert_ok(f, 3, "undo");
	entries_are(f, "throw 1 1 5 3 4, keep 1 1");

	/* A refused part: the parts before it stay, the rest do not run, and
	 * the refusal names the part. */
	assert_int_equal(run(f, 4, "3 3 3; keep 6; bank"), CMD_REJECTED);
	assert_non_null(strstr(f->out, "scoring: 3 3 3 = 300"));
	assert_string_equal(f->err, "tapis: line 4: command 2, 'keep 6': there is no 6 in the throw"
	    " 3 3 3\n");
	entries_are(f, "throw 1 1 5 3 4, keep 1 1, throw 3 3 3");
	assert_int_equal(f->t.game->state.phase, PHASE_THROWN);

	/* An empty part is refused before any part runs. */
	assert_refused(f, 5, "keep 3 3 3;; bank", "command 2 of 3 on the line is empty");
	assert_refused(f, 6, "keep 3 3 3;", "command 2 of 2 on the line is empty");
	assert_refused(f, 7, ";keep 3 3 3", "command 1 of 2 on the line is empty");
	assert_refused(f, 8, "keep 3 3 3; ; bank", "is empty");
	entries_are(f, "throw 1 1 5 3 4, keep 1 1, throw 3 3 3");

	/* Any command may be one of them. */
	assert_ok(f, 9, "keep 3 3 3; sheet; 1 2 3 4 6; bank");
	entries_are(f, "throw 1 1 5 3 4, keep 1 1, throw 3 3 3, keep 3 3 3, throw 1 2 3 4 6, bank");
	assert_non_null(strstr(f->out, "alice opens with 600"));
	/* A comment is the whole line, ';' and all. */
	assert_ok(f, 10, "# keep 1; bank");
	assert_string_equal(f->out, "");
}

/* A person at the terminal, whose answers are scripted: NULL is the end
 * of input.  The question asked is kept. */
static const char *scripted_answer;
static char asked[256];

static bool
scripted_ask(struct tapis *t, const char *question, char *answer, size_t len)
{
	(void)t;
	snprintf(asked, sizeof asked, "%s", question);
	if (scripted_answer == NULL)
		return false;
	snprintf(answer, len, "%s", scripted_answer);
	return true;
}

static void
test_ambiguous_throw_asks_at_a_terminal(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "new 10000 alice bob");
	assert_ok(f, 2, "6 1 1 6 5");
	/* A script cannot answer: refused, as before. */
	assert_refused(f, 3, "6 2 5", "1 1 or 1 5");
	entries_are(f, "throw 6 1 1 6 5");

	/* At a terminal, the one question instead, and the short answer. */
	f->t.ask = scripted_ask;
	scripted_answer = "1 6";
	asked[0] = '\0';
	assert_refused(f, 4, "6 2 5", "1 6 is not one of 1 1 or 1 5: nothing entered");
	assert_string_equal(asked, "  set aside 1 1 or 1 5? ");
	entries_are(f, "throw 6 1 1 6 5");
	scripted_answer = NULL;
	assert_refused(f, 5, "6 2 5", "nothing entered");
	scripted_answer = "   ";
	assert_refused(f, 6, "6 2 5", "nothing entered");
	scripted_answer = "x";
	assert_refused(f, 7, "6 2 5", "not a die face");
	entries_are(f, "throw 6 1 1 6 5");

	scripted_answer = "11";
	assert_ok(f, 8, "6 2 5");
	entries_are(f, "throw 6 1 1 6 5, keep 1 1, throw 6 2 5");
	assert_non_null(strstr(f->out, "set aside 1 1: turn 200"));
	assert_non_null(strstr(f->out, "scoring: 5 = 50"));
	/* Two entries: undo takes back the throw, then the keep. */
	assert_ok(f, 9, "undo");
	entries_are(f, "throw 6 1 1 6 5, keep 1 1");

	/* Where only one group fits, nothing is asked. */
	assert_ok(f, 10, "undo");
	asked[0] = '\0';
	assert_ok(f, 11, "6 2");
	assert_string_equal(asked, "");
	entries_are(f, "throw 6 1 1 6 5, throw 6 2");
	f->t.ask = NULL;
}

static void
test_forgotten_bank(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "new 10000 alice bob");
	assert_ok(f, 2, "1 1 1 2 3");
	assert_ok(f, 3, "keep 1 1 1");
	/* Five dice typed while alice could bank: bob's throw, surely. */
	assert_refused(f, 4, "2 2 3 4 6", "5 dice typed, a full hand: did alice bank? type bank first");
	/* Right after the throw too, where the five are no full hand. */
	assert_ok(f, 5, "undo");
	assert_refused(f, 6, "2 2 3 4 6", "did alice bank? type bank first");
	entries_are(f, "throw 1 1 1 2 3");
	/* A player who cannot bank yet (500 to open) is told the count only. */
	assert_ok(f, 7, "undo");
	assert_ok(f, 8, "1 2 3 4 6");
	assert_ok(f, 9, "keep 1");
	assert_refused(f, 10, "2 2 3 4 6", "5 dice typed, 4 in hand");
	assert_null(strstr(f->err, "bank"));
	/* A full hand that the rules take is no mistake: nothing to say. */
	assert_ok(f, 11, "undo");
	assert_ok(f, 12, "undo");
	assert_ok(f, 13, "1 1 1 5 5");
	assert_ok(f, 14, "2 2 3 4 6");
	entries_are(f, "throw 1 1 1 5 5, throw 2 2 3 4 6");
}

static void
test_digit_line_is_a_throw(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "new 10000 alice bob");
	assert_non_null(f->t.game);
	assert_ok(f, 2, "11534");
	assert_true(f->out[0] != '\0');
	assert_int_equal(f->t.game->nactive, 1);
	assert_int_equal(f->t.game->entry[0].action.kind, ACTION_THROW);
	assert_int_equal(f->t.game->entry[0].action.dice.n, 5);
	assert_memory_equal(f->t.game->entry[0].action.dice.face, "\1\1\5\3\4", 5);
	assert_int_equal(f->t.game->state.phase, PHASE_THROWN);

	/* Faces with spaces, after taking it back, do the same. */
	assert_ok(f, 3, "undo");
	assert_int_equal(f->t.game->nactive, 0);
	assert_ok(f, 4, "1 1 5 3 4");
	assert_int_equal(f->t.game->nactive, 1);
	assert_int_equal(f->t.game->entry[0].action.kind, ACTION_THROW);
	assert_memory_equal(f->t.game->entry[0].action.dice.face, "\1\1\5\3\4", 5);

	/* A digit line the rules refuse is refused like any entry. */
	assert_refused(f, 5, "7 7 7 7 7", "7");
	assert_int_equal(f->t.game->nactive, 1);
}

static void
test_blank_and_comment_lines(void **state)
{
	struct fixture *f = *state;
	static const char *const quiet[] = {"", " ", "   \t  ", "\n", "\r\n", "# comment",
	    "#", "   # indented comment", "#bank", "# new 10000 alice"};
	for (size_t i = 0; i < sizeof quiet / sizeof quiet[0]; i++) {
		assert_int_equal(run(f, (long)i + 1, quiet[i]), CMD_OK);
		assert_string_equal(f->out, "");
		assert_string_equal(f->err, "");
	}
	assert_null(f->t.game);
	assert_int_equal(games_stored(f), 0);

	/* With a game open, too: nothing is played. */
	assert_ok(f, 20, "new 10000 alice bob");
	assert_ok(f, 21, "11534");
	for (size_t i = 0; i < sizeof quiet / sizeof quiet[0]; i++) {
		assert_int_equal(run(f, 22, quiet[i]), CMD_OK);
		assert_string_equal(f->out, "");
		assert_string_equal(f->err, "");
	}
	assert_int_equal(f->t.game->nactive, 1);
	assert_int_equal(f->t.game->state.phase, PHASE_THROWN);
}

static void
test_entries_need_a_game(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "1 1 5 3 4", "no game open");
	assert_refused(f, 2, "11534", "no game open");
	assert_refused(f, 3, "roll 1 1 5 3 4", "no game open");
	assert_refused(f, 4, "keep 1", "no game open");
	assert_refused(f, 5, "bank", "no game open");
	assert_refused(f, 6, "undo", "no game open");
	assert_refused(f, 7, "sheet", "no game open");
	assert_int_equal(games_stored(f), 0);
}

static void
test_unknown_and_ambiguous_commands(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "frobnicate", "unknown command");
	assert_refused(f, 2, "re", "ambiguous");
	assert_refused(f, 3, "frobnicate 1 2 3", "frobnicate");
}

static void
test_new_needs_players(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "new 10000", "player");
	assert_refused(f, 2, "new 10000 overshoot=minus2000", "player");
	assert_null(f->t.game);
	assert_int_equal(games_stored(f), 0);
}

static void
test_new_refuses_a_name_twice(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "new 10000 alice Alice", "twice");
	assert_non_null(strstr(f->err, "Alice"));
	assert_refused(f, 2, "new 10000 alice bob ALICE", "twice");
	assert_null(f->t.game);
	assert_int_equal(games_stored(f), 0);
}

/* The line of `rules` output for option name, into buf. */
static const char *
rules_line(const char *text, const char *name, char *buf, size_t len)
{
	char key[64];
	snprintf(key, sizeof key, "  %s ", name);
	const char *p = strstr(text, key);
	if (p == NULL)
		fail_msg("no line for %s in:\n%s", name, text);
	const char *nl = strchr(p, '\n');
	size_t n = nl ? (size_t)(nl - p) : strlen(p);
	if (n >= len)
		n = len - 1;
	memcpy(buf, p, n);
	buf[n] = '\0';
	return buf;
}

static void
test_new_with_an_option(void **state)
{
	struct fixture *f = *state;
	char line[256];
	assert_ok(f, 1, "new 10000 alice overshoot=minus2000");
	assert_non_null(f->t.game);
	assert_int_equal(f->t.game->nplayers, 1);
	assert_string_equal(f->t.game->name[0], "alice");
	assert_string_equal(f->t.game->ruleset, "10000");
	assert_int_equal(game_rules(f->t.game)->overshoot, OVERSHOOT_MINUS);
	assert_int_equal(game_rules(f->t.game)->overshoot_points, 2000);
	assert_int_equal(games_stored(f), 1);

	assert_ok(f, 2, "rules");
	assert_non_null(strstr(rules_line(f->out, "overshoot", line, sizeof line), "minus2000"));
	/* Options left alone keep the preset's value. */
	assert_non_null(strstr(rules_line(f->out, "target", line, sizeof line), "10000"));

	/* The game read back from the store has the option too. */
	session_close(&f->t);
	assert_ok(f, 3, "resume 1");
	assert_int_equal(game_rules(f->t.game)->overshoot, OVERSHOOT_MINUS);
	assert_ok(f, 4, "rules");
	assert_non_null(strstr(rules_line(f->out, "overshoot", line, sizeof line), "minus2000"));
}

static void
test_new_refuses_an_unknown_option(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "new 10000 alice foo=1", "foo");
	assert_non_null(strstr(f->err, "unknown option"));
	assert_refused(f, 2, "new 10000 alice overshoot=sideways", "sideways");
	assert_refused(f, 3, "new 10000 alice target=lots", "target");
	assert_null(f->t.game);
	assert_int_equal(games_stored(f), 0);
}

static void
test_new_six_dice_combinations(void **state)
{
	struct fixture *f = *state;
	/* Three pairs need six dice. */
	assert_refused(f, 1, "new 10000 alice pairs=600", "pairs");
	assert_null(f->t.game);
	assert_int_equal(games_stored(f), 0);

	assert_ok(f, 2, "new 10000 alice dice=6 pairs=600");
	assert_non_null(f->t.game);
	assert_int_equal(game_rules(f->t.game)->dice, 6);
	assert_int_equal(game_rules(f->t.game)->three_pairs, 600);
	assert_int_equal(f->t.game->state.in_hand, 6);
	assert_int_equal(games_stored(f), 1);

	/* The rules are checked as a whole, whatever the order typed. */
	assert_ok(f, 3, "new 10000 bob pairs=600 dice=6");
	assert_int_equal(game_rules(f->t.game)->three_pairs, 600);
	assert_int_equal(games_stored(f), 2);

	/* And the pairs score in that game. */
	assert_ok(f, 4, "2 2 3 3 4 4");
	assert_int_equal(f->t.game->state.phase, PHASE_THROWN);
	assert_ok(f, 5, "keep 2 2 3 3 4 4");
	assert_int_equal(f->t.game->state.turn_points, 600);
}

static void
test_new_refuses_an_unknown_game(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "new 9999 alice", "9999");
	/* The message lists the games there are. */
	for (size_t i = 0; i < farkle_npresets; i++)
		assert_non_null(strstr(f->err, farkle_presets[i].name));
	assert_non_null(strstr(f->err, "10000:350"));
	assert_non_null(strstr(f->err, "5000"));
	assert_null(f->t.game);
	assert_int_equal(games_stored(f), 0);
}

static void
test_quit_and_its_alias(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "exit");
	assert_true(f->t.quit);
	f->t.quit = false;
	assert_ok(f, 2, "quit");
	assert_true(f->t.quit);
}

static void
test_interactive_refusals_on_stdout(void **state)
{
	struct fixture *f = *state;
	f->t.ui.interactive = true;
	assert_int_equal(run(f, 1, "bank"), CMD_REJECTED);
	assert_string_equal(f->err, "");
	assert_non_null(strstr(f->out, "no game open"));
}


/* ---- delete asks at the terminal */

static const char *next_answer;    /* NULL: the end of input */
static char asked[256];

/* The REPL's ask, with the answer given by the test. */
static bool
answer_with(struct tapis *t, const char *question, char *answer, size_t len)
{
	(void)t;
	snprintf(asked, sizeof asked, "%s", question);
	if (next_answer == NULL)
		return false;
	snprintf(answer, len, "%s", next_answer);
	return true;
}

static void
test_delete_asks_at_the_terminal(void **state)
{
	struct fixture *f = *state;
	static const char *const no[] = {"n", "", "non", "maybe", NULL};
	f->t.ask = answer_with;
	assert_ok(f, 1, "new 10000 alice bob");
	assert_ok(f, 2, "1 1 5 3 4");
	/* Only yes deletes: no, an empty line, other words, the end of input. */
	for (size_t i = 0; i < sizeof no / sizeof no[0]; i++) {
		next_answer = no[i];
		asked[0] = '\0';
		assert_ok(f, 3, "delete 1");
		assert_string_equal(asked, "delete game #1 (10000: alice, bob, 1 entry)? [y/N] ");
		assert_string_equal(f->out, "game #1 is kept: nothing deleted\n");
		assert_int_equal(games_stored(f), 1);
		assert_non_null(f->t.game);
	}
	next_answer = " Oui ";
	assert_ok(f, 4, "supprimer #1");
	assert_string_equal(f->out, "deleted game #1 (10000: alice, bob, 1 entry)\n");
	assert_int_equal(games_stored(f), 0);
	assert_null(f->t.game);
	/* --yes asks nothing. */
	assert_ok(f, 5, "new 10000 carol");
	asked[0] = '\0';
	assert_ok(f, 6, "delete --yes 2");
	assert_string_equal(asked, "");
	assert_int_equal(games_stored(f), 0);
}

static void
test_delete_and_abandon_refusals(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "abandon", "no game open to abandon");
	assert_refused(f, 2, "abandon 3", "there is no game #3");
	assert_refused(f, 3, "delete 3 --yes", "there is no game #3");
	assert_refused(f, 4, "delete x", "'x' is not a game number");
	assert_refused(f, 5, "delete", "usage: delete GAME [--yes]");
	assert_ok(f, 6, "new 10000 alice bob");
	assert_refused(f, 7, "delete 1", "delete in a script needs --yes: delete 1 --yes");
	assert_refused(f, 8, "delete 1 1", "one game at a time");
	assert_ok(f, 9, "abandonner");
	assert_null(f->t.game);
	assert_refused(f, 10, "abandon 1", "game #1 is already abandoned");
	assert_refused(f, 11, "resume 1", "game #1 was abandoned");
	assert_refused(f, 12, "resume", "no unfinished game to resume");
}

static void
test_new_over_an_unfinished_game(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "new 10000 alice bob");
	assert_ok(f, 2, "new 5000 carol");
	assert_non_null(strstr(f->out, "\ngame #1 (10000: alice, bob) stays unfinished:"
	    " resume 1 takes it up again\n"));
	/* Over a finished game, or none, nothing more is said. */
	assert_ok(f, 3, "new 10000 dan target=1000 opening=0");
	assert_ok(f, 4, "1 1 1 2 3");
	assert_ok(f, 5, "bank");
	assert_ok(f, 6, "new 10000 eve");
	assert_null(strstr(f->out, "unfinished"));
	/* Over an abandoned one neither (it is closed anyway). */
	assert_ok(f, 7, "abandon");
	assert_ok(f, 8, "new 10000 eve");
	assert_null(strstr(f->out, "unfinished"));
}

static void
test_reply_of(void **state)
{
	(void)state;
	assert_int_equal(reply_of("y"), REPLY_YES);
	assert_int_equal(reply_of(" YES \n"), REPLY_YES);
	assert_int_equal(reply_of("o"), REPLY_YES);
	assert_int_equal(reply_of("Oui"), REPLY_YES);
	assert_int_equal(reply_of("n"), REPLY_NO);
	assert_int_equal(reply_of("No"), REPLY_NO);
	assert_int_equal(reply_of("non"), REPLY_NO);
	assert_int_equal(reply_of(NULL), REPLY_NO);
	assert_int_equal(reply_of(""), REPLY_EMPTY);
	assert_int_equal(reply_of("  \t"), REPLY_EMPTY);
	assert_int_equal(reply_of("yes please"), REPLY_OTHER);
	assert_int_equal(reply_of("yeah"), REPLY_OTHER);
	assert_int_equal(reply_of("ouiouioui"), REPLY_OTHER);
	assert_int_equal(reply_of("new 10000 a"), REPLY_OTHER);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_find_exact_names),
		cmocka_unit_test(test_find_aliases),
		cmocka_unit_test(test_find_unique_prefixes),
		cmocka_unit_test(test_find_ambiguous),
		cmocka_unit_test(test_find_unknown),
		cmocka_unit_test(test_find_any_case_and_accents),
		cmocka_unit_test(test_every_command_has_a_french_word),
		cmocka_unit_test(test_table_is_well_formed),
		cmocka_unit_test_setup_teardown(test_wrong_argument_counts, setup, teardown),
		cmocka_unit_test_setup_teardown(test_digit_line_is_a_throw, setup, teardown),
		cmocka_unit_test_setup_teardown(test_several_commands_on_a_line, setup, teardown),
		cmocka_unit_test_setup_teardown(test_ambiguous_throw_asks_at_a_terminal, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_forgotten_bank, setup, teardown),
		cmocka_unit_test_setup_teardown(test_blank_and_comment_lines, setup, teardown),
		cmocka_unit_test_setup_teardown(test_entries_need_a_game, setup, teardown),
		cmocka_unit_test_setup_teardown(test_unknown_and_ambiguous_commands, setup, teardown),
		cmocka_unit_test_setup_teardown(test_new_needs_players, setup, teardown),
		cmocka_unit_test_setup_teardown(test_new_refuses_a_name_twice, setup, teardown),
		cmocka_unit_test_setup_teardown(test_new_with_an_option, setup, teardown),
		cmocka_unit_test_setup_teardown(test_new_refuses_an_unknown_option, setup, teardown),
		cmocka_unit_test_setup_teardown(test_new_six_dice_combinations, setup, teardown),
		cmocka_unit_test_setup_teardown(test_new_refuses_an_unknown_game, setup, teardown),
		cmocka_unit_test_setup_teardown(test_quit_and_its_alias, setup, teardown),
		cmocka_unit_test_setup_teardown(test_interactive_refusals_on_stdout, setup, teardown),
		cmocka_unit_test_setup_teardown(test_delete_asks_at_the_terminal, setup, teardown),
		cmocka_unit_test_setup_teardown(test_delete_and_abandon_refusals, setup, teardown),
		cmocka_unit_test_setup_teardown(test_new_over_an_unfinished_game, setup, teardown),
		cmocka_unit_test(test_reply_of),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
