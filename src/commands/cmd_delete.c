/* delete GAME [--yes]: a game and all its entries, for good. */
#include "config.h"

#include "command.h"
#include "engine.h"
#include "i18n.h"
#include "say.h"
#include "session.h"
#include "store.h"
#include "tapis.h"
#include "text.h"

static const struct cmd_flag flags[] = {
	{.name = "--yes"},
	{0},
};

/* "game #3 (10000: alice, bob, 12 entries" and what comes before and
 * after it, into s. */
static void
add_game(struct said *s, const char *before, const struct store_game_row *row,
    const char *after)
{
	said_add(s, "%s", before);
	said_add_game(s, row);
	said_add(s, ngettext(", %d entry", ", %d entries", (unsigned long)row->entries),
	    row->entries);
	said_add(s, "%s", after);
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	char why[ENGINE_WHY], question[256], answer[64];
	long long id;
	struct game_seen g;
	if (!command_game_number(a->argv[0], &id, why, sizeof why))
		return command_refuse(t, "%s", why);
	enum cmd_status status;
	if (!command_stored_game(t, id, &g, &status))
		return status;
	/* Nothing can bring it back: a person says yes to it, a script says
	 * --yes. */
	if (cmd_flag(a, "--yes") == NULL) {
		if (t->ask == NULL)
			return command_refuse(t, _("delete in a script needs --yes: delete %lld --yes"),
			    id);
		struct said q;
		said_start(&q);
		add_game(&q, _("delete "), &g.row, _(")? [y/N] "));
		/* (cut where the question always was) */
		snprintf(question, sizeof question, "%.*s", (int)sizeof question - 1, q.text);
		if (!t->ask(t, question, answer, sizeof answer) || reply_of(answer) != REPLY_YES) {
			say_plain(&t->ui, _("game #%lld is kept: nothing deleted\n"), id);
			return CMD_OK;
		}
	}
	status = command_of_session(t, session_delete(t, id, why, sizeof why), why);
	if (status == CMD_OK) {
		struct said s;
		said_start(&s);
		add_game(&s, _("deleted "), &g.row, ")");
		say_line(&t->ui, &s);
	}
	return status;
}

static void
complete(struct completion *c)
{
	if (c->arg == 0)
		complete_games(c, false);
}

const struct command cmd_delete = {
	.name = "delete", .french = "supprimer",
	.usage = N_("GAME [--yes]"), .help = N_("delete game GAME and all its entries, for good"),
	.details = N_("At the terminal tapis asks first, and only yes deletes.  In a script\n"
	    "or with -c nothing is asked: --yes says it, e.g. delete 3 --yes."),
	.flags = flags, .min_args = 1, .max_args = 1, .whole = true,
	.complete = complete, .exec = exec,
};
