/* query, rename and merge, against a real in-memory store: what a person
 * or a script sees for each line, and that a refused line leaves every
 * byte of the database as it was. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "families.h"
#include "name.h"
#include "store_private.h"
#include "store_query.h"
#include "store_query_bounds.h"
#include "tapis.h"

#include "fixture.h"

static void
assert_ok(struct fixture *f, const char *text)
{
	enum cmd_status status = run(f, 1, text);
	if (status != CMD_OK)
		fail_msg("'%s' was refused (status %d): %s", text, (int)status, f->err);
	assert_string_equal(f->err, "");
}

/* Every table's every row, the schema and the settings a query could
 * touch, as one text: what "nothing changed" compares. */
static char *
dump(struct fixture *f)
{
	sqlite3 *db = f->t.store->db;
	size_t cap = 1 << 16, len = 0;
	char *out = calloc(1, cap);
	sqlite3_stmt *tables, *rows;
	assert_non_null(out);
	assert_int_equal(sqlite3_prepare_v2(db, "SELECT name, sql FROM sqlite_schema ORDER BY"
	    " name", -1, &tables, NULL), SQLITE_OK);
	while (sqlite3_step(tables) == SQLITE_ROW) {
		char sql[256];
		const char *name = (const char *)sqlite3_column_text(tables, 0);
		const char *schema = (const char *)sqlite3_column_text(tables, 1);
		len += (size_t)snprintf(out + len, cap - len, "%s: %s\n", name, schema ? schema : "");
		snprintf(sql, sizeof sql, "SELECT * FROM \"%s\"", name);
		if (sqlite3_prepare_v2(db, sql, -1, &rows, NULL) != SQLITE_OK)
			continue;      /* an index */
		while (sqlite3_step(rows) == SQLITE_ROW) {
			for (int i = 0; i < sqlite3_column_count(rows); i++) {
				const char *v = (const char *)sqlite3_column_text(rows, i);
				len += (size_t)snprintf(out + len, cap - len, "%s|", v ? v : "NULL");
			}
			len += (size_t)snprintf(out + len, cap - len, "\n");
			assert_true(len + 256 < cap);
		}
		sqlite3_finalize(rows);
	}
	sqlite3_finalize(tables);
	/* (temp.sqlite_schema read first: reading it opens the temp database,
	 * which database_list then lists, in the dump before as after) */
	const char *pragmas[] = {"PRAGMA user_version", "PRAGMA query_only",
	    "PRAGMA foreign_keys", "SELECT count(*) FROM temp.sqlite_schema", "PRAGMA database_list"};
	for (size_t p = 0; p < sizeof pragmas / sizeof pragmas[0]; p++) {
		assert_int_equal(sqlite3_prepare_v2(db, pragmas[p], -1, &rows, NULL), SQLITE_OK);
		while (sqlite3_step(rows) == SQLITE_ROW)
			len += (size_t)snprintf(out + len, cap - len, "%s: %s\n", pragmas[p],
			    (const char *)sqlite3_column_text(rows, sqlite3_column_count(rows) - 1));
		sqlite3_finalize(rows);
	}
	assert_true(sqlite3_get_autocommit(db));     /* no transaction left open */
	return out;
}

/* The line is refused with one line holding `expect`, nothing on stdout,
 * and the database as it was, byte for byte. */
static void
assert_refused(struct fixture *f, const char *text, const char *expect)
{
	char *before = dump(f);
	enum cmd_status status = run(f, 7, text);
	if (status != CMD_REJECTED)
		fail_msg("'%s' was not refused (status %d, out '%s')", text, (int)status, f->out);
	if (strncmp(f->err, "tapis: line 7: ", 15) != 0 || strstr(f->err, expect) == NULL)
		fail_msg("'%s': stderr '%s' does not say '%s'", text, f->err, expect);
	size_t n = strlen(f->err);
	assert_ptr_equal(strchr(f->err, '\n'), f->err + n - 1);   /* one line */
	assert_string_equal(f->out, "");
	char *after = dump(f);
	if (strcmp(before, after) != 0)
		fail_msg("'%s' changed the database:\n%s\n---\n%s", text, before, after);
	free(before);
	free(after);
}

/* Two games, finished and not: alice reaches 1000 at her first turn, bob
 * none; carol and Dave have started one. */
static void
two_games(struct fixture *f)
{
	assert_ok(f, "new 10000 alice bob target=1000 opening=0");
	assert_ok(f, "1 1 1 2 3");        /* 1000 */
	assert_ok(f, "bank");
	assert_ok(f, "new 10000 carol Dave");
}

