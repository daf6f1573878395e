/* Ctrl-C during a long query.  The handler is installed only while the
 * query runs, and the one before it (the REPL's, which readline works
 * with) is put back after, so that readline never sees this one. */
#include "config.h"

#include <signal.h>
#include <stddef.h>
#include <string.h>

#include "interrupt.h"
#include "store_query.h"

static struct store *volatile running;
static struct sigaction before;

static void
on_interrupt(int sig)
{
	(void)sig;
	struct store *s = running;
	/* untaken: a Ctrl-C between the query's end and the handler put back */
	if (s != NULL)
		store_interrupt(s);    /* sqlite3_interrupt: sets a flag, nothing more */
}

void
interrupt_begin(struct store *s)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_interrupt;
	sigemptyset(&sa.sa_mask);
	running = s;
	sigaction(SIGINT, &sa, &before);
}

void
interrupt_end(void)
{
	sigaction(SIGINT, &before, NULL);
	running = NULL;
}
