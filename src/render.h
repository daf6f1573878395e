/* All that tapis prints goes through here. */
#ifndef TAPIS_RENDER_H
#define TAPIS_RENDER_H

#include <stdbool.h>
#include <stdio.h>

#include "game.h"

struct store_game_row;
struct command;
struct line;
struct stats_feed;


struct ui {
	FILE *out;
	FILE *err;
	bool color;               /* ANSI colours: a terminal, and no NO_COLOR */
	bool utf8;                /* the locale speaks UTF-8 */
	bool interactive;         /* a person at a terminal (refusals on stdout) */
	bool readline;            /* prompts go to readline: mark invisible bytes */
	int columns;              /* wrap lines to this width; 0: never (scripts) */
};

/* How one family's games are printed (render_FAMILY.c), reached through
 * the family table (engine.h).  What is common stays in render.c. */
struct printer {
	/* "bob throws 5 dice": who plays next and what, ending a line */
	void (*next)(const struct ui *ui, struct line *l, const struct game *g);
	/* "bob's turn: 200 points set aside, 3 dice to throw": how it stands */
	void (*turn)(const struct ui *ui, struct line *l, const struct game *g);
	/* the answer to an entry */
	void (*outcome)(const struct ui *ui, const struct game *g, const struct action *a,
	    const union outcome *o);
	void (*sheet)(const struct ui *ui, const struct game *g, bool all);
	char *(*prompt)(const struct ui *ui, const struct game *g, char *buf, size_t len);
	/* what some dice are worth under rules; NULL where the game has no such
	 * question */
	void (*eval)(const struct ui *ui, const void *rules, const struct dice *d);
	/* what the entries that may have come first did, for the question
	 * that asks which: "set aside" (1 1 or 1 5?) */
	const char *ask_first;
	/* the family's part of the export: more keys of a player, the turn */
	void (*json_player)(FILE *f, const struct game *g, int seat);
	void (*json_turn)(FILE *f, const struct game *g);
	/* the sheet drawn under the line that starts a game (a board whose
	 * cells the players must see to name them) */
	bool sheet_at_start;
	/* more keys of the game itself (",\"board\":..."); NULL for none */
	void (*json_game)(FILE *f, const struct game *g);
	/* the family's own lines in stats, from the rows feed gives
	 * (render_stats.h); false if the store failed.  NULL for none. */
	bool (*stats)(struct stats_feed *feed);
};

/* ---- one row writer for every listing (render_rows.c) */

enum rows_format { ROWS_TABLE, ROWS_TSV, ROWS_JSON };
#define ROWS_MAX_COLUMNS 64

struct rows_column {
	const char *name;         /* the TSV header's and the JSON key */
	bool raw;                 /* written as it is in JSON: a number, true, false */
	bool list;                /* ", " between items: a JSON array (of raw items if raw) */
	bool for_people;          /* a column of the table */
	bool for_scripts;         /* a column of the TSV and JSON rows */
};

struct rows {
	const struct ui *ui;
	enum rows_format format;
	const struct rows_column *cols;
	int ncols;
	char **cells;             /* the table's, kept until its widths are known */
	int nrows, cap;
};

/* The format a word asks for: --tsv, --json or --table; false if none. */
bool rows_format(const char *word, enum rows_format *f);
void rows_begin(struct rows *r, const struct ui *ui, enum rows_format format,
    const struct rows_column *cols, int ncols);
/* One row, a value a column (NULL: none). */
void rows_add(struct rows *r, const char *const *values);
void rows_end(struct rows *r);
/* A number with a fraction (12.5, 33.3%) as people of the locale read it
 * (12,5 in French), into buf; anything else as it is. */
const char *rows_people_number(const char *v, char *buf, size_t len);

/* The rows of a query (render_query.c): columns the query names, every
 * value shown as text with what cannot be seen escaped. */
struct query_rows {
	struct rows rows;
	struct rows_column cols[ROWS_MAX_COLUMNS];
	char *names[ROWS_MAX_COLUMNS];
	long count;
};
void render_query_begin(struct query_rows *q, const struct ui *ui, enum rows_format format,
    int n, const char *const *names);
/* One row: n values (NULL: SQL NULL), number[i] when value i is a number. */
void render_query_row(struct query_rows *q, const char *const *values, const bool *number);
/* The end; cut: only the first `count` rows were asked for. */
void render_query_end(struct query_rows *q, bool cut);
/* rename and merge done: from is now to in `games` games, to's games in all. */
void render_renamed(const struct ui *ui, const char *from, const char *to, long long games,
    long long total, bool merged);

/* Sets colour and UTF-8 from the terminal, NO_COLOR and the locale. */
void ui_init(struct ui *ui, bool interactive, bool readline_prompt);

void render_usage(const struct ui *ui);
void render_usage_error(const struct ui *ui, const char *why);
void render_refusal(const struct ui *ui, long line, const char *why);
void render_fatal(const struct ui *ui, const char *why);
/* The database at path was brought up to date from schema version from to
 * to, the file as it was kept in copy: said on standard error. */
void render_upgraded(const struct ui *ui, const char *path, int from, int to, const char *copy);
void render_newline(const struct ui *ui);
void render_banner(const struct ui *ui, const char *db_path);
void render_version(const struct ui *ui);

void render_new_game(const struct ui *ui, const struct game *g);
void render_resumed(const struct ui *ui, const struct game *g);
void render_outcome(const struct ui *ui, const struct game *g, const struct action *a,
    const union outcome *o);
void render_undone(const struct ui *ui, const struct game *g, const struct game_entry *e);
void render_redone(const struct ui *ui, const struct game *g, const struct game_entry *e,
    const union outcome *o);
/* The sheet: the columns of scores written (all of them, or the newest that
 * fit), then the scores, crosses and turn now. */
