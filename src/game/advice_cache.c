/* The cache folder's advice tables (advice_cache.h). */
/* MAP_POPULATE, beside config.h's POSIX */
#define _DEFAULT_SOURCE 1
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "advice.h"
#include "advice_cache.h"
#include "i18n.h"
#include "never.h"

/* Linux reads a mapping's pages at once with it (not POSIX: seen with
 * _DEFAULT_SOURCE); elsewhere they come as they are touched. */
#ifndef MAP_POPULATE
#define MAP_POPULATE 0
#endif

#define CACHE_FORMAT 3          /* 2: the checksum read a word at a time; 3: the
                                   table aligned (the key padded) */
#define TABLE_ALIGN 64          /* where the table starts in the file: the
                                   mapping's floats and words are read aligned */
#define KEY_MAX 8192
static const char magic[8] = {'T', 'A', 'P', 'I', 'S', 'A', 'D', 'V'};

/* The file's header, then the key's bytes (padded with NULs up to
 * TABLE_ALIGN), then the table's. */
struct header {
	char magic[8];
	uint32_t format;          /* of this header */
	uint32_t order;           /* 0x01020304 as this machine writes it */
	uint32_t version;         /* the engine's advice table_version */
	uint32_t keylen;
	uint64_t size;            /* of the table */
	uint64_t checksum;        /* table_sum() of the table */
};

/* The bytes the key takes in the file: its own and the NULs that start
 * the table at a multiple of TABLE_ALIGN (the mapping starts at a page). */
static size_t
key_room(size_t keylen)
{
	size_t at = sizeof(struct header) + keylen;
	return keylen + (TABLE_ALIGN - at % TABLE_ALIGN) % TABLE_ALIGN;
}

/* The one table kept in memory: the last one read (the file mapped) or
 * built (allocated). */
static struct {
	char *key;
	void *table;
	void *map;                /* the file's mapping the table is in; NULL: built */
	size_t maplen;
} kept;

static uint64_t
fnv1a(const void *data, size_t len, uint64_t h)
{
	const unsigned char *p = data;
	for (size_t i = 0; i < len; i++) {
		h ^= p[i];
		h *= 1099511628211ULL;
	}
	return h;
}
#define FNV_START 14695981039346656037ULL

/* A table's checksum: four lanes of 64-bit words, each mixed by a multiply
 * (FNV's prime), then the tail bytes by FNV-1a.  A word at a time and four
 * at once, so that a 10 MB table is checked in a few milliseconds: a hint
 * from a kept table must answer at once.  Not for malice, for damage. */
static uint64_t
table_sum(const void *data, size_t len)
{
	const unsigned char *p = data;
	uint64_t lane[4] = {FNV_START, FNV_START ^ 1, FNV_START ^ 2, FNV_START ^ 3};
	size_t i = 0;
	for (; i + 32 <= len; i += 32)
		for (int k = 0; k < 4; k++) {
			uint64_t w;
			memcpy(&w, p + i + 8 * k, sizeof w);
			lane[k] = (lane[k] ^ w) * 1099511628211ULL;
			lane[k] ^= lane[k] >> 29;
		}
	uint64_t h = fnv1a(p + i, len - i, FNV_START);
	for (int k = 0; k < 4; k++)
		h = fnv1a(&lane[k], sizeof lane[k], h);
	return h;
}

/* What names a table: the game, the request, the versions, the size and
 * what the engine says the table depends on (else every option's value,
 * one a line), into buf; false if it does not fit. */
static bool
make_key(const struct engine *e, const void *rules, int request, size_t size, char *buf,
    size_t len)
{
	int n = snprintf(buf, len, "tapis advice table\nfamily=%s\nrequest=%d\nversion=%" PRIu32
	    "\nsize=%zu\n", e->family, request, engine_advice_table_version(e), size);
	/* (its words are a few dozen bytes, of KEY_MAX's 8192) */
	if (NEVER((size_t)n >= len))
		return false;
	return engine_advice_table_key(e, rules, request, buf + n, len - (size_t)n);
}

/* The cache folder into buf (advice_cache_folder); *named says whether
 * a variable names one: false then for a path too long for buf. */
static bool
folder_of(char *buf, size_t len, bool *named)
{
	const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	int n;
	*named = true;
	if (xdg != NULL && xdg[0] == '/')
		n = snprintf(buf, len, "%s/tapis", xdg);
	else if (home != NULL && home[0] != '\0')
		n = snprintf(buf, len, "%s/.cache/tapis", home);
	else
		return *named = false;
	return (size_t)n < len;
}

bool
advice_cache_folder(char *buf, size_t len, char *why, size_t whylen)
{
	bool named;
	if (folder_of(buf, len, &named))
		return true;
	if (why != NULL)
		snprintf(why, whylen, "%s", named ? _("the path of the cache folder is too long")
		    : _("there is no cache folder (neither XDG_CACHE_HOME nor HOME is set)"));
	return false;
}

