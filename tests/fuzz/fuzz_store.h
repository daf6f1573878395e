/* What the fuzz targets share: the session an input runs on, one store
 * opened and brought up to date once (the lines of a setup played into
 * it), in a file in memory (/dev/shm where there is one), then put back as
 * it was before each input by writing the file's bytes again: nothing
 * migrated, nothing opened, no schema read per input.  And the input as a
 * file, for the targets that read one. */
#ifndef TAPIS_TESTS_FUZZ_STORE_H
#define TAPIS_TESTS_FUZZ_STORE_H

#include <stddef.h>
#include <stdint.h>

struct tapis;

/* The session, its store as the setup left it, no game open, what it
 * prints thrown away.  The first call opens the store and plays setup
 * (NULL-terminated lines, each of which must be taken; NULL: none); it
 * aborts if that fails. */
struct tapis *fuzz_session(const char *const *setup);

/* From now on, a statement tapis finalizes is kept and given back when
 * the same SQL is prepared again on the same connection (fuzz_store.c
 * says how; none is kept while `query` limits SQLite's heap).  Call it
 * before fuzz_session. */
void fuzz_keep_statements(void);

/* Runs one line on the session, as a script would; its status (enum
 * cmd_status). */
int fuzz_line(struct tapis *t, const char *line);

/* The folder of the target's own, made once (removed at exit), where
 * XDG_CACHE_HOME points: the advice tables an input makes land there. */
const char *fuzz_dir(void);

/* The path of a file named name holding the input's bytes, in a folder of
 * the target's own (removed at exit); NULL if it cannot be written. */
const char *fuzz_file(const char *name, const uint8_t *data, size_t size);

#endif
