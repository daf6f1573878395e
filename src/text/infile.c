/* Reading a plain file whole (infile.h). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "infile.h"
#include "text.h"

char *
infile_read(const char *path, size_t max, char *why, size_t whylen)
{
	struct stat sb;
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &sb) != 0) {
		snprintf(why, whylen, _("cannot read the file: %s"), strerror(errno));
		/* untaken: true only where fstat fails on a file just opened */
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	if (!S_ISREG(sb.st_mode) || (size_t)sb.st_size > max) {
		snprintf(why, whylen, S_ISDIR(sb.st_mode) ? _("it is a folder, not a file")
		    : !S_ISREG(sb.st_mode) ? _("it is not a plain file")
		    : _("the file is longer than %zu bytes"), max);
		close(fd);
		return NULL;
	}
	size_t size = (size_t)sb.st_size, n = 0;
	char *text = malloc(size + 1);
	if (text == NULL) {
		snprintf(why, whylen, "%s", _("out of memory"));
		close(fd);
		return NULL;
	}
	ssize_t got = 0;
	while (n < size && (got = read(fd, text + n, size - n)) > 0)
		n += (size_t)got;
	bool failed = got < 0;
	close(fd);
	text[n] = '\0';
	/* untaken: read failing on a plain file open (an error of the disk) */
	if (failed || n != size || memchr(text, '\0', n) != NULL || !utf8_valid(text)) {
		/* untaken: (failed) as above */
		snprintf(why, whylen, "%s", failed ? _("cannot read the file")
		    : n != size ? _("the file changed while being read") : _("the file is not text"));
		free(text);
		return NULL;
	}
	if (strncmp(text, "\xef\xbb\xbf", 3) == 0)   /* U+FEFF, as a line skips it */
		memmove(text, text + 3, n - 2);
	return text;
}
