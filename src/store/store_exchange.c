/* The store's part of export and import.  An import file is read by SQLite's
 * own JSON functions (json_valid, json_each, ->>): no JSON parser of
 * tapis's own.  Values are always bound. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "exchange.h"
#include "i18n.h"
#include "never.h"
#include "store_exchange.h"
#include "store_private.h"
#include "text.h"

/* A text column into buf (of len bytes); "" for NULL. */
static void
copy_text(sqlite3_stmt *st, int col, char *buf, size_t len)
{
	const char *text = (const char *)sqlite3_column_text(st, col);
	snprintf(buf, len, "%s", text ? text : "");
}

int
store_exchange_meta(struct store *s, int64_t id, struct exchange_meta *m)
{
	sqlite3_stmt *st;
	memset(m, 0, sizeof *m);
	if (sqlite3_prepare_v2(s->db, "SELECT uid, family, coalesce(base, game), created,"
	    " finished, date(created, 'localtime') FROM games WHERE id = ?1", -1, &st, NULL)
	    != SQLITE_OK)
		return -1;
	sqlite3_bind_int64(st, 1, id);
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		copy_text(st, 0, m->uid, sizeof m->uid);
		copy_text(st, 1, m->family, sizeof m->family);
		copy_text(st, 2, m->base, sizeof m->base);
		copy_text(st, 3, m->created, sizeof m->created);
		copy_text(st, 4, m->finished, sizeof m->finished);
		copy_text(st, 5, m->date, sizeof m->date);
	}
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

/* Whether game id's start and end are dates as tapis writes them (or it
 * has no end): 1, else 0 with why, -1 if it cannot be read. */
static int
game_dates(struct store *s, int64_t id, char *why, size_t whylen)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, "SELECT CASE WHEN " STORE_GAME_DATE_NOT("created")
	    " THEN created ELSE finished END FROM games WHERE id = ?1"
	    " AND (" STORE_GAME_DATE_NOT("created") " OR " STORE_GAME_DATE_NOT("finished") ")",
	    -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_int64(st, 1, id);
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		char shown[41];      /* (cut at a whole character) */
		const char *what = (const char *)sqlite3_column_text(st, 0);
		text_visible(what != NULL ? what : "", shown, sizeof shown);
		store_say_damaged(why, whylen, id, _("its start or end is written '%s', no date as"
		    " tapis writes them"), shown);
	}
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? 0 : rc == SQLITE_DONE ? 1 : -1;
}

