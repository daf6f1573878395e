/* Bringing the database of an older tapis up to date, when store_open
 * finds one: a copy of the file beside it first, then in one transaction
 * the repair of the shape an earlier tapis gave its version and the
 * migrations of sql/ from that version on.  If any of it fails, the file
 * is left as it was and the copy removed.
 *
 * Why a repair: files of sql/ were edited after they had shipped (issue
 * 19), so one user_version has meant several schemas.  Each is brought to
 * the shape today's migrations give its version, found from what
 * sqlite_schema holds, not from the version alone: the views, triggers and
 * indexes of that shape are made again as they are written there, a table
 * of another shape is made again with its rows (fillers[] gives what an
 * older table lacked), a table it lacks is made (fills[] fills it). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "i18n.h"
#include "never.h"
#include "progress.h"
#include "store.h"
#include "store_private.h"
#include "store_sql.h"

/* The families' repairs, as handed by store_use_repairs(). */
static const struct store_repair *const *repairs;
static size_t nrepairs;

void
store_use_repairs(const struct store_repair *const *each, size_t n)
{
	repairs = each;
	nrepairs = n;
}


int
store_version(struct store *s)
{
	sqlite3_stmt *st;
	int v = -1;
	if (sqlite3_prepare_v2(s->db, "PRAGMA user_version", -1, &st, NULL) != SQLITE_OK)
		return -1;
	if (sqlite3_step(st) == SQLITE_ROW)
		v = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return v;
}

/* A column of a table made again, the old table lacking it (ABSENT) or
 * holding it in another form (PRESENT): expr gives its value from the old
 * row, o, reading the table source too where one is named (a table of an
 * earlier shape, dropped once read). */
struct filler {
	const char *table;
	const char *column;
	enum { ABSENT, PRESENT } when;
	const char *source;
	const char *expr;   /* NULL: made by facts_as_arrays() */
};

static const struct filler fillers[] = {
	/* sql/001 as it first shipped (8700052): what an entry did was in
	 * tables of its own, throws, keeps and turns, a row per entry played */
	{ "entries", "kept", ABSENT, "keeps",
	    "(SELECT k.faces FROM keeps k WHERE k.entry_id = o.id)" },
	{ "entries", "kept_points", ABSENT, "keeps",
	    "(SELECT k.points FROM keeps k WHERE k.entry_id = o.id)" },
	{ "entries", "kept_implicit", ABSENT, "keeps",
	    "(SELECT k.implicit FROM keeps k WHERE k.entry_id = o.id)" },
	{ "entries", "full_hand", ABSENT, "keeps",
	    "(SELECT k.full_hand FROM keeps k WHERE k.entry_id = o.id)" },
	{ "entries", "thrown", ABSENT, "throws",
	    "(SELECT t.faces FROM throws t WHERE t.entry_id = o.id)" },
	{ "entries", "dice_in_hand", ABSENT, "throws",
	    "(SELECT t.dice_in_hand FROM throws t WHERE t.entry_id = o.id)" },
	{ "entries", "best", ABSENT, "throws",
	    "(SELECT t.best FROM throws t WHERE t.entry_id = o.id)" },
	{ "entries", "bust", ABSENT, "throws",
	    "(SELECT t.bust FROM throws t WHERE t.entry_id = o.id)" },
	{ "entries", "outcome", ABSENT, "turns",
	    "(SELECT t.outcome FROM turns t WHERE t.entry_id = o.id)" },
	{ "entries", "points", ABSENT, "turns",
	    "(SELECT t.points FROM turns t WHERE t.entry_id = o.id)" },
	{ "entries", "cross", ABSENT, "turns",
	    "(SELECT t.cross FROM turns t WHERE t.entry_id = o.id)" },
	{ "entries", "penalty", ABSENT, "turns",
	    "(SELECT t.penalty FROM turns t WHERE t.entry_id = o.id)" },
	{ "entries", "score_after", ABSENT, "turns",
	    "(SELECT t.score_after FROM turns t WHERE t.entry_id = o.id)" },
	/* sql/001 until 6d551c0: an entry's time as text (and, written by a
	 * later tapis into that column, as the text of its seconds) */
	{ "entries", "created", PRESENT, NULL,
	    "CASE WHEN typeof(o.created) <> 'text' THEN o.created"
	    " WHEN o.created GLOB '[0-9][0-9][0-9][0-9]-*' THEN unixepoch(o.created)"
	    " ELSE CAST(o.created AS INTEGER) END" },
	/* sql/005 until 3658268: entries keyed by (game_id, seq), no id */
	{ "entries", "id", ABSENT, NULL, "o.game_id * 4294967296 + o.seq" },
	/* sql/005 until 6c9db18: an entry's facts as a JSON object */
	{ "entries", "facts", PRESENT, NULL, NULL },
	/* sql/004 until f973dc6: no count of the players a game started with */
	{ "games", "nplayers", ABSENT, NULL,
	    "(SELECT count(*) FROM players p WHERE p.game_id = o.id)" },
	/* sql/010 until 5097e78: no rules in a game's summary */
	{ "game_summary", "rules", ABSENT, NULL,
	    "(SELECT r.id FROM option_sets r, games g WHERE g.id = o.game_id AND r.base IS g.base"
	    " AND r.options IS (SELECT group_concat(x.name || '=' || x.value, char(10))"
	    " FROM (SELECT name, value FROM game_options WHERE game_id = g.id ORDER BY name) x)"
	    " ORDER BY r.id LIMIT 1)" },
};