/* ---- query */

static void
test_query_table(void **state)
{
	struct fixture *f = *state;
	two_games(f);
	assert_ok(f, "query SELECT id, game, status, winner FROM game_list ORDER BY id");
	assert_string_equal(f->out,
	    "id  game   status    winner\n"
	    "1   10000  finished  alice\n"
	    "2   10000  playing\n");
	/* the rest of the line is the SQL, ';' and spaces in it as typed */
	assert_ok(f, "query SELECT 'a;  b' AS s, NULL AS n, 2.5 AS x;  ");
	assert_string_equal(f->out, "s      n  x\na;  b     2.5\n");
	assert_ok(f, "query SELECT name FROM players WHERE name = 'nobody'");
	assert_string_equal(f->out, "name\n(no rows)\n");
	/* what cannot be seen is shown as an escape */
	assert_ok(f, "query SELECT char(27) || '[2J' AS e, x'00ff' AS b");
	assert_string_equal(f->out, "e        b\n\\x1b[2J  X'00ff'\n");
	/* a French word, and a query after another command on the line */
	assert_ok(f, "games --tsv; requête SELECT 1 AS one");
	assert_non_null(strstr(f->out, "\none\n1\n"));
}

static void
test_query_for_scripts(void **state)
{
	struct fixture *f = *state;
	two_games(f);
	assert_ok(f, "query --tsv SELECT player, final_score, won FROM player_results ORDER BY seat");
	assert_string_equal(f->out, "player\tfinal_score\twon\nalice\t1000\t1\nbob\t0\t0\n");
	assert_ok(f, "query --json SELECT 1 AS i, 1.5 AS x, 'a\"b' AS s, NULL AS n, 1 AS i,"
	    " 1e999 AS inf, char(9) AS tab");
	assert_string_equal(f->out, "{\"i\":1,\"x\":1.5,\"s\":\"a\\\"b\",\"n\":null,\"i_2\":1,"
	    "\"inf\":\"Inf\",\"tab\":\"\\\\x09\"}\n");
	assert_ok(f, "query --tsv SELECT 'x' AS \"a\tb\"");
	assert_string_equal(f->out, "a\\x09b\nx\n");
	/* text that is not UTF-8 (a blob cast to text) shows its bytes as escapes */
	assert_ok(f, "query --tsv SELECT CAST(x'41ff42' AS TEXT) AS t");
	assert_string_equal(f->out, "t\nA\\xffB\n");
}

static void
test_query_refusals(void **state)
{
	struct fixture *f = *state;
	two_games(f);
	const char *writes[] = {
	    "query DELETE FROM games", "query UPDATE players SET name = 'x'",
	    "query INSERT INTO presets (name, base) VALUES ('x', '10000')",
	    "query REPLACE INTO presets (name, base) VALUES ('x', '10000')",
	    "query DROP VIEW game_list", "query DROP TABLE entries",
	    "query CREATE TABLE t (x)", "query CREATE TEMP TABLE t (x)",
	    "query CREATE TEMP VIEW v AS SELECT 1", "query CREATE INDEX i ON games (game)",
	    "query ALTER TABLE games ADD COLUMN x", "query WITH d AS (SELECT 1) DELETE FROM games",
	    "query REINDEX", "query ANALYZE", "query VACUUM",
	    "query INSERT INTO games (game) SELECT game FROM games RETURNING id",
	};
	for (size_t i = 0; i < sizeof writes / sizeof writes[0]; i++)
		assert_refused(f, writes[i], "would change the database");
	assert_refused(f, "query BEGIN", "no transaction");
	assert_refused(f, "query SAVEPOINT a", "no transaction");
	assert_refused(f, "query COMMIT", "no transaction");
	assert_refused(f, "query ATTACH ':memory:' AS m", "no ATTACH");
	assert_refused(f, "query DETACH main", "no ATTACH");
	assert_refused(f, "query PRAGMA query_only = 0", "never one that sets");
	assert_refused(f, "query PRAGMA foreign_keys = OFF", "never one that sets");
	assert_refused(f, "query PRAGMA user_version = 3", "never one that sets");
	assert_refused(f, "query PRAGMA journal_mode", "never one that sets");
	assert_refused(f, "query SELECT 1; DELETE FROM games", "one statement at a time");
	assert_refused(f, "query SELECT 1; SELECT 2", "one statement at a time");
	assert_refused(f, "query SELECT 1; SELEC", "one statement at a time");
	assert_refused(f, "query SELEC 1", "SQLite refuses the query: near \"SELEC\": syntax error");
	assert_refused(f, "query SELECT * FROM nowhere", "no such table: nowhere");
	assert_refused(f, "query -- only a comment", "holds no statement");
	assert_refused(f, "query ;", "holds no statement");
	assert_refused(f, "query", "usage: query [--tsv|--json] [--steps N] SQL");
	assert_refused(f, "query --tsv", "usage: query");
	assert_refused(f, "query --csv SELECT 1", "query takes --tsv, --json or --steps N, not '--csv'");
	assert_refused(f, "query SELECT abs(-9223372036854775807 - 1)", "the query failed:"
	    " integer overflow");
	assert_refused(f, "query SELECT 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,"
	    " 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38,"
	    " 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,"
	    " 60, 61, 62, 63, 64, 65", "gives 65 columns; at most 64");
	/* what describes is read */
	assert_ok(f, "query PRAGMA table_info(player_results)");
	assert_non_null(strstr(f->out, "final_score"));
	assert_ok(f, "query PRAGMA user_version");
	/* and the store writes again after all that */
	assert_ok(f, "new 10000 erin frank");
	assert_ok(f, "query --tsv SELECT count(*) AS n FROM games");
	assert_string_equal(f->out, "n\n3\n");
}

