/* Fuzz target: the SQL of `query`, against its guard (one statement that
 * only reads, within a budget of steps, a longest value, a heap), on a
 * store in memory holding a game of each family (fuzz_store.h), with the
 * smallest budget, --steps 1 (a million steps of SQLite's engine).  The
 * input's first byte picks the format (table, --tsv, --json), the rest is
 * the SQL, its line breaks and control characters made blanks (a line
 * holding one is refused before the guard is reached).  Whatever the SQL,
 * it must be refused or answered in its bounds, the store left writable
 * and as it was, without a crash, a leak or undefined behaviour.  Built
 * with libFuzzer by `make fuzz`, and replayed over tests/fuzz/query/ by
 * `make check`. */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "command.h"
#include "fuzz_store.h"
#include "store_private.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const setup[] = {
	"new 10000 alice bob target=1000 opening=0", "1 1 1 2 3", "keep 1 1 1", "bank",
	"new yams alice", "1 2 3 4 5", "score suite", "6 6 6 6 6",
	"new yam-master carol dan", "3 3 3 3 5", "place c2",
	NULL,
};

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const formats[] = {"", "--tsv ", "--json "};
	if (size == 0)
		return 0;
	struct tapis *t = fuzz_session(setup);
	char *line = malloc(size + 40);
	if (line == NULL)
		return 0;
	int n = snprintf(line, 40, "query %s--steps 1 ", formats[data[0] % 3]);
	for (size_t i = 1; i < size && data[i] != '\0'; i++)
		line[n++] = data[i] < 0x20 || data[i] == 0x7f ? ' ' : (char)data[i];
	line[n] = '\0';
	/* nothing written, whatever the query; the store writable after */
	sqlite3 *db = t->store->db;
	int changes = sqlite3_total_changes(db);
	fuzz_line(t, line);
	if (sqlite3_total_changes(db) != changes || fuzz_line(t, "new yams erin") != CMD_OK)
		abort();
	free(line);
	return 0;
}
