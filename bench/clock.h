/* The monotonic clock, in nanoseconds, shared by the bench programs. */
#ifndef TAPIS_BENCH_CLOCK_H
#define TAPIS_BENCH_CLOCK_H

#include <time.h>

static inline long long
now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

#endif