static void
test_query_table_is_cut(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, "query WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c"
	    " LIMIT 1500) SELECT x FROM c");
	assert_non_null(strstr(f->out, "\n1000\n(the first 1000 rows: add LIMIT, or --tsv or"
	    " --json for them all)\n"));
	assert_null(strstr(f->out, "1001"));
	assert_ok(f, "query --tsv WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c"
	    " LIMIT 1500) SELECT x FROM c");
	assert_non_null(strstr(f->out, "\n1500\n"));
}

/* ---- Ctrl-C, without a clock: a function of the test's own, called by
 * the query on each row, raises SIGINT, as a person would press it, at a
 * set row of a query that would never end. */

struct progress {
	int calls;
	int raise_at;
	bool caught;              /* SIGINT was tapis's own while the query ran */
};

static struct progress *poked;

static void
poke(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	struct progress *p = poked;
	struct sigaction now;
	(void)argc;
	sigaction(SIGINT, NULL, &now);
	p->caught = now.sa_handler != SIG_DFL && now.sa_handler != SIG_IGN;
	if (++p->calls == p->raise_at && p->caught)
		raise(SIGINT);
	/* the interrupt failed (or was never set up): end the query anyway,
	 * and let the test say so */
	if (p->calls > p->raise_at + 1000)
		sqlite3_result_error(ctx, "not interrupted", -1);
	else
		sqlite3_result_value(ctx, argv[0]);
}

static void
with_poke(struct fixture *f, struct progress *p)
{
	poked = p;
	assert_int_equal(sqlite3_create_function(f->t.store->db, "poke", 1, SQLITE_UTF8, NULL,
	    poke, NULL, NULL), SQLITE_OK);
}

static void
test_query_interrupted(void **state)
{
	struct fixture *f = *state;
	struct progress p = {0, 50, false};
	struct sigaction before, now;
	sigaction(SIGINT, NULL, &before);
	f->t.ui.interactive = true;
	with_poke(f, &p);
	run(f, 3, "query WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c)"
	    " SELECT count(poke(x)) FROM c");
	assert_true(p.caught);
	assert_int_equal(p.calls, 50);              /* stopped at the raise, not after */
	/* no row came: nothing but the refusal */
	assert_string_equal(f->out, "  refused: query interrupted (Ctrl-C) after 0 rows\n");
	/* SIGINT does again what it did before */
	sigaction(SIGINT, NULL, &now);
	assert_ptr_equal(now.sa_handler, before.sa_handler);
	/* and tapis goes on */
	assert_ok(f, "query SELECT 2 AS two");
	assert_string_equal(f->out, "two\n2\n");
	assert_ok(f, "new 10000 alice bob");
}

static void
test_query_not_caught_in_scripts(void **state)
{
	struct fixture *f = *state;
	struct progress p = {0, 1 << 30, false};     /* never raises */
	with_poke(f, &p);
	assert_ok(f, "query WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c"
	    " LIMIT 10000) SELECT count(poke(x)) AS n FROM c");
	assert_int_equal(p.calls, 10000);
	assert_false(p.caught);                 /* Ctrl-C ends a script whole */
}

