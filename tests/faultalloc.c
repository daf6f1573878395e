/* tapis's own allocations failed on purpose, for the tests only: a program
 * linked with FAULT_WRAPS (Makefile.am: -Wl,--wrap=malloc,...) has
 * every call its own objects and libtapis.a's make to these come here,
 * counted as FAULT_ALLOC by the fault VFS (faultvfs.h), and the Nth fails
 * as the C library says it fails for want of memory: NULL (-1 for
 * getifaddrs) with errno ENOMEM.  The shared libraries' own calls (SQLite's,
 * ICU's, the C library's inside itself) are not wrapped: SQLite's have
 * their kind, FAULT_MALLOC.  The list is every allocating call of the C
 * library that src/ makes (nm -u libtapis.a); a call made through a
 * pointer is not wrapped. */
#include "config.h"

#include <errno.h>
#include <ifaddrs.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "faultvfs.h"

void *__real_malloc(size_t n);
void *__real_calloc(size_t count, size_t n);
void *__real_realloc(void *p, size_t n);
void *__real_aligned_alloc(size_t align, size_t n);
char *__real_strdup(const char *s);
char *__real_strndup(const char *s, size_t n);
FILE *__real_open_memstream(char **buf, size_t *len);
FILE *__real_fdopen(int fd, const char *mode);
FILE *__real_tmpfile(void);
char *__real_realpath(const char *path, char *resolved);
locale_t __real_newlocale(int mask, const char *name, locale_t base);
int __real_getifaddrs(struct ifaddrs **list);

void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t count, size_t n);
void *__wrap_realloc(void *p, size_t n);
void *__wrap_aligned_alloc(size_t align, size_t n);
char *__wrap_strdup(const char *s);
char *__wrap_strndup(const char *s, size_t n);
FILE *__wrap_open_memstream(char **buf, size_t *len);
FILE *__wrap_fdopen(int fd, const char *mode);
FILE *__wrap_tmpfile(void);
char *__wrap_realpath(const char *path, char *resolved);
locale_t __wrap_newlocale(int mask, const char *name, locale_t base);
int __wrap_getifaddrs(struct ifaddrs **list);

/* Whether this call is to fail, errno set if so. */
static bool
fails(void)
{
	if (!faultvfs_hit(FAULT_ALLOC))
		return false;
	errno = ENOMEM;
	return true;
}

void *
__wrap_malloc(size_t n)
{
	return fails() ? NULL : __real_malloc(n);
}

void *
__wrap_calloc(size_t count, size_t n)
{
	return fails() ? NULL : __real_calloc(count, n);
}

/* (a failed realloc leaves the block as it was, the caller's to free) */
void *
__wrap_realloc(void *p, size_t n)
{
	return fails() ? NULL : __real_realloc(p, n);
}

void *
__wrap_aligned_alloc(size_t align, size_t n)
{
	return fails() ? NULL : __real_aligned_alloc(align, n);
}

char *
__wrap_strdup(const char *s)
{
	return fails() ? NULL : __real_strdup(s);
}

char *
__wrap_strndup(const char *s, size_t n)
{
	return fails() ? NULL : __real_strndup(s, n);
}

FILE *
__wrap_open_memstream(char **buf, size_t *len)
{
	return fails() ? NULL : __real_open_memstream(buf, len);
}

/* (the descriptor stays open, as when the C library's fdopen fails) */
FILE *
__wrap_fdopen(int fd, const char *mode)
{
	return fails() ? NULL : __real_fdopen(fd, mode);
}

FILE *
__wrap_tmpfile(void)
{
	return fails() ? NULL : __real_tmpfile();
}

/* Only a call that asks for a new string (resolved NULL) allocates. */
char *
__wrap_realpath(const char *path, char *resolved)
{
	return resolved == NULL && fails() ? NULL : __real_realpath(path, resolved);
}

locale_t
__wrap_newlocale(int mask, const char *name, locale_t base)
{
	return fails() ? (locale_t)0 : __real_newlocale(mask, name, base);
}

int
__wrap_getifaddrs(struct ifaddrs **list)
{
	return fails() ? -1 : __real_getifaddrs(list);
}
