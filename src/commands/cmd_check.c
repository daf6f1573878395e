/* check [--repair]: whether the database holds together, SQLite's checks
 * and tapis's own, each thing wrong said in one line with what to do;
 * --repair makes again what is kept from the rest (indexes, totals). */
#include "config.h"

#include "command.h"
#include "i18n.h"
#include "say.h"
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
	if (c.n > 0)
		return CMD_REJECTED;
	say_plain(&t->ui, "%s\n", c.totals ? _("the database holds together: SQLite's checks,"
	    " the totals, the damaged games and the entries' keys and dates agree") :
	    _("the database holds together: SQLite's checks, the damaged games and the entries'"
	    " keys and dates agree (the totals were not checked: the file may not be written)"));
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
	    "them, no entry before its game.  Each thing wrong is one line with what to\n"
	    "do; the exit status is then 1.  --repair makes again what is kept from the\n"
	    "games (the indexes, the totals, the list of damaged games) where that is\n"
	    "all that is wrong."),
	.flags = flags, .max_args = 0,
	.exec = exec,
};
