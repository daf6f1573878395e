/* The session the fuzz targets run on (fuzz_store.h). */
#define _GNU_SOURCE 1             /* RTLD_NEXT */
#include "config.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <ftw.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <sqlite3.h>

#include "command.h"
#include "families.h"
#include "fuzz_store.h"
#include "store_private.h"
#include "tapis.h"

static struct tapis session;
static unsigned char *image;      /* the store's file once set up */
static size_t image_len;
static char dir[256], path[512], store_path[512];

/* ---- the store's file in memory
 *
 * SQLite reaches files through a layer of the harness's (the default
 * VFS, over unix's): every file is unix's, but the store's once it is set
 * up, whose bytes are then in memory.  Each read transaction of SQLite
 * cost about 12 system calls on the file (a lock taken and given back, a
 * look for a journal and a log, the change counter read), some 150 an
 * input of `load`, and every page read again after a reset a pread.  In
 * memory, SQLite does the same work (the same transactions, the same
 * check of the change counter, the cache dropped when it moved) on bytes
 * that a memcpy puts back. */
struct memfile {
	unsigned char *buf;
	size_t len, cap;
	bool on;                          /* the store's bytes are in buf */
};
static struct memfile mem;

struct layer_file {
	sqlite3_file base;
	bool store;                       /* the store's file, in mem once on */
	sqlite3_file real[];              /* unix's file, szOsFile bytes */
};
static sqlite3_vfs *unix_vfs, layer_vfs;

#define REAL(f) (((struct layer_file *)(f))->real)
#define MEM(f) (((struct layer_file *)(f))->store && mem.on)

static int
layer_close(sqlite3_file *f)
{
	return REAL(f)->pMethods->xClose(REAL(f));
}

static int
layer_read(sqlite3_file *f, void *buf, int amt, sqlite3_int64 off)
{
	if (!MEM(f))
		return REAL(f)->pMethods->xRead(REAL(f), buf, amt, off);
	size_t at = (size_t)off, n = at < mem.len ? mem.len - at : 0;
	if (n >= (size_t)amt) {
		memcpy(buf, mem.buf + at, (size_t)amt);
		return SQLITE_OK;
	}
	memcpy(buf, mem.buf + at, n);
	memset((unsigned char *)buf + n, 0, (size_t)amt - n);
	return SQLITE_IOERR_SHORT_READ;
}

/* mem holds at least len bytes, what it did not hold zeros. */
static bool
mem_reserve(size_t len)
{
	if (len > mem.cap) {
		size_t cap = len + len / 2;
		unsigned char *grown = realloc(mem.buf, cap);
		if (grown == NULL)
			return false;
		mem.buf = grown;
		mem.cap = cap;
	}
	if (len > mem.len) {
		memset(mem.buf + mem.len, 0, len - mem.len);
		mem.len = len;
	}
	return true;
}

static int
layer_write(sqlite3_file *f, const void *buf, int amt, sqlite3_int64 off)
{
	if (!MEM(f))
		return REAL(f)->pMethods->xWrite(REAL(f), buf, amt, off);
	if (!mem_reserve((size_t)off + (size_t)amt))
		return SQLITE_IOERR_NOMEM;
	memcpy(mem.buf + off, buf, (size_t)amt);
	return SQLITE_OK;
}

static int
layer_truncate(sqlite3_file *f, sqlite3_int64 size)
{
	if (!MEM(f))
		return REAL(f)->pMethods->xTruncate(REAL(f), size);
	if ((size_t)size < mem.len)
		mem.len = (size_t)size;
	return mem_reserve((size_t)size) ? SQLITE_OK : SQLITE_IOERR_NOMEM;
}

static int
layer_sync(sqlite3_file *f, int flags)
{
	return MEM(f) ? SQLITE_OK : REAL(f)->pMethods->xSync(REAL(f), flags);
}

static int
layer_size(sqlite3_file *f, sqlite3_int64 *size)
{
	if (!MEM(f))
		return REAL(f)->pMethods->xFileSize(REAL(f), size);
	*size = (sqlite3_int64)mem.len;
	return SQLITE_OK;
}

/* One connection in one process: in memory, a lock is always had. */
static int
layer_lock(sqlite3_file *f, int level)
{
	return MEM(f) ? SQLITE_OK : REAL(f)->pMethods->xLock(REAL(f), level);
}