int
store_entry_times(struct store *s, int64_t id, struct exchange_meta *m, char *why,
    size_t whylen)
{
	sqlite3_stmt *st;
	int rc, cap = 0;
	bool sound = true;
	m->at = NULL;
	m->nat = 0;
	int dated = game_dates(s, id, why, whylen);
	if (dated <= 0)
		return dated;
	/* (a time is a value read from disk like any other: one tapis never
	 * writes, no whole seconds or before the game began, is damage) */
	if (sqlite3_prepare_v2(s->db, "SELECT strftime('%Y-%m-%dT%H:%M:%SZ', created, 'unixepoch'),"
	    " typeof(created) = 'integer' AND created >= coalesce((SELECT unixepoch(g.created)"
	    " FROM games g WHERE g.id = ?1), created), seq,"
	    " datetime(created, 'unixepoch')"
	    " FROM entries WHERE id BETWEEN ?1 * 4294967296 AND ?1 * 4294967296 + 4294967295"
	    " AND undone = 0 ORDER BY id", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_int64(st, 1, id);
	while (sound && (rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (!sqlite3_column_int(st, 1)) {
			const char *when = (const char *)sqlite3_column_text(st, 3);
			long long seq = sqlite3_column_int64(st, 2);
			if (when == NULL)      /* (text, a real, NULL, a number of no date) */
				store_say_damaged(why, whylen, id, _("entry %lld has no time (tapis"
				    " writes one with each entry)"), seq);
			else
				store_say_damaged(why, whylen, id, _("entry %lld is dated %.40s, before"
				    " its game"), seq, when);
			sound = false;
			break;
		}
		if (m->nat == cap) {
			cap = cap ? cap * 2 : 64;
			char (*more)[EXCHANGE_TIME] = realloc(m->at, (size_t)cap * sizeof *more);
			if (more == NULL)     /* untaken: out of memory */
				break;
			m->at = more;
		}
		copy_text(st, 0, m->at[m->nat], sizeof m->at[0]);
		m->nat++;
	}
	sqlite3_finalize(st);
	if (!sound || rc != SQLITE_DONE) {
		free(m->at);
		m->at = NULL;
		m->nat = 0;
		return sound ? -1 : 0;     /* untaken: SQLite failing mid-read, or memory */
	}
	return 1;
}

bool
store_game_ids(struct store *s, int64_t **ids, size_t *n)
{
	sqlite3_stmt *st;
	size_t cap = 0;
	int rc;
	*ids = NULL;
	*n = 0;
	if (sqlite3_prepare_v2(s->db, "SELECT id FROM games ORDER BY id", -1, &st, NULL)
	    != SQLITE_OK)
		return false;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (*n == cap) {
			cap = cap ? cap * 2 : 64;
			int64_t *more = realloc(*ids, cap * sizeof *more);
			if (more == NULL)     /* untaken: out of memory */
				break;
			*ids = more;
		}
		(*ids)[(*n)++] = sqlite3_column_int64(st, 0);
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE) {
		free(*ids);
		*ids = NULL;
		*n = 0;
		return false;
	}
	return true;
}

bool
store_batch_begin(struct store *s)
{
	if (!store_begin_any(s))
		return false;
	s->batch = true;
	return true;
}

bool
store_batch_end(struct store *s, bool keep)
{
	s->batch = false;
	if (keep)
		return store_commit(s);
	/* (a write that failed inside may have ended the transaction already) */
	store_rollback(s);
	return true;
}

int64_t
store_game_of_uid(struct store *s, const char *uid)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, "SELECT id FROM games WHERE uid = ?1", -1, &st, NULL)
	    != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, uid, -1, SQLITE_STATIC);
	int rc = sqlite3_step(st);
	int64_t id = rc == SQLITE_ROW ? sqlite3_column_int64(st, 0) : rc == SQLITE_DONE ? 0 : -1;
	sqlite3_finalize(st);
	return id;
}

bool
store_exchange_keep(struct store *s, int64_t id, const struct import_game *ig)
{
	const struct exchange_meta *m = &ig->meta;
	sqlite3_stmt *st;
	if (!store_begin_any(s))
		return false;
	if (sqlite3_prepare_v2(s->db, "UPDATE games SET uid = ?2, created = ?3, finished = ?4"
	    " WHERE id = ?1", -1, &st, NULL) != SQLITE_OK)
		return store_fail(s);
	sqlite3_bind_int64(st, 1, id);
	sqlite3_bind_text(st, 2, m->uid, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, m->created, -1, SQLITE_STATIC);
	if (m->finished[0] != '\0')
		sqlite3_bind_text(st, 4, m->finished, -1, SQLITE_STATIC);
	bool ok = sqlite3_step(st) == SQLITE_DONE && sqlite3_changes(s->db) == 1;
	sqlite3_finalize(st);
	if (!ok || sqlite3_prepare_v2(s->db, "UPDATE entries SET created = unixepoch(?3)"
	    " WHERE id = ?1 * 4294967296 + ?2", -1, &st, NULL) != SQLITE_OK)
		return store_fail(s);
	/* untaken: SQLite failing to date an entry it has just written */
	for (int i = 0; ok && i < ig->nentries; i++) {
		if (ig->entry[i].at[0] == '\0')
			continue;
		sqlite3_bind_int64(st, 1, id);
		sqlite3_bind_int(st, 2, i + 1);
		sqlite3_bind_text(st, 3, ig->entry[i].at, -1, SQLITE_STATIC);
		ok = sqlite3_step(st) == SQLITE_DONE && sqlite3_changes(s->db) == 1;
		sqlite3_reset(st);
	}
	sqlite3_finalize(st);
	return ok ? store_commit(s) : store_fail(s);     /* untaken: SQLite failing (as above) */
}