void render_sheet(const struct ui *ui, const struct game *g, bool all);
/* The rules (of engine e) of rule set `ruleset`, marking what differs from
 * the built-in rule set `base`. */
void render_rules(const struct ui *ui, const char *ruleset, const char *base,
    const struct engine *e, const void *rules);
void render_presets(const struct ui *ui);
/* The rule sets, built-in and saved, as rows for scripts. */
void render_rule_sets_begin(struct rows *r, const struct ui *ui, enum rows_format format);
void render_rule_set_row(struct rows *r, const char *name, const char *family,
    const char *base, bool saved);
/* The saved presets: a heading, then one row each, then the end (which
 * says so when there were none). */
void render_saved_heading(const struct ui *ui);
void render_saved_row(const struct ui *ui, const char *name, const char *base);
void render_saved_end(const struct ui *ui, int count);
void render_preset_saved(const struct ui *ui, const char *name);
void render_preset_deleted(const struct ui *ui, const char *name);
/* What dice are worth under rules of engine e; false if its games have no
 * such question. */
bool render_eval(const struct ui *ui, const struct engine *e, const void *rules,
    const struct dice *d);
/* The stored games, a row each, newest first: begin, a row each, end. */
void render_games_begin(struct rows *r, const struct ui *ui, enum rows_format format);
void render_game_row(struct rows *r, const struct store_game_row *row);
void render_no_games(const struct ui *ui);
/* ---- history (render_history.c) */
/* games with words that let none through. */
void render_no_games_match(const struct ui *ui);
/* Below a page of `games`: shown of all, and how to see the rest. */
void render_games_more(const struct ui *ui, int shown, long long all);
/* "Game #3 · 10000, booklet rules · alice, bob · 2024-05-01 20:14 · alice
 * won after 12 turns": a stored game g, with its row from the store. */
void render_game_heading(const struct ui *ui, const struct game *g,
    const struct store_game_row *row);
/* A replay: "turn 3 · bob" before a turn's first entry; each entry as
 * typed with the answer it had; or that nothing was played. */
void render_replay_turn(const struct ui *ui, const struct game *g, int turn, int seat);
void render_replay_entry(const struct ui *ui, const struct game *g,
    const struct game_entry *e, const union outcome *o);
void render_replay_empty(const struct ui *ui, long long id);
/* After `new`: the game that was open is still being played. */
void render_left_unfinished(const struct ui *ui, const struct store_game_row *row);
void render_abandoned(const struct ui *ui, const struct store_game_row *row);
/* The question `delete` asks at the terminal, into buf; only yes deletes. */
char *render_delete_question(const struct ui *ui, const struct store_game_row *row, char *buf,
    size_t len);
void render_deleted(const struct ui *ui, const struct store_game_row *row);
void render_not_deleted(const struct ui *ui, long long id);
void render_json(const struct ui *ui, const struct game *g);
/* ---- export and import (render_json.c, render_exchange.c; exchange.h) */
struct exchange_meta;
struct exchange_turn;
/* Game g as one JSON object on f, no line end; with m, also what an
 * import keeps (uid, family, base, created, finished). */
void render_json_object(FILE *f, const struct game *g, const struct exchange_meta *m);
/* Games as a JSON array: begin, game number i of it (-1: a game alone,
 * on its line), end after n of them. */
void render_json_list_begin(FILE *f);
void render_json_game(FILE *f, const struct game *g, const struct exchange_meta *m, int i);
void render_json_list_end(FILE *f, int n);
/* The CSV of turns (RFC 4180): the header, then a turn a row. */
void render_csv_header(FILE *f);
void render_csv_turn(FILE *f, const struct exchange_turn *t);
/* What export wrote to path: game row, or (row NULL) so many games. */
void render_exported(const struct ui *ui, const char *path, const struct store_game_row *row,
    int games);
void render_imported(const struct ui *ui, const struct store_game_row *row);
/* The file's game number `place` is game row here already. */
void render_import_skipped(const struct ui *ui, int place, const struct store_game_row *row);
void render_import_end(const struct ui *ui, const char *path, int imported, int skipped);
/* ---- advice: hint and odds (render_advice.c) */
struct advice;
/* The answer: what the values measure, then a choice a line as it is
 * typed, best first and marked; or rows for scripts. */
void render_advice(const struct ui *ui, const struct game *g, const struct advice *a,
    enum rows_format format, int most, const char *about);
/* What became of a table advice works out ahead, in one line. */
enum advice_table_event {
	ADVICE_TABLE_BUILDING,    /* being built (said at a terminal: it takes a while) */
	ADVICE_TABLE_REBUILT,     /* the kept file was not to be trusted (why) */
	ADVICE_TABLE_NOT_KEPT,    /* built, but the file could not be written (why) */
};
void render_advice_table(const struct ui *ui, enum advice_table_event ev, const char *why);
void render_help(const struct ui *ui, const struct command *cmds, size_t n);
void render_command_help(const struct ui *ui, const struct command *c);
void render_verb_help(const struct ui *ui, const struct engine_verb *v);
/* The entries that may have come first, "1 1 or 1 5", into buf. */
char *render_choices(const struct ui *ui, const struct game *g, const struct action *choice,
    int n, char *buf, size_t len);
/* The question that asks which of them it was, into buf. */
char *render_choice_question(const struct ui *ui, const struct game *g,
    const struct action *choice, int n, char *buf, size_t len);
/* The question asked at start when an unfinished game exists, into buf. */
char *render_resume_question(const struct ui *ui, const struct game *g, char *buf, size_t len);
/* The prompt for the state of g (NULL: no game open), into buf. */
char *render_prompt(const struct ui *ui, const struct game *g, char *buf, size_t len);

#endif
