/* The fault VFS and allocator (faultvfs.h). */
#include "config.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <sqlite3.h>

#include "faultvfs.h"

/* What is armed, and what was seen since: the calls, the faults fired,
 * and the statements begun (the allocations counted then, and the first
 * bytes of each one's SQL). */
#define STATEMENTS 4096
static struct {
	bool armed, paused;
	struct fault f;
	long calls[FAULT_KINDS];
	long fired;
	size_t nstatements;
	struct {
		long calls;
		char sql[64];
	} statements[STATEMENTS];
} state;

bool
faultvfs_hit(enum fault_kind kind)
{
	if (!state.armed || state.paused)
		return false;
	long n = ++state.calls[kind];
	if (kind != state.f.kind || n < state.f.n || (n > state.f.n && !state.f.persistent))
		return false;
	state.fired++;
	return true;
}

void
faultvfs_arm(const struct fault *f)
{
	memset(&state, 0, sizeof state);
	state.f = *f;
	state.armed = true;
}

void
faultvfs_disarm(void)
{
	state.armed = false;
}

void
faultvfs_pause(bool paused)
{
	state.paused = paused;
}

size_t
faultvfs_statements(void)
{
	return state.nstatements;
}

long
faultvfs_statement_calls(size_t i)
{
	return i < state.nstatements ? state.statements[i].calls : -1;
}

const char *
faultvfs_statement_sql(size_t i)
{
	return i < state.nstatements ? state.statements[i].sql : "";
}

/* SQLite's word that a statement begins to run (past its preparation; a
 * trigger's program too): where it stands noted, while armed.  Allocates
 * nothing. */
static int
statement_begins(unsigned type, void *ctx, void *stmt, void *sql)
{
	(void)ctx;
	(void)stmt;
	if (type != SQLITE_TRACE_STMT || !state.armed || state.nstatements == STATEMENTS)
		return 0;
	state.statements[state.nstatements].calls = state.calls[FAULT_MALLOC];
	snprintf(state.statements[state.nstatements].sql, sizeof state.statements[0].sql, "%s",
	    sql != NULL ? (const char *)sql : "");
	state.nstatements++;
	return 0;
}

/* Each connection, as it opens (an automatic extension): its statements
 * traced by statement_begins. */
static int
trace_connection(sqlite3 *db, const char **err, const struct sqlite3_api_routines *api)
{
	(void)err;
	(void)api;
	return sqlite3_trace_v2(db, SQLITE_TRACE_STMT, statement_begins, NULL);
}

long
faultvfs_calls(enum fault_kind kind)
{
	return state.calls[kind];
}

long
faultvfs_fired(void)
{
	return state.fired;
}

const char *
faultvfs_kind_name(enum fault_kind kind)
{
	static const char *const names[FAULT_KINDS] = {
		[FAULT_OPEN] = "open", [FAULT_READ] = "read", [FAULT_WRITE] = "write",
		[FAULT_SYNC] = "sync", [FAULT_LOCK] = "lock", [FAULT_SHMLOCK] = "shmlock",
		[FAULT_SHMMAP] = "shmmap", [FAULT_TRUNCATE] = "truncate",
		[FAULT_FILESIZE] = "filesize", [FAULT_ACCESS] = "access",
		[FAULT_DELETE] = "delete", [FAULT_MALLOC] = "malloc", [FAULT_ALLOC] = "alloc",
	};
	return (unsigned)kind < FAULT_KINDS ? names[kind] : "?";
}