/* ---- the import file */

enum { Q_GAMES, Q_GAME, Q_OPTIONS, Q_PLAYERS, Q_ENTRIES, Q_COUNT };

static const char *const import_sql[Q_COUNT] = {
	/* a lone game is read as an array of one */
	[Q_GAMES] = "SELECT value, type FROM json_each(CASE json_type(?1) WHEN 'array' THEN ?1"
	    " ELSE json_array(json(?1)) END)",
	/* each key: its JSON type, then its value; a date must be one as
	 * tapis writes it (it reads back the same through strftime) */
	[Q_GAME] = "SELECT json_type(?1, '$.uid'), ?1 ->> '$.uid',"
	    " json_type(?1, '$.family'), ?1 ->> '$.family',"
	    " json_type(?1, '$.base'), ?1 ->> '$.base',"
	    " json_type(?1, '$.game'), ?1 ->> '$.game',"
	    " json_type(?1, '$.created'), ?1 ->> '$.created',"
	    " strftime('%Y-%m-%dT%H:%M:%SZ', ?1 ->> '$.created') IS (?1 ->> '$.created'),"
	    " json_type(?1, '$.finished'), ?1 ->> '$.finished',"
	    " strftime('%Y-%m-%dT%H:%M:%SZ', ?1 ->> '$.finished') IS (?1 ->> '$.finished'),"
	    " json_type(?1, '$.status'), ?1 ->> '$.status',"
	    " json_type(?1, '$.winner'), ?1 ->> '$.winner',"
	    " json_type(?1, '$.rules'), json_type(?1, '$.players'), json_type(?1, '$.entries'),"
	    " (SELECT count(*) FROM json_each(?1, '$.players') WHERE type <> 'object'),"
	    " (SELECT count(*) FROM json_each(?1, '$.entries') WHERE type <> 'object')",
	/* numbers as typed, true and false as yes and no */
	[Q_OPTIONS] = "SELECT key, type, CASE type WHEN 'true' THEN 'yes' WHEN 'false' THEN 'no'"
	    " ELSE value END FROM json_each(?1, '$.rules')",
	[Q_PLAYERS] = "SELECT json_type(value, '$.name'), value ->> '$.name',"
	    " json_type(value, '$.score'), value ->> '$.score' FROM json_each(?1, '$.players')",
	/* the dice as stored, '1 1 5 3 4', in the array's order */
	[Q_ENTRIES] = "SELECT json_type(e.value, '$.seq'), e.value ->> '$.seq',"
	    " json_type(e.value, '$.player'), e.value ->> '$.player',"
	    " json_type(e.value, '$.entry'), e.value ->> '$.entry',"
	    " json_type(e.value, '$.dice'),"
	    " (SELECT count(*) FROM json_each(e.value, '$.dice') WHERE type <> 'integer'"
	    "    OR value NOT BETWEEN 1 AND 99),"
	    " (SELECT group_concat(v, ' ') FROM (SELECT value AS v FROM json_each(e.value, '$.dice')"
	    "    ORDER BY key)),"
	    " json_type(e.value, '$.args'), e.value ->> '$.args',"
	    " json_type(e.value, '$.at'), e.value ->> '$.at',"
	    " strftime('%Y-%m-%dT%H:%M:%SZ', e.value ->> '$.at') IS (e.value ->> '$.at')"
	    " FROM json_each(?1, '$.entries') e",
};

struct store_import {
	struct store *s;
	sqlite3_stmt *q[Q_COUNT];
	int place;
};

void
store_import_close(struct store_import *it)
{
	if (NEVER(it == NULL))     /* (every caller closes an import it opened) */
		return;
	for (int i = 0; i < Q_COUNT; i++)
		sqlite3_finalize(it->q[i]);
	free(it);
}