/* The file of key's table in the folder dir, into buf. */
static bool
path_in(const char *dir, const struct engine *e, const char *key, char *buf, size_t len)
{
	int n = snprintf(buf, len, "%s/advice-%s-%016" PRIx64 ".table", dir, e->family,
	    fnv1a(key, strlen(key), FNV_START));
	return (size_t)n < len;
}

static bool
path_of(const struct engine *e, const char *key, char *buf, size_t len)
{
	char dir[4096];
	if (!advice_cache_folder(dir, sizeof dir, NULL, 0))
		return false;
	/* the callers' buffers hold a folder of 4,095 bytes and the name after it */
	bool fits = path_in(dir, e, key, buf, len);
	return ALWAYS(fits);
}

bool
advice_cache_path(const struct engine *e, const void *rules, int request, char *buf,
    size_t len)
{
	char key[KEY_MAX];
	size_t size = engine_advice_table_size(e, rules, request);
	bool keyed = make_key(e, rules, request, size, key, sizeof key);
	return ALWAYS(keyed) && path_of(e, key, buf, len);
}

void
advice_cache_forget(void)
{
	free(kept.key);
	if (kept.map != NULL)
		munmap(kept.map, kept.maplen);
	else
		free(kept.table);
	memset(&kept, 0, sizeof kept);
}

/* Reads exactly len bytes; false at an early end or an error. */
static bool
read_all(int fd, void *buf, size_t len)
{
	char *p = buf;
	while (len > 0) {
		ssize_t got = read(fd, p, len);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0)
			return false;
		p += got;
		len -= (size_t)got;
	}
	return true;
}

static bool
write_all(int fd, const void *buf, size_t len)
{
	const char *p = buf;
	while (len > 0) {
		ssize_t put = write(fd, p, len);
		if (put < 0 && errno == EINTR)
			continue;
		if (put <= 0)
			return false;
		p += put;
		len -= (size_t)put;
	}
	return true;
}

/* Whether the file fd (of sb) is a table of this tapis for key and size:
 * its header, then its key (before the size: a table of other rules says
 * so), then its size; why says what it is not. */
static bool
check_head(int fd, const struct stat *sb, const char *key, uint32_t version, size_t size,
    struct header *h, char *why, size_t whylen)
{
	size_t keylen = strlen(key);
	if (!S_ISREG(sb->st_mode)) {
		snprintf(why, whylen, _("is not a plain file"));
		return false;
	}
	if (!read_all(fd, h, sizeof *h) || memcmp(h->magic, magic, sizeof magic) != 0) {
		snprintf(why, whylen, _("is no table of tapis"));
		return false;
	}
	if (h->format != CACHE_FORMAT || h->order != 0x01020304u) {
		snprintf(why, whylen, _("was written by another tapis or another machine"));
		return false;
	}
	if (h->version != version) {
		snprintf(why, whylen, _("was made by another version of the advice"));
		return false;
	}
	char *stored = malloc(keylen + 1);
	bool read = stored != NULL && h->keylen == keylen && read_all(fd, stored, keylen);
	bool same = read && memcmp(stored, key, keylen) == 0;
	free(stored);
	if (stored == NULL)
		snprintf(why, whylen, _("cannot be read: %s"), strerror(ENOMEM));
	else if (h->keylen == keylen && !read)
		snprintf(why, whylen, _("is truncated"));
	else if (!same)
		snprintf(why, whylen, _("was made for other rules"));
	if (!same)
		return false;
	uint64_t whole = sizeof *h + (uint64_t)key_room(keylen) + size;
	if (h->size != size || (uint64_t)sb->st_size != whole) {
		snprintf(why, whylen, (uint64_t)sb->st_size < whole ? _("is truncated")
		    : _("is not the size it says"));
		return false;
	}
	return true;
}

/* The table in the file at path, checked against key and size; NULL with
 * the status and the reason if there is none to trust. */