/* store_each_relation's callback keeping the first name and stopping. */
static bool
first_relation(const char *name, void *ctx)
{
	char *first = ctx;
	assert_string_equal(first, "");
	snprintf(first, 64, "%s", name);
	return false;
}

/* printf read at its edges as SQLite's own reads it: no format at all, a
 * width asked of arguments there are none of, a %n that writes nothing;
 * a format whose values pass the bound before its end is stopped there;
 * json_valid of NULL is NULL, as SQLite's own (the store's replaces it);
 * a query of nothing but a comment holds no statement.  The relations a
 * Tab offers come in their order, as many as are asked for. */
static void
test_query_edges(void **state)
{
	struct fixture *f = *state;
	two_games(f);
	assert_ok(f, "query --tsv SELECT printf() IS NULL AS a, printf('%*d') AS b,"
	    " printf('a%nb', 1) AS c, format('%.*c', 3) AS d, json_valid(NULL) IS NULL AS e");
	assert_string_equal(f->out, "a\tb\tc\td\te\n1\t0\tab\t\t1\n");
	assert_refused(f, "query SELECT printf('%s%s%s', hex(zeroblob(3000000)),"
	    " hex(zeroblob(3000000)), 'x')", "the query's printf() would make a value longer"
	    " than 10000000 bytes and was stopped");
	assert_refused(f, "query -- nothing but a comment", "the query holds no statement");
	char first[64] = "";
	assert_true(store_each_relation(f->t.store, first_relation, first));
	assert_string_equal(first, "421_facts");
}

/* ---- rename and merge */

static void
test_rename(void **state)
{
	struct fixture *f = *state;
	two_games(f);
	assert_ok(f, "new 5000 Dave alice");       /* game 3, open */
	assert_ok(f, "rename dave David");         /* any case finds the stored name */
	assert_string_equal(f->out, "  Dave is now David in 2 games.\n");
	assert_string_equal(f->t.game->name[0], "David");     /* the open game at once */
	assert_ok(f, "export --json");
	assert_non_null(strstr(f->out, "\"name\":\"David\""));
	assert_ok(f, "query --tsv SELECT game_id, seat, name FROM players ORDER BY 1, 2");
	assert_string_equal(f->out, "game_id\tseat\tname\n1\t0\talice\n1\t1\tbob\n"
	    "2\t0\tcarol\n2\t1\tDavid\n3\t0\tDavid\n3\t1\talice\n");
	/* a name's case mended */
	assert_ok(f, "renommer bob Bob");
	assert_string_equal(f->out, "  bob is now Bob in 1 game.\n");
	assert_ok(f, "query --tsv SELECT winner FROM game_list WHERE id = 1");
	assert_string_equal(f->out, "winner\nalice\n");
	assert_ok(f, "rename alice Alix");
	assert_ok(f, "query --tsv SELECT winner, players FROM game_list WHERE id = 1");
	assert_string_equal(f->out, "winner\tplayers\nAlix\tAlix 1000, Bob 0\n");
	assert_string_equal(f->t.game->name[1], "Alix");

	assert_refused(f, "rename nobody X", "no stored game has a player named 'nobody'");
	assert_refused(f, "rename Alx Y", "no stored game has a player named 'Alx': did you"
	    " mean Alix?");
	assert_refused(f, "rename Bob carol", "carol is already a player's name: merge Bob into"
	    " carol makes the two names one");
	assert_refused(f, "rename Bob CAROL", "carol is already a player's name");
	assert_refused(f, "rename Bob Bob", "Bob is already the name");
	/* the new name is checked as new checks one */
	assert_refused(f, "rename Bob 2bob", "cannot be a player's name: start it with a letter");
	assert_refused(f, "rename Bob a=b", "a character names cannot hold");
	assert_refused(f, "rename Bob #b", "start it with a letter");
	assert_refused(f, "rename Bob aaaaaaaaaaaaaaaaaaaaaaaaa", "too long (at most 24");
	assert_refused(f, "rename Bob b\xe2\x80\xaeob", "refused whole");     /* bidi: the line */
	assert_refused(f, "rename Bob", "usage: rename PLAYER NEW");
	assert_refused(f, "rename a b c", "usage: rename PLAYER NEW");
	char why[256];
	assert_false(name_check("b\xe2\x80\xaeob", NAME_NEW, why, sizeof why));
	assert_non_null(strstr(why, "bidi"));
}