/* Whether JSON text holds a \u0000 escape (one whose backslash is not
 * itself escaped): SQLite's JSON ends the string there, so that
 * "al\u0000ice" would read as "al", unseen. */
static bool
holds_nul(const char *text)
{
	for (const char *p = strstr(text, "\\u0000"); p != NULL; p = strstr(p + 1, "\\u0000")) {
		const char *b = p;          /* the backslashes before this one */
		while (b > text && b[-1] == '\\')
			b--;
		if ((p - b) % 2 == 0)
			return true;
	}
	return false;
}

struct store_import *
store_import_open(struct store *s, const char *text, int *count, char *why, size_t whylen)
{
	if (holds_nul(text)) {
		snprintf(why, whylen, "%s", _("it holds a NUL character (\\u0000) in a string,"
		    " which no name or value may hold"));
		return NULL;
	}
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(s->db, "SELECT json_valid(?1), json_type(?1),"
	    " CASE json_type(?1) WHEN 'array' THEN json_array_length(?1) ELSE 1 END",
	    -1, &st, NULL) != SQLITE_OK) {
		snprintf(why, whylen, "%s", sqlite3_errmsg(s->db));
		return NULL;
	}
	sqlite3_bind_text(st, 1, text, -1, SQLITE_STATIC);
	bool valid = false;
	char type[16] = "";
	if (sqlite3_step(st) == SQLITE_ROW) {
		valid = sqlite3_column_int(st, 0) != 0;
		if (valid) {
			copy_text(st, 1, type, sizeof type);
			*count = sqlite3_column_int(st, 2);
		}
	}
	sqlite3_finalize(st);
	if (!valid) {
		snprintf(why, whylen, "%s", _("it is not JSON as export --json writes it (what"
		    " export --csv writes cannot be imported)"));
		return NULL;
	}
	if (strcmp(type, "object") != 0 && strcmp(type, "array") != 0) {
		snprintf(why, whylen, _("it holds a JSON %s, not a game or an array of games"), type);
		return NULL;
	}
	struct store_import *it = calloc(1, sizeof *it);
	if (it == NULL) {
		snprintf(why, whylen, "%s", _("out of memory"));
		return NULL;
	}
	it->s = s;
	for (int i = 0; i < Q_COUNT; i++) {
		if (sqlite3_prepare_v2(s->db, import_sql[i], -1, &it->q[i], NULL) != SQLITE_OK) {
			snprintf(why, whylen, "%s", sqlite3_errmsg(s->db));
			store_import_close(it);
			return NULL;
		}
	}
	sqlite3_bind_text(it->q[Q_GAMES], 1, text, -1, SQLITE_STATIC);
	return it;
}

void
import_game_clear(struct import_game *ig)
{
	free(ig->entry);
	memset(ig, 0, sizeof *ig);
}

/* The value of column col+1 of st into buf, if column col (its JSON type)
 * says text and it fits len bytes (and has nothing that cannot be seen);
 * else false with the reason, naming key. */
static bool
text_of(sqlite3_stmt *st, int col, const char *key, char *buf, size_t len, char *why,
    size_t whylen)
{
	const char *type = (const char *)sqlite3_column_text(st, col);
	const char *value = (const char *)sqlite3_column_text(st, col + 1);
	if (type == NULL) {
		snprintf(why, whylen, _("it has no \"%s\""), key);
		return false;
	}
	if (strcmp(type, "text") != 0 || value == NULL) {
		snprintf(why, whylen, _("its \"%s\" is a JSON %s, not a string"), key, type);
		return false;
	}
	if (strlen(value) >= len) {
		snprintf(why, whylen, _("its \"%s\" is longer than tapis writes one"), key);
		return false;
	}
	if (!utf8_valid(value) || text_has_hidden(value)) {
		snprintf(why, whylen, _("its \"%s\" holds a character that cannot be seen"), key);
		return false;
	}
	snprintf(buf, len, "%s", value);
	return true;
}

