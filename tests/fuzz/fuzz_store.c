/* The session the fuzz targets run on (fuzz_store.h). */
#include "config.h"

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
static int image_fd = -1;         /* the file, to put its bytes back; never closed
                                     (that would drop SQLite's locks on it) */
static char dir[256], path[512], store_path[512];

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
	session.db_path = store_path;
	session.store = store_open(store_path, err, sizeof err);
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
	 * journal in memory and no sync, no system call a commit but its
	 * writes (what a commit does to the file does not matter here) */
	if (sqlite3_exec(session.store->db, "PRAGMA journal_mode = MEMORY;"
	    " PRAGMA synchronous = OFF", NULL, NULL, NULL) != SQLITE_OK ||
	    (image_fd = open(store_path, O_RDWR)) < 0 ||
	    (image = read_whole(image_fd, &image_len)) == NULL)
		abort();
}

/* Puts the store back as the setup left it: the file's bytes written
 * again from outside, as another process would.  SQLite sees the file
 * changed, drops the pages it holds and reads them again, and keeps the
 * schema it parsed (its cookie is the same): no migration, no schema read
 * per input.  (sqlite3_deserialize of an image in memory would have SQLite
 * 3.40 parse the whole schema again, some milliseconds, and it crashes at
 * the next use of json_each after it.) */
static void
reset(void)
{
	unsigned char counter[4];
	session_close(&session);
	if (!sqlite3_get_autocommit(session.store->db))
		sqlite3_exec(session.store->db, "ROLLBACK", NULL, NULL, NULL);
	/* the file's change counter (at byte 24) moves at each commit: as it
	 * was, nothing was written */
	if (pread(image_fd, counter, sizeof counter, 24) == (ssize_t)sizeof counter &&
	    memcmp(counter, image + 24, sizeof counter) == 0)
		return;
	if (pwrite(image_fd, image, image_len, 0) != (ssize_t)image_len ||
	    ftruncate(image_fd, (off_t)image_len) != 0)
		abort();
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