static void
test_rename_by_case_alone(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, "new 10000 alice bob");
	assert_ok(f, "new 10000 Alice carol");
	/* two stored names but for case: which is meant must be typed */
	assert_refused(f, "rename ALICE x", "'ALICE' may be Alice or alice: type the name as it"
	    " is stored");
	assert_refused(f, "rename alice Alice", "Alice is already a player's name: merge alice"
	    " into Alice");
	assert_ok(f, "merge alice into Alice");
	assert_string_equal(f->out, "  alice is now Alice in 1 game; Alice now has 2 games.\n");
	assert_ok(f, "query --tsv SELECT DISTINCT name FROM players ORDER BY name");
	assert_string_equal(f->out, "name\nAlice\nbob\ncarol\n");
}

static void
test_merge(void **state)
{
	struct fixture *f = *state;
	two_games(f);                        /* 1: alice, bob; 2: carol, Dave */
	assert_ok(f, "new 10000 Carole bob");    /* 3 */
	assert_ok(f, "new 10000 Carole carol");  /* 4 */
	assert_ok(f, "resume 3");
	assert_refused(f, "merge Carole into carol", "game #4 has both");
	assert_refused(f, "merge Carole carol", "game #4 has both");
	assert_refused(f, "merge alice bob", "game #1 has both alice and bob: one game cannot"
	    " have two players of one name");
	assert_refused(f, "merge bob into nobody", "no stored game has a player named 'nobody'");
	assert_refused(f, "merge nobody into bob", "no stored game has a player named 'nobody'");
	assert_refused(f, "merge bob onto Dave", "usage: merge PLAYER [into] OTHER, not 'onto'");
	assert_refused(f, "merge bob BOB", "bob and BOB are one name");
	assert_refused(f, "merge bob", "usage: merge PLAYER [into] OTHER");
	assert_refused(f, "merg bob into Dave", "typed in full");
	assert_ok(f, "delete 4 --yes");
	assert_ok(f, "fusionner Carole into carol");
	assert_string_equal(f->out, "  Carole is now carol in 1 game; carol now has 2 games.\n");
	assert_string_equal(f->t.game->name[0], "carol");
	assert_ok(f, "merge Dave bob");
	assert_ok(f, "query --tsv SELECT game_id, name FROM players ORDER BY 1, seat");
	assert_string_equal(f->out, "game_id\tname\n1\talice\n1\tbob\n2\tcarol\n2\tbob\n"
	    "3\tcarol\n3\tbob\n");
}

/* A query runs within bounds counted, never timed: a budget of the
 * engine's steps (--steps, in millions), the length of a value; past one it
 * is refused in one line, the database as it was, and the store still
 * takes entries after. */
static void
test_query_bounds(void **state)
{
	struct fixture *f = *state;
	two_games(f);
	const char *endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c)"
	    " SELECT count(*) FROM c";
	char line[512];
	snprintf(line, sizeof line, "query --steps 1 %s", endless);
	assert_refused(f, line, "the query passed its budget of 1 million steps of SQLite's"
	    " engine and was stopped: query --steps N gives it N million");
	snprintf(line, sizeof line, "query --json --steps 2 %s LIMIT 1", endless);
	assert_refused(f, line, "budget of 2 million steps");
	/* the same budget lets a query that fits through */
	assert_int_equal(run(f, 8, "query --tsv --steps 1 SELECT 41 + 1 AS answer"), CMD_OK);
	assert_string_equal(f->out, "answer\n42\n");
	assert_refused(f, "query SELECT length(randomblob(1000000000))", "the query made a value"
	    " longer than 10000000 bytes and was stopped");
	assert_refused(f, "query --steps 0 SELECT 1", "--steps takes a whole number of millions"
	    " of steps from 1 to 1000000, not '0'");
	assert_refused(f, "query --steps lots SELECT 1", "not 'lots'");
	assert_refused(f, "query --steps 2x SELECT 1", "not '2x'");
	assert_refused(f, "query --steps 1000001 SELECT 1", "not '1000001'");
	assert_refused(f, "query --steps", "--steps needs a number of millions of steps");
	assert_refused(f, "query --steps 5", "usage: query [--tsv|--json] [--steps N] SQL");
	/* the bounds are the query's only: an entry after is written as ever */
	assert_int_equal(run(f, 9, "new 10000 ann bob"), CMD_OK);
	assert_int_equal(run(f, 10, "1 1 5 3 4"), CMD_OK);
}

/* The clock of the tests: still, so that no test's outcome hangs on the
 * machine's speed; test_query_deadline moves it. */
static long long clock_now;

static long long
test_clock(void)
{
	return clock_now;
}

