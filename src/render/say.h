/* How a command says things (say.c): its own words, in its own file
 * (cmd_NAME.c), and the refusals, said through here so that where they go
 * and how they are laid out (the terminal's width, the indentation of an
 * answer, the language's elisions) is decided once, in the renderer.
 *
 * The caller translates (gettext) and gives the arguments.  Every value a
 * person typed or the file held (a name, a path, a rule set read back)
 * goes in as text_visible (text.h) shows it, never as it is: what reaches
 * the terminal is visible text, never a control or bidi character or a
 * stray byte.  (A refusal and a fatal error are made visible whole.) */
#ifndef TAPIS_SAY_H
#define TAPIS_SAY_H

#include <stddef.h>

#include "ui.h"

struct store_game_row;

/* A refusal: why, shown as visible text whatever it quotes, at the prompt
 * ("  refused: ...") or, in a script, on standard error with the line it
 * refuses ("tapis: line 7: ..."); command_refuse (command.h) says a
 * command's. */
void say_refusal(const struct ui *ui, long line, const char *why);
/* What stops tapis, on standard error ("tapis: ..."), as visible text. */
void say_fatal(const struct ui *ui, const char *why);

/* fmt with its arguments, as the catalogue writes it: its indentation
 * and its line end are the message's own; at a terminal, a line wider
 * than it broken at spaces (what follows a break four columns in). */
void say_plain(const struct ui *ui, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* The same said at once, before work that takes a while. */
void say_now(const struct ui *ui, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The same on standard error (a note beside the answers: "tapis: ..."),
 * after what was said before it. */
void say_note(const struct ui *ui, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* A line said in pieces (a message of several ids, a list). */
struct said {
	size_t len;
	char text[1024];
};
void said_start(struct said *s);
void said_add(struct said *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* "game #3 (10000: alice, bob" without the closing parenthesis, for the
 * caller to add to; what was read from the file shown as text. */
void said_add_game(struct said *s, const struct store_game_row *row);
/* s at the margin, broken at spaces to the terminal's width, the lines
 * after the first indented; the line ended. */
void say_line(const struct ui *ui, const struct said *s);
/* The same as an answer at the table: indented under the prompt. */
void say_answer(const struct ui *ui, const struct said *s);
/* " · " between the parts of a line where the terminal speaks UTF-8,
 * else " - ". */
const char *say_dot(const struct ui *ui);

#endif