static void *
read_table(const char *path, const char *key, uint32_t version, size_t size, void **map,
    size_t *maplen, enum advice_cache_status *status, char *why, size_t whylen)
{
	*status = ADVICE_CACHE_DAMAGED;
	*map = NULL;
	int fd = open(path, O_RDONLY | O_NONBLOCK);
	if (fd < 0) {
		if (errno == ENOENT || errno == ENOTDIR)
			*status = ADVICE_CACHE_NONE;
		else
			snprintf(why, whylen, _("cannot be read: %s"), strerror(errno));
		return NULL;
	}
	struct stat sb;
	struct header h;
	size_t keylen = strlen(key);
	void *table = NULL;
	if (fstat(fd, &sb) != 0) {
		snprintf(why, whylen, _("is not a plain file"));
		goto out;
	}
	if (!check_head(fd, &sb, key, version, size, &h, why, whylen))
		goto out;
	/* mapped, not read: no copy, and the pages are the page cache's */
	*maplen = (size_t)sb.st_size;
	*map = mmap(NULL, *maplen, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
	if (*map == MAP_FAILED) {
		*map = NULL;
		snprintf(why, whylen, _("cannot be read: %s"), strerror(errno));
		goto out;
	}
	char *stored = (char *)*map + sizeof h;
	/* untaken: check_head read the same key; it differs only where another
	 * process wrote the file between that read and this map */
	if (memcmp(stored, key, keylen) != 0) {
		snprintf(why, whylen, _("was made for other rules"));
		goto out;
	}
	table = stored + key_room(keylen);
	if (table_sum(table, size) != h.checksum) {
		snprintf(why, whylen, _("is damaged (its checksum does not match)"));
		goto out;
	}
	*status = ADVICE_CACHE_READ;
out:
	close(fd);
	if (*status != ADVICE_CACHE_READ) {
		if (*map != NULL)
			munmap(*map, *maplen);
		*map = NULL;
		return NULL;
	}
	return table;
}

const void *
advice_cache_load(const struct engine *e, const void *rules, int request, size_t size,
    enum advice_cache_status *status, char *why, size_t whylen)
{
	char key[KEY_MAX], path[4200];
	*status = ADVICE_CACHE_NONE;
	if (!make_key(e, rules, request, size, key, sizeof key))
		return NULL;
	if (kept.key != NULL && strcmp(kept.key, key) == 0) {    /* (the key names the size) */
		*status = ADVICE_CACHE_READ;
		return kept.table;
	}
	if (!path_of(e, key, path, sizeof path))
		return NULL;
	void *map;
	size_t maplen;
	void *table = read_table(path, key, engine_advice_table_version(e), size, &map, &maplen,
	    status, why, whylen);
	if (table == NULL)
		return NULL;          /* (read_table mapped nothing then) */
	char *copy = strdup(key);
	if (copy == NULL) {
		munmap(map, maplen);
		*status = ADVICE_CACHE_DAMAGED;
		snprintf(why, whylen, _("cannot be read: %s"), strerror(ENOMEM));
		return NULL;
	}
	advice_cache_forget();
	kept.key = copy;
	kept.table = table;
	kept.map = map;
	kept.maplen = maplen;
	return table;
}

/* mkdir -p of path's folders, each new one for its owner alone. */
static bool
make_dirs(const char *dir, char *why, size_t whylen)
{
	char p[4096];
	snprintf(p, sizeof p, "%s", dir);
	for (char *slash = p + 1; ; slash++) {
		bool end = *slash == '\0';
		if (*slash != '/' && !end)
			continue;
		*slash = '\0';
		if (mkdir(p, 0700) != 0 && errno != EEXIST) {
			snprintf(why, whylen, "%s: %s", p, strerror(errno));
			return false;
		}
		if (end)
			break;
		*slash = '/';
	}
	struct stat sb;
	if (stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
		snprintf(why, whylen, _("%s is not a folder"), dir);
		return false;
	}
	return true;
}

/* Writes the file whole: a temporary file beside it, then rename. */
static bool
write_table(const char *dir, const char *path, const char *key, uint32_t version,
    const void *table, size_t size, char *why, size_t whylen)
{
	char tmp[4300];
	if (!make_dirs(dir, why, whylen))
		return false;
	snprintf(tmp, sizeof tmp, "%s.XXXXXX", path);
	int fd = mkstemp(tmp);
	if (fd < 0) {
		snprintf(why, whylen, "%s: %s", dir, strerror(errno));
		return false;
	}
	struct header h;
	memset(&h, 0, sizeof h);
	memcpy(h.magic, magic, sizeof magic);
	h.format = CACHE_FORMAT;
	h.order = 0x01020304u;
	h.version = version;
	h.keylen = (uint32_t)strlen(key);
	h.size = size;
	h.checksum = table_sum(table, size);
	static const char pad[TABLE_ALIGN];
	/* untaken: a write failing once the file is made: a disk that fills up as the table is
	 * written */
	bool ok = write_all(fd, &h, sizeof h) && write_all(fd, key, h.keylen) &&
	    write_all(fd, pad, key_room(h.keylen) - h.keylen) &&
	    write_all(fd, table, size) && fsync(fd) == 0;
	int saved = errno;
	if (close(fd) != 0 && ok) {
		ok = false;
		saved = errno;
	}
	if (ok && rename(tmp, path) != 0) {
		ok = false;
		saved = errno;
	}
	if (!ok) {
		unlink(tmp);
		snprintf(why, whylen, "%s: %s", dir, strerror(saved));
	}
	return ok;
}

bool
advice_cache_store(const struct engine *e, const void *rules, int request, void *table,
    size_t size, char *why, size_t whylen)
{
	char key[KEY_MAX], path[4200], dir[4096];
	advice_cache_forget();
	kept.table = table;
	bool keyed = make_key(e, rules, request, size, key, sizeof key);
	if (NEVER(!keyed)) {
		snprintf(why, whylen, _("the rules are too long to name a file"));
		return false;
	}
	kept.key = strdup(key);
	if (!advice_cache_folder(dir, sizeof dir, why, whylen))
		return false;
	/* (a folder's path that fits in dir leaves path room for the name) */
	bool fits = path_in(dir, e, key, path, sizeof path);
	if (NEVER(!fits)) {
		snprintf(why, whylen, "%s", _("the path of the cache folder is too long"));
		return false;
	}
	return write_table(dir, path, key, engine_advice_table_version(e), table, size, why,
	    whylen);
}
