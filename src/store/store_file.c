/* The database file itself, apart from what it holds: made by tapis
 * exclusively and removed again if the first open fails, and read, not
 * written, when it cannot be written now (a read-only file or folder, a
 * full disk). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <sqlite3.h>

#include "i18n.h"
#include "never.h"
#include "store_private.h"

/* The files SQLite may make beside the database. */
static const char *const sides[] = { "-wal", "-shm", "-journal" };

static bool
side_path(const char *path, const char *side, char *buf, size_t len)
{
	/* (snprintf's -1, where it fails, is past any len as a size) */
	return (size_t)snprintf(buf, len, "%s%s", path, side) < len;
}

enum store_reading
store_file_access(const char *path)
{
	if (access(path, F_OK) != 0 || access(path, W_OK) == 0)
		return STORE_WRITABLE;
	return errno == EACCES || errno == EROFS ? STORE_READ_FILE : STORE_WRITABLE;
}

/* mkdir -p for the folders above path, private to the user; *made: the
 * length of the first folder it made (0 if none). */
static bool
make_parents(const char *path, size_t *made, char *err, size_t errlen)
{
	char buf[4096];
	*made = 0;
	/* (called only for a path stat found absent, ENOENT: one of 4096
	 * bytes or more is ENAMETOOLONG there, PATH_MAX on Linux) */
	if (NEVER(strlen(path) >= sizeof buf)) {
		snprintf(err, errlen, _("%s: path too long"), path);
		return false;
	}
	strcpy(buf, path);
	for (char *p = buf + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(buf, 0700) == 0) {
			if (*made == 0)
				*made = strlen(buf);
		} else if (errno != EEXIST) {
			snprintf(err, errlen, _("cannot create %s: %s"), buf, strerror(errno));
			return false;
		}
		*p = '/';
	}
	return true;
}

/* Why the file at path cannot be opened to read and write (an errno), 0 if
 * it can: found by stat and access, without opening it. */
static int
existing_fault(const char *path)
{
	struct stat st;
	if (stat(path, &st) != 0)
		return errno;
	if (S_ISDIR(st.st_mode))
		return EISDIR;
	return access(path, R_OK | W_OK) == 0 ? 0 : errno;
}

bool
store_file_make(const char *path, struct store_made *made, char *err, size_t errlen)
{
	char side[4200];
	made->created = false;
	made->folders = 0;
	for (size_t i = 0; i < sizeof sides / sizeof sides[0]; i++)
		made->side[i] = true;
	/* A file that is there (as nearly always) needs no folder made nor
	 * an attempt to make it; it is looked at, never opened: this process
	 * may hold it already through SQLite (the league's pusher beside the
	 * REPL), and closing any descriptor of a file drops every POSIX lock
	 * the process holds on it, so that the next process to close it would
	 * take the WAL for unused and remove it (SQLite's "How To Corrupt",
	 * 2.2). */
	int why = existing_fault(path);
	bool absent = why == ENOENT;
	int fd = why == 0 ? 0 : -1;
	if (absent && !make_parents(path, &made->folders, err, errlen)) {
		store_file_unmake(path, made);
		return false;
	}
	for (size_t i = 0; i < sizeof sides / sizeof sides[0]; i++)
		made->side[i] = side_path(path, sides[i], side, sizeof side) &&
		    access(side, F_OK) == 0;
	/* Made here, by this call only, so that it is the owner's only and so
	 * that a first open that fails removes nothing it did not make;
	 * SQLite gives its -wal and -shm files the same mode. */
	if (absent) {
		fd = open(path, O_RDWR | O_CREAT | O_EXCL, 0600);
		why = errno;
		/* untaken: a folder root may not write to, or a full disk, as the file is made */
		if (fd >= 0) {
			made->created = true;
			close(fd);   /* made just now: no connection of this process has it */
		} else if (why == EEXIST) {   /* untaken: made meanwhile by another (a race) */
			why = existing_fault(path);
			fd = why == 0 ? 0 : -1;     /* untaken: made meanwhile by another (a race) */
		}
	}
	/* untaken: an existing file is refused first; a new one made (as above) */
	if (fd < 0) {
		errno = why;
		if (errno == ENOSPC || errno == EDQUOT)
			snprintf(err, errlen, _("the disk holding %s is full: free some room and"
			    " start again"), path);
		else
			snprintf(err, errlen, _("cannot open %s: %s"), path, strerror(errno));
		store_file_unmake(path, made);
		return false;
	}
	return true;
}

void
store_file_unmake(const char *path, const struct store_made *made)
{
	char side[4200];
	if (made->created)
		unlink(path);
	for (size_t i = 0; i < sizeof sides / sizeof sides[0]; i++)
		if (!made->side[i] && side_path(path, sides[i], side, sizeof side))
			unlink(side);
	/* the folders made for it, the deepest first */
	if (made->folders == 0)
		return;
	/* (folders are made only for a path stat found absent, ENOENT: under
	 * PATH_MAX, 4,096 bytes, which side holds) */
	snprintf(side, sizeof side, "%s", path);
	for (char *slash; (slash = strrchr(side, '/')) != NULL &&
	    (size_t)(slash - side) >= made->folders; ) {
		*slash = '\0';
		rmdir(side);
	}
}

bool
store_file_whole(const char *path)
{
	char wal[4200];
	struct stat st;
	/* untaken: a side's path too long (see side_path) */
	return side_path(path, "-wal", wal, sizeof wal) &&
	    (stat(wal, &st) != 0 ? errno == ENOENT : st.st_size == 0);
}

enum store_reading
store_file_unwritable(sqlite3 *db)
{
	int code = sqlite3_errcode(db) & 0xff, sys = sqlite3_system_errno(db);
	/* untaken: a quota (EDQUOT), which the suite's file systems have none of; a full disk
	 * is tested */
	if (code == SQLITE_FULL || sys == ENOSPC || sys == EDQUOT)
		return STORE_READ_FULL;
	/* untaken: a read-only mount (EROFS) or EPERM, which the suite's file systems do not
	 * give; an unwritable folder is tested */
	if (code == SQLITE_READONLY || code == SQLITE_CANTOPEN || sys == EACCES || sys == EROFS ||
	    sys == EPERM)
		return STORE_READ_FOLDER;
	return STORE_WRITABLE;
}
