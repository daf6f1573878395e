/* Fuzz target: bytes typed at tapis, as a script of lines, into a store
 * in memory (put back as it was before each input: fuzz_store.h).
 * Whatever the bytes, tapis must refuse or accept each line without a
 * crash, a leak or undefined behaviour.  Built with libFuzzer by `make
 * fuzz`, and replayed over tests/fuzz/line/ by `make check`. */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "fuzz_store.h"
#include "repl.h"
#include "session.h"
#include "store.h"
#include "tapis.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	fuzz_keep_statements();
	struct tapis *t = fuzz_session(NULL);
	/* a file, not fmemopen: batch_run reads the stream's descriptor, and
	 * one of fmemopen is -1 (every input was read as a failed read); one
	 * file, opened once, its bytes those of each input in turn */
	static FILE *in;
	const char *path;
	if (in == NULL && ((path = fuzz_file("lines", data, 0)) == NULL ||
	    (in = fopen(path, "r+")) == NULL))
		abort();
	int fd = fileno(in);
	if (ftruncate(fd, 0) != 0 || pwrite(fd, data, size, 0) != (ssize_t)size ||
	    lseek(fd, 0, SEEK_SET) != 0)
		abort();
	batch_run(t, in);
	/* tapis read no line of bytes that hold one: the harness is broken */
	if (t->line == 0)
		abort();
	return 0;
}
