/* check [--repair]: whether the database holds together, SQLite's checks
 * and tapis's own, each thing wrong said in one line with what to do;
 * --repair makes again what is kept from the rest (indexes, totals). */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#include "command.h"
#include "game.h"
#include "i18n.h"
#include "say.h"
#include "session.h"
#include "store.h"
#include "tapis.h"
#include "text.h"

static const struct cmd_flag flags[] = {
	{.name = "--repair"},
	{0},
};

/* What is wrong (f, one kind found), and what to do, in one line. */
static void
say_fault(struct tapis *t, const struct store_fault *f)
{
	char what[sizeof f->what * 4], db[1024];
	text_visible(f->what, what, sizeof what);
	text_visible(t->db_path, db, sizeof db);
	struct said s;
	said_start(&s);
	/* untaken: store_check lists only the kinds it found (never NONE, and
	 * no value outside the enum); NONE is here for -Wswitch */
	switch (f->kind) {
	case STORE_FAULT_INDEX:
		said_add(&s, _("an index disagrees with its table (SQLite says: %s): the games are"
		    " whole; check --repair makes the indexes again"), what);
		break;
	case STORE_FAULT_FILE:
		said_add(&s, _("the file itself is damaged (SQLite says: %s): restore a copy of it"
		    " (a %s.before-NNN beside it, or a backup) before playing on"), what, db);
		break;
	case STORE_FAULT_KEYS:
		said_add(&s, _("a row refers to one that is not there (%s): restore a copy of the"
		    " file (a %s.before-NNN beside it, or a backup)"), what, db);
		break;
	case STORE_FAULT_TIMES:
		if (f->row == 0)        /* (no entry: the game's own date) */
			said_add(&s, _("game #%lld is damaged: its start or end is written '%s', no"
			    " date as tapis writes them: a value written by hand; restore a copy of the"
			    " file, or delete the game"), f->game, what);
		else if (what[0] == '\0')
			said_add(&s, _("game #%lld is damaged: entry %lld has no time (tapis writes one"
			    " with each entry): a value written by hand; restore a copy of the file,"
			    " or delete the game"), f->game, f->row);
		else
			said_add(&s, _("game #%lld is damaged: entry %lld is dated %s, before its"
			    " game: a value written by hand; restore a copy of the file, or delete the"
			    " game"), f->game, f->row, what);
		break;
	case STORE_FAULT_PLACE:
		said_add(&s, _("game #%lld is damaged: its entry %lld is kept under the key %s,"
		    " another game's or place's: a value written by hand; restore a copy of the"
		    " file, or delete the game"), f->game, f->row, what);
		break;
	case STORE_FAULT_DAMAGED:
		said_add(&s, _("the list of damaged games is not theirs (game #%lld): check"
		    " --repair makes it again"), f->game);
		break;
	case STORE_FAULT_TOTALS:
		said_add(&s, _("the totals kept for stats disagree with the games they count (%s):"
		    " check --repair counts them again"), what);
		break;
	case STORE_FAULT_LISTING:
		said_add(&s, _("what games lists of game #%lld is not what the game says: check"
		    " --repair writes it again"), f->game);
		break;
	case STORE_FAULT_NONE:
		return;
	}
	if (f->count > 1)
		said_add(&s, ngettext(" (and %lld more)", " (and %lld more)",
		    (unsigned long)(f->count - 1)), f->count - 1);
	say_line(&t->ui, &s);
}

/* Whether check, having found something wrong, found the file itself
 * damaged (said first): nothing is made again from what may be lost. */
static bool
file_damaged(const struct store_check *c)
{
	return c->fault[0].kind == STORE_FAULT_FILE;
}

/* The numbers of the stored games, read before any is replayed. */
struct game_ids {
	int64_t *id;
	size_t n, cap;
	bool short_of_memory;
};

static bool
keep_id(int64_t id, void *ctx)
{
	struct game_ids *ids = ctx;
	if (ids->n == ids->cap) {
		size_t cap = ids->cap > 0 ? 2 * ids->cap : 256;
		int64_t *more = realloc(ids->id, cap * sizeof *more);
		if (more == NULL)
			return !(ids->short_of_memory = true);
		ids->id = more;
		ids->cap = cap;
	}
	ids->id[ids->n++] = id;
	return true;
}

static bool
row_seen(const struct store_game_row *row, void *ctx)
{
	(void)row;
	(void)ctx;
	return true;
}

/* Game id read back as show reads it: 1 whole, 0 damaged (why says how),
 * -1 where the file cannot be read now (why says so).  Damage is the same
 * on a second reading; a failure of the moment (memory short once) is
 * not, and a file that fails goes on failing where its row is read. */
