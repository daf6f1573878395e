/* Fuzz target: a file given to import, as an export --json writes one (a
 * game's object, or an array of them) or anything else, into a store that
 * holds a game already (fuzz_store.h).  Whatever the file, the import must
 * take it whole or refuse it whole, without a crash, a leak or undefined
 * behaviour; what it took is then listed and exported.  There is no import
 * of CSV (export --csv writes turns for spreadsheets, which import does
 * not read).  Built with libFuzzer by `make fuzz`, and replayed over
 * tests/fuzz/import/ by `make check`. */
#include "config.h"

#include <stdint.h>
#include <stdio.h>

#include "fuzz_store.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A game the file may hold again (the same uid: skipped) or name alike. */
static const char *const setup[] = {
	"new 10000 alice bob target=1000 opening=0", "1 1 1 2 3", "keep 1 1 1", "bank",
	NULL,
};

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_keep_statements();
	struct tapis *t = fuzz_session(setup);
	const char *path = fuzz_file("import.json", data, size);
	char line[600];
	if (path == NULL)
		return 0;
	snprintf(line, sizeof line, "import %s", path);
	fuzz_line(t, line);
	fuzz_line(t, "games --all");
	fuzz_line(t, "export all --json");
	return 0;
}