/* What fills a table the file lacked, once made: the rows its migration
 * would have given it. */
static const struct {
	const char *table;
	const char *sql;
} fills[] = {
	/* sql/010 until 5097e78: each set of rules games ended under */
	{ "option_sets", "INSERT OR IGNORE INTO option_sets (base, options)"
	    " SELECT g.base, (SELECT group_concat(x.name || '=' || x.value, char(10))"
	    " FROM (SELECT name, value FROM game_options WHERE game_id = g.id ORDER BY name) x)"
	    " FROM games g WHERE g.status <> 'playing' ORDER BY g.id" },
};

#define NFILLERS (sizeof fillers / sizeof fillers[0])

/* A repair under way: the file, the shape of its version, the tables of
 * an earlier shape read into a table made again (bit i: fillers[i].source),
 * and whether an object of the file was found other than in that shape. */
struct repair {
	sqlite3 *db;
	sqlite3 *canon;
	unsigned long read;
	bool differs;
	char *err;
	size_t errlen;
};

static bool
run(sqlite3 *db, const char *sql, char *err, size_t errlen)
{
	char *msg = NULL;
	if (sqlite3_exec(db, sql, NULL, NULL, &msg) != SQLITE_OK) {
		snprintf(err, errlen, "%s", msg ? msg : sqlite3_errmsg(db));
		sqlite3_free(msg);
		return false;
	}
	return true;
}

/* Runs sql made by sqlite3_mprintf (NULL: out of memory) and frees it. */
static bool
run_made(sqlite3 *db, char *sql, char *err, size_t errlen)
{
	if (sql == NULL) {
		snprintf(err, errlen, _("out of memory"));
		return false;
	}
	bool ok = run(db, sql, err, errlen);
	sqlite3_free(sql);
	return ok;
}

/* The text of the first column of each row of sql (with text ?1 bound if
 * not NULL), in a NULL-terminated array the caller frees with
 * free_names(); NULL on failure, the reason in err. */
static char **
names_of(sqlite3 *db, const char *sql, const char *arg, char *err, size_t errlen)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "%s", sqlite3_errmsg(db));
		return NULL;
	}
	if (arg != NULL)
		sqlite3_bind_text(st, 1, arg, -1, SQLITE_STATIC);
	size_t n = 0;
	char **names = calloc(1, sizeof *names);
	int rc;
	while (names != NULL && (rc = sqlite3_step(st)) == SQLITE_ROW) {
		char **more = realloc(names, (n + 2) * sizeof *names);
		const char *text = (const char *)sqlite3_column_text(st, 0);
		if (more == NULL || (more[n] = strdup(text ? text : "")) == NULL) {
			names = more != NULL ? more : names;
			names[n] = NULL;
			rc = SQLITE_NOMEM;
			break;
		}
		names = more;
		names[++n] = NULL;
	}
	if (names == NULL || rc != SQLITE_DONE) {
		snprintf(err, errlen, "%s", names == NULL || rc == SQLITE_NOMEM ?
		    _("out of memory") : sqlite3_errmsg(db));
		for (size_t i = 0; names != NULL && names[i] != NULL; i++)
			free(names[i]);
		free(names);
		names = NULL;
	}
	sqlite3_finalize(st);
	return names;
}

static void
free_names(char **names)
{
	for (size_t i = 0; names != NULL && names[i] != NULL; i++)
		free(names[i]);
	free(names);
}

static bool
has_name(char *const *names, const char *name)
{
	for (size_t i = 0; names[i] != NULL; i++)
		if (strcmp(names[i], name) == 0)
			return true;
	return false;
}

/* Finds the object name of that type in the file's sqlite_schema: *found
 * whether it is there and, where sql is not NULL, its SQL in *sql for the
 * caller to free with sqlite3_free (NULL for an object with none, such as
 * an automatic index).  False with the reason in r->err if SQLite could
 * not say: a read that failed is never taken for "not there" (it may have
 * ended the transaction too, see upgrade_commit). */