const char *
faultvfs_code_name(int code)
{
	switch (code) {
	case SQLITE_BUSY: return "BUSY";
	case SQLITE_FULL: return "FULL";
	case SQLITE_NOMEM: return "NOMEM";
	case SQLITE_CANTOPEN: return "CANTOPEN";
	case SQLITE_IOERR_READ: return "IOERR_READ";
	case SQLITE_IOERR_WRITE: return "IOERR_WRITE";
	case SQLITE_IOERR_FSYNC: return "IOERR_FSYNC";
	case SQLITE_IOERR_LOCK: return "IOERR_LOCK";
	case SQLITE_IOERR_SHMLOCK: return "IOERR_SHMLOCK";
	case SQLITE_IOERR_SHMMAP: return "IOERR_SHMMAP";
	case SQLITE_IOERR_TRUNCATE: return "IOERR_TRUNCATE";
	case SQLITE_IOERR_FSTAT: return "IOERR_FSTAT";
	case SQLITE_IOERR_ACCESS: return "IOERR_ACCESS";
	case SQLITE_IOERR_DELETE: return "IOERR_DELETE";
	default: return sqlite3_errstr(code);
	}
}

/* ---- files: each wraps one of the real VFS's, which follows it in the
 * same block */

static sqlite3_vfs *real_vfs;

struct ffile {
	sqlite3_file base;
	sqlite3_file *real;
};

static int
f_close(sqlite3_file *file)
{
	struct ffile *f = (struct ffile *)file;
	return f->real->pMethods->xClose(f->real);
}

static int
f_read(sqlite3_file *file, void *buf, int amount, sqlite3_int64 offset)
{
	struct ffile *f = (struct ffile *)file;
	if (faultvfs_hit(FAULT_READ))
		return state.f.code;
	return f->real->pMethods->xRead(f->real, buf, amount, offset);
}

static int
f_write(sqlite3_file *file, const void *buf, int amount, sqlite3_int64 offset)
{
	struct ffile *f = (struct ffile *)file;
	if (faultvfs_hit(FAULT_WRITE))
		return state.f.code;      /* nothing of it written */
	return f->real->pMethods->xWrite(f->real, buf, amount, offset);
}

static int
f_truncate(sqlite3_file *file, sqlite3_int64 size)
{
	struct ffile *f = (struct ffile *)file;
	if (faultvfs_hit(FAULT_TRUNCATE))
		return state.f.code;
	return f->real->pMethods->xTruncate(f->real, size);
}

static int
f_sync(sqlite3_file *file, int flags)
{
	struct ffile *f = (struct ffile *)file;
	if (faultvfs_hit(FAULT_SYNC))
		return state.f.code;
	return f->real->pMethods->xSync(f->real, flags);
}

static int
f_file_size(sqlite3_file *file, sqlite3_int64 *size)
{
	struct ffile *f = (struct ffile *)file;
	if (faultvfs_hit(FAULT_FILESIZE))
		return state.f.code;
	return f->real->pMethods->xFileSize(f->real, size);
}

static int
f_lock(sqlite3_file *file, int lock)
{
	struct ffile *f = (struct ffile *)file;
	if (faultvfs_hit(FAULT_LOCK))
		return state.f.code;
	return f->real->pMethods->xLock(f->real, lock);
}

static int
f_unlock(sqlite3_file *file, int lock)
{
	struct ffile *f = (struct ffile *)file;
	return f->real->pMethods->xUnlock(f->real, lock);
}

static int
f_check_reserved(sqlite3_file *file, int *out)
{
	struct ffile *f = (struct ffile *)file;
	return f->real->pMethods->xCheckReservedLock(f->real, out);
}

static int
f_file_control(sqlite3_file *file, int op, void *arg)
{
	struct ffile *f = (struct ffile *)file;
	return f->real->pMethods->xFileControl(f->real, op, arg);
}

static int
f_sector_size(sqlite3_file *file)
{
	struct ffile *f = (struct ffile *)file;
	return f->real->pMethods->xSectorSize(f->real);
}

static int
f_device(sqlite3_file *file)
{
	struct ffile *f = (struct ffile *)file;
	return f->real->pMethods->xDeviceCharacteristics(f->real);
}

/* The methods of version 2 and 3, where the real file has them. */
static bool
has_version(const struct ffile *f, int version)
{
	return f->real->pMethods->iVersion >= version;
}