/* The game's own keys, from the row of Q_GAME. */
static bool
read_head(sqlite3_stmt *st, struct import_game *ig, char *why, size_t whylen)
{
	char status[16];
	if (sqlite3_column_type(st, 0) == SQLITE_NULL) {
		/* the contract's form, export --json GAME, is for scripts */
		snprintf(why, whylen, _("it has no \"uid\": it was written by export --json GAME;"
		    " export GAME --json FILE writes what import reads"));
		return false;
	}
	if (!text_of(st, 0, "uid", ig->meta.uid, sizeof ig->meta.uid, why, whylen))
		return false;
	if (strlen(ig->meta.uid) != EXCHANGE_UID ||
	    strspn(ig->meta.uid, "0123456789abcdef") != EXCHANGE_UID) {
		snprintf(why, whylen, _("its \"uid\" is not %d hex digits, as tapis writes it"),
		    EXCHANGE_UID);
		return false;
	}
	if (!text_of(st, 2, "family", ig->meta.family, sizeof ig->meta.family, why, whylen) ||
	    !text_of(st, 4, "base", ig->meta.base, sizeof ig->meta.base, why, whylen) ||
	    !text_of(st, 6, "game", ig->ruleset, sizeof ig->ruleset, why, whylen) ||
	    !text_of(st, 8, "created", ig->meta.created, sizeof ig->meta.created, why, whylen))
		return false;
	if (sqlite3_column_int(st, 10) != 1) {
		snprintf(why, whylen, "%s", _("its \"created\" is no date as tapis writes them"
		    " (2024-05-03T19:04:05Z)"));
		return false;
	}
	const char *finished = (const char *)sqlite3_column_text(st, 11);
	if (finished != NULL && strcmp(finished, "null") != 0) {
		if (!text_of(st, 11, "finished", ig->meta.finished, sizeof ig->meta.finished, why,
		    whylen))
			return false;
		if (sqlite3_column_int(st, 13) != 1) {
			snprintf(why, whylen, "%s", _("its \"finished\" is no date as tapis writes them"
			    " (2024-05-03T19:04:05Z)"));
			return false;
		}
	}
	if (!text_of(st, 14, "status", status, sizeof status, why, whylen))
		return false;
	if (strcmp(status, "playing") != 0 && strcmp(status, "finished") != 0 &&
	    strcmp(status, "abandoned") != 0) {
		snprintf(why, whylen, "%s", _("its \"status\" is none of playing, finished and"
		    " abandoned"));
		return false;
	}
	snprintf(ig->status, sizeof ig->status, "%s", status);
	const char *winner = (const char *)sqlite3_column_text(st, 16);
	ig->has_winner = winner != NULL && strcmp(winner, "null") != 0;
	if (ig->has_winner && !text_of(st, 16, "winner", ig->winner, sizeof ig->winner, why,
	    whylen))
		return false;
	const char *const arrays[3][2] = {
		{"rules", "object"}, {"players", "array"}, {"entries", "array"},
	};
	for (int i = 0; i < 3; i++) {
		const char *type = (const char *)sqlite3_column_text(st, 18 + i);
		if (type == NULL || strcmp(type, arrays[i][1]) != 0) {
			snprintf(why, whylen, _("its \"%s\" is %s%s, not an %s"), arrays[i][0],
			    type ? _("a JSON ") : _("missing"), type ? type : "", arrays[i][1]);
			return false;
		}
	}
	if (sqlite3_column_int(st, 21) != 0 || sqlite3_column_int(st, 22) != 0) {
		snprintf(why, whylen, _("one of its %s is not an object"),
		    sqlite3_column_int(st, 21) != 0 ? "players" : "entries");
		return false;
	}
	return true;
}

