/* The layout of a Yams solitaire table (yams_solver.h), shared by the
 * reader (yams_solver.c) and the build (yams_solver_build.c): a head that
 * says what the values depend on and how they are counted, where each set
 * of boxes filled starts, then the values. */
#ifndef TAPIS_YAMS_SOLVER_TABLE_H
#define TAPIS_YAMS_SOLVER_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "yams.h"

/* The table's numbers: double; a check of the digits builds it with long
 * double (bench/yams-solver.c). */
#ifndef YAMS_REAL
#define YAMS_REAL double
#endif
typedef YAMS_REAL yams_real;

#define YAMS_TABLE_MAGIC 0x59414d53u    /* "YAMS" */
#define YAMS_NO_SLOT UINT32_MAX
#define YAMS_PAIR_VALUES 27       /* what Minimum or Maximum alone holds: 0, 5 to 30 */

/* The head: every field the values depend on, so that a table is known
 * again; then nslots uint32 offsets (each set of boxes filled in any
 * order, then the desc and asc columns by boxes filled), then the values. */
struct yams_table_head {
	uint32_t magic, version;
	uint32_t values;          /* the states */
	uint32_t nslots;
	int32_t qsub, qpair;      /* the steps the capped total and a lone
	                             Minimum or Maximum are counted in: 1, exact */
	int32_t ordered;          /* the columns filled in order have tables */
	int32_t needs, bonus;     /* the upper bonus as it counts */
	int32_t pmin, pmax;       /* the pair under its rule, or -1 */
	int32_t five, ybonus;     /* the five-alike box, the Yahtzee bonus */
	int32_t joker, scratch_unmade, five_full;
	int32_t nboxes;
	uint32_t upper;           /* the upper part's boxes, a bit each */
	int32_t box[YAMS_BOXES_MAX][6];   /* kind, arg, scoring, points, upper, most */
};

/* How many values a set of boxes filled has: capped totals (r), lone
 * pair values (m), Yahtzee bonus to be had or not (y). */
struct yams_dims {
	int r, m, y;
};

/* The head for r, its steps the smallest that fit limit bytes. */
void yams_table_head(const struct yams_rules *r, size_t limit, struct yams_table_head *h);
/* Bytes of a table of head h. */
size_t yams_table_bytes(const struct yams_table_head *h);
struct yams_dims yams_table_dims(const struct yams_table_head *h, unsigned mask);
/* The capped total s, and a lone Minimum or Maximum of value v, as the
 * table counts them; and back, the least of each step of the total (the
 * bonus never counted before it is made), the middle of the lone
 * value's. */
int yams_table_sub(const struct yams_table_head *h, int s);
int yams_table_sub_value(const struct yams_table_head *h, int i);
int yams_table_pair(const struct yams_table_head *h, int v);
int yams_table_pair_value(const struct yams_table_head *h, int i);
/* Where the values of mask filled in order start among the offsets. */
int yams_table_slot(const struct yams_table_head *h, enum yams_order order, unsigned mask);
/* The masks of a column filled in order after `filled` boxes. */
unsigned yams_table_ordered_mask(const struct yams_table_head *h, enum yams_order order,
    int filled);
uint32_t *yams_table_offsets(void *table);
const uint32_t *yams_table_offsets_const(const void *table);
yams_real *yams_table_values(void *table);
const yams_real *yams_table_values_const(const void *table);

#endif
