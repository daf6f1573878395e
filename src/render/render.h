/* What tapis draws of a game at the table, of its rules, the listings
 * of games and rule sets, help's tables and the prompts (render.c); the
 * other listings have headers of their own (render_history.h,
 * render_json.h, render_exchange.h, render_advice.h, render_query.h,
 * render_stats.h, chart.h), a family's printer is printer.h.  What a
 * command says in its own words, and refusals, go through say.h. */
#ifndef TAPIS_RENDER_H
#define TAPIS_RENDER_H

#include <stdbool.h>
#include <stdio.h>

#include "game.h"
#include "rows.h"
#include "ui.h"

struct store_game_row;
struct rows;

/* A stored local time ("2024-03-09 21:40:12") as people of the language
 * read it: the day, and the time with with_time ("09/03/2024 21:40" in
 * French), into buf; what is no such time, as it is (cut to fit). */
const char *render_day(const char *stamp, bool with_time, char *buf, size_t len);
/* A time the store keeps in UTC ("2024-03-09T20:40:12Z") as a game's day
 * and time are shown: local, to the minute, as the language writes them
 * ("09/03/2024 21:40" in French), into buf; anything else as it is,
 * visible (read from the file, it may hold anything). */
const char *render_utc_time(const char *utc, char *buf, size_t len);

/* Sets colour and UTF-8 from the terminal, NO_COLOR and the locale. */
void ui_init(struct ui *ui, bool interactive, bool readline_prompt);

void render_newline(const struct ui *ui);

void render_new_game(const struct ui *ui, const struct game *g);
/* A game resumed: its sheet; false if memory ran short for a part of it. */
bool render_resumed(const struct ui *ui, const struct game *g);
void render_outcome(const struct ui *ui, const struct game *g, const struct action *a,
    const union outcome *o);
/* The answer to an entry as its event says it (render_event.c): a line,
 * then the board where it changed. */
struct outcome_event;
void render_event(const struct ui *ui, const struct game *g, const struct outcome_event *ev);
/* Entry e of g as the log says it, "bob's throw 2 2 3 4 6", into buf. */
char *render_entry(const struct game *g, const struct game_entry *e, char *buf, size_t len);
/* How g's turn stands, "bob's turn: 200 points set aside, 3 dice to
 * throw", into buf. */
char *render_turn(const struct ui *ui, const struct game *g, char *buf, size_t len);
/* The sheet: the columns of scores written (all of them, or the newest that
 * fit), then the scores, crosses and turn now; false if memory ran short
 * for a part of it (drawn without it). */
bool render_sheet(const struct ui *ui, const struct game *g, bool all);
/* A past game's whole sheet under the line render_game_heading said (no
 * title of its own): show. */
void render_past_sheet(const struct ui *ui, const struct game *g);
/* The rules (of engine e) of rule set `ruleset`, marking what differs from
 * the built-in rule set `base`. */
void render_rules(const struct ui *ui, const char *ruleset, const char *base,
    const struct engine *e, const void *rules);
void render_presets(const struct ui *ui);
/* The rule sets, built-in and saved, as rows for scripts. */
void render_rule_sets_begin(struct rows *r, const struct ui *ui, enum rows_format format);
void render_rule_set_row(struct rows *r, const char *name, const char *family,
    const char *base, bool saved);
/* A saved preset, a row of their list. */
void render_saved_row(const struct ui *ui, const char *name, const char *base);
/* What dice are worth under rules of engine e; false if its games have no
 * such question. */
bool render_eval(const struct ui *ui, const struct engine *e, const void *rules,
    const struct dice *d);
/* The stored games, a row each, newest first: begin, a row each, end. */
void render_games_begin(struct rows *r, const struct ui *ui, enum rows_format format);
void render_game_row(struct rows *r, const struct store_game_row *row);
/* help: a line a command or verb, and each game's entries. */
void render_help_line(const struct ui *ui, const char *name, const char *french,
    const char *const *aliases, const char *usage, const char *help);
void render_help_entries(const struct ui *ui, const struct engine *e);
/* help in a game, one screen: a line of a command of play, under its two
 * names only and without its flags (help COMMAND says them). */
void render_help_line_short(const struct ui *ui, const char *name, const char *french,
    const char *usage, const char *help);
/* The entries of a game of rule set ruleset (engine e, rules), those the
 * rules use, as render_help_line_short writes them. */
void render_help_entries_of(const struct ui *ui, const struct engine *e, const char *ruleset,
    const void *rules);
/* help NAME: the usage, the other names, the details (translated by the
 * caller: a command's may name the games). */
void render_command_help(const struct ui *ui, const char *name, const char *french,
    const char *const *aliases, const char *usage, const char *help, const char *details);
/* help VERB: its names and usage, then details (translated), if any. */
void render_verb_help(const struct ui *ui, const struct verb_words *v, const char *details);
/* The entries that may have come first, "1 1 or 1 5", into buf. */
char *render_choices(const struct ui *ui, const struct game *g, const struct action *choice,
    int n, char *buf, size_t len);
/* The question that asks which of them it was, into buf: among them, or
 * with n negative (-n of them, too many to list) by the dice. */
char *render_choice_question(const struct ui *ui, const struct game *g,
    const struct action *choice, int n, char *buf, size_t len);
/* The question asked at start when an unfinished game exists, into buf. */
char *render_resume_question(const struct ui *ui, const struct game *g, char *buf, size_t len);
/* The dice on the table of g, a game being played, as its prompt shows
 * them, into *hand (n 0: none). */
struct dice;
void render_hand(const struct game *g, struct dice *hand);
/* The prompt for the state of g (NULL: no game open), into buf. */
char *render_prompt(const struct ui *ui, const struct game *g, char *buf, size_t len);

#endif