/* A clock that moves 0.6 s each time it is read: the query's second is
 * over at the second reading after it began, whatever the machine. */
static long long
moving_clock(void)
{
	return clock_now += 600000000LL;
}

/* Issue 31: a function can work for seconds or hours within one step of
 * SQLite's engine, where no budget of steps sees it.  Each is bounded
 * before it does the work: a value over 10,000,000 bytes, which printf
 * made for 8 s to print an empty cell with exit 0, is refused; a search or
 * a pattern that would compare each byte of a text with the whole of
 * another, refused past 50 million comparisons; and the work done counts
 * against --steps. */
static void
test_query_functions_bounded(void **state)
{
	struct fixture *f = *state;
	two_games(f);
	const char *longer = "the query's printf() would make a value longer than 10000000"
	    " bytes and was stopped";
	/* the two statements of the issue */
	assert_refused(f, "query --tsv --steps 1 SELECT count(printf('%.*c', 2000000000+column1,"
	    " 'x')) FROM (VALUES(1),(2),(3),(4))", longer);
	assert_refused(f, "query SELECT printf(\"%.*c\", 2000000000, \"x\")", longer);
	/* every way printf makes a value long: a width, a precision, its
	 * arguments, the quotes %q doubles; format() is printf */
	assert_refused(f, "query SELECT printf('%*d', 20000000, 1)", longer);
	assert_refused(f, "query SELECT printf('%.*d', 20000000, 1)", longer);
	assert_refused(f, "query SELECT format('%.*f', 50000000, 1.5)", "the query's format()"
	    " would make a value longer than 10000000 bytes");
	assert_refused(f, "query SELECT printf('%s%s', hex(zeroblob(3000000)),"
	    " hex(zeroblob(3000000)))", longer);
	assert_refused(f, "query SELECT printf('%q', replace(hex(zeroblob(3000000)), '0', ''''))",
	    longer);
	assert_refused(f, "query SELECT printf('%!*s', 2000000000, 'x')", longer);
	/* a width past any number of digits; a character of four bytes */
	assert_refused(f, "query SELECT printf('%99999999999999d', 1)", longer);
	assert_refused(f, "query SELECT printf('%.*c', 4000000, '\xf0\x9f\x98\x80')", longer);
	/* read as SQLite reads it: a width from the arguments, characters of
	 * three and four bytes, then the arguments run out (a %c of none
	 * ends SQLite's text there), a '%' last */
	assert_ok(f, "query --tsv SELECT printf('%*d|%c%c|%c|%%|%s%d|x%', 3, 7, '\xe2\x82\xac',"
	    " '\xf0\x9f\x98\x80') AS p");
	assert_string_equal(f->out, "p\n  7|\xe2\x82\xac\xf0\x9f\x98\x80|\n");
	/* below the bound, SQLite's own printf, as ever (a value of a
	 * megabyte: one of ten, copied between the connections, took ASan's
	 * allocator half an hour) */
	assert_ok(f, "query --tsv SELECT printf('%d-%s|%5.2f|%.*c|%!.2s', 3, 'ab', 2.5, 3, 'é',"
	    " 'éèê') AS p, format('%q', 'it''s') AS q, length(printf('%.*c', 999999, 'x')) AS n");
	assert_string_equal(f->out, "p\tq\tn\n3-ab| 2.50|ééé|éè\tit''s\t999999\n");
	/* a search, a replacement, a trim, a pattern: every byte of one
	 * value against the whole of the other */
	const char *big = "hex(zeroblob(4000000))", *needle = "hex(zeroblob(2000000))||'1'";
	char line[256];
	snprintf(line, sizeof line, "query SELECT instr(%s, %s)", big, needle);
	assert_refused(f, line, "the query's instr() would compare 8000000 bytes with 4000001,"
	    " more than one call may (50000000 comparisons), and was stopped: give it shorter"
	    " values");
	snprintf(line, sizeof line, "query SELECT length(replace(%s, %s, 'x'))", big, needle);
	assert_refused(f, line, "the query's replace() would compare 8000000 bytes with 4000001");
	snprintf(line, sizeof line, "query SELECT length(trim(%s, hex(zeroblob(10))||'1'))", big);
	assert_refused(f, line, "the query's trim() would compare 8000000 bytes with 21");
	snprintf(line, sizeof line, "query SELECT length(rtrim(%s, 'ab'||hex(zeroblob(10))))", big);
	assert_refused(f, line, "the query's rtrim() would compare 8000000 bytes with 22");
	snprintf(line, sizeof line, "query SELECT %s LIKE '%%'||hex(zeroblob(2000))||'1'", big);
	assert_refused(f, line, "the query's like() would compare 4002 bytes with 8000000");
	snprintf(line, sizeof line, "query SELECT %s LIKE '%%'||hex(zeroblob(2000))||'!1'"
	    " ESCAPE '!'", big);
	assert_refused(f, line, "the query's like() would compare 4003 bytes with 8000000");
	snprintf(line, sizeof line, "query SELECT %s GLOB '*'||hex(zeroblob(2000))||'1'", big);
	assert_refused(f, line, "the query's glob() would compare 4002 bytes with 8000000");
	/* the work of those calls counts against the budget: ten cheap steps
	 * that each compare 2.5 million bytes pass a million steps */
	assert_refused(f, "query --steps 1 WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT"
	    " x + 1 FROM c LIMIT 10) SELECT count(instr(hex(zeroblob(2500))||x,"
	    " hex(zeroblob(250))||'y')) FROM c", "the query passed its budget of 1 million steps");
	assert_ok(f, "query --tsv --steps 1 WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT"
	    " x + 1 FROM c LIMIT 10) SELECT count(instr(hex(zeroblob(250))||x,"
	    " hex(zeroblob(25))||'y')) AS n FROM c");
	assert_string_equal(f->out, "n\n10\n");
	/* what they answer below their bounds is SQLite's */
	assert_ok(f, "query --tsv SELECT 'abc' LIKE 'A%', 'abc' GLOB 'A*', 'a%c' LIKE 'a!%c'"
	    " ESCAPE '!', instr('hello', 'll'), replace('aXbX', 'X', '-'), trim('xxhixx', 'x'),"
	    " ltrim('  a'), rtrim('a..', '.'), like('a', NULL) IS NULL");
	assert_non_null(strstr(f->out, "\n1\t0\t1\t3\ta-b-\thi\ta\ta\t1\n"));
	assert_refused(f, "query SELECT 'a' LIKE 'a' ESCAPE 'xy'", "the query failed: ESCAPE"
	    " expression must be a single character");
	/* after a query, the functions are SQLite's own again, for the
	 * store's own SQL */
	sqlite3_stmt *st;
	assert_int_equal(sqlite3_prepare_v2(f->t.store->db, "SELECT printf('%d', 1) || format('%s',"
	    " 2) || ('a' LIKE 'A') || ('a' LIKE 'a' ESCAPE '!') || ('a' GLOB 'a') || instr('ab', 'b')"
	    " || replace('a', 'a', 'b') || trim('xc', 'x') || ltrim('xd', 'x') || rtrim('ex', 'x')",
	    -1, &st, NULL), SQLITE_OK);
	assert_int_equal(sqlite3_step(st), SQLITE_ROW);
	assert_string_equal((const char *)sqlite3_column_text(st, 0), "121112bcde");
	sqlite3_finalize(st);
	assert_int_equal(run(f, 9, "new 10000 ann bob"), CMD_OK);
}