static bool
lookup(struct repair *r, const char *type, const char *name, bool *found, char **sql)
{
	sqlite3_stmt *st;
	*found = false;
	if (sql != NULL)
		*sql = NULL;
	int rc = sqlite3_prepare_v2(r->db, "SELECT sql FROM sqlite_schema"
	    " WHERE type = ?1 AND name = ?2", -1, &st, NULL);
	if (rc == SQLITE_OK)
		rc = sqlite3_bind_text(st, 1, type, -1, SQLITE_STATIC);
	if (rc == SQLITE_OK)
		rc = sqlite3_bind_text(st, 2, name, -1, SQLITE_STATIC);
	if (rc == SQLITE_OK)
		rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		*found = true;
		rc = SQLITE_DONE;
		const char *text = (const char *)sqlite3_column_text(st, 0);
		if (text == NULL && sqlite3_column_type(st, 0) != SQLITE_NULL)
			rc = SQLITE_NOMEM;
		else if (text != NULL && sql != NULL && (*sql = sqlite3_mprintf("%s", text)) == NULL)
			rc = SQLITE_NOMEM;
	}
	if (rc != SQLITE_DONE)
		snprintf(r->err, r->errlen, "%s", rc == SQLITE_NOMEM ? _("out of memory") :
		    sqlite3_errmsg(r->db));
	sqlite3_finalize(st);
	return rc == SQLITE_DONE;
}

/* Whether the file holds the object of that type and name exactly as sql
 * (the canonical schema's: each_object passes over SQLite's own indexes,
 * the only objects with none), into *same; false with the reason in
 * r->err if it could not be read. */
static bool
holds(struct repair *r, const char *type, const char *name, const char *sql, bool *same)
{
	bool found;
	char *there;
	if (!lookup(r, type, name, &found, &there))
		return false;
	/* (an object of another name with no SQL is an index SQLite did not
	 * make, which it refuses as it opens the file, "orphan index") */
	*same = found && ALWAYS(there != NULL) && strcmp(there, sql) == 0;
	sqlite3_free(there);
	return true;
}

/* A database in memory with the schema today's migrations 1 to version
 * make, for the caller to close; NULL on failure, the reason in err. */
static sqlite3 *
canonical(int version, char *err, size_t errlen)
{
	sqlite3 *db;
	if (sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
	    NULL) != SQLITE_OK) {
		snprintf(err, errlen, _("out of memory"));
		sqlite3_close(db);
		return NULL;
	}
	for (int i = 0; i < version; i++)
		if (!run(db, migrations[i].sql, err, errlen)) {
			sqlite3_close(db);
			return NULL;
		}
	return db;
}

/* Calls fn for each object of the canonical schema (none of SQLite's own),
 * in the order they were made, until it returns false; false then, or if
 * the list could not be read to its end (the reason in r->err): a pass
 * cut short by a failed read would leave objects undone without a word. */
static bool
each_object(struct repair *r, bool (*fn)(struct repair *, const char *type, const char *name,
    const char *sql))
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(r->canon, "SELECT type, name, sql FROM sqlite_schema"
	    " WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid", -1, &st,
	    NULL) != SQLITE_OK) {
		snprintf(r->err, r->errlen, "%s", sqlite3_errmsg(r->canon));
		return false;
	}
	bool ok = true;
	int rc;
	while (ok && (rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *text[3];
		for (int c = 0; c < 3; c++) {
			text[c] = (const char *)sqlite3_column_text(st, c);
			if (text[c] == NULL && sqlite3_column_type(st, c) != SQLITE_NULL)
				rc = SQLITE_NOMEM;
		}
		if (rc != SQLITE_ROW || text[0] == NULL || text[1] == NULL)
			break;
		ok = fn(r, text[0], text[1], text[2]);
	}
	if (ok && rc != SQLITE_DONE) {
		snprintf(r->err, r->errlen, "%s", rc == SQLITE_NOMEM ? _("out of memory") :
		    sqlite3_errmsg(r->canon));
		ok = false;
	}
	sqlite3_finalize(st);
	return ok;
}

/* Stops at the first object the file does not hold as the canonical
 * schema has it (r->differs), or that cannot be read. */
static bool
same_object(struct repair *r, const char *type, const char *name, const char *sql)
{
	bool same;
	if (!holds(r, type, name, sql, &same))
		return false;
	r->differs = !same;
	return same;
}

/* Drops the view or trigger of the canonical schema's name the file has:
 * each is made again as it is written there once the tables are right. */
static bool
drop_view_or_trigger(struct repair *r, const char *type, const char *name, const char *sql)
{
	(void)sql;
	bool found;
	bool view = strcmp(type, "view") == 0;
	if (!view && strcmp(type, "trigger") != 0)
		return true;
	if (!lookup(r, type, name, &found, NULL))
		return false;
	return !found || run_made(r->db, sqlite3_mprintf(view ? "DROP VIEW \"%w\"" :
	    "DROP TRIGGER \"%w\"", name), r->err, r->errlen);
}