static int
layer_unlock(sqlite3_file *f, int level)
{
	return MEM(f) ? SQLITE_OK : REAL(f)->pMethods->xUnlock(REAL(f), level);
}

static int
layer_reserved(sqlite3_file *f, int *out)
{
	if (!MEM(f))
		return REAL(f)->pMethods->xCheckReservedLock(REAL(f), out);
	*out = 0;
	return SQLITE_OK;
}

static int
layer_control(sqlite3_file *f, int op, void *arg)
{
	/* (a size hint would grow unix's file, no longer the store's bytes;
	 * the bytes in memory have not moved) */
	if (MEM(f) && op == SQLITE_FCNTL_SIZE_HINT)
		return SQLITE_OK;
	if (MEM(f) && op == SQLITE_FCNTL_HAS_MOVED) {
		*(int *)arg = 0;
		return SQLITE_OK;
	}
	return REAL(f)->pMethods->xFileControl(REAL(f), op, arg);
}

static int
layer_sector(sqlite3_file *f)
{
	return REAL(f)->pMethods->xSectorSize(REAL(f));
}

static int
layer_device(sqlite3_file *f)
{
	return REAL(f)->pMethods->xDeviceCharacteristics(REAL(f));
}

static int
layer_shm_map(sqlite3_file *f, int page, int size, int extend, void volatile **p)
{
	return REAL(f)->pMethods->xShmMap(REAL(f), page, size, extend, p);
}

static int
layer_shm_lock(sqlite3_file *f, int offset, int n, int flags)
{
	return REAL(f)->pMethods->xShmLock(REAL(f), offset, n, flags);
}

static void
layer_shm_barrier(sqlite3_file *f)
{
	REAL(f)->pMethods->xShmBarrier(REAL(f));
}

static int
layer_shm_unmap(sqlite3_file *f, int delete)
{
	return REAL(f)->pMethods->xShmUnmap(REAL(f), delete);
}

/* In memory, no page is mapped: SQLite reads it instead. */
static int
layer_fetch(sqlite3_file *f, sqlite3_int64 off, int amt, void **p)
{
	if (!MEM(f))
		return REAL(f)->pMethods->xFetch(REAL(f), off, amt, p);
	*p = NULL;
	return SQLITE_OK;
}

static int
layer_unfetch(sqlite3_file *f, sqlite3_int64 off, void *p)
{
	return MEM(f) ? SQLITE_OK : REAL(f)->pMethods->xUnfetch(REAL(f), off, p);
}

static const sqlite3_io_methods layer_methods = {
	3, layer_close, layer_read, layer_write, layer_truncate, layer_sync, layer_size,
	layer_lock, layer_unlock, layer_reserved, layer_control, layer_sector, layer_device,
	layer_shm_map, layer_shm_lock, layer_shm_barrier, layer_shm_unmap, layer_fetch,
	layer_unfetch,
};

static int
layer_open(sqlite3_vfs *vfs, const char *name, sqlite3_file *f, int flags, int *out)
{
	(void)vfs;
	struct layer_file *l = (struct layer_file *)f;
	l->base.pMethods = NULL;
	l->store = (flags & SQLITE_OPEN_MAIN_DB) && name != NULL &&
	    strcmp(name, store_path) == 0;
	int rc = unix_vfs->xOpen(unix_vfs, name, l->real, flags, out);
	if (l->real->pMethods != NULL)
		l->base.pMethods = &layer_methods;
	return rc;
}

/* No journal and no log beside the store in memory (its journal is in
 * SQLite's memory): SQLite's look for one at each transaction is answered
 * without a look at the disk. */
static int
layer_access(sqlite3_vfs *vfs, const char *name, int flags, int *out)
{
	(void)vfs;
	size_t n = strlen(store_path);
	if (mem.on && strncmp(name, store_path, n) == 0 &&
	    (strcmp(name + n, "-journal") == 0 || strcmp(name + n, "-wal") == 0)) {
		*out = 0;
		return SQLITE_OK;
	}
	return unix_vfs->xAccess(unix_vfs, name, flags, out);
}

/* The layer, SQLite's default VFS from now on: unix's with its own
 * xOpen and xAccess. */
