/* replay GAME [ROUND]: a past game turn by turn, each entry with what it
 * did at the table.  The open game stays as it was. */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "render_history.h"
#include "say.h"
#include "tapis.h"
#include "text.h"
#include "ui.h"

/* Where a walk through a game's entries is.  A turn is numbered among its
 * player's turns, as the export's rows and the chart count them: turn 3
 * is each player's third. */
struct replay {
	const struct ui *ui;     /* NULL: only count the turns */
	int turns[ENGINE_MAX_PLAYERS];  /* each seat's, begun so far */
	int most;                /* the most any seat has begun */
	bool starts;             /* the next entry starts a turn */
	int only;                /* the turn to print; 0: all */
};

static void
replay_entry(const struct game *g, int index, const void *state, const union outcome *o,
    void *ctx)
{
	struct replay *r = ctx;
	(void)state;
	const struct game_entry *e = &g->entry[index];
	/* (game.c's steps walks only an entry made by the player whose turn
	 * it was: a seat of the game) */
	int seat = ALWAYS(e->seat >= 0 && e->seat < ENGINE_MAX_PLAYERS) ? e->seat : 0;
	if (r->starts) {
		r->turns[seat]++;
		if (r->turns[seat] > r->most)
			r->most = r->turns[seat];
	}
	int turn = r->turns[seat];
	bool shown = r->ui != NULL && (r->only == 0 || r->only == turn);
	if (shown && r->starts)
		render_replay_turn(r->ui, g, turn, e->seat);
	if (shown)
		render_replay_entry(r->ui, g, e, o);
	/* an entry that ended the turn (banked, bust, written...) */
	r->starts = o->head.end != NULL;
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	int argc = a->argc;
	char **argv = a->argv;
	char why[ENGINE_WHY * 2];
	enum cmd_status status = CMD_OK;
	struct game_seen k;
	long turn = 0;
	if (argc == 2) {
		char *end;
		turn = isdigit((unsigned char)argv[1][0]) ? strtol(argv[1], &end, 10) : 0;
		if (turn <= 0 || *end != '\0' || turn > 1000000)
		{
			char shown[128];
			return command_refuse(t, _("'%s' is not a round number: replay GAME [ROUND], the"
			    " first round being 1"), text_visible(argv[1], shown, sizeof shown));
		}
	}
	struct game *g = command_load_past(t, argv[0], &k, &status);
	if (g == NULL)
		return status;
	/* The game is replayed through its engine once to count its turns (it
	 * does replay: load_past saw it), then again to print them, each entry
	 * on the state it was played on, as the printer saw it at the table. */
	struct replay count = {.starts = true};
	/* (load_past replayed these entries whole, and an engine is pure: no
	 * walk of them can fail after it) */
	bool walked = game_walk(g, g->state, replay_entry, &count, why, sizeof why);
	if (NEVER(!walked)) {
		game_free(g);
		return command_refuse(t, _("game #%lld is damaged: its entries no longer replay"
		    " (%s)"), (long long)k.row.id, why);
	}
	int turns = count.most;
	if (turn > turns) {
		game_free(g);
		if (turns == 0)
			return command_refuse(t, _("game #%lld has no turn yet"), (long long)k.row.id);
		if (turns == 1)
			return command_refuse(t, _("game #%lld has one round: replay %lld 1 shows it"),
			    (long long)k.row.id, (long long)k.row.id);
		return command_refuse(t, _("game #%lld has %d rounds: replay %lld ROUND takes 1 to"
		    " %d"), (long long)k.row.id, turns, (long long)k.row.id, turns);
	}
	render_game_heading(&t->ui, g, &k.row);
	/* (an abandoned game will have nothing played: no "yet") */
	if (g->nactive == 0 && k.row.status != NULL && strcmp(k.row.status, "abandoned") == 0)
		say_plain(&t->ui, _("nothing was played in game #%lld before it was abandoned\n"),
		    (long long)k.row.id);
	else if (g->nactive == 0)
		say_plain(&t->ui, _("nothing has been played in game #%lld yet\n"),
		    (long long)k.row.id);
	struct replay print = {.ui = &t->ui, .starts = true, .only = (int)turn};
	bool ok = game_walk(g, g->state, replay_entry, &print, why, sizeof why);
	game_free(g);
	return ALWAYS(ok) ? CMD_OK : command_refuse(t, "%s", why);
}

static void
complete(struct completion *c)
{
	if (c->arg == 0)
		complete_games(c, false);
}

const struct command cmd_replay = {
	.name = "replay", .french = "revoir",
	.usage = N_("GAME [ROUND]"), .help = N_("a past game turn by turn, each entry with what it did"),
	.details = N_("Each turn under a line 'round 3 - bob' (bob's third turn, as the sheet\n"
	    "counts rounds), each entry as it was typed with the answer it had at\n"
	    "the table: the throws, what was set aside or written, the points,\n"
	    "crosses and penalties.  ROUND shows that round's turns only.\n"
	    "The game is played again through its rules: a damaged log is refused,\n"
	    "not printed.  The open game stays as it was."),
	.min_args = 1, .max_args = 2,
	.complete = complete, .exec = exec,
};
