/* yams-digits: which digits of the Yams optimum are exact (issue 20).
 *
 *   yams-digits PRESET [NAME=VALUE...]
 *
 * Built by yams-digits.sh twice from the solver's own sources: once as
 * tapis builds them (double), once with YAMS_REAL long double (64 bits of
 * mantissa, not 53).  Each prints the empty sheet's value of the rules to
 * 15 decimals, the states and the build's time; the digits on which the
 * two agree are exact in the double table, and those are the ones the
 * README publishes.  Never part of `make check`. */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>

#include "clock.h"

#include "msg.h"
#include "yams.h"
#include "yams_solver.h"
#include "yams_solver_table.h"

int
main(int argc, char **argv)
{
	const struct yams_preset *p = argc > 1 ? yams_preset_find(argv[1]) : NULL;
	struct yams_rules r;
	struct msg why;
	if (p == NULL) {
		fprintf(stderr, "usage: yams-digits PRESET [NAME=VALUE...]\n");
		return 2;
	}
	yams_preset_rules(p, &r);
	for (int i = 2; i < argc; i++)
		if (!yams_option_set(&r, argv[i], &why) || !yams_rules_check(&r, &why)) {
			fprintf(stderr, "yams-digits: %s is refused\n", argv[i]);
			return 2;
		}
	size_t size = yams_solver_table_size(&r, (size_t)1 << 40);
	void *table = malloc(size);
	if (table == NULL)
		return 2;
	long long t0 = now_ns();
	yams_solver_build(&r, (size_t)1 << 40, table, 0);
	long long t1 = now_ns();
	const yams_real *v = yams_table_values_const(table);
	const uint32_t *off = yams_table_offsets_const(table);
	printf("%s with %d-byte values: %.15Lf (%zu states, %.2f s)\n", argv[1],
	    (int)sizeof(yams_real), (long double)v[off[0]], yams_solver_states(table),
	    (t1 - t0) / 1e9);
	free(table);
	return 0;
}
