/* Long work that shows how far it has got: building an advice table,
 * bringing an old file up to date, importing or exporting many games.
 * The worker says how far it is (progress_report), knowing nothing of who
 * listens; the command that started it says who shows it (progress_begin,
 * with the renderer's show, or NULL in a script or where the output is
 * not a terminal).  Nothing is shown before the work has taken a second,
 * by the clock read inside progress_report (no thread, no timer), and
 * then at most a few times a second. */
#ifndef TAPIS_PROGRESS_H
#define TAPIS_PROGRESS_H

#include <stdbool.h>

struct progress;

/* What done and total count: a share of the work (said as a percentage),
 * games, or steps of the work. */
enum progress_unit { PROGRESS_SHARE, PROGRESS_GAMES, PROGRESS_STEPS };

/* What the renderer is given to show: how far, and what is left. */
struct progress_view {
	const char *what;         /* an N_ id: "building the advice table" */
	enum progress_unit unit;
	double done, total;       /* total <= 0: not known */
	double elapsed;           /* seconds since it began */
	double left;              /* seconds left, estimated; < 0: no estimate */
	bool end;                 /* the work is over: take the line away */
};

typedef void progress_show_fn(void *ctx, const struct progress_view *v);

struct progress {
	progress_show_fn *show;   /* NULL: nothing is shown */
	void *ctx;
	const char *what;
	enum progress_unit unit;
	double start, last;       /* seconds, of progress_clock */
	bool shown;
	struct progress *outer;   /* the one that was going on before */
};

/* The clock progress reads: seconds since some fixed time (a monotonic
 * clock); tests may set their own. */
extern double (*progress_clock)(void);

/* Starts p as the work going on now, said `what` (an N_ id) by show. */
void progress_begin(struct progress *p, const char *what, enum progress_unit unit,
    progress_show_fn *show, void *ctx);
/* Ends p: its line, if shown, is taken away; the work before it, if any,
 * goes on. */
void progress_end(struct progress *p);
/* The work going on has done `done` of `total` (total <= 0: not known);
 * nothing where no work was begun. */
void progress_report(double done, double total);
#endif