static bool
make_view_or_trigger(struct repair *r, const char *type, const char *name, const char *sql)
{
	bool same;
	if (strcmp(type, "view") != 0 && strcmp(type, "trigger") != 0)
		return true;
	if (!holds(r, type, name, sql, &same))
		return false;
	return same || run(r->db, sql, r->err, r->errlen);     /* untaken: SQLite failing */
}

/* A table the file lacks, made as the canonical schema has it and filled
 * as its migration filled it. */
static bool
make_missing_table(struct repair *r, const char *type, const char *name, const char *sql)
{
	bool found;
	if (strcmp(type, "table") != 0)
		return true;
	if (!lookup(r, "table", name, &found, NULL))
		return false;
	if (found)
		return true;
	if (!run(r->db, sql, r->err, r->errlen))
		return false;
	for (size_t i = 0; i < sizeof fills / sizeof fills[0]; i++)
		if (strcmp(fills[i].table, name) == 0 &&
		    !run(r->db, fills[i].sql, r->err, r->errlen))
			return false;
	return true;
}

/* An index of the canonical schema the file lacks or has otherwise. */
static bool
make_index(struct repair *r, const char *type, const char *name, const char *sql)
{
	bool same;
	/* (SQLite's own indexes, of no SQL, are named sqlite_autoindex_...,
	 * which each_object passes over) */
	if (strcmp(type, "index") != 0 || NEVER(sql == NULL))
		return true;
	if (!holds(r, type, name, sql, &same))
		return false;
	return same || (run_made(r->db, sqlite3_mprintf("DROP INDEX IF EXISTS \"%w\"", name),
	    r->err, r->errlen) && run(r->db, sql, r->err, r->errlen));
}

/* A table of an earlier shape where the canonical schema has a view,
 * index or trigger of that name: dropped if a table made again has read
 * it, else the repair stops (its rows would be lost). */
static bool
drop_leftover(struct repair *r, const char *type, const char *name, const char *sql)
{
	(void)sql;
	bool found;
	if (strcmp(type, "table") == 0)
		return true;
	if (!lookup(r, "table", name, &found, NULL))
		return false;
	if (!found)
		return true;
	for (size_t i = 0; i < NFILLERS; i++)
		if (fillers[i].source != NULL && strcmp(fillers[i].source, name) == 0 &&
		    (r->read & (1UL << i)))
			return run_made(r->db, sqlite3_mprintf("DROP TABLE \"%w\"", name), r->err,
			    r->errlen);
	snprintf(r->err, r->errlen, _("its table %s has the name of a view, index or trigger of"
	    " this tapis"), name);
	return false;
}

/* The expression that turns an entry's facts written as a JSON object
 * (keys the columns of its family's facts view) into the JSON array in
 * the order of that view, leaving any other facts as they are; each
 * family is found from a view named FAMILY_facts.  NULL on failure; the
 * caller frees it with sqlite3_free. */
static char *
facts_as_arrays(struct repair *r)
{
	char **views = names_of(r->canon, "SELECT name FROM sqlite_schema WHERE type = 'view'"
	    " AND name LIKE '%\\_facts' ESCAPE '\\' ORDER BY name", NULL, r->err, r->errlen);
	if (views == NULL)
		return NULL;
	sqlite3_str *e = sqlite3_str_new(NULL);
	sqlite3_str_appendall(e, "CASE WHEN o.facts IS NULL OR NOT json_valid(o.facts) THEN o.facts"
	    " WHEN json_type(o.facts) <> 'object' THEN o.facts"
	    " ELSE CASE (SELECT g.family FROM games g WHERE g.id = o.game_id)");
	bool ok = true;
	for (size_t v = 0; views[v] != NULL; v++) {
		char **cols = names_of(r->canon, "SELECT name FROM pragma_table_info(?1)", views[v],
		    r->err, r->errlen);
		if (!(ok = cols != NULL))     /* untaken: SQLite failing to read them */
			break;
		/* (the family: the view's name less its _facts) */
		views[v][strlen(views[v]) - strlen("_facts")] = '\0';
		sqlite3_str_appendf(e, " WHEN '%q' THEN json_array(", views[v]);
		const char *sep = "";
		for (size_t c = 0; cols[c] != NULL; c++) {
			if (strcmp(cols[c], "id") == 0 || strcmp(cols[c], "game_id") == 0 ||
			    strcmp(cols[c], "seq") == 0)
				continue;
			sqlite3_str_appendf(e, "%so.facts ->> '$.%q'", sep, cols[c]);
			sep = ", ";
		}
		sqlite3_str_appendall(e, ")");
		free_names(cols);
	}
	sqlite3_str_appendall(e, " ELSE o.facts END END");
	free_names(views);
	char *sql = sqlite3_str_finish(e);
	if (!ok || sql == NULL) {
		if (sql == NULL)
			snprintf(r->err, r->errlen, _("out of memory"));
		sqlite3_free(sql);
		return NULL;
	}
	return sql;
}

