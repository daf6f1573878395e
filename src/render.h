/* All that tapis prints goes through here. */
#ifndef TAPIS_RENDER_H
#define TAPIS_RENDER_H

#include <stdbool.h>
#include <stdio.h>

#include "game.h"

struct store_game_row;
struct command;

struct ui {
	FILE *out;
	FILE *err;
	bool color;               /* ANSI colours: a terminal, and no NO_COLOR */
	bool utf8;                /* the locale speaks UTF-8 */
	bool interactive;         /* a person at a terminal (refusals on stdout) */
	bool readline;            /* prompts go to readline: mark invisible bytes */
	int columns;              /* wrap lines to this width; 0: never (scripts) */
};

/* Sets colour and UTF-8 from the terminal, NO_COLOR and the locale. */
void ui_init(struct ui *ui, bool interactive, bool readline_prompt);

void render_usage(const struct ui *ui);
void render_usage_error(const struct ui *ui, const char *why);
void render_refusal(const struct ui *ui, long line, const char *why);
void render_fatal(const struct ui *ui, const char *why);
void render_newline(const struct ui *ui);
void render_banner(const struct ui *ui, const char *db_path);
void render_version(const struct ui *ui);

void render_new_game(const struct ui *ui, const struct game *g);
void render_resumed(const struct ui *ui, const struct game *g);
void render_outcome(const struct ui *ui, const struct game *g,
    const struct farkle_action *a, const struct farkle_outcome *o);
void render_undone(const struct ui *ui, const struct game *g, const struct game_entry *e);
void render_redone(const struct ui *ui, const struct game *g, const struct game_entry *e,
    const struct farkle_outcome *o);
/* The sheet: the columns of scores written (all of them, or the newest that
 * fit), then the scores, crosses and turn now. */
void render_sheet(const struct ui *ui, const struct game *g, bool all);
/* The rules r of rule set `ruleset`, marking what differs from the
 * built-in rule set `base`. */
void render_rules(const struct ui *ui, const char *ruleset, const char *base,
    const struct farkle_rules *r);
void render_presets(const struct ui *ui);
/* The saved presets: a heading, then one row each, then the end (which
 * says so when there were none). */
void render_saved_heading(const struct ui *ui);
void render_saved_row(const struct ui *ui, const char *name, const char *base);
void render_saved_end(const struct ui *ui, int count);
void render_preset_saved(const struct ui *ui, const char *name);
void render_preset_deleted(const struct ui *ui, const char *name);
void render_eval(const struct ui *ui, const struct farkle_scorer *s, const struct dice *d);
void render_game_row(const struct ui *ui, const struct store_game_row *row);
void render_no_games(const struct ui *ui);
/* After `new`: the game that was open is still being played. */
void render_left_unfinished(const struct ui *ui, const struct store_game_row *row);
void render_abandoned(const struct ui *ui, const struct store_game_row *row);
/* The question `delete` asks at the terminal, into buf; only yes deletes. */
char *render_delete_question(const struct ui *ui, const struct store_game_row *row, char *buf,
    size_t len);
void render_deleted(const struct ui *ui, const struct store_game_row *row);
void render_not_deleted(const struct ui *ui, long long id);
void render_json(const struct ui *ui, const struct game *g);
void render_help(const struct ui *ui, const struct command *cmds, size_t n);
void render_command_help(const struct ui *ui, const struct command *c);
/* The groups a throw may have set aside, "1 1 or 1 5", into buf. */
char *render_keep_choices(const struct ui *ui, const struct tally *choice, int n, char *buf,
    size_t len);
/* The question that asks which of them it was, into buf. */
char *render_keep_question(const struct ui *ui, const struct tally *choice, int n, char *buf,
    size_t len);
/* The question asked at start when an unfinished game exists, into buf. */
char *render_resume_question(const struct ui *ui, const struct game *g, char *buf, size_t len);
/* The prompt for the state of g (NULL: no game open), into buf. */
char *render_prompt(const struct ui *ui, const struct game *g, char *buf, size_t len);

#endif
