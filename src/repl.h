/* Reading commands: from a person at a terminal (readline), or from a file
 * or pipe (one command a line).  Readline is used in repl.c only. */
#ifndef TAPIS_REPL_H
#define TAPIS_REPL_H

#include <stdio.h>

struct tapis;

/* The interactive loop; returns the exit status (127 where readline,
 * loaded as it starts, cannot be: said on standard error). */
int repl_run(struct tapis *t);
/* Runs every line of in; returns 0 if all were accepted, 1 if any was
 * refused, 2 on a fatal error. */
int batch_run(struct tapis *t, FILE *in);
/* Runs one command (-c); same exit statuses. */
int command_once(struct tapis *t, const char *command);

#endif
