/* Faults injected under SQLite, swept: scripted sessions run in process
 * through command_run_line, as a script would run them, on a temporary
 * file whose every open, read, write, sync, lock, truncation, size,
 * access, deletion and allocation goes through the fault VFS and
 * allocator (faultvfs.h); and tapis's own allocations (malloc, calloc,
 * realloc, strdup, open_memstream... called from libtapis.a: the linker's
 * wraps of faultalloc.c).  For each session, each kind of fault (with each
 * code it may give) and each mode (the Nth call fails once, or from N on),
 * N runs 1, 2, ... until a run sees no fault fired.  After each run the
 * file, opened again without faults, must hold exactly what the session
 * acknowledged (the lines that returned CMD_OK, played again without
 * faults on the same starting file: the same rows of every table, the
 * same output for those lines), never more, never fewer; PRAGMA
 * integrity_check must say ok; each failure must have been said in one
 * line, a line acknowledged must have said nothing on stderr; the
 * session must have gone on or ended with status 2 (CMD_FATAL), leaving
 * no transaction open behind a line that did not end it.
 *
 * Running it:
 *   tests/faults            a sample (what `make check` runs): in each
 *                           sweep 3 N spread over its calls, 1 where
 *                           TAPIS_TEST_SAMPLE=small (the sanitizer build
 *                           and distcheck, which ./dev.sh runs after the
 *                           plain build swept the 3); TAPIS_FAULTS_SAMPLE=N
 *                           takes N (make coverage: 10)
 *   tests/faults --all      every N of every sweep (`make faults`)
 *   tests/faults --all --session yams --kind write
 *                           one session's and one kind's sweeps only
 *   tests/faults --session yams --kind malloc --at 1234
 *                           that N alone, each line's status and refusal
 *   -v                      says why each failed run failed
 * The kinds (--kind): open, read, write, sync, lock, shmlock, shmmap,
 * truncate, filesize, access, delete, malloc (SQLite's allocations),
 * alloc (tapis's own).
 * It prints TAP, one test a sweep, then how many injection points (runs
 * where the fault fired) were exercised and how long it took.  The
 * sessions that start from the same file make the same calls while it is
 * opened: its open is swept with the first of them only.
 *
 * The upgrade session opens a file of an older schema.  Each file in
 * $srcdir/tests/schemas/ (small databases of the landed schemas, *.db.gz,
 * put in place once here by gzip) is one such session; without any, the file is made here from the template
 * by setting it back to the oldest version whose tables are the same as
 * now (its later tables, views and triggers dropped, its own put back). */
#include "config.h"

#include <dirent.h>
#include <glob.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/wait.h>

#include <sqlite3.h>

#include "command.h"
#include "families.h"
#include "faultvfs.h"
#include "store_private.h"
#include "store_sql.h"
#include "tapis.h"

#define MAX_LINES 96
#define MAX_SESSIONS 64
#define MAX_SHADOWS 256

/* ---- the sessions */

enum start {
	START_NEW,                /* no file yet: created and brought up to date */
	START_TEMPLATE,           /* a copy of the template (games of each family) */
	START_OLD,                /* a file of an older schema */
};

struct session {
	char name[64];
	enum start start;
	const char *const *lines; /* NULL-terminated; @DIR@ is the work folder */
	char old[4096];           /* START_OLD: the file it starts from */
};

/* A game of 10000 to its end, with undo and redo of the winning bank. */
static const char *const farkle_lines[] = {
	"new 10000 alice bob target=2000 opening=0",
	"1 1 1 2 3", "keep 1 1 1", "bank", "2 3 4 6 6", "undo", "redo",
	"1 1 1 2 3", "keep 1 1 1", "undo", "undo", "redo", "redo", "bank", "undo", "redo",
	"sheet", "export --json",
	NULL,
};

/* A game of Yams, one column, to its end. */
static const char *const yams_lines[] = {
	"new yams alice",
	"1 1 1 2 3", "score 1", "2 2 2 1 3", "score 2", "3 3 3 1 2", "keep 3 3 3", "3 3",
	"score 3", "4 4 4 1 2", "score 4", "undo", "redo", "5 5 5 1 2", "score 5",
	"6 6 6 1 2", "score 6", "6 6 6 5 5", "score max", "1 1 2 2 3", "score min",
	"1 2 3 4 5", "score suite", "2 2 3 3 3", "score full", "4 4 4 4 1", "score carre",
	"undo", "undo", "redo", "redo", "5 5 5 5 5", "score yams", "sheet",
	NULL,
};

/* A game of Yam Master to alice's line of five (tests/transcripts/
 * yam-master-line.t, its refused lines left out). */
static const char *const yam_master_lines[] = {
	"new yam-master alice bob",
	"3 3 3 3 5", "place c2", "6 6 6 1 2", "place e1", "2 2 4 5 6", "call suite",
	"keep 2 4 5 6", "3", "place c1", "5 5 5 2 1", "place d5", "undo", "place e2",
	"1 1 2 3 4", "keep 1 2 3 4", "5", "place c4", "4 4 4 5 5", "call carre", "keep 4 4 4",
	"4 2", "place d3", "6 6 2 3 6", "keep 6 6 6", "6 1", "keep 6 6 6 6", "6", "place c3",
	"1 2 3 5 6", "1 2 4 6 6", "2 3 6 6 6", "pass", "4 4 4 4 1", "place b2", "1 1 1 5 6",
	"keep 1 1 1", "1 3", "place e4", "1 2 2 2 1", "place d4", "3 4 5 6 6", "keep 3 4 5 6",
	"2", "place e3", "5 5 5 5 3", "place c5", "undo", "redo", "sheet", "export --json",
	NULL,
};

/* Three games of another database come in (the second time, skipped). */
static const char *const import_lines[] = {
	"import @DIR@/import.json", "games", "import @DIR@/import.json", "export --json 6",
	NULL,
};

/* Names mended and joined, a preset saved and played, games ended. */
static const char *const rename_lines[] = {
	"rename alice Alicia", "merge dan into bob", "preset save quick 10000 target=1000",
	"new quick Alicia bob opening=0", "1 1 1 2 3", "keep 1 1 1", "bank",
	"resume 2", "abandon", "delete 3 --yes", "preset delete quick", "stats",
	"games", "query --tsv SELECT game_id, seat, name FROM players ORDER BY 1, 2",
	NULL,
};

/* A file in a league (issue 32) whose server is nowhere: what waits
 * said, then the file leaving the league.  (No push: it would fail, and
 * keep its failure in the file, as no line acknowledged says.) */
