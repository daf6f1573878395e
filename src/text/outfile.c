/* A file written whole or not at all (outfile.h). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "outfile.h"

/* Whether st is the file `other` (its -wal or -shm too, with suffix). */
static bool
same_file(const struct stat *st, const char *other, const char *suffix)
{
	char name[4096];
	struct stat ost;
	snprintf(name, sizeof name, "%s%s", other, suffix);
	return stat(name, &ost) == 0 && ost.st_dev == st->st_dev && ost.st_ino == st->st_ino;
}

bool
outfile_open(struct outfile *o, const char *path, const char *avoid, char *why, size_t whylen)
{
	struct stat st;
	mode_t mode;
	memset(o, 0, sizeof *o);
	if (stat(path, &st) == 0) {
		if (S_ISDIR(st.st_mode)) {
			snprintf(why, whylen, _("%s is a folder: give the name of a file in it"), path);
			return false;
		}
		if (!S_ISREG(st.st_mode)) {
			snprintf(why, whylen, _("%s is not a plain file: give another name"), path);
			return false;
		}
		if (avoid != NULL && (same_file(&st, avoid, "") || same_file(&st, avoid, "-wal") ||
		    same_file(&st, avoid, "-shm"))) {
			snprintf(why, whylen, _("%s is the database itself: give another file"), path);
			return false;
		}
		if (access(path, W_OK) != 0) {
			snprintf(why, whylen, _("cannot write %s: %s"), path, strerror(errno));
			return false;
		}
		/* a link is followed: the file it names is the one replaced */
		o->path = realpath(path, NULL);
		mode = st.st_mode & 07777;
	} else if (errno != ENOENT) {
		snprintf(why, whylen, _("cannot write %s: %s"), path, strerror(errno));
		return false;
	} else {
		o->path = strdup(path);
		mode_t mask = umask(0);
		umask(mask);
		mode = 0666 & ~mask;
	}
	if (o->path == NULL) {
		snprintf(why, whylen, _("cannot write %s: %s"), path, strerror(errno));
		return false;
	}
	/* .NAME.XXXXXX beside it: the same file system, so rename is whole */
	const char *slash = strrchr(o->path, '/');
	size_t dirlen = slash ? (size_t)(slash - o->path) + 1 : 0;
	size_t len = strlen(o->path) + 16;
	o->tmp = malloc(len);
	if (o->tmp == NULL) {
		snprintf(why, whylen, "%s", _("out of memory"));
		outfile_abort(o);
		return false;
	}
	snprintf(o->tmp, len, "%.*s.%s.XXXXXX", (int)dirlen, o->path, o->path + dirlen);
	int fd = mkstemp(o->tmp);
	if (fd < 0) {
		snprintf(why, whylen, _("cannot write %s: %s"), path, strerror(errno));
		free(o->tmp);
		o->tmp = NULL;
		outfile_abort(o);
		return false;
	}
	if (fchmod(fd, mode) != 0 || (o->f = fdopen(fd, "w")) == NULL) {
		snprintf(why, whylen, _("cannot write %s: %s"), path, strerror(errno));
		close(fd);
		outfile_abort(o);
		return false;
	}
	return true;
}

bool
outfile_commit(struct outfile *o, char *why, size_t whylen)
{
	int err = 0;
	errno = 0;
	if (fflush(o->f) != 0 || ferror(o->f) || fsync(fileno(o->f)) != 0)
		err = errno != 0 ? errno : EIO;
	if (fclose(o->f) != 0 && err == 0)
		err = errno;
	o->f = NULL;
	if (err == 0 && rename(o->tmp, o->path) != 0)
		err = errno;
	if (err != 0) {
		snprintf(why, whylen, _("cannot write %s: %s"), o->path, strerror(err));
		outfile_abort(o);
		return false;
	}
	free(o->tmp);
	free(o->path);
	o->tmp = o->path = NULL;
	return true;
}

void
outfile_abort(struct outfile *o)
{
	if (o->f != NULL)
		fclose(o->f);
	if (o->tmp != NULL)
		unlink(o->tmp);
	free(o->tmp);
	free(o->path);
	memset(o, 0, sizeof *o);
}
