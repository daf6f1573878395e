/* yams-tables: every Yams preset's solitaire table, kept or checked
 * (issue 29).
 *
 *   yams-tables keep DIR      builds each preset's table into DIR/PRESET.table
 *   yams-tables check DIR     builds each again, on one thread and on two,
 *                             and compares it with DIR's: the head and the
 *                             offsets byte for byte, every value within 1e-12
 *
 * So that a faster build is shown to give the table the old one gave:
 * keep with the old build, check with the new (bench/yams-solver.sh
 * TABLES=DIR does both).  Exit status: 0 the same, 1 a table differs, 2
 * the tool failed.  Never part of `make check`: it builds six tables. */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "yams.h"
#include "yams_solver.h"
#include "yams_solver_table.h"

static void
die(const char *what, const char *name)
{
	fprintf(stderr, "yams-tables: %s%s%s\n", what, name != NULL ? ": " : "",
	    name != NULL ? name : "");
	exit(2);
}

static void *
build(const struct yams_rules *r, size_t size, int threads)
{
	void *table = malloc(size);
	if (table == NULL)
		die("out of memory", NULL);
	yams_solver_build(r, 0, table, threads);
	return table;
}

/* The largest difference between two tables of one head; -1 if their
 * heads or offsets differ. */
static double
difference(const void *a, const void *b)
{
	const struct yams_table_head *h = a;
	size_t head = sizeof *h + (size_t)h->nslots * sizeof(uint32_t);
	if (memcmp(a, b, head) != 0)
		return -1;
	const yams_real *va = yams_table_values_const(a), *vb = yams_table_values_const(b);
	double most = 0;
	for (uint32_t i = 0; i < h->values; i++) {
		double d = fabs((double)va[i] - (double)vb[i]);
		most = d > most || d != d ? d : most;
	}
	return most;
}

static bool
check(const char *path, const char *name, const struct yams_rules *r, size_t size)
{
	void *kept = malloc(size);
	FILE *f = fopen(path, "rb");
	if (kept == NULL || f == NULL || fread(kept, 1, size, f) != size || fgetc(f) != EOF)
		die("cannot read the kept table", path);
	fclose(f);
	bool same = true;
	for (int threads = 1; threads <= 2; threads++) {
		void *table = build(r, size, threads);
		double d = difference(kept, table);
		bool ok = d >= 0 && d <= 1e-12;
		printf("%-12s threads %d  states %zu  largest difference %s%.3g  %s\n", name,
		    threads, yams_solver_states(table), d < 0 ? "(head) " : "", d,
		    ok ? "same" : "DIFFERS");
		same = same && ok;
		free(table);
	}
	free(kept);
	return same;
}

int
main(int argc, char **argv)
{
	if (argc != 3 || (strcmp(argv[1], "keep") != 0 && strcmp(argv[1], "check") != 0))
		die("usage: yams-tables keep|check DIR", NULL);
	bool keep = strcmp(argv[1], "keep") == 0, same = true;
	for (size_t i = 0; i < yams_npresets; i++) {
		const char *name = yams_presets[i].name;
		struct yams_rules r;
		char path[4096];
		yams_preset_rules(&yams_presets[i], &r);
		size_t size = yams_solver_table_size(&r, 0);
		snprintf(path, sizeof path, "%s/%s.table", argv[2], name);
		if (!keep) {
			same = check(path, name, &r, size) && same;
			continue;
		}
		void *table = build(&r, size, 0);
		FILE *f = fopen(path, "wb");
		if (f == NULL || fwrite(table, 1, size, f) != size || fclose(f) != 0)
			die("cannot write", path);
		printf("%-12s kept  states %zu  empty sheet %.10f\n", name,
		    yams_solver_states(table), yams_solver_value(table, ORDER_ANY,
		    (struct yams_col_state){0, 0, 0, 0}));
		free(table);
	}
	return same ? 0 : 1;
}