static const char *const league_lines[] = {
	"league", "games", "league off", "games",
	NULL,
};

/* After the upgrade: what was there read, and a game played. */
static const char *const upgrade_lines[] = {
	"games", "stats", "new 10000 zed yan target=1000 opening=0", "1 1 1 2 3",
	"keep 1 1 1", "bank", "undo", "redo", "sheet", "stats",
	NULL,
};

/* The template: a game of each family, one of them finished, with the
 * players the rename session mends. */
static const char *const template_lines[] = {
	"new 10000 alice bob target=1000 opening=0", "1 1 1 2 3", "keep 1 1 1", "bank",
	"new 5000 carol dan", "1 1 5 2 3 4", "keep 1 1 5", "bank",
	"new yams:3col alice carol", "1 2 3 4 5", "score suite", "6 6 6 6 6",
	NULL,
};

/* The games the import session brings in, made in a database of their
 * own and exported; a board of Yam Master from a file among them. */
static const char *const source_lines[] = {
	"new 10000 erin finn target=2000 opening=0",
	"1 1 1 2 3", "keep 1 1 1", "bank", "2 3 4 6 6", "1 1 1 2 3", "keep 1 1 1", "bank",
	"new yams:duel erin gus", "1 2 3 4 5", "score suite", "6 6 6 6 6", "score yams",
	"new yam-master finn gus board=@DIR@/board.txt", "3 3 3 3 5", "place c2",
	"export all --json @DIR@/import.json",
	NULL,
};

/* The standard board, its columns a and b swapped. */
static const char *const board_text =
    "3 1 appel 4 6\ncarre 2 sec full 5\nfull small yam appel suite\n"
    "sec 6 suite small 1\n2 3 carre 5 4\n";

/* ---- one run of a session */

struct line_result {
	enum cmd_status status;
	char *out, *err;          /* what it printed */
};

struct run {
	bool opened;
	char open_err[512];
	int nlines;               /* of the session */
	bool ran[MAX_LINES];      /* the line was run */
	struct line_result r[MAX_LINES];
	int open_tx_line;         /* a line after which a transaction stayed open */
	long open_calls[FAULT_KINDS];   /* the calls store_open made */
};

static char dir[1024];
static char work_path[1200], template_path[1200], shadow_path[1200];
static bool verbose;

static void
run_clear(struct run *r)
{
	for (int i = 0; i < MAX_LINES; i++) {
		free(r->r[i].out);
		free(r->r[i].err);
	}
	memset(r, 0, sizeof *r);
}

/* The line as run: @DIR@ replaced by the work folder, into buf. */
static const char *
line_text(const char *line, char *buf, size_t len)
{
	const char *at = strstr(line, "@DIR@");
	if (at == NULL)
		return line;
	snprintf(buf, len, "%.*s%s%s", (int)(at - line), line, dir, at + 5);
	return buf;
}

static bool
copy_file(const char *from, const char *to)
{
	FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
	char buf[65536];
	size_t n;
	bool ok = in != NULL && out != NULL;
	while (ok && (n = fread(buf, 1, sizeof buf, in)) > 0)
		ok = fwrite(buf, 1, n, out) == n;
	if (in != NULL)
		fclose(in);
	if (out != NULL && fclose(out) != 0)
		ok = false;
	return ok;
}

/* The file path and its -wal, -shm and -journal gone, and the copies an
 * upgrade kept beside it (path.before-NNN...), which would otherwise
 * pile up to the hundred keep_copy stops at. */
static void
remove_db(const char *path)
{
	static const char *const sides[] = {"-wal", "-shm", "-journal"};
	char side[4200];
	unlink(path);
	for (size_t i = 0; i < sizeof sides / sizeof sides[0]; i++) {
		snprintf(side, sizeof side, "%s%s", path, sides[i]);
		unlink(side);
	}
	glob_t copies;
	snprintf(side, sizeof side, "%s.before-*", path);
	if (glob(side, 0, NULL, &copies) == 0)
		for (size_t i = 0; i < copies.gl_pathc; i++)
			unlink(copies.gl_pathv[i]);
	globfree(&copies);
}

/* The session's file at path as it starts. */
static bool
put_start(const struct session *s, const char *path)
{
	remove_db(path);
	switch (s->start) {
	case START_NEW:
		return true;
	case START_TEMPLATE:
		return copy_file(template_path, path);
	case START_OLD:
		return copy_file(s->old, path);
	}
	return false;
}

/* What was written to stream (its buffer *buf of *len bytes) from *mark
 * on, in a new string; the mark moves past it. */
static char *
take(FILE *stream, char **buf, size_t *len, size_t *mark)
{
	fflush(stream);
	size_t n = *len - *mark;
	char *text = malloc(n + 1);
	if (text == NULL)
		abort();
	memcpy(text, *buf + *mark, n);
	text[n] = '\0';
	*mark = *len;
	return text;
}

/* Runs the lines of s on t, those mask lets through (or all), into r: as
 * batch_run does, line by line, stopping at a fatal one. */
static void
run_lines(const struct session *s, struct tapis *t, const bool *mask, struct run *r)
{
	char text[2048], *obuf = NULL, *ebuf = NULL;
	size_t olen = 0, elen = 0, omark = 0, emark = 0;
	/* what this program allocates between tapis's lines is not tapis's */
	faultvfs_pause(true);
	t->ui.out = open_memstream(&obuf, &olen);
	t->ui.err = open_memstream(&ebuf, &elen);
	if (t->ui.out == NULL || t->ui.err == NULL)
		abort();
	for (int i = 0; i < r->nlines; i++) {
		if (mask != NULL && !mask[i])
			continue;
		t->line = i + 1;
		faultvfs_pause(false);
		enum cmd_status st = command_run_line(t, line_text(s->lines[i], text, sizeof text));
		faultvfs_pause(true);
		r->ran[i] = true;
		r->r[i].status = st;
		r->r[i].out = take(t->ui.out, &obuf, &olen, &omark);
		r->r[i].err = take(t->ui.err, &ebuf, &elen, &emark);
		if (st == CMD_FATAL || t->quit)
			break;
		if (!sqlite3_get_autocommit(t->store->db) && r->open_tx_line == 0)
			r->open_tx_line = i + 1;
	}
	fclose(t->ui.out);
	fclose(t->ui.err);
	free(obuf);
	free(ebuf);
	faultvfs_pause(false);
}

/* Runs the lines of s (those mask lets through, or all) on its file at
 * path, under fault f (or none), into r. */
