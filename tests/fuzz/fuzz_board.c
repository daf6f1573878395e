/* Fuzz target: a board file of Yam Master (new yam-master ... board=FILE),
 * in a store in memory (fuzz_store.h).  Whatever the file, the game must
 * start with it or refuse it, without a crash, a leak or undefined
 * behaviour; a board taken is shown, played on, saved in a preset and
 * read back from it.  Built with libFuzzer by `make fuzz`, and replayed
 * over tests/fuzz/board/ by `make check`. */
#include "config.h"

#include <stdint.h>
#include <stdio.h>

#include "fuzz_store.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tapis *t = fuzz_session(NULL);
	const char *path = fuzz_file("board.txt", data, size);
	char line[600];
	if (path == NULL)
		return 0;
	snprintf(line, sizeof line, "new yam-master alice bob board=%s", path);
	fuzz_line(t, line);
	fuzz_line(t, "sheet");
	fuzz_line(t, "rules");
	fuzz_line(t, "3 3 3 3 5");
	fuzz_line(t, "export --json");
	snprintf(line, sizeof line, "preset save mine yam-master board=%s", path);
	fuzz_line(t, line);
	fuzz_line(t, "new mine carol dan");
	fuzz_line(t, "sheet");
	return 0;
}
