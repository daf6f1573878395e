/* Faults injected under SQLite, for the tests only (never linked into
 * tapis): a VFS that wraps the default one and counts each call of a kind
 * (an open, a read, a write, a sync, a lock...), failing the Nth with a
 * chosen code, once or from N on; and an allocator, given to SQLite through
 * SQLITE_CONFIG_MALLOC, that fails the Nth allocation the same way (and,
 * in a program linked with faultalloc.c's wraps, tapis's own).  Its
 * sleep returns at once and its clock stands still, so that no test waits
 * on time and every run reads the same 'now'.  As SQLite's own I/O-error
 * tests do, in process. */
#ifndef TAPIS_TESTS_FAULTVFS_H
#define TAPIS_TESTS_FAULTVFS_H

#include <stdbool.h>
#include <stddef.h>

enum fault_kind {
	FAULT_OPEN,               /* xOpen of any file: the database, its -wal, a journal */
	FAULT_READ,
	FAULT_WRITE,
	FAULT_SYNC,
	FAULT_LOCK,               /* xLock of the database file */
	FAULT_SHMLOCK,            /* xShmLock: the WAL's locks */
	FAULT_SHMMAP,             /* xShmMap: the WAL's index */
	FAULT_TRUNCATE,
	FAULT_FILESIZE,
	FAULT_ACCESS,
	FAULT_DELETE,
	FAULT_MALLOC,             /* an allocation of SQLite's (SQLITE_NOMEM) */
	FAULT_ALLOC,              /* one of tapis's own: malloc, strdup... (faultalloc.c) */
	FAULT_KINDS
};

/* Which call fails, and how: the nth call (from 1) of kind fails with
 * code, and with persistent every one after it too. */
struct fault {
	enum fault_kind kind;
	int code;                 /* an SQLite result code; ignored for FAULT_MALLOC, _ALLOC */
	long n;
	bool persistent;
};

/* Makes the fault VFS SQLite's default and the fault allocator its own,
 * and has every connection opened from then on say where its statements
 * begin: before anything else of SQLite is used (SQLITE_CONFIG_MALLOC is
 * only taken before sqlite3_initialize).  False if SQLite refused. */
bool faultvfs_install(void);
/* From now on counts every call from zero, and fails as f says. */
void faultvfs_arm(const struct fault *f);
/* Counts nothing and fails nothing: everything passes through. */
void faultvfs_disarm(void);
/* While paused (the test's own work between two calls into tapis, whose
 * allocations go through faultalloc.c's wraps too), counts nothing and
 * fails nothing; armed as before once resumed. */
void faultvfs_pause(bool paused);
/* Counts one call of kind, while armed; true if it is to fail.  For the
 * allocator of faultalloc.c. */
bool faultvfs_hit(enum fault_kind kind);
/* The calls of kind seen since the last arm. */
long faultvfs_calls(enum fault_kind kind);
/* How many calls failed since the last arm. */
long faultvfs_fired(void);
/* The statements begun since the last arm (their first 4096), each on any
 * connection (its trace's word that it begins to run, past its
 * preparation): how many; the allocations counted before the i-th began
 * (arming FAULT_MALLOC at that plus one fails its run's first), or -1;
 * and the first bytes of its SQL (a trigger's: "-- TRIGGER name"). */
size_t faultvfs_statements(void);
long faultvfs_statement_calls(size_t i);
const char *faultvfs_statement_sql(size_t i);
/* "read", "write", ... */
const char *faultvfs_kind_name(enum fault_kind kind);
/* "IOERR_WRITE", "FULL", "BUSY", ... */
const char *faultvfs_code_name(int code);

#endif