static void
run_session(const struct session *s, const char *path, const bool *mask,
    const struct fault *f, struct run *r)
{
	char err[512] = "";
	run_clear(r);
	while (s->lines[r->nlines] != NULL)
		r->nlines++;
	if (!put_start(s, path))
		abort();
	if (f != NULL)
		faultvfs_arm(f);
	struct tapis t;
	memset(&t, 0, sizeof t);
	t.db_path = path;
	t.store = store_open(path, err, sizeof err);
	r->opened = t.store != NULL;
	for (int k = 0; k < FAULT_KINDS; k++)
		r->open_calls[k] = faultvfs_calls((enum fault_kind)k);
	if (!r->opened) {
		faultvfs_disarm();
		snprintf(r->open_err, sizeof r->open_err, "%s", err);
		return;
	}
	run_lines(s, &t, mask, r);
	session_close(&t);
	store_close(t.store);     /* still under the fault: its checkpoint too */
	faultvfs_disarm();
}

/* ---- the file, read back without faults */

static void
append(char **buf, size_t *len, size_t *cap, const char *text)
{
	size_t n = strlen(text);
	if (*len + n + 1 > *cap) {
		*cap = (*len + n + 1) * 2;
		*buf = realloc(*buf, *cap);
		if (*buf == NULL)
			abort();
	}
	memcpy(*buf + *len, text, n + 1);
	*len += n;
}

/* Every row of table, every column but uid (random, made anew by each
 * run), in order, onto the dump. */
static bool
dump_table(sqlite3 *db, const char *table, char **buf, size_t *len, size_t *cap)
{
	char sql[512];
	sqlite3_stmt *st;
	snprintf(sql, sizeof sql, "SELECT * FROM \"%s\"", table);
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		return false;
	int ncol = sqlite3_column_count(st);
	sqlite3_finalize(st);
	size_t n = (size_t)snprintf(sql, sizeof sql, "SELECT * FROM \"%s\" ORDER BY 1", table);
	for (int c = 2; c <= ncol && n < sizeof sql; c++)
		n += (size_t)snprintf(sql + n, sizeof sql - n, ", %d", c);
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		return false;
	append(buf, len, cap, table);
	append(buf, len, cap, ":\n");
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		for (int c = 0; c < ncol; c++) {
			if (strcmp(sqlite3_column_name(st, c), "uid") == 0)
				continue;
			const char *v = (const char *)sqlite3_column_text(st, c);
			append(buf, len, cap, v ? v : "NULL");
			append(buf, len, cap, "|");
		}
		append(buf, len, cap, "\n");
	}
	sqlite3_finalize(st);
	return rc == SQLITE_DONE;
}

/* The one text a query gives, into buf; false if it gave none. */
static bool
query_text(sqlite3 *db, const char *sql, char *buf, size_t len)
{
	sqlite3_stmt *st;
	bool ok = sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK &&
	    sqlite3_step(st) == SQLITE_ROW;
	if (ok)
		snprintf(buf, len, "%s", sqlite3_column_text(st, 0) ?
		    (const char *)sqlite3_column_text(st, 0) : "NULL");
	sqlite3_finalize(st);
	return ok;
}

/* Whether the file at path, as it was left, passes PRAGMA integrity_check
 * and foreign_key_check; false with why. */
static bool
check_file(const char *path, char *why, size_t whylen)
{
	sqlite3 *db = NULL;
	char text[512];
	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK) {
		snprintf(why, whylen, "cannot be opened: %s", sqlite3_errmsg(db));
		sqlite3_close(db);
		return false;
	}
	bool ok = query_text(db, "PRAGMA integrity_check", text, sizeof text) &&
	    strcmp(text, "ok") == 0;
	if (!ok)
		snprintf(why, whylen, "integrity_check: %.400s", text);
	else if (query_text(db, "PRAGMA foreign_key_check", text, sizeof text)) {
		snprintf(why, whylen, "foreign_key_check: a row of %.200s refers to nothing", text);
		ok = false;
	}
	sqlite3_close(db);
	return ok;
}

/* The file at path, checked as it was left, then opened by tapis (which
 * ends an upgrade a fault stopped) and dumped (every table's rows and the
 * schema version), in a new string; NULL with the reason in why. */
static char *
check_and_dump(const char *path, char *why, size_t whylen)
{
	char err[512], text[64];
	if (!check_file(path, why, whylen))
		return NULL;
	struct store *s = store_open(path, err, sizeof err);
	if (s == NULL) {
		snprintf(why, whylen, "tapis cannot open it: %.400s", err);
		return NULL;
	}
	char *buf = NULL;
	size_t len = 0, cap = 0;
	append(&buf, &len, &cap, "");
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, "SELECT name FROM sqlite_schema WHERE type = 'table'"
	    " ORDER BY name", -1, &st, NULL) != SQLITE_OK)
		abort();
	bool ok = true;
	while (ok && sqlite3_step(st) == SQLITE_ROW)
		ok = dump_table(s->db, (const char *)sqlite3_column_text(st, 0), &buf, &len, &cap);
	sqlite3_finalize(st);
	snprintf(text, sizeof text, "user_version %d\n", store_version(s));
	append(&buf, &len, &cap, text);
	store_close(s);
	if (!ok) {
		snprintf(why, whylen, "cannot be dumped");
		free(buf);
		return NULL;
	}
	return buf;
}

/* The bytes of the file at path mixed into h (FNV-1a); h unchanged if
 * there is no such file. */
static uint64_t
mix_file(const char *path, uint64_t h)
{
	FILE *f = fopen(path, "rb");
	unsigned char buf[65536];
	size_t n;
	if (f == NULL)
		return h;
	h ^= 0xff;
	while ((n = fread(buf, 1, sizeof buf, f)) > 0)
		for (size_t i = 0; i < n; i++)
			h = (h ^ buf[i]) * 1099511628211ULL;
	fclose(f);
	return h;
}

/* What check_and_dump said of a database, by the bytes of the file and its
 * -wal: many runs leave the same (a fault in the open, or in a write that
 * was rolled back), and the verdict is the same. */
#define SEEN_FILES 512
static struct seen_file {
	uint64_t hash;
	char *dump;               /* NULL: why */
	char why[512];
} seen_files[SEEN_FILES];
static int nseen_files, next_seen_file;

static void
seen_files_clear(void)
{
	for (int i = 0; i < nseen_files; i++) {
		free(seen_files[i].dump);
		seen_files[i].dump = NULL;
	}
	nseen_files = next_seen_file = 0;
}