/* What SQLite checks as it reads the SQL, bounded for a query: its
 * length, an expression's depth, a compound's SELECTs, a function's
 * arguments, a LIKE pattern's length. */
static void
test_query_sql_bounded(void **state)
{
	struct fixture *f = *state;
	size_t cap = 120000, len;
	char *line = malloc(cap);
	assert_non_null(line);
	len = (size_t)snprintf(line, cap, "query SELECT 1 /* ");
	while (len < 100010)
		line[len++] = 'x';
	snprintf(line + len, cap - len, " */");
	assert_refused(f, line, "the query is 100007 bytes long, more than the 100000 a query may");
	len = (size_t)snprintf(line, cap, "query SELECT 1");
	for (int i = 0; i < 250; i++)
		len += (size_t)snprintf(line + len, cap - len, " + 1");
	assert_refused(f, line, "SQLite refuses the query: Expression tree is too large (maximum"
	    " depth 200)");
	len = (size_t)snprintf(line, cap, "query SELECT 1");
	for (int i = 0; i < 101; i++)
		len += (size_t)snprintf(line + len, cap - len, " UNION ALL SELECT 1");
	assert_refused(f, line, "SQLite refuses the query: too many terms in compound SELECT");
	len = (size_t)snprintf(line, cap, "query SELECT printf('%%s'");
	for (int i = 0; i < 101; i++)
		len += (size_t)snprintf(line + len, cap - len, ", 1");
	snprintf(line + len, cap - len, ")");
	assert_refused(f, line, "SQLite refuses the query: too many arguments on function printf");
	assert_refused(f, "query SELECT 'a' LIKE hex(zeroblob(5001))", "the query failed: LIKE or"
	    " GLOB pattern too complex");
	free(line);
}

