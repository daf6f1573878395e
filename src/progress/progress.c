/* Long work's progress (progress.h): the clock, the pace, the estimate. */
#include "config.h"

#include <stddef.h>
#include <time.h>

#include "progress.h"

/* A second of work before anything is shown; then a few times a second. */
#define QUIET_SECONDS 1.0
#define EVERY_SECONDS 0.2

static double
monotonic(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

double (*progress_clock)(void) = monotonic;

static struct progress *current;

void
progress_begin(struct progress *p, const char *what, enum progress_unit unit,
    progress_show_fn *show, void *ctx)
{
	p->unit = unit;
	p->show = show;
	p->ctx = ctx;
	p->what = what;
	p->start = p->last = progress_clock();
	p->shown = false;
	p->outer = current;
	current = p;
}

void
progress_end(struct progress *p)
{
	if (p->shown) {           /* (only a listener's work is ever shown) */
		struct progress_view v = {p->what, p->unit, 0, 0, progress_clock() - p->start, -1,
		    true};
		p->show(p->ctx, &v);
	}
	current = p->outer;       /* (work ends in the function that began it: nested) */
}

void
progress_report(double done, double total)
{
	struct progress *p = current;
	if (p == NULL || p->show == NULL)
		return;
	double now = progress_clock(), elapsed = now - p->start;
	if (elapsed < QUIET_SECONDS || (p->shown && now - p->last < EVERY_SECONDS))
		return;
	/* what is left, at the pace so far, where the total is known */
	double left = total > 0 && done > 0 && done <= total ? elapsed * (total - done) / done
	    : -1;
	struct progress_view v = {p->what, p->unit, done, total, elapsed, left, false};
	p->show(p->ctx, &v);
	p->shown = true;
	p->last = now;
}