/* check_and_dump(path), or what it said of the same bytes before. */
static char *
read_back(const char *path, char *why, size_t whylen)
{
	char wal[1300];
	snprintf(wal, sizeof wal, "%s-wal", path);
	uint64_t h = mix_file(wal, mix_file(path, 14695981039346656037ULL));
	for (int i = 0; i < nseen_files; i++)
		if (seen_files[i].hash == h) {
			snprintf(why, whylen, "%s", seen_files[i].why);
			return seen_files[i].dump ? strdup(seen_files[i].dump) : NULL;
		}
	char *dump = check_and_dump(path, why, whylen);
	struct seen_file *sf = &seen_files[next_seen_file];
	next_seen_file = (next_seen_file + 1) % SEEN_FILES;   /* the oldest goes */
	if (nseen_files < SEEN_FILES)
		nseen_files++;
	else
		free(sf->dump);
	sf->hash = h;
	sf->dump = dump ? strdup(dump) : NULL;
	snprintf(sf->why, sizeof sf->why, "%s", dump ? "" : why);
	return dump;
}

/* ---- what a session acknowledged, played again without faults */

struct shadow {
	char key[MAX_LINES + 1];  /* '1' for each line played */
	struct run run;
	char *dump;
};

static struct shadow shadows[MAX_SHADOWS];
static int nshadows;

static void
shadows_clear(void)
{
	for (int i = 0; i < nshadows; i++) {
		run_clear(&shadows[i].run);
		free(shadows[i].dump);
		shadows[i].dump = NULL;
	}
	nshadows = 0;
}

/* The lines r acknowledged, played alone on the same starting file
 * (kept: many runs acknowledge the same lines); NULL if that run fails. */
static const struct shadow *
shadow_of(const struct session *s, const struct run *r, char *why, size_t whylen)
{
	char key[MAX_LINES + 1];
	bool mask[MAX_LINES];
	for (int i = 0; i < r->nlines; i++) {
		mask[i] = r->opened && r->ran[i] && r->r[i].status == CMD_OK;
		key[i] = mask[i] ? '1' : '0';
	}
	key[r->nlines] = '\0';
	for (int i = 0; i < nshadows; i++)
		if (strcmp(shadows[i].key, key) == 0)
			return &shadows[i];
	struct shadow *sh = &shadows[nshadows < MAX_SHADOWS ? nshadows++ : MAX_SHADOWS - 1];
	run_clear(&sh->run);
	free(sh->dump);
	memcpy(sh->key, key, sizeof key);
	run_session(s, shadow_path, mask, NULL, &sh->run);
	sh->dump = sh->run.opened ? read_back(shadow_path, why, whylen) : NULL;
	if (!sh->run.opened)
		snprintf(why, whylen, "without faults it does not open: %s", sh->run.open_err);
	if (sh->dump == NULL) {
		sh->key[0] = '\0';        /* not kept */
		return NULL;
	}
	return sh;
}

/* ---- the verdict on one run */

static int
count_lines(const char *text)
{
	int n = 0;
	for (const char *p = text; *p; p++)
		n += *p == '\n';
	return n;
}

/* Whether what a run said holds: a failure in one line, an acknowledged
 * line nothing on stderr, no transaction left open; false with why. */
static bool
said_well(const struct run *r, char *why, size_t whylen)
{
	if (!r->opened) {
		if (r->open_err[0] == '\0' || strchr(r->open_err, '\n') != NULL) {
			snprintf(why, whylen, "the failed open said '%s'", r->open_err);
			return false;
		}
		return true;
	}
	for (int i = 0; i < r->nlines; i++) {
		if (!r->ran[i])
			continue;
		const struct line_result *l = &r->r[i];
		int said = count_lines(l->err);
		bool whole = l->err[0] == '\0' || l->err[strlen(l->err) - 1] == '\n';
		if (l->status == CMD_OK ? l->err[0] != '\0' : said != 1 || !whole) {
			snprintf(why, whylen, "line %d (status %d) said %d lines on stderr: %s", i + 1,
			    (int)l->status, said, l->err);
			return false;
		}
	}
	if (r->open_tx_line != 0) {
		snprintf(why, whylen, "a transaction stayed open after line %d", r->open_tx_line);
		return false;
	}
	return true;
}

/* The first line where dumps a (the file's) and b (the acknowledged
 * lines') differ, into why. */
static void
say_difference(const char *a, const char *b, char *why, size_t whylen)
{
	const char *table = "", *la = a, *lb = b;
	while (*la != '\0' && *lb != '\0') {
		size_t na = strcspn(la, "\n"), nb = strcspn(lb, "\n");
		if (na != nb || memcmp(la, lb, na) != 0)
			break;
		if (na > 0 && la[na - 1] == ':')
			table = la;
		la += na + (la[na] != '\0');
		lb += nb + (lb[nb] != '\0');
	}
	snprintf(why, whylen, "the file does not hold what was acknowledged: in %.*s the file has"
	    " '%.*s' where '%.*s' was acknowledged", (int)strcspn(table, ":"), table,
	    (int)strcspn(la, "\n"), la, (int)strcspn(lb, "\n"), lb);
}

/* Whether the lines acknowledged said the same played again without
 * faults (sh); false with why. */
static bool
same_answers(const struct run *r, const struct shadow *sh, char *why, size_t whylen)
{
	for (int i = 0; i < r->nlines; i++) {
		if (sh->key[i] != '1')
			continue;
		if (sh->run.r[i].status != CMD_OK) {
			snprintf(why, whylen, "line %d, acknowledged, is refused played alone: %s",
			    i + 1, sh->run.r[i].err);
			return false;
		}
		if (strcmp(sh->run.r[i].out, r->r[i].out) != 0) {
			snprintf(why, whylen, "line %d printed otherwise than without faults:\n%s\n"
			    "---- without:\n%s", i + 1, r->r[i].out, sh->run.r[i].out);
			return false;
		}
	}
	return true;
}

/* Whether a table's name says it is derived: a summary or a total the
 * triggers keep from the entries and their facts. */
static bool
derived(const char *table, size_t len)
{
	static const char *const ends[] = {"_summary", "_totals"};
	for (size_t i = 0; i < sizeof ends / sizeof ends[0]; i++) {
		size_t n = strlen(ends[i]);
		if (len >= n && memcmp(table + len - n, ends[i], n) == 0)
			return true;
	}
	return false;
}

