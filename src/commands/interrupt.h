/* Ctrl-C while a long command reads the store: it stops that command, not
 * tapis. */
#ifndef TAPIS_INTERRUPT_H
#define TAPIS_INTERRUPT_H

#include "store.h"

/* Until interrupt_end(), SIGINT stops what s is running (store_interrupt)
 * instead of doing what it did before (readline's handler, or ending a
 * script).  Not nested. */
void interrupt_begin(struct store *s);
/* Gives SIGINT back what it did before interrupt_begin(). */
void interrupt_end(void);

#endif
