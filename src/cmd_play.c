/* Commands that make entries: throws, keeps, banks, take-overs, undo, redo. */
#include "config.h"

#include "command.h"
#include "i18n.h"
#include "tapis.h"

/* The command's status for what the session said: a refusal is the table's
 * mistake, a failure the store's, and fatal. */
static enum cmd_status
session_refused(struct tapis *t, enum session_status s, const char *why)
{
	if (s == SESSION_FAILED) {
		render_fatal(&t->ui, why);
		return CMD_FATAL;
	}
	return command_refuse(t, "%s", why);
}

/* Plays one entry in the open game and shows what it did. */
static enum cmd_status
play(struct tapis *t, const struct farkle_action *a)
{
	char why[FARKLE_WHY];
	struct farkle_outcome out;
	enum session_status s = session_play(t, a, &out, why, sizeof why);
	if (s != SESSION_DONE)
		return session_refused(t, s, why);
	render_outcome(&t->ui, t->game, a, &out);
	return CMD_OK;
}

static enum cmd_status
play_dice(struct tapis *t, enum farkle_action_kind kind, int argc, char **argv)
{
	char why[FARKLE_WHY];
	struct farkle_action a = {kind, {0, {0}}};
	/* the game first: with none open, that is what to say about any dice */
	if (!command_need_game(t, true))
		return CMD_REJECTED;
	if (!dice_parse(argc, argv, &a.dice, why, sizeof why))
		return command_refuse(t, "%s", why);
	return play(t, &a);
}

enum cmd_status
cmd_roll(struct tapis *t, int argc, char **argv)
{
	return play_dice(t, ACTION_THROW, argc, argv);
}

enum cmd_status
cmd_keep(struct tapis *t, int argc, char **argv)
{
	return play_dice(t, ACTION_KEEP, argc, argv);
}

enum cmd_status
cmd_bank(struct tapis *t, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	struct farkle_action a = {ACTION_BANK, {0, {0}}};
	return command_need_game(t, true) ? play(t, &a) : CMD_REJECTED;
}

enum cmd_status
cmd_take(struct tapis *t, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	struct farkle_action a = {ACTION_TAKE, {0, {0}}};
	return command_need_game(t, true) ? play(t, &a) : CMD_REJECTED;
}

enum cmd_status
cmd_undo(struct tapis *t, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	char why[FARKLE_WHY];
	struct game_entry e;
	if (!command_need_game(t, false))
		return CMD_REJECTED;
	enum session_status s = session_undo(t, &e, why, sizeof why);
	if (s != SESSION_DONE)
		return session_refused(t, s, why);
	render_undone(&t->ui, t->game, &e);
	return CMD_OK;
}

enum cmd_status
cmd_redo(struct tapis *t, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	char why[FARKLE_WHY];
	struct game_entry e;
	struct farkle_outcome out;
	if (!command_need_game(t, false))
		return CMD_REJECTED;
	enum session_status s = session_redo(t, &e, &out, why, sizeof why);
	if (s != SESSION_DONE)
		return session_refused(t, s, why);
	render_redone(&t->ui, t->game, &e, &out);
	return CMD_OK;
}
