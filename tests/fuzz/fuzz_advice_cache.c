/* Fuzz target: the advice cache's reader (advice_cache.h), on a file in
 * the cache folder where a table is looked for.  The input is the file:
 * its bytes whole, or, when it starts with 'P', patches to a file the
 * cache itself wrote (each three bytes: an offset of two, a byte to XOR
 * there), to reach past the checks of the header.  The table is that of
 * an engine of this target's own, of 256 bytes and no options: the
 * reader knows no engine but through its key.  Whatever the file, it must
 * be read and trusted only whole and right, without a crash, a leak or
 * undefined behaviour; a table it gives is read to its end.  Built with
 * libFuzzer by `make fuzz`, and replayed over tests/fuzz/advice_cache/ by
 * `make check`. */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "advice_cache.h"
#include "engine.h"
#include "fuzz_store.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define TABLE 256

static const struct engine_option *
no_option(size_t i)
{
	(void)i;
	return NULL;
}

static size_t
table_size(const void *rules, int request)
{
	(void)rules;
	(void)request;
	return TABLE;
}

/* Only the table's size and version: the cache reads nothing else. */
static const struct engine_advice fuzz_advice = {
	.table_size = table_size, .table_version = 7,
};

static const struct engine fuzz_engine = {
	.family = "fuzz", .option = no_option, .advice = &fuzz_advice,
};

static char path[4200];
static unsigned char *valid;      /* the file the cache writes */
static size_t valid_len;

/* The cache folder, the table's path in it, and the file the cache
 * writes for a table, kept to be patched. */
static bool
set_up(void)
{
	char why[256];
	unsigned char *table = malloc(TABLE);
	if (fuzz_dir() == NULL || table == NULL)
		return false;
	for (int i = 0; i < TABLE; i++)
		table[i] = (unsigned char)(i * 7 + 3);
	if (!advice_cache_store(&fuzz_engine, NULL, 0, table, TABLE, why, sizeof why) ||
	    !advice_cache_path(&fuzz_engine, NULL, 0, path, sizeof path))
		return false;
	advice_cache_forget();
	FILE *f = fopen(path, "rb");
	if (f == NULL)
		return false;
	valid = malloc(1 << 16);
	valid_len = valid != NULL ? fread(valid, 1, 1 << 16, f) : 0;
	fclose(f);
	return valid_len > 0;
}

/* The file the input makes, written where the table is looked for, and
 * kept in *file (of *len bytes, for the caller to free). */
static bool
write_file(const uint8_t *data, size_t size, unsigned char **file, size_t *len)
{
	bool patch = size > 0 && data[0] == 'P';
	*len = patch ? valid_len : size;
	*file = malloc(*len + 1);
	if (*file == NULL)
		return false;
	memcpy(*file, patch ? valid : data, *len);
	for (size_t i = 1; patch && i + 3 <= size; i += 3)
		(*file)[((size_t)data[i] << 8 | data[i + 1]) % valid_len] ^= data[i + 2];
	FILE *f = fopen(path, "wb");
	if (f == NULL)
		return false;
	bool ok = fwrite(*file, 1, *len, f) == *len;
	return fclose(f) == 0 && ok;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static bool ready;
	unsigned char *file = NULL;
	size_t len;
	if (!ready && !(ready = set_up()))
		abort();
	if (write_file(data, size, &file, &len)) {
		enum advice_cache_status status;
		char why[256];
		const unsigned char *table = advice_cache_load(&fuzz_engine, NULL, 0, TABLE, &status,
		    why, sizeof why);
		if ((table != NULL) != (status == ADVICE_CACHE_READ))
			abort();
		/* read whole, and the file's own: its last bytes */
		if (table != NULL && (len < TABLE || memcmp(table, file + len - TABLE, TABLE) != 0))
			abort();
		advice_cache_forget();
	}
	free(file);
	return 0;
}
