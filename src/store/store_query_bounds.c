/* The bounds of a query, set on its connection for the time it runs.
 * SQLite's limits refuse what is too big to build (a value, the SQL, an
 * expression, a compound SELECT, a LIKE pattern); its progress handler,
 * called every PROGRESS_OPS steps of its engine, stops the query once
 * its budget of steps is spent or its second has passed.  That handler
 * runs between steps, so a function that can work long within one step
 * (printf's '%.*c' repeats a character two billion times; instr,
 * replace, trim, LIKE and GLOB compare each position of a text with all
 * of another) is put in the place of SQLite's own: it works out what the
 * call would make or compare before it is done, refuses past the bounds,
 * counts the work against the budget, and has SQLite's own function do
 * it, on a connection of its own in memory where nothing replaces it. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "never.h"
#include "store_query_bounds.h"

/* The handler's period, in steps: small, since a step may be a function
 * that makes a value of megabytes. */
#define PROGRESS_OPS 25

static long long
monotonic_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

long long (*query_clock)(void) = monotonic_ns;

/* True once the query must stop, saying why in g->stop. */
static bool
spent(struct query_guard *g)
{
	if (g->stop == STOP_NONE && g->steps_left <= 0)
		g->stop = STOP_STEPS;
	if (g->stop == STOP_NONE && query_clock() >= g->deadline)
		g->stop = STOP_TIME;
	return g->stop != STOP_NONE;
}

static int
on_progress(void *ctx)
{
	struct query_guard *g = ctx;
	g->steps_left -= PROGRESS_OPS;
	return spent(g);          /* non-zero: the statement stops, SQLITE_INTERRUPT */
}

/* A value's length as text, without converting it (a number's text is
 * short). */
static long long
text_bytes(sqlite3_value *v)
{
	switch (sqlite3_value_type(v)) {
	case SQLITE_TEXT:
	case SQLITE_BLOB:
		return sqlite3_value_bytes(v);
	case SQLITE_NULL:
		return 0;
	default:
		return 32;
	}
}

/* ---- printf and format: the most bytes a call can make */

/* The next argument as printf takes a width or a precision from it (an
 * int; 0 once there are none left), its size. */
static long long
star(int argc, sqlite3_value **argv, int *next)
{
	if (*next >= argc)
		return 0;
	long long n = sqlite3_value_int64(argv[(*next)++]);
	return n < 0 ? -n : n;
}

static long long
digits(const unsigned char **f)
{
	long long n = 0;
	for (; **f >= '0' && **f <= '9'; (*f)++)
		if (n < (1LL << 40))
			n = n * 10 + (**f - '0');
	return n;
}

/* What conversion c makes at most, bytes, but for its width. */
static long long
conversion_bytes(unsigned char c, long long precision, int argc, sqlite3_value **argv,
    int *next)
{
	long long p = precision < 0 ? 0 : precision;
	sqlite3_value *arg = NULL;
	if (strchr("%n", c) == NULL && *next < argc)
		arg = argv[(*next)++];
	long long len = arg != NULL ? text_bytes(arg) : 0;
	switch (c) {
	case 'c': {               /* one character, `precision` times */
		const unsigned char *ch = arg != NULL ? sqlite3_value_text(arg) : NULL;
		int bytes = ch == NULL || *ch < 0xc0 ? 1 : *ch < 0xe0 ? 2 : *ch < 0xf0 ? 3 : 4;
		return bytes * (p > 1 ? p : 1);
	}
	case 's': case 'z':
		return len;
	case 'q': case 'Q': case 'w':
		return 2 * len + 4;
	case 'f': case 'e': case 'E': case 'g': case 'G':
		return (p + 400) * 4 / 3;     /* digits of a double, the thousands' commas */
	case '%':
		return 1;
	case 'n':
		return 0;
	default:                  /* the integers, or what stops printf */
		return (p + 40) * 4 / 3;
	}
}

/* The most bytes printf(argv[0], argv[1], ...) makes: reads the format as
 * SQLite's printf does, each width and precision and the argument each
 * conversion takes, always erring on the side of more. */
static long long
printf_bytes(int argc, sqlite3_value **argv)
{
	const unsigned char *f = argc > 0 ? sqlite3_value_text(argv[0]) : NULL;
	long long total = 0;
	int next = 1;
	while (f != NULL && *f != '\0' && total <= QUERY_VALUE_BYTES) {
		if (*f++ != '%') {
			total++;
			continue;
		}
		long long width = 0, precision = -1;
		bool chars = false;       /* '!': the width counts characters */
		for (;; f++) {
			if (*f == '*')
				width = star(argc, argv, &next);
			else if (*f >= '1' && *f <= '9')
				width = digits(&f), f--;
			else if (*f == '.' && f[1] == '*')
				precision = star(argc, argv, &next), f++;
			else if (*f == '.')
				f++, precision = digits(&f), f--;
			else if (*f != '\0' && strchr("-+ #!0,l", *f) != NULL)
				chars |= *f == '!';
			else
				break;
		}
		if (*f == '\0')
			break;
		long long body = conversion_bytes(*f++, precision, argc, argv, &next);
		total += chars ? body + width : body > width ? body : width;
	}
	return total;
}