/* The filler of column of table into *filler (its index in *at), the old
 * table holding the columns old (and the file the tables fillers read);
 * NULL if the old value stands.  False with the reason in r->err if the
 * file could not be read (a source taken for absent would leave the
 * column empty). */
static bool
filler_of(struct repair *r, const char *table, const char *column, char *const *old,
    const struct filler **filler, size_t *at)
{
	*filler = NULL;
	for (size_t i = 0; i < NFILLERS; i++) {
		const struct filler *f = &fillers[i];
		bool found = true;
		if (strcmp(f->table, table) != 0 || strcmp(f->column, column) != 0 ||
		    (f->when == ABSENT) == has_name(old, column))
			continue;
		if (f->source != NULL && !lookup(r, "table", f->source, &found, NULL))
			return false;
		if (found) {
			*at = i;
			*filler = f;
			return true;
		}
	}
	return true;
}

/* The column list and the values from the old table o of a table made
 * again: every canonical column the old table has, or a filler gives.
 * False if the old table has a column this tapis does not know (its
 * values would be lost). */
static bool
copy_lists(struct repair *r, const char *table, char *const *cols, char *const *old,
    sqlite3_str *into, sqlite3_str *from)
{
	for (size_t i = 0; old[i] != NULL; i++)
		if (!has_name(cols, old[i])) {
			snprintf(r->err, r->errlen, _("its table %s has a column %s this tapis"
			    " does not know"), table, old[i]);
			return false;
		}
	const char *sep = "";
	for (size_t i = 0; cols[i] != NULL; i++) {
		size_t at;
		const struct filler *f;
		if (!filler_of(r, table, cols[i], old, &f, &at))
			return false;
		if (f == NULL && !has_name(old, cols[i]))
			continue;
		sqlite3_str_appendf(into, "%s\"%w\"", sep, cols[i]);
		if (f == NULL)
			sqlite3_str_appendf(from, "%so.\"%w\"", sep, cols[i]);
		else if (f->expr != NULL)
			sqlite3_str_appendf(from, "%s%s", sep, f->expr);
		else {
			char *expr = facts_as_arrays(r);
			if (expr == NULL)
				return false;
			sqlite3_str_appendf(from, "%s%s", sep, expr);
			sqlite3_free(expr);
		}
		if (f != NULL && f->source != NULL)
			r->read |= 1UL << at;
		sep = ", ";
	}
	return true;
}

/* The SQL that copies the rows of the old table into table as made again,
 * for sqlite3_free; NULL on failure, the reason in r->err. */
static char *
copy_sql(struct repair *r, const char *table, const char *old_name)
{
	char **cols = names_of(r->canon, "SELECT name FROM pragma_table_info(?1)", table, r->err,
	    r->errlen);
	char **old = cols ? names_of(r->db, "SELECT name FROM pragma_table_info(?1)", table, r->err,
	    r->errlen) : NULL;
	sqlite3_str *into = sqlite3_str_new(NULL), *from = sqlite3_str_new(NULL);
	bool ok = old != NULL && copy_lists(r, table, cols, old, into, from);
	char *a = sqlite3_str_finish(into), *b = sqlite3_str_finish(from);
	char *sql = ok && a && b ? sqlite3_mprintf("INSERT INTO \"%w\" (%s)"
	    " SELECT %s FROM \"%w\" AS o", table, a, b, old_name) : NULL;
	if (ok && sql == NULL)
		snprintf(r->err, r->errlen, _("out of memory"));
	sqlite3_free(a);
	sqlite3_free(b);
	free_names(cols);
	free_names(old);
	return sql;
}

/* AUTOINCREMENT's last number of the table name kept as old_name had it,
 * where the file has sqlite_sequence. */
static bool
keep_sequence(struct repair *r, const char *name, const char *old_name)
{
	bool found;
	if (!lookup(r, "table", "sqlite_sequence", &found, NULL))
		return false;
	return !found || run_made(r->db, sqlite3_mprintf("UPDATE sqlite_sequence SET seq = max(seq,"
	    " coalesce((SELECT seq FROM sqlite_sequence WHERE name = %Q), seq))"
	    " WHERE name = %Q;"
	    " INSERT INTO sqlite_sequence (name, seq) SELECT %Q, seq FROM sqlite_sequence"
	    " WHERE name = %Q"
	    " AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = %Q)",
	    old_name, name, name, old_name, name), r->err, r->errlen);
}

