/* win-table: the Farkle family's `hint --win` table, built in one process
 * and timed in processor time (issue 20).
 *
 *   win-table build PRESET FILE [NAME=VALUE...]
 *       builds the two-player table of PRESET (with those options), writes
 *       it to FILE and prints the processor seconds the build took
 *   win-table compare FILE FILE
 *       prints the largest difference between the chances of two tables,
 *       or says that their headers (step, scores) differ (exit 1)
 *
 * Linked with a libtapis.a, this tree's or an older one's (win-table.sh
 * builds it against both).  Never part of `make check`: timings are not
 * tests. */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "advice.h"
#include "farkle.h"
#include "msg.h"

#define HEAD 16                 /* magic, step, scores, reserved: 4 words */

static void
die(const char *what, const char *arg)
{
	fprintf(stderr, "win-table: %s%s%s\n", what, arg != NULL ? ": " : "", arg != NULL ? arg
	    : "");
	exit(2);
}

static double
cpu_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int
build(int argc, char **argv)
{
	const struct farkle_preset *preset = farkle_preset_find(argv[0]);
	if (preset == NULL)
		die("no such rule set", argv[0]);
	struct farkle_rules r = preset->rules;
	for (int i = 2; i < argc; i++) {
		struct msg why;
		if (!farkle_option_set(&r, argv[i], &why))
			die("option refused", argv[i]);
	}
	struct farkle_scorer *s = malloc(sizeof *s);
	if (s == NULL)
		die("out of memory", NULL);
	farkle_scorer_init(s, &r);
	size_t size = farkle_advice_table_size(s, ADVICE_HINT_WIN);
	void *table = size > 0 ? calloc(1, size) : NULL;
	if (table == NULL)
		die("no table for these rules", argv[0]);
	double start = cpu_seconds();
	farkle_advice_table_build(s, ADVICE_HINT_WIN, table);
	double took = cpu_seconds() - start;
	FILE *f = fopen(argv[1], "wb");
	if (f == NULL || fwrite(table, 1, size, f) != size || fclose(f) != 0)
		die("cannot write", argv[1]);
	printf("%.3f\n", took);
	free(table);
	free(s);
	return 0;
}

/* The whole of the file at path into *size bytes (the caller frees). */
static char *
slurp(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	if (f == NULL || fseek(f, 0, SEEK_END) != 0)
		die("cannot read", path);
	long len = ftell(f);
	char *buf = len > HEAD ? malloc((size_t)len) : NULL;
	if (buf == NULL || fseek(f, 0, SEEK_SET) != 0 || fread(buf, 1, (size_t)len, f) !=
	    (size_t)len)
		die("cannot read", path);
	fclose(f);
	*size = (size_t)len;
	return buf;
}

static int
compare(char **argv)
{
	size_t na, nb;
	char *a = slurp(argv[0], &na), *b = slurp(argv[1], &nb);
	if (na != nb || memcmp(a, b, HEAD) != 0) {
		printf("headers differ\n");
		return 1;
	}
	double most = 0;
	for (size_t at = HEAD; at + sizeof(double) <= na; at += sizeof(double)) {
		double x, y;
		memcpy(&x, a + at, sizeof x);
		memcpy(&y, b + at, sizeof y);
		most = fabs(x - y) > most ? fabs(x - y) : most;
	}
	printf("%.2e\n", most);
	free(a);
	free(b);
	return 0;
}

int
main(int argc, char **argv)
{
	if (argc >= 4 && strcmp(argv[1], "build") == 0)
		return build(argc - 2, argv + 2);
	if (argc == 4 && strcmp(argv[1], "compare") == 0)
		return compare(argv + 2);
	fprintf(stderr, "usage: win-table build PRESET FILE [NAME=VALUE...]\n"
	    "       win-table compare FILE FILE\n");
	return 2;
}
