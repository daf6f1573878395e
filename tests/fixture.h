/* The fixture the cmocka tests share: a session (struct tapis) whose
 * output and errors go to tmpfiles, on an in-memory store or, for the
 * tests of the file itself, on a database path in a fresh temporary
 * folder; and one line run at a time, what it printed read back. */
#ifndef TAPIS_TESTS_FIXTURE_H
#define TAPIS_TESTS_FIXTURE_H

#include <limits.h>
#include <stdio.h>

#include "command.h"
#include "tapis.h"

struct fixture {
	struct tapis t;
	char dir[PATH_MAX / 2];   /* the temporary folder, "" for none */
	char path[PATH_MAX];      /* dir/data/tapis/tapis.db */
	long out_mark, err_mark;
	char out[65536];          /* what the last line run printed */
	char err[16384];
};

/* cmocka's setup: a fixture on a fresh in-memory store, in *state. */
int setup(void **state);

/* cmocka's setup: a fixture whose t.db_path is path, two folders below a
 * fresh temporary folder that do not exist yet; no store is open. */
int setup_on_disk(void **state);

/* cmocka's teardown of either: closes the session, the store and the
 * files, removes the temporary folder, frees the fixture. */
int teardown(void **state);

/* Reads what was written to file since *mark into buf (len bytes, with
 * its NUL), and moves the mark; fails the test if it does not fit. */
void take_output(FILE *file, long *mark, char *buf, size_t len);

/* Runs text as line number `line`; what it printed lands in f->out and
 * f->err. */
enum cmd_status run(struct fixture *f, long line, const char *text);

#endif