/* A table whose SQL is not the canonical schema's, made again as written
 * there with its rows: the way SQLite documents, the old one renamed aside
 * (legacy_alter_table, so that what refers to the table by name still
 * does), and AUTOINCREMENT's last number kept, so that no number of a
 * deleted row is given again.  legacy_alter_table is set back even where
 * this failed, and its failure is one: the migrations rename tables of
 * their own, whose views and triggers it would leave unmended. */
static bool
make_table_again(struct repair *r, const char *type, const char *name, const char *sql)
{
	bool found;
	char *there;
	if (strcmp(type, "table") != 0)
		return true;
	if (!lookup(r, "table", name, &found, &there))
		return false;
	/* untaken: a table of no SQL (SQLite's own are passed over) */
	bool same = there != NULL && strcmp(there, sql) == 0;
	sqlite3_free(there);
	/* (make_missing_table made each table the file lacked, before) */
	if (NEVER(!found) || same)
		return true;
	char old_name[256];
	snprintf(old_name, sizeof old_name, "tapis_old_%s", name);
	char *copy = copy_sql(r, name, old_name);
	char **indexes = copy ? names_of(r->db, "SELECT name FROM sqlite_schema"
	    " WHERE type = 'index' AND tbl_name = ?1 AND sql IS NOT NULL", name, r->err,
	    r->errlen) : NULL;
	bool ok = indexes != NULL;
	for (size_t i = 0; ok && indexes[i] != NULL; i++)
		ok = run_made(r->db, sqlite3_mprintf("DROP INDEX \"%w\"", indexes[i]), r->err,
		    r->errlen);
	free_names(indexes);
	ok = ok && run(r->db, "PRAGMA legacy_alter_table = ON", r->err, r->errlen) &&
	    run_made(r->db, sqlite3_mprintf("ALTER TABLE \"%w\" RENAME TO \"%w\"", name, old_name),
	    r->err, r->errlen) && run(r->db, sql, r->err, r->errlen) &&
	    run(r->db, copy, r->err, r->errlen) && keep_sequence(r, name, old_name) &&
	    run_made(r->db, sqlite3_mprintf("DROP TABLE \"%w\"", old_name), r->err, r->errlen);
	char why[256];
	/* untaken: SQLite failing to set a PRAGMA */
	if (!run(r->db, "PRAGMA legacy_alter_table = OFF", why, sizeof why) && ok) {
		snprintf(r->err, r->errlen, "%s", why);
		ok = false;
	}
	sqlite3_free(copy);
	return ok;
}

/* Whether the file's schema is the canonical one, into *same; false with
 * the reason in r->err if it could not be read (never taken for "not the
 * same", nor for "the same"). */
static bool
same_shape(struct repair *r, bool *same)
{
	r->differs = false;
	bool ok = each_object(r, same_object) || r->differs;
	*same = !r->differs;
	return ok;
}

/* Brings the file of schema version `version` to the shape today's
 * migrations give that version, if it has another, and puts right the
 * rows an earlier tapis wrote wrong; false with the reason in err if it
 * cannot. */
static bool
repair(struct store *s, int version, char *err, size_t errlen)
{
	struct repair r = {.db = s->db, .canon = canonical(version, err, errlen), .err = err,
	    .errlen = errlen};
	if (r.canon == NULL)
		return false;
	bool same;
	bool ok = same_shape(&r, &same);
	if (ok && !same)
		ok = each_object(&r, drop_view_or_trigger) && each_object(&r, make_missing_table) &&
		    each_object(&r, make_table_again) && each_object(&r, drop_leftover) &&
		    each_object(&r, make_index) && each_object(&r, make_view_or_trigger) &&
		    same_shape(&r, &same);
	/* untaken: a schema the repairs leave unlike the canonical (each object is made as it) */
	if (ok && !same) {
		snprintf(err, errlen, _("its schema is none this tapis knows"));
		ok = false;
	}
	/* rows an earlier tapis wrote that no later one reads, put right by
	 * the family that wrote them, in files of their version or later */
	for (size_t f = 0; ok && f < nrepairs; f++)
		/* untaken: SQLite failing a repair */
		for (const struct store_repair *m = repairs[f]; ok && m; m = m->next)
			if (version >= m->since)
				ok = run(s->db, m->sql, err, errlen);
	sqlite3_close(r.canon);
	return ok;
}

/* Migrations run with foreign keys off (a table rebuilt the way SQLite
 * documents must not cascade when its old copy is dropped), so each is
 * checked before its commit: false if a row refers to nothing. */
static bool
foreign_keys_hold(struct store *s, char *err, size_t errlen)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, "PRAGMA foreign_key_check", -1, &st, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "%s", sqlite3_errmsg(s->db));
		return false;
	}
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		snprintf(err, errlen, _("the migration left a row of %s that refers to nothing"),
		    (const char *)sqlite3_column_text(st, 0));
	else if (rc != SQLITE_DONE)
		snprintf(err, errlen, "%s", sqlite3_errmsg(s->db));
	sqlite3_finalize(st);
	return rc == SQLITE_DONE;
}

