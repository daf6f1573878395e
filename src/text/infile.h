/* The text of a plain file, read whole: for a file option (a board) and for
 * import.  Opened without blocking and checked to be a plain file before
 * a byte is read, so that a FIFO, a terminal or a device named by mistake
 * cannot stall a script. */
#ifndef TAPIS_INFILE_H
#define TAPIS_INFILE_H

#include <stddef.h>

/* The text of the plain file at path, at most max bytes, UTF-8 with no NUL,
 * in a new block for the caller to free, without the byte order mark some
 * editors start a file with (as a typed line is read); NULL, with the
 * reason (which names no file: the caller says which), if not. */
char *infile_read(const char *path, size_t max, char *why, size_t whylen);

#endif
