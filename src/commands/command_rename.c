/* A player's name mended in every stored game: what rename and merge
 * share. */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "command.h"
#include "game.h"
#include "i18n.h"
#include "name.h"
#include "say.h"
#include "store.h"
#include "store_query.h"
#include "tapis.h"
#include "text.h"

/* The open game shows the name now as the store has it. */
static void
rename_open_game(struct tapis *t, const char *from, const char *to)
{
	struct game *g = t->game;
	for (int i = 0; g != NULL && i < g->nplayers; i++)
		if (strcmp(g->name[i], from) == 0)
			snprintf(g->name[i], sizeof g->name[i], "%s", to);
}

/* "bob is now robert in 3 games; robert now has 7 games." */
static void
say_renamed(const struct ui *ui, const char *from, const char *to, long long games,
    long long total, bool merged)
{
	struct said s;
	char a[GAME_NAME_BYTES * 4 + 1], b[GAME_NAME_BYTES * 4 + 1];
	text_visible(from, a, sizeof a);
	text_visible(to, b, sizeof b);
	said_start(&s);
	said_add(&s, ngettext("%s is now %s in %lld game", "%s is now %s in %lld games",
	    (unsigned long)games), a, b, games);
	if (merged)
		said_add(&s, ngettext("; %s now has %lld game", "; %s now has %lld games",
		    (unsigned long)total), b, total);
	said_add(&s, ".");
	say_answer(ui, &s);
}

enum cmd_status
command_rename(struct tapis *t, const char *from, const char *to, bool merge)
{
	struct store_rename r;
	/* untaken: UNKNOWN and ABSENT where another tapis renamed a player
	 * between the lookup of both names (rename, merge) and this, a race;
	 * a value outside the enum */
	switch (store_player_rename(t->store, from, to, merge, &r)) {
	case RENAME_DONE:
		rename_open_game(t, from, to);
		say_renamed(&t->ui, from, to, (long long)r.games, (long long)r.total, merge);
		return CMD_OK;
	case RENAME_UNKNOWN:
		return command_refuse(t, _("no stored game has a player named '%s'"), from);
	case RENAME_TAKEN:
		return command_refuse(t, _("%s is already a player's name: merge %s into %s makes"
		    " the two names one"), r.other, from, r.other);
	case RENAME_ABSENT:
		return command_refuse(t, _("no stored game has a player named '%s': rename %s %s"
		    " gives a new name"), to, from, to);
	case RENAME_CLASH:
		return command_refuse(t, _("game #%lld has both %s and %s: one game cannot have two"
		    " players of one name"), (long long)r.game, from, r.other);
	case RENAME_FAILED:
		break;
	}
	return command_store_failed(t, store_error(t->store));
}