static bool
disk_full(sqlite3 *db)
{
	return (sqlite3_errcode(db) & 0xff) == SQLITE_FULL || sqlite3_system_errno(db) == ENOSPC;
}

/* Copies the file as it is now, with what its write-ahead log holds, to a
 * new file beside it, path.before-NNN (NNN the first migration to run;
 * .1, .2... after it if that is taken), made by this call only; its name
 * in s->copy.  False with the whole reason in err (nothing is left). */
static bool
keep_copy(struct store *s, const char *path, int from, char *err, size_t errlen)
{
	int fd = -1;
	/* untaken: a hundred copies of this version already beside the file */
	for (int n = 0; n < 100 && fd < 0; n++) {
		sqlite3_free(s->copy);
		s->copy = n == 0 ? sqlite3_mprintf("%s.before-%03d", path, from + 1) :
		    sqlite3_mprintf("%s.before-%03d.%d", path, from + 1, n);
		if (s->copy == NULL) {
			snprintf(err, errlen, _("out of memory"));
			return false;
		}
		if ((fd = open(s->copy, O_WRONLY | O_CREAT | O_EXCL, 0600)) < 0 && errno != EEXIST)
			break;
	}
	int sys = errno;
	bool ok = fd >= 0;
	sqlite3 *to = NULL;
	/* untaken: the copy's open failing other than by a name taken: a folder tapis cannot
	 * write, which root, the suite's user, always can (unwritable.sh runs as another where
	 * it can) */
	if (ok) {
		close(fd);
		ok = sqlite3_open_v2(s->copy, &to, SQLITE_OPEN_READWRITE, NULL) == SQLITE_OK &&
		    sqlite3_exec(to, "PRAGMA journal_mode = OFF", NULL, NULL, NULL) == SQLITE_OK;
		sqlite3_backup *b = ok ? sqlite3_backup_init(to, "main", s->db, "main") : NULL;
		ok = b != NULL && sqlite3_backup_step(b, -1) == SQLITE_DONE;
		ok = sqlite3_backup_finish(b) == SQLITE_OK && ok;
		sys = sqlite3_system_errno(to);
	}
	if (!ok) {
		/* untaken: ENOSPC itself (the tests fill a disk by a limit of file size: EFBIG) */
		if (sys == ENOSPC || (to != NULL && disk_full(to)))
			snprintf(err, errlen, _("the disk holding %s is full: there is no room for"
			    " the copy of it kept before it is brought up to date; nothing was"
			    " changed"), path);
		else
			snprintf(err, errlen, _("%s: the copy of it kept before it is brought up to"
			    " date cannot be made (%s: %s); nothing was changed"), path, s->copy,
			    to != NULL ? sqlite3_errmsg(to) : strerror(sys));
		/* untaken: false only where the copy's open failed other than by a name taken
		 * (above) */
		if (fd >= 0)
			unlink(s->copy);
		sqlite3_free(s->copy);
		s->copy = NULL;
	}
	sqlite3_close(to);
	return ok;
}

/* How far the upgrade is, said as it runs: the migration it is in, out of
 * those to run (progress.h reads the clock in there); and whether its own
 * COMMIT runs, the one commit upgrade_commit lets through. */
struct upgrade_pace {
	int done, total;
	bool committing;
};

/* Any commit but the upgrade's own turned into a rollback.  SQLite ends
 * the transaction by itself (rolls it back) when a statement fails for
 * want of memory or room or on an I/O error; a statement run after that
 * runs in a transaction of its own and commits alone: the half of an
 * upgrade written, the file neither as it was nor up to date (found by
 * the fault sweep: a failed read of sqlite_schema taken for "no such
 * table", the rest of the repair committed statement by statement).
 * Every failure is heeded; this holds should one be missed. */
static int
upgrade_commit(void *ctx)
{
	const struct upgrade_pace *pace = ctx;
	return !pace->committing;
}

static int
upgrade_tick(void *ctx)
{
	const struct upgrade_pace *pace = ctx;
	progress_report(pace->done, pace->total);
	return 0;
}

/* The migrations from version `from` on, after the repairs, then the
 * commit; pace says which one runs. */
