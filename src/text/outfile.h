/* A file written whole or not at all: the text goes to a temporary file in
 * the same folder, which takes the file's name only once all of it is
 * written and on disk (rename).  For export. */
#ifndef TAPIS_OUTFILE_H
#define TAPIS_OUTFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

struct outfile {
	FILE *f;                  /* where to write, until commit or abort */
	char *path;               /* the file's name (the target of a link) */
	char *tmp;                /* the temporary file beside it */
};

/* Opens a temporary file beside path.  Refused, with the reason, for a
 * folder, for what is not a plain file, for a file that may not be
 * written, and for the file `avoid` (the database) and its -wal and -shm:
 * then nothing was made. */
bool outfile_open(struct outfile *o, const char *path, const char *avoid, char *why,
    size_t whylen);
/* Puts the text on disk under the file's name; false, with the reason, if
 * any of it could not be written (then nothing is left of it). */
bool outfile_commit(struct outfile *o, char *why, size_t whylen);
/* Leaves no trace of the temporary file. */
void outfile_abort(struct outfile *o);

#endif
