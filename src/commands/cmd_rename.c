/* rename PLAYER NEW: a player's name mended in every stored game. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "command.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "name.h"
#include "store.h"
#include "store_query.h"
#include "tapis.h"
#include "text.h"

/* What a new name is checked against: each player beside the renamed one
 * in some game. */
struct beside {
	const char *to;
	char why[ENGINE_WHY];
	int64_t game;             /* where a look-alike sits; 0: none */
};

static bool
apart_from(const char *other, int64_t game, void *ctx)
{
	struct beside *b = ctx;
	/* the same name but for case is the store's to refuse, naming both */
	if (utf8_same_fold(b->to, other) || name_apart(b->to, other, b->why, sizeof b->why))
		return true;
	b->game = game;
	return false;
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	char why[ENGINE_WHY], from[GAME_NAME_BYTES + 1];
	enum cmd_status st;
	const char *to = a->argv[1];
	/* the new name first: a name new would refuse is refused here too */
	if (!name_check(to, NAME_NEW, why, sizeof why))
		return command_refuse(t, "%s", why);
	if (!command_stored_player(t, a->argv[0], from, sizeof from, &st))
		return st;
	if (strcmp(from, to) == 0)
		return command_refuse(t, _("%s is already the name: nothing to rename"), from);
	/* nor one that looks like another player's of the same game (merge
	 * may join look-alikes: that is how they are mended) */
	struct beside b = {to, "", 0};
	if (!store_each_coplayer(t->store, from, apart_from, &b))
		return command_store_failed(t, store_error(t->store));
	if (b.game != 0)
		return command_refuse(t, _("%s (in game #%lld)"), b.why, (long long)b.game);
	return command_rename(t, from, to, false);
}

static void
complete(struct completion *c)
{
	if (c->arg == 0)
		complete_players(c);
}

const struct command cmd_rename = {
	.name = "rename", .french = "renommer",
	.usage = N_("PLAYER NEW"), .help = N_("mend a player's name in every stored game"),
	.details = N_("NEW must be a name no player has yet (merge joins two names) and one that\n"
	    "new would take.  The open game shows it at once."),
	.min_args = 2, .max_args = 2,
	.complete = complete, .exec = exec,
};