static int
read_back(struct tapis *t, int64_t id, char *why, size_t whylen)
{
	for (int tries = 0; tries < 2; tries++) {
		struct game *g = session_load(t, id, why, whylen);
		if (g != NULL) {
			game_free(g);
			return 1;
		}
	}
	if (store_game_row(t->store, id, row_seen, NULL) < 0) {
		snprintf(why, whylen, "%s", store_error(t->store));
		return -1;
	}
	return 0;
}

/* Every stored game read back as show reads it, replayed: a value mended
 * by hand into what tapis never writes (an entry's dice, a game's end)
 * is found here, which no check of the rows alone sees.  The games that
 * cannot be read are said in one line, the newest first; how many they
 * are, or -1 where the games cannot be listed. */
static long long
say_unreadable(struct tapis *t)
{
	struct game_ids ids = {NULL, 0, 0, false};
	if (!store_each_game_id(t->store, false, keep_id, &ids) || ids.short_of_memory) {
		free(ids.id);
		say_fatal(&t->ui, ids.short_of_memory ? _("out of memory")
		    : store_error(t->store));
		return -1;
	}
	long long found = 0;
	char why[512], first[512] = "";
	for (size_t i = 0; i < ids.n; i++) {
		int read = read_back(t, ids.id[i], why, sizeof why);
		if (read < 0) {
			free(ids.id);
			say_fatal(&t->ui, why);
			return -1;
		}
		if (read == 0 && found++ == 0)
			snprintf(first, sizeof first, "%s", why);
	}
	free(ids.id);
	if (found == 0)
		return 0;
	char db[1024];
	text_visible(t->db_path, db, sizeof db);
	struct said s;
	said_start(&s);
	said_add(&s, _("%s: restore a copy of the file (a %s.before-NNN beside it, or a backup),"
	    " or delete the game"), first, db);
	if (found > 1)
		said_add(&s, ngettext(" (and %lld more game that cannot be read)",
		    " (and %lld more games that cannot be read)", (unsigned long)(found - 1)),
		    found - 1);
	say_line(&t->ui, &s);
	return found;
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	struct store_check c;
	if (!store_check(t->store, &c)) {
		say_fatal(&t->ui, store_error(t->store));
		return CMD_FATAL;
	}
	if (cmd_flag(a, "--repair") != NULL && c.n > 0 && !file_damaged(&c)) {
		if (!store_rebuild(t->store))
			return command_store_failed(t, store_error(t->store));
		say_plain(&t->ui, "%s\n", _("repaired: the indexes, the totals and the list of"
		    " damaged games made again from the games"));
		if (!store_check(t->store, &c)) {
			say_fatal(&t->ui, store_error(t->store));
			return CMD_FATAL;
		}
	}
	for (int i = 0; i < c.n; i++)
		say_fault(t, &c.fault[i]);
	/* (the games replayed once their rows hold together: a row's fault
	 * said is not said again as the game it spoils) */
	long long unreadable = c.n > 0 ? 0 : say_unreadable(t);
	if (unreadable < 0)
		return CMD_FATAL;
	if (c.n > 0 || unreadable > 0)
		return CMD_REJECTED;
	say_plain(&t->ui, "%s\n", c.totals ? _("the database holds together: SQLite's checks,"
	    " the totals, the damaged games and the entries' keys and dates agree, and every"
	    " game replays") :
	    _("the database holds together: SQLite's checks, the damaged games and the entries'"
	    " keys and dates agree, and every game replays (the totals were not checked: the"
	    " file may not be written)"));
	return CMD_OK;
}

const struct command cmd_check = {
	.name = "check", .french = "vérifier",
	.usage = N_("[--repair]"),
	.help = N_("check that the database holds together, and say what to do if not"),
	.details = N_("SQLite's checks of the file (integrity_check, foreign_key_check), then\n"
	    "tapis's: the totals stats read agree with the games they count, the list\n"
	    "of damaged games is theirs, every entry is of a game and kept under its\n"
	    "game's key and its place, every game and entry is dated as tapis dates\n"
	    "them, no entry before its game; then every game is read back and\n"
	    "replayed as show reads it, so that an entry or an end mended by hand is\n"
	    "found.  Each thing wrong is one line with what to do; the exit status is\n"
	    "then 1.  --repair makes again what is kept from the games (the indexes,\n"
	    "the totals, the list of damaged games) where that is all that is wrong."),
	.flags = flags, .max_args = 0,
	.exec = exec,
};
