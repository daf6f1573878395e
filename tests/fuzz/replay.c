/* Replays a fuzz target over the files of its corpus, as ordinary
 * regression inputs: `replay [DIR...]` (by default $srcdir/tests/fuzz/
 * CORPUS) runs each file once and prints TAP.  A crash, a sanitizer report
 * or a leak fails the run. */
#include "config.h"

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int
main(int argc, char **argv)
{
	int n = 0;
	char corpus[4096];
	char *dirs[2] = {argv[0], corpus};
	if (argc < 2) {
		const char *srcdir = getenv("srcdir");
		snprintf(corpus, sizeof corpus, "%s/tests/fuzz/%s", srcdir ? srcdir : ".", CORPUS);
		argc = 2;
		argv = dirs;
	}
	for (int d = 1; d < argc; d++) {
		DIR *dir = opendir(argv[d]);
		if (dir == NULL) {
			printf("Bail out! cannot read %s\n", argv[d]);
			return 1;
		}
		char *names[4096];
		int count = 0;
		for (struct dirent *e; (e = readdir(dir)) != NULL && count < 4096;)
			if (e->d_name[0] != '.')
				names[count++] = strdup(e->d_name);
		closedir(dir);
		qsort(names, (size_t)count, sizeof names[0], by_name);
		for (int i = 0; i < count; i++) {
			char path[4096];
			snprintf(path, sizeof path, "%s/%s", argv[d], names[i]);
			FILE *f = fopen(path, "rb");
			static uint8_t buf[1 << 20];
			size_t len = f ? fread(buf, 1, sizeof buf, f) : 0;
			if (f == NULL) {
				printf("not ok %d - %s cannot be read\n", ++n, path);
				free(names[i]);
				continue;
			}
			fclose(f);
			LLVMFuzzerTestOneInput(buf, len);
			printf("ok %d - %s\n", ++n, names[i]);
			free(names[i]);
		}
	}
	printf("1..%d\n", n);
	return 0;
}