/* ---- the guarded functions */

/* Each function put in SQLite's function's place, but printf: the work a
 * call does is at most the product of its first two values' lengths
 * (every position of one against the whole of the other). */
static const struct {
	const char *name;
	int args;
	const char *sql;
} fixed[GUARDED_FIXED] = {
	{"instr", 2, "SELECT instr(?1, ?2)"},
	{"replace", 3, "SELECT replace(?1, ?2, ?3)"},
	{"trim", 2, "SELECT trim(?1, ?2)"},
	{"ltrim", 2, "SELECT ltrim(?1, ?2)"},
	{"rtrim", 2, "SELECT rtrim(?1, ?2)"},
	{"like", 2, "SELECT like(?1, ?2)"},
	{"like", 3, "SELECT like(?1, ?2, ?3)"},
	{"glob", 2, "SELECT glob(?1, ?2)"},
	{"printf", -1, NULL},
	{"format", -1, NULL},
};

/* The twin's limits: the query's while one runs, else its own. */
static void
twin_bounds(struct query_guard *g)
{
	if (g->twin == NULL)
		return;
	sqlite3_limit(g->twin, SQLITE_LIMIT_LENGTH, g->active ? QUERY_VALUE_BYTES :
	    g->twin_limits[0]);
	sqlite3_limit(g->twin, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, g->active ? QUERY_PATTERN_BYTES :
	    g->twin_limits[1]);
}

/* The statement of the twin that calls SQLite's own function: fixed row
 * `row`, or printf with argc arguments; NULL if it cannot be made. */
static sqlite3_stmt *
own_call(struct query_guard *g, int row, int argc)
{
	int slot = fixed[row].sql != NULL ? row : GUARDED_FIXED + argc;
	if (NEVER(argc > QUERY_ARGS_MOST))   /* SQLITE_LIMIT_FUNCTION_ARG refuses it */
		return NULL;
	if (g->calls[slot] != NULL)
		return g->calls[slot];
	if (g->twin == NULL) {
		if (sqlite3_open_v2(":memory:", &g->twin, SQLITE_OPEN_READWRITE | SQLITE_OPEN_MEMORY,
		    NULL) != SQLITE_OK) {
			sqlite3_close(g->twin);
			g->twin = NULL;
			return NULL;
		}
		g->twin_limits[0] = sqlite3_limit(g->twin, SQLITE_LIMIT_LENGTH, -1);
		g->twin_limits[1] = sqlite3_limit(g->twin, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, -1);
		twin_bounds(g);
	}
	char sql[16 + 4 * (QUERY_ARGS_MOST + 1)];
	if (fixed[row].sql != NULL) {
		snprintf(sql, sizeof sql, "%s", fixed[row].sql);
	} else {
		size_t len = (size_t)snprintf(sql, sizeof sql, "SELECT printf(");
		for (int i = 0; i < argc; i++)
			len += (size_t)snprintf(sql + len, sizeof sql - len, i > 0 ? ",?" : "?");
		snprintf(sql + len, sizeof sql - len, ")");
	}
	sqlite3_prepare_v2(g->twin, sql, -1, &g->calls[slot], NULL);
	return g->calls[slot];
}

/* Has SQLite's own function make cx's result from argv. */
static void
call_own(sqlite3_context *cx, struct query_guard *g, int row, int argc, sqlite3_value **argv)
{
	sqlite3_stmt *st = own_call(g, row, argc);
	/* untaken: own_call's statement not prepared: SQLite out of memory */
	if (st == NULL) {
		sqlite3_result_error_nomem(cx);
		return;
	}
	for (int i = 0; i < argc; i++)
		sqlite3_bind_value(st, i + 1, argv[i]);
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		sqlite3_result_value(cx, sqlite3_column_value(st, 0));
	} else if (rc == SQLITE_TOOBIG) {
		sqlite3_result_error_toobig(cx);
	} else {
		sqlite3_result_error(cx, sqlite3_errmsg(g->twin), -1);
		sqlite3_result_error_code(cx, rc);
	}
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
}

/* Stops the query from within a function (g says why). */
static void
stop_call(sqlite3_context *cx)
{
	sqlite3_result_error(cx, "the query was stopped by its bounds", -1);
}