static void
layer_register(void)
{
	if ((unix_vfs = sqlite3_vfs_find("unix")) == NULL)
		abort();
	layer_vfs = *unix_vfs;
	layer_vfs.szOsFile = (int)sizeof(struct layer_file) + unix_vfs->szOsFile;
	layer_vfs.zName = "tapis-fuzz";
	layer_vfs.xOpen = layer_open;
	layer_vfs.xAccess = layer_access;
	if (sqlite3_vfs_register(&layer_vfs, 1) != SQLITE_OK)
		abort();
}

/* ---- statements kept (fuzz_keep_statements)
 *
 * The harness's sqlite3_prepare_v2 and sqlite3_finalize come before
 * SQLite's (the program's own symbols): a statement tapis finalizes is
 * reset, its bindings cleared, and kept; the same SQL on the same
 * connection then gets it back as SQLite made it, instead of SQLite
 * parsing and compiling it again (in `load`, a third of an input's
 * instructions, the list of games alone 0.8 million).  tapis's code runs
 * the same: the same calls, the same program, a statement expired by a
 * pragma or a change of schema made again by SQLite at its next step.
 * Not kept: what SQLite prepares itself (sqlite3_exec calls
 * sqlite3_prepare_v2, and finalizes within), what is prepared while an
 * authorizer is set (`query`'s guard sees each prepare).  And none kept
 * while a heap limit is set: `query`'s guard limits SQLite's heap, which
 * would count what the harness keeps, so the harness gives it back first
 * (sqlite3_hard_heap_limit64, below): a query meets the heap it would meet
 * without the harness. */
enum { NKEPT = 128 };
static struct kept {
	sqlite3 *db;
	char *sql;
	size_t len, tail;                 /* the SQL's length, what prepare used of it */
	sqlite3_stmt *st;
	bool lent;                        /* tapis holds it */
} kept[NKEPT];
static bool keeping;
static bool heap_limited;          /* a heap limit is set: nothing kept */
static sqlite3 *authorized[8];     /* connections with an authorizer set */
extern const char __executable_start[], etext[];   /* the program's code (ld) */

void
fuzz_keep_statements(void)
{
	keeping = true;
}

#define NEXT(name) ((__typeof__(&name))dlsym(RTLD_NEXT, #name))

static bool
is_authorized(sqlite3 *db)
{
	for (size_t i = 0; i < sizeof authorized / sizeof *authorized; i++)
		if (authorized[i] == db)
			return true;
	return false;
}

int
sqlite3_set_authorizer(sqlite3 *db, int (*fn)(void *, int, const char *, const char *,
    const char *, const char *), void *arg)
{
	static __typeof__(&sqlite3_set_authorizer) next;
	if (next == NULL && (next = NEXT(sqlite3_set_authorizer)) == NULL)
		abort();
	for (size_t i = 0; i < sizeof authorized / sizeof *authorized; i++)
		if (authorized[i] == (fn != NULL ? NULL : db)) {
			authorized[i] = fn != NULL ? db : NULL;
			break;
		}
	return next(db, fn, arg);
}

/* Keeps st, prepared from the first len bytes of sql, lent to tapis. */
static void
keep(sqlite3 *db, const char *sql, size_t len, size_t tail, sqlite3_stmt *st)
{
	for (int i = 0; i < NKEPT; i++)
		if (kept[i].st == NULL) {
			if ((kept[i].sql = malloc(len + 1)) == NULL)
				return;
			memcpy(kept[i].sql, sql, len);
			kept[i] = (struct kept){db, kept[i].sql, len, tail, st, true};
			return;
		}
}

int
sqlite3_prepare_v2(sqlite3 *db, const char *sql, int n, sqlite3_stmt **st,
    const char **tail)
{
	static __typeof__(&sqlite3_prepare_v2) next;
	if (next == NULL && (next = NEXT(sqlite3_prepare_v2)) == NULL)
		abort();
	const char *caller = __builtin_return_address(0);
	if (!keeping || heap_limited || sql == NULL || is_authorized(db) ||
	    caller < __executable_start || caller >= etext)
		return next(db, sql, n, st, tail);
	size_t len = n < 0 ? strlen(sql) : strnlen(sql, (size_t)n);
	for (int i = 0; i < NKEPT; i++)
		if (kept[i].st != NULL && !kept[i].lent && kept[i].db == db &&
		    kept[i].len == len && memcmp(kept[i].sql, sql, len) == 0) {
			kept[i].lent = true;
			*st = kept[i].st;
			if (tail != NULL)
				*tail = sql + kept[i].tail;
			return SQLITE_OK;
		}
	const char *end = NULL;
	int rc = next(db, sql, n, st, &end);
	if (tail != NULL)
		*tail = end;
	if (rc == SQLITE_OK && *st != NULL && end != NULL)
		keep(db, sql, len, (size_t)(end - sql), *st);
	return rc;
}