static bool
read_options(sqlite3_stmt *st, struct import_game *ig, char *why, size_t whylen)
{
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);
		const char *type = (const char *)sqlite3_column_text(st, 1);
		const char *value = (const char *)sqlite3_column_text(st, 2);
		/* untaken: json_each's key and type of an object's member are never NULL */
		if (name == NULL || type == NULL || value == NULL) {
			snprintf(why, whylen, "%s", _("an option of its \"rules\" cannot be read"));
			return false;
		}
		if (ig->noptions == EXCHANGE_OPTIONS || strlen(name) >= sizeof ig->option[0].name ||
		    !utf8_valid(name) || text_has_hidden(name)) {
			snprintf(why, whylen, "%s", _("its \"rules\" hold an option no game has"));
			return false;
		}
		if (strcmp(type, "true") != 0 && strcmp(type, "false") != 0 &&
		    strcmp(type, "integer") != 0 && strcmp(type, "text") != 0) {
			snprintf(why, whylen, _("its option %s is a JSON %s, not a number, true, false"
			    " or a string"), name, type);
			return false;
		}
		if (strlen(value) >= sizeof ig->option[0].value || !utf8_valid(value) ||
		    text_has_hidden_but(value, "\n")) {
			snprintf(why, whylen, _("its option %s has a value no game takes"), name);
			return false;
		}
		struct import_option *o = &ig->option[ig->noptions++];
		snprintf(o->name, sizeof o->name, "%s", name);
		snprintf(o->value, sizeof o->value, "%s", value);
	}
	return rc == SQLITE_DONE;
}

static bool
read_players(sqlite3_stmt *st, struct import_game *ig, char *why, size_t whylen)
{
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (ig->nplayers == STORE_MAX_PLAYERS) {
			snprintf(why, whylen, _("it has more than %d players"), STORE_MAX_PLAYERS);
			return false;
		}
		char what[64];
		snprintf(what, sizeof what, _("players[%d].name"), ig->nplayers);
		if (!text_of(st, 0, what, ig->name[ig->nplayers], sizeof ig->name[0], why, whylen))
			return false;
		const char *type = (const char *)sqlite3_column_text(st, 2);
		sqlite3_int64 score = sqlite3_column_int64(st, 3);
		if (type == NULL || strcmp(type, "integer") != 0 || score < -1000000000 ||
		    score > 1000000000) {
			snprintf(why, whylen, _("the score of its player %s is not a whole number"),
			    ig->name[ig->nplayers]);
			return false;
		}
		ig->score[ig->nplayers++] = (int)score;
	}
	return rc == SQLITE_DONE;
}