/* A guarded function: bounded, counted, then done by SQLite's own. */
static void
guarded(sqlite3_context *cx, int argc, sqlite3_value **argv)
{
	const struct guarded_fn *fn = sqlite3_user_data(cx);
	struct query_guard *g = fn->g;
	long long work;
	if (!g->active) {         /* the store's own SQL: SQLite's function as ever */
		call_own(cx, g, fn->row, argc, argv);
		return;
	}
	/* (a query stopped is ended by SQLite at once, the call's error or
	 * the progress handler's interrupt: no call comes after a stop) */
	if (fixed[fn->row].sql == NULL) {
		work = printf_bytes(argc, argv);
		if (work > QUERY_VALUE_BYTES && ALWAYS(g->stop == STOP_NONE))
			g->stop = STOP_LENGTH, g->fn = fixed[fn->row].name;
	} else {
		long long a = text_bytes(argv[0]), b = text_bytes(argv[1]);
		work = (a + 1) * (b + 1);
		if (work > QUERY_CALL_WORK && ALWAYS(g->stop == STOP_NONE)) {
			g->stop = STOP_WORK, g->fn = fixed[fn->row].name;
			g->sized[0] = a, g->sized[1] = b;
		}
	}
	g->steps_left -= work / QUERY_WORK_A_STEP;
	if (spent(g))
		stop_call(cx);
	else
		call_own(cx, g, fn->row, argc, argv);
}

/* ---- setting and taking back */

/* The limits set, each with its value for a query. */
static const struct {
	int id;
	int value;
} limits[] = {
	{SQLITE_LIMIT_LENGTH, QUERY_VALUE_BYTES},
	{SQLITE_LIMIT_SQL_LENGTH, QUERY_SQL_BYTES},
	{SQLITE_LIMIT_EXPR_DEPTH, QUERY_DEPTH_MOST},
	{SQLITE_LIMIT_COMPOUND_SELECT, QUERY_COMPOUND_MOST},
	{SQLITE_LIMIT_FUNCTION_ARG, QUERY_ARGS_MOST},
	{SQLITE_LIMIT_LIKE_PATTERN_LENGTH, QUERY_PATTERN_BYTES},
};

#define NLIMITS (sizeof limits / sizeof limits[0])
_Static_assert(NLIMITS <= sizeof ((struct query_guard *)0)->limits / sizeof(int), "room for each");

/* Puts the guarded functions in place of SQLite's on s's connection,
 * once; false if one could not be (those that could stay). */
static bool
place_functions(struct store *s, struct query_guard *g)
{
	bool ok = true;
	for (int i = 0; i < GUARDED_FIXED && !g->placed; i++) {
		g->fns[i] = (struct guarded_fn){g, i};
		/* untaken: sqlite3_create_function_v2 failing (out of memory) */
		ok = sqlite3_create_function_v2(s->db, fixed[i].name, fixed[i].args, SQLITE_UTF8 |
		    SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, &g->fns[i], guarded, NULL, NULL, NULL)
		    == SQLITE_OK && ok;
	}
	g->placed = ok;
	return ok;
}

struct query_guard *
query_guard_begin(struct store *s, long long steps, char *why, size_t whylen)
{
	if (s->guard == NULL && (s->guard = calloc(1, sizeof *s->guard)) == NULL) {
		snprintf(why, whylen, "%s", sqlite3_errstr(SQLITE_NOMEM));
		return NULL;
	}
	struct query_guard *g = s->guard;
	if (!place_functions(s, g)) {
		snprintf(why, whylen, "%s", sqlite3_errmsg(s->db));
		return NULL;
	}
	g->active = true;
	g->steps_left = steps * QUERY_STEPS_UNIT;
	g->stop = STOP_NONE;
	g->fn = NULL;
	for (size_t i = 0; i < NLIMITS; i++)
		g->limits[i] = sqlite3_limit(s->db, limits[i].id, limits[i].value);
	twin_bounds(g);
	g->heap = sqlite3_hard_heap_limit64(QUERY_MEMORY_BYTES);
	g->deadline = query_clock() + QUERY_SECONDS * 1000000000LL;
	sqlite3_progress_handler(s->db, PROGRESS_OPS, on_progress, g);
	return g;
}

void
query_guard_end(struct store *s)
{
	struct query_guard *g = s->guard;
	sqlite3_progress_handler(s->db, 0, NULL, NULL);
	sqlite3_hard_heap_limit64(g->heap);
	for (size_t i = 0; i < NLIMITS; i++)
		sqlite3_limit(s->db, limits[i].id, g->limits[i]);
	g->active = false;
	twin_bounds(g);
}

void
query_guard_free(struct store *s)
{
	struct query_guard *g = s->guard;
	if (g == NULL)
		return;
	for (int i = 0; i < GUARDED_CALLS; i++)
		sqlite3_finalize(g->calls[i]);
	sqlite3_close(g->twin);
	free(g);
	s->guard = NULL;
}