int
sqlite3_finalize(sqlite3_stmt *st)
{
	static __typeof__(&sqlite3_finalize) next;
	if (next == NULL && (next = NEXT(sqlite3_finalize)) == NULL)
		abort();
	for (int i = 0; st != NULL && i < NKEPT; i++)
		if (kept[i].st == st && kept[i].lent) {
			/* what finalize would say: the error of its last step */
			int rc = sqlite3_reset(st);
			sqlite3_clear_bindings(st);
			kept[i].lent = false;
			return rc;
		}
	return next(st);
}

/* What is kept of db, finalized before db is closed. */
static void
drop_kept(sqlite3 *db)
{
	static __typeof__(&sqlite3_finalize) next;
	if (next == NULL && (next = NEXT(sqlite3_finalize)) == NULL)
		abort();
	for (int i = 0; i < NKEPT; i++)
		if (kept[i].st != NULL && kept[i].db == db && !kept[i].lent) {
			next(kept[i].st);
			free(kept[i].sql);
			kept[i] = (struct kept){0};
		}
}

/* What is kept of every connection, finalized: a heap limit is being
 * set (fuzz_keep_statements says why). */
static void
drop_all_kept(void)
{
	for (int i = 0; i < NKEPT; i++)
		if (kept[i].st != NULL && !kept[i].lent)
			drop_kept(kept[i].db);
}

sqlite3_int64
sqlite3_hard_heap_limit64(sqlite3_int64 n)
{
	static __typeof__(&sqlite3_hard_heap_limit64) next;
	if (next == NULL && (next = NEXT(sqlite3_hard_heap_limit64)) == NULL)
		abort();
	if (n > 0)
		drop_all_kept();
	if (n >= 0)
		heap_limited = n > 0;
	return next(n);
}

int
sqlite3_close(sqlite3 *db)
{
	static __typeof__(&sqlite3_close) next;
	if (next == NULL && (next = NEXT(sqlite3_close)) == NULL)
		abort();
	drop_kept(db);
	return next(db);
}

int
sqlite3_close_v2(sqlite3 *db)
{
	static __typeof__(&sqlite3_close_v2) next;
	if (next == NULL && (next = NEXT(sqlite3_close_v2)) == NULL)
		abort();
	drop_kept(db);
	return next(db);
}

/* ---- the session */

static int
remove_one(const char *name, const struct stat *sb, int flag, struct FTW *ftw)
{
	(void)sb;
	(void)flag;
	(void)ftw;
	return remove(name);
}

/* The folder and what the inputs left in it. */
static void
remove_dir(void)
{
	nftw(dir, remove_one, 16, FTW_DEPTH | FTW_PHYS);
}

/* The folder of the target's own, made once: the store, the inputs'
 * files and the advice tables an input makes (the cache folder) are
 * there.  In memory where there is some (/dev/shm). */
static bool
make_dir(void)
{
	if (dir[0] != '\0')
		return true;
	const char *tmp = getenv("TMPDIR");
	if (tmp == NULL || *tmp == '\0')
		tmp = access("/dev/shm", W_OK | X_OK) == 0 ? "/dev/shm" : "/tmp";
	snprintf(dir, sizeof dir, "%s/tapis-fuzz-XXXXXX", tmp);
	if (mkdtemp(dir) == NULL || setenv("XDG_CACHE_HOME", dir, 1) != 0)
		return false;
	atexit(remove_dir);
	return true;
}

/* The whole of the file at fd, in a new block, into *len. */
static unsigned char *
read_whole(int fd, size_t *len)
{
	struct stat sb;
	unsigned char *buf;
	if (fstat(fd, &sb) != 0 || (buf = malloc((size_t)sb.st_size + 1)) == NULL)
		return NULL;
	*len = (size_t)sb.st_size;
	return pread(fd, buf, *len, 0) == (ssize_t)*len ? buf : NULL;
}