static bool
read_entries(sqlite3_stmt *st, struct import_game *ig, char *why, size_t whylen)
{
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int n = ig->nentries + 1;
		if (ig->nentries == ig->cap) {
			int cap = ig->cap ? ig->cap * 2 : 64;
			struct import_entry *more = realloc(ig->entry, (size_t)cap * sizeof *more);
			if (more == NULL) {
				snprintf(why, whylen, "%s", _("out of memory"));
				return false;
			}
			ig->entry = more;
			ig->cap = cap;
		}
		struct import_entry *e = &ig->entry[ig->nentries];
		memset(e, 0, sizeof *e);
		const char *seqtype = (const char *)sqlite3_column_text(st, 0);
		if (seqtype == NULL || strcmp(seqtype, "integer") != 0 ||
		    sqlite3_column_int64(st, 1) != n) {
			snprintf(why, whylen, _("its entry %d does not say \"seq\":%d"), n, n);
			return false;
		}
		char what[64];
		snprintf(what, sizeof what, _("entries[%d].player"), n - 1);
		if (!text_of(st, 2, what, e->player, sizeof e->player, why, whylen))
			return false;
		snprintf(what, sizeof what, _("entries[%d].entry"), n - 1);
		if (!text_of(st, 4, what, e->kind, sizeof e->kind, why, whylen))
			return false;
		const char *dice = (const char *)sqlite3_column_text(st, 6);
		const char *argstype = (const char *)sqlite3_column_text(st, 9);
		if (dice != NULL && argstype != NULL) {
			snprintf(why, whylen, _("its entry %d has both \"dice\" and \"args\""), n);
			return false;
		}
		if (dice != NULL) {
			const char *faces = (const char *)sqlite3_column_text(st, 8);
			if (strcmp(dice, "array") != 0 || sqlite3_column_int(st, 7) != 0 ||
			    faces == NULL || strlen(faces) >= sizeof e->args) {
				snprintf(why, whylen, _("the \"dice\" of its entry %d are not an array of"
				    " faces"), n);
				return false;
			}
			snprintf(e->args, sizeof e->args, "%s", faces);
		} else if (argstype != NULL) {
			snprintf(what, sizeof what, _("entries[%d].args"), n - 1);
			if (!text_of(st, 9, what, e->args, sizeof e->args, why, whylen))
				return false;
		}
		if (sqlite3_column_type(st, 11) != SQLITE_NULL) {
			snprintf(what, sizeof what, _("entries[%d].at"), n - 1);
			if (!text_of(st, 11, what, e->at, sizeof e->at, why, whylen))
				return false;
			if (sqlite3_column_int(st, 13) != 1) {
				snprintf(why, whylen, _("the \"at\" of its entry %d is no time as tapis"
				    " writes them (2024-05-03T19:04:05Z)"), n);
				return false;
			}
			/* (both as tapis writes them: their order is their text's; the
			 * game's "created" is read and checked first, read_head) */
			if (strcmp(e->at, ig->meta.created) < 0) {
				snprintf(why, whylen, _("the \"at\" of its entry %d is before the game's"
				    " \"created\""), n);
				return false;
			}
		}
		ig->nentries = n;
	}
	return rc == SQLITE_DONE;
}

/* Runs query q of the import on the game object `game`, with fn reading
 * its rows; false with the reason. */
static bool
read_part(struct store_import *it, int q, const char *game, struct import_game *ig,
    bool (*fn)(sqlite3_stmt *, struct import_game *, char *, size_t), char *why, size_t whylen)
{
	sqlite3_stmt *st = it->q[q];
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	why[0] = '\0';
	bool ok = fn(st, ig, why, whylen);
	if (!ok && why[0] == '\0')
		snprintf(why, whylen, _("it cannot be read: %s"), sqlite3_errmsg(it->s->db));
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	return ok;
}

static bool
read_game(sqlite3_stmt *st, struct import_game *ig, char *why, size_t whylen)
{
	if (sqlite3_step(st) != SQLITE_ROW)
		return false;
	return read_head(st, ig, why, whylen);
}

int
store_import_next(struct store_import *it, struct import_game *ig, char *why, size_t whylen)
{
	sqlite3_stmt *games = it->q[Q_GAMES];
	import_game_clear(ig);
	int rc = sqlite3_step(games);
	if (rc == SQLITE_DONE)
		return 0;
	if (rc != SQLITE_ROW) {
		snprintf(why, whylen, _("it cannot be read: %s"), sqlite3_errmsg(it->s->db));
		return -1;
	}
	ig->place = ++it->place;
	const char *type = (const char *)sqlite3_column_text(games, 1);
	/* untaken: json_each gives every element a type (NULL: out of memory) */
	if (type == NULL || strcmp(type, "object") != 0) {
		/* untaken: json_each gives every element a type (NULL: out of memory) */
		snprintf(why, whylen, _("it is a JSON %s, not a game"), type ? type : "null");
		return -1;
	}
	/* (the value stays while the row is the current one) */
	const char *game = (const char *)sqlite3_column_text(games, 0);
	/* untaken: json_each gives an object its text (NULL: out of memory) */
	if (game == NULL || !read_part(it, Q_GAME, game, ig, read_game, why, whylen) ||
	    !read_part(it, Q_OPTIONS, game, ig, read_options, why, whylen) ||
	    !read_part(it, Q_PLAYERS, game, ig, read_players, why, whylen) ||
	    !read_part(it, Q_ENTRIES, game, ig, read_entries, why, whylen))
		return -1;
	return 1;
}
