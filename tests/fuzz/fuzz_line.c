/* Fuzz target: bytes typed at tapis, as a script of lines, into a fresh
 * store.  Whatever the bytes, tapis must refuse or accept each line without
 * a crash, a leak or undefined behaviour.  Built with libFuzzer by `make
 * fuzz`, and replayed over tests/fuzz/line/ by `make check`. */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "repl.h"
#include "session.h"
#include "store.h"
#include "tapis.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *sink;
	char err[256];
	if (sink == NULL && (sink = fopen("/dev/null", "w")) == NULL)
		return 0;
	if (size == 0)
		return 0;
	struct tapis t;
	memset(&t, 0, sizeof t);
	t.ui.out = sink;
	t.ui.err = sink;
	t.db_path = ":memory:";
	t.store = store_open(":memory:", err, sizeof err);
	if (t.store == NULL)
		return 0;
	FILE *in = fmemopen((void *)data, size, "r");
	if (in != NULL) {
		batch_run(&t, in);
		fclose(in);
	}
	session_close(&t);
	store_close(t.store);
	return 0;
}
