/* Commands that make entries: throws, keeps, banks, take-overs, undo, redo. */
#include "config.h"

#include <string.h>

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

/* A throw typed right after a scoring throw says which dice were set aside
 * by how many were thrown again.  When more than one group fits, a person
 * at the terminal is asked which (one short answer instead of two more
 * lines); a script is refused, as it cannot answer.  Returns CMD_OK with
 * *handled false when there was nothing to ask. */
static enum cmd_status
ask_which_kept(struct tapis *t, const struct dice *thrown, bool *handled)
{
	enum { MOST = 8 };
	struct game *g = t->game;
	struct tally choice[MOST];
	*handled = false;
	if (t->ask == NULL)
		return CMD_OK;
	int n = farkle_implied_keeps(g->scorer, &g->state, thrown->n, choice, MOST);
	if (n < 2 || n > MOST)
		return CMD_OK;
	*handled = true;
	char question[256], answer[64], why[FARKLE_WHY];
	render_keep_question(&t->ui, choice, n, question, sizeof question);
	if (!t->ask(t, question, answer, sizeof answer) || answer[strspn(answer, " \t")] == '\0')
		return command_refuse(t, "%s", _("nothing entered: type keep, then the throw"));
	struct farkle_action keep = {ACTION_KEEP, {0, {0}}};
	char *words[1] = {answer};
	if (!dice_parse(1, words, &keep.dice, why, sizeof why))
		return command_refuse(t, "%s", why);
	struct tally kept = dice_tally(&keep.dice);
	for (int i = 0; i < n; i++) {
		if (!tally_equal(&kept, &choice[i]))
			continue;
		/* Two entries, as if both had been typed: undo takes back one. */
		enum cmd_status status = play(t, &keep);
		if (status != CMD_OK)
			return status;
		struct farkle_action roll = {ACTION_THROW, *thrown};
		return play(t, &roll);
	}
	char listed[128];
	render_keep_choices(&t->ui, choice, n, listed, sizeof listed);
	return command_refuse(t, _("%s is not one of %s: nothing entered"), answer, listed);
}

enum cmd_status
cmd_roll(struct tapis *t, int argc, char **argv)
{
	char why[FARKLE_WHY];
	struct farkle_action a = {ACTION_THROW, {0, {0}}};
	if (!command_need_game(t, true))
		return CMD_REJECTED;
	if (!dice_parse(argc, argv, &a.dice, why, sizeof why))
		return command_refuse(t, "%s", why);
	bool handled;
	enum cmd_status status = ask_which_kept(t, &a.dice, &handled);
	if (handled)
		return status;
	const struct game *g = t->game;
	/* A full hand typed where the rules refuse it while the turn could be
	 * banked: most likely the next player's throw, and the bank forgotten. */
	if (a.dice.n == game_rules(g)->dice && farkle_can_bank(g->scorer, &g->state)) {
		struct farkle_state copy = g->state;
		struct farkle_outcome out;
		if (!farkle_apply(g->scorer, &copy, &a, &out, why, sizeof why))
			return command_refuse(t, _("%d dice typed, a full hand: did %s bank? type bank"
			    " first"), a.dice.n, g->name[g->state.current]);
	}
	return play(t, &a);
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