/* The dump without the rows of its derived tables, in a new string. */
static char *
essential(const char *dump)
{
	char *out = malloc(strlen(dump) + 1), *o = out;
	bool skip = false;
	if (out == NULL)
		abort();
	for (const char *l = dump; *l != '\0';) {
		size_t n = strcspn(l, "\n");
		if (n > 0 && l[n - 1] == ':')
			skip = derived(l, n - 1);
		if (!skip) {
			memcpy(o, l, n);
			o += n;
			*o++ = '\n';
		}
		l += n + (l[n] != '\0');
	}
	*o = '\0';
	return out;
}

/* What a run came to. */
enum verdict {
	GOOD,
	BAD,
};

/* Whether the file the run left holds what it acknowledged, and said so
 * as a run without faults does; BAD with why.  (The derived tables too:
 * SQLite 3.40's json_valid() answered 0 when an allocation failed, and the
 * summaries kept through the views FAMILY_facts got NULL facts without a
 * word; the store now gives its connections a json_valid of its own.) */
static enum verdict
kept_well(const struct session *s, const struct run *r, enum fault_kind kind, char *why,
    size_t whylen)
{
	char reason[512], wal[1300];
	snprintf(wal, sizeof wal, "%s-wal", work_path);
	/* a first open that fails leaves no file it made itself, its log
	 * neither: right where the session made the file and opened nothing */
	if (!r->opened && s->start == START_NEW && access(work_path, F_OK) != 0)
		return access(wal, F_OK) != 0 ? GOOD : (snprintf(why, whylen, "the first open"
		    " failed and left %s", wal), BAD);
	char *dump = read_back(work_path, reason, sizeof reason);
	if (dump == NULL) {
		snprintf(why, whylen, "the file left: %s", reason);
		return BAD;
	}
	const struct shadow *sh = shadow_of(s, r, reason, sizeof reason);
	enum verdict v = GOOD;
	if (sh == NULL) {
		snprintf(why, whylen, "the acknowledged lines alone: %s", reason);
		v = BAD;
	} else if (strcmp(dump, sh->dump) != 0) {
		say_difference(dump, sh->dump, why, whylen);
		char *mine = essential(dump), *theirs = essential(sh->dump);
		v = BAD;
		if ((kind == FAULT_MALLOC || kind == FAULT_ALLOC) && strcmp(mine, theirs) == 0)
			snprintf(why + strlen(why), whylen - strlen(why), " (the derived tables"
			    " alone)");
		free(mine);
		free(theirs);
	} else if (!same_answers(r, sh, why, whylen))
		v = BAD;
	free(dump);
	return v;
}

/* ---- the sweeps */

struct spec {
	enum fault_kind kind;
	int code;
};

static const struct spec specs[] = {
	{FAULT_OPEN, SQLITE_CANTOPEN},
	{FAULT_READ, SQLITE_IOERR_READ},
	{FAULT_WRITE, SQLITE_IOERR_WRITE},
	{FAULT_WRITE, SQLITE_FULL},
	{FAULT_SYNC, SQLITE_IOERR_FSYNC},
	{FAULT_LOCK, SQLITE_BUSY},
	{FAULT_LOCK, SQLITE_IOERR_LOCK},
	{FAULT_SHMLOCK, SQLITE_BUSY},
	{FAULT_SHMMAP, SQLITE_IOERR_SHMMAP},
	{FAULT_TRUNCATE, SQLITE_IOERR_TRUNCATE},
	{FAULT_FILESIZE, SQLITE_IOERR_FSTAT},
	{FAULT_ACCESS, SQLITE_IOERR_ACCESS},
	{FAULT_DELETE, SQLITE_IOERR_DELETE},
	{FAULT_MALLOC, SQLITE_NOMEM},
	{FAULT_ALLOC, SQLITE_NOMEM},
};
enum { NSPECS = sizeof specs / sizeof specs[0] };

struct options {
	bool all;                 /* every N, not a sample */
	int sample;               /* N a sweep samples, spread over its calls */
	const char *session;      /* only the sessions whose name starts so, or NULL */
	const char *kind;         /* only this kind of fault, or NULL */
	long at;                  /* only this N, its lines shown (0: all) */
};

static struct {
	int tests, failed;
	long points;              /* runs where a fault fired */
	long lines_failed;        /* lines a fault made fail */
	long fatal, refused;      /* of them: fatal, refused */
} totals;