/* Opens the store, plays the setup into it and keeps the file's bytes. */
static void
set_up(const char *const *setup)
{
	families_register();
	char err[256];
	FILE *sink = fopen("/dev/null", "w");
	if (!make_dir() || sink == NULL)
		abort();
	/* one thread: SQLite's mutexes, taken at each call and allocation,
	 * cost a tenth of the time (refused if SQLite is in use already) */
	sqlite3_config(SQLITE_CONFIG_SINGLETHREAD);
#ifdef M_MMAP_THRESHOLD
	/* a Farkle game's rules are a table of 470 KB, made several times an
	 * input: from the heap, not mapped and faulted in page by page each
	 * time (a quarter of the time) */
	mallopt(M_MMAP_THRESHOLD, 64 << 20);
	mallopt(M_TRIM_THRESHOLD, 128 << 20);
#endif
	snprintf(store_path, sizeof store_path, "%s/store.db", dir);
	session.ui.out = session.ui.err = sink;
	/* every input must end: serve, say, would serve until a signal */
	session.bounded = true;
	session.db_path = store_path;
	/* made and brought up to date by unix's layer, then opened again
	 * through the harness's (SQLite set up as tapis sets it up first) */
	session.store = store_open(store_path, err, sizeof err);
	if (session.store != NULL) {
		store_close(session.store);
		layer_register();
		session.store = store_open(store_path, err, sizeof err);
	}
	if (session.store == NULL) {
		fprintf(stderr, "fuzz: store_open: %s\n", err);
		abort();
	}
	for (int i = 0; setup != NULL && setup[i] != NULL; i++)
		if (command_run_line(&session, setup[i]) != CMD_OK) {
			fprintf(stderr, "fuzz: the setup's line '%s' is refused\n", setup[i]);
			abort();
		}
	session_close(&session);
	/* one file, no WAL beside it: its bytes are the whole store; its
	 * journal in memory and no sync (what a commit does to the file does
	 * not matter here).  From then on the file is in memory. */
	int fd = -1;
	if (sqlite3_exec(session.store->db, "PRAGMA journal_mode = MEMORY;"
	    " PRAGMA synchronous = OFF", NULL, NULL, NULL) != SQLITE_OK ||
	    (fd = open(store_path, O_RDONLY)) < 0 ||
	    (image = read_whole(fd, &image_len)) == NULL || !mem_reserve(image_len))
		abort();
	close(fd);
	memcpy(mem.buf, image, image_len);
	mem.on = true;
}

/* Puts the store back as the setup left it: the file's bytes written
 * again under SQLite, as another process would.  SQLite sees the file
 * changed (its change counter), drops the pages it holds and reads them
 * again, and keeps the schema it parsed (its cookie is the same): no
 * migration, no schema read per input.  (sqlite3_deserialize of an image
 * in memory would have SQLite 3.40 parse the whole schema again, some
 * milliseconds, and it crashes at the next use of json_each after it.) */
static void
reset(void)
{
	session_close(&session);
	if (!sqlite3_get_autocommit(session.store->db))
		sqlite3_exec(session.store->db, "ROLLBACK", NULL, NULL, NULL);
	/* the file's change counter (at byte 24) moves at each commit: as it
	 * was, nothing was written */
	if (mem.len == image_len && memcmp(mem.buf + 24, image + 24, 4) == 0)
		return;
	if (mem.len > image_len)
		mem.len = image_len;
	if (!mem_reserve(image_len))
		abort();
	memcpy(mem.buf, image, image_len);
}

struct tapis *
fuzz_session(const char *const *setup)
{
	if (image == NULL)
		set_up(setup);
	else
		reset();
	session.quit = false;
	session.line = 0;
	session.part = NULL;
	session.ask = NULL;
	store_seen(session.store);
	return &session;
}

int
fuzz_line(struct tapis *t, const char *line)
{
	t->line++;
	return (int)command_run_line(t, line);
}

const char *
fuzz_dir(void)
{
	return make_dir() ? dir : NULL;
}

const char *
fuzz_file(const char *name, const uint8_t *data, size_t size)
{
	if (!make_dir())
		return NULL;
	snprintf(path, sizeof path, "%s/%s", dir, name);
	FILE *f = fopen(path, "wb");
	if (f == NULL)
		return NULL;
	bool ok = fwrite(data, 1, size, f) == size;
	return fclose(f) == 0 && ok ? path : NULL;
}