static bool
upgrade_run(struct store *s, int from, bool mark, struct upgrade_pace *pace, char *step,
    size_t steplen, char *err, size_t errlen)
{
	char pragma[64];
	snprintf(pragma, sizeof pragma, "PRAGMA application_id = %d", STORE_APPLICATION_ID);
	if (mark && !run(s->db, pragma, err, errlen))
		return false;
	snprintf(step, steplen, _("the repair of version %d as an earlier tapis wrote it"), from);
	if (from > 0 && (!repair(s, from, err, errlen) || !foreign_keys_hold(s, err, errlen)))
		return false;
	for (int i = from; i < nmigrations; i++) {
		pace->done = i - from;
		progress_report(pace->done, pace->total);
		snprintf(step, steplen, "%s", migrations[i].name);
		snprintf(pragma, sizeof pragma, "PRAGMA user_version = %d", i + 1);
		if (!run(s->db, migrations[i].sql, err, errlen) ||
		    !foreign_keys_hold(s, err, errlen) || !run(s->db, pragma, err, errlen))
			return false;
	}
	snprintf(step, steplen, _("its commit"));
	pace->committing = true;
	return run(s->db, "COMMIT", err, errlen);
}

/* The steps of the upgrade from version `from`, in the transaction the
 * caller opened; *step names the one that failed. */
static bool
upgrade_steps(struct store *s, int from, bool mark, char *step, size_t steplen, char *err,
    size_t errlen)
{
	struct upgrade_pace pace = {0, nmigrations - from, false};
	/* (SQLite's own count of the work, every few thousand steps of it) */
	sqlite3_progress_handler(s->db, 10000, upgrade_tick, &pace);
	sqlite3_commit_hook(s->db, upgrade_commit, &pace);
	bool ok = upgrade_run(s, from, mark, &pace, step, steplen, err, errlen);
	sqlite3_commit_hook(s->db, NULL, NULL);
	sqlite3_progress_handler(s->db, 0, NULL, NULL);
	return ok;
}

/* Ends a failed upgrade: rolled back, the copy removed if the file is as
 * it was; the whole reason in err. */
static void
upgrade_failed(struct store *s, const char *path, int from, const char *step, char *err,
    size_t errlen)
{
	char why[512];
	snprintf(why, sizeof why, "%s", err);
	bool full = disk_full(s->db);
	char ignored[8];
	if (!sqlite3_get_autocommit(s->db))
		run(s->db, "ROLLBACK", ignored, sizeof ignored);
	bool unchanged = sqlite3_get_autocommit(s->db);
	if (unchanged && s->copy != NULL)
		unlink(s->copy);
	if (full && from == 0)
		snprintf(err, errlen, _("the disk holding %s is full: free some room and start"
		    " again"), path);
	else if (full)
		snprintf(err, errlen, _("the disk holding %s is full: it could not be brought up to"
		    " date from schema version %d; nothing was changed"), path, from);
	else if (from == 0)
		snprintf(err, errlen, "%s: %s", path, why);
	else if (unchanged)
		snprintf(err, errlen, _("%s: the upgrade from schema version %d to %d failed at"
		    " %s: %s; nothing was changed"), path, from, nmigrations, step, why);
	else
		snprintf(err, errlen, _("%s: the upgrade from schema version %d to %d failed at"
		    " %s: %s; the file as it was is kept in %s"), path, from, nmigrations, step,
		    why, s->copy);
	if (unchanged) {
		sqlite3_free(s->copy);
		s->copy = NULL;
	}
}

bool
store_upgrade(struct store *s, const char *path, bool mark, char *err, size_t errlen)
{
	int from = store_version(s);
	if (from < 0) {
		snprintf(err, errlen, "%s: %s", path, sqlite3_errmsg(s->db));
		return false;
	}
	/* (called only for a file older or unmarked, bring_up_to_date: one
	 * another tapis brought up to date meanwhile is found so below, in
	 * the transaction; a file of no version is new: nothing in it to
	 * keep) */
	/* untaken: a database in memory is new, of no version, and is never copied */
	if (from > 0 && strcmp(path, ":memory:") != 0 && !keep_copy(s, path, from, err, errlen))
		return false;
	char step[128];
	snprintf(step, sizeof step, _("its start"));
	if (run(s->db, "BEGIN IMMEDIATE", err, errlen)) {
		/* Another tapis starting at the same moment may have done it. */
		int now = store_version(s);
		/* untaken: another tapis brought the file up to date between this one's reading
		 * of its version and its BEGIN: a race no test makes */
		if (now == nmigrations && !mark) {
			/* untaken: false only where another tapis made this file and brought it
			 * up to date between this one's reading of its version and its BEGIN */
			if (s->copy != NULL)
				unlink(s->copy);
			sqlite3_free(s->copy);
			s->copy = NULL;
			return run(s->db, "COMMIT", err, errlen);
		}
		/* (a version that cannot be read is no version to start from) */
		if (now < 0)
			snprintf(err, errlen, "%s", sqlite3_errmsg(s->db));
		if (now >= 0 && upgrade_steps(s, now, mark, step, sizeof step, err, errlen)) {
			s->upgraded_from = now;
			return true;
		}
		from = now >= 0 ? now : from;
	}
	upgrade_failed(s, path, from, step, err, errlen);
	return false;
}
