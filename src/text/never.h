/* ALWAYS and NEVER, as in SQLite: a check of something no input can make
 * so (a value an earlier layer already refused, a case the code above has
 * ruled out), kept in every build that plays, where it costs nothing and
 * guards a later change.  In a coverage build (configure
 * --enable-coverage, `./dev.sh coverage`) each becomes the constant it
 * must be, so that the branch no test can take is not counted as missed:
 * HACKING.md, "Coverage", lists where they stand and why.  The
 * expression must have no effect of its own, since that build skips
 * it. */
#ifndef TAPIS_NEVER_H
#define TAPIS_NEVER_H

#ifdef TAPIS_COVERAGE
#define ALWAYS(X) (1 || (X))
#define NEVER(X) (0 && (X))
#else
#define ALWAYS(X) (X)
#define NEVER(X) (X)
#endif

#endif