static int
f_shm_map(sqlite3_file *file, int page, int size, int extend, void volatile **pp)
{
	struct ffile *f = (struct ffile *)file;
	if (!has_version(f, 2))
		return SQLITE_IOERR_SHMMAP;
	if (faultvfs_hit(FAULT_SHMMAP))
		return state.f.code;
	return f->real->pMethods->xShmMap(f->real, page, size, extend, pp);
}

static int
f_shm_lock(sqlite3_file *file, int offset, int n, int flags)
{
	struct ffile *f = (struct ffile *)file;
	if (!has_version(f, 2))
		return SQLITE_IOERR_SHMLOCK;
	/* only taking a lock fails: giving one back always works */
	if ((flags & SQLITE_SHM_LOCK) && faultvfs_hit(FAULT_SHMLOCK))
		return state.f.code;
	return f->real->pMethods->xShmLock(f->real, offset, n, flags);
}

static void
f_shm_barrier(sqlite3_file *file)
{
	struct ffile *f = (struct ffile *)file;
	if (has_version(f, 2))
		f->real->pMethods->xShmBarrier(f->real);
}

static int
f_shm_unmap(sqlite3_file *file, int delete)
{
	struct ffile *f = (struct ffile *)file;
	return has_version(f, 2) ? f->real->pMethods->xShmUnmap(f->real, delete) : SQLITE_OK;
}

static int
f_fetch(sqlite3_file *file, sqlite3_int64 offset, int amount, void **pp)
{
	struct ffile *f = (struct ffile *)file;
	if (!has_version(f, 3)) {
		*pp = NULL;
		return SQLITE_OK;
	}
	return f->real->pMethods->xFetch(f->real, offset, amount, pp);
}

static int
f_unfetch(sqlite3_file *file, sqlite3_int64 offset, void *p)
{
	struct ffile *f = (struct ffile *)file;
	return has_version(f, 3) ? f->real->pMethods->xUnfetch(f->real, offset, p) : SQLITE_OK;
}

static const sqlite3_io_methods fmethods = {
	3, f_close, f_read, f_write, f_truncate, f_sync, f_file_size, f_lock, f_unlock,
	f_check_reserved, f_file_control, f_sector_size, f_device,
	f_shm_map, f_shm_lock, f_shm_barrier, f_shm_unmap, f_fetch, f_unfetch,
};

/* ---- the VFS */

static int
v_open(sqlite3_vfs *vfs, const char *name, sqlite3_file *file, int flags, int *out_flags)
{
	(void)vfs;
	struct ffile *f = (struct ffile *)file;
	f->base.pMethods = NULL;      /* SQLite closes nothing that did not open */
	f->real = (sqlite3_file *)(f + 1);
	if (faultvfs_hit(FAULT_OPEN))
		return state.f.code;
	int rc = real_vfs->xOpen(real_vfs, name, f->real, flags, out_flags);
	if (rc != SQLITE_OK) {
		if (f->real->pMethods != NULL)
			f->real->pMethods->xClose(f->real);
		return rc;
	}
	f->base.pMethods = &fmethods;
	return SQLITE_OK;
}

static int
v_delete(sqlite3_vfs *vfs, const char *name, int sync)
{
	(void)vfs;
	if (faultvfs_hit(FAULT_DELETE))
		return state.f.code;
	return real_vfs->xDelete(real_vfs, name, sync);
}

static int
v_access(sqlite3_vfs *vfs, const char *name, int flags, int *out)
{
	(void)vfs;
	if (faultvfs_hit(FAULT_ACCESS))
		return state.f.code;
	return real_vfs->xAccess(real_vfs, name, flags, out);
}

static int
v_full_pathname(sqlite3_vfs *vfs, const char *name, int n, char *out)
{
	(void)vfs;
	return real_vfs->xFullPathname(real_vfs, name, n, out);
}

static void *
v_dlopen(sqlite3_vfs *vfs, const char *name)
{
	(void)vfs;
	return real_vfs->xDlOpen(real_vfs, name);
}