static void
tap(bool ok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void
tap(bool ok, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	printf("%s %d - ", ok ? "ok" : "not ok", ++totals.tests);
	vprintf(fmt, ap);
	printf("\n");
	va_end(ap);
	fflush(stdout);
	if (!ok)
		totals.failed++;
}

/* Counts what the run's failures were: fatal or refused lines. */
static void
count_failures(const struct run *r)
{
	if (!r->opened) {
		totals.lines_failed++;
		totals.fatal++;
		return;
	}
	for (int i = 0; i < r->nlines; i++) {
		if (!r->ran[i] || r->r[i].status == CMD_OK)
			continue;
		totals.lines_failed++;
		if (r->r[i].status == CMD_FATAL)
			totals.fatal++;
		else
			totals.refused++;
	}
}

/* Shows what each line of r gave. */
static void
show_run(const struct run *r)
{
	if (!r->opened)
		printf("#   open: %s\n", r->open_err);
	for (int i = 0; i < r->nlines; i++)
		if (r->ran[i])
			printf("#   line %d, status %d: %s", i + 1, (int)r->r[i].status,
			    r->r[i].err[0] ? r->r[i].err : "(nothing on stderr)\n");
}

/* One sweep: session s under spec's faults in one mode, N from first by
 * step (0: first alone) until the fault no longer fires.  Says it in one
 * TAP line. */
static void
sweep(const struct session *s, const struct spec *sp, bool persistent, long first, long step)
{
	long points = 0, bad = 0, first_bad = 0;
	static char why[8192], first_why[8192];
	struct run r;
	memset(&r, 0, sizeof r);
	for (long n = first; ; n += step) {
		struct fault f = {sp->kind, sp->code, n, persistent};
		run_session(s, work_path, NULL, &f, &r);
		if (faultvfs_fired() == 0)
			break;
		points++;
		count_failures(&r);
		enum verdict v = said_well(&r, why, sizeof why) ? kept_well(s, &r, sp->kind, why,
		    sizeof why) : BAD;
		bool good = v != BAD;
		if (!good && bad++ == 0) {
			first_bad = n;
			snprintf(first_why, sizeof first_why, "%s", why);
		}
		if (!good && verbose)
			printf("# N=%ld: %s\n", n, why);
		if (step == 0) {
			show_run(&r);
			break;
		}
	}
	run_clear(&r);
	totals.points += points;
	tap(bad == 0, "%s: %s %s %s, %ld points", s->name, faultvfs_kind_name(sp->kind),
	    faultvfs_code_name(sp->code), persistent ? "from N on" : "once", points);
	if (bad > 0)
		printf("# %ld runs failed; the first, N=%ld: %s\n", bad, first_bad, first_why);
}

/* Runs s without faults: every line must be acknowledged, and nothing
 * said on stderr.  The calls of each kind it makes into calls, those its
 * open makes into open_calls. */
static bool
baseline(const struct session *s, long calls[FAULT_KINDS], long open_calls[FAULT_KINDS])
{
	struct run r;
	memset(&r, 0, sizeof r);
	struct fault none = {FAULT_OPEN, SQLITE_OK, 1L << 62, false};
	run_session(s, work_path, NULL, &none, &r);
	for (int k = 0; k < FAULT_KINDS; k++) {
		calls[k] = faultvfs_calls((enum fault_kind)k);
		open_calls[k] = r.open_calls[k];
	}
	bool ok = r.opened;
	if (!ok)
		printf("# %s does not open: %s\n", s->name, r.open_err);
	for (int i = 0; ok && i < r.nlines; i++) {
		ok = r.r[i].status == CMD_OK && r.r[i].err[0] == '\0';
		if (!ok)
			printf("# %s, line %d (%s): %s\n", s->name, i + 1, s->lines[i], r.r[i].err);
	}
	run_clear(&r);
	return ok;
}

static unsigned
mix(const char *text, unsigned h)
{
	for (const unsigned char *p = (const unsigned char *)text; *p; p++)
		h = (h ^ *p) * 16777619u;
	return h;
}

/* Where the sweep of kind for s starts and how it steps: every N, that
 * N alone, or a sample spread over the calls from a place of its own;
 * past skip (the calls of an open already swept). */
static void
sweep_steps(const struct session *s, const struct spec *sp, bool persistent, long calls,
    long skip, const struct options *o, long *first, long *step)
{
	*first = skip + 1;
	*step = 1;
	if (o->at > 0) {
		*first = o->at;
		*step = 0;
	} else if (!o->all && calls - skip > o->sample) {
		*step = (calls - skip + o->sample - 1) / o->sample;
		*first = skip + 1 + (long)(mix(s->name, mix(faultvfs_kind_name(sp->kind),
		    2166136261u + (unsigned)(sp->code * 2 + persistent))) % (unsigned)*step);
	}
}

/* Every sweep of session s that the options ask for.  skip: for each
 * kind, the calls of its open that an earlier session with the same
 * start swept already (0 for the first). */
static void
sweep_session(const struct session *s, const struct options *o, const long *skip,
    long open_calls[FAULT_KINDS])
{
	long calls[FAULT_KINDS];
	shadows_clear();
	seen_files_clear();
	bool ok = baseline(s, calls, open_calls);
	tap(ok, "%s runs clean without faults", s->name);
	if (!ok)
		return;
	printf("# %s:", s->name);
	for (int k = 0; k < FAULT_KINDS; k++)
		if (skip != NULL && skip[k] > 0)
			printf(" %s %ld (its open's %ld swept before)",
			    faultvfs_kind_name((enum fault_kind)k), calls[k], skip[k]);
		else
			printf(" %s %ld", faultvfs_kind_name((enum fault_kind)k), calls[k]);
	printf("\n");
	for (int i = 0; i < NSPECS; i++) {
		const struct spec *sp = &specs[i];
		if (o->kind != NULL && strcmp(o->kind, faultvfs_kind_name(sp->kind)) != 0)
			continue;
		for (int persistent = 0; persistent <= 1; persistent++) {
			long first, step;
			sweep_steps(s, sp, persistent, calls[sp->kind], skip ? skip[sp->kind] : 0, o,
			    &first, &step);
			sweep(s, sp, persistent, first, step);
		}
	}
	shadows_clear();
	seen_files_clear();
}

/* ---- the files the sessions start from */

/* Runs lines on a new file at path, without faults; false if one is
 * refused. */
static bool
make_file(const char *path, const char *const *lines)
{
	struct session s = {"setup", START_NEW, lines, ""};
	struct run r;
	memset(&r, 0, sizeof r);
	run_session(&s, path, NULL, NULL, &r);
	bool ok = r.opened;
	for (int i = 0; ok && i < r.nlines; i++)
		if (r.r[i].status != CMD_OK) {
			printf("# setup, line %d (%s): %s\n", i + 1, lines[i], r.r[i].err);
			ok = false;
		}
	run_clear(&r);
	return ok;
}

/* The schema objects that version `version` has, from a database in
 * memory brought to it by the migrations themselves, as rows (type, name,
 * sql) of the table temp.old in db. */
static bool
old_schema(sqlite3 *db, int version)
{
	sqlite3 *mem;
	sqlite3_stmt *st = NULL, *ins;
	bool ok = sqlite3_open(":memory:", &mem) == SQLITE_OK &&
	    sqlite3_exec(db, "CREATE TEMP TABLE old (seq INTEGER PRIMARY KEY, type, name, sql)",
	    NULL, NULL, NULL) == SQLITE_OK;
	for (int i = 0; ok && i < version; i++)
		ok = sqlite3_exec(mem, migrations[i].sql, NULL, NULL, NULL) == SQLITE_OK;
	ok = ok && sqlite3_prepare_v2(mem, "SELECT type, name, sql FROM sqlite_schema"
	    " WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY rowid", -1, &st,
	    NULL) == SQLITE_OK;
	if (ok && sqlite3_prepare_v2(db, "INSERT INTO old (type, name, sql) VALUES (?1, ?2, ?3)",
	    -1, &ins, NULL) == SQLITE_OK) {
		while (sqlite3_step(st) == SQLITE_ROW) {
			for (int c = 0; c < 3; c++)
				sqlite3_bind_value(ins, c + 1, sqlite3_column_value(st, c));
			ok = ok && sqlite3_step(ins) == SQLITE_DONE;
			sqlite3_reset(ins);
		}
		sqlite3_finalize(ins);
	}
	sqlite3_finalize(st);
	sqlite3_close(mem);
	return ok;
}

/* The text of each row query gives, each in a new string, into list (at
 * most max); how many, or -1 if it failed.  Read whole before any is run:
 * SQLite drops nothing while a statement is reading. */
static int
collect(sqlite3 *db, const char *query, char **list, int max)
{
	sqlite3_stmt *st;
	int n = 0;
	if (sqlite3_prepare_v2(db, query, -1, &st, NULL) != SQLITE_OK)
		return -1;
	while (n < max && sqlite3_step(st) == SQLITE_ROW)
		list[n++] = strdup((const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	return n;
}

/* Runs each statement of list, and frees it; false if one failed and
 * must not. */
static bool
run_all(sqlite3 *db, char **list, int n, bool must)
{
	bool ok = n >= 0;
	for (int i = 0; i < n; i++) {
		if (sqlite3_exec(db, list[i], NULL, NULL, NULL) != SQLITE_OK && must)
			ok = false;
		free(list[i]);
	}
	return ok;
}

/* Sets the database db back to schema version `version`: what later
 * migrations made dropped, what they changed put back as it was.  False
 * if a table it keeps rows in changed since (its rows would not be of
 * that version). */
static bool
set_back(sqlite3 *db, int version)
{
	char sql[512], ignored[64];
	char *list[512];
	if (!old_schema(db, version))
		return false;
	/* a table of both, not the same: this version cannot be had */
	if (query_text(db, "SELECT n.name FROM sqlite_schema n JOIN old o ON o.name = n.name"
	    " WHERE n.type = 'table' AND o.sql IS NOT n.sql", ignored, sizeof ignored)) {
		sqlite3_exec(db, "DROP TABLE temp.old", NULL, NULL, NULL);
		return false;
	}
	/* (an index may go with its table before its turn: no error) */
	int n = collect(db, "SELECT 'DROP ' || type || ' IF EXISTS \"' || name || '\"'"
	    " FROM sqlite_schema n WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND NOT"
	    " EXISTS (SELECT 1 FROM old o WHERE o.name = n.name AND o.sql IS n.sql)"
	    " ORDER BY type = 'table'", list, 512);
	bool ok = run_all(db, list, n, false);
	n = collect(db, "SELECT sql FROM old o WHERE NOT EXISTS (SELECT 1 FROM sqlite_schema n"
	    " WHERE n.name = o.name) ORDER BY seq", list, 512);
	ok = run_all(db, list, n, true) && ok;
	snprintf(sql, sizeof sql, "DROP TABLE temp.old; PRAGMA user_version = %d", version);
	return ok && sqlite3_exec(db, sql, NULL, NULL, NULL) == SQLITE_OK;
}

/* An old file at path, made from the template: the oldest version it
 * can be set back to.  Its version, or 0 if none. */
static int
make_old(const char *path)
{
	for (int v = 1; v < nmigrations; v++) {
		sqlite3 *db;
		remove_db(path);
		if (!copy_file(template_path, path) ||
		    sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK)
			return 0;
		bool ok = sqlite3_exec(db, "PRAGMA foreign_keys = OFF; PRAGMA journal_mode = DELETE;"
		    " BEGIN", NULL, NULL, NULL) == SQLITE_OK && set_back(db, v);
		ok = sqlite3_exec(db, ok ? "COMMIT" : "ROLLBACK", NULL, NULL, NULL) == SQLITE_OK &&
		    ok;
		sqlite3_close(db);
		if (ok)
			return v;
	}
	return 0;
}

/* The league session's file at path: the template, in a league, its
 * finished game waiting to be pushed (as `league URL` leaves it). */
static bool
make_league(const char *path)
{
	sqlite3 *db;
	remove_db(path);
	if (!copy_file(template_path, path) ||
	    sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK)
		return false;
	bool ok = sqlite3_exec(db, "INSERT INTO league (id, conninfo, schema)"
	    " VALUES (1, 'host=/nowhere dbname=club', 'tapis');"
	    " INSERT INTO league_queue (uid, what) SELECT uid, 'ended' FROM games"
	    " WHERE status = 'finished'", NULL, NULL, NULL) == SQLITE_OK;
	return sqlite3_close(db) == SQLITE_OK && ok;
}

/* ---- the whole */

static bool
write_text(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");
	if (f == NULL)
		return false;
	bool ok = fputs(text, f) >= 0;
	return fclose(f) == 0 && ok;
}

/* The work folder, the template, the import file and the board it needs. */
static bool
set_up(void)
{
	/* TMPDIR, else memory where there is some: a run closes its file,
	 * and each close syncs it */
	const char *tmp = getenv("TMPDIR");
	if (tmp == NULL || *tmp == '\0')
		tmp = access("/dev/shm", W_OK | X_OK) == 0 ? "/dev/shm" : "/tmp";
	snprintf(dir, sizeof dir, "%s/tapis-faults-XXXXXX", tmp);
	if (mkdtemp(dir) == NULL)
		return false;
	char path[1200];
	snprintf(work_path, sizeof work_path, "%s/work.db", dir);
	snprintf(shadow_path, sizeof shadow_path, "%s/shadow.db", dir);
	snprintf(template_path, sizeof template_path, "%s/template.db", dir);
	snprintf(path, sizeof path, "%s/board.txt", dir);
	if (!write_text(path, board_text))
		return false;
	snprintf(path, sizeof path, "%s/source.db", dir);
	bool ok = make_file(path, source_lines) && make_file(template_path, template_lines);
	remove_db(path);
	return ok;
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The fixture from (gzipped, as tests/schemas/make.sh keeps it) put at
 * to by gzip itself, which every machine that builds tapis has. */
static bool
gunzip_file(const char *from, const char *to)
{
	int fd = open(to, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		return false;
	fflush(NULL);
	pid_t pid = fork();
	if (pid == 0) {
		dup2(fd, STDOUT_FILENO);
		execlp("gzip", "gzip", "-dc", from, (char *)NULL);
		_exit(127);
	}
	close(fd);
	int status;
	return pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
	    WEXITSTATUS(status) == 0;
}

/* The upgrade sessions: one a file of tests/schemas/ (until issue 31 this
 * looked for *.db there, where the files are *.db.gz, and swept none of
 * them), else one from a file made here; added to sessions from *n on (at
 * most max).  A sample (some > 0) takes that many files spread over them
 * (each costs seconds); --all every one. */
static void
upgrade_sessions(struct session *sessions, int *n, int max, int some)
{
	const char *srcdir = getenv("srcdir");
	char schemas[3000];
	snprintf(schemas, sizeof schemas, "%s/tests/schemas", srcdir && *srcdir ? srcdir : ".");
	DIR *d = opendir(schemas);
	char *names[MAX_SESSIONS];
	int count = 0;
	for (struct dirent *e; d != NULL && (e = readdir(d)) != NULL && count < MAX_SESSIONS;) {
		size_t len = strlen(e->d_name);
		if (len > 6 && strcmp(e->d_name + len - 6, ".db.gz") == 0)
			names[count++] = strdup(e->d_name);
	}
	if (d != NULL)
		closedir(d);
	qsort(names, (size_t)count, sizeof names[0], by_name);
	int step = some > 0 && count > some ? (count + some - 1) / some : 1;
	for (int i = 0; i < count; i++) {
		char from[4200];
		struct session *s = &sessions[*n];
		if (i % step != 0) {
			free(names[i]);
			continue;
		}
		snprintf(from, sizeof from, "%s/%s", schemas, names[i]);
		snprintf(s->old, sizeof s->old, "%s/schema-%.*s", dir,
		    (int)(strlen(names[i]) - 3), names[i]);
		if (*n < max && gunzip_file(from, s->old)) {
			snprintf(s->name, sizeof s->name, "upgrade %.50s", names[i]);
			s->start = START_OLD;
			s->lines = upgrade_lines;
			(*n)++;
		} else if (*n < max) {
			printf("# %s cannot be read: gzip -dc failed\n", from);
		}
		free(names[i]);
	}
	if (count > 0 || *n >= max)
		return;
	struct session *s = &sessions[*n];
	snprintf(s->old, sizeof s->old, "%s/old.db", dir);
	int version = make_old(s->old);
	if (version == 0) {
		printf("# no older schema could be made from the template\n");
		return;
	}
	snprintf(s->name, sizeof s->name, "upgrade from version %d", version);
	s->start = START_OLD;
	s->lines = upgrade_lines;
	(*n)++;
}

static bool
read_options(int argc, char **argv, struct options *o)
{
	const char *sample = getenv("TAPIS_TEST_SAMPLE");
	const char *faults = getenv("TAPIS_FAULTS_SAMPLE");
	o->sample = sample != NULL && strcmp(sample, "small") == 0 ? 1 : 3;
	if (faults != NULL && *faults != '\0')
		o->sample = atoi(faults);
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--all") == 0)
			o->all = true;
		else if (strcmp(argv[i], "-v") == 0)
			verbose = true;
		else if (strcmp(argv[i], "--sample") == 0 && i + 1 < argc)
			o->sample = atoi(argv[++i]);
		else if (strcmp(argv[i], "--session") == 0 && i + 1 < argc)
			o->session = argv[++i];
		else if (strcmp(argv[i], "--kind") == 0 && i + 1 < argc)
			o->kind = argv[++i];
		else if (strcmp(argv[i], "--at") == 0 && i + 1 < argc)
			o->at = atol(argv[++i]);
		else {
			fprintf(stderr, "usage: faults [--all] [--sample N] [--session NAME]"
			    " [--kind KIND] [--at N] [-v]\nkinds:");
			for (int k = 0; k < FAULT_KINDS; k++)
				fprintf(stderr, " %s", faultvfs_kind_name((enum fault_kind)k));
			fprintf(stderr, "\n");
			return false;
		}
	}
	if (o->sample < 1)
		o->sample = 1;
	return true;
}

static void
tear_down(void)
{
	static const char *const files[] = {"work.db", "shadow.db", "template.db", "old.db",
	    "board.txt", "import.json", NULL};
	for (const char *const *f = files; *f != NULL; f++) {
		char path[1300];
		snprintf(path, sizeof path, "%s/%s", dir, *f);
		remove_db(path);
	}
	/* the fixtures put in place by upgrade_sessions */
	DIR *d = opendir(dir);
	for (struct dirent *e; d != NULL && (e = readdir(d)) != NULL;)
		if (strncmp(e->d_name, "schema-", 7) == 0) {
			char path[1300];
			snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
			unlink(path);
		}
	if (d != NULL)
		closedir(d);
	rmdir(dir);
}

/* Sweeps each session the options ask for; the open of a file several
 * start from is swept with the first of them. */
static void
sweep_all(struct session *sessions, int n, const struct options *o)
{
	long template_open[FAULT_KINDS];
	bool template_swept = false;
	for (int i = 0; i < n; i++) {
		const struct session *s = &sessions[i];
		if (o->session != NULL && strncmp(o->session, s->name, strlen(o->session)) != 0)
			continue;
		long open_calls[FAULT_KINDS];
		bool shared = s->start == START_TEMPLATE;
		sweep_session(s, o, shared && template_swept ? template_open : NULL, open_calls);
		if (shared && !template_swept) {
			memcpy(template_open, open_calls, sizeof template_open);
			template_swept = true;
		}
	}
}

int
main(int argc, char **argv)
{
	families_register();
	struct options o;
	memset(&o, 0, sizeof o);
	if (!read_options(argc, argv, &o))
		return 2;
	if (!faultvfs_install()) {
		printf("Bail out! the fault VFS cannot be installed\n");
		return 1;
	}
	if (!set_up()) {
		printf("Bail out! the files the sessions start from cannot be made in %s\n", dir);
		return 1;
	}
	struct session sessions[MAX_SESSIONS] = {
		{"farkle", START_NEW, farkle_lines, ""},
		{"yams", START_TEMPLATE, yams_lines, ""},
		{"yam-master", START_TEMPLATE, yam_master_lines, ""},
		{"import", START_TEMPLATE, import_lines, ""},
		{"rename", START_TEMPLATE, rename_lines, ""},
	};
	int n = 5;
	struct session *league = &sessions[n];
	*league = (struct session){"league", START_OLD, league_lines, ""};
	snprintf(league->old, sizeof league->old, "%s/league.db", dir);
	if (make_league(league->old))
		n++;
	else
		printf("# the league session's file cannot be made from the template\n");
	upgrade_sessions(sessions, &n, MAX_SESSIONS, o.all ? 0 : o.sample);
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (o.all)
		printf("# every N of every sweep\n");
	else
		printf("# a sample of each sweep: %d N spread over its calls\n", o.sample);
	sweep_all(sessions, n, &o);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	double seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	printf("1..%d\n", totals.tests);
	printf("# %ld injection points (%s) exercised in %.1f s: %ld lines failed by them,"
	    " %ld fatal (status 2), %ld refused; %d of %d tests failed\n", totals.points,
	    o.all ? "every N" : "a sample", seconds, totals.lines_failed, totals.fatal,
	    totals.refused, totals.failed, totals.tests);
	tear_down();
	return 0;
}
