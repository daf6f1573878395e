/* Fuzz target: bytes typed at tapis, as a script of lines, into a store
 * in memory (put back as it was before each input: fuzz_store.h).
 * Whatever the bytes, tapis must refuse or accept each line without a
 * crash, a leak or undefined behaviour.  Built with libFuzzer by `make
 * fuzz`, and replayed over tests/fuzz/line/ by `make check`. */
#include "config.h"

#include <stdint.h>
#include <stdio.h>

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
	struct tapis *t = fuzz_session(NULL);
	FILE *in = fmemopen((void *)data, size, "r");
	if (in != NULL) {
		batch_run(t, in);
		fclose(in);
	}
	return 0;
}