static void
v_dlerror(sqlite3_vfs *vfs, int n, char *out)
{
	(void)vfs;
	real_vfs->xDlError(real_vfs, n, out);
}

static void (*v_dlsym(sqlite3_vfs *vfs, void *lib, const char *sym))(void)
{
	(void)vfs;
	return real_vfs->xDlSym(real_vfs, lib, sym);
}

static void
v_dlclose(sqlite3_vfs *vfs, void *lib)
{
	(void)vfs;
	real_vfs->xDlClose(real_vfs, lib);
}

static int
v_randomness(sqlite3_vfs *vfs, int n, char *out)
{
	(void)vfs;
	return real_vfs->xRandomness(real_vfs, n, out);
}

/* Sleeps not at all: a busy file is tried again at once, and a test of a
 * busy timeout of seconds takes none. */
static int
v_sleep(sqlite3_vfs *vfs, int microseconds)
{
	(void)vfs;
	return microseconds;
}

/* 2024-05-03T19:04:05Z, in milliseconds of the Julian day, for ever. */
#define STILL_CLOCK 212581523045000LL

static int
v_current_time(sqlite3_vfs *vfs, double *out)
{
	(void)vfs;
	*out = (double)STILL_CLOCK / 86400000.0;
	return SQLITE_OK;
}

static int
v_current_time_int64(sqlite3_vfs *vfs, sqlite3_int64 *out)
{
	(void)vfs;
	*out = STILL_CLOCK;
	return SQLITE_OK;
}

static int
v_last_error(sqlite3_vfs *vfs, int n, char *out)
{
	(void)vfs;
	return real_vfs->xGetLastError(real_vfs, n, out);
}

static sqlite3_vfs fvfs = {
	2, 0, 0, NULL, "faultvfs", NULL,
	v_open, v_delete, v_access, v_full_pathname, v_dlopen, v_dlerror, v_dlsym, v_dlclose,
	v_randomness, v_sleep, v_current_time, v_last_error, v_current_time_int64,
	NULL, NULL, NULL,
};

/* ---- the allocator: SQLite's own, the Nth allocation failing */

static sqlite3_mem_methods real_mem;

static void *
m_malloc(int n)
{
	return faultvfs_hit(FAULT_MALLOC) ? NULL : real_mem.xMalloc(n);
}

static void
m_free(void *p)
{
	real_mem.xFree(p);
}

static void *
m_realloc(void *p, int n)
{
	return faultvfs_hit(FAULT_MALLOC) ? NULL : real_mem.xRealloc(p, n);
}

static int
m_size(void *p)
{
	return real_mem.xSize(p);
}

static int
m_roundup(int n)
{
	return real_mem.xRoundup(n);
}

static int
m_init(void *ctx)
{
	(void)ctx;
	return real_mem.xInit(real_mem.pAppData);
}

static void
m_shutdown(void *ctx)
{
	(void)ctx;
	real_mem.xShutdown(real_mem.pAppData);
}

static const sqlite3_mem_methods fmem = {
	m_malloc, m_free, m_realloc, m_size, m_roundup, m_init, m_shutdown, NULL,
};

bool
faultvfs_install(void)
{
	if (sqlite3_config(SQLITE_CONFIG_GETMALLOC, &real_mem) != SQLITE_OK ||
	    sqlite3_config(SQLITE_CONFIG_MALLOC, &fmem) != SQLITE_OK ||
	    sqlite3_initialize() != SQLITE_OK)
		return false;
	real_vfs = sqlite3_vfs_find(NULL);
	if (real_vfs == NULL)
		return false;
	fvfs.szOsFile = (int)sizeof(struct ffile) + real_vfs->szOsFile;
	fvfs.mxPathname = real_vfs->mxPathname;
	return sqlite3_vfs_register(&fvfs, 1) == SQLITE_OK &&
	    sqlite3_auto_extension((void (*)(void))trace_connection) == SQLITE_OK;
}
