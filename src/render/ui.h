/* Where tapis prints, and how: the terminal or the script at the other
 * end.  Set up by ui_init (render.h). */
#ifndef TAPIS_UI_H
#define TAPIS_UI_H

#include <stdbool.h>
#include <stdio.h>

struct ui {
	FILE *out;
	FILE *err;
	bool color;               /* ANSI colours: a terminal, and no NO_COLOR */
	bool utf8;                /* the locale speaks UTF-8 */
	bool interactive;         /* a person at a terminal (refusals on stdout) */
	bool readline;            /* prompts go to readline: mark invisible bytes */
	int columns;              /* wrap lines to this width; 0: never (scripts) */
};

#endif
