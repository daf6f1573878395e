/* The fixture the cmocka tests share (fixture.h). */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <ftw.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "command.h"
#include "fixture.h"
#include "session.h"
#include "store.h"

/* A fixture whose session writes to tmpfiles, no store open yet. */
static struct fixture *
fixture_new(void)
{
	struct fixture *f = calloc(1, sizeof *f);
	assert_non_null(f);
	f->t.ui.out = tmpfile();
	f->t.ui.err = tmpfile();
	assert_non_null(f->t.ui.out);
	assert_non_null(f->t.ui.err);
	f->t.ui.interactive = false;
	return f;
}

int
setup(void **state)
{
	struct fixture *f = fixture_new();
	char err[256] = "";
	f->t.store = store_open(":memory:", err, sizeof err);
	if (f->t.store == NULL)
		fail_msg("store_open: %s", err);
	f->t.db_path = ":memory:";
	*state = f;
	return 0;
}

int
setup_on_disk(void **state)
{
	struct fixture *f = fixture_new();
	const char *tmp = getenv("TMPDIR");
	snprintf(f->dir, sizeof f->dir, "%s/tapis-test-store-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	assert_non_null(mkdtemp(f->dir));
	snprintf(f->path, sizeof f->path, "%s/data/tapis/tapis.db", f->dir);
	f->t.db_path = f->path;
	*state = f;
	return 0;
}

static int
remove_one(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
	(void)sb;
	(void)flag;
	(void)ftw;
	return remove(path);
}

int
teardown(void **state)
{
	struct fixture *f = *state;
	session_close(&f->t);
	store_close(f->t.store);
	fclose(f->t.ui.out);
	fclose(f->t.ui.err);
	int rc = 0;
	if (f->dir[0] != '\0')
		rc = nftw(f->dir, remove_one, 16, FTW_DEPTH | FTW_PHYS);
	free(f);
	return rc;
}

void
take_output(FILE *file, long *mark, char *buf, size_t len)
{
	assert_int_equal(fflush(file), 0);
	long end = ftell(file);
	assert_true(end >= *mark);
	size_t n = (size_t)(end - *mark);
	assert_true(n < len);
	assert_int_equal(fseek(file, *mark, SEEK_SET), 0);
	assert_int_equal(fread(buf, 1, n, file), n);
	buf[n] = '\0';
	assert_int_equal(fseek(file, end, SEEK_SET), 0);
	*mark = end;
}

enum cmd_status
run(struct fixture *f, long line, const char *text)
{
	f->t.line = line;
	enum cmd_status status = command_run_line(&f->t, text);
	take_output(f->t.ui.out, &f->out_mark, f->out, sizeof f->out);
	take_output(f->t.ui.err, &f->err_mark, f->err, sizeof f->err);
	return status;
}