/* Whatever a statement does, it runs a second at most: past it, it is
 * stopped, whatever --steps says (the clock here is the test's, which
 * moves 0.6 s a reading). */
static void
test_query_deadline(void **state)
{
	struct fixture *f = *state;
	const char *endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c)"
	    " SELECT count(*) FROM c";
	const char *stopped = "the query ran for 1 second, the most a query may, and was stopped:"
	    " ask for less (WHERE, LIMIT)";
	char line[512];
	query_clock = moving_clock;
	snprintf(line, sizeof line, "query --steps 1000000 %s", endless);
	assert_refused(f, line, stopped);
	/* within a function's call too, where no step is counted */
	assert_refused(f, "query --steps 1000000 SELECT instr('abc', 'b') + instr('abc', 'c')",
	    stopped);
	query_clock = test_clock;
	assert_int_equal(run(f, 9, "query --tsv SELECT 1 AS one"), CMD_OK);
	assert_string_equal(f->out, "one\n1\n");
}

/* The rows of a query for scripts stop past 100 MiB of text, said in one
 * line with the rows printed (they go to /dev/null here: the test's clock
 * is still, so the query's second never ends it first). */
static void
test_query_output_bound(void **state)
{
	struct fixture *f = *state;
	FILE *out = f->t.ui.out;
	f->t.ui.out = fopen("/dev/null", "w");
	assert_non_null(f->t.ui.out);
	f->t.line = 7;
	/* rows of 9.8 MB: the eleventh passes 100 MiB */
	enum cmd_status status = command_run_line(&f->t, "query --tsv WITH RECURSIVE n(i) AS"
	    " (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20) SELECT hex(zeroblob(4900000))"
	    " AS x FROM n");
	assert_int_equal(fclose(f->t.ui.out), 0);
	f->t.ui.out = out;
	take_output(f->t.ui.err, &f->err_mark, f->err, sizeof f->err);
	assert_int_equal(status, CMD_REJECTED);
	assert_string_equal(f->err, "tapis: line 7: the query's rows passed 100 MiB of text:"
	    " stopped after 10 rows\n");
}

/* A name that is not UTF-8 (the line and the import refuse one first;
 * the rule holds by itself): said so, even where it is long. */
static void
test_name_not_text(void **state)
{
	(void)state;
	char why[256];
	static const char *const names[] = {"b\xffob", "a\xff" "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"};
	for (size_t i = 0; i < 2; i++) {
		assert_false(name_check(names[i], NAME_NEW, why, sizeof why));
		assert_string_equal(why, "a player's name must be UTF-8 text (check the terminal's"
		    " encoding)");
		assert_false(name_check(names[i], NAME_STORED, why, sizeof why));
		assert_string_equal(why, "a player's name must be UTF-8 text (check the terminal's"
		    " encoding)");
	}
}

int
main(void)
{
	families_register();
	query_clock = test_clock;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_query_table, setup, teardown),
		cmocka_unit_test_setup_teardown(test_query_for_scripts, setup, teardown),
		cmocka_unit_test_setup_teardown(test_query_refusals, setup, teardown),
		cmocka_unit_test_setup_teardown(test_query_table_is_cut, setup, teardown),
		cmocka_unit_test_setup_teardown(test_query_bounds, setup, teardown),
		cmocka_unit_test_setup_teardown(test_query_functions_bounded, setup, teardown),
		cmocka_unit_test_setup_teardown(test_query_sql_bounded, setup, teardown),
		cmocka_unit_test_setup_teardown(test_query_deadline, setup, teardown),
		cmocka_unit_test_setup_teardown(test_query_interrupted, setup, teardown),
		cmocka_unit_test_setup_teardown(test_query_edges, setup, teardown),
		cmocka_unit_test_setup_teardown(test_query_not_caught_in_scripts, setup, teardown),
		cmocka_unit_test_setup_teardown(test_rename, setup, teardown),
		cmocka_unit_test_setup_teardown(test_rename_by_case_alone, setup, teardown),
		cmocka_unit_test_setup_teardown(test_merge, setup, teardown),
		cmocka_unit_test_setup_teardown(test_query_output_bound, setup, teardown),
		cmocka_unit_test(test_name_not_text),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
